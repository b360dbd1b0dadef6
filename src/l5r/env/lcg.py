"""The LCG's encoding for learning agents (:class:`~l5r.env.encoding.Spec`): the option-id
shapes of its decisions, its decision contexts, zones, card types and fields, and its
globals: round, phase, first player, the Imperial Favor, the five rings and the conflict
in progress (all from the observer's redacted view)."""

from __future__ import annotations

from typing import Any

from ..lcg.facts import core_set
from .encoding import Spec, flag, number, one_of, side

KINDS = (
    "N", "play:N", "pass", "ability:N:N", "trigger:N:N:N", "honor:N", "dishonor:N", "void:N", "ready:N", "bow:N",
    "attach:N", "dup:N", "N:N", "decline", "keep", "military", "political", "discard", "lose", "take", "gain",
    "conflict", "home", "none", "honor", "fate", "done", "cards", "seen", "yes", "no",
    "air", "earth", "fire", "water", "void",
    *(f"{t}:{r}:N:N" for t in ("military", "political") for r in ("air", "earth", "fire", "water", "void")),
)
CONTEXTS = (
    "action", "additional_fate", "attach_host", "banzai", "conflict_action", "conflict_mulligan", "cost", "covert",
    "declare_attackers", "declare_conflict", "declare_defenders", "discard_broken_province", "discard_from_provinces",
    "discard_no_fate_order", "duel_bid_cards", "duel_bid_payment", "dynasty", "dynasty_mulligan", "effect_choice",
    "honor_bid", "imperial_favor", "perfect_gift", "play_where", "remove_one_fate", "restricted", "ring_effect",
    "ring_element", "sacrifice_cost", "select", "stronghold_province", "target", "trigger",
)
ZONES = ("hand", "characters", "attachments", "provinces", "cards", "stronghold", "role", "conflict_discard",
         "dynasty_discard", "conflict")
TYPES = ("character", "attachment", "event", "holding", "province", "stronghold", "role")
RINGS = ("air", "earth", "fire", "water", "void")
PHASES = ("setup", "dynasty", "draw", "conflict", "fate")


def _status(v: Any) -> float:
    return {"honored": 1.0, "dishonored": -1.0}.get(v, 0.0)


CARD_FIELDS = (("facedown", flag), ("bowed", flag), ("broken", flag), ("fate", number), ("military", number),
               ("political", number), ("glory", number), ("status", _status), ("strength", number))
PLAYER_FIELDS = (("honor", number), ("fate", number), ("bid", number), ("hand_size", number),
                 ("conflict_deck", number), ("dynasty_deck", number), ("conflict_discard", number),
                 ("dynasty_discard", number), ("conflict_opportunities", number))



def globals_(view: dict, player: int) -> list[float]:
    """Round, phase (1-5), first player, Imperial Favor (holder and side), conflicts left of
    each type for both players, each ring (fate, claimed by, contested), the conflict (type,
    ring, attacker, skill of each side, attackers and defenders)."""
    out = [number(view.get("round")), one_of(*PHASES)(view.get("phase")), side(view.get("first_player"), player)]
    favor = view.get("imperial_favor") or {}
    out += [side(favor.get("player"), player), one_of("military", "political")(favor.get("side"))]
    for p in (view["players"][player], view["players"][1 - player]):
        left = p.get("conflicts_left") or {}
        out += [number(left.get("military")), number(left.get("political"))]
    rings = view.get("rings") or {}
    for r in RINGS:
        ring = rings.get(r) or {}
        out += [number(ring.get("fate")), side(ring.get("claimed_by"), player), flag(ring.get("contested"))]
    c = view.get("conflict")
    if c:
        skill = c.get("skill") or [0, 0]
        me_attacking = c.get("attacker") == player
        out += [1.0, one_of("military", "political")(c.get("type")), one_of(*RINGS)(c.get("ring")),
                1.0 if me_attacking else -1.0, number(c.get("province")),
                float(skill[0] if me_attacking else skill[1]), float(skill[1] if me_attacking else skill[0]),
                float(len(c.get("attackers") or ())), float(len(c.get("defenders") or ()))]
    else:
        out += [0.0] * 9
    return out


GLOBALS_SIZE = 3 + 2 + 4 + 3 * len(RINGS) + 9

SPEC = Spec("lcg", KINDS, CONTEXTS, ZONES, TYPES, "id", tuple(sorted(core_set())), CARD_FIELDS, PLAYER_FIELDS,
            globals_, GLOBALS_SIZE)
