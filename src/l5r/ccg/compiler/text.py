"""Normalizing the card data's text and splitting it into segments.

The data marks an ability's header in bold (``<b>Battle, :bow::</b>``), reminder text in
italics and parentheses, line breaks with ``<br>``, and costs with icons. Normalized:

* an icon becomes a token in braces: ``:bow:`` -> ``{bow}``, ``:g3:`` -> ``{g3}``,
  ``:gstar:`` -> ``{g*}`` (the card's printed Gold Cost), ``:fear:`` -> ``{fear}``;
* reminder text (anything in parentheses) is dropped: it explains rules, it adds none -- also
  a rulebook ability recalled in parentheses with its bold header (a Tactician's Tactical
  Advantage, the Kharmic player ability: ivory glossary "Tactician", "Kharmic"), which is not
  printed on the card and so never starts a segment of its own;
* the card's own name (its title, or a Personality's given name) becomes ``~``;
* other markup goes, ``•`` between keywords becomes a space, and whitespace is collapsed.

A segment is one line of the text box (the data's ``<br>``), split again before a bold header
that starts mid-line, and before a header the data did not mark in bold (a Stronghold's text)
that starts a sentence: timing words, the designators before them and the icons after them,
then a colon. Each segment is one ability, Gold production or trait, parsed alone.

>>> normalize("<b>Battle, :bow::</b> Bow Kenji. <i>(A reminder.)</i>", "Hida Kenji", "Personality")
'Battle, {bow}: Bow ~.'
>>> segments("<b>:bow::</b> Produce 2 Gold.<br><b>Limited:</b> Draw a card.", "Mine", "Holding")
['{bow}: Produce 2 Gold.', 'Limited: Draw a card.']
>>> segments("<i>(<b>Battle:</b> Draw a card.)</i><br><b>Open:</b> Gain 1 Honor.", "Kenji", "Personality")
['Open: Gain 1 Honor.']
>>> segments("Limited, :g4:: Gain 2 Honor. Tireless Battle: :fear: 3.", "Gates", "Stronghold")
['Limited, {g4}: Gain 2 Honor.', 'Tireless Battle: {fear} 3.']
"""

from __future__ import annotations

import re

__all__ = ["name_forms", "normalize", "segments"]

_ICONS = [(re.compile(r":bow:"), "{bow}"), (re.compile(r":g(\d+):"), r"{g\1}"), (re.compile(r":gstar:"), "{g*}"),
          (re.compile(r":fear:"), "{fear}")]
_BREAK = re.compile(r"<br\s*/?>", re.I)
#: a bold header starting mid-line: "<b>Battle:</b>", "<b>Limited, :g2::</b>"
_HEADER = re.compile(r"(?<!^)\s*(?=<b>[^<]*:</b>)")
_TAG = re.compile(r"</?[a-z]+\s*/?>", re.I)
_PAREN = re.compile(r"\([^()]*\)")
_SPACE = re.compile(r"\s+")
#: a parenthesized rulebook ability with a bold header: reminder text, dropped before splitting
_RECALLED = re.compile(r"\((?:[^()<]|<[^>]*>)*<b>[^<]*:</b>[^()]*\)")
_TIMINGS = "(?:Battle|Open|Limited|Engage|Reaction|Interrupt|Dynasty)"
#: an unmarked header starting a sentence mid-line, in normalized text: "... Honor. Tireless Battle: ..."
_PLAIN_HEADER = re.compile(rf"(?<=\.) (?=(?:[A-Z][A-Za-z-]* )*{_TIMINGS}(?:/{_TIMINGS})*(?:, \{{[^}}]+\}})*:)")


def name_forms(title: str, ctype: str) -> list[str]:
    """The ways a card's text names the card itself, longest first: its title, the part before
    a comma ("Hida Kisada, the Little Bear"), and for a Personality its given names.

    >>> name_forms("Hida Kisada, the Little Bear", "Personality")
    ['Hida Kisada, the Little Bear', 'Hida Kisada', 'Kisada']
    >>> name_forms("Akodo's Grave", "Holding")
    ["Akodo's Grave"]
    """
    forms = [title]
    base = title.split(",")[0].strip()
    if base != title:
        forms.append(base)
    if ctype == "Personality":
        words = base.split()
        for i in range(1, len(words)):
            forms.append(" ".join(words[i:]))
    seen: list[str] = []
    for f in forms:
        if f and f not in seen:
            seen.append(f)
    return sorted(seen, key=len, reverse=True)


def normalize(text: str, title: str = "", ctype: str = "") -> str:
    """One segment's text normalized (see the module docstring)."""
    for pat, rep in _ICONS:
        text = pat.sub(rep, text)
    text = _TAG.sub("", text)
    while True:  # reminder text, innermost parentheses first
        new = _PAREN.sub("", text)
        if new == text:
            break
        text = new
    text = text.replace("•", " ").replace("’", "'").replace("“", '"').replace("”", '"')
    if title:
        for form in name_forms(title, ctype):
            text = re.sub(rf"(?<![\w~]){re.escape(form)}(?![\w])", "~", text)
    text = _SPACE.sub(" ", text).strip()
    return re.sub(r"\s+([.,:;])", r"\1", text)


def segments(text: str | None, title: str = "", ctype: str = "") -> list[str]:
    """The normalized segments of a card's text box (empty ones dropped)."""
    if not text:
        return []
    out: list[str] = []
    for line in _BREAK.split(text):
        line = _RECALLED.sub("", line)
        for part in _HEADER.split(line):
            seg = normalize(part, title, ctype)
            out.extend(s for s in _PLAIN_HEADER.split(seg) if s)
    return out
