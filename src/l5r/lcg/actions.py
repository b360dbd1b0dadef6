"""Game actions: named state changes, caused as events (Rules Reference
"Triggered Abilities", "Nested Ability Sequences").

Each game action has a name (``"bow"``, ``"honor"``, ``"leaves_play"``...)
that restrictions refer to ("cannot be bowed" is a lasting effect of type
``cannot`` naming ``bow``: :func:`l5r.lcg.model.cannot`). An action is caused
by building event dicts (:func:`ev`) and pushing an event frame (:func:`do`),
so that interrupts and reactions get their windows; what each event changes
when it resolves is its applier (:mod:`l5r.lcg.appliers`, and the vocabulary
modules for their own events).

This module also holds the state changes the rules make directly, outside an
event: checking victory ("Winning the Game"), drawing, filling provinces and
running out of cards, and the events the state itself calls for
(:func:`state_events`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.names import agree, says, their
from ..engine.windows import APPLY as APPLY_STAGE, events_frame
from .model import broken_count, opponents, place, player_order
from .state import (
    CONFLICT_DECK, CONFLICT_DISCARD, DYNASTY_DECK, DYNASTY_DISCARD, HAND, IN_PROVINCE, STRONGHOLD_SLOT,
)

if TYPE_CHECKING:
    from ..engine.game import Game


def ev(name_: str, **data) -> dict:
    data["name"] = name_
    return data


def do(g: "Game", events: list[dict], **data) -> None:
    """Push an event frame resolving ``events`` together (shared windows).

    Each event records ``by``: the player whose card effect causes it (the
    nearest ability being resolved), or None for ring effects and framework
    steps, which are not card effects."""
    by = _card_effect_player(g.state.stack)
    for e in events:
        e.setdefault("by", by)
    g.push(events_frame(events, **data))


def shared_reactions(f: dict) -> dict:
    """``do`` arguments for events caused while event frame ``f`` resolves
    whose reactions share the window ``f``'s do (``reactions_in``, see
    :mod:`l5r.engine.windows`); empty otherwise."""
    i = f.get("reactions_in")
    return {} if i is None else {"reactions_in": i}


def _card_effect_player(stack: list) -> int | None:
    for f in reversed(stack):
        step = f["step"]
        if step == "lcg.ability":
            return f["player"]
        if step in ("lcg.ring_effect", "lcg.fw"):
            return None
    return None


def state_events(g: "Game") -> list[dict]:
    """Events the state itself calls for (the rule set's ``state_check`` hooks,
    e.g. a lasting "discarded if its skill is 0"), checked after each event frame
    and each resolved ability."""
    out: list[dict] = []
    for fn in g.rules.state_checks:
        out.extend(fn(g))
    return out


def transfers(bids: dict[int, int]) -> list[dict]:
    """The honor transfer after two revealed bids: the higher bidder gives the
    difference to the lower bidder (2.4 of the draw phase, D.5 of a duel); the event says
    it comes from an honor bid (``bid``)."""
    ps = sorted(bids)
    if len(ps) != 2:
        return []  # multiplayer transfers: later formats
    a, b = ps
    if bids[a] == bids[b]:
        return []
    hi, lo = (a, b) if bids[a] > bids[b] else (b, a)
    return [ev("transfer_honor", **{"from": hi, "to": lo, "amount": bids[hi] - bids[lo], "bid": True})]


# ------------------------------------------------------------ victory
def check_victory(g: "Game") -> None:
    """Rules Reference "Winning the Game" (stronghold format) with the
    simultaneous-win rule: the first player wins if they reached a victory
    condition, otherwise the nearest player to their left who did."""
    st = g.state
    if st.winner is not None or st.phase == "setup" and not st.players[0].honor and not st.players[1].honor:
        return
    top = st.stack[-1] if st.stack else None
    if top is not None and top["step"] == "events" and top["stage"] == APPLY_STAGE:
        return  # events resolve simultaneously: checked once they all have (after_events)
    fmt = st.config.get("format", "stronghold")
    target = 12 if fmt == "skirmish" else 25
    winners: list[int] = []
    reasons: dict[int, str] = {}
    for p in st.players:
        if p.eliminated:
            continue
        if p.honor >= target:
            winners.append(p.index)
            reasons[p.index] = "honor"
    for p in st.players:
        if p.eliminated:
            continue
        lost = None
        if p.honor <= 0:
            lost = "dishonor"
        elif fmt == "skirmish":
            if broken_count(st, p.index) >= 3:
                lost = "conquest"
        else:
            sp = st.players[p.index].provinces
            if sp and st.cards[sp[STRONGHOLD_SLOT]].broken:
                lost = "conquest"
        if lost:
            for o in opponents(st, p.index):
                if o not in winners:
                    winners.append(o)
                    reasons[o] = lost
    if not winners:
        return
    for p in player_order(st):
        if p in winners:
            st.winner = p
            st.victory = reasons[p]
            g.log(f"{says(st.players[p].name, 'wins')} the game ({reasons[p]}).")
            return


# ------------------------------------------------------------ drawing and provinces
def draw_one(g: "Game", p: int) -> int | None:
    """Draw the top conflict card; an empty deck costs honor and reshuffles
    the discard pile (Rules Reference "Running Out of Cards")."""
    st = g.state
    pl = st.players[p]
    if not pl.conflict_deck and not run_out(g, p, CONFLICT_DECK, CONFLICT_DISCARD):
        return None
    uid = pl.conflict_deck[-1]
    place(st, st.cards[uid], HAND)
    return uid


def run_out(g: "Game", p: int, deck: str, discard: str) -> bool:
    st = g.state
    pl = st.players[p]
    loss = 3 if st.config.get("format") == "skirmish" else 5
    amt = min(loss, pl.honor)
    pl.honor -= amt
    g.log(f"{says(pl.name, 'runs')} out of {their(pl.name)} {deck.replace('_', ' ')} and {agree(pl.name, 'loses')} {amt} honor.")
    check_victory(g)
    pile = getattr(pl, discard)
    cards = list(pile)
    for u in cards:
        place(st, st.cards[u], deck)
    g.shuffle(getattr(pl, deck))
    return bool(getattr(pl, deck)) and st.winner is None


def fill_province(g: "Game", p: int, slot: int, faceup: bool = False) -> None:
    """Rules Reference "Fill a Province" / "Refill a Province"."""
    st = g.state
    pl = st.players[p]
    if not pl.dynasty_deck and not run_out(g, p, DYNASTY_DECK, DYNASTY_DISCARD):
        return
    uid = pl.dynasty_deck[-1]
    place(st, st.cards[uid], IN_PROVINCE, slot=slot, facedown=not faceup)


def refill_if_empty(g: "Game", p: int, slot: int) -> None:
    if slot != STRONGHOLD_SLOT and not g.state.players[p].province_cards[slot]:
        fill_province(g, p, slot)
