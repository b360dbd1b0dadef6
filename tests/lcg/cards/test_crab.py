"""Crab clan cards of the Core Set (and the Crab cards of core.py: Shiro
Nishiyama, Reprieve): each card's effect, a restriction, and the 2017
rulings about it (Rules Reference cited; where a ruling and the Rules
Reference disagree, DECISIONS.md: the Rules Reference wins)."""

import pytest

from l5r.lcg.abilities import CardDef
from l5r.lcg.game import RULES
from l5r.lcg.actions import ev
from l5r.lcg.model import province_strength, skill
from l5r.lcg.vocab import Action, Duel, Effect, Target
from l5r.testing import Scenario

# provinces and stronghold whose abilities stay out of the way (constant, or Cavalry only)
PROVS = ["Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands", "Ancestral Lands"]
STRONGHOLD = "Golden Plains Outpost"
TEST_HOST = "01-doji-challenger"  # a character used as a host for test-only abilities


def provinces(*first, rest=PROVS):
    """Province specs: the given ones first, default provinces after."""
    return list(first) + list(rest[len(first):])


class Quiet(Scenario):
    """A scenario whose default provinces and stronghold offer no abilities."""

    def player(self, index, **spec):
        spec.setdefault("stronghold", STRONGHOLD)
        spec.setdefault("provinces", PROVS)
        super().player(index, **spec)


def in_conflict(p0, p1, *, type="military", ring="air", province=0, attackers=(), defenders=(),
                first_player=0):
    s = Quiet(first_player=first_player)
    s.player(0, **p0)
    s.player(1, **p1)
    s.conflict(attacker=0, type=type, ring=ring, province=province, attackers=list(attackers),
               defenders=list(defenders))
    return s


def skip(s):
    """Answer the pending decision by passing, declining or doing nothing."""
    d = s.game.pending
    if d.kind == "choose_many":
        s.game.answer([])
        return
    ids = [o.id for o in d.options]
    for pref in ("pass", "decline", "none", "keep"):
        if pref in ids:
            s.game.answer(pref)
            return
    s.game.answer(ids[0])


def pass_until(s, context, player=None):
    """Pass every decision until one with this context (and player) is pending."""
    for _ in range(50):
        d = s.game.pending
        assert d is not None, "the game stopped before the expected decision"
        if d.context in (context if isinstance(context, tuple) else (context,)) and \
                (player is None or d.player == player):
            return
        skip(s)
    raise AssertionError("decision not reached")


def start_prepared(s, at, prepare):
    """Build the position, let ``prepare(s)`` change it, then run from ``at``."""
    build = s.build

    def prepared():
        g = build()
        prepare(s)
        return g
    s.build = prepared
    return s.start(at)


def my_turn(s, p=0):
    """Pass until ``p`` may act in an action window."""
    pass_until(s, ("conflict_action", "action"), p)


def can_use(s, p, text):
    """Is an action ability or action event with this label usable by ``p`` now?"""
    from l5r.lcg.abilities import action_options
    return any(text in o.label for o in action_options(s.game, p))


def assert_not_offered(s, text):
    """No reaction/interrupt window offers this ability now."""
    d = s.game.pending
    assert d is None or d.context != "trigger" or not any(text in o.label for o in d.options), s.legal()


@pytest.fixture
def test_ability(monkeypatch):
    """Give Doji Challenger a test-only action ability."""
    def give(ab):
        monkeypatch.setitem(RULES.cards, TEST_HOST, CardDef(TEST_HOST, (ab,)))
    return give


# ------------------------------------------------------------------ Borderlands Defender
@pytest.mark.covers('Borderlands Defender', 'a1:effect')
@pytest.mark.ruling(36, "Borderlands Defender")
def test_borderlands_defender_ruling_cannot_be_chosen_to_bow_or_move_by_opponent_effects(test_ability):
    """Ruling (For Shame!, Doji Gift Giver): a defending Borderlands Defender
    cannot be chosen to be bowed by an opponent's card effect ("Target": no
    target for an effect that cannot affect it); nor moved home."""
    test_ability(Action(Effect("bow"), target=Target(action="bow"), text="bow one"))
    s = in_conflict(dict(characters=["Doji Challenger"]),
                    dict(characters=["Borderlands Defender", "Eager Scout"]),
                    attackers=["Doji Challenger"], defenders=["Borderlands Defender", "Eager Scout"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Doji Challenger: bow one")
    s.assert_not_legal("Borderlands Defender")
    s.assert_legal("Eager Scout")


def test_borderlands_defender_opponent_cannot_move_it_home(test_ability):
    test_ability(Action(Effect("move_home"), target=Target(action="move_home"), text="send home"))
    s = in_conflict(dict(characters=["Doji Challenger"]),
                    dict(characters=["Borderlands Defender", "Eager Scout"]),
                    attackers=["Doji Challenger"], defenders=["Borderlands Defender", "Eager Scout"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Doji Challenger: send home")
    s.assert_not_legal("Borderlands Defender")
    s.pick("Eager Scout")
    assert s.uid("Borderlands Defender") in s.state.conflict.defenders


@pytest.mark.covers('Borderlands Defender', 'a1:effect', 'a1:condition')
def test_borderlands_defender_not_protected_at_home_or_from_own_effects(test_ability):
    """The protection holds only while it defends, and only against opponents."""
    test_ability(Action(Effect("bow"), target=Target(action="bow"), text="bow one"))
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger"])
    s.player(1, characters=["Borderlands Defender"])
    s.start("conflict")
    s.pick("Doji Challenger: bow one")
    s.pick("Borderlands Defender")
    assert s.card("Borderlands Defender").bowed
    s2 = in_conflict(dict(characters=["Matsu Berserker"]),
                     dict(characters=["Borderlands Defender", "Doji Challenger"]),
                     attackers=["Matsu Berserker"], defenders=["Borderlands Defender"])
    s2.start("3.2.2")  # the defender's own card may bow it
    s2.pick("Doji Challenger: bow one")
    s2.assert_legal("Borderlands Defender")


@pytest.mark.ruling(37, "Borderlands Defender")
def test_borderlands_defender_ruling_water_ring_can_bow_it():
    """Ruling: ring effects are not card effects (Rules Reference "Effects"):
    the Water ring may bow a defending Borderlands Defender."""
    s = in_conflict(dict(characters=["Hida Kisada"]), dict(characters=["Borderlands Defender"]),
                    ring="water", attackers=["Hida Kisada"], defenders=["Borderlands Defender"])
    s.start("3.2.2")
    pass_until(s, "ring_effect")
    assert s.uid("Borderlands Defender") in s.state.conflict.defenders
    s.pick("Bow Borderlands Defender")
    assert s.card("Borderlands Defender").bowed


# ------------------------------------------------------------------ Borderlands Fortifications
def _fortifications():
    s = Quiet(first_player=0)
    s.player(0, provinces=provinces(dict(name="Entrenched Position", cards=["Borderlands Fortifications"]),
                                    dict(name="Ancestral Lands", cards=[dict(name="Eager Scout", facedown=True)])))
    s.player(1)
    s.start("conflict")
    return s


@pytest.mark.covers('Borderlands Fortifications', 'a1:effect', 'a1:target')
def test_borderlands_fortifications_switches_with_a_card_in_another_province():
    s = _fortifications()
    st = s.state
    night_raid = st.cards[st.players[0].provinces[1]]
    before = province_strength(st, night_raid)
    s.pick("Borderlands Fortifications")
    s.assert_not_legal("Borderlands Fortifications")  # not itself nor its own province
    s.pick("facedown card in province 2")
    fort, scout = s.card("Borderlands Fortifications"), s.card("Eager Scout", zone="in_province")
    assert (fort.slot, scout.slot) == (1, 0)
    assert st.players[0].province_cards[1] == [fort.uid] and st.players[0].province_cards[0] == [scout.uid]
    assert scout.facedown and not fort.facedown
    assert province_strength(st, night_raid) == before + 2  # the holding's bonus moved with it


@pytest.mark.covers('Borderlands Fortifications', 'a1:target')
def test_borderlands_fortifications_needs_a_card_in_another_province_and_once_per_round():
    s = Quiet(first_player=0)
    s.player(0, provinces=provinces(dict(name="Entrenched Position", cards=["Borderlands Fortifications"])))
    s.player(1)
    s.build()
    for pl in s.state.players[0].province_cards[1:]:
        assert not pl  # no other card in any province: no eligible target
    assert not can_use(s, 0, "Borderlands Fortifications")
    s2 = _fortifications()
    s2.pick("Borderlands Fortifications")
    s2.pick("facedown card in province 2")
    assert not can_use(s2, 0, "Borderlands Fortifications")  # Action: once per round


# ------------------------------------------------------------------ Defend the Wall
def _defend_the_wall(province=0):
    return in_conflict(dict(characters=["Eager Scout"]),
                       dict(characters=["Matsu Berserker"],
                            provinces=provinces(dict(name="Defend the Wall", facedown=False))),
                       ring="air", province=province, attackers=["Eager Scout"],
                       defenders=["Matsu Berserker"])


@pytest.mark.covers('Defend the Wall', 'a1:effect', 'a1:trigger')
def test_defend_the_wall_defender_resolves_the_ring_effect():
    s = _defend_the_wall()
    s.start("3.2.2")
    pass_until(s, "trigger")
    assert s.game.pending.player == 1
    s.pick("Defend the Wall")
    assert s.game.pending.context == "ring_effect" and s.game.pending.player == 1
    s.pick("Gain 2 honor")
    assert s.state.players[1].honor == 12
    assert s.state.rings["air"].claimed_by == 1  # 3.2.7: the winner still claims the ring


@pytest.mark.covers('Defend the Wall', 'a1:when')
def test_defend_the_wall_only_for_conflicts_at_this_province():
    s = _defend_the_wall(province=1)
    s.start("3.2.2")
    while s.state.conflict is not None:
        assert_not_offered(s, "Defend the Wall")
        skip(s)
    assert s.state.players[1].honor == 10 and s.state.rings["air"].claimed_by == 1


def test_defend_the_wall_ruling_other_cards_give_the_attacker_the_ring():
    """Ruling (Akodo Toturi, Doji Hotaru): unlike those cards, Defend the Wall
    resolves the ring effect for its own controller (the defender): the Air
    ring's "take 1 honor" takes from the attacking player."""
    s = _defend_the_wall()
    s.start("3.2.2")
    pass_until(s, "trigger")
    s.pick("Defend the Wall")
    s.pick("Take 1 honor")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (9, 11)


# ------------------------------------------------------------------ Funeral Pyre
@pytest.mark.covers('Funeral Pyre', 'a1:effect', 'a1:cost')
def test_funeral_pyre_sacrifice_a_character_to_draw():
    s = Quiet(first_player=0)
    s.player(0, characters=["Eager Scout", "Matsu Berserker"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Funeral Pyre"])))
    s.player(1)
    s.start("conflict")
    hand = len(s.state.players[0].hand)
    s.pick("Funeral Pyre")
    assert s.game.pending.context == "sacrifice_cost"
    s.pick("Eager Scout")
    assert s.card("Eager Scout").zone == "dynasty_discard"
    assert len(s.state.players[0].hand) == hand + 1


@pytest.mark.covers('Funeral Pyre', 'a1:cost')
def test_funeral_pyre_needs_a_character_to_sacrifice():
    s = Quiet(first_player=0)
    s.player(0, provinces=provinces(dict(name="Entrenched Position", cards=["Funeral Pyre"])))
    s.player(1, characters=["Eager Scout"])
    s.build()
    assert not can_use(s, 0, "Funeral Pyre")


# ------------------------------------------------------------------ Hida Guardian
def _guardian(holdings=("Funeral Pyre", "Borderlands Fortifications")):
    provs = provinces(*[dict(name=PROVS[i], cards=[h]) for i, h in enumerate(holdings)])
    return in_conflict(dict(characters=["Hida Guardian", "Matsu Berserker"], provinces=provs),
                       dict(characters=["Eager Scout"]),
                       attackers=["Hida Guardian", "Matsu Berserker"], defenders=["Eager Scout"])


@pytest.mark.covers('Hida Guardian', 'a1:effect', 'a1:target')
def test_hida_guardian_plus_2_per_holding_to_another_participant():
    s = _guardian()
    s.start("3.2.2")
    s.pick("Hida Guardian")
    s.assert_not_legal("Hida Guardian")  # another character
    s.pick("Matsu Berserker")
    assert skill(s.state, s.card("Matsu Berserker"), "military") == 3 + 4


@pytest.mark.covers('Hida Guardian', 'a1:condition')
def test_hida_guardian_not_without_a_holding():
    s = _guardian(holdings=())
    s.build()
    assert not can_use(s, 0, "Hida Guardian")


@pytest.mark.ruling(97, "Hida Guardian")
def test_hida_guardian_ruling_bonus_fixed_on_resolution():
    """Ruling: the number of holdings is counted when the ability resolves;
    losing a holding afterwards does not change the bonus."""
    s = _guardian()
    s.start("3.2.2")
    s.pick("Hida Guardian")
    s.pick("Matsu Berserker")
    s.apply(ev("leaves_play", card=s.uid("Funeral Pyre"), reason="discarded"))
    assert skill(s.state, s.card("Matsu Berserker"), "military") == 7


@pytest.mark.ruling(98, "Hida Guardian")
def test_hida_guardian_ruling_bonus_stays_if_guardian_leaves_the_conflict():
    """Ruling ("Lasting Effects"): the bonus persists after the Guardian leaves."""
    s = _guardian()
    s.start("3.2.2")
    s.pick("Hida Guardian")
    s.pick("Matsu Berserker")
    s.apply(ev("move_home", card=s.uid("Hida Guardian")))
    assert s.uid("Hida Guardian") not in s.state.conflict.attackers
    assert skill(s.state, s.card("Matsu Berserker"), "military") == 7


# ------------------------------------------------------------------ Hida Kisada
HOLDING = provinces(dict(name="Entrenched Position", cards=["Funeral Pyre"]))


def _kisada(p0_chars=("Kaiu Shuichi",), hand=("Levy",), p1_extra=()):
    return in_conflict(dict(characters=list(p0_chars), hand=list(hand), provinces=HOLDING, fate=3),
                       dict(characters=["Hida Kisada", *p1_extra], fate=3),
                       attackers=list(p0_chars), defenders=["Hida Kisada"])


def test_hida_kisada_cancels_the_opponents_first_action_each_conflict():
    s = _kisada()
    s.start("3.2.2")
    my_turn(s)
    s.pick("Kaiu Shuichi")
    assert s.state.players[0].fate == 3  # cancelled: no fate gained
    assert "Hida Kisada cancels the effects of Kaiu Shuichi." in s.log
    my_turn(s)
    s.pick("Levy")  # the second action resolves
    s.pick("Give 1 fate")
    assert s.state.players[0].fate == 4


def test_hida_kisada_no_cancel_after_losing_a_conflict_this_phase():
    s = _kisada()
    s.start("3.2.2")
    s.apply(ev("conflict_won", player=0, loser=1, attacker=0))  # an earlier conflict lost this phase
    my_turn(s)
    s.pick("Kaiu Shuichi")
    assert s.state.players[0].fate == 4


@pytest.mark.ruling(95, "Guidance of the Ancestors")
def test_hida_kisada_ruling_cancelled_action_still_used_this_round():
    """Ruling (Guidance of the Ancestors) and "Cancel": a cancelled ability is
    still used; its once-per-round limit is spent."""
    s = _kisada(hand=("Fine Katana",))
    s.start("3.2.2")
    my_turn(s)
    s.pick("Kaiu Shuichi")
    my_turn(s)
    s.assert_not_legal("Kaiu Shuichi")


@pytest.mark.ruling(99, "Hida Kisada")
def test_hida_kisada_ruling_only_action_abilities(monkeypatch):
    """Ruling: Kisada cancels Action abilities only. Hiruma Ambusher's reaction
    (the opponent's first triggered ability) resolves; their next action is
    the first action, and is cancelled."""
    s = in_conflict(dict(characters=["Hida Kisada"]),
                    dict(characters=["Kaiu Shuichi"], hand=["Hiruma Ambusher"], fate=5,
                         provinces=HOLDING),
                    attackers=["Hida Kisada"], defenders=["Kaiu Shuichi"])
    s.start("3.2.2")
    s.pick("Hiruma Ambusher")
    s.pick("Into the conflict")
    if s.game.pending.context == "additional_fate":
        s.pick("0 fate")
    pass_until(s, "trigger", player=1)
    s.pick("Hiruma Ambusher")
    s.pick("Hida Kisada")
    assert not any("Hida Kisada cancels" in line for line in s.log)
    assert any(e["actions"] == ["trigger_abilities"] for e in s.state.lasting)
    pass_until(s, "conflict_action", player=1)
    fate = s.state.players[1].fate
    s.pick("Kaiu Shuichi")
    assert s.state.players[1].fate == fate
    assert "Hida Kisada cancels the effects of Kaiu Shuichi." in s.log


@pytest.mark.ruling(101, "Hida Kisada")
def test_hida_kisada_ruling_first_means_first_in_the_conflict():
    """Ruling (meaning of "first"): an action used before Kisada entered play
    was the first one; the next action is not cancelled."""
    s = in_conflict(dict(characters=["Kaiu Shuichi", "Hida Guardian"], provinces=HOLDING, fate=3),
                    dict(characters=["Eager Scout"], hand=["Hida Kisada"]),
                    attackers=["Kaiu Shuichi", "Hida Guardian"], defenders=["Eager Scout"])
    s.start("3.2.2")
    s.pick("Kaiu Shuichi")
    assert s.state.players[0].fate == 4
    s.apply(ev("enter_play", card=s.uid("Hida Kisada"), player=1, host=-1))
    assert s.card("Hida Kisada").zone == "play"
    my_turn(s)
    s.pick("Hida Guardian")
    s.pick("Kaiu Shuichi")
    assert skill(s.state, s.card("Kaiu Shuichi"), "military") == 3 + 2  # not cancelled


@pytest.mark.ruling(100, "Hida Kisada")
def test_hida_kisada_ruling_crab_stronghold_cannot_be_used_on_attack():
    """Ruling: an ability needs an effect that can change the game state
    ("Triggered Abilities"): Shiro Nishiyama cannot be used while attacking
    (no defenders of yours) just to absorb Kisada's cancel."""
    s = in_conflict(dict(characters=["Matsu Berserker"], stronghold="Shiro Nishiyama"),
                    dict(characters=["Hida Kisada"], stronghold="Shiro Nishiyama"),
                    attackers=["Matsu Berserker"], defenders=["Hida Kisada"])
    s.build()
    assert not can_use(s, 0, "Shiro Nishiyama")
    assert can_use(s, 1, "Shiro Nishiyama")  # the defender may use it


# ------------------------------------------------------------------ Hida Tomonatsu
def _tomonatsu(attackers=("Eager Scout", "Doji Whisperer")):
    return in_conflict(dict(characters=list(attackers)), dict(characters=["Hida Tomonatsu"]),
                       attackers=list(attackers), defenders=["Hida Tomonatsu"])


@pytest.mark.covers('Hida Tomonatsu', 'a1:effect', 'a1:cost', 'a1:trigger')
def test_hida_tomonatsu_sacrifice_to_put_an_attacker_on_top_of_its_deck():
    s = _tomonatsu()
    s.start("3.2.2")
    pass_until(s, "trigger", player=1)
    s.pick("Hida Tomonatsu")
    s.pick("Eager Scout")
    assert s.card("Hida Tomonatsu").zone == "dynasty_discard"
    top = s.state.cards[s.state.players[0].dynasty_deck[-1]]
    assert top.cid == "01-eager-scout" and top.zone == "dynasty_deck"


@pytest.mark.covers('Hida Tomonatsu', 'a1:target')
def test_hida_tomonatsu_only_non_unique_attackers():
    s2 = in_conflict(dict(characters=[dict(name="Kaiu Shuichi", bowed=True), "Eager Scout"]),
                     dict(characters=["Hida Tomonatsu"]),
                     attackers=["Kaiu Shuichi", "Eager Scout"], defenders=["Hida Tomonatsu"])
    s2.start("3.2.2")
    pass_until(s2, "trigger", player=1)
    s2.pick("Hida Tomonatsu")
    s2.assert_not_legal("Kaiu Shuichi")
    s2.assert_legal("Eager Scout")


@pytest.mark.covers('Hida Tomonatsu', 'a1:when')
def test_hida_tomonatsu_not_after_winning_as_attacker():
    s = in_conflict(dict(characters=["Hida Tomonatsu"]), dict(characters=["Eager Scout"]),
                    attackers=["Hida Tomonatsu"], defenders=["Eager Scout"])
    s.start("3.2.2")
    while s.state.conflict is not None:
        assert_not_offered(s, "Hida Tomonatsu")
        skip(s)
    assert s.card("Hida Tomonatsu").zone == "play"


# ------------------------------------------------------------------ Hiruma Ambusher
def _ambusher():
    return in_conflict(dict(characters=["Kaiu Shuichi"], provinces=HOLDING),
                       dict(characters=["Matsu Berserker", "Political Rival"], hand=["Hiruma Ambusher"], fate=2),
                       type="political", attackers=["Kaiu Shuichi"], defenders=["Political Rival"])


@pytest.mark.covers('Hiruma Ambusher', 'a1:effect', 'a1:trigger')
def test_hiruma_ambusher_chosen_character_cannot_trigger_abilities():
    s = _ambusher()
    s.start("3.2.2")
    s.pick("Hiruma Ambusher")
    s.pick("Into the conflict")
    pass_until(s, "trigger", player=1)
    s.pick("Hiruma Ambusher")
    s.pick("Kaiu Shuichi")
    assert s.state.conflict is not None
    assert not can_use(s, 0, "Kaiu Shuichi")
    s.state.lasting = [e for e in s.state.lasting if e["type"] != "cannot"]
    assert can_use(s, 0, "Kaiu Shuichi")  # usable without the restriction


@pytest.mark.covers('Hiruma Ambusher', 'a1:when')
def test_hiruma_ambusher_no_reaction_when_played_at_home():
    s = _ambusher()
    s.start("3.2.2")
    s.pick("Hiruma Ambusher")
    s.pick("At home")
    assert s.card("Hiruma Ambusher").zone == "play"
    assert_not_offered(s, "Hiruma Ambusher")


@pytest.mark.ruling(103, "Hiruma Ambusher")
def test_hiruma_ambusher_ruling_constant_abilities_and_keywords_still_work():
    """Ruling: only triggered abilities are stopped; constant abilities and
    keywords work (Political Rival keeps +3 political while defending)."""
    s = _ambusher()
    s.start("3.2.2")
    rival = s.card("Political Rival")
    before = skill(s.state, rival, "political")
    s.pick("Hiruma Ambusher")
    s.pick("Into the conflict")
    pass_until(s, "trigger", player=1)
    s.pick("Hiruma Ambusher")
    s.pick("Political Rival")
    assert skill(s.state, rival, "political") == before == 3 + 3


# ------------------------------------------------------------------ Intimidating Hida
@pytest.mark.covers('Intimidating Hida', 'a1:effect', 'a1:trigger')
def test_intimidating_hida_opponent_loses_1_honor_after_passing():
    s = Quiet(first_player=1)
    s.player(0, characters=["Intimidating Hida"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, "declare_conflict", player=1)
    s.pick("Pass this conflict opportunity")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 0
    s.pick("Intimidating Hida")
    assert s.state.players[1].honor == 9


@pytest.mark.covers('Intimidating Hida', 'a1:when')
def test_intimidating_hida_not_after_your_own_pass():
    s = Quiet(first_player=0)
    s.player(0, characters=["Intimidating Hida"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, "declare_conflict", player=0)
    s.pick("Pass this conflict opportunity")
    assert_not_offered(s, "Intimidating Hida")
    assert s.game.pending.context == "declare_conflict" and s.game.pending.player == 1
    assert s.state.players[0].honor == 10


def test_intimidating_hida_rrg_3_2_a_player_who_cannot_declare_passes():
    """3.2: a player without eligible attackers passes the opportunity: that
    is a pass on declaring a conflict."""
    s = Quiet(first_player=1)
    s.player(0, characters=["Intimidating Hida"])
    s.player(1)  # no characters: cannot declare
    s.start("conflict")
    pass_until(s, "trigger", player=0)
    s.pick("Intimidating Hida")
    assert s.state.players[1].honor == 9


# ------------------------------------------------------------------ Jade Tetsubō
def _tetsubo(defender=dict(name="Eager Scout", fate=2)):
    return in_conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Jade Tetsubō"])]),
                       dict(characters=[defender], fate=1),
                       attackers=["Matsu Berserker"], defenders=[defender["name"]])


@pytest.mark.covers('Jade Tetsubō', 'a2:effect', 'a2:cost')
def test_jade_tetsubo_returns_all_fate_of_a_weaker_participant():
    s = _tetsubo()
    s.start("3.2.2")
    my_turn(s)
    s.pick("Jade Tetsubō")
    s.pick("Eager Scout")
    assert s.card("Eager Scout").fate == 0
    assert s.state.players[1].fate == 3
    assert s.card("Jade Tetsubō").bowed


@pytest.mark.covers('Jade Tetsubō', 'a2:target')
def test_jade_tetsubo_target_needs_lower_military_than_the_host():
    s = _tetsubo(defender=dict(name="Hida Kisada", fate=2))  # 7 military against 3 + 3
    s.build()
    assert not can_use(s, 0, "Jade Tetsubō")


@pytest.mark.ruling(131, "Jade Tetsubō")
def test_jade_tetsubo_ruling_fate_goes_to_the_targets_owner():
    """Ruling: "its owner" is the owner of the chosen character, even when an
    opponent controls it ("Control and Ownership")."""
    s = in_conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Jade Tetsubō"])], fate=0),
                    dict(characters=[dict(name="Eager Scout", fate=2), "Doji Whisperer"], fate=0),
                    attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])

    def steal(s):  # the scout is under player 0's control, attacking
        st = s.state
        scout = s.card("Eager Scout")
        st.players[1].play.remove(scout.uid)
        st.players[0].play.append(scout.uid)
        scout.controller = 0
        st.conflict.attackers.append(scout.uid)
    start_prepared(s, "3.2.2", steal)
    my_turn(s)
    s.pick("Jade Tetsubō")
    s.pick("Eager Scout")
    assert (s.state.players[0].fate, s.state.players[1].fate) == (0, 2)


# ------------------------------------------------------------------ Kaiu Shuichi
@pytest.mark.covers('Kaiu Shuichi', 'a1:effect', 'a1:condition')
@pytest.mark.ruling(132, "Kaiu Shuichi")
def test_kaiu_shuichi_ruling_any_holding_even_the_opponents():
    """Ruling: a holding controlled by the opponent is enough."""
    s = in_conflict(dict(characters=["Kaiu Shuichi"], fate=0),
                    dict(characters=["Eager Scout"], provinces=provinces(
                        dict(name="Entrenched Position", facedown=False), dict(name="Ancestral Lands", cards=["Funeral Pyre"]))),
                    attackers=["Kaiu Shuichi"], defenders=["Eager Scout"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Kaiu Shuichi")
    assert s.state.players[0].fate == 1


@pytest.mark.covers('Kaiu Shuichi', 'a1:condition', 'a1:conflict')
def test_kaiu_shuichi_needs_a_holding_and_to_participate():
    s = in_conflict(dict(characters=["Kaiu Shuichi"]), dict(characters=["Eager Scout"]),
                    attackers=["Kaiu Shuichi"], defenders=["Eager Scout"])
    s.build()
    assert not can_use(s, 0, "Kaiu Shuichi")
    s2 = in_conflict(dict(characters=["Kaiu Shuichi", "Matsu Berserker"], provinces=HOLDING),
                     dict(characters=["Eager Scout"]), attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s2.build()
    assert not can_use(s2, 0, "Kaiu Shuichi")


# ------------------------------------------------------------------ Levy
@pytest.mark.covers('Levy', 'a1:effect')
def test_levy_opponent_gives_honor_or_fate():
    s = Quiet(first_player=0)
    s.player(0, hand=["Levy"], honor=10)
    s.player(1, honor=10, fate=2)
    s.start("conflict")
    s.pick("Levy")
    assert s.game.pending.player == 1
    s.pick("Give 1 honor")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (11, 9)
    assert s.card("Levy").zone == "conflict_discard"


@pytest.mark.ruling(153, "Levy")
def test_levy_ruling_opponent_must_select_an_option_that_changes_the_game_state():
    """Ruling ("Select"): an opponent with no fate cannot choose to give fate."""
    s = Quiet(first_player=0)
    s.player(0, hand=["Levy"], fate=0)
    s.player(1, fate=0)
    s.start("conflict")
    s.pick("Levy")
    assert s.legal() == ["Give 1 honor"]


# ------------------------------------------------------------------ Rebuild
@pytest.mark.covers('Rebuild', 'a1:effect', 'a1:cost', 'a1:target')
def test_rebuild_holding_from_discard_into_the_emptied_province():
    s = Quiet(first_player=0)
    s.player(0, hand=["Rebuild"], dynasty_deck=["Eager Scout"] * 5 + ["Funeral Pyre"],
             provinces=provinces(dict(name="Entrenched Position", cards=[dict(name="Doji Whisperer", facedown=True)])))
    s.player(1)

    def discard_pyre(s):
        from l5r.lcg.model import place
        place(s.state, s.card("Funeral Pyre"), "dynasty_discard")
    start_prepared(s, "conflict", discard_pyre)
    st = s.state
    pyre = s.card("Funeral Pyre")
    s.pick("Rebuild")
    assert s.game.pending.context == "shuffle_cost"
    s.assert_not_legal("Doji Whisperer")  # facedown: named by province only
    s.pick("facedown card in province 1")
    assert s.card("Doji Whisperer").zone == "dynasty_deck"
    s.pick("Funeral Pyre")
    assert pyre.zone == "in_province" and pyre.slot == 0 and not pyre.facedown
    assert st.players[0].province_cards[0] == [pyre.uid]  # not refilled


@pytest.mark.covers('Rebuild', 'a1:target')
def test_rebuild_needs_a_holding_in_the_dynasty_discard_pile():
    s = Quiet(first_player=0)
    s.player(0, hand=["Rebuild"])
    s.player(1)
    s.build()
    assert not can_use(s, 0, "Rebuild")


# ------------------------------------------------------------------ Shrewd Yasuki
def _yasuki(holding_owner=0):
    hold = dict(provinces=HOLDING)
    return in_conflict(dict(characters=["Shrewd Yasuki"], conflict_deck=["Fine Katana", "Levy", "Rebuild"],
                            **(hold if holding_owner == 0 else {})),
                       dict(characters=["Doji Whisperer"], **(hold if holding_owner == 1 else {})),
                       type="political", attackers=["Shrewd Yasuki"], defenders=["Doji Whisperer"])


@pytest.mark.covers('Shrewd Yasuki', 'a1:effect')
def test_shrewd_yasuki_keep_one_of_the_top_two_and_bottom_the_other():
    s = _yasuki()
    s.start("3.2.2")
    my_turn(s)
    s.pick("Shrewd Yasuki")
    assert sorted(s.legal()) == ["Levy", "Rebuild"]  # the top two
    s.pick("Levy")
    pl = s.state.players[0]
    assert [s.state.cards[u].cid for u in pl.hand] == ["01-levy"]
    assert [s.state.cards[u].cid for u in pl.conflict_deck] == ["01-rebuild", "01-fine-katana"]


@pytest.mark.covers('Shrewd Yasuki', 'a1:condition')
@pytest.mark.ruling(207, "Shrewd Yasuki")
def test_shrewd_yasuki_ruling_opponents_holding_counts_and_none_means_no_action():
    """Ruling: any holding in play, even the opponent's, allows the action."""
    s = _yasuki(holding_owner=1)
    s.start("3.2.2")
    my_turn(s)
    s.assert_legal("Shrewd Yasuki")
    s2 = _yasuki(holding_owner=None)
    s2.build()
    assert not can_use(s2, 0, "Shrewd Yasuki")


# ------------------------------------------------------------------ Steadfast Witch Hunter
@pytest.mark.covers('Steadfast Witch Hunter', 'a1:effect', 'a1:cost', 'a1:target')
def test_steadfast_witch_hunter_sacrifice_to_ready_a_character():
    s = Quiet(first_player=0)
    s.player(0, characters=["Steadfast Witch Hunter", "Eager Scout", dict(name="Matsu Berserker", bowed=True)])
    s.player(1)
    s.start("conflict")
    s.pick("Steadfast Witch Hunter")
    s.pick("Eager Scout")
    s.assert_not_legal("Steadfast Witch Hunter")  # ready characters are no targets
    s.pick("Matsu Berserker")
    assert not s.card("Matsu Berserker").bowed
    assert s.card("Eager Scout").zone == "dynasty_discard"


@pytest.mark.covers('Steadfast Witch Hunter', 'a1:cost')
@pytest.mark.ruling(212, "Steadfast Witch Hunter")
def test_steadfast_witch_hunter_ruling_may_sacrifice_herself():
    """Ruling: the sacrificed character may be the Witch Hunter herself."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Steadfast Witch Hunter", dict(name="Matsu Berserker", bowed=True)])
    s.player(1)
    s.start("conflict")
    s.pick("Steadfast Witch Hunter")
    s.pick("Steadfast Witch Hunter")
    s.pick("Matsu Berserker")
    assert s.card("Steadfast Witch Hunter").zone == "dynasty_discard"
    assert not s.card("Matsu Berserker").bowed


@pytest.mark.covers('Steadfast Witch Hunter', 'a1:target')
def test_steadfast_witch_hunter_needs_a_bowed_character():
    s = Quiet(first_player=0)
    s.player(0, characters=["Steadfast Witch Hunter", "Eager Scout"])
    s.player(1)
    s.build()
    assert not can_use(s, 0, "Steadfast Witch Hunter")


# ------------------------------------------------------------------ Stoic Gunsō
@pytest.mark.covers('Stoic Gunsō', 'a1:effect', 'a1:cost')
def test_stoic_gunso_sacrifice_for_plus_3_military():
    s = in_conflict(dict(characters=["Stoic Gunsō", "Eager Scout"]), dict(characters=["Matsu Berserker"]),
                    attackers=["Stoic Gunsō"], defenders=["Matsu Berserker"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Stoic Gunsō")
    s.pick("Eager Scout")
    assert skill(s.state, s.card("Stoic Gunsō"), "military") == 2 + 3


@pytest.mark.covers('Stoic Gunsō', 'a1:condition')
def test_stoic_gunso_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Stoic Gunsō", "Eager Scout"])
    s.player(1)
    s.build()
    assert not can_use(s, 0, "Stoic Gunsō")


# ------------------------------------------------------------------ The Mountain Does Not Fall
@pytest.mark.covers('The Mountain Does Not Fall', 'a1:effect')
def test_the_mountain_does_not_fall_defender_stays_ready_after_resolution():
    s = in_conflict(dict(characters=["Intimidating Hida"]),
                    dict(characters=["Matsu Berserker", "Eager Scout"], hand=["The Mountain Does Not Fall"],
                         fate=1),
                    attackers=["Intimidating Hida"], defenders=["Matsu Berserker", "Eager Scout"])
    s.start("3.2.2")
    s.pick("The Mountain Does Not Fall")
    s.pick("Matsu Berserker")
    assert s.state.players[1].fate == 0
    while s.state.conflict is not None:
        skip(s)
    assert not s.card("Matsu Berserker").bowed
    assert s.card("Eager Scout").bowed


@pytest.mark.covers('The Mountain Does Not Fall', 'a1:limit', 'a1:effect')
def test_the_mountain_does_not_fall_max_1_per_round_and_only_while_defending():
    s = in_conflict(dict(characters=["Matsu Berserker"], hand=["The Mountain Does Not Fall"] * 2, fate=2),
                    dict(characters=["Eager Scout"]),
                    attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    s.pick("The Mountain Does Not Fall")
    s.pick("Matsu Berserker")
    s.assert_not_legal("The Mountain Does Not Fall")  # Max 1 per round
    while s.state.conflict is not None:
        skip(s)
    assert s.card("Matsu Berserker").bowed  # it attacked: no protection


# ------------------------------------------------------------------ Vanguard Warrior
@pytest.mark.covers('Vanguard Warrior', 'a1:effect', 'a1:cost')
def test_vanguard_warrior_sacrifice_itself_to_place_1_fate():
    s = Quiet(first_player=0)
    s.player(0, characters=["Vanguard Warrior", dict(name="Matsu Berserker", fate=1)])
    s.player(1)
    s.start("conflict")
    s.pick("Vanguard Warrior")
    s.assert_not_legal("Vanguard Warrior")  # already sacrificed (a cost, paid before targets)
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").fate == 2
    assert s.card("Vanguard Warrior").zone == "dynasty_discard"


@pytest.mark.covers('Reprieve', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(183, "Reprieve")
def test_reprieve_ruling_prevented_sacrifice_cost_ability_does_not_initiate():
    """Ruling and Appendix III (Reprieve): a sacrifice paid as a cost that
    Reprieve prevents is not paid ("Cost"): the ability does not initiate and
    the attempt uses no limit."""
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Vanguard Warrior", attachments=["Reprieve"]), "Matsu Berserker"])
    s.player(1)
    s.start("conflict")
    s.pick("Vanguard Warrior")
    assert s.game.pending.context == "trigger"
    s.pick("Reprieve")
    assert s.card("Vanguard Warrior").zone == "play"
    assert s.card("Reprieve").zone == "conflict_discard"
    assert s.card("Matsu Berserker").fate == 0
    my_turn(s)
    s.assert_legal("Vanguard Warrior")  # the prevented attempt did not count


# ------------------------------------------------------------------ Vengeful Berserker
def _berserker(p0_extra=(), hand=()):
    return in_conflict(dict(characters=["Vengeful Berserker", "Eager Scout", *p0_extra],
                            provinces=HOLDING, hand=list(hand)),
                       dict(characters=["Doji Challenger"]),
                       attackers=["Vengeful Berserker"], defenders=["Doji Challenger"])


@pytest.mark.covers('Vengeful Berserker', 'a1:effect', 'a1:trigger')
def test_vengeful_berserker_doubles_military_after_another_leaves_play():
    s = _berserker()
    s.start("3.2.2")
    my_turn(s)
    s.pick("Funeral Pyre")
    s.pick("Eager Scout")
    pass_until(s, "trigger", player=0)
    s.pick("Vengeful Berserker")
    assert skill(s.state, s.card("Vengeful Berserker"), "military") == 6


@pytest.mark.covers('Vengeful Berserker', 'a1:when')
def test_vengeful_berserker_not_for_opponents_characters_nor_outside_conflicts():
    s = _berserker()
    s.start("3.2.2")
    s.apply(ev("leaves_play", card=s.uid("Doji Challenger"), reason="discarded"))
    assert skill(s.state, s.card("Vengeful Berserker"), "military") == 3
    s2 = Quiet(first_player=0)
    s2.player(0, characters=["Vengeful Berserker", "Eager Scout"], provinces=HOLDING)
    s2.player(1)
    s2.start("conflict")
    s2.pick("Funeral Pyre")
    s2.pick("Eager Scout")
    assert_not_offered(s2, "Vengeful Berserker")


@pytest.mark.ruling(230, "Vengeful Berserker")
def test_vengeful_berserker_ruling_later_bonuses_are_doubled_too():
    """Ruling ("Modifiers"): doubling applies after every +/- modifier, even a
    bonus gained after the doubling."""
    s = _berserker()
    s.start("3.2.2")
    my_turn(s)
    s.pick("Funeral Pyre")
    s.pick("Eager Scout")
    pass_until(s, "trigger", player=0)
    s.pick("Vengeful Berserker")
    b = s.card("Vengeful Berserker")
    s.state.lasting.append({"type": "modify", "stat": "military", "op": "add", "value": 1,
                            "targets": [[b.uid, b.instance]], "until": "conflict"})
    assert skill(s.state, b, "military") == (3 + 1) * 2


@pytest.mark.ruling(231, "Vengeful Berserker")
def test_vengeful_berserker_ruling_duel_bid_not_doubled_rules_reference_d7(test_ability):
    """Ruling (2017): the duel bid is a skill modifier and is doubled. The
    Rules Reference (D.6-D.7) now adds the bid to the dueling statistic to
    make the duel total, after the statistic is computed: the Rules Reference
    wins (DECISIONS.md), so the bid is not doubled."""
    test_ability(Action(Duel("military"), conflict="any", target=Target(controller="opponent",
                                                                        where="participating"), text="duel"))
    s = in_conflict(dict(characters=["Doji Challenger"]), dict(characters=["Vengeful Berserker"]),
                    attackers=["Doji Challenger"], defenders=["Vengeful Berserker"])
    s.start("3.2.2")
    b = s.card("Vengeful Berserker")
    s.state.lasting.append({"type": "modify", "stat": "military", "op": "double", "value": 0,
                            "targets": [[b.uid, b.instance]], "until": "conflict"})
    my_turn(s)
    s.pick("Doji Challenger: duel")
    s.pick("Vengeful Berserker")
    s.pick("bid 1")
    s.pick("bid 2")
    assert "Duel totals 4-8: Vengeful Berserker wins." in s.log  # 3+1 against 3*2+2 (not (3+2)*2)


# ------------------------------------------------------------------ Watch Commander
def _watch(hand1=("Levy",), p1_chars=("Eager Scout",), host_attacks=True):
    p0 = dict(characters=[dict(name="Matsu Berserker", attachments=["Watch Commander"]), "Doji Challenger"],
              hand=["Levy"], fate=2, honor=10)
    return in_conflict(p0, dict(characters=list(p1_chars), hand=list(hand1), fate=2, honor=10),
                       attackers=["Matsu Berserker" if host_attacks else "Doji Challenger"],
                       defenders=[p1_chars[0]])


@pytest.mark.covers('Watch Commander', 'a3:effect', 'a3:trigger')
def test_watch_commander_opponent_loses_1_honor_per_card_played():
    s = _watch()
    s.start("3.2.2")
    s.pick("Levy")  # the defender plays an event
    s.pick("Give 1 fate")
    pass_until(s, "trigger", player=0)
    s.pick("Watch Commander")
    assert s.state.players[1].honor == 9


@pytest.mark.covers('Watch Commander', 'a3:when')
def test_watch_commander_not_for_own_cards_nor_with_host_at_home():
    s = _watch()
    s.start("3.2.2")
    my_turn(s)
    s.pick("Levy")
    s.pick("Give 1 fate")
    assert_not_offered(s, "Watch Commander")
    s2 = _watch(host_attacks=False)
    s2.start("3.2.2")
    s2.pick("Levy")
    s2.pick("Give 1 fate")
    assert_not_offered(s2, "Watch Commander")
    assert s2.state.players[1].honor == 10


@pytest.mark.ruling(235, "Watch Commander")
def test_watch_commander_ruling_abilities_of_non_event_cards_are_not_played_cards():
    """Ruling ("Play and Put into Play"): using a character's action is not
    playing a card."""
    s = in_conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Watch Commander"])]),
                    dict(characters=["Kaiu Shuichi"], provinces=HOLDING),
                    attackers=["Matsu Berserker"], defenders=["Kaiu Shuichi"])
    s.start("3.2.2")
    s.pick("Kaiu Shuichi")
    assert_not_offered(s, "Watch Commander")
    assert s.state.players[1].honor == 10


@pytest.mark.ruling(236, "Watch Commander")
def test_watch_commander_ruling_no_trigger_once_discarded_rules_reference_app3(monkeypatch):
    """Ruling (2017): Watch Commander triggers before Let Go discards it.
    Appendix III revises it: discarded by the played card, it can no longer
    trigger. The Rules Reference wins (DECISIONS.md)."""
    let_go = Action(Effect("discard"), from_hand=True, target=Target(card_type="attachment"),
                    text="discard an attachment")
    monkeypatch.setitem(RULES.cards, "01-let-go", CardDef("01-let-go", (let_go,)))
    s = _watch(hand1=("Let Go",))
    s.start("3.2.2")
    s.pick("Let Go")
    s.pick("Watch Commander")
    assert s.card("Watch Commander").zone == "conflict_discard"
    assert_not_offered(s, "Watch Commander")
    assert s.state.players[1].honor == 10


@pytest.mark.covers('Watch Commander', 'a3:when')
def test_watch_commander_app3_no_trigger_once_its_character_left_the_conflict(monkeypatch):
    """Appendix III: if the played card moves the attached character out of
    the conflict, the triggering condition is no longer met."""
    send_home = Action(Effect("move_home"), from_hand=True, target=Target(action="move_home"),
                       text="send home")
    monkeypatch.setitem(RULES.cards, "01-let-go", CardDef("01-let-go", (send_home,)))
    s = _watch(hand1=("Let Go",))
    s.start("3.2.2")
    s.pick("Let Go")
    s.pick("Matsu Berserker")
    assert s.uid("Matsu Berserker") not in s.state.conflict.attackers
    assert_not_offered(s, "Watch Commander")
    assert s.state.players[1].honor == 10


@pytest.mark.covers('Watch Commander', 'a3:limit', 'a1:attach_to', 'a2:attach_limit')
def test_watch_commander_unlimited_and_one_per_character():
    s = _watch(hand1=("Levy", "Levy"))
    s.start("3.2.2")
    for honor in (9, 8):
        pass_until(s, "conflict_action", player=1)
        s.pick("Levy")
        s.pick("Give 1 fate")
        pass_until(s, "trigger", player=0)
        s.pick("Watch Commander")
        assert s.state.players[1].honor == honor
    from l5r.lcg.play import attachment_hosts
    s2 = Quiet(first_player=0)
    s2.player(0, characters=[dict(name="Matsu Berserker", attachments=["Watch Commander"]), "Eager Scout"],
              hand=["Watch Commander"], fate=3)
    s2.player(1, characters=["Doji Whisperer"])
    s2.build()
    hosts = attachment_hosts(s2.game, 0, s2.uid("Watch Commander", zone="hand"))
    assert hosts == [s2.uid("Eager Scout")]  # your characters only, one copy each


# ------------------------------------------------------------------ Way of the Crab
def _crab(p0_chars=("Eager Scout", "Matsu Berserker"), p1_chars=("Doji Whisperer", "Doji Challenger"),
          hand=("Way of the Crab",), p1=None):
    s = Quiet(first_player=0)
    s.player(0, characters=list(p0_chars), hand=list(hand), fate=3)
    s.player(1, characters=list(p1_chars), **(p1 or {}))
    return s


@pytest.mark.covers('Way of the Crab', 'a1:effect', 'a1:cost')
def test_way_of_the_crab_opponent_sacrifices_a_character_of_their_choice():
    s = _crab()
    s.start("conflict")
    s.pick("Way of the Crab")
    s.assert_not_legal("Matsu Berserker")  # a Lion character cannot pay the cost
    s.pick("Eager Scout")
    assert s.game.pending.player == 1  # the opponent chooses
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").zone == "dynasty_discard"
    assert s.card("Eager Scout").zone == "dynasty_discard"
    assert s.state.players[0].fate == 2


@pytest.mark.covers('Way of the Crab', 'a1:cost', 'a1:limit')
def test_way_of_the_crab_needs_a_crab_character_and_max_1_per_round():
    s = _crab(p0_chars=("Matsu Berserker",))
    s.build()
    assert not can_use(s, 0, "Way of the Crab")
    s2 = _crab(p0_chars=("Eager Scout", "Hida Guardian"), hand=("Way of the Crab", "Way of the Crab"))
    s2.start("conflict")
    s2.pick("Way of the Crab")
    s2.pick("Eager Scout")
    s2.pick("Doji Whisperer")
    assert s2.card("Way of the Crab", zone="hand")
    assert not can_use(s2, 0, "Way of the Crab")  # Max 1 per round


@pytest.mark.ruling(237, "Way of the Crab")
def test_way_of_the_crab_ruling_playable_in_the_dynasty_phase():
    """Ruling ("1. Dynasty Phase"): an action event can be played in the
    dynasty phase's action window."""
    s = _crab()
    s.start("dynasty")
    pass_until(s, "dynasty", player=0)
    s.assert_legal("Way of the Crab")


@pytest.mark.ruling(238, "Way of the Crab")
def test_way_of_the_crab_ruling_cancelled_after_the_sacrifice_was_paid():
    """Ruling ("Cancel"): the sacrifice is a cost, paid before the effects can
    be cancelled (Voice of Honor): it stays paid."""
    s = _crab(p1_chars=("Doji Whisperer", dict(name="Doji Challenger", status="honored")),
              p1=dict(hand=["Voice of Honor"]))
    s.start("conflict")
    s.pick("Way of the Crab")
    s.pick("Eager Scout")
    assert s.game.pending.player == 1 and s.game.pending.context == "trigger"
    s.pick("Voice of Honor")
    assert s.card("Eager Scout").zone == "dynasty_discard"
    assert s.card("Doji Whisperer").zone == "play" and s.card("Doji Challenger").zone == "play"


@pytest.mark.ruling(239, "Way of the Crab")
def test_way_of_the_crab_ruling_reprieve_prevents_the_cost_decisions_event_is_discarded():
    """Ruling and Appendix III (Reprieve): a sacrifice cost prevented by
    Reprieve ends the playing of Way of the Crab; the attempt counts toward no
    maximum. Both say the event stays in hand, but DECISIONS.md ("An event
    whose cost is (partly) prevented") follows "Play and Put into Play": the
    event still goes to the discard pile and its fate stays spent."""
    s = _crab(p0_chars=(dict(name="Eager Scout", attachments=["Reprieve"]), "Hida Guardian"),
              hand=("Way of the Crab", "Way of the Crab"))
    s.start("conflict")
    s.pick("Way of the Crab")
    s.pick("Eager Scout")
    pass_until(s, "trigger", player=0)
    s.pick("Reprieve")
    assert s.card("Eager Scout").zone == "play"
    assert s.card("Doji Whisperer").zone == "play" and s.card("Doji Challenger").zone == "play"
    assert len(s.state.players[0].conflict_discard) == 2  # Reprieve and this Way of the Crab
    assert s.state.players[0].fate == 2
    my_turn(s)
    s.assert_legal("Way of the Crab")  # the second copy: the maximum was not used


@pytest.mark.ruling(3, "Above Question")
@pytest.mark.ruling(240, "Way of the Crab")
def test_way_of_the_crab_ruling_not_a_target_above_question_does_not_protect():
    """Ruling ("Target"): the opponent sacrifices without anyone choosing a
    target: a character with Above Question can be sacrificed."""
    s = _crab(p1_chars=(dict(name="Doji Challenger", attachments=["Above Question"]),))
    s.start("conflict")
    s.pick("Way of the Crab")
    s.pick("Eager Scout")
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").zone == "dynasty_discard"


def test_reprieve_app3_prevents_the_sacrifice_of_way_of_the_crab_which_is_still_played():
    """Appendix III (Reprieve): Reprieve may prevent the sacrifice made by Way
    of the Crab's effect; Way of the Crab is still played (its maximum is used)."""
    s = _crab(p0_chars=("Eager Scout", "Hida Guardian"), p1_chars=(dict(name="Doji Challenger",
                                                                         attachments=["Reprieve"]),),
              hand=("Way of the Crab", "Way of the Crab"))
    s.start("conflict")
    s.pick("Way of the Crab")
    s.pick("Eager Scout")
    s.pick("Doji Challenger")
    pass_until(s, "trigger", player=1)
    s.pick("Reprieve")
    assert s.card("Doji Challenger").zone == "play"
    assert s.card("Reprieve").zone == "conflict_discard"
    assert s.card("Way of the Crab", zone="hand")
    assert not can_use(s, 0, "Way of the Crab")  # played: its maximum is used


# ------------------------------------------------------------------ Shiro Nishiyama (core.py)
@pytest.mark.ruling(203, "Shiro Nishiyama")
def test_shiro_nishiyama_ruling_only_characters_already_defending():
    """Ruling ("Lasting Effects"): characters joining the defense after the
    ability resolved get no bonus."""
    s = in_conflict(dict(characters=["Matsu Berserker"]),
                    dict(characters=["Eager Scout", "Doji Challenger"], hand=["Fine Katana"],
                         stronghold="Shiro Nishiyama"),
                    attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    s.pick("Shiro Nishiyama")
    s.apply(ev("move_to_conflict", card=s.uid("Doji Challenger")))
    assert s.uid("Doji Challenger") in s.state.conflict.defenders
    assert skill(s.state, s.card("Doji Challenger"), "military") == 3
    assert skill(s.state, s.card("Eager Scout"), "military") == 1


# ------------------------------------------------------------------ vocab_tokens (shared with other clans)
def _token_action(test_ability, ab):
    test_ability(ab)
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Challenger", attachments=["Fine Katana"]),
                            dict(name="Matsu Berserker", fate=2, status="honored")], fate=1, honor=10)
    s.player(1, characters=[dict(name="Doji Whisperer", fate=1)], fate=1, honor=10)
    s.start("conflict")
    return s


def test_rrg_move_fate_from_a_character_to_another(test_ability):
    """Rules Reference "Move": fate leaves one card for another."""
    from l5r.lcg.vocab_tokens import MoveFate
    s = _token_action(test_ability, Action(MoveFate(1, to="self"), target=Target(action="remove_fate"),
                                           text="move fate"))
    s.pick("Doji Challenger: move fate")
    s.pick("Matsu Berserker")
    assert (s.card("Matsu Berserker").fate, s.card("Doji Challenger").fate) == (1, 1)


def test_rrg_take_and_give_tokens(test_ability):
    """Rules Reference "Take", "Give": one player loses what the other gains;
    giving as a cost is paid before the effect."""
    from l5r.lcg.vocab_tokens import GiveCost, Transfer
    s = _token_action(test_ability, Action(Transfer("honor", 2, take=True), costs=(GiveCost("fate", 1),),
                                           text="give fate, take honor"))
    s.pick("Doji Challenger: give fate, take honor")
    p0, p1 = s.state.players
    assert (p0.fate, p1.fate, p0.honor, p1.honor) == (0, 2, 12, 8)
    assert not can_use(s, 0, "give fate, take honor")


def test_rrg_status_token_discarded_without_honoring_or_dishonoring(test_ability):
    """Rules Reference "Status Token": discarding an honored status token
    makes the character ordinary; its controller gains no honor."""
    from l5r.lcg.vocab_tokens import DiscardStatus
    s = _token_action(test_ability, Action(DiscardStatus(), target=Target(test=lambda g, ctx, c: c.status != 0),
                                           text="discard a status token"))
    s.pick("Doji Challenger: discard a status token")
    s.assert_not_legal("Doji Whisperer")  # ordinary: no token
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").status == 0 and s.state.players[0].honor == 10


def test_borderlands_defender_protected_from_an_opponents_duel_result_bow():
    """Borderlands Defender: while defending, an opponent's card effect cannot
    bow it -- also when the bow comes from a duel the opponent's card started
    (the protection is checked when the bow happens, whatever the path)."""
    from l5r.lcg.abilities import CardDef
    from l5r.lcg.game import RULES
    from l5r.lcg.vocab import Action, Duel, duel_target
    old = RULES.cards["01-doji-challenger"]
    RULES.cards["01-doji-challenger"] = CardDef("01-doji-challenger", (
        Action(Duel("military", loser="bow"), conflict="any", target=duel_target("military"), text="duel"),))
    try:
        s = Scenario(first_player=0)
        s.player(0, characters=["Doji Challenger"])
        s.player(1, characters=["Borderlands Defender"])
        s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Challenger"],
                   defenders=["Borderlands Defender"])
        s.start("3.2.2")
        while s.game.pending.context != "conflict_action" or s.game.pending.player != 0:
            s.pass_()
        s.pick("Doji Challenger: duel")
        s.pick("Borderlands Defender")
        s.pick("bid 5")
        s.pick("bid 1")  # 3 + 5 against 3 + 1: the defender loses the duel
        assert any("Duel totals 8-4" in line and "Doji Challenger wins" in line for line in s.log)
        assert not s.card("Borderlands Defender").bowed
    finally:
        RULES.cards["01-doji-challenger"] = old


# ------------------------------------------------------------------ clause tests (issue 10)
# Each test below checks one restriction of a card's text that the tests above leave open.

@pytest.mark.covers("Defend the Wall", "a1:when")
def test_defend_the_wall_not_when_the_attacker_wins_at_this_province():
    """Card text ("after you win a conflict"): the attacker winning at this
    province does not trigger it."""
    s = in_conflict(dict(characters=["Matsu Berserker"]),
                    dict(characters=["Eager Scout"], provinces=provinces(dict(name="Defend the Wall", facedown=False))),
                    attackers=["Matsu Berserker"], defenders=[])
    s.start("3.2.2")
    while s.state.conflict is not None:
        assert_not_offered(s, "Defend the Wall")
        skip(s)
    assert "Player 1 wins the conflict 3-0" in s.log
    assert not any("uses Defend the Wall" in line for line in s.log)


@pytest.mark.covers("Defend the Wall", "a1:limit")
def test_defend_the_wall_once_per_round_a_second_defense_won_there_does_not_trigger():
    """Rules Reference "Triggered Abilities": a triggered ability is limited to
    once per round; the second conflict won at this province the same round
    offers no reaction."""
    s = in_conflict(dict(characters=["Eager Scout", "Doji Whisperer"]),
                    dict(characters=["Matsu Berserker", "Political Rival"],
                         provinces=provinces(dict(name="Defend the Wall", facedown=False))),
                    attackers=["Eager Scout"], defenders=["Matsu Berserker"])
    s.start("3.2.2")
    pass_until(s, "trigger")
    s.pick("Defend the Wall")
    s.pick("Gain 2 honor")
    pass_until(s, "declare_conflict", player=0)
    s.declare("political", "fire", province=0, attackers=["Doji Whisperer"])
    s.pick_many("Political Rival")
    assert "Player 2 wins the conflict 6-3" in s.log
    assert s.game.pending.context != "trigger", s.legal()
    assert sum("uses Defend the Wall" in line for line in s.log) == 1


@pytest.mark.covers("Hida Guardian", "a1:conflict")
def test_hida_guardian_not_while_it_stays_home():
    """Card text ("while this character is participating"): at home it cannot
    give another participant the bonus."""
    s = in_conflict(dict(characters=["Hida Guardian", "Matsu Berserker"], provinces=HOLDING),
                    dict(characters=["Eager Scout"]), attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.build()
    assert not can_use(s, 0, "Hida Guardian")
    s.state.conflict.attackers.append(s.uid("Hida Guardian"))
    assert can_use(s, 0, "Hida Guardian")


@pytest.mark.covers("Hida Tomonatsu", "a1:target")
def test_hida_tomonatsu_target_attacking_characters_only_not_a_non_unique_defender():
    """Card text ("choose a non-unique attacking character"): a non-unique
    defender is no target; a non-unique attacker is."""
    s = in_conflict(dict(characters=["Doji Whisperer"]), dict(characters=["Hida Tomonatsu", "Eager Scout"]),
                    attackers=["Doji Whisperer"], defenders=["Hida Tomonatsu", "Eager Scout"])
    s.start("3.2.2")
    pass_until(s, "trigger", player=1)
    s.pick("Hida Tomonatsu")
    s.assert_not_legal("Eager Scout")
    s.assert_legal("Doji Whisperer")


@pytest.mark.covers("Hiruma Ambusher", "a1:target")
def test_hiruma_ambusher_target_any_character_even_your_own_at_home():
    """Card text ("choose a character"): any character, whoever controls it
    and whether or not it participates."""
    s = _ambusher()
    s.start("3.2.2")
    s.pick("Hiruma Ambusher")
    s.pick("Into the conflict")
    pass_until(s, "trigger", player=1)
    s.pick("Hiruma Ambusher")
    for name in ("Kaiu Shuichi", "Matsu Berserker", "Political Rival"):
        s.assert_legal(name)


@pytest.mark.covers("Intimidating Hida", "a1:limit")
def test_intimidating_hida_once_per_round_the_opponents_second_pass_costs_nothing():
    """Rules Reference "Triggered Abilities" (once per round by default): the
    opponent passing a second opportunity in the round loses no more honor."""
    s = Quiet(first_player=1)
    s.player(0, characters=["Intimidating Hida"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, "declare_conflict", player=1)
    s.pick("Pass this conflict opportunity")
    s.pick("Intimidating Hida")
    assert s.state.players[1].honor == 9
    pass_until(s, "declare_conflict", player=0)
    s.pick("Pass this conflict opportunity")
    assert s.game.pending.context == "declare_conflict" and s.game.pending.player == 1
    s.pick("Pass this conflict opportunity")
    assert_not_offered(s, "Intimidating Hida")
    assert s.state.players[1].honor == 9


@pytest.mark.covers("Jade Tetsubō", "a1:attach_to")
def test_jade_tetsubo_attaches_only_to_a_character_you_control():
    from l5r.lcg.play import attachment_hosts
    s = Quiet()
    s.player(0, characters=["Matsu Berserker"], hand=["Jade Tetsubō"], fate=3)
    s.player(1, characters=["Eager Scout"])
    s.build()
    assert attachment_hosts(s.game, 0, s.uid("Jade Tetsubō", zone="hand")) == [s.uid("Matsu Berserker")]


@pytest.mark.covers("Jade Tetsubō", "a2:conflict")
def test_jade_tetsubo_not_while_its_character_stays_home():
    """Card text ("while attached character is participating"): another
    attacker is not enough."""
    s = in_conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Jade Tetsubō"]), "Doji Challenger"]),
                    dict(characters=[dict(name="Eager Scout", fate=2)]),
                    attackers=["Doji Challenger"], defenders=["Eager Scout"])
    s.build()
    assert not can_use(s, 0, "Jade Tetsubō")
    s.state.conflict.attackers.append(s.uid("Matsu Berserker"))
    assert can_use(s, 0, "Jade Tetsubō")


@pytest.mark.covers("Jade Tetsubō", "a2:cost")
def test_jade_tetsubo_bowed_cannot_pay_its_bow_cost():
    """Rules Reference "Cost": a bowed Tetsubō cannot bow, so its action is not offered."""
    s = _tetsubo()
    s.build()
    assert can_use(s, 0, "Jade Tetsubō")
    s.card("Jade Tetsubō").bowed = True
    assert not can_use(s, 0, "Jade Tetsubō")


@pytest.mark.covers("Jade Tetsubō", "keyword:restricted")
def test_jade_tetsubo_restricted_counts_toward_the_two_restricted_attachments():
    """Rules Reference "Restricted": with the Tetsubō and a Fine Katana, a third
    restricted attachment makes its controller discard one of the three."""
    s = Quiet()
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Jade Tetsubō", "Fine Katana"])],
             hand=["Ornate Fan"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Ornate Fan")
    assert s.game.pending.context == "restricted"
    assert sorted(s.legal()) == ["Discard Fine Katana", "Discard Jade Tetsubō", "Discard Ornate Fan"]
    s.pick("Discard Jade Tetsubō")
    assert s.card("Jade Tetsubō").zone == "conflict_discard"


@pytest.mark.covers("Kaiu Shuichi", "keyword:covert")
def test_kaiu_shuichi_covert_evades_a_defender_when_it_attacks():
    """Rules Reference "Covert": attacking with Kaiu Shuichi, its controller
    chooses a character that cannot be declared as a defender."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Kaiu Shuichi"])
    s.player(1, characters=["Matsu Berserker", "Eager Scout"])
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Kaiu Shuichi"], covert="Matsu Berserker")
    assert s.state.conflict.evaded == [s.uid("Matsu Berserker")]
    s.assert_not_legal("Matsu Berserker", context="declare_defenders")
    s.assert_legal("Eager Scout", context="declare_defenders")


@pytest.mark.covers("Rebuild", "a1:cost")
def test_rebuild_cost_only_a_card_in_an_unbroken_province():
    """Card text ("a card in one of your unbroken provinces"): a card in a
    broken province cannot be shuffled away to pay the cost; with no other
    card in a province the cost cannot be paid and Rebuild is not playable."""
    def rebuild(*others, start=True):
        s = Quiet(first_player=0)
        s.player(0, hand=["Rebuild"], dynasty_deck=["Eager Scout"] * 5 + ["Funeral Pyre"],
                 provinces=provinces(dict(name="Entrenched Position", broken=True,
                                          cards=[dict(name="Doji Whisperer", facedown=True)]), *others))
        s.player(1)

        def discard_pyre(s):
            from l5r.lcg.model import place
            place(s.state, s.card("Funeral Pyre"), "dynasty_discard")
        if start:
            start_prepared(s, "conflict", discard_pyre)
        else:
            s.build()
            discard_pyre(s)
        return s
    s = rebuild(start=False)
    assert s.card("Funeral Pyre").zone == "dynasty_discard"
    assert not can_use(s, 0, "Rebuild")
    s = rebuild(dict(name="Ancestral Lands", cards=[dict(name="Eager Scout", facedown=True)]))
    s.pick("Rebuild")
    assert s.game.pending.context == "shuffle_cost"
    assert s.legal() == ["facedown card in province 2"]


@pytest.mark.covers("Shrewd Yasuki", "a1:conflict")
def test_shrewd_yasuki_not_while_it_stays_home():
    """Card text ("while this character is participating")."""
    s = in_conflict(dict(characters=["Shrewd Yasuki", "Doji Challenger"], provinces=HOLDING,
                         conflict_deck=["Fine Katana", "Levy"]),
                    dict(characters=["Doji Whisperer"]), type="political",
                    attackers=["Doji Challenger"], defenders=["Doji Whisperer"])
    s.build()
    assert not can_use(s, 0, "Shrewd Yasuki")
    s.state.conflict.attackers.append(s.uid("Shrewd Yasuki"))
    assert can_use(s, 0, "Shrewd Yasuki")


@pytest.mark.covers("The Mountain Does Not Fall", "a1:target")
def test_the_mountain_does_not_fall_target_any_character():
    """Card text ("choose a character"): yours or an opponent's."""
    s = in_conflict(dict(characters=["Matsu Berserker", "Doji Challenger"], hand=["The Mountain Does Not Fall"],
                         fate=1),
                    dict(characters=["Eager Scout"]), attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    pass_until(s, "conflict_action", player=0)
    s.pick("The Mountain Does Not Fall")
    for name in ("Matsu Berserker", "Doji Challenger", "Eager Scout"):
        s.assert_legal(name)


@pytest.mark.covers("Vanguard Warrior", "a1:target")
def test_vanguard_warrior_fate_on_any_character_even_an_opponents():
    """Card text ("choose a character"): the fate may go on an opponent's character."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Vanguard Warrior"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    s.pick("Vanguard Warrior")
    s.pick("Eager Scout")
    assert s.card("Eager Scout").fate == 1


@pytest.mark.covers("Vengeful Berserker", "a1:limit")
def test_vengeful_berserker_once_per_round():
    """Rules Reference "Triggered Abilities" (once per round by default): a
    second character of yours leaving play in the round does not trigger it."""
    s = _berserker(p0_extra=("Doji Whisperer",))
    s.start("3.2.2")
    my_turn(s)
    s.pick("Funeral Pyre")
    s.pick("Eager Scout")
    pass_until(s, "trigger", player=0)
    s.pick("Vengeful Berserker")
    s.apply(ev("leaves_play", card=s.uid("Doji Whisperer"), reason="discarded"))  # no reaction window
    assert s.card("Doji Whisperer").zone == "dynasty_discard"
    assert skill(s.state, s.card("Vengeful Berserker"), "military") == 6


@pytest.mark.covers("Reprieve", "a1:when")
def test_reprieve_only_for_its_own_character():
    """Card text ("when attached character would leave play"): another
    character of yours leaving play does not trigger it."""
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Reprieve"]), "Eager Scout"])
    s.player(1)
    s.start("conflict")
    s.apply(ev("leaves_play", card=s.uid("Eager Scout"), reason="discarded"))  # no interrupt window
    assert s.card("Eager Scout").zone == "dynasty_discard"
    assert s.card("Reprieve").zone == "attached"


@pytest.mark.covers("Shiro Nishiyama", "a1:condition")
def test_shiro_nishiyama_in_a_conflict_of_either_type():
    """Card text ("during a conflict"): military and political conflicts alike."""
    for type in ("military", "political"):
        s = in_conflict(dict(characters=["Doji Whisperer"]),
                        dict(characters=["Eager Scout"], stronghold="Shiro Nishiyama"), type=type,
                        attackers=["Doji Whisperer"], defenders=["Eager Scout"])
        s.build()
        assert can_use(s, 1, "Shiro Nishiyama"), type


@pytest.mark.covers("Shiro Nishiyama", "a1:cost")
def test_shiro_nishiyama_bowed_cannot_pay_its_bow_cost():
    s = in_conflict(dict(characters=["Doji Whisperer"]),
                    dict(characters=["Eager Scout"], stronghold="Shiro Nishiyama"),
                    attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    s.build()
    s.state.cards[s.state.players[1].stronghold].bowed = True
    assert not can_use(s, 1, "Shiro Nishiyama")


# The default limit of a triggered ability (Rules Reference "Triggered Abilities": once per
# round) is kept per card instance: a card that leaves play and comes back is a new instance
# ("Duelist Training" ruling #3; l5r.lcg.model.place). For these cards the same instance cannot
# meet its triggering condition twice (it is sacrificed, discarded or enters play only once), so
# the limit's observable part is that a new instance may use it again in the same round.
def _happen(s, *events):
    """Resolve events now, leaving the decisions they raise pending."""
    from l5r.lcg.actions import do
    g = s.game
    g.state.pending = None
    do(g, list(events))
    g.run()


@pytest.mark.covers("Hiruma Ambusher", "a1:limit")
def test_hiruma_ambusher_limit_per_instance_a_replayed_copy_reacts_again():
    from l5r.lcg.model import place
    s = _ambusher()
    s.start("3.2.2")
    s.pick("Hiruma Ambusher")
    s.pick("Into the conflict")
    pass_until(s, "trigger", player=1)
    s.pick("Hiruma Ambusher")
    s.pick("Kaiu Shuichi")
    amb = s.card("Hiruma Ambusher")
    s.state.conflict.defenders.remove(amb.uid)
    place(s.state, amb, "hand")  # back in hand: a new instance
    s.state.players[1].fate = 2  # to play it again
    pass_until(s, "conflict_action", player=1)
    s.pick("Hiruma Ambusher")
    s.pick("Into the conflict")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 1
    s.assert_legal("Hiruma Ambusher")


@pytest.mark.covers("Hida Tomonatsu", "a1:limit")
def test_hida_tomonatsu_limit_per_instance_back_in_play_it_reacts_again():
    from l5r.lcg.model import place
    s = in_conflict(dict(characters=["Doji Whisperer", "Eager Scout"]),
                    dict(characters=["Hida Tomonatsu", "Matsu Berserker"]),
                    attackers=["Doji Whisperer"], defenders=["Hida Tomonatsu"])
    s.start("3.2.2")
    pass_until(s, "trigger", player=1)
    s.pick("Hida Tomonatsu")
    s.pick("Doji Whisperer")
    tomonatsu = s.card("Hida Tomonatsu", zone="dynasty_discard")
    place(s.state, tomonatsu, "play", player=1)  # back in play, ready: a new instance
    pass_until(s, "declare_conflict", player=0)
    s.declare("political", "fire", province=1, attackers=["Eager Scout"])
    s.pick_many("Hida Tomonatsu")  # political 2 against 0
    pass_until(s, "trigger", player=1)
    s.pick("Hida Tomonatsu")
    s.pick("Eager Scout")
    assert s.card("Hida Tomonatsu").zone == "dynasty_discard"


@pytest.mark.covers("Reprieve", "a1:limit")
def test_reprieve_limit_per_instance_a_new_copy_protects_again():
    from l5r.lcg.model import place
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Reprieve"])])
    s.player(1)
    s.start("conflict")
    whisperer = s.uid("Doji Whisperer")
    for _ in range(2):
        _happen(s, ev("leaves_play", card=whisperer, reason="discarded"))
        assert s.game.pending.context == "trigger"
        s.pick("Reprieve")
        assert s.card("Doji Whisperer").zone == "play"
        reprieve = s.card("Reprieve")
        assert reprieve.zone == "conflict_discard"
        place(s.state, reprieve, "attached", player=0, host=whisperer)  # a new copy, as if played again
