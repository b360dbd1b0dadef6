"""The LCG rule set object: the hooks the engine calls.

Step handlers are registered on :data:`RULES` by the modules of this package
(``setup``, ``phases``, ``conflict``, ``rings``, ``duel``, ``play``,
``abilities``); importing :mod:`l5r.lcg.game` loads them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..engine.decision import Option
from ..engine.game import RuleSet, register_ruleset
from ..engine.windows import register_engine_steps
from . import model
from .actions import APPLY, after_leaves_play, check_victory, do

if TYPE_CHECKING:
    from ..engine.game import Game

#: window kind -> (options(g, frame, player), act(g, frame, player, option))
WINDOW_KINDS: dict[str, tuple[Callable, Callable]] = {}
#: Decision.validate name -> fn(game, decision, answer) raising IllegalAnswer
VALIDATORS: dict[str, Callable] = {}
#: event name -> callables giving follow-up events resolved before reactions
AFTER: dict[str, list[Callable]] = {"leaves_play": [after_leaves_play]}
#: events whose follow-ups (keywords, delayed effects: :data:`AFTER`) share
#: their reaction window: reactions to winning a conflict, to Pride and to
#: Yogo Hiroue's delayed effect are made in one window (ruling, Yogo Hiroue)
SHARED_REACTIONS: set[str] = {"conflict_won"}
#: callables fn(game) -> events the state itself calls for (e.g. a lasting
#: "discarded if its skill is 0"), checked after each event frame and each
#: resolved ability (:func:`state_events`)
STATE_CHECKS: list[Callable] = []


def state_events(g: "Game") -> list[dict]:
    out: list[dict] = []
    for fn in STATE_CHECKS:
        out.extend(fn(g))
    return out


class LCGRules(RuleSet):
    name = "lcg"

    def __init__(self) -> None:
        super().__init__()
        register_engine_steps(self.steps)

    def player_order(self, g: "Game") -> list[int]:
        return model.player_order(g.state)

    def window_options(self, g, frame, player):
        with model.frozen(g.state):
            return WINDOW_KINDS[frame["kind"]][0](g, frame, player)

    def window_act(self, g, frame, player, option: Option):
        WINDOW_KINDS[frame["kind"]][1](g, frame, player, option)

    def window_pass(self, g, frame, player):
        """Rules Reference 1.4: the first player to pass in the dynasty
        phase's special action window gains 1 fate (not in skirmish)."""
        if frame["kind"] == "dynasty" and not frame["passed"]:
            if g.state.config.get("format") != "skirmish":
                pl = g.state.players[player]
                pl.fate += 1
                g.log(f"{pl.name} passes first and gains 1 fate.")
        elif frame["kind"] == "dynasty":
            g.log(f"{g.state.players[player].name} passes.")

    def triggers_possible(self, g, events):
        """Could any card in this game respond to these events? (The names
        are collected when the game is created: abilities.prepare_game.)"""
        names = g.state.config.get("triggers")
        if not names:
            return False
        for e in events:
            if e["name"] in names:
                return True
        return False

    def apply_event(self, g, frame, index):
        e = frame["events"][index]
        fn = APPLY.get(e["name"])
        if fn is not None:  # other events mark a moment (phase began, conflict won...)
            fn(g, frame, e)

    def after_events(self, g, frame):
        if frame.get("after_done"):
            return
        frame["after_done"] = True
        check_victory(g)  # simultaneous events: one victory check (Winning the Game)
        if g.state.winner is not None:
            return
        follow: list[dict] = []
        for e in frame["events"]:
            if e.get("cancelled"):
                continue
            for fn in AFTER.get(e["name"], ()):
                follow.extend(fn(g, e))
        follow.extend(state_events(g))
        if follow:
            shared = {}
            if any(e["name"] in SHARED_REACTIONS and not e.get("cancelled") for e in frame["events"]):
                stack = g.state.stack
                shared["reactions_in"] = next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is frame)
            do(g, follow, **shared)

    def validate(self, g, decision, value):
        fn = VALIDATORS.get(decision.validate)
        if fn is not None:
            fn(g, decision, value)

    def view(self, g, player):
        from .view import view
        with model.frozen(g.state):
            return view(g, player)

    def check_state(self, g):
        from .invariants import check
        check(g)


RULES = register_ruleset(LCGRules())
step = RULES.step


def window_kind(name: str):
    """Register the options/act pair of a window kind."""
    def deco(pair_fn):
        WINDOW_KINDS[name] = pair_fn()
        return pair_fn
    return deco
