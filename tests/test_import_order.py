"""Behaviour does not depend on the order in which card modules are imported (issue 9,
"Hooks declared on the card"): in a fresh interpreter, the card modules of a game are
imported one by one in a shuffled order before anything else loads them (the reverse of
their names, then a random order), then every recorded game of the corpus
(``tests/corpus.py``) is replayed and must play identically.

The game packages are first entered without running their ``__init__`` (which may load
the whole game in its own order); it runs after the card modules, as it would for a
program that happened to import one card module first.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from corpus import CCG_FILE, LCG_FILE, load

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = r"""
import importlib, importlib.util, json, sys, types
game, order, entries = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.stdin.read())
held = {}
for pkg in (f"l5r.{game}", f"l5r.{game}.cards"):
    spec = importlib.util.find_spec(pkg)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[pkg] = mod          # entered, its __init__ not run yet
    held[pkg] = (spec, mod)
for name in order:
    importlib.import_module(f"l5r.{game}.cards.{name}")
for pkg in (f"l5r.{game}.cards", f"l5r.{game}"):
    spec, mod = held[pkg]
    spec.loader.exec_module(mod)    # now the package's own __init__
sys.path.insert(0, sys.argv[3])
from corpus import play_entry
def fingerprint(e):
    try:
        return play_entry(game, e)[1]
    except Exception as exc:  # a replay that breaks off plays differently
        return f"error: {type(exc).__name__}: {exc}"
print(json.dumps([fingerprint(e) for e in entries]))
"""


def card_module_names(game: str) -> list[str]:
    return sorted(p.stem for p in (ROOT / "src" / "l5r" / game / "cards").glob("*.py") if p.stem != "__init__")


def replay_after_imports(game: str, order: list[str], entries: list[dict]) -> list[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    out = subprocess.run([sys.executable, "-c", SCRIPT, game, json.dumps(order), str(ROOT / "tests")],
                         input=json.dumps(entries), capture_output=True, text=True, env=env, cwd=ROOT)
    if out.returncode != 0:
        raise AssertionError(f"importing {order} then replaying failed:\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("game,shuffle", [(g, s) for g in ("lcg", "ccg") for s in range(2)])
def test_card_modules_in_any_order_play_recorded_games_identically(game, shuffle):
    names = card_module_names(game)
    order = names[:]
    random.Random(shuffle).shuffle(order)
    if shuffle == 0:
        order.reverse()
    corpus = load(LCG_FILE if game == "lcg" else CCG_FILE)
    entries = corpus
    got = replay_after_imports(game, order, entries)
    differ = [e["seed"] for e, fp in zip(entries, got, strict=True) if fp != e["fingerprint"]]
    assert not differ, f"games {differ} play differently after importing the card modules in the order {order}"

