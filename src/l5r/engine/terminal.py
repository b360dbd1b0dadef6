"""Playing a game in the terminal against a bot, for any rule set: the printing around a
:class:`~l5r.engine.session.Session` (which holds the logic: answers, commands, undo, saves).

Each game supplies only how its board looks (``board(game)``, drawn from the player's
redacted view) and, optionally, its game-over line; this module runs the rest of the loop
shared by ``l5r lcg play`` and ``l5r ccg play``:

* the new lines of the game log are shown as they appear;
* the bot (any of :mod:`l5r.engine.bots`) answers its own decisions;
* the human's decision is shown with numbered options; ``choose_one`` takes a number,
  ``choose_many`` numbers separated by spaces (empty: none); an answer that is not a number,
  not an option or breaks a rule of the decision is refused with the reason and asked again;
* the commands ``help``, ``log [N]``, ``undo``, ``save [FILE]``, ``board`` and ``quit``
  (:data:`~l5r.engine.session.COMMANDS`) work at every decision;
* with a save path, the game is written there at once and after each of the human's
  answers; with a replay path, the replay is written at once and when the game ends;
* the end of the input (exit code 1), Ctrl-C (exit code 130) and ``quit`` (exit code 0) stop
  the game with a short message, after writing its files; a Ctrl-C in the middle of a move
  replays the game to before that move, so no half-made move is saved;
* :func:`view_replay` steps through a replay (``l5r replay``), forwards and backwards;
* :func:`load` reads a saved game, turning a missing, unreadable or corrupt file into a
  ``click.ClickException`` (a message and exit code 1, no traceback).

>>> from l5r.engine.decision import Decision, Kind, Option
>>> d = Decision(0, Kind.MANY, "Pick", [Option("a", "A"), Option("b", "B")], min=0, max=2)
>>> parse("1 0", d), parse("", d)
(['b', 'a'], [])
"""

from __future__ import annotations

import json
from collections.abc import Callable

import click
from rich.console import Console
from rich.text import Text

from . import tui
from .decision import Decision, Kind
from .files import MAX_SAVE_BYTES, FileRefused, read_text_file
from .game import Game
from .labels import distinct_labels, how_many
from .names import says
from .replays import Cursor
from .serial import CorruptState
from .session import Session, parse
from .tui import Front
from .undo import NoRecord

__all__ = ["ask", "default_result", "echo_lines", "load", "parse", "play", "show_decision", "view_replay"]

#: the exit codes of a game stopped before its end
EXIT_END_OF_INPUT = 1
EXIT_INTERRUPTED = 130


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
    if isinstance(data, dict) and data.get("format") == "l5r-replay":
        raise click.ClickException(f"{path} is a replay file, not a saved game (step through it with l5r replay)")
    other = data.get("ruleset") if isinstance(data, dict) else None
    if isinstance(other, str) and other != ruleset:
        raise click.ClickException(f"{path} is a saved {other.upper()} game, not a {ruleset.upper()} game")
    try:
        g = Game.from_data(data)
    except CorruptState as exc:
        raise click.ClickException(f"{path} is not a usable saved game: {exc}") from exc
    return g


def echo_lines(lines: list[Text]) -> None:
    """Print board lines: in colour on a terminal that has it, plain text when the output is
    piped or ``NO_COLOR`` is set (Rich decides), never wrapped."""
    console = Console(highlight=False)
    for line in lines:
        console.print(line, soft_wrap=True)


def show_decision(d: Decision, where: Callable[[int], str | None] | None = None) -> None:
    """Print a decision with its numbered options; with ``where`` (where a card lies, in
    the board's words), options that read alike say which card they are about
    (:func:`l5r.engine.labels.distinct_labels`)."""
    click.echo(f"\n{d.prompt}" + (f" ({how_many(d)})" if d.kind is Kind.MANY else ""))
    labels = distinct_labels(d.options, where) if where is not None else [o.label for o in d.options]
    for i, label in enumerate(labels):
        click.echo(f"  {i}: {label}")


def _prompt(d: Decision) -> str:
    many = d.kind is Kind.MANY
    text: str = click.prompt("choose" + (" (numbers separated by spaces; help)" if many else " (or help)"),
                             default="", show_default=False)
    return text


def ask(g: Game, d: Decision) -> None:
    """Show ``d`` (pending in ``g``) and answer it with what is typed, asking again until
    the answer is legal (commands other than ``help`` and ``log`` are not offered here)."""
    s = Session(g, you=d.player)
    show_decision(d)
    while True:
        reply = s.handle(_prompt(d))
        if reply.text:
            click.echo(reply.text)
        if reply.answered:
            return


def default_result(g: Game) -> str:
    st = g.state
    if st.winner is not None and st.winner >= 0:
        return f"Game over: {says(st.players[st.winner].name, 'wins')} ({st.victory})."
    return f"Game over: no winner ({st.victory or 'no one can win'})."


def _stop(s: Session, why: str, code: int) -> None:
    """End a game stopped before its end: write its files, say so, exit with ``code``."""
    try:
        done = s.finish()
    except FileRefused as exc:
        done = f"The game could not be written: {exc}."
    click.echo(f"\n{why}: game stopped." + (f" {done}" if done else ""))
    raise SystemExit(code)


def play(g: Game, *, board: Callable[[Game], None], bot_seed: int, bot: str = "random", you: int = 0,
         save: str | None = None, replay: str | None = None, force: bool = False, loaded_from: str | None = None,
         result: Callable[[Game], str] = default_result,
         where: Callable[[Game, int], str | None] | None = None, front: Front | None = None) -> None:
    """Play ``g`` to its end: player ``you`` answers in the terminal, every other player is
    the bot named ``bot`` (:func:`l5r.engine.bots.make_bot`) seeded with ``bot_seed``; the
    files ``save`` and ``replay`` as :class:`~l5r.engine.session.Session` writes them;
    ``where(game, uid)``: where a card lies in the board's words, to tell options apart.
    With ``front``, the game is played full screen (:mod:`l5r.engine.tui`) instead."""
    try:
        s = Session(g, you=you, bot=bot, bot_seed=bot_seed, save=save, replay=replay, force=force,
                    loaded_from=loaded_from)
    except (FileRefused, NoRecord) as exc:
        raise click.ClickException(str(exc)) from exc
    if front is not None:
        click.echo(tui.play(s, front))
        return
    try:
        if _loop(s, board, where):
            _stop(s, "You quit", 0)
    except click.Abort as exc:  # click.prompt turns Ctrl-C and the end of the input into Abort
        if isinstance(exc.__context__, KeyboardInterrupt):
            _stop(s, "Interrupted", EXIT_INTERRUPTED)
        _stop(s, "End of input", EXIT_END_OF_INPUT)
    except KeyboardInterrupt:  # while the bot thought or a move ran: the session rewound it
        _stop(s, "Interrupted", EXIT_INTERRUPTED)
    except FileRefused as exc:
        raise click.ClickException(str(exc)) from exc
    for line in s.new_log():
        click.echo(line)
    click.echo(result(s.game))
    done = s.finish()
    if done:
        click.echo(done)


def _loop(s: Session, board: Callable[[Game], None], where: Callable[[Game, int], str | None] | None = None) -> bool:
    """Play until the game is over (False) or the human quits (True)."""

    def place(uid: int) -> str | None:
        return where(s.game, uid) if where is not None else None

    while True:
        s.bot_moves()
        for line in s.new_log():
            click.echo(line)
        d = s.decision
        if d is None:
            return False
        board(s.game)
        show_decision(d, place)
        while True:
            reply = s.handle(_prompt(d))
            if reply.text:
                click.echo(reply.text)
            if reply.quit:
                return True
            if reply.answered:
                break
            if reply.redraw:
                d = s.decision
                assert d is not None
                board(s.game)
                show_decision(d, place)


#: the commands of the replay viewer (:func:`view_replay`)
REPLAY_HELP = ("Commands: Enter or n (next answer), b (back one), a number (go to that answer), "
               "log [N] (the last N log lines), board, help, q (quit).")


def _where(cursor: Cursor) -> None:
    """Print the current position of ``cursor``: the answer that led there."""
    last = cursor.last_answer()
    if last is None:
        click.echo(f"\n[0/{len(cursor)}] the start of the game")
        return
    player, prompt, chosen = last
    names = [p.name for p in getattr(cursor.game.state, "players", [])]
    who = names[player] if 0 <= player < len(names) else f"Player {player + 1}"
    click.echo(f"\n[{cursor.pos}/{len(cursor)}] {who}: {prompt} -> {chosen}")


def view_replay(cursor: Cursor, board: Callable[[Game], None], result: Callable[[Game], str] = default_result) -> None:
    """Step through a replay in the terminal (see :data:`REPLAY_HELP`), drawing the board
    with ``board`` at each position; the end of the input quits."""
    click.echo(REPLAY_HELP)
    _where(cursor)
    board(cursor.game)
    while True:
        try:
            raw = click.prompt("replay", default="n", show_default=False).strip().lower()
        except click.Abort:
            return
        words = raw.split()
        cmd = words[0] if words else "n"
        if cmd in ("q", "quit", "exit"):
            return
        if cmd in ("help", "h", "?"):
            click.echo(REPLAY_HELP)
            continue
        if cmd == "log":
            n = int(words[1]) if len(words) > 1 and words[1].isdigit() else 20
            for line in cursor.game.state.log[-n:] if n else []:
                click.echo(line)
            continue
        if cmd == "board":
            board(cursor.game)
            continue
        if cmd in ("n", "next"):
            target = cursor.pos + 1
        elif cmd in ("b", "back"):
            target = cursor.pos - 1
        elif cmd.isdigit():
            target = int(cmd)
        else:
            click.echo(f"{raw!r} is not a replay command. {REPLAY_HELP}")
            continue
        if not 0 <= target <= len(cursor):
            click.echo(f"The replay has answers 0 to {len(cursor)}." if target > 0 else "This is the start.")
            continue
        cursor.go(target)
        for line in cursor.new_lines():
            click.echo(line)
        _where(cursor)
        board(cursor.game)
        if cursor.pos == len(cursor) and cursor.game.over:
            click.echo(result(cursor.game))
