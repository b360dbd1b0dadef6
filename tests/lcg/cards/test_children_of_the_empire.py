"""Cards of Children of the Empire (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets), with the Rules Reference sections they rest on."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability, run_conflict_out
from pack_helpers import limits_of as _limits
from test_crab import Quiet, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.coverage import is_implemented
from l5r.lcg.game import RULES
from l5r.lcg.model import FACTS, conflict_totals, cost_of, glory, has_keyword, province_strength, skill
from l5r.lcg.play import attachment_hosts
from l5r.lcg.vocab import Action, Effect, OnTargets, Target, duel_target
from l5r.lcg.vocab_attachments import ReduceNextCost
from l5r.lcg.vocab_duels import Challenge, DuelResult


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)



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


# ------------------------------------------------------------------ Yasuki Procurer
def _procurer(status=None, fate=3):
    spec = dict(name="Yasuki Procurer", **({"status": status} if status else {}))
    s = in_conflict(dict(characters=[spec, "Matsu Berserker"], hand=["Duelist Training", "Way of the Crab"], fate=fate,
                         provinces=provinces(dict(name="Entrenched Position", cards=["Serene Warrior"]))),
                    dict(characters=["Eager Scout"], **WAITS), attackers=["Matsu Berserker"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Yasuki Procurer", "a1:effect", "a1:cost")
def test_yasuki_procurer_dishonors_itself_the_next_attachment_or_character_costs_1_less():
    s = _procurer()
    g = s.game
    training, crab, warrior = s.uid("Duelist Training"), s.uid("Way of the Crab"), s.uid("Serene Warrior")
    my_turn(s, 0)
    s.pick("Yasuki Procurer")
    assert s.card("Yasuki Procurer").status == -1  # the cost
    assert cost_of(g, training, 0, s.uid("Matsu Berserker")) == 0  # attachment: 1 - 1
    assert cost_of(g, warrior, 0) == 2  # character: 3 - 1
    assert cost_of(g, crab, 0) == 1  # an event: no reduction
    my_turn(s, 0)
    s.pick("Play Duelist Training")
    s.pick("Matsu Berserker")
    assert s.state.players[0].fate == 3
    assert cost_of(g, warrior, 0) == 3  # used up by the attachment


@pytest.mark.covers("Yasuki Procurer", "a1:cost")
def test_yasuki_procurer_cannot_pay_when_already_dishonored():
    assert not can_use(_procurer(status="dishonored"), 0, "Yasuki Procurer")
    assert can_use(_procurer(), 0, "Yasuki Procurer")


def test_reduce_next_cost_of_several_card_types():
    """Rules Reference "Cost": a modifier for "the next attachment or character"."""
    assert ReduceNextCost(1, ("attachment", "character"), on_host=False).describe() == \
        "the next attachment or character you play until the end of the phase costs 1 less"


# ------------------------------------------------------------------ Hida Yakamo
def _yakamo_conflict(honor, type="military"):
    s = in_conflict(dict(characters=["Hida Yakamo"], honor=honor),
                    dict(characters=["Doji Whisperer"], honor=10), type=type,
                    attackers=["Hida Yakamo"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    while s.state.conflict is not None:
        skip(s)
    return s.card("Hida Yakamo").bowed


@pytest.mark.covers("Hida Yakamo", "a1:effect", "a1:condition")
def test_hida_yakamo_does_not_bow_from_military_resolution_while_less_honorable():
    assert not _yakamo_conflict(8)
    assert _yakamo_conflict(10)  # as honorable: bows as usual
    assert _yakamo_conflict(8, type="political")  # only military conflicts


def _yakamo_duel(give, honor):
    give(Action(Challenge("military", winner="honor", loser="bow"), conflict="any",
                target=duel_target("military"), text="duel: honor the winner, bow the loser"))
    s = in_conflict(dict(characters=["Hida Yakamo"], honor=honor),
                    dict(characters=["Doji Challenger"], honor=20, **WAITS),
                    attackers=["Hida Yakamo"], defenders=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Doji Challenger: duel")
    s.pick("Hida Yakamo")
    _bid(s, (1, 5))  # 4 + 1 against 3 + 5; the bids give 4 honor to Yakamo's controller
    return s


@pytest.mark.covers("Hida Yakamo", "a1:effect", "a1:condition")
def test_hida_yakamo_cannot_lose_duels_while_less_honorable(give):
    """Its reminder text: it is not the duel's loser, the other is still the winner (D.7, D.8)."""
    s = _yakamo_duel(give, 5)  # 9 against 16 at D.8
    assert not s.card("Hida Yakamo").bowed and s.card("Doji Challenger").status == 1
    s = _yakamo_duel(give, 20)  # 24 against 16
    assert s.card("Hida Yakamo").bowed and s.card("Doji Challenger").status == 1


# ------------------------------------------------------------------ Heavy Ballista
def _ballista(type="military", hand=("Banzai!",), p0_attacks=True, attackers=("Matsu Berserker", "Doji Challenger")):
    p0 = dict(characters=[dict(name="Matsu Berserker", fate=1), "Doji Challenger",
                          dict(name="Serene Warrior", bowed=True)])
    p1 = dict(characters=["Eager Scout", "Brash Samurai"], hand=list(hand),
              provinces=provinces(dict(name="Ancestral Lands", cards=["Heavy Ballista"])))
    s = in_conflict(p0 if p0_attacks else p1, p1 if p0_attacks else p0, type=type,
                    attackers=list(attackers) if p0_attacks else ["Eager Scout"],
                    defenders=["Eager Scout"] if p0_attacks else ["Matsu Berserker"])
    s.build()
    return s


@pytest.mark.covers("Heavy Ballista", "a1:effect", "a1:target", "a1:cost")
def test_heavy_ballista_the_attackers_controller_bows_it_or_removes_1_fate():
    for choice, bowed, fate in (("bow it", True, 1), ("remove 1 fate from it", False, 0)):
        s = _ballista()
        s.start("3.2.2")
        my_turn(s, 1)
        s.pick("Heavy Ballista")
        s.pick("Banzai!")  # the cost
        assert sorted(s.legal()) == ["Doji Challenger", "Matsu Berserker"]  # ready attackers only
        s.pick("Matsu Berserker")
        assert s.game.pending.player == 0  # its controller selects
        s.pick(choice)
        m = s.card("Matsu Berserker")
        assert (m.bowed, m.fate) == (bowed, fate)
        assert s.card("Banzai!", 1).zone == "conflict_discard"


@pytest.mark.covers("Heavy Ballista", "a1:effect")
def test_heavy_ballista_a_fateless_attacker_must_be_bowed():
    """Rules Reference "Select": an option that can change the game state must be chosen."""
    s = _ballista()
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Heavy Ballista")
    s.pick("Banzai!")
    s.pick("Doji Challenger")  # no fate: the only open option resolves with no question
    assert s.game.pending.context == "conflict_action"
    assert s.card("Doji Challenger").bowed


@pytest.mark.covers("Heavy Ballista", "a1:cost", "a1:condition")
def test_heavy_ballista_needs_a_card_to_discard_a_military_conflict_and_you_defending():
    assert can_use(_ballista(), 1, "Heavy Ballista")
    assert not can_use(_ballista(hand=()), 1, "Heavy Ballista")
    assert not can_use(_ballista(type="political", attackers=("Doji Challenger",)), 1, "Heavy Ballista")
    assert not can_use(_ballista(p0_attacks=False), 0, "Heavy Ballista")  # its controller (player 0 here) attacks


def test_on_targets_fate_actions_name_their_amount():
    assert OnTargets("remove_fate").describe() == "remove 1 fate from it"
    assert OnTargets("place_fate", 2).describe() == "place 2 fate on it"


# ------------------------------------------------------------------ Ichigenkin Soloist
def _soloist(give, bids):
    give(Action(Effect("bow"), target=Target(), text="bow one"))
    s = in_conflict(dict(characters=["Ichigenkin Soloist", "Matsu Berserker", "Doji Challenger"], bid=bids[0]),
                    dict(characters=["Doji Challenger", "Eager Scout"], bid=bids[1], **WAITS),
                    attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.build()
    return s


@pytest.mark.covers("Ichigenkin Soloist", "a1:effect", "a1:condition")
def test_ichigenkin_soloist_with_composure_no_target_of_opponents_abilities(give):
    s = _soloist(give, (1, 3))
    s.start("3.2.2")
    my_turn(s, 1)  # the defender acts first (3.2.2)
    s.pick("Doji Challenger: bow one")
    assert "Ichigenkin Soloist" not in s.legal() and "Matsu Berserker" in s.legal()
    s = _soloist(give, (3, 3))  # no composure
    s.start("3.2.2")
    my_turn(s, 1)  # the defender acts first (3.2.2)
    s.pick("Doji Challenger: bow one")
    assert "Ichigenkin Soloist" in s.legal()


@pytest.mark.covers("Ichigenkin Soloist", "a1:effect")
def test_ichigenkin_soloist_its_controllers_abilities_may_still_choose_it(give):
    s = _soloist(give, (1, 3))
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Doji Challenger: bow one")
    assert "Ichigenkin Soloist" in s.legal()


# ------------------------------------------------------------------ Kitsuki Counselor
@pytest.mark.covers("Kitsuki Counselor", "a1:effect", "a1:condition")
def test_kitsuki_counselor_composure_plus_1_each_skill():
    """Rules Reference "Composure": while your honor bid is lower than an opponent's."""
    def skills(mine, theirs):
        s = Quiet()
        s.player(0, characters=["Kitsuki Counselor"], bid=mine)
        s.player(1, bid=theirs)
        s.build()
        c = s.card("Kitsuki Counselor")
        return skill(s.state, c, "military"), skill(s.state, c, "political")
    assert skills(1, 2) == (2, 2)
    assert skills(2, 2) == (1, 1)
    assert skills(5, 2) == (1, 1)


# ------------------------------------------------------------------ Honorable Challenger
def _honorable(defender, bids=(1, 1)):
    s = in_conflict(dict(characters=["Honorable Challenger", "Matsu Berserker"]),
                    dict(characters=[defender, "Eager Scout"]),
                    attackers=["Honorable Challenger", "Matsu Berserker"], defenders=[defender])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Honorable Challenger")
    s.pick(defender)
    _bid(s, bids)
    while s.state.conflict is not None:
        skip(s)
    return s


@pytest.mark.covers("Honorable Challenger", "a1:effect", "a1:target", "a1:conflict", "keyword:pride")
def test_honorable_challenger_the_duel_winner_does_not_bow_from_resolution():
    s = _honorable("Doji Whisperer")  # 2 + 1 against 0 + 1: it wins the duel, then the conflict
    hc = s.card("Honorable Challenger")
    assert not hc.bowed and s.card("Matsu Berserker").bowed and s.card("Doji Whisperer").bowed
    assert hc.status == 1  # Pride (Rules Reference "Pride"): it won the conflict, so it is honored


@pytest.mark.covers("Honorable Challenger", "a1:effect")
def test_honorable_challenger_the_winner_may_be_the_opponents_character():
    s = _honorable("Doji Challenger")  # 2 + 1 against 3 + 1
    assert s.card("Honorable Challenger").bowed and not s.card("Doji Challenger").bowed


@pytest.mark.covers("Honorable Challenger", "a1:conflict", "a1:target")
def test_honorable_challenger_only_while_participating_against_a_participant():
    def usable(attackers, defenders):
        s = in_conflict(dict(characters=["Honorable Challenger", "Matsu Berserker"]),
                        dict(characters=["Doji Whisperer", "Naive Student"]),
                        attackers=attackers, defenders=defenders)
        s.build()
        return can_use(s, 0, "Honorable Challenger")
    assert usable(["Honorable Challenger"], ["Doji Whisperer"])
    assert not usable(["Matsu Berserker"], ["Doji Whisperer"])
    assert not usable(["Honorable Challenger"], ["Naive Student"])  # a military dash: no military duel


# ------------------------------------------------------------------ Ikoma Orator
@pytest.mark.covers("Ikoma Orator", "a1:effect", "a1:condition")
def test_ikoma_orator_plus_2_political_while_more_honorable():
    def political(mine, theirs):
        s = Quiet()
        s.player(0, characters=["Ikoma Orator"], honor=mine)
        s.player(1, honor=theirs)
        s.build()
        return skill(s.state, s.card("Ikoma Orator"), "political")
    assert political(12, 10) == 3
    assert political(10, 10) == 1
    assert political(8, 10) == 1


# ------------------------------------------------------------------ Student of War
def _student(bids):
    s = Quiet()
    s.player(0, characters=[dict(name="Student of War", fate=2)], bid=bids[0])
    s.player(1, bid=bids[1])
    s.start("draw")
    u = s.uid("Student of War")
    s.apply(ev("remove_fate", card=u, amount=1))
    fate = s.card("Student of War").fate
    s.apply(ev("leaves_play", card=u, reason="discarded"))
    return fate, s.card("Student of War").zone


@pytest.mark.covers("Student of War", "a1:effect", "a1:condition")
def test_student_of_war_with_composure_cannot_lose_fate_or_be_discarded():
    assert _student((1, 2)) == (2, "play")
    assert _student((2, 2)) == (1, "dynasty_discard")  # no composure


# ------------------------------------------------------------------ Matsu Tsuko
def _tsuko(honor=12, attackers=("Matsu Tsuko",), start=True):
    s = in_conflict(dict(characters=["Matsu Tsuko", "Matsu Berserker"], honor=honor, fate=2,
                         hand=["Way of the Crab", "Duelist Training"]),
                    dict(characters=["Eager Scout"], honor=10, **WAITS),
                    attackers=list(attackers), defenders=["Eager Scout"])
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Matsu Tsuko", "a1:effect", "a1:condition")
def test_matsu_tsuko_the_next_card_this_conflict_costs_2_less():
    s = _tsuko()
    g = s.game
    crab, training = s.uid("Way of the Crab"), s.uid("Duelist Training")
    my_turn(s, 0)
    s.pick("Matsu Tsuko")
    assert cost_of(g, crab, 0) == 0 and cost_of(g, training, 0, s.uid("Matsu Tsuko")) == 0  # any card type
    my_turn(s, 0)
    s.pick("Play Duelist Training")
    s.pick("Matsu Tsuko")
    assert s.state.players[0].fate == 2
    assert cost_of(g, crab, 0) == 1  # used up


@pytest.mark.covers("Matsu Tsuko", "a1:condition")
def test_matsu_tsuko_only_attacking_and_more_honorable():
    assert can_use(_tsuko(start=False), 0, "Matsu Tsuko")
    assert not can_use(_tsuko(honor=10, start=False), 0, "Matsu Tsuko")
    assert not can_use(_tsuko(attackers=("Matsu Berserker",), start=False), 0, "Matsu Tsuko")


# ------------------------------------------------------------------ Tactician's Camp
@pytest.mark.covers("Tactician's Camp", "a1:effect")
def test_tacticians_camp_plus_1_military_to_each_honored_character_you_control():
    s = Quiet()
    s.player(0, characters=[dict(name="Matsu Berserker", status="honored"), "Hida Kisada"],
             provinces=provinces(dict(name="Ancestral Lands", cards=["Tactician's Camp"])))
    s.player(1, characters=[dict(name="Serene Warrior", status="honored")])
    s.build()
    st = s.state
    assert skill(st, s.card("Matsu Berserker"), "military") == 3 + 1 + 1  # honored: + glory 1, camp + 1
    assert skill(st, s.card("Hida Kisada"), "military") == 7
    assert skill(st, s.card("Serene Warrior"), "military") == 3 + 4  # the opponent's: no bonus


# ------------------------------------------------------------------ Sincere Challenger
@pytest.mark.covers("Sincere Challenger", "a1:effect", "a1:condition")
def test_sincere_challenger_composure_plus_2_political():
    def political(mine, theirs):
        s = Quiet()
        s.player(0, characters=["Sincere Challenger"], bid=mine)
        s.player(1, bid=theirs)
        s.build()
        return skill(s.state, s.card("Sincere Challenger"), "political")
    assert (political(1, 3), political(3, 3), political(4, 3)) == (4, 2, 2)


def _sincere(bids):
    s = in_conflict(dict(characters=["Sincere Challenger"], fate=2),
                    dict(characters=["Doji Whisperer", "Naive Student"], hand=["Banzai!"], fate=2), type="political",
                    attackers=["Sincere Challenger"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Sincere Challenger")
    assert s.legal() == ["Doji Whisperer"]  # Naive Student is at home
    s.pick("Doji Whisperer")
    _bid(s, bids)
    my_turn(s, 1)
    s.pick("Banzai!")
    return s


@pytest.mark.covers("Sincere Challenger", "a2:effect", "a2:target", "a2:conflict")
def test_sincere_challenger_the_duel_winner_is_immune_to_events():
    """Rules Reference "Immune": no target of the events it is immune to."""
    s = _sincere((5, 1))  # 2 + 5 against 3 + 1
    assert s.legal() == ["Doji Whisperer"]
    s = _sincere((1, 1))  # 2 + 1 against 3 + 1: the opponent's character is immune
    assert s.legal() == ["Sincere Challenger"]


@pytest.mark.covers("Sincere Challenger", "a2:conflict", "a2:target")
def test_sincere_challenger_only_while_participating_against_a_participant():
    def usable(attackers, defenders):
        s = in_conflict(dict(characters=["Sincere Challenger", "Doji Whisperer"]),
                        dict(characters=["Doji Challenger", "Matsu Berserker"]), type="political",
                        attackers=attackers, defenders=defenders)
        s.build()
        return can_use(s, 0, "Sincere Challenger")
    assert usable(["Sincere Challenger"], ["Doji Challenger"])
    assert not usable(["Doji Whisperer"], ["Doji Challenger"])
    assert not usable(["Sincere Challenger"], ["Matsu Berserker"])  # a political dash


# ------------------------------------------------------------------ Shosuro Hametsu
@pytest.mark.covers("Shosuro Hametsu", "a1:effect", "a1:cost")
def test_shosuro_hametsu_loses_1_honor_to_search_for_a_poison_card():
    s = Quiet(first_player=0)
    s.player(0, characters=["Shosuro Hametsu"], conflict_deck=["Fiery Madness"] + ["Banzai!"] * 10)
    s.player(1)
    s.start("conflict")
    my_turn(s, 0)
    s.pick("Shosuro Hametsu")
    assert s.state.players[0].honor == 9
    assert s.legal() == ["Fiery Madness"]  # the whole deck; only Poison cards
    s.pick_many("Fiery Madness")
    assert s.card("Fiery Madness").zone == "hand"
    assert any("shuffles" in line for line in s.log)


@pytest.mark.covers("Shosuro Hametsu", "a1:cost")
def test_shosuro_hametsu_needs_1_honor_to_lose():
    def usable(honor):
        s = Quiet(first_player=0)
        s.player(0, characters=["Shosuro Hametsu"], honor=honor)
        s.player(1)
        s.build()
        return can_use(s, 0, "Shosuro Hametsu")
    assert usable(1) and not usable(0)


# ------------------------------------------------------------------ Aspiring Challenger
@pytest.mark.covers("Aspiring Challenger", "a1:effect", "a1:condition")
def test_aspiring_challenger_composure_plus_2_glory():
    def glory_(mine, theirs):
        s = Quiet()
        s.player(0, characters=["Aspiring Challenger"], bid=mine)
        s.player(1, bid=theirs)
        s.build()
        return glory(s.state, s.card("Aspiring Challenger"))
    assert (glory_(1, 3), glory_(3, 3)) == (3, 1)


@pytest.mark.covers("Aspiring Challenger", "a2:effect", "a2:target", "a2:conflict")
def test_aspiring_challenger_honors_the_duel_winner():
    for defender, winner in (("Doji Whisperer", "Aspiring Challenger"), ("Doji Challenger", "Doji Challenger")):
        s = in_conflict(dict(characters=["Aspiring Challenger", "Matsu Berserker"]),
                        dict(characters=[defender, "Naive Student"], **WAITS),
                        attackers=["Aspiring Challenger"], defenders=[defender, "Naive Student"])
        s.start("3.2.2")
        my_turn(s, 0)
        s.pick("Aspiring Challenger")
        assert s.legal() == [defender]  # Naive Student: a military dash
        s.pick(defender)
        _bid(s, (1, 1))
        assert s.card(winner).status == 1
        loser = defender if winner != defender else "Aspiring Challenger"
        assert s.card(loser).status == 0
    s = in_conflict(dict(characters=["Aspiring Challenger", "Matsu Berserker"]), dict(characters=["Doji Whisperer"]),
                    attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])
    s.build()
    assert not can_use(s, 0, "Aspiring Challenger")  # not participating


# ------------------------------------------------------------------ Humble Magistrate
@pytest.mark.covers("Humble Magistrate", "a1:effect", "a1:condition")
def test_humble_magistrate_characters_of_printed_cost_4_or_more_do_not_count_while_it_attacks():
    def totals(attackers):
        s = in_conflict(dict(characters=["Humble Magistrate", "Hida Kisada", "Matsu Berserker"], role="Seeker of Air"),
                        dict(characters=["Steadfast Witch Hunter", "Eager Scout"]),
                        attackers=attackers, defenders=["Steadfast Witch Hunter", "Eager Scout"])
        s.build()
        return conflict_totals(s.state)
    assert totals(["Humble Magistrate", "Hida Kisada", "Matsu Berserker"]) == (2 + 3, 0)  # Kisada 5, Hunter 4
    assert totals(["Hida Kisada", "Matsu Berserker"]) == (7 + 3, 4)  # it is not attacking


# ------------------------------------------------------------------ Proving Ground
def _proving(give, bids=(1, 1), defender="Doji Whisperer"):
    give(Action(Challenge("military"), conflict="any", target=duel_target("military"), text="duel"))
    s = in_conflict(dict(characters=["Doji Challenger"], hand=[], fate=2,
                         provinces=provinces(dict(name="Ancestral Lands", cards=["Proving Ground"]))),
                    dict(characters=[defender], **WAITS), attackers=["Doji Challenger"], defenders=[defender])
    s.start("3.2.2")
    return s


def _proving_duel(s, defender="Doji Whisperer", bids=(1, 1)):
    my_turn(s, 0)
    s.pick("Doji Challenger: duel")
    s.pick(defender)
    _bid(s, bids)


@pytest.mark.covers("Proving Ground", "a1:effect", "a1:trigger", "a1:when")
def test_proving_ground_draws_1_after_your_character_wins_a_duel(give):
    s = _proving(give)
    _proving_duel(s)  # 3 + 1 against 0 + 1
    pass_until(s, "trigger", 0)
    s.pick("Proving Ground")
    assert len(s.state.players[0].hand) == 1


@pytest.mark.covers("Proving Ground", "a1:when")
def test_proving_ground_not_when_your_character_loses(give):
    s = _proving(give, defender="Hida Kisada")
    _proving_duel(s, defender="Hida Kisada")  # 3 + 1 against 7 + 1
    run_conflict_out(s, "Proving Ground")
    assert not s.state.players[0].hand


@pytest.mark.covers("Proving Ground", "a1:limit")
def test_proving_ground_twice_per_round():
    assert _limits("16-proving-ground") == ["limit 2 per round"]


# ------------------------------------------------------------------ Guardian of Virtue
def _guardian(bids, defends=True):
    s = in_conflict(dict(characters=["Hida Kisada", "Guardian of Virtue"], bid=bids[0] if not defends else bids[1]),
                    dict(characters=["Guardian of Virtue", "Eager Scout"], bid=bids[1] if not defends else bids[0]),
                    attackers=["Hida Kisada"] + ([] if defends else ["Guardian of Virtue"]),
                    defenders=["Guardian of Virtue"] if defends else ["Eager Scout"])
    s.start("3.2.2")
    while s.state.conflict is not None:
        skip(s)
    return s.card("Guardian of Virtue", 1 if defends else 0).bowed


@pytest.mark.covers("Guardian of Virtue", "a1:effect", "a1:condition")
def test_guardian_of_virtue_composure_does_not_bow_when_defending():
    assert not _guardian((1, 3))  # composure, defending
    assert _guardian((3, 3))  # no composure
    assert _guardian((1, 3), defends=False)  # composure, but attacking


# ------------------------------------------------------------------ Glorious Victory
def _victory(type="military", hand_of=0):
    hand = dict(hand=["Glorious Victory"], fate=3)
    mine = ["Hida Kisada", "Doji Challenger", "Matsu Berserker"]
    s = in_conflict(dict(characters=mine, **(hand if hand_of == 0 else {})),
                    dict(characters=["Eager Scout"], **(hand if hand_of == 1 else {})), type=type,
                    attackers=["Hida Kisada", "Doji Challenger"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Glorious Victory", "a1:effect", "a1:trigger", "a1:when", "a1:limit")
def test_glorious_victory_honors_each_of_your_characters_after_breaking_in_a_military_conflict():
    s = _victory()
    pass_until(s, "trigger", 0)
    s.pick("Glorious Victory")
    assert all(s.card(n).status == 1 for n in ("Hida Kisada", "Doji Challenger", "Matsu Berserker"))
    assert s.card("Eager Scout").status == 0
    assert s.card("Glorious Victory").zone == "conflict_discard"


@pytest.mark.covers("Glorious Victory", "a1:when")
def test_glorious_victory_not_in_a_political_conflict_nor_for_the_opponent():
    s = _victory(type="political")
    run_conflict_out(s, "Glorious Victory")
    s = _victory(hand_of=1)
    run_conflict_out(s, "Glorious Victory")


# ------------------------------------------------------------------ Gift of Amaterasu
def _gift(attackers):
    s = in_conflict(dict(characters=["Hida Kisada", "Matsu Berserker", "Doji Whisperer"], hand=["Gift of Amaterasu"],
                         fate=1),
                    dict(characters=["Eager Scout"]), attackers=attackers)
    s.start("3.2.2")
    return s


@pytest.mark.covers("Gift of Amaterasu", "a1:effect", "a1:trigger", "a1:when", "a1:target", "a1:limit")
def test_gift_of_amaterasu_honors_your_character_after_winning_by_5():
    s = _gift(["Hida Kisada"])  # 7 against 0
    pass_until(s, "trigger", 0)
    s.pick("Gift of Amaterasu")
    assert "Eager Scout" not in s.legal() and "Doji Whisperer" in s.legal()  # any of yours, even at home
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == 1
    assert s.card("Gift of Amaterasu").zone == "conflict_discard"


@pytest.mark.covers("Gift of Amaterasu", "a1:when")
def test_gift_of_amaterasu_not_by_less_than_5():
    s = _gift(["Matsu Berserker"])  # 3 against 0
    run_conflict_out(s, "Gift of Amaterasu")


# ------------------------------------------------------------------ Tranquil Philosopher
def _philosopher(fate, claimed=()):
    s = Quiet(first_player=0)
    s.player(0, characters=["Tranquil Philosopher"], claimed_rings=list(claimed))
    s.player(1)

    def setup(g):
        for el, n in fate.items():
            g.state.rings[el].fate = n
    s.adjust(setup)
    s.start("conflict")
    pass_until(s, ("declare_conflict", "action"), 0)
    return s


@pytest.mark.covers("Tranquil Philosopher", "a1:effect", "a1:target", "a1:then")
def test_tranquil_philosopher_moves_a_ring_fate_then_gains_1_honor():
    s = _philosopher({"air": 2, "earth": 0, "fire": 1, "water": 0, "void": 0}, claimed=("fire",))
    s.pick("Tranquil Philosopher")
    assert s.legal() == ["the air ring (2 fate)"]  # unclaimed, with fate
    s.pick("the air ring")
    assert "Move it to the fire ring" not in s.legal()
    s.pick("Move it to the water ring")
    rings = s.state.rings
    assert (rings["air"].fate, rings["water"].fate, s.state.players[0].honor) == (1, 1, 11)


@pytest.mark.covers("Tranquil Philosopher", "a1:target")
def test_tranquil_philosopher_needs_fate_on_an_unclaimed_ring():
    s = _philosopher({"air": 0, "earth": 0, "fire": 2, "water": 0, "void": 0}, claimed=("fire",))
    assert not can_use(s, 0, "Tranquil Philosopher")


# ------------------------------------------------------------------ Outskirts Sentry
def _sentry(give, attackers=("Outskirts Sentry",)):
    give(Action(Effect("move_to_conflict"), target=Target(controller="self", action="move_to_conflict"),
                text="move in"))
    s = in_conflict(dict(characters=["Outskirts Sentry", "Doji Challenger", "Matsu Berserker"]),
                    dict(characters=["Eager Scout", "Brash Samurai"], **WAITS),
                    attackers=list(attackers), defenders=["Eager Scout"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Doji Challenger: move in")
    s.pick("Matsu Berserker")
    return s


@pytest.mark.covers("Outskirts Sentry", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_outskirts_sentry_honors_a_participant_after_a_character_moves_in(give):
    s = _sentry(give)
    pass_until(s, "trigger", 0)
    s.pick("Outskirts Sentry")
    assert sorted(s.legal()) == ["Eager Scout", "Matsu Berserker", "Outskirts Sentry"]  # participants only
    s.pick("Eager Scout")
    assert s.card("Eager Scout").status == 1


@pytest.mark.covers("Outskirts Sentry", "a1:when", "a1:limit")
def test_outskirts_sentry_only_while_it_participates(give):
    s = _sentry(give, attackers=("Doji Challenger",))
    run_conflict_out(s, "Outskirts Sentry")
    assert _limits("16-outskirts-sentry") == ["once per round"]


# ------------------------------------------------------------------ Jewel of the Khamasin
def _jewel(attackers=("Doji Challenger",), honor=10):
    s = in_conflict(dict(characters=[dict(name="Doji Challenger", attachments=["Jewel of the Khamasin"]),
                                     "Matsu Berserker"], honor=honor),
                    dict(characters=["Eager Scout"], **WAITS), attackers=list(attackers))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Jewel of the Khamasin", "a1:effect", "a1:cost", "a1:condition", "a1:limit")
def test_jewel_of_the_khamasin_lose_1_honor_the_attacked_province_minus_1_no_limit():
    s = _jewel()
    prov = s.state.cards[s.state.conflict.province]
    base = province_strength(s.state, prov)
    for n in (1, 2):
        my_turn(s, 0)
        s.pick("Jewel of the Khamasin")
        assert province_strength(s.state, prov) == base - n
        assert s.state.players[0].honor == 10 - n
    assert _limits("16-jewel-of-the-khamasin") == ["no limit per round"]


@pytest.mark.covers("Jewel of the Khamasin", "a1:effect")
def test_jewel_of_the_khamasin_not_below_0():
    s = _jewel(honor=20)
    prov = s.state.cards[s.state.conflict.province]
    for _ in range(province_strength(s.state, prov) + 1):
        my_turn(s, 0)
        s.pick("Jewel of the Khamasin")
    assert province_strength(s.state, prov) == 0


@pytest.mark.covers("Jewel of the Khamasin", "a1:condition", "a1:cost")
def test_jewel_of_the_khamasin_only_while_the_host_attacks_and_with_honor_to_lose():
    s = in_conflict(dict(characters=[dict(name="Doji Challenger", attachments=["Jewel of the Khamasin"]),
                                     "Matsu Berserker"]),
                    dict(characters=["Eager Scout"]), attackers=["Matsu Berserker"])
    s.build()
    assert not can_use(s, 0, "Jewel of the Khamasin")  # its host is at home
    def usable(honor):
        s = in_conflict(dict(characters=[dict(name="Doji Challenger", attachments=["Jewel of the Khamasin"])],
                             honor=honor),
                        dict(characters=["Eager Scout"]), attackers=["Doji Challenger"])
        s.build()
        return can_use(s, 0, "Jewel of the Khamasin")
    assert usable(1) and not usable(0)


# ------------------------------------------------------------------ Try Again Tomorrow
def _tomorrow(status="honored", where="defends"):
    spec = dict(name="Doji Whisperer", status=status) if status else "Doji Whisperer"
    s = in_conflict(dict(characters=["Matsu Berserker", "Brash Samurai"]),
                    dict(characters=[spec, "Eager Scout"], hand=["Try Again Tomorrow"]),
                    attackers=["Matsu Berserker", "Brash Samurai"],
                    defenders=["Doji Whisperer"] if where == "defends" else ["Eager Scout"])
    s.build()
    return s


@pytest.mark.covers("Try Again Tomorrow", "a1:effect", "a1:target", "a1:condition")
def test_try_again_tomorrow_sends_an_attacker_home():
    s = _tomorrow()
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Try Again Tomorrow")
    assert sorted(s.legal()) == ["Brash Samurai", "Matsu Berserker"]  # attackers only
    s.pick("Matsu Berserker")
    assert s.uid("Matsu Berserker") not in s.state.conflict.attackers


@pytest.mark.covers("Try Again Tomorrow", "a1:condition")
def test_try_again_tomorrow_needs_your_participating_honored_courtier():
    assert can_use(_tomorrow(), 1, "Try Again Tomorrow")
    assert not can_use(_tomorrow(status=None), 1, "Try Again Tomorrow")  # ordinary
    assert not can_use(_tomorrow(where="home"), 1, "Try Again Tomorrow")  # honored, at home


# ------------------------------------------------------------------ Honed Nodachi
def _nodachi(type="military", host_fate=2, attackers=("Matsu Berserker",), hand_of=None):
    host = dict(name="Matsu Berserker", fate=host_fate, attachments=["Honed Nodachi"])
    s = in_conflict(dict(characters=[host, "Hida Kisada"]),
                    dict(characters=["Eager Scout", "Brash Samurai", "Doji Whisperer"]), type=type,
                    attackers=list(attackers), defenders=["Eager Scout", "Doji Whisperer"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Honed Nodachi", "a2:effect", "a2:trigger", "a2:when", "a2:condition")
def test_honed_nodachi_host_loses_1_fate_and_the_opponent_discards_a_participant():
    s = _nodachi()  # 3 + 2 (host) against 0
    pass_until(s, "trigger", 0)
    s.pick("Honed Nodachi")
    assert s.card("Matsu Berserker").fate == 1
    assert s.game.pending.player == 1  # the opponent chooses
    assert sorted(s.legal()) == ["Doji Whisperer", "Eager Scout"]  # their participating characters
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").zone == "dynasty_discard"


@pytest.mark.covers("Honed Nodachi", "a2:when", "a2:condition", "a2:limit")
def test_honed_nodachi_not_in_political_conflicts_nor_when_the_host_stays_home():
    s = _nodachi(type="political", attackers=("Matsu Berserker", "Hida Kisada"))
    run_conflict_out(s, "Honed Nodachi")
    s = _nodachi(attackers=("Hida Kisada",))
    run_conflict_out(s, "Honed Nodachi")
    assert _limits("16-honed-nodachi", 1) == ["once per round"]


@pytest.mark.covers("Honed Nodachi", "a1:attach_to")
def test_honed_nodachi_only_on_a_bushi():
    s = Quiet()
    s.player(0, characters=["Matsu Berserker", "Doji Whisperer"], hand=["Honed Nodachi"], fate=3)
    s.player(1)
    g = s.build()
    assert attachment_hosts(g, 0, s.uid("Honed Nodachi")) == [s.uid("Matsu Berserker")]


@pytest.mark.covers("Honed Nodachi", "keyword:restricted")
def test_honed_nodachi_restricted_counts_toward_the_two_restricted_attachments():
    """Rules Reference "Restricted": a third restricted attachment makes its controller discard one."""
    s = Quiet()
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Fine Katana", "Ornate Fan"])],
             hand=["Honed Nodachi"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Honed Nodachi")
    assert s.game.pending.context == "restricted"
    assert sorted(s.legal()) == ["Discard Fine Katana", "Discard Honed Nodachi", "Discard Ornate Fan"]


# ------------------------------------------------------------------ Infiltrator's Tools
@pytest.mark.covers("Infiltrator's Tools", "a1:attach_to", "a2:effect")
def test_infiltrators_tools_a_shinobi_gains_covert():
    s = Quiet()
    s.player(0, characters=[dict(name="Adept of Shadows", attachments=["Infiltrator's Tools"]), "Doji Whisperer"])
    s.player(1)
    s.build()
    st = s.state
    assert has_keyword(st, s.card("Adept of Shadows"), "covert")
    assert not has_keyword(st, s.card("Doji Whisperer"), "covert")
    s = Quiet()
    s.player(0, characters=["Adept of Shadows", "Doji Whisperer"], hand=["Infiltrator's Tools"], fate=3)
    s.player(1)
    g = s.build()
    assert not has_keyword(s.state, s.card("Adept of Shadows"), "covert")  # only while attached
    assert attachment_hosts(g, 0, s.uid("Infiltrator's Tools")) == [s.uid("Adept of Shadows")]  # Shinobi only


# ------------------------------------------------------------------ Sage of Gisei Toshi
def _sage(attackers=("Sage of Gisei Toshi", "Matsu Berserker"), honor=12):
    s = in_conflict(dict(characters=["Sage of Gisei Toshi", "Matsu Berserker"], honor=honor),
                    dict(characters=["Eager Scout", "Brash Samurai", "Doji Whisperer"], honor=10, **WAITS),
                    attackers=list(attackers), defenders=["Eager Scout", "Brash Samurai"])
    s.build()
    return s


@pytest.mark.covers("Sage of Gisei Toshi", "a1:effect", "a1:target", "a1:condition", "a1:then")
def test_sage_of_gisei_toshi_goes_home_and_sends_an_opposing_participant_home():
    """Appendix IV (errata): "If you do, move that character home"."""
    s = _sage()
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Sage of Gisei Toshi")
    assert sorted(s.legal()) == ["Brash Samurai", "Eager Scout"]  # opposing participants
    s.pick("Brash Samurai")
    cf = s.state.conflict
    assert s.uid("Sage of Gisei Toshi") not in cf.attackers and s.uid("Brash Samurai") not in cf.defenders


@pytest.mark.covers("Sage of Gisei Toshi", "a1:then")
def test_sage_of_gisei_toshi_at_home_sends_nobody_home():
    """"If you do": it cannot go home from home, so the opposing character stays."""
    s = _sage(attackers=("Matsu Berserker",))
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Sage of Gisei Toshi")  # usable: its effects as a whole could change the game state
    s.pick("Brash Samurai")
    assert s.uid("Brash Samurai") in s.state.conflict.defenders


@pytest.mark.covers("Sage of Gisei Toshi", "a1:condition")
def test_sage_of_gisei_toshi_only_if_more_honorable():
    assert can_use(_sage(), 0, "Sage of Gisei Toshi")
    assert not can_use(_sage(honor=10), 0, "Sage of Gisei Toshi")


# ------------------------------------------------------------------ Kirei-ko
def _kireiko(give, who=1):
    give(Action(Effect("bow"), target=Target(), text="bow one"))
    s = in_conflict(dict(characters=["Matsu Berserker", "Doji Challenger"], hand=["Kirei-ko"], fate=2),
                    dict(characters=["Doji Challenger", "Eager Scout"], **WAITS),
                    attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    my_turn(s, who)
    s.pick("Doji Challenger: bow one")
    s.pick("Eager Scout" if who == 1 else "Matsu Berserker")
    return s


@pytest.mark.covers("Kirei-ko", "a1:effect", "a1:trigger", "a1:when", "a1:limit")
def test_kirei_ko_bows_an_opponents_character_after_it_triggers_an_ability(give):
    s = _kireiko(give)
    pass_until(s, "trigger", 0)
    s.pick("Kirei-ko")
    assert s.card("Doji Challenger", 1).bowed and not s.card("Doji Challenger", 0).bowed
    assert s.card("Kirei-ko").zone == "conflict_discard"


@pytest.mark.covers("Kirei-ko", "a1:when")
def test_kirei_ko_not_after_your_own_characters_ability(give):
    s = _kireiko(give, who=0)
    run_conflict_out(s, "Kirei-ko")
    assert s.card("Kirei-ko").zone == "hand"


# ------------------------------------------------------------------ In Defense of Rokugan
def _defense(defenders=("Eager Scout",)):
    s = in_conflict(dict(characters=["Serene Warrior", "Matsu Berserker", "Doji Challenger"], **WAITS),
                    dict(characters=["Eager Scout", "Brash Samurai"], hand=["In Defense of Rokugan"], fate=1),
                    attackers=["Serene Warrior", "Matsu Berserker"], defenders=list(defenders))
    s.build()
    return s


@pytest.mark.covers("In Defense of Rokugan", "a1:effect", "a1:target", "a1:cost", "a1:condition")
def test_in_defense_of_rokugan_sacrifice_a_defender_an_attackers_military_becomes_0():
    s = _defense()
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("In Defense of Rokugan")
    assert s.game.pending.context == "sacrifice_cost"
    assert s.legal() == ["Eager Scout"]  # defending only
    s.pick("Eager Scout")
    assert sorted(s.legal()) == ["Matsu Berserker", "Serene Warrior"]  # attacking only
    s.pick("Serene Warrior")
    assert s.card("Eager Scout").zone == "dynasty_discard"
    assert skill(s.state, s.card("Serene Warrior"), "military") == 0
    assert skill(s.state, s.card("Matsu Berserker"), "military") == 3


@pytest.mark.covers("In Defense of Rokugan", "a1:cost", "a1:condition")
def test_in_defense_of_rokugan_needs_a_defender_of_yours_to_sacrifice():
    assert can_use(_defense(), 1, "In Defense of Rokugan")
    assert not can_use(_defense(defenders=()), 1, "In Defense of Rokugan")
    s = Quiet()
    s.player(0, characters=["Hida Kisada"])
    s.player(1, characters=["Eager Scout"], hand=["In Defense of Rokugan"], fate=1)
    s.start("draw")  # no conflict
    assert not can_use(s, 1, "In Defense of Rokugan")


# ------------------------------------------------------------------ vanilla characters
@pytest.mark.parametrize("cid,facts", [("16-siege-captain", (3, 5, 1, 2)),
                                       ("16-attendant-to-the-emperor", (3, 1, 5, 2))])
def test_vanilla_characters_are_their_printed_facts(cid, facts):
    """No text: the card is its printed facts."""
    f = FACTS[cid]
    assert is_implemented(f) and cid not in RULES.cards
    assert (f.cost, f.military, f.political, f.glory) == facts
