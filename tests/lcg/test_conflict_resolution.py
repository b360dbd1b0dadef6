"""Resolving a conflict (Appendix I "Conflict Resolution" 3.2.2-3.2.8, 3.3).

Rules Reference "3.2.2. Conflict action window" to "3.3. Conflict ends",
"Winning a Conflict", "Unopposed", "Breaking a Province", "Pride".
"""

from __future__ import annotations

from l5r.testing import Scenario

PROVINCES = ["Shameful Display", "Fertile Fields", "Manicured Garden", "Meditations on the Tao", "Night Raid"]
WINDOWS = ("action", "conflict_action", "trigger")


def _name(spec) -> str:
    return spec if isinstance(spec, str) else spec["name"]


def at_conflict(attackers: list, defenders: list = (), *, type: str = "military", ring: str = "air",
                province: int = 1, home0: list = (), home1: list = (), p0: dict | None = None,
                p1: dict | None = None, provinces: list = PROVINCES) -> Scenario:
    """Start at 3.2.2 in a conflict of player 0 against player 1's province."""
    s = Scenario(first_player=0)
    s.player(0, characters=list(attackers) + list(home0), provinces=PROVINCES, **(p0 or {}))
    s.player(1, characters=list(defenders) + list(home1), provinces=provinces, **(p1 or {}))
    s.conflict(attacker=0, type=type, ring=ring, province=province,
               attackers=[_name(a) for a in attackers], defenders=[_name(d) for d in defenders])
    s.start("3.2.2")
    return s


def until(s: Scenario, context: str) -> None:
    """Pass every optional window until the decision ``context`` is pending."""
    while s.game.pending is not None and s.game.pending.context != context:
        assert s.game.pending.context in WINDOWS, f"stuck at {s.game.pending.context}: {s.legal()}"
        s.pass_()
    assert s.game.pending is not None, f"game ran past {context}"


def finish_conflict(s: Scenario) -> list[str]:
    """Pass windows and decline the ring effect until the conflict is over;
    return the contexts of the decisions met on the way."""
    seen = []
    while s.state.conflict is not None:
        ctx = s.game.pending.context
        seen.append(ctx)
        if ctx == "ring_effect":
            s.pick("Do not resolve")
        elif ctx == "discard_broken_province":
            s.pick("keep")
        else:
            assert ctx in WINDOWS, f"stuck at {ctx}: {s.legal()}"
            s.pass_()
    return seen


def won(s: Scenario) -> str:
    """The log line of 3.2.3 (the result and the two totals)."""
    return next(line for line in s.log if "wins the conflict" in line or "conflict has no winner" in line)


# ------------------------------------------------------------------ 3.2.2
def test_rrg_3_2_2_defending_player_has_the_first_action_opportunity():
    hand = {"hand": ["Unassuming Yōjimbō"], "fate": 3}
    s = at_conflict(["Matsu Berserker"], ["Doji Whisperer"], p0=dict(hand), p1=dict(hand))
    d = s.game.pending
    assert d.context == "conflict_action" and d.player == 1
    s.pass_()
    assert s.game.pending.context == "conflict_action" and s.game.pending.player == 0
    s.pass_()  # both passed in a row: the window closes
    assert s.game.pending is None or s.game.pending.context != "conflict_action"
    assert s.state.conflict is None or s.state.conflict.resolved


def test_rrg_3_2_2_an_action_gives_the_opponent_another_opportunity():
    s = at_conflict(["Matsu Berserker"], ["Doji Whisperer"], p0={"hand": ["Unassuming Yōjimbō"], "fate": 3},
                    p1={"hand": ["Unassuming Yōjimbō"], "fate": 3})
    s.pass_()  # defender passes
    s.pick("Play Unassuming")  # attacker plays a character
    s.pick("At home")
    until(s, "conflict_action")
    assert s.game.pending.player == 1  # the defender acts again
    assert not s.state.conflict.resolved


def test_rrg_3_2_2_character_played_into_the_conflict_participates_and_counts():
    s = at_conflict(["Matsu Berserker"], ["Seppun Guardsman"], p1={"hand": ["Unassuming Yōjimbō"], "fate": 3})
    s.pick("Play Unassuming")
    s.pick("Into the conflict")
    yoj = s.uid("Unassuming Yōjimbō", 1)
    assert yoj in s.state.conflict.defenders
    finish_conflict(s)
    assert "Player 2 wins the conflict 5-3" in won(s)  # 2 + 3 against 3
    assert s.state.rings["air"].claimed_by == 1
    assert s.state.cards[yoj].bowed  # it returned home bowed as a participant


def test_rrg_3_2_2_character_played_at_home_does_not_participate():
    s = at_conflict(["Matsu Berserker"], ["Seppun Guardsman"], p1={"hand": ["Unassuming Yōjimbō"], "fate": 3})
    s.pick("Play Unassuming")
    s.pick("At home")
    yoj = s.uid("Unassuming Yōjimbō", 1)
    assert yoj not in s.state.conflict.defenders
    finish_conflict(s)
    assert "Player 1 wins the conflict 3-2" in won(s)
    assert not s.state.cards[yoj].bowed


# ------------------------------------------------------------------ 3.2.3
def test_rrg_3_2_3_only_ready_participants_count():
    s = at_conflict(["Matsu Berserker", dict(name="Serene Warrior", bowed=True)], ["Shiba Peacemaker"])
    finish_conflict(s)
    assert "Player 2 wins the conflict 4-3" in won(s)


def test_rrg_3_2_3_skill_of_the_conflict_type_is_used():
    # political: Serene Warrior 2 against Doji Whisperer 3 (military would be 3 against 0)
    s = at_conflict(["Serene Warrior"], ["Doji Whisperer"], type="political")
    finish_conflict(s)
    assert "Player 2 wins the conflict 3-2" in won(s)


def test_rrg_3_2_3_tie_goes_to_the_attacker():
    s = at_conflict(["Matsu Berserker"], ["Serene Warrior"])
    finish_conflict(s)
    assert "Player 1 wins the conflict 3-3" in won(s)
    assert s.state.rings["air"].claimed_by == 0


def test_rrg_3_2_3_both_sides_zero_no_winner_ring_returns_unclaimed():
    s = at_conflict(["Eager Scout"], ["Eager Scout"])
    seen = finish_conflict(s)
    assert "no winner" in won(s)
    assert "ring_effect" not in seen
    ring = s.state.rings["air"]
    assert ring.claimed_by == -1 and not ring.contested
    assert [pl.honor for pl in s.state.players] == [10, 10]
    assert not s.state.cards[s.state.players[1].provinces[1]].broken


def test_rrg_3_2_3_zero_skill_attacker_against_no_defenders_wins_nothing():
    s = at_conflict(["Eager Scout"])
    finish_conflict(s)
    assert "no winner" in won(s)
    assert s.state.players[1].honor == 10  # not unopposed: no one won
    assert s.state.rings["air"].claimed_by == -1


def test_rrg_3_2_3_defender_win_gives_no_ring_effect_and_no_break():
    s = at_conflict(["Doji Whisperer"], ["Serene Warrior"], province=0)
    seen = finish_conflict(s)
    assert "Player 2 wins the conflict 3-0" in won(s)
    assert "ring_effect" not in seen
    assert not s.state.cards[s.state.players[1].provinces[0]].broken


# ------------------------------------------------------------------ 3.2.4
def test_rrg_3_2_4_unopposed_costs_defender_one_honor():
    s = at_conflict(["Matsu Berserker"], home1=["Serene Warrior"])
    finish_conflict(s)
    assert s.state.players[1].honor == 9
    assert s.state.players[0].honor == 10
    assert "The conflict was unopposed." in s.log


def test_rrg_3_2_4_a_defended_loss_costs_no_honor():
    s = at_conflict(["Matsu Berserker"], ["Eager Scout"])
    finish_conflict(s)
    assert "Player 1 wins the conflict 3-0" in won(s)
    assert s.state.players[1].honor == 10
    assert "The conflict was unopposed." not in s.log


# ------------------------------------------------------------------ 3.2.5
def test_rrg_3_2_5_margin_equal_to_strength_breaks_the_province():
    s = at_conflict(["Matsu Berserker"], ["Eager Scout"], province=0)  # Shameful Display: 3
    finish_conflict(s)
    assert s.state.cards[s.state.players[1].provinces[0]].broken


def test_rrg_3_2_5_margin_below_strength_does_not_break():
    s = at_conflict(["Matsu Berserker"], ["Eager Scout"], province=1)  # Fertile Fields: 4
    assert "discard_broken_province" not in finish_conflict(s)
    assert "Player 1 wins the conflict 3-0" in won(s)
    assert not s.state.cards[s.state.players[1].provinces[1]].broken


def _with_holding(faceup: bool) -> list:
    provs = list(PROVINCES)
    provs[1] = dict(name="Fertile Fields", cards=[dict(name="Borderlands Fortifications", facedown=not faceup)])
    return provs


def test_rrg_3_2_5_holding_strength_bonus_counts():
    # Fertile Fields 4 + Borderlands Fortifications 2 = 6: a margin of 5 does not break it
    s = at_conflict(["Matsu Berserker", "Seppun Guardsman"], provinces=_with_holding(True))
    finish_conflict(s)
    assert "Player 1 wins the conflict 5-0" in won(s)
    assert not s.state.cards[s.state.players[1].provinces[1]].broken


def test_rrg_3_2_5_holding_bonus_margin_equal_breaks():
    s = at_conflict(["Matsu Berserker", "Aggressive Moto"], provinces=_with_holding(True))
    finish_conflict(s)
    assert "Player 1 wins the conflict 6-0" in won(s)
    assert s.state.cards[s.state.players[1].provinces[1]].broken


def test_rrg_3_2_5_facedown_holding_adds_no_strength():
    s = at_conflict(["Matsu Berserker", "Seppun Guardsman"], provinces=_with_holding(False))
    finish_conflict(s)
    assert s.state.cards[s.state.players[1].provinces[1]].broken  # 5 >= 4


def _three_broken() -> list:
    return [dict(name=n, broken=i < 3) for i, n in enumerate(PROVINCES)]


def test_rrg_3_2_5_stronghold_bonus_adds_to_the_stronghold_province():
    # Night Raid 4 + Shiro Nishiyama 3 = 7: a margin of 6 does not break it
    s = at_conflict(["Matsu Berserker", "Aggressive Moto"], province=4, provinces=_three_broken())
    finish_conflict(s)
    assert "Player 1 wins the conflict 6-0" in won(s)
    assert not s.state.cards[s.state.players[1].provinces[4]].broken
    assert s.state.winner is None


def test_rrg_3_2_5_breaking_the_stronghold_province_wins_the_game():
    s = at_conflict(["Matsu Berserker", "Intimidating Hida"], province=4, provinces=_three_broken())
    while s.state.winner is None:
        assert s.game.pending.context in WINDOWS
        s.pass_()
    assert s.state.cards[s.state.players[1].provinces[4]].broken
    assert (s.state.winner, s.state.victory) == (0, "conquest")


def _stocked() -> list:
    provs = list(PROVINCES)
    provs[0] = dict(name="Shameful Display", cards=["Doji Whisperer"])
    return provs


def test_rrg_3_2_5_attacker_may_discard_cards_in_the_broken_province():
    s = at_conflict(["Matsu Berserker"], province=0, provinces=_stocked())
    until(s, "discard_broken_province")
    assert s.game.pending.player == 0
    card = s.card("Doji Whisperer", 1)
    deck = len(s.state.players[1].dynasty_deck)
    s.pick("discard")
    pl = s.state.players[1]
    assert card.zone == "dynasty_discard"
    # refilled facedown from the dynasty deck
    assert len(pl.province_cards[0]) == 1 and pl.province_cards[0][0] != card.uid
    assert s.state.cards[pl.province_cards[0][0]].facedown
    assert len(pl.dynasty_deck) == deck - 1


def test_rrg_3_2_5_attacker_may_leave_the_cards_in_the_broken_province():
    s = at_conflict(["Matsu Berserker"], province=0, provinces=_stocked())
    until(s, "discard_broken_province")
    card = s.card("Doji Whisperer", 1)
    s.pick("keep")
    assert card.zone == "in_province" and s.state.players[1].province_cards[0] == [card.uid]


def test_rrg_3_2_5_no_discard_choice_without_a_break():
    s = at_conflict(["Eager Scout"], ["Doji Whisperer"], type="political", province=0, provinces=_stocked())
    seen = finish_conflict(s)
    assert "Player 2 wins the conflict 3-0" in won(s)
    assert "discard_broken_province" not in seen
    assert not s.state.cards[s.state.players[1].provinces[0]].broken
    assert s.card("Doji Whisperer", 1, zone="in_province").zone == "in_province"


# ------------------------------------------------------------------ 3.2.7
def test_rrg_3_2_7_winning_attacker_claims_the_ring():
    s = at_conflict(["Matsu Berserker"], ["Eager Scout"], ring="water")
    finish_conflict(s)
    ring = s.state.rings["water"]
    assert ring.claimed_by == 0 and not ring.contested


def test_rrg_3_2_7_winning_defender_claims_the_ring():
    s = at_conflict(["Eager Scout"], ["Matsu Berserker"], ring="fire")
    finish_conflict(s)
    assert s.state.rings["fire"].claimed_by == 1
    assert "Player 2 claims the fire ring." in s.log


# ------------------------------------------------------------------ 3.2.8 / 3.3
def test_rrg_3_2_8_participants_return_home_bowed():
    s = at_conflict(["Matsu Berserker", "Serene Warrior"], ["Eager Scout"], home0=["Aggressive Moto"],
                    home1=["Doji Whisperer"])
    until(s, "ring_effect")
    cf = s.state.conflict
    assert len(cf.attackers) == 2 and len(cf.defenders) == 1  # still participating in 3.2.6
    s.pick("Do not resolve")
    finish_conflict(s)
    for name, p in (("Matsu Berserker", 0), ("Serene Warrior", 0), ("Eager Scout", 1)):
        assert s.card(name, p).bowed, name
    assert not s.card("Aggressive Moto", 0).bowed
    assert not s.card("Doji Whisperer", 1).bowed
    assert cf.attackers == [] and cf.defenders == []


def test_rrg_3_3_conflict_ends_and_the_next_opportunity_follows():
    s = at_conflict(["Matsu Berserker"], ["Eager Scout"], home1=["Serene Warrior"])
    finish_conflict(s)
    assert s.state.conflict is None
    assert not any(r.contested for r in s.state.rings.values())
    assert s.game.pending.context == "declare_conflict" and s.game.pending.player == 1


def test_rrg_3_3_action_window_after_the_last_conflict_before_3_4():
    """3.3 returns to the action window after 3.1; only after it does 3.4 begin."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Master of the Spear"], fate=3, provinces=PROVINCES)
    s.player(1, provinces=PROVINCES)
    s.start("conflict")
    until(s, "declare_conflict")
    s.declare("military", "air", province=1, attackers=["Matsu Berserker"])
    finish_conflict(s)
    # player 1 has no character and player 0's is bowed: every opportunity goes unused
    while s.game.pending.context == "action" and any(pl.conflict_opps for pl in s.state.players):
        s.pass_()
    assert s.game.pending.context == "action" and s.game.pending.player == 0
    assert [pl.conflict_opps for pl in s.state.players] == [0, 0]
    assert not any(line.startswith("Glory count") for line in s.log)
    s.pick("Play Master of the Spear")
    until(s, "imperial_favor")
    assert s.card("Master of the Spear", 0).zone == "play"
    assert "Glory count: Player 1 2, Player 2 0" in s.log  # 1 ring + its glory 1


# ------------------------------------------------------------------ Pride
def test_rrg_keyword_pride_honored_after_winning():
    s = at_conflict(["Akodo Gunsō", "Matsu Berserker"], ["Eager Scout"])
    finish_conflict(s)
    assert s.card("Akodo Gunsō", 0).status == 1


def test_rrg_keyword_pride_dishonored_after_losing():
    s = at_conflict(["Akodo Gunsō"], ["Matsu Berserker"])
    finish_conflict(s)
    assert "Player 2 wins the conflict 3-2" in won(s)
    assert s.card("Akodo Gunsō", 0).status == -1


def test_rrg_keyword_pride_defender_honored_after_winning():
    s = at_conflict(["Eager Scout"], ["Akodo Gunsō"])
    finish_conflict(s)
    assert s.card("Akodo Gunsō", 1).status == 1


def test_rrg_keyword_pride_dishonored_winner_becomes_ordinary():
    s = at_conflict([dict(name="Akodo Gunsō", status="dishonored"), "Matsu Berserker"], ["Eager Scout"])
    finish_conflict(s)
    assert s.card("Akodo Gunsō", 0).status == 0


def test_rrg_keyword_pride_nothing_without_a_winner():
    s = at_conflict(["Eager Scout"], [dict(name="Akodo Gunsō", bowed=True)])
    finish_conflict(s)
    assert "no winner" in won(s)
    assert s.card("Akodo Gunsō", 1).status == 0
