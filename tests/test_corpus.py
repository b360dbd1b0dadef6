"""The recorded-games corpus (``tests/corpus.py``): every recorded game, replayed from
its seed, decks and answers, asks the same decisions, narrates the same log and ends
in the same position as when it was recorded. Guards every restructuring and
optimization of the engine: same seed and same answers give the same game
(DEVELOPERS.md "Decisions are data")."""

from __future__ import annotations

import pytest

from corpus import CCG_FILE, LCG_FILE, ccg_entries, lcg_entries, load, play_entry

LCG = load(LCG_FILE)
CCG = load(CCG_FILE)


def test_corpus_covers_what_it_says():
    assert [(e["seed"], e["decks"]) for e in LCG] == [(e["seed"], e["decks"]) for e in lcg_entries()]
    assert [(e["seed"], e["edition"]) for e in CCG] == [(e["seed"], e["edition"]) for e in ccg_entries()]
    assert len({tuple(e["decks"]) for e in LCG}) == 42
    assert {e["edition"] for e in CCG} == {"ivory", "celestial", "diamond"}


def _chunks(entries: list, size: int) -> list:
    return [entries[i:i + size] for i in range(0, len(entries), size)]


@pytest.mark.parametrize("chunk", range(len(_chunks(LCG, 12))))
def test_lcg_recorded_games_replay_identically(chunk):
    for e in _chunks(LCG, 12)[chunk]:
        _, fp = play_entry("lcg", e)
        assert fp == e["fingerprint"], f"LCG game seed {e['seed']} {e['decks']} plays differently"


@pytest.mark.parametrize("chunk", range(len(_chunks(CCG, 8))))
def test_ccg_recorded_games_replay_identically(chunk):
    for e in _chunks(CCG, 8)[chunk]:
        _, fp = play_entry("ccg", e)
        assert fp == e["fingerprint"], f"CCG {e['edition']} game seed {e['seed']} plays differently"
