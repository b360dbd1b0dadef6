"""Rule audit, cards and stats per edition: Personal Honor, Family Honor at the start,
unit and army Force, Followers, Items, Spells, dishonor, tokens and created cards.

Sections: Ivory "Personal Honor", "Honorable and dishonorable", "Start of game", "Unit and
army Force", "Army Force", "Follower", "Item", "Spell", "Shugenja", "Token", "Created
cards"; celestial "PERSONAL HONOR", "Going First", "Resolution Segment", "Follower",
"SHUGENJA", "DISHONOR", "TOKEN", "CREATED CARDS"; Diamond "Your Stronghold", "Determining
Who Starts", "4.5. RESOLUTION SEGMENT", "FOLLOWERS, ITEMS, SPELLS, AND ANCESTORS", "Bringing
Cards into Play", "Casting Spells", "DISHONOR", "Destroying, Discarding, and Seppuku",
"Tokens".

Fixture cards (``fx-audit-``): a Shugenja and a Spell whose Limited ability draws a card.
"""

import pytest
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.setup import new_game
from l5r.ccg.state import DYNASTY_DISCARD, PLAY, REMOVED
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef
from l5r.engine.windows import events_frame

EDITIONS = ("ivory", "celestial", "diamond")

fact("fx-audit-shugenja", "Audit Shugenja", "personality", force=1, chi=3, ph=1, keywords=("Shugenja",))
fact("fx-audit-spell", "Audit Spell", "spell", cost=0, focus=0)
once(CardDef("fx-audit-shugenja"))
# Audit Spell: Limited: draw a card.
once(CardDef("fx-audit-spell", abilities=(Ability(("limited",), (lambda c: c.draw(1),), label="draw a card"),)))


def run(t, *events):
    t.start(events_frame(list(events)))


def ids(t):
    """Option ids of the pending decision (none if every player had to pass)."""
    return [o.id for o in t.pending.options] if t.pending is not None else []


# ------------------------------------------------------------------ Personal Honor
@pytest.mark.parametrize("ed,expected", [("ivory", 7), ("celestial", 5), ("diamond", 7)])
def test_personal_honor_maximum_five_only_in_celestial(ed, expected):
    """celestial "PERSONAL HONOR": a maximum value of 5. Ivory "Personal Honor" and Diamond
    (Personal Honor in "Card Types in Detail") state no maximum (``Edition.ph_max``)."""
    t = Table(ed)
    p = t.put("Akodo Ryozo", 0)  # Personal Honor 4
    run(t, {"name": "lasting", "card": p, "kind": "ph", "amount": 3})
    assert m.ph(t.state, p) == expected


@pytest.mark.parametrize("ed", EDITIONS)
def test_dishonorable_personality_has_zero_personal_honor_and_may_not_lobby(ed):
    """Ivory "Honorable and dishonorable" (maximum Personal Honor zero); celestial "DISHONOR";
    Diamond "DISHONOR" (0 at all times, applied last): even a bonus does not raise it, so he
    is no Lobby candidate (1 or more Personal Honor)."""
    t = Table(ed, honor=(10, 0))
    t.state.favor = -1
    p = t.put("Akodo Ryozo", 0)
    run(t, {"name": "lasting", "card": p, "kind": "ph", "amount": 2}, {"name": "dishonor", "card": p})
    assert t.state.cards[p].dishonored and m.ph(t.state, p) == 0
    t.open_action(0)
    assert "r:lobby" not in ids(t)


@pytest.mark.parametrize("ed", EDITIONS)
def test_destroyed_dishonorable_personality_costs_his_printed_personal_honor(ed):
    """Ivory "Honorable and dishonorable": after a dishonorable Personality is destroyed his
    controller loses Honor equal to his printed Personal Honor (a rulebook loss, so ivory's
    "Honor Requirement" rule lets that player ignore Honor Requirements of his Clan afterwards);
    celestial "DISHONOR" (base Personal Honor; dishonorably dead); Diamond "Destroying,
    Discarding, and Seppuku" (printed Personal Honor; Dishonorable Dead)."""
    t = Table(ed, honor=(10, 10))
    p = t.put("Matsu Mikura", 0)  # printed Personal Honor 3
    run(t, {"name": "lasting", "card": p, "kind": "ph", "amount": 1}, {"name": "dishonor", "card": p})
    run(t, {"name": "destroy", "card": p, "by": 1})
    c = t.state.cards[p]
    assert c.zone == DYNASTY_DISCARD and c.dead and c.dishonored
    assert t.honor(0) == 7 and t.honor(1) == 10
    assert t.state.players[0].ignore_hr


@pytest.mark.parametrize("ed", EDITIONS)
def test_honorable_personality_destroyed_costs_nothing(ed):
    t = Table(ed, honor=(10, 10))
    p = t.put("Matsu Mikura", 0)
    run(t, {"name": "destroy", "card": p, "by": 1})
    assert t.state.cards[p].dead and not t.state.cards[p].dishonored and t.honor(0) == 10


# ------------------------------------------------------------------ Family Honor at the start
@pytest.mark.parametrize("ed", EDITIONS)
def test_starting_family_honor_from_the_stronghold_and_the_highest_goes_first(ed):
    """Ivory "Start of game" A-B (Honor starts at the Stronghold's Starting Family Honor; the
    highest starts); celestial "Going First"; Diamond "Your Stronghold" and "Determining Who
    Starts". Great Hall of Records starts on 7, Pillars of Virtue on 5."""
    for decks, lion in ((["lion", "dragon"], 0), (["dragon", "lion"], 1)):
        g = new_game(decks, seed=3, edition=ed)
        st = g.state
        assert st.first == lion and st.players[lion].went_first
        assert st.players[1 - lion].honor == 5  # the player not going first has not acted yet


# ------------------------------------------------------------------ unit and army Force
@pytest.mark.parametrize("ed,bowed_leader,bowed_follower", [
    # (resolution, outside resolution) unit Force of Togashi Taro (3F) with Spearmen (2F)
    ("ivory", (2, 5), (3, 5)),
    ("celestial", (2, 5), (3, 5)),
    ("diamond", (0, 0), (3, 3)),
])
def test_unit_force_with_bowed_cards_per_edition(ed, bowed_leader, bowed_follower):
    """Ivory "Unit and army Force" / "Follower": outside battle resolution every card counts;
    in resolution a bowed Personality or Follower adds nothing, each on its own (a Follower's
    Force is independent of its Personality being bowed); celestial "Resolution Segment"
    (outside resolution it is silent: ivory). Diamond "4.5. RESOLUTION SEGMENT", at any time:
    a bowed Follower adds nothing and a unit whose Personality is bowed has Force 0."""
    t = Table(ed)
    st = t.state
    p = t.put("Togashi Taro", 0)
    sp = t.put("Spearmen", 0, host=p)
    st.cards[p].bowed = True
    assert (m.unit_force(st, p), m.unit_force(st, p, resolution=False)) == bowed_leader
    st.cards[p].bowed, st.cards[sp].bowed = False, True
    assert (m.unit_force(st, p), m.unit_force(st, p, resolution=False)) == bowed_follower
    assert m.force(st, p) == 3 and m.force(st, sp) == 2  # a card's own Force is unchanged by bowing


@pytest.mark.parametrize("ed,winner", [("ivory", 1), ("celestial", 1), ("diamond", 0)])
def test_bowed_personality_with_an_unbowed_follower_in_battle(ed, winner):
    """The same rule in battle resolution: a bowed Togashi Taro (3F) with an unbowed Order of
    the Wooden Blade (4F) defends against Matsu Haruya (3F). Ivory "Army Force" / celestial
    "Resolution Segment": the Follower contributes on its own, 4 > 3, the Defender wins;
    Diamond 4.5: the unit of a bowed Personality has Force 0 and the Attacker wins."""
    t = Table(ed, honor=(0, 0))
    a = t.put("Matsu Haruya", 0)
    d = t.put("Togashi Taro", 1, bowed=True)
    t.put("Order of the Wooden Blade", 1, host=d)
    t.open_battle([a], [d])
    t.pass_all()
    st = t.state
    if winner == 1:
        assert st.cards[a].zone == DYNASTY_DISCARD and st.cards[d].zone == PLAY
    else:
        assert st.cards[d].zone == DYNASTY_DISCARD and st.cards[a].zone == PLAY


# ------------------------------------------------------------------ Items
@pytest.mark.parametrize("ed", EDITIONS)
def test_item_modifiers_change_the_personality_even_when_the_item_is_bowed(ed):
    """Ivory "Item" (Force and Chi modifiers change the Personality's stats; an Item's own
    Force is its modifier) and "Army Force" (Items modify their Personality bowed or not);
    celestial "Item"; Diamond "Bonuses and Penalties" / 4.5 (Item bonuses of any kind are not
    affected by bowing)."""
    t = Table(ed)
    st = t.state
    p = t.put("Togashi Taro", 0)  # 3F 3C
    it = t.put("Tempered No-Dachi", 0, host=p)  # +2F +2C
    assert (m.force(st, p), m.chi(st, p), m.force(st, it)) == (5, 5, 2)
    st.cards[it].bowed = True
    assert m.unit_force(st, p) == 5
    run(t, {"name": "lasting", "card": it, "kind": "force", "amount": -3})  # the modifier is now -1F
    assert m.force(st, p) == 2


@pytest.mark.parametrize("ed, expected", [("ivory", (0, 0)), ("celestial", (-1, -2)), ("diamond", (0, 0))])
def test_an_items_own_force_and_chi_are_its_modifiers(ed, expected):
    """Where the game checks an Item's Force or Chi on its own: its modifier, bonuses and
    penalties included. Ivory "Item": "(minimum zero)"; celestial "Item": "use the value of
    its modifier", and STATS: "modifiers with a + or - sign can have negative values";
    Diamond "Bonuses and Penalties": no value but Family Honor and Honor requirements drops
    under 0."""
    t = Table(ed)
    st = t.state
    p = t.put("Togashi Taro", 0)  # 3F 3C
    it = t.put("Tempered No-Dachi", 0, host=p)  # +2F +2C
    assert (m.force(st, it), m.chi(st, it)) == (2, 2)
    run(t, {"name": "lasting", "card": it, "kind": "force", "amount": -3})
    run(t, {"name": "lasting", "card": it, "kind": "chi", "amount": -4})
    assert (m.force(st, it), m.chi(st, it)) == expected
    assert (m.force(st, p), m.chi(st, p)) == (2, 1)  # the Personality: 3 - 1 and 3 - 2 in every edition


# ------------------------------------------------------------------ Followers
@pytest.mark.parametrize("ed", EDITIONS)
def test_follower_attaches_only_to_a_personality_with_enough_personal_honor(ed):
    """Ivory "Follower" / celestial "Follower" (Honor Requirement: the minimum Personal Honor
    of the Personality attaching it); Diamond "FOLLOWERS, ITEMS, SPELLS, AND ANCESTORS" (Family
    Honor does not matter). Elite Guard has Honor Requirement 2: Togashi Taro (PH 1) may not
    attach it, Togashi Kanmu (PH 2) may, even at -10 Family Honor."""
    t = Table(ed, honor=(-10, 0))
    taro, kanmu = t.put("Togashi Taro", 0), t.put("Togashi Kanmu", 0)
    guard = t.put("Elite Guard", 0, "hand")
    t.open_action(0)
    t.pick("r:equip")
    while t.pending is not None and t.pending.context == "choose":
        assert not any("Togashi Taro" in x for x in t.labels())
        t.pick("Togashi Kanmu" if any("Kanmu" in x for x in t.labels()) else t.labels()[0])
    while t.pending is not None and t.pending.context != "action":
        t.g.answer(t.pending.options[0].id)  # pay the 0 Gold
    st = t.state
    assert st.cards[guard].zone == PLAY and st.cards[guard].attached_to == kanmu
    assert st.cards[taro].attachments == []


@pytest.mark.parametrize("ed", EDITIONS)
def test_follower_stays_attached_when_personal_honor_later_drops(ed):
    """Diamond "Bringing Cards into Play" (example: Spearmen stay with Hiruma Todori whose
    Personal Honor becomes 0); Ivory and celestial check the Honor Requirement only when
    attaching ("Follower")."""
    t = Table(ed)
    kanmu = t.put("Togashi Kanmu", 0)
    guard = t.put("Elite Guard", 0, host=kanmu)
    run(t, {"name": "dishonor", "card": kanmu})
    assert m.ph(t.state, kanmu) == 0
    assert t.state.cards[guard].zone == PLAY and t.state.cards[guard].attached_to == kanmu


# ------------------------------------------------------------------ Spells
@pytest.mark.parametrize("ed", EDITIONS)
def test_spell_attaches_only_to_a_shugenja(ed):
    """Ivory "Spell" / "Shugenja"; celestial "SHUGENJA"; Diamond "FOLLOWERS, ITEMS, SPELLS,
    AND ANCESTORS": Spells attach only to Shugenja Personalities."""
    t = Table(ed)
    t.put("Togashi Taro", 0)
    shu = t.put("Audit Shugenja", 0)
    spell = t.put("Audit Spell", 0, "hand")
    t.open_action(0)
    t.pick("r:equip")
    while t.pending is not None and t.pending.context != "action":
        assert not any("Togashi Taro" in x for x in t.labels())
        t.g.answer(t.pending.options[0].id)
    assert t.state.cards[spell].attached_to == shu


@pytest.mark.parametrize("ed,bowed_casts", [("ivory", True), ("celestial", True), ("diamond", False)])
def test_spell_is_cast_only_by_a_shugenja_and_not_while_bowed_in_diamond(ed, bowed_casts):
    """Ivory "Spell": its abilities can be used only while attached to a Shugenja (a Spell on
    another Personality, e.g. after a transfer, is not cast); Diamond "Casting Spells" (and
    "Bowing"): a bowed Shugenja cannot cast Spells (``Edition.bowed_shugenja_casts``); ivory
    and celestial say nothing of the Shugenja's bowing."""
    t = Table(ed)
    shu = t.put("Audit Shugenja", 0)
    spell = t.put("Audit Spell", 0, host=shu)
    taro = t.put("Togashi Taro", 0)
    other = t.put("Audit Spell", 0, host=taro)
    t.open_action(0)
    assert f"c{spell}:0" in ids(t) and f"c{other}:0" not in ids(t)
    t.state.cards[shu].bowed = True
    t.open_action(0)
    assert (f"c{spell}:0" in ids(t)) is bowed_casts


# ------------------------------------------------------------------ tokens
@pytest.mark.parametrize("ed", EDITIONS)
def test_token_bonus_counts_and_tokens_leave_with_their_card(ed):
    """Ivory "Token" (a token's bonus applies to the card it is on; tokens on a card that
    leaves play are removed from the game and do not come back); celestial "TOKEN"; Diamond
    "Tokens" (removed from the game when their card leaves play)."""
    t = Table(ed)
    st = t.state
    p = t.put("Togashi Taro", 0)
    run(t, {"name": "token", "card": p, "token": {"kw": "Fire", "force": 1}})
    assert m.force(st, p) == 4
    run(t, {"name": "discard", "card": p})
    assert st.cards[p].tokens == []
    run(t, {"name": "enter_play", "card": p, "player": 0})
    assert st.cards[p].zone == PLAY and st.cards[p].tokens == [] and m.force(st, p) == 3


# ------------------------------------------------------------------ created cards
@pytest.mark.parametrize("ed", EDITIONS)
def test_created_follower_attaches_counts_as_a_card_and_leaves_the_game(ed):
    """Ivory "Created cards" (attachments attach as they are created; an absent stat is 0;
    a created card that leaves play ceases to exist); celestial "CREATED CARDS"; Diamond
    "Tokens" (Follower tokens are cards, so the battle's Honor counts them). The defending
    Togashi Taro with a created 1F Follower loses to 7F: the attacker gains 2 x 2 Honor."""
    t = Table(ed, honor=(0, 0))
    st = t.state
    d = t.put("Togashi Taro", 1)
    run(t, {"name": "create", "host": d, "by": 1, "created": {"type": "follower", "keywords": []}})
    fol = st.cards[d].attachments[0]
    assert st.cards[fol].attached_to == d and m.force(st, fol) == 0
    st.cards[fol].created["force"] = 1
    assert m.unit_force(st, d) == 4
    a1, a2 = t.put("Togashi Akagi", 0), t.put("Matsu Mikura", 0)
    t.open_battle([a1, a2], [d])
    t.pass_all()
    assert st.cards[d].zone == DYNASTY_DISCARD and st.cards[fol].zone == REMOVED
    assert fol not in st.players[1].fate_discard + st.players[1].dynasty_discard
    assert t.honor(0) == 4
