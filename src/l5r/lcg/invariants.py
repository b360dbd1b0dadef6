"""State invariants, checked by tests after every decision and on load."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .model import FACTS, frozen, skill
from .state import ATTACHED, IN_PROVINCE, PLAY, PROVINCE, ROLE, STRONGHOLD

if TYPE_CHECKING:
    from ..engine.game import Game


_LISTS = ("hand", "conflict_deck", "dynasty_deck", "conflict_discard", "dynasty_discard", "removed", "play")


def check(g: "Game") -> None:
    with frozen(g.state):
        _check(g)


def _check(g: "Game") -> None:
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
    for r in st.rings.values():
        assert r.fate >= 0, f"the {r.element} ring has negative fate"
    if st.pending is not None:
        assert st.pending.options, "a pending decision has no legal option"
