"""The CCG text deck list format: round trips and errors."""

import pytest

from l5r.ccg.decklist import Deck, DeckListError, embedded, load, read_text, write_text


def test_sections_counts_and_variants():
    d = read_text(
        "# comment\nName: Test\n\npre-game:\nGreat Hall of Records\nDynasty:\n3x Akodo Masao\n"
        "2 x Matsu Mari  # trailing comment\n1 Akodo Kuma\nAkodo Masao\nFate:\n2x Spearmen\n"
        "1x honor’s hope\n")
    assert d.name == "Test"
    assert d.pre_game == {"Great Hall of Records": 1}
    assert d.dynasty == {"Akodo Masao": 4, "Matsu Mari": 2, "Akodo Kuma": 1}
    assert d.fate == {"Spearmen": 2, "Honor's Hope": 1}


def test_round_trip():
    d = Deck("X", {"Pillars of Virtue": 1}, {"Togashi Taro": 3, "Gold Mine": 2},
             {"Cold Hands, Stone Heart": 3})
    text = write_text(d)
    assert "Pre-Game:\n1x Pillars of Virtue" in text and "3x Cold Hands, Stone Heart" in text
    assert read_text(text) == d
    assert read_text(write_text(Deck())) == Deck()


@pytest.mark.parametrize("name", ["lion", "dragon"])
def test_embedded_round_trip(name, tmp_path):
    d = embedded(name)
    p = tmp_path / "d.txt"
    p.write_text(write_text(d), encoding="utf-8")
    assert load(p) == d and d.name == name.capitalize()


def test_every_problem_listed_with_did_you_mean():
    with pytest.raises(DeckListError) as e:
        read_text("3x Akodo Masao\nDynasty:\n3x Akodo Maseo\n2x Nothing Like It\n0x Matsu Mari\nFate:\n1x Spearman")
    assert e.value.problems == [
        "line 1: 'Akodo Masao' is outside a Pre-Game:, Dynasty: or Fate: section",
        "line 3: no card titled 'Akodo Maseo'; did you mean 'Akodo Masao' or 'Akodo Senzo' or 'Akodo Kuma'?",
        "line 4: no card titled 'Nothing Like It'",
        "line 5: 0 copies of 'Matsu Mari' (a line gives 1 to 99)",
        "line 7: no card titled 'Spearman'; did you mean 'Spearmen'?",
    ]
    assert isinstance(e.value, ValueError)


def test_unknown_embedded_deck():
    with pytest.raises(ValueError, match="no embedded deck 'crab'"):
        embedded("crab")
