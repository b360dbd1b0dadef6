"""Random-agent simulation of CCG games (``l5r ccg simulate``).

Each game is the embedded Lion deck against the embedded Dragon deck under one
edition, each player answering with a bot named by its spec (:mod:`l5r.engine.bots`;
by default both :class:`l5r.engine.agents.RandomAgent`). With three or four bots, the game
has as many players, seated Lion, Dragon, Lion, Dragon (:func:`l5r.ccg.multiplayer.decks_for`)
and named by deck and seat ("Lion 1", "Dragon 2", "Lion 3"...).
A game stopped by the turn limit (``max_turns``) counts as ``"turn_limit"``
under ``stopped``, never as a victory; a game stopped by the decision cap as
``"unfinished"``.

>>> s = simulate(1, seed=0, edition="celestial", max_turns=3)
>>> d = s.to_dict()
>>> sorted(d)
['bots', 'decisions_per_second', 'finished', 'games', 'mean_turns', 'stopped', 'victories', 'win_rates', 'wins']
>>> d["games"], d["victories"], d["stopped"]
(1, {}, {'turn_limit': 1})

>>> d = simulate(1, seed=0, max_turns=3, bots=("random",) * 3).to_dict()
>>> d["wins"], d["stopped"]
({'p1': 0, 'p2': 0, 'p3': 0}, {'turn_limit': 1})

Every game of a batch shares a :class:`CCGMatch`; ``simulate(..., workers=2)`` plays them
in two processes with the same results (:func:`l5r.engine.simulate.simulate`).

>>> r = CCGMatch("celestial", max_turns=2).play(0)
>>> r.seed, r.winner_name, r.result, r.length
(0, 'none', 'turn_limit', 2)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import __version__
from ..engine import simulate as engine_simulate
from ..engine.batch import GameRecord
from ..engine.bots import make_bot
from ..engine.game import Game
from ..engine.replays import replay_of
from ..engine.simulate import Summary, play_out
from . import invariants
from .multiplayer import decks_for, names_for
from .setup import new_game
from .state import CCGState

__all__ = ["DECKS", "VICTORIES", "CCGMatch", "Summary", "play_one", "simulate"]

#: The embedded decks every simulated game uses, player 1 first.
DECKS = ("lion", "dragon")

#: The four victories (Ivory "Players winning and losing"; celestial "Winning The Game").
VICTORIES = ("military", "honor", "dishonor", "enlightenment")


def play_one(seed: int, *, edition: str = "ivory", max_turns: int = 100, log: bool = False,
             check: bool = False, max_decisions: int = 200_000,
             bots: tuple[str, ...] = ("random", "random")) -> tuple[Game, int]:
    """Play one game between bots (specs, :func:`l5r.engine.bots.make_bot`; player 1 first),
    one player per bot: Lion vs Dragon, or with three or four bots a multiplayer game
    (:mod:`l5r.ccg.multiplayer`); return (game, decisions). With ``check``, the state
    invariants are verified after every decision."""
    n = len(bots)
    if n == 2:
        g = new_game(list(DECKS), seed=seed, edition=edition, logging=log, max_turns=max_turns)
    else:
        g = new_game(decks_for(n), seed=seed, edition=edition, logging=log, max_turns=max_turns,
                     names=names_for(n))
    agents = [make_bot(b, seed * n + 1 + i) for i, b in enumerate(bots)]  # (two players: seeds 2s+1, 2s+2)
    n = play_out(g, agents, invariants.check if check else None, max_decisions)
    return g, n


def result_of(st: CCGState) -> str:
    """The summary key of a finished or stopped game."""
    if st.winner is not None and st.victory in VICTORIES:
        return st.victory
    if st.victory == "turn_limit":
        return "turn_limit"
    return "unfinished"


@dataclass(frozen=True)
class CCGMatch:
    """The settings every game of a CCG batch shares: the edition, the bots, the turn limit,
    and whether each game keeps its narrated ``log``, is checked after every decision (``check``),
    and returns its ``replay``. The decks are the embedded :data:`DECKS`."""

    edition: str = "ivory"
    bots: tuple[str, ...] = ("random", "random")
    max_turns: int = 100
    log: bool = False
    check: bool = False
    replay: bool = False
    max_decisions: int = 200_000
    game = "ccg"
    length = "turns"

    def play(self, seed: int) -> GameRecord:
        """Play the game of ``seed`` and say how it went."""
        start = time.perf_counter()
        g, n = play_one(seed, edition=self.edition, max_turns=self.max_turns, log=self.log, check=self.check,
                        max_decisions=self.max_decisions, bots=self.bots)
        st = g.state
        key = result_of(st)
        return GameRecord(seed, st.winner, key, key in VICTORIES, st.turn, n, time.perf_counter() - start,
                          tuple(st.log) if self.log else None, replay_of(g) if self.replay else None)

    def columns(self) -> dict[str, Any]:
        """The columns every row of a per-game file repeats."""
        out = {"game": self.game, "deck1": DECKS[0], "deck2": DECKS[1], "bot1": self.bots[0],
               "bot2": self.bots[1], "edition": self.edition, "max_turns": self.max_turns, "version": __version__}
        decks = decks_for(len(self.bots))
        for i in range(2, len(self.bots)):
            out[f"deck{i + 1}"], out[f"bot{i + 1}"] = decks[i], self.bots[i]
        return out


def simulate(games: int, seed: int = 0, edition: str = "ivory", *, max_turns: int = 100,
             log: bool = False, check: bool = False, bots: tuple[str, ...] = ("random", "random"),
             replay: bool = False, workers: int = 1, backend: str = "local", address: str | None = None,
             progress: Callable[[int], None] | None = None,
             each: Callable[[GameRecord], None] | None = None) -> Summary:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) and sum them up
    (:class:`CCGMatch` for the settings; :func:`l5r.engine.simulate.simulate` for ``workers``,
    ``backend``, ``address``, ``progress`` and ``each(record)``, called after each game in
    seed order)."""
    match = CCGMatch(edition, tuple(bots), max_turns, log, check, replay)
    return engine_simulate.simulate(match, games, seed, workers=workers, backend=backend, address=address,
                                    progress=progress, each=each)
