"""How strong is bot A against bot B? Plays N games in each seat order and prints A's
win rates with 95% Wilson score intervals (:func:`l5r.engine.stats.wilson`), per seat
order and overall. Works for both games through their ``simulate`` functions
(:func:`l5r.lcg.simulate.simulate`, :func:`l5r.ccg.simulate.simulate`).

    python scripts/strength.py --game lcg --a heuristic --b random --games 200 --deck1 crab --deck2 lion
    python scripts/strength.py --game ccg --edition ivory --a mcts:50 --b heuristic --games 50 --json

* ``--games N``: games per seat order (2N in all), seeds ``seed .. seed+N-1`` in both
  orders (the same deals with the seats swapped).
* ``--deck1`` / ``--deck2`` (LCG clans): the decks of seat 1 and seat 2, as in
  ``l5r lcg simulate``; A plays each deck in one of the orders. The CCG plays its
  embedded Lion (seat 1) against Dragon (seat 2).
* A game A does not win (lost, or stopped without a victory) counts against A; the
  JSON also gives B's wins and the stopped games.

The JSON (``--json``)::

    {"game": "lcg", "a": "heuristic", "b": "random", "games_per_order": 200,
     "orders": [{"a_seat": 1, "games": 200, "a_wins": 197, "b_wins": 3, "stopped": 0,
                 "rate": 0.985, "ci95": [0.957, 0.995], "decisions_per_second": 540.1}, ...],
     "overall": {"games": 400, "a_wins": ..., "rate": ..., "ci95": [...]}}
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from l5r.ccg.editions import EDITIONS
from l5r.ccg.simulate import simulate as ccg_simulate
from l5r.engine.bots import parse_spec
from l5r.engine.stats import wilson
from l5r.lcg.decks import CLANS
from l5r.lcg.simulate import simulate as lcg_simulate


def run_order(args: argparse.Namespace, bots: tuple[str, str]) -> dict:
    """The summary (``Summary.to_dict``) of ``args.games`` games with ``bots`` in seats 1 and 2."""
    if args.game == "lcg":
        return lcg_simulate(args.games, args.seed, args.deck1 or "crab", args.deck2 or "lion", bots=bots).to_dict()
    return ccg_simulate(args.games, args.seed, args.edition, bots=bots).to_dict()


def rate(wins: int, games: int) -> dict[str, Any]:
    lo, hi = wilson(wins, games)
    return {"rate": round(wins / games, 4) if games else 0.0, "ci95": [round(lo, 4), round(hi, 4)]}


def measure(args: argparse.Namespace) -> dict:
    """A's wins against B in both seat orders (see the module docstring for the shape)."""
    orders = []
    for a_seat, bots in ((1, (args.a, args.b)), (2, (args.b, args.a))):
        s = run_order(args, bots)
        a_wins, b_wins = s["wins"][f"p{a_seat}"], s["wins"][f"p{3 - a_seat}"]
        orders.append({"a_seat": a_seat, "games": s["games"], "a_wins": a_wins, "b_wins": b_wins,
                       "stopped": s["games"] - a_wins - b_wins, **rate(a_wins, s["games"]),
                       "decisions_per_second": s["decisions_per_second"]})
    games = sum(o["games"] for o in orders)
    wins = sum(o["a_wins"] for o in orders)
    out = {"game": args.game, "a": args.a, "b": args.b, "games_per_order": args.games, "seed": args.seed}
    if args.game == "lcg":
        out["decks"] = [args.deck1 or "crab", args.deck2 or "lion"]
    else:
        out["edition"] = args.edition
    out["orders"] = orders
    out["overall"] = {"games": games, "a_wins": wins, "b_wins": sum(o["b_wins"] for o in orders), **rate(wins, games)}
    return out


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Win rates of bot A against bot B in both seat orders, "
                                            "with 95%% Wilson score intervals.")
    p.add_argument("--game", choices=("lcg", "ccg"), required=True)
    p.add_argument("--a", required=True, help="bot A: random, heuristic, mcts[:BUDGET]")
    p.add_argument("--b", required=True, help="bot B: random, heuristic, mcts[:BUDGET]")
    p.add_argument("--games", type=int, default=100, help="games per seat order (default 100)")
    p.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    p.add_argument("--deck1", help="LCG: seat 1's clan deck (default crab)")
    p.add_argument("--deck2", help="LCG: seat 2's clan deck (default lion)")
    p.add_argument("--edition", default="ivory", help="CCG: the rules edition (default ivory)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    args = p.parse_args(argv)
    for spec in (args.a, args.b):
        try:
            parse_spec(spec)
        except ValueError as e:
            p.error(str(e))
    if args.games < 1:
        p.error(f"--games must be at least 1, not {args.games}")
    if args.game == "lcg":
        for d in (args.deck1, args.deck2):
            if d is not None and d not in CLANS:
                p.error(f"unknown LCG deck {d!r} (decks: {', '.join(CLANS)})")
    else:
        if args.deck1 or args.deck2:
            p.error("--deck1/--deck2 are for the LCG; the CCG plays its embedded Lion (seat 1) against Dragon (seat 2)")
        args.edition = args.edition.lower()
        if args.edition not in EDITIONS:
            p.error(f"unknown edition {args.edition!r} (editions: {', '.join(sorted(EDITIONS))})")
    return args


def report(out: dict) -> str:
    lines = [f"{out['a']} (A) vs {out['b']} (B), {out['game']}"
             + (f" {out['decks'][0]} (seat 1) vs {out['decks'][1]} (seat 2)" if "decks" in out
                else f" edition {out['edition']}") + f", {out['games_per_order']} games per seat order"]
    for o in out["orders"]:
        lo, hi = o["ci95"]
        lines.append(f"  A in seat {o['a_seat']}: {o['a_wins']}/{o['games']} = {o['rate']:.1%} "
                     f"(95% CI {lo:.1%}-{hi:.1%}); B won {o['b_wins']}, stopped {o['stopped']}; "
                     f"{o['decisions_per_second']} decisions/s")
    ov = out["overall"]
    lo, hi = ov["ci95"]
    lines.append(f"  overall: {ov['a_wins']}/{ov['games']} = {ov['rate']:.1%} (95% CI {lo:.1%}-{hi:.1%})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    out = measure(args)
    print(json.dumps(out) if args.json else report(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
