"""Which abilities a player may use now: the legal options of the action and trigger windows,
and acting on the option chosen in a trigger window.

Limits (Ivory "Using abilities"; celestial "A. Check Conditions"): abilities
on bowed cards may not be used; each card ability and player ability once per
turn (``Repeatable``: any number of times); in a battle the Rule of Presence
and the Rules of Location apply (``battle_ok``), or in Diamond the Rule of
Relevance (``relevant``, ``relevance_binds``; ``Edition.battle_actions``). An action may be announced
only if its required choices can be made and its costs paid (Good Faith).

Abilities are named by keys (``vocab.lookup``); a chosen one resolves through the action
sequence of ``resolution.py`` (``vocab.push_ability``).
"""

from __future__ import annotations

import operator
from collections.abc import Container, Iterable, Iterator
from typing import TYPE_CHECKING

from ..engine.decision import Option
from ..engine.tables import Handlers
from . import gold, index
from . import model as m
from .editions import edition
from .fortification import ability_allowed
from .index import (
    DISCARD_ZONES,
    Slot,
    action_cards,
    cards_in_play,
    close_scope,
    defs,
    game_index,
    kind_ok,
    memo,
    open_scope,
)
from .index import flags as ability_flags
from .overlay import inherited
from .recruit import may_control
from .state import DYNASTY_DISCARD, FATE_DISCARD, FOCUS, HAND, PLAY, PROVINCE
from .vocab import Ability, Choose, Ctx, card_def, describe, lookup, pred_types, push_ability
from .zones import do

if TYPE_CHECKING:
    from ..engine.game import Game


def _zone_ok(st, uid: int, ab: Ability, player: int) -> bool:
    c = st.cards[uid]
    z = ab.zone
    if z == "play":  # Ivory "Triggered traits": also while in the focusing area (duel.py)
        return (c.zone == PLAY or (c.zone == FOCUS and ab.forced and m.in_focusing_area(st, uid))) \
            and c.controller == player
    if z == "hand":  # celestial "DUEL" 1: the hand is put aside during a duel
        return c.zone == HAND and c.controller == player and not (
            st.duel and edition(st.edition).duel_hand_aside)
    if z == "province":
        return c.zone == PROVINCE and c.controller == player and c.face_up
    if z == "discard":
        return c.zone in (FATE_DISCARD, DYNASTY_DISCARD) and c.owner == player
    return False


_FIRST = operator.itemgetter(0)

#: Zones whose cards may have usable abilities (FOCUS: triggered traits of focused cards, duel.py).
_ABILITY_ZONES = (PLAY, HAND, PROVINCE, FATE_DISCARD, DYNASTY_DISCARD, FOCUS)


def candidates(g: "Game", player: int, kind: str | None = None,
               names: "set[str] | frozenset[str] | None" = None) -> Iterator[tuple[str, int, Ability]]:
    """Every ability ``player`` might use: cards in play, hand, provinces,
    discard piles, granted abilities, and the rulebook player abilities.
    ``kind`` "trigger" keeps only Reactions/triggered traits, "action" only the others;
    with ``names`` (kind "trigger"), only those triggered by one of these event names.

    Only cards that have such abilities at all are looked at (``index.game_index``);
    the result is the same as :func:`scan_candidates`, the plain scan of every card."""
    st = g.state
    cards = st.cards
    d = defs(st)
    if kind == "action":
        yield from action_candidates(st, player)
        return
    if kind != "trigger":
        yield from scan_candidates(g, player, kind)
        return
    ix = game_index(st).trigger
    if names is None:
        uids = sorted({u for us in ix.values() for u in us})
    else:
        found = [ix[n] for n in names if n in ix]
        uids = found[0] if len(found) == 1 else sorted({u for us in found for u in us})
    for u in uids:
        c = cards[u]
        z = c.zone
        if c.created or z not in _ABILITY_ZONES:
            continue
        if (c.owner if z == FATE_DISCARD or z == DYNASTY_DISCARD else c.controller) != player:
            continue
        if names is None:
            abilities = d.abilities(c.cid, kind)
        elif len(names) == 1:
            abilities = d.triggers(c.cid).get(next(iter(names)), ())
        else:
            abilities = [x for x in d.abilities(c.cid, kind) if x[1].trigger in names]
        for i, ab in abilities:
            if z == PLAY and m.ability_removed(st, u, i):
                continue  # an ability removed by an effect (Cold Hands, Stone Heart)
            if _zone_ok(st, u, ab, player):
                yield f"c{u}:{i}", u, ab
    yield from _inherited_candidates(st, player, kind, names)
    yield from _other_candidates(st, player, kind, names)


def action_candidates(st, player: int, designators: tuple[str, ...] | None = None) -> list[tuple[str, int, Ability]]:
    """``list(candidates(g, player, "action"))``, for game state ``st``: only the cards with
    action abilities (``GameIndex.action_keyed``) in play, in a hand or in a province
    (``index.action_cards``), or in a discard pile if they have one to use from there
    (``GameIndex.action_from_discard``), are looked at, in uid order. With ``designators``
    (those of a window), the rulebook's actions that have none of them are left out, their
    gates unasked."""
    out: list[tuple[str, int, Ability]] = []
    removed = ability_flags(st)
    ix = game_index(st)
    cards = st.cards
    by_uid = ix.action_keyed
    live = [u for u in action_cards(st) if cards[u].controller == player]
    if ix.action_from_discard:
        live.extend(u for u in ix.action_from_discard if cards[u].zone in DISCARD_ZONES and cards[u].owner == player)
        live.sort()
    # _zone_ok, knowing that ``c.zone`` is where the ability is used from (``action_keyed``)
    hand_ok = not (st.duel and edition(st.edition).duel_hand_aside)
    for u in live:
        c = cards[u]
        z = c.zone
        abilities = by_uid[u].get(z)
        if abilities is None or c.created:
            continue
        if z == PLAY:  # (in play and controlled by the player: _zone_ok holds)
            if removed:  # an ability removed by an effect (Cold Hands, Stone Heart)
                abilities = [x for (i, _), x in zip(ix.action_by_uid[u][z], abilities)
                             if (u, f"no_ability:{i}") not in removed]
            out.extend(abilities)
        elif z == HAND:
            if hand_ok:
                out.extend(abilities)
        elif z == PROVINCE:
            if c.face_up:
                out.extend(abilities)
        else:  # a discard pile (the player's own)
            out.extend(abilities)
    out.extend(_inherited_candidates(st, player, "action"))
    out.extend(_other_candidates(st, player, "action", designators=designators))
    return out


def _engage_possible(st) -> bool:
    """Could a player have an Engage ability to use now, after engaging (``engage_options``)?
    A quick test, True when unsure: a rulebook Engage ability whose gate is open, a card of
    the game with an Engage ability in a zone it is used from (``GameIndex.engage``), or an
    Engage ability granted to a player, given to a card by an effect or from an overlaid card."""
    if st.battle < 0:
        return False
    d = defs(st)
    for gate in d.rule_engage():
        if gate is None or gate(st):
            return True
    ix = game_index(st)
    cards = st.cards
    if any(cards[u].zone in ix.action_by_uid[u] for u in ix.engage):
        return True
    engage = d.cids_where("engage_cids", lambda cd: any(ab.has("engage") for ab in cd.abilities))
    return (any(cid in engage for p in st.players for cid in p.abilities)
            or any(e["kind"] == "ability" and e["ability"].rsplit(":", 1)[0] in engage for e in st.lasting)
            or any(cards[u].under and cards[u].zone == PLAY and any(cards[x].cid in engage for x in cards[u].under)
                   for u in ix.experienced))


def trigger_candidates(st, player: int, names: set[str] | frozenset[str], slot: Slot) -> list[tuple[str, int, Ability]]:
    """The abilities of :data:`index.Slot` ``slot`` among ``candidates(g, player, "trigger",
    names)`` (in the same order), for game state ``st``: only the cards with such an ability
    (``GameIndex.trigger_at``) are looked at."""
    out = [(f"c{u}:{i}", u, ab) for p, i, u, ab in _card_triggers(st, names, slot) if p == player]
    out.extend(_other_triggers(st, player, names, slot))
    return out


def _card_triggers(st, names: set[str] | frozenset[str], slot: Slot) -> list[tuple[int, int, int, Ability]]:
    """(player, ability index, card, Ability): the card abilities of ``slot`` on one of the event ``names``
    that each player might use now (the first part of :func:`trigger_candidates`, for every
    player at once, in card order)."""
    d = defs(st)
    cards = st.cards
    by_name = game_index(st).trigger_at[slot]
    found = [by_name[n] for n in names if n in by_name]
    if not found:
        return []
    uids = found[0] if len(found) == 1 else sorted({u for us in found for u in us})
    out = []
    removed = ability_flags(st)
    for u in uids:
        c = cards[u]
        z = c.zone
        if c.created or z not in _ABILITY_ZONES:
            continue
        player = c.owner if z == FATE_DISCARD or z == DYNASTY_DISCARD else c.controller
        if len(names) == 1:
            abilities = d.triggers_at(c.cid, slot).get(next(iter(names)), ())
        else:
            abilities = [x for x in d.abilities(c.cid, "trigger")
                         if x[1].trigger in names and (x[1].forced, x[1].timing) == slot]
        for i, ab in abilities:
            if z == PLAY and removed and (u, f"no_ability:{i}") in removed and m.ability_removed(st, u, i):
                continue  # an ability removed by an effect (Cold Hands, Stone Heart; index.flags: a quick test)
            if _zone_ok(st, u, ab, player):
                out.append((player, i, u, ab))
    return out


def _other_triggers(st, player: int, names: set[str] | frozenset[str], slot: Slot) -> list[tuple[str, int, Ability]]:
    """The rest of :func:`trigger_candidates`: abilities from overlaid cards, granted to the
    player, given by effects, and the rulebook's."""
    out = [x for x in _inherited_candidates(st, player, "trigger", names) if (x[2].forced, x[2].timing) == slot]
    out.extend(x for x in _other_candidates(st, player, "trigger", names) if (x[2].forced, x[2].timing) == slot)
    return out


def _inherited_candidates(st, player: int, kind: str | None,
                          names=None) -> Iterator[tuple[str, int, Ability]]:
    """Abilities overlaid Experienced cards in play have from the cards under them (overlay.py;
    only Experienced cards can overlay, ``index.GameIndex.experienced``)."""
    cards = st.cards
    for u in game_index(st).experienced:
        c = cards[u]
        if c.under and c.zone == PLAY and c.controller == player:
            for key, src, ab in inherited(st, u, kind):
                if names is None or ab.trigger in names:
                    yield key, src, ab


def may_trigger(st, names: "set[str]", slot: Slot | None = None) -> bool:
    """Does something listen to one of the event ``names``: a card in play, in a hand or
    in a province, a Ring in a hand, a granted ability, a delayed effect or a rulebook
    ability? The same answer as ``bool(trigger_names(st) & names)``, from the index.

    With ``slot`` (``index.Slot``: triggered traits or not, before or after the events), only
    what a trigger window of that slot could offer counts: False means that such a window
    would offer nobody anything (``trigger_options``), so it need not be opened."""
    if not names:
        return False
    ix = game_index(st)
    if names.isdisjoint(ix.static_listened[slot]):  # no card of the game, no rulebook ability listens
        return _others_listen(st, names, slot, ix.listening[slot], ix.experienced)
    d = defs(st)
    if d.rule_may_trigger(st, names, slot):  # with the rulebook gates (e.g. no Destined card: no window)
        return True
    after_reactions = slot is None or slot == (False, "after")
    if after_reactions and "engage" in names and not edition(st.edition).engage_segment and (
            slot is None or _engage_possible(st)):
        return True  # Engage abilities are used after engaging (engage_options)
    cards = st.cards
    by_name = ix.trigger_zones[slot]
    for n in (() if names.isdisjoint(ix.listened[slot]) else names):  # (no card of the game listens)
        for u, zones in by_name.get(n, ()):
            if cards[u].zone in zones:  # where the ability may be used from
                return True
        if after_reactions:
            for u in ix.ring.get(n, ()):
                c = cards[u]
                if not c.created and c.zone == HAND:
                    return True
    return _others_listen(st, names, slot, ix.listening[slot], ix.experienced)


def moved_card_listens(st, events: list[dict], names: "set[str]") -> bool:
    """Does the card an event moves (``ev["card"]``) listen to one of the events ``names``
    itself, wherever it is now? Asked before the events apply (``CCGRules.triggers_possible``),
    where :func:`may_trigger` sees the card in the zone it leaves: a Personality put into
    play from a discard pile or a deck still uses its trait triggered by its own entering
    play (Ivory "Triggered traits")."""
    d = defs(st)
    cards = st.cards
    for ev in events:
        u = ev.get("card")
        if type(u) is int and 0 <= u < len(cards) and not names.isdisjoint(d.listens(cards[u].cid)[0]):
            return True
    return False


def _others_listen(st, names: "set[str]", slot: Slot | None, listening: dict, experienced: tuple) -> bool:
    """The end of :func:`may_trigger`: does a granted ability (card id -> the event names it
    listens to: ``listening``), an overlaid card's ability, a delayed effect or an ability an
    effect gave to a card listen to one of the event ``names``?"""
    cards = st.cards
    for p in st.players:
        if p.abilities:
            for cid in p.abilities:
                if cid in listening and not names.isdisjoint(listening[cid]):
                    return True
    for u in experienced:  # abilities from the cards an Experienced card overlaid
        c = cards[u]
        if c.under and c.zone == PLAY and any(
                not names.isdisjoint(listening.get(cards[x].cid, ())) for x in c.under):
            return True
    for e in st.lasting:
        kind = e["kind"]
        if kind == "delayed" and e["trigger"] in names and (slot is None or slot[0]):
            return True  # delayed effects are offered with the triggered traits (delayed_options)
        if kind == "ability" and not names.isdisjoint(listening.get(e["ability"].rsplit(":", 1)[0], ())):
            return True  # an ability an effect gave to a card
    return False


def trigger_names(st) -> set[str]:
    """Event names some card that could respond (in play, hand, provinces, discard piles,
    granted, under an overlaid card, given by an effect) listens to: the plain scan
    :func:`may_trigger` is tested against."""
    d = defs(st)
    names = set(d.rule_triggers(st))
    for c in st.cards:
        if c.created or c.zone not in (PLAY, HAND, PROVINCE, FOCUS, FATE_DISCARD, DYNASTY_DISCARD):
            continue  # FOCUS: focused cards' traits
        if c.zone in (FATE_DISCARD, DYNASTY_DISCARD):  # Reactions used from a discard pile
            names |= d.discard_listens(c.cid)
            continue
        trig, ring = d.listens(c.cid)
        names |= trig
        for u in c.under:  # abilities from the cards an Experienced card overlaid (overlay.py)
            names |= d.listens(st.cards[u].cid)[0]
        if ring and c.zone == HAND:
            names.add(ring)
    for p in st.players:
        for cid in p.abilities:
            names |= d.listens(cid)[0]
    for e in st.lasting:  # delayed effects (Ctx.delay); abilities effects gave to cards
        if e["kind"] == "delayed":
            names.add(e["trigger"])
        elif e["kind"] == "ability":
            names |= d.listens(e["ability"].rsplit(":", 1)[0])[0]
    if not edition(st.edition).engage_segment:
        names.add("engage")  # Engage abilities are used after engaging (engage_options)
    return names


def scan_candidates(g: "Game", player: int, kind: str | None = None) -> Iterator[tuple[str, int, Ability]]:
    """:func:`candidates` by looking at every card of the game (the reference the
    indexed version is tested against)."""
    st = g.state
    d = defs(st)
    for c in st.cards:
        if c.created or c.zone not in _ABILITY_ZONES:
            continue
        if (c.controller if c.zone != FATE_DISCARD and c.zone != DYNASTY_DISCARD else c.owner) != player:
            continue
        for i, ab in d.abilities(c.cid, kind):
            if c.zone == PLAY and m.ability_removed(st, c.uid, i):
                continue  # an ability removed by an effect (Cold Hands, Stone Heart)
            if _zone_ok(st, c.uid, ab, player):
                yield f"c{c.uid}:{i}", c.uid, ab
        if c.under and c.zone == PLAY:  # abilities from the cards it overlaid (overlay.py)
            yield from inherited(st, c.uid, kind)
    yield from _other_candidates(st, player, kind)


def _other_candidates(st, player: int, kind: str | None, names=None,
                      designators: tuple[str, ...] | None = None) -> list[tuple[str, int, Ability]]:
    """Granted player abilities, abilities lasting effects gave to cards, rulebook abilities
    (with ``names``: only those triggered by one of these event names; for actions, only those
    whose gate, if any, is open: ``index.Definitions.gates``, and with ``designators``, only
    those that have one of them)."""
    d = defs(st)
    out = []
    for cid in st.players[player].abilities:
        for i, ab in d.granted(cid):
            if kind_ok(ab, kind) and (names is None or ab.trigger in names):
                out.append((f"g{cid}:{i}", -1, ab))
    if st.lasting:
        card_defs = d.cards
        seen = set()
        for e in st.lasting:  # abilities given to cards ("Permanently give him the ability ...")
            if e["kind"] != "ability" or e.get("negated"):
                continue
            c = st.cards[e["card"]]
            key = f"h{c.uid}:{e['ability']}"
            if c.zone == PLAY and c.controller == player and c.instance == e["instance"] and key not in seen:
                seen.add(key)
                cid, i = e["ability"].rsplit(":", 1)
                ab = card_defs[cid].abilities[int(i)]
                if kind_ok(ab, kind) and (names is None or ab.trigger in names):
                    out.append((key, c.uid, ab))
    if kind == "action":  # (with designators, the others' gates are not asked)
        for key, ab, gate in d.rule_actions() if designators is None else d.rule_actions_of(designators):
            if gate is None or gate(st):  # (a closed gate: the ability cannot be used now)
                out.append((key, -1, ab))
    elif names is not None:  # so "trigger" abilities, in rulebook order
        by_trigger = d.rule_by_trigger()
        found = [x for n in names for x in by_trigger.get(n, ())]
        if len(found) > 1:
            found.sort(key=_FIRST)
        out.extend((key, -1, ab) for _, key, ab in found)
    else:
        out.extend((f"r:{name}", -1, ab) for name, ab in d.rulebook.items() if kind_ok(ab, kind))
    return out


def used_key(st, key: str, ab: Ability) -> str:
    if ab.limit_of >= 0:  # another way to use the card's ability ``limit_of``: one use of it
        key = f"{key.rsplit(':', 1)[0]}:{ab.limit_of}"
    if ab.per_battle:
        return f"{key}@b{st.battles}"
    if ab.per_game:
        return f"{key}@game"
    return key


def spent(st, key: str, ab: Ability) -> bool:
    """True if ability ``key`` was used as many times this turn as it may be: once, plus
    once per ``again:<key>`` grant (``Ctx.use_again``; Akodo Senzo: "may use it a second time
    this turn")."""
    k = used_key(st, key, ab)
    used = st.used
    return k in used and used.count(k) > used.count("again:" + key)


def bowed_blocks(st, src: int, ab: Ability) -> bool:
    """A bowed card's abilities may not be used (unless "even if bowed"); a card
    flagged ``stronghold_even_bowed`` in play (Togashi Kyoshi) lets its controller use
    his bowed Stronghold's abilities that do not bow it."""
    c = st.cards[src]
    if not c.bowed or ab.even_bowed or ab.forced:
        return False
    if not ab.bow and m.ctype(st, src) == "stronghold":
        for u in cards_in_play(st):
            o = st.cards[u]
            if o.controller == c.controller and not o.created \
                    and "stronghold_even_bowed" in m.card_flags(st, o.cid):
                return False
    return True


def present(st, player: int) -> bool:
    """Rule of Presence: does ``player`` have a unit in the current battle (one side's army)?"""
    return memo(("present", id(st), player), lambda: _present(st, player))


def _present(st, player: int) -> bool:
    side = m.current_side(st, player)
    return side is not None and bool(m.army(st, side))


def relevance_rule(st) -> bool:
    """Is a battle being fought under the Diamond Rule of Relevance (``Edition.battle_actions``)?"""
    return st.battle >= 0 and edition(st.edition).battle_actions == "relevance"


def battle_rules_apply(st, designator: str) -> bool:
    """Does an action taken as ``designator`` follow the battle's extra rules? Battle and Engage
    actions in every edition; Open actions too under the Diamond rules ("The exact same rules
    apply equally to both Battle and Open actions during the Attack Phase")."""
    return designator in ("battle", "engage") or (designator == "open" and relevance_rule(st))


def _battle_action(st, ab: Ability) -> bool:
    """Is ``ab`` (being taken or resolving) an action of the current battle?"""
    if st.battle < 0:
        return False
    return ab.has("battle") or ab.has("engage") or (ab.has("open") and relevance_rule(st))


def in_battle(st, uid: int) -> bool:
    """Diamond "a card at the battle": a card in play in a unit at the current battlefield,
    a Terrain there, or a Fortification attached to its Province (``model.at_battlefield``)."""
    if st.battle < 0 or uid < 0:
        return False
    return m.at_battlefield(st, uid)


def _moves_in(st, src: int, ab: Ability) -> bool:
    """Does the action move or create a card in the battle, or affect the battle itself
    (``Ability.relevant``; a Terrain played from hand enters play at the battlefield)?"""
    if ab.relevant:
        return True
    return ab.zone == "hand" and src >= 0 and ("Terrain" in ab.keywords or m.has_kw(st, src, "Terrain"))


def relevant(g: "Game", c: Ctx, src: int, ab: Ability) -> bool:
    """Diamond 4.4 "Rule of Relevance": may this action be associated with the current battle?
    It comes from a card at the battle, moves or creates a card there or affects the battle
    (``_moves_in``), or one of its choices of cards in play can pick a card at the battle.
    A card in play whose ability refers to opposing cards or this battle, or is a Ranged
    Attack or Fear (``Ability.own_battle``), must itself be in the battle."""
    st = g.state
    if src >= 0 and st.cards[src].zone == PLAY:
        if in_battle(st, src):
            return True
        if ab.own_battle:
            return False
    if _moves_in(st, src, ab):
        return True
    return any(in_battle(st, u) for ch in ab.choices if ch.pool == "play"
               for u in iter_choice_candidates(g, c, ch, ab, relevance=False))


def relevance_binds(g: "Game", c: Ctx, ch: Choose, ab: Ability) -> bool:
    """Must choice ``ch`` pick a card at the battle for the action to satisfy the Rule of
    Relevance? Only if the action is not associated with the battle otherwise: its card is
    not at the battle, it does not move a card in, no earlier choice picked a card at the
    battle and no later choice can. (Diamond 4.4, Example 2: cast from outside the battle,
    Burning Smoke must be cast on someone in the battle; its caster in the battle may cast
    it on anyone.) Choices made while the action resolves are never bound."""
    st = g.state
    if not relevance_rule(st) or ch.pool != "play" or not _battle_action(st, ab):
        return False
    src = c.source
    if in_battle(st, src) or _moves_in(st, src, ab):
        return False
    plays = [x for x in ab.choices if x.pool == "play"]
    k = next((i for i, x in enumerate(plays) if x is ch), None)
    if k is None:
        return False
    for x in plays[:k]:
        u = c[x.key]
        if isinstance(u, int) and in_battle(st, u):
            return False
    for x in plays[k + 1:]:
        if any(in_battle(st, u) for u in iter_choice_candidates(g, c, x, ab, relevance=False)):
            return False
    return True


def battle_ok(g: "Game", player: int, src: int, ab: Ability) -> bool:
    """Rule of Presence, and the Rules of Location (Ivory, celestial) for actions during a
    battle. The Diamond Rule of Relevance needs the action's choices: see :func:`relevant`."""
    st = g.state
    if st.battle < 0:
        return True
    if not ab.absent and not present(st, player):
        return False
    if edition(st.edition).battle_actions == "relevance":
        return True
    if src >= 0 and st.cards[src].zone == PLAY and m.ctype(st, src) in ("personality", "follower", "item", "spell"):
        if not m.at_battle(st, src) and not ab.absent:
            return False
    return True


def usable(g: "Game", key: str, src: int, ab: Ability, player: int, designator: str,
           data: dict | None = None) -> bool:
    st = g.state
    if designator not in ab.designators:  # (ab.has)
        return False
    if src >= 0 and st.cards[src].bowed and st.cards[src].zone == PLAY and bowed_blocks(st, src, ab):
        return False  # (only a bowed card's abilities may be blocked)
    if not ab.repeatable and not ab.forced and spent(st, key, ab):
        return False
    bound = st.battle >= 0 and battle_rules_apply(st, designator)  # Diamond 4.4: Open actions too
    if bound and not battle_ok(g, player, src, ab):
        return False
    if st.battle >= 0 and src >= 0 and not fortification_ok(st, src, ab):
        return False
    req = (data or {}).get("performer_req", -1)
    if req >= 0 and not any(ch.performer for ch in ab.choices):
        # an additional action "which he must perform": the ability is on him or his Item/Spell
        if src < 0 or st.cards[src].zone != PLAY or m.host(st, src) != req or (
                src != req and m.ctype(st, src) not in ("item", "spell")):
            return False
    if src >= 0 and m.ctype(st, src) == "spell":
        h = st.cards[src].attached_to
        if h < 0 or not m.has_kw(st, h, "Shugenja") or (
                st.cards[h].bowed and not edition(st.edition).bowed_shugenja_casts):
            return False  # Diamond "Casting Spells": not while the Shugenja is bowed
    c = Ctx(g, {"ctx": {"player": player, "source": src, **(data or {})}})
    if ab.condition is not None and not ab.condition(c):
        return False
    due = total_gold(st, src, ab)
    if due and not gold.can_pay(st, player, due, {"type": "action", "card": src}):
        return False
    for cost in ab.costs:
        if not cost.can(c):
            return False
    if not choices_possible(g, c, ab):
        return False
    if bound and relevance_rule(st) and not relevant(g, c, src, ab):
        return False
    return True


def choices_possible(g: "Game", c: Ctx, ab: Ability, relevance: bool = False) -> bool:
    """Ivory "Good Faith Rule": can the action's required choices be met? The choices after a
    performer's are checked with each possible performer in turn (their legality may depend
    on him: "an enemy Personality with equal or lower Chi" than your Monk's), not with no
    performer chosen yet."""
    choices = ab.choices
    for i, ch in enumerate(choices):
        if ch.optional:
            continue
        if ch.performer:
            after = [x for x in choices[i + 1:] if not x.optional]
            if after:
                return _with_some_performer(g, c, ab, ch, after, relevance)
        if not choice_possible(g, c, ch, ab, relevance):
            return False
    return True


def _with_some_performer(g: "Game", c: Ctx, ab: Ability, ch: Choose, after: list, relevance: bool) -> bool:
    """Is there a performer (choice ``ch``) with whom the required choices ``after`` can be met?
    (The performers are found one at a time, each with the context as it was, and the search
    stops at the first one who will do.)"""
    saved = {key: c.data[key] for key in (ch.key, "performer") if key in c.data}
    outer = open_scope()  # (only looking: answers are shared, as choice_candidates does)
    try:
        for u in iter_choice_candidates(g, c, ch, ab, relevance):
            c[ch.key] = c["performer"] = u
            ok = True
            for x in after:
                if not choice_possible(g, c, x, ab, relevance):
                    ok = False
                    break
            for key in (ch.key, "performer"):  # (the next performer is found without this one)
                c.data.pop(key, None)
            c.data.update(saved)
            if ok:
                return True
        return False
    finally:
        close_scope(outer)
        for key in (ch.key, "performer"):
            c.data.pop(key, None)
        c.data.update(saved)


def performers_with_targets(g: "Game", c: Ctx, ab: Ability, i: int, cands: list[int]) -> list[int]:
    """The candidates of performer choice ``ab.choices[i]`` with whom the action's required
    choices after it can be met (Ivory "Good Faith Rule": "to legally announce an action, a
    player must be able to meet any targeting of the action that is not optional"): choosing
    another performer could only make the announcement fail."""
    ch = ab.choices[i]
    after = [x for x in ab.choices[i + 1:] if not x.optional]
    if not after:
        return cands
    saved = {key: c.data[key] for key in (ch.key, "performer") if key in c.data}
    try:
        out = []
        for u in cands:
            c[ch.key] = c["performer"] = u
            if all(choice_possible(g, c, x, ab) for x in after):
                out.append(u)
        return out
    finally:
        for key in (ch.key, "performer"):
            c.data.pop(key, None)
        c.data.update(saved)


def fortification_ok(st, src: int, ab: Ability) -> bool:
    """During a battle, a Fortification's abilities need it attached to the battlefield's
    Province (Ivory "Fortification"; Diamond: its Battle actions) -- ``fortification.py``."""
    return ability_allowed(st, src, ab.designators)


def total_gold(st, src: int, ab: Ability) -> int:
    """The Gold of an action: the Strategy/Ring's Gold Cost (if played from hand) plus
    the ability's Gold icon (celestial "D. Pay Costs")."""
    due = ab.gold
    if src >= 0 and st.cards[src].zone == HAND and m.ctype(st, src) in ("strategy", "ring"):
        due += m.gold_cost(st, src)
    return due


def _play_pool(st) -> tuple:
    """Cards in play a choice may pick (not Strongholds: ``GameIndex.strongholds``), in uid order."""
    strongholds = game_index(st).strongholds
    return tuple([u for u in cards_in_play(st) if u not in strongholds])


def _at_battle_pool(st) -> tuple:
    return tuple(u for u in memo(("play_pool", id(st)), lambda: _play_pool(st)) if m.at_battle(st, u))



def choice_candidates(g: "Game", c: Ctx, ch: Choose, ab: Ability, relevance: bool = True) -> list[int]:
    """The cards choice ``ch`` of ability ``ab`` may pick now. During a battle, the Rules of
    Location (Ivory, celestial) keep the choices of Battle actions at the battlefield; under
    the Diamond Rule of Relevance a choice is kept there only when it must make the action
    relevant (:func:`relevance_binds`; not checked with ``relevance`` False). (Only looking:
    answers such as the armies are shared through ``index.pure_scope``.)"""
    outer = open_scope()
    try:
        return list(iter_choice_candidates(g, c, ch, ab, relevance))
    finally:
        close_scope(outer)


def choice_possible(g: Game, c: Ctx, ch: Choose, ab: Ability, relevance: bool = True) -> bool:
    """``bool(choice_candidates(...))``: can choice ``ch`` pick a card now? (The search stops
    at the first legal card: the loop of :func:`iter_choice_candidates`, without a generator.)"""
    pool, flagged = _choice_pool(g, c, ch, ab, relevance)
    where = ch.where
    only = pred_types(where)
    if only is None:
        for u in pool:
            if u != -1 and not (flagged and (u, "untargetable") in flagged) and where(c, u):
                return True
        return False
    types = game_index(g.state).types
    for u in pool:
        if u == -1 or (flagged and (u, "untargetable") in flagged):
            continue
        if types[u] not in only:
            if index.CHECKING:
                index.verify(f"declared types of the filter of choice {ch.key!r}", False, bool(where(c, u)))
            continue
        if where(c, u):
            return True
    return False


def iter_choice_candidates(g: Game, c: Ctx, ch: Choose, ab: Ability, relevance: bool = True) -> Iterator[int]:
    """:func:`choice_candidates`, one card at a time (in the same order). A card whose type
    the filter was declared not to hold for (``vocab.of_types``) is skipped unasked (in
    checking mode it is asked, and must say no)."""
    pool, flagged = _choice_pool(g, c, ch, ab, relevance)
    where = ch.where
    only = pred_types(where)
    types = game_index(g.state).types if only is not None else ()
    for u in pool:
        if u == -1 or (flagged and (u, "untargetable") in flagged):
            continue
        if only is not None and types[u] not in only:
            if index.CHECKING:
                index.verify(f"declared types of the filter of choice {ch.key!r}", False, bool(where(c, u)))
            continue
        if where(c, u):
            yield u


def _choice_pool(g: Game, c: Ctx, ch: Choose, ab: Ability, relevance: bool) -> tuple[Iterable[int], Container]:
    """The cards choice ``ch`` looks at (``where`` decides), and the flags that keep an
    untargetable card out of a target choice among cards in play (``index.flags``)."""
    st = g.state
    p = ch.chooser(c) if ch.chooser is not None else c.player
    if p < 0:
        return (), ()
    if ch.pool == "play":
        if st.battle < 0:  # (no battle: neither the Rule of Relevance nor the Rules of Location)
            pool = memo(("play_pool", id(st)), lambda: _play_pool(st))
        elif relevance_rule(st):
            if relevance and relevance_binds(g, c, ch, ab):
                pool = [u for u in memo(("play_pool", id(st)), lambda: _play_pool(st)) if in_battle(st, u)]
            else:
                pool = memo(("play_pool", id(st)), lambda: _play_pool(st))
        elif st.battle >= 0 and (ab.has("battle") or ab.has("engage") or _reaction_bound(st, ab)) \
                and not ch.anywhere:
            pool = memo(("at_battle_pool", id(st)), lambda: _at_battle_pool(st))  # Rules of Location
        else:
            pool = memo(("play_pool", id(st)), lambda: _play_pool(st))
    elif ch.pool == "hand":
        pool = [u for u in st.players[p].hand if u != c.source]
    elif ch.pool == "discard":
        pool = st.players[p].fate_discard + st.players[p].dynasty_discard
    elif ch.pool == "fate_discard":
        pool = list(st.players[p].fate_discard)
    elif ch.pool == "dead":
        pool = [u for u in st.players[p].dynasty_discard if st.cards[u].dead]
    elif ch.pool == "fate_search":  # the Fate discard pile and the Fate deck
        pool = list(st.players[p].fate_discard) + list(st.players[p].fate_deck)
    elif ch.pool == "province":
        pool = [pr.card for pr in st.players[p].provinces if pr.card >= 0 and st.cards[pr.card].face_up]
    else:
        raise ValueError(ch.pool)
    req = c.get("performer_req", -1)
    if ch.performer and req is not None and req >= 0:
        pool = [u for u in pool if u == req]  # "which he must perform"
    return pool, (ability_flags(st) if ch.pool == "play" and ch.target else ())


# ------------------------------------------------------------------ windows
#: The legal options of each kind of window: ``fn(g, frame, player) -> [Option]``
#: (``rules.CCGRules.window_options``).
WINDOW_OPTIONS = Handlers("window kind")
#: What the option a player chose in each kind of window does: ``fn(g, frame, player, option)``.
WINDOW_ACTS = Handlers("window kind")


def window_designators(g: "Game", f: dict, player: int) -> tuple[str, ...]:
    st = g.state
    kind = f["kind"]
    if kind == "action":
        return ("limited", "open") if player == st.active else ("open",)
    if kind == "combat":
        return edition(st.edition).combat_designators
    if kind == "engage":
        return ("engage",)
    return ()


@WINDOW_OPTIONS("action")
@WINDOW_OPTIONS("engage")
@WINDOW_OPTIONS("combat")
def action_options(g: "Game", f: dict, player: int) -> list[Option]:
    """The abilities ``player`` may take in action window ``f`` (nothing changes meanwhile:
    answers are shared through ``index.pure_scope``)."""
    outer = open_scope()
    try:
        return _action_options(g, f, player)
    finally:
        close_scope(outer)


def _action_options(g: "Game", f: dict, player: int) -> list[Option]:
    st = g.state
    if f["kind"] == "engage" and not _engage_possible(st):  # (a quick test: nobody has an Engage action)
        if index.CHECKING:
            index.verify("engage window options", [], _listed_options(g, f, player))
        return []
    return _listed_options(g, f, player)


def _listed_options(g: "Game", f: dict, player: int) -> list[Option]:
    st = g.state
    extra = f.get("extra")
    if extra and extra["player"] != player:
        extra = None
    opts = []
    seen = set()
    designators = window_designators(g, f, player)
    cands = action_candidates(st, player, designators)  # (actions: no trigger, not forced, index.kind_ok)
    data = {"additional": True, "performer_req": extra["performer"]} if extra else {}
    # ``usable`` depends on the designator only through ``ab.has`` and whether the battle's
    # rules bind it: an ability refused under one designator is refused under another one
    # that binds it the same way
    refused = set()
    for des in designators:
        bound = st.battle >= 0 and battle_rules_apply(st, des)
        absent_only = bound and not present(st, player)  # (battle_ok: the Rule of Presence)
        for i, (key, src, ab) in enumerate(cands):
            if key in seen or des not in ab.designators or (i, bound) in refused:
                continue
            if absent_only and not ab.absent:
                refused.add((i, bound))
                continue
            if usable(g, key, src, ab, player, des, data):
                seen.add(key)
                opts.append(Option(key, describe(st, src, ab), {"additional": bool(extra)}))
            else:
                refused.add((i, bound))
    if index.CHECKING:
        _verify_closed_gates(g, f, player, data)
    return opts


def _verify_closed_gates(g: Game, f: dict, player: int, data: dict) -> None:
    """Checking mode: a rulebook action whose gate is closed (left out of the candidates)
    is usable under no designator of window ``f``."""
    st = g.state
    d = defs(st)
    for name, gate in d.gates.items():
        ab = d.rulebook[name]
        if ab.trigger is None and not ab.forced and not gate(st):
            index.verify(f"the closed gate of {name}", False, any(
                usable(g, f"r:{name}", -1, ab, player, des, data) for des in window_designators(g, f, player)))


@WINDOW_ACTS("action")
@WINDOW_ACTS("engage")
@WINDOW_ACTS("combat")
def action_act(g: "Game", f: dict, player: int, option: Option) -> None:
    """Take the action chosen (an additional action keeps its required performer)."""
    extra = f.pop("extra", None)
    data = {"additional": True} if option.data.get("additional") and extra else {}
    if data and extra.get("performer", -1) >= 0:
        data["performer_req"] = extra["performer"]
    push_ability(g, option.id, player, data)


# ------------------------------------------------------------------ triggers
@WINDOW_OPTIONS("trigger")
def trigger_window_options(g: "Game", f: dict, player: int) -> list[Option]:
    """The options of a trigger window: ``player``'s Reactions; in a ``forced`` frame, every
    player's triggered traits (ordered by the first player)."""
    if f["step"] == "forced":
        return trigger_options(g, f, None, True)
    return trigger_options(g, f, player, False)


def trigger_options(g: "Game", f: dict, player: int | None, forced: bool) -> list[Option]:
    """Reactions (``forced`` False) or triggered traits (True) to the events of the
    event frame below this window, for ``player`` (None: any player)."""
    outer = open_scope()
    try:
        return _trigger_options(g, f, player, forced)
    finally:
        close_scope(outer)


#: The :data:`index.Slot` of the abilities each timing of trigger window offers; no CCG
#: ability answers at the engine's "would" timing.
TIMING_SLOTS: dict[str, Slot] = {"forced_interrupt": (True, "before"), "interrupt": (False, "before"),
                                 "forced_reaction": (True, "after"), "reaction": (False, "after")}


def trigger_window_possible(g: Game, ef: dict, timing: str) -> bool:
    """Could anyone respond at ``timing`` to the events of event frame ``ef`` (on top of the
    stack)? False when the trigger window (or forced frame) would offer nobody anything
    (``rules.CCGRules.responders_possible``). In checking mode (``index.CHECKING``) a False
    is checked against the options the window would list."""
    slot = TIMING_SLOTS.get(timing)
    possible = False
    if slot is not None:
        names = {ev["name"] for ev in ef["events"] if not ev.get("cancelled")}
        if may_trigger(g.state, names, slot):
            outer = open_scope()  # only looking: answers are shared
            try:
                possible = _may_respond(g, ef, names, timing, slot)
            finally:
                close_scope(outer)
    if index.CHECKING and not possible:
        f = {"step": "forced" if timing.startswith("forced") else "window", "timing": timing,
             "ew": len(g.state.stack) - 1, "done": []}
        players = [None] if f["step"] == "forced" else [p.index for p in g.state.players]
        index.verify(f"{timing} window options", [], [o for p in players
                                                    for o in trigger_options(g, f, p, f["step"] == "forced")])
    return possible


def _may_respond(g: Game, ef: dict, names: set[str], timing: str, slot: Slot) -> bool:
    """Would a window (or forced frame) of ``timing`` offer someone something? True as soon
    as some player has an ability of ``slot`` that an event of ``ef`` (of one of these
    ``names``, the uncancelled ones) triggers (:func:`_fires`: the first tests of
    :func:`trigger_options`, as :func:`_triggered` makes them), a delayed effect, a Ring or an
    Engage ability to offer."""
    st = g.state
    f = {"timing": timing, "ew": len(st.stack) - 1, "done": []}
    forced, when = slot
    events = ef["events"]
    for p, _, src, ab in _card_triggers(st, names, slot):  # every player's cards at once
        if _fires(g, events, p, src, ab):
            return True
    # _other_triggers offers nothing unless a rulebook ability of the slot, a granted ability,
    # an overlaid card's or an effect's listens to the events (may_trigger's last test)
    ix = game_index(st)
    others = not names.isdisjoint(defs(st).rule_names(slot)) or _others_listen(
        st, names, slot, ix.listening[slot], ix.experienced)
    after = slot == (False, "after")
    # the Rings waiting for these events (ring_options offers only Rings in the player's hand)
    rings = [u for ev in events for u in ix.ring.get(ev["name"], ())] if after else []
    engage = after and "engage" in names and _engage_possible(st)
    for pl in st.players:
        p = pl.index
        if others and any(_fires(g, events, p, src, ab) for _, src, ab in _other_triggers(st, p, names, slot)):
            return True
        if forced and delayed_options(g, f, ef, p, when):
            return True
        if rings and any(u in pl.hand for u in rings) and ring_options(g, f, ef, p):
            return True
        if engage and engage_options(g, f, ef, p):
            return True
    return False


def _fires(g: Game, events: list[dict], p: int, src: int, ab: Ability) -> bool:
    """Does an uncancelled one of ``events`` trigger ability ``ab`` of player ``p`` (``Ability.when``)?"""
    for ev in events:
        if ev["name"] == ab.trigger and not ev.get("cancelled") and (
                ab.when is None or ab.when(Ctx(g, {"ctx": {"player": p, "source": src, "event": ev}}), ev)):
            return True
    return False


def _triggered(g: Game, ef: dict, p: int, slot: Slot, done) -> Iterator[tuple[str, str, int, Ability, int, Ctx]]:
    """The abilities of ``slot`` of player ``p`` that an uncancelled event of event frame
    ``ef`` triggers (``Ability.when``), unless already used on it in this window (``done``):
    (option id, ability key, source card, ability, event index, context)."""
    names = {ev["name"] for ev in ef["events"] if not ev.get("cancelled")}
    for key, src, ab in trigger_candidates(g.state, p, names, slot):
        for i, ev in enumerate(ef["events"]):
            if ev.get("cancelled") or ev["name"] != ab.trigger:
                continue
            okey = f"{key}|{i}|{p}"
            if okey in done and not ab.multi:
                continue
            c = Ctx(g, {"ctx": {"player": p, "source": src, "event": ev}})
            if ab.when is not None and not ab.when(c, ev):
                continue
            yield okey, key, src, ab, i, c


def _trigger_options(g: "Game", f: dict, player: int | None, forced: bool) -> list[Option]:
    st = g.state
    ef = st.stack[f["ew"]]
    slot = TIMING_SLOTS.get(f["timing"])
    if slot is None:
        return []
    timing = slot[1]
    opts = []
    players = [player] if player is not None else [p.index for p in st.players if not p.lost]
    for p in players:
        for okey, key, src, ab, i, c in _triggered(g, ef, p, slot, f["done"]):
            if src >= 0 and ab.zone == "play" and not forced and bowed_blocks(st, src, ab):
                continue
            if src >= 0 and st.battle >= 0 and not fortification_ok(st, src, ab):
                continue
            if not forced and not ab.repeatable and spent(st, key, ab):
                continue
            if not forced and not _trigger_usable(g, c, src, ab):
                continue
            opts.append(Option(okey, describe(st, src, ab), {"key": key, "event": i, "player": p}))
        if forced:
            opts.extend(delayed_options(g, f, ef, p, timing))
        if not forced and timing == "after":
            opts.extend(ring_options(g, f, ef, p))
            opts.extend(engage_options(g, f, ef, p))  # no Engage Segment: Engage abilities after engaging
    return opts


def _reaction_bound(st, ab: Ability) -> bool:
    """Does Reaction or Interrupt ``ab``, taken now, follow the Rule of Presence and the Rules
    of Location (Ivory "Actions in Battle"; ``Edition.battle_rules_reactions``)? Triggered
    traits are not actions."""
    return (st.battle >= 0 and not ab.forced and (ab.has("reaction") or ab.has("interrupt"))
            and edition(st.edition).battle_rules_reactions)


def _trigger_usable(g: "Game", c: Ctx, src: int, ab: Ability) -> bool:
    st = g.state
    if ab.condition is not None and not ab.condition(c):
        return False
    if _reaction_bound(st, ab) and not battle_ok(g, c.player, src, ab):
        return False
    due = total_gold(st, src, ab)
    if due and not gold.can_pay(st, c.player, due, {"type": "action", "card": src}):
        return False
    for cost in ab.costs:
        if not cost.can(c):
            return False
    return choices_possible(g, c, ab, relevance=True)


def delayed_options(g: "Game", f: dict, ef: dict, player: int, timing: str) -> list[Option]:
    """Delayed effects (``Ctx.delay``) of ``player`` waiting for one of these events."""
    st = g.state
    out = []
    for e in st.lasting:
        if e["kind"] != "delayed" or e["player"] != player or e.get("negated"):
            continue
        _, ab = lookup(st, e["key"])
        if ab.timing != timing:
            continue
        for i, ev in enumerate(ef["events"]):
            if ev.get("cancelled") or ev["name"] != e["trigger"]:
                continue
            okey = f"d{e['id']}|{i}|{player}"
            if okey in f["done"]:
                continue
            c = Ctx(g, {"ctx": {"player": player, "source": -1, "event": ev, **e["data"]}})
            if ab.when is not None and not ab.when(c, ev):
                continue
            out.append(Option(okey, f"Delayed effect: {ab.label or e['key']}",
                              {"key": e["key"], "event": i, "player": player, "delayed": e["id"]}))
    return out


def ring_options(g: "Game", f: dict, ef: dict, player: int) -> list[Option]:
    """Rings in hand whose condition for entering play was just fulfilled (Ivory "Ring")."""
    st = g.state
    out = []
    rings = game_index(st).ring
    if not any(ev["name"] in rings for ev in ef["events"]):
        return out  # no Ring of the game waits for these events
    for uid in st.players[player].hand:
        d = card_def(st, uid)
        if d is None or d.ring_trigger is None:
            continue
        for i, ev in enumerate(ef["events"]):
            if ev["name"] == d.ring_trigger and f"ring{uid}|{i}" not in f["done"]:
                c = Ctx(g, {"ctx": {"player": player, "source": uid, "event": ev}})
                if d.ring_when is None or d.ring_when(c, ev):
                    if may_control(st, player, uid):
                        out.append(Option(f"ring{uid}|{i}", f"Put {m.title(st, uid)} into play",
                                          {"ring": uid, "player": player}))
    return out


def engage_options(g: "Game", f: dict, ef: dict, player: int) -> list[Option]:
    """Without an Engage Segment (``Edition.engage_segment`` False): ``player``'s Engage
    abilities usable now, offered in the Reaction window (``f``) to the "engage" event of the
    event frame ``ef``, as if they were Reactions after engaging (``battle.py``'s docstring)."""
    st = g.state
    if edition(st.edition).engage_segment or st.battle < 0:
        return []
    out: list[Option] = []
    for i, ev in enumerate(ef["events"]):
        if ev["name"] != "engage" or ev.get("cancelled"):
            continue
        for key, src, ab in action_candidates(st, player, ("engage",)):
            okey = f"{key}|{i}|{player}"
            if ab.has("engage") and okey not in f["done"] and usable(g, key, src, ab, player, "engage"):
                out.append(Option(okey, describe(st, src, ab), {"key": key, "event": i, "player": player}))
    return out


@WINDOW_ACTS("trigger")
def trigger_act(g: "Game", f: dict, player: int, option: Option) -> None:
    """Resolve the Reaction, triggered trait or delayed effect chosen (or put a Ring into play)."""
    f["done"].append(option.id)
    data = option.data
    if "ring" in data:
        do(g, "enter_play", card=data["ring"], player=data["player"], by=data["player"], ring=True)
        return
    ev = g.state.stack[f["ew"]]["events"][data["event"]]
    if "delayed" in data:  # a delayed effect happens once
        st = g.state
        e = next(x for x in st.lasting if x["kind"] == "delayed" and x.get("id") == data["delayed"])
        st.lasting.remove(e)
        push_ability(g, data["key"], data["player"], {"event": ev, "event_at": [f["ew"], data["event"]], **e["data"]})
        return
    push_ability(g, data["key"], data["player"], {"event": ev, "event_at": [f["ew"], data["event"]]})


