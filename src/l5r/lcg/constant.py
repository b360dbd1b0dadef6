"""Effects of constant abilities in play (Rules Reference "Constant
Abilities", "Blank").

They are computed from the cards in play whenever a value is read, so they
start and stop exactly with their card and condition. Blanking is resolved
first: a card blanked by a lasting effect or by another card's constant
ability contributes nothing. While the effects are being computed, nested
queries see lasting effects only (no self-reference loops).
"""

from __future__ import annotations

from ..engine.game import Game
from .hooks import effect_source
from .model import FACTS, rules_of, team_duplicate
from .state import PROVINCE, LCGState

_BUSY = [False]


def _sources(st: LCGState) -> list:
    """(card, its constant abilities) of the cards in play (or faceup in a province) with
    constant abilities: through the game's index ``persistent`` when it has one."""
    defs = rules_of(st).cards
    known = st.config.get("persistent")
    if known is not None:
        return _known_sources(st, known, defs)
    return list(_scan_sources(st, defs))


def _scan_sources(st: LCGState, defs: dict):
    """:func:`_sources` in a game prepared without the index: every in-play zone looked at."""
    cards = st.cards
    for q in st.players:
        for u in q.play:
            c = cards[u]
            d = defs.get(c.cid)
            if d is not None and d.persistent:
                yield c, d.persistent
            for a in c.attachments:
                ac = cards[a]
                d = defs.get(ac.cid)
                if d is not None and d.persistent:
                    yield ac, d.persistent
        if q.stronghold >= 0:
            c = cards[q.stronghold]
            d = defs.get(c.cid)
            if d is not None and d.persistent:
                yield c, d.persistent
        for s, u in enumerate(q.provinces):
            c = cards[u]
            d = defs.get(c.cid)
            if d is not None and d.persistent and not c.facedown and not c.broken:
                yield c, d.persistent
            for h in q.province_cards[s] if s < len(q.province_cards) else ():
                hc = cards[h]
                d = defs.get(hc.cid)
                if d is not None and d.persistent and not hc.facedown and FACTS[hc.cid].type == "holding":
                    yield hc, d.persistent


#: the zones of cards in play (or faceup in a province)
_IN_PLAY = frozenset(("play", "attached", "stronghold", PROVINCE, "in_province"))


def _known_sources(st: LCGState, uids: list, defs: dict) -> list:
    """(card, constant abilities) of the in-play ones among ``uids`` (cards with constant
    abilities, in uid order; most of them are in decks: a comprehension finds the few in
    play zones first)."""
    cards = st.cards
    out = []
    for c in [cards[u] for u in uids if cards[u].zone in _IN_PLAY]:
        z = c.zone
        if z == PROVINCE:
            if c.facedown or c.broken:
                continue
        elif z == "in_province":
            if c.facedown or FACTS[c.cid].type != "holding":
                continue
        out.append((c, defs[c.cid].persistent))
    return out


def constant_effects(st: LCGState, kind: str | None = None) -> list[dict]:
    """The effects of the constant abilities of cards in play: all of them, or only those
    of type ``kind`` (the abilities of that type, found through the game's index
    ``persistent_types``: :func:`l5r.lcg.abilities.prepare_game`), in the same order; then
    those of constant abilities cards gained by a lasting effect (:func:`_gained_effects`)."""
    if _BUSY[0]:
        return []
    out = _printed_effects(st, kind)
    if st.lasting and any(e["type"] == "gain_ability" for e in st.lasting):
        more = _gained_effects(st, kind)
        if more:
            out = out + more
    return out


def _gained_effects(st: LCGState, kind: str | None) -> list[dict]:
    """The effects of the constant abilities (of type ``kind``) that characters in play gained
    through a lasting ``gain_ability`` effect ("the duel's loser gains: ..."), applied as their
    own, with their controller as the player (Rules Reference "Gains"); a blank printed text
    box does not blank them ("Blank": text gained from another source is not blanked)."""
    rules = rules_of(st)
    defs = rules.cards
    found = []
    for e in st.lasting:
        if e["type"] != "gain_ability":
            continue
        ab = defs[e["cid"]].abilities[e["idx"]]
        if getattr(ab, "kind", "") != "persistent" or kind is not None and ab.type != kind:
            continue
        for u, inst in e["targets"]:
            c = st.cards[u]
            if c.instance == inst and c.zone in _IN_PLAY:
                found.append((c, ab))
    if not found:
        return []
    _BUSY[0] = True
    try:
        g = Game(st, rules)
        out: list[dict] = []
        for c, ab in found:
            ctx = {"player": c.controller, "card": c.uid}
            if ab.condition is None or ab.condition(g, ctx):
                out.extend(ab.produce(g, ctx))
        return out
    finally:
        _BUSY[0] = False


def _printed_effects(st: LCGState, kind: str | None) -> list[dict]:
    """:func:`constant_effects` of the cards' own (printed) constant abilities."""
    by_type = st.config.get("persistent_types")
    if kind is not None and by_type is None:  # a game prepared without the index
        return [e for e in _printed_effects(st, None) if e["type"] == kind]
    rules = rules_of(st)
    defs = rules.cards
    if kind is None:
        sources = _sources(st)
        blank_sources = sources
    else:
        uids = by_type.get(kind)
        if not uids:
            return []
        sources = _known_sources(st, uids, defs)
        if not sources:
            return []
        blanking = by_type.get("blank")
        blank_sources = sources if kind == "blank" else (_known_sources(st, blanking, defs) if blanking else [])
    if not sources:
        return []
    _BUSY[0] = True
    try:
        g = Game(st, rules)
        blanked = {(u, i) for e in st.lasting if e["type"] == "blank" for u, i in e["targets"]}
        if len(st.players) == 4:  # team conquest: a team's duplicate unique cards are blank (Unique Cards)
            blanked |= {(c.uid, c.instance) for c, _ in sources if team_duplicate(st, c)}
            blanked |= {(c.uid, c.instance) for c, _ in blank_sources if team_duplicate(st, c)}
        out: list[dict] = []
        for c, abs_ in blank_sources:
            for ab in abs_:
                if ab.type == "blank" and (c.uid, c.instance) not in blanked:
                    ctx = {"player": c.controller, "card": c.uid}
                    if ab.condition is None or ab.condition(g, ctx):
                        for e in ab.produce(g, ctx):
                            out.append(e)
        if kind == "blank":
            return out
        if out:
            blanked |= {(u, i) for e in out for u, i in e["targets"]}
            if kind is not None:
                out = []
        for c, abs_ in sources:
            if (c.uid, c.instance) in blanked or (c.zone == PROVINCE and c.status < 0):
                continue
            ctx = {"player": c.controller, "card": c.uid}
            for ab in abs_:
                if ab.type == "blank" or kind is not None and ab.type != kind:
                    continue
                if ab.condition is not None and not ab.condition(g, ctx):
                    continue
                out.extend(ab.produce(g, ctx))
        return out
    finally:
        _BUSY[0] = False


HOOKS = (effect_source(constant_effects),)
