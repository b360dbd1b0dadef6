"""Game-agnostic pieces of simulation: the summary both games print and the loop
that lets agents answer until a game ends.

>>> s = Summary(length_name="mean_turns", bots=["heuristic", "random"])
>>> s.add(decisions=10, length=4, result="honor", finished=True, winner=0)
>>> s.seconds = 2.0
>>> s.add(decisions=6, length=9, result="turn_limit", finished=False)
>>> s.to_dict()  # doctest: +NORMALIZE_WHITESPACE
{'games': 2, 'finished': 1, 'victories': {'honor': 1}, 'stopped': {'turn_limit': 1},
 'wins': {'p1': 1, 'p2': 0}, 'bots': {'p1': 'heuristic', 'p2': 'random'},
 'mean_turns': 6.5, 'decisions_per_second': 8.0}

A game that did not end by a rule-defined victory (a turn or round limit, the
decision cap) counts under ``stopped``, never under ``victories``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .agents import Agent, act
from .game import Game


@dataclass
class Summary:
    """Totals over simulated games; ``length_name`` names the mean game length
    ("mean_rounds" for the LCG, "mean_turns" for the CCG)."""

    length_name: str = "mean_rounds"
    bots: list = field(default_factory=lambda: ["random", "random"])
    games: int = 0
    finished: int = 0
    victories: Counter = field(default_factory=Counter)
    stopped: Counter = field(default_factory=Counter)
    length: int = 0
    decisions: int = 0
    seconds: float = 0.0
    logs: list = field(default_factory=list)
    wins: Counter = field(default_factory=Counter)

    def add(self, decisions: int, length: int, result: str, finished: bool, winner: int | None = None) -> None:
        """Count one game; ``winner`` is the index of the player who won it (player 1 is 0)."""
        self.games += 1
        if finished and winner is not None and winner >= 0:
            self.wins[winner] += 1
        self.decisions += decisions
        self.length += length
        (self.victories if finished else self.stopped)[result] += 1
        self.finished += finished

    def to_dict(self) -> dict:
        return {
            "games": self.games,
            "finished": self.finished,
            "victories": dict(sorted(self.victories.items())),
            "stopped": dict(sorted(self.stopped.items())),
            "wins": {f"p{i + 1}": self.wins[i] for i in range(len(self.bots))},
            "bots": {f"p{i + 1}": b for i, b in enumerate(self.bots)},
            self.length_name: round(self.length / self.games, 2) if self.games else 0.0,
            "decisions_per_second": round(self.decisions / self.seconds, 1) if self.seconds else 0.0,
        }


def play_out(game: Game, agents: list[Agent], check: Callable[[Game], Any] | None = None,
             max_decisions: int = 100_000) -> int:
    """Let ``agents`` (one per player) answer until ``game`` is over or ``max_decisions``
    answers were given; with ``check``, call it on the game after every answer.
    Returns the number of decisions answered."""
    n = 0
    if check:
        check(game)
    while not game.over and n < max_decisions and game.pending is not None:
        act(game, agents[game.pending.player])
        n += 1
        if check:
            check(game)
    return n
