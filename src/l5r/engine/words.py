"""Words for describing cards, shared by both games: how a declaration's functions say what
they test (:func:`phrase`), and small helpers for sentences.

>>> @phrase("you have the Imperial Favor")
... def cond(g, ctx): return True
>>> said(cond), said(len)
('you have the Imperial Favor', None)
>>> sentence("bow it"), joined(["a", "b", "c"]), signed(2)
('Bow it.', 'a, b and c', '+2')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["joined", "phrase", "said", "sentence", "signed"]

F = TypeVar("F", bound=Callable[..., Any])


def phrase(text: str) -> Callable[[F], F]:
    """Mark a condition, test or trigger condition with what it says, for descriptions
    (it changes nothing else: the function is returned as it is)."""

    def mark(fn: F) -> F:
        fn.says = text  # type: ignore[attr-defined]
        return fn

    return mark


def said(fn: object) -> str | None:
    """What a condition or test function says (:func:`phrase`), or None."""
    return getattr(fn, "says", None)


def signed(n: int) -> str:
    """+2 / -1."""
    return f"+{n}" if n >= 0 else str(n)


def sentence(text: str) -> str:
    """A capitalized sentence ending with a full stop."""
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def joined(parts: list[str], last: str = "and") -> str:
    """"a, b and c"."""
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {last} " + parts[-1]
