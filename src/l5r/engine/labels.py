"""Option labels a player can tell apart, and how many options a decision takes.

Two options of one decision may read the same ("Attach to Keeper Initiate" with two
Keeper Initiates in play). :func:`distinct_labels` adds where the card an option is about
lies (each game's board says it: "C2", "in your province 3"...) to every label that is
not unique. The card is found in the option's id: rule sets name a card by its uid in
the id (``"15"``, ``"play:140"``, ``"trigger:145:0:0"``, ``"c63:0"``).

>>> from l5r.engine.decision import Option
>>> opts = [Option("play:7", "Play Rout"), Option("play:9", "Play Rout"), Option("pass", "Pass")]
>>> distinct_labels(opts, lambda uid: f"card #{uid}")
['Play Rout (card #7)', 'Play Rout (card #9)', 'Pass']
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

from .decision import Decision, Kind, Option

_UID = re.compile(r"^[a-z]?(\d+)$")


def card_of(option_id: str) -> int | None:
    """The uid an option id names: its first ``:``-separated part that is a number
    (optionally after one letter, as the CCG's ``c63:0``).

    >>> card_of("trigger:145:0:0"), card_of("c63:0"), card_of("pass"), card_of("military:air:1:0")
    (145, 63, None, 1)
    """
    for part in option_id.split(":"):
        m = _UID.match(part)
        if m:
            return int(m.group(1))
    return None


def distinct_labels(options: Sequence[Option], where: Callable[[int], str | None]) -> list[str]:
    """The labels of ``options``, each label shared by several options followed by
    ``(where(uid))`` of the card its id names (left as it is when no place is known)."""
    counts = Counter(o.label for o in options)
    out = []
    for o in options:
        label = o.label
        if counts[label] > 1:
            uid = card_of(o.id)
            place = where(uid) if uid is not None else None
            if place:
                label = f"{label} ({place})"
        out.append(label)
    return out


def how_many(d: Decision) -> str:
    """How many options a decision takes, in words.

    >>> from l5r.engine.decision import Option
    >>> how_many(Decision(0, Kind.MANY, "P", [Option("a", "A")] * 3, min=1, max=2))
    'choose 1 to 2'
    >>> how_many(Decision(0, Kind.MANY, "P", [Option("a", "A")] * 3, min=0, max=3))
    'choose any number (none is allowed)'
    """
    if d.kind is Kind.ONE:
        return "choose one"
    hi = min(d.max, len(d.options))
    lo = min(d.min, hi)
    if lo == 0 and hi >= len(d.options):
        return "choose any number (none is allowed)"
    return f"choose exactly {lo}" if lo == hi else f"choose {lo} to {hi}"
