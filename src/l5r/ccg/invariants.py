"""State invariants for CCG games (used by tests, ``simulate --check`` and loading saves)."""

from __future__ import annotations

from .state import LIST_ZONES, PLAY, PROVINCE


def check(g) -> None:
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
                assert st.cards[a].attached_to == c.uid
    for p in st.players:
        assert p.gold_pool >= 0
