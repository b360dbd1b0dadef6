"""The seven embedded clan decks: the defaults for play and simulation.

Each is a plain-text deck list in ``l5r/lcg/data/decks/<clan>.txt`` (read by
:func:`l5r.lcg.deckformats.read_text`): a stronghold, a role, five provinces,
40 dynasty and 40 conflict cards. They are legal under
:func:`l5r.lcg.deckbuilding.validate` with up to three Core Sets' worth of
copies (``core_sets=3``).

>>> d = default_deck("crab")
>>> d["stronghold"], len(d["provinces"]), len(d["dynasty"]), len(d["conflict"])
('01-shiro-nishiyama', 5, 40, 40)
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from .deckformats import read_text

CLANS = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")


def deck_text(clan: str) -> str:
    """The embedded text deck list of ``clan``."""
    if clan not in CLANS:
        raise KeyError(f"unknown clan {clan!r}; choose one of {', '.join(CLANS)}")
    return resources.files("l5r.lcg").joinpath(f"data/decks/{clan}.txt").read_text("utf-8")


@cache
def _default(clan: str) -> tuple:
    d = read_text(deck_text(clan))
    return (d["name"], d["stronghold"], d["role"], tuple(d["provinces"]), tuple(d["dynasty"]),
            tuple(d["conflict"]))


def default_deck(clan: str) -> dict:
    """A fresh deck dict for ``clan`` (see :func:`l5r.lcg.new_game`)."""
    name, sh, role, provs, dyn, con = _default(clan)
    return {"name": name, "stronghold": sh, "role": role, "provinces": list(provs),
            "dynasty": list(dyn), "conflict": list(con)}
