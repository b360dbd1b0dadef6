"""Simulation of LCG games between bots (``l5r lcg simulate``): random agents by default,
any bot by name (:mod:`l5r.engine.bots`)."""

from __future__ import annotations

import time

from ..engine.bots import make_bot
from ..engine.game import Game
from ..engine.simulate import Summary, play_out
from . import invariants
from .decks import default_deck
from .game import new_game

VICTORIES = ("honor", "dishonor", "conquest")


def play_one(deck1: dict, deck2: dict, seed: int, *, log: bool = False, check: bool = False,
             max_decisions: int = 100_000, bots: tuple[str, str] = ("random", "random")) -> tuple[Game, int]:
    """Play one game between two bots (specs, :func:`l5r.engine.bots.make_bot`; player 1
    first); return (game, decisions). With ``check``, the state invariants are verified
    after every decision."""
    g = new_game([deck1, deck2], seed=seed, logging=log)
    agents = [make_bot(bots[0], seed * 2 + 1), make_bot(bots[1], seed * 2 + 2)]
    return g, play_out(g, agents, invariants.check if check else None, max_decisions)


def simulate(games: int, seed: int = 0, clan1: str = "crab", clan2: str = "lion", *,
             log: bool = False, check: bool = False, bots: tuple[str, str] = ("random", "random")) -> Summary:
    s = Summary(bots=list(bots))
    d1, d2 = default_deck(clan1), default_deck(clan2)
    start = time.perf_counter()
    for i in range(games):
        g, n = play_one(d1, d2, seed + i, log=log, check=check, bots=bots)
        st = g.state
        won = st.winner is not None and st.victory in VICTORIES
        s.add(n, st.round, st.victory if won else "unfinished", won, st.winner)
        if log:
            s.logs.append((seed + i, list(st.log), st.winner, st.victory))
    s.seconds = time.perf_counter() - start
    return s
