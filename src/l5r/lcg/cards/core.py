"""Core Set card abilities (the first cards; the rest come with issue 3).

Each definition composes the vocabulary of :mod:`l5r.lcg.vocab`; ``text`` is
a one-line description in the project's own words.
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import (
    Action, Cost, Each, Effect, Instead, Interrupt, Limit, Reaction, Target, during_conflict,
    event_is,
)
from .conditions import conflict_result, honored_characters, more_than_an_opponent, printed_cost_at_most

CARDS = CardTable()


_won_military_by_5 = conflict_result("win", type_="military", by=5)


_more_honored = more_than_an_opponent(honored_characters,
                                     says="if you control more honored characters than an opponent")


_printed_cost_at_most_2 = printed_cost_at_most(2)


CARDS.card("01-shiro-nishiyama",
     Action(Effect("modify", on=Each("self", "defending"), amount=1, stat="skills", until="conflict"),
            costs=(Cost("bow_self"),), condition=during_conflict(),
            text="bow: your defenders get +1/+1 this conflict"),
     text="Action in a conflict: bow it; each of your defending characters gets +1 military and +1 political until the conflict ends.")

CARDS.card("01-reprieve",
     Interrupt("leaves_play", Instead((Effect("discard", on="self"),)), would=True,
               when=event_is(card="host"), text="discard Reprieve instead"),
     text="When the attached character would leave play, discard this attachment instead.")

CARDS.card("01-voice-of-honor",
     Interrupt("effects_initiate", Effect("cancel"), would=True, from_hand=True,
               when=event_is(event_card=True), condition=_more_honored,
               text="cancel that event"),
     text="Interrupt: cancel the effects of an event, if you control more honored characters than an opponent.")

CARDS.card("01-the-art-of-war",
     Interrupt("break_province", Effect("draw", on="player", amount=3), when=event_is(card="self"),
               text="draw 3 cards"),
     text="When this province is broken, draw 3 cards.")

CARDS.card("01-fallen-in-battle",
     Reaction("conflict_won", Effect("discard"), from_hand=True, when=_won_military_by_5,
              target=Target(where="participating"), limit=Limit(1, "conflict", per_title=True),
              text="discard a participating character"),
     text="After you win a military conflict by 5 or more, discard a participating character (max 1 per conflict).")

CARDS.card("01-assassination",
     Action(Effect("discard"), from_hand=True, costs=(Cost("honor", 3),), condition=during_conflict(),
            target=Target(test=_printed_cost_at_most_2), limit=Limit(1, "round", per_title=True),
            text="lose 3 honor: discard a character with printed cost 2 or lower"),
     text="During a conflict, lose 3 honor: discard a character with printed cost 2 or lower (max 1 per round).")
