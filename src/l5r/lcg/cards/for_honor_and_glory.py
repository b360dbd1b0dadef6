"""Cards of *For Honor and Glory* (Imperial cycle, pack 2; FiveRingsDB ``for-honor-and-glory``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. A card of this pack needs no code of its own (``custom`` in
``l5r lcg cards --coverage``).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import (
    Action,
    AttachTo,
    Cost,
    DiscardFavor,
    Each,
    Effect,
    Interrupt,
    Lasting,
    ModifyBy,
    OnTriggerCard,
    Persistent,
    Reaction,
    Target,
    Targets,
    during_conflict,
    event_is,
)
from ..vocab_attachments import AttachThisTo, DiscardAttachments
from ..vocab_cards import BowCost, RevealHandAndDiscard, RevealTop
from ..vocab_duels import Challenge
from ..vocab_moves import MoveHome
from ..vocab_play import (
    PutIntoPlay,
    PutIntoPlayFromProvinces,
    RevealAttackedProvinceCard,
    ShuffleIntoDeck,
    TurnYourProvinceCardsFaceup,
)
from ..vocab_tokens import Sacrifice
from .conditions import (
    all_of,
    any_trait,
    at_this_province,
    attacked_provinces_ability,
    can_receive_this,
    character_triggers_while_host_participates,
    defending,
    each_with_printed_cost_at_most,
    every,
    host_attacking,
    host_in_duel,
    is_attacking,
    is_defending,
    is_ready,
    its_skill,
    printed_cost_at_most,
    second_costs_no_more,
    self_participating,
    this_province_broken,
    trait_is,
    with_attachments,
    with_skill,
    you_control,
    you_defend,
)

CARDS = CardTable()

CARDS.card("03-frostbitten-crossing",
     Action(DiscardAttachments(), condition=at_this_province,
            target=Target(where="participating", test=with_attachments),
            text="discard each attachment on a participating character"),
     text="Air role only. During a conflict here: discard every attachment of a participating character.")

CARDS.card("03-riot-in-the-streets",
     Action(Effect("bow"), condition=every(at_this_province, you_control("bushi", count=3)),
            target=Target(where="participating", action="bow"), text="bow a participating character"),
     text="During a conflict here, with 3 or more of your Bushi taking part: bow a participating character.")

CARDS.card("03-stoic-magistrate",
     Persistent("no_skill_count", on=each_with_printed_cost_at_most(2), condition=defending),
     text="While it defends, every character with printed cost 2 or lower adds no skill to the conflict's result.")

CARDS.card("03-northern-wall-sensei",
     Action(Lasting((("type", "cannot"), ("actions", ("event_effects",)))), conflict="any",
            target=Target(controller="self", where="participating", test=with_attachments),
            text="a participating character of yours with attachments is immune to events this conflict"),
     text="Keeper role only. While it takes part in a conflict: one of your participating characters with an "
          "attachment is immune to events until the conflict ends.")

CARDS.card("03-miwaku-kabe",
     Interrupt("break_province", ShuffleIntoDeck(), when=this_province_broken,
               text="shuffle this holding into your dynasty deck"),
     text="Limit 1 per deck. When the province it is in is broken, shuffle it back into your dynasty deck.")

CARDS.card("03-pathfinder-s-blade",
     Interrupt("effects_initiate", Effect("cancel"), would=True, costs=(Sacrifice("self"),),
               when=attacked_provinces_ability, condition=host_attacking,
               text="sacrifice it: cancel the attacked province's ability"),
     text="Seeker role only. While its character attacks, when a triggered ability of the attacked province "
          "would initiate its effects, sacrifice this to cancel them.")

CARDS.card("03-high-kick",
     Action(Effect("bow"), Lasting((("type", "cannot"), ("actions", ("trigger_abilities",)))), from_hand=True,
            costs=(BowCost(trait="monk", where="participating"),), condition=during_conflict("military"),
            target=Target(controller="opponent", where="participating"),
            text="bow a participating Monk of yours: bow an opponent's participant; it cannot trigger abilities"),
     text="During a military conflict, bow one of your participating Monks: bow a participating character of "
          "your opponent, which cannot trigger its abilities this conflict.")

CARDS.card("03-seal-of-the-scorpion",
     Persistent("gain_clan", on="host", keyword="scorpion"),
     Persistent("gain_trait", on="host", keyword="shinobi"),
     text="The attached character bears the Scorpion clan symbol and has the Shinobi trait.")

CARDS.card("03-shinjo-saddle",
     AttachTo(trait="cavalry"),
     Action(AttachThisTo(), target=Target(controller="self", test=all_of(trait_is("cavalry"), can_receive_this)),
            text="move this to another Cavalry character of yours"),
     text="Cavalry only. Action: attach it to another Cavalry character you control.")

CARDS.card("03-kabuki-hero",
     Action(ModifyBy("military", its_skill("political")), costs=(Cost("fate", 1),), condition=during_conflict(),
            text="spend 1 fate: +X military this conflict (X: its political skill)"),
     text="Action during a conflict, spend 1 fate: it gets +X military until the conflict ends, X being its "
          "political skill.")

CARDS.card("03-shrine-maiden",
     Reaction("enter_play", RevealTop(3, any_trait("spell", "kiho")), when=event_is(card="self"),
              text="reveal your top 3 conflict cards: keep the Spells and Kiho, discard the rest"),
     text="After it enters play, reveal the top 3 cards of your conflict deck; Spell and Kiho cards among them "
          "go to your hand, the others to your discard pile.")

CARDS.card("03-harmonize",
     Action(MoveHome(), from_hand=True, condition=during_conflict(also=you_defend),
            target=Targets((Target(where="participating", test=is_defending),
                            Target(where="participating", test=is_attacking)), relation=second_costs_no_more),
            text="send home a defender and an attacker of equal or lower printed cost"),
     text="Keeper role only. During a conflict you defend: send home a defending character and an attacking "
          "character whose printed cost is not higher.")

_HOME_COST_2 = all_of(is_ready, printed_cost_at_most(2))

CARDS.card("03-ide-tadaji",
     Action(Effect("move_to_conflict"), conflict="any",
            target=Targets((Target(controller="self", where="home", action="move_to_conflict", test=_HOME_COST_2),
                            Target(controller="opponent", where="home", action="move_to_conflict",
                                   test=_HOME_COST_2))),
            text="move a ready character of printed cost 2 or lower of each player into the conflict"),
     text="While it takes part in a conflict: move into the conflict one ready character at home with printed "
          "cost 2 or lower of each player.")

CARDS.card("03-raise-the-alarm",
     Action(RevealAttackedProvinceCard(), from_hand=True, condition=during_conflict("military", also=you_defend),
            then=(PutIntoPlay(on="revealed", into_conflict=True, only_into_conflict=True),),
            text="reveal the card in the attacked province; a character defends"),
     text="During a military conflict you defend: turn the facedown card in the attacked province faceup; "
          "if it is a character, put it into play defending.")

CARDS.card("03-policy-debate",
     Action(Challenge("political", challenger="target",
                      if_wins=(RevealHandAndDiscard(victim="opponent", chooser="player"),),
                      if_loses=(RevealHandAndDiscard(victim="player", chooser="opponent"),)),
            from_hand=True, condition=during_conflict(),
            target=Targets((Target(controller="self", where="participating", test=with_skill("political")),
                            Target(controller="your_opponent", where="participating", test=with_skill("political")))),
            text="your participant duels theirs (political); the loser's controller reveals their hand and "
                 "the other player discards a card of it"),
     text="During a conflict, a participating character of yours challenges one of your opponent's to a "
          "political duel; the loser's controller shows their hand and the winner's controller picks a card "
          "of it to discard.")

CARDS.card("03-bayushi-yojiro",
     Persistent("ignore_status", on=Each(side="participating"), condition=self_participating),
     text="While it takes part in a conflict, status tokens on participating characters have no effect.")

CARDS.card("03-kakita-blade",
     Persistent("modify", on="host", stat="political", value=2, condition=host_in_duel),
     Reaction("duel_won", Effect("gain_honor", on="player", amount=1), when=event_is(card="host"),
              text="gain 1 honor"),
     text="Restricted. The attached character gets +2 political while involved in a duel; after it wins a "
          "duel, gain 1 honor.")

CARDS.card("03-kamayari",
     AttachTo(trait="bushi"),
     Reaction("ability_triggered", OnTriggerCard("bow"), when=character_triggers_while_host_participates,
              text="bow that character"),
     text="Bushi only. Restricted. After a character triggers an ability during a conflict its character takes "
          "part in, bow that character.")

CARDS.card("03-ikoma-ujiaki",
     Action(TurnYourProvinceCardsFaceup(), conflict="any", costs=(DiscardFavor(),),
            then=(PutIntoPlayFromProvinces(2, into_conflict=True),),
            text="discard the Imperial Favor: reveal your provinces' cards, then up to 2 characters join the "
                 "conflict"),
     text="While it takes part in a conflict, discard the Imperial Favor: turn every facedown card in your "
          "provinces faceup; then put up to 2 characters from your provinces into play in the conflict.")
