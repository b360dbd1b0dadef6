"""Conditions shared by card declarations: small named predicates over the
game (``(game, ctx) -> bool``) or over a card (``(game, ctx, card) -> bool``). Those that
hold only during a conflict are marked :func:`~l5r.lcg.vocab.only_in_conflict`."""

from __future__ import annotations

from ..words import phrase, said
from ..model import FACTS, glory, has_clan, has_trait, in_play, opponents, participating, skill
from ..vocab import only_in_conflict
from ..vocab_rings import conflict_elements, ring_elements


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
    """Card test: the card has the ``clan`` symbol (printed or gained: :func:`l5r.lcg.model.has_clan`)."""
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


@phrase("if you have the Imperial Favor")
def you_have_favor(g, ctx) -> bool:
    """Rules Reference "Imperial Favor": the player who has claimed it has it."""
    return g.state.favor.get("player", -1) == ctx["player"]


@phrase("while you do not have the Imperial Favor")
def no_favor(g, ctx) -> bool:
    return g.state.favor.get("player", -1) != ctx["player"]


def bid_vs_opponent(at_least: int):
    """Play restriction on the honor dials (Rules Reference "Bid Value": a card that refers to
    a player's honor bid refers to the setting of their dial, not a modified bid value): your
    bid minus an opponent's is at least ``at_least`` ("at least 2 higher": 2; "lower": use
    :func:`bid_lower_than_opponent`)."""
    def cond(g, ctx) -> bool:
        st = g.state
        mine = st.players[ctx["player"]].bid
        return any(mine - st.players[o].bid >= at_least for o in opponents(st, ctx["player"]))
    return phrase(f"if your honor bid is at least {at_least} higher than your opponent's")(cond)


@phrase("if your honor bid is lower than your opponent's")
def bid_lower_than_opponent(g, ctx) -> bool:
    """Play restriction on the honor dials (Rules Reference "Bid Value")."""
    st = g.state
    mine = st.players[ctx["player"]].bid
    return any(st.players[o].bid > mine for o in opponents(st, ctx["player"]))


def opponent_declares(element: str):
    """Trigger condition on ``conflict_declared``: an opponent declared a conflict whose
    contested ring has ``element`` (a ring with several elements counts for each)."""
    def cond(g, ctx, e) -> bool:
        return e.get("player") in opponents(g.state, ctx["player"]) and element in conflict_elements(g.state)
    return phrase(f"an opponent declares {'an' if element[:1] in 'aeiou' else 'a'} {element} conflict")(cond)


@phrase("a Monk, or with a Monk attachment")
def monk_or_monk_attachment(g, ctx, c) -> bool:
    """Card test: a Monk character, or a character with a Monk attachment."""
    st = g.state
    return has_trait(st, c, "monk") or any(has_trait(st, st.cards[a], "monk") for a in c.attachments)


def ring_claimed(element: str):
    """Condition: a ring with this element is claimed, by any player
    (:func:`l5r.lcg.vocab_rings.claimed_element`: in your claimed ring pool)."""
    def cond(g, ctx) -> bool:
        st = g.state
        return any(r.claimed_by >= 0 and element in ring_elements(st, el) for el, r in st.rings.items())
    return phrase(f"while the {element} ring is claimed")(cond)


@phrase("you play this card")
def you_play_this(g, ctx, e) -> bool:
    """Trigger condition on ``card_played``: this card, played by you."""
    return e.get("card") == ctx["card"] and e.get("player") == ctx["player"]


def during_phase(phase: str, also=None):
    """Condition: during the ``phase`` phase (and ``also(game, ctx)`` when given)."""
    def cond(g, ctx) -> bool:
        return g.state.phase == phase and (also is None or also(g, ctx))
    more = "" if also is None else said(also)
    return phrase(f"during the {phase} phase" + (f", {more}" if more else ""))(cond)


@phrase("if the attached character is defending")
def host_defending(g, ctx) -> bool:
    cf = g.state.conflict
    return cf is not None and g.state.cards[ctx["card"]].attached_to in cf.defenders


host_defending = only_in_conflict(host_defending)


def not_clan(clan: str):
    """Card test: the card is not of ``clan`` (a non-[clan] card)."""
    def test(g, ctx, c) -> bool:
        return not has_clan(g.state, c, clan)
    return phrase(f"non-{clan.capitalize()}")(test)


def controls_clan_card(clan: str):
    """Condition "if you control a [clan] card": a card of that clan you control in play (Rules
    Reference "In Play and Out of Play": characters and attachments, the stronghold, faceup
    provinces and holdings). Read as cards in play: the cards in a player's out-of-play areas
    (hand, decks) are not meant."""
    def cond(g, ctx) -> bool:
        st = g.state
        pl = st.players[ctx["player"]]
        uids = [*pl.play, pl.stronghold, *pl.provinces, *(u for slot in pl.province_cards for u in slot)]
        uids += [a for u in pl.play for a in st.cards[u].attachments]
        uids += [a for q in st.players if q.index != pl.index for u in q.play for a in st.cards[u].attachments]
        for u in uids:
            c = st.cards[u]
            if u >= 0 and in_play(c) and not c.facedown and c.controller == pl.index and has_clan(st, c, clan):
                return True
        return False
    return phrase(f"if you control a {clan.capitalize()} card")(cond)


def printed_cost_at_most(n: int):
    """Card test: printed cost ``n`` or lower (a card with no printed cost counts as 0)."""
    def test(g, ctx, c) -> bool:
        return (FACTS[c.cid].cost or 0) <= n
    return phrase(f"with printed cost {n} or lower")(test)


@phrase("honor given to you")
def honor_given(g, ctx) -> int:
    """A count: the honor of the triggering transfer ("gain that much honor")."""
    return ctx["trigger"]["data"].get("amount", 0)


@phrase("1 or more honor is given to you from an honor bid")
def given_honor_by_a_bid(g, ctx, e) -> bool:
    """Trigger condition on ``transfer_honor``: the transfer after an honor bid (the draw
    phase's or a duel's) gives you honor."""
    return bool(e.get("bid")) and e.get("to") == ctx["player"] and e.get("amount", 0) > 0


def lower_than_self(stat: str):
    """Card test: its ``stat`` (a skill, or "glory") is lower than this card's (a dash is no
    skill to compare: Rules Reference "Dash (-)")."""
    def test(g, ctx, c) -> bool:
        st = g.state
        if stat == "glory":
            return glory(st, c) < glory(st, st.cards[ctx["card"]])
        mine, theirs = skill(st, st.cards[ctx["card"]], stat), skill(st, c, stat)
        return mine is not None and theirs is not None and theirs < mine
    return phrase(f"with lower {stat}{'' if stat == 'glory' else ' skill'} than this character")(test)


@phrase("with an even printed cost")
def even_printed_cost(g, ctx, c) -> bool:
    """Card test: an even printed cost (0, 2, 4...; no printed cost counts as 0)."""
    return (FACTS[c.cid].cost or 0) % 2 == 0


@phrase("other than this character")
def not_self(g, ctx, c) -> bool:
    return c.uid != ctx["card"]


@phrase("that is not honored")
def not_honored(g, ctx, c) -> bool:
    return c.status < 1


@phrase("this character is declared as an attacker")
def declared_as_attacker(g, ctx, e) -> bool:
    """Trigger condition on ``conflict_declared``: this character is among the declared attackers."""
    return ctx["card"] in e.get("attackers", ())


@phrase("a province this character is attacking is revealed")
def province_it_attacks_revealed(g, ctx, e) -> bool:
    """Trigger condition on ``province_revealed``: the attacked province, while this character attacks."""
    cf = g.state.conflict
    return cf is not None and e.get("card") == cf.province and ctx["card"] in cf.attackers


@phrase("in which you are the attacking player")
def you_attack(g, ctx) -> bool:
    cf = g.state.conflict
    return cf is not None and cf.attacker == ctx["player"]


you_attack = only_in_conflict(you_attack)


@phrase("a character you control bows as a result of the resolution of the second conflict you declared this round")
def bowed_by_second_declared_conflict(g, ctx, e) -> bool:
    """Trigger condition on ``bow``: a bow of 3.2.8 (``resolution``) of a character you control,
    in a conflict you declared as your second this round."""
    st = g.state
    cf = st.conflict
    return bool(e.get("resolution")) and cf is not None and cf.attacker == ctx["player"] \
        and st.players[ctx["player"]].conflicts_declared == 2 and st.cards[e["card"]].controller == ctx["player"]
