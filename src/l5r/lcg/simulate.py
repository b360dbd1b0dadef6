"""Simulation of LCG games between bots (``l5r lcg simulate``): random agents by default,
any bot by name (:mod:`l5r.engine.bots`).

A game stopped by the round limit (``max_rounds``; an LCG turn is a game round) counts as
``"round_limit"`` under ``stopped``, never as a victory; a game stopped by the decision cap
as ``"unfinished"``.

>>> d = simulate(1, seed=0, max_rounds=1).to_dict()
>>> d["games"], d["victories"], d["stopped"], d["mean_rounds"]
(1, {}, {'round_limit': 1}, 1.0)

Every game of a batch shares an :class:`LCGMatch`; ``simulate(..., workers=2)`` plays them
in two processes with the same results (:func:`l5r.engine.simulate.simulate`).

>>> r = LCGMatch("crab", "lion", max_rounds=1).play(0)
>>> r.seed, r.winner_name, r.result, r.length
(0, 'none', 'round_limit', 1)
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
from .decks import default_deck
from .formats import TEAM_CONQUEST, team_of
from .game import new_game
from .state import LCGState

VICTORIES = ("honor", "dishonor", "conquest", "enlightenment")


def play_one(deck1: dict, deck2: dict, seed: int, *, log: bool = False, check: bool = False,
             max_decisions: int = 100_000, bots: tuple[str, ...] = ("random", "random"),
             max_rounds: int = 0, format: str = "stronghold", more: tuple[dict, ...] = (),
             treaties: bool = False) -> tuple[Game, int]:
    """Play one game between bots (specs, :func:`l5r.engine.bots.make_bot`, one per player;
    player 1 first); return (game, decisions). With ``check``, the state invariants are
    verified after every decision; ``max_rounds`` stops the game after that many rounds (0: no
    limit); ``format`` (:mod:`l5r.lcg.formats`) with the decks of the players after the second
    in ``more``; ``treaties``: enlightenment with treaties (:mod:`l5r.lcg.treaties`)."""
    g = new_game([deck1, deck2, *more], seed=seed, logging=log, max_rounds=max_rounds, format=format,
                 treaties=treaties)
    agents = [make_bot(b, seed * 2 + 1 + i if i < 2 else seed * len(bots) + 1 + i) for i, b in enumerate(bots)]
    return g, play_out(g, agents, invariants.check if check else None, max_decisions)


def result_of(st: LCGState) -> str:
    """The summary key of a finished or stopped game."""
    if st.winner is not None and st.victory in VICTORIES:
        return st.victory
    if st.victory == "round_limit":
        return "round_limit"
    return "unfinished"


@dataclass(frozen=True)
class LCGMatch:
    """The settings every game of an LCG batch shares: the clans of players 1 and 2 (their
    embedded decks of the ``format``, :func:`l5r.lcg.decks.default_deck`), the bots, the round limit (0: none),
    and whether each game keeps its narrated ``log``, is checked after every decision (``check``),
    and returns its ``replay``; the ``format`` (:mod:`l5r.lcg.formats`), and the clans of players
    3 and 4 in enlightenment and team conquest (``clan3``, ``clan4``; ``bots`` has one bot per
    player), and whether enlightenment is played with treaties (``treaties``). In team conquest
    a game's ``winner`` is the winning team's first seat (player 1 or 3) and :attr:`teams` gives
    each seat's team: the summary counts a win for each player of the winning team and adds the
    teams' results (``"teams"``, :class:`l5r.engine.simulate.Summary`).

    >>> r = LCGMatch(bots=("random",) * 3, max_rounds=1, format="enlightenment").play(0)
    >>> r.result, r.length
    ('round_limit', 1)
    """

    clan1: str = "crab"
    clan2: str = "lion"
    bots: tuple[str, ...] = ("random", "random")
    max_rounds: int = 0
    log: bool = False
    check: bool = False
    replay: bool = False
    max_decisions: int = 100_000
    format: str = "stronghold"
    clan3: str = "crane"
    clan4: str = "phoenix"
    treaties: bool = False
    game = "lcg"
    length = "rounds"

    @property
    def teams(self) -> tuple[int, ...] | None:
        """Each seat's team in team conquest (players 1-2 against 3-4), else None.

        >>> LCGMatch(bots=("random",) * 4, format="team-conquest").teams, LCGMatch().teams
        ((0, 0, 1, 1), None)
        """
        if self.format != TEAM_CONQUEST:
            return None
        return tuple(team_of(i) for i in range(len(self.bots)))

    def play(self, seed: int) -> GameRecord:
        """Play the game of ``seed`` and say how it went."""
        start = time.perf_counter()
        more = tuple(default_deck(c, self.format) for c in (self.clan3, self.clan4)[:len(self.bots) - 2])
        g, n = play_one(default_deck(self.clan1, self.format), default_deck(self.clan2, self.format), seed,
                        log=self.log, check=self.check,
                        max_decisions=self.max_decisions, bots=self.bots, max_rounds=self.max_rounds,
                        format=self.format, more=more, treaties=self.treaties)
        st = g.state
        key = result_of(st)
        return GameRecord(seed, st.winner, key, key in VICTORIES, st.round - (key == "round_limit"), n,
                          time.perf_counter() - start, tuple(st.log) if self.log else None,
                          replay_of(g) if self.replay else None)

    def columns(self) -> dict[str, Any]:
        """The columns every row of a per-game file repeats."""
        out = {"game": self.game, "deck1": self.clan1, "deck2": self.clan2, "bot1": self.bots[0],
               "bot2": self.bots[1], "format": self.format, "max_rounds": self.max_rounds, "version": __version__}
        if len(self.bots) > 2:
            out.update(deck3=self.clan3, bot3=self.bots[2])
        if len(self.bots) > 3:
            out.update(deck4=self.clan4, bot4=self.bots[3])
        if self.treaties:
            out["treaties"] = True
        return out


def simulate(games: int, seed: int = 0, clan1: str = "crab", clan2: str = "lion", *,
             log: bool = False, check: bool = False, bots: tuple[str, ...] = ("random", "random"),
             max_rounds: int = 0, replay: bool = False, workers: int = 1, backend: str = "local",
             address: str | None = None, progress: Callable[[int], None] | None = None,
             each: Callable[[GameRecord], None] | None = None, format: str = "stronghold",
             clan3: str = "crane", clan4: str = "phoenix") -> Summary:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) of ``clan1`` against ``clan2``
    (and ``clan3``, with a bot each, in enlightenment) and sum them up (:class:`LCGMatch` for the
    settings; :func:`l5r.engine.simulate.simulate` for ``workers``, ``backend``, ``address``,
    ``progress`` and ``each(record)``, called after each game in seed order)."""
    match = LCGMatch(clan1, clan2, tuple(bots), max_rounds, log, check, replay, format=format, clan3=clan3,
                     clan4=clan4)
    return engine_simulate.simulate(match, games, seed, workers=workers, backend=backend, address=address,
                                    progress=progress, each=each)
