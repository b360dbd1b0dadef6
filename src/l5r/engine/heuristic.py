"""The heuristic bot: one decision of look-ahead on a determinized copy, judged by the
rule set's evaluation of the position (:meth:`l5r.engine.game.RuleSet.evaluate`).

For its pending decision the bot deals one determinized copy of the game
(:meth:`l5r.engine.agents.Seat.sample`), gives each candidate answer
(:func:`l5r.engine.agents.candidates`) to a clone of that copy, lets the game
run to the next decision, and takes the answer whose position its rule set
values most for its player. Every candidate is judged on the same copy, so
the comparison is fair; ties go to the earlier candidate. A candidate that
the copy refuses (an answer breaking a whole-answer rule) is skipped.
"""

from __future__ import annotations

import random

from .agents import Seat, candidates
from .decision import Answer, IllegalAnswer
from .game import Game


def judge(game: Game, answer: Answer, player: int) -> float | None:
    """The value for ``player`` of giving ``answer`` to a clone of ``game`` (None when
    the answer is refused)."""
    g = game.clone()
    try:
        g.answer(answer)
    except IllegalAnswer:
        return None
    return g.rules.evaluate(g, player)


class HeuristicBot:
    """Takes the candidate answer whose resulting position its rule set values most."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, seat: Seat) -> Answer:
        d = seat.decision
        cands = candidates(d, self.rng)
        if len(cands) == 1:
            return cands[0]
        sample = seat.sample(self.rng)
        best, best_value = cands[0], float("-inf")
        for a in cands:
            v = judge(sample, a, seat.player)
            if v is not None and v > best_value:
                best, best_value = a, v
        return best
