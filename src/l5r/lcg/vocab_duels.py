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

A duel in progress stays plain data: the frame names the card and the index
of the ability and effect that started it, and the follow-ups are found
again from the card definitions when D.8 applies them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.names import says
from ..engine.tables import Handlers
from .actions import do, ev
from .duel import duel_frame
from .model import FACTS, in_claimed_pool, opponent, opponents, participating, teammates
from .vocab import Each, Target
from .vocab import describe_effect
from .vocab_rings import ring_elements
from .words import joined

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
        involved = {duel.get("challenger"), duel.get("challenged")}
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
        u = ctx.get("duel", {}).get(self.result, -1)
        st = g.state
        return [u] if u >= 0 and u in st.players[st.cards[u].controller].play else []


# ------------------------------------------------------------------ the duel effect
@dataclass(frozen=True)
class Challenge:
    """"This character challenges the chosen character to a <stat> duel".

    ``challenger``: "self" (the ability's card), "host" (the character the
    ability's card is attached to) or "target" (the first of the ability's two targets
    challenges the second: "your character challenges the opponent's character"). ``winner``/``loser``: a game action for
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

    def describe(self) -> str | None:
        who = {"self": "this character", "host": "the attached character"}.get(self.challenger, "the first")
        if self.challenger == "target":
            out = [f"the first challenges the second to a {self.stat} duel"]
            return self._more(out)
        out = [f"{who} challenges it to a {self.stat} duel" + (" (bids may be paid with cards)" if self.cards_for_bid
                                                                   else "")]
        return self._more(out)

    def _more(self, out: list[str]) -> str | None:
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
        if st.conflict is not None and not (participating(st, st.cards[me])
                                             and participating(st, st.cards[targets[0]])):
            g.log("The duel fails to initiate: a duelist is not participating.")
            return []  # D.1: during a conflict both duelists must participate
        cid, ab_idx, eff_idx = _locate(g, ctx, self)
        g.push(duel_frame(ctx["player"], me, targets[0], self.stat, "challenge",
                          source=ctx["card"], cid=cid, ability=ab_idx, effect=eff_idx,
                          pay_step="duel.bid_payment" if self.cards_for_bid else ""))
        return []


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
           "trigger": None,
           "duel": {"challenger": me, "challenged": f["challenged"], "winner": win, "loser": lose}}
    evs = []
    if win >= 0 and eff.winner:
        evs.append(ev(eff.winner, card=win))
    if lose >= 0 and eff.loser:
        evs.append(ev(eff.loser, card=lose))
    follow = eff.if_wins if win == me else eff.if_loses if lose == me else ()
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
