"""Fortification Holdings per edition (Ivory "Fortification", "Bowed and unbowed", "Locations",
"Card control", "References" ("This Province"), "Provinces"; Diamond "HOLDINGS", "Preparing
the Field", "4.4. Battle Action Segment" and the glossary "Fortification"; the celestial
rulebook is silent, so the ivory rules apply to it).

Fixture cards (``fx-fort-``): a Fortification with a Limited and a Battle ability on "This
Province" and a Reaction to a battle beginning, and a plain Holding for contrast.
"""

from __future__ import annotations

import pytest
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.fortification import may_enter
from l5r.ccg.recruit import may_control
from l5r.ccg.state import DYNASTY_DISCARD, HOME, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef, Ctx, this_province
from l5r.engine.windows import events_frame

EDITIONS = ("ivory", "celestial", "diamond")

fact("fx-fort-watchtower", "Fixture Watchtower", "holding", cost=2, keywords=("Fortification",))
fact("fx-fort-granary", "Fixture Granary", "holding", cost=1)


def _strengthen(amount: int, until: str):
    def step(c: Ctx) -> None:
        c.do("lasting", card=this_province(c), kind="strength", amount=amount, until=until)
    return step


once(CardDef("fx-fort-watchtower", abilities=(
    # Limited, bow: This Province gets +2 Province Strength (permanently).
    Ability(("limited",), (_strengthen(2, "permanent"),), bow=True, label="+2 strength to this Province"),
    # Battle, bow: This Province gets +3 Province Strength until the battle ends.
    Ability(("battle",), (_strengthen(3, "battle"),), bow=True, label="+3 strength to this Province"),
    # Reaction: after a battle begins, gain 1 Honor.
    Ability(("reaction",), (lambda c: c.gain_honor(1),), trigger="engage", label="gain 1 Honor"),
)))
once(CardDef("fx-fort-granary"))


def recruit(t: Table, uid: int) -> None:
    """Recruit ``uid`` from its province in player 0's Dynasty Phase, paying automatically."""
    t.open_dynasty(0)
    t.pick(f"r{uid}")
    while t.pending is not None and t.pending.context == "pay":
        t.pick("auto")


def fortify(t: Table, player: int, index: int, title: str = "Fixture Watchtower") -> int:
    """Bring a Fortification into play from ``player``'s hand attached to his Province ``index``."""
    uid = t.put(title, player, "hand")
    t.start(events_frame([{"name": "enter_play", "card": uid, "player": player,
                           "province_pid": t.pid(player, index)}]))
    return uid


# ------------------------------------------------------------------ entering play
@pytest.mark.parametrize("ed", EDITIONS)
def test_fortification_recruited_enters_play_unbowed_attached_to_its_province(ed):
    """Ivory "Fortification": Recruited as normal, it enters play unbowed and is attached to the
    Province it entered play from, kept under that Province's (refilled) card; celestial is
    silent (ivory applies); Diamond "HOLDINGS": Fortifications do not enter play bowed."""
    t = Table(ed)
    st = t.state
    fort = t.put("Fixture Watchtower", 0, "province", province=1)
    recruit(t, fort)
    c = st.cards[fort]
    prov = st.players[0].provinces[1]
    assert c.zone == PLAY and not c.bowed
    assert c.province == prov.pid and prov.fortifications == [fort]
    assert m.fortification_province(st, fort) == prov.pid
    assert prov.card >= 0 and prov.card != fort  # the Province was refilled; the Fortification is under it
    assert c.loc == "" and c.controller == 0


def test_diamond_fortification_enters_unbowed():
    """Diamond "HOLDINGS": all Holdings except Fortifications enter play bowed."""
    t = Table("diamond")
    fort = t.put("Fixture Watchtower", 0, "province", province=0)
    recruit(t, fort)
    assert t.state.cards[fort].zone == PLAY and not t.state.cards[fort].bowed
    t2 = Table("diamond")
    plain = t2.put("Fixture Granary", 0, "province", province=2)
    recruit(t2, plain)
    assert t2.state.cards[plain].zone == PLAY and t2.state.cards[plain].bowed


@pytest.mark.parametrize("ed", EDITIONS)
def test_non_fortification_holding_still_enters_bowed(ed):
    """Ivory "Bowed and unbowed": cards other than non-Fortification Holdings enter unbowed."""
    t = Table(ed)
    plain = t.put("Fixture Granary", 0, "province", province=0)
    recruit(t, plain)
    assert t.state.cards[plain].zone == PLAY and t.state.cards[plain].bowed
    assert t.state.cards[plain].loc == HOME
    assert not t.state.players[0].provinces[0].fortifications


@pytest.mark.parametrize("ed", EDITIONS)
def test_fortification_not_from_a_province_attaches_to_a_province_its_player_chooses(ed):
    """Ivory "Fortification": if not brought in from a Province, it is attached to any of its
    player's Provinces (the player chooses)."""
    t = Table(ed)
    st = t.state
    fort = t.put("Fixture Watchtower", 0, "hand")
    t.start(events_frame([{"name": "enter_play", "card": fort, "player": 0}]))
    assert t.pending is not None and t.pending.context == "fortify" and t.pending.player == 0
    assert len(t.pending.options) == len(st.players[0].provinces)
    t.pick("province 3")
    prov = st.players[0].provinces[2]
    assert st.cards[fort].zone == PLAY and st.cards[fort].province == prov.pid
    assert prov.fortifications == [fort]
    assert all(not p.fortifications for i, p in enumerate(st.players[0].provinces) if i != 2)


@pytest.mark.parametrize("ed", EDITIONS)
def test_fortification_is_controlled_by_the_provinces_owner(ed):
    """Ivory "Card control": a Fortification attached to a province is controlled by the player
    whose province it is (here another player's card brought into play by that player)."""
    t = Table(ed)
    st = t.state
    fort = t.put("Fixture Watchtower", 0, "hand")  # owned by player 0
    st.players[0].hand.remove(fort)
    st.players[1].hand.append(fort)
    st.cards[fort].controller = 1
    t.start(events_frame([{"name": "enter_play", "card": fort, "player": 1, "province_pid": t.pid(1, 0)}]))
    assert st.cards[fort].controller == 1 and st.cards[fort].owner == 0
    assert st.players[1].provinces[0].fortifications == [fort]


# ------------------------------------------------------------------ "This Province"
@pytest.mark.parametrize("ed", EDITIONS)
def test_this_province_on_a_fortification_is_the_province_it_is_attached_to(ed):
    """Ivory "References": "This Province" on a Fortification refers to the Province it is
    attached to (not to a battlefield)."""
    t = Table(ed)
    st = t.state
    fort = fortify(t, 0, 2)
    before = [m.province_strength(st, p.pid) for p in st.players[0].provinces]
    t.open_action(0)
    t.use(fort, 0)
    after = [m.province_strength(st, p.pid) for p in st.players[0].provinces]
    assert after[2] == before[2] + 2
    assert [a - b for i, (a, b) in enumerate(zip(after, before)) if i != 2] == [0, 0, 0]
    assert st.cards[fort].bowed


# ------------------------------------------------------------------ at the battlefield
@pytest.mark.parametrize("ed", EDITIONS)
def test_fortification_is_in_play_at_its_battlefield_but_in_no_army(ed):
    """Ivory "Locations": Fortification Holdings are in play at their battlefield; "Battlefields":
    located at the battlefield of their Province, in no side or army; they stay attached after
    the Attack Phase."""
    t = Table(ed)
    st = t.state
    fort = fortify(t, 1, 0)
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    pid = t.open_battle([a], [d], province=0)
    assert m.at_battlefield(st, fort, pid) and not m.at_battlefield(st, fort, t.pid(1, 1))
    assert fort not in m.army(st, f"d{pid}") and fort not in m.army(st, f"a{pid}")
    assert m.at_battlefield(st, d, pid) and not m.at_battle(st, fort)
    for _ in range(40):
        if t.pending is None:
            break
        t.pass_all()
        if t.pending is not None and t.pending.context == "battlefield":
            t.pick(t.pending.options[0].id)
    assert st.attack == {}
    assert st.cards[fort].zone == PLAY and m.fortification_province(st, fort) == pid


@pytest.mark.parametrize("ed", EDITIONS)
def test_fortification_battle_action_only_at_its_own_provinces_battle(ed):
    """Ivory "Fortification": during a battle its abilities can be used only if it is attached
    to the current battlefield's Province; Diamond "4.4. Battle Action Segment": a Battle
    action on a Fortification only during a battle at its own Province."""
    for index, usable in ((1, False), (0, True)):
        t = Table(ed)
        st = t.state
        fort = fortify(t, 1, 0)
        a = t.put("Matsu Mikura", 0)
        d = t.put("Togashi Taro", 1)
        pid = t.open_battle([a], [d], province=index)
        while t.pending is not None and t.pending.context != "combat":
            t.pass_()
        # the Defender acts first (and passes automatically if he has nothing to take)
        offered = t.pending.player == 1 and f"c{fort}:1" in [o.id for o in t.pending.options]
        assert offered == usable, (index, t.labels())
        if usable:
            before = m.province_strength(st, pid)
            t.use(fort, 1)
            assert m.province_strength(st, pid) == before + 3


@pytest.mark.parametrize("ed,elsewhere", [("ivory", False), ("celestial", False), ("diamond", True)])
def test_fortification_reaction_at_another_provinces_battle_per_edition(ed, elsewhere):
    """Ivory "Fortification" restricts every ability on a Fortification during a battle at
    another Province (celestial: ivory applies); Diamond restricts only its Battle actions, so
    its Reaction may be used there."""
    t = Table(ed)
    fort = fortify(t, 1, 0)
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    t.open_battle([a], [d], province=1)  # a battle at another Province of player 1
    ids = [o.id for o in t.pending.options] if t.pending is not None else []
    assert any(i.startswith(f"c{fort}:2|") for i in ids) == elsewhere
    t2 = Table(ed)
    fort2 = fortify(t2, 1, 0)
    t2.open_battle([t2.put("Matsu Mikura", 0)], [t2.put("Togashi Taro", 1)], province=0)
    assert any(o.id.startswith(f"c{fort2}:2|") for o in t2.pending.options)  # at its own Province


# ------------------------------------------------------------------ province destroyed
def _destroy_province(t: Table, index: int = 0) -> int:
    units = [t.put("Togashi Akagi", 0), t.put("Togashi Taro", 0), t.put("Matsu Mikura", 0),
             t.put("Akodo Kuma", 0)]
    pid = t.open_battle(units, [], province=index)
    for _ in range(20):
        if t.pending is None or m.province_by_id(t.state, pid) is None:
            break
        t.pass_()
    assert m.province_by_id(t.state, pid) is None
    return pid


@pytest.mark.parametrize("ed", ("ivory", "celestial"))
def test_fortification_goes_to_the_discard_pile_when_its_province_is_destroyed(ed):
    """Ivory "Provinces": if a Province is destroyed, Fortifications attached to it go to the
    discard pile (not "discarding"); celestial is silent on Fortifications (ivory applies)."""
    t = Table(ed)
    st = t.state
    fort = fortify(t, 1, 0)
    other = fortify(t, 1, 1)
    _destroy_province(t, 0)
    assert st.cards[fort].zone == DYNASTY_DISCARD and fort in st.players[1].dynasty_discard
    assert not st.cards[fort].dead
    assert not any("Fixture Watchtower is destroyed" in line for line in st.log)
    assert st.cards[other].zone == PLAY  # the Fortification of another Province stays


def test_diamond_fortification_is_destroyed_with_its_province():
    """Diamond "Preparing the Field": when a Province is destroyed, destroy all cards attached
    to it (the Fortification is destroyed, not just put in the discard pile)."""
    t = Table("diamond")
    st = t.state
    fort = fortify(t, 1, 0)
    _destroy_province(t, 0)
    assert st.cards[fort].zone == DYNASTY_DISCARD
    assert any("Fixture Watchtower is destroyed" in line for line in st.log)


# ------------------------------------------------------------------ one copy per Province
def test_diamond_only_one_copy_of_each_fortification_per_province():
    """Diamond "HOLDINGS": you can attach only one copy of each Fortification to each Province;
    a second copy in that Province cannot be recruited, but it may attach elsewhere."""
    t = Table("diamond")
    st = t.state
    fortify(t, 0, 0)
    second = t.put("Fixture Watchtower", 0, "province", province=0)
    assert not may_control(st, 0, second)
    t.open_dynasty(0)
    assert f"r{second}" not in [o.id for o in t.pending.options]
    third = t.put("Fixture Watchtower", 0, "hand")
    assert may_enter(st, 0, third)
    t.start(events_frame([{"name": "enter_play", "card": third, "player": 0}]))
    assert t.pending is not None and t.pending.context == "fortify"
    assert len(t.pending.options) == len(st.players[0].provinces) - 1  # not Province 1
    assert "province 1" not in " ".join(t.labels())


@pytest.mark.parametrize("ed", ("ivory", "celestial"))
def test_ivory_allows_two_copies_of_a_fortification_on_one_province(ed):
    """Ivory "Fortification" states no per-Province copy limit (celestial: silent)."""
    t = Table(ed)
    st = t.state
    first = fortify(t, 0, 0)
    second = t.put("Fixture Watchtower", 0, "province", province=0)
    assert may_control(st, 0, second)
    recruit(t, second)
    assert st.players[0].provinces[0].fortifications == [first, second]
