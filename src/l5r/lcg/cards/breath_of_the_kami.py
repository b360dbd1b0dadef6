"""Cards of *Breath of the Kami* (Elemental cycle, pack 1; FiveRingsDB ``breath-of-the-kami``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. A card of this pack needs no code of its own (``custom`` in
``l5r lcg cards --coverage``).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import (
    UNLIMITED,
    Action,
    AttachTo,
    Cost,
    Each,
    Effect,
    IfTarget,
    Interrupt,
    Lasting,
    Limit,
    Persistent,
    Reaction,
    Target,
    during_conflict,
    event_is,
)
from ..vocab_attachments import AttachedReaction, PlayAsAttachment
from ..vocab_cards import DiscardTopOfDeck, GuessDial, ReturnToHand, SearchDeck, SelectNow
from ..vocab_duels import ChosenTarget
from ..vocab_moves import AdditionalConflict
from ..vocab_rings import ReturnRing, claimed_element, claimed_ring_of_type, you_claim_ring
from ..vocab_tokens import Sacrifice
from .conditions import (
    all_of,
    any_of,
    any_trait,
    attacking,
    can_be,
    conflict_result,
    during_phase,
    either,
    entered_play_from,
    every,
    glory_at_least,
    host_declared,
    in_unbroken_province,
    non_unique,
    opponent_declares_against,
    player_loses_honor,
    plays_card,
    printed_cost_at_most,
    self_participating,
    status_is,
    trait_is,
    without_holding,
    you_control_participants,
    you_have_role,
)

CARDS = CardTable()


CARDS.card("09-hisu-mori-toride",
     Reaction("conflict_won", AdditionalConflict("military"),
              costs=(Cost("bow_self"), Sacrifice(test=trait_is("bushi"))),
              when=conflict_result("win", type_="military", by=5),
              text="bow it and sacrifice a Bushi: you may declare an additional military conflict this phase"),
     text="After you win a military conflict by 5 or more skill, bow this stronghold and sacrifice one of your "
          "Bushi: you may declare one more military conflict this phase.")

CARDS.card("09-sacred-sanctuary",
     Reaction("conflict_declared", Effect("ready"),
              Lasting((("type", "cannot"), ("actions", ("bow_by_opponent_card", "bow_by_resolution")))),
              when=event_is(province="self"), target=Target(controller="self", test=trait_is("monk")),
              text="ready a Monk of yours; opponents' effects and the conflict's resolution cannot bow it "
                   "this conflict"),
     text="After a conflict is declared against this province, ready one of your Monks; until the conflict ends "
          "it cannot be bowed by opponents' card effects nor by the conflict's resolution.")

CARDS.card("09-demonstrating-excellence",
     Persistent("modify", stat="strength", value=2, condition=you_have_role("air")),
     Interrupt("break_province", Effect("gain_fate", on="player", amount=1), Effect("draw", on="player", amount=1),
               when=event_is(card="self"), text="gain 1 fate and draw 1 card"),
     text="+2 strength while your role is an Air role. When this province is broken, gain 1 fate and draw a card.")

CARDS.card("09-third-tower-guard",
     Persistent("modify", stat="military", value=2,
                condition=either(claimed_element("earth"), claimed_element("water"))),
     text="+2 military while the Earth ring or the Water ring is in your claimed ring pool.")

CARDS.card("09-hiruma-outpost",
     Reaction("conflict_declared", Effect("lose_honor", on="opponent", amount=1), condition=in_unbroken_province,
              when=opponent_declares_against(without_holding), text="that opponent loses 1 honor"),
     text="While its province is unbroken: after an opponent declares a conflict against a province with no "
          "holding in it, that opponent loses 1 honor.")

CARDS.card("09-fu-sui-disciple",
     Action(SelectNow((("honor it", (Effect("honor"),)), ("dishonor it", (Effect("dishonor"),)))),
            target=ChosenTarget(controller="chooser", chooser="claimed:air",
                                test=all_of(status_is("ordinary"), can_be("honor", "dishonor"))),
            text="the Air ring's holder chooses an ordinary character of theirs; you honor or dishonor it"),
     text="The player with the Air ring in their claimed ring pool chooses one of their ordinary characters; "
          "you then choose to honor it or to dishonor it.")

CARDS.card("09-matsu-seventh-legion",
     Persistent("cannot", on=Each(test=trait_is("courtier")), actions=("defend",), condition=attacking),
     text="Only Weapon attachments. While it attacks, no Courtier can be declared as a defender.")

CARDS.card("09-isawa-uona",
     Reaction("card_played", Effect("bow"), when=plays_card("you", trait="air"),
              target=Target(where="participating", action="bow", test=non_unique),
              text="bow a non-unique participating character"),
     text="After you play an Air card during a conflict, bow a non-unique participating character.")

CARDS.card("09-soshi-shadowshaper",
     Action(ReturnToHand("target"), costs=(Cost("honor", 1),), condition=during_phase("conflict"),
            target=Target(test=all_of(printed_cost_at_most(2), entered_play_from("hand"))),
            text="lose 1 honor: return a cheap character that came into play from a hand this phase"),
     text="During the conflict phase, lose 1 honor: a character of printed cost 2 or less that entered play from "
          "a player's hand this phase returns to its owner's hand.")

CARDS.card("09-heartless-intimidator",
     Reaction(("lose_honor", "transfer_honor"), DiscardTopOfDeck("conflict", who="triggering"),
              when=player_loses_honor("opponent"), limit=UNLIMITED,
              text="discard the top card of that player's conflict deck"),
     text="Each time an opponent loses honor, the top card of that player's conflict deck is discarded (no limit).")

CARDS.card("09-shinjo-shono",
     Action(Effect("modify", on=Each("self", "participating", test=trait_is("cavalry")), amount=1, stat="skills"),
            condition=every(self_participating, you_control_participants("more")),
            text="your participating Cavalry get +1 military and +1 political this conflict"),
     text="Pride. While it participates, if you have more participants than your opponent: each of your "
          "participating Cavalry gets +1 military and +1 political until the conflict ends.")

CARDS.card("09-shiotome-encampment",
     Action(Effect("ready"), condition=claimed_ring_of_type("military"),
            target=Target(action="ready", test=trait_is("cavalry")), text="ready a Cavalry character"),
     text="If a ring in your claimed ring pool shows its military side, ready a Cavalry character.")

CARDS.card("09-kudaka",
     Reaction("claim_ring", Effect("gain_fate", on="player", amount=1), Effect("draw", on="player", amount=1),
              when=you_claim_ring("air"), limit=Limit(2, "round"), text="gain 1 fate and draw 1 card"),
     text="After you claim the Air ring, gain 1 fate and draw a card (twice per round).")

CARDS.card("09-formal-invitation",
     AttachTo(test=glory_at_least(2)),
     Action(Effect("move_to_conflict", on="host"), condition=during_conflict("political"),
            text="move the attached character to the conflict"),
     text="Attach to a character with 2 or more glory. During a political conflict, move its character into the "
          "conflict.")

CARDS.card("09-ancient-master",
     PlayAsAttachment(),
     AttachedReaction(("conflict_declared", "defenders_declared"),
                      SearchDeck(top=5, test=any_trait("kiho", "tattoo"), reveal=True), when=host_declared,
                      text="search your top 5 conflict cards for a Kiho or Tattoo card"),
     text="May be played as an attachment; then, after its character is declared as an attacker or defender, "
          "search the top 5 cards of your conflict deck for a Kiho or Tattoo card, show it and take it; shuffle.")

CARDS.card("09-hurricane-punch",
     Action(Effect("modify", amount=2, stat="military"), Effect("draw", on="player", amount=1), from_hand=True,
            condition=during_conflict(), target=Target(where="participating", test=trait_is("monk")),
            text="a participating Monk gets +2 military this conflict; draw 1 card"),
     text="During a conflict, a participating Monk gets +2 military until the conflict ends; then draw a card.")

CARDS.card("09-even-the-odds",
     Action(Effect("move_to_conflict"), IfTarget(trait_is("commander"), (Effect("honor"),)), from_hand=True,
            condition=during_conflict(also=you_control_participants("fewer")),
            target=Target(controller="self", test=any_of(can_be("move_to_conflict"),
                                                         all_of(trait_is("commander"), can_be("honor")))),
            text="move a character of yours to the conflict; honor it if it is a Commander"),
     text="During a conflict in which you have fewer participants than your opponent, move one of your characters "
          "into it; a Commander moved this way is also honored.")

CARDS.card("09-winds-of-change",
     Action(ReturnRing("air"), from_hand=True, text="return the claimed Air ring to the unclaimed ring pool"),
     text="Air role only. The Air ring leaves the claimed ring pool it is in and becomes unclaimed.")

CARDS.card("09-maze-of-illusion",
     Action(GuessDial((Effect("bow"), Effect("dishonor"))), from_hand=True, condition=during_conflict(),
            target=Target(controller="opponent", where="participating", test=can_be("bow", "dishonor")),
            text="secretly set your dial; its controller guesses even or odd; if wrong, bow and dishonor it"),
     text="During a conflict, choose an opposing participant; you secretly set a number on your honor dial and "
          "its controller guesses even or odd; if the guess is wrong, bow and dishonor it.")
