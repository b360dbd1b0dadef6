"""Card abilities: the registry of card definitions and the trigger windows.

A card definition (:class:`CardDef`) lists a card's abilities, declared from
the shared vocabulary in :mod:`l5r.lcg.vocab`. Cards without a definition are
vanilla: their facts (skills, keywords) still work.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine.decision import Option
from .rules import RULES, WINDOW_KINDS

if TYPE_CHECKING:
    from ..engine.game import Game


@dataclass(frozen=True)
class CardDef:
    """The abilities of one card (by card id)."""

    cid: str
    abilities: tuple = ()
    text: str = ""  # one-line description in the project's own words


CARDS: dict[str, CardDef] = {}


def card(cid: str, *abilities, text: str = "") -> CardDef:
    d = CardDef(cid, tuple(abilities), text)
    CARDS[cid] = d
    return d


def prepare_game(g: "Game") -> None:
    """Record which event names any card in this game can respond to, so
    event windows with nothing to offer are skipped cheaply."""
    names: set[str] = set()
    for c in g.state.cards:
        d = CARDS.get(c.cid)
        if d:
            for a in d.abilities:
                names.update(getattr(a, "triggers", ()))
    g.state.config["triggers"] = sorted(names)


def triggers_possible(g: "Game", events: list[dict]) -> bool:
    names = g.state.config.get("triggers")
    if not names:
        return False
    return any(e["name"] in names for e in events)


RULES.triggers_possible = triggers_possible  # type: ignore[method-assign]


def action_options(g: "Game", p: int) -> list[Option]:
    """Action abilities and action events ``p`` may initiate now."""
    out: list[Option] = []
    for d_uid, idx, ab in _candidates(g, p, "action"):
        if ab.can_initiate(g, p, d_uid, None):
            out.append(Option(f"ability:{d_uid}:{idx}", ab.label(g, d_uid)))
    return out


def _candidates(g: "Game", p: int, kind: str):
    st = g.state
    from .state import HAND
    from .model import in_play
    for c in st.cards:
        d = CARDS.get(c.cid)
        if d is None:
            continue
        for idx, ab in enumerate(d.abilities):
            if getattr(ab, "kind", None) != kind and not (kind == "trigger" and ab.kind in ("reaction", "interrupt")):
                continue
            if ab.usable_from(g, p, c):
                yield c.uid, idx, ab


def act(g: "Game", p: int, option: Option) -> None:
    _, uid, idx = option.id.split(":")
    from .vocab import initiate
    initiate(g, p, int(uid), int(idx), None)


def attach_restriction(g: "Game", p: int, uid: int, host: int) -> bool:
    """True if the attachment's own text forbids this host."""
    d = CARDS.get(g.state.cards[uid].cid)
    if d is None:
        return False
    for ab in d.abilities:
        fn = getattr(ab, "forbids_host", None)
        if fn is not None and fn(g, p, uid, host):
            return True
    return False


def _trigger_options(g: "Game", frame: dict, p: int) -> list[Option]:
    ew = frame["ew"]
    ef = g.state.stack[ew]
    timing = frame["timing"]
    out = []
    for uid, idx, ab in _candidates(g, p, "trigger"):
        key = f"{uid}:{idx}"
        if key in frame["done"]:
            continue
        if ab.timing != timing:
            continue
        for ei, e in enumerate(ef["events"]):
            if e.get("cancelled") or e["name"] not in ab.triggers:
                continue
            if ab.can_initiate(g, p, uid, e):
                out.append(Option(f"trigger:{uid}:{idx}:{ei}", ab.label(g, uid),
                                  {"player": p}))
                break
    return out


def _trigger_act(g: "Game", frame: dict, p: int, option: Option) -> None:
    _, uid, idx, ei = option.id.split(":")
    frame["done"].append(f"{uid}:{idx}")
    ef = g.state.stack[frame["ew"]]
    from .vocab import initiate
    initiate(g, p, int(uid), int(idx), {"ew": frame["ew"], "event": int(ei),
                                         "data": dict(ef["events"][int(ei)])})


WINDOW_KINDS["trigger"] = (_trigger_options, _trigger_act)
