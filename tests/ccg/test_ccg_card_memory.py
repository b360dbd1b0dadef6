"""Ivory "Card Memory Rule": a card both out of play and face-down (back in a hand or a deck)
forgets whether its abilities have been used; face-up out of play (a discard pile) it does not.
The other editions are silent, so the Ivory rule applies in each (``zones.forget_used``)."""

from __future__ import annotations

import pytest

from l5r.ccg.cards import events
from l5r.ccg.duel import _to_bottom
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ctx
from l5r.ccg.zones import do

EDITIONS = ["ivory", "celestial", "diamond"]


def _marked(t: Table, uid: int) -> None:
    t.state.used.extend([f"c{uid}:0", f"again:c{uid}:0", f"h{uid}:x:0"])


def _run(t: Table, frame_or_event: str | dict, **ev) -> None:
    """Carry out an action (``do``) or a frame in the Action Phase (the window's pending
    decision set aside, as an effect would)."""
    t.open_action(0)
    t.state.pending = None
    if isinstance(frame_or_event, dict):
        t.g.push(frame_or_event)
    else:
        do(t.g, frame_or_event, **ev)
    t.g.run()


def _marks(t: Table, uid: int) -> list[str]:
    own = (f"c{uid}:", f"h{uid}:")
    return [k for k in t.state.used if k.removeprefix("again:").startswith(own)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_card_returned_to_hand_forgets_its_used_abilities(edition):
    t = Table(edition)
    ps = t.put("Palm Strike", 0, "fate_discard")
    _marked(t, ps)
    _run(t, "to_hand", card=ps)
    assert t.state.cards[ps].zone == "hand" and _marks(t, ps) == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_card_in_a_discard_pile_remembers_its_used_abilities(edition):
    """Face-up out of play: the marks stay (a Holding destroyed by its own ability and put
    back into play the same turn may not use it again)."""
    t = Table(edition)
    grave = t.put("Akodo's Grave", 0)
    _marked(t, grave)
    _run(t, "destroy", card=grave)
    assert t.state.cards[grave].zone == "dynasty_discard" and len(_marks(t, grave)) == 3


def test_a_cycled_province_card_forgets_its_used_abilities():
    """Ivory "Cycle" (and celestial Border Keep): the card goes face-down to the bottom of the
    Dynasty deck."""
    t = Table("ivory")
    card = t.put("Akodo's Grave", 0, "province")
    t.state.cards[card].face_up = True
    _marked(t, card)
    _run(t, {"step": "ccg.cycle", "player": 0, "answer": [str(card)]})
    assert t.state.cards[card].zone == "dynasty_deck" and _marks(t, card) == []


def test_a_ring_taken_into_hand_by_wisdom_gained_forgets_its_used_abilities():
    """Wisdom Gained: a Ring taken from the Fate discard pile (face up) into the hand."""
    t = Table("celestial")
    ring = t.put("Ring of Water", 0, "fate_discard")
    _marked(t, ring)
    t.open_action(0)
    events._take_ring(0)(Ctx(t.g, {"ctx": {"player": 0, "source": -1, "ring0": ring}}))
    assert t.state.cards[ring].zone == "hand" and _marks(t, ring) == []


def test_a_focused_card_put_on_the_bottom_of_the_fate_deck_forgets_its_used_abilities():
    """celestial "DUEL": the focused cards go face-down to the bottom of the Fate deck."""
    t = Table("celestial")
    card = t.put("Palm Strike", 0, "fate_discard")
    _marked(t, card)
    _to_bottom(t.state, card)
    assert t.state.players[0].fate_deck[0] == card and _marks(t, card) == []
