"""The facts of the compiled cards of a set, written beside the generated declarations
(``l5r/ccg/data/<module>.json``, one JSON object per card like the Kyuden Tonbo table), so that
the compiled cards can be loaded as a card pool without the card data (``l5r.ccg.compiled.pool``).

Only cards the project has no facts for yet are written: a Kyuden Tonbo card or a Sensei of the
Ivory Edition keeps its own facts and hand-written definition.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from ..facts import pool as known_cards
from .facts import facts_of
from .generate import SETS, Generation
from .parser import parse_card
from .report import load_set

__all__ = ["DATA_DIR", "facts_path", "facts_source"]

DATA_DIR = Path(__file__).resolve().parents[1] / "data"


def facts_path(name: str) -> Path:
    return DATA_DIR / f"{SETS[name][0]}.json"


def facts_source(gen: Generation) -> str:
    """The JSON table of the facts of ``gen``'s compiled cards (those not known already), by
    collector number then title."""
    compiled = {c.title for c in gen.compiled}
    known = {f.title for f in known_cards().values()}
    rows = []
    for card in load_set(gen.name):
        title = card["title"]
        if title not in compiled or title in known or card.get("is_back"):
            continue
        production = next((s.amount for s in parse_card(card).segments if type(s).__name__ == "Production"), None)
        rows.append(dataclasses.asdict(facts_of(card, production)))
    rows.sort(key=lambda r: (r["number"] if r["number"] is not None else 10**6, r["title"]))
    return "[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n]\n"
