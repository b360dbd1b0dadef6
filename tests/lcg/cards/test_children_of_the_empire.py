"""Cards of Children of the Empire (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets), with the Rules Reference sections they rest on."""

from __future__ import annotations

import pytest
from pack_helpers import run_conflict_out
from test_crab import Quiet, can_use, in_conflict, my_turn, pass_until, provinces

from l5r.lcg.coverage import is_implemented
from l5r.lcg.game import RULES
from l5r.lcg.model import FACTS, skill
from l5r.lcg.vocab_duels import Challenge, DuelResult


def _limits(cid, i=0):
    return [lim.describe() for lim in RULES.cards[cid].abilities[i].limits]


def _bid(s, bids):
    """Answer the duel's honor bids: ``bids[p]`` for player ``p``."""
    while s.game.pending is not None and s.game.pending.context == "honor_bid":
        s.pick(f"bid {bids[s.game.pending.player]}")


# ------------------------------------------------------------------ vocabulary: the duel's results
def test_duel_result_selects_the_winner_or_loser_recorded_at_d8():
    """Appendix I "Duel Timing" D.8: the duel's winner/loser; a tie has neither."""
    s = Quiet()
    s.player(0, characters=["Doji Whisperer"])
    s.player(1, characters=["Eager Scout"])
    g = s.build()
    w, e = s.uid("Doji Whisperer"), s.uid("Eager Scout")
    ctx = {"player": 0, "card": w, "duel": {"winner": w, "loser": e}}
    assert DuelResult(result="winner").cards(g, ctx) == [w]
    assert DuelResult(result="loser").cards(g, ctx) == [e]
    assert DuelResult(result="winner").cards(g, {"player": 0, "card": w, "duel": {"winner": -1, "loser": -1}}) == []
    assert Challenge("military", results=(DuelResult(result="loser"),)).results
    assert DuelResult(result="loser").describe() == "the duel's loser"


# ------------------------------------------------------------------ Kiku Matsuri
def _kiku(slot=0, defenders=("Eager Scout",), start=True):
    s = in_conflict(dict(characters=["Matsu Berserker", "Doji Whisperer"]),
                    dict(characters=["Eager Scout", "Brash Samurai"],
                         provinces=provinces(dict(name="Kiku Matsuri", facedown=False),
                                             dict(name="Ancestral Lands", facedown=False))),
                    attackers=["Matsu Berserker"], defenders=list(defenders), province=slot)
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Kiku Matsuri", "a1:effect", "a1:target", "a1:condition")
def test_kiku_matsuri_honors_a_participating_character_of_each_player():
    s = _kiku()
    my_turn(s, 1)
    s.pick("Kiku Matsuri")
    assert sorted(s.legal()) == ["Eager Scout", "Matsu Berserker"]  # at home: no targets
    s.pick_many("Eager Scout", "Matsu Berserker")
    assert s.card("Eager Scout").status == 1 and s.card("Matsu Berserker").status == 1
    assert s.card("Brash Samurai").status == 0 and s.card("Doji Whisperer").status == 0


@pytest.mark.covers("Kiku Matsuri", "a1:target")
def test_kiku_matsuri_needs_a_participant_of_each_player():
    """Rules Reference "Target" (and the Ide Tadaji ruling): one eligible target per player."""
    assert can_use(_kiku(start=False), 1, "Kiku Matsuri")
    s = _kiku(defenders=(), start=False)
    assert not can_use(s, 1, "Kiku Matsuri")


@pytest.mark.covers("Kiku Matsuri", "a1:condition")
def test_kiku_matsuri_only_during_a_conflict_at_this_province():
    s = _kiku(slot=1, start=False)
    assert not can_use(s, 1, "Kiku Matsuri")


# ------------------------------------------------------------------ Midnight Revels
def _revels(slot=0, p0=("Hida Kisada", "Matsu Berserker"), p1=("Serene Warrior",)):
    s = Quiet(first_player=0)
    s.player(0, characters=list(p0))
    s.player(1, characters=list(p1), provinces=provinces(dict(name="Midnight Revels")))
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", province=slot, attackers=["Matsu Berserker"])
    return s


@pytest.mark.covers("Midnight Revels", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_midnight_revels_bows_the_character_with_the_highest_printed_cost():
    s = _revels()
    pass_until(s, "trigger", 1)
    s.pick("Midnight Revels")
    assert s.legal() == ["Hida Kisada"]  # cost 5, at home: any character in play
    s.pick("Hida Kisada")
    assert s.card("Hida Kisada").bowed


@pytest.mark.covers("Midnight Revels", "a1:target")
def test_midnight_revels_ties_and_the_highest_counts_every_character_in_play():
    s = _revels(p0=("Doji Challenger", "Matsu Berserker"), p1=("Serene Warrior", "Eager Scout"))
    pass_until(s, "trigger", 1)
    s.pick("Midnight Revels")
    assert sorted(s.legal()) == ["Doji Challenger", "Serene Warrior"]  # both printed cost 3
    s = _revels(p0=(dict(name="Hida Kisada", bowed=True), "Matsu Berserker"))
    run_conflict_out(s, "Midnight Revels")  # the highest is bowed already: no target


@pytest.mark.covers("Midnight Revels", "a1:when", "a1:limit")
def test_midnight_revels_not_for_a_conflict_against_another_province():
    s = _revels(slot=1)
    run_conflict_out(s, "Midnight Revels")
    assert _limits("16-midnight-revels") == ["once per round"]


# ------------------------------------------------------------------ Vassal Fields
def _fields(slot=0, fate=3, start=True):
    s = in_conflict(dict(characters=["Matsu Berserker"], fate=fate),
                    dict(characters=["Eager Scout"],
                         provinces=provinces(dict(name="Vassal Fields", facedown=False),
                                             dict(name="Ancestral Lands", facedown=False))),
                    attackers=["Matsu Berserker"], province=slot)
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Vassal Fields", "a1:effect", "a1:condition")
def test_vassal_fields_the_opponent_loses_1_fate():
    s = _fields()
    my_turn(s, 1)
    fate1 = s.state.players[1].fate
    s.pick("Vassal Fields")
    assert (s.state.players[0].fate, s.state.players[1].fate) == (2, fate1)


@pytest.mark.covers("Vassal Fields", "a1:condition")
def test_vassal_fields_only_during_a_conflict_at_this_province():
    assert can_use(_fields(start=False), 1, "Vassal Fields")
    assert not can_use(_fields(slot=1, start=False), 1, "Vassal Fields")


# ------------------------------------------------------------------ Daring Challenger
@pytest.mark.covers("Daring Challenger", "a1:effect", "a1:condition")
def test_daring_challenger_plus_1_military_while_less_honorable():
    def military(mine, theirs):
        s = Quiet()
        s.player(0, characters=["Daring Challenger"], honor=mine)
        s.player(1, honor=theirs)
        s.build()
        return skill(s.state, s.card("Daring Challenger"), "military")
    assert military(8, 10) == 3
    assert military(10, 10) == 2
    assert military(12, 10) == 2


def _daring(defender="Doji Challenger", attackers=("Daring Challenger",), defenders=None, start=True):
    s = in_conflict(dict(characters=["Daring Challenger", "Matsu Berserker"]),
                    dict(characters=[defender, "Doji Whisperer", "Naive Student"]), attackers=list(attackers),
                    defenders=[defender] if defenders is None else list(defenders))
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Daring Challenger", "a2:effect", "a2:target", "a2:conflict")
def test_daring_challenger_duels_and_puts_1_fate_on_the_winner():
    s = _daring(defenders=["Doji Challenger", "Naive Student"])
    my_turn(s, 0)
    s.pick("Daring Challenger")
    # Naive Student has a military dash (Rules Reference "Dash"); Doji Whisperer is at home
    assert s.legal() == ["Doji Challenger"]
    s.pick("Doji Challenger")
    _bid(s, (5, 1))  # 2 + 5 against 3 + 1
    assert s.card("Daring Challenger").fate == 1 and s.card("Doji Challenger").fate == 0


@pytest.mark.covers("Daring Challenger", "a2:effect")
def test_daring_challenger_the_winner_may_be_the_opponents_character():
    s = _daring()
    my_turn(s, 0)
    s.pick("Daring Challenger")
    s.pick("Doji Challenger")
    _bid(s, (1, 1))  # 2 + 1 against 3 + 1
    assert s.card("Doji Challenger").fate == 1 and s.card("Daring Challenger").fate == 0


@pytest.mark.covers("Daring Challenger", "a2:effect")
def test_daring_challenger_a_tie_has_no_winner():
    """Appendix I D.7: equal totals, no winner: nobody gets fate."""
    s = _daring(defender="Brash Samurai")
    my_turn(s, 0)
    s.pick("Daring Challenger")
    s.pick("Brash Samurai")
    _bid(s, (2, 2))  # 2 + 2 against 2 + 2
    assert s.card("Daring Challenger").fate == 0 and s.card("Brash Samurai").fate == 0


@pytest.mark.covers("Daring Challenger", "a2:conflict", "a2:target")
def test_daring_challenger_only_while_participating_against_a_participant():
    assert can_use(_daring(start=False), 0, "Daring Challenger")
    assert not can_use(_daring(attackers=["Matsu Berserker"], start=False), 0, "Daring Challenger")  # at home
    assert not can_use(_daring(defenders=(), start=False), 0, "Daring Challenger")  # no opposing participant


# ------------------------------------------------------------------ vanilla characters
@pytest.mark.parametrize("cid,facts", [("16-siege-captain", (3, 5, 1, 2)),
                                       ("16-attendant-to-the-emperor", (3, 1, 5, 2))])
def test_vanilla_characters_are_their_printed_facts(cid, facts):
    """No text: the card is its printed facts."""
    f = FACTS[cid]
    assert is_implemented(f) and cid not in RULES.cards
    assert (f.cost, f.military, f.political, f.glory) == facts
