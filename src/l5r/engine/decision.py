"""Decisions: what the engine asks a player, as plain data.

A :class:`Decision` names the player who decides, the kind of decision and the
complete list of legal :class:`Option` s. ``choose_one`` takes one option id;
``choose_many`` takes a list of distinct option ids whose length lies between
``min`` and ``max``.

>>> d = Decision(player=0, kind=Kind.ONE, prompt="Bid", options=[Option("1", "bid 1"), Option("2", "bid 2")])
>>> d.check("2")
'2'
>>> d.check("7")
Traceback (most recent call last):
...
l5r.engine.decision.IllegalAnswer: '7' is not a legal option for 'Bid'; legal: 1, 2
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeAlias

from .serial import register


class Kind(StrEnum):
    """What a decision asks for. A ``Kind`` is its string value (``Kind.ONE ==
    "choose_one"``), so saved games and JSON views carry the plain string.

    >>> Kind("choose_many") is Kind.MANY, str(Kind.ONE)
    (True, 'choose_one')
    """

    ONE = "choose_one"  #: one option id
    MANY = "choose_many"  #: a list of distinct option ids, between ``min`` and ``max`` of them


#: An answer: one option id (``Kind.ONE``) or a list of option ids (``Kind.MANY``).
Answer: TypeAlias = "str | list[str]"


class IllegalAnswer(ValueError):
    """An answer that is not one of the pending decision's legal options."""


@register
@dataclass(slots=True)
class Option:
    """One legal answer: a stable id, a readable label and optional data."""

    id: str
    label: str
    data: dict = field(default_factory=dict)


@register
@dataclass(slots=True)
class Decision:
    """A pending choice for one player."""

    player: int
    kind: Kind
    prompt: str
    options: list[Option]
    min: int = 1
    max: int = 1
    secret: bool = False  # other players may not see the answer until revealed
    context: str = ""  # machine-readable name of what is being decided
    validate: str = ""  # name of a rule-set check on the whole answer (e.g. a cost limit)

    def __post_init__(self) -> None:
        """A kind given as its string (as rule sets and saved games do) becomes a :class:`Kind`;
        an unknown kind is refused.

        >>> Decision(0, "choose_all", "Pick", [])
        Traceback (most recent call last):
        ...
        ValueError: 'choose_all' is not a valid Kind
        """
        if self.kind.__class__ is not Kind:
            self.kind = Kind(self.kind)

    def option(self, oid: str) -> Option:
        for o in self.options:
            if o.id == oid:
                return o
        raise KeyError(oid)

    def ids(self) -> list[str]:
        return [o.id for o in self.options]

    def check(self, answer: Any) -> Answer:
        """Validate ``answer`` and return it normalized; raise IllegalAnswer.

        Every message names the legal options.

        >>> d = Decision(0, Kind.MANY, "Discard", [Option("4", "A"), Option("9", "B")], min=0, max=1)
        >>> d.check([9])
        ['9']
        >>> d.check(["4", "4"])
        Traceback (most recent call last):
        ...
        l5r.engine.decision.IllegalAnswer: 'Discard': '4' is chosen twice; legal: 4, 9 (choose 0 to 1)
        >>> d.check(["4", "9"])
        Traceback (most recent call last):
        ...
        l5r.engine.decision.IllegalAnswer: 'Discard': choose between 0 and 1, got 2; legal: 4, 9
        >>> d.check("4")
        Traceback (most recent call last):
        ...
        l5r.engine.decision.IllegalAnswer: 'Discard' needs a list of option ids; legal: 4, 9 (choose 0 to 1)
        """
        ids = self.ids()
        if self.kind is Kind.ONE:
            if isinstance(answer, int) and not isinstance(answer, bool):
                answer = str(answer)
            if not isinstance(answer, str) or answer not in ids:
                raise IllegalAnswer(
                    f"{answer!r} is not a legal option for {self.prompt!r}; legal: {', '.join(ids)}"
                )
            return answer
        legal = ", ".join(ids)
        if self.kind is Kind.MANY:
            span = f"(choose {self.min} to {self.max})"
            if not isinstance(answer, (list, tuple)):
                raise IllegalAnswer(f"{self.prompt!r} needs a list of option ids; legal: {legal} {span}")
            picked = []
            for a in answer:
                if isinstance(a, int) and not isinstance(a, bool):
                    a = str(a)
                if not isinstance(a, str):
                    raise IllegalAnswer(f"{a!r} is not a legal option for {self.prompt!r}; legal: {legal}")
                picked.append(a)
            seen = set()
            for a in picked:
                if a in seen:
                    raise IllegalAnswer(f"{self.prompt!r}: {a!r} is chosen twice; legal: {legal} {span}")
                seen.add(a)
            bad = [a for a in picked if a not in ids]
            if bad:
                raise IllegalAnswer(
                    f"{bad} are not legal options for {self.prompt!r}; legal: {legal} {span}"
                )
            if not self.min <= len(picked) <= self.max:
                raise IllegalAnswer(
                    f"{self.prompt!r}: choose between {self.min} and {self.max}, got {len(picked)}; "
                    f"legal: {legal}"
                )
            return picked
        raise IllegalAnswer(f"unknown decision kind {self.kind!r}")

    def to_view(self) -> dict:
        return {
            "player": self.player,
            "kind": self.kind,
            "prompt": self.prompt,
            "context": self.context,
            "min": self.min,
            "max": self.max,
            "options": [{"id": o.id, "label": o.label, **({"data": o.data} if o.data else {})} for o in self.options],
        }
