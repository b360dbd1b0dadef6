"""Reading and writing shared deck lists.

Two formats:

* the **plain-text list** people paste: one card per line as ``3x Card Name``
  (also ``3 Card Name``, ``3 x Card Name``, ``Card Name x3``, or a bare title
  for one copy), with optional section headers (``Stronghold``, ``Role``,
  ``Provinces (5)``, ``Dynasty Deck (40)``, ``Characters (27)`` ...), blank
  lines, comments (``#`` or ``//``), a trailing pack name (``(Core Set)``) and
  a first line naming the deck (or ``Name: ...``);
* the **FiveRingsDB JSON deck**: an object with ``"name"`` and ``"cards"``
  (card id -> count), possibly wrapped as ``{"record": {...}}``. Ids with or
  without the pack prefix (``01-fine-katana`` / ``fine-katana``) are accepted.

Cards are placed by their printed type and side (headers are only a guide),
so both readers give the deck dict of :func:`l5r.lcg.new_game`. A deck with no stronghold (a
skirmish deck) names its clan with a ``Clan: crab`` line (FiveRingsDB: ``"primary_clan"``);
without one, its clan is the one clan of its dynasty cards that are not neutral.
Titles match ignoring case, macrons and curly quotes; an unknown title raises
:class:`DeckFormatError` with a did-you-mean suggestion.

>>> d = read_text("Demo\\n1x Shiro Nishiyama\\n3x Hida Kisada\\nFine Katana x2")
>>> d["name"], d["stronghold"], d["dynasty"], d["conflict"]
('Demo', '01-shiro-nishiyama', ['01-hida-kisada', '01-hida-kisada', '01-hida-kisada'], \
['01-fine-katana', '01-fine-katana'])
>>> read_text("Demo\\n1x Shosuro Miyako (Justice for Satsume)")["conflict"]
['21-shosuro-miyako']
>>> read_text("3x Fine Katanna")
Traceback (most recent call last):
...
l5r.lcg.deckformats.DeckFormatError: line 1: no card titled 'Fine Katanna'; did you mean 'Fine Katana'?
"""

from __future__ import annotations

import difflib
import json
import re
import unicodedata
from collections import Counter
from pathlib import Path

from ..engine.files import MAX_COPIES, FileRefused, read_text_file
from .facts import PACK_NAMES, CardFacts, pack_of, printed
from .model import FACTS

__all__ = [
    "DeckFormatError",
    "canonical",
    "find_card",
    "load",
    "read_fiveringsdb",
    "read_text",
    "write_fiveringsdb",
    "write_text",
]


class DeckFormatError(ValueError):
    """A deck list that cannot be read; ``problems`` holds every message."""

    def __init__(self, problems: list[str]):
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


# ---------------------------------------------------------------- titles
def _norm(s: str) -> str:
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u00d7", "x")
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return re.sub(r"\s+", " ", s).strip().casefold()


def _titles() -> dict[str, CardFacts]:
    """Normalized title -> facts; rebuilt only when the facts table changes size."""
    key = len(FACTS)
    if _TITLES[0] != key:
        _TITLES[0], _TITLES[1] = key, _build_titles()
    titles: dict[str, CardFacts] = _TITLES[1]
    return titles


_TITLES: list = [-1, {}]  # [facts table size, normalized title -> facts]


def _build_titles() -> dict[str, CardFacts]:
    out: dict[str, CardFacts] = {}
    for f in sorted(filter(printed, FACTS.values()), key=lambda f: (f.id[:3], f.position)):
        out.setdefault(_norm(f.name), f)
    return out


def _lookup(name: str) -> CardFacts | None:
    return _titles().get(_norm(name))


def find_card(name: str) -> CardFacts:
    """The card titled ``name`` (ignoring case, macrons and quote styles).

    >>> find_card("hiruma yojimbo").name
    'Hiruma Yōjimbō'
    >>> find_card("Kaiu Shuichy")
    Traceback (most recent call last):
    ...
    l5r.lcg.deckformats.DeckFormatError: no card titled 'Kaiu Shuichy'; did you mean 'Kaiu Shuichi'?
    """
    f = _lookup(name)
    if f is None:
        raise DeckFormatError([_unknown(name)])
    return f


def _unknown(name: str) -> str:
    titles = _titles()
    want = _norm(name)
    scored = sorted(((difflib.SequenceMatcher(None, want, k).ratio(), k) for k in titles),
                    reverse=True)
    best = scored[0][0] if scored else 0.0
    keys = [k for r, k in scored[:3] if r >= max(0.6, best - 0.08)]
    if not keys:
        keys = [k for k in titles if want in k][:3]
    hint = ("; did you mean " + " or ".join(repr(titles[k].name) for k in keys) + "?"
            if keys else "")
    return f"no card titled {name!r}{hint}"


# ---------------------------------------------------------------- text lists
_HEADERS = ("stronghold", "strongholds", "role", "roles", "province", "provinces", "dynasty",
            "dynasty deck", "conflict", "conflict deck", "character", "characters", "holding",
            "holdings", "attachment", "attachments", "event", "events")
_COUNT_FIRST = re.compile(r"^(\d+)\s*[x\u00d7]?\s+(.+)$", re.I)
_COUNT_LAST = re.compile(r"^(.+?)\s+[x\u00d7]\s*(\d+)$", re.I)
_PACK = re.compile(r"^(.+?)\s*\([^()]*\)$")


def _header(line: str) -> bool:
    bare = re.sub(r"\s*\(\d+\)\s*:?$|:$", "", line).strip()
    return _norm(bare) in _HEADERS


def _card_line(line: str) -> tuple[int, str] | None:
    """``(count, title)`` of a card line, or None if it has no count."""
    m = _COUNT_FIRST.match(line)
    if m:
        return int(m.group(1)), m.group(2).strip()
    m = _COUNT_LAST.match(line)
    if m:
        return int(m.group(2)), m.group(1).strip()
    return None


def _resolve(title: str) -> CardFacts | None:
    """The card of a list's title; a trailing pack name ("Hida Kisada (Core Set)") picks that
    pack's card when several share the title ("Shosuro Miyako (Justice for Satsume)")."""
    f = _lookup(title)
    if f is None:
        m = _PACK.match(title)
        if m:
            pack = _norm(title[m.end(1):].strip().strip("()"))
            f = _in_pack(m.group(1), pack) or _lookup(m.group(1))
    return f


def _in_pack(title: str, pack: str) -> CardFacts | None:
    """The printed card titled ``title`` in the pack named ``pack`` (normalized name or id)."""
    want = _norm(title)
    for f in FACTS.values():
        p = pack_of(f.id)
        if printed(f) and _norm(f.name) == want and pack in (p, _norm(PACK_NAMES.get(p, ""))):
            return f
    return None


def read_text(text: str, *, name: str | None = None) -> dict:
    """Read a plain-text deck list into a deck dict (see the module docstring)."""
    entries: list[tuple[int, CardFacts]] = []
    problems: list[str] = []
    deck_name = None
    clan = None
    seen_content = False
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        first = not seen_content
        seen_content = True
        m = re.match(r"^(?:name|deck)\s*:\s*(.+)$", line, re.I)
        if m:
            deck_name = m.group(1).strip()
            continue
        m = re.match(r"^clan\s*:\s*(.+)$", line, re.I)
        if m:
            clan = m.group(1).strip().lower()
            continue
        if _header(line):
            continue
        parsed = _card_line(line)
        if parsed is not None:
            count, title = parsed
            f = _resolve(title)
            if f is None:
                problems.append(f"line {no}: {_unknown(title)}")
            elif not 1 <= count <= MAX_COPIES:
                problems.append(f"line {no}: {count} copies of {f.name!r} (a line gives 1 to {MAX_COPIES})")
            else:
                entries.append((count, f))
            continue
        f = _resolve(line)
        if f is not None:
            entries.append((1, f))
        elif first and deck_name is None:
            deck_name = line
        else:
            problems.append(f"line {no}: {_unknown(line)}")
    deck = _build(entries, problems, clan)
    if problems:
        raise DeckFormatError(problems)
    deck["name"] = name or deck_name or ""
    return deck


def _build(entries: list[tuple[int, CardFacts]], problems: list[str], clan: str | None = None) -> dict:
    deck: dict = {"name": "", "stronghold": None, "role": None, "provinces": [], "dynasty": [],
                  "conflict": []}
    for count, f in entries:
        if f.type in ("stronghold", "role"):
            if deck[f.type] is not None or count > 1:
                problems.append(f"more than one {f.type} listed ({f.name!r})")
            deck[f.type] = f.id
        elif f.type == "province":
            deck["provinces"] += [f.id] * count
        elif f.side in ("dynasty", "conflict"):
            deck[f.side] += [f.id] * count
        else:  # pragma: no cover - every card type is placed above
            problems.append(f"cannot place {f.name!r} ({f.type})")
    if deck["stronghold"] is None:  # a skirmish deck: its clan, named or read from its dynasty cards
        found = {FACTS[c].clan for c in deck["dynasty"]} - {"neutral"}
        clan = clan or (found.pop() if len(found) == 1 else None)
        if clan:
            deck["clan"] = clan
    return deck


_TYPE_ORDER = ("character", "holding", "attachment", "event")


def _sort_key(cid: str) -> tuple[int, int, str]:
    f = FACTS[cid]
    t = _TYPE_ORDER.index(f.type) if f.type in _TYPE_ORDER else len(_TYPE_ORDER)
    return (t, f.cost if f.cost is not None else -1, f.name)


def canonical(deck: dict) -> dict:
    """The deck with its lists in a fixed order, for comparing decks."""
    out = {"name": deck.get("name") or "", "stronghold": deck.get("stronghold"),
           "role": deck.get("role") or None,
           "provinces": sorted(deck.get("provinces") or [], key=lambda c: FACTS[c].name),
           "dynasty": sorted(deck.get("dynasty") or [], key=_sort_key),
           "conflict": sorted(deck.get("conflict") or [], key=_sort_key)}
    if deck.get("clan"):
        out["clan"] = deck["clan"]
    return out


def write_text(deck: dict) -> str:
    """The deck as a plain-text list that :func:`read_text` reads back.

    >>> from l5r.lcg.decks import default_deck
    >>> d = default_deck("crab")
    >>> canonical(read_text(write_text(d))) == canonical(d)
    True
    """
    d = canonical(deck)
    lines: list[str] = []
    name = d["name"]
    if name:
        clash = _lookup(name) is not None or _header(name) or _card_line(name) is not None
        lines += [f"Name: {name}" if clash else name, ""]
    if d["stronghold"] or not d.get("clan"):
        lines.append("Stronghold")
        if d["stronghold"]:
            lines.append(f"1x {FACTS[d['stronghold']].name}")
        if d["role"]:
            lines += ["", "Role", f"1x {FACTS[d['role']].name}"]
        lines += ["", f"Provinces ({len(d['provinces'])})"]
        lines += _count_lines(d["provinces"])
    else:  # a skirmish deck
        lines.append(f"Clan: {d['clan']}")
    for side in ("dynasty", "conflict"):
        lines += ["", f"{side.title()} Deck ({len(d[side])})"]
        for t in _TYPE_ORDER:
            ids = [c for c in d[side] if FACTS[c].type == t]
            if ids:
                lines.append(f"{t.title()}s ({len(ids)})")
                lines += _count_lines(ids)
    return "\n".join(lines) + "\n"


def _count_lines(ids: list[str]) -> list[str]:
    return [f"{n}x {_listed_title(c)}" for c, n in Counter(ids).items()]


def _listed_title(cid: str) -> str:
    """A card's title in a list, with its pack's name when an earlier card has the same title
    (read back by :func:`_resolve`)."""
    f = FACTS[cid]
    first = _lookup(f.name)
    return f.name if first is None or first.id == cid else f"{f.name} ({PACK_NAMES[pack_of(cid)]})"


# ---------------------------------------------------------------- FiveRingsDB JSON
def _by_id(key: str) -> CardFacts | None:
    if key in FACTS:
        return FACTS[key] if printed(FACTS[key]) else None
    for cid, f in FACTS.items():  # FiveRingsDB site ids drop the pack prefix
        if re.sub(r"^\d+-", "", cid) == key and printed(f):
            return f
    return None


def read_fiveringsdb(data: str | dict) -> dict:
    """Read a FiveRingsDB JSON deck (``{"name": ..., "cards": {id: count}}``).

    >>> d = read_fiveringsdb({"name": "x", "cards": {"shiro-nishiyama": 1, "01-fine-katana": 2}})
    >>> d["stronghold"], d["conflict"]
    ('01-shiro-nishiyama', ['01-fine-katana', '01-fine-katana'])
    """
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as e:
            raise DeckFormatError([f"not a JSON deck: {e}"]) from None
    if isinstance(data, dict) and isinstance(data.get("record"), dict):
        data = data["record"]
    if not isinstance(data, dict) or not isinstance(data.get("cards"), dict):
        raise DeckFormatError(['a FiveRingsDB deck is a JSON object with "cards": {id: count}'])
    entries: list[tuple[int, CardFacts]] = []
    problems: list[str] = []
    for key, count in data["cards"].items():
        f = _by_id(str(key))
        if f is None:
            hint = difflib.get_close_matches(str(key), list(FACTS), n=1)
            problems.append(f"unknown card id {key!r}"
                            + (f"; did you mean {hint[0]!r}?" if hint else ""))
        elif not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_COPIES:
            problems.append(f"bad count {count!r} for {f.name!r}")
        else:
            entries.append((count, f))
    primary = data.get("primary_clan")
    deck = _build(entries, problems, primary if isinstance(primary, str) and primary else None)
    if problems:
        raise DeckFormatError(problems)
    deck["name"] = str(data.get("name") or "")
    return deck


def write_fiveringsdb(deck: dict, *, site_ids: bool = False) -> dict:
    """The deck as a FiveRingsDB JSON deck object (``json.dumps`` it to save).

    ``site_ids=True`` drops the pack prefix from ids, as fiveringsdb.com does.
    """
    d = canonical(deck)
    ids = ([d["stronghold"]] if d["stronghold"] else []) + ([d["role"]] if d["role"] else [])
    ids += d["provinces"] + d["dynasty"] + d["conflict"]
    key = (lambda c: re.sub(r"^\d+-", "", c)) if site_ids else (lambda c: c)
    clan = FACTS[d["stronghold"]].clan if d["stronghold"] else d.get("clan")
    splash = sorted({FACTS[c].clan for c in d["conflict"]} - {clan, "neutral"})
    fmt = "stronghold" if d["stronghold"] or not d.get("clan") else "skirmish"
    return {"name": d["name"], "format": fmt, "primary_clan": clan,
            "secondary_clan": splash[0] if len(splash) == 1 else None,
            "cards": {key(c): n for c, n in Counter(ids).items()}}


def load(path: str | Path) -> dict:
    """Read a deck file: FiveRingsDB JSON if it holds a JSON object, else a text list
    (named after the file when the list does not name itself)."""
    try:
        text = read_text_file(path, "deck list")
    except FileRefused as exc:
        raise DeckFormatError([str(exc)]) from exc
    if text.lstrip().startswith("{"):
        return read_fiveringsdb(text)
    deck = read_text(text)
    deck["name"] = deck["name"] or Path(path).stem
    return deck
