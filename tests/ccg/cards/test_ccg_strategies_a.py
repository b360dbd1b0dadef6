"""Battle of Kyuden Tonbo Strategies A-Cr (celestial "Strategy": played from hand to a
resolution area, discarded once the action has resolved)."""

from l5r.ccg import model as m
from l5r.ccg.state import FATE_DISCARD, HOME, PLAY
from l5r.ccg.testing import Table


def settle(t, contexts=("pay", "choose")):
    """Answer payment (automatically) and single choices until a window asks again."""
    while t.pending is not None and t.pending.context in contexts:
        ids = [o.id for o in t.pending.options]
        t.pick("auto" if "auto" in ids else ids[0])


def to_player(t, p):
    while t.pending is not None and t.pending.player != p:
        t.pass_()


# ------------------------------------------------------------------ A Cleansing Death
def test_a_cleansing_death_recruits_for_3_less_and_gains_2_honor_after_a_deathseeker_dies():
    t = Table("celestial", honor=(10, 10))
    cleansing = t.put("A Cleansing Death", 0, zone="hand")
    haruya = t.put("Matsu Haruya", 0)  # Deathseeker, cost 6
    kuma = t.put("Akodo Kuma", 0, zone="province")  # cost 5 -> 2 Gold
    masao = t.put("Akodo Masao", 1)
    fub = t.put("Fubatsu No-Dachi", 1, host=masao)
    t.open_battle([masao], [haruya], attacker=1, defender=0)
    to_player(t, 1)
    t.use(fub, 0)
    assert t.state.cards[haruya].zone != PLAY
    settle(t)
    honor = t.honor(0)
    t.pick("A Cleansing Death")
    settle(t)
    st = t.state
    assert st.cards[kuma].zone == PLAY and st.cards[kuma].controller == 0
    assert t.honor(0) == honor + 2
    assert st.cards[cleansing].zone == FATE_DISCARD
    sh = st.cards[st.players[0].stronghold]
    assert sh.bowed  # 2 Gold paid by the Stronghold


# ------------------------------------------------------------------ A Legion of One
def test_a_legion_of_one_gives_2f_per_enemy_unit_and_a_hero_ignores_the_next_move():
    t = Table("celestial")
    legion = t.put("A Legion of One", 0, zone="hand")
    mari = t.put("Matsu Mikura", 0)  # Hero
    a, b = t.put("Togashi Taro", 1), t.put("Togashi Osawa", 1)
    pid = t.open_battle([mari], [a, b])
    t.state.favor = 1
    to_player(t, 0)
    before = m.force(t.state, mari)
    t.pick(f"c{legion}:0")
    settle(t)
    assert m.force(t.state, mari) == before + 4
    t.pick("r:favor_battle")  # the enemy moves her home with the Imperial Favor: negated
    settle(t)
    assert t.state.cards[mari].loc == f"a{pid}"


# ------------------------------------------------------------------ Burn the Village
def test_burn_the_village_destroys_each_players_cheap_targets():
    t = Table("celestial")
    burn = t.put("Burn the Village", 0, zone="hand")
    t.put("Diamond Mine", 0)  # 5 Gold + the Stronghold's 4 pay the 6
    taro = t.put("Togashi Taro", 1)  # cost 5 <= 4 + 2
    kyoshi = t.put("Togashi Kyoshi", 1)  # cost 8: too expensive
    kuma = t.put("Akodo Kuma", 0)  # cost 5
    t.open_action(0)
    t.pick(f"c{burn}:0")
    settle(t, ("pay",))
    assert "Togashi Kyoshi" not in " ".join(t.labels())
    t.pick("Togashi Taro")  # player 0's first target
    t.pick("none")  # no second
    assert t.pending.player == 1
    t.pick("Akodo Kuma")  # player 1 targets Kuma (nothing else is left to target)
    st = t.state
    assert st.cards[taro].zone != PLAY and st.cards[kuma].zone != PLAY and st.cards[kyoshi].zone == PLAY
    assert st.cards[burn].zone == FATE_DISCARD


# ------------------------------------------------------------------ Caught Unawares
def test_caught_unawares_open_bows_two_that_stay_bowed_and_draws_off_turn():
    t = Table("celestial")
    cu = t.put("Caught Unawares", 0, zone="hand")
    taro, kanmu = t.put("Togashi Taro", 1), t.put("Togashi Kanmu", 1)
    t.open_action(1)
    to_player(t, 0)
    t.pick(f"c{cu}:0")
    t.pick("Togashi Taro")
    t.pick("Togashi Kanmu")
    settle(t)
    st = t.state
    assert st.cards[taro].bowed and st.cards[kanmu].bowed
    assert len(st.players[0].hand) == 1  # drew a card: not player 0's turn
    from l5r.ccg.flow import straighten_all
    straighten_all(t.g, 1)
    assert st.cards[taro].bowed and st.cards[kanmu].bowed


def test_caught_unawares_open_needs_you_to_control_no_personalities():
    t = Table("celestial")
    cu = t.put("Caught Unawares", 0, zone="hand")
    t.put("Togashi Taro", 0)
    t.put("Togashi Kanmu", 1)
    t.open_action(0)
    assert not any(o.id == f"c{cu}:0" for o in t.pending.options)


def test_caught_unawares_battle_bows_an_enemy_with_no_unbowed_attachments():
    t = Table("celestial")
    cu = t.put("Caught Unawares", 0, zone="hand")
    taro = t.put("Togashi Taro", 0)
    kanmu, akagi = t.put("Togashi Kanmu", 1), t.put("Togashi Akagi", 1)
    t.put("Scout Armor", 1, host=akagi)
    t.open_battle([taro], [kanmu, akagi])
    to_player(t, 0)
    t.pick(f"c{cu}:1")
    assert "Togashi Akagi" not in " ".join(t.labels())
    t.pick("Togashi Kanmu")
    assert t.state.cards[kanmu].bowed


# ------------------------------------------------------------------ Chasing Osano-Wo
def test_chasing_osano_wo_bows_a_monk_anywhere_for_his_force_plus_the_targets_honor():
    t = Table("celestial")
    osano = t.put("Chasing Osano-Wo", 0, zone="hand")
    kyoshi = t.put("Togashi Kyoshi", 0)  # at home, Force 4
    akagi = t.put("Togashi Akagi", 0)  # Personal Honor 1
    taro = t.put("Togashi Taro", 1)
    t.open_battle([akagi], [taro])
    to_player(t, 0)
    before = m.force(t.state, akagi)
    t.pick(f"c{osano}:0")
    t.pick("Togashi Kyoshi")
    t.pick("Togashi Akagi")
    assert t.state.cards[kyoshi].bowed and t.state.cards[kyoshi].loc == HOME
    assert m.force(t.state, akagi) == before + m.force(t.state, kyoshi) + m.ph(t.state, akagi)


# ------------------------------------------------------------------ Cold Hands, Stone Heart
def test_cold_hands_stone_heart_removes_an_ability_gives_2f_draws_and_allows_an_additional_action():
    t = Table("celestial")
    cold = t.put("Cold Hands, Stone Heart", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)  # Chi 4
    kanmu = t.put("Togashi Kanmu", 1)  # Chi 4, one Battle ability
    t.open_battle([akagi], [kanmu])
    to_player(t, 0)
    before = m.force(t.state, akagi)
    t.pick(f"c{cold}:0")
    st = t.state
    assert m.flagged(st, kanmu, "no_ability:0")
    assert m.force(st, akagi) == before + 2
    assert len(st.players[0].hand) == 1
    assert t.pending.player == 0 and t.pending.context == "combat"  # the additional Battle action
    t.pass_()
    if t.pending is not None and t.pending.player == 1:
        assert not any(o.id == f"c{kanmu}:0" for o in t.pending.options)


def test_cold_hands_stone_heart_needs_a_monk_without_weapons():
    t = Table("celestial")
    cold = t.put("Cold Hands, Stone Heart", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    t.put("Tempered No-Dachi", 0, host=akagi)
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([akagi], [kanmu])
    to_player(t, 0)
    assert not any(o.id == f"c{cold}:0" for o in t.pending.options)


# ------------------------------------------------------------------ Crushing Strength
def test_crushing_strength_gives_3f_to_an_opposed_personality_or_destroys_a_follower_or_item():
    t = Table("celestial")
    cs = t.put("Crushing Strength", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([akagi], [kanmu])
    to_player(t, 0)
    before = m.force(t.state, akagi)
    t.pick(f"c{cs}:0")
    assert m.force(t.state, akagi) == before + 3
    assert t.state.cards[cs].zone == FATE_DISCARD

    t = Table("celestial")
    cs = t.put("Crushing Strength", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    armor = t.put("Scout Armor", 1, host=kanmu)
    t.open_battle([akagi], [kanmu])
    to_player(t, 0)
    t.pick(f"c{cs}:1")
    assert t.state.cards[armor].zone == FATE_DISCARD and t.state.cards[kanmu].zone == PLAY
