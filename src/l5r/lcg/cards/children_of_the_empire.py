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
    UNLIMITED,
    Action,
    AttachTo,
    Cost,
    Each,
    Effect,
    Lasting,
    Limit,
    OnTargets,
    OnTriggerCard,
    Persistent,
    Reaction,
    Target,
    Targets,
    duel_target,
    during_conflict,
    event_is,
)
from ..vocab_attachments import ReduceNextCost
from ..vocab_cards import ChooseAndApply, DiscardCardCost, DishonorCost, OpponentSelects, SearchDeck
from ..vocab_duels import Challenge, DuelResult
from ..vocab_moves import MoveHome
from ..vocab_provinces import AttackedProvinceStrength
from ..vocab_rings import MoveRingFate, RingTarget
from ..vocab_tokens import Sacrifice
from .conditions import (
    all_of,
    at_this_province,
    attacking,
    composure,
    conflict_type,
    every,
    highest_printed_cost_in_play,
    holds,
    host_attacking,
    host_wins_conflict,
    is_attacking,
    is_defending,
    is_participating,
    is_ready,
    less_honorable_than_an_opponent,
    matching,
    more_honorable_than_an_opponent,
    opponents_character_triggers,
    printed_cost_at_least,
    self_participating,
    status_is,
    trait_is,
    you_control_count,
    you_defend,
    you_win_by,
    yours_in,
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

CARDS.card("16-sincere-challenger",
     Persistent("modify", stat="political", value=2, condition=composure),
     Action(Challenge("political", results=(Lasting((("type", "cannot"), ("actions", ("event_effects",))),
                                                    on=DuelResult(result="winner")),)),
            conflict="any", target=duel_target("political"),
            text="political duel: the winner is immune to events this conflict"),
     text="Composure: +2 political. While it takes part in a conflict, it challenges an opposing participant to a "
          "political duel; the winner is immune to events until the conflict ends.")

CARDS.card("16-shosuro-hametsu",
     Action(SearchDeck(test=trait_is("poison"), reveal=True), costs=(Cost("honor", 1),),
            text="lose 1 honor: search your conflict deck for a Poison card"),
     text="Lose 1 honor: search your conflict deck for a Poison card, show it and take it into your hand, then "
          "shuffle.")

CARDS.card("16-aspiring-challenger",
     Persistent("modify", stat="glory", value=2, condition=composure),
     Action(Challenge("military", winner="honor"), conflict="any", target=duel_target("military"),
            text="military duel: honor the winner"),
     text="Composure: +2 glory. While it takes part in a conflict, it challenges an opposing participant to a "
          "military duel; the winner is honored.")

CARDS.card("16-humble-magistrate",
     Persistent("no_skill_count", on=Each(test=printed_cost_at_least(4)), condition=attacking),
     text="Seeker role only. While it attacks, characters with printed cost 4 or more do not count their skill "
          "toward the conflict's resolution.")

CARDS.card("16-proving-ground",
     Reaction("duel_won", Effect("draw", on="player", amount=1), when=event_is(player="you"),
              limit=Limit(2, "round"), text="draw 1 card"),
     text="After a character of yours wins a duel, draw 1 card (twice per round at most).")

CARDS.card("16-guardian-of-virtue",
     Persistent("cannot", actions=("bow_by_resolution_defending",), condition=composure),
     text="Air role only. Composure: it does not bow from the resolution of conflicts in which it defends.")

CARDS.card("16-glorious-victory",
     Reaction("break_province", Effect("honor", on=Each("self")), from_hand=True, when=yours_in("military"),
              text="honor each character you control"),
     text="After you break a province in a military conflict, honor every character you control.")

CARDS.card("16-gift-of-amaterasu",
     Reaction("conflict_won", Effect("honor"), from_hand=True, when=you_win_by(5),
              target=Target(controller="self", action="honor"), text="honor a character you control"),
     text="After you win a conflict by 5 or more skill, honor one of your characters.")

CARDS.card("16-tranquil-philosopher",
     Action(MoveRingFate(1), target=RingTarget(), then=(Effect("gain_honor", on="player", amount=1),),
            text="move 1 fate from an unclaimed ring to another, then gain 1 honor"),
     text="Move 1 fate from a chosen unclaimed ring to another unclaimed ring; then gain 1 honor.")

CARDS.card("16-outskirts-sentry",
     Reaction("move_to_conflict", Effect("honor"),
              when=holds(self_participating, says="a character is moved to the conflict this character takes part in"),
              target=Target(where="participating", action="honor"), text="honor a participating character"),
     text="After a character moves into the conflict it takes part in, honor a participating character.")

CARDS.card("16-jewel-of-the-khamasin",
     Action(AttackedProvinceStrength(-1), costs=(Cost("honor", 1),), condition=host_attacking, limit=UNLIMITED,
            text="lose 1 honor: the attacked province gets -1 strength this conflict"),
     text="While the attached character attacks, lose 1 honor: the attacked province gets -1 strength until the "
          "conflict ends (no limit; not below 0).")

_HONORED_COURTIER = matching(trait_is("courtier"), status_is("honored"), is_participating,
                             says="participating honored Courtier character")

CARDS.card("16-try-again-tomorrow",
     Action(MoveHome(), from_hand=True,
            condition=during_conflict(also=you_control_count(_HONORED_COURTIER,
                                                             says="you control a participating honored Courtier")),
            target=Target(where="participating", action="move_home", test=is_attacking),
            text="send an attacking character home"),
     text="During a conflict in which you control a participating honored Courtier, send an attacking character "
          "home.")

CARDS.card("16-honed-nodachi",
     AttachTo(trait="bushi"),
     Reaction("conflict_won", Effect("remove_fate", on="host"), ChooseAndApply("discard", "opponent", "participating"),
              when=host_wins_conflict, condition=conflict_type("military"),
              text="remove 1 fate from its character; your opponent discards a participating character of theirs"),
     text="Bushi only. Restricted. After its character wins a military conflict: that character loses 1 fate, and "
          "your opponent picks one of their participating characters and discards it.")

CARDS.card("16-infiltrator-s-tools",
     AttachTo(trait="shinobi"),
     Persistent("gain_keyword", on="host", keyword="covert"),
     text="Shinobi only. The attached character gains covert.")

CARDS.card("16-sage-of-gisei-toshi",
     Action(Effect("move_home", on="self"), then=(Effect("move_home"),),
            condition=during_conflict(also=more_honorable_than_an_opponent),
            target=Target(controller="opponent", where="participating", action="move_home"),
            text="send this character home; if you do, send an opposing participant home"),
     text="During a conflict, if you have more honor than your opponent: send it home, and if you do, send home "
          "a participating character of your opponent's (errata, Appendix IV).")

CARDS.card("16-kirei-ko",
     Reaction("ability_triggered", OnTriggerCard("bow"), from_hand=True, when=opponents_character_triggers,
              text="bow that character"),
     text="After a character your opponent controls triggers an ability, bow that character.")

CARDS.card("16-in-defense-of-rokugan",
     Action(Lasting((("type", "modify"), ("op", "set"), ("stat", "military"), ("value", 0))), from_hand=True,
            costs=(Sacrifice(test=is_defending),), condition=during_conflict(),
            target=Target(where="participating", test=is_attacking),
            text="sacrifice a defender of yours: an attacking character's military becomes 0 this conflict"),
     text="During a conflict, sacrifice one of your defending characters and choose an attacking character: its "
          "military skill is 0 until the conflict ends.")
