"""Cards of *Tears of Amaterasu* (Imperial cycle, pack 1; FiveRingsDB ``tears-of-amaterasu``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. A card of this pack needs no code of its own (``custom`` in
``l5r lcg cards --coverage``).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import ANY_NUMBER, Action, Effect, Limit, Reaction, Target, during_conflict, event_is
from ..vocab_moves import MoveHome
from ..vocab_rings import ResolveContestedRing
from ..vocab_tokens import GainPer, PlaceFateFromPool
from .conditions import all_of, attacking_characters, is_attacking, trait_is, wins_conflict

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
