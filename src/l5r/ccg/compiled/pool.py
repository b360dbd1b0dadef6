"""The compiled Ivory Edition cards as a card pool: their facts (``l5r/ccg/data/ivory_edition.json``,
written by the compiler beside the declarations) and their compiled definitions
(:mod:`~l5r.ccg.compiled.ivory_edition`).

Nothing is loaded when this module is imported: :func:`load` adds the pool to a rule set, and only
the cards it does not know already -- a Kyuden Tonbo card keeps its hand-written definition and
facts, so its games play as before. :func:`unload` takes them out again.

>>> cards = ivory_cards()
>>> len(cards) > 100 and all(f.id == d.id for f, d in cards)
True
>>> [f.title for f, _ in cards if f.id == "hiruma-itta"]
['Hiruma Itta']
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from ..facts import FACTS, CardFacts
from ..vocab import CardDef
from . import ivory_edition

__all__ = ["ivory_cards", "load", "unload"]


@cache
def _facts() -> tuple[CardFacts, ...]:
    raw = resources.files("l5r.ccg").joinpath("data/ivory_edition.json").read_text(encoding="utf-8")
    return tuple(CardFacts.from_json(row) for row in json.loads(raw))


def ivory_cards() -> list[tuple[CardFacts, CardDef]]:
    """(facts, compiled definition) of each compiled Ivory Edition card the project had no facts
    for (in collector-number order)."""
    defs: dict[str, Any] = dict(ivory_edition.CARDS.items())  # (a Handlers table: values typed loosely)
    return [(f, defs[f.id]) for f in _facts() if f.id in defs]


def load(rules: Any) -> list[str]:
    """Add the compiled Ivory cards to ``rules`` (a ``CCGRules``: its ``add_facts`` and
    ``define``), skipping every card id or title it already has facts or a definition for;
    returns the ids added."""
    titles = {f.title for f in FACTS.values()}
    added = []
    for f, d in ivory_cards():
        if f.id in FACTS or f.id in rules.defs.cards or f.title in titles:
            continue
        rules.add_facts(f)
        rules.define(d)
        added.append(f.id)
    return added


def unload(rules: Any, ids: list[str]) -> None:
    """Take the cards :func:`load` added (``ids``) out of ``rules`` again."""
    for cid in ids:
        rules.defs.cards.pop(cid, None)
        FACTS.pop(cid, None)
    rules.defs.forget()
