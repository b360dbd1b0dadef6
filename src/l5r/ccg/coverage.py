"""Which Battle of Kyuden Tonbo cards the CCG engine implements (``l5r ccg cards --coverage``).

A card counts as implemented when it has a definition in the CCG rule set
(``RULES.defs.cards``, from the card modules; a card with no rules text is defined with no
abilities, so it counts too). The report has the same shape as the LCG one
(:func:`l5r.lcg.coverage.report`), with one "pack", the Battle of Kyuden Tonbo
set (``kyuden_tonbo``), over its 90 cards in collector-number order (The
Imperial Favor, which has no number, first).

>>> r = report()
>>> sorted(r), r["total"], r["by_pack"]["kyuden_tonbo"]["total"]
(['by_pack', 'implemented', 'total'], 90, 90)
"""

from __future__ import annotations

from .facts import CardFacts, kyuden_tonbo
from .rules import RULES

__all__ = ["PACK", "cards", "is_implemented", "report"]

#: The pack code of the Battle of Kyuden Tonbo set.
PACK = "kyuden_tonbo"


def cards() -> list[CardFacts]:
    """The set's 90 cards in collector-number order."""
    return sorted(kyuden_tonbo().values(), key=lambda f: (f.number or 0, f.id))


def is_implemented(f: CardFacts) -> bool:
    return f.id in RULES.defs.cards


def report() -> dict:
    """``{"implemented": n, "total": n, "by_pack": {"kyuden_tonbo": {"implemented", "total",
    "missing": [titles]}}}``."""
    row = {"implemented": 0, "total": 0, "missing": []}
    for f in cards():
        row["total"] += 1
        if is_implemented(f):
            row["implemented"] += 1
        else:
            row["missing"].append(f.title)
    return {"implemented": row["implemented"], "total": row["total"], "by_pack": {PACK: row}}
