"""Unicorn Core Set cards (Utaku Infantry and Aggressive Moto are constant
abilities: see constants_core.py).

Private helpers of this module (candidates for the shared vocabulary):
a chosen cost that also names the target (:class:`RemoveFateFromFriendly`,
on :mod:`l5r.lcg.vocab_cards`' chosen-cost protocol), a cost that breaks its own province
(:class:`BreakThisProvince`), a step-5 choice made as the last cost
(:class:`PickByPrintedCost`: "up to N printed cost worth of ..."), "your
opponent chooses a character they control -- discard it"
(:class:`OpponentDiscards`), "move that attachment to a character you
control" (:class:`MoveAttachmentToYours`), "look at a facedown province"
(:class:`LookAtProvince`) and "reduce the cost to play this card"
(:class:`SelfCost`, read by play.cost_of).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..words import said, phrase
from ...engine.decision import Decision, Option
from ...engine.game import take_answer
from ...engine.names import possessive, says
from ..abilities import CardTable
from ..actions import ev
from ..model import FACTS, is_first_player, name, opponent, opponents
from ..hooks import step
from ..resolution import resolving_ability
from ..state import DYNASTY_DISCARD
from ..vocab import (
    Action, AttachTo, Cost, Each, Effect, Instead, Interrupt, Limit, Persistent, Reaction, Target,
    can_affect, during_conflict, event_is, immune,
)
from ..vocab_attachments import can_attach
from ..vocab_cards import DiscardCardCost, OpponentDiscards, _ChosenCost, choice_frame
from ..vocab_moves import DeclareConflictNow, first_conflict_of_type
from ..vocab_play import CardIn, PutIntoPlay
from ..vocab_rings import SwitchConflictType
from .conditions import clan_is, holds, host_joins_conflict, not_self, rings_count, self_participating, this_can, trait_is, yours_in

CARDS = CardTable()


_cavalry = trait_is("cavalry")


def _frame_index(g, f: dict) -> int:
    stack = g.state.stack
    return next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is f)


def _ask_one(g, p: int, prompt: str, opts: list, context: str, secret: bool = False) -> None:
    g.ask(Decision(p, "choose_one", prompt, opts, context=context, secret=secret))


# ------------------------------------------------------------------ private vocabulary
@dataclass(frozen=True)
class RemoveFateFromFriendly(_ChosenCost):
    """Cost "remove 1 fate from a character you control" (matching ``test``),
    chosen with the other costs; the character also becomes the ability's
    target ("... -- ready that character")."""

    test: Callable | None = None
    effect_action: str = ""  # the effect must be able to affect the character
    amount: int = 1
    kind: str = "remove_fate_friendly"
    prompt: str = "remove fate from which character (cost)?"

    def describe(self) -> str | None:
        t = "" if self.test is None else said(self.test)
        return None if t is None else f"remove {self.amount} fate from a character you control{' (' + t + ')' if t else ''}"

    def candidates(self, g, p, uid) -> list[int]:
        st = g.state
        ctx = {"player": p, "card": uid}
        out = []
        for u in st.players[p].play:
            c = st.cards[u]
            if c.fate < self.amount or not can_affect(g, "remove_fate", c, ctx) or immune(g, c, ctx):
                continue
            if self.effect_action and not can_affect(g, self.effect_action, c, ctx):
                continue
            if self.test is None or self.test(g, ctx, c):
                out.append(u)
        return out

    def pay(self, g, p, uid, f) -> None:
        u = self.chosen(f)
        f["targets"] = [u]
        f.setdefault("cost_events", []).append(ev("remove_fate", card=u, amount=self.amount, cost=True))


@dataclass(frozen=True)
class BreakThisProvince(Cost):
    """Cost "break this province". Rules Reference "Breaking a Province": a
    province broken other than by conflict resolution is broken by the
    opponent of its controller (the ``player`` of the event)."""

    kind: str = "break_self"

    def describe(self) -> str:
        return "break this province"

    def can_pay(self, g, p, uid) -> bool:
        return not g.state.cards[uid].broken

    def pay(self, g, p, uid, f) -> None:
        f.setdefault("cost_events", []).append(
            ev("break_province", card=uid, player=opponent(g.state, p), cost=True))


@dataclass(frozen=True)
class PickByPrintedCost(Cost):
    """"Choose up to ``amount`` printed cost worth of <cards>" (step 5), made
    here as the last cost so that it precedes the cancel window: the player
    picks one card at a time among ``target``'s candidates that still fit;
    the picks become the ability's targets (at least one)."""

    kind: str = "pick_by_cost"
    amount: int = 6
    target: object = None

    def describe(self) -> str:
        return f"choose characters with a total printed cost of {self.amount} or less"

    def can_pay(self, g, p, uid) -> bool:
        return bool(_fitting(g, p, uid, self.target, self.amount, []))

    def pay(self, g, p, uid, f) -> None:
        g.push({"step": "unicorn.pick_by_cost", "player": p, "card": uid, "ability": _frame_index(g, f),
                "budget": self.amount, "picked": []})


def _fitting(g, p, uid, target, budget: int, picked: list) -> list[int]:
    st = g.state
    left = budget - sum(FACTS[st.cards[u].cid].cost or 0 for u in picked)
    titles = {FACTS[st.cards[u].cid].name for u in picked if FACTS[st.cards[u].cid].unique}
    out = []
    for u in target.candidates(g, {"player": p, "card": uid}):
        f = FACTS[st.cards[u].cid]
        if u in picked or (f.cost or 0) > left or (f.unique and f.name in titles):
            continue
        out.append(u)
    return out


def _pick_by_cost(g, f):
    st = g.state
    ab_frame = st.stack[f["ability"]]
    pick = next(k for k in resolving_ability(g, ab_frame).costs if isinstance(k, PickByPrintedCost))
    ans = take_answer(f)
    if ans is not None:
        if ans == "done":
            f["done"] = True
        else:
            f["picked"].append(int(ans))
    fit = [] if f.get("done") else _fitting(g, f["player"], f["card"], pick.target, f["budget"], f["picked"])
    if not fit:
        g.pop()
        ab_frame["targets"] = list(f["picked"])
        return
    label = getattr(pick.target, "label", None)
    opts = [Option(str(u), label(g, u) if label else FACTS[st.cards[u].cid].name) for u in fit]
    if f["picked"]:
        opts.append(Option("done", "Choose no more"))
    spent = sum(FACTS[st.cards[u].cid].cost or 0 for u in f["picked"])
    _ask_one(g, f["player"], f"{name(g, f['card'])}: choose a card ({spent} of {f['budget']} printed cost chosen)",
             opts, "target")


@dataclass(frozen=True)
class PutPickedIntoPlay(PutIntoPlay):
    """:class:`PutIntoPlay` of the cards a :class:`PickByPrintedCost` chose
    (before they are chosen, the cost itself says whether any can be)."""

    def describe(self) -> str:
        return "put the chosen characters into play in the conflict"

    def could_change(self, g, ctx) -> bool:
        return not ctx.get("targets") or PutIntoPlay.could_change(self, g, ctx)


def _destinations(g, p: int, att: int) -> list[int]:
    return [h for h in g.state.players[p].play if can_attach(g, p, att, h)]


@dataclass(frozen=True)
class MoveAttachmentToYours:
    """"Move that attachment to an eligible character you control" (the
    character is chosen as the effect resolves)."""

    def describe(self) -> str:
        return "move it to another character you control"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        if ctx.get("targets"):
            att = ctx["targets"][0]
            dests = _destinations(g, ctx["player"], att)
            g.push(choice_frame(ctx["player"], [(h, name(g, h)) for h in dests], "events",
                                prompt=f"Move {name(g, att)} to which character?", context="move_attachment",
                                events={str(h): [ev("move_attachment", card=att, host=h)] for h in dests}))
        return []


@dataclass(frozen=True)
class FacedownProvince(Target):
    """Target: a facedown province of an opponent (named by slot only): any opposing player's,
    never a teammate's in team conquest (Rules Reference "Opponent"), so no "your opponent" is
    chosen for it (formats Decisions 19)."""

    card_type: str = "province"

    def describe(self) -> str:
        return "a facedown province of an opponent"

    def candidates(self, g, ctx) -> list[int]:
        st = g.state
        return [u for q in opponents(st, ctx["player"]) for u in st.players[q].provinces
                if st.cards[u].facedown]

    def label(self, g, uid) -> str:
        c = g.state.cards[uid]
        return f"{possessive(g.state.players[c.owner].name)} facedown province in slot {c.slot}"


@dataclass(frozen=True)
class LookAtProvince:
    """"Look at a facedown province": only the looking player learns it (a
    secret decision whose single option names the province)."""

    def describe(self) -> str:
        return "look at it"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        for u in ctx.get("targets", []):
            g.push({"step": "unicorn.look", "player": ctx["player"], "province": u})
        return []


def _look(g, f):
    st = g.state
    if take_answer(f) is not None:
        g.pop()
        return
    c = st.cards[f["province"]]
    g.log(f"{says(st.players[f['player']].name, 'looks')} at a facedown province (slot {c.slot}).")
    _ask_one(g, f["player"], "You look at the facedown province",
             [Option("seen", f"It is {FACTS[c.cid].name}")], "look", secret=True)


@dataclass(frozen=True)
class SelfCost:
    """"Reduce the cost to play this card by N while ...": ``fn(game, player,
    uid) -> modifier`` (read by :func:`l5r.lcg.play.cost_of`)."""

    fn: Callable
    kind: str = "self_cost"

    def value(self, g, p: int, uid: int) -> int:
        return self.fn(g, p, uid)


# ------------------------------------------------------------------ conditions
_unclaimed_rings = rings_count(claimed=False)


@phrase("your first conflict of the phase breaks a province")
def _first_attack_broke(g, ctx, e) -> bool:
    p = ctx["player"]
    return e.get("attacker") == p and bool(e.get("broke")) and g.state.players[p].conflicts_declared == 1


_unicorn = clan_is("unicorn")


_trader_participates = holds(self_participating, says="this character is participating")


_self_can_move = this_can("move_to_conflict")


_not_self = not_self


_host_commits_or_moves = host_joins_conflict


@phrase("that can be moved")
def _has_destination(g, ctx, c) -> bool:
    return bool(_destinations(g, ctx["player"], c.uid))


# ------------------------------------------------------------------ cards
CARDS.card("01-border-rider",
     Action(Effect("ready", on="self"), text="ready this character"),
     text="Action: readies itself.")

CARDS.card("01-born-in-war",
     AttachTo(trait="cavalry"),
     Persistent("modify", on="host", stat="military", value=_unclaimed_rings),
     text="Cavalry only; the attached character gets +1 military per ring in the unclaimed pool.")

CARDS.card("01-breakthrough",
     Reaction("conflict_ended", DeclareConflictNow(), from_hand=True, when=_first_attack_broke,
              text="declare your second conflict now"),
     text="After your first attack of the phase broke a province: declare your second conflict at once.")

CARDS.card("01-captive-audience",
     Action(SwitchConflictType(), from_hand=True, costs=(Cost("honor", 1),),
            condition=during_conflict("political"), text="lose 1 honor: the conflict becomes military"),
     text="During a political conflict, lose 1 honor to turn it into a military conflict.")

CARDS.card("01-cavalry-reserves",
     Action(PutPickedIntoPlay(on="target", into_conflict=True), from_hand=True,
            costs=(PickByPrintedCost(amount=6, target=CardIn(zones=(DYNASTY_DISCARD,), test=_cavalry,
                                                              enter_play=True, into_conflict=True)),),
            condition=during_conflict("military"),
            text="put Cavalry from your dynasty discard pile into the conflict"),
     text="During a military conflict, put Cavalry characters totalling printed cost 6 or less from "
          "your dynasty discard pile into play in the conflict.",
     hooks=(step("unicorn.pick_by_cost", _pick_by_cost),))

CARDS.card("01-endless-plains",
     Reaction("conflict_declared", OpponentDiscards(attacking=True), costs=(BreakThisProvince(),),
              when=event_is(province="self"), text="break this province: the attacker discards an attacker"),
     text="After an attack is declared here, break it; the attacking player discards one of their attackers.")

CARDS.card("01-favored-mount",
     AttachTo(controller="self"),
     Persistent("gain_trait", on="host", keyword="cavalry"),
     Action(Effect("move_to_conflict", on="host"), costs=(Cost("bow_self"),), condition=during_conflict(),
            text="bow: move the attached character to the conflict"),
     text="Goes on your character, which becomes Cavalry; during a conflict bow it to move that character in.")

CARDS.card("01-giver-of-gifts",
     Action(MoveAttachmentToYours(),
            target=Target(card_type="attachment", controller="self", test=_has_destination),
            text="move one of your attachments to another of your characters"),
     text="Action: move an attachment you control onto another eligible character you control.")

CARDS.card("01-golden-plains-outpost",
     Action(Effect("move_to_conflict"), costs=(Cost("bow_self"),), condition=during_conflict("military"),
            target=Target(controller="self", action="move_to_conflict", test=_cavalry),
            text="bow: move a Cavalry character of yours to the conflict"),
     text="During a military conflict, bow the stronghold to move one of your Cavalry characters in.")

CARDS.card("01-i-am-ready",
     Action(Effect("ready", on="target"), from_hand=True,
            costs=(RemoveFateFromFriendly(test=_unicorn, effect_action="ready"),),
            text="remove 1 fate from your Unicorn character: ready it"),
     text="Take 1 fate off one of your Unicorn characters to ready it.")

CARDS.card("01-ide-messenger",
     Action(Effect("move_to_conflict"), costs=(Cost("fate", 1),), condition=during_conflict(),
            target=Target(controller="self", action="move_to_conflict"),
            text="spend 1 fate: move a character of yours to the conflict"),
     text="During a conflict, pay 1 fate to move one of your characters into it.")

CARDS.card("01-ide-trader",
     Reaction("move_to_conflict", when=_trader_participates, limit=Limit(1, "conflict"),
              select=(("Gain 1 fate", (Effect("gain_fate", on="player"),)),
                      ("Draw 1 card", (Effect("draw", on="player"),))),
              text="gain 1 fate or draw 1 card"),
     text="Once per conflict, after characters move into its conflict: gain 1 fate or draw 1 card.")

CARDS.card("01-iuchi-wayfinder",
     Reaction("enter_play", LookAtProvince(), when=event_is(card="self"), target=FacedownProvince(),
              text="look at a facedown province"),
     text="After it enters play, look at one of the opponent's facedown provinces.",
     hooks=(step("unicorn.look", _look),))

CARDS.card("01-meishodo-wielder",
     SelfCost(lambda g, p, uid: -1 if is_first_player(g.state, p) else 0),
     text="Costs 1 less to play while you are the first player.")

CARDS.card("01-moto-youth",
     Persistent("modify", stat="military", value=1, condition=first_conflict_of_type("military")),
     text="+1 military during the round's first military conflict.")

CARDS.card("01-shinjo-altansarnai",
     Reaction("break_province", OpponentDiscards(), when=yours_in("military", participating_self=True),
              text="your opponent discards a character of theirs"),
     text="After you break a province in a military conflict she is in, the opponent discards one of their characters.")

CARDS.card("01-shinjo-outrider",
     Action(Effect("move_to_conflict", on="self"), condition=during_conflict(),
            text="move this character to the conflict"),
     text="During a conflict, moves itself into the conflict.")

CARDS.card("01-shinjo-tatsuo",
     Action(Effect("move_to_conflict", on="self"), Effect("move_to_conflict", on="target"),
            condition=during_conflict(also=_self_can_move),
            target=Target(controller="self", action="move_to_conflict", test=_not_self, up_to=True),
            text="move him and up to 1 other character of yours to the conflict"),
     text="During a conflict, moves himself and up to one other of your characters into it.")

CARDS.card("01-spyglass",
     Reaction(("conflict_declared", "defenders_declared", "move_to_conflict"), Effect("draw", on="player"),
              when=_host_commits_or_moves, limit=Limit(2, "round"), text="draw 1 card"),
     text="Twice per round, draw a card after the attached character is declared in or moves to a conflict.")

CARDS.card("01-utaku-yumino",
     Action(Effect("modify", on="self", amount=2, stat="skills", until="conflict"),
            costs=(DiscardCardCost(),), condition=during_conflict(), limit=Limit(1, "conflict"),
            text="discard a card: +2/+2 until the end of the conflict"),
     text="Once per conflict, discard a card from hand to get +2 military and +2 political for the conflict.")

CARDS.card("01-warrior-poet",
     Action(Effect("modify", on=Each("opponent", "participating"), amount=-1, stat="skills", until="conflict"),
            condition=self_participating, text="opposing participants get -1/-1"),
     text="While participating: each opposing participating character gets -1/-1 until the conflict ends.")

CARDS.card("01-way-of-the-unicorn",
     Interrupt("pass_first_player", Instead(()), would=True, from_hand=True, when=event_is(player="you"),
               text="keep the first player token"),
     text="When you would pass the first player token, keep it.")
