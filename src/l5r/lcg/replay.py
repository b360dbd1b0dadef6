"""Replaying a game from its configuration, seed and logged answers.

A game is decided by its decks, format, names, first player (``state.config``),
its seed (``state.seed``) and the answers given (``state.answers``): creating
the game again and giving the same answers in order reproduces it exactly.

>>> from l5r.lcg.decks import default_deck
>>> from l5r.lcg import new_game
>>> g = new_game([default_deck("crab"), default_deck("crane")], seed=4)
>>> for _ in range(6):
...     g.answer(g.pending.options[-1].id if g.pending.kind == "choose_one" else [])
>>> again = replay(g.state.config, g.state.answers, seed=g.state.seed)
>>> again.to_data() == g.to_data()
True
"""

from __future__ import annotations

import copy
from typing import Any, Iterable

from ..engine.game import Game
from .game import new_game


def replay(config: dict, answers: Iterable[Any], seed: int | None = None, *,
           logging: bool = False) -> Game:
    """A new game from ``config`` (``state.config``: decks, format, names,
    first_player and any other keys) answered with ``answers`` in order.

    ``seed`` defaults to ``config["seed"]``; one of the two must be given.
    ``logging`` must match the original game for the logs to be equal.
    Raises :class:`~l5r.engine.decision.IllegalAnswer` if an answer is not
    legal where it is given (the answers do not belong to this game).
    """
    if seed is None:
        if "seed" not in config:
            raise ValueError("replay needs the game's seed (argument or config['seed'])")
        seed = config["seed"]
    cfg = copy.deepcopy(config)
    g = new_game(cfg["decks"], seed=seed, format=cfg.get("format", "stronghold"),
                 names=cfg.get("names"), logging=logging, first_player=cfg.get("first_player"))
    # keys that new_game does not take (e.g. max_rounds) are read later from the config
    g.state.config = cfg
    for a in answers:
        g.answer(copy.deepcopy(a))
    return g


def replay_game(game: Game) -> Game:
    """Replay ``game`` from its own config, seed, answers and logging flag."""
    st = game.state
    return replay(st.config, st.answers, st.seed, logging=st.logging)
