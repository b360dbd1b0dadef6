"""Battle of Kyuden Tonbo Strategies, A to Cr: A Cleansing Death, A Legion of One,
Burn the Village, Caught Unawares, Chasing Osano-Wo, Cold Hands Stone Heart,
Crushing Strength. Abilities are paraphrased, never quoted.
"""

from __future__ import annotations

from .. import model as m
from ..gold import can_pay
from ..index import set_zone
from ..model import turn_order
from ..recruit import hr_met, may_control, push_recruit
from ..state import REMOVED
from ..vocab import (Ability, CardDef, CardTable, Choose, Cost, Ctx, Pick, abilities_of, both, ctype, enemy, of_types,
                     personality, unbowed, yours)
from ..zones import leave_zone

#: The cards of this module (merged by the rule set, ``rules.CARD_MODULES``).
CARDS = CardTable()


def _bow_chosen(key: str) -> Cost:
    def pay(c: Ctx) -> None:
        c.st.cards[c[key]].bowed = True
        c.data.setdefault("bowed", []).append(c[key])  # the action bowed him (as a cost)

    return Cost(lambda c: True, pay, f"bow the {key}")


# ------------------------------------------------------------------ A Cleansing Death
def _deathseeker_destroyed(c: Ctx, ev: dict) -> bool:
    if "battle" not in ev.get("designators", ()):
        return False
    st = c.st
    return any(m.ctype(st, u) == "personality" and st.cards[u].owner == c.player and m.has_kw(st, u, "Deathseeker")
               for u in ev.get("destroyed", []))


def _recruit_cost(c: Ctx, uid: int) -> int:
    return max(0, m.gold_cost(c.st, uid) - 3)


@of_types("personality")
def _recruitable(c: Ctx, uid: int) -> bool:
    st = c.st
    return (m.ctype(st, uid) == "personality" and may_control(st, c.player, uid) and hr_met(st, c.player, uid)
            and can_pay(st, c.player, _recruit_cost(c, uid), {"type": "personality", "card": uid}))


def _recruit(c: Ctx) -> None:
    push_recruit(c.g, c.player, c["target"], _recruit_cost(c, c["target"]))


CARDS.define(CardDef(
    id="a-cleansing-death",
    abilities=(
        # Reaction: after a Battle action destroyed your Deathseeker, Recruit a face-up
        # Personality from your provinces for 3 less Gold, then gain 2 Honor.
        Ability(("reaction",), (_recruit, lambda c: c.gain_honor(2)), zone="hand",
                trigger="action_resolved", when=_deathseeker_destroyed,
                label="Recruit a Personality for 3 less Gold and gain 2 Honor",
                choices=(Choose("target", _recruitable, pool="province"),)),
    ),
))


# ------------------------------------------------------------------ A Legion of One
def _legion(c: Ctx) -> None:
    side = m.enemy_side(c.st, c.player)
    units = len(m.army(c.st, side)) if side else 0
    c.give(c["target"], force=2 * units)
    if m.has_kw(c.st, c["target"], "Hero") or m.has_kw(c.st, c["target"], "Deathseeker"):
        c.flag(c["target"], "negate_next_move", until="battle")


CARDS.define(CardDef(
    id="a-legion-of-one",
    abilities=(
        # Heroic Battle: +2F per enemy unit to your Personality; a Hero or Deathseeker also
        # ignores the next movement a card's effect would give him this battle.
        Ability(("battle",), (_legion,), keywords=("Heroic",), zone="hand",
                label="+2F for each enemy unit",
                choices=(Choose("target", both(yours, personality)),)),
    ),
))


# ------------------------------------------------------------------ Burn the Village
def _burn_chooser(i: int):
    def who(c: Ctx) -> int:
        order = turn_order(c.st, c.player)
        return order[i // 2] if i // 2 < len(order) else -1

    return who


def _burnable(i: int):
    def where(c: Ctx, uid: int) -> bool:
        st = c.st
        if m.ctype(st, uid) != "personality":
            return False
        if any(c.get(f"burn{j}", -1) == uid for j in range(i)):
            return False
        if i % 2 == 1 and c.get(f"burn{i - 1}", -1) < 0:
            return False  # "one or two": a second only after a first
        sh = st.players[st.cards[uid].controller].stronghold
        base = m.facts(st, uid).cost or 0
        return base <= m.gold_production(st, sh) + 2

    return where


_MAX_PLAYERS = 6


def _burn(c: Ctx) -> None:
    chosen = [c.get(f"burn{i}", -1) for i in range(2 * _MAX_PLAYERS)]
    c["burned"] = [u for u in chosen if u >= 0]
    for u in c["burned"]:
        c.destroy(u)


def _remove_shadowlands(c: Ctx) -> None:
    st = c.st
    for u in c.get("burned", []):
        card = st.cards[u]
        if card.zone != "play" and card.zone != REMOVED and m.has_kw(st, u, "Shadowlands"):
            leave_zone(st, u)
            set_zone(st, card, REMOVED)
            st.players[card.owner].removed.append(u)


CARDS.define(CardDef(
    id="burn-the-village",
    abilities=(
        # Limited: each player in turn may target one or two Personalities whose printed Gold
        # Cost is at most his controller's Stronghold Gold Production + 2; destroy them all,
        # removing the Shadowlands ones from the game.
        Ability(("limited",), (
            *(Choose(f"burn{i}", _burnable(i), optional=True, chooser=_burn_chooser(i),
                     prompt="Burn the Village: target a Personality (or none)") for i in range(2 * _MAX_PLAYERS)),
            _burn, _remove_shadowlands),
            zone="hand", label="each player may destroy one or two cheap Personalities"),
    ),
))


# ------------------------------------------------------------------ Caught Unawares
def _no_personalities(c: Ctx) -> bool:
    return not m.personalities(c.st, c.player)


@of_types("personality")
def _second(c: Ctx, uid: int) -> bool:
    return personality(c, uid) and uid != c["t1"]


def _unawares(c: Ctx) -> None:
    for key in ("t1", "t2"):
        if c[key] >= 0:
            c.bow(c[key])
            c.flag(c[key], "no_straighten")
    if c.st.active != c.player:
        c.draw(1)


def _no_unbowed_attachments(c: Ctx, uid: int) -> bool:
    return enemy(c, uid) and all(c.st.cards[a].bowed for a in c.st.cards[uid].attachments)


CARDS.define(CardDef(
    id="caught-unawares",
    abilities=(
        # Open: controlling no Personalities, bow one or two Personalities, which do not
        # straighten this turn; draw a card if it is not your turn.
        Ability(("open",), (_unawares,), zone="hand", condition=_no_personalities,
                label="bow one or two Personalities; they stay bowed this turn",
                choices=(Choose("t1", personality), Choose("t2", _second, optional=True))),
        # Battle: bow an enemy card none of whose attachments is unbowed.
        Ability(("battle",), (lambda c: c.bow(c["target"]),), zone="hand",
                label="bow an enemy card with no unbowed attachments",
                choices=(Choose("target", _no_unbowed_attachments),)),
    ),
))


# ------------------------------------------------------------------ Chasing Osano-Wo
@of_types("personality")
def _monk_or_shugenja(c: Ctx, uid: int) -> bool:
    return (yours(c, uid) and personality(c, uid) and unbowed(c, uid)
            and (m.has_kw(c.st, uid, "Monk") or m.has_kw(c.st, uid, "Shugenja")))


def _osano(c: Ctx) -> None:
    c.give(c["target"], force=m.force(c.st, c.performer) + m.ph(c.st, c["target"]))


CARDS.define(CardDef(
    id="chasing-osano-wo",
    abilities=(
        # Kiho Thunder Battle: bow your performing Monk or Shugenja (at any location): a
        # Personality gets +F equal to the performer's Force plus his own Personal Honor.
        Ability(("battle",), (_osano,), keywords=("Kiho", "Thunder"), zone="hand",
                label="bow your Monk or Shugenja: Force bonus to a Personality",
                choices=(Choose("performer", _monk_or_shugenja, performer=True, anywhere=True,
                                prompt="Chasing Osano-Wo: your performing Monk or Shugenja"),
                         Choose("target", personality, prompt="Chasing Osano-Wo: which Personality?")),
                costs=(_bow_chosen("performer"),)),
    ),
))


# ------------------------------------------------------------------ Cold Hands, Stone Heart
@of_types("personality")
def _weaponless_monk(c: Ctx, uid: int) -> bool:
    st = c.st
    return (yours(c, uid) and personality(c, uid) and m.has_kw(st, uid, "Monk")
            and not any(m.has_kw(st, a, "Weapon") for a in st.cards[uid].attachments))


@of_types("personality")
def _lower_chi_enemy(c: Ctx, uid: int) -> bool:
    return enemy(c, uid) and personality(c, uid) and m.chi(c.st, uid) <= m.chi(c.st, c.performer)


def _abilities_of_target(c: Ctx) -> list:
    return [(ref, ab.label or key) for key, ref, ab in abilities_of(c, c["target"], traits=True)]


def _remove_ability(c: Ctx) -> None:
    if c.get("ability", ""):
        c.remove_ability(c["target"], c["ability"])


def _cold_hands_rest(c: Ctx) -> None:
    c.give(c.performer, force=2)
    c.draw(1)
    c.additional()


CARDS.define(CardDef(
    id="cold-hands-stone-heart",
    abilities=(
        # Kiho Battle: your performing Monk without Weapons; an enemy Personality with equal or
        # lower Chi loses an ability this turn, your Monk gets +2F this turn, draw a card, and
        # you may take an additional Battle action.
        Ability(("battle",), (Pick("ability", _abilities_of_target, prompt="Remove which ability?"),
                              _remove_ability, _cold_hands_rest),
                keywords=("Kiho",), zone="hand", label="remove an ability, +2F, draw, additional action",
                choices=(Choose("performer", _weaponless_monk, performer=True,
                                prompt="Cold Hands, Stone Heart: your performing Monk"),
                         Choose("target", _lower_chi_enemy))),
    ),
))


# ------------------------------------------------------------------ Crushing Strength
@of_types("personality")
def _your_opposed(c: Ctx, uid: int) -> bool:
    return yours(c, uid) and personality(c, uid) and m.opposed(c.st, uid)


CARDS.define(CardDef(
    id="crushing-strength",
    abilities=(
        Ability(("battle",), (lambda c: c.give(c["target"], force=3),), zone="hand",
                label="+3F to your opposed Personality", choices=(Choose("target", _your_opposed),)),
        Ability(("battle",), (lambda c: c.destroy(c["target"]),), zone="hand",
                label="destroy an enemy Follower or Item",
                choices=(Choose("target", both(enemy, ctype("follower", "item"))),)),
    ),
))

