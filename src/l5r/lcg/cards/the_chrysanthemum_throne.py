"""Cards of *The Chrysanthemum Throne* (Imperial cycle, pack 4; FiveRingsDB
``the-chrysanthemum-throne``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words.
"""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import (
    Action,
    AttachTo,
    Each,
    Effect,
    Interrupt,
    Lasting,
    Limit,
    NotStrongholdProvince,
    OnTriggerCard,
    Persistent,
    Reaction,
    Target,
    event_is,
)
from ..vocab_play import PROVINCES, CardIn, DiscardLaterUnless
from ..vocab_tokens import ClaimFavor, GainPer, Transfer
from .conditions import (
    all_of,
    attacking,
    bowed_by_second_declared_conflict,
    controls_clan_card,
    during_phase,
    given_honor_by_a_bid,
    honor_given,
    host_defending,
    is_attacking,
    lower_than_self,
    no_favor,
    not_clan,
    not_honored,
    not_self,
    printed_cost_at_most,
    you_have_favor,
)

CARDS = CardTable()

CARDS.card("05-before-the-throne",
     NotStrongholdProvince(),
     Interrupt("break_province", Transfer("honor", 2), when=event_is(card="self"),
               text="take 2 honor from your opponent"),
     text="Cannot be the stronghold province. When this province is broken, take 2 honor from your opponent.")

CARDS.card("05-guardians-of-the-seikitsu",
     Reaction("province_revealed", Effect("bow", on=Each(test=printed_cost_at_most(2))), when=event_is(card="self"),
              text="bow each character with printed cost 2 or lower"),
     text="Earth role only. After this province is revealed, bow every character whose printed cost is 2 or less.")

CARDS.card("05-doji-shizue",
     Persistent("cannot", actions=("remove_fate", "discard"), condition=during_phase("fate", also=you_have_favor)),
     text="During the fate phase, while you have the Imperial Favor, it cannot lose fate or be discarded.")

CARDS.card("05-agasha-sumiko",
     Persistent("cannot", actions=("bow_by_resolution_attacking",), condition=you_have_favor),
     text="While you have the Imperial Favor, it does not bow from conflict resolution while attacking.")

CARDS.card("05-fawning-diplomat",
     Interrupt("leaves_play", ClaimFavor(), when=event_is(card="self"), text="claim the Imperial Favor"),
     text="When it leaves play, claim the Imperial Favor.")

CARDS.card("05-utaku-mediator",
     Persistent("modify", stat="skills", value=1, condition=no_favor),
     text="It gets +1 military and +1 political while you do not have the Imperial Favor.")

CARDS.card("05-centipede-tattoo",
     AttachTo(trait="monk"),
     Persistent("gain_trait", on="host", keyword="tattooed"),
     Persistent("cannot", on="host", actions=("bow_by_resolution_lost",)),
     text="Monk only. Its character gains the Tattooed trait and does not bow from the resolution of a "
          "conflict it lost.")

CARDS.card("05-guard-duty",
     Action(Effect("honor", on="host"), condition=host_defending, text="honor the attached character"),
     text="Keeper role only. Action: if its character is defending, honor it.")

CARDS.card("05-backhanded-compliment",
     Action(from_hand=True, select=(("You draw 1 card and lose 1 honor",
                                     (Effect("draw", on="player"), Effect("lose_honor", on="player"))),
                                    ("Your opponent draws 1 card and loses 1 honor",
                                     (Effect("draw", on="opponent"), Effect("lose_honor", on="opponent")))),
            text="a chosen player draws 1 card and loses 1 honor"),
     text="Keeper role only. Choose a player: that player draws a card and loses 1 honor.")

CARDS.card("05-gaijin-customs",
     Action(Effect("ready"), from_hand=True, condition=controls_clan_card("unicorn"),
            target=Target(action="ready", test=not_clan("unicorn")), text="ready a non-Unicorn character"),
     text="If you control a Unicorn card, ready a non-Unicorn character.")

CARDS.card("05-way-of-the-chrysanthemum",
     Reaction("transfer_honor", GainPer("honor", honor_given), from_hand=True, when=given_honor_by_a_bid,
              limit=Limit(1, "round", per_title=True), text="gain as much honor as you were given"),
     text="After an honor bid gives you honor, gain that much honor again (max 1 per round).")

CARDS.card("05-seal-of-the-phoenix",
     Persistent("gain_clan", on="host", keyword="phoenix"),
     Persistent("gain_trait", on="host", keyword="scholar"),
     text="Its character gains the Phoenix clan symbol and the Scholar trait.")

CARDS.card("05-implacable-magistrate",
     Persistent("no_skill_count", on=Each(test=all_of(not_self, not_honored)), condition=attacking),
     text="While it attacks, only it and honored characters count their skill toward the conflict.")

CARDS.card("05-haughty-magistrate",
     Persistent("no_skill_count", on=Each(test=lower_than_self("glory")), condition=attacking),
     text="While it attacks, characters with lower glory than it do not count their skill toward the conflict.")

CARDS.card("05-the-imperial-palace",
     Persistent("glory_count", on="controller", value=3),
     text="Adds 3 to your total in each glory count.")

CARDS.card("05-pit-trap",
     AttachTo(test=is_attacking, played_only=True),
     Persistent("cannot", on="host", actions=("ready_in_fate_phase",)),
     text="Play only on an attacking character. Its character does not ready during the fate phase.")

CARDS.card("05-akodo-toshiro",
     Action(Effect("modify", on="self", amount=5, stat="military"),
            Lasting((("type", "cannot"), ("actions", ("break",))), on="provinces"),
            DiscardLaterUnless("commander"), condition=attacking,
            text="+5 military; no province breaks this conflict; discarded at its end without a Commander"),
     text="While attacking: it gets +5 military until the conflict ends, provinces cannot be broken this "
          "conflict, and at the conflict's end it is discarded unless you control a Commander.")

CARDS.card("05-kaiu-inventor",
     Action(Lasting((("type", "extra_uses"), ("value", 1)), until="round"),
            target=CardIn(zones=(PROVINCES,), card_type="holding"),
            text="a holding of yours may use its limited abilities once more this round"),
     text="Action: choose one of your holdings; each of its triggered abilities may be used one more time "
          "this round (errata: this round, or the period its limit names).")

CARDS.card("05-curry-favor",
     Reaction("bow", OnTriggerCard("ready"), from_hand=True, when=bowed_by_second_declared_conflict,
              text="ready that character"),
     text="After a character of yours bows from the resolution of the second conflict you declared this "
          "round, ready it.")
