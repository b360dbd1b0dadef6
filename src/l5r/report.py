"""``l5r report FILE``: what a per-game file of ``simulate --out`` says (the columns:
:mod:`l5r.engine.results`): win rates per seat, per deck and per bot with their 95% Wilson
intervals (:func:`l5r.engine.stats.wilson`), the victories and the games stopped without
one, and the distribution of game lengths, as tables in the terminal (:func:`tables`) or as
one JSON object (:func:`analyse`); :mod:`l5r.report_html` draws the same as a web page.

A deck's (or a bot's) win rate counts every game it played, in either seat: its wins over
its games (a mirror match counts twice, one win at most); a game stopped without a victory
is won by nobody.

>>> cols = {"seed": [0, 1, 2], "game": ["lcg"] * 3, "deck1": ["crab"] * 3, "deck2": ["lion"] * 3,
...         "bot1": ["heuristic"] * 3, "bot2": ["random"] * 3, "winner": ["p1", "p1", "none"],
...         "victory": ["honor", "conquest", "round_limit"], "finished": [True, True, False],
...         "rounds": [5, 7, 10], "decisions": [300, 400, 500], "seconds": [0.1, 0.2, 0.3]}
>>> d = analyse(cols)
>>> d["games"], d["decks"]["crab"]["wins"], d["bots"]["random"]["rate"], d["victories"], d["stopped"]
(3, 2, 0.0, {'conquest': 1, 'honor': 1}, {'round_limit': 1})
>>> d["lengths"]["rounds"]["median"], d["lengths"]["rounds"]["histogram"]
(7, {5: 1, 7: 1, 10: 1})
"""

from __future__ import annotations

import statistics
from collections import Counter
from pathlib import Path
from typing import Any

from rich.console import Console, Group
from rich.table import Table

from .engine.results import read_columns
from .engine.stats import wilson

#: the length column of each game
LENGTHS = {"lcg": "rounds", "ccg": "turns"}


def rate(wins: int, games: int) -> dict[str, Any]:
    """``wins`` of ``games`` as a dict: games, wins, rate, ci95 (4 decimals).

    >>> rate(9, 10)
    {'games': 10, 'wins': 9, 'rate': 0.9, 'ci95': [0.5958, 0.9821]}
    """
    lo, hi = wilson(wins, games)
    return {"games": games, "wins": wins, "rate": round(wins / games, 4) if games else 0.0,
            "ci95": [round(lo, 4), round(hi, 4)]}


def _quantile(values: list[int], q: float) -> float:
    """The ``q`` quantile of sorted ``values`` (linear between the nearest two)."""
    pos = (len(values) - 1) * q
    lo = int(pos)
    hi = min(lo + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (pos - lo)


def _spread(values: list[int]) -> dict[str, Any]:
    """Count, mean, min, quartiles, max and the histogram of ``values``."""
    v = sorted(values)
    return {"games": len(v), "mean": round(statistics.fmean(v), 2), "min": v[0], "p25": _quantile(v, 0.25),
            "median": statistics.median(v), "p75": _quantile(v, 0.75), "max": v[-1],
            "histogram": dict(sorted(Counter(v).items()))}


def analyse(cols: dict[str, list]) -> dict[str, Any]:
    """The report of the columns of a per-game file (:func:`l5r.engine.results.read_columns`)
    as one JSON-ready dict."""
    n = len(cols["seed"])
    kinds = Counter(cols["game"])
    mixed = len(kinds) > 1

    def deck(kind: str, name: str) -> str:
        return f"{kind} {name}" if mixed else str(name)

    seats: Counter = Counter(cols["winner"])
    deck_games: Counter = Counter()
    deck_wins: Counter = Counter()
    bot_games: Counter = Counter()
    bot_wins: Counter = Counter()
    victories: Counter = Counter()
    stopped: Counter = Counter()
    lengths: dict[str, list[int]] = {}
    pairings: Counter = Counter()
    for i in range(n):
        kind, winner = cols["game"][i], cols["winner"][i]
        for seat, dcol, bcol in (("p1", "deck1", "bot1"), ("p2", "deck2", "bot2")):
            d, b = deck(kind, cols[dcol][i]), str(cols[bcol][i])
            deck_games[d] += 1
            bot_games[b] += 1
            if winner == seat:
                deck_wins[d] += 1
                bot_wins[b] += 1
        (victories if cols["finished"][i] and winner != "none" else stopped)[str(cols["victory"][i])] += 1
        unit = LENGTHS.get(kind, "rounds" if "rounds" in cols else "turns")
        value = cols.get(unit, [None] * n)[i]
        if value is not None:
            lengths.setdefault(unit, []).append(int(value))
        pairings[(deck(kind, cols["deck1"][i]), deck(kind, cols["deck2"][i]), str(cols["bot1"][i]),
                  str(cols["bot2"][i]), winner)] += 1
    pairs: dict[tuple, dict[str, int]] = {}
    for (d1, d2, b1, b2, w), c in sorted(pairings.items()):
        row = pairs.setdefault((d1, d2, b1, b2), {"games": 0, "p1": 0, "p2": 0, "none": 0})
        row["games"] += c
        row[w] += c
    decisions = cols["decisions"]
    seconds = [s for s in cols.get("seconds", []) if s is not None]
    return {
        "games": n,
        "kinds": dict(sorted(kinds.items())),
        "seats": {s: rate(seats[s], n) for s in ("p1", "p2")},
        "decks": {d: rate(deck_wins[d], g) for d, g in sorted(deck_games.items())},
        "bots": {b: rate(bot_wins[b], g) for b, g in sorted(bot_games.items())},
        "pairings": [{"deck1": d1, "deck2": d2, "bot1": b1, "bot2": b2, **row}
                     for (d1, d2, b1, b2), row in pairs.items()],
        "victories": dict(sorted(victories.items())),
        "stopped": dict(sorted(stopped.items())),
        "lengths": {unit: _spread(v) for unit, v in sorted(lengths.items())},
        "decisions": {"total": int(sum(decisions)), "mean": round(sum(decisions) / n, 1)},
        "seconds": {"total": round(sum(seconds), 3), "mean": round(sum(seconds) / len(seconds), 4) if seconds else 0.0},
    }


def load(path: str | Path) -> dict[str, Any]:
    """The report of the per-game file ``path``; raises
    :class:`~l5r.engine.files.FileRefused` for a file that is missing or not one."""
    return analyse(read_columns(path))


def _pct(r: dict[str, Any]) -> tuple[str, str]:
    return f"{100 * r['rate']:.1f}%", f"{100 * r['ci95'][0]:.1f} – {100 * r['ci95'][1]:.1f}%"


def _rates(title: str, what: str, rows: dict[str, dict[str, Any]]) -> Table:
    t = Table(title=title, title_justify="left")
    t.add_column(what)
    for name in ("games", "wins", "win rate", "95% interval"):
        t.add_column(name, justify="right")
    for name, r in rows.items():
        t.add_row(name, str(r["games"]), str(r["wins"]), *_pct(r))
    return t


def tables(d: dict[str, Any]) -> Group:
    """The report ``d`` (:func:`analyse`) as Rich tables."""
    kinds = ", ".join(f"{n} {k.upper()}" for k, n in d["kinds"].items())
    out: list[Any] = [f"[bold]{d['games']} games[/] ({kinds}); {d['decisions']['mean']} decisions and "
                      f"{d['seconds']['mean']} s per game on average"]
    out.append(_rates("Win rate per seat", "seat", d["seats"]))
    out.append(_rates("Win rate per deck (either seat)", "deck", d["decks"]))
    out.append(_rates("Win rate per bot (either seat)", "bot", d["bots"]))
    t = Table(title="Pairings (player 1 against player 2)", title_justify="left")
    for name in ("deck 1", "deck 2", "bot 1", "bot 2"):
        t.add_column(name)
    for name in ("games", "p1 wins", "p2 wins", "no winner"):
        t.add_column(name, justify="right")
    for p in d["pairings"]:
        t.add_row(p["deck1"], p["deck2"], p["bot1"], p["bot2"], str(p["games"]), str(p["p1"]), str(p["p2"]),
                  str(p["none"]))
    out.append(t)
    t = Table(title="How games ended", title_justify="left")
    t.add_column("victory or stop")
    t.add_column("games", justify="right")
    t.add_column("share", justify="right")
    for k, v in d["victories"].items():
        t.add_row(k, str(v), f"{100 * v / d['games']:.1f}%")
    for k, v in d["stopped"].items():
        t.add_row(f"stopped: {k}", str(v), f"{100 * v / d['games']:.1f}%")
    out.append(t)
    t = Table(title="Game length", title_justify="left")
    for name in ("unit", "games", "mean", "min", "25%", "median", "75%", "max"):
        t.add_column(name, justify="right" if name != "unit" else "left")
    for unit, s in d["lengths"].items():
        t.add_row(unit, *(str(s[k]) for k in ("games", "mean", "min", "p25", "median", "p75", "max")))
    out.append(t)
    return Group(*out)


def print_tables(d: dict[str, Any], console: Console | None = None) -> None:
    """Print the report ``d`` (:func:`analyse`)."""
    (console or Console()).print(tables(d))
