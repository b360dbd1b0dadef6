"""Conditions shared by card declarations: small named predicates over the
game (``(game, ctx) -> bool``) or over a card (``(game, ctx, card) -> bool``). Those that
hold only during a conflict are marked :func:`~l5r.lcg.vocab.only_in_conflict`."""

from __future__ import annotations

import operator

from ..duel import in_duel
from ..keywords import can_add_fate, has_composure
from ..model import (
    FACTS, conflict_totals, considered_claimed, declared_against_key, effects_of, frozen, glory, hand_size, has_clan,
    has_keyword, has_trait, in_claimed_pool, in_play, opponent, opponents, opponents_meant, participating, role_element,
    skill, yours,
)
from ..play import playable_as_if_in_hand as _playable_as_if_in_hand
from ..state import ATTACHED, ELEMENTS, IN_PROVINCE, PLAY, PROVINCE
from ..vocab import TEAM_EVENTS, can_affect, only_in_conflict
from ..vocab_attachments import can_attach
from ..vocab_cards import losing_player
from ..vocab_play import adjacent_slots, entered_from_key, played_this_conflict
from ..vocab_rings import conflict_elements, ring_elements
from ..words import phrase, said


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


@phrase("if you are less honorable than an opponent")
def less_honorable_than_that_opponent(g, ctx) -> bool:
    """Play restriction "if you are less honorable than an opponent" of an ability that then
    acts on "that opponent": in team conquest the one chosen as "your opponent" (an ability
    tested against each: :func:`l5r.lcg.model.opponents_meant`, formats Decisions 19)."""
    st = g.state
    mine = st.players[ctx["player"]].honor
    return any(st.players[o].honor > mine for o in opponents_meant(st, ctx["player"]))


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
    """Condition: the conflict is at this province -- for a holding, the province it is in
    (Rules Reference "Holding": its text refers to the province where it is located)."""
    cf = g.state.conflict
    if cf is None:
        return False
    if cf.province == ctx["card"]:
        return True
    c = g.state.cards[ctx["card"]]
    return c.zone == IN_PROVINCE and g.state.players[c.owner].provinces[c.slot] == cf.province


at_this_province = only_in_conflict(at_this_province)


def clan_is(clan: str):
    """Card test: the card has ``clan`` (printed or gained: :func:`l5r.lcg.model.has_clan`)."""
    def test(g, ctx, c) -> bool:
        return has_clan(g.state, c, clan)
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


def you_control(trait: str, *, where: str = "participating", count: int = 1):
    """Play restriction: "if you control a [participating / attacking] <Trait> character"
    (``where``: "participating", "attacking" or "any"; ``count``: "N or more")."""
    def cond(g, ctx) -> bool:
        st = g.state
        cf = st.conflict
        n = sum(1 for u in st.players[ctx["player"]].play if has_trait(st, st.cards[u], trait)
                and (where != "participating" or participating(st, st.cards[u]))
                and (where != "attacking" or (cf is not None and u in cf.attackers)))
        return n >= count
    place = f"{where} " if where in ("participating", "attacking") else ""
    many = ("an" if (place or trait)[:1].lower() in "aeiou" else "a") if count == 1 else f"{count} or more"
    return phrase(f"if you control {many} {place}{trait.capitalize()} character{'s' if count > 1 else ''}")(cond)


def every(*conds):
    """Play restriction: each of ``conds`` holds ("... and ..."); only during a conflict if
    one of them is (:func:`~l5r.lcg.vocab.only_in_conflict`)."""
    def cond(g, ctx) -> bool:
        return all(c(g, ctx) for c in conds)
    words = [said(c) for c in conds]
    if None not in words:
        cond.says = " and ".join(words)  # type: ignore[attr-defined]
    if any(getattr(c, "needs_conflict", False) for c in conds):
        only_in_conflict(cond)
    return cond


def each_with_printed_cost_at_most(n: int):
    """Card test (a selector of characters in play): printed cost ``n`` or lower."""
    def test(g, ctx, c) -> bool:
        return (FACTS[c.cid].cost or 0) <= n
    return phrase(f"each character with printed cost {n} or lower")(test)


@phrase("with 1 or more attachments")
def with_attachments(g, ctx, c) -> bool:
    """Card test: the card has an attachment."""
    return bool(c.attachments)


@phrase("while the attached character is attacking")
def host_attacking(g, ctx) -> bool:
    cf = g.state.conflict
    return cf is not None and g.state.cards[ctx["card"]].attached_to in cf.attackers


host_attacking = only_in_conflict(host_attacking)


@phrase("a triggered ability of the attacked province")
def attacked_provinces_ability(g, ctx, e) -> bool:
    """Trigger condition on ``effects_initiate``: the initiating ability is a triggered
    ability (action, reaction or interrupt) of the attacked province."""
    cf = g.state.conflict
    return cf is not None and e.get("card") == cf.province and e.get("kind") in ("action", "reaction", "interrupt")


@phrase("card in your opponent's hand")
def cards_in_opponent_hand(g, ctx) -> int:
    """A count: the cards in the hands of the ability controller's opponents."""
    st = g.state
    return sum(len(st.players[o].hand) for o in opponents(st, ctx["player"]))


@phrase("each other character with 1 or more fate on it")
def others_with_fate(g, ctx, c) -> bool:
    """Card test (a selector of characters in play): another character with fate on it."""
    return c.uid != ctx["card"] and c.fate > 0


@phrase("that can take this attachment")
def can_receive_this(g, ctx, c) -> bool:
    """Card test: this attachment could legally be moved onto the card (:func:`l5r.lcg.vocab_attachments.can_attach`)."""
    return can_attach(g, ctx["player"], ctx["card"], c.uid)


@phrase("the province this card is in is broken")
def this_province_broken(g, ctx, e) -> bool:
    """Trigger condition on ``break_province``: the province is the one this card (a holding)
    is in."""
    st = g.state
    c = st.cards[ctx["card"]]
    return c.zone == IN_PROVINCE and e.get("card") == st.players[c.owner].provinces[c.slot]


def its_skill(stat: str):
    """A value of a card: its current ``stat`` skill (a dash counts 0)."""
    def value(g, ctx, c) -> int:
        return skill(g.state, c, stat) or 0
    return phrase(f"its {stat} skill")(value)


@phrase("its glory")
def its_glory(g, ctx, c) -> int:
    """A value of a card: its current glory (Rules Reference "Glory")."""
    return glory(g.state, c)


def any_trait(*traits: str):
    """Card test: the card has one of ``traits`` ("Spell or Kihō")."""
    def test(g, ctx, c) -> bool:
        return any(has_trait(g.state, c, t) for t in traits)
    return phrase(" or ".join(t.capitalize() for t in traits))(test)


@phrase("defending")
def is_defending(g, ctx, c) -> bool:
    """Card test: the card is a defending character."""
    cf = g.state.conflict
    return cf is not None and c.uid in cf.defenders


@phrase("ready")
def is_ready(g, ctx, c) -> bool:
    """Card test: the card is not bowed."""
    return not c.bowed


def printed_cost_at_most(n: int):
    """Card test: printed cost ``n`` or lower."""
    def test(g, ctx, c) -> bool:
        return (FACTS[c.cid].cost or 0) <= n
    return phrase(f"printed cost {n} or lower")(test)


def during_phase(phase: str, also=None):
    """Play restriction: "During the <phase> phase" (and ``also(game, ctx)`` when given)."""
    def cond(g, ctx) -> bool:
        return g.state.phase == phase and (also is None or also(g, ctx))
    more = "" if also is None else said(also)
    return phrase(f"during the {phase} phase" + (f", {more}" if more else ""))(cond)


@phrase("character")
def is_character(g, ctx, c) -> bool:
    """Card test: the card is a character (a character card attached as an attachment is not)."""
    return FACTS[c.cid].type == "character" and c.zone != "attached"


def event_card(test, phase: str = ""):
    """Trigger condition: the event's card passes card test ``test`` -- and, with ``phase``,
    the event happens during that phase ("after a Crab character leaves play during the
    conflict phase")."""
    def cond(g, ctx, e) -> bool:
        u = e.get("card")
        if u is None or (phase and g.state.phase != phase):
            return False
        return test(g, ctx, g.state.cards[u])
    t = said(test)
    cond.fields = {}  # type: ignore[attr-defined]  # words: vocab.Ability.trigger_text
    if t is not None:
        cond.also = f"(a {t})" + (f" during the {phase} phase" if phase else "")  # type: ignore[attr-defined]
    return cond


_PARTICIPLES = {"ready": "readied", "bow": "bowed", "move_to_conflict": "moved to the conflict",
                "move_home": "sent home", "honor": "honored", "dishonor": "dishonored"}


def can_be(*actions: str):
    """Card test: at least one of these game actions could affect the card (Rules Reference
    "Effects": an ability whose effects need not all resolve may choose a target only some
    of them affect)."""
    def test(g, ctx, c) -> bool:
        return any(can_affect(g, a, c, ctx) for a in actions)
    return phrase("that can be " + " or ".join(_PARTICIPLES.get(a, a.replace("_", " ")) for a in actions))(test)


def opponent_counts_more(kind: str):
    """Condition: an opponent's current skill total in the conflict (of ``kind``) is higher
    than yours: the skill of the side's participating characters that are not bowed, with
    the Imperial Favor's bonus (Appendix I 3.2.3; ruling on Crisis Breaker)."""
    @only_in_conflict
    def cond(g, ctx) -> bool:
        st = g.state
        cf = st.conflict
        if cf is None or cf.type != kind or ctx["player"] not in (cf.attacker, cf.defender):
            return False
        with frozen(st):
            a, d = conflict_totals(st)
        mine, theirs = (a, d) if ctx["player"] == cf.attacker else (d, a)
        return theirs > mine
    return phrase(f"if your opponent counts more {kind} skill than you")(cond)


def other_cards_you_control(test):
    """A count: the other cards in play you control that pass card test ``test`` (characters,
    their attachments, holdings, stronghold and faceup provinces; Rules Reference "In Play
    and Out of Play")."""
    def count(g, ctx, c=None) -> int:
        st = g.state
        p = ctx["player"]
        pl = st.players[p]
        cards = st.cards
        uids = list(pl.play) + [a for q in st.players for u in q.play for a in cards[u].attachments
                                if cards[a].controller == p]
        uids += [u for slot in pl.province_cards for u in slot if in_play(cards[u])]
        uids += [u for u in pl.provinces if not cards[u].facedown]
        if pl.stronghold >= 0:
            uids.append(pl.stronghold)
        return sum(1 for u in uids if u != ctx["card"] and test(g, ctx, cards[u]))
    t = said(test)
    if t is not None:
        count.says = f"the number of other {t} cards you control"  # type: ignore[attr-defined]
    return count


def per_opponent_claimed_ring(amount: int):
    """A count: ``amount`` for each ring in each opponent's claimed ring pool."""
    def count(g, ctx, c=None) -> int:
        p = ctx["player"]
        st = g.state
        return amount * sum(1 for el, r in st.rings.items() if r.claimed_by >= 0 and r.claimed_by != p
                            or any(considered_claimed(st, q, el) for q in range(len(st.players)) if q != p))
    count.says = f"{amount} for each ring your opponents have claimed"  # type: ignore[attr-defined]
    return count


def per_claimed_ring_of_type(side: str, amount: int):
    """A count: ``amount`` for each claimed ring (in any player's claimed ring pool) of conflict
    type ``side`` -- "military" or "political", the type it was claimed with (Rules Reference
    "Rings": a ring is claimed as the contested ring of a conflict of that type; Kitsu Warrior)."""
    def count(g, ctx, c=None) -> int:
        return amount * sum(1 for r in g.state.rings.values() if r.claimed_by >= 0 and r.side == side)
    count.says = f"{amount} for each claimed {side} ring"  # type: ignore[attr-defined]
    return count


@phrase("twice the bid on your honor dial")
def twice_your_dial(g, ctx, c=None) -> int:
    """A value: twice the bid shown on your honor dial (the dial as set, not a modified bid
    value: Rules Reference "Honor Dial", "Bid Value"; Web of Lies)."""
    return 2 * g.state.players[ctx["player"]].bid


def dial_difference(sign: int = 1):
    """A value: the difference between the bid on your honor dial and the one on your
    opponent's (the dials as set: Rules Reference "Honor Dial", "Bid Value"; Make an Opening),
    times ``sign`` (-1: "gets -X").

    >>> said(dial_difference(-1))
    "minus the difference between your honor dial and your opponent's"
    """
    def value(g, ctx, c=None) -> int:
        st = g.state
        p = ctx["player"]
        return sign * abs(st.players[p].bid - st.players[opponent(st, p)].bid)
    minus = "minus " if sign < 0 else ""
    return phrase(f"{minus}the difference between your honor dial and your opponent's")(value)


@phrase("if the attacked province has an element of the contested ring or of a ring you have claimed")
def attacked_province_matches_a_ring(g, ctx) -> bool:
    """Condition: the attacked province has an element (printed: Rules Reference "Provinces")
    that matches the contested ring's, or a ring's in your claimed ring pool (Specialized
    Defenses)."""
    st = g.state
    cf = st.conflict
    if cf is None or cf.province < 0:
        return False
    mine = set(FACTS[st.cards[cf.province].cid].elements)
    if mine & set(conflict_elements(st)):
        return True
    return any(in_claimed_pool(st, ctx["player"], el) and mine & set(ring_elements(st, el)) for el in st.rings)


attacked_province_matches_a_ring = only_in_conflict(attacked_province_matches_a_ring)


@phrase("with both skill values")
def with_both_skills(g, ctx, c) -> bool:
    """Card test: the card has a military and a political skill value ("Dash (-)": a dash
    cannot be switched; ruling on Bayushi Yunako)."""
    st = g.state
    return skill(st, c, "military") is not None and skill(st, c, "political") is not None


def attacked_province_element(element: str):
    """Condition: during a conflict at a province with this element."""
    @only_in_conflict
    def cond(g, ctx) -> bool:
        cf = g.state.conflict
        return cf is not None and element in FACTS[g.state.cards[cf.province].cid].elements
    return phrase(f"during a conflict at a {element} province")(cond)


def other_character(test=None):
    """Card test: a character other than this card (and passing ``test``: "each other
    character that is dishonored")."""
    def t(g, ctx, c) -> bool:
        return c.uid != ctx["card"] and (test is None or test(g, ctx, c))
    words = "other" if test is None else f"other {said(test)}" if said(test) is not None else None
    if words is not None:
        t.says = words  # type: ignore[attr-defined]
    return t


@phrase("dishonored")
def is_dishonored(g, ctx, c) -> bool:
    """Card test: the character is dishonored."""
    return c.status < 0


@phrase("with no fate")
def without_fate(g, ctx, c) -> bool:
    """Card test: the card has no fate on it."""
    return c.fate == 0


@phrase("you control")
def is_yours(g, ctx, c) -> bool:
    """Card test: the card is controlled by the ability's controller."""
    return c.controller == ctx["player"]


@phrase("while the attached character is ready")
def host_ready(g, ctx) -> bool:
    """Condition: this attachment's host is not bowed."""
    st = g.state
    h = st.cards[ctx["card"]].attached_to
    return h >= 0 and not st.cards[h].bowed


@phrase("in which you are the defending player")
def you_defend(g, ctx) -> bool:
    """Condition: a conflict is on and you are its defending player."""
    cf = g.state.conflict
    return cf is not None and cf.defender == ctx["player"]


you_defend = only_in_conflict(you_defend)


@phrase("the second with equal or lower printed cost than the first")
def second_costs_no_more(g, ctx, chosen) -> bool:
    """A relation between two targets (:class:`l5r.lcg.vocab.Targets`): the second's printed
    cost is at most the first's."""
    first, second = (FACTS[g.state.cards[u].cid].cost or 0 for u in chosen)
    return second <= first


def with_skill(stat: str):
    """Card test: the card has a value (not a dash) for ``stat`` ("Dash (-)": such a character
    cannot be involved in a duel of that type)."""
    def test(g, ctx, c) -> bool:
        return skill(g.state, c, stat) is not None
    return phrase(f"with a {stat} value")(test)


@phrase("while the attached character is involved in a duel")
def host_in_duel(g, ctx) -> bool:
    h = g.state.cards[ctx["card"]].attached_to
    return h >= 0 and in_duel(g.state, h)


@phrase("a character triggers an ability during a conflict in which the attached character participates")
def character_triggers_while_host_participates(g, ctx, e) -> bool:
    """Trigger condition on ``ability_triggered``: a character's triggered ability, during a
    conflict in which the character this card is attached to participates."""
    st = g.state
    h = st.cards[ctx["card"]].attached_to
    return e.get("card_type") == "character" and h >= 0 and participating(st, st.cards[h])


def you_lose(type_: str = ""):
    """Trigger condition on ``conflict_won``: you are the player who loses the conflict (of
    type ``type_``); in team conquest, your team loses it (Rules Reference 3.2.4)."""
    def cond(g, ctx, e) -> bool:
        cf = g.state.conflict
        return (yours(g.state, ctx["player"], e.get("loser", -1)) and cf is not None
                and (not type_ or cf.type == type_))
    kind = f"a {type_} conflict" if type_ else "a conflict"
    return phrase(f"you lose {kind}")(cond)



@phrase("on a character your opponent controls")
def on_opponents_character(g, ctx, c) -> bool:
    """Card test: an attachment on a character your opponent controls (any opponent's, but the
    one chosen in team conquest: :func:`l5r.lcg.model.opponents_meant`)."""
    h = c.attached_to
    return h >= 0 and g.state.cards[h].controller in opponents_meant(g.state, ctx["player"])


@phrase("1 or more fate would be removed from the attached character")
def fate_would_leave_host(g, ctx, e) -> bool:
    """Trigger condition (``remove_fate``, ``move_fate``, ``leaves_play``): fate would leave the
    character this card is attached to (moved elsewhere, removed, or with it leaving play)."""
    st = g.state
    h = st.cards[ctx["card"]].attached_to
    if h < 0 or e.get("card") != h or st.cards[h].fate <= 0:
        return False
    if e["name"] == "move_fate":
        return e.get("to_card", -1) != h and e.get("amount", 0) > 0
    return e["name"] == "leaves_play" or e.get("amount", 0) > 0


@phrase("while the attached character is participating")
def host_participating(g, ctx) -> bool:
    """Condition: this attachment's host participates in the conflict."""
    st = g.state
    h = st.cards[ctx["card"]].attached_to
    return h >= 0 and participating(st, st.cards[h])


host_participating = only_in_conflict(host_participating)


@phrase("if the attached character participates in a conflict with 1 or more other characters you control")
def host_participates_with_others(g, ctx) -> bool:
    """Condition: this attachment's host participates and so does another character this
    card's controller controls (Rules Reference "Participating and Participants")."""
    st = g.state
    cf = st.conflict
    h = st.cards[ctx["card"]].attached_to
    if cf is None or h < 0 or not participating(st, st.cards[h]):
        return False
    return any(u != h and st.cards[u].controller == ctx["player"] for u in cf.attackers + cf.defenders)


host_participates_with_others = only_in_conflict(host_participates_with_others)


@phrase("participating on your side alone")
def alone_on_your_side(g, ctx, c) -> bool:
    """Card test: the character is the only one participating on its controller's side."""
    cf = g.state.conflict
    if cf is None:
        return False
    side = cf.attackers if c.controller == cf.attacker else cf.defenders if c.controller == cf.defender else []
    return side == [c.uid]


# ------------------------------------------------------------------ Into the Forbidden City, The Chrysanthemum Throne
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
    :func:`bid_lower_than_opponent`): your opponent's (:func:`l5r.lcg.model.opponents_meant`;
    in team conquest the one chosen, formats Decisions 19)."""
    def cond(g, ctx) -> bool:
        st = g.state
        mine = st.players[ctx["player"]].bid
        return any(mine - st.players[o].bid >= at_least for o in opponents_meant(st, ctx["player"]))
    return phrase(f"if your honor bid is at least {at_least} higher than your opponent's")(cond)


@phrase("if your honor bid is lower than your opponent's")
def bid_lower_than_opponent(g, ctx) -> bool:
    """Play restriction on the honor dials (Rules Reference "Bid Value"): your opponent's
    (:func:`l5r.lcg.model.opponents_meant`: in team conquest either opposing player's, as
    nothing else in Test of Courage is done to that player)."""
    st = g.state
    mine = st.players[ctx["player"]].bid
    return any(st.players[o].bid > mine for o in opponents_meant(st, ctx["player"]))


@phrase("you reveal your honor dial")
def you_revealed_your_dial(g, ctx, e) -> bool:
    """Trigger condition on ``bids_revealed``: you are one of the players whose bids were just
    revealed (a duel's bids are the two duelling players': Appendix I "Duel Timing" D.3-D.4;
    the draw phase's, every player's: 2.2-2.3) -- the bid being revealed is the innermost
    ``lcg.bid`` frame."""
    for f in reversed(g.state.stack):
        if f.get("step") == "lcg.bid":
            return str(ctx["player"]) in f.get("bids", {})
    return False


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
    return compared_to(stat, "<", says=f"with lower {stat}{'' if stat == 'glory' else ' skill'} than this character")


# ------------------------------------------------------------ comparisons
#: the comparisons of :func:`compared_to` and :func:`value_at_most`, and their words
_COMPARE = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}
_COMPARE_WORDS = {"<": "lower", "<=": "no higher", ">": "higher", ">=": "no lower"}


def _value(st, c, stat: str) -> int | None:
    """A card's current ``stat``: a skill (None for a dash) or "glory"."""
    return glory(st, c) if stat == "glory" else skill(st, c, stat)


def _card_named(g, ctx, who: str):
    """The card ``who`` names: "self" (this card) or "host" (the character it is attached to;
    None when it is not attached)."""
    me = g.state.cards[ctx["card"]]
    if who == "self":
        return me
    if who == "host":
        return g.state.cards[me.attached_to] if me.attached_to >= 0 else None
    raise ValueError(f"compared_to: {who!r} is not 'self' or 'host'")


def compared_to(stat: str, op: str, other: str = "self", *, dash: int | None = None, says: str = ""):
    """Card test: its current ``stat`` (a skill, or "glory") compared (``op``: ``"<"``,
    ``"<="``, ``">"``, ``">="``) with that of ``other``: "self" (this card) or "host" (the
    character this card is attached to). A dash is no value to compare (Rules Reference
    "Dash (-)"): the test fails, unless ``dash`` is the number a dash counts as for this card.

    >>> said(compared_to("military", "<=", dash=0))
    "with military skill no higher than this character's"
    >>> said(compared_to("glory", "<", "host"))
    "with glory lower than the attached character's"
    """
    cmp = _COMPARE[op]
    if other not in ("self", "host"):
        raise ValueError(f"compared_to: {other!r} is not 'self' or 'host'")

    def test(g, ctx, c) -> bool:
        st = g.state
        o = _card_named(g, ctx, other)
        if o is None:
            return False
        theirs, mine = _value(st, c, stat), _value(st, o, stat)
        if dash is not None:
            theirs, mine = dash if theirs is None else theirs, dash if mine is None else mine
        return theirs is not None and mine is not None and cmp(theirs, mine)
    whose = "this character's" if other == "self" else "the attached character's"
    return phrase(says or f"with {stat}{'' if stat == 'glory' else ' skill'} {_COMPARE_WORDS[op]} than {whose}")(test)


def value_at_most(stat: str, count, *, says: str = ""):
    """Card test: its current ``stat`` (a skill, or "glory") is at most ``count``: a number, or
    a count of the game (``(game, ctx) -> int`` with its words, e.g. :func:`attacking_characters`;
    "X or lower, where X is ..."). A dash is no value (Rules Reference "Dash (-)").

    >>> said(value_at_most("glory", attacking_characters))
    'with glory no higher than the number of attacking characters'
    """
    def test(g, ctx, c) -> bool:
        v = _value(g.state, c, stat)
        return v is not None and v <= (count(g, ctx) if callable(count) else count)
    limit = f"the number of {said(count)}s" if callable(count) else str(count)
    return phrase(says or f"with {stat}{'' if stat == 'glory' else ' skill'} no higher than {limit}")(test)


@phrase("facedown province you control")
def your_facedown_provinces(g, ctx) -> int:
    """A count: the facedown provinces you control (Rules Reference "Province Cards")."""
    st = g.state
    return sum(1 for u in st.players[ctx["player"]].provinces if st.cards[u].facedown)


def more_than_an_opponent(per_player, *, says: str):
    """Condition: your ``per_player(state, player)`` count is higher than an opponent's (e.g.
    :func:`honored_characters`, :func:`l5r.lcg.vocab_rings.participating_glory`)."""
    def cond(g, ctx) -> bool:
        st = g.state
        mine = per_player(st, ctx["player"])
        return any(mine > per_player(st, o) for o in opponents(st, ctx["player"]))
    return phrase(says)(cond)


def fewer_than_an_opponent(per_player, *, says: str):
    """Condition: your ``per_player(state, player)`` count is lower than an opponent's (e.g.
    :func:`cards_in_hand`).

    >>> said(fewer_than_an_opponent(cards_in_hand, says="if you have fewer cards in hand than an opponent"))
    'if you have fewer cards in hand than an opponent'
    """
    def cond(g, ctx) -> bool:
        st = g.state
        mine = per_player(st, ctx["player"])
        return any(mine < per_player(st, o) for o in opponents(st, ctx["player"]))
    return phrase(says)(cond)


def cards_in_hand(st, p: int) -> int:
    """A count: the cards in ``p``'s hand, an event being played still among them until its
    costs and selections are made (Rules Reference Appendix III: :func:`l5r.lcg.model.hand_size`)."""
    return hand_size(st, p)


def honored_characters(st, p: int) -> int:
    """A count: the honored characters ``p`` controls (Rules Reference "Honored Status")."""
    return sum(1 for u in st.players[p].play if st.cards[u].status > 0)


def you_count_more(kind: str):
    """Condition: in a conflict of ``kind``, your side's current skill total is higher than the
    other side's (participating characters that are not bowed, with the Imperial Favor's
    bonus: Appendix I 3.2.3; in team conquest your team's side)."""
    @only_in_conflict
    def cond(g, ctx) -> bool:
        st = g.state
        cf = st.conflict
        if cf is None or cf.type != kind:
            return False
        with frozen(st):
            a, d = conflict_totals(st)
        mine, theirs = (a, d) if yours(st, ctx["player"], cf.attacker) else (d, a)
        return mine > theirs
    return phrase(f"if you count more {kind} skill than your opponent")(cond)


@phrase("faceup provinces you control")
def your_faceup_provinces(g, ctx) -> int:
    """A count: the faceup provinces you control, the stronghold province among them (Rules
    Reference "Province Cards")."""
    st = g.state
    return sum(1 for u in st.players[ctx["player"]].provinces if not st.cards[u].facedown)


def this_is(test, *, says: str = ""):
    """Condition: this card passes card test ``test`` ("if this character has fate")."""
    def cond(g, ctx) -> bool:
        return test(g, ctx, g.state.cards[ctx["card"]])
    words = says or (f"if this card is {said(test)}" if said(test) else "")
    return phrase(words)(cond) if words else cond


@phrase("if you have a facedown card in your provinces")
def facedown_card_in_your_provinces(g, ctx) -> bool:
    """Condition: a facedown card is in one of your provinces (Rules Reference "Province Cards")."""
    st = g.state
    return any(st.cards[u].facedown for s in st.players[ctx["player"]].province_cards for u in s)


@phrase("with an even printed cost")
def even_printed_cost(g, ctx, c) -> bool:
    """Card test: an even printed cost (0, 2, 4...; no printed cost counts as 0)."""
    return (FACTS[c.cid].cost or 0) % 2 == 0


@phrase("other than this character")
def not_self(g, ctx, c) -> bool:
    return c.uid != ctx["card"]


@phrase("other than this card")
def not_this_card(g, ctx, c) -> bool:
    """Card test: not the card whose ability resolves (an event choosing in the discard pile
    it is already in: Rules Reference "Event Cards")."""
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


def you_win_conflict(*, as_: str = "", element: str = ""):
    """Trigger condition on ``conflict_won``: you are the player who wins the conflict
    (Rules Reference "Winning a Conflict"); ``as_``: only as the "attacker" or the
    "defender" (the attacking / defending player, Rules Reference "Conflict Resolution");
    ``element``: only a conflict of that element (the contested ring's elements, Rules
    Reference "Elements"; e.g. the Keeper role cards, "Role Cards")."""
    def cond(g, ctx, e) -> bool:
        st = g.state
        p = ctx["player"]
        if not yours(st, p, e.get("player", -1)):  # (team conquest: the team wins, 3.2.4)
            return False
        if as_ and yours(st, p, e.get("attacker", -1)) != (as_ == "attacker"):
            return False
        return not element or element in conflict_elements(g.state)
    of = f"{'an' if element[:1] in ('a', 'e', 'i', 'o', 'u') else 'a'} {element} conflict" if element else "a conflict"
    return phrase(f"you win {of}{' as the ' + as_ if as_ else ''}")(cond)


def your_province_revealed(element: str = ""):
    """Trigger condition on ``province_revealed``: the revealed province is one you control
    (of ``element``: one with that printed element, Rules Reference "Provinces"; e.g. the
    Seeker role cards, "Role Cards")."""
    def cond(g, ctx, e) -> bool:
        c = g.state.cards[e["card"]]
        return c.controller == ctx["player"] and (not element or element in FACTS[c.cid].elements)
    return phrase(f"one of your {element + ' ' if element else ''}provinces is revealed")(cond)


# ------------------------------------------------------------------ parametrized card tests
# Small card tests ``(game, ctx, card) -> bool`` that card declarations combine (with
# :func:`matching`, :func:`any_of`, :func:`not_`) instead of writing a test of their own.

_STATUS = {"honored": 1, "ordinary": 0, "dishonored": -1}


def status_is(*statuses: str, says: str = ""):
    """Card test: the card's personal honor status is one of ``statuses`` ("honored",
    "ordinary", "dishonored"; Rules Reference "Honored Status", "Dishonored Status").

    >>> said(status_is("honored", "dishonored"))
    'honored or dishonored'
    """
    values = frozenset(_STATUS[s] for s in statuses)

    def test(g, ctx, c) -> bool:
        return (c.status > 0) - (c.status < 0) in values
    return phrase(says or " or ".join(statuses))(test)


def not_(test, *, says: str = ""):
    """Card test: ``test`` does not hold (its words with "non-": "non-Scorpion").

    >>> said(not_(clan_is("scorpion")))
    'non-Scorpion'
    """
    def neg(g, ctx, c) -> bool:
        return not test(g, ctx, c)
    words = says or (f"non-{said(test)}" if said(test) else "")
    return phrase(words)(neg) if words else neg


def matching(*tests, says: str = ""):
    """Card test: every one of ``tests`` holds, described by ``says`` (or their words in
    order, as :func:`all_of`).

    >>> said(matching(status_is("honored"), clan_is("crane"), says="honored Crane character"))
    'honored Crane character'
    """
    def test(g, ctx, c) -> bool:
        return all(t(g, ctx, c) for t in tests)
    words = says or (" ".join(said(t) or "" for t in tests) if all(said(t) for t in tests) else "")
    return phrase(words)(test) if words else test


def any_of(*tests, says: str = ""):
    """Card test: one of ``tests`` holds, described by ``says`` (or their words joined
    by "or")."""
    def test(g, ctx, c) -> bool:
        return any(t(g, ctx, c) for t in tests)
    words = says or (" or ".join(said(t) or "" for t in tests) if all(said(t) for t in tests) else "")
    return phrase(words)(test) if words else test


@phrase("participating")
def is_participating(g, ctx, c) -> bool:
    """Card test: a participating character (Rules Reference "Participating and
    Attacking/Defending")."""
    return participating(g.state, c)


def attached_to(test, *, says: str = ""):
    """Card test: an attachment whose host (the card it is attached to) passes card test ``test``.

    >>> said(attached_to(is_dishonored))
    'attached to a dishonored character'
    """
    def t(g, ctx, c) -> bool:
        h = c.attached_to
        return h >= 0 and test(g, ctx, g.state.cards[h])
    return phrase(says or f"attached to a {said(test)} character")(t)


@phrase("an effect would make you lose your last honor")
def would_lose_last_honor(g, ctx, e) -> bool:
    """Trigger condition on ``lose_honor`` / ``transfer_honor`` (an interrupt): the effect of a
    card ability, a ring effect or a framework step would leave you with no honor (Rules
    Reference "Honor": at 0 honor a player loses) -- not an honor cost, which is paid before
    anything can interrupt it (Rules Reference "Cost")."""
    p = ctx["player"]
    who = e.get("player") if e["name"] == "lose_honor" else e.get("from")
    honor = g.state.players[p].honor
    return who == p and not e.get("paid") and honor > 0 and e.get("amount", 0) >= honor


def a_participant(test, *, says: str = ""):
    """Condition: a participating character (of any player) passes card test ``test`` ("while a
    dishonored character is participating in a conflict"; Rules Reference "Participating and
    Attacking/Defending").

    >>> said(a_participant(is_dishonored))
    'while a dishonored character is participating in a conflict'
    """
    @only_in_conflict
    def cond(g, ctx) -> bool:
        st = g.state
        cf = st.conflict
        return any(test(g, ctx, st.cards[u]) for u in (*cf.attackers, *cf.defenders))
    return phrase(says or f"while a {said(test)} character is participating in a conflict")(cond)


@phrase("unique")
def is_unique(g, ctx, c) -> bool:
    """Card test: a unique card (Rules Reference "Unique Cards")."""
    return FACTS[c.cid].unique


def printed_type_is(type_: str, *, says: str = ""):
    """Card test: the card's printed card type is ``type_`` (not a card played as another
    type, e.g. a character played as an attachment; Rules Reference "Card Types")."""
    def test(g, ctx, c) -> bool:
        return FACTS[c.cid].type == type_
    article = "an" if type_[:1] in ("a", "e", "i", "o", "u") else "a"
    return phrase(says or f"{article} {type_} card")(test)


def printed_cost_at_least(n: int):
    """Card test: printed cost ``n`` or higher (a cost of "-" counts 0)."""
    def test(g, ctx, c) -> bool:
        return (FACTS[c.cid].cost or 0) >= n
    return phrase(f"printed cost {n} or higher")(test)


def skill_at_most(stat: str, n: int):
    """Card test: current ``stat`` skill ``n`` or lower (a dash is no value: Rules Reference
    "Dash (-)")."""
    def test(g, ctx, c) -> bool:
        v = skill(g.state, c, stat)
        return v is not None and v <= n
    return phrase(f"{stat} skill {n} or lower")(test)


def with_attachment(test=None, *, says: str = ""):
    """Card test: the card has an attachment (one that passes ``test`` when given; without
    ``test``, :func:`with_attachments`)."""
    if test is None:
        return matching(with_attachments, says=says or "with an attachment")

    def has(g, ctx, c) -> bool:
        st = g.state
        return any(test(g, ctx, st.cards[a]) for a in c.attachments)
    return phrase(says or f"with a {said(test)} attachment")(has)


@phrase("that can have fate placed on it")
def can_take_fate(g, ctx, c) -> bool:
    """Card test: fate can be placed on the card (:func:`l5r.lcg.model.can_add_fate`)."""
    return can_add_fate(g.state, c)


# ------------------------------------------------------------------ parametrized conditions
@phrase("while this character attacks alone")
def attacking_alone(g, ctx) -> bool:
    """Condition: this character is the only attacking character."""
    cf = g.state.conflict
    return cf is not None and cf.attackers == [ctx["card"]]


attacking_alone = only_in_conflict(attacking_alone)


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


def you_control_count(test, count: int = 1, *, says: str = ""):
    """Play restriction: you control ``count`` or more cards in your play area that pass card
    test ``test`` ("if you control 3 other Bushi")."""
    def cond(g, ctx) -> bool:
        st = g.state
        return sum(1 for u in st.players[ctx["player"]].play if test(g, ctx, st.cards[u])) >= count
    return phrase(says or f"if you control {count} or more {said(test)}")(cond)


# ------------------------------------------------------------------ conflict results
def conflict_result(result: str = "win", *, type_: str = "", as_: str = "", this: str = "",
                    at_this_province: bool = False, by: int = 0, unopposed: bool = False, says: str = ""):
    """Trigger condition on ``conflict_won``: you ``result`` ("win" / "lose") the conflict
    (Rules Reference "Conflict Resolution", "Winning a Conflict"), with every given
    qualifier: ``type_`` ("military" / "political"); ``as_`` ("attacker" / "defender": you
    are the attacking / defending player); ``this`` ("participates", "attacks", "defends":
    this character does so); ``at_this_province`` (this card is the attacked province);
    ``by`` (the skill difference is at least that); ``unopposed`` (Rules Reference
    "Unopposed").

    >>> said(conflict_result("lose", as_="attacker"))
    'you lose a conflict as the attacker'
    """
    field = "player" if result == "win" else "loser"

    def cond(g, ctx, e) -> bool:
        st = g.state
        cf = st.conflict
        p = ctx["player"]
        if cf is None or not yours(st, p, e.get(field, -1)) or (type_ and cf.type != type_):
            return False  # (team conquest: the team wins or loses, 3.2.4)
        if as_ and not yours(st, p, cf.attacker if as_ == "attacker" else cf.defender):
            return False
        if this == "participates" and not participating(st, st.cards[ctx["card"]]):
            return False
        if this in ("attacks", "defends") and ctx["card"] not in (cf.attackers if this == "attacks" else cf.defenders):
            return False
        if at_this_province and cf.province != ctx["card"]:
            return False
        return (not by or cf.difference >= by) and (not unopposed or cf.unopposed)
    if not says:
        kind = f"{'an' if type_[:1] in ('a', 'e', 'i', 'o', 'u') else 'a'} {type_} conflict" if type_ else "a conflict"
        says = f"you {result} {kind}" + (f" as the {as_}" if as_ else "") + (" unopposed" if unopposed else "") \
            + (f" in which this character {this}" if this else "") + (" at this province" if at_this_province else "") \
            + (f" by {by} or more skill" if by else "")
    return phrase(says)(cond)


@phrase("other than the attached character")
def other_than_host(g, ctx, c) -> bool:
    """Card test: not the character this card is attached to."""
    return c.uid != g.state.cards[ctx["card"]].attached_to


@phrase("with fate")
def with_fate(g, ctx, c) -> bool:
    """Card test: 1 or more fate on the card."""
    return c.fate > 0


def role_is(element: str):
    """Condition: you have a role of this element -- your role card has the element's trait
    ("while you have a Fire role"; Rules Reference "Role Cards").

    >>> said(role_is("fire")), said(role_is("air"))
    ('while you have a Fire role', 'while you have an Air role')
    """
    def cond(g, ctx) -> bool:
        return role_element(g.state, ctx["player"]) == element
    return phrase(f"while you have {'an' if element[:1] in 'aeiou' else 'a'} {element.capitalize()} role")(cond)


@phrase("you claim the ring of your role's element")
def you_claim_role_ring(g, ctx, e) -> bool:
    """Trigger condition on ``claim_ring``: you claim the ring of your role's element (the
    ring's own element: elements gained for a while do not count; Rules Reference "Role
    Cards", "Claiming Rings")."""
    el = role_element(g.state, ctx["player"])
    return el is not None and yours(g.state, ctx["player"], e.get("player", -1)) and e.get("ring") == el


# ------------------------------------------------------------------ counts (values of a card)
def rings_count(claimed: bool):
    """A count: the claimed rings (in any claimed pool), or the unclaimed ones (in the unclaimed
    pool: the contested ring is neither; Rules Reference "Rings", Born in War ruling)."""
    def value(g, ctx, c) -> int:
        if claimed:
            return sum(1 for r in g.state.rings.values() if r.claimed_by >= 0)
        return sum(1 for r in g.state.rings.values() if r.claimed_by < 0 and not r.contested)
    return phrase(f"the number of {'claimed' if claimed else 'unclaimed'} rings")(value)


@phrase("the fate on the unclaimed rings")
def unclaimed_ring_fate(g, ctx, c) -> int:
    """A count: the fate on the rings of the unclaimed pool."""
    return sum(r.fate for r in g.state.rings.values() if r.claimed_by < 0 and not r.contested)


def count_you_control(test, *, says: str = ""):
    """A count: the cards in your play area that pass card test ``test``."""
    def value(g, ctx, c) -> int:
        st = g.state
        return sum(1 for u in st.players[ctx["player"]].play if test(g, ctx, st.cards[u]))
    return phrase(says or f"the number of {said(test)} you control")(value)


def less_skill_than_your_participant(trait: str, stat: str, *, or_equal: bool = False):
    """Card test: lower (``or_equal``: equal or lower) ``stat`` skill than a participating
    <``trait``> character you control (a dash counts as 0; bowed characters keep their skill:
    Rules Reference "Dash (-)", "Skill")."""
    def test(g, ctx, c) -> bool:
        st = g.state
        cf = st.conflict
        if cf is None:
            return False
        mine = [skill(st, st.cards[u], stat) or 0 for u in cf.attackers + cf.defenders
                if st.cards[u].controller == ctx["player"] and has_trait(st, st.cards[u], trait)]
        v = skill(st, c, stat) or 0
        return any(v < m or or_equal and v == m for m in mine)
    than = "equal or lower" if or_equal else "less"
    return phrase(f"with {than} {stat} skill than a participating {trait.capitalize()} you control")(test)


def played_cards_this_conflict(n: int, trait: str = ""):
    """Condition: you have played at least ``n`` other cards this conflict; with ``trait``, at
    least ``n`` cards with that Trait ("a conflict in which you have played 3 or more Spell
    cards") (:func:`l5r.lcg.vocab_play.played_this_conflict`).

    >>> said(played_cards_this_conflict(3, "spell"))
    'if you have played at least 3 Spell cards this conflict'
    """
    def cond(g, ctx) -> bool:
        return played_this_conflict(g, ctx["player"], trait) >= n
    cards = f"{trait.capitalize()} cards" if trait else "other cards"
    return phrase(f"if you have played at least {n} {cards} this conflict")(only_in_conflict(cond))


# ------------------------------------------------------------------ more parametrized conditions
def the_only(side: str, *, says: str = ""):
    """Card test: the only ``side`` ("attacking" / "defending") character (a bowed one still
    participates: Admit Defeat ruling; Rules Reference "Participating and
    Attacking/Defending")."""
    def test(g, ctx, c) -> bool:
        cf = g.state.conflict
        return cf is not None and (cf.attackers if side == "attacking" else cf.defenders) == [c.uid]
    return phrase(says or f"the only {side} character")(test)


@phrase("while it is the only participating character you control")
def only_participant_you_control(g, ctx) -> bool:
    """Condition: this character participates and no other character you control does."""
    st = g.state
    cf = st.conflict
    if cf is None or not participating(st, st.cards[ctx["card"]]):
        return False
    return all(u == ctx["card"] or st.cards[u].controller != ctx["player"]
               for u in cf.attackers + cf.defenders)


only_participant_you_control = only_in_conflict(only_participant_you_control)


def an_opponents(says: str):
    """Trigger condition: the event's ``player`` is an opponent of yours ("an opponent passes a
    conflict"; in team conquest not a teammate, Rules Reference "Opponent")."""
    def cond(g, ctx, e) -> bool:
        return e.get("player", -1) in opponents(g.state, ctx["player"])
    return phrase(says)(cond)


def ability_targets(test, *, card_type: str = "", says: str = ""):
    """Trigger condition on ``effects_initiate``: the initiating triggered ability (an action,
    reaction or interrupt; not a keyword, covert) chose as a target a card in play that passes
    card test ``test`` (Rules Reference "Target", "Triggered Abilities"); with ``card_type``,
    only an ability of a card of that type ("a character ability")."""
    def cond(g, ctx, e) -> bool:
        st = g.state
        if card_type and e.get("card_type") != card_type:
            return False
        return e.get("kind") in ("action", "reaction", "interrupt") and any(
            st.cards[u].zone == PLAY and test(g, ctx, st.cards[u]) for u in e.get("targets", ()))
    kind = f"{card_type} ability" if card_type else "ability"
    return phrase(says or f"a{'n' if kind[0] in 'aeiou' else ''} {kind} targets a {said(test)}")(cond)


def you_attach_to_this(trait: str):
    """Trigger condition on ``enter_play`` / ``move_attachment``: you attach a card with
    ``trait`` to this character (Rules Reference "Attachment Cards")."""
    def cond(g, ctx, e) -> bool:
        st = g.state
        a = st.cards[e["card"]]
        who = e.get("player", e.get("controller", a.controller))
        return (e.get("host", -1) == ctx["card"] and who == ctx["player"] and has_trait(st, a, trait)
                and a.zone == ATTACHED)
    return phrase(f"you attach a {trait.capitalize()} to this character")(cond)


def holdings_in_play(g, p: int | None = None) -> list[int]:
    """Holdings in play (faceup in a province: Rules Reference "Holdings"), of player ``p``
    or anyone's."""
    st = g.state
    out = []
    for q in st.players:
        if p is not None and q.index != p:
            continue
        for slot in q.province_cards:
            for u in slot:
                c = st.cards[u]
                if in_play(c) and FACTS[c.cid].type == "holding":
                    out.append(u)
    return out


def holding_in_play(yours: bool = False):
    """Condition: a holding is in play (``yours``: one you control)."""
    def cond(g, ctx) -> bool:
        return bool(holdings_in_play(g, ctx["player"] if yours else None))
    return phrase("if you control a holding" if yours else "while a holding is in play")(cond)


def more_honor_than_an_opponent_by(n: int):
    """Condition: you have at least ``n`` more honor than an opponent (Rules Reference
    "Honor", "More/Less Honorable")."""
    def cond(g, ctx) -> bool:
        st = g.state
        mine = st.players[ctx["player"]].honor
        return any(mine >= st.players[o].honor + n for o in opponents(st, ctx["player"]))
    return phrase(f"if you have at least {n} more honor than an opponent")(cond)


def honor_at_most(n: int):
    """Condition: you have ``n`` or fewer honor in your honor pool (Rules Reference "Honor").
    It takes an optional card, so it also serves as the test of
    :class:`~l5r.lcg.vocab.IfTarget` ("if you have 6 or fewer honor, that character gets ...").

    >>> said(honor_at_most(6))
    'if you have 6 or fewer honor'
    """
    def cond(g, ctx, c=None) -> bool:
        return g.state.players[ctx["player"]].honor <= n
    return phrase(f"if you have {n} or fewer honor")(cond)


def all_hold(*conds, says: str = ""):
    """Condition: each of ``conds`` holds, described by ``says`` (or as :func:`every`)."""
    cond = every(*conds)
    if says:
        cond.says = says  # type: ignore[attr-defined]
    return cond


def holds(cond, *, says: str = ""):
    """Trigger condition: game condition ``cond`` holds when the event happens (whatever the
    event: "... while this character is participating")."""
    def when(g, ctx, e) -> bool:
        return cond(g, ctx)
    words = says or said(cond)
    return phrase(words)(when) if words else when


def this_can(action: str, *, says: str = ""):
    """Condition: this card can be affected by game action ``action`` (Rules Reference
    "Cannot", "Immune"; :func:`l5r.lcg.vocab.can_affect`)."""
    def cond(g, ctx) -> bool:
        return can_affect(g, action, g.state.cards[ctx["card"]], ctx)
    return phrase(says)(cond) if says else cond


def opponent_declared_conflicts(n: int, *, against_you: bool = False):
    """Condition: an opponent has declared ``n`` or more conflicts this phase (Rules Reference
    "Conflict Phase": each player's declared conflicts); with ``against_you``, conflicts against
    you (in three- and four-player games the defender counts: against you or, in team conquest,
    a teammate, Decisions 18; :func:`l5r.lcg.model.declared_against_key`); for an ability acting
    on "that opponent", in team conquest the one chosen (:func:`l5r.lcg.model.opponents_meant`)."""
    def cond(g, ctx) -> bool:
        st = g.state
        me = ctx["player"]
        if not against_you:
            return any(st.players[o].conflicts_declared >= n for o in opponents_meant(st, me))
        uses = st.uses.get("phase", {})
        mine = [q.index for q in st.players if yours(st, me, q.index)]
        return any(sum(uses.get(declared_against_key(o, q), 0) for q in mine) >= n for o in opponents_meant(st, me))
    return phrase(f"if an opponent has declared {n} conflicts" + (" against you" if against_you else ""))(cond)


# ------------------------------------------------------------------ triggers about cards
def printed_trait_is(trait: str):
    """Card test: the card's printed traits include ``trait`` (gained or blanked traits do not
    matter: Rules Reference "Printed", "Traits")."""
    def test(g, ctx, c) -> bool:
        return trait in FACTS[c.cid].traits
    return phrase(trait.capitalize())(test)


def you_play_from(type_: str, zone: str, *, says: str = ""):
    """Trigger condition on ``card_played``: you play a card of printed type ``type_`` from
    ``zone`` (as that type: a character played as an attachment does not count; Rules
    Reference "Playing Cards")."""
    def cond(g, ctx, e) -> bool:
        c = g.state.cards[e["card"]]
        return (e.get("player") == ctx["player"] and e.get("from_zone") == zone
                and FACTS[c.cid].type == type_ and c.zone != ATTACHED)
    return phrase(says or f"you play a {type_} from your {zone}")(cond)


def would_leave_play(test, *, says: str = ""):
    """Trigger condition on ``leaves_play`` (an interrupt): a character in play that passes card
    test ``test`` would leave play, unless nothing can prevent it (a leave-play caused by a
    constant ability: Rules Reference "Constant Abilities")."""
    def cond(g, ctx, e) -> bool:
        c = g.state.cards[e["card"]]
        return c.zone == PLAY and test(g, ctx, c) and not e.get("unpreventable")
    return phrase(says or f"a {said(test)} character would leave play")(cond)


@phrase("fate is placed on this character")
def fate_placed_on_this(g, ctx, e) -> bool:
    """Trigger condition on ``place_fate`` / ``move_fate``: fate is placed on this character, or
    moved onto it from another card (Rules Reference "Fate")."""
    me = e.get("to_card", -1) if e["name"] == "move_fate" else e.get("card")
    return me == ctx["card"] and e.get("amount", 0) >= 1


@phrase("the attached character's side wins a conflict")
def host_wins_conflict(g, ctx, e) -> bool:
    """Trigger condition on ``conflict_won``: the character this card is attached to wins the
    conflict (it participates on the winning side, for its controller: Rules Reference
    "Winning a Conflict")."""
    st = g.state
    cf = st.conflict
    host = st.cards[ctx["card"]].attached_to
    if cf is None or host < 0:
        return False
    side = cf.attackers if e.get("player") == cf.attacker else cf.defenders
    return yours(st, st.cards[host].controller, e.get("player", -1)) and host in side


@phrase("the attached character loses a conflict")
def host_loses_conflict(g, ctx, e) -> bool:
    """Trigger condition on ``conflict_won``: the character this card is attached to loses the
    conflict (it participates on the losing side: Rules Reference "Winning a Conflict", a
    participating character of the losing player loses the conflict)."""
    st = g.state
    cf = st.conflict
    host = st.cards[ctx["card"]].attached_to
    if cf is None or host < 0 or e.get("loser", -1) < 0:
        return False
    side = cf.attackers if e["loser"] == cf.attacker else cf.defenders
    return yours(st, st.cards[host].controller, e["loser"]) and host in side


@phrase("the attached character is declared in or moves to a conflict")
def host_joins_conflict(g, ctx, e) -> bool:
    """Trigger condition on ``conflict_declared`` / ``defenders_declared`` /
    ``move_to_conflict``: the character this card is attached to is declared as an attacker or
    a defender, or moves to the conflict (Rules Reference "Declaring Conflicts", "Movement")."""
    h = g.state.cards[ctx["card"]].attached_to
    if h < 0:
        return False
    if e["name"] == "conflict_declared":
        return h in e.get("attackers", ())
    if e["name"] == "defenders_declared":
        return h in e.get("cards", ())
    return e.get("card") == h


@phrase("an opponent declares a conflict with a ring that has fate on it")
def opponent_declares_ring_with_fate(g, ctx, e) -> bool:
    """Trigger condition on ``conflict_declared``: an opponent declares a conflict with a ring
    that had fate on it (Rules Reference "Declaring Conflicts": the fate is taken as it is
    declared)."""
    return e["player"] in opponents(g.state, ctx["player"]) and e.get("ring_fate", 0) > 0


def your_dial_compared(relation: str, against: str = "opponent", *, says: str = ""):
    """Condition on the honor dials (the bids as set, not modified bid values: Rules Reference
    "Bid Value", "Honor Dial"): yours is ``relation`` ("higher" / "lower" / "equal") than (to) the dial of
    ``against``: "opponent" (your opponent, :func:`l5r.lcg.model.opponent`) or "any" (any other
    player still in the game)."""
    def cond(g, ctx) -> bool:
        st = g.state
        p = ctx["player"]
        mine = st.players[p].bid
        if against == "opponent":
            others = [st.players[opponent(st, p)].bid]
        else:
            others = [q.bid for q in st.players if q.index != p and not q.eliminated]
        if relation == "equal":
            return any(mine == b for b in others)
        return any(mine > b if relation == "higher" else mine < b for b in others)
    return phrase(says)(cond) if says else cond


def _player_is(st, p: int, who: str, q: int) -> bool:
    """Is player ``q`` "you" (``who`` "you": ``p`` alone, playing a card is one's own) or "your
    opponent" (``who`` "opponent": an opposing player, never a teammate in team conquest; the one
    chosen for an ability that refers to "your opponent": :func:`l5r.lcg.model.opponents_meant`)
    for ``p``?"""
    return q == p if who == "you" else q in opponents_meant(st, p)


def plays_card(who: str = "you", *, event: bool = False, trait: str = "", participating_self: bool = False):
    """Trigger condition on ``card_played``: ``who`` ("you" or "opponent") plays a card
    during a conflict -- only an event with ``event``, only a card with ``trait``, only while
    this character participates with ``participating_self`` (Rules Reference "Play and Put
    into Play": playing a card is the event; "Conflict Resolution": during a conflict)."""
    def cond(g, ctx, e) -> bool:
        st = g.state
        if st.conflict is None or not _player_is(st, ctx["player"], who, e.get("player", -1)):
            return False
        if event and not e.get("event"):
            return False
        if trait and not has_trait(st, st.cards[e["card"]], trait):
            return False
        return not participating_self or participating(st, st.cards[ctx["card"]])
    player = "you play" if who == "you" else "your opponent plays"
    kind = "an event" if event else f"a {trait.capitalize()} card" if trait else "a card"
    also = " in which this character is participating" if participating_self else ""
    return phrase(f"{player} {kind} during a conflict{also}")(cond)


def you_win_by(n: int):
    """Trigger condition on ``conflict_won``: you win the conflict by ``n`` or more skill
    (Rules Reference "Winning a Conflict": the difference between the two totals; in team
    conquest a teammate's win is yours: :func:`l5r.lcg.model.yours`, formats Decisions 18)."""
    def cond(g, ctx, e) -> bool:
        cf = g.state.conflict
        return yours(g.state, ctx["player"], e.get("player", -1)) and cf is not None and cf.difference >= n
    return phrase(f"you win a conflict by {n} or more skill")(cond)


@phrase("participating character with the highest glory in the conflict")
def highest_glory_participant(g, ctx, c) -> bool:
    """Card test: a participating character whose glory no other participant exceeds
    (ties: any of them, the chooser picks)."""
    st = g.state
    cf = st.conflict
    if cf is None or not participating(st, c):
        return False
    return glory(st, c) >= max(glory(st, st.cards[u]) for u in cf.attackers + cf.defenders)


def cards_you_control(trait: str):
    """A count: the faceup cards in play you control with ``trait`` -- characters,
    attachments, holdings, stronghold, provinces (Rules Reference "Control and Ownership";
    a facedown card has no traits: "Facedown Cards")."""
    def value(g, ctx, c=None) -> int:
        st = g.state
        p = ctx["player"]
        return sum(1 for x in st.cards if x.controller == p and in_play(x) and not x.facedown
                   and has_trait(st, x, trait))
    return phrase(f"the number of {trait.capitalize()} cards you control")(value)


def ring_contested_or_yours(element: str):
    """Condition: the ``element`` ring is contested or in your claimed ring pool (in team
    conquest the team's pool: :func:`l5r.lcg.model.yours`, formats Decisions 18)."""
    def cond(g, ctx) -> bool:
        return g.state.rings[element].contested or in_claimed_pool(g.state, ctx["player"], element)
    return phrase(f"while the {element.capitalize()} ring is contested or in your claimed ring pool")(cond)


@phrase("if you control at least 1 participating character and this character is at home and ready")
def ready_at_home_with_a_participant(g, ctx) -> bool:
    """Condition: you control a participating character, and this character is in your home
    area (not participating) and ready."""
    st = g.state
    me = st.cards[ctx["card"]]
    if st.conflict is None or me.bowed or participating(st, me):
        return False
    return any(participating(st, st.cards[u]) for u in st.players[ctx["player"]].play)


ready_at_home_with_a_participant = only_in_conflict(ready_at_home_with_a_participant)


@phrase("its skill of the conflict's type")
def own_conflict_skill(g, ctx, c=None) -> int:
    """A value: this character's skill of the current conflict's type (0 outside a conflict
    or for a dash)."""
    st = g.state
    cf = st.conflict
    return (skill(st, st.cards[ctx["card"]], cf.type) or 0) if cf is not None else 0


@phrase("non-unique")
def non_unique(g, ctx, c) -> bool:
    """Card test: a card that is not unique (Rules Reference "Unique Cards")."""
    return not FACTS[c.cid].unique




def with_peer(test):
    """Card test: its controller controls another character in play meeting ``test`` (the
    destination an effect needs: Rules Reference "Cost" -- an ability whose effect could not
    change the game state cannot be initiated)."""
    def t(g, ctx, c) -> bool:
        st = g.state
        return any(u != c.uid and test(g, ctx, st.cards[u]) for u in st.players[c.controller].play)
    words = said(test)
    return phrase(f"whose controller controls another character ({words})" if words else "")(t)


def event_initiates(who: str = "opponent", *, trait: str = ""):
    """Trigger condition on ``effects_initiate``: the effects of an event card ``who``
    ("opponent" or "you") plays during a conflict would initiate (only an event with
    ``trait``, when given)."""
    def cond(g, ctx, e) -> bool:
        st = g.state
        if st.conflict is None or not e.get("event_card") or not _player_is(st, ctx["player"], who, e.get("player", -1)):
            return False
        return not trait or has_trait(st, st.cards[e["card"]], trait)
    kind = f"a {trait.capitalize()} event" if trait else "an event"
    player = "you play" if who == "you" else "your opponent plays"
    return phrase(f"the effects of {kind} {player} during a conflict would initiate")(cond)


# ------------------------------------------------------------------ Elemental cycle (Breath of the Kami)
def either(*conds, says: str = ""):
    """Condition: at least one of ``conds`` holds ("while you have claimed the Earth or the
    Water ring"), described by ``says`` (or their words joined by "or")."""
    def cond(g, ctx) -> bool:
        return any(c(g, ctx) for c in conds)
    words = says or (" or ".join(said(c) or "" for c in conds) if all(said(c) for c in conds) else "")
    if all(getattr(c, "needs_conflict", False) for c in conds):
        only_in_conflict(cond)
    return phrase(words)(cond) if words else cond


def you_have_role(element: str):
    """Condition: your role card has the ``element`` trait ("while you have an Air role";
    Rules Reference "Role Cards": :func:`role_element`)."""
    def cond(g, ctx) -> bool:
        return role_element(g.state, ctx["player"]) == element
    return phrase(f"while you have {'an' if element[:1] in 'aeiou' else 'a'} {element.capitalize()} role")(cond)


def glory_at_least(n: int):
    """Card test: current glory ``n`` or higher (Rules Reference "Glory")."""
    def test(g, ctx, c) -> bool:
        return glory(g.state, c) >= n
    return phrase(f"with glory {n} or higher")(test)


def opponent_declares_against(test, *, says: str = ""):
    """Trigger condition on ``conflict_declared``: an opponent declares a conflict against a
    province that passes card test ``test`` (Rules Reference 3.2 "Declare conflict")."""
    def cond(g, ctx, e) -> bool:
        st = g.state
        return e.get("player", -1) in opponents(st, ctx["player"]) and test(g, ctx, st.cards[e["province"]])
    return phrase(says or f"an opponent declares a conflict against a province {said(test)}")(cond)


@phrase("that does not have a holding in it")
def without_holding(g, ctx, c) -> bool:
    """Card test (a province): no holding is in it (a facedown card is no holding: Rules
    Reference "Holding", "Facedown")."""
    st = g.state
    if c.zone != PROVINCE:
        return True
    return not any(in_play(st.cards[u]) and FACTS[st.cards[u].cid].type == "holding"
                   for u in st.players[c.owner].province_cards[c.slot])


@phrase("while this card is in an unbroken province")
def in_unbroken_province(g, ctx) -> bool:
    """Condition: this card (a holding) is in a province that is not broken."""
    st = g.state
    c = st.cards[ctx["card"]]
    return c.zone == IN_PROVINCE and not st.cards[st.players[c.owner].provinces[c.slot]].broken


def entered_play_from(zone: str, *, says: str = ""):
    """Card test: the card (as it is now: the same instance) entered play from a player's
    ``zone`` ("hand") this phase (recorded by :mod:`l5r.lcg.vocab_play`: :func:`entered_from_key`)."""
    def test(g, ctx, c) -> bool:
        return entered_from_key(zone, c.uid, c.instance) in g.state.uses.get("phase", {})
    return phrase(says or f"that entered play from a player's {zone} this phase")(test)


def player_loses_honor(who: str = "opponent"):
    """Trigger condition on ``lose_honor`` / ``transfer_honor``: ``who`` ("opponent" or "you")
    loses 1 or more honor (Rules Reference "Loses", "Give", "Take": the player who gives or
    from whom honor is taken loses it)."""
    def cond(g, ctx, e) -> bool:
        q = losing_player(e)
        return e.get("amount", 0) > 0 and _player_is(g.state, ctx["player"], who, q)
    return phrase(f"{'an opponent loses' if who == 'opponent' else 'you lose'} 1 or more honor")(cond)


def player_gains_honor(who: str = "opponent", *, by_card_effect: bool = False):
    """Trigger condition on ``gain_honor`` / ``transfer_honor``: ``who`` ("opponent" or "you")
    gains 1 or more honor (Rules Reference "Give", "Take": the player who is given honor or
    takes it gains it) -- with ``by_card_effect``, only through a card effect (Rules Reference
    "Card Effects": not a ring effect or a framework step such as the honor bid's transfer; the
    event's ``by``, :func:`l5r.lcg.actions.do`)."""
    def cond(g, ctx, e) -> bool:
        q = e.get("to", -1) if e.get("name", "").startswith("transfer_") else e.get("player", -1)
        if by_card_effect and e.get("by") is None:
            return False
        return e.get("amount", 0) > 0 and _player_is(g.state, ctx["player"], who, q)
    words = f"{'an opponent gains' if who == 'opponent' else 'you gain'} 1 or more honor"
    return phrase(words + (" through a card effect" if by_card_effect else ""))(cond)


@phrase("an opponent triggers an ability that chooses 1 or more targets")
def opponent_chooses_targets(g, ctx, e) -> bool:
    """Trigger condition on ``choose_targets`` (an ability that chooses targets is triggered,
    before they are chosen: :mod:`l5r.lcg.resolution`): an opponent triggered it."""
    return _player_is(g.state, ctx["player"], "opponent", e.get("player", -1))


@phrase("an opponent breaks one of your provinces")
def opponent_breaks_your_province(g, ctx, e) -> bool:
    """Trigger condition on ``break_province``: the broken province is one you control and the
    player who broke it (the attacking player, 3.2.7) is your opponent."""
    st = g.state
    return (st.cards[e["card"]].controller == ctx["player"]
            and _player_is(st, ctx["player"], "opponent", e.get("player", -1)))


@phrase("the attached character is declared as an attacker or as a defender")
def host_declared(g, ctx, e) -> bool:
    """Trigger condition on ``conflict_declared`` / ``defenders_declared``: the character this
    card is attached to is declared as an attacker or a defender (not moved in: Rules Reference
    "Declaring Conflicts", 3.2.1)."""
    return e["name"] in ("conflict_declared", "defenders_declared") and host_joins_conflict(g, ctx, e)


# ------------------------------------------------------------------ Elemental cycle (The Ebb and Flow)
def ring_unclaimed(element: str):
    """Condition: a ring with this element is in the unclaimed ring pool (not claimed, and not
    the contested ring: Rules Reference "Rings", the three states of a ring)."""
    def cond(g, ctx) -> bool:
        st = g.state
        return any(r.claimed_by < 0 and not r.contested and element in ring_elements(st, el)
                   for el, r in st.rings.items())
    return phrase(f"while the {element} ring is unclaimed")(cond)


@phrase("the number of fate in your fate pool")
def fate_in_your_pool(g, ctx, c=None) -> int:
    """A value: the fate in the ability controller's fate pool (Rules Reference "Fate")."""
    return g.state.players[ctx["player"]].fate


@phrase("a ring in your claimed ring pool returns to the unclaimed ring pool")
def ring_in_your_claimed_pool(g, ctx, e) -> bool:
    """Trigger condition on ``return_ring`` (and any event naming a ``ring``): the ring is in
    your claimed ring pool, really (in team conquest your team's: Rules Reference "Claimed
    Ring Pool"), not only considered to be there."""
    r = g.state.rings.get(e.get("ring", ""))
    return r is not None and yours(g.state, ctx["player"], r.claimed_by)


@phrase("that you could play now as if it were in your hand")
def playable_as_if_in_hand(g, ctx, c) -> bool:
    """Card test: ``c`` (out of play) could be played now by the ability's controller as if it
    were in their hand (:func:`l5r.lcg.play.playable_as_if_in_hand`; the target of
    :class:`l5r.lcg.vocab_play.PlayAsIfInHand`)."""
    return _playable_as_if_in_hand(g, ctx["player"], c.uid)


def you_claimed_rings(n: int):
    """Condition: you have ``n`` or more rings in your claimed ring pool (in team conquest,
    your team's: :func:`l5r.lcg.model.yours`)."""
    def cond(g, ctx) -> bool:
        st = g.state
        return sum(1 for el in st.rings if in_claimed_pool(st, ctx["player"], el)) >= n
    return phrase(f"if you have {n} or more rings in your claimed ring pool")(cond)


def not_higher_than_self(stat: str):
    """Card test: its ``stat`` skill is equal to or lower than this card's (a dash is no skill to
    compare: Rules Reference "Dash (-)"; :func:`compared_to`)."""
    return compared_to(stat, "<=", says=f"with equal or lower {stat} skill than this character")


@phrase("this character is declared as an attacker or defender")
def declared_as_participant(g, ctx, e) -> bool:
    """Trigger condition on ``conflict_declared`` (its ``attackers``) and
    ``defenders_declared`` (its ``cards``): this character is among those declared."""
    if e.get("name") == "defenders_declared":
        return ctx["card"] in e.get("cards", ())
    return ctx["card"] in e.get("attackers", ())


@phrase("controlled by the attached character's controller")
def controlled_by_hosts_controller(g, ctx, c) -> bool:
    """Card test: the card's controller is the controller of the character this card is
    attached to."""
    st = g.state
    h = st.cards[ctx["card"]].attached_to
    return h >= 0 and c.controller == st.cards[h].controller


# ------------------------------------------------------------------ counting participants
def participants_you_control(g, p: int) -> int:
    """How many characters player ``p`` controls in the conflict: the participating characters
    ``p`` controls, and one more for each effect by which ``p`` "is considered to control an
    additional character in this conflict" (an ``additional_character`` player effect: Shiksha
    Scout). 0 outside a conflict."""
    st = g.state
    cf = st.conflict
    if cf is None:
        return 0
    n = sum(1 for u in cf.attackers + cf.defenders if st.cards[u].controller == p)
    return n + sum(1 for e in effects_of(st, "additional_character") if p in e["players"])


def you_control_participants(relation: str):
    """Condition: you control ``relation`` ("more" or "fewer") participating characters than
    your opponent (counted by :func:`participants_you_control`; Even the Odds, Shinjo Shono,
    Press of Battle); a trigger condition through :func:`holds`.

    >>> said(you_control_participants("fewer"))
    'if you control fewer participating characters than your opponent'
    """
    if relation not in ("more", "fewer"):
        raise ValueError(f"relation is 'more' or 'fewer', not {relation!r}")

    @only_in_conflict
    def cond(g, ctx) -> bool:
        p = ctx["player"]
        mine, theirs = participants_you_control(g, p), participants_you_control(g, opponent(g.state, p))
        return mine > theirs if relation == "more" else mine < theirs
    return phrase(f"if you control {relation} participating characters than your opponent")(cond)


@phrase("this character chooses a character using covert")
def chooses_with_covert(g, ctx, e) -> bool:
    """Trigger condition on ``conflict_declared``: this character, with covert, is declared as an
    attacker and a character is evaded (Rules Reference "Covert": with several attackers with
    covert, the evaded character is chosen by each of their covert abilities)."""
    st = g.state
    cf = st.conflict
    return ctx["card"] in e.get("attackers", ()) and cf is not None and bool(cf.evaded) \
        and has_keyword(st, st.cards[ctx["card"]], "covert")


def host_is(test, *, says: str = ""):
    """Condition: the character this card is attached to passes card test ``test`` ("while the
    attached character is ordinary").

    >>> said(host_is(status_is("ordinary")))
    'while the attached character is ordinary'
    """
    def cond(g, ctx) -> bool:
        st = g.state
        h = st.cards[ctx["card"]].attached_to
        return h >= 0 and test(g, ctx, st.cards[h])
    return phrase(says or f"while the attached character is {said(test)}")(cond)


def host_has_trait(trait: str):
    """Condition: the character this card is attached to has ``trait`` (gained traits too:
    :func:`l5r.lcg.model.has_trait`)."""
    def cond(g, ctx) -> bool:
        st = g.state
        h = st.cards[ctx["card"]].attached_to
        return h >= 0 and has_trait(st, st.cards[h], trait)
    return phrase(f"if the attached character has the {trait.capitalize()} trait")(cond)


@phrase("this character enters play during a conflict")
def enters_play_during_conflict(g, ctx, e) -> bool:
    """Trigger condition on ``enter_play``: this card enters play while a conflict is on (played
    or put into play: Rules Reference "Enters Play")."""
    return e.get("card") == ctx["card"] and g.state.conflict is not None


@phrase("in a province adjacent to this card's")
def in_adjacent_province(g, ctx, c) -> bool:
    """Card test: a card in a province adjacent to the province this card (a holding) is in, of
    the same player (:func:`l5r.lcg.vocab_play.adjacent_slots`)."""
    st = g.state
    me = st.cards[ctx["card"]]
    return c.zone == IN_PROVINCE and me.zone == IN_PROVINCE and c.owner == me.owner \
        and c.slot in adjacent_slots(me.slot)


@phrase("with the highest printed cost among characters in play")
def highest_printed_cost_in_play(g, ctx, c) -> bool:
    """Card test: a character whose printed cost no other character in play exceeds (ties:
    any of them, the chooser picks; Rules Reference "Printed": the value on the card)."""
    st = g.state
    return (FACTS[c.cid].cost or 0) >= max((FACTS[st.cards[u].cid].cost or 0)
                                          for q in st.players for u in q.play)


@phrase("while you have composure")
def composure(g, ctx) -> bool:
    """Condition: "Composure - ..." (Rules Reference "Composure", a variable keyword): your
    honor bid is lower than an opponent's (:func:`l5r.lcg.keywords.has_composure`)."""
    return has_composure(g, ctx["player"])


@phrase("a character your opponent controls triggers an ability")
def opponents_character_triggers(g, ctx, e) -> bool:
    """Trigger condition on ``ability_triggered``: the triggering card is a character an
    opponent of yours controls (Rules Reference "Triggered Abilities")."""
    st = g.state
    return e.get("card_type") == "character" and st.cards[e["card"]].controller in opponents(st, ctx["player"])
