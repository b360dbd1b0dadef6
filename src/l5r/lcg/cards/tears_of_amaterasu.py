"""Cards of *Tears of Amaterasu* (Imperial cycle, pack 1; FiveRingsDB ``tears-of-amaterasu``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. A card of this pack needs no code of its own (``custom`` in
``l5r lcg cards --coverage``).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import CONFLICT_DISCARD, HAND
from ..vocab import (
    ANY_NUMBER,
    Action,
    AttachTo,
    Cost,
    Effect,
    Interrupt,
    Limit,
    Persistent,
    PlayRestriction,
    Reaction,
    Target,
    controls_trait,
    during_conflict,
    event_is,
)
from ..vocab_attachments import PutAttachmentIntoPlay, TakeControlOfAttachment, attachable_from
from ..vocab_cards import LookAtHand
from ..vocab_moves import MoveHome
from ..vocab_provinces import AttackedProvinceStrength, ProvinceTarget, TurnProvinceFacedown
from ..vocab_rings import MoveRingFate, ResolveContestedRing, RingTarget, attacking_ring_gains
from ..vocab_tokens import FateToYourPoolInstead, GainPer, GiveCost, PlaceFateFromPool, Sacrifice
from .conditions import (
    all_of,
    at_this_province,
    attacking,
    attacking_characters,
    cards_in_opponent_hand,
    fate_would_leave_host,
    is_attacking,
    on_opponents_character,
    others_with_fate,
    printed_cost_at_most,
    targets_host,
    trait_is,
    wins_conflict,
    you_control,
    you_lose,
)

CARDS = CardTable()

CARDS.card("02-tears-of-amaterasu",
     Reaction("province_revealed", GainPer("fate", attacking_characters), when=event_is(card="self"),
              text="gain 1 fate for each attacking character"),
     text="Keeper role only. After this province is revealed, gain 1 fate per attacking character.")

CARDS.card("02-staunch-hida",
     Reaction("conflict_won", ResolveContestedRing(), when=wins_conflict(as_="defender"),
              limit=Limit(1, "conflict", per_title=True), text="resolve the contested ring's effect"),
     text="After it wins a conflict as a defender, resolve that conflict's ring effect as though you had "
          "attacked (max 1 per conflict).")

CARDS.card("02-doji-representative",
     Action(MoveHome(on="self"), condition=during_conflict(), text="move this character home"),
     text="Action during a conflict: send this character home.")

CARDS.card("02-gifted-tactician",
     Reaction("conflict_won", Effect("draw", on="player", amount=1), when=wins_conflict(type_="military"),
              text="draw 1 card"),
     text="After it wins a military conflict, draw a card.")

CARDS.card("02-smoke-and-mirrors",
     Action(MoveHome(), from_hand=True, condition=during_conflict(),
            target=Target(controller="self", where="participating", test=all_of(is_attacking, trait_is("shinobi")),
                          count=ANY_NUMBER, up_to=True, at_least=1),
            text="move any number of your attacking Shinobi home"),
     text="During a conflict, send home any number of your attacking Shinobi characters.")

CARDS.card("02-goblin-sneak",
     Reaction("enter_play", PlaceFateFromPool(1, source="opponent"), when=event_is(card="self"),
              text="place 1 fate from your opponent's pool on it"),
     text="After it enters play, move 1 fate from an opponent's fate pool onto it.")

CARDS.card("02-finger-of-jade",
     AttachTo(controller="self"),
     Interrupt("effects_initiate", Effect("cancel"), would=True, costs=(Sacrifice("self"),), when=targets_host,
               text="sacrifice it: cancel that ability's effects"),
     text="Attach to your character. When an ability that chose the attached character as a target would "
          "initiate its effects, sacrifice this to cancel them.")

CARDS.card("02-kitsuki-yaruma",
     Reaction("enter_play", TurnProvinceFacedown(), when=event_is(card="self"), target=ProvinceTarget(),
              text="turn an unbroken province facedown"),
     text="Courtesy. No Poison attachments. After it enters play, turn a chosen unbroken province facedown.")

CARDS.card("02-seal-of-the-crane",
     Persistent("gain_clan", on="host", keyword="crane"),
     Persistent("gain_trait", on="host", keyword="duelist"),
     text="The attached character bears the Crane clan symbol and has the Duelist trait.")

CARDS.card("02-hito-district",
     Persistent("cannot", on="province", actions=("be_attacked_political",)),
     text="Limit 1 per deck. No political conflict can be declared against the province this holding is in.")

CARDS.card("02-disdainful-remark",
     Action(AttackedProvinceStrength(cards_in_opponent_hand), from_hand=True,
            condition=during_conflict(also=you_control("courtier")),
            text="the attacked province gets +X strength (X: cards in your opponent's hand)"),
     text="Keeper role only. During a conflict, with a participating Courtier of yours: the attacked province "
          "gets +1 strength per card in your opponent's hand until the conflict ends.")

CARDS.card("02-swift-magistrate",
     Persistent("no_skill_count", on=others_with_fate, condition=attacking),
     text="While it attacks, every other character with fate on it adds no skill to the conflict's result.")

_WEAPON_3 = all_of(trait_is("weapon"), printed_cost_at_most(3))

CARDS.card("02-time-for-war",
     Reaction("conflict_won", PutAttachmentIntoPlay((HAND, CONFLICT_DISCARD), _WEAPON_3), from_hand=True,
              when=you_lose("political"),
              target=Target(controller="self", test=all_of(trait_is("bushi"),
                                                           attachable_from((HAND, CONFLICT_DISCARD), _WEAPON_3))),
              text="put a Weapon (printed cost 3 or lower) from your hand or discard pile onto your Bushi"),
     text="Seeker role only. After you lose a political conflict, put a Weapon attachment of printed cost 3 or "
          "lower from your hand or conflict discard pile into play on a Bushi you control.")

CARDS.card("02-jade-masterpiece",
     Action(MoveRingFate(1), costs=(Cost("bow_self"),), target=RingTarget(),
            text="bow it: move 1 fate from an unclaimed ring to another"),
     text="Action, bow this attachment: move 1 fate from a chosen unclaimed ring to another unclaimed ring.")

CARDS.card("02-blood-of-onnotangu",
     Persistent("player_cannot", on="players", actions=("spend_fate",), condition=at_this_province),
     text="Seeker role only. During conflicts at this province, no player can spend fate from their fate pool.")

CARDS.card("02-karada-district",
     Action(TakeControlOfAttachment(), costs=(GiveCost("fate", 1),),
            target=Target(card_type="attachment", test=on_opponents_character),
            text="give 1 fate: take an attachment from an opponent's character"),
     text="Limit 1 per deck. Action, give your opponent 1 fate: take control of an attachment on one of their "
          "characters and attach it to one of yours if it can go there, else discard it.")

CARDS.card("02-embrace-the-void",
     PlayRestriction(controls_trait("shugenja")),
     Interrupt(("remove_fate", "move_fate", "leaves_play"), FateToYourPoolInstead(), would=True,
               when=fate_would_leave_host, text="that fate goes to your fate pool instead"),
     text="Play only if you control a Shugenja. When fate would leave the attached character, it goes to your "
          "fate pool instead.")

CARDS.card("02-meek-informant",
     Reaction("enter_play", LookAtHand("opponent"), when=event_is(card="self", player="you", played=True),
              text="look at your opponent's hand"),
     text="After you play it, look at your opponent's hand.")

CARDS.card("02-isawa-kaede",
     Persistent("cannot", actions=("opponents_ring_effects",)),
     attacking_ring_gains("void"),
     Persistent("resolve_each_ring_effect", condition=attacking),
     text="Immune to your opponents' ring effects. While it attacks, the contested ring also has the Void "
          "element; if it wins as an attacker, every effect of that ring resolves instead of one.")

CARDS.card("02-windswept-yurt",
     Action(costs=(Sacrifice("self", refill_faceup=True),),
            select=(("each player gains 2 fate", (Effect("gain_fate", on="players", amount=2),)),
                    ("each player gains 2 honor", (Effect("gain_honor", on="players", amount=2),))),
            text="sacrifice, refilling its province faceup: each player gains 2 fate, or each player gains 2 honor"),
     text="Sacrifice it (its province is refilled faceup): each player gains 2 fate, or each player gains 2 honor.")
