"""Default decks built from the Core Set facts, one per clan.

These "vanilla" decks use every in-clan and neutral Core Set card of the right
side, up to 3 copies (three Core Sets), until each deck holds 40 cards; a
stronghold of the clan and one province per element.
"""

from __future__ import annotations

from functools import cache

from .facts import core_set
from .state import ELEMENTS

CLANS = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")


@cache
def _default(clan: str) -> tuple:
    facts = sorted(core_set().values(), key=lambda f: (f.position, f.id))
    if clan not in CLANS:
        raise KeyError(f"unknown clan {clan!r}; choose one of {', '.join(CLANS)}")
    ok = lambda f: f.clan in (clan, "neutral")
    stronghold = next(f.id for f in facts if f.type == "stronghold" and f.clan == clan)
    provinces = []
    for el in ELEMENTS:
        pick = [f for f in facts if f.type == "province" and el in f.elements and ok(f)
                and f.id not in provinces]
        pick.sort(key=lambda f: (f.clan != clan, f.position))
        provinces.append(pick[0].id)

    def fill(side, types):
        pool = [f for f in facts if f.side == side and f.type in types and ok(f)]
        pool.sort(key=lambda f: (f.clan != clan, f.position))
        out = []
        for copies in range(3):
            for f in pool:
                if len(out) < 40:
                    out.append(f.id)
        return out

    return (stronghold, tuple(provinces), tuple(fill("dynasty", ("character", "holding"))),
            tuple(fill("conflict", ("character", "attachment", "event"))))


def default_deck(clan: str) -> dict:
    """A fresh deck dict for ``clan`` (see :func:`l5r.lcg.setup.new_game`)."""
    sh, provs, dyn, con = _default(clan)
    return {"name": clan, "stronghold": sh, "role": None, "provinces": list(provs),
            "dynasty": list(dyn), "conflict": list(con)}
