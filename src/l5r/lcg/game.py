"""Public entry points of the LCG rule set.

>>> from l5r.lcg.game import new_game
>>> from l5r.lcg.decks import default_deck
>>> g = new_game([default_deck("crab"), default_deck("lion")], seed=1)
>>> g.pending.context
'stronghold_province'
"""

from __future__ import annotations

# importing the modules registers their steps and window kinds
from . import abilities, conflict, constant, control, delayed, duel, phases, play, rings, setup, vocab  # noqa: F401
from . import cards as _cards  # noqa: F401  (loads every card module)
from .setup import DeckError, new_game

__all__ = ["new_game", "DeckError"]
