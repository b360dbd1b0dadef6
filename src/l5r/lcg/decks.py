"""The embedded clan decks: the defaults for play and simulation.

Each is a plain-text deck list in ``l5r/lcg/data/decks/`` (read by
:func:`l5r.lcg.deckformats.read_text`). The stronghold-format decks (``<clan>.txt``) have a
stronghold, a role, five provinces, 40 dynasty and 40 conflict cards, legal under
:func:`l5r.lcg.deckbuilding.validate` with up to three Core Sets' worth of copies
(``core_sets=3``). The skirmish decks (``skirmish-<clan>.txt``) name their clan and have
34 dynasty and 34 conflict cards, at most two copies of a title and no stronghold, role or
province (Rules Reference "Deckbuilding", skirmish format), legal with two Core Sets.
The decks ``<clan>-imperial`` (:data:`DECKS`) use the packs too: each is its clan's Core Set
deck with cards of the Imperial cycle and Disciples of the Void, legal with three Core Sets and
one of each of those packs, every card implemented.

>>> d = default_deck("crab")
>>> d["stronghold"], len(d["provinces"]), len(d["dynasty"]), len(d["conflict"])
('01-shiro-nishiyama', 5, 40, 40)
>>> s = default_deck("crab", format="skirmish")
>>> s["clan"], s["stronghold"], s["provinces"], len(s["dynasty"]), len(s["conflict"])
('crab', None, [], 34, 34)
>>> i = default_deck("crab-imperial")
>>> i["stronghold"], sum(c.startswith("01-") for c in i["dynasty"] + i["conflict"]) < 80
('01-shiro-nishiyama', True)
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from .deckformats import read_text
from .setup import CLANS, FORMATS

__all__ = ["CLANS", "DECKS", "IMPERIAL_PACKS", "deck_text", "default_deck"]

#: The embedded stronghold-format decks: each clan's Core Set deck (named by the clan), then
#: each clan's deck with the packs of :data:`IMPERIAL_PACKS` (``<clan>-imperial``).
DECKS = CLANS + tuple(f"{c}-imperial" for c in CLANS)
#: The packs the ``-imperial`` decks are built from, beside three Core Sets: the Imperial
#: cycle and Disciples of the Void.
IMPERIAL_PACKS = ("tears-of-amaterasu", "for-honor-and-glory", "into-the-forbidden-city",
                  "the-chrysanthemum-throne", "fate-has-no-secrets", "meditations-on-the-ephemeral",
                  "disciples-of-the-void")


def _file(clan: str, format: str) -> str:
    if format not in FORMATS:
        raise KeyError(f"unknown format {format!r}; choose one of {', '.join(FORMATS)}")
    if format == "skirmish":
        if clan not in CLANS:
            raise KeyError(f"unknown skirmish deck {clan!r}; choose one of {', '.join(CLANS)}")
        return f"data/decks/{format}-{clan}.txt"
    if clan not in DECKS:
        raise KeyError(f"unknown deck {clan!r}; choose one of {', '.join(DECKS)}")
    # (enlightenment and team conquest use stronghold decks: Rules Reference "Deckbuilding")
    return f"data/decks/{clan}.txt"


def deck_text(clan: str, format: str = "stronghold") -> str:
    """The embedded text deck list ``clan`` (a clan, or a name of :data:`DECKS`) for ``format``."""
    return resources.files("l5r.lcg").joinpath(_file(clan, format)).read_text("utf-8")


@cache
def _default(clan: str, format: str) -> tuple:
    d = read_text(deck_text(clan, format))
    return (d["name"], d["stronghold"], d["role"], tuple(d["provinces"]), tuple(d["dynasty"]),
            tuple(d["conflict"]), d.get("clan"))


def default_deck(clan: str, format: str = "stronghold") -> dict:
    """A fresh deck dict of the embedded deck ``clan`` (a clan, or a name of :data:`DECKS`)
    in ``format`` (see :func:`l5r.lcg.new_game`)."""
    name, sh, role, provs, dyn, con, deck_clan = _default(clan, format)
    d = {"name": name, "stronghold": sh, "role": role, "provinces": list(provs),
         "dynasty": list(dyn), "conflict": list(con)}
    if deck_clan:
        d["clan"] = deck_clan
    return d
