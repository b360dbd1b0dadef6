"""``l5r ccg play``: you (player 1) against a bot in the terminal.

The loop (log, numbered options, bot turns, commands, undo, saves, replays) is
:mod:`l5r.engine.terminal`;
this module creates the game from the embedded decks and draws the CCG board from
the human player's redacted view (:func:`l5r.ccg.view.view`), so the bot's hand,
face-down province cards and face-down focused cards stay hidden.
"""

from __future__ import annotations

import random

import click

from ..engine import terminal
from ..engine.game import Game
from ..engine.names import possessive, says
from .setup import new_game

YOU = 0


def _name(v: dict, idx: int | None) -> str:
    return str(v["players"][idx]["name"]) if idx is not None and idx >= 0 else "-"


def _attachment(a: dict) -> str:
    return str(a["title"]) + (f" F{a['force']}" if "force" in a else "") + (" bowed" if a["bowed"] else "")


def _personality(c: dict) -> str:
    """A Personality with Force/Chi/Personal Honor, states and attachments."""
    s = f"{c['title']} F{c['force']}/C{c['chi']}/PH{c['ph']}"
    if c["bowed"]:
        s += " bowed"
    if c["dishonored"]:
        s += " dishonored"
    if c.get("tokens"):
        s += f" ({len(c['tokens'])} token{'s' if len(c['tokens']) > 1 else ''})"
    if c["attachments"]:
        s += " [" + ", ".join(_attachment(a) for a in c["attachments"]) + "]"
    return s


def _province_name(v: dict, pid: int) -> str:
    for p in v["players"]:
        for i, pr in enumerate(p["provinces"]):
            if pr["pid"] == pid:
                return f"province {i + 1} of {p['name']}"
    return f"province #{pid}"


def _hand(p: dict) -> str:
    if "hand_cards" not in p:
        return f"{p['hand']} card{'' if p['hand'] == 1 else 's'}"
    cards = []
    for c in p["hand_cards"]:
        cost = f"{c['gold_cost']} Gold, " if c["type"] not in ("strategy", "ring") or c["gold_cost"] else ""
        cards.append(f"{c['title']} ({cost}Focus {c['focus']})")
    return ", ".join(cards) or "-"


def _provinces(p: dict) -> str:
    out = []
    for i, pr in enumerate(p["provinces"]):
        s = f"{i + 1}: {pr['card'] or 'empty'} (strength {pr['strength']}"
        if pr["region"]:
            s += f", region {pr['region']}"
        if pr["fortifications"]:
            s += ", fortified by " + ", ".join(_attachment(f) for f in pr["fortifications"])
        out.append(s + ")")
    return " | ".join(out) or "-"


def board(g: Game) -> None:
    v = g.view(YOU)
    phase = v["phase"] or "-"
    click.echo(f"\n[Turn {v['turn']} - {phase} phase, {possessive(_name(v, v['active']))} turn]  "
               f"Imperial Favor: {_name(v, v['favor'])}  ({v['edition']} rules)")
    for idx, p in enumerate(v["players"]):
        click.echo(f"P{idx + 1} {p['name']} ({p['clan'] or '-'}): Family Honor {p['honor']}, "
                   f"Gold available {p['gold']}, Fate deck {p['fate_deck']}, "
                   f"Dynasty deck {p['dynasty_deck']}" + (" - lost" if p["lost"] else ""))
        click.echo(f"   hand: {_hand(p)}")
        click.echo(f"   provinces: {_provinces(p)}")
        pers = [c for c in p["in_play"] if c["type"] == "personality"]
        home = [c for c in pers if c["loc"] == "home"]
        click.echo("   home: " + (", ".join(_personality(c) for c in home) or "-"))
        for c in pers:
            if c["loc"] != "home" and c["loc"][:1] in ("a", "d"):
                side = "attacking" if c["loc"][0] == "a" else "defending"
                click.echo(f"   {side} at {_province_name(v, int(c['loc'][1:]))}: {_personality(c)}")
        other = [c for c in p["in_play"] if c["type"] != "personality"]
        if other:
            click.echo("   cards in play: " + ", ".join(
                c["title"] + (" bowed" if c["bowed"] else "") for c in other))
        if p["focused"] or p["focused_hidden"]:
            shown = [f"{f['title']} (Focus {f['focus']}{'' if f['face_up'] else ', face down'})"
                     for f in p["focused"]]
            if p["focused_hidden"]:
                shown.append(f"{p['focused_hidden']} face down")
            click.echo("   focused: " + ", ".join(shown))
        pool = p["focus_pool"]
        if pool:
            click.echo("   focus pool: " + (", ".join(pool) if isinstance(pool, list) else f"{pool} cards"))
    for b in v["battlefields"]:
        click.echo(f"{'* battle' if b['current'] else '  battlefield'} at "
                   f"{_province_name(v, b['pid'])} (strength {b['strength']}): "
                   f"attackers {_titles(v, b['attackers'])} Force {b['attacking_force']} vs "
                   f"defenders {_titles(v, b['defenders'])} Force {b['defending_force']}")
    if v["duel"]:
        d = v["duel"]
        click.echo(f"Duel ({d['stat']}): {d['titles'][0]} challenges {d['titles'][1]}")


def _titles(v: dict, uids: list[int]) -> str:
    titles = {c["uid"]: c["title"] for p in v["players"] for c in p["in_play"]}
    return ", ".join(titles.get(u, "?") for u in uids) or "-"


def result(g: Game) -> str:
    """The game-over line: who won and how, or where the game stopped."""
    st = g.state
    if st.winner is not None and st.winner >= 0:
        who = says(st.players[st.winner].name, "wins")
        return f"Game over: {who} ({st.victory} victory)."
    if st.victory == "turn_limit":
        return f"Game over: stopped at the turn limit ({st.max_turns} turns), no winner."
    return f"Game over: no winner ({st.victory or 'no one can win'})."


def run(*, edition: str = "ivory", deck: str = "lion", bot_deck: str = "dragon", seed: int | None = None,
        save: str | None = None, load: str | None = None, max_turns: int = 0, bot: str = "random",
        replay: str | None = None, force: bool = False) -> None:
    """Start (or, with ``load``, continue) a game and play it in the terminal."""
    if load:
        g = terminal.load(load, "ccg")
        bot_seed = g.state.rng + len(g.state.answers)
    else:
        seed = random.randrange(1 << 30) if seed is None else seed
        g = new_game([deck, bot_deck], seed=seed, edition=edition, names=["You", "Bot"],
                     logging=True, max_turns=max_turns)
        click.echo(f"Game seed {seed}: {edition} rules, your {deck.capitalize()} deck against the bot's "
                   f"{bot_deck.capitalize()} deck ({bot} bot). Type help at a decision for the commands.")
        bot_seed = seed + 17
    terminal.play(g, board=board, bot=bot, bot_seed=bot_seed, you=YOU, save=save, replay=replay, force=force,
                  loaded_from=load, result=result)
