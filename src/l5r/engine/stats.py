"""Statistics for measuring bots: the Wilson score interval of a win rate.

A win rate measured on ``n`` games is uncertain; the Wilson score interval
(Wilson, 1927) gives the range of true rates compatible with it at a confidence
level (95% by default: ``z = 1.96``). Unlike the normal approximation it stays
inside [0, 1] and is sensible for rates near 0 or 1 and for few games.

>>> lo, hi = wilson(180, 200)
>>> round(lo, 4), round(hi, 4)
(0.8506, 0.9343)
>>> [round(x, 4) for x in wilson(200, 200)]
[0.9812, 1.0]
>>> [round(x, 4) for x in wilson(0, 10)]
[0.0, 0.2775]
>>> wilson(0, 0)
(0.0, 1.0)
>>> wilson(5, 3)
Traceback (most recent call last):
...
ValueError: wins must lie between 0 and n (wins=5, n=3)
"""

from __future__ import annotations

import math

#: z of a two-sided 95% interval
Z95 = 1.959963984540054


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval ``(low, high)`` of the rate ``wins / n`` at the confidence
    level of ``z`` (default 95%); ``(0.0, 1.0)`` when ``n`` is 0 (nothing is known)."""
    if n < 0 or not 0 <= wins <= n:
        raise ValueError(f"wins must lie between 0 and n (wins={wins}, n={n})")
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)
