"""Why does the search bot gain little over the heuristic bot in the CCG? Measurements
(session 7, issue 11), printed as JSON:

* ``internals``: the search bot (``MctsBot``, a fixed number of playouts) against the heuristic
  bot: CPU seconds per playout and per searched decision, how many turns and decisions a
  playout covers, how often the search overrules the heuristic's ranking, and which decisions
  (by context) are searched;
* ``baseline``: the heuristic bot against itself with the first player forced (``--first``):
  who wins (the Lion deck is always player 1 in ``l5r ccg simulate``), and how often the sign
  of the evaluation at the start of each turn names the winner.

    python scripts/search_diagnosis.py internals --edition ivory --seed 100 --games 4 --seat 2
    python scripts/search_diagnosis.py baseline --edition ivory --seed 100 --games 12 --first 1

Times are process CPU time (``time.process_time``), so a busy machine slows them less than
wall time, though not at all is too much to hope for on shared cores.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import time
from typing import Any

from l5r.ccg.setup import new_game
from l5r.engine.agents import Seat, act
from l5r.engine.bots import make_bot
from l5r.engine.decision import Answer, IllegalAnswer
from l5r.engine.game import Game
from l5r.engine.mcts import MctsBot

DECKS = ["lion", "dragon"]


class CountingMcts(MctsBot):
    """The search bot, counting what its playouts cost and cover."""

    def __init__(self, seed: int, iterations: int) -> None:
        super().__init__(seed, iterations=iterations)
        self.stats: collections.Counter[str] = collections.Counter()
        self.cpu: collections.defaultdict[str, float] = collections.defaultdict(float)
        self.contexts: collections.Counter[str] = collections.Counter()

    def decide(self, seat: Seat) -> Answer:
        searched, t = self.searched, time.process_time()
        context = str(seat.decision.context).split(":")[0]
        answer = super().decide(seat)
        dt = time.process_time() - t
        self.stats["decisions"] += 1
        self.cpu["decide"] += dt
        if self.searched > searched:
            self.contexts[context] += 1
            self.cpu["searched_decisions"] += dt
        return answer

    def _playout(self, game: Game, answer: Answer, me: int, seed: int) -> float | None:
        t = time.process_time()
        g = game.clone()
        try:
            g.answer(answer)
        except IllegalAnswer:
            return None
        turn, steps = g.state.turn, 0
        rng = random.Random(seed)
        for _ in range(self.rollout):
            if g.over or g.pending is None:
                break
            g = self._greedy(g, rng)
            steps += 1
        value = g.rules.evaluate(g, me)
        self.stats["playouts"] += 1
        self.stats["turns_covered"] += g.state.turn - turn
        self.stats["decisions_covered"] += steps
        self.stats["ended_game"] += int(g.over)
        self.cpu["playouts"] += time.process_time() - t
        return value


def internals(args: argparse.Namespace) -> dict[str, Any]:
    """The search bot's internals over ``args.games`` games in seat ``args.seat``."""
    stats: collections.Counter[str] = collections.Counter()
    cpu: collections.defaultdict[str, float] = collections.defaultdict(float)
    contexts: collections.Counter[str] = collections.Counter()
    games = []
    for seed in range(args.seed, args.seed + args.games):
        g = new_game(DECKS, seed=seed, edition=args.edition, max_turns=100)
        bot = CountingMcts(seed * 2 + args.seat, args.iterations)
        other = make_bot("heuristic", seed * 2 + 3 - args.seat)
        bots = [bot, other] if args.seat == 1 else [other, bot]
        while not g.over and g.pending is not None:
            act(g, bots[g.pending.player])
        stats.update(bot.stats)
        for key, seconds in bot.cpu.items():
            cpu[key] += seconds
        contexts.update(bot.contexts)
        stats["searched"] += bot.searched
        stats["overruled"] += bot.overruled
        games.append({"seed": seed, "winner": None if g.state.winner is None else g.state.winner + 1,
                      "turns": g.state.turn})
    playouts = max(stats["playouts"], 1)
    return {"edition": args.edition, "iterations": args.iterations, "search_seat": args.seat, "games": games,
            "counts": dict(stats), "searched_by_context": dict(contexts.most_common()),
            "cpu_per_playout": round(cpu["playouts"] / playouts, 4),
            "cpu_per_searched_decision": round(cpu["searched_decisions"] / max(stats["searched"], 1), 4),
            "turns_per_playout": round(stats["turns_covered"] / playouts, 3),
            "decisions_per_playout": round(stats["decisions_covered"] / playouts, 3),
            "overrule_rate": round(stats["overruled"] / max(stats["searched"], 1), 3)}


def baseline(args: argparse.Namespace) -> dict[str, Any]:
    """Heuristic against heuristic with player ``args.first`` (1 or 2) first: who wins, and
    does the evaluation's sign at the start of each turn name the winner?"""
    games, right, asked = [], 0, 0
    for seed in range(args.seed, args.seed + args.games):
        g = new_game(DECKS, seed=seed, edition=args.edition, max_turns=100, first_player=args.first - 1)
        bots = [make_bot("heuristic", seed * 2 + 1), make_bot("heuristic", seed * 2 + 2)]
        signs: dict[int, bool] = {}
        while not g.over and g.pending is not None:
            signs.setdefault(g.state.turn, g.rules.evaluate(g, 0) > 0)
            act(g, bots[g.pending.player])
        winner = g.state.winner
        if winner is not None:
            right += sum(s == (winner == 0) for s in signs.values())
            asked += len(signs)
        games.append({"seed": seed, "winner": None if winner is None else winner + 1, "turns": g.state.turn})
    return {"edition": args.edition, "first_player": args.first, "games": games,
            "p1_lion_wins": sum(x["winner"] == 1 for x in games),
            "p2_dragon_wins": sum(x["winner"] == 2 for x in games),
            "eval_sign_names_winner": [right, asked]}


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("what", choices=("internals", "baseline"))
    p.add_argument("--edition", default="ivory")
    p.add_argument("--seed", type=int, default=100)
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--seat", type=int, choices=(1, 2), default=2, help="internals: the search bot's seat")
    p.add_argument("--iterations", type=int, default=12, help="internals: playouts per searched decision")
    p.add_argument("--first", type=int, choices=(1, 2), default=1, help="baseline: the first player")
    args = p.parse_args(argv)
    print(json.dumps(internals(args) if args.what == "internals" else baseline(args), indent=1))


if __name__ == "__main__":
    main()
