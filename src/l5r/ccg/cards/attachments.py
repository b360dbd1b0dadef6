"""Battle of Kyuden Tonbo Followers and Items.

Attachments enter play through the rulebook Equip ability (``rules_abilities``,
``r:equip``). An ability on a Follower is performed by the Follower; one on an
Item by the Personality of its unit (celestial "PERFORM"), which ``play`` sets
as the action's performer. Abilities are paraphrased, never quoted.
"""

from __future__ import annotations

from .. import model as m
from ..actions import destroy_now
from ..gold import can_pay
from ..rules_abilities import _attach_ok, _equip_effect
from ..vocab import Ability, CardDef, CardTable, Choose, Cost, Ctx, both, ctype, enemy, no_attachments, ranged_attack
from ..zones import to_discard

#: The cards of this module (merged by the rule set, ``rules.CARD_MODULES``).
CARDS = CardTable()


def _host(c: Ctx) -> int:
    return m.host(c.st, c.source)


# ------------------------------------------------------------------ Followers
def _berserk(c: Ctx) -> None:
    c.give(c.source, force=2)
    c.delay("battle_resolved", "berserkers", 1, until="battle", card=c.source,
            instance=c.st.cards[c.source].instance)


def _berserk_check(c: Ctx, ev: dict) -> bool:
    """Was this Follower at the battlefield in resolution, with its side's total Force not
    greater than twice the opposing side's?"""
    st = c.st
    uid = c["card"]
    card = st.cards[uid]
    if card.zone != "play" or card.instance != c["instance"]:
        return False
    side = m.side_of(st, uid)
    if side is None or side[1] != ev.get("pid"):
        return False
    mine, theirs = ev.get("attacking_force", 0), ev.get("defending_force", 0)
    if side[0] == "d":
        mine, theirs = theirs, mine
    return mine <= 2 * theirs


CARDS.define(CardDef(
    id="berserkers",
    abilities=(
        # Battle: +2F to this Follower; after this battle, it is destroyed unless its side
        # more than doubled the opposing side's Force in resolution.
        Ability(("battle",), (_berserk,), label="+2F, destroyed after the battle unless overwhelming"),
        Ability(("delayed",), (lambda c: c.destroy(c["card"]),), zone="delayed", forced=True,
                trigger="battle_resolved", when=_berserk_check, label="Berserkers fall"),
    ),
))


def _performed_by_my_personality(c: Ctx, ev: dict) -> bool:
    h = _host(c)
    return ev.get("performer") == h and h != c.source


CARDS.define(CardDef(
    id="elite-guard",
    abilities=(
        # Reaction: after an action this unit's Personality performed resolves, he goes home.
        Ability(("reaction",), (lambda c: c.move_home(c.source),), label="move your Personality home",
                trigger="action_resolved", when=_performed_by_my_personality),
    ),
))


def _wooden_blade_destroy(c: Ctx) -> None:
    if c.get("additional"):
        c.destroy(c["target"])


CARDS.define(CardDef(
    id="order-of-the-wooden-blade",
    abilities=(
        # Battle: bow an enemy card that has no attachments; as an additional action, destroy it too.
        Ability(("battle",), (lambda c: c.bow(c["target"]), _wooden_blade_destroy),
                label="bow an enemy card without attachments",
                choices=(Choose("target", both(enemy, no_attachments)),)),
    ),
))

_SPEAR_CHOICES, _SPEAR_EFFECTS = ranged_attack(2)
CARDS.define(CardDef(
    id="spearmen",
    abilities=(Ability(("battle",), _SPEAR_EFFECTS, label="Ranged 2 Attack", bow=True, choices=_SPEAR_CHOICES,
                       own_battle=True),),
))


def _destroy_self(c: Ctx) -> None:
    destroy_now(c.g, c.source)


CARDS.define(CardDef(
    id="war-dogs",
    abilities=(
        # Battle: bowing and destroying this Follower (costs), destroy an enemy Follower.
        Ability(("battle",), (lambda c: c.destroy(c["target"]),), label="sacrifice: destroy an enemy Follower",
                bow=True, costs=(Cost(lambda c: True, _destroy_self, "destroy this card"),),
                choices=(Choose("target", both(enemy, ctype("follower"))),)),
    ),
))


# ------------------------------------------------------------------ Items
def _cheap_enemy(c: Ctx, uid: int) -> bool:
    return enemy(c, uid) and no_attachments(c, uid) and m.gold_cost(c.st, uid) <= 6


CARDS.define(CardDef(
    id="fubatsu-no-dachi",
    abilities=(Ability(("battle",), (lambda c: c.destroy(c["target"]),), bow=True,
                       label="destroy an enemy card without attachments costing 6 or less",
                       choices=(Choose("target", _cheap_enemy),)),),
))


def _gumbai_host(c: Ctx, uid: int) -> bool:
    return _attach_ok(c, c.source, uid)


def _gumbai_equip(c: Ctx) -> None:
    c["card"] = c.source
    _equip_effect(c)


def _gumbai_can_pay(c: Ctx) -> bool:
    return can_pay(c.st, c.player, m.gold_cost(c.st, c.source), {"type": "attachment", "card": c.source})


CARDS.define(CardDef(
    id="gumbai-uchiwa",
    note="When it leaves play, it is removed from the game",
    abilities=(
        # As a Battle action, Equip this Item from your discard pile (paying its Gold Cost).
        Ability(("battle",), (_gumbai_equip,), label="Equip from your discard pile", zone="discard",
                condition=_gumbai_can_pay,
                choices=(Choose("host", _gumbai_host, target=False, prompt="Equip Gumbai-Uchiwa to which Personality?"),)),
    ),
    flags=("removed_after_play",),  # leaving play, it is removed from the game
))


def _bowed_my_personality(c: Ctx, ev: dict) -> bool:
    return _host(c) in ev.get("bowed", []) and _host(c) != c.source


CARDS.define(CardDef(
    id="scout-armor",
    abilities=(
        # Reaction: after an action that bowed this Personality resolves, straighten him.
        Ability(("reaction",), (lambda c: c.straighten(_host(c)),), label="straighten your Personality",
                trigger="action_resolved", when=_bowed_my_personality),
    ),
))


def _seppun_mark(c: Ctx) -> None:
    """Both forms of Seppun Blade's one ability share its once-per-turn use."""
    for i in (0, 1):
        key = f"c{c.source}:{i}"
        if key not in c.st.used:
            c.st.used.append(key)


def _unit_opposed(c: Ctx) -> bool:
    return m.opposed(c.st, c.source)


def _discard_chosen(c: Ctx) -> None:
    to_discard(c.st, c["discard"])


CARDS.define(CardDef(
    id="seppun-blade",
    abilities=(
        # Battle: bow this Item (and, unless the unit is opposed, discard a card): draw a card.
        Ability(("battle",), (lambda c: c.draw(1),), label="bow: draw a card (opposed)", bow=True,
                condition=_unit_opposed, costs=(Cost(lambda c: True, _seppun_mark),)),
        Ability(("battle",), (lambda c: c.draw(1),), label="bow and discard a card: draw a card", bow=True,
                condition=lambda c: not _unit_opposed(c),
                choices=(Choose("discard", lambda c, u: True, pool="hand", target=False,
                                prompt="Seppun Blade: discard which card?"),),
                costs=(Cost(lambda c: True, _seppun_mark), Cost(lambda c: True, _discard_chosen))),
    ),
))

CARDS.define(CardDef(
    id="tempered-no-dachi",
    note="Its bearer issues no challenges",
    abilities=(Ability(("battle",), (lambda c: c.destroy(c["target"]),), bow=True,
                       label="destroy an enemy Follower or Item",
                       choices=(Choose("target", both(enemy, ctype("follower", "item"))),)),),
    # its Personality will not issue challenges (model.may_issue_challenge: duel.py prevents
    # his challenges; vocab.may_challenge never offers him as a challenger)
    flags=("host_issues_no_challenges",),
))
