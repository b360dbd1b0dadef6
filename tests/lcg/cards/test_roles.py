"""Core Set role cards (src/l5r/lcg/cards/roles.py): the Keeper and Seeker
reactions, used from beside the stronghold although role cards are not in
play (Rules Reference "Role Cards"), their restrictions, and the 2017
rulings about them. Their deckbuilding text is tested with deckbuilding."""

import pytest

from l5r.lcg.abilities import _player_cards
from l5r.lcg.game import RULES
from l5r.lcg.actions import ev
from l5r.lcg.state import ELEMENTS, ROLE
from l5r.testing import Scenario

SAFE = ["Ancestral Lands", "Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands"]


def until(s, context, player=None):
    while s.game.pending is not None and not (
            s.game.pending.context == context and (player is None or s.game.pending.player == player)):
        if s.game.pending.context == "ring_effect":
            s.pick("Do not resolve")
        else:
            s.pass_()
    assert s.game.pending is not None, f"no {context} decision came"


def defended(ring, role, attackers, defenders, p0_chars=None, p1_chars=None):
    """Player 0 attacks player 1 (role ``role``) in a military ``ring`` conflict."""
    s = Scenario(first_player=0)
    s.player(0, characters=p0_chars or list(attackers))
    s.player(1, characters=p1_chars or list(defenders), role=role, provinces=SAFE)
    s.conflict(attacker=0, type="military", ring=ring, attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    return s


def test_all_ten_core_roles_are_defined():
    for el in ELEMENTS:
        assert f"01-keeper-of-{el}" in RULES.cards and f"01-seeker-of-{el}" in RULES.cards


def test_role_card_abilities_are_offered_from_beside_the_stronghold_rrg_role_cards():
    """A role card is not in play but its text is active: its owner's
    abilities include it."""
    s = Scenario()
    s.player(0, role="Keeper of Air")
    s.player(1)
    g = s.build()
    role = s.card("Keeper of Air")
    assert role.zone == ROLE and role.uid in set(_player_cards(g, 0))
    assert role.uid not in set(_player_cards(g, 1))
    ab = RULES.cards[role.cid].abilities[0]
    assert ab.usable_from(g, 0, role) and not ab.usable_from(g, 1, role)


# ------------------------------------------------------------------ Keepers
@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.covers('Keeper of Air', 'a1:effect', 'a1:trigger')
@pytest.mark.covers('Keeper of Earth', 'a1:effect', 'a1:trigger')
@pytest.mark.covers('Keeper of Fire', 'a1:effect', 'a1:trigger')
@pytest.mark.covers('Keeper of Void', 'a1:effect', 'a1:trigger')
@pytest.mark.covers('Keeper of Water', 'a1:effect', 'a1:trigger')
def test_keeper_gains_1_fate_after_winning_its_element_defending(element):
    name = f"Keeper of {element.capitalize()}"
    s = defended(element, name, ["Border Rider"], ["Matsu Berserker"])  # 2 against 3
    until(s, "trigger", player=1)
    fate = s.state.players[1].fate
    s.pick(name)
    assert s.state.players[1].fate == fate + 1


def test_keeper_of_air_not_for_another_element_nor_when_attacking():
    s = defended("fire", "Keeper of Air", ["Border Rider"], ["Matsu Berserker"])
    while s.state.conflict is not None and s.game.pending is not None:
        assert not any("Keeper of Air" in l for l in s.legal())
        s.pick("Do not resolve") if s.game.pending.context == "ring_effect" else s.pass_()
    assert s.state.players[1].fate == 0
    # the keeper's owner attacks and wins an air conflict: no fate either
    s2 = Scenario(first_player=0)
    s2.player(0, characters=["Matsu Berserker"], role="Keeper of Air")
    s2.player(1, characters=["Border Rider"], provinces=SAFE)
    s2.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Border Rider"])
    s2.start("3.2.2")
    while s2.state.conflict is not None and s2.game.pending is not None:
        assert not any("Keeper of Air" in l for l in s2.legal())
        s2.pick("Do not resolve") if s2.game.pending.context == "ring_effect" else s2.pass_()
    assert s2.state.conflict is None and s2.state.players[0].fate == 0


@pytest.mark.ruling(192, "Seeker of Knowledge")
def test_keeper_of_air_ruling_a_ring_that_gained_air_makes_an_air_conflict():
    """Ruling (Seeker of Knowledge): while the contested ring has the Air
    element the conflict is an Air conflict too, so Keeper of Air triggers
    for the defender who wins it (Rules Reference "Rings")."""
    s = defended("fire", "Keeper of Air", ["Seeker of Knowledge"], ["Matsu Berserker"])  # 0 against 3
    until(s, "trigger", player=1)
    s.pick("Keeper of Air")
    assert s.state.players[1].fate == 1


# ------------------------------------------------------------------ Seekers
def _attack_facedown(province, role):
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider"])
    s.player(1, role=role, provinces=[province] + SAFE[1:])
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Border Rider"])
    return s


def test_seeker_of_water_gains_1_fate_when_its_water_province_is_revealed():
    s = _attack_facedown("The Art of War", "Seeker of Water")  # a water province
    d = s.game.pending
    assert d.player == 1 and d.context == "trigger"
    s.pick("Seeker of Water")
    assert s.state.players[1].fate == 1


def test_seeker_of_water_not_for_another_element_nor_a_faceup_province():
    s = _attack_facedown("Ancestral Lands", "Seeker of Water")  # earth
    assert s.game.pending is None or not any("Seeker of Water" in l for l in s.legal())
    assert s.state.players[1].fate == 0
    s2 = Scenario(first_player=0)
    s2.player(0, characters=["Border Rider"])
    s2.player(1, role="Seeker of Water", provinces=[dict(name="The Art of War", facedown=False)] + SAFE[1:])
    s2.start("conflict")
    s2.declare("military", "fire", province=0, attackers=["Border Rider"])  # already faceup: not revealed
    assert s2.game.pending is None or not any("Seeker of Water" in l for l in s2.legal())


def test_seeker_of_water_once_per_round_rrg_limits_of_triggered_abilities():
    """No printed limit: a triggered ability is used once per round."""
    s = _attack_facedown("The Art of War", "Seeker of Water")
    s.pick("Seeker of Water")
    role = s.card("Seeker of Water")
    ab = RULES.cards[role.cid].abilities[0]
    e = ev("province_revealed", card=s.state.players[1].provinces[0], player=1)
    assert not ab.can_initiate(s.game, 1, role.uid, 0, e)
    s.state.uses["round"] = {}  # a new round
    assert ab.can_initiate(s.game, 1, role.uid, 0, e)


def _province_of(element):
    """A Core Set province of this element with no reaction to its reveal or attack."""
    from l5r.lcg.facts import core_set
    busy = {"Night Raid", "Elemental Fury", "Rally to the Cause", "Secret Cache", "Endless Plains"}
    return next(f.name for f in sorted(core_set().values(), key=lambda f: f.position)
                if f.type == "province" and f.elements == (element,) and f.name not in busy)


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.covers('Seeker of Air', 'a1:effect', 'a1:trigger')
@pytest.mark.covers('Seeker of Earth', 'a1:effect', 'a1:trigger')
@pytest.mark.covers('Seeker of Fire', 'a1:effect', 'a1:trigger')
@pytest.mark.covers('Seeker of Void', 'a1:effect', 'a1:trigger')
@pytest.mark.covers('Seeker of Water', 'a1:effect', 'a1:trigger')
def test_seeker_gains_1_fate_when_a_province_of_its_element_is_revealed(element):
    """Seeker of Air/Earth/Fire/Void/Water: after a province of its element
    that you control is revealed, gain 1 fate."""
    name = f"Seeker of {element.capitalize()}"
    s = _attack_facedown(_province_of(element), name)
    d = s.game.pending
    assert d.player == 1 and d.context == "trigger"
    s.pick(name)
    assert s.state.players[1].fate == 1


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.covers('Seeker of Air', 'a1:when')
@pytest.mark.covers('Seeker of Earth', 'a1:when')
@pytest.mark.covers('Seeker of Fire', 'a1:when')
@pytest.mark.covers('Seeker of Void', 'a1:when')
@pytest.mark.covers('Seeker of Water', 'a1:when')
def test_seeker_ignores_provinces_of_other_elements(element):
    other = ELEMENTS[(ELEMENTS.index(element) + 1) % 5]
    name = f"Seeker of {element.capitalize()}"
    s = _attack_facedown(_province_of(other), name)
    assert s.game.pending is None or not any(name in l for l in s.legal())
    assert s.state.players[1].fate == 0


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.covers('Keeper of Air', 'a1:when')
@pytest.mark.covers('Keeper of Earth', 'a1:when')
@pytest.mark.covers('Keeper of Fire', 'a1:when')
@pytest.mark.covers('Keeper of Void', 'a1:when')
@pytest.mark.covers('Keeper of Water', 'a1:when')
def test_keeper_no_fate_when_winning_its_element_as_the_attacker(element):
    """Keeper of X: only after winning as the defending player."""
    name = f"Keeper of {element.capitalize()}"
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], role=name)
    s.player(1, characters=["Border Rider"], provinces=SAFE)
    s.conflict(attacker=0, type="military", ring=element, attackers=["Matsu Berserker"],
               defenders=["Border Rider"])
    s.start("3.2.2")
    while s.state.conflict is not None and s.game.pending is not None:
        assert not any(name in l for l in s.legal())
        s.pick("Do not resolve") if s.game.pending.context == "ring_effect" else s.pass_()
    assert s.state.players[0].fate == 0


# ------------------------------------------------------------------ focused clause tests (issue 10)
def _play_out(s, name):
    """Play the current conflict to its end, no decision offering ``name``."""
    steps = 0
    while s.state.conflict is not None and s.game.pending is not None:
        assert not any(name in label for label in s.legal()), s.legal()
        s.pick("Do not resolve") if s.game.pending.context == "ring_effect" else s.pass_()
        steps += 1
        assert steps < 50
    assert s.state.conflict is None


@pytest.mark.covers("Keeper of Air", "a1:when")
@pytest.mark.covers("Keeper of Earth", "a1:when")
@pytest.mark.covers("Keeper of Fire", "a1:when")
@pytest.mark.covers("Keeper of Void", "a1:when")
@pytest.mark.covers("Keeper of Water", "a1:when")
@pytest.mark.parametrize("element", ELEMENTS)
def test_keeper_not_for_a_win_of_another_element_nor_a_loss_defending(element):
    """Card text ("After you win a conflict of [its element] as the defending
    player"): a defensive win with another ring, or a defensive loss with its
    ring, gains nothing."""
    name = f"Keeper of {element.capitalize()}"
    other = ELEMENTS[(ELEMENTS.index(element) + 1) % 5]
    s = defended(other, name, ["Border Rider"], ["Matsu Berserker"])  # 2 against 3: the keeper wins
    _play_out(s, name)
    assert "Player 2 wins the conflict 3-2" in s.log
    s2 = defended(element, name, ["Matsu Berserker"], ["Border Rider"])  # 3 against 2: the keeper loses
    _play_out(s2, name)
    assert "Player 1 wins the conflict 3-2" in s2.log
    assert s.state.players[1].fate == 0 and s2.state.players[1].fate == 0


@pytest.mark.covers("Keeper of Air", "a1:limit")
@pytest.mark.covers("Keeper of Earth", "a1:limit")
@pytest.mark.covers("Keeper of Fire", "a1:limit")
@pytest.mark.covers("Keeper of Void", "a1:limit")
@pytest.mark.covers("Keeper of Water", "a1:limit")
@pytest.mark.parametrize("element", ELEMENTS)
def test_keeper_once_per_round_a_second_defensive_win_of_its_element_gains_nothing(element):
    """Rules Reference "Limits and Max" (a triggered ability once per round):
    its ring back in the unclaimed pool (as Know the World could put it), a
    second conflict of its element won defending the same round gains no fate."""
    name = f"Keeper of {element.capitalize()}"
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider", "Kaiu Envoy"], conflicts_left={"military": 2, "political": 0})
    s.player(1, characters=["Matsu Berserker", "Akodo Gunsō"], role=name, provinces=SAFE)
    s.conflict(attacker=0, type="military", ring=element, attackers=["Border Rider"], defenders=["Matsu Berserker"])
    s.start("3.2.2")
    until(s, "trigger", player=1)
    s.pick(name)
    assert s.state.players[1].fate == 1
    assert s.state.rings[element].claimed_by == 1  # the winning defender claims it
    s.state.rings[element].claimed_by = -1  # returned before the next declaration is asked
    for _ in range(20):
        d = s.game.pending
        if d.context == "declare_conflict" and d.player == 0:
            break
        s.pick("Pass this conflict opportunity") if d.context == "declare_conflict" else s.pass_()
    s.declare("military", element, province=1, attackers=["Kaiu Envoy"])
    s.pick_many("Akodo Gunsō")
    _play_out(s, name)
    assert "Player 2 wins the conflict 2-1" in s.log
    assert s.state.players[1].fate == 1


def _two_reveals(element, role_owner=1):
    """Player 0 attacks two facedown provinces of ``element`` of player 1 in
    one round; the Seeker of that element belongs to ``role_owner``."""
    name = f"Seeker of {element.capitalize()}"
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider", "Kaiu Envoy"], role=name if role_owner == 0 else None)
    prov = _province_of(element)
    s.player(1, role=name if role_owner == 1 else None, provinces=[prov, prov, *SAFE[2:]])
    s.start("conflict")
    return s, name


@pytest.mark.covers("Seeker of Air", "a1:limit")
@pytest.mark.covers("Seeker of Earth", "a1:limit")
@pytest.mark.covers("Seeker of Fire", "a1:limit")
@pytest.mark.covers("Seeker of Void", "a1:limit")
@pytest.mark.covers("Seeker of Water", "a1:limit")
@pytest.mark.parametrize("element", ELEMENTS)
def test_seeker_once_per_round_a_second_province_of_its_element_revealed_gains_nothing(element):
    """Rules Reference "Limits and Max" (a triggered ability once per round):
    the second of its controller's provinces of its element revealed the same
    round gains no fate."""
    s, name = _two_reveals(element)
    until(s, "declare_conflict", player=0)
    s.declare("military", "fire", province=0, attackers=["Border Rider"])
    s.pick(name)
    assert s.state.players[1].fate == 1
    _play_out(s, name)
    until(s, "declare_conflict", player=0)
    s.declare("political", "air", province=1, attackers=["Kaiu Envoy"])
    assert not s.state.cards[s.state.players[1].provinces[1]].facedown  # revealed
    assert s.game.pending is not None
    assert not any(name in label for label in s.legal()), s.legal()
    assert s.state.players[1].fate == 1


@pytest.mark.covers("Seeker of Air", "a1:when")
@pytest.mark.covers("Seeker of Earth", "a1:when")
@pytest.mark.covers("Seeker of Fire", "a1:when")
@pytest.mark.covers("Seeker of Void", "a1:when")
@pytest.mark.covers("Seeker of Water", "a1:when")
@pytest.mark.parametrize("element", ELEMENTS)
def test_seeker_not_for_an_opponents_province_of_its_element(element):
    """Card text ("a province you control"): revealing the opponent's province
    of its element gains its attacker nothing."""
    s, name = _two_reveals(element, role_owner=0)
    until(s, "declare_conflict", player=0)
    s.declare("military", "fire", province=0, attackers=["Border Rider"])
    assert not s.state.cards[s.state.players[1].provinces[0]].facedown  # revealed
    assert s.game.pending is not None
    assert not any(name in label for label in s.legal()), s.legal()
    assert s.state.players[0].fate == 0
