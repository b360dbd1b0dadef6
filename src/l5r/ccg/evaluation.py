"""How good a CCG position is for a player: the heuristic bots' evaluation
(:meth:`l5r.ccg.rules.CCGRules.evaluate`, used by ``l5r.engine.heuristic`` and
``l5r.engine.mcts``).

:func:`evaluate` is 1 for a won game, -1 for a lost one, and otherwise
``tanh(score / Weights.scale)`` of a score: the player's side value minus the best
opponent's. A side's value (:func:`side_value`) adds up what wins the CCG's four victories
(Ivory "Players winning and losing"; celestial "Winning The Game"; Diamond "How to Win";
the edition table :mod:`l5r.ccg.editions` gives each edition's honor and dishonor
thresholds):

* military: the provinces it still has (a player with none has lost);
* its Personalities and Followers in play: a value per Personality and per point of their
  Force (a bowed unit counts a share of it; a dishonored Personality less), the means of
  destroying provinces (Ivory "Battle Resolution": an attacking army whose Force beats the
  defending army's by more than the province's strength destroys it) and of defending its
  own;
* Gold: the Gold production of its Stronghold, Holdings and Regions in play, how it recruits;
* honor: Family Honor as a share of the edition's honor victory (``Edition.honor_victory``),
  and a penalty growing as it nears the dishonor loss (``Edition.dishonor_loss``);
* enlightenment: the elements of its Rings in play (five win);
* its hand (up to the edition's maximum hand size).

During an Attack Phase the battles are projected (:func:`battle_outcomes`): at each
battlefield the armies' Force (as resolution counts it, Ivory "Army Force") against each
other and the province's strength say which army is destroyed and whether the province
falls, and the projected losses count at ``Weights.battle`` of their value. Before the
Defender has assigned his units, a share (``Weights.reserve``) of the Force he may still
assign (his unbowed Personalities at home) is counted with each battlefield's defenders.

Only what the player may know is used when a bot evaluates a determinized copy: nothing
here looks at cards in decks or hands beyond their number.

Tuning (``l5r ccg simulate --bot1 heuristic --bot2 random`` and seats swapped; see
:data:`WEIGHTS` for the final figures):

TUNING_LOG
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import model as m
from .editions import edition
from .index import game_index, pure_scope
from .state import ELEMENTS, HOME, PLAY, CCGState

__all__ = ["WEIGHTS", "Weights", "battle_outcomes", "evaluate", "side_value"]


@dataclass(frozen=True, slots=True)
class Weights:
    """The weights of the evaluation's features (see the module docstring)."""

    #: each province a player still has
    province: float = 6.0
    #: each Personality in play, and each point of Force of its unit
    personality: float = 1.0
    force: float = 0.5
    #: the share of its value a bowed unit keeps
    bowed: float = 0.8
    #: the value a Personality loses while dishonored
    dishonored: float = 0.5
    #: each point of Gold production in play, and each Holding in play (its abilities)
    gold: float = 0.6
    holding: float = 0.5
    #: each Gold a player can still pay now (his unbowed Gold sources and Gold pool): Gold is
    #: spent only for more than this
    unspent: float = 0.15
    #: a face-up card in a player's provinces counts this share of its value in play (half of
    #: that if it costs more Gold than the player produces); a face-down one counts ``face_down``
    prospect: float = 0.3
    face_down: float = 0.4
    #: Family Honor: ``honor`` at the honor victory (linear from 0), and ``dishonor`` at the
    #: dishonor loss (growing over the last ``dishonor_margin`` points before it)
    honor: float = 6.0
    dishonor: float = 8.0
    dishonor_margin: int = 10
    #: each element of a player's Rings in play
    ring: float = 1.5
    #: each card in hand (up to the maximum hand size)
    hand: float = 0.2
    #: the weight of a battle's projected outcome
    battle: float = 0.8
    #: the share of the Defender's unassigned Force counted against each attack
    reserve: float = 0.5
    #: the score at which the evaluation is tanh(1) (about 0.76)
    scale: float = 20.0


#: The weights in use.
WEIGHTS = Weights()


def evaluate(st: CCGState, player: int, w: Weights | None = None) -> float:
    """How good ``st`` is for ``player``, from -1 (lost) to 1 (won), with weights ``w``
    (default: :data:`WEIGHTS`)."""
    w = WEIGHTS if w is None else w
    if st.winner is not None:
        return 1.0 if st.winner == player else -1.0
    if st.players[player].lost:
        return -1.0
    with pure_scope():
        values = {p.index: side_value(st, p.index, w) for p in st.players if not p.lost}
        for p, delta in battle_outcomes(st, w).items():
            if p in values:
                values[p] += delta
    mine = values.pop(player)
    best = max(values.values(), default=0.0)
    return math.tanh((mine - best) / w.scale)


def unit_value(st: CCGState, uid: int, w: Weights = WEIGHTS) -> float:
    """The value of Personality ``uid``'s unit in play (see :func:`side_value`)."""
    c = st.cards[uid]
    force = m.force(st, uid)
    for a in c.attachments:
        if m.ctype(st, a) == "follower":
            force += m.force(st, a)
    v = w.personality + w.force * force
    if c.dishonored:
        v -= w.dishonored
    if c.bowed:
        v *= w.bowed
    return v


def side_value(st: CCGState, player: int, w: Weights = WEIGHTS) -> float:
    """What ``player`` has toward the four victories (see the module docstring)."""
    ed = edition(st.edition)
    p = st.players[player]
    v = w.province * len(p.provinces)
    types = game_index(st).types
    gold = unbowed = 0
    elements: set[str] = set()
    for c in st.cards:
        if c.zone != PLAY or c.controller != player:
            continue
        t = types[c.uid]
        if t == "personality" and c.attached_to < 0:
            v += unit_value(st, c.uid, w)
        elif t in ("stronghold", "holding", "region"):
            produced = max((a for _, a, _ in m.productions(st, c.uid, {})), default=0)
            gold += produced
            if not c.bowed:
                unbowed += produced
            if t == "holding":
                v += w.holding
        elif t == "ring" and not m.flagged(st, c.uid, "no_enlighten") \
                and (c.own_text or not ed.enlighten_own_text):
            elements.update(k for k in m.keywords(st, c.uid) if k in ELEMENTS)
    v += w.gold * gold + w.unspent * (unbowed + p.gold_pool)
    for pr in p.provinces:
        if pr.card >= 0:
            v += province_card_value(st, pr.card, gold, w)
    v += w.ring * len(elements)
    v += w.hand * min(len(p.hand), ed.max_hand_size)
    v += w.honor * p.honor / ed.honor_victory
    near = p.honor - ed.dishonor_loss  # points above the dishonor loss
    if near < w.dishonor_margin:
        v -= w.dishonor * (w.dishonor_margin - near) / w.dishonor_margin
    return v


def province_card_value(st: CCGState, uid: int, gold: int, w: Weights = WEIGHTS) -> float:
    """The prospect of the card ``uid`` in a province, for a player producing ``gold`` Gold: a
    face-down card counts ``w.face_down``, a face-up Personality or Holding a share of its value
    in play (``w.prospect``; half of that if it costs more than ``gold``), another card nothing."""
    c = st.cards[uid]
    if not c.face_up:
        return w.face_down
    t = m.ctype(st, uid)
    if t == "personality":
        v = w.personality + w.force * m.force(st, uid)
    elif t == "holding":
        v = w.holding + w.gold * max((a for _, a, _ in m.productions(st, uid, {})), default=0)
    else:
        return 0.0
    v *= w.prospect
    return v if m.gold_cost(st, uid) <= gold else v / 2


def battle_outcomes(st: CCGState, w: Weights = WEIGHTS) -> dict[int, float]:
    """Player -> the value the battles of the current Attack Phase are projected to make him
    lose (negative) or win, at ``w.battle`` of it (see the module docstring): an army whose
    Force is lower than the other's is destroyed (both in a tie), and a province whose
    attackers beat its defenders by more than its strength falls. Empty outside an attack."""
    att = st.attack
    if not att:
        return {}
    defender = att["defender"]
    reserve = 0
    if _to_assign(st, "d"):
        reserve = sum(_raw_force(st, u) for u in m.personalities(st, defender, HOME)
                      if not st.cards[u].bowed)
    out: dict[int, float] = {}
    fought = att.get("fought", ())
    for pid in att.get("battlefields", ()):
        if pid in fought or m.province_by_id(st, pid) is None:
            continue
        a_units, d_units = m.army(st, f"a{pid}"), m.army(st, f"d{pid}")
        if not a_units and not d_units:
            continue
        af = m.army_force(st, f"a{pid}")
        df = m.army_force(st, f"d{pid}") + w.reserve * reserve
        strength = m.province_strength(st, pid)
        share = w.battle
        if af >= df:  # the defending army is destroyed (both in a tie)
            for u in d_units:
                q = st.cards[u].controller
                out[q] = out.get(q, 0.0) - share * unit_value(st, u, w)
        lost = df >= af
        for u in a_units:  # destroyed, or bowed after the battle (Ivory "Battle Resolution")
            q, c = st.cards[u].controller, st.cards[u]
            v = unit_value(st, u, w)
            out[q] = out.get(q, 0.0) - (share * v if lost else 0.0) \
                - ((1 - share if lost else 1.0) * v * (1 - w.bowed) if not c.bowed else 0.0)
        if a_units and af > df + strength:  # the province falls
            out[defender] = out.get(defender, 0.0) - share * w.province
    return out


def _to_assign(st: CCGState, side: str) -> bool:
    """Has the ``side`` ("a" or "d") of the current attack still to assign its units (its
    maneuvers step is on the stack)?"""
    return any(fr.get("step") == "ccg.assign" and fr.get("side", "").startswith(side) for fr in st.stack)


def _raw_force(st: CCGState, uid: int) -> int:
    """The Force of Personality ``uid``'s unit counting every card (Ivory "Unit and army Force")."""
    return m.force(st, uid) + sum(m.force(st, a) for a in st.cards[uid].attachments if m.ctype(st, a) == "follower")
