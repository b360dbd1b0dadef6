"""Keywords that change battle resolution and its aftermath: Yu, Resilient, Conqueror.

* **Yu N** (Diamond "YU"): when an army loses a battle (not a tie, and not a battle
  without a winner), immediately before it is destroyed, its leader (the Attacker or
  Defender) may use the Yu values of the cards in it: each Yu card may help destroy one
  Follower, or one Personality without Followers, of the winning army whose Force is at
  most the total Yu of the cards used on it; several cards may combine on one target,
  but a card is used on only one. The leader decides for every Yu card in his army
  (allies' too), in any order, and may stop at any time. This is not an action, earns
  no Honor and does not change the battle's outcome (its Forces, winner, Honor and the
  Province's fate are fixed before it). The value is ``model.keyword_value(st, uid,
  "Yu")``; bonuses come from ``Ctx.keyword_bonus`` (a card without Yu first gets "Yu 0").

  Project decision: only the Diamond rulebook defines Yu, yet a card's "Yu N" is its own
  text; so Yu applies in every edition with the Diamond meaning (the same reasoning as
  DECISIONS.md's row for card types an edition does not define).

  Decisions (plain data, ``ccg.yu``): choose a target (or stop); then choose, one at a
  time, which unused Yu cards combine against it until their total reaches its Force.
  A target is offered only if the unused Yu cards together reach its Force, so the
  second stage always ends in its destruction.

* **Resilient** (Ivory "Resilient"; celestial and Diamond are silent, so the ivory rule
  applies): once per game per card, the card is not destroyed by the rulebook
  destruction of battle resolution (its side lost or tied). Its attached cards are still
  destroyed (an attached card that is itself Resilient is spared in the same way). The
  use is recorded per card in ``CCGState.used`` as ``"resilient:<uid>@game"`` (it
  survives the end of the turn), so a card that loses and regains Resilient stays
  used. Project reading: a Resilient Follower whose Personality is destroyed leaves
  play with its unit (Ivory "Units": the unit leaves play the same way), without using
  its Resilient. Cards spared by Resilient were not "destroyed by resolution", so they
  do not count towards the winner's Honor.

* **Conqueror** (Ivory "Conqueror"; applies in every edition): cards in a Conqueror
  Personality's unit do not bow before returning home after a battle's resolution. It
  does not apply when the Attack Phase ends and units return from battles that never
  resolved (``battle.end_attack``): that is not "after a battle's resolution".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.tables import Handlers
from . import model as m
from .zones import do

if TYPE_CHECKING:
    from ..engine.game import Game

__all__ = ["STEPS", "conqueror", "resilient_spares", "yu_frame", "yu_targets", "yu_value"]

#: The Yu decisions.
STEPS = Handlers("step")


# ------------------------------------------------------------------ Yu
def yu_value(st, uid: int) -> int | None:
    return m.keyword_value(st, uid, "Yu")


def _unit_cards(st, side: str) -> list[int]:
    out = []
    for u in m.army(st, side):
        out.extend(m.unit_cards(st, u))
    return out


def yu_cards(st, side: str, used: list[int]) -> list[int]:
    """Cards with Yu in the army at ``side`` not yet used in this resolution."""
    return [u for u in _unit_cards(st, side) if u not in used and yu_value(st, u) is not None]


def yu_targets(st, side: str) -> list[int]:
    """Followers and Personalities without Followers in the (winning) army at ``side``."""
    out = []
    for u in m.army(st, side):
        fs = m.followers(st, u)
        out.extend(fs if fs else [u])
    return out


def yu_frame(st, loser: int, losing_side: str, winning_side: str) -> dict | None:
    """The ``ccg.yu`` frame for the losing army, or None if no Yu card can destroy anything."""
    f = {"step": "ccg.yu", "player": loser, "side": losing_side, "enemy": winning_side,
         "used": [], "target": -1, "group": []}
    return f if _reachable(st, f) else None


def _reachable(st, f: dict) -> list[int]:
    """Targets the unused Yu cards together could destroy."""
    cards = yu_cards(st, f["side"], f["used"])
    if not cards:
        return []
    total = sum(yu_value(st, u) for u in cards)
    return [t for t in yu_targets(st, f["enemy"]) if m.force(st, t) <= total]


@STEPS("ccg.yu")
def step_yu(g: "Game", f: dict) -> None:
    st = g.state
    ans = take_answer(f)
    if ans is not None:
        if ans == "done":
            g.pop()
            return
        if f["target"] < 0:
            f["target"] = int(ans[1:])
        else:
            f["group"].append(int(ans[1:]))
    while f["target"] >= 0:  # combining Yu cards against the chosen target
        t = f["target"]
        total = sum(yu_value(st, u) for u in f["group"])
        if f["group"] and total >= m.force(st, t):
            f["used"].extend(f["group"])
            f["target"], f["group"] = -1, []
            g.log(f"Yu: {m.title(st, t)} is destroyed")
            do(g, "destroy", card=t, by=f["player"], yu=True)
            return
        free = [u for u in yu_cards(st, f["side"], f["used"]) if u not in f["group"]]
        if len(free) == 1:
            f["group"].append(free[0])
            continue
        # more than one: a target is offered only if all unused Yu cards together reach it
        opts = [Option(f"y{u}", f"use {m.title(st, u)} (Yu {yu_value(st, u)})") for u in free]
        g.ask(Decision(f["player"], "choose_one", f"Yu: which card joins against {m.title(st, t)} "
                                                  f"(Force {m.force(st, t)}, {total} so far)?", opts, context="yu"))
        return
    targets = _reachable(st, f)
    if not targets:
        g.pop()
        return
    opts = [Option(f"t{u}", f"destroy {m.title(st, u)} (Force {m.force(st, u)}) "
                            f"[{st.players[st.cards[u].controller].name}]") for u in targets]
    opts.append(Option("done", "Use no more Yu"))
    g.ask(Decision(f["player"], "choose_one", "Yu: destroy a card in the winning army?", opts, context="yu"))


# ------------------------------------------------------------------ Resilient
def _resilient_unused(st, uid: int) -> bool:
    return m.has_kw(st, uid, "Resilient") and f"resilient:{uid}@game" not in st.used


def resilient_spares(st, units: list[int]) -> tuple[list[int], list[int]]:
    """Split the rulebook destruction of ``units`` (an army destroyed in resolution) into
    (cards to destroy, cards Resilient spares), recording each spared card's use."""
    destroy, spared = [], []
    for u in units:
        if not _resilient_unused(st, u):
            destroy.append(u)
            continue
        spared.append(u)
        for a in st.cards[u].attachments:
            (spared if _resilient_unused(st, a) else destroy).append(a)
    for u in spared:
        st.used.append(f"resilient:{u}@game")
    return destroy, spared


# ------------------------------------------------------------------ Conqueror
def conqueror(st, uid: int) -> bool:
    """Does ``uid``'s unit skip bowing when it returns home after resolution?"""
    return m.has_kw(st, m.host(st, uid), "Conqueror")
