"""Simulation at scale (issue 13, "Simulation at scale"): ``--workers`` and ``--backend ray``
give the same per-game results as one game after another, ``--out`` writes one row per game
that pandas loads, the summary has win rates with 95% Wilson intervals, and bad options are
refused before any game is played."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import threading

import pandas as pd
import pytest
from click.testing import CliRunner

from l5r.ccg.simulate import CCGMatch
from l5r.cli import main
from l5r.engine import batch, results
from l5r.engine.batch import BackendError, GameRecord, chunk_size, run
from l5r.engine.simulate import simulate
from l5r.engine.stats import wilson
from l5r.lcg.simulate import LCGMatch

#: the columns of an LCG per-game file, in order (l5r.engine.results)
LCG_COLUMNS = ["seed", "game", "deck1", "deck2", "bot1", "bot2", "format", "max_rounds", "version", "winner",
               "victory", "finished", "rounds", "decisions", "seconds"]
CCG_COLUMNS = ["seed", "game", "deck1", "deck2", "bot1", "bot2", "edition", "max_turns", "version", "winner",
               "victory", "finished", "turns", "decisions", "seconds"]


def outcomes(match, games: int, seed: int, **kw) -> tuple[list[tuple], dict]:
    """Every game's outcome (all but its time) in the order ``each`` saw them, and the summary
    without its speed."""
    seen: list[tuple] = []
    s = simulate(match, games, seed, each=lambda r: seen.append(r.outcome()), **kw)
    d = s.to_dict()
    d.pop("decisions_per_second")
    return seen, d


def cli(*args: str):
    return CliRunner().invoke(main, list(args))


def test_two_workers_give_the_lcg_games_of_one_worker_in_seed_order_logs_and_replays_included():
    match = LCGMatch("crane", "scorpion", ("heuristic", "random"), max_rounds=2, log=True, replay=True)
    one, s1 = outcomes(match, 4, 40, workers=1)
    two, s2 = outcomes(match, 4, 40, workers=2)
    assert [o[0] for o in one] == list(range(40, 44))
    assert two == one and s2 == s1
    assert all(o[6] and o[7]["seed"] == o[0] for o in one)  # each game's log and replay came back


@pytest.mark.parametrize("method", ["fork", batch.START_METHOD])
def test_two_workers_give_the_ccg_games_of_one_worker_however_they_start(monkeypatch, method):
    """Workers start as copies of this process (fork) or from a fork server (or spawned):
    the same games either way."""
    monkeypatch.setattr(batch, "start_method", lambda: method)
    match = CCGMatch("celestial", max_turns=8)
    one, s1 = outcomes(match, 5, 3, workers=1)
    two, s2 = outcomes(match, 5, 3, workers=2)
    assert two == one and s2 == s1 and s1["games"] == 5


def test_workers_fork_only_from_a_process_with_one_thread():
    stop = threading.Event()
    t = threading.Thread(target=stop.wait)
    alone = threading.active_count() == 1
    assert batch.start_method() == ("fork" if alone and batch.FORK else batch.START_METHOD)
    t.start()
    try:
        assert batch.start_method() == batch.START_METHOD
    finally:
        stop.set()
        t.join()


def test_chunks_that_end_out_of_order_come_back_in_seed_order():
    done = [(2, ["c"]), (0, ["a"]), (1, ["b"])]
    counted: list[int] = []
    assert list(batch._ordered(iter(done), counted.append)) == ["a", "b", "c"]
    assert counted == [1, 1, 1]


def test_chunk_sizes_keep_a_few_chunks_per_worker_and_at_least_one_game():
    assert chunk_size(0, 2) == 1 and chunk_size(31, 2) == 1
    assert chunk_size(400, 2) == 12 and chunk_size(10**6, 2) == batch.MAX_CHUNK


def test_progress_counts_every_game_once():
    counted: list[int] = []
    records = list(run(LCGMatch(max_rounds=1).play, range(5), workers=2, chunk=2, progress=counted.append))
    assert [r.seed for r in records] == list(range(5)) and sum(counted) == 5 and sorted(counted) == [1, 2, 2]


def test_an_error_in_a_worker_reaches_the_caller():
    with pytest.raises(Exception, match="mantis"):
        list(run(LCGMatch("mantis").play, range(4), workers=2, chunk=1))


def test_unknown_backend_and_no_workers_are_refused():
    with pytest.raises(BackendError, match="unknown backend 'spark'"):
        run(LCGMatch().play, [0], backend="spark")
    with pytest.raises(BackendError, match="at least 1"):
        run(LCGMatch().play, [0], workers=0)


def test_the_ray_backend_without_ray_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails
    with pytest.raises(BackendError, match=r"pip install 'l5r\[ray\]'"):
        list(run(LCGMatch().play, [0], backend="ray"))
    r = cli("lcg", "simulate", "--games", "1", "--backend", "ray")
    assert r.exit_code == 1 and "needs Ray" in r.output


def test_summary_win_rates_are_wins_over_games_with_wilson_intervals():
    r = cli("lcg", "simulate", "--games", "6", "--seed", "2", "--workers", "1", "--json")
    d = json.loads(r.stdout)
    for p in ("p1", "p2"):
        lo, hi = wilson(d["wins"][p], d["games"])
        assert d["win_rates"][p] == {"rate": round(d["wins"][p] / 6, 4), "ci95": [round(lo, 4), round(hi, 4)]}
    text = cli("ccg", "simulate", "--games", "2", "--max-turns", "3", "--workers", "1").output
    assert "win rate (95% CI): p1 0.0% [0.0, 65.8]  p2 0.0% [0.0, 65.8]" in text  # turn limits: no winner


def test_cli_workers_give_the_same_summary_and_rows(tmp_path):
    a, b = tmp_path / "one.csv", tmp_path / "two.parquet"
    r1 = cli("lcg", "simulate", "--games", "8", "--seed", "5", "--workers", "1", "--json", "--out", str(a))
    r2 = cli("lcg", "simulate", "--games", "8", "--seed", "5", "--workers", "2", "--json", "--out", str(b))
    assert r1.exit_code == 0 and r2.exit_code == 0, r1.output + r2.output
    d1, d2 = json.loads(r1.stdout), json.loads(r2.stdout)
    d1.pop("decisions_per_second"), d2.pop("decisions_per_second")
    assert d1 == d2
    t1, t2 = pd.read_csv(a), pd.read_parquet(b)
    assert t1.drop(columns="seconds").equals(t2.drop(columns="seconds"))
    assert r1.stderr == "" and r2.stderr == ""  # no progress bar with --json or off a terminal


def test_lcg_out_files_load_in_pandas_one_row_per_game_with_the_documented_columns(tmp_path):
    path = tmp_path / "games.parquet"
    r = cli("lcg", "simulate", "--games", "4", "--seed", "9", "--deck1", "phoenix", "--bot2", "heuristic",
            "--max-rounds", "2", "--workers", "2", "--json", "--out", str(path))
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    t = pd.read_parquet(path)
    assert list(t.columns) == LCG_COLUMNS and len(t) == 4
    assert list(t.seed) == [9, 10, 11, 12] and set(t.deck1) == {"phoenix"} and set(t.deck2) == {"lion"}
    assert set(t.bot1) == {"random"} and set(t.bot2) == {"heuristic"} and set(t.max_rounds) == {2}
    assert t.seed.dtype == "int64" and t.finished.dtype == bool and t.seconds.dtype == "float64"
    assert (t.winner == "p1").sum() == d["wins"]["p1"] and (t.winner == "p2").sum() == d["wins"]["p2"]
    assert t.rounds.mean() == pytest.approx(d["mean_rounds"], abs=0.01)
    assert t.decisions.sum() > 0 and (t.seconds > 0).all()
    for row in t.itertuples():  # each row reproduces its game
        g = LCGMatch(row.deck1, row.deck2, (row.bot1, row.bot2), int(row.max_rounds)).play(int(row.seed))
        assert (g.winner_name, g.result, g.length, g.decisions) == (row.winner, row.victory, row.rounds,
                                                                     row.decisions)


def test_ccg_out_csv_loads_in_pandas_one_row_per_game(tmp_path):
    path = tmp_path / "games.csv"
    r = cli("ccg", "simulate", "--edition", "diamond", "--games", "3", "--max-turns", "6", "--workers", "1",
            "--json", "--out", str(path))
    assert r.exit_code == 0, r.output
    t = pd.read_csv(path)
    assert list(t.columns) == CCG_COLUMNS and len(t) == 3
    assert set(t.edition) == {"diamond"} and set(t.deck1) == {"lion"} and set(t.deck2) == {"dragon"}
    assert set(t.winner) <= {"p1", "p2", "none"} and (t.turns <= 6).all()


def test_out_with_an_unknown_extension_is_refused_before_any_game(tmp_path):
    r = cli("lcg", "simulate", "--games", "1000000", "--out", str(tmp_path / "games.xlsx"),
            "--replay", str(tmp_path / "replays"))
    assert r.exit_code == 1 and "extension must be .parquet or .csv" in r.output
    assert os.listdir(tmp_path) == []  # not even the replay folder


def test_an_existing_out_file_needs_force(tmp_path):
    path = tmp_path / "games.csv"
    path.write_text("keep me\n")
    r = cli("lcg", "simulate", "--games", "1000000", "--out", str(path))
    assert r.exit_code == 1 and "exists already; use --force" in r.output and path.read_text() == "keep me\n"
    r = cli("lcg", "simulate", "--games", "2", "--workers", "1", "--out", str(path), "--force")
    assert r.exit_code == 0 and len(pd.read_csv(path)) == 2
    assert sorted(os.listdir(tmp_path)) == ["games.csv"]  # no temporary file left


def test_a_failing_batch_leaves_no_out_file(tmp_path):
    path = tmp_path / "games.parquet"
    with pytest.raises(RuntimeError), results.Writer(results.check_out(path), {"seed": 0}) as w:
        w.write({"seed": 1})
        raise RuntimeError("interrupted")
    assert os.listdir(tmp_path) == []


def test_address_is_for_ray_only():
    r = cli("lcg", "simulate", "--games", "1", "--address", "auto")
    assert r.exit_code == 2 and "--address joins a Ray cluster: use it with --backend ray" in r.output


def test_records_say_who_won():
    assert GameRecord(0, 1, "honor", True, 3, 10).winner_name == "p2"
    assert GameRecord(0, None, "round_limit", False, 3, 10).winner_name == "none"


RAY = importlib.util.find_spec("ray") is not None
#: the tests that need Ray run wherever it is installed, and always under CI (which installs it)
needs_ray = pytest.mark.skipif(not RAY and os.environ.get("CI", "").lower() != "true",
                               reason="Ray is not installed (pip install 'l5r[ray]'); CI installs it")


@needs_ray
def test_ray_backend_on_a_local_instance_gives_the_results_of_the_local_backend(tmp_path):
    args = ["--games", "6", "--seed", "21", "--max-rounds", "4", "--json"]
    local = cli("lcg", "simulate", *args, "--workers", "1", "--out", str(tmp_path / "local.csv"))
    on_ray = cli("lcg", "simulate", *args, "--backend", "ray", "--workers", "2", "--out", str(tmp_path / "ray.csv"))
    assert local.exit_code == 0 and on_ray.exit_code == 0, local.output + on_ray.output
    d1, d2 = json.loads(local.stdout), json.loads(on_ray.stdout)
    d1.pop("decisions_per_second"), d2.pop("decisions_per_second")
    assert d1 == d2 and d1["games"] == 6
    t1, t2 = pd.read_csv(tmp_path / "local.csv"), pd.read_csv(tmp_path / "ray.csv")
    assert len(t2) == 6 and t1.drop(columns="seconds").equals(t2.drop(columns="seconds"))


def test_the_progress_bar_shows_games_done_of_all(capsys):
    with batch.progress_bar(3, enabled=True) as advance:
        advance(2)
        advance(1)
    err = capsys.readouterr().err
    assert "3/3" in err and "games" in err
    with batch.progress_bar(3, enabled=False) as advance:
        advance(3)
    assert capsys.readouterr().err == ""


@needs_ray
def test_a_ray_address_that_takes_no_connection_is_refused_at_once():
    r = cli("lcg", "simulate", "--games", "1", "--backend", "ray", "--address", "127.0.0.1:1")
    assert r.exit_code == 1 and "cannot reach the Ray cluster at 127.0.0.1:1" in r.output
