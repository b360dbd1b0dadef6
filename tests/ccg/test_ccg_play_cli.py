"""``l5r ccg play``: a human against the random bot in the terminal (the shared loop is
``l5r.engine.terminal``; the board is drawn from the human's redacted view)."""

from __future__ import annotations

import json

import ccg_fixtures  # noqa: F401  (registers the shared fixture cards)
import pytest
from click.testing import CliRunner

from l5r.ccg import model as m
from l5r.ccg.duel import challenge_frame
from l5r.ccg.play_cli import board
from l5r.ccg.state import PLAY
from l5r.ccg.testing import Table
from l5r.ccg.view import view
from l5r.cli import main
from l5r.engine.game import Game


def play(*args, answers=""):
    return CliRunner().invoke(main, ["ccg", "play", *args], input=answers)


def saved(path) -> Game:
    return Game.from_json(path.read_text())


def clean_error(r) -> None:
    """A refused command: a message and a non-zero exit code, no traceback."""
    assert r.exit_code != 0
    assert isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output


# ------------------------------------------------------------------ a whole game
@pytest.mark.parametrize("edition", ["ivory", "celestial", "diamond"])
def test_ccg_play_a_whole_game_against_the_bot_answering_always_the_first_option(edition):
    r = play("--edition", edition, "--seed", "1", "--max-turns", "4", answers="0\n" * 2000)
    assert r.exit_code == 0, r.output[-2000:]
    out = r.output
    assert f"Game seed 1: {edition} rules" in out
    for words in ("Turn 1 · ", "Imperial Favor", "Family Honor", "Gold ", "Province 1 (strength ",
                  "--- turn 2: Bot", "choose (or help):"):
        assert words in out, words
    assert out.rstrip().endswith("Game over: stopped at the turn limit (4 turns), no winner.")


def test_ccg_play_decks_are_chosen_by_the_options():
    r = play("--deck", "dragon", "--bot-deck", "lion", "--seed", "3", "--max-turns", "2", answers="0\n" * 500)
    assert r.exit_code == 0, r.output[-2000:]
    assert "your Dragon deck against the bot's Lion deck" in r.output
    assert "You (dragon)" in r.output and "Bot (lion)" in r.output


def test_ccg_play_rejects_an_unknown_deck_or_edition():
    for args in (["--deck", "crab"], ["--edition", "gold"]):
        r = play(*args)
        assert r.exit_code == 2 and "Invalid value" in r.output


# ------------------------------------------------------------------ save and load
def test_ccg_play_saves_after_each_move_and_load_continues(tmp_path):
    path = tmp_path / "game.json"
    r = play("--seed", "4", "--save", str(path), answers="0\n" * 5)
    assert r.exit_code == 1 and "End of input: game stopped." in r.output  # the input ran out: the game was saved
    g = saved(path)
    assert g.state.ruleset == "ccg" and not g.over
    before = len(g.state.answers)
    assert before >= 5  # the five human answers, and the bot's in between
    turn = g.state.turn
    r = play("--load", str(path), "--save", str(path), answers="0\n" * 3)
    assert r.exit_code == 1
    assert "Game seed" not in r.output  # no new game
    assert f"Turn {turn} · " in r.output.split("choose")[0]
    g2 = saved(path)
    assert len(g2.state.answers) >= before + 3 and g2.state.answers[:before] == g.state.answers
    assert g2.state.players[0].name == "You" and g2.state.players[1].name == "Bot"


def test_ccg_play_loaded_game_keeps_its_edition_and_turn_limit(tmp_path):
    path = tmp_path / "game.json"
    play("--edition", "diamond", "--seed", "2", "--max-turns", "3", "--save", str(path), answers="0\n")
    r = play("--load", str(path), answers="0\n" * 1000)
    assert r.exit_code == 0, r.output[-2000:]
    assert "· diamond rules ·" in r.output
    assert r.output.rstrip().endswith("stopped at the turn limit (3 turns), no winner.")


def test_ccg_play_corrupt_save_is_a_clean_error(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"ruleset": "ccg", "stack": [')
    r = play("--load", str(path))
    clean_error(r)
    assert "is not a saved game" in r.output
    path.write_text(json.dumps({"ruleset": "ccg", "__type__": "CCGState"}))
    r = play("--load", str(path))
    clean_error(r)
    assert "is not a usable saved game" in r.output


def test_ccg_play_missing_save_is_a_clean_error(tmp_path):
    r = play("--load", str(tmp_path / "nowhere.json"))
    clean_error(r)
    assert "does not exist" in r.output


def test_ccg_play_refuses_to_load_an_lcg_save(tmp_path):
    path = tmp_path / "lcg.json"
    CliRunner().invoke(main, ["lcg", "play", "--seed", "1", "--save", str(path)], input="0\n")
    assert saved(path).state.ruleset == "lcg"
    r = play("--load", str(path))
    clean_error(r)
    assert "is a saved LCG game, not a CCG game" in r.output


# ------------------------------------------------------------------ illegal answers
def test_ccg_play_an_illegal_choice_is_asked_again(tmp_path):
    path = tmp_path / "game.json"
    r = play("--seed", "4", "--save", str(path), answers="99\nhello\n-1\n0 1\n\n0\n")
    assert r.exit_code == 1
    assert r.output.count("Not a legal choice") == 4
    assert "99 is not an option number" in r.output and "-1 is not an option number" in r.output
    assert path.exists()  # the legal answer was taken and saved
    g = saved(path)
    assert len(g.state.answers) >= 1


def test_ccg_play_choose_many_takes_several_numbers_and_refuses_too_few():
    """A choose_many decision (celestial Border Keep: put province cards on the bottom of the
    Dynasty deck, at least one) takes option numbers separated by spaces; an empty answer
    below its minimum is refused and asked again."""
    from l5r.engine import terminal

    t = Table("celestial", keep=True, seed=1)
    t.open_action(0)
    t.pick("once per game: cycle")
    d = t.pending
    assert d.kind == "choose_many" and d.min == 1
    first, second = int(d.options[0].id), int(d.options[1].id)
    with CliRunner().isolation(input="\n0 0\n0 1\n") as streams:
        terminal.ask(t.g, d)
    text = streams[0].getvalue().decode()
    assert text.count("Not a legal choice") == 2
    deck = t.state.players[0].dynasty_deck
    assert {first, second} <= set(deck[:2]) and t.state.pending is not d


# ------------------------------------------------------------------ the board
def test_ccg_board_shows_personalities_attachments_and_the_battle_armies(capsys):
    """Ivory "Army Force": the board shows each army's Force during an attack, the
    battlefield's province strength, and every Personality's Force/Chi/Personal Honor."""
    t = Table("celestial")
    a = t.put("Matsu Haruya", 0)
    t.put("Spearmen", 0, host=a)
    d = t.put("Togashi Taro", 1, bowed=True)
    t.state.cards[d].dishonored = True
    t.open_battle([a], [d])
    st = t.state
    board(t.g)
    out = capsys.readouterr().out
    assert (f"P1 Matsu Haruya  Force {m.force(st, a)}, Chi {m.chi(st, a)}, Personal Honor {m.ph(st, a)}, "
            "attacking at Dragon's province 1; with Spearmen (Force ") in out
    assert (f"P1 Togashi Taro  Force {m.force(st, d)}, Chi {m.chi(st, d)}, Personal Honor {m.ph(st, d)}, "
            "defending at Dragon's province 1 (bowed, dishonored)") in out
    af = m.army_force(st, f"a{t.pid(1)}")
    assert af == m.unit_force(st, a) > 0
    assert (f"Battle at Dragon's province 1 (strength {m.province_strength(st, t.pid(1))}) — resolving now\n"
            f"  attackers: Matsu Haruya — Force {af}\n  defenders: Togashi Taro — Force 0") in out
    v = view(t.g, 0)
    assert v["battlefields"][0]["attacking_force"] == af and v["battlefields"][0]["current"]


def test_ccg_board_hides_the_bots_hand_and_face_down_cards(capsys):
    """Ivory "Game area knowledge": the board is drawn from the human's view -- the bot's hand
    is only counted, its face-down province cards and focused cards are not named."""
    t = Table("ivory")
    a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
    secret = t.put("Fixture Focus Three", 1, "hand")
    t.put("Fixture Bowing Focus", 1, "hand")
    t.put("Fixture Insult", 1, "province", face_up=False)
    mine = t.put("Spearmen", 0, "hand")
    t.state.pending, t.state.stack = None, [{"step": "ccg.phase_end"}, challenge_frame(a, b)]
    t.g.run()
    t.pick(f"h{secret}")  # the challenged focuses face down first
    board(t.g)
    out = capsys.readouterr().out
    assert "Fixture Focus Three" not in out and "Fixture Bowing Focus" not in out and "Fixture Insult" not in out
    assert "1 card in hand" in out and "Dragon focused: 1 face-down card\n" in out
    assert "Province 1 (strength 7): face down" in out
    assert f"hand: H1 Spearmen (follower, {m.gold_cost(t.state, mine)} Gold, focus 2)" in out
    assert "Duel (chi): Fixture Swordsman challenges Fixture Swordsman" in out


def test_ccg_board_shows_your_own_focused_cards_in_a_duel(capsys):
    """Ivory "Focusing area": a player may look at his own focused cards."""
    t = Table("ivory")
    a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
    theirs = t.put("Fixture Focus One", 1, "hand")
    mine = t.put("Fixture Focus Three", 0, "hand")
    t.state.pending, t.state.stack = None, [{"step": "ccg.phase_end"}, challenge_frame(a, b)]
    t.g.run()
    t.pick(f"h{theirs}")
    t.pick(f"h{mine}")
    assert t.pending.player == 1  # the bot's turn to focus again: look at the board as player 1 sees it
    board(t.g)
    out = capsys.readouterr().out
    assert "focused: Fixture Focus Three (focus 3, face down)" in out
    assert "Fixture Focus One" not in out


def test_ccg_board_names_the_imperial_favor_holder_and_the_turn(capsys):
    """Celestial "Imperial Favor": the Dragon player alone starts with it."""
    t = Table("celestial")
    board(t.g)
    out = capsys.readouterr().out
    assert "Imperial Favor: Dragon" in out and "· celestial rules ·" in out and "Lion's turn" in out
    assert t.state.cards[t.state.players[0].stronghold].zone == PLAY
    assert "in play: Great Hall of Records" in out
