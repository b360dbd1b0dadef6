"""Clause coverage: which clauses of each card's text are checked by a test.

A card's *clauses* are named from its definition, one per part of an ability that could be
wrong on its own: for ability ``a2`` (the card's second ability) ``a2:effect``,
``a2:target``, ``a2:cost``, ``a2:limit``, ``a2:condition``, ``a2:trigger`` and so on, plus
``keyword:<name>`` for each printed keyword. Each game lists its cards' clauses
(:mod:`l5r.lcg.clauses`, :mod:`l5r.ccg.clauses`).

A test names the clauses it checks with the ``covers`` marker::

    @pytest.mark.covers("Charge!", "a1:target", "a1:condition")
    def test_charge_only_in_military_conflicts(): ...

``tests/clause_marks.py`` collects the markers of a game's tests into the game's
``data/tested_clauses.json`` (card title -> clauses), which :func:`report` reads for
``l5r <game> cards --coverage``; ``tests/test_clause_coverage.py`` checks that the file is
current, that every marker names a real card and clause, and that the clauses no test
checks are exactly the ones listed as such in ``tests/data/untested_clauses_<game>.json``
(a list that may only shrink).

>>> r = report({"A": ["a1:effect", "a1:cost"], "B": ["keyword:covert"]}, {"A": ["a1:effect"]})
>>> r["total"], r["tested"], r["untested"]
(3, 1, {'A': ['a1:cost'], 'B': ['keyword:covert']})
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from importlib import resources
from typing import Any


def report(declared: Mapping[str, Sequence[str]], tested: Mapping[str, Sequence[str]]) -> dict[str, Any]:
    """Clauses in total, tested, and the untested ones per card (``declared``: card -> its
    clauses; ``tested``: card -> the clauses some test checks)."""
    untested: dict[str, list[str]] = {}
    total = done = 0
    for card in sorted(declared):
        seen = set(tested.get(card, ()))
        for clause in declared[card]:
            total += 1
            if clause in seen:
                done += 1
            else:
                untested.setdefault(card, []).append(clause)
    return {"total": total, "tested": done, "untested": untested}


def marked_clauses(package: str) -> dict[str, list[str]]:
    """The committed collection of a game's ``covers`` markers (``<package>/data/
    tested_clauses.json``; empty if it is absent)."""
    path = resources.files(package).joinpath("data/tested_clauses.json")
    if not path.is_file():
        return {}
    data: dict[str, list[str]] = json.loads(path.read_text(encoding="utf-8"))
    return data
