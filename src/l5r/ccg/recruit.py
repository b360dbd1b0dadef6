"""The Dynasty Phase: Recruit (with Honor Requirements and Clan rules), Proclaim,
overlaying Experienced Personalities, and discarding face-up province cards.

Per edition (``Edition.recruit``):

* ``proclaim`` (Ivory "Recruit", "Proclaim"): pay the Gold Cost, 2 more for a
  Personality with a Clan alignment other than yours; Family Honor must meet
  the Honor Requirement unless you have lost Honor to others (``ignore_hr``,
  your Clan's Personalities only); once per turn Proclaim your Clan's
  Personality to gain his Personal Honor after he enters play.
* ``aligned`` (celestial "Buy Cards From Provinces"): your Clan's Personalities
  cost 2 less, or the full cost and gain his Personal Honor just before he
  enters play (once per Dynasty Phase); if your Honor is below his Honor
  Requirement you may still recruit him paying 2 more.
* ``faction`` (Diamond "PERSONALITIES"): Honor must meet the Requirement; your
  Faction's Personalities cost 2 less or add their Personal Honor.

Dynasty discard: Ivory "Repeatable Dynasty: Discard a face-up card"; celestial
and Diamond discard "once you are done bringing cards into play".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.decision import Option
from ..engine.tables import Handlers
from . import gold
from . import model as m
from .editions import edition
from .fortification import may_enter
from .index import cards_in_play, pure_scope
from .invest import push_pay
from .zones import do, do_all

if TYPE_CHECKING:
    from ..engine.game import Game

#: The step bringing a paid-for card into play.
STEPS = Handlers("step")


def controls_title(st, player: int, uid: int, anyone: bool = False) -> bool:
    t = m.title(st, uid)
    cards = st.cards
    return any((anyone or cards[u].controller == player) and u != uid and m.title(st, u) == t
               for u in cards_in_play(st))


def may_control(st, player: int, uid: int) -> bool:
    """Unique/Singular and Loyal restrictions on bringing ``uid`` into play."""
    f = m.facts(st, uid)
    if is_unique(st, uid) and unique_in_play(st, player, uid, -1):
        return False
    if m.has_kw(st, uid, "Singular") or (f.type == "region"):
        if controls_title(st, player, uid):
            return False
    if m.has_kw(st, uid, "Loyal") and m.clan_of(st, uid) != st.players[player].clan:
        return False
    if "one_copy_in_play" in m.card_flags(st, f.id) and controls_title(st, player, uid):
        return False  # "You may only have one copy of this card in play" (Counting House)
    if f.type == "holding" and m.has_kw(st, uid, "Fortification"):
        return may_enter(st, player, uid)  # a Province it may attach to (Diamond: one copy each)
    return True


def is_unique(st, uid: int) -> bool:
    """Unique in play: the Unique keyword, or (Diamond, ``Edition.experienced_unique_in_play``)
    any Experienced card."""
    if st.cards[uid].created:
        return False
    f = m.facts(st, uid)
    return f.unique or bool(f.experience and edition(st.edition).experienced_unique_in_play)


def may_overlay(st, player: int, uid: int, onto: int) -> bool:
    """May Experienced ``uid`` overlay ``player``'s Personality ``onto`` (same title, lower
    experience level)? No Honor Requirement (Ivory "Experienced"; celestial "EXPERIENCED");
    other restrictions such as Loyal apply unless the edition ignores them (Diamond
    "Experienced Traits", ``Edition.overlay_restrictions``); the uniqueness rule always applies:
    no other Unique card with that title may be in play (under your control; Diamond: anyone's)."""
    ed = edition(st.edition)
    if ed.overlay_restrictions and m.has_kw(st, uid, "Loyal") and m.clan_of(st, uid) != st.players[player].clan:
        return False
    return not (is_unique(st, uid) and unique_in_play(st, player, uid, onto))


def unique_in_play(st, player: int, uid: int, onto: int) -> bool:
    """Is another Unique card titled like ``uid`` (not ``onto``) in play under ``player``'s
    control (Ivory "Unique"; celestial "SINGULAR, UNIQUE") or anyone's (Diamond "Bringing
    Cards into Play"; ``Edition.unique_scope``)? Non-Unique copies do not count."""
    t = m.title(st, uid)
    scope = edition(st.edition).unique_scope
    cards = st.cards
    return any(u != uid and u != onto and m.title(st, u) == t
               and (scope == "all" or cards[u].controller == player) and is_unique(st, u)
               for u in cards_in_play(st))


def hr_met(st, player: int, uid: int) -> bool:
    hr = m.facts(st, uid).honor_requirement
    return hr is None or st.players[player].honor >= hr


def recruit_variants(st, player: int, uid: int, discount: int = 0,
                     own_turn: bool = False) -> list[tuple[str, str, int, bool]]:
    """Ways to Recruit ``uid``: (key, label, gold, gain_honor). ``own_turn``: a Recruit
    outside the Dynasty Phase may Proclaim on the player's own turn (Ivory "Proclaim")."""
    ed = edition(st.edition)
    p = st.players[player]
    f = m.facts(st, uid)
    cost = max(0, m.gold_cost(st, uid) - discount)
    if f.type == "holding":
        return [("", "", cost, False)]
    if f.type != "personality":
        return []
    aligned = m.clan_of(st, uid) is not None and m.clan_of(st, uid) == p.clan
    out: list[tuple[str, str, int, bool]] = []
    if ed.recruit == "proclaim":
        if m.clan_of(st, uid) is not None and not aligned:
            cost += 2
        if not (hr_met(st, player, uid) or (aligned and p.ignore_hr)):
            return []
        out.append(("", "", cost, False))
        if aligned and not p.proclaimed and (st.phase == "dynasty" or own_turn and st.active == player):
            out.append(("p", " and Proclaim", cost, True))
        return out
    if ed.recruit == "aligned":
        if not aligned:
            return [("", "", cost, False)] if hr_met(st, player, uid) else []
        extra = 0 if hr_met(st, player, uid) else 2
        out.append(("d", " for 2 less Gold" if not extra else "", max(0, cost - 2 + extra), False))
        if not p.proclaimed:
            out.append(("h", " gaining his Personal Honor", cost + extra, True))
        return out
    # diamond
    if not hr_met(st, player, uid):
        return []
    if aligned:
        return [("d", " for 2 less Gold", max(0, cost - 2), False),
                ("h", " gaining his Personal Honor", cost, True)]
    return [("", "", cost, False)]


def dynasty_options(g: "Game", f: dict, player: int) -> list[Option]:
    """What ``player`` may do in the Dynasty Phase now (nothing changes meanwhile: answers
    such as the Gold available are shared through ``index.pure_scope``)."""
    with pure_scope():
        return _dynasty_options(g, f, player)


def _dynasty_options(g: Game, f: dict, player: int) -> list[Option]:
    st = g.state
    ed = edition(st.edition)
    p = st.players[player]
    opts: list[Option] = []
    if not f.get("discarding"):
        for prov in p.provinces:
            uid = prov.card
            if uid < 0 or not st.cards[uid].face_up:
                continue
            t = m.ctype(st, uid)
            if t not in ("personality", "holding"):
                continue
            # overlay (celestial / Diamond "EXPERIENCED")
            if t == "personality" and m.facts(st, uid).experience:
                for o in m.personalities(st, player):
                    of = m.facts(st, o)
                    if of.title == m.title(st, uid) and of.experience < m.facts(st, uid).experience:
                        due = overlay_cost(st, uid, o)
                        if gold.can_pay(st, player, due) and may_overlay(st, player, uid, o):
                            opts.append(Option(f"o{uid}:{o}", f"Overlay {m.title(st, uid)} on {of.title} ({due} Gold)",
                                               {"card": uid, "onto": o, "gold": due}))
            if not may_control(st, player, uid):
                continue
            for key, label, cost, honor in recruit_variants(st, player, uid):
                if gold.can_pay(st, player, cost, {"type": t, "card": uid}):
                    opts.append(Option(f"r{uid}{key}", f"Recruit {m.title(st, uid)}{label} ({cost} Gold)",
                                       {"card": uid, "gold": cost, "honor": honor}))
    for prov in p.provinces:
        uid = prov.card
        if uid >= 0 and st.cards[uid].face_up:
            opts.append(Option(f"x{uid}", f"Discard {m.title(st, uid)} from its province", {"card": uid}))
    _ = ed
    return opts


def overlay_cost(st, new: int, old: int) -> int:
    """The Gold paid to overlay: the Gold Cost difference if the new version is two or more
    levels above and more expensive (celestial "EXPERIENCED"; Diamond "Experienced Traits");
    nothing in ivory ("Experienced": no costs), ``Edition.overlay_pays_difference``."""
    if not edition(st.edition).overlay_pays_difference:
        return 0
    d = m.facts(st, new).experience - m.facts(st, old).experience
    diff = m.gold_cost(st, new) - m.gold_cost(st, old)
    return diff if d >= 2 and diff > 0 else 0


def dynasty_act(g: "Game", f: dict, ans: str, data: dict) -> None:
    st = g.state
    player = st.active
    if ans.startswith("x"):
        if edition(st.edition).recruit != "proclaim":
            f["discarding"] = True
        do(g, "discard", card=data["card"], by=player)
        return
    if ans.startswith("o"):
        g.push({"step": "ccg.recruit", "player": player, "card": data["card"], "onto": data["onto"],
                "honor": False})
        g.push(gold.pay_frame(player, data["gold"], {"type": "personality"}))
        return
    push_recruit(g, player, data["card"], data["gold"], honor=data["honor"])


def push_recruit(g: "Game", player: int, uid: int, cost: int, *, honor: bool = False,
                 at_battle: bool = False) -> None:
    """Recruit card ``uid`` for ``cost`` Gold: the payment (with the Invest question, Ivory
    "Invest #"), then ``ccg.recruit`` brings it into play -- with its Personal Honor gained if
    ``honor`` (Proclaim / clan recruiting), into its player's army at the current battle if
    ``at_battle`` (Reserve). Used by the Dynasty Phase and by cards and rules that Recruit."""
    st = g.state
    frame = {"step": "ccg.recruit", "player": player, "card": uid, "honor": honor}
    if at_battle:
        frame["at_battle"] = True
    g.push(frame)
    push_pay(g, player, cost, {"type": m.ctype(st, uid), "card": uid}, uid)


@STEPS("ccg.recruit")
def step_recruit(g: "Game", f: dict) -> None:
    """After paying: gain Honor (celestial/Diamond: just before; Ivory Proclaim: after), enter play."""
    st = g.state
    res = f.pop("result", None) or {}
    g.pop()
    if not res.get("paid"):
        return
    uid, player = f["card"], f["player"]
    if "onto" in f:
        do(g, "overlay", card=uid, onto=f["onto"], by=player)
        return
    p = st.players[player]
    t = m.ctype(st, uid)
    # Ivory "Bowed and unbowed" / "Fortification" (celestial: silent), Diamond "HOLDINGS": every
    # Holding but a Fortification enters play bowed -- unless its own text says it enters play
    # unbowed (the flag "enters_unbowed": ivory "Cards vs. rules", follow the card text)
    bowed = t == "holding" and not m.has_kw(st, uid, "Fortification") \
        and "enters_unbowed" not in m.card_flags(st, st.cards[uid].cid)
    loc = "home"
    if st.battle >= 0 and t == "personality" and f.get("at_battle"):
        loc = m.current_side(st, player) or "home"
    events = []
    gain = m.ph(st, uid) if f["honor"] else 0
    if f["honor"]:
        p.proclaimed = True
    face_up = "refill_face_up" in m.card_flags(st, st.cards[uid].cid)
    enter = {"name": "enter_play", "card": uid, "player": player, "bowed": bowed, "loc": loc,
             "by": player, "recruit": True, "refill_face_up": face_up, "invest": bool(f.get("invest"))}
    if gain and edition(st.edition).recruit != "proclaim":
        events.append({"name": "honor", "player": player, "amount": gain, "by": player})
    events.append(enter)
    if gain and edition(st.edition).recruit == "proclaim":
        events.append({"name": "honor", "player": player, "amount": gain, "by": player})
    do_all(g, events)
