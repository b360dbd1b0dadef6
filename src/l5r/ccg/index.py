"""The definitions a CCG rule set is built from, and the indexes derived from them.

:class:`Definitions` holds the card definitions by card id and the rulebook's player
abilities by name, as the rule set assembled them (``rules.CCGRules``); the rules reach
them from a game state with :func:`defs` (the rule set the state names), never by
importing the card modules. What is derived from them is cached in ``Definitions.derived``,
emptied whenever a card or a card's facts are added (test fixtures):

* per card id: its abilities of one kind (:meth:`Definitions.abilities`) and its Reactions
  and triggered traits by trigger name (:meth:`Definitions.triggers`);
* per game (:func:`game_index`): which card uids have action abilities, and which listen
  to which event names. The index is a function of the game's card list's *contents*: each
  card's id (never changed) and, for a created card, its type and keywords (set when it is
  created); cards are only ever appended to ``CCGState.cards``. Two caches hold it:
  ``"games"`` by the state (its ``id``; the entry is dropped by a weak reference's callback
  when the state dies, so the ``id`` cannot be reused meanwhile, and it keeps the cards list
  and its length, checked at each read), ``"game_contents"`` by those contents
  (:func:`_contents`; the :data:`MAX_GAMES` latest), so that a copied or reloaded game,
  with a new but equal list, finds the work done (a copy gets its own :class:`GameIndex`
  object, equal to the original's).
  Where a card *is* (zone, controller, face) is not part of the index: its users check it
  each time. Only which cards are in play, in a hand or in a province is indexed
  (:func:`cards_in`, for the last state asked about), and kept up to date by
  :func:`set_zone`, through which every change of a card's zone goes.

Nothing here is game state. In checking mode (:data:`CHECKING`) every read of a cache kept
across changes of the state is compared with a fresh computation (:func:`verify`).

>>> from l5r.ccg import new_game
>>> g = new_game(["lion", "dragon"], seed=0)
>>> ix = game_index(g.state)
>>> game_index(g.state) is ix, list(ix.action) == sorted(ix.action)
(True, True)
>>> game_index(g.clone().state) is ix
False
"""

from __future__ import annotations

import bisect
import functools
import os
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..engine.game import RULESETS
from .facts import FACTS, CardFacts
from .state import HAND, PLAY, PROVINCE

if TYPE_CHECKING:
    from .state import Card, CCGState


class Ability(Protocol):
    """What the index reads of an ability declaration (:class:`l5r.ccg.vocab.Ability`, a layer
    above: read through this protocol, so the index imports nothing from the vocabulary)."""

    @property
    def trigger(self) -> str | None: ...
    @property
    def timing(self) -> str: ...
    @property
    def forced(self) -> bool: ...
    @property
    def zone(self) -> str: ...
    def has(self, designator: str) -> bool: ...


class CardDef(Protocol):
    """What the index reads of a card definition (:class:`l5r.ccg.vocab.CardDef`)."""

    @property
    def id(self) -> str: ...
    @property
    def abilities(self) -> tuple[Ability, ...]: ...
    @property
    def continuous(self) -> Callable | None: ...
    @property
    def ring_trigger(self) -> str | None: ...

#: How many games' indexes are kept by contents (the oldest entry goes first).
MAX_GAMES = 64

#: Checking mode: every read of a cache kept across state changes is compared with a fresh
#: computation (:func:`verify`). On when the environment variable ``L5R_CHECK_CACHES`` is set
#: to anything but ``0`` or empty; tests switch it with :func:`set_checking`.
CHECKING = os.environ.get("L5R_CHECK_CACHES", "0") not in ("", "0")


class StaleCache(AssertionError):
    """A cached answer differs from a fresh computation (checking mode)."""


def set_checking(on: bool) -> bool:
    """Switch checking mode on or off; returns the previous setting."""
    global CHECKING
    was, CHECKING = CHECKING, on
    return was


def verify(what: str, cached: Any, fresh: Any) -> None:
    """Checking mode: raise :class:`StaleCache` if ``cached`` differs from ``fresh``."""
    if cached != fresh:
        raise StaleCache(f"{what}: cached {cached!r}, computed afresh {fresh!r}")

#: The kinds of trigger windows: ``(forced, timing)`` of the abilities they offer (a forced
#: frame offers triggered traits, a window Reactions and Interrupts; ``Ability.timing``
#: "before" or "after" its trigger).
Slot = tuple[bool, str]
SLOTS: tuple[Slot, ...] = ((True, "before"), (False, "before"), (True, "after"), (False, "after"))

#: The zones a card may be in for an ability of each ``Ability.zone`` to be usable.
ABILITY_ZONE_CARD_ZONES = {"play": ("play",), "hand": ("hand",), "province": ("province",),
                           "discard": ("fate_discard", "dynasty_discard")}


def kind_ok(ab: Ability, kind: str | None) -> bool:
    """Does ability ``ab`` belong to ``kind``: None (all), "trigger" (Reactions and
    triggered traits) or "action" (the others)?"""
    if kind is None:
        return True
    if kind == "trigger":
        return ab.trigger is not None
    return ab.trigger is None and not ab.forced  # "action"


def defs(st: CCGState) -> Definitions:
    """The definitions of the rule set game state ``st`` is played under."""
    return RULESETS[st.ruleset].defs


class Definitions:
    """Card definitions (``cards``: card id -> ``CardDef``; a card absent from it is not
    implemented), the rulebook's player abilities (``rulebook``: name -> ``Ability``, in the
    order they are offered; ability keys ``r:<name>``) with their optional gates (``gates``:
    name -> ``fn(state) -> bool``, False when the ability cannot respond to anything in that
    state), and what the rules derive from them (``derived``)."""

    def __init__(self, cards: dict[str, Any], rulebook: dict[str, Ability],
                 gates: dict[str, Callable[[Any], bool]]) -> None:
        self.cards: dict[str, Any] = cards  # card id -> vocab.CardDef (read as :class:`CardDef`)
        self.rulebook = rulebook
        self.gates = gates
        self.derived: dict = {}

    def define(self, card_def: CardDef) -> CardDef:
        """Add a card definition (a test fixture); a card id is defined only once."""
        if card_def.id in self.cards:
            raise ValueError(f"card {card_def.id!r} is defined twice")
        self.cards[card_def.id] = card_def
        self.forget()
        return card_def

    def add_facts(self, f: CardFacts) -> CardFacts:
        """Add (or replace) a card's facts (a test fixture, e.g. the Diamond rulebook's
        example cards)."""
        FACTS[f.id] = f
        self.forget()  # e.g. the game indexes derived from card types
        return f

    def forget(self) -> None:
        """Drop everything derived from the definitions (after a change to them)."""
        self.derived.clear()
        _LAST[:] = _NOTHING
        _BY_TYPE[:] = _NO_TYPES

    def _cache(self, name: str) -> dict:
        hit = self.derived.get(name)
        if hit is None:
            hit = self.derived[name] = {}
        return hit

    # ------------------------------------------------------------ per card id
    def abilities(self, cid: str, kind: str | None) -> tuple:
        """(index, Ability) pairs of card ``cid``'s definition of one ``kind``."""
        cache = self._cache("abilities")
        hit = cache.get((cid, kind))
        if hit is None:
            d = self.cards.get(cid)
            hit = tuple((i, ab) for i, ab in enumerate(d.abilities) if kind_ok(ab, kind)) if d else ()
            cache[(cid, kind)] = hit
        return hit

    def abilities_in(self, cid: str, kind: str | None) -> dict:
        """Card zone -> the (index, Ability) pairs of :meth:`abilities` that may be used
        from there (``Ability.zone``; "granted" abilities are used from no zone)."""
        cache = self._cache("abilities_in")
        hit = cache.get((cid, kind))
        if hit is None:
            found: dict[str, list] = {}
            for i, ab in self.abilities(cid, kind):
                for z in ABILITY_ZONE_CARD_ZONES.get(ab.zone, ()):
                    found.setdefault(z, []).append((i, ab))
            hit = cache[(cid, kind)] = {k: tuple(v) for k, v in found.items()}
        return hit

    def triggers(self, cid: str) -> dict:
        """Trigger name -> (index, Ability) pairs of card ``cid``'s Reactions and triggered traits."""
        cache = self._cache("triggers_by_name")
        hit = cache.get(cid)
        if hit is None:
            found: dict[str, list] = {}
            for i, ab in self.abilities(cid, "trigger"):
                found.setdefault(ab.trigger, []).append((i, ab))
            hit = cache[cid] = {k: tuple(v) for k, v in found.items()}
        return hit

    def triggers_at(self, cid: str, slot: Slot) -> dict:
        """:meth:`triggers` keeping only the abilities of one :data:`Slot`."""
        cache = self._cache("triggers_at")
        hit = cache.get((cid, slot))
        if hit is None:
            forced, timing = slot
            found = {name: tuple(x for x in pairs if x[1].forced == forced and x[1].timing == timing)
                     for name, pairs in self.triggers(cid).items()}
            hit = cache[(cid, slot)] = {name: pairs for name, pairs in found.items() if pairs}
        return hit

    def listening(self, slot: Slot | None) -> dict:
        """Card id -> the event names its abilities (of :data:`Slot` ``slot``, if given) are
        triggered by, for the cards with such abilities (wherever they are used from)."""
        cache = self._cache("listening")
        hit = cache.get(slot)
        if hit is None:
            hit = cache[slot] = {}
            for cid, cd in self.cards.items():
                found = frozenset(ab.trigger for ab in cd.abilities
                                  if ab.trigger and (slot is None or (ab.forced, ab.timing) == slot))
                if found:
                    hit[cid] = found
        return hit

    def trigger_zones_at(self, cid: str, slot: Slot) -> dict:
        """Trigger name -> the card zones from which card ``cid`` may use an ability of
        :data:`Slot` ``slot`` on it (``Ability.zone``; a triggered trait also from the
        focusing area; none for abilities used as delayed effects or granted)."""
        cache = self._cache("trigger_zones_at")
        hit = cache.get((cid, slot))
        if hit is None:
            hit = cache[(cid, slot)] = {
                name: frozenset(z for _, ab in pairs for z in ABILITY_ZONE_CARD_ZONES.get(ab.zone, ())
                                + (("focus",) if ab.zone == "play" and ab.forced else ()))
                for name, pairs in self.triggers_at(cid, slot).items()}
        return hit

    def ring_trigger(self, cid: str) -> str | None:
        """The event name of a Ring's condition for entering play (None for other cards)."""
        d = self.cards.get(cid)
        return d.ring_trigger if d else None

    def listens(self, cid: str) -> tuple[frozenset, str | None]:
        """(trigger names of card ``cid``'s abilities, its Ring condition event)."""
        cache = self._cache("listens")
        hit = cache.get(cid)
        if hit is None:
            d = self.cards.get(cid)
            hit = (frozenset(ab.trigger for ab in d.abilities if ab.trigger), d.ring_trigger) if d \
                else (frozenset(), None)
            cache[cid] = hit
        return hit

    def discard_listens(self, cid: str) -> frozenset:
        """Trigger names of card ``cid``'s abilities used from a discard pile."""
        cache = self._cache("discard_listens")
        hit = cache.get(cid)
        if hit is None:
            d = self.cards.get(cid)
            hit = cache[cid] = frozenset(ab.trigger for ab in d.abilities if ab.trigger and ab.zone == "discard") \
                if d else frozenset()
        return hit

    def cids_where(self, name: str, pred: Callable[[CardDef], bool]) -> frozenset:
        """Card ids whose definition satisfies ``pred(card_def)``, cached under ``name``."""
        hit = self.derived.get(name)
        if hit is None:
            hit = self.derived[name] = frozenset(cid for cid, d in self.cards.items() if pred(d))
        return hit

    def granted(self, cid: str) -> tuple:
        """(index, Ability) pairs of card ``cid``'s abilities granted to a player (``zone`` "granted")."""
        cache = self._cache("granted")
        hit = cache.get(cid)
        if hit is None:
            d = self.cards.get(cid)
            hit = cache[cid] = tuple((i, ab) for i, ab in enumerate(d.abilities) if ab.zone == "granted") if d else ()
        return hit

    # ------------------------------------------------------------ rulebook abilities
    def rule_by_trigger(self) -> dict:
        """Event name -> (position, ability key, Ability) of the rulebook abilities it triggers."""
        hit = self.derived.get("rule_by_trigger")
        if hit is None:
            hit = self.derived["rule_by_trigger"] = {}
            for pos, (k, ab) in enumerate(self.rulebook.items()):
                if ab.trigger:
                    hit[ab.trigger] = (*hit.get(ab.trigger, ()), (pos, f"r:{k}", ab))
        return hit

    def rule_actions(self) -> tuple:
        """(ability key, Ability, gate or None) of the rulebook's action abilities, in order."""
        hit = self.derived.get("rule_actions")
        if hit is None:
            hit = self.derived["rule_actions"] = tuple(
                (f"r:{k}", ab, self.gates.get(k)) for k, ab in self.rulebook.items()
                if ab.trigger is None and not ab.forced)
        return hit

    def rule_actions_of(self, designators: tuple[str, ...]) -> tuple:
        """:meth:`rule_actions` that have one of ``designators`` (those of a window)."""
        cache = self._cache("rule_actions_of")
        hit = cache.get(designators)
        if hit is None:
            hit = cache[designators] = tuple(x for x in self.rule_actions() if not set(designators).isdisjoint(
                x[1].designators))
        return hit

    def rule_engage(self) -> tuple:
        """The gates (None: ungated) of the rulebook's Engage abilities, in order."""
        hit = self.derived.get("rule_engage")
        if hit is None:
            hit = self.derived["rule_engage"] = tuple(self.gates.get(k) for k, ab in self.rulebook.items()
                                                      if ab.has("engage"))
        return hit

    def rule_triggers(self, st: CCGState) -> frozenset:
        """Event names a rulebook ability whose gate is open in ``st`` listens to."""
        gates = self.gates
        return frozenset(ab.trigger for k, ab in self.rulebook.items()
                         if ab.trigger and (k not in gates or gates[k](st)))

    def rule_names(self, slot: Slot | None) -> frozenset:
        """Event names some rulebook ability (of :data:`Slot` ``slot``, if given) listens to,
        whatever its gate says."""
        cache = self._cache("rule_names")
        hit = cache.get(slot)
        if hit is None:
            hit = cache[slot] = frozenset(ab.trigger for ab in self.rulebook.values() if ab.trigger and (
                slot is None or (ab.forced, ab.timing) == slot))
        return hit

    def rule_may_trigger(self, st: CCGState, names: set[str] | frozenset[str], slot: Slot | None = None) -> bool:
        """Could a rulebook ability (of :data:`Slot` ``slot``, if given) respond to one of the
        event ``names``? The same answer as ``bool(self.rule_triggers(st) & names)`` (without
        ``slot``), evaluating a gate only for a gated ability whose trigger is among ``names``."""
        cache = self._cache("rule_listeners")
        listeners = cache.get(slot)
        if listeners is None:  # event name -> the gates of its listeners (None: ungated)
            listeners = cache[slot] = {}
            for k, ab in self.rulebook.items():
                if ab.trigger and (slot is None or (ab.forced, ab.timing) == slot):
                    listeners[ab.trigger] = (*listeners.get(ab.trigger, ()), self.gates.get(k))
        for n in names:
            for gate in listeners.get(n, ()):
                if gate is None or gate(st):
                    return True
        return False


# ------------------------------------------------------------------ per game
@dataclass(frozen=True)
class GameIndex:
    """Card uids of one game (not created cards), in uid order."""

    #: cards with an action ability (kind "action")
    action: tuple
    #: (uid, card zone -> its action abilities usable from there) for the cards of ``action``
    action_in: tuple
    #: ``action_in`` as a dict (uid -> card zone -> action abilities)
    action_by_uid: dict
    #: ``action_by_uid`` as the candidates they make: uid -> card zone -> ((ability key
    #: ``c<uid>:<index>``, uid, Ability), ...) (``play.action_candidates``)
    action_keyed: dict
    #: the cards of ``action`` with an action ability used from a discard pile
    action_from_discard: tuple
    #: the cards of ``action`` with an Engage ability
    engage: tuple
    #: trigger name -> cards with a Reaction or triggered trait on it
    trigger: dict
    #: :data:`Slot` -> trigger name -> the cards of ``trigger`` with such an ability of that slot
    trigger_at: dict
    #: :data:`Slot` (or None: any) -> the event names some card of the game (in any zone) may
    #: respond to in such a window: ``trigger_at`` (``trigger``), and ``ring`` after the events
    listened: dict
    #: :data:`Slot` (or None) -> ``listened``, with the event names of the rulebook abilities of
    #: that slot (``Definitions.rule_names``) and, for the windows after the events, "engage"
    #: (Engage abilities used after engaging): an event of no other name is answered only by
    #: a player's granted ability, an overlaid card's or an effect's (``play.may_trigger``)
    static_listened: dict
    #: :data:`Slot` (or None) -> ``Definitions.listening`` of that slot (for ``play.may_trigger``)
    listening: dict
    #: :data:`Slot` (or None) -> trigger name -> ((uid, the card zones from which it may respond
    #: in such a window), ...) for the cards of ``trigger_at`` (``trigger``): the zones of
    #: ``Definitions.trigger_zones_at``; for None, where a Reaction or triggered trait may
    #: respond at all (in play, in a hand or a province, focused, or in a discard pile for one
    #: used from there)
    trigger_zones: dict
    #: Ring condition event name -> Rings waiting for it
    ring: dict
    #: Strongholds, Holdings and Regions (created ones too): the cards that may produce Gold
    gold: tuple = ()
    #: ``gold`` as a set
    gold_set: frozenset = frozenset()
    #: cards whose definition has continuous traits (``CardDef.continuous``)
    continuous: tuple = ()
    #: those of them with a trait on Provinces (the stat "province" in ``continuous_stats``:
    #: "Your Provinces have +1 strength"), read by ``model.province_strength``
    province_continuous: tuple = ()
    #: the card ids of the game's (not created) cards
    cids: frozenset = frozenset()
    #: the printed keywords (casefolded) of the game's cards, and those of its created cards
    keywords: frozenset = frozenset()
    #: Experienced cards: the only ones that can overlay others (``Card.under``, overlay.py)
    experienced: tuple = ()
    #: the Personalities (not created ones): whom the Chi Death Rule looks at
    personalities: frozenset = frozenset()
    #: Personalities with a printed Chi of zero or less and Items with a Chi penalty (not
    #: created ones): where the Chi Death Rule must compute a Chi (``actions.check_chi_death``)
    low_chi: frozenset = frozenset()
    #: the Strongholds (created ones too): the cards in play a choice never picks
    #: (``play._play_pool``)
    strongholds: frozenset = frozenset()
    #: each card's type by uid (``model.ctype``: fixed for a card; created cards too): the
    #: declared types of a choice's filter are checked against it (``vocab.of_types``)
    types: tuple = ()


GOLD_TYPES = ("stronghold", "holding", "region")
#: Where a card's Reaction or triggered trait may respond from, whatever its ``Ability.zone``
#: says (``GameIndex.trigger_zones``), and the discard piles, for one used from there.
ANY_TRIGGER_ZONES = frozenset(("play", "hand", "province", "focus"))
DISCARD_ZONES = frozenset(ABILITY_ZONE_CARD_ZONES["discard"])


def _build(d: Definitions, cards: list) -> GameIndex:
    action, trigger, ring, gold, cont, strongholds, types, prov = [], {}, {}, [], [], [], [], []
    trigger_at: dict = {slot: {} for slot in SLOTS}
    for c in cards:
        cd = d.cards.get(c.cid)
        if cd is not None and cd.continuous is not None:
            cont.append(c.uid)
            if "province" in getattr(cd, "continuous_stats", ()):
                prov.append(c.uid)
        ctype = c.created["type"] if c.created else FACTS[c.cid].type
        types.append(ctype)
        if ctype in GOLD_TYPES:
            gold.append(c.uid)
        if ctype == "stronghold":
            strongholds.append(c.uid)
        if c.created:
            continue
        if d.abilities(c.cid, "action"):
            action.append(c.uid)
        for name in d.triggers(c.cid):
            trigger.setdefault(name, []).append(c.uid)
        for slot in SLOTS:
            for name in d.triggers_at(c.cid, slot):
                trigger_at[slot].setdefault(name, []).append(c.uid)
        r = d.ring_trigger(c.cid)
        if r:
            ring.setdefault(r, []).append(c.uid)
    action_in = tuple((u, d.abilities_in(cards[u].cid, "action")) for u in action)
    cids = frozenset(c.cid for c in cards if not c.created)
    keywords = frozenset(k.casefold() for c in cards
                         for k in (c.created.get("keywords", ()) if c.created else FACTS[c.cid].keywords))
    experienced = tuple(c.uid for c in cards if not c.created and FACTS[c.cid].experience)
    personalities = frozenset(c.uid for c in cards if not c.created and FACTS[c.cid].type == "personality")
    low_chi = frozenset(c.uid for c in cards if not c.created and (
        (FACTS[c.cid].type == "personality" and (FACTS[c.cid].chi or 0) <= 0)
        or (FACTS[c.cid].type == "item" and (FACTS[c.cid].chi_bonus or 0) < 0)))
    engage = tuple(u for u, by_zone in action_in
                   if any(ab.has("engage") for pairs in by_zone.values() for _, ab in pairs))
    rings = frozenset(ring)
    listened = {slot: frozenset(by_name) | (rings if slot == (False, "after") else frozenset())
                for slot, by_name in trigger_at.items()}
    listened[None] = frozenset(trigger) | rings
    static_listened = {slot: names | d.rule_names(slot) | (
        {"engage"} if slot is None or slot == (False, "after") else frozenset()) for slot, names in listened.items()}
    trigger_zones = {slot: {n: tuple((u, d.trigger_zones_at(cards[u].cid, slot)[n]) for u in us)
                            for n, us in by_name.items()} for slot, by_name in trigger_at.items()}
    trigger_zones[None] = {n: tuple((u, ANY_TRIGGER_ZONES | (DISCARD_ZONES if any(
        ab.zone == "discard" for _, ab in d.triggers(cards[u].cid)[n]) else frozenset())) for u in us)
        for n, us in trigger.items()}
    return GameIndex(
        action=tuple(action), action_in=action_in, action_by_uid=dict(action_in),
        action_keyed={u: {z: tuple((f"c{u}:{i}", u, ab) for i, ab in pairs) for z, pairs in by_zone.items()}
                      for u, by_zone in action_in},
        action_from_discard=tuple(u for u, by_zone in action_in if any(z in DISCARD_ZONES for z in by_zone)),
        engage=engage, trigger={k: tuple(v) for k, v in trigger.items()},
        trigger_at={slot: {k: tuple(v) for k, v in by_name.items()} for slot, by_name in trigger_at.items()},
        listened=listened, static_listened=static_listened, trigger_zones=trigger_zones,
        listening={slot: d.listening(slot) for slot in listened},
        ring={k: tuple(v) for k, v in ring.items()}, gold=tuple(gold), gold_set=frozenset(gold), continuous=tuple(cont),
        province_continuous=tuple(prov),
        cids=cids, keywords=keywords, experienced=experienced, personalities=personalities, low_chi=low_chi,
        strongholds=frozenset(strongholds), types=tuple(types))


def _with_created(ix: GameIndex, created: list) -> GameIndex:
    """``ix`` with the ``created`` cards appended to the game's cards: of what a
    :class:`GameIndex` holds, a created card only adds to ``gold``, ``strongholds`` and
    ``types`` (by its type) and to ``keywords`` (``_build``)."""
    out = _copy(ix)
    out.__dict__.update(
        gold=ix.gold + tuple(c.uid for c in created if c.created["type"] in GOLD_TYPES),
        gold_set=ix.gold_set | {c.uid for c in created if c.created["type"] in GOLD_TYPES},
        strongholds=ix.strongholds | {c.uid for c in created if c.created["type"] == "stronghold"},
        types=ix.types + tuple(c.created["type"] for c in created),
        keywords=ix.keywords | {k.casefold() for c in created for k in c.created.get("keywords", ())})
    return out


def _contents(cards: list) -> tuple:
    """What a :class:`GameIndex` is computed from: each card's id, with its type and
    keywords for a created card."""
    return tuple([(c.cid, c.created.get("type"), tuple(c.created.get("keywords", ()))) if c.created else c.cid
                  for c in cards])


def _copy(ix: GameIndex) -> GameIndex:
    """A shallow copy of ``ix`` (``copy.copy``, faster)."""
    out = object.__new__(GameIndex)
    out.__dict__.update(ix.__dict__)
    return out


def _remember(cache: dict, key: Any, value: Any) -> None:
    if key not in cache and len(cache) >= MAX_GAMES:
        del cache[next(iter(cache))]  # the oldest entry
    cache[key] = value


def _forget(cache: dict, key: int, ref: weakref.ref) -> None:
    """A state died: drop its entry (before its ``id`` can be reused), and let go of its cards."""
    if cache.get(key, (None,))[0] is ref:
        del cache[key]
    if _LAST[0] is ref:
        _LAST[:] = _NOTHING


#: The entry of ``"games"`` (see :func:`game_index`) of the state last asked about: (weak
#: reference to the state, its cards list, their number, its index). Asked again for the same
#: state (the usual case), :func:`game_index` checks these and answers without looking the
#: state up. Emptied when the state dies (``_forget``) and when a card or a card's facts are
#: defined (``Definitions.forget``).
_NOTHING = (lambda: None, None, -1, None)
_LAST: list = list(_NOTHING)


def game_index(st: CCGState) -> GameIndex:
    """The index of ``st``'s cards (rebuilt when cards were added or a card was defined)."""
    last = _LAST
    # (the entry holds the cards list: while it is ``st.cards``, the index is of these cards)
    if last[1] is st.cards and last[2] == len(st.cards):
        if not CHECKING:
            return last[3]  # type: ignore[no-any-return]
        verify("game index (the last state's)", last[3], _build(defs(st), st.cards))  # (and the entry below)
    d = defs(st)
    cache = d._cache("games")
    cards = st.cards
    hit = cache.get(id(st))
    if hit is not None and hit[1] is cards and hit[2] == len(cards) and hit[0]() is st:
        if CHECKING:
            verify("game index", hit[3], _build(d, cards))
        _LAST[:] = hit
        return hit[3]
    contents = _contents(cards)
    by_contents = d._cache("game_contents")
    ix = by_contents.get(contents)
    if ix is None:
        known = hit is not None and hit[1] is cards and hit[2] < len(cards) and hit[0]() is st
        if known and all(c.created for c in cards[hit[2]:]):
            ix = _with_created(hit[3], cards[hit[2]:])  # cards created since: no rebuild
            if CHECKING:
                verify("game index", ix, _build(d, cards))
        else:
            ix = _build(d, cards)
        _remember(by_contents, contents, ix)
    else:
        ix = _copy(ix)  # equal, and the copied game's own
        if CHECKING:
            verify("game index", ix, _build(d, cards))
    ref = hit[0] if hit is not None and hit[0]() is st else weakref.ref(st, functools.partial(_forget, cache, id(st)))
    cache[id(st)] = _LAST[:] = (ref, cards, len(cards), ix)
    return ix


def share_index(original: CCGState, copy: CCGState) -> None:
    """``copy`` (a copy of ``original``: the same cards) has ``original``'s index, if it has
    one (:meth:`l5r.ccg.rules.CCGRules.cloned`): a copy's first question need not compute what
    its cards are (checking mode, :data:`CHECKING`, still compares it with a fresh build)."""
    cache = defs(original)._cache("games")
    hit = cache.get(id(original))
    if hit is None or hit[1] is not original.cards or hit[2] != len(original.cards) or hit[0]() is not original \
            or len(copy.cards) != hit[2]:
        return
    ref = weakref.ref(copy, functools.partial(_forget, cache, id(copy)))
    cache[id(copy)] = (ref, copy.cards, len(copy.cards), _copy(hit[3]))


def forget_game(st: CCGState) -> None:
    """Forget the index kept for state ``st`` (its entry by state, and the last state's):
    for a state whose cards changed identity in place (a bot's determinized copy,
    :func:`l5r.ccg.hidden.after_determinize`), so that the next :func:`game_index` builds it
    from the cards as they are now (or finds it by their contents)."""
    cache = defs(st)._cache("games")
    hit = cache.get(id(st))
    if hit is not None and hit[0]() is st:
        del cache[id(st)]
    if _LAST[0]() is st:
        _LAST[:] = _NOTHING
    if _ZONES[0]() is st:
        _ZONES[:] = _NOBODY


# ------------------------------------------------------------------ cards by zone
#: The zones whose cards :func:`cards_in` lists.
INDEXED_ZONES = (PLAY, HAND, PROVINCE)
_INDEXED = frozenset(INDEXED_ZONES)
#: The zone index of the state last asked about (:func:`cards_in`): (weak reference to the
#: state, its cards list, their number, zone -> the uids in it, in uid order), kept up to date
#: by :func:`set_zone`.
_NOBODY = (lambda: None, None, -1, {})
_ZONES: list = list(_NOBODY)


def set_zone(st: CCGState, c: Card, zone: str) -> None:
    """Put card ``c`` of state ``st`` in ``zone`` (``Card.zone``): every change of a card's
    zone goes through here, which keeps :func:`cards_in` up to date. (Its lists are replaced,
    never changed: a list read before the move stays as it was.)"""
    old = c.zone
    c.zone = zone
    if old != zone and (old in _INDEXED or zone in _INDEXED) and _ZONES[0]() is st:
        by_zone = _ZONES[3]
        u = c.uid
        if old in by_zone:
            uids = by_zone[old]
            i = bisect.bisect_left(uids, u)
            if i == len(uids) or uids[i] != u:  # (a card moved some other way: start afresh)
                _ZONES[:] = _NOBODY
                return
            by_zone[old] = uids[:i] + uids[i + 1:]
        if zone in by_zone:
            uids = by_zone[zone]
            i = bisect.bisect_left(uids, u)
            by_zone[zone] = (*uids[:i], u, *uids[i:])



def cards_in(st: CCGState, zone: str) -> tuple[int, ...]:
    """The uids of the cards in ``zone`` (one of :data:`INDEXED_ZONES`: in play, in a hand,
    in a province), in uid order, without looking at every card of the game: an index of
    the last state asked about, kept up to date by :func:`set_zone`."""
    last = _ZONES
    if last[1] is st.cards and last[2] == len(st.cards) and last[0]() is st:
        if CHECKING:
            verify(f"cards in {zone}", last[3][zone], _build_zones(st.cards)[zone])
        return last[3][zone]  # type: ignore[no-any-return]
    by_zone = _build_zones(st.cards)
    _ZONES[:] = (weakref.ref(st), st.cards, len(st.cards), by_zone)
    return by_zone[zone]


def cards_in_play(st: CCGState) -> tuple[int, ...]:
    """``cards_in(st, "play")``: the uids of the cards in play, in uid order."""
    return cards_in(st, PLAY)


#: (the tuple of :func:`cards_in_play`, the answer of :func:`in_play_by_type` for it): the
#: tuple is replaced, never changed, so while it is the same object the answer holds (the
#: cards' types, ``GameIndex.types``, change only with the cards' definitions: emptied by
#: ``Definitions.forget``).
_NO_TYPES: tuple = (None, {})
_BY_TYPE: list = list(_NO_TYPES)


def in_play_by_type(st: CCGState) -> dict[str, tuple[int, ...]]:
    """Card type (``model.ctype``) -> the uids of the cards in play of that type, in uid order
    (remembered until a card enters or leaves play)."""
    play = cards_in(st, PLAY)
    last = _BY_TYPE
    if last[0] is play:
        if CHECKING:
            verify("cards in play by type", last[1], _by_type(play, game_index(st).types))
        return last[1]  # type: ignore[no-any-return]
    out = _by_type(play, game_index(st).types)
    _BY_TYPE[:] = (play, out)
    return out


#: (the tuples of :func:`cards_in` in play, in the hands and in the provinces,
#: ``GameIndex.action_keyed``, the answer of :func:`action_cards` for them): while they are the
#: same objects, it holds.
_NO_ACTIONS: tuple = (None, None, None, None, ())
_ACTIONS: list = list(_NO_ACTIONS)


def action_cards(st: CCGState) -> tuple[int, ...]:
    """The cards in play, in a hand or in a province that have an action ability to use
    from there (``GameIndex.action_keyed``), whoever controls them, in uid order
    (remembered until a card enters or leaves one of these zones)."""
    play = cards_in(st, PLAY)  # (the zone index is now the one of ``st``)
    by_zone = _ZONES[3]
    hand, province = by_zone[HAND], by_zone[PROVINCE]
    by_uid = game_index(st).action_keyed
    last = _ACTIONS
    if last[0] is play and last[1] is hand and last[2] is province and last[3] is by_uid:
        if CHECKING:
            verify("cards with actions", last[4], _action_cards((play, hand, province), by_uid))
        return last[4]  # type: ignore[no-any-return]
    out = _action_cards((play, hand, province), by_uid)
    _ACTIONS[:] = (play, hand, province, by_uid, out)
    return out


def _action_cards(zones: tuple, by_uid: dict) -> tuple[int, ...]:
    return tuple(sorted([u for uids in zones for u in uids if u in by_uid]))


def _by_type(play: tuple[int, ...], types: tuple[str, ...]) -> dict[str, tuple[int, ...]]:
    found: dict[str, list[int]] = {}
    for u in play:
        found.setdefault(types[u], []).append(u)
    return {t: tuple(uids) for t, uids in found.items()}


def _build_zones(cards: list) -> dict[str, tuple[int, ...]]:
    found: dict[str, list[int]] = {z: [] for z in INDEXED_ZONES}
    for c in cards:
        if c.zone in found:
            found[c.zone].append(c.uid)
    return {z: tuple(uids) for z, uids in found.items()}


def keyword_in_game(st: CCGState, word: str) -> bool:
    """True if any card of the game (any zone) has keyword ``word``: a cheap gate for the
    rulebook abilities of a keyword (``Definitions.gates``)."""
    w = _casefold(word)
    if w in game_index(st).keywords:
        return True
    for e in st.lasting:
        if e["kind"] == "keyword" and str(e.get("keyword", "")).casefold() == w:
            return True
    return False


@functools.cache
def _casefold(word: str) -> str:
    """``word.casefold()``, remembered (the keywords of the rulebook gates)."""
    return word.casefold()


# ------------------------------------------------------------------ pure scopes
_SCOPE: dict | None = None


@contextmanager
def pure_scope() -> Iterator[None]:
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


def in_scope() -> bool:
    """Is a :func:`pure_scope` open (are :func:`memo` answers kept)?"""
    return _SCOPE is not None


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


def source_in_play(st: CCGState, src: list) -> bool:
    """Is the card of a ``[uid, instance]`` pair still in play as the same instance? (An effect
    tagged ``"while": [uid, instance]`` lasts only while its source stays in play: a Terrain's
    effects, ``editions.Edition.terrain_effects_end``.) A triple ``[uid, instance, host]``: and
    still attached to ``host`` (an attachment's trait on its bearer, ivory "Attachments":
    ``compiled.words.host_keyword``)."""
    c = st.cards[src[0]]
    return c.zone == "play" and c.instance == src[1] and (len(src) < 3 or c.attached_to == src[2])


def flags(st: CCGState) -> frozenset:
    """(card uid, flag) of every flag a lasting effect gives a card now: ``(u, f) in flags(st)``
    is ``model.flagged(st, u, f)``, for many questions at once (remembered in a pure scope)."""
    return memo(("flags", id(st)), lambda: _flags(st))


def _flags(st: CCGState) -> frozenset:
    cards = st.cards
    return frozenset((e["card"], e.get("flag")) for e in st.lasting
                     if e["kind"] == "flag" and e["card"] >= 0 and not e.get("negated")
                     and e["instance"] == cards[e["card"]].instance
                     and ("while" not in e or source_in_play(st, e["while"])))
