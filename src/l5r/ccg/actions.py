"""Game actions: the changes effects and rules make, each an event resolved
through the engine's event frame (so Reactions and triggered traits can
respond before and after it).

:data:`APPLIERS` maps an event name to the function that carries it out,
``fn(g, ev)``; the rule set merges it with the duel's and Fear's appliers and
those cards declare (``rules.CCGRules.appliers``). Every applier records what it
changed in the action being resolved (``ev["af"]``: the stack index of the
action frame), so "after the resolution of an action that bowed this
Personality" can be checked. Effects queue the events (``zones.do``,
``vocab.Ctx.do``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.names import possessive, says
from ..engine.tables import Handlers
from . import model as m
from .editions import edition
from .fortification import attach, is_fortification, leave_with_province, may_enter
from .index import defs, game_index, in_play_by_type, set_zone
from .overlay import carry_used
from .state import DYNASTY_DISCARD, FATE_DISCARD, HAND, HOME, PLAY, PROVINCE, REMOVED, Card, CCGState
from .victory import check_dishonor, check_enlightenment, check_military
from .vocab import lookup
from .zones import battle_log, do, do_all, forget_used, leave_zone, refill, to_discard

if TYPE_CHECKING:
    from ..engine.game import Game

#: The appliers of the game actions, by event name.
APPLIERS = Handlers("event")


def _record(g: "Game", ev: dict, what: str, uid: int) -> None:
    fr = m.action_frame(g.state, ev)
    if fr is not None:
        fr["ctx"].setdefault(what, []).append(uid)


# ------------------------------------------------------------------ appliers
@APPLIERS("bow")
def _bow(g, ev):
    st = g.state
    c = st.cards[ev["card"]]
    if c.zone == PLAY and not c.bowed and not m.flagged(st, c.uid, "no_bow"):
        c.bowed = True
        _record(g, ev, "bowed", c.uid)
    else:
        ev["failed"] = True


@APPLIERS("straighten")
def _straighten(g, ev):
    st = g.state
    c = st.cards[ev["card"]]
    if c.zone == PLAY and c.bowed and not m.flagged(st, c.uid, "no_straighten"):
        c.bowed = False
        _record(g, ev, "straightened", c.uid)
    else:
        ev["failed"] = True


def negated(st, ev: dict, effect: str, uid: int) -> bool:
    """True if the action that queued ``ev`` (its frame ``ev["af"]``) has had its ``effect``
    ("destroy", "move") of card ``uid`` negated (``Ctx.negate_for_action``): by uid, or by card
    type for every card of that type."""
    fr = m.action_frame(st, ev)
    if fr is None:
        return False
    who = fr["ctx"].get("negate", {}).get(effect)
    return bool(who) and (uid in who or m.ctype(st, uid) in who)


@APPLIERS("destroy")
def _destroy(g, ev):
    st = g.state
    uid = ev["card"]
    c = st.cards[uid]
    if c.zone != PLAY or m.ctype(st, uid) == "stronghold" or (
            m.flagged(st, uid, "no_destroy") and not ev.get("seppuku")):  # seppuku is not negated
        ev["failed"] = True
        return
    if negated(st, ev, "destroy", uid) and not ev.get("seppuku"):
        ev["failed"] = True  # this action's destruction of the card is negated (Strength of the Bamboo)
        return
    _record(g, ev, "destroyed", uid)
    battle_log(st, "destroy", ev.get("by"), uid, resolution=bool(ev.get("resolution")))
    destroy_now(g, uid, ev)


def destroy_now(g: "Game", uid: int, ev: dict | None = None) -> None:
    """Destroy ``uid`` and its attachments (celestial: the whole unit leaves play the same way)."""
    st = g.state
    c = st.cards[uid]
    was_dishonored = c.dishonored
    controller = c.controller
    base_ph = m.FACTS[c.cid].personal_honor or 0 if not c.created else 0
    ev = ev or {}
    ev["controller"] = controller
    ev["loc"] = c.loc
    ev["type"] = m.ctype(st, uid)
    ev["keywords"] = list(m.keywords(st, uid))
    ev["attack_phase"] = bool(st.attack)
    ev["in_battle"] = st.battle >= 0
    # the attachments destroyed with it, as they were just before (Expendable, keyword_abilities.py)
    ev["attached"] = [{"card": a, "keywords": list(m.keywords(st, a)), "controller": st.cards[a].controller}
                      for a in c.attachments]
    for a in list(c.attachments):
        to_discard(st, a, dead=True)
    is_person = m.ctype(st, uid) == "personality"
    to_discard(st, uid, dead=is_person)
    g.log(f"{m.title(st, uid)} is destroyed")
    if is_person and was_dishonored and base_ph:
        # celestial "DISHONOR": destroyed while dishonorable -> lose base PH (a rulebook loss)
        do(g, "honor", player=controller, amount=-base_ph, by=None)


@APPLIERS("discard")
def _discard(g, ev):
    st = g.state
    uid = ev["card"]
    c = st.cards[uid]
    if c.zone == PLAY and m.ctype(st, uid) == "stronghold":
        ev["failed"] = True
        return
    was_province = c.zone == PROVINCE
    owner = c.controller
    for a in list(c.attachments):
        to_discard(st, a)
    to_discard(st, uid)
    _record(g, ev, "discarded", uid)
    if was_province:
        refill(g, owner, face_up=ev.get("refill_face_up", False))


@APPLIERS("move")
def _move(g, ev):
    st = g.state
    uid = ev["card"]
    c = st.cards[uid]
    to = ev["to"]
    if c.zone != PLAY or c.loc == to or m.flagged(st, uid, "no_move"):
        ev["failed"] = True
        return
    if negated(st, ev, "move", uid):
        ev["failed"] = True  # this action's movement of the card is negated (Matsu Mari, Ring of Earth)
        return
    if to != HOME and (m.flagged(st, uid, "no_move_to_battle") or uid in st.attack.get("resolved_attackers", [])):
        # No Second Battle Rule (Ivory "Battles"; celestial "Rules of Location")
        ev["failed"] = True
        return
    for e in st.lasting:  # "before the next time a card's effect moves him, negate it" (A Legion of One)
        if (e["kind"] == "flag" and e.get("flag") == "negate_next_move" and e["card"] == uid
                and e["instance"] == c.instance and not e.get("negated")):
            e["negated"] = True
            ev["failed"] = True
            return
    ev["from"] = c.loc
    c.loc = to
    _record(g, ev, "moved", uid)
    if to != HOME and st.attack:
        st.attack.setdefault("ever", {}).setdefault(to[1:], []).append(c.controller)


@APPLIERS("honor")
def _honor(g, ev):
    st = g.state
    p = st.players[ev["player"]]
    n = ev["amount"]
    if n == 0:
        return
    p.honor += n
    if n < 0 and ev.get("by", -2) != ev["player"]:
        p.ignore_hr = True  # Ivory "Honor Requirement": lost Honor to another's cards or the rules
    g.log(f"{says(p.name, 'gains' if n > 0 else 'loses')} {abs(n)} Honor ({p.honor})")
    check_dishonor(g)


@APPLIERS("draw")
def _draw(g, ev):
    st = g.state
    p = st.players[ev["player"]]
    for _ in range(ev.get("n", 1)):
        if not p.fate_deck:
            return  # an empty deck ends nothing in the CCG
        uid = p.fate_deck.pop()
        set_zone(st, st.cards[uid], HAND)
        st.cards[uid].instance += 1
        p.hand.append(uid)


@APPLIERS("lasting")
def _lasting(g, ev):
    st = g.state
    uid = ev["card"]
    c = st.cards[uid] if ev["kind"] != "strength" else None
    e = {"kind": ev["kind"], "card": uid, "amount": ev.get("amount", 0), "until": ev.get("until", "turn"),
         "instance": c.instance if c else 0, "action": from_action(st, ev),
         "loc": m.location(st, uid) if c is not None and c.zone == PLAY else ""}
    for k in ("flag", "keyword", "ability"):
        if k in ev:
            e[k] = ev[k]
    src = ev.get("src", -1)
    if src is not None and src >= 0 and e["until"] != "permanent" and _terrain_bound(st, src):
        e["while"] = [src, st.cards[src].instance]  # ends when the Terrain leaves play
    e.update(ev.get("extra", {}))  # kind-specific fields (e.g. duel.py's duel_stat, duel_refusal)
    st.lasting.append(e)
    if ev["kind"] in ("force", "chi") and ev.get("amount", 0) < 0:
        _record(g, ev, "penalized", uid)
    check_chi_death(g)


def from_action(st: CCGState, ev: dict) -> bool:
    """Does event ``ev`` come from an action (rather than a triggered trait or the rules)? It
    does if an ability frame queued it (``ev["af"]``) whose ability is not a triggered trait
    (designator "trait")."""
    af = ev.get("af")
    if af is None or af >= len(st.stack):
        return af is not None
    fr = st.stack[af]
    if fr.get("step") != "ccg.ability":
        return True
    try:
        _, ab = lookup(st, fr["key"])
    except (KeyError, ValueError, IndexError, AttributeError):
        return True
    return not ab.has("trait")


def _terrain_bound(st: CCGState, src: int) -> bool:
    """Do lasting effects from card ``src`` end when it leaves play? True for a Terrain in play
    at a battlefield per ``Edition.terrain_effects_end`` (celestial "TERRAIN": its effects with
    a duration end; Diamond "TERRAINS": an Immediate Terrain's effects end when it is destroyed,
    a Delayed Terrain's have normal durations)."""
    c = st.cards[src]
    if c.zone != PLAY or not c.loc.startswith("t") or not m.has_kw(st, src, "Terrain"):
        return False
    rule = edition(st.edition).terrain_effects_end
    return rule == "all" or (rule == "immediate" and not m.has_kw(st, src, "Delayed"))


@APPLIERS("token")
def _token(g, ev):
    st = g.state
    c = st.cards[ev["card"]]
    if c.zone == PLAY:
        t = dict(ev["token"])
        if from_action(st, ev):
            t["action"] = True  # its bonus comes from an action (Ivory "Token": the last effect placing it)
        c.tokens.append(t)
        check_chi_death(g)


@APPLIERS("untoken")
def _untoken(g, ev):
    c = g.state.cards[ev["card"]]
    for i, t in enumerate(c.tokens):
        if t.get("kw") == ev.get("kw"):
            del c.tokens[i]
            return
    ev["failed"] = True


@APPLIERS("dishonor")
def _dishonor(g, ev):
    c = g.state.cards[ev["card"]]
    if c.zone == PLAY and not c.dishonored:
        c.dishonored = True
    else:
        ev["failed"] = True


@APPLIERS("rehonor")
def _rehonor(g, ev):
    g.state.cards[ev["card"]].dishonored = False


def _attack(g, ev, kind: str) -> None:
    """An attack effect (``kind`` "ranged" or "melee"): destroy the target if its Force (or the
    compared stat) is at most the strength; the destruction is marked with ``kind``."""
    st = g.state
    uid = ev["card"]
    if st.cards[uid].zone != PLAY or negated(st, ev, kind, uid):  # negated: by an Interrupt to the action
        ev["failed"] = True
        return
    value = m.gold_cost(st, uid) if ev.get("compare") == "gold" else m.force(st, uid)
    if value <= ev["strength"]:
        do(g, "destroy", card=uid, by=ev.get("by"), af=ev.get("af"), src=ev.get("src"), **{kind: True})
        ev["hit"] = True
    else:
        ev["failed"] = True


@APPLIERS("ranged")
def _ranged(g, ev):
    """Ranged Attack (celestial "RANGED ATTACK"; Diamond "Making Ranged Attacks")."""
    _attack(g, ev, "ranged")


@APPLIERS("melee")
def _melee(g, ev):
    """Melee Attack (Ivory "Melee Attack"): the Ranged Attack rules, but not a Ranged Attack
    (so Reactions to Ranged Attacks do not see it)."""
    _attack(g, ev, "melee")


@APPLIERS("create")
def _create(g, ev):
    """Create a card (celestial "CREATED CARDS"): attachments attach as they are created."""
    st = g.state
    host_uid = ev["host"]
    h = st.cards[host_uid]
    if h.zone != PLAY:
        ev["failed"] = True
        return
    uid = len(st.cards)
    st.cards.append(Card(uid, "created", h.controller, h.controller, PLAY, created=dict(ev["created"]),
                         attached_to=host_uid, entered=st.turn, face_up=True))
    h.attachments.append(uid)
    ev["created_uid"] = uid


@APPLIERS("enter_play")
def _enter_play(g, ev):
    """A card enters play (bowed for Holdings): at home, at a battlefield or attached."""
    st = g.state
    uid = ev["card"]
    c = st.cards[uid]
    owner_refill = c.zone == PROVINCE
    prov_pid = c.province if c.zone == PROVINCE else -1
    fort = ev.get("host", -1) < 0 and ev.get("region_of") is None and is_fortification(st, uid)
    if fort and not may_enter(st, ev.get("player", c.controller), uid):
        ev["failed"] = True  # no Province it may attach to
        return
    ev["from_zone"] = c.zone  # e.g. "an Item from your hand" (Tetsu Kama Mine)
    leave_zone(st, uid)
    set_zone(st, c, PLAY)
    c.controller = ev.get("player", c.controller)
    c.face_up = True
    c.dead = False
    c.entered = st.turn
    c.bowed = bool(ev.get("bowed"))
    c.own_text = bool(ev.get("own_text", ev.get("ring")))  # a Ring entering by its own condition
    if ev.get("no_enlighten"):  # "while it remains in play, it does not count toward Enlightenment"
        st.lasting.append({"kind": "flag", "flag": "no_enlighten", "card": uid, "amount": 0,
                           "until": "permanent", "instance": c.instance, "action": ev.get("af") is not None,
                           "loc": ""})
    if fort:
        attach(g, uid, c.controller, prov_pid, ev)  # Ivory "Fortification"
    elif ev.get("host", -1) >= 0:
        c.attached_to = ev["host"]
        st.cards[ev["host"]].attachments.append(uid)
    elif ev.get("region_of") is not None:
        c.province = ev["region_of"]
        prov = m.province_by_id(st, ev["region_of"])
        prov.region = uid
    else:
        c.loc = ev.get("loc", HOME)
    g.log(f"{says(st.players[c.controller].name, 'brings')} {m.title(st, uid)} into play")
    battle_log(st, "enter_play", c.controller, uid)
    if owner_refill and ev.get("refill", True):
        refill(g, st.cards[uid].owner if fort else c.controller, face_up=ev.get("refill_face_up", False))
    check_enlightenment(g)


@APPLIERS("overlay")
def _overlay(g, ev):
    """Overlay an Experienced Personality on a lower version (celestial "EXPERIENCED")."""
    st = g.state
    new, old = ev["card"], ev["onto"]
    n, o = st.cards[new], st.cards[old]
    leave_zone(st, new)
    set_zone(st, n, PLAY)
    n.controller = o.controller
    n.loc = o.loc
    n.bowed = o.bowed
    n.dishonored = o.dishonored
    n.face_up = True
    n.attachments = o.attachments
    for a in n.attachments:
        st.cards[a].attached_to = new
    n.tokens = o.tokens
    if edition(st.edition).overlay_inherits:  # a stack: the new version has their abilities
        n.under = o.under + [old]
        set_zone(st, o, "under")
    else:  # Ivory "Experienced": the older card is removed from the game (without leaving play)
        set_zone(st, o, REMOVED)
        st.players[o.owner].removed.append(old)
    o.attachments, o.tokens, o.under = [], [], []
    o.loc = ""
    for e in st.lasting:  # "is considered to be the same card"
        if e["card"] == old and e["instance"] == o.instance:
            e["card"], e["instance"] = new, n.instance
    carry_used(st, old, new)
    refill(g, n.controller)


@APPLIERS("province_destroyed")
def _province_destroyed(g, ev):
    """Destroy a province: discard its card and Region (Ivory "Battle Resolution")."""
    st = g.state
    prov = m.province_by_id(st, ev["pid"])
    if prov is None or prov.destroyed:
        ev["failed"] = True
        return
    owner = st.players[prov.owner]
    with_it = leave_with_province(g, prov, ev.get("by"))  # Fortifications (Diamond: and the Region)
    for uid in (prov.card, prov.region):
        if uid >= 0 and not any(e["card"] == uid for e in with_it):
            to_discard(st, uid)
    prov.destroyed = True
    prov.card = prov.region = -1
    battle_log(st, "province_destroyed", ev.get("by"), -1, resolution=True)
    owner.provinces.remove(prov)
    g.log(f"{possessive(owner.name)} province is destroyed ({len(owner.provinces)} left)")
    if with_it:
        do_all(g, with_it)
    check_military(g, prov.owner)


@APPLIERS("favor")
def _favor(g, ev):
    g.state.favor = ev["player"]


@APPLIERS("attach")
def _attach(g, ev):
    """Transfer an attachment to another Personality (celestial "TRANSFER")."""
    st = g.state
    uid, to = ev["card"], ev["host"]
    c = st.cards[uid]
    if c.attached_to >= 0:
        st.cards[c.attached_to].attachments.remove(uid)
    c.attached_to = to
    st.cards[to].attachments.append(uid)


@APPLIERS("to_hand")
def _to_hand(g, ev):
    """Put a card (from a discard pile) into its owner's hand."""
    st = g.state
    uid = ev["card"]
    c = st.cards[uid]
    if c.zone not in (FATE_DISCARD, DYNASTY_DISCARD) or c.created:
        ev["failed"] = True
        return
    leave_zone(st, uid)
    set_zone(st, c, HAND)
    c.dead = False
    c.controller = c.owner
    st.players[c.owner].hand.append(uid)
    forget_used(st, uid)  # Ivory "Card Memory Rule"


@APPLIERS("additional")
def _additional(g, ev):
    """"You may take an additional Battle action": recorded on the open combat window."""
    for fr in reversed(g.state.stack):
        if fr.get("step") == "window" and fr.get("kind") == "combat":
            # the same player has the next opportunity, for an additional Battle action
            fr["extra"] = {"player": ev["player"], "performer": ev.get("performer", -1)}
            fr["turn"] -= 1
            return


#: events with no state change of their own (e.g. "engage", "battle_resolved"): triggers only
MARKERS = ("marker", "combat_ending", "rings_discarded", "targeted", "engage", "combat_ended",
           "before_resolution", "battle_resolved", "announced", "action_resolved")


def _marker(g, ev):
    """A marker event (:data:`MARKERS`): it changes nothing; triggers respond to it."""


for _name in MARKERS:
    APPLIERS.add(_name, _marker)


def check_chi_death(g: "Game") -> bool:
    """A Personality whose Chi is zero is destroyed immediately (Ivory "Chi Death Rule": "If
    a Personality's Chi is ever zero"), whatever made it zero. Checked after every event frame
    (``CCGRules.after_events``: a stat change, a token, a destroyed Item, a card leaving play)
    and wherever lasting effects expire. Pushes the destruction of the first such Personality
    (the check runs again after it) and returns True if there was one."""
    st = g.state
    if st.winner is not None:
        return False
    idx = game_index(st)
    penalized = _chi_penalized(st, idx)
    cards = st.cards
    low = idx.low_chi
    personalities = idx.personalities
    for u in in_play_by_type(st).get("personality", ()):  # (in uid order)
        c = cards[u]
        if u in personalities and c.attached_to < 0:
            if penalized is not None and not c.tokens and not c.attachments and u not in low \
                    and u not in penalized:
                continue  # (_may_lack_chi's answer for him, without the call)
            if _may_lack_chi(st, c, penalized, low) and m.chi(st, u) <= 0:
                do(g, "destroy", card=u, by=None, chi_death=True)
                return True
    return False


def _chi_penalized(st: CCGState, idx) -> set[int] | None:
    """Cards a lasting effect may give less Chi (a penalty or a set value); None if a
    continuous trait in play may change Chi (then any Personality may be at zero)."""
    cards = defs(st).cards
    for src in idx.continuous:
        c = st.cards[src]
        if c.zone == PLAY and "chi" in cards[c.cid].continuous_stats:
            return None
    return {e["card"] for e in st.lasting
            if e["kind"] == "chi_set" or (e["kind"] == "chi" and e["amount"] < 0)}


def _may_lack_chi(st: CCGState, c: Card, penalized: set[int] | None, low: frozenset) -> bool:
    """Could Personality ``c`` have zero Chi? Not if his printed Chi is positive and nothing
    lowers it: every part of his Chi (tokens, lasting effects, continuous traits, Items) is
    then zero or more (``model.stat``). A quick test before computing his Chi; ``low``: the
    cards with a printed Chi of zero or less (``GameIndex.low_chi``)."""
    if penalized is None or c.uid in penalized or c.uid in low:
        return True
    if c.tokens and any(t.get("chi", 0) < 0 for t in c.tokens):
        return True
    for a in c.attachments:
        ac = st.cards[a]
        if a in penalized or a in low or (ac.tokens and any(t.get("chi", 0) < 0 for t in ac.tokens)) \
                or (ac.created and m.printed(st, a, "chi") < 0):
            return True
    return False
