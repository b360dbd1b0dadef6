"""Cards of *Underhand of the Emperor* (Dominion cycle dynasty pack; FiveRingsDB
``underhand-of-the-emperor``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words.
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import HAND
from ..vocab import (
    UNLIMITED,
    Action,
    Cost,
    Effect,
    IfTarget,
    Instead,
    Interrupt,
    Lasting,
    Limit,
    ModifyBy,
    Persistent,
    PlayRestriction,
    Reaction,
    Target,
    duel_target,
    during_conflict,
    event_is,
    not_in_conflict,
)
from ..vocab_cards import DishonorCost, FatePerHonorPaid, LookAndTake, LoseHonorUpTo, MatchDial
from ..vocab_duels import Challenge
from ..vocab_moves import MoveHome
from ..vocab_play import PROVINCES, CardIn, PutIntoPlay, discarded_at_zero
from ..vocab_rings import participating_glory
from ..vocab_tokens import DiscardStatus
from .conditions import (
    a_participant,
    all_of,
    attached_to,
    attacking,
    defending,
    dial_difference,
    event_card,
    every,
    honor_at_most,
    is_character,
    is_dishonored,
    is_participating,
    is_yours,
    less_honorable_than_an_opponent,
    more_honorable_than_an_opponent,
    more_than_an_opponent,
    not_self,
    plays_card,
    trait_is,
    would_lose_last_honor,
    you_control_count,
    you_play_this,
    your_dial_compared,
)

CARDS = CardTable()


_six_or_fewer = honor_at_most(6)


CARDS.card("15-kyuden-bayushi",
     Action(Effect("ready"),
            IfTarget(_six_or_fewer, (Effect("modify", amount=1, stat="skills", until="phase"),)),
            costs=(Cost("bow_self"),), target=Target(controller="self", test=is_dishonored),
            text="bow it: ready a dishonored character of yours (+1/+1 this phase with 6 or fewer honor)"),
     text="Bow this stronghold: ready a dishonored character you control; if you have 6 honor or less, it also "
          "gets +1 military and +1 political until the phase ends.")

CARDS.card("15-brother-s-gift-dojo",
     Action(MoveHome(), costs=(Cost("honor", 1),), condition=during_conflict(), limit=Limit(2, "round"),
            target=Target(controller="self", where="participating", action="move_home"),
            text="lose 1 honor: send a participating character of yours home"),
     text="During a conflict, lose 1 honor to send home a participating character you control (twice per round).")

CARDS.card("15-court-of-deception",
     Action(DiscardStatus(), condition=_six_or_fewer,
            target=Target(controller="self", where="home", test=is_dishonored),
            text="discard the status token of a dishonored character of yours at home"),
     text="With 6 honor or less: a dishonored character you control at home loses its status token.")

CARDS.card("15-liar-s-mask",
     PlayRestriction(_six_or_fewer),
     Action(DiscardStatus(on="host"), text="discard the attached character's status token"),
     text="Play only with 6 honor or less. The attached character loses its status token.")

CARDS.card("15-doji-fumiki",
     Action(Effect("bow"), conflict="any", target=Target(where="participating", action="bow", test=is_dishonored),
            text="bow a dishonored participating character"),
     text="While it participates in a conflict, bow a dishonored participating character.")

CARDS.card("15-seppun-truthseeker",
     Interrupt("leaves_play", Effect("draw", on="player", amount=2), Effect("draw", on="opponent", amount=2),
               forced=True, would=True, when=event_is(card="self"), text="each player draws 2 cards"),
     text="Forced: when it would leave play, every player draws 2 cards.")

CARDS.card("15-insolent-rival",
     Persistent("modify", stat="skills", value=2,
                condition=your_dial_compared("higher", "any", says="while your honor dial shows a higher bid than "
                                                                    "an opponent's")),
     Action(Challenge("military", loser="dishonor"), conflict="any", target=duel_target("military"),
            text="military duel against a participant of an opponent; dishonor the loser"),
     text="+2 military and +2 political while your honor dial is higher than an opponent's. While it participates, "
          "challenge a participating opposing character to a military duel; the loser is dishonored.")

CARDS.card("15-opium-wastrel",
     PlayRestriction(less_honorable_than_an_opponent),
     Reaction("enter_play", Lasting((("type", "modify"), ("op", "set"), ("stat", "glory"), ("value", 0))),
              when=event_is(card="self"), condition=during_conflict(), target=Target(where="participating"),
              text="a participating character's glory is 0 this conflict"),
     text="Play only while an opponent has more honor than you. After it enters play during a conflict, a "
          "participating character has its glory set to 0 until the conflict ends.")

CARDS.card("15-yasuki-oguri",
     Reaction("card_played", Effect("modify", "self", 1, "military"), Effect("modify", "self", 1, "political"),
              when=plays_card("opponent", event=True), condition=defending, limit=UNLIMITED,
              text="+1 military and +1 political this conflict"),
     text="Covert. After an opponent plays an event during a conflict it defends in, it gets +1 military and "
          "+1 political until the conflict ends (unlimited).")

CARDS.card("15-stolen-breath",
     PlayRestriction(not_in_conflict),
     Persistent("cannot", on="host", actions=("participate_political",)),
     text="Cannot be played during a conflict. The attached character cannot take part in political conflicts.")

CARDS.card("15-bayushi-aramoro",
     Action(Effect("modify", amount=-2, stat="military"), discarded_at_zero("military"), conflict="military",
            costs=(DishonorCost(own=True),), target=Target(controller="opponent", where="participating"),
            text="dishonor it: an opposing participant gets -2 military and is discarded at 0 military "
                 "this conflict"),
     text="While it takes part in a military conflict, dishonor it: until the conflict ends, a participating "
          "opposing character gets -2 military and is discarded whenever its military skill is 0.")

CARDS.card("15-shosuro-takao",
     Action(condition=a_participant(is_dishonored),
            select=(("move this character to the conflict", (Effect("move_to_conflict", on="self"),)),
                    ("move this character home", (MoveHome(on="self"),))),
            text="move this character in or out of the conflict"),
     text="While a dishonored character takes part in a conflict, move this character into it or home from it.")

CARDS.card("15-soshi-aoi",
     Action(costs=(Cost("honor", 1),), target=Target(controller="self"),
            select=(("+1 military and the Bushi trait this phase",
                     (Effect("modify", amount=1, stat="military", until="phase"),
                      Lasting((("type", "gain_trait"), ("keyword", "bushi")), until="phase"))),
                    ("+1 political and the Courtier trait this phase",
                     (Effect("modify", amount=1, stat="political", until="phase"),
                      Lasting((("type", "gain_trait"), ("keyword", "courtier")), until="phase")))),
            text="lose 1 honor: a character of yours gets +1 military and Bushi, or +1 political and Courtier, "
                 "this phase"),
     text="Lose 1 honor: until the phase ends, a character you control gets either +1 military and the Bushi "
          "trait or +1 political and the Courtier trait.")

CARDS.card("15-alibi-artist",
     Action(LookAndTake(2, 1, "conflict"), condition=_six_or_fewer,
            text="look at your top 2 conflict cards: one to your hand, the other to the bottom"),
     text="With 6 honor or less: look at the top 2 cards of your conflict deck; one goes to your hand, the other "
          "to the bottom of the deck.")

CARDS.card("15-kitsuki-shomon",
     # Appendix IV errata: "If you do, ready this character" (replaces "Then, ...")
     Interrupt("dishonor", Instead((Effect("dishonor", on="self"),)), then=(Effect("ready", on="self"),),
               would=True, when=event_card(all_of(is_yours, not_self, is_character)),
               text="dishonor this character instead; if you do, ready it"),
     text="When another character you control would be dishonored, this character is dishonored instead; if it "
          "is, ready it.")


_minus_dials = dial_difference(-1)

CARDS.card("15-make-an-opening",
     Action(ModifyBy("military", _minus_dials, on="target"), ModifyBy("political", _minus_dials, on="target"),
            from_hand=True,
            condition=you_control_count(is_participating, says="during a conflict in which you control a "
                                                                "participating character"),
            target=Target(controller="opponent", where="participating"),
            text="an opposing participant gets -X military and -X political, X the difference of the dials"),
     text="During a conflict with a participating character of yours: a participating opposing character gets -X "
          "military and -X political until the conflict ends, X being how far apart your and your opponent's "
          "honor dials are.")

CARDS.card("15-support-of-the-scorpion",
     text="Role. Deckbuilding: +8 influence, which the deck may spend on Scorpion cards only "
          "(l5r.lcg.deckbuilding.support_clan).")

CARDS.card("15-utaku-tetsuko",
     Persistent("cost", on="opponents", value=1, zone="hand", condition=attacking),
     text="While it attacks, opponents pay 1 more fate to play each card from their hand.")

CARDS.card("15-bayushi-collector",
     Action(Effect("discard"), DiscardStatus(on="target_host"),
            target=Target(card_type="attachment", test=attached_to(is_dishonored)),
            text="discard an attachment on a dishonored character and that character's status token"),
     text="Choose an attachment on a dishonored character: discard it and that character's status token.")

CARDS.card("15-from-the-shadows",
     PlayRestriction(less_honorable_than_an_opponent),
     Action(PutIntoPlay(into_conflict=True, status=-1), from_hand=True, condition=during_conflict(),
            target=CardIn(zones=(HAND, PROVINCES), test=trait_is("shinobi"), enter_play=True, into_conflict=True),
            text="put a Shinobi character from your hand or provinces into play in the conflict, dishonored"),
     text="Play only while an opponent has more honor than you. During a conflict, a Shinobi character from your "
          "hand or provinces enters play in the conflict, dishonored.")

CARDS.card("15-akodo-kage",
     Reaction("bids_revealed", MatchDial(),
              condition=every(your_dial_compared("lower", says="if your honor dial is lower than your opponent's"),
                              more_honorable_than_an_opponent),
              text="set your opponent's honor dial to the number on yours"),
     text="After honor dials are revealed, if yours is lower than your opponent's and you have more honor than "
          "that player, their dial is set to the number on yours.")

CARDS.card("15-asako-maezawa",
     Action(Lasting((("type", "modify"), ("stat", "political"), ("op", "double_base"), ("value", 0))), conflict="any",
            condition=more_than_an_opponent(participating_glory, says="if you count more glory than your opponent "
                                                                       "among ready participating characters"),
            target=Target(where="participating"),
            text="double a participant's base political skill this conflict"),
     text="While it participates, if your ready participants have more glory than your opponent's: a participating "
          "character has its base political skill doubled until the conflict ends.")

CARDS.card("15-duty",
     Interrupt(("lose_honor", "transfer_honor"), Effect("cancel"), then=(Effect("gain_honor", on="player"),),
               would=True, from_hand=True, when=would_lose_last_honor,
               text="cancel the loss of your last honor, then gain 1 honor"),
     text="Limit 1 per deck. When an ability, a ring effect or a framework step would take your last honor, "
          "cancel that and gain 1 honor.")

CARDS.card("15-ignoble-enforcers",
     Reaction("card_played", FatePerHonorPaid(0), costs=(LoseHonorUpTo(3),), when=you_play_this,
              text="lose up to 3 honor: 1 fate on it for each honor lost"),
     text="After you play it, you may lose 1 to 3 honor to put that much fate on it.")
