"""Cards of Tears of Amaterasu (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets), and the 2017 rulings about them (Rules Reference cited)."""

from __future__ import annotations

import pytest
from pack_helpers import limits_left as _limits_left
from pack_helpers import limits_of as _limits
from pack_helpers import run_conflict_out as _run_conflict_out
from test_crab import TEST_HOST, Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.game import RULES
from l5r.lcg.vocab import uses_left


def _ability(cid, i=0):
    return RULES.cards[cid].abilities[i]


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
@pytest.mark.ruling(210, "Staunch Hida")
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


@pytest.mark.ruling(211, "Staunch Hida")
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


# ------------------------------------------------------------------ Finger of Jade
def _finger(host="Solemn Scholar", attachments=("Finger of Jade",)):
    chars = ["Solemn Scholar", "Eager Scout"]
    chars[chars.index(host)] = dict(name=host, attachments=list(attachments))
    s = in_conflict(dict(characters=["Isawa Masahiro", "Doji Whisperer"]), dict(characters=chars),
                    type="political", ring="fire", attackers=["Doji Whisperer"],
                    defenders=["Solemn Scholar", "Eager Scout"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Finger of Jade", "a2:effect", "a2:trigger", "a2:cost", "a2:when")
def test_finger_of_jade_sacrificed_to_cancel_an_ability_targeting_its_character():
    """The interrupt to an ability's effects initiating (Rules Reference "Initiating
    Abilities", step 6): the cost stays paid (RRG "Cancel"), the effects do not resolve."""
    s = _finger()
    my_turn(s, 0)
    s.pick("Isawa Masahiro")
    s.pick("Solemn Scholar")
    assert s.game.pending.player == 1 and s.game.pending.context == "trigger"
    s.pick("Finger of Jade")
    assert s.card("Solemn Scholar").zone == "play"
    assert s.card("Finger of Jade").zone == "conflict_discard"  # sacrificed
    assert s.card("Isawa Masahiro").bowed


@pytest.mark.covers("Finger of Jade", "a2:when")
def test_finger_of_jade_not_for_an_ability_targeting_another_character():
    s = _finger()
    my_turn(s, 0)
    s.pick("Isawa Masahiro")
    scout = s.uid("Eager Scout")
    s.pick("Eager Scout")
    assert s.state.cards[scout].zone == "dynasty_discard"  # nothing was offered to stop it
    assert s.card("Finger of Jade").zone == "attached"


@pytest.mark.covers("Finger of Jade", "a2:when")
@pytest.mark.ruling(86, "Finger of Jade")
def test_finger_of_jade_ruling_cancels_all_effects_of_an_ability_with_several_targets():
    """Ruling (Finger of Jade): every effect of an ability that targets the attached
    character is cancelled, its other targets' too (Shameful Display)."""
    s = Quiet(first_player=1)
    s.player(0, characters=["Doji Whisperer"],
             provinces=provinces("Shameful Display"))
    s.player(1, characters=[dict(name="Matsu Berserker", attachments=["Finger of Jade"]), "Serene Warrior"])
    s.conflict(attacker=1, type="military", ring="air", province=0,
               attackers=["Matsu Berserker", "Serene Warrior"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Shameful Display")
    s.pick_many("Matsu Berserker", "Serene Warrior")
    pass_until(s, "trigger", 1)
    s.pick("Finger of Jade")
    assert s.card("Matsu Berserker").status == 0 and s.card("Serene Warrior").status == 0


@pytest.mark.covers("Finger of Jade", "a2:limit")
def test_finger_of_jade_limit_is_per_copy_a_second_copy_still_protects():
    """Rules Reference "Limits of Triggered Abilities": once per round for each copy (no
    "Max"): after one copy is sacrificed, another on the same character cancels again."""
    s = _finger(attachments=("Finger of Jade", "Finger of Jade"))
    my_turn(s, 0)
    s.pick("Isawa Masahiro")
    s.pick("Solemn Scholar")
    s.pick("Finger of Jade")
    st = s.state
    fingers = [c for c in st.cards if c.cid == "02-finger-of-jade"]
    assert sorted(c.zone for c in fingers) == ["attached", "conflict_discard"]
    other = next(c for c in fingers if c.zone == "attached")
    event = {"name": "effects_initiate", "card": s.uid("Isawa Masahiro"), "player": 0,
             "targets": [s.uid("Solemn Scholar")]}
    assert _ability("02-finger-of-jade", 1).can_initiate(s.game, 1, other.uid, 1, event)


@pytest.mark.covers("Finger of Jade", "a1:attach_to")
def test_finger_of_jade_attaches_only_to_a_character_you_control():
    from l5r.lcg.play import attachment_hosts
    s = Quiet()
    s.player(0, characters=["Matsu Berserker"], hand=["Finger of Jade"], fate=3)
    s.player(1, characters=["Eager Scout"])
    s.build()
    assert attachment_hosts(s.game, 0, s.uid("Finger of Jade", zone="hand")) == [s.uid("Matsu Berserker")]


# ------------------------------------------------------------------ Kitsuki Yaruma
def _yaruma(p1_provinces=None, p0_provinces=None):
    s = Quiet(first_player=0)
    s.player(0, fate=4, provinces=p0_provinces or provinces(dict(name="Entrenched Position", cards=["Kitsuki Yaruma"])))
    s.player(1, fate=3, provinces=p1_provinces or _WHISPERER_FACEUP)
    s.start("1.4")
    _play_from_province(s, "Kitsuki Yaruma")
    return s


_WHISPERER_FACEUP = provinces(dict(name="Entrenched Position", facedown=False, cards=["Doji Whisperer"]),
                              "Ancestral Lands", dict(name="Ancestral Lands", facedown=False, broken=True))


@pytest.mark.covers("Kitsuki Yaruma", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_kitsuki_yaruma_turns_a_chosen_unbroken_province_facedown():
    s = _yaruma()
    pass_until(s, "trigger", 0)
    s.pick("Kitsuki Yaruma")
    s.assert_legal("Entrenched Position (Player 2's province 1)")
    s.assert_not_legal("province 2")  # facedown: turning it facedown changes nothing
    s.assert_not_legal("province 3")  # broken
    s.pick("Entrenched Position")
    prov = s.state.cards[s.state.players[1].provinces[0]]
    assert prov.facedown


@pytest.mark.covers("Kitsuki Yaruma", "a1:target")
def test_kitsuki_yaruma_may_choose_its_controllers_own_province():
    s = _yaruma(p0_provinces=provinces(dict(name="Entrenched Position", cards=["Kitsuki Yaruma"]),
                                       dict(name="Ancestral Lands", facedown=False)),
                p1_provinces=_WHISPERER)
    pass_until(s, "trigger", 0)
    s.pick("Kitsuki Yaruma")
    s.pick("Ancestral Lands (Player 1's province 2)")
    assert s.state.cards[s.state.players[0].provinces[1]].facedown


@pytest.mark.covers("Kitsuki Yaruma", "a1:target")
def test_kitsuki_yaruma_needs_a_faceup_unbroken_province():
    s = _yaruma(p1_provinces=_WHISPERER)  # every province facedown
    assert_not_offered(s, "Kitsuki Yaruma")


@pytest.mark.covers("Kitsuki Yaruma", "a1:when")
def test_kitsuki_yaruma_not_when_another_character_enters_play():
    s = Quiet(first_player=0)
    s.player(0, fate=2, characters=["Kitsuki Yaruma"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Eager Scout"])))
    s.player(1, provinces=_WHISPERER_FACEUP)
    s.start("1.4")
    _play_from_province(s, "Eager Scout")
    assert_not_offered(s, "Kitsuki Yaruma")
    assert not s.state.cards[s.state.players[1].provinces[0]].facedown


@pytest.mark.covers("Kitsuki Yaruma", "a1:limit")
def test_kitsuki_yaruma_once_per_round():
    s = _yaruma()
    pass_until(s, "trigger", 0)
    s.pick("Kitsuki Yaruma")
    s.pick("Entrenched Position")
    assert _limits_left(s, 0, "Kitsuki Yaruma", "02-kitsuki-yaruma") == [False]


@pytest.mark.covers("Kitsuki Yaruma", "keyword:courtesy")
def test_kitsuki_yaruma_courtesy_gains_a_fate_when_it_leaves_play():
    """Rules Reference "Courtesy": when it leaves play, its controller gains 1 fate."""
    s = Quiet()
    s.player(0, characters=["Kitsuki Yaruma"])
    s.player(1)
    s.start("conflict")
    s.apply(ev("leaves_play", card=s.uid("Kitsuki Yaruma"), reason="discarded"))
    assert s.state.players[0].fate == 1


@pytest.mark.covers("Kitsuki Yaruma", "keyword:no poison attachments")
def test_kitsuki_yaruma_no_poison_attachments():
    """Rules Reference "No Attachments": "No Poison attachments" -- a Poison attachment
    (Fiery Madness) cannot be attached to it; other attachments can."""
    from l5r.lcg.play import attachment_hosts
    s = Quiet()
    s.player(0, characters=["Kitsuki Yaruma", "Eager Scout"], hand=["Fiery Madness", "Fine Katana"], fate=3)
    s.player(1)
    s.build()
    yaruma = s.uid("Kitsuki Yaruma")
    assert yaruma not in attachment_hosts(s.game, 0, s.uid("Fiery Madness", zone="hand"))
    assert s.uid("Eager Scout") in attachment_hosts(s.game, 0, s.uid("Fiery Madness", zone="hand"))
    assert yaruma in attachment_hosts(s.game, 0, s.uid("Fine Katana", zone="hand"))


@pytest.mark.ruling(145, "Kitsuki Yaruma")
@pytest.mark.ruling(146, "Kitsuki Yaruma")
def test_kitsuki_yaruma_ruling_the_attacked_province_turns_faceup_again_as_a_new_card():
    """Rulings (Kitsuki Yaruma): entering play during a conflict (Charge!), it may turn the
    attacked province facedown -- which is turned faceup at once (Rules Reference "Facedown
    Province"), so revealed; turned facedown, the province left play: its limits start afresh
    (Tears of Amaterasu, used this round, may be used again)."""
    from l5r.lcg.vocab import Limit, count_use
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Charge!"], fate=2,
             provinces=provinces(dict(name="Entrenched Position", cards=["Kitsuki Yaruma"])))
    s.player(1, characters=["Doji Whisperer"], provinces=provinces("Tears of Amaterasu"))
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])
    tears = {}

    def used_tears(g):
        tears["uid"] = g.state.players[1].provinces[0]
        count_use(g, 1, tears["uid"], 0, Limit())  # Tears of Amaterasu already used this round
    s.adjust(used_tears)
    s.start("3.2.2")
    prov = s.state.cards[tears["uid"]]
    assert not _ability("02-tears-of-amaterasu").can_initiate(
        s.game, 1, prov.uid, 0, {"name": "province_revealed", "card": prov.uid, "player": 1})
    my_turn(s, 0)
    s.pick("Charge!")
    s.pick("Kitsuki Yaruma")
    pass_until(s, "trigger", 0)
    s.pick("Kitsuki Yaruma")
    s.pick("Tears of Amaterasu")
    assert not prov.facedown and s.state.conflict.province == prov.uid  # faceup again at once
    pass_until(s, "trigger", 1)  # revealed: a new instance, its limit starts afresh
    s.pick("Tears of Amaterasu")
    assert s.state.players[1].fate == 2  # two attackers now


@pytest.mark.ruling(146, "Kitsuki Yaruma")
def test_kitsuki_yaruma_ruling_lasting_effects_on_the_province_end():
    """Ruling (Kitsuki Yaruma): a lasting effect on a province turned facedown ends."""
    from l5r.lcg.model import province_strength
    s = _yaruma()
    prov = s.state.cards[s.state.players[1].provinces[0]]
    base = province_strength(s.state, prov)
    s.state.lasting.append({"type": "modify", "stat": "strength", "op": "add", "value": 3,
                            "targets": [[prov.uid, prov.instance]], "until": "round", "source": prov.uid})
    assert province_strength(s.state, prov) == base + 3
    pass_until(s, "trigger", 0)
    s.pick("Kitsuki Yaruma")
    s.pick("Entrenched Position")
    prov.facedown = False  # (revealed again later)
    assert province_strength(s.state, prov) == base


# ------------------------------------------------------------------ Seal of the Crane
def _sealed(host="Eager Scout", others=("Doji Whisperer",), seal=True):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name=host, attachments=["Seal of the Crane"] if seal else []), *others],
             hand=["Way of the Crane"], fate=1)
    s.player(1)
    s.start("conflict")
    pass_until(s, ("action", "conflict_action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Seal of the Crane", "a1:effect")
def test_seal_of_the_crane_gives_the_crane_clan_symbol():
    """A neutral character with the Seal is a Crane character (Way of the Crane may honor it);
    without it, it is not (Rules Reference "Neutral", "Clan")."""
    from l5r.lcg.model import has_clan
    s = _sealed()
    scout = s.card("Eager Scout")
    assert has_clan(s.state, scout, "crane")
    s.pick("Way of the Crane")
    s.assert_legal("Eager Scout")
    s.pick("Eager Scout")
    assert s.card("Eager Scout").status == 1
    s2 = _sealed(seal=False)
    s2.pick("Way of the Crane")
    s2.assert_not_legal("Eager Scout")


@pytest.mark.covers("Seal of the Crane", "a1:effect")
def test_seal_of_the_crane_adds_a_clan_the_printed_one_stays_and_it_ends_with_the_seal():
    from l5r.lcg.model import has_clan
    s = _sealed(host="Matsu Berserker")
    berserker = s.card("Matsu Berserker")
    assert has_clan(s.state, berserker, "crane") and has_clan(s.state, berserker, "lion")
    s.apply(ev("leaves_play", card=s.uid("Seal of the Crane"), reason="discarded"))
    assert not has_clan(s.state, berserker, "crane") and has_clan(s.state, berserker, "lion")


@pytest.mark.covers("Seal of the Crane", "a2:effect")
def test_seal_of_the_crane_gives_the_duelist_trait():
    from l5r.lcg.model import has_trait
    s = _sealed()
    assert has_trait(s.state, s.card("Eager Scout"), "duelist")
    assert not has_trait(s.state, s.card("Doji Whisperer"), "duelist")
    s.apply(ev("leaves_play", card=s.uid("Seal of the Crane"), reason="discarded"))
    assert not has_trait(s.state, s.card("Eager Scout"), "duelist")


# ------------------------------------------------------------------ Hito District
def _hito(slot=0, **p1):
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Whisperer", "Matsu Berserker"])
    provs = list(provinces())
    provs[slot] = dict(name=provs[slot], cards=["Hito District"])
    s.player(1, provinces=p1.pop("provinces", provs), **p1)
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    return s


def _declarable(s):
    return {(o.data["type"], o.data["slot"]) for o in s.game.pending.options if o.data}


@pytest.mark.covers("Hito District", "a1:effect")
def test_hito_district_no_political_conflict_against_its_province():
    s = _hito(slot=1)
    opts = _declarable(s)
    assert ("political", 1) not in opts
    assert ("military", 1) in opts  # military conflicts still may
    assert ("political", 0) in opts and ("political", 2) in opts  # other provinces still may


@pytest.mark.covers("Hito District", "a1:effect")
def test_hito_district_only_while_faceup_in_play():
    """A facedown holding has no active abilities (Rules Reference "Provinces": its province
    is attackable as usual)."""
    provs = list(provinces())
    provs[1] = dict(name=provs[1], cards=[dict(name="Hito District", facedown=True)])
    s = _hito(provinces=provs)
    assert ("political", 1) in _declarable(s)


@pytest.mark.ruling(105, "Hito District")
def test_hito_district_ruling_a_military_conflict_there_may_switch_to_political():
    """Ruling (Hito District, RRG 3.2 "Declare conflict"): only declaring is forbidden; a
    military conflict against its province may become political (Rally to the Cause)."""
    s = _hito(provinces=provinces(dict(name="Rally to the Cause", cards=["Hito District"])),
              characters=["Eager Scout"])  # (defenders to declare: the game waits)
    assert ("political", 0) not in _declarable(s)
    s.declare("military", "air", province=0, attackers=["Matsu Berserker"])
    pass_until(s, "trigger", 1)
    s.pick("Rally to the Cause")
    assert s.state.conflict.type == "political"


# ------------------------------------------------------------------ Disdainful Remark
def _remark(defenders=("Doji Whisperer",), p0_hand=("Fine Katana", "Banzai!", "Fine Katana"), p1_chars=None):
    s = in_conflict(dict(characters=["Matsu Berserker", "Doji Representative"], hand=list(p0_hand)),
                    dict(characters=list(p1_chars or ("Doji Whisperer", "Eager Scout")), hand=["Disdainful Remark"],
                         fate=1),  # (Doji Representative's action: player 1 always has a turn to act)
                    type="military", attackers=["Matsu Berserker", "Doji Representative"], defenders=list(defenders))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Disdainful Remark", "a1:effect", "a1:condition")
def test_disdainful_remark_the_attacked_province_gets_a_strength_per_card_in_the_opponents_hand():
    from l5r.lcg.model import province_strength
    s = _remark()
    my_turn(s, 1)
    prov = s.state.cards[s.state.conflict.province]
    before = province_strength(s.state, prov)
    s.pick("Disdainful Remark")
    assert province_strength(s.state, prov) == before + 3
    assert s.state.players[1].fate == 0


@pytest.mark.covers("Disdainful Remark", "a1:effect")
@pytest.mark.ruling(63, "Disdainful Remark")
def test_disdainful_remark_ruling_the_bonus_is_fixed_when_it_resolves():
    """Ruling (Disdainful Remark): X is fixed on resolution; the hand changing later does
    not change the bonus."""
    from l5r.lcg.model import province_strength
    s = _remark()
    my_turn(s, 1)
    prov = s.state.cards[s.state.conflict.province]
    before = province_strength(s.state, prov)
    s.pick("Disdainful Remark")
    s.apply(ev("draw", player=0, amount=2))
    assert len(s.state.players[0].hand) == 5
    assert province_strength(s.state, prov) == before + 3


@pytest.mark.covers("Disdainful Remark", "a1:condition")
def test_disdainful_remark_needs_a_participating_courtier_a_conflict_and_cards_to_count():
    s = _remark(defenders=("Eager Scout",))  # the Courtier stays home
    my_turn(s, 0)
    assert not can_use(s, 1, "Disdainful Remark")
    s = _remark(p0_hand=())  # nothing to count: +0 changes nothing
    my_turn(s, 0)
    assert not can_use(s, 1, "Disdainful Remark")
    s = Quiet(first_player=1)
    s.player(0, hand=["Fine Katana"])
    s.player(1, characters=["Doji Whisperer"], hand=["Disdainful Remark"], fate=1)
    s.start("conflict")
    pass_until(s, "declare_conflict", 1)
    assert not can_use(s, 1, "Disdainful Remark")  # no conflict


@pytest.mark.ruling(146, "Kitsuki Yaruma")
def test_disdainful_remark_ruling_ends_when_the_province_is_turned_facedown():
    """Ruling (Kitsuki Yaruma): a province turned facedown leaves play: the lasting effect of
    Disdainful Remark on it expires, though it is turned faceup again at once."""
    from l5r.lcg.model import province_strength
    s = in_conflict(dict(characters=["Matsu Berserker"], hand=["Charge!", "Fine Katana"], fate=2,
                         provinces=provinces(dict(name="Entrenched Position", cards=["Kitsuki Yaruma"]))),
                    dict(characters=["Doji Whisperer"], hand=["Disdainful Remark"], fate=1),
                    type="military", attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    prov = s.state.cards[s.state.conflict.province]
    before = province_strength(s.state, prov)
    my_turn(s, 1)
    s.pick("Disdainful Remark")
    assert province_strength(s.state, prov) == before + 2
    my_turn(s, 0)
    s.pick("Charge!")
    s.pick("Kitsuki Yaruma")
    pass_until(s, "trigger", 0)
    s.pick("Kitsuki Yaruma")
    s.pick(f"{prov.uid}")
    assert not prov.facedown and province_strength(s.state, prov) == before


# ------------------------------------------------------------------ Swift Magistrate
def _magistrate(attacker=0):
    mine = [dict(name="Swift Magistrate", fate=1), dict(name="Matsu Berserker", fate=1), "Doji Challenger"]
    theirs = [dict(name="Akodo Gunsō", fate=2), "Eager Scout"]
    p0, p1 = (mine, theirs) if attacker == 0 else (theirs, mine)
    names = (["Swift Magistrate", "Matsu Berserker", "Doji Challenger"], ["Akodo Gunsō", "Eager Scout"])
    side_a, side_d = names if attacker == 0 else names[::-1]
    s = in_conflict(dict(characters=p0), dict(characters=p1), attackers=side_a, defenders=side_d)
    s.build()
    return s


@pytest.mark.covers("Swift Magistrate", "a1:effect", "a1:condition")
def test_swift_magistrate_attacking_other_characters_with_fate_add_no_skill():
    """Rules Reference "Winning a Conflict": the total is the skill of the participants that
    count; while it attacks, every other character with fate (on both sides) counts none; it
    and the characters without fate still count."""
    from l5r.lcg.model import conflict_totals, skill
    s = _magistrate()
    st = s.state
    mag, chal = skill(st, s.card("Swift Magistrate"), "military"), skill(st, s.card("Doji Challenger"), "military")
    scout = skill(st, s.card("Eager Scout"), "military")
    assert conflict_totals(st) == (mag + chal, scout)


@pytest.mark.covers("Swift Magistrate", "a1:condition")
def test_swift_magistrate_not_while_defending():
    from l5r.lcg.model import conflict_totals, skill
    s = _magistrate(attacker=1)
    st = s.state

    def total(names):
        return sum(skill(st, s.card(n), "military") or 0 for n in names)
    assert conflict_totals(st) == (total(["Akodo Gunsō", "Eager Scout"]),
                                   total(["Swift Magistrate", "Matsu Berserker", "Doji Challenger"]))


# ------------------------------------------------------------------ Time for War
def _war(type="political", attackers=("Doji Whisperer",), hand=("Time for War", "Fine Katana", "Ornate Fan"),
         discard=("Kamayari",), p1=("Brash Samurai", "Doji Representative")):
    s = in_conflict(dict(characters=["Doji Whisperer", "Matsu Berserker"]),
                    dict(characters=list(p1), hand=list(hand), conflict_discard=list(discard)),
                    type=type, attackers=list(attackers), defenders=[])
    s.start("3.2.2")
    return s


def _names_of(s, uids):
    from l5r.lcg.model import FACTS
    return sorted(FACTS[s.state.cards[u].cid].name for u in uids)


@pytest.mark.covers("Time for War", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_time_for_war_puts_a_cheap_weapon_from_hand_or_discard_on_your_bushi():
    s = _war()
    pass_until(s, "trigger", 1)
    s.pick("Time for War")
    s.assert_legal("Brash Samurai")
    s.assert_not_legal("Doji Representative")  # not a Bushi
    s.pick("Brash Samurai")
    assert sorted(s.legal()) == ["Fine Katana", "Kamayari"]  # Weapons; Ornate Fan is no Weapon
    s.pick("Kamayari")
    kamayari = s.card("Kamayari")
    assert kamayari.zone == "attached" and kamayari.attached_to == s.uid("Brash Samurai")
    assert s.state.players[1].fate == 0  # put into play: no cost


@pytest.mark.covers("Time for War", "a1:when")
def test_time_for_war_only_after_losing_a_political_conflict():
    s = _war(type="military", attackers=("Matsu Berserker",))
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "Time for War")
        skip(s)


@pytest.mark.covers("Time for War", "a1:target", "a1:effect")
def test_time_for_war_needs_a_weapon_of_printed_cost_3_or_lower(monkeypatch):
    """Only Weapons of printed cost 3 or lower qualify (a cost-4 Weapon, made for the test,
    does not); with none to put into play, no Bushi is an eligible target (Rules Reference
    "Target")."""
    import dataclasses

    from l5r.lcg.facts import by_name
    from l5r.lcg.model import FACTS
    heavy = dataclasses.replace(by_name("Fine Katana"), id="99-heavy-katana", name="Heavy Katana", cost=4)
    monkeypatch.setitem(FACTS, heavy.id, heavy)
    s = _war(hand=("Time for War", "99-heavy-katana", "Ornate Fan"), discard=())
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "Time for War")
        skip(s)


# ------------------------------------------------------------------ Jade Masterpiece
def _masterpiece(fate=None, claimed=(), bowed=False):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Jade Masterpiece"])], claimed_rings=list(claimed))
    s.player(1)
    fate = fate or {"air": 2, "earth": 0, "fire": 0, "water": 1, "void": 0}

    def setup(g):
        for el, n in fate.items():
            g.state.rings[el].fate = n
        whisperer = g.state.cards[g.state.players[0].play[0]]
        g.state.cards[whisperer.attachments[0]].bowed = bowed
    s.adjust(setup)
    s.start("conflict")
    return s


@pytest.mark.covers("Jade Masterpiece", "a1:effect", "a1:target", "a1:cost")
def test_jade_masterpiece_moves_a_fate_between_unclaimed_rings():
    s = _masterpiece(claimed=("fire",))
    my_turn(s, 0)
    s.pick("Jade Masterpiece")
    assert sorted(s.legal()) == ["the air ring (2 fate)", "the water ring (1 fate)"]  # unclaimed, with fate
    s.pick("the air ring")
    assert "Move it to the fire ring" not in s.legal()  # claimed
    s.pick("Move it to the earth ring")
    rings = s.state.rings
    assert (rings["air"].fate, rings["earth"].fate) == (1, 1)
    assert s.card("Jade Masterpiece").bowed


@pytest.mark.covers("Jade Masterpiece", "a1:target", "a1:cost")
def test_jade_masterpiece_needs_fate_on_an_unclaimed_ring_and_to_bow():
    s = _masterpiece(fate={"air": 0, "earth": 0, "fire": 2, "water": 0, "void": 0}, claimed=("fire",))
    pass_until(s, ("declare_conflict", "action"), 0)
    assert not can_use(s, 0, "Jade Masterpiece")  # the only fate is on a claimed ring
    s = _masterpiece(bowed=True)
    pass_until(s, ("declare_conflict", "action"), 0)
    assert not can_use(s, 0, "Jade Masterpiece")  # already bowed: the cost cannot be paid


# ------------------------------------------------------------------ Blood of Onnotangu
def _blood(slot=0):
    provs = list(provinces())
    provs[slot] = "Blood of Onnotangu" if slot == 0 else dict(name="Blood of Onnotangu", facedown=False)
    s = in_conflict(dict(characters=["Kabuki Hero", "Togashi Initiate", "Doji Representative"], fate=5,
                         hand=["Charge!", "Banzai!", "Doji Whisperer", "Eager Scout"],
                         provinces=provinces(dict(name="Entrenched Position", cards=["Brash Samurai"]))),
                    dict(characters=["Doji Challenger"], provinces=provs),
                    attackers=["Kabuki Hero", "Togashi Initiate", "Doji Representative"],
                    defenders=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s, 0)
    return s


@pytest.mark.covers("Blood of Onnotangu", "a1:effect", "a1:condition")
@pytest.mark.ruling(35, "Blood of Onnotangu")
def test_blood_of_onnotangu_no_fate_can_be_spent_during_conflicts_here():
    """Ruling (Blood of Onnotangu): no fate cost of a card, no additional fate on a character,
    no fate spent by an ability (to a ring too); what costs nothing can still be played."""
    legal = _blood().legal()
    assert not any("Doji Whisperer" in x for x in legal)  # a character costing fate
    assert not any("Charge!" in x for x in legal)  # an event costing fate
    assert not any("Kabuki Hero" in x for x in legal)  # "spend 1 fate"
    assert not any("Togashi Initiate" in x for x in legal)  # "spend 1 fate to a ring"
    assert any("Banzai!" in x for x in legal)  # costs 0
    s = _blood()
    s.pick("Play Eager Scout")  # costs 0: played, with no additional fate to choose
    s.pick("At home")
    assert s.card("Eager Scout").zone == "play" and s.card("Eager Scout").fate == 0
    assert s.state.players[0].fate == 5


@pytest.mark.covers("Blood of Onnotangu", "a1:condition")
def test_blood_of_onnotangu_only_during_conflicts_at_this_province():
    legal = _blood(slot=1).legal()
    assert any("Doji Whisperer" in x for x in legal) and any("Kabuki Hero" in x for x in legal)
    assert any("Togashi Initiate" in x for x in legal) and any("Charge!" in x for x in legal)


@pytest.mark.covers("Time for War", "a1:limit")
def test_time_for_war_has_no_max_only_the_per_copy_limit():
    """Rules Reference "Limits of Triggered Abilities": no "Max" is printed, so each copy (a new
    instance each time it is played) may be played; nothing limits them by title."""
    from l5r.lcg.vocab import Limit
    assert _ability("02-time-for-war").limits == (Limit(),)


# ------------------------------------------------------------------ Karada District
def _karada(mine=("Brash Samurai", "Matsu Berserker"), fate=1):
    s = Quiet(first_player=0)
    s.player(0, fate=fate, characters=[dict(name="Doji Challenger", attachments=["Ornate Fan"]), *mine],
             provinces=provinces(dict(name="Entrenched Position", cards=["Karada District"])))
    s.player(1, fate=0, characters=[dict(name="Doji Whisperer", attachments=["Fine Katana"])])
    s.start("conflict")
    return s


@pytest.mark.covers("Karada District", "a1:effect", "a1:cost", "a1:target")
def test_karada_district_gives_a_fate_and_takes_an_opponents_attachment():
    s = _karada()
    my_turn(s, 0)
    s.pick("Karada District")
    s.assert_legal("Fine Katana")
    s.assert_not_legal("Ornate Fan")  # on your own character
    s.pick("Fine Katana")
    assert (s.state.players[0].fate, s.state.players[1].fate) == (0, 1)
    s.assert_legal("Brash Samurai")
    s.pick("Matsu Berserker")
    katana = s.card("Fine Katana")
    assert katana.attached_to == s.uid("Matsu Berserker") and katana.controller == 0 and katana.owner == 1


@pytest.mark.covers("Karada District", "a1:effect")
def test_karada_district_discards_the_attachment_when_no_character_of_yours_can_take_it():
    """With only a character that already has a Fine Katana of yours (one copy by title per
    player: Rules Reference "Attachment Cards") it cannot be attached: it is discarded."""
    s = Quiet(first_player=0)
    s.player(0, fate=1, characters=[dict(name="Brash Samurai", attachments=["Fine Katana"])],
             provinces=provinces(dict(name="Entrenched Position", cards=["Karada District"])))
    s.player(1, characters=[dict(name="Doji Whisperer", attachments=["Fine Katana"])])
    s.start("conflict")
    my_turn(s, 0)
    s.pick("Karada District")
    s.pick("Fine Katana")
    theirs = s.card("Fine Katana", zone="conflict_discard")
    assert theirs.owner == 1 and theirs.uid in s.state.players[1].conflict_discard


@pytest.mark.covers("Karada District", "a1:cost")
def test_karada_district_needs_a_fate_to_give():
    s = _karada(fate=0)
    pass_until(s, ("declare_conflict", "action"), 0)
    assert not can_use(s, 0, "Karada District")


# ------------------------------------------------------------------ Embrace the Void
@pytest.mark.covers("Embrace the Void", "a1:play_restriction")
@pytest.mark.ruling(74, "Embrace the Void")
def test_embrace_the_void_ruling_play_only_with_a_shugenja_in_play():
    """Ruling (Embrace the Void): the Shugenja must be in play."""
    for chars, playable in ((["Doji Whisperer"], False), (["Doji Whisperer", "Isawa Masahiro"], True)):
        s = Quiet()
        s.player(0, characters=chars, hand=["Embrace the Void"], provinces=provinces(
            dict(name="Entrenched Position", cards=["Adept of the Waves"])))
        s.player(1)
        s.start("conflict")
        pass_until(s, ("declare_conflict", "action"), 0)
        from l5r.lcg.play import play_options
        assert any("Embrace the Void" in o.label for o in play_options(s.game, 0, False)) == playable


def _embraced(fate=2, phase="4.3"):
    s = Quiet(first_player=0)
    s.player(0, fate=0, characters=[dict(name="Isawa Masahiro", fate=fate, attachments=["Embrace the Void"]),
                                    dict(name="Doji Whisperer", fate=1)],
             provinces=provinces(dict(name="Entrenched Position", cards=["Funeral Pyre"])))  # (an action: 4.w waits)
    s.player(1)
    s.start(phase)
    return s


@pytest.mark.covers("Embrace the Void", "a2:effect", "a2:trigger", "a2:when")
@pytest.mark.ruling(73, "Embrace the Void")
def test_embrace_the_void_fate_removed_in_the_fate_phase_goes_to_your_pool():
    """Ruling (Embrace the Void): in the fate phase (Appendix I 4.3) the fate removed from
    the attached character goes to your fate pool instead; other characters lose theirs."""
    s = _embraced()
    pass_until(s, "trigger", 0)
    s.assert_not_legal("Doji Whisperer")
    s.pick("Embrace the Void")
    assert s.card("Isawa Masahiro").fate == 1 and s.state.players[0].fate == 1
    assert s.card("Doji Whisperer").fate == 0


@pytest.mark.covers("Embrace the Void", "a2:effect", "a2:trigger")
@pytest.mark.ruling(73, "Embrace the Void")
def test_embrace_the_void_ruling_when_the_character_leaves_play_its_fate_goes_to_your_pool(monkeypatch):
    """Ruling (Embrace the Void): also when the attached character leaves play -- it still
    leaves, its fate goes to the pool."""
    from l5r.lcg.abilities import CardDef
    from l5r.lcg.vocab import Action, Effect, Target
    monkeypatch.setitem(RULES.cards, TEST_HOST, CardDef(TEST_HOST, (Action(Effect("discard"), target=Target(),
                                                                           text="discard one"),)))
    s = Quiet(first_player=1)
    s.player(0, fate=0, characters=[dict(name="Isawa Masahiro", fate=2, attachments=["Embrace the Void"])])
    s.player(1, characters=["Doji Challenger"])
    s.start("conflict")
    pass_until(s, ("action", "conflict_action", "declare_conflict"), 1)
    s.pick("Doji Challenger: discard one")
    s.pick("Isawa Masahiro")
    pass_until(s, "trigger", 0)
    s.pick("Embrace the Void")
    assert s.card("Isawa Masahiro").zone == "dynasty_discard"
    assert s.state.players[0].fate == 2


@pytest.mark.covers("Embrace the Void", "a2:limit")
def test_embrace_the_void_once_per_round():
    s = _embraced()
    pass_until(s, "trigger", 0)
    s.pick("Embrace the Void")
    uid = s.uid("Embrace the Void")
    assert [uses_left(s.game, 0, uid, 1, lim) for lim in _ability("02-embrace-the-void", 1).limits] == [False]


# ------------------------------------------------------------------ Meek Informant
def _informant(opp_hand=("Fine Katana", "Banzai!")):
    s = Quiet(first_player=0)
    s.player(0, fate=1, provinces=provinces(dict(name="Entrenched Position", cards=["Meek Informant"])))
    s.player(1, fate=3, hand=list(opp_hand), provinces=_WHISPERER)
    s.start("1.4")
    _play_from_province(s, "Meek Informant")
    return s


@pytest.mark.covers("Meek Informant", "a1:effect", "a1:trigger", "a1:when")
def test_meek_informant_looks_at_the_opponents_hand_after_you_play_it():
    s = _informant()
    pass_until(s, "trigger", 0)
    s.pick("Meek Informant")
    d = s.game.pending
    assert d.player == 0 and d.secret and d.context == "look_at_cards"
    assert sorted(o.label for o in d.options) == ["Banzai!", "Fine Katana"]
    s.pick("Banzai!")
    assert len(s.state.players[1].hand) == 2  # only looked at
    assert not any("Banzai!" in line for line in s.log)  # the log does not tell the other player


@pytest.mark.covers("Meek Informant", "a1:effect")
def test_meek_informant_nothing_to_look_at_in_an_empty_hand():
    s = _informant(opp_hand=())
    assert_not_offered(s, "Meek Informant")


@pytest.mark.covers("Meek Informant", "a1:when")
def test_meek_informant_not_when_put_into_play_without_being_played():
    """"After you play this character": put into play by Ikoma Ujiaki, it is not played."""
    provs = provinces(dict(name="Entrenched Position", cards=["Meek Informant"]),
                      dict(name="Ancestral Lands", cards=[dict(name="Eager Scout", facedown=True)]))
    s = in_conflict(dict(characters=["Ikoma Ujiaki"], provinces=provs),
                    dict(characters=["Doji Representative"], hand=["Fine Katana"]),
                    type="political", attackers=["Ikoma Ujiaki"], defenders=["Doji Representative"])
    s.favor(0, "political")
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Ikoma Ujiaki")
    s.pick_many("Meek Informant")
    assert s.card("Meek Informant").zone == "play"
    assert_not_offered(s, "Meek Informant")


@pytest.mark.covers("Meek Informant", "a1:limit")
def test_meek_informant_once_per_round():
    s = _informant()
    pass_until(s, "trigger", 0)
    s.pick("Meek Informant")
    s.pick("Banzai!")
    uid = s.uid("Meek Informant")
    assert [uses_left(s.game, 0, uid, 0, lim) for lim in _ability("02-meek-informant").limits] == [False]


# ------------------------------------------------------------------ Isawa Kaede
def _kaede(ring="air", kaede_attacks=True):
    attackers = ["Isawa Kaede"] if kaede_attacks else ["Doji Whisperer"]
    s = in_conflict(dict(characters=["Isawa Kaede", "Doji Whisperer"]),
                    dict(characters=[dict(name="Brash Samurai", fate=1)]),
                    type="political", ring=ring, attackers=attackers, defenders=[])
    return s


@pytest.mark.covers("Isawa Kaede", "a2:effect")
@pytest.mark.ruling(122, "Isawa Kaede")
def test_isawa_kaede_the_contested_ring_gains_void_while_she_attacks():
    """Ruling (Isawa Kaede): the conflict is also a Void conflict while the ring has Void."""
    from l5r.lcg.vocab_rings import ring_elements
    s = _kaede()
    s.build()
    assert ring_elements(s.state, "air") == ["air", "void"]
    s = _kaede(kaede_attacks=False)
    s.build()
    assert ring_elements(s.state, "air") == ["air"]


@pytest.mark.covers("Isawa Kaede", "a3:effect", "a3:condition")
@pytest.mark.ruling(123, "Isawa Kaede")
@pytest.mark.ruling(126, "Isawa Kaede")
def test_isawa_kaede_winning_as_attacker_each_effect_of_the_ring_resolves_in_the_first_players_order():
    """Rulings (Isawa Kaede): the first player orders the ring effects; each is optional."""
    s = _kaede()
    s.start("3.2.2")
    pass_until(s, "ring_order")
    assert s.game.pending.player == 0  # the first player
    assert sorted(s.legal()) == ["the air effect", "the void effect"]
    s.pick("the void effect")
    s.pick("Remove 1 fate from Brash Samurai")
    assert s.card("Brash Samurai").fate == 0
    assert s.game.pending.context == "ring_effect"
    s.assert_legal("Do not resolve the ring effect")  # optional
    s.pick("Gain 2 honor")
    assert s.state.players[0].honor == 12


@pytest.mark.covers("Isawa Kaede", "a3:condition")
def test_isawa_kaede_only_when_she_wins_as_an_attacker():
    """Without her among the winning attackers, the attacker chooses one element of a ring that has
    several (here the ring has one: the air effect alone resolves)."""
    s = _kaede(kaede_attacks=False)
    s.start("3.2.2")
    pass_until(s, ("ring_effect", "ring_order", "ring_element"))
    assert s.game.pending.context == "ring_effect"
    assert any("honor" in label for label in s.legal())


@pytest.mark.covers("Isawa Kaede", "a1:effect")
def test_isawa_kaede_immune_to_the_opponents_ring_effects_not_her_controllers():
    s = Quiet(first_player=1)
    s.player(0, characters=["Isawa Kaede", "Doji Whisperer"])
    s.player(1, characters=["Kakita Asami"])
    s.conflict(attacker=1, type="political", ring="fire", attackers=["Kakita Asami"], defenders=[])
    s.start("3.2.2")
    pass_until(s, "ring_effect", 1)
    s.assert_not_legal("Isawa Kaede")
    s.assert_legal("Honor Doji Whisperer")
    s = in_conflict(dict(characters=["Isawa Kaede", "Doji Whisperer"]), dict(characters=["Kakita Asami"]),
                    type="political", ring="fire", attackers=["Doji Whisperer"], defenders=[])
    s.start("3.2.2")
    pass_until(s, "ring_effect", 0)
    s.assert_legal("Honor Isawa Kaede")


# ------------------------------------------------------------------ Windswept Yurt
def _yurt(deck=("Eager Scout", "Doji Whisperer")):
    s = Quiet(first_player=0)
    s.player(0, characters=["Eager Scout"], provinces=provinces(dict(name="Ancestral Lands", cards=["Windswept Yurt"])),
             dynasty_deck=list(deck), fate=1, honor=10)
    s.player(1, characters=["Doji Whisperer"], fate=3, honor=8)
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Windswept Yurt", "a1:select", "a1:effect", "a1:cost")
def test_windswept_yurt_each_player_gains_2_fate_or_2_honor_and_its_province_refills_faceup():
    """Rules Reference "Sacrifice" (a cost), "Select" (one option), "Refill a Province" (faceup:
    the top card of the dynasty deck, Doji Whisperer, is placed faceup)."""
    s = _yurt()
    s.pick("Windswept Yurt")
    s.pick("each player gains 2 fate")
    assert (s.state.players[0].fate, s.state.players[1].fate) == (3, 5)
    assert s.card("Windswept Yurt").zone == "dynasty_discard"
    refill = s.card("Doji Whisperer", zone="in_province")
    assert refill.slot == 0 and not refill.facedown
    s = _yurt()
    s.pick("Windswept Yurt")
    s.pick("each player gains 2 honor")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (12, 10)
    assert (s.state.players[0].fate, s.state.players[1].fate) == (1, 3)


def test_windswept_yurt_once_per_round():
    assert _limits("02-windswept-yurt") == ["once per round"]
