"""``l5r bench``: how fast both games run, as one JSON object of numbers.

Every figure comes from random-agent games with the embedded decks, in one process:

* ``lcg_games_per_s``, ``lcg_decisions_per_s``: LCG games, the seven clan decks in
  rotating pairings; ``lcg_imperial_games_per_s``, ``lcg_imperial_decisions_per_s``: the
  same with the ``<clan>-imperial`` decks (the Core Set and the packs of the Imperial cycle
  and Disciples of the Void: :data:`l5r.lcg.decks.DECKS`), beside them;
* ``ccg_<edition>_turns_per_s``, ``ccg_<edition>_games_per_s``: CCG Lion v Dragon games
  in each edition (turn limit 100);
* ``<game>_clone_ms``, ``<game>_save_load_ms`` (``to_json`` then ``Game.from_json`` with
  ``verify=False``: reading and checking the save, not replaying it),
  ``<game>_verified_load_ms`` (``Game.from_json`` of the same save replayed from its record, as
  a save from a file is loaded: it grows with the game's length), ``<game>_view_ms`` (one
  player's redacted view): medians at a mid-game position;
* ``<game>_options_median_ms``, ``<game>_options_p90_ms``: listing the legal options of an
  action window (``RuleSet.window_options`` on a fresh copy of the game, so that nothing
  computed for the real decision is reused), at every action-window decision of the
  games played;
* ``reference_s``: the seconds of a fixed pure-Python workload (:func:`reference`) run in
  the same process, so that figures from machines of different speed can be compared as
  ratios (``tests/test_bench.py`` guards against regressions that way);
* ``python``: the Python version.

>>> r = run(quick=True, lcg_games=1, ccg_games=1)
>>> r["python"].count(".") == 2 and r["lcg_games_per_s"] > 0 and r["ccg_diamond_turns_per_s"] > 0
True
>>> r["lcg_imperial_games_per_s"] > 0
True
"""

from __future__ import annotations

import functools
import platform
import statistics
import time
from collections.abc import Callable
from typing import Any

from .ccg import new_game as new_ccg_game
from .ccg.decklist import Deck
from .engine.agents import RandomAgent, act
from .engine.game import Game
from .lcg.decks import CLANS, default_deck
from .lcg.game import new_game as new_lcg_game

EDITIONS = ("ivory", "celestial", "diamond")
#: the window kinds in which a player may take actions (the busy listings)
ACTION_WINDOWS = {"lcg": {"action", "conflict_action", "dynasty"}, "ccg": {"action", "engage", "combat"}}


def reference(n: int = 60_000) -> float:
    """Seconds taken by a fixed pure-Python workload (dicts, lists, strings, sorting,
    small objects): the yardstick the regression test divides by."""
    start = time.perf_counter()
    acc: dict[str, list[int]] = {}
    total = 0
    for i in range(n):
        key = f"k{i % 97}"
        acc.setdefault(key, []).append(i * 7 % 13)
        if i % 50 == 0:
            total += sum(sorted(acc[key])[-5:])
    items = sorted(acc.items(), key=lambda kv: (len(kv[1]), kv[0]))
    total += len([k for k, v in items if v[0] % 2])
    if total < 0:  # pragma: no cover - keeps the loop from being optimized away
        raise AssertionError
    return time.perf_counter() - start


def _rounds(st: Any) -> int:
    return int(st.round)


def _turns(st: Any) -> int:
    return int(st.turn)


def _lcg_pair(i: int) -> tuple[str, str]:
    a = CLANS[i % 7]
    return a, CLANS[(i % 7 + 1 + (i // 7) % 6) % 7]


def _lcg_game(i: int, suffix: str = "") -> Game:
    a, b = _lcg_pair(i)
    return new_lcg_game([default_deck(a + suffix), default_deck(b + suffix)], seed=i)


def _ccg_game(i: int, edition: str) -> Game:
    decks: list[Deck | str] = ["lion", "dragon"] if i % 2 == 0 else ["dragon", "lion"]
    return new_ccg_game(decks, seed=i, edition=edition, max_turns=100)


def _ccg_maker(edition: str) -> Callable[[int], Game]:
    return functools.partial(_ccg_game, edition=edition)


def _decider(g: Game) -> int:
    d = g.pending
    if d is None:
        raise AssertionError("no decision is pending")
    return d.player


def _play(g: Game, seed: int, probe: Callable[[Game], None] | None = None, stop: int = -1) -> int:
    """Play ``g`` with random agents seeded from ``seed`` to its end (or ``stop`` decisions);
    ``probe`` sees the game before each answer. Returns the number of decisions."""
    agents = [RandomAgent(seed * 2 + 1 + i) for i in range(len(g.state.players))]
    n = 0
    while not g.over and n != stop:
        if probe is not None:
            probe(g)
        act(g, agents[_decider(g)])
        n += 1
    return n


def _speed(make: Callable[[int], Game], games: int, length: Callable[[Any], int]) -> tuple[float, float, float]:
    """(games/s, decisions/s, length units/s) over ``games`` games."""
    decisions = units = 0
    start = time.perf_counter()
    for i in range(games):
        g = make(i)
        decisions += _play(g, i)
        units += length(g.state)
    secs = time.perf_counter() - start
    return games / secs, decisions / secs, units / secs


def _median_ms(fn: Callable[[], Any], reps: int) -> float:
    times = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def _position(make: Callable[[], Game], seed: int, at: float = 0.5) -> Game:
    """The game ``make()`` played by random agents to the decision at fraction ``at``
    of its length."""
    total = _play(make(), seed)
    g = make()
    _play(g, seed, stop=int(total * at))
    return g


def _state_times(g: Game, reps: int) -> dict[str, float]:
    text = g.to_json()
    return {
        "clone_ms": _median_ms(g.clone, reps),
        # the serial round trip alone, as before replays verified saves (its baseline stays
        # comparable); loading a save from a file replays it too: verified_load_ms
        "save_load_ms": _median_ms(lambda: Game.from_json(g.to_json(), verify=False), reps),
        "verified_load_ms": _median_ms(lambda: Game.from_json(text), max(1, reps // 4)),
        "view_ms": _median_ms(lambda: g.view(_decider(g)), reps),
        "save_bytes": len(text),
    }


def _listing_times(make: Callable[[int], Game], games: int, kinds: set[str]) -> list[float]:
    """Milliseconds to list the options of every action-window decision in ``games`` games."""
    out: list[float] = []

    def probe(g: Game) -> None:
        top = g.state.stack[-1] if g.state.stack else None
        if top is None or top.get("step") != "window" or top.get("kind") not in kinds:
            return
        fresh = g.clone()
        frame = fresh.state.stack[-1]
        t = time.perf_counter()
        fresh.rules.window_options(fresh, frame, _decider(fresh))
        out.append((time.perf_counter() - t) * 1000)

    for i in range(games):
        _play(make(i), i, probe)
    return out


def _p90(xs: list[float]) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.9 * len(xs)))]


def run(quick: bool = False, lcg_games: int | None = None, ccg_games: int | None = None) -> dict[str, Any]:
    """Measure everything; ``quick`` plays fewer games (the regression test's size)."""
    lcg_games = lcg_games or (8 if quick else 84)
    ccg_games = ccg_games or (3 if quick else 30)
    listing_lcg = max(1, lcg_games // 4)
    listing_ccg = max(1, ccg_games // 3)
    reps = 20 if quick else 50
    out: dict[str, Any] = {"python": platform.python_version(), "quick": quick,
                           "reference_s": round(min(reference() for _ in range(3)), 6)}
    gps, dps, _ = _speed(_lcg_game, lcg_games, _rounds)
    out["lcg_games_per_s"] = round(gps, 2)
    out["lcg_decisions_per_s"] = round(dps, 1)
    gps, dps, _ = _speed(functools.partial(_lcg_game, suffix="-imperial"), lcg_games, _rounds)
    out["lcg_imperial_games_per_s"] = round(gps, 2)
    out["lcg_imperial_decisions_per_s"] = round(dps, 1)
    for ed in EDITIONS:
        gps, _, tps = _speed(_ccg_maker(ed), ccg_games, _turns)
        out[f"ccg_{ed}_games_per_s"] = round(gps, 2)
        out[f"ccg_{ed}_turns_per_s"] = round(tps, 1)
    positions = {"lcg": _position(functools.partial(_lcg_game, 3), 3),
                 "ccg": _position(functools.partial(_ccg_game, 3, "ivory"), 3)}
    for name, g in positions.items():
        for k, v in _state_times(g, reps).items():
            out[f"{name}_{k}"] = round(v, 4) if isinstance(v, float) else v
    lists = {
        "lcg": _listing_times(_lcg_game, listing_lcg, ACTION_WINDOWS["lcg"]),
        "ccg": [t for ed in EDITIONS for t in _listing_times(_ccg_maker(ed), listing_ccg, ACTION_WINDOWS["ccg"])],
    }
    for name, xs in lists.items():
        out[f"{name}_options_median_ms"] = round(statistics.median(xs), 4) if xs else 0.0
        out[f"{name}_options_p90_ms"] = round(_p90(xs), 4)
        out[f"{name}_options_listings"] = len(xs)
    return out


#: metrics where a larger number is better; the ``*_ms`` metrics are better smaller
RATES = ("lcg_games_per_s", "lcg_decisions_per_s",
         *(f"ccg_{ed}_{k}" for ed in EDITIONS for k in ("games_per_s", "turns_per_s")))
TIMES = tuple(f"{g}_{k}" for g in ("lcg", "ccg")
              for k in ("clone_ms", "save_load_ms", "view_ms", "options_median_ms", "options_p90_ms"))


def scores(r: dict[str, Any]) -> dict[str, float]:
    """Each metric as a machine-independent score, larger is better: a rate times the
    reference workload's seconds, or the reference seconds over a time."""
    ref = r["reference_s"]
    out = {k: r[k] * ref for k in RATES}
    out.update({k: ref / (r[k] / 1000) for k in TIMES if r.get(k)})
    return out
