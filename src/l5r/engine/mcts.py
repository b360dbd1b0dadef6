"""The search bot: information-set Monte Carlo tree search (single observer).

Each iteration deals a new determinized copy of the game for the bot's player
(:meth:`l5r.engine.agents.Seat.sample`: the cards it cannot see dealt anew, the
future unknown), walks down one tree shared by all copies -- a node per
sequence of answers, whoever gave them -- choosing among the answers legal in
*this* copy by UCB1 with availability counts, adds one node, plays on with
random answers for at most ``rollout`` decisions and scores the position with
the rule set's evaluation (:meth:`l5r.engine.game.RuleSet.evaluate`, from -1 to
1 for the bot's player); each node on the path counts the score from the view
of the player who chose its answer (the game is zero-sum between two sides).
The answer taken is the most visited at the root.

The budget is a number of iterations (reproducible: the same seed gives the
same choices) or seconds per decision.
"""

from __future__ import annotations

import math
import random
import time

from .agents import RandomAgent, Seat, act, candidates
from .decision import Answer, IllegalAnswer
from .game import Game

#: Decisions answered at random after the tree before the position is scored.
ROLLOUT = 12
#: UCB1's exploration constant, for scores between -1 and 1.
EXPLORATION = 0.7


def _key(answer: Answer) -> str | tuple[str, ...]:
    return tuple(answer) if isinstance(answer, list) else answer


class _Node:
    __slots__ = ("avail", "children", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # who chose the answer leading here
        self.visits = 0
        self.total = 0.0
        self.children: dict[str | tuple[str, ...], _Node] = {}
        self.avail: dict[str | tuple[str, ...], int] = {}


class MctsBot:
    """IS-MCTS with ``iterations`` per decision, or ``seconds`` per decision if given."""

    def __init__(self, seed: int | None = None, *, iterations: int = 200, seconds: float | None = None,
                 rollout: int = ROLLOUT) -> None:
        self.rng = random.Random(seed)
        self.roller = RandomAgent(self.rng.getrandbits(32))
        self.iterations = iterations
        self.seconds = seconds
        self.rollout = rollout

    def decide(self, seat: Seat) -> Answer:
        d = seat.decision
        cands = candidates(d, self.rng)
        if len(cands) == 1:
            return cands[0]
        root = _Node(-1)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        n = 0
        while (n < self.iterations) if deadline is None else (n == 0 or time.perf_counter() < deadline):
            self._iterate(seat.sample(self.rng), root, seat.player)
            n += 1
        best, most = cands[0], -1
        for a in cands:
            child = root.children.get(_key(a))
            if child is not None and child.visits > most:
                best, most = a, child.visits
        return best

    def _iterate(self, g: Game, root: _Node, me: int) -> None:
        node, path = root, []
        while not g.over and g.pending is not None:
            d = g.pending
            acts = candidates(d, self.rng)
            keys = [_key(a) for a in acts]
            for k in keys:
                node.avail[k] = node.avail.get(k, 0) + 1
            untried = [i for i, k in enumerate(keys) if k not in node.children]
            if untried:
                i = untried[self.rng.randrange(len(untried))]
            else:
                i = max(range(len(acts)), key=lambda j: self._ucb(node, keys[j]))
            try:
                g.answer(acts[i])
            except IllegalAnswer:  # a whole-answer rule this copy refuses: play on at random
                act(g, self.roller)
                break
            child = node.children.get(keys[i])
            if child is None:
                child = node.children[keys[i]] = _Node(d.player)
                path.append(child)
                break
            path.append(child)
            node = child
        steps = 0
        while not g.over and g.pending is not None and steps < self.rollout:
            act(g, self.roller)
            steps += 1
        v = g.rules.evaluate(g, me)
        root.visits += 1
        for nd in path:
            nd.visits += 1
            nd.total += v if nd.player == me else -v

    @staticmethod
    def _ucb(node: _Node, k: str | tuple[str, ...]) -> float:
        c = node.children[k]
        return c.total / c.visits + EXPLORATION * math.sqrt(math.log(node.avail[k]) / c.visits)
