"""Generic windows: players alternate opportunities until all pass.

A window frame::

    {"step": "window", "kind": <rules-defined>, "order": [players...],
     "turn": 0, "passes": 0, "final": False, "passed": [], ...}

``order`` starts with the player who acts first. When ``final`` is true a pass
is final (the player gets no further opportunity) and the window closes once
everyone has passed; otherwise it closes after every player has passed in a
row. A player whose only legal option would be to pass passes automatically. A pass for
which the rules push frames (``RuleSet.window_pass`` says so) lets them resolve first.
The rules supply the options (``window_options``) and carry out a chosen one
(``window_act``), usually by pushing frames above the window.

A forced frame resolves mandatory abilities: the first player in ``order``
orders them when more than one are pending.

An event frame runs the sequence around triggering conditions::

    {"step": "events", "events": [...], "stage": 0}

(1) "would" interrupts and cancels, (2) forced interrupts, (3) interrupts,
(4) the events resolve, (5) keywords and delayed effects, (6) forced
reactions, (7) reactions. A window or forced frame in which the rules say
nobody could respond (``RuleSet.responders_possible``) is not opened at all.
Windows below an event frame find it through their ``"ew"`` field: its index
in the stack.

An event frame with ``"reactions_in": i`` (the stack index of an enclosing
event frame still to open its reaction windows) has its own interrupts but no
reaction windows of its own: once resolved, its events join the events of
frame ``i``, whose forced reactions and reaction windows then cover them too
(one shared window for a triggering condition and what resolves right after
it, e.g. keywords and delayed effects).
"""

from __future__ import annotations

from typing import Any

from .decision import Decision, Kind, Option
from .game import Game

PASS = "pass"


def window(kind: str, order: list[int], final: bool = False, **data: Any) -> dict:
    frame = {"step": "window", "kind": kind, "order": order, "turn": 0, "passes": 0,
             "final": final, "passed": []}
    frame.update(data)
    return frame


def step_window(g: Game, f: dict) -> None:
    order = f["order"]
    n = len(order)
    if "answer" in f:
        ans = f.pop("answer")
        data = f.pop("answer_data", None) or {}
        p = order[f["turn"] % n]
        if ans == PASS:
            if _pass(g, f, p):
                return  # frames the pass pushed resolve first
        else:
            f["passes"] = 0
            f["turn"] += 1
            g.rules.window_act(g, f, p, Option(ans, "", data))
            return
    rules = g.rules
    while True:
        if f["final"]:
            if len(f["passed"]) >= n:
                g.pop()
                return
        elif f["passes"] >= n:
            g.pop()
            return
        p = order[f["turn"] % n]
        if f["final"] and p in f["passed"]:
            f["turn"] += 1
            continue
        opts = rules.window_options(g, f, p)
        if not opts:
            if _pass(g, f, p):
                return
            continue
        opts.append(Option(PASS, "Pass"))
        g.ask(Decision(p, Kind.ONE, _prompt(f), opts, context=f["kind"]))
        return


def _prompt(f: dict) -> str:
    return f.get("prompt") or f"{f['kind'].replace('_', ' ')}: act or pass"


def _pass(g: Game, f: dict, p: int) -> bool:
    """``p`` passes; True if the rules pushed frames for it (``RuleSet.window_pass``)."""
    pushed = g.rules.window_pass(g, f, p)
    f["passes"] += 1
    if f["final"]:
        f["passed"].append(p)
    f["turn"] += 1
    return bool(pushed)


def step_forced(g: Game, f: dict) -> None:
    first = f["order"][0]
    if "answer" in f:
        ans = f.pop("answer")
        data = f.pop("answer_data", None) or {}
        g.rules.window_act(g, f, first, Option(ans, "", data))
        return
    opts = g.rules.window_options(g, f, first)
    if not opts:
        g.pop()
        return
    if g.alone(opts):
        g.rules.window_act(g, f, first, opts[0])
        return
    g.ask(Decision(first, Kind.ONE, "Order forced abilities: resolve which next?", opts,
                   context="forced_order"))


# event frame stages
WOULD, FORCED_INT, INTERRUPT, APPLY, AFTER, FORCED_REACT, REACTION, DONE = range(8)
#: the timing of the trigger window or forced frame each stage opens
TIMINGS = {WOULD: "would", FORCED_INT: "forced_interrupt", INTERRUPT: "interrupt",
           FORCED_REACT: "forced_reaction", REACTION: "reaction"}


def events_frame(events: list[dict], **data: Any) -> dict:
    frame = {"step": "events", "events": events, "stage": WOULD, "applied": 0}
    frame.update(data)
    return frame


def step_events(g: Game, f: dict) -> None:
    rules = g.rules
    f.pop("result", None)
    stack = g.state.stack
    ew = len(stack) - 1
    while True:
        stage = f["stage"]
        if stage == DONE:
            g.pop(f["events"])
            return
        f["stage"] = stage + 1
        if stage == APPLY:
            # resolve events one at a time; a handler may push frames
            f["stage"] = APPLY
            events = f["events"]
            while f["applied"] < len(events):
                i = f["applied"]
                f["applied"] += 1
                if not events[i].get("cancelled"):
                    rules.apply_event(g, f, i)
                    if stack[-1] is not f or g.state.pending is not None or g.state.winner is not None:
                        return
            f["stage"] = AFTER
            continue
        if stage == AFTER:
            rules.after_events(g, f)
            if stack[-1] is not f or g.state.pending is not None:
                return
            if not f.get("triggers", True) and f.get("reactions_in") is None:
                f["stage"] = DONE  # (nobody could respond, and nothing joins its events: no reaction stages)
            continue
        if stage == FORCED_REACT and f.get("reactions_in") is not None:
            _share_reactions(g, f)
            f["stage"] = DONE
            continue
        if not f.get("triggers", True):
            continue
        if stage == WOULD and not rules.triggers_possible(g, f["events"]):
            f["triggers"] = False
            f["stage"] = APPLY  # (nobody could respond: no interrupt stages)
            continue
        if stage != WOULD and _all_cancelled(f["events"]):
            continue
        timing = TIMINGS[stage]
        if not rules.responders_possible(g, f, timing):
            continue
        order = rules.player_order(g)
        if stage in (FORCED_INT, FORCED_REACT):
            g.push({"step": "forced", "kind": "trigger", "timing": timing, "ew": ew,
                    "order": order, "done": []})
        else:
            g.push(window("trigger", order, timing=timing, ew=ew, done=[]))
        return


def _all_cancelled(events: list[dict]) -> bool:
    for e in events:
        if not e.get("cancelled"):
            return False
    return True


def _share_reactions(g: Game, f: dict) -> None:
    """The resolved events of ``f`` join those of the enclosing frame
    ``f["reactions_in"]``, for its (forced) reaction windows."""
    host = g.state.stack[f["reactions_in"]]
    joined = [e for e in f["events"] if not e.get("cancelled")]
    if joined:
        host["events"].extend(joined)
        if g.rules.triggers_possible(g, joined):
            host["triggers"] = True


def register_engine_steps(steps: dict) -> None:
    steps["window"] = step_window
    steps["forced"] = step_forced
    steps["events"] = step_events
