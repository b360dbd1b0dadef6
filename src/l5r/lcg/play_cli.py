"""``l5r lcg play``: you (player 1) against a bot in the terminal (the loop, commands, undo,
saves and replays are :mod:`l5r.engine.terminal`; this module creates the game and draws the
LCG board from the human player's redacted view)."""

from __future__ import annotations

import random

import click

from ..engine import terminal
from ..engine.game import Game
from .coverage import describe
from .decks import default_deck
from .game import new_game

YOU = 0


def board(g: Game) -> None:
    """Draw the board as player 1 sees it (:func:`l5r.lcg.view.view`)."""
    v = g.view(YOU)
    click.echo(f"\n[Round {v['round']} - {v['phase']} phase, step {v['step']}]  Imperial Favor: "
               f"{v['imperial_favor'] or '-'}")
    rings = ", ".join(f"{e}({r['fate']})" + (f"*P{r['claimed_by'] + 1}" if r['claimed_by'] >= 0 else "")
                      for e, r in v["rings"].items())
    click.echo(f"Rings: {rings}")
    for p in v["players"]:
        click.echo(f"P{p['index'] + 1} {p['name']} ({p['clan']}): honor {p['honor']} fate {p['fate']} "
                   f"hand {p['hand_size']} bid {p['bid']}")
        chars = ", ".join(f"{c['name']} {c['military']}/{c['political']}"
                          f"{' bowed' if c['bowed'] else ''} f{c['fate']} {c['status'][0]}"
                          for c in p["characters"]) or "-"
        click.echo(f"   characters: {chars}")
        provs = " | ".join(("broken " if pr["broken"] else "") + (pr.get("name") or "facedown") + " [" +
                           ", ".join(x.get("name", "?") for x in pr["cards"]) + "]" for pr in p["provinces"])
        click.echo(f"   provinces: {provs}")
        if isinstance(p["hand"], list):
            click.echo("   hand:" + ("" if p["hand"] else " -"))
            for c in p["hand"]:  # what each card in your hand does, in a line
                click.echo(f"     {c['name']}: {describe(c['id'])}")


def result(g: Game) -> str:
    """The game-over line: who won and how, or where the game stopped."""
    st = g.state
    if st.victory == "round_limit":
        n = st.config.get("max_rounds")
        return f"Game over: stopped at the round limit ({n} round{'' if n == 1 else 's'}), no winner."
    return terminal.default_result(g)


def run(seed: int | None, clan: str, bot_clan: str, save: str | None, load: str | None, bot: str = "random", *,
        replay: str | None = None, force: bool = False, max_turns: int = 0) -> None:
    """Start (or, with ``load``, continue) a game and play it in the terminal; ``max_turns``:
    stop after this many rounds (an LCG turn is a game round; 0: no limit)."""
    if load:
        g = terminal.load(load, "lcg")
    else:
        seed = random.randrange(1 << 30) if seed is None else seed
        g = new_game([default_deck(clan), default_deck(bot_clan)], seed=seed,
                     names=["You", "Bot"], logging=True, max_rounds=max_turns)
        limit = f", stopped after {max_turns} rounds" if max_turns else ""
        click.echo(f"Game seed {seed}: your {clan.capitalize()} deck against the bot's "
                   f"{bot_clan.capitalize()} deck ({bot} bot{limit}). Type help at a decision for the commands.")
    terminal.play(g, board=board, bot=bot, bot_seed=g.state.seed + 17, you=YOU, save=save, replay=replay,
                  force=force, loaded_from=load, result=result)
