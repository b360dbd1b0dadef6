"""Rule audit, deck construction per edition (``deckbuilding.validate``).

Sections: Ivory "Deck construction rules" (Ivory Extended 40/40: 40-card Dynasty and Fate
decks, Stronghold not counted; one copy of a Unique card, three of others; Ivory legality);
celestial "Deck Construction" (Celestial 40/40: the Stronghold and the starting Holdings do
not count and may not be in the decks; three copies, one of each Event and Unique card;
Celestial legality); Diamond "Setup" (at least forty cards each; three copies; one of each
Event, Elemental Ring and Unique card, Experienced cards being Unique; any expansion).
"""

import pytest

from l5r.ccg.deckbuilding import validate
from l5r.ccg.decklist import embedded

EDITIONS = ("ivory", "celestial", "diamond")


@pytest.mark.parametrize("ed", EDITIONS)
def test_forty_card_dynasty_and_fate_minimums_without_the_starting_cards(ed):
    """Every edition: at least 40 Dynasty and 40 Fate cards; the Pre-Game cards (Stronghold,
    celestial starting Holdings) do not count toward them."""
    d = embedded("lion")
    assert not any("deck has" in p for p in validate(d, ed))  # exactly 40 + 40, Pre-Game apart
    d.dynasty[next(iter(d.dynasty))] -= 1
    d.fate[next(iter(d.fate))] -= 1
    problems = validate(d, ed)
    assert f"the Dynasty deck has 39 cards; {ed} needs at least 40" in problems
    assert f"the Fate deck has 39 cards; {ed} needs at least 40" in problems


@pytest.mark.parametrize("ed", EDITIONS)
def test_three_copies_and_one_of_a_unique_card(ed):
    """Every edition: no more than three copies of a card by title, one of a Unique card."""
    d = embedded("lion")
    d.dynasty["Akodo Senzo"] = 4
    d.dynasty["Akodo Ryozo"] = 2
    problems = validate(d, ed)
    assert "4 copies of 'Akodo Senzo'; at most 3" in problems
    assert "2 copies of 'Akodo Ryozo'; at most 1 (Unique)" in problems
    d.dynasty["Akodo Senzo"] = 3
    d.dynasty["Akodo Ryozo"] = 1
    assert not any("copies of" in p for p in validate(d, ed))


@pytest.mark.parametrize("ed,tag", [("ivory", "ivory-legal"), ("celestial", None), ("diamond", None)])
def test_card_legality_per_edition(ed, tag):
    """Ivory: every card must be Ivory Edition legal (the Kyuden Tonbo cards are not);
    celestial: Celestial Edition legal (they are); Diamond "Setup": cards from any expansion."""
    problems = validate(embedded("dragon"), ed)
    legality = [p for p in problems if "-legal" in p]
    assert (tag is not None and all(tag in p for p in legality) and legality) or (tag is None and not legality)


@pytest.mark.parametrize("ed,allowed", [("ivory", False), ("celestial", True), ("diamond", False)])
def test_starting_holdings_belong_to_the_pre_game_only_in_celestial(ed, allowed):
    """celestial "Deck Construction" / "Setting Up The Game": Border Keep and Bamboo
    Harvesters start outside the decks (one each) and may not be in a deck; Ivory and Diamond
    have no starting Holdings, so they are reported in the Pre-Game section."""
    problems = validate(embedded("lion"), ed)
    assert ("'Border Keep' is not a starting card in %s" % ed in problems) is not allowed
    d = embedded("lion")
    d.dynasty["Border Keep"] = 1
    assert ("'Border Keep' is a starting Holding in celestial and may not be in a deck" in validate(d, ed)) is allowed
