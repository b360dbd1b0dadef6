"""``scripts/search_diagnosis.py`` (issue 11, "Bots": why the CCG search bot gains little):
its counts of the search bot's playouts and its heuristic baseline must add up."""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

from l5r.ccg.setup import new_game
from l5r.engine.agents import act
from l5r.engine.bots import make_bot

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "search_diagnosis.py"


def _load():
    spec = importlib.util.spec_from_file_location("search_diagnosis", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["search_diagnosis"] = mod
    spec.loader.exec_module(mod)
    return mod


diag = _load()


def test_the_counting_search_bot_counts_each_playout_and_what_it_covers():
    g = new_game(["lion", "dragon"], seed=3, edition="ivory")
    bot = diag.CountingMcts(7, iterations=4)
    other = make_bot("heuristic", 8)
    for _ in range(40):
        if g.over:
            break
        act(g, bot if g.pending.player == 0 else other)
    s = bot.stats
    assert bot.searched > 0
    assert s["decisions"] == bot.decisions
    # every searched decision plays at least its budget, in rounds of one playout per contender
    assert bot.searched * 4 <= s["playouts"] <= bot.searched * (4 + bot.width - 1)
    assert 0 < s["decisions_covered"] <= bot.rollout * s["playouts"]
    assert sum(bot.contexts.values()) == bot.searched
    assert bot.cpu["playouts"] <= bot.cpu["decide"]


def test_the_baseline_counts_the_winners_and_the_turns_the_evaluation_named_right():
    args = argparse.Namespace(edition="ivory", seed=102, games=1, first=2)
    out = diag.baseline(args)
    (game,) = out["games"]
    assert out["p1_lion_wins"] + out["p2_dragon_wins"] == (game["winner"] is not None)
    right, asked = out["eval_sign_names_winner"]
    assert 0 <= right <= asked <= game["turns"]
    assert out["first_player"] == 2
