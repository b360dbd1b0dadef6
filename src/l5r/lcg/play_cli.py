"""A plain terminal interface: you (player 1) against a random bot."""

from __future__ import annotations

import random
from pathlib import Path

import click

from ..engine.decision import IllegalAnswer
from ..engine.game import Game
from ..engine.serial import CorruptState
from .abilities import describe
from .agents import RandomAgent, act
from .decks import default_deck
from .game import new_game

YOU = 0


def _show(g: Game, seen: int) -> int:
    for line in g.state.log[seen:]:
        click.echo(line)
    return len(g.state.log)


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
                click.echo(f"     {c['name']}: {describe(c['id'])}")


def run(seed: int | None, clan: str, bot_clan: str, save: str | None, load: str | None) -> None:
    if load:
        try:
            g = Game.from_json(Path(load).read_text())
        except CorruptState as exc:
            raise click.ClickException(str(exc))
    else:
        seed = random.randrange(1 << 30) if seed is None else seed
        g = new_game([default_deck(clan), default_deck(bot_clan)], seed=seed,
                     names=["You", "Bot"], logging=True)
    bot = RandomAgent(g.state.seed + 17)
    seen = 0
    while not g.over:
        seen = _show(g, seen)
        d = g.pending
        if d.player != YOU:
            act(g, bot)
            continue
        _board(g)
        click.echo(f"\n{d.prompt}")
        for i, o in enumerate(d.options):
            click.echo(f"  {i}: {o.label}")
        while True:
            raw = click.prompt("choose" + (" (numbers separated by spaces)" if d.kind == "choose_many" else ""),
                               default="" if d.kind == "choose_many" else None, show_default=False)
            try:
                idx = [int(x) for x in raw.split()]
                ids = [d.options[i].id for i in idx]
                g.answer(ids if d.kind == "choose_many" else ids[0])
                break
            except (ValueError, IndexError, IllegalAnswer) as exc:
                click.echo(f"Not a legal choice: {exc}")
        if save:
            Path(save).write_text(g.to_json())
    _show(g, seen)
    st = g.state
    click.echo(f"Game over: {st.players[st.winner].name if st.winner is not None and st.winner >= 0 else 'no one'} "
               f"wins ({st.victory}).")
