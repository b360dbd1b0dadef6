"""Printed card *facts* of the 90 Battle of Kyuden Tonbo cards and of the Ivory Edition
Senseis (no card text).

The Kyuden Tonbo table lives in ``l5r/ccg/data/kyuden_tonbo.json``, the Senseis in
``l5r/ccg/data/senseis.json``: one JSON object per card, sorted by collector number.
They record facts only -- title, type, clan, deck, Gold Cost, Focus Value, Force, Chi,
Honor Requirement, Personal Honor, Gold Production, Province Strength, Starting Family
Honor, keywords, uniqueness, collector number, format legality -- never ability or
flavor text.

Conventions:

* ``None`` is an absent stat (a dash). Per ``DECISIONS.md`` an absent Follower or
  Personality stat means none, unless a rules document's example gives it:
  Spearmen has Honor Requirement 1 (Diamond rulebook, "Bringing Cards into Play").
* ``deck`` is ``"dynasty"``, ``"fate"`` or ``"pre-game"`` (the Strongholds);
  ``None`` for The Imperial Favor, which belongs to no deck.
* Personalities and Followers have ``force``/``chi``; Items have the signed
  modifiers ``force_bonus``/``chi_bonus`` (their printed "+2F" is ``2``).
* ``gold_production`` of a Holding is read from its text ("Produce N Gold"; the
  first, unconditional amount -- conditional extra Gold such as Copper Mine's
  "or 3 Gold if you are a Lion Clan player" is card text, implemented with the
  card). The two Strongholds have no Gold Production in the data; both get 4, a
  project decision (``DECISIONS.md``: the starter's rulebook gives its Dragon
  Stronghold 4, Great Hall of Records gets the same).
* ``keywords`` are the printed keywords as printed ("Lion Clan", "Experienced 2",
  "Unique"...). CCG "traits" are the plain-text phrases of the text box (Ivory
  rules, "Traits") -- card text, so not recorded here.
* ``number`` is the collector number. The data has four wrong or missing ones
  (Togashi Osawa printed as 30, Inspire Fear as 248, Berserkers and Laughter of
  the Flames without one); the set is numbered alphabetically within card type,
  so they are recorded as 29, 74, 46 and 77. Number 82 is absent from the data;
  The Imperial Favor has no number.
* Senseis (``type`` ``"sensei"``, ``deck`` ``"pre-game"``, :func:`senseis`): the ten Senseis
  of the Ivory Edition set, read once from ``shared/data/ccg/sets/ivory_edition.yaml`` (title,
  the three signed modifiers ``province_strength``/``gold_production``/``starting_honor``,
  collector number, legality). Their clan restriction is ``clans`` (lowercase: ``("lion",)``,
  or ``("all clans",)``), not ``keywords``: the restriction is printed in the keyword area
  but is no keyword (Ivory "Sensei"). Their abilities are not implemented yet (issue 16), so
  a deck with one is refused (``deckbuilding.validate``, ``begin.start``).
* ``decided`` names the fields whose value is a project decision rather than the
  card data (e.g. ``("gold_production",)`` for the Strongholds).

>>> by_name('Pillars of Virtue').gold_production, by_name('Pillars of Virtue').decided
(4, ('gold_production',))
>>> by_name('Copper Mine').gold_production
2
>>> by_name('Matsu Benika').experience, by_name('Akodo Sadahige').experience
(2, 1)
>>> len(kyuden_tonbo())
90
>>> by_name('Satoru Sensei').province_strength, by_name('Satoru Sensei').clans
(-1, ('lion',))
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..engine.names import did_you_mean

__all__ = ["FACTS", "CardFacts", "by_name", "kyuden_tonbo", "pool", "senseis"]

#: The clans of the Ivory rules' list of legal Clan Alignments (Ivory, "Clan Alignment").
CLANS = ("crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "spider", "unicorn")


@dataclass(frozen=True, slots=True)
class CardFacts:
    """The printed facts of one CCG card."""

    id: str
    title: str
    type: str  # personality/holding/event/region/celestial/follower/item/ring/strategy/stronghold/sensei/other
    clan: str | None  # lowercase clan of the card's clan mon, or None
    deck: str | None  # dynasty/fate/pre-game; None for The Imperial Favor
    cost: int | None
    focus: int | None
    force: int | None
    chi: int | None
    force_bonus: int | None
    chi_bonus: int | None
    honor_requirement: int | None
    personal_honor: int | None
    gold_production: int | None
    province_strength: int | None
    starting_honor: int | None
    keywords: tuple[str, ...]
    unique: bool
    number: int | None
    legality: tuple[str, ...]
    banned: bool
    decided: tuple[str, ...]
    #: a Sensei's clan restriction (lowercase clans, or "all clans"); empty for other cards
    clans: tuple[str, ...] = ()

    def allows_clan(self, clan: str | None) -> bool:
        """May a player of ``clan`` (his Stronghold's) start with this Sensei? (Ivory
        "Sensei": "All Clans", or the Stronghold's Clan in the restriction list.)

        >>> by_name('Satoru Sensei').allows_clan('lion'), by_name('Satoru Sensei').allows_clan('dragon')
        (True, False)
        >>> by_name('Mahatsu Sensei').allows_clan(None)
        True
        """
        return "all clans" in self.clans or (clan is not None and clan in self.clans)

    def has_keyword(self, kw: str) -> bool:
        """True if the card has this printed keyword (case-insensitive, whole keyword).

        >>> by_name('Akodo Masao').has_keyword('kensai'), by_name('Akodo Masao').has_keyword('Lion')
        (True, False)
        """
        kw = kw.casefold()
        return any(k.casefold() == kw for k in self.keywords)

    @property
    def experience(self) -> int:
        """Experience level: 0 without Experienced, 1 for "Experienced", N for "Experienced N".

        >>> by_name('Togashi Satsu').experience, by_name('Togashi Taro').experience
        (5, 0)
        """
        for k in self.keywords:
            if k == "Experienced":
                return 1
            if k.startswith("Experienced ") and k.split()[1].isdigit():
                return int(k.split()[1])
        return 0

    @classmethod
    def from_json(cls, row: dict[str, Any]) -> CardFacts:
        """Build from one object of the JSON table (lists become tuples)."""
        return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in row.items()})


@cache
def kyuden_tonbo() -> dict[str, CardFacts]:
    """All 90 Battle of Kyuden Tonbo cards by title, in collector-number order (cached)."""
    return _table("kyuden_tonbo")


@cache
def senseis() -> dict[str, CardFacts]:
    """The Ivory Edition Senseis by title, in collector-number order (cached)."""
    return _table("senseis")


@cache
def pool() -> dict[str, CardFacts]:
    """Every card a deck list may name: the Kyuden Tonbo cards and the Senseis, by title."""
    return {**kyuden_tonbo(), **senseis()}


def _table(name: str) -> dict[str, CardFacts]:
    raw = resources.files("l5r.ccg").joinpath(f"data/{name}.json").read_text(encoding="utf-8")
    return {row["title"]: CardFacts.from_json(row) for row in json.loads(raw)}


def suggest(name: str, titles) -> str:
    """A "; did you mean ...?" hint for ``name`` among ``titles`` (see :mod:`l5r.engine.names`).

    >>> suggest('Spearman', ['Spearmen', 'War Dogs'])
    "; did you mean 'Spearmen'?"
    """
    return did_you_mean(name, titles)


def by_name(name: str) -> CardFacts:
    """The card with exactly this title; KeyError with suggestions otherwise.

    >>> by_name('Spearmen').honor_requirement
    1
    >>> by_name('Spearman')
    Traceback (most recent call last):
    ...
    KeyError: "no card titled 'Spearman'; did you mean 'Spearmen'?"
    """
    cards = pool()
    try:
        return cards[name]
    except KeyError:
        raise KeyError(f"no card titled {name!r}{suggest(name, cards)}") from None


#: Facts by card id: the 90 Kyuden Tonbo cards and the Senseis, plus the fixtures tests add
#: (``rules.CCGRules.add_facts``, which also empties what the rules derived from them).
FACTS: dict[str, CardFacts] = {f.id: f for f in pool().values()}
