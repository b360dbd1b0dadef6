"""Collect the ``covers`` markers of a game's tests (see :mod:`l5r.engine.clauses`).

    .venv/bin/python tests/clause_marks.py              # rewrite both games' data/tested_clauses.json
    .venv/bin/python tests/clause_marks.py --untested   # also rewrite tests/data/untested_clauses_<game>.json

The markers are read from the source (``@pytest.mark.covers("Card Title", "a1:target", ...)``
on a test function), so collecting them runs no test.
"""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = {"lcg": ROOT / "tests" / "lcg", "ccg": ROOT / "tests" / "ccg"}


def marks_file(game: str) -> Path:
    return ROOT / "src" / "l5r" / game / "data" / "tested_clauses.json"


def unmarks_file(game: str) -> Path:
    return ROOT / "tests" / "data" / f"untested_clauses_{game}.json"


def _is_covers(node: ast.expr) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "covers"
            and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "mark")


def markers(game: str) -> dict[str, list[str]]:
    """Card title -> the clauses the game's tests mark as checked (sorted, no repeats)."""
    found: dict[str, set[str]] = {}
    for path in sorted(GAMES[game].rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for dec in node.decorator_list:
                if not _is_covers(dec):
                    continue
                args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                        for a in dec.args]
                if len(args) < 2 or None in args:
                    raise ValueError(f"{path}:{dec.lineno}: covers() takes a card title and clauses, as strings")
                found.setdefault(args[0], set()).update(args[1:])
    return {card: sorted(cs) for card, cs in sorted(found.items())}


def write(game: str, untested: dict | None = None) -> None:
    marks_file(game).write_text(json.dumps(markers(game), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if untested is not None:
        unmarks_file(game).write_text(json.dumps(untested, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    from l5r.ccg import clauses as ccg_clauses
    from l5r.lcg import clauses as lcg_clauses

    for name, mod in (("lcg", lcg_clauses), ("ccg", ccg_clauses)):
        write(name)
        if "--untested" in sys.argv[1:]:
            write(name, mod.report()["untested"])
        r = mod.report()
        print(f"{name}: {r['tested']} of {r['total']} clauses tested")
