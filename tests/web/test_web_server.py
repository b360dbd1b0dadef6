"""The browser server over HTTP and WebSockets (issue 12, items 1, 2 and 4): health, the
lobby's games, creating and joining, a complete game against a bot and between two people
over WebSockets, spectators, saved decks and deck checks, replays, and games that resume
after a server restart (a new app on the same database)."""

from __future__ import annotations

import random
from importlib import resources

import pytest
from web_client import DECKS, client, create, random_answer


def play_to_end(ws, seat_rng: random.Random, limit: int = 4000) -> dict:
    """Answer at random every decision this connection is shown, until the result."""
    for _ in range(limit):
        m = ws.receive_json()
        assert m["type"] == "state", m
        if m["room"]["result"]:
            return m
        if m["decision"]:
            ws.send_json({"type": "answer", "seq": m["room"]["seq"], "answer": random_answer(m["decision"], seat_rng)})
    raise AssertionError("the game did not end")


def test_healthz_and_meta():
    with client() as c:
        assert c.get("/healthz").json() == {"ok": True}
        meta = c.get("/api/meta").json()
        assert meta["games"]["lcg"]["decks"][0] == "crab" and meta["games"]["ccg"]["options"]["edition"] == [
            "ivory", "celestial", "diamond"]
        assert {"random", "heuristic"} <= set(meta["bots"]) and "byoyomi" in meta["clocks"]


def test_pages_are_served():
    with client() as c:
        for path in ("/", "/play/abc", "/replay/abc"):
            r = c.get(path)
            assert r.status_code == 200 and "text/html" in r.headers["content-type"]


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_complete_game_against_a_bot_over_the_websocket(game):
    with client() as c:
        made = create(c, game, seed=7)
        listed = c.get("/api/games").json()
        assert made["id"] in [g["id"] for g in listed]
        with c.websocket_connect(f"/ws/{made['id']}") as ws:
            ws.send_json({"type": "hello", "token": made["tokens"]["0"]})
            end = play_to_end(ws, random.Random(1), limit=20000)
        assert end["room"]["status"] == "finished" and end["room"]["result"]["text"]
        assert made["id"] not in [g["id"] for g in c.get("/api/games").json()]
        assert made["id"] in [g["id"] for g in c.get("/api/games?status=finished").json()]
        assert c.get("/api/games?status=odd").status_code == 400
        replay = c.get(f"/api/games/{made['id']}/replay").json()
        assert replay["result"]["over"] is True and replay["ruleset"] == game and len(replay["answers"]) > 60
        step = c.get(f"/api/games/{made['id']}/replay/3?seat=0").json()
        assert step["n"] == 3 and step["total"] == len(replay["answers"]) and step["view"]["players"]
        assert c.get(f"/api/games/{made['id']}/replay/3?seat=9").status_code == 400


def test_two_people_play_each_other_and_a_spectator_watches():
    with client() as c:
        made = create(c, second={"open": True}, seed=9)
        gid = made["id"]
        assert c.get(f"/api/games/{gid}").json()["status"] == "waiting"
        bad = c.post(f"/api/games/{gid}/join", json={"seat": 0, "name": "Bob", "deck": DECKS["lcg"][1]})
        assert bad.status_code == 400 and bad.json()["error"] == "that seat is taken"
        joined = c.post(f"/api/games/{gid}/join", json={"seat": 1, "name": "Bob", "deck": DECKS["lcg"][1]}).json()
        tokens = [made["tokens"]["0"], joined["token"]]
        rng = random.Random(2)
        with c.websocket_connect(f"/ws/{gid}") as a, c.websocket_connect(f"/ws/{gid}") as b, \
                c.websocket_connect(f"/ws/{gid}") as spec:
            socks = [a, b]
            for ws, t in zip(socks, tokens, strict=True):
                ws.send_json({"type": "hello", "token": t})
            spec.send_json({"type": "hello"})
            latest = [ws.receive_json() for ws in socks]
            watched = spec.receive_json()
            assert watched["you"] is None and watched["decision"] is None
            for _ in range(5000):
                if latest[0]["room"]["result"]:
                    break
                p = latest[0]["room"]["to_move"]
                assert latest[1 - p]["decision"] is None, "only the deciding seat is shown the decision"
                d = latest[p]["decision"]
                socks[p].send_json({"type": "answer", "seq": latest[p]["room"]["seq"], "answer": random_answer(d, rng)})
                latest = [ws.receive_json() for ws in socks]
                spec.receive_json()
            assert latest[0]["room"]["result"] and latest[1]["room"]["result"] == latest[0]["room"]["result"]


def test_deck_check_and_saved_decks():
    with client() as c:
        r = c.post("/api/decks/check", json={"game": "lcg", "text": "3x Hida Kisada"}).json()
        assert r["ok"] is False and r["problems"]
        r = c.post("/api/decks/check", json={"game": "lcg", "text": "1x Nowhere; Card\n2x Elsewhere"}).json()
        assert r["problems"] == ["line 1: no card titled 'Nowhere; Card'", "line 2: no card titled 'Elsewhere'"]
        r = c.post("/api/decks/check", json={"game": "ccg", "text": "Nothing: here"}).json()
        assert r["ok"] is False
        assert c.post("/api/decks/check", json={"game": "go", "text": "x"}).status_code == 400
        lion = resources.files("l5r.lcg").joinpath("data/decks/lion.txt").read_text()
        assert c.post("/api/decks/check", json={"game": "lcg", "text": lion}).json() == {"ok": True, "problems": []}
        assert c.post("/api/decks", json={"game": "lcg", "name": "Bad", "text": "3x Hida Kisada"}).status_code == 400
        saved = c.post("/api/decks", json={"game": "lcg", "name": "My Lion", "text": lion}).json()
        assert c.get("/api/decks?game=lcg").json() == [{"id": saved["id"], "name": "My Lion", "text": lion}]
        made = create(c, second={"bot": "random", "deck": {"text": lion}})
        assert made["id"]


def test_bad_http_requests_get_clear_errors():
    with client() as c:
        assert c.post("/api/games", content=b"{nope").json()["error"].startswith("the request is not JSON")
        assert c.post("/api/games", json=[1, 2]).json()["error"] == "the request must be a JSON object"
        assert c.post("/api/games", json={"game": "lcg", "x": 1}).json()["error"] == "unknown field 'x'"
        assert c.post("/api/games", content=b"{" + b" " * 70_000 + b"}").json()["error"].startswith(
            "the request is larger")
        assert c.get("/api/games/nothing").status_code == 404
        assert c.post("/api/games/nothing/join", json={}).status_code == 404
        made = create(c)
        assert c.get(f"/api/games/{made['id']}/replay").status_code == 403
        assert c.get(f"/api/games/{made['id']}/replay/1").status_code == 403


def test_a_server_restart_resumes_the_game_where_it_stood(tmp_path):
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    rng = random.Random(4)
    with client(url) as c:
        made = create(c, seed=12)
        with c.websocket_connect(f"/ws/{made['id']}") as ws:
            ws.send_json({"type": "hello", "token": made["tokens"]["0"]})
            for _ in range(30):
                m = ws.receive_json()
                if m["decision"]:
                    ws.send_json({"type": "answer", "seq": m["room"]["seq"], "answer": random_answer(m["decision"],
                                                                                                     rng)})
            m = ws.receive_json()
            while not m["decision"]:
                m = ws.receive_json()
        before = m
    with client(url) as c:  # a new server on the same database
        with c.websocket_connect(f"/ws/{made['id']}") as ws:
            ws.send_json({"type": "hello", "token": made["tokens"]["0"]})
            after = ws.receive_json()
            assert after["room"]["seq"] == before["room"]["seq"]
            assert after["view"] == before["view"] and after["decision"] == before["decision"]
            ws.send_json({"type": "answer", "seq": after["room"]["seq"], "answer": random_answer(after["decision"],
                                                                                                 rng)})
            end = play_to_end(ws, rng)
        assert end["room"]["result"]

