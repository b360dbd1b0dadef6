"""The Battle of Kyuden Tonbo card facts against the shared card database (all 90 cards)."""

import re

import pytest

from l5r.ccg.facts import by_name, kyuden_tonbo

from ccg_yaml import load_cards, tiny_load

# Project decisions and corrections (see l5r.ccg.facts): field -> {title: value}.
NUMBER_FIX = {"Togashi Osawa": 29, "Inspire Fear": 74, "Berserkers": 46, "Laughter of the Flames": 77}


@pytest.fixture(scope="module")
def yaml_cards(shared_dir):
    return load_cards(shared_dir / "data/ccg/sets/battle_of_kyuden_tonbo.yaml")


def test_tiny_reader_agrees_with_pyyaml(shared_dir):
    yaml = pytest.importorskip("yaml")  # a test dependency (pyproject.toml), so it runs in CI
    path = shared_dir / "data/ccg/sets/battle_of_kyuden_tonbo.yaml"
    keys = ("title", "types", "decks", "clans", "keywords", "gold_cost", "focus", "force", "chi",
            "honor_requirement", "personal_honor", "is_unique", "collector_number", "legality",
            "province_strength", "starting_honor", "gold_production", "is_banned")
    full = yaml.safe_load(path.read_text(encoding="utf-8"))["cards"]
    tiny = tiny_load(path.read_text(encoding="utf-8"))
    assert [{k: c.get(k) for k in keys} for c in tiny] == [{k: c.get(k) for k in keys} for c in full]
    assert [re.sub(r"\s+", " ", c.get("text", "")) for c in tiny] == \
        [re.sub(r"\s+", " ", c.get("text", "")) for c in full]


def test_every_card_matches_the_database(yaml_cards):
    facts = kyuden_tonbo()
    assert len(yaml_cards) == len(facts) == 90
    for c in yaml_cards:
        f = facts[c["title"]]
        typ = c["types"][0].lower()
        assert f.type == typ
        assert f.deck == {"Dynasty": "dynasty", "Fate": "fate", "Pre-Game": "pre-game"}.get(c["decks"][0])
        assert f.clan == ((c.get("clans") or [None])[0] or "").lower() or f.clan is None
        assert f.cost == c.get("gold_cost") and f.focus == c.get("focus"), f.title
        if typ == "item":
            assert (f.force, f.chi) == (None, None)
            assert f.force_bonus == int(str(c["force"]).lstrip("+"))
            assert f.chi_bonus == int(str(c["chi"]).lstrip("+"))
        else:
            assert (f.force, f.chi) == (c.get("force"), c.get("chi")), f.title
        if "honor_requirement" not in f.decided:
            assert f.honor_requirement == c.get("honor_requirement"), f.title
        assert f.personal_honor == c.get("personal_honor")
        assert f.province_strength == c.get("province_strength")
        assert f.starting_honor == c.get("starting_honor")
        assert f.keywords == tuple(c.get("keywords") or ())
        assert f.unique == bool(c.get("is_unique")) == ("Unique" in f.keywords)
        assert f.legality == tuple(c.get("legality") or ())
        assert f.banned == bool(c.get("is_banned"))
        raw = c.get("collector_number")
        assert f.number == NUMBER_FIX.get(f.title, None if raw is None else int(raw))


def test_gold_production_read_from_card_text(yaml_cards):
    """DECISIONS.md: gold production comes from the text ("Produce N Gold"), never assumed 0."""
    for c in yaml_cards:
        f = by_name(c["title"])
        m = re.search(r"[Pp]roduce (\d+) Gold", c.get("text", ""))
        if f.type == "holding":
            assert m and f.gold_production == int(m.group(1)), f.title
            if "gold_production" in c:
                assert c["gold_production"] == f.gold_production
        elif f.type != "stronghold":
            assert f.gold_production is None, f.title


def test_decided_values():
    """DECISIONS.md: both Strongholds produce 4 Gold; Spearmen HR 1 (Diamond example)."""
    for t in ("Great Hall of Records", "Pillars of Virtue"):
        assert by_name(t).gold_production == 4 and "gold_production" in by_name(t).decided
        assert by_name(t).province_strength == 7
    assert by_name("Great Hall of Records").starting_honor == 7
    assert by_name("Pillars of Virtue").starting_honor == 5
    assert by_name("Spearmen").honor_requirement == 1
    assert by_name("Berserkers").honor_requirement is None  # absent, no rules example: none
    assert by_name("Togashi Akagi").honor_requirement is None
    assert by_name("Diamond Mine").gold_production == 5 and by_name("Barley Farm").gold_production == 1
    assert {t for t, f in kyuden_tonbo().items() if f.decided} == {
        "Great Hall of Records", "Pillars of Virtue", "Spearmen", *NUMBER_FIX}


def test_numbers_and_order():
    nums = [f.number for f in kyuden_tonbo().values()]
    assert nums[:-1] == sorted(n for n in nums if n is not None)
    assert nums[-1] is None and by_name("The Imperial Favor").deck is None
    assert set(range(1, 91)) - set(nums) == {82}


def test_facts_hold_no_card_text():
    import dataclasses
    names = {f.name for f in dataclasses.fields(kyuden_tonbo()["Spearmen"])}
    assert not names & {"text", "flavor_text", "abilities", "traits"}


def test_by_name_did_you_mean():
    with pytest.raises(KeyError, match="did you mean 'Akodo Masao'"):
        by_name("Akodo Masoa")
    with pytest.raises(KeyError) as e:
        by_name("Zzz")
    assert "did you mean" not in str(e.value)
