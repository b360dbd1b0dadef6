"""Cards of Tears of Amaterasu (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets), and the 2017 rulings about them (Rules Reference cited)."""

from __future__ import annotations

import pytest
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.game import RULES
from l5r.lcg.vocab import uses_left


def _ability(cid, i=0):
    return RULES.cards[cid].abilities[i]


def _limits_left(s, p, name, cid):
    """Per limit of the card's first ability: has ``p``'s copy uses left?"""
    ab = _ability(cid)
    return [uses_left(s.game, p, s.uid(name), 0, lim) for lim in ab.limits]


def _run_conflict_out(s, name):
    """Pass every decision until the conflict is over, checking ``name`` is never offered."""
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, name)
        skip(s)


# ------------------------------------------------------------------ Tears of Amaterasu
def _tears(slot=0, attackers=("Matsu Berserker", "Eager Scout")):
    s = Quiet(first_player=0)
    s.player(0, characters=list(attackers))
    s.player(1, fate=0, characters=["Doji Whisperer"],  # (defenders to declare: the game waits)
             provinces=provinces(*(["Ancestral Lands"] * slot), "Tears of Amaterasu"))
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=list(attackers))
    return s


@pytest.mark.covers("Tears of Amaterasu", "a1:effect", "a1:trigger")
def test_tears_of_amaterasu_gains_1_fate_per_attacking_character():
    """Reaction after this province is revealed (declared against: Rules Reference 3.2 "the
    attacked province is revealed"): its controller gains 1 fate for each attacking character."""
    s = _tears()
    pass_until(s, "trigger")
    assert s.game.pending.player == 1
    s.pick("Tears of Amaterasu")
    assert s.state.players[1].fate == 2


@pytest.mark.covers("Tears of Amaterasu", "a1:effect")
def test_tears_of_amaterasu_counts_the_attackers_when_it_resolves():
    s = _tears(attackers=("Eager Scout",))
    pass_until(s, "trigger")
    s.pick("Tears of Amaterasu")
    assert s.state.players[1].fate == 1


@pytest.mark.covers("Tears of Amaterasu", "a1:when")
def test_tears_of_amaterasu_not_when_another_province_is_revealed():
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, provinces=provinces("Ancestral Lands", dict(name="Tears of Amaterasu", facedown=False)))
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Matsu Berserker"])
    _run_conflict_out(s, "Tears of Amaterasu")
    assert s.state.players[1].fate == 0


@pytest.mark.covers("Tears of Amaterasu", "a1:limit")
def test_tears_of_amaterasu_once_per_round():
    """Rules Reference "Limits of Triggered Abilities": once per round; revealed again the
    same round (it was turned facedown), it offers nothing."""
    s = _tears()
    pass_until(s, "trigger")
    s.pick("Tears of Amaterasu")
    prov = s.state.conflict.province
    s.apply(ev("province_revealed", card=prov, player=1))  # apply() fails if a window offers it
    assert s.state.players[1].fate == 2


# ------------------------------------------------------------------ Staunch Hida
def _hida(defenders=("Staunch Hida",), p1_chars=("Staunch Hida",), attackers=("Eager Scout",), **kw):
    return in_conflict(dict(characters=list(attackers)), dict(characters=list(p1_chars), **kw),
                       ring="air", attackers=list(attackers), defenders=list(defenders))


@pytest.mark.covers("Staunch Hida", "a1:effect", "a1:trigger", "a1:when")
def test_staunch_hida_resolves_the_ring_effect_after_winning_as_a_defender():
    """The defender resolves the contested ring's effect as the attacking player would: the
    Air ring's "take 1 honor" takes it from the attacker."""
    s = _hida()
    s.start("3.2.2")
    pass_until(s, "trigger")
    assert s.game.pending.player == 1
    s.pick("Staunch Hida")
    assert s.game.pending.context == "ring_effect" and s.game.pending.player == 1
    s.pick("Take 1 honor")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (9, 11)
    assert s.state.rings["air"].claimed_by == 1  # the winner still claims the ring (3.2.7)


@pytest.mark.covers("Staunch Hida", "a1:when")
def test_staunch_hida_not_as_an_attacker_nor_when_losing_nor_at_home():
    """Rules Reference "Winning a Conflict": a character wins a conflict only if it
    participates on the winning side."""
    s = in_conflict(dict(characters=["Staunch Hida"]), dict(characters=["Eager Scout"]), ring="air",
                    attackers=["Staunch Hida"], defenders=["Eager Scout"])
    s.start("3.2.2")
    _run_conflict_out(s, "Staunch Hida")  # wins as the attacker
    s = _hida(p1_chars=("Staunch Hida",), attackers=("Matsu Berserker",))
    s.start("3.2.2")
    _run_conflict_out(s, "Staunch Hida")  # defends and loses
    s = _hida(defenders=("Matsu Berserker",), p1_chars=("Staunch Hida", "Matsu Berserker"))
    s.start("3.2.2")
    _run_conflict_out(s, "Staunch Hida")  # at home while its side wins as the defender
    assert s.state.rings["air"].claimed_by == 1


@pytest.mark.covers("Staunch Hida", "a1:limit")
def test_staunch_hida_ruling_max_1_per_conflict_for_all_copies():
    """Ruling (RRG "Max X per [period]"): only one Staunch Hida per conflict, even with
    several of them winning."""
    s = _hida(defenders=("Staunch Hida", "Staunch Hida"), p1_chars=("Staunch Hida", "Staunch Hida"))
    s.start("3.2.2")
    pass_until(s, "trigger")
    s.pick("Staunch Hida")
    s.pick("Gain 2 honor")
    assert s.state.players[1].honor == 12
    _run_conflict_out(s, "Staunch Hida")
    assert s.state.players[1].honor == 12


@pytest.mark.covers("Staunch Hida", "a1:limit")
def test_staunch_hida_also_once_per_round_per_copy():
    """Rules Reference "Max X per [period]" does not replace the general restriction of
    "Limits of Triggered Abilities" (only "Limit X per [period]" does): a copy used in one
    conflict cannot be used again in a later conflict of the round."""
    s = _hida()
    s.start("3.2.2")
    pass_until(s, "trigger")
    s.pick("Staunch Hida")
    s.pick("Gain 2 honor")
    assert [lim.describe() for lim in _ability("02-staunch-hida").limits] == ["max 1 per conflict", "once per round"]
    s.state.uses["conflict"].clear()  # a new conflict of the same round
    assert _limits_left(s, 1, "Staunch Hida", "02-staunch-hida") == [True, False]
    s.state.uses["round"].clear()  # a new round
    assert _limits_left(s, 1, "Staunch Hida", "02-staunch-hida") == [True, True]


def test_staunch_hida_ruling_with_defend_the_wall_the_ring_resolves_twice():
    """Ruling: winning at Defend the Wall, both abilities can be used: the ring effect
    resolves twice."""
    s = _hida(provinces=provinces(dict(name="Defend the Wall", facedown=False)))
    s.start("3.2.2")
    pass_until(s, "trigger")
    s.pick("Staunch Hida")
    s.pick("Gain 2 honor")
    pass_until(s, "trigger")
    s.pick("Defend the Wall")
    s.pick("Gain 2 honor")
    assert s.state.players[1].honor == 14


# ------------------------------------------------------------------ Doji Representative
@pytest.mark.covers("Doji Representative", "a1:effect", "a1:condition")
def test_doji_representative_moves_itself_home_during_a_conflict():
    s = in_conflict(dict(characters=["Doji Representative", "Doji Whisperer"]), dict(characters=["Matsu Berserker"]),
                    type="political", attackers=["Doji Representative", "Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Doji Representative")
    pass_until(s, "ring_effect")  # (the conflict is still on)
    cf = s.state.conflict
    assert cf.attackers == [s.uid("Doji Whisperer")]
    assert not s.card("Doji Representative").bowed  # moved home, not sent home bowed


@pytest.mark.covers("Doji Representative", "a1:condition")
def test_doji_representative_not_outside_a_conflict_nor_when_at_home():
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Representative"])
    s.player(1)
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Doji Representative")  # no conflict
    s = in_conflict(dict(characters=["Doji Representative", "Eager Scout"], hand=["Banzai!"], fate=1),
                    dict(characters=["Matsu Berserker"]), attackers=["Eager Scout"], defenders=["Matsu Berserker"])
    s.start("3.2.2")
    my_turn(s)
    assert s.state.conflict is not None
    assert not can_use(s, 0, "Doji Representative")  # at home: moving it home changes nothing


# ------------------------------------------------------------------ Gifted Tactician
def _tactician(type="military", attackers=("Gifted Tactician",), p0=("Gifted Tactician",),
               defenders=("Eager Scout",)):
    return in_conflict(dict(characters=list(p0)), dict(characters=["Eager Scout", "Matsu Berserker"]),
                       type=type, attackers=list(attackers), defenders=list(defenders))


@pytest.mark.covers("Gifted Tactician", "a1:effect", "a1:trigger", "a1:when")
def test_gifted_tactician_draws_after_winning_a_military_conflict():
    s = _tactician()
    s.start("3.2.2")
    hand = len(s.state.players[0].hand)
    pass_until(s, "trigger", 0)
    s.pick("Gifted Tactician")
    assert len(s.state.players[0].hand) == hand + 1


@pytest.mark.covers("Gifted Tactician", "a1:when")
def test_gifted_tactician_not_after_a_political_conflict_a_loss_or_from_home():
    for s in (_tactician(type="political", defenders=()),  # wins a political conflict
              _tactician(defenders=("Matsu Berserker",)),  # loses
              _tactician(attackers=("Matsu Berserker",), p0=("Gifted Tactician", "Matsu Berserker"),
                         defenders=())):  # its side wins while it stays home
        hand = len(s.state.players[0].hand) if s.game else None
        s.start("3.2.2")
        hand = len(s.state.players[0].hand)
        _run_conflict_out(s, "Gifted Tactician")
        assert len(s.state.players[0].hand) == hand


@pytest.mark.covers("Gifted Tactician", "a1:limit")
def test_gifted_tactician_once_per_round():
    s = _tactician()
    s.start("3.2.2")
    pass_until(s, "trigger", 0)
    s.pick("Gifted Tactician")
    assert _limits_left(s, 0, "Gifted Tactician", "02-gifted-tactician") == [False]


# ------------------------------------------------------------------ Smoke and Mirrors
def _smoke(attackers=("Shosuro Actress", "Adept of Shadows", "Eager Scout"), hand=("Smoke and Mirrors",)):
    s = in_conflict(dict(characters=["Shosuro Actress", "Adept of Shadows", "Eager Scout"], hand=list(hand), fate=1),
                    dict(characters=["Shosuro Miyako"]), attackers=list(attackers), defenders=["Shosuro Miyako"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Smoke and Mirrors", "a1:effect", "a1:target")
def test_smoke_and_mirrors_moves_any_number_of_your_attacking_shinobi_home():
    s = _smoke()
    s.pick("Smoke and Mirrors")
    assert s.game.pending.kind == "choose_many" and s.game.pending.min == 1
    s.assert_legal("Shosuro Actress")
    s.assert_legal("Adept of Shadows")
    s.assert_not_legal("Eager Scout")  # not a Shinobi
    s.assert_not_legal("Shosuro Miyako")  # a Shinobi, but the opponent's and defending
    s.pick_many("Shosuro Actress", "Adept of Shadows")
    cf = s.state.conflict
    assert cf.attackers == [s.uid("Eager Scout")]
    assert not s.card("Shosuro Actress").bowed and s.state.players[0].fate == 0


@pytest.mark.covers("Smoke and Mirrors", "a1:target")
def test_smoke_and_mirrors_may_choose_only_some():
    s = _smoke()
    s.pick("Smoke and Mirrors")
    s.pick_many("Adept of Shadows")
    assert s.uid("Shosuro Actress") in s.state.conflict.attackers
    assert s.uid("Adept of Shadows") not in s.state.conflict.attackers


@pytest.mark.covers("Smoke and Mirrors", "a1:condition", "a1:target")
def test_smoke_and_mirrors_needs_a_conflict_and_an_attacking_shinobi():
    """Rules Reference "Target": "any number" may be zero only where zero would change the
    game state; here it would not, so without an attacking Shinobi it cannot be played."""
    s = _smoke(attackers=("Eager Scout",))
    assert not can_use(s, 0, "Smoke and Mirrors")  # its Shinobi are at home
    s = Quiet(first_player=0)
    s.player(0, characters=["Shosuro Actress"], hand=["Smoke and Mirrors"], fate=1)
    s.player(1)
    s.start("conflict")
    assert not can_use(s, 0, "Smoke and Mirrors")  # no conflict


# ------------------------------------------------------------------ Goblin Sneak
_WHISPERER = provinces(dict(name="Entrenched Position", cards=["Doji Whisperer"]))


def _play_from_province(s, title):
    s.pick(title)
    if s.game.pending is not None and s.game.pending.context == "additional_fate":
        s.pick("0 fate")


def _sneak(opp_fate=3):
    s = Quiet(first_player=0)
    s.player(0, fate=2, provinces=provinces(dict(name="Entrenched Position", cards=["Goblin Sneak"])))
    s.player(1, fate=opp_fate, provinces=_WHISPERER)  # (a card to play: player 2 does not pass yet)
    s.start("1.4")  # (after the fate of 1.3)
    _play_from_province(s, "Goblin Sneak")
    return s


@pytest.mark.covers("Goblin Sneak", "a1:effect", "a1:trigger", "a1:when")
def test_goblin_sneak_takes_1_fate_from_the_opponents_pool_onto_itself():
    s = _sneak()
    pass_until(s, "trigger", 0)
    s.pick("Goblin Sneak")
    assert s.card("Goblin Sneak").fate == 1 and s.state.players[1].fate == 2
    assert s.state.players[0].fate == 0  # its own cost only


@pytest.mark.covers("Goblin Sneak", "a1:effect")
def test_goblin_sneak_nothing_to_take_from_an_empty_pool():
    s = _sneak(opp_fate=0)
    assert_not_offered(s, "Goblin Sneak")
    assert s.card("Goblin Sneak").fate == 0


@pytest.mark.covers("Goblin Sneak", "a1:when")
def test_goblin_sneak_not_when_another_character_enters_play():
    s = Quiet(first_player=0)
    s.player(0, fate=2, characters=["Goblin Sneak"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Eager Scout"])))
    s.player(1, fate=3, provinces=_WHISPERER)
    s.start("1.4")
    _play_from_province(s, "Eager Scout")
    assert_not_offered(s, "Goblin Sneak")
    assert s.state.players[1].fate == 3


@pytest.mark.covers("Goblin Sneak", "a1:limit")
def test_goblin_sneak_once_per_round():
    s = _sneak()
    pass_until(s, "trigger", 0)
    s.pick("Goblin Sneak")
    assert _limits_left(s, 0, "Goblin Sneak", "02-goblin-sneak") == [False]
