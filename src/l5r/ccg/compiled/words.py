"""The building blocks of generated card definitions: effect steps, filters, costs and
conditions named after the card-text phrases they implement, so that a generated declaration
reads like the text it came from (``bow("target")``, ``stat_vs_source("chi", "<=")``).

A *card key* says which card a step is about: ``"source"`` (the card itself), ``"host"`` (the
Personality the card is attached to: "this Personality" on an Item or Follower), or the key of
a choice made when the action was announced (``"target"``, ``"performer"``).

Everything here is a plain function of the declarations (``vocab.Ctx``, card ids): no game
state is kept, as for the hand-written cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import model as m
from ..actions import destroy_now
from ..state import HOME, PLAY
from ..vocab import Ctx, Pred, abilities_of, of_types

__all__ = [
    "additional",
    "at_home",
    "attach_only",
    "attached_to_source",
    "attachment",
    "attacking",
    "both_checks",
    "bow",
    "bow_attachments",
    "bow_unit",
    "bowed",
    "card",
    "card_has",
    "card_is",
    "chose",
    "clan_gold",
    "create_follower",
    "defending",
    "destroy",
    "destroy_source_cost",
    "destroy_terrain_here",
    "discard_favor",
    "dishonor",
    "dishonorable",
    "draw",
    "fewer_provinces",
    "give",
    "give_by",
    "half_up",
    "happened",
    "has_favor",
    "has_token",
    "highest_stat",
    "honor",
    "host_keyword",
    "in_unit",
    "interrupted_action",
    "keep_host",
    "keyword",
    "move_home",
    "negate_for_action",
    "not_unique",
    "note",
    "noted",
    "opposed",
    "per_family_honor",
    "player_clan",
    "provinces_bonus",
    "put_terrain",
    "ranged",
    "reduced_gold",
    "self_bonus",
    "source_event",
    "source_in_play",
    "spend_token",
    "stat_at_most",
    "stat_is",
    "stat_of",
    "stat_vs_source",
    "straighten",
    "straighten_attachments",
    "straighten_unit",
    "take_favor",
    "terrain",
    "terrain_playable",
    "tokens",
    "was_additional",
    "when",
    "with_ability_keyword",
    "without_keyword_attached",
    "without_type_attached",
    "yes_or_no",
    "yours_bonus",
]

Step = Callable[[Ctx], None]
Check = Callable[[Ctx], bool]


def card(c: Ctx, key: str) -> int:
    """The card a key names (module docstring); -1 if none."""
    if key == "source":
        return c.source
    if key == "host":
        src = c.source
        host = c.st.cards[src].attached_to if src >= 0 else -1
        return host if host >= 0 else int(c.get("kept_host", -1))
    uid: int = c[key]
    return uid


_STAT: dict[str, Callable[[Any, int], int]] = {"force": m.force, "chi": m.chi, "ph": m.ph, "gold": m.gold_cost,
                                               "focus": lambda st, uid: m.stat(st, uid, "focus")}


# ------------------------------------------------------------------ effect steps
def bow(key: str) -> Step:
    """"Bow X"."""
    def step(c: Ctx) -> None:
        c.bow(card(c, key))
    return step


def straighten(key: str) -> Step:
    """"Straighten X"."""
    def step(c: Ctx) -> None:
        c.straighten(card(c, key))
    return step


def bow_unit(key: str) -> Step:
    """"Bow his unit": the Personality and the cards attached to him (ivory "Unit")."""
    def step(c: Ctx) -> None:
        uid = card(c, key)
        if uid >= 0:
            for x in m.unit_cards(c.st, m.host(c.st, uid)):
                c.bow(x)
    return step


def straighten_unit(key: str) -> Step:
    """"Straighten his unit": the Personality and the cards attached to him (ivory "Unit")."""
    def step(c: Ctx) -> None:
        uid = card(c, key)
        if uid >= 0:
            for x in m.unit_cards(c.st, m.host(c.st, uid)):
                c.straighten(x)
    return step


def straighten_attachments(key: str) -> Step:
    """"Straighten his attachments": each card attached to him (ivory "Attachments")."""
    def step(c: Ctx) -> None:
        uid = card(c, key)
        if uid >= 0:
            for x in list(c.st.cards[m.host(c.st, uid)].attachments):
                c.straighten(x)
    return step


def bow_attachments(key: str) -> Step:
    """"Bow his attachments": each card attached to him (ivory "Attachments")."""
    def step(c: Ctx) -> None:
        uid = card(c, key)
        if uid >= 0:
            for x in list(c.st.cards[m.host(c.st, uid)].attachments):
                c.bow(x)
    return step


def note(name: str, check: Check) -> Step:
    """Note in the action's context (as ``name``) whether ``check`` holds now: for "X and Y to
    Z", whether X happened, read after Y changed the cards (:func:`noted`)."""
    def step(c: Ctx) -> None:
        c[name] = bool(check(c))
    return step


def noted(*names: str) -> Check:
    """Did every one of the noted checks ``names`` hold (:func:`note`)?"""
    def check(c: Ctx) -> bool:
        return all(c.get(n) for n in names)
    return check


def destroy(key: str) -> Step:
    """"Destroy X"."""
    def step(c: Ctx) -> None:
        c.destroy(card(c, key))
    return step


def dishonor(key: str) -> Step:
    """"Dishonor X"."""
    def step(c: Ctx) -> None:
        c.do("dishonor", card=card(c, key))
    return step


def discard(key: str) -> Step:
    """"Discard <the chosen card>" (from the hand: ``actions`` records it as "discarded")."""
    def step(c: Ctx) -> None:
        uid = card(c, key)
        if uid >= 0:
            c.discard(uid)
    return step


def move_home(key: str) -> Step:
    """"Move X home"."""
    def step(c: Ctx) -> None:
        c.move_home(card(c, key))
    return step


def give(key: str, until: str = "turn", **amounts: int) -> Step:
    """"Give X +2F" (``force=2``; until the turn ends unless ``until`` says otherwise)."""
    def step(c: Ctx) -> None:
        c.give(card(c, key), until, **amounts)
    return step


def honor(n: int) -> Step:
    """"Gain N Honor" (``n`` > 0) or "Lose N Honor" (``n`` < 0)."""
    def step(c: Ctx) -> None:
        if n > 0:
            c.gain_honor(n)
        else:
            c.lose_honor(-n)
    return step


def draw(n: int = 1) -> Step:
    """"Draw a card" / "Draw N cards"."""
    def step(c: Ctx) -> None:
        c.draw(n)
    return step


def ranged(strength: int | Callable[[Ctx], int], key: str = "target", compare: str = "force",
           kind: str = "ranged") -> Step:
    """"Ranged N Attack" or "Melee N Attack" (``kind``) on the card chosen as ``key``; a
    strength "equal to" a stat is read when the step runs (:func:`stat_of`)."""
    def step(c: Ctx) -> None:
        s = strength(c) if callable(strength) else strength
        (c.ranged if kind == "ranged" else c.melee)(s, card(c, key), compare)
    return step


def stat_of(key: str, stat: str) -> Callable[[Ctx], int]:
    """A card's current stat ("~'s Chi", "his Personal Honor"), read when used."""
    f = _STAT[stat]

    def value(c: Ctx) -> int:
        return f(c.st, card(c, key))
    return value


def half_up(value: Callable[[Ctx], int]) -> Callable[[Ctx], int]:
    """"half his Chi, rounded up"."""
    def half(c: Ctx) -> int:
        return -(-value(c) // 2)
    return half


def per_family_honor(base: int, per: int) -> Callable[[Ctx], int]:
    """"N, +1 for every ``per`` points of Family Honor you have": no more than N while the player
    has less than ``per`` (ivory "Honor", the example of a player at -10 Family Honor)."""
    def value(c: Ctx) -> int:
        honor: int = c.st.players[c.player].honor
        return base + max(0, honor) // per
    return value


def highest_stat(key: str, stats: tuple[str, ...]) -> Callable[[Ctx], int]:
    """"X's Force or Personal Honor" where the higher is never worse for its player: the higher."""
    fs = [_STAT[s] for s in stats]

    def value(c: Ctx) -> int:
        uid = card(c, key)
        return max(f(c.st, uid) for f in fs)
    return value


def give_by(key: str, stat: str, sign: int, value: Callable[[Ctx], int], until: str = "turn") -> Step:
    """"Give X a Force bonus (``sign`` 1) / penalty (-1) equal to <value>"."""
    def step(c: Ctx) -> None:
        c.give(card(c, key), until, **{stat: sign * value(c)})
    return step


def stat_is(key: str, stat: str, n: int) -> Check:
    """"If the targeted card's Force is now 0": the card in play with that stat."""
    f = _STAT[stat]

    def check(c: Ctx) -> bool:
        uid = card(c, key)
        return uid >= 0 and bool(c.st.cards[uid].zone == PLAY) and f(c.st, uid) == n
    return check


def create_follower(key: str, force: int, keywords: tuple[str, ...] = ()) -> Step:
    """"Create an NF Follower and attach it to X"."""
    def step(c: Ctx) -> None:
        c.create_follower(card(c, key), force, keywords)
    return step


def tokens(key: str, n: int, token: dict) -> Step:
    """"Give X three +1F Fire tokens" (``token``: ``{"kw": "Fire", "force": 1}``)."""
    def step(c: Ctx) -> None:
        c.token(card(c, key), n, **token)
    return step


def additional() -> Step:
    """"You may take an additional Battle action"."""
    def step(c: Ctx) -> None:
        c.additional()
    return step


def when(check: Check, *steps: Step) -> Step:
    """"If <condition>, <effects>": ``steps`` run (in one step) only if ``check`` holds then."""
    def step(c: Ctx) -> None:
        if check(c):
            for s in steps:
                s(c)
    return step


# ------------------------------------------------------------------ conditions
def happened(record: str, key: str) -> Check:
    """Did this action's effects ``record`` the card (``"bowed"``, ``"moved"``, ``"destroyed"``:
    ``actions._record``)? The "X to Y" and "if he moved" checks."""
    def check(c: Ctx) -> bool:
        return card(c, key) in c.get(record, ())
    return check


def keep_host(c: Ctx) -> None:
    """Remember the Personality the card is attached to, before an effect destroys the card:
    "this Personality" still names him afterwards ("You may destroy this Item to move this
    Personality home")."""
    c["kept_host"] = card(c, "host")


def yes_or_no(label: str) -> Callable[[Ctx], list]:
    """The options of "You may <label>" (a ``vocab.Pick``): do it, or not."""
    def options(c: Ctx) -> list:
        return [("yes", label), ("no", "do not")]
    return options


def chose(key: str) -> Check:
    """Did the player answer "yes" to the ``vocab.Pick`` ``key`` ("You may ...")?"""
    def check(c: Ctx) -> bool:
        return bool(c.get(key) == "yes")
    return check


def was_additional(c: Ctx) -> bool:
    """"this action was taken as an additional action"."""
    return bool(c.get("additional"))


def player_clan(clan: str) -> Check:
    """"you are a <clan> Clan player"."""
    def check(c: Ctx) -> bool:
        return bool(c.st.players[c.player].clan == clan)
    return check


def both_checks(*checks: Check) -> Check:
    def check(c: Ctx) -> bool:
        return all(ch(c) for ch in checks)
    return check


def fewer_provinces(c: Ctx) -> bool:
    """"you have fewer Provinces than each other player"."""
    st = c.st
    mine = len(st.players[c.player].provinces)
    return bool(c.opponents) and all(mine < len(st.players[o].provinces) for o in c.opponents)


def you_control(pred: Pred) -> Check:
    """"you control a Terrain": a card in play under the acting player's control meets
    ``pred``."""
    def check(c: Ctx) -> bool:
        return any(x.zone == PLAY and x.controller == c.player and pred(c, x.uid) for x in c.st.cards)
    return check


def your_turn(yes: bool) -> Check:
    """"it is your turn" (``yes``) / "it is not your turn"."""
    def check(c: Ctx) -> bool:
        return bool((c.st.active == c.player) == yes)
    return check


def either(base: int, more: int, check: Check) -> Callable[[Ctx], int]:
    """"N, or M if <condition>": the value, read as the effect resolves."""
    def value(c: Ctx) -> int:
        return more if check(c) else base
    return value


def card_is(key: str, state: str) -> Check:
    """"he is opposed" (or unbowed, bowed, attacking, defending), of a card in play."""
    tests: dict[str, Callable[[Any, int], bool]] = {
        "opposed": m.opposed, "unbowed": lambda st, u: not st.cards[u].bowed,
        "bowed": lambda st, u: bool(st.cards[u].bowed), "dishonorable": lambda st, u: bool(st.cards[u].dishonored),
        **{k: v for k, v in _WHILE.items() if k}}

    def check(c: Ctx) -> bool:
        uid = card(c, key)
        return uid >= 0 and bool(c.st.cards[uid].zone == PLAY) and tests[state](c.st, uid)
    return check


def card_has(key: str, word: str) -> Check:
    """"he is a Hero": the card has the keyword."""
    def check(c: Ctx) -> bool:
        uid = card(c, key)
        return uid >= 0 and m.has_kw(c.st, uid, word)
    return check


def terrain_playable(c: Ctx) -> bool:
    """May a Terrain be put into play now: during a battle (at its battlefield, ivory glossary
    "Terrain"), and not while a naval invasion holds Terrains back (``model.terrain_locked``)."""
    return c.st.battle >= 0 and not m.terrain_locked(c.st, c.player)


def put_terrain(c: Ctx) -> None:
    """"Put this Terrain into play": the Strategy enters play at the current battlefield (in no
    army; discarded after the battle, ivory glossary "Terrain")."""
    if c.st.battle >= 0:
        c.do("enter_play", card=c.source, player=c.player, loc=f"t{c.st.battle}")


def destroy_terrain_here(c: Ctx) -> None:
    """"Destroy a Terrain" before a Terrain is put into play: the Terrain at the current
    battlefield, if any."""
    for uid in m.terrains_at(c.st, c.st.battle) if c.st.battle >= 0 else ():
        c.destroy(uid)
        return


def take_favor(c: Ctx) -> None:
    """"Take the Imperial Favor" (ivory "Imperial Favor": a change of control, instantaneous)."""
    c.do("favor", player=c.player)


# ------------------------------------------------------------------ costs
def has_favor(c: Ctx) -> bool:
    """Does the acting player control the Imperial Favor ("Discard the Imperial Favor to ...")?"""
    return bool(c.st.favor == c.player)


def discard_favor(c: Ctx) -> None:
    """Discard the Imperial Favor: it becomes uncontrolled (ivory "Imperial Favor")."""
    c.st.favor = -1


def source_in_play(c: Ctx) -> bool:
    return bool(c.st.cards[c.source].zone == PLAY)


def has_token(word: str) -> Check:
    """Has the card itself a token with keyword ``word``?"""
    def check(c: Ctx) -> bool:
        return any(t.get("kw") == word for t in c.st.cards[c.source].tokens)
    return check


def spend_token(word: str) -> Step:
    """Destroy one token with keyword ``word`` on the card itself (a cost)."""
    def pay(c: Ctx) -> None:
        tokens = c.st.cards[c.source].tokens
        for i, t in enumerate(tokens):
            if t.get("kw") == word:
                del tokens[i]
                return
    return pay


def destroy_source_cost(c: Ctx) -> None:
    """Destroying the card itself as a cost: paid at once (ivory "Costs")."""
    destroy_now(c.g, c.source)


# ------------------------------------------------------------------ filters
def keyword(*words: str) -> Pred:
    """Has one of the keywords ``words`` ("Monk or Shugenja")."""
    def pred(c: Ctx, uid: int) -> bool:
        return any(m.has_kw(c.st, uid, w) for w in words)
    return pred


def stat_vs_source(stat: str, op: str, key: str = "source") -> Pred:
    """"with lower Force" (``op`` "<") / "with equal or lower Chi" (``op`` "<=") / "with higher
    Force" (``op`` ">"): compared with the card itself (or ``key``: "host", the Personality an
    attachment is attached to)."""
    f = _STAT[stat]
    if op not in ("<", "<=", ">"):
        raise ValueError(f"no comparison {op!r}")

    def pred(c: Ctx, uid: int) -> bool:
        mine, theirs = f(c.st, card(c, key)), f(c.st, uid)
        return theirs < mine if op == "<" else theirs <= mine if op == "<=" else theirs > mine
    return pred


def stat_at_most(stat: str, n: int) -> Pred:
    """"with a Gold Cost of 6 or less", "with 2 or lower Force"."""
    f = _STAT[stat]

    def pred(c: Ctx, uid: int) -> bool:
        return f(c.st, uid) <= n
    return pred


def without_type_attached(ctype: str) -> Pred:
    """"with no attached Items"."""
    def pred(c: Ctx, uid: int) -> bool:
        return not any(m.ctype(c.st, x) == ctype for x in c.st.cards[uid].attachments)
    return pred


def without_keyword_attached(word: str) -> Pred:
    """"without a Weapon"."""
    def pred(c: Ctx, uid: int) -> bool:
        return not any(m.has_kw(c.st, x, word) for x in c.st.cards[uid].attachments)
    return pred


def type_or_keyword(types: tuple[str, ...], words: tuple[str, ...]) -> Pred:
    """"a Kiho or a Spell": of one of ``types`` or with one of the keywords ``words``."""
    def pred(c: Ctx, uid: int) -> bool:
        return m.ctype(c.st, uid) in types or any(m.has_kw(c.st, uid, w) for w in words)
    return pred


def with_keyword_attached(word: str) -> Pred:
    """"with a Weapon": one of its attachments has the keyword."""
    def pred(c: Ctx, uid: int) -> bool:
        return any(m.has_kw(c.st, x, word) for x in c.st.cards[uid].attachments)
    return pred


def with_ability_keyword(word: str) -> Pred:
    """"with a Political ability": one of the abilities the card has in play carries the
    keyword (``vocab.abilities_of``: its own and those from cards it overlaid, not lost ones)."""
    def pred(c: Ctx, uid: int) -> bool:
        return c.st.cards[uid].zone == PLAY and any(word in ab.keywords for _, _, ab in abilities_of(c, uid))
    return pred


def lacks_keyword(word: str) -> Pred:
    """"non-Naval": without the keyword."""
    def pred(c: Ctx, uid: int) -> bool:
        return not m.has_kw(c.st, uid, word)
    return pred


@of_types("strategy")
def terrain(c: Ctx, uid: int) -> bool:
    """A Terrain: a Strategy in play with the Terrain keyword (at a battlefield, in no unit)."""
    return bool(c.st.cards[uid].zone == PLAY) and m.has_kw(c.st, uid, "Terrain")


def opposed(c: Ctx, uid: int) -> bool:
    """"opposed" (``model.opposed``)."""
    return m.opposed(c.st, uid)


def at_home(c: Ctx, uid: int) -> bool:
    """"at home" / "in your home"."""
    return bool(m.location(c.st, uid) == HOME)


def not_unique(c: Ctx, uid: int) -> bool:
    """"non-Unique"."""
    return not m.has_kw(c.st, uid, "Unique")


def attacking(c: Ctx, uid: int) -> bool:
    """"attacking": its unit is in an attacking army (ivory glossary "Attack", "Attacking")."""
    return m.location(c.st, uid).startswith("a")


def defending(c: Ctx, uid: int) -> bool:
    """"defending": its unit is in a defending army (ivory glossary "Defend", "Defending")."""
    return m.location(c.st, uid).startswith("d")


def bowed(c: Ctx, uid: int) -> bool:
    """"bowed"."""
    return bool(c.st.cards[uid].bowed)


def dishonorable(c: Ctx, uid: int) -> bool:
    """"dishonorable": a dishonored Personality (ivory glossary "Dishonorable")."""
    return bool(c.st.cards[uid].dishonored)


def attached_to_source(c: Ctx, uid: int) -> bool:
    """"~'s Follower": attached to the card itself (ivory "References": attached and attaching
    cards in a unit refer to each other with the possessive case)."""
    return bool(c.st.cards[uid].attached_to == c.source)


def in_unit(c: Ctx, uid: int) -> bool:
    """"a card in a unit": a Personality or a card attached to one (ivory "Unit")."""
    return m.ctype(c.st, uid) == "personality" or c.st.cards[uid].attached_to >= 0


@of_types("follower", "item", "spell")
def attachment(c: Ctx, uid: int) -> bool:
    """An attachment: a Follower, Item or Spell attached to a Personality (ivory "Attachments":
    they are the attachment cards, and in play only while attached)."""
    return m.ctype(c.st, uid) in ("follower", "item", "spell") and c.st.cards[uid].attached_to >= 0


# ------------------------------------------------------------------ triggered traits
def source_event(flag: str = "") -> Callable[[Ctx, dict], bool]:
    """Is the event about the card itself (and, with ``flag``, marked so: "attack_phase" for a
    destruction during an Attack Phase, "equip" or "recruit" for an entering play)?"""
    def when(c: Ctx, ev: dict) -> bool:
        return bool(ev.get("card") == c.source and (not flag or ev.get(flag)))
    return when


def interrupted_action(c: Ctx, ev: dict) -> bool:
    """May an Interrupt be played to the action just announced (event ``ev``)? To any action but
    another Interrupt (ivory "Interrupt actions")."""
    return "interrupt" not in ev.get("designators", ())


def negate_for_action(effect: str, types: tuple[str, ...]) -> Step:
    """"The action cannot move Personalities", "Negate the action's Fear effects": the
    interrupted action's ``effect`` ("move", "fear", "ranged", "melee") of cards of ``types`` does
    not happen (``vocab.Ctx.negate_for_action``, read where those effects resolve)."""
    def step(c: Ctx) -> None:
        for t in types:
            c.negate_for_action(effect, t)
    return step


def host_keyword(word: str) -> Step:
    """"This Personality has Cavalry" on an attachment, as a trait triggered when it enters play:
    the Personality it is attached to has the keyword while it stays attached to him (ivory
    "Attachments"; a lasting effect tagged with the attachment and its bearer,
    ``index.source_in_play``)."""
    def step(c: Ctx) -> None:
        src = c.source
        host = c.st.cards[src].attached_to
        if host >= 0:
            c.do("lasting", card=host, kind="keyword", keyword=word, until="permanent",
                 extra={"while": [src, c.st.cards[src].instance, host]})
    return step


# ------------------------------------------------------------------ continuous traits
_WHILE: dict[str, Callable[[Any, int], bool]] = {
    "": lambda st, uid: True,
    "attacking": lambda st, uid: m.location(st, uid).startswith("a"),
    "defending": lambda st, uid: m.location(st, uid).startswith("d"),
    "opposed": m.opposed,
}


def self_bonus(holder: str = "self", while_: str = "", **amounts: int) -> Callable:
    """"~ has +2F [while defending]" (``holder`` "self") or, on an attachment, "This Personality
    has +1PH" (``holder`` "host"): a ``CardDef.continuous`` bonus."""
    holds = _WHILE[while_]

    def continuous(st: Any, src: int, uid: int, stat: str) -> int:
        who = src if holder == "self" else st.cards[src].attached_to
        if uid != who or stat not in amounts or not holds(st, uid):
            return 0
        return amounts[stat]
    return continuous


def yours_bonus(types: tuple[str, ...], keywords: tuple[str, ...], other: bool = False, here: bool = False,
                while_: str = "", **amounts: int) -> Callable:
    """"Your Nonhuman cards have +1F": a ``CardDef.continuous`` bonus to the cards of the card's
    controller of one of ``types`` (any type if none) with all of ``keywords`` (with ``other``:
    "your other ...", not the card itself; with ``here``: "... at this battlefield", the
    battlefield where the card is -- a Terrain's, ivory "Battlefields"; with ``while_``: only
    while the card with the bonus is "attacking", "defending" or "opposed")."""
    holds = _WHILE[while_]

    def continuous(st: Any, src: int, uid: int, stat: str) -> int:
        if stat not in amounts or st.cards[uid].controller != st.cards[src].controller or (other and uid == src):
            return 0
        if while_ and not holds(st, uid):
            return 0
        if here:
            loc = m.location(st, src)
            if loc[:1] not in ("a", "d", "t") or not m.at_battlefield(st, uid, int(loc[1:])):
                return 0
        if types and m.ctype(st, uid) not in types:
            return 0
        return amounts[stat] if all(m.has_kw(st, uid, k) for k in keywords) else 0
    return continuous


def provinces_bonus(n: int) -> Callable:
    """"Your Provinces have +1 strength": a ``CardDef.continuous`` trait on the stat "province"
    (``continuous_stats=('province',)``), read by ``model.province_strength`` with the Province's
    id; the Provinces of the card's controller (ivory "Province Strength": it goes up and down
    for each Province)."""
    def continuous(st: Any, src: int, pid: int, stat: str) -> int:
        if stat != "province":
            return 0
        prov = m.province_by_id(st, pid)
        return n if prov is not None and prov.owner == st.cards[src].controller else 0
    return continuous


# ------------------------------------------------------------------ Gold production
def turn_gold(n: int, more: int, on_your_turn: bool) -> Callable:
    """":bow:: Produce N Gold, or M Gold if it is [not] your turn" (``CardDef.produce``): M when
    the controller's turn is (``on_your_turn``) or is not the current one."""
    def produce(st: Any, uid: int, paying: Any) -> list:
        k = more if (st.active == st.cards[uid].controller) == on_your_turn else n
        return [(f"{k} Gold", k, False)]
    return produce


def reduced_gold(n: int, less: int, types: tuple[str, ...], keywords: tuple[str, ...],
                 action: bool = False) -> Callable:
    """":bow:: When paying for a Follower (a Monk ...), it enters play for 3 less Gold" (or, with
    ``action``, "When paying for an action on a Strategy, it costs 3 less Gold") besides a
    printed ":bow:: Produce N Gold" (``n``, 0 if none): a ``CardDef.produce`` whose second way
    pays ``less`` of a cost for a card of one of ``types`` (any if none) with all of
    ``keywords`` (an action on one), for that cost only -- what it does not use is no Gold for
    later costs (ivory "Special triggered traits": a trait triggered when paying a Gold cost
    that reduces it; "Paying Gold Costs", EXCEPTION: Gold for one cost only)."""
    def produce(st: Any, uid: int, paying: Any) -> list:
        out = [(f"{n} Gold", n, False)] if n else []
        card = paying.get("card", -1)
        if card < 0 or (paying.get("type") == "action") != action:
            return out
        if (not types or m.ctype(st, card) in types) and all(m.has_kw(st, card, k) for k in keywords):
            out.append((f"{less} Gold less for this cost", less, True))
        return out
    return produce


def attach_only(types: tuple[str, ...], keywords: tuple[str, ...]) -> Callable:
    """"Can only attach to a Crab Clan Personality" / "... to a Samurai" (``CardDef.attach_only``):
    the Personality it attaches to must be of one of ``types`` (any if none) and have all of
    ``keywords``."""
    def ok(st: Any, host: int) -> bool:
        return (not types or m.ctype(st, host) in types) and all(m.has_kw(st, host, k) for k in keywords)
    return ok


def clan_gold(n: int, more: int, clan: str) -> Callable:
    """":bow:: Produce N Gold, or M Gold if you are a <clan> Clan player" (``CardDef.produce``)."""
    def produce(st: Any, uid: int, paying: Any) -> list:
        k = more if st.players[st.cards[uid].controller].clan == clan else n
        return [(f"{k} Gold", k, False)]
    return produce

