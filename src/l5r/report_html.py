"""``l5r report FILE --html OUT.html``: the report of :mod:`l5r.report` as one self-contained
web page (no network needed: the plots are inline SVG drawn with matplotlib, the style is in
the page): win rates per seat, deck and bot with their 95% intervals, how games ended, and
the distribution of game lengths, each a plot above its table.

>>> d = {"games": 2, "kinds": {"ccg": 2}, "seats": {"p1": {"games": 2, "wins": 1, "rate": 0.5,
...      "ci95": [0.09, 0.91]}, "p2": {"games": 2, "wins": 1, "rate": 0.5, "ci95": [0.09, 0.91]}},
...      "decks": {}, "bots": {}, "pairings": [], "victories": {"military": 2}, "stopped": {},
...      "lengths": {"turns": {"games": 2, "mean": 30.0, "min": 20, "p25": 25.0, "median": 30.0, "p75": 35.0,
...      "max": 40, "histogram": {20: 1, 40: 1}}}, "decisions": {"total": 10, "mean": 5.0},
...      "seconds": {"total": 1.0, "mean": 0.5}}
>>> page = html_page(d, "games.csv")
>>> page.startswith("<!DOCTYPE html>"), page.count("<svg"), any(w in page for w in ("<script", "<link", "src="))
(True, 3, False)
"""

from __future__ import annotations

import html
import io
from typing import Any

import matplotlib
from matplotlib.figure import Figure

from . import __version__

#: the colours of the plots
BAR, STOP, LINE = "#3b6ea8", "#b0b0b0", "#c0392b"

STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 60em; color: #222; }
h1 { font-size: 1.6em; } h2 { font-size: 1.2em; margin-top: 2em; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; margin: 0.5em 0 1em; }
th, td { padding: 0.2em 0.8em; border-bottom: 1px solid #eee; text-align: right; }
th:first-child, td:first-child { text-align: left; }
.plot svg { max-width: 100%; height: auto; }
.note { color: #666; font-size: 0.9em; }
"""


def _svg(fig: Figure) -> str:
    """``fig`` as inline SVG (text drawn as paths: no fonts needed)."""
    buf = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "path", "svg.hashsalt": "l5r"}):
        fig.savefig(buf, format="svg", bbox_inches="tight")
    text = buf.getvalue()
    return text[text.index("<svg"):]


def _rate_plot(title: str, rows: dict[str, dict[str, Any]]) -> str:
    """Horizontal bars of win rates with their 95% intervals, a line at 50%."""
    names = list(rows)
    fig = Figure(figsize=(7, 0.45 * len(names) + 1.2))
    ax = fig.add_subplot()
    rates = [100 * rows[n]["rate"] for n in names]
    lo = [100 * (rows[n]["rate"] - rows[n]["ci95"][0]) for n in names]
    hi = [100 * (rows[n]["ci95"][1] - rows[n]["rate"]) for n in names]
    ax.barh(names, rates, xerr=[lo, hi], color=BAR, capsize=4)
    ax.axvline(50, color=LINE, linestyle="--", linewidth=1)
    ax.set_xlim(0, 100)
    ax.invert_yaxis()
    ax.set_xlabel("win rate (%) with 95% Wilson interval")
    ax.set_title(title)
    return _svg(fig)


def _ends_plot(d: dict[str, Any]) -> str:
    """Bars of the games per victory, and per reason for stopping."""
    names = [*d["victories"], *(f"stopped: {k}" for k in d["stopped"])]
    counts = [*d["victories"].values(), *d["stopped"].values()]
    fig = Figure(figsize=(7, 0.45 * len(names) + 1.2))
    ax = fig.add_subplot()
    ax.barh(names, counts, color=[BAR] * len(d["victories"]) + [STOP] * len(d["stopped"]))
    ax.invert_yaxis()
    ax.set_xlabel("games")
    ax.set_title("How games ended")
    return _svg(fig)


def _length_plot(unit: str, s: dict[str, Any]) -> str:
    """A histogram of game lengths, the median marked."""
    hist = {int(k): v for k, v in s["histogram"].items()}
    fig = Figure(figsize=(7, 3.2))
    ax = fig.add_subplot()
    ax.bar(list(hist), list(hist.values()), width=0.9, color=BAR)
    ax.axvline(float(s["median"]), color=LINE, linestyle="--", linewidth=1, label=f"median {s['median']}")
    ax.set_xlabel(unit)
    ax.set_ylabel("games")
    ax.set_title(f"Game length ({unit})")
    ax.legend()
    return _svg(fig)


def _table(head: list[str], rows: list[list[Any]]) -> str:
    th = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>"


def _rate_rows(rows: dict[str, dict[str, Any]]) -> list[list[Any]]:
    return [[n, r["games"], r["wins"], f"{100 * r['rate']:.1f}%",
             f"{100 * r['ci95'][0]:.1f} – {100 * r['ci95'][1]:.1f}%"] for n, r in rows.items()]


def html_page(d: dict[str, Any], source: str) -> str:
    """The report ``d`` (:func:`l5r.report.analyse`) of the file ``source`` as a web page."""
    head = ["", "games", "wins", "win rate", "95% interval"]
    parts = [f"<h1>Simulation report: {html.escape(source)}</h1>",
             f"<p>{d['games']} games (" + ", ".join(f"{n} {html.escape(k.upper())}" for k, n in d["kinds"].items())
             + f"); {d['decisions']['mean']} decisions and {d['seconds']['mean']} s per game on average.</p>",
             "<p class='note'>A win rate is the wins over all games played (a game stopped without a victory "
             "is won by nobody), with its 95% Wilson score interval; a deck or bot counts its games in either "
             "seat.</p>"]
    for title, key in (("Win rate per seat", "seats"), ("Win rate per deck", "decks"), ("Win rate per bot", "bots")):
        if d[key]:
            parts += [f"<h2>{title}</h2>", f"<div class='plot'>{_rate_plot(title, d[key])}</div>",
                      _table([key[:-1], *head[1:]], _rate_rows(d[key]))]
    if d["pairings"]:
        parts += ["<h2>Pairings (player 1 against player 2)</h2>",
                  _table(["deck 1", "deck 2", "bot 1", "bot 2", "games", "p1 wins", "p2 wins", "no winner"],
                         [[p["deck1"], p["deck2"], p["bot1"], p["bot2"], p["games"], p["p1"], p["p2"], p["none"]]
                          for p in d["pairings"]])]
    parts += ["<h2>How games ended</h2>", f"<div class='plot'>{_ends_plot(d)}</div>",
              _table(["victory or stop", "games"], [[k, v] for k, v in d["victories"].items()]
                     + [[f"stopped: {k}", v] for k, v in d["stopped"].items()])]
    for unit, s in d["lengths"].items():
        parts += [f"<h2>Game length ({html.escape(unit)})</h2>", f"<div class='plot'>{_length_plot(unit, s)}</div>",
                  _table(["games", "mean", "min", "25%", "median", "75%", "max"],
                         [[s[k] for k in ("games", "mean", "min", "p25", "median", "p75", "max")]])]
    body = "\n".join(parts)
    return (f"<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'><title>l5r report: "
            f"{html.escape(source)}</title><style>{STYLE}</style></head><body>\n{body}\n"
            f"<p class='note'>Made by l5r {__version__} (l5r report).</p></body></html>\n")
