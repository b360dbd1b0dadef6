"""The compiled-definitions switch of the CCG tests (issue 16).

With ``L5R_CCG_COMPILED=1`` in the environment, the tests run with the card definitions the
compiler generated from the card text (``l5r.ccg.compiled.kyuden_tonbo``) in place of the
hand-written ones, for every card it compiled: the same scenarios then prove the compiled
declarations play as the hand-written ones do (``tests/ccg/compiler/test_compiled_kyuden_tonbo.py``
runs the card tests this way).
"""

from __future__ import annotations

import os

import pytest

from l5r.ccg import RULES
from l5r.ccg.compiled import kyuden_tonbo

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
