"""The Core Set facts table (l5r/lcg/data/core.json) against the card database.

Every fact of every one of the 223 Core Set cards is compared with
``shared/data/lcg/fiveringsdb`` (read-only, beside the project root). Those
comparisons skip when ``shared/`` is absent, and fail under ``CI=true``.
Keywords are re-derived from the database text here with a regex approach of
its own, independent of the one used to build the table.
"""

from __future__ import annotations

import dataclasses
import json
import re
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from l5r.lcg.facts import CardFacts, by_name, core_set

# Kept in step with tests/conftest.py's SHARED_DIR (which the fixture uses).
SHARED = Path(__file__).resolve().parents[2] / ".." / "shared"

FIELDS = (
    "id", "name", "type", "side", "clan", "cost", "military", "political",
    "glory", "strength", "military_bonus", "political_bonus", "strength_bonus",
    "glory_bonus", "elements", "traits", "keywords", "unique", "fate", "honor",
    "influence_pool", "influence_cost", "deck_limit", "restricted_list",
    "role_restriction", "position", "quantity",
)

CORE_IDS = sorted(core_set())


# --------------------------------------------------------------- the database

@pytest.fixture(scope="module")
def fivedb(shared_dir: Path) -> Path:
    assert shared_dir.resolve() == SHARED.resolve()
    return shared_dir / "data" / "lcg" / "fiveringsdb"


@pytest.fixture(scope="module")
def pack(fivedb: Path) -> dict[str, dict[str, Any]]:
    rows = json.loads((fivedb / "PackCard" / "core.json").read_text("utf-8"))
    return {r["card_id"]: r for r in rows}


@pytest.fixture(scope="module")
def db_cards(fivedb: Path, pack: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {
        cid: json.loads((fivedb / "Card" / f"{cid}.json").read_text("utf-8"))
        for cid in pack
    }


def _num(v: Any) -> int | None:
    return None if v is None else int(v)


def _bonus(v: Any) -> int | str | None:
    if v is None:
        return None
    return "X" if v.lstrip("+-") == "X" else int(v)  # int("+2") == 2


def _position(pos: str) -> tuple[int, str]:
    m = re.fullmatch(r"(\d+)([A-Z]?)", pos)
    assert m, pos
    return int(m.group(1)), m.group(2)


KEYWORD_RE = re.compile(
    r"(?:^|\n|(?<=\.)\s+)"  # start of a text line or of a sentence (after an earlier keyword too)
    r"(Ancestral|Composure|Corrupted|Courtesy|Covert|Dire|Disguised (?:non-)?\[clan-[a-z]+\] character"
    r"|Disguised [A-Za-z]+|Eminent"
    r"|Legendary \d+|Limited|Pride|Rally|Restricted|Sincerity|Support"
    r"|No attachments(?: except [A-Za-z ]+?)?|No [A-Za-z ]+? attachments)\."
)


def db_keywords(text: str | None) -> set[str]:
    """Printed keywords of a DB text: capitalised keyword sentences, not quotes."""
    if not text:
        return set()
    plain = re.sub(r"<br\s*/?>", "\n", text)
    plain = re.sub(r"<[^>]+>", "", plain)
    plain = re.sub(r'"[^"]*"', "", plain)  # text granted by "... with the text: ..."
    found = set()
    for kw in KEYWORD_RE.findall(plain):
        low = kw.lower()
        if m := re.fullmatch(r"no attachments except (.+)", low):
            low = "no attachments except " + "|".join(m.group(1).split(" or "))
        elif low != "no attachments" and (m := re.fullmatch(r"no (.+) attachments", low)):
            low = "no " + "|".join(m.group(1).split(" or ")) + " attachments"
        elif m := re.fullmatch(r"disguised (non-)?\[clan-([a-z]+)\] character", low):
            low = f"disguised {m.group(1) or ''}{m.group(2)}"
        found.add(low)
    return found


# ------------------------------------------------------------- the table only

def test_table_layout_one_card_per_line() -> None:
    raw = resources.files("l5r.lcg").joinpath("data/core.json").read_text("utf-8")
    lines = raw.rstrip("\n").split("\n")
    assert lines[0] == "[" and lines[-1] == "]"
    body = lines[1:-1]
    assert len(body) == 223
    for i, line in enumerate(body):
        obj = json.loads(line.rstrip(","))
        assert tuple(obj) == FIELDS, obj["id"]
        assert line.endswith(",") == (i < len(body) - 1)


def test_dataclass_fields() -> None:
    assert tuple(f.name for f in dataclasses.fields(CardFacts)) == FIELDS
    card = core_set()["01-fine-katana"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.cost = 5  # type: ignore[misc]


def test_count_and_order() -> None:
    cards = list(core_set().values())
    assert len(cards) == 223
    assert [c.position for c in cards] == sorted(c.position for c in cards)
    assert len({c.name for c in cards}) == 223
    assert core_set() is core_set()  # cached


def test_values_are_typed() -> None:
    int_or_none = ("cost", "military", "political", "glory", "strength", "fate",
                   "honor", "influence_pool", "influence_cost")
    for c in core_set().values():
        for f in int_or_none:
            v = getattr(c, f)
            assert v is None or (type(v) is int), (c.id, f, v)
        for f in ("military_bonus", "political_bonus", "strength_bonus", "glory_bonus"):
            v = getattr(c, f)
            assert v is None or type(v) is int or v == "X", (c.id, f, v)
        for f in ("elements", "traits", "keywords"):
            v = getattr(c, f)
            assert isinstance(v, tuple) and all(isinstance(s, str) for s in v)
            assert all(s == s.lower() for s in v), (c.id, f, v)
        assert type(c.unique) is bool and type(c.restricted_list) is bool
        assert type(c.deck_limit) is int and type(c.position) is int
        assert type(c.quantity) is int and c.quantity >= 1
        if not c.is_character:
            assert c.military is None and c.political is None, c.id


def test_no_card_text_in_table() -> None:
    """Only facts: no string in the table is long enough to be ability text."""
    for c in core_set().values():
        for f in FIELDS:
            v = getattr(c, f)
            for s in v if isinstance(v, tuple) else (v,):
                if isinstance(s, str):
                    assert len(s) <= 40, (c.id, f, s)


def test_spot_checks() -> None:
    cs = core_set()
    katana = cs["01-fine-katana"]
    assert katana.keywords == ("restricted",)
    assert (katana.military_bonus, katana.political_bonus) == (2, 0)
    assert cs["01-kaiu-shuichi"].has_keyword("covert")
    assert cs["01-bayushi-liar"].keywords == ("sincerity",)
    assert set(cs["01-kaiu-envoy"].keywords) == {"courtesy", "sincerity"}
    assert cs["01-moto-horde"].keywords == ("no attachments except weapon",)
    assert cs["01-ascetic-visionary"].keywords == ("no attachments except monk|tattoo",)
    assert cs["01-jade-tetsubo"].has_keyword("restricted")  # after "Attach to ..."
    # Keywords only granted by an ability are not printed keywords.
    assert cs["01-tattooed-wanderer"].keywords == ()  # as attachment: "gains covert"
    assert cs["01-adept-of-the-waves"].keywords == ()
    assert cs["01-magnificent-kimono"].keywords == ()  # "gains pride"
    assert cs["01-asahina-storyteller"].keywords == ("sincerity",)
    assert cs["01-born-in-war"].military_bonus == "X"
    assert cs["01-shiro-nishiyama"].strength_bonus == 3
    assert cs["01-shiro-nishiyama"].influence_pool == 10
    assert cs["01-keeper-initiate"].role_restriction == "keeper"
    roles = [c for c in cs.values() if c.type == "role"]
    assert len(roles) == 10 and {c.position for c in roles} == {214, 215, 216, 217, 218}


def test_helpers() -> None:
    assert by_name("Moto Horde").has_keyword("No Attachments")
    assert not by_name("Moto Horde").has_keyword("legendary")
    assert all(c.legendary is None for c in core_set().values())  # none in Core
    assert by_name("Isawa Mori Seidō").type == "stronghold"
    with pytest.raises(KeyError, match="did you mean 'Moto Horde'"):
        by_name("Moto Hord")
    with pytest.raises(KeyError):
        by_name("No Such Card Whatsoever")
    legend = dataclasses.replace(by_name("Kaiu Envoy"), keywords=("legendary 2",))
    assert legend.legendary == 2 and legend.has_keyword("legendary")


# ---------------------------------------------------- against the card database

def test_same_cards_as_pack(pack: dict[str, dict[str, Any]]) -> None:
    assert len(pack) == 223
    assert set(pack) == set(core_set())


def test_total_quantity(pack: dict[str, dict[str, Any]]) -> None:
    total = sum(int(r["quantity"]) for r in pack.values())
    assert sum(c.quantity for c in core_set().values()) == total


def test_sorted_by_pack_position(pack: dict[str, dict[str, Any]]) -> None:
    expected = sorted(pack, key=lambda cid: _position(pack[cid]["position"]))
    assert list(core_set()) == expected


@pytest.mark.parametrize("card_id", CORE_IDS)
def test_card_facts_match_db(
    card_id: str,
    db_cards: dict[str, dict[str, Any]],
    pack: dict[str, dict[str, Any]],
) -> None:
    c = db_cards[card_id]
    p = pack[card_id]
    expected = {
        "id": c["id"],
        "name": c["name"],
        "type": c["type"],
        "side": c["side"],
        "clan": c["clan"],
        "cost": _num(c["cost"]),
        "military": _num(c["military"]),
        "political": _num(c["political"]),
        "glory": _num(c["glory"]),
        "strength": _num(c["strength"]),
        "military_bonus": _bonus(c["military_bonus"]),
        "political_bonus": _bonus(c["political_bonus"]),
        "strength_bonus": _bonus(c["strength_bonus"]),
        "glory_bonus": _bonus(c.get("glory_bonus")),
        "elements": tuple(e for e in c["elements"] if e is not None),
        "traits": tuple(c["traits"]),
        "unique": bool(c["unique"] if "unique" in c else c["is_unique"]),
        "fate": _num(c["fate"]),
        "honor": _num(c["honor"]),
        "influence_pool": _num(c["influence_pool"]),
        "influence_cost": _num(c["influence_cost"]),
        "deck_limit": int(c["deck_limit"]),
        "restricted_list": bool(c["is_restricted"]),
        "role_restriction": c["role_restriction"],
        "position": _position(p["position"])[0],
        "quantity": int(p["quantity"]),
    }
    facts = core_set()[card_id]
    actual = {f: getattr(facts, f) for f in expected}
    assert actual == expected
    assert set(facts.keywords) == db_keywords(c["text"])
    assert len(set(facts.keywords)) == len(facts.keywords)  # no duplicates


def test_keyword_census(db_cards: dict[str, dict[str, Any]]) -> None:
    """The Core Set's printed keywords, card by card (guards both parsers)."""
    census: dict[str, set[str]] = {}
    for cid, c in db_cards.items():
        for kw in db_keywords(c["text"]):
            census.setdefault(kw, set()).add(cid)
    assert census == {
        "ancestral": {"01-ancestral-daisho", "01-kitsuki-s-method"},
        "courtesy": {"01-kaiu-envoy"},
        "covert": {"01-kaiu-shuichi", "01-political-rival", "01-unassuming-yojimbo"},
        "limited": {"01-doomed-shugenja"},
        "no attachments except monk|tattoo": {"01-ascetic-visionary"},
        "no attachments except weapon": {"01-moto-horde"},
        "pride": {"01-akodo-gunso"},
        "restricted": {
            "01-ancestral-daisho", "01-fine-katana", "01-honored-blade",
            "01-jade-tetsubo", "01-kitsuki-s-method", "01-ornate-fan",
        },
        "sincerity": {
            "01-asahina-storyteller", "01-bayushi-liar", "01-kaiu-envoy",
            "01-naive-student",
        },
    }
