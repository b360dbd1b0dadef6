"""Game clocks, as online card players use them; running out of time loses the game.

* ``chess``: each player has ``main`` seconds for the whole game, plus ``increment``
  seconds after each answer (Fischer); the clock of the player who must decide runs.
* ``byoyomi``: ``main`` seconds, then ``periods`` periods of ``period`` seconds: a decision
  answered within a period keeps it; a period used up is lost; no periods left loses.
* ``hourglass``: both start with ``main`` seconds; what runs off the deciding player's
  clock is added to the other's.

A clock is plain data (:meth:`Clock.to_data`); only people's clocks run (a bot's never
does), and the time a server is down is not counted (:meth:`Clock.resume`).

>>> c = Clock.make({"kind": "chess", "main": 60, "increment": 5}, 2)
>>> c.start(0, now=100.0); c.settle(now=130.0); c.remaining
[30.0, 60.0]
>>> c.answered(0, now=130.0); c.remaining
[35.0, 60.0]
>>> c.start(1, now=130.0); c.flagged(now=200.0)
1
>>> h = Clock.make({"kind": "hourglass", "main": 10}, 2)
>>> h.start(0, now=0.0); h.settle(now=4.0); h.remaining
[6.0, 14.0]
>>> Clock.make({"kind": "sundial"}, 2)
Traceback (most recent call last):
...
ValueError: unknown clock 'sundial' (none, chess, byoyomi, hourglass)
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

KINDS = ("none", "chess", "byoyomi", "hourglass")
#: the longest main time and period a clock may have, in seconds
MAX_SECONDS = 24 * 3600.0
MAX_PERIODS = 30


def _seconds(spec: dict, key: str, default: float, low: float) -> float:
    v = spec.get(key, default)
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not low <= v <= MAX_SECONDS:
        raise ValueError(f"clock {key} must be a number of seconds from {low:g} to {MAX_SECONDS:g}")
    return float(v)


@dataclass
class Clock:
    """The clocks of a game's players; ``running`` is whose clock runs (None: nobody's),
    since ``since`` (seconds since the epoch)."""

    kind: str
    main: float
    increment: float = 0.0
    period: float = 0.0
    periods: int = 0
    remaining: list[float] = field(default_factory=list)
    periods_left: list[int] = field(default_factory=list)
    running: int | None = None
    since: float = 0.0

    @classmethod
    def make(cls, spec: Any, players: int) -> Clock | None:
        """A clock from its settings (``{"kind": ..., "main": s, "increment": s, "period": s,
        "periods": n}``); None for ``kind`` "none"; ValueError saying what is wrong."""
        if spec is None:
            return None
        if not isinstance(spec, dict):
            raise ValueError("a clock is an object with a kind")
        kind = spec.get("kind", "none")
        if kind not in KINDS:
            raise ValueError(f"unknown clock {kind!r} ({', '.join(KINDS)})")
        if kind == "none":
            return None
        main = _seconds(spec, "main", 1800.0, 1.0)
        c = cls(kind, main, remaining=[main] * players)
        if kind == "chess":
            c.increment = _seconds(spec, "increment", 0.0, 0.0)
        if kind == "byoyomi":
            c.period = _seconds(spec, "period", 30.0, 1.0)
            n = spec.get("periods", 3)
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_PERIODS:
                raise ValueError(f"clock periods must be a whole number from 1 to {MAX_PERIODS}")
            c.periods = n
            c.periods_left = [n] * players
            c.remaining = [main + c.period] * players  # the time to the end of the current period
        return c

    def settle(self, now: float) -> None:
        """Count the time run since :attr:`since` on the running clock."""
        if self.running is None:
            return
        spent = max(0.0, now - self.since)
        self.since = now
        p = self.running
        self.remaining[p] -= spent
        if self.kind == "hourglass":
            for q in range(len(self.remaining)):
                if q != p:
                    self.remaining[q] += spent / (len(self.remaining) - 1)
        if self.kind == "byoyomi":
            while self.remaining[p] <= 0 and self.periods_left[p] > 1:  # a period used up
                self.periods_left[p] -= 1
                self.remaining[p] += self.period

    def start(self, player: int | None, now: float) -> None:
        """Run ``player``'s clock from now (None: stop every clock)."""
        self.settle(now)
        self.running = player
        self.since = now

    def answered(self, player: int, now: float) -> None:
        """``player`` answered a decision: the increment, or a fresh byo-yomi period."""
        self.settle(now)
        if self.kind == "chess":
            self.remaining[player] += self.increment
        elif self.kind == "byoyomi" and self.remaining[player] < self.period:
            self.remaining[player] = self.period  # within byo-yomi: the period starts again

    def flagged(self, now: float) -> int | None:
        """The player whose time has run out, if any."""
        self.settle(now)
        p = self.running
        return p if p is not None and self.remaining[p] <= 0 else None

    def deadline(self, now: float) -> float | None:
        """When the running clock runs out, if nothing happens before (None: no clock runs)."""
        if self.running is None:
            return None
        return self.since + self.remaining[self.running] + (self.period * (self.periods_left[self.running] - 1)
                                                             if self.kind == "byoyomi" else 0.0)

    def resume(self, now: float) -> None:
        """After a server restart: the running clock goes on from now."""
        self.since = now

    def to_data(self) -> dict:
        return asdict(self)

    @classmethod
    def from_data(cls, data: dict) -> Clock:
        return cls(**data)

    def public(self, now: float) -> dict:
        """What every seat is shown: each player's time left, periods, whose clock runs."""
        self.settle(now)
        out: dict[str, Any] = {"kind": self.kind, "remaining": [round(max(0.0, r), 1) for r in self.remaining],
                               "running": self.running}
        if self.kind == "byoyomi":
            out["periods_left"] = list(self.periods_left)
            out["period"] = self.period
        return out
