"""``l5r lcg play``: you (player 1) against a bot in the terminal (the loop, commands, undo,
saves and replays are :mod:`l5r.engine.terminal`; this module creates the game and draws the
LCG board from the human player's redacted view)."""

from __future__ import annotations

import random

import click

from ..engine import terminal, tui
from ..engine.game import Game
from . import board as lcg_board
from .decks import default_deck
from .describe import describe, lookup
from .formats import PLAYERS, TEAM_CONQUEST
from .game import new_game

YOU = 0


def board(g: Game) -> None:
    """Print the board as player 1 sees it (:mod:`l5r.lcg.board`, from :func:`l5r.lcg.view.view`),
    then what each card in their hand does."""
    v = g.view(YOU)
    click.echo("")
    terminal.echo_lines(lcg_board.board(v))
    for i, c in enumerate(v["players"][YOU]["hand"]):
        click.echo(f"     H{i + 1} {describe(c['id'])}")


def where(g: Game, uid: int) -> str | None:
    """Where card ``uid`` lies on player 1's board (:func:`l5r.lcg.board.where`)."""
    return lcg_board.where(g.view(YOU), uid)


def result(g: Game) -> str:
    """The game-over line: who won and how, or where the game stopped."""
    st = g.state
    if st.victory == "round_limit":
        n = st.config.get("max_rounds")
        return f"Game over: stopped at the round limit ({n} round{'' if n == 1 else 's'}), no winner."
    return terminal.default_result(g)


#: The LCG as the full-screen game draws it.
FRONT = tui.Front(board=lcg_board.board, where=lcg_board.where, result=result, card=lookup, panel=lcg_board.panel)


def run(seed: int | None, clan: str, bot_clan: str, save: str | None, load: str | None, bot: str = "random", *,
        replay: str | None = None, force: bool = False, max_turns: int = 0, plain: bool = False,
        format: str = "stronghold", bot_clan2: str = "crab", bot_clan3: str = "phoenix",
        treaties: bool = False) -> None:
    """Start (or, with ``load``, continue) a game and play it in the terminal; ``max_turns``:
    stop after this many rounds (an LCG turn is a game round; 0: no limit); ``format``: the
    format, played with the clans' embedded decks of that format. Full screen
    (:mod:`l5r.engine.tui`) on a terminal unless ``plain``; line by line otherwise. In
    ``format`` enlightenment a second bot plays ``bot_clan2``; in team conquest your teammate
    (player 2) plays ``bot_clan`` and your opponents ``bot_clan2`` and ``bot_clan3``;
    ``treaties``: enlightenment with treaties (:mod:`l5r.lcg.treaties`)."""
    if load:
        g = terminal.load(load, "lcg")
    else:
        seed = random.randrange(1 << 30) if seed is None else seed
        clans = [clan, bot_clan, bot_clan2, bot_clan3][:PLAYERS.get(format, 2)]
        names = ["You", "Bot"] if len(clans) == 2 else ["You"] + [f"Bot {i}" for i in range(1, len(clans))]
        g = new_game([default_deck(c, format) for c in clans], seed=seed, names=names, logging=True,
                     max_rounds=max_turns, format=format, treaties=treaties)
        limit = f", stopped after {max_turns} rounds" if max_turns else ""
        if format == TEAM_CONQUEST:
            theirs = (f"the bots' {bot_clan2.capitalize()} and {bot_clan3.capitalize()} decks, with Bot 1's "
                      f"{bot_clan.capitalize()} deck on your team ({format}, {bot} bots")
        elif len(clans) == 3:
            theirs = f"the bots' {bot_clan.capitalize()} and {bot_clan2.capitalize()} decks ({format}, {bot} bots"
        elif format == "skirmish":
            theirs = f"the bot's {bot_clan.capitalize()} skirmish deck (skirmish, {bot} bot"
        else:
            theirs = f"the bot's {bot_clan.capitalize()} deck ({bot} bot"
        click.echo(f"Game seed {seed}: your {clan.capitalize()} {'skirmish ' if format == 'skirmish' else ''}"
                   f"deck against {theirs}{limit}). Type help at a decision for the commands.")
    terminal.play(g, board=board, bot=bot, bot_seed=g.state.seed + 17, you=YOU, save=save, replay=replay,
                  force=force, loaded_from=load, result=result, where=where,
                  front=None if plain or not tui.fullscreen() else FRONT)
