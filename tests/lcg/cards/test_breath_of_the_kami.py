"""Cards of Breath of the Kami (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets, costs), with the Rules Reference sections they rest on."""

from __future__ import annotations

import json

import pytest
from pack_helpers import WAITS, give_ability
from pack_helpers import limits_left as _limits_left
from pack_helpers import limits_of as _limits
from pack_helpers import run_conflict_out as _run_conflict_out
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.conflict import eligible_defenders
from l5r.lcg.model import province_strength, skill
from l5r.lcg.play import attachment_hosts
from l5r.lcg.vocab import Action, Effect, Target


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)



# ------------------------------------------------------------------ Hisu Mori Toride
def _hisu(attackers=("Matsu Seventh Legion",), chars=("Matsu Seventh Legion", "Matsu Berserker"),
          defenders=("Doji Whisperer",), type="military", bowed=False, adjust=None):
    s = in_conflict(dict(stronghold="Hisu Mori Toride", characters=list(chars)),
                    dict(characters=["Doji Whisperer", "Kakita Asami"]), type=type,
                    attackers=list(attackers), defenders=list(defenders))
    if bowed:
        s.adjust(lambda g: setattr(g.state.cards[g.state.players[0].stronghold], "bowed", True))
    if adjust is not None:
        s.adjust(adjust)
    s.start("3.2.2")
    return s


@pytest.mark.covers("Hisu Mori Toride", "a1:effect", "a1:trigger", "a1:when", "a1:cost")
def test_hisu_mori_toride_bows_and_sacrifices_a_bushi_for_an_additional_military_conflict():
    """Rules Reference "Additional Conflicts": one more opportunity, in addition to the
    normal ones, to declare a military conflict this phase."""
    s = _hisu()
    pl = s.state.players[0]
    assert (pl.conflict_opps, pl.conflicts_left["military"]) == (1, 0)
    pass_until(s, "trigger", 0)
    s.pick("Hisu Mori Toride")
    assert s.game.pending.context == "sacrifice_cost"
    s.assert_legal("Matsu Berserker")
    s.assert_legal("Matsu Seventh Legion")
    s.assert_not_legal("Doji Whisperer")
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").zone == "dynasty_discard"
    assert s.state.cards[pl.stronghold].bowed
    assert (pl.conflict_opps, pl.conflicts_left["military"]) == (2, 1)


@pytest.mark.covers("Hisu Mori Toride", "a1:effect")
def test_hisu_mori_toride_the_additional_conflict_can_be_declared_as_a_military_one():
    s = Quiet(first_player=0)
    s.player(0, stronghold="Hisu Mori Toride", characters=["Matsu Seventh Legion", "Matsu Berserker", "Hida Guardian"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Matsu Seventh Legion"])
    pass_until(s, "trigger", 0)
    s.pick("Hisu Mori Toride")
    s.pick("Matsu Berserker")
    declared = []
    while s.state.phase == "conflict" and s.game.pending is not None:
        d = s.game.pending
        if d.context == "declare_conflict" and d.player == 0:
            declared.append(sorted({o.data["type"] for o in d.options if o.data}))
            if len(declared) == 1:
                s.declare("military", "earth", province=1, attackers=["Hida Guardian"])
                continue
        skip(s)
    assert declared[0] == ["military", "political"]  # the normal political one, and the additional military


@pytest.mark.covers("Hisu Mori Toride", "a1:when")
def test_hisu_mori_toride_not_by_less_than_5_nor_in_a_political_conflict_nor_a_loss():
    s = _hisu(attackers=("Matsu Berserker",), defenders=())  # 3 against 0
    _run_conflict_out(s, "Hisu Mori Toride")
    s = _hisu(type="political", attackers=("Kakita Asami", "Asahina Storyteller"), defenders=(),
              chars=("Matsu Berserker", "Kakita Asami", "Asahina Storyteller"))  # 7 political against 0
    _run_conflict_out(s, "Hisu Mori Toride")
    assert s.card("Hisu Mori Toride").bowed is False
    s = _hisu(attackers=("Matsu Seventh Legion",), defenders=("Kakita Asami",),
              adjust=lambda g: [setattr(c, "bowed", True) for c in g.state.cards if c.cid == "09-matsu-seventh-legion"])
    _run_conflict_out(s, "Hisu Mori Toride")  # a bowed attacker counts nothing: a loss


@pytest.mark.covers("Hisu Mori Toride", "a1:cost")
def test_hisu_mori_toride_needs_a_bushi_to_sacrifice_and_a_ready_stronghold():
    s = _hisu(chars=("Matsu Seventh Legion",))
    pass_until(s, "trigger", 0)  # the only Bushi is the Legion itself: it may pay
    s.pick("Hisu Mori Toride")
    s.pick("Matsu Seventh Legion")
    assert s.card("Matsu Seventh Legion").zone == "dynasty_discard"
    _run_conflict_out(_hisu(bowed=True), "Hisu Mori Toride")
    s = _hisu(type="political", attackers=("Kakita Asami", "Asahina Storyteller"), defenders=(),
              chars=("Kakita Asami", "Asahina Storyteller"))
    _run_conflict_out(s, "Hisu Mori Toride")


@pytest.mark.covers("Hisu Mori Toride", "a1:limit")
def test_hisu_mori_toride_once_per_round():
    s = _hisu()
    pass_until(s, "trigger", 0)
    s.pick("Hisu Mori Toride")
    s.pick("Matsu Berserker")
    assert _limits("09-hisu-mori-toride") == ["once per round"]
    assert _limits_left(s, 0, "Hisu Mori Toride", "09-hisu-mori-toride") == [False]


# ------------------------------------------------------------------ Sacred Sanctuary
def _sanctuary(slot=0):
    s = Quiet(first_player=0)
    s.player(0, characters=["Hida Kisada", "Doji Challenger"], hand=["Banzai!"], fate=1)
    s.player(1, characters=[dict(name="Togashi Initiate", bowed=True), dict(name="Seeker Initiate", bowed=True),
                            "Doji Whisperer"],
             provinces=provinces(dict(name="Sacred Sanctuary")), **WAITS)
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", province=slot, attackers=["Hida Kisada"])
    return s


@pytest.mark.covers("Sacred Sanctuary", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_sacred_sanctuary_readies_a_monk_of_yours_when_attacked():
    s = _sanctuary()
    pass_until(s, "trigger", 1)
    s.pick("Sacred Sanctuary")
    s.assert_legal("Togashi Initiate")
    s.assert_legal("Seeker Initiate")
    s.assert_not_legal("Doji Whisperer")  # not a Monk
    s.assert_not_legal("Hida Kisada")  # not yours
    s.pick("Togashi Initiate")
    assert not s.card("Togashi Initiate").bowed


@pytest.mark.covers("Sacred Sanctuary", "a1:effect")
def test_sacred_sanctuary_the_monk_cannot_be_bowed_by_opponents_effects_nor_by_resolution(give):
    give(Action(Effect("bow"), target=Target(action="bow"), text="bow one"))
    s = _sanctuary()
    pass_until(s, "trigger", 1)
    s.pick("Sacred Sanctuary")
    s.pick("Togashi Initiate")
    pass_until(s, "declare_defenders", 1)
    s.pick_many("Togashi Initiate")
    my_turn(s, 0)
    s.pick("Doji Challenger: bow one")
    s.assert_not_legal("Togashi Initiate")
    s.pick("Doji Whisperer")
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    assert not s.card("Togashi Initiate").bowed  # it lost as a defender and was not bowed by resolution


@pytest.mark.covers("Sacred Sanctuary", "a1:when", "a1:limit")
def test_sacred_sanctuary_only_for_an_attack_on_this_province():
    s = _sanctuary(slot=1)
    _run_conflict_out(s, "Sacred Sanctuary")
    assert s.card("Togashi Initiate").bowed
    assert _limits("09-sacred-sanctuary") == ["once per round"]


# ------------------------------------------------------------------ Demonstrating Excellence
def _excellence(role=None):
    s = Quiet(first_player=0)
    s.player(0, characters=["Hida Kisada"])
    s.player(1, provinces=provinces(dict(name="Demonstrating Excellence", facedown=False)),
             **({"role": role} if role else {}))
    s.build()
    return s, province_strength(s.state, s.card("Demonstrating Excellence"))


@pytest.mark.covers("Demonstrating Excellence", "a1:effect", "a1:condition")
def test_demonstrating_excellence_plus_2_strength_with_an_air_role():
    """Rules Reference "Role Cards": the role's element trait."""
    assert _excellence()[1] == 3  # printed
    assert _excellence("Seeker of Air")[1] == _excellence()[1] + 2
    assert _excellence("Keeper of Air")[1] == _excellence()[1] + 2
    assert _excellence("Keeper of Fire")[1] == _excellence()[1]


def _break(slot=0):
    s = in_conflict(dict(characters=["Hida Kisada"]), dict(characters=["Doji Whisperer"], hand=[], fate=2),
                    attackers=["Hida Kisada"], province=slot)
    s.player(1, characters=["Doji Whisperer"], fate=2,
             provinces=provinces(dict(name="Demonstrating Excellence"),
                                 dict(name="Ancestral Lands")))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Demonstrating Excellence", "a2:effect", "a2:trigger", "a2:when")
def test_demonstrating_excellence_gains_1_fate_and_draws_when_broken():
    s = _break()
    pl = s.state.players[1]
    fate, hand = pl.fate, len(pl.hand)
    pass_until(s, "trigger", 1)
    assert not s.card("Demonstrating Excellence").broken  # an interrupt: before it breaks
    s.pick("Demonstrating Excellence")
    assert (pl.fate, len(pl.hand)) == (fate + 1, hand + 1)


@pytest.mark.covers("Demonstrating Excellence", "a2:when", "a2:limit")
def test_demonstrating_excellence_not_for_another_province():
    s = _break(slot=1)
    _run_conflict_out(s, "Demonstrating Excellence")
    assert s.card("Ancestral Lands", 1).broken
    assert _limits("09-demonstrating-excellence", 1) == ["once per round"]


# ------------------------------------------------------------------ Third Tower Guard
@pytest.mark.covers("Third Tower Guard", "a1:effect", "a1:condition")
def test_third_tower_guard_plus_2_military_with_earth_or_water_claimed():
    def mil(mine=(), theirs=()):
        s = Quiet()
        s.player(0, characters=["Third Tower Guard"], claimed_rings=list(mine))
        s.player(1, claimed_rings=list(theirs))
        s.build()
        return skill(s.state, s.card("Third Tower Guard"), "military")
    assert mil() == 1
    assert mil(["earth"]) == 3
    assert mil(["water"]) == 3
    assert mil(["earth", "water"]) == 3  # +2 once, not per ring
    assert mil(["fire", "air"]) == 1
    assert mil(theirs=["earth"]) == 1  # the opponent's claimed ring is not yours


# ------------------------------------------------------------------ Hiruma Outpost
def _outpost(slot=0, broken=False):
    s = Quiet(first_player=0)
    s.player(0, characters=["Hida Kisada"])
    s.player(1, characters=["Doji Whisperer"],
             provinces=provinces(dict(name="Entrenched Position"),
                                 dict(name="Ancestral Lands", broken=broken, cards=["Hiruma Outpost"])))
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", province=slot, attackers=["Hida Kisada"])
    return s


@pytest.mark.covers("Hiruma Outpost", "a1:effect", "a1:trigger", "a1:when", "a1:condition")
def test_hiruma_outpost_the_attacker_loses_1_honor_against_a_province_without_holding():
    s = _outpost()
    honor = s.state.players[0].honor
    pass_until(s, "trigger", 1)
    s.pick("Hiruma Outpost")
    assert s.state.players[0].honor == honor - 1


@pytest.mark.covers("Hiruma Outpost", "a1:when")
def test_hiruma_outpost_not_against_a_province_with_a_holding():
    s = _outpost(slot=1)
    honor = s.state.players[0].honor
    _run_conflict_out(s, "Hiruma Outpost")
    assert s.state.players[0].honor == honor


@pytest.mark.covers("Hiruma Outpost", "a1:condition", "a1:limit")
def test_hiruma_outpost_only_while_its_province_is_unbroken():
    s = _outpost(broken=True)
    _run_conflict_out(s, "Hiruma Outpost")
    assert _limits("09-hiruma-outpost") == ["once per round"]


# ------------------------------------------------------------------ Fū Sui Disciple
def _fu_sui(mine=(), theirs=("air",)):
    s = Quiet(first_player=0)
    s.player(0, characters=["Fū Sui Disciple", dict(name="Doji Whisperer", status="honored")],
             claimed_rings=list(mine))
    s.player(1, characters=["Eager Scout", dict(name="Hida Guardian", status="dishonored"), "Matsu Berserker"],
             claimed_rings=list(theirs))
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Fū Sui Disciple", "a1:effect", "a1:target")
def test_fu_sui_disciple_the_air_ring_holder_chooses_and_you_select_dishonor():
    """Rules Reference "Target": the card says who chooses; "Select": after the dash, the
    ability's controller selects as the effect resolves."""
    s = _fu_sui()
    s.pick("Fū Sui Disciple")
    assert s.game.pending.player == 1  # the opponent has the Air ring: they choose
    s.assert_legal("Eager Scout")
    s.assert_legal("Matsu Berserker")
    s.assert_not_legal("Hida Guardian")  # not ordinary
    s.assert_not_legal("Fū Sui Disciple")  # not theirs
    s.pick("Eager Scout")
    assert s.game.pending.player == 0
    s.pick("dishonor it")
    assert s.card("Eager Scout").status == -1


@pytest.mark.covers("Fū Sui Disciple", "a1:effect", "a1:target")
def test_fu_sui_disciple_you_choose_your_own_when_you_have_the_air_ring():
    s = _fu_sui(mine=("air",), theirs=())
    s.pick("Fū Sui Disciple")
    assert s.game.pending.player == 0
    s.assert_legal("Fū Sui Disciple")
    s.assert_not_legal("Doji Whisperer")  # honored
    s.assert_not_legal("Eager Scout")  # not yours
    s.pick("Fū Sui Disciple")
    s.pick("honor it")
    assert s.card("Fū Sui Disciple").status == 1


@pytest.mark.covers("Fū Sui Disciple", "a1:target")
def test_fu_sui_disciple_needs_someone_with_the_air_ring():
    assert not can_use(_fu_sui(theirs=()), 0, "Fū Sui Disciple")
    assert not can_use(_fu_sui(theirs=("earth",)), 0, "Fū Sui Disciple")


# ------------------------------------------------------------------ Matsu Seventh Legion
@pytest.mark.covers("Matsu Seventh Legion", "a1:effect", "a1:condition")
def test_matsu_seventh_legion_courtiers_cannot_defend_while_it_attacks():
    s = in_conflict(dict(characters=["Matsu Seventh Legion", "Matsu Berserker"]),
                    dict(characters=["Doji Whisperer", "Kakita Asami", "Hida Guardian"]),
                    attackers=["Matsu Seventh Legion"])
    s.build()
    assert eligible_defenders(s.game, 1) == [s.uid("Hida Guardian")]
    s = in_conflict(dict(characters=["Matsu Seventh Legion", "Matsu Berserker"]),
                    dict(characters=["Doji Whisperer", "Kakita Asami", "Hida Guardian"]),
                    attackers=["Matsu Berserker"])
    s.build()
    assert s.uid("Doji Whisperer") in eligible_defenders(s.game, 1)  # not attacking: no effect


@pytest.mark.covers("Matsu Seventh Legion", "keyword:no attachments except weapon")
def test_matsu_seventh_legion_only_weapon_attachments():
    s = Quiet()
    s.player(0, characters=["Matsu Seventh Legion"], hand=["Fine Katana", "Ornate Fan"])
    s.player(1)
    g = s.build()
    assert attachment_hosts(g, 0, s.uid("Fine Katana")) == [s.uid("Matsu Seventh Legion")]
    assert attachment_hosts(g, 0, s.uid("Ornate Fan")) == []


# ------------------------------------------------------------------ Isawa Uona
def _uona(hand=("Cloud the Mind",), p1=("Eager Scout", "Kakita Asami")):
    s = in_conflict(dict(characters=["Isawa Uona", "Doji Challenger"], hand=list(hand), fate=3),
                    dict(characters=list(p1), **WAITS), attackers=["Doji Challenger"], defenders=list(p1))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Isawa Uona", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_isawa_uona_bows_a_non_unique_participant_after_you_play_an_air_card():
    s = _uona()
    s.pick("Cloud the Mind")
    s.pick("Eager Scout")  # attach it to the opponent's Scout
    pass_until(s, "trigger", 0)
    s.pick("Isawa Uona")
    s.assert_legal("Doji Challenger")
    s.assert_not_legal("Kakita Asami")  # unique
    s.assert_not_legal("Isawa Uona")  # unique, and at home
    s.pick("Eager Scout")
    assert s.card("Eager Scout").bowed


@pytest.mark.covers("Isawa Uona", "a1:when", "a1:limit")
def test_isawa_uona_not_after_a_non_air_card():
    s = _uona(hand=("Fine Katana",))
    s.pick("Fine Katana")
    s.pick("Doji Challenger")
    _run_conflict_out(s, "Isawa Uona")
    assert _limits("09-isawa-uona") == ["once per round"]


# ------------------------------------------------------------------ Soshi Shadowshaper
def _shadowshaper(at="conflict"):
    s = Quiet(first_player=0)
    s.player(0, characters=["Soshi Shadowshaper", "Doji Challenger"], hand=["Banzai!"], fate=3)
    s.player(1, characters=["Hida Guardian"], hand=["Ikoma Prodigy", "Vanguard Warrior", "Kakita Asami"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Matsu Berserker"])))
    s.start(at)
    return s


def _enter(s, *names, p=1):
    s.apply(*(ev("enter_play", card=s.uid(n, p), player=p, host=-1, into_conflict=False, played=True)
              for n in names))


@pytest.mark.covers("Soshi Shadowshaper", "a1:effect", "a1:target", "a1:cost", "a1:condition")
def test_soshi_shadowshaper_returns_a_cheap_character_that_entered_play_from_a_hand():
    """Rules Reference "Cost": losing honor before the dash is the cost."""
    s = _shadowshaper()
    pass_until(s, "declare_conflict", 0)
    _enter(s, "Ikoma Prodigy", "Vanguard Warrior", "Kakita Asami", "Matsu Berserker")
    s.declare("political", "air", attackers=["Doji Challenger"])
    my_turn(s)
    honor = s.state.players[0].honor
    s.pick("Soshi Shadowshaper")
    assert s.state.players[0].honor == honor - 1
    s.assert_legal("Ikoma Prodigy")  # cost 1, from a hand
    s.assert_legal("Vanguard Warrior")  # cost 2, from a hand
    s.assert_not_legal("Kakita Asami")  # cost 3
    s.assert_not_legal("Matsu Berserker")  # from a province
    s.assert_not_legal("Hida Guardian")  # already in play
    s.assert_not_legal("Doji Challenger")
    s.pick("Ikoma Prodigy")
    assert s.card("Ikoma Prodigy").zone == "hand"


def _conflict_window(s, p=0):
    """Pass decisions until ``p`` has an action window or a conflict to declare in the conflict phase."""
    for _ in range(80):
        d = s.game.pending
        if s.state.phase == "conflict" and d.player == p and d.context in ("action", "declare_conflict"):
            return
        skip(s)
    raise AssertionError("no conflict phase decision")


@pytest.mark.covers("Soshi Shadowshaper", "a1:target", "a1:condition")
def test_soshi_shadowshaper_only_this_phase_and_only_in_the_conflict_phase():
    s = _shadowshaper("draw")
    _enter(s, "Ikoma Prodigy")
    assert s.state.phase == "draw" and not can_use(s, 0, "Soshi Shadowshaper")  # not the conflict phase
    _conflict_window(s)
    assert not can_use(s, 0, "Soshi Shadowshaper")  # it entered play in an earlier phase
    _enter(s, "Vanguard Warrior")
    assert can_use(s, 0, "Soshi Shadowshaper")  # this one entered play this phase


@pytest.mark.covers("Soshi Shadowshaper", "a1:cost")
def test_soshi_shadowshaper_needs_honor_to_lose():
    s = _shadowshaper()
    pass_until(s, "declare_conflict", 0)
    _enter(s, "Ikoma Prodigy")
    assert can_use(s, 0, "Soshi Shadowshaper")
    s.state.players[0].honor = 0
    assert not can_use(s, 0, "Soshi Shadowshaper")


# ------------------------------------------------------------------ Heartless Intimidator
def _intimidator(p1_hand=("Banzai!",)):
    s = Quiet(first_player=0)
    s.player(0, characters=["Heartless Intimidator", "Soshi Shadowshaper"], hand=["Banzai!"], fate=2)
    s.player(1, characters=["Soshi Shadowshaper", "Eager Scout"], hand=list(p1_hand), fate=2,
             conflict_deck=["Fine Katana", "Ornate Fan"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Heartless Intimidator", "a1:effect", "a1:trigger", "a1:when")
def test_heartless_intimidator_discards_the_top_conflict_card_of_an_opponent_who_loses_honor():
    s = _intimidator()
    s.state.pending = None
    from l5r.lcg.actions import do
    do(s.game, [ev("lose_honor", player=1, amount=2)])
    s.game.run()
    pass_until(s, "trigger", 0)
    s.pick("Heartless Intimidator")
    assert s.card("Ornate Fan").zone == "conflict_discard"  # the top card
    assert s.card("Fine Katana").zone == "conflict_deck"


@pytest.mark.covers("Heartless Intimidator", "a1:trigger", "a1:when")
def test_heartless_intimidator_giving_honor_and_paying_honor_are_losing_it():
    """Rules Reference "Give": the giver loses the tokens; "Cost": an honor cost is lost honor."""
    s = _intimidator()
    s.state.pending = None
    from l5r.lcg.actions import do
    do(s.game, [ev("transfer_honor", **{"from": 1, "to": 0, "amount": 1})])
    s.game.run()
    pass_until(s, "trigger", 0)
    s.pick("Heartless Intimidator")
    assert s.card("Ornate Fan").zone == "conflict_discard"
    s = Quiet(first_player=1)
    s.player(0, characters=["Heartless Intimidator"], hand=["Banzai!"], fate=2)
    s.player(1, characters=["Soshi Shadowshaper", "Doji Challenger"], hand=["Ikoma Prodigy"], fate=2,
             conflict_deck=["Fine Katana", "Ornate Fan"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 1)
    _enter(s, "Ikoma Prodigy")
    s.declare("political", "air", attackers=["Doji Challenger"])
    my_turn(s, 1)
    s.pick("Soshi Shadowshaper")  # its cost: player 1 loses 1 honor
    pass_until(s, "trigger", 0)
    s.pick("Heartless Intimidator")
    assert s.card("Ornate Fan").zone == "conflict_discard"


@pytest.mark.covers("Heartless Intimidator", "a1:when", "a1:limit")
def test_heartless_intimidator_not_when_you_lose_honor_and_no_limit():
    s = _intimidator()
    s.state.pending = None
    from l5r.lcg.actions import do
    do(s.game, [ev("lose_honor", player=0, amount=1)])
    s.game.run()
    assert_not_offered(s, "Heartless Intimidator")
    for _ in range(2):
        s.state.pending = None
        do(s.game, [ev("lose_honor", player=1, amount=1)])
        s.game.run()
        pass_until(s, "trigger", 0)
        s.pick("Heartless Intimidator")
    assert s.card("Fine Katana").zone == s.card("Ornate Fan").zone == "conflict_discard"
    assert _limits("09-heartless-intimidator") == ["no limit per round"]


# ------------------------------------------------------------------ Shinjo Shono
def _shono(p0=("Shinjo Shono", "Border Rider", "Matsu Berserker"), attackers=("Shinjo Shono", "Border Rider",
                                                                                "Matsu Berserker"),
           p1=("Doji Whisperer",)):
    s = in_conflict(dict(characters=list(p0)), dict(characters=list(p1), **WAITS), attackers=list(attackers),
                    defenders=list(p1))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Shinjo Shono", "a1:effect", "a1:condition")
def test_shinjo_shono_your_participating_cavalry_get_plus_1_each():
    s = _shono()
    before = {n: (skill(s.state, s.card(n), "military"), skill(s.state, s.card(n), "political"))
              for n in ("Shinjo Shono", "Border Rider", "Matsu Berserker")}
    s.pick("Shinjo Shono")
    for n in ("Shinjo Shono", "Border Rider"):
        m, p = before[n]
        assert (skill(s.state, s.card(n), "military"), skill(s.state, s.card(n), "political")) == (m + 1, p + 1)
    assert skill(s.state, s.card("Matsu Berserker"), "military") == before["Matsu Berserker"][0]  # no Cavalry


@pytest.mark.covers("Shinjo Shono", "a1:condition")
def test_shinjo_shono_needs_more_participants_and_to_participate():
    assert not can_use(_shono(attackers=("Shinjo Shono",)), 0, "Shinjo Shono")  # 1 against 1
    assert not can_use(_shono(attackers=("Border Rider", "Matsu Berserker")), 0, "Shinjo Shono")  # at home


@pytest.mark.covers("Shinjo Shono", "keyword:pride")
def test_shinjo_shono_pride():
    """Rules Reference "Pride": honored after it wins a conflict."""
    s = in_conflict(dict(characters=["Shinjo Shono"]), dict(characters=["Doji Whisperer"]),
                    attackers=["Shinjo Shono"])
    s.start("3.2.2")
    pass_until(s, ("trigger", "ring_effect"))
    assert s.card("Shinjo Shono").status == 1


# ------------------------------------------------------------------ Shiotome Encampment
def _encampment(side="military", mine=True):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Border Rider", bowed=True), dict(name="Matsu Berserker", bowed=True)],
             provinces=provinces(dict(name="Entrenched Position", cards=["Shiotome Encampment"])))
    s.player(1, characters=[dict(name="Moto Youth", bowed=True)])
    s.adjust(lambda g: (setattr(g.state.rings["fire"], "claimed_by", 0 if mine else 1),
                        setattr(g.state.rings["fire"], "side", side)))
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Shiotome Encampment", "a1:effect", "a1:target", "a1:condition")
def test_shiotome_encampment_readies_a_cavalry_character():
    s = _encampment()
    s.pick("Shiotome Encampment")
    s.assert_legal("Border Rider")
    s.assert_legal("Moto Youth")  # any player's Cavalry
    s.assert_not_legal("Matsu Berserker")  # not Cavalry
    s.pick("Border Rider")
    assert not s.card("Border Rider").bowed


@pytest.mark.covers("Shiotome Encampment", "a1:condition")
def test_shiotome_encampment_needs_a_military_ring_in_your_claimed_pool():
    assert not can_use(_encampment(side="political"), 0, "Shiotome Encampment")
    assert not can_use(_encampment(mine=False), 0, "Shiotome Encampment")


# ------------------------------------------------------------------ Kudaka
def _kudaka(ring="air", attacker="Kudaka"):
    s = in_conflict(dict(characters=["Kudaka", "Doji Whisperer"]), dict(characters=["Eager Scout"]),
                    type="political", ring=ring, attackers=[attacker])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Kudaka", "a1:effect", "a1:trigger", "a1:when")
def test_kudaka_gains_1_fate_and_draws_after_you_claim_the_air_ring():
    s = _kudaka()
    pl = s.state.players[0]
    fate, hand = pl.fate, len(pl.hand)
    pass_until(s, "trigger", 0)
    while "Kudaka" not in " ".join(s.legal()):
        skip(s)
        pass_until(s, "trigger", 0)
    s.pick("Kudaka")
    assert (pl.fate, len(pl.hand)) == (fate + 1, hand + 1)
    assert s.state.rings["air"].claimed_by == 0


@pytest.mark.covers("Kudaka", "a1:when")
def test_kudaka_not_for_another_ring_nor_when_the_opponent_claims():
    _run_conflict_out(_kudaka(ring="earth"), "Kudaka")
    s = in_conflict(dict(characters=["Kudaka", "Eager Scout"]), dict(characters=["Doji Whisperer"]),
                    type="political", attackers=["Eager Scout"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    _run_conflict_out(s, "Kudaka")
    assert s.state.rings["air"].claimed_by == 1  # the defender won and claimed it


@pytest.mark.covers("Kudaka", "a1:limit")
def test_kudaka_twice_per_round():
    assert _limits("09-kudaka") == ["limit 2 per round"]
    s = _kudaka()
    pass_until(s, "trigger", 0)
    while "Kudaka" not in " ".join(s.legal()):
        skip(s)
        pass_until(s, "trigger", 0)
    s.pick("Kudaka")
    assert _limits_left(s, 0, "Kudaka", "09-kudaka") == [True]


# ------------------------------------------------------------------ Formal Invitation
def _invitation(type="political", host="Doji Challenger"):
    s = in_conflict(dict(characters=[dict(name=host, attachments=["Formal Invitation"]), "Kakita Asami"]),
                    dict(characters=["Eager Scout"], **WAITS), type=type, attackers=["Kakita Asami"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Formal Invitation", "a2:effect", "a2:condition")
def test_formal_invitation_moves_its_character_to_a_political_conflict():
    s = _invitation()
    my_turn(s)
    s.pick("Formal Invitation")
    assert s.uid("Doji Challenger") in s.state.conflict.attackers
    assert not can_use(s, 0, "Formal Invitation")  # participating: nothing to move
    assert not can_use(_invitation(type="military"), 0, "Formal Invitation")


@pytest.mark.covers("Formal Invitation", "a1:attach_to")
def test_formal_invitation_only_on_a_character_with_glory_2_or_more():
    s = Quiet()
    s.player(0, characters=["Doji Challenger", "Doji Whisperer", "Togashi Initiate"], hand=["Formal Invitation"])
    s.player(1, characters=["Eager Scout"])
    g = s.build()
    hosts = attachment_hosts(g, 0, s.uid("Formal Invitation"))
    assert s.uid("Doji Challenger") in hosts and s.uid("Togashi Initiate") in hosts  # glory 2
    assert s.uid("Doji Whisperer") not in hosts and s.uid("Eager Scout") not in hosts  # glory 1, 0


# ------------------------------------------------------------------ Ancient Master
def _master(side="attacker", deck=("Fine Katana", "Centipede Tattoo", "Banzai!", "Ornate Fan", "Mantra of Fire",
                                   "Charge!")):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Hida Kisada", attachments=["Ancient Master"]), "Matsu Berserker"],
             conflict_deck=list(deck))
    s.player(1, characters=[dict(name="Doji Challenger", attachments=["Ancient Master"])])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Hida Kisada" if side == "attacker" else "Matsu Berserker"])
    return s


@pytest.mark.covers("Ancient Master", "a2:effect", "a2:trigger", "a2:when")
def test_ancient_master_searches_the_top_5_for_a_kiho_or_tattoo_when_its_character_attacks():
    s = _master()
    pass_until(s, "trigger", 0)
    s.pick("Ancient Master")
    s.assert_legal("Mantra of Fire")  # a Kiho, second from the top
    s.assert_legal("Centipede Tattoo")  # a Tattoo, fifth from the top
    s.assert_not_legal("Ornate Fan")
    s.assert_not_legal("Fine Katana")  # 6th: not searched
    s.pick_many("Mantra of Fire")
    assert s.card("Mantra of Fire", 0).zone == "hand"


@pytest.mark.covers("Ancient Master", "a2:when", "a2:limit")
def test_ancient_master_also_as_a_defender_not_when_another_character_is_declared():
    s = _master(side="other")
    pass_until(s, "declare_defenders", 1)
    assert_not_offered(s, "Ancient Master")
    s.pick_many("Doji Challenger")
    pass_until(s, "trigger", 1)
    s.assert_legal("Ancient Master")
    assert _limits("09-ancient-master", 1) == ["once per round"]


@pytest.mark.covers("Ancient Master", "a1:as_attachment")
def test_ancient_master_may_be_played_as_an_attachment():
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Ancient Master"], fate=2)
    s.player(1)
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Play Ancient Master as an attachment")
    m = s.card("Ancient Master")
    assert m.zone == "attached" and m.attached_to == s.uid("Matsu Berserker")


# ------------------------------------------------------------------ Hurricane Punch
def _punch(attackers=("Togashi Initiate", "Matsu Berserker")):
    s = in_conflict(dict(characters=["Togashi Initiate", "Matsu Berserker", "Seeker Initiate"],
                         hand=["Hurricane Punch"]),
                    dict(characters=["Keeper Initiate"], **WAITS), attackers=list(attackers),
                    defenders=["Keeper Initiate"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Hurricane Punch", "a1:effect", "a1:target", "a1:condition")
def test_hurricane_punch_a_participating_monk_gets_plus_2_military_and_you_draw():
    s = _punch()
    hand = len(s.state.players[0].hand)
    s.pick("Hurricane Punch")
    s.assert_legal("Togashi Initiate")
    s.assert_legal("Keeper Initiate")  # any participating Monk
    s.assert_not_legal("Matsu Berserker")  # not a Monk
    s.assert_not_legal("Seeker Initiate")  # at home
    s.pick("Togashi Initiate")
    assert skill(s.state, s.card("Togashi Initiate"), "military") == 3
    assert len(s.state.players[0].hand) == hand  # the event left, a card was drawn


@pytest.mark.covers("Hurricane Punch", "a1:condition")
def test_hurricane_punch_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Togashi Initiate"], hand=["Hurricane Punch"])
    s.player(1)
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Hurricane Punch")


# ------------------------------------------------------------------ Even the Odds
def _odds(attackers=("Matsu Berserker",), p1=("Doji Whisperer", "Eager Scout"), chars=None, turn=True):
    chars = chars or ["Matsu Berserker", dict(name="Gifted Tactician"), "Hida Guardian"]
    s = in_conflict(dict(characters=chars, hand=["Even the Odds"]), dict(characters=list(p1), **WAITS),
                    attackers=list(attackers), defenders=list(p1))
    s.start("3.2.2")
    if turn:
        my_turn(s)
    return s


@pytest.mark.covers("Even the Odds", "a1:effect", "a1:target", "a1:condition")
def test_even_the_odds_moves_a_character_in_and_honors_a_commander():
    s = _odds()
    s.pick("Even the Odds")
    s.assert_legal("Gifted Tactician")
    s.assert_legal("Hida Guardian")
    s.assert_not_legal("Doji Whisperer")  # not yours
    s.assert_not_legal("Matsu Berserker")  # already participating, no Commander
    s.pick("Gifted Tactician")
    t = s.card("Gifted Tactician")
    assert t.uid in s.state.conflict.attackers and t.status == 1
    s = _odds()
    s.pick("Even the Odds")
    s.pick("Hida Guardian")
    g = s.card("Hida Guardian")
    assert g.uid in s.state.conflict.attackers and g.status == 0  # no Commander: not honored


@pytest.mark.covers("Even the Odds", "a1:target")
def test_even_the_odds_a_participating_commander_can_be_chosen_to_be_honored():
    s = _odds(attackers=("Gifted Tactician",))
    s.pick("Even the Odds")
    s.pick("Gifted Tactician")
    assert s.card("Gifted Tactician").status == 1


@pytest.mark.covers("Even the Odds", "a1:condition")
def test_even_the_odds_only_with_fewer_participants():
    assert not can_use(_odds(p1=("Doji Whisperer",), turn=False), 0, "Even the Odds")  # 1 against 1
    assert not can_use(_odds(attackers=("Matsu Berserker", "Hida Guardian"), p1=("Doji Whisperer",), turn=False),
                       0, "Even the Odds")
    assert can_use(_odds(turn=False), 0, "Even the Odds")  # 1 against 2


# ------------------------------------------------------------------ Winds of Change
def _winds(claimed_by=1):
    s = Quiet(first_player=0)
    s.player(0, hand=["Winds of Change"], characters=["Matsu Berserker"])
    s.player(1)
    if claimed_by is not None:
        s.adjust(lambda g: setattr(g.state.rings["air"], "claimed_by", claimed_by))
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Winds of Change", "a1:effect")
def test_winds_of_change_returns_the_air_ring_from_any_claimed_pool():
    for who in (0, 1):
        s = _winds(who)
        s.pick("Winds of Change")
        assert s.state.rings["air"].claimed_by == -1
    assert not can_use(_winds(None), 0, "Winds of Change")  # unclaimed: nothing would change


# ------------------------------------------------------------------ Maze of Illusion
def _maze(p1=("Doji Whisperer", dict(name="Eager Scout", bowed=True, status="dishonored"), "Kakita Asami"),
          defenders=("Doji Whisperer", "Eager Scout")):
    s = in_conflict(dict(characters=["Doji Challenger", "Matsu Berserker"], hand=["Maze of Illusion"], fate=1),
                    dict(characters=list(p1), **WAITS), attackers=["Doji Challenger"], defenders=list(defenders))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Maze of Illusion", "a1:effect", "a1:target", "a1:condition")
def test_maze_of_illusion_a_wrong_guess_bows_and_dishonors_the_character():
    s = _maze()
    s.pick("Maze of Illusion")
    s.assert_legal("Doji Whisperer")
    s.assert_not_legal("Eager Scout")  # bowed and dishonored already: nothing would change
    s.assert_not_legal("Kakita Asami")  # at home
    s.assert_not_legal("Doji Challenger")  # yours
    s.pick("Doji Whisperer")
    d = s.game.pending
    assert (d.player, d.context, d.secret) == (0, "honor_dial", True)
    assert [o.id for o in d.options] == ["1", "2", "3", "4", "5"]
    s.pick("select 3")
    assert (s.game.pending.player, s.game.pending.context) == (1, "guess_dial")
    s.pick("even")
    w = s.card("Doji Whisperer")
    assert w.bowed and w.status == -1
    assert s.state.players[0].bid == 3  # the dial shows the number


@pytest.mark.covers("Maze of Illusion", "a1:effect")
def test_maze_of_illusion_a_right_guess_changes_nothing():
    s = _maze()
    s.pick("Maze of Illusion")
    s.pick("Doji Whisperer")
    s.pick("select 4")
    s.pick("even")
    w = s.card("Doji Whisperer")
    assert not w.bowed and w.status == 0


@pytest.mark.covers("Maze of Illusion", "a1:effect")
def test_maze_of_illusion_the_selected_number_is_hidden_from_the_guesser():
    """A secret choice (like a bid, Appendix I 2.2): the guesser's view and a bot's determinized
    copy do not hold it."""
    from l5r.lcg.hidden import after_determinize
    s = _maze()
    s.pick("Maze of Illusion")
    s.pick("Doji Whisperer")
    s.pick("select 3")
    seen = set()
    for seed in range(12):
        g = s.game.clone()
        after_determinize(g, 1, seed)
        seen.add(next(f for f in g.state.stack if f.get("step") == "cards.dial_guess")["number"])
    assert len(seen) > 1  # dealt anew for the guesser's look-ahead
    view = s.game.view(1)
    assert view["players"][0]["bid"] != 3 and "dial_guess" not in json.dumps(view)


@pytest.mark.covers("Maze of Illusion", "a1:condition")
def test_maze_of_illusion_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger"], hand=["Maze of Illusion"], fate=1)
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Maze of Illusion")
