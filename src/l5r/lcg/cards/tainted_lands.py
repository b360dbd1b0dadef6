"""Cards of *Tainted Lands* (Elemental cycle, pack 2; FiveRingsDB ``tainted-lands``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. Role restrictions ("Earth role only") and Restricted are printed facts, checked by
deckbuilding (:mod:`l5r.lcg.deckbuilding`) and the attachment rules.
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import HAND, IN_PROVINCE
from ..vocab import (
    UNLIMITED,
    Action,
    Cost,
    Each,
    Effect,
    Interrupt,
    Lasting,
    Persistent,
    Reaction,
    SetSkillsToPrinted,
    Target,
    during_conflict,
    event_is,
)
from ..vocab_attachments import AttachThisTo, OnePerCharacter, OtherAttachmentsOnHost
from ..vocab_cards import DiscardAtRandom, DiscardChosen, RevealHandAndDiscard, SelectNow
from ..vocab_play import (
    PROVINCES,
    CardIn,
    DiscardedWhile,
    PlayThisFromProvince,
    PutIntoPlay,
    ReturnToDeckLater,
    SwitchWithProvinceCard,
)
from ..vocab_provinces import ProvinceTarget, RevealProvince
from ..vocab_rings import claimed_element, element_conflict
from .conditions import (
    all_of,
    at_this_province,
    can_receive_this,
    controlled_by_hosts_controller,
    declared_as_participant,
    is_attacking,
    less_honorable_than_an_opponent,
    non_unique,
    not_,
    other_than_host,
    rings_count,
    with_attachments,
    you_control_participants,
    you_have_role,
)

CARDS = CardTable()


CARDS.card("10-teachings-of-the-elements",
     Persistent("modify", stat="strength", value=rings_count(claimed=True)),
     text="+1 strength for each claimed ring.")

CARDS.card("10-border-fortress",
     Action(RevealProvince(), condition=during_conflict(also=at_this_province),
            target=ProvinceTarget(faceup=False, facedown=True), text="reveal a facedown province"),
     text="During a conflict at this province, reveal a facedown province of your choice.")

CARDS.card("10-upholding-authority",
     Persistent("modify", stat="strength", value=2, condition=you_have_role("earth")),
     Interrupt("break_province", RevealHandAndDiscard(victim="attacker", chooser="player", copies=True),
               when=event_is(card="self"),
               text="the attacker reveals their hand: discard any number of copies of a card of it"),
     text="+2 strength while you have an Earth role. When it is broken, the attacking player reveals their "
          "hand; you choose a card there and discard as many copies of it from that hand as you like.")

CARDS.card("10-apprentice-earthcaller",
     Action(SetSkillsToPrinted(), condition=during_conflict(),
            target=Target(where="participating", test=all_of(is_attacking, not_(with_attachments,
                                                                                says="without attachments"))),
            text="an attacking character without attachments has its printed skills this conflict"),
     text="During a conflict, an attacking character without attachments has its skills set to its printed "
          "values until the conflict ends.")

CARDS.card("10-kuni-yori",
     Persistent("modify", on=Each("self"), stat="skills", value=1, condition=element_conflict("earth")),
     Action(costs=(Cost("honor", 1),), condition=during_conflict(),
            select=(("you", (DiscardAtRandom(1, who="player"),)),
                    ("your opponent", (DiscardAtRandom(1, who="opponent"),))),
            text="lose 1 honor: a player of your choice discards 1 card at random"),
     text="During Earth conflicts, your characters get +1 military and +1 political. During a conflict, lose "
          "1 honor: the player you choose discards a random card from hand.")

CARDS.card("10-asahina-takako",
     Persistent("player_may", on="controller", actions=("look_at_province_cards",),
                text="You may look at the facedown cards in each province you control"),
     Action(SelectNow((("switch it with a card in another of your provinces", (SwitchWithProvinceCard(),)),
                       ("discard it", (Effect("discard"),)))),
            target=CardIn(zones=(PROVINCES,), card_type=None, facedown=None),
            text="switch a card in your provinces with one in another, or discard it"),
     text="You may look at the facedown cards in your provinces. Choose a card in one of your provinces: "
          "switch it with a card in another of your provinces, or discard it.")

CARDS.card("10-bonsai-garden",
     Action(Effect("gain_honor", on="player"), condition=element_conflict("air"), text="gain 1 honor"),
     text="During an Air conflict, gain 1 honor.")

CARDS.card("10-impulsive-novice",
     Persistent("modify", stat="skills", value=1, condition=claimed_element("fire", "void")),
     text="+1 military and +1 political while you have claimed the Fire or Void ring.")

CARDS.card("10-court-novice",
     Persistent("modify", stat="political", value=2, condition=claimed_element("air", "water")),
     text="+2 political while you have claimed the Air or Water ring.")

CARDS.card("10-sneaky-shinjo",
     Reaction("dynasty_passed", PlayThisFromProvince(), zone=IN_PROVINCE, when=event_is(player="you"),
              text="play this character from your province"),
     text="After you pass in the dynasty phase, you may play it from your province (paying its cost).")

CARDS.card("10-marauding-oni",
     Persistent("cannot", actions=("honor", "dishonor")),
     Reaction(("conflict_declared", "defenders_declared"), Effect("lose_honor", on="player"), forced=True,
              when=declared_as_participant, limit=UNLIMITED, text="lose 1 honor"),
     text="Cannot be honored or dishonored. Each time it is declared as an attacker or defender, you lose "
          "1 honor.")

CARDS.card("10-spreading-the-darkness",
     Action(Effect("modify", amount=4, stat="military"),
            Lasting((("type", "cannot"), ("actions", ("target_by_opponents",)))),
            from_hand=True, costs=(Cost("honor", 2),), target=Target(controller="self", where="participating"),
            text="lose 2 honor: +4 military and untargetable by opponents' abilities this conflict"),
     text="Lose 2 honor: one of your participating characters gets +4 military and cannot be chosen as a "
          "target of opponents' card abilities until the conflict ends.")

CARDS.card("10-adopted-kin",
     OnePerCharacter(),
     Persistent("gain_keyword", on=OtherAttachmentsOnHost(), keyword="ancestral"),
     text="Fire role only; limit 1 per character. The other attachments on the attached character gain "
          "ancestral.")

CARDS.card("10-ikoma-reservist",
     Persistent("modify", stat="military", value=2, condition=claimed_element("fire", "water")),
     text="+2 military while you have claimed the Fire or Water ring.")

CARDS.card("10-writ-of-authority",
     DiscardedWhile(less_honorable_than_an_opponent),
     text="Earth role only; restricted. It is discarded while an opponent is more honorable than you.")

CARDS.card("10-feral-ningyo",
     Action(PutIntoPlay(on="self", into_conflict=True, only_into_conflict=True), zone=HAND,
            condition=element_conflict("water"), then=(ReturnToDeckLater(on="self", shuffle=True),),
            text="put it into play in the conflict (shuffled back at its end)"),
     text="During a Water conflict, put it into play from your hand in the conflict; at the end of the conflict "
          "it is shuffled into your conflict deck.")

CARDS.card("10-oracle-of-stone",
     Action(Effect("draw", on="player", amount=2), Effect("draw", on="opponent", amount=2), from_hand=True,
            then=(DiscardChosen(2, who="player"), DiscardChosen(2, who="opponent")),
            text="each player draws 2 cards, then discards 2 cards"),
     text="Each player draws 2 cards, then each player discards 2 cards from hand (errata: Rules Reference "
          "Appendix IV).")

CARDS.card("10-tainted-koku",
     Interrupt("leaves_play", AttachThisTo(), when=event_is(card="host"),
               target=Target(test=all_of(controlled_by_hosts_controller, other_than_host, can_receive_this)),
               text="move this attachment to another character of the same player"),
     text="When the attached character leaves play, move this to another character its controller controls.")

CARDS.card("10-press-of-battle",
     Action(Effect("bow"), from_hand=True, condition=during_conflict("military", also=you_control_participants("more")),
            target=Target(where="participating", action="bow", test=non_unique),
            text="bow a non-unique participating character"),
     text="Water role only. During a military conflict in which you have more participants than your opponent, "
          "bow a non-unique participating character.")

CARDS.card("10-sabotage",
     Action(Effect("discard"), from_hand=True, condition=during_conflict("military"),
            target=CardIn(zones=(PROVINCES,), card_type=None, controller="opponent", facedown=None),
            text="discard a card in an opponent's province"),
     text="Earth role only. During a military conflict, discard a card in one of your opponent's provinces.")
