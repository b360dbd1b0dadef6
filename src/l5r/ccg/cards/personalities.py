"""Battle of Kyuden Tonbo Personalities (collector numbers 25-43).

Each definition paraphrases the card's ability; the card text itself lives in
the shared card data. Rules references are to the celestial (Battle of Kyuden
Tonbo) rulebook unless stated.
"""

from __future__ import annotations

from .. import model as m
from ..index import set_zone
from ..model import focused_cards
from ..state import PLAY
from ..vocab import (Ability, CardDef, CardTable, Choose, Cost, Ctx, Pick, abilities_of, both, enemy, kw, of_types,
                     personality, ranged_attack, yours)
from ..zones import leave_zone, refill, to_discard

#: The cards of this module (merged by the rule set, ``rules.CARD_MODULES``).
CARDS = CardTable()


def _src_is(c: Ctx, ev: dict) -> bool:
    return ev.get("card") == c.source


def _fire_token(c: Ctx, uid: int) -> None:
    c.token(uid, kw="Fire", force=1)


def _is_type(*types: str):
    return lambda c, uid: m.ctype(c.st, uid) in types


# ------------------------------------------------------------------ Dragon
# 25 Togashi Akagi: no text.
CARDS.define(CardDef(id="togashi-akagi"))


# 26 Togashi Kanmu -- Battle: send a target enemy Personality home; if he moved and the
# action was an additional action, Kanmu gets +2F until the end of the turn.
def _kanmu_bonus(c: Ctx) -> None:
    if c["target"] in c.get("moved", []) and c.get("additional"):
        c.give(c.source, force=2)


CARDS.define(CardDef(id="togashi-kanmu", abilities=(
    Ability(("battle",), (lambda c: c.move_home(c["target"]), _kanmu_bonus),
            label="move a target enemy Personality home",
            choices=(Choose("target", both(enemy, personality)),)),
)))


# 27 Togashi Konishi -- Limited: he gets a +1F Fire token. Triggered trait: just before a
# duel he takes part in resolves (duel.py's "before_duel_resolution" event), each Fire card
# focused for him gets +1 Focus Value (until the duel ends).
def _konishi_duels(c: Ctx, ev: dict) -> bool:
    return c.source in (ev.get("challenger"), ev.get("challenged"))


def _konishi_fire(c: Ctx) -> None:
    for u in focused_cards(c.st, c.source):
        if m.has_kw(c.st, u, "Fire"):
            c.give(u, until="duel", focus=1)


CARDS.define(CardDef(id="togashi-konishi", abilities=(
    Ability(("limited",), (lambda c: _fire_token(c, c.source),), label="gain a +1F Fire token"),
    Ability((), (_konishi_fire,), label="+1 Focus Value to his focused Fire cards", forced=True,
            trigger="before_duel_resolution", when=_konishi_duels),
)))


# 28 Togashi Kyoshi -- trait: his controller's bowed Stronghold's abilities stay usable
# (``stronghold_even_bowed``, read by play.bowed_blocks). Battle: a target enemy Personality
# or Follower gets a Force penalty equal to Kyoshi's Chi, and bows if its Force is now 0.
def _kyoshi_penalty(c: Ctx) -> None:
    c.give(c["target"], force=-m.chi(c.st, c.source))


def _kyoshi_bow(c: Ctx) -> None:
    t = c["target"]
    if c.st.cards[t].zone == PLAY and m.force(c.st, t) == 0:
        c.bow(t)


CARDS.define(CardDef(id="togashi-kyoshi", note="Trait: his controller's Stronghold's abilities may be used while it is bowed", abilities=(
    Ability(("battle",), (_kyoshi_penalty, _kyoshi_bow), label="Force penalty equal to his Chi",
            choices=(Choose("target", both(enemy, _is_type("personality", "follower"))),)),
), flags=("stronghold_even_bowed",)))


# 29 Togashi Osawa -- Open, usable while he is bowed: straighten him.
CARDS.define(CardDef(id="togashi-osawa", abilities=(
    Ability(("open",), (lambda c: c.straighten(c.source),), label="straighten him", even_bowed=True),
)))


# 30 Togashi Satsu -- Open: pay by bowing Satsu or one of your Rings: draw a card.
def _satsu_bowable(c: Ctx, uid: int) -> bool:
    st = c.st
    return not st.cards[uid].bowed and (uid == c.source or (
        st.cards[uid].controller == c.player and m.ctype(st, uid) == "ring"))


def _bow_chosen(key: str):
    def pay(c: Ctx) -> None:
        c.st.cards[c[key]].bowed = True
    return pay


CARDS.define(CardDef(id="togashi-satsu", abilities=(
    Ability(("open",), (lambda c: c.draw(1),), label="bow him or one of your Rings: draw a card",
            choices=(Choose("bowee", _satsu_bowable, target=False, prompt="Bow Satsu or which Ring?"),),
            costs=(Cost(lambda c: True, _bow_chosen("bowee"), "bow Satsu or a Ring"),)),
)))


# 31 Togashi Shintaro -- triggered trait: when he enters play he gets three +1F Fire tokens.
# Battle: remove one of his Fire tokens (a cost) for a Ranged 3 Attack.
def _has_fire_token(c: Ctx) -> bool:
    return any(t.get("kw") == "Fire" for t in c.st.cards[c.source].tokens)


def _spend_fire_token(c: Ctx) -> None:
    tokens = c.st.cards[c.source].tokens
    for i, t in enumerate(tokens):
        if t.get("kw") == "Fire":
            del tokens[i]
            return


_r3_choices, _r3_effects = ranged_attack(3)
CARDS.define(CardDef(id="togashi-shintaro", abilities=(
    Ability(("trait",), (lambda c: c.token(c.source, 3, kw="Fire", force=1),),
            label="enters play with three +1F Fire tokens", trigger="enter_play", when=_src_is, forced=True),
    Ability(("battle",), _r3_effects, label="spend a Fire token: Ranged 3 Attack", choices=_r3_choices,
            own_battle=True, costs=(Cost(_has_fire_token, _spend_fire_token, "destroy a Fire token on him"),)),
)))


# 32 Togashi Shiori -- Battle: bow a target enemy Personality whose Chi is not above Shiori's
# and who has no Items.
@of_types("personality")
def _shiori_target(c: Ctx, uid: int) -> bool:
    st = c.st
    return (enemy(c, uid) and personality(c, uid) and m.chi(st, uid) <= m.chi(st, c.source)
            and not m.items(st, uid))


CARDS.define(CardDef(id="togashi-shiori", abilities=(
    Ability(("battle",), (lambda c: c.bow(c["target"]),), label="bow an enemy Personality",
            choices=(Choose("target", _shiori_target),)),
)))

# 33 Togashi Taro: no text.
CARDS.define(CardDef(id="togashi-taro"))


# ------------------------------------------------------------------ Lion
# 34 Akodo Kuma -- Limited, 3 Gold, from a face-up province: discard him (a cost) to
# create a 2F Follower attached to your target Lion Clan Personality.
@of_types("personality")
def _lion_yours(c: Ctx, uid: int) -> bool:
    return yours(c, uid) and personality(c, uid) and m.is_clan(c.st, uid, "lion")


def _discard_from_province(c: Ctx) -> None:
    owner = c.st.cards[c.source].controller
    to_discard(c.st, c.source)
    refill(c.g, owner)


CARDS.define(CardDef(id="akodo-kuma", abilities=(
    Ability(("limited",), (lambda c: c.create_follower(c["target"], 2),), gold=3, zone="province",
            label="discard him from your province: a 2F Follower for a Lion Personality",
            choices=(Choose("target", _lion_yours),),
            costs=(Cost(lambda c: True, _discard_from_province, "discard Kuma"),)),
)))


# 35 Akodo Masao -- trait: +3F while attacking, unless he has an attachment that is not a Weapon.
def _masao(st, src: int, uid: int, stat: str) -> int:
    if uid != src or stat != "force" or not m.location(st, uid).startswith("a"):
        return 0
    if any(not m.has_kw(st, a, "Weapon") for a in st.cards[uid].attachments):
        return 0
    return 3


CARDS.define(CardDef(id="akodo-masao", note="Trait: +3 Force while attacking, unless he has an attachment that is not a Weapon", continuous=_masao, continuous_stats=("force",)))


# 36 Akodo Ryozo -- Battle: a Ranged Attack whose strength is his Force or his Personal
# Honor. A Ranged Attack only destroys cards with Force up to its strength, so the higher
# of the two is never worse for him: the engine uses it.
_ry_choices, _ry_effects = ranged_attack(lambda c: max(m.force(c.st, c.source), m.ph(c.st, c.source)))
CARDS.define(CardDef(id="akodo-ryozo", abilities=(
    Ability(("battle",), _ry_effects, label="Ranged Attack (his Force or Personal Honor)", choices=_ry_choices,
            own_battle=True),
)))


# 37 Akodo Sadahige -- Battle: remove a Fate card of your discard pile from the game (a cost)
# and bow a target enemy card without attachments; if the removed card was a Bushido
# Virtue, also destroy the target and gain 1 Honor.
def _is_bushido_virtue(st, uid: int) -> bool:
    return m.has_kw(st, uid, "Bushido Virtue") or (m.has_kw(st, uid, "Bushido") and m.has_kw(st, uid, "Virtue"))


def _remove_from_game(key: str):
    def pay(c: Ctx) -> None:
        uid = c[key]
        leave_zone(c.st, uid)
        set_zone(c.st, c.st.cards[uid], "removed")
        c.st.players[c.st.cards[uid].owner].removed.append(uid)
    return pay


def _sadahige_target(c: Ctx, uid: int) -> bool:
    return enemy(c, uid) and not c.st.cards[uid].attachments


def _sadahige_virtue(c: Ctx) -> None:
    if _is_bushido_virtue(c.st, c["removed"]):
        c.destroy(c["target"])
        c.gain_honor(1)


CARDS.define(CardDef(id="akodo-sadahige", abilities=(
    Ability(("battle",), (lambda c: c.bow(c["target"]), _sadahige_virtue),
            label="remove a Fate card of your discard pile: bow an enemy card",
            choices=(Choose("removed", lambda c, u: True, pool="fate_discard", target=False,
                            prompt="Remove which Fate card from the game?"),
                     Choose("target", _sadahige_target)),
            costs=(Cost(lambda c: True, _remove_from_game("removed"), "remove a Fate card from the game"),)),
)))


# 38 Akodo Senzo -- Battle: choose one printed ability of another target Personality; its
# controller may use it once more this turn. Then you may take an additional Battle action.
@of_types("personality")
def _other_personality(c: Ctx, uid: int) -> bool:
    return personality(c, uid) and uid != c.source


def _senzo_options(c: Ctx) -> list:
    return [(key, ab.label or key) for key, _, ab in abilities_of(c, c["target"])]


def _senzo_again(c: Ctx) -> None:
    if c["ability"] not in ("", -1, None) and c.st.cards[c["target"]].zone == PLAY:
        c.use_again(c["ability"])


CARDS.define(CardDef(id="akodo-senzo", abilities=(
    Ability(("battle",), (Pick("ability", _senzo_options, "Which of his abilities may be used again?"),
                          _senzo_again, lambda c: c.additional()),
            label="another Personality's ability may be used again; take an additional Battle action",
            choices=(Choose("target", _other_personality),)),
)))


# 39 Matsu Benika -- trait: your Nonhuman cards have +1F. Battle/Limited: create a 1F
# Nonhuman Cat Follower attached to your target Commander.
def _benika(st, src: int, uid: int, stat: str) -> int:
    if stat == "force" and st.cards[uid].controller == st.cards[src].controller and m.has_kw(st, uid, "Nonhuman"):
        return 1
    return 0


CARDS.define(CardDef(id="matsu-benika", note="Trait: your Nonhuman cards get +1 Force", continuous=_benika, continuous_stats=("force",), abilities=(
    Ability(("battle", "limited"), (lambda c: c.create_follower(c["target"], 1, ("Nonhuman", "Cat")),),
            label="create a 1F Nonhuman Cat Follower for your Commander",
            choices=(Choose("target", both(yours, personality, kw("Commander"))),)),
)))


# 40 Matsu Haruya -- triggered trait: after he is destroyed during an Attack Phase, his
# owner gains 3 Honor (he is in the discard pile then). Battle: bow a target enemy card
# with lower Force than Haruya.
def _haruya_destroyed(c: Ctx, ev: dict) -> bool:
    return ev.get("card") == c.source and bool(ev.get("attack_phase"))


def _haruya_target(c: Ctx, uid: int) -> bool:
    return enemy(c, uid) and m.force(c.st, uid) < m.force(c.st, c.source)


CARDS.define(CardDef(id="matsu-haruya", abilities=(
    Ability(("trait",), (lambda c: c.gain_honor(3),), label="gain 3 Honor when destroyed in an Attack Phase",
            trigger="destroy", when=_haruya_destroyed, forced=True, zone="discard"),
    Ability(("battle",), (lambda c: c.bow(c["target"]),), label="bow an enemy card with lower Force",
            choices=(Choose("target", _haruya_target),)),
)))


# 41 Matsu Mari -- Reaction: after an action targets her, the movement that action's
# effects would give her is negated (``Ctx.negate_for_action``).
def _mari_targeted(c: Ctx, ev: dict) -> bool:
    return c.source in ev.get("targets", ())


CARDS.define(CardDef(id="matsu-mari", abilities=(
    Ability(("reaction",), (lambda c: c.negate_for_action("move", c.source),), label="negate her movement by the action",
            trigger="announced", when=_mari_targeted),
)))

# 42 Matsu Mikura: no text.
CARDS.define(CardDef(id="matsu-mikura"))


# 43 Matsu Ushio -- Battle: destroy Ushio (a cost) and target an enemy card whose Gold
# Cost is not above his: destroy it, then gain 2 Honor.
def _ushio_target(c: Ctx, uid: int) -> bool:
    return enemy(c, uid) and m.gold_cost(c.st, uid) <= m.gold_cost(c.st, c.source)


CARDS.define(CardDef(id="matsu-ushio", abilities=(
    Ability(("battle",), (lambda c: c.destroy(c["target"]), lambda c: c.gain_honor(2)),
            label="destroy him: destroy an enemy card with equal or lower Gold Cost",
            choices=(Choose("target", _ushio_target),),
            costs=(Cost(lambda c: c.st.cards[c.source].zone == PLAY, lambda c: c.destroy(c.source),
                        "destroy Ushio"),)),
)))
