"""Crab clan cards of the Core Set.

Each definition composes the vocabulary of :mod:`l5r.lcg.vocab`,
:mod:`l5r.lcg.vocab_tokens` (sacrifices, fate), :mod:`l5r.lcg.vocab_play`
and :mod:`l5r.lcg.vocab_rings`; ``text`` is a one-line description in the
project's own words. Effects no shared module has yet are private helpers
here (marked "private helper").
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.decision import Decision, Option
from ...engine.game import take_answer
from ...engine.names import agree, says, their
from ..abilities import CardTable
from ..actions import ev, refill_if_empty
from ..hooks import RECORDS, after, applier, step
from ..model import FACTS, in_play, is_blank, name, opponent, opponents, participating, place, yours
from ..state import CONFLICT_DECK, DYNASTY_DECK, DYNASTY_DISCARD, HAND, IN_PROVINCE
from ..vocab import (
    UNLIMITED,
    Action,
    AttachTo,
    Cost,
    Effect,
    Lasting,
    Limit,
    Persistent,
    Reaction,
    Target,
    during_conflict,
)
from ..vocab_attachments import OnePerCharacter
from ..vocab_cards import choice_frame
from ..vocab_play import CardIn, ReturnToDeck
from ..vocab_rings import ResolveContestedRing
from ..vocab_tokens import MustSacrifice, ReturnFate, Sacrifice
from ..words import phrase, until
from .conditions import (
    an_opponents,
    can_take_fate,
    clan_is,
    compared_to,
    conflict_result,
    defending,
    holdings_in_play,
    is_attacking,
    is_unique,
    matching,
    not_,
    not_self,
    with_fate,
)
from .conditions import holding_in_play as _holding_in_play

CARDS = CardTable()



# ------------------------------------------------------------------ holdings
holdings = holdings_in_play


holding_in_play = _holding_in_play()


you_control_a_holding = _holding_in_play(yours=True)


# ------------------------------------------------------------------ private helpers
@dataclass(frozen=True)
class SkillsPerHolding:
    """"+N military and +N political for each holding you control", counted
    when the effect resolves (private helper)."""

    per: int = 2
    until: str = "conflict"

    def describe(self) -> str:
        return f"this card gets +{self.per} military and +{self.per} political for each holding you control {until(self.until)}"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        n = self.per * len(holdings(g, ctx["player"]))
        targets = [u for u in ctx.get("targets", []) if in_play(st.cards[u])]
        if n and targets:
            st.lasting.append({"type": "modify", "stat": "skills", "op": "add", "value": n,
                               "targets": [[u, st.cards[u].instance] for u in targets],
                               "until": self.until, "source": ctx["card"]})
            g.log(f"{name(g, targets[0])} gets +{n}/+{n}.")
        return []


@dataclass(frozen=True)
class TriggeringPlayerLosesHonor:
    """"That player loses N honor": the player of the triggering event (private helper)."""

    amount: int = 1

    def describe(self) -> str:
        return f"that player loses {self.amount} honor"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        p = ctx["trigger"]["data"]["player"]
        return [ev("lose_honor", player=p, amount=self.amount)]


# -- Borderlands Fortifications: switch places with a card in another province
@dataclass(frozen=True)
class InYourOtherProvinces:
    """Target: a card (faceup or facedown) in one of your provinces other
    than this card's province (private helper)."""

    count: int = 1
    up_to: bool = False

    def describe(self) -> str:
        return f"{'up to ' if self.up_to else ''}{self.count if self.count > 1 or self.up_to else 'a'} card{'s' if self.count > 1 else ''} in another of your provinces"

    def candidates(self, g, ctx) -> list[int]:
        st = g.state
        me = st.cards[ctx["card"]]
        pl = st.players[ctx["player"]]
        return [u for s, cards in enumerate(pl.province_cards) if s != me.slot for u in cards]

    def label(self, g, uid) -> str:
        return CardIn(zones=()).label(g, uid)


@dataclass(frozen=True)
class SwitchWithTarget:
    """"Switch this card with that card": the two exchange provinces (the game action
    ``switch_province_cards`` of :mod:`l5r.lcg.vocab_play`)."""

    def describe(self) -> str:
        return "switch this card with it (they exchange provinces)"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        return [ev("switch_province_cards", card=ctx["card"], other=u) for u in ctx.get("targets", [])]


# -- Levy: the opponent selects what to give
@dataclass(frozen=True)
class OpponentGivesFateOrHonor:
    """"Choose an opponent, that player must select one -- give you 1 fate or
    1 honor" (private helper): the opponent selects while the effect
    resolves, among options that can change the game state (Rules Reference "Select")."""

    amount: int = 1

    def describe(self) -> str:
        return f"your opponent must select one: give you {self.amount} fate; or give you {self.amount} honor"

    def could_change(self, g, ctx) -> bool:
        o = g.state.players[opponent(g.state, ctx["player"])]
        return o.fate > 0 or o.honor > 0

    def events(self, g, ctx) -> list[dict]:
        q, amt = opponent(g.state, ctx["player"]), self.amount
        tokens = [t for t in ("fate", "honor") if getattr(g.state.players[q], t) > 0]
        if tokens:
            g.push(choice_frame(q, [(t, f"Give {amt} {t}") for t in tokens], "events", ask_always=True,
                                prompt=f"{name(g, ctx['card'])}: select what to give", context="select",
                                events={t: [ev(f"transfer_{t}", **{"from": q, "to": ctx["player"], "amount": amt})]
                                        for t in tokens}))
        return []


# -- Shrewd Yasuki: look at the top 2 cards
@dataclass(frozen=True)
class LookAtTopTwo:
    """"Look at the top 2 cards of your conflict deck; add 1 to your hand and
    place the other on the bottom" (private helper)."""

    def describe(self) -> str:
        return "look at the top 2 cards of your conflict deck, add 1 to your hand and put the other on the bottom"

    def could_change(self, g, ctx) -> bool:
        return bool(g.state.players[ctx["player"]].conflict_deck)

    def events(self, g, ctx) -> list[dict]:
        g.push({"step": "crab.look_top_two", "player": ctx["player"], "card": ctx["card"]})
        return []


def _look_top_two(g, f):
    st = g.state
    pl = st.players[f["player"]]
    top = list(reversed(pl.conflict_deck[-2:]))  # top first
    ans = take_answer(f)
    if ans is not None:
        pick = int(ans)
        g.pop()
        if pick in top:
            place(st, st.cards[pick], HAND)
            for u in top:
                if u != pick:
                    place(st, st.cards[u], CONFLICT_DECK, bottom=True)
            g.log(f"{says(pl.name, 'adds')} a card to {their(pl.name)} hand and {agree(pl.name, 'places')} the other "
                  f"on the bottom of {their(pl.name)} deck.")
        return
    if not top:
        g.pop()
        return
    g.ask(Decision(f["player"], "choose_one", f"{name(g, f['card'])}: add which card to your hand?",
                   [Option(str(u), name(g, u)) for u in top], context="look_at_cards", secret=True))


# -- Rebuild: a cost that shuffles a card from a province, then a holding enters there
@dataclass(frozen=True)
class ShuffleFromProvince:
    """Cost: "shuffle a card in one of your unbroken provinces back into your
    dynasty deck" (private helper); the province is kept in the frame
    (``province_slot``) for the effect. The province is not refilled before
    the effect resolves."""

    kind: str = "shuffle_from_province"

    def describe(self) -> str:
        return "shuffle a card in one of your unbroken provinces into your dynasty deck"

    def _cands(self, g, p) -> list[int]:
        st = g.state
        pl = st.players[p]
        return [u for s, cards in enumerate(pl.province_cards) if not st.cards[pl.provinces[s]].broken
                for u in cards]

    def can_pay(self, g, p, uid) -> bool:
        return bool(self._cands(g, p))

    def choose(self, g, f, i) -> bool:
        lab = CardIn(zones=()).label
        g.ask(Decision(f["player"], "choose_one", "Rebuild: shuffle which card back into your dynasty deck?",
                       [Option(str(u), lab(g, u)) for u in self._cands(g, f["player"])],
                       context="shuffle_cost"))
        return True

    def pay(self, g, p, uid, f) -> None:
        st = g.state
        u = int(f["cost_choices"][str(f["cost_index"])])
        c = st.cards[u]
        f["province_slot"] = c.slot
        place(st, c, DYNASTY_DECK)
        g.shuffle(st.players[p].dynasty_deck)
        g.log(f"{says(st.players[p].name, 'shuffles')} a card from province {f['province_slot'] + 1} "
              f"into {their(st.players[p].name)} dynasty deck.")


@dataclass(frozen=True)
class HoldingIntoThatProvince:
    """"Put that holding into play in that province" (private helper): the
    province of the :class:`ShuffleFromProvince` cost; it refills if it ends empty."""

    def describe(self) -> str:
        return "put the chosen holding into play in that province"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        f = st.stack[-1]  # the resolving ability's frame
        slot = f.get("province_slot", -1)
        p = ctx["player"]
        for u in ctx.get("targets", []):
            c = st.cards[u]
            if slot >= 0 and c.zone == DYNASTY_DISCARD and c.owner == p:
                place(st, c, IN_PROVINCE, slot=slot)
                g.log(f"{name(g, u)} is put into play in province {slot + 1}.")
        if slot >= 0:
            refill_if_empty(g, p, slot)
        return []


# ------------------------------------------------------------------ conditions
_won_at_this_province = conflict_result("win", at_this_province=True)


_won_as_defender = conflict_result("win", as_="defender", this="defends",
                                   says="you win a conflict in which this character defends")


_non_unique_attacker = matching(is_attacking, not_(is_unique), says="a non-unique attacking character")


@phrase("this character enters play as a defender")
def _entered_as_defender(g, ctx, e) -> bool:
    cf = g.state.conflict
    return e.get("card") == ctx["card"] and cf is not None and ctx["card"] in cf.defenders


_opponent_passed = an_opponents("an opponent passes a conflict")


_lower_military_than_host = matching(with_fate, compared_to("military", "<", "host"),
                                     says="with fate and less military than the attached character")


@phrase("another character you control leaves play during a conflict")
def _other_character_you_control_left_in_conflict(g, ctx, e) -> bool:
    st = g.state
    return (st.conflict is not None and e.get("card") != ctx["card"] and e.get("controller") == ctx["player"]
            and FACTS[st.cards[e["card"]].cid].type == "character")


@phrase("an opponent plays a card while the attached character is participating")
def _opponent_played_while_host_participates(g, ctx, e) -> bool:
    st = g.state
    h = st.cards[ctx["card"]].attached_to
    return (st.conflict is not None and e.get("player") != ctx["player"] and h >= 0
            and participating(st, st.cards[h]))


_another_participant = matching(not_self, says="other than this one")


_fate_can_be_placed = can_take_fate


# ------------------------------------------------------------------ Hida Kisada
KISADA = "01-hida-kisada"


def _note_conflict_loss(g, e) -> list[dict]:
    """Record who lost a conflict this phase ("while you have not lost a conflict this phase")."""
    st = g.state
    loser = e.get("loser", -1)
    if loser >= 0:  # (team conquest: the whole team lost it, 3.2.4)
        for q in st.players:
            if yours(st, loser, q.index):
                st.uses["phase"][f"lost_conflict:{q.index}"] = 1
    return []





def kisada_cancels(g, e) -> bool:
    """Hida Kisada (constant ability): the first action ability a player
    triggers during a conflict is cancelled while an opponent of theirs
    controls a non-blank Kisada and has not lost a conflict this phase."""
    st = g.state
    if e.get("kind") != "action" or e.get("nth_action") != 1 or st.conflict is None:
        return False
    for q in opponents(st, e["player"]):
        if st.uses["phase"].get(f"lost_conflict:{q}"):
            continue
        for u in st.players[q].play:
            c = st.cards[u]
            if c.cid == KISADA and not is_blank(st, c):
                return True
    return False


def _effects_initiate(g, f, e):
    """The effects of an ability complete their initiation (step 7), unless a
    constant ability cancels them (Hida Kisada)."""
    if kisada_cancels(g, e):
        e["cancelled"] = True
        g.log(f"Hida Kisada cancels the effects of {name(g, e['card'])}.")


# ------------------------------------------------------------------ the cards
CARDS.card("01-borderlands-defender",
     Persistent("cannot", actions=("bow_by_opponent_card", "move_home_by_opponent_card",
                                   "move_to_conflict_by_opponent_card"), condition=defending),
     text="While it defends, card effects of opponents cannot bow it or move it.")

CARDS.card("01-borderlands-fortifications",
     Action(SwitchWithTarget(), target=InYourOtherProvinces(),
            text="switch this holding with a card in another of your provinces"),
     text="Action: exchange this holding's province with a card in another of your provinces.")

CARDS.card("01-defend-the-wall",
     Reaction("conflict_won", ResolveContestedRing(), when=_won_at_this_province,
              text="resolve the contested ring's effect"),
     text="After you win a conflict at this province, you resolve that conflict's ring effect.")

CARDS.card("01-funeral-pyre",
     Action(Effect("draw", on="player", amount=1), costs=(Sacrifice(),),
            text="sacrifice a character: draw 1 card"),
     text="Action: sacrifice one of your characters to draw a card.")

CARDS.card("01-hida-guardian",
     Action(SkillsPerHolding(2), conflict="any", condition=you_control_a_holding,
            target=Target(where="participating", test=_another_participant),
            text="another participant gets +2/+2 per holding you control"),
     text="While participating: another participating character gets +2/+2 per holding you control this conflict.")

CARDS.card("01-hida-kisada",
     text="Unless you lost a conflict this phase, your opponent's first action ability in each conflict is cancelled.",
     hooks=(after("conflict_won", _note_conflict_loss, order=RECORDS),
            applier("effects_initiate", _effects_initiate)))

CARDS.card("01-hida-tomonatsu",
     Reaction("conflict_won", ReturnToDeck(), costs=(Sacrifice("self"),), when=_won_as_defender,
              target=Target(where="participating", test=_non_unique_attacker),
              text="sacrifice it: a non-unique attacker goes to the top of its deck"),
     text="After winning as a defender, sacrifice it to put a non-unique attacker on top of its owner's deck.")

CARDS.card("01-hiruma-ambusher",
     Reaction("enter_play", Lasting((("type", "cannot"), ("actions", ("trigger_abilities",)))),
              when=_entered_as_defender, target=Target(),
              text="a character's abilities cannot be triggered this conflict"),
     text="After it enters play as a defender, a chosen character cannot trigger abilities this conflict.")

CARDS.card("01-intimidating-hida",
     Reaction("conflict_passed", Effect("lose_honor", on="triggering", amount=1), when=_opponent_passed,
              text="that opponent loses 1 honor"),
     text="After an opponent passes a conflict opportunity, that player loses 1 honor.")

CARDS.card("01-jade-tetsubo",
     AttachTo(controller="self"),
     Action(ReturnFate(), costs=(Cost("bow_self"),), conflict="any",
            target=Target(where="participating", action="remove_fate", test=_lower_military_than_host),
            text="bow: return a weaker participant's fate to its owner"),
     text="Attach to your character. Action while it participates: bow this; all fate on a participant "
          "with lower military skill goes back to its owner's pool.")

CARDS.card("01-kaiu-shuichi",
     Action(Effect("gain_fate", on="player", amount=1), conflict="any", condition=holding_in_play,
            text="gain 1 fate"),
     text="Covert. While participating, if any holding is in play: gain 1 fate.")

CARDS.card("01-levy",
     Action(OpponentGivesFateOrHonor(), from_hand=True,
            text="your opponent gives you 1 fate or 1 honor"),
     text="Your opponent chooses to give you either 1 fate or 1 honor.")

CARDS.card("01-rebuild",
     Action(HoldingIntoThatProvince(), from_hand=True, costs=(ShuffleFromProvince(),),
            target=CardIn(zones=(DYNASTY_DISCARD,), card_type="holding"),
            text="shuffle a province card away: a holding from your discard enters that province"),
     text="Shuffle a card from an unbroken province of yours into your dynasty deck; put a holding "
          "from your dynasty discard pile into play there.")

CARDS.card("01-shrewd-yasuki",
     Action(LookAtTopTwo(), conflict="any", condition=holding_in_play,
            text="look at 2 cards: keep 1, bottom the other"),
     text="While participating, if any holding is in play: look at your top 2 conflict cards, keep one, "
          "put the other on the bottom.",
     hooks=(step("crab.look_top_two", _look_top_two),))

CARDS.card("01-steadfast-witch-hunter",
     Action(Effect("ready"), costs=(Sacrifice(),), target=Target(action="ready"),
            text="sacrifice a character: ready a character"),
     text="Action: sacrifice one of your characters to ready a character.")

CARDS.card("01-stoic-gunso",
     Action(Effect("modify", on="self", amount=3, stat="military", until="conflict"), costs=(Sacrifice(),),
            condition=during_conflict(), text="sacrifice a character: +3 military this conflict"),
     text="During a conflict, sacrifice one of your characters: this character gets +3 military this conflict.")

CARDS.card("01-the-mountain-does-not-fall",
     Action(Lasting((("type", "cannot"), ("actions", ("bow_by_resolution_defending",))), until="phase"),
            from_hand=True, target=Target(), limit=Limit(1, "round", per_title=True),
            text="a character does not bow from conflict resolution while defending this phase"),
     text="This phase, a chosen character does not bow from conflict resolution while it defends (max 1 per round).")

CARDS.card("01-vanguard-warrior",
     Action(Effect("place_fate", amount=1), costs=(Sacrifice("self"),), target=Target(test=_fate_can_be_placed),
            text="sacrifice it: place 1 fate on a character"),
     text="Action: sacrifice this character to place 1 fate on a character.")

CARDS.card("01-vengeful-berserker",
     Reaction("leaves_play", Lasting((("type", "modify"), ("stat", "military"), ("op", "double"),
                                        ("value", 0)), on="self"),
              when=_other_character_you_control_left_in_conflict,
              text="double its military skill this conflict"),
     text="After another character you control leaves play during a conflict, its military skill is "
          "doubled this conflict.")

CARDS.card("01-watch-commander",
     AttachTo(controller="self"),
     OnePerCharacter(),
     Reaction("card_played", TriggeringPlayerLosesHonor(1), when=_opponent_played_while_host_participates,
              limit=UNLIMITED, text="that player loses 1 honor"),
     text="Attach to your character (1 per character). After an opponent plays a card during a conflict "
          "its character takes part in, that player loses 1 honor (unlimited).")

CARDS.card("01-way-of-the-crab",
     Action(MustSacrifice("opponent"), from_hand=True, costs=(Sacrifice(test=clan_is("crab")),),
            limit=Limit(1, "round", per_title=True),
            text="sacrifice a Crab character: your opponent sacrifices a character"),
     text="Sacrifice one of your Crab characters: your opponent must sacrifice a character (max 1 per round).")
