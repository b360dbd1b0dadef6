"""The heuristic bot: a short look-ahead on a determinized copy, judged by the rule
set's evaluation of the position (:meth:`l5r.engine.game.RuleSet.evaluate`).

For its pending decision the bot deals one determinized copy of the game
(:meth:`l5r.engine.agents.Seat.sample`), gives each candidate answer
(:func:`l5r.engine.agents.candidates`) to a clone of that copy and lets the game
run to the next decision. When that decision is the bot's next step of carrying
out the answer (:func:`continues`: a card played, then the fate to place on it; a
conflict declared, then its attackers), the bot looks through it too, taking its
best answer there, up to :data:`FOLLOW` decisions deep and about :data:`BUDGET`
positions per decision; otherwise the position is valued for the bot's player. The answer
whose line is valued most is taken. Every candidate is judged on the same copy,
so the comparison is fair; ties go to the earlier candidate. A candidate that
the copy refuses (an answer breaking a whole-answer rule) is skipped.

A bot that judges a few decisions ahead may prefer an answer that changes nothing
for good (an ability that lets another be used again, whose use lets the first be
used again: two Akodo Senzos in a CCG battle it is losing) to the answers that
move the game on, and the game would never end. So the bot remembers the answers
it gave at each view of the game (its own view, with the decision): once it gave
one :data:`REPEATS` times at the same view, it takes its next best answer there
(:meth:`HeuristicBot.pick`).
"""

from __future__ import annotations

import json
import random

from .agents import Seat, candidates
from .decision import Answer, IllegalAnswer
from .game import Game

#: How many of its own next steps the bot looks through after a candidate.
FOLLOW = 2
#: At most about this many positions are reached (clones answered) per decision, shared
#: equally by the candidates; a next step whose answers exceed a candidate's share is
#: valued as it stands.
BUDGET = 120
#: How many times the bot gives one answer at one view of the game before it takes its next
#: best answer there (a loop that changes nothing visible must end).
REPEATS = 3


def judge(game: Game, answer: Answer, player: int) -> float | None:
    """The value for ``player`` of giving ``answer`` to a clone of ``game`` (None when
    the answer is refused)."""
    g = game.clone()
    try:
        g.answer(answer)
    except IllegalAnswer:
        return None
    return g.rules.evaluate(g, player)


def continues(before: Game, after: Game, player: int) -> bool:
    """Is the decision pending in ``after`` (``before`` answered) ``player``'s next step of
    carrying out that answer? It is when ``player`` decides something else (another
    context) while the frame that asked in ``before`` is still on the stack where it was
    (a card played, then the fate to put on it; a conflict declared, then its
    attackers) -- not when the answer ended that frame and the game moved on (a window
    passed, then the next phase's bid), nor when the same frame asks the same again (a
    window that lets its player act once more: a new action, not a step of this one)."""
    d, asked = after.pending, before.pending
    if after.over or d is None or asked is None or d.player != player or d.context == asked.context:
        return False
    old, new = before.state.stack, after.state.stack
    depth = len(old)
    return depth > 0 and len(new) >= depth and new[depth - 1].get("step") == old[-1].get("step")


class HeuristicBot:
    """Takes the candidate answer whose line (the position it leads to, through the
    bot's own next decisions) its rule set values most."""

    def __init__(self, seed: int | None = None, *, follow: int = FOLLOW, budget: int = BUDGET) -> None:
        self.rng = random.Random(seed)
        self.follow = follow
        self.budget = budget
        self._left = 0
        #: (hash of a view, answer) -> how many times the answer was given at that view
        self.given: dict[tuple[int, str], int] = {}

    def decide(self, seat: Seat) -> Answer:
        cands, values = self.scores(seat)
        if len(cands) == 1:
            return cands[0]
        return self.pick(seat, cands, sorted(range(len(cands)), key=lambda i: (-values[i], i)))  # ties: the earlier

    def pick(self, seat: Seat, cands: list[Answer], ranked: list[int]) -> Answer:
        """The first answer of ``cands`` in the order ``ranked`` (indices, best first) that
        the bot gave fewer than :data:`REPEATS` times at this view of the game; when it gave
        them all that often, the least given of them (the better of equals)."""
        view = hash(json.dumps(seat.view(), sort_keys=True, default=str))
        keys = [(view, json.dumps(cands[i])) for i in ranked]
        counts = [self.given.get(k, 0) for k in keys]
        j = next((j for j, n in enumerate(counts) if n < REPEATS), None)
        if j is None:
            j = min(range(len(ranked)), key=lambda j: (counts[j], j))
        self.given[keys[j]] = counts[j] + 1
        return cands[ranked[j]]

    def scores(self, seat: Seat) -> tuple[list[Answer], list[float]]:
        """The candidate answers of the pending decision and the value of each one's line
        (``-inf`` for an answer the sample refuses), all judged on one determinized copy;
        a single candidate is not judged (its value is 0)."""
        d = seat.decision
        cands = candidates(d, self.rng)
        if len(cands) == 1:
            return cands, [0.0]
        return cands, self.values(seat.sample(self.rng), cands, seat.player)

    def values(self, game: Game, cands: list[Answer], player: int) -> list[float]:
        """The value for ``player`` of each answer's line in ``game`` (``-inf`` for an answer
        ``game`` refuses); ``game`` is left as it is."""
        share = max(1, self.budget // len(cands))  # each candidate alike, whatever its place
        values = []
        for a in cands:
            self._left = share
            v = self._line(game, a, player, self.follow)
            values.append(float("-inf") if v is None else v)
        return values

    def _line(self, game: Game, answer: Answer, player: int, follow: int) -> float | None:
        """The value of ``answer`` in ``game`` for ``player``: of the position it leads to,
        or, when carrying it out asks ``player`` again (:func:`continues`), of their best
        answer there."""
        g = game.clone()
        self._left -= 1
        try:
            g.answer(answer)
        except IllegalAnswer:
            return None
        d = g.pending
        if d is None or follow <= 0 or self._left <= 0 or not continues(game, g, player):
            return self.evaluate(g, player)
        cands = candidates(d, self.rng)
        if len(cands) > self._left:
            return self.evaluate(g, player)
        best = None
        for a in cands:
            v = self._line(g, a, player, follow - 1)
            if v is not None and (best is None or v > best):
                best = v
        return self.evaluate(g, player) if best is None else best

    def evaluate(self, game: Game, player: int) -> float:
        """The value of a position reached: the rule set's evaluation."""
        return game.rules.evaluate(game, player)
