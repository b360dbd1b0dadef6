"""How good an LCG position is for a player: the rule set's ``evaluate``, from -1 (lost)
to 1 (won), which the heuristic and search bots maximize (:mod:`l5r.engine.heuristic`,
:mod:`l5r.engine.mcts`).

A won game is 1, a lost one -1 (Rules Reference "Winning the Game"). Otherwise each
player's position is a sum of features in units of about one fate, and the value is
``tanh((mine - theirs) / SCALE)`` kept strictly inside (-1, 1):

* **honor** (Rules Reference "Honor", "Winning the Game": 25 honor wins, 0 loses): the
  honor itself, plus a danger term growing as honor nears 0 and a term for nearing 25;
  an honor bid chosen but not yet transferred counts as the transfer it will make
  (Appendix I 2.2-2.5: the higher bidder gives the difference, each player draws their
  bid; an opponent's unknown bid is taken as the middle one);
* **fate** in the fate pool;
* **board**: each character in play is worth its military and political skill (which
  count its attachments and its honored or dishonored status: "Personal Honor") and
  a part of its printed cost, times its longevity: a character without fate is
  discarded at the end of the round (Appendix I 4.2), each fate on it is a round more;
  a bowed character is worth less while conflicts remain to be fought; an honored one
  gives its controller honor when it leaves play, a dishonored one costs honor;
* **provinces** ("Breaking a Province", "Winning the Game"): each broken province, and
  more once three are broken and the stronghold province can be attacked;
* **rings and favor**: each claimed ring (it counts in the glory count for the
  imperial favor, Appendix I 3.4), the imperial favor itself, fate on unclaimed rings
  for the player who may still declare conflicts;
* **cards**: cards in hand, and faceup characters in provinces (ready to be bought);
* **the conflict being fought** (:func:`conflict_outlook`): what resolving it at the
  current skill totals would bring (Appendix I 3.2.3-3.2.7), counted in part.

The module is a query on the state (the model layer): it changes nothing.

Tuning. Weights are in :class:`Weights`; the runs played the heuristic bot
(:class:`l5r.engine.heuristic.HeuristicBot`) with given weights against a bot, on the
embedded decks crab-lion, crane-scorpion and dragon-phoenix, in both seat orders, N
games per seat order and pairing (the development machine, 2 shared cores, 2026-11-25):

1. First weights (fate in the pool 1.0), one decision deep, crab-lion vs random, 20 per
   order: 36/40 won, 4 lost by conquest: the bot hoarded fate (30-68 in its pool). A
   card played is two decisions (the card, then its fate): judged after the first,
   nothing was paid or gained yet, and passing first gains 1 fate; it did not defend
   either (declaring no defenders looked as good as any until the conflict resolved).
2. Added the conflict outlook; the bot looks through its next steps of carrying out an
   answer (:func:`l5r.engine.heuristic.continues`); fate in the pool weighs 0.3 (it is
   only worth what it buys). Against random: 120/120 (20 per order and pairing).
3. Ablations against these weights (10 per order and pairing, 60 games each): the
   heuristic with the engine's win/loss evaluation won 0/60; fate 1.0 won 1/60; no
   conflict outlook 1/60; one decision deep (``follow=0``) 0/60.
4. Single weights probed head to head against these (6 per order and pairing, with
   an earlier look-through that also followed a window asking again): fate 0.5 won
   19/36, skill 0.8 19/36, outlook 1.0 19/36, broken 6 with exposed 12 20/36, hand 0.5
   20/36, cost 0.2 24/36 and then 28/60 on new seeds (10 per order and pairing): all
   within their 95% intervals of 50%, so no change was kept.
5. Final: ``scripts/strength.py --game lcg --a heuristic --b random --games 200``:
   crab-lion, crane-scorpion, dragon-phoenix and unicorn-crane each 200/200 in both seat
   orders (95% Wilson interval 98.1%-100% per order, 99.0%-100% per pairing), 137-250
   decisions per second of whole games; the heuristic's own decisions take about 8 ms
   (124 per second). ``l5r lcg simulate --bot1 heuristic --bot2 random --games 100``:
   p1 100 wins (95 dishonor, 3 honor, 2 conquest); seats swapped: p2 100 wins.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .model import FACTS, broken_count, conflict_totals, frozen, province_strength, skill
from .state import STRONGHOLD_SLOT, LCGState

if TYPE_CHECKING:
    from ..engine.game import Game


@dataclass(frozen=True, slots=True)
class Weights:
    """The weights of the features (module docstring), in units of about one fate."""

    honor: float = 1.0  # per point of honor
    honor_danger: float = 12.0  # extra loss as honor nears 0: danger * exp(-honor / reach)
    danger_reach: float = 3.0
    honor_goal: float = 6.0  # extra gain as honor nears the honor victory
    goal_reach: float = 3.0
    fate: float = 0.3  # per fate in the fate pool
    skill: float = 0.5  # per point of military + political skill of a character in play
    cost: float = 0.5  # per fate of a character's printed cost
    longevity: float = 0.6  # a character's worth this round, the rest spread over its fate
    fate_on_character: float = 0.35  # per fate on a character (capped at 3): its worth again
    bowed: float = 0.3  # part of a character's worth lost while bowed, when conflicts remain
    status: float = 1.0  # honored (+) or dishonored (-) character: the honor it gives or costs
    broken: float = 4.0  # per broken non-stronghold province
    exposed: float = 8.0  # once three are broken (the stronghold province can be attacked)
    ring: float = 1.0  # per claimed ring
    favor: float = 1.5  # the imperial favor
    ring_fate: float = 0.3  # per fate on an unclaimed ring, for a player who may declare
    hand: float = 1.0  # per card in hand (up to hand_cap)
    hand_cap: int = 10
    province_character: float = 0.3  # per faceup character in a province
    outlook: float = 0.7  # how much of a conflict's outcome at the current totals is counted
    ring_effect: float = 1.5  # resolving or denying a ring's effect, beyond claiming it
    conquest: float = 30.0  # the stronghold province broken: the game lost
    scale: float = 12.0  # tanh scale of the difference


#: The weights in use (see the module docstring for how they were measured).
WEIGHTS = Weights()
#: A position not yet won or lost is valued strictly inside (-1, 1).
NOT_OVER = 0.99


def evaluate(g: Game, player: int, w: Weights = WEIGHTS) -> float:
    """How good ``g`` is for ``player``: 1 won, -1 lost, otherwise ``tanh`` of the
    difference of the two positions (:func:`position`) over ``w.scale``, times
    :data:`NOT_OVER`.

    >>> from l5r.lcg.game import new_game
    >>> from l5r.lcg.decks import default_deck
    >>> g = new_game([default_deck("crab"), default_deck("lion")], seed=1)
    >>> -1 < evaluate(g, 0) < 1 and evaluate(g, 0) == -evaluate(g, 1)
    True
    >>> g.state.winner = 1
    >>> evaluate(g, 0), evaluate(g, 1)
    (-1.0, 1.0)
    """
    st = g.state
    players = st.players
    team = players[player].team  # (a team in team conquest: won or lost together)
    if st.winner is not None:
        return 0.0 if st.winner < 0 else (1.0 if players[st.winner].team == team else -1.0)
    with frozen(st):
        outlook = conflict_outlook(st, w)
        worth = {q.index: position(st, q.index, w) + outlook.get(q.index, 0.0) for q in players if not q.eliminated}
        mine = sum(v for q, v in worth.items() if players[q].team == team)
        others = [v for q, v in worth.items() if players[q].team != team]
        theirs = sum(others) if st.config.get("format") == "team-conquest" else max(others)
    return NOT_OVER * math.tanh((mine - theirs) / w.scale)


def projected_bids(st: LCGState) -> dict[int, tuple[float, float]]:
    """Per player, the (honor, cards) an honor bid chosen but not yet transferred will
    bring: with bids b (theirs) and o (the opponent's), the honor changes by ``o - b``
    (the higher bidder gives the difference to the lower, Appendix I 2.4; D.5 for a
    duel), and a draw-phase bid draws ``b`` cards (2.5). An opponent's bid not chosen
    yet counts as the middle one."""
    out: dict[int, tuple[float, float]] = {}
    for f in st.stack:
        if f.get("step") != "lcg.bid" or not f.get("bids"):
            continue
        top = 3 if st.config.get("format") == "skirmish" else 5
        middle = (top + 1) / 2
        bids = {int(p): b for p, b in f["bids"].items()}
        players = [int(p) for p in f["order"]]
        for p in players:
            mine = bids.get(p, middle)
            others = [bids.get(q, middle) for q in players if q != p]
            honor = sum(others) / len(others) - mine if others else 0.0
            cards = mine if f.get("purpose") == "draw" else 0
            h, c = out.get(p, (0.0, 0.0))
            out[p] = (h + honor, c + cards)
    return out


def conflict_outlook(st: LCGState, w: Weights = WEIGHTS) -> dict[int, float]:
    """What the conflict being fought would bring each side if it were resolved at the
    current skill totals (Appendix I 3.2.3-3.2.7), times ``w.outlook`` (actions may still
    change it): the winner claims the ring and its fate; an attacker winning by the
    province's strength breaks it (the stronghold province: the game); an unopposed
    win costs the defender 1 honor."""
    cf = st.conflict
    if cf is None or cf.resolved:
        return {}
    a, d = conflict_totals(st)
    a_ok = a >= 1 and bool(cf.attackers)
    d_ok = d >= 1 and bool(cf.defenders)
    out: dict[int, float] = {}
    ring = st.rings[cf.ring]
    claim = w.ring + w.ring_effect + w.fate * ring.fate
    if a_ok and (not d_ok or a >= d):
        out[cf.attacker] = claim
        prov = st.cards[cf.province]
        loss = 0.0
        if not prov.broken and a - d >= province_strength(st, prov):
            if prov.slot == STRONGHOLD_SLOT or last_province(st, cf.defender):
                loss += w.conquest
            else:
                # the stronghold province (or, in skirmish, the last province) exposed
                exposed = len(st.players[cf.defender].provinces) - 2
                loss += w.broken + (w.exposed if broken_count(st, cf.defender) == min(exposed, 2) else 0.0)
        if not cf.defenders:
            loss += w.honor
        out[cf.defender] = -loss
    elif d_ok:
        out[cf.defender] = claim
    return {p: w.outlook * v for p, v in out.items()}


def last_province(st: LCGState, p: int) -> bool:
    """In the skirmish format, is one unbroken province all ``p`` has left (breaking it loses
    the game: Rules Reference "Winning the Game", skirmish format)?"""
    return st.config.get("format") == "skirmish" and broken_count(st, p) == len(st.players[p].provinces) - 1


def honor_value(honor: float, target: int, w: Weights = WEIGHTS) -> float:
    """The worth of ``honor`` points with the honor victory at ``target``: linear, less
    near 0 (dishonor loses) and more near ``target`` (honor wins).

    >>> honor_value(10, 25) > honor_value(9, 25) > honor_value(1, 25)
    True
    >>> honor_value(2, 25) - honor_value(1, 25) > honor_value(12, 25) - honor_value(11, 25)
    True
    """
    return (w.honor * honor - w.honor_danger * math.exp(-honor / w.danger_reach)
            + w.honor_goal * math.exp(-(target - honor) / w.goal_reach))


def position(st: LCGState, p: int, w: Weights = WEIGHTS) -> float:
    """The worth of player ``p``'s position (module docstring), in about fate."""
    pl = st.players[p]
    cards = st.cards
    target = 12 if st.config.get("format") == "skirmish" else 25
    bid_honor, bid_cards = projected_bids(st).get(p, (0.0, 0.0))
    v = honor_value(max(0.0, pl.honor + bid_honor), target, w)
    v += w.fate * pl.fate
    conflicts_left = st.phase in ("dynasty", "draw") or (st.phase == "conflict" and pl.conflict_opps > 0)
    for u in pl.play:
        c = cards[u]
        f = FACTS[c.cid]
        worth = w.skill * ((skill(st, c, "military") or 0) + (skill(st, c, "political") or 0)) + w.cost * (f.cost or 0)
        if c.bowed and conflicts_left:
            worth *= 1 - w.bowed
        v += worth * (w.longevity + w.fate_on_character * min(c.fate, 3)) + w.status * c.status
    broken = broken_count(st, p)
    v -= w.broken * broken
    if ((broken >= 3 and len(pl.provinces) > STRONGHOLD_SLOT and not cards[pl.provinces[STRONGHOLD_SLOT]].broken)
            or last_province(st, p)):
        v -= w.exposed
    for r in st.rings.values():
        if r.claimed_by == p:
            v += w.ring
        elif r.claimed_by < 0 and pl.conflict_opps > 0:
            v += w.ring_fate * r.fate
    if st.favor.get("player") == p:
        v += w.favor
    v += w.hand * min(len(pl.hand) + bid_cards, w.hand_cap)
    for s in range(STRONGHOLD_SLOT + 1):
        for u in pl.province_cards[s] if s < len(pl.province_cards) else ():
            c = cards[u]
            if not c.facedown and FACTS[c.cid].type == "character":
                v += w.province_character
    return v
