"""A game against a bot, driven by what the human types: the logic behind ``l5r lcg play``
and ``l5r ccg play``, apart from any printing, so that a terminal loop
(:mod:`l5r.engine.terminal`) or a full-screen interface can drive it alike.

A :class:`Session` holds the game, the bot, and where the game is saved and its replay
written. :meth:`Session.bot_moves` lets the bot answer until the human must decide;
:meth:`Session.handle` takes one line the human typed at a decision -- option numbers, or
one of the :data:`COMMANDS` -- and returns a :class:`Reply` (what to show, whether the
decision was answered, whether to stop). Files are never overwritten unless asked
(``force``), and their paths are checked when the session begins, before the first move.

>>> from l5r.lcg.decks import default_deck
>>> from l5r.lcg.game import new_game
>>> s = Session(new_game([default_deck("crane"), default_deck("lion")], seed=3, names=["You", "Bot"]))
>>> s.bot_moves(); s.game.pending.context
'stronghold_province'
>>> s.handle("seven").text
"Not a legal choice: 'seven' is not an option number or a command (type a number from 0 to 4, or help)"
>>> s.handle("undo").text
'Cannot undo: you have made no decision yet.'
>>> r = s.handle("0"); r.answered, len(s.game.state.answers) >= 1
(True, True)
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from . import replays
from .agents import act
from .bots import make_bot
from .decision import Decision, IllegalAnswer, Kind
from .files import FileRefused, check_writable, write_text_file
from .game import Game
from .undo import NoRecord, UndoRefused, rewind, undo

#: the commands at a decision prompt, with their help lines
COMMANDS: dict[str, str] = {
    "help": "help          this list (also ?)",
    "log": "log [N]       the last N lines of the game log (default 20)",
    "undo": "undo          take back your last decision (refused when something was revealed since)",
    "save": "save [FILE]   save the game now (to FILE, saved after each move from then on; "
            "save FILE --force overwrites a file)",
    "board": "board         show the board and the decision again",
    "quit": "quit          stop the game (saved first when it has a save file; its replay written with --replay)",
}
#: other names of the commands
ALIASES = {"?": "help", "h": "help", "u": "undo", "q": "quit", "exit": "quit"}
#: how many log lines ``log`` shows by default
LOG_LINES = 20


@dataclass
class Reply:
    """What the human's line did: ``text`` to show, whether the pending decision was
    ``answered``, whether to ``quit``, and whether to ``redraw`` the board and decision."""

    text: str = ""
    answered: bool = False
    quit: bool = False
    redraw: bool = False


def parse(raw: str, d: Decision) -> list[str]:
    """The option ids named by the numbers in ``raw`` (ValueError saying what is wrong).

    >>> from l5r.engine.decision import Option
    >>> d = Decision(0, Kind.MANY, "Pick", [Option("a", "A"), Option("b", "B")], min=0, max=2)
    >>> parse("1 0", d), parse("", d)
    (['b', 'a'], [])
    >>> parse("-1", d)
    Traceback (most recent call last):
    ...
    ValueError: -1 is not an option number (0 to 1)
    >>> parse("1 x", d)
    Traceback (most recent call last):
    ...
    ValueError: 'x' is not an option number (type numbers from 0 to 1 separated by spaces, or help)
    """
    ids = []
    last = len(d.options) - 1
    for word in raw.split():
        try:
            i = int(word)
        except ValueError:
            many = " separated by spaces" if d.kind is Kind.MANY else ""
            raise ValueError(f"{word!r} is not an option number (type numbers from 0 to {last}{many}, or help)"
                             if many else f"{word!r} is not an option number or a command "
                             f"(type a number from 0 to {last}, or help)") from None
        if not 0 <= i <= last:
            raise ValueError(f"{i} is not an option number (0 to {last})")
        ids.append(d.options[i].id)
    return ids


class Session:
    """``game`` played by player ``you`` (the human) against the bot named ``bot``
    (:func:`l5r.engine.bots.make_bot`, seeded with ``bot_seed``) answering every other
    player's decisions.

    ``save``: a file the game is written to now, after each of the human's answers and
    after the bot's replies (so that it holds the human's decision to come);
    ``replay``: a file its replay (:mod:`l5r.engine.replays`) is written to now and when the
    session ends (:meth:`finish`). An existing file is refused unless ``force`` (or it is
    ``loaded_from``, the save this game was loaded from); a path in a folder that does not
    exist or cannot be written is refused too: :class:`~l5r.engine.files.FileRefused`, raised
    here, before the first move. Relative paths are relative to the current directory.
    """

    def __init__(self, game: Game, *, you: int = 0, bot: str = "random", bot_seed: int = 0,
                 save: str | Path | None = None, replay: str | Path | None = None, force: bool = False,
                 loaded_from: str | Path | None = None) -> None:
        self.game = game
        self.you = you
        self.agent = make_bot(bot, bot_seed)
        self._loaded_from = Path(loaded_from).resolve() if loaded_from else None
        self.save_path = check_writable(save, "save file", force=force, own=loaded_from) if save else None
        self.replay_path = check_writable(replay, "replay file", force=force) if replay else None
        if self.replay_path is not None and self.replay_path == self.save_path:
            raise FileRefused(f"the save file and the replay file are the same file ({self.save_path})")
        self._seen = 0
        if self.replay_path is not None:
            replays.replay_of(game)  # NoRecord now rather than at the end
        self.write_files()

    # ------------------------------------------------------------------ the game
    @property
    def decision(self) -> Decision | None:
        """The human's pending decision (None while the bot decides or once the game is over)."""
        d = self.game.pending
        return d if d is not None and d.player == self.you and not self.game.over else None

    def _guarded(self, move: Callable[[], None]) -> None:
        """Run ``move`` (an answer and the steps it sets off); a Ctrl-C in the middle of
        it would leave the game half-changed, so the game is then replayed from its record
        to before the move, and the interruption goes on."""
        before = len(self.game.state.answers)
        try:
            move()
        except KeyboardInterrupt:
            if len(self.game.state.answers) != before or self.game.pending is None:
                try:
                    self.game = rewind(self.game, before)
                except NoRecord:
                    pass
            raise

    def bot_moves(self) -> None:
        """Let the bot answer until the human must decide or the game is over; then save."""
        g = self.game
        moved = False
        while not g.over and g.pending is not None and g.pending.player != self.you:
            self._guarded(lambda: act(self.game, self.agent))
            g = self.game
            moved = True
        if moved:
            self.save_now()

    def answer(self, ids: list[str]) -> None:
        """Answer the human's decision with option ids (a list even for a ``choose_one``:
        exactly one id); IllegalAnswer (or ValueError) says why an answer is refused, and
        nothing changes. The game is saved after the answer (and again after the bot's
        replies, :meth:`bot_moves`)."""
        d = self.decision
        if d is None:
            raise IllegalAnswer("it is not your decision")
        if d.kind is not Kind.MANY and len(ids) != 1:
            raise ValueError("type one option number")
        self._guarded(lambda: self.game.answer(ids if d.kind is Kind.MANY else ids[0]))
        self.save_now()

    def new_log(self) -> list[str]:
        """The log lines not given out yet."""
        lines: list[str] = self.game.state.log[self._seen:]
        self._seen = len(self.game.state.log)
        return lines

    def recent_log(self, n: int = LOG_LINES) -> list[str]:
        """The last ``n`` lines of the game log."""
        log: list[str] = self.game.state.log
        return log[-n:] if n > 0 else []

    # ------------------------------------------------------------------ commands
    def handle(self, raw: str) -> Reply:
        """Carry out one line the human typed at their decision (see :data:`COMMANDS`)."""
        d = self.decision
        try:
            words = shlex.split(raw)  # a file name in quotes may hold spaces
        except ValueError:
            words = raw.split()
        if words and not words[0].lstrip("-").isdigit():
            name = ALIASES.get(words[0].lower(), words[0].lower())
            if name in COMMANDS:
                reply: Reply = getattr(self, f"_cmd_{name}")(words[1:])
                return reply
        if d is None:
            return Reply("There is no decision of yours to answer.")
        if not words and d.kind is not Kind.MANY:
            return Reply(f"Type an option number from 0 to {len(d.options) - 1}, or help.")
        try:
            self.answer(parse(" ".join(words), d))
        except (ValueError, IllegalAnswer) as exc:  # IllegalAnswer: the game changed nothing
            return Reply(f"Not a legal choice: {exc}")
        return Reply(answered=True)

    def _cmd_help(self, args: list[str]) -> Reply:
        lines = ["At a decision, type:",
                 "  NUMBER        the option with that number (several numbers separated by spaces where "
                 "you choose many; nothing to choose none)"]
        return Reply("\n".join(lines + [f"  {h}" for h in COMMANDS.values()]))

    def _cmd_log(self, args: list[str]) -> Reply:
        n = LOG_LINES
        if args:
            if len(args) > 1 or not args[0].isdigit():
                return Reply("log takes one number: the number of lines, e.g. log 50")
            n = int(args[0])
        lines = self.recent_log(n)
        return Reply("\n".join(lines) if lines else "The log is empty.")

    def _cmd_undo(self, args: list[str]) -> Reply:
        if args:
            return Reply("undo takes nothing after it (type undo again to step back further)")
        try:
            self.undo()
        except UndoRefused as exc:
            return Reply(f"Cannot undo: {exc.reason}.")
        return Reply(f"Undone: back to your decision before (answer {len(self.game.state.answers) + 1}).",
                     redraw=True)

    def _cmd_save(self, args: list[str]) -> Reply:
        force = "--force" in args
        rest = [a for a in args if a != "--force"]
        if len(rest) > 1:
            return Reply("save takes one file name (in quotes if it has spaces)")
        try:
            where = self.save(rest[0] if rest else None, force=force)
        except FileRefused as exc:
            return Reply(f"Not saved: {exc}.")
        return Reply(f"Saved to {where}" + (" (and after each of your moves from now on)." if rest else "."))

    def _cmd_board(self, args: list[str]) -> Reply:
        return Reply(redraw=True)

    def _cmd_quit(self, args: list[str]) -> Reply:
        return Reply(quit=True)

    # ------------------------------------------------------------------ undo, files
    def undo(self) -> None:
        """Take back the human's last decision and every answer after it
        (:func:`l5r.engine.undo.undo`); :class:`~l5r.engine.undo.UndoRefused` says why not,
        and nothing changes. The save file is rewritten."""
        self.game = undo(self.game, self.you)
        self._seen = len(self.game.state.log)
        self.save_now()

    def save(self, path: str | Path | None = None, *, force: bool = False) -> Path:
        """Save the game now: to ``path`` (which becomes the session's save file; an existing
        file other than the session's own or the one the game was loaded from is refused
        unless ``force``), or to the save file.
        Returns where it was saved; :class:`~l5r.engine.files.FileRefused` says why not."""
        if path is None:
            if self.save_path is None:
                raise FileRefused("this game has no save file yet: type save FILE")
            target = self.save_path
        else:
            loaded = self._loaded_from is not None and Path(path).resolve() == self._loaded_from
            target = check_writable(path, "save file", force=force or loaded, own=self.save_path)
            if target == self.replay_path:
                raise FileRefused(f"{target} is the replay file of this game")
        write_text_file(target, self.game.to_json(), "save file")
        self.save_path = target
        return target

    def save_now(self) -> None:
        """Write the save file, if the session has one."""
        if self.save_path is not None:
            write_text_file(self.save_path, self.game.to_json(), "save file")

    def write_files(self) -> list[str]:
        """Write the save file and the replay file the session has; return what was written."""
        done = []
        if self.save_path is not None:
            self.save_now()
            done.append(f"saved to {self.save_path}")
        if self.replay_path is not None:
            replays.write(self.game, self.replay_path)
            done.append(f"replay written to {self.replay_path}")
        return done

    def finish(self) -> str:
        """End the session: write its files; a sentence saying what was written ('' if nothing)."""
        done = self.write_files()
        return ("Game " + " and ".join(done) + ".") if done else ""
