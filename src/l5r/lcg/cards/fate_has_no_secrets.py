"""Cards of *Fate Has No Secrets* (Imperial cycle, pack 5; FiveRingsDB ``fate-has-no-secrets``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. (Miwaku Kabe Guard's text is its Pride keyword alone: :data:`l5r.lcg.coverage.TEXT_IS_KEYWORDS`.)
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import ELEMENTS
from ..vocab import (
    UNLIMITED,
    Action,
    AttackedProvince,
    Cost,
    Each,
    Effect,
    Lasting,
    Limit,
    Persistent,
    Reaction,
    Target,
    controls_trait,
    during_conflict,
    event_is,
)
from ..vocab_cards import DishonorCost, NameCardType, RevealTopCost, TakeRevealed
from ..vocab_moves import MoveHome, OneConflictOpportunity
from ..vocab_rings import ForbidEventsWhileContested, claimed_or_contesting
from ..vocab_tokens import MoveHonoredToken, RemoveFateAmong, can_receive_honored_token
from .conditions import (
    all_of,
    at_this_province,
    can_be,
    clan_is,
    during_phase,
    event_card,
    host_ready,
    is_character,
    is_dishonored,
    opponent_counts_more,
    other_cards_you_control,
    other_character,
    self_participating,
    trait_is,
    with_attachments,
)

CARDS = CardTable()


CARDS.card("06-crisis-breaker",
     Action(Effect("ready"), Effect("move_to_conflict"),
            condition=during_conflict("military", also=opponent_counts_more("military")),
            target=Target(controller="self", test=all_of(trait_is("berserker"), can_be("ready", "move_to_conflict"))),
            text="ready a Berserker of yours and move it to the conflict"),
     text="Keeper role only. During a military conflict in which your opponent has the higher military total, "
          "ready one of your Berserkers and move it into the conflict.")

CARDS.card("06-yasuki-taka",
     Reaction("leaves_play", Effect("gain_fate", on="player", amount=1),
              when=event_card(all_of(clan_is("crab"), is_character), phase="conflict"), limit=UNLIMITED,
              text="gain 1 fate"),
     text="Each time a Crab character leaves play in the conflict phase, gain 1 fate (no limit).")

CARDS.card("06-itinerant-philosopher",
     Action(Effect("bow"), costs=(Cost("discard_favor"),), condition=self_participating,
            target=Target(controller="opponent", where="participating", action="bow", test=with_attachments),
            text="discard the Imperial Favor: bow an opposing participant with an attachment"),
     text="While it participates, discard the Imperial Favor to bow a participating opposing character that "
          "has an attachment.")

CARDS.card("06-moto-juro",
     Action(condition=during_conflict(), limit=Limit(2, "round"),
            select=(("move this character to the conflict", (Effect("move_to_conflict", on="self"),)),
                    ("move this character home", (MoveHome(on="self"),))),
            text="move this character in or out of the conflict"),
     text="Choose: move this character into the conflict, or home from it (twice per round).")

CARDS.card("06-seppun-ishikawa",
     Persistent("modify", stat="skills", value=other_cards_you_control(trait_is("imperial"))),
     text="+1 military and +1 political for each other Imperial card you control.")

CARDS.card("06-fair-accord",
     Action(Effect("gain_fate", on="player", amount=2), from_hand=True, costs=(Cost("discard_favor"),),
            condition=during_phase("dynasty"), text="discard the Imperial Favor: gain 2 fate"),
     text="In the dynasty phase, discard the Imperial Favor to gain 2 fate.")

CARDS.card("06-young-harrier",
     Action(Lasting((("type", "cannot"), ("actions", ("dishonor",))), on=Each("self", test=clan_is("crane")),
                    until="phase"),
            costs=(DishonorCost(own=True),),
            text="dishonor this character: your Crane characters cannot be dishonored"),
     text="Dishonor it: this phase, your Crane characters (those in play now) cannot be dishonored.")

CARDS.card("06-henshin-disciple",
     Persistent("modify", stat="political", value=2, condition=claimed_or_contesting("air")),
     Persistent("modify", stat="military", value=2, condition=claimed_or_contesting("earth")),
     Persistent("gain_keyword", keyword="pride", condition=claimed_or_contesting("fire")),
     text="With the Air ring claimed or contested by you: +2 political; Earth: +2 military; Fire: pride.")

CARDS.card("06-seal-of-the-lion",
     Persistent("gain_clan", on="host", keyword="lion"),
     Persistent("gain_trait", on="host", keyword="commander"),
     text="The attached character gains the Lion clan and the Commander trait.")

CARDS.card("06-ride-them-down",
     Action(Lasting((("type", "modify"), ("op", "set_base"), ("stat", "strength"), ("value", 1)),
                    on=AttackedProvince()),
            from_hand=True, costs=(Cost("discard_favor"),), condition=during_conflict(),
            text="discard the Imperial Favor: the attacked province's base strength becomes 1"),
     text="During a conflict, discard the Imperial Favor: the attacked province has base strength 1 until "
          "the conflict ends (errata: Rules Reference Appendix IV).")

CARDS.card("06-massing-at-twilight",
     Persistent("combined_skill", on=Each(side="participating"), condition=at_this_province),
     text="Void role only. In conflicts at this province, each character counts military plus political skill.")

CARDS.card("06-cunning-magistrate",
     Persistent("no_skill_count", on=Each(test=other_character(is_dishonored)), condition=self_participating),
     text="While it participates, other dishonored characters add no skill to the conflict's resolution.")

CARDS.card("06-a-fate-worse-than-death",
     # all at once (ruling): the events apply in this order, those that change what protects it last
     Action(Effect("bow"), Effect("dishonor"), Effect("remove_fate"), MoveHome(),
            Lasting((("type", "blank"), ("keep_traits", True)), until="phase", with_events=True),
            from_hand=True, condition=during_conflict(), target=Target(where="participating"),
            text="bow a participant, send it home, dishonor it, remove 1 fate from it and blank it this phase"),
     text="During a conflict, a participating character is bowed, sent home, dishonored and loses 1 fate, all at "
          "once; its printed text box is blank (traits kept) until the end of the phase.")

CARDS.card("06-origami-master",
     Action(MoveHonoredToken(), target=Target(controller="self", test=other_character(can_receive_honored_token)),
            text="move this character's honored token to another character of yours"),
     text="Pride. Move the honored status token from this character to another character you control.")

CARDS.card("06-waning-hostilities",
     Reaction("phase_begin", OneConflictOpportunity(), from_hand=True, when=event_is(phase="conflict"),
              text="each player gets a single conflict opportunity this phase"),
     text="When the conflict phase begins: each player has one conflict opportunity this phase, no more.")

CARDS.card("06-consumed-by-five-fires",
     Action(RemoveFateAmong(5), from_hand=True, condition=controls_trait("shugenja"),
            text="remove up to 5 fate from the opponent's characters"),
     text="Seeker role only. If you control a Shugenja: remove up to 5 fate, spread as you like among your "
          "opponent's characters.")

CARDS.card("06-the-stone-of-sorrows",
     Persistent("player_cannot", on="opponents", actions=("ring_fate",), condition=host_ready),
     text="Seeker role only. While the attached character is ready, opponents can neither take nor remove fate "
          "from rings.")

CARDS.card("06-master-of-gisei-toshi",
     Reaction("phase_begin", when=event_is(phase="conflict"),
              select=tuple((f"the {el} ring", (ForbidEventsWhileContested(el),)) for el in ELEMENTS),
              text="choose a ring: no non-Spell events while it is contested this phase"),
     text="When the conflict phase begins, choose a ring: while it is contested this phase, only Spell events "
          "can be played.")

CARDS.card("06-test-of-skill",
     Action(TakeRevealed(2), from_hand=True,
            costs=(NameCardType(), RevealTopCost(3, more=4, more_if=controls_trait("duelist"))),
            text="name a card type, reveal your top 3 (4 with a Duelist): keep up to 2 of that type"),
     text="Seeker role only. Name a card type and reveal the top 3 conflict cards (4 if you control a Duelist): "
          "up to 2 of the named type go to your hand, the others are discarded.")
