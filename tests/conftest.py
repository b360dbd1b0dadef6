"""Shared pytest fixtures.

``shared_dir``: the read-only reference directory ``shared/`` that sits beside
the project root (``<project>/../shared``). It is absent on a user's machine,
where tests needing it skip; under ``CI=true`` its absence is a failure.

The CCG tests' fixtures are here too (one conftest for the whole tree: with doctests collected
from every module, a conftest.py in a directory collected before this file would be imported
under the same name ``conftest`` and stop the collection):

The compiled-definitions switch of the CCG tests (issue 16).

With ``L5R_CCG_COMPILED=1`` in the environment, the tests run with the card definitions the
compiler generated from the card text (``l5r.ccg.compiled.kyuden_tonbo``) in place of the
hand-written ones, for every card it compiled: the same scenarios then prove the compiled
declarations play as the hand-written ones do (``tests/ccg/compiler/test_compiled_kyuden_tonbo.py``
runs the card tests this way).

It also holds the fixture cards of the compiler tests (``add_card``): invented cards and Ivory
Edition cards, with their facts and compiled definitions added to the rule set for a test
module and removed after it. (One conftest for all the CCG tests: with doctests collected from
every module, two conftest files in one package tree would both be imported as ``conftest``.)
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from l5r.ccg import RULES
from l5r.ccg.compiled import kyuden_tonbo
from l5r.ccg.facts import FACTS, CardFacts
from l5r.ccg.vocab import CardDef

#: ``<project root>/../shared`` (this file is ``<project root>/tests/conftest.py``).
SHARED_DIR = (Path(__file__).resolve().parents[1] / ".." / "shared").resolve()


def require_shared(path: Path = SHARED_DIR) -> Path:
    """Return ``path`` if it exists; otherwise skip the test, or fail under CI=true."""
    if path.is_dir():
        return path
    msg = f"reference directory {path} is absent"
    if os.environ.get("CI") == "true":
        pytest.fail(msg + " (required when CI=true)", pytrace=False)
    pytest.skip(msg)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The ``shared/`` reference directory (skips if absent, fails under CI=true)."""
    return require_shared()


# ------------------------------------------------------------------ the CCG tests (issue 16)
#: the environment variable that switches the compiled definitions on
SWITCH = "L5R_CCG_COMPILED"


@pytest.fixture(autouse=True, scope="session")
def compiled_definitions():
    """Swap in the compiled definitions for the session if the switch is on (and back after)."""
    if os.environ.get(SWITCH) != "1":
        yield
        return
    cards = RULES.defs.cards
    compiled = dict(kyuden_tonbo.CARDS.items())
    missing = sorted(set(compiled) - set(cards))
    assert not missing, f"compiled cards the rule set does not know: {missing}"
    saved = {cid: cards[cid] for cid in compiled}
    cards.update(compiled)
    RULES.defs.forget()
    yield
    cards.update(saved)
    RULES.defs.forget()


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
