"""Cards of *Meditations on the Ephemeral* (Imperial cycle, pack 6; FiveRingsDB
``meditations-on-the-ephemeral``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words.
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import (
    Action,
    AttachTo,
    Cost,
    Each,
    Effect,
    Instead,
    Interrupt,
    Lasting,
    Limit,
    Persistent,
    Reaction,
    Target,
    during_conflict,
    event_is,
)
from ..vocab_cards import LookAndReorder, MayResolveAgain
from ..vocab_moves import MoveConflictElsewhere, MoveHome
from ..vocab_play import DigIntoProvince, RevealTopForPlay
from ..vocab_rings import RingFate, ring_claimed
from .conditions import (
    all_of,
    alone_on_your_side,
    attacked_province_element,
    attacking,
    event_card,
    host_participating,
    is_attacking,
    is_character,
    is_yours,
    other_character,
    per_opponent_claimed_ring,
    self_participating,
    trait_is,
    wins_conflict,
    with_both_skills,
    without_fate,
    you_defend,
)

CARDS = CardTable()

CARDS.card("07-along-the-river-of-gold",
     Action(Lasting((("type", "modify"), ("op", "switch_base"), ("stat", "skills"), ("value", 0))),
            condition=attacked_province_element("water"), target=Target(where="participating", test=with_both_skills),
            text="switch a participant's base military and political skills"),
     text="Water role only. During a conflict at a Water province, switch a participating character's base "
          "military and political skills until the conflict ends.")

CARDS.card("07-kuni-ritsuko",
     Reaction("conflict_won", Effect("remove_fate"), when=wins_conflict(as_="defender"),
              target=Target(where="participating", action="remove_fate", test=is_attacking),
              text="remove 1 fate from an attacking character"),
     text="After it wins a conflict as a defender, remove 1 fate from an attacking character.")

CARDS.card("07-beastmaster-matriarch",
     Persistent("modify", stat="military", value=per_opponent_claimed_ring(2)),
     text="+2 military for each ring in the claimed ring pools of its controller's opponents.")

CARDS.card("07-asako-tsuki",
     Reaction("claim_ring", Effect("honor"), when=ring_claimed("water"),
              target=Target(action="honor", test=trait_is("scholar")), text="honor a Scholar"),
     text="After the Water ring is claimed, honor a Scholar character.")

CARDS.card("07-kanjo-district",
     Action(Effect("bow"), MoveHome(), costs=(Cost("discard_favor"),), condition=during_conflict(),
            target=Target(where="participating"),
            text="discard the Imperial Favor: bow a participating character and send it home"),
     text="During a conflict, discard the Imperial Favor: bow a participating character and move it home.")

CARDS.card("07-sake-house-confidant",
     Action(Effect("modify", on=Each("self", test=trait_is("shinobi")), amount=2, stat="political"),
            costs=(Cost("discard_favor"),), condition=self_participating,
            text="discard the Imperial Favor: your Shinobi get +2 political"),
     text="While it participates, discard the Imperial Favor: each Shinobi you control gets +2 political "
          "until the conflict ends.")

CARDS.card("07-seal-of-the-dragon",
     Persistent("gain_clan", on="host", keyword="dragon"),
     Persistent("gain_trait", on="host", keyword="monk"),
     text="The attached character gains the Dragon clan and the Monk trait.")

CARDS.card("07-seal-of-the-unicorn",
     Persistent("gain_clan", on="host", keyword="unicorn"),
     Persistent("gain_trait", on="host", keyword="cavalry"),
     text="The attached character gains the Unicorn clan and the Cavalry trait.")

CARDS.card("07-mono-no-aware",
     Action(Effect("remove_fate", on=Each()), Effect("draw", on="player", amount=1), from_hand=True,
            limit=Limit(1, "round", per_title=True), text="remove 1 fate from each character; draw 1 card"),
     text="Remove 1 fate from every character, then draw a card (max 1 per round).")

CARDS.card("07-silver-tongued-magistrate",
     Persistent("no_skill_count", on=Each(test=other_character(without_fate)), condition=attacking,
                text="while this character is attacking, each other character without fate adds no skill to "
                     "the conflict's resolution"),
     text="While it attacks, other characters with no fate add no skill to the conflict's resolution.")

CARDS.card("07-iron-mine",
     Interrupt("leaves_play", Instead((Effect("sacrifice", on="self"),)), would=True,
               when=event_card(all_of(is_character, is_yours)), text="sacrifice Iron Mine instead"),
     text="When a character you control would leave play, sacrifice this holding instead.")

CARDS.card("07-togashi-mendicant",
     Reaction("phase_begin", LookAndReorder(3, "dynasty"), when=event_is(phase="fate"),
              text="look at your top 3 dynasty cards and reorder them"),
     text="When the fate phase begins, look at the top 3 cards of your dynasty deck and put them back in the "
          "order you like.")

CARDS.card("07-oni-mask",
     AttachTo(controller="self"),
     Action(Lasting((("type", "blank"), ("keep_traits", True))), costs=(Cost("remove_fate_host"),),
            condition=during_conflict(), target=Target(where="participating"),
            text="remove 1 fate from the attached character: blank a participant's printed text"),
     text="Seeker role only. Attach to your character. During a conflict, remove 1 fate from the attached "
          "character: a participating character's printed text box is blank (traits kept) until the conflict ends.")

CARDS.card("07-written-in-the-stars",
     Action(from_hand=True,
            select=(("place 1 fate on each unclaimed ring with no fate", (RingFate(1, only_empty=True),)),
                    ("remove 1 fate from each unclaimed ring", (RingFate(-1),))),
            text="add 1 fate to each empty unclaimed ring, or take 1 from each unclaimed ring"),
     text="Choose: place 1 fate on each unclaimed ring that has none, or remove 1 fate from each unclaimed ring.")

CARDS.card("07-talisman-of-the-sun",
     Action(MoveConflictElsewhere(), costs=(Cost("bow_self"),), condition=during_conflict(also=you_defend),
            text="bow: move the conflict to another of your provinces"),
     text="Keeper role only. When you defend, bow it: the conflict moves to another eligible province of yours, "
          "which is revealed and becomes the attacked province.")

CARDS.card("07-pillow-book",
     Action(RevealTopForPlay("conflict"), condition=host_participating,
            text="reveal your top conflict card; you may play it this conflict"),
     text="While the attached character participates: reveal the top card of your conflict deck; until the "
          "conflict ends, while it stays revealed on top, you may play it as if it were in your hand.")

CARDS.card("07-a-legion-of-one",
     Action(MayResolveAgain((Effect("modify", amount=3, stat="military"),), pay="remove_fate_target"),
            from_hand=True, condition=during_conflict("military"),
            target=Target(controller="self", where="participating", test=alone_on_your_side),
            text="+3 military to your lone participant; remove 1 fate from it to do it again"),
     text="During a military conflict, your only participating character gets +3 military until the conflict "
          "ends; you may remove 1 fate from it to resolve this a second time.")

CARDS.card("07-miya-satoshi",
     Action(DigIntoProvince("imperial"), text="dig your dynasty deck for an Imperial card and put it in a province"),
     text="Discard dynasty cards from the top until an Imperial card; then it replaces a card in one of your "
          "non-stronghold provinces, faceup.")

CARDS.card("07-shinjo-scout",
     Reaction("dynasty_passed", Effect("gain_fate", on="player", amount=1),
              when=event_is(player="you", gained_fate=True), text="gain 1 fate"),
     text="After you gain the fate for passing first in the dynasty phase, gain 1 fate.")
