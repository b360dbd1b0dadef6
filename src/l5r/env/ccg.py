"""The CCG's encoding for learning agents (:class:`~l5r.env.encoding.Spec`): the option-id
shapes of its decisions, its decision contexts, zones, card types and fields, and its
globals: turn, phase, the active player, the Imperial Favor, the battle and the duel (all
from the observer's redacted view)."""

from __future__ import annotations

from typing import Any

from ..ccg.facts import FACTS
from .encoding import Spec, flag, number, one_of, side

KINDS = (
    "N", "cN:N", "xN", "N:N:N", "pass", "done", "N>N", "rN", "auto", "all>N", "none", "pN", "N>home", "r:equip",
    "rNd", "rNh", "r:lobby", "cN:N|N|N", "rNp", "r:favor_draw", "xN:N", "r:tactical", "gi-am-ready:N",
    "hN:honors-hope:N", "r:cycle", "r:favor_battle", "play", "hand", "ringN|N",
)
CONTEXTS = ("action", "assign", "attack", "battlefield", "choose", "combat", "cycle", "dynasty", "engage", "hand_size",
            "pay", "trigger")
ZONES = ("hand_cards", "in_play", "attachments", "card_info", "resolution", "fortifications", "battlefields", "duel")
TYPES = ("personality", "follower", "holding", "strategy", "item", "spell", "stronghold", "celestial", "region",
         "ring", "event", "sensei", "wind", "ancestor", "spirit")
PHASES = ("dynasty", "action", "attack", "end", "events")


def _loc(v: Any) -> float:
    """At home 0, attacking 1, defending -1 (a Personality's ``loc``); -2 for a card without one."""
    if not isinstance(v, str):
        return -2.0
    return 0.0 if v == "home" else 1.0 if v.startswith("a") else -1.0 if v.startswith("d") else -2.0


CARD_FIELDS = (("bowed", flag), ("dishonored", flag), ("force", number), ("chi", number), ("ph", number),
               ("gold_cost", number), ("focus", number), ("loc", _loc), ("tokens", number), ("under", number))
PLAYER_FIELDS = (("honor", number), ("gold", number), ("hand", number), ("fate_deck", number),
                 ("dynasty_deck", number), ("fate_discard", number), ("dynasty_discard", number), ("lost", flag),
                 ("removed", number), ("focus_pool", number))



def globals_(view: dict, player: int) -> list[float]:
    """Turn, phase, whose turn, who holds the Imperial Favor, the battle being resolved, the
    battlefields, whether a duel is on, and the strength of each player's provinces (up to
    six each, -1 for none)."""
    out = [number(view.get("turn")), one_of(*PHASES)(view.get("phase")), side(view.get("active"), player),
           side(view.get("favor"), player), number(view.get("battle")), number(view.get("battlefields")),
           flag(view.get("duel"))]
    players = view["players"]
    for p in (players[player], players[1 - player]):
        strengths = [float(pr.get("strength", -1)) for pr in p.get("provinces", ())][:6]
        out += strengths + [-1.0] * (6 - len(strengths))
    return out


GLOBALS_SIZE = 7 + 12

SPEC = Spec("ccg", KINDS, CONTEXTS, ZONES, TYPES, "title", tuple(sorted({f.title for f in FACTS.values()})),
            CARD_FIELDS, PLAYER_FIELDS, globals_, GLOBALS_SIZE)
