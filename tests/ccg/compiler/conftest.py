"""Fixture cards of the compiler tests: invented cards and Ivory Edition cards, with their
facts and compiled definitions added to the rule set for a test module and removed after it."""

from __future__ import annotations

import pytest

from l5r.ccg import RULES
from l5r.ccg.facts import FACTS, CardFacts
from l5r.ccg.vocab import CardDef


@pytest.fixture(scope="module")
def add_card():
    """``add_card(facts, definition)``: the card is known to the rule set until the module's
    tests end (its facts and definition; a definition already there is kept)."""
    facts_before: dict[str, CardFacts | None] = {}
    defined: list[str] = []

    def add(facts: CardFacts, definition: CardDef) -> None:
        facts_before.setdefault(facts.id, FACTS.get(facts.id))
        RULES.add_facts(facts)
        if facts.id not in RULES.defs.cards:
            RULES.define(definition)
            defined.append(facts.id)

    yield add
    for cid in defined:
        RULES.defs.cards.pop(cid, None)
    for cid, before in facts_before.items():
        if before is None:
            FACTS.pop(cid, None)
        else:
            FACTS[cid] = before
    RULES.defs.forget()
