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
    Each,
    Effect,
    Lasting,
    OnTargets,
    Persistent,
    Reaction,
    Target,
    Targets,
    duel_target,
    during_conflict,
    event_is,
)
from ..vocab_attachments import ReduceNextCost
from ..vocab_cards import DiscardCardCost, DishonorCost, OpponentSelects
from ..vocab_duels import Challenge, DuelResult
from .conditions import (
    all_of,
    at_this_province,
    attacking,
    composure,
    every,
    highest_printed_cost_in_play,
    is_attacking,
    is_ready,
    less_honorable_than_an_opponent,
    more_honorable_than_an_opponent,
    status_is,
    you_defend,
)

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

CARDS.card("16-yasuki-procurer",
     Action(ReduceNextCost(1, ("attachment", "character"), on_host=False, until="phase"),
            costs=(DishonorCost(own=True),), text="dishonor it: your next attachment or character costs 1 less"),
     text="Dishonor it: the next attachment or character you play this phase costs 1 less.")

CARDS.card("16-hida-yakamo",
     Persistent("cannot", actions=("bow_by_resolution_military", "lose_duel"),
                condition=less_honorable_than_an_opponent),
     text="While you have less honor than an opponent, it does not bow from the resolution of military "
          "conflicts and cannot lose duels.")

CARDS.card("16-heavy-ballista",
     Action(OpponentSelects((("bow it", (OnTargets("bow"),)), ("remove 1 fate from it", (OnTargets("remove_fate"),)))),
            costs=(DiscardCardCost(),), condition=during_conflict("military", also=you_defend),
            target=Target(where="participating", test=all_of(is_attacking, is_ready)),
            text="discard a card: the controller of a ready attacker bows it or removes 1 fate from it"),
     text="During a military conflict you defend, discard a card from your hand and choose a ready attacking "
          "character: its controller picks whether it bows or loses 1 fate.")

CARDS.card("16-ichigenkin-soloist",
     Persistent("cannot", actions=("target_by_opponents",), condition=composure),
     text="Composure: your opponents' abilities cannot choose it as a target.")

CARDS.card("16-kitsuki-counselor",
     Persistent("modify", stat="skills", value=1, condition=composure),
     text="Composure: +1 military and +1 political.")

CARDS.card("16-honorable-challenger",
     Action(Challenge("military", results=(Lasting((("type", "cannot"), ("actions", ("bow_by_resolution",))),
                                                   on=DuelResult(result="winner")),)),
            conflict="any", target=duel_target("military"),
            text="military duel: the winner does not bow from this conflict's resolution"),
     text="Pride. While it takes part in a conflict, it challenges an opposing participant to a military duel; "
          "the winner does not bow when this conflict resolves.")

CARDS.card("16-ikoma-orator",
     Persistent("modify", stat="political", value=2, condition=more_honorable_than_an_opponent),
     text="+2 political while you have more honor than an opponent.")

CARDS.card("16-student-of-war",
     Persistent("cannot", actions=("remove_fate", "discard"), condition=composure),
     text="Composure: it cannot lose fate or be discarded.")

CARDS.card("16-matsu-tsuko",
     Action(ReduceNextCost(2, "", on_host=False, until="conflict"),
            condition=every(attacking, more_honorable_than_an_opponent),
            text="the next card you play this conflict costs 2 less"),
     text="While it attacks and you have more honor than your opponent: the next card you play this conflict "
          "costs 2 less.")

CARDS.card("16-tactician-s-camp",
     Persistent("modify", stat="military", value=1, on=Each("self", test=status_is("honored"))),
     text="Each honored character you control gets +1 military.")
