"""``l5r report FILE`` (issue 13, "l5r report"): win rates per deck and per bot with 95%
Wilson intervals, victories, game lengths, as tables in the terminal and as a self-contained
HTML page with plots; missing or corrupt files are refused with a clear message."""

from __future__ import annotations

import json

import pandas as pd
import pytest
from click.testing import CliRunner

from l5r.cli import main
from l5r.engine.stats import wilson


def cli(*args: str):
    return CliRunner().invoke(main, list(args))


def made_up(tmp_path, name: str = "games.csv"):
    """Eight LCG games whose report is known: crab (player 1, heuristic) wins 5, lion
    (player 2, random) wins 2, one stopped by the round limit."""
    rows = [(s, "p1", "honor", True, 5) for s in range(5)] + [(5, "p2", "conquest", True, 6),
                                                               (6, "p2", "dishonor", True, 3),
                                                               (7, "none", "round_limit", False, 8)]
    t = pd.DataFrame({"seed": [r[0] for r in rows], "game": "lcg", "deck1": "crab", "deck2": "lion",
                      "bot1": "heuristic", "bot2": "random", "format": "stronghold", "max_rounds": 8,
                      "version": "0.1.0", "winner": [r[1] for r in rows], "victory": [r[2] for r in rows],
                      "finished": [r[3] for r in rows], "rounds": [r[4] for r in rows], "decisions": 100,
                      "seconds": 0.5})
    path = tmp_path / name
    if name.endswith(".csv"):
        t.to_csv(path, index=False)
    else:
        t.to_parquet(path)
    return path


def rate(wins: int, games: int) -> dict:
    lo, hi = wilson(wins, games)
    return {"games": games, "wins": wins, "rate": round(wins / games, 4), "ci95": [round(lo, 4), round(hi, 4)]}


@pytest.mark.parametrize("name", ["games.csv", "games.parquet"])
def test_report_json_has_win_rates_per_seat_deck_and_bot_victories_and_lengths(tmp_path, name):
    r = cli("report", str(made_up(tmp_path, name)), "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["games"] == 8 and d["kinds"] == {"lcg": 8}
    assert d["seats"] == {"p1": rate(5, 8), "p2": rate(2, 8)}
    assert d["decks"] == {"crab": rate(5, 8), "lion": rate(2, 8)}
    assert d["bots"] == {"heuristic": rate(5, 8), "random": rate(2, 8)}
    assert d["victories"] == {"conquest": 1, "dishonor": 1, "honor": 5} and d["stopped"] == {"round_limit": 1}
    lengths = d["lengths"]["rounds"]
    assert (lengths["min"], lengths["median"], lengths["max"], lengths["mean"]) == (3, 5, 8, 5.25)
    assert lengths["histogram"] == {"3": 1, "5": 5, "6": 1, "8": 1}
    assert d["pairings"] == [{"deck1": "crab", "deck2": "lion", "bot1": "heuristic", "bot2": "random",
                              "games": 8, "p1": 5, "p2": 2, "none": 1}]


def test_a_mirror_deck_counts_its_games_in_both_seats(tmp_path):
    path = tmp_path / "mirror.csv"
    pd.DataFrame({"seed": [0, 1], "game": "lcg", "deck1": "crab", "deck2": "crab", "bot1": "random",
                  "bot2": "random", "winner": ["p1", "p2"], "victory": "honor", "finished": True, "rounds": 4,
                  "decisions": 9}).to_csv(path, index=False)
    d = json.loads(cli("report", str(path), "--json").stdout)
    assert d["decks"] == {"crab": rate(2, 4)}


def test_report_table_in_the_terminal(tmp_path):
    r = cli("report", str(made_up(tmp_path)))
    assert r.exit_code == 0, r.output
    for text in ("8 games (8 LCG)", "Win rate per seat", "Win rate per deck", "Win rate per bot", "heuristic",
                 "How games ended", "stopped: round_limit", "Game length", "rounds"):
        assert text in r.output
    lo, hi = wilson(5, 8)
    assert f"62.5% │ {100 * lo:.1f} – {100 * hi:.1f}%" in r.output  # crab's row


def test_report_of_a_simulated_ccg_file(tmp_path):
    out = tmp_path / "ccg.parquet"
    r = cli("ccg", "simulate", "--games", "3", "--max-turns", "5", "--workers", "1", "--out", str(out))
    assert r.exit_code == 0, r.output
    d = json.loads(cli("report", str(out), "--json").stdout)
    assert d["games"] == 3 and set(d["decks"]) == {"lion", "dragon"} and set(d["lengths"]) == {"turns"}
    assert sum(d["victories"].values()) + sum(d["stopped"].values()) == 3


def test_html_page_has_the_plots_inline_and_needs_no_network(tmp_path):
    page = tmp_path / "report.html"
    r = cli("report", str(made_up(tmp_path)), "--html", str(page))
    assert r.exit_code == 0, r.output
    text = page.read_text()
    assert text.startswith("<!DOCTYPE html>") and "Report page written to" in r.output
    assert text.count("<svg") == 5  # seats, decks, bots, how games ended, game length
    assert not any(w in text for w in ("<script", "<link", "src=", "<img"))
    for words in ("Win rate per deck", "crab", "heuristic", "stopped: round_limit", "Game length (rounds)"):
        assert words in text
    r = cli("report", str(made_up(tmp_path)), "--html", str(page))
    assert r.exit_code == 1 and "exists already; use --force" in r.output
    assert cli("report", str(made_up(tmp_path)), "--html", str(page), "--force").exit_code == 0


@pytest.mark.parametrize(("name", "content", "message"), [
    ("missing.csv", None, "no such file"),
    ("games.txt", "seed\n1\n", "ends in .parquet or .csv"),
    ("games.parquet", "this is not parquet", "is not a readable Parquet file"),
    ("games.csv", "\x00\x01\x02garbage", "is not a readable CSV file"),
    ("games.csv", "seed,game,deck1\n1,lcg,crab\n", "it has no column deck2, bot1"),
    ("games.csv", "seed,game,deck1,deck2,bot1,bot2,winner,victory,finished,decisions,rounds\n",
     "holds no games"),
    ("games.csv", "seed,game,deck1,deck2,bot1,bot2,winner,victory,finished,decisions,rounds\n"
                  "1,lcg,crab,lion,random,random,p3,honor,True,9,4\n", "the winner column holds p3"),
])
def test_missing_and_corrupt_files_are_refused_clearly(tmp_path, name, content, message):
    path = tmp_path / name
    if content is not None:
        path.write_text(content)
    r = cli("report", str(path))
    assert r.exit_code == 1 and "Traceback" not in r.output
    assert message in r.output, r.output
