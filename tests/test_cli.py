"""The command line: ``l5r lcg simulate`` (issue: summary keys and log)."""

import json

from click.testing import CliRunner

from l5r.cli import main


def test_cli_simulate_json_summary_every_game_has_a_victory_reason():
    r = CliRunner().invoke(main, ["lcg", "simulate", "--games", "5", "--seed", "3", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout.strip().splitlines()[-1])
    assert set(d) == {"games", "finished", "victories", "stopped", "mean_rounds", "decisions_per_second",
                      "wins", "bots", "win_rates"}
    assert sum(d["wins"].values()) == d["finished"] and d["bots"] == {"p1": "random", "p2": "random"}
    assert d["games"] == 5 and d["finished"] == 5
    assert sum(d["victories"].values()) == 5
    assert set(d["victories"]) <= {"honor", "dishonor", "conquest"}
    assert d["mean_rounds"] > 0 and d["decisions_per_second"] > 0


def test_cli_simulate_log_narrates_framework_steps_and_decisions():
    r = CliRunner().invoke(main, ["lcg", "simulate", "--games", "1", "--seed", "1", "--log",
                                  "--deck1", "crane", "--deck2", "scorpion"])
    assert r.exit_code == 0, r.output
    out = r.output
    for words in ("first player", "Dynasty phase begins", "Bids revealed", "Conflict phase begins",
                  "Fate phase begins", "wins the game", "##### result"):
        assert words in out, words


def test_cli_simulate_rejects_unknown_clan():
    r = CliRunner().invoke(main, ["lcg", "simulate", "--deck1", "mantis"])
    assert r.exit_code != 0
    assert "mantis" in r.output


def test_cli_simulate_deck_choice_and_invariant_checks():
    r = CliRunner().invoke(main, ["lcg", "simulate", "--games", "2", "--deck1", "phoenix",
                                  "--deck2", "unicorn", "--check", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout.strip().splitlines()[-1])
    assert d["finished"] == 2
