"""``scripts/strength.py`` (issue 11, "Bots"): bot A against bot B in both seat orders
for either game, win rates with 95% Wilson score intervals (:func:`l5r.engine.stats.wilson`)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from l5r.engine.stats import wilson
from l5r.lcg.simulate import simulate

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "strength.py"


def _load():
    spec = importlib.util.spec_from_file_location("strength", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["strength"] = mod
    spec.loader.exec_module(mod)
    return mod


strength = _load()


def run(capsys, *argv: str) -> dict:
    assert strength.main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("argv", [["--game", "lcg", "--deck1", "crane", "--deck2", "scorpion"],
                                  ["--game", "ccg", "--edition", "celestial"]])
def test_both_seat_orders_are_played_and_counted(capsys, argv):
    out = run(capsys, *argv, "--a", "random", "--b", "random", "--games", "3", "--seed", "5")
    first, second = out["orders"]
    assert (first["a_seat"], second["a_seat"]) == (1, 2)
    for o in out["orders"]:
        assert o["games"] == 3 and o["a_wins"] + o["b_wins"] + o["stopped"] == 3
        lo, hi = wilson(o["a_wins"], 3)
        assert o["ci95"] == [round(lo, 4), round(hi, 4)]
    ov = out["overall"]
    assert ov["games"] == 6 and ov["a_wins"] == first["a_wins"] + second["a_wins"]


def test_a_seat_order_is_the_simulate_summary_with_the_bots_in_those_seats(capsys):
    """A in seat 2 is the game's ``simulate`` with ``bots=(b, a)``: the same seeds."""
    out = run(capsys, "--game", "lcg", "--a", "random", "--b", "heuristic", "--games", "1", "--seed", "4")
    s = simulate(1, 4, "crab", "lion", bots=("heuristic", "random")).to_dict()
    assert out["orders"][1]["a_wins"] == s["wins"]["p2"]
    assert out["orders"][1]["b_wins"] == s["wins"]["p1"]


@pytest.mark.parametrize("argv, message", [
    (["--game", "lcg", "--a", "genius", "--b", "random"], "unknown bot 'genius'"),
    (["--game", "lcg", "--a", "random", "--b", "random", "--deck1", "mantis"], "unknown LCG deck 'mantis'"),
    (["--game", "ccg", "--a", "random", "--b", "random", "--deck1", "lion"], "are for the LCG"),
    (["--game", "ccg", "--a", "random", "--b", "random", "--edition", "gold"], "unknown edition 'gold'"),
    (["--game", "lcg", "--a", "random", "--b", "random", "--games", "0"], "at least 1"),
])
def test_bad_arguments_are_refused_saying_why(capsys, argv, message):
    with pytest.raises(SystemExit):
        strength.main(argv)
    assert message in capsys.readouterr().err
