"""Printed card *facts* of the LCG Core Set (no card text).

The table lives in ``l5r/lcg/data/core.json``: one JSON object per distinct Core
Set card (223 of them), sorted by pack position. It records only facts printed on
the cards -- titles, types, clans, costs, skills, glory, strength, traits,
keywords, element, uniqueness, stronghold values, influence, deck limit, role
restriction, pack position and quantity -- never ability or flavor text.

Conventions:

* ``None`` stands for a dash or an absent value (e.g. a character printed with
  a dash for its political skill has ``political=None``).
* Skill/strength modifiers (``*_bonus``) are signed ints: an attachment's
  "+2" military is ``2``; a holding's or stronghold's "+1" province strength
  is ``strength_bonus=1``. The one variable modifier of the Core Set, Born in
  War's "+X" military, is recorded as the string ``"X"`` so that arithmetic on
  it fails loudly instead of silently counting as zero.
* Keywords are lowercase strings: ``"covert"``, ``"legendary 2"``,
  ``"no attachments"``, ``"no attachments except monk|tattoo"``,
  ``"no weapon|armor attachments"``. Only printed keywords are listed; keywords
  an ability grants ("gains covert") are not.
* The role cards are double-sided in print (positions 214A/214B ... 218A/218B);
  both sides share the integer ``position`` and are told apart by ``id``.

>>> core_set()['01-fine-katana'].military_bonus
2
>>> katana = by_name('Fine Katana')
>>> katana.has_keyword('restricted'), katana.is_character
(True, False)
>>> len(core_set())
223

The cards of the packs after the Core Set that the engine knows (:data:`PACKS`: the
Imperial and Elemental cycles, Disciples of the Void, Underhand of the Emperor and
Children of the Empire; and the later cards of :data:`NAMED_LATER`) are in ``l5r/lcg/data/packs.json``, in the same layout, built
from the card database by ``scripts/lcg_facts.py``; :func:`cards` gives every known card.
A card only known as facts plays as vanilla until it has a definition
(:mod:`l5r.lcg.coverage` reports which have one).

>>> len(cards()), pack_of('02-staunch-hida'), by_name('Staunch Hida').cost
(613, 'tears-of-amaterasu', 2)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Literal

from ..engine.names import did_you_mean

__all__ = ["NAMED_LATER", "PACKS", "PACK_NAMES", "PROVINCE_TOKEN", "Bonus", "CardFacts", "by_name", "cards", "core_set",
           "distinct_title", "later_of_a_title", "pack_of", "printed"]

#: Card id prefix -> FiveRingsDB pack id, for every pack whose cards are known, in release order.
PACKS = {
    "01": "core",
    "02": "tears-of-amaterasu", "03": "for-honor-and-glory", "04": "into-the-forbidden-city",
    "05": "the-chrysanthemum-throne", "06": "fate-has-no-secrets", "07": "meditations-on-the-ephemeral",
    "08": "disciples-of-the-void",
    "09": "breath-of-the-kami", "10": "tainted-lands", "11": "the-fires-within", "12": "the-ebb-and-flow",
    "13": "all-and-nothing", "14": "elements-unbound",
    "15": "underhand-of-the-emperor", "16": "children-of-the-empire",
}

#: The cards of later packs that the rules documents name (the Rules Reference's appendices and the
#: 2017 rulings), by id (four share a title with an earlier card): card id -> FiveRingsDB pack id. Only
#: these cards of their packs are known.
NAMED_LATER = {
    "19-command-respect": "for-the-empire", "20-akodo-kaede": "bonds-of-blood",
    "21-shosuro-miyako": "justice-for-satsume", "21-steward-of-the-rich-frog": "justice-for-satsume",
    "29-kakita-yoshi": "rokugan-at-war", "30-retire-to-the-brotherhood": "spreading-shadows",
    "30-seven-stings-keep": "spreading-shadows", "31-silent-ones-monastery": "in-pursuit-of-truth",
    "31-study-the-natural-world": "in-pursuit-of-truth", "32-under-siege": "campaigns-of-conquest",
    "38-togashi-kazue": "a-crimson-offering", "41-ikoma-ujiaki": "peace-at-any-cost",
}

#: FiveRingsDB pack id -> the pack's printed name, for the :data:`PACKS` and the packs of :data:`NAMED_LATER`.
PACK_NAMES = {
    "core": "Core Set",
    "tears-of-amaterasu": "Tears of Amaterasu", "for-honor-and-glory": "For Honor and Glory",
    "into-the-forbidden-city": "Into the Forbidden City", "the-chrysanthemum-throne": "The Chrysanthemum Throne",
    "fate-has-no-secrets": "Fate Has No Secrets", "meditations-on-the-ephemeral": "Meditations on the Ephemeral",
    "disciples-of-the-void": "Disciples of the Void",
    "breath-of-the-kami": "Breath of the Kami", "tainted-lands": "Tainted Lands",
    "the-fires-within": "The Fires Within", "the-ebb-and-flow": "The Ebb and Flow",
    "all-and-nothing": "All and Nothing", "elements-unbound": "Elements Unbound",
    "underhand-of-the-emperor": "Underhand of the Emperor", "children-of-the-empire": "Children of the Empire",
    "for-the-empire": "For the Empire", "bonds-of-blood": "Bonds of Blood", "justice-for-satsume": "Justice for Satsume",
    "rokugan-at-war": "Rokugan at War", "spreading-shadows": "Spreading Shadows",
    "in-pursuit-of-truth": "In Pursuit of Truth", "campaigns-of-conquest": "Campaigns of Conquest",
    "a-crimson-offering": "A Crimson Offering", "peace-at-any-cost": "Peace at Any Cost",
}

#: A printed modifier: a signed int, or ``"X"`` for a variable one.
Bonus = int | Literal["X"] | None


@dataclass(frozen=True, slots=True)
class CardFacts:
    """The printed facts of one LCG card."""

    id: str
    name: str
    type: str  # character/attachment/event/holding/province/stronghold/role
    side: str  # dynasty/conflict/province/role (strongholds are "province")
    clan: str  # "neutral" or a clan name
    cost: int | None
    military: int | None
    political: int | None
    glory: int | None
    strength: int | Literal["X"] | None  # Web of Lies: "X"
    military_bonus: Bonus
    political_bonus: Bonus
    strength_bonus: Bonus
    glory_bonus: Bonus
    elements: tuple[str, ...]
    traits: tuple[str, ...]
    keywords: tuple[str, ...]
    unique: bool
    fate: int | None
    honor: int | None
    influence_pool: int | None
    influence_cost: int | None
    deck_limit: int
    restricted_list: bool
    role_restriction: str | None
    position: int
    quantity: int

    @property
    def is_character(self) -> bool:
        """True for character cards.

        >>> by_name('Kaiu Envoy').is_character
        True
        """
        return self.type == "character"

    def has_keyword(self, kw: str) -> bool:
        """True if a printed keyword starts with ``kw`` (case-insensitive).

        A prefix match, so ``has_keyword("legendary")`` finds ``"legendary 2"``
        and ``has_keyword("no attachments")`` finds every variant of it.

        >>> by_name('Moto Horde').has_keyword('no attachments')
        True
        >>> by_name('Moto Horde').has_keyword('covert')
        False
        """
        kw = kw.lower()
        for k in self.keywords:
            if k.startswith(kw):
                return True
        return False

    @property
    def legendary(self) -> int | None:
        """The X of a printed "Legendary X" keyword, or None.

        >>> by_name('Kaiu Envoy').legendary is None
        True
        """
        for k in self.keywords:
            if k.startswith("legendary "):
                return int(k.split()[1])
        return None

    @classmethod
    def from_json(cls, row: dict[str, Any]) -> CardFacts:
        """Build from one object of the JSON table (lists become tuples)."""
        data = {
            k: tuple(v) if isinstance(v, list) else v for k, v in row.items()
        }
        return cls(**data)


#: The skirmish format's province token (Rules Reference "Provinces, Province Cards": "province
#: tokens are used instead of province cards. These tokens have no game text, no element, and 3
#: defense strength"). A rules object, not a printed card: it is in no pack (``quantity`` 0) and
#: :func:`printed` leaves it out of card listings.
PROVINCE_TOKEN = CardFacts(
    id="skirmish-province-token", name="Province token", type="province", side="province", clan="neutral",
    cost=None, military=None, political=None, glory=None, strength=3, military_bonus=None,
    political_bonus=None, strength_bonus=None, glory_bonus=None, elements=(), traits=(), keywords=(),
    unique=False, fate=None, honor=None, influence_pool=None, influence_cost=None, deck_limit=0,
    restricted_list=False, role_restriction=None, position=0, quantity=0)


def printed(f: CardFacts) -> bool:
    """Is ``f`` a printed card (not the skirmish format's province token)?

    >>> printed(by_name('Fine Katana')), printed(PROVINCE_TOKEN)
    (True, False)
    """
    return f.id != PROVINCE_TOKEN.id


@cache
def core_set() -> dict[str, CardFacts]:
    """All 223 Core Set cards by id, in pack-position order (cached)."""
    return _table("data/core.json")


def _table(path: str) -> dict[str, CardFacts]:
    raw = resources.files("l5r.lcg").joinpath(path).read_text(encoding="utf-8")
    return {row["id"]: CardFacts.from_json(row) for row in json.loads(raw)}


@cache
def cards() -> dict[str, CardFacts]:
    """Every known card by id: the Core Set, then the cards of the other :data:`PACKS`
    in pack and position order, then the :data:`NAMED_LATER` cards (cached)."""
    out = dict(core_set())
    out.update(_table("data/packs.json"))
    return out


def pack_of(cid: str) -> str:
    """The FiveRingsDB pack id of a card, from its id prefix (a :data:`NAMED_LATER` card: its pack).

    >>> pack_of('01-fine-katana'), pack_of('03-kakita-blade'), pack_of('21-shosuro-miyako')
    ('core', 'for-honor-and-glory', 'justice-for-satsume')
    """
    later = NAMED_LATER.get(cid)
    if later is not None:
        return later
    return PACKS.get(cid[:2], "unknown") if cid[2:3] == "-" else "unknown"


@cache
def _by_title() -> dict[str, CardFacts]:
    """Title -> card; of two cards with one title (Akodo Toturi of the Core Set and of
    Children of the Empire, the two Hisu Mori Toride), the first printed (use ids for the other)."""
    out: dict[str, CardFacts] = {}
    for c in cards().values():
        out.setdefault(c.name, c)
    return out


def distinct_title(cid: str) -> str:
    """The card's title, with its pack's name when an earlier card has the same title (how a
    deck list and ``l5r lcg card`` name it; :func:`by_name` finds the first card of a title).

    >>> distinct_title('04-kakita-yoshi'), distinct_title('29-kakita-yoshi')
    ('Kakita Yoshi', 'Kakita Yoshi (Rokugan at War)')
    """
    f = cards()[cid]
    first = _by_title().get(f.name)
    if first is None or first.id == cid:
        return f.name
    return f"{f.name} ({PACK_NAMES.get(pack_of(cid), pack_of(cid))})"


@cache
def later_of_a_title() -> frozenset[str]:
    """The ids of the cards whose title an earlier card has (:func:`distinct_title` names them
    with their pack).

    >>> sorted(later_of_a_title())[-2:]
    ['38-togashi-kazue', '41-ikoma-ujiaki']
    """
    return frozenset(cid for cid, f in cards().items() if _by_title()[f.name].id != cid)


def by_name(name: str) -> CardFacts:
    """The card with exactly this title; KeyError with suggestions otherwise.

    >>> by_name('Kaiu Envoy').id
    '01-kaiu-envoy'
    >>> by_name('Fine Katanna')
    Traceback (most recent call last):
    ...
    KeyError: "no card titled 'Fine Katanna'; did you mean 'Fine Katana'?"
    >>> by_name('Shuichi')
    Traceback (most recent call last):
    ...
    KeyError: "no card titled 'Shuichi'; did you mean 'Kaiu Shuichi'?"
    """
    titles = _by_title()
    try:
        return titles[name]
    except KeyError:
        hint = did_you_mean(name, titles)
        raise KeyError(f"no card titled {name!r}{hint}") from None
