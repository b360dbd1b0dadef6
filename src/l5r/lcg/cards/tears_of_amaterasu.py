"""Cards of *Tears of Amaterasu* (Imperial cycle, pack 1; FiveRingsDB ``tears-of-amaterasu``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. A card of this pack needs no code of its own (``custom`` in
``l5r lcg cards --coverage``).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import (
    ANY_NUMBER,
    Action,
    AttachTo,
    Effect,
    Interrupt,
    Limit,
    Persistent,
    Reaction,
    Target,
    during_conflict,
    event_is,
)
from ..vocab_moves import MoveHome
from ..vocab_provinces import AttackedProvinceStrength, ProvinceTarget, TurnProvinceFacedown
from ..vocab_rings import ResolveContestedRing
from ..vocab_tokens import GainPer, PlaceFateFromPool, Sacrifice
from .conditions import (
    all_of,
    attacking,
    attacking_characters,
    cards_in_opponent_hand,
    is_attacking,
    others_with_fate,
    targets_host,
    trait_is,
    wins_conflict,
    you_control,
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
