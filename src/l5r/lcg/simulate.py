"""Simulation of LCG games between bots (``l5r lcg simulate``): random agents by default,
any bot by name (:mod:`l5r.engine.bots`).

A game stopped by the round limit (``max_rounds``; an LCG turn is a game round) counts as
``"round_limit"`` under ``stopped``, never as a victory; a game stopped by the decision cap
as ``"unfinished"``.

>>> d = simulate(1, seed=0, max_rounds=1).to_dict()
>>> d["games"], d["victories"], d["stopped"], d["mean_rounds"]
(1, {}, {'round_limit': 1}, 1.0)
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..engine.bots import make_bot
from ..engine.game import Game
from ..engine.simulate import Summary, play_out
from . import invariants
from .decks import default_deck
from .game import new_game
from .state import LCGState

VICTORIES = ("honor", "dishonor", "conquest")


def play_one(deck1: dict, deck2: dict, seed: int, *, log: bool = False, check: bool = False,
             max_decisions: int = 100_000, bots: tuple[str, str] = ("random", "random"),
             max_rounds: int = 0) -> tuple[Game, int]:
    """Play one game between two bots (specs, :func:`l5r.engine.bots.make_bot`; player 1
    first); return (game, decisions). With ``check``, the state invariants are verified
    after every decision; ``max_rounds`` stops the game after that many rounds (0: no limit)."""
    g = new_game([deck1, deck2], seed=seed, logging=log, max_rounds=max_rounds)
    agents = [make_bot(bots[0], seed * 2 + 1), make_bot(bots[1], seed * 2 + 2)]
    return g, play_out(g, agents, invariants.check if check else None, max_decisions)


def result_of(st: LCGState) -> str:
    """The summary key of a finished or stopped game."""
    if st.winner is not None and st.victory in VICTORIES:
        return st.victory
    if st.victory == "round_limit":
        return "round_limit"
    return "unfinished"


def simulate(games: int, seed: int = 0, clan1: str = "crab", clan2: str = "lion", *,
             log: bool = False, check: bool = False, bots: tuple[str, str] = ("random", "random"),
             max_rounds: int = 0, each: Callable[[int, Game], None] | None = None) -> Summary:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) of ``clan1`` against ``clan2``
    and sum them up; ``each(seed, game)`` is called after each game (e.g. to write its replay)."""
    s = Summary(bots=list(bots))
    d1, d2 = default_deck(clan1), default_deck(clan2)
    start = time.perf_counter()
    for i in range(games):
        g, n = play_one(d1, d2, seed + i, log=log, check=check, bots=bots, max_rounds=max_rounds)
        st = g.state
        key = result_of(st)
        s.add(n, st.round - (key == "round_limit"), key, key in VICTORIES, st.winner)
        if log:
            s.logs.append((seed + i, list(st.log), st.winner, key))
        if each is not None:
            each(seed + i, g)
    s.seconds = time.perf_counter() - start
    return s
