"""Bots by name: ``random``, ``heuristic`` and ``mcts`` with an optional budget.

A bot is named by a spec ``NAME[:BUDGET]``; the budget is for ``mcts`` only: a
whole number of playouts per decision (``mcts:400``; reproducible) or seconds
per decision (``mcts:0.5s``). ``mcts`` alone is ``mcts:40``.

>>> parse_spec("mcts:0.5s"), parse_spec("mcts:400"), parse_spec("heuristic")
(('mcts', {'seconds': 0.5}), ('mcts', {'iterations': 400}), ('heuristic', {}))
>>> parse_spec("genius")
Traceback (most recent call last):
...
ValueError: unknown bot 'genius' (bots: heuristic, mcts, random)
>>> parse_spec("random:3s")
Traceback (most recent call last):
...
ValueError: bot 'random' takes no budget ('random:3s'); only mcts does, e.g. mcts:0.5s or mcts:400
>>> type(make_bot("heuristic", seed=1)).__name__
'HeuristicBot'
"""

from __future__ import annotations

from typing import Any

from .agents import Agent, RandomAgent
from .heuristic import HeuristicBot
from .mcts import MctsBot

#: The bots by name.
BOTS: dict[str, type] = {"heuristic": HeuristicBot, "mcts": MctsBot, "random": RandomAgent}


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``(name, budget keyword arguments)`` of a bot spec; ValueError saying what is wrong."""
    name, _, budget = str(spec).strip().partition(":")
    name = name.lower()
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r} (bots: {', '.join(sorted(BOTS))})")
    if not budget:
        return name, {}
    if name != "mcts":
        raise ValueError(f"bot {name!r} takes no budget ({spec!r}); only mcts does, e.g. mcts:0.5s or mcts:400")
    try:
        if budget.endswith("s"):
            seconds = float(budget[:-1])
            if not 0 < seconds <= 3600:
                raise ValueError
            return name, {"seconds": seconds}
        iterations = int(budget)
        if not 0 < iterations <= 1_000_000:
            raise ValueError
        return name, {"iterations": iterations}
    except ValueError:
        raise ValueError(f"bad budget {budget!r} in {spec!r}: seconds per decision (e.g. 0.5s, at most 3600s) "
                         "or iterations per decision (e.g. 400, at most 1000000)") from None


def make_bot(spec: str, seed: int | None = None) -> Agent:
    """A new bot from its spec (:func:`parse_spec`), seeded with ``seed``."""
    name, kwargs = parse_spec(spec)
    bot: Agent = BOTS[name](seed, **kwargs)
    return bot
