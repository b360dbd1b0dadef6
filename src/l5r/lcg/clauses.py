"""The clauses of each LCG card's text, named from its definition (see
:mod:`l5r.engine.clauses`): per ability ``a<n>`` (1-based, in the definition's order) its
effect, target, costs, limit, play condition, conflict restriction, triggering condition,
"then" effects and "select one" choices; a constant ability's effect and condition; a play
restriction; what an attachment may attach to; and each printed keyword. Only the cards
the engine implements (:func:`l5r.lcg.coverage.is_implemented`) have clauses to test: a card
of a later pack is listed once it has its definition.

>>> clauses("01-charge")
['a1:effect', 'a1:target', 'a1:condition']
>>> clauses("01-fine-katana")
['keyword:restricted']
"""

from __future__ import annotations

from typing import Any

from ..engine.clauses import report as clause_report
from ..engine.clauses import marked_clauses
from .coverage import is_implemented
from .facts import by_name
from .game import RULES
from .model import FACTS
from .vocab import Limit

__all__ = ["card_key", "clauses", "declared", "report"]


def _ability(i: int, ab: Any) -> list[str]:
    n = f"a{i}"
    kind = getattr(ab, "kind", "")
    if kind in ("action", "reaction", "interrupt"):
        out = [f"{n}:effect"]
        if ab.triggers:
            out.append(f"{n}:trigger")
        if ab.when is not None:
            out.append(f"{n}:when")
        if ab.target is not None:
            out.append(f"{n}:target")
        if ab.costs:
            out.append(f"{n}:cost")
        if ab.condition is not None:
            out.append(f"{n}:condition")
        if ab.conflict:
            out.append(f"{n}:conflict")
        if ab.limit != Limit() or ab.kind != "action":
            out.append(f"{n}:limit")  # every triggered ability has its limit (1 per round by default)
        if ab.then:
            out.append(f"{n}:then")
        if ab.select:
            out.append(f"{n}:select")
        return out
    if kind == "persistent":
        return [f"{n}:effect"] + ([f"{n}:condition"] if getattr(ab, "condition", None) is not None else [])
    return [f"{n}:{kind}"] if kind else []


def clauses(cid: str) -> list[str]:
    """The clauses of card ``cid``: its abilities' (from its definition), then its keywords."""
    out: list[str] = []
    d = RULES.cards.get(cid)
    for i, ab in enumerate(d.abilities if d is not None else (), 1):
        out += _ability(i, ab)
    out += [f"keyword:{kw}" for kw in FACTS[cid].keywords]
    return out


def card_key(cid: str) -> str:
    """How the clause coverage names a card: its title, or its id for a card whose title an
    earlier printed card has (``@pytest.mark.covers("29-kakita-yoshi", ...)``; the first card
    of a title keeps the title: :func:`l5r.lcg.facts.by_name`).

    >>> card_key("04-kakita-yoshi"), card_key("29-kakita-yoshi")
    ('Kakita Yoshi', '29-kakita-yoshi')
    """
    title = FACTS[cid].name
    return title if by_name(title).id == cid else cid


def declared() -> dict[str, list[str]]:
    """Card key (:func:`card_key`: its title, or its id for a later card of a shared title) ->
    its clauses, for every implemented card with at least one."""
    return {card_key(cid): cs for cid, f in sorted(FACTS.items()) if is_implemented(f) and (cs := clauses(cid))}


def report() -> dict[str, Any]:
    """Clauses in total, tested (by the tests' ``covers`` markers), untested per card."""
    return clause_report(declared(), marked_clauses("l5r.lcg"))
