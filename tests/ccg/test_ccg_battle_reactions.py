"""Reactions during a battle and the battle's extra rules, per edition.

Ivory "Actions in Battle": every action taken during a battle -- "even Interrupts" -- follows
the Rule of Presence (its player controls a unit at the current battlefield) and the Rules of
Location (an action from a card in a unit needs the unit there; its targets must be there).
celestial "When Can I Take A Battle Action?" and Diamond 4.4 bind only Battle (and Diamond Open)
actions, so their Reactions are free of these rules (``Edition.battle_rules_reactions``).

Fixture: "Watchful Sentry", a Personality with "Reaction: after a card is bowed, gain 1 Honor".
"""

import pytest

from ccg_fixtures import fact, once
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef
from l5r.engine.windows import events_frame

fact("fx-br-sentry", "Watchful Sentry", "personality", force=1, chi=1, ph=1)
once(CardDef("fx-br-sentry", abilities=(
    Ability(("reaction",), (lambda c: c.gain_honor(1),), label="gain 1 Honor", trigger="bow"),)))

BOUND = {"ivory": True, "celestial": False, "diamond": False}


def offered(t, uid) -> bool:
    """Is the Sentry's Reaction among the options (trigger option ids are "<key>|<event>...")?"""
    return t.pending is not None and any(o.id.split("|")[0] == f"c{uid}:0" for o in t.pending.options)


def bow_something(t, uid):
    t.start(events_frame([{"name": "bow", "card": uid, "by": 0}]))


@pytest.mark.parametrize("ed", sorted(BOUND))
def test_reaction_of_a_player_without_a_unit_at_the_battle(ed):
    """Rule of Presence: in ivory a player with no unit at the current battlefield may not
    react during the battle; celestial and Diamond Reactions are not bound by it."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    sentry = t.put("Watchful Sentry", 1)  # stays home: player 1 has no unit at the battle
    t.open_battle([a], [])
    bow_something(t, a)
    assert offered(t, sentry) is not BOUND[ed]


@pytest.mark.parametrize("ed", sorted(BOUND))
def test_reaction_from_a_unit_away_from_the_battle(ed):
    """Rules of Location: in ivory an action from a card in a unit needs the unit at the current
    battlefield, even with another unit of its player there (Presence met)."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    d = t.put("Togashi Taro", 1)
    sentry = t.put("Watchful Sentry", 1)  # home
    t.open_battle([a], [d])
    bow_something(t, a)
    assert offered(t, sentry) is not BOUND[ed]


@pytest.mark.parametrize("ed", sorted(BOUND))
def test_reaction_from_a_unit_at_the_battle_is_offered_in_every_edition(ed):
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    sentry = t.put("Watchful Sentry", 1)
    t.open_battle([a], [sentry])
    bow_something(t, a)
    assert offered(t, sentry)
    t.g.answer(next(o.id for o in t.pending.options if o.id.startswith(f"c{sentry}:0")))
    assert t.state.players[1].honor == Table(ed).state.players[1].honor + 1


def test_outside_a_battle_the_reaction_needs_no_presence():
    t = Table("ivory")
    a = t.put("Togashi Akagi", 0)
    sentry = t.put("Watchful Sentry", 1)
    t.open_action(0)
    bow_something(t, a)
    assert offered(t, sentry)
