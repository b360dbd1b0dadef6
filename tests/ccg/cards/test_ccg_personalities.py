"""Battle of Kyuden Tonbo Personalities 25-43 (celestial rulebook unless stated).

Each test asserts the state change the card's ability makes, so a wrong ability fails.
"""

from __future__ import annotations

import pytest

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.facts import CardFacts
from l5r.ccg.flow import max_hand
from l5r.ccg.recruit import may_control
from l5r.ccg.testing import Table
from l5r.engine.decision import IllegalAnswer


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
def test_konishi_limited_gives_him_a_fire_token():
    t = Table("celestial")
    k = t.put("Togashi Konishi", 0)
    t.open_action(0)
    t.use(k, 0)
    assert [(x["kw"], x["force"]) for x in t.state.cards[k].tokens] == [("Fire", 1)]
    assert m.force(t.state, k) == 5
    t.pass_all()
    t.open_action(0)
    assert f"c{k}:0" not in keys(t)  # once per turn (Limited)
    assert not RULES.defs.cards["togashi-konishi"].abilities[0].has("battle")


# ------------------------------------------------------------------ 28 Togashi Kyoshi
def test_kyoshi_penalty_equal_to_his_chi_bows_at_zero_force():
    t = Table("celestial")
    ky = t.put("Togashi Kyoshi", 1)  # Chi 4
    taro = t.put("Togashi Taro", 0)  # Force 3
    t.open_battle([taro], [ky])
    t.use(ky, 0)
    assert m.force(t.state, taro) == 0
    assert t.state.cards[taro].bowed


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
def test_osawa_straightens_himself_even_while_bowed():
    t = Table("celestial")
    o = t.put("Togashi Osawa", 0, bowed=True)
    t.open_action(0)
    t.use(o, 0)
    assert not t.state.cards[o].bowed


# ------------------------------------------------------------------ 30 Togashi Satsu
def test_satsu_bows_himself_to_draw_a_card():
    t = Table("celestial", decks=("dragon", "lion"))
    s = t.put("Togashi Satsu", 0)
    hand = len(t.state.players[0].hand)
    t.open_action(0)
    t.use(s, 0)
    assert t.state.cards[s].bowed
    assert len(t.state.players[0].hand) == hand + 1


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


def test_shintaro_spends_a_fire_token_for_a_ranged_3_attack():
    t = Table("celestial")
    sh = t.put("Togashi Shintaro", 1)
    t.state.cards[sh].tokens = [{"kw": "Fire", "force": 1}] * 2
    taro = t.put("Togashi Taro", 0)  # Force 3: destroyed by strength 3
    t.open_battle([taro], [sh])
    t.use(sh, 1)
    assert t.state.cards[taro].zone == "dynasty_discard"
    assert len(t.state.cards[sh].tokens) == 1


def test_shintaro_without_fire_tokens_cannot_attack():
    t = Table("celestial")
    sh = t.put("Togashi Shintaro", 1)
    taro = t.put("Togashi Taro", 0)
    t.open_battle([taro], [sh])
    assert f"c{sh}:1" not in keys(t)


# ------------------------------------------------------------------ 32 Togashi Shiori
def test_shiori_bows_enemy_with_equal_or_lower_chi_and_no_items():
    t = Table("celestial")
    sh = t.put("Togashi Shiori", 1)  # Chi 3
    taro = t.put("Togashi Taro", 0)  # Chi 3
    akagi = t.put("Togashi Akagi", 0)  # Chi 4: not a legal target
    t.open_battle([taro, akagi], [sh])
    t.use(sh, 0)
    assert t.state.cards[taro].bowed and not t.state.cards[akagi].bowed


def test_shiori_cannot_target_a_personality_with_an_item():
    t = Table("celestial")
    sh = t.put("Togashi Shiori", 1)
    taro = t.put("Togashi Taro", 0)
    item = next(f.title for f in m.FACTS.values() if f.type == "item")
    t.put(item, 0, host=taro)
    t.open_battle([taro], [sh])
    assert f"c{sh}:0" not in keys(t)


# ------------------------------------------------------------------ 34 Akodo Kuma
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


def test_kuma_face_down_cannot_be_used():
    t = Table("celestial")
    kuma = t.put("Akodo Kuma", 0, zone="province", face_up=False)
    t.put("Matsu Mikura", 0)
    t.open_action(0)
    assert f"c{kuma}:0" not in keys(t)


# ------------------------------------------------------------------ 35 Akodo Masao
def test_masao_has_three_more_force_while_attacking():
    t = Table("celestial")
    masao = t.put("Akodo Masao", 0)
    assert m.force(t.state, masao) == 2
    d = t.put("Togashi Taro", 1)
    t.open_battle([masao], [d])
    assert m.force(t.state, masao) == 5


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
def test_ryozo_ranged_attack_uses_the_higher_of_force_and_personal_honor():
    t = Table("celestial")
    ryozo = t.put("Akodo Ryozo", 1)  # Force 3, PH 4
    akagi = t.put("Togashi Akagi", 0)  # Force 4
    t.open_battle([akagi], [ryozo])
    t.use(ryozo, 0)
    assert t.state.cards[akagi].zone == "dynasty_discard"


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


def test_sadahige_needs_a_fate_card_in_discard():
    t = Table("celestial")
    sad = t.put("Akodo Sadahige", 0)
    d = t.put("Togashi Taro", 1)
    t.open_battle([sad], [d])
    t.pass_()
    assert f"c{sad}:0" not in keys(t)


# ------------------------------------------------------------------ 38 Akodo Senzo
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


def test_benika_bonus_is_only_for_her_controllers_nonhuman_cards():
    t = Table("celestial")
    t.put("Matsu Benika", 0)
    dogs0, dogs1 = t.put("War Dogs", 0, host=t.put("Togashi Taro", 0)), t.put("War Dogs", 1, host=t.put("Togashi Taro", 1))
    base = m.FACTS["war-dogs"].force
    assert m.force(t.state, dogs0) == base + 1
    assert m.force(t.state, dogs1) == base


def test_benika_ability_is_also_a_battle_action():
    t = Table("celestial")
    ben = t.put("Matsu Benika", 0)
    d = t.put("Togashi Taro", 1)
    t.open_battle([ben], [d])
    t.pass_()
    t.use(ben, 0)
    assert len(m.followers(t.state, ben)) == 1


# ------------------------------------------------------------------ 40 Matsu Haruya
def test_haruya_bows_an_enemy_card_with_lower_force():
    t = Table("celestial")
    h = t.put("Matsu Haruya", 0)  # Force 3
    weak, strong = t.put("Togashi Shintaro", 1), t.put("Togashi Taro", 1)  # Force 0 and 3
    t.open_battle([h], [weak, strong])
    t.pass_()
    t.use(h, 1)
    assert t.state.cards[weak].bowed and not t.state.cards[strong].bowed


def test_haruya_destroyed_in_an_attack_phase_gains_three_honor():
    t = Table("celestial")
    h = t.put("Matsu Haruya", 0)
    d = t.put("Togashi Akagi", 1)  # Force 4 beats Force 3
    honor = t.honor(0)
    t.open_battle([h], [d])
    t.pass_all()
    assert t.state.cards[h].zone == "dynasty_discard"
    assert t.honor(0) == honor + 3


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
def test_mari_negates_her_movement_by_a_targeting_action():
    t = Table("celestial")
    kanmu = t.put("Togashi Kanmu", 1)
    mari = t.put("Matsu Mari", 0)
    t.open_battle([mari], [kanmu])
    t.use(kanmu, 0)
    assert t.pending.player == 0 and any("Matsu Mari" in lab for lab in t.labels())
    t.pick("Matsu Mari")
    assert t.state.cards[mari].loc.startswith("a")


def test_mari_moves_if_she_does_not_react():
    t = Table("celestial")
    kanmu = t.put("Togashi Kanmu", 1)
    mari = t.put("Matsu Mari", 0)
    t.open_battle([mari], [kanmu])
    t.use(kanmu, 0)
    t.pass_()
    assert t.state.cards[mari].loc == "home"


# ------------------------------------------------------------------ 43 Matsu Ushio
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
