"""``l5r lcg play``: the LCG terminal game against the bot, on the shared loop of
``l5r.engine.terminal`` (moves, save after each move, load, errors, re-prompts)."""

from __future__ import annotations

from click.testing import CliRunner

from l5r.cli import main
from l5r.engine.game import Game


def play(*args, answers=""):
    return CliRunner().invoke(main, ["lcg", "play", *args], input=answers)


def test_lcg_play_shows_the_board_and_numbered_options_then_saves_each_move(tmp_path):
    path = tmp_path / "game.json"
    r = play("--seed", "2", "--save", str(path), answers="0\n" * 6)
    assert r.exit_code == 1 and "End of input: game stopped." in r.output  # the input ran out
    out = r.output
    for words in ("Round 1 · ", "Imperial Favor", "Rings: ", "You (crane)", "Bot (lion)", "  0: ", "choose"):
        assert words in out, words
    g = Game.from_json(path.read_text())
    assert g.state.ruleset == "lcg" and len(g.state.answers) >= 6


def test_lcg_play_load_continues_the_saved_game(tmp_path):
    path = tmp_path / "game.json"
    play("--seed", "2", "--save", str(path), answers="0\n" * 4)
    before = Game.from_json(path.read_text()).state.answers
    r = play("--load", str(path), "--save", str(path), answers="0\n" * 3)
    assert r.exit_code == 1
    after = Game.from_json(path.read_text()).state.answers
    assert after[:len(before)] == before and len(after) >= len(before) + 3


def test_lcg_play_corrupt_or_missing_save_is_a_clean_error(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("not json at all")
    r = play("--load", str(path))
    assert r.exit_code != 0 and isinstance(r.exception, SystemExit)
    assert "is not a saved game" in r.output and "Traceback" not in r.output
    r = play("--load", str(tmp_path / "missing.json"))
    assert r.exit_code != 0 and "does not exist" in r.output


def test_lcg_play_an_illegal_choice_is_asked_again(tmp_path):
    path = tmp_path / "game.json"
    r = play("--seed", "2", "--save", str(path), answers="7\nx\n0\n")
    assert r.output.count("Not a legal choice") == 2
    assert path.exists()


def test_lcg_play_rejects_an_unknown_clan():
    r = play("--clan", "mantis")
    assert r.exit_code == 2 and "mantis" in r.output
