"""The environments for learning agents (issue 13, item 1): PettingZoo's ``api_test`` and
``seed_test`` for both games, 1,000 random masked actions per game, observations that are
the observer's redacted view only, action indices that are stable and distinct, multi-pick
decisions answered one pick at a time with DONE, illegal actions refused, and the Gymnasium
single-agent wrapper against an engine bot."""

from __future__ import annotations

import random

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from l5r.engine.decision import Kind, Option
from l5r.env import ccg_env, gym_env, lcg_env
from l5r.env.encoding import CARDS, OBJECTS, VARIANTS
from l5r.env.lcg import SPEC as LCG_SPEC

ENVS = {"lcg": lambda: lcg_env(), "ccg": lambda: ccg_env(max_turns=40)}


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")  # a Dict with the action mask, as
@pytest.mark.parametrize("game", ["lcg", "ccg"])                         # PettingZoo's own card games give
def test_pettingzoo_api_test(game):
    api_test(ENVS[game](), num_cycles=300)


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_pettingzoo_seed_test(game):
    seed_test(ENVS[game], num_cycles=200)


def run_random(env, steps: int, seed: int) -> dict:
    """``steps`` random masked actions (new games as they end); counts of what happened."""
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    seen = {"games": 0, "done_actions": 0, "picks": 0, "rewards": []}
    for _ in range(steps):
        agent = env.agent_selection
        if env.terminations[agent] or env.truncations[agent]:
            seen["games"] += 1
            seen["rewards"].append(dict(env._cumulative_rewards))
            env.reset()
            continue
        obs = env.observe(agent)
        mask = obs["action_mask"]
        assert mask.sum() > 0, "the agent to act always has a legal action"
        assert env.observation_space(agent).contains(obs)
        a = int(rng.choice(np.flatnonzero(mask)))
        if a == env.spec.done:
            seen["done_actions"] += 1
        elif env.game.pending.kind is Kind.MANY:
            seen["picks"] += 1
        env.step(a)
    return seen


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_a_thousand_random_masked_actions(game):
    env = lcg_env() if game == "lcg" else ccg_env(max_turns=12)
    seen = run_random(env, 1000, seed=3)
    assert seen["done_actions"] > 0 and seen["picks"] > 0  # multi-pick decisions were played pick by pick
    for r in seen["rewards"]:
        assert sorted(r.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_games_end_with_plus_one_minus_one():
    env = lcg_env()
    seen = run_random(env, 3000, seed=5)
    assert seen["games"] >= 1 and any(sorted(r.values()) == [-1.0, 1.0] for r in seen["rewards"])


def test_an_illegal_action_is_refused_and_changes_nothing():
    env = lcg_env()
    env.reset(seed=1)
    agent = env.agent_selection
    before = env.game.to_data()
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(ValueError, match="not legal"):
        env.step(illegal)
    with pytest.raises(ValueError, match="not legal"):
        env.step(env.spec.actions + 5)
    assert env.game.to_data() == before and env.agent_selection == agent


def test_multi_pick_is_one_pick_at_a_time_then_done():
    env = lcg_env()
    env.reset(seed=2)
    while env.game.pending.kind is not Kind.MANY:  # the first multi-pick decision (a mulligan)
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    d = env.game.pending
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    assert mask[env.spec.done] == (d.min == 0)
    first = int(np.flatnonzero(mask[:-1])[0])
    answers = len(env.game.state.answers)
    env.step(first)
    assert env.picks and len(env.game.state.answers) == answers  # picked, not yet answered
    mask = env.observe(agent)["action_mask"]
    assert mask[first] == 0 and mask[env.spec.done] == 1  # no picking twice; DONE now legal
    env.step(env.spec.done)
    assert len(env.game.state.answers) == answers + 1 and env.picks == []


def test_the_observation_is_the_observers_view_only():
    """Two deals that differ only in the opponent's hidden cards give the same observation:
    the vector is made from the redacted view (cards not seen are zeros)."""
    env = lcg_env()
    env.reset(seed=4)
    for _ in range(40):
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    agent = env.agent_selection
    p = env.possible_agents.index(agent)
    view = env.game.view(p)
    obs = env.observe(agent)["observation"]
    assert np.array_equal(obs, env.spec.encode(view, p, env.game.pending, 0))
    # a card in the opponent's hand is not in the view: its row is all zeros
    hidden = [c.uid for c in env.game.state.cards if c.owner != p and c.zone == "hand"]
    assert hidden
    base = env.spec.size - CARDS * env.spec.card_width
    for uid in hidden:
        row = obs[base + uid * env.spec.card_width: base + (uid + 1) * env.spec.card_width]
        assert not row.any()


def test_action_indices_are_stable_distinct_and_documented():
    opts = [Option("ability:45:0", ""), Option("ability:45:1", ""), Option("pass", ""), Option("play:7", ""),
            Option("military:air:0:2", "")]
    idx = LCG_SPEC.action_indices(opts)
    k = {s: i for i, s in enumerate(LCG_SPEC.kinds)}
    assert idx[0] == (k["ability:N:N"] * OBJECTS + 46) * VARIANTS
    assert idx[1] == idx[0] + 1  # the second of the card's abilities: the next variant
    assert idx[2] == (k["pass"] * OBJECTS + 0) * VARIANTS
    assert len(set(idx)) == len(idx) and max(idx) < LCG_SPEC.done
    assert LCG_SPEC.action_indices([Option("play:7", "")]) == [idx[3]]  # the same answer, the same index


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_every_option_of_random_games_has_a_known_kind(game):
    """The kinds table covers the option ids these games produce (none falls to ``other``)."""
    env = lcg_env() if game == "lcg" else ccg_env(max_turns=30)
    other = len(env.spec.kinds)
    rng = random.Random(0)
    for seed in range(4):
        env.reset(seed=seed)
        while not (env.terminations[env.agent_selection] or env.truncations[env.agent_selection]):
            d = env.game.pending
            for i in env.spec.action_indices(d.options):
                assert i // (OBJECTS * VARIANTS) != other, [o.id for o in d.options]
            legal = np.flatnonzero(env.observe(env.agent_selection)["action_mask"])
            env.step(int(rng.choice(list(legal))))


def test_gymnasium_single_agent_env_against_a_bot():
    env = gym_env("lcg", opponent="random")
    obs, _ = env.reset(seed=3)
    again, _ = gym_env("lcg", opponent="random").reset(seed=3)
    assert env.observation_space.contains(obs) and all(np.array_equal(obs[k], again[k]) for k in obs)
    with pytest.raises(ValueError, match="not legal"):  # an illegal (masked) action: a clear error
        env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    rng = np.random.default_rng(0)
    total, done, n = 0.0, False, 0
    while not done:
        a = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, term, trunc, _ = env.step(a)
        total += reward
        done = term or trunc
        n += 1
    assert total in (-1.0, 0.0, 1.0) and n > 20
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


def test_render_prints_the_terminal_board():
    env = lcg_env(render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert "honor" in text.lower() and "crab" in text.lower()


def test_bad_arguments_get_clear_errors():
    with pytest.raises(ValueError, match="unknown clan deck 'orc'"):
        lcg_env(decks=("orc", "lion"))
    with pytest.raises(ValueError, match="unknown edition 'jade'"):
        ccg_env(edition="jade")
    with pytest.raises(ValueError, match="unknown bot"):
        gym_env("lcg", opponent="genius")
    with pytest.raises(ValueError, match="render_mode"):
        lcg_env(render_mode="3d")
