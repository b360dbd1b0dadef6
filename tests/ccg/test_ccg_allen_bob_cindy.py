"""The Diamond rulebook's worked example "Allen, Bob, and Cindy Go to War: A Sample Attack
Phase" (ccg-diamond-edition-rulebook.md), replayed step by step with its cards built as
fixtures (ccg_fixtures.py) and checked against every number and outcome it states.

Seats: Allen 0, Bob 1, Cindy 2; the player to a player's left is the next index, so
Allen sits on Cindy's left and acts after her (as the example says).

Project decisions (the example does not state them):
* Gold Costs of the strategies other than Tsuruchi Technique (1 Gold) are 0; Personal
  Honor of the Personalities is 1; Cindy's leftmost province is given strength 6.
* Twisted Forest's target is chosen when it resolves (Diamond "Targeting": Delayed
  Terrains do not choose targets when played), by Cindy.
"""

from __future__ import annotations

import ccg_fixtures  # noqa: F401
import pytest

from l5r.ccg import model as m
from l5r.ccg.state import PLAY
from l5r.ccg.testing import Table

ALLEN, BOB, CINDY = 0, 1, 2


def who(t) -> int:
    return t.pending.player


def choose(t, player: int, text: str) -> None:
    assert t.pending is not None, "no decision pending"
    assert who(t) == player, (who(t), t.pending.prompt, t.labels())
    t.pick(text)


@pytest.fixture
def war():
    t = Table("diamond", decks=("lion", "dragon", "lion"))
    st = t.state
    c = {}
    c["ogre"] = t.put("Ogre Bushi", ALLEN)
    c["teijo"] = t.put("Togashi Teijo", CINDY)
    c["tsuchi"] = t.put("Dai Tsuchi", CINDY, host=c["teijo"])
    c["chieko"] = t.put("Tamori Chieko", CINDY)
    c["archers"] = t.put("Ashigaru Archers", CINDY, host=c["chieko"])
    c["shirasu"] = t.put("Shinjo Shirasu", BOB)
    c["daikyu"] = t.put("Daikyu", BOB, host=c["shirasu"])
    c["lmi"] = t.put("Light Mounted Infantry", BOB, host=c["shirasu"])
    c["destiny1"] = t.put("Destiny Has No Secrets", ALLEN, "hand")
    c["destiny2"] = t.put("Destiny Has No Secrets", ALLEN, "hand")
    c["forest"] = t.put("Twisted Forest", CINDY, "hand")
    c["fist"] = t.put("Fist of the Earth", CINDY, "hand")
    c["technique"] = t.put("Tsuruchi Technique", BOB, "hand")
    left = st.players[CINDY].provinces[0]
    left.strength += 6 - m.province_strength(st, left.pid)
    c["pid"] = left.pid
    st.active = ALLEN
    st.phase = "attack"
    st.pending = None
    st.stack = [{"step": "ccg.attack"}]
    t.g.run()
    return t, c


def test_allen_bob_and_cindy_go_to_war(war):
    """Diamond "Allen, Bob, and Cindy Go to War: A Sample Attack Phase", step by step."""
    t, c = war
    st = t.state
    pid = c["pid"]
    honor0 = [t.honor(p) for p in (ALLEN, BOB, CINDY)]
    assert m.province_strength(st, pid) == 6

    # 4.1 Declaration: Allen attacks Cindy; both invite Bob.
    choose(t, ALLEN, "p2")
    assert st.attack["attacker"] == ALLEN and st.attack["defender"] == CINDY
    choose(t, ALLEN, "1")
    choose(t, CINDY, "1")
    assert st.attack["invited_a"] == [BOB] and st.attack["invited_d"] == [BOB]

    # 4.2 Infantry Maneuvers: the Ogre attacks the leftmost province; Bob holds back;
    # Cindy defends with Teijo and Chieko.
    choose(t, ALLEN, f"{c['ogre']}>{pid}")
    choose(t, BOB, "done")
    choose(t, CINDY, f"{c['teijo']}>{pid}")
    choose(t, CINDY, f"{c['chieko']}>{pid}")
    if t.pending is not None and who(t) == BOB and t.pending.context == "assign":
        choose(t, BOB, "done")  # Bob declines to defend-ally too
    # 4.3 Cavalry Maneuvers: Bob assigns Shirasu (Cavalry with a Cavalry Follower) and
    # gains 2 Honor for allying.
    choose(t, BOB, f"{c['shirasu']}>{pid}")
    assert st.attack["attack_allies"] == [BOB]
    assert t.honor(BOB) == honor0[BOB] + 2
    assert st.cards[c["shirasu"]].loc == f"a{pid}"

    # Allen chooses the battle with all the units first.
    assert who(t) == ALLEN and t.pending.context == "battlefield"
    choose(t, ALLEN, str(pid))
    # initial totals: 10 attacking Force, 7 defending
    assert m.army_force(st, f"a{pid}") == 10 and m.army_force(st, f"d{pid}") == 7

    # Battle actions, the Defender first: the Archers' Ranged 2 destroys the Light Mounted
    # Infantry (1 Force); the bowed 0F Archers lose nothing.
    assert who(t) == CINDY and t.pending.context == "combat"
    choose(t, CINDY, f"c{c['archers']}:0")
    if t.pending is not None and t.pending.context == "choose":
        choose(t, CINDY, "Light Mounted Infantry")
    assert st.cards[c["lmi"]].zone != PLAY
    assert st.cards[c["archers"]].bowed
    assert m.army_force(st, f"a{pid}") == 9 and m.army_force(st, f"d{pid}") == 7

    # Allen (on Cindy's left) plays Destiny Has No Secrets on his Ogre: 8F/6C.
    choose(t, ALLEN, f"c{c['destiny1']}:0")
    assert m.force(st, c["ogre"]) == 8 and m.chi(st, c["ogre"]) == 6
    assert st.players[ALLEN].hand == [c["destiny2"]]  # the hand he shows: another Destiny
    assert any("shows the hand: Destiny Has No Secrets" in line for line in st.log)

    # Bob passes.
    choose(t, BOB, "pass")
    # Cindy plays Twisted Forest, a Delayed Terrain, at this battlefield.
    choose(t, CINDY, f"c{c['forest']}:0")
    assert st.cards[c["forest"]].zone == PLAY and st.cards[c["forest"]].loc == f"t{pid}"
    assert m.force(st, c["ogre"]) == 8  # nothing yet: Delayed

    # Allen cannot help Bob with Destiny (own Personalities only) and passes.
    assert all("Shinjo" not in lab for lab in t.labels())
    choose(t, ALLEN, "pass")

    # Bob bows his Daikyu for a Ranged 3 Attack at Teijo, then reacts with Tsuruchi
    # Technique (1 Gold): strength 6 destroys Teijo (3F + Dai Tsuchi +3F).
    assert m.force(st, c["teijo"]) == 6
    choose(t, BOB, f"c{c['daikyu']}:0")
    if t.pending is not None and t.pending.context == "choose":
        choose(t, BOB, "Togashi Teijo")
    assert who(t) == BOB and any("Tsuruchi" in lab for lab in t.labels())
    choose(t, BOB, "Tsuruchi")
    if t.pending is not None and t.pending.context == "pay":
        choose(t, BOB, "auto")
    while t.pending is not None and t.pending.context == "trigger" and who(t) == BOB:
        choose(t, BOB, "pass")
    assert st.cards[c["daikyu"]].bowed
    assert st.cards[c["teijo"]].zone != PLAY and st.cards[c["teijo"]].dead
    assert st.cards[c["tsuchi"]].zone != PLAY
    assert st.cards[c["technique"]].zone == "fate_discard"
    assert st.cards[st.players[BOB].stronghold].bowed  # the 1 Gold was paid
    # even without the Forest resolving... attackers 8 + 3 vs 1 now; after the Forest 3 vs 1
    assert m.army_force(st, f"d{pid}") == 1

    # Cindy bows Chieko (a Shugenja) to cast Fist of the Earth on Shirasu (now without
    # Followers): neither bowed unit adds Force.
    choose(t, CINDY, f"c{c['fist']}:0")
    while t.pending is not None and t.pending.context == "choose":
        lab = t.labels()
        choose(t, CINDY, "Shinjo Shirasu" if any("Shirasu" in x for x in lab) else "Tamori Chieko")
    assert st.cards[c["chieko"]].bowed and st.cards[c["shirasu"]].bowed
    assert m.army_force(st, f"d{pid}") == 0
    assert m.army_force(st, f"a{pid}") == 8

    # Allen, Bob and Cindy pass; Twisted Forest resolves: the Ogre's Force becomes 0.
    choose(t, ALLEN, "pass")
    if t.pending is not None and who(t) == BOB and t.pending.context == "combat":
        choose(t, BOB, "pass")
    if t.pending is not None and who(t) == CINDY and t.pending.context == "combat":
        choose(t, CINDY, "pass")
    if t.pending is not None and t.pending.context == "choose":
        choose(t, CINDY, "Ogre Bushi")  # the Delayed Terrain's target
    # Resolution: 0 (a 0F Ogre, a bowed Shirasu) vs 0 (a bowed Chieko): a tie.
    battle = [e for e in st.log if e.startswith("resolution:")]
    assert battle and battle[0] == "resolution: attacking Force 0, defending Force 0, province strength 6"
    # All remaining cards in both armies are destroyed.
    for k in ("ogre", "shirasu", "daikyu", "chieko", "archers"):
        assert st.cards[c[k]].zone != PLAY, k
    # Cindy gains 3 Honor (Ogre, Shirasu, Daikyu); Allen gains 2 (Chieko, Archers); Bob none.
    assert t.honor(CINDY) == honor0[CINDY] + 3
    assert t.honor(ALLEN) == honor0[ALLEN] + 2
    assert t.honor(BOB) == honor0[BOB] + 2  # only his ally Honor
    # The 6-strength province is not destroyed; Twisted Forest goes to Cindy's discard pile.
    assert pid in [p.pid for p in st.players[CINDY].provinces]
    assert st.cards[c["forest"]].zone == "fate_discard"
    assert c["forest"] in st.players[CINDY].fate_discard

    # The other battles are uneventful, then the Attack Phase ends.
    for _ in range(10):
        if t.pending is None:
            break
        if t.pending.context == "battlefield":
            t.pick(t.pending.options[0].id)
        else:
            t.pass_all()
    assert t.pending is None and st.attack == {} and st.battle == -1
    assert len(st.players[CINDY].provinces) == 4
    assert [t.honor(p) for p in (ALLEN, BOB, CINDY)] == [honor0[0] + 2, honor0[1] + 2, honor0[2] + 3]
