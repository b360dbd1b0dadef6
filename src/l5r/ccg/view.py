"""What one player may see of a CCG game (hidden information redacted)."""

from __future__ import annotations

from . import model as m
from .state import PLAY


def _card(st, uid: int) -> dict:
    c = st.cards[uid]
    out = {"uid": uid, "title": m.title(st, uid), "type": m.ctype(st, uid), "bowed": c.bowed}
    t = out["type"]
    if t in ("personality", "follower"):
        out["force"] = m.force(st, uid)
    if t == "personality":
        out.update(chi=m.chi(st, uid), ph=m.ph(st, uid), dishonored=c.dishonored, loc=c.loc,
                   attachments=[_card(st, a) for a in c.attachments])
    if c.tokens:
        out["tokens"] = list(c.tokens)
    return out


def view(g, viewer: int | None) -> dict:
    st = g.state
    players = []
    for p in st.players:
        mine = viewer == p.index
        players.append({
            "name": p.name, "clan": p.clan, "honor": p.honor, "lost": p.lost,
            "hand": [m.title(st, u) for u in p.hand] if mine else len(p.hand),
            "fate_deck": len(p.fate_deck), "dynasty_deck": len(p.dynasty_deck),
            "provinces": [{"pid": pr.pid, "strength": m.province_strength(st, pr.pid),
                           "card": (m.title(st, pr.card) if pr.card >= 0 and st.cards[pr.card].face_up
                                    else ("face down" if pr.card >= 0 else None)),
                           "region": m.title(st, pr.region) if pr.region >= 0 else None,
                           "fortifications": [_card(st, f) for f in pr.fortifications]}
                          for pr in p.provinces],
            "in_play": [_card(st, c.uid) for c in st.cards if c.zone == PLAY and c.controller == p.index
                        and c.attached_to < 0],
            "fate_discard": [m.title(st, u) for u in p.fate_discard],
            "dynasty_discard": [m.title(st, u) for u in p.dynasty_discard],
        })
    d = st.pending
    return {"edition": st.edition, "turn": st.turn, "active": st.active, "phase": st.phase,
            "favor": st.favor, "battle": st.battle, "winner": st.winner, "victory": st.victory,
            "players": players,
            "decision": d.to_view() if d is not None and (viewer is None or d.player == viewer) else None}
