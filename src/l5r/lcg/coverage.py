"""Which cards the engine implements (``l5r lcg cards --coverage``) (what each card does
is :func:`l5r.lcg.describe.describe`).

A card counts as implemented when it has a definition in the rule set
(``RULES.cards``: :mod:`l5r.lcg.game`), or when it has no ability text to implement:
it is vanilla, or its printed text is nothing but keywords the engine's rules
already handle (:data:`l5r.lcg.keywords.KEYWORDS`). Which cards those are is
listed by hand in :data:`TEXT_IS_KEYWORDS` (card id -> its printed keywords);
a card only counts through that list while its printed keywords still match.

Every card whose facts are known (:func:`l5r.lcg.facts.cards`: the Core Set and the packs
of :data:`l5r.lcg.facts.PACKS`) is counted, per pack in release order, then the later cards the
rules documents name (:data:`l5r.lcg.facts.NAMED_LATER`) as one group, ``"named-later"``.

**Custom code** (``"custom"``, per pack and in all): a card's definition is *custom* when
it needs code of its own beyond the shared vocabulary, measured as: some function or class
defined in a card module (a module of :data:`l5r.lcg.game.CARD_MODULES`, where the card
definitions are; not the vocabulary modules, nor the shared conditions of
:mod:`l5r.lcg.cards.conditions`) is reachable from the definition -- the type of one of its
abilities or of anything they hold (effects, costs, targets, selectors, nested values), a
condition, test or value function (also one captured by a function of the vocabulary, e.g.
``during_conflict(also=...)``), or one of the hooks the card declares (:func:`custom_code`).

>>> r = report()
>>> sorted(r), r["by_pack"]["core"]["total"]
(['by_pack', 'custom', 'implemented', 'total'], 223)
>>> custom_code("01-fine-katana"), custom_code("01-hida-kisada")[:1]
([], ['l5r.lcg.cards.crab._effects_initiate'])
"""

from __future__ import annotations

import dataclasses
from functools import partial
from types import FunctionType

from .facts import NAMED_LATER, CardFacts, printed
from .facts import pack_of as _pack_of
from .game import CARD_MODULES, RULES
from .keywords import KEYWORDS
from .model import FACTS

__all__ = ["NAMED_GROUP", "TEXT_IS_KEYWORDS", "custom_code", "implemented_ids", "is_implemented", "no_text", "pack_of",
           "report"]

#: Cards whose printed text is empty or only keywords, with those keywords.
TEXT_IS_KEYWORDS: dict[str, tuple[str, ...]] = {
    # vanilla: no text at all (attachment bonuses are printed facts)
    "01-doji-whisperer": (),
    "01-eager-scout": (),
    "01-fiery-madness": (),
    "01-matsu-berserker": (),
    "01-serene-warrior": (),
    "08-fire-tensai-initiate": (),
    # keywords only
    "01-ancestral-daisho": ("ancestral", "restricted"),
    "01-bayushi-liar": ("sincerity",),
    "01-fine-katana": ("restricted",),
    "01-kaiu-envoy": ("courtesy", "sincerity"),
    "01-kitsuki-s-method": ("ancestral", "restricted"),
    "01-moto-horde": ("no attachments except weapon",),
    "01-naive-student": ("sincerity",),
    "01-ornate-fan": ("restricted",),
    "01-unassuming-yojimbo": ("covert",),
    # Fate Has No Secrets
    "06-miwaku-kabe-guard": ("pride",),
    # Children of the Empire
    "16-siege-captain": (),
    "16-attendant-to-the-emperor": (),
}

#: the row of :func:`report` that groups the :data:`l5r.lcg.facts.NAMED_LATER` cards
NAMED_GROUP = "named-later"


def pack_of(f: CardFacts) -> str:
    """The pack code of a card (FiveRingsDB pack id), from its id prefix.

    >>> pack_of(FACTS["01-fine-katana"]), pack_of(FACTS["02-staunch-hida"])
    ('core', 'tears-of-amaterasu')
    """
    return _pack_of(f.id)


def _engine_keyword(kw: str) -> bool:
    return any(kw == k or kw.startswith(k + " ") for k in KEYWORDS)


def no_text(f: CardFacts) -> bool:
    """True if the card has nothing to implement beyond its facts and keywords.

    >>> no_text(FACTS["01-fine-katana"]), no_text(FACTS["01-let-go"])
    (True, False)
    """
    kws = TEXT_IS_KEYWORDS.get(f.id)
    return kws is not None and kws == f.keywords and all(_engine_keyword(k) for k in kws)


def is_implemented(f: CardFacts) -> bool:
    return f.id in RULES.cards or no_text(f)


def implemented_ids() -> frozenset[str]:
    """The ids of the printed cards the engine plays with their whole text (a definition, or
    nothing to implement beyond facts and keywords): what a deck must use to be played in full.

    >>> ids = implemented_ids()
    >>> "01-fine-katana" in ids, "01-let-go" in ids, len(ids) >= 223
    (True, True, True)
    """
    return frozenset(f.id for f in FACTS.values() if printed(f) and is_implemented(f))


_CARD_MODULES = frozenset(m.__name__ for m in CARD_MODULES)


def _own_code(obj: object, seen: set[int], out: list[str]) -> None:
    """Collect into ``out`` the qualified names of card-module code reachable from ``obj``."""
    if id(obj) in seen or obj is None or isinstance(obj, (str, int, float, bool)):
        return
    seen.add(id(obj))
    if isinstance(obj, (tuple, list, frozenset, set)):
        for x in obj:
            _own_code(x, seen, out)
        return
    if isinstance(obj, dict):
        for x in obj.values():
            _own_code(x, seen, out)
        return
    if isinstance(obj, partial):
        _own_code((obj.func, obj.args, obj.keywords), seen, out)
        return
    if isinstance(obj, FunctionType):
        if obj.__module__ in _CARD_MODULES:
            out.append(f"{obj.__module__}.{obj.__qualname__}")
        for cell in obj.__closure__ or ():
            _own_code(cell.cell_contents, seen, out)
        return
    t = type(obj)
    if t.__module__ in _CARD_MODULES:
        out.append(f"{t.__module__}.{t.__qualname__}")
    if dataclasses.is_dataclass(obj):
        for fl in dataclasses.fields(obj):
            _own_code(getattr(obj, fl.name), seen, out)
    elif hasattr(obj, "fn"):  # a hook
        _own_code(obj.fn, seen, out)


def custom_code(cid: str) -> list[str]:
    """The card-module functions and classes card ``cid``'s definition needs (sorted; empty
    for a card declared from the shared vocabulary alone, or without a definition)."""
    d = RULES.cards.get(cid)
    if d is None:
        return []
    out: list[str] = []
    seen: set[int] = set()
    _own_code(d.abilities, seen, out)
    _own_code(d.hooks, seen, out)
    return sorted(set(out))


def report() -> dict:
    """``{"implemented": n, "total": n, "custom": n, "by_pack": {pack: {"implemented",
    "total", "custom", "missing": [names]}}}`` over every known card, by pack in release
    order (``custom``: implemented cards whose definition needs code of its own,
    :func:`custom_code`)."""
    by_pack: dict[str, dict] = {}
    for f in sorted(filter(printed, FACTS.values()), key=lambda f: (f.id[:3], f.position, f.id)):
        group = NAMED_GROUP if f.id in NAMED_LATER else pack_of(f)
        row = by_pack.setdefault(group, {"implemented": 0, "total": 0, "custom": 0, "missing": []})
        row["total"] += 1
        if is_implemented(f):
            row["implemented"] += 1
            row["custom"] += bool(custom_code(f.id))
        else:
            row["missing"].append(f.name)
    return {"implemented": sum(r["implemented"] for r in by_pack.values()),
            "total": sum(r["total"] for r in by_pack.values()),
            "custom": sum(r["custom"] for r in by_pack.values()),
            "by_pack": by_pack}

