"""What a CCG bot may not know (issue 11, "Bots"): the hidden groups its determinized copies
deal anew (``l5r.ccg.hidden``, the rule set's ``hidden_groups`` and ``after_determinize``).

The rules: Ivory "Game area knowledge" (a player knows the face-up cards and his own hand
and focus pool, not "the order or identity of face-down cards in decks or Provinces, even
their own", nor "the identity of face-down cards in other players' hands or focusing
areas"); Ivory "Focusing area"; celestial Setup ("You may not normally look at any face-down
cards, even ones in your own provinces") and "DUEL" 1 (a focus pool is "face-down but visible
to its player"); Diamond Setup ("You cannot look at anyone's face-down Dynasty cards, not even
your own"). The redacted view (``l5r.ccg.view``) is the authority: a card whose identity the
view shows (giving the card another identity changes the view) is in no group; every other
card is in one.
"""

from __future__ import annotations

import random

import pytest

from l5r.ccg import index, invariants
from l5r.ccg import model as m
from l5r.ccg.duel import challenge_frame
from l5r.ccg.facts import FACTS
from l5r.ccg.flow import resolve_province_card
from l5r.ccg.hidden import hidden_groups, shown_by_decision
from l5r.ccg.index import _build, defs, forget_game, game_index
from l5r.ccg.setup import new_game
from l5r.ccg.state import FOCUS
from l5r.ccg.testing import Table
from l5r.engine.agents import RandomAgent, act, determinize

EDITIONS = ("ivory", "celestial", "diamond")


def _other_identity(st, uid: int) -> str | None:
    """A card id of the game's of the same type as card ``uid`` but another title."""
    f = FACTS[st.cards[uid].cid]
    return next((c.cid for c in st.cards if not c.created and FACTS[c.cid].type == f.type
                 and FACTS[c.cid].title != f.title), None)


def shown_by_view(g, viewer: int, uid: int, base: dict) -> bool:
    """Does ``viewer``'s view show card ``uid``'s identity: does it change when the card is
    given another identity (its pending decision, asked before, shows the cards it names by
    title: ``hidden.shown_by_decision``)?"""
    st = g.state
    c = st.cards[uid]
    alt = _other_identity(st, uid)
    if alt is None:
        return True  # no other identity to tell it from: not in question
    old = c.cid
    c.cid = alt
    forget_game(st)
    try:
        changed = g.view(viewer) != base
    finally:
        c.cid = old
        forget_game(st)
    return changed or uid in shown_by_decision(st, viewer)


def side(st, uid: int) -> tuple[int, str]:
    """(owner, deck) of a card: the cards of a group come from one deck of one player."""
    return st.cards[uid].owner, FACTS[st.cards[uid].cid].deck


def correspondence(g, viewer: int) -> tuple[list[str], set[str]]:
    """(the cards whose place in the hidden groups disagrees with the view, the zones of the
    hidden cards seen: "<zone>:own" / "<zone>:other")."""
    st = g.state
    groups = hidden_groups(st, viewer)
    grouped = [u for grp in groups for u in grp]
    assert len(grouped) == len(set(grouped)), "a card is in two groups"
    for grp in groups:
        assert grp == sorted(grp) and len({side(st, u) for u in grp}) == 1, f"a mixed group {grp}"
    grouped_set = set(grouped)
    base = g.view(viewer)
    problems, zones = [], set()
    for c in st.cards:
        if c.created:
            continue
        visible = shown_by_view(g, viewer, c.uid, base)
        if visible == (c.uid in grouped_set):
            problems.append(f"{m.title(st, c.uid)} ({c.zone}, {'face up' if c.face_up else 'face down'}, "
                            f"player {c.owner}'s) is {'shown' if visible else 'hidden'} by the view of "
                            f"player {viewer} but {'in' if visible else 'in no'} hidden group")
        if not visible:
            zones.add(f"{c.zone}:{'own' if c.owner == viewer else 'other'}")
    return problems, zones


@pytest.mark.parametrize("ed", EDITIONS)
def test_hidden_groups_are_what_the_view_hides_in_random_games(ed):
    """At points of random games (both players' views), every card the view hides is in a
    hidden group and no card it shows is: the decks, the face-down province cards (also the
    viewer's own), the other player's hand."""
    zones: set[str] = set()
    points = 0
    for seed in range(2):
        g = new_game(["lion", "dragon"], seed=seed, edition=ed, max_turns=100)
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        n = 0
        while not g.over and n < 600:
            if n % 97 == 3:
                for viewer in (0, 1):
                    problems, seen = correspondence(g, viewer)
                    assert not problems, problems[:5]
                    zones |= seen
                    points += 1
            act(g, agents[g.pending.player])
            n += 1
    assert points >= 8
    assert {"fate_deck:own", "fate_deck:other", "dynasty_deck:own", "dynasty_deck:other", "hand:other",
            "province:own", "province:other"} <= zones


def _duel(ed: str, seed: int):
    """A table (hands and provinces as dealt) with a duel between two Personalities."""
    t = Table(ed, keep=True, seed=seed)
    x = t.put("Akodo Kuma", 0)
    y = t.put("Togashi Kanmu", 1)
    t.start(challenge_frame(x, y, on_lose="destroy"))
    if t.pending.context == "challenge":  # Diamond: a challenge may be refused
        t.pick("accept")
    return t


@pytest.mark.parametrize("ed", EDITIONS)
def test_hidden_groups_are_what_the_view_hides_in_duels(ed):
    """Ivory "Focusing area": a player may look at his own focused cards, not at another
    player's face-down ones; celestial "DUEL" 1: a focus pool is face down but visible to its
    player. At every decision of duels (players focusing as long as they may), the groups
    match both players' views, and the other player's face-down focused cards (and focus
    pool) were among the hidden cards."""
    zones: set[str] = set()
    for seed in range(2):
        t = _duel(ed, seed)
        rng = random.Random(seed)
        while t.pending is not None and t.state.duel:
            for viewer in (0, 1):
                problems, seen = correspondence(t.g, viewer)
                assert not problems, problems[:5]
                zones |= seen
            d = t.pending
            focus = [o.id for o in d.options if o.id != "strike"] if d.context == "duel" else []
            t.g.answer(rng.choice(focus) if focus and rng.random() < 0.8 else rng.choice(d.options).id)
    assert "focus:other" in zones
    assert "focus:own" not in zones  # a player knows his own focused cards and focus pool


@pytest.mark.parametrize("ed", EDITIONS)
def test_own_hand_and_face_up_cards_are_known_face_down_province_cards_are_not(ed):
    """Ivory "Game area knowledge": the viewer's hand and every face-up card are in no
    group; the face-down cards of his own provinces are, with his own Dynasty deck; the
    other player's hand is in one group with his Fate deck."""
    g = new_game(["lion", "dragon"], seed=3, edition=ed)
    st = g.state
    me, other = st.players[0], st.players[1]
    groups = hidden_groups(st, 0)
    grouped = {u for grp in groups for u in grp}
    assert not grouped & set(me.hand)
    assert not grouped & {c.uid for c in st.cards if c.face_up}
    own_face_down = [pr.card for pr in me.provinces if pr.card >= 0 and not st.cards[pr.card].face_up]
    assert own_face_down
    assert sorted(me.dynasty_deck + own_face_down) in groups
    assert sorted(other.hand + other.fate_deck) in groups
    assert sorted(me.fate_deck) in groups


def test_a_search_of_the_deck_shows_the_cards_it_offers():
    """Wisdom Gained (each player may take a Ring from his Fate discard pile or Fate deck):
    the Rings the search offers are shown by title while the choice is pending, so they are
    in no group; the rest of the Fate deck is."""
    t = Table("celestial", keep=True)
    ring = t.put("Ring of Water", 0, zone="fate_deck")
    t.state.pending = None
    t.state.stack = []
    uid = t.put("Wisdom Gained", 0, zone="province")
    resolve_province_card(t.g, t.pid(0, 0), uid)
    t.g.run()
    st = t.state
    assert t.pending.player == 0 and str(ring) in [o.id for o in t.pending.options]
    shown = shown_by_decision(st, 0)
    assert ring in shown and shown <= {int(o.id) for o in t.pending.options if o.id.isdigit()}
    grouped = {u for grp in hidden_groups(st, 0) for u in grp}
    assert not shown & grouped and set(st.players[0].fate_deck) - shown <= grouped
    assert ring in {u for grp in hidden_groups(st, 1) for u in grp}  # the other player does not see it
    problems, _ = correspondence(t.g, 0)
    assert not problems, problems[:5]


# ------------------------------------------------------------------ determinized copies
@pytest.mark.parametrize("ed", EDITIONS)
def test_determinized_copies_play_on_to_the_end_with_their_own_card_facts(ed):
    """A determinized copy forgets the card index it shared with the game
    (``index.forget_game``): in checking mode every read of the index is compared with a
    fresh build from the copy's cards, so a copy that kept the original's index fails here
    (its first decisions are played in checking mode). Copies of mid-game positions play on
    to the end with the invariants holding; the game itself is unchanged; a copy records no
    way back to the deal (its ``setup`` is empty)."""
    for seed in range(2):
        g = new_game(["lion", "dragon"], seed=seed, edition=ed, max_turns=60)
        agents = [RandomAgent(seed), RandomAgent(seed + 7)]
        for _ in range(120 + 40 * seed):
            act(g, agents[g.pending.player])
        before = g.to_data()
        bots = [RandomAgent(seed + 1), RandomAgent(seed + 2)]
        was = index.set_checking(True)
        try:
            copy = determinize(g, g.pending.player, random.Random(seed))
            assert g.to_data() == before
            assert copy.state.setup == {} and g.state.setup
            moved = [c.uid for c in copy.state.cards if c.cid != g.state.cards[c.uid].cid]
            assert any(FACTS[copy.state.cards[u].cid].type != FACTS[g.state.cards[u].cid].type for u in moved), \
                "no hidden card was dealt a card of another type"
            types = game_index(copy.state).types
            assert all(types[u] == FACTS[copy.state.cards[u].cid].type for u in moved)
            assert game_index(copy.state) == _build(defs(copy.state), copy.state.cards)
            for _ in range(25):
                if not copy.over:
                    act(copy, bots[copy.pending.player])
        finally:
            index.set_checking(was)
        while not copy.over:
            act(copy, bots[copy.pending.player])
            invariants.check(copy)
        assert g.to_data() == before


def test_a_copy_without_forgetting_its_index_is_caught_in_checking_mode():
    """The check above can fail: a copy whose cards changed identity but kept the index it
    shared with the original answers from stale facts, which checking mode reports."""
    g = new_game(["lion", "dragon"], seed=1, edition="ivory")
    game_index(g.state)
    copy = g.clone()
    st = copy.state
    hand = st.players[1].hand
    deck = st.players[1].fate_deck
    a = next(u for u in hand)
    b = next(u for u in deck if FACTS[st.cards[u].cid].type != FACTS[st.cards[a].cid].type)
    st.cards[a].cid, st.cards[b].cid = st.cards[b].cid, st.cards[a].cid
    was = index.set_checking(True)
    try:
        with pytest.raises(index.StaleCache):
            game_index(st)
        forget_game(st)
        assert game_index(st).types[a] == FACTS[st.cards[a].cid].type
    finally:
        index.set_checking(was)


def test_focused_cards_of_the_other_player_are_dealt_with_his_hand():
    """Ivory "Focusing area": another player's face-down focused card came from his hand or
    the top of his Fate deck: it is in the group of his hand and Fate deck, and a copy deals
    it anew from them; the focusing player's own focused card is known to him."""
    t = _duel("ivory", 0)
    st = t.state
    assert t.pending.player == 1  # the challenged player focuses first
    t.pick("deck")  # the top of his Fate deck, face down
    focused = next(u for u in st.duel["focused"]["1"] if st.cards[u].zone == FOCUS)
    group = next(grp for grp in hidden_groups(st, 0) if focused in grp)
    assert set(st.players[1].hand) <= set(group) and set(st.players[1].fate_deck) <= set(group)
    assert focused not in {u for grp in hidden_groups(st, 1) for u in grp}
