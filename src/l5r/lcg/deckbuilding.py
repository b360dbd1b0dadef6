"""Deck legality (Rules Reference "Deckbuilding", "Deck Limits", "Influence,
Influence Cost", "Role Cards", "Provinces, Province Cards", "Rally", "Neutral",
"Clan" and the Restricted List).

:func:`validate` lists *every* problem of a deck as a message that starts with
the rule it breaks; an empty list means the deck is legal. A deck is the dict
of :func:`l5r.lcg.new_game`::

    {"name": str, "stronghold": id, "role": id or None,
     "provinces": [ids], "dynasty": [ids], "conflict": [ids]}

with an id repeated once per copy. Skirmish decks (``format="skirmish"``) have
no stronghold, role or provinces; they name their clan with ``"clan"``.

Roles: a Keeper role adds 3 to the deckbuilding influence value; a Seeker role
allows one province of any element to be replaced by an additional province of
the Seeker's element. A card with a ``role_restriction`` ("Keeper role only")
needs a role of that kind.

``core_sets=N`` also checks that N Core Sets hold enough copies of each Core
Set card the deck uses (``None`` or 0 skips this). ``packs`` (pack id -> how many of it
the player owns: :data:`l5r.lcg.facts.PACKS` and the packs of :data:`l5r.lcg.facts.NAMED_LATER`)
checks every card the deck uses instead: a card's copies are at most its quantity in its
pack times the packs owned (a card of a pack not owned is missing). ``playable`` (the ids
of the cards the engine plays with their abilities, e.g.
:func:`l5r.lcg.coverage.implemented_ids`) adds a problem for each card outside it: a game
would play it without its text.

>>> from l5r.lcg.decks import default_deck
>>> validate(default_deck("crab"), core_sets=3)
[]
>>> validate(default_deck("crab"), packs={"core": 1})[:1]
["Collection: 3 copies of 'Hida Guardian' (Core Set), but 1 Core Set holds only 1"]
>>> validate(default_deck("crab"), packs={"core": 3, "tears": 1})
Traceback (most recent call last):
...
ValueError: unknown pack 'tears' (packs: core, tears-of-amaterasu, ...)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Mapping
from itertools import permutations
from typing import TypedDict

from .facts import NAMED_LATER, PACK_NAMES, PACKS, CardFacts, core_set, pack_of
from .model import FACTS
from .state import ELEMENTS

__all__ = ["FORMATS", "check_packs", "influence_pool", "influence_spent", "parse_packs", "role_of", "support_clan",
           "validate"]

#: Deck sizes, copies per title and fixed influence of each format.
class FormatRules(TypedDict):
    """A format's deck limits: deck size ``min``/``max`` (dynasty and conflict decks each),
    ``copies`` of a title, and a fixed ``influence`` pool (None: the stronghold's)."""

    min: int
    max: int
    copies: int
    influence: int | None


FORMATS: dict[str, FormatRules] = {
    "stronghold": {"min": 40, "max": 45, "copies": 3, "influence": None},
    "skirmish": {"min": 30, "max": 40, "copies": 2, "influence": 6},
    # the multiplayer formats use stronghold decks (Rules Reference "Deckbuilding")
    "enlightenment": {"min": 40, "max": 45, "copies": 3, "influence": None},
    "team-conquest": {"min": 40, "max": 45, "copies": 3, "influence": None},
}

KEEPER_INFLUENCE = 3
#: a "Support of the <Clan>" role's deckbuilding text: +8 influence, spent on that clan's cards only
SUPPORT_INFLUENCE = 8
_CLAN_NAMES = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")


def _one(value: object) -> str | None:
    """A single card id from a deck entry (an id, or a list holding one id)."""
    if isinstance(value, (list, tuple)):
        value = value[0] if len(value) == 1 else None
    return value if isinstance(value, str) else None


def role_of(role_id: str | None) -> tuple[str | None, str | None]:
    """``(kind, element)`` of a role card: kind ``"keeper"``/``"seeker"`` or None.

    >>> role_of("01-seeker-of-fire")
    ('seeker', 'fire')
    >>> role_of(None)
    (None, None)
    """
    f = FACTS.get(_one(role_id) or "")
    if f is None or f.type != "role":
        return None, None
    kind = next((t for t in f.traits if t in ("keeper", "seeker")), None)
    element = next((t for t in f.traits if t in ELEMENTS), None)
    return kind, element


def support_clan(role_id: str | None) -> str | None:
    """The clan of a "Support of the <Clan>" role card (a role with a clan trait: Support of
    the Phoenix, Support of the Scorpion), else None: its deckbuilding text raises the
    influence value by :data:`SUPPORT_INFLUENCE` and lets the deck spend influence on that
    clan's cards only (:func:`validate`).

    >>> support_clan("08-support-of-the-phoenix"), support_clan("01-keeper-of-air")
    ('phoenix', None)
    """
    f = FACTS.get(_one(role_id) or "")
    if f is None or f.type != "role":
        return None
    return next((t for t in f.traits if t in _CLAN_NAMES), None)


def influence_pool(deck: dict, format: str = "stronghold") -> int:
    """Influence the deck may spend: the stronghold's value (+3 for a Keeper role),
    or the format's fixed amount (skirmish: 6).

    >>> influence_pool({"stronghold": "01-shiro-nishiyama", "role": "01-keeper-of-earth"})
    13
    """
    fixed = FORMATS[format]["influence"]
    if fixed is not None:
        return fixed
    sh = FACTS.get(_one(deck.get("stronghold")) or "")
    pool = (sh.influence_pool or 0) if sh is not None else 0
    if role_of(deck.get("role"))[0] == "keeper":
        pool += KEEPER_INFLUENCE
    if support_clan(deck.get("role")):
        pool += SUPPORT_INFLUENCE
    return pool


def _clan(deck: dict, format: str) -> str | None:
    sh = FACTS.get(_one(deck.get("stronghold")) or "")
    if format != "skirmish" and sh is not None and sh.type == "stronghold":
        return sh.clan
    return deck.get("clan")


def influence_spent(deck: dict, format: str = "stronghold") -> int:
    """Influence paid for the out-of-clan cards of the conflict deck."""
    clan = _clan(deck, format)
    total = 0
    for cid in deck.get("conflict") or []:
        f = FACTS.get(cid)
        if f is not None and clan and f.clan not in (clan, "neutral"):
            total += f.influence_cost or 0
    return total


def validate(deck: dict, *, format: str = "stronghold", core_sets: int | None = 1,
             packs: Mapping[str, int] | None = None, playable: Container[str] | None = None) -> list[str]:
    """Every problem that makes ``deck`` illegal in ``format`` (or, with ``packs``, not
    buildable from that collection; with ``playable``, not playable in full by the engine),
    as messages. An unknown ``format`` or a malformed ``packs`` raises ValueError."""
    if format not in FORMATS:
        raise ValueError(f"unknown format {format!r}; choose one of {', '.join(FORMATS)}")
    if packs is not None:
        check_packs(packs)
    if not isinstance(deck, dict):
        return ["Deckbuilding: a deck is a mapping with stronghold, role, provinces, "
                "dynasty and conflict"]
    rules = FORMATS[format]
    out: list[str] = []

    def cards(key: str) -> list[CardFacts]:
        ids = deck.get(key) or []
        if isinstance(ids, str):
            ids = [ids]
        found = []
        for cid in ids:
            if isinstance(cid, str) and cid in FACTS:
                found.append(FACTS[cid])
            else:
                out.append(f"Deckbuilding: unknown card id {cid!r} in the {_WHERE[key]}")
        return found

    sh = cards("stronghold")
    role = cards("role")
    provinces = cards("provinces")
    dynasty = cards("dynasty")
    conflict = cards("conflict")
    clan = _clan(deck, format)

    if format == "skirmish":
        for what, found in (("stronghold", sh), ("role", role), ("province", provinces)):
            if found:
                out.append(f"Deckbuilding: skirmish decks do not include {what} cards")
        if not clan:
            out.append("Deckbuilding: a skirmish deck names its primary clan (\"clan\")")
    else:
        out += _check_stronghold_role(sh, role)
        out += _check_provinces(provinces, clan, role_of(deck.get("role")))
    out += _check_deck("dynasty", dynasty, clan, rules)
    out += _check_deck("conflict", conflict, clan, rules)
    out += _check_influence(conflict, clan, influence_pool(deck, format), deck, format)
    out += _check_copies(dynasty + conflict, rules["copies"])
    out += _check_restricted(provinces + dynasty + conflict + sh + role)
    out += _check_role_restrictions(provinces + dynasty + conflict, role)
    every = sh + role + provinces + dynasty + conflict
    if packs is not None:
        out += _check_collection(every, packs)
    elif core_sets:
        out += _check_core_sets(every, core_sets)
    if playable is not None:
        out += _check_playable(every, playable)
    return out


def parse_packs(text: str) -> dict[str, int]:
    """The collection a ``--packs`` text names: entries ``pack-id[:N]`` (or ``=N``; N copies
    of the pack, 1 if not given) separated by commas or spaces; ``all`` is one of every pack
    (:data:`l5r.lcg.facts.PACKS`), and a later entry of a pack replaces an earlier one.

    >>> parse_packs("core:3, disciples-of-the-void")
    {'core': 3, 'disciples-of-the-void': 1}
    >>> len(parse_packs("all core=2")), parse_packs("all core=2")["core"]
    (16, 2)
    >>> parse_packs("core:two")
    Traceback (most recent call last):
    ...
    ValueError: packs: 'core:two' is not pack-id[:N] (N a whole number)
    """
    out: dict[str, int] = {}
    for entry in text.replace(",", " ").split():
        if entry == "all":
            out.update({pack: 1 for pack in PACKS.values()})
            continue
        pack, sep, n = entry.replace("=", ":").partition(":")
        if not pack or (sep and not n.isdigit()):
            raise ValueError(f"packs: {entry!r} is not pack-id[:N] (N a whole number)")
        out[pack] = int(n) if sep else 1
    if not out:
        raise ValueError("packs: no pack named (e.g. core:3,tears-of-amaterasu)")
    check_packs(out)
    return out


def check_packs(packs: Mapping[str, int]) -> None:
    """Raise ValueError unless ``packs`` maps known pack ids (:data:`l5r.lcg.facts.PACKS`) to
    counts of at least 0.

    >>> check_packs({"core": 2, "disciples-of-the-void": 1})
    >>> check_packs({"core": -1})
    Traceback (most recent call last):
    ...
    ValueError: pack 'core': -1 is not a number of packs owned (0 or more)
    """
    if not isinstance(packs, Mapping):
        raise ValueError("packs: a mapping of pack id to the number owned")
    known = [*PACKS.values(), *dict.fromkeys(NAMED_LATER.values())]
    for pack, n in packs.items():
        if pack not in known:
            shown = ", ".join(known[:2])
            raise ValueError(f"unknown pack {pack!r} (packs: {shown}, ...)")
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError(f"pack {pack!r}: {n!r} is not a number of packs owned (0 or more)")


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


_WHERE = {"stronghold": "stronghold", "role": "role", "provinces": "provinces",
          "dynasty": "dynasty deck", "conflict": "conflict deck"}


def _check_stronghold_role(sh: list[CardFacts], role: list[CardFacts]) -> list[str]:
    out = []
    if len(sh) != 1:
        out.append(f"Deckbuilding: the deck needs exactly 1 stronghold (it has {len(sh)})")
    for f in sh:
        if f.type != "stronghold":
            out.append(f"Deckbuilding: {f.name!r} is {_a(f.type)}, not a stronghold")
    if len(role) > 1:
        out.append(f"Role Cards: a deck may use a single role card (it has {len(role)})")
    for f in role:
        if f.type != "role":
            out.append(f"Role Cards: {f.name!r} is {_a(f.type)}, not a role card")
    return out


def _check_provinces(provinces: list[CardFacts], clan: str | None,
                     role: tuple[str | None, str | None]) -> list[str]:
    out = []
    if len(provinces) != 5:
        out.append(f"Provinces: the deck needs exactly 5 provinces (it has {len(provinces)})")
    for f in provinces:
        if f.type != "province":
            out.append(f"Provinces: {f.name!r} is {_a(f.type)}, not a province")
        elif clan and f.clan not in (clan, "neutral"):
            out.append(f"Provinces: {f.name!r} is a {f.clan} province; provinces must be "
                       f"in-clan ({clan}) or neutral")
    for title, n in Counter(f.name for f in provinces).items():
        if n > 1:
            out.append(f"Provinces: {n} copies of {title!r}; at most 1 copy of each province")
    provs = [f for f in provinces if f.type == "province"]
    if len(provs) == 5 and not _elements_fit([f.elements for f in provs], role):
        out.append(_elements_message([f.elements for f in provs], role))
    return out


def _slot_sets(role: tuple[str | None, str | None]) -> list[tuple[str, ...]]:
    """The element slots five provinces may fill: one per element, or with a
    Seeker role one slot of another element turned into the Seeker's element."""
    sets: list[tuple[str, ...]] = [ELEMENTS]
    kind, seeker = role
    if kind == "seeker" and seeker:
        sets += [tuple(seeker if x == e else x for x in ELEMENTS) for e in ELEMENTS if e != seeker]
    return sets


def _elements_fit(elements: list[tuple[str, ...]], role: tuple[str | None, str | None]) -> bool:
    for slots in _slot_sets(role):
        for perm in permutations(range(len(elements))):
            if all(slots[i] in elements[perm[i]] for i in range(len(slots))):
                return True
    return False


def _elements_message(elements: list[tuple[str, ...]], role: tuple[str | None, str | None]) -> str:
    missing = [e for e in ELEMENTS if not any(e in els for els in elements)]
    counts = Counter(e for els in elements if len(els) == 1 for e in els)
    extra = [f"{e} ({n})" for e, n in counts.items() if n > 1]
    parts = []
    if missing:
        parts.append("no province of " + ", ".join(missing))
    if extra:
        parts.append("more than one province of " + ", ".join(extra))
    kind, element = role
    allow = (f"; a Seeker of {element.title()} role allows one extra {element} province in "
             f"place of another element" if kind == "seeker" and element else "")
    return ("Provinces: one province of each element is needed (air, earth, fire, water, "
            f"void): {'; '.join(parts) or 'the elements cannot be matched'}{allow}")


def _check_deck(side: str, found: list[CardFacts], clan: str | None, rules: FormatRules) -> list[str]:
    out = []
    for f in found:
        if f.side != side:
            out.append(f"Deckbuilding: {f.name!r} is {_a(f.type)} ({f.side} side) and cannot be "
                       f"in the {side} deck")
    if side == "dynasty" and clan:
        for title, f in _titles(found).items():
            if f.side == side and f.clan not in (clan, "neutral"):
                out.append(f"Deckbuilding: dynasty card {title!r} is {f.clan}; dynasty cards "
                           f"must be in-clan ({clan}) or neutral")
    counted = sum(1 for f in found if not f.has_keyword("rally"))
    rally = len(found) - counted
    note = f" (not counting {rally} Rally card{'s' * (rally != 1)})" if rally else ""
    if counted < rules["min"]:
        out.append(f"Deckbuilding: the {side} deck has {counted} cards{note}; "
                   f"it needs at least {rules['min']}")
    if len(found) > rules["max"]:
        out.append(f"Deckbuilding: the {side} deck has {len(found)} cards; "
                   f"at most {rules['max']} are allowed")
    return out


def _titles(found: list[CardFacts]) -> dict[str, CardFacts]:
    return {f.name: f for f in found}


def _check_influence(conflict: list[CardFacts], clan: str | None, pool: int, deck: dict,
                     format: str) -> list[str]:
    if not clan:
        return []
    out = []
    splash = [f for f in conflict if f.side == "conflict" and f.clan not in (clan, "neutral")]
    clans = sorted({f.clan for f in splash})
    if len(clans) > 1:
        out.append(f"Influence: out-of-clan conflict cards come from {len(clans)} clans "
                   f"({', '.join(clans)}); influence buys cards from a single other clan")
    for title, f in _titles(splash).items():
        if f.influence_cost is None:
            out.append(f"Influence: {title!r} ({f.clan}) has no influence cost and cannot be "
                       f"included out of clan")
    support = support_clan(deck.get("role"))
    if support and clans and clans != [support]:
        role = FACTS[_one(deck.get("role")) or ""].name
        out.append(f"Influence: with {role}, influence is spent on {support.capitalize()} cards only, "
                   f"not on {', '.join(c for c in clans if c != support)} cards")
    spent = sum(f.influence_cost or 0 for f in splash)
    if spent > pool:
        out.append(f"Influence: out-of-clan cards cost {spent} influence; the deck has {pool} "
                   f"({_pool_source(deck, format)})")
    return out


def _pool_source(deck: dict, format: str) -> str:
    if format == "skirmish":
        return "the skirmish format"
    sh = FACTS.get(_one(deck.get("stronghold")) or "")
    src = f"{sh.name} {sh.influence_pool or 0}" if sh is not None else "no stronghold"
    role = FACTS.get(_one(deck.get("role")) or "")
    if role is not None and role_of(role.id)[0] == "keeper":
        src += f" + {role.name} {KEEPER_INFLUENCE}"
    if role is not None and support_clan(role.id):
        src += f" + {role.name} {SUPPORT_INFLUENCE}"
    return src


def _check_copies(found: list[CardFacts], standard: int) -> list[str]:
    out = []
    count = Counter(f.name for f in found)
    by_title = _titles(found)
    for title, n in count.items():
        f = by_title[title]
        limit = standard if f.deck_limit == 3 else f.deck_limit
        if n > limit:
            why = "" if f.deck_limit == 3 else f" (Limit {f.deck_limit} per deck)"
            out.append(f"Deck Limits: {n} copies of {title!r} in the dynasty and conflict decks; "
                       f"at most {limit}{why}")
    return out


def _check_restricted(found: list[CardFacts]) -> list[str]:
    titles = sorted({f.name for f in found if f.restricted_list})
    if len(titles) > 1:
        return [f"Restricted List: the deck includes {len(titles)} restricted titles "
                f"({', '.join(titles)}); at most 1 is allowed"]
    return []


def _check_role_restrictions(found: list[CardFacts], role: list[CardFacts]) -> list[str]:
    out = []
    kinds = {t for r in role for t in r.traits}
    names = ", ".join(r.name for r in role)
    for title, f in _titles(found).items():
        need = f.role_restriction
        if need and need not in kinds:
            has = f"the deck's role is {names}" if role else "the deck has no role"
            out.append(f"Role Cards: {title!r} is {need.title()} role only, but {has}")
    return out


def _check_collection(found: list[CardFacts], packs: Mapping[str, int]) -> list[str]:
    """Copies of each card against its pack's quantity times the packs owned."""
    out = []
    count = Counter(f.id for f in found)
    for cid, k in count.items():
        f = FACTS[cid]
        pack = pack_of(cid)
        owned = packs.get(pack, 0)
        name = PACK_NAMES.get(pack, pack)
        if owned == 0:
            out.append(f"Collection: {f.name!r} is in {name}, which the collection does not have")
        elif k > f.quantity * owned:
            holds = f"{owned} {name}{'s' * (owned != 1 and name == 'Core Set')} hold{'s' * (owned == 1)}"
            out.append(f"Collection: {k} copies of {f.name!r} ({name}), but {holds} only {f.quantity * owned}")
    return out


def _check_playable(found: list[CardFacts], playable: Container[str]) -> list[str]:
    out = []
    for cid in dict.fromkeys(f.id for f in found):
        if cid not in playable:
            out.append(f"Engine: {FACTS[cid].name!r} ({PACK_NAMES.get(pack_of(cid), pack_of(cid))}) is not "
                       "implemented yet; a game would play it without its text")
    return out


def _check_core_sets(found: list[CardFacts], n: int) -> list[str]:
    core = core_set()
    out = []
    count = Counter(f.name for f in found if f.id in core)
    by_title = _titles(found)
    for title, k in count.items():
        have = by_title[title].quantity * n
        if k > have:
            sets = f"{n} Core Set{'s' * (n != 1)} hold{'s' * (n == 1)}"
            out.append(f"Core Set: {k} copies of {title!r}, but {sets} only {have}")
    return out
