"""Which cards the engine implements (``l5r lcg cards --coverage``) (what each card does
is :func:`l5r.lcg.describe.describe`).

A card counts as implemented when it has a definition in the rule set
(``RULES.cards``: :mod:`l5r.lcg.game`), or when it has no ability text to implement:
it is vanilla, or its printed text is nothing but keywords the engine's rules
already handle (:data:`l5r.lcg.keywords.KEYWORDS`). Which cards those are is
listed by hand in :data:`TEXT_IS_KEYWORDS` (card id -> its printed keywords);
a card only counts through that list while its printed keywords still match.

>>> r = report()
>>> sorted(r), r["total"], r["by_pack"]["core"]["total"]
(['by_pack', 'implemented', 'total'], 223, 223)
"""

from __future__ import annotations

import re

from .facts import CardFacts, printed
from .game import RULES
from .keywords import KEYWORDS
from .model import FACTS

__all__ = ["TEXT_IS_KEYWORDS", "PACKS", "pack_of", "no_text", "is_implemented", "report"]

#: Cards whose printed text is empty or only keywords, with those keywords.
TEXT_IS_KEYWORDS: dict[str, tuple[str, ...]] = {
    # vanilla: no text at all (attachment bonuses are printed facts)
    "01-doji-whisperer": (),
    "01-eager-scout": (),
    "01-fiery-madness": (),
    "01-matsu-berserker": (),
    "01-serene-warrior": (),
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
}

#: Card id prefix -> pack code (FiveRingsDB pack ids).
PACKS = {"01": "core"}


def pack_of(f: CardFacts) -> str:
    """The pack code of a card, from its id prefix.

    >>> pack_of(FACTS["01-fine-katana"])
    'core'
    """
    pack = getattr(f, "pack", None)
    if pack:
        return pack
    m = re.match(r"^(\d+)-", f.id)
    return PACKS.get(m.group(1), m.group(1)) if m else "unknown"


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


def report() -> dict:
    """``{"implemented": n, "total": n, "by_pack": {pack: {"implemented", "total",
    "missing": [names]}}}`` over every known card, in pack-position order."""
    by_pack: dict[str, dict] = {}
    for f in sorted(filter(printed, FACTS.values()), key=lambda f: (pack_of(f), f.position, f.id)):
        row = by_pack.setdefault(pack_of(f), {"implemented": 0, "total": 0, "missing": []})
        row["total"] += 1
        if is_implemented(f):
            row["implemented"] += 1
        else:
            row["missing"].append(f.name)
    return {"implemented": sum(r["implemented"] for r in by_pack.values()),
            "total": sum(r["total"] for r in by_pack.values()),
            "by_pack": by_pack}

