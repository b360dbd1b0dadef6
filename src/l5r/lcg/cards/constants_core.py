"""Core Set cards whose abilities are constant abilities (no trigger)."""

from __future__ import annotations

from ..abilities import CardTable
from ..vocab import AttachTo, Persistent, PlayRestriction, controls_trait, not_in_conflict
from .conditions import (
    clan_is, conflict_type, count_you_control, defending, is_participating, less_honorable_than_an_opponent, matching, opponent_has_favor, rings_count, self_participating, unclaimed_ring_fate,
)


_self_participating = self_participating


CARDS = CardTable()


_unclaimed_ring_fate = unclaimed_ring_fate


_claimed_rings = rings_count(claimed=True)


_participating_unicorn = count_you_control(matching(clan_is("unicorn"), is_participating),
                                           says="the number of participating Unicorn characters you control")


CARDS.card("01-political-rival",
     Persistent("modify", stat="political", value=3, condition=defending),
     text="Gets +3 political while defending.")
CARDS.card("01-hiruma-yojimbo",
     Persistent("cannot", actions=("attack",)),
     text="Cannot be declared as an attacker.")
CARDS.card("01-aggressive-moto",
     Persistent("cannot", actions=("defend",)),
     text="Cannot be declared as a defender.")
CARDS.card("01-shiba-peacemaker",
     Persistent("cannot", actions=("attack", "participate_as_attacker")),
     text="Cannot participate in conflicts as an attacker.")
CARDS.card("01-otomo-courtier",
     Persistent("cannot", actions=("attack", "participate_as_attacker"), condition=opponent_has_favor),
     text="Cannot attack a player who has the Imperial Favor.")
CARDS.card("01-seppun-guardsman",
     Persistent("cannot", actions=("attack", "participate_as_attacker"), condition=opponent_has_favor),
     text="Cannot attack a player who has the Imperial Favor.")
CARDS.card("01-seeker-of-enlightenment",
     Persistent("modify", stat="skills", value=_unclaimed_ring_fate),
     text="Gets +1/+1 for each fate on the unclaimed rings.")
CARDS.card("01-ishiken-initiate",
     Persistent("modify", stat="skills", value=_claimed_rings),
     text="Gets +1/+1 for each claimed ring.")
CARDS.card("01-yogo-outcast",
     Persistent("modify", stat="skills", value=1, condition=less_honorable_than_an_opponent),
     text="Gets +1/+1 while you are less honorable than an opponent.")
CARDS.card("01-utaku-infantry",
     Persistent("modify", stat="skills", value=_participating_unicorn,
                condition=_self_participating),
     text="While participating, gets +1/+1 for each participating Unicorn character you control.")
CARDS.card("01-ancestral-lands",
     Persistent("modify", stat="strength", value=5, condition=conflict_type("political")),
     text="+5 strength during political conflicts.")
CARDS.card("01-entrenched-position",
     Persistent("modify", stat="strength", value=5, condition=conflict_type("military")),
     text="+5 strength during military conflicts.")
CARDS.card("01-cloud-the-mind",
     PlayRestriction(controls_trait("shugenja")),
     Persistent("blank", on="host", keep_traits=True),
     text="Play only if you control a Shugenja; the attached character's text box is blank, except for its Traits.")
CARDS.card("01-magnificent-kimono",
     Persistent("gain_keyword", on="host", keyword="pride"),
     text="The attached character gains Pride.")
CARDS.card("01-pacifism",
     PlayRestriction(not_in_conflict),
     Persistent("cannot", on="host", actions=("participate_military",)),
     text="Not playable during a conflict; the attached character cannot participate in military conflicts.")
CARDS.card("01-height-of-fashion",
     PlayRestriction(not_in_conflict),
     text="Cannot be played during a conflict.")
CARDS.card("01-sashimono",
     AttachTo(controller="self", trait="bushi"),
     Persistent("cannot", on="host", actions=("bow_by_resolution_military",)),
     text="Attach to your Bushi; it does not bow from conflict resolution in military conflicts.")
