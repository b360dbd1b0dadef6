"""Random-agent simulation of LCG games (``l5r lcg simulate``)."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from . import invariants
from .agents import RandomAgent, act
from .decks import default_deck
from .game import new_game


@dataclass
class Summary:
    games: int = 0
    finished: int = 0
    victories: Counter = field(default_factory=Counter)
    rounds: int = 0
    decisions: int = 0
    seconds: float = 0.0
    logs: list = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "games": self.games,
            "finished": self.finished,
            "victories": dict(sorted(self.victories.items())),
            "mean_rounds": round(self.rounds / self.games, 2) if self.games else 0.0,
            "decisions_per_second": round(self.decisions / self.seconds, 1) if self.seconds else 0.0,
        }


VICTORIES = ("honor", "dishonor", "conquest")


def play_one(deck1: dict, deck2: dict, seed: int, *, log: bool = False, check: bool = False,
             max_decisions: int = 100_000):
    """Play one game between two random agents; return (game, decisions).
    With ``check``, the state invariants are verified after every decision."""
    g = new_game([deck1, deck2], seed=seed, logging=log)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    n = 0
    if check:
        invariants.check(g)
    while not g.over and n < max_decisions:
        act(g, agents[g.pending.player])
        n += 1
        if check:
            invariants.check(g)
    return g, n


def simulate(games: int, seed: int = 0, clan1: str = "crab", clan2: str = "lion", *,
             log: bool = False, check: bool = False) -> Summary:
    s = Summary()
    d1, d2 = default_deck(clan1), default_deck(clan2)
    start = time.perf_counter()
    for i in range(games):
        g, n = play_one(d1, d2, seed + i, log=log, check=check)
        st = g.state
        s.games += 1
        s.decisions += n
        s.rounds += st.round
        if st.winner is not None and st.victory in VICTORIES:
            s.finished += 1
            s.victories[st.victory] += 1
        else:
            s.victories["unfinished"] += 1
        if log:
            s.logs.append((seed + i, list(st.log), st.winner, st.victory))
    s.seconds = time.perf_counter() - start
    return s
