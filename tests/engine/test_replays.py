"""Replay files (issue 11, item 3): every finished or saved game can be written as its record
(``l5r.engine.replays``: rules version, rule set, seed, configuration with the decks, the
answers), replayed to exactly the same state, stepped through with ``l5r replay``; corrupt or
hostile files are refused with a clear message."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from l5r.ccg.simulate import play_one as ccg_play_one
from l5r.cli import main
from l5r.engine import replays
from l5r.engine.files import FileRefused
from l5r.engine.game import MAX_ANSWERS
from l5r.engine.serial import CorruptState
from l5r.engine.undo import NoRecord, Timeline
from l5r.lcg.decks import default_deck
from l5r.lcg.simulate import play_one as lcg_play_one
from l5r.testing import Scenario


def lcg_game(seed=3, log=True):
    return lcg_play_one(default_deck("crab"), default_deck("crane"), seed, log=log)[0]


def ccg_game(seed=2, log=True):
    return ccg_play_one(seed, edition="celestial", max_turns=12, log=log)[0]


def through_json(game) -> replays.Replay:
    """The replay of ``game`` written as JSON text and read back."""
    return replays.parse(json.loads(json.dumps(replays.replay_of(game).to_data())))


# ------------------------------------------------------------------ exactly the same game
@pytest.mark.parametrize("make", [lcg_game, ccg_game])
@pytest.mark.parametrize("log", [True, False])
def test_a_replay_reproduces_the_final_state_exactly(make, log):
    g = make(log=log)
    assert g.over and len(g.state.answers) > 20
    again = replays.game_of(through_json(g))
    assert again.to_data() == g.to_data()


@pytest.mark.parametrize("make", [lcg_game, ccg_game])
def test_a_replay_of_an_unfinished_game_reproduces_it_too(make):
    g = make()
    tl = Timeline.of(g)
    half = tl.at(len(tl) // 2)
    assert not half.over
    assert replays.game_of(through_json(half)).to_data() == half.to_data()


def test_the_replay_file_holds_the_documented_fields():
    g = lcg_game()
    d = replays.replay_of(g).to_data()
    assert set(d) == {"format", "version", "l5r", "ruleset", "seed", "config", "logging", "answers", "result"}
    assert d["format"] == "l5r-replay" and d["version"] == 1 and d["ruleset"] == "lcg" and d["seed"] == 3
    assert d["config"]["decks"][0]["stronghold"] == default_deck("crab")["stronghold"]
    assert d["answers"] == g.state.answers
    assert d["result"] == {"over": True, "winner": g.state.winner, "victory": g.state.victory,
                           "answers": len(g.state.answers)}
    c = replays.replay_of(ccg_game()).to_data()
    assert c["ruleset"] == "ccg" and set(c["config"]) >= {"decks", "edition", "names", "max_turns"}


def test_a_game_without_a_record_has_no_replay():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"])
    s.player(1)
    with pytest.raises(NoRecord):
        replays.replay_of(s.start("conflict"))


def test_the_cursor_steps_forwards_and_backwards_through_the_same_states():
    g = lcg_game()
    tl = Timeline.of(g)
    c = replays.Cursor(tl)
    for pos in (1, 2, 3, 40, 39, 0, len(tl)):
        c.go(pos)
        assert c.game.to_data() == tl.at(pos).to_data()
    assert c.game.to_data() == g.to_data()
    c.go(0)
    c.go(1)
    player, prompt, chosen = c.last_answer()
    assert (player, prompt) == (tl.steps[0].player, tl.steps[0].prompt) and chosen
    c.go(5)
    assert c.new_lines() == tl.at(5).state.log[len(tl.at(1).state.log):]


# ------------------------------------------------------------------ corrupt and hostile files
def good() -> dict:
    return replays.replay_of(lcg_game()).to_data()


@pytest.mark.parametrize("change, message", [
    (lambda d: d.pop("format"), "is not a replay file"),
    (lambda d: d.update(version=99), "format version 99"),
    (lambda d: d.update(ruleset="chess"), "unknown rule set 'chess'"),
    (lambda d: d.update(seed="7"), "seed '7' is not a number"),
    (lambda d: d.update(seed=-1), "is not a number from 0"),
    (lambda d: d.update(config=[]), "config is not an object"),
    (lambda d: d.update(logging="yes"), "logging is not true or false"),
    (lambda d: d.update(answers={}), "answers is not a list"),
    (lambda d: d.update(answers=["0"] * (MAX_ANSWERS + 1)), f"(at most {MAX_ANSWERS})"),
    (lambda d: d["answers"].__setitem__(3, 5), "answer #4 is not an option id"),
    (lambda d: d.update(result=3), "result is not an object"),
])
def test_a_malformed_replay_is_refused_saying_what_is_wrong(change, message):
    d = good()
    change(d)
    with pytest.raises(CorruptState, match=message.replace("(", r"\(").replace(")", r"\)")):
        replays.parse(d).timeline()


@pytest.mark.parametrize("change, message", [
    (lambda d: d["answers"].__setitem__(5, "no such option"), "answer #6 is not legal"),
    (lambda d: d["answers"].append("0"), "is given after the game ended"),
    (lambda d: d["config"].update(decks=[]), "has no decks"),
    (lambda d: d["config"].update(decks=[{"stronghold": "x"}, {}]), "cannot be replayed"),
    (lambda d: d["config"].update(names="ab"), "cannot be replayed: saved game's config.names"),
    (lambda d: d["result"].update(winner=1 - d["result"]["winner"]), "result differs"),
    (lambda d: d.update(seed=d["seed"] + 1), "cannot be replayed|result differs"),
])
def test_a_replay_whose_record_does_not_replay_is_refused(change, message):
    d = good()
    change(d)
    with pytest.raises(CorruptState, match=message):
        replays.parse(d).timeline()


def test_hostile_files_are_refused_before_parsing(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (replays.MAX_SAVE_BYTES + 1))
    with pytest.raises(FileRefused, match="too large"):
        replays.read(big)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(CorruptState, match="not valid JSON"):
        replays.read(deep)
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\x00\xff")
    with pytest.raises(FileRefused, match="not a text file"):
        replays.read(binary)
    save = tmp_path / "save.json"
    save.write_text(lcg_game().to_json())
    with pytest.raises(CorruptState, match="it is a saved game"):
        replays.read(save)


def test_the_replay_command_refuses_a_bad_file_cleanly(tmp_path):
    bad = tmp_path / "bad.json"
    for text in ("not json", "[]", json.dumps({**good(), "answers": ["x"]})):
        bad.write_text(text)
        r = CliRunner().invoke(main, ["replay", str(bad)])
        assert r.exit_code == 1 and isinstance(r.exception, SystemExit) and "Error:" in r.output
        assert "Traceback" not in r.output
    r = CliRunner().invoke(main, ["replay", str(tmp_path / "missing.json")])
    assert r.exit_code == 1 and "cannot read replay file" in r.output


# ------------------------------------------------------------------ the commands
def test_simulate_writes_a_replay_that_l5r_replay_plays_to_the_same_end(tmp_path):
    path = tmp_path / "one.json"
    r = CliRunner().invoke(main, ["lcg", "simulate", "--games", "1", "--seed", "3", "--deck1", "crab",
                                  "--deck2", "crane", "--replay", str(path), "--json"])
    assert r.exit_code == 0, r.output
    g = lcg_game(log=False)
    r = CliRunner().invoke(main, ["replay", str(path), "--final", "--json"])
    assert r.exit_code == 0, r.output
    s = json.loads(r.output)
    assert s["ruleset"] == "lcg" and s["seed"] == 3 and s["over"] and s["winner"] == g.state.winner
    assert s["victory"] == g.state.victory and s["answers"] == len(g.state.answers)
    assert [p["honor"] for p in s["players"]] == [p.honor for p in g.state.players]
    assert replays.game_of(replays.read(path)).to_data() == g.to_data()


def test_ccg_simulate_writes_a_folder_of_replays_and_refuses_to_overwrite(tmp_path):
    folder = tmp_path / "games"
    args = ["ccg", "simulate", "--games", "2", "--seed", "5", "--max-turns", "6", "--replay", str(folder)]
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 0, r.output
    assert sorted(p.name for p in folder.iterdir()) == ["game-5.json", "game-6.json"]
    for seed in (5, 6):
        g = ccg_play_one(seed, edition="ivory", max_turns=6)[0]
        assert replays.game_of(replays.read(folder / f"game-{seed}.json")).to_data() == g.to_data()
    before = (folder / "game-5.json").read_text()
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 1 and "exists already; use --force" in r.output and "games:" not in r.output
    (folder / "game-5.json").write_text("{}")
    r = CliRunner().invoke(main, [*args, "--force"])
    assert r.exit_code == 0 and (folder / "game-5.json").read_text() == before
    r = CliRunner().invoke(main, ["ccg", "simulate", "--games", "1", "--replay", str(tmp_path / "no" / "x.json")])
    assert r.exit_code == 1 and "does not exist" in r.output


def test_l5r_replay_steps_forwards_backwards_and_jumps(tmp_path):
    g = ccg_game()
    path = tmp_path / "r.json"
    replays.write(g, path)
    n = len(g.state.answers)
    r = CliRunner().invoke(main, ["replay", str(path)], input=f"n\n\nb\n10\nlog 2\nboard\nzz\n{n + 5}\n{n}\nq\n")
    assert r.exit_code == 0, r.output
    out = r.output
    for marker in ("[0/", "[1/", "[2/", "[10/", f"[{n}/{n}]"):
        assert marker in out, marker
    assert out.index("[2/") < out.rindex("[1/") < out.index("[10/")  # back from 2 to 1, then jump
    assert "is not a replay command" in out and f"The replay has answers 0 to {n}" in out
    assert "Game over" in out and "Turn 1 · " in out
    tl = Timeline.of(g)
    assert tl.at(10).state.log[-1] in out


def test_l5r_replay_final_draws_the_last_board_and_json_needs_final(tmp_path):
    g = lcg_game()
    path = tmp_path / "r.json"
    replays.write(g, path)
    r = CliRunner().invoke(main, ["replay", str(path), "--final"])
    assert r.exit_code == 0 and "Game over" in r.output and "Round " in r.output and "Imperial Favor" in r.output
    r = CliRunner().invoke(main, ["replay", str(path), "--json"])
    assert r.exit_code == 2 and "--final" in r.output


def test_a_saved_game_can_be_stepped_through_and_written_as_a_replay(tmp_path):
    g = ccg_game()
    tl = Timeline.of(g)
    half = tl.at(len(tl) // 2)
    save, out = tmp_path / "save.json", tmp_path / "out.json"
    save.write_text(half.to_json())
    r = CliRunner().invoke(main, ["replay", str(save), "--final", "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["answers"] == len(half.state.answers)
    r = CliRunner().invoke(main, ["replay", str(save), "--write", str(out)])
    assert r.exit_code == 0 and f"written to {out}" in r.output
    assert replays.game_of(replays.read(out)).to_data() == half.to_data()
    r = CliRunner().invoke(main, ["replay", str(save), "--write", str(out)])
    assert r.exit_code == 1 and "exists already; use --force" in r.output
    data = json.loads(save.read_text())
    data["answers"][3] = "no such option"
    save.write_text(json.dumps(data))
    r = CliRunner().invoke(main, ["replay", str(save)])
    assert r.exit_code == 1 and "is not a usable saved game" in r.output and "Traceback" not in r.output
