"""The full-screen terminal game (issue 11, "A terminal game a player can read"), driven
by Textual's test pilot: keys typed at the command line and options picked, through
complete games of both rule sets against each bot."""

from __future__ import annotations

import asyncio

import pytest
import textual._wait as textual_wait
from textual.widgets import Input, OptionList, RichLog, SelectionList, Static

from l5r.ccg import board as ccg_board
from l5r.ccg import describe as ccg_describe
from l5r.ccg.play_cli import result as ccg_result
from l5r.ccg.setup import new_game as ccg_game
from l5r.engine.agents import Seat
from l5r.engine.bots import make_bot
from l5r.engine.decision import Kind
from l5r.engine.session import Session
from l5r.engine.tui import Front, PlayApp
from l5r.lcg import board as lcg_board
from l5r.lcg import describe as lcg_describe
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game as lcg_game
from l5r.lcg.play_cli import result as lcg_result
from l5r.testing import Scenario

LCG = Front(lcg_board.board, lcg_board.where, lcg_result, lcg_describe.lookup, lcg_board.panel)
CCG = Front(ccg_board.board, ccg_board.where, ccg_result, ccg_describe.lookup, ccg_board.panel)
SIZE = (160, 50)


@pytest.fixture(autouse=True)
def quick_pilot(monkeypatch):
    """The pilot waits for the app to be idle after every key by sleeping 20 ms slices; 2 ms
    slices keep a complete game within seconds (the app is the same)."""
    monkeypatch.setattr(textual_wait, "SLEEP_GRANULARITY", 0.002)
    monkeypatch.setattr(textual_wait, "SLEEP_IDLE", 0.0005)


def _lcg(seed=3):
    return lcg_game([default_deck("crab"), default_deck("lion")], seed=seed, names=["You", "Bot"], logging=True)


def _ccg(seed=3, max_turns=0):
    return ccg_game(["lion", "dragon"], seed=seed, edition="ivory", names=["You", "Bot"], logging=True,
                    max_turns=max_turns)


async def _settle(app, pilot):
    await app.workers.wait_for_complete()
    await pilot.pause()


async def _type(pilot, text: str):
    await pilot.press(*list(text), "enter")


def _screen_text(app) -> str:
    return "\n".join(str(app.query_one(f"#{w}", Static).render()) for w in ("board-text", "panel", "prompt"))


async def _play_to_the_end(game, front, bot: str, seed: int, limit: int = 5000, player: str = "random") -> int:
    """Play ``game`` to its end as player 1, typing the numbers a seeded ``player`` bot
    picks; return the decisions typed."""
    app = PlayApp(Session(game, bot=bot, bot_seed=seed + 1), front)
    me = make_bot(player, seed)  # who picks the numbers typed: a seeded random or heuristic player
    n = 0
    async with app.run_test(size=SIZE) as pilot:
        await _settle(app, pilot)
        while not game.over:
            d = game.pending
            assert d.player == 0, "the app waits for the human only when it is their decision"
            before = len(game.state.answers)
            ans = me.decide(Seat(game, 0))
            picked = ans if isinstance(ans, list) else [ans]
            idx = [str(i) for i, o in enumerate(d.options) if o.id in picked]
            await _type(pilot, " ".join(idx))
            await _settle(app, pilot)
            if len(game.state.answers) == before:  # a whole-answer rule refused it: the app said why
                assert "Not a legal choice" in _screen_text(app)
                if d.kind is Kind.MANY and d.min == 0:
                    await _type(pilot, "")
                    await _settle(app, pilot)
            n += 1
            assert n < limit
        assert "Game over" in _screen_text(app)
    return n


@pytest.mark.parametrize("bot", ["random", "heuristic", "mcts:2"])
def test_a_complete_lcg_game_against_each_bot(bot):
    g = _lcg(seed=11)
    n = asyncio.run(_play_to_the_end(g, LCG, bot, 5))
    assert g.over and g.state.winner is not None and n > 10


@pytest.mark.parametrize(("bot", "player", "seed"), [("random", "heuristic", 5), ("heuristic", "random", 6),
                                                    ("mcts:2", "random", 6)])
def test_a_complete_ccg_game_against_each_bot(bot, player, seed):
    """A whole CCG game against each bot, to its victory. The numbers typed are a seeded
    player's picks: the heuristic's against the random bot, the random player's against
    the others (so that each game ends within a few hundred decisions)."""
    g = _ccg(seed=seed)
    n = asyncio.run(_play_to_the_end(g, CCG, bot, seed, player=player))
    assert g.over and g.state.winner is not None and g.state.winner >= 0 and n > 20
    assert g.state.victory in ("military", "honor", "dishonor", "enlightenment")


def test_the_board_shows_the_whole_public_position_and_the_numbered_options():
    async def run():
        g = _lcg()
        app = PlayApp(Session(g, bot="random", bot_seed=1), LCG)
        async with app.run_test(size=SIZE) as pilot:
            await _settle(app, pilot)
            text = _screen_text(app)
            for word in ("Round", "Imperial Favor", "Rings:", "Province 5 (stronghold province)", "stronghold:",
                         "role:", "conflicts left", "You (crab)", "Bot (lion)"):
                assert word in text, word
            opts = app.query_one("#options", OptionList)
            assert opts.option_count == len(g.pending.options)
            assert str(opts.get_option_at_index(0).prompt).startswith("0: ")
    asyncio.run(run())


def test_commands_help_log_card_and_bad_input():
    async def run():
        g = _lcg()
        app = PlayApp(Session(g, bot="random", bot_seed=1), LCG)
        async with app.run_test(size=SIZE) as pilot:
            await _settle(app, pilot)
            log = app.query_one("#log", RichLog)
            await _type(pilot, "help")
            assert any("card NAME" in str(line.text) for line in log.lines)
            await _type(pilot, "log 3")
            assert any("--- log 3 ---" in str(line.text) for line in log.lines)
            before = g.to_data()
            await _type(pilot, "banana")
            assert "'banana' is not an option number" in _screen_text(app)
            await _type(pilot, "99")
            assert "99 is not an option number (0 to 4)" in _screen_text(app)
            await _type(pilot, "card fine kat")
            assert any("+2 military" in str(line.text) for line in log.lines)
            await _type(pilot, "card doji")
            assert "did you mean" in _screen_text(app).lower()
            assert g.to_data() == before, "refused input changes nothing"
    asyncio.run(run())


def test_picking_an_option_with_the_keyboard_answers_it():
    async def run():
        g = _lcg()
        app = PlayApp(Session(g, bot="random", bot_seed=1), LCG)
        async with app.run_test(size=SIZE) as pilot:
            await _settle(app, pilot)
            d = g.pending
            assert d.kind is Kind.ONE
            n = len(g.state.answers)
            app.query_one("#options", OptionList).focus()
            await pilot.press("down", "enter")
            await _settle(app, pilot)
            assert g.state.answers[n] == d.options[1].id
    asyncio.run(run())


def test_a_decision_of_several_is_ticked_then_confirmed():
    async def run():
        g = _lcg()
        app = PlayApp(Session(g, bot="random", bot_seed=1), LCG)
        async with app.run_test(size=SIZE) as pilot:
            await _settle(app, pilot)
            while g.pending.kind is not Kind.MANY:
                await _type(pilot, "0")
                await _settle(app, pilot)
            d = g.pending
            picks = app.query_one("#picks", SelectionList)
            assert picks.display and picks.option_count == len(d.options)
            assert "choose" in _screen_text(app)
            picks.focus()
            picks.highlighted = 0
            await pilot.press("space")  # tick the first option
            assert picks.selected == [d.options[0].id]
            app.query_one("#command", Input).focus()
            n = len(g.state.answers)
            await _type(pilot, "")  # confirm
            await _settle(app, pilot)
            assert g.state.answers[n] == [d.options[0].id]
    asyncio.run(run())


def test_save_writes_the_game_and_quit_leaves(tmp_path):
    async def run():
        g = _lcg()
        path = tmp_path / "g.json"
        app = PlayApp(Session(g, bot="random", bot_seed=1), LCG)
        async with app.run_test(size=SIZE) as pilot:
            await _settle(app, pilot)
            await _type(pilot, f"save {path}")
            assert path.exists() and f"Saved to {path}" in _screen_text(app)
            await _type(pilot, "quit")
        return app.return_value
    assert asyncio.run(run()) == "quit"


def test_undo_takes_back_the_last_decision_in_the_full_screen_game():
    """Undo (issue 11, "Undo, save and replay") through the session: a decision taken back
    when nothing was revealed since; refused with the reason otherwise."""
    async def run():
        g = _lcg()
        s = Session(g, bot="random", bot_seed=1)
        app = PlayApp(s, LCG)
        async with app.run_test(size=SIZE) as pilot:
            await _settle(app, pilot)
            await _type(pilot, "undo")
            assert "Cannot undo" in _screen_text(app)
            before = s.game.to_data()
            await _type(pilot, "0")  # the stronghold province: a secret choice, never taken back
            await _settle(app, pilot)
            await _type(pilot, "undo")
            assert "Cannot undo" in _screen_text(app)
            assert s.game.to_data() != before
    asyncio.run(run())


def test_the_conflict_in_progress_is_a_panel_of_its_own():
    async def run():
        s = Scenario()
        s.player(0, name="You", characters=["Akodo Toturi"], hand=["Banzai!"])
        s.player(1, name="Bot", characters=["Doji Whisperer"])
        s.conflict(attacker=0, type="military", ring="air", province=1, attackers=["Akodo Toturi"],
                   defenders=["Doji Whisperer"])
        g = s.start("conflict")
        app = PlayApp(Session(g, bot="random", bot_seed=1), LCG)
        async with app.run_test(size=SIZE) as pilot:
            await _settle(app, pilot)
            panel = app.query_one("#panel", Static)
            assert panel.display and "Conflict: You attack Bot's Province 2" in str(panel.render())
            assert "Conflict:" not in str(app.query_one("#board-text", Static).render())
    asyncio.run(run())
