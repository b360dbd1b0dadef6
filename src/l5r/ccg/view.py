"""What one player may see of a CCG game (hidden information redacted).

Ivory "Game area knowledge": every player knows the face-up cards (in play, in discard
piles, in the resolution area, removed from the game), the game state of every card, and
each player's Family Honor and number of cards in hand; his own hand and focus pool too.
He does not know the face-down cards of decks and provinces (even his own), nor another's
hand or face-down focused cards: those are only counted (or shown as "face down"). Cards
overlaid by an Experienced Personality stay under it, known (celestial "EXPERIENCED": the
stack is one card, with the abilities of the cards under it).
"""

from __future__ import annotations

from . import gold
from . import model as m
from .state import DYNASTY_DISCARD, FATE_DISCARD, FOCUS, HAND, PLAY, PROVINCE, REMOVED, RESOLUTION


def _card(st, uid: int) -> dict:
    c = st.cards[uid]
    out = {"uid": uid, "title": m.title(st, uid), "type": m.ctype(st, uid), "bowed": c.bowed}
    t = out["type"]
    if t in ("personality", "follower"):
        out["force"] = m.force(st, uid)
    if t == "personality":
        out.update(chi=m.chi(st, uid), ph=m.ph(st, uid), dishonored=c.dishonored, loc=c.loc,
                   attachments=[_card(st, a) for a in c.attachments])
    if c.under:
        out["under"] = [m.title(st, u) for u in c.under]
    if c.tokens:
        out["tokens"] = list(c.tokens)
    return out


def _focus_area(st, p: int, mine: bool) -> dict:
    """Player ``p``'s focused cards and celestial focus pool (Ivory "Focusing area": a player may
    look at his own focused cards but not at another's face-down ones; "Game area knowledge":
    face-up cards and one's own focus pool are known; celestial "DUEL" 1: the pool is face down but
    visible to its player). Hidden cards are only counted."""
    d = st.duel
    focused = [u for u in d.get("focused", {}).get(str(p), []) if st.cards[u].zone == FOCUS]
    pool = [u for u in d.get("pool", {}).get(str(p), []) if st.cards[u].zone == FOCUS]
    shown = [u for u in focused if mine or st.cards[u].face_up]
    return {"focused": [{"uid": u, "title": m.title(st, u), "focus": m.stat(st, u, "focus"),
                         "face_up": st.cards[u].face_up} for u in shown],
            "focused_hidden": len(focused) - len(shown),
            "focus_pool": [m.title(st, u) for u in pool] if mine else len(pool)}


def _duel(st) -> dict | None:
    d = st.duel
    if not d:
        return None
    return {"challenger": d["challenger"], "challenged": d["challenged"], "stat": d.get("stat", "chi"),
            "titles": [m.title(st, d["challenger"]), m.title(st, d["challenged"])]}


def _hand_card(st, uid: int) -> dict:
    """A card in the viewer's own hand, with what a player needs to decide on playing it."""
    return {"uid": uid, "title": m.title(st, uid), "type": m.ctype(st, uid),
            "gold_cost": m.gold_cost(st, uid), "focus": m.stat(st, uid, "focus")}


def _battlefields(st) -> list[dict]:
    """The battlefields of the current Attack Phase: each province with units on a side,
    both armies (Personality uids) and their Force as resolution would count it (Ivory
    "Army Force"), and the province's strength."""
    if not st.attack:
        return []
    out = []
    for p in st.players:
        for i, pr in enumerate(p.provinces):
            a, d = m.army(st, f"a{pr.pid}"), m.army(st, f"d{pr.pid}")
            if not a and not d and pr.pid != st.battle:
                continue
            out.append({"pid": pr.pid, "owner": p.index, "province": i + 1, "current": pr.pid == st.battle,
                        "attackers": a, "defenders": d, "attacking_force": m.army_force(st, f"a{pr.pid}"),
                        "defending_force": m.army_force(st, f"d{pr.pid}"),
                        "strength": m.province_strength(st, pr.pid)})
    return out


def _province_card(st, uid: int) -> dict:
    """A face-up card in a province, with what a player needs to decide on recruiting it:
    its type and Gold cost, and a Personality's Force, Chi and Personal Honor (a
    Follower's Force)."""
    t = m.ctype(st, uid)
    out = {"uid": uid, "title": m.title(st, uid), "type": t, "gold_cost": m.gold_cost(st, uid)}
    if t in ("personality", "follower"):
        out["force"] = m.force(st, uid)
    if t == "personality":
        out.update(chi=m.chi(st, uid), ph=m.ph(st, uid))
    return out


def view(g, viewer: int | None) -> dict:
    """What ``viewer`` may see (None: a spectator, who sees only what is public). The pending
    decision's prompt and options only to its decider (they may name cards in its hand); the
    others see who decides and what about."""
    st = g.state
    players = []
    for p in st.players:
        mine = viewer == p.index
        players.append({
            "name": p.name, "clan": p.clan, "honor": p.honor, "lost": p.lost,
            "hand": [m.title(st, u) for u in p.hand] if mine else len(p.hand),
            **({"hand_cards": [_hand_card(st, u) for u in p.hand]} if mine else {}),
            "gold": gold.available(st, p.index),
            "fate_deck": len(p.fate_deck), "dynasty_deck": len(p.dynasty_deck),
            "provinces": [{"pid": pr.pid, "strength": m.province_strength(st, pr.pid),
                           "card": (m.title(st, pr.card) if pr.card >= 0 and st.cards[pr.card].face_up
                                    else ("face down" if pr.card >= 0 else None)),
                           **({"card_info": _province_card(st, pr.card)}
                              if pr.card >= 0 and st.cards[pr.card].face_up else {}),
                           "region": m.title(st, pr.region) if pr.region >= 0 else None,
                           "fortifications": [_card(st, f) for f in pr.fortifications]}
                          for pr in p.provinces],
            "in_play": [_card(st, c.uid) for c in st.cards if c.zone == PLAY and c.controller == p.index
                        and c.attached_to < 0],
            "fate_discard": [m.title(st, u) for u in p.fate_discard],
            "dynasty_discard": [m.title(st, u) for u in p.dynasty_discard],
            "resolution": [{"uid": c.uid, "title": m.title(st, c.uid)} for c in st.cards
                           if c.zone == RESOLUTION and c.controller == p.index],
            "removed": [m.title(st, c.uid) for c in st.cards if c.zone == REMOVED and c.owner == p.index],
            **_focus_area(st, p.index, mine),
        })
    d = st.pending
    return {"edition": st.edition, "turn": st.turn, "active": st.active, "phase": st.phase,
            "favor": st.favor, "battle": st.battle, "battlefields": _battlefields(st), "duel": _duel(st), "winner": st.winner, "victory": st.victory,
            "players": players,
            "decision": (None if d is None else d.to_view() if d.player == viewer
                         else {"player": d.player, "kind": d.kind, "context": d.context})}


#: the zones whose cards every player sees ("under": the cards an Experienced card overlaid)
_OPEN_ZONES = frozenset((PLAY, DYNASTY_DISCARD, FATE_DISCARD, REMOVED, RESOLUTION, "under"))


def known(g, player: int) -> frozenset:
    """What ``player`` knows of the hidden information (the rule set's
    :meth:`~l5r.engine.game.RuleSet.known`), by the rules of :func:`view`: ``("card", uid,
    card id)`` for every card it sees -- its own hand, face-up province cards, its own focused
    cards and focus pool and the face-up focused cards of others, and every card in play, in a
    discard pile, removed from the game, being played, or overlaid by an Experienced card
    (Ivory "Game area knowledge")."""
    facts = set()
    for c in g.state.cards:
        z = c.zone
        if (z in _OPEN_ZONES or z == HAND and c.owner == player or z == PROVINCE and c.face_up
                or z == FOCUS and (c.face_up or c.owner == player)):
            facts.add(("card", c.uid, c.cid))
    return frozenset(facts)
