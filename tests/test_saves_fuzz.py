"""Saves that cannot crash anything (issue 10, "Saves and deck files that cannot crash
anything"): a saved game either loads and plays on, or is refused with a ``CorruptState``.

Saves taken at several points of several random games of each game are mutated at random
(a key or a list item deleted, a number changed, a value replaced by ``None``, ``""``, ``[]``,
``{}``, a huge number, another type...). Each mutated save must be refused with
``CorruptState`` by ``Game.from_data``, or load and then play on for 60 random decisions
without any other exception.

Two kinds of saves are mutated: saves as ``new_game`` makes them, which record how their
game began and are replayed from that record on load (any change is found, wherever it is),
and the same saves with their record removed (as a test harness's games are), which are
checked for types, references, invariants and the shape of lasting effects only. The frames
of the flow stack and the lasting and delayed effects hold data private to the step or card
that made them, which only a replay can check, so the saves without a record are mutated
outside them.

``CI=true`` mutates 1,000 saves of each kind per game; otherwise 200.
"""

from __future__ import annotations

import json
import os
import random

import pytest

import l5r.ccg
import l5r.lcg
from l5r.engine.agents import RandomAgent, act
from l5r.engine.game import Game
from l5r.engine.serial import CorruptState
from l5r.lcg.decks import default_deck

COUNT = 1000 if os.environ.get("CI") == "true" else 200
#: decisions played into each random game before each save
POINTS = (15, 60, 140)
#: the parts of a state whose items only a replay can check (see the module docstring)
PRIVATE = ("stack", "lasting", "delayed")
VALUES = [None, -1, 0, 1, 7, 10**9, 10**30, "", "x", [], {}, True, 3.5, -5, [0], {"a": 1}]


def _new(game: str, seed: int) -> Game:
    if game == "lcg":
        clans = ("crane", "lion", "crab", "dragon", "phoenix", "scorpion", "unicorn")
        return l5r.lcg.new_game([default_deck(clans[seed % 7]), default_deck(clans[(seed + 3) % 7])], seed=seed,
                                logging=seed % 2 == 0)
    return l5r.ccg.new_game(["lion", "dragon"], seed=seed, edition=("ivory", "celestial", "diamond")[seed % 3],
                            logging=seed % 2 == 0)


def saves(game: str, recorded: bool) -> list[str]:
    """Saves (JSON) at :data:`POINTS` of three random games; without their record unless
    ``recorded``."""
    out = []
    for seed in range(3):
        g = _new(game, seed)
        agent = RandomAgent(seed)
        for n in range(max(POINTS) + 1):
            if g.over:
                break
            if n in POINTS:
                data = g.to_data()
                if not recorded:
                    if game == "lcg":
                        data["config"]["decks"] = []
                    else:
                        data["setup"] = {}
                out.append(json.dumps(data))
            act(g, agent)
    return out


def paths(x, pre=()):
    """Every path into the plain-data tree ``x`` (keys and list indexes)."""
    if isinstance(x, dict):
        for k, v in x.items():
            yield (*pre, k)
            yield from paths(v, (*pre, k))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield (*pre, i)
            yield from paths(v, (*pre, i))


def mutate(text: str, where: list[tuple], rng: random.Random) -> dict:
    """The save ``text`` with one to three random changes at paths of ``where``."""
    d = json.loads(text)
    for _ in range(rng.randint(1, 3)):
        p = rng.choice(where)
        try:
            parent = d
            for k in p[:-1]:
                parent = parent[k]
            k = p[-1]
            r = rng.random()
            if r < 0.15 and isinstance(parent, (dict, list)):
                del parent[k]
            elif isinstance(parent[k], int) and not isinstance(parent[k], bool) and r < 0.6:
                parent[k] += rng.choice([-2, -1, 1, 2, 50])
            elif isinstance(parent[k], str) and r < 0.7 and rng.random() < 0.5:
                other = rng.choice(where)  # a string from elsewhere in the save
                parent[k] = str(other[-1])
            else:
                parent[k] = rng.choice(VALUES)
        except (KeyError, IndexError, TypeError):
            pass  # an earlier change removed this path
    return d


def fuzz(game: str, recorded: bool, count: int, seed: int) -> dict[str, int]:
    rng = random.Random(seed)
    bases = saves(game, recorded)
    wheres = []
    for text in bases:
        ps = list(paths(json.loads(text)))
        wheres.append(ps if recorded else [p for p in ps if not (p[0] in PRIVATE and len(p) > 2)])
    tally = {"refused": 0, "played": 0}
    for i in range(count):
        b = rng.randrange(len(bases))
        d = mutate(bases[b], wheres[b], rng)
        try:
            g = Game.from_data(d, unrecorded=not recorded)
        except CorruptState as exc:
            assert str(exc).strip(), "a refused save names what is wrong"
            tally["refused"] += 1
            continue
        agents = [RandomAgent(i * 7 + p) for p in range(len(g.state.players))]
        for _ in range(60):
            if g.over:
                break
            act(g, agents[g.pending.player])
        tally["played"] += 1
    return tally


@pytest.mark.parametrize("recorded", [True, False], ids=["recorded", "no_record"])
@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_mutated_saves_are_refused_or_play_on(game, recorded):
    """Issue 10 item 4: every mutated save is refused with a CorruptState naming what is
    wrong, or loads and plays on."""
    tally = fuzz(game, recorded, COUNT, seed=10)
    assert tally["refused"] + tally["played"] == COUNT
    assert tally["refused"] > COUNT // 2  # the mutations do break saves


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_unmutated_saves_load_and_play_on(game):
    """The fuzzer's own saves load as they are (with their record; without it, only when the
    loader is told it has none, ``unrecorded``): refusals above are the mutations'."""
    for recorded in (True, False):
        for text in saves(game, recorded):
            assert Game.from_json(text, unrecorded=not recorded).to_data() == json.loads(text)


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_save_stripped_of_its_record_is_refused(game):
    """Removing how the game began from a save (to skip the replay that checks it) gets the
    save refused by default, naming why (``Game.from_data``, ``unrecorded``)."""
    for text in saves(game, recorded=False)[:2]:
        with pytest.raises(CorruptState, match="does not record how it began"):
            Game.from_json(text)
