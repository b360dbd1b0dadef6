"""Battle of Kyuden Tonbo Followers and Items (celestial "Attachments", "Follower",
"Item", "PERFORM": an Item's ability is performed by its Personality)."""

import pytest
from ccg_clause_steps import act_as, pay

from l5r.ccg import model as m
from l5r.ccg.index import set_zone
from l5r.ccg.state import FATE_DISCARD, HOME, PLAY, REMOVED
from l5r.ccg.testing import Table


def battle(ed="celestial"):
    return Table(ed)


@pytest.mark.covers("Berserkers", "a1:effect", "a2:effect", "a2:trigger", "a2:when")
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


@pytest.mark.covers("Berserkers", "a2:when")
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


@pytest.mark.covers("Elite Guard", "a1:effect", "a1:trigger")
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


@pytest.mark.covers("Order of the Wooden Blade", "a1:effect", "a1:choice:target")
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


@pytest.mark.covers("Order of the Wooden Blade", "a1:effect")
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


@pytest.mark.covers("Spearmen", "a1:effect", "a1:cost")
def test_spearmen_ranged_2_attack():
    t = battle()
    taro = t.put("Togashi Taro", 0)
    sp = t.put("Spearmen", 0, host=taro)
    kanmu = t.put("Togashi Kanmu", 1)
    theirs = t.put("Spearmen", 1, host=kanmu)  # Force 2: a Ranged 2 Attack destroys it
    t.open_battle([taro], [kanmu])
    t.pass_()
    t.use(sp, 0)
    assert t.state.cards[sp].bowed
    assert t.state.cards[theirs].zone == FATE_DISCARD


@pytest.mark.covers("War Dogs", "a1:effect", "a1:cost")
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


@pytest.mark.covers("Fubatsu No-Dachi", "a1:effect", "a1:choice:target", "a1:cost")
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


@pytest.mark.covers("Gumbai-Uchiwa", "a1:effect")
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


@pytest.mark.covers("Scout Armor", "a1:effect", "a1:trigger")
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


@pytest.mark.covers("Seppun Blade", "a1:effect", "a1:cost", "a2:effect", "a2:choice:discard", "a2:cost")
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
    assert st.cards[blade].bowed


@pytest.mark.covers("Tempered No-Dachi", "a1:effect")
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


# ================================================================== clause tests (issue 10)
# Each test below checks one restriction of a card's text (who may be chosen, when it may be
# used, once per turn, what the cost needs); "Each separate card ability ... may only be used
# once per turn" (celestial "Actions").

def battle_only(title: str, index: int = 0, opposed: bool = True) -> None:
    """A Battle ability (celestial "BATTLE"): offered in a battle's action rounds (whose Combat
    Segment takes Battle actions only), not in the Action Phase outside a battle (a bowed
    Togashi Osawa's Open ability keeps that window open)."""
    t = battle()
    host = t.put("Akodo Masao", 0)
    card = t.put(title, 0, host=host)
    d = t.put("Togashi Taro", 1)
    t.put("War Dogs", 1, host=d), t.put("Scout Armor", 1, host=d)  # targets for each of them
    t.put("Togashi Osawa", 0, bowed=True)
    keep_open(t, 0)
    t.open_action(0)
    t.assert_not_legal(f"c{card}:{index}", context="action", player=0)
    t.open_battle([host], [d] if opposed else [])
    act_as(t, 0)
    t.assert_legal(f"c{card}:{index}", context="combat", player=0)


def keep_open(t: Table, player: int) -> None:
    t.put("Crushing Strength", player, "hand")


def attacking_with(host: str, title: str, defenders: list[str], *, bowed: bool = False,
                   dressing: tuple[str, ...] = (), keep: int = 1) -> tuple[Table, int, int, list[int]]:
    """``title`` attached to ``host`` (player 0, bowed if ``bowed``), who attacks ``defenders``
    (the first of them dressed with the attachments ``dressing``); ``keep`` cards in hand keep
    player 0's window open, and player 0 has the opportunity to act. Returns the table, the
    host, the attachment and the defenders."""
    t = battle()
    h = t.put(host, 0)
    card = t.put(title, 0, host=h, bowed=bowed)
    for _ in range(keep):
        keep_open(t, 0)
    ds = [t.put(d, 1) for d in defenders]
    for a in dressing:
        t.put(a, 1, host=ds[0])
    t.open_battle([h], ds)
    act_as(t, 0)
    return t, h, card, ds


def use_after_a_pass(t: Table, card: int, attackers: list[int], defenders: list[int]) -> None:
    """A battle of ``attackers`` (player 0) against ``defenders``: the Defender passes first,
    then player 0 uses ``card``'s first ability."""
    t.open_battle(attackers, defenders)
    t.pass_()
    t.use(card, 0)


def berserkers_used(attacker: str) -> tuple[Table, int, int, int]:
    """``attacker`` with Berserkers (player 0) attacks Togashi Akagi and uses the Berserkers'
    +2F. Returns the table, the attacker, the Berserkers and the defender."""
    t = battle()
    a = t.put(attacker, 0)
    b = t.put("Berserkers", 0, host=a)
    d = t.put("Togashi Akagi", 1)
    t.open_battle([a], [d])
    t.pass_()
    t.use(b, 0)
    return t, a, b, d


@pytest.mark.covers("Berserkers", "a1:timing")
def test_berserkers_battle_action_only():
    battle_only("Berserkers")


@pytest.mark.covers("Berserkers", "a1:limit")
def test_berserkers_once_per_turn():
    t, _, b, _ = attacking_with("Togashi Taro", "Berserkers", ["Togashi Akagi"])
    t.use(b, 0)
    act_as(t, 0)
    t.assert_not_legal(f"c{b}:0", context="combat", player=0)
    assert m.force(t.state, b) == 4


@pytest.mark.covers("Berserkers", "a2:when")
def test_berserkers_destroyed_at_exactly_twice_the_enemy_force():
    """"Not greater than twice the opposing side's": 8 against 4 is not greater."""
    t, _, b, d = berserkers_used("Togashi Akagi")
    t.pass_all()
    assert t.state.cards[d].zone != PLAY and t.state.cards[b].zone == FATE_DISCARD


@pytest.mark.covers("Berserkers", "a2:when")
def test_berserkers_not_destroyed_if_at_another_battlefield_when_this_battle_resolves():
    """"If it was at the battlefield in resolution": its unit moved to another battlefield
    before this battle's resolution, it survives."""
    t, taro, b, _ = berserkers_used("Togashi Taro")
    t.state.cards[taro].loc = f"a{t.pid(1, 1)}"
    t.pass_all()
    assert t.state.cards[b].zone == PLAY


@pytest.mark.covers("Berserkers", "a2:when")
def test_berserkers_not_destroyed_if_not_at_the_battlefield_in_resolution():
    """"If it was at the battlefield in resolution": its unit sent home first, it survives."""
    t, taro, b, _ = berserkers_used("Togashi Taro")
    t.state.cards[taro].loc = HOME
    t.pass_all()
    assert t.state.cards[b].zone == PLAY


# ------------------------------------------------------------------ Elite Guard
@pytest.mark.covers("Elite Guard", "a1:when")
def test_elite_guard_not_after_an_action_of_another_personality():
    t = battle()
    masao, other = t.put("Akodo Masao", 0), t.put("Akodo Kuma", 0)
    t.put("Elite Guard", 0, host=masao)
    blade = t.put("Tempered No-Dachi", 0, host=other)
    taro = t.put("Togashi Taro", 1)
    dogs = t.put("War Dogs", 1, host=taro)
    t.open_battle([masao, other], [taro])
    t.pass_()
    t.use(blade, 0)
    assert t.state.cards[dogs].zone == FATE_DISCARD
    assert not any("Elite Guard" in lab for lab in t.labels())
    assert t.state.cards[masao].loc.startswith("a")


@pytest.mark.covers("Elite Guard", "a1:limit")
def test_elite_guard_once_per_turn():
    """Used after Konishi's Limited action, it is not offered after his next action that turn."""
    t = battle()
    k = t.put("Togashi Konishi", 0)
    t.put("Elite Guard", 0, host=k)
    lf = t.put("Laughter of the Flames", 0, "hand")
    t.open_action(0)
    t.use(k, 0)
    t.pick("Elite Guard")
    t.open_battle([k], [t.put("Togashi Taro", 1)])
    act_as(t, 0)
    t.use(lf, 0)
    pay(t)
    assert len(t.state.cards[k].tokens) == 4  # Laughter resolved
    assert not any("Elite Guard" in lab for lab in t.labels())
    assert t.state.cards[k].loc.startswith("a")


def _osano_from_home(ed: str, attachment: str):
    """Togashi Taro at home, with ``attachment``, performs Chasing Osano-Wo ("bow your target
    performing Monk ... at any location") for the attacking Akagi during a battle."""
    t = Table(ed)
    taro = t.put("Togashi Taro", 0)
    t.put(attachment, 0, host=taro)
    akagi = t.put("Togashi Akagi", 0)
    osano = t.put("Chasing Osano-Wo", 0, zone="hand")
    t.open_battle([akagi], [t.put("Togashi Kanmu", 1)])
    act_as(t, 0)
    t.pick(f"c{osano}:0")
    for pick in (f"{taro}", f"{akagi}"):
        if t.pending is not None and t.pending.context == "choose":
            t.pick(pick)
    pay(t)
    return t, taro


@pytest.mark.covers("Elite Guard", "a1:timing")
@pytest.mark.parametrize("ed,offered", [("ivory", False), ("celestial", True)])
def test_elite_guard_reaction_follows_the_ivory_battle_rules_for_reactions(ed, offered):
    """Ivory "Actions in Battle": Reactions taken during a battle follow the Rules of Location,
    so the Reaction of a unit at home is not offered; celestial applies them to Battle actions."""
    t, taro = _osano_from_home(ed, "Elite Guard")
    assert t.state.cards[taro].bowed  # Chasing Osano-Wo resolved
    assert any("Elite Guard" in lab for lab in t.labels()) is offered


# ------------------------------------------------------------------ Order of the Wooden Blade
@pytest.mark.covers("Order of the Wooden Blade", "a1:timing")
def test_order_of_the_wooden_blade_battle_action_only():
    battle_only("Order of the Wooden Blade")


@pytest.mark.covers("Order of the Wooden Blade", "a1:choice:target")
def test_order_of_the_wooden_blade_targets_enemy_cards_only():
    t = battle()
    taro, own = t.put("Togashi Taro", 0), t.put("Akodo Kuma", 0)
    order = t.put("Order of the Wooden Blade", 0, host=taro)
    d1, d2 = t.put("Togashi Kanmu", 1), t.put("Togashi Akagi", 1)
    use_after_a_pass(t, order, [taro, own], [d1, d2])
    t.assert_legal("Togashi Kanmu", context="choose", player=0)
    t.assert_legal("Togashi Akagi", context="choose", player=0)
    t.assert_not_legal("Akodo Kuma", context="choose")


@pytest.mark.covers("Order of the Wooden Blade", "a1:limit")
def test_order_of_the_wooden_blade_once_per_turn():
    t, _, order, _ = attacking_with("Togashi Taro", "Order of the Wooden Blade", ["Togashi Kanmu", "Togashi Akagi"])
    t.use(order, 0)
    t.pick("Togashi Kanmu")
    act_as(t, 0)
    t.assert_not_legal(f"c{order}:0", context="combat", player=0)


# ------------------------------------------------------------------ Spearmen
@pytest.mark.covers("Spearmen", "a1:timing")
def test_spearmen_battle_action_only():
    battle_only("Spearmen")


@pytest.mark.covers("Spearmen", "a1:choice:target")
def test_spearmen_ranged_attack_targets_an_enemy_follower_or_lone_personality():
    t = battle()
    taro, own = t.put("Togashi Taro", 0), t.put("Akodo Kuma", 0)
    sp = t.put("Spearmen", 0, host=taro)
    d1, d2 = t.put("Togashi Kanmu", 1), t.put("Togashi Shintaro", 1)
    dogs = t.put("War Dogs", 1, host=d1)
    use_after_a_pass(t, sp, [taro, own], [d1, d2])
    t.assert_legal("War Dogs", context="choose", player=0)
    t.assert_legal("Togashi Shintaro", context="choose", player=0)
    t.assert_not_legal("Togashi Kanmu", context="choose")  # he has a Follower
    t.assert_not_legal("Akodo Kuma", context="choose")
    _ = dogs


@pytest.mark.covers("Spearmen", "a1:cost", "a1:limit")
def test_spearmen_bow_cost_and_once_per_turn():
    """":bow:": a bowed Spearmen cannot attack; straightened again, still once per turn."""
    t, _, sp, _ = attacking_with("Togashi Taro", "Spearmen", ["Togashi Shintaro"] * 2, bowed=True)
    t.assert_not_legal(f"c{sp}:0", context="combat", player=0)
    t, _, sp, (d1, _) = attacking_with("Togashi Taro", "Spearmen", ["Togashi Shintaro"] * 2)
    t.use(sp, 0)
    t.pick(f"{d1}")
    assert t.state.cards[sp].bowed and t.state.cards[d1].zone != PLAY
    t.state.cards[sp].bowed = False
    act_as(t, 0)
    t.assert_not_legal(f"c{sp}:0", context="combat", player=0)


# ------------------------------------------------------------------ War Dogs
@pytest.mark.covers("War Dogs", "a1:timing")
def test_war_dogs_battle_action_only():
    battle_only("War Dogs")


@pytest.mark.covers("War Dogs", "a1:choice:target")
def test_war_dogs_target_an_enemy_follower_only():
    """"Target an enemy Follower": not a Personality, not an Item, not your own Follower."""
    t = battle()
    taro = t.put("Togashi Taro", 0)
    dogs = t.put("War Dogs", 0, host=taro)
    t.put("Spearmen", 0, host=taro)
    d = t.put("Togashi Kanmu", 1)
    t.put("Order of the Wooden Blade", 1, host=d), t.put("Berserkers", 1, host=d)
    t.put("Seppun Blade", 1, host=d)
    use_after_a_pass(t, dogs, [taro], [d])
    t.assert_legal("Order of the Wooden Blade", context="choose", player=0)
    t.assert_legal("Berserkers", context="choose", player=0)
    t.assert_not_legal("Seppun Blade", context="choose")
    t.assert_not_legal("Togashi Kanmu", context="choose")
    t.assert_not_legal("Spearmen", context="choose")


@pytest.mark.covers("War Dogs", "a1:cost")
def test_war_dogs_bowed_cannot_pay():
    """"Bow and destroy this card": a bowed War Dogs cannot pay the bowing."""
    t, _, dogs, _ = attacking_with("Togashi Taro", "War Dogs", ["Togashi Kanmu"], bowed=True,
                                   dressing=("Order of the Wooden Blade",))
    t.assert_not_legal(f"c{dogs}:0", context="combat", player=0)


@pytest.mark.covers("War Dogs", "a1:limit")
def test_war_dogs_once_per_turn_even_put_back_in_play():
    """Once per turn per card; Ivory "Card Memory Rule": a card forgets that its abilities were
    used only if out of play and face-down; War Dogs put back on a Personality from the (face-up)
    discard pile the same turn may not use it again."""
    t, taro, dogs, _ = attacking_with("Togashi Taro", "War Dogs", ["Togashi Kanmu"],
                                      dressing=("Order of the Wooden Blade", "Berserkers"))
    t.use(dogs, 0)
    t.pick("Berserkers")
    st = t.state
    assert st.cards[dogs].zone == FATE_DISCARD
    st.players[0].fate_discard.remove(dogs)
    st.cards[dogs].zone, st.cards[dogs].attached_to = PLAY, taro
    st.cards[taro].attachments.append(dogs)
    act_as(t, 0)
    t.assert_not_legal(f"c{dogs}:0", context="combat", player=0)


# ------------------------------------------------------------------ Fubatsu No-Dachi
@pytest.mark.covers("Fubatsu No-Dachi", "a1:timing")
def test_fubatsu_no_dachi_battle_action_only():
    battle_only("Fubatsu No-Dachi")


@pytest.mark.covers("Fubatsu No-Dachi", "a1:choice:target")
def test_fubatsu_no_dachi_targets_enemy_cards_without_attachments():
    t = battle()
    masao, own = t.put("Akodo Masao", 0), t.put("Akodo Kuma", 0)
    fub = t.put("Fubatsu No-Dachi", 0, host=masao)
    d1, d2, dressed = t.put("Togashi Taro", 1), t.put("Togashi Shintaro", 1), t.put("Togashi Taro", 1)
    t.put("Scout Armor", 1, host=dressed)
    use_after_a_pass(t, fub, [masao, own], [d1, d2, dressed])
    t.assert_legal(f"{d1}", context="choose", player=0)
    t.assert_legal(f"{d2}", context="choose", player=0)
    t.assert_not_legal(f"{dressed}", context="choose")
    t.assert_not_legal(f"{own}", context="choose")


@pytest.mark.covers("Fubatsu No-Dachi", "a1:cost", "a1:limit")
def test_fubatsu_no_dachi_bow_cost_and_once_per_turn():
    t, _, fub, _ = attacking_with("Akodo Masao", "Fubatsu No-Dachi", ["Togashi Taro", "Togashi Shintaro"], bowed=True)
    t.assert_not_legal(f"c{fub}:0", context="combat", player=0)
    t, _, fub, (d1, _) = attacking_with("Akodo Masao", "Fubatsu No-Dachi", ["Togashi Taro", "Togashi Shintaro"])
    t.use(fub, 0)
    t.pick(f"{d1}")
    t.state.cards[fub].bowed = False
    act_as(t, 0)
    t.assert_not_legal(f"c{fub}:0", context="combat", player=0)


def _attach_ok_for(t: Table, card: int, host: int) -> bool:
    from l5r.ccg.rules_abilities import _attach_ok
    from l5r.ccg.vocab import Ctx
    return _attach_ok(Ctx(t.g, {"ctx": {"player": 0}}), card, host)


@pytest.mark.covers("Fubatsu No-Dachi", "keyword:Unique")
def test_fubatsu_no_dachi_unique_no_second_copy_under_your_control():
    """Celestial "SINGULAR, UNIQUE": a player will not bring a Unique card into play while he
    controls one with the same title (so no second copy is attached)."""
    t = battle()
    kuma, masao = t.put("Akodo Kuma", 0), t.put("Akodo Masao", 0)
    fub = t.put("Fubatsu No-Dachi", 0, "hand")
    assert _attach_ok_for(t, fub, kuma)
    t.put("Fubatsu No-Dachi", 0, host=masao)
    assert not _attach_ok_for(t, fub, kuma)


@pytest.mark.covers("Fubatsu No-Dachi", "keyword:Weapon")
@pytest.mark.covers("Gumbai-Uchiwa", "keyword:Weapon")
@pytest.mark.parametrize("title", ["Fubatsu No-Dachi", "Gumbai-Uchiwa"])
def test_weapon_not_beside_another_weapon_on_a_non_kensai(title):
    """Celestial "WEAPON": a Personality can have only one Weapon attached at a time."""
    t = battle()
    kuma = t.put("Akodo Kuma", 0)
    card = t.put(title, 0, "hand")
    assert _attach_ok_for(t, card, kuma)
    t.put("Seppun Blade", 0, host=kuma)
    assert not _attach_ok_for(t, card, kuma)
    t2 = battle()
    kuma = t2.put("Akodo Kuma", 0)
    t2.put(title, 0, host=kuma)
    blade = t2.put("Seppun Blade", 0, "hand")
    assert not _attach_ok_for(t2, blade, kuma)


@pytest.mark.covers("Gumbai-Uchiwa", "keyword:One-Handed")
@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_gumbai_uchiwa_one_handed_a_kensai_may_hold_it_with_another_weapon(ed):
    """Ivory "Kensai": two Weapons if neither is Two-handed; One-Handed is not Two-handed
    (celestial "KENSAI"; Diamond silent: the ivory rule)."""
    t = Table(ed)
    masao = t.put("Akodo Masao", 0)
    t.put("Seppun Blade", 0, host=masao)
    fan = t.put("Gumbai-Uchiwa", 0, "hand")
    assert _attach_ok_for(t, fan, masao)


# ------------------------------------------------------------------ Gumbai-Uchiwa
@pytest.mark.covers("Gumbai-Uchiwa", "a1:timing")
def test_gumbai_uchiwa_equips_from_discard_only_as_a_battle_action():
    t = battle()
    masao = t.put("Akodo Masao", 0)
    fan = t.put("Gumbai-Uchiwa", 0, zone="fate_discard")
    t.put("Togashi Osawa", 0, bowed=True)
    t.open_action(0)
    t.assert_not_legal(f"c{fan}:0", context="action", player=0)
    t.open_battle([masao],
                  [t.put("Togashi Taro", 1)])
    act_as(t, 0)
    t.assert_legal(f"c{fan}:0", context="combat", player=0)


@pytest.mark.covers("Gumbai-Uchiwa", "a1:choice:host")
def test_gumbai_uchiwa_equips_only_a_personality_it_may_attach_to():
    """Equip: your Personality at the battle that may hold it (not one with a Weapon already,
    celestial "WEAPON"; not an enemy)."""
    t = battle()
    masao, kuma, armed = t.put("Akodo Masao", 0), t.put("Akodo Kuma", 0), t.put("Matsu Mikura", 0)
    t.put("Seppun Blade", 0, host=armed)
    fan = t.put("Gumbai-Uchiwa", 0, zone="fate_discard")
    d = t.put("Togashi Taro", 1)
    use_after_a_pass(t, fan, [masao, kuma, armed], [d])
    t.assert_legal(f"{masao}", context="choose", player=0)
    t.assert_legal(f"{kuma}", context="choose", player=0)
    t.assert_not_legal(f"{armed}", context="choose")
    t.assert_not_legal(f"{d}", context="choose")


@pytest.mark.covers("Gumbai-Uchiwa", "a1:condition")
def test_gumbai_uchiwa_not_offered_without_gold_for_its_cost():
    """Equipping pays the Item's Gold Cost (celestial "Equip"): without the Gold, it is not offered."""
    t = battle()
    masao = t.put("Akodo Masao", 0)
    fan = t.put("Gumbai-Uchiwa", 0, zone="fate_discard")
    keep_open(t, 0)
    t.state.cards[t.state.players[0].stronghold].bowed = True
    t.open_battle([masao], [t.put("Togashi Taro", 1)])
    act_as(t, 0)
    t.assert_not_legal(f"c{fan}:0", context="combat", player=0)


# ------------------------------------------------------------------ Scout Armor
@pytest.mark.covers("Scout Armor", "a1:when")
def test_scout_armor_not_after_an_action_that_bowed_another_personality():
    t = battle()
    taro, other = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 0)
    t.put("Scout Armor", 0, host=taro)
    osano = t.put("Chasing Osano-Wo", 0, zone="hand")
    t.open_battle([taro, other], [t.put("Togashi Kanmu", 1)])
    t.pass_()
    t.pick(f"c{osano}:0")
    t.pick(f"{other}")  # Akagi performs (and bows)
    if t.pending is not None and t.pending.context == "choose":
        t.pick(f"{taro}")
    assert t.state.cards[other].bowed
    assert not any("Scout Armor" in lab for lab in t.labels())


@pytest.mark.covers("Scout Armor", "a1:limit")
def test_scout_armor_once_per_turn():
    t = battle()
    taro = t.put("Togashi Taro", 0)
    t.put("Scout Armor", 0, host=taro)
    o1, o2 = t.put("Chasing Osano-Wo", 0, zone="hand"), t.put("Chasing Osano-Wo", 0, zone="hand")
    t.open_battle([taro], [t.put("Togashi Kanmu", 1)])
    for n, osano in enumerate((o1, o2)):
        act_as(t, 0)
        t.pick(f"c{osano}:0")
        if t.pending is not None and t.pending.context == "choose":
            t.pick(f"{taro}")
        assert t.state.cards[taro].bowed
        if n == 0:
            t.pick("Scout Armor")
            assert not t.state.cards[taro].bowed
    assert not any("Scout Armor" in lab for lab in t.labels())


@pytest.mark.covers("Scout Armor", "a1:timing")
@pytest.mark.parametrize("ed,offered", [("ivory", False), ("celestial", True)])
def test_scout_armor_reaction_follows_the_ivory_battle_rules_for_reactions(ed, offered):
    """Ivory "Actions in Battle": Reactions during a battle follow the Rules of Location (the
    Armor of a Personality at home: not offered); celestial: Battle actions only."""
    t, taro = _osano_from_home(ed, "Scout Armor")
    assert t.state.cards[taro].bowed
    assert any("Scout Armor" in lab for lab in t.labels()) is offered


# ------------------------------------------------------------------ Seppun Blade
@pytest.mark.covers("Seppun Blade", "a1:timing", "a2:timing")
def test_seppun_blade_battle_actions_only():
    battle_only("Seppun Blade", 0)
    battle_only("Seppun Blade", 1, opposed=False)


@pytest.mark.covers("Seppun Blade", "a1:condition", "a2:condition")
def test_seppun_blade_draws_without_discarding_only_when_opposed():
    """"Discard a card unless this unit is opposed": opposed, only the form without the discard
    is offered; unopposed, only the form with it."""
    t, _, blade, _ = attacking_with("Akodo Masao", "Seppun Blade", ["Togashi Kanmu"])
    t.assert_legal(f"c{blade}:0", context="combat", player=0)
    t.assert_not_legal(f"c{blade}:1", context="combat", player=0)
    t, _, blade, _ = attacking_with("Akodo Masao", "Seppun Blade", [])
    t.assert_legal(f"c{blade}:1", context="combat", player=0)
    t.assert_not_legal(f"c{blade}:0", context="combat", player=0)


@pytest.mark.covers("Seppun Blade", "a2:cost", "a2:choice:discard")
def test_seppun_blade_unopposed_needs_a_card_to_discard():
    t = battle()
    masao = t.put("Akodo Masao", 0)
    blade = t.put("Seppun Blade", 0, host=masao)
    t.put("Togashi Osawa", 0, bowed=True)  # keeps nothing open in battle: Great Hall of Records does
    t.open_battle([masao], [])
    act_as(t, 0)
    t.assert_not_legal(f"c{blade}:1", context="combat", player=0)


@pytest.mark.covers("Seppun Blade", "a1:cost", "a2:cost")
def test_seppun_blade_bowed_cannot_be_used():
    t, _, blade, _ = attacking_with("Akodo Masao", "Seppun Blade", ["Togashi Kanmu"], bowed=True)
    t.assert_not_legal(f"c{blade}:0", context="combat", player=0)
    t.assert_not_legal(f"c{blade}:1", context="combat", player=0)


@pytest.mark.covers("Seppun Blade", "a1:limit", "a2:limit")
def test_seppun_blade_one_ability_once_per_turn_in_either_form():
    """Both forms are one ability: used opposed and straightened, neither form is offered again
    that turn, even in a later unopposed battle."""
    t, masao, blade, _ = attacking_with("Akodo Masao", "Seppun Blade", ["Togashi Kanmu"], keep=2)
    t.use(blade, 0)
    t.state.cards[blade].bowed = False
    act_as(t, 0)
    t.assert_not_legal(f"c{blade}:0", context="combat", player=0)
    t.open_battle([masao], [], province=1)
    act_as(t, 0)
    t.assert_not_legal(f"c{blade}:1", context="combat", player=0)
    t2, masao, blade, _ = attacking_with("Akodo Masao", "Seppun Blade", [], keep=2)
    t2.use(blade, 1)
    t2.pick(t2.pending.options[0].id)  # discard a Crushing Strength
    assert t2.state.cards[blade].bowed and len(t2.state.players[0].fate_discard) == 1
    t2.state.cards[blade].bowed = False
    t2.open_battle([masao], [t2.put("Togashi Kanmu", 1)], province=1)
    act_as(t2, 0)
    t2.assert_not_legal(f"c{blade}:0", context="combat", player=0)


# ------------------------------------------------------------------ Tempered No-Dachi
@pytest.mark.covers("Tempered No-Dachi", "a1:timing")
def test_tempered_no_dachi_battle_action_only():
    battle_only("Tempered No-Dachi")


@pytest.mark.covers("Tempered No-Dachi", "a1:choice:target")
def test_tempered_no_dachi_targets_an_enemy_follower_or_item_only():
    t = battle()
    masao = t.put("Akodo Masao", 0)
    nd = t.put("Tempered No-Dachi", 0, host=masao)
    t.put("Spearmen", 0, host=masao)
    d = t.put("Togashi Taro", 1)
    t.put("Scout Armor", 1, host=d), t.put("War Dogs", 1, host=d)
    use_after_a_pass(t, nd, [masao], [d])
    t.assert_legal("Scout Armor", context="choose", player=0)
    t.assert_legal("War Dogs", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose")
    t.assert_not_legal("Spearmen", context="choose")


@pytest.mark.covers("Tempered No-Dachi", "a1:cost", "a1:limit")
def test_tempered_no_dachi_bow_cost_and_once_per_turn():
    t, _, nd, _ = attacking_with("Akodo Masao", "Tempered No-Dachi", ["Togashi Taro"], bowed=True,
                                 dressing=("Scout Armor", "War Dogs"))
    t.assert_not_legal(f"c{nd}:0", context="combat", player=0)
    t, _, nd, _ = attacking_with("Akodo Masao", "Tempered No-Dachi", ["Togashi Taro"],
                                 dressing=("Scout Armor", "War Dogs"))
    t.use(nd, 0)
    t.pick("War Dogs")
    assert t.state.cards[nd].bowed
    t.state.cards[nd].bowed = False
    act_as(t, 0)
    t.assert_not_legal(f"c{nd}:0", context="combat", player=0)


@pytest.mark.covers("Gumbai-Uchiwa", "a1:limit")
@pytest.mark.parametrize("which", ["same", "copy"])
def test_gumbai_uchiwa_once_per_turn_even_back_in_the_discard_pile(which):
    """Each card ability once per turn (Ivory "Using abilities"), kept per card instance. The
    fan equipped from the discard pile is removed from the game when it leaves play (its host
    destroyed); cards outside the game are face up (Ivory "Outside the game"), so it does not
    forget its used ability (Ivory "Card Memory Rule": only a card out of play AND face down
    forgets). Should an effect return that same card to the discard pile this turn, it may not
    equip itself again; another copy may."""
    from l5r.ccg.actions import destroy_now
    from l5r.ccg.zones import leave_zone

    t = battle()
    st = t.state
    st.players[0].gold_pool = 20
    masao, kuma = t.put("Akodo Masao", 0), t.put("Akodo Kuma", 0)
    fan = t.put("Gumbai-Uchiwa", 0, zone="fate_discard")
    t.put("Ring of Air", 0, zone="hand")  # keeps player 0 asked
    t.open_battle([masao, kuma], [t.put("Togashi Taro", 1), t.put("Togashi Osawa", 1)])
    act_as(t, 0)
    t.use(fan, 0)
    t.pick("Akodo Masao")
    while t.pending.context != "combat":
        t.pick(t.pending.options[0].id)
    assert st.cards[fan].attached_to == masao
    destroy_now(t.g, masao)
    assert st.cards[fan].zone == REMOVED
    if which == "same":  # returned from outside the game to the discard pile, face up throughout
        leave_zone(st, fan)
        set_zone(st, st.cards[fan], FATE_DISCARD)
        st.players[0].fate_discard.append(fan)
        again = fan
    else:
        again = t.put("Gumbai-Uchiwa", 0, zone="fate_discard")
    st.pending = None  # the open window asks again
    t.g.run()
    act_as(t, 0)
    t.assert_legal("Ring of Air", context="combat", player=0)
    if which == "same":
        t.assert_not_legal(f"c{again}:0", context="combat", player=0)
    else:
        t.assert_legal(f"c{again}:0", context="combat", player=0)
