"""Cards of *Children of the Empire* (Dominion cycle deluxe expansion; FiveRingsDB
``children-of-the-empire``), second module: the pack's cards beside those of
:mod:`l5r.lcg.cards.children_of_the_empire`.

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. A card of this pack needs no code of its own (``custom`` in
``l5r lcg cards --coverage``).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import CONFLICT_DISCARD
from ..vocab import (
    UNLIMITED,
    Action,
    Cost,
    Each,
    Effect,
    Instead,
    Interrupt,
    ModifyBy,
    Persistent,
    PlayRestriction,
    Reaction,
    SetSkillsToPrinted,
    Target,
    during_conflict,
    event_is,
)
from ..vocab_attachments import ExtraUseOfAbility, PrintedAbilityTarget
from ..vocab_cards import OpponentMayResolveThis, RemoveFromGame, ShuffleHandAndDiscardIntoDeck
from ..vocab_duels import ChosenTarget
from ..vocab_play import PROVINCES, CardIn, DiscardedWhile, PlayAsIfInHand, PutIntoPlay
from ..vocab_rings import GloryCountLoserReturnsRings, attacking_ring_gains
from ..vocab_tokens import DiscardStatus, EachPlayerWithHonor, GiveCost, PlaceFateFromPool, RemoveAllFate
from .conditions import (
    attached_to,
    bid_lower_than_opponent,
    conflict_result,
    host_is,
    host_loses_conflict,
    host_participates_with_others,
    host_wins_conflict,
    is_participating,
    its_glory,
    more_honorable_than_an_opponent,
    not_this_card,
    printed_cost_at_most,
    status_is,
    your_dial_compared,
)

CARDS = CardTable()


CARDS.card("16-smuggling-deal",
     Action(ExtraUseOfAbility(until="round"), from_hand=True, costs=(GiveCost("honor", 1),),
            target=PrintedAbilityTarget(controller="self"),
            text="give your opponent 1 honor: an ability of a character of yours may be used once more this round"),
     text="Give an opponent 1 honor and choose a triggered ability on one of your characters: you may use it one "
          "more time this round (errata: or in the period its limit names).")

CARDS.card("16-hand-to-hand",
     # errata (Appendix IV): "If you do, ..." replaces "Then, ..." (the entry's quoted wording names
     # another sentence; the change it makes is the one of Sage of Gisei Toshi's: "then" -> "if you do")
     Action(Effect("discard"), from_hand=True, condition=during_conflict("military"),
            target=Target(card_type="attachment", test=attached_to(is_participating)),
            then=(OpponentMayResolveThis(),),
            text="discard an attachment on a participant; if you do, your opponent may do the same (and so on)"),
     text="During a military conflict, discard an attachment on a participating character; if you do, your "
          "opponent may resolve this ability in turn (errata: \"if you do\").")

CARDS.card("16-karmic-balance",
     PlayRestriction(your_dial_compared("equal", says="if your honor bid is equal to your opponent's")),
     Action(ShuffleHandAndDiscardIntoDeck(), Effect("draw", on="player", amount=4),
            Effect("draw", on="opponent", amount=4), RemoveFromGame(), from_hand=True,
            text="each player shuffles hand and conflict discard into the deck and draws 4; remove this card"),
     text="Play only while your honor dial equals your opponent's: every player shuffles their hand and conflict "
          "discard pile into their conflict deck and draws 4 cards; this card is then removed from the game.")

CARDS.card("16-solitary-strength",
     DiscardedWhile(host_participates_with_others),
     Reaction("conflict_won", Effect("gain_honor", on="player", amount=1), when=host_wins_conflict,
              text="gain 1 honor"),
     text="Air role only. It is discarded while its character takes part in a conflict beside another character "
          "of yours; after its character wins a conflict, gain 1 honor.")

CARDS.card("16-unmatched-expertise",
     # "cannot receive dishonored status tokens" (errata, Appendix IV): an ordinary character
     # cannot be dishonored (Appendix III); an honored one may still lose its honored token
     Persistent("cannot", on="host", actions=("dishonor",), condition=host_is(status_is("ordinary"))),
     Reaction("conflict_won", Effect("discard", on="self"), forced=True, when=host_loses_conflict,
              text="discard this attachment"),
     text="Fire role only. Its character cannot receive a dishonored status token (errata); forced: after its "
          "character loses a conflict, this attachment is discarded.")

CARDS.card("16-severed-from-the-stream",
     Action(GloryCountLoserReturnsRings(), from_hand=True,
            text="glory count: its loser returns every ring they have claimed"),
     text="Hold a glory count; whoever loses it returns all the rings in their claimed pool to the unclaimed pool.")

CARDS.card("16-subdue-the-spirits",
     Action(ModifyBy("skills", its_glory, on=Each("self", "participating")), from_hand=True,
            condition=during_conflict(also=more_honorable_than_an_opponent),
            text="each participating character of yours adds its glory to its skills this conflict"),
     text="During a conflict, if you have more honor than your opponent: until it ends, each of your participating "
          "characters adds its glory to its military and political skill (status modifiers still apply).")

CARDS.card("16-unmask",
     Action(DiscardStatus(), SetSkillsToPrinted(), Effect("gain_honor", on="target_controller", amount=2),
            from_hand=True,
            condition=during_conflict(also=your_dial_compared(
                "higher", says="if your honor bid is higher than your opponent's")),
            target=Target(where="participating"),
            text="discard a participant's status token and set its skills to printed; its controller gains 2 honor"),
     text="Void role only. During a conflict, if your honor dial is higher than your opponent's: a participating "
          "character loses its status token and has its printed skills until the conflict ends; its controller "
          "gains 2 honor.")

CARDS.card("16-prayers-to-ebisu",
     Action(EachPlayerWithHonor("lose_honor", 4, at_least=19), EachPlayerWithHonor("gain_honor", 4, at_most=6),
            Effect("draw", on="player", amount=1), from_hand=True,
            text="players with 19+ honor lose 4, players with 6 or less gain 4; draw 1 card"),
     text="Every player with 19 or more honor loses 4 honor and every player with 6 or fewer gains 4; then you draw "
          "a card.")

CARDS.card("16-leniency",
     Interrupt("ring_effect", Instead((PutIntoPlay(),)), would=True, from_hand=True, when=event_is(player="you"),
               target=CardIn(zones=(PROVINCES,), test=printed_cost_at_most(2), enter_play=True),
               text="instead of that ring effect, put a character of printed cost 2 or less from a province into play"),
     text="Air role only. When you would resolve a ring effect, instead put into play a character with printed cost "
          "2 or lower from one of your provinces.")

CARDS.card("16-unveiled-destiny",
     attacking_ring_gains("role", on="host"),
     text="Seeker role only. While its character attacks, the contested ring also has your role's element (if it "
          "wins as attacker, you choose which of the ring's effects to resolve).")

CARDS.card("16-the-fires-of-justice",
     Reaction("conflict_won", from_hand=True, when=conflict_result("win", type_="military"),
              target=ChosenTarget(chooser="opponent", controller="chooser", where="participating"),
              select=(("remove all fate from that character", (RemoveAllFate(),)),
                      ("move any amount of fate from your opponent's fate pool onto that character",
                       (PlaceFateFromPool(source="opponent", on="target", any_amount=True),))),
              text="your opponent picks a participant of theirs: it loses all its fate, or gets fate from their pool"),
     text="Void role only. After you win a military conflict, your opponent chooses one of their participating "
          "characters; you pick: it loses all its fate, or you move as much fate as you like from your opponent's "
          "pool onto it.")

CARDS.card("16-kujira-s-hireling",
     Action(costs=(Cost("fate", 1),), any_player=True, limit=UNLIMITED,
            select=(("+1 military and +1 political until the end of the phase",
                     (Effect("modify", on="self", amount=1, stat="skills", until="phase"),)),
                    ("-1 military and -1 political until the end of the phase",
                     (Effect("modify", on="self", amount=-1, stat="skills", until="phase"),))),
            text="spend 1 fate: +1/+1 or -1/-1 this phase (any player may use it)"),
     text="Any player may spend 1 fate to give it +1 military and +1 political, or -1 military and -1 political, "
          "until the end of the phase (no limit).")

CARDS.card("16-warm-welcome",
     PlayRestriction(bid_lower_than_opponent),
     Action(PlayAsIfInHand(after="deck_bottom"), from_hand=True,
            target=CardIn(zones=(CONFLICT_DISCARD,), card_type=None, test=not_this_card),
            text="play a card from your conflict discard pile as if from hand (an event then goes to the deck bottom)"),
     text="Play only while your honor dial is lower than an opponent's: play a card of your conflict discard pile as "
          "if it were in your hand; if it is an event, it then goes to the bottom of your conflict deck.")
