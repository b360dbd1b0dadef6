"""The CCG board as a player reads it, drawn from that player's redacted view
(:func:`l5r.ccg.view.view`): the terminal game prints it and the full-screen game
shows it.

Everything public is on it: the turn, whose turn and the phase, the edition, the
Imperial Favor; the battlefields of the Attack Phase (the province, its strength, both
armies and their Force); a duel in progress with the focused cards each player may see;
for each player Family Honor, Gold, cards in hand, deck and discard sizes, the provinces
numbered 1 to 4 with the face-up card in each (its Gold cost and Force / Chi / Personal
Honor), Regions and Fortifications, the Stronghold and Holdings (bowed or not), the
Personalities numbered P1, P2... with Force, Chi, Personal Honor, dishonor, bowed, where
they are and their attachments; for the viewer the hand numbered H1, H2... with Gold
cost and focus value. Hidden cards are never shown: they are not in the view.

>>> from l5r.ccg.setup import new_game
>>> g = new_game(["lion", "dragon"], seed=1, edition="ivory", names=["You", "Bot"])
>>> text = "\\n".join(line.plain for line in board(g.view(0)))
>>> "Turn" in text and "Province 1" in text and "You (lion)" in text
True
"""

from __future__ import annotations

from rich.text import Text

from ..engine.names import player_name as _player_name
from ..engine.names import possessive as _possessive

NOBODY = "nobody"


def player_name(v: dict, index: int | None) -> str:
    """The name of player ``index`` in view ``v`` ("nobody" for -1 or None)."""
    return _player_name(v["players"], index, NOBODY)


def possessive(name: str) -> str:
    """``name``'s, or "your" for the viewer ("You") inside a sentence."""
    return _possessive(name, start=False)


def _where(v: dict, loc: str) -> str:
    """A unit's location in words: at home, or attacking/defending at which province."""
    if not loc or loc == "home":
        return "at home"
    side, pid = ("attacking" if loc[0] == "a" else "defending"), int(loc[1:])
    for i, p in enumerate(v["players"]):
        for n, pr in enumerate(p["provinces"]):
            if pr["pid"] == pid:
                return f"{side} at {possessive(player_name(v, i))} province {n + 1}"
    return side


def unit_line(v: dict, c: dict, label: str) -> Text:
    """A Personality (with its Followers and other attachments) or another card in play."""
    t = Text(f"  {label} ")
    t.append(c["title"], style="dim" if c.get("bowed") else "bold")
    if c["type"] == "personality":
        t.append(f"  Force {c['force']}, Chi {c['chi']}, Personal Honor {c['ph']}, {_where(v, c.get('loc', ''))}")
    elif "force" in c:
        t.append(f"  Force {c['force']}")
    words = [w for w in ("bowed" if c.get("bowed") else "", "dishonored" if c.get("dishonored") else "") if w]
    if c.get("tokens"):
        words.append(f"{len(c['tokens'])} token(s)")
    if words:
        t.append(" (" + ", ".join(words) + ")")
    if c.get("attachments"):
        t.append("; with " + ", ".join(a["title"] + (f" (Force {a['force']})" if "force" in a else "") +
                                       (" (bowed)" if a.get("bowed") else "") for a in c["attachments"]))
    return t


def province_text(pr: dict, n: int) -> str:
    """Province ``n`` (1-based): strength, the card in it with cost and stats, Region,
    Fortifications."""
    text = f"Province {n} (strength {pr['strength']}): "
    info = pr.get("card_info")
    if info:
        text += f"{info['title']} ({info['type']}, {info['gold_cost']} Gold"
        if "chi" in info:
            text += f", Force {info['force']} Chi {info['chi']} Personal Honor {info['ph']}"
        elif "force" in info:
            text += f", Force {info['force']}"
        text += ")"
    else:
        text += pr["card"] or "empty"
    if pr.get("region"):
        text += f"; Region {pr['region']}"
    if pr.get("fortifications"):
        text += "; Fortifications " + ", ".join(f["title"] for f in pr["fortifications"])
    return text


def battle_lines(v: dict) -> list[Text]:
    """The battlefields of the Attack Phase, the current one first marked."""
    out = []
    names = {c["uid"]: c["title"] for p in v["players"] for c in p["in_play"]}
    for b in v.get("battlefields") or []:
        owner = player_name(v, b["owner"])
        head = f"Battle at {possessive(owner)} province {b['province']} (strength {b['strength']})"
        out.append(Text(head + (" — resolving now" if b["current"] else ""), style="bold yellow"))
        for side, key, force in (("attackers", "attackers", "attacking_force"),
                                 ("defenders", "defenders", "defending_force")):
            who = ", ".join(names.get(u, "?") for u in b[key]) or "none"
            out.append(Text(f"  {side}: {who} — Force {b[force]}"))
    return out


def duel_lines(v: dict) -> list[Text]:
    d = v.get("duel")
    if not d:
        return []
    out = [Text(f"Duel ({d['stat']}): {d['titles'][0]} challenges {d['titles'][1]}", style="bold yellow")]
    for p in v["players"]:
        shown = ", ".join(f"{f['title']} (focus {f['focus']}{'' if f['face_up'] else ', face down'})"
                          for f in p.get("focused", []))
        hidden = p.get("focused_hidden", 0)
        if shown or hidden:
            facedown = f"{hidden} face-down card{'' if hidden == 1 else 's'}" if hidden else ""
            out.append(Text(f"  {p['name']} focused: " + " and ".join(x for x in (shown, facedown) if x)))
        pool = p.get("focus_pool")
        if pool:
            out.append(Text(f"  {p['name']} focus pool: " +
                            (", ".join(pool) if isinstance(pool, list) else f"{pool} face-down card(s)")))
    return out


def player_lines(v: dict, p: dict, index: int, you: bool) -> list[Text]:
    style = "green" if you else "red"
    hand = p["hand"] if isinstance(p["hand"], int) else len(p["hand"])
    out = [Text(f"{p['name']} ({p['clan']})" + (" — has lost" if p.get("lost") else ""), style=f"bold {style}"),
           Text(f"  Family Honor {p['honor']}, Gold {p['gold']}, {hand} card{'' if hand == 1 else 's'} in hand; "
                f"fate deck {p['fate_deck']}, "
                f"dynasty deck {p['dynasty_deck']}, discards {len(p['fate_discard'])} fate / "
                f"{len(p['dynasty_discard'])} dynasty")]
    for n, pr in enumerate(p["provinces"]):
        out.append(Text("  " + province_text(pr, n + 1)))
    personalities = [c for c in p["in_play"] if c["type"] == "personality"]
    others = [c for c in p["in_play"] if c["type"] != "personality"]
    if others:
        out.append(Text("  in play: " + ", ".join(c["title"] + (" (bowed)" if c.get("bowed") else "") for c in others)))
    for i, c in enumerate(personalities):
        out.append(unit_line(v, c, f"P{i + 1}"))
    if not personalities:
        out.append(Text("  no Personalities in play"))
    if you and "hand_cards" in p:
        cards = [f"H{i + 1} {c['title']} ({c['type']}" + (f", {c['gold_cost']} Gold" if c["gold_cost"] else "") +
                 f", focus {c['focus']})" for i, c in enumerate(p["hand_cards"])]
        out.append(Text("  hand: " + ("; ".join(cards) or "empty")))
    return out


def where(v: dict, uid: int) -> str | None:
    """Where card ``uid`` is, in the board's numbering ("your P2", "with Bot's P1 Akodo
    Senzo", "your hand H3", "in your province 2"), or None if the view does not show it."""
    for p in v["players"]:
        mine = "hand_cards" in p
        owner = "your" if mine else possessive(p["name"])
        personalities = [c for c in p["in_play"] if c["type"] == "personality"]
        for i, c in enumerate(personalities):
            if c["uid"] == uid:
                return f"{owner} P{i + 1}"
            if any(a["uid"] == uid for a in c.get("attachments", [])):
                return f"with {owner} P{i + 1} {c['title']}"
        if any(c["uid"] == uid for c in p["in_play"]):
            return f"{owner} {next(c['title'] for c in p['in_play'] if c['uid'] == uid)} in play"
        for i, c in enumerate(p.get("hand_cards", [])):
            if c["uid"] == uid:
                return f"your hand H{i + 1}"
        for n, pr in enumerate(p["provinces"]):
            if (pr.get("card_info") or {}).get("uid") == uid:
                return f"in {owner} province {n + 1}"
    return None


def panel(v: dict) -> list[Text]:
    """The battles and a duel in progress alone (the full-screen game shows them in a panel)."""
    return battle_lines(v) + duel_lines(v)


def board(v: dict, *, with_conflict: bool = True) -> list[Text]:
    """The whole board of view ``v``, the viewer's own area last (nearest the prompt);
    without the battles and duel in progress when ``with_conflict`` is False (shown apart)."""
    viewer = next((i for i, p in enumerate(v["players"]) if "hand_cards" in p), None)
    out = [Text(f"Turn {v['turn']} · {possessive(player_name(v, v['active'])).capitalize()} turn · {v['phase']} phase"
                f" · {v['edition']} rules · Imperial Favor: {player_name(v, v['favor'])}", style="bold")]
    if with_conflict:
        out += panel(v)
    for i, p in enumerate(v["players"]):
        if i != viewer:
            out += player_lines(v, p, i, False)
    if viewer is not None:
        out += player_lines(v, v["players"][viewer], viewer, True)
    return out
