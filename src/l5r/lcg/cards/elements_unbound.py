"""Cards of *Elements Unbound* (Elemental cycle, pack 6; FiveRingsDB ``elements-unbound``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. "<Element> role only" is a deckbuilding restriction, not active during play (Rules
Reference "Role Cards").
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import CONFLICT_DISCARD, HAND
from ..vocab import (
    Action,
    AttachTo,
    AttackedProvince,
    CannotBeTargetedByOpponents,
    Cost,
    Each,
    Effect,
    EvadedCharacters,
    Instead,
    Interrupt,
    Lasting,
    Persistent,
    Reaction,
    Target,
    Targets,
    during_conflict,
    event_is,
)
from ..vocab_attachments import PutThisIntoPlayAttached
from ..vocab_duels import Challenge
from ..vocab_moves import AdditionalConflict
from ..vocab_rings import (
    ResolveRingEffectOfChoice,
    RingFateToCard,
    RingTarget,
    TakeClaimedRing,
    claimed_element,
    element_conflict,
)
from ..vocab_tokens import Sacrifice
from .conditions import (
    attacked_province_matches_a_ring,
    can_receive_this,
    chooses_with_covert,
    conflict_result,
    less_honorable_than_an_opponent,
    monk_or_monk_attachment,
    opponent_declares,
    per_claimed_ring_of_type,
    self_participating,
    status_is,
    trait_is,
    twice_your_dial,
    wins_conflict,
    you_control_participants,
)

CARDS = CardTable()

CARDS.card("14-magistrate-station",
     Action(Effect("ready"), target=Target(action="ready", test=status_is("honored")),
            text="ready an honored character"),
     text="Action: ready a chosen honored character.")

CARDS.card("14-web-of-lies",
     Persistent("modify", stat="strength", op="set_base", value=twice_your_dial,
                text="this province's base strength is twice the bid on your honor dial"),
     text="Its strength is twice the bid on its controller's honor dial.")

CARDS.card("14-yasuki-broker",
     Persistent("gain_keyword", on=Each("self"), keyword="courtesy", condition=self_participating),
     Persistent("gain_keyword", on=Each("self"), keyword="sincerity", condition=self_participating),
     text="While it participates, every character you control has courtesy and sincerity.")

CARDS.card("14-kitsu-warrior",
     Persistent("modify", stat="military", value=per_claimed_ring_of_type("military", 2)),
     Persistent("modify", stat="political", value=per_claimed_ring_of_type("political", 2)),
     text="+2 military for each claimed military ring, +2 political for each claimed political ring.")

CARDS.card("14-reader-of-omens",
     Persistent("modify", stat="political", value=3, condition=claimed_element("air", "void")),
     text="+3 political while you have claimed the Air or the Void ring.")

CARDS.card("14-minami-kaze-regulars",
     Reaction("conflict_won", Effect("gain_fate", on="player", amount=1), Effect("draw", on="player", amount=1),
              when=wins_conflict(), condition=you_control_participants("more"), text="gain 1 fate and draw 1 card"),
     text="No attachments but Weapons. After it wins a conflict in which you have more participating characters "
          "than your opponent, gain 1 fate and draw a card.")

CARDS.card("14-pragmatism",
     AttachTo(controller="self"),
     Persistent("modify", on="host", stat="skills", value=1, condition=less_honorable_than_an_opponent),
     Persistent("cannot", on="host", actions=("honor", "dishonor"), condition=less_honorable_than_an_opponent),
     text="Attach to your character. While an opponent has more honor than you, it gets +1 military and +1 "
          "political and cannot be honored or dishonored.")

CARDS.card("14-specialized-defenses",
     Action(Lasting((("type", "modify"), ("op", "double"), ("stat", "strength"), ("value", 0)), on=AttackedProvince()),
            from_hand=True, condition=attacked_province_matches_a_ring,
            text="double the attacked province's strength this conflict"),
     text="Earth role only. During a conflict, if the attacked province shares an element with the contested ring "
          "or a ring you have claimed, its strength is doubled until the conflict ends.")

CARDS.card("14-unleash-the-djinn",
     Action(Lasting((("type", "modify"), ("op", "set"), ("stat", "skills"), ("value", 3)),
                    on=Each(side="participating")),
            from_hand=True, costs=(Cost("honor", 3),), condition=during_conflict(),
            text="lose 3 honor: every participant's military and political skills become 3 this conflict"),
     text="Fire role only. During a conflict, lose 3 honor: each participating character has military and "
          "political skill 3 until the conflict ends.")

CARDS.card("14-tengu-sensei",
     Reaction("conflict_declared", Lasting((("type", "cannot"), ("actions", ("attack",))), on=EvadedCharacters(),
                                           until="phase"),
              when=chooses_with_covert, text="the evaded character cannot be declared as an attacker this phase"),
     text="Covert. After it chooses a character with covert, that character cannot attack this phase.")

CARDS.card("14-being-and-becoming",
     AttachTo(controller="self"),
     Action(RingFateToCard("host"), costs=(Cost("bow_host"),), target=RingTarget(to_ring=False),
            text="bow the attached character: move each fate from an unclaimed ring to it"),
     text="Void role only. Attach to your character. Action: bow that character to move all the fate of a chosen "
          "unclaimed ring onto it.")

CARDS.card("14-mantra-of-earth",
     Reaction("conflict_declared", CannotBeTargetedByOpponents(), Effect("draw", on="player", amount=1),
              from_hand=True, when=opponent_declares("earth"), target=Target(test=monk_or_monk_attachment),
              text="your opponents cannot target a Monk (or a character with a Monk attachment) this conflict; "
                   "draw 1"),
     text="After an opponent declares an Earth conflict, choose a Monk or a character with a Monk attachment: "
          "your opponents' card abilities cannot target it until the conflict ends; draw a card (errata: "
          "Rules Reference Appendix IV).")

CARDS.card("14-roving-michibiku",
     Reaction("conflict_won", TakeClaimedRing(), when=wins_conflict(),
              text="take a ring from the defending player's claimed ring pool"),
     text="After it wins a conflict, take a ring of the defending player's claimed ring pool into yours.")

CARDS.card("14-hisu-mori-toride",
     Reaction("conflict_won", AdditionalConflict("military"),
              costs=(Cost("bow_self"), Sacrifice(test=trait_is("cavalry"))), when=conflict_result(type_="military"),
              condition=you_control_participants("more"),
              text="bow it and sacrifice a Cavalry: you may declare an additional military conflict this phase"),
     text="After you win a military conflict with more participating characters than your opponent, bow this "
          "stronghold and sacrifice one of your Cavalry characters: you may declare one more military conflict "
          "this phase.")

_SHUGENJA = trait_is("shugenja")

CARDS.card("14-taryu-jiai",
     Action(Challenge("glory", challenger="target", if_wins=(ResolveRingEffectOfChoice("player"),),
                      if_loses=(ResolveRingEffectOfChoice("opponent"),)),
            from_hand=True, condition=during_conflict(),
            target=Targets((Target(controller="self", where="participating", test=_SHUGENJA),
                            Target(controller="opponent", where="participating", test=_SHUGENJA))),
            text="your Shugenja duels an opponent's (glory); the winner's controller resolves a ring effect"),
     text="During a conflict, a participating Shugenja of yours challenges a participating Shugenja of your "
          "opponent to a glory duel; the winner's controller resolves the ring effect of their choice.")


def _heirloom(zone: str) -> Interrupt:
    """Restored Heirloom's interrupt, usable while the card is in ``zone`` (its hand or its
    conflict discard pile: one printed ability, usable from either)."""
    return Interrupt("ring_effect", Instead((PutThisIntoPlayAttached(),)), would=True, zone=zone,
                     when=event_is(player="you", element="water"),
                     target=Target(controller="self", test=can_receive_this),
                     text=f"from your {zone.replace('_', ' ')}: put it into play on a character of yours instead of "
                          "resolving the Water ring effect")


CARDS.card("14-restored-heirloom",
     _heirloom(HAND), _heirloom(CONFLICT_DISCARD),
     text="Water role only. Restricted. When you would resolve the Water ring effect, choose one of your "
          "characters: instead, put this attachment into play on it from your hand or conflict discard pile.")

CARDS.card("14-reclusive-zokujin",
     Persistent("gain_keyword", on="self", keyword="covert", condition=element_conflict("earth", declaring=True)),
     Persistent("cannot", on="self", actions=("enemy_effects",), condition=element_conflict("earth")),
     text="During Earth conflicts it has covert and is immune to the effects of cards its opponents control.")
