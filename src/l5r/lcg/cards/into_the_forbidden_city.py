"""Cards of *Into the Forbidden City* (Imperial cycle, pack 3; FiveRingsDB
``into-the-forbidden-city``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. Errata applied (Rules Reference Appendix IV): Feast or Famine moves 1 fate.
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import (
    Action,
    AttachTo,
    Cost,
    Each,
    Effect,
    Interrupt,
    Lasting,
    Persistent,
    PlayRestriction,
    Reaction,
    Target,
    during_conflict,
    event_is,
)
from ..vocab_attachments import ReduceCosts
from ..vocab_cards import BowCost, DiscardTopCost, GetsCostOfPaid, SearchDeck, YouMay
from ..vocab_moves import AttackerActsFirst, MoveConflictElsewhere, MoveHome
from ..vocab_tokens import DiscardFavorCost, MoveFate
from .conditions import (
    all_of,
    attacking,
    bid_lower_than_opponent,
    bid_vs_opponent,
    clan_is,
    declared_as_attacker,
    even_printed_cost,
    lower_than_self,
    monk_or_monk_attachment,
    opponent_declares,
    province_it_attacks_revealed,
    ring_claimed,
    self_participating,
    trait_is,
    you_attack,
    you_have_favor,
    you_play_this,
)

CARDS = CardTable()

CARDS.card("04-feast-or-famine",
     Interrupt("break_province", MoveFate(1, on="target", to="chosen"), when=event_is(card="self"),
               target=Target(controller="opponent", action="remove_fate"),
               text="move 1 fate from an opponent's character to one of yours"),
     text="Fire role only. When this province is broken, move 1 fate from a chosen opposing character "
          "to a character you control.")

CARDS.card("04-prodigy-of-the-waves",
     Action(Effect("ready", on="self"), condition=ring_claimed("water"), text="ready this character"),
     text="Action while the water ring is claimed: ready this character.")

CARDS.card("04-hiruma-skirmisher",
     Reaction("card_played", Lasting((("type", "gain_keyword"), ("keyword", "covert")), on="self", until="phase"),
              when=you_play_this, text="it gains covert this phase"),
     text="After you play it, it gains covert until the end of the phase.")

CARDS.card("04-mantra-of-water",
     Reaction("conflict_declared", Effect("ready"), Effect("draw", on="player"), from_hand=True,
              when=opponent_declares("water"), target=Target(action="ready", test=monk_or_monk_attachment),
              text="ready a Monk (or a character with a Monk attachment) and draw 1"),
     text="After an opponent declares a water conflict, ready a Monk or a character with a Monk "
          "attachment, and draw a card.")

CARDS.card("04-test-of-courage",
     Action(Effect("move_to_conflict"), from_hand=True, condition=during_conflict(also=bid_lower_than_opponent),
            target=Target(controller="self", action="move_to_conflict", test=clan_is("lion")),
            then=(Effect("honor"),), text="move a Lion character of yours to the conflict, then honor it"),
     text="During a conflict, if your honor bid is lower than your opponent's, move one of your Lion "
          "characters to the conflict and then honor it.")

CARDS.card("04-benten-s-touch",
     Action(Effect("honor"), from_hand=True, condition=during_conflict(),
            costs=(BowCost(test=all_of(clan_is("phoenix"), trait_is("shugenja"))),),
            target=Target(controller="self", where="participating", action="honor"),
            text="bow a Phoenix Shugenja of yours: honor a participating character you control"),
     text="During a conflict, bow one of your Phoenix Shugenja to honor a participating character you control.")

CARDS.card("04-misinformation",
     Action(Effect("modify", on=Each("opponent", "participating"), amount=-1, stat="skills"), from_hand=True,
            condition=during_conflict(also=bid_vs_opponent(2)),
            text="each opposing participant gets -1/-1 this conflict"),
     text="During a conflict, if your honor bid is 2 or more above your opponent's, each of their "
          "participating characters gets -1 military and -1 political until the conflict ends.")

CARDS.card("04-tattered-missive",
     AttachTo(controller="self", trait="courtier"),
     Action(SearchDeck(top=5, reveal=True), costs=(Cost("bow_host"),),
            text="bow its character: search the top 5 conflict cards for a card"),
     text="Attach to your Courtier. Action: bow that character to search the top 5 cards of your conflict "
          "deck for a card, reveal it and take it into your hand, then shuffle.")

CARDS.card("04-censure",
     PlayRestriction(you_have_favor),
     Interrupt("effects_initiate", Effect("cancel"), would=True, from_hand=True, when=event_is(event_card=True),
               text="cancel that event"),
     text="Only while you have the Imperial Favor: when an event's effects would initiate, cancel them.")

CARDS.card("04-kakita-yoshi",
     Action(Effect("draw", on="player", amount=3), ReduceCosts(2, "event", until="conflict"), conflict="any",
            costs=(DiscardFavorCost(),), text="discard the Imperial Favor: draw 3, events cost 2 less this conflict"),
     text="While participating: discard the Imperial Favor to draw 3 cards; each event you play this "
          "conflict costs 2 less.")

CARDS.card("04-ageless-crone",
     Persistent("cost", on="players", value=1, card_type="event", condition=self_participating),
     text="While it participates in a conflict, every player pays 1 more fate to play each event.")

CARDS.card("04-bayushi-kachiko",
     Action(MoveHome(), conflict="political",
            target=Target(where="participating", action="move_home", test=lower_than_self("political")),
            then=(YouMay((Effect("bow"),)),),
            text="send home a participant with lower political; then you may bow it"),
     text="During a political conflict it takes part in, send home a participating character with lower "
          "political skill than it; then you may bow that character.")

CARDS.card("04-seal-of-the-crab",
     Persistent("gain_clan", on="host", keyword="crab"),
     Persistent("gain_trait", on="host", keyword="berserker"),
     text="Its character gains the Crab clan symbol and the Berserker trait.")

CARDS.card("04-enigmatic-magistrate",
     Persistent("no_skill_count", on=Each(test=even_printed_cost), condition=attacking),
     text="While it attacks, only characters with an odd printed cost count their skill toward the conflict.")

CARDS.card("04-chisei-district",
     Persistent("cannot", on="province", actions=("declare_military_against",)),
     text="Military conflicts cannot be declared against the province this holding is in.")

CARDS.card("04-child-of-the-plains",
     Reaction("province_revealed", AttackerActsFirst(), when=province_it_attacks_revealed,
              text="the attacker acts first in this conflict"),
     text="After a province it attacks is revealed, the attacking player has the first action opportunity "
          "of the conflict.")

CARDS.card("04-war-dog-master",
     Reaction("conflict_declared", GetsCostOfPaid("military"), costs=(DiscardTopCost("dynasty"),),
              when=declared_as_attacker, text="discard your top dynasty card: +X military, X its printed cost"),
     text="After it is declared as an attacker, discard the top card of your dynasty deck: it gets +X military "
          "until the end of the conflict, X being that card's printed cost.")

CARDS.card("04-chasing-the-sun",
     Action(MoveConflictElsewhere(), from_hand=True, condition=during_conflict(also=you_attack),
            text="move the conflict to another eligible province, revealed"),
     text="Seeker role only. During a conflict you attack, move it to another province eligible to be "
          "attacked and reveal that province; it is now the attacked province.")
