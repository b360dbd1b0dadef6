"""State is plain data: deepcopy, pickle and JSON save/load at any pending
decision continue identically, and a game is fixed by its seed and answers.

Positions cited: Rules Reference "Setup" (step 5, secret stronghold province;
steps 6-7, mulligans), Appendix I 2.2 (secret honor bid), 3.2.1 / 3.2.2
(declaring defenders, the conflict action window)."""

from __future__ import annotations

import copy
import hashlib
import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from l5r.engine.game import Game
from l5r.lcg.agents import RandomAgent
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game
from l5r.lcg.replay import replay, replay_game
from l5r.lcg.game import RULES
from l5r.testing import Scenario

SRC = Path(__file__).resolve().parents[2] / "src"

COPIES = {
    "deepcopy": copy.deepcopy,
    "pickle": lambda g: pickle.loads(pickle.dumps(g)),
    "json": lambda g: Game.from_json(g.to_json(), unrecorded=True),  # (harness positions)
    "clone": Game.clone,
}


def drive(g: Game, agent: RandomAgent, limit: int = 5000) -> int:
    n = 0
    while not g.over and n < limit:
        g.answer(agent.choose(g.pending))
        n += 1
    return n


def continue_together(a: Game, b: Game, seed: int, limit: int = 5000) -> int:
    """Give both games the same answers until the first ends; they must agree
    on every pending decision and on the whole final state."""
    agent = RandomAgent(seed)
    n = 0
    while not a.over and n < limit:
        assert b.pending == a.pending, f"decision {n} differs"
        ans = agent.choose(a.pending)
        a.answer(ans)
        b.answer(ans)
        n += 1
    assert a.over and b.over, "the game did not end"
    assert b.state.victory == a.state.victory and b.state.winner == a.state.winner
    assert b.to_data() == a.to_data()
    return n


def game_at(context: str, *, nth_player: int = 0, in_conflict: bool = False, seed: int = 5) -> Game:
    """A full game (crab vs crane) driven randomly to the first decision with
    ``context`` (for the ``nth_player``-th player asked in a row, so that the
    first secret answer is already hidden in the flow stack)."""
    g = new_game([default_deck("crab"), default_deck("crane")], seed=seed, logging=True)
    agent = RandomAgent(seed)
    seen = 0
    for _ in range(5000):
        d = g.pending
        if d.context == context and (not in_conflict or g.state.conflict is not None):
            if seen == nth_player:
                return g
            seen += 1
        elif seen:
            seen = 0
        g.answer(agent.choose(d))
        assert not g.over
    raise AssertionError(f"no {context} decision reached")


POINTS = {
    # Setup 5: the first player's secret province choice is in the stack
    "setup_5_second_stronghold_choice": dict(context="stronghold_province", nth_player=1),
    "setup_6_dynasty_mulligan": dict(context="dynasty_mulligan"),
    "setup_7_conflict_mulligan": dict(context="conflict_mulligan", nth_player=1),
    # 2.2: the first bid is made and hidden, the second is pending
    "rrg_2_2_second_secret_bid": dict(context="honor_bid", nth_player=1),
    "rrg_3_2_1_declare_defenders": dict(context="declare_defenders", in_conflict=True),
    "rrg_3_2_2_conflict_action_window": dict(context="conflict_action", in_conflict=True),
    "rrg_3_2_4_ring_effect": dict(context="ring_effect", in_conflict=True),
}


@pytest.mark.parametrize("how", sorted(COPIES))
@pytest.mark.parametrize("point", sorted(POINTS))
def test_copy_at_pending_decision_continues_identically(point, how):
    """A copy made at the pending decision (Setup 5-7, 2.2, 3.2.1-3.2.4) plays
    out exactly like the original when given the same answers."""
    g = game_at(**POINTS[point])
    before = g.to_data()
    c = COPIES[how](g)
    assert c is not g and c.state is not g.state
    assert c.to_data() == before
    assert c.pending == g.pending
    assert continue_together(g, c, seed=99) >= 1


@pytest.mark.parametrize("how", sorted(COPIES))
def test_rrg_2_2_copy_keeps_the_hidden_first_bid(how):
    """2.2: bids are chosen secretly and revealed together. A copy taken while
    the second player bids keeps the first player's hidden bid and reveals the
    same pair."""
    s = Scenario(first_player=0)
    s.player(0, honor=10)
    s.player(1, honor=10)
    g = s.start("draw")
    assert g.pending.context == "honor_bid" and g.pending.player == 0
    s.pick("bid 4")
    assert g.pending.context == "honor_bid" and g.pending.player == 1
    assert s.state.players[0].bid == 0  # not revealed yet
    c = COPIES[how](g)
    for game in (g, c):
        game.answer("1")
        assert [p.bid for p in game.state.players] == [4, 1]
        # 2.4: the higher bidder gives the difference to the lower bidder
        assert [p.honor for p in game.state.players] == [7, 13]
    assert c.to_data() == g.to_data()
    continue_together(g, c, seed=3)


@pytest.mark.parametrize("how", sorted(COPIES))
def test_rrg_3_2_2_copy_in_conflict_action_window_continues_identically(how):
    """3.2.2: a copy made inside the conflict action window (defender first)
    resolves the conflict and the rest of the game exactly like the original."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer", "Kakita Kaezin"], hand=["Fine Katana", "Banzai!"], fate=5)
    s.player(1, characters=["Eager Scout", "Hida Kisada"], hand=["Fine Katana"], fate=5)
    s.conflict(attacker=0, type="military", ring="fire", province=1,
               attackers=["Kakita Kaezin"], defenders=["Hida Kisada"])
    g = s.start("3.2.2")
    assert g.pending.context == "conflict_action" and g.pending.player == 1
    assert g.state.conflict is not None
    c = COPIES[how](g)
    assert c.state.conflict == g.state.conflict
    n = continue_together(g, c, seed=8)
    assert n > 5


def test_copy_is_independent_of_the_original():
    """Answering a deep copy, a pickled copy or a loaded save leaves the
    original untouched (no shared lists or dicts)."""
    g = game_at("declare_defenders", in_conflict=True)
    before = g.to_data()
    for how, fn in COPIES.items():
        c = fn(g)
        drive(c, RandomAgent(4), limit=40)
        assert g.to_data() == before, how
        assert c.to_data() != before, how


def test_pickle_and_deepcopy_use_the_registered_rule_set():
    """A copied game is driven by the same registered rule set, not a copy of it."""
    g = game_at("honor_bid")
    assert pickle.loads(pickle.dumps(g)).rules is RULES
    assert copy.deepcopy(g).rules is RULES
    assert Game.from_json(g.to_json()).rules is RULES
    # only the state is pickled: the step handlers are found by name on load
    assert len(pickle.dumps(g)) < len(pickle.dumps(g.state)) + 200


def test_json_save_is_plain_stable_json():
    """to_json gives JSON text holding the rule set name; loading and saving
    again gives the same text."""
    g = game_at("conflict_action", in_conflict=True)
    text = g.to_json()
    data = json.loads(text)
    assert data["ruleset"] == "lcg"
    assert data["pending"]["context"] == "conflict_action"
    assert Game.from_json(text).to_json() == text


def test_same_seed_and_answers_give_the_same_game():
    """Same decks, seed and answers: the same game, log included. A different
    seed shuffles the decks (Setup 4) differently."""
    decks = [default_deck("lion"), default_deck("phoenix")]
    a = new_game(decks, seed=11, logging=True)
    b = new_game(decks, seed=11, logging=True)
    assert a.to_data() == b.to_data()
    drive(a, RandomAgent(5))
    drive(b, RandomAgent(5))
    assert a.over and b.over
    assert a.to_data() == b.to_data()
    other = new_game(decks, seed=12)
    assert [p.conflict_deck for p in other.state.players] != [
        p.conflict_deck for p in new_game(decks, seed=11).state.players]


def test_replay_from_logged_answers_reproduces_the_final_state():
    """new_game with the same config and seed, then the logged answers in
    order, reproduces the final state exactly."""
    g = new_game([default_deck("scorpion"), default_deck("unicorn")], seed=21, logging=True)
    n = drive(g, RandomAgent(21))
    assert g.over and len(g.state.answers) == n
    r = replay(g.state.config, g.state.answers, seed=g.state.seed, logging=True)
    assert r.over
    assert r.to_data() == g.to_data()
    assert replay_game(g).to_data() == g.to_data()


def test_replay_mid_game_matches_and_keeps_extra_config():
    """A replay of a game stopped at any decision matches it, including config
    keys new_game does not take (a round limit ends the game the same way)."""
    g = new_game([default_deck("dragon"), default_deck("crab")], seed=2)
    g.state.config["max_rounds"] = 2
    agent = RandomAgent(2)
    for _ in range(30):
        g.answer(agent.choose(g.pending))
    assert replay_game(g).to_data() == g.to_data()
    drive(g, agent)
    r = replay_game(g)
    assert r.to_data() == g.to_data()
    assert r.state.victory == g.state.victory


def test_replay_needs_the_seed():
    g = new_game([default_deck("dragon"), default_deck("crab")], seed=2)
    with pytest.raises(ValueError, match="seed"):
        replay(g.state.config, [])


_PROGRAM = """
import hashlib
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game
from l5r.lcg.agents import RandomAgent
g = new_game([default_deck("crane"), default_deck("lion")], seed=31, logging=True)
a = RandomAgent(31)
while not g.over:
    g.answer(a.choose(g.pending))
print(hashlib.sha256(g.to_json().encode()).hexdigest())
"""


def test_same_game_in_another_process_with_other_hash_seed():
    """Determinism does not depend on Python's string hashing (set/dict order)."""
    digests = set()
    for hs in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hs, PYTHONPATH=str(SRC))
        out = subprocess.run([sys.executable, "-c", _PROGRAM], env=env, capture_output=True,
                             text=True, check=True)
        digests.add(out.stdout.strip())
    g = new_game([default_deck("crane"), default_deck("lion")], seed=31, logging=True)
    drive(g, RandomAgent(31))
    digests.add(hashlib.sha256(g.to_json().encode()).hexdigest())
    assert len(digests) == 1
