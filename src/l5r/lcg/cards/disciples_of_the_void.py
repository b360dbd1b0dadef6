"""Cards of *Disciples of the Void* (the Phoenix clan pack; FiveRingsDB ``disciples-of-the-void``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. A card of this pack needs no code of its own (``custom`` in
``l5r lcg cards --coverage``).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import CONFLICT_DISCARD, DYNASTY_DISCARD, ELEMENTS, HAND
from ..vocab import (
    UNLIMITED,
    Action,
    Cost,
    CostReducedWhile,
    Each,
    Effect,
    Instead,
    Interrupt,
    Lasting,
    Limit,
    NotStrongholdProvince,
    Persistent,
    PlayRestriction,
    Reaction,
    SetBaseSkillsTo,
    Target,
    controls_trait,
    during_conflict,
    event_is,
)
from ..vocab_cards import DiscardChosen
from ..vocab_moves import MoveHome
from ..vocab_play import CardIn, LookAndReplaceProvinceCard, PlayAsIfInHand, PutIntoPlay, PutThisIntoPlayCost
from ..vocab_rings import (
    ConsideredClaimed,
    CostForTraits,
    ResolveContestedRing,
    claimed_element,
    contested_ring_traits,
    element_conflict,
)
from ..vocab_tokens import MoveFate, MustSacrifice, Sacrifice
from .conditions import (
    all_of,
    at_this_province,
    attacking,
    cards_you_control,
    clan_is,
    defending,
    event_initiates,
    every,
    highest_glory_participant,
    non_unique,
    not_self,
    own_conflict_skill,
    playable_as_if_in_hand,
    played_cards_this_conflict,
    plays_card,
    ready_at_home_with_a_participant,
    ring_contested_or_yours,
    ring_in_your_claimed_pool,
    trait_is,
    with_fate,
    with_peer,
    without_fate,
    you_control,
    you_win_by,
)

CARDS = CardTable()


CARDS.card("08-pacifist-philosopher",
     Reaction("conflict_passed", Effect("gain_fate", on="player", amount=1), limit=Limit(2, "round"),
              text="gain 1 fate"),
     text="After any player passes a conflict opportunity, gain 1 fate (twice per round).")

CARDS.card("08-shiba-tetsu",
     Reaction("card_played", Effect("modify", "self", 1, "military"), Effect("modify", "self", 1, "political"),
              when=plays_card("you", trait="spell"), limit=UNLIMITED,
              text="+1 military and +1 political this conflict"),
     text="After you play a Spell during a conflict, it gets +1 military and +1 political until the conflict "
          "ends (unlimited).")

CARDS.card("08-hida-amoro",
     Reaction("conflict_passed", MustSacrifice("triggering"), forced=True, limit=UNLIMITED,
              text="that player sacrifices a character"),
     text="Forced: after any player passes a conflict opportunity, that player sacrifices one of their "
          "characters (unlimited).")

CARDS.card("08-doji-shigeru",
     Reaction("card_played", DiscardChosen(1, "opponent"),
              when=plays_card("opponent", event=True, participating_self=True), limit=UNLIMITED,
              text="that opponent discards a card of their choice"),
     text="After your opponent plays an event during a conflict it takes part in, that opponent discards a "
          "card of their choice from hand (unlimited).")

CARDS.card("08-ikoma-tsanuri",
     Action(Effect("modify", Each("self", "participating"), 1, "military"),
            Effect("modify", Each("self", "participating"), 1, "political"),
            conflict="any", condition=you_control("bushi", count=3),
            text="your participants get +1 military and +1 political this conflict"),
     text="While it takes part in a conflict, with 3 or more of your Bushi taking part: each of your "
          "participating characters gets +1 military and +1 political until the conflict ends.")

CARDS.card("08-moto-nergui",
     Action(MoveHome(), conflict="military", target=Target(where="participating", test=highest_glory_participant),
            text="send home the participant with the highest glory"),
     text="While it takes part in a military conflict: send home a participating character with the highest "
          "glory in the conflict (ties: your choice).")

CARDS.card("08-favor-of-the-kami",
     Persistent("modify", on="host", stat="glory", value=1),
     text="The attached character gets +1 glory.")

CARDS.card("08-the-path-of-man",
     Reaction("conflict_won", Effect("gain_fate", on="player", amount=2), from_hand=True, when=you_win_by(5),
              text="gain 2 fate"),
     text="After you win a conflict by 5 or more skill, gain 2 fate.")

CARDS.card("08-katana-of-fire",
     PlayRestriction(controls_trait("shugenja")),
     Persistent("modify", on="host", stat="military", value=cards_you_control("fire")),
     Persistent("modify", on="host", stat="military", value=2, condition=claimed_element("fire")),
     text="Play only if you control a Shugenja. Restricted. The attached character gets +1 military per Fire "
          "card you control, and +2 military while you have claimed the Fire ring.")

CARDS.card("08-guardian-kami",
     Action(ResolveContestedRing(), costs=(Sacrifice("self"),), condition=defending,
            limit=Limit(1, "conflict", per_title=True),
            text="sacrifice it: resolve the contested ring's effect as the attacking winner would"),
     text="Keeper role only. While it defends, sacrifice it: resolve the contested ring's effect as though you "
          "had won as the attacker (max 1 per conflict).")

CARDS.card("08-kami-unleashed",
     Action(ResolveContestedRing(), costs=(Sacrifice("self"),), condition=attacking,
            limit=Limit(1, "conflict", per_title=True),
            text="sacrifice it: resolve the contested ring's effect as the attacking winner would"),
     text="Seeker role only. While it attacks, sacrifice it: resolve the contested ring's effect as though you "
          "had won as the attacker (max 1 per conflict).")

CARDS.card("08-clarity-of-purpose",
     Action(Lasting((("type", "cannot"), ("actions", ("bow_by_opponent_card", "bow_by_resolution_political")))),
            from_hand=True, condition=during_conflict(), target=Target(controller="self"),
            text="a character of yours cannot be bowed by opponents' effects, nor by a political conflict's "
                 "resolution, this conflict"),
     text="During a conflict, choose a character you control: until the conflict ends, your opponents' card "
          "effects cannot bow it, and it does not bow when a political conflict resolves.")

CARDS.card("08-inquisitive-ishika",
     CostForTraits("cost", on="players", value=-1, traits=contested_ring_traits,
                   text="During a conflict, each card with a Trait matching an element of the contested ring costs "
                        "1 less to play"),
     text="During a conflict, every card (either player's) with a Trait matching an element of the contested "
          "ring costs 1 fate less to play.")

CARDS.card("08-kaito-temple-protector",
     Persistent("cannot", actions=("move_home_by_opponent_card",), condition=defending),
     Action(SetBaseSkillsTo(), condition=defending,
            target=Target(where="participating", test=not_self),
            text="its base skills become another participant's current skills this conflict"),
     text="While it defends, opponents' card effects cannot move it; action while it defends: choose another "
          "participating character, its base military and political skills become that character's current "
          "ones until the conflict ends.")

CARDS.card("08-support-of-the-phoenix",
     text="Role. Deckbuilding: +8 influence, which the deck may spend on Phoenix cards only "
          "(l5r.lcg.deckbuilding.support_clan).")

CARDS.card("08-isawa-tadaka",
     Persistent("player_cannot", on="opponents", actions=("play_event_copy_in_discard",),
                condition=ring_contested_or_yours("earth")),
     text="While the Earth ring is contested or in your claimed ring pool, your opponents cannot play an event "
          "with the title of a card in their conflict discard pile.")

CARDS.card("08-kaito-kosori",
     Persistent("conflict_total", on="controller", value=own_conflict_skill,
                condition=every(element_conflict("air"), ready_at_home_with_a_participant),
                text="During each Air conflict, if you control a participating character, while it is at home "
                     "and ready its skill counts toward your side"),
     text="In Air conflicts, while it is ready at home and you have a participant, it adds its skill to your "
          "side (errata: and ready).")

_FATELESS_NON_UNIQUE = all_of(non_unique, without_fate)

CARDS.card("08-karmic-twist",
     Action(MoveFate(None, to="same", test=_FATELESS_NON_UNIQUE), from_hand=True,
            target=Target(test=all_of(non_unique, with_fate, with_peer(_FATELESS_NON_UNIQUE))),
            text="move all fate of a non-unique character to a fateless non-unique one of the same player"),
     text="Choose a non-unique character with fate: all its fate moves to a non-unique character without fate "
          "that the same player controls.")

CARDS.card("08-yogo-kikuyo",
     Interrupt("effects_initiate", Effect("cancel"), would=True, zone=HAND, costs=(PutThisIntoPlayCost(),),
               when=event_initiates("opponent", trait="spell"),
               text="put it into play from your hand: cancel the Spell's effects"),
     text="When the effects of a Spell event your opponent plays during a conflict would initiate, put it into "
          "play from your hand to cancel them (errata: from your hand).")

CARDS.card("08-fire-elemental-guard",
     Action(Effect("discard"), condition=during_conflict(also=played_cards_this_conflict(3, "spell")),
            target=Target(card_type="attachment"), text="discard an attachment"),
     text="No attachments except Spells. During a conflict in which you have played 3 or more Spell cards: "
          "discard an attachment of your choice.")

CARDS.card("08-walking-the-way",
     CostReducedWhile(1, controls_trait("shugenja")),
     Action(LookAndReplaceProvinceCard(3), from_hand=True,
            text="one of the top 3 dynasty cards replaces a card in one of your provinces, faceup; shuffle"),
     text="Costs 1 less if you control a Shugenja. Look at the top 3 cards of your dynasty deck: one of them "
          "replaces a card you discard from one of your provinces, faceup; then shuffle your dynasty deck.")

CARDS.card("08-fushicho",
     Interrupt("leaves_play", PutIntoPlay(), when=event_is(card="self"),
               target=CardIn(zones=(DYNASTY_DISCARD,), test=clan_is("phoenix"), enter_play=True),
               then=(Effect("place_fate"),),
               text="put a Phoenix character from your dynasty discard pile into play with 1 fate"),
     text="No attachments. When it leaves play, choose a Phoenix character in your dynasty discard pile (the "
          "card's 'dynasty pile'): it is put into play, then 1 fate is placed on it.")

CARDS.card("08-sanpuku-seido",
     NotStrongholdProvince(),
     Persistent("count_glory", on=Each("any", "participating"), condition=at_this_province),
     text="During a conflict at this province, each participating character counts its glory instead of its skill "
          "toward the conflict's result (it cannot be the stronghold province).")

CARDS.card("08-secluded-shrine",
     Reaction("phase_begin", when=event_is(phase="conflict"),
              select=tuple((f"the {el} ring", (ConsideredClaimed(el),)) for el in ELEMENTS),
              text="choose a ring: it counts as in your claimed ring pool this phase"),
     text="When the conflict phase begins, choose a ring: until the phase ends, you are considered to have it in "
          "your claimed ring pool.")

CARDS.card("08-wholeness-of-the-world",
     Interrupt("return_ring", Instead(()), would=True, from_hand=True, when=ring_in_your_claimed_pool,
               limit=Limit(1, "round", per_title=True), text="the ring stays claimed"),
     text="When a ring in your claimed ring pool would return to the unclaimed ring pool, it stays claimed "
          "instead (max 1 per round).")

CARDS.card("08-togashi-tadakatsu",
     Persistent("defender_chooses_ring", on="players"),
     text="Each conflict is declared with the ring (its element, not its type) that the defending player chooses, "
          "before the attacker chooses the type, the attackers and the province.")

CARDS.card("08-kyuden-isawa",
     Action(PlayAsIfInHand(after="removed"), costs=(Cost("bow_self"),), condition=during_conflict(),
            target=CardIn(zones=(CONFLICT_DISCARD,), card_type="event",
                          test=all_of(trait_is("spell"), playable_as_if_in_hand)),
            text="bow: play a Spell event from your conflict discard pile, then remove it from the game"),
     text="During a conflict, bow the stronghold: play a Spell event from your conflict discard pile as if it were "
          "in your hand; it is removed from the game afterwards.")
