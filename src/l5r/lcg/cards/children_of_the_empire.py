"""Cards of *Children of the Empire* (Dominion cycle deluxe expansion; FiveRingsDB
``children-of-the-empire``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. A card of this pack needs no code of its own (``custom`` in
``l5r lcg cards --coverage``). Its vanilla characters (Siege Captain, Attendant to the
Emperor) are their printed facts (:data:`l5r.lcg.coverage.TEXT_IS_KEYWORDS`).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import (
    Action,
    Effect,
    Persistent,
    Reaction,
    Target,
    Targets,
    duel_target,
    event_is,
)
from ..vocab_duels import Challenge, DuelResult
from .conditions import at_this_province, highest_printed_cost_in_play, less_honorable_than_an_opponent

CARDS = CardTable()

CARDS.card("16-kiku-matsuri",
     Action(Effect("honor"), condition=at_this_province,
            target=Targets((Target(controller="self", where="participating", action="honor"),
                            Target(controller="opponent", where="participating", action="honor"))),
            text="honor a participating character of each player"),
     text="During a conflict here: honor one participating character of yours and one of your opponent's.")

CARDS.card("16-midnight-revels",
     Reaction("conflict_declared", Effect("bow"), when=event_is(province="self"),
              target=Target(action="bow", test=highest_printed_cost_in_play),
              text="bow a character with the highest printed cost in play"),
     text="After a conflict is declared against this province, bow a character whose printed cost is the "
          "highest of all characters in play.")

CARDS.card("16-vassal-fields",
     Action(Effect("lose_fate", on="opponent", amount=1), condition=at_this_province,
            text="your opponent loses 1 fate"),
     text="During a conflict here: your opponent loses 1 fate.")

CARDS.card("16-daring-challenger",
     Persistent("modify", stat="military", value=1, condition=less_honorable_than_an_opponent),
     Action(Challenge("military", results=(Effect("place_fate", on=DuelResult(result="winner")),)),
            conflict="any", target=duel_target("military"),
            text="military duel: put 1 fate on the winner"),
     text="+1 military while you have less honor than an opponent. While it takes part in a conflict, it "
          "challenges an opposing participant to a military duel; the winner gets 1 fate.")
