"""Cards of *The Chrysanthemum Throne* (Imperial cycle, pack 4; FiveRingsDB
``the-chrysanthemum-throne``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words.
"""

from __future__ import annotations

from ..abilities import CardTable

CARDS = CardTable()
