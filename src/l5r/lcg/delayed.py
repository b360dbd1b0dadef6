"""Delayed effects (Rules Reference "Delayed Effects").

A delayed effect is plain data in ``state.delayed``::

    {"when": <event name>, "match": {field: value}, "events": [<event dicts>],
     "source": uid}

It resolves automatically right after its timing point, before reactions to
that moment, and only once. "At the end of the phase" effects use the
``phase_end`` event, which comes after "until the end of the phase" lasting
effects have expired.

A lasting effect that acts "each time" something happens until it expires (Rules Reference
"Lasting Effects"; Breach of Etiquette: "until the end of the conflict, each time a player
triggers an ability on a non-Courtier character, he or she loses 1 honor") is plain data in
``state.lasting`` too::

    {"type": "each_time", "when": <event name>, "match": {field: value},
     "unless_trait": <trait of the event's card, or "">, "events": [<event dicts>],
     "targets": [], "until": ..., "source": uid}

Its events resolve automatically right after each matching event (a value ``"$<field>"`` in
them is that field of the matching event: ``"$player"``, the player who triggered it), as
often as it happens while the effect lasts (:func:`each_time`, the events of :data:`EACH_TIME`).
"""

from __future__ import annotations

from .hooks import DELAYED, after
from .model import has_trait


def add_delayed(g, when: str, events: list[dict], source: int = -1, until: str = "", **match) -> None:
    """``until="conflict"``: the delayed effect lapses when the conflict ends if its moment has not
    come ("if you win the conflict, ...": :func:`lapse`)."""
    d = {"when": when, "match": match, "events": events, "source": source}
    if until:
        d["until"] = until
    g.state.delayed.append(d)


def lapse(st, period: str) -> None:
    """The delayed effects that wait only until the end of ``period`` lapse (step 3.3 for a conflict)."""
    if st.delayed:
        st.delayed = [d for d in st.delayed if d.get("until") != period]


def _fire(g, e: dict) -> list[dict]:
    st = g.state
    if not st.delayed:
        return []
    out = []
    keep = []
    for d in st.delayed:
        if d["when"] == e["name"] and all(e.get(k) == v for k, v in d["match"].items()):
            out.extend(dict(x) for x in d["events"])
        else:
            keep.append(d)
    st.delayed = keep
    return out


def each_time(g, e: dict) -> list[dict]:
    """The events of the lasting "each time" effects that event ``e`` matches, in the order
    the effects began (each resolves as often as it matches)."""
    st = g.state
    if not st.lasting:
        return []
    out = []
    for d in st.lasting:
        if d["type"] != "each_time" or d["when"] != e["name"]:
            continue
        if any(e.get(k) != v for k, v in d["match"].items()):
            continue
        trait = d.get("unless_trait")
        if trait and "card" in e and has_trait(st, st.cards[e["card"]], trait):
            continue
        for x in d["events"]:
            out.append({k: (e.get(v[1:]) if isinstance(v, str) and v.startswith("$") else v) for k, v in x.items()})
    return out


#: the moments delayed effects wait for
WHEN = ("phase_end", "phase_begin", "conflict_ended", "conflict_won", "leaves_play")
#: the events lasting "each time" effects can wait for
EACH_TIME = ("ability_triggered",)

HOOKS = tuple(after(n, _fire, order=DELAYED) for n in WHEN) + tuple(after(n, each_time, order=DELAYED)
                                                                     for n in EACH_TIME)
