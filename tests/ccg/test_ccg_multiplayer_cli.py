"""``l5r ccg simulate --players N`` and ``l5r ccg play --players N`` (issue 16, item 4): games
of three or four players from the command line, seated Lion, Dragon, Lion, Dragon
(:mod:`l5r.ccg.multiplayer`)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from l5r.ccg.play_cli import seats
from l5r.ccg.simulate import CCGMatch, simulate
from l5r.cli import main


def ccg(*args: str, answers: str = ""):
    return CliRunner().invoke(main, ["ccg", *args], input=answers)


@pytest.mark.parametrize("ed", ["ivory", "diamond"])
@pytest.mark.parametrize("n", [3, 4])
def test_simulate_players_reports_the_wins_of_every_seat(ed, n):
    r = ccg("simulate", "--edition", ed, "--players", str(n), "--games", "2", "--seed", "1", "--json", "--check",
            "--workers", "1")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout.strip().splitlines()[-1])
    seats_ = [f"p{i + 1}" for i in range(n)]
    assert list(d["wins"]) == seats_ and list(d["bots"]) == seats_ and list(d["win_rates"]) == seats_
    assert sum(d["wins"].values()) == d["finished"]
    assert d["games"] == 2 and d["finished"] + sum(d["stopped"].values()) == 2


def test_simulate_players_with_a_bot_per_seat_and_its_columns():
    r = ccg("simulate", "--players", "3", "--bot3", "heuristic", "--games", "1", "--max-turns", "3", "--workers", "1")
    assert r.exit_code == 0, r.output
    assert "p3 (heuristic) wins: 0" in r.output and "stopped by turn_limit: 1" in r.output
    cols = CCGMatch(bots=("random", "random", "heuristic", "random")).columns()
    assert (cols["deck3"], cols["bot3"], cols["deck4"], cols["bot4"]) == ("lion", "heuristic", "dragon", "random")
    assert "deck3" not in CCGMatch().columns()


def test_simulate_refuses_a_bot_for_a_seat_not_played_and_too_many_players():
    r = ccg("simulate", "--bot3", "heuristic", "--games", "1")
    assert r.exit_code == 2 and "--bot3 seats player 3" in r.output
    r = ccg("simulate", "--players", "5", "--games", "1")
    assert r.exit_code == 2 and "--players" in r.output


def test_two_player_simulation_is_unchanged_by_the_players_option():
    """The default (two players) plays the same games as before: the same seeds give the same
    results with and without ``--players 2``."""
    a = simulate(3, seed=4, max_turns=30).to_dict()
    r = ccg("simulate", "--players", "2", "--games", "3", "--seed", "4", "--max-turns", "30", "--json",
            "--workers", "1")
    b = json.loads(r.stdout.strip().splitlines()[-1])
    for k in ("wins", "victories", "stopped", "mean_turns"):
        assert a[k] == b[k], k


def test_play_players_3_against_two_bots():
    r = ccg("play", "--players", "3", "--seed", "2", "--max-turns", "4", answers="0\n" * 2000)
    assert r.exit_code == 0, r.output[-2000:]
    out = r.output
    assert "3 players: your Lion deck against Bot 2 (Dragon), Bot 3 (Lion)" in out
    assert "Bot 2 (dragon)" in out and "Bot 3 (lion)" in out
    assert out.rstrip().endswith("Game over: stopped at the turn limit (4 turns), no winner.")
    assert seats("dragon", "lion", 4) == (["dragon", "lion", "dragon", "lion"], ["You", "Bot 2", "Bot 3", "Bot 4"])
    with pytest.raises(ValueError, match="2 to 4 players"):
        seats("lion", "dragon", 5)


def test_play_players_cannot_change_a_loaded_game(tmp_path):
    path = tmp_path / "g.json"
    ccg("play", "--players", "3", "--seed", "1", "--save", str(path), answers="quit\n")
    assert path.exists()
    r = ccg("play", "--load", str(path), "--players", "4", answers="quit\n")
    assert r.exit_code != 0 and "--players cannot be used with --load" in r.output
    r = ccg("play", "--load", str(path), answers="0\n" * 5 + "quit\n")
    assert r.exit_code == 0, r.output[-2000:]
    assert "Bot 3 (lion)" in r.output
