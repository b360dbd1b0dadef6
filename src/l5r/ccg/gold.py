"""Paying Gold costs: bowing the Stronghold and Holdings to produce Gold.

Ivory ("Game Mechanics > Paying Gold Costs"): Gold produced beyond a cost goes
to the player's Gold pool and may pay later costs in the same phase; the pool
empties at the end of each phase. Celestial ("Paying Gold Costs") and Diamond
("Costs and Effects"): the extra Gold is lost. Gold that "may only pay for one
cost" never enters the pool. The edition table (``Edition.excess_gold_lost``)
says which rule applies.

A payment is a frame::

    {"step": "ccg.pay", "player": p, "due": n, "paid": 0, "paying": {...}}

It asks the player which source to bow next (or to pay automatically) until
``paid >= due``, then hands ``{"paid": True}`` to the frame below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.tables import Handlers
from . import model as m
from .editions import edition
from .index import cards_in_play, defs, game_index, memo
from .state import PLAY

if TYPE_CHECKING:
    from ..engine.game import Game

#: The payment step.
STEPS = Handlers("step")


#: The ways a card can produce Gold now (``model.productions``: the evaluation of positions
#: reads them too).
productions = m.productions
_produce = m.producer


def can_bow_for_gold(st, uid: int) -> bool:
    c = st.cards[uid]
    if not c.bowed:
        return True
    # Togashi Kyoshi: "You may use your Stronghold's abilities even if it is bowed" does not
    # produce Gold from a bowed Stronghold: producing Gold bows it (Diamond "Bowing").
    return False


def sources(st, player: int, paying: dict) -> list[tuple[int, str, int, bool]]:
    """Unbowed Gold sources of ``player``: (uid, label, amount, restricted)."""
    out = []
    cards = st.cards
    gold = game_index(st).gold_set  # the cards that may produce Gold
    for u in cards_in_play(st):  # (in uid order)
        c = cards[u]
        if u in gold and c.controller == player and can_bow_for_gold(st, c.uid):
            for label, amount, restricted in productions(st, c.uid, paying):
                if amount > 0:
                    out.append((c.uid, label, amount, restricted))
    return out


def extra_sources(st, player: int, paying: dict) -> list[tuple[str, int]]:
    """Non-bowing Gold: Reactions "when paying a Gold cost, produce 1 Gold" (Barley Farm),
    declared as abilities with ``trigger="gold_cost"``; each is once per turn (key "<uid>:<i>")
    and may be used together with bowing the same card for Gold."""
    cards_defs = defs(st).cards
    out = []
    cards = st.cards
    for u in game_index(st).trigger.get("gold_cost", ()):  # cards with such abilities, in uid order
        c = cards[u]
        if c.zone != PLAY or c.controller != player or c.created:
            continue
        d = cards_defs.get(c.cid)
        if d is None:
            continue
        for i, ab in enumerate(d.abilities):
            if ab.trigger == "gold_cost" and f"{c.uid}:{i}" not in st.used:
                out.append((f"{c.uid}:{i}", 1))
    return out


def available(st, player: int, paying: dict | None = None) -> int:
    """The most Gold ``player`` can pay for one cost now."""
    paying = paying or {}
    try:
        key = ("gold.available", id(st), player, tuple(sorted(paying.items())))
        hash(key)
    except TypeError:
        return _available(st, player, paying)
    return memo(key, lambda: _available(st, player, paying))


def _available(st, player: int, paying: dict) -> int:
    # what does not depend on the cost is remembered for every cost (in a pure scope)
    fixed, by_cost = memo(("gold.split", id(st), player), lambda: _split_sources(st, player))
    total = st.players[player].gold_pool + fixed
    for uid in by_cost:
        total += max((amount for _, amount, _ in productions(st, uid, paying) if amount > 0), default=0)
    return total


def _split_sources(st, player: int) -> tuple[int, tuple[int, ...]]:
    """(the Gold of ``player``'s unbowed sources whose production does not depend on the cost
    being paid, at most one production of each, plus the non-bowing Gold of
    :func:`extra_sources`; the sources whose production may depend on the cost: Holdings and
    Regions with a ``CardDef.produce``): :func:`available` is the Gold pool, the first and the
    most each of the second produces for the cost (:func:`sources`)."""
    fixed, by_cost = 0, []
    cards = st.cards
    gold = game_index(st).gold_set
    for u in cards_in_play(st):  # as sources() looks at them
        c = cards[u]
        if u in gold and c.controller == player and can_bow_for_gold(st, u):
            if m.ctype(st, u) in ("holding", "region") and _produce(st, u) is not None:
                by_cost.append(u)
            else:
                fixed += max((amount for _, amount, _ in productions(st, u, {}) if amount > 0), default=0)
    return fixed + sum(a for _, a in extra_sources(st, player, {})), tuple(by_cost)


def can_pay(st, player: int, due: int, paying: dict | None = None) -> bool:
    return due <= 0 or available(st, player, paying) >= due


def pay_frame(player: int, due: int, paying: dict | None = None) -> dict:
    return {"step": "ccg.pay", "player": player, "due": due, "paid": 0, "paying": paying or {},
            "restricted": 0}


@STEPS("ccg.pay")
def step_pay(g: "Game", f: dict) -> None:
    st = g.state
    p = st.players[f["player"]]
    ans = take_answer(f)
    if ans is not None:
        if ans == "auto":
            _auto(g, f)
        else:
            _use(g, f, ans)
    ed = edition(st.edition)
    while True:
        short = f["due"] - f["paid"]
        if short <= 0:
            excess = -short
            unrestricted_excess = max(0, excess - f["restricted"])
            if not ed.excess_gold_lost:
                p.gold_pool += unrestricted_excess
            g.pop({"paid": True})
            return
        if p.gold_pool > 0:
            use = min(p.gold_pool, short)
            p.gold_pool -= use
            f["paid"] += use
            continue
        srcs = sources(st, p.index, f["paying"])
        extra = extra_sources(st, p.index, f["paying"])
        if not srcs and not extra:
            g.pop({"paid": False})
            return
        opts = [Option("auto", f"pay the remaining {short} Gold automatically")]
        for uid, label, amount, restricted in srcs:
            opts.append(Option(f"{uid}:{amount}:{int(restricted)}", f"bow {m.title(st, uid)}: {label}"))
        for key, amount in extra:
            opts.append(Option(f"x{key}", f"{m.title(st, int(key.split(':')[0]))}: produce {amount} Gold"))
        g.ask(Decision(p.index, "choose_one", f"Pay {short} more Gold", opts, context="pay"))
        return


def _use(g: "Game", f: dict, ans: str) -> None:
    st = g.state
    if ans.startswith("x"):
        key = ans[1:]
        st.used.append(key)
        f["paid"] += 1
        return
    uid, amount, restricted = (int(x) for x in ans.split(":"))
    st.cards[uid].bowed = True
    f["paid"] += amount
    if restricted:
        f["restricted"] += amount


def _auto(g: "Game", f: dict) -> None:
    """Bow sources to cover the rest: the fewest cards, then the least excess."""
    st = g.state
    p = st.players[f["player"]]
    while f["paid"] < f["due"]:
        short = f["due"] - f["paid"]
        srcs = sources(st, p.index, f["paying"])
        extra = extra_sources(st, p.index, f["paying"])
        if not srcs and not extra:
            return
        if extra and short <= 1 or not srcs:
            _use(g, f, "x" + extra[0][0])
            continue
        exact = [s for s in srcs if s[2] >= short]
        if exact:
            pick = min(exact, key=lambda s: (s[2], s[3]))
        else:
            pick = max(srcs, key=lambda s: s[2])
        _use(g, f, f"{pick[0]}:{pick[2]}:{int(pick[3])}")
