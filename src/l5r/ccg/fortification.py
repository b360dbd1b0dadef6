"""Fortification Holdings (Ivory "Fortification"; Diamond "HOLDINGS" and the glossary
"Fortification"; the celestial rulebook is silent, so the ivory rules apply).

* A Fortification is Recruited as normal but enters play unbowed (Ivory "Bowed and
  unbowed": every card but a non-Fortification Holding enters play unbowed; Diamond
  "HOLDINGS") -- ``recruit.step_recruit``.
* When it enters play it is attached to the Province it entered play from, or, if it did not
  come from a Province, to one of its player's Provinces (he or she chooses). It is kept
  under the Province's card (``Province.fortifications``; the card's ``province``), is in play
  at that Province's battlefield (``model.at_battlefield``) but in no army or side, and is
  controlled by the Province's owner (Ivory "Card control").
* Diamond: a Province may have only one copy of each Fortification attached
  (``Edition.fortification_one_per_province``).
* During a battle, its abilities may be used only if it is attached to the current
  battlefield's Province (Ivory); Diamond restricts only its Battle actions this way
  (``Edition.fortification_battle_limit``) -- ``ability_allowed``.
* "This Province" on a Fortification is the Province it is attached to (``vocab.this_province``).
* When its Province is destroyed it goes to the discard pile (Ivory "Provinces": not
  "discarding"); Diamond: cards attached to a destroyed Province are destroyed with it
  (``Edition.province_attachments_destroyed``) -- ``actions._province_destroyed``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.tables import Handlers
from . import model as m
from .editions import edition
from .state import PLAY
from .zones import to_discard

if TYPE_CHECKING:
    from ..engine.game import Game

#: The step choosing the Province a Fortification is attached to.
STEPS = Handlers("step")


def is_fortification(st, uid: int) -> bool:
    return m.ctype(st, uid) == "holding" and m.has_kw(st, uid, "Fortification")


def may_attach(st, uid: int, pid: int) -> bool:
    """May Fortification ``uid`` be attached to Province ``pid``? (Diamond: one copy each.)"""
    prov = m.province_by_id(st, pid)
    if prov is None or prov.destroyed:
        return False
    if edition(st.edition).fortification_one_per_province:
        t = m.title(st, uid)
        if any(f != uid and m.title(st, f) == t for f in prov.fortifications):
            return False
    return True


def legal_provinces(st, player: int, uid: int) -> list[int]:
    """The pids of ``player``'s Provinces ``uid`` could be attached to, left to right."""
    return [prov.pid for prov in st.players[player].provinces if may_attach(st, uid, prov.pid)]


def may_enter(st, player: int, uid: int) -> bool:
    """Can ``player`` bring Fortification ``uid`` into play (a legal Province to attach it to)?
    A card in one of the player's Provinces must attach to that Province."""
    c = st.cards[uid]
    if c.zone == "province":
        prov = m.province_by_id(st, c.province)
        if prov is not None and prov.owner == player:
            return may_attach(st, uid, prov.pid)
    return bool(legal_provinces(st, player, uid))


def attach(g: "Game", uid: int, player: int, from_pid: int, ev: dict) -> bool:
    """Attach Fortification ``uid`` (entering play) to a Province: ``ev["province_pid"]`` if
    given, else the Province it came from, else ``player``'s first legal Province (a
    ``ccg.fortify`` decision then lets the player pick another). False if none is legal."""
    st = g.state
    pid = ev.get("province_pid")
    if pid is None and from_pid >= 0:
        prov = m.province_by_id(st, from_pid)
        if prov is not None and prov.owner == player and may_attach(st, uid, from_pid):
            pid = from_pid
    choices = legal_provinces(st, player, uid)
    if pid is None or not may_attach(st, uid, pid):
        if not choices:
            return False
        pid = choices[0]
        if len(choices) > 1:
            g.push({"step": "ccg.fortify", "card": uid, "player": player, "instance": -1})
    prov = m.province_by_id(st, pid)
    c = st.cards[uid]
    c.province = pid
    c.loc = ""
    c.controller = prov.owner  # Ivory "Card control": controlled by the Province's owner
    prov.fortifications.append(uid)
    return True


@STEPS("ccg.fortify")
def step_fortify(g: "Game", f: dict) -> None:
    """The player of a Fortification that did not enter play from a Province chooses which of
    his or her Provinces it is attached to (Ivory "Fortification")."""
    st = g.state
    uid = f["card"]
    c = st.cards[uid]
    if f["instance"] < 0:
        f["instance"] = c.instance
    if c.zone != PLAY or c.instance != f["instance"]:
        g.pop()
        return
    ans = take_answer(f)
    if ans is not None:
        pid = int(ans)
        g.pop()
        old = m.province_by_id(st, c.province)
        if pid != c.province and may_attach(st, uid, pid):
            if old is not None and uid in old.fortifications:
                old.fortifications.remove(uid)
            c.province = pid
            m.province_by_id(st, pid).fortifications.append(uid)
        return
    choices = [p for p in legal_provinces(st, f["player"], uid) if p == c.province or may_attach(st, uid, p)]
    if len(choices) <= 1:
        g.pop()
        return
    owner = st.players[f["player"]]
    opts = [Option(str(pid), f"Attach {m.title(st, uid)} to province "
                             f"{[p.pid for p in owner.provinces].index(pid) + 1}") for pid in choices]
    g.ask(Decision(f["player"], "choose_one", f"Attach {m.title(st, uid)} to which Province?", opts,
                   context="fortify"))


def ability_allowed(st, src: int, designators: tuple[str, ...]) -> bool:
    """During a battle, may an ability on ``src`` be used? Not if ``src`` is a Fortification
    attached to a Province other than the battlefield's (Ivory: any ability; Diamond: its
    Battle actions)."""
    if st.battle < 0 or src < 0 or st.cards[src].zone != PLAY or st.cards[src].province < 0:
        return True
    pid = m.fortification_province(st, src)
    if pid < 0 or pid == st.battle:
        return True
    if edition(st.edition).fortification_battle_limit == "battle_actions":
        return "battle" not in designators
    return False


def leave_with_province(g: "Game", prov, by) -> list[dict]:
    """The Fortifications (and the Region) of a Province being destroyed: put into the discard
    pile at once (not "discarding"), or, where the edition destroys the cards attached to a
    destroyed Province, returned as ``destroy`` events to resolve."""
    st = g.state
    attached = list(prov.fortifications)
    if edition(st.edition).province_attachments_destroyed:
        if prov.region >= 0:
            attached.append(prov.region)
        return [{"name": "destroy", "card": u, "by": by, "with_province": prov.pid} for u in attached]
    for u in attached:
        to_discard(st, u)
    return []
