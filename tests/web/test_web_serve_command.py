"""``l5r serve`` (issue 12, item 5): the command and ``--play``, the game against a bot it
creates in one step (``python3 run.py serve``)."""

from __future__ import annotations

from click.testing import CliRunner

from l5r.cli import main
from l5r.web.serve import can_open_browser, quick_game
from l5r.web.store import Store


def test_serve_help_lists_its_options():
    r = CliRunner().invoke(main, ["serve", "--help"])
    assert r.exit_code == 0
    for opt in ("--host", "--port", "--db", "--play", "--bot", "--no-browser"):
        assert opt in r.output


def test_serve_refuses_an_unknown_bot_before_starting():
    r = CliRunner().invoke(main, ["serve", "--play", "lcg", "--bot", "genius"])
    assert r.exit_code != 0 and "genius" in r.output


def test_quick_game_is_ready_for_the_person_against_the_bot():
    s = Store("sqlite://")
    for game in ("lcg", "ccg"):
        gid, token = quick_game(s, game, "random")
        room = s.load(gid)
        assert room.status == "playing" and room.seat_of(token) == 0 and room.seats[1].bot == "random"
        assert room.game.pending.player == 0  # the bot has answered until the person must decide


def test_the_browser_is_opened_only_where_there_is_a_display(monkeypatch):
    """Without a display, webbrowser would start a text browser in the server's terminal."""
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert can_open_browser() is False
    monkeypatch.setenv("DISPLAY", ":0")
    assert can_open_browser() is True
