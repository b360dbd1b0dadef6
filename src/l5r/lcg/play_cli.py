"""A plain terminal interface: you (player 1) against a random bot (the loop is
:mod:`l5r.engine.terminal`; this module draws the LCG board)."""

from __future__ import annotations

import random

import click

from ..engine import terminal
from ..engine.game import Game
from .describe import describe
from .decks import default_deck
from .game import new_game

YOU = 0


def _board(g: Game) -> None:
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
                click.echo(f"     - {describe(c['id'])}")


def run(seed: int | None, clan: str, bot_clan: str, save: str | None, load: str | None, bot: str = "random") -> None:
    if load:
        g = terminal.load(load, "lcg")
    else:
        seed = random.randrange(1 << 30) if seed is None else seed
        g = new_game([default_deck(clan), default_deck(bot_clan)], seed=seed,
                     names=["You", "Bot"], logging=True)
    terminal.play(g, board=_board, bot=bot, bot_seed=g.state.seed + 17, you=YOU, save=save)
