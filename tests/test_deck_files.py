"""Deck files and saved games that are not what they should be (issue 10, "Saves and deck
files that cannot crash anything"): binary or huge files and absurd copy counts are refused
quickly with a message saying what is wrong, in both games."""

import json
import time

import pytest

from l5r.ccg.decklist import DeckListError
from l5r.ccg.decklist import load as load_ccg
from l5r.ccg.decklist import read_text as read_ccg
from l5r.engine.files import MAX_COPIES, MAX_DECK_BYTES
from l5r.lcg.deckformats import DeckFormatError, read_fiveringsdb
from l5r.lcg.deckformats import load as load_lcg
from l5r.lcg.deckformats import read_text as read_lcg

LOADERS = [(load_lcg, DeckFormatError), (load_ccg, DeckListError)]


@pytest.mark.parametrize("load, error", LOADERS)
def test_a_binary_file_is_not_a_deck_list(tmp_path, load, error):
    path = tmp_path / "deck.txt"
    path.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(error, match="is not a text file"):
        load(path)
    path.write_bytes("3x Fine Katana\n".encode("utf-16"))  # text, but not UTF-8
    with pytest.raises(error, match="is not a text file"):
        load(path)


@pytest.mark.parametrize("load, error", LOADERS)
def test_a_huge_file_is_refused_before_it_is_read(tmp_path, load, error):
    path = tmp_path / "deck.txt"
    path.write_text("1x Fine Katana\n" * (MAX_DECK_BYTES // 10))
    start = time.perf_counter()
    with pytest.raises(error, match="is too large"):
        load(path)
    assert time.perf_counter() - start < 1


@pytest.mark.parametrize("load, error", LOADERS)
def test_a_missing_file_says_so(tmp_path, load, error):
    with pytest.raises(error, match="cannot read deck list"):
        load(tmp_path / "nowhere.txt")


def test_absurd_copy_counts_lcg():
    with pytest.raises(DeckFormatError, match=f"99999999999999999999 copies of 'Fine Katana' \\(a line gives 1 to {MAX_COPIES}\\)"):
        read_lcg("99999999999999999999x Fine Katana")
    with pytest.raises(DeckFormatError, match="bad count 100000"):
        read_fiveringsdb(json.dumps({"name": "x", "cards": {"01-fine-katana": 100000}}))
    assert read_lcg("99x Fine Katana")["conflict"].count("01-fine-katana") == 99  # deckbuilding judges it


def test_absurd_copy_counts_ccg():
    with pytest.raises(DeckListError, match="99999999999999999999 copies of 'Seppun Blade'"):
        read_ccg("Fate:\n99999999999999999999x Seppun Blade")


def test_a_long_deck_list_is_read_quickly():
    start = time.perf_counter()
    deck = read_lcg("3x Fine Katana\n" * 5000)
    assert len(deck["conflict"]) == 15000 and time.perf_counter() - start < 2
