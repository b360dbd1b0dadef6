"""Scorpion clan cards of the Core Set.

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab`,
:mod:`l5r.lcg.vocab_cards`, :mod:`l5r.lcg.vocab_play`,
:mod:`l5r.lcg.vocab_attachments`, :mod:`l5r.lcg.vocab_tokens`); ``text`` is a
one-line description in the project's own words. Effects no shared module
has yet are private helpers here (marked "private helper"); their events
are prefixed ``scorpion.`` so they never clash with a shared game action.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import phrase
from ...engine.decision import IllegalAnswer
from ...engine.names import possessive, says
from ..abilities import CardTable
from ..actions import do, ev, shared_reactions
from ..control import can_take_control
from ..delayed import add_delayed
from ..hooks import BEFORE_KEYWORDS, after, applier, validator
from ..model import FACTS, yours
from ..state import ATTACHED, CONFLICT_DISCARD, DYNASTY_DISCARD, HAND, PLAY
from ..vocab import (
    Action, AttachTo, Cost, Effect, Interrupt, Lasting, Limit, PlayRestriction, Reaction, Target,
    attach_restriction, can_affect, during_conflict, event_is, immune, trigger_event,
)
from ..vocab_attachments import ReduceNextCost, can_attach
from ..vocab_cards import (
    ChooseAndApply, DiscardAtRandom, DiscardCardCost, DishonorCost, OpponentSelects, ReturnToHand, SearchDeck,
    choice_frame,
)
from ..vocab_play import PROVINCES, CardIn, PutIntoPlay, discarded_at_zero
from ..vocab_tokens import DiscardStatus, Sacrifice, Transfer
from .conditions import clan_is, conflict_result, less_honorable_than_an_opponent, less_honorable_than_that_opponent, matching, not_, printed_cost_at_most, printed_trait_is, status_is, with_both_skills, you_play_from, your_dial_compared

CARDS = CardTable()


# ------------------------------------------------------------------ small tests
def _printed_cost_at_most(n: int):
    def test(g, ctx, c):
        return (FACTS[c.cid].cost or 0) <= n
    return test


_not_scorpion = not_(clan_is("scorpion"))


_dishonored = status_is("dishonored")


_has_status = status_is("honored", "dishonored")


def _event_of(ctx: dict) -> dict:
    """The triggering event (while checking: the event itself; while resolving: its copy)."""
    return ctx["trigger"]["data"]


# ------------------------------------------------------------------ private helpers
@dataclass(frozen=True)
class RaiseBid:
    """"Increase the value of your bid by N" (private helper): a bid modifier,
    gone with the next bid (phases.bid); the dial is not turned ("Bid Value")."""

    amount: int = 1

    def describe(self) -> str:
        return f"increase your bid by {self.amount}"

    def could_change(self, g, ctx):
        return True

    def events(self, g, ctx):
        p = ctx["player"]
        g.state.lasting.append({"type": "bid_modifier", "player": p, "value": self.amount,
                                "source": ctx["card"], "targets": []})
        g.log(f"{possessive(g.state.players[p].name)} bid value is increased by {self.amount}.")
        return []


@dataclass(frozen=True)
class TakeControlUntilConflictEnds:
    """"Take control of that character until the end of the conflict"
    (private helper): control returns when the conflict ends, if that
    instance is still in play."""

    def describe(self) -> str:
        return "take control of it until the end of the conflict"

    def could_change(self, g, ctx):
        return True

    def events(self, g, ctx):
        st = g.state
        out = []
        for u in ctx.get("targets", []):
            c = st.cards[u]
            out.append(ev("take_control", card=u, player=ctx["player"]))
            add_delayed(g, "conflict_ended", [ev("scorpion.return_control", card=u, player=c.controller,
                                                 instance=c.instance)], source=ctx["card"])
        return out


def _return_control(g, f, e):
    c = g.state.cards[e["card"]]
    if c.zone != PLAY or c.instance != e["instance"] or c.controller == e["player"]:
        e["cancelled"] = True
        return
    do(g, [ev("take_control", card=c.uid, player=e["player"])])


@dataclass(frozen=True)
class TakeAttachment:
    """"Take control of that attachment and attach it to that character, if
    able; otherwise discard it" (private helper); "that character" is the one
    chosen to pay the cost (Calling in Favors ruling). An attachment already
    on that character stays where it is, now under your control."""

    def describe(self) -> str:
        return "take control of it and attach it to the character you dishonored, if able; otherwise discard it"

    def could_change(self, g, ctx):
        return True

    def events(self, g, ctx):
        st = g.state
        p = ctx["player"]
        host = int(ctx["cost_choices"]["0"])
        out = []
        for a in ctx.get("targets", []):
            ac = st.cards[a]
            if ac.zone != ATTACHED:
                continue
            if st.cards[host].zone == PLAY and ac.attached_to == host:
                if attach_restriction(g, p, a, host, played=False):
                    out.append(ev("leaves_play", card=a, reason="discarded"))
                else:
                    out.append(ev("scorpion.control_attachment", card=a, player=p))
            elif st.cards[host].zone == PLAY and can_attach(g, p, a, host):
                out.append(ev("move_attachment", card=a, host=host, controller=p))
            else:
                out.append(ev("leaves_play", card=a, reason="discarded"))
        return out


def _control_attachment(g, f, e):
    a = g.state.cards[e["card"]]
    if a.zone != ATTACHED:
        e["cancelled"] = True
        return
    a.controller = e["player"]
    g.log(f"{says(g.state.players[e['player']].name, 'takes')} control of {FACTS[a.cid].name}.")


@dataclass(frozen=True)
class Redirect:
    """"That character receives the honor/dishonor instead" (private helper):
    the triggering honor or dishonor now resolves on the chosen character;
    whatever asked for it (a cost...) is still carried out."""

    def describe(self) -> str:
        return "that character is honored or dishonored instead"

    def could_change(self, g, ctx):
        return True

    def events(self, g, ctx):
        e = trigger_event(g, ctx)
        for t in ctx.get("targets", []):
            e["redirected_from"] = e["card"]
            e["card"] = t
            g.log(f"The {e['name']} goes to {FACTS[g.state.cards[t].cid].name} instead.")
        return []


@phrase("a character would be honored or dishonored")
def _rumor_can_interrupt(g, ctx, e) -> bool:
    c = g.state.cards[e["card"]]
    return c.zone == PLAY and can_affect(g, e["name"], c)


@phrase("another character of the same controller")
def _rumor_target(g, ctx, c) -> bool:
    """Another character controlled by the same player, which the honor or
    dishonor can affect (Young Rumormonger rulings)."""
    e = _event_of(ctx)
    orig = g.state.cards[e["card"]]
    return c.uid != orig.uid and c.controller == orig.controller and can_affect(g, e["name"], c)


# ---- Yogo Hiroue: "then, if you win the conflict, you may dishonor that character"
@dataclass(frozen=True)
class MayDishonorIfYouWin:
    """The delayed effect (Rules Reference "Delayed Effects"), kept until the
    end of the conflict (private helper): if you win the conflict, you may
    dishonor the moved character. It does not depend on Yogo Hiroue staying
    in play; it ends for the character if that leaves play ("Leaves Play")."""

    def describe(self) -> str:
        return "if you win the conflict, you may dishonor it"

    def could_change(self, g, ctx):
        return True

    def events(self, g, ctx):
        st = g.state
        for u in ctx.get("targets", []):
            st.lasting.append({"type": "scorpion.may_dishonor", "player": ctx["player"],
                               "targets": [[u, st.cards[u].instance]], "until": "conflict",
                               "source": ctx["card"]})
        return []


def _hiroue_won(g, e) -> list[dict]:
    st = g.state
    out = []
    keep = []
    for m in st.lasting:
        if m["type"] == "scorpion.may_dishonor" and yours(st, m["player"], e.get("player", -1)):
            u, inst = m["targets"][0]
            out.append(ev("scorpion.may_dishonor", player=m["player"], card=u, instance=inst,
                          source=m["source"]))
        else:
            keep.append(m)
    if out:
        st.lasting = keep
    return out


def _may_dishonor(g, f, e):
    """The delayed effect is still an ability of a character card (Rules
    Reference "Delayed Effects"): immunity to character effects and "cannot
    be dishonored by opponents' card effects" apply; the dishonor is caused by
    Hiroue's controller."""
    c = g.state.cards[e["card"]]
    ctx = {"player": e["player"], "card": e["source"]}
    if c.zone != PLAY or c.instance != e["instance"] or not can_affect(g, "dishonor", c, ctx) \
            or immune(g, c, ctx):
        e["cancelled"] = True
        return
    n = FACTS[c.cid].name
    g.push(choice_frame(e["player"], [("yes", f"Dishonor {n}"), ("no", "Do not dishonor")], "events",
                        ask_always=True, prompt=f"Yogo Hiroue: dishonor {n}?", context="may",
                        events={"yes": [ev("dishonor", card=c.uid, by=e["player"])], "no": []},
                        **shared_reactions(f)))


# ---- I Can Swim: the bids on the dials
_higher_dial = your_dial_compared("higher")


# ---- Ambush: total printed cost
@dataclass(frozen=True)
class AmbushTarget(CardIn):
    """Up to 2 Scorpion characters from hand/provinces, total printed cost 6 or lower."""

    validate: str = "scorpion.ambush"

    def describe(self) -> str:
        return "up to 2 Scorpion characters in your hand or provinces with a total printed cost of 6 or less"


def _ambush_total(g, d, value) -> None:
    st = g.state
    cards = [st.cards[int(x)] for x in value]
    total = sum(FACTS[c.cid].cost or 0 for c in cards)
    if total > 6:
        raise IllegalAnswer(f"Ambush: total printed cost {total} is above 6")
    names = [FACTS[c.cid].name for c in cards if FACTS[c.cid].unique]
    if len(names) != len(set(names)):
        raise IllegalAnswer("Ambush: two copies of a unique character cannot both enter play")


_scorpion = clan_is("scorpion")


_AMBUSH = AmbushTarget(zones=(HAND, PROVINCES), controller="self", test=_scorpion, enter_play=True,
                       into_conflict=True, count=2, up_to=True, at_least=1)


_actress_test = matching(not_(printed_trait_is("shinobi")), printed_cost_at_most(3),
                         says="non-Shinobi, printed cost 3 or lower")


_is_character_from_hand = you_play_from("character", HAND, says="you play a character from your hand")


_won_political_here = conflict_result("win", type_="political", this="participates")


# ------------------------------------------------------------------ the cards
CARDS.card("01-adept-of-shadows",
     Action(ReturnToHand("self"), costs=(Cost("honor", 1),), text="lose 1 honor: return to hand"),
     text="Action: lose 1 honor to return this character to its owner's hand.")

CARDS.card("01-ambush",
     Action(PutIntoPlay(into_conflict=True), from_hand=True, target=_AMBUSH,
            condition=during_conflict(also=lambda g, ctx: bool(_AMBUSH.candidates(g, ctx))),
            text="put up to 2 Scorpion characters (total cost 6 or less) into the conflict"),
     text="During a conflict, put up to 2 Scorpion characters from your hand and/or provinces, "
          "total printed cost 6 or less, into play participating.",
     hooks=(validator("scorpion.ambush", _ambush_total),))

CARDS.card("01-bayushi-manipulator",
     Reaction("bids_revealed", RaiseBid(1), text="increase your bid by 1"),
     text="After honor dials are revealed, your bid value is increased by 1.")

CARDS.card("01-bayushi-shoju",
     Action(Effect("modify", amount=-1, stat="political"),
            discarded_at_zero("political"),
            conflict="political", target=Target(controller="opponent", where="participating"),
            limit=Limit(2, "round"), text="-1 political; discarded at 0 political this conflict"),
     text="While in a political conflict (twice per round): an opposing participant gets -1 political "
          "and is discarded if its political skill is 0, until the conflict ends.")

CARDS.card("01-bayushi-yunako",
     Action(Lasting((("type", "modify"), ("op", "switch_base"), ("stat", "skills"), ("value", 0))),
            conflict="any", target=Target(test=with_both_skills),
            text="switch a character's base military and political skills"),
     text="While participating: switch a character's base military and political skills until the "
          "conflict ends.")

CARDS.card("01-blackmail",
     PlayRestriction(less_honorable_than_an_opponent),
     Action(TakeControlUntilConflictEnds(), from_hand=True, condition=during_conflict(),
            target=Target(controller="opponent",
                          test=lambda g, ctx, c: _printed_cost_at_most(2)(g, ctx, c)
                          and can_take_control(g, ctx["player"], c.uid)),
            text="take control of an opposing character with printed cost 2 or less"),
     text="If less honorable than your opponent, during a conflict: control an opposing character "
          "with printed cost 2 or lower until the conflict ends.",
     # an attachment no longer legally attached after the change of control is discarded by
     # the rules' state check (l5r.lcg.vocab_attachments.illegal_attachments)
     hooks=(applier("scorpion.return_control", _return_control),))

CARDS.card("01-blackmail-artist",
     Reaction("conflict_won", Transfer("honor", 1, take=True), when=_won_political_here, text="take 1 honor"),
     text="After it wins a political conflict, take 1 honor from your opponent.")

CARDS.card("01-calling-in-favors",
     Action(TakeAttachment(), from_hand=True, costs=(DishonorCost(),),
            target=Target(card_type="attachment", controller="opponent"),
            text="dishonor your character: take an opposing attachment onto it"),
     text="Dishonor one of your characters to take control of an opponent's attachment and attach "
          "it to that character, or discard the attachment if it cannot go there.",
     hooks=(applier("scorpion.control_attachment", _control_attachment),))

CARDS.card("01-city-of-lies",
     Action(ReduceNextCost(amount=1, card_type="event", on_host=False, until="phase"),
            text="your next event this phase costs 1 less"),
     text="Action: the next event you play this phase costs 1 fate less.")

CARDS.card("01-city-of-the-open-hand",
     Action(costs=(Cost("bow_self"),), condition=less_honorable_than_that_opponent,
            select=(("your opponent loses 1 honor", (Effect("lose_honor", on="opponent"),)),
                    ("you gain 1 honor", (Effect("gain_honor", on="player"),))),
            text="bow: opponent loses 1 honor, or you gain 1 honor"),
     text="While less honorable than an opponent, bow it: that opponent loses 1 honor or you gain "
          "1 honor (errata).")

CARDS.card("01-court-mask",
     AttachTo(controller="self"),
     Action(ReturnToHand("self"), Effect("dishonor", on="host"),
            text="return this to hand and dishonor its character"),
     text="Attach to your character; action: return it to its owner's hand and dishonor that character.")

CARDS.card("01-favored-niece",
     Action(Effect("draw", on="player", amount=1), costs=(DiscardCardCost(),), limit=Limit(2, "round"),
            text="discard a card from hand: draw 1 card"),
     text="Twice per round: discard a card of your choice from hand to draw a card.")

CARDS.card("01-forged-edict",
     Interrupt("effects_initiate", Effect("cancel"), would=True, from_hand=True,
               when=event_is(event_card=True), costs=(DishonorCost(trait="courtier"),),
               text="dishonor your Courtier: cancel that event"),
     text="When an event's effects would initiate, dishonor one of your Courtiers to cancel them.")

CARDS.card("01-i-can-swim",
     Action(Effect("discard"), from_hand=True,
            condition=during_conflict(also=_higher_dial),
            target=Target(controller="opponent", where="participating", test=_dishonored),
            text="discard a participating dishonored opposing character"),
     text="During a conflict, if your dial shows a higher bid than your opponent's, discard one of "
          "their participating dishonored characters.")

CARDS.card("01-secret-cache",
     Reaction("conflict_declared", SearchDeck(top=5, deck="conflict"), when=event_is(province="self"),
              text="search the top 5 conflict cards for a card"),
     text="After a conflict is declared here, search your top 5 conflict cards for one to take; shuffle.")

CARDS.card("01-shosuro-actress",
     Action(PutIntoPlay(into_conflict=True), costs=(Sacrifice(who="self"),), condition=during_conflict(),
            target=CardIn(zones=(DYNASTY_DISCARD, CONFLICT_DISCARD), controller="opponent",
                          test=_actress_test, enter_play=True, into_conflict=True),
            text="sacrifice: put an opponent's discarded character into the conflict"),
     text="During a conflict, sacrifice it: a non-Shinobi character of printed cost 3 or lower from an "
          "opponent's discard pile enters the conflict under your control.")

CARDS.card("01-shosuro-miyako",
     Reaction("card_played",
              OpponentSelects((("discard 1 card at random from your hand", (DiscardAtRandom(1, "chooser"),)),
                               ("choose and dishonor one of your characters",
                                (ChooseAndApply("dishonor", "chooser"),)))),
              when=_is_character_from_hand, text="your opponent discards at random or dishonors"),
     text="After you play a character from hand, your opponent discards a random card or dishonors "
          "one of their characters (their choice).")

CARDS.card("01-sinister-soshi",
     Action(Effect("modify", amount=-2, stat="skills"), condition=during_conflict(),
            target=Target(where="participating"), text="a participant gets -2/-2"),
     text="During a conflict, a participating character gets -2 military and -2 political this conflict.")

CARDS.card("01-soshi-illusionist",
     Action(DiscardStatus(), costs=(Cost("fate", 1),), target=Target(test=_has_status),
            text="spend 1 fate: discard a character's status token"),
     text="Spend 1 fate: remove the status token from a character.")

CARDS.card("01-way-of-the-scorpion",
     Action(Effect("dishonor"), from_hand=True, condition=during_conflict(),
            target=Target(where="participating", action="dishonor", test=_not_scorpion),
            text="dishonor a participating non-Scorpion character"),
     text="During a conflict, dishonor a participating non-Scorpion character.")

CARDS.card("01-yogo-hiroue",
     Action(Effect("move_to_conflict"), conflict="any",
            target=Target(action="move_to_conflict"),
            then=(MayDishonorIfYouWin(),),
            text="move a character to this conflict"),
     text="While participating: move a character into the conflict; if you then win it, you may "
          "dishonor that character.",
     # the delayed effect resolves right after the conflict is won, before Pride; reactions
     # to both share the window of winning the conflict (ruling, Yogo Hiroue: rules.SHARED_REACTIONS)
     hooks=(after("conflict_won", _hiroue_won, order=BEFORE_KEYWORDS),
            applier("scorpion.may_dishonor", _may_dishonor)))

CARDS.card("01-young-rumormonger",
     Interrupt(("honor", "dishonor"), Redirect(), would=True, when=_rumor_can_interrupt,
               target=Target(test=_rumor_target), text="give the honor/dishonor to another character"),
     text="When a character would be honored or dishonored, another character of the same controller "
          "gets the status change instead.")
