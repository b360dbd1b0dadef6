"""Vocabulary for moving characters and for conflicts out of the usual order
(Rules Reference "Move", "Home, Move Home", "Participating and Cannot
Participate", "Dash (-)", "Additional Conflicts", 3.2 "Declare conflict").

* :func:`can_move_to_conflict` -- the test behind ``Effect("move_to_conflict")``
  and ``Target(action="move_to_conflict")``: a character at home that could
  participate in the current conflict on its controller's side.
* :class:`MoveHome` -- "move home" / "send home bowed" as an effect. (A
  participant that can no longer participate goes home bowed by itself:
  :mod:`l5r.lcg.vocab_rings`.)
* :func:`note_conflict_type`, :func:`first_conflict_of_type` -- which conflict
  types have occurred this round ("the first military conflict each round";
  a switched conflict counts as both types: the ``switch_conflict_type``
  event records the new type).
* :class:`DeclareConflictNow` -- "immediately declare your second conflict"
  (no action window before it), with :func:`can_declare_now`.

The events used are ``move_to_conflict`` and ``move_home`` (``bow=True`` for
"home bowed") of :mod:`l5r.lcg.actions`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import cannot, ev
from .model import participating, skill
from .rules import AFTER
from .state import PLAY

if TYPE_CHECKING:
    from ..engine.game import Game


# ------------------------------------------------------------------ moving
def can_participate_in_conflict(g: "Game", c) -> bool:
    """Could ``c`` participate in the current conflict? Not with a dash for its
    type ("Dash (-)") nor under a "cannot participate" effect."""
    st = g.state
    cf = st.conflict
    if cf is None or skill(st, c, cf.type) is None:
        return False
    return not cannot(g, "participate", c) and not cannot(g, f"participate_{cf.type}", c)


def can_move_to_conflict(g: "Game", c) -> bool:
    """Rules Reference "Move": a character moves only to a new placement, so
    a participating one cannot move to the conflict; "Participating and
    Cannot Participate": one that cannot participate (on its controller's
    side) cannot move into it."""
    st = g.state
    cf = st.conflict
    if cf is None or c.zone != PLAY or participating(st, c):
        return False
    if c.controller not in (cf.attacker, cf.defender):
        return False
    side = "attacker" if c.controller == cf.attacker else "defender"
    return not cannot(g, "move_to_conflict", c) and not cannot(g, f"participate_as_{side}", c) \
        and can_participate_in_conflict(g, c)


@dataclass(frozen=True)
class MoveHome:
    """"Move <subject> home" (``bowed``: "send home bowed"); ``on`` as for
    :class:`l5r.lcg.vocab.Effect`."""

    on: object = "target"
    bowed: bool = False

    def _subjects(self, g, ctx) -> list[int]:
        from .vocab import Effect
        return Effect("move_home", on=self.on).subjects(g, ctx)

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        return self.on == "target" or any(participating(st, st.cards[u]) for u in self._subjects(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        return [ev("move_home", card=u, bow=self.bowed) for u in self._subjects(g, ctx)
                if participating(st, st.cards[u])]


# ------------------------------------------------------------------ conflict types this round
_TYPE_KEY = "conflict_type"


def note_conflict_type(g: "Game", ctype: str) -> None:
    """Record that a conflict of ``ctype`` occurs this round (the current one)."""
    st = g.state
    st.uses.setdefault("round", {})[f"{_TYPE_KEY}:{st.conflict_count}:{ctype}"] = 1


def conflict_types_before(g: "Game", ctype: str) -> int:
    """How many other conflicts of ``ctype`` occurred this round."""
    st = g.state
    prefix = f"{_TYPE_KEY}:"
    n = 0
    for k in st.uses.get("round", {}):
        if k.startswith(prefix):
            _, num, t = k.split(":")
            if t == ctype and int(num) != st.conflict_count:
                n += 1
    return n


def first_conflict_of_type(ctype: str):
    """Condition: the current conflict is of ``ctype`` and is the first conflict
    of that type this round (a conflict switched from that type counts)."""
    def cond(g, ctx) -> bool:
        cf = g.state.conflict
        return cf is not None and cf.type == ctype and conflict_types_before(g, ctype) == 0
    return cond


def _note_declared(g, e) -> list[dict]:
    note_conflict_type(g, e["type"])
    return []


def _note_switched(g, e) -> list[dict]:
    if e.get("type"):
        note_conflict_type(g, e["type"])
    return []


def _note_broken(g, e) -> list[dict]:
    """"That conflict broke a province": the attacked province breaking during
    the conflict counts, however it broke (Endless Plains' own cost too)."""
    cf = g.state.conflict
    if cf is not None and e.get("card") == cf.province:
        cf.broke = True
    return []


AFTER.setdefault("conflict_declared", []).append(_note_declared)
AFTER.setdefault("switch_conflict_type", []).append(_note_switched)
AFTER.setdefault("break_province", []).append(_note_broken)


# ------------------------------------------------------------------ conflicts out of order
def can_declare_now(g: "Game", p: int) -> bool:
    """``p`` has a conflict opportunity left and a legal declaration."""
    from .conflict import declare_options
    st = g.state
    return st.conflict is None and st.players[p].conflict_opps > 0 and bool(declare_options(g, p))


@dataclass(frozen=True)
class DeclareConflictNow:
    """"Immediately declare your next conflict": ``p`` declares right after the
    current moment resolves, before the conflict phase's action window and
    before any other player's opportunity (no passing)."""

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return can_declare_now(g, ctx["player"])

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        for fr in reversed(g.state.stack):
            if fr.get("step") == "lcg.fw" and fr.get("fw") == "3.c":
                fr["immediate"] = ctx["player"]  # declared once the current moment is over
                return []
        g.push({"step": "lcg.declare", "player": ctx["player"], "immediate": True})
        return []
