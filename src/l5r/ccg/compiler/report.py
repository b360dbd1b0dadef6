"""What the compiler reads of a set: ``python -m l5r.ccg.compiler report [--set NAME]``.

Per set: cards, segments (abilities, Gold productions and traits), how many parse, how many
cards parse whole, and the most common unparsed phrasings (the words where the parser
stopped, to drive grammar work).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from . import ast as a
from .parser import parse_card

__all__ = ["SETS_DIR", "SetReport", "load_set", "report_set"]

#: ``../shared/data/ccg/sets`` beside the project root (this file is src/l5r/ccg/compiler/report.py).
SETS_DIR = (Path(__file__).resolve().parents[4] / ".." / "shared" / "data" / "ccg" / "sets").resolve()


def load_set(name: str, sets_dir: Path = SETS_DIR) -> list[dict]:
    """The cards of set ``name`` (``<sets_dir>/<name>.yaml``)."""
    path = sets_dir / f"{name}.yaml"
    if not path.is_file():
        raise FileNotFoundError(f"no card set {name!r} (looked for {path})")
    with path.open(encoding="utf-8") as f:
        return list(yaml.safe_load(f)["cards"])


@dataclass
class SetReport:
    """The parse figures of one set."""

    name: str
    cards: int = 0
    cards_with_text: int = 0
    cards_parsed: int = 0
    segments: int = 0
    abilities: int = 0
    parsed: int = 0
    abilities_parsed: int = 0
    unparsed: Counter = field(default_factory=Counter)

    def lines(self, top: int = 25) -> list[str]:
        def pct(n: int, d: int) -> str:
            return f"{n}/{d} ({100 * n / d:.0f}%)" if d else "0/0"

        out = [f"{self.name}: {self.cards} cards, {self.cards_with_text} with text",
               f"  segments parsed:  {pct(self.parsed, self.segments)}",
               f"  abilities parsed: {pct(self.abilities_parsed, self.abilities)}",
               f"  cards whose whole text parses: {pct(self.cards_parsed, self.cards_with_text)}",
               "  most common unparsed phrasings (first words where the parser stopped):"]
        out += [f"    {n:4d}  {phrase}" for phrase, n in self.unparsed.most_common(top)]
        return out


def _stuck_at(u: a.Unparsed, words: int = 3) -> str:
    rest = u.reason.split(": ", 1)[1] if ": " in u.reason else u.reason
    return " ".join(rest.split()[:words])


def _is_ability_text(text: str) -> bool:
    head = text.split(":", 1)[0]
    return ":" in text and any(t in head for t in ("Battle", "Open", "Limited", "Engage", "Reaction",
                                                  "Interrupt", "Dynasty"))


def report_set(name: str, cards: list[dict]) -> SetReport:
    """Parse every card of a set and count."""
    r = SetReport(name, cards=len(cards))
    for card in cards:
        ct = parse_card(card)
        if not ct.segments:
            continue
        r.cards_with_text += 1
        r.cards_parsed += ct.parsed
        for seg in ct.segments:
            r.segments += 1
            ok = not isinstance(seg, a.Unparsed)
            r.parsed += ok
            is_ability = isinstance(seg, a.AbilityNode) or (isinstance(seg, a.Unparsed) and _is_ability_text(seg.text))
            r.abilities += is_ability
            r.abilities_parsed += is_ability and ok
            if isinstance(seg, a.Unparsed):
                r.unparsed[_stuck_at(seg)] += 1
    return r
