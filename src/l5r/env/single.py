"""A Gymnasium single-agent environment: one seat of an :class:`~l5r.env.aec.L5REnv`
played by the learner, the other by any of the engine's bots (:mod:`l5r.engine.bots`,
seeing only its own view). Observations and actions are the AEC environment's; the reward
is +1 / -1 / 0 for the learner when the game ends."""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np

from ..engine.bots import make_bot, parse_spec
from .aec import L5REnv


class SingleAgentEnv(gymnasium.Env):
    """``env`` played by the learner in seat ``learner`` (0 or 1) against ``opponent``."""

    def __init__(self, env: L5REnv, opponent: str = "random", learner: int = 0) -> None:
        parse_spec(opponent)  # an unknown bot is refused now
        if learner not in (0, 1):
            raise ValueError("learner is seat 0 or 1")
        self.metadata = {"render_modes": ["human", "ansi"]}
        self.env = env
        self.opponent = opponent
        self.agent = env.possible_agents[learner]
        self.observation_space = env.observation_space(self.agent)
        self.action_space = env.action_space(self.agent)
        self.render_mode = env.render_mode
        self._bot = make_bot(opponent, 0)

    def _opponent_moves(self) -> None:
        e = self.env
        while e.agent_selection != self.agent and not (e.terminations[e.agent_selection]
                                                        or e.truncations[e.agent_selection]):
            e.act_with(self._bot)

    def _result(self) -> tuple[dict[str, np.ndarray], float, bool, bool, dict]:
        e = self.env
        obs = e.observe(self.agent)
        return (obs, float(e.rewards[self.agent]), bool(e.terminations[self.agent]),
                bool(e.truncations[self.agent]), dict(e.infos[self.agent]))

    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[dict[str, np.ndarray], dict]:
        super().reset(seed=seed)
        self.env.reset(seed=seed)
        self._bot = make_bot(self.opponent, None if seed is None else seed + 1)
        self._opponent_moves()
        obs, _, _, _, info = self._result()
        return obs, info

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict]:
        e = self.env
        if e.terminations[self.agent] or e.truncations[self.agent]:
            raise RuntimeError("the episode is over: call reset()")
        e.step(action)
        self._opponent_moves()
        return self._result()

    def render(self) -> str | None:
        return self.env.render()
