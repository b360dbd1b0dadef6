"""Conditions shared by card declarations: small named predicates over the
game (``(game, ctx) -> bool``) or over a card (``(game, ctx, card) -> bool``). Those that
hold only during a conflict are marked :func:`~l5r.lcg.vocab.only_in_conflict`."""

from __future__ import annotations

from ..words import phrase, said
from ..model import FACTS, conflict_totals, frozen, has_clan, has_trait, in_play, opponents, participating, skill
from ..vocab import can_affect, only_in_conflict


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
    """Card test: the card has ``clan`` (printed or gained: :func:`l5r.lcg.model.has_clan`)."""
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


def during_phase(phase: str):
    """Play restriction: "During the <phase> phase"."""
    def cond(g, ctx) -> bool:
        return g.state.phase == phase
    return phrase(f"during the {phase} phase")(cond)


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


@phrase("with an attachment")
def with_attachments(g, ctx, c) -> bool:
    """Card test: the card has 1 or more attachments."""
    return bool(c.attachments)


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
        return amount * sum(1 for r in g.state.rings.values() if r.claimed_by >= 0 and r.claimed_by != p)
    count.says = f"{amount} for each ring your opponents have claimed"  # type: ignore[attr-defined]
    return count


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


@phrase("during a conflict in which you are the defending player")
def you_defend(g, ctx) -> bool:
    """Condition: a conflict is on and you are its defending player."""
    cf = g.state.conflict
    return cf is not None and cf.defender == ctx["player"]


you_defend = only_in_conflict(you_defend)


@phrase("while the attached character is participating")
def host_participating(g, ctx) -> bool:
    """Condition: this attachment's host participates in the conflict."""
    st = g.state
    h = st.cards[ctx["card"]].attached_to
    return h >= 0 and participating(st, st.cards[h])


host_participating = only_in_conflict(host_participating)


@phrase("participating on your side alone")
def alone_on_your_side(g, ctx, c) -> bool:
    """Card test: the character is the only one participating on its controller's side."""
    cf = g.state.conflict
    if cf is None:
        return False
    side = cf.attackers if c.controller == cf.attacker else cf.defenders if c.controller == cf.defender else []
    return side == [c.uid]
