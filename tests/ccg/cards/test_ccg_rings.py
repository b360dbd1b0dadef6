"""Battle of Kyuden Tonbo Rings: conditions for entering play (Ivory "Ring": played from hand
right after the condition is fulfilled), their abilities in play, and the discard-from-hand
use of each ability without cost (Ivory "Ring": resolution area, then discarded)."""

import pytest

from l5r.ccg import model as m
from l5r.ccg.recruit import may_control
from l5r.ccg.state import FATE_DISCARD, HAND, HOME, PLAY
from l5r.ccg.testing import Table
from l5r.ccg import zones
from l5r.ccg.zones import battle_log


def pass_combat(t):
    while t.pending is not None and t.pending.context == "combat":
        t.pass_()


def finish_choices(t):
    while t.pending is not None and t.pending.context == "choose":
        t.pick(t.pending.options[0].id)


def to_player(t, player):
    """Pass the other players' opportunities until ``player`` is asked."""
    while t.pending is not None and t.pending.player != player:
        t.pass_()
    assert t.pending is not None


RINGS = ("Ring of Air", "Ring of Earth", "Ring of the Void", "Ring of Water")


@pytest.mark.covers("Ring of Air", "keyword:Unique")
@pytest.mark.covers("Ring of Earth", "keyword:Unique")
@pytest.mark.covers("Ring of the Void", "keyword:Unique")
@pytest.mark.covers("Ring of Water", "keyword:Unique")
@pytest.mark.parametrize("ed,others_count", [("ivory", False), ("celestial", False), ("diamond", True)])
@pytest.mark.parametrize("title", RINGS)
def test_unique_rings_one_copy(ed, others_count, title):
    """Unique (Ivory "Unique"; celestial "SINGULAR, UNIQUE"): a second copy may not enter play
    for you; under the Diamond rules not while anyone controls one ("Bringing Cards into Play")."""
    t = Table(ed)
    t.put(title, 0)
    again = t.put(title, 0, zone="hand")
    assert not may_control(t.state, 0, again)
    t2 = Table(ed)
    t2.put(title, 1)
    mine = t2.put(title, 0, zone="hand")
    assert may_control(t2.state, 0, mine) is not others_count


@pytest.mark.covers("Ring of Air", "keyword:Unique", "ring_trigger")
def test_ring_of_air_not_offered_while_you_control_one():
    """Its condition fulfilled, a second Ring of Air does not enter play (Unique)."""
    t = Table("celestial")
    t.put("Ring of Air", 0)
    ring = t.put("Ring of Air", 0, zone="hand")
    t.put("Crushing Strength", 0, zone="hand")
    t.state.favor = 0
    t.state.used.append("resolved:0:Favor")
    t.open_action(0)
    t.pick("r:favor_draw")
    t.pick("Crushing Strength")
    assert not any("Put Ring of Air" in lab for lab in t.labels())
    assert t.state.cards[ring].zone == HAND


# ------------------------------------------------------------------ Ring of Air
@pytest.mark.covers("Ring of Air", "ring_trigger")
def test_ring_of_air_enters_play_after_your_second_favor_action_this_turn():
    t = Table("celestial")
    ring = t.put("Ring of Air", 0, zone="hand")
    junk = t.put("Crushing Strength", 0, zone="hand")
    t.state.favor = 0
    t.state.used.append("resolved:0:Favor")  # a first Favor action earlier this turn
    t.open_action(0)
    t.pick("r:favor_draw")
    t.pick("Crushing Strength")
    assert t.state.cards[junk].zone == FATE_DISCARD
    t.pick("Put Ring of Air into play")
    assert t.state.cards[ring].zone == PLAY


@pytest.mark.covers("Ring of Air", "ring_trigger")
def test_ring_of_air_is_not_offered_after_a_single_favor_action():
    t = Table("celestial")
    ring = t.put("Ring of Air", 0, zone="hand")
    t.put("Crushing Strength", 0, zone="hand")
    t.state.favor = 0
    t.open_action(0)
    t.pick("r:favor_draw")
    t.pick("Crushing Strength")
    assert not any("Ring of Air" in lab for lab in t.labels())
    assert t.state.cards[ring].zone != PLAY


@pytest.mark.covers("Ring of Air", "a1:effect", "a1:cost", "a2:effect")
def test_ring_of_air_straightens_in_play_and_from_hand():
    t = Table("celestial")
    ring = t.put("Ring of Air", 0)
    taro = t.put("Togashi Taro", 0, bowed=True)
    t.open_action(0)
    t.use(ring, 0)
    assert not t.state.cards[taro].bowed and t.state.cards[ring].bowed
    # discarded from hand: no bow needed, the Ring goes to the discard pile
    t = Table("celestial")
    ring = t.put("Ring of Air", 0, zone="hand")
    taro = t.put("Togashi Taro", 0, bowed=True)
    t.open_action(0)
    t.use(ring, 1)
    assert not t.state.cards[taro].bowed and t.state.cards[ring].zone == FATE_DISCARD


@pytest.mark.covers("Ring of Air", "a1:choice:target", "a2:choice:target")
@pytest.mark.parametrize("zone,index", [("play", 0), ("hand", 1)])
def test_ring_of_air_straightens_your_personality_or_attachment_only(zone, index):
    """"Straighten your target Personality or attachment": not the other player's Personality,
    not your Holding."""
    t = Table("celestial", ask_alone=True)
    ring = t.put("Ring of Air", 0, zone=zone)
    taro = t.put("Togashi Taro", 0, bowed=True)
    t.put("Seppun Blade", 0, host=taro, bowed=True)
    t.put("Copper Mine", 0, bowed=True)
    t.put("Togashi Kanmu", 1, bowed=True)
    t.open_action(0)
    t.use(ring, index)
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_legal("Seppun Blade", context="choose", player=0)
    t.assert_not_legal("Togashi Kanmu", context="choose", player=0)
    t.assert_not_legal("Copper Mine", context="choose", player=0)


@pytest.mark.covers("Ring of Air", "a1:timing", "a2:timing")
@pytest.mark.parametrize("zone,index", [("play", 0), ("hand", 1)])
def test_ring_of_air_is_battle_and_open(zone, index):
    """"Battle/Open": offered in the other player's Action Phase (Open), and in a battle."""
    t = Table("celestial")
    ring = t.put(("Ring of Air"), 0, zone=zone)
    taro = t.put("Togashi Taro", 0, bowed=True)
    t.open_action(1)
    t.assert_legal(f"c{ring}:{index}", context="action", player=0)
    t = Table("celestial")
    ring = t.put(("Ring of Air"), 0, zone=zone)
    taro = t.put("Togashi Taro", 0, bowed=True)
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([taro], [kanmu])
    to_player(t, 0)
    t.assert_legal(f"c{ring}:{index}", context="combat", player=0)


# ------------------------------------------------------------------ Ring of Earth
@pytest.mark.covers("Ring of Earth", "ring_trigger")
def test_ring_of_earth_enters_play_after_a_battle_at_your_surviving_province():
    t = Table("celestial")
    ring = t.put("Ring of Earth", 1, zone="hand")
    shin = t.put("Togashi Shintaro", 0)  # 0 Force attacker
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([shin], [kanmu])
    pass_combat(t)
    t.pick("Put Ring of Earth into play")
    assert t.state.cards[ring].zone == PLAY and t.state.cards[ring].controller == 1


@pytest.mark.covers("Ring of Earth", "a1:effect", "a1:cost", "a1:trigger")
def test_ring_of_earth_stops_a_battle_action_from_moving_personalities():
    """Ring of Earth interrupts the Imperial Favor's Battle action: nobody moves."""
    t = Table("celestial")
    ring = t.put("Ring of Earth", 0)
    taro = t.put("Togashi Taro", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    t.state.favor = 1
    pid = t.open_battle([taro], [kanmu])
    t.pick("r:favor_battle")
    t.pick("Ring of Earth")
    finish_choices(t)
    assert t.state.cards[taro].loc == f"a{pid}"
    assert t.state.cards[ring].bowed


@pytest.mark.covers("Ring of Earth", "a2:effect", "a2:trigger")
def test_ring_of_earth_from_hand_is_discarded_and_still_stops_the_move():
    t = Table("celestial")
    ring = t.put("Ring of Earth", 0, zone="hand")
    taro = t.put("Togashi Taro", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    t.state.favor = 1
    pid = t.open_battle([taro], [kanmu])
    t.pick("r:favor_battle")
    t.pick("Ring of Earth")
    finish_choices(t)
    assert t.state.cards[taro].loc == f"a{pid}"
    assert t.state.cards[ring].zone == FATE_DISCARD


@pytest.mark.covers("Ring of Earth", "ring_trigger")
def test_ring_of_earth_not_after_a_battle_at_another_players_province():
    """"after a battle resolves at YOUR Province": the Attacker's Ring of Earth is not offered."""
    t = Table("celestial")
    ring = t.put("Ring of Earth", 0, zone="hand")
    shin = t.put("Togashi Shintaro", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([shin], [kanmu])
    pass_combat(t)
    assert not any("Ring of Earth" in lab for lab in t.labels())
    assert t.state.cards[ring].zone == HAND


@pytest.mark.covers("Ring of Earth", "a1:when", "a2:when", "a1:timing", "a2:timing")
@pytest.mark.parametrize("zone,index", [("play", 0), ("hand", 1)])
def test_ring_of_earth_interrupts_battle_actions_only(zone, index):
    """"Earth Interrupt: The Battle action cannot move Personalities": offered in the Interrupt
    window of a Battle action's announcement, not of a Limited action's (Traveling Peddler's)."""
    t = Table("celestial")
    ring = t.put("Ring of Earth", 0, zone=zone)
    taro = t.put("Togashi Taro", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    t.state.favor = 1
    t.open_battle([taro], [kanmu])
    t.pick("r:favor_battle")
    t.assert_legal(f"c{ring}:{index}|0|0", context="trigger", player=0)
    assert t.state.stack[-1]["timing"] == "interrupt"
    t = Table("celestial")
    ring = t.put("Ring of Earth", 0, zone=zone)
    peddler = t.put("Traveling Peddler", 1)
    t.put("Diamond Mine", 1)
    t.put("Togashi Taro", 0, bowed=True)
    t.put("Ring of Air", 0, zone="hand")  # player 0 is asked afterwards
    t.open_action(1)
    t.use(peddler, 0)
    t.pick("Diamond Mine")
    t.assert_not_legal(f"c{ring}:{index}|0|0", player=0)
    assert t.pending.context == "action"


@pytest.mark.covers("Ring of Earth", "a1:when")
@pytest.mark.parametrize("ed,battle_action", [("ivory", False), ("celestial", True)])
def test_ring_of_earth_and_a_battle_open_action_taken_in_the_action_phase(ed, battle_action):
    """Ring of Air's Battle/Open ability used in the Action Phase: under Ivory ("Abilities":
    "the action taken using it only has the designator appropriate to the Action Round when it
    is used") an Open action, which Ring of Earth does not interrupt; under the celestial rules
    ("can be used at either time, and is treated as both types") a Battle action too."""
    t = Table(ed)
    ring = t.put("Ring of Earth", 0)
    air = t.put("Ring of Air", 1, zone="hand")
    t.put("Togashi Kanmu", 1, bowed=True)
    t.put("Togashi Taro", 0, bowed=True)
    t.open_action(1)
    t.use(air, 1)
    offered = t.pending is not None and any(o.id == f"c{ring}:0|0|0" for o in t.pending.options)
    assert offered is battle_action


# ------------------------------------------------------------------ Ring of the Void
@pytest.mark.covers("Ring of the Void", "a1:effect")
def test_ring_of_the_void_enters_play_by_limited_action_and_discards_your_hand():
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0, zone="hand")
    a = t.put("Crushing Strength", 0, zone="hand")
    b = t.put("Caught Unawares", 0, zone="hand")
    t.open_action(0)
    t.use(ring, 0)
    st = t.state
    assert st.cards[ring].zone == PLAY
    assert st.cards[a].zone == FATE_DISCARD and st.cards[b].zone == FATE_DISCARD and not st.players[0].hand


@pytest.mark.covers("Ring of the Void", "a1:condition")
def test_ring_of_the_void_is_not_played_with_three_rings_in_play():
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0, zone="hand")
    for title in ("Ring of Air", "Ring of Earth", "Ring of Water"):
        t.put(title, 0)
    t.open_action(0)
    assert not any(o.id == f"c{ring}:0" for o in t.pending.options)


@pytest.mark.covers("Ring of the Void", "a2:effect", "a2:cost", "a3:effect")
def test_ring_of_the_void_draws_then_discards_when_your_hand_is_the_largest():
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0)
    t.put("Crushing Strength", 1, zone="hand")
    t.open_action(0)
    t.use(ring, 1)  # 0 cards -> draw 1; 1 is not more than 1: keep it
    assert len(t.state.players[0].hand) == 1 and t.state.cards[ring].bowed
    assert t.pending is None or t.pending.context != "choose"  # no discard asked
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0, zone="hand")
    keep = t.put("Crushing Strength", 0, zone="hand")
    t.open_action(0)
    t.use(ring, 2)  # from hand: 1 card -> draw -> 2 > 0: discard one
    t.pick("Crushing Strength")
    st = t.state
    assert st.cards[keep].zone == FATE_DISCARD and len(st.players[0].hand) == 1
    assert st.cards[ring].zone == FATE_DISCARD


@pytest.mark.covers("Ring of the Void", "a1:condition")
def test_ring_of_the_void_is_played_with_two_rings_in_play():
    """"Play if you have two or fewer Rings in play": two are few enough."""
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0, zone="hand")
    t.put("Ring of Air", 0)
    t.put("Ring of Earth", 0)
    t.put("Ring of Water", 1)  # another player's Ring does not count
    t.open_action(0)
    t.assert_legal(f"c{ring}:0", context="action", player=0)


@pytest.mark.covers("Ring of the Void", "a1:timing", "a3:timing")
@pytest.mark.parametrize("index", [0, 2])
def test_ring_of_the_void_from_hand_is_limited(index):
    """"Limited": played (or discarded for its Void ability) in your own Action Phase, not in the
    other player's."""
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0, zone="hand")
    t.put("Togashi Taro", 0, bowed=True)
    t.put("Ring of Air", 0, zone="hand")  # an Open action: player 0 is asked in either turn
    t.open_action(0)
    t.assert_legal(f"c{ring}:{index}", context="action", player=0)
    t.open_action(1)
    t.assert_not_legal(f"c{ring}:{index}", context="action", player=0)


@pytest.mark.covers("Ring of the Void", "a2:timing", "a2:limit")
def test_ring_of_the_void_in_play_is_limited_once_per_turn():
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0)
    t.put("Togashi Taro", 0, bowed=True)
    t.put("Ring of Air", 0, zone="hand")
    t.open_action(1)
    t.assert_not_legal(f"c{ring}:1", context="action", player=0)
    t.open_action(0)
    t.use(ring, 1)
    t.state.cards[ring].bowed = False
    t.open_action(0)
    t.assert_not_legal(f"c{ring}:1", context="action", player=0)


def _enter_play(t, uid: int, player: int = 0) -> None:
    """Card ``uid`` (wherever it is) enters play by some effect (the ``enter_play`` action)."""
    t.state.pending = None
    zones.do(t.g, "enter_play", card=uid, player=player, by=player)
    t.g.run()
    assert t.state.cards[uid].zone == PLAY


def _void_table():
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0, zone="hand")
    t.put("Togashi Taro", 0, bowed=True)
    air = t.put("Ring of Air", 0, zone="hand")  # an Open action: player 0 is asked in any case
    for _ in range(3):  # player 0's hand is not the largest: the Void ability discards nothing
        t.put("Crushing Strength", 1, zone="hand")
    return t, ring, air


@pytest.mark.covers("Ring of the Void", "a3:limit")
@pytest.mark.parametrize("discarded_first", [True, False])
def test_ring_of_the_void_discarded_for_its_void_ability_then_in_play_may_not_use_it_again(discarded_first):
    """"discard this Ring from your hand to use its Void ability": a use of the printed Void
    ability, once per turn (Ivory "Using abilities"). The card in the discard pile is face up
    and remembers the use (Ivory "Card Memory Rule"), so the same card put into play the same
    turn may not use its Void ability again; without the discard it may."""
    t, ring, air = _void_table()
    t.open_action(0)
    if discarded_first:
        t.use(ring, 2)
        finish_choices(t)
        assert t.state.cards[ring].zone == FATE_DISCARD
    else:
        zones.to_discard(t.state, ring)
    _enter_play(t, ring)
    t.open_action(0)
    t.assert_legal(f"c{air}:1", context="action", player=0)
    if discarded_first:
        t.assert_not_legal(f"c{ring}:1", context="action", player=0)
    else:
        t.assert_legal(f"c{ring}:1", context="action", player=0)


@pytest.mark.covers("Ring of the Void", "a3:limit")
def test_ring_of_the_void_discarded_and_back_in_hand_may_be_discarded_again():
    """Once per turn, kept per card instance: back in the hand (face down) the Ring forgot its
    used ability (Ivory "Card Memory Rule"), so it may be discarded for it again this turn."""
    t, ring, air = _void_table()
    t.open_action(0)
    t.use(ring, 2)
    finish_choices(t)
    assert t.state.cards[ring].zone == FATE_DISCARD
    t.g.rules.appliers["to_hand"](t.g, {"name": "to_hand", "card": ring})
    t.open_action(0)
    t.assert_legal(f"c{ring}:2", context="action", player=0)


@pytest.mark.covers("Ring of the Void", "a1:limit")
def test_ring_of_the_void_played_and_back_in_hand_may_be_played_again():
    """Once per turn, kept per card instance: the Limited action played from hand puts the Ring
    into play; returned to its owner's hand it forgot the use (Ivory "Card Memory Rule") and may
    be played again this turn."""
    t, ring, air = _void_table()
    t.open_action(0)
    t.use(ring, 0)
    assert t.state.cards[ring].zone == PLAY
    zones.to_discard(t.state, ring)  # discarded, then returned to its owner's hand
    t.g.rules.appliers["to_hand"](t.g, {"name": "to_hand", "card": ring})
    assert t.state.cards[ring].zone == HAND
    t.put("Ring of Air", 0, zone="hand")  # (the first was discarded with the hand)
    t.open_action(0)
    t.assert_legal(f"c{ring}:0", context="action", player=0)


# ------------------------------------------------------------------ Ring of Water
def _water_battle(t, razed: bool, played: bool = True, attacker: str = "Togashi Akagi"):
    ring = t.put("Ring of Water", 0, zone="hand")
    terrain = t.put("Deployed Reinforcements", 0, zone="hand")
    akagi = t.put(attacker, 0)
    taro = t.put("Togashi Taro", 1)
    pid = t.open_battle([akagi], [taro])
    st = t.state
    st.battle = pid
    if played:
        battle_log(st, "enter_play", 0, terrain)  # player 0 played a Terrain this battle
    if razed:
        battle_log(st, "destroy", 0, terrain)  # ... and destroyed a Terrain
    pass_combat(t)  # Akagi (4) beats Taro (3): resolution destroys Taro
    return ring


@pytest.mark.covers("Ring of Water", "ring_trigger")
def test_ring_of_water_enters_play_after_terrain_played_terrain_destroyed_and_resolution_kills():
    t = Table("celestial")
    ring = _water_battle(t, razed=True)
    t.pick("Put Ring of Water into play")
    assert t.state.cards[ring].zone == PLAY


@pytest.mark.covers("Ring of Water", "ring_trigger")
def test_ring_of_water_needs_a_destroyed_terrain():
    t = Table("celestial")
    ring = _water_battle(t, razed=False)
    assert not any("Ring of Water" in lab for lab in t.labels())
    assert t.state.cards[ring].zone != PLAY


@pytest.mark.covers("Ring of Water", "ring_trigger")
def test_ring_of_water_needs_cards_you_destroyed_during_resolution():
    """Togashi Shintaro (0 Force) loses: the resolution destroys only the Attacker's own
    Personality (destroyed by the Defender), none by player 0."""
    t = Table("celestial")
    ring = _water_battle(t, razed=True, attacker="Togashi Shintaro")
    assert not any("Ring of Water" in lab for lab in t.labels())
    assert t.state.cards[ring].zone != PLAY


@pytest.mark.covers("Ring of Water", "ring_trigger")
def test_ring_of_water_needs_a_terrain_you_played():
    t = Table("celestial")
    ring = _water_battle(t, razed=True, played=False)
    assert not any("Ring of Water" in lab for lab in t.labels())
    assert t.state.cards[ring].zone != PLAY


@pytest.mark.covers("Ring of Water", "a2:effect", "a2:cost", "a2:timing", "a3:effect")
def test_ring_of_water_moves_a_personality_to_the_battle_if_he_would_be_opposed_or_home():
    t = Table("celestial")
    ring = t.put("Ring of Water", 0)
    taro = t.put("Togashi Taro", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    pid = t.open_battle([], [kanmu])  # Absent: no units of player 0 at the battlefield
    while t.pending.player != 0:
        t.pass_()
    t.use(ring, 1)
    assert t.state.cards[taro].loc == f"a{pid}" and t.state.cards[ring].bowed
    # the other mode, by discarding a second copy from hand: move him home
    t2 = Table("celestial")
    ring2 = t2.put("Ring of Water", 0, zone="hand")
    taro2 = t2.put("Togashi Taro", 0)
    kanmu2 = t2.put("Togashi Kanmu", 1)
    t2.open_battle([taro2], [kanmu2])
    while t2.pending.player != 0:
        t2.pass_()
    t2.use(ring2, 2)
    assert t2.state.cards[taro2].loc == HOME and t2.state.cards[ring2].zone == FATE_DISCARD
    _ = m


@pytest.mark.covers("Ring of Water", "a1:effect", "a1:cost", "a1:choice:target", "a3:choice:target")
@pytest.mark.parametrize("zone,index", [("play", 0), ("hand", 2)])
def test_ring_of_water_moves_your_personality_home(zone, index):
    """"Move your target Personality home": not the other player's Personality; the Ring bows
    (in play) or is discarded (from hand)."""
    t = Table("celestial", ask_alone=True)
    ring = t.put("Ring of Water", 0, zone=zone)
    taro = t.put("Togashi Taro", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([taro], [kanmu])
    to_player(t, 0)
    t.use(ring, index)
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Togashi Kanmu", context="choose", player=0)
    t.pick("Togashi Taro")
    st = t.state
    assert st.cards[taro].loc == HOME
    assert st.cards[ring].bowed if zone == "play" else st.cards[ring].zone == FATE_DISCARD


@pytest.mark.covers("Ring of Water", "a2:choice:target", "a4:choice:target", "a4:effect")
@pytest.mark.parametrize("zone,index", [("play", 1), ("hand", 3)])
def test_ring_of_water_moves_your_personality_from_elsewhere_to_the_battle(zone, index):
    """"move your target Personality at any location to the current battlefield": your
    Personality at home, not the other player's, not one already there."""
    t = Table("celestial", ask_alone=True)
    ring = t.put("Ring of Water", 0, zone=zone)
    a = t.put("Togashi Akagi", 0)
    taro = t.put("Togashi Taro", 0)
    t.put("Togashi Osawa", 1)
    kanmu = t.put("Togashi Kanmu", 1)
    pid = t.open_battle([a], [kanmu])
    to_player(t, 0)
    t.use(ring, index)
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Togashi Osawa", context="choose", player=0)
    t.assert_not_legal("Togashi Akagi", context="choose", player=0)
    t.pick("Togashi Taro")
    assert t.state.cards[taro].loc == f"a{pid}"


@pytest.mark.covers("Ring of Water", "a2:condition", "a4:condition")
@pytest.mark.parametrize("zone,index", [("play", 1), ("hand", 3)])
def test_ring_of_water_moves_to_the_battle_only_if_he_would_be_opposed(zone, index):
    """"if he would be opposed": no enemy units at the battlefield, so only the move home is
    offered."""
    t = Table("celestial")
    ring = t.put("Ring of Water", 0, zone=zone)
    a = t.put("Togashi Akagi", 0)
    t.put("Togashi Taro", 0)
    t.put("Togashi Kanmu", 1)  # at home
    t.open_battle([a], [])
    to_player(t, 0)
    t.assert_legal(f"c{ring}:{index - 1}", context="combat", player=0)
    t.assert_not_legal(f"c{ring}:{index}", context="combat", player=0)


@pytest.mark.covers("Ring of Water", "a1:timing", "a2:timing", "a3:timing", "a4:timing")
@pytest.mark.parametrize("zone,first", [("play", 0), ("hand", 2)])
def test_ring_of_water_is_a_battle_action(zone, first):
    """"Water Absent Repeatable Battle": not in the Action Phase; in a battle, both modes."""
    t = Table("celestial")
    ring = t.put("Ring of Water", 0, zone=zone)
    t.put("Togashi Taro", 0, bowed=True)
    t.put("Ring of Air", 0, zone="hand")
    t.open_action(0)
    t.assert_not_legal(f"c{ring}:{first}", context="action", player=0)
    t.assert_not_legal(f"c{ring}:{first + 1}", context="action", player=0)
    t = Table("celestial")
    ring = t.put("Ring of Water", 0, zone=zone)
    a = t.put("Togashi Akagi", 0)
    t.put("Togashi Taro", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([a], [kanmu])
    to_player(t, 0)
    t.assert_legal(f"c{ring}:{first}", context="combat", player=0)
    t.assert_legal(f"c{ring}:{first + 1}", context="combat", player=0)
