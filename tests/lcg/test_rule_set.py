"""The LCG rule set is assembled from declarations (issue 9, "Hooks declared on the
card"): every rules module and card module is collected by ``l5r.lcg.game``, a card
id defined twice is an error, the order among the hooks of one point is the declared
one, and the tables are built when a game is first created or loaded."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from l5r.engine.tables import Handlers
from l5r.lcg import game
from l5r.lcg.abilities import CardTable
from l5r.lcg.game import CARD_MODULES, RULES, RULES_MODULES, card_definitions

SRC = Path(__file__).resolve().parents[2] / "src"


def _modules(package: str) -> list[ModuleType]:
    return [importlib.import_module(f"{package}.{p.stem}") for p in sorted((SRC / package.replace(".", "/")).glob("*.py"))
            if p.stem != "__init__"]


def test_every_card_module_is_assembled():
    with_cards = [m for m in _modules("l5r.lcg.cards") if isinstance(getattr(m, "CARDS", None), CardTable)]
    assert sorted(m.__name__ for m in with_cards) == sorted(m.__name__ for m in CARD_MODULES)
    assert len(with_cards) == len(_modules("l5r.lcg.cards")) - 1  # all but the shared conditions


def test_every_rules_module_with_declarations_is_assembled():
    declaring = [m for m in _modules("l5r.lcg") if hasattr(m, "HOOKS") or any(
        isinstance(v, Handlers) for v in vars(m).values())]
    assert sorted(m.__name__ for m in declaring) == sorted(m.__name__ for m in RULES_MODULES)


def test_a_card_defined_in_two_modules_is_an_error():
    a, b = ModuleType("cards_a"), ModuleType("cards_b")
    a.CARDS, b.CARDS = CardTable(), CardTable()
    a.CARDS.card("01-x", text="one")
    b.CARDS.card("01-x", text="two")
    with pytest.raises(ValueError, match="card '01-x' is defined twice"):
        card_definitions((a, b))


def test_follow_ups_of_winning_a_conflict_in_their_declared_order():
    """Yogo Hiroue's delayed effect before Pride (ruling), the delayed effects after
    it, then Hida Kisada's record of who lost: by their ``order``, not import order."""
    names = [f"{f.__module__}.{f.__name__}" for f in RULES.after["conflict_won"]]
    assert names == ["l5r.lcg.cards.scorpion._hiroue_won", "l5r.lcg.conflict.after_conflict_won",
                     "l5r.lcg.delayed._fire", "l5r.lcg.cards.crab._note_conflict_loss"]


def test_card_hooks_are_in_the_tables():
    assert RULES.steps["crab.look_top_two"] is game.crab._look_top_two
    assert RULES.validators["scorpion.ambush"] is game.scorpion._ambush_total
    # the state checks by their order (Obstinate Recruit's before "discarded if its skill is 0":
    # l5r.lcg.vocab_play.discard_at_zero, once Bayushi Shoju's own hook)
    assert [f.__name__ for f in RULES.state_checks] == ["illegal_attachments", "_recruit_check", "discarded_while",
                                                        "discard_at_zero"]


SCRIPT = r"""
import sys
import l5r.lcg
from l5r.engine.game import Game, RULESETS
rules = RULESETS["lcg"]
assert "steps" not in vars(rules), "the tables are built at import"
g = Game.from_json(sys.stdin.read())
assert "steps" in vars(rules)
print(g.pending.context)
"""


def test_a_saved_game_loads_in_a_process_that_imported_only_the_package():
    from l5r.lcg import new_game
    from l5r.lcg.decks import default_deck
    g = new_game([default_deck("crab"), default_deck("lion")], seed=5)
    env = dict(os.environ, PYTHONPATH=str(SRC))
    out = subprocess.run([sys.executable, "-c", SCRIPT], input=g.to_json(), capture_output=True, text=True,
                         env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == g.pending.context
