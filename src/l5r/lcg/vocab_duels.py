"""Duel vocabulary (Appendix I "Duel Timing" D.1-D.9) beyond the plain
:class:`l5r.lcg.vocab.Duel`:

* :class:`Challenge` -- a duel effect whose challenger is this character or
  the character this card is attached to (a "gained" ability), with game
  actions for the winner/loser, follow-up effects "if it wins" / "if it
  loses" (from the challenger's side), and the option to pay the bid
  difference with cards instead of honor (D.5).
* :class:`ChosenTarget` -- a target chosen by another player than the
  ability's controller ("your opponent must choose a character they
  control"); it is still a target (Rules Reference "Target").
* :class:`NotInDuel` -- "each participating character not involved in the
  duel", a selector for the follow-up effects.
* :class:`DuelResult` -- "the duel's winner" / "the duel's loser", a selector
  for the effects of a duel's results (D.8), whichever duelist that is.
* :class:`DuelResultController` -- "the controller of the duel's winner <does>":
  effects resolved as if that player were the one resolving them.
* :func:`duel_targets` -- "initiate a [type] duel" from a card that is not a
  character (a holding, an event): the two characters chosen at D.1.
* :func:`duel_targets_yours` -- "when a duel that targets a character you control
  would resolve" (the ``duel_resolves`` event, before D.2; cancelling it cancels the duel).
* :func:`dueled` -- a card test, "a character that has won (lost) a duel during
  this conflict" (:func:`l5r.lcg.duel.has_dueled`).

A duel in progress stays plain data: the frame names the card and the index
of the ability and effect that started it, and the follow-ups are found
again from the card definitions when D.8 applies them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.names import says
from ..engine.tables import Handlers
from .actions import do, ev
from .duel import duel_frame, has_dueled
from .model import FACTS, in_claimed_pool, opponent, opponents, participating, teammates, yours
from .vocab import Each, Target, Targets, duel_target
from .vocab import describe_effect
from .vocab_rings import ring_elements
from .words import joined, phrase, said

STEPS = Handlers("step")
DUEL_RESULTS = Handlers("duel_result")

if TYPE_CHECKING:
    from ..engine.game import Game


# ------------------------------------------------------------------ targets
@dataclass(frozen=True)
class ChosenTarget(Target):
    """A :class:`Target` chosen by ``chooser`` ("opponent": the single
    opponent of the ability's controller) instead of the controller. The
    requirements (``controller``, ``where``...) stay relative to the
    ability's controller."""

    chooser: str = "opponent"

    def describe(self) -> str | None:
        what = self.noun()
        if what is None:
            return None
        if self.chooser.startswith("claimed:"):
            el = self.chooser.split(":", 1)[1]
            mine = ", one they control," if self.controller == "chooser" else ""
            return f"{what}{mine} chosen by the player who has the {el} ring in their claimed ring pool"
        return f"{what}, chosen by {'your opponent' if self.chooser == 'opponent' else 'you'}"

    def chooser_for(self, g: "Game", ctx: dict) -> int:
        """The player who chooses: "opponent", "self", or "claimed:<element>" -- the player who
        has a ring with that element in their claimed ring pool (you, if you have; else the
        first other player in player order who has; -1 when nobody has)."""
        st = g.state
        p = ctx["player"]
        if self.chooser.startswith("claimed:"):
            el = self.chooser.split(":", 1)[1]
            holders = [q for q in (p, *opponents(st, p), *teammates(st, p))
                       if any(in_claimed_pool(st, q, k) and el in ring_elements(st, k) for k in st.rings)]
            return holders[0] if holders else -1
        return opponent(st, p) if self.chooser == "opponent" else p

    def _eligible(self, g: "Game", ctx: dict):
        """With ``controller="chooser"``: only characters the choosing player controls (the
        other requirements as for :class:`~l5r.lcg.vocab.Target`)."""
        if self.controller != "chooser":
            yield from Target._eligible(self, g, ctx)
            return
        q = self.chooser_for(g, ctx)
        if q < 0:
            return
        st = g.state
        for u in Target._eligible(self, g, ctx):
            if st.cards[u].controller == q:
                yield u


def duel_targets(stat: str) -> Targets:
    """"Initiate a [type] duel" from a card that is not a character (Appendix I "Duel Timing"
    D.1): the resolving player chooses a character they control and one an opponent
    controls, both participating (the ability is used during a conflict), each with a value
    for the duel's statistic. Both are chosen as targets (Rules Reference "Duel"); the first
    challenges the second (:class:`Challenge` with ``challenger="target"``).

    >>> [t.controller for t in duel_targets("military").parts]
    ['self', 'opponent']
    """
    theirs = duel_target(stat)
    return Targets((Target(controller="self", where="participating", test=theirs.test), theirs))


def dueled(result: str):
    """Card test: the character has ``result`` ("won" / "lost") a duel during this conflict
    (Appendix I "Duel Timing" D.7; :func:`l5r.lcg.duel.has_dueled`)."""
    def test(g, ctx, c) -> bool:
        return has_dueled(g.state, c.uid, result)
    return phrase(f"that has {result} a duel during this conflict")(test)


@phrase("a duel that targets a character you control would resolve")
def duel_targets_yours(g, ctx, e) -> bool:
    """Trigger condition on ``duel_resolves``: one of the duel's targets (the characters chosen
    at D.1: Rules Reference "Duel") is a character you control."""
    st = g.state
    return any(st.cards[u].controller == ctx["player"] for u in e.get("targets", ()))


# ------------------------------------------------------------------ selectors
@dataclass(frozen=True)
class NotInDuel(Each):
    """Each participating character that is not one of the two duelists
    (resolved at D.8, from the duel recorded in the context)."""

    side: str = "participating"

    def describe(self) -> str:
        return "each participating character other than the duelists"

    def cards(self, g: "Game", ctx: dict) -> list[int]:
        duel = ctx.get("duel", {})
        involved = {duel.get("challenger"), duel.get("challenged"), *duel.get("also", ())}
        return [u for u in super().cards(g, ctx) if u not in involved]


@dataclass(frozen=True)
class DuelResult(Each):
    """"The duel's winner" (``result="winner"``) or "the duel's loser" (``"loser"``): the
    duelist the duel's result names, resolved at D.8 from the duel recorded in the context
    (Appendix I "Duel Timing" D.8: a tie has neither; a duelist no longer in play is none).

    >>> DuelResult(result="loser").describe()
    "the duel's loser"
    """

    result: str = "winner"  # winner | loser

    def describe(self) -> str:
        return f"the duel's {self.result}"

    def cards(self, g: "Game", ctx: dict) -> list[int]:
        duel = ctx.get("duel", {})
        st = g.state
        us = duel.get(self.result + "s")  # every character of the winning (losing) side: D.7
        if us is None:
            u = duel.get(self.result, -1)
            us = [u] if u >= 0 else []
        return [u for u in us if u in st.players[st.cards[u].controller].play]


@dataclass(frozen=True)
class DuelResultController:
    """"The controller of the duel's winner (``result="winner"``, or loser) <effects>": at D.8
    the effects resolve with that player as the one who resolves them ("you" in them is that
    player, and so is the chooser of a choice they make); nothing when the duel has no such
    character in play (a tie: D.7).

    >>> from l5r.lcg.vocab import Effect
    >>> DuelResultController((Effect("draw", "player", 2),)).describe()
    "the controller of the duel's winner: you draw 2 cards"
    """

    effects: tuple
    result: str = "winner"

    def describe(self) -> str | None:
        said = [describe_effect(e) for e in self.effects]
        if None in said:
            return None
        return f"the controller of the duel's {self.result}: {joined(said)}"  # type: ignore[arg-type]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        who = DuelResult(result=self.result).cards(g, ctx)
        if not who:
            return []
        q = g.state.cards[who[0]].controller
        c2 = dict(ctx, player=q, chooser=q)
        return [x for e in self.effects for x in e.events(g, c2)]


@dataclass(frozen=True)
class IfWinner:
    """"If the duel's winner is <test>, <effects>" -- at D.8, ``effects`` resolve when the
    duel's winner (in play) passes card test ``test``, else ``otherwise`` ("... instead": the
    effects they replace; a duel without a winner resolves ``otherwise``).

    >>> from l5r.lcg.vocab import Effect
    >>> def duelist(g, ctx, c): return True
    >>> duelist.says = "a Duelist"
    >>> IfWinner(duelist, (Effect("bow", on=DuelResult(result="loser")),)).describe()
    "if the duel's winner is a Duelist, bow the duel's loser"
    """

    test: Callable
    effects: tuple
    otherwise: tuple = ()

    def describe(self) -> str | None:
        t = said(self.test)
        then = [describe_effect(e) for e in self.effects]
        other = [describe_effect(e) for e in self.otherwise]
        if t is None or None in then or None in other:
            return None
        out = f"if the duel's winner is {t}, {joined(then)}"  # type: ignore[arg-type]
        return out + (f" instead of: {joined(other)}" if other else "")  # type: ignore[arg-type]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        win = DuelResult(result="winner").cards(g, ctx)
        passes = bool(win) and self.test(g, ctx, st.cards[win[0]])
        return [x for e in (self.effects if passes else self.otherwise) for x in e.events(g, ctx)]


# ------------------------------------------------------------------ the duel effect
@dataclass(frozen=True)
class Challenge:
    """"This character challenges the chosen character to a <stat> duel".

    ``challenger``: "self" (the ability's card), "host" (the character the
    ability's card is attached to) or "target" (the first of the ability's two targets
    challenges the second: "your character challenges the opponent's character"). Every other
    target is challenged: with several ("against up to two characters"), they are one side of
    the duel (D.6: their statistics add up; they win or lose together). ``winner``/``loser``: a game action for
    the winning/losing character. ``if_wins``/``if_loses``: effects resolved
    at D.8 when the challenger wins/loses (the context has a ``"duel"`` entry
    with the two duelists, winner and loser). ``cards_for_bid``: at D.5 the
    player who must give honor may instead choose and discard that many
    cards from hand (only with enough cards; not a mix of both).
    """

    stat: str
    winner: str = ""
    loser: str = ""
    challenger: str = "self"
    if_wins: tuple = ()
    if_loses: tuple = ()
    cards_for_bid: bool = False
    results: tuple = ()  # effects of the duel's results at D.8, whoever wins ("the duel's winner ...")
    #: "giving each dueling character +N <stat> for each other participating character controlled by
    #: the same player until the end of the duel" (counted as the duel begins)
    per_other_participant: int = 0
    base: bool = False  # "using each character's base <stat> instead of their total <stat> for this duel" (D.6)

    def describe(self) -> str | None:
        who = {"self": "this character", "host": "the attached character"}.get(self.challenger, "the first")
        if self.challenger == "target":
            out = [f"the first challenges the second to a {self.stat} duel"]
            return self._more(out)
        out = [f"{who} challenges it to a {self.stat} duel" + (" (bids may be paid with cards)" if self.cards_for_bid
                                                                   else "")]
        return self._more(out)

    def _bonus_words(self) -> list[str]:
        n = self.per_other_participant
        out = [f"using each duelist's base {self.stat} skill"] if self.base else []
        return out + ([f"each duelist gets +{n} {self.stat} for each other participating character its controller "
                       f"controls until the end of the duel"] if n else [])

    def _more(self, out: list[str]) -> str | None:
        out += self._bonus_words()
        if self.winner:
            out.append(f"{self.winner.replace('_', ' ')} the winner")
        if self.loser:
            out.append(f"{self.loser.replace('_', ' ')} the loser")
        for word, effects in (("if it wins", self.if_wins), ("if it loses", self.if_loses)):
            if effects:
                said = [describe_effect(e) for e in effects]
                if None in said:
                    return None
                out.append(f"{word}, {joined(said)}")  # type: ignore[arg-type]
        if self.results:
            said = [describe_effect(e) for e in self.results]
            if None in said:
                return None
            out.append(joined(said))  # type: ignore[arg-type]
        return "; ".join(out)

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def challenger_of(self, g: "Game", ctx: dict) -> int:
        if self.challenger == "host":
            return g.state.cards[ctx["card"]].attached_to
        if self.challenger == "target":
            targets = ctx.get("targets", [])
            return targets[0] if len(targets) == 2 else -1
        return ctx["card"]

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        targets = ctx.get("targets", [])
        me = self.challenger_of(g, ctx)
        if self.challenger == "target":
            targets = targets[1:]
        if not targets or me < 0:
            return []
        st = g.state
        if st.conflict is not None and not all(participating(st, st.cards[u]) for u in (me, *targets)):
            g.log("The duel fails to initiate: a duelist is not participating.")
            return []  # D.1: during a conflict the duelists must participate
        if self.per_other_participant:
            self._bonus(g, ctx, (me, *targets))
        cid, ab_idx, eff_idx = _locate(g, ctx, self)
        chosen = [me, *targets] if self.challenger == "target" else list(targets)
        more = {"also": list(targets[1:])} if len(targets) > 1 else {}  # "against up to two characters"
        if ctx.get("trigger"):  # the triggering event, for the results ("cancel those effects": D.8)
            more["trigger"] = ctx["trigger"]
        g.push(duel_frame(ctx["player"], me, targets[0], self.stat, "challenge", targets=chosen, **more,
                          source=ctx["card"], cid=cid, ability=ab_idx, effect=eff_idx,
                          pay_step="duel.bid_payment" if self.cards_for_bid else "",
                          **({"base": True} if self.base else {})))
        return []


    def _bonus(self, g: "Game", ctx: dict, duelists: tuple[int, ...]) -> None:
        """Each duelist gets ``per_other_participant`` per other participating character of its
        controller, a lasting modifier until the end of the duel (D.9 ends it)."""
        st = g.state
        for u in duelists:
            c = st.cards[u]
            others = sum(1 for x in st.players[c.controller].play
                         if x != u and participating(st, st.cards[x]))
            if others:
                st.lasting.append({"type": "modify", "stat": self.stat, "op": "add",
                                   "value": self.per_other_participant * others,
                                   "targets": [[u, c.instance]], "until": "duel", "source": ctx["card"]})


def _locate(g: "Game", ctx: dict, eff) -> tuple[str, int, int]:
    """(card id, ability index, effect index) of the definition holding
    ``eff``: the resolving ability's frame names it (a gained ability names
    its source card), else the card's own definition is searched."""
    cards = g.rules.cards
    st = g.state
    f = st.stack[-1] if st.stack else {}
    if f.get("step") == "lcg.ability":
        if f.get("gained"):
            cid, idx = f["gained"]
        else:
            cid, idx = f.get("cid", st.cards[f["card"]].cid), f["idx"]
        places = [(cid, idx)]
    else:
        cid = st.cards[ctx["card"]].cid
        places = [(cid, i) for i in range(len(cards[cid].abilities))]
    for cid, i in places:
        ab = cards[cid].abilities[i]
        for j, e in enumerate(tuple(getattr(ab, "effects", ())) + tuple(getattr(ab, "then", ()))):
            if e is eff:
                return cid, i, j
    raise LookupError("duel effect not found in its card definition")


def _effect(g: "Game", f: dict) -> Challenge:
    ab = g.rules.cards[f["cid"]].abilities[f["ability"]]
    return (tuple(ab.effects) + tuple(ab.then))[f["effect"]]


@DUEL_RESULTS("challenge")
def _challenge_result(g: "Game", f: dict, win: int, lose: int) -> None:
    """D.8: the winner/loser actions, then the challenger's follow-ups."""
    eff = _effect(g, f)
    me = f["challenger"]
    ctx = {"player": f["initiator"], "card": f["source"], "targets": [f["challenged"]],
           "trigger": f.get("trigger"),
           "duel": {"challenger": me, "challenged": f["challenged"], "also": list(f.get("also", [])),
                    "winner": win, "loser": lose, "winners": list(f.get("winners", [win] if win >= 0 else [])),
                    "losers": list(f.get("losers", [lose] if lose >= 0 else []))}}
    duel = ctx["duel"]
    evs = []
    if eff.winner:
        evs += [ev(eff.winner, card=u) for u in duel["winners"]]
    if eff.loser:
        evs += [ev(eff.loser, card=u) for u in duel["losers"]]
    follow = eff.if_wins if me in duel["winners"] else eff.if_loses if me in duel["losers"] else ()
    for x in tuple(follow) + tuple(eff.results):
        evs.extend(x.events(g, ctx))
    if evs:
        do(g, evs)





# ------------------------------------------------------------------ D.5 with cards
@STEPS("duel.bid_payment")
def bid_payment(g: "Game", f: dict) -> None:
    """D.5 of a duel whose bid may be paid with cards: the player who must
    give honor either gives it or chooses and discards as many cards from
    hand (possible only with enough cards in hand)."""
    st = g.state
    t = f["events"][0]  # one transfer in a two-player duel
    giver, n = t["from"], t["amount"]
    hand = st.players[giver].hand
    ans = take_answer(f)
    if f.get("stage") == "cards" and ans is not None:
        g.pop()
        g.log(f"{says(st.players[giver].name, 'discards')} {n} card(s) instead of giving honor for the duel bid.")
        do(g, [ev("discard_from_hand", card=int(u), random=False) for u in ans])
        return
    if ans == "honor" or (ans is None and len(hand) < n):
        g.pop()
        do(g, f["events"])
        return
    if ans == "cards":
        f["stage"] = "cards"
        opts = [Option(str(u), FACTS[st.cards[u].cid].name) for u in hand]
        g.ask(Decision(giver, "choose_many", f"Choose {n} card(s) to discard for the duel bid", opts,
                       min=n, max=n, context="duel_bid_cards"))
        return
    g.ask(Decision(giver, "choose_one", f"Duel bid: give {n} honor or discard {n} card(s)?",
                   [Option("honor", f"Give {n} honor"), Option("cards", f"Discard {n} card(s) from hand")],
                   context="duel_bid_payment"))
