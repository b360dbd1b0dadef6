"""The game loop: a stack of plain-data frames driven by named step handlers.

The engine runs the frame on top of the stack until a player must decide.
Every frame is a dict with a ``"step"`` name; the handler registered for that
name by the rule set reads and updates the frame, pushes new frames, pops
itself, or asks a :class:`~l5r.engine.decision.Decision`. Because frames are
plain data (no closures, no generators), the whole game -- including a pending
decision in the middle of a conflict -- can be deep-copied, pickled or saved
to JSON and continued identically.
"""

from __future__ import annotations

import copy
import json
import pickle
from collections.abc import Callable, Sized
from typing import Any

from .decision import Decision, IllegalAnswer, Kind, Option
from .rng import Rng
from .serial import CorruptState, from_data, to_data

Step = Callable[["Game", dict], None]

RULESETS: dict[str, RuleSet] = {}


_STATE_FIELDS = ("ruleset", "rng", "stack", "pending", "answers", "log", "logging", "winner", "victory")


def _restore(state: Any) -> Game:
    """Unpickle a :class:`Game` (see ``Game.__reduce__``)."""
    return Game(state)


class GameOver(Exception):
    """Raised by :meth:`Game.answer` when the game has already ended."""


def take_answer(frame: dict) -> Any:
    """The answer given to the decision ``frame`` asked, taken out of the frame together
    with its option's data; ``None`` when no answer is waiting (a step runs again after
    its decision is answered, see :meth:`Game.answer`).

    >>> f = {"step": "x", "answer": "3", "answer_data": {"card": 3}}
    >>> take_answer(f), f
    ('3', {'step': 'x'})
    >>> take_answer(f) is None
    True
    """
    if "answer" not in frame:
        return None
    frame.pop("answer_data", None)
    return frame.pop("answer")


def take_answer_data(frame: dict) -> tuple[Any, dict] | None:
    """Like :func:`take_answer`, but returns ``(answer, option data)`` (the data of the
    chosen option of a ``choose_one``, ``{}`` otherwise), or ``None``.

    >>> take_answer_data({"answer": "pass"})
    ('pass', {})
    """
    if "answer" not in frame:
        return None
    return frame.pop("answer"), frame.pop("answer_data", None) or {}


class RuleSet:
    """The rules of one game, as seen by the engine.

    A rule set registers the step handlers of its flow and implements the
    hooks the engine's generic windows call. Subclasses register an instance
    with :func:`register_ruleset`.
    """

    name = "abstract"

    def __init__(self, steps: dict[str, Step] | None = None) -> None:
        self.steps: dict[str, Step] = dict(steps or {})

    def step(self, name: str) -> Callable[[Step], Step]:
        """Decorator registering a step handler under ``name``."""

        def deco(fn: Step) -> Step:
            self.steps[name] = fn
            return fn

        return deco

    # --- hooks used by the engine's generic windows (see windows.py) ---
    def window_options(self, game: Game, frame: dict, player: int) -> list[Option]:
        return []

    def window_act(self, game: Game, frame: dict, player: int, option: Option) -> None:
        raise NotImplementedError

    def window_pass(self, game: Game, frame: dict, player: int) -> None:
        """Called when ``player`` passes in a window (e.g. first-pass bonus)."""

    def view(self, game: Game, player: int | None) -> dict:
        raise NotImplementedError

    def validate(self, game: Game, decision: Decision, value: Any) -> None:
        """Check a whole answer against rules a list of options cannot express
        (e.g. "at most as many tainted attackers as your honor"); raise IllegalAnswer."""

    def player_order(self, game: Game) -> list[int]:
        """Players in player order, starting with the first player."""
        raise NotImplementedError

    # --- hooks used by the generic event window (see events.py) ---
    def triggers_possible(self, game: Game, events: list[dict]) -> bool:
        """Cheap test: could any ability respond to these events at all?"""
        return False

    def responders_possible(self, game: Game, frame: dict, timing: str) -> bool:
        """Cheap test before the trigger window or forced frame of ``timing`` (``"would"``,
        ``"forced_interrupt"``, ``"interrupt"``, ``"forced_reaction"``, ``"reaction"``) opens
        for the events of event frame ``frame`` (on top of the stack): could anyone have an
        option in it? False skips it, as if every player passed at once (``window_pass`` is
        not called, so passing there must change nothing). It must never be False when
        ``window_options`` would offer something there; the default (True) always opens
        the window."""
        return True

    def apply_event(self, game: Game, frame: dict, index: int) -> None:
        """Resolve ``frame['events'][index]`` (may push frames)."""
        raise NotImplementedError

    def after_events(self, game: Game, frame: dict) -> None:
        """Keywords and delayed effects that resolve before reactions."""

    def check_state(self, game: Game) -> None:
        """Invariant checks (used by tests); raise AssertionError on failure."""


def register_ruleset(rules: RuleSet) -> RuleSet:
    RULESETS[rules.name] = rules
    return rules


class Game:
    """A running game: its plain-data ``state`` plus the rules that drive it.

    The state object must be a registered dataclass with at least the fields
    ``ruleset``, ``rng``, ``stack``, ``pending``, ``answers``, ``log``,
    ``logging``, ``winner`` and ``victory``.
    """

    __slots__ = ("ask_alone", "rules", "state")

    def __init__(self, state: Any, rules: RuleSet | None = None) -> None:
        self.state = state
        self.rules = rules if rules is not None else RULESETS[state.ruleset]
        #: Ask even a decision with one option (test harnesses: to see that only it was
        #: legal). A setting of this object, not game state: not saved, not cloned.
        self.ask_alone = False

    def alone(self, options: Sized) -> bool:
        """Is this the only option, to be taken without asking (unless :attr:`ask_alone`)?"""
        return len(options) == 1 and not self.ask_alone

    # ------------------------------------------------------------------ flow
    def push(self, frame: dict) -> None:
        self.state.stack.append(frame)

    def push_all(self, frames: list[dict]) -> None:
        """Push frames so that the first of ``frames`` runs first."""
        self.state.stack.extend(reversed(frames))

    def pop(self, result: Any = None) -> dict:
        """Pop the top frame; hand ``result`` (if not None) to the frame below."""
        stack = self.state.stack
        frame: dict = stack.pop()
        if result is not None and stack:
            stack[-1]["result"] = result
        return frame

    def ask(self, decision: Decision) -> None:
        """Make ``decision`` pending; the top frame receives the answer."""
        self.state.pending = decision

    def run(self, until: Callable[[Game], bool] | None = None) -> None:
        """Advance until a decision is pending or the game ends; with ``until``, stop too
        before a step when ``until(game)`` is true (a breakpoint, for test harnesses)."""
        st = self.state
        steps = self.rules.steps
        stack = st.stack
        if until is not None:
            while st.pending is None and stack and st.winner is None and not until(self):
                frame = stack[-1]
                steps[frame["step"]](self, frame)
            return
        while st.pending is None and stack and st.winner is None:
            frame = stack[-1]
            steps[frame["step"]](self, frame)

    @property
    def pending(self) -> Decision | None:
        pending: Decision | None = self.state.pending
        return pending

    @property
    def over(self) -> bool:
        return self.state.winner is not None or (not self.state.stack and self.state.pending is None)

    def legal_options(self) -> list[Option]:
        return list(self.state.pending.options) if self.state.pending else []

    def answer(self, answer: Any, *, run: bool = True) -> None:
        """Answer the pending decision. An illegal answer changes nothing. With ``run``
        False the game does not advance yet (:meth:`run` continues it)."""
        st = self.state
        if st.winner is not None:
            raise GameOver("the game is over")
        d = st.pending
        if d is None:
            raise IllegalAnswer("no decision is pending")
        value = d.check(answer)
        if d.validate:
            self.rules.validate(self, d, value)  # raises IllegalAnswer, nothing changed yet
        st.answers.append(value)
        st.pending = None
        top = st.stack[-1]
        top["answer"] = value
        if d.kind is Kind.ONE:
            top["answer_data"] = d.option(value).data
        if run:
            self.run()

    # ------------------------------------------------------------------ rng
    def rand_below(self, n: int) -> int:
        r = Rng(0)
        r.state = self.state.rng
        v = r.below(n)
        self.state.rng = r.state
        return v

    def shuffle(self, items: list) -> None:
        r = Rng(0)
        r.state = self.state.rng
        r.shuffle(items)
        self.state.rng = r.state

    # ------------------------------------------------------------------ log
    def log(self, msg: str) -> None:
        if self.state.logging:
            self.state.log.append(msg)

    # ------------------------------------------------------------ save/copy
    def clone(self) -> Game:
        return Game(pickle.loads(pickle.dumps(self.state, pickle.HIGHEST_PROTOCOL)), self.rules)

    def __deepcopy__(self, memo: dict) -> Game:
        return Game(copy.deepcopy(self.state, memo), self.rules)

    def __reduce__(self) -> tuple[Callable[[Any], Game], tuple[Any]]:
        # pickle the state only; the rules are found again by name on load
        return (_restore, (self.state,))

    def to_data(self) -> dict:
        data: dict = to_data(self.state)
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_data(), separators=(",", ":"))

    @classmethod
    def from_data(cls, data: Any) -> Game:
        if not isinstance(data, dict) or "ruleset" not in data:
            raise CorruptState("saved game has no 'ruleset' field")
        rules = RULESETS.get(data["ruleset"])
        if rules is None:
            raise CorruptState(f"unknown rule set {data['ruleset']!r}")
        try:
            state = from_data(data)
        except CorruptState:
            raise
        except (TypeError, ValueError, KeyError) as exc:
            raise CorruptState(f"corrupt saved game: {exc}") from exc
        missing = [n for n in _STATE_FIELDS if not hasattr(state, n)]
        if missing:
            raise CorruptState(f"saved game is not a game state (missing {', '.join(missing)})")
        if not isinstance(state.stack, list) or not all(
                isinstance(fr, dict) and fr.get("step") in rules.steps for fr in state.stack):
            raise CorruptState("saved game has a flow stack frame with no known step")
        if state.pending is not None and not isinstance(state.pending, Decision):
            raise CorruptState("saved game's pending decision is not a Decision")
        game = cls(state, rules)
        try:
            rules.check_state(game)
        except AssertionError as exc:
            raise CorruptState(f"saved game is inconsistent: {exc}") from exc
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            raise CorruptState(f"saved game is inconsistent: {type(exc).__name__}: {exc}") from exc
        return game

    @classmethod
    def from_json(cls, text: str) -> Game:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise CorruptState(f"saved game is not valid JSON: {exc}") from exc
        return cls.from_data(data)

    def view(self, player: int | None = None) -> dict:
        """What ``player`` may see (``None``: a spectator)."""
        return self.rules.view(self, player)
