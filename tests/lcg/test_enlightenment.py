"""The enlightenment format (three players; Rules Reference "Setup" 2.a, "Rings", "Opponent",
"Participating", "Player Elimination", "Winning the Game", Appendix I 1.3, 2.4, 3.2, 3.2.4,
3.2.7, 4.4, 4.7) and the project's decisions where it is silent (:mod:`l5r.lcg.formats`,
Decisions N: the tests named ``decision_N``)."""

from __future__ import annotations

import pytest

from l5r.engine.agents import act
from l5r.engine.game import Game
from l5r.engine.windows import window
from l5r.lcg import invariants
from l5r.lcg.actions import check_victory
from l5r.lcg.agents import RandomAgent
from l5r.lcg.conflict import glory_counts
from l5r.lcg.decks import CLANS, default_deck
from l5r.lcg.enlightenment import three_way
from l5r.lcg.formats import ENLIGHTENMENT, eliminate, ring_key
from l5r.lcg.game import new_game
from l5r.lcg.model import can_move_to_conflict, declared_against_key, opponent
from l5r.lcg.setup import DeckError
from l5r.lcg.state import REMOVED, STRONGHOLD_SLOT
from l5r.lcg.view import view
from l5r.testing import Scenario, assert_copies_continue

BROKEN = [dict(name=n, broken=True, facedown=False) for n in ("Shameful Display", "Night Raid", "Ancestral Lands")]
PROVINCES = ["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"]


def three(first_player: int = 0, p0=None, p1=None, p2=None) -> Scenario:
    s = Scenario(first_player=first_player, players=3, format=ENLIGHTENMENT)
    for i, spec in enumerate((p0, p1, p2)):
        s.player(i, **(spec or {}))
    return s


def ring(s: Scenario, element: str, pool: int):
    return s.state.rings[ring_key(element, pool)]


def decks3(seed: int = 0) -> list[dict]:
    return [default_deck(CLANS[(seed + k) % 7]) for k in (0, 1, 3)]


# ---------------------------------------------------------------- setup
def test_rr_setup_2a_each_player_has_a_personal_pool_of_five_rings():
    g = new_game(decks3(), seed=1, format=ENLIGHTENMENT)
    st = g.state
    assert len(st.players) == 3 and len(st.rings) == 15
    for p in range(3):
        mine = [r for r in st.rings.values() if r.pool == p]
        assert sorted(r.element for r in mine) == ["air", "earth", "fire", "void", "water"]
        assert all(r.claimed_by == -1 and r.province == -1 for r in mine)
    invariants.check_save(g)


def test_rr_game_formats_enlightenment_is_played_by_three_players():
    with pytest.raises(DeckError, match="played by 3 players, not 2"):
        new_game(decks3()[:2], format=ENLIGHTENMENT)
    with pytest.raises(DeckError, match="not 3"):
        new_game(decks3(), format="stronghold")
    with pytest.raises(DeckError, match="played by 4 players, not 3"):
        new_game(decks3(), format="team-conquest")
    with pytest.raises(DeckError, match="unknown format 'melee'"):
        new_game(decks3(), format="melee")


# ---------------------------------------------------------------- 1.3
WITH_A_CHARACTER = dict(provinces=[dict(name="Shameful Display", cards=["Eager Scout"]), *PROVINCES[1:]])


def test_rr_1_3_the_first_player_collects_1_additional_fate():
    s = three(1, WITH_A_CHARACTER, WITH_A_CHARACTER, WITH_A_CHARACTER)
    s.start("dynasty")
    assert s.game.pending.context == "dynasty" and s.game.pending.player == 1  # 1.4: before any pass
    assert [p.fate for p in s.state.players] == [7, 8, 7]  # Shiro Nishiyama: 7 fate


def test_rr_1_3_in_the_stronghold_format_no_additional_fate():
    s = Scenario(first_player=1)
    s.player(0, **WITH_A_CHARACTER)
    s.player(1, **WITH_A_CHARACTER)
    s.start("dynasty")
    assert s.game.pending.context == "dynasty"
    assert [p.fate for p in s.state.players] == [7, 7]


# ---------------------------------------------------------------- 2.4
@pytest.mark.parametrize("bids,moves,chooser", [
    ({0: 5, 1: 3, 2: 1}, [(0, 2, 4)], -1),      # all different: highest gives to lowest
    ({0: 2, 1: 5, 2: 3}, [(1, 0, 3)], -1),
    ({0: 4, 1: 4, 2: 2}, [(0, 2, 1), (1, 2, 1)], -1),  # two high: the lowest takes 2 split evenly
    ({0: 5, 1: 2, 2: 5}, [(0, 1, 1), (2, 1, 1)], 1),   # 3 split: 1 each, the taker chooses the rest
    ({0: 1, 1: 1, 2: 4}, [(2, 0, 1), (2, 1, 1)], 2),   # two low: the highest gives 3, chooses the rest
    ({0: 1, 1: 2, 2: 1}, [], 1),                        # 1 to split: all of it is the giver's choice
    ({0: 3, 1: 3, 2: 3}, [], -1),                       # three equal bids: nothing (Decisions 3)
])
def test_rr_2_4_enlightenment_three_bids_compared(bids, moves, chooser):
    got, who, _ = three_way(bids)
    assert got == moves and who == chooser


def bid_round(s: Scenario, *bids: int) -> None:
    for b in bids:
        s.pick(f"bid {b}")


def test_rr_2_4_enlightenment_two_high_bids_the_low_bidder_takes_and_chooses_the_odd_honor():
    s = three()
    s.start("draw")
    bid_round(s, 5, 2, 5)
    assert s.game.pending.context == "bid_remainder" and s.game.pending.player == 1
    s.pick("Player 3")  # take the remaining 1 honor from player 3
    assert [p.honor for p in s.state.players] == [9, 13, 8]


def test_rr_2_4_enlightenment_two_low_bids_the_high_bidder_gives_and_chooses():
    s = three()
    s.start("draw")
    bid_round(s, 1, 1, 4)
    assert s.game.pending.context == "bid_remainder" and s.game.pending.player == 2
    s.pick("Player 1")
    assert [p.honor for p in s.state.players] == [12, 11, 7]


def test_rr_2_4_enlightenment_three_different_bids_the_middle_bidder_keeps_their_honor():
    s = three()
    s.start("draw")
    bid_round(s, 2, 5, 3)
    assert [p.honor for p in s.state.players] == [13, 7, 10]


# ---------------------------------------------------------------- 3.2
def declaring(first_player: int = 0, **specs) -> Scenario:
    s = three(first_player, p0=dict(characters=["Akodo Toturi"]), **specs)
    s.start("conflict")
    return s


def test_rr_3_2_a_conflict_is_declared_with_a_ring_of_ones_own_pool_or_the_common_pool():
    s = three(0, p0=dict(characters=["Akodo Toturi"]))
    s.adjust(lambda g: setattr(g.state.rings[ring_key("air", 1)], "pool", -1))  # as after an elimination
    s.start("conflict")
    rings = {o.data["ring"] for o in s.game.pending.options if o.id != "pass"}
    assert rings == {ring_key(e, 0) for e in ("air", "earth", "fire", "void", "water")} | {"air.1"}
    assert not any(s.state.rings[k].pool == 2 for k in rings)


def test_rr_3_2_a_conflict_may_be_declared_against_either_opponent():
    s = declaring()
    defenders = {o.data["defender"] for o in s.game.pending.options if o.id != "pass"}
    assert defenders == {1, 2}
    assert "of Player 3" in s.legal()[-2]


def test_rr_3_2_the_stronghold_province_is_attacked_only_after_three_others_are_broken():
    s = declaring(p2=dict(provinces=BROKEN + PROVINCES[3:]))
    slots = {(o.data["defender"], o.data["slot"]) for o in s.game.pending.options if o.id != "pass"}
    assert (2, STRONGHOLD_SLOT) in slots and (1, STRONGHOLD_SLOT) not in slots


def test_rr_3_2_declaring_takes_the_rings_fate():
    s = three(0, p0=dict(characters=["Akodo Toturi"]))
    s.adjust(lambda g: setattr(g.state.rings["fire.0"], "fate", 2))
    s.start("conflict")
    s.declare("military", "fire.0", province=0, attackers=["Akodo Toturi"], defender=2)
    assert s.state.players[0].fate == 2 and ring(s, "fire", 0).fate == 0 and ring(s, "fire", 0).contested


# ---------------------------------------------------------------- participating, opponent
def in_conflict(ring_key_: str = "air.0", p0=None, p1=None, p2=None, **kw) -> Scenario:
    s = three(0, p0=p0 or dict(characters=["Akodo Toturi"]), p1=p1 or dict(characters=["Brash Samurai"]),
              p2=p2 or dict(characters=["Doji Whisperer"], hand=["Otomo Courtier"], fate=5))
    s.conflict(attacker=0, defender=1, type="military", ring=ring_key_, province=0,
               attackers=["Akodo Toturi"], **kw)
    return s


def test_rr_opponent_in_enlightenment_is_the_player_one_faces_in_the_conflict():
    s = in_conflict()
    s.build()
    st = s.state
    assert opponent(st, 0) == 1 and opponent(st, 1) == 0


def test_decision_1_your_opponent_outside_a_conflict_is_the_first_to_the_left():
    s = three()
    s.build()
    st = s.state
    assert [opponent(st, p) for p in range(3)] == [1, 2, 0]
    st.players[1].eliminated = True
    assert opponent(st, 0) == 2


def test_rr_participating_the_third_player_cannot_put_characters_into_the_conflict():
    s = in_conflict()
    s.start("3.2.2")
    st = s.state
    assert not can_move_to_conflict(s.game, s.card("Doji Whisperer"))
    assert can_move_to_conflict(s.game, s.card("Brash Samurai"))
    # the third player may still act: their character is played at home, never asked "into the conflict"
    while s.game.pending.player != 2:
        s.pass_()
    s.pick("Otomo Courtier")
    assert s.game.pending is None or s.game.pending.context != "play_where"
    assert s.uid("Otomo Courtier") not in st.conflict.attackers + st.conflict.defenders


def test_rr_ring_effects_air_takes_honor_from_the_defender_not_the_third_player():
    s = in_conflict("air.0")
    s.start("3.2.1")
    s.pick_many()  # no defenders
    while s.game.pending.context != "ring_effect":
        s.pass_()
    s.pick("Take 1 honor from your opponent")
    # unopposed costs nothing in enlightenment (3.2.4): player 2 lost 1 only to the air ring
    assert [p.honor for p in s.state.players] == [11, 9, 10]


def test_rr_3_2_4_an_unopposed_conflict_costs_no_honor_in_enlightenment():
    s = in_conflict("water.0")
    s.start("3.2.1")
    s.pick_many()
    while s.game.pending.context != "ring_effect":
        s.pass_()
    assert s.state.conflict.unopposed
    assert [p.honor for p in s.state.players] == [10, 10, 10]


# ---------------------------------------------------------------- 3.2.7, rings
def win_conflict(s: Scenario) -> None:
    """From a built conflict at 3.2.1: no defenders, every action window passed, no ring
    effect resolved, up to the choice of a province for the ring or the conflict's end."""
    while s.state.conflict is not None and s.game.pending is not None:
        d = s.game.pending
        if d.context == "claim_on_province":
            return
        if d.context == "declare_defenders":
            s.pick_many()
        elif d.context == "ring_effect":
            s.pick("Do not resolve")
        else:
            s.pass_()


def test_rr_3_2_7_the_winning_attacker_claims_the_ring_on_one_of_their_provinces():
    s = in_conflict("void.0")
    s.start("3.2.1")
    win_conflict(s)
    d = s.game.pending
    assert d.context == "claim_on_province" and d.player == 0
    # Decisions 5: unbroken provinces, not the stronghold province while it cannot be attacked
    assert [o.label.split(" (")[0] for o in d.options] == ["province 1", "province 2", "province 3", "province 4"]
    s.pick("province 3")
    r = ring(s, "void", 0)
    assert r.claimed_by == 0 and r.province == s.state.players[0].provinces[2] and r.pool == 0


def test_decision_5_a_broken_province_holds_no_claimed_ring_and_the_stronghold_one_may_when_attackable():
    s = in_conflict("void.0", p0=dict(characters=["Akodo Toturi"], provinces=BROKEN + PROVINCES[3:]))
    s.start("3.2.1")
    win_conflict(s)
    assert [o.label.split(" (")[0] for o in s.game.pending.options] == ["province 4", "province 5"]


def test_rr_rings_claimed_rings_stay_on_provinces_in_the_fate_phase_4_7():
    s = three(0, p0=dict(claimed_on={"air.0": 0}))
    s.start("4.7")
    assert ring(s, "air", 0).claimed_by == 0 and ring(s, "air", 0).province >= 0


def test_rr_3_2_7_the_defender_wins_and_the_ring_returns_to_the_attackers_pool():
    s = in_conflict("earth.1", p1=dict(characters=["Hida Kisada"]))  # a ring of the common pool...
    s.adjust(lambda g: setattr(g.state.rings["earth.1"], "pool", -1))
    s.start("3.2.1")
    s.pick_many("Hida Kisada")
    while s.state.conflict is not None:
        s.pass_()
    r = ring(s, "earth", 1)
    assert r.claimed_by == -1 and not r.contested and r.pool == 0  # ...returns to the attacker's


def test_decision_4_with_no_winner_the_ring_returns_to_the_pool_it_came_from():
    s = three(0, p0=dict(characters=["Doji Whisperer"]), p1=dict(characters=["Eager Scout"]))
    s.adjust(lambda g: setattr(g.state.rings["fire.2"], "pool", -1))
    s.conflict(attacker=0, defender=1, type="military", ring="fire.2", attackers=["Doji Whisperer"])
    s.start("3.2.1")
    s.pick_many()
    while s.state.conflict is not None:
        s.pass_()
    r = ring(s, "fire", 2)
    assert r.claimed_by == -1 and r.pool == -1 and not r.contested


def test_rr_rings_a_second_ring_of_one_element_is_not_claimed():
    s = in_conflict("void.0", p0=dict(characters=["Akodo Toturi"], claimed_on={"void.1": 1}))
    s.start("3.2.1")
    win_conflict(s)
    r = ring(s, "void", 0)
    assert r.claimed_by == -1 and r.pool == 0 and ring(s, "void", 1).claimed_by == 0
    assert any("already" in line for line in s.log)


def test_rr_rings_breaking_a_province_claims_the_rings_on_it():
    s = in_conflict("void.0", p1=dict(claimed_on={"air.1": 0, "fire.2": 0, "water.1": 1}))
    s.start("3.2.1")
    win_conflict(s)  # Akodo Toturi (6) breaks Shameful Display (3)
    st = s.state
    assert st.cards[st.players[1].provinces[0]].broken
    assert ring(s, "air", 1).claimed_by == 0 and ring(s, "fire", 2).claimed_by == 0
    assert ring(s, "water", 1).claimed_by == 1  # on another province: stays
    # Decisions 6: the breaker distributes them among their eligible provinces, one by one
    d = s.game.pending
    assert d.context == "claim_on_province" and d.player == 0 and "air" in d.prompt and len(d.options) == 4
    s.pick("province 2")
    assert "fire" in s.game.pending.prompt
    s.pick("province 4")
    assert ring(s, "air", 1).province == st.players[0].provinces[1]
    assert ring(s, "fire", 2).province == st.players[0].provinces[3]


def test_decision_6_a_ring_claimed_by_a_card_effect_is_placed_where_its_claimer_chooses():
    from l5r.lcg.actions import do, ev

    s = three(0, p0=dict(provinces=BROKEN + PROVINCES[3:]))  # eligible: provinces 4 and 5
    g = s.build()
    g.push({"step": "lcg.round"})  # (something to return to)
    do(g, [ev("claim_ring", player=0, ring="earth.1")])  # as Display of Power's claim does
    g.run()
    r = ring(s, "earth", 1)
    assert r.claimed_by == 0 and r.province == -1
    assert g.pending.context == "claim_on_province" and [o.label.split(" (")[0] for o in g.pending.options] == [
        "province 4", "province 5"]
    s.pick("province 5")
    assert r.province == s.state.players[0].provinces[STRONGHOLD_SLOT]


def test_rr_rings_a_duplicate_taken_by_breaking_returns_to_the_defenders_pool():
    s = in_conflict("void.0", p0=dict(characters=["Akodo Toturi"], claimed_on={"air.0": 0}),
                    p1=dict(claimed_on={"air.1": 0}))
    s.start("3.2.1")
    win_conflict(s)
    r = ring(s, "air", 1)
    assert r.claimed_by == -1 and r.pool == 1


# ---------------------------------------------------------------- 4.4
def test_rr_4_4_each_player_places_1_fate_on_a_ring_of_an_opponents_pool():
    s = three(1, p0=dict(claimed_on={"air.0": 0}))
    s.start("4.4")
    order = []
    while s.game.pending is not None and s.game.pending.context == "ring_fate":
        d = s.game.pending
        pools = {s.state.rings[o.id].pool for o in d.options}
        assert d.player not in pools and -1 not in pools
        assert "air.0" not in {o.id for o in d.options}  # claimed: not in an unclaimed pool
        order.append(d.player)
        s.pick({0: "earth.1", 1: "earth.2", 2: "earth.1"}[d.player])
    assert order == [1, 2, 0]
    assert [ring(s, "earth", p).fate for p in range(3)] == [0, 2, 1]
    assert sum(r.fate for r in s.state.rings.values()) == 3


# ---------------------------------------------------------------- glory count
def test_decision_2_the_glory_count_among_three_a_shared_highest_total_wins_nothing():
    s = three(0, p0=dict(characters=["Akodo Toturi"]), p1=dict(characters=["Akodo Toturi"]),
              p2=dict(characters=["Doji Whisperer"]))
    s.build()
    assert glory_counts(s.game) == {0: 3, 1: 3, 2: 1}
    s.start("3.4")
    assert s.state.favor["player"] == -1 and s.state.phase == "fate"


def test_rr_3_4_1_glory_count_the_single_highest_of_three_wins_and_claimed_rings_count():
    s = three(0, p0=dict(characters=["Akodo Toturi"]), p1=dict(characters=["Akodo Toturi"],
                                                                  claimed_on={"air.1": 0}))
    s.start("3.4")
    assert s.game.pending.context == "imperial_favor" and s.game.pending.player == 1


# ---------------------------------------------------------------- elimination, victory
def test_rr_player_elimination_a_broken_stronghold_province_eliminates_and_the_game_goes_on():
    s = three(1, p0=dict(characters=["Akodo Toturi", "Hida Kisada"], claimed_on={"earth.0": 3}),
              p1=dict(provinces=BROKEN + PROVINCES[3:], characters=["Eager Scout"], hand=["Fine Katana"],
                      claimed_on={"air.1": 3, "void.0": STRONGHOLD_SLOT}),
              p2=dict(characters=["Doji Whisperer"]))
    s.favor(1, "military")
    s.conflict(attacker=0, defender=1, type="military", ring="fire.0", province=STRONGHOLD_SLOT,
               attackers=["Akodo Toturi", "Hida Kisada"])
    s.start("3.2.1")
    win_conflict(s)
    assert s.state.players[1].eliminated
    st = s.state
    assert st.winner is None
    pl = st.players[1]
    assert pl.provinces == [] and pl.hand == [] and pl.play == [] and pl.stronghold == -1
    assert all(c.zone == REMOVED for c in st.cards if c.owner == 1)
    # the ring on the broken stronghold province was taken by the breaker before the elimination
    assert ring(s, "void", 0).claimed_by == 0
    # the eliminated player's other rings go to the common pool (Decisions 8)
    assert ring(s, "air", 1).claimed_by == -1 and ring(s, "air", 1).pool == -1
    assert all(r.pool == -1 for r in st.rings.values() if r.element != "void" and r.pool != 0 and r.pool != 2)
    # the conflict ended with no winner: the contested ring back to its pool, no claim (Decisions 7)
    assert st.conflict is None and ring(s, "fire", 0).claimed_by == -1 and ring(s, "fire", 0).pool == 0
    assert s.card("Akodo Toturi").bowed
    # the first player token passes to the left; the Imperial Favor returns (Decisions 9)
    assert st.first_player == 2 and st.favor["player"] == -1
    invariants.check(s.game)


def test_rr_player_elimination_0_honor_eliminates_and_the_last_player_left_wins():
    s = three(0, p1=dict(honor=1), p2=dict(honor=1))
    s.build()
    s.state.players[1].honor = 0
    check_victory(s.game)
    assert s.state.players[1].eliminated and s.state.winner is None
    s.state.players[2].honor = 0
    check_victory(s.game)
    assert s.state.winner == 0 and s.state.victory == "dishonor"


def test_decision_10_simultaneous_eliminations_leave_the_winner():
    s = three(0, p1=dict(honor=1), p2=dict(honor=1))
    s.build()
    s.state.players[1].honor = s.state.players[2].honor = 0
    check_victory(s.game)
    assert s.state.players[1].eliminated and s.state.players[2].eliminated and s.state.winner == 0


def test_rr_winning_the_game_all_five_rings_on_ones_provinces_wins():
    s = three(2, p1=dict(claimed_on={"air.1": 0, "earth.1": 0, "fire.0": 1, "water.2": 2}))
    s.build()
    check_victory(s.game)
    assert s.state.winner is None
    s.state.rings["void.1"].claimed_by = 1
    check_victory(s.game)
    assert s.state.winner is None  # claimed but not on a province: not "on their provinces"
    s.state.rings["void.1"].province = s.state.players[1].provinces[3]
    check_victory(s.game)
    assert s.state.winner == 1 and s.state.victory == "enlightenment"


def test_rr_winning_the_game_25_honor_wins_in_enlightenment():
    s = three(2, p0=dict(honor=25))
    s.build()
    check_victory(s.game)
    assert s.state.winner == 0 and s.state.victory == "honor"


def test_decision_9_an_eliminated_players_cards_under_others_control_return_to_their_owners():
    s = three(0, p0=dict(characters=[dict(name="Akodo Toturi", attachments=["Fine Katana"])]),
              p1=dict(characters=["Brash Samurai"]))
    s.build()
    st = s.state
    toturi = s.card("Akodo Toturi")
    brash = s.card("Brash Samurai")
    # player 0 controls player 1's Brash Samurai; player 1 owns an attachment on Toturi
    st.players[1].play.remove(brash.uid)
    brash.controller = 0
    st.players[0].play.append(brash.uid)
    katana = st.cards[toturi.attachments[0]]
    katana.owner = katana.controller = 1
    eliminate(s.game, 0, "test")
    assert brash.controller == 1 and brash.uid in st.players[1].play
    assert katana.zone == "conflict_discard" and katana.uid in st.players[1].conflict_discard
    assert toturi.zone == REMOVED
    invariants.check(s.game)


def test_rr_player_elimination_in_a_window_the_eliminated_player_is_passed_over():
    s = three(0, p0=dict(hand=["Fine Katana"], characters=["Brash Samurai"], fate=3),
              p1=dict(hand=["Fine Katana"], characters=["Brash Samurai"], fate=3),
              p2=dict(hand=["Fine Katana"], characters=["Brash Samurai"], fate=3))
    g = s.build()
    eliminate(g, 2, "test")
    g.push(window("action", [1, 2, 0]))  # a window whose order was listed before the elimination
    g.run()
    seen = []
    while g.pending is not None:
        seen.append(g.pending.player)
        s.pass_()
    assert seen == [1, 0]


# ---------------------------------------------------------------- duel, view
def test_rr_duel_only_the_two_duelling_players_bid():
    from l5r.lcg.duel import duel_frame

    s = three(0, p0=dict(characters=["Akodo Toturi"]), p1=dict(characters=["Brash Samurai"]))
    s.build()
    g = s.game
    g.push(duel_frame(0, s.uid("Akodo Toturi"), s.uid("Brash Samurai"), "military", "actions"))
    g.run()
    asked = []
    while g.pending is not None and g.pending.context == "honor_bid":
        asked.append(g.pending.player)
        s.pick("bid 1")
    assert asked == [0, 1]


def test_view_of_each_player_in_a_three_player_game_redacts_the_others_hidden_cards():
    g = new_game(decks3(2), seed=2, format=ENLIGHTENMENT)
    agents = [RandomAgent(k) for k in range(3)]
    for _ in range(60):
        g.answer(agents[g.pending.player].choose(g.pending))
    st = g.state
    for viewer in range(3):
        v = view(g, viewer)
        for pl, pv in zip(st.players, v["players"], strict=True):
            if pl.index == viewer:
                assert [c["uid"] for c in pv["hand"]] == pl.hand
            else:
                assert pv["hand"] == len(pl.hand)
                for prov, u in zip(pv["provinces"], pl.provinces, strict=True):
                    if st.cards[u].facedown:
                        assert prov == {"facedown": True, "slot": prov["slot"], "broken": prov["broken"],
                                        "cards": prov["cards"]}
                for prov in pv["provinces"]:
                    for c in prov["cards"]:
                        assert "uid" not in c or not c.get("facedown")
        text = repr(v)
        for pl in st.players:
            if pl.index != viewer:
                for u in pl.hand + pl.conflict_deck + pl.dynasty_deck:
                    assert f"'uid': {u}," not in text
        assert v["rings"]["air.0"]["pool"] in (-1, 0) and v["rings"]["air.0"]["element"] == "air"
        assert all("province" not in r for r in v["rings"].values())  # a slot, never a province's uid


# ---------------------------------------------------------------- random games
GAMES = 100
VICTORIES = {"honor", "dishonor", "conquest", "enlightenment"}


def play(seed: int) -> Game:
    g = new_game(decks3(seed), seed=seed, format=ENLIGHTENMENT)
    agents = [RandomAgent(3 * seed + k) for k in range(3)]
    for _ in range(20_000):
        invariants.check(g)
        if g.over:
            return g
        act(g, agents[g.pending.player])  # asks again when a validator refuses a whole answer
    raise AssertionError(f"seed {seed}: no victory")


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_enlightenment_game_ends_in_victory_and_copies_continue_identically(seed):
    g = play(seed)
    st = g.state
    assert st.victory in VICTORIES and st.winner in (0, 1, 2)
    w = st.players[st.winner]
    assert not w.eliminated
    if st.victory == "honor":
        assert w.honor >= 25
    elif st.victory == "enlightenment":
        assert len({r.element for r in st.rings.values() if r.claimed_by == st.winner and r.province >= 0}) == 5
    else:
        assert sum(not p.eliminated for p in st.players) == 1
    assert_copies_continue(g, lambda: new_game(list(st.config["decks"]), seed=seed, format=ENLIGHTENMENT), seed)


# ---------------------------------------------------------------- entry points
def test_cli_simulate_format_enlightenment_plays_three_player_games_to_a_victory():
    import json

    from click.testing import CliRunner

    from l5r.cli import LCG_FORMATS as FORMATS
    from l5r.cli import main
    from l5r.lcg.formats import PLAYERS

    assert set(FORMATS) == set(PLAYERS)  # the CLI offers every playable format
    r = CliRunner().invoke(main, ["lcg", "simulate", "--format", "enlightenment", "--games", "4", "--json",
                                  "--check", "--workers", "1", "--deck3", "phoenix", "--bot3", "heuristic"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["finished"] == 4 and set(d["victories"]) <= VICTORIES
    assert sum(d["wins"].values()) == 4 and d["bots"] == {"p1": "random", "p2": "random", "p3": "heuristic"}


def test_lcg_match_in_enlightenment_has_three_decks_and_a_format_column():
    from l5r.lcg.simulate import LCGMatch

    m = LCGMatch("crab", "lion", ("random",) * 3, format=ENLIGHTENMENT, clan3="unicorn")
    r = m.play(5)
    assert r.finished and r.winner in (0, 1, 2)
    assert m.columns()["format"] == ENLIGHTENMENT and m.columns()["deck3"] == "unicorn"
    assert "deck3" not in LCGMatch().columns()


def test_heuristic_bot_plays_enlightenment_from_its_redacted_view():
    from l5r.engine.bots import make_bot
    from l5r.engine.simulate import play_out

    g = new_game(decks3(4), seed=4, format=ENLIGHTENMENT, max_rounds=2)
    agents = [make_bot("heuristic", 1), make_bot("random", 2), make_bot("random", 3)]
    play_out(g, agents, invariants.check)
    assert g.over


# ---------------------------------------------------------------- "your opponent" in a card ability
def _misinformation(bids: tuple[int, int]) -> Scenario:
    s = in_conflict(p0=dict(characters=["Akodo Toturi"], hand=["Misinformation"], fate=1, bid=3),
                    p1=dict(characters=["Brash Samurai"], bid=bids[0]),
                    p2=dict(characters=["Doji Whisperer"], bid=bids[1]), defenders=["Brash Samurai"])
    s.start("3.2.2")
    while s.game.pending.player != 0:
        s.pass_()
    return s


def test_rr_opponent_a_card_ability_compares_with_and_acts_on_the_conflict_opponent_only():
    """RR "Opponent" (enlightenment): "your opponent" "only refers to the single opponent
    participating against that player in a conflict": Misinformation's "if your honor bid is at
    least 2 higher than your opponent's" compares the defender's bid, not the third player's, and
    no one is asked which opponent is meant (the team conquest choice, formats Decisions 19)."""
    from l5r.lcg.model import opponents_meant, skill

    s = _misinformation((2, 1))  # only the third player's bid is 2 lower: not the opponent's
    assert not any(label.startswith("Misinformation") for label in s.legal())
    assert opponents_meant(s.state, 0) == [1]
    s = _misinformation((1, 3))
    samurai = s.card("Brash Samurai")
    before = skill(s.state, samurai, "military")
    s.pick("Misinformation")
    while s.state.players[0].hand:  # (its cancel window)
        assert s.game.pending.context != "opponent"
        s.pass_()
    while s.game.pending.context == "trigger":
        s.pass_()
    assert skill(s.state, samurai, "military") == before - 1


def test_rr_opponent_each_character_your_opponent_controls_is_the_conflict_opponents():
    """RR "Opponent" (enlightenment): Tranquility's "each character at home your opponent
    controls" is the defender's, not the third player's."""
    from l5r.lcg.model import cannot

    s = in_conflict(p0=dict(characters=["Akodo Toturi"], hand=["Tranquility"]),
                    p1=dict(characters=["Brash Samurai", "Kaiu Envoy"]), defenders=["Brash Samurai"])
    s.start("3.2.2")
    while s.game.pending.player != 0:
        s.pass_()
    s.pick("Tranquility")
    while s.game.pending is not None and s.game.pending.context == "trigger":
        s.pass_()
    g = s.game
    assert cannot(g, "trigger_abilities", s.card("Kaiu Envoy"))
    assert not cannot(g, "trigger_abilities", s.card("Doji Whisperer"))


@pytest.mark.parametrize("defender, expected", [(1, [1, 2, 0]), (2, [2, 0, 1])])
def test_decision_20_after_the_defender_the_opportunities_go_clockwise(defender, expected):
    """Decisions 20: in the conflict action window the defending player acts first (3.2.2), then
    the players in player order from the defender's left (clockwise, "Action Windows"): the player
    outside the conflict may come before the attacker."""
    spec = dict(characters=["Doji Whisperer"], hand=["Fine Katana"], fate=1)
    s = three(0, p0=dict(spec), p1=dict(spec), p2=dict(spec))
    s.conflict(attacker=0, defender=defender, type="military", ring="fire.0", attackers=["Doji Whisperer"])
    s.start("3.2.2")
    seen = []
    for _ in range(3):
        assert s.game.pending.context == "conflict_action"
        seen.append(s.game.pending.player)
        s.pass_()
    assert seen == expected


@pytest.mark.covers("Meddling Mediator", "a1:condition")
def test_meddling_mediator_counts_only_the_conflicts_declared_against_you():
    """Meddling Mediator: "if an opponent has declared 2 or more conflicts against you this
    phase" -- with three players, a conflict that opponent declared against the third player does
    not count (the defender of each declaration is recorded: model.declared_against_key)."""
    s = three(0, p0=dict(characters=["Meddling Mediator"]), p1=dict(fate=3, honor=10))
    g = s.build()
    st = g.state
    mediator = next(c.uid for c in st.cards if c.cid == "01-meddling-mediator")
    ab = g.rules.cards["01-meddling-mediator"].abilities[0]
    st.phase = "conflict"
    st.players[1].conflicts_declared = 2
    st.uses["phase"] = {declared_against_key(1, 0): 1, declared_against_key(1, 2): 1}
    assert not ab.condition(g, {"player": 0, "card": mediator})
    st.uses["phase"] = {declared_against_key(1, 0): 2}
    assert ab.condition(g, {"player": 0, "card": mediator})
    st.uses["phase"] = {declared_against_key(2, 0): 1, declared_against_key(1, 0): 1}  # two opponents, one each
    assert not ab.condition(g, {"player": 0, "card": mediator})
