"""The cards of later packs that the rules documents name (:data:`l5r.lcg.facts.NAMED_LATER`;
coverage group ``named-later``).

Four of them share a title with an earlier card (Shosuro Miyako, Kakita Yoshi, Togashi Kazue,
Ikoma Ujiaki): they are always named by id here, and a deck list names them with their pack
("Kakita Yoshi (Rokugan at War)": :mod:`l5r.lcg.deckformats`).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. The Rules Reference's clarifications (Appendix III) are applied: an event being played
still counts as in its owner's hand until its costs and selections are made
(:func:`l5r.lcg.model.hand_size`: Steward of the Rich Frog); Akodo Kaede can replace a
sacrifice.
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import (
    Action,
    Cost,
    Each,
    Effect,
    Instead,
    Interrupt,
    Limit,
    Persistent,
    PlayRestriction,
    Reaction,
    Target,
    by_disguise,
    during_conflict,
    event_is,
)
from ..vocab_cards import ChooseAndApply
from ..vocab_play import ReplaceCharactersWithoutFate
from ..vocab_rings import ResolveEachRingEffectIfYouWin, RingGainsProvinceElements, SwitchConflictType
from ..vocab_tokens import OpponentEventsCostHonor
from .conditions import (
    all_hold,
    cards_in_hand,
    conflict_result,
    fewer_than_an_opponent,
    non_unique,
    other_character,
    self_participating,
    status_is,
    this_can,
    this_is,
    with_fate,
    without_fate,
    would_leave_play,
    you_control,
    you_play_this,
    your_faceup_provinces,
)

CARDS = CardTable()

_fewer_cards_in_hand = fewer_than_an_opponent(cards_in_hand, says="while you have fewer cards in hand than an opponent")


CARDS.card("19-command-respect",
     Action(OpponentEventsCostHonor(1), from_hand=True, limit=Limit(1, "conflict", per_title=True),
            condition=during_conflict(also=_fewer_cards_in_hand),
            text="opponents give you 1 honor to play each event this conflict"),
     text="During a conflict, with fewer cards in hand than your opponent (this card counted): this conflict, "
          "your opponent must give you 1 honor as an additional cost to play each event (max 1 per conflict).")

CARDS.card("20-akodo-kaede",
     Persistent("cannot", actions=("opponents_ring_effects",)),
     Interrupt("leaves_play", Instead((Effect("remove_fate", on="self"),)), would=True,
               when=would_leave_play(other_character(), says="another character would leave play"),
               condition=all_hold(this_is(with_fate), this_can("remove_fate"),
                                  says="if 1 fate can be removed from this character"),
               text="remove 1 fate from this character instead"),
     text="Immune to opponents' ring effects. When another character would leave play (even by sacrifice), "
          "remove 1 fate from this character instead.")

CARDS.card("21-shosuro-miyako",
     PlayRestriction(by_disguise, text="this character can only be played by the disguised keyword"),
     # "choose" after the dash: chosen as the effect resolves (ruling on the Core Shosuro Miyako's template)
     Reaction("card_played", ChooseAndApply("dishonor", who="player", of="opponent", test=non_unique),
              when=you_play_this, text="choose and dishonor a non-unique character an opponent controls"),
     text="Disguised non-Scorpion character, played only by disguise. After you play it, choose a non-unique "
          "character an opponent controls and dishonor it.")

CARDS.card("21-steward-of-the-rich-frog",
     # "cannot receive dishonored status tokens": an ordinary character cannot be dishonored
     # (Rules Reference Appendix III; no effect moves a dishonored token)
     Persistent("cannot", on=Each("self", test=status_is("ordinary")), actions=("dishonor",),
                condition=_fewer_cards_in_hand),
     text="While you have fewer cards in hand than an opponent, your characters cannot receive dishonored "
          "status tokens.")

CARDS.card("29-kakita-yoshi",
     Reaction("conflict_won", Effect("dishonor"),
              when=conflict_result("win", type_="political", as_="attacker", this="attacks",
                                   says="this character wins a political conflict as the attacker"),
              target=Target(count=0, up_to=True, at_least=1, action="dishonor", count_of=your_faceup_provinces),
              text="dishonor up to X characters (X: your faceup provinces)"),
     text="After it wins a political conflict as an attacker, dishonor up to X characters, X being the number "
          "of faceup provinces you control.")

CARDS.card("31-study-the-natural-world",
     Action(RingGainsProvinceElements(), ResolveEachRingEffectIfYouWin(), from_hand=True,
            condition=during_conflict(also=you_control("scholar", where="attacking")),
            text="the contested ring gains the attacked province's elements; win: resolve each of its effects"),
     text="During a conflict in which you have an attacking Scholar: the contested ring gains the attacked "
          "province's elements until the conflict ends (errata: Rules Reference Appendix IV); if you win, you "
          "may resolve every effect of that ring.")

CARDS.card("38-togashi-kazue",
     # each of your characters gains Dire: while it has no fate, one more use of each limited ability
     Persistent("extra_uses", on=Each("self", test=without_fate)),
     text="Your characters gain dire: while one has no fate, it may use each of its triggered abilities one "
          "more time per period.")

CARDS.card("30-retire-to-the-brotherhood",
     Reaction("province_revealed", ReplaceCharactersWithoutFate(), when=event_is(card="self"),
              text="each player replaces their characters without fate from the top of their dynasty deck"),
     text="After it is revealed: each player discards their characters with no fate, reveals dynasty cards from "
          "the top until as many characters are revealed, puts those into play, then shuffles.")

CARDS.card("31-silent-ones-monastery",
     Persistent("honor_gain_limit", on="opponents", value=2),
     text="Eminent. Each opponent cannot gain more than 2 honor each phase.")

CARDS.card("41-ikoma-ujiaki",
     Action(SwitchConflictType(), costs=(Cost("honor", 2),), condition=self_participating,
            text="lose 2 honor: switch the conflict type"),
     text="While it participates, lose 2 honor to switch the conflict's type (its element stays).")
