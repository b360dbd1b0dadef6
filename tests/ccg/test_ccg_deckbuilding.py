"""Deckbuilding per edition, and the embedded Lion and Dragon decks (DECISIONS.md, CCG)."""

import pytest

from l5r.ccg.deckbuilding import validate
from l5r.ccg.decklist import Deck, embedded, read_text
from l5r.ccg.facts import kyuden_tonbo


def _deck(**changes):
    d = embedded("lion")
    for section, cards in changes.items():
        getattr(d, section).update(cards)
    return d


def test_stronghold_rules():
    d = embedded("lion")
    d.pre_game.pop("Great Hall of Records")
    assert "no Stronghold: the Pre-Game section needs exactly one" in validate(d, "celestial")
    d = _deck(pre_game={"Pillars of Virtue": 1})
    assert validate(d, "celestial") == [
        "2 Strongholds (Great Hall of Records, Pillars of Virtue); exactly one is allowed"]


def test_sections_and_starting_holdings():
    d = _deck(dynasty={"Border Keep": 1, "War Dogs": 1}, pre_game={"Bamboo Harvesters": 2})
    assert validate(d, "celestial") == [
        "2 copies of starting Holding 'Bamboo Harvesters'; one is allowed",
        "'Border Keep' is a starting Holding in celestial and may not be in a deck",
        "'War Dogs' is a fate card, listed under Dynasty",
    ]
    d = _deck(fate={"The Imperial Favor": 1})
    assert validate(d, "celestial") == ["'The Imperial Favor' belongs to no deck",
                                        "'The Imperial Favor' is not celestial-legal "
                                        "(no 'Destroyer War (Celestial)' legality)"]


def test_deck_sizes_per_edition():
    d = embedded("dragon")
    d.fate["Palm Strike"] = 1
    for ed in ("ivory", "celestial", "diamond"):
        assert "the Fate deck has 38 cards; %s needs at least 40" % ed in validate(d, ed)


def test_copies_unique_events_experienced():
    d = _deck(dynasty={"Akodo Masao": 4, "Akodo Ryozo": 2, "I Am Ready": 2},
              fate={"Ring of Earth": 2})
    assert validate(d, "celestial") == [
        "2 copies of 'I Am Ready'; at most 1 (Unique)",
        "4 copies of 'Akodo Masao'; at most 3",
        "2 copies of 'Akodo Ryozo'; at most 1 (Unique)",
        "2 copies of 'Ring of Earth'; at most 1 (Unique)",
    ]


def test_one_copy_types_per_edition():
    # No non-Unique Event or Ring exists in the set, so check the rule with the limits directly.
    from l5r.ccg.deckbuilding import copy_limit
    from l5r.ccg.editions import edition
    sadahige = "Akodo Sadahige"  # Experienced and Unique
    senzo = "Akodo Senzo"
    assert copy_limit(senzo, edition("diamond")) == (3, "")
    assert copy_limit(sadahige, edition("diamond"))[0] == 1
    assert all(c.unique for c in kyuden_tonbo().values() if c.type in ("event", "ring"))


def test_experienced_counts_apart_from_its_title_level():
    # Kyuden Tonbo has no two experience levels of one title; levels are separate titles here.
    lv = {t: c.experience for t, c in kyuden_tonbo().items() if c.experience}
    assert lv == {"Akodo Sadahige": 1, "Matsu Benika": 2, "Togashi Satsu": 5}


def test_every_problem_listed_at_once():
    d = read_text("Pre-Game:\n1x Border Keep\nDynasty:\n4x Akodo Kuma\nFate:\n2x Fubatsu No-Dachi")
    assert validate(d, "celestial") == [
        "no Stronghold: the Pre-Game section needs exactly one",
        "the Dynasty deck has 4 cards; celestial needs at least 40",
        "the Fate deck has 2 cards; celestial needs at least 40",
        "4 copies of 'Akodo Kuma'; at most 3",
        "2 copies of 'Fubatsu No-Dachi'; at most 1 (Unique)",
    ]


def test_unknown_edition():
    with pytest.raises(ValueError, match="unknown CCG edition"):
        validate(embedded("lion"), "gold")


@pytest.mark.parametrize("name,stronghold,clan", [("lion", "Great Hall of Records", "lion"),
                                                   ("dragon", "Pillars of Virtue", "dragon")])
def test_embedded_decks_legal_for_celestial(name, stronghold, clan):
    d = embedded(name)
    assert validate(d, "celestial") == []
    assert d.pre_game == {stronghold: 1, "Border Keep": 1, "Bamboo Harvesters": 1}
    assert sum(d.dynasty.values()) == 40 and sum(d.fate.values()) == 40
    cards = kyuden_tonbo()
    clans = {cards[t].clan for t in d.dynasty if cards[t].type == "personality"}
    assert clans == {clan}  # Lion: Akodo/Matsu; Dragon: Togashi
    if name == "dragon":
        assert all(cards[t].has_keyword("Kiho") for t in ("Palm Strike", "Hitsu-Do")) and "Palm Strike" in d.fate


@pytest.mark.parametrize("name", ["lion", "dragon"])
def test_embedded_decks_reported_under_ivory_and_diamond(name):
    """DECISIONS.md: allowed for casual play under ivory/diamond; problems reported, not enforced."""
    d = embedded(name)
    ivory = validate(d, "ivory")
    assert "'Border Keep' is not a starting card in ivory" in ivory
    assert any("is not ivory-legal" in p for p in ivory)
    assert validate(d, "diamond") == ["'Border Keep' is not a starting card in diamond",
                                      "'Bamboo Harvesters' is not a starting card in diamond"]


def test_pool_split():
    lion, dragon = embedded("lion"), embedded("dragon")
    used = {*lion.pre_game, *lion.dynasty, *lion.fate, *dragon.pre_game, *dragon.dynasty, *dragon.fate}
    unused = set(kyuden_tonbo()) - used
    # The Imperial Favor is in no deck; Caught Unawares is banned in the card data.
    assert unused == {"The Imperial Favor", "Caught Unawares", "Burn the Village",
                      "Crushing Strength", "Unpredictable Strategy"}
