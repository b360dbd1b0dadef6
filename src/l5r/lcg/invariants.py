"""State invariants, checked by tests after every decision and on load."""

from __future__ import annotations

import dataclasses
from typing import Any

from ..engine.game import Game, first_difference
from .abilities import prepare_game
from .facts import PROVINCE_TOKEN
from .formats import ENLIGHTENMENT, ring_key
from .model import FACTS, frozen, skill
from .setup import SKIRMISH_PROVINCES
from .state import (
    ATTACHED,
    CONFLICT_TYPES,
    ELEMENTS,
    IN_PROVINCE,
    LIST_ZONES,
    PLAY,
    PROVINCE,
    ROLE,
    STRONGHOLD,
    STRONGHOLD_SLOT,
)

_LISTS = ("hand", "conflict_deck", "dynasty_deck", "conflict_discard", "dynasty_discard", "removed", "play")


def check(g: Game) -> None:
    with frozen(g.state):
        _check(g)


def _check(g: Game) -> None:
    """Every card in exactly one place (and marked with that zone), no negative
    fate or honor, skills never below 0, and a pending decision of a player
    always has a legal option."""
    st = g.state
    cards = st.cards
    n = len(cards)
    seen = [0] * n
    for i, c in enumerate(cards):
        assert c.uid == i, f"card at index {i} has uid {c.uid}"
    if st.pending is not None:
        assert 0 <= st.pending.player < len(st.players), "a pending decision names no player"
    for pl in st.players:
        me = pl.index
        assert pl.fate >= 0, f"{pl.name} has negative fate"
        assert pl.honor >= 0, f"{pl.name} has negative honor"
        for z in _LISTS:
            for u in getattr(pl, z):
                assert 0 <= u < n, f"{pl.name}'s {z} lists unknown card {u!r}"
                c = cards[u]
                seen[u] += 1
                assert c.zone == z, f"card {u} listed in {z} but marked {c.zone}"
                # the list the card's zone names (model.zone_list) is this one
                assert (c.controller if z == PLAY else c.owner) == me, \
                    f"card {u} is in {pl.name}'s {z} but belongs elsewhere"
        for s, slot in enumerate(pl.province_cards):
            for u in slot:
                c = cards[u]
                seen[u] += 1
                assert c.zone == IN_PROVINCE and c.slot == s and c.owner == me, \
                    f"card {u} listed on {pl.name}'s province {s} but marked {c.zone} slot {c.slot}"
        for s, u in enumerate(pl.provinces):
            c = cards[u]
            seen[u] += 1
            assert c.zone == PROVINCE and c.owner == me and c.slot == s, \
                f"province card {u} is not {pl.name}'s province in slot {s}"
        if st.config.get("format") == "skirmish":
            _check_skirmish(st, pl)
        for u, z in ((pl.stronghold, STRONGHOLD), (pl.role, ROLE)):
            if u >= 0:
                seen[u] += 1
                assert cards[u].zone == z, f"card {u} listed as {z} but marked {cards[u].zone}"
    for c in cards:
        if c.attachments:
            for a in c.attachments:
                seen[a] += 1
                assert cards[a].attached_to == c.uid and cards[a].zone == ATTACHED, \
                    f"card {a} listed on {c.uid} but attached to {cards[a].attached_to}"
        assert c.fate >= 0, f"{FACTS[c.cid].name} has negative fate"
        if c.zone == PLAY:
            for k in ("military", "political"):
                v = skill(st, c, k)
                assert v is None or v >= 0, f"{FACTS[c.cid].name} has {k} skill {v}"
    for i, k in enumerate(seen):
        assert k == 1, f"card {i} ({FACTS[cards[i].cid].name}) is in {k} places"
    on_provinces: set = set()
    for r in st.rings.values():
        assert r.fate >= 0, f"the {r.element} ring has negative fate"
        if r.province >= 0:  # enlightenment: claimed on one of its claimer's provinces, one per element
            assert r.claimed_by >= 0 and cards[r.province].controller == r.claimed_by \
                and r.province in st.players[r.claimed_by].provinces, f"the {r.element} ring is on no province of its claimer"
            assert (r.claimed_by, r.element) not in on_provinces, f"two {r.element} rings on one player's provinces"
            on_provinces.add((r.claimed_by, r.element))
        assert r.pool < 0 or not st.players[r.pool].eliminated, f"a {r.element} ring is in an eliminated player's pool"
    if st.pending is not None:
        assert st.pending.options, "a pending decision has no legal option"


def _check_skirmish(st: Any, pl: Any) -> None:
    """The skirmish format's board (Rules Reference "Setup" step 5, "Stronghold", "Role Cards",
    "Provinces, Province Cards"): three province tokens, never facedown, no stronghold, no role."""
    assert pl.stronghold == -1 and pl.role == -1, f"{pl.name} has a stronghold or role card in skirmish"
    assert len(pl.provinces) == len(pl.province_cards) == SKIRMISH_PROVINCES, \
        f"{pl.name} has {len(pl.provinces)} provinces in skirmish"
    for u in pl.provinces:
        c = st.cards[u]
        assert c.cid == PROVINCE_TOKEN.id and not c.facedown, f"{pl.name}'s province {u} is not a province token"


#: every zone a card may be in
ZONES = frozenset((*LIST_ZONES, ATTACHED, PROVINCE, IN_PROVINCE, STRONGHOLD, ROLE))
#: the periods of ``state.uses`` (Rules Reference "Limits": per round, phase, conflict, game, duel)
PERIODS = ("round", "phase", "conflict", "game", "duel")
#: ``state.config`` keys that ``prepare_game`` derives from the game's cards
DERIVED = ("triggers", "persistent", "persistent_types", "discard_usable", "responders", "grants",
           "unique_titles")


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def check_save(g: Game) -> None:
    """What a loaded save must be beyond the types of its fields (checked as it is read,
    :func:`l5r.engine.serial.from_data`) before the invariants (:func:`check`): every card id
    known, every player index and card uid a reference to something there, every zone
    known, the indexes ``prepare_game`` derives from the cards what it derives; raise
    AssertionError naming the first problem."""
    st = g.state
    n_players, n_cards = len(st.players), len(st.cards)
    players = range(n_players)
    cards = range(n_cards)
    assert n_players >= 2, f"a game has at least two players, not {n_players}"
    for i, pl in enumerate(st.players):
        assert pl.index == i, f"player at index {i} has index {pl.index}"
        slots = SKIRMISH_PROVINCES if st.config.get("format") == "skirmish" else STRONGHOLD_SLOT + 1
        assert len(pl.provinces) == slots or not pl.provinces, f"{pl.name} has {len(pl.provinces)} provinces"
        assert len(pl.province_cards) == slots, f"{pl.name} has {len(pl.province_cards)} province slots"
        for z in LIST_ZONES:
            for u in getattr(pl, z):
                assert u in cards, f"{pl.name}'s {z} lists unknown card {u}"
        for u in [*pl.provinces, *(u for slot in pl.province_cards for u in slot)]:
            assert u in cards, f"{pl.name}'s provinces list unknown card {u}"
        for what, u in (("stronghold", pl.stronghold), ("role", pl.role)):
            assert u == -1 or u in cards, f"{pl.name}'s {what} is unknown card {u}"
        assert set(pl.conflicts_left) <= set(CONFLICT_TYPES), f"{pl.name} has conflicts left of unknown types"
    for c in st.cards:
        assert c.cid in FACTS, f"card {c.uid} has unknown card id {c.cid!r}"
        assert c.owner in players and c.controller in players, f"card {c.uid} belongs to no player"
        assert c.zone in ZONES, f"card {c.uid} is in unknown zone {c.zone!r}"
        assert -1 <= c.slot <= STRONGHOLD_SLOT, f"card {c.uid} is in province slot {c.slot}"
        assert c.status in (-1, 0, 1), f"card {c.uid} has personal honor status {c.status}"
        assert c.attached_to == -1 or c.attached_to in cards, f"card {c.uid} is attached to unknown card"
        assert all(a in cards for a in c.attachments), f"card {c.uid} lists an unknown attachment"
        assert (c.zone == ATTACHED) == (c.attached_to >= 0), f"card {c.uid} is {c.zone} but attached to {c.attached_to}"
        if c.zone == ATTACHED:
            assert c.uid in st.cards[c.attached_to].attachments, f"card {c.uid} is not on the card it is attached to"
    assert st.first_player in players, f"the first player {st.first_player} is no player"
    assert st.winner is None or st.winner == -1 or st.winner in players, f"the winner {st.winner} is no player"
    if st.pending is not None:
        d = st.pending
        assert d.player in players, "a pending decision names no player"
        assert len({o.id for o in d.options}) == len(d.options), "a pending decision lists an option twice"
        assert 0 <= d.min <= d.max, f"a pending decision asks for {d.min} to {d.max} options"
    keys = [ring_key(e, i) for i in players for e in ELEMENTS] if st.config.get("format") == ENLIGHTENMENT \
        else list(ELEMENTS)
    assert sorted(st.rings) == sorted(keys), f"the rings are not {', '.join(keys)}"
    for e, r in st.rings.items():
        assert r.element == e.split(".")[0], f"the {e} ring is marked {r.element}"
        assert r.claimed_by == -1 or r.claimed_by in players, f"the {e} ring is claimed by no player"
        assert r.pool == -1 or r.pool in players, f"the {e} ring is in no player's pool"
        assert r.province == -1 or r.province in cards, f"the {e} ring is claimed on unknown card {r.province}"
        assert r.side in CONFLICT_TYPES, f"the {e} ring has side {r.side!r}"
    fav = st.favor
    assert set(fav) == {"player", "side"} and (fav["player"] == -1 or fav["player"] in players) \
        and fav["side"] in ("", *CONFLICT_TYPES), f"the imperial favor is {fav!r}"
    assert sorted(st.uses) == sorted(PERIODS) and all(
        isinstance(t, dict) and all(_int(k) for k in t.values()) for t in st.uses.values()), \
        "the uses of limited abilities are not counts per period"
    for e in st.lasting:
        assert isinstance(e.get("type"), str) and isinstance(e.get("until", ""), str), \
            f"a lasting effect has no type: {e!r:.80}"
        for t in e.get("targets", ()):
            assert isinstance(t, list) and len(t) == 2 and t[0] in cards and _int(t[1]), \
                f"a lasting effect targets unknown card {t!r}"
        assert e.get("player", -1) in (-1, *players), f"a lasting effect is for no player: {e!r:.80}"
    for e in st.delayed:
        assert isinstance(e.get("events"), list) and isinstance(e.get("when"), str), \
            f"a delayed effect has no events or moment: {e!r:.80}"
    cf = st.conflict
    if cf is not None:
        assert cf.attacker in players and cf.defender in players, "the conflict's players are no players"
        assert cf.type in CONFLICT_TYPES and cf.ring in st.rings, f"the conflict is {cf.type} at {cf.ring}"
        assert cf.province in cards, "the conflict is at an unknown province"
        assert all(u in cards for u in (*cf.attackers, *cf.defenders, *cf.evaded)), \
            "the conflict lists an unknown card"
        assert cf.winner in (-1, *players) and cf.loser in (-1, *players), "the conflict's winner is no player"
    cfg = st.config
    assert isinstance(cfg.get("format"), str), "config.format is not a format"
    assert isinstance(cfg.get("decks"), list), "config.decks is not a list of decks"
    names = cfg.get("names")
    assert isinstance(names, list) and all(isinstance(x, str) for x in names), "config.names is not a list of names"
    fp = cfg.get("first_player")
    assert fp is None or (_int(fp) and fp in players), f"config.first_player {fp!r} is no player"
    limit = cfg.get("max_rounds")
    assert limit is None or (_int(limit) and limit >= 0), f"config.max_rounds {limit!r} is not a number of rounds"
    _check_derived(g)
    check(g)


def _check_derived(g: Game) -> None:
    """The indexes of ``config`` derived from the game's cards are what they derive (a game
    prepared without them, which no longer happens, has none)."""
    st = g.state
    cfg = st.config
    present = [k for k in DERIVED if k in cfg]
    if not present:
        return
    again = Game(dataclasses.replace(st, config={}), g.rules)
    prepare_game(again)
    for k in DERIVED:
        diff = first_difference(cfg.get(k), again.state.config[k], f"config.{k}")
        assert diff is None, f"the index of the game's cards differs: {diff}"
