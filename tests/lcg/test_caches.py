"""The LCG's speed-ups never change what a game does (issue 9, item 4).

* The active effects are cached inside :func:`l5r.lcg.model.frozen` blocks, and trigger
  windows in which nobody could respond are not opened
  (:func:`l5r.lcg.abilities.responders_possible`). In checking mode
  (:data:`l5r.lcg.model.CHECKING`, or ``L5R_CHECK_CACHES=1``) every cached read is
  compared with a fresh computation and every skipped window is listed for real: random
  games of every clan pairing play through with it on, and it does catch a stale read
  and a wrongly skipped window.
* Listings skip work that cannot give an option: an attachment whose least possible cost
  on any host is not affordable is not matched with hosts, and an ability that needs a
  conflict is not looked at outside one. In checking mode both are verified too (the
  hosts are matched, the play restriction is tested), and a wrong shortcut is caught.
* What is cached lives outside the state only inside a block: two games played in
  turns in one process, a clone answered differently from its original, and a game
  saved and loaded play exactly as each of them played alone.
"""

from __future__ import annotations

import pytest

from l5r.engine.agents import RandomAgent
from l5r.engine.game import Game
from l5r.lcg import abilities, model, vocab
from l5r.lcg import play as play_module
from l5r.lcg.decks import CLANS, default_deck
from l5r.lcg.game import new_game
from l5r.lcg.model import StaleCache, effects, frozen
from l5r.testing import Scenario


def pairing(i: int) -> tuple[str, str]:
    """Every ordered pair of different clans once per 42 values of ``i``."""
    return CLANS[i % 7], CLANS[(i % 7 + 1 + (i // 7) % 6) % 7]


def game(i: int) -> Game:
    a, b = pairing(i)
    return new_game([default_deck(a), default_deck(b)], seed=i)


def play(g: Game, seed: int, stop: int = -1) -> Game:
    agents = [RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2)]
    n = 0
    while not g.over and n != stop:
        g.answer(agents[g.pending.player].choose(g.pending))
        n += 1
    return g


@pytest.fixture
def checking(monkeypatch):
    monkeypatch.setattr(model, "CHECKING", True)


@pytest.mark.parametrize("chunk", range(6))
def test_random_games_of_every_pairing_play_through_in_checking_mode(checking, chunk):
    for i in range(chunk * 7, chunk * 7 + 7):
        g = play(game(i), i)
        assert g.state.winner is not None, f"game {i} {pairing(i)} did not end"


def test_checking_mode_catches_a_stale_cached_read(checking):
    s = Scenario()
    s.player(0, characters=["Doji Whisperer"])
    g = s.start("conflict")
    st = g.state
    u = s.uid("Doji Whisperer")
    with frozen(st):
        assert not model.is_blank(st, st.cards[u])
        st.lasting.append({"type": "blank", "targets": [[u, st.cards[u].instance]], "until": "round"})
        with pytest.raises(StaleCache):
            model.is_blank(st, st.cards[u])
    assert model.is_blank(st, st.cards[u])  # outside the block: computed afresh


def test_checking_mode_catches_a_wrongly_skipped_window(checking, monkeypatch):
    monkeypatch.setattr(abilities, "_responders_possible", lambda g, ef, timing: False)
    with pytest.raises(StaleCache, match="was skipped"):
        for i in range(7):
            play(game(i), i)


def test_checking_mode_catches_a_wrong_least_cost(checking, monkeypatch):
    monkeypatch.setattr(play_module, "least_cost_on_a_host", lambda g, uid, p: 99)
    with pytest.raises(StaleCache, match="affordable on one"):
        for i in range(7):
            play(game(i), i)


def test_checking_mode_catches_an_ability_wrongly_said_to_need_a_conflict(checking, monkeypatch):
    monkeypatch.setattr(vocab.Ability, "needs_conflict", property(lambda self: True))
    with pytest.raises(StaleCache, match="need a conflict"):
        for i in range(7):
            play(game(i), i)


def test_nothing_is_cached_outside_a_block():
    g = play(game(3), 3, stop=60)
    assert not model._FROZEN
    with frozen(g.state):
        effects(g.state)
        assert model._FROZEN
    assert not model._FROZEN


def _answers(i: int) -> list:
    return play(game(i), i).state.answers


def test_two_games_played_in_turns_play_as_alone():
    alone = [_answers(i) for i in (5, 12)]
    gs = [game(5), game(12)]
    agents = [[RandomAgent(11), RandomAgent(12)], [RandomAgent(25), RandomAgent(26)]]
    while not all(g.over for g in gs):
        for g, ag in zip(gs, agents):
            if not g.over:
                g.answer(ag[g.pending.player].choose(g.pending))
    together = [g.state.answers for g in gs]
    assert together == alone


def test_a_clone_answered_differently_plays_as_a_fresh_game_would():
    g = play(game(9), 9, stop=80)
    c = g.clone()
    opts = g.pending.options
    other = RandomAgent(99)
    play(g, 9)
    while not c.over:  # another line of play from the same position
        c.answer(other.choose(c.pending))
    fresh = game(9)
    for a in c.state.answers:
        fresh.answer(a)
    assert fresh.to_data() == c.to_data()
    assert len(opts) >= 1 and g.over


def test_a_saved_and_loaded_game_plays_as_the_original():
    g = play(game(20), 20, stop=120)
    loaded = Game.from_json(g.to_json())
    a, b = RandomAgent(7), RandomAgent(7)
    while not g.over:
        g.answer(a.choose(g.pending))
        loaded.answer(b.choose(loaded.pending))
    assert loaded.over and loaded.to_data() == g.to_data()
