"""Battle resolution and its aftermath per edition: Ivory "Battle Resolution", "After
Resolution", "No Second Battle Rule", "Army Force"; celestial "Resolution Segment"; Diamond
"4.5. RESOLUTION SEGMENT" (and DECISIONS.md: ivory ties give 2 Honor per card; a Diamond battle
with an empty side has no winner)."""

import pytest

from l5r.ccg import battle
from l5r.ccg.state import DYNASTY_DISCARD, FATE_DISCARD, PLAY
from l5r.ccg.testing import Table
from l5r.engine.windows import events_frame

EDITIONS = ("ivory", "celestial", "diamond")
# Province Strength: both Strongholds have 7. Forces: Togashi Akagi 4, Togashi Taro 3,
# Matsu Mikura 3, Spearmen (Follower) 2.


def fight(t, attackers, defenders):
    """Declare and fight one battle at the Defender's first province, everyone passing."""
    pid = t.open_battle(attackers, defenders)
    t.pass_all()
    return pid


def outcome(t, attackers, defenders):
    """The resolution outcome computed for the battle (winner, province destroyed)."""
    st = t.state
    st.active, st.phase, st.pending, st.stack = 0, "attack", None, []
    battle.declare(t.g, 0, 1)
    st.stack = []
    pid = t.pid(1, 0)
    for u in attackers:
        st.cards[u].loc = f"a{pid}"
    for u in defenders:
        st.cards[u].loc = f"d{pid}"
    st.battle = pid
    f = {"pid": pid}
    battle.resolve(t.g, f)  # computes the outcome; its events are left unresolved
    return f["outcome"]


@pytest.mark.parametrize("ed", EDITIONS)
def test_attacker_wins_destroys_defenders_and_gains_two_honor_per_card(ed):
    """The Attacker wins with higher Force: all defending units are destroyed and the winner
    gains twice the number of destroyed cards in Honor (a Follower is a card)."""
    t = Table(ed, honor=(10, 10))
    a1, a2 = t.put("Togashi Akagi", 0), t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    sp = t.put("Spearmen", 1, host=d)
    provinces = len(t.state.players[1].provinces)
    fight(t, [a1, a2], [d])  # 7 vs 5: not more than 5 + 7
    st = t.state
    assert st.cards[d].zone == DYNASTY_DISCARD and st.cards[sp].zone == FATE_DISCARD
    assert t.honor(0) == 14 and t.honor(1) == 10
    assert len(st.players[1].provinces) == provinces
    assert st.cards[a1].zone == PLAY and st.cards[a2].zone == PLAY


@pytest.mark.parametrize("ed", EDITIONS)
def test_province_destroyed_only_when_force_exceeds_defence_plus_strength(ed):
    """The province falls only if the attacking Force is greater than the defending Force plus
    the Province Strength: 7 against an empty defence and strength 7 is not enough, 10 is."""
    t = Table(ed)
    units = [t.put("Togashi Akagi", 0), t.put("Togashi Taro", 0)]
    n = len(t.state.players[1].provinces)
    fight(t, units, [])
    assert len(t.state.players[1].provinces) == n
    t = Table(ed)
    units = [t.put("Togashi Akagi", 0), t.put("Togashi Taro", 0), t.put("Matsu Mikura", 0)]
    card = t.put("Togashi Akagi", 1, "province", province=0)
    pid = t.pid(1, 0)
    fight(t, units, [])
    st = t.state
    assert len(st.players[1].provinces) == n - 1
    assert pid not in [p.pid for p in st.players[1].provinces]
    assert st.cards[card].zone == DYNASTY_DISCARD  # the province's card is discarded
    assert t.honor(0) == st.players[0].honor  # no Honor for the province itself


@pytest.mark.parametrize("ed", EDITIONS)
def test_defender_wins_destroys_attackers(ed):
    t = Table(ed, honor=(10, 10))
    a = t.put("Togashi Taro", 0)
    d = t.put("Togashi Akagi", 1)
    fight(t, [a], [d])
    st = t.state
    assert st.cards[a].zone == DYNASTY_DISCARD and st.cards[d].zone == PLAY
    assert t.honor(1) == 12 and t.honor(0) == 10


@pytest.mark.parametrize("ed,per_card", [("ivory", 2), ("celestial", 1), ("diamond", 1)])
def test_tie_destroys_both_armies_honor_per_edition(ed, per_card):
    """A tie with units on both sides destroys both armies; each side gains Honor per card it
    destroyed: celestial and Diamond 1 per card, ivory 2 (DECISIONS.md)."""
    t = Table(ed, honor=(10, 10))
    a = t.put("Togashi Taro", 0)
    d1 = t.put("Matsu Mikura", 1)
    fight(t, [a], [d1])
    st = t.state
    assert st.cards[a].zone == DYNASTY_DISCARD and st.cards[d1].zone == DYNASTY_DISCARD
    assert t.honor(0) == 10 + per_card and t.honor(1) == 10 + per_card


@pytest.mark.parametrize("ed", EDITIONS)
def test_tie_on_zero_with_an_empty_side_has_no_outcome(ed):
    """Tied on zero Force with a side without units: no outcome (nothing destroyed)."""
    t = Table(ed, honor=(10, 10))
    a = t.put("Togashi Taro", 0, bowed=True)  # bowed: contributes no Force
    out = outcome(t, [a], [])
    assert out["winner"] is None and not out["province_destroyed"]


@pytest.mark.parametrize("ed", EDITIONS)
def test_diamond_tie_on_zero_with_units_on_both_sides_destroys_both(ed):
    """Diamond 4.5: with units on both sides a tie destroys everything even at 0 Force
    (Ivory and celestial: a tie with one or more units on both sides is a tie too)."""
    t = Table(ed, honor=(10, 10))
    a = t.put("Togashi Taro", 0, bowed=True)
    d = t.put("Matsu Mikura", 1, bowed=True)
    fight(t, [a], [d])
    assert t.state.cards[a].zone == DYNASTY_DISCARD and t.state.cards[d].zone == DYNASTY_DISCARD


@pytest.mark.parametrize("ed,winner", [("ivory", 0), ("celestial", 0), ("diamond", None)])
def test_empty_defending_side_per_edition(ed, winner):
    """Ivory and celestial: a side with no units has zero Force, so the Attacker wins.
    Diamond (DECISIONS.md): a battle with an empty side has no winner."""
    t = Table(ed)
    a = t.put("Togashi Taro", 0)
    assert outcome(t, [a], [])["winner"] == winner


@pytest.mark.parametrize("ed", EDITIONS)
def test_unopposed_attack_destroys_the_province_past_its_strength(ed):
    """Every edition (Diamond via DECISIONS.md): an unopposed army whose Force exceeds the
    Province Strength destroys the province."""
    t = Table(ed)
    units = [t.put("Togashi Akagi", 0), t.put("Togashi Taro", 0), t.put("Matsu Mikura", 0)]
    assert outcome(t, units, [])["province_destroyed"]


@pytest.mark.parametrize("ed,winner", [("ivory", 1), ("celestial", 1), ("diamond", None)])
def test_empty_attacking_side_per_edition(ed, winner):
    t = Table(ed)
    d = t.put("Togashi Taro", 1)
    assert outcome(t, [], [d])["winner"] == winner
    assert t.state.cards[d].zone == PLAY


@pytest.mark.parametrize("ed", EDITIONS)
def test_bowed_units_add_no_force_in_resolution(ed):
    """Ivory "Army Force": the total Force of the unbowed Personalities and Followers."""
    t = Table(ed)
    a = t.put("Togashi Taro", 0)
    d = t.put("Togashi Akagi", 1, bowed=True)
    assert outcome(t, [a], [d])["winner"] == 0


@pytest.mark.parametrize("ed", EDITIONS)
def test_after_resolution_attackers_bow_and_go_home_defenders_stay(ed):
    """Ivory "After Resolution" / celestial "Resolution Segment": attacking units at the
    battlefield bow and return home (not movement); defending units stay unbowed at the
    battlefield until the Attack Phase ends."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    d = t.put("Togashi Taro", 1, bowed=False)
    pid = t.open_battle([a], [])
    st = t.state
    st.cards[d].loc = f"d{pid}"  # a defender who is still there after resolution
    st.attack["battlefields"].append(t.pid(1, 1))
    battle.after_resolution(t.g, pid)
    assert st.cards[a].bowed and st.cards[a].loc == "home"
    assert not st.cards[d].bowed and st.cards[d].loc == f"d{pid}"
    assert a in st.attack["resolved_attackers"] and pid in st.attack["fought"]
    battle.end_attack(t.g)
    assert st.cards[d].loc == "home" and not st.cards[d].bowed


@pytest.mark.parametrize("ed", EDITIONS)
def test_after_resolution_every_card_of_an_attacking_unit_bows(ed):
    """Ivory "After Resolution" with "Unit" ("Things that affect a unit affect all cards in
    the unit"): the attacking units bow, so their Followers and Items bow too (celestial
    "Resolution Segment"; Diamond 4.5: units return home bowed); defending units do not."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    f = t.put("Berserkers", 0, host=a)
    i = t.put("Scout Armor", 0, host=a)
    d = t.put("Togashi Taro", 1)
    df = t.put("Elite Guard", 1, host=d)
    pid = t.open_battle([a], [])
    st = t.state
    st.cards[d].loc = f"d{pid}"
    battle.after_resolution(t.g, pid)
    assert st.cards[a].bowed and st.cards[f].bowed and st.cards[i].bowed
    assert not st.cards[d].bowed and not st.cards[df].bowed


@pytest.mark.parametrize("ed", EDITIONS)
def test_end_of_attack_phase_attacking_units_still_at_a_battlefield_bow_whole(ed):
    """Kyuden Tonbo rulebook ("Once the last battle has ended ... Any units still at
    battlefields bow if they were attacking, and return home"), with "Unit": the
    Personality's attachments bow with him."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    f = t.put("Berserkers", 0, host=a)
    t.open_battle([a], [])
    st = t.state
    battle.end_attack(t.g)
    assert st.cards[a].loc == "home" and st.cards[a].bowed and st.cards[f].bowed


@pytest.mark.parametrize("ed", EDITIONS)
def test_no_second_battle_rule(ed):
    """Ivory "No Second Battle Rule" (celestial "Rules of Location"): a Personality who was in
    an attacking army at a battle resolution this Attack Phase will not move to a battlefield."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    other = t.put("Togashi Taro", 0)
    pid = t.open_battle([a], [])
    st = t.state
    second = t.pid(1, 1)
    st.attack["battlefields"].append(second)
    battle.after_resolution(t.g, pid)
    st.cards[a].bowed = st.cards[other].bowed = False
    t.start(events_frame([{"name": "move", "card": a, "to": f"a{second}"},
                          {"name": "move", "card": other, "to": f"a{second}"}]))
    assert st.cards[a].loc == "home"
    assert st.cards[other].loc == f"a{second}"


@pytest.mark.parametrize("ed", EDITIONS)
def test_attack_phase_declaration_and_assignment(ed):
    """Declaration Segment: the active player may attack; Maneuvers: the Attacker then the
    Defender assign unbowed units from home (a bowed one may not be assigned)."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    bowed = t.put("Matsu Mikura", 0, bowed=True)
    d = t.put("Togashi Taro", 1)
    st = t.state
    st.active, st.phase = 0, "attack"
    t.start({"step": "ccg.attack"})
    t.pick("p1")
    assert t.pending.player == 0 and t.pending.context == "assign"
    labels = t.labels()
    assert any("Togashi Akagi" in x for x in labels) and not any("Matsu Mikura" in x for x in labels)
    pid = t.pid(1, 0)
    t.pick(f"{a}>{pid}")
    assert st.cards[a].loc == f"a{pid}"
    assert t.pending.player == 1 and t.pending.context == "assign"
    t.pick(f"{d}>{pid}")
    assert st.cards[d].loc == f"d{pid}"
    assert st.cards[bowed].loc == "home"
