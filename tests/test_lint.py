"""Types and lint (issue 9, "Types and lint"): ruff and mypy, configured in
``pyproject.toml``, pass on the engine, the public entry points and the tools around them.
Both are test dependencies (``pip install -e .[test]``, which ``run.py`` does)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: the public entry points of both games: the package, ``new_game`` and the rule set it
#: assembles, the deck tools, the simulators and bots, the terminal games, and the command line
ENTRY_POINTS = [
    "src/l5r/__init__.py", "src/l5r/__main__.py", "src/l5r/cli.py", "src/l5r/bench.py",
    "src/l5r/lcg/board.py", "src/l5r/ccg/board.py",
    "src/l5r/lcg/__init__.py", "src/l5r/lcg/game.py", "src/l5r/lcg/rules.py", "src/l5r/lcg/setup.py",
    "src/l5r/lcg/decks.py", "src/l5r/lcg/deckformats.py", "src/l5r/lcg/deckbuilding.py",
    "src/l5r/lcg/simulate.py", "src/l5r/lcg/agents.py", "src/l5r/lcg/play_cli.py",
    "src/l5r/ccg/__init__.py", "src/l5r/ccg/rules.py", "src/l5r/ccg/setup.py", "src/l5r/ccg/decklist.py",
    "src/l5r/ccg/deckbuilding.py", "src/l5r/ccg/simulate.py", "src/l5r/ccg/play_cli.py",
    "src/l5r/lcg/describe.py", "src/l5r/lcg/words.py", "src/l5r/ccg/describe.py",
]
#: the bots' game-specific parts and tools: what a player does not know, how good a position is
BOT_PATHS = ["src/l5r/lcg/hidden.py", "src/l5r/lcg/evaluation.py", "scripts/strength.py",
             "scripts/search_diagnosis.py"]
#: the browser server
WEB_PATHS = ["src/l5r/web", "scripts/load.py", "tests/web"]
#: the environments for learning agents
ENV_PATHS = ["src/l5r/env", "tests/env"]
#: simulation at scale and its report (issue 13)
SCALE_PATHS = ["src/l5r/report.py", "src/l5r/report_html.py", "tests/test_simulate_scale.py", "tests/test_report.py"]
#: the multiplayer formats (issue 14)
FORMAT_PATHS = ["src/l5r/lcg/formats.py", "src/l5r/lcg/enlightenment.py"]
#: the CCG's multiplayer games (issue 16, item 4)
CCG_MULTIPLAYER_PATHS = ["src/l5r/ccg/multiplayer.py", "tests/ccg/test_ccg_multiplayer.py",
                         "tests/ccg/test_ccg_multiplayer_no_peeking.py", "tests/ccg/test_ccg_multiplayer_cli.py"]
#: the compiler from CCG card text to declarations (issue 16) and its generated declarations
COMPILER_PATHS = ["src/l5r/ccg/compiler", "src/l5r/ccg/compiled", "tests/ccg/compiler"]
#: the Core Set's card modules (and their tests), which predate the lint
_CORE_CARD_MODULES = {"__init__", "conditions", "constants_core", "core", "crab", "crane", "dragon", "lion",
                      "neutral", "phoenix", "roles", "scorpion", "unicorn", "keyword_only"}
#: issue 15, the card pool beyond the Core Set: its facts, coverage and every other card module
#: (a pack of the card pool) with its tests
CARD_POOL_PATHS = ["scripts/lcg_facts.py", "src/l5r/lcg/coverage.py", "src/l5r/lcg/vocab_provinces.py",
                   "tests/lcg/test_pack_facts.py",
                   *(f"src/l5r/lcg/cards/{f.name}" for f in sorted((ROOT / "src/l5r/lcg/cards").glob("*.py"))
                     if f.stem not in _CORE_CARD_MODULES),
                   *(f"tests/lcg/cards/{f.name}" for f in sorted((ROOT / "tests/lcg/cards").glob("test_*.py"))
                     if f.stem.removeprefix("test_") not in _CORE_CARD_MODULES)]
#: what ruff checks
RUFF_PATHS = ["src/l5r/engine", *ENTRY_POINTS, *BOT_PATHS, *WEB_PATHS, *ENV_PATHS, *SCALE_PATHS, *FORMAT_PATHS,
              *CCG_MULTIPLAYER_PATHS,
              *COMPILER_PATHS, "tests/lcg/test_enlightenment.py", "tests/lcg/test_team_conquest.py",
              "tests/lcg/test_hidden_information.py", "tests/lcg/test_bots_no_peeking.py",
              "tests/lcg/test_evaluation.py", "tests/test_strength_script.py", "tests/test_search_diagnosis.py",
              "tests/test_lint.py", "tests/test_bench.py", "tests/test_corpus.py",
              "tests/corpus.py", "tests/test_architecture.py", "tests/test_import_order.py",
              "tests/engine/test_undo.py", "tests/engine/test_replays.py", "tests/engine/test_play_terminal.py",
              "tests/engine/test_names.py", "tests/lcg/test_skirmish.py", "tests/ruling_marks.py",
              "tests/lcg/test_rulings_index.py", *CARD_POOL_PATHS]
#: what mypy checks (with the strictness of ``[tool.mypy]``)
MYPY_PATHS = ["src/l5r/engine", *ENTRY_POINTS, *BOT_PATHS, *FORMAT_PATHS, "src/l5r/ccg/multiplayer.py",
              "src/l5r/web", "scripts/load.py",
              "src/l5r/env", "src/l5r/report.py", "src/l5r/report_html.py", "src/l5r/ccg/compiler",
              "src/l5r/ccg/compiled"]


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff():
    out = _run("ruff", "check", "--no-cache", *RUFF_PATHS)
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy():
    out = _run("mypy", "--no-incremental", *MYPY_PATHS)
    assert out.returncode == 0, out.stdout + out.stderr


def test_package_is_typed():
    assert (ROOT / "src" / "l5r" / "py.typed").exists()
