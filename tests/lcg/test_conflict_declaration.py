"""Declaring conflicts (Appendix I 3.1-3.2), covert, declaring defenders (3.2.1).

Rules Reference "3.2. Declare conflict", "3.2.1. Declare defenders",
"Covert", "Dash (-)", "Breaking a Province" (stronghold eligibility).
"""

from __future__ import annotations

import pytest

from l5r.testing import Scenario

# provinces whose texts cannot change strength, type or ring on their own
PROVINCES = ["Shameful Display", "Fertile Fields", "Manicured Garden", "Meditations on the Tao", "Night Raid"]
WINDOWS = ("action", "conflict_action", "trigger")


def until(s: Scenario, context: str) -> None:
    """Pass every optional window until the decision ``context`` is pending."""
    while s.game.pending is not None and s.game.pending.context != context:
        assert s.game.pending.context in WINDOWS, f"stuck at {s.game.pending.context}: {s.legal()}"
        s.pass_()
    assert s.game.pending is not None, f"game ran past {context}"


def scenario(chars0: list, chars1: list, **kw) -> Scenario:
    s = Scenario(first_player=0)
    s.player(0, characters=chars0, provinces=kw.pop("p0_provinces", PROVINCES), **kw.pop("p0", {}))
    s.player(1, characters=chars1, provinces=kw.pop("p1_provinces", PROVINCES), **kw.pop("p1", {}))
    return s


def declare_options(s: Scenario) -> list[dict]:
    d = s.game.pending
    assert d.context == "declare_conflict"
    return [o.data for o in d.options if o.id != "pass"]


def resolve_undefended(s: Scenario) -> None:
    """After a declaration: no defenders, decline the ring effect, keep province cards."""
    while s.game.pending is not None and s.game.pending.context != "declare_conflict":
        ctx = s.game.pending.context
        if ctx == "declare_defenders":
            s.pass_()
        elif ctx == "ring_effect":
            s.pick("Do not resolve")
        elif ctx == "discard_broken_province":
            s.pick("keep")
        elif ctx == "imperial_favor":
            return
        else:
            assert ctx in WINDOWS, ctx
            s.pass_()


# ------------------------------------------------------------------ 3.2 opportunities
def test_rrg_3_2_one_military_and_one_political_opportunity_alternating_in_player_order():
    # Venerable Historian never attacks: player 0 wins the glory count at the end
    s = scenario(["Matsu Berserker", "Doji Whisperer", "Venerable Historian"], ["Serene Warrior", "Naive Student"])
    s.start("conflict")
    st = s.state
    assert [pl.conflict_opps for pl in st.players] == [2, 2]
    assert s.game.pending.player == 0  # the first player declares first
    s.declare("military", "air", province=1, attackers=["Matsu Berserker"])
    resolve_undefended(s)
    assert s.game.pending.player == 1
    s.declare("political", "earth", province=1, attackers=["Naive Student"])
    resolve_undefended(s)
    assert s.game.pending.player == 0
    # the military conflict is used: only political declarations remain
    assert {o["type"] for o in declare_options(s)} == {"political"}
    s.declare("political", "fire", province=2, attackers=["Doji Whisperer"])
    resolve_undefended(s)
    assert s.game.pending.player == 1
    assert {o["type"] for o in declare_options(s)} == {"military"}
    s.declare("military", "water", province=2, attackers=["Serene Warrior"])
    resolve_undefended(s)
    assert s.game.pending.context == "imperial_favor"  # 3.4: no opportunity left
    assert s.game.pending.player == 0
    assert [pl.conflicts_declared for pl in st.players] == [2, 2]
    assert [pl.conflict_opps for pl in st.players] == [0, 0]


def test_rrg_3_2_passing_forfeits_one_opportunity():
    s = scenario(["Matsu Berserker", "Doji Whisperer"], ["Serene Warrior"])
    s.start("conflict")
    s.pass_()
    st = s.state
    assert st.players[0].conflict_opps == 1
    assert st.players[0].conflicts_declared == 0
    assert any("passes a conflict opportunity" in line for line in s.log)
    assert s.game.pending.context == "declare_conflict" and s.game.pending.player == 1
    s.pass_()
    # the remaining opportunity of player 0 still allows either type
    assert s.game.pending.player == 0
    assert {o["type"] for o in declare_options(s)} == {"military", "political"}
    s.pass_()
    assert st.players[0].conflict_opps == 0
    s.pass_()
    assert s.game.pending.context == "imperial_favor"  # every opportunity was used up
    assert [pl.conflicts_declared for pl in st.players] == [0, 0]


def test_rrg_3_2_only_unclaimed_rings_can_be_contested():
    s = scenario(["Matsu Berserker"], ["Serene Warrior"], p0={"claimed_rings": ["air"]},
                 p1={"claimed_rings": ["void"]})
    s.start("conflict")
    assert {o["ring"] for o in declare_options(s)} == {"earth", "fire", "water"}


def test_rrg_3_2_broken_provinces_cannot_be_attacked():
    provs = [PROVINCES[0], dict(name=PROVINCES[1], broken=True)] + PROVINCES[2:]
    s = scenario(["Matsu Berserker"], ["Serene Warrior"], p1_provinces=provs)
    s.start("conflict")
    slots = {o["slot"] for o in declare_options(s)}
    assert slots == {0, 2, 3}


def test_rrg_3_2_stronghold_province_not_attackable_with_two_broken():
    provs = [dict(name=n, broken=i < 2) for i, n in enumerate(PROVINCES)]
    s = scenario(["Matsu Berserker"], ["Serene Warrior"], p1_provinces=provs)
    s.start("conflict")
    slots = {o["slot"] for o in declare_options(s)}
    assert slots == {2, 3}


def test_rrg_3_2_stronghold_province_attackable_once_three_others_broken():
    provs = [dict(name=n, broken=i < 3) for i, n in enumerate(PROVINCES)]
    s = scenario(["Matsu Berserker"], ["Serene Warrior"], p1_provinces=provs)
    s.start("conflict")
    slots = {o["slot"] for o in declare_options(s)}
    assert slots == {3, 4}
    s.declare("military", "air", province=4, attackers=["Matsu Berserker"])
    assert s.state.conflict.province == s.state.players[1].provinces[4]


def test_rrg_3_2_bowed_characters_cannot_attack():
    s = scenario([dict(name="Matsu Berserker", bowed=True), "Serene Warrior"], ["Doji Whisperer"])
    s.start("conflict")
    s.pick("military conflict, air ring")
    assert s.game.pending.context == "declare_attackers"
    assert s.legal() == ["Serene Warrior"]


def test_rrg_3_2_no_declaration_without_a_ready_character():
    s = scenario([dict(name="Matsu Berserker", bowed=True)], ["Doji Whisperer"])
    s.start("conflict")
    # player 0 cannot declare: the opportunity passes to player 1
    assert s.game.pending.context == "declare_conflict" and s.game.pending.player == 1
    assert s.state.players[0].conflict_opps == 1
    assert any("cannot declare a conflict" in line for line in s.log)


@pytest.mark.parametrize("name, types", [("Matsu Berserker", {"military"}), ("Naive Student", {"political"}),
                                         ("Doji Whisperer", {"military", "political"})])
def test_rrg_dash_skill_character_cannot_attack_in_that_conflict_type(name, types):
    """Rules Reference "Dash (-)": no participation in conflicts of that type (a 0 skill can)."""
    s = scenario([name], ["Serene Warrior"])
    s.start("conflict")
    assert {o["type"] for o in declare_options(s)} == types


def test_rrg_3_2_attackers_are_chosen_with_the_declaration():
    s = scenario(["Matsu Berserker", "Serene Warrior", "Doji Whisperer"], ["Naive Student"])
    s.start("conflict")
    s.pick("military conflict, fire ring")
    assert s.game.pending.context == "declare_attackers" and s.game.pending.player == 0
    assert s.game.pending.min == 1  # at least one attacker
    s.pick_many("Matsu Berserker", "Serene Warrior")
    cf = s.state.conflict
    assert cf is not None and cf.attacker == 0 and cf.defender == 1
    assert (cf.type, cf.ring) == ("military", "fire")
    assert sorted(cf.attackers) == sorted([s.uid("Matsu Berserker", 0), s.uid("Serene Warrior", 0)])
    assert s.state.rings["fire"].contested


def test_rrg_3_2_facedown_province_is_revealed_on_declaration():
    s = scenario(["Matsu Berserker"], ["Serene Warrior"])
    s.start("conflict")
    prov = s.state.cards[s.state.players[1].provinces[2]]
    assert prov.facedown
    assert all(o.label.endswith("at province %d (facedown)" % (o.data["slot"] + 1))
               for o in s.game.pending.options if o.id != "pass")
    s.declare("military", "air", province=2, attackers=["Matsu Berserker"])
    assert not prov.facedown
    assert any("revealed" in line and "Manicured Garden" in line for line in s.log)


def test_rrg_3_2_fate_on_the_chosen_ring_goes_to_the_attacker():
    s = scenario(["Matsu Berserker"], ["Serene Warrior"], p0={"fate": 1})
    s.start("conflict")
    st = s.state
    st.rings["water"].fate = 2
    st.rings["air"].fate = 1
    s.declare("military", "water", province=0, attackers=["Matsu Berserker"])
    assert st.players[0].fate == 3
    assert st.rings["water"].fate == 0
    assert st.rings["air"].fate == 1  # other rings keep theirs


# ------------------------------------------------------------------ covert
@pytest.mark.parametrize("covert, ctype", [("Kaiu Shuichi", "military"), ("Political Rival", "political"),
                                           ("Unassuming Yōjimbō", "military")])
def test_rrg_covert_evaded_character_cannot_be_declared_as_defender(covert, ctype):
    s = scenario([covert], ["Serene Warrior", "Doji Challenger"])
    s.start("conflict")
    s.declare(ctype, "air", province=0, attackers=[covert], covert="Serene Warrior")
    cf = s.state.conflict
    assert cf.evaded == [s.uid("Serene Warrior", 1)]
    until(s, "declare_defenders")
    assert s.legal() == ["Doji Challenger"]


def test_rrg_covert_targets_are_defending_characters_without_covert():
    s = scenario(["Kaiu Shuichi"], ["Serene Warrior", "Unassuming Yōjimbō"])
    s.start("conflict")
    s.pick("military conflict, air ring")
    s.pick_many("Kaiu Shuichi")
    assert s.game.pending.context == "covert" and s.game.pending.player == 0
    assert s.legal() == ["evade Serene Warrior", "evade no one"]


def test_rrg_covert_choice_is_made_before_the_province_is_revealed():
    s = scenario(["Kaiu Shuichi"], ["Serene Warrior"])
    s.start("conflict")
    s.pick("military conflict, air ring, at province 2 (facedown)")
    s.pick_many("Kaiu Shuichi")
    assert s.game.pending.context == "covert"
    assert s.state.cards[s.state.players[1].provinces[1]].facedown
    s.pick("evade Serene Warrior")
    assert not s.state.cards[s.state.players[1].provinces[1]].facedown


def test_rrg_covert_no_choice_without_a_covert_attacker():
    s = scenario(["Matsu Berserker"], ["Serene Warrior"])
    s.start("conflict")
    s.pick("military conflict, air ring")
    s.pick_many("Matsu Berserker")
    assert s.state.conflict is not None and s.state.conflict.evaded == []
    until(s, "declare_defenders")
    assert s.legal() == ["Serene Warrior"]


def test_rrg_covert_evading_no_one_leaves_all_defenders_eligible():
    s = scenario(["Kaiu Shuichi"], ["Serene Warrior", "Doji Challenger"])
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Kaiu Shuichi"], covert=None)
    assert s.state.conflict.evaded == []
    until(s, "declare_defenders")
    assert sorted(s.legal()) == ["Doji Challenger", "Serene Warrior"]


# ------------------------------------------------------------------ 3.2.1 defenders
def test_rrg_3_2_1_defending_player_declares_eligible_defenders():
    s = scenario(["Naive Student"], ["Doji Whisperer", dict(name="Serene Warrior", bowed=True),
                                     "Matsu Berserker", "Kakita Asami"])
    s.start("conflict")
    s.declare("political", "air", province=0, attackers=["Naive Student"])
    until(s, "declare_defenders")
    d = s.game.pending
    assert d.player == 1 and d.kind == "choose_many" and d.min == 0
    # bowed Serene Warrior and Matsu Berserker (political dash) are not eligible
    assert sorted(s.legal()) == ["Doji Whisperer", "Kakita Asami"]
    s.pick_many("Doji Whisperer")
    assert s.state.conflict.defenders == [s.uid("Doji Whisperer", 1)]
    assert not s.card("Kakita Asami", 1).bowed


def test_rrg_3_2_1_declaring_no_defenders_is_an_option():
    s = scenario(["Naive Student"], ["Doji Whisperer"])
    s.start("conflict")
    s.declare("political", "air", province=0, attackers=["Naive Student"])
    until(s, "declare_defenders")
    s.pass_()
    assert s.state.conflict is not None and s.state.conflict.defenders == []
    assert any("declares no defenders" in line for line in s.log)


def test_rrg_facedown_province_declaration_options_do_not_reveal_which_card_it_is():
    """"Facedown Province": the options name the slot, never the province card (its uid)."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1)
    s.start("conflict")
    hidden = {u for u in s.state.players[1].provinces if s.state.cards[u].facedown}
    for o in s.game.pending.options:
        if o.id == "pass":
            continue
        assert "province" not in o.data
        assert not any(str(u) == part for u in hidden for part in o.id.split(":")[2:3])
        assert o.data["slot"] in range(5) and o.data["defender"] == 1
