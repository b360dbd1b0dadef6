"""Moving cards between zones, and queueing game actions.

The moves here change the state directly, with no event of their own: taking a card out of
wherever it is (:func:`leave_zone`), putting it in its owner's discard pile
(:func:`to_discard`), refilling provinces from the Dynasty deck (:func:`refill`) and
revealing province cards (:func:`reveal`). Game actions that cards may respond to are
queued as event frames by name (:func:`do`, :func:`do_all`); their appliers are in
``actions.py`` (and ``duel.py``, ``fear.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.windows import events_frame
from . import model as m
from .index import cards_in_play, set_zone
from .state import DYNASTY_DISCARD, FATE_DISCARD, FOCUS, HAND, PLAY, PROVINCE, REMOVED, RESOLUTION, CCGState

if TYPE_CHECKING:
    from ..engine.game import Game


def do(g: Game, name: str, **ev: Any) -> None:
    """Push one game action as its own event frame (it runs next)."""
    ev["name"] = name
    g.push(events_frame([ev]))


def do_all(g: Game, events: list[dict]) -> None:
    """Push game actions to resolve one after another, first first."""
    g.push_all([events_frame([e]) for e in events])


def leave_zone(st: CCGState, uid: int) -> None:
    """Take card ``uid`` out of wherever it is (lists, provinces, its host)."""
    c = st.cards[uid]
    p = st.players[c.owner]
    if c.zone == PROVINCE:
        for prov in st.players[c.controller].provinces:
            if prov.card == uid:
                prov.card = -1
            if prov.region == uid:
                prov.region = -1
    elif c.zone in (HAND, DYNASTY_DISCARD, FATE_DISCARD, REMOVED, "dynasty_deck", "fate_deck"):
        lst = getattr(st.players[c.controller if c.zone == HAND else c.owner], c.zone)
        if uid in lst:
            lst.remove(uid)
    elif c.zone == PLAY:
        if c.attached_to >= 0:
            h = st.cards[c.attached_to]
            if uid in h.attachments:
                h.attachments.remove(uid)
        for prov in p.provinces:
            if prov.region == uid:
                prov.region = -1
        prov = m.province_by_id(st, c.province) if c.province >= 0 else None
        if prov is not None and uid in prov.fortifications:
            prov.fortifications.remove(uid)
    c.attached_to = -1
    c.loc = ""
    c.bowed = False
    c.tokens = []
    c.instance += 1


def forget_used(st: CCGState, uid: int) -> None:
    """Ivory "Card Memory Rule" (the other editions are silent): a card both out of play and
    face-down (back in a hand or a deck) forgets whether its abilities have been used, so a
    Strategy played and returned to its owner's hand may be played again the same turn."""
    own = (f"c{uid}:", f"h{uid}:")
    st.used = [k for k in st.used if not k.removeprefix("again:").startswith(own)]


def to_discard(st: CCGState, uid: int, dead: bool = False) -> None:
    """Put ``uid`` in its owner's discard pile (created cards leave the game)."""
    c = st.cards[uid]
    was_in_play = c.zone == PLAY
    if c.zone in (HAND, FOCUS, RESOLUTION) and not c.created and m.FACTS[c.cid].type == "ring":
        record_ring_discard(st, uid)
    leave_zone(st, uid)
    c.controller = c.owner
    if c.created:
        set_zone(st, c, REMOVED)
        return
    if was_in_play and "removed_after_play" in m.card_flags(st, c.cid):
        set_zone(st, c, REMOVED)  # "after this card leaves play, remove it from the game" (Gumbai-Uchiwa)
        st.players[c.owner].removed.append(uid)
        return
    f = m.FACTS[c.cid]
    zone = FATE_DISCARD if f.deck == "fate" else DYNASTY_DISCARD
    set_zone(st, c, zone)
    c.face_up = True
    c.dead = dead
    if not dead:
        c.dishonored = False
    getattr(st.players[c.owner], zone).append(uid)
    for u in c.under:  # overlaid cards leave the game (celestial "EXPERIENCED")
        set_zone(st, st.cards[u], REMOVED)
        st.players[c.owner].removed.append(u)
    c.under = []


def record_ring_discard(st: CCGState, uid: int) -> None:
    """A Ring goes to the discard pile from a hand, a duel's focused cards, or the resolution
    area (used from hand): record it in every action being resolved (``ctx["rings_discarded"]``),
    so "after an action ends during which Rings entered the discard pile" can be checked (the
    action frame then raises a ``rings_discarded`` event, ``resolution.step_ability``)."""
    for fr in st.stack:
        if fr.get("step") == "ccg.ability":
            lst = fr["ctx"].setdefault("rings_discarded", [])
            if uid not in lst:
                lst.append(uid)


def refill(g: Game, player: int, face_up: bool = False) -> None:
    """Refill every empty province of ``player`` from the Dynasty deck top, left to right."""
    st = g.state
    p = st.players[player]
    for prov in p.provinces:
        if prov.card < 0 and p.dynasty_deck:
            uid = p.dynasty_deck.pop()
            c = st.cards[uid]
            set_zone(st, c, PROVINCE)
            c.province = prov.pid
            c.face_up = face_up
            prov.card = uid
            c.instance += 1
            if face_up:
                on_reveal(g, uid)


def on_reveal(g: Game, uid: int) -> None:
    """A Celestial enters play whenever revealed (celestial "2. Events Phase")."""
    st = g.state
    if m.ctype(st, uid) == "celestial":
        c = st.cards[uid]
        for u in cards_in_play(st):
            o = st.cards[u]
            if o.zone == PLAY and o.controller == c.controller and m.ctype(st, u) == "celestial":  # (still in play)
                to_discard(st, u)
        do(g, "enter_play", card=uid, player=c.controller)


def reveal(g: Game, uid: int) -> None:
    """Turn a province card face up (a Celestial then enters play)."""
    c = g.state.cards[uid]
    if not c.face_up:
        c.face_up = True
        on_reveal(g, uid)


def battle_log(st: CCGState, what: str, by: int | None, uid: int, resolution: bool = False) -> None:
    """Record, during a battle, what happened and by whom (``st.attack["log"]``: entries
    ``{"battle", "what", "by", "card", "type", "keywords", "resolution"}``), for conditions
    such as Ring of Water's "a battle in which you played a Terrain, destroyed a Terrain ..."."""
    if st.battle < 0 or not st.attack:
        return
    entry = {"battle": st.battles, "what": what, "by": by, "card": uid, "resolution": resolution,
             "type": m.ctype(st, uid) if uid >= 0 else "province",
             "keywords": list(m.keywords(st, uid)) if uid >= 0 else []}
    st.attack.setdefault("log", []).append(entry)
