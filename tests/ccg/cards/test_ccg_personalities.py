"""Battle of Kyuden Tonbo Personalities 25-43 (celestial rulebook unless stated).

Each test asserts the state change the card's ability makes, so a wrong ability fails.
"""

from __future__ import annotations

import dataclasses

import pytest
from ccg_clause_steps import act_as, pay, settle

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.duel import challenge_frame
from l5r.ccg.facts import CardFacts
from l5r.ccg.flow import max_hand
from l5r.ccg.index import set_zone
from l5r.ccg.recruit import may_control
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef
from l5r.ccg.zones import do, to_discard
from l5r.engine.decision import IllegalAnswer
from l5r.engine.windows import events_frame


def keys(t: Table) -> list[str]:
    return [o.id for o in t.pending.options] if t.pending else []


# ------------------------------------------------------------------ cards with no text
@pytest.mark.parametrize("title,force,chi,ph,kws", [
    ("Togashi Akagi", 4, 4, 1, ("Dragon Clan", "Monk", "Tattooed", "Void")),
    ("Togashi Taro", 3, 3, 1, ("Dragon Clan", "Monk", "Tattooed")),
    ("Matsu Mikura", 3, 2, 3, ("Hero", "Lion Clan", "Samurai")),
])
def test_no_text_personalities_have_only_their_printed_facts(title, force, chi, ph, kws):
    """A card with no rules text is defined with no abilities; its stats and keywords are printed facts."""
    t = Table("celestial")
    u = t.put(title, 0)
    cid = t.state.cards[u].cid
    assert RULES.defs.cards[cid].abilities == () and RULES.defs.cards[cid].continuous is None
    assert (m.force(t.state, u), m.chi(t.state, u), m.ph(t.state, u)) == (force, chi, ph)
    assert m.keywords(t.state, u) == kws
    t.open_action(0)
    assert not any(k.startswith(f"c{u}:") for k in keys(t))


# ------------------------------------------------------------------ 26 Togashi Kanmu
@pytest.mark.covers("Togashi Kanmu", "a1:effect")
def test_kanmu_moves_target_enemy_home_without_bonus_when_not_additional():
    """Battle actions ("Battle actions follow these additional rules"): Kanmu sends an
    enemy home; no +2F since the action was not an additional action."""
    t = Table("celestial")
    kanmu = t.put("Togashi Kanmu", 1)
    a1, a2 = t.put("Matsu Mikura", 0), t.put("Togashi Taro", 0)
    t.open_battle([a1, a2], [kanmu])
    t.use(kanmu, 0)
    t.pick("Matsu Mikura")
    assert t.state.cards[a1].loc == "home"
    assert t.state.cards[a2].loc.startswith("a")
    assert m.force(t.state, kanmu) == 3


@pytest.mark.covers("Togashi Kanmu", "a1:effect")
@pytest.mark.covers("Akodo Senzo", "a1:effect")
def test_kanmu_gets_two_force_when_taken_as_additional_action():
    """Akodo Senzo gives an additional Battle action; Kanmu taken with it moves the enemy
    and gains +2F until the turn ends."""
    t = Table("celestial")
    senzo, kanmu = t.put("Akodo Senzo", 1), t.put("Togashi Kanmu", 1)
    a1, a2 = t.put("Matsu Mikura", 0), t.put("Togashi Taro", 0)
    t.open_battle([a1, a2], [senzo, kanmu])
    t.use(senzo, 0)
    t.pick("Togashi Kanmu")  # Senzo's target: Kanmu has one ability
    assert t.pending.player == 1  # the additional Battle action
    t.use(kanmu, 0)
    t.pick("Matsu Mikura")
    assert t.state.cards[a1].loc == "home"
    assert m.force(t.state, kanmu) == 5


# ------------------------------------------------------------------ 27 Togashi Konishi
@pytest.mark.covers("Togashi Konishi", "a1:effect", "a1:limit")
def test_konishi_limited_gives_him_a_fire_token():
    t = Table("celestial")
    k = t.put("Togashi Konishi", 0)
    keeper(t, 0)
    t.open_action(0)
    t.use(k, 0)
    assert [(x["kw"], x["force"]) for x in t.state.cards[k].tokens] == [("Fire", 1)]
    assert m.force(t.state, k) == 5
    t.pass_all()
    t.open_action(0)
    t.assert_not_legal(f"c{k}:0", context="action", player=0)  # once per turn


# ------------------------------------------------------------------ 28 Togashi Kyoshi
@pytest.mark.covers("Togashi Kyoshi", "a1:effect")
def test_kyoshi_penalty_equal_to_his_chi_bows_at_zero_force():
    t = Table("celestial")
    ky = t.put("Togashi Kyoshi", 1)  # Chi 4
    taro = t.put("Togashi Taro", 0)  # Force 3
    t.open_battle([taro], [ky])
    t.use(ky, 0)
    assert m.force(t.state, taro) == 0
    assert t.state.cards[taro].bowed


@pytest.mark.covers("Togashi Kyoshi", "a1:effect")
def test_kyoshi_penalty_does_not_bow_when_force_remains():
    t = Table("celestial")
    ky = t.put("Togashi Kyoshi", 1)
    benika = t.put("Matsu Benika", 0)  # Force 5
    t.open_battle([benika], [ky])
    t.use(ky, 0)
    assert m.force(t.state, benika) == 1
    assert not t.state.cards[benika].bowed


def test_kyoshi_lets_his_controller_use_a_bowed_stronghold():
    """Kyoshi's trait: his controller may use the abilities of a bowed Stronghold (e.g. a
    Battle ability like Great Hall of Records'); checked on play.bowed_blocks, which
    usable() and the Reaction windows consult."""
    from l5r.ccg.play import bowed_blocks
    from l5r.ccg.vocab import Ability
    t = Table("celestial", decks=("dragon", "lion"))
    sh = t.state.players[0].stronghold
    t.state.cards[sh].bowed = True
    ab = Ability(("battle",))
    assert bowed_blocks(t.state, sh, ab)
    t.put("Togashi Kyoshi", 0)
    assert not bowed_blocks(t.state, sh, ab)
    assert bowed_blocks(t.state, sh, Ability(("limited",), bow=True))  # cannot bow it again


def test_kyoshi_does_not_help_the_opponent():
    from l5r.ccg.play import bowed_blocks
    from l5r.ccg.vocab import Ability
    t = Table("celestial")
    t.put("Togashi Kyoshi", 0)
    sh1 = t.state.players[1].stronghold
    t.state.cards[sh1].bowed = True
    assert bowed_blocks(t.state, sh1, Ability(("battle",)))


# ------------------------------------------------------------------ 29 Togashi Osawa
@pytest.mark.covers("Togashi Osawa", "a1:effect")
def test_osawa_straightens_himself_even_while_bowed():
    t = Table("celestial")
    o = t.put("Togashi Osawa", 0, bowed=True)
    t.open_action(0)
    t.use(o, 0)
    assert not t.state.cards[o].bowed


# ------------------------------------------------------------------ 30 Togashi Satsu
@pytest.mark.covers("Togashi Satsu", "a1:effect", "a1:cost")
def test_satsu_bows_himself_to_draw_a_card():
    t = Table("celestial", decks=("dragon", "lion"))
    s = t.put("Togashi Satsu", 0)
    hand = len(t.state.players[0].hand)
    t.open_action(0)
    t.use(s, 0)
    assert t.state.cards[s].bowed
    assert len(t.state.players[0].hand) == hand + 1


@pytest.mark.covers("Togashi Satsu", "a1:choice:bowee", "a1:cost")
def test_satsu_may_bow_one_of_your_rings_instead():
    t = Table("celestial", decks=("dragon", "lion"))
    s = t.put("Togashi Satsu", 0)
    ring = t.put("Ring of Air", 0)
    t.put("Ring of Water", 1)  # the opponent's Ring is not a legal cost
    t.open_action(0)
    t.use(s, 0)
    assert len(t.labels()) == 2 and any("Ring of Air" in lab for lab in t.labels())
    t.pick("Ring of Air")
    assert t.state.cards[ring].bowed and not t.state.cards[s].bowed
    assert len(t.state.players[0].hand) == 1


def test_satsu_is_loyal_so_only_a_dragon_player_may_bring_him_into_play():
    """Loyal (celestial keyword list): only a player of his Clan may control him."""
    t = Table("celestial", decks=("lion", "dragon"))
    s = t.put("Togashi Satsu", 0, zone="province")
    assert not may_control(t.state, 0, s)
    assert may_control(t.state, 1, s)
    assert m.has_kw(t.state, s, "Duelist")


# ------------------------------------------------------------------ 31 Togashi Shintaro
@pytest.mark.covers("Togashi Shintaro", "a1:effect", "a1:trigger", "a1:limit")
def test_shintaro_enters_play_with_three_fire_tokens():
    t = Table("celestial", decks=("dragon", "lion"))
    sh = t.put("Togashi Shintaro", 0, zone="province")
    t.state.players[0].honor = 10
    t.open_dynasty(0)
    t.pick("Recruit Togashi Shintaro for 2 less")
    while t.pending and t.pending.context == "pay":
        t.pick(t.pending.options[0].id)
    assert t.state.cards[sh].zone == "play"
    assert [tok["kw"] for tok in t.state.cards[sh].tokens] == ["Fire"] * 3
    assert m.force(t.state, sh) == 3


@pytest.mark.covers("Togashi Shintaro", "a2:effect", "a2:cost")
def test_shintaro_spends_a_fire_token_for_a_ranged_3_attack():
    t = Table("celestial")
    sh = t.put("Togashi Shintaro", 1)
    t.state.cards[sh].tokens = [{"kw": "Fire", "force": 1}] * 2
    taro = t.put("Togashi Taro", 0)  # Force 3: destroyed by strength 3
    t.open_battle([taro], [sh])
    t.use(sh, 1)
    assert t.state.cards[taro].zone == "dynasty_discard"
    assert len(t.state.cards[sh].tokens) == 1


@pytest.mark.covers("Togashi Shintaro", "a2:cost")
def test_shintaro_without_fire_tokens_cannot_attack():
    t = Table("celestial")
    sh = t.put("Togashi Shintaro", 1)
    taro = t.put("Togashi Taro", 0)
    t.open_battle([taro], [sh])
    t.assert_not_legal(f"c{sh}:1", context="combat", player=1)


# ------------------------------------------------------------------ 32 Togashi Shiori
@pytest.mark.covers("Togashi Shiori", "a1:effect", "a1:choice:target")
def test_shiori_bows_enemy_with_equal_or_lower_chi_and_no_items():
    t = Table("celestial")
    sh = t.put("Togashi Shiori", 1)  # Chi 3
    taro = t.put("Togashi Taro", 0)  # Chi 3
    akagi = t.put("Togashi Akagi", 0)  # Chi 4: not a legal target
    t.open_battle([taro, akagi], [sh])
    t.use(sh, 0)
    assert t.state.cards[taro].bowed and not t.state.cards[akagi].bowed


@pytest.mark.covers("Togashi Shiori", "a1:choice:target")
def test_shiori_cannot_target_a_personality_with_an_item():
    t = Table("celestial")
    sh = t.put("Togashi Shiori", 1)
    taro = t.put("Togashi Taro", 0)
    t.put("Scout Armor", 0, host=taro)  # an Item without a Chi bonus: his Chi stays 3
    t.open_battle([taro], [sh])
    t.assert_not_legal(f"c{sh}:0", context="combat", player=1)


# ------------------------------------------------------------------ 34 Akodo Kuma
@pytest.mark.covers("Akodo Kuma", "a1:effect", "a1:cost", "a1:choice:target")
def test_kuma_discards_himself_from_a_province_to_create_a_2f_follower():
    t = Table("celestial")
    kuma = t.put("Akodo Kuma", 0, zone="province")
    mikura = t.put("Matsu Mikura", 0)
    t.put("Togashi Taro", 0)  # not Lion Clan: not a legal target
    t.open_action(0)
    t.use(kuma, 0)
    while t.pending and t.pending.context == "pay":
        t.pick(t.pending.options[0].id)
    st = t.state
    assert st.cards[kuma].zone == "dynasty_discard"
    assert st.players[0].provinces[0].card not in (-1, kuma)  # refilled
    fol = m.followers(st, mikura)
    assert len(fol) == 1 and m.force(st, fol[0]) == 2
    assert m.unit_force(st, mikura) == 5
    assert st.cards[st.players[0].stronghold].bowed  # 3 Gold paid


@pytest.mark.covers("Akodo Kuma", "a1:timing")
def test_kuma_face_down_cannot_be_used():
    t = Table("celestial")
    kuma = t.put("Akodo Kuma", 0, zone="province", face_up=False)
    t.put("Matsu Mikura", 0)
    keeper(t, 0)
    t.open_action(0)
    t.assert_not_legal(f"c{kuma}:0", context="action", player=0)


# ------------------------------------------------------------------ 35 Akodo Masao
@pytest.mark.covers("Akodo Masao", "continuous")
def test_masao_has_three_more_force_while_attacking():
    t = Table("celestial")
    masao = t.put("Akodo Masao", 0)
    assert m.force(t.state, masao) == 2
    d = t.put("Togashi Taro", 1)
    t.open_battle([masao], [d])
    assert m.force(t.state, masao) == 5


@pytest.mark.covers("Akodo Masao", "continuous")
def test_masao_loses_the_bonus_with_a_non_weapon_attachment_but_not_with_a_weapon():
    t = Table("celestial")
    masao = t.put("Akodo Masao", 0, loc="a0")
    weapon = next(f.title for f in m.FACTS.values() if f.type == "item" and "Weapon" in f.keywords)
    w = t.put(weapon, 0, host=masao)
    assert m.force(t.state, masao) == 2 + 3 + m.stat(t.state, w, "force", floor=None)
    t.state.cards[masao].loc = "d0"
    assert m.force(t.state, masao) == 2 + m.stat(t.state, w, "force", floor=None)  # defending: no bonus
    t.state.cards[masao].loc = "a0"
    t.put("Spearmen", 0, host=masao)  # a Follower is not a Weapon
    assert m.force(t.state, masao) == 2 + m.stat(t.state, w, "force", floor=None)


# ------------------------------------------------------------------ 36 Akodo Ryozo
@pytest.mark.covers("Akodo Ryozo", "a1:effect")
def test_ryozo_ranged_attack_uses_the_higher_of_force_and_personal_honor():
    t = Table("celestial")
    ryozo = t.put("Akodo Ryozo", 1)  # Force 3, PH 4
    akagi = t.put("Togashi Akagi", 0)  # Force 4
    t.open_battle([akagi], [ryozo])
    t.use(ryozo, 0)
    assert t.state.cards[akagi].zone == "dynasty_discard"


@pytest.mark.covers("Akodo Ryozo", "a1:effect")
def test_ryozo_ranged_attack_fails_above_his_strength():
    t = Table("celestial")
    ryozo = t.put("Akodo Ryozo", 1)
    benika = t.put("Matsu Benika", 0)  # Force 5
    t.open_battle([benika], [ryozo])
    t.use(ryozo, 0)
    assert t.state.cards[benika].zone == "play"


# ------------------------------------------------------------------ 37 Akodo Sadahige
VIRTUE = "test-bushido-virtue"


def _virtue_fixture():
    if VIRTUE not in m.FACTS:
        RULES.add_facts(CardFacts(id=VIRTUE, title="Test Bushido Virtue", type="strategy", clan=None,
                                 deck="fate", cost=0, focus=1, force=None, chi=None, force_bonus=None,
                                 chi_bonus=None, honor_requirement=None, personal_honor=None,
                                 gold_production=None, province_strength=None, starting_honor=None,
                                 keywords=("Bushido Virtue",), unique=False, number=None, legality=(),
                                 banned=False, decided=()))


@pytest.mark.covers("Akodo Sadahige", "a1:effect", "a1:cost")
def test_sadahige_removes_a_fate_card_to_bow_an_enemy_without_attachments():
    t = Table("celestial")
    sad = t.put("Akodo Sadahige", 0)
    fate = t.put("Spearmen", 0, zone="fate_discard")
    d = t.put("Togashi Taro", 1)
    t.open_battle([sad], [d])
    t.pass_()
    t.use(sad, 0)
    st = t.state
    assert st.cards[fate].zone == "removed" and fate in st.players[0].removed
    assert st.cards[d].bowed and st.cards[d].zone == "play"


@pytest.mark.covers("Akodo Sadahige", "a1:effect")
def test_sadahige_with_a_bushido_virtue_destroys_and_gains_honor():
    _virtue_fixture()
    t = Table("celestial")
    sad = t.put("Akodo Sadahige", 0)
    t.put("Test Bushido Virtue", 0, zone="fate_discard")
    d = t.put("Togashi Taro", 1)
    honor = t.honor(0)
    t.open_battle([sad], [d])
    t.pass_()
    t.use(sad, 0)
    assert t.state.cards[d].zone == "dynasty_discard"
    assert t.honor(0) == honor + 1


@pytest.mark.covers("Akodo Sadahige", "a1:choice:removed")
def test_sadahige_needs_a_fate_card_in_discard():
    t = Table("celestial")
    sad = t.put("Akodo Sadahige", 0)
    d = t.put("Togashi Taro", 1)
    t.put("Crushing Strength", 0, "hand")  # keeps his window open
    t.open_battle([sad], [d])
    t.pass_()
    t.assert_not_legal(f"c{sad}:0", context="combat", player=0)


# ------------------------------------------------------------------ 38 Akodo Senzo
@pytest.mark.covers("Akodo Senzo", "a1:effect")
def test_senzo_lets_a_used_ability_be_used_again_and_gives_an_additional_action():
    t = Table("celestial")
    senzo, shiori = t.put("Akodo Senzo", 1), t.put("Togashi Shiori", 1)
    a1, a2 = t.put("Togashi Taro", 0), t.put("Togashi Taro", 0)
    a3 = t.put("Matsu Mikura", 0)
    t.open_battle([a1, a2, a3], [senzo, shiori])
    t.use(shiori, 0)
    t.pick(f"{a1}")
    assert t.state.cards[a1].bowed
    t.pass_()  # attacker passes
    t.use(senzo, 0)
    t.pick("Togashi Shiori")
    assert t.pending.player == 1 and f"c{shiori}:0" in keys(t)  # additional action, Shiori again
    t.use(shiori, 0)
    t.pick(f"{a2}")
    assert t.state.cards[a2].bowed
    t.pass_()
    assert f"c{shiori}:0" not in keys(t)  # only a second time


@pytest.mark.covers("Akodo Senzo", "a1:effect")
def test_senzo_asks_which_ability_when_there_are_several():
    t = Table("celestial")
    senzo, shin = t.put("Akodo Senzo", 1), t.put("Togashi Shintaro", 1)
    a = t.put("Togashi Taro", 0)
    t.open_battle([a], [senzo, shin])
    t.use(senzo, 0)
    t.pick("Togashi Shintaro")
    # Shintaro's only usable printed ability (his triggered trait is not "used") is chosen
    assert "again:c%d:1" % shin in t.state.used


# ------------------------------------------------------------------ 39 Matsu Benika
@pytest.mark.covers("Matsu Benika", "a1:effect", "a1:choice:target", "a1:timing", "continuous")
def test_benika_creates_a_nonhuman_cat_for_a_commander_with_the_bonus():
    t = Table("celestial")
    ben = t.put("Matsu Benika", 0)
    kuma = t.put("Akodo Kuma", 0)
    t.put("Matsu Mikura", 0)  # not a Commander
    t.open_action(0)
    t.use(ben, 0)
    assert set(t.labels()) == {"Matsu Benika [Lion]", "Akodo Kuma [Lion]"}
    t.pick("Akodo Kuma")
    fol = m.followers(t.state, kuma)
    assert len(fol) == 1
    assert m.has_kw(t.state, fol[0], "Nonhuman") and m.has_kw(t.state, fol[0], "Cat")
    assert m.force(t.state, fol[0]) == 2  # 1F + Benika's +1F


@pytest.mark.covers("Matsu Benika", "continuous")
def test_benika_bonus_is_only_for_her_controllers_nonhuman_cards():
    t = Table("celestial")
    t.put("Matsu Benika", 0)
    dogs0, dogs1 = t.put("War Dogs", 0, host=t.put("Togashi Taro", 0)), t.put("War Dogs", 1, host=t.put("Togashi Taro", 1))
    base = m.FACTS["war-dogs"].force
    assert m.force(t.state, dogs0) == base + 1
    assert m.force(t.state, dogs1) == base


@pytest.mark.covers("Matsu Benika", "a1:timing", "a1:effect")
def test_benika_ability_is_also_a_battle_action():
    t = Table("celestial")
    ben = t.put("Matsu Benika", 0)
    d = t.put("Togashi Taro", 1)
    t.open_battle([ben], [d])
    t.pass_()
    t.use(ben, 0)
    assert len(m.followers(t.state, ben)) == 1


# ------------------------------------------------------------------ 40 Matsu Haruya
@pytest.mark.covers("Matsu Haruya", "a2:effect", "a2:choice:target")
def test_haruya_bows_an_enemy_card_with_lower_force():
    t = Table("celestial")
    h = t.put("Matsu Haruya", 0)  # Force 3
    weak, strong = t.put("Togashi Shintaro", 1), t.put("Togashi Taro", 1)  # Force 0 and 3
    t.open_battle([h], [weak, strong])
    t.pass_()
    t.use(h, 1)
    assert t.state.cards[weak].bowed and not t.state.cards[strong].bowed


@pytest.mark.covers("Matsu Haruya", "a1:effect", "a1:trigger", "a1:timing")
def test_haruya_destroyed_in_an_attack_phase_gains_three_honor():
    t = Table("celestial")
    h = t.put("Matsu Haruya", 0)
    d = t.put("Togashi Akagi", 1)  # Force 4 beats Force 3
    honor = t.honor(0)
    t.open_battle([h], [d])
    t.pass_all()
    assert t.state.cards[h].zone == "dynasty_discard"
    assert t.honor(0) == honor + 3


@pytest.mark.covers("Matsu Haruya", "a1:when")
def test_haruya_destroyed_outside_an_attack_phase_gains_nothing():
    t = Table("celestial")
    h = t.put("Matsu Haruya", 0)
    honor = t.honor(0)
    t.state.cards[h].tokens = [{"chi": -3}]  # Chi 0: the Chi Death Rule destroys him
    from l5r.ccg.actions import check_chi_death
    t.state.stack = []
    check_chi_death(t.g)
    t.g.run()
    assert t.state.cards[h].zone == "dynasty_discard"
    assert t.honor(0) == honor


# ------------------------------------------------------------------ 41 Matsu Mari
@pytest.mark.covers("Matsu Mari", "a1:effect", "a1:trigger", "a1:when")
def test_mari_negates_her_movement_by_a_targeting_action():
    t = Table("celestial")
    kanmu = t.put("Togashi Kanmu", 1)
    mari = t.put("Matsu Mari", 0)
    t.open_battle([mari], [kanmu])
    t.use(kanmu, 0)
    assert t.pending.player == 0 and any("Matsu Mari" in lab for lab in t.labels())
    t.pick("Matsu Mari")
    assert t.state.cards[mari].loc.startswith("a")


@pytest.mark.covers("Matsu Mari", "a1:effect")
def test_mari_moves_if_she_does_not_react():
    t = Table("celestial")
    kanmu = t.put("Togashi Kanmu", 1)
    mari = t.put("Matsu Mari", 0)
    t.open_battle([mari], [kanmu])
    t.use(kanmu, 0)
    t.pass_()
    assert t.state.cards[mari].loc == "home"


# ------------------------------------------------------------------ 43 Matsu Ushio
@pytest.mark.covers("Matsu Ushio", "a1:effect", "a1:cost", "a1:choice:target")
def test_ushio_destroys_himself_to_destroy_an_enemy_with_equal_or_lower_gold_cost():
    t = Table("celestial")
    u = t.put("Matsu Ushio", 0)  # cost 7
    kyoshi = t.put("Togashi Kyoshi", 1)  # cost 8: not a target
    kanmu = t.put("Togashi Kanmu", 1)  # cost 7
    honor = t.honor(0)
    t.open_battle([u], [kyoshi, kanmu])
    t.pass_()
    t.use(u, 0)
    st = t.state
    assert st.cards[u].zone == "dynasty_discard"
    assert st.cards[kanmu].zone == "dynasty_discard"
    assert st.cards[kyoshi].zone == "play"
    assert t.honor(0) == honor + 2


@pytest.mark.covers("Matsu Ushio", "a1:choice:target")
def test_ushio_has_no_target_above_his_gold_cost():
    t = Table("celestial")
    u = t.put("Matsu Ushio", 0)
    kyoshi = t.put("Togashi Kyoshi", 1)
    t.open_battle([u], [kyoshi])
    t.pass_()
    with pytest.raises(IllegalAnswer):
        t.use(u, 0)


def test_triggered_and_keyword_facts():
    """Keywords used by the engine: Tattooed (Dragon monks), Tactician (Ryozo/Sadahige/Senzo)."""
    t = Table("celestial")
    for title in ("Akodo Ryozo", "Akodo Sadahige", "Akodo Senzo"):
        assert m.has_kw(t.state, t.put(title, 0), "Tactician")
    assert max_hand(t.state, 0) == 8


# ================================================================== clause tests (issue 10)
# Each test below checks one restriction of a card's text (who may be chosen, when it may be
# used, once per turn, what the cost needs); the rules sections are the celestial rulebook's
# unless stated ("Each separate card ability ... may only be used once per turn").

def keeper(t: Table, player: int, title: str = "Togashi Osawa") -> int:
    """A card whose Open ability keeps ``player``'s action window open (a window where only
    passing is possible asks nothing), so a test can see what else is offered."""
    return t.put(title, player, bowed=title == "Togashi Osawa")


def battle_action_only(title: str, index: int = 0, tokens: list | None = None, fate: str | None = None) -> None:
    """A Battle action (celestial "BATTLE"): offered in a battle's action rounds (whose Combat
    Segment takes Battle actions only), not in its controller's own Action Phase outside a
    battle (where he has Limited and Open actions)."""
    t = Table("celestial")
    u = t.put(title, 0)
    if tokens:
        t.state.cards[u].tokens = tokens
    if fate:
        t.put(fate, 0, zone="fate_discard")
    e = t.put("Togashi Shintaro", 1)  # Force 0, Chi 3, Gold Cost 6: a target for each of them
    keeper(t, 0)
    t.open_action(0)
    t.assert_not_legal(f"c{u}:{index}", context="action", player=0)
    t.open_battle([u], [e])
    act_as(t, 0)
    t.assert_legal(f"c{u}:{index}", context="combat", player=0)


def defender_choosing(title: str, own: str, attackers: tuple[str, str], follower: str, index: int = 0,
                      tokens: list | None = None) -> Table:
    """``title`` and ``own`` defend (player 1) against two attackers, the first with ``follower``
    attached; ``title`` uses its ability ``index`` and is asked for its target."""
    t = Table("celestial")
    u, o = t.put(title, 1), t.put(own, 1)
    if tokens:
        t.state.cards[u].tokens = tokens
    a1, a2 = t.put(attackers[0], 0), t.put(attackers[1], 0)
    t.put(follower, 0, host=a1)
    t.open_battle([a1, a2], [u, o])
    t.use(u, index)
    return t


def defender_used(title: str, attackers: tuple[str, ...], pick: str | None = None, index: int = 0,
                  tokens: list | None = None) -> tuple[Table, int]:
    """``title`` defends alone (player 1) against ``attackers``, uses its ability ``index`` once
    (targeting ``pick``), and its player has the next opportunity to act."""
    t = Table("celestial")
    u = t.put(title, 1)
    if tokens:
        t.state.cards[u].tokens = tokens
    t.open_battle([t.put(a, 0) for a in attackers], [u])
    t.use(u, index)
    if pick is not None:
        t.pick(pick)
    act_as(t, 1)
    return t, u


def attacker_uses(t: Table, u: int, attackers: list[int], defenders: list[int], index: int = 0) -> None:
    """A battle of ``attackers`` (player 0) against ``defenders``; player 0 uses ``u``'s ability ``index``."""
    t.open_battle(attackers, defenders)
    act_as(t, 0)
    t.use(u, index)


TATTOOED = ("Togashi Akagi", "Togashi Kanmu", "Togashi Konishi", "Togashi Kyoshi", "Togashi Osawa",
            "Togashi Satsu", "Togashi Shintaro", "Togashi Shiori", "Togashi Taro")


@pytest.mark.covers("Togashi Akagi", "keyword:Tattooed")
@pytest.mark.covers("Togashi Kanmu", "keyword:Tattooed")
@pytest.mark.covers("Togashi Konishi", "keyword:Tattooed")
@pytest.mark.covers("Togashi Kyoshi", "keyword:Tattooed")
@pytest.mark.covers("Togashi Osawa", "keyword:Tattooed")
@pytest.mark.covers("Togashi Satsu", "keyword:Tattooed")
@pytest.mark.covers("Togashi Shintaro", "keyword:Tattooed")
@pytest.mark.covers("Togashi Shiori", "keyword:Tattooed")
@pytest.mark.covers("Togashi Taro", "keyword:Tattooed")
@pytest.mark.parametrize("title", [*TATTOOED, "Matsu Mikura"])
def test_tattooed_personalities_are_not_bowed_by_laughter_of_the_flames(title):
    """Tattooed (read by card text): Laughter of the Flames bows its performer "unless he is
    Tattooed"; each Dragon Personality of the set is Tattooed, Matsu Mikura is not."""
    t = Table("celestial")
    u = t.put(title, 0)
    lf = t.put("Laughter of the Flames", 0, "hand")
    t.open_battle([u], [t.put("Matsu Mikura", 1)])
    act_as(t, 0)
    t.use(lf, 0)
    pay(t)
    settle(t)
    assert len(t.state.cards[u].tokens) == 3 and t.state.battle >= 0  # resolved; the battle goes on
    assert t.state.cards[u].bowed is (title not in TATTOOED)


# ------------------------------------------------------------------ 26 Togashi Kanmu
@pytest.mark.covers("Togashi Kanmu", "a1:timing")
def test_kanmu_is_a_battle_action_only():
    battle_action_only("Togashi Kanmu")


@pytest.mark.covers("Togashi Kanmu", "a1:choice:target")
def test_kanmu_targets_an_enemy_personality_only():
    """Kanmu: "target an enemy Personality": not his own side's, not an enemy Follower."""
    t = defender_choosing("Togashi Kanmu", "Togashi Taro", ("Matsu Mikura", "Akodo Masao"), "War Dogs")
    t.assert_legal("Matsu Mikura", context="choose", player=1)
    t.assert_legal("Akodo Masao", context="choose", player=1)
    t.assert_not_legal("Togashi Taro", context="choose")
    t.assert_not_legal("War Dogs", context="choose")


@pytest.mark.covers("Togashi Kanmu", "a1:limit")
def test_kanmu_once_per_turn():
    t, kanmu = defender_used("Togashi Kanmu", ("Matsu Mikura", "Akodo Masao"), "Matsu Mikura")
    t.assert_not_legal(f"c{kanmu}:0", context="combat", player=1)


@pytest.mark.covers("Togashi Kanmu", "a1:effect")
def test_kanmu_no_bonus_if_the_target_did_not_move():
    """Kanmu: +2F only "if he moved": taken as an additional action (Akodo Senzo) against
    Matsu Mari, whose Reaction negates her movement, Kanmu gets nothing."""
    t = Table("celestial")
    senzo, kanmu = t.put("Akodo Senzo", 1), t.put("Togashi Kanmu", 1)
    mari, a2 = t.put("Matsu Mari", 0), t.put("Togashi Taro", 0)
    t.open_battle([mari, a2], [senzo, kanmu])
    t.use(senzo, 0)
    t.pick("Togashi Kanmu")
    t.use(kanmu, 0)
    t.pick("Matsu Mari")
    t.pick("Matsu Mari")  # her Reaction
    assert t.state.cards[mari].loc.startswith("a")
    assert m.force(t.state, kanmu) == 3


# ------------------------------------------------------------------ 27 Togashi Konishi
@pytest.mark.covers("Togashi Konishi", "a1:timing")
def test_konishi_limited_only_in_his_controllers_action_phase_outside_battles():
    """Limited (celestial "LIMITED"): only in your own Action Phase, not in another player's
    (where you have only Open actions) and not as a Battle action."""
    t = Table("celestial")
    k = t.put("Togashi Konishi", 0)
    keeper(t, 0)
    t.open_action(1)
    act_as(t, 0)
    t.assert_not_legal(f"c{k}:0", context="action", player=0)
    t.open_battle([k], [t.put("Togashi Taro", 1)])
    act_as(t, 0)
    t.assert_not_legal(f"c{k}:0", context="combat", player=0)
    t.open_action(0)
    t.assert_legal(f"c{k}:0", context="action", player=0)


# ------------------------------------------------------------------ 28 Togashi Kyoshi
@pytest.mark.covers("Togashi Kyoshi", "a1:timing")
def test_kyoshi_penalty_is_a_battle_action_only():
    battle_action_only("Togashi Kyoshi")


@pytest.mark.covers("Togashi Kyoshi", "a1:choice:target")
def test_kyoshi_targets_an_enemy_personality_or_follower_only():
    """Kyoshi: "target an enemy Personality or Follower": not an Item, not his own side's cards."""
    t = Table("celestial")
    ky, own = t.put("Togashi Kyoshi", 1), t.put("Togashi Taro", 1)
    t.put("War Dogs", 1, host=own)
    a = t.put("Matsu Mikura", 0)
    t.put("Spearmen", 0, host=a)
    t.put("Seppun Blade", 0, host=a)
    t.open_battle([a], [ky, own])
    t.use(ky, 0)
    t.assert_legal("Matsu Mikura", context="choose", player=1)
    t.assert_legal("Spearmen", context="choose", player=1)
    t.assert_not_legal("Seppun Blade", context="choose")
    t.assert_not_legal("Togashi Taro", context="choose")
    t.assert_not_legal("War Dogs", context="choose")


@pytest.mark.covers("Togashi Kyoshi", "a1:limit")
def test_kyoshi_penalty_once_per_turn():
    t, ky = defender_used("Togashi Kyoshi", ("Matsu Benika",))
    t.assert_not_legal(f"c{ky}:0", context="combat", player=1)


# ------------------------------------------------------------------ 29 Togashi Osawa
@pytest.mark.covers("Togashi Osawa", "a1:timing")
@pytest.mark.parametrize("ed,in_battle", [("ivory", False), ("celestial", False), ("diamond", True)])
def test_osawa_open_action_in_any_action_phase_and_in_battle_only_in_diamond(ed, in_battle):
    """Open: any player may take it in any player's Action Phase (celestial "OPEN"); during a
    battle Open actions are taken only under the Diamond rules (4.4 "Battle and Open actions")."""
    t = Table(ed)
    o = t.put("Togashi Osawa", 0, bowed=True)
    t.open_action(1)
    act_as(t, 0)
    t.assert_legal(f"c{o}:0", context="action", player=0)
    t.open_battle([o], [t.put("Togashi Taro", 1)])
    act_as(t, 0)
    (t.assert_legal if in_battle else t.assert_not_legal)(f"c{o}:0", context="combat", player=0)


@pytest.mark.covers("Togashi Osawa", "a1:limit")
def test_osawa_straightens_once_per_turn():
    t = Table("celestial")
    o = t.put("Togashi Osawa", 0, bowed=True)
    keeper(t, 0, "Togashi Satsu")
    t.open_action(0)
    t.use(o, 0)
    assert not t.state.cards[o].bowed
    t.state.cards[o].bowed = True
    t.open_action(0)
    t.assert_not_legal(f"c{o}:0", context="action", player=0)


# ------------------------------------------------------------------ 30 Togashi Satsu
@pytest.mark.covers("Togashi Satsu", "a1:timing")
def test_satsu_open_in_another_players_action_phase_not_in_battle():
    t = Table("celestial")
    s = t.put("Togashi Satsu", 0)
    t.open_action(1)
    act_as(t, 0)
    t.assert_legal(f"c{s}:0", context="action", player=0)
    t.open_battle([s], [t.put("Togashi Taro", 1)])
    act_as(t, 0)
    t.assert_not_legal(f"c{s}:0", context="combat", player=0)


@pytest.mark.covers("Togashi Satsu", "a1:limit")
def test_satsu_draws_once_per_turn_even_with_something_left_to_bow():
    t = Table("celestial")
    s = t.put("Togashi Satsu", 0)
    t.put("Ring of Air", 0)
    t.open_action(0)
    t.use(s, 0)
    t.pick("Ring of Air")
    assert not t.state.cards[s].bowed
    t.open_action(0)
    t.assert_not_legal(f"c{s}:0", context="action", player=0)


@pytest.mark.covers("Togashi Satsu", "a1:choice:bowee", "a1:cost")
def test_satsu_cost_needs_satsu_or_one_of_your_unbowed_rings():
    """"Bow Satsu or one of your Rings": a bowed Ring cannot be bowed, nor another player's;
    with nothing to bow the ability is not offered (a bowed Satsu uses no ability)."""
    t = Table("celestial")
    s = t.put("Togashi Satsu", 0)
    t.put("Ring of Air", 0, bowed=True)
    t.put("Ring of Water", 1)
    t.put("Togashi Taro", 0)  # yours and unbowed, but not a Ring
    t.open_action(0)
    t.use(s, 0)  # only Satsu himself can pay
    assert t.state.cards[s].bowed
    t2 = Table("celestial")
    s2 = t2.put("Togashi Satsu", 0, bowed=True)
    keeper(t2, 0)
    t2.put("Ring of Water", 1)
    t2.open_action(0)
    t2.assert_not_legal(f"c{s2}:0", context="action", player=0)


@pytest.mark.covers("Togashi Satsu", "a1:effect")
def test_satsu_draws_exactly_one_card():
    t = Table("celestial")
    s = t.put("Togashi Satsu", 0)
    deck = list(t.state.players[0].fate_deck)
    t.open_action(0)
    t.use(s, 0)
    assert t.state.players[0].hand == [deck[-1]]


@pytest.mark.covers("Togashi Satsu", "keyword:Duelist")
@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_satsu_is_a_duelist(ed):
    """Ivory "Duelist" (Diamond silent: the ivory rule): a tie is won by the Duelist against a
    non-Duelist; celestial "DUELIST": challenging a non-Duelist with an equal or higher duel
    stat, he gains the first chance to focus and must focus."""
    t = Table(ed)
    s = t.put("Togashi Satsu", 0)  # Chi 5
    taro = t.put("Togashi Taro", 1)
    t.state.cards[taro].tokens = [{"chi": 2}]  # Chi 5
    t.start(challenge_frame(s, taro, on_lose="destroy"))
    if ed == "celestial":
        t.assert_not_legal("strike", context="duel", player=0)
        return
    if t.pending.context == "challenge":
        t.pick("accept")
    while t.pending is not None and t.pending.context == "duel":
        t.pick("strike")
    assert t.state.cards[s].zone == "play" and t.state.cards[taro].zone == "dynasty_discard"


@pytest.mark.covers("Togashi Satsu", "keyword:Loyal")
def test_satsu_loyal_he_may_not_be_controlled_by_a_lion_player():
    t = Table("celestial", decks=("lion", "dragon"))
    s = t.put("Togashi Satsu", 0, zone="province")
    assert not may_control(t.state, 0, s) and may_control(t.state, 1, s)


# ------------------------------------------------------------------ 31 Togashi Shintaro
@pytest.mark.covers("Togashi Shintaro", "a1:when")
def test_shintaro_gets_no_tokens_when_another_personality_enters_play():
    """"After Shintaro enters play": not after another card does."""
    t = Table("celestial")
    sh = t.put("Togashi Shintaro", 0)
    taro = t.put("Togashi Taro", 0, "hand")
    t.start(events_frame([{"name": "enter_play", "card": taro, "player": 0}]))
    assert t.state.cards[sh].tokens == []


@pytest.mark.covers("Togashi Shintaro", "a1:limit")
def test_shintaro_trait_is_not_once_per_turn():
    """A triggered trait, unlike an action, is not restricted to once per turn (celestial
    "Triggered traits"): entering play twice in a turn, he gets his tokens each time, without a
    decision (it is not optional)."""
    t = Table("celestial")
    sh = t.put("Togashi Shintaro", 0, "hand")
    for _ in range(2):
        t.start(events_frame([{"name": "enter_play", "card": sh, "player": 0}]))
        assert t.pending is None and [x["kw"] for x in t.state.cards[sh].tokens] == ["Fire"] * 3
        to_discard(t.state, sh)  # he leaves play (his tokens with him) and returns to the hand
        assert t.state.cards[sh].tokens == []
        t.state.players[0].dynasty_discard.remove(sh)
        t.state.players[0].hand.append(sh)
        set_zone(t.state, t.state.cards[sh], "hand")


@pytest.mark.covers("Togashi Shintaro", "a2:timing")
def test_shintaro_ranged_attack_is_a_battle_action_only():
    battle_action_only("Togashi Shintaro", 1, tokens=[{"kw": "Fire", "force": 1}])


@pytest.mark.covers("Togashi Shintaro", "a2:cost")
def test_shintaro_needs_a_fire_token_not_any_token():
    """"Destroy a Fire token on Shintaro": another token does not pay."""
    t = Table("celestial")
    sh = t.put("Togashi Shintaro", 1)
    t.state.cards[sh].tokens = [{"kw": "Water", "force": 1}]
    t.open_battle([t.put("Togashi Taro", 0)], [sh])
    t.assert_not_legal(f"c{sh}:1", context="combat", player=1)


@pytest.mark.covers("Togashi Shintaro", "a2:choice:target")
def test_shintaro_ranged_attack_targets_an_enemy_follower_or_personality_without_followers():
    """Ranged Attack (celestial "RANGED ATTACK"): a target enemy Follower, or Personality without
    Followers; not his own side's cards."""
    t = defender_choosing("Togashi Shintaro", "Togashi Taro", ("Matsu Mikura", "Akodo Kuma"), "War Dogs", 1,
                          tokens=[{"kw": "Fire", "force": 1}])
    t.assert_legal("War Dogs", context="choose", player=1)
    t.assert_legal("Akodo Kuma", context="choose", player=1)
    t.assert_not_legal("Matsu Mikura", context="choose")  # he has a Follower
    t.assert_not_legal("Togashi Taro", context="choose")


@pytest.mark.covers("Togashi Shintaro", "a2:limit")
def test_shintaro_ranged_attack_once_per_turn_with_tokens_left():
    t, sh = defender_used("Togashi Shintaro", ("Akodo Kuma", "Akodo Masao"), "Akodo Kuma", 1,
                          tokens=[{"kw": "Fire", "force": 1}] * 3)
    t.assert_not_legal(f"c{sh}:1", context="combat", player=1)
    assert len(t.state.cards[sh].tokens) == 2


# ------------------------------------------------------------------ 32 Togashi Shiori
@pytest.mark.covers("Togashi Shiori", "a1:timing")
def test_shiori_is_a_battle_action_only():
    battle_action_only("Togashi Shiori")


@pytest.mark.covers("Togashi Shiori", "a1:choice:target")
def test_shiori_targets_only_enemy_personalities():
    """"Target an enemy Personality with equal or lower Chi and no attached Items": not a
    Follower, not her own side's Personality; a Follower is no Item."""
    t = defender_choosing("Togashi Shiori", "Togashi Taro", ("Matsu Mikura", "Akodo Kuma"), "War Dogs")
    t.assert_legal("Matsu Mikura", context="choose", player=1)
    t.assert_legal("Akodo Kuma", context="choose", player=1)
    t.assert_not_legal("War Dogs", context="choose")
    t.assert_not_legal("Togashi Taro", context="choose")


@pytest.mark.covers("Togashi Shiori", "a1:limit")
def test_shiori_once_per_turn():
    t, sh = defender_used("Togashi Shiori", ("Matsu Mikura", "Akodo Kuma"), "Matsu Mikura")
    t.assert_not_legal(f"c{sh}:0", context="combat", player=1)


# ------------------------------------------------------------------ 34 Akodo Kuma
@pytest.mark.covers("Akodo Kuma", "a1:timing")
def test_kuma_limited_only_in_your_own_action_phase_from_a_face_up_province():
    """Limited, "if Kuma is face-up in your Province": not in another player's Action Phase,
    not during a battle, not face-down."""
    t = Table("celestial")
    kuma = t.put("Akodo Kuma", 0, zone="province")
    t.put("Matsu Mikura", 0)
    keeper(t, 0)
    t.open_action(1)
    act_as(t, 0)
    t.assert_not_legal(f"c{kuma}:0", context="action", player=0)
    t.open_action(0)
    t.assert_legal(f"c{kuma}:0", context="action", player=0)
    t.put("Crushing Strength", 0, "hand")
    t.open_battle([t.put("Akodo Masao", 0)], [t.put("Togashi Taro", 1)])
    act_as(t, 0)
    t.assert_not_legal(f"c{kuma}:0", context="combat", player=0)  # not a Battle action
    t.state.cards[kuma].face_up = False
    t.open_action(0)
    t.assert_not_legal(f"c{kuma}:0", context="action", player=0)


@pytest.mark.covers("Akodo Kuma", "a1:choice:target")
def test_kuma_targets_your_lion_clan_personality_only():
    t = Table("celestial")
    kuma = t.put("Akodo Kuma", 0, zone="province")
    t.put("Matsu Mikura", 0), t.put("Akodo Masao", 0)
    t.put("Togashi Taro", 0)  # yours, not Lion Clan
    t.put("Matsu Haruya", 1)  # Lion Clan, not yours
    t.open_action(0)
    t.use(kuma, 0)
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_legal("Akodo Masao", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose")
    t.assert_not_legal("Matsu Haruya", context="choose")


@pytest.mark.covers("Akodo Kuma", "a1:cost")
def test_kuma_costs_three_gold_he_cannot_be_used_without_it():
    t = Table("celestial")
    kuma = t.put("Akodo Kuma", 0, zone="province")
    t.put("Matsu Mikura", 0)
    keeper(t, 0)
    t.state.cards[t.state.players[0].stronghold].bowed = True  # no Gold to pay
    t.open_action(0)
    t.assert_not_legal(f"c{kuma}:0", context="action", player=0)


@pytest.mark.covers("Akodo Kuma", "a1:limit")
def test_kuma_once_per_turn_even_back_face_up_in_a_province():
    """Once per turn per card; Ivory "Card Memory Rule": only a card both out of play and
    face-down forgets that its abilities were used, so Kuma put back face-up in a province the
    same turn (never face-down meanwhile) still may not use it."""
    t = Table("celestial")
    kuma = t.put("Akodo Kuma", 0, zone="province")
    t.put("Matsu Mikura", 0)
    t.put("Diamond Mine", 0)
    keeper(t, 0)
    t.open_action(0)
    t.use(kuma, 0)
    pay(t)
    st = t.state
    assert st.cards[kuma].zone == "dynasty_discard"
    prov = st.players[0].provinces[0]
    st.players[0].dynasty_discard.remove(kuma)
    set_zone(st, st.cards[prov.card], "removed")
    set_zone(st, st.cards[kuma], "province")
    prov.card, st.cards[kuma].province = kuma, prov.pid
    t.open_action(0)
    t.assert_not_legal(f"c{kuma}:0", context="action", player=0)


# ------------------------------------------------------------------ 36 Akodo Ryozo
@pytest.mark.covers("Akodo Ryozo", "a1:timing")
def test_ryozo_is_a_battle_action_only():
    battle_action_only("Akodo Ryozo")


@pytest.mark.covers("Akodo Ryozo", "a1:choice:target")
def test_ryozo_ranged_attack_targets_an_enemy_follower_or_lone_personality():
    t = defender_choosing("Akodo Ryozo", "Matsu Mikura", ("Togashi Taro", "Togashi Akagi"), "Spearmen")
    t.assert_legal("Spearmen", context="choose", player=1)
    t.assert_legal("Togashi Akagi", context="choose", player=1)
    t.assert_not_legal("Togashi Taro", context="choose")  # he has a Follower
    t.assert_not_legal("Matsu Mikura", context="choose")


@pytest.mark.covers("Akodo Ryozo", "a1:limit")
def test_ryozo_once_per_turn():
    t, ryozo = defender_used("Akodo Ryozo", ("Togashi Taro", "Togashi Akagi"), "Togashi Taro")
    t.assert_not_legal(f"c{ryozo}:0", context="combat", player=1)


# ------------------------------------------------------------------ 37 Akodo Sadahige
@pytest.mark.covers("Akodo Sadahige", "a1:timing")
def test_sadahige_is_a_battle_action_only():
    battle_action_only("Akodo Sadahige", fate="Spearmen")


@pytest.mark.covers("Akodo Sadahige", "a1:choice:removed")
def test_sadahige_removes_a_fate_card_of_your_own_discard_pile():
    """"Remove a Fate card in your discard pile": a Dynasty card of yours or a Fate card of
    another player's discard pile does not do; only Fate cards of yours are offered."""
    t = Table("celestial")
    sad = t.put("Akodo Sadahige", 0)
    t.put("Togashi Taro", 0, zone="dynasty_discard")
    t.put("War Dogs", 1, zone="fate_discard")
    d = t.put("Togashi Akagi", 1)
    t.put("Crushing Strength", 0, "hand")  # keeps his window open
    t.open_battle([sad], [d])
    act_as(t, 0)
    t.assert_not_legal(f"c{sad}:0", context="combat", player=0)
    t = Table("celestial")
    sad = t.put("Akodo Sadahige", 0)
    t.put("Togashi Taro", 0, zone="dynasty_discard")
    t.put("War Dogs", 1, zone="fate_discard")
    t.put("Spearmen", 0, zone="fate_discard")
    t.put("Seppun Blade", 0, zone="fate_discard")
    t.open_battle([sad], [t.put("Togashi Akagi", 1)])
    act_as(t, 0)
    t.use(sad, 0)
    t.assert_legal("Spearmen", context="choose", player=0)
    t.assert_legal("Seppun Blade", context="choose", player=0)
    t.assert_not_legal("War Dogs", context="choose")
    t.assert_not_legal("Togashi Taro", context="choose")


@pytest.mark.covers("Akodo Sadahige", "a1:choice:target")
def test_sadahige_targets_an_enemy_card_without_attachments():
    t = Table("celestial")
    sad, own = t.put("Akodo Sadahige", 0), t.put("Matsu Mikura", 0)
    t.put("Spearmen", 0, zone="fate_discard")
    d1, d2, dressed = t.put("Togashi Akagi", 1), t.put("Togashi Kanmu", 1), t.put("Togashi Taro", 1)
    t.put("Scout Armor", 1, host=dressed)
    attacker_uses(t, sad, [sad, own], [d1, d2, dressed])
    t.assert_legal("Togashi Akagi", context="choose", player=0)
    t.assert_legal("Togashi Kanmu", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose")
    t.assert_not_legal("Matsu Mikura", context="choose")
    t.assert_legal("Scout Armor", context="choose", player=0)  # an enemy card without attachments too


@pytest.mark.covers("Akodo Sadahige", "a1:effect", "a1:cost")
def test_sadahige_without_a_virtue_only_bows_and_gains_no_honor():
    t = Table("celestial")
    sad = t.put("Akodo Sadahige", 0)
    fate = t.put("Spearmen", 0, zone="fate_discard")
    d = t.put("Togashi Taro", 1)
    honor = t.honor(0)
    attacker_uses(t, sad, [sad], [d])
    assert t.state.cards[fate].zone == "removed"
    assert t.state.cards[d].bowed and t.state.cards[d].zone == "play" and t.honor(0) == honor


@pytest.mark.covers("Akodo Sadahige", "a1:limit")
def test_sadahige_once_per_turn_with_fate_cards_left():
    t = Table("celestial")
    sad = t.put("Akodo Sadahige", 0)
    t.put("Spearmen", 0, zone="fate_discard"), t.put("War Dogs", 0, zone="fate_discard")
    d1, d2 = t.put("Togashi Taro", 1), t.put("Togashi Akagi", 1)
    attacker_uses(t, sad, [sad], [d1, d2])
    t.pick("Spearmen")
    t.pick("Togashi Taro")
    act_as(t, 0)
    t.assert_not_legal(f"c{sad}:0", context="combat", player=0)


# ------------------------------------------------------------------ 38 Akodo Senzo
@pytest.mark.covers("Akodo Senzo", "a1:timing")
def test_senzo_is_a_battle_action_only():
    battle_action_only("Akodo Senzo")


@pytest.mark.covers("Akodo Senzo", "a1:choice:target")
def test_senzo_targets_another_personality_not_himself_nor_a_follower():
    t = Table("celestial")
    senzo, shiori = t.put("Akodo Senzo", 1), t.put("Togashi Shiori", 1)
    a = t.put("Togashi Taro", 0)
    t.put("War Dogs", 0, host=a)
    t.open_battle([a], [senzo, shiori])
    t.use(senzo, 0)
    t.assert_legal("Togashi Shiori", context="choose", player=1)
    t.assert_legal("Togashi Taro", context="choose", player=1)  # any other Personality
    t.assert_not_legal("Akodo Senzo", context="choose")
    t.assert_not_legal("War Dogs", context="choose")


@pytest.mark.covers("Akodo Senzo", "a1:limit")
def test_senzo_once_per_turn():
    t = Table("celestial")
    senzo, shiori = t.put("Akodo Senzo", 1), t.put("Togashi Shiori", 1)
    a1, a2 = t.put("Togashi Taro", 0), t.put("Togashi Taro", 0)
    t.put("Crushing Strength", 0, "hand")  # keeps his window open
    t.open_battle([a1, a2], [senzo, shiori])
    t.use(senzo, 0)
    t.pick("Togashi Shiori")
    t.use(shiori, 0)  # the additional action
    t.pick(f"{a1}")
    act_as(t, 1)
    t.assert_not_legal(f"c{senzo}:0", context="combat", player=1)


@pytest.mark.covers("Akodo Ryozo", "keyword:Tactician")
@pytest.mark.covers("Akodo Sadahige", "keyword:Tactician")
@pytest.mark.covers("Akodo Senzo", "keyword:Tactician")
@pytest.mark.parametrize("title", ["Akodo Ryozo", "Akodo Sadahige", "Akodo Senzo", "Matsu Mikura"])
def test_tacticians_may_take_the_tactical_battle_action(title):
    """Celestial "TACTICAL, TACTICIAN": the Tactical Battle action (discard a card: your
    Tactician gets a Force bonus equal to its Focus Value) targets only a Tactician."""
    t = Table("celestial")
    u = t.put(title, 0)
    card = t.put("Spearmen", 0, "hand")  # Focus Value
    d = t.put("Togashi Akagi", 1)
    t.open_battle([u], [d])
    act_as(t, 0)
    if title == "Matsu Mikura":
        t.assert_not_legal("r:tactical", context="combat", player=0)
        return
    force = m.force(t.state, u)
    t.pick("r:tactical")
    assert t.state.cards[card].zone == "fate_discard"
    assert m.force(t.state, u) == force + m.FACTS["spearmen"].focus


UNIQUE_PERSONALITIES = [("Togashi Satsu", 1), ("Akodo Sadahige", 0), ("Matsu Benika", 0), ("Akodo Ryozo", 0)]


@pytest.mark.covers("Togashi Satsu", "keyword:Unique")
@pytest.mark.covers("Akodo Sadahige", "keyword:Unique")
@pytest.mark.covers("Matsu Benika", "keyword:Unique")
@pytest.mark.parametrize("title,player", UNIQUE_PERSONALITIES)
def test_a_player_may_not_bring_in_a_second_copy_of_a_unique_personality(title, player):
    """Celestial "SINGULAR, UNIQUE": a player will not bring into play a Unique card while he
    controls one with the same title."""
    t = Table("celestial")
    again = t.put(title, player, zone="province")
    assert may_control(t.state, player, again)
    t.put(title, player)
    assert not may_control(t.state, player, again)


@pytest.mark.covers("Togashi Satsu", "keyword:Experienced 5")
@pytest.mark.covers("Akodo Sadahige", "keyword:Experienced")
@pytest.mark.covers("Matsu Benika", "keyword:Experienced 2")
@pytest.mark.parametrize("title,player,level", [("Togashi Satsu", 1, 5), ("Akodo Sadahige", 0, 1),
                                                ("Matsu Benika", 0, 2)])
def test_experienced_personalities_overlay_a_less_experienced_version(title, player, level):
    """Celestial "EXPERIENCED": in the Dynasty Phase an Experienced Personality may overlay his
    player's Personality with the same title and a lower experience level (a version of him
    without Experienced: a fixture), not one of the same level."""
    base_id = f"fx-pers-{m.FACTS[next(f.id for f in m.FACTS.values() if f.title == title)].id}-0"
    if base_id not in m.FACTS:
        real = next(f for f in m.FACTS.values() if f.title == title)
        RULES.add_facts(dataclasses.replace(real, id=base_id, unique=False, decided=("fixture",), keywords=tuple(
            k for k in real.keywords if not k.startswith("Experienced") and k != "Unique")))
        RULES.define(CardDef(base_id))
    t = Table("celestial", honor=(0, 0))
    base = t.put(title, player)
    t.state.cards[base].cid = base_id
    new = t.put(title, player, zone="province")
    assert m.FACTS[t.state.cards[new].cid].experience == level
    t.put("Diamond Mine", player)
    t.open_dynasty(player)
    t.assert_legal(f"o{new}:{base}", context="dynasty", player=player)
    t.state.cards[base].cid = t.state.cards[new].cid  # the same level: no overlay
    t.open_dynasty(player)
    t.assert_not_legal(f"o{new}:{base}", context="dynasty", player=player)


# ------------------------------------------------------------------ 39 Matsu Benika
@pytest.mark.covers("Matsu Benika", "a1:timing")
def test_benika_limited_or_battle_not_in_another_players_action_phase():
    t = Table("celestial")
    ben = t.put("Matsu Benika", 0)
    keeper(t, 0)
    t.open_action(1)
    act_as(t, 0)
    t.assert_not_legal(f"c{ben}:0", context="action", player=0)


@pytest.mark.covers("Matsu Benika", "a1:choice:target")
def test_benika_targets_your_commander_not_an_enemy_one():
    t = Table("celestial")
    ben = t.put("Matsu Benika", 0)
    mine = t.put("Akodo Kuma", 0)
    theirs = t.put("Akodo Kuma", 1)  # a Commander, not yours
    t.open_action(0)
    t.use(ben, 0)
    t.assert_legal(f"{mine}", context="choose", player=0)
    t.assert_legal(f"{ben}", context="choose", player=0)
    t.assert_not_legal(f"{theirs}", context="choose")


@pytest.mark.covers("Matsu Benika", "a1:limit")
def test_benika_once_per_turn_as_limited_or_battle_action():
    """One ability, two designators: used as a Limited action, it is spent for the turn's battles too."""
    t = Table("celestial")
    ben = t.put("Matsu Benika", 0)
    t.put("Crushing Strength", 0, "hand")
    t.open_action(0)
    t.use(ben, 0)
    assert len(m.followers(t.state, ben)) == 1
    t.open_battle([ben], [t.put("Togashi Taro", 1)])
    act_as(t, 0)
    t.assert_not_legal(f"c{ben}:0", context="combat", player=0)


# ------------------------------------------------------------------ 40 Matsu Haruya
@pytest.mark.covers("Matsu Haruya", "a1:when")
def test_haruya_gains_nothing_when_another_personality_is_destroyed_in_battle():
    """"After Haruya is destroyed": another of your Personalities destroyed in an Attack Phase
    gains you nothing."""
    t = Table("celestial")
    t.put("Matsu Haruya", 0)  # at home
    a, honor = mikura_loses_a_battle(t)
    assert t.state.cards[a].zone == "dynasty_discard" and t.honor(0) == honor


def mikura_loses_a_battle(t: Table) -> tuple[int, int]:
    """Matsu Mikura (player 0) attacks Togashi Akagi alone and loses; returns Mikura and
    player 0's Honor before the battle."""
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Akagi", 1)
    honor = t.honor(0)
    t.open_battle([a], [d])
    t.pass_all()
    return a, honor


def destroy_in_battle(t: Table, uid: int) -> None:
    """An effect destroys ``uid`` now (between two action opportunities of the battle), with
    its Reactions and triggered traits; the open window asks again afterwards."""
    t.state.pending = None
    t.g.push(events_frame([{"name": "destroy", "card": uid}]))
    t.g.run()


@pytest.mark.covers("Matsu Haruya", "a1:when")
def test_haruya_in_the_discard_pile_gains_nothing_for_another_destroyed_personality():
    """His trait is used from the discard pile (he is there after being destroyed): another
    Personality destroyed in an Attack Phase while he lies there gains nothing."""
    t = Table("celestial")
    t.put("Matsu Haruya", 0, zone="dynasty_discard")
    a, honor = mikura_loses_a_battle(t)
    assert t.state.cards[a].zone == "dynasty_discard" and t.honor(0) == honor


def _will_back(t: Table, dead: int, player: int = 0) -> None:
    """Play Will: the dead Samurai ``dead`` comes back into play in ``player``'s army here."""
    will = t.put("Will", player, "hand")
    act_as(t, player)
    t.use(will, 0)
    if t.pending is not None and t.pending.context == "choose":
        t.pick(f"{dead}")
    pay(t)
    settle(t)
    assert t.state.cards[dead].zone == "play"


@pytest.mark.covers("Matsu Haruya", "a1:limit", "a1:timing")
def test_haruya_trait_each_time_he_is_destroyed_in_an_attack_phase():
    """A triggered trait is not once per turn (celestial "Triggered traits"): destroyed, brought
    back by Will and destroyed again in the same Attack Phase, he gains 3 Honor twice, each
    time without a decision, after he is destroyed."""
    t = Table("celestial")
    h, a = t.put("Matsu Haruya", 0), t.put("Matsu Mikura", 0)
    d = t.put("Togashi Kanmu", 1)
    t.put("Diamond Mine", 0)
    t.put("Crushing Strength", 1, "hand")
    honor = t.honor(0)
    t.open_battle([h, a], [d])
    st = t.state
    destroy_in_battle(t, h)
    assert st.cards[h].zone == "dynasty_discard" and t.honor(0) == honor + 3
    _will_back(t, h)
    destroy_in_battle(t, h)
    assert st.cards[h].zone == "dynasty_discard" and t.honor(0) == honor + 6


@pytest.mark.covers("Matsu Haruya", "a2:timing")
def test_haruya_bow_is_a_battle_action_only():
    battle_action_only("Matsu Haruya", 1)


@pytest.mark.covers("Matsu Haruya", "a2:choice:target")
def test_haruya_targets_enemy_cards_with_lower_force_only():
    t = Table("celestial")
    h, own = t.put("Matsu Haruya", 0), t.put("Akodo Kuma", 0)  # Force 3; Kuma 2
    d1, d2, d3 = t.put("Togashi Shintaro", 1), t.put("Togashi Taro", 1), t.put("Togashi Akagi", 1)
    dogs = t.put("War Dogs", 1, host=d3)  # Force 1
    attacker_uses(t, h, [h, own], [d1, d2, d3], 1)
    t.assert_legal("Togashi Shintaro", context="choose", player=0)
    t.assert_legal("War Dogs", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose")  # equal Force
    t.assert_not_legal("Togashi Akagi", context="choose")
    t.assert_not_legal("Akodo Kuma", context="choose")
    _ = dogs


@pytest.mark.covers("Matsu Haruya", "a2:limit")
def test_haruya_bow_once_per_turn():
    t = Table("celestial")
    h = t.put("Matsu Haruya", 0)
    d1, d2 = t.put("Togashi Shintaro", 1), t.put("Togashi Shintaro", 1)
    t.put("Crushing Strength", 0, "hand")
    attacker_uses(t, h, [h], [d1, d2], 1)
    t.pick(f"{d1}")
    act_as(t, 0)
    t.assert_not_legal(f"c{h}:1", context="combat", player=0)


# ------------------------------------------------------------------ 41 Matsu Mari
@pytest.mark.covers("Matsu Mari", "a1:when")
def test_mari_reaction_only_when_an_action_targets_her():
    t = Table("celestial")
    kanmu = t.put("Togashi Kanmu", 1)
    mari, other = t.put("Matsu Mari", 0), t.put("Matsu Mikura", 0)
    t.open_battle([mari, other], [kanmu])
    t.use(kanmu, 0)
    t.pick("Matsu Mikura")
    assert t.state.cards[other].loc == "home"  # no Reaction was offered to negate it
    assert not any("Matsu Mari" in lab for lab in t.labels())


@pytest.mark.covers("Matsu Mari", "a1:limit")
def test_mari_negates_once_per_turn():
    t = Table("celestial")
    k1, k2 = t.put("Togashi Kanmu", 1), t.put("Togashi Kanmu", 1)
    mari = t.put("Matsu Mari", 0)
    t.put("Crushing Strength", 0, "hand")
    t.open_battle([mari], [k1, k2])
    t.use(k1, 0)
    t.pick("Matsu Mari")  # her Reaction
    assert t.state.cards[mari].loc.startswith("a")
    act_as(t, 1)
    t.use(k2, 0)
    assert t.state.cards[mari].loc == "home"


@pytest.mark.covers("Matsu Mari", "a1:timing")
@pytest.mark.parametrize("ed,offered", [("ivory", False), ("celestial", True)])
def test_mari_reaction_follows_the_ivory_battle_rules_for_reactions(ed, offered):
    """Ivory "Actions in Battle" (Rules of Location, "even Interrupts" and Reactions): during a
    battle her Reaction needs her at the battlefield; celestial applies these rules to Battle
    actions only. Unpredictable Strategy targets her unit at home."""
    t = Table(ed)
    mari, a = t.put("Matsu Mari", 0), t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    us = t.put("Unpredictable Strategy", 1, "hand")
    t.open_battle([a], [d])
    act_as(t, 1)
    t.use(us, 0)
    while t.pending is not None and t.pending.context == "choose":
        t.pick(f"{a}" if any(o.id == f"{a}" for o in t.pending.options) else f"{mari}")
    pay(t)
    assert any("Matsu Mari" in lab for lab in t.labels()) is offered


# ------------------------------------------------------------------ 43 Matsu Ushio
@pytest.mark.covers("Matsu Ushio", "a1:timing")
def test_ushio_is_a_battle_action_only():
    battle_action_only("Matsu Ushio")


@pytest.mark.covers("Matsu Ushio", "a1:choice:target")
def test_ushio_targets_enemy_cards_only():
    t = Table("celestial")
    u, own = t.put("Matsu Ushio", 0), t.put("Akodo Kuma", 0)
    d1, d2 = t.put("Togashi Taro", 1), t.put("Togashi Kanmu", 1)
    attacker_uses(t, u, [u, own], [d1, d2])
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_legal("Togashi Kanmu", context="choose", player=0)
    t.assert_not_legal("Akodo Kuma", context="choose")


@pytest.mark.covers("Matsu Ushio", "a1:limit")
def test_ushio_once_per_turn_even_brought_back_by_will():
    """Once per turn per card; Ivory "Card Memory Rule": a card forgets its abilities' use only
    if both out of play and face-down; Ushio, destroyed (face-up in the discard pile) and
    brought back by Will the same turn, may not use it again."""
    t = Table("celestial")
    u, a = t.put("Matsu Ushio", 0), t.put("Matsu Mikura", 0)
    d1, d2 = t.put("Togashi Taro", 1), t.put("Togashi Kanmu", 1)
    t.put("Diamond Mine", 0)
    t.put("Crushing Strength", 1, "hand"), t.put("Crushing Strength", 0, "hand")
    attacker_uses(t, u, [u, a], [d1, d2])
    t.pick("Togashi Taro")
    assert t.state.cards[u].zone == "dynasty_discard"
    _will_back(t, u)
    act_as(t, 0)
    t.assert_not_legal(f"c{u}:0", context="combat", player=0)


@pytest.mark.parametrize("zone", ["dynasty_discard", "dynasty_deck"])
def test_a_personality_put_into_play_from_a_discard_pile_or_deck_uses_its_entering_trait(zone):
    """Ivory "Triggered traits": a card's trait triggered by its own entering play triggers
    wherever the card entered from (here Togashi Shintaro's Fire tokens): the engine asks
    whether anything listens before the card moves, so the card's own traits count from any
    zone, not only from a hand or a province."""
    t = Table("celestial", decks=("dragon", "lion"))
    sh = t.put("Togashi Shintaro", 0, zone=zone)
    t.open_action(0)
    t.state.pending = None  # (an effect puts him into play)
    do(t.g, "enter_play", card=sh, player=0, by=0)
    t.g.run()
    assert t.state.cards[sh].zone == "play"
    assert [tok["kw"] for tok in t.state.cards[sh].tokens] == ["Fire"] * 3
