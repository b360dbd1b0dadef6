"""Speed regression guard (issue 9: "each metric measured as a ratio to a fixed
pure-Python reference workload run in the same process fails the test if it drops by
more than 30% from the stored ratio"). The stored figures are
``benchmarks/baseline.json``, written by ``l5r bench --quick --json`` (see
``benchmarks/README.md``); re-store them after a deliberate speed change."""

from __future__ import annotations

import json
from pathlib import Path

from l5r import bench

BASELINE = Path(__file__).resolve().parents[1] / "benchmarks" / "baseline.json"
TOLERANCE = 0.30


def test_bench_scores_do_not_regress():
    stored = bench.scores(json.loads(BASELINE.read_text()))
    # the better of two runs per metric: a busy machine slows a run, it never speeds one up
    runs = [bench.scores(bench.run(quick=True)) for _ in range(2)]
    now = {k: max(r[k] for r in runs) for k in stored}
    slower = {k: f"{now[k] / stored[k]:.2f}" for k in stored if now[k] < (1 - TOLERANCE) * stored[k]}
    assert not slower, f"slower than benchmarks/baseline.json (ratio to the stored score): {slower}"


def test_scores_are_larger_when_faster():
    r = {"reference_s": 0.02, **{k: 10.0 for k in bench.RATES}, **{k: 1.0 for k in bench.TIMES}}
    faster = dict(r, lcg_games_per_s=20.0, lcg_clone_ms=0.5)
    a, b = bench.scores(r), bench.scores(faster)
    assert b["lcg_games_per_s"] == 2 * a["lcg_games_per_s"]
    assert b["lcg_clone_ms"] == 2 * a["lcg_clone_ms"]
