"""The clauses of each CCG card's text, named from its definition (see
:mod:`l5r.engine.clauses`): per ability ``a<n>`` (1-based) its effect, timing (designators:
Battle, Limited, Open ...), choices (targets and performers, by key), costs (bowing, Gold,
others), condition, trigger and its filter, and its limit per turn, battle or game; a card's
continuous traits, Gold production, Event effects, Ring condition, Focus Effect and Invest;
and each printed keyword the rules give a meaning (:data:`RULES_KEYWORDS`; not Clan names or
traits such as Samurai that only cards refer to).

>>> clauses("seppun-blade")[:6]
['a1:effect', 'a1:timing', 'a1:cost', 'a1:condition', 'a1:limit', 'a2:effect']
"""

from __future__ import annotations

from typing import Any

from ..engine.clauses import report as clause_report
from ..engine.clauses import marked_clauses
from .facts import FACTS, kyuden_tonbo
from .rules import RULES
from .vocab import Ability, CardDef

__all__ = ["RULES_KEYWORDS", "clauses", "declared", "report"]

#: keywords with a rule of their own in some edition (Ivory "Keywords"; celestial and Diamond
#: glossaries) that Kyuden Tonbo cards carry; "Experienced 2" counts as "Experienced"
RULES_KEYWORDS = ("Armor", "Cavalry", "Courage", "Delayed", "Destined", "Double Chi", "Duelist", "Experienced",
                  "Fear", "Fortification", "Kensai", "Kharmic", "Kiho", "Loyal", "Naval", "One-Handed", "Reserve",
                  "Resilient", "Singular", "Tactician", "Tattooed", "Terrain", "Unique", "Weapon")


def _ability(i: int, ab: Ability) -> list[str]:
    n = f"a{i}"
    out = [f"{n}:effect", f"{n}:timing"]
    out += [f"{n}:choice:{ch.key}" for ch in ab.choices]
    if ab.bow or ab.gold or ab.costs:
        out.append(f"{n}:cost")
    if ab.condition is not None:
        out.append(f"{n}:condition")
    if ab.trigger:
        out.append(f"{n}:trigger")
    if ab.when is not None:
        out.append(f"{n}:when")
    if not ab.repeatable and ab.zone != "delayed":
        out.append(f"{n}:limit")  # once per turn (or battle, or game), or forced
    # (A delayed effect -- ``zone="delayed"``, made by ``Ctx.delay`` -- is no ability a player
    # uses and its text has no limit: it happens once, at the one moment it waits for, because
    # its lasting entry is removed when it resolves (play.trigger_act), whatever its declared
    # ``repeatable`` says; so it has no limit clause.)
    return out


def _card(d: CardDef) -> list[str]:
    out: list[str] = []
    for i, ab in enumerate(d.abilities, 1):
        out += _ability(i, ab)
    for name in ("continuous", "produce", "event", "ring_trigger", "focus_effect", "invest"):
        if getattr(d, name):
            out.append(name)
    return out


def clauses(cid: str) -> list[str]:
    """The clauses of card ``cid``: its definition's, then its printed rules keywords."""
    d = RULES.defs.cards.get(cid)
    kws = [kw for kw in FACTS[cid].keywords if kw.split(" ")[0] in RULES_KEYWORDS or kw in RULES_KEYWORDS]
    return (_card(d) if d is not None else []) + [f"keyword:{kw}" for kw in kws]


def declared() -> dict[str, list[str]]:
    """Card title -> its clauses, for every card of the card pool with at least one (not the
    fixture cards tests define)."""
    return {f.title: cs for f in sorted(kyuden_tonbo().values(), key=lambda f: f.id) if (cs := clauses(f.id))}


def report() -> dict[str, Any]:
    """Clauses in total, tested (by the tests' ``covers`` markers), untested per card."""
    return clause_report(declared(), marked_clauses("l5r.ccg"))
