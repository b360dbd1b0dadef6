"""The ``l5r ccg`` commands: simulate (same summary shape as ``l5r lcg simulate``, with
mean_turns), cards --coverage, and deck validation."""

import json

import pytest
from click.testing import CliRunner

from l5r.ccg.decklist import write_text, embedded
from l5r.cli import main

KEYS = {"games", "finished", "victories", "stopped", "mean_turns", "decisions_per_second", "wins", "bots",
        "win_rates"}
REASONS = {"military", "honor", "dishonor", "enlightenment"}


def run(*args):
    r = CliRunner().invoke(main, ["ccg", *args])
    return r


@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_simulate_json_summary_per_edition(ed):
    r = run("simulate", "--edition", ed, "--games", "3", "--seed", "1", "--json", "--check")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout.strip().splitlines()[-1])
    assert set(d) == KEYS
    assert d["games"] == 3 and sum(d["victories"].values()) + sum(d["stopped"].values()) == 3
    assert set(d["victories"]) <= REASONS and set(d["stopped"]) <= {"turn_limit", "unfinished"}
    assert d["finished"] == sum(d["victories"].values())
    assert d["mean_turns"] > 0 and d["decisions_per_second"] > 0


def test_simulate_turn_limit_is_not_a_victory():
    r = run("simulate", "--edition", "celestial", "--games", "2", "--max-turns", "3", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout.strip().splitlines()[-1])
    assert d["victories"] == {} and d["stopped"] == {"turn_limit": 2}
    assert d["finished"] == 0 and d["mean_turns"] == 3.0


def test_simulate_text_and_log():
    r = run("simulate", "--games", "1", "--max-turns", "2", "--log")
    assert r.exit_code == 0, r.output
    assert "##### game seed 0" in r.output and "--- turn 1" in r.output
    assert "##### result: winner - (turn_limit)" in r.output
    assert "games: 1" in r.output and "stopped by turn_limit: 1" in r.output


def test_simulate_rejects_an_unknown_edition():
    r = run("simulate", "--edition", "gold")
    assert r.exit_code != 0


def test_cards_coverage_json_shape():
    r = run("cards", "--coverage", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert set(d) == {"implemented", "total", "by_pack", "clauses"} and d["total"] == 90
    assert set(d["clauses"]) == {"total", "tested", "untested"}  # issue 10: clause coverage
    row = d["by_pack"]["kyuden_tonbo"]
    assert row["total"] == 90 and row["implemented"] == d["implemented"]
    assert len(row["missing"]) == 90 - row["implemented"]


def test_cards_coverage_text_and_missing():
    r = run("cards", "--coverage", "--missing")
    assert r.exit_code == 0, r.output
    assert "of 90 cards" in r.output
    from l5r.ccg.coverage import report
    for title in report()["by_pack"]["kyuden_tonbo"]["missing"]:
        assert f"kyuden_tonbo: {title}" in r.output


def test_cards_lists_all_ninety():
    r = run("cards")
    assert r.exit_code == 0
    assert len(r.output.strip().splitlines()) == 90


def test_deck_legal_and_problems(tmp_path):
    p = tmp_path / "lion.txt"
    p.write_text(write_text(embedded("lion")), encoding="utf-8")
    r = run("deck", str(p), "--edition", "celestial")
    assert r.exit_code == 0 and "legal" in r.output
    r = run("deck", str(p), "--edition", "diamond")
    assert r.exit_code == 1 and "'Border Keep' is not a starting card in diamond" in r.output


def test_deck_unreadable_list(tmp_path):
    p = tmp_path / "bad.txt"
    p.write_text("Fate:\n3x Palm Strik\n", encoding="utf-8")
    r = run("deck", str(p))
    assert r.exit_code != 0 and "did you mean 'Palm Strike'" in r.output
