"""Random-agent simulation of LCG games (``l5r lcg simulate``)."""

from __future__ import annotations

import time

from ..engine.game import Game
from ..engine.simulate import Summary, play_out
from . import invariants
from .agents import RandomAgent
from .decks import default_deck
from .game import new_game

VICTORIES = ("honor", "dishonor", "conquest")


def play_one(deck1: dict, deck2: dict, seed: int, *, log: bool = False, check: bool = False,
             max_decisions: int = 100_000) -> tuple[Game, int]:
    """Play one game between two random agents; return (game, decisions).
    With ``check``, the state invariants are verified after every decision."""
    g = new_game([deck1, deck2], seed=seed, logging=log)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    return g, play_out(g, agents, invariants.check if check else None, max_decisions)


def simulate(games: int, seed: int = 0, clan1: str = "crab", clan2: str = "lion", *,
             log: bool = False, check: bool = False) -> Summary:
    s = Summary()
    d1, d2 = default_deck(clan1), default_deck(clan2)
    start = time.perf_counter()
    for i in range(games):
        g, n = play_one(d1, d2, seed + i, log=log, check=check)
        st = g.state
        won = st.winner is not None and st.victory in VICTORIES
        s.add(n, st.round, st.victory if won else "unfinished", won)
        if log:
            s.logs.append((seed + i, list(st.log), st.winner, st.victory))
    s.seconds = time.perf_counter() - start
    return s
