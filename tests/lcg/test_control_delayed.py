"""Control changes ("Control and Ownership") and delayed effects ("Delayed Effects")."""

from l5r.lcg.actions import do, ev
from l5r.lcg.delayed import add_delayed
from l5r.testing import Scenario


def test_rrg_control_change_keeps_state_and_switches_conflict_side():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Fine Katana"])
    s.player(1, characters=[dict(name="Matsu Berserker", bowed=True, fate=2)])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Whisperer"],
               defenders=["Matsu Berserker"])
    s.start("3.2.2")
    b = s.uid("Matsu Berserker")
    s.apply(ev("take_control", card=b, player=0))
    c = s.state.cards[b]
    assert c.controller == 0 and c.owner == 1 and c.bowed and c.fate == 2
    assert b in s.state.players[0].play and b not in s.state.players[1].play
    assert b in s.state.conflict.attackers and b not in s.state.conflict.defenders


def test_rrg_control_change_refused_for_a_unique_copy():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Hotaru"])
    s.player(1, characters=["Doji Hotaru"])
    s.start("conflict")
    theirs = s.uid("Doji Hotaru", player=1)
    s.apply(ev("take_control", card=theirs, player=0))
    assert s.state.cards[theirs].controller == 1


def test_rrg_delayed_effect_resolves_at_its_timing_point_once():
    s = Scenario(first_player=0)
    s.player(0, fate=0, characters=["Matsu Berserker"])
    s.player(1)
    s.start("draw")
    add_delayed(s.game, "phase_end", [ev("gain_fate", player=0, amount=2)], phase="draw")
    s.pick("1")
    s.pick("1")
    while s.state.phase == "draw":  # the draw phase's action window
        assert s.state.players[0].fate == 0
        s.pass_()
    assert s.state.phase == "conflict"
    assert s.state.players[0].fate == 2
    assert s.state.delayed == []
