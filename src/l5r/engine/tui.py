"""The full-screen terminal game (Textual), for both games.

One screen: the board at a glance on the left (drawn by the game's board module from
the human player's redacted view), the narrated log on the right, the pending
decision below with its options numbered and named unambiguously
(:func:`l5r.engine.labels.distinct_labels`), and a command line. The bots answer their
own decisions between the human's (in a worker thread, so the screen stays alive
while a search bot thinks).

At the command line: a number (or several, separated by spaces, for a decision that
takes several) answers the decision; ``card NAME`` shows what a card does; ``help``,
``log [N]``, ``undo``, ``save [FILE]``, ``board`` and ``quit`` are the commands of the
:class:`~l5r.engine.session.Session` (the same as in the plain terminal game). Clicking
an option (or Enter on it) answers a decision that takes one; a decision that takes
several shows a list to tick (Space), then Enter on an empty command line confirms it.
Keys: F1 help, Ctrl+Z undo, Ctrl+Q quit.

Each game gives its :class:`Front`: how its board is drawn, where a card lies (for
labels), the game-over line and the card lookup.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Input, OptionList, RichLog, SelectionList, Static
from textual.widgets.option_list import Option as ListOption
from textual.widgets.selection_list import Selection

from .decision import Kind
from .game import Game
from .labels import distinct_labels, how_many
from .session import Session


@dataclass
class Front:
    """What the full-screen game needs of one game."""

    board: Callable[..., list[Text]]  #: the board from a player's view (``with_conflict=False``: without the panel)
    where: Callable[[dict, int], str | None]  #: where a card lies, in the board's words
    result: Callable[[Game], str]  #: the game-over line
    card: Callable[[str], str] | None = None  #: a card's description by name (LookupError if unknown)
    panel: Callable[[dict], list[Text]] | None = None  #: the conflict or battle in progress, shown apart


class PlayApp(App):
    """Play a :class:`~l5r.engine.session.Session` (the game, the bot, the save and replay
    files, undo and the commands) in a full-screen terminal, drawn by ``front``."""

    TITLE = "Legend of the Five Rings"
    CSS = """
    #top { height: 1fr; }
    #board { width: 3fr; border: round $primary; padding: 0 1; }
    #log { width: 2fr; border: round $secondary; }
    #decision { height: auto; max-height: 50%; border: round $accent; }
    #panel { height: auto; border: round $warning; padding: 0 1; }
    #prompt { padding: 0 1; }
    #options, #picks { height: auto; max-height: 16; }
    #command { dock: bottom; }
    """
    BINDINGS: ClassVar = [Binding("ctrl+q", "quit_game", "Quit"), Binding("f1", "show_help", "Help"),
                          Binding("ctrl+z", "undo", "Undo")]

    def __init__(self, session: Session, front: Front) -> None:
        super().__init__()
        self.session, self.front = session, front
        self.busy = False
        self.message = ""

    @property
    def game(self) -> Game:
        """The game being played (a new object after an undo)."""
        return self.session.game

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        with Horizontal(id="top"):
            with VerticalScroll(id="board"):
                yield Static(id="board-text")
            yield RichLog(id="log", wrap=True, markup=False, min_width=20)
        yield Static(id="panel")
        with Vertical(id="decision"):
            yield Static(id="prompt")
            yield OptionList(id="options")
            yield SelectionList[str](id="picks")
        yield Input(placeholder="a number, several numbers, or a command (help)", id="command")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#picks", SelectionList).display = False
        self.query_one("#command", Input).focus()
        self.advance()

    # ------------------------------------------------------------------ the game
    def advance(self) -> None:
        """Let the bot answer until the human decides or the game ends (in a worker)."""
        if self.busy:
            return
        d = self.game.pending
        if not self.game.over and d is not None and d.player != self.session.you:
            self.busy = True
            self.query_one("#prompt", Static).update(Text("The bot is thinking...", style="italic"))
            self.run_worker(self._bots, thread=True, exclusive=True, group="bots")
        else:
            self.redraw()

    def _bots(self) -> None:
        self.session.bot_moves()
        self.call_from_thread(self._bots_done)

    def _bots_done(self) -> None:
        self.busy = False
        self.redraw()

    def redraw(self) -> None:
        g = self.game
        log = self.query_one("#log", RichLog)
        for line in self.session.new_log():
            log.write(line)
        v = g.view(self.session.you)
        shown = self.front.panel(v) if self.front.panel is not None else []
        panel = self.query_one("#panel", Static)
        panel.display = bool(shown)
        panel.update(Text("\n").join(shown))
        board = self.front.board(v, with_conflict=False) if self.front.panel is not None else self.front.board(v)
        self.query_one("#board-text", Static).update(Text("\n").join(board))
        prompt = self.query_one("#prompt", Static)
        options = self.query_one("#options", OptionList)
        picks = self.query_one("#picks", SelectionList)
        options.clear_options()
        picks.clear_options()
        d = self.session.decision
        if d is None:
            prompt.update(Text(self.front.result(g) + "  (Ctrl+Q or quit to leave)", style="bold"))
            options.display = picks.display = False
            return
        labels = distinct_labels(d.options, lambda uid: self.front.where(v, uid))
        head = Text(f"{d.prompt} — {how_many(d)}", style="bold")
        if self.message:
            head.append("\n" + self.message, style="yellow")
        prompt.update(head)
        if d.kind is Kind.ONE:
            options.add_options([ListOption(f"{i}: {label}") for i, label in enumerate(labels)])
            options.display, picks.display = True, False
            options.highlighted = 0
        else:
            picks.add_options([Selection(f"{i}: {label}", o.id)
                               for i, (o, label) in enumerate(zip(d.options, labels, strict=True))])
            options.display, picks.display = False, True

    def say(self, text: str) -> None:
        """Show ``text``: a line under the prompt, or the log panel for several lines."""
        if "\n" in text:
            self.query_one("#log", RichLog).write(Text(text, style="cyan"))
            text = ""
        self.message = text
        self.redraw()

    # ------------------------------------------------------------------ input
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        d = self.session.decision
        if self.busy or d is None or d.kind is not Kind.ONE:
            return
        self.command(str(event.option_index))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        raw = event.value.strip()
        event.input.value = ""
        self.command(raw)

    def command(self, raw: str) -> None:
        """A line typed at the command line: ``card NAME`` here, the rest as the session
        takes them (numbers answer; help, log, undo, save, board, quit)."""
        word, _, rest = raw.partition(" ")
        if word.lower() == "card":
            self.show_card(rest.strip())
            return
        if self.busy:
            self.say("wait: the bot is deciding")
            return
        d = self.session.decision
        if raw == "" and d is not None and d.kind is Kind.MANY:  # confirm the ticked options
            picked = set(self.query_one("#picks", SelectionList).selected)
            raw = " ".join(str(i) for i, o in enumerate(d.options) if o.id in picked)  # none: the empty answer
        reply = self.session.handle(raw)
        if word.lower() in ("help", "?", "h"):
            reply.text += "\n  card NAME     what a card does\nKeys: F1 help, Ctrl+Z undo, Ctrl+Q quit."
        if reply.quit:
            self.action_quit_game()
            return
        self.message = ""
        if reply.text and word.lower() == "log":  # the log panel shows it whole
            log = self.query_one("#log", RichLog)
            log.write(Text(f"--- {raw} ---", style="dim"))
            log.write(reply.text)
            self.redraw()
        elif reply.text:
            self.say(reply.text)
        if reply.answered or reply.redraw:
            self.advance()

    def show_card(self, name: str) -> None:
        if not name:
            self.say("card needs a name: card NAME")
        elif self.front.card is None:
            self.say("card descriptions are not available for this game")
        else:
            try:
                self.query_one("#log", RichLog).write(Text(self.front.card(name), style="cyan"))
                self.say("")
            except (LookupError, ValueError) as exc:  # an unknown name: the lookup says why
                self.say(str(exc.args[0]) if exc.args else f"no card is named {name!r}")

    def action_show_help(self) -> None:
        self.command("help")

    def action_undo(self) -> None:
        self.command("undo")

    def action_quit_game(self) -> None:
        self.exit("over" if self.game.over else "quit")


def fullscreen() -> bool:
    """Is this a terminal to play full screen in (input and output both a terminal)?"""
    return sys.stdin.isatty() and sys.stdout.isatty()


def play(session: Session, front: Front) -> str:
    """Play ``session`` full screen to its end or until the player quits; then write its
    files. Returns what to print afterwards: the game-over line, or that the game stopped,
    and what was written."""
    PlayApp(session, front).run()
    done = session.finish()
    head = front.result(session.game) if session.game.over else "You quit: game stopped."
    return head + (f" {done}" if done else "")
