"""The shared vocabulary cards are declared from: abilities, costs, targets,
conditions and effects (Rules Reference "Ability", "Cost", "Target",
"Triggered Abilities", "Limit X per [period]", "Max X per [period]").

An ability resolves in a frame ``{"step": "lcg.ability", ...}`` that follows
the steps of "Initiating Abilities / Playing Cards": check restrictions and
targets, pay costs together, choose targets, open the cancel window for the
initiation, resolve the effect, then count the ability as triggered.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from ..engine.decision import Decision, Option
from .actions import cannot, do, ev
from .model import FACTS, in_play, is_blank, participating, place, side_of
from .rules import step
from .state import CONFLICT_DISCARD, HAND, PLAY

if TYPE_CHECKING:
    from ..engine.game import Game


# ------------------------------------------------------------------ limits
@dataclass(frozen=True)
class Limit:
    """"Limit X per period" (per copy and player) or, with ``per_title``,
    "Max X per period" (all copies by title, per player)."""

    count: int = 1
    period: str = "round"
    per_title: bool = False


def _use_key(g: "Game", p: int, uid: int, idx: int, lim: Limit) -> str:
    c = g.state.cards[uid]
    if lim.per_title:
        return f"max:{p}:{FACTS[c.cid].name}:{idx}"
    return f"lim:{p}:{uid}:{c.instance}:{idx}"


def uses_left(g: "Game", p: int, uid: int, idx: int, lim: Limit) -> bool:
    used = g.state.uses[lim.period].get(_use_key(g, p, uid, idx, lim), 0)
    return used < lim.count


def count_use(g: "Game", p: int, uid: int, idx: int, lim: Limit) -> None:
    table = g.state.uses[lim.period]
    k = _use_key(g, p, uid, idx, lim)
    table[k] = table.get(k, 0) + 1


# ------------------------------------------------------------------ targets
@dataclass(frozen=True)
class Target:
    """"Choose a character ..." -- the target's requirements.

    ``controller``: "any", "self" or "opponent"; ``where``: "any",
    "participating", "home"; ``action``: the game action that must be able
    to affect the target (a bowed character is no target for "bow");
    ``test``: an extra condition ``(game, ctx, card) -> bool``.
    """

    card_type: str = "character"
    controller: str = "any"
    where: str = "any"
    action: str = ""
    test: Callable | None = None

    def candidates(self, g: "Game", ctx: dict) -> list[int]:
        st = g.state
        p = ctx["player"]
        out = []
        for q in st.players:
            if self.controller == "self" and q.index != p:
                continue
            if self.controller == "opponent" and q.index == p:
                continue
            for u in q.play:
                c = st.cards[u]
                if self.where == "participating" and not participating(st, c):
                    continue
                if self.where == "home" and participating(st, c):
                    continue
                if self.action and not can_affect(g, self.action, c):
                    continue
                if self.test is not None and not self.test(g, ctx, c):
                    continue
                out.append(u)
        return out


def can_affect(g: "Game", action: str, c) -> bool:
    """Could game action ``action`` change this card's state? (Rules
    Reference "Target": a card is no target for an effect that cannot affect it.)"""
    if cannot(g, action, c):
        return False
    if action == "bow":
        return not c.bowed
    if action == "ready":
        return c.bowed
    if action == "honor":
        return c.status < 1
    if action == "dishonor":
        return c.status > -1
    if action == "remove_fate":
        return c.fate > 0
    if action == "move_home":
        return participating(g.state, c)
    if action == "move_to_conflict":
        return g.state.conflict is not None and not participating(g.state, c)
    return True


# ------------------------------------------------------------------ costs
@dataclass(frozen=True)
class Cost:
    """An ability cost: ``kind`` is "bow_self", "fate", "honor",
    "sacrifice_self", "discard_hand" or "remove_fate_self"."""

    kind: str
    amount: int = 1

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        st = g.state
        c = st.cards[uid]
        if self.kind == "bow_self":
            return not c.bowed and not cannot(g, "bow", c)
        if self.kind == "fate":
            return st.players[p].fate >= self.amount
        if self.kind == "honor":
            return st.players[p].honor >= self.amount
        if self.kind == "sacrifice_self":
            return in_play(c)
        if self.kind == "discard_hand":
            return len([u for u in st.players[p].hand if u != uid]) >= self.amount
        if self.kind == "remove_fate_self":
            return c.fate >= self.amount
        raise ValueError(self.kind)

    def pay(self, g: "Game", p: int, uid: int, ctx: dict) -> None:
        st = g.state
        c = st.cards[uid]
        if self.kind == "bow_self":
            c.bowed = True
        elif self.kind == "fate":
            st.players[p].fate -= self.amount
        elif self.kind == "honor":
            st.players[p].honor -= self.amount
        elif self.kind == "remove_fate_self":
            c.fate -= self.amount
        elif self.kind == "sacrifice_self":
            ctx["sacrificed"] = uid
        elif self.kind == "discard_hand":
            ctx["discard_cost"] = True


# ------------------------------------------------------------------ effects
@dataclass(frozen=True)
class Effect:
    """A game action applied to the chosen target (``"target"``), this card
    (``"self"``), or the player (``"player"``).

    ``action`` names the game action (``bow``, ``ready``, ``honor``,
    ``dishonor``, ``remove_fate``, ``place_fate``, ``gain_fate``,
    ``gain_honor``, ``draw``, ``move_home``, ``discard``, ``cancel``,
    ``modify``); ``amount``/``stat``/``until`` qualify it.
    """

    action: str
    on: str = "target"
    amount: int = 1
    stat: str = ""
    until: str = "conflict"

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        subjects = ctx.get("targets", []) if self.on == "target" else [ctx["card"]] if self.on == "self" else []
        a = self.action
        if a in ("gain_fate", "gain_honor", "draw"):
            return [ev(a, player=p, amount=self.amount)]
        if a == "cancel":
            ew = ctx["trigger"]["ew"]
            i = ctx["trigger"]["event"]
            st.stack[ew]["events"][i]["cancelled"] = True
            g.log("The effect is cancelled.")
            return []
        if a == "modify":
            st.lasting.append({"type": "modify", "stat": self.stat, "op": "add", "value": self.amount,
                               "targets": [[u, st.cards[u].instance] for u in subjects],
                               "until": self.until, "source": ctx["card"]})
            return []
        out = []
        for u in subjects:
            if a == "discard":
                out.append(ev("leaves_play", card=u, reason="discarded"))
            elif a in ("remove_fate", "place_fate"):
                out.append(ev(a, card=u, amount=self.amount))
            elif a == "move_home":
                out.append(ev("move_home", card=u))
            else:
                out.append(ev(a, card=u))
        return out


# ------------------------------------------------------------------ abilities
@dataclass(frozen=True)
class Ability:
    """A triggered ability (action, reaction or interrupt).

    ``triggers``: event names (reactions/interrupts); ``when``: condition on
    the event ``(game, ctx, event) -> bool``; ``condition``: play restriction
    ``(game, ctx) -> bool``; ``conflict``: "Conflict Action" (only while this
    card participates; "military"/"political" for a type); ``from_hand``: an
    event card played from hand.
    """

    kind: str  # action | reaction | interrupt
    effects: tuple = ()
    costs: tuple = ()
    target: Target | None = None
    triggers: tuple = ()
    timing: str = ""
    when: Callable | None = None
    condition: Callable | None = None
    conflict: str = ""
    limit: Limit = Limit()
    from_hand: bool = False
    text: str = ""

    def label(self, g: "Game", uid: int) -> str:
        n = FACTS[g.state.cards[uid].cid].name
        return f"{n}: {self.text}" if self.text else f"Use {n}"

    def usable_from(self, g: "Game", p: int, c) -> bool:
        st = g.state
        if self.from_hand:
            return c.zone == HAND and c.owner == p
        return c.controller == p and in_play(c) and not c.facedown and not is_blank(st, c) \
            and c.zone != "province" or (c.zone == "province" and c.controller == p and not c.facedown
                                         and not is_blank(st, c))

    def can_initiate(self, g: "Game", p: int, uid: int, event: dict | None) -> bool:
        st = g.state
        c = st.cards[uid]
        if self.conflict:
            cf = st.conflict
            if cf is None:
                return False
            if self.conflict in ("military", "political") and cf.type != self.conflict:
                return False
            if FACTS[c.cid].type == "character" and not participating(st, c):
                return False
        if not uses_left(g, p, uid, 0, self.limit):
            return False
        ctx = {"player": p, "card": uid}
        if event is not None and self.when is not None and not self.when(g, ctx, event):
            return False
        if self.condition is not None and not self.condition(g, ctx):
            return False
        if self.from_hand:
            cost = FACTS[c.cid].cost or 0
            if st.players[p].fate < cost:
                return False
        if not all(k.can_pay(g, p, uid) for k in self.costs):
            return False
        if self.target is not None and not self.target.candidates(g, ctx):
            return False
        return True


def Action(*effects, **kw) -> Ability:
    return Ability("action", effects=tuple(effects), **kw)


def Reaction(trigger: str | tuple, *effects, forced: bool = False, **kw) -> Ability:
    trig = (trigger,) if isinstance(trigger, str) else tuple(trigger)
    return Ability("reaction", effects=tuple(effects), triggers=trig,
                   timing="forced_reaction" if forced else "reaction", **kw)


def Interrupt(trigger: str | tuple, *effects, forced: bool = False, would: bool = False, **kw) -> Ability:
    trig = (trigger,) if isinstance(trigger, str) else tuple(trigger)
    timing = "forced_interrupt" if forced else "would" if would else "interrupt"
    return Ability("interrupt", effects=tuple(effects), triggers=trig, timing=timing, **kw)


# ------------------------------------------------------------------ resolution
def initiate(g: "Game", p: int, uid: int, idx: int, trigger: dict | None) -> None:
    g.push({"step": "lcg.ability", "player": p, "card": uid, "idx": idx, "trigger": trigger,
            "stage": "costs"})


def _ability(g: "Game", f: dict) -> Ability:
    from .abilities import CARDS
    return CARDS[g.state.cards[f["card"]].cid].abilities[f["idx"]]


@step("lcg.ability")
def resolve_ability(g: "Game", f: dict) -> None:
    """The steps of initiating an ability or playing an event."""
    st = g.state
    ab = _ability(g, f)
    p = f["player"]
    uid = f["card"]
    c = st.cards[uid]
    ctx = {"player": p, "card": uid, "trigger": f["trigger"], "targets": f.get("targets", [])}
    ans = f.pop("answer", None)
    f.pop("answer_data", None)
    f.pop("result", None)
    stage = f["stage"]
    if stage == "costs":
        count_use(g, p, uid, 0, ab.limit)  # a cancelled ability still counts
        if ab.from_hand:
            st.players[p].fate -= FACTS[c.cid].cost or 0
            place(st, c, CONFLICT_DISCARD)  # the event is played: not in hand while resolving
        for k in ab.costs:
            k.pay(g, p, uid, f)
        g.log(f"{st.players[p].name} uses {FACTS[c.cid].name}.")
        f["stage"] = stage = "target"
    if stage == "target":
        if ans is not None:
            f["targets"] = [int(ans)]
            ctx["targets"] = f["targets"]
            f["stage"] = stage = "resolve"
        elif ab.target is not None:
            cands = ab.target.candidates(g, ctx)
            if not cands:
                g.pop()
                return
            opts = [Option(str(u), FACTS[st.cards[u].cid].name) for u in cands]
            g.ask(Decision(p, "choose_one", f"{FACTS[c.cid].name}: choose a target", opts,
                           context="target"))
            return
        else:
            f["stage"] = stage = "resolve"
    if stage == "resolve":
        evs = []
        for e in ab.effects:
            evs.extend(e.events(g, ctx))
        f["stage"] = "done"
        if evs:
            do(g, evs)
            return
        stage = "done"
    if stage == "done":
        g.pop()
        if f.get("sacrificed") is not None:
            do(g, [ev("leaves_play", card=f["sacrificed"], reason="sacrificed")])
