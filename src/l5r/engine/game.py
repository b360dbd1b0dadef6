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
import importlib
import json
import pickle
from collections.abc import Callable, Sized
from typing import Any

from .decision import Decision, IllegalAnswer, Kind, Option
from .rng import Rng
from .serial import CorruptState, from_data, to_data

Step = Callable[["Game", dict], None]

RULESETS: dict[str, RuleSet] = {}

#: The game packages of this project by the name of the rule set each registers when it is
#: imported: :meth:`Game.from_data` imports the package a save names when its rule set is not
#: registered yet, so that a program that imported only the engine can load any saved game.
#: The engine lies below the games and imports none of them (``tests/test_architecture.py``);
#: it loads one lazily by this name, as the command line loads each command's game.
GAME_PACKAGES: dict[str, str] = {"lcg": "l5r.lcg", "ccg": "l5r.ccg"}

#: The most answers a saved game may hold: replaying its record (see :meth:`RuleSet.replay`)
#: stays bounded for a hostile file. Far more than any real game (the recorded games of the
#: corpus stop at 20,000 decisions).
MAX_ANSWERS = 100_000


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

    def window_pass(self, game: Game, frame: dict, player: int) -> bool | None:
        """Called when ``player`` passes in a window (e.g. first-pass bonus). A true result
        says it pushed frames (e.g. an event for the pass, to which cards may react) that
        resolve before the window goes on."""

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
        """Invariant checks (used by tests and on load); raise AssertionError on failure."""

    def check_save(self, game: Game) -> None:
        """The checks of a loaded save (:meth:`Game.from_data`), beyond the types of its
        fields: references (card ids, player indices...) and invariants; raise AssertionError
        naming the first problem. Default: :meth:`check_state`."""
        self.check_state(game)

    def cloned(self, original: Any, copy: Any) -> None:
        """``copy`` is a copy of game state ``original`` (:meth:`Game.clone`): a rule set may
        share with it what it derived from the original that the copy would derive alike
        (e.g. an index of the game's cards). Default: nothing."""

    # --- hooks used by bots (see agents.py): what a player cannot see, and how good a position is ---
    def hidden_groups(self, game: Game, player: int) -> list[list[int]]:
        """The cards whose identity ``player`` does not know, in groups within which any
        of them could be any other (e.g. an opponent's hand and conflict deck; one's own
        deck, whose order is unknown): :func:`l5r.engine.agents.determinize` deals the
        identities of each group anew. Default: none (a game of open information)."""
        return []

    def after_determinize(self, game: Game, player: int, seed: int) -> None:
        """``game`` is a determinized copy (its hidden card identities were dealt anew for
        ``player``): forget what was derived from the old identities (card indexes, caches)
        and replace any other secret ``player`` cannot see (an opponent's hidden bid), using
        ``seed`` for any random choice. Default: nothing."""

    def evaluate(self, game: Game, player: int) -> float:
        """How good ``game`` is for ``player``, from -1 (lost) to 1 (won): the heuristic
        bots' evaluation. Default: 1 or -1 for a game won or lost, else 0."""
        winner = game.state.winner
        if winner is None or winner < 0:
            return 0.0
        return 1.0 if winner == player else -1.0

    def replay(self, data: dict) -> Game | None:
        """The game a saved game (``data``, plain data that loaded as a state of this rule
        set) records: rebuilt from how it began (decks, names, seed, ...) and given its
        ``answers`` in order. ``None`` when the save does not record how it began (a game
        a test harness built). Raise :class:`CorruptState` naming what is wrong when the
        record cannot be replayed (an answer that is not legal where it is given, a deck
        that cannot start a game). :meth:`Game.from_data` compares the result with the save."""
        return None

    # --- hooks used by undo and replays (see undo.py, replays.py) ---
    def record(self, game: Game) -> tuple[int, dict] | None:
        """How ``game`` began, as ``(seed, config)``: its seed and the plain-data configuration
        (decks, names, first player, edition, limits...) from which :meth:`begin` starts the
        same game again; ``None`` for a game that does not record how it began (a position a
        test harness built). Default: ``None``."""
        return None

    def begin(self, seed: int, config: dict, logging: bool) -> Game:
        """The game that ``(seed, config)`` (:meth:`record`) begins, before its first answer
        (narrated in its log if ``logging``). Raise :class:`CorruptState` naming what is wrong
        with a configuration that cannot start a game."""
        raise CorruptState(f"the {self.name} rules cannot start a recorded game")

    def known(self, game: Game, player: int) -> frozenset:
        """What ``player`` knows of the game's hidden information: a set of hashable facts,
        such as ``("card", uid, identity)`` for every card whose identity ``player`` can see
        (in its hand, face up, in play...) and the secrets shown to it (a revealed bid).
        Undo (:mod:`l5r.engine.undo`) refuses to take back a decision when a player knows a
        fact at a later decision that it did not know at that one. It must agree with
        :meth:`view`: every card identity ``view(game, player)`` shows is a fact. Default: the
        cards of the view (every dict with a ``"uid"``, with its ``"id"``, ``"title"`` or
        ``"name"``)."""
        return frozenset(view_cards(self.view(game, player)))


def view_cards(view: Any) -> set[tuple[str, int, Any]]:
    """The cards a view shows: ``("card", uid, identity)`` for every dict of ``view`` (at
    any depth) with a ``"uid"``, its identity being its ``"id"``, ``"title"`` or ``"name"``.

    >>> sorted(view_cards({"hand": [{"uid": 3, "id": "katana"}], "deck": 12, "x": [[{"uid": 4, "title": "A"}]]}))
    [('card', 3, 'katana'), ('card', 4, 'A')]
    """
    out: set[tuple[str, int, Any]] = set()
    todo = [view]
    while todo:
        v = todo.pop()
        if isinstance(v, dict):
            if "uid" in v:
                out.add(("card", v["uid"], v.get("id", v.get("title", v.get("name")))))
            todo.extend(v.values())
        elif isinstance(v, list):
            todo.extend(v)
    return out


def ruleset(name: Any) -> RuleSet:
    """The rule set registered under ``name``, importing its game package
    (:data:`GAME_PACKAGES`) the first time; :class:`CorruptState` for an unknown name.

    >>> ruleset("chess")
    Traceback (most recent call last):
    ...
    l5r.engine.serial.CorruptState: unknown rule set 'chess'
    """
    rules = RULESETS.get(name) if isinstance(name, str) else None
    if rules is None and isinstance(name, str) and name in GAME_PACKAGES:
        importlib.import_module(GAME_PACKAGES[name])
        rules = RULESETS.get(name)
    if rules is None:
        raise CorruptState(f"unknown rule set {name!r}")
    return rules


def first_difference(saved: Any, replayed: Any, path: str = "") -> str | None:
    """Where two plain-data trees differ first (values of different types differ: ``1`` is
    not ``1.0`` nor ``True``), as ``"path: saved X, replayed Y"``; ``None`` if they are equal.

    >>> first_difference({"a": [1, 2], "b": 1}, {"a": [1, 3], "b": 1})
    'a[1]: saved 2, replayed 3'
    >>> first_difference({"a": 1}, {"a": True}), first_difference([1], [1, 2])
    ('a: saved 1, replayed true', '[1]: saved nothing, replayed 2')
    >>> first_difference({"b": 1}, {"a": 1})
    'a: saved nothing, replayed 1'
    """
    if _plain_type(saved) is not _plain_type(replayed):
        return f"{path or 'the game'}: saved {_short(saved)}, replayed {_short(replayed)}"
    if isinstance(saved, dict):
        for k, v in replayed.items():
            where = f"{path}.{k}" if path else k
            if k not in saved:
                return f"{where}: saved nothing, replayed {_short(v)}"
            d = first_difference(saved[k], v, where)
            if d:
                return d
        for k, v in saved.items():
            if k not in replayed:
                return f"{path}.{k}: saved {_short(v)}, replayed nothing" if path else \
                    f"{k}: saved {_short(v)}, replayed nothing"
        return None
    if isinstance(saved, list):
        for i, (a, b) in enumerate(zip(saved, replayed, strict=False)):
            d = first_difference(a, b, f"{path}[{i}]")
            if d:
                return d
        if len(saved) != len(replayed):
            i = min(len(saved), len(replayed))
            return (f"{path}[{i}]: saved {_short(saved[i])}, replayed nothing" if len(saved) > i else
                    f"{path}[{i}]: saved nothing, replayed {_short(replayed[i])}")
        return None
    if saved != replayed:
        return f"{path or 'the game'}: saved {_short(saved)}, replayed {_short(replayed)}"
    return None


def _plain_type(v: Any) -> type:
    """The JSON type of a plain value (a string enum's is ``str``)."""
    return str if isinstance(v, str) else type(v)


def _short(v: Any) -> str:
    text = json.dumps(v) if not isinstance(v, str) else repr(v)
    return text if len(text) <= 60 else text[:57] + "..."


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
        self.rules = rules if rules is not None else ruleset(state.ruleset)
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
        """An independent copy of the game (the rule set may share derived indexes with it:
        :meth:`RuleSet.cloned`)."""
        copy = Game(pickle.loads(pickle.dumps(self.state, pickle.HIGHEST_PROTOCOL)), self.rules)
        self.rules.cloned(self.state, copy.state)
        return copy

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
    def from_data(cls, data: Any, *, verify: bool = True, unrecorded: bool = False) -> Game:
        """The game saved as ``data`` (:meth:`to_data`), checked completely: a save either
        loads and plays on, or is refused with a :class:`CorruptState` naming what is wrong.

        Every value must be of its field's type and every reference valid (the rule set's
        :meth:`RuleSet.check_state`: cards in one place each, known card ids, players...).
        With ``verify`` (the default), a save that records how its game began is replayed
        from that record and its answers (:meth:`RuleSet.replay`) and must be that game
        exactly, which checks every frame of its flow stack by construction; a save that does
        not record how its game began cannot be checked so, and is refused unless
        ``unrecorded`` (a position a test harness built, which no record begins). ``verify=False``
        skips the replay, for round trips of a game this program made itself."""
        try:
            return cls._load(data, verify, unrecorded)
        except RecursionError as exc:
            raise CorruptState("saved game is nested too deeply") from exc

    @classmethod
    def _load(cls, data: Any, verify: bool, unrecorded: bool) -> Game:
        if not isinstance(data, dict) or "ruleset" not in data:
            raise CorruptState("saved game has no 'ruleset' field")
        rules = ruleset(data["ruleset"])
        try:
            state = from_data(data)
        except CorruptState as exc:
            raise CorruptState(f"corrupt saved game: {exc}") from exc
        except (TypeError, ValueError, KeyError) as exc:
            raise CorruptState(f"corrupt saved game: {exc}") from exc
        missing = [n for n in _STATE_FIELDS if not hasattr(state, n)]
        if missing:
            raise CorruptState(f"saved game is not a game state (missing {', '.join(missing)})")
        if state.ruleset != rules.name:
            raise CorruptState(f"saved game is a state of another rule set than {rules.name!r}")
        if not isinstance(state.stack, list) or not all(
                isinstance(fr, dict) and isinstance(fr.get("step"), str) and fr["step"] in rules.steps
                for fr in state.stack):
            raise CorruptState("saved game has a flow stack frame with no known step")
        if state.pending is not None and not isinstance(state.pending, Decision):
            raise CorruptState("saved game's pending decision is not a Decision")
        if not isinstance(state.rng, int) or isinstance(state.rng, bool) or not 0 <= state.rng < 2**64:
            raise CorruptState(f"saved game's rng (the random number generator's state) {state.rng!r:.40} "
                               "is not a 64-bit number")
        if not isinstance(state.answers, list) or len(state.answers) > MAX_ANSWERS:
            raise CorruptState(f"saved game has more than {MAX_ANSWERS} answers")
        if state.winner is None and state.stack and state.pending is None:
            raise CorruptState("saved game is stopped between decisions (no decision is pending)")
        if state.winner is None and state.pending is not None and not state.stack:
            raise CorruptState("saved game has a pending decision but an empty flow stack")
        game = cls(state, rules)
        try:
            rules.check_save(game)
        except AssertionError as exc:
            raise CorruptState(f"saved game is inconsistent: {exc or 'an invariant does not hold'}") from exc
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            raise CorruptState(f"saved game is inconsistent: {type(exc).__name__}: {exc}") from exc
        if verify:
            try:
                replayed = rules.replay(data)
            except CorruptState:
                raise
            except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:  # a record no game makes
                raise CorruptState(f"saved game's record cannot be replayed: {type(exc).__name__}: {exc}") from exc
            if replayed is not None:
                diff = first_difference(data, replayed.to_data())
                if diff:
                    raise CorruptState(f"saved game differs from its own record at {diff}")
            elif not unrecorded:
                raise CorruptState("saved game does not record how it began (its decks and seed), so it cannot be "
                                   "checked against its record; a position built by a test harness loads with "
                                   "unrecorded=True")
        return game

    @classmethod
    def from_json(cls, text: str | bytes | bytearray, *, verify: bool = True, unrecorded: bool = False) -> Game:
        """The game saved as JSON ``text`` (:meth:`to_json`); see :meth:`from_data`."""
        if not isinstance(text, (str, bytes, bytearray)):
            raise CorruptState(f"a saved game is JSON text, not {type(text).__name__}")
        try:
            data = json.loads(text)
        except ValueError as exc:  # not JSON, not UTF-8, a number of more digits than Python reads
            raise CorruptState(f"saved game is not valid JSON: {exc}") from exc
        except RecursionError as exc:
            raise CorruptState("saved game is nested too deeply") from exc
        return cls.from_data(data, verify=verify, unrecorded=unrecorded)

    def view(self, player: int | None = None) -> dict:
        """What ``player`` may see (``None``: a spectator)."""
        return self.rules.view(self, player)
