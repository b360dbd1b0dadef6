"""Resolving abilities (Rules Reference "Initiating Abilities / Playing Cards",
"Triggered Abilities", "Cost", "Cancel", "The Word 'Then'").

An ability resolves in a frame ``{"step": "lcg.ability", "player", "card",
"idx", "trigger", "stage"}`` (pushed by :func:`initiate`) whose stages follow
the steps of initiating an ability or playing an event: check restrictions and
targets, pay the costs together (``costs``; a cost paid through an event that
is prevented ends the process: ``paid``), choose targets (``target``) and
"select one" options (``select``), open the cancel window for the initiation
(``initiate``: the ``effects_initiate`` event), resolve the effects
(``resolve``), then the "then" effects (``then``), and count the ability as
triggered (``done``: an event card is now played).

In team conquest, an ability that refers to "your opponent" first has its player choose
which of the two opposing players that is (Rules Reference "Opponent": "either player on the
opposing team, chosen when resolving the card ability"; :mod:`l5r.lcg.formats`, Decisions
19), among those against whom it could be initiated (asked only when both are): the choice
is kept in the frame (``opponent``), which :func:`l5r.lcg.model.opponent` reads while the
ability resolves, so its targets are then the chosen opponent's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.decision import Decision, IllegalAnswer, Option
from ..engine.game import take_answer
from ..engine.names import obj, says
from ..engine.tables import Handlers
from .actions import check_victory, do, ev, state_events
from .model import FACTS, cost_of, gained_source, opponents, place, use_reductions
from .state import CONFLICT_DISCARD
from .vocab import ANY_NUMBER, GAINED, Ability, count_use, describe_effect, event_honor_costs, type_now, use_key
from .vocab_cards import open_options

if TYPE_CHECKING:
    from ..engine.game import Game

STEPS = Handlers("step")
VALIDATORS = Handlers("validator")


def initiate(g: "Game", p: int, uid: int, idx: int, trigger: dict | None) -> None:
    """Player ``p`` initiates ability ``idx`` of card ``uid`` (``trigger``: the
    event window and event a triggered ability responds to)."""
    g.push({"step": "lcg.ability", "player": p, "card": uid, "idx": idx, "trigger": trigger,
            "stage": "costs"})


def resolving_ability(g: "Game", f: dict) -> Ability:
    """The ability an ``lcg.ability`` frame resolves: the card's printed one, or
    for a gained ability its source, fixed when it is initiated."""
    cards = g.rules.cards
    if f["idx"] >= GAINED:
        if "gained" not in f:
            f["gained"] = list(gained_source(g.state, f["card"], f["idx"]))
        return cards[f["gained"][0]].abilities[f["gained"][1]]
    return cards[f["cid"] if "cid" in f else g.state.cards[f["card"]].cid].abilities[f["idx"]]


@STEPS("lcg.ability")
def resolve_ability(g: "Game", f: dict) -> None:
    """Initiating an ability or playing an event (Rules Reference
    "Initiating Abilities / Playing Cards"): costs are paid together (a use
    counts even if the effects are later cancelled), targets are chosen, the
    initiation opens a cancel window, then the effects resolve; ``then``
    effects follow only if the first ones resolved."""
    st = g.state
    f.setdefault("cid", st.cards[f["card"]].cid)
    ab = resolving_ability(g, f)
    p = f["player"]
    uid = f["card"]
    c = st.cards[uid]
    ctx = {"player": p, "card": uid, "trigger": f["trigger"], "targets": f.get("targets", []),
           "cost_choices": f.get("cost_choices", {})}  # what paid the costs ("that character")
    into = getattr(ab.target, "into", "targets")  # a target that is no card (an ability) is kept apart
    if into != "targets":
        ctx[into] = f.get(into, [])
    ans = take_answer(f)
    result = f.pop("result", None)
    stage = f["stage"]
    if stage == "costs":
        if "opponent" not in f and len(st.players) == 4 and ab.your_opponent:
            if ans is None:
                opps = _opponents_against(g, f, ab)
                if len(opps) > 1:
                    g.ask(Decision(p, "choose_one", f"{FACTS[c.cid].name}: which opponent is your opponent?",
                                   [Option(str(q), st.players[q].name) for q in opps], context="opponent"))
                    return
                f["opponent"] = opps[0] if opps else -1
            else:  # one of the options asked
                f["opponent"] = int(ans)
            ans = None
        if not _choose_costs(g, f, ab, ans):  # e.g. "sacrifice a character": chosen before paying
            return
        ans = None
        f["use_keys"] = [[lim.period, use_key(g, p, uid, f["idx"], lim)] for lim in ab.limits]
        for lim in ab.limits:
            count_use(g, p, uid, f["idx"], lim)
        if ab.from_hand:
            st.players[p].fate -= cost_of(g, uid, p)
            use_reductions(g, uid, p, -1)  # one-shot reductions ("the next event ...") are used up
            place(st, c, CONFLICT_DISCARD)  # events are not in hand while resolving
            if st.lasting:
                _give_honor_for_event(g, p)
        for i, k in enumerate(ab.costs):
            f["cost_index"] = i
            k.pay(g, p, uid, f)
        g.log(f"{says(st.players[p].name, 'uses')} {FACTS[c.cid].name}.")
        f["stage"] = stage = "target"
        if f.get("cost_events"):  # a cost paid through a game action (a sacrifice) may be prevented
            f["stage"] = "paid"
            do(g, f.pop("cost_events"))
            return
        if st.stack[-1] is not f:  # a cost resolves its own frames (a choice, an event)
            return
    if stage == "paid":
        if isinstance(result, list) and any(e.get("cancelled") for e in result):
            # "Cost": a prevented payment ends the process; the attempt counts toward no limit
            for period, key in f["use_keys"]:
                table = st.uses[period]
                table[key] = table.get(key, 1) - 1
            g.log(f"The cost of {FACTS[c.cid].name} was prevented: it does not initiate.")
            g.pop()
            return
        f["stage"] = stage = "target"
    if stage == "target" and _chosen_in_turn(ab.target):
        # "choose a character you control and a character your opponent controls of their
        # choice": each part of the targets by its own chooser, one after the other (Rules
        # Reference "Duel": both chosen at initiation, as targets)
        parts = ab.target.parts
        picked = f.setdefault("part_targets", [])
        if ans is not None:
            picked.append(int(ans))
            ans = None
        if len(picked) < len(parts):
            part = parts[len(picked)]
            cands = [u for u in part.candidates(g, ctx) if u not in picked]
            if not cands:
                g.log(f"{FACTS[c.cid].name}: no target can be chosen.")
                g.pop()
                return
            asker = part.chooser_for(g, ctx) if hasattr(part, "chooser_for") else p
            g.ask(Decision(asker, "choose_one", f"{FACTS[c.cid].name}: choose a target",
                           [Option(str(u), FACTS[st.cards[u].cid].name) for u in cands], context="target"))
            return
        f["targets"] = ctx["targets"] = list(f.pop("part_targets"))
        f["stage"] = stage = "select"
    if stage == "target":
        if ans is not None:
            if into == "targets":
                f["targets"] = [int(x) for x in ans] if isinstance(ans, list) else [int(ans)]
            else:
                f[into] = [str(x) for x in ans] if isinstance(ans, list) else [str(ans)]
            ctx[into] = f[into]
            ans = None  # (answered the target; a "select one" is asked next)
            f["stage"] = stage = "select"
        elif ab.target is not None:
            if "chooser" not in f and "choose_targets" in st.config.get("triggers", ("choose_targets",)):
                # the moment an ability that chooses targets is triggered, before they are chosen: an
                # interrupt may give the choice to another player (Hantei XXXVIII: ChooseTargetsInstead)
                f["chooser"] = -1
                do(g, [ev("choose_targets", card=uid, player=p, ability=len(st.stack) - 1)])
                return
            t = ab.target
            cands = t.candidates(g, ctx)
            if not cands and t.up_to:  # "up to": nothing eligible, nothing chosen
                f["stage"] = "select"
                return
            if not cands and not t.up_to:
                g.pop()
                return
            label = getattr(t, "label", None)  # targets may hide names (facedown cards)
            opts = [Option(str(u), label(g, u) if label else FACTS[st.cards[u].cid].name) for u in cands]
            asker = t.chooser_for(g, ctx) if hasattr(t, "chooser_for") else p  # "your opponent chooses"
            if f.get("chooser", -1) >= 0:  # "you choose those targets instead"
                asker = f["chooser"]
            if t.count == 1 and not t.up_to:
                g.ask(Decision(asker, "choose_one", f"{FACTS[c.cid].name}: choose a target", opts,
                               context="target"))
            else:
                most = t.how_many(g, ctx) if hasattr(t, "how_many") else t.count  # "up to X": X counted now
                n = min(most, len(opts))
                many = "any number of" if most >= ANY_NUMBER else f"{'up to ' if t.up_to else ''}{most}"
                g.ask(Decision(asker, "choose_many", f"{FACTS[c.cid].name}: choose {many} target(s)", opts,
                               min=min(getattr(t, "at_least", 0), n) if t.up_to else n, max=n,
                               context="target", validate=getattr(t, "validate", "")))
            return
        else:
            f["stage"] = stage = "select"
    if stage == "select":  # "select one" is made together with the targets
        if ans is not None and "choice" not in f and ab.select:
            f["choice"] = int(ans)
            ans = None
        if ab.select and "choice" not in f:  # part of the initiation, like the targets: kept in this frame
            opts = [Option(str(i), ab.select[i][0]) for i in open_options(g, ctx, ab.select, must=True)]
            if g.alone(opts):
                f["choice"] = int(opts[0].id)
            else:
                g.ask(Decision(p, "choose_one", f"{FACTS[c.cid].name}: select one", opts,
                               context="select"))
                return
        f["stage"] = stage = "initiate"
    if stage == "initiate":  # step 6: the effects attempt to initiate (cancel window)
        f["stage"] = "resolve"
        nth = 0
        if ab.kind == "action" and st.conflict is not None:  # "the first action ... each conflict"
            key = f"actions:{p}"
            nth = st.uses["conflict"][key] = st.uses["conflict"].get(key, 0) + 1
        evs = [ev("effects_initiate", card=uid, player=p, card_type=type_now(c),
                  kind=ab.kind, nth_action=nth,
                  event_card=ab.from_hand, targets=list(f.get("targets", [])))]
        if not ab.from_hand:  # a card triggered its ability: reactions come before step 7, even if the
            # effects are cancelled (ruling, Kamayari), so it is an event of its own
            evs.append(ev("ability_triggered", card=uid, player=p, card_type=type_now(c), kind=ab.kind))
        do(g, evs)
        return
    if stage == "resolve":
        if result is not None and result[0].get("cancelled"):
            g.pop()
            _played(g, ab, p, uid)
            return
        evs = []
        effects = ab.select[f["choice"]][1] if ab.select else ab.effects
        for e in effects:
            evs.extend(e.events(g, ctx))
        f["stage"] = "then"
        if evs:
            do(g, evs)
            return
        if st.stack[-1] is not f:  # an effect runs its own frames (a duel)
            return
        result = None
        stage = "then"
    if stage == "then":
        resolved = not isinstance(result, list) or any(not e.get("cancelled") for e in result)
        f["stage"] = "done"
        if ab.then and resolved:
            evs = []
            for e in ab.then:
                evs.extend(e.events(g, ctx))
            if evs:
                do(g, evs)
                return
            if st.stack[-1] is not f:  # a "then" effect runs its own frames (a choice)
                return
        stage = "done"
    if stage == "done":
        g.pop()
        _played(g, ab, p, uid)
        evs = state_events(g)  # lasting effects may have changed what the state calls for
        if evs:
            do(g, evs)


def refers_to_your_opponent(ab: Ability) -> bool:
    """Does ability ``ab`` refer to "your opponent"? (:attr:`l5r.lcg.vocab.Ability.your_opponent`.)"""
    return ab.your_opponent


def _opponents_against(g: "Game", f: dict, ab: Ability) -> list[int]:
    """Team conquest: the opposing players its player may choose as "your opponent" for the
    ability ``f`` resolves: those against whom it could be initiated (Decisions 19), tested as
    it was offered (before its costs are paid). Every opponent if none is found (an ability
    initiated without the offer's test)."""
    st = g.state
    t = f["trigger"]
    event = st.stack[t["ew"]]["events"][t["event"]] if t else None
    return ab.opponents_against(g, f["player"], f["card"], f["idx"], event) or opponents(st, f["player"])


def _chosen_in_turn(t) -> bool:
    """Are the parts of target ``t`` (a :class:`~l5r.lcg.vocab.Targets`) chosen one after the
    other, because a part names its own chooser (``chooser_for``: "of his or her choice")?"""
    parts = getattr(t, "parts", None)
    return parts is not None and any(hasattr(q, "chooser_for") for q in parts)


def _choose_costs(g: "Game", f: dict, ab: Ability, ans) -> bool:
    """Costs that let the player pick what pays them (``choose(g, f, i)``
    asks, or records, the choice in ``f["cost_choices"][str(i)]``) are chosen
    before any cost is paid. False while a choice is pending."""
    chosen = f.setdefault("cost_choices", {})
    for i, k in enumerate(ab.costs):
        if not hasattr(k, "choose") or str(i) in chosen:
            continue
        if ans is not None:
            chosen[str(i)] = ans
            ans = None
            continue
        if k.choose(g, f, i):
            return False
    return True


def _give_honor_for_event(g: "Game", p: int) -> None:
    """Additional costs of playing an event: give honor (Command Respect: :func:`l5r.lcg.vocab.event_honor_costs`)."""
    st = g.state
    for e in event_honor_costs(st, p):
        src, dst = st.players[p], st.players[e["to"]]
        amt = min(e["value"], src.honor)
        src.honor -= amt
        dst.honor += amt
        g.log(f"{says(src.name, 'gives')} {amt} honor to {obj(dst.name)} to play an event.")
    check_victory(g)


def _played(g: "Game", ab: Ability, p: int, uid: int) -> None:
    """Step 8: an event card is now considered played (even if its effects
    were cancelled: Rules Reference "Cancel")."""
    if ab.from_hand:
        do(g, [ev("card_played", card=uid, player=p, event=True)])


@VALIDATORS("lcg.target_parts")
def target_parts(g: "Game", d: Decision, value: list) -> None:
    """The targets chosen for a :class:`~l5r.lcg.vocab.Targets` ("choose X and Y") are one for
    each part, different, and meet its relation."""
    f = g.state.stack[-1]
    t = resolving_ability(g, f).target
    chosen = [int(x) for x in value]
    if t.matching(g, {"player": f["player"], "card": f["card"]}, chosen) is None:
        raise IllegalAnswer(f"choose {t.describe() or 'one target for each requirement'}")
