"""Playing a game in the terminal against a bot, for any rule set.

Each game supplies only how its board looks (``board(game)``, drawn from the
player's redacted view) and, optionally, its game-over line; this module runs
the rest of the loop shared by ``l5r lcg play`` and ``l5r ccg play``:

* the new lines of the game log are shown as they appear;
* the bot (any of :mod:`l5r.engine.bots`, through :func:`l5r.engine.agents.act`)
  answers its own decisions;
* the human's decision is shown with numbered options; ``choose_one`` takes a
  number, ``choose_many`` numbers separated by spaces (empty: none); an answer
  that is not a number, not an option or breaks a rule of the decision is
  refused with the reason and asked again;
* with a save path, the game is written there after each of the human's answers;
* :func:`load` reads a saved game, turning a missing, unreadable or corrupt
  file into a ``click.ClickException`` (a message and exit code 1, no traceback).

>>> from l5r.engine.decision import Decision, Kind, Option
>>> d = Decision(0, Kind.MANY, "Pick", [Option("a", "A"), Option("b", "B")], min=0, max=2)
>>> parse("1 0", d), parse("", d)
(['b', 'a'], [])
>>> parse("-1", d)
Traceback (most recent call last):
...
ValueError: -1 is not an option number (0 to 1)
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import click

from .agents import act
from .bots import make_bot
from .decision import Decision, IllegalAnswer, Kind
from .files import MAX_SAVE_BYTES, FileRefused, read_text_file
from .game import Game
from .serial import CorruptState


def load(path: str, ruleset: str) -> Game:
    """The game saved at ``path``; it must be a game of ``ruleset`` ("lcg", "ccg")."""
    try:
        text = read_text_file(path, "saved game", MAX_SAVE_BYTES)
    except FileRefused as exc:
        raise click.ClickException(str(exc)) from exc
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # not JSON, too many digits, nested too deeply
        why = exc or "nested too deeply"
        raise click.ClickException(f"{path} is not a saved game (not valid JSON: {why})") from exc
    other = data.get("ruleset") if isinstance(data, dict) else None
    if isinstance(other, str) and other != ruleset:
        raise click.ClickException(f"{path} is a saved {other.upper()} game, not a {ruleset.upper()} game")
    try:
        g = Game.from_data(data)
    except CorruptState as exc:
        raise click.ClickException(f"{path} is not a usable saved game: {exc}") from exc
    return g


def show_log(g: Game, seen: int) -> int:
    """Print the log lines after the first ``seen``; return the new count."""
    for line in g.state.log[seen:]:
        click.echo(line)
    return len(g.state.log)


def parse(raw: str, d: Decision) -> list[str]:
    """The option ids named by the numbers in ``raw`` (ValueError if one is not an option)."""
    ids = []
    for word in raw.split():
        i = int(word)
        if not 0 <= i < len(d.options):
            raise ValueError(f"{i} is not an option number (0 to {len(d.options) - 1})")
        ids.append(d.options[i].id)
    return ids


def ask(g: Game, d: Decision) -> None:
    """Show the human's decision and answer it with what they type, asking again
    until the answer is legal."""
    click.echo(f"\n{d.prompt}")
    for i, o in enumerate(d.options):
        click.echo(f"  {i}: {o.label}")
    many = d.kind is Kind.MANY
    while True:
        raw = click.prompt("choose" + (" (numbers separated by spaces)" if many else ""),
                           default="" if many else None, show_default=False)
        try:
            ids = parse(raw, d)
            if not many and len(ids) != 1:
                raise ValueError("type one option number")
            g.answer(ids if many else ids[0])
            return
        except (ValueError, IllegalAnswer) as exc:  # IllegalAnswer: the game changed nothing
            click.echo(f"Not a legal choice: {exc}")


def default_result(g: Game) -> str:
    st = g.state
    who = st.players[st.winner].name if st.winner is not None and st.winner >= 0 else "no one"
    return f"Game over: {who} wins ({st.victory})."


def play(g: Game, *, board: Callable[[Game], None], bot_seed: int, bot: str = "random", you: int = 0,
         save: str | None = None, result: Callable[[Game], str] = default_result) -> None:
    """Play ``g`` to its end: player ``you`` answers in the terminal, every other
    player is the bot named ``bot`` (:func:`l5r.engine.bots.make_bot`) seeded with ``bot_seed``."""
    agent = make_bot(bot, bot_seed)
    seen = 0
    while not g.over:
        seen = show_log(g, seen)
        d = g.pending
        if d is None:
            break
        if d.player != you:
            act(g, agent)
            continue
        board(g)
        ask(g, d)
        if save:
            try:
                Path(save).write_text(g.to_json())
            except OSError as exc:
                raise click.ClickException(f"cannot save the game to {save}: {exc}") from exc
    show_log(g, seen)
    click.echo(result(g))
