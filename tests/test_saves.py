"""Saved games are checked completely when loaded (issue 10 item 4, "Saves and deck files that
cannot crash anything"): ``Game.from_json`` either gives a game that plays on, or refuses the
save with a ``CorruptState`` naming what is wrong.

A save made by ``new_game`` records how its game began (LCG: ``state.config`` and
``state.seed``; CCG: ``state.setup``) and is replayed from that record and its answers on
load, so any change to it is found. A save without a record (a test harness's game) is checked
for the types of its fields, its references and the invariants. Positions: Rules Reference
"Setup" (the LCG's first decisions), Ivory "Start of game" (the CCG's).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest

import l5r.ccg
from l5r.ccg.begin import record
from l5r.ccg.decklist import embedded
from l5r.ccg.testing import Table
from l5r.engine.agents import RandomAgent, act
from l5r.engine.game import MAX_ANSWERS, Game
from l5r.engine.serial import CorruptState
from l5r.engine.terminal import load
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game as new_lcg_game
from l5r.testing import Scenario

ROOT = Path(__file__).resolve().parents[1]


def played(g: Game, n: int, seed: int = 1) -> Game:
    agent = RandomAgent(seed)
    for _ in range(n):
        act(g, agent)
    return g


def lcg_save(n: int = 40) -> dict:
    return played(new_lcg_game([default_deck("crane"), default_deck("lion")], seed=2), n).to_data()


def ccg_save(n: int = 40, edition: str = "ivory") -> dict:
    return played(l5r.ccg.new_game(["lion", "dragon"], seed=2, edition=edition), n).to_data()


def refused(data: dict, *fragments: str, verify: bool = True) -> str:
    with pytest.raises(CorruptState) as err:
        Game.from_data(data, verify=verify)
    msg = str(err.value)
    for f in fragments:
        assert f in msg, f"{f!r} not in {msg!r}"
    return msg


SAVES = {"lcg": lcg_save, "ccg": ccg_save}


# ------------------------------------------------------------- saves that load
@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_saves_load_and_continue_as_saved(game):
    data = SAVES[game]()
    g = Game.from_data(json.loads(json.dumps(data)))
    assert g.to_data() == data and g.pending is not None


def test_harness_games_have_no_record_and_load_only_when_told():
    """Games a harness changed after they began are no longer the games their records begin:
    the LCG Scenario builds one without decks, the CCG Table drops the record. Such a save
    cannot be checked by replaying it, so it is refused by default, naming why (a user's save
    stripped of its record would skip the check), and loads with ``unrecorded=True``."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], fate=3)
    s.player(1, characters=["Hida Kisada"], fate=3)
    g = s.start("dynasty")
    t = Table()
    t.put("Akodo Kuma")
    t.open_action()
    assert g.state.config["decks"] == [] and g.rules.replay(g.to_data()) is None
    assert t.g.state.setup == {} and t.g.rules.replay(t.g.to_data()) is None
    for h in (g, t.g):
        assert Game.from_json(h.to_json(), unrecorded=True).to_json() == h.to_json()
        refused(h.to_data(), "does not record how it began", "unrecorded=True")
        assert Game.from_json(h.to_json(), verify=False).to_json() == h.to_json()


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_fresh_interpreter_loads_saves_with_the_engine_alone(game, tmp_path):
    """``Game.from_json`` finds the game package a save names (``engine.game.GAME_PACKAGES``)
    without the program importing it first."""
    path = tmp_path / "save.json"
    path.write_text(json.dumps(SAVES[game](12)))
    script = ("import sys\nfrom l5r.engine.game import Game\n"
              "g = Game.from_json(open(sys.argv[1]).read())\n"
              "assert 'l5r.lcg' in sys.modules or 'l5r.ccg' in sys.modules\n"
              "print(g.rules.name, g.pending.context)")
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    out = subprocess.run([sys.executable, "-c", script, str(path)], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[0] == game


# ------------------------------------------------------------- references and types
@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_an_unknown_card_id_is_refused(game):
    d = SAVES[game]()
    d["cards"][5]["cid"] = "no-such-card"
    refused(d, "card 5 has unknown card id 'no-such-card'")


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_an_empty_stack_with_a_pending_decision_is_refused(game):
    d = SAVES[game]()
    d["stack"] = []
    refused(d, "pending decision but an empty flow stack")


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_no_pending_decision_where_one_is_due_is_refused(game):
    d = SAVES[game]()
    d["pending"] = None
    refused(d, "no decision is pending")


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_winner_who_is_no_player_is_refused(game):
    d = SAVES[game]()
    d["winner"] = 7
    refused(d, "the winner 7 is no player")


@pytest.mark.parametrize("game", ["lcg", "ccg"])
@pytest.mark.parametrize("rng", [-1, 2**64, 1.5, "seed", None, True])
def test_an_invalid_random_number_generator_state_is_refused(game, rng):
    d = SAVES[game]()
    d["rng"] = rng
    refused(d, "rng")


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_value_of_the_wrong_type_is_refused_with_its_path(game):
    d = SAVES[game]()
    d["players"][1]["honor"] = "ten"
    refused(d, "players[1].honor: expected int, got str 'ten'")
    d = SAVES[game]()
    d["players"][0]["hand"].append(None)
    refused(d, "players[0].hand[", "expected int, got NoneType None")
    d = SAVES[game]()
    d["players"][0]["honor"] = True
    refused(d, "players[0].honor: expected int, got bool True")


def test_an_unknown_ccg_edition_is_refused():
    """Ivory, celestial and diamond are the editions (``l5r.ccg.editions``)."""
    d = ccg_save()
    d["edition"] = "gold"
    refused(d, "unknown CCG edition 'gold'")


@pytest.mark.parametrize("where", ["hand", "province", "fate_discard"])
def test_a_ccg_save_with_a_duplicated_card_is_refused(where):
    """Ivory "Start of game": every card of a deck is in one place; a card listed twice is not."""
    d = ccg_save()
    p = d["players"][0]
    u = p["hand"][0]
    if where == "hand":
        p["hand"].append(u)
    elif where == "province":
        p["provinces"][1]["card"] = p["provinces"][0]["card"]
    else:
        p["fate_discard"].append(u)
    msg = refused(d, "inconsistent")
    assert len(msg.split("inconsistent: ", 1)[1]) > 10


@pytest.mark.parametrize("change", [
    lambda d: d["players"][0].__setitem__("gold_pool", -1),
    lambda d: d["cards"][d["players"][0]["hand"][0]].__setitem__("zone", "play"),
    lambda d: d["cards"][3].__setitem__("attachments", [4]),
    lambda d: d["players"][1]["provinces"][0].__setitem__("owner", 0),
    lambda d: d["cards"][3].__setitem__("owner", 5),
])
def test_a_refused_ccg_save_names_what_is_wrong(change):
    d = ccg_save()
    change(d)
    msg = refused(d, "inconsistent: ")
    assert msg.split("inconsistent: ", 1)[1].strip(), msg


# ------------------------------------------------------------- replaying the record
@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_swapped_pending_player_is_refused(game):
    """Whose decision it is follows from the record: the other player may not answer it."""
    d = SAVES[game]()
    d["pending"]["player"] = 1 - d["pending"]["player"]
    refused(d, "differs from its own record at pending.player")


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_changed_value_is_refused_with_the_first_difference(game):
    d = SAVES[game]()
    honor = d["players"][1]["honor"]
    d["players"][1]["honor"] = honor + 2
    refused(d, f"differs from its own record at players[1].honor: saved {honor + 2}, replayed {honor}")
    assert Game.from_data(d, verify=False).state.players[1].honor == honor + 2  # verify=False: no replay


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_an_answer_that_is_not_legal_is_refused_by_its_number(game):
    d = SAVES[game]()
    d["answers"][3] = "no-such-option"
    refused(d, "answer #4 is not legal")


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_record_that_cannot_start_a_game_is_refused(game):
    d = SAVES[game]()
    if game == "lcg":
        d["config"]["decks"][0]["stronghold"] = "no-such-card"
        refused(d, "decks cannot start a game", "unknown card id 'no-such-card'")
    else:
        d["setup"]["decks"][0]["dynasty"] = {}
        refused(d, "setup cannot start a game", "needs a Dynasty and a Fate deck")


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_record_that_makes_a_replay_long_is_refused(game):
    d = SAVES[game]()
    d["answers"] = ["1"] * (MAX_ANSWERS + 1)
    refused(d, f"more than {MAX_ANSWERS} answers")
    d = SAVES[game]()
    if game == "lcg":
        d["config"]["decks"][0]["conflict"] *= 100
        refused(d, "deck 1 has", "cards (at most")
    else:
        d["setup"]["decks"][0]["fate"] = {t: 500 for t in d["setup"]["decks"][0]["fate"]}
        refused(d, "setup.decks[0] has", "cards (at most")


def test_a_ccg_save_from_before_the_record_is_refused_naming_the_field():
    d = ccg_save()
    del d["setup"]
    refused(d, "CCGState: missing fields ['setup']")


def test_the_ccg_record_is_how_the_game_began():
    """Ivory "Start of game" B: a first player left to the rules is recorded as not given."""
    g = l5r.ccg.new_game(["lion", "dragon"], seed=4, edition="Celestial", max_turns=9, names=["A", "B"])
    rec = g.state.setup
    assert (rec["edition"], rec["names"], rec["first_player"], rec["max_turns"], rec["seed"]) == (
        "celestial", ["A", "B"], None, 9, 4)
    assert rec["decks"] == [record(embedded("lion")), record(embedded("dragon"))]


# ------------------------------------------------------------- hostile files
@pytest.mark.parametrize("text,fragment", [
    ('{"ruleset": ' + "1" * 5000 + "}", "not valid JSON"),  # more digits than Python reads
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    (None, "JSON text, not NoneType"),
])
def test_a_file_that_is_no_json_save_is_refused(text, fragment):
    with pytest.raises(CorruptState, match=fragment):
        Game.from_json(text)


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_save_nested_deeper_than_a_game_is_refused(game):
    """Frames are free-form data: nesting them deeper than Python can save or copy again is
    refused on load (``serial.MAX_DEPTH``), with or without a record."""
    d = SAVES[game]()
    deep: list = []
    cur = deep
    for _ in range(150):
        cur.append([])
        cur = cur[0]
    d["stack"][0]["deep"] = deep
    refused(d, "nested more than 100 levels deep")


@pytest.mark.parametrize("text", ['{"ruleset": ' + "1" * 5000 + "}", "[" * 100_000 + "]" * 100_000])
def test_the_command_line_refuses_such_a_file_cleanly(text, tmp_path):
    """``play --load`` (``engine.terminal.load``) says the file is not a saved game."""
    path = tmp_path / "game.json"
    path.write_text(text)
    with pytest.raises(click.ClickException, match="is not a saved game"):
        load(str(path), "lcg")

