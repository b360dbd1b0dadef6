"""Battle of Kyuden Tonbo Rings: conditions for entering play (Ivory "Ring": played from hand
right after the condition is fulfilled), their abilities in play, and the discard-from-hand
use of each ability without cost (Ivory "Ring": resolution area, then discarded)."""

from l5r.ccg import model as m
from l5r.ccg.state import FATE_DISCARD, HOME, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.zones import battle_log


def pass_combat(t):
    while t.pending is not None and t.pending.context == "combat":
        t.pass_()


def finish_choices(t):
    while t.pending is not None and t.pending.context == "choose":
        t.pick(t.pending.options[0].id)


# ------------------------------------------------------------------ Ring of Air
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


# ------------------------------------------------------------------ Ring of Earth
def test_ring_of_earth_enters_play_after_a_battle_at_your_surviving_province():
    t = Table("celestial")
    ring = t.put("Ring of Earth", 1, zone="hand")
    shin = t.put("Togashi Shintaro", 0)  # 0 Force attacker
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([shin], [kanmu])
    pass_combat(t)
    t.pick("Put Ring of Earth into play")
    assert t.state.cards[ring].zone == PLAY and t.state.cards[ring].controller == 1


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


# ------------------------------------------------------------------ Ring of the Void
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


def test_ring_of_the_void_is_not_played_with_three_rings_in_play():
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0, zone="hand")
    for title in ("Ring of Air", "Ring of Earth", "Ring of Water"):
        t.put(title, 0)
    t.open_action(0)
    assert not any(o.id == f"c{ring}:0" for o in t.pending.options)


def test_ring_of_the_void_draws_then_discards_when_your_hand_is_the_largest():
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0)
    t.put("Crushing Strength", 1, zone="hand")
    t.open_action(0)
    t.use(ring, 1)  # 0 cards -> draw 1; 1 is not more than 1: keep it
    assert len(t.state.players[0].hand) == 1 and t.state.cards[ring].bowed
    t = Table("celestial")
    ring = t.put("Ring of the Void", 0, zone="hand")
    keep = t.put("Crushing Strength", 0, zone="hand")
    t.open_action(0)
    t.use(ring, 2)  # from hand: 1 card -> draw -> 2 > 0: discard one
    t.pick("Crushing Strength")
    st = t.state
    assert st.cards[keep].zone == FATE_DISCARD and len(st.players[0].hand) == 1
    assert st.cards[ring].zone == FATE_DISCARD


# ------------------------------------------------------------------ Ring of Water
def _water_battle(t, razed: bool):
    ring = t.put("Ring of Water", 0, zone="hand")
    terrain = t.put("Deployed Reinforcements", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    taro = t.put("Togashi Taro", 1)
    pid = t.open_battle([akagi], [taro])
    st = t.state
    st.battle = pid
    battle_log(st, "enter_play", 0, terrain)  # player 0 played a Terrain this battle
    if razed:
        battle_log(st, "destroy", 0, terrain)  # ... and destroyed a Terrain
    pass_combat(t)  # Akagi (4) beats Taro (3): resolution destroys Taro
    return ring


def test_ring_of_water_enters_play_after_terrain_played_terrain_destroyed_and_resolution_kills():
    t = Table("celestial")
    ring = _water_battle(t, razed=True)
    t.pick("Put Ring of Water into play")
    assert t.state.cards[ring].zone == PLAY


def test_ring_of_water_needs_a_destroyed_terrain():
    t = Table("celestial")
    ring = _water_battle(t, razed=False)
    assert not any("Ring of Water" in lab for lab in t.labels())
    assert t.state.cards[ring].zone != PLAY


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
