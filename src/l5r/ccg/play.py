"""Taking actions: which abilities a player may use now, and the action sequence.

Ability keys (plain strings in frames and options):

* ``c<uid>:<i>`` -- ability ``i`` of card ``uid``'s definition;
* ``r:<name>`` -- a rulebook player ability (``rules_abilities.RULE``);
* ``g<cid>:<i>`` -- an ability a card granted to a player (e.g. I Am Ready);
* ``e<uid>`` -- an Event resolving (celestial Events Phase).

Limits (Ivory "Using abilities"; celestial "A. Check Conditions"): abilities
on bowed cards may not be used; each card ability and player ability once per
turn (``Repeatable``: any number of times); in a battle the Rule of Presence
and the Rules of Location apply (``battle_ok``). An action may be announced
only if its required choices can be made and its costs paid (Good Faith).

The action frame runs: choices -> Gold -> other costs -> "announced" event
(Interrupts, Reactions to targeting) -> effect steps -> "action_resolved"
event -> tidy up (a Strategy is discarded unless it put itself into play).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from ..engine.decision import Decision, Option
from ..engine.windows import events_frame
from . import gold
from . import model as m
from .actions import leave_zone, to_discard
from .editions import edition
from .state import FATE_DISCARD, FOCUS, HAND, PLAY, PROVINCE, RESOLUTION, DYNASTY_DISCARD
from .vocab import Ability, Choose, Ctx, Pick

if TYPE_CHECKING:
    from ..engine.game import Game


def card_def(st, uid: int):
    from .cards import DEFS

    c = st.cards[uid]
    return None if c.created else DEFS.get(c.cid)


def lookup(st, key: str) -> tuple[int, Ability]:
    """(source uid, Ability) for an ability key."""
    from .cards import DEFS
    from .rules_abilities import RULE

    if key.startswith("c"):
        uid, i = key[1:].split(":")
        uid = int(uid)
        return uid, card_def(st, uid).abilities[int(i)]
    if key.startswith("r:"):
        return -1, RULE[key[2:]]
    if key.startswith("g"):
        cid, i = key[1:].rsplit(":", 1)
        return -1, DEFS[cid].abilities[int(i)]
    if key.startswith("h"):  # an ability a lasting effect gave to a card in play
        uid, cid, i = key[1:].split(":")
        return int(uid), DEFS[cid].abilities[int(i)]
    if key.startswith("e"):
        uid = int(key[1:])
        return uid, Ability(("event",), card_def(st, uid).event, label="Event")
    if key.startswith("i"):  # a card's Invest effects after it entered play (invest.py)
        uid = int(key[1:])
        return uid, Ability(("invest",), card_def(st, uid).invest.effects, label="Invest")
    if key.startswith("f"):  # a focused card's Focus Effect (duel.py)
        uid = int(key[1:])
        return uid, Ability(("focus",), card_def(st, uid).focus_effect, label="Focus Effect")
    raise KeyError(key)


def _zone_ok(st, uid: int, ab: Ability, player: int) -> bool:
    c = st.cards[uid]
    z = ab.zone
    if z == "play":  # Ivory "Triggered traits": also while in the focusing area (duel.py)
        return (c.zone == PLAY or (c.zone == FOCUS and ab.forced and _focused(st, uid))) and c.controller == player
    if z == "hand":  # celestial "DUEL" 1: the hand is put aside during a duel
        return c.zone == HAND and c.controller == player and not (
            st.duel and edition(st.edition).duel_hand_aside)
    if z == "province":
        return c.zone == PROVINCE and c.controller == player and c.face_up
    if z == "discard":
        return c.zone in (FATE_DISCARD, DYNASTY_DISCARD) and c.owner == player
    return False


def _focused(st, uid: int) -> bool:
    from .duel import in_focusing_area
    return in_focusing_area(st, uid)


def _kind_ok(ab: Ability, kind: str | None) -> bool:
    if kind is None:
        return True
    if kind == "trigger":
        return ab.trigger is not None
    return ab.trigger is None and not ab.forced  # "action"


def _card_abilities(cache: dict, cid: str, kind: str | None) -> tuple:
    """(index, Ability) pairs of card ``cid`` of one kind, cached in ``cache``
    (``cards.DERIVED["abilities"]``, emptied when a card is defined)."""
    hit = cache.get((cid, kind))
    if hit is None:
        from .cards import DEFS

        d = DEFS.get(cid)
        hit = tuple((i, ab) for i, ab in enumerate(d.abilities) if _kind_ok(ab, kind)) if d else ()
        cache[(cid, kind)] = hit
    return hit


def candidates(g: "Game", player: int, kind: str | None = None) -> Iterator[tuple[str, int, Ability]]:
    """Every ability ``player`` might use: cards in play, hand, provinces,
    discard piles, granted abilities, and the rulebook player abilities.
    ``kind`` "trigger" keeps only Reactions/triggered traits, "action" only the others."""
    from .cards import DEFS, DERIVED
    from .rules_abilities import RULE

    st = g.state
    cache = DERIVED.setdefault("abilities", {})
    for c in st.cards:
        if c.created or c.zone not in (PLAY, HAND, PROVINCE, FATE_DISCARD, DYNASTY_DISCARD, FOCUS):
            continue
        if (c.controller if c.zone != FATE_DISCARD and c.zone != DYNASTY_DISCARD else c.owner) != player:
            continue
        for i, ab in _card_abilities(cache, c.cid, kind):
            if c.zone == PLAY and m.flagged(st, c.uid, f"no_ability:{i}"):
                continue  # an ability removed by an effect (Cold Hands, Stone Heart)
            if _zone_ok(st, c.uid, ab, player):
                yield f"c{c.uid}:{i}", c.uid, ab
        if c.under and c.zone == PLAY:  # abilities from the cards it overlaid (overlay.py)
            from .overlay import inherited
            yield from inherited(st, c.uid, kind)
    for cid in st.players[player].abilities:
        for i, ab in enumerate(DEFS[cid].abilities):
            if ab.zone == "granted" and _kind_ok(ab, kind):
                yield f"g{cid}:{i}", -1, ab
    seen = set()
    for e in st.lasting:  # abilities given to cards ("Permanently give him the ability ...")
        if e["kind"] != "ability" or e.get("negated"):
            continue
        c = st.cards[e["card"]]
        key = f"h{c.uid}:{e['ability']}"
        if c.zone == PLAY and c.controller == player and c.instance == e["instance"] and key not in seen:
            seen.add(key)
            cid, i = e["ability"].rsplit(":", 1)
            ab = DEFS[cid].abilities[int(i)]
            if _kind_ok(ab, kind):
                yield key, c.uid, ab
    for name, ab in RULE.items():
        if _kind_ok(ab, kind):
            yield f"r:{name}", -1, ab


def used_key(st, key: str, ab: Ability) -> str:
    if ab.per_battle:
        return f"{key}@b{st.battles}"
    if ab.per_game:
        return f"{key}@game"
    return key


def spent(st, key: str, ab: Ability) -> bool:
    """True if ability ``key`` was used as many times this turn as it may be: once, plus
    once per ``again:<key>`` grant (Akodo Senzo: "may use it a second time this turn")."""
    k = used_key(st, key, ab)
    return st.used.count(k) > st.used.count("again:" + key)


def bowed_blocks(st, src: int, ab: Ability) -> bool:
    """A bowed card's abilities may not be used (unless "even if bowed"); a card
    flagged ``stronghold_even_bowed`` in play (Togashi Kyoshi) lets its controller use
    his bowed Stronghold's abilities that do not bow it."""
    c = st.cards[src]
    if not c.bowed or ab.even_bowed or ab.forced:
        return False
    if not ab.bow and m.ctype(st, src) == "stronghold":
        for o in st.cards:
            if o.zone == PLAY and o.controller == c.controller and not o.created:
                d = card_def(st, o.uid)
                if d is not None and "stronghold_even_bowed" in d.flags:
                    return False
    return True


def battle_ok(g: "Game", player: int, src: int, ab: Ability) -> bool:
    """Rule of Presence and Rules of Location for actions during a battle."""
    st = g.state
    if st.battle < 0:
        return True
    if not ab.absent:
        side = m.current_side(st, player)
        if side is None or not m.army(st, side):
            return False
    if src >= 0 and st.cards[src].zone == PLAY and m.ctype(st, src) in ("personality", "follower", "item", "spell"):
        if not m.at_battle(st, src) and not ab.absent:
            return False
    return True


def usable(g: "Game", key: str, src: int, ab: Ability, player: int, designator: str,
           data: dict | None = None) -> bool:
    st = g.state
    if not ab.has(designator):
        return False
    if src >= 0 and st.cards[src].zone == PLAY and bowed_blocks(st, src, ab):
        return False
    if not ab.repeatable and not ab.forced and spent(st, key, ab):
        return False
    in_battle = designator in ("battle", "engage") or designator == "open" and st.battle >= 0
    if in_battle and not battle_ok(g, player, src, ab):  # Diamond 4.4: Open actions in battle too
        return False
    if st.battle >= 0 and src >= 0 and not fortification_ok(st, src, ab):
        return False
    req = (data or {}).get("performer_req", -1)
    if req >= 0 and not any(ch.performer for ch in ab.choices):
        # an additional action "which he must perform": the ability is on him or his Item/Spell
        if src < 0 or st.cards[src].zone != PLAY or m.host(st, src) != req or (
                src != req and m.ctype(st, src) not in ("item", "spell")):
            return False
    if src >= 0 and m.ctype(st, src) == "spell":
        h = st.cards[src].attached_to
        if h < 0 or not m.has_kw(st, h, "Shugenja") or (
                st.cards[h].bowed and not edition(st.edition).bowed_shugenja_casts):
            return False  # Diamond "Casting Spells": not while the Shugenja is bowed
    c = Ctx(g, {"ctx": {"player": player, "source": src, **(data or {})}})
    if ab.condition is not None and not ab.condition(c):
        return False
    due = total_gold(st, src, ab)
    if due and not gold.can_pay(st, player, due, {"type": "action"}):
        return False
    for cost in ab.costs:
        if not cost.can(c):
            return False
    for ch in ab.choices:
        if not ch.optional and not choice_candidates(g, c, ch, ab):
            return False
    return True


def fortification_ok(st, src: int, ab: Ability) -> bool:
    """During a battle, a Fortification's abilities need it attached to the battlefield's
    Province (Ivory "Fortification"; Diamond: its Battle actions) -- ``fortification.py``."""
    from .fortification import ability_allowed
    return ability_allowed(st, src, ab.designators)


def total_gold(st, src: int, ab: Ability) -> int:
    """The Gold of an action: the Strategy/Ring's Gold Cost (if played from hand) plus
    the ability's Gold icon (celestial "D. Pay Costs")."""
    due = ab.gold
    if src >= 0 and st.cards[src].zone == HAND and m.ctype(st, src) in ("strategy", "ring"):
        due += m.gold_cost(st, src)
    return due


def choice_candidates(g: "Game", c: Ctx, ch: Choose, ab: Ability) -> list[int]:
    st = g.state
    p = ch.chooser(c) if ch.chooser is not None else c.player
    if p < 0:
        return []
    if ch.pool == "play":
        pool = [x.uid for x in st.cards if x.zone == PLAY and m.ctype(st, x.uid) != "stronghold"]
        if st.battle >= 0 and (ab.has("battle") or ab.has("engage")) and not ch.anywhere:
            pool = [u for u in pool if m.at_battle(st, u)]  # Rules of Location
    elif ch.pool == "hand":
        pool = [u for u in st.players[p].hand if u != c.source]
    elif ch.pool == "discard":
        pool = st.players[p].fate_discard + st.players[p].dynasty_discard
    elif ch.pool == "fate_discard":
        pool = list(st.players[p].fate_discard)
    elif ch.pool == "dead":
        pool = [u for u in st.players[p].dynasty_discard if st.cards[u].dead]
    elif ch.pool == "fate_search":  # the Fate discard pile and the Fate deck
        pool = list(st.players[p].fate_discard) + list(st.players[p].fate_deck)
    elif ch.pool == "province":
        pool = [pr.card for pr in st.players[p].provinces if pr.card >= 0 and st.cards[pr.card].face_up]
    else:
        raise ValueError(ch.pool)
    out = []
    req = c.get("performer_req", -1)
    if ch.performer and req is not None and req >= 0:
        pool = [u for u in pool if u == req]  # "which he must perform"
    for u in pool:
        if u == -1:
            continue
        if ch.pool == "play" and ch.target and m.flagged(st, u, "untargetable"):
            continue
        if ch.where(c, u):
            out.append(u)
    return out


# ------------------------------------------------------------------ windows
def window_designators(g: "Game", f: dict, player: int) -> tuple[str, ...]:
    st = g.state
    kind = f["kind"]
    if kind == "action":
        return ("limited", "open") if player == st.active else ("open",)
    if kind == "combat":
        return ("battle", "open") if st.edition == "diamond" else ("battle",)
    if kind == "engage":
        return ("engage",)
    return ()


def action_options(g: "Game", f: dict, player: int) -> list[Option]:
    st = g.state
    extra = f.get("extra")
    if extra and extra["player"] != player:
        extra = None
    opts = []
    seen = set()
    for des in window_designators(g, f, player):
        for key, src, ab in candidates(g, player, "action"):
            if key in seen or ab.trigger is not None or ab.forced:
                continue
            data = {"additional": True, "performer_req": extra["performer"]} if extra else {}
            if usable(g, key, src, ab, player, des, data):
                seen.add(key)
                opts.append(Option(key, describe(st, src, ab), {"additional": bool(extra)}))
    return opts


def describe(st, src: int, ab: Ability) -> str:
    name = m.title(st, src) if src >= 0 else "Rules"
    des = "/".join(d.capitalize() for d in ab.designators)
    return f"{name}: {des}{' - ' + ab.label if ab.label else ''}"


def ability_frame(g: "Game", key: str, player: int, data: dict | None = None) -> dict:
    src, ab = lookup(g.state, key)
    ctx = {"player": player, "source": src, "af": len(g.state.stack)}
    if data:
        ctx.update(data)
    return {"step": "ccg.ability", "key": key, "ctx": ctx, "stage": 0, "ci": 0, "ei": 0}


def push_ability(g: "Game", key: str, player: int, data: dict | None = None) -> None:
    g.push(ability_frame(g, key, player, data))


def event_frame(g: "Game", uid: int) -> dict | None:
    d = card_def(g.state, uid)
    if d is None or not d.event:
        return None
    return ability_frame(g, f"e{uid}", g.state.cards[uid].controller)


# ------------------------------------------------------------------ the action sequence
def step_ability(g: "Game", f: dict) -> None:
    st = g.state
    src, ab = lookup(st, f["key"])
    c = Ctx(g, f)
    f["ctx"]["af"] = len(st.stack) - 1
    f.pop("result", None) if f["stage"] != 2 else None
    if f["stage"] == 0:  # choices, in order
        while f["ci"] < len(ab.choices):
            ch = ab.choices[f["ci"]]
            if "answer" in f:
                ans = f.pop("answer")
                f.pop("answer_data", None)
                c[ch.key] = -1 if ans == "none" else int(ans)
                if ch.performer and ans != "none":
                    c["performer"] = int(ans)
                f["ci"] += 1
                continue
            cands = choice_candidates(g, c, ch, ab)
            if not cands and not ch.optional:
                g.pop()  # the announcement fails before anything was paid
                return
            if len(cands) == 1 and not ch.optional:
                c[ch.key] = cands[0]
                if ch.performer:
                    c["performer"] = cands[0]
                f["ci"] += 1
                continue
            opts = [Option(str(u), _label(st, u)) for u in cands]
            if ch.optional:
                opts.append(Option("none", "none"))
            g.ask(Decision(c.player, "choose_one", ch.prompt or f"{describe(st, src, ab)}: choose {ch.key}",
                           opts, context="choose"))
            return
        f["stage"] = 1
    if f["stage"] == 1:  # announce: mark used, Strategy to the resolution area, pay Gold
        if not ab.repeatable and not ab.forced:
            st.used.append(used_key(st, f["key"], ab))
        if c.performer < 0 and src >= 0 and st.cards[src].zone == PLAY:
            # celestial "PERFORM": an ability on a Personality or Follower is performed by
            # it; one on an Item or Spell by the Personality of its unit
            t = m.ctype(st, src)
            if t in ("personality", "follower"):
                c["performer"] = src
            elif t in ("item", "spell"):
                c["performer"] = m.host(st, src)
        due = total_gold(st, src, ab)  # before the card leaves the hand: its Gold Cost counts
        if src >= 0 and st.cards[src].zone == HAND and m.ctype(st, src) in ("strategy", "ring"):
            owner = st.cards[src].controller
            leave_zone(st, src)
            st.cards[src].zone = RESOLUTION
            st.cards[src].controller = owner
            f["ctx"]["from_hand"] = True
        f["stage"] = 2
        from .invest import push_pay  # the Gold, and an Invest cost on a Strategy (Ivory "Invest #")
        if push_pay(g, c.player, due, {"type": "action"}, src, always=bool(due)):
            return
    if f["stage"] == 2:  # costs
        res = f.pop("result", None)
        if res is not None and not res.get("paid"):
            _tidy(g, f, src)
            g.pop()
            return
        if ab.bow and src >= 0:
            st.cards[src].bowed = True
        for cost in ab.costs:
            cost.pay(c)
        f["stage"] = 3
        targets = [c[ch.key] for ch in ab.choices if ch.target and c[ch.key] >= 0 and ch.pool == "play"]
        g.push(events_frame([{"name": "announced", "key": f["key"], "player": c.player, "source": src,
                              "targets": targets, "af": f["ctx"]["af"], "performer": c.performer,
                              "designators": list(ab.designators), "keywords": list(ab.keywords),
                              "additional": bool(c.get("additional"))}]))
        queue = f.pop("queue", None)  # game actions a cost queued (e.g. "destroy Ushio") go first
        if queue:
            g.push_all([events_frame([e]) for e in queue])
        return
    if f["stage"] == 3:  # effects, in order
        if f["ctx"].get("cancelled"):
            f["stage"] = 4
        effects = ab.effects
        if f.get("invest"):  # a Strategy's Invest effects resolve last, as part of the action
            effects = effects + card_def(st, src).invest.effects
        while f["stage"] == 3 and f["ei"] < len(effects):
            eff = effects[f["ei"]]
            if isinstance(eff, Pick):
                if "answer" in f:
                    c[eff.key] = f.pop("answer")
                    f.pop("answer_data", None)
                    f["ei"] += 1
                    continue
                popts = list(eff.options(c))
                if len(popts) <= 1:
                    c[eff.key] = popts[0][0] if popts else ""
                    f["ei"] += 1
                    continue
                g.ask(Decision(c.player, "choose_one", eff.prompt or f"choose {eff.key}",
                               [Option(i, lab) for i, lab in popts], context="choose"))
                return
            if isinstance(eff, Choose):
                if "answer" in f:
                    ans = f.pop("answer")
                    f.pop("answer_data", None)
                    c[eff.key] = -1 if ans == "none" else int(ans)
                    f["ei"] += 1
                    if eff.target and eff.pool == "play" and c[eff.key] >= 0:
                        # targeting during resolution: a "targeted" event, before which a
                        # Reaction may redirect it (``ctx[choice]``; Chugo Seido)
                        g.push(events_frame([{"name": "targeted", "key": f["key"], "player": c.player,
                                              "source": src, "choice": eff.key, "targets": [c[eff.key]],
                                              "af": f["ctx"]["af"]}]))
                        return
                    continue
                cands = choice_candidates(g, c, eff, ab)
                if not cands:
                    if eff.optional:
                        c[eff.key] = -1
                        f["ei"] += 1
                        continue
                    f["stage"] = 4  # no legal target: the effects stop (Ivory "Action Sequence" D)
                    break
                opts = [Option(str(u), _label(st, u)) for u in cands]
                if eff.optional:
                    opts.append(Option("none", "none"))
                who = eff.chooser(c) if eff.chooser is not None else c.player
                g.ask(Decision(who, "choose_one", eff.prompt or f"choose {eff.key}", opts, context="choose"))
                return
            f["ei"] += 1
            eff(c)
            queue = f.pop("queue", None)
            if queue:
                g.push_all([events_frame([e]) for e in queue])
                return
            if st.stack[-1] is not f or st.pending is not None:
                return  # the step pushed its own frames
        f["stage"] = 4
    if f["stage"] == 4:
        f["stage"] = 5
        ctx = f["ctx"]
        for k in ab.keywords:  # actions resolved this turn, by keyword (e.g. Ring of Air's Favor actions)
            st.used.append(f"resolved:{c.player}:{k}")
        g.push(events_frame([{"name": "action_resolved", "key": f["key"], "player": c.player, "source": src,
                              "performer": c.performer, "designators": list(ab.designators),
                              "keywords": list(ab.keywords), "additional": bool(ctx.get("additional")),
                              "targets": [ctx.get(ch.key, -1) for ch in ab.choices if ch.target],
                              "bowed": ctx.get("bowed", []), "destroyed": ctx.get("destroyed", []),
                              "moved": ctx.get("moved", []), "af": ctx["af"]}]))
        return
    _tidy(g, f, src)
    g.pop()
    rings = f["ctx"].get("rings_discarded")
    if rings:  # "after an action ends during which Rings entered the discard pile" (Togashi's Guidance)
        g.push(events_frame([{"name": "rings_discarded", "key": f["key"], "player": c.player, "source": src,
                              "rings": list(rings)}]))


def _tidy(g: "Game", f: dict, src: int) -> None:
    """Discard a Strategy/Ring played from hand unless it is now in play (celestial "F. Tidy Up")."""
    st = g.state
    if src >= 0 and st.cards[src].zone == RESOLUTION:
        if f["ctx"].get("as_focus") and f["stage"] > 2:  # played "as a Focus card" (duel.py)
            st.cards[src].zone = "focus"
            st.cards[src].face_up = True
            return
        to_discard(st, src)


def _label(st, uid: int) -> str:
    c = st.cards[uid]
    where = "" if c.zone == PLAY else f" ({c.zone.replace('_', ' ')})"
    return f"{m.title(st, uid)}{where} [{st.players[c.controller].name}]"


# ------------------------------------------------------------------ triggers
def trigger_options(g: "Game", f: dict, player: int | None, forced: bool) -> list[Option]:
    """Reactions (``forced`` False) or triggered traits (True) to the events of the
    event frame below this window, for ``player`` (None: any player)."""
    st = g.state
    ef = st.stack[f["ew"]]
    timing = "before" if f["timing"] in ("would", "interrupt", "forced_interrupt") else "after"
    if f["timing"] == "would":
        return []
    opts = []
    players = [player] if player is not None else [p.index for p in st.players if not p.lost]
    for p in players:
        for key, src, ab in candidates(g, p, "trigger"):
            if ab.trigger is None or ab.forced != forced or ab.timing != timing:
                continue
            for i, ev in enumerate(ef["events"]):
                if ev.get("cancelled") or ev["name"] != ab.trigger:
                    continue
                okey = f"{key}|{i}|{p}"
                if okey in f["done"] and not ab.multi:
                    continue
                c = Ctx(g, {"ctx": {"player": p, "source": src, "event": ev}})
                if ab.when is not None and not ab.when(c, ev):
                    continue
                if src >= 0 and ab.zone == "play" and not forced and bowed_blocks(st, src, ab):
                    continue
                if src >= 0 and st.battle >= 0 and not fortification_ok(st, src, ab):
                    continue
                if not forced and not ab.repeatable and spent(st, key, ab):
                    continue
                if not forced and not _trigger_usable(g, c, src, ab):
                    continue
                opts.append(Option(okey, describe(st, src, ab), {"key": key, "event": i, "player": p}))
        if forced:
            opts.extend(delayed_options(g, f, ef, p, timing))
        if not forced and timing == "after":
            opts.extend(ring_options(g, f, ef, p))
            from .battle import engage_options  # no Engage Segment: Engage abilities after engaging
            opts.extend(engage_options(g, f, ef, p))
    return opts


def _trigger_usable(g: "Game", c: Ctx, src: int, ab: Ability) -> bool:
    st = g.state
    if ab.condition is not None and not ab.condition(c):
        return False
    due = total_gold(st, src, ab)
    if due and not gold.can_pay(st, c.player, due, {"type": "action"}):
        return False
    for cost in ab.costs:
        if not cost.can(c):
            return False
    for ch in ab.choices:
        if not ch.optional and not choice_candidates(g, c, ch, ab):
            return False
    return True


def delayed_options(g: "Game", f: dict, ef: dict, player: int, timing: str) -> list[Option]:
    """Delayed effects (``Ctx.delay``) of ``player`` waiting for one of these events."""
    st = g.state
    out = []
    for e in st.lasting:
        if e["kind"] != "delayed" or e["player"] != player or e.get("negated"):
            continue
        _, ab = lookup(st, e["key"])
        if ab.timing != timing:
            continue
        for i, ev in enumerate(ef["events"]):
            if ev.get("cancelled") or ev["name"] != e["trigger"]:
                continue
            okey = f"d{e['id']}|{i}|{player}"
            if okey in f["done"]:
                continue
            c = Ctx(g, {"ctx": {"player": player, "source": -1, "event": ev, **e["data"]}})
            if ab.when is not None and not ab.when(c, ev):
                continue
            out.append(Option(okey, f"Delayed effect: {ab.label or e['key']}",
                              {"key": e["key"], "event": i, "player": player, "delayed": e["id"]}))
    return out


def ring_options(g: "Game", f: dict, ef: dict, player: int) -> list[Option]:
    """Rings in hand whose condition for entering play was just fulfilled (Ivory "Ring")."""
    st = g.state
    out = []
    for uid in st.players[player].hand:
        d = card_def(st, uid)
        if d is None or d.ring_trigger is None:
            continue
        for i, ev in enumerate(ef["events"]):
            if ev["name"] == d.ring_trigger and f"ring{uid}|{i}" not in f["done"]:
                c = Ctx(g, {"ctx": {"player": player, "source": uid, "event": ev}})
                if d.ring_when is None or d.ring_when(c, ev):
                    from .recruit import may_control
                    if may_control(st, player, uid):
                        out.append(Option(f"ring{uid}|{i}", f"Put {m.title(st, uid)} into play",
                                          {"ring": uid, "player": player}))
    return out


def trigger_act(g: "Game", f: dict, option: Option) -> None:
    f["done"].append(option.id)
    data = option.data
    if "ring" in data:
        from .actions import do
        do(g, "enter_play", card=data["ring"], player=data["player"], by=data["player"], ring=True)
        return
    ev = g.state.stack[f["ew"]]["events"][data["event"]]
    if "delayed" in data:  # a delayed effect happens once
        st = g.state
        e = next(x for x in st.lasting if x["kind"] == "delayed" and x.get("id") == data["delayed"])
        st.lasting.remove(e)
        push_ability(g, data["key"], data["player"], {"event": ev, "event_at": [f["ew"], data["event"]], **e["data"]})
        return
    push_ability(g, data["key"], data["player"], {"event": ev, "event_at": [f["ew"], data["event"]]})


__all__ = ["edition"]
