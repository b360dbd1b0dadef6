"""CCG bots end what they start (issue 11, "Bots"): two Akodo Senzos (Ivory card text: "Battle:
choose one printed ability of another target Personality; its controller may use it once more
this turn. Then you may take an additional Battle action") can let each other be used again
forever, and a bot losing the battle would rather use them than pass to the Resolution
Segment (Ivory "Battle Resolution"). The heuristic bot gives one answer at most
``REPEATS`` times at one view of the game (:meth:`l5r.engine.heuristic.HeuristicBot.pick`),
so the battle ends; so does the search bot, which takes its answers through the same guard.
"""

from __future__ import annotations

import pytest

from l5r.ccg.testing import Table
from l5r.engine import heuristic
from l5r.engine.agents import Seat
from l5r.engine.bots import make_bot


def losing_battle_with_two_senzos() -> Table:
    """Player 0 attacks with two Akodo Senzos (4F each) against 5F + 5F + 4F of defenders."""
    t = Table("ivory")
    senzos = [t.put("Akodo Senzo", 0), t.put("Akodo Senzo", 0)]
    defenders = [t.put(title, 1) for title in ("Togashi Satsu", "Matsu Benika", "Matsu Ushio")]
    t.open_battle(senzos, defenders)
    return t


def battle_decisions(spec: str, limit: int = 60) -> int:
    """How many decisions the bots (``spec`` for both players) take until the battle and with
    it the table's game are over (``limit`` if it is not over by then)."""
    g = losing_battle_with_two_senzos().g
    bots = [make_bot(spec, 1), make_bot(spec, 2)]
    for n in range(limit):
        if g.over:
            return n
        p = g.pending.player
        g.answer(bots[p].decide(Seat(g, p)))
    return limit


@pytest.mark.parametrize("spec", ["heuristic", "mcts:6"])
def test_two_akodo_senzos_do_not_loop_forever(spec):
    assert battle_decisions(spec) < 60


def test_without_the_guard_the_senzos_loop(monkeypatch):
    """The position does reproduce the loop: with no limit on repeats the heuristic bot uses
    one Senzo after the other for as long as it is asked."""
    monkeypatch.setattr(heuristic, "REPEATS", 10**9)
    assert battle_decisions("heuristic") == 60
