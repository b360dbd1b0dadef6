"""Queries on the CCG game state: card facts in play, stats (Force, Chi, Personal Honor, Gold
Cost, unit and army Force), locations and battlefields, turn order, duels' focused cards.

Stats follow the Ivory rules "Stats > Calculating stats": printed value, plus
Item modifiers, tokens, continuous traits and lasting effects, then minimums
(zero for Force, Chi, Personal Honor and Gold Cost). A dishonorable
Personality's Personal Honor is zero (celestial "DISHONOR"; Diamond "Dishonor").

Lasting effects are plain dicts in ``CCGState.lasting``::

    {"kind": "force", "card": uid, "amount": 2, "until": "turn", "action": True,
     "instance": <card instance>, "loc": <battlefield or "">}

``kind`` is one of ``force``, ``chi``, ``ph``, ``focus``, ``force_set`` (set to
``amount``), ``flag`` (``"flag"`` names a state such as ``"contributes_bowed"``),
``no_move`` ... ``until`` is ``turn``, ``battle``, ``combat``, ``duel`` or
``permanent``.
"""

from __future__ import annotations

import functools
from typing import Iterable

from .editions import edition
from .facts import FACTS, CardFacts
from .index import cards_in_play, defs, game_index, in_play_by_type, in_scope, memo, source_in_play
from .state import FOCUS, HOME, PLAY, CCGState


def facts(st: CCGState, uid: int) -> CardFacts:
    return FACTS[st.cards[uid].cid]


def ctype(st: CCGState, uid: int) -> str:
    c = st.cards[uid]
    if c.created:
        return c.created["type"]
    return FACTS[c.cid].type


def title(st: CCGState, uid: int) -> str:
    c = st.cards[uid]
    if c.created:
        return c.created.get("title", "created " + c.created["type"])
    return FACTS[c.cid].title


def keywords(st: CCGState, uid: int) -> tuple[str, ...]:
    c = st.cards[uid]
    kws = tuple(c.created.get("keywords", ())) if c.created else FACTS[c.cid].keywords
    extra = [e["keyword"] for e in st.lasting if e["kind"] == "keyword" and e["card"] == uid
             and e["instance"] == c.instance and ("while" not in e or source_in_play(st, e["while"]))]
    return kws + tuple(extra) if extra else kws


def has_kw(st: CCGState, uid: int, kw: str) -> bool:
    """``kw`` is among :func:`keywords` (case-insensitive)."""
    kw = kw.casefold()
    c = st.cards[uid]
    if kw in (_folded(tuple(c.created.get("keywords", ()))) if c.created else _printed_keywords(c.cid)):
        return True
    for e in st.lasting:
        if e["kind"] == "keyword" and e["card"] == uid and e["instance"] == c.instance \
                and e["keyword"].casefold() == kw and ("while" not in e or source_in_play(st, e["while"])):
            return True
    return False


@functools.cache
def _folded(kws: tuple[str, ...]) -> frozenset[str]:
    """The keywords ``kws``, casefolded (a function of its argument, remembered)."""
    return frozenset(k.casefold() for k in kws)


def _printed_keywords(cid: str) -> frozenset[str]:
    """Card ``cid``'s printed keywords, casefolded (:func:`_folded`; remembered by card id
    until its facts change: ``Definitions.add_facts`` replaces a fixture's facts)."""
    kws = FACTS[cid].keywords
    hit = _PRINTED.get(cid)
    if hit is None or hit[0] is not kws:
        hit = _PRINTED[cid] = (kws, _folded(kws))
    return hit[1]


#: card id -> (its printed keywords, casefolded) for :func:`_printed_keywords`
_PRINTED: dict[str, tuple] = {}


def keyword_value(st: CCGState, uid: int, name: str) -> int | None:
    """The number of a numbered keyword ("Yu 3" -> 3 for ``name`` "Yu"), or None if the
    card lacks it. Identical keywords do not stack: the highest printed or granted number
    counts; lasting ``keyword_bonus`` effects (``"keyword": name``) then add (minimum 0).
    Giving a bonus to a card without the keyword first gives it "<name> 0"
    (``vocab.Ctx.keyword_bonus``; Diamond "YU")."""
    pre = name.casefold() + " "
    base = None
    for k in keywords(st, uid):
        kf = k.casefold()
        if kf.startswith(pre) and kf[len(pre):].strip().isdigit():
            v = int(kf[len(pre):])
            base = v if base is None else max(base, v)
    if base is None:
        return None
    bonus = sum(e["amount"] for e in _lasting(st, uid, "keyword_bonus")
                if e.get("keyword", "").casefold() == name.casefold())
    return max(0, base + bonus)


def clan_of(st: CCGState, uid: int) -> str | None:
    """The card's Clan alignment (lowercase), from its mon or a "<X> Clan" keyword."""
    c = st.cards[uid]
    if not c.created and FACTS[c.cid].clan:
        return FACTS[c.cid].clan
    for k in keywords(st, uid):
        if k.endswith(" Clan"):
            return k[:-5].lower()
    return None


def is_clan(st: CCGState, uid: int, clan: str | None) -> bool:
    return clan is not None and clan_of(st, uid) == clan


def card_flags(st: CCGState, cid: str) -> tuple[str, ...]:
    """The extra flags of card ``cid``'s definition (``CardDef.flags``: "straighten_each" ...)."""
    d = defs(st).cards.get(cid)
    return d.flags if d is not None else ()


def in_play(st: CCGState, uid: int) -> bool:
    return st.cards[uid].zone == PLAY


def personalities(st: CCGState, player: int | None = None, loc: str | None = None) -> list[int]:
    """Personalities in play (of ``player``, at ``loc``), in uid order."""
    out = []
    cards = st.cards
    for u in in_play_by_type(st).get("personality", ()):
        c = cards[u]
        if c.attached_to < 0 and (player is None or c.controller == player) and (loc is None or c.loc == loc):
            out.append(u)
    return out


def followers(st: CCGState, uid: int) -> list[int]:
    return [a for a in st.cards[uid].attachments if ctype(st, a) == "follower"]


def items(st: CCGState, uid: int) -> list[int]:
    return [a for a in st.cards[uid].attachments if ctype(st, a) == "item"]


def host(st: CCGState, uid: int) -> int:
    """The Personality leading ``uid``'s unit (``uid`` itself for a Personality)."""
    c = st.cards[uid]
    return c.attached_to if c.attached_to >= 0 else uid


def location(st: CCGState, uid: int) -> str:
    """Where ``uid``'s unit is (its Personality's location)."""
    c = st.cards[uid]
    return st.cards[c.attached_to].loc if c.attached_to >= 0 else c.loc


# ---------------------------------------------------------------- effects
def _lasting(st: CCGState, uid: int, kind: str, other_kind: str = "") -> Iterable[dict]:
    """The lasting effects of ``kind`` (or ``other_kind``) in force on card ``uid``, in order."""
    inst = st.cards[uid].instance
    for e in st.lasting:
        if (e["kind"] == kind or e["kind"] == other_kind) and e["card"] == uid and e["instance"] == inst \
                and not e.get("negated") and ("while" not in e or source_in_play(st, e["while"])):
            yield e


def ability_removed(st: CCGState, uid: int, ref: str | int) -> bool:
    """True if card ``uid`` lost the ability ``ref`` (``Ctx.remove_ability``: its own ability's
    index, or "<cid>:<index>" for one it has from a card it overlaid)."""
    return flagged(st, uid, f"no_ability:{ref}")


def flagged(st: CCGState, uid: int, flag: str) -> bool:
    """True if a lasting effect gives ``uid`` the state ``flag`` (e.g. "no_move")."""
    return any(e.get("flag") == flag for e in _lasting(st, uid, "flag"))


def continuous(st: CCGState, uid: int, stat: str) -> int:
    """Bonuses to ``uid``'s ``stat`` from continuous traits of cards in play."""
    cards = defs(st).cards
    total = 0
    for src in st_cont(st):
        total += cards[st.cards[src].cid].continuous(st, src, uid, stat)
    return total


def st_cont(st: CCGState) -> list[int]:
    """Cards in play with continuous traits (in uid order)."""
    cards = st.cards
    return [u for u in game_index(st).continuous if cards[u].zone == PLAY]


def printed(st: CCGState, uid: int, stat: str) -> int:
    """The printed value of ``stat`` of card ``uid`` (an Item's bonus; a created card's own)."""
    c = st.cards[uid]
    if c.created:
        return int(c.created.get(stat) or 0)
    f = FACTS[c.cid]
    if stat == "force":
        return (f.force_bonus if f.type == "item" else f.force) or 0
    if stat == "chi":
        return (f.chi_bonus if f.type == "item" else f.chi) or 0
    if stat == "ph":
        return f.personal_honor or 0
    if stat == "gold":
        return f.cost or 0
    if stat == "focus":
        return f.focus or 0
    raise KeyError(stat)


def stat(st: CCGState, uid: int, name: str, *, floor: int | None = 0) -> int:
    """The current value of ``name`` ("force", "chi", "ph", "gold", "focus") of card ``uid``
    (remembered in a pure scope)."""
    if in_scope():
        return memo(("stat", id(st), uid, name, floor), lambda: _stat(st, uid, name, floor))
    return _stat(st, uid, name, floor)


def _stat(st: CCGState, uid: int, name: str, floor: int | None) -> int:
    c = st.cards[uid]
    v = printed(st, uid, name)
    # a negation of Focus Value bonuses (Low Stance's Focus Effect) keeps only penalties
    no_bonus = name == "focus" and flagged(st, uid, "no_focus_bonus")
    for t in c.tokens:
        if not (no_bonus and t.get(name, 0) > 0) and name not in t.get("negated", ()):
            v += t.get(name, 0)  # a token's bonus can be negated ("negated": ["force"])
    set_kind = name + "_set"
    sets = []
    for e in _lasting(st, uid, name, set_kind):
        if e["kind"] == set_kind:
            sets.append(e["amount"])
        elif not (no_bonus and e["amount"] > 0):
            v += e["amount"]
    if c.zone == PLAY:
        v += continuous(st, uid, name)
        if name in ("force", "chi") and ctype(st, uid) == "personality":
            for a in c.attachments:
                if ctype(st, a) == "item":
                    v += stat(st, a, name, floor=None)
        if st.duel.get("in_stat"):  # Diamond: revealed Focus cards add to the duel stat (duel.py)
            v += stat_bonus(st, uid, name)
        if sets:
            v = sets[-1]
    if name == "ph":
        if c.dishonored:
            return 0
        mx = edition(st.edition).ph_max  # celestial "PERSONAL HONOR": a maximum of 5
        if mx is not None:
            v = min(v, mx)
    return v if floor is None else max(floor, v)


def force(st: CCGState, uid: int) -> int:
    """The Force of ``uid``; of an Item, its Force modifier (:func:`item_floor`)."""
    return stat(st, uid, "force", floor=item_floor(st, uid))


def item_floor(st: CCGState, uid: int) -> int | None:
    """The minimum of a card's Force or Chi checked on its own: 0, but for an Item the
    edition's ``item_modifier_min`` (ivory and Diamond 0; celestial "Item": "use the value of
    its modifier", which may be negative)."""
    return edition(st.edition).item_modifier_min if ctype(st, uid) == "item" else 0


def chi(st: CCGState, uid: int) -> int:
    """The Chi of ``uid``; of an Item, its Chi modifier (:func:`item_floor`)."""
    return stat(st, uid, "chi", floor=item_floor(st, uid))


def ph(st: CCGState, uid: int) -> int:
    return stat(st, uid, "ph")


def gold_cost(st: CCGState, uid: int) -> int:
    return stat(st, uid, "gold")


def contributes(st: CCGState, uid: int) -> bool:
    """Whether a Personality or Follower adds its Force to its army in resolution
    (Ivory "Army Force": unbowed only; some effects let a bowed card contribute)."""
    c = st.cards[uid]
    return not c.bowed or flagged(st, uid, "contributes_bowed")


def unit_force(st: CCGState, uid: int, resolution: bool = True) -> int:
    """Total Force of the unit led by ``uid``. In resolution (Ivory "Army Force";
    Diamond 4.5) a bowed Personality or Follower does not contribute; outside
    it every card counts (Ivory "Unit and army Force"). Diamond (``Edition.bowed_force``
    "always"; 4.5 Resolution Segment): at any time a bowed Follower adds nothing, and a
    unit whose Personality is bowed has a total Force of 0."""
    if edition(st.edition).bowed_force == "always":
        if not contributes(st, uid):
            return 0
        return force(st, uid) + sum(force(st, f) for f in followers(st, uid) if contributes(st, f))
    total = force(st, uid) if (not resolution or contributes(st, uid)) else 0
    for f in followers(st, uid):
        if not resolution or contributes(st, f):
            total += force(st, f)
    return total


def army(st: CCGState, side_loc: str) -> list[int]:
    """Personalities (unit leaders) at ``side_loc`` ("a<pid>" or "d<pid>"). (In a pure scope
    every side's army is found in one pass over the cards, remembered: :func:`armies`.)"""
    if in_scope():
        return list(memo(("armies", id(st)), lambda: armies(st)).get(side_loc, ()))
    cards = st.cards
    return [u for u in in_play_by_type(st).get("personality", ())
            if cards[u].loc == side_loc and cards[u].attached_to < 0]


def armies(st: CCGState) -> dict[str, list[int]]:
    """Battlefield side -> :func:`army` at that side (every side with an army)."""
    out: dict[str, list[int]] = {}
    cards = st.cards
    for u in in_play_by_type(st).get("personality", ()):
        c = cards[u]
        loc = c.loc
        if loc and loc != HOME and c.attached_to < 0:
            out.setdefault(loc, []).append(u)
    return out


def army_force(st: CCGState, side_loc: str, resolution: bool = True) -> int:
    """The total Force of the army at ``side_loc`` (remembered in a pure scope)."""
    if in_scope():
        return memo(("army_force", id(st), side_loc, resolution),
                    lambda: sum(unit_force(st, u, resolution) for u in army(st, side_loc)))
    return sum(unit_force(st, u, resolution) for u in army(st, side_loc))


def unit_cards(st: CCGState, uid: int) -> list[int]:
    """The unit led by ``uid``: the Personality, then his attachments."""
    return [uid, *st.cards[uid].attachments]


def province_by_id(st: CCGState, pid: int):
    for p in st.players:
        for prov in p.provinces:
            if prov.pid == pid:
                return prov
    return None


def province_strength(st: CCGState, pid: int) -> int:
    """Province Strength: the Stronghold's, plus permanent changes and effects (min 0)."""
    prov = province_by_id(st, pid)
    base = stronghold_stat(st, prov.owner, "province_strength")
    v = base + prov.strength
    for e in st.lasting:
        if e["kind"] == "strength" and e["card"] == pid and not e.get("negated") \
                and ("while" not in e or source_in_play(st, e["while"])):
            v += e["amount"]
    cont = game_index(st).province_continuous
    if cont:  # continuous traits on Provinces ("Your Provinces have +1 strength": the stat "province")
        cards, defined = st.cards, defs(st).cards
        for src in cont:
            c = cards[src]
            if c.zone == PLAY:
                v += defined[c.cid].continuous(st, src, pid, "province")
    return max(0, v)


def side_of(st: CCGState, uid: int) -> tuple[str, int] | None:
    """("a"|"d", pid) of the battlefield side ``uid``'s unit is on, or None at home."""
    loc = location(st, uid)
    if loc and loc != HOME and loc[0] in "ad":
        return loc[0], int(loc[1:])
    return None


def current_side(st: CCGState, player: int) -> str | None:
    """The side ("a<pid>"/"d<pid>") ``player`` fights on in the current battle, if any."""
    k = _side_index(st, player)
    return None if k is None else _sides(st.battle)[k]


def enemy_side(st: CCGState, player: int) -> str | None:
    """The other side of the current battle from ``player``'s (:func:`current_side`), if any."""
    k = _side_index(st, player)
    return None if k is None else _sides(st.battle)[1 - k]


def _side_index(st: CCGState, player: int) -> int | None:
    """0 if ``player`` attacks in the current battle, 1 if he defends, else None."""
    if st.battle < 0:
        return None
    att = st.attack
    if player == att.get("attacker") or player in att.get("attack_allies", ()):
        return 0
    if player == att.get("defender") or player in att.get("defend_allies", ()):
        return 1
    return None


@functools.cache
def _sides(pid: int) -> tuple[str, str]:
    """("a<pid>", "d<pid>"): the sides of the battlefield of Province ``pid`` (remembered)."""
    return f"a{pid}", f"d{pid}"


def at_battle(st: CCGState, uid: int) -> bool:
    """True if ``uid``'s unit is at the current battlefield (either side)."""
    if st.battle < 0:
        return False
    return location(st, uid) in (f"a{st.battle}", f"d{st.battle}")


def opposed(st: CCGState, uid: int) -> bool:
    """A card is opposed if there are units in the enemy army at its battlefield."""
    s = side_of(st, uid)
    if s is None:
        return False
    other = ("d" if s[0] == "a" else "a") + str(s[1])
    return bool(army(st, other))


def fortification_province(st: CCGState, uid: int) -> int:
    """The pid of the Province the Fortification ``uid`` is attached to, or -1 (Ivory
    "Fortification")."""
    c = st.cards[uid]
    if c.zone != PLAY or c.province < 0:
        return -1
    prov = province_by_id(st, c.province)
    return c.province if prov is not None and uid in prov.fortifications else -1


def fortifications_at(st: CCGState, pid: int) -> list[int]:
    """Fortifications attached to Province ``pid``."""
    prov = province_by_id(st, pid)
    return list(prov.fortifications) if prov is not None else []


def at_battlefield(st: CCGState, uid: int, pid: int | None = None) -> bool:
    """True if ``uid`` is in play at the battlefield of Province ``pid`` (default: the current
    battle's): in a unit on either side, a Terrain there, or a Fortification attached to that
    Province (Ivory "Battlefields": "Fortifications are located at the battlefield associated
    with their Province")."""
    pid = st.battle if pid is None else pid
    if pid < 0 or st.cards[uid].zone != PLAY:
        return False
    return location(st, uid) in (f"a{pid}", f"d{pid}", f"t{pid}") or fortification_province(st, uid) == pid


def terrains_at(st: CCGState, pid: int) -> list[int]:
    """Terrains in play at the battlefield of province ``pid`` (location "t<pid>")."""
    loc = f"t{pid}"
    return [u for u in cards_in_play(st) if st.cards[u].loc == loc]


def may_issue_challenge(st: CCGState, uid: int) -> bool:
    """False if an attachment of ``uid`` says its Personality will not issue challenges
    (CardDef flag ``host_issues_no_challenges``: Tempered No-Dachi), or a lasting effect
    flags him ``no_challenges``."""
    if flagged(st, uid, "no_challenges"):
        return False
    cards = defs(st).cards
    for a in st.cards[uid].attachments:
        d = cards.get(st.cards[a].cid)
        if d is not None and "host_issues_no_challenges" in d.flags:
            return False
    return True


def gold_production(st: CCGState, uid: int) -> int:
    """A Stronghold's Gold Production stat (Ivory "Gold Production"), with its player's Sensei
    modifier (:func:`stronghold_stat`), tokens and effects (min 0, Ivory "Calculating stats")."""
    owner = next((p.index for p in st.players if p.stronghold == uid), -1)
    if owner >= 0:
        base = stronghold_stat(st, owner, "gold_production")
    else:
        base = FACTS[st.cards[uid].cid].gold_production or 0
    return max(0, base + sum(e["amount"] for e in st.lasting if e["kind"] == "gp" and e["card"] == uid))


def starting_honor(st: CCGState, player: int) -> int:
    """``player``'s Starting Family Honor: his Stronghold's, modified by his Sensei (Ivory
    "Start of game" A: "at his or her Stronghold's Starting Honor, modified by his or her
    Sensei")."""
    return stronghold_stat(st, player, "starting_honor")


def productions(st: CCGState, uid: int, paying: dict) -> list[tuple[str, int, bool]]:
    """The ways card ``uid`` can produce Gold now: (label, amount, restricted) (paying Gold:
    ``gold.py``)."""
    t = ctype(st, uid)
    if t == "stronghold":
        return [("Gold Production", gold_production(st, uid), False)]
    if t != "holding" and t != "region":
        return []
    produce = producer(st, uid)
    if produce is not None:
        return produce(st, uid, paying)
    gp = FACTS[st.cards[uid].cid].gold_production if not st.cards[uid].created else None
    return [(f"{gp} Gold", gp, False)] if gp else []


def producer(st: CCGState, uid: int):
    """The Gold production a Holding or Region's definition gives it (``CardDef.produce``:
    ``fn(state, uid, paying)``, which may depend on the cost being paid), or None."""
    d = defs(st).cards.get(st.cards[uid].cid)
    return d.produce if d is not None else None


#: Diamond "SENSEI": the lowest a Sensei may bring each Stronghold number to
_PRINTED_FLOOR = {"province_strength": 0, "gold_production": 0, "starting_honor": -19}


def sensei_of(st: CCGState, player: int) -> int:
    """``player``'s Sensei in play (uid), or -1."""
    uid = st.players[player].sensei
    return uid if uid >= 0 and st.cards[uid].zone == PLAY else -1


def stronghold_stat(st: CCGState, player: int, stat: str) -> int:
    """``player``'s Stronghold's ``stat`` ("province_strength", "gold_production" or
    "starting_honor") as its Sensei leaves it, before tokens and effects.

    Ivory "Sensei": the Sensei's modifier is "continually applied to the Stronghold's stats",
    "treated like any other modifier" (the printed value is unchanged; the stat's minimum
    applies once, after every change: :func:`province_strength`, :func:`gold_production`),
    and not a bonus or penalty (Ivory "Bonuses and penalties"). Diamond "SENSEI": the
    Sensei's numbers change the Stronghold's, but not below 0 Province Strength or Gold
    Production or -19 Starting Family Honor (the edition's ``sensei``, "printed"). A Sensei
    that left play modifies nothing."""
    pl = st.players[player]
    printed = getattr(FACTS[st.cards[pl.stronghold].cid], stat) or 0
    s = sensei_of(st, player)
    if s < 0:
        return printed
    v = printed + (getattr(FACTS[st.cards[s].cid], stat) or 0)
    if edition(st.edition).sensei == "printed":
        v = max(_PRINTED_FLOOR[stat], v)
    return v



# ---------------------------------------------------------------- turn order
def next_player(st: CCGState, p: int) -> int:
    """The next player to the left still in the game (Ivory "Turn order")."""
    n = len(st.players)
    for i in range(1, n + 1):
        q = (p + i) % n
        if not st.players[q].lost:
            return q
    return p


def turn_order(st: CCGState, first: int) -> list[int]:
    """The players still in the game in turn order, starting with ``first``."""
    out, p = [first], first
    while True:
        p = next_player(st, p)
        if p == first:
            return out
        out.append(p)


# ---------------------------------------------------------------- units in battles
def is_cavalry(st: CCGState, uid: int) -> bool:
    """A unit is Cavalry if its Personality and all its Followers have Cavalry."""
    return has_kw(st, uid, "Cavalry") and all(has_kw(st, f, "Cavalry") for f in followers(st, uid))


def terrain_locked(st: CCGState, player: int) -> bool:
    """Diamond naval invasion (``naval.py``): may ``player`` (with units in the Naval army) not
    play a Terrain yet, because no other player has passed or acted in the combat round?"""
    side = st.attack.get("naval_invasion") if st.attack else None
    if side is None or st.battle < 0:
        return False
    naval_side = f"{side}{st.battle}"
    in_naval = {st.cards[u].controller for u in army(st, naval_side)}
    if player not in in_naval:
        return False
    for fr in reversed(st.stack):
        if fr.get("step") == "window" and fr.get("kind") == "combat":
            order = fr["order"]
            had = {order[i % len(order)] for i in range(max(0, fr["turn"]))}
            return not (had - in_naval)
    return True  # before the combat round


# ---------------------------------------------------------------- actions being resolved
def action_frame(st: CCGState, ev: dict) -> dict | None:
    """The frame of the action (``ccg.ability``) that queued event ``ev`` (``ev["af"]``), if
    it is still resolving; None for events of the rules or of a finished action."""
    af = ev.get("af")
    if af is None or af >= len(st.stack):
        return None
    fr: dict = st.stack[af]
    return fr if fr.get("step") == "ccg.ability" else None


# ---------------------------------------------------------------- duels (duel.py)
def in_focusing_area(st: CCGState, uid: int) -> bool:
    """True if card ``uid`` is a focused card of the current duel (in a player's focusing area;
    a celestial focus pool's cards are not)."""
    if st.cards[uid].zone != FOCUS:
        return False
    return any(uid in cards for cards in st.duel.get("focused", {}).values())


def focused_cards(st: CCGState, uid: int) -> list[int]:
    """The cards focused for duelist ``uid`` in the current duel."""
    d = st.duel
    p = d.get("sides", {}).get(str(uid))
    if p is None:
        return []
    return [u for u in d.get("focused", {}).get(str(p), []) if st.cards[u].zone == FOCUS]


def focus_part(st: CCGState, uid: int) -> int:
    """What duelist ``uid``'s focusing adds to his duel stat: his focused cards' Focus Values
    (twice for a Double Chi Personality: Diamond "DOUBLE CHI"), plus bonuses given "as Focus
    cards" (lasting kind ``duel_bonus``: Diamond "Challenging and Dueling")."""
    values = sum(stat(st, c, "focus") for c in focused_cards(st, uid))
    if has_kw(st, uid, "Double Chi"):
        values *= 2
    inst = st.cards[uid].instance
    bonus = sum(e["amount"] for e in st.lasting if e["kind"] == "duel_bonus" and e["card"] == uid
                and e["instance"] == inst and not e.get("negated"))
    return values + bonus


def in_duel_stat(st: CCGState, uid: int, name: str) -> bool:
    """Is ``name`` the current duel's stat, with the focused cards' values counted in it
    (``Edition.focus_in_stat``, Diamond), and ``uid`` one of the duelists?"""
    d = st.duel
    return bool(d.get("in_stat")) and name == d.get("stat") and str(uid) in d.get("sides", {})


def stat_bonus(st: CCGState, uid: int, name: str) -> int:
    """In an edition where Focus cards raise the duel stat itself (``Edition.focus_in_stat``,
    Diamond), duelist ``uid``'s focus part once revealed (part of :func:`stat`)."""
    return focus_part(st, uid) if in_duel_stat(st, uid, name) else 0
