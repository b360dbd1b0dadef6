"""Neutral cards of the Core Set: events, provinces, holdings and characters.

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and the
topic modules ``vocab_cards``, ``vocab_moves``, ``vocab_play``, ``vocab_rings``,
``vocab_tokens``); ``text`` is
a one-line description in the project's own words. Effects no shared module
offers yet are private helpers here (marked "private helper").
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import phrase
from ...engine.names import possessive
from ..abilities import CardTable
from ..actions import ev
from ..model import FACTS, cannot, has_trait, opponent, participating, skill, yours
from ..phases import bid_value
from ..state import DYNASTY_DISCARD, ELEMENTS, IN_PROVINCE
from ..vocab import (
    Ability, Action, Cost, Effect, Limit, Persistent, PlayRestriction, Reaction, Target, can_affect,
    during_conflict, event_is,
)
from ..vocab_cards import (
    ChooseAndApply, DiscardAtRandom, DishonorCost, MayResolveAgain, OpponentSelects, SearchDeck, SelectNow,
    choose_frame, pick_one,
)
from ..vocab_moves import note_conflict_type
from ..vocab_play import PROVINCES, CardIn, PutIntoPlay
from ..vocab_rings import SwitchConflictType, SwitchContestedRing
from ..vocab_tokens import Sacrifice
from .conditions import at_this_province, can_take_fate, during_phase, is_attacking, less_skill_than_your_participant, matching, printed_cost_at_least, you_claim_role_ring, your_dial_compared, yours_in

CARDS = CardTable()


def _name(g, uid: int) -> str:
    return FACTS[g.state.cards[uid].cid].name


@phrase("that can be honored or dishonored")
def _honorable_or_dishonorable(g, ctx, c) -> bool:
    return can_affect(g, "honor", c, ctx) or can_affect(g, "dishonor", c, ctx)


@dataclass(frozen=True)
class HonorOneDishonorOther:
    """"Honor one of the chosen characters and dishonor the other": which is
    which is decided on resolution (Appendix III, Shameful Display); each
    part may fail alone, but the pick must change something (private helper)."""

    def describe(self) -> str:
        return "honor one of them and dishonor the other"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        ts = [u for u in ctx.get("targets", []) if participating(st, st.cards[u])]
        if len(ts) != 2:
            opts = [[f"Honor {_name(g, u)}", [ev("honor", card=u)]] for u in ts
                    if can_affect(g, "honor", st.cards[u], ctx)]
            opts += [[f"Dishonor {_name(g, u)}", [ev("dishonor", card=u)]] for u in ts
                     if can_affect(g, "dishonor", st.cards[u], ctx)]
        else:
            opts = []
            for h, d in ((ts[0], ts[1]), (ts[1], ts[0])):
                evs = []
                if can_affect(g, "honor", st.cards[h], ctx):
                    evs.append(ev("honor", card=h))
                if can_affect(g, "dishonor", st.cards[d], ctx):
                    evs.append(ev("dishonor", card=d))
                opts.append([f"Honor {_name(g, h)}, dishonor {_name(g, d)}", evs])
        f = pick_one(ctx["player"], f"{_name(g, ctx['card'])}: honor which character?", opts, context="select")
        if f is not None:
            g.push(f)
        return []


@dataclass(frozen=True)
class TargetAction:
    """A game action on the chosen target that "could change the game state"
    only if it can affect that target (private helper: an option of "select
    one" must be able to change something, Rules Reference "Select")."""

    action: str

    def could_change(self, g, ctx) -> bool:
        st = g.state
        return any(can_affect(g, self.action, st.cards[u], ctx) for u in ctx.get("targets", []))

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        return [ev(self.action, card=u) for u in ctx.get("targets", [])
                if participating(st, st.cards[u]) and can_affect(g, self.action, st.cards[u], ctx)]


@dataclass(frozen=True)
class OpponentDiscardsPerAttacker:
    """"Your opponent chooses and discards X cards from his or her hand, X =
    the number of attacking characters" (private helper)."""

    def describe(self) -> str:
        return "your opponent chooses and discards a card from hand for each attacking character"

    def _n(self, g, ctx) -> int:
        st = g.state
        cf = st.conflict
        x = len(cf.attackers) if cf is not None else 0
        return min(x, len(st.players[opponent(st, ctx["player"])].hand))

    def could_change(self, g, ctx) -> bool:
        return self._n(g, ctx) > 0

    def events(self, g, ctx) -> list[dict]:
        n = self._n(g, ctx)
        if n:
            q = opponent(g.state, ctx["player"])
            g.push(choose_frame(g, q, list(g.state.players[q].hand), "discard_from_hand", count=n,
                                prompt=f"{_name(g, ctx['card'])}: choose {n} card(s) to discard from your hand"))
        return []


@dataclass(frozen=True)
class ModifyBid:
    """"Increase or decrease the value of your bid by 1 (to a minimum of 0)":
    a bid modifier; the dial itself is not turned (Rules Reference "Bid
    Value") (private helper)."""

    value: int

    def describe(self) -> str:
        return f"{'increase' if self.value > 0 else 'decrease'} your bid by {abs(self.value)}"

    def could_change(self, g, ctx) -> bool:
        return self.value > 0 or bid_value(g.state, ctx["player"]) > 0

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        p = ctx["player"]
        st.lasting.append({"type": "bid_modifier", "player": p, "value": self.value, "until": "round",
                           "source": ctx["card"], "targets": []})
        g.log(f"{possessive(st.players[p].name)} bid is now worth {bid_value(st, p)}.")
        return []


# ------------------------------------------------------------------ private helpers: moves and switches
def _side_cannot(g, p: int, c) -> bool:
    """Is ``c`` barred from participating in the current conflict on the side
    of ``p`` (as an attacker or defender)? Not by "cannot be declared as an
    attacker/defender" (``attack``/``defend``): a card effect may still move it
    in (rulings: Hiruma Yōjimbō, Aggressive Moto; RRG 3.2, 3.2.1)."""
    cf = g.state.conflict
    side = "attack" if yours(g.state, p, cf.attacker) else "defend"  # (team conquest: a team's side)
    return cannot(g, f"participate_as_{side}er", c)


@phrase("that could join the conflict")
def _could_join(g, ctx, c) -> bool:
    """A card out of play that could be put into play in the current conflict
    on its controller's side: its own constant abilities count as if it were
    in play (Charge! ruling: no dash, no "cannot participate"; "cannot be
    declared" does not bar it: rulings of Hiruma Yōjimbō and Aggressive Moto)."""
    st = g.state
    cf = st.conflict
    p = ctx["player"]
    if cf is None or skill(st, c, cf.type) is None:
        return False
    side = "attack" if yours(g.state, p, cf.attacker) else "defend"  # (team conquest: a team's side)
    barred = {"participate", f"participate_{cf.type}", f"participate_as_{side}er"}
    d = g.rules.cards.get(c.cid)
    for ab in d.persistent if d is not None else ():
        if ab.type == "cannot" and ab.on == "self" and barred & set(ab.actions) and \
                (ab.condition is None or ab.condition(g, {"player": p, "card": c.uid})):
            return False
    return True


@phrase("you control, that can move to or from the conflict")
def _movable(g, ctx, c) -> bool:
    """Favorable Ground: a character you control that can move home, or to
    the conflict (not if it could not participate there)."""
    if participating(g.state, c):
        return can_affect(g, "move_home", c, ctx)
    return can_affect(g, "move_to_conflict", c, ctx) and not _side_cannot(g, c.controller, c)


@dataclass(frozen=True)
class MoveToOrFromConflict:
    """"Move that character to the conflict or home from the conflict" (private helper)."""

    def describe(self) -> str:
        return "move it to the conflict, or home from the conflict"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        out = []
        for u in ctx.get("targets", []):
            c = st.cards[u]
            if participating(st, c):
                out.append(ev("move_home", card=u))
            elif can_affect(g, "move_to_conflict", c, ctx):
                out.append(ev("move_to_conflict", card=u))
        return out


@dataclass(frozen=True)
class SwitchTypeNoted(SwitchConflictType):
    """Switch the conflict type, recording the new type as occurring this
    round (as :mod:`l5r.lcg.vocab_moves` asks of such effects) (private helper)."""

    def describe(self) -> str:
        return "switch the conflict type"

    def events(self, g, ctx) -> list[dict]:
        cf = g.state.conflict
        if cf is None:
            return []
        note_conflict_type(g, "political" if cf.type == "military" else "military")
        return super().events(g, ctx)


# ------------------------------------------------------------------ private helpers: zones and conditions
@dataclass(frozen=True)
class FromDiscardOrProvinces(Ability):
    """A triggered ability usable while its card is in its owner's dynasty
    discard pile or faceup in one of their provinces (private helper)."""

    def usable_from(self, g, p, c, gained: bool = False) -> bool:
        return c.owner == p and self.may_be_usable(g, c)

    def may_be_usable(self, g, c, as_if=None) -> bool:
        return c.zone == DYNASTY_DISCARD or (c.zone == IN_PROVINCE and not c.facedown)

    def user(self, c) -> int:
        return c.owner





_claimed_role_ring = you_claim_role_ring


def _controls_participating(trait: str):
    def cond(g, ctx) -> bool:
        st = g.state
        cf = st.conflict
        return cf is not None and any(st.cards[u].controller == ctx["player"] and has_trait(st, st.cards[u], trait)
                                      for u in cf.attackers + cf.defenders)
    return cond





_bid_lower_than_an_opponent = your_dial_compared("lower", "any", says="if your honor bid is lower than an opponent's")


_printed_cost_3_or_more = matching(printed_cost_at_least(3), can_take_fate, says="printed cost 3 or higher")


_attacking = is_attacking


_in_conflict_phase = during_phase("conflict")


def _court_games_possible(g, ctx) -> bool:
    return any(e.could_change(g, ctx) for _, effs in _COURT_GAMES for e in effs)


_COURT_GAMES = (
    ("honor a participating character you control", (ChooseAndApply("honor", "player", "participating"),)),
    ("your opponent dishonors a participating character they control",
     (ChooseAndApply("dishonor", "opponent", "participating"),)),
)


# ------------------------------------------------------------------ events
CARDS.card("01-banzai",
     Action(MayResolveAgain((Effect("modify", amount=2, stat="military"),), pay="lose_honor", context="banzai"),
            from_hand=True, condition=during_conflict(), target=Target(where="participating"),
            limit=Limit(1, "conflict", per_title=True), text="+2 military to a participating character"),
     text="During a conflict, a participating character gets +2 military; lose 1 honor to do it a second "
          "time (max 1 per conflict).")

CARDS.card("01-charge",
     Action(PutIntoPlay(into_conflict=True), from_hand=True, condition=during_conflict("military"),
            target=CardIn(zones=(PROVINCES,), enter_play=True, into_conflict=True, test=_could_join),
            text="put a character from your provinces into play in the conflict"),
     text="During a military conflict, put a character from one of your provinces into play in the conflict.")

CARDS.card("01-contingency-plan",
     Reaction("bids_revealed", from_hand=True,
              select=(("increase your bid by 1", (ModifyBid(1),)),
                      ("decrease your bid by 1", (ModifyBid(-1),))),
              text="change your bid by 1"),
     text="After honor dials are revealed, raise or lower your bid's value by 1 (not below 0).")

CARDS.card("01-court-games",
     Action(from_hand=True, condition=during_conflict("political", also=_court_games_possible),
            select=_COURT_GAMES, limit=Limit(1, "conflict", per_title=True),
            text="honor your participant, or your opponent dishonors theirs"),
     text="During a political conflict, choose: honor a participating character of yours, or your opponent "
          "dishonors one of theirs (max 1 per conflict).")

CARDS.card("01-for-shame",
     Action(OpponentSelects((("dishonor the chosen character", (TargetAction("dishonor"),)),
                             ("bow the chosen character", (TargetAction("bow"),)))), from_hand=True,
            condition=during_conflict(also=_controls_participating("courtier")),
            target=Target(controller="your_opponent", where="participating", test=lambda g, ctx, c:
                          can_affect(g, "dishonor", c, ctx) or can_affect(g, "bow", c, ctx)),
            text="your opponent dishonors or bows a participating character"),
     text="During a conflict, with a participating Courtier: choose an opponent's participating character; "
          "they dishonor it or bow it.")

CARDS.card("01-good-omen",
     PlayRestriction(_bid_lower_than_an_opponent),
     Action(Effect("place_fate"), from_hand=True, target=Target(test=_printed_cost_3_or_more),
            text="place 1 fate on a character with printed cost 3+"),
     text="Only if your honor bid is lower than an opponent's: place 1 fate on a character with printed "
          "cost 3 or more.")

def _send_home_weaker(trait: str, stat: str) -> Action:
    """During a conflict: move home an opponent's character whose ``stat`` skill is lower than a
    participating <trait> character you control (Outwit, Rout)."""
    return Action(Effect("move_home"), from_hand=True, condition=during_conflict(),
                  target=Target(controller="opponent", action="move_home",
                                test=less_skill_than_your_participant(trait, stat)),
                  text=f"send home an opponent's character with less {stat} than your {trait.capitalize()}")


CARDS.card("01-outwit", _send_home_weaker("courtier", "political"),
     text="During a conflict, move home an opponent's character whose political skill is lower than that of a "
          "participating Courtier you control.")

CARDS.card("01-rout", _send_home_weaker("bushi", "military"),
     text="During a conflict, move home an opponent's character whose military skill is lower than that of a "
          "participating Bushi you control.")

CARDS.card("01-spies-at-court",
     Reaction("conflict_won", DiscardAtRandom(2, "opponent"), from_hand=True, when=yours_in("political"),
              costs=(DishonorCost(where="participating"),), limit=Limit(1, "conflict", per_title=True),
              text="dishonor your participant: opponent discards 2 random cards"),
     text="After you win a political conflict, dishonor one of your participating characters: your opponent "
          "discards 2 random cards (max 1 per conflict).")

# ------------------------------------------------------------------ provinces
CARDS.card("01-elemental-fury",
     Reaction("province_revealed",
              SelectNow(tuple((f"switch with the {el} ring", (SwitchContestedRing(el),)) for el in ELEMENTS)),
              when=event_is(card="self"), text="switch the contested ring"),
     text="After this province is revealed, swap the contested ring for an unclaimed ring (same conflict type).")

CARDS.card("01-fertile-fields",
     Action(Effect("draw", on="player"), condition=at_this_province, text="draw 1 card"),
     text="During a conflict here: draw 1 card.")

CARDS.card("01-manicured-garden",
     Action(Effect("gain_fate", on="player"), condition=at_this_province, text="gain 1 fate"),
     text="During a conflict here: gain 1 fate.")

CARDS.card("01-meditations-on-the-tao",
     Action(Effect("remove_fate"), condition=at_this_province,
            target=Target(where="participating", action="remove_fate", test=_attacking),
            text="remove 1 fate from an attacking character"),
     text="During a conflict here: remove 1 fate from an attacking character.")

CARDS.card("01-night-raid",
     Reaction("province_revealed", OpponentDiscardsPerAttacker(), when=event_is(card="self"),
              text="your opponent discards a card per attacker"),
     text="After this province is revealed, the attacker discards cards of their choice from hand, one per "
          "attacking character.")

CARDS.card("01-pilgrimage",
     Persistent("cancel_ring_effects", on="controller", condition=at_this_province),
     text="Ring effects are cancelled during conflicts at this province (not once it is broken).")

CARDS.card("01-rally-to-the-cause",
     Reaction("province_revealed", SwitchTypeNoted(), when=event_is(card="self"),
              text="switch the conflict type"),
     text="After this province is revealed, switch the conflict type (the ring stays).")

CARDS.card("01-shameful-display",
     Action(HonorOneDishonorOther(), condition=at_this_province,
            target=Target(where="participating", count=2, test=_honorable_or_dishonorable),
            text="honor one participating character and dishonor another"),
     text="During a conflict here: choose 2 participating characters, honor one and dishonor the other.")

# ------------------------------------------------------------------ holdings
CARDS.card("01-favorable-ground",
     Action(MoveToOrFromConflict(), costs=(Sacrifice("self"),), condition=during_conflict(),
            target=Target(controller="self", test=_movable),
            text="sacrifice: move your character to or from the conflict"),
     text="During a conflict, sacrifice it: move one of your characters into the conflict or home.")

CARDS.card("01-imperial-storehouse",
     Action(Effect("draw", on="player"), costs=(Sacrifice("self"),), text="sacrifice: draw 1 card"),
     text="Sacrifice it: draw 1 card.")

# ------------------------------------------------------------------ characters
CARDS.card("01-keeper-initiate",
     FromDiscardOrProvinces("reaction", effects=(PutIntoPlay(on="self"),), triggers=("claim_ring",),
                            timing="reaction", when=_claimed_role_ring,
                            then=(Effect("place_fate", on="self"),),
                            text="put it into play, then place 1 fate on it"),
     text="After you claim your role's ring, put it into play from your dynasty discard pile or a province, "
          "then place 1 fate on it.")

CARDS.card("01-miya-mystic",
     Action(Effect("discard"), costs=(Sacrifice("self"),), condition=_in_conflict_phase,
            target=Target(card_type="attachment"), text="sacrifice: discard an attachment"),
     text="During the conflict phase, sacrifice it: discard an attachment.")

CARDS.card("01-seeker-initiate",
     Reaction("claim_ring", SearchDeck(top=5), when=_claimed_role_ring,
              text="search the top 5 conflict cards for a card"),
     text="After you claim your role's ring, take a card from the top 5 of your conflict deck, then shuffle.")

CARDS.card("01-wandering-ronin",
     Action(Effect("modify", on="self", amount=2, stat="skills"), costs=(Cost("remove_fate_self"),),
            condition=during_conflict(), limit=Limit(2, "conflict"),
            text="remove 1 fate: +2/+2 this conflict"),
     text="During a conflict, remove 1 fate from it: +2 military and +2 political until the conflict ends "
          "(twice per conflict).")
