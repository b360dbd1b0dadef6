"""The 2017 rulings no other card test checked (issue 15, item 2): one test per ruling, or per
distinct claim in it, marked with the ruling's number in ``lcg-rulings-2017.md``
(``tests/ruling_marks.py``). The docstrings say the rule in the project's words and cite the
Rules Reference section the ruling rests on; where a ruling and the Rules Reference (or its
errata, Appendix IV) disagree, the test follows the Rules Reference and says so."""

from __future__ import annotations

import pytest
from pack_helpers import limits_left, run_conflict_out
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces

from l5r.lcg.model import FACTS, cannot, conflict_totals


# ------------------------------------------------------------------ High Kick
@pytest.mark.ruling(102, "High Kick")
def test_high_kick_ruling_keywords_of_the_kicked_character_still_apply():
    """Ruling (Rules Reference "Triggered Abilities", "Keywords"): High Kick stops the
    character's triggered abilities only; its keywords still work -- a kicked Akodo Gunsō
    that loses the conflict is dishonored by its Pride."""
    s = in_conflict(dict(characters=["Togashi Initiate", "Brash Samurai"], hand=["High Kick"], fate=1),
                    dict(characters=["Akodo Gunsō"]), attackers=["Togashi Initiate", "Brash Samurai"],
                    defenders=["Akodo Gunsō"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("High Kick")
    s.pick("Togashi Initiate")
    s.pick("Akodo Gunsō")
    gunso = s.card("Akodo Gunsō")
    assert gunso.bowed and cannot(s.game, "trigger_abilities", gunso)
    run_conflict_out(s, "no such ability")
    assert gunso.status == -1


# ------------------------------------------------------------------ Censure
@pytest.mark.ruling(46, "Censure")
def test_censure_ruling_the_cancelled_event_stays_used_and_paid():
    """Ruling (Rules Reference "Cancel"): an event whose effects Censure cancels was still played:
    Assassination's 3 honor stay lost, its target stays in play, and its "Max 1 per round" is
    spent (the second copy cannot be played)."""
    s = in_conflict(dict(characters=["Doji Whisperer"], hand=["Assassination", "Assassination", "Banzai!"]),
                    dict(characters=["Eager Scout"], hand=["Censure"]), type="political",
                    attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    s.favor(1, "political")
    s.start("3.2.2")
    my_turn(s)
    s.pick("Assassination")
    s.pick("Eager Scout")
    pass_until(s, "trigger", 1)
    s.pick("Censure")
    assert s.state.players[0].honor == 7
    assert s.card("Eager Scout").zone == "play"
    assert sorted(c.zone for c in s.state.cards if c.cid == "01-assassination") == ["conflict_discard", "hand"]
    my_turn(s)
    assert can_use(s, 0, "Banzai!") and not can_use(s, 0, "Assassination")


# ------------------------------------------------------------------ Enigmatic Magistrate
@pytest.mark.ruling(79, "Enigmatic Magistrate")
def test_enigmatic_magistrate_ruling_a_0_cost_character_is_even():
    """Ruling: 0 is an even number, so while Enigmatic Magistrate attacks, Obstinate Recruit
    (printed cost 0, 2 military) contributes no skill; it would without the Magistrate."""
    def attack(*attackers):
        s = in_conflict(dict(characters=["Enigmatic Magistrate", "Obstinate Recruit", "Matsu Berserker"]),
                        dict(characters=["Eager Scout"]), attackers=list(attackers), defenders=["Eager Scout"])
        s.build()
        return conflict_totals(s.state)[0]
    assert FACTS["01-obstinate-recruit"].cost == 0
    with_recruit = attack("Enigmatic Magistrate", "Obstinate Recruit", "Matsu Berserker")
    assert with_recruit == attack("Enigmatic Magistrate", "Matsu Berserker")
    assert attack("Obstinate Recruit", "Matsu Berserker") == attack("Matsu Berserker") + 2


# ------------------------------------------------------------------ Finger of Jade
def _finger():
    s = in_conflict(dict(characters=["Isawa Masahiro", "Doji Whisperer"]),
                    dict(characters=[dict(name="Solemn Scholar", attachments=["Finger of Jade"]), "Eager Scout"]),
                    type="political", ring="fire", attackers=["Doji Whisperer"],
                    defenders=["Solemn Scholar", "Eager Scout"])
    s.start("3.2.2")
    return s


@pytest.mark.ruling(84, "Finger of Jade")
def test_finger_of_jade_ruling_the_cancelled_ability_stays_used_and_paid():
    """Ruling (Rules Reference "Cancel"): Isawa Masahiro's ability, cancelled by Finger of Jade,
    was still used: he stays bowed (its cost) and its once-per-round limit is spent."""
    s = _finger()
    my_turn(s, 0)
    assert limits_left(s, 0, "Isawa Masahiro", "01-isawa-masahiro") == [True]
    s.pick("Isawa Masahiro")
    s.pick("Solemn Scholar")
    s.pick("Finger of Jade")
    assert s.card("Solemn Scholar").zone == "play"
    assert s.card("Isawa Masahiro").bowed
    assert limits_left(s, 0, "Isawa Masahiro", "01-isawa-masahiro") == [False]


@pytest.mark.ruling(85, "Finger of Jade")
def test_finger_of_jade_ruling_a_character_chosen_on_resolution_is_no_target():
    """Ruling (Rules Reference "Initiating Abilities", steps 5-7): Court Games has the opponent
    choose the character to dishonor while its effects resolve, after the moment Finger of Jade
    could cancel them: the opponent must dishonor the character it is attached to."""
    s = in_conflict(dict(characters=["Doji Whisperer", "Kaiu Envoy"], hand=["Court Games"]),
                    dict(characters=[dict(name="Solemn Scholar", attachments=["Finger of Jade"]), "Eager Scout"]),
                    type="political", attackers=["Doji Whisperer", "Kaiu Envoy"],
                    defenders=["Solemn Scholar", "Eager Scout"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Court Games")
    s.pick("your opponent dishonors")
    d = s.game.pending
    assert d.player == 1 and d.context == "effect_choice"  # no window offered Finger of Jade
    s.pick("Solemn Scholar")
    assert s.card("Solemn Scholar").status == -1
    assert s.card("Finger of Jade").zone == "attached"


# ------------------------------------------------------------------ Height of Fashion
@pytest.mark.ruling(96, "Height of Fashion")
def test_height_of_fashion_ruling_playable_before_a_conflict_and_in_the_draw_phase():
    """Ruling (Rules Reference Appendix I, the action windows): an attachment that cannot be
    played during a conflict is played in the action window before a conflict, or in the draw
    phase's action window."""
    for phase in ("conflict", "draw"):
        s = Quiet(first_player=0)
        s.player(0, characters=["Doji Whisperer"], hand=["Height of Fashion"], fate=2)
        s.player(1, characters=["Matsu Berserker"])
        s.start(phase)
        while s.game.pending.context == "honor_bid":
            s.pick("1")
        s.assert_legal("Height of Fashion")


# ------------------------------------------------------------------ Hito District
@pytest.mark.ruling(106, "Hito District")
def test_hito_district_ruling_chasing_the_sun_may_move_a_political_conflict_there():
    """Ruling (Rules Reference "Eligible province"): Hito District forbids declaring a political
    conflict against its province, not moving one there: Chasing the Sun may move a political
    conflict to it."""
    s = in_conflict(dict(characters=["Kakita Asami"], hand=["Chasing the Sun"], fate=1),
                    dict(characters=["Eager Scout", "Doji Whisperer"],
                         provinces=provinces("Ancestral Lands", dict(name="Ancestral Lands", cards=["Hito District"]))),
                    type="political", attackers=["Kakita Asami"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Chasing the Sun")
    s.pick("province 2")
    assert s.state.conflict.province == s.state.players[1].provinces[1]
    assert s.state.conflict.type == "political"
