"""A small, seedable, serializable random number generator.

The whole generator state is one integer, so a game that holds it stays plain
data (JSON, pickle, deepcopy) and replays identically from the same seed.

>>> r = Rng(7)
>>> a = [r.below(10) for _ in range(5)]
>>> r2 = Rng(7)
>>> a == [r2.below(10) for _ in range(5)]
True
>>> items = list(range(6)); Rng(1).shuffle(items); sorted(items) == list(range(6))
True
"""

from __future__ import annotations

from typing import Any

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: fast, well distributed, state is a single 64-bit integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (``n`` > 0)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # Rejection sampling keeps the distribution exactly uniform.
        limit = (_MASK + 1) - ((_MASK + 1) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[Any]) -> Any:
        return items[self.below(len(items))]
