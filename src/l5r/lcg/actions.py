"""Game actions: named state changes, resolved as events in event windows.

Each game action has a name (``"bow"``, ``"honor"``, ``"discard_from_play"``...)
that restrictions refer to ("cannot be bowed" is a lasting effect of type
``cannot`` naming ``bow``). An action is carried out by building event dicts
and pushing an event frame (:func:`do`), so that interrupts and reactions get
their windows (Rules Reference "Triggered Abilities", "Nested Ability
Sequences"). :data:`APPLY` maps each event name to the code that changes the
state when the event resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..engine.windows import APPLY as APPLY_STAGE, events_frame
from .model import (
    FACTS, broken_count, discard_zone, effects, has_keyword, name, opponents, place,
    player_order,
)
from .state import (
    ATTACHED, CONFLICT_DECK, CONFLICT_DISCARD, DYNASTY_DECK, DYNASTY_DISCARD, HAND,
    IN_PROVINCE, PLAY, STRONGHOLD_SLOT, Card,
)

if TYPE_CHECKING:
    from ..engine.game import Game

APPLY: dict[str, Callable[["Game", dict, dict], None]] = {}


def applies(name_: str):
    def deco(fn):
        APPLY[name_] = fn
        return fn
    return deco


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


def by_opponent_card(g: "Game", e: dict, action: str, c: Card) -> bool:
    """Is this event an opponent's card effect that ``c`` is protected from
    ("opponents' card effects cannot <action> it", e.g. Borderlands Defender)?"""
    by = e.get("by")
    return by is not None and by != c.controller and cannot(g, f"{action}_by_opponent_card", c)


# ------------------------------------------------------------ restrictions
def cannot(g: "Game", action: str, c: Card) -> bool:
    """Is ``c`` under a "cannot <action>" effect or immune to it? (Rules Reference "Cannot")"""
    for e in effects(g.state):
        if e["type"] == "cannot" and action in e["actions"]:
            for uid, inst in e.get("targets", ()):
                if uid == c.uid and inst == c.instance:
                    return True
    return False


def can_bow(g, c):
    return ((c.zone in (PLAY, ATTACHED) or FACTS[c.cid].type in ("stronghold", "holding"))
            and not c.bowed and not cannot(g, "bow", c))


def player_cannot(g: "Game", action: str, p: int) -> bool:
    """A "cannot" effect on a player (e.g. "opponents cannot play events")."""
    for e in effects(g.state):
        if e["type"] == "player_cannot" and action in e["actions"] and p in e["players"]:
            return True
    return False


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
            g.log(f"{st.players[p].name} wins the game ({reasons[p]}).")
            return


# ------------------------------------------------------------ appliers
@applies("bow")
def _bow(g, f, e):
    c = g.state.cards[e["card"]]
    if by_opponent_card(g, e, "bow", c):
        e["cancelled"] = True
        return
    if not c.bowed:
        c.bowed = True
        g.log(f"{name(g, c.uid)} bows.")


@applies("ready")
def _ready(g, f, e):
    c = g.state.cards[e["card"]]
    if c.bowed:
        c.bowed = False
        g.log(f"{name(g, c.uid)} readies.")


@applies("honor")
def _honor(g, f, e):
    """Rules Reference "Personal Honor": honoring a dishonored character makes it ordinary."""
    c = g.state.cards[e["card"]]
    if c.status < 1 and not cannot(g, "honor", c):
        c.status += 1
        g.log(f"{name(g, c.uid)} is honored.")
    else:  # already honored, or "cannot": it is not honored (no "after ... is honored")
        e["cancelled"] = True


@applies("dishonor")
def _dishonor(g, f, e):
    c = g.state.cards[e["card"]]
    if c.status > -1 and not cannot(g, "dishonor", c):
        c.status -= 1
        g.log(f"{name(g, c.uid)} is dishonored.")
    else:  # already dishonored, or "cannot" (Steward of Law: no dishonored token for an ordinary one)
        e["cancelled"] = True


@applies("taint")
def _taint(g, f, e):
    g.state.cards[e["card"]].tainted = True


@applies("gain_fate")
def _gain_fate(g, f, e):
    p = g.state.players[e["player"]]
    p.fate += e["amount"]
    g.log(f"{p.name} gains {e['amount']} fate ({p.fate}).")


@applies("lose_fate")
def _lose_fate(g, f, e):
    p = g.state.players[e["player"]]
    amt = min(e["amount"], p.fate)
    p.fate -= amt
    e["amount"] = amt


@applies("gain_honor")
def _gain_honor(g, f, e):
    p = g.state.players[e["player"]]
    p.honor += e["amount"]
    g.log(f"{p.name} gains {e['amount']} honor ({p.honor}).")
    check_victory(g)


@applies("lose_honor")
def _lose_honor(g, f, e):
    p = g.state.players[e["player"]]
    amt = min(e["amount"], p.honor)
    p.honor -= amt
    e["amount"] = amt
    g.log(f"{p.name} loses {amt} honor ({p.honor}).")
    check_victory(g)


def transfer(g, e, token: str) -> None:
    """Give/take ``token`` ("honor" or "fate") between players (Rules Reference "Give",
    "Take"): the giver loses at most what he has, the receiver gains that much."""
    st = g.state
    src, dst = st.players[e["from"]], st.players[e["to"]]
    amt = min(e["amount"], getattr(src, token))
    setattr(src, token, getattr(src, token) - amt)
    setattr(dst, token, getattr(dst, token) + amt)
    e["amount"] = amt
    g.log(f"{src.name} gives {amt} {token} to {dst.name} ({getattr(src, token)}/{getattr(dst, token)}).")


@applies("transfer_honor")
def _transfer_honor(g, f, e):
    transfer(g, e, "honor")
    check_victory(g)


@applies("draw")
def _draw(g, f, e):
    for _ in range(e["amount"]):
        draw_one(g, e["player"])
        if g.state.winner is not None:
            return


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
    g.log(f"{pl.name} runs out of their {deck.replace('_', ' ')} and loses {amt} honor.")
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


@applies("place_fate")
def _place_fate(g, f, e):
    """Place fate on a card; Legendary X: fate cannot be added to it."""
    from .keywords import can_add_fate
    c = g.state.cards[e["card"]]
    if not can_add_fate(g.state, c):
        e["cancelled"] = True
        return
    c.fate += e["amount"]
    if e.get("from_player") is not None:
        g.state.players[e["from_player"]].fate -= e["amount"]


@applies("remove_fate")
def _remove_fate(g, f, e):
    c = g.state.cards[e["card"]]
    if cannot(g, "remove_fate", c):  # "cannot lose fate"
        e["cancelled"] = True
        return
    amt = min(e["amount"], c.fate)
    c.fate -= amt
    e["amount"] = amt
    if amt:
        g.log(f"{amt} fate is removed from {name(g, c.uid)}.")


@applies("discard_from_hand")
def _discard_from_hand(g, f, e):
    st = g.state
    c = st.cards[e["card"]]
    if c.zone == HAND:
        place(st, c, discard_zone(c))
        g.log(f"{st.players[c.owner].name} discards {name(g, c.uid)}.")


@applies("leaves_play")
def _leaves_play(g, f, e):
    """Rules Reference "Leaves Play": tokens return, attachments are discarded
    (ancestral ones return to hand), lasting effects end (new instance)."""
    st = g.state
    c = st.cards[e["card"]]
    if c.zone not in (PLAY, ATTACHED, IN_PROVINCE) or e.get("instance", c.instance) != c.instance:
        e["cancelled"] = True  # gone, or a new instance of the card (``instance``: the one meant)
        return
    dest = e.get("to") or discard_zone(c)
    if dest in (CONFLICT_DISCARD, DYNASTY_DISCARD) and e.get("reason") != "sacrificed" \
            and cannot(g, "discard", c):  # "cannot be discarded" (a sacrifice is no discard)
        e["cancelled"] = True
        return
    e["controller"] = c.controller
    e["status"] = c.status
    # keywords as the card had them when it left play (gained or blanked)
    e["keywords"] = [k for k in ("courtesy", "sincerity") if has_keyword(st, c, k)]
    cf = st.conflict
    if cf is not None:
        if c.uid in cf.attackers:
            cf.attackers.remove(c.uid)
        if c.uid in cf.defenders:
            cf.defenders.remove(c.uid)
    for a in list(c.attachments):
        ac = st.cards[a]
        if has_keyword(st, ac, "ancestral"):
            place(st, ac, HAND)
        else:
            place(st, ac, discard_zone(ac))
        g.log(f"{name(g, a)} leaves play with its host.")
    slot = c.slot if c.zone == IN_PROVINCE else -1
    place(st, c, dest, bottom=e.get("bottom", False))
    g.log(f"{name(g, c.uid)} leaves play ({e.get('reason', 'discarded')}).")
    if slot >= 0:
        refill_if_empty(g, c.owner, slot)


def after_leaves_play(g: "Game", e: dict) -> list[dict]:
    """Consequences that resolve after a card leaves play, before reactions:
    status tokens (Personal Honor), Courtesy and Sincerity keywords."""
    st = g.state
    c = st.cards[e["card"]]
    p = e.get("controller", c.owner)
    out = []
    if e.get("status", 0) > 0:
        out.append(ev("gain_honor", player=p, amount=1))
    elif e.get("status", 0) < 0:
        out.append(ev("lose_honor", player=p, amount=1))
    kws = e.get("keywords", ())
    if "courtesy" in kws:
        out.append(ev("gain_fate", player=p, amount=1))
    if "sincerity" in kws:
        out.append(ev("draw", player=p, amount=1))
    return out


@applies("enter_play")
def _enter_play(g, f, e):
    """A character enters play ready, at home or into the conflict; an
    attachment attaches to its host (Rules Reference "Enters Play")."""
    st = g.state
    c = st.cards[e["card"]]
    from_slot = c.slot if c.zone == IN_PROVINCE else -1
    if e.get("host", -1) >= 0:
        place(st, c, ATTACHED, player=e["player"], host=e["host"])
    else:
        place(st, c, PLAY, player=e["player"])
        c.bowed = False
        if e.get("into_conflict") and st.conflict is not None:
            cf = st.conflict
            (cf.attackers if e["player"] == cf.attacker else cf.defenders).append(c.uid)
        if FACTS[c.cid].has_keyword("corrupted"):
            c.tainted = True
        leg = FACTS[c.cid].legendary
        if leg:
            c.fate = leg
        elif e.get("fate"):  # additional fate chosen while playing it
            n = min(e["fate"], st.players[e["player"]].fate)
            st.players[e["player"]].fate -= n
            c.fate += n
    g.log(f"{st.players[e['player']].name} puts {name(g, c.uid)} into play" +
          (" in the conflict." if e.get("into_conflict") else "."))
    e["from_slot"] = from_slot


@applies("break_province")
def _break(g, f, e):
    st = g.state
    c = st.cards[e["card"]]
    if not c.broken:
        c.broken = True
        g.log(f"{name(g, c.uid)} ({st.players[c.controller].name}) is broken.")
        check_victory(g)


@applies("reveal_province")
def _reveal(g, f, e):
    c = g.state.cards[e["card"]]
    if c.facedown:
        c.facedown = False
        g.log(f"Province {name(g, c.uid)} is revealed.")


@applies("claim_ring")
def _claim_ring(g, f, e):
    st = g.state
    r = st.rings[e["ring"]]
    r.claimed_by = e["player"]
    r.fate = 0
    g.log(f"{st.players[e['player']].name} claims the {r.element} ring.")


@applies("move_home")
def _move_home(g, f, e):
    st = g.state
    cf = st.conflict
    if cf is None:
        return
    u = e["card"]
    if by_opponent_card(g, e, "move_home", st.cards[u]):
        e["cancelled"] = True
        return
    if u in cf.attackers:
        cf.attackers.remove(u)
    if u in cf.defenders:
        cf.defenders.remove(u)
    if e.get("bow"):
        st.cards[u].bowed = True


@applies("move_to_conflict")
def _move_to_conflict(g, f, e):
    st = g.state
    cf = st.conflict
    c = st.cards[e["card"]]
    if cf is None or c.uid in cf.attackers or c.uid in cf.defenders or c.zone != PLAY \
            or by_opponent_card(g, e, "move_to_conflict", c):
        e["cancelled"] = True  # no move happened: nothing reacts to it (Rules Reference "Move")
        return
    (cf.attackers if c.controller == cf.attacker else cf.defenders).append(c.uid)
    g.log(f"{name(g, c.uid)} moves to the conflict.")


@applies("framework")
def _framework(g, f, e):
    """A framework step as an event: its work is done by the step itself."""
