"""Text deck lists for the CCG.

A list has three sections, each opened by a header line -- ``Pre-Game:`` (the
Stronghold, the Sensei if any, and under celestial rules the starting Holdings), ``Dynasty:`` and
``Fate:`` -- holding ``3x Card Name`` lines (``3 x Name``, ``3 Name`` and a bare
title for one copy are accepted too). Blank lines and ``#`` comments are ignored;
an optional ``Name: ...`` line names the deck. Titles match exactly, ignoring case
and curly quotes. Every problem is reported at once, with a did-you-mean for an
unknown title.

>>> d = read_text("Pre-Game:\\n1x Pillars of Virtue\\nDynasty:\\n3x Togashi Taro\\nFate:\\n2x Palm Strike")
>>> d.pre_game, d.dynasty, d.fate
({'Pillars of Virtue': 1}, {'Togashi Taro': 3}, {'Palm Strike': 2})
>>> read_text(write_text(d)) == d
True
>>> read_text("Pre-Game:\\n1x Great Hall of Records\\n1x Satoru Sensei").pre_game
{'Great Hall of Records': 1, 'Satoru Sensei': 1}
>>> read_text("Fate:\\n3x Palm Strik\\n2x Spearman")
Traceback (most recent call last):
...
l5r.ccg.decklist.DeckListError: line 2: no card titled 'Palm Strik'; did you mean 'Palm Strike'?
line 3: no card titled 'Spearman'; did you mean 'Spearmen'?
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from ..engine.files import MAX_COPIES, FileRefused, read_text_file
from .facts import CardFacts, pool, suggest

__all__ = ["EMBEDDED", "SECTIONS", "Deck", "DeckListError", "embedded", "load", "read_text", "write_text"]

#: The embedded decks (``data/decks/<name>.txt``).
EMBEDDED = ("lion", "dragon")

#: Section header -> Deck attribute, in list order.
SECTIONS = {"pre-game": "pre_game", "dynasty": "dynasty", "fate": "fate"}

_COUNT = re.compile(r"^(\d+)\s*[x×]?\s+(\S.*)$", re.IGNORECASE)


class DeckListError(ValueError):
    """A deck list that cannot be read; ``problems`` holds every message."""

    def __init__(self, problems: list[str]):
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


@dataclass
class Deck:
    """A CCG play deck: card title -> copies, per section."""

    name: str = ""
    pre_game: dict[str, int] = field(default_factory=dict)
    dynasty: dict[str, int] = field(default_factory=dict)
    fate: dict[str, int] = field(default_factory=dict)

    def sections(self) -> dict[str, dict[str, int]]:
        """The three sections by header name."""
        return {"Pre-Game": self.pre_game, "Dynasty": self.dynasty, "Fate": self.fate}


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s.replace("\u2019", "'").replace("\u2018", "'")).strip().casefold()


def _titles() -> dict[str, CardFacts]:
    return {_norm(t): c for t, c in pool().items()}


def read_text(text: str) -> Deck:
    """Parse a deck list (see the module docstring); DeckListError lists every problem."""
    deck, problems, section = Deck(), [], None
    titles = _titles()
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if not line:
            continue
        head = line.rstrip(":").strip()
        if line.endswith(":") and _norm(head) in SECTIONS:
            section = getattr(deck, SECTIONS[_norm(head)])
            continue
        if line.lower().startswith("name:"):
            deck.name = line[5:].strip()
            continue
        m = _COUNT.match(line)
        count, name = (int(m.group(1)), m.group(2).strip()) if m else (1, line)
        card = titles.get(_norm(name))
        if card is None:
            problems.append(f"line {n}: no card titled {name!r}{suggest(name, pool())}")
        elif section is None:
            problems.append(f"line {n}: {card.title!r} is outside a Pre-Game:, Dynasty: or Fate: section")
        elif not 1 <= count <= MAX_COPIES:
            problems.append(f"line {n}: {count} copies of {card.title!r} (a line gives 1 to {MAX_COPIES})")
        else:
            section[card.title] = section.get(card.title, 0) + count
    if problems:
        raise DeckListError(problems)
    return deck


def write_text(deck: Deck) -> str:
    """The deck as a list :func:`read_text` reads back to an equal deck."""
    out = [f"Name: {deck.name}", ""] if deck.name else []
    for header, cards in deck.sections().items():
        out.append(f"{header}:")
        out += [f"{n}x {title}" for title, n in cards.items()]
        out.append("")
    return "\n".join(out)


def load(path: str | Path) -> Deck:
    """Read a deck list file (UTF-8 text)."""
    try:
        text = read_text_file(path, "deck list")
    except FileRefused as exc:
        raise DeckListError([str(exc)]) from exc
    return read_text(text)


def embedded(name: str) -> Deck:
    """An embedded deck by name ("lion" or "dragon").

    >>> sum(embedded("lion").dynasty.values()), embedded("dragon").pre_game["Pillars of Virtue"]
    (40, 1)
    """
    if name not in EMBEDDED:
        raise ValueError(f"no embedded deck {name!r}; the decks are {', '.join(EMBEDDED)}")
    path = resources.files("l5r.ccg").joinpath(f"data/decks/{name}.txt")
    return read_text(path.read_text(encoding="utf-8"))
