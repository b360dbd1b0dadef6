"""The LCG rule set object: the hooks the engine calls (windows, events, answers,
views), dispatching to the tables of the rules modules and the cards.

The tables are collected by :mod:`l5r.lcg.game` the first time one of them is
read (when a game is created or loaded), from the rules modules' own tables and
the card definitions (:mod:`l5r.lcg.hooks`); importing a module registers nothing.
Every layer reads them from the rule set a game carries (``g.rules``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.decision import Decision, Option
from ..engine.game import RuleSet
from ..engine.names import agree, says
from ..engine.serial import CorruptState
from ..engine.tables import HookRegistry
from ..engine.windows import PASS, step_window
from .abilities import CardDef, responders_possible
from .actions import check_victory, do, ev, state_events
from .evaluation import evaluate
from .hidden import after_determinize, hidden_groups
from .invariants import check, check_save
from .model import changed, frozen, player_order
from .setup import replay
from .view import known, view

if TYPE_CHECKING:
    from ..engine.game import Game

def window_step(g: Game, f: dict) -> None:
    """The engine's window step (:func:`l5r.engine.windows.step_window`), run in one
    frozen block (:func:`l5r.lcg.model.frozen`) when it only passes and lists options:
    the players' listings of one window at one moment then compute the active effects
    once. (Passing changes nothing but the first pass of the dynasty window, which
    gains fate: :meth:`LCGRules.window_pass` tells the block.) An answer other than a
    pass carries out an option: no block."""
    if f.get("answer", PASS) != PASS:
        step_window(g, f)
        return
    with frozen(g.state, whole=f["kind"] != "trigger"):
        step_window(g, f)


#: events whose follow-ups (``after`` hooks: keywords, delayed effects) share
#: their reaction window: reactions to winning a conflict, to Pride and to
#: Yogo Hiroue's delayed effect are made in one window (ruling, Yogo Hiroue)
SHARED_REACTIONS: set[str] = {"conflict_won"}


class LCGRules(RuleSet):
    """The rules of the LCG, as the engine sees them.

    Its tables (read by every layer through ``g.rules``):

    * ``steps`` (frame step -> handler), ``appliers`` (event name -> applier),
      ``framework`` (Rules Reference number -> framework step), ``windows``
      (window kind -> (options, act)), ``validators``, ``follow_ups`` (of
      ``lcg.choose`` choices), ``duel_results``;
    * ``after`` (event name -> its follow-ups, in order), ``state_checks``,
      ``as_if_in_hand``, ``effect_sources``, ``ring_steps`` (tuples, in order);
    * ``cards`` (card id -> :class:`~l5r.lcg.abilities.CardDef`) and ``hooks``
      (the :class:`~l5r.engine.tables.HookRegistry` they all come from).

    ``build(rules)`` fills them in; it runs the first time a table is read.
    """

    name = "lcg"
    _built = False
    # the tables (annotated here, given by ``build``; see the class docstring)
    steps: dict[str, Callable[..., Any]]
    appliers: dict[str, Callable[..., Any]]
    framework: dict[str, Callable[..., Any]]
    windows: dict[str, tuple[Callable[..., list[Option]], Callable[..., None]]]
    validators: dict[str, Callable[..., None]]
    follow_ups: dict[str, Callable[..., Any]]
    duel_results: dict[str, Callable[..., Any]]
    after: dict[str, tuple[Callable[..., Any], ...]]
    state_checks: tuple[Callable[..., Any], ...]
    as_if_in_hand: tuple[Callable[..., Any], ...]
    effect_sources: tuple[Callable[..., Any], ...]
    ring_steps: tuple[Callable[..., Any], ...]
    cards: dict[str, CardDef]
    hooks: HookRegistry

    def __init__(self, build: Callable[[LCGRules], None]) -> None:  # the tables come from build
        self._build = build

    def __getattr__(self, attr: str) -> Any:
        """A table read before the tables are built builds them all (once)."""
        if attr.startswith("__") or self._built:
            raise AttributeError(attr)
        self._built = True
        try:
            self._build(self)
        except BaseException:
            self._built = False
            raise
        return getattr(self, attr)

    def player_order(self, g: Game) -> list[int]:
        return player_order(g.state)

    def window_options(self, g: Game, frame: dict, player: int) -> list[Option]:
        if g.state.players[player].eliminated:  # in a window opened before the elimination: passes
            return []
        with frozen(g.state, whole=frame["kind"] != "trigger"):  # listings read many types
            return self.windows[frame["kind"]][0](g, frame, player)

    def window_act(self, g: Game, frame: dict, player: int, option: Option) -> None:
        self.windows[frame["kind"]][1](g, frame, player, option)

    def window_pass(self, g: Game, frame: dict, player: int) -> bool:
        """Rules Reference 1.4: the first player to pass in the dynasty
        phase's special action window gains 1 fate (not in skirmish). A pass in the dynasty
        phase is then the moment ``dynasty_passed`` (its player), pushed only when some card
        of the game could respond to it ("after you pass in the dynasty phase": Sneaky
        Shinjo), with ``gained_fate`` when that pass gained the fate ("after you gain fate for
        passing in the dynasty phase": Shinjo Scout); True when it is pushed."""
        if g.state.players[player].eliminated:
            return False
        if frame["kind"] != "dynasty":
            return False
        gained = False
        if not frame["passed"]:
            if g.state.config.get("format") != "skirmish":
                gained = True
                pl = g.state.players[player]
                pl.fate += 1
                changed(g.state)  # (inside the frozen block of window_step)
                g.log(f"{says(pl.name, 'passes')} first and {agree(pl.name, 'gains')} 1 fate.")
        else:
            g.log(f"{says(g.state.players[player].name, 'passes')}.")
        e = ev("dynasty_passed", player=player, **({"gained_fate": True} if gained else {}))
        if not self.triggers_possible(g, [e]):
            return False
        do(g, [e])
        return True

    def triggers_possible(self, g: Game, events: list[dict]) -> bool:
        """Could any card in this game respond to these events? (The names
        are collected when the game is created: abilities.prepare_game.)"""
        names = g.state.config.get("triggers")
        if not names:
            return False
        for e in events:
            if e["name"] in names:
                return True
        return False

    def responders_possible(self, g: Game, frame: dict, timing: str) -> bool:
        """Could anyone respond at ``timing`` to the events of ``frame``? (A cheap
        look at where the cards with such abilities are:
        :func:`l5r.lcg.abilities.responders_possible`.)"""
        return responders_possible(g, frame, timing)

    def apply_event(self, g: Game, frame: dict, index: int) -> None:
        e = frame["events"][index]
        fn = self.appliers.get(e["name"])
        if fn is not None:  # other events mark a moment (phase began, conflict won...)
            fn(g, frame, e)

    def after_events(self, g: Game, frame: dict) -> None:
        if frame.get("after_done"):
            return
        frame["after_done"] = True
        check_victory(g)  # simultaneous events: one victory check (Winning the Game)
        if g.state.winner is not None:
            return
        follow: list[dict] = []
        after = self.after
        for e in frame["events"]:
            if e.get("cancelled"):
                continue
            for fn in after.get(e["name"], ()):
                follow.extend(fn(g, e))
        follow.extend(state_events(g))
        if follow:
            shared = {}
            if any(e["name"] in SHARED_REACTIONS and not e.get("cancelled") for e in frame["events"]):
                stack = g.state.stack
                shared["reactions_in"] = next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is frame)
            do(g, follow, **shared)

    def validate(self, g: Game, decision: Decision, value: Any) -> None:
        fn = self.validators.get(decision.validate)
        if fn is not None:
            fn(g, decision, value)

    def view(self, g: Game, player: int | None) -> dict:
        with frozen(g.state):
            return view(g, player)

    def check_state(self, g: Game) -> None:
        check(g)

    def check_save(self, g: Game) -> None:
        check_save(g)

    def hidden_groups(self, g: Game, player: int) -> list[list[int]]:
        """The cards ``player`` does not know, in groups of cards that could be one
        another (:func:`l5r.lcg.hidden.hidden_groups`)."""
        return hidden_groups(g, player)

    def after_determinize(self, g: Game, player: int, seed: int) -> None:
        """Rebuild what was derived from the old identities and replace the other
        players' secrets (:func:`l5r.lcg.hidden.after_determinize`)."""
        after_determinize(g, player, seed)

    def evaluate(self, g: Game, player: int) -> float:
        """How good ``g`` is for ``player``, from -1 (lost) to 1 (won): honor, fate, board,
        provinces, rings and cards (:func:`l5r.lcg.evaluation.evaluate`)."""
        return evaluate(g, player)

    def replay(self, data: dict) -> Game | None:
        """The game a save records (:func:`l5r.lcg.setup.replay`)."""
        return replay(self, data)

    def record(self, g: Game) -> tuple[int, dict] | None:
        """``(state.seed, state.config)``; ``None`` for a test harness's game (no decks)."""
        st = g.state
        return None if not st.config.get("decks") else (st.seed, st.config)

    def begin(self, seed: int, config: dict, logging: bool) -> Game:
        """The game ``config`` (``state.config``) and ``seed`` begin (:func:`l5r.lcg.setup.replay`
        with no answers)."""
        g = replay(self, {"config": config, "seed": seed, "logging": logging, "answers": []})
        if g is None:
            raise CorruptState("the recorded game has no decks")
        return g

    def known(self, g: Game, player: int) -> frozenset:
        """The cards ``player`` sees and the revealed bids (:func:`l5r.lcg.view.known`)."""
        return known(g, player)
