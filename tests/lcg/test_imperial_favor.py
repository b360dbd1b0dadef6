"""The Imperial Favor: the glory count and claiming it (Appendix I 3.4.1-3.4.2),
and its +1 to its holder's skill total (3.2.3).

Rules Reference "3.4.1. Glory count", "3.4.2. Claim Imperial favor",
"Glory Count", "Imperial Favor, Imperial Favor Contest".
"""

from __future__ import annotations

from l5r.testing import Scenario

PROVINCES = ["Shameful Display", "Fertile Fields", "Manicured Garden", "Meditations on the Tao", "Night Raid"]
WINDOWS = ("action", "conflict_action", "trigger")


def at_glory_count(chars0: list, chars1: list, *, rings0=(), rings1=(), favor=None) -> Scenario:
    s = Scenario(first_player=0)
    s.player(0, characters=chars0, claimed_rings=list(rings0), provinces=PROVINCES)
    s.player(1, characters=chars1, claimed_rings=list(rings1), provinces=PROVINCES)
    if favor:
        s.favor(*favor)
    s.start("3.4")
    return s


def favor(s: Scenario) -> tuple:
    return s.state.favor["player"], s.state.favor["side"]


# ------------------------------------------------------------------ 3.4.1 / 3.4.2
def test_rrg_3_4_1_glory_count_is_ready_glory_plus_claimed_rings():
    # player 0: Serene Warrior 4 + 2 rings (bowed Doji Challenger's 2 does not count) = 6
    # player 1: Venerable Historian 3 + Naive Student 2 = 5
    s = at_glory_count(["Serene Warrior", dict(name="Doji Challenger", bowed=True)],
                       ["Venerable Historian", "Naive Student"], rings0=["air", "earth"])
    assert "Glory count: Player 1 6, Player 2 5" in s.log
    d = s.game.pending
    assert d.context == "imperial_favor" and d.player == 0


def test_rrg_3_4_1_personal_honor_does_not_change_glory_count():
    s = at_glory_count([dict(name="Serene Warrior", status="honored")],
                       [dict(name="Venerable Historian", status="dishonored")])
    assert "Glory count: Player 1 4, Player 2 3" in s.log


def test_rrg_3_4_2_winner_claims_the_favor_and_chooses_its_side():
    s = at_glory_count(["Serene Warrior"], ["Naive Student"])
    assert s.legal() == ["military", "political"]
    s.pick("political")
    assert favor(s) == (0, "political")
    assert "Player 1 claims the Imperial Favor (political)." in s.log


def test_rrg_3_4_2_winner_takes_the_favor_from_its_holder():
    s = at_glory_count(["Naive Student"], ["Serene Warrior"], favor=(0, "military"))
    assert s.game.pending.player == 1
    s.pick("military")
    assert favor(s) == (1, "military")


def test_rrg_3_4_2_holder_claiming_again_may_switch_sides():
    s = at_glory_count(["Serene Warrior"], ["Naive Student"], favor=(0, "military"))
    s.pick("political")
    assert favor(s) == (0, "political")


def test_rrg_3_4_2_tie_leaves_the_favor_with_its_holder_on_its_side():
    s = at_glory_count(["Naive Student"], ["Doji Whisperer"], rings1=["void"], favor=(0, "military"))
    assert "Glory count: Player 1 2, Player 2 2" in s.log
    assert s.game.pending is None or s.game.pending.context != "imperial_favor"
    assert favor(s) == (0, "military")


def test_rrg_3_4_2_tie_leaves_an_unclaimed_favor_unclaimed():
    s = at_glory_count([dict(name="Serene Warrior", bowed=True)], [])
    assert "Glory count: Player 1 0, Player 2 0" in s.log
    assert s.game.pending is None or s.game.pending.context != "imperial_favor"
    assert s.state.favor["player"] == -1


# ------------------------------------------------------------------ +1 skill
def conflict_result(attackers: list, defenders: list, favor_: tuple, *, type="military") -> str:
    s = Scenario(first_player=0)
    s.player(0, characters=attackers, provinces=PROVINCES)
    s.player(1, characters=defenders, provinces=PROVINCES)
    s.favor(*favor_)
    name = lambda c: c if isinstance(c, str) else c["name"]  # noqa: E731
    s.conflict(attacker=0, type=type, ring="air", province=1, attackers=[name(a) for a in attackers],
               defenders=[name(d) for d in defenders])
    s.start("3.2.2")
    while s.game.pending is not None and s.game.pending.context in WINDOWS:
        s.pass_()
    return next(line for line in s.log if "wins the conflict" in line or "conflict has no winner" in line)


def test_rrg_imperial_favor_adds_one_to_its_holders_total_in_its_type():
    # 3-3 would go to the attacker; the defending holder counts 4
    assert "Player 2 wins the conflict 4-3" in conflict_result(["Matsu Berserker"], ["Serene Warrior"],
                                                                (1, "military"))


def test_rrg_imperial_favor_no_bonus_in_the_other_conflict_type():
    assert "Player 1 wins the conflict 3-3" in conflict_result(["Matsu Berserker"], ["Serene Warrior"],
                                                                (1, "political"))


def test_rrg_imperial_favor_no_bonus_without_a_participating_character():
    assert "Player 1 wins the conflict 3-0" in conflict_result(["Matsu Berserker"], [], (1, "military"))


def test_rrg_imperial_favor_bonus_lets_a_zero_skill_attacker_win():
    assert "Player 1 wins the conflict 1-0" in conflict_result(["Eager Scout"], [], (0, "military"))


def test_rrg_imperial_favor_bonus_with_only_a_bowed_participant():
    """A bowed participant still participates: the holder still gets the +1."""
    line = conflict_result(["Eager Scout"], [dict(name="Serene Warrior", bowed=True)], (1, "political"),
                           type="political")
    assert "Player 2 wins the conflict 1-0" in line


def test_rrg_imperial_favor_modifies_the_total_not_the_characters_skill():
    from l5r.lcg.conflict import totals
    from l5r.lcg.model import skill

    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], provinces=PROVINCES)
    s.player(1, characters=["Serene Warrior"], provinces=PROVINCES)
    s.favor(0, "military")
    s.conflict(attacker=0, type="military", ring="air", province=1, attackers=["Matsu Berserker"],
               defenders=["Serene Warrior"])
    s.start("3.2.2")
    assert totals(s.game) == (4, 3)
    assert skill(s.state, s.card("Matsu Berserker", 0), "military") == 3
