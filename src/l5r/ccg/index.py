"""Indexes that let the rules skip cards that cannot matter, without changing what they find.

Nothing here is game state. Two kinds of index are cached in ``cards.DERIVED`` (emptied
whenever a card is defined, so late definitions such as test fixtures count):

* per card id (``DEFS``): its abilities of one kind (:func:`card_abilities`) and its
  Reactions/triggered traits by trigger name (:func:`card_triggers`);
* per game (:func:`game_index`): which card uids have action abilities, and which listen
  to which event names. A card's id never changes and cards are only ever appended to
  ``CCGState.cards``, so an index built for a cards list stays right as long as the list
  is the same object and has the same length; the cache keeps the list itself (so its
  ``id`` cannot be reused by another game) and checks both. A copied or reloaded game has
  a new list and gets its own index. Where a card *is* (zone, controller, face) is never
  cached: the users of the index check it each time.

>>> from l5r.ccg.setup import new_game
>>> g = new_game(["lion", "dragon"], seed=0)
>>> ix = game_index(g.state)
>>> game_index(g.state) is ix, list(ix.action) == sorted(ix.action)
(True, True)
>>> game_index(g.clone().state) is ix
False
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable

#: How many games' indexes are kept at once (a cache entry holds its cards list alive).
MAX_GAMES = 16


_DERIVED: dict | None = None


def _derived(name: str) -> dict:
    global _DERIVED
    if _DERIVED is None:
        from .cards import DERIVED

        _DERIVED = DERIVED  # the same dict for good: ``define`` empties it in place
    hit = _DERIVED.get(name)
    if hit is None:
        hit = _DERIVED[name] = {}
    return hit


def kind_ok(ab, kind: str | None) -> bool:
    """Does ability ``ab`` belong to ``kind``: None (all), "trigger" (Reactions and
    triggered traits) or "action" (the others)?"""
    if kind is None:
        return True
    if kind == "trigger":
        return ab.trigger is not None
    return ab.trigger is None and not ab.forced  # "action"


def card_abilities(cid: str, kind: str | None) -> tuple:
    """(index, Ability) pairs of card ``cid``'s definition of one ``kind``."""
    cache = _derived("abilities")
    hit = cache.get((cid, kind))
    if hit is None:
        from .cards import DEFS

        d = DEFS.get(cid)
        hit = tuple((i, ab) for i, ab in enumerate(d.abilities) if kind_ok(ab, kind)) if d else ()
        cache[(cid, kind)] = hit
    return hit


#: The zones a card may be in for an ability of each ``Ability.zone`` to be usable.
ABILITY_ZONE_CARD_ZONES = {"play": ("play",), "hand": ("hand",), "province": ("province",),
                           "discard": ("fate_discard", "dynasty_discard")}


def card_abilities_in(cid: str, kind: str | None) -> dict:
    """Card zone -> the (index, Ability) pairs of :func:`card_abilities` that may be used
    from there (``Ability.zone``; "granted" abilities are used from no zone)."""
    cache = _derived("abilities_in")
    hit = cache.get((cid, kind))
    if hit is None:
        hit = {}
        for i, ab in card_abilities(cid, kind):
            for z in ABILITY_ZONE_CARD_ZONES.get(ab.zone, ()):
                hit.setdefault(z, []).append((i, ab))
        hit = {k: tuple(v) for k, v in hit.items()}
        cache[(cid, kind)] = hit
    return hit


def card_triggers(cid: str) -> dict:
    """Trigger name -> (index, Ability) pairs of card ``cid``'s Reactions and triggered traits."""
    cache = _derived("triggers_by_name")
    hit = cache.get(cid)
    if hit is None:
        hit = {}
        for i, ab in card_abilities(cid, "trigger"):
            hit.setdefault(ab.trigger, []).append((i, ab))
        hit = {k: tuple(v) for k, v in hit.items()}
        cache[cid] = hit
    return hit


def ring_trigger(cid: str) -> str | None:
    from .cards import DEFS

    d = DEFS.get(cid)
    return d.ring_trigger if d else None


@dataclass(frozen=True)
class GameIndex:
    """Card uids of one game (not created cards), in uid order."""

    #: cards with an action ability (kind "action")
    action: tuple
    #: (uid, card zone -> its action abilities usable from there) for the cards of ``action``
    action_in: tuple
    #: trigger name -> cards with a Reaction or triggered trait on it
    trigger: dict
    #: Ring condition event name -> Rings waiting for it
    ring: dict
    #: Strongholds, Holdings and Regions (created ones too): the cards that may produce Gold
    gold: tuple = ()
    #: cards whose definition has continuous traits (``CardDef.continuous``)
    continuous: tuple = ()
    #: the card ids of the game's (not created) cards
    cids: frozenset = frozenset()
    #: the keywords (casefolded) of the game's created cards
    created_keywords: frozenset = frozenset()
    #: Experienced cards: the only ones that can overlay others (``Card.under``, overlay.py)
    experienced: tuple = ()


GOLD_TYPES = ("stronghold", "holding", "region")


def _build(cards: list) -> GameIndex:
    from .model import FACTS

    from .cards import DEFS

    action, trigger, ring, gold, cont = [], {}, {}, [], []
    for c in cards:
        d = DEFS.get(c.cid)
        if d is not None and d.continuous is not None:
            cont.append(c.uid)
        if (c.created["type"] if c.created else FACTS[c.cid].type) in GOLD_TYPES:
            gold.append(c.uid)
        if c.created:
            continue
        if card_abilities(c.cid, "action"):
            action.append(c.uid)
        for name in card_triggers(c.cid):
            trigger.setdefault(name, []).append(c.uid)
        r = ring_trigger(c.cid)
        if r:
            ring.setdefault(r, []).append(c.uid)
    action_in = tuple((u, card_abilities_in(cards[u].cid, "action")) for u in action)
    cids = frozenset(c.cid for c in cards if not c.created)
    created_kw = frozenset(k.casefold() for c in cards if c.created for k in c.created.get("keywords", ()))
    experienced = tuple(c.uid for c in cards if not c.created and FACTS[c.cid].experience)
    return GameIndex(tuple(action), action_in, {k: tuple(v) for k, v in trigger.items()},
                     {k: tuple(v) for k, v in ring.items()}, tuple(gold), tuple(cont), cids, created_kw,
                     experienced)


def game_index(st) -> GameIndex:
    """The index of ``st``'s cards (rebuilt when cards were added or a card was defined)."""
    cache = _derived("games")
    cards = st.cards
    hit = cache.get(id(cards))
    if hit is not None and hit[0] is cards and hit[1] == len(cards) and hit[2] is not None:
        return hit[2]
    if len(cache) >= MAX_GAMES:
        cache.clear()
    ix = _build(cards)
    cache[id(cards)] = (cards, len(cards), ix)
    return ix


# ------------------------------------------------------------------ pure scopes
_SCOPE: dict | None = None


@contextmanager
def pure_scope():
    """While the rules only look at a state (listing a player's options changes nothing),
    answers of :func:`memo` are kept and reused; they are dropped when the outermost scope ends.

    >>> with pure_scope():
    ...     memo(("k",), lambda: [1]) is memo(("k",), lambda: [2])
    True
    >>> memo(("k",), lambda: 3)
    3
    """
    outer = open_scope()
    try:
        yield
    finally:
        close_scope(outer)


def open_scope() -> bool:
    """Enter a pure scope (see :func:`pure_scope`); pass the result to :func:`close_scope`."""
    global _SCOPE
    if _SCOPE is None:
        _SCOPE = {}
        return True
    return False


def close_scope(outermost: bool) -> None:
    global _SCOPE
    if outermost:
        _SCOPE = None


def memo(key: tuple, compute: Callable[[], Any]) -> Any:
    """``compute()``, remembered under ``key`` inside a :func:`pure_scope` (computed every
    time outside one). ``key`` must say everything the answer depends on besides the state."""
    scope = _SCOPE
    if scope is None:
        return compute()
    hit = scope.get(key, scope)
    if hit is scope:
        hit = scope[key] = compute()
    return hit


def flags(st) -> frozenset:
    """(card uid, flag) of every flag a lasting effect gives a card now: ``(u, f) in flags(st)``
    is ``model.flagged(st, u, f)``, for many questions at once (remembered in a pure scope)."""
    return memo(("flags", id(st)), lambda: _flags(st))


def _flags(st) -> frozenset:
    cards = st.cards
    return frozenset((e["card"], e.get("flag")) for e in st.lasting
                     if e["kind"] == "flag" and e["card"] >= 0 and not e.get("negated")
                     and e["instance"] == cards[e["card"]].instance)
