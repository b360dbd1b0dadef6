"""Province vocabulary (Rules Reference "Provinces, Province Cards", "Facedown Province",
"Reveal", "Target").

* :class:`ProvinceTarget` -- "choose an unbroken province": a province card of any player
  (or of ``controller``), eligible only where the effect could change it (turning a
  facedown province facedown changes nothing: Rules Reference "Target").
* :class:`TurnProvinceFacedown` -- "turn that province facedown" (game action
  ``turn_province_facedown``).
* :class:`RevealProvince` -- "reveal that province" (game action ``reveal_province``, then
  the ``province_revealed`` moment).
* :class:`AttackedProvinceStrength` -- "until the end of the conflict, the attacked province
  gets +X strength" (a lasting ``modify`` of its ``strength``; X fixed as it resolves).

A province turned facedown is a different entity from its faceup side, which leaves play
(Rules Reference "Facedown Province"; ruling, Kitsuki Yaruma): the card becomes a new
instance, so the limits of its abilities start afresh and lasting effects on it end.
The attacked province turned facedown during its conflict is turned faceup at once, and is
revealed ("Facedown Province": a facedown province that is the attacked province is
turned faceup immediately; ruling, Kitsuki Yaruma).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.names import possessive
from ..engine.tables import Handlers
from .actions import ev
from .hooks import after
from .model import FACTS, name, province_strength
from .words import said, signed, subject, until

if TYPE_CHECKING:
    from ..engine.game import Game

APPLIERS = Handlers("applier")


@dataclass(frozen=True)
class ProvinceTarget:
    """"Choose an unbroken province" (``controller``: "any", "self" or "opponent";
    ``faceup``: only faceup ones -- the effect turns them facedown; ``facedown``: only
    facedown ones -- the effect reveals them).

    >>> ProvinceTarget(faceup=False, facedown=True).describe()
    'an unbroken facedown province'
    """

    controller: str = "any"
    faceup: bool = True
    count: int = 1
    up_to: bool = False
    facedown: bool = False

    def describe(self) -> str:
        owner = {"self": " you control", "opponent": " an opponent controls"}.get(self.controller, "")
        side = " faceup" if self.faceup else " facedown" if self.facedown else ""
        return f"an unbroken{side} province{owner}"

    def candidates(self, g: Game, ctx: dict) -> list[int]:
        st = g.state
        p = ctx["player"]
        out = []
        for q in st.players:
            if (self.controller == "self" and q.index != p) or (self.controller == "opponent" and q.index == p):
                continue
            for u in q.provinces:
                c = st.cards[u]
                if not c.broken and not (self.faceup and c.facedown) and not (self.facedown and not c.facedown):
                    out.append(u)
        return out

    def label(self, g: Game, uid: int) -> str:
        st = g.state
        c = st.cards[uid]
        what = "facedown province" if c.facedown else name(g, uid)
        return f"{what} ({possessive(st.players[c.controller].name, start=False)} province {c.slot + 1})"


@dataclass(frozen=True)
class TurnProvinceFacedown:
    """"Turn that province facedown"."""

    on: str = "target"

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"turn {who} facedown" if who else None

    def could_change(self, g: Game, ctx: dict) -> bool:
        return True

    def events(self, g: Game, ctx: dict) -> list[dict]:
        subjects = list(ctx.get("targets", [])) if self.on == "target" else [ctx["card"]]
        return [ev("turn_province_facedown", card=u) for u in subjects]


@APPLIERS("turn_province_facedown")
def _turn_facedown(g: Game, f: dict, e: dict) -> None:
    st = g.state
    c = st.cards[e["card"]]
    if c.facedown or c.broken or FACTS[c.cid].type != "province":
        e["cancelled"] = True
        return
    c.facedown = True
    c.instance += 1  # its faceup side left play: limits start afresh, lasting effects on it end
    g.log(f"{possessive(st.players[c.controller].name)} province {c.slot + 1} is turned facedown.")


@dataclass(frozen=True)
class RevealProvince:
    """"Reveal that province": a facedown province is turned faceup (the ``reveal_province``
    game action), and so revealed (Rules Reference "Reveal": a province revealed by a card
    effect stays faceup; the ``province_revealed`` moment follows)."""

    on: str = "target"

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"reveal {who}" if who else None

    def could_change(self, g: Game, ctx: dict) -> bool:
        return True

    def events(self, g: Game, ctx: dict) -> list[dict]:
        subjects = list(ctx.get("targets", [])) if self.on == "target" else [ctx["card"]]
        return [ev("reveal_province", card=u) for u in subjects if g.state.cards[u].facedown]


def _province_revealed(g: Game, e: dict) -> list[dict]:
    """After a card effect reveals a province: the ``province_revealed`` moment (its
    controller's province is revealed)."""
    c = g.state.cards[e["card"]]
    return [ev("province_revealed", card=c.uid, player=c.controller)]


@dataclass(frozen=True)
class AttackedProvinceStrength:
    """"The attacked province gets +X strength" until ``until``: X is ``value``, a number or
    a count ``(game, ctx) -> int`` (its words say what it counts) fixed when the effect
    resolves (ruling, Disdainful Remark); a lasting effect on that province only (ruling:
    it does not follow the conflict to another province). Adding nothing changes nothing."""

    value: int | Callable = 1
    until: str = "conflict"
    floor: int = 0  # "lower ... (to a minimum of N)": a province at N or below is not lowered

    def describe(self) -> str | None:
        if callable(self.value):
            x = said(self.value)
            return f"the attacked province gets +1 strength for each {x} {until(self.until)}" if x else None
        low = f" (to a minimum of {self.floor})" if self.floor and self.value < 0 else ""
        return f"the attacked province gets {signed(self.value)} strength {until(self.until)}{low}"

    def _x(self, g: Game, ctx: dict) -> int:
        x = self.value(g, ctx) if callable(self.value) else self.value
        cf = g.state.conflict
        if x < 0 and self.floor and cf is not None:  # not below the minimum
            x = max(x, min(0, self.floor - province_strength(g.state, g.state.cards[cf.province])))
        return x

    def could_change(self, g: Game, ctx: dict) -> bool:
        return g.state.conflict is not None and self._x(g, ctx) != 0

    def events(self, g: Game, ctx: dict) -> list[dict]:
        st = g.state
        cf = st.conflict
        if cf is None:
            return []
        x = self._x(g, ctx)
        if x == 0:
            return []
        prov = st.cards[cf.province]
        st.lasting.append({"type": "modify", "stat": "strength", "op": "add", "value": x,
                           "targets": [[prov.uid, prov.instance]], "until": self.until, "source": ctx["card"]})
        g.log(f"The attacked province gets {signed(x)} strength.")
        return []


def _attacked_province_turns_faceup(g: Game, e: dict) -> list[dict]:
    """Rules Reference "Facedown Province": the attacked province, turned facedown during its
    conflict, is turned faceup at once -- and so revealed."""
    st = g.state
    cf = st.conflict
    c = st.cards[e["card"]]
    if cf is None or cf.province != c.uid or not c.facedown:
        return []
    c.facedown = False
    g.log(f"The attacked province is turned faceup again: {FACTS[c.cid].name}.")
    return [ev("province_revealed", card=c.uid, player=cf.defender)]


HOOKS = (after("turn_province_facedown", _attacked_province_turns_faceup), after("reveal_province", _province_revealed))
