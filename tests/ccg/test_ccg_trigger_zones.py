"""Which events open Reaction windows (``play.trigger_names``) must cover every place a
Reaction can be used from (``play.candidates``): cards in play, hands, provinces, focused cards,
discard piles, abilities granted to players, abilities an effect gave to a card, and (overlay)
abilities a stack has from the cards under it.

Rules: Ivory "Reactions" and "Using abilities" / celestial "When Can I Take An Action?" -- a
Reaction may be taken whenever its trigger happens, from wherever its card says it is used; a
missing trigger name would silently skip the window.

Fixture cards (``fx-tz-``):

* "Zone Ghost" (Strategy) and "Zone Shade" (Personality): Reaction from your discard pile --
  after one of your cards straightens, gain 1 Honor;
* "Zone Echo" (Strategy): the same Reaction, but used from play (so not from a discard pile);
* "Zone Gift" (Strategy): Open -- a Personality permanently gains ability 1; ability 1 is the
  given Reaction: after this Personality straightens, gain 3 Honor.
"""

import pytest
from ccg_fixtures import fact, once

from l5r.ccg.play import trigger_names
from l5r.ccg.state import DYNASTY_DISCARD, FATE_DISCARD
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef
from l5r.engine.windows import events_frame

EDITIONS = ("ivory", "celestial", "diamond")


def _mine_straightened(c, ev):
    return c.st.cards[ev["card"]].controller == c.player


def _ghost(zone):
    return Ability(("reaction",), (lambda c: c.gain_honor(1),), label="gain 1 Honor", trigger="straighten",
                   when=_mine_straightened, zone=zone)


fact("fx-tz-ghost", "Zone Ghost", "strategy")
once(CardDef("fx-tz-ghost", abilities=(_ghost("discard"),)))
fact("fx-tz-shade", "Zone Shade", "personality", force=1, chi=1, ph=1)
once(CardDef("fx-tz-shade", abilities=(_ghost("discard"),)))
fact("fx-tz-echo", "Zone Echo", "strategy")
once(CardDef("fx-tz-echo", abilities=(_ghost("play"),)))
fact("fx-tz-gift", "Zone Gift", "strategy")
once(CardDef("fx-tz-gift", abilities=(
    Ability(("open",), (), label="unused here", zone="hand"),
    Ability(("reaction",), (lambda c: c.gain_honor(3),), label="gain 3 Honor", trigger="straighten",
            when=lambda c, ev: ev["card"] == c.source),
)))


def straighten(t, uid):
    t.state.cards[uid].bowed = True
    t.start(events_frame([{"name": "straighten", "card": uid, "by": 0}]))
    assert not t.state.cards[uid].bowed


def key_of(t, prefix):
    return next((o.id for o in t.pending.options if o.id.startswith(prefix)), None) if t.pending else None


@pytest.mark.parametrize("ed", EDITIONS)
@pytest.mark.parametrize("title,zone", [("Zone Ghost", FATE_DISCARD), ("Zone Shade", DYNASTY_DISCARD)])
def test_reaction_used_from_a_discard_pile_is_offered(ed, title, zone):
    """A Reaction used from its owner's discard pile (Fate or Dynasty) is offered when its
    trigger happens, and resolves (1 Honor)."""
    t = Table(ed, honor=(0, 0))
    p = t.put("Matsu Mikura", 0)
    assert "straighten" not in trigger_names(t.state)  # nothing else listens to it here
    ghost = t.put(title, 0, zone)
    assert "straighten" in trigger_names(t.state)
    straighten(t, p)
    t.pick(key_of(t, f"c{ghost}:0|"))
    assert t.honor(0) == 1


@pytest.mark.parametrize("ed", EDITIONS)
def test_a_play_reaction_in_a_discard_pile_opens_no_window(ed):
    """The same Reaction on a card used from play does nothing from a discard pile: its trigger
    does not open a window (``rules._discard_triggers`` only counts discard-pile Reactions)."""
    t = Table(ed, honor=(0, 0))
    p = t.put("Matsu Mikura", 0)
    t.put("Zone Echo", 0, FATE_DISCARD)
    assert "straighten" not in trigger_names(t.state)
    straighten(t, p)
    assert t.pending is None and t.honor(0) == 0


@pytest.mark.parametrize("ed", EDITIONS)
def test_reaction_an_effect_gave_to_a_card_is_offered(ed):
    """A Reaction a lasting effect permanently gave to a Personality (like Honor's Hope's given
    ability) opens its trigger's window and resolves with that Personality as its source."""
    t = Table(ed, honor=(0, 0))
    p = t.put("Matsu Mikura", 0)
    t.start(events_frame([{"name": "lasting", "card": p, "kind": "ability", "ability": "fx-tz-gift:1",
                           "until": "permanent"}]))
    assert "straighten" in trigger_names(t.state)
    straighten(t, p)
    t.pick(key_of(t, f"h{p}:fx-tz-gift:1|"))
    assert t.honor(0) == 3
