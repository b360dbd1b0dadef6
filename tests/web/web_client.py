"""Helpers for the server tests: an app on an in-memory database, a game created over HTTP,
and a seat playing over the WebSocket with random answers."""

from __future__ import annotations

import random
from typing import Any

from starlette.testclient import TestClient

from l5r.web.app import create_app
from l5r.web.store import Store

DECKS = {"lcg": ({"embedded": "crab"}, {"embedded": "lion"}), "ccg": ({"embedded": "lion"}, {"embedded": "dragon"})}


def client(url: str = "sqlite://", rate: float = 10_000.0, poll: float = 0.05) -> TestClient:
    return TestClient(create_app(store=Store(url), rate=rate, poll=poll))


def create(c: TestClient, game: str = "lcg", *, second: dict | None = None, seed: int = 3, **extra: Any) -> dict:
    seats = [{"name": "Ann", "deck": DECKS[game][0]},
             second if second is not None else {"bot": "random", "deck": DECKS[game][1]}]
    r = c.post("/api/games", json={"game": game, "seats": seats, "seed": seed, **extra})
    assert r.status_code == 200, r.text
    out: dict = r.json()
    return out


def random_answer(d: dict, rng: random.Random) -> str | list[str]:
    ids = [o["id"] for o in d["options"]]
    if d["kind"] == "choose_one":
        return rng.choice(ids)
    k = rng.randint(d["min"], min(d["max"], len(ids)))
    return rng.sample(ids, k)


def receive_state(ws: Any) -> dict:
    """The next state message (errors are returned too)."""
    m: dict = ws.receive_json()
    return m
