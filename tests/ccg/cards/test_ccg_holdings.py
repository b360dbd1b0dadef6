"""Battle of Kyuden Tonbo Holdings (6-24), Strongholds (89, 90) and Regions (44, 45).

Gold is checked by paying real costs (``gold.pay_frame``) under the ivory rules, where
Gold produced beyond a cost goes to the Gold pool (Ivory "Paying Gold Costs"), so the
pool shows how much a source produced; Gold that "may only pay for one cost" never
enters the pool (same section, EXCEPTION).
"""

from __future__ import annotations

import pytest

from l5r.ccg import RULES, gold, zones
from l5r.ccg import model as m
from l5r.ccg.facts import CardFacts
from l5r.ccg.flow import straighten_all
from l5r.ccg.recruit import may_control
from l5r.ccg.state import HAND, HOME, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef


def pay(t: Table, player: int, due: int, source: str, paying: dict | None = None) -> dict:
    """Pay ``due`` Gold by bowing the source whose option label contains ``source``."""
    t.start(gold.pay_frame(player, due, paying or {"type": "action"}))
    t.pick(source)
    return {"pool": t.state.players[player].gold_pool, "done": t.pending is None}


def amounts(t: Table, uid: int, paying: dict | None = None) -> list[tuple[int, bool]]:
    return [(a, r) for _, a, r in gold.productions(t.state, uid, paying or {})]


def put_region(t: Table, title: str, player: int, index: int = 0) -> int:
    uid = t.put(title, player)
    c = t.state.cards[uid]
    prov = t.state.players[player].provinces[index]
    c.loc, c.province, prov.region = "", prov.pid, uid
    return uid


def bow_strongholds(t: Table) -> None:
    for p in t.state.players:
        t.state.cards[p.stronghold].bowed = True


def turn_of(t: Table, player: int) -> None:
    """Pass in the combat window until ``player`` has the opportunity to act."""
    for _ in range(4):
        if t.pending is not None and t.pending.player != player:
            t.pass_()
    assert t.pending is not None and t.pending.player == player


def opts(t: Table) -> list[str]:
    return [o.id for o in t.pending.options] if t.pending else []


def keep_asking(t: Table, player: int) -> None:
    """Give ``player`` an Open action (Ring of Air discarded from hand, on his Personality), so
    that each window asks him even when nothing else is offered."""
    t.put("Ring of Air", player, zone="hand")
    t.put("Togashi Shintaro", player)


def assert_limited_timing(t: Table, uid: int, index: int = 0) -> None:
    """Limited (Ivory "Action Phase"; celestial "Limited actions are taken in the Action Phase
    only by the active player"): offered in its controller's own Action Phase, not in the other
    player's."""
    keep_asking(t, 0)
    t.open_action(0)
    t.assert_legal(f"c{uid}:{index}", context="action", player=0)
    t.open_action(1)
    t.assert_not_legal(f"c{uid}:{index}", context="action", player=0)


def assert_not_outside_battles(t: Table, uid: int, index: int = 0) -> None:
    """Battle (Ivory "Battle actions"): not offered in the Action Phase, outside battles."""
    keep_asking(t, 0)
    t.open_action(0)
    t.assert_not_legal(f"c{uid}:{index}", context="action", player=0)


def battle_turn(t: Table, attackers: list[int], defenders: list[int]) -> int:
    """Open a battle at player 1's first province and pass to player 0's opportunity."""
    pid = t.open_battle(attackers, defenders)
    turn_of(t, 0)
    return pid


def straighten_and_reopen(t: Table, uid: int) -> None:
    """Straighten ``uid`` (so its bow cost can be paid again) and reopen player 0's Action Phase
    in the same turn."""
    t.state.cards[uid].bowed = False
    t.open_action(0)


def used_and_reopened(t: Table, uid: int, *picks: str) -> None:
    """Player 0 (kept asked) uses ``uid``'s first ability in his Action Phase, answering
    ``picks``; then ``uid`` is straightened and his Action Phase reopened the same turn."""
    keep_asking(t, 0)
    t.open_action(0)
    t.use(uid, 0)
    for pick in picks:
        t.pick(pick)
    straighten_and_reopen(t, uid)


def equip_from_hand(t: Table, player: int, *picks: str) -> None:
    """``player`` takes the equip action in his Action Phase, answering ``picks`` (the Item,
    when he has several) and paying with his Gold Production."""
    t.open_action(player)
    t.pick("r:equip")
    for pick in picks:
        t.pick(pick)
    t.pick("Gold Production")


@pytest.mark.covers("Expendable Resources", "keyword:Singular")
@pytest.mark.covers("Kaiu Smithy", "keyword:Singular")
@pytest.mark.covers("Tetsu Kama Mine", "keyword:Singular")
@pytest.mark.covers("Traveling Peddler", "keyword:Singular")
@pytest.mark.covers("Farmlands", "keyword:Singular")
@pytest.mark.covers("Mountain Storehouse", "keyword:Singular")
@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
@pytest.mark.parametrize("title", ["Expendable Resources", "Kaiu Smithy", "Tetsu Kama Mine", "Traveling Peddler",
                                   "Farmlands", "Mountain Storehouse"])
def test_singular_holdings_and_regions_one_copy_per_player(ed, title):
    """Singular (celestial "SINGULAR, UNIQUE"; Diamond "Singular": limited to one in play by each
    player, but another player's copy does not count)."""
    t = Table(ed)
    t.put(title, 0)
    again = t.put(title, 0, zone="province")
    assert not may_control(t.state, 0, again)
    t2 = Table(ed)
    t2.put(title, 1)
    mine = t2.put(title, 0, zone="province")
    assert may_control(t2.state, 0, mine)


@pytest.mark.covers("Bamboo Harvesters", "keyword:Unique")
@pytest.mark.covers("Border Keep", "keyword:Unique")
@pytest.mark.parametrize("ed,others_count", [("ivory", False), ("celestial", False), ("diamond", True)])
@pytest.mark.parametrize("title", ["Bamboo Harvesters", "Border Keep"])
def test_unique_holdings_one_copy(ed, others_count, title):
    """Unique: you may not bring a second copy into play (Ivory "Unique"; celestial "SINGULAR,
    UNIQUE"); under the Diamond rules not even while another player controls one (Diamond
    "Bringing Cards into Play")."""
    t = Table(ed)
    t.put(title, 0)
    again = t.put(title, 0, zone="province")
    assert not may_control(t.state, 0, again)
    t2 = Table(ed)
    t2.put(title, 1)
    mine = t2.put(title, 0, zone="province")
    assert may_control(t2.state, 0, mine) is not others_count


# ------------------------------------------------------------------ Akodo's Grave
@pytest.mark.covers("Akodo's Grave", "a1:effect")
def test_akodos_grave_produces_2_and_destroys_itself_to_destroy_a_terrain():
    """Terrain (celestial glossary "TERRAIN": a Terrain Strategy in play at a battlefield)."""
    t = Table("ivory")
    grave = t.put("Akodo's Grave", 0)
    bow_strongholds(t)
    assert pay(t, 0, 1, "Akodo's Grave")["pool"] == 1  # 2 produced, 1 spent
    t.state.cards[grave].bowed = False
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    pid = t.pid(1)
    terrain = t.put("Maws of Stone", 1, loc=f"t{pid}")
    t.open_battle([a], [d])
    turn_of(t, 0)
    t.use(grave, 0)
    st = t.state
    assert st.cards[grave].zone != PLAY and st.cards[terrain].zone == "fate_discard"


@pytest.mark.covers("Akodo's Grave", "a1:choice:target", "a1:cost")
def test_akodos_grave_targets_only_a_terrain_and_bows_as_a_cost():
    """"Battle, bow: Destroy this Holding to destroy a target Terrain": only a Terrain may be
    targeted (not the Personalities in the battle), and the Grave bows when the action is
    announced (an Interrupt to the announcement, Ring of Earth's, sees it bowed)."""
    t = Table("ivory", ask_alone=True)
    grave = t.put("Akodo's Grave", 0)
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    t.put("Maws of Stone", 1, loc=f"t{t.pid(1)}")
    t.put("Ring of Earth", 1, zone="hand")
    battle_turn(t, [a], [d])
    t.use(grave, 0)
    t.assert_legal("Maws of Stone", context="choose", player=0)
    t.assert_not_legal("Matsu Mikura", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose", player=0)
    t.pick("Maws of Stone")
    t.assert_legal("Ring of Earth", context="trigger", player=1)
    assert t.state.cards[grave].bowed and t.state.cards[grave].zone == PLAY


@pytest.mark.covers("Akodo's Grave", "a1:timing")
def test_akodos_grave_is_a_battle_action():
    """Battle: not offered in the Action Phase, even with a Terrain in play."""
    t = Table("ivory")
    grave = t.put("Akodo's Grave", 0)
    t.put("Maws of Stone", 1, loc=f"t{t.pid(1)}")
    assert_not_outside_battles(t, grave)


# ------------------------------------------------------------------ Bamboo Harvesters
def test_bamboo_harvesters_does_not_straighten_before_second_turn():
    t = Table("celestial")
    bh = t.put("Bamboo Harvesters", 1, bowed=True)
    assert amounts(t, bh) == [(2, False)]
    t.state.players[1].turns = 1
    straighten_all(t.g, 1)
    assert t.state.cards[bh].bowed
    t.state.players[1].turns = 2
    straighten_all(t.g, 1)
    assert not t.state.cards[bh].bowed


# ------------------------------------------------------------------ Barley Farm
@pytest.mark.covers("Barley Farm", "a1:effect", "a1:trigger", "a1:timing", "a1:limit")
def test_barley_farm_reaction_adds_one_gold_with_bowing_once_per_turn():
    """Ivory "Triggered trait costs and targeting": Gold-producing traits triggered when
    paying are optional; the Farm bows for 1 and its Reaction adds 1 more."""
    t = Table("ivory")
    farm = t.put("Barley Farm", 0)
    bow_strongholds(t)
    assert gold.available(t.state, 0) == 2
    t.start(gold.pay_frame(0, 2))
    t.pick("bow Barley Farm")
    t.pick("produce 1 Gold")
    assert t.pending is None and t.state.cards[farm].bowed
    assert f"{farm}:0" in t.state.used
    # the Reaction is once per turn
    t.state.cards[farm].bowed = False
    assert gold.available(t.state, 0) == 1


@pytest.mark.covers("Barley Farm", "a1:timing", "a1:trigger")
def test_barley_farm_reaction_is_not_an_action():
    """"Reaction: When paying a Gold cost": not an action of the Action Phase."""
    t = Table("ivory")
    farm = t.put("Barley Farm", 0)
    keep_asking(t, 0)
    t.open_action(0)
    t.assert_not_legal(f"c{farm}:0", context="action", player=0)
    t.assert_not_legal("Barley Farm", context="action", player=0)


# ------------------------------------------------------------------ Border Keep
def _provinces_face_up(t: Table, player: int, titles: list[str]) -> list[int]:
    return [t.put(title, player, zone="province", province=i) for i, title in enumerate(titles)]


@pytest.mark.covers("Border Keep", "a1:effect")
def test_border_keep_first_turn_cycle_puts_cards_on_bottom_and_refills_face_up():
    t = Table("celestial")
    bk = t.put("Border Keep", 0)
    cards = _provinces_face_up(t, 0, ["Copper Mine", "Gold Mine"])
    st = t.state
    st.players[0].turns = 1
    top = st.players[0].dynasty_deck[-1]
    t.open_action(0)
    assert f"c{bk}:0" in opts(t) and f"c{bk}:1" in opts(t)
    t.use(bk, 0)
    t.pick("Copper Mine")
    p = st.players[0]
    assert p.dynasty_deck[0] == cards[0] and st.cards[cards[0]].zone == "dynasty_deck"
    assert top not in p.dynasty_deck
    assert p.provinces[0].card == top and st.cards[top].face_up
    assert p.provinces[1].card == cards[1]


@pytest.mark.covers("Border Keep", "a1:condition", "a2:effect", "a2:limit")
def test_border_keep_first_turn_ability_only_on_first_turn_and_other_once_per_game():
    t = Table("celestial")
    bk = t.put("Border Keep", 0)
    _provinces_face_up(t, 0, ["Copper Mine"])
    st = t.state
    st.players[0].turns = 2
    t.open_action(0)
    assert f"c{bk}:0" not in opts(t) and f"c{bk}:1" in opts(t)
    mine = st.players[0].provinces[0].card
    t.use(bk, 1)
    t.pick("Copper Mine")
    assert st.players[0].provinces[0].card != mine and st.players[0].dynasty_deck[0] == mine
    # a later turn: the once-per-game limit survives the turn's reset of used abilities
    st.used = [k for k in st.used if k.endswith("@game")]
    t.put("Gold Mine", 0, zone="province", province=1)
    t.open_action(0)
    assert f"c{bk}:1" not in opts(t)


@pytest.mark.covers("Border Keep", "a1:limit")
def test_border_keep_first_turn_cycle_once_per_turn():
    """Each card ability once per turn (Ivory "Action Phase"): the first-turn cycle is not
    offered again the same turn (the once-per-game one still is)."""
    t = Table("celestial")
    bk = t.put("Border Keep", 0)
    _provinces_face_up(t, 0, ["Copper Mine", "Gold Mine"])
    t.state.players[0].turns = 1
    keep_asking(t, 0)
    t.open_action(0)
    t.use(bk, 0)
    t.pick("Copper Mine")
    t.open_action(0)
    t.assert_not_legal(f"c{bk}:0", context="action", player=0)
    t.assert_legal(f"c{bk}:1", context="action", player=0)


@pytest.mark.covers("Border Keep", "a1:condition", "a2:condition")
def test_border_keep_needs_face_up_cards_in_your_provinces():
    """"put one or more cards in your Provinces at the bottom": with only face-down province
    cards neither ability is offered, even on the first turn."""
    t = Table("celestial")
    bk = t.put("Border Keep", 0)
    t.put("Copper Mine", 0, zone="province", province=0, face_up=False)
    t.state.players[0].turns = 1
    keep_asking(t, 0)
    t.open_action(0)
    t.assert_not_legal(f"c{bk}:0", context="action", player=0)
    t.assert_not_legal(f"c{bk}:1", context="action", player=0)


@pytest.mark.covers("Border Keep", "a1:timing", "a2:timing")
def test_border_keep_abilities_are_limited():
    t = Table("celestial")
    bk = t.put("Border Keep", 0)
    _provinces_face_up(t, 0, ["Copper Mine"])
    t.state.players[0].turns = 1
    assert_limited_timing(t, bk, 0)
    t = Table("celestial")
    bk = t.put("Border Keep", 0)
    _provinces_face_up(t, 0, ["Copper Mine"])
    t.state.players[0].turns = 1
    assert_limited_timing(t, bk, 1)


# ------------------------------------------------------------------ Border Village
@pytest.mark.covers("Border Village", "produce")
def test_border_village_produces_3_or_restricted_4_when_not_first_and_not_a_holding():
    t = Table("ivory")
    v0 = t.put("Border Village", 0)  # player 0 went first
    v1 = t.put("Border Village", 1)
    assert amounts(t, v0, {"type": "personality"}) == [(3, False)]
    assert amounts(t, v1, {"type": "personality"}) == [(3, False), (4, True)]
    assert amounts(t, v1, {"type": "holding"}) == [(3, False)]
    bow_strongholds(t)
    # 4 Gold that may only pay for one cost: the excess never enters the pool
    assert pay(t, 1, 2, "4 Gold", {"type": "personality"}) == {"pool": 0, "done": True}
    t.state.cards[v1].bowed = False
    assert pay(t, 1, 2, "3 Gold", {"type": "personality"})["pool"] == 1


# ------------------------------------------------------------------ Chugo Seido
@pytest.mark.covers("Chugo Seido", "a1:effect", "a1:cost", "a1:trigger")
def test_chugo_seido_redirects_another_players_targeting_to_your_samurai():
    """Uses the rulebook Favor battle action (move a target attacking Personality home)."""
    t = Table("ivory")
    chugo = t.put("Chugo Seido", 0)
    assert amounts(t, chugo) == [(2, False)]
    a1 = t.put("Matsu Mikura", 0)
    a2 = t.put("Akodo Kuma", 0)
    d = t.put("Togashi Taro", 1)
    t.state.favor = 1
    pid = t.open_battle([a1, a2], [d])
    t.pick("r:favor_battle")
    t.pick("Matsu Mikura")
    t.pick(f"c{chugo}:0|0|0")
    t.pick("Akodo Kuma")
    st = t.state
    assert t.pending is not None and st.battle == pid  # still in the combat segment
    assert st.cards[chugo].zone != PLAY
    assert st.cards[a1].loc == f"a{pid}" and st.cards[a2].loc == HOME


@pytest.mark.covers("Chugo Seido", "a1:timing")
def test_chugo_seido_answers_before_the_targeting_takes_hold():
    """"When another player's action WOULD target": Chugo Seido is offered before the
    announcement takes hold, in the same window as the Interrupts to it (Ring of Earth's), not
    after them."""
    t = Table("ivory")
    chugo = t.put("Chugo Seido", 0)
    a1 = t.put("Matsu Mikura", 0)
    a2 = t.put("Akodo Kuma", 0)
    ring = t.put("Ring of Earth", 0, zone="hand")
    d = t.put("Togashi Taro", 1)
    t.state.favor = 1
    t.open_battle([a1, a2], [d])
    t.pick("r:favor_battle")
    t.pick("Matsu Mikura")
    t.assert_legal(f"c{chugo}:0|0|0", context="trigger", player=0)
    t.assert_legal(f"c{ring}:1|0|0", context="trigger", player=0)


@pytest.mark.covers("Chugo Seido", "a1:when")
def test_chugo_seido_needs_your_samurai_at_the_same_location():
    """"choose one of your Samurai at the same location": the other Samurai is at home, the
    targeted one in the battle: no Reaction, the Favor action moves him home."""
    t = Table("ivory")
    chugo = t.put("Chugo Seido", 0)
    a1 = t.put("Matsu Mikura", 0)
    t.put("Akodo Kuma", 0)  # at home
    d = t.put("Togashi Taro", 1)
    t.state.favor = 1
    t.open_battle([a1], [d])
    t.pick("r:favor_battle")  # its only target: Mikura
    assert t.state.cards[a1].loc == HOME and t.state.cards[chugo].zone == PLAY


def _burn_the_village(player: int) -> tuple[Table, int]:
    """Player ``player`` plays Burn the Village (it targets while it resolves); player 0 has
    Chugo Seido and two Samurai at home."""
    t = Table("celestial")
    chugo = t.put("Chugo Seido", 0)
    t.put("Matsu Mikura", 0)
    t.put("Akodo Masao", 0)
    burn = t.put("Burn the Village", player, zone="hand")
    t.put("Diamond Mine", player)
    t.open_action(player)
    t.pick(f"c{burn}:0")
    t.pick("Diamond Mine")  # (not Chugo Seido, which stays unbowed)
    t.pick("Gold Production")
    assert not t.state.cards[chugo].bowed
    return t, chugo


@pytest.mark.covers("Chugo Seido", "a2:when")
def test_chugo_seido_ignores_your_own_targeting_during_resolution():
    """"another player's action": player 0's own Burn the Village targets his Matsu Mikura:
    no Reaction; the Burn goes on to its next choice."""
    t, chugo = _burn_the_village(0)
    t.pick("Matsu Mikura")
    t.assert_not_legal("Chugo Seido", context="choose", player=0)
    t.assert_legal("Akodo Masao", context="choose", player=0)


@pytest.mark.covers("Chugo Seido", "a2:timing", "a2:trigger")
def test_chugo_seido_answers_targeting_during_resolution_before_it_takes_hold():
    """"When another player's action WOULD target": offered in the window before the targeting
    during resolution (the Interrupt window of the "targeted" event) by the ability for
    targeting during resolution (not the one for targeting on announcement)."""
    t, chugo = _burn_the_village(1)
    t.pick("Matsu Mikura")
    t.assert_legal(f"c{chugo}:1|0|0", context="trigger", player=0)
    t.assert_not_legal(f"c{chugo}:0|0|0", context="trigger", player=0)
    assert t.state.stack[-1]["timing"] == "interrupt"


@pytest.mark.covers("Chugo Seido", "a1:when")
def test_chugo_seido_ignores_your_own_actions():
    """"When another player's action would target one of your Personalities": your own action
    targeting your Personality (Frontline Encampment) opens no Reaction window."""
    t = Table("ivory")
    chugo = t.put("Chugo Seido", 0)
    fe = t.put("Frontline Encampment", 0)
    mikura = t.put("Matsu Mikura", 0)
    kuma = t.put("Akodo Kuma", 0)
    keep_asking(t, 0)
    before = m.force(t.state, mikura)
    t.open_action(0)
    t.use(fe, 0)
    t.pick("Matsu Mikura")
    assert t.pending is not None and t.pending.context == "action"
    assert m.force(t.state, mikura) == before + 2 and t.state.cards[chugo].zone == PLAY
    assert t.state.cards[kuma].zone == PLAY


# ------------------------------------------------------------------ Copper Mine / Gold Mine
@pytest.mark.covers("Copper Mine", "produce")
@pytest.mark.covers("Gold Mine", "produce")
@pytest.mark.parametrize("title,clan_player", [("Copper Mine", 0), ("Gold Mine", 1)])
def test_clan_mines_produce_3_for_their_clan_else_2(title, clan_player):
    """Player 0 is Lion (Great Hall of Records), player 1 Dragon (Pillars of Virtue)."""
    t = Table("ivory")
    mine = t.put(title, clan_player)
    other = t.put(title, 1 - clan_player)
    bow_strongholds(t)
    assert pay(t, clan_player, 1, title)["pool"] == 2
    assert pay(t, 1 - clan_player, 1, title)["pool"] == 1
    assert t.state.cards[mine].bowed and t.state.cards[other].bowed


# ------------------------------------------------------------------ Counting House
@pytest.mark.covers("Counting House", "a1:effect", "a1:cost", "a1:condition")
def test_counting_house_one_copy_and_draws_with_fewer_provinces():
    t = Table("ivory")
    ch = t.put("Counting House", 0)
    second = t.put("Counting House", 0, zone="province")
    assert not may_control(t.state, 0, second)
    assert may_control(t.state, 1, second)
    st = t.state
    t.open_action(0)
    assert f"c{ch}:0" not in opts(t)  # equal provinces
    st.players[0].provinces.pop()
    hand = len(st.players[0].hand)
    t.open_action(0)
    t.use(ch, 0)
    assert len(st.players[0].hand) == hand + 1 and st.cards[ch].bowed


@pytest.mark.covers("Counting House", "a1:limit")
def test_counting_house_draws_once_per_turn():
    t = Table("ivory")
    ch = t.put("Counting House", 0)
    t.state.players[0].provinces.pop()
    used_and_reopened(t, ch)
    t.assert_not_legal(f"c{ch}:0", context="action", player=0)


@pytest.mark.covers("Counting House", "a1:timing")
def test_counting_house_draw_is_limited():
    t = Table("ivory")
    ch = t.put("Counting House", 0)
    t.state.players[0].provinces.pop()
    assert_limited_timing(t, ch)


# ------------------------------------------------------------------ Diamond Mine
def test_diamond_mine_produces_5():
    t = Table("ivory")
    t.put("Diamond Mine", 0)
    bow_strongholds(t)
    assert pay(t, 0, 5, "Diamond Mine") == {"pool": 0, "done": True}
    t2 = Table("ivory")
    t2.put("Diamond Mine", 0)
    bow_strongholds(t2)
    assert pay(t2, 0, 3, "Diamond Mine")["pool"] == 2


# ------------------------------------------------------------------ Expendable Resources
@pytest.mark.covers("Expendable Resources", "a1:effect")
def test_expendable_resources_destroys_performer_to_draw():
    t = Table("ivory")
    er = t.put("Expendable Resources", 0)
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    t.open_battle([a], [d])
    turn_of(t, 0)
    hand = len(t.state.players[0].hand)
    t.use(er, 0)
    st = t.state
    assert st.cards[a].zone == "dynasty_discard" and st.cards[a].dead
    assert len(st.players[0].hand) == hand + 1
    assert not st.cards[er].bowed  # no bow cost


@pytest.mark.covers("Expendable Resources", "a1:choice:performer", "a1:limit")
def test_expendable_resources_your_performer_once_per_turn():
    """"Destroy your performing Personality": the opponent's Personality is not offered; and
    the ability is used once per turn (a second of your Personalities is not destroyed)."""
    t = Table("ivory", ask_alone=True)
    er = t.put("Expendable Resources", 0)
    a = t.put("Matsu Mikura", 0)
    b = t.put("Akodo Kuma", 0)
    d = t.put("Togashi Taro", 1)
    battle_turn(t, [a, b], [d])
    t.use(er, 0)
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose", player=0)
    t.pick("Matsu Mikura")
    turn_of(t, 0)
    t.assert_not_legal(f"c{er}:0", context="combat", player=0)
    assert t.state.cards[b].zone == PLAY


@pytest.mark.covers("Expendable Resources", "a1:timing")
def test_expendable_resources_is_a_battle_action():
    t = Table("ivory")
    er = t.put("Expendable Resources", 0)
    assert_not_outside_battles(t, er)


# ------------------------------------------------------------------ Famous Bazaar
def test_famous_bazaar_refills_its_province_face_up():
    """Celestial "Dynasty Phase": Holdings enter play bowed; a province normally refills face down."""
    t = Table("celestial")
    fb = t.put("Famous Bazaar", 0, zone="province", province=0)
    cm = t.put("Copper Mine", 0, zone="province", province=1)
    st = t.state
    t.open_dynasty(0)
    t.pick(f"r{fb}")
    t.pick("Gold Production")
    assert st.cards[fb].zone == PLAY and st.cards[fb].bowed
    new = st.players[0].provinces[0].card
    assert new >= 0 and st.cards[new].face_up
    st.cards[st.players[0].stronghold].bowed = False
    t.open_dynasty(0)
    t.pick(f"r{cm}")
    t.pick("Gold Production")
    assert not st.cards[st.players[0].provinces[1].card].face_up


# ------------------------------------------------------------------ Frontline Encampment
@pytest.mark.covers("Frontline Encampment", "a1:effect")
def test_frontline_encampment_gives_2_force_and_destroys_itself():
    t = Table("ivory")
    fe = t.put("Frontline Encampment", 0)
    a = t.put("Matsu Mikura", 0)
    before = m.force(t.state, a)
    t.open_action(0)
    t.use(fe, 0)
    assert m.force(t.state, a) == before + 2
    assert t.state.cards[fe].zone == "dynasty_discard"


@pytest.mark.covers("Frontline Encampment", "a1:choice:target")
def test_frontline_encampment_targets_your_personality_only():
    t = Table("ivory", ask_alone=True)
    fe = t.put("Frontline Encampment", 0)
    t.put("Matsu Mikura", 0)
    t.put("Togashi Taro", 1)
    t.open_action(0)
    t.use(fe, 0)
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose", player=0)


@pytest.mark.covers("Frontline Encampment", "a1:timing")
def test_frontline_encampment_is_limited():
    t = Table("ivory")
    fe = t.put("Frontline Encampment", 0)
    assert_limited_timing(t, fe)


# ------------------------------------------------------------------ Kaiu Smithy
@pytest.mark.covers("Kaiu Smithy", "a1:effect", "a1:cost")
def test_kaiu_smithy_discards_a_card_to_return_a_non_unique_weapon():
    t = Table("ivory")
    ks = t.put("Kaiu Smithy", 0)
    blade = t.put("Seppun Blade", 0, zone="fate_discard")
    unique = t.put("Fubatsu No-Dachi", 0, zone="fate_discard")
    fodder = t.put("Palm Strike", 0, zone="hand")
    t.open_action(0)
    t.use(ks, 0)  # only one legal target (the Unique Weapon is not) and one card in hand
    st = t.state
    assert st.cards[blade].zone == HAND and blade in st.players[0].hand
    assert st.cards[fodder].zone == "fate_discard" and st.cards[unique].zone == "fate_discard"
    assert st.cards[ks].bowed


@pytest.mark.covers("Kaiu Smithy", "a1:choice:discard")
def test_kaiu_smithy_needs_a_card_to_discard():
    t = Table("ivory")
    ks = t.put("Kaiu Smithy", 0)
    t.put("Seppun Blade", 0, zone="fate_discard")
    t.open_action(0)
    assert f"c{ks}:0" not in opts(t)


@pytest.mark.covers("Kaiu Smithy", "a1:choice:target", "a1:choice:discard")
def test_kaiu_smithy_only_non_unique_weapons_in_your_discard_pile():
    """"a target non-Unique Weapon in your discard pile": not a Unique Weapon, not an Item that
    is no Weapon (Scout Armor), not the other player's Weapon; the discarded card is one of
    your hand."""
    t = Table("ivory", ask_alone=True)
    ks = t.put("Kaiu Smithy", 0)
    t.put("Seppun Blade", 0, zone="fate_discard")
    t.put("Fubatsu No-Dachi", 0, zone="fate_discard")
    t.put("Scout Armor", 0, zone="fate_discard")
    t.put("Tempered No-Dachi", 1, zone="fate_discard")
    t.put("Palm Strike", 0, zone="hand")
    t.put("Crushing Strength", 1, zone="hand")
    t.open_action(0)
    t.use(ks, 0)
    t.assert_legal("Seppun Blade", context="choose", player=0)
    for other in ("Fubatsu No-Dachi", "Scout Armor", "Tempered No-Dachi"):
        t.assert_not_legal(other, context="choose", player=0)
    t.pick("Seppun Blade")
    t.assert_legal("Palm Strike", context="choose", player=0)
    t.assert_not_legal("Crushing Strength", context="choose", player=0)


@pytest.mark.covers("Kaiu Smithy", "a1:limit")
def test_kaiu_smithy_once_per_turn():
    t = Table("ivory")
    ks = t.put("Kaiu Smithy", 0)
    t.put("Seppun Blade", 0, zone="fate_discard")
    t.put("Tempered No-Dachi", 0, zone="fate_discard")
    t.put("Palm Strike", 0, zone="hand")
    t.put("Crushing Strength", 0, zone="hand")
    used_and_reopened(t, ks, "Seppun Blade", "Palm Strike")
    t.assert_not_legal(f"c{ks}:0", context="action", player=0)


@pytest.mark.covers("Kaiu Smithy", "a1:timing")
def test_kaiu_smithy_is_limited():
    t = Table("ivory")
    ks = t.put("Kaiu Smithy", 0)
    t.put("Seppun Blade", 0, zone="fate_discard")
    t.put("Palm Strike", 0, zone="hand")
    assert_limited_timing(t, ks)


# ------------------------------------------------------------------ Permanent Encampment
@pytest.mark.covers("Permanent Encampment", "produce")
def test_permanent_encampment_produces_restricted_3_for_attachments():
    t = Table("ivory")
    pe = t.put("Permanent Encampment", 0)
    assert amounts(t, pe, {"type": "personality"}) == [(2, False)]
    assert amounts(t, pe, {"type": "attachment"}) == [(2, False), (3, True)]
    bow_strongholds(t)
    assert pay(t, 0, 2, "3 Gold", {"type": "attachment", "card": -1}) == {"pool": 0, "done": True}


@pytest.mark.covers("Permanent Encampment", "a1:effect")
def test_permanent_encampment_straightens_and_transfers_an_attachment():
    t = Table("ivory")
    pe = t.put("Permanent Encampment", 0)
    a = t.put("Matsu Mikura", 0)
    b = t.put("Akodo Kuma", 0)
    blade = t.put("Seppun Blade", 0, host=a, bowed=True)
    d = t.put("Togashi Taro", 1)
    t.open_battle([a, b], [d])
    turn_of(t, 0)
    t.use(pe, 0)
    t.pick("Akodo Kuma")
    st = t.state
    assert not st.cards[blade].bowed
    assert st.cards[blade].attached_to == b and blade in st.cards[b].attachments


def test_permanent_encampment_transfers_a_created_follower():
    t = Table("ivory")
    pe = t.put("Permanent Encampment", 0)
    a = t.put("Matsu Mikura", 0)
    b = t.put("Akodo Kuma", 0)
    d = t.put("Togashi Taro", 1)
    t.open_battle([a, b], [d])
    t.start({"step": "events", "events": [{"name": "create", "host": a, "by": 0,
                                            "created": {"type": "follower", "force": 1, "keywords": []}}],
             "stage": 3, "applied": 0})
    fol = m.followers(t.state, a)[0]
    t.state.cards[fol].bowed = True
    t.open_battle([a, b], [d])
    turn_of(t, 0)
    t.use(pe, 0)
    t.pick("Akodo Kuma")
    assert not t.state.cards[fol].bowed and t.state.cards[fol].attached_to == b


@pytest.mark.covers("Permanent Encampment", "a1:choice:target", "a1:limit")
def test_permanent_encampment_your_attachment_once_per_turn():
    """"Straighten your target attachment": not the other player's attachment, not a
    Personality; once per turn (a second bowed attachment is not offered again)."""
    t = Table("ivory", ask_alone=True)
    pe = t.put("Permanent Encampment", 0)
    a = t.put("Matsu Mikura", 0)
    t.put("Seppun Blade", 0, host=a, bowed=True)
    t.put("Tempered No-Dachi", 0, host=a, bowed=True)
    d = t.put("Togashi Taro", 1)
    t.put("Scout Armor", 1, host=d, bowed=True)
    battle_turn(t, [a], [d])
    t.use(pe, 0)
    t.assert_legal("Seppun Blade", context="choose", player=0)
    t.assert_not_legal("Scout Armor", context="choose", player=0)
    t.assert_not_legal("Matsu Mikura", context="choose", player=0)
    t.pick("Seppun Blade")  # (no other Personality of his to transfer it to)
    turn_of(t, 0)
    t.assert_not_legal(f"c{pe}:0", context="combat", player=0)


@pytest.mark.covers("Permanent Encampment", "a1:timing")
def test_permanent_encampment_straighten_is_a_battle_action():
    t = Table("ivory")
    pe = t.put("Permanent Encampment", 0)
    a = t.put("Matsu Mikura", 0)
    t.put("Seppun Blade", 0, host=a, bowed=True)
    assert_not_outside_battles(t, pe)


# ------------------------------------------------------------------ Rich Coffers
def test_rich_coffers_straightens_in_each_players_straighten_phase():
    t = Table("ivory")
    rc = t.put("Rich Coffers", 0, bowed=True)
    other = t.put("Copper Mine", 0, bowed=True)
    straighten_all(t.g, 1)  # player 1's Straighten Phase
    assert not t.state.cards[rc].bowed and t.state.cards[other].bowed
    assert amounts(t, rc) == [(2, False)]


# ------------------------------------------------------------------ Temple to Shinsei
@pytest.mark.covers("Temple to Shinsei", "a1:effect", "a1:cost", "a1:choice:performer")
def test_temple_to_shinsei_bows_monk_to_gain_2_honor():
    t = Table("ivory")
    tts = t.put("Temple to Shinsei", 1)
    monk = t.put("Togashi Taro", 1)
    t.put("Matsu Mikura", 1)  # not a Monk or Shugenja: not a legal performer
    honor = t.honor(1)
    t.open_action(1)
    t.use(tts, 0)
    st = t.state
    assert st.cards[monk].bowed and st.cards[tts].bowed and t.honor(1) == honor + 2


@pytest.mark.covers("Temple to Shinsei", "a1:choice:performer")
def test_temple_to_shinsei_needs_an_unbowed_monk():
    t = Table("ivory")
    tts = t.put("Temple to Shinsei", 1)
    t.put("Togashi Taro", 1, bowed=True)
    t.open_action(1)
    assert f"c{tts}:0" not in opts(t)


@pytest.mark.covers("Temple to Shinsei", "a1:choice:performer")
def test_temple_to_shinsei_only_your_monk_or_shugenja():
    """"Bow your performing Monk or Shugenja Personality": not the other player's Monk, not
    your non-Monk Samurai."""
    t = Table("ivory", ask_alone=True)
    tts = t.put("Temple to Shinsei", 0)
    t.put("Togashi Taro", 0)
    t.put("Matsu Mikura", 0)
    t.put("Togashi Kanmu", 1)
    t.open_action(0)
    t.use(tts, 0)
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Togashi Kanmu", context="choose", player=0)
    t.assert_not_legal("Matsu Mikura", context="choose", player=0)


@pytest.mark.covers("Temple to Shinsei", "a1:limit")
def test_temple_to_shinsei_once_per_turn():
    t = Table("ivory")
    tts = t.put("Temple to Shinsei", 0)
    t.put("Togashi Taro", 0)
    t.put("Togashi Kanmu", 0)
    used_and_reopened(t, tts, "Togashi Taro")
    t.assert_not_legal(f"c{tts}:0", context="action", player=0)


@pytest.mark.covers("Temple to Shinsei", "a1:timing")
def test_temple_to_shinsei_is_limited():
    t = Table("ivory")
    tts = t.put("Temple to Shinsei", 0)
    t.put("Togashi Taro", 0)
    assert_limited_timing(t, tts)


# ------------------------------------------------------------------ Tetsu Kama Mine
@pytest.mark.covers("Tetsu Kama Mine", "a1:effect", "a1:cost", "a1:trigger", "a1:timing")
def test_tetsu_kama_mine_draws_after_equipping_a_lion_from_hand():
    t = Table("ivory")
    tk = t.put("Tetsu Kama Mine", 0)
    lion = t.put("Matsu Mikura", 0)
    blade = t.put("Seppun Blade", 0, zone="hand")
    st = t.state
    equip_from_hand(t, 0)
    assert st.cards[blade].attached_to == lion
    hand = len(st.players[0].hand)
    t.pick(f"c{tk}:0|0|0")
    assert len(st.players[0].hand) == hand + 1 and st.cards[tk].bowed


@pytest.mark.covers("Tetsu Kama Mine", "a1:when")
def test_tetsu_kama_mine_ignores_non_lion_non_kensai():
    t = Table("ivory")
    tk = t.put("Tetsu Kama Mine", 1)
    t.put("Togashi Taro", 1)
    t.put("Seppun Blade", 1, zone="hand")
    equip_from_hand(t, 1)
    assert not any(o.startswith(f"c{tk}:") for o in opts(t))


@pytest.mark.covers("Tetsu Kama Mine", "a1:when")
def test_tetsu_kama_mine_only_when_you_attach():
    """"After YOU attach an Item ... to a ... Lion Clan Personality": the other player equipping
    his Lion Personality does not trigger it."""
    t = Table("ivory")
    tk = t.put("Tetsu Kama Mine", 0)
    t.put("Akodo Kuma", 0)
    t.put("Matsu Mikura", 1)
    blade = t.put("Seppun Blade", 1, zone="hand")
    t.put("Tempered No-Dachi", 0, zone="hand")  # so player 0 is asked afterwards
    equip_from_hand(t, 1)
    assert t.state.cards[blade].attached_to >= 0
    t.assert_not_legal(f"c{tk}:0|0|0", player=0)
    t.assert_legal("r:equip", context="action", player=0)


@pytest.mark.covers("Tetsu Kama Mine", "a1:limit")
def test_tetsu_kama_mine_once_per_turn():
    t = Table("ivory")
    tk = t.put("Tetsu Kama Mine", 0)
    t.put("Matsu Mikura", 0)
    t.put("Seppun Blade", 0, zone="hand")
    t.put("Scout Armor", 0, zone="hand")
    t.put("Diamond Mine", 0)
    equip_from_hand(t, 0, "Seppun Blade")
    t.pick(f"c{tk}:0|0|0")
    t.state.cards[tk].bowed = False
    t.pick("r:equip")
    t.pick("Diamond Mine")
    t.assert_not_legal(f"c{tk}:0|0|0", player=0)


# ------------------------------------------------------------------ Traveling Peddler
@pytest.mark.covers("Traveling Peddler", "a1:effect", "a1:cost")
def test_traveling_peddler_pays_3_and_bows_to_draw():
    t = Table("ivory")
    tp = t.put("Traveling Peddler", 0)
    st = t.state
    hand = len(st.players[0].hand)
    t.open_action(0)
    t.use(tp, 0)
    t.pick("Gold Production")  # 4 Gold for the 3-Gold cost: 1 into the pool (ivory)
    assert len(st.players[0].hand) == hand + 1 and st.cards[tp].bowed
    assert st.players[0].gold_pool == 1


@pytest.mark.covers("Traveling Peddler", "a1:cost")
def test_traveling_peddler_needs_3_gold():
    t = Table("ivory")
    tp = t.put("Traveling Peddler", 0)
    bow_strongholds(t)
    t.open_action(0)
    assert f"c{tp}:0" not in opts(t)


@pytest.mark.covers("Traveling Peddler", "a1:limit")
def test_traveling_peddler_once_per_turn():
    t = Table("ivory")
    tp = t.put("Traveling Peddler", 0)
    t.put("Diamond Mine", 0)
    used_and_reopened(t, tp, "Gold Production")
    t.assert_not_legal(f"c{tp}:0", context="action", player=0)


@pytest.mark.covers("Traveling Peddler", "a1:timing")
def test_traveling_peddler_is_limited():
    t = Table("ivory")
    tp = t.put("Traveling Peddler", 0)
    assert_limited_timing(t, tp)


# ------------------------------------------------------------------ Pillars of Virtue
def _fixture_strategy(cid: str, title: str, keywords: tuple[str, ...]) -> None:
    """A 0-Gold Strategy whose Battle action does nothing (fixture for Kiho triggers)."""
    if cid in m.FACTS:
        return
    RULES.add_facts(CardFacts(id=cid, title=title, type="strategy", clan=None, deck="fate",
                               cost=0, focus=1, force=None, chi=None, force_bonus=None, chi_bonus=None,
                               honor_requirement=None, personal_honor=None, gold_production=None,
                               province_strength=None, starting_honor=None, keywords=keywords,
                               unique=False, number=0, legality=(), banned=False, decided=()))
    RULES.define(CardDef(id=cid, abilities=(Ability(("battle",), (), label="test", zone="hand"),)))


_fixture_strategy("test-kiho-battle", "Test Kiho Battle", ("Kiho",))
_fixture_strategy("test-plain-battle", "Test Plain Battle", ())


def pillars_battle(hand: list[tuple[str, int]], turn: int | None = None) -> tuple[Table, int, list[int], int]:
    """Matsu Mikura (player 0) attacks Togashi Taro, whose player holds Pillars of Virtue; the
    cards ``hand`` (title, player) are put in the hands first; with ``turn``, pass until that
    player may act. Returns the table, the Pillars, the hand cards and the attacker."""
    t = Table("ivory")
    d = t.put("Togashi Taro", 1)
    a = t.put("Matsu Mikura", 0)
    cards = [t.put(title, player, zone="hand") for title, player in hand]
    pillars = t.state.players[1].stronghold
    t.open_battle([a], [d])
    if turn is not None:
        turn_of(t, turn)
    return t, pillars, cards, a


@pytest.mark.covers("Pillars of Virtue", "a1:effect")
def test_pillars_of_virtue_grants_an_additional_battle_action_after_kiho():
    """celestial "ADDITIONAL ACTION" via the engine's ``additional`` event."""
    # the second Kiho: something to take as the additional action
    t, pillars, (kiho, _), _ = pillars_battle([("Test Kiho Battle", 1), ("Test Kiho Battle", 1)])
    t.use(kiho, 0)
    t.pick(f"c{pillars}:0|0|1")
    # player 1 has the next opportunity, an additional Battle action
    assert t.pending.player == 1
    assert any(o.data.get("additional") for o in t.pending.options if o.id != "pass")


@pytest.mark.covers("Pillars of Virtue", "a1:when")
def test_pillars_of_virtue_ignores_non_kiho_battle_actions():
    t, pillars, (plain, _), _ = pillars_battle([("Test Plain Battle", 1), ("Test Plain Battle", 1)])
    t.use(plain, 0)
    assert not any(o.startswith(f"c{pillars}:") for o in opts(t))


@pytest.mark.covers("Pillars of Virtue", "a1:when")
def test_pillars_of_virtue_only_after_a_kiho_action_you_took():
    """"After the resolution of a Kiho Battle action YOU took": the other player's Kiho action
    does not trigger it."""
    # player 1's Kiho: he is asked afterwards
    t, pillars, (kiho, _), _ = pillars_battle([("Test Kiho Battle", 0), ("Test Kiho Battle", 1)], turn=0)
    t.use(kiho, 0)
    t.assert_not_legal(f"c{pillars}:0|0|1", player=1)
    assert t.pending.context == "combat"


@pytest.mark.covers("Pillars of Virtue", "a1:trigger", "a1:timing")
def test_pillars_of_virtue_after_the_kiho_action_resolved():
    """"Reaction: After the resolution of a Kiho Battle action": offered once Palm Strike has
    bowed its target (not when it is announced), in the Reaction window after it."""
    t, pillars, (palm, _), a = pillars_battle([("Palm Strike", 1), ("Test Kiho Battle", 1)])
    t.use(palm, 0)
    t.assert_legal(f"c{pillars}:0|0|1", context="trigger", player=1)
    assert t.state.cards[a].bowed
    assert t.state.stack[-1]["timing"] == "reaction"


@pytest.mark.covers("Pillars of Virtue", "a1:limit")
def test_pillars_of_virtue_once_per_turn():
    """The additional action is a second Kiho Battle action: after it resolves, the Reaction
    is not offered again this turn."""
    # the third Kiho: so player 1 stays asked
    t, pillars, (kiho, second, _), _ = pillars_battle([("Test Kiho Battle", 1)] * 3)
    t.use(kiho, 0)
    t.pick(f"c{pillars}:0|0|1")
    t.use(second, 0)  # the additional Battle action
    t.assert_not_legal(f"c{pillars}:0|0|1", context="combat")


# ------------------------------------------------------------------ Great Hall of Records
def great_hall_used(attacker: str, defender: str) -> tuple[Table, int, int]:
    """``attacker`` (player 0, bowed) attacks ``defender`` (a Kiho in player 1's hand keeps the
    combat window open); player 0 uses his Great Hall of Records. Returns the table, the
    attacker and his Force before."""
    t = Table("ivory")
    a = t.put(attacker, 0, bowed=True)
    d = t.put(defender, 1)
    t.put("Test Kiho Battle", 1, zone="hand")
    gh = t.state.players[0].stronghold
    before = m.force(t.state, a)
    t.open_battle([a], [d])
    turn_of(t, 0)
    t.use(gh, 0)
    return t, a, before


@pytest.mark.covers("Great Hall of Records", "a1:effect")
def test_great_hall_straightens_and_gives_opposed_hero_3_force():
    t, hero, before = great_hall_used("Matsu Mikura", "Togashi Taro")
    assert not t.state.cards[hero].bowed and m.force(t.state, hero) == before + 3


@pytest.mark.covers("Great Hall of Records", "a1:effect")
def test_great_hall_no_bonus_for_non_hero():
    t, a, before = great_hall_used("Togashi Taro", "Togashi Osawa")
    assert not t.state.cards[a].bowed and m.force(t.state, a) == before


@pytest.mark.covers("Great Hall of Records", "a1:effect")
def test_great_hall_no_bonus_for_an_unopposed_hero():
    """"Give him +3F if he is opposed and a Hero": an unopposed Hero is only straightened."""
    t = Table("ivory")
    hero = t.put("Matsu Mikura", 0, bowed=True)
    keep_asking(t, 0)  # the combat window stays open: the battle does not resolve yet
    gh = t.state.players[0].stronghold
    before = m.force(t.state, hero)
    battle_turn(t, [hero], [])
    t.use(gh, 0)
    assert not t.state.cards[hero].bowed and m.force(t.state, hero) == before


@pytest.mark.covers("Great Hall of Records", "a1:choice:target", "a1:limit")
def test_great_hall_your_personality_once_per_turn():
    """"Straighten your target Personality": not the other player's; once per turn."""
    t = Table("ivory", ask_alone=True)
    a = t.put("Matsu Mikura", 0, bowed=True)
    b = t.put("Akodo Kuma", 0, bowed=True)
    d = t.put("Togashi Taro", 1, bowed=True)
    keep_asking(t, 0)
    gh = t.state.players[0].stronghold
    battle_turn(t, [a, b], [d])
    t.use(gh, 0)
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose", player=0)
    t.pick("Matsu Mikura")
    turn_of(t, 0)
    t.assert_not_legal(f"c{gh}:0", context="combat", player=0)


@pytest.mark.covers("Great Hall of Records", "a1:timing")
def test_great_hall_is_a_battle_action():
    t = Table("ivory")
    t.put("Matsu Mikura", 0, bowed=True)
    assert_not_outside_battles(t, t.state.players[0].stronghold)


# ------------------------------------------------------------------ Farmlands
@pytest.mark.covers("Farmlands", "a1:effect", "a1:cost")
def test_farmlands_creates_a_1f_follower_for_2_gold():
    t = Table("celestial")
    fl = put_region(t, "Farmlands", 0)
    a = t.put("Matsu Mikura", 0)
    st = t.state
    t.open_action(0)
    t.use(fl, 0)
    t.pick("Gold Production")
    fol = m.followers(st, a)
    assert len(fol) == 1 and m.force(st, fol[0]) == 1 and st.cards[fol[0]].created
    assert st.cards[st.players[0].stronghold].bowed


@pytest.mark.covers("Farmlands", "a1:cost")
def test_farmlands_needs_2_gold():
    t = Table("celestial")
    fl = put_region(t, "Farmlands", 0)
    t.put("Matsu Mikura", 0)
    keep_asking(t, 0)
    bow_strongholds(t)
    t.open_action(0)
    t.assert_not_legal(f"c{fl}:0", context="action", player=0)


@pytest.mark.covers("Farmlands", "a1:choice:target", "a1:limit")
def test_farmlands_your_personality_once_per_turn():
    t = Table("celestial", ask_alone=True)
    fl = put_region(t, "Farmlands", 0)
    t.put("Matsu Mikura", 0)
    t.put("Togashi Taro", 1)
    t.put("Diamond Mine", 0)
    t.open_action(0)
    t.use(fl, 0)
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose", player=0)
    t.pick("Matsu Mikura")
    t.pick("Diamond Mine")
    t.open_action(0)
    t.assert_not_legal(f"c{fl}:0", context="action", player=0)


@pytest.mark.covers("Farmlands", "a1:timing")
def test_farmlands_is_limited():
    t = Table("celestial")
    fl = put_region(t, "Farmlands", 0)
    assert_limited_timing(t, fl)


# ------------------------------------------------------------------ Mountain Storehouse
@pytest.mark.covers("Mountain Storehouse", "a1:effect", "a1:cost", "a1:timing")
def test_mountain_storehouse_moves_home_personality_into_defense_and_straightens():
    t = Table("celestial")
    ms = put_region(t, "Mountain Storehouse", 1, 0)
    a = t.put("Matsu Mikura", 0)
    home = t.put("Togashi Taro", 1, bowed=True)
    pid = t.open_battle([a], [])
    assert t.pending.player == 1  # Absent: no units needed at the battlefield
    t.use(ms, 0)
    st = t.state
    assert st.cards[home].loc == f"d{pid}" and not st.cards[home].bowed and st.cards[ms].bowed


@pytest.mark.covers("Mountain Storehouse", "a1:condition")
def test_mountain_storehouse_only_its_own_province_for_non_lion():
    t = Table("celestial")
    ms = put_region(t, "Mountain Storehouse", 1, 1)
    a = t.put("Matsu Mikura", 0)
    t.put("Togashi Taro", 1)
    t.put("Togashi Osawa", 1, loc="d0")
    t.open_battle([a], [], province=0)
    assert f"c{ms}:0" not in opts(t)


@pytest.mark.covers("Mountain Storehouse", "a1:condition", "a1:effect")
def test_mountain_storehouse_lion_any_battlefield_attacker_not_straightened():
    t = Table("celestial")
    ms = put_region(t, "Mountain Storehouse", 0, 2)
    a = t.put("Matsu Mikura", 0)
    home = t.put("Akodo Kuma", 0, bowed=True)
    d = t.put("Togashi Taro", 1)
    pid = t.open_battle([a], [d])
    turn_of(t, 0)
    t.use(ms, 0)
    st = t.state
    assert st.cards[home].loc == f"a{pid}" and st.cards[home].bowed


@pytest.mark.covers("Mountain Storehouse", "a1:condition")
def test_mountain_storehouse_needs_enemy_units_at_the_battlefield():
    """"If any enemy units are at the current battlefield": an attack with no attackers left
    there offers nothing to the defender."""
    t = Table("celestial")
    ms = put_region(t, "Mountain Storehouse", 1, 0)
    t.put("Togashi Taro", 1)
    d = t.put("Togashi Osawa", 1)
    t.put("Ring of Air", 1, zone="hand")  # player 1 is asked
    t.open_battle([], [d])
    turn_of(t, 1)
    t.assert_not_legal(f"c{ms}:0", player=1)


@pytest.mark.covers("Mountain Storehouse", "a1:choice:target", "a1:limit")
def test_mountain_storehouse_your_personality_at_home_once_per_turn():
    """"target a performing Personality in your home": not the other player's Personality at
    home, not your Personality already in the battle; once per turn."""
    t = Table("celestial", ask_alone=True)
    ms = put_region(t, "Mountain Storehouse", 0, 2)
    a = t.put("Matsu Mikura", 0)
    t.put("Akodo Kuma", 0)
    t.put("Akodo Masao", 0)
    t.put("Togashi Kanmu", 1)  # at home
    d = t.put("Togashi Taro", 1)
    battle_turn(t, [a], [d])
    t.use(ms, 0)
    t.assert_legal("Akodo Kuma", context="choose", player=0)
    t.assert_not_legal("Togashi Kanmu", context="choose", player=0)
    t.assert_not_legal("Matsu Mikura", context="choose", player=0)
    t.pick("Akodo Kuma")
    t.state.cards[ms].bowed = False
    turn_of(t, 0)
    t.assert_not_legal(f"c{ms}:0", context="combat", player=0)




# ------------------------------------------------------------------ limits of self-destroying Holdings
# Each card ability once per turn (Ivory "Using abilities"), kept per card instance. These
# Holdings destroy themselves when used; in the discard pile (face up) a card does not forget
# that its ability was used (Ivory "Card Memory Rule": only a card out of play AND face down
# forgets), so the same card put back into play the same turn by some effect may not use it
# again; another copy may.
def back_in_play(t: Table, uid: int, player: int = 0) -> None:
    """Card ``uid`` enters play again by some effect (the ``enter_play`` action), at home."""
    assert t.state.cards[uid].zone != PLAY
    pending, t.state.pending = t.state.pending, None
    zones.do(t.g, "enter_play", card=uid, player=player, by=player)
    t.g.run()
    assert t.state.cards[uid].zone == PLAY
    if t.state.pending is None:
        t.state.pending = pending


def reask(t: Table) -> None:
    """The open window asks again (with the cards now in play)."""
    t.state.pending = None
    t.g.run()


def answer_choices(t: Table) -> None:
    while t.pending is not None and t.pending.context in ("choose", "pay", "gold"):
        ids = [o.id for o in t.pending.options]
        t.pick("auto" if "auto" in ids else ids[0])


@pytest.mark.covers("Akodo's Grave", "a1:limit")
@pytest.mark.parametrize("which", ["same", "copy"])
def test_akodos_grave_once_per_turn_even_back_in_play(which):
    t = Table("ivory")
    grave = t.put("Akodo's Grave", 0)
    keep_asking(t, 0)
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    t.put("Final Duty", 1, "hand")  # keeps player 1 acting
    pid = t.pid(1)
    first, second = t.put("Maws of Stone", 1, loc=f"t{pid}"), t.put("First to Fall", 1, loc=f"t{pid}")
    battle_turn(t, [a], [d])
    t.use(grave, 0)
    t.pick(str(first))
    assert t.state.cards[first].zone != PLAY and t.state.cards[grave].zone != PLAY
    if which == "same":
        back_in_play(t, grave)
        again = grave
    else:
        again = t.put("Akodo's Grave", 0)
        reask(t)
    assert t.state.cards[second].zone == PLAY
    t.assert_legal("Ring of Air", context="combat", player=0)
    if which == "same":
        t.assert_not_legal(f"c{again}:0", context="combat", player=0)
    else:
        t.assert_legal(f"c{again}:0", context="combat", player=0)


@pytest.mark.covers("Frontline Encampment", "a1:limit")
@pytest.mark.parametrize("which", ["same", "copy"])
def test_frontline_encampment_once_per_turn_even_back_in_play(which):
    t = Table("ivory")
    fe = t.put("Frontline Encampment", 0)
    keep_asking(t, 0)
    t.put("Matsu Mikura", 0)
    t.open_action(0)
    t.use(fe, 0)
    answer_choices(t)
    assert t.state.cards[fe].zone == "dynasty_discard"
    if which == "same":
        back_in_play(t, fe)
        again = fe
    else:
        again = t.put("Frontline Encampment", 0)
    reask(t)
    t.assert_legal("Ring of Air", context="action", player=0)
    if which == "same":
        t.assert_not_legal(f"c{again}:0", context="action", player=0)
    else:
        t.assert_legal(f"c{again}:0", context="action", player=0)


@pytest.mark.covers("Chugo Seido", "a1:limit")
@pytest.mark.parametrize("which", ["same", "copy"])
def test_chugo_seido_on_announcement_once_per_turn_even_back_in_play(which):
    """Player 1's Caught Unawares (Battle: its target chosen on announcement) targets Matsu
    Mikura twice; player 0's Ring of Earth (an Interrupt to the announcement of Battle actions)
    keeps him asked in the window where Chugo Seido is offered."""
    t = Table("ivory")
    chugo = t.put("Chugo Seido", 0)
    mikura, kuma, masao = t.put("Matsu Mikura", 0), t.put("Akodo Kuma", 0), t.put("Akodo Masao", 0)
    t.put("Ring of Earth", 0, zone="hand")
    d = t.put("Togashi Taro", 1)
    cu = [t.put("Caught Unawares", 1, zone="hand") for _ in range(2)]
    t.open_battle([mikura, kuma, masao], [d])
    turn_of(t, 1)
    t.use(cu[0], 1)
    t.pick("Matsu Mikura")
    t.pick(f"c{chugo}:0|0|0")
    t.pick("Akodo Kuma")
    while t.pending is not None and t.pending.context == "trigger":
        t.pass_()
    assert t.state.cards[chugo].zone != PLAY and t.state.cards[kuma].bowed and not t.state.cards[mikura].bowed
    if which == "same":
        back_in_play(t, chugo)
        again = chugo
    else:
        again = t.put("Chugo Seido", 0)
    turn_of(t, 1)
    t.use(cu[1], 1)
    t.pick("Matsu Mikura")
    t.assert_legal("Ring of Earth", context="trigger", player=0)
    if which == "same":
        t.assert_not_legal(f"c{again}:0|0|0", context="trigger", player=0)
    else:
        t.assert_legal(f"c{again}:0|0|0", context="trigger", player=0)


@pytest.mark.covers("Chugo Seido", "a2:limit")
@pytest.mark.parametrize("which", ["same", "copy"])
def test_chugo_seido_during_resolution_once_per_turn_even_back_in_play(which):
    """Player 1's Burn the Village (its targets chosen while it resolves), played twice, targets
    Matsu Mikura each time."""
    t = Table("celestial")
    chugo = t.put("Chugo Seido", 0)
    mikura = t.put("Matsu Mikura", 0)
    masao = t.put("Akodo Masao", 0)
    t.put("Matsu Benika", 0)  # (Gold Cost 8: not a target)
    burn = [t.put("Burn the Village", 1, zone="hand") for _ in range(2)]
    t.put("Ring of Air", 1, zone="hand")
    t.put("Togashi Kyoshi", 1)  # (Gold Cost 8) for the Ring of Air: player 1 stays asked
    t.state.players[1].gold_pool = 20
    t.open_action(1)
    t.use(burn[0], 0)
    answer_choices_until(t, "Matsu Mikura")
    t.pick(f"c{chugo}:1|0|0")
    t.pick("Akodo Masao")
    for _ in range(3):
        if t.pending is not None and t.pending.context == "choose":
            t.pick("none")
    assert t.state.cards[chugo].zone != PLAY and t.state.cards[masao].zone != PLAY
    assert t.state.cards[mikura].zone == PLAY
    if which == "same":
        back_in_play(t, chugo)
        again = chugo
    else:
        again = t.put("Chugo Seido", 0)
    masao2 = t.put("Akodo Masao", 0)
    turn_of(t, 1)
    t.use(burn[1], 0)
    answer_choices_until(t, "Matsu Mikura")
    if which == "same":
        t.assert_not_legal(f"c{again}:1|0|0", context="choose", player=1)
        assert t.state.cards[mikura].zone == PLAY and t.state.cards[masao2].zone == PLAY
    else:
        t.assert_legal(f"c{again}:1|0|0", context="trigger", player=0)


def answer_choices_until(t: Table, pick: str) -> None:
    """Pay, then pick ``pick`` at the first choice."""
    while t.pending is not None and t.pending.context in ("pay", "gold"):
        ids = [o.id for o in t.pending.options]
        t.pick("auto" if "auto" in ids else ids[0])
    t.pick(pick)
