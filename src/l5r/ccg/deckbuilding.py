"""Deck legality per CCG edition: every problem of a deck, as sentences.

The rules compared (values from :mod:`l5r.ccg.editions`):

* exactly one Stronghold, in the Pre-Game section; under celestial the starting
  Holdings (Border Keep, Bamboo Harvesters) may be listed there too, one each, and
  may not be in the decks (Celestial "Deck Construction");
* every card in the section of its own deck (a Fate card is not a Dynasty card);
* Dynasty and Fate deck minimum sizes (starting cards do not count);
* copies per title: the edition's maximum (3), one for Unique cards, for the
  card types the edition limits to one (celestial Events; diamond Events and
  Rings) and, under diamond, for Experienced cards; experience levels count
  separately;
* format legality (the edition's legality tag on every card, if it has one);
* clan rules: the Stronghold's clan must be a Clan Alignment the edition knows
  (every Kyuden Tonbo Stronghold is). No edition restricts a deck's other cards
  by clan (clan matters when recruiting), except the Sensei's;
* Senseis: at most one, in the Pre-Game section, not counted in the deck minimums, and
  only with a Stronghold of a clan its restriction lists, or "All Clans" (Ivory "The play
  deck", "Deck construction rules" and "Sensei"; Diamond "Sensei": "Only a player of a
  Faction listed on a Sensei can play the Sensei"). The celestial rulebook does not know
  Senseis: per ``DECISIONS.md`` (a card type an edition does not define) they follow the
  ivory rules there, and the celestial legality check refuses every Ivory Sensei anyway (none
  has the Celestial legality). Diamond chooses the Sensei "from his Fate deck" at the start
  of the game; the project lists it in the Pre-Game section under every edition (the choice
  is part of deck construction, as Ivory says), and it never counts as a Fate card;
* every card implemented: a card the engine does not implement (``implemented``: the
  card ids the rule set defines) is refused, "... is not implemented yet" -- today the
  Senseis, whose abilities are issue 16.

>>> from l5r.ccg.decklist import read_text
>>> validate(read_text("Dynasty:\\n4x Togashi Taro\\nFate:\\n3x Palm Strike"), "celestial")
['no Stronghold: the Pre-Game section needs exactly one', \
'the Dynasty deck has 4 cards; celestial needs at least 40', \
'the Fate deck has 3 cards; celestial needs at least 40', \
"4 copies of 'Togashi Taro'; at most 3"]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Mapping

from .decklist import Deck
from .editions import Edition
from .editions import edition as get_edition
from .facts import CLANS, CardFacts, kyuden_tonbo, pool

__all__ = ["validate"]

_SECTION_DECK = {"Pre-Game": "pre-game", "Dynasty": "dynasty", "Fate": "fate"}


def copy_limit(title: str, ed: Edition) -> tuple[int, str]:
    """(maximum copies of ``title`` in a play deck, the reason) under edition ``ed``.

    >>> from l5r.ccg.editions import edition
    >>> copy_limit('Akodo Senzo', edition('ivory')), copy_limit('I Am Ready', edition('ivory'))
    ((3, ''), (1, 'Unique'))
    >>> copy_limit('Akodo Sadahige', edition('diamond'))[1], copy_limit('Ring of Air', edition('diamond'))[1]
    ('Unique', 'Unique')
    """
    c = pool()[title]
    if c.unique:
        return 1, "Unique"
    if c.type in ed.one_copy_types:
        return 1, f"{c.type.capitalize()} in {ed.name}"
    if ed.experienced_unique and c.experience:
        return 1, f"Experienced, so Unique in {ed.name}"
    return ed.max_copies, ""


def validate(deck: Deck, edition: str = "ivory", implemented: Container[str] | None = None) -> list[str]:
    """Every deckbuilding problem of ``deck`` under ``edition`` (empty list: legal).

    ``implemented``: the ids of the cards the engine implements (``RULES.defs.cards``); by
    default the 90 Kyuden Tonbo cards, which are all implemented (``l5r ccg cards --coverage``;
    a test checks the default against the rule set)."""
    ed = get_edition(edition)
    cards = pool()
    if implemented is None:
        implemented = {c.id for c in kyuden_tonbo().values()}
    problems: list[str] = []
    starting = set(ed.starting_holdings) | set(ed.second_player_holdings)

    strongholds = [t for t in deck.pre_game if cards[t].type == "stronghold"]
    n_strongholds = sum(deck.pre_game[t] for t in strongholds)
    if n_strongholds == 0:
        problems.append("no Stronghold: the Pre-Game section needs exactly one")
    elif n_strongholds > 1:
        problems.append(f"{n_strongholds} Strongholds ({', '.join(strongholds)}); exactly one is allowed")
    for t in strongholds:
        clan = cards[t].clan
        if clan is not None and clan not in CLANS:
            problems.append(f"{t!r} has clan {clan!r}, not a Clan Alignment of {ed.name}")
    listed = {t: n for sec in deck.sections().values() for t, n in sec.items() if cards[t].type == "sensei"}
    problems += sensei_problems(listed, cards, cards[strongholds[0]] if len(strongholds) == 1 else None)

    for header, section in deck.sections().items():
        for t, n in section.items():
            c = cards[t]
            if header == "Pre-Game":
                if c.type in ("stronghold", "sensei"):
                    continue
                if t in starting:
                    if n > 1:
                        problems.append(f"{n} copies of starting Holding {t!r}; one is allowed")
                    continue
                problems.append(f"{t!r} is not a starting card in {ed.name}")
            elif c.deck is None:
                problems.append(f"{t!r} belongs to no deck")
            elif c.deck != _SECTION_DECK[header]:
                problems.append(f"{t!r} is a {c.deck} card, listed under {header}")
            elif t in starting:
                problems.append(f"{t!r} is a starting Holding in {ed.name} and may not be in a deck")

    for header, minimum in (("Dynasty", ed.dynasty_min), ("Fate", ed.fate_min)):
        size = sum(deck.sections()[header].values())
        if size < minimum:
            problems.append(f"the {header} deck has {size} cards; {ed.name} needs at least {minimum}")

    totals: Counter[str] = Counter()
    for section in (deck.dynasty, deck.fate):
        totals.update(section)
    for t, n in totals.items():
        limit, why = copy_limit(t, ed)
        if n > limit:
            problems.append(f"{n} copies of {t!r}; at most {limit}" + (f" ({why})" if why else ""))

    if ed.legal_arc:
        every = [*deck.pre_game, *deck.dynasty, *deck.fate]
        illegal = [t for t in dict.fromkeys(every) if ed.legal_arc not in cards[t].legality]
        for t in illegal:
            problems.append(f"{t!r} is not {ed.name}-legal (no {ed.legal_arc!r} legality)")

    for t in dict.fromkeys([*deck.pre_game, *deck.dynasty, *deck.fate]):
        if cards[t].id not in implemented:
            why = " (a Sensei's abilities are issue 16)" if cards[t].type == "sensei" else ""
            problems.append(f"{t!r} is not implemented yet{why}")
    return problems


def sensei_problems(listed: dict[str, int], facts: Mapping[str, CardFacts], stronghold: CardFacts | None) -> list[str]:
    """The Sensei problems of a play deck (Ivory "Sensei": one per play deck, with a
    Stronghold of a clan it allows): ``listed``, the deck's Senseis (title -> copies), whose
    facts are ``facts[title]``; ``stronghold``, its single Stronghold's facts (None: not one)."""
    problems = []
    total = sum(listed.values())
    if total > 1:
        problems.append(f"{total} Senseis ({', '.join(listed)}); a play deck has at most one")
    if stronghold is not None:
        for t in listed:
            if not facts[t].allows_clan(stronghold.clan):
                allowed = ", ".join(c.title() for c in facts[t].clans)
                clan = stronghold.clan.title() if stronghold.clan else "Unaligned"
                problems.append(f"{t!r} is a {allowed} Sensei; it cannot start with {stronghold.title!r} ({clan})")
    return problems
