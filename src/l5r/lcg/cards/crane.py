"""Crane clan cards of the Core Set.

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab`,
:mod:`l5r.lcg.vocab_duels`, :mod:`l5r.lcg.vocab_tokens`,
:mod:`l5r.lcg.vocab_play`); ``text`` is a one-line description in the
project's own words. Effects no shared module has yet are private helpers
here (marked "private helper").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..words import said
from ...engine.names import possessive, says
from ..abilities import CardTable
from ..model import FACTS, opponents, place, player_order
from ..state import CONFLICT_DECK, HAND
from ..hooks import follow_up
from ..vocab_attachments import GrantedAbility, GrantToHost
from ..vocab_cards import choose_frame
from ..vocab_rings import ResolveClaimedRing
from ..vocab import (
    Action, Cost, Each, Effect, Interrupt, Persistent, Reaction, Target,
    duel_target, during_conflict, event_is,
)
from ..vocab_duels import Challenge, ChosenTarget, NotInDuel
from ..vocab_play import PROVINCES, CardIn, RevealTopForPlay, TurnFaceup
from ..vocab_tokens import GiveCost, Sacrifice, Transfer
from .conditions import all_hold, attacking, attacking_alone, clan_is, conflict_type, during_phase, is_yours, matching, not_self, only_participant_you_control, self_participating, skill_at_most, status_is, the_only, with_skill, you_count_more, yours_in

CARDS = CardTable()


# ------------------------------------------------------------------ conditions and tests
_crane = clan_is("crane")


_another_crane = matching(not_self, _crane, says="another Crane character")


_honored_crane_you_control = matching(is_yours, status_is("honored"), _crane,
                                      says="each honored Crane character you control")


_defending_alone = the_only("defending")


_attacking_alone = attacking_alone


_only_participant_you_control = only_participant_you_control


_more_political_skill = all_hold(conflict_type("political"), self_participating, you_count_more("political"),
                                 says="while it participates in a political conflict its side is winning on skill")


_political_2_or_lower = skill_at_most("political", 2)


_military_duelist = with_skill("military")


_honored = status_is("honored")


_dishonored = status_is("dishonored")


_ordinary = status_is("ordinary", says="each ordinary character")


_conflict_phase = during_phase("conflict")


# ------------------------------------------------------------------ private helpers
@dataclass(frozen=True)
class _NoTargetByOpponentEvents:
    """Constant ability of an attachment: its host cannot be chosen as a
    target of events played by the opponents of the attachment's controller
    (private helper; read by ``vocab.not_targetable``)."""

    kind: str = "persistent"
    type: str = "cannot"
    condition: Callable | None = None

    def describe(self) -> str:
        return "the attached character cannot be chosen as a target of events your opponents play"

    def produce(self, g, ctx):
        st = g.state
        h = st.cards[ctx["card"]].attached_to
        if h < 0:
            return []
        return [{"type": "cannot", "source": ctx["card"], "constant": True,
                 "actions": [f"target_by:event:{o}" for o in opponents(st, ctx["player"])],
                 "targets": [[h, st.cards[h].instance]]}]


@dataclass(frozen=True)
class _BlankAttackedProvince:
    """Constant ability: while its condition holds, the attacked province is
    blank (private helper)."""

    condition: Callable | None = None
    kind: str = "persistent"
    type: str = "blank"

    def describe(self) -> str | None:
        cond = said(self.condition) if self.condition is not None else ""
        return None if cond is None else f"{cond + ', ' if cond else ''}the attacked province is treated as blank"

    def produce(self, g, ctx):
        st = g.state
        cf = st.conflict
        if cf is None:
            return []
        prov = st.cards[cf.province]
        return [{"type": "blank", "source": ctx["card"], "constant": True,
                 "targets": [[prov.uid, prov.instance]]}]


@dataclass(frozen=True)
class _PerfectGift:
    """Reveal the top 4 cards of each conflict deck; the player chooses one
    revealed card of each player for its owner's hand; shuffle (private helper)."""

    count: int = 4

    def describe(self) -> str:
        return f"reveal the top {self.count} cards of each conflict deck; choose one revealed card of each player for its owner's hand; shuffle"

    def could_change(self, g, ctx):
        return any(q.conflict_deck for q in g.state.players)

    def events(self, g, ctx):
        st = g.state
        revealed = {}
        for q in player_order(st):
            top = list(reversed(st.players[q].conflict_deck[-self.count:]))
            if top:
                revealed[str(q)] = top
                g.log(f"{says(st.players[q].name, 'reveals')} " + ", ".join(FACTS[st.cards[u].cid].name for u in top) + ".")
        _gift_next(g, ctx["player"], revealed, list(revealed), 0)
        return []


def _gift_next(g, p: int, revealed: dict, order: list, i: int) -> None:
    """``p`` chooses which revealed card of the ``i``-th revealing player (in
    ``order``) goes to that player's hand (one choice per player); then the
    decks are shuffled."""
    st = g.state
    if i < len(order):
        q = order[i]
        cands = [u for u in revealed[q] if st.cards[u].zone == CONFLICT_DECK]
        g.push(choose_frame(g, p, cands, "crane.perfect_gift", context="perfect_gift",
                            prompt=f"The Perfect Gift: which card goes to {possessive(st.players[int(q)].name, start=False)} hand?",
                            revealed=revealed, order=order, i=i))
        return
    for q in order:
        g.shuffle(st.players[int(q)].conflict_deck)
    g.log("The conflict decks are shuffled.")


def _gift_chosen(g, f, picked):
    for u in picked:
        _to_hand(g, int(u))
    _gift_next(g, f["player"], f["revealed"], f["order"], f["i"] + 1)


def _to_hand(g, u: int) -> None:
    st = g.state
    c = st.cards[u]
    place(st, c, HAND)
    g.log(f"{FACTS[c.cid].name} goes to {possessive(st.players[c.owner].name, start=False)} hand.")


# ------------------------------------------------------------------ the cards
CARDS.card("01-above-question",
     _NoTargetByOpponentEvents(),
     text="The attached character cannot be chosen as a target of events played by your opponents.")

CARDS.card("01-admit-defeat",
     Action(Effect("bow"), from_hand=True,
            target=Target(where="participating", action="bow", test=_defending_alone),
            text="bow a character defending alone"),
     text="Action: bow a character that is the only defender.")

CARDS.card("01-artisan-academy",
     Action(RevealTopForPlay("phase"), condition=_conflict_phase,
            text="reveal your top conflict card; you may play it this phase"),
     text="Conflict phase action: reveal the top card of your conflict deck and play it as if in "
          "hand until the phase ends.")

CARDS.card("01-asahina-artisan",
     Action(Effect("modify", stat="political", amount=3, until="conflict"), costs=(Cost("bow_self"),),
            condition=during_conflict(), target=Target(test=_another_crane),
            text="bow: another Crane character gets +3 political"),
     text="During a conflict, bow it: another Crane character gets +3 political until the conflict ends.")

CARDS.card("01-asahina-storyteller",
     Persistent("gain_keyword", on=_honored_crane_you_control, keyword="sincerity"),
     text="Sincerity; your honored Crane characters gain Sincerity.")

CARDS.card("01-brash-samurai",
     Action(Effect("honor", on="self"), condition=_only_participant_you_control, text="honor itself"),
     text="Action while it is your only participating character: honor it.")

CARDS.card("01-cautious-scout",
     _BlankAttackedProvince(condition=_attacking_alone),
     text="While it attacks alone, the attacked province's text box is treated as blank.")

CARDS.card("01-daidoji-nerishma",
     Action(TurnFaceup(), target=CardIn(zones=(PROVINCES,), card_type=None, facedown=True),
            text="turn a facedown card in your provinces faceup"),
     text="Action: turn a facedown card in one of your provinces faceup.")

CARDS.card("01-doji-challenger",
     Action(Effect("move_to_conflict"), condition=attacking,
            target=Target(controller="opponent", action="move_to_conflict"),
            text="move an opponent's character to the conflict"),
     text="Action while attacking: move a character your opponent controls to this conflict.")

CARDS.card("01-doji-gift-giver",
     Action(Effect("bow"), costs=(GiveCost("fate", 1),), condition=self_participating,
            target=ChosenTarget(controller="your_opponent", where="participating", action="bow"),
            text="give 1 fate: your opponent bows one of their ready participants"),
     text="While participating, give your opponent 1 fate: they choose one of their ready "
          "participating characters and bow it.")

CARDS.card("01-doji-hotaru",
     Reaction("claim_ring", ResolveClaimedRing(), when=yours_in("political", participating_self=True),
              text="resolve that ring's effect"),
     text="After you claim a ring in a political conflict it participates in, that ring's effect resolves.")

CARDS.card("01-duelist-training",
     GrantToHost(idx=1),
     GrantedAbility("action", effects=(Challenge("military", loser="bow", cards_for_bid=True),),
              condition=self_participating, target=duel_target("military"),
              text="Duelist Training: military duel, the loser bows"),
     text="The attached character gains a military duel action against a participating opponent's "
          "character (bids payable with cards); the loser bows.")

CARDS.card("01-guest-of-honor",
     Persistent("player_cannot", on="opponents", actions=("play_event",), condition=self_participating),
     text="While it participates, your opponents cannot play events.")

CARDS.card("01-kakita-asami",
     Action(Transfer("honor", 1, take=True), condition=_more_political_skill,
            text="take 1 honor from your opponent"),
     text="While participating in a political conflict you are winning on skill: take 1 honor from "
          "your opponent.")

CARDS.card("01-kakita-kaezin",
     Action(Challenge("military", if_wins=(Effect("move_home", on=NotInDuel()),),
                      if_loses=(Effect("move_home", on="self"),)),
            condition=self_participating,
            target=ChosenTarget(controller="your_opponent", where="participating", test=_military_duelist),
            text="your opponent picks a participant to duel (military)"),
     text="While participating: the opponent picks one of their participants for a military duel; if "
          "it wins every other character goes home, if it loses it goes home.")

CARDS.card("01-noble-sacrifice",
     Action(Effect("discard"), from_hand=True, costs=(Sacrifice(test=_honored),),
            target=Target(test=_dishonored),
            text="sacrifice an honored character: discard a dishonored character"),
     text="Action: sacrifice one of your honored characters to discard a dishonored character.")

CARDS.card("01-savvy-politician",
     Reaction("honor", Effect("honor"), when=event_is(card="self"), target=Target(action="honor"),
              text="honor a character"),
     text="After it is honored, honor a character.")

CARDS.card("01-shizuka-toshi",
     Action(Effect("bow"), costs=(Cost("bow_self"),), condition=during_conflict("political"),
            target=Target(where="participating", action="bow", test=_political_2_or_lower),
            text="bow: bow a participant with 2 or less political"),
     text="During a political conflict, bow this stronghold: bow a participating character with "
          "political skill 2 or lower.")

# A character receives a dishonored status token only by being dishonored while ordinary
# (Rules Reference "Personal Honor"; an honored one becomes ordinary: ruling #9), so "cannot
# receive dishonored status tokens" is "ordinary characters cannot be dishonored". (A former
# "cannot receive_dishonored_token" effect on every character was checked by nothing.)
CARDS.card("01-steward-of-law",
     Persistent("cannot", on=_ordinary, actions=("dishonor",), condition=self_participating),
     text="While it participates, no character can receive a dishonored status token.")

CARDS.card("01-the-art-of-peace",
     Interrupt("break_province", Effect("dishonor", on=Each("any", "attacking")),
               Effect("honor", on=Each("any", "defending")), when=event_is(card="self"),
               text="dishonor the attackers, honor the defenders"),
     text="When this province is broken, dishonor each attacking and honor each defending character.")

CARDS.card("01-the-perfect-gift",
     Action(_PerfectGift(), from_hand=True, text="reveal 4 cards of each deck, one of each to hand"),
     text="Action: reveal the top 4 cards of each conflict deck, put one of each player's into their "
          "hand, shuffle.",
     hooks=(follow_up("crane.perfect_gift", _gift_chosen),))

CARDS.card("01-way-of-the-crane",
     Action(Effect("honor"), from_hand=True, target=Target(controller="self", action="honor", test=_crane),
            text="honor a Crane character you control"),
     text="Action: honor a Crane character you control.")
