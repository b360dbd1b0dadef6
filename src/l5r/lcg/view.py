"""Per-player views with hidden information redacted (Rules Reference
"Facedown Province", "In Play and Out of Play", draw phase 2.2 bids).

A player sees their own hand but not the order of any deck, facedown
provinces and the cards on them only where the rules allow (their own
facedown provinces; facedown dynasty cards only in their own provinces, and only
with a card that lets them look at them: :func:`l5r.lcg.model.player_may`), and no
unrevealed bid.
The options of a pending decision are shown only to the player deciding. A view names its
``format`` when it is not the stronghold format (``"skirmish"``: province tokens, which are
never facedown, in place of province cards; no stronghold or role).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conflict import totals
from .facts import distinct_title, later_of_a_title
from .model import FACTS, glory, player_may, province_strength, skill
from .state import (
    ATTACHED, CONFLICT_DISCARD, DYNASTY_DISCARD, HAND, IN_PROVINCE, PLAY, PROVINCE, REMOVED, ROLE, STRONGHOLD, Ring,
)

if TYPE_CHECKING:
    from ..engine.game import Game


def _card(g: "Game", uid: int, viewer: int | None, hidden: bool = False) -> dict:
    st = g.state
    c = st.cards[uid]
    if hidden:
        # no uid either: uids follow deck-list order and would name the card
        return {"facedown": True}
    f = FACTS[c.cid]
    name = distinct_title(c.cid) if c.cid in later_of_a_title() else f.name  # "Kakita Yoshi (Rokugan at War)"
    d = {"uid": uid, "id": c.cid, "name": name, "type": f.type}
    if c.zone == "play":
        d.update(bowed=c.bowed, fate=c.fate, status={1: "honored", -1: "dishonored"}.get(c.status, "ordinary"),
                 military=skill(st, c, "military"), political=skill(st, c, "political"),
                 glory=glory(st, c), attachments=[_card(g, a, viewer) for a in c.attachments])
        if c.tainted:
            d["tainted"] = True
    return d


def _province_card(g: "Game", uid: int, viewer: int | None, looks: bool) -> dict:
    """A card in a province: a facedown one is hidden, unless its viewer may look at the
    facedown cards in their provinces (:func:`l5r.lcg.model.player_may`); then it is shown,
    marked facedown."""
    if not g.state.cards[uid].facedown:
        return _card(g, uid, viewer)
    if not looks:
        return _card(g, uid, viewer, True)
    return dict(_card(g, uid, viewer), facedown=True)


def _ring(g: "Game", key: str, r: Ring) -> dict:
    d: dict = {"fate": r.fate, "claimed_by": r.claimed_by, "contested": r.contested}
    if key != r.element:  # enlightenment's personal rings: their element, pool and province
        # the province by its slot (1-5 on the board), not its uid: a facedown one stays unnamed
        d.update(element=r.element, pool=r.pool, slot=g.state.cards[r.province].slot if r.province >= 0 else -1)
    return d


def view(g: "Game", viewer: int | None) -> dict:
    st = g.state
    players = []
    for pl in st.players:
        me = viewer == pl.index
        looks = me and player_may(st, "look_at_province_cards", pl.index)  # (Asahina Takako)
        provs = []
        for s, u in enumerate(pl.provinces):
            pc = st.cards[u]
            hidden = pc.facedown and not me
            pd = _card(g, u, viewer, hidden)
            pd.update(slot=s, broken=pc.broken, facedown=pc.facedown)
            if not pc.facedown:
                pd["strength"] = province_strength(st, pc)
            pd["cards"] = [_province_card(g, x, viewer, looks) for x in pl.province_cards[s]]
            provs.append(pd)
        players.append({
            "index": pl.index, "name": pl.name, "clan": pl.clan, "honor": pl.honor, "fate": pl.fate,
            "bid": pl.bid,
            "hand": [_card(g, u, viewer) for u in pl.hand] if me else len(pl.hand),
            "hand_size": len(pl.hand),
            "conflict_deck": len(pl.conflict_deck), "dynasty_deck": len(pl.dynasty_deck),
            "conflict_discard": [_card(g, u, viewer) for u in pl.conflict_discard],
            "dynasty_discard": [_card(g, u, viewer) for u in pl.dynasty_discard],
            "characters": [_card(g, u, viewer) for u in pl.play],
            "provinces": provs,
            "stronghold": _card(g, pl.stronghold, viewer) if pl.stronghold >= 0 else None,
            "role": _card(g, pl.role, viewer) if pl.role >= 0 else None,
            "conflict_opportunities": pl.conflict_opps,
            "conflicts_left": dict(pl.conflicts_left),
        })
    cf = st.conflict
    pending = st.pending
    out = {
        "round": st.round, "phase": st.phase, "step": st.step, "first_player": st.first_player,
        "players": players,
        "rings": {e: _ring(g, e, r) for e, r in st.rings.items()},
        "imperial_favor": dict(st.favor),
        "conflict": None if cf is None else {
            "attacker": cf.attacker, "defender": cf.defender, "type": cf.type, "ring": cf.ring,
            "province": cf.province, "attackers": list(cf.attackers), "defenders": list(cf.defenders),
            "skill": list(totals(g))},
        "winner": st.winner, "victory": st.victory,
        "pending": None,
    }
    fmt = st.config.get("format", "stronghold")
    if fmt != "stronghold":  # (the stronghold format's views, recorded in the corpus, stay as they were)
        out["format"] = fmt
    if st.treaties or st.treaty_deck:  # enlightenment: treaty cards are facedown, unseen by all
        out["treaties"] = [{"players": list(t.players), "promises": [list(x) for x in t.promises],
                            "until": t.until, "value": t.value, "kept": list(t.kept),
                            "card": None if t.card is None else {"facedown": True}} for t in st.treaties]
        out["treaty_deck"] = len(st.treaty_deck)
    if pending is not None:
        if pending.player == viewer:
            out["pending"] = pending.to_view()
        else:
            # Only the deciding player sees the options: their labels name cards
            # in hand (mulligan, action windows), and a secret choice (bid,
            # stronghold province) shows nothing but who is deciding what.
            out["pending"] = {"player": pending.player, "kind": pending.kind,
                              "context": pending.context, "secret": pending.secret}
            if not pending.secret:
                out["pending"]["prompt"] = pending.prompt
    return out


#: the zones whose cards every player sees
_OPEN_ZONES = frozenset((CONFLICT_DISCARD, DYNASTY_DISCARD, REMOVED, PLAY, ATTACHED, STRONGHOLD, ROLE))


def known(g: "Game", player: int) -> frozenset:
    """What ``player`` knows of the hidden information (the rule set's
    :meth:`~l5r.engine.game.RuleSet.known`), by the rules of :func:`view`: ``("card", uid,
    card id)`` for every card it sees -- its own hand, its own provinces, face-up provinces and
    dynasty cards, every card in play, discarded or removed from the game (the view leaves out
    only the last) -- and ``("bid", player, dial)`` for each revealed honor dial."""
    st = g.state
    facts: set = {("bid", pl.index, pl.bid) for pl in st.players}
    looks = player_may(st, "look_at_province_cards", player)
    for c in st.cards:
        z = c.zone
        if (z in _OPEN_ZONES or z == HAND and c.owner == player
                or z == PROVINCE and (not c.facedown or c.owner == player)
                or z == IN_PROVINCE and (not c.facedown or looks and c.owner == player)):
            facts.add(("card", c.uid, c.cid))
    return frozenset(facts)
