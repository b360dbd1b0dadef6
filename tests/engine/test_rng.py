"""The engine's random numbers (Rules Reference "Setup" 3-4 pick the first
player and shuffle the decks, "Shuffle"): deterministic, uniform enough,
plain data; and the doctests of rng, serial and decision run and pass."""

from __future__ import annotations

import doctest
import itertools
import json
from collections import Counter

import pytest

from l5r.engine import decision, rng, serial
from l5r.engine.game import Game
from l5r.engine.rng import Rng
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game


def test_same_seed_same_sequence_other_seed_other_sequence():
    a, b, c = Rng(42), Rng(42), Rng(43)
    xs = [a.next64() for _ in range(100)]
    assert xs == [b.next64() for _ in range(100)]
    assert xs != [c.next64() for _ in range(100)]
    assert len(set(xs)) == 100


def test_state_is_one_integer_and_resuming_from_it_continues_the_sequence():
    r = Rng(7)
    [r.below(10) for _ in range(13)]
    saved = json.loads(json.dumps(r.state))
    assert isinstance(saved, int) and 0 <= saved < 2 ** 64
    rest = [r.below(1000) for _ in range(50)]
    r2 = Rng(0)
    r2.state = saved
    assert [r2.below(1000) for _ in range(50)] == rest


def test_seed_is_reduced_to_64_bits():
    assert Rng(-1).state == 2 ** 64 - 1
    assert Rng(2 ** 64 + 5).state == 5


@pytest.mark.parametrize("n", [1, 2, 3, 5, 7, 40, 2 ** 32 + 1, 2 ** 63 + 1, 2 ** 64])
def test_below_stays_in_range(n):
    r = Rng(n)
    vals = [r.below(n) for _ in range(500)]
    assert all(0 <= v < n for v in vals)
    if n == 1:
        assert set(vals) == {0}
    else:
        assert len(set(vals)) > 1


@pytest.mark.parametrize("n", [0, -3])
def test_below_needs_a_positive_bound(n):
    with pytest.raises(ValueError):
        Rng(1).below(n)


@pytest.mark.parametrize("n", [2, 5, 6, 7])
def test_below_is_roughly_uniform(n):
    """Each value's count stays within 5% of its expectation over 20000*n
    draws (about 7 standard deviations: a fixed seed, so never flaky)."""
    r = Rng(1234 + n)
    draws = 20000 * n
    counts = Counter(r.below(n) for _ in range(draws))
    assert set(counts) == set(range(n))
    for v in range(n):
        assert abs(counts[v] - 20000) < 1000, counts


def test_high_bits_and_low_bits_both_vary():
    r = Rng(9)
    xs = [r.next64() for _ in range(2000)]
    assert 900 < sum(x & 1 for x in xs) < 1100
    assert 900 < sum(x >> 63 for x in xs) < 1100


@pytest.mark.parametrize("size", [0, 1, 2, 10, 45])
def test_shuffle_is_a_permutation(size):
    r = Rng(size)
    items = list(range(size))
    r.shuffle(items)
    assert sorted(items) == list(range(size))


def test_shuffle_moves_cards_and_depends_on_the_seed():
    orders = set()
    for seed in range(20):
        items = list(range(40))
        Rng(seed).shuffle(items)
        orders.add(tuple(items))
    assert len(orders) == 20
    assert tuple(range(40)) not in orders


def test_shuffle_gives_every_order_of_three_about_equally():
    r = Rng(5)
    counts = Counter()
    for _ in range(12000):
        items = ["a", "b", "c"]
        r.shuffle(items)
        counts[tuple(items)] += 1
    assert set(counts) == set(itertools.permutations("abc"))
    assert all(abs(c - 2000) < 200 for c in counts.values()), counts


def test_shuffle_puts_each_card_on_top_about_equally():
    r = Rng(6)
    tops = Counter()
    for _ in range(10000):
        items = list(range(10))
        r.shuffle(items)
        tops[items[-1]] += 1
    assert all(abs(tops[v] - 1000) < 150 for v in range(10)), tops


def test_choice_picks_from_the_list():
    r = Rng(3)
    picks = Counter(r.choice(["x", "y", "z"]) for _ in range(3000))
    assert set(picks) == {"x", "y", "z"}
    assert all(abs(c - 1000) < 150 for c in picks.values())


def test_setup_3_4_first_player_and_shuffles_come_from_the_game_rng():
    """Setup 3-4: the first player and deck orders come from the game's own
    RNG state, which is saved with the game and advances when used."""
    decks = [default_deck("crab"), default_deck("crane")]
    firsts = Counter(new_game(decks, seed=s).state.first_player for s in range(60))
    assert set(firsts) == {0, 1}
    g = new_game(decks, seed=8)
    assert g.state.rng != Rng(8).state  # used by setup
    copy_ = Game.from_json(g.to_json())
    before = g.state.rng
    assert [g.rand_below(100) for _ in range(10)] == [copy_.rand_below(100) for _ in range(10)]
    assert g.state.rng != before and g.state.rng == copy_.state.rng
    a, b = list(range(30)), list(range(30))
    g.shuffle(a)
    copy_.shuffle(b)
    assert a == b and sorted(a) == list(range(30))


@pytest.mark.parametrize("module", [rng, serial, decision], ids=lambda m: m.__name__)
def test_module_doctests_pass(module):
    """The examples in the docstrings of rng, serial and decision run and pass."""
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 3
    assert result.failed == 0
