"""``l5r ccg play``: you (player 1) against a bot in the terminal (or, with ``--players 3``
or ``4``, against two or three bots in a multiplayer game, :mod:`l5r.ccg.multiplayer`).

The loop (log, numbered options, bot turns, commands, undo, saves, replays) is
:mod:`l5r.engine.terminal`;
this module creates the game from the embedded decks and draws the CCG board from
the human player's redacted view (:func:`l5r.ccg.view.view`), so the bot's hand,
face-down province cards and face-down focused cards stay hidden.
"""

from __future__ import annotations

import random

import click

from ..engine import terminal, tui
from ..engine.game import Game
from ..engine.names import says
from . import board as ccg_board
from .describe import describe_title, lookup
from .setup import new_game

YOU = 0


def board(g: Game) -> None:
    """Print the board as player 1 sees it (:mod:`l5r.ccg.board`, from :func:`l5r.ccg.view.view`),
    then what each card in their hand is and does."""
    v = g.view(YOU)
    click.echo("")
    terminal.echo_lines(ccg_board.board(v))
    for i, c in enumerate(v["players"][YOU].get("hand_cards", ())):
        click.echo(f"     H{i + 1} {describe_title(c['title'])}")


def where(g: Game, uid: int) -> str | None:
    """Where card ``uid`` lies on player 1's board (:func:`l5r.ccg.board.where`)."""
    return ccg_board.where(g.view(YOU), uid)


def result(g: Game) -> str:
    """The game-over line: who won and how, or where the game stopped."""
    st = g.state
    if st.winner is not None and st.winner >= 0:
        who = says(st.players[st.winner].name, "wins")
        return f"Game over: {who} ({st.victory} victory)."
    if st.victory == "turn_limit":
        return f"Game over: stopped at the turn limit ({st.max_turns} turns), no winner."
    return f"Game over: no winner ({st.victory or 'no one can win'})."


#: The CCG as the full-screen game draws it.
FRONT = tui.Front(board=ccg_board.board, where=ccg_board.where, result=result, card=lookup, panel=ccg_board.panel)


def seats(deck: str, bot_deck: str, players: int = 2) -> tuple[list[str], list[str]]:
    """The decks and names of a game of ``players``: you (seat 1) with ``deck``, then the
    bots, their decks alternating ``bot_deck``, ``deck``, ``bot_deck`` (:mod:`l5r.ccg.multiplayer`).

    >>> seats("lion", "dragon", 3)
    (['lion', 'dragon', 'lion'], ['You', 'Bot 2', 'Bot 3'])
    """
    if not 2 <= players <= 4:
        raise ValueError(f"a game has 2 to 4 players, not {players}")
    decks = [deck if i % 2 == 0 else bot_deck for i in range(players)]
    names = ["You", "Bot"] if players == 2 else ["You", *[f"Bot {i + 1}" for i in range(1, players)]]
    return decks, names


def run(*, edition: str = "ivory", deck: str = "lion", bot_deck: str = "dragon", seed: int | None = None,
        save: str | None = None, load: str | None = None, max_turns: int = 0, bot: str = "random",
        replay: str | None = None, force: bool = False, plain: bool = False, players: int = 2) -> None:
    """Start (or, with ``load``, continue) a game and play it in the terminal: full screen
    (:mod:`l5r.engine.tui`) on a terminal unless ``plain``; line by line otherwise. With
    ``players`` 3 or 4, every seat but yours is a bot (:func:`seats`)."""
    if load:
        g = terminal.load(load, "ccg")
        bot_seed = g.state.rng + len(g.state.answers)
    else:
        seed = random.randrange(1 << 30) if seed is None else seed
        decks, names = seats(deck, bot_deck, players)
        g = new_game(decks, seed=seed, edition=edition, names=names, logging=True, max_turns=max_turns)
        if players == 2:
            click.echo(f"Game seed {seed}: {edition} rules, your {deck.capitalize()} deck against the bot's "
                       f"{bot_deck.capitalize()} deck ({bot} bot). Type help at a decision for the commands.")
        else:
            others = ", ".join(f"{n} ({d.capitalize()})" for n, d in zip(names[1:], decks[1:], strict=True))
            click.echo(f"Game seed {seed}: {edition} rules, {players} players: your {deck.capitalize()} deck "
                       f"against {others} ({bot} bots). Type help at a decision for the commands.")
        bot_seed = seed + 17
    terminal.play(g, board=board, bot=bot, bot_seed=bot_seed, you=YOU, save=save, replay=replay, force=force,
                  loaded_from=load, result=result, where=where,
                  front=None if plain or not tui.fullscreen() else FRONT)
