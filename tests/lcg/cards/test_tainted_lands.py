"""Cards of Tainted Lands (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets, costs), with the Rules Reference cited. The one 2017 ruling
or clarification about a card of this pack is the errata of Oracle of Stone (Rules Reference
Appendix IV)."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability
from pack_helpers import limits_of as _limits
from pack_helpers import skills as _skills
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.game import RULES
from l5r.lcg.model import has_keyword, province_strength
from l5r.lcg.vocab import Action, Effect, Target, can_affect


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)




# ------------------------------------------------------------------ Teachings of the Elements
def _province_of(name, claimed0=(), claimed1=()):
    s = Quiet(first_player=0)
    s.player(0, claimed_rings=list(claimed0))
    s.player(1, claimed_rings=list(claimed1), provinces=provinces(dict(name=name, facedown=False)))
    s.build()
    return s


@pytest.mark.covers("Teachings of the Elements", "a1:effect")
def test_teachings_of_the_elements_gets_1_strength_per_claimed_ring():
    """Claimed rings of every player count (Rules Reference "Rings": the claimed pools)."""
    for mine, theirs, strength in (((), (), 5), (("air",), (), 6), (("air",), ("fire", "void"), 8)):
        s = _province_of("Teachings of the Elements", theirs, mine)
        assert province_strength(s.state, s.card("Teachings of the Elements")) == strength


@pytest.mark.covers("Teachings of the Elements", "a1:effect")
def test_teachings_of_the_elements_contested_ring_is_not_claimed():
    s = _province_of("Teachings of the Elements")
    s.state.rings["air"].contested = True
    assert province_strength(s.state, s.card("Teachings of the Elements")) == 5


# ------------------------------------------------------------------ Impulsive Novice, Court Novice, Ikoma Reservist
def _novice(name, claimed=(), p1_claimed=()):
    s = Quiet(first_player=0)
    s.player(0, characters=[name], claimed_rings=list(claimed))
    s.player(1, claimed_rings=list(p1_claimed))
    s.build()
    return _skills(s, name)


@pytest.mark.covers("Impulsive Novice", "a1:effect", "a1:condition")
def test_impulsive_novice_plus_1_each_skill_with_the_fire_or_void_ring_claimed():
    assert _novice("Impulsive Novice") == (2, 2)
    assert _novice("Impulsive Novice", ("fire",)) == (3, 3)
    assert _novice("Impulsive Novice", ("void",)) == (3, 3)
    assert _novice("Impulsive Novice", ("fire", "void")) == (3, 3)  # one bonus, not one per ring
    assert _novice("Impulsive Novice", ("air", "water", "earth")) == (2, 2)
    assert _novice("Impulsive Novice", p1_claimed=("fire", "void")) == (2, 2)  # not claimed by you


@pytest.mark.covers("Court Novice", "a1:effect", "a1:condition")
def test_court_novice_plus_2_political_with_the_air_or_water_ring_claimed():
    assert _novice("Court Novice") == (1, 1)
    assert _novice("Court Novice", ("air",)) == (1, 3)
    assert _novice("Court Novice", ("water",)) == (1, 3)
    assert _novice("Court Novice", ("fire", "void", "earth")) == (1, 1)
    assert _novice("Court Novice", p1_claimed=("air",)) == (1, 1)


@pytest.mark.covers("Ikoma Reservist", "a1:effect", "a1:condition")
def test_ikoma_reservist_plus_2_military_with_the_fire_or_water_ring_claimed():
    assert _novice("Ikoma Reservist") == (1, 1)
    assert _novice("Ikoma Reservist", ("fire",)) == (3, 1)
    assert _novice("Ikoma Reservist", ("water",)) == (3, 1)
    assert _novice("Ikoma Reservist", ("air", "void", "earth")) == (1, 1)
    assert _novice("Ikoma Reservist", p1_claimed=("water",)) == (1, 1)


# ------------------------------------------------------------------ Kuni Yori
def _yori(ring="earth", honor=10, p0_hand=("Banzai!",), p1_hand=("Banzai!", "Charge!")):
    s = in_conflict(dict(characters=["Kuni Yori", "Eager Scout", "Matsu Berserker"], hand=list(p0_hand),
                         honor=honor),
                    dict(characters=["Doji Whisperer"], hand=list(p1_hand), fate=1),
                    ring=ring, attackers=["Kuni Yori", "Matsu Berserker"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Kuni Yori", "a1:effect", "a1:condition")
def test_kuni_yori_your_characters_get_plus_1_each_skill_during_earth_conflicts():
    s = _yori()
    assert _skills(s, "Eager Scout") == (1, 1)  # at home too: each character you control
    assert _skills(s, "Kuni Yori") == (5, 5)
    assert _skills(s, "Doji Whisperer") == (0, 3)  # not yours
    s = _yori(ring="air")
    assert _skills(s, "Eager Scout") == (0, 0)


@pytest.mark.covers("Kuni Yori", "a1:condition")
def test_kuni_yori_bonus_ends_with_the_conflict():
    s = _yori()
    s.game.state.conflict = None
    assert _skills(s, "Eager Scout") == (0, 0)


@pytest.mark.covers("Kuni Yori", "a2:effect", "a2:cost", "a2:select")
def test_kuni_yori_lose_1_honor_the_chosen_player_discards_a_card_at_random():
    s = _yori()
    my_turn(s)
    s.pick("Kuni Yori")
    s.pick("your opponent")
    assert s.state.players[0].honor == 9
    assert len(s.state.players[1].hand) == 1 and len(s.state.players[1].conflict_discard) == 1
    s = _yori(p0_hand=("Banzai!", "Charge!", "Fine Katana"))
    my_turn(s)
    s.pick("Kuni Yori")
    s.pick("you")
    assert len(s.state.players[0].hand) == 2 and len(s.state.players[0].conflict_discard) == 1


@pytest.mark.covers("Kuni Yori", "a2:select", "a2:cost")
def test_kuni_yori_only_a_player_with_cards_can_be_chosen_and_honor_is_needed():
    """Rules Reference "Select": an option that would not change the game state cannot be
    chosen; "Cost": 1 honor must be lost."""
    from l5r.lcg.vocab_cards import open_options
    s = _yori(p1_hand=())
    my_turn(s)
    ab = RULES.cards["10-kuni-yori"].abilities[1]
    ctx = {"player": 0, "card": s.uid("Kuni Yori")}
    assert [ab.select[i][0] for i in open_options(s.game, ctx, ab.select)] == ["you"]
    s = _yori(honor=0)
    my_turn(s)
    assert not can_use(s, 0, "Kuni Yori")


@pytest.mark.covers("Kuni Yori", "a2:condition")
def test_kuni_yori_only_during_a_conflict_once_per_round():
    s = _yori()
    my_turn(s)
    s.pick("Kuni Yori")
    s.pick("your opponent")
    my_turn(s)
    assert not can_use(s, 0, "Kuni Yori")
    s = Quiet(first_player=0)
    s.player(0, characters=["Kuni Yori"], hand=["Banzai!"])
    s.player(1, hand=["Banzai!"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Kuni Yori")


# ------------------------------------------------------------------ Bonsai Garden
def _garden(ring="air"):
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Banzai!"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Bonsai Garden"])))
    s.player(1, characters=["Doji Whisperer"], **WAITS)
    s.conflict(attacker=0, type="military", ring=ring, attackers=["Matsu Berserker"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Bonsai Garden", "a1:effect", "a1:condition")
def test_bonsai_garden_gains_1_honor_during_an_air_conflict():
    s = _garden()
    s.pick("Bonsai Garden")
    assert s.state.players[0].honor == 11
    assert not can_use(_garden("fire"), 0, "Bonsai Garden")


@pytest.mark.covers("Bonsai Garden", "a1:condition")
def test_bonsai_garden_once_per_round_and_not_outside_a_conflict():
    s = _garden()
    s.pick("Bonsai Garden")
    my_turn(s)
    assert not can_use(s, 0, "Bonsai Garden")
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], provinces=provinces(dict(name="Entrenched Position",
                                                                          cards=["Bonsai Garden"])))
    s.player(1)
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Bonsai Garden")


# ------------------------------------------------------------------ Marauding Oni
@pytest.mark.covers("Marauding Oni", "a1:effect")
def test_marauding_oni_cannot_be_honored_or_dishonored():
    s = Quiet(first_player=0)
    s.player(0, characters=["Marauding Oni", "Eager Scout"])
    s.player(1)
    s.start("conflict")
    oni = s.card("Marauding Oni")
    assert not can_affect(s.game, "honor", oni) and not can_affect(s.game, "dishonor", oni)
    assert can_affect(s.game, "honor", s.card("Eager Scout"))
    s.apply(ev("honor", card=oni.uid))
    assert s.card("Marauding Oni").status == 0


@pytest.mark.covers("Marauding Oni", "a2:effect", "a2:trigger", "a2:when", "a2:limit")
def test_marauding_oni_forced_lose_1_honor_each_time_declared_as_attacker_or_defender():
    """A forced reaction (Rules Reference "Forced"), unlimited: once as an attacker, once as a
    defender in the same round."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Marauding Oni", "Eager Scout"])
    s.player(1, characters=["Matsu Berserker", "Doji Whisperer"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Marauding Oni"])
    assert s.state.players[0].honor == 9
    while s.state.conflict is not None:
        skip(s)
    s.state.cards[s.uid("Marauding Oni")].bowed = False  # (ready again for the test)
    pass_until(s, "declare_conflict", 1)
    s.declare("military", "fire", attackers=["Matsu Berserker"])
    pass_until(s, "declare_defenders", 0)
    s.pick_many("Marauding Oni")
    assert s.state.players[0].honor == 8


@pytest.mark.covers("Marauding Oni", "a2:when")
def test_marauding_oni_not_when_others_are_declared():
    s = Quiet(first_player=0)
    s.player(0, characters=["Marauding Oni", "Eager Scout"])
    s.player(1, characters=["Matsu Berserker"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Eager Scout"])
    pass_until(s, "declare_defenders", 1)
    s.pick_many("Matsu Berserker")
    assert s.state.players[0].honor == 10


# ------------------------------------------------------------------ Spreading the Darkness
def _darkness(give, honor=10):
    give(Action(Effect("bow"), target=Target(action="bow"), text="bow one"))
    s = in_conflict(dict(characters=["Matsu Berserker", "Doji Challenger"], hand=["Spreading the Darkness"],
                         honor=honor),
                    dict(characters=["Doji Challenger", "Eager Scout"], **WAITS),
                    attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"))
    return s


@pytest.mark.covers("Spreading the Darkness", "a1:effect", "a1:target", "a1:cost")
def test_spreading_the_darkness_plus_4_military_and_untargetable_by_opponents(give):
    """Rules Reference "Target": a card that cannot be targeted is no legal target of the
    opponent's abilities; its controller's own abilities may still choose it."""
    s = _darkness(give)
    my_turn(s)
    s.pick("Spreading the Darkness")
    s.assert_not_legal("Eager Scout")  # an opponent's
    s.assert_not_legal("Doji Challenger")  # at home
    s.pick("Matsu Berserker")
    assert s.state.players[0].honor == 8
    assert _skills(s, "Matsu Berserker") == (7, None)
    my_turn(s, 1)
    s.pick("Doji Challenger: bow one")
    s.assert_not_legal("Matsu Berserker")
    s.assert_legal("Eager Scout")
    s.pick("Eager Scout")
    my_turn(s, 0)
    s.pick("Doji Challenger: bow one")
    s.assert_legal("Matsu Berserker")  # your own abilities may target it


@pytest.mark.covers("Spreading the Darkness", "a1:effect")
def test_spreading_the_darkness_lasts_until_the_end_of_the_conflict(give):
    s = _darkness(give)
    my_turn(s)
    s.pick("Spreading the Darkness")
    s.pick("Matsu Berserker")
    while s.state.conflict is not None:
        skip(s)
    assert _skills(s, "Matsu Berserker") == (3, None)
    assert not any("target_by_opponents" in e.get("actions", ()) for e in s.state.lasting)


@pytest.mark.covers("Spreading the Darkness", "a1:cost")
def test_spreading_the_darkness_needs_2_honor(give):
    assert not can_use(_darkness(give, honor=1), 0, "Spreading the Darkness")
    assert can_use(_darkness(give, honor=2), 0, "Spreading the Darkness")


# ------------------------------------------------------------------ Press of Battle
def _press(p0=("Matsu Berserker", "Eager Scout"), p1=("Kakita Asami", "Doji Whisperer"),
           attackers=("Matsu Berserker", "Eager Scout"), defenders=("Kakita Asami",), type="military"):
    s = in_conflict(dict(characters=list(p0), hand=["Press of Battle"]), dict(characters=list(p1), **WAITS),
                    type=type, attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"))
    return s


@pytest.mark.covers("Press of Battle", "a1:effect", "a1:target", "a1:condition")
def test_press_of_battle_bows_a_non_unique_participant_when_you_have_more_participants():
    s = _press(p1=("Kakita Asami", "Serene Warrior"), defenders=("Kakita Asami", "Serene Warrior"),
               p0=("Matsu Berserker", "Eager Scout", "Brash Samurai"),
               attackers=("Matsu Berserker", "Eager Scout", "Brash Samurai"))
    my_turn(s)
    s.pick("Press of Battle")
    s.assert_not_legal("Kakita Asami")  # unique
    s.assert_legal("Eager Scout")  # yours too
    s.pick("Serene Warrior")
    assert s.card("Serene Warrior").bowed


@pytest.mark.covers("Press of Battle", "a1:target")
def test_press_of_battle_not_a_character_at_home_or_already_bowed():
    s = _press(p0=("Matsu Berserker", dict(name="Eager Scout", bowed=True), "Brash Samurai"),
               attackers=("Matsu Berserker", "Eager Scout"), p1=("Kakita Asami", "Doji Whisperer"))
    my_turn(s)
    s.pick("Press of Battle")
    s.assert_not_legal("Brash Samurai")  # at home
    s.assert_not_legal("Doji Whisperer")  # at home
    s.assert_not_legal("Eager Scout")  # bowed: nothing to change
    s.assert_legal("Matsu Berserker")


@pytest.mark.covers("Press of Battle", "a1:condition")
def test_press_of_battle_needs_more_participants_and_a_military_conflict():
    assert not can_use(_press(attackers=("Matsu Berserker",)), 0, "Press of Battle")  # 1 against 1
    assert not can_use(_press(type="political"), 0, "Press of Battle")
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Press of Battle"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Press of Battle")


# ------------------------------------------------------------------ Sabotage
def _sabotage(type="military"):
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Sabotage"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Brash Samurai"])))
    s.player(1, characters=["Doji Whisperer"], **WAITS,
              provinces=provinces(dict(name="Entrenched Position", cards=["Kakita Asami"]),
                                  dict(name="Ancestral Lands", cards=[dict(name="Otomo Courtier", facedown=True)])))
    s.conflict(attacker=0, type=type, ring="air", attackers=["Matsu Berserker"])
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"))
    return s


@pytest.mark.covers("Sabotage", "a1:effect", "a1:target", "a1:condition")
def test_sabotage_discards_a_faceup_or_facedown_card_in_an_opponents_province():
    """The discarded card's province is refilled (Rules Reference "Refill a Province")."""
    s = _sabotage()
    my_turn(s)
    s.pick("Sabotage")
    s.assert_not_legal("Brash Samurai")  # yours
    s.assert_legal("Kakita Asami")
    s.pick("facedown card in province 2")
    assert s.card("Otomo Courtier").zone == "dynasty_discard"
    assert len(s.state.players[1].province_cards[1]) == 1  # refilled
    s = _sabotage()
    my_turn(s)
    s.pick("Sabotage")
    s.pick("Kakita Asami")
    assert s.card("Kakita Asami").zone == "dynasty_discard"


@pytest.mark.covers("Sabotage", "a1:condition")
def test_sabotage_only_during_a_military_conflict():
    assert not can_use(_sabotage(type="political"), 0, "Sabotage")
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Sabotage"])
    s.player(1, provinces=provinces(dict(name="Entrenched Position", cards=["Kakita Asami"])))
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Sabotage")


# ------------------------------------------------------------------ Oracle of Stone
@pytest.mark.covers("Oracle of Stone", "a1:effect", "a1:then")
def test_oracle_of_stone_each_player_draws_2_then_discards_2_from_hand():
    """Errata (Rules Reference Appendix IV, Oracle of Stone): the discards are from hand."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Oracle of Stone", "Banzai!"],
             conflict_deck=["Fine Katana", "Charge!"])
    s.player(1, hand=["For Shame!"], conflict_deck=["Ornate Fan", "Assassination"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Oracle of Stone")
    assert [len(pl.hand) for pl in s.state.players] == [3, 3]
    seen = set()
    while s.game.pending is not None and s.game.pending.context == "effect_choice":
        d = s.game.pending
        seen.add(d.player)
        assert (d.min, d.max) == (2, 2)
        s.game.answer([o.id for o in d.options[:2]])
    assert seen == {0, 1}
    assert [len(pl.hand) for pl in s.state.players] == [1, 1]
    assert [len(pl.conflict_discard) for pl in s.state.players] == [3, 2]  # with the event itself


@pytest.mark.covers("Oracle of Stone", "a1:effect")
def test_oracle_of_stone_is_played_outside_a_conflict_too():
    s = Quiet(first_player=0)
    s.player(0, hand=["Oracle of Stone"])
    s.player(1)
    s.start("draw")
    pass_until(s, "action", 0)
    assert can_use(s, 0, "Oracle of Stone")


# ------------------------------------------------------------------ Upholding Authority
def _authority(role="Keeper of Earth", hand=("Banzai!", "Charge!", "Banzai!")):
    s = in_conflict(dict(characters=["Hida Kisada"], hand=list(hand)), dict(characters=["Doji Whisperer"], role=role),
                    attackers=["Hida Kisada"], defenders=["Doji Whisperer"], ring="water")
    s.player(1, characters=["Doji Whisperer"], role=role,
             provinces=provinces(dict(name="Upholding Authority", facedown=False)))
    return s


@pytest.mark.covers("Upholding Authority", "a1:effect", "a1:condition")
def test_upholding_authority_plus_2_strength_while_you_have_an_earth_role():
    """Rules Reference "Role Cards": the role's element is its printed element trait."""
    for role, strength in (("Keeper of Earth", 5), ("Seeker of Earth", 5), ("Keeper of Air", 3), (None, 3)):
        s = _authority(role=role)
        s.build()
        assert province_strength(s.state, s.card("Upholding Authority")) == strength, role


@pytest.mark.covers("Upholding Authority", "a2:effect", "a2:trigger", "a2:when")
def test_upholding_authority_when_broken_discards_any_number_of_copies_of_a_card_of_the_attackers_hand():
    """Rules Reference "Reveal" (the hand is shown to every player) and "Copy" (a copy is a
    card with the same title)."""
    s = _authority()
    s.start("3.2.2")
    pass_until(s, "trigger", 1)
    s.pick("Upholding Authority")
    assert any("reveals" in line and "Charge!" in line for line in s.log)
    s.pick("Banzai!")
    d = s.game.pending
    assert d.kind == "choose_many" and (d.min, d.max) == (0, 2) and s.legal() == ["Banzai!", "Banzai!"]
    s.pick_many("Banzai!", "Banzai!")
    hand = [s.state.cards[u] for u in s.state.players[0].hand]
    assert [c.cid for c in hand] == ["01-charge"]
    assert len(s.state.players[0].conflict_discard) == 2


@pytest.mark.covers("Upholding Authority", "a2:effect")
def test_upholding_authority_any_number_may_be_fewer_copies():
    s = _authority()
    s.start("3.2.2")
    pass_until(s, "trigger", 1)
    s.pick("Upholding Authority")
    s.pick("Charge!")
    s.pick_many()  # none of them
    assert len(s.state.players[0].hand) == 3


@pytest.mark.covers("Upholding Authority", "a2:when", "a2:limit")
def test_upholding_authority_not_when_it_holds_and_once_per_round():
    from pack_helpers import limits_left, run_conflict_out
    s = in_conflict(dict(characters=["Matsu Berserker"], hand=["Banzai!"]),
                    dict(characters=["Doji Whisperer"], role="Keeper of Earth",
                         provinces=provinces(dict(name="Upholding Authority", facedown=False))),
                    attackers=["Matsu Berserker"], ring="water")  # 3 military against strength 5
    s.start("3.2.2")
    run_conflict_out(s, "Upholding Authority")
    assert not s.card("Upholding Authority").broken
    s = _authority()
    s.start("3.2.2")
    pass_until(s, "trigger", 1)
    s.pick("Upholding Authority")
    assert limits_left(s, 1, "Upholding Authority", "10-upholding-authority", 1) == [False]


# ------------------------------------------------------------------ Border Fortress
def _fortress(slot=0):
    s = in_conflict(dict(characters=["Matsu Berserker"], **WAITS),
                    dict(characters=["Doji Whisperer"], hand=["Banzai!"],
                         provinces=provinces(*(["Entrenched Position"] * slot),
                                             dict(name="Border Fortress", facedown=False))),
                    attackers=["Matsu Berserker"], province=slot)
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"), 1)
    return s


@pytest.mark.covers("Border Fortress", "a1:effect", "a1:target", "a1:condition")
def test_border_fortress_reveals_a_facedown_province_during_a_conflict_at_it():
    """Rules Reference "Reveal": a province revealed by a card effect stays faceup; the
    revealed province is any player's facedown one."""
    s = _fortress()
    s.pick("Border Fortress")
    s.assert_not_legal("Border Fortress")  # faceup
    opts = s.legal()
    assert len(opts) == 9 and all(o.startswith("facedown province") for o in opts)  # 4 + 5 facedown
    s.pick("Player 1's province 3")
    assert not s.state.cards[s.state.players[0].provinces[2]].facedown


@pytest.mark.covers("Border Fortress", "a1:effect")
def test_border_fortress_reveal_is_a_province_revealed_moment():
    """The Seeker role reacts to its province being revealed (Rules Reference "Role Cards"):
    the reveal is the same moment as a revealed attacked province."""
    s = in_conflict(dict(characters=["Matsu Berserker"], role="Seeker of Air", **WAITS,
                         provinces=provinces(dict(name="Border Fortress", facedown=True))),
                    dict(characters=["Doji Whisperer"], hand=["Banzai!"],
                         provinces=provinces(dict(name="Border Fortress", facedown=False))),
                    attackers=["Matsu Berserker"])
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"), 1)
    s.pick("Border Fortress")
    s.pick("Player 1's province 1")  # player 0's Border Fortress, an Air province
    pass_until(s, "trigger", 0)
    s.pick("Seeker of Air")
    assert s.state.players[0].fate == 2


@pytest.mark.covers("Border Fortress", "a1:condition")
def test_border_fortress_only_during_a_conflict_at_this_province():
    assert can_use(_fortress(), 1, "Border Fortress")
    s = in_conflict(dict(characters=["Matsu Berserker"], **WAITS),
                    dict(characters=["Doji Whisperer"], hand=["Banzai!"],
                         provinces=provinces("Entrenched Position", dict(name="Border Fortress", facedown=False))),
                    attackers=["Matsu Berserker"], province=0)
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"), 1)
    assert not can_use(s, 1, "Border Fortress")


# ------------------------------------------------------------------ Apprentice Earthcaller
def _earthcaller(attacker=None):
    attacker = attacker or dict(name="Matsu Berserker")
    s = in_conflict(dict(characters=[attacker, "Eager Scout"], hand=["Banzai!"]),
                    dict(characters=["Apprentice Earthcaller", "Doji Whisperer"], hand=["Banzai!"], fate=1),
                    attackers=[attacker["name"]], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    return s


def _plus(s, name, stat, value):
    c = s.card(name)
    s.state.lasting.append({"type": "modify", "stat": stat, "op": "add", "value": value,
                            "targets": [[c.uid, c.instance]], "until": "conflict"})


@pytest.mark.covers("Apprentice Earthcaller", "a1:effect", "a1:target", "a1:condition")
def test_apprentice_earthcaller_sets_an_attackers_skills_to_its_printed_values():
    """Rules Reference "Modifiers": the set value overrides every other modifier (status
    too), also those applied afterwards, until the end of the conflict."""
    s = _earthcaller(dict(name="Matsu Berserker", status="honored"))
    _plus(s, "Matsu Berserker", "military", 2)
    assert _skills(s, "Matsu Berserker") == (6, None)  # 3 + 1 glory (honored) + 2
    pass_until(s, ("conflict_action", "action"), 1)
    s.pick("Apprentice Earthcaller")
    s.assert_not_legal("Doji Whisperer")  # defending
    s.assert_not_legal("Eager Scout")  # at home
    s.pick("Matsu Berserker")
    assert _skills(s, "Matsu Berserker") == (3, None)  # a dash stays a dash
    _plus(s, "Matsu Berserker", "military", 2)
    assert _skills(s, "Matsu Berserker") == (3, None)
    while s.state.conflict is not None:
        skip(s)
    assert not any(e.get("op") == "set" for e in s.state.lasting)


@pytest.mark.covers("Apprentice Earthcaller", "a1:target")
def test_apprentice_earthcaller_not_an_attacker_with_attachments():
    s = _earthcaller(dict(name="Matsu Berserker", attachments=["Fine Katana"]))
    pass_until(s, ("conflict_action", "action"), 1)
    assert not can_use(s, 1, "Apprentice Earthcaller")  # no other attacker


@pytest.mark.covers("Apprentice Earthcaller", "a1:condition", "a1:target")
def test_apprentice_earthcaller_only_during_a_conflict_and_its_own_attacker_too():
    """Any attacking character: its own controller's too (itself, attacking)."""
    s = in_conflict(dict(characters=["Apprentice Earthcaller", "Eager Scout"], hand=["Banzai!"]),
                    dict(characters=["Doji Whisperer"], **WAITS), attackers=["Apprentice Earthcaller"])
    s.start("3.2.2")
    _plus(s, "Apprentice Earthcaller", "skills", 1)
    my_turn(s)
    s.pick("Apprentice Earthcaller")
    s.pick("Apprentice Earthcaller")
    assert _skills(s, "Apprentice Earthcaller") == (3, 1)
    s = Quiet(first_player=0)
    s.player(0, characters=["Apprentice Earthcaller"], hand=["Banzai!"])
    s.player(1, characters=["Matsu Berserker"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Apprentice Earthcaller")


# ------------------------------------------------------------------ Adopted Kin
@pytest.mark.covers("Adopted Kin", "a2:effect")
def test_adopted_kin_other_attachments_gain_ancestral_and_return_to_hand():
    """Rules Reference "Ancestral": an ancestral attachment returns to its owner's hand when
    its host leaves play (seen as the host leaves: Adopted Kin leaves with it)."""
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Adopted Kin", "Fine Katana"]), "Eager Scout"])
    s.player(1, characters=[dict(name="Doji Whisperer", attachments=["Ornate Fan"])])
    s.start("conflict")
    kat, kin, fan = s.card("Fine Katana"), s.card("Adopted Kin"), s.card("Ornate Fan")
    assert has_keyword(s.state, kat, "ancestral")
    assert not has_keyword(s.state, kin, "ancestral")  # "each other attachment"
    assert not has_keyword(s.state, fan, "ancestral")  # on another character
    s.apply(ev("leaves_play", card=s.uid("Matsu Berserker"), reason="discarded"))
    assert (s.card("Fine Katana").zone, s.card("Adopted Kin").zone) == ("hand", "conflict_discard")


@pytest.mark.covers("Adopted Kin", "a1:attach_limit")
def test_adopted_kin_limit_1_per_character():
    """"Limit 1 per character": another player's copy attached to the same character
    discards the first (Rules Reference "Attachment Cards": one player never has two copies
    on one character anyway)."""
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Adopted Kin"])], hand=["Banzai!"])
    s.player(1, hand=["Adopted Kin"], fate=1)
    s.start("draw")
    first = s.uid("Adopted Kin", 0)
    pass_until(s, "action", 1)
    s.pick("Adopted Kin")  # its one eligible host: Matsu Berserker
    assert s.state.cards[first].zone == "conflict_discard"
    assert [s.state.cards[a].owner for a in s.card("Matsu Berserker").attachments] == [1]


# ------------------------------------------------------------------ Writ of Authority
@pytest.mark.covers("Writ of Authority", "a1:effect", "a1:condition")
def test_writ_of_authority_is_discarded_when_an_opponent_is_more_honorable():
    """A constant ability (Rules Reference "Constant Abilities"): it applies as soon as the
    honor changes; while equal it stays."""
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Writ of Authority"])], honor=10)
    s.player(1, honor=10)
    s.start("conflict")
    assert s.card("Writ of Authority").zone == "attached"
    assert _skills(s, "Doji Whisperer") == (0, 6)
    s.apply(ev("lose_honor", player=0, amount=1))
    assert s.card("Writ of Authority").zone == "conflict_discard"


@pytest.mark.covers("Writ of Authority", "a1:effect", "a1:condition")
def test_writ_of_authority_counts_its_controllers_honor_not_its_hosts():
    """"You" is the attachment's controller (Rules Reference "Control and Ownership")."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Eager Scout"], honor=12)
    s.player(1, characters=[dict(name="Doji Whisperer", attachments=["Writ of Authority"])], honor=10, **WAITS)
    s.adjust(lambda g: setattr(g.state.cards[s.uid("Writ of Authority")], "controller", 0))
    s.start("conflict")
    s.apply(ev("gain_honor", player=1, amount=1))  # 11 against its controller's 12: stays
    assert s.card("Writ of Authority").zone == "attached"
    s.apply(ev("gain_honor", player=1, amount=2))  # 13 against 12: discarded
    assert s.card("Writ of Authority").zone == "conflict_discard"


@pytest.mark.covers("Writ of Authority", "keyword:restricted")
def test_writ_of_authority_restricted_counts_toward_the_two_restricted_attachments():
    """Rules Reference "Restricted": a third restricted attachment makes its controller discard one."""
    s = Quiet()
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Fine Katana", "Ornate Fan"])],
             hand=["Writ of Authority"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Writ of Authority")
    assert s.game.pending.context == "restricted"
    assert sorted(s.legal()) == ["Discard Fine Katana", "Discard Ornate Fan", "Discard Writ of Authority"]


# ------------------------------------------------------------------ Feral Ningyo
def _ningyo(ring="water", attackers=("Matsu Berserker",)):
    s = in_conflict(dict(characters=["Matsu Berserker"], hand=["Feral Ningyo"]),
                    dict(characters=["Doji Whisperer"], **WAITS), ring=ring, attackers=list(attackers))
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"))
    return s


@pytest.mark.covers("Feral Ningyo", "a1:effect", "a1:condition", "a1:then")
def test_feral_ningyo_enters_the_water_conflict_from_hand_and_is_shuffled_back_at_its_end():
    """Put into play (not played: no cost, Rules Reference "Play and Put into Play"); a
    delayed effect shuffles it into the conflict deck at the end of the conflict ("Delayed
    Effects", "Shuffle")."""
    s = _ningyo()
    my_turn(s)
    s.pick("Feral Ningyo")
    ningyo = s.card("Feral Ningyo")
    assert ningyo.zone == "play" and ningyo.uid in s.state.conflict.attackers
    assert s.state.players[0].fate == 0
    deck = len(s.state.players[0].conflict_deck)
    while s.state.conflict is not None:
        skip(s)
    assert s.card("Feral Ningyo").zone == "conflict_deck"
    assert len(s.state.players[0].conflict_deck) == deck + 1


@pytest.mark.covers("Feral Ningyo", "a1:condition")
def test_feral_ningyo_only_during_a_water_conflict():
    assert not can_use(_ningyo(ring="fire"), 0, "Feral Ningyo")
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Feral Ningyo"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Feral Ningyo")


@pytest.mark.covers("Feral Ningyo", "a1:effect")
def test_feral_ningyo_not_shuffled_back_if_it_left_play_before():
    """The delayed effect is on the instance put into play (Rules Reference "Leaves Play": a
    card that leaves play becomes a new instance)."""
    s = _ningyo()
    my_turn(s)
    s.pick("Feral Ningyo")
    s.apply(ev("leaves_play", card=s.uid("Feral Ningyo"), reason="discarded"))
    while s.state.conflict is not None:
        skip(s)
    assert s.card("Feral Ningyo").zone == "conflict_discard"


# ------------------------------------------------------------------ Tainted Koku
def _koku(give, p1=("Doji Whisperer", "Eager Scout")):
    give(Action(Effect("discard"), target=Target(), text="discard one"))
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger", "Matsu Berserker"])
    s.player(1, characters=[dict(name=p1[0], attachments=["Tainted Koku"]), *p1[1:]])
    s.start("conflict")
    s.state.cards[s.uid("Tainted Koku")].controller = 0  # played by player 0 on player 1's character
    s.state.cards[s.uid("Tainted Koku")].owner = 0
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Tainted Koku", "a1:effect", "a1:target", "a1:trigger", "a1:when")
def test_tainted_koku_moves_to_another_character_of_the_same_player_when_its_host_leaves_play(give):
    s = _koku(give)
    s.pick("Doji Challenger: discard one")
    s.pick("Doji Whisperer")
    pass_until(s, "trigger", 0)
    s.pick("Tainted Koku")
    s.assert_not_legal("Matsu Berserker")  # another player's
    s.assert_not_legal("Doji Challenger")
    s.pick("Eager Scout")
    koku = s.card("Tainted Koku")
    assert koku.zone == "attached" and koku.attached_to == s.uid("Eager Scout") and koku.controller == 0
    assert _skills(s, "Eager Scout") == (0, 0)
    assert s.card("Doji Whisperer").zone == "dynasty_discard"


@pytest.mark.covers("Tainted Koku", "a1:when", "a1:target")
def test_tainted_koku_not_without_another_character_nor_when_another_leaves(give):
    s = _koku(give, p1=("Doji Whisperer",))
    s.pick("Doji Challenger: discard one")
    s.pick("Doji Whisperer")
    assert_not_offered(s, "Tainted Koku")
    assert s.card("Tainted Koku").zone == "conflict_discard"
    s = _koku(give)
    s.pick("Doji Challenger: discard one")
    s.pick("Eager Scout")
    assert_not_offered(s, "Tainted Koku")


@pytest.mark.covers("Tainted Koku", "a1:limit")
def test_tainted_koku_once_per_round():
    assert _limits("10-tainted-koku") == ["once per round"]


# ------------------------------------------------------------------ Asahina Takako
def _takako(takako=True, p0_cards=(dict(name="Brash Samurai", facedown=True),), p0_more=("Eager Scout",)):
    s = Quiet(first_player=0)
    s.player(0, characters=["Asahina Takako"] if takako else ["Doji Whisperer"],
             provinces=provinces(dict(name="Entrenched Position", cards=list(p0_cards)),
                                 dict(name="Ancestral Lands", cards=list(p0_more))))
    s.player(1, provinces=provinces(dict(name="Entrenched Position", cards=[dict(name="Otomo Courtier",
                                                                                  facedown=True)])))
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


def _province_cards(view, player, slot):
    return view["players"][player]["provinces"][slot]["cards"]


@pytest.mark.covers("Asahina Takako", "a1:effect")
def test_asahina_takako_you_may_look_at_the_facedown_cards_in_your_provinces():
    """"Facedown Province", Note: a player may not look at the facedown dynasty cards in their
    provinces -- Asahina Takako's constant ability lets its controller. Its view, what it
    knows and what a bot's look-ahead deals anew follow (:mod:`l5r.lcg.view`,
    :mod:`l5r.lcg.hidden`)."""
    from l5r.lcg.hidden import hidden_groups
    from l5r.lcg.view import known
    s = _takako()
    samurai = s.uid("Brash Samurai")
    mine = _province_cards(s.game.rules.view(s.game, 0), 0, 0)
    assert mine == [dict(mine[0], name="Brash Samurai", facedown=True)]
    assert _province_cards(s.game.rules.view(s.game, 0), 1, 0) == [{"facedown": True}]  # not the opponent's
    assert _province_cards(s.game.rules.view(s.game, 1), 0, 0) == [{"facedown": True}]  # nor for the opponent
    assert ("card", samurai, "01-brash-samurai") in known(s.game, 0)
    assert ("card", samurai, "01-brash-samurai") not in known(s.game, 1)
    assert all(samurai not in grp for grp in hidden_groups(s.game, 0))
    assert any(samurai in grp for grp in hidden_groups(s.game, 1))
    s = _takako(takako=False)
    samurai = s.uid("Brash Samurai")
    assert _province_cards(s.game.rules.view(s.game, 0), 0, 0) == [{"facedown": True}]
    assert ("card", samurai, "01-brash-samurai") not in known(s.game, 0)
    assert any(samurai in grp for grp in hidden_groups(s.game, 0))


@pytest.mark.covers("Asahina Takako", "a2:effect", "a2:target")
def test_asahina_takako_switches_a_card_with_one_in_another_of_your_provinces():
    """Rules Reference "Switch": the two exchange provinces, each keeping its face."""
    s = _takako()
    s.pick("Asahina Takako")
    s.assert_not_legal("Otomo Courtier")  # an opponent's province
    s.pick("facedown card in province 1")
    s.pick("switch it")  # with the one card in another province: Eager Scout
    samurai, scout = s.card("Brash Samurai"), s.card("Eager Scout")
    assert (samurai.slot, samurai.facedown, scout.slot, scout.facedown) == (1, True, 0, False)
    assert s.state.players[0].province_cards[0] == [scout.uid]
    assert s.state.players[0].province_cards[1] == [samurai.uid]


@pytest.mark.covers("Asahina Takako", "a2:effect")
def test_asahina_takako_discards_the_card_and_the_province_refills():
    s = _takako()
    scout = s.uid("Eager Scout")
    s.pick("Asahina Takako")
    s.pick("Eager Scout")
    s.pick("discard it")
    assert s.state.cards[scout].zone == "dynasty_discard"
    assert len(s.state.players[0].province_cards[1]) == 1  # refilled


@pytest.mark.covers("Asahina Takako", "a2:effect")
def test_asahina_takako_switch_needs_a_card_in_another_province():
    """Rules Reference "Switch": switched items must exist on each side; "Select": an option
    that changes nothing cannot be selected -- discarding is then the only one."""
    from l5r.lcg.vocab_cards import open_options
    s = _takako(p0_more=())
    sel = RULES.cards["10-asahina-takako"].abilities[1].effects[0]
    ctx = {"player": 0, "card": s.uid("Asahina Takako"), "targets": [s.uid("Brash Samurai")]}
    assert [sel.options[i][0] for i in open_options(s.game, ctx, sel.options)] == ["discard it"]


# ------------------------------------------------------------------ Sneaky Shinjo
def _shinjo(fate=1, first=0, facedown=False, p1_fate=0):
    s = Quiet(first_player=first)
    s.player(0, fate=fate, provinces=provinces(dict(name="Entrenched Position",
                                                    cards=[dict(name="Sneaky Shinjo", facedown=facedown)]),
                                               dict(name="Ancestral Lands", cards=["Brash Samurai"])))
    s.player(1, fate=p1_fate, provinces=provinces(dict(name="Entrenched Position", cards=["Doji Whisperer"])))
    s.start("dynasty")
    return s


@pytest.mark.covers("Sneaky Shinjo", "a1:effect", "a1:trigger", "a1:when")
def test_sneaky_shinjo_after_you_pass_in_the_dynasty_phase_it_is_played_from_your_province():
    """Rules Reference 1.4: the first player to pass gains 1 fate; then the reaction plays
    the character from the province (its cost paid; "Play and Put into Play": additional
    fate may be placed), and the province is refilled ("Refill a Province")."""
    s = _shinjo()
    pass_until(s, "dynasty", 0)
    s.state.players[0].fate = 1
    s.pass_()
    assert s.state.players[0].fate == 2  # the first to pass gains 1 fate
    pass_until(s, "trigger", 0)
    s.pick("Sneaky Shinjo")
    s.pick("1 fate")
    shinjo = s.card("Sneaky Shinjo")
    assert shinjo.zone == "play" and shinjo.fate == 1
    assert s.state.players[0].fate == 0
    assert len(s.state.players[0].province_cards[0]) == 1  # refilled
    d = s.game.pending
    assert (d.player, d.context) == (1, "dynasty")  # the window goes on: the opponent acts


@pytest.mark.covers("Sneaky Shinjo", "a1:when")
def test_sneaky_shinjo_not_after_the_opponent_passes():
    s = _shinjo(fate=1, first=1)
    pass_until(s, "dynasty", 1)
    s.pass_()
    assert_not_offered(s, "Sneaky Shinjo")
    assert s.game.pending.context == "dynasty" and s.game.pending.player == 0


@pytest.mark.covers("Sneaky Shinjo", "a1:effect")
def test_sneaky_shinjo_not_facedown_nor_without_the_fate_to_pay():
    """A facedown card's text is not active ("Facedown Province"); an effect that could not
    be carried out cannot be initiated ("Cost")."""
    s = _shinjo()
    pass_until(s, "dynasty", 0)
    s.state.cards[s.uid("Sneaky Shinjo")].facedown = True  # (turned facedown again after 1.1)
    s.pass_()
    assert_not_offered(s, "Sneaky Shinjo")
    s = _shinjo(first=1)
    pass_until(s, "dynasty", 1)
    s.pass_()
    pass_until(s, "dynasty", 0)
    s.state.players[0].fate = 0  # the second to pass gains nothing: nothing to pay with
    s.pass_()
    assert_not_offered(s, "Sneaky Shinjo")
    assert s.card("Sneaky Shinjo").zone == "in_province"


@pytest.mark.covers("Sneaky Shinjo", "a1:limit")
def test_sneaky_shinjo_once_per_round():
    assert _limits("10-sneaky-shinjo") == ["once per round"]
