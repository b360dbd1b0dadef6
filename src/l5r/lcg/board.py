"""The LCG board as a player reads it, drawn from that player's redacted view
(:func:`l5r.lcg.view.view`): the terminal game prints it and the full-screen game
shows it.

Everything public is on it: the round, phase, format (when not the stronghold format) and
first player; the Imperial Favor (no side in skirmish); the rings with their fate and who
claimed them; the conflict in progress (who attacks which
province, the type and ring, attackers and defenders with their skill, the skill
totals); for each player honor, fate, cards in hand, the revealed bid, deck and discard
sizes, conflicts left by type (skirmish: conflict opportunities), the stronghold (bowed or
not) and role, the provinces numbered 1 to 5 (skirmish: the three province tokens, 1 to 3;
strength, broken, the cards on them), the characters numbered C1, C2...
with military and political skill, glory, status, bowed, fate and their attachments;
for the viewer, their hand numbered H1, H2...; in enlightenment with treaties, the treaties
in force and the size of the treaty deck. Hidden cards are never shown: they are not
in the view.

>>> from l5r.lcg.decks import default_deck
>>> from l5r.lcg.game import new_game
>>> g = new_game([default_deck("crab"), default_deck("lion")], seed=1, names=["You", "Bot"])
>>> text = "\\n".join(line.plain for line in board(g.view(0)))
>>> "Round 0" in text and "Province 1" in text and "You (crab)" in text
True
"""

from __future__ import annotations

from rich.text import Text

from ..engine.names import player_name as _player_name
from ..engine.names import possessive as _possessive
from .treaties import DURATIONS, promise_text

#: How a player index reads when it names nobody.
NOBODY = "nobody"
STATUS_WORDS = {"honored": "honored", "dishonored": "dishonored", "ordinary": ""}
STRONGHOLD_SLOT = 4


def player_name(v: dict, index: int | None) -> str:
    """The name of player ``index`` in view ``v`` ("nobody" for -1 or None)."""
    return _player_name(v["players"], index, NOBODY)


def possessive(name: str) -> str:
    """``name``'s, or "your" for the viewer ("You") inside a sentence."""
    return _possessive(name, start=False)


def favor_text(v: dict) -> str:
    """The Imperial Favor: who holds it and for which conflict type.

    >>> favor_text({"players": [{"name": "You"}], "imperial_favor": {"player": 0, "side": "military"}})
    'You (military)'
    >>> favor_text({"players": [], "imperial_favor": {"player": -1, "side": ""}})
    'nobody'
    """
    fav = v.get("imperial_favor") or {}
    who = player_name(v, fav.get("player", -1))
    return f"{who} ({fav['side']})" if who != NOBODY and fav.get("side") else who


def rings_text(v: dict) -> Text:
    """Each ring with its fate and state (unclaimed, contested, claimed by whom)."""
    t = Text("Rings: ")
    for i, (element, r) in enumerate(v["rings"].items()):
        if i:
            t.append(" | ")
        state = ("contested" if r["contested"] else
                 f"claimed by {player_name(v, r['claimed_by'])}" if r["claimed_by"] >= 0 else "unclaimed")
        if "pool" in r:  # enlightenment: whose pool, or the province it is claimed on
            if r["claimed_by"] >= 0 and r.get("slot", -1) >= 0:
                state += f" on province {r['slot'] + 1}"
            elif not r["contested"] and r["claimed_by"] < 0:
                state = f"in {possessive(player_name(v, r['pool']))} pool" if r["pool"] >= 0 else "in the common pool"
        t.append(r.get("element", element).capitalize(), style="bold")
        t.append(f" {r['fate']} fate, {state}")
    return t


def card_line(c: dict, label: str) -> Text:
    """One character in play: skills, glory, status, bowed, fate, attachments."""
    t = Text(f"  {label} ")
    t.append(c["name"], style="dim" if c.get("bowed") else "bold")
    mil = "-" if c.get("military") is None else c["military"]
    pol = "-" if c.get("political") is None else c["political"]
    t.append(f"  military {mil} / political {pol}, glory {c.get('glory', 0)}")
    words = [w for w in (STATUS_WORDS.get(c.get("status", "ordinary"), ""), "bowed" if c.get("bowed") else "",
                         "tainted" if c.get("tainted") else "") if w]
    if c.get("fate"):
        words.append(f"{c['fate']} fate")
    if words:
        t.append(" (" + ", ".join(words) + ")")
    if c.get("attachments"):
        t.append("; attachments: " + ", ".join(a["name"] for a in c["attachments"]))
    return t


def province_text(p: dict) -> str:
    """One province: number, name or "facedown", strength, broken, the cards on it."""
    slot = p["slot"]
    head = f"Province {slot + 1}" + (" (stronghold province)" if slot == STRONGHOLD_SLOT else "")
    name = "facedown" if p.get("facedown") and "name" not in p else p.get("name", "facedown")
    if p.get("facedown") and "name" in p:
        name += " (facedown, seen by you)"
    bits = [name]
    if "strength" in p:
        bits.append(f"strength {p['strength']}")
    if p.get("broken"):
        bits.append("BROKEN")
    cards = ", ".join("a facedown card" if x.get("facedown") else x["name"] for x in p.get("cards", []))
    return f"{head}: {', '.join(bits)}" + (f" — {cards}" if cards else "")


def conflict_lines(v: dict) -> list[Text]:
    """The conflict in progress: attacker, defender, province, type, ring, both sides' skill."""
    cf = v.get("conflict")
    if not cf:
        return []
    att, dfd = player_name(v, cf["attacker"]), player_name(v, cf["defender"])
    prov = next((p for p in v["players"][cf["defender"]]["provinces"] if p.get("uid") == cf["province"]), None)
    where = province_text(prov) if prov else "a province"
    out = [Text(f"Conflict: {att} attack{'' if att == 'You' else 's'} {possessive(dfd)} {where}",
                style="bold yellow"),
           Text(f"  {cf['type']} conflict, {v['rings'][cf['ring']].get('element', cf['ring'])} ring")]
    uids = {c["uid"]: c for p in v["players"] for c in p["characters"]}
    for side, key, total in (("attackers", "attackers", 0), ("defenders", "defenders", 1)):
        names = [f"{uids[u]['name']} ({uids[u].get(cf['type']) or 0}{', bowed' if uids[u].get('bowed') else ''})"
                 for u in cf[key] if u in uids]
        skill = cf.get("skill")
        out.append(Text(f"  {side}: {', '.join(names) or 'none'}" +
                        (f" — {cf['type']} skill {skill[total]}" if skill else "")))
    return out


def player_lines(v: dict, p: dict, you: bool) -> list[Text]:
    """One player's area: dials, decks, conflicts left, stronghold, role, provinces,
    characters and (for the viewer) the hand."""
    style = "green" if you else "red"
    out = [Text(f"{p['name']} ({p['clan']})", style=f"bold {style}")]
    bid = f", bid {p['bid']}" if p.get("bid") else ""
    n = p["hand_size"]
    out.append(Text(f"  honor {p['honor']}, fate {p['fate']}, {n} card{'' if n == 1 else 's'} in hand{bid}; "
                    f"conflict deck {p['conflict_deck']}, dynasty deck {p['dynasty_deck']}, "
                    f"discards {len(p['conflict_discard'])} conflict / {len(p['dynasty_discard'])} dynasty"))
    left = p.get("conflicts_left") or {}
    if v.get("format") == "skirmish":  # one conflict of either type (Rules Reference 3.2)
        n = p.get("conflict_opportunities", 0)
        out.append(Text(f"  conflict opportunities: {n} (a conflict of either type)"))
    elif left:
        out.append(Text("  conflicts left: " + ", ".join(f"{k} {n}" for k, n in sorted(left.items())) +
                        f" (opportunities {p.get('conflict_opportunities', 0)})"))
    sh, role = p.get("stronghold"), p.get("role")
    if sh or role:
        out.append(Text("  stronghold: " + (sh["name"] + (" (bowed)" if sh.get("bowed") else "") if sh else "-") +
                        "; role: " + (role["name"] if role else "-")))
    for prov in p["provinces"]:
        out.append(Text("  " + province_text(prov)))
    if p["characters"]:
        for i, c in enumerate(p["characters"]):
            out.append(card_line(c, f"C{i + 1}"))
    else:
        out.append(Text("  no characters in play"))
    if isinstance(p.get("hand"), list):
        out.append(Text("  hand: " + (", ".join(f"H{i + 1} {c['name']}" for i, c in enumerate(p["hand"])) or "empty")))
    return out


def where(v: dict, uid: int) -> str | None:
    """Where card ``uid`` is, in the board's numbering ("your C2", "attached to Bot's C1 Akodo
    Toturi", "your hand H3", "Bot's province 2"), or None if the view does not show it."""
    for p in v["players"]:
        owner = "your" if isinstance(p.get("hand"), list) else possessive(p["name"])
        for i, c in enumerate(p["characters"]):
            if c.get("uid") == uid:
                return f"{owner} C{i + 1}"
            for a in c.get("attachments", []):
                if a.get("uid") == uid:
                    return f"attached to {owner} C{i + 1} {c['name']}"
        if isinstance(p.get("hand"), list):
            for i, c in enumerate(p["hand"]):
                if c.get("uid") == uid:
                    return f"your hand H{i + 1}"
        for prov in p["provinces"]:
            if prov.get("uid") == uid:
                return f"{owner} province {prov['slot'] + 1}"
            if any(x.get("uid") == uid for x in prov.get("cards", [])):
                return f"in {owner} province {prov['slot'] + 1}"
        for pile in ("conflict_discard", "dynasty_discard"):
            if any(x.get("uid") == uid for x in p.get(pile, [])):
                return f"{owner} {pile.replace('_', ' ')} pile"
    return None


def panel(v: dict) -> list[Text]:
    """The conflict in progress alone (the full-screen game shows it in a panel of its own)."""
    return conflict_lines(v)


def treaty_lines(v: dict) -> list[str]:
    """The treaties in force (enlightenment with treaties), each with its promises, duration
    and stake; a treaty card on one is facedown.

    >>> treaty_lines({"players": [{"name": "You"}, {"name": "Bot 1"}, {"name": "Bot 2"}], "treaty_deck": 2,
    ...               "treaties": [{"players": [0, 1], "promises": [["no_conflict", 1], ["conflict", 2]],
    ...                             "until": "round", "value": 3, "kept": [False, True], "card": {"facedown": True}}]})
    ['Treaty: You will declare no conflict against Bot 1; Bot 1 will declare a conflict against Bot 2 (kept) \
· until the end of the round · 3 staked · a facedown treaty card', 'Treaty deck: 2 cards']
    """
    names = [p["name"] for p in v["players"]]
    out = []
    for t in v.get("treaties", ()):
        said = "; ".join(f"{names[p]} will {promise_text(pr, names)}" + (" (kept)" if kept and pr[0] == "conflict"
                                                                         else "")
                         for p, pr, kept in zip(t["players"], t["promises"], t["kept"], strict=True))
        card = " · a facedown treaty card" if t.get("card") else ""
        out.append(f"Treaty: {said} · {DURATIONS[t['until']].replace('this phase', 'the phase')} · "
                   f"{t['value']} staked{card}")
    if v.get("treaty_deck"):
        out.append(f"Treaty deck: {v['treaty_deck']} card{'s' if v['treaty_deck'] != 1 else ''}")
    return out


def board(v: dict, *, with_conflict: bool = True) -> list[Text]:
    """The whole board of view ``v``, the viewer's own area last (nearest the prompt);
    without the conflict in progress when ``with_conflict`` is False (shown apart)."""
    viewer = next((p["index"] for p in v["players"] if isinstance(p.get("hand"), list)), None)
    fmt = f" · {v['format']} format" if v.get("format", "stronghold") != "stronghold" else ""
    out = [Text(f"Round {v['round']} · {v['phase']} phase{fmt} · first player: {player_name(v, v['first_player'])} · "
                f"Imperial Favor: {favor_text(v)}", style="bold"), rings_text(v)]
    out += [Text(line) for line in treaty_lines(v)]
    if with_conflict:
        out += conflict_lines(v)
    for p in v["players"]:
        if p["index"] != viewer:
            out += player_lines(v, p, False)
    for p in v["players"]:
        if p["index"] == viewer:
            out += player_lines(v, p, True)
    return out
