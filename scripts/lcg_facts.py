"""Build the LCG card *facts* table of the packs beyond the Core Set
(``src/l5r/lcg/data/packs.json``) from the FiveRingsDB data in ``../shared``.

Only printed facts are kept (see :mod:`l5r.lcg.facts`), never card text: the text is
read only to find the printed keywords. The packs are :data:`l5r.lcg.facts.PACKS`
(all but the Core Set, whose table ``core.json`` is older and kept as it is), then the later
cards the rules documents name (:data:`l5r.lcg.facts.NAMED_LATER`).

    .venv/bin/python scripts/lcg_facts.py            # rewrite the table
    .venv/bin/python scripts/lcg_facts.py --check    # exit 1 if the table is not current
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from l5r.lcg.facts import NAMED_LATER, PACKS

ROOT = Path(__file__).resolve().parents[1]
DB = ROOT / ".." / "shared" / "data" / "lcg" / "fiveringsdb"
OUT = ROOT / "src" / "l5r" / "lcg" / "data" / "packs.json"

_KW = re.compile(
    r"(?:^|\n|(?<=\.)\s+)(Ancestral|Composure|Corrupted|Courtesy|Covert|Eminent|Legendary \d+|Limited|Pride"
    r"|Rally|Restricted|Sincerity|Support|No attachments(?: except [A-Za-z ]+?)?|No [A-Za-z ]+? attachments"
    r"|Disguised (?:non-)?\[clan-[a-z]+\] character|Disguised [A-Za-z]+)\.")


def keywords(text: str | None) -> list[str]:
    """The printed keywords of a card text, in order (a quoted text granted by an ability is skipped)."""
    if not text:
        return []
    plain = re.sub(r"<br\s*/?>", "\n", text)
    plain = re.sub(r"<[^>]+>", "", plain)
    plain = re.sub(r'"[^"]*"', "", plain)
    out: list[str] = []
    for kw in _KW.findall(plain):
        low = kw.lower()
        if m := re.fullmatch(r"no attachments except (.+)", low):
            low = "no attachments except " + "|".join(m.group(1).split(" or "))
        elif low != "no attachments" and (m := re.fullmatch(r"no (.+) attachments", low)):
            low = "no " + "|".join(m.group(1).split(" or ")) + " attachments"
        elif m := re.fullmatch(r"disguised (non-)?\[clan-([a-z]+)\] character", low):  # "non-[clan-x] character"
            low = f"disguised {m.group(1) or ''}{m.group(2)}"
        if low not in out:
            out.append(low)
    return out


def _num(v):
    return None if v is None else "X" if v == "X" else int(v)  # Web of Lies: strength X


def _bonus(v):
    if v is None:
        return None
    return "X" if v.lstrip("+-") == "X" else int(v)


def row(c: dict, p: dict) -> dict:
    return {
        "id": c["id"], "name": c["name"], "type": c["type"], "side": c["side"], "clan": c["clan"],
        "cost": _num(c["cost"]), "military": _num(c.get("military")), "political": _num(c.get("political")),
        "glory": _num(c.get("glory")), "strength": _num(c.get("strength")),
        "military_bonus": _bonus(c.get("military_bonus")), "political_bonus": _bonus(c.get("political_bonus")),
        "strength_bonus": _bonus(c.get("strength_bonus")), "glory_bonus": _bonus(c.get("glory_bonus")),
        "elements": [e for e in c.get("elements", []) if e is not None], "traits": list(c.get("traits", [])),
        "keywords": keywords(c.get("text")), "unique": bool(c.get("unique", c.get("is_unique"))),
        "fate": _num(c.get("fate")), "honor": _num(c.get("honor")),
        "influence_pool": _num(c.get("influence_pool")), "influence_cost": _num(c.get("influence_cost")),
        "deck_limit": int(c["deck_limit"]), "restricted_list": bool(c.get("is_restricted")),
        "role_restriction": c.get("role_restriction"),
        "position": int(re.match(r"\d+", str(p["position"])).group()), "quantity": int(p["quantity"]),
    }


def table() -> str:
    rows = []
    for pack in PACKS.values():
        if pack == "core":
            continue
        entries = json.loads((DB / "PackCard" / f"{pack}.json").read_text("utf-8"))
        for p in sorted(entries, key=lambda p: int(re.match(r"\d+", str(p["position"])).group())):
            c = json.loads((DB / "Card" / f"{p['card_id']}.json").read_text("utf-8"))
            rows.append(row(c, p))
    later = []
    for cid, pack in NAMED_LATER.items():  # the later cards the rules documents name, by id
        entries = json.loads((DB / "PackCard" / f"{pack}.json").read_text("utf-8"))
        p = next(e for e in entries if e["card_id"] == cid)
        later.append(row(json.loads((DB / "Card" / f"{cid}.json").read_text("utf-8")), p))
    rows.extend(sorted(later, key=lambda r: (r["id"][:2], r["position"])))
    body = ",\n".join(json.dumps(r, ensure_ascii=False) for r in rows)
    return f"[\n{body}\n]\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="only check that the table is current")
    a = ap.parse_args()
    text = table()
    if a.check:
        ok = OUT.read_text("utf-8") == text
        print("current" if ok else f"{OUT} is out of date")
        return 0 if ok else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({text.count(chr(10)) - 2} cards)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
