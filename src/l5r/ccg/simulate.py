"""Random-agent simulation of CCG games (``l5r ccg simulate``).

Each game is the embedded Lion deck against the embedded Dragon deck under one
edition, each player answering with a bot named by its spec (:mod:`l5r.engine.bots`;
by default both :class:`l5r.engine.agents.RandomAgent`).
A game stopped by the turn limit (``max_turns``) counts as ``"turn_limit"``
under ``stopped``, never as a victory; a game stopped by the decision cap as
``"unfinished"``.

>>> s = simulate(1, seed=0, edition="celestial", max_turns=3)
>>> d = s.to_dict()
>>> sorted(d)
['bots', 'decisions_per_second', 'finished', 'games', 'mean_turns', 'stopped', 'victories', 'wins']
>>> d["games"], d["victories"], d["stopped"]
(1, {}, {'turn_limit': 1})
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..engine.bots import make_bot
from ..engine.game import Game
from ..engine.simulate import Summary, play_out
from . import invariants
from .setup import new_game
from .state import CCGState

__all__ = ["DECKS", "VICTORIES", "Summary", "play_one", "simulate"]

#: The embedded decks every simulated game uses, player 1 first.
DECKS = ("lion", "dragon")

#: The four victories (Ivory "Players winning and losing"; celestial "Winning The Game").
VICTORIES = ("military", "honor", "dishonor", "enlightenment")


def play_one(seed: int, *, edition: str = "ivory", max_turns: int = 100, log: bool = False,
             check: bool = False, max_decisions: int = 200_000,
             bots: tuple[str, str] = ("random", "random")) -> tuple[Game, int]:
    """Play one Lion vs Dragon game between two bots (specs, :func:`l5r.engine.bots.make_bot`;
    player 1 first); return (game, decisions). With ``check``, the state invariants are
    verified after every decision."""
    g = new_game(list(DECKS), seed=seed, edition=edition, logging=log, max_turns=max_turns)
    agents = [make_bot(bots[0], seed * 2 + 1), make_bot(bots[1], seed * 2 + 2)]
    n = play_out(g, agents, invariants.check if check else None, max_decisions)
    return g, n


def result_of(st: CCGState) -> str:
    """The summary key of a finished or stopped game."""
    if st.winner is not None and st.victory in VICTORIES:
        return st.victory
    if st.victory == "turn_limit":
        return "turn_limit"
    return "unfinished"


def simulate(games: int, seed: int = 0, edition: str = "ivory", *, max_turns: int = 100,
             log: bool = False, check: bool = False, bots: tuple[str, str] = ("random", "random"),
             each: Callable[[int, Game], None] | None = None) -> Summary:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) and sum them up; ``each(seed,
    game)`` is called after each game (e.g. to write its replay)."""
    s = Summary(length_name="mean_turns", bots=list(bots))
    start = time.perf_counter()
    for i in range(games):
        g, n = play_one(seed + i, edition=edition, max_turns=max_turns, log=log, check=check, bots=bots)
        st = g.state
        key = result_of(st)
        s.add(n, st.turn, key, key in VICTORIES, st.winner)
        if log:
            s.logs.append((seed + i, list(st.log), st.winner, key))
        if each is not None:
            each(seed + i, g)
    s.seconds = time.perf_counter() - start
    return s
