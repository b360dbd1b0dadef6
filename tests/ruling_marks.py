"""The 2017 LCG rulings and the tests that check them (issue 15, item 2).

    .venv/bin/python tests/ruling_marks.py          # covered / pending / missing, by ruling number
    .venv/bin/python tests/ruling_marks.py --list   # also every uncovered ruling

The rulings file (``shared/rules/lcg-rulings-2017.md``, not part of the project) is a list of
blocks, each opened by a line ``Card: <title>``; a ruling is numbered by its block's place in
the file, from 1. A test that checks a ruling says so with a marker carrying the number and the
card's title::

    @pytest.mark.ruling(4, "Adept of Shadows")
    def test_adept_of_shadows_ruling_new_instance_can_use_again(): ...

The markers are read from the test sources (no test runs), as :mod:`clause_marks` does for
``covers``. The file's titles are compared with the card data's names after
:func:`canonical` (typographic apostrophes, and the file's misspellings in :data:`ALIASES`).
"""

from __future__ import annotations

import ast
import re
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from l5r.lcg.coverage import is_implemented
from l5r.lcg.facts import printed
from l5r.lcg.model import FACTS

ROOT = Path(__file__).resolve().parents[1]
#: where the LCG tests are
TESTS = ROOT / "tests" / "lcg"
#: the rulings file, relative to the ``shared/`` reference directory
RULINGS = Path("rules") / "lcg-rulings-2017.md"
#: how many blocks the file has
COUNT = 253
#: titles the rulings file spells otherwise than the card data
ALIASES = {"Bayushi Shoji": "Bayushi Shoju", "Ide Tadaki": "Ide Tadaji"}

_CARD = re.compile(r"^Card: (.+?)\s*$", re.MULTILINE)


def canonical(title: str) -> str:
    """A card title as the card data spells it.

    >>> canonical("Kitsuki’s Method"), canonical("Bayushi Shoji")
    ("Kitsuki's Method", 'Bayushi Shoju')
    """
    t = unicodedata.normalize("NFC", title).replace("\u2019", "'").replace("\u2018", "'").strip()
    return ALIASES.get(t, t)


def blocks(text: str) -> list[str]:
    """The card title of each block of the rulings file, in file order (block N is ``[N - 1]``).

    >>> blocks("intro\\n\\nCard: Let Go\\n\\nSome text.\\n\\nCard: Banzai!\\nMore.\\n")
    ['Let Go', 'Banzai!']
    """
    return _CARD.findall(text)


@dataclass(frozen=True)
class Mark:
    """One ``ruling`` marker: where it is, the ruling's number and the card title it names."""

    path: str
    line: int
    test: str
    number: int
    title: str


def _is_ruling(node: ast.expr) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "ruling"
            and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "mark")


def markers(where: Path = TESTS) -> list[Mark]:
    """Every ``ruling`` marker on a test function under ``where`` (in file and line order)."""
    found: list[Mark] = []
    for path in sorted(where.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for dec in node.decorator_list:
                if not _is_ruling(dec):
                    continue
                assert isinstance(dec, ast.Call)
                args = [a.value if isinstance(a, ast.Constant) else None for a in dec.args]
                if len(args) != 2 or not isinstance(args[0], int) or not isinstance(args[1], str):
                    raise ValueError(f"{path}:{dec.lineno}: ruling() takes a ruling number and a card title")
                found.append(Mark(str(path.relative_to(ROOT)), dec.lineno, node.name, args[0], args[1]))
    return sorted(found, key=lambda m: (m.path, m.line))


def implemented_titles() -> frozenset[str]:
    """The names of the cards the engine plays (any printing of the name)."""
    return frozenset(f.name for f in FACTS.values() if printed(f) and is_implemented(f))


def index(titles: list[str], marks: list[Mark], implemented: frozenset[str]) -> dict:
    """``{"covered": {n: [tests]}, "pending": {n: title}, "missing": {n: title}, "wrong": [...]}``:
    the rulings with a test, those of a card the engine does not play yet, those of a card it
    plays with no test, and the markers naming no ruling or the wrong card."""
    covered: dict[int, list[str]] = {}
    wrong: list[str] = []
    for m in marks:
        if not 1 <= m.number <= len(titles):
            wrong.append(f"{m.path}:{m.line} {m.test}: no ruling {m.number} (1..{len(titles)})")
        elif canonical(m.title) != canonical(titles[m.number - 1]):
            wrong.append(f"{m.path}:{m.line} {m.test}: ruling {m.number} is about "
                         f"{titles[m.number - 1]!r}, not {m.title!r}")
        else:
            covered.setdefault(m.number, []).append(f"{m.path}::{m.test}")
    pending: dict[int, str] = {}
    missing: dict[int, str] = {}
    for n, title in enumerate(titles, 1):
        if n not in covered:
            (missing if canonical(title) in implemented else pending)[n] = title
    return {"covered": covered, "pending": pending, "missing": missing, "wrong": wrong}


if __name__ == "__main__":
    shared = ROOT.parent / "shared"
    titles = blocks((shared / RULINGS).read_text(encoding="utf-8"))
    r = index(titles, markers(), implemented_titles())
    print(f"{len(titles)} rulings: {len(r['covered'])} covered, {len(r['pending'])} pending "
          f"(card not played yet), {len(r['missing'])} missing, {len(r['wrong'])} wrong markers")
    if "--list" in sys.argv[1:]:
        for what in ("pending", "missing"):
            for n, title in r[what].items():
                print(f"{what:8} {n:3} {title}")
    for w in r["wrong"]:
        print("wrong   ", w)
