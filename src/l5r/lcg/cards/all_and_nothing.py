"""Cards of *All and Nothing* (Elemental cycle, pack 5; FiveRingsDB ``all-and-nothing``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. Role restrictions ("Fire role only"), Covert and Limited are printed facts, checked by
deckbuilding (:mod:`l5r.lcg.deckbuilding`) and the keyword rules (:mod:`l5r.lcg.keywords`).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import CONFLICT_DISCARD, ELEMENTS, HAND
from ..vocab import (
    Action,
    Each,
    Effect,
    Instead,
    Interrupt,
    Lasting,
    Limit,
    Persistent,
    Reaction,
    Target,
    Targets,
    controls_trait,
    during_conflict,
    event_is,
)
from ..vocab_attachments import AttachmentCostOnThis
from ..vocab_cards import DishonorCost
from ..vocab_duels import Challenge
from ..vocab_moves import MoveHome
from ..vocab_play import PROVINCES, CardIn, DiscardAndRefillFaceup, PlayAsIfInHand, PutIntoPlay
from ..vocab_rings import ModifyWhileContested, ResolveRingEffect
from ..vocab_tokens import DiscardEachStatusToken, Sacrifice
from .conditions import (
    all_of,
    any_trait,
    bid_lower_than_opponent,
    can_be,
    clan_is,
    less_skill_than_your_participant,
    more_honorable_than_an_opponent,
    non_unique,
    not_self,
    playable_as_if_in_hand,
    played_cards_this_conflict,
    with_skill,
    without_fate,
    you_have_role,
    you_play_this,
)

CARDS = CardTable()

CARDS.card("13-raging-battleground",
     Reaction("province_revealed", Effect("discard"), when=event_is(card="self"),
              target=Target(action="discard", test=all_of(non_unique, without_fate)),
              text="discard a non-unique character with no fate"),
     text="After this province is revealed, discard a non-unique character that has no fate on it.")

CARDS.card("13-appealing-to-the-fortunes",
     Persistent("modify", stat="strength", value=2, condition=you_have_role("void")),
     Interrupt("break_province", PutIntoPlay(), when=event_is(card="self"),
               target=CardIn(zones=(HAND, PROVINCES), enter_play=True),
               text="put a character from your hand or provinces into play"),
     text="+2 strength while you have a Void role. When it is broken, put a character into play from your "
          "hand or one of your provinces.")

CARDS.card("13-tainted-hero",
     Persistent("cannot", actions=("attack", "defend")),
     Action(Lasting((("type", "blank"), ("keep_traits", True)), on="self", until="phase"), costs=(Sacrifice(),),
            text="sacrifice a character: this character's text box is blank (traits kept) this phase"),
     text="Cannot be declared as an attacker or defender. Sacrifice a character you control: until the end of "
          "the phase its printed text box is blank, except for its traits.")

CARDS.card("13-kuni-laboratory",
     Persistent("modify", on=Each("self"), stat="skills", value=1),
     Reaction("phase_begin", Effect("lose_honor", on="player"), forced=True, when=event_is(phase="conflict"),
              text="lose 1 honor"),
     text="Your characters get +1 military and +1 political. When the conflict phase begins, you lose 1 honor.")

CARDS.card("13-callow-delegate",
     Interrupt("leaves_play", Effect("honor"), when=event_is(card="self"),
               target=Target(controller="self", action="honor"), text="honor a character you control"),
     text="When it leaves play, honor a character you control.")

CARDS.card("13-tactician-s-apprentice",
     Reaction("bids_revealed", Effect("draw", on="player"), condition=bid_lower_than_opponent,
              limit=Limit(1, "phase"), text="draw 1 card"),
     text="After honor dials are revealed, if your bid is lower than an opponent's, draw 1 card (once per phase).")

CARDS.card("13-matsu-mitsuko",
     Action(Effect("move_to_conflict"), condition=during_conflict("military", also=more_honorable_than_an_opponent),
            target=Target(controller="self", action="move_to_conflict"),
            text="move a character you control to the conflict"),
     text="During a military conflict, if you are more honorable than your opponent, move one of your "
          "characters to the conflict.")

CARDS.card("13-imperial-librarian",
     Persistent("modify", on=Each(test=not_self), stat="glory", value=1),
     text="Fire role only. Every other character gets +1 glory.")

CARDS.card("13-game-of-sadane",
     Action(Challenge("political", winner="honor", loser="dishonor", challenger="target"),
            from_hand=True, condition=during_conflict(),
            target=Targets((Target(controller="self", where="participating", test=with_skill("political")),
                            Target(controller="opponent", where="participating", test=with_skill("political")))),
            text="your participant duels theirs (political): honor the winner, dishonor the loser"),
     text="During a conflict, a participant of yours challenges an opposing participant to a political duel; "
          "the winner is honored and the loser dishonored.")

CARDS.card("13-mark-of-shame",
     Reaction("card_played", Effect("dishonor", on="host"), when=you_play_this,
              then=(Effect("dishonor", on="host"),), text="dishonor the attached character twice"),
     text="Air role only. After you play it, dishonor the attached character, then dishonor it again.")

CARDS.card("13-discourage-pursuit",
     Action(Effect("modify", amount=-4, stat="military"), from_hand=True, costs=(DishonorCost(trait="shinobi"),),
            condition=during_conflict(), target=Target(where="participating"),
            text="dishonor a Shinobi of yours: a participating character gets -4 military"),
     text="Earth role only. During a conflict, dishonor one of your Shinobi: a participating character gets "
          "-4 military until the conflict ends.")

CARDS.card("13-shosuro-sadako",
     Persistent("dishonor_adds_glory"),
     text="While dishonored, it adds its glory to its military and political skill instead of subtracting it.")

CARDS.card("13-perfect-land-ethos",
     Action(DiscardEachStatusToken(), from_hand=True, text="discard each status token"),
     text="Discard every status token in play: honored, dishonored and tainted, on characters and provinces.")

CARDS.card("13-dispatch",
     Action(from_hand=True, condition=during_conflict(),
            target=Target(controller="self", test=all_of(clan_is("unicorn"), can_be("move_to_conflict", "move_home"))),
            select=(("move it to the conflict", (Effect("move_to_conflict"),)), ("move it home", (MoveHome(),))),
            text="move a Unicorn character of yours into the conflict or home"),
     text="Limited. During a conflict, move one of your Unicorn characters into the conflict, or home from it.")

CARDS.card("13-bustling-academy",
     Action(DiscardAndRefillFaceup(), condition=controls_trait("scholar"),
            target=CardIn(zones=(PROVINCES,), card_type=None, controller="any", facedown=None),
            text="discard a card in a province and refill it faceup"),
     text="If you control a Scholar: discard a card in any province, and refill that province faceup.")

CARDS.card("13-ethereal-dreamer",
     Reaction("phase_begin", when=event_is(phase="conflict"),
              select=tuple((f"the {el} ring", (ModifyWhileContested(el, "skills", 2),)) for el in ELEMENTS),
              text="choose a ring: +2 military and political while it is contested this phase"),
     text="When the conflict phase begins, choose a ring: this phase, it gets +2 military and +2 political "
          "while that ring is contested.")

CARDS.card("13-void-fist",
     Action(MoveHome(), Effect("bow"), from_hand=True, condition=during_conflict(also=played_cards_this_conflict(2)),
            target=Target(where="participating", test=less_skill_than_your_participant("monk", "military",
                                                                                     or_equal=True)),
            text="send home and bow a participant no stronger than your participating Monk"),
     text="During a conflict in which you have already played 2 other cards: a participating character with "
          "military skill no higher than one of your participating Monks goes home and is bowed.")

CARDS.card("13-iuchi-shahai",
     AttachmentCostOnThis(trait="meishodo", or_neutral=True),
     text="Covert. Each Meishodo attachment you play on it or on a neutral character costs 1 less.")

CARDS.card("13-togashi-mitsu",
     Action(PlayAsIfInHand(after="deck_bottom"), conflict="any",
            target=CardIn(zones=(CONFLICT_DISCARD,), card_type=None,
                          test=all_of(any_trait("monk", "tattoo", "kiho"), playable_as_if_in_hand)),
            text="play a Monk, Tattoo or Kihō card from your conflict discard pile; an event then goes to the "
                 "bottom of your conflict deck"),
     text="Covert. While it takes part in a conflict: play a Monk, Tattoo or Kihō card from your conflict discard "
          "pile as if it were in your hand; an event played so goes to the bottom of your conflict deck instead of "
          "your discard pile once it has resolved.")

CARDS.card("13-all-and-nothing",
     Interrupt("ring_effect", would=True, from_hand=True, when=event_is(player="you", element="void"),
               select=tuple((f"the {el} ring", (Instead((ResolveRingEffect(el),)),))
                            for el in ELEMENTS if el != "void"),
               then=(Effect("draw", on="player"),),
               text="resolve another ring's effect instead of the Void ring's; draw 1 card"),
     text="When you would resolve the Void ring's effect, choose another ring: you resolve its effect instead; then "
          "draw 1 card.")
