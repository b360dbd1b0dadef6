"""How good a position is (issue 11, "Bots"): the LCG rule set's ``evaluate``
(:mod:`l5r.lcg.evaluation`), from -1 (lost) to 1 (won), and the heuristic bot using it.
Each feature moves the value the way the rules say it should: Rules Reference
"Winning the Game" (25 honor wins, 0 loses, the stronghold province broken loses),
"Honor", "Personal Honor", "Breaking a Province", Appendix I 2.2-2.5 (honor bids), 3.2.3
(conflict totals), 3.4 (claimed rings in the glory count), 4.2 (characters without fate
are discarded)."""

from __future__ import annotations

import dataclasses

import pytest

from l5r.engine.agents import Seat
from l5r.engine.heuristic import HeuristicBot
from l5r.lcg.evaluation import WEIGHTS, evaluate, honor_value, position, projected_bids
from l5r.lcg.game import RULES
from l5r.testing import Scenario


def value(**p0) -> float:
    """Player 0's value of a draw-phase position: player 0 as given, player 1 plain."""
    s = Scenario()
    s.player(0, **p0)
    s.player(1)
    g = s.build()
    return RULES.evaluate(g, 0)


def test_a_won_game_is_1_a_lost_one_minus_1_a_stopped_one_0():
    s = Scenario()
    s.player(0)
    s.player(1)
    g = s.build()
    g.state.winner = 0
    assert (RULES.evaluate(g, 0), RULES.evaluate(g, 1)) == (1.0, -1.0)
    g.state.winner = -1  # stopped by a round limit
    assert RULES.evaluate(g, 0) == 0.0


def test_a_position_not_over_is_strictly_inside_and_zero_sum():
    v = value(honor=24, fate=30, characters=["Matsu Berserker"] * 3, claimed_rings=["air", "fire"])
    assert 0 < v < 1
    s = Scenario()
    s.player(0, honor=14, fate=3)
    s.player(1, honor=8, characters=["Eager Scout"])
    g = s.build()
    assert evaluate(g, 0) == pytest.approx(-evaluate(g, 1))


def test_honor_counts_and_counts_more_near_0_and_near_25():
    """"Winning the Game": 25 honor wins, 0 honor loses."""
    assert value(honor=12) > value(honor=11) > value(honor=3)
    assert honor_value(2, 25) - honor_value(1, 25) > honor_value(13, 25) - honor_value(12, 25)
    assert honor_value(24, 25) - honor_value(23, 25) > honor_value(13, 25) - honor_value(12, 25)


def test_fate_cards_and_claimed_rings_count():
    assert value(fate=5) > value(fate=4)
    assert value(hand=["Banzai!", "Fine Katana"]) > value(hand=["Banzai!"])
    assert value(claimed_rings=["air"]) > value()


def test_characters_count_by_skill_and_longevity():
    """A character without fate leaves play at the end of the round (4.2); status and
    attachments change its skills ("Personal Honor")."""
    assert value(characters=["Matsu Berserker"]) > value()
    assert value(characters=["Akodo Toturi"]) > value(characters=["Eager Scout"])
    def whisperer(**kw) -> float:
        return value(characters=[dict(name="Doji Whisperer", **kw)])
    assert whisperer(fate=2) > whisperer(fate=1)
    assert whisperer(status="honored") > whisperer() > whisperer(status="dishonored")
    assert whisperer(attachments=["Fine Katana"]) > whisperer()


def test_broken_provinces_cost_and_the_third_costs_more():
    """"Breaking a Province": three broken provinces open the stronghold province."""
    def broken(n: int) -> float:
        provs = [dict(name=t, broken=i < n) for i, t in enumerate(
            ["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])]
        return value(provinces=provs)
    assert broken(0) > broken(1) > broken(2) > broken(3)
    assert broken(2) - broken(3) > broken(0) - broken(1)


def test_a_bid_not_yet_transferred_counts_as_its_transfer():
    """Appendix I 2.4-2.5: the higher bidder gives the difference; each draws their bid."""
    s = Scenario()
    s.player(0)
    s.player(1)
    g = s.build()
    g.push({"step": "lcg.bid", "purpose": "draw", "order": [0, 1], "i": 1, "bids": {"0": 5}})
    assert projected_bids(g.state) == {0: (3 - 5, 5), 1: (5 - 3, 3)}
    g.state.stack[-1]["bids"]["1"] = 1
    assert projected_bids(g.state) == {0: (1 - 5, 5), 1: (5 - 1, 1)}
    low = position(g.state, 1, WEIGHTS)
    g.state.stack[-1]["bids"]["1"] = 2
    assert position(g.state, 1, WEIGHTS) != low


def conflict(defenders: list[str]) -> float:
    s = Scenario()
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, characters=["Akodo Toturi", "Eager Scout"])
    s.conflict(attacker=0, type="military", ring="fire", province=1, attackers=["Matsu Berserker"],
               defenders=defenders)
    g = s.build()
    return RULES.evaluate(g, 1)


def test_the_conflict_being_fought_counts_as_won_at_the_current_totals():
    """3.2.3-3.2.5: the higher total wins (ties to the attacker) and claims the ring; an
    attacker winning by the province's strength breaks it; unopposed costs 1 honor."""
    assert conflict(["Akodo Toturi"]) > conflict(["Eager Scout"]) > conflict([])


def test_the_heuristic_bot_plays_a_character_rather_than_pass_for_a_fate():
    """Playing a character is two decisions (the card, then its additional fate): the bot
    looks through its own next decision. Judged one decision deep, a pass (the first
    to pass gains 1 fate, 1.4) looks better than a card whose cost is paid later."""
    def bot_answer(follow: int) -> str:
        s = Scenario()
        s.player(0, fate=7, provinces=[dict(name="Shameful Display", cards=["Matsu Berserker"]),
                                       "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])
        s.player(1)
        g = s.start("1.4")
        assert g.pending.context == "dynasty" and g.pending.player == 0
        answer = HeuristicBot(1, follow=follow).decide(Seat(g, 0))
        return g.pending.option(answer).label
    assert "Play Matsu Berserker" in bot_answer(1)
    assert bot_answer(0) == "Pass"


def test_the_weights_are_plain_data():
    w = dataclasses.replace(WEIGHTS, fate=2.0)
    s = Scenario()
    s.player(0, fate=4)
    s.player(1)
    g = s.build()
    assert evaluate(g, 0, w) > evaluate(g, 0)
