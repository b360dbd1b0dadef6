"""Clause coverage (issue 10, "Every card's every clause is tested"; l5r.engine.clauses): the
collected ``covers`` markers are current, each names a real card and clause, and the clauses
no test checks are exactly those listed in ``tests/data/untested_clauses_<game>.json``, a list
that may only shrink (a new card comes with tests of its clauses)."""

from __future__ import annotations

import json

import pytest
from clause_marks import markers, marks_file, unmarks_file

from l5r.ccg import clauses as ccg_clauses
from l5r.lcg import clauses as lcg_clauses

MODULES = {"lcg": lcg_clauses, "ccg": ccg_clauses}
REGENERATE = "regenerate with: .venv/bin/python tests/clause_marks.py"


@pytest.mark.parametrize("game", MODULES)
def test_collected_markers_are_current(game):
    committed = json.loads(marks_file(game).read_text(encoding="utf-8"))
    assert committed == markers(game), f"{marks_file(game).name} is out of date; {REGENERATE}"


@pytest.mark.parametrize("game", MODULES)
def test_every_marker_names_a_card_and_one_of_its_clauses(game):
    declared = MODULES[game].declared()
    wrong = {card: [c for c in cs if c not in declared.get(card, ())] for card, cs in markers(game).items()}
    wrong = {card: cs for card, cs in wrong.items() if cs}
    assert not wrong, f"covers() markers naming no such card or clause: {wrong}"


@pytest.mark.parametrize("game", MODULES)
def test_untested_clauses_are_the_listed_ones(game):
    untested = MODULES[game].report()["untested"]
    listed = json.loads(unmarks_file(game).read_text(encoding="utf-8"))
    new = {card: [c for c in cs if c not in listed.get(card, ())] for card, cs in untested.items()}
    new = {card: cs for card, cs in new.items() if cs}
    assert not new, f"clauses no test checks (mark the tests that do with covers()): {new}"
    done = {card: [c for c in cs if c not in untested.get(card, ())] for card, cs in listed.items()}
    done = {card: cs for card, cs in done.items() if cs}
    assert not done, f"now tested: take them off {unmarks_file(game).name} ({REGENERATE} --untested): {done}"
