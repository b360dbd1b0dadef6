"""State invariants, checked by tests after every decision and on load."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .model import FACTS, skill, zone_list
from .state import PROVINCE, ROLE, STRONGHOLD

if TYPE_CHECKING:
    from ..engine.game import Game


def check(g: "Game") -> None:
    """Every card in exactly one place, no negative fate or honor, skills never
    below 0, and a pending decision always has a legal option."""
    st = g.state
    seen: Counter = Counter()
    for pl in st.players:
        assert pl.fate >= 0, f"{pl.name} has negative fate"
        assert pl.honor >= 0, f"{pl.name} has negative honor"
        for z in ("hand", "conflict_deck", "dynasty_deck", "conflict_discard", "dynasty_discard",
                  "removed", "play"):
            for u in getattr(pl, z):
                seen[u] += 1
                c = st.cards[u]
                assert c.zone == z, f"card {u} listed in {z} but marked {c.zone}"
                assert zone_list(st, c) is getattr(pl, z)
        for s, slot in enumerate(pl.province_cards):
            for u in slot:
                seen[u] += 1
                assert st.cards[u].zone == "in_province" and st.cards[u].slot == s
        for u in pl.provinces:
            seen[u] += 1
            assert st.cards[u].zone == PROVINCE
        for u in (pl.stronghold, pl.role):
            if u >= 0:
                seen[u] += 1
    for c in st.cards:
        for a in c.attachments:
            seen[a] += 1
            assert st.cards[a].attached_to == c.uid and st.cards[a].zone == "attached"
        assert c.fate >= 0, f"{FACTS[c.cid].name} has negative fate"
        if c.zone == "play":
            for k in ("military", "political"):
                v = skill(st, c, k)
                assert v is None or v >= 0
    for c in st.cards:
        assert seen[c.uid] == 1, f"card {c.uid} ({FACTS[c.cid].name}) is in {seen[c.uid]} places"
    for r in st.rings.values():
        assert r.fate >= 0
    if st.pending is not None:
        assert st.pending.options, "a pending decision has no legal option"
