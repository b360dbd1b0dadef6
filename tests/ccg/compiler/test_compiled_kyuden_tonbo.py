"""The compiled Kyuden Tonbo definitions play as the hand-written ones (issue 16, step 2).

``l5r.ccg.compiled.kyuden_tonbo`` is what the compiler writes from the card data; the card tests
(``tests/ccg/cards``) run unchanged with those definitions in place of the hand-written ones
(the switch of ``tests/conftest.py``), so every scenario the hand-written cards pass, the
compiled ones pass too.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from l5r.ccg import RULES
from l5r.ccg.compiled import kyuden_tonbo
from l5r.ccg.compiler.generate import SETS, generate, module_path, module_source

ROOT = Path(__file__).resolve().parents[3]
SWITCH = "L5R_CCG_COMPILED"


@pytest.mark.parametrize("name", sorted(SETS))
def test_the_committed_modules_are_what_the_compiler_writes(shared_dir, name):
    """Never edited by hand: generating again from the card data gives the same files."""
    assert module_path(name).read_text(encoding="utf-8") == module_source(generate(name)), \
        "run: python -m l5r.ccg.compiler generate"


def test_compiled_cards_are_cards_of_the_rule_set():
    ids = dict(kyuden_tonbo.CARDS.items())
    assert len(ids) >= 20
    assert set(ids) <= set(RULES.defs.cards)


def test_switch_swaps_definitions():
    """With the switch on, the rule set plays the compiled definitions; off, the hand-written."""
    compiled = dict(kyuden_tonbo.CARDS.items())
    on = os.environ.get(SWITCH) == "1"
    assert all((RULES.defs.cards[cid] is d) == on for cid, d in compiled.items())


def test_card_tests_pass_with_the_compiled_definitions():
    """The Kyuden Tonbo card tests, unchanged, with the compiled definitions."""
    env = {**os.environ, SWITCH: "1"}
    out = subprocess.run([sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p", "no:cacheprovider",
                          "tests/ccg/cards", f"{Path(__file__).relative_to(ROOT)}::test_switch_swaps_definitions"],
                         cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    assert " passed" in out.stdout and "failed" not in out.stdout
