"""The action sequence: how an ability resolves, one stage at a time, in a plain-data frame.

An ability frame (``vocab.ability_frame``: ``{"step": "ccg.ability", "key", "ctx", "stage",
"ci", "ei"}``) runs (Ivory "Action Sequence"; celestial "Required Performing and Targeting",
"D. Pay Costs", "F. Tidy Up"):

0. the choices, in order (a choice with one candidate is made without asking; one that
   cannot be made ends the announcement before anything is paid: Good Faith);
1. the announcement: the ability is marked used, a Strategy or Ring played from hand goes to
   the resolution area, and its Gold is paid (with an Invest cost on a Strategy);
2. the other costs, then the ``announced`` event (Interrupts, Reactions to targeting);
3. the effect steps, in order (game actions queued by a step resolve before the next step;
   :class:`~l5r.ccg.vocab.Choose` and :class:`~l5r.ccg.vocab.Pick` steps ask mid-resolution;
   a Choose step with no legal target stops the effects: Ivory "Action Sequence" D);
4. the ``action_resolved`` event;
5. tidy up: a Strategy is discarded unless it put itself into play (or stays focused in a
   duel); a ``rings_discarded`` event follows if Rings entered the discard pile meanwhile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.tables import Handlers
from ..engine.windows import events_frame
from . import model as m
from .editions import edition
from .index import set_zone
from .invest import push_pay
from .play import choice_candidates, performers_with_targets, relevance_binds, total_gold, used_key
from .state import HAND, PLAY, RESOLUTION
from .vocab import Choose, Ctx, Pick, card_def, describe, lookup
from .zones import leave_zone, to_discard

if TYPE_CHECKING:
    from ..engine.game import Game

#: The action sequence's step.
STEPS = Handlers("step")


@STEPS("ccg.ability")
def step_ability(g: Game, f: dict) -> None:
    """Run the action frame ``f`` (``vocab.ability_frame``) one stage at a time (module docstring)."""
    st = g.state
    src, ab = lookup(st, f["key"])
    c = Ctx(g, f)
    f["ctx"]["af"] = len(st.stack) - 1
    f.pop("result", None) if f["stage"] != 2 else None
    if f["stage"] == 0:  # choices, in order
        while f["ci"] < len(ab.choices):
            ch = ab.choices[f["ci"]]
            ans = take_answer(f)
            if ans is not None:
                c[ch.key] = -1 if ans == "none" else int(ans)
                if ch.performer and ans != "none":
                    c["performer"] = int(ans)
                f["ci"] += 1
                continue
            cands = choice_candidates(g, c, ch, ab)
            if ch.performer and cands:  # Good Faith: only a performer the targeting can follow
                cands = performers_with_targets(g, c, ab, f["ci"], cands)
            # a choice that must make the action relevant to the battle cannot be declined
            optional = ch.optional and not relevance_binds(g, c, ch, ab)
            if not cands and not optional:
                g.pop()  # the announcement fails before anything was paid
                return
            if g.alone(cands) and not optional:
                c[ch.key] = cands[0]
                if ch.performer:
                    c["performer"] = cands[0]
                f["ci"] += 1
                continue
            opts = [Option(str(u), _label(st, u)) for u in cands]
            if optional:
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
            set_zone(st, st.cards[src], RESOLUTION)
            st.cards[src].controller = owner
            f["ctx"]["from_hand"] = True
        f["stage"] = 2
        # the Gold, and an Invest cost on a Strategy (Ivory "Invest #")
        if push_pay(g, c.player, due, {"type": "action", "card": src}, src, always=bool(due)):
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
                              "designators": taken_designators(st, ab), "keywords": list(ab.keywords),
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
                ans = take_answer(f)
                if ans is not None:
                    c[eff.key] = ans
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
                ans = take_answer(f)
                if ans is not None:
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
                              "performer": c.performer, "designators": taken_designators(st, ab),
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


def taken_designators(st, ab) -> list[str]:
    """The designators of the action taken with ``ab`` now: all of the ability's (celestial
    "Abilities": a Battle/Open ability "is treated as both types"), or under Ivory
    (``Edition.dual_designators``) only the one appropriate to the action round it is used in
    ("Abilities": Battle in a battle, Limited or Open in the Action Phase)."""
    des = list(ab.designators)
    if len(des) < 2 or edition(st.edition).dual_designators != "round":
        return des
    if st.battle >= 0:
        round_ = edition(st.edition).combat_designators
    elif st.phase == "action":
        round_ = ("limited", "open")
    else:
        return des
    return [d for d in des if d in round_] or des


def _tidy(g: Game, f: dict, src: int) -> None:
    """Discard a Strategy/Ring played from hand unless it is now in play (celestial "F. Tidy Up")."""
    st = g.state
    if src >= 0 and st.cards[src].zone == RESOLUTION:
        if f["ctx"].get("as_focus") and f["stage"] > 2:  # played "as a Focus card" (duel.py)
            set_zone(st, st.cards[src], "focus")
            st.cards[src].face_up = True
            return
        to_discard(st, src)


def _label(st, uid: int) -> str:
    c = st.cards[uid]
    where = "" if c.zone == PLAY else f" ({c.zone.replace('_', ' ')})"
    return f"{m.title(st, uid)}{where} [{st.players[c.controller].name}]"
