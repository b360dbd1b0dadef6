"""Compiled Ivory Edition cards that discard from the hand to do something (issue 16, step 2),
played under the ivory rules. Rules sections: Ivory Edition Comprehensive Rules v1.8 --
glossary "Discard" ("discard a card" and "discard a [card type or keyword]" are from the
hand), "Independence of effects" ("to": the second effect only if the first happened),
"Costs" (only the icons are costs: the card is chosen as the effect resolves), "Good Faith
Rule" (an action may be taken even if it will have no effects)."""

from __future__ import annotations

import pytest

from l5r.ccg import model as m
from l5r.ccg.compiled import ivory_edition
from l5r.ccg.compiler.facts import facts_of
from l5r.ccg.compiler.report import load_set
from l5r.ccg.state import FATE_DISCARD, HAND
from l5r.ccg.testing import Table

PLAYED = ("Yamazaru's Monkey", "Asako Sadaki")


@pytest.fixture(scope="module", autouse=True)
def ivory_cards(shared_dir, add_card):
    compiled = dict(ivory_edition.CARDS.items())
    for card in load_set("ivory_edition"):
        if card["title"] in PLAYED and not card.get("is_back"):
            f = facts_of(card, None)
            add_card(f, compiled[f.id])


def battle(defender: str, hand: tuple[str, ...]) -> tuple[Table, int, int, list[int]]:
    """Player 0 attacks with Togashi Taro (3F); player 1 defends with ``defender`` and holds
    ``hand``."""
    t = Table("ivory")
    taro = t.put("Togashi Taro", 0)
    card = t.put(defender, 1)
    cards = [t.put(x, 1, zone=HAND) for x in hand]
    t.open_battle([taro], [card])
    return t, taro, card, cards


def test_discard_a_card_to_give_a_penalty_equal_to_its_focus_value():
    """Yamazaru's Monkey: the player discards the card of his choice (Focus Value 3, not the
    1) and the target gets a Force penalty of 3."""
    t, taro, monkey, (low, high) = battle("Yamazaru's Monkey", ("Fire Blossom", "Chasing Osano-Wo"))  # Focus 1, 3
    t.use(monkey, 0)
    assert any("Chasing Osano-Wo" in x for x in t.labels()) and any("Fire Blossom" in x for x in t.labels())
    t.pick("Chasing Osano-Wo")
    assert t.state.cards[high].zone == FATE_DISCARD and t.state.cards[low].zone == HAND
    assert m.force(t.state, taro) == 0


def test_with_no_card_to_discard_the_action_has_no_effect():
    """Good Faith: with an empty hand the action may still be taken; nothing is discarded, so
    ("to") no penalty follows."""
    t, taro, monkey, _ = battle("Yamazaru's Monkey", ())
    t.use(monkey, 0)
    assert m.force(t.state, taro) == 3


def test_discard_only_a_card_of_the_kind_named():
    """Asako Sadaki: only a Kiho (or a Spell) may be discarded -- a Strategy without Kiho is
    never offered; with only such a card in hand, no bow."""
    t, taro, sadaki, (kiho, other) = battle("Asako Sadaki", ("Fire Blossom", "Crushing Strength"))
    t.use(sadaki, 0)
    assert not any("Crushing Strength" in x for x in t.labels())
    t.pick("Fire Blossom")
    assert t.state.cards[kiho].zone == FATE_DISCARD and t.state.cards[other].zone == HAND
    assert t.state.cards[taro].bowed
    t, taro, sadaki, (other,) = battle("Asako Sadaki", ("Crushing Strength",))
    t.use(sadaki, 0)
    assert t.state.cards[other].zone == HAND and not t.state.cards[taro].bowed
