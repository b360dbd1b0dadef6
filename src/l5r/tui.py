"""The full-screen terminal game (Textual), for both games.

One screen: the board at a glance on the left (drawn by the game's board module from
the human player's redacted view), the narrated log on the right, the pending
decision below with its options numbered and named unambiguously
(:func:`l5r.engine.labels.distinct_labels`), and a command line. The bots answer their
own decisions between the human's (in a worker thread, so the screen stays alive
while a search bot thinks).

At the command line: a number (or several, separated by spaces, for a decision that
takes several) answers the decision; ``help``, ``card NAME``, ``log [N]``, ``save
[FILE]`` and ``quit`` are commands. Clicking an option (or Enter on it) answers a
decision that takes one; a decision that takes several shows a list to tick, then
Enter on an empty command line confirms it.

Each game gives its :class:`Front`: how its board is drawn, where a card lies (for
labels), the game-over line and the card lookup.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Input, OptionList, RichLog, SelectionList, Static
from textual.widgets.option_list import Option as ListOption
from textual.widgets.selection_list import Selection

from .engine.agents import Agent, act
from .engine.decision import Decision, IllegalAnswer, Kind
from .engine.game import Game
from .engine.labels import distinct_labels

HELP = """Commands:
  NUMBER [NUMBER ...]  answer the decision with these options (several where it takes several)
  help                 this text
  card NAME            what a card does
  log [N]              the last N lines of the game log (default 20) in the log panel
  save [FILE]          save the game (to FILE, or to the --save file)
  quit                 leave the game (saved first if a save file was given)
Keys: Tab moves between the options and the command line; Enter on an option picks it."""


@dataclass
class Front:
    """What the full-screen game needs of one game."""

    board: Callable[[dict], list[Text]]  #: the board from a player's view
    where: Callable[[dict, int], str | None]  #: where a card lies, in the board's words
    result: Callable[[Game], str]  #: the game-over line
    card: Callable[[str], str] | None = None  #: a card's description by name (LookupError if unknown)


def numbers(raw: str, d: Decision) -> list[str]:
    """The option ids named by the numbers in ``raw``; ValueError with a message for the
    player when a word is not a number or not an option's number.

    >>> from l5r.engine.decision import Option
    >>> d = Decision(0, Kind.MANY, "Pick", [Option("a", "A"), Option("b", "B")], min=0, max=2)
    >>> numbers("1 0", d)
    ['b', 'a']
    >>> numbers("x", d)
    Traceback (most recent call last):
    ...
    ValueError: 'x' is not an option number (type 0 to 1, or help)
    """
    ids = []
    for word in raw.split():
        if not word.isdigit() or int(word) >= len(d.options):
            raise ValueError(f"{word!r} is not an option number (type 0 to {len(d.options) - 1}, or help)")
        ids.append(d.options[int(word)].id)
    return ids


def how_many(d: Decision) -> str:
    """How many options a decision takes, in words.

    >>> from l5r.engine.decision import Option
    >>> how_many(Decision(0, Kind.MANY, "P", [Option("a", "A")] * 3, min=1, max=2))
    'choose 1 to 2'
    >>> how_many(Decision(0, Kind.MANY, "P", [Option("a", "A")] * 3, min=0, max=3))
    'choose any number (none is allowed)'
    """
    if d.kind is Kind.ONE:
        return "choose one"
    hi = min(d.max, len(d.options))
    lo = min(d.min, hi)
    if lo == 0 and hi >= len(d.options):
        return "choose any number (none is allowed)"
    return f"choose exactly {lo}" if lo == hi else f"choose {lo} to {hi}"


class PlayApp(App):
    """Play ``game`` as player ``you`` against ``bot`` in a full-screen terminal."""

    TITLE = "Legend of the Five Rings"
    CSS = """
    #top { height: 1fr; }
    #board { width: 3fr; border: round $primary; padding: 0 1; }
    #log { width: 2fr; border: round $secondary; }
    #decision { height: auto; max-height: 50%; border: round $accent; }
    #prompt { padding: 0 1; }
    #options, #picks { height: auto; max-height: 16; }
    #command { dock: bottom; }
    """
    BINDINGS: ClassVar = [Binding("ctrl+q", "quit_game", "Quit"), Binding("f1", "show_help", "Help")]

    def __init__(self, game: Game, front: Front, bot: Agent, *, you: int = 0, save: str | None = None) -> None:
        super().__init__()
        self.game, self.front, self.bot, self.you, self.save_path = game, front, bot, you, save
        self.seen = 0
        self.busy = False
        self.message = ""

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        with Horizontal(id="top"):
            with VerticalScroll(id="board"):
                yield Static(id="board-text")
            yield RichLog(id="log", wrap=True, markup=False, min_width=20)
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
        if not self.game.over and d is not None and d.player != self.you:
            self.busy = True
            self.query_one("#prompt", Static).update(Text("The bot is thinking...", style="italic"))
            self.run_worker(self._bots, thread=True, exclusive=True, group="bots")
        else:
            self.redraw()

    def _bots(self) -> None:
        g = self.game
        while not g.over and g.pending is not None and g.pending.player != self.you:
            act(g, self.bot)
        self.call_from_thread(self._bots_done)

    def _bots_done(self) -> None:
        self.busy = False
        self.redraw()

    def answer(self, ids: list[str] | str) -> None:
        """Answer the human's decision; a refused answer is shown and changes nothing."""
        try:
            self.game.answer(ids)
        except IllegalAnswer as exc:
            self.say(f"Not a legal choice: {exc}")
            return
        self.message = ""
        if self.save_path:
            self.write_save(self.save_path)
        self.advance()

    def redraw(self) -> None:
        g = self.game
        log = self.query_one("#log", RichLog)
        for line in g.state.log[self.seen:]:
            log.write(line)
        self.seen = len(g.state.log)
        v = g.view(self.you)
        self.query_one("#board-text", Static).update(Text("\n").join(self.front.board(v)))
        prompt = self.query_one("#prompt", Static)
        options = self.query_one("#options", OptionList)
        picks = self.query_one("#picks", SelectionList)
        options.clear_options()
        picks.clear_options()
        d = g.pending
        if g.over or d is None:
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
            picks.add_options([Selection(f"{i}: {label}", o.id) for i, (o, label) in enumerate(zip(d.options, labels,
                                                                                                    strict=True))])
            options.display, picks.display = False, True

    def say(self, text: str) -> None:
        self.message = text
        self.redraw()

    def write_save(self, path: str) -> None:
        try:
            Path(path).write_text(self.game.to_json())
        except OSError as exc:
            self.say(f"cannot save the game to {path}: {exc}")

    # ------------------------------------------------------------------ input
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        d = self.game.pending
        if self.busy or d is None or d.player != self.you or d.kind is not Kind.ONE:
            return
        self.answer(d.options[event.option_index].id)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        raw = event.value.strip()
        event.input.value = ""
        self.command(raw)

    def command(self, raw: str) -> None:
        """A line typed at the command line: numbers answer, words are commands."""
        word, _, rest = raw.partition(" ")
        word = word.lower()
        d = self.game.pending
        if word in ("help", "?"):
            self.action_show_help()
        elif word == "quit":
            self.action_quit_game()
        elif word == "card":
            self.show_card(rest.strip())
        elif word == "log":
            self.show_log(rest.strip())
        elif word == "save":
            path = rest.strip() or self.save_path
            if not path:
                self.say("save needs a file name: save FILE")
            else:
                self.write_save(path)
                self.say(f"saved to {path}")
        elif self.busy or self.game.over or d is None or d.player != self.you:
            self.say("no decision of yours is pending")
        elif raw == "" and d.kind is Kind.MANY:
            picked = set(self.query_one("#picks", SelectionList).selected)
            self.answer([o.id for o in d.options if o.id in picked])
        else:
            try:
                ids = numbers(raw, d)
            except ValueError as exc:
                self.say(str(exc))
                return
            if d.kind is Kind.ONE:
                if len(ids) != 1:
                    self.say("this decision takes one option: type one number")
                    return
                self.answer(ids[0])
            else:
                self.answer(ids)

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

    def show_log(self, arg: str) -> None:
        n = int(arg) if arg.isdigit() else 20
        log = self.query_one("#log", RichLog)
        log.write(Text(f"--- the last {n} lines of the game log ---", style="dim"))
        for line in self.game.state.log[-n:]:
            log.write(line)

    def action_show_help(self) -> None:
        self.query_one("#log", RichLog).write(Text(HELP, style="cyan"))

    def action_quit_game(self) -> None:
        if self.save_path:
            self.write_save(self.save_path)
        self.exit(self.front.result(self.game) if self.game.over else "Game left.")
