"""Read the shared Battle of Kyuden Tonbo YAML for the tests: PyYAML if importable, else a
tiny reader for its simple shape (a ``cards:`` list of flat mappings whose values are
scalars, folded multi-line scalars or ``- item`` lists)."""

from __future__ import annotations

from pathlib import Path


def _scalar(v: str):
    v = v.strip()
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
        return v[1:-1].replace("''", "'") if v[0] == "'" else v[1:-1]
    if v in ("true", "false"):
        return v == "true"
    try:
        return int(v)
    except ValueError:
        return v


def tiny_load(text: str) -> list[dict]:
    cards: list[dict] = []
    card: dict | None = None
    key = None
    for line in text.splitlines():
        if not line.strip():
            continue
        if line.startswith("- "):  # a new card
            card = {}
            cards.append(card)
            line = "  " + line[2:]
        if card is None:
            continue
        if line.startswith("  - "):  # list item of the current key
            card[key].append(_scalar(line[4:]))  # one-line items
        elif line.startswith("    "):  # continuation of a folded scalar
            card[key] = f"{card[key]} {line.strip()}"
        elif line.startswith("  ") and ":" in line:
            key, _, value = line.strip().partition(":")
            card[key] = value.strip() if value.strip() else []
    for card in cards:  # quoted and folded scalars are complete only now
        for k, v in card.items():
            if isinstance(v, str):
                card[k] = _scalar(v)
    return cards


def load_cards(path: Path) -> list[dict]:
    text = path.read_text(encoding="utf-8")
    try:
        import yaml
    except ImportError:
        return tiny_load(text)
    return yaml.safe_load(text)["cards"]
