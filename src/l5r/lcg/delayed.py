"""Delayed effects (Rules Reference "Delayed Effects").

A delayed effect is plain data in ``state.delayed``::

    {"when": <event name>, "match": {field: value}, "events": [<event dicts>],
     "source": uid}

It resolves automatically right after its timing point, before reactions to
that moment, and only once. "At the end of the phase" effects use the
``phase_end`` event, which comes after "until the end of the phase" lasting
effects have expired.
"""

from __future__ import annotations

from .hooks import DELAYED, after


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


#: the moments delayed effects wait for
WHEN = ("phase_end", "phase_begin", "conflict_ended", "conflict_won", "leaves_play")

HOOKS = tuple(after(n, _fire, order=DELAYED) for n in WHEN)
