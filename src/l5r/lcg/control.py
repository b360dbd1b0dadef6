"""Control changes (Rules Reference "Control and Ownership").

A character that changes control stays in the same state (bowed or ready,
participating or at home); a participating one now participates on its new
controller's side. Attachments on it do not change control. A unique card
cannot come under the control of a player who controls a copy.
"""

from __future__ import annotations

from ..engine.names import says
from ..engine.tables import Handlers
from .model import FACTS, controls_title, name

APPLIERS = Handlers("applier")


def can_take_control(g, player: int, uid: int) -> bool:
    st = g.state
    c = st.cards[uid]
    if c.zone != "play" or c.controller == player:
        return False
    f = FACTS[c.cid]
    return not (f.unique and controls_title(st, player, f.name))


@APPLIERS("take_control")
def _take_control(g, f, e):
    st = g.state
    c = st.cards[e["card"]]
    new = e["player"]
    if not can_take_control(g, new, c.uid):
        e["cancelled"] = True
        return
    old = c.controller
    st.players[old].play.remove(c.uid)
    st.players[new].play.append(c.uid)
    c.controller = new
    cf = st.conflict
    if cf is not None:
        if c.uid in cf.attackers and new != cf.attacker:
            cf.attackers.remove(c.uid)
            cf.defenders.append(c.uid)
        elif c.uid in cf.defenders and new != cf.defender:
            cf.defenders.remove(c.uid)
            cf.attackers.append(c.uid)
    g.log(f"{says(st.players[new].name, 'takes')} control of {name(g, c.uid)}.")
