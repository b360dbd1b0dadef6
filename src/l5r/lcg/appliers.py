"""Event appliers: how the events of the core game actions change the state when
they resolve (step 4 of an event window, :mod:`l5r.engine.windows`), and the
consequences the rules resolve right after some of them, before reactions.

Events that only mark a moment (a phase began, a conflict was won...) have no
applier. The vocabulary modules apply their own events (``move_fate``,
``switch_contested_ring``...), each in a table of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.names import obj, says
from ..engine.tables import Handlers
from .actions import check_victory, draw_one, ev, refill_if_empty
from .formats import claim_on_province, is_enlightenment, side_player, take_rings_on
from .hooks import after
from .keywords import can_add_fate
from .model import (
    FACTS, cannot, discard_zone, effects_of, frozen, has_keyword, name, place, player_cannot, status_ignored,
)
from .state import ATTACHED, CONFLICT_DISCARD, DYNASTY_DISCARD, HAND, IN_PROVINCE, PLAY, Card

if TYPE_CHECKING:
    from ..engine.game import Game

APPLIERS = Handlers("applier")


def by_opponent_card(g: "Game", e: dict, action: str, c: Card) -> bool:
    """Is this event an opponent's card effect that ``c`` is protected from
    ("opponents' card effects cannot <action> it", e.g. Borderlands Defender)?"""
    by = e.get("by")
    return by is not None and by != c.controller and cannot(g, f"{action}_by_opponent_card", c)


@APPLIERS("bow")
def _bow(g, f, e):
    c = g.state.cards[e["card"]]
    if by_opponent_card(g, e, "bow", c):
        e["cancelled"] = True
        return
    if not c.bowed:
        c.bowed = True
        if not e.get("resolution"):  # (3.2.8's bows are not narrated one by one)
            g.log(f"{name(g, c.uid)} bows.")


@APPLIERS("ready")
def _ready(g, f, e):
    c = g.state.cards[e["card"]]
    if c.bowed:
        c.bowed = False
        g.log(f"{name(g, c.uid)} readies.")


@APPLIERS("honor")
def _honor(g, f, e):
    """Rules Reference "Personal Honor": honoring a dishonored character makes it ordinary."""
    c = g.state.cards[e["card"]]
    if c.status < 1 and not cannot(g, "honor", c):
        c.status += 1
        g.log(f"{name(g, c.uid)} is honored.")
    else:  # already honored, or "cannot": it is not honored (no "after ... is honored")
        e["cancelled"] = True


@APPLIERS("dishonor")
def _dishonor(g, f, e):
    c = g.state.cards[e["card"]]
    if c.status > -1 and not cannot(g, "dishonor", c):
        c.status -= 1
        g.log(f"{name(g, c.uid)} is dishonored.")
    else:  # already dishonored, or "cannot" (Steward of Law: no dishonored token for an ordinary one)
        e["cancelled"] = True


@APPLIERS("taint")
def _taint(g, f, e):
    g.state.cards[e["card"]].tainted = True


@APPLIERS("gain_fate")
def _gain_fate(g, f, e):
    p = g.state.players[e["player"]]
    p.fate += e["amount"]
    g.log(f"{says(p.name, 'gains')} {e['amount']} fate ({p.fate}).")


@APPLIERS("lose_fate")
def _lose_fate(g, f, e):
    p = g.state.players[e["player"]]
    amt = min(e["amount"], p.fate)
    p.fate -= amt
    e["amount"] = amt


def honor_gain_allowed(g: "Game", p: int, amount: int) -> int:
    """How much of ``amount`` honor player ``p`` may gain now, counted toward what ``p`` has
    gained this phase: a constant effect ``honor_gain_limit`` ("cannot gain more than N honor
    each phase": Silent Ones Monastery) prevents the rest (Rules Reference Appendix III, Silent
    Ones Monastery: honor given is not lost by the giver when it is not gained)."""
    st = g.state
    if player_cannot(g, "gain_honor", p):  # "players cannot gain honor" (Righteous Magistrate)
        return 0
    key = f"honor_gained:{p}"
    phase = st.uses.setdefault("phase", {})
    caps = [e["value"] for e in effects_of(st, "honor_gain_limit") if p in e["players"]]
    if caps:
        amount = max(0, min(amount, min(caps) - phase.get(key, 0)))
    if amount > 0:
        phase[key] = phase.get(key, 0) + amount
    return amount


@APPLIERS("gain_honor")
def _gain_honor(g, f, e):
    p = g.state.players[e["player"]]
    e["amount"] = honor_gain_allowed(g, e["player"], e["amount"])
    p.honor += e["amount"]
    g.log(f"{says(p.name, 'gains')} {e['amount']} honor ({p.honor}).")
    check_victory(g)


@APPLIERS("lose_honor")
def _lose_honor(g, f, e):
    p = g.state.players[e["player"]]
    amt = min(e["amount"], p.honor)
    if e.get("paid"):  # an honor cost, already paid (l5r.lcg.vocab.Cost): only its reactions follow
        return
    if player_cannot(g, "lose_honor", e["player"]):  # "players cannot lose honor" (Rules Reference "Cannot")
        e["cancelled"] = True
        return
    p.honor -= amt
    e["amount"] = amt
    g.log(f"{says(p.name, 'loses')} {amt} honor ({p.honor}).")
    check_victory(g)


def transfer(g, e, token: str) -> None:
    """Give/take ``token`` ("honor" or "fate") between players (Rules Reference "Give",
    "Take"): the giver loses at most what he has, the receiver gains that much."""
    st = g.state
    src, dst = st.players[e["from"]], st.players[e["to"]]
    amt = min(e["amount"], getattr(src, token))
    if token == "honor" and player_cannot(g, "lose_honor", e["from"]):  # the giver cannot lose it: none moves
        amt = 0
    if token == "honor":  # what the receiver cannot gain is not lost by the giver
        amt = honor_gain_allowed(g, e["to"], amt)
    setattr(src, token, getattr(src, token) - amt)
    setattr(dst, token, getattr(dst, token) + amt)
    e["amount"] = amt
    g.log(f"{says(src.name, 'gives')} {amt} {token} to {obj(dst.name)} ({getattr(src, token)}/{getattr(dst, token)}).")


@APPLIERS("transfer_honor")
def _transfer_honor(g, f, e):
    transfer(g, e, "honor")
    check_victory(g)


@APPLIERS("transfer_fate")
def _transfer_fate(g, f, e):
    transfer(g, e, "fate")


@APPLIERS("draw")
def _draw(g, f, e):
    for _ in range(e["amount"]):
        draw_one(g, e["player"])
        if g.state.winner is not None:
            return


@APPLIERS("place_fate")
def _place_fate(g, f, e):
    """Place fate on a card; Legendary X: fate cannot be added to it. From a player's fate pool
    (``from_player``) or a ring (``from_ring``, its element: Being and Becoming), as much as
    that holds."""
    c = g.state.cards[e["card"]]
    src = e.get("from_player")
    if src is not None:  # from a player's fate pool: as much as it holds
        e["amount"] = min(e["amount"], g.state.players[src].fate)
    ring = e.get("from_ring")
    if ring is not None:
        e["amount"] = min(e["amount"], g.state.rings[ring].fate)
    if not can_add_fate(g.state, c) or e["amount"] <= 0:
        e["cancelled"] = True
        return
    c.fate += e["amount"]
    if src is not None:
        g.state.players[src].fate -= e["amount"]
    if ring is not None:
        g.state.rings[ring].fate -= e["amount"]


@APPLIERS("remove_fate")
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


@APPLIERS("discard_from_hand")
def _discard_from_hand(g, f, e):
    st = g.state
    c = st.cards[e["card"]]
    if c.zone == HAND:
        place(st, c, discard_zone(c))
        g.log(f"{says(st.players[c.owner].name, 'discards')} {name(g, c.uid)}.")


@APPLIERS("leaves_play")
def _leaves_play(g, f, e):
    """Rules Reference "Leaves Play": tokens return, attachments are discarded
    (ancestral ones return to hand), lasting effects end (new instance)."""
    st = g.state
    c = st.cards[e["card"]]
    if c.zone not in (PLAY, ATTACHED, IN_PROVINCE) or e.get("instance", c.instance) != c.instance:
        e["cancelled"] = True  # gone, or a new instance of the card (``instance``: the one meant)
        return
    dest = e.get("to") or discard_zone(c)
    with frozen(st):
        if dest in (CONFLICT_DISCARD, DYNASTY_DISCARD) and e.get("reason") != "sacrificed" \
                and cannot(g, "discard", c):  # "cannot be discarded" (a sacrifice is no discard)
            e["cancelled"] = True
            return
        # keywords as the card had them when it left play (gained or blanked)
        keywords = [k for k in ("courtesy", "sincerity") if has_keyword(st, c, k)]
    e["controller"] = c.controller
    e["status"] = 0 if c.status and status_ignored(st, c) else c.status  # (Bayushi Yojiro)
    e["keywords"] = keywords
    cf = st.conflict
    if cf is not None:
        if c.uid in cf.attackers:
            cf.attackers.remove(c.uid)
        if c.uid in cf.defenders:
            cf.defenders.remove(c.uid)
    atts = list(c.attachments)
    if atts:  # which are ancestral is seen as the host leaves, before any of them moves (Adopted Kin)
        with frozen(st):
            ancestral = [a for a in atts if has_keyword(st, st.cards[a], "ancestral")]
    for a in atts:
        ac = st.cards[a]
        if a in ancestral:
            place(st, ac, HAND)
        else:
            place(st, ac, discard_zone(ac))
        g.log(f"{name(g, a)} leaves play with its host.")
    slot = c.slot if c.zone == IN_PROVINCE else -1
    place(st, c, dest, bottom=e.get("bottom", False))
    g.log(f"{name(g, c.uid)} leaves play ({e.get('reason', 'discarded')}).")
    if slot >= 0:  # ``refill_faceup``: "discard it and refill the province faceup" (Bustling Academy)
        refill_if_empty(g, c.owner, slot, e.get("refill_faceup", False))


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


@APPLIERS("enter_play")
def _enter_play(g, f, e):
    """A character enters play ready, at home or into the conflict; an
    attachment attaches to its host (Rules Reference "Enters Play")."""
    st = g.state
    c = st.cards[e["card"]]
    from_slot = c.slot if c.zone == IN_PROVINCE else -1
    e["from_zone"] = c.zone  # where it came from ("entered play from a player's hand": vocab_play)
    if e.get("host", -1) >= 0:
        place(st, c, ATTACHED, player=e["player"], host=e["host"])
    else:
        who = e.get("controller", e["player"])  # team conquest: perhaps a teammate (Character Cards)
        place(st, c, PLAY, player=who)
        c.bowed = False
        if e.get("into_conflict") and st.conflict is not None:
            cf = st.conflict
            side = side_player(st, who)  # (none for a third player: enlightenment)
            if side >= 0:
                (cf.attackers if side == cf.attacker else cf.defenders).append(c.uid)
        if FACTS[c.cid].has_keyword("corrupted"):
            c.tainted = True
        if e.get("status"):  # "it enters play dishonored" (Personal Honor: no honor/dishonor event)
            c.status = e["status"]
        leg = FACTS[c.cid].legendary
        if leg:
            c.fate = leg
        elif e.get("fate"):  # additional fate chosen while playing it
            n = min(e["fate"], st.players[e["player"]].fate)
            st.players[e["player"]].fate -= n
            c.fate += n
    g.log(f"{says(st.players[e['player']].name, 'puts')} {name(g, c.uid)} into play" +
          (" in the conflict." if e.get("into_conflict") else "."))
    e["from_slot"] = from_slot


@APPLIERS("break_province")
def _break(g, f, e):
    st = g.state
    c = st.cards[e["card"]]
    if cannot(g, "break", c):  # "cannot be broken" (Rules Reference "Cannot")
        e["cancelled"] = True
        return
    if not c.broken:
        c.broken = True
        g.log(f"{name(g, c.uid)} ({st.players[c.controller].name}) is broken.")
        if st.conflict is not None and is_enlightenment(st) and e.get("player", -1) >= 0:
            take_rings_on(g, c.uid, e["player"])  # the rings claimed on it (Rings)
        check_victory(g)


@APPLIERS("reveal_province")
def _reveal(g, f, e):
    c = g.state.cards[e["card"]]
    if c.facedown:
        c.facedown = False
        g.log(f"Province {name(g, c.uid)} is revealed.")
    else:  # already faceup: nothing is revealed
        e["cancelled"] = True


@APPLIERS("claim_ring")
def _claim_ring(g, f, e):
    st = g.state
    r = st.rings[e["ring"]]
    if is_enlightenment(st) and not claim_on_province(g, e["player"], e["ring"], e.get("province", -1)):
        cf = st.conflict  # a second ring of one element: not claimed, back to the attacker's pool (Rings)
        r.pool = cf.attacker if cf is not None and cf.ring == e["ring"] else r.pool
        e["cancelled"] = True
        g.log(f"{says(st.players[e['player']].name, 'cannot')} claim a second {r.element} ring; it is returned.")
        return
    r.claimed_by = e["player"]  # fate on it stays there (Appendix III, Master Alchemist: fate stays
    # on a ring until it becomes contested)
    g.log(f"{says(st.players[e['player']].name, 'claims')} the {r.element} ring.")


@APPLIERS("move_home")
def _move_home(g, f, e):
    st = g.state
    cf = st.conflict
    if cf is None:
        return
    u = e["card"]
    if by_opponent_card(g, e, "move_home", st.cards[u]) or u not in cf.attackers and u not in cf.defenders:
        e["cancelled"] = True  # (a character at home is not moved home: "if you do" fails, Sage of Gisei Toshi)
        return
    if u in cf.attackers:
        cf.attackers.remove(u)
    if u in cf.defenders:
        cf.defenders.remove(u)
    if e.get("bow"):
        st.cards[u].bowed = True


@APPLIERS("move_to_conflict")
def _move_to_conflict(g, f, e):
    st = g.state
    cf = st.conflict
    c = st.cards[e["card"]]
    if cf is None or c.uid in cf.attackers or c.uid in cf.defenders or c.zone != PLAY \
            or by_opponent_card(g, e, "move_to_conflict", c) or side_player(st, c.controller) < 0:
        e["cancelled"] = True  # no move happened: nothing reacts to it (Rules Reference "Move")
        return
    (cf.attackers if side_player(st, c.controller) == cf.attacker else cf.defenders).append(c.uid)
    g.log(f"{name(g, c.uid)} moves to the conflict.")


@APPLIERS("framework")
def _framework(g, f, e):
    """A framework step as an event: its work is done by the step itself."""


HOOKS = (after("leaves_play", after_leaves_play),)
