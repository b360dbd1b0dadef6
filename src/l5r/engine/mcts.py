"""The search bot: the heuristic bot's choice, overruled only when a determinized
Monte Carlo search (information-set sampling at the root) finds better evidence.

For its pending decision the bot first ranks the candidate answers as the heuristic
bot does (:meth:`l5r.engine.heuristic.HeuristicBot.scores`: one determinized copy,
each answer's line through the bot's own next steps valued by
:meth:`l5r.engine.game.RuleSet.evaluate`). The *contenders* are the best
:data:`WIDTH` answers whose value is within :data:`MARGIN` of the best one; when
only one is left (a forced or clear choice) the bot answers at once.

Otherwise it searches: each round deals a new determinized copy of the game for
the bot's player (:meth:`l5r.engine.agents.Seat.sample`: the cards it cannot see
dealt anew, the future unknown), gives each contender to a clone of that copy and
plays on for :data:`ROLLOUT` decisions, whoever takes them, as the heuristic bot
would on that copy (its line through its player's own next steps, with a budget
of :data:`POLICY_BUDGET` positions: a model of a heuristic opponent, and of the
bot's own next answers), then values the position for the bot's player. All
contenders of a round share the copy and its future, so their values are compared
in pairs. The heuristic's choice stands unless another contender beats it on
average by more than :data:`MIN_GAIN` and by :data:`Z` standard errors of the
paired differences. (A tree below the root would get too few playouts at a fraction
of a second per decision to say anything: the search is flat.) The answer goes
through the heuristic bot's guard against loops (:meth:`HeuristicBot.pick`).

The budget is a number of playouts (reproducible: the same seed gives the same
choices) or seconds per decision (rounds are played while time is left; a
clear choice takes no search at all).

Tuning (against the heuristic bot, both seat orders of seeds from 1000; small samples,
so they only ruled out the worse designs): playouts of six decisions answered
greedily (one step, no look-through) with three contenders within 0.1 won 2 of 4 LCG
games at 24 playouts and, with contenders within 0.03, 3 of 6 at 0.2 s (searching
60% of the decisions, 155 ms a decision on average); CCG (ivory) 1 of 4. The
heuristic's own policy in the playouts (four decisions, two contenders within 0.03)
won 3 of 6 LCG games searching 45% of the decisions. The published figures are in
the README ("Bots").
"""

from __future__ import annotations

import math
import random
import time

from .agents import RandomAgent, Seat, act, candidates
from .decision import Answer, IllegalAnswer
from .game import Game
from .heuristic import HeuristicBot

#: Decisions played greedily after a contender before the position is valued.
ROLLOUT = 4
#: At most this many of the heuristic's best answers are searched.
WIDTH = 2
#: An answer whose heuristic value is more than this below the best one is not searched.
MARGIN = 0.03
#: The search overrules the heuristic's choice only with an average gain above this...
MIN_GAIN = 0.01
#: ... and above this many standard errors of the paired differences.
Z = 1.0
#: A rollout decision weighs at most this many candidates...
GREEDY_CANDIDATES = 8
#: ... and reaches about this many positions (the heuristic bot's budget).
POLICY_BUDGET = 40


class MctsBot:
    """The heuristic's choice, checked by a search of ``iterations`` playouts per decision,
    or ``seconds`` per decision if given."""

    def __init__(self, seed: int | None = None, *, iterations: int = 40, seconds: float | None = None,
                 rollout: int = ROLLOUT, width: int = WIDTH, margin: float = MARGIN) -> None:
        self.rng = random.Random(seed)
        self.heuristic = HeuristicBot(self.rng.getrandbits(32))
        self.policy = HeuristicBot(self.rng.getrandbits(32), budget=POLICY_BUDGET)
        self.roller = RandomAgent(self.rng.getrandbits(32))
        self.iterations = iterations
        self.seconds = seconds
        self.rollout = rollout
        self.width = width
        self.margin = margin
        #: decisions answered, those searched and those where the search overruled the heuristic
        self.decisions = 0
        self.searched = 0
        self.overruled = 0

    def decide(self, seat: Seat) -> Answer:
        cands, values = self.heuristic.scores(seat)
        self.decisions += 1
        if len(cands) == 1:
            return cands[0]
        order = sorted(range(len(cands)), key=lambda i: (-values[i], i))
        top = values[order[0]]
        contenders = [i for i in order[:self.width] if values[i] > float("-inf") and values[i] >= top - self.margin]
        if len(contenders) > 1:
            self.searched += 1
            choice = self._search(seat, cands, contenders)
            if choice != order[0]:
                self.overruled += 1
                order.remove(choice)
                order.insert(0, choice)
        return self.heuristic.pick(seat, cands, order)  # the heuristic's guard against loops

    def _search(self, seat: Seat, cands: list[Answer], contenders: list[int]) -> int:
        """The contender to take: the heuristic's (the first) unless the playouts say otherwise."""
        me = seat.player
        results: dict[int, list[float | None]] = {i: [] for i in contenders}
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        playouts = 0
        while (playouts < self.iterations) if deadline is None else (playouts == 0 or time.perf_counter() < deadline):
            g = seat.sample(self.rng)
            seed = self.rng.getrandbits(32)
            for i in contenders:
                results[i].append(self._playout(g, cands[i], me, seed))
                playouts += 1
        first = contenders[0]
        choice, gain = first, MIN_GAIN
        for i in contenders[1:]:
            diffs = [a - b for a, b in zip(results[i], results[first], strict=True) if a is not None and b is not None]
            if len(diffs) < 2:
                continue
            mean = sum(diffs) / len(diffs)
            sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (len(diffs) - 1))
            if mean > gain and mean > Z * sd / math.sqrt(len(diffs)):
                choice, gain = i, mean
        return choice

    def _playout(self, game: Game, answer: Answer, me: int, seed: int) -> float | None:
        """The value for ``me`` of ``answer`` given to a clone of ``game``, then
        :attr:`rollout` greedy decisions (None when the answer is refused)."""
        g = game.clone()
        try:
            g.answer(answer)
        except IllegalAnswer:
            return None
        rng = random.Random(seed)
        for _ in range(self.rollout):
            if g.over or g.pending is None:
                break
            g = self._greedy(g, rng)
        return g.rules.evaluate(g, me)

    def _greedy(self, g: Game, rng: random.Random) -> Game:
        """``g`` with its pending decision answered as the heuristic bot would answer it on
        ``g`` itself (its line through its player's own next steps, with a smaller budget)."""
        d = g.pending
        assert d is not None
        cands = candidates(d, rng)
        if len(cands) > GREEDY_CANDIDATES:
            cands = rng.sample(cands, GREEDY_CANDIDATES)
        best: Answer | None = cands[0]
        if len(cands) > 1:
            values = self.policy.values(g, cands, d.player)
            i = max(range(len(cands)), key=lambda i: (values[i], -i))
            best = None if values[i] == float("-inf") else cands[i]
        try:
            if best is None:
                raise IllegalAnswer("no candidate")
            g.answer(best)
        except IllegalAnswer:
            act(g, self.roller)
        return g
