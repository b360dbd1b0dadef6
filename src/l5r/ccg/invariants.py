"""State invariants for CCG games (used by tests, ``simulate --check`` and loading saves).

:func:`check` holds after every decision; :func:`check_save` is what a loaded save must be
beyond the types of its fields (:func:`l5r.engine.serial.from_data`): every reference to
something there, every zone and location known, then :func:`check`.
"""

from __future__ import annotations

from typing import Any

from .editions import EDITIONS
from .facts import FACTS
from .state import FOCUS, HOME, LIST_ZONES, PLAY, PROVINCE, REMOVED, RESOLUTION

#: every zone a card may be in ("" while a game is created; "under": overlaid under another)
ZONES = frozenset((*LIST_ZONES, PROVINCE, PLAY, FOCUS, RESOLUTION, "under"))
#: lists of player indices and of province ids in ``state.attack`` (see battle.py)
ATTACK_PLAYER_LISTS = ("attack_allies", "defend_allies", "invited_a", "invited_d", "ally_honored")
ATTACK_PROVINCE_LISTS = ("battlefields", "fought")


def check(g) -> None:
    """Every card listed in at most one zone list and marked with it; a card in a province in its
    province; an attachment on a card in play that lists it; no negative Gold pool."""
    st = g.state
    seen: dict[int, str] = {}
    for p in st.players:
        for z in LIST_ZONES:
            for uid in getattr(p, z):
                assert uid not in seen, f"card {uid} is in two places ({seen[uid]}, {z})"
                seen[uid] = z
                c = st.cards[uid]
                assert c.zone == z, f"card {uid} is listed in {z} but its zone is {c.zone}"
        for prov in p.provinces:
            if prov.card >= 0:
                assert st.cards[prov.card].zone == PROVINCE, f"province {prov.pid} holds a card not in a province"
    for c in st.cards:
        if c.zone == PLAY:
            assert c.uid not in seen, f"card {c.uid} is in play and in {seen.get(c.uid)}"
            if c.attached_to >= 0:
                h = st.cards[c.attached_to]
                assert h.zone == PLAY and c.uid in h.attachments, f"card {c.uid} attached to a card not in play"
            for a in c.attachments:
                assert st.cards[a].attached_to == c.uid, f"card {a} is listed on card {c.uid} but not attached to it"
    for p in st.players:
        assert p.gold_pool >= 0, f"{p.name} has a negative Gold pool"


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def check_save(g) -> None:
    """See the module docstring (locations: "home", a battlefield side "a<pid>"/"d<pid>", a
    Terrain "t<pid>"); raise AssertionError naming the first problem."""
    st = g.state
    assert st.edition in EDITIONS, f"unknown CCG edition {st.edition!r}"
    n_players = len(st.players)
    players = range(n_players)
    cards = range(len(st.cards))
    assert n_players >= 2, f"a game has at least two players, not {n_players}"
    pids: dict[int, int] = {}
    for i, p in enumerate(st.players):
        assert p.index == i, f"player at index {i} has index {p.index}"
        assert p.stronghold == -1 or (p.stronghold in cards and st.cards[p.stronghold].cid in FACTS), \
            f"{p.name}'s Stronghold is unknown card {p.stronghold}"
        assert p.sensei == -1 or (p.sensei in cards and st.cards[p.sensei].cid in FACTS
                                  and FACTS[st.cards[p.sensei].cid].type == "sensei"), \
            f"{p.name}'s Sensei is card {p.sensei}, not a Sensei"
        for z in LIST_ZONES:
            for uid in getattr(p, z):
                assert uid in cards, f"{p.name}'s {z} lists unknown card {uid}"
        for prov in p.provinces:
            assert prov.pid not in pids and 0 <= prov.pid < st.next_pid, f"province id {prov.pid} is not unique"
            pids[prov.pid] = i
            assert prov.owner == i, f"{p.name}'s province {prov.pid} belongs to player {prov.owner}"
            for what, u in (("card", prov.card), ("Region", prov.region)):
                assert u == -1 or u in cards, f"province {prov.pid}'s {what} is unknown card {u}"
            assert all(u in cards for u in prov.fortifications), f"province {prov.pid} lists an unknown Fortification"
            if prov.card >= 0:
                c = st.cards[prov.card]
                assert c.zone == PROVINCE and c.province == prov.pid, \
                    f"province {prov.pid} holds card {prov.card}, which is not in it"
    in_lists = {u for p in st.players for z in LIST_ZONES for u in getattr(p, z)}
    held = [prov.card for p in st.players for prov in p.provinces if prov.card >= 0]
    assert len(held) == len(set(held)), "a card is in two provinces"
    under = [u for c in st.cards for u in c.under]
    assert len(under) == len(set(under)), "a card is under two cards"
    for c in st.cards:
        where = f"card {c.uid}"
        assert c.cid in FACTS or (c.cid == "created" and c.created), f"{where} has unknown card id {c.cid!r}"
        if c.created:
            assert isinstance(c.created.get("type"), str), f"{where} is a created card of no type"
        assert c.owner in players and c.controller in players, f"{where} belongs to no player"
        assert c.zone in ZONES, f"{where} is in unknown zone {c.zone!r}"
        if c.zone in LIST_ZONES and c.zone != REMOVED:  # a card removed from the game may be in no list
            assert c.uid in in_lists, f"{where} is in {c.zone} but in no player's {c.zone}"
        if c.zone == PROVINCE:
            assert c.province in pids and c.uid in held, f"{where} is in province {c.province}, which does not hold it"
        if c.zone == "under":
            assert c.uid in under, f"{where} is under no card"
        assert c.loc in ("", HOME) or (c.loc[:1] in ("a", "d", "t") and c.loc[1:].isdigit()), \
            f"{where} is at unknown location {c.loc!r}"
        assert c.attached_to == -1 or c.attached_to in cards, f"{where} is attached to unknown card {c.attached_to}"
        for u in (*c.attachments, *c.under):
            assert u in cards and u != c.uid, f"{where} lists unknown card {u}"
        for u in c.attachments:
            assert st.cards[u].attached_to == c.uid, f"{where} lists card {u} as attached, which is not attached to it"
        assert all(isinstance(t, dict) and all(isinstance(k, str) for k in t) for t in c.tokens), \
            f"{where} has a token that is not a mapping"
    for i, c in enumerate(st.cards):
        assert c.uid == i, f"card at index {i} has uid {c.uid}"
    assert st.active in players and st.first in players, "the active or first player is no player"
    assert st.favor == -1 or st.favor in players, f"the Imperial Favor's controller {st.favor} is no player"
    assert st.winner is None or st.winner == -1 or st.winner in players, f"the winner {st.winner} is no player"
    assert st.battle == -1 or 0 <= st.battle < st.next_pid, f"the battle is at unknown province {st.battle}"
    assert _int(st.max_turns) and st.max_turns >= 0, f"the turn limit {st.max_turns} is not a number of turns"
    if st.pending is not None:
        d = st.pending
        assert d.player in players, "a pending decision names no player"
        assert d.options, "a pending decision has no legal option"
        assert len({o.id for o in d.options}) == len(d.options), "a pending decision lists an option twice"
        assert 0 <= d.min <= d.max, f"a pending decision asks for {d.min} to {d.max} options"
    att = st.attack
    if att:
        assert att.get("attacker") in players and att.get("defender") in players, "the attack's players are no players"
        for k in ATTACK_PLAYER_LISTS:
            v = att.get(k, [])
            assert isinstance(v, list) and all(_int(x) and x in players for x in v), \
                f"attack.{k} is not a list of players"
        for k in ATTACK_PROVINCE_LISTS:
            v = att.get(k, [])
            assert isinstance(v, list) and all(_int(x) for x in v), f"attack.{k} is not a list of provinces"
        v = att.get("resolved_attackers", [])
        assert isinstance(v, list) and all(_int(x) and x in cards for x in v), "attack.resolved_attackers is not cards"
        assert att.get("first", "defender") in ("attacker", "defender"), "attack.first is not attacker or defender"
        ever = att.get("ever", {})
        assert isinstance(ever, dict) and all(
            isinstance(v, list) and all(x in players for x in v) for v in ever.values()), \
            "attack.ever is not lists of players"
    for e in st.lasting:
        assert isinstance(e.get("kind"), str) and isinstance(e.get("until"), str), \
            f"a lasting effect has no kind or duration: {e!r:.80}"
        assert e.get("card", -1) == -1 or e.get("card") in cards, f"a lasting effect is on unknown card: {e!r:.80}"
    check(g)
