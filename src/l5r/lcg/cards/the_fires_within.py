"""Cards of *The Fires Within* (Elemental cycle, pack 3; FiveRingsDB ``the-fires-within``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. "<Element> role only" is a deckbuilding restriction, not active during play (Rules
Reference "Role Cards"): it is a fact of the card (:mod:`l5r.lcg.deckbuilding`).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import CONFLICT_DISCARD
from ..vocab import (
    UNLIMITED,
    Action,
    AttachTo,
    Cost,
    Each,
    EachTimeLoseHonor,
    Effect,
    Interrupt,
    Lasting,
    Limit,
    OnTargets,
    OnTriggerCard,
    Persistent,
    PlayRestriction,
    Reaction,
    Target,
    during_conflict,
    event_is,
)
from ..vocab_attachments import AttachThisTo
from ..vocab_cards import LookAndReorder, ReturnToHand, SelectNow
from ..vocab_moves import AdditionalFatePhase
from ..vocab_play import CardIn, PlayOrDiscardTop
from ..vocab_provinces import AttackedProvinceStrength
from ..vocab_rings import FateToRing, claimed_element
from ..vocab_tokens import Sacrifice
from .conditions import (
    all_of,
    any_trait,
    at_this_province,
    can_be,
    can_receive_this,
    event_card,
    host_attacking,
    host_participating,
    host_ready,
    is_defending,
    is_dishonored,
    is_participating,
    is_yours,
    less_honorable_than_an_opponent,
    non_unique,
    role_is,
    self_participating,
    trait_is,
    wins_conflict,
    you_control_count,
    you_have_favor,
    you_win_conflict,
    your_dial_compared,
)

CARDS = CardTable()



def _set_skill_to_0(stat: str) -> Lasting:
    """A lasting effect: the target's ``stat`` skill is set to 0 until the end of the conflict."""
    return Lasting((("type", "modify"), ("op", "set"), ("stat", stat), ("value", 0)))


CARDS.card("11-abandoning-honor",
     Persistent("modify", stat="strength", value=2, condition=role_is("fire")),
     Interrupt("break_province", Effect("discard"), when=event_is(card="self"), target=Target(test=is_dishonored),
               text="discard a dishonored character"),
     text="+2 strength while its controller has a Fire role. When this province is broken, discard a chosen "
          "dishonored character.")

CARDS.card("11-hiruma-kogoe",
     Reaction("phase_begin", LookAndReorder(3, "conflict"), when=event_is(phase="draw"),
              condition=less_honorable_than_an_opponent,
              text="look at your top 3 conflict cards and put them back in any order"),
     text="Sincerity. When the draw phase begins, if an opponent has more honor than you, look at the top 3 cards "
          "of your conflict deck and put them back in the order you like.")

CARDS.card("11-sadane-student",
     Persistent("modify", stat="political", value=2, condition=claimed_element("air", "fire")),
     text="+2 political while you have claimed the Air or the Fire ring.")

CARDS.card("11-master-alchemist",
     Action(SelectNow((("honor it", (OnTargets("honor"),)), ("dishonor it", (OnTargets("dishonor"),)))),
            costs=(FateToRing(1, element="fire"),), condition=during_conflict(),
            target=Target(test=can_be("honor", "dishonor")),
            text="spend 1 fate to the Fire ring: honor or dishonor a character"),
     text="During a conflict, put 1 fate from your pool on the Fire ring (whatever its state) to honor or "
          "dishonor a chosen character.")

CARDS.card("11-the-wrath-of-the-kami",
     Action(AttackedProvinceStrength(1), costs=(Cost("honor", 1),), condition=at_this_province, limit=UNLIMITED,
            text="lose 1 honor: this province gets +1 strength this conflict"),
     text="Limit 1 per deck. During a conflict at its province, lose 1 honor: that province gets +1 strength "
          "until the conflict ends (no limit).")

CARDS.card("11-ikoma-ikehata",
     Reaction("conflict_won", Effect("honor"), Effect("draw", on="player", amount=1),
              when=wins_conflict(type_="political"), target=Target(controller="self", action="honor"),
              text="honor a character of yours and draw 1 card"),
     text="Covert. After it wins a political conflict, honor a character you control and draw a card.")

CARDS.card("11-ancestral-armory",
     Action(ReturnToHand("target", from_discard=True), costs=(Sacrifice("self"),),
            target=CardIn(zones=(CONFLICT_DISCARD,), card_type="attachment", test=trait_is("weapon")),
            text="sacrifice it: return a Weapon attachment from your conflict discard pile to your hand"),
     text="Sacrifice this holding: a Weapon attachment of your conflict discard pile goes back to your hand.")

CARDS.card("11-chikai-order-protector",
     Persistent("cannot", actions=("bow_by_resolution_defending",),
                condition=you_control_count(all_of(is_participating, any_trait("courtier", "shugenja")),
                                            says="if you control a participating Courtier or Shugenja character")),
     text="While it defends and you have a participating Courtier or Shugenja, it does not bow from the "
          "conflict's resolution.")

CARDS.card("11-soshi-shiori",
     Reaction("conflict_won", when=you_win_conflict(), limit=UNLIMITED,
              select=(("you lose 1 honor", (Effect("lose_honor", on="player"),)),
                      ("your opponent loses 1 honor", (Effect("lose_honor", on="opponent"),))),
              text="a chosen player loses 1 honor"),
     text="After you win a conflict, choose a player: that player loses 1 honor (no limit).")

CARDS.card("11-battle-maiden-recruit",
     Persistent("modify", stat="military", value=2, condition=claimed_element("water", "void")),
     text="+2 military while you have claimed the Water or the Void ring.")

CARDS.card("11-wicked-tetsubo",
     AttachTo(trait="berserker"),
     Action(condition=host_attacking, target=Target(where="participating", test=is_defending),
            select=(("its military skill", (_set_skill_to_0("military"),)),
                    ("its political skill", (_set_skill_to_0("political"),))),
            text="set a defender's military or political skill to 0 this conflict"),
     text="Berserker only. Restricted. While its character attacks: a chosen defending character has the "
          "selected skill (military or political) set to 0 until the conflict ends.")

CARDS.card("11-icon-of-favor",
     Persistent("modify", on="host", stat="glory", value=1, condition=you_have_favor),
     Reaction("conflict_won", Effect("honor", on="host"), when=you_win_conflict(element="fire"),
              text="honor the attached character"),
     text="Fire role only. The attached character gets +1 glory while you have the Imperial Favor; after you "
          "win a Fire conflict, honor it.")

CARDS.card("11-insult-to-injury",
     Reaction("duel_won", OnTriggerCard("dishonor", field="loser"), from_hand=True,
              when=event_card(all_of(trait_is("duelist"), is_yours)), text="dishonor the losing character"),
     text="After a Duelist of yours wins a duel, dishonor the character that lost it.")

CARDS.card("11-smoke",
     Action(Effect("modify", on=Each(side="participating", test=non_unique), amount=-2, stat="military"),
            costs=(Cost("bow_self"), Sacrifice("self")), condition=host_participating,
            text="bow and sacrifice it: each non-unique participant gets -2 military this conflict"),
     text="While its character participates, bow and sacrifice this attachment: every non-unique participating "
          "character gets -2 military until the conflict ends.")

CARDS.card("11-invocation-of-ash",
     Action(AttachThisTo(), costs=(Cost("honor", 1),), target=Target(controller="self", test=can_receive_this),
            then=(Effect("remove_fate"),),
            text="lose 1 honor: move this to a character of yours, then remove 1 fate from it"),
     text="Lose 1 honor: attach this to a character you control; then remove 1 fate from that character.")

CARDS.card("11-mantis-seafarer",
     Reaction("conflict_won", Effect("gain_fate", on="player", amount=1), costs=(Cost("honor", 1),),
              when=wins_conflict(), limit=UNLIMITED, text="lose 1 honor: gain 1 fate"),
     text="Air role only. After it wins a conflict, lose 1 honor to gain 1 fate (no limit).")

CARDS.card("11-shiksha-scout",
     Persistent("additional_character", on="controller", condition=self_participating),
     text="While it participates, you count as controlling one more character in the conflict.")

CARDS.card("11-breach-of-etiquette",
     Action(EachTimeLoseHonor(unless_trait="courtier"), from_hand=True, condition=during_conflict("political"),
            limit=Limit(1, "conflict", per_title=True),
            text="this conflict, triggering an ability of a non-Courtier character costs 1 honor"),
     text="During a political conflict: until it ends, each player who triggers an ability on a character that "
          "is not a Courtier loses 1 honor (max 1 per conflict).")

CARDS.card("11-jurojin-s-curse",
     Interrupt("phase_end", AdditionalFatePhase(), forced=True, when=event_is(phase="fate"), condition=host_ready,
               limit=Limit(1, "round", per_title=True), text="resolve a second fate phase after this one"),
     text="Void role only. Forced: when the fate phase ends, if its character is ready, a second fate phase "
          "follows this one (max 1 per round).")

CARDS.card("11-infiltrator",
     PlayRestriction(your_dial_compared("higher", "any", says="if your honor dial shows a higher bid than an "
                                                                 "opponent's")),
     Action(PlayOrDiscardTop(), condition=during_conflict(),
            text="look at the top card of your opponent's conflict deck: play it now or discard it"),
     text="Play only if your honor dial shows more than an opponent's. During a conflict: look at the top card of "
          "your opponent's conflict deck, then play it at once as if it were in your hand, or discard it.")
