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
from l5r.lcg.facts import by_name, core_set
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


def test_cli_cards_coverage_json_keys_and_counts():
    d = json.loads(run("--coverage", "--json"))
    assert set(d) == {"implemented", "total", "by_pack", "clauses"}
    assert set(d["by_pack"]) == {"core"}
    core = d["by_pack"]["core"]
    assert set(core) == {"implemented", "total", "missing"}
    assert d["total"] == core["total"] == 223
    assert core["missing"] == expected_missing()
    assert d["implemented"] == core["implemented"] == 223 - len(core["missing"])


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
    n = 223 - len(expected_missing())
    assert f"implemented: {n} of 223 cards" in out
    assert f"  core: {n} of 223" in out


def test_cli_cards_missing_prints_names():
    out = run("--missing").splitlines()
    assert out == [f"core: {name}" for name in expected_missing()]


def test_cli_cards_list_marks_each_card():
    out = run().splitlines()
    assert len(out) == 223
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
