"""More cards of *Children of the Empire* (Dominion cycle deluxe expansion; FiveRingsDB
``children-of-the-empire``): the pack's cards beyond :mod:`l5r.lcg.cards.children_of_the_empire`.

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
    AttackedProvince,
    ChooseTargetsInstead,
    Effect,
    IfTarget,
    Interrupt,
    Lasting,
    Persistent,
    PlayersCannot,
    Reaction,
    Target,
    during_conflict,
    event_is,
)
from ..vocab_attachments import SearchAttachmentIntoPlay
from ..vocab_cards import DiscardAtRandom, DiscardCardCost, DiscardChosen, LookAtTopAndDiscard, SwitchDials
from ..vocab_play import DiscardedWhile, SwitchWithTopOfDeck
from ..vocab_rings import ResolveContestedRing, ReturnClaimedRingsCost, ring_claimed, rings_returned
from ..vocab_tokens import GainPer, Sacrifice
from .conditions import (
    ability_targets,
    alone_on_your_side,
    composure,
    defending,
    every,
    is_unique,
    is_yours,
    matching,
    opponent_breaks_your_province,
    opponent_chooses_targets,
    opponent_has_favor,
    player_gains_honor,
    printed_type_is,
    self_participating,
    status_is,
    this_is,
    trait_is,
    wins_conflict,
    without_fate,
    you_have_favor,
)

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

CARDS.card("16-akodo-toturi",
     Action(PlayersCannot(("play_from_hand",)), condition=every(self_participating, you_have_favor),
            text="no player can play cards from their hand until the end of the conflict"),
     text="During a conflict it takes part in, if you have the Imperial Favor: no player can play cards from their "
          "hand until the conflict ends.")

CARDS.card("16-paragon-of-grace",
     Action(IfTarget(status_is("ordinary", "dishonored", says="not honored"), (DiscardChosen(who="opponent"),),
                     on="self"),
            IfTarget(status_is("honored"), (DiscardAtRandom(),), on="self"),
            condition=during_conflict(also=this_is(alone_on_your_side,
                                                   says="this character participates on your side alone")),
            text="your opponent discards a card of their choice from hand (at random while this is honored)"),
     text="During a conflict in which it is your only participating character (errata, Appendix IV): your opponent "
          "chooses and discards a card from their hand -- at random instead while it is honored.")

CARDS.card("16-isawa-ujina",
     Reaction("claim_ring", Effect("remove_from_game"), forced=True, when=ring_claimed("void"),
              target=Target(action="leaves_play", test=without_fate), limit=UNLIMITED,
              text="remove a character with no fate from the game"),
     text="Each time the Void ring is claimed, you must remove a character with no fate from the game (no limit).")

CARDS.card("16-ancestral-shrine",
     Action(GainPer("honor", rings_returned()), costs=(ReturnClaimedRingsCost(),),
            text="return claimed rings to the unclaimed pool: gain 1 honor for each"),
     text="Return one or more of your claimed rings to the unclaimed ring pool: gain 1 honor per ring returned.")

CARDS.card("16-fire-tensai-acolyte",
     Persistent("cannot", actions=("attack_except_fire",)),
     text="It cannot be declared as an attacker except in Fire conflicts.")

CARDS.card("16-midnight-prowler",
     Reaction("conflict_won", LookAtTopAndDiscard(), when=wins_conflict(type_="military"),
              text="look at the top 2 cards of your opponent's conflict deck and you may discard 1"),
     text="After it wins a military conflict, look at the top 2 cards of your opponent's conflict deck; you may "
          "discard 1 of them.")

CARDS.card("16-illustrious-forge",
     Reaction("province_revealed", SearchAttachmentIntoPlay(5), when=event_is(card="self"),
              text="search the top 5 conflict cards for an attachment and put it into play on your character"),
     text="After this province is revealed, search the top 5 cards of your conflict deck for an attachment and put "
          "it into play attached to a character you control; shuffle.")

CARDS.card("16-righteous-magistrate",
     Persistent("player_cannot", on="players", actions=("gain_honor", "lose_honor"), condition=defending),
     text="Keeper role only. While it defends, no player can gain or lose honor.")

CARDS.card("16-social-puppeteer",
     Persistent("must_be_chosen", condition=composure),
     Action(SwitchDials(), condition=self_participating, text="switch honor dials with your opponent"),
     text="Composure: an opponent's event must choose it as its target if it can. During a conflict it takes part "
          "in: switch honor dials with your opponent until your next honor bid.")

CARDS.card("16-seppun-hidden-guard",
     Interrupt("effects_initiate", Effect("cancel"), DiscardAtRandom(who="triggering"), would=True,
               costs=(Sacrifice("self"),),
               when=ability_targets(matching(is_unique, is_yours, says="unique character you control"),
                                    card_type="character"),
               text="sacrifice it: cancel those effects; their player discards a random card"),
     text="When a character ability targeting a unique character of yours would initiate its effects, sacrifice "
          "it: cancel them, and the player who used that ability discards a random card from hand.")

CARDS.card("16-miya-library",
     Action(SwitchWithTopOfDeck(4, matching(printed_type_is("character"), trait_is("imperial"),
                                            says="Imperial character")),
            text="look at the top 4 dynasty cards; you may switch an Imperial character among them with this"),
     text="Limit 1 per deck. Look at the top 4 cards of your dynasty deck; you may switch an Imperial character "
          "among them with this holding (the character faceup in its province); put the cards back in any order.")

CARDS.card("16-hantei-xxxviii",
     DiscardedWhile(opponent_has_favor),
     Action(Effect("bow"), condition=during_conflict(), target=Target(where="participating", action="bow"),
            text="bow a participating character"),
     Interrupt("choose_targets", ChooseTargetsInstead(), when=opponent_chooses_targets,
               text="you choose that ability's targets instead"),
     text="No attachments. If an opponent has the Imperial Favor, it is discarded. During a conflict: bow a "
          "participating character. When an opponent triggers an ability that chooses targets, you choose them "
          "instead.")
