"""Load on loopback (issue 12, acceptance "Load"): ``scripts/load.py`` starts the real server
(``l5r serve``, uvicorn) and plays games between WebSocket clients all at once; here a small
batch (the README's figures come from 200 games: ``python scripts/load.py --games 200``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_concurrent_games_over_websockets_all_finish_with_nothing_lost():
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "load.py"), "--games", "8", "--json"],
                         capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr
    r = json.loads(out.stdout)
    assert r["finished"] == r["games"] == 8 and r["lost"] == 0 and r["errors"] == 0
    assert r["decisions"] > 8 * 50 and 0 < r["latency_ms"]["p50"] <= r["latency_ms"]["p99"]
