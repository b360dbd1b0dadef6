"""Bots by name (issue 11, "Bots"): the engine's seat, determinization and search bots,
on both games. Game-specific evaluation and hidden groups are tested with each game."""

from __future__ import annotations

import random

import pytest

from l5r.ccg.setup import new_game as ccg_game
from l5r.engine.agents import RandomAgent, Seat, act, candidates, determinize
from l5r.engine.bots import make_bot, parse_spec
from l5r.engine.decision import Decision, IllegalAnswer, Kind, Option
from l5r.engine.heuristic import continues
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game as lcg_game


def _lcg(seed=1):
    return lcg_game([default_deck("crab"), default_deck("lion")], seed=seed)


def _ccg(seed=1):
    return ccg_game(["lion", "dragon"], seed=seed, edition="ivory")


@pytest.mark.parametrize("spec", ["random", "heuristic", "mcts:5"])
@pytest.mark.parametrize("make", [_lcg, _ccg])
def test_every_bot_gives_legal_answers_for_a_stretch_of_play(spec, make):
    g = make()
    bots = [make_bot(spec, 1), make_bot(spec, 2)]
    for _ in range(60):
        if g.over:
            break
        n = len(g.state.answers)
        act(g, bots[g.pending.player])
        assert len(g.state.answers) == n + 1


def test_a_bot_spec_is_its_name_and_an_optional_budget():
    assert parse_spec("MCTS:1.5s") == ("mcts", {"seconds": 1.5})
    assert parse_spec("mcts") == ("mcts", {})
    for bad in ("mcts:0", "mcts:-1s", "mcts:abc", "mcts:10000s", "heuristic:5", "nobody"):
        with pytest.raises(ValueError):
            parse_spec(bad)


def test_mcts_with_an_iteration_budget_is_reproducible():
    """The same seed and iteration budget choose the same answers (a seconds budget need not)."""
    picks = []
    for _ in range(2):
        g = _lcg(4)
        bot = make_bot("mcts:8", 9)
        seq = []
        for _ in range(12):
            seq.append(bot.decide(Seat(g, g.pending.player)))
            g.answer(seq[-1])
        picks.append(seq)
    assert picks[0] == picks[1]


def test_a_seat_offers_only_its_own_decision():
    g = _lcg()
    other = 1 - g.pending.player
    with pytest.raises(IllegalAnswer):
        Seat(g, other).decision


def test_determinize_reseeds_the_copy_and_leaves_the_game_alone():
    g = _lcg()
    before = g.to_data()
    copy = determinize(g, 0, random.Random(3))
    assert g.to_data() == before
    assert copy.state.rng != g.state.rng


def test_candidates_of_a_large_choose_many_respect_its_sizes():
    d = Decision(0, Kind.MANY, "Pick", [Option(str(i), str(i)) for i in range(9)], min=2, max=3)
    cands = candidates(d, random.Random(1))
    assert cands and all(2 <= len(c) <= 3 for c in cands)
    assert len({tuple(c) for c in cands}) == len(cands)


@pytest.mark.parametrize("make", [_lcg, _ccg])
def test_the_heuristic_looks_through_the_next_steps_of_its_answer_only(make):
    """``continues``: the same player decides something else while the frame that asked is
    still where it was (e.g. a card played, then its fate) -- never when another player
    decides, when the answer ended the frame, or when the frame asks the same again."""
    g = make(3)
    agent = RandomAgent(5)
    seen = {True: 0, False: 0}
    for _ in range(150):
        if g.over:
            break
        before = g.clone()
        p, context = g.pending.player, g.pending.context
        depth, step = len(g.state.stack), g.state.stack[-1]["step"]
        g.answer(agent.choose(g.pending))
        c = continues(before, g, p)
        seen[c] += 1
        same_frame = len(g.state.stack) >= depth and g.state.stack[depth - 1]["step"] == step
        if not g.over:
            assert c == (g.pending.player == p and g.pending.context != context and same_frame)
    assert seen[True] and seen[False]
