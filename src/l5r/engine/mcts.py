"""The search bot: a deeper heuristic ranking of the answers, checked by a flat
determinized Monte Carlo search of the best ones. It is not a tree search.

What it does for its pending decision, in order:

1. **Ranking** (:meth:`l5r.engine.heuristic.HeuristicBot.scores`): one determinized
   copy of the game (:meth:`l5r.engine.agents.Seat.sample`: the cards the bot's player
   cannot see dealt anew, the future unknown); each candidate answer's line through the
   bot's own next steps of carrying it out is valued by
   :meth:`l5r.engine.game.RuleSet.evaluate`. This is the heuristic bot's look-ahead with
   a larger budget: :data:`RANK_FOLLOW` steps deep and about :data:`RANK_BUDGET`
   positions per decision (the heuristic bot: 2 and 120). The budget is shared equally
   by the candidates, and a next step with more answers than a candidate's share is not
   looked through: with 120 positions an LCG conflict declaration (up to 41 answers: type,
   ring, province) is valued without its attackers; with 1000 the attackers are chosen too.
2. **Contenders**: the best :data:`WIDTH` answers whose value is within :data:`MARGIN` of
   the best one. When only one is left (a forced or clear choice), it is the answer.
3. **Flat search** (otherwise): each round deals a new determinized copy, gives each
   contender to a clone of it and plays on for :data:`ROLLOUT` decisions, whoever takes
   them, as the heuristic bot would on that copy (with a budget of :data:`POLICY_BUDGET`
   positions: a model of a heuristic opponent and of the bot's own next answers; a
   decision of more than :data:`GREEDY_CANDIDATES` answers weighs a random sample of
   them), then values the position for the bot's player. The contenders of a round share
   the copy and the random seed of its future, so their values are compared in pairs.
   The ranking's choice stands unless another contender beats it on average by more than
   :data:`MIN_GAIN` and by :data:`Z` standard errors of the paired differences.
4. The answer goes through the heuristic bot's guard against loops
   (:meth:`HeuristicBot.pick`).

There is no tree below the root: at a fraction of a second per decision there are
a dozen or two playouts (see below), too few for statistics deeper than the root.

The budget is a number of playouts (``iterations``; reproducible: the same seed gives the
same choices) or ``seconds`` per decision: the ranking first (it is never cut short), then
rounds of playouts while time is left (none when the ranking used up the time; a round
once started is finished). On the development machine, counted in the process's CPU time
(as on a quiet core), 0.2 s gives about 16 playouts per searched LCG decision and 1 s
about 70; in the CCG (ivory) 12 and 53.

Measured against the heuristic bot (each seed in both seat orders, seeds from 100; the
README, "Bots", has the figures): in the LCG (crab-lion) the ranking at 1000 positions and
three steps alone won 64 of 100 games, and with the search (``mcts:14``, about 0.2 s) 25 of
34 (26 of the same 34 without it: the gain is the ranking's); the previous version (the
heuristic bot's ranking, 120 positions) won 57 of 100 at 0.2 s. In the CCG the ranking
budget changes nothing (its decisions rarely need more than 120 positions): ``mcts:12``
won 10 of 18 in ivory.
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
#: The ranking of the answers looks through this many of the bot's own next steps...
RANK_FOLLOW = 3
#: ... reaching about this many positions.
RANK_BUDGET = 1000
#: A rollout decision weighs at most this many candidates...
GREEDY_CANDIDATES = 8
#: ... and reaches about this many positions (the heuristic bot's budget).
POLICY_BUDGET = 40


class MctsBot:
    """A deeper heuristic ranking (``rank_budget`` positions, ``rank_follow`` steps), checked
    by a flat search of ``iterations`` playouts per decision, or of ``seconds`` per decision
    if given (module docstring)."""

    def __init__(self, seed: int | None = None, *, iterations: int = 40, seconds: float | None = None,
                 rollout: int = ROLLOUT, width: int = WIDTH, margin: float = MARGIN,
                 rank_budget: int = RANK_BUDGET, rank_follow: int = RANK_FOLLOW,
                 policy_budget: int = POLICY_BUDGET) -> None:
        self.rng = random.Random(seed)
        self.heuristic = HeuristicBot(self.rng.getrandbits(32), budget=rank_budget, follow=rank_follow)
        self.policy = HeuristicBot(self.rng.getrandbits(32), budget=policy_budget)
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
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        cands, values = self.heuristic.scores(seat)
        self.decisions += 1
        if len(cands) == 1:
            return cands[0]
        order = sorted(range(len(cands)), key=lambda i: (-values[i], i))
        top = values[order[0]]
        contenders = [i for i in order[:self.width] if values[i] > float("-inf") and values[i] >= top - self.margin]
        if len(contenders) > 1 and (deadline is None or time.perf_counter() < deadline):
            self.searched += 1
            choice = self._search(seat, cands, contenders, deadline)
            if choice != order[0]:
                self.overruled += 1
                order.remove(choice)
                order.insert(0, choice)
        return self.heuristic.pick(seat, cands, order)  # the heuristic's guard against loops

    def _search(self, seat: Seat, cands: list[Answer], contenders: list[int], deadline: float | None) -> int:
        """The contender to take: the heuristic's (the first) unless the playouts say otherwise."""
        me = seat.player
        results: dict[int, list[float | None]] = {i: [] for i in contenders}
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
