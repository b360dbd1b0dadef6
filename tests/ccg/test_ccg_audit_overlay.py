"""Rule audit, Experienced Personalities overlaying a less experienced version per edition.

Sections: Ivory "Experienced" and "Overlay" (no Honor Requirement, no cost; Loyal and other
restrictions apply; the older card is removed from the game, so the stack is one card);
celestial "EXPERIENCED" (no Honor Requirement; the Gold Cost difference if two or more levels
above and more expensive; Loyal applies; the stack is treated as one card); Diamond
"Experienced Traits" (the same cost rule; the card's play restrictions are ignored but the
uniqueness rule holds, Experienced cards being Unique ("Setup"); a destroyed stack earns
Honor for every card in it, 4.5 "RESOLUTION SEGMENT").

Fixture cards (``fx-audit-kaiten-``), all titled "Audit Kaiten" (Lion Clan): level 0 (5 Gold,
Honor Requirement 8), Experienced (6 Gold), Experienced 2 (9 Gold), a Loyal Unicorn Clan
Experienced version, and a Unique Experienced version.
"""

import dataclasses

import pytest
from ccg_fixtures import fact, once

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.state import DYNASTY_DISCARD, PLAY, REMOVED
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef
from l5r.engine.windows import events_frame

EDITIONS = ("ivory", "celestial", "diamond")
TITLE = "Audit Kaiten"

fact("fx-audit-kaiten-0", TITLE, "personality", cost=5, force=3, chi=3, ph=2, clan="lion",
     honor_requirement=8, keywords=("Lion Clan", "Samurai"))
fact("fx-audit-kaiten-1", TITLE, "personality", cost=6, force=4, chi=3, ph=2, clan="lion",
     honor_requirement=9, keywords=("Experienced", "Lion Clan", "Samurai"))
fact("fx-audit-kaiten-2", TITLE, "personality", cost=9, force=5, chi=4, ph=3, clan="lion",
     honor_requirement=10, keywords=("Experienced 2", "Lion Clan", "Samurai"))
fact("fx-audit-kaiten-l1", TITLE, "personality", cost=6, force=4, chi=3, ph=2, clan="unicorn",
     honor_requirement=9, keywords=("Experienced", "Loyal", "Unicorn Clan", "Samurai"))
RULES.add_facts(dataclasses.replace(
    fact("fx-audit-kaiten-u1", TITLE, "personality", cost=6, force=4, chi=3, ph=2, clan="lion",
         honor_requirement=9, keywords=("Experienced", "Unique", "Lion Clan", "Samurai")), unique=True))
for _id in ("fx-audit-kaiten-0", "fx-audit-kaiten-1", "fx-audit-kaiten-2", "fx-audit-kaiten-l1",
            "fx-audit-kaiten-u1"):
    once(CardDef(_id))


def put(t, level, player=0, zone="play", **kw):
    """Place an Audit Kaiten of fixture ``level`` ("0", "1", "2", "l1", "u1")."""
    uid = t.put(TITLE, player, zone, **kw)
    t.state.cards[uid].cid = f"fx-audit-kaiten-{level}"
    return uid


def overlay_options(t):
    return {o.id: o.label for o in t.pending.options if o.id.startswith("o")} if t.pending else {}


def overlay(t, new, old):
    t.pick(f"o{new}:{old}")
    while t.pending is not None and t.pending.context == "pay":
        t.pick("auto")


@pytest.mark.parametrize("ed,cost2", [("ivory", 0), ("celestial", 4), ("diamond", 4)])
def test_overlay_cost_per_edition_and_no_honor_requirement(ed, cost2):
    """One level up costs nothing everywhere; two levels up and more expensive: the difference
    (9 - 5 = 4) in celestial and Diamond, nothing in ivory. The player's 0 Family Honor is
    below every Honor Requirement: overlaying does not need it."""
    t = Table(ed, honor=(0, 0))
    base = put(t, "0")
    exp1 = put(t, "1", zone="province", province=0)
    exp2 = put(t, "2", zone="province", province=1)
    t.open_dynasty(0)
    opts = overlay_options(t)
    assert opts[f"o{exp1}:{base}"].endswith("(0 Gold)")
    assert opts[f"o{exp2}:{base}"].endswith(f"({cost2} Gold)")
    assert not any(i.startswith(f"r{exp2}") for i in (o.id for o in t.pending.options))
    overlay(t, exp2, base)
    st = t.state
    if ed == "ivory":  # Ivory "Experienced": the older card is removed from the game
        assert st.cards[exp2].zone == PLAY and st.cards[exp2].under == [] and st.cards[base].zone == REMOVED
    else:
        assert st.cards[exp2].zone == PLAY and st.cards[exp2].under == [base] and st.cards[base].zone == "under"
    assert st.cards[st.players[0].stronghold].bowed is (cost2 > 0)
    assert st.players[0].provinces[1].card not in (-1, exp2)  # the province refilled


@pytest.mark.parametrize("ed", EDITIONS)
def test_overlay_keeps_states_attachments_tokens_and_effects(ed):
    """Ivory "Experienced" / celestial "EXPERIENCED" / Diamond "Experienced Traits": the new
    version keeps the old one's bowed and dishonored states, attachments, tokens and ongoing
    effects, and is the same card; its printed stats replace the old ones."""
    t = Table(ed, honor=(0, 0))
    st = t.state
    base = put(t, "0", bowed=True)
    guard = t.put("Spearmen", 0, host=base)
    t.start(events_frame([{"name": "token", "card": base, "token": {"kw": "Fire", "force": 1}},
                          {"name": "lasting", "card": base, "kind": "force", "amount": 2},
                          {"name": "dishonor", "card": base}]))
    exp1 = put(t, "1", zone="province", province=0)
    t.open_dynasty(0)
    overlay(t, exp1, base)
    c = st.cards[exp1]
    assert c.bowed and c.dishonored and c.attachments == [guard] and st.cards[guard].attached_to == exp1
    assert m.force(st, exp1) == 4 + 1 + 2


@pytest.mark.parametrize("ed,allowed", [("ivory", False), ("celestial", False), ("diamond", True)])
def test_overlay_loyal_restriction_per_edition(ed, allowed):
    """A Loyal Unicorn Clan Experienced version over a Lion player's Personality: Ivory and
    celestial require Loyal to be met when overlaying; Diamond ignores the card's play
    restrictions (``Edition.overlay_restrictions``)."""
    t = Table(ed, honor=(0, 0))
    base = put(t, "0")
    loyal = put(t, "l1", zone="province", province=0)
    t.open_dynasty(0)
    assert (f"o{loyal}:{base}" in overlay_options(t)) is allowed


@pytest.mark.parametrize("ed,allowed", [("ivory", True), ("celestial", True), ("diamond", False)])
def test_overlay_uniqueness_per_edition(ed, allowed):
    """Another player controls the Unique Experienced version: Ivory "Unique" and celestial
    "SINGULAR, UNIQUE" only stop a player who controls one himself; Diamond "Bringing Cards into
    Play" / "Experienced Traits": no two Unique cards with the same name in play at all."""
    t = Table(ed, honor=(0, 0))
    base = put(t, "0")
    put(t, "u1", player=1)
    mine = put(t, "u1", zone="province", province=0)
    t.open_dynasty(0)
    assert (f"o{mine}:{base}" in overlay_options(t)) is allowed


@pytest.mark.parametrize("ed,honor", [("ivory", 4), ("celestial", 4), ("diamond", 6)])
def test_destroyed_overlaid_stack_honor_per_edition(ed, honor):
    """The attacker destroys an overlaid Audit Kaiten (Experienced over level 0) with a
    Spearmen: ivory and celestial count the stack as one card (2 x 2 Honor); Diamond 4.5 counts
    the less experienced card under it too (2 x 3). The older card leaves the game."""
    t = Table(ed, honor=(0, 0))
    st = t.state
    base = put(t, "0", player=1)
    t.put("Spearmen", 1, host=base)
    exp1 = put(t, "1", player=1, zone="province", province=0)
    t.open_dynasty(1)
    overlay(t, exp1, base)
    a1, a2 = t.put("Togashi Akagi", 0), t.put("Matsu Mikura", 0)
    a3 = t.put("Akodo Senzo", 0)
    t.open_battle([a1, a2, a3], [exp1])
    t.pass_all()
    assert st.cards[exp1].zone == DYNASTY_DISCARD and st.cards[base].zone == REMOVED
    assert t.honor(0) == honor
