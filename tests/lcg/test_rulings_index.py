"""The index of the 2017 rulings (issue 15, item 2: "All 253 rulings of lcg-rulings-2017.md as
tests"): every ``@pytest.mark.ruling(N, title)`` names a ruling of the file and its card, and every
ruling about a card the engine plays has a test. The rulings of cards not implemented yet are
pending; they are listed (``.venv/bin/python tests/ruling_marks.py --list``), not failed.

Where a ruling contradicts the Rules Reference or its errata (Appendix IV), its test follows the
Rules Reference and says so in its docstring.
"""

from __future__ import annotations

import pytest

from l5r.lcg.model import FACTS
from ruling_marks import COUNT, RULINGS, Mark, blocks, canonical, implemented_titles, index, markers


@pytest.fixture(scope="module")
def titles(shared_dir):
    return blocks((shared_dir / RULINGS).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def report(titles):
    return index(titles, markers(), implemented_titles())


def test_the_file_has_253_rulings(titles):
    assert len(titles) == COUNT


def test_every_title_is_a_card_of_the_data(titles):
    known = {canonical(f.name) for f in FACTS.values()}
    assert sorted({canonical(t) for t in titles} - known) == []


def test_every_marker_names_a_ruling_and_its_card(report):
    assert report["wrong"] == []


def test_every_ruling_of_a_played_card_has_a_test(report):
    missing = [f"{n} {t}" for n, t in report["missing"].items()]
    assert missing == [], f"rulings of cards the engine plays with no test: {missing}"


def test_the_pending_rulings_are_those_of_cards_not_played_yet(report):
    implemented = implemented_titles()
    assert all(canonical(t) not in implemented for t in report["pending"].values())
    print(f"rulings pending (card not implemented yet): {sorted(report['pending'].items())}")


def test_index_flags_a_wrong_number_a_wrong_card_and_an_untested_ruling():
    titles = ["Let Go", "Banzai!", "Unknown Card"]
    marks = [Mark("t.py", 1, "test_a", 1, "Let Go"), Mark("t.py", 2, "test_b", 2, "Let Go"),
             Mark("t.py", 3, "test_c", 4, "Let Go")]
    r = index(titles, marks, frozenset({"Let Go", "Banzai!"}))
    assert r["covered"] == {1: ["t.py::test_a"]}
    assert len(r["wrong"]) == 2 and "not 'Let Go'" in r["wrong"][0] and "no ruling 4" in r["wrong"][1]
    assert r["missing"] == {2: "Banzai!"} and r["pending"] == {3: "Unknown Card"}
