"""Cards of *The Ebb and Flow* (Elemental cycle, pack 4; FiveRingsDB ``the-ebb-and-flow``).

Each definition composes the shared vocabulary (:mod:`l5r.lcg.vocab` and its companions,
:mod:`l5r.lcg.cards.conditions`); ``text`` is a one-line description in the project's own
words. Errata applied (Rules Reference Appendix IV): Ikebana Artisan cancels the honor loss,
then its controller loses 1 fate. A card of this pack needs no code of its own (``custom``
in ``l5r lcg cards --coverage``).
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import DYNASTY_DISCARD
from ..vocab import (
    UNLIMITED,
    Action,
    AttachTo,
    Each,
    EachCannot,
    Effect,
    IfTarget,
    Instead,
    Interrupt,
    Lasting,
    Limit,
    Persistent,
    Reaction,
    SetBaseSkillsToPrinted,
    TakeAnotherAction,
    Target,
    Targets,
    during_conflict,
    event_is,
)
from ..vocab_attachments import GrantedAbility, GrantToHost
from ..vocab_cards import BidsCountInConflict, MayChooseEach, OpponentSelects
from ..vocab_moves import MoveHome, SwitchLocations
from ..vocab_play import PROVINCES, CardIn, TurnFaceup
from ..vocab_provinces import AttackedProvinceStrength
from ..vocab_tokens import Transfer
from .conditions import (
    all_of,
    can_be,
    clan_is,
    enters_play_during_conflict,
    fate_in_your_pool,
    holds,
    host_has_trait,
    in_adjacent_province,
    is_defending,
    is_unique,
    not_higher_than_self,
    ring_unclaimed,
    self_participating,
    trait_is,
    you_claimed_rings,
    you_defend,
    you_have_role,
    you_play_this,
)

CARDS = CardTable()


CARDS.card("12-flooded-waste",
     Reaction("province_revealed", Effect("bow", on=Each(side="attacking")), when=event_is(card="self"),
              text="bow each attacking character"),
     text="After this province is revealed, bow every attacking character.")

CARDS.card("12-seeking-the-truth",
     Persistent("modify", stat="strength", value=2, condition=you_have_role("water")),
     Interrupt("break_province", MoveHome(), when=event_is(card="self"),
               target=Target(where="participating", action="move_home", test=is_defending),
               text="send a defending character home"),
     text="+2 strength while your role is a Water role. When this province is broken, send a defending character "
          "home.")

CARDS.card("12-ikebana-artisan",
     Interrupt("lose_honor", Effect("cancel"), would=True, when=event_is(player="you", reason="unopposed"),
               then=(Effect("lose_fate", on="player", amount=1),), limit=UNLIMITED,
               text="cancel that honor loss, then lose 1 fate"),
     text="When you would lose 1 honor for an unopposed conflict, that loss is cancelled; then you lose 1 fate "
          "(errata; no limit).")

CARDS.card("12-volcanic-troll",
     Persistent("modify", stat="skills", value=2, condition=ring_unclaimed("fire")),
     text="Only Weapon attachments. +2 military and +2 political while the Fire ring is unclaimed.")

CARDS.card("12-tireless-sodan-senzo",
     Persistent("cannot", actions=("bow_by_resolution_lost",)),
     text="It does not bow from the resolution of a conflict it lost.")

CARDS.card("12-yoritomo",
     Persistent("modify", stat="skills", value=fate_in_your_pool),
     text="+1 military and +1 political for each fate in your fate pool.")

CARDS.card("12-fight-on",
     Action(Effect("ready"), Effect("move_to_conflict"), from_hand=True, condition=during_conflict(also=you_defend),
            target=Target(controller="self", action="ready"),
            text="ready a bowed character of yours and move it to the conflict"),
     text="Water role only. While you defend, ready one of your bowed characters and move it into the conflict.")

CARDS.card("12-menacing-iron-warrior",
     Action(EachCannot(("trigger_abilities",), Each("opponent", "participating",
                                                    test=not_higher_than_self("military"))),
            conflict="military",
            text="opposing participants with no more military than it cannot trigger abilities this conflict"),
     text="While it takes part in a military conflict: until the conflict ends, your opponent's participants "
          "whose military skill is not higher than its own cannot trigger their abilities.")

CARDS.card("12-soul-beyond-reproach",
     Action(Effect("honor"), from_hand=True, target=Target(controller="self", action="honor"),
            then=(Effect("honor"),), text="honor a character of yours, then honor it again"),
     text="Air role only. Honor one of your characters, then honor it once more.")

CARDS.card("12-heroic-resolve",
     Action(Effect("ready", on="host"), condition=you_claimed_rings(2), text="ready the attached character"),
     text="With 2 or more rings in your claimed ring pool, ready the attached character.")

CARDS.card("12-deceptive-offer",
     Action(OpponentSelects((("it gets +2 military and +2 political until the end of the conflict",
                              (Effect("modify", amount=2, stat="skills"),)),
                             ("give its controller 1 honor", (Transfer("honor", 1),)))),
            from_hand=True, condition=during_conflict(), target=Target(controller="self", where="participating"),
            text="your opponent chooses: your participant gets +2/+2, or they give you 1 honor"),
     text="During a conflict, choose one of your participants; your opponent picks: it gets +2 military and +2 "
          "political until the conflict ends, or they give you 1 honor.")

CARDS.card("12-master-of-the-swift-waves",
     Action(SwitchLocations(), condition=during_conflict(),
            target=Targets((Target(controller="self", where="participating", test=can_be("move_home")),
                            Target(controller="self", where="home", test=can_be("move_to_conflict")))),
            text="switch a participating character of yours with one of yours at home"),
     text="During a conflict, choose one of your participants and one of your characters at home: they swap "
          "places.")

CARDS.card("12-ofushikai",
     AttachTo(controller="self", test=all_of(is_unique, clan_is("phoenix"))),
     GrantToHost(idx=2, condition=host_has_trait("champion")),
     GrantedAbility("action", effects=(MoveHome(), Lasting((("type", "cannot"),
                                                            ("actions", ("attack", "participate_as_attacker"))),
                                                           until="phase")),
                    condition=self_participating, target=Target(where="participating"),
                    text="send a participant home; it cannot attack this phase"),
     text="Ancestral. Restricted. Attach to a unique Phoenix character you control. If that character is a Champion, "
          "it gains: while it participates, send a participating character home; that character cannot participate "
          "as an attacker this phase.")

CARDS.card("12-hawk-tattoo",
     AttachTo(controller="self"),
     Persistent("gain_trait", on="host", keyword="tattooed"),
     Reaction("card_played", Effect("move_to_conflict", on="host"),
              IfTarget(trait_is("monk"), (TakeAnotherAction(),), on="host"),
              when=all_of(you_play_this, holds(during_conflict())),
              text="move the attached character to the conflict; a Monk lets you take another action"),
     text="Attach to a character you control (errata). It gains the Tattooed trait. After you play this during a "
          "conflict, move its character into the conflict; if that character is a Monk, you may take another "
          "action right after this one.")

CARDS.card("12-disguised-protector",
     Action(BidsCountInConflict(), condition=self_participating,
            text="each player's honor dial counts toward their skill in this conflict"),
     text="While it participates in a conflict: until the conflict ends, each player adds the number on their "
          "honor dial to their side's skill.")

CARDS.card("12-nezumi-infiltrator",
     Persistent("immune_to_trait", keyword="shadowlands"),
     Persistent("immune_to_trait", keyword="maho"),
     Reaction("enter_play", when=enters_play_during_conflict,
              select=(("raise the attacked province's strength by 1", (AttackedProvinceStrength(1),)),
                      ("lower the attacked province's strength by 1", (AttackedProvinceStrength(-1, floor=1),))),
              limit=Limit(1, "conflict", per_title=True),
              text="raise or lower the attacked province's strength by 1 this conflict"),
     text="Immune to Shadowlands and Maho card effects. After it enters play during a conflict, the attacked "
          "province gets +1 or -1 strength (not below 1) until the conflict ends (max 1 per conflict).")

CARDS.card("12-my-ancestor-s-strength",
     Action(SetBaseSkillsToPrinted(), from_hand=True, condition=during_conflict(),
            target=Targets((Target(controller="self", where="participating", test=trait_is("shugenja")),
                            CardIn(zones=(DYNASTY_DISCARD,), card_type="character"))),
            text="your participating Shugenja takes the printed skills of a character in your dynasty discard pile"),
     text="During a conflict, choose one of your participating Shugenja and a character in your dynasty discard pile: "
          "until the conflict ends, the Shugenja's base military and political skills are that character's printed "
          "ones.")

CARDS.card("12-asako-azunami",
     Interrupt("ring_effect", Instead((MayChooseEach(("bow", "ready")),)), would=True,
               when=event_is(player="you", element="water"),
               text="instead of the Water ring's effect, you may bow a character and ready another"),
     text="When you would resolve the Water ring, instead of its usual effect you may bow any character and you may "
          "ready a different one.")

CARDS.card("12-hidden-moon-dojo",
     Persistent("play_adjacent_as_if_in_hand", on="controller"),
     Action(TurnFaceup(), condition=during_conflict(),
            target=CardIn(zones=(PROVINCES,), card_type=None, facedown=True, test=in_adjacent_province),
            text="turn faceup a card in an adjacent province"),
     text="Limit 1 per deck. You may play the cards in the provinces next to this one as if they were in your "
          "hand. During a conflict, turn faceup a card in an adjacent province (errata: Dojo trait and spelling).")
