"""The duel cards of *Children of the Empire* (Dominion cycle deluxe expansion; FiveRingsDB
``children-of-the-empire``), beside the pack's other cards (:mod:`l5r.lcg.cards.children_of_the_empire`).

Each definition composes the shared duel vocabulary (:mod:`l5r.lcg.vocab_duels`: "initiate a
[type] duel" from a character -- Rules Reference Appendix IV: "this character initiates" -- or
from another card, :func:`~l5r.lcg.vocab_duels.duel_targets`; the duel's winner and loser,
the duels won and lost during a conflict) and the other vocabulary modules; ``text`` is a
one-line description in the project's own words. A card of this module needs no code of its
own (``custom`` in ``l5r lcg cards --coverage``).

An ability printed without a bold timing word ("after this character wins a duel, honor it")
is a constant ability (Rules Reference "Constant Abilities"): it is mandatory, as a forced
reaction, and has no limit per round.
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import (
    UNLIMITED,
    Action,
    AttachTo,
    CannotBeTargetedByOpponents,
    Effect,
    Interrupt,
    Lasting,
    Persistent,
    Reaction,
    Target,
    Targets,
    duel_target,
    during_conflict,
    event_is,
)
from ..vocab_attachments import DiscardChosenAttachment, GainAbility, GrantedAbility, GrantToHost
from ..vocab_cards import ChangeBid, ChooseAndApply, ControllerChooses, YouMay
from ..vocab_duels import (
    Challenge,
    ChosenTarget,
    DuelResult,
    DuelResultController,
    IfWinner,
    duel_targets,
    duel_targets_yours,
    dueled,
)
from ..vocab_tokens import ReturnFate
from .conditions import (
    composure,
    conflict_result,
    event_initiates,
    host_in_duel,
    is_participating,
    not_,
    self_participating,
    trait_is,
    you_revealed_your_dial,
)

CARDS = CardTable()

_LOSER = DuelResult(result="loser")
_DUELIST = trait_is("duelist")


CARDS.card("16-prudent-challenger",
     Action(Challenge("military", results=(DiscardChosenAttachment(on=_LOSER),)),
            conflict="any", target=duel_target("military"),
            text="military duel: discard an attachment of the loser"),
     text="Courtesy. While it takes part in a conflict, it challenges an opposing participant to a military "
          "duel; you pick an attachment on the loser and discard it.")

CARDS.card("16-mirumoto-dojo",
     Action(Challenge("military", challenger="target",
                      results=(IfWinner(_DUELIST, (Effect("remove_fate", on=_LOSER),),
                                        otherwise=(ReturnFate(on=_LOSER, amount=1),)),)),
            condition=during_conflict(), target=duel_targets("military"),
            text="military duel: 1 fate of the loser goes to its owner (is discarded if a Duelist wins)"),
     text="During a conflict, a participant of yours duels an opposing one (military); the loser's owner takes "
          "back 1 fate from it, or that fate is discarded when the winner is a Duelist.")

CARDS.card("16-kakita-dojo",
     Action(Challenge("military", challenger="target",
                      results=(Lasting((("type", "cannot"), ("actions", ("trigger_abilities",))), on=_LOSER),
                               IfWinner(_DUELIST, (Effect("bow", on=_LOSER),)))),
            condition=during_conflict(), target=duel_targets("military"),
            text="military duel: the loser cannot trigger abilities this conflict (and bows if a Duelist wins)"),
     text="During a conflict, a participant of yours duels an opposing one (military); the loser cannot trigger "
          "its abilities until the conflict ends, and bows too when the winner is a Duelist.")

CARDS.card("16-courtly-challenger",
     Reaction("duel_won", Effect("honor", on="self"), forced=True, limit=UNLIMITED, when=event_is(card="self"),
              text="honor it"),
     Reaction("duel_lost", Effect("dishonor", on="self"), forced=True, limit=UNLIMITED, when=event_is(card="self"),
              text="dishonor it"),
     Action(Challenge("political", results=(DuelResultController((Effect("draw", on="player", amount=2),)),)),
            conflict="any", target=duel_target("political"),
            text="political duel: the winner's controller draws 2 cards"),
     text="Honored whenever it wins a duel, dishonored whenever it loses one. While it takes part in a conflict, "
          "it challenges an opposing participant to a political duel; the winner's controller draws 2 cards.")

CARDS.card("16-loyal-challenger",
     Reaction("conflict_won", Effect("gain_honor", on="player"), forced=True, limit=UNLIMITED,
              when=conflict_result("win", this="participates"), text="gain 1 honor"),
     Reaction("conflict_won", Effect("lose_honor", on="player"), forced=True, limit=UNLIMITED,
              when=conflict_result("lose", this="participates"), text="lose 1 honor"),
     Action(Challenge("political", results=(Lasting((("type", "blank"), ("keep_traits", True)), on=_LOSER),)),
            conflict="any", target=duel_target("political"),
            text="political duel: the loser's text box is blank (but its traits) this conflict"),
     text="You gain 1 honor whenever it wins a conflict and lose 1 whenever it loses one. While it takes part in a "
          "conflict, it challenges an opposing participant to a political duel; the loser's printed text box is "
          "blank except for its traits until the conflict ends.")

CARDS.card("16-honest-challenger",
     Persistent("modify", stat="military", value=2, condition=composure),
     Action(Challenge("military", results=(DuelResultController((
                ChooseAndApply("move_to_conflict", who="player",
                               test=not_(is_participating, says="at home")),)),)),
            conflict="any", target=duel_target("military"),
            text="military duel: the winner's controller moves a character of theirs from home to the conflict"),
     text="Composure: +2 military. While it takes part in a conflict, it challenges an opposing participant to a "
          "military duel; the winner's controller moves one of their characters at home to the conflict.")

CARDS.card("16-challenge-on-the-fields",
     Action(Challenge("military", challenger="target", per_other_participant=1,
                      results=(Effect("move_home", on=_LOSER),)),
            from_hand=True, condition=during_conflict(), target=duel_targets("military"),
            text="military duel, each duelist +1 military per other participant on its side: send the loser home"),
     text="During a conflict, a participant of yours duels an opposing one (military), each duelist getting +1 "
          "military for each other participant on its side during the duel; the loser goes home.")

CARDS.card("16-magnificent-triumph",
     Action(Effect("modify", stat="skills", amount=2), CannotBeTargetedByOpponents(types=("event",)),
            from_hand=True, condition=during_conflict(), target=Target(test=dueled("won")),
            text="a character that won a duel this conflict: +2 military and political, no opposing events "
                 "may target it"),
     text="During a conflict, a character that has won a duel in it gets +2 military and +2 political and cannot "
          "be chosen as a target by your opponents' events until the conflict ends.")

CARDS.card("16-storied-defeat",
     Action(Effect("bow"), YouMay((Effect("dishonor"),), fate=1),
            from_hand=True, condition=during_conflict(), target=Target(test=dueled("lost")),
            text="bow a character that lost a duel this conflict; you may spend 1 fate to dishonor it"),
     text="During a conflict, bow a character that has lost a duel in it; you may also spend 1 fate to dishonor "
          "it.")

CARDS.card("16-true-strike-kenjutsu",
     GrantToHost(idx=1),
     GrantedAbility("action", effects=(Challenge("military", loser="bow", base=True),),
                    condition=self_participating, target=duel_target("military"),
                    text="True Strike Kenjutsu: military duel on base skills, the loser bows"),
     text="The attached character gains a military duel action against a participating opponent's character, "
          "compared on base military skill; the loser bows.")

CARDS.card("16-iaijutsu-master",
     AttachTo(trait="duelist"),
     Reaction("bids_revealed", condition=host_in_duel,
              select=(("increase your bid by 1", (ChangeBid(1),)), ("decrease your bid by 1", (ChangeBid(-1),))),
              text="your bid in its duel is 1 higher or 1 lower"),
     text="Duelist only. After the dials are revealed in a duel of the attached character, make your bid 1 higher "
          "or 1 lower (not under 0).")

CARDS.card("16-ide-negotiator",
     Reaction("bids_revealed", when=you_revealed_your_dial,
              select=(("turn your dial 1 higher", (ChangeBid(1, dial=True),)),
                      ("turn your dial 1 lower", (ChangeBid(-1, dial=True),))),
              text="turn your honor dial 1 up or down (1 to 5)"),
     text="After you reveal your honor dial, turn it to 1 more or 1 less than it shows (between 1 and 5).")

CARDS.card("16-mirumoto-daisho",
     Persistent("player_cannot", on="opponents", actions=("bid_1", "bid_5"), condition=host_in_duel),
     text="Restricted. While the attached character duels, your opponent cannot bid 1 or 5.")

CARDS.card("16-stay-your-hand",
     Interrupt("duel_resolves", Effect("cancel"), would=True, from_hand=True, when=duel_targets_yours,
               text="cancel the duel"),
     text="When a duel that targets one of your characters is about to resolve, cancel it (Rules Reference "
          "errata).")

CARDS.card("16-mirumoto-hitomi",
     Action(Challenge("military", results=(ControllerChooses(("dishonor", "bow"), on=_LOSER),)),
            conflict="any",
            target=Target(controller="opponent", where="participating", test=duel_target("military").test,
                          count=2, up_to=True, at_least=1),
            text="military duel against up to two opposing participants: each loser is dishonored or bowed"),
     text="While it takes part in a conflict, it challenges one or two opposing participants (together) to a "
          "military duel; each losing character's controller dishonors or bows it.")

_MILITARY = duel_target("military").test

CARDS.card("16-defend-your-honor",
     Interrupt("effects_initiate", Challenge("military", challenger="target", if_wins=(Effect("cancel"),)),
               would=True, from_hand=True, when=event_initiates("opponent"),
               target=Targets((Target(controller="self", where="participating", test=_MILITARY),
                               ChosenTarget(controller="opponent", where="participating", test=_MILITARY))),
               text="your participant duels one the opponent picks (military): if yours wins, cancel the event"),
     text="Keeper role only. When an opponent's event would take effect during a conflict, one of your participants "
          "duels an opposing participant its controller picks (military); if yours wins, the event is cancelled.")

_POLITICAL = duel_target("political").test

CARDS.card("16-civil-discourse",
     Action(Challenge("political", challenger="target", results=(GainAbility(1, on=_LOSER),)),
            from_hand=True, condition=during_conflict(),
            target=Targets((Target(controller="self", where="participating", test=_POLITICAL),
                            ChosenTarget(controller="opponent", where="participating", test=_POLITICAL))),
            text="your participant duels one the opponent picks (political): the loser's controller pays 1 more "
                 "for each card in hand this conflict"),
     Persistent("cost", on="controller", value=1, zone="hand"),
     text="Earth role only. During a conflict, one of your participants duels an opposing participant its "
          "controller picks (political); until the conflict ends the loser has: each card in your hand costs 1 "
          "more to play.")
