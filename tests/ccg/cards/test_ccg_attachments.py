"""Battle of Kyuden Tonbo Followers and Items (celestial "Attachments", "Follower",
"Item", "PERFORM": an Item's ability is performed by its Personality)."""

from l5r.ccg import model as m
from l5r.ccg.state import FATE_DISCARD, HOME, PLAY, REMOVED
from l5r.ccg.testing import Table


def battle(ed="celestial"):
    return Table(ed)


def test_berserkers_gain_2f_then_die_unless_their_side_doubled_the_enemy():
    """Berserkers: +2F; after the battle, destroyed if its side's resolution Force was not
    more than twice the opposing side's (7 vs 4 here: destroyed; the Personality lives)."""
    t = battle()
    taro = t.put("Togashi Taro", 0)
    b = t.put("Berserkers", 0, host=taro)
    akagi = t.put("Togashi Akagi", 1)
    t.open_battle([taro], [akagi])
    t.pass_()
    t.use(b, 0)
    assert m.force(t.state, b) == 4
    t.pass_all()
    st = t.state
    assert st.cards[akagi].zone != PLAY  # the attackers won 7 to 4
    assert st.cards[taro].zone == PLAY
    assert st.cards[b].zone == FATE_DISCARD


def test_berserkers_survive_when_their_side_more_than_doubles_the_enemy():
    t = battle()
    taro = t.put("Togashi Taro", 0)
    b = t.put("Berserkers", 0, host=taro)
    shin = t.put("Togashi Shintaro", 1)  # 0 Force
    t.open_battle([taro], [shin])
    t.pass_()
    t.use(b, 0)
    t.pass_all()
    assert t.state.cards[b].zone == PLAY and t.state.cards[b].attached_to == taro


def test_elite_guard_sends_its_personality_home_after_he_performs_an_action():
    """Elite Guard: after an action performed by its Personality (here his Item's ability,
    celestial "PERFORM") resolves, he moves home."""
    t = battle()
    masao = t.put("Akodo Masao", 0)
    t.put("Elite Guard", 0, host=masao)
    blade = t.put("Tempered No-Dachi", 0, host=masao)
    taro = t.put("Togashi Taro", 1)
    dogs = t.put("War Dogs", 1, host=taro)
    t.open_battle([masao], [taro])
    t.pass_()
    t.use(blade, 0)
    assert t.state.cards[dogs].zone == FATE_DISCARD
    t.pick("Elite Guard")
    assert t.state.cards[masao].loc == HOME


def test_order_of_the_wooden_blade_bows_an_enemy_card_without_attachments():
    t = battle()
    taro = t.put("Togashi Taro", 0)
    order = t.put("Order of the Wooden Blade", 0, host=taro)
    kanmu = t.put("Togashi Kanmu", 1)
    dressed = t.put("Togashi Akagi", 1)
    t.put("Scout Armor", 1, host=dressed)
    t.open_battle([taro], [kanmu, dressed])
    t.pass_()
    t.use(order, 0)
    assert "Togashi Akagi" not in " ".join(t.labels())  # he has an attachment
    t.pick("Togashi Kanmu")
    assert t.state.cards[kanmu].bowed and t.state.cards[kanmu].zone == PLAY


def test_order_of_the_wooden_blade_destroys_as_an_additional_action():
    """Cold Hands, Stone Heart gives an additional Battle action; the Order taken as it destroys."""
    t = battle()
    taro = t.put("Togashi Taro", 0)
    order = t.put("Order of the Wooden Blade", 0, host=taro)
    cold = t.put("Cold Hands, Stone Heart", 0, zone="hand")
    shin = t.put("Togashi Shintaro", 1)
    t.open_battle([taro], [shin])
    t.pass_()
    t.pick(f"c{cold}:0")
    while t.pending.context != "combat":
        t.pick(t.pending.options[0].id)
    assert t.pending.player == 0  # the additional action
    t.use(order, 0)
    assert t.state.cards[shin].zone != PLAY


def test_spearmen_ranged_2_attack():
    t = battle()
    taro = t.put("Togashi Taro", 0)
    sp = t.put("Spearmen", 0, host=taro)
    kanmu = t.put("Togashi Kanmu", 1)
    dogs = t.put("War Dogs", 1, host=kanmu)
    t.open_battle([taro], [kanmu])
    t.pass_()
    t.use(sp, 0)
    assert t.state.cards[sp].bowed
    assert t.state.cards[dogs].zone == FATE_DISCARD


def test_war_dogs_are_destroyed_to_destroy_an_enemy_follower():
    t = battle()
    taro = t.put("Togashi Taro", 0)
    dogs = t.put("War Dogs", 0, host=taro)
    kanmu = t.put("Togashi Kanmu", 1)
    order = t.put("Order of the Wooden Blade", 1, host=kanmu)
    t.open_battle([taro], [kanmu])
    t.pass_()
    t.use(dogs, 0)
    assert t.state.cards[dogs].zone == FATE_DISCARD
    assert t.state.cards[order].zone == FATE_DISCARD
    assert t.state.cards[taro].zone == PLAY


def test_fubatsu_no_dachi_destroys_an_unattached_enemy_costing_6_or_less():
    t = battle()
    masao = t.put("Akodo Masao", 0)
    fub = t.put("Fubatsu No-Dachi", 0, host=masao)
    assert m.force(t.state, fub) == 4
    taro = t.put("Togashi Taro", 1)  # cost 5
    kyoshi = t.put("Togashi Kyoshi", 1)  # cost 8
    t.open_battle([masao], [taro, kyoshi])
    t.pass_()
    t.use(fub, 0)
    assert t.state.cards[taro].zone != PLAY and t.state.cards[kyoshi].zone == PLAY
    assert t.state.cards[fub].bowed


def test_gumbai_uchiwa_equips_from_discard_in_battle_and_leaves_the_game_when_it_leaves_play():
    t = battle()
    masao = t.put("Akodo Masao", 0)
    fan = t.put("Gumbai-Uchiwa", 0, zone="fate_discard")
    taro = t.put("Togashi Taro", 1)
    t.open_battle([masao], [taro])
    before = m.force(t.state, masao)
    t.pass_()
    t.use(fan, 0)
    while t.pending.context != "combat":
        t.pick(t.pending.options[0].id)
    st = t.state
    assert st.cards[fan].zone == PLAY and st.cards[fan].attached_to == masao
    assert m.force(st, masao) == before + 2
    t.pass_all()
    from l5r.ccg.actions import destroy_now
    destroy_now(t.g, masao)
    assert st.cards[fan].zone == REMOVED and fan in st.players[0].removed


def test_scout_armor_straightens_its_personality_after_an_action_bowed_him():
    """Chasing Osano-Wo bows its performing Monk; Scout Armor straightens him afterwards."""
    t = battle()
    taro = t.put("Togashi Taro", 0)
    t.put("Scout Armor", 0, host=taro)
    osano = t.put("Chasing Osano-Wo", 0, zone="hand")
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([taro], [kanmu])
    t.pass_()
    t.pick(f"c{osano}:0")
    if t.pending.context == "choose":
        t.pick("Togashi Taro")
    t.pick("Scout Armor")
    assert not t.state.cards[taro].bowed


def test_seppun_blade_draws_when_opposed_and_discards_then_draws_when_not():
    t = battle()
    masao = t.put("Akodo Masao", 0)
    blade = t.put("Seppun Blade", 0, host=masao)
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([masao], [kanmu])
    t.pass_()
    hand = len(t.state.players[0].hand)
    t.use(blade, 0)
    assert len(t.state.players[0].hand) == hand + 1 and t.state.cards[blade].bowed

    t = battle()
    masao = t.put("Akodo Masao", 0)
    blade = t.put("Seppun Blade", 0, host=masao)
    junk = t.put("Crushing Strength", 0, zone="hand")
    t.open_battle([masao], [])
    t.use(blade, 1)
    st = t.state
    assert st.cards[junk].zone == FATE_DISCARD and len(st.players[0].hand) == 1 and junk not in st.players[0].hand


def test_tempered_no_dachi_destroys_an_enemy_item_and_its_personality_issues_no_challenges():
    t = battle()
    masao = t.put("Akodo Masao", 0)
    nd = t.put("Tempered No-Dachi", 0, host=masao)
    assert not m.may_issue_challenge(t.state, masao)
    taro = t.put("Togashi Taro", 1)
    armor = t.put("Scout Armor", 1, host=taro)
    t.open_battle([masao], [taro])
    t.pass_()
    t.use(nd, 0)
    assert t.state.cards[armor].zone == FATE_DISCARD and t.state.cards[taro].zone == PLAY
