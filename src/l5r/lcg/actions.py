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
from .formats import (
    ENLIGHTENMENT, TEAM_CONQUEST, TEAM_HONOR, eliminate, enlightened, stronghold_broken, team_winner,
)
from .model import broken_count, opponents, place, player_cannot, player_order
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
    if st.winner is not None or st.phase == "setup" and not any(p.honor for p in st.players):
        return
    top = st.stack[-1] if st.stack else None
    if top is not None and top["step"] == "events" and top["stage"] == APPLY_STAGE:
        return  # events resolve simultaneously: checked once they all have (after_events)
    fmt = st.config.get("format", "stronghold")
    if fmt == ENLIGHTENMENT:
        _check_enlightenment(g)
        return
    if fmt == TEAM_CONQUEST:
        _check_team(g)
        return
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


def _check_enlightenment(g: "Game") -> None:
    """Rules Reference "Winning the Game", enlightenment: all five elements claimed on
    one's provinces or 25 honor wins; a broken stronghold province or 0 honor eliminates;
    the last player left wins (:mod:`l5r.lcg.formats`, Decisions 10-11)."""
    st = g.state
    order = player_order(st)
    for p in order:
        pl = st.players[p]
        if pl.honor >= 25 or enlightened(st, p):
            st.winner = p
            st.victory = "honor" if pl.honor >= 25 else "enlightenment"
            g.log(f"{says(pl.name, 'wins')} the game ({st.victory}).")
            return
    out: dict[int, str] = {}
    for p in order:
        pl = st.players[p]
        if pl.honor <= 0:
            out[p] = "dishonor"
        elif pl.provinces and st.cards[pl.provinces[STRONGHOLD_SLOT]].broken:
            out[p] = "conquest"
    for p, why in out.items():
        eliminate(g, p, why)
    left = player_order(st)
    if out and len(left) == 1:
        st.winner = left[0]
        st.victory = out[next(reversed(out))]
        g.log(f"{says(st.players[left[0]].name, 'wins')} the game ({st.victory}).")


def _check_team(g: "Game") -> None:
    """Rules Reference "Winning the Game", team conquest: a team wins with 50 honor together,
    or when the stronghold province of each opposing player is broken; a player is never
    eliminated alone, and one at 0 honor has their stronghold province broken ("Player
    Elimination": the penalties; :mod:`l5r.lcg.formats`, Decisions 13-14)."""
    st = g.state
    cards = st.cards
    order = player_order(st)
    for p in order:
        pl = st.players[p]
        if pl.honor <= 0 and pl.provinces and not stronghold_broken(st, p):
            cards[pl.provinces[STRONGHOLD_SLOT]].broken = True
            g.log(f"{says(pl.name, 'has')} no honor left: {their(pl.name)} stronghold province is broken.")
        if stronghold_broken(st, p) and pl.stronghold >= 0:
            sh = cards[pl.stronghold]
            if not any(e.get("source") == sh.uid and e["type"] == "blank" for e in st.lasting):
                # the stronghold's printed text box is blank (except for Traits) from now on
                st.lasting.append({"type": "blank", "targets": [[sh.uid, sh.instance]], "keep_traits": True,
                                   "source": sh.uid, "player": p})
    teams = {st.players[p].team for p in order}
    won: dict[int, str] = {}
    for t in teams:
        if sum(st.players[q].honor for q in order if st.players[q].team == t) >= TEAM_HONOR:
            won[t] = "honor"
    for t in teams:
        if all(stronghold_broken(st, q) for q in order if st.players[q].team == t):
            for o in teams - {t}:
                won.setdefault(o, "conquest")
    for p in order:
        t = st.players[p].team
        if t in won:
            st.winner = team_winner(st, t)
            st.victory = won[t]
            names = " and ".join(st.players[q].name for q in order if st.players[q].team == t)
            g.log(f"{names} win the game ({won[t]}).")
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
    amt = 0 if player_cannot(g, "lose_honor", p) else min(loss, pl.honor)  # (Righteous Magistrate)
    pl.honor -= amt
    g.log(f"{says(pl.name, 'runs')} out of {their(pl.name)} {deck.replace('_', ' ')} and {agree(pl.name, 'loses')} {amt} honor.")
    check_victory(g)
    if st.config.get("format") == TEAM_CONQUEST and stronghold_broken(st, p):
        return False  # a player whose stronghold province is broken cannot reshuffle (Player Elimination)
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


def refill_if_empty(g: "Game", p: int, slot: int, faceup: bool = False) -> None:
    """Rules Reference "Refill a Province": an empty province (not the stronghold's) is
    refilled (``faceup``: "refill it faceup")."""
    if slot != STRONGHOLD_SLOT and not g.state.players[p].province_cards[slot]:
        fill_province(g, p, slot, faceup)
