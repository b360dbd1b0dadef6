"""The CCG table harness itself (``l5r.ccg.testing.Table``): other Strongholds by title, play
from the start of a turn into the following turns, a battle stopped just before it resolves,
a decision with a single option shown, and legality assertions that need a decision."""

import dataclasses

import pytest
from ccg_fixtures import once

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.state import PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef, Choose, personality

_base = next(f for f in m.FACTS.values() if f.title == "Great Hall of Records")
if "fx-harness-keep" not in m.FACTS:
    RULES.add_facts(dataclasses.replace(_base, id="fx-harness-keep", title="Harness Keep", starting_honor=9,
                                        province_strength=5, decided=("fixture",)))
once(CardDef("fx-harness-keep"))
if "fx-harness-bow" not in m.FACTS:
    RULES.add_facts(dataclasses.replace(next(f for f in m.FACTS.values() if f.type == "strategy"),
                                        id="fx-harness-bow", title="Harness Bow", cost=0, keywords=(),
                                        decided=("fixture",)))
# Harness Bow: Open: bow a target Personality.
once(CardDef("fx-harness-bow", abilities=(
    Ability(("open",), (lambda c: c.bow(c["target"]),), zone="hand", label="bow a Personality",
            choices=(Choose("target", personality),)),)))


@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_a_stronghold_by_title(ed):
    t = Table(ed, strongholds=("Harness Keep", None))
    st = t.state
    mine, theirs = (st.cards[p.stronghold] for p in st.players)
    assert mine.cid == "fx-harness-keep" and theirs.cid == "pillars-of-virtue"
    assert st.players[0].honor == 9
    with pytest.raises(ValueError, match="no Stronghold"):
        Table(ed, strongholds=("Togashi Akagi",))


@pytest.mark.parametrize("ed", ["ivory", "celestial"])
def test_start_turn_plays_on_into_the_next_turns(ed):
    t = Table(ed)
    st = t.state
    before = st.turn
    t.start_turn(0)
    assert st.turn == before + 1 and st.active == 0 and t.pending.context == "attack"
    t.pick("Do not attack")
    t.pass_until(lambda g: g.state.turn == before + 2)
    assert st.active == 1  # the next player's turn began


def test_start_turn_at_a_phase():
    t = Table("celestial")
    t.start_turn(1, phase="attack")
    st = t.state
    assert st.phase == "attack" and st.active == 1
    t.assert_legal("Attack Lion", context="attack", player=1)
    with pytest.raises(ValueError, match="no 'events' phase"):
        Table("ivory").start_turn(0, phase="events")


@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_a_battle_stopped_just_before_resolution(ed):
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    d = t.put("Togashi Taro", 1)
    pid = t.open_battle([a], [d])
    t.until_resolution()
    st = t.state
    assert st.battle == pid and st.stack[-1]["step"] == "ccg.battle" and t.pending is None
    assert st.cards[a].loc == f"a{pid}" and st.cards[d].loc == f"d{pid}"  # nothing resolved yet
    t.g.run()
    assert st.battle != pid and st.cards[a].loc == "home"


def test_ask_alone_shows_a_choice_with_one_candidate():
    def bow(ask_alone):
        t = Table("celestial", ask_alone=ask_alone)
        akagi = t.put("Togashi Akagi", 1)
        card = t.put("Harness Bow", 0, "hand")
        t.open_action(0)
        t.use(card)
        return t, akagi
    t, akagi = bow(True)
    t.assert_legal("Togashi Akagi", player=0)
    assert len(t.labels()) == 1
    t.pick("Togashi Akagi")
    assert t.state.cards[akagi].bowed
    t, akagi = bow(False)
    assert t.state.cards[akagi].bowed and t.state.cards[akagi].zone == PLAY  # chosen without asking


def test_legality_assertions_need_a_pending_decision_of_the_given_kind():
    t = Table("celestial")
    card = t.put("Harness Bow", 0, "hand")
    t.put("Togashi Akagi", 1)
    t.open_action(0)
    t.assert_legal(f"c{card}:0", context="action", player=0)
    with pytest.raises(AssertionError, match="not 'battle'"):
        t.assert_not_legal("x", context="battle")
    with pytest.raises(AssertionError, match="player 0 decides"):
        t.assert_not_legal("x", player=1)
    t.state.pending = None
    with pytest.raises(AssertionError, match="no decision is pending"):
        t.assert_not_legal("x")
