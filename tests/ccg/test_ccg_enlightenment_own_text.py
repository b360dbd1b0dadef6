"""Celestial "ENLIGHTENMENT VICTORY": five Rings of the five elements, each of which last entered
play by its own text (``Edition.enlighten_own_text``); Ivory "Enlightenment victory" and
Diamond "How to Win" only ask for the Rings in play."""

from __future__ import annotations

import pytest
from ccg_fixtures import fact, once

from l5r.ccg.state import PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef
from l5r.engine.windows import events_frame

fact("fx-enl-ring-of-fire", "Fixture Enlightenment Fire", "ring", cost=None, keywords=("Fire",))
once(CardDef("fx-enl-ring-of-fire"))
OTHERS = ("Ring of Air", "Ring of Earth", "Ring of the Void", "Ring of Water")


def fifth(t: Table, own_text: bool) -> int:
    """The fifth Ring enters play: by its own text (its condition, as ``play.trigger_act`` puts a
    Ring into play) or put into play by another card's effect."""
    fire = t.put("Fixture Enlightenment Fire", 0, "hand")
    ev = {"name": "enter_play", "card": fire, "player": 0}
    if own_text:
        ev["ring"] = True
    t.start(events_frame([ev]))
    assert t.state.cards[fire].zone == PLAY
    return fire


def test_celestial_enlightenment_with_five_rings_that_entered_by_their_own_text():
    t = Table("celestial")
    for title in OTHERS:
        t.put(title, 0)  # placed as having entered play by their own text
    fire = fifth(t, own_text=True)
    assert t.state.cards[fire].own_text
    assert t.state.winner == 0 and t.state.victory == "enlightenment"


def test_celestial_no_enlightenment_if_the_fifth_ring_was_put_into_play_by_another_card():
    t = Table("celestial")
    for title in OTHERS:
        t.put(title, 0)
    fire = fifth(t, own_text=False)
    assert not t.state.cards[fire].own_text
    assert t.state.winner is None


def test_celestial_no_enlightenment_if_any_ring_did_not_enter_by_its_own_text():
    t = Table("celestial")
    for title in OTHERS[:3]:
        t.put(title, 0)
    t.put(OTHERS[3], 0, own_text=False)
    fifth(t, own_text=True)
    assert t.state.winner is None


@pytest.mark.parametrize("ed", ("ivory", "diamond"))
def test_other_editions_count_rings_however_they_entered_play(ed):
    t = Table(ed)
    for title in OTHERS:
        t.put(title, 0, own_text=False)
    fifth(t, own_text=False)
    assert t.state.winner == 0 and t.state.victory == "enlightenment"


def test_ring_of_the_void_entering_by_its_own_limited_action_counts_as_its_own_text():
    """Ring of the Void's condition is its Limited action from hand: it enters by its own text."""
    t = Table("celestial")
    void = t.put("Ring of the Void", 0, "hand")
    t.open_action(0)
    t.pick(f"c{void}:0")
    while t.pending is not None and t.pending.context in ("pay", "choose"):
        t.pick(t.pending.options[0].id)
    assert t.state.cards[void].zone == PLAY and t.state.cards[void].own_text
