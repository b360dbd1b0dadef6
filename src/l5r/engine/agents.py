"""Agents that answer decisions: a seeded uniform random agent.

>>> from l5r.engine.decision import Decision, Kind, Option
>>> d = Decision(0, Kind.MANY, "Pick", [Option("a", "A"), Option("b", "B"), Option("c", "C")],
...              min=1, max=2)
>>> a = RandomAgent(3)
>>> ans = a.choose(d)
>>> d.check(ans) == ans and 1 <= len(ans) <= 2
True
>>> [RandomAgent(5).choose(d) for _ in range(3)] == [RandomAgent(5).choose(d) for _ in range(3)]
True
"""

from __future__ import annotations

import random
from typing import Any

from .decision import Decision, IllegalAnswer, Kind
from .game import Game


class RandomAgent:
    """Answers uniformly at random with its own ``random.Random(seed)``.

    choose_one: a uniform option id. choose_many: a uniform size in
    ``[min, max]`` (capped at the number of options), then a uniform sample
    of that many distinct ids, in option order.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, decision: Decision) -> Any:
        opts = decision.options
        if decision.kind is Kind.ONE:
            return opts[self.rng.randrange(len(opts))].id
        if decision.kind is Kind.MANY:
            hi = min(decision.max, len(opts))
            lo = min(decision.min, hi)
            k = self.rng.randint(lo, hi)
            picked = sorted(self.rng.sample(range(len(opts)), k))
            return [opts[i].id for i in picked]
        raise ValueError(f"unknown decision kind {decision.kind!r}")


def act(game: Game, agent: RandomAgent, tries: int = 100) -> None:
    """Let ``agent`` answer the pending decision, asking again when a whole
    answer breaks a rule its options cannot express (``Decision.validate``)."""
    d = game.pending
    if d is None:
        raise IllegalAnswer("no decision is pending")
    for _ in range(tries):
        try:
            game.answer(agent.choose(d))
            return
        except IllegalAnswer:
            if not d.validate:
                raise
    if d.kind is Kind.MANY and d.min == 0:
        game.answer([])
        return
    raise IllegalAnswer(f"no legal answer found for {d.prompt!r}")
