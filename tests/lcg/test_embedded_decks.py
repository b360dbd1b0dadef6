"""The seven embedded clan decks (issue 3: legal except where a single Core Set
lacks the copies; each with a stronghold, a role and five provinces)."""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

import pytest

from l5r.lcg.deckbuilding import influence_pool, influence_spent, validate
from l5r.lcg.decks import CLANS, deck_text, default_deck
from l5r.lcg.model import FACTS
from l5r.lcg import new_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("clan", CLANS)
def test_embedded_deck_shape(clan):
    d = default_deck(clan)
    assert FACTS[d["stronghold"]].type == "stronghold" and FACTS[d["stronghold"]].clan == clan
    assert d["role"] is not None and FACTS[d["role"]].type == "role"
    assert len(d["provinces"]) == 5 and len(d["dynasty"]) == 40 and len(d["conflict"]) == 40
    assert d["name"].lower().startswith(clan)


@pytest.mark.parametrize("clan", CLANS)
def test_rrg_deckbuilding_embedded_deck_legal_with_three_core_sets(clan):
    assert validate(default_deck(clan), core_sets=3) == []


@pytest.mark.parametrize("clan", CLANS)
def test_rrg_deckbuilding_embedded_deck_single_core_set_report(clan):
    """With one Core Set, the only rule broken is the number of copies in the box:
    the report names exactly the titles used beyond the Core Set's quantity."""
    d = default_deck(clan)
    msgs = validate(d, core_sets=1)
    every = [d["stronghold"], d["role"], *d["provinces"], *d["dynasty"], *d["conflict"]]
    count = Counter(FACTS[c].name for c in every)
    qty = {FACTS[c].name: FACTS[c].quantity for c in every}
    expected = sorted(f"Core Set: {n} copies of {t!r}, but 1 Core Set holds only {qty[t]}"
                      for t, n in count.items() if n > qty[t])
    assert sorted(msgs) == expected and expected
    print(f"{clan}: a single Core Set lacks copies of {len(msgs)} titles:",
          ", ".join(f"{t} ({n}/{qty[t]})" for t, n in count.items() if n > qty[t]))


@pytest.mark.parametrize("clan", CLANS)
def test_embedded_deck_is_in_clan_first_with_a_sensible_splash(clan):
    d = default_deck(clan)
    conflict = [FACTS[c] for c in d["conflict"]]
    in_clan = sum(1 for f in conflict if f.clan == clan)
    splash = {f.clan for f in conflict} - {clan, "neutral"}
    assert in_clan >= 14 and len(splash) == 1
    assert 0 < influence_spent(d) <= influence_pool(d)
    assert all(FACTS[c].clan in (clan, "neutral") for c in d["dynasty"] + d["provinces"])


@pytest.mark.parametrize("clan", CLANS)
def test_embedded_deck_starts_a_game(clan):
    g = new_game([default_deck(clan), default_deck(CLANS[(CLANS.index(clan) + 1) % 7])], seed=1)
    me = g.state.players[0]
    assert g.state.cards[me.role].cid == default_deck(clan)["role"]
    assert g.pending is not None


def test_default_deck_returns_a_fresh_copy():
    d = default_deck("crab")
    d["dynasty"].clear()
    assert len(default_deck("crab")["dynasty"]) == 40


def test_default_deck_unknown_clan():
    with pytest.raises(KeyError, match="mantis"):
        default_deck("mantis")


def test_embedded_decks_are_package_data():
    with open(ROOT / "pyproject.toml", "rb") as fh:
        data = tomllib.load(fh)["tool"]["setuptools"]["package-data"]["l5r.lcg"]
    assert "data/decks/*.txt" in data
    for clan in CLANS:
        assert (ROOT / "src/l5r/lcg/data/decks" / f"{clan}.txt").read_text("utf-8") == \
            deck_text(clan)
