"""Duels as a reusable flow (Appendix I "Duel Timing", D.1-D.9).

A card ability starts a duel by pushing :func:`duel_frame` (``also``: more characters
challenged with ``challenged``, on the same side: D.6). Before D.2 a ``duel_resolves`` event
lets interrupts cancel the duel. Once D.7 finds the result, a ``duel_won`` event for each
winner (``card``, ``loser``: the first loser, ``player``) and a ``duel_lost`` event for each
loser let reactions to winning and losing resolve, and the characters' results are remembered
for the conflict (:func:`has_dueled`); the result is then applied at D.8 by the rule set's ``duel_result`` handler named by the frame's
``on_result`` (plain data, so a duel in progress can be saved). The bids of
D.3-D.4 are an ``lcg.bid`` frame (:mod:`l5r.lcg.phases`).

Decisions where the Rules Reference is silent (a duelist that changes its
state between D.1 and D.6, through interrupts and reactions, which may be
triggered during a duel: D.9 "NOTE"):

* A duelist that leaves play (or is a new instance of its card) is no longer
  involved in the duel ("In Play and Out of Play": pending effects no longer
  interact with it). The duel still resolves, since the bids were made and the
  honor transferred: its side's dueling statistic is 0 (it has no current
  value, D.6) and its controller's duel total is the bid alone (D.7). It is
  neither the winner nor the loser; the other duelist is the winner or the
  loser as the totals say, and the consequences for it apply (D.8).
* A duelist that stops participating (moved home) stays involved: only the
  initiation requires participants (D.1), and D.6 takes the current value of
  its statistic, which a character at home still has.
"""

from __future__ import annotations

from ..engine.game import Game
from ..engine.tables import Handlers
from .actions import do, ev, transfers
from .model import FACTS, base_skill, cannot, glory, player_order, skill
from .state import PLAY

STEPS = Handlers("step")


def duel_frame(initiator: int, challenger: int, challenged: int, stat: str, on_result: str,
               **data) -> dict:
    """D.1: the initiating player's character ``challenger`` against ``challenged``."""
    f = {"step": "lcg.duel", "initiator": initiator, "challenger": challenger,
         "challenged": challenged, "stat": stat, "on_result": on_result, "stage": "D.2"}
    f.update(data)
    return f


def duel_stat(g: Game, uid: int, stat: str, base: bool = False) -> int:
    """D.6: the dueling statistic (a dash counts as 0); ``base``: the duel uses the base skill
    instead of the total ("using each character's base skill": Rules Reference "Base Value")."""
    st = g.state
    c = st.cards[uid]
    if stat == "glory":
        return glory(st, c)
    return (base_skill(st, c, stat) if base else skill(st, c, stat)) or 0


@STEPS("lcg.duel")
def duel(g: Game, f: dict) -> None:
    st = g.state
    stage = f["stage"]
    a, b = f["challenger"], f["challenged"]
    pa, pb = st.cards[a].controller, st.cards[b].controller
    if stage == "D.2" and not f.get("announced"):
        # the duel is about to resolve: interrupts to it may cancel it (Stay Your Hand); its
        # targets are the characters chosen at D.1 (Rules Reference "Duel": not a character that
        # initiates the duel with its own ability)
        f["announced"] = True
        do(g, [ev("duel_resolves", challenger=a, challenged=b, player=f["initiator"],
                  targets=list(f.get("targets", [b])))])
        return
    if stage == "D.2":
        done = f.pop("result", None)
        if done and done[0].get("cancelled"):
            g.log("The duel is cancelled.")
            st.lasting = [e for e in st.lasting if e.get("until") != "duel"]
            g.pop({"duel": {"winner": -1, "loser": -1, "totals": [0, 0], "cancelled": True}})
            return
        f["instances"] = [st.cards[a].instance, st.cards[b].instance]
        f["also_instances"] = [st.cards[u].instance for u in f.get("also", [])]
        g.log(f"Duel ({f['stat']}): {FACTS[st.cards[a].cid].name} challenges "
              f"{' and '.join(FACTS[st.cards[u].cid].name for u in [b, *f.get('also', [])])}.")
        st.uses["duel"] = {}
        f["stage"] = "D.5"
        # D.3-D.4: secret bids, revealed together (by the two duelling players: a third player,
        # in enlightenment, has no character in the duel)
        order = player_order(st)
        if len(order) > 2:
            order = [p for p in order if p in (pa, pb)]
        g.push({"step": "lcg.bid", "purpose": "duel", "order": order, "i": 0, "bids": {}})
        return
    if stage == "D.5":
        bids = {int(k): v for k, v in f.pop("result")["bids"].items()}
        f["bids"] = {str(k): v for k, v in bids.items()}
        f["stage"] = "D.6"
        evs = transfers(bids)
        if evs and f.get("pay_step"):  # the bid may be paid otherwise (vocab_duels)
            g.push({"step": f["pay_step"], "events": evs})
            return
        if evs:
            do(g, evs)
            return
        stage = "D.6"
    if stage == "D.6":
        f.pop("result", None)
        bids = f["bids"]
        side_a, side_b = ([u for u in side if _involved(g, f, u)] for side in sides(f))
        base = f.get("base", False)
        # D.6: several characters on one side add their statistics together (one value)
        sa = sum(duel_stat(g, u, f["stat"], base) for u in side_a)
        sb = sum(duel_stat(g, u, f["stat"], base) for u in side_b)
        if st.config["format"] == "skirmish":
            ta, tb = bids[str(pa)] + (1 if sa > sb else 0), bids[str(pb)] + (1 if sb > sa else 0)
        else:  # D.7: stat + bid
            ta, tb = sa + bids[str(pa)], sb + bids[str(pb)]
        # D.7: the characters of a side win or lose together; a duelist that left play is neither
        winners, losers = (side_a, side_b) if ta > tb else (side_b, side_a) if tb > ta else ([], [])
        # "cannot lose duels": not a loser, the other side still wins (Hida Yakamo)
        losers = [u for u in losers if not cannot(g, "lose_duel", st.cards[u])]
        f["totals"] = [ta, tb]
        f["winners"], f["losers"] = winners, losers
        win, lose = (winners or [-1])[0], (losers or [-1])[0]
        f["winner"], f["loser"] = win, lose
        said = (f"{_names(st, winners)} win{'s' if len(winners) == 1 else ''}." if winners
                else f"{_names(st, losers)} lose{'s' if len(losers) == 1 else ''}." if losers else "a tie.")
        g.log(f"Duel totals {ta}-{tb}: {said}")
        f["stage"] = "D.8"
        for u in winners:
            record_result(g, u, -1)
        for u in losers:
            record_result(g, -1, u)
        # reactions to a character winning (Kakita Blade) or losing a duel, before D.8
        evs = [ev("duel_won", card=u, loser=lose, player=st.cards[u].controller) for u in winners]
        evs += [ev("duel_lost", card=u, winner=win, player=st.cards[u].controller) for u in losers]
        if evs:
            do(g, evs)
            return
        stage = "D.8"
    if stage == "D.8":
        f.pop("result", None)
        f["stage"] = "D.9"
        g.rules.duel_results[f["on_result"]](g, f, f["winner"], f["loser"])  # D.8
        return
    if stage == "D.9":
        f.pop("result", None)
        st.lasting = [e for e in st.lasting if e.get("until") != "duel"]
        g.pop({"duel": {"winner": f["winner"], "loser": f["loser"], "totals": f["totals"],
                        "winners": f["winners"], "losers": f["losers"]}})


def record_result(g: Game, win: int, lose: int) -> None:
    """During a conflict, remember which characters won or lost a duel in it (``uses["conflict"]``,
    per card instance: "a character that has won a duel during this conflict")."""
    st = g.state
    if st.conflict is None:
        return
    table = st.uses.setdefault("conflict", {})
    for result, u in (("won", win), ("lost", lose)):
        if u >= 0:
            table[f"duel_{result}:{u}:{st.cards[u].instance}"] = 1


def has_dueled(st, uid: int, result: str) -> bool:
    """Has card ``uid`` (this instance of it) ``result`` ("won" / "lost") a duel during the
    current conflict (:func:`record_result`)? Never outside a conflict."""
    if st.conflict is None:
        return False
    return f"duel_{result}:{uid}:{st.cards[uid].instance}" in st.uses.get("conflict", {})


def in_duel(st, uid: int) -> bool:
    """Is card ``uid`` one of the characters involved in a duel being resolved (its
    ``lcg.duel`` frame, from D.2 until the duel ends)?"""
    for f in st.stack:
        if f.get("step") == "lcg.duel" and (uid in (f["challenger"], f["challenged"]) or uid in f.get("also", ())):
            return True
    return False


def sides(f: dict) -> tuple[list[int], list[int]]:
    """The duelists of a duel frame: the challenger's side and the challenged side (the
    challenged character and those challenged with it: "against up to two characters")."""
    return [f["challenger"]], [f["challenged"], *f.get("also", [])]


def _names(st, uids: list[int]) -> str:
    return " and ".join(FACTS[st.cards[u].cid].name for u in uids)


def _involved(g: Game, f: dict, uid: int) -> bool:
    """Is duelist ``uid`` still involved: in play as the instance that was challenged (module
    docstring)?"""
    c = g.state.cards[uid]
    if uid == f["challenger"]:
        inst = f.get("instances", [c.instance, c.instance])[0]  # (saves from before instances were kept)
    elif uid == f["challenged"]:
        inst = f.get("instances", [c.instance, c.instance])[1]
    else:
        inst = f.get("also_instances", [])[f.get("also", []).index(uid)]
    return c.zone == PLAY and c.instance == inst
