"""Issue 15: the facts of the cards of the packs after the Core Set
(``l5r/lcg/data/packs.json``, :func:`l5r.lcg.facts.cards`) against the card database in
``../shared`` (skipped when it is absent): every card of every pack of
:data:`l5r.lcg.facts.PACKS`, every fact, with keywords re-derived by the Core Set test's
own parser (:func:`test_core_facts.db_keywords`)."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from test_core_facts import FIELDS, _bonus, _position, db_keywords

from l5r.lcg.facts import NAMED_LATER, PACKS, by_name, cards, core_set, pack_of
from l5r.lcg.model import FACTS

ROOT = Path(__file__).resolve().parents[2]
NEW = {cid: f for cid, f in cards().items() if cid not in core_set()}


@pytest.fixture(scope="module")
def db(shared_dir: Path) -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    base = shared_dir / "data" / "lcg" / "fiveringsdb"
    out = {}
    for pack in PACKS.values():
        if pack == "core":
            continue
        for p in json.loads((base / "PackCard" / f"{pack}.json").read_text("utf-8")):
            out[p["card_id"]] = (json.loads((base / "Card" / f"{p['card_id']}.json").read_text("utf-8")), p)
    for cid, pack in NAMED_LATER.items():
        p = next(e for e in json.loads((base / "PackCard" / f"{pack}.json").read_text("utf-8")) if e["card_id"] == cid)
        out[cid] = (json.loads((base / "Card" / f"{cid}.json").read_text("utf-8")), p)
    return out


def test_every_card_of_the_issue_15_packs_is_known(db) -> None:
    assert len(NEW) == len(db) == 378 + 12
    assert set(NEW) == set(db)
    assert len([c for c in NEW if c not in NAMED_LATER]) == 378
    assert set(FACTS) >= set(cards())  # the rules know them all
    assert next(iter(PACKS)) == "01" and len(PACKS) == 16
    for cid in NEW:
        assert pack_of(cid) == db[cid][1].get("pack_id", NAMED_LATER.get(cid) or PACKS[cid[:2]])


def test_the_twelve_later_cards_the_rules_name_are_known_by_id(db) -> None:
    """Issue 15: the 12 later cards the rules documents name (four share a title with an
    earlier card, so they are named by id) are known with their packs."""
    titles = {"Command Respect", "Akodo Kaede", "Shosuro Miyako", "Steward of the Rich Frog", "Kakita Yoshi",
              "Retire to the Brotherhood", "Seven Stings Keep", "Silent Ones Monastery", "Study the Natural World",
              "Under Siege", "Togashi Kazue", "Ikoma Ujiaki"}
    assert {cards()[cid].name for cid in NAMED_LATER} == titles and len(NAMED_LATER) == 12
    for cid, pack in NAMED_LATER.items():
        assert pack_of(cid) == pack and db[cid][0]["id"] == cid  # (found in that pack's list: the fixture)
    shared = {cards()[c].name for c in NAMED_LATER if by_name(cards()[c].name).id != c}
    assert shared == {"Shosuro Miyako", "Kakita Yoshi", "Togashi Kazue", "Ikoma Ujiaki"}


def test_table_layout_and_order() -> None:
    raw = resources.files("l5r.lcg").joinpath("data/packs.json").read_text("utf-8")
    lines = raw.rstrip("\n").split("\n")
    body = lines[1:-1]
    assert lines[0] == "[" and lines[-1] == "]" and len(body) == 378 + 12
    rows = [json.loads(line.rstrip(",")) for line in body]
    assert all(tuple(r) == FIELDS for r in rows)
    assert [(r["id"][:2], r["position"]) for r in rows] == sorted((r["id"][:2], r["position"]) for r in rows)


def num(v: Any) -> int | str | None:
    return None if v is None else v if v == "X" else int(v)


@pytest.mark.parametrize("card_id", sorted(NEW))
def test_card_facts_match_db(card_id: str, db) -> None:
    c, p = db[card_id]
    expected = {
        "id": c["id"], "name": c["name"], "type": c["type"], "side": c["side"], "clan": c["clan"],
        "cost": num(c["cost"]), "military": num(c.get("military")), "political": num(c.get("political")),
        "glory": num(c.get("glory")), "strength": num(c.get("strength")),
        "military_bonus": _bonus(c.get("military_bonus")), "political_bonus": _bonus(c.get("political_bonus")),
        "strength_bonus": _bonus(c.get("strength_bonus")), "glory_bonus": _bonus(c.get("glory_bonus")),
        "elements": tuple(e for e in c["elements"] if e is not None), "traits": tuple(c["traits"]),
        "unique": bool(c.get("unique", c.get("is_unique"))), "fate": num(c.get("fate")), "honor": num(c.get("honor")),
        "influence_pool": num(c.get("influence_pool")), "influence_cost": num(c.get("influence_cost")),
        "deck_limit": int(c["deck_limit"]), "restricted_list": bool(c.get("is_restricted")),
        "role_restriction": c["role_restriction"], "position": _position(str(p["position"]))[0],
        "quantity": int(p["quantity"]),
    }
    f = NEW[card_id]
    assert {k: getattr(f, k) for k in expected} == expected
    assert set(f.keywords) == db_keywords(c["text"]) and len(set(f.keywords)) == len(f.keywords)


def test_no_card_text_in_table() -> None:
    for f in NEW.values():
        for k in FIELDS:
            v = getattr(f, k)
            assert all(len(s) <= 40 for s in (v if isinstance(v, tuple) else (v,)) if isinstance(s, str)), (f.id, k)


def test_titles_shared_by_two_cards_find_the_first_printed() -> None:
    """Akodo Toturi (Core Set, Children of the Empire) and Hisu Mori Toride (Breath of the Kami,
    Elements Unbound) name two cards each: a title finds the first printed (ids tell them apart)."""
    assert by_name("Akodo Toturi").id == "01-akodo-toturi"
    assert by_name("Hisu Mori Toride").id == "09-hisu-mori-toride"
    assert cards()["16-akodo-toturi"].name == "Akodo Toturi"


def test_spot_checks() -> None:
    hida = by_name("Staunch Hida")
    assert (hida.cost, hida.military, hida.political, hida.glory, hida.traits) == (2, 2, None, 1, ("bushi", "yojimbo"))
    assert by_name("Kakita Blade").keywords == ("restricted",)
    assert by_name("Kitsuki Yaruma").keywords == ("courtesy", "no poison attachments")
    assert by_name("Hito District").deck_limit == 1
    assert by_name("Blood of Onnotangu").role_restriction == "seeker"
    assert cards()["14-web-of-lies"].strength == "X"  # a variable printed value, never a number


def test_builder_script_says_the_table_is_current(shared_dir: Path) -> None:
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "lcg_facts.py"), "--check"],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stdout + r.stderr
