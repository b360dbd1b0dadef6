"""Conditions shared by card declarations: small named predicates over the
game (``(game, ctx) -> bool``) or over a card (``(game, ctx, card) -> bool``). Those that
hold only during a conflict are marked :func:`~l5r.lcg.vocab.only_in_conflict`."""

from __future__ import annotations

from ..words import phrase, said
from ..model import has_clan, has_trait, opponents, participating
from ..vocab import only_in_conflict


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
        return cf is not None and cf.ring == element
    return phrase(f"during {element} conflicts")(cond)


@phrase("while this province is attacked")
def at_this_province(g, ctx) -> bool:
    cf = g.state.conflict
    return cf is not None and cf.province == ctx["card"]


at_this_province = only_in_conflict(at_this_province)


def clan_is(clan: str):
    def test(g, ctx, c) -> bool:
        return has_clan(g.state, c, clan)
    return phrase(clan.capitalize())(test)


def yours_in(kind: str, *, participating_self: bool = False):
    """Trigger condition: the event is yours (its ``player`` is you), during a
    conflict of type ``kind`` -- and, with ``participating_self``, one in
    which this character participates ("... during a [type] conflict in
    which this character is participating")."""
    def cond(g, ctx, e) -> bool:
        cf = g.state.conflict
        if e.get("player") != ctx["player"] or cf is None or cf.type != kind:
            return False
        return not participating_self or participating(g.state, g.state.cards[ctx["card"]])
    cond.fields = {"player": "you"}  # type: ignore[attr-defined]  # words: vocab.Ability.trigger_text
    cond.also = f"during a {kind} conflict" + (" in which this character participates" if participating_self else "")  # type: ignore[attr-defined]
    return cond


def wins_conflict(*, as_: str = "", type_: str = ""):
    """Trigger condition on ``conflict_won``: this character wins the conflict -- it
    participates on the winning side (Rules Reference "Winning a Conflict": a character
    "wins" a conflict when it participates on the winning side); ``as_``: only as the
    "attacker" or the "defender"; ``type_``: only a conflict of that type."""
    def cond(g, ctx, e) -> bool:
        cf = g.state.conflict
        if cf is None or (type_ and cf.type != type_):
            return False
        won_attacking = e.get("player") == cf.attacker
        if as_ and won_attacking != (as_ == "attacker"):
            return False
        return ctx["card"] in (cf.attackers if won_attacking else cf.defenders)
    kind = f"{'an' if type_[:1] in ('a', 'e', 'i', 'o', 'u') else 'a'} {type_} conflict" if type_ else "a conflict"
    return phrase(f"this character wins {kind}{' as the ' + as_ if as_ else ''}")(cond)


@phrase("attacking character")
def attacking_characters(g, ctx) -> int:
    """A count: the attacking characters (none outside a conflict)."""
    cf = g.state.conflict
    return len(cf.attackers) if cf is not None else 0


def trait_is(trait: str):
    """Card test: the card has ``trait`` (gained traits too, not while its traits are blank)."""
    def test(g, ctx, c) -> bool:
        return has_trait(g.state, c, trait)
    return phrase(trait.capitalize())(test)


@phrase("attacking")
def is_attacking(g, ctx, c) -> bool:
    """Card test: the card is an attacking character."""
    cf = g.state.conflict
    return cf is not None and c.uid in cf.attackers


def all_of(*tests):
    """Card test: every one of ``tests`` holds (its words are theirs, in order: "attacking
    Shinobi")."""
    def test(g, ctx, c) -> bool:
        return all(t(g, ctx, c) for t in tests)
    words = [said(t) for t in tests]
    if None not in words:
        test.says = " ".join(words)  # type: ignore[attr-defined]
    return test


@phrase("a card ability that targets the attached character")
def targets_host(g, ctx, e) -> bool:
    """Trigger condition on ``effects_initiate``: the initiating ability chose the character
    this card is attached to as a target (before its effects: Rules Reference "Target";
    a target chosen as the effects resolve is not one yet)."""
    h = g.state.cards[ctx["card"]].attached_to
    return h >= 0 and h in e.get("targets", ())


def you_control(trait: str, *, where: str = "participating"):
    """Play restriction: "if you control a [participating] <Trait> character"."""
    def cond(g, ctx) -> bool:
        st = g.state
        return any(has_trait(st, st.cards[u], trait) and (where != "participating" or participating(st, st.cards[u]))
                   for u in st.players[ctx["player"]].play)
    place = "participating " if where == "participating" else ""
    return phrase(f"if you control a {place}{trait.capitalize()} character")(cond)


@phrase("card in your opponent's hand")
def cards_in_opponent_hand(g, ctx) -> int:
    """A count: the cards in the hands of the ability controller's opponents."""
    st = g.state
    return sum(len(st.players[o].hand) for o in opponents(st, ctx["player"]))


@phrase("each other character with 1 or more fate on it")
def others_with_fate(g, ctx, c) -> bool:
    """Card test (a selector of characters in play): another character with fate on it."""
    return c.uid != ctx["card"] and c.fate > 0
