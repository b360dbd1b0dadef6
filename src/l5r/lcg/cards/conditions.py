"""Conditions shared by card declarations: small named predicates over the
game (``(game, ctx) -> bool``) or over a card (``(game, ctx, card) -> bool``). Those that
hold only during a conflict are marked :func:`~l5r.lcg.vocab.only_in_conflict`."""

from __future__ import annotations

from ..words import phrase
from ..model import FACTS, opponents, participating, yours
from ..vocab import TEAM_EVENTS, only_in_conflict


@phrase("while this character is defending")
def defending(g, ctx) -> bool:
    cf = g.state.conflict
    return cf is not None and ctx["card"] in cf.defenders


defending = only_in_conflict(defending)


@phrase("while this character is attacking")
def attacking(g, ctx) -> bool:
    cf = g.state.conflict
    return cf is not None and ctx["card"] in cf.attackers


attacking = only_in_conflict(attacking)


@phrase("while this character is participating")
def self_participating(g, ctx) -> bool:
    return participating(g.state, g.state.cards[ctx["card"]])


self_participating = only_in_conflict(self_participating)


@phrase("while an opponent has the Imperial Favor")
def opponent_has_favor(g, ctx) -> bool:
    return g.state.favor.get("player", -1) in opponents(g.state, ctx["player"])


@phrase("if you are less honorable than an opponent")
def less_honorable_than_an_opponent(g, ctx) -> bool:
    st = g.state
    mine = st.players[ctx["player"]].honor
    return any(st.players[o].honor > mine for o in opponents(st, ctx["player"]))


@phrase("if you are more honorable than an opponent")
def more_honorable_than_an_opponent(g, ctx) -> bool:
    st = g.state
    mine = st.players[ctx["player"]].honor
    return any(st.players[o].honor < mine for o in opponents(st, ctx["player"]))


def conflict_type(kind: str):
    @only_in_conflict
    def cond(g, ctx) -> bool:
        cf = g.state.conflict
        return cf is not None and cf.type == kind
    return phrase(f"during {kind} conflicts")(cond)


def conflict_element(element: str):
    @only_in_conflict
    def cond(g, ctx) -> bool:
        cf = g.state.conflict
        return cf is not None and g.state.rings[cf.ring].element == element
    return phrase(f"during {element} conflicts")(cond)


@phrase("while this province is attacked")
def at_this_province(g, ctx) -> bool:
    cf = g.state.conflict
    return cf is not None and cf.province == ctx["card"]


at_this_province = only_in_conflict(at_this_province)


def clan_is(clan: str):
    def test(g, ctx, c) -> bool:
        return FACTS[c.cid].clan == clan
    return phrase(clan.capitalize())(test)


def yours_in(kind: str, *, participating_self: bool = False):
    """Trigger condition: the event is yours (its ``player`` is you), during a
    conflict of type ``kind`` -- and, with ``participating_self``, one in
    which this character participates ("... during a [type] conflict in
    which this character is participating"). In team conquest a teammate's
    winning a conflict or claiming a ring is yours (:data:`~l5r.lcg.vocab.TEAM_EVENTS`)."""
    def cond(g, ctx, e) -> bool:
        cf = g.state.conflict
        q = e.get("player", -1)
        if (q != ctx["player"] and (e.get("name") not in TEAM_EVENTS or not yours(g.state, ctx["player"], q))
                or cf is None or cf.type != kind):
            return False
        return not participating_self or participating(g.state, g.state.cards[ctx["card"]])
    cond.fields = {"player": "you"}  # type: ignore[attr-defined]  # words: vocab.Ability.trigger_text
    cond.also = f"during a {kind} conflict" + (" in which this character participates" if participating_self else "")  # type: ignore[attr-defined]
    return cond
