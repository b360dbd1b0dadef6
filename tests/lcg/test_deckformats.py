"""Deck formats: the plain-text deck list and the FiveRingsDB JSON deck."""

from __future__ import annotations

import json

import pytest

from l5r.lcg.deckformats import (
    DeckFormatError, canonical, find_card, load, read_fiveringsdb, read_text, write_fiveringsdb,
    write_text,
)
from l5r.lcg.decks import CLANS, default_deck
from l5r.lcg.facts import by_name


def cid(name: str) -> str:
    return by_name(name).id


# ---------------------------------------------------------------- text lists
@pytest.mark.parametrize("clan", CLANS)
def test_text_round_trip_of_every_embedded_deck(clan):
    d = default_deck(clan)
    text = write_text(d)
    back = read_text(text)
    assert canonical(back) == canonical(d)
    assert write_text(back) == text


def test_text_accepts_every_count_style_headers_comments_and_blank_lines():
    text = """
    # my deck
    // another comment
    Crab Test

    Stronghold
    Shiro Nishiyama (Core Set)
    Role:
    1x Keeper of Earth

    Provinces (5)
    1 Defend the Wall
    Manicured Garden x1
    1 x Meditations on the Tao
    Elemental Fury x 1
    1× Shameful Display

    Dynasty Deck (3)
    Characters (3)
    3x Hida Guardian
    Conflict Deck (4)
    Attachments (2)
    Fine Katana x2
    Events (2)
    2 Banzai!
    """
    d = read_text(text)
    assert d == {
        "name": "Crab Test", "stronghold": cid("Shiro Nishiyama"), "role": cid("Keeper of Earth"),
        "provinces": [cid(n) for n in ("Defend the Wall", "Manicured Garden",
                                       "Meditations on the Tao", "Elemental Fury",
                                       "Shameful Display")],
        "dynasty": [cid("Hida Guardian")] * 3,
        "conflict": [cid("Fine Katana")] * 2 + [cid("Banzai!")] * 2,
    }


def test_text_titles_ignore_case_macrons_and_curly_quotes():
    d = read_text("3x hiruma yojimbo\n1x Daimyo\u2019s Favor\n1x YOJIN NO SHIRO")
    assert d["dynasty"] == [cid("Hiruma Yōjimbō")] * 3
    assert d["conflict"] == [cid("Daimyō's Favor")]
    assert d["stronghold"] == cid("Yōjin no Shiro")


def test_text_places_cards_by_type_not_by_header():
    d = read_text("Conflict Deck\n2x Hida Guardian\nDynasty Deck\n1x Fine Katana")
    assert d["dynasty"] == [cid("Hida Guardian")] * 2 and d["conflict"] == [cid("Fine Katana")]


def test_text_unknown_title_gets_a_did_you_mean():
    with pytest.raises(DeckFormatError) as e:
        read_text("Crab\n3x Hida Kisda\n2x Fine Katana\nHiruma Ambusherr")
    assert e.value.problems == [
        "line 2: no card titled 'Hida Kisda'; did you mean 'Hida Kisada'?",
        "line 4: no card titled 'Hiruma Ambusherr'; did you mean 'Hiruma Ambusher'?",
    ]


def test_text_unknown_title_without_a_close_match():
    with pytest.raises(DeckFormatError, match=r"^line 1: no card titled 'Zzyzx Qwv'$"):
        read_text("2x Zzyzx Qwv")


def test_text_first_line_names_the_deck_only_once():
    with pytest.raises(DeckFormatError, match="line 2: no card titled 'Second Line'"):
        read_text("First Line\nSecond Line")
    assert read_text("Name: Hida Kisada\n1x Hida Kisada")["name"] == "Hida Kisada"


def test_text_two_strongholds_is_an_error():
    with pytest.raises(DeckFormatError, match="more than one stronghold listed"):
        read_text("1x Shiro Nishiyama\n1x Shizuka Toshi")
    with pytest.raises(DeckFormatError, match="more than one role listed"):
        read_text("2x Keeper of Air")


def test_text_zero_copies_is_an_error():
    with pytest.raises(DeckFormatError, match="line 1: 0 copies of 'Banzai!'"):
        read_text("0x Banzai!")


def test_text_writer_groups_sections_and_types():
    text = write_text(default_deck("crab"))
    lines = text.splitlines()
    assert lines[0] == "Crab - The Wall Holds"
    for header in ("Stronghold", "Role", "Provinces (5)", "Dynasty Deck (40)", "Conflict Deck (40)",
                   "Characters (35)", "Holdings (5)", "Characters (7)", "Attachments (12)",
                   "Events (21)"):
        assert header in lines, header
    assert "3x Hida Guardian" in lines and "1x Shiro Nishiyama" in lines


def test_text_writer_protects_a_name_that_reads_as_a_card():
    d = default_deck("crab")
    d["name"] = "Hida Kisada"
    text = write_text(d)
    assert text.startswith("Name: Hida Kisada\n")
    assert read_text(text)["name"] == "Hida Kisada"


def test_find_card_suggests_by_substring():
    with pytest.raises(DeckFormatError, match="did you mean 'Kaiu Shuichi'"):
        find_card("Shuichi")
    assert find_card("fine katana").id == "01-fine-katana"


# ---------------------------------------------------------------- FiveRingsDB JSON
def test_fiveringsdb_json_round_trip():
    d = default_deck("dragon")
    data = write_fiveringsdb(d)
    assert data["name"] == d["name"] and data["primary_clan"] == "dragon"
    assert data["secondary_clan"] == "crane"
    assert data["cards"]["01-mountain-s-anvil-castle"] == 1
    assert sum(data["cards"].values()) == 1 + 1 + 5 + 40 + 40
    assert canonical(read_fiveringsdb(json.dumps(data))) == canonical(d)


def test_fiveringsdb_site_ids_without_pack_prefix_and_record_wrapper():
    d = default_deck("lion")
    data = write_fiveringsdb(d, site_ids=True)
    assert "yojin-no-shiro" in data["cards"] and "01-yojin-no-shiro" not in data["cards"]
    wrapped = {"success": True, "record": data}
    assert canonical(read_fiveringsdb(wrapped)) == canonical(d)


def test_fiveringsdb_places_cards_by_type_and_side():
    d = read_fiveringsdb({"name": "mix", "cards": {
        "01-keeper-of-fire": 1, "01-shiba-tsukune": 2, "01-pacifism": 3, "01-kuroi-mori": 1,
        "01-forgotten-library": 1, "01-isawa-mori-seido": 1}})
    assert d == {"name": "mix", "stronghold": "01-isawa-mori-seido", "role": "01-keeper-of-fire",
                 "provinces": ["01-kuroi-mori"],
                 "dynasty": ["01-shiba-tsukune"] * 2 + ["01-forgotten-library"],
                 "conflict": ["01-pacifism"] * 3}


def test_fiveringsdb_unknown_id_and_bad_count():
    with pytest.raises(DeckFormatError) as e:
        read_fiveringsdb({"name": "x", "cards": {"01-fine-katanna": 2, "no-such": 1}})
    assert e.value.problems == ["unknown card id '01-fine-katanna'; did you mean '01-fine-katana'?",
                                "unknown card id 'no-such'"]
    with pytest.raises(DeckFormatError, match="bad count 0 for 'Banzai!'"):
        read_fiveringsdb({"cards": {"banzai": 0}})


def test_fiveringsdb_not_a_deck():
    with pytest.raises(DeckFormatError, match="not a JSON deck"):
        read_fiveringsdb("{nope")
    with pytest.raises(DeckFormatError, match='"cards"'):
        read_fiveringsdb({"name": "x"})


# ---------------------------------------------------------------- files
def test_load_detects_the_format(tmp_path):
    d = default_deck("unicorn")
    (tmp_path / "u.json").write_text(json.dumps(write_fiveringsdb(d)), encoding="utf-8")
    (tmp_path / "u.txt").write_text(write_text(d), encoding="utf-8")
    (tmp_path / "plain.txt").write_text("1x Golden Plains Outpost\n", encoding="utf-8")
    assert canonical(load(tmp_path / "u.json")) == canonical(d)
    assert canonical(load(tmp_path / "u.txt")) == canonical(d)
    assert load(tmp_path / "plain.txt")["name"] == "plain"
