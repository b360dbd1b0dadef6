"""Compiled Ivory Edition cards with an alternative value, "N, or M if <condition>", read as
the effect resolves, or a condition on the card itself (issue 16, step 2), played under the
ivory rules ("Good Faith Rule": an "If" starting the effects must hold to announce). Rules sections: Ivory
Edition Comprehensive Rules v1.8 ("Fear #": bow a target enemy Follower, or a Personality
without Followers, with Force up to the strength; glossary "Terrain": a Strategy in play at a
battlefield, in no army; "Gold Production")."""

from __future__ import annotations

import pytest

from l5r.ccg import RULES
from l5r.ccg.compiled import ivory_edition
from l5r.ccg.compiler.facts import facts_of
from l5r.ccg.compiler.parser import parse_card
from l5r.ccg.compiler.report import load_set
from l5r.ccg.testing import Table

PLAYED = ("Ikoma Yoshimoko", "Wandering Caravan", "Tsukai-sagasu", "Isawa Hibana")


@pytest.fixture(scope="module", autouse=True)
def ivory_cards(shared_dir, add_card):
    compiled = dict(ivory_edition.CARDS.items())
    for card in load_set("ivory_edition"):
        if card["title"] in PLAYED and not card.get("is_back"):
            production = next((s.amount for s in parse_card(card).segments if hasattr(s, "amount")), None)
            f = facts_of(card, production)
            add_card(f, compiled[f.id])


def fear_on_a_3f_personality(terrain_of: int | None) -> bool:
    """Ikoma Yoshimoko (player 1, defending) uses his Fear on Togashi Taro (3F), with a Terrain
    at the battlefield controlled by ``terrain_of`` (or none): is Taro bowed?"""
    t = Table("ivory")
    taro = t.put("Togashi Taro", 0)
    yoshimoko = t.put("Ikoma Yoshimoko", 1)
    t.open_battle([taro], [yoshimoko])
    if terrain_of is not None:
        t.put("Deployed Reinforcements", terrain_of, loc=f"t{t.state.battle}")
    t.use(yoshimoko, 0)
    if t.pending is not None and any("Togashi Taro" in x for x in t.labels()):
        t.pick("Togashi Taro")
    return bool(t.state.cards[taro].bowed)


def test_fear_2_does_not_bow_a_3f_personality():
    assert not fear_on_a_3f_personality(None)


def test_fear_3_if_you_control_a_terrain():
    """"Fear 2, or Fear 3 if you control a Terrain": with his own Terrain in play, Fear 3."""
    assert fear_on_a_3f_personality(1)


def test_another_players_terrain_does_not_count():
    assert not fear_on_a_3f_personality(0)


def test_more_gold_outside_your_turn():
    """Wandering Caravan: 2 Gold on its controller's turn, 3 on another player's."""
    t = Table("ivory")
    caravan = t.put("Wandering Caravan", 0)
    d = RULES.defs.cards[t.state.cards[caravan].cid]
    t.state.active = 0
    assert d.produce(t.state, caravan, {})[0][1] == 2
    t.state.active = 1
    assert d.produce(t.state, caravan, {})[0][1] == 3


def test_if_this_personality_is_a_shugenja():
    """Tsukai-sagasu (a Follower): "If this Personality is a Shugenja" -- the Personality it
    is attached to; the bow icon bows the Follower, and the Shugenja straightens. Under a
    Personality who is not a Shugenja the action cannot be announced."""
    t = Table("ivory")
    hibana = t.put("Isawa Hibana", 0, bowed=True)  # a Shugenja
    follower = t.put("Tsukai-sagasu", 0, host=hibana)
    t.open_action(0)
    t.use(follower, 0)
    assert not t.state.cards[hibana].bowed and t.state.cards[follower].bowed
    t = Table("ivory")
    taro = t.put("Togashi Taro", 0, bowed=True)  # a Monk
    follower = t.put("Tsukai-sagasu", 0, host=taro)
    t.open_action(0)
    assert f"c{follower}:0" not in [o.id for o in t.pending.options]
