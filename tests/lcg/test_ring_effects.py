"""Ring effects resolved by a winning attacker (Appendix I 3.2.6).

Rules Reference "3.2.6. Resolve ring effects" and "Ring Effects". Each test
wins a defended military conflict 3-0 at a province of strength 4, so the
province does not break and no unopposed honor is lost.
"""

from __future__ import annotations

from l5r.testing import Scenario

PROVINCES = ["Shameful Display", "Fertile Fields", "Manicured Garden", "Meditations on the Tao", "Night Raid"]
WINDOWS = ("action", "conflict_action", "trigger")


def ring_won(ring: str, *, home0: list = (), home1: list = (), p0: dict | None = None,
             p1: dict | None = None, defender="Eager Scout") -> Scenario:
    """Player 0 wins with Matsu Berserker against ``defender``; stop at the ring effect."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"] + list(home0), provinces=PROVINCES, **(p0 or {}))
    s.player(1, characters=[defender] + list(home1), provinces=PROVINCES, **(p1 or {}))
    s.conflict(attacker=0, type="military", ring=ring, province=1, attackers=["Matsu Berserker"],
               defenders=[defender if isinstance(defender, str) else defender["name"]])
    s.start("3.2.2")
    while s.game.pending is not None and s.game.pending.context in WINDOWS:
        s.pass_()
    return s


def honors(s: Scenario) -> list[int]:
    return [pl.honor for pl in s.state.players]


def test_rrg_3_2_6_attacker_chooses_the_ring_effect():
    s = ring_won("air")
    d = s.game.pending
    assert d.context == "ring_effect" and d.player == 0
    assert s.state.conflict.winner == 0


# ------------------------------------------------------------------ air
def test_rrg_ring_effects_air_options():
    s = ring_won("air")
    assert s.legal() == ["Take 1 honor from your opponent", "Gain 2 honor", "Do not resolve the ring effect"]


def test_rrg_ring_effects_air_take_one_honor():
    s = ring_won("air")
    s.pick("Take 1 honor")
    assert honors(s) == [11, 9]


def test_rrg_ring_effects_air_gain_two_honor():
    s = ring_won("air")
    s.pick("Gain 2 honor")
    assert honors(s) == [12, 10]


# ------------------------------------------------------------------ earth
def test_rrg_ring_effects_earth_draw_and_opponent_discards_at_random():
    s = ring_won("earth", p1={"hand": ["Banzai!", "Fine Katana"]})
    me, opp = s.state.players
    deck = len(me.conflict_deck)
    before = list(opp.hand)
    assert s.legal() == ["Draw 1 card; your opponent discards 1 random card", "Do not resolve the ring effect"]
    s.pick("Draw 1 card")
    assert len(me.hand) == 1 and len(me.conflict_deck) == deck - 1
    assert len(opp.hand) == 1 and len(opp.conflict_discard) == 1
    assert set(opp.hand + opp.conflict_discard) == set(before)


def test_rrg_ring_effects_earth_with_an_empty_opponent_hand_still_draws():
    s = ring_won("earth")
    s.pick("Draw 1 card")
    me, opp = s.state.players
    assert len(me.hand) == 1 and opp.conflict_discard == []


# ------------------------------------------------------------------ fire
def test_rrg_ring_effects_fire_options_follow_status():
    s = ring_won("fire", home1=[dict(name="Doji Whisperer", status="honored"),
                                dict(name="Serene Warrior", status="dishonored")])
    opts = s.legal()
    assert "Honor Matsu Berserker" in opts and "Dishonor Matsu Berserker" in opts
    assert "Honor Eager Scout" in opts and "Dishonor Eager Scout" in opts
    assert "Dishonor Doji Whisperer" in opts and "Honor Doji Whisperer" not in opts
    assert "Honor Serene Warrior" in opts and "Dishonor Serene Warrior" not in opts


def test_rrg_ring_effects_fire_honor_a_character():
    s = ring_won("fire")
    s.pick("Honor Matsu Berserker")
    assert s.card("Matsu Berserker", 0).status == 1
    assert s.card("Eager Scout", 1).status == 0


def test_rrg_ring_effects_fire_dishonor_a_character():
    s = ring_won("fire", home1=["Serene Warrior"])
    s.pick("Dishonor Serene Warrior")
    assert s.card("Serene Warrior", 1).status == -1


# ------------------------------------------------------------------ water
def test_rrg_ring_effects_water_options():
    s = ring_won("water", home1=[dict(name="Serene Warrior", bowed=True), dict(name="Doji Challenger", fate=1),
                                 "Doji Whisperer"])
    opts = s.legal()
    assert "Ready Serene Warrior" in opts and "Bow Serene Warrior" not in opts
    assert "Bow Doji Whisperer" in opts
    assert not any("Doji Challenger" in o for o in opts)  # ready, with fate: neither
    assert "Bow Eager Scout" in opts  # a participant without fate


def test_rrg_ring_effects_water_ready_a_character():
    s = ring_won("water", home1=[dict(name="Serene Warrior", bowed=True)])
    s.pick("Ready Serene Warrior")
    assert not s.card("Serene Warrior", 1).bowed


def test_rrg_ring_effects_water_bow_a_character_without_fate():
    s = ring_won("water", home1=["Doji Whisperer"])
    s.pick("Bow Doji Whisperer")
    assert s.card("Doji Whisperer", 1).bowed


# ------------------------------------------------------------------ void
def test_rrg_ring_effects_void_remove_one_fate():
    s = ring_won("void", home1=[dict(name="Doji Challenger", fate=2), "Doji Whisperer"])
    assert s.legal() == ["Remove 1 fate from Doji Challenger", "Do not resolve the ring effect"]
    s.pick("Remove 1 fate from Doji Challenger")
    assert s.card("Doji Challenger", 1).fate == 1


def test_rrg_ring_effects_void_without_fate_in_play_asks_nothing():
    s = ring_won("void")
    assert s.game.pending is None or s.game.pending.context != "ring_effect"
    assert s.state.rings["void"].claimed_by == 0
    assert not any("resolves the void ring" in line for line in s.log)


# ------------------------------------------------------------------ declining, claiming
def test_rrg_ring_effects_may_be_declined():
    s = ring_won("air", home1=[dict(name="Doji Challenger", fate=2)])
    s.pick("Do not resolve")
    assert honors(s) == [10, 10]
    assert "Player 1 declines the air ring effect." in s.log
    assert s.state.rings["air"].claimed_by == 0  # 3.2.7 still claims it


def test_rrg_3_2_6_ring_effect_before_claiming_the_ring():
    s = ring_won("fire")
    assert s.state.rings["fire"].claimed_by == -1
    s.pick("Honor Matsu Berserker")
    assert s.state.rings["fire"].claimed_by == 0


def test_rrg_3_2_6_defender_winning_resolves_no_ring_effect():
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], provinces=PROVINCES)
    s.player(1, characters=["Shiba Peacemaker"], provinces=PROVINCES)
    s.conflict(attacker=0, type="military", ring="air", province=1, attackers=["Matsu Berserker"],
               defenders=["Shiba Peacemaker"])
    s.start("3.2.2")
    seen = []
    while s.state.conflict is not None:
        seen.append(s.game.pending.context)
        assert s.game.pending.context in WINDOWS
        s.pass_()
    assert s.state.rings["air"].claimed_by == 1  # the defender won 4-3
    assert "ring_effect" not in seen
    assert [pl.honor for pl in s.state.players] == [10, 10]
