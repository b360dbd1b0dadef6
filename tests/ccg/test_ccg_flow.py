"""The turn sequence per edition (Ivory "The Turn Sequence", "Action Phase", "Cycle",
"Dynasty Discard", "Drawing and discarding Fate cards"; celestial "The Turn Sequence",
"1. Straighten Phase", "2. Events Phase", "Discard Face-Up Cards", "6. End Phase";
Diamond "Sequence of Play in Detail")."""

import pytest

from l5r.ccg import model as m
from l5r.ccg.rules import RULES
from l5r.ccg.state import DYNASTY_DECK, DYNASTY_DISCARD, HAND, PLAY, PROVINCE
from l5r.ccg.testing import Table

EDITIONS = ("ivory", "celestial", "diamond")


def finish_turn(t, limit=200):
    """Answer every decision of the current turn with its most passive option
    (pass, do not attack, end the phase, keep units home) until the next turn starts."""
    st = t.state
    turn = st.turn
    for _ in range(limit):
        d = t.pending
        if d is None or st.turn != turn:
            return
        ids = [o.id for o in d.options]
        for choice in ("pass", "none", "done"):
            if choice in ids:
                t.g.answer(choice)
                break
        else:
            if d.kind == "choose_many":
                t.g.answer(ids[:d.min])
            else:
                t.g.answer(ids[0])
    raise AssertionError("turn did not end")


def start_turn(t, player=0):
    """Start ``player``'s turn (the game's first turn) and run to its first decision."""
    t.state.active = player
    t.state.turn = 0
    for p in t.state.players:
        p.turns = 0
    t.start({"step": "ccg.game"})


@pytest.mark.parametrize("ed,expected", [
    ("ivory", ["action", "attack", "dynasty"]),
    ("celestial", ["straighten", "events", "action", "attack", "dynasty", "end"]),
    ("diamond", ["straighten", "events", "action", "attack", "dynasty", "end"]),
])
def test_turn_runs_the_editions_phases_in_order(monkeypatch, ed, expected):
    """Ivory "The Turn Sequence": Action, Attack (optional), Dynasty; celestial "The Turn
    Sequence" and Diamond "Sequence of Play in Detail": Straighten, Events, Action, Attack,
    Dynasty, End."""
    t = Table(ed)
    seen = []
    for ph in set(expected):
        orig = RULES.steps[f"ccg.{ph}"]

        def wrapped(g, f, orig=orig, ph=ph):
            if not f.get("_seen") and g.state.turn == 1:
                f["_seen"] = True
                seen.append(ph)
            orig(g, f)

        monkeypatch.setitem(RULES.steps, f"ccg.{ph}", wrapped)
    start_turn(t)
    finish_turn(t)
    assert seen == expected
    assert t.state.turn == 2 and t.state.active == 1


@pytest.mark.parametrize("ed", EDITIONS)
def test_end_of_turn_draws_one_fate_card(ed):
    """Ivory "Drawing and discarding Fate cards" (end of the Dynasty Phase); celestial and
    Diamond "6. End Phase": the active player draws a Fate card."""
    t = Table(ed)
    start_turn(t)
    before = len(t.state.players[0].hand)
    other = len(t.state.players[1].hand)
    finish_turn(t)
    assert len(t.state.players[0].hand) == before + 1
    assert len(t.state.players[1].hand) == other


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_straighten_phase_straightens_only_the_active_players_cards(ed):
    """celestial "1. Straighten Phase" / Diamond "1. STRAIGHTEN PHASE": you straighten all your
    bowed cards, including your Stronghold; the other player's stay bowed."""
    t = Table(ed)
    mine = t.put("Togashi Taro", 0, bowed=True)
    theirs = t.put("Matsu Mikura", 1, bowed=True)
    sh = t.state.players[0].stronghold
    t.state.cards[sh].bowed = True
    start_turn(t)
    st = t.state
    assert not st.cards[mine].bowed and not st.cards[sh].bowed
    assert st.cards[theirs].bowed


def test_ivory_action_phase_starts_by_straightening_then_revealing():
    """Ivory "Action Phase": at its start the active player straightens his or her bowed cards,
    then turns all face-down province cards face up; the opponent's stay face down."""
    t = Table("ivory")
    mine = t.put("Togashi Taro", 0, bowed=True)
    theirs = t.put("Matsu Mikura", 1, bowed=True)
    for i in range(4):
        t.put("Togashi Akagi", 0, "province", province=i, face_up=False)
    opp = t.put("Togashi Akagi", 1, "province", province=0, face_up=False)
    start_turn(t)
    st = t.state
    assert st.phase == "action"
    assert not st.cards[mine].bowed and st.cards[theirs].bowed
    assert all(st.cards[pr.card].face_up for pr in st.players[0].provinces)
    assert not st.cards[opp].face_up


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_events_phase_reveals_provinces_left_to_right(ed):
    """celestial "2. Events Phase" / Diamond "2. EVENTS PHASE": each province's card is turned
    face up, leftmost first; Personalities and Holdings stay in their provinces."""
    t = Table(ed)
    cards = [t.put("Togashi Akagi" if i % 2 else "Diamond Mine", 0, "province", province=i, face_up=False)
             for i in range(4)]
    start_turn(t)
    st = t.state
    for i, uid in enumerate(cards):
        assert st.cards[uid].face_up and st.cards[uid].zone == PROVINCE
        assert st.players[0].provinces[i].card == uid


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_events_phase_event_resolves_is_discarded_and_province_refilled_face_down(ed):
    """celestial "2. Events Phase": a revealed Event resolves, then is discarded (it did not
    put itself into play) and the province is refilled face down; Diamond: replaced by the
    Dynasty deck's top card, face down."""
    t = Table(ed)
    ev = t.put("I Am Ready", 0, "province", province=0, face_up=False)
    top = t.put("Togashi Akagi", 0, "dynasty_deck")  # the deck's top card
    start_turn(t)
    st = t.state
    assert st.cards[ev].zone == DYNASTY_DISCARD
    prov = st.players[0].provinces[0]
    assert prov.card == top and st.cards[top].zone == PROVINCE and not st.cards[top].face_up
    assert "I Am Ready" in st.resolved_events


def test_diamond_event_resolves_only_if_no_copy_resolved_this_game():
    """Diamond "2. EVENTS PHASE": an Event resolves only if a copy has not resolved previously
    this game; either way it is discarded and replaced face down."""
    t = Table("diamond")
    t.state.resolved_events.append("I Am Ready")
    ev = t.put("I Am Ready", 0, "province", province=0, face_up=False)
    start_turn(t)
    st = t.state
    assert st.resolved_events.count("I Am Ready") == 1
    assert st.cards[ev].zone == DYNASTY_DISCARD
    assert st.players[0].provinces[0].card >= 0


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_events_phase_region_attaches_to_its_province_and_it_refills(ed):
    """celestial "2. Events Phase": a Region enters play attached to the province it was
    revealed in, and the province is refilled; Diamond: a legal Region with no costs must be
    brought into play."""
    t = Table(ed)
    reg = t.put("Mountain Storehouse", 0, "province", province=1, face_up=False)
    start_turn(t)
    st = t.state
    prov = st.players[0].provinces[1]
    assert st.cards[reg].zone == PLAY and prov.region == reg
    assert prov.card >= 0 and prov.card != reg


def test_celestial_celestial_card_enters_play_when_revealed_replacing_your_other_celestial():
    """celestial "2. Events Phase": a revealed Celestial enters play, after your other
    Celestials in play are discarded."""
    t = Table("celestial")
    old = t.put("Togashi's Guidance", 0)
    new = t.put("Akodo's Guidance", 0, "province", province=2, face_up=False)
    start_turn(t)
    st = t.state
    assert st.cards[new].zone == PLAY and st.cards[new].controller == 0
    assert st.cards[old].zone == DYNASTY_DISCARD


def test_celestial_events_phase_each_province_once_its_refill_stays_face_down():
    """celestial "2. Events Phase": each province is dealt with once, leftmost first ("After
    dealing with your leftmost province, do the same for each of your other provinces"): the
    card refilling a province after its Celestial entered play stays face down, and an Event
    refilled there does not resolve; the next province is still dealt with."""
    t = Table("celestial")
    cel = t.put("Akodo's Guidance", 0, "province", province=0, face_up=False)
    nxt = t.put("I Am Ready", 0, "province", province=1, face_up=False)
    refilled = t.put("I Am Ready", 0, "dynasty_deck")  # the deck's top card refills province 0
    start_turn(t)
    st = t.state
    assert st.cards[cel].zone == PLAY
    prov0 = st.players[0].provinces[0]
    assert prov0.card == refilled and not st.cards[refilled].face_up
    assert st.cards[refilled].zone == PROVINCE
    assert st.cards[nxt].zone == DYNASTY_DISCARD  # province 1's Event resolved and was discarded
    assert st.resolved_events.count("I Am Ready") == 1


def test_ivory_cycle_on_the_first_turn_only():
    """Ivory "Cycle": Limited, on your first turn: put chosen face-up province cards on the
    bottom of your deck, refill, and turn the provinces' cards face up."""
    t = Table("ivory")
    cyc = t.put("Togashi Akagi", 0, "province", province=0, face_up=False)
    keep = [t.put("Diamond Mine", 0, "province", province=i, face_up=False) for i in (1, 2, 3)]
    top = t.put("Togashi Taro", 0, "dynasty_deck")
    start_turn(t)
    assert "r:cycle" in [o.id for o in t.pending.options]
    t.pick("r:cycle")
    t.pick("Togashi Akagi")
    st = t.state
    p = st.players[0]
    assert p.dynasty_deck[0] == cyc and st.cards[cyc].zone == DYNASTY_DECK
    assert p.provinces[0].card == top and st.cards[top].face_up
    assert [pr.card for pr in p.provinces[1:]] == keep
    # the next turn of the same player is not the first: no Cycle
    finish_turn(t)
    finish_turn(t)
    assert st.active == 0 and st.players[0].turns == 2
    assert "r:cycle" not in [o.id for o in (t.pending.options if t.pending else [])]


def test_ivory_dynasty_discard_is_repeatable_and_recruiting_may_follow():
    """Ivory "Dynasty Discard": Repeatable Dynasty, at any point of the phase; the province is
    refilled face down and the player may still Recruit afterwards."""
    t = Table("ivory")
    a = t.put("Togashi Akagi", 0, "province", province=0)
    b = t.put("Togashi Taro", 0, "province", province=1)
    top = t.put("Diamond Mine", 0, "dynasty_deck")
    t.put("Diamond Mine", 0)  # enough Gold for Togashi Taro (5, +2 for another Clan)
    t.open_dynasty(0)
    t.pick(f"x{a}")
    st = t.state
    assert st.cards[a].zone == DYNASTY_DISCARD
    assert st.players[0].provinces[0].card == top and not st.cards[top].face_up
    assert f"r{b}" in [o.id for o in t.pending.options]  # Togashi Taro may still be recruited


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_dynasty_discard_comes_after_bringing_cards_into_play(ed):
    """celestial "Discard Face-Up Cards": once you are done bringing cards into play you may
    discard face-up cards one by one, refilling face down each time."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0, "province", province=0)
    b = t.put("Togashi Taro", 0, "province", province=1)
    top = t.put("Diamond Mine", 0, "dynasty_deck")
    t.open_dynasty(0)
    t.pick(f"x{a}")
    st = t.state
    assert st.cards[a].zone == DYNASTY_DISCARD
    assert st.players[0].provinces[0].card == top and not st.cards[top].face_up
    ids = [o.id for o in t.pending.options]
    assert not any(i.startswith("r") for i in ids)  # no more recruiting
    assert f"x{b}" in ids


@pytest.mark.parametrize("ed", EDITIONS)
def test_hand_size_discard_down_to_eight_after_the_draw(ed):
    """Ivory "Maximum hand size" (8) and "Drawing and discarding Fate cards"; celestial and
    Diamond "6. End Phase": draw, then discard down to eight."""
    t = Table(ed)
    for _ in range(8):
        t.put("Palm Strike", 0, "hand")
    t.put("Palm Strike", 0, "fate_deck")
    start_turn(t)
    finish_turn(t)  # the hand-size choice is answered with the first eight cards... see below
    assert len(t.state.players[0].hand) == 8
    assert len(t.state.players[0].fate_discard) == 1


@pytest.mark.parametrize("ed", EDITIONS)
def test_hand_size_asks_for_exactly_the_excess(ed):
    t = Table(ed)
    for _ in range(9):
        t.put("Palm Strike", 0, "hand")
    t.put("Palm Strike", 0, "fate_deck")
    t.state.active = 0
    t.start({"step": "ccg.end"})
    d = t.pending
    assert d.context == "hand_size" and d.min == d.max == 2 and d.player == 0
    t.g.answer([o.id for o in d.options[:2]])
    assert len(t.state.players[0].hand) == 8


@pytest.mark.skipif("togashis-guidance" not in RULES.defs.cards, reason="Togashi's Guidance not implemented yet")
def test_celestial_togashis_guidance_dragon_players_have_no_maximum_hand_size():
    """Togashi's Guidance (card text): Dragon Clan players have no maximum hand size; a Lion
    player still discards to eight."""
    t = Table("celestial")
    t.put("Togashi's Guidance", 1)
    for p in (0, 1):
        for _ in range(9):
            t.put("Palm Strike", p, "hand")
        t.put("Palm Strike", p, "fate_deck")
    t.state.active = 1
    t.start({"step": "ccg.end"})
    assert t.pending is None and len(t.state.players[1].hand) == 10
    t.state.active = 0
    t.start({"step": "ccg.end"})
    assert t.pending is not None and t.pending.context == "hand_size"


def test_equip_is_offered_only_with_an_attachment_that_fits_even_after_created_cards():
    """Equip (Ivory "Equip"; celestial "Equip"): the action may be announced only if an
    attachment in hand can attach to one of your Personalities. (Regression: the host check ran
    before the card was chosen and read an unrelated card's facts.)"""
    from l5r.engine.windows import events_frame

    t = Table("celestial")
    host = t.put("Togashi Taro", 0)
    t.start(events_frame([{"name": "create", "host": host,
                           "created": {"type": "follower", "force": 1, "chi": 0, "title": "Cat"}}]))
    assert t.state.cards[-1].created  # the newest card is a created one
    t.open_action(0)
    ids = [o.id for o in t.pending.options] if t.pending else []
    assert "r:equip" not in ids  # nothing in hand to attach
    t.put("Scout Armor", 0, "hand")  # 2 Gold; the Stronghold makes 4
    t.open_action(0)
    assert "r:equip" in [o.id for o in t.pending.options]
