"""The framework steps the enlightenment format plays differently (three players; the
format and its decisions: :mod:`l5r.lcg.formats`).

* ``lcg.enlightenment_transfer`` -- Appendix I 2.4: the three honor bids compared with one
  another;
* ``lcg.enlightenment_claim`` -- 3.2.7: the attacker who wins claims the ring on one of
  their eligible provinces; otherwise it returns to an unclaimed pool;
* ``lcg.enlightenment_ring_fate`` -- 4.4: each player places 1 fate on a ring of an
  opponent's unclaimed ring pool;
* ``lcg.enlightenment_place`` -- a player places each ring they claimed on no province yet
  (taken by breaking a province, or claimed by a card effect) on one of their eligible
  provinces.

The steps 1.3 (1 more fate for the first player) and 4.7 (skipped) are one line in
:mod:`l5r.lcg.phases`.
"""

from __future__ import annotations

from ..engine.decision import Decision, Kind, Option
from ..engine.game import Game, take_answer
from ..engine.names import says
from ..engine.tables import Handlers
from .actions import check_victory, do, ev
from .formats import claim_provinces, claimed_elements, unclaim
from .model import FACTS, opponents, player_order

STEPS = Handlers("step")


def three_way(bids: dict[int, int]) -> tuple[list[tuple[int, int, int]], int, list[int]]:
    """The honor transfers of three bids (Appendix I 2.4, enlightenment): ``(transfers,
    chooser, candidates)`` where each transfer is ``(giver, receiver, amount)`` and, when the
    difference does not divide evenly between the two players who bid the same, ``chooser``
    (-1: none) picks which of ``candidates`` gives or receives the 1 honor left.

    Three different bids: the highest gives the difference to the lowest.

    >>> three_way({0: 5, 1: 3, 2: 1})
    ([(0, 2, 4)], -1, [])

    Two equal bids above the third: the lowest bidder takes the difference from both, as
    evenly as possible, and chooses whom the rest is taken from.

    >>> three_way({0: 4, 1: 4, 2: 1})
    ([(0, 2, 1), (1, 2, 1)], 2, [0, 1])

    Two equal bids below the third: the highest gives the difference to both.

    >>> three_way({0: 1, 1: 5, 2: 1})
    ([(1, 0, 2), (1, 2, 2)], -1, [])
    >>> three_way({0: 2, 1: 2, 2: 2})
    ([], -1, [])
    """
    ps = sorted(bids, key=lambda p: (bids[p], p))
    lo, mid, hi = ps
    if bids[lo] == bids[hi]:
        return [], -1, []
    if bids[lo] < bids[mid] < bids[hi]:
        return [(hi, lo, bids[hi] - bids[lo])], -1, []
    if bids[mid] == bids[hi]:  # the lowest takes from the two highest
        d = bids[hi] - bids[lo]
        pair = sorted((mid, hi))
        return [(q, lo, d // 2) for q in pair if d // 2], (lo if d % 2 else -1), (pair if d % 2 else [])
    d = bids[hi] - bids[lo]  # the highest gives to the two lowest
    pair = sorted((lo, mid))
    return [(hi, q, d // 2) for q in pair if d // 2], (hi if d % 2 else -1), (pair if d % 2 else [])


@STEPS("lcg.enlightenment_transfer")
def enlightenment_transfer(g: Game, f: dict) -> None:
    """2.4 among three players: ``f["bids"]`` (player -> bid value)."""
    st = g.state
    bids = {int(p): v for p, v in f["bids"].items()}
    moves, chooser, cands = three_way(bids)
    ans = take_answer(f)
    if chooser >= 0 and ans is None:
        taking = bids[chooser] < min(bids[q] for q in cands)
        what = "take the remaining 1 honor from" if taking else "give the remaining 1 honor to"
        g.ask(Decision(chooser, Kind.ONE, f"Honor bids: {what} which opponent?",
                       [Option(str(q), st.players[q].name) for q in cands], context="bid_remainder"))
        return
    g.pop()
    if chooser >= 0:
        q = int(ans)
        taking = bids[chooser] < bids[q]
        moves = [*moves, (q, chooser, 1) if taking else (chooser, q, 1)]
    totals: dict[tuple[int, int], int] = {}
    for a, b, n in moves:
        totals[(a, b)] = totals.get((a, b), 0) + n
    evs = [ev("transfer_honor", **{"from": a, "to": b, "amount": n}) for (a, b), n in sorted(totals.items())]
    if evs:
        do(g, evs)


@STEPS("lcg.enlightenment_claim")
def enlightenment_claim(g: Game, f: dict) -> None:
    """3.2.7 (enlightenment): a winning attacker claims the ring on one of their eligible
    provinces (a duplicate element returns to their pool); if the defender wins, the ring
    returns to the attacker's personal pool; with no winner, to the pool it came from
    (:mod:`l5r.lcg.formats`, Decisions 4-5)."""
    st = g.state
    cf = st.conflict
    if cf is None:
        g.pop()
        return
    r = st.rings[cf.ring]
    ans = take_answer(f)
    if ans is not None:
        g.pop()
        do(g, [ev("claim_ring", player=cf.attacker, ring=cf.ring, province=int(ans))])
        return
    if cf.winner != cf.attacker:
        g.pop()
        r.contested = False
        if cf.winner == cf.defender:
            r.pool = cf.attacker
            g.log(f"The {r.element} ring returns to {st.players[cf.attacker].name}'s unclaimed ring pool.")
        return
    if r.element in claimed_elements(st, cf.attacker):
        g.pop()
        unclaim(st, cf.ring, cf.attacker)
        g.log(f"{says(st.players[cf.attacker].name, 'has')} a {r.element} ring already; the ring returns "
              f"to {st.players[cf.attacker].name}'s unclaimed ring pool.")
        return
    provs = claim_provinces(st, cf.attacker)
    if len(provs) > 1:
        cards = st.cards
        opts = [Option(str(u), f"province {cards[u].slot + 1} ("
                       + ("facedown" if cards[u].facedown else FACTS[cards[u].cid].name) + ")") for u in provs]
        g.ask(Decision(cf.attacker, Kind.ONE, f"Claim the {r.element} ring on which of your provinces?",
                       opts, context="claim_on_province"))
        return
    g.pop()
    do(g, [ev("claim_ring", player=cf.attacker, ring=cf.ring, province=provs[0] if provs else -1)])


@STEPS("lcg.enlightenment_ring_fate")
def enlightenment_ring_fate(g: Game, f: dict) -> None:
    """4.4 (enlightenment): in player order, each player chooses a ring in an opponent's
    unclaimed ring pool and places 1 fate on it."""
    st = g.state
    order = f.setdefault("order", player_order(st))
    ans = take_answer(f)
    if ans is not None:
        r = st.rings[ans]
        r.fate += 1
        g.log(f"{says(st.players[order[f['i']]].name, 'places')} 1 fate on {st.players[r.pool].name}'s "
              f"{r.element} ring.")
        f["i"] += 1
    while f.setdefault("i", 0) < len(order):
        p = order[f["i"]]
        opps = opponents(st, p) if not st.players[p].eliminated else []
        keys = [k for k, r in st.rings.items() if r.pool in opps and r.claimed_by < 0 and not r.contested]
        if not keys:
            f["i"] += 1
            continue
        opts = [Option(k, f"{st.rings[k].element} ring of {st.players[st.rings[k].pool].name}") for k in keys]
        g.ask(Decision(p, Kind.ONE, "Place 1 fate on a ring in an opponent's unclaimed ring pool", opts,
                       context="ring_fate"))
        return
    g.pop()


@STEPS("lcg.enlightenment_place")
def enlightenment_place(g: Game, f: dict) -> None:
    """``player`` places each ring they have claimed on no province yet on one of their
    eligible provinces (:mod:`l5r.lcg.formats`, Decisions 6), then victory is checked."""
    st = g.state
    p = f["player"]
    ans = take_answer(f)
    if ans is not None:
        key, u = ans.split("@")
        st.rings[key].province = int(u)
        g.log(f"{says(st.players[p].name, 'places')} the {st.rings[key].element} ring on a province.")
    pending = [k for k, r in st.rings.items() if r.claimed_by == p and r.province < 0]
    provs = claim_provinces(st, p)
    if pending and provs and not st.players[p].eliminated:
        key = pending[0]
        if len(provs) == 1:
            st.rings[key].province = provs[0]
            enlightenment_place(g, f)  # the next one
            return
        cards = st.cards
        opts = [Option(f"{key}@{u}", f"province {cards[u].slot + 1} ("
                       + ("facedown" if cards[u].facedown else FACTS[cards[u].cid].name) + ")") for u in provs]
        g.ask(Decision(p, Kind.ONE, f"Place the {st.rings[key].element} ring on which of your provinces?", opts,
                       context="claim_on_province"))
        return
    g.pop()
    check_victory(g)
