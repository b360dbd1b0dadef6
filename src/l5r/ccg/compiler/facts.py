"""A card's printed facts from the card data (``sets/<set>.yaml``) as a
:class:`~l5r.ccg.facts.CardFacts`: for the cards the engine has no facts table for yet (the
Ivory Edition set), so that compiled definitions can be played in tests. Facts only, never text.

>>> f = facts_of({"title": "Fx Yari", "types": ["Item"], "decks": ["Fate"], "gold_cost": 2,
...               "force": "+2", "chi": "-1", "keywords": ["Weapon"], "collector_number": "7"})
>>> (f.id, f.type, f.deck, f.cost, f.force_bonus, f.chi_bonus, f.number)
('fx-yari', 'item', 'fate', 2, 2, -1, 7)
"""

from __future__ import annotations

from typing import Any

from ..facts import CardFacts
from .generate import card_id

__all__ = ["facts_of"]

_DECKS = {"Dynasty": "dynasty", "Fate": "fate", "Pre-Game": "pre-game"}


def _int(value: Any) -> int | None:
    if value is None or value == "":
        return None
    return int(str(value).replace("+", ""))


def facts_of(card: dict, gold_production: int | None = None) -> CardFacts:
    """The facts of a card of the data; ``gold_production`` (a Holding's, read from its text by
    the compiler: ``ast.Production``) where the data has none."""
    ctype = card["types"][0].lower()
    item = ctype == "item"  # an Item's printed Force and Chi are modifiers
    keywords = tuple(card.get("keywords") or ())
    clans = card.get("clans") or ()
    number = str(card.get("collector_number") or "")
    production = _int(card.get("gold_production"))
    return CardFacts(
        id=card_id(card["title"]), title=card["title"], type=ctype, clan=clans[0].lower() if clans else None,
        deck=_DECKS.get((card.get("decks") or [""])[0]), cost=_int(card.get("gold_cost")),
        focus=_int(card.get("focus")),
        force=None if item else _int(card.get("force")), chi=None if item else _int(card.get("chi")),
        force_bonus=_int(card.get("force")) if item else None, chi_bonus=_int(card.get("chi")) if item else None,
        honor_requirement=_int(card.get("honor_requirement")), personal_honor=_int(card.get("personal_honor")),
        gold_production=production if production is not None else gold_production,
        province_strength=_int(card.get("province_strength")), starting_honor=_int(card.get("starting_honor")),
        keywords=keywords, unique=bool(card.get("is_unique")) or "Unique" in keywords,
        number=int(number) if number.isdigit() else None, legality=tuple(card.get("legality") or ()),
        banned=bool(card.get("is_banned")), decided=())
