"""Ring effects (Rules Reference "Ring Effects", framework step 3.2.6).

A ring effect frame ``{"step": "lcg.ring_effect", "player", "element"}`` offers
the resolving player every way the element's effect can change the game
state, plus declining ("may resolve").
"""

from __future__ import annotations

from ..engine.decision import Decision, Option
from ..engine.game import Game, take_answer
from ..engine.names import says
from ..engine.tables import Handlers
from .actions import do, ev
from .model import FACTS, cannot, characters, effects_of, frozen, opponent

STEPS = Handlers("step")


def ring_effects_cancelled(g: Game) -> bool:
    """Does a constant ability cancel every ring effect now (Pilgrimage:
    "during conflicts at this province, cancel all ring effects", ring effects
    that card abilities resolve included: ruling)? A constant ability, it
    cancels the effect as it would initiate, before any interrupt to it; a
    ring effect resolving for winning the conflict is cancelled but the ring
    is still claimed (Rules Reference "Cancel")."""
    return bool(effects_of(g.state, "cancel_ring_effects"))


def _immune(g: Game, c, p: int) -> bool:
    """Immune to ring effects, or to those an opponent of its controller resolves
    (``opponents_ring_effects``: Isawa Kaede; Rules Reference "Immune")."""
    return cannot(g, "ring_effects", c) or (c.controller != p and cannot(g, "opponents_ring_effects", c))


def ring_options(g: Game, p: int, element: str) -> list[Option]:
    with frozen(g.state):
        return _ring_options(g, p, element)


def _ring_options(g: Game, p: int, element: str) -> list[Option]:
    st = g.state
    skirmish = st.config["format"] == "skirmish"
    opp = opponent(st, p)
    opts: list[Option] = []
    if element == "air":
        if st.players[opp].honor > 0:
            opts.append(Option("take", "Take 1 honor from your opponent"))
        if not skirmish:
            opts.append(Option("gain", "Gain 2 honor"))
    elif element == "earth":
        if skirmish:
            opts.append(Option("draw", "Draw 1 card"))
            if st.players[opp].hand:
                opts.append(Option("discard", "Discard 1 random card from your opponent's hand"))
        else:
            opts.append(Option("earth", "Draw 1 card; your opponent discards 1 random card"))
    elif element == "fire":
        for c in characters(st):
            if _immune(g, c, p):
                continue
            n = FACTS[c.cid].name
            if c.status < 1 and not cannot(g, "honor", c):
                opts.append(Option(f"honor:{c.uid}", f"Honor {n}"))
            if c.status > -1 and not cannot(g, "dishonor", c):
                opts.append(Option(f"dishonor:{c.uid}", f"Dishonor {n}"))
    elif element == "water":
        for c in characters(st):
            if _immune(g, c, p):
                continue
            if skirmish and (c.fate > 1 or (st.conflict and (c.uid in st.conflict.attackers or c.uid in st.conflict.defenders))):
                continue
            n = FACTS[c.cid].name
            if c.bowed and not cannot(g, "ready", c):
                opts.append(Option(f"ready:{c.uid}", f"Ready {n}"))
            if not c.bowed and (c.fate == 0 or skirmish) and not cannot(g, "bow", c):
                opts.append(Option(f"bow:{c.uid}", f"Bow {n}"))
    elif element == "void":
        for c in characters(st):
            if c.fate > 0 and not _immune(g, c, p) and not cannot(g, "remove_fate", c):
                opts.append(Option(f"void:{c.uid}", f"Remove 1 fate from {FACTS[c.cid].name}"))
    return opts


@STEPS("lcg.ring_effect")
def ring_effect(g: Game, f: dict) -> None:
    """Resolve one ring effect for ``player`` (or let them decline)."""
    st = g.state
    p = f["player"]
    el = f["element"]
    if not f.get("initiated"):  # the ring effect is an effect: it can be cancelled
        if ring_effects_cancelled(g):
            g.log(f"The {el} ring effect is cancelled.")
            g.pop()
            return
        f["initiated"] = True
        do(g, [ev("ring_effect", player=p, ring=f.get("ring", el), element=el)])
        return
    if "result" in f:
        if f.pop("result")[0].get("cancelled"):
            g.log(f"The {el} ring effect is cancelled.")
            g.pop()
            return
    ans = take_answer(f)
    if ans is not None:
        g.pop()
        if ans == "decline":
            g.log(f"{says(st.players[p].name, 'declines')} the {el} ring effect.")
            return
        g.log(f"{says(st.players[p].name, 'resolves')} the {el} ring effect.")
        opp = opponent(st, p)
        evs = _events(g, p, opp, ans)
        if evs:
            do(g, evs, ring=el)
        return
    opts = ring_options(g, p, el)
    if not opts:
        g.pop()
        return
    if not f.get("must"):  # a card saying "resolve that ring's effect" allows no declining
        opts.append(Option("decline", "Do not resolve the ring effect"))
    g.ask(Decision(p, "choose_one", f"Resolve the {el} ring effect?", opts, context="ring_effect"))


def _events(g: Game, p: int, opp: int, ans: str) -> list[dict]:
    st = g.state
    if ans == "take":
        return [ev("transfer_honor", **{"from": opp, "to": p, "amount": 1})]
    if ans == "gain":
        return [ev("gain_honor", player=p, amount=2)]
    if ans in ("earth", "draw", "discard"):
        out = []
        if ans in ("earth", "draw"):
            out.append(ev("draw", player=p, amount=1))
        hand = st.players[opp].hand
        if ans in ("earth", "discard") and hand:
            out.append(ev("discard_from_hand", card=hand[g.rand_below(len(hand))], random=True))
        return out
    kind, uid = ans.split(":")
    uid = int(uid)
    if kind == "void":
        return [ev("remove_fate", card=uid, amount=1)]
    return [ev(kind, card=uid)]
