"""Game-agnostic pieces of simulation: the summary both games print, the loop that lets
agents answer until a game ends, and :func:`simulate`, which plays a batch of games of
either game (a :class:`Match`: the LCG's or the CCG's) on any backend of
:mod:`l5r.engine.batch` and sums them up.

>>> s = Summary(length_name="mean_turns", bots=["heuristic", "random"])
>>> s.add(decisions=10, length=4, result="honor", finished=True, winner=0)
>>> s.seconds = 2.0
>>> s.add(decisions=6, length=9, result="turn_limit", finished=False)
>>> s.to_dict()  # doctest: +NORMALIZE_WHITESPACE
{'games': 2, 'finished': 1, 'victories': {'honor': 1}, 'stopped': {'turn_limit': 1},
 'wins': {'p1': 1, 'p2': 0}, 'bots': {'p1': 'heuristic', 'p2': 'random'},
 'mean_turns': 6.5, 'decisions_per_second': 8.0,
 'win_rates': {'p1': {'rate': 0.5, 'ci95': [0.0945, 0.9055]}, 'p2': {'rate': 0.0, 'ci95': [0.0, 0.6576]}}}

A game that did not end by a rule-defined victory (a turn or round limit, the
decision cap) counts under ``stopped``, never under ``victories``. A seat's win rate is
its wins over all games (a stopped game is won by nobody), with its 95% Wilson score
interval (:func:`l5r.engine.stats.wilson`).

In a game played by teams (``teams``: each seat's team), every player of the winning team has
won: each is counted a win, and ``"teams"`` adds each team's players, wins and win rate
(a two-player summary has no ``"teams"``):

>>> s = Summary(bots=["random"] * 4, teams=[0, 0, 1, 1])
>>> s.add(decisions=10, length=4, result="honor", finished=True, winner=2)
>>> d = s.to_dict()
>>> d["wins"], d["teams"]["t2"]["players"], d["teams"]["t2"]["wins"], d["teams"]["t1"]["wins"]
({'p1': 0, 'p2': 0, 'p3': 1, 'p4': 1}, ['p3', 'p4'], 1, 0)
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from .agents import Agent, act
from .batch import GameRecord, run
from .game import Game
from .stats import wilson


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
    teams: list[int] | None = None  # each seat's team (None: each player on their own)
    team_wins: Counter = field(default_factory=Counter)

    def add(self, decisions: int, length: int, result: str, finished: bool, winner: int | None = None) -> None:
        """Count one game; ``winner`` is the index of the player who won it (player 1 is 0; in
        a team game, any player of the winning team: each of them is counted a win)."""
        self.games += 1
        if finished and winner is not None and winner >= 0:
            if self.teams is None:
                self.wins[winner] += 1
            else:
                team = self.teams[winner]
                self.team_wins[team] += 1
                for i, t in enumerate(self.teams):
                    if t == team:
                        self.wins[i] += 1
        self.decisions += decisions
        self.length += length
        (self.victories if finished else self.stopped)[result] += 1
        self.finished += finished

    def add_record(self, r: GameRecord) -> None:
        """Count the game of the record ``r`` (and keep its log, if it has one)."""
        self.add(r.decisions, r.length, r.result, r.finished, r.winner)
        if r.log is not None:
            self.logs.append((r.seed, list(r.log), r.winner, r.result))

    def win_rates(self) -> dict:
        """Each seat's wins over all games and its 95% Wilson interval (4 decimals)."""
        out = {}
        for i in range(len(self.bots)):
            lo, hi = wilson(self.wins[i], self.games)
            out[f"p{i + 1}"] = {"rate": round(self.wins[i] / self.games, 4) if self.games else 0.0,
                                "ci95": [round(lo, 4), round(hi, 4)]}
        return out

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
            "win_rates": self.win_rates(),
        } | ({"teams": self.team_rates()} if self.teams is not None else {})

    def team_rates(self) -> dict:
        """Each team (``"t1"``, ``"t2"``... in order of their first seat): its players, its wins
        and its win rate with the 95% Wilson interval."""
        out = {}
        assert self.teams is not None
        for k, team in enumerate(dict.fromkeys(self.teams)):
            n = self.team_wins[team]
            lo, hi = wilson(n, self.games)
            out[f"t{k + 1}"] = {"players": [f"p{i + 1}" for i, t in enumerate(self.teams) if t == team], "wins": n,
                                "rate": round(n / self.games, 4) if self.games else 0.0,
                                "ci95": [round(lo, 4), round(hi, 4)]}
        return out


class Match(Protocol):
    """What every game of a simulated batch shares (:class:`l5r.lcg.simulate.LCGMatch`,
    :class:`l5r.ccg.simulate.CCGMatch`): picklable, so that its :meth:`play` can run in
    another process."""

    @property
    def game(self) -> str:
        """``"lcg"`` or ``"ccg"``."""

    @property
    def length(self) -> str:
        """The unit of a game's length: ``"rounds"`` (LCG) or ``"turns"`` (CCG)."""

    @property
    def bots(self) -> tuple[str, ...]:
        """The bot specs of the players, one per seat (players 1 and 2 in two-player games)."""

    def play(self, seed: int) -> GameRecord:
        """Play the game of ``seed`` and say how it went."""

    def columns(self) -> dict[str, Any]:
        """The settings of every game, as the columns of a per-game file (decks, bots,
        format or edition, limits)."""


def simulate(match: Match, games: int, seed: int = 0, *, workers: int = 1, backend: str = "local",
             address: str | None = None, progress: Callable[[int], None] | None = None,
             each: Callable[[GameRecord], None] | None = None) -> Summary:
    """Play ``games`` games of ``match`` (seeds ``seed``, ``seed + 1``, ...) with ``workers``
    workers of ``backend`` (:func:`l5r.engine.batch.run`; ``progress(n)`` as games end) and
    sum them up in seed order; ``each(record)`` is called with each game's record, in seed
    order (e.g. to write its replay or its row). The summary is the same for any backend and
    number of workers, except for ``decisions_per_second``."""
    teams = getattr(match, "teams", None)  # (a match played by teams: LCGMatch in team conquest)
    s = Summary(length_name=f"mean_{match.length}", bots=list(match.bots),
                teams=list(teams) if teams is not None else None)
    start = time.perf_counter()
    for r in run(match.play, range(seed, seed + games), workers=workers, backend=backend, address=address,
                 progress=progress):
        s.add_record(r)
        if each is not None:
            each(r)
    s.seconds = time.perf_counter() - start
    return s


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
