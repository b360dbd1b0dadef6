"""The heuristic bot: one decision of look-ahead on a determinized copy, judged by the
rule set's evaluation of the position (:meth:`l5r.engine.game.RuleSet.evaluate`).

For its pending decision the bot deals one determinized copy of the game
(:meth:`l5r.engine.agents.Seat.sample`), gives each candidate answer
(:func:`l5r.engine.agents.candidates`) to a clone of that copy, lets the game
run to the next decision, and takes the answer whose position its rule set
values most for its player. Every candidate is judged on the same copy, so
the comparison is fair; ties go to the earlier candidate. A candidate that
the copy refuses (an answer breaking a whole-answer rule) is skipped.

When the next decision is the bot's own again (choosing how to pay for what it
just chose, or the target of the action it announced), the position there may
not show yet what the answer does; a rule set may ask the bot to look through
up to :attr:`~l5r.engine.game.RuleSet.heuristic_follow_ups` such decisions: the answer is
then worth the best of its follow-up answers.
"""

from __future__ import annotations

import random

from .agents import Seat, candidates
from .decision import Answer, IllegalAnswer
from .game import Game


def judge(game: Game, answer: Answer, player: int, rng: random.Random | None = None,
          follow_ups: int = 0, *, in_place: bool = False) -> float | None:
    """The value for ``player`` of giving ``answer`` to a clone of ``game`` (to ``game``
    itself with ``in_place``; None when the answer is refused). With ``follow_ups``, a
    decision of ``player``'s own that comes next is answered too, each candidate in turn
    (drawn with ``rng``), and the best value counts, down to that many decisions."""
    g = game if in_place else game.clone()
    try:
        g.answer(answer)
    except IllegalAnswer:
        return None
    d = g.pending
    if follow_ups > 0 and d is not None and d.player == player and not g.over:
        cands = candidates(d, rng or random.Random(0))
        best = None
        for i, a in enumerate(cands):  # the last one is tried on ``g`` itself: no copy needed
            v = judge(g, a, player, rng, follow_ups - 1, in_place=i == len(cands) - 1)
            if v is not None and (best is None or v > best):
                best = v
        if best is not None:
            return best  # (if every follow-up was refused, ``g`` is as it was: judged below)
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
        depth = sample.rules.heuristic_follow_ups
        best, best_value = cands[0], float("-inf")
        for i, a in enumerate(cands):  # the sample itself serves the last candidate
            v = judge(sample, a, seat.player, self.rng, depth, in_place=i == len(cands) - 1)
            if v is not None and v > best_value:
                best, best_value = a, v
        return best
