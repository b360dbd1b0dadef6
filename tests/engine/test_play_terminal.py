"""The terminal game of both ``play`` commands (issue 11, items 3-4): the commands at a
decision (help, log, undo, save, board, quit), readable refusals, safe saves (never over an
existing file without --force, paths checked before the first move, relative to the user's
directory), replays written at the end and on quit, the end of input and Ctrl-C ending the
game cleanly (saved first), options a loaded game ignores refused, the LCG's seed line and
round limit. Each test drives the real command with click's CliRunner."""

from __future__ import annotations

import hashlib
import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from l5r.cli import main
from l5r.engine import replays, session
from l5r.engine.agents import act as real_act
from l5r.engine.game import Game

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"lcg": ["lcg", "play", "--seed", "5"], "ccg": ["ccg", "play", "--seed", "1"]}


def play(game: str, *args, answers: str = ""):
    return CliRunner().invoke(main, [*GAMES[game], *args], input=answers)


def clean(r, code: int) -> None:
    assert r.exit_code == code, r.output[-2000:]
    assert "Traceback" not in r.output and (r.exception is None or isinstance(r.exception, SystemExit))


def saved(path) -> Game:
    return Game.from_json(Path(path).read_text())


# ------------------------------------------------------------------ readable answers
@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_an_answer_that_is_not_a_number_gets_a_readable_message(game):
    r = play(game, answers="seven\n1.5\n\n0\n")
    clean(r, 1)
    assert "invalid literal" not in r.output
    assert "Not a legal choice: 'seven' is not an option number or a command (type a number from 0 to" in r.output
    assert "'1.5' is not an option number" in r.output
    assert "Type an option number from 0 to" in r.output  # an empty answer to a choose_one


def test_the_lcg_prints_its_seed_at_the_start_like_the_ccg():
    r = play("lcg", answers="")
    assert r.output.startswith("Game seed 5: your Crane deck against the bot's Lion deck (random bot).")
    r = CliRunner().invoke(main, ["lcg", "play"], input="")
    assert r.output.startswith("Game seed ") and int(r.output.split()[2].rstrip(":")) >= 0
    assert play("ccg").output.startswith("Game seed 1: ivory rules")


# ------------------------------------------------------------------ the commands
@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_help_lists_the_commands_and_log_shows_the_last_lines(game):
    r = play(game, answers="help\nlog 2\nlog\nlog x\n")
    clean(r, 1)
    for cmd in ("help", "log [N]", "undo", "save [FILE]", "board", "quit", "NUMBER"):
        assert f"  {cmd}" in r.output, cmd
    assert "log takes one number" in r.output


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_log_n_prints_the_last_n_lines_of_the_log(game, tmp_path):
    path = tmp_path / "g.json"
    r = play(game, "--save", str(path), answers="0\nlog 2\nlog 1\n")
    log = saved(path).state.log
    assert len(log) >= 2
    *_, after_log2, after_log1, _ = r.output.split("choose (")  # each prompt, the input echoed, what follows
    assert after_log2.split("): log 2\n", 1)[1] == "\n".join(log[-2:]) + "\n"
    assert after_log1.split("): log 1\n", 1)[1] == log[-1] + "\n"


@pytest.mark.parametrize("game, answers, undos, back_to", [
    ("lcg", "0\n\n\n0\n0\n", 2, "0\n\n\n"),  # play a character, choose its fate; back to the play
    ("ccg", "0\n", 1, ""),  # Cycle, whose choice of cards is pending; back to the first decision
])
def test_undo_steps_back_and_shows_the_decision_again_until_refused(game, answers, undos, back_to, tmp_path):
    path, expected = tmp_path / "g.json", tmp_path / "expected.json"
    play(game, "--save", str(expected), answers=back_to)  # stopped at the decision the undos go back to
    r = play(game, "--save", str(path), answers=answers + "undo\n" * (undos + 1))
    clean(r, 1)
    assert r.output.count("Undone: back to your decision before") == undos
    assert r.output.count("Cannot undo:") == 1
    assert "  0: " in r.output.split("Undone: back to your decision before")[-1]  # the decision shown again
    assert saved(path).to_data() == saved(expected).to_data()


def test_undo_in_the_terminal_restores_the_saved_game_exactly(tmp_path):
    """The save after an undo is the game at the human's previous decision."""
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    play("ccg", "--save", str(a), answers="")  # the first decision
    r = play("ccg", "--save", str(b), answers="0\nundo\n")  # Cycle (its choice pending), taken back
    assert "Undone" in r.output and saved(b).to_data() == saved(a).to_data()


def test_a_refused_undo_says_why_and_changes_nothing(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    play("ccg", "--save", str(a), answers="0\n0\n")  # cycled: the new province cards are seen
    r = play("ccg", "--save", str(b), answers="0\n0\nundo\n")
    assert "Cannot undo: You have seen" in r.output and "what was seen stays" in r.output
    assert saved(b).to_data() == saved(a).to_data()


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_quit_stops_the_game_after_writing_its_files(game, tmp_path):
    save, rep = tmp_path / "s.json", tmp_path / "r.json"
    r = play(game, "--save", str(save), "--replay", str(rep), answers="0\nquit\n")
    clean(r, 0)
    assert "You quit: game stopped." in r.output and f"saved to {save}" in r.output
    assert f"replay written to {rep}" in r.output
    g = saved(save)
    assert len(g.state.answers) >= 1
    assert replays.game_of(replays.read(rep)).to_data() == g.to_data()


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_save_file_at_the_prompt_and_never_over_another_file(game, tmp_path):
    other = tmp_path / "other.json"
    other.write_text("keep me")
    mine = tmp_path / "mine.json"
    r = play(game, answers=f"save\nsave {mine}\n0\nsave {other}\nsave {other} --force\n")
    clean(r, 1)
    assert "Not saved: this game has no save file yet: type save FILE." in r.output
    assert f"Saved to {mine} (and after each of your moves from now on)." in r.output
    assert f"Not saved: the save file {other} exists already; use --force" in r.output
    assert f"Saved to {other} (and after each" in r.output
    assert saved(other).to_data() == saved(mine).to_data()  # saved after the answer, then again
    spaced = tmp_path / "my game.json"
    r = play(game, answers=f"save {spaced}\nsave '{spaced}'\n")
    assert "save takes one file name (in quotes if it has spaces)" in r.output and spaced.exists()


# ------------------------------------------------------------------ safe saves
@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_an_existing_save_file_is_refused_at_the_start_unless_forced(game, tmp_path):
    path = tmp_path / "game.json"
    path.write_text("precious")
    r = play(game, "--save", str(path), answers="0\n")
    clean(r, 1)
    assert f"the save file {path} exists already; use --force to overwrite it" in r.output
    assert "choose" not in r.output and path.read_text() == "precious"
    r = play(game, "--save", str(path), "--force", answers="0\n")
    clean(r, 1)
    assert saved(path).state.ruleset == game


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_save_path_that_cannot_be_written_fails_before_the_first_move(game, tmp_path):
    r = play(game, "--save", str(tmp_path / "no" / "such" / "game.json"), answers="0\n")
    clean(r, 1)
    assert "the folder" in r.output and "does not exist" in r.output and "choose" not in r.output
    if os.name == "posix" and os.geteuid() != 0:
        ro = tmp_path / "ro"
        ro.mkdir(mode=0o500)
        r = play(game, "--save", str(ro / "g.json"))
        clean(r, 1)
        assert "is not writable" in r.output


def test_the_replay_file_is_refused_when_it_exists_or_is_the_save_file(tmp_path):
    path = tmp_path / "r.json"
    path.write_text("x")
    r = play("lcg", "--replay", str(path))
    clean(r, 1)
    assert f"the replay file {path} exists already" in r.output
    same = tmp_path / "same.json"
    r = play("ccg", "--save", str(same), "--replay", str(same))
    clean(r, 1)
    assert "are the same file" in r.output


def test_relative_save_paths_are_relative_to_the_current_directory(tmp_path):
    with CliRunner().isolated_filesystem(temp_dir=tmp_path) as cwd:
        r = CliRunner().invoke(main, [*GAMES["ccg"], "--save", "rel.json", "--replay", "sub.json"], input="0\n")
        clean(r, 1)
        assert (Path(cwd) / "rel.json").exists() and (Path(cwd) / "sub.json").exists()


def test_loading_and_saving_to_the_same_file_continues_that_game(tmp_path):
    path = tmp_path / "g.json"
    play("lcg", "--save", str(path), answers="0\n")
    n = len(saved(path).state.answers)
    r = CliRunner().invoke(main, ["lcg", "play", "--load", str(path), "--save", str(path)], input="0\n")
    clean(r, 1)
    m = len(saved(path).state.answers)
    assert m > n
    r = CliRunner().invoke(main, ["lcg", "play", "--load", str(path)], input=f"0\nsave {path}\n")
    clean(r, 1)
    assert f"Saved to {path} (and after each" in r.output and len(saved(path).state.answers) > m


# ------------------------------------------------------------------ --load and the options it ignores
@pytest.mark.parametrize("game, option", [("lcg", ["--clan", "crab"]), ("lcg", ["--seed", "3"]),
                                          ("lcg", ["--bot-clan", "lion"]), ("lcg", ["--max-turns", "4"]),
                                          ("ccg", ["--edition", "diamond"]), ("ccg", ["--deck", "lion"]),
                                          ("ccg", ["--seed", "9"]), ("ccg", ["--max-turns", "2"])])
def test_load_with_an_option_a_loaded_game_ignores_is_an_error(game, option, tmp_path):
    path = tmp_path / "g.json"
    play(game, "--save", str(path), answers="0\n")
    r = CliRunner().invoke(main, [game, "play", "--load", str(path), *option], input="0\n")
    clean(r, 2)
    assert f"{option[0]} cannot be used with --load" in r.output
    r = CliRunner().invoke(main, [game, "play", "--load", str(path), "--bot", "heuristic"], input="0\n")
    clean(r, 1)  # the defaults and the bot are fine with --load


# ------------------------------------------------------------------ end of input, Ctrl-C
@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_the_end_of_input_stops_the_game_saved_with_a_short_message(game, tmp_path):
    path = tmp_path / "g.json"
    r = play(game, "--save", str(path), answers="0\n")
    clean(r, 1)
    assert r.output.rstrip().endswith(f"End of input: game stopped. Game saved to {path}.")
    assert saved(path).pending.player == 0


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_ctrl_c_at_the_prompt_stops_the_game_saved(game, tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    calls = []

    def prompt(*args, **kwargs):
        calls.append(1)
        if len(calls) < 3:
            return "0"
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt:
            raise click.Abort() from None  # what click.prompt does on Ctrl-C

    monkeypatch.setattr(click, "prompt", prompt)
    r = play(game, "--save", str(path))
    clean(r, 130)
    assert r.output.rstrip().endswith(f"Interrupted: game stopped. Game saved to {path}.")
    assert len(saved(path).state.answers) >= 2


def test_ctrl_c_while_the_bot_moves_saves_the_game_as_before_that_move(tmp_path, monkeypatch):
    """A Ctrl-C in the middle of a move must not save a half-made move: the game is replayed
    from its record to before it."""
    path = tmp_path / "g.json"
    moves = []

    def act(game, agent):
        moves.append(1)
        if len(moves) == 3:
            game.state.answers.append("half")  # the move began to change the game...
            game.state.players[0].name = "broken"
            raise KeyboardInterrupt  # ...and was interrupted
        real_act(game, agent)

    monkeypatch.setattr(session, "act", act)
    r = play("ccg", "--save", str(path), answers="0\n" * 50)
    clean(r, 130)
    assert "Interrupted: game stopped." in r.output
    g = saved(path)  # loads: the record replays to exactly this game
    assert g.state.players[0].name == "You" and "half" not in g.state.answers


@pytest.mark.skipif(os.name != "posix", reason="signals")
def test_ctrl_c_under_run_py_ends_the_game_without_a_traceback(tmp_path):
    """``python3 run.py play``: the game receives Ctrl-C itself (run.py leaves no parent
    process to print a traceback), saves, and says so; the save path is relative to the
    user's directory, not the project's."""
    stamp = ROOT / ".venv" / ".installed"
    if not stamp.exists() or not (ROOT / ".venv" / "bin" / "python").exists():
        pytest.skip("run.py would install the environment first")
    if stamp.read_text() != hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest():
        pytest.skip("run.py would reinstall the environment first")
    p = subprocess.Popen([sys.executable, str(ROOT / "run.py"), "play", "--seed", "2", "--save", "rel.json"],
                         cwd=tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    out = b""
    deadline = time.time() + 60
    while b"choose" not in out and time.time() < deadline:
        ready, _, _ = select.select([p.stdout], [], [], 1)
        if ready:
            out += os.read(p.stdout.fileno(), 65536)
    assert b"choose" in out, out[-500:]
    p.send_signal(signal.SIGINT)
    rest, _ = p.communicate(timeout=60)
    text = (out + rest).decode()
    assert p.returncode == 130 and "Traceback" not in text
    assert f"Interrupted: game stopped. Game saved to {tmp_path / 'rel.json'}." in text
    assert saved(tmp_path / "rel.json").state.ruleset == "lcg"


# ------------------------------------------------------------------ the LCG's round limit
def test_lcg_play_stops_at_the_round_limit():
    r = CliRunner().invoke(main, ["lcg", "play", "--seed", "7", "--max-turns", "1"], input="0\n" * 400)
    clean(r, 0)
    assert "(random bot, stopped after 1 rounds)" in r.output
    assert r.output.rstrip().endswith("Game over: stopped at the round limit (1 round), no winner.")


def test_lcg_simulate_max_turns_stops_games_as_round_limit():
    r = CliRunner().invoke(main, ["lcg", "simulate", "--games", "2", "--max-turns", "1", "--json"])
    clean(r, 0)
    d = json.loads(r.output)
    assert d["stopped"] == {"round_limit": 2} and d["victories"] == {} and d["finished"] == 0
    assert d["mean_rounds"] == 1.0
    r = CliRunner().invoke(main, ["lcg", "simulate", "--games", "1", "--max-rounds", "2"])
    clean(r, 0)
    assert "stopped by round_limit: 1" in r.output
