"""``l5r lcg cards --coverage [--json] [--missing]`` and the coverage rules of
:mod:`l5r.lcg.coverage` (issue 3: implemented vs. unimplemented cards by pack)."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

from click.testing import CliRunner

from l5r.cli import main
from l5r.lcg import coverage
from l5r.lcg.facts import NAMED_LATER, PACKS, by_name, cards, core_set, pack_of
from l5r.lcg.game import RULES
from l5r.lcg.model import FACTS

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str):
    r = CliRunner().invoke(main, ["lcg", "cards", *args])
    assert r.exit_code == 0, r.output
    return r.output


def expected_missing() -> list[str]:
    return [f.name for f in core_set().values()
            if f.id not in RULES.cards and f.id not in coverage.TEXT_IS_KEYWORDS]


#: the report's rows: the packs in release order, then the later cards the rules name
GROUPS = [*PACKS.values(), coverage.NAMED_GROUP]


def group_of(cid: str) -> str:
    return coverage.NAMED_GROUP if cid in NAMED_LATER else pack_of(cid)


def pack_missing(pack: str) -> list[str]:
    return [f.name for f in cards().values() if group_of(f.id) == pack and not coverage.is_implemented(f)]


def test_cli_cards_coverage_json_keys_and_counts():
    """Issue 15: every known card is counted, per pack in release order (the Core Set's 223,
    then the 378 of the packs of issue 15)."""
    d = json.loads(run("--coverage", "--json"))
    assert set(d) == {"implemented", "total", "custom", "by_pack", "clauses"}
    assert list(d["by_pack"]) == GROUPS
    core = d["by_pack"]["core"]
    assert set(core) == {"implemented", "total", "custom", "missing"}
    assert core["total"] == 223 and d["total"] == 613 and d["by_pack"][coverage.NAMED_GROUP]["total"] == 12
    assert core["missing"] == expected_missing()
    assert core["implemented"] == 223 - len(core["missing"])
    assert sum(r["total"] for p, r in d["by_pack"].items() if p not in ("core", coverage.NAMED_GROUP)) == 378
    for pack, row in d["by_pack"].items():
        assert row["missing"] == pack_missing(pack)
        assert row["implemented"] == row["total"] - len(row["missing"])
    assert d["implemented"] == sum(r["implemented"] for r in d["by_pack"].values())
    assert d["custom"] == sum(r["custom"] for r in d["by_pack"].values())


def test_coverage_custom_counts_cards_needing_code_of_their_own():
    """Issue 15: ``custom`` counts the implemented cards whose definition reaches a function or
    class defined in a card module (coverage.custom_code), computed from the definitions."""
    assert coverage.custom_code("01-fine-katana") == []  # no definition
    assert coverage.custom_code("01-lion-s-pride-brawler") == []  # a shared comparison (conditions.compared_to)
    assert coverage.custom_code("01-obstinate-recruit") == ["l5r.lcg.cards.lion._recruit_check"]  # a test
    assert coverage.custom_code("01-kaiu-shuichi") == []  # a shared condition (conditions.holding_in_play)
    assert "l5r.lcg.cards.crab.LookAtTopTwo" in coverage.custom_code("01-shrewd-yasuki")  # an effect class
    assert "l5r.lcg.cards.crab._look_top_two" in coverage.custom_code("01-shrewd-yasuki")  # a hook
    assert coverage.custom_code("01-seppun-guardsman") == []  # vocabulary only
    d = json.loads(run("--coverage", "--json"))
    implemented = [f for f in cards().values() if coverage.is_implemented(f)]
    assert d["custom"] == sum(1 for f in implemented if coverage.custom_code(f.id))
    for pack, row in d["by_pack"].items():
        assert row["custom"] == sum(1 for f in implemented if group_of(f.id) == pack and coverage.custom_code(f.id))


def test_cli_cards_coverage_reports_tested_clauses():
    """Issue 10: ``cards --coverage`` reports the clauses of card text that tests check
    (l5r.lcg.clauses); ``--untested`` lists the others per card."""
    d = json.loads(run("--coverage", "--json"))["clauses"]
    assert set(d) == {"total", "tested", "untested"}
    listed = json.loads((ROOT / "tests" / "data" / "untested_clauses_lcg.json").read_text(encoding="utf-8"))
    assert d["untested"] == listed and d["tested"] == d["total"] - sum(len(cs) for cs in listed.values()) > 0
    assert f"clauses tested: {d['tested']} of {d['total']}" in run("--coverage")
    lines = run("--untested").splitlines()
    assert lines == [f"{name}: {', '.join(cs)}" for name, cs in d["untested"].items()]


def test_cli_cards_coverage_counts_definitions_and_keyword_only_cards():
    d = json.loads(run("--coverage", "--json"))["by_pack"]["core"]
    assert "Shiro Nishiyama" not in d["missing"]  # has a definition in CARDS
    assert "Fine Katana" not in d["missing"]  # Restricted only
    assert "Doji Whisperer" not in d["missing"]  # vanilla


def test_cli_cards_coverage_text():
    out = run("--coverage")
    d = json.loads(run("--coverage", "--json"))
    n = 223 - len(expected_missing())
    assert f"implemented: {d['implemented']} of 613 cards; {d['custom']} with code of their own" in out
    assert f"  core: {n} of 223 ({d['by_pack']['core']['custom']} custom)" in out


def test_cli_cards_missing_prints_names():
    out = run("--missing").splitlines()
    assert out == [f"{pack}: {name}" for pack in GROUPS for name in pack_missing(pack)]


def test_cli_cards_list_marks_each_card():
    out = run().splitlines()
    assert len(out) == 613
    assert "+ core 01-fine-katana  Fine Katana (attachment, neutral)" in out
    assert all(line[:2] in ("+ ", "- ") for line in out)


def test_coverage_keyword_list_only_counts_while_keywords_match(monkeypatch):
    katana = by_name("Fine Katana")
    assert coverage.no_text(katana)
    monkeypatch.setitem(FACTS, katana.id, dataclasses.replace(katana, keywords=()))
    assert not coverage.no_text(FACTS[katana.id])
    assert not coverage.no_text(by_name("Let Go"))


def _ability_text(raw: str) -> str:
    """Card text without reminder text and markup."""
    t = re.sub(r"<i>\(.*?\)</i>", "", raw or "")
    return re.sub(r"<[^>]+>", "", t).strip()


def test_coverage_keyword_list_matches_the_card_text(shared_dir):
    """Every id in TEXT_IS_KEYWORDS has text made only of its keywords, and every
    other Core Set card has text beyond its keywords (read from ../shared)."""
    cards = shared_dir / "data" / "lcg" / "fiveringsdb" / "Card"
    for f in core_set().values():
        text = _ability_text(json.loads((cards / f"{f.id}.json").read_text("utf-8"))["text"])
        sentences = tuple(s.strip().lower() for s in text.split(".") if s.strip())
        only_keywords = all(coverage._engine_keyword(s) for s in sentences)  # True if no text
        assert (f.id in coverage.TEXT_IS_KEYWORDS) == only_keywords, f.id
        if only_keywords:
            assert coverage.TEXT_IS_KEYWORDS[f.id] == sentences == f.keywords, f.id


def test_cli_deck_check_legal_and_illegal(tmp_path):
    from importlib import resources

    from click.testing import CliRunner

    from l5r.cli import main

    text = resources.files("l5r.lcg").joinpath("data/decks/crab.txt").read_text(encoding="utf-8")
    good = tmp_path / "crab.txt"
    good.write_text(text, encoding="utf-8")
    r = CliRunner().invoke(main, ["lcg", "deck", str(good), "--core-sets", "3"])
    assert r.exit_code == 0 and "legal" in r.output, r.output
    bad = tmp_path / "bad.txt"
    bad.write_text(text + "\n3x Fine Katana\n3x Fine Katana\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["lcg", "deck", str(bad), "--core-sets", "3"])
    assert r.exit_code == 1 and "problem" in r.output and "Fine Katana" in r.output, r.output
    typo = tmp_path / "typo.txt"
    typo.write_text("3x Fine Katanna\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["lcg", "deck", str(typo)])
    assert r.exit_code != 0 and "Fine Katana" in r.output, r.output
