"""More cards of *Children of the Empire* (Dominion cycle deluxe expansion; FiveRingsDB
``children-of-the-empire``): the pack's cards beyond :mod:`l5r.lcg.cards.children_of_the_empire`.

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. A card of this pack needs no code of its own (``custom`` in
``l5r lcg cards --coverage``).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import AttackedProvince, Effect, Lasting, Persistent, Reaction, event_is
from ..vocab_cards import DiscardCardCost
from ..vocab_rings import ResolveContestedRing
from .conditions import opponent_breaks_your_province, player_gains_honor

CARDS = CardTable()


CARDS.card("16-temple-of-the-dragons",
     Reaction("province_revealed", ResolveContestedRing(), when=event_is(card="self"),
              text="resolve the contested ring's effect as if you were the attacking player"),
     text="After this province is revealed, you resolve the contested ring's effect as the attacking player "
          "would.")

CARDS.card("16-shiotome-heroine",
     Reaction(("gain_honor", "transfer_honor"), Effect("ready", on="self"),
              when=player_gains_honor("opponent", by_card_effect=True), text="ready this character"),
     text="After an opponent gains honor through a card effect, ready this character.")

CARDS.card("16-utaku-kamoko",
     Persistent("dishonor_glory_kept"),
     Reaction("break_province", Effect("ready", on="self"), Effect("honor", on="self"),
              costs=(DiscardCardCost(),), when=opponent_breaks_your_province,
              text="discard a card from your hand: ready and honor this character"),
     text="While dishonored, its glory is not subtracted from its skills. After an opponent breaks one of your "
          "provinces, discard a card from your hand: ready and honor it.")

CARDS.card("16-shinjo-ambusher",
     Reaction("enter_play", Lasting((("type", "cannot"), ("actions", ("trigger_abilities",))), on=AttackedProvince()),
              when=event_is(card="self", player="you", played=True, into_conflict=True),
              text="the attacked province cannot trigger its abilities this conflict"),
     text="After you play it into a conflict, the attacked province cannot trigger its abilities until the "
          "conflict ends.")
