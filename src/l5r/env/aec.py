"""The PettingZoo AEC environment of a two-player game (:class:`L5REnv`).

Agents ``player_0`` and ``player_1``; :attr:`agent_selection` is the player whose decision
is pending (not always alternating: an action window may pass between players, a player
may decide twice in a row). ``observe(agent)`` gives ``{"observation": float32 vector,
"action_mask": int8 vector}``, both of that agent's redacted view only (:mod:`l5r.env.encoding`
documents the vector and the action indices); the mask is all zeros for an agent that is
not deciding. Rewards: +1 to the winner and -1 to the loser when the game ends, 0 to both
without a winner. An episode is truncated after ``max_steps`` actions.

**Multi-pick decisions** (the engine's ``choose_many``, e.g. declaring attackers) are answered
one pick at a time: each action picks one option (picked options are masked out), the
``DONE`` action (the last index) answers with the picks so far once there are at least the
decision's minimum (picking the maximum answers at once). Should the engine refuse the
whole answer (a rule on the whole choice, such as a total cost), the picks are cleared,
``infos[agent]["refused"]`` says why, and the agent decides again.

An illegal action (masked out) raises ValueError and changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from ..engine.agents import Agent, act
from ..engine.decision import Decision, IllegalAnswer, Kind
from ..engine.game import Game
from .encoding import Spec

#: the bound of the observation's Box (every number of a game is far inside it)
BOUND = 1.0e4
#: actions after which an episode is truncated
MAX_STEPS = 100_000


class L5REnv(AECEnv):
    """A two-player game as a PettingZoo AEC environment (see the module docstring).

    ``make_game(seed, logging)``: a new game at its first decision; ``spec``: its encoding;
    ``board(view)``: the terminal board's lines for :meth:`render`."""

    def __init__(self, spec: Spec, make_game: Callable[[int, bool], Game], board: Callable[[dict], list[Any]],
                 *, seed: int | None = None, render_mode: str | None = None, max_steps: int = MAX_STEPS) -> None:
        super().__init__()
        if render_mode not in (None, "human", "ansi"):
            raise ValueError(f"render_mode must be None, 'human' or 'ansi', not {render_mode!r}")
        self.spec = spec
        self.metadata = {"name": f"l5r_{spec.name}_v0", "render_modes": ["human", "ansi"],
                         "is_parallelizable": False}
        self.render_mode = render_mode
        self.max_steps = max_steps
        self._make = make_game
        self._board = board
        self._seeds = random.Random(seed)
        self.possible_agents = ["player_0", "player_1"]
        self._obs_space = {a: spaces.Dict({
            "observation": spaces.Box(-BOUND, BOUND, (spec.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (spec.actions,), np.int8)}) for a in self.possible_agents}
        self._act_space = {a: spaces.Discrete(spec.actions) for a in self.possible_agents}
        self.game: Game | None = None
        self.picks: list[str] = []
        self._legal: dict[int, str] = {}
        self.steps = 0

    # ------------------------------------------------------------------ spaces
    def observation_space(self, agent: str) -> spaces.Space:
        return self._obs_space[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._act_space[agent]

    # ------------------------------------------------------------------ the episode
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game: dealt by ``seed`` (the same seed, the same game), else by the
        environment's own sequence of seeds."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self.game = self._make(self._seeds.randrange(1 << 31), self.render_mode is not None)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self.picks = []
        self.steps = 0
        self._after()

    def _player(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _decision(self) -> Decision:
        assert self.game is not None and self.game.pending is not None
        return self.game.pending

    def _after(self) -> None:
        """After an answer: the next agent, its legal actions, the end of the game."""
        g = self.game
        assert g is not None
        if g.over or g.pending is None:
            winner = getattr(g.state, "winner", None)
            for q, a in enumerate(self.possible_agents):
                self.terminations[a] = True
                self.rewards[a] = 0.0 if winner is None or winner < 0 else (1.0 if winner == q else -1.0)
            self._legal = {}
            return
        if self.steps >= self.max_steps:
            for a in self.possible_agents:
                self.truncations[a] = True
            self._legal = {}
            return
        d = g.pending
        self.agent_selection = self.possible_agents[d.player]
        self._legal = dict(zip(self.spec.action_indices(d.options), d.ids(), strict=True))

    def mask(self) -> np.ndarray:
        """The action mask of the agent to act."""
        m = np.zeros(self.spec.actions, dtype=np.int8)
        if not self._legal:
            return m
        d = self._decision()
        if d.kind is Kind.ONE:
            m[list(self._legal)] = 1
            return m
        if len(self.picks) < d.max:
            picked = set(self.picks)
            m[[i for i, oid in self._legal.items() if oid not in picked]] = 1
        if len(self.picks) >= d.min:
            m[self.spec.done] = 1
        return m

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.game is not None
        p = self._player(agent)
        deciding = bool(self._legal) and agent == self.agent_selection
        d = self.game.pending if deciding else None
        obs = self.spec.encode(self.game.view(p), p, d, len(self.picks) if deciding else 0)
        return {"observation": obs,
                "action_mask": self.mask() if deciding else np.zeros(self.spec.actions, dtype=np.int8)}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        a = int(action)
        if not (0 <= a < self.spec.actions) or not self.mask()[a]:
            raise ValueError(f"action {action!r} is not legal for {agent} now (see the action mask)")
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        d = self._decision()
        if d.kind is Kind.ONE:
            self._answer(self._legal[a])
        elif a == self.spec.done:
            self._answer(list(self.picks))
        else:
            self.picks.append(self._legal[a])
            if len(self.picks) >= min(d.max, len(d.options)):
                self._answer(list(self.picks))
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _answer(self, answer: str | list[str]) -> None:
        assert self.game is not None
        agent = self.agent_selection
        self.picks = []
        try:
            self.game.answer(answer)
        except IllegalAnswer as exc:  # a rule on the whole answer: the agent decides again
            self.infos[agent] = {"refused": str(exc)}
            return
        self.infos[agent] = {}
        self.steps += 1
        self._after()

    def act_with(self, bot: Agent) -> None:
        """Let an engine bot (:mod:`l5r.engine.bots`) answer the pending decision whole,
        from its player's view (for single-agent play against a bot)."""
        assert self.game is not None
        self.picks = []
        self._clear_rewards()
        act(self.game, bot)
        self.steps += 1
        self._after()
        self._accumulate_rewards()

    # ------------------------------------------------------------------ the rest
    def render(self) -> str | None:
        """The terminal board of the agent to act (``ansi``: as text; ``human``: printed)."""
        if self.render_mode is None or self.game is None:
            return None
        p = self._player(self.agent_selection)
        text = "\n".join(str(line) for line in self._board(self.game.view(p)))
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self) -> None:
        self.game = None
