"""Environments for learning agents, in the conventions researchers use: a PettingZoo AEC
environment per game (:func:`lcg_env`, :func:`ccg_env`; :class:`~l5r.env.aec.L5REnv`) with
fixed-size observations and a fixed action index space with action masks
(:mod:`l5r.env.encoding`), and a Gymnasium single-agent wrapper playing against any of the
engine's bots (:class:`~l5r.env.single.SingleAgentEnv`).

>>> env = lcg_env(decks=("crab", "lion"))
>>> env.reset(seed=1)
>>> obs = env.observe(env.agent_selection)
>>> obs["observation"].shape == (env.spec.size,), int(obs["action_mask"].sum()) > 0
(True, True)
>>> g = gym_env("ccg", opponent="random")
>>> obs, info = g.reset(seed=2)
>>> obs["action_mask"].dtype
dtype('int8')
"""

from __future__ import annotations

from typing import Any

from ..ccg import board as ccg_board
from ..ccg.decklist import EMBEDDED
from ..ccg.editions import EDITIONS
from ..ccg.setup import new_game as ccg_new_game
from ..engine.game import Game
from ..lcg import board as lcg_board
from ..lcg.decks import CLANS, default_deck
from ..lcg.game import new_game as lcg_new_game
from . import ccg, lcg
from .aec import MAX_STEPS, L5REnv
from .single import SingleAgentEnv

__all__ = ["L5REnv", "SingleAgentEnv", "ccg_env", "gym_env", "lcg_env"]


def lcg_env(decks: tuple[str, str] = ("crab", "lion"), format: str = "stronghold", seed: int | None = None,
            render_mode: str | None = None, max_steps: int = MAX_STEPS) -> L5REnv:
    """The LCG with two embedded clan decks (:data:`l5r.lcg.decks.CLANS`) in ``format``."""
    for d in decks:
        if d not in CLANS:
            raise ValueError(f"unknown clan deck {d!r} ({', '.join(CLANS)})")
    if format != "stronghold":
        raise ValueError(f"the environment plays the stronghold format, not {format!r}")
    lists = [default_deck(d) for d in decks]

    def make(s: int, logging: bool) -> Game:
        return lcg_new_game(lists, seed=s, logging=logging, format=format)

    return L5REnv(lcg.SPEC, make, lcg_board.board, seed=seed, render_mode=render_mode, max_steps=max_steps)


def ccg_env(decks: tuple[str, str] = ("lion", "dragon"), edition: str = "ivory", seed: int | None = None,
            render_mode: str | None = None, max_steps: int = MAX_STEPS, max_turns: int = 0) -> L5REnv:
    """The CCG with two embedded decks (:data:`l5r.ccg.decklist.EMBEDDED`) under ``edition``;
    ``max_turns``: end a game without a winner after this many turns (0: no limit)."""
    for d in decks:
        if d not in EMBEDDED:
            raise ValueError(f"unknown deck {d!r} ({', '.join(EMBEDDED)})")
    if edition not in EDITIONS:
        raise ValueError(f"unknown edition {edition!r} ({', '.join(EDITIONS)})")

    def make(s: int, logging: bool) -> Game:
        return ccg_new_game(list(decks), seed=s, logging=logging, edition=edition, max_turns=max_turns)

    return L5REnv(ccg.SPEC, make, ccg_board.board, seed=seed, render_mode=render_mode, max_steps=max_steps)


def gym_env(game: str = "lcg", opponent: str = "random", learner: int = 0, **kwargs: Any) -> SingleAgentEnv:
    """A Gymnasium environment: ``game`` ("lcg" or "ccg", with :func:`lcg_env` /
    :func:`ccg_env`'s arguments) played in seat ``learner`` against the ``opponent`` bot."""
    if game not in ("lcg", "ccg"):
        raise ValueError(f"unknown game {game!r} (lcg, ccg)")
    env = lcg_env(**kwargs) if game == "lcg" else ccg_env(**kwargs)
    return SingleAgentEnv(env, opponent, learner)
