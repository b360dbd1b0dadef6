"""Load on the browser server, on loopback only (issue 12, acceptance "Load"): start
``l5r serve`` on a free port with a fresh SQLite database, create N games between two
seats, each seat played over its own WebSocket by a client answering at random, all at
once; report how many finished, whether any message was lost (every answer is followed by
the state it caused, in order: the sequence number goes up by one per answer), and the
decision latency (from sending an answer to receiving its state) p50 / p99.

    python scripts/load.py --games 200 --game lcg --json

The JSON::

    {"games": 200, "finished": 200, "lost": 0, "errors": 0, "decisions": 51234, "seconds": 140.2,
     "latency_ms": {"p50": 12.1, "p99": 80.3, "max": 150.0}, "decisions_per_second": 365.4}
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import websockets

DECKS = {"lcg": ("crab", "lion"), "ccg": ("lion", "dragon")}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, db: str) -> subprocess.Popen:
    """``l5r serve`` in a child process, once it answers /healthz."""
    proc = subprocess.Popen([sys.executable, "-m", "l5r", "serve", "--port", str(port), "--db", db],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1) as r:
                if json.load(r) == {"ok": True}:
                    return proc
        except (urllib.error.URLError, ConnectionError, OSError):
            time.sleep(0.1)
        if proc.poll() is not None:
            raise RuntimeError(f"the server stopped: {proc.stderr.read().decode() if proc.stderr else ''}")
    proc.kill()
    raise RuntimeError("the server did not start within 60 s")


def post(base: str, path: str, body: dict) -> dict:
    req = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        out: dict = json.load(r)
        return out


def new_game(base: str, game: str, seed: int) -> tuple[str, list[str]]:
    d1, d2 = DECKS[game]
    made = post(base, "/api/games", {"game": game, "seed": seed, "seats": [
        {"name": "A", "deck": {"embedded": d1}}, {"open": True}]})
    joined = post(base, f"/api/games/{made['id']}/join", {"seat": 1, "name": "B", "deck": {"embedded": d2}})
    return made["id"], [made["tokens"]["0"], joined["token"]]


def answer_for(d: dict, rng: random.Random) -> Any:
    ids = [o["id"] for o in d["options"]]
    if d["kind"] == "choose_one":
        return rng.choice(ids)
    return rng.sample(ids, rng.randint(d["min"], min(d["max"], len(ids))))


async def seat(ws_base: str, gid: str, token: str, rng: random.Random, stats: dict) -> None:
    """Play one seat to the end: answer each decision shown, time each answer's state."""
    async with websockets.connect(f"{ws_base}/ws/{gid}", max_size=None, open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        seq, sent_at, sent_seq = -1, None, -1
        while True:
            m = json.loads(await ws.recv())
            if m["type"] == "error":
                stats["errors"] += 1
                sent_at = None
                continue
            s = m["room"]["seq"]
            if s < seq:
                stats["lost"] += 1  # a state older than one already seen: out of order
            if sent_at is not None and s > sent_seq:  # the state our answer caused
                stats["latency"].append(time.perf_counter() - sent_at)
                stats["decisions"] += 1
                sent_at = None
            seq = s
            if m["room"]["result"]:
                return
            if m["decision"] is not None and sent_at is None:
                sent_at, sent_seq = time.perf_counter(), seq
                await ws.send(json.dumps({"type": "answer", "seq": seq, "answer": answer_for(m["decision"], rng)}))


async def run(base: str, games: int, game: str, seed: int) -> dict:
    ws_base = base.replace("http://", "ws://")
    made = [new_game(base, game, seed + i) for i in range(games)]
    stats: dict[str, Any] = {"errors": 0, "lost": 0, "decisions": 0, "latency": []}
    t0 = time.perf_counter()
    await asyncio.gather(*(seat(ws_base, gid, tok, random.Random(seed * 7 + i * 2 + k), stats)
                           for i, (gid, toks) in enumerate(made) for k, tok in enumerate(toks)))
    seconds = time.perf_counter() - t0
    finished = 0
    for gid, _ in made:
        with urllib.request.urlopen(f"{base}/api/games/{gid}", timeout=30) as r:
            finished += json.load(r)["status"] == "finished"
    lat = sorted(stats["latency"])
    q = statistics.quantiles(lat, n=100) if len(lat) >= 2 else [0.0] * 99
    return {"game": game, "games": games, "finished": finished, "lost": stats["lost"], "errors": stats["errors"],
            "decisions": stats["decisions"], "seconds": round(seconds, 1),
            "latency_ms": {"p50": round(q[49] * 1000, 1), "p99": round(q[98] * 1000, 1),
                           "max": round(lat[-1] * 1000, 1) if lat else 0.0},
            "decisions_per_second": round(stats["decisions"] / seconds, 1) if seconds else 0.0}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--game", choices=sorted(DECKS), default="lcg")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        db = f"sqlite:///{Path(tmp) / 'load.sqlite3'}"
        proc = start_server(port, db)
        try:
            out = asyncio.run(run(f"http://127.0.0.1:{port}", args.games, args.game, args.seed))
        finally:
            proc.send_signal(signal.SIGINT if os.name == "posix" else signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k:22} {v}")
    return 0 if out["finished"] == out["games"] and not out["lost"] else 1


if __name__ == "__main__":
    sys.exit(main())
