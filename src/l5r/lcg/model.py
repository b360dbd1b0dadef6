"""Queries and zone moves on the LCG state.

Everything the rules read about the board goes through these helpers: card
facts, current skills and glory (Rules Reference "Modifiers", "Glory",
"Personal Honor"), province strength, player order, and moving a card between
zones (which makes it a new instance: "Limit X per [period]").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .facts import CardFacts, core_set
from .state import (
    ATTACHED, CONFLICT_DECK, CONFLICT_DISCARD, DYNASTY_DECK, DYNASTY_DISCARD, HAND,
    IN_PROVINCE, PLAY, PROVINCE, REMOVED, ROLE, STRONGHOLD, STRONGHOLD_SLOT, Card,
    LCGState, Player,
)

if TYPE_CHECKING:
    from ..engine.game import Game

FACTS: dict[str, CardFacts] = dict(core_set())


def add_facts(f: CardFacts) -> None:
    """Register extra card facts (test fixtures, later packs)."""
    FACTS[f.id] = f


def facts(c: Card) -> CardFacts:
    return FACTS[c.cid]


def name(g: "Game", uid: int) -> str:
    return FACTS[g.state.cards[uid].cid].name


def opponents(st: LCGState, p: int) -> list[int]:
    return [q.index for q in st.players if q.index != p and not q.eliminated]


def opponent(st: LCGState, p: int) -> int:
    """The single opponent in two-player formats."""
    return opponents(st, p)[0]


def player_order(st: LCGState, first: int | None = None) -> list[int]:
    """Players in player order (clockwise = increasing index) from ``first``."""
    n = len(st.players)
    start = st.first_player if first is None else first
    return [(start + i) % n for i in range(n) if not st.players[(start + i) % n].eliminated]


# ---------------------------------------------------------------- in play
def in_play(c: Card) -> bool:
    z = c.zone
    if z == PLAY or z == ATTACHED or z == STRONGHOLD:
        return True
    if z == PROVINCE:
        return True  # facedown provinces are in play as facedown provinces
    if z == IN_PROVINCE:
        return not c.facedown and FACTS[c.cid].type == "holding"
    return False


def characters(st: LCGState, p: int | None = None) -> list[Card]:
    cards = st.cards
    if p is None:
        return [cards[u] for q in st.players for u in q.play]
    return [cards[u] for u in st.players[p].play]


def participating(st: LCGState, c: Card) -> bool:
    cf = st.conflict
    return cf is not None and (c.uid in cf.attackers or c.uid in cf.defenders)


def side_of(st: LCGState, c: Card) -> int:
    """The player on whose side ``c`` participates (-1 if it does not)."""
    cf = st.conflict
    if cf is None:
        return -1
    if c.uid in cf.attackers:
        return cf.attacker
    if c.uid in cf.defenders:
        return cf.defender
    return -1


# ---------------------------------------------------------------- effects
#: functions giving the effects of constant abilities in play (see constant.py)
EFFECT_SOURCES: list = []


_FROZEN: dict[int, list] = {}


class frozen:
    """Within this block the state does not change, so the active effects are
    computed once (used while listing a decision's options or a view)."""

    __slots__ = ("key", "outer")

    def __init__(self, st: LCGState) -> None:
        self.key = id(st)
        self.outer = self.key in _FROZEN
        if not self.outer:
            _FROZEN[self.key] = _compute(st)

    def __enter__(self) -> "frozen":
        return self

    def __exit__(self, *exc) -> None:
        if not self.outer:
            _FROZEN.pop(self.key, None)


def effects(st: LCGState) -> list[dict]:
    """Every active effect: lasting effects plus the effects of constant
    abilities of cards in play (Rules Reference "Constant Abilities")."""
    cached = _FROZEN.get(id(st))
    if cached is not None:
        return cached
    return _compute(st)


def _compute(st: LCGState) -> list[dict]:
    if not EFFECT_SOURCES:
        return st.lasting
    out = st.lasting
    for src in EFFECT_SOURCES:
        extra = src(st)
        if extra:
            out = out + extra
    return out


# ---------------------------------------------------------------- values
def is_blank(st: LCGState, c: Card) -> bool:
    """Rules Reference "Blank": broken provinces and dishonored provinces are blank."""
    if c.zone == PROVINCE and (c.broken or c.status < 0):
        return True
    for e in effects(st):
        if e["type"] == "blank" and _affects(e, c):
            return True
    return False


def has_keyword(st: LCGState, c: Card, kw: str) -> bool:
    if not is_blank(st, c) and FACTS[c.cid].has_keyword(kw):
        return True
    for e in effects(st):
        if e["type"] == "gain_keyword" and e["keyword"] == kw and _affects(e, c):
            return True
    return False


def has_trait(st: LCGState, c: Card, trait: str) -> bool:
    """Printed traits (unless blank: Rules Reference "Blank") plus gained ones."""
    if trait in FACTS[c.cid].traits and not is_blank(st, c):
        return True
    for e in effects(st):
        if e["type"] == "gain_trait" and e["keyword"] == trait and _affects(e, c):
            return True
    return False


def _affects(e: dict, c: Card) -> bool:
    for uid, inst in e["targets"]:
        if uid == c.uid and inst == c.instance:
            return True
    return False


def glory(st: LCGState, c: Card) -> int:
    base = FACTS[c.cid].glory or 0
    add, mult, setv = _mods(st, c, "glory")
    return _combine(base, add, mult, setv)


def skill(st: LCGState, c: Card, kind: str) -> int | None:
    """Current military or political skill; ``None`` for a dash.

    Rules Reference "Modifiers": additions and subtractions first, then
    doubling/halving, rounding up; a set value overrides; never below 0.
    Honored/dishonored status adds/subtracts glory; tainted gives +2.
    """
    f = FACTS[c.cid]
    base = f.military if kind == "military" else f.political
    if base is None:
        return None
    other = f.political if kind == "military" else f.military
    # base skill changes in timestamp order: "double its base skill" (Way of the Lion: the new
    # base doubles again), "switch its base skills" (Bayushi Yunako; never with a dash)
    for e in effects(st):
        if e["type"] == "modify" and e.get("op") in ("double_base", "switch_base") and _affects(e, c):
            if e["op"] == "switch_base":
                if other is not None:
                    base, other = other, base
            elif e["stat"] == kind:
                base *= 2
            elif e["stat"] in ("military", "political") and other is not None:
                other *= 2
    add, mult, setv = _mods(st, c, kind)
    if c.status:
        add += c.status * glory(st, c)
    if c.tainted:
        add += 2
    cards = st.cards
    for a in c.attachments:
        af = FACTS[cards[a].cid]
        bonus = af.military_bonus if kind == "military" else af.political_bonus
        if bonus and bonus.__class__ is int:  # "X" bonuses come from the card's ability
            add += bonus
    return _combine(base, add, mult, setv)


def _combine(base: int, add: int, mult: float, setv: int | None) -> int:
    if setv is not None:
        return max(0, setv)
    v = base + add
    if mult != 1:
        v = v * mult
        v = int(v) if v == int(v) else int(v) + 1  # round up
    return max(0, v)


def _mods(st: LCGState, c: Card, stat: str) -> tuple[int, float, int | None]:
    add = 0
    mult = 1.0
    setv = None
    for e in effects(st):
        if e["type"] != "modify" or not _affects(e, c):
            continue
        if e["stat"] != stat and not (e["stat"] == "skills" and stat in ("military", "political")):
            continue
        op = e["op"]
        if op == "add":
            add += e["value"]
        elif op == "double":
            mult *= 2
        elif op == "halve":
            mult /= 2
        elif op == "set":
            setv = e["value"]
    return add, mult, setv


def province_strength(st: LCGState, prov: Card) -> int:
    """Defense strength of a province: printed + holdings + stronghold bonus + modifiers."""
    f = FACTS[prov.cid]
    base = f.strength or 0
    owner = st.players[prov.controller]
    add = 0
    cards = st.cards
    for u in owner.province_cards[prov.slot]:
        hc = cards[u]
        if not hc.facedown:
            hf = FACTS[hc.cid]
            if hf.type == "holding" and hf.strength_bonus:
                add += hf.strength_bonus
    if prov.slot == STRONGHOLD_SLOT and owner.stronghold >= 0:
        add += FACTS[cards[owner.stronghold].cid].strength_bonus or 0
    if prov.tainted:
        add += 2
    a2, mult, setv = _mods(st, prov, "strength")
    return _combine(base, add + a2, mult, setv)


# ---------------------------------------------------------------- zones
def zone_list(st: LCGState, c: Card) -> list | None:
    z = c.zone
    if z == PLAY:
        return st.players[c.controller].play
    if z in (HAND, CONFLICT_DECK, DYNASTY_DECK, CONFLICT_DISCARD, DYNASTY_DISCARD, REMOVED):
        return getattr(st.players[c.owner], z)
    if z == IN_PROVINCE:
        return st.players[c.owner].province_cards[c.slot]
    if z == ATTACHED:
        return st.cards[c.attached_to].attachments
    return None


def take_out(st: LCGState, c: Card) -> None:
    lst = zone_list(st, c)
    if lst is not None:
        lst.remove(c.uid)
    if c.zone == ATTACHED:
        c.attached_to = -1


def place(st: LCGState, c: Card, zone: str, *, player: int | None = None, slot: int = -1,
          host: int = -1, bottom: bool = False, facedown: bool = False) -> None:
    """Move ``c`` to ``zone``; the card becomes a new instance.

    Out-of-play zones always belong to the card's owner (Rules Reference
    "Control and Ownership"); a card leaving play goes back to its owner's control.
    """
    take_out(st, c)
    c.instance += 1
    c.zone = zone
    c.facedown = facedown
    if zone in (PLAY, ATTACHED):
        c.controller = c.owner if player is None else player
    else:
        c.controller = c.owner
        c.bowed = False
        c.fate = 0
        c.status = 0
        c.tainted = False
    if zone == PLAY:
        st.players[c.controller].play.append(c.uid)
    elif zone == ATTACHED:
        c.attached_to = host
        st.cards[host].attachments.append(c.uid)
    elif zone == IN_PROVINCE:
        c.slot = slot
        st.players[c.owner].province_cards[slot].append(c.uid)
    else:
        lst = getattr(st.players[c.owner], zone)
        if bottom:
            lst.insert(0, c.uid)
        else:
            lst.append(c.uid)


def discard_zone(c: Card) -> str:
    return DYNASTY_DISCARD if FACTS[c.cid].side == "dynasty" else CONFLICT_DISCARD


def is_home(st: LCGState, c: Card) -> bool:
    return c.zone == PLAY and not participating(st, c)


def controls_title(st: LCGState, p: int, title: str, exclude: int = -1) -> bool:
    """Does ``p`` control an in-play card with this title? (Unique Cards)"""
    cards = st.cards
    pl = st.players[p]
    for u in pl.play:
        if u != exclude and FACTS[cards[u].cid].name == title:
            return True
    for q in st.players:
        for u in q.play:
            for a in cards[u].attachments:
                ac = cards[a]
                if a != exclude and ac.controller == p and FACTS[ac.cid].name == title:
                    return True
    for slot in pl.province_cards:
        for u in slot:
            hc = cards[u]
            if u != exclude and not hc.facedown and FACTS[hc.cid].type == "holding" and FACTS[hc.cid].name == title:
                return True
    return False


def broken_count(st: LCGState, p: int) -> int:
    cards = st.cards
    return sum(1 for s, u in enumerate(st.players[p].provinces) if s != STRONGHOLD_SLOT and cards[u].broken)


__all__ = [n for n in dir() if not n.startswith("_")] + ["Player", "ROLE", "PROVINCE"]
