"""Decisions: what the engine asks a player, as plain data.

A :class:`Decision` names the player who decides, the kind of decision and the
complete list of legal :class:`Option` s. ``choose_one`` takes one option id;
``choose_many`` takes a list of distinct option ids whose length lies between
``min`` and ``max``.

>>> d = Decision(player=0, kind="choose_one", prompt="Bid", options=[Option("1", "bid 1"), Option("2", "bid 2")])
>>> d.check("2")
'2'
>>> d.check("7")
Traceback (most recent call last):
...
l5r.engine.decision.IllegalAnswer: '7' is not a legal option for 'Bid'; legal: 1, 2
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .serial import register


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
    kind: str  # "choose_one" | "choose_many"
    prompt: str
    options: list
    min: int = 1
    max: int = 1
    secret: bool = False  # other players may not see the answer until revealed
    context: str = ""  # machine-readable name of what is being decided
    validate: str = ""  # name of a rule-set check on the whole answer (e.g. a cost limit)

    def option(self, oid: str) -> Option:
        for o in self.options:
            if o.id == oid:
                return o
        raise KeyError(oid)

    def ids(self) -> list[str]:
        return [o.id for o in self.options]

    def check(self, answer: Any) -> Any:
        """Validate ``answer`` and return it normalized; raise IllegalAnswer.

        Every message names the legal options.

        >>> d = Decision(0, "choose_many", "Discard", [Option("4", "A"), Option("9", "B")], min=0, max=1)
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
        legal = ", ".join(ids)
        if self.kind == "choose_one":
            if isinstance(answer, int) and not isinstance(answer, bool):
                answer = str(answer)
            if not isinstance(answer, str) or answer not in ids:
                raise IllegalAnswer(
                    f"{answer!r} is not a legal option for {self.prompt!r}; legal: {legal}"
                )
            return answer
        if self.kind == "choose_many":
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
