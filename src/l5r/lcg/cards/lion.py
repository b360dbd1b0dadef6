"""Lion clan cards of the Core Set.

Each definition composes the vocabulary of :mod:`l5r.lcg.vocab` and
:mod:`l5r.lcg.vocab_play`; ``text`` is a one-line description in the
project's own words. A few effects no shared module has yet are private
helpers here (marked "private helper").
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import phrase
from ..abilities import CardTable
from ..actions import ev
from ..hooks import state_check
from ..model import (
    cannot, cost_of, has_trait, is_blank, opponents, player_cannot,
)
from ..play import attachment_hosts, limited_ok
from ..state import CONFLICT_DISCARD, DYNASTY_DISCARD, HAND, PLAY
from ..vocab_rings import ResolveClaimedRing
from ..vocab import (
    Action, Cost, Each, Effect, Instead, Interrupt, Lasting, Limit, OnTriggerCard, Persistent, Reaction, Target,
    during_conflict, event_is, only_in_conflict, play_allowed,
)
from ..vocab_duels import ChosenTarget
from ..vocab_play import (
    PROVINCES, CardIn, PutIntoPlay, RefillFaceup, ReturnToDeckLater, TurnFaceup, refill_possible,
)
from ..vocab_tokens import Sacrifice
from .conditions import all_hold, attacking, attacking_characters, clan_is, compared_to, conflict_result, facedown_card_in_your_provinces, fate_placed_on_this, host_wins_conflict, is_defending, is_participating, is_yours, matching, more_honor_than_an_opponent_by, more_honorable_than_an_opponent, not_self, printed_cost_at_most, self_participating, status_is, trait_is, value_at_most, with_skill, would_leave_play, you_attack, you_control_count, you_lose, yours_in

CARDS = CardTable()


# ------------------------------------------------------------------ private helpers
@dataclass(frozen=True)
class EachTrait(Each):
    """"Each <side> <Trait> character you control" (private helper)."""

    trait: str = ""

    def describe(self) -> str:
        return f"each {self.side + ' ' if self.side not in ('any', 'home') else ''}{self.trait.capitalize()} you control"

    def cards(self, g, ctx):
        st = g.state
        return [u for u in super().cards(g, ctx) if has_trait(st, st.cards[u], self.trait)]


@dataclass(frozen=True)
class DiscardOrRemoveFate:
    """Deathseeker: discard the target if it has no fate, else remove 1 fate from it."""

    def describe(self) -> str:
        return "discard it if it has no fate, else remove 1 fate from it"

    def could_change(self, g, ctx):
        return True

    def events(self, g, ctx):
        st = g.state
        out = []
        for u in ctx.get("targets", []):
            c = st.cards[u]
            if c.zone != PLAY:
                continue
            if c.fate == 0:
                out.append(ev("leaves_play", card=u, reason="discarded"))
            else:
                out.append(ev("remove_fate", card=u, amount=1))
        return out


@dataclass(frozen=True)
class PlayFromDiscard:
    """"Play this attachment from your conflict discard pile": pay its cost
    and attach it (private helper)."""

    def describe(self) -> str:
        return "play this attachment from your conflict discard pile"

    def could_change(self, g, ctx):
        return True

    def events(self, g, ctx):
        g.push({"step": "lcg.play", "player": ctx["player"], "card": ctx["card"], "stage": "choose"})
        return []


@phrase("if you could play this attachment")
def _can_play_this_attachment(g, ctx):
    """Guidance of the Ancestors: playable only if its cost can be paid and
    it has a legal host (ruling: no use just to draw out a cancel)."""
    p, u = ctx["player"], ctx["card"]
    return (g.state.players[p].fate >= cost_of(g, u, p) and limited_ok(g, p, u)
            and play_allowed(g, p, u) and not player_cannot(g, "play_attachment", p)
            and bool(attachment_hosts(g, p, u)))


# ------------------------------------------------------------------ conditions
_you_lost = you_lose


_lost_as_attacker = conflict_result("lose", as_="attacker", this="attacks",
                                    says="you lose a conflict in which this character attacks")


_host_won = host_wins_conflict


@phrase("this character enters play from a province")
def _from_province(g, ctx, e):
    return e.get("card") == ctx["card"] and refill_possible(g, g.state.cards[ctx["card"]].owner,
                                                            e.get("from_slot", -1))


_three_other_bushi = you_control_count(matching(not_self, trait_is("bushi")), 3,
                                       says="if you control 3 other Bushi")


_fate_placed_on_me = fate_placed_on_this


_five_more_honor = more_honor_than_an_opponent_by(5)


_attacking_player = only_in_conflict(all_hold(you_attack, says="while you are the attacking player"))


_not_stronger_than_me = compared_to("military", "<=", dash=0)  # a dash counts as 0 ("Dash")


_glory_at_most_attackers = matching(is_defending, value_at_most("glory", attacking_characters),
                                    says="a defending character with glory no higher than the number of attackers")


_lion_with_military = matching(clan_is("lion"), with_skill("military"), says="a Lion character with a military value")


_other_participating_lion = matching(not_self, is_yours, clan_is("lion"), is_participating,
                                     says="each other participating Lion character you control")


_bushi_cost_3 = matching(trait_is("bushi"), printed_cost_at_most(3), says="a Bushi with printed cost 3 or lower")


def _source_of(g, e):
    """Who caused this event: ("ring", -1), ("card", player) or ("game", -1).
    The event's frame is found on the stack; a ring effect marks its frame
    with ``ring``; otherwise the nearest ability below it is its source (a
    window or framework step in between means the game caused it)."""
    stack = g.state.stack
    i = next((k for k in range(len(stack) - 1, -1, -1)
              if stack[k].get("step") == "events" and any(x is e for x in stack[k]["events"])), -1)
    if i < 0:
        return "game", -1
    if stack[i].get("ring"):
        return "ring", -1
    for k in range(i - 1, -1, -1):
        fr = stack[k]
        s = fr.get("step")
        if s == "lcg.ability":
            return "card", fr["player"]
        if s in ("window", "forced", "lcg.fw", "lcg.phase"):
            break
    return "game", -1


@phrase("a character you control is bowed by an opponent's card effect or a ring effect")
def _bowed_by_opponent_or_ring(g, ctx, e):
    st = g.state
    c = st.cards[e["card"]]
    if c.controller != ctx["player"] or c.zone != PLAY or not c.bowed:
        return False
    kind, who = _source_of(g, e)
    return kind == "ring" or (kind == "card" and who in opponents(st, ctx["player"]))


_my_honored_would_leave = would_leave_play(matching(is_yours, status_is("honored")),
                                           says="an honored character you control would leave play")


# ------------------------------------------------------------------ Obstinate Recruit
RECRUIT = "01-obstinate-recruit"


def _recruit_check(g):
    """Obstinate Recruit's constant ability (a state check): each unblanked
    recruit whose controller is less honorable than an opponent is
    discarded; interrupts cannot prevent it (Rules Reference "Constant
    Abilities"), so the event is marked ``unpreventable``."""
    st = g.state
    out = []
    for q in st.players:
        for u in q.play:
            c = st.cards[u]
            if c.cid != RECRUIT or not any(st.players[o].honor > q.honor for o in opponents(st, q.index)):
                continue
            if not is_blank(st, c) and not cannot(g, "discard", c):  # (one that cannot be discarded stays)
                out.append(ev("leaves_play", card=u, reason="discarded (Obstinate Recruit)",
                              unpreventable=True, instance=c.instance))
    return out





# ------------------------------------------------------------------ the cards
CARDS.card("01-akodo-gunso",
     Reaction("enter_play", RefillFaceup(), when=_from_province, text="refill that province faceup"),
     text="Pride. After it enters play from a province, refill that province faceup.")

CARDS.card("01-akodo-toturi",
     Reaction("claim_ring", ResolveClaimedRing(), when=yours_in("military", participating_self=True),
              text="resolve that ring's effect"),
     text="After you claim a ring in a military conflict it participates in, that ring's effect resolves.")

CARDS.card("01-deathseeker",
     Reaction("conflict_won", DiscardOrRemoveFate(), when=_lost_as_attacker,
              costs=(Sacrifice(who="self"),), target=Target(controller="opponent"),
              text="sacrifice it: discard an opponent's character with no fate, or remove 1 fate from it"),
     text="After it loses a conflict as an attacker, sacrifice it: an opponent's character is discarded "
          "if it has no fate, else loses 1 fate.")

CARDS.card("01-for-greater-glory",
     Reaction("break_province", Effect("place_fate", on=EachTrait("self", "participating", trait="bushi")),
              from_hand=True, when=yours_in("military"), limit=Limit(1, "conflict", per_title=True),
              text="place 1 fate on each participating Bushi you control"),
     text="After you break a province in a military conflict, 1 fate goes on each of your participating "
          "Bushi (max 1 per conflict).")

CARDS.card("01-guidance-of-the-ancestors",
     Action(PlayFromDiscard(), zone=CONFLICT_DISCARD, condition=_can_play_this_attachment,
            text="play it from your conflict discard pile"),
     text="+1/+1 attachment that can be played from your conflict discard pile.")

CARDS.card("01-honored-blade",
     Reaction("conflict_won", Effect("gain_honor", on="player"), when=_host_won, text="gain 1 honor"),
     text="Restricted weapon; after the attached character wins a conflict, gain 1 honor.")

CARDS.card("01-honored-general",
     Persistent("modify", on=_other_participating_lion, stat="military", value=1,
                condition=self_participating),
     Reaction("enter_play", Effect("honor", on="self"), when=event_is(card="self"), text="honor it"),
     text="While it participates, your other participating Lion characters get +1 military; "
          "honor it when it enters play.")

CARDS.card("01-ikoma-eiji",
     Reaction("conflict_won", PutIntoPlay(), when=_you_lost("political"),
              target=CardIn(zones=(DYNASTY_DISCARD, PROVINCES), test=_bushi_cost_3, enter_play=True),
              text="put a Bushi (printed cost 3 or less) into play from your dynasty discard or provinces"),
     text="After you lose a political conflict, put a Bushi with printed cost 3 or lower into play "
          "from your dynasty discard pile or provinces.")

CARDS.card("01-ikoma-prodigy",
     Reaction(("place_fate", "move_fate"), Effect("gain_honor", on="player"), when=_fate_placed_on_me,
              text="gain 1 honor"),
     text="After fate is placed on it, gain 1 honor.")

CARDS.card("01-kitsu-spiritcaller",
     Action(PutIntoPlay(into_conflict=True), costs=(Cost("bow_self"),), condition=during_conflict(),
            target=CardIn(zones=(DYNASTY_DISCARD, CONFLICT_DISCARD), enter_play=True, into_conflict=True),
            then=(ReturnToDeckLater(),),
            text="bow it: put a character from your discard piles into play in the conflict"),
     text="During a conflict, bow it: a character from your discard piles enters play in the conflict; "
          "if still in play when the conflict ends, it goes to the bottom of its deck.")

CARDS.card("01-lion-s-pride-brawler",
     Action(Effect("bow"), condition=attacking, target=Target(action="bow", test=_not_stronger_than_me),
            text="bow a character with military skill no higher than its own"),
     text="While attacking, bow a character whose military skill is equal to or lower than its own.")

CARDS.card("01-master-of-the-spear",
     Action(Effect("move_home"), condition=attacking,
            target=ChosenTarget(controller="your_opponent", where="participating", action="move_home",
                                chooser="opponent"),
            text="your opponent moves one of their participating characters home"),
     text="While attacking: your opponent chooses one of their participating characters and moves it home.")

CARDS.card("01-matsu-beiona",
     Reaction("enter_play", Effect("place_fate", on="self", amount=2), when=event_is(card="self"),
              condition=_three_other_bushi, text="place 2 fate on it"),
     text="After it enters play, if you control 3 or more other Bushi, place 2 fate on it.")

CARDS.card("01-obstinate-recruit",
     text="Is discarded whenever an opponent is more honorable than you (a constant ability).",
     hooks=(state_check(_recruit_check),))

CARDS.card("01-ready-for-battle",
     Reaction("bow", OnTriggerCard("ready"), from_hand=True, when=_bowed_by_opponent_or_ring,
              text="ready that character"),
     text="After an opponent's card effect or a ring effect bows your character, ready it.")

CARDS.card("01-staging-ground",
     Action(TurnFaceup(), condition=facedown_card_in_your_provinces,
            target=CardIn(zones=(PROVINCES,), card_type=None, facedown=True, count=2, up_to=True,
                          at_least=1),
            text="turn up to 2 facedown cards in your provinces faceup"),
     text="Holding (+1 strength): turn up to 2 facedown cards in your provinces faceup.")

CARDS.card("01-stand-your-ground",
     Interrupt("leaves_play", Instead((OnTriggerCard("discard_status"),)), would=True, from_hand=True,
               when=_my_honored_would_leave, text="discard its status token instead"),
     text="When your honored character would leave play, discard its status token instead.")

CARDS.card("01-steadfast-samurai",
     Reaction("phase_begin", Lasting((("type", "cannot"), ("actions", ("discard", "remove_fate"))),
                                     on="self", until="phase"),
              forced=True, when=event_is(phase="fate"), condition=_five_more_honor,
              text="it cannot be discarded or lose fate this phase"),
     text="Forced: when the fate phase begins, if you have 5+ more honor than an opponent, it cannot be "
          "discarded or lose fate this phase.")

CARDS.card("01-strength-in-numbers",
     Action(Effect("move_home"), from_hand=True, condition=_attacking_player,
            target=Target(where="participating", action="move_home", test=_glory_at_most_attackers),
            text="move home a defender with glory no higher than the number of attackers"),
     text="As the attacking player, send home a defender whose glory is at most the number of attackers.")

_participating_and_more_honorable = all_hold(
    self_participating, more_honorable_than_an_opponent,
    says="while this character is participating, if you are more honorable than an opponent")


CARDS.card("01-venerable-historian",
     Action(Effect("honor", on="self"),
            condition=_participating_and_more_honorable,
            text="honor it"),
     text="While participating, if you are more honorable than your opponent, honor it.")

CARDS.card("01-vengeful-oathkeeper",
     Reaction("conflict_won", PutIntoPlay(on="self"), zone=HAND, when=_you_lost("military"),
              text="put it into play from your hand"),
     text="After you lose a military conflict, put it into play from your hand.")

CARDS.card("01-way-of-the-lion",
     Action(Lasting((("type", "modify"), ("stat", "military"), ("op", "double_base"), ("value", 0))),
            from_hand=True, condition=during_conflict(), target=Target(test=_lion_with_military),
            text="double a Lion character's base military skill"),
     text="During a conflict, double a Lion character's base military skill until the conflict ends.")

CARDS.card("01-yojin-no-shiro",
     Action(Effect("modify", on=Each("self", "attacking"), amount=1, stat="military", until="conflict"),
            costs=(Cost("bow_self"),), condition=during_conflict(),
            text="bow: your attackers get +1 military this conflict"),
     text="During a conflict, bow it: each of your attacking characters gets +1 military until the "
          "conflict ends.")
