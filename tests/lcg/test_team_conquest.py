"""The team conquest format (two against two; Rules Reference "First Player", "Participating",
"Player Elimination", "Rings", "Unopposed", "Winning a Conflict", "Winning the Game",
Appendix I 2.4, 3.2, 3.2.1, 3.2.4, 3.2.6, 3.4.1, 4.8) and the project's decisions where it is
silent (:mod:`l5r.lcg.formats`, Decisions N: the tests named ``decision_N``)."""

from __future__ import annotations

import copy
import json

import pytest
from click.testing import CliRunner

from l5r.cli import main
from l5r.engine.game import Game
from l5r.lcg import invariants
from l5r.lcg.actions import check_victory, draw_one
from l5r.lcg.agents import RandomAgent, act
from l5r.lcg.decks import CLANS, default_deck
from l5r.lcg.evaluation import evaluate
from l5r.lcg.formats import TEAM_CONQUEST, across, team_of
from l5r.lcg.game import new_game
from l5r.lcg.model import (
    can_move_to_conflict,
    conflict_totals,
    declared_against_key,
    is_blank,
    opponents,
    player_order,
    teammates,
)
from l5r.lcg.state import STRONGHOLD_SLOT
from l5r.lcg.view import view
from l5r.testing import Scenario, assert_copies_continue

BROKEN = [dict(name=n, broken=True, facedown=False) for n in ("Shameful Display", "Night Raid", "Ancestral Lands")]
PROVINCES = ["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"]


def four(first_player: int = 0, *specs) -> Scenario:
    s = Scenario(first_player=first_player, players=4, format=TEAM_CONQUEST)
    for i in range(4):
        s.player(i, **(specs[i] if i < len(specs) and specs[i] else {}))
    return s


def decks4(seed: int = 0) -> list[dict]:
    return [default_deck(CLANS[(seed + k) % 7]) for k in (0, 1, 2, 4)]


# ---------------------------------------------------------------- teams and order
def test_decision_12_teams_sit_side_by_side_and_player_order_alternates_teams():
    g = new_game(decks4(), seed=3, format=TEAM_CONQUEST)
    st = g.state
    assert [p.team for p in st.players] == [0, 0, 1, 1] == [team_of(i) for i in range(4)]
    assert [across(p) for p in range(4)] == [2, 3, 0, 1]
    assert opponents(st, 0) == [2, 3] and teammates(st, 0) == [1] and teammates(st, 3) == [2]
    assert player_order(st, 0) == [0, 2, 1, 3] and player_order(st, 3) == [3, 0, 2, 1]
    assert len(st.rings) == 5  # one ring pool; each team's claimed ring pool is shared


def test_rr_first_player_the_token_passes_to_the_opposing_team_4_8():
    s = four(1)
    s.start("4.8")
    assert s.state.players[s.state.first_player].team == 1


def test_rr_first_player_in_team_conquest_each_team_has_an_action_opportunity_in_turn():
    hand = dict(hand=["Fine Katana"], characters=["Brash Samurai"], fate=5)
    s = four(0, hand, hand, hand, hand)
    s.start("2.w")  # the draw phase's action window
    asked = []
    for _ in range(4):
        asked.append(s.game.pending.player)
        s.pass_()
    assert [s.state.players[p].team for p in asked] == [0, 1, 0, 1]


# ---------------------------------------------------------------- 2.4
def test_rr_2_4_each_player_compares_bids_with_the_opponent_across_the_table():
    s = four(0)
    s.start("draw")
    for p, b in sorted({0: 5, 2: 2, 1: 1, 3: 4}.items(), key=lambda kv: player_order(s.state).index(kv[0])):
        assert s.game.pending.player == p
        s.pick(f"bid {b}")
    assert [p.honor for p in s.state.players] == [7, 13, 13, 7]


def test_rr_player_elimination_a_player_with_a_broken_stronghold_bids_at_most_2():
    s = four(0, dict(provinces=[*PROVINCES[:4], dict(name="Meditations on the Tao", broken=True)]))
    s.start("draw")
    assert s.legal() == ["bid 1", "bid 2"]
    s.pick("bid 2")
    assert s.legal() == [f"bid {n}" for n in range(1, 6)]


# ---------------------------------------------------------------- 3.2
def test_rr_3_2_conflict_opportunities_belong_to_the_team():
    s = four(0, dict(characters=["Akodo Toturi"]), dict(characters=["Hida Kisada"]))
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Akodo Toturi"], defender=2)
    s.pick_many()  # player 2 adds no attacker
    st = s.state
    assert st.conflict is not None
    assert st.players[1].conflicts_left["military"] == 0 and st.players[1].conflict_opps == 1
    while st.conflict is not None or s.game.pending.context != "declare_conflict":
        ctx = s.game.pending.context
        if ctx in ("declare_attackers", "declare_defenders"):
            s.pick_many()
        elif ctx == "ring_effect":
            s.pick("Do not resolve")
        elif ctx == "claim_on_province":
            s.pick("province 1")
        else:
            s.pass_()
    assert s.game.pending.player == 1  # (the other team, with no character, could only pass)
    # player 1 now has the team's other opportunity: a political conflict only
    assert {o.data.get("type") for o in s.game.pending.options if o.id != "pass"} <= {"political"}


def test_rr_3_2_every_player_on_the_attacking_team_may_declare_attackers():
    s = four(0, dict(characters=["Akodo Toturi"]), dict(characters=["Hida Kisada", "Brash Samurai"]),
             dict(characters=["Kaiu Envoy"]))
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Akodo Toturi"], defender=2)
    d = s.game.pending
    assert d.context == "declare_attackers" and d.player == 1 and d.min == 0
    s.pick_many("Hida Kisada")
    st = s.state
    assert st.conflict.attacker == 0 and set(st.conflict.attackers) == {s.uid("Akodo Toturi"), s.uid("Hida Kisada")}
    assert conflict_totals(st)[0] == 13  # the team's characters count for one total ("Participating")


def test_decision_15_a_player_without_a_legal_declaration_hands_the_opportunity_to_a_teammate():
    s = four(0, dict(characters=[dict(name="Eager Scout", bowed=True)]), dict(characters=["Akodo Toturi"]))
    s.start("conflict")
    assert s.game.pending.context == "declare_conflict" and s.game.pending.player == 1


def test_rr_3_2_the_stronghold_province_needs_three_broken_on_the_team_and_one_of_the_players():
    s = four(0, dict(characters=["Akodo Toturi"]), None,
             dict(provinces=[BROKEN[0], *PROVINCES[1:]]), dict(provinces=BROKEN[:2] + PROVINCES[2:]))
    s.start("conflict")
    slots = {(o.data["defender"], o.data["slot"]) for o in s.game.pending.options if o.id != "pass"}
    assert (2, STRONGHOLD_SLOT) in slots and (3, STRONGHOLD_SLOT) in slots
    s2 = four(0, dict(characters=["Akodo Toturi"]), None, None, dict(provinces=BROKEN + PROVINCES[3:]))
    s2.start("conflict")
    slots = {(o.data["defender"], o.data["slot"]) for o in s2.game.pending.options if o.id != "pass"}
    assert (3, STRONGHOLD_SLOT) in slots and (2, STRONGHOLD_SLOT) not in slots  # none of player 3's broken


# ---------------------------------------------------------------- 3.2.1 and the conflict
def attacked(*specs, ring: str = "air", attackers=("Akodo Toturi",)) -> Scenario:
    s = four(0, *specs)
    s.conflict(attacker=0, defender=2, type="military", ring=ring, province=0, attackers=list(attackers))
    return s


def test_rr_3_2_1_the_province_controller_declares_any_defenders_each_teammate_up_to_one():
    s = attacked(dict(characters=["Akodo Toturi"]), None, dict(characters=["Kaiu Envoy", "Brash Samurai"]),
                 dict(characters=["Seppun Guardsman", "Hida Kisada"]))
    s.start("3.2.1")
    d = s.game.pending
    assert d.player == 2 and d.max == 2
    s.pick_many("Kaiu Envoy", "Brash Samurai")
    d = s.game.pending
    assert d.context == "declare_defenders" and d.player == 3 and d.max == 1
    s.pick_many("Hida Kisada")
    assert conflict_totals(s.state) == (6, 10)


def test_rr_participating_a_teammates_character_may_join_its_teams_side():
    s = attacked(dict(characters=["Akodo Toturi"]), dict(characters=["Brash Samurai"]),
                 dict(characters=["Kaiu Envoy"]), dict(characters=["Seppun Guardsman"]))
    s.start("3.2.2")
    assert can_move_to_conflict(s.game, s.card("Brash Samurai"))
    assert can_move_to_conflict(s.game, s.card("Seppun Guardsman"))


def win(s: Scenario) -> None:
    while s.state.conflict is not None and s.game.pending is not None:
        d = s.game.pending
        if d.context == "declare_defenders":
            s.pick_many()
        elif d.context == "ring_effect":
            return
        else:
            s.pass_()


def test_rr_unopposed_each_player_on_the_defending_team_loses_1_honor():
    s = attacked(dict(characters=["Akodo Toturi"]), None, dict(characters=["Kaiu Envoy"]))
    s.start("3.2.1")
    win(s)
    assert s.state.conflict.unopposed
    assert [p.honor for p in s.state.players] == [10, 10, 9, 9]


def test_rr_3_2_6_air_takes_honor_only_from_the_opponent_whose_province_is_attacked():
    s = attacked(dict(characters=["Akodo Toturi"]), None, None, dict(honor=12))
    s.start("3.2.1")
    win(s)
    d = s.game.pending
    assert d.player == 0  # a single player of the attacking team receives the effect
    s.pick("Take 1 honor")
    assert [p.honor for p in s.state.players] == [11, 10, 8, 11]  # (2 and 3 also lost 1: unopposed)



def test_rr_3_2_6_earth_discards_only_from_the_opponent_whose_province_is_attacked():
    """RR "Ring Effects" (team conquest; formats Decisions 17): the Earth ring's discard is
    resolved against the controller of the attacked province, received by the declaring attacker."""
    hand = ["Fine Katana", "Banzai!"]
    s = attacked(dict(characters=["Akodo Toturi"]), dict(hand=list(hand)), dict(hand=list(hand)),
                 dict(hand=list(hand)), ring="earth")
    s.start("3.2.1")
    win(s)
    assert s.game.pending.player == 0
    s.pick("Draw 1 card")
    assert [len(p.hand) for p in s.state.players] == [1, 2, 1, 2]

# ---------------------------------------------------------------- 3.4
def test_rr_3_4_1_each_team_adds_its_glory_and_claimed_rings():
    s = four(0, dict(characters=[dict(name="Kaiu Envoy", fate=1)]), dict(characters=[dict(name="Kaiu Envoy", fate=1)],
                                                                          claimed_rings=["air"]),
             dict(characters=[dict(name="Akodo Toturi", fate=1)]))
    s.start("3.4")
    d = s.game.pending  # team 1-2: 1 + 1 + 1 ring = 3; team 3-4: 3: tied, nothing
    assert d is None or d.context != "imperial_favor"
    assert s.state.favor["player"] == -1
    s2 = four(0, dict(characters=[dict(name="Kaiu Envoy", fate=1)]), dict(characters=[dict(name="Brash Samurai",
                                                                                          fate=1)]),
              dict(characters=[dict(name="Brash Samurai", fate=1)]))
    s2.start("3.4")
    assert s2.game.pending.context == "imperial_favor" and s2.game.pending.player == 0  # 1 + 2 > 2


def test_decision_16_the_teams_imperial_favor_counts_for_the_teams_side():
    s = attacked(dict(characters=["Akodo Toturi"]), None, dict(characters=["Kaiu Envoy"]))
    s.favor(1, "military")
    s.build()
    assert conflict_totals(s.state) == (7, 0)


# ---------------------------------------------------------------- victory and penalties
def test_decision_13_a_team_wins_with_50_honor_together():
    s = four(0, dict(honor=25), dict(honor=24))
    s.build()
    check_victory(s.game)
    assert s.state.winner is None
    s.state.players[1].honor = 25
    check_victory(s.game)
    assert s.state.winner == 0 and s.state.victory == "honor"
    assert evaluate(s.game, 1) == 1.0 and evaluate(s.game, 2) == -1.0  # the team wins together


def test_rr_winning_the_game_a_team_loses_when_each_of_its_strongholds_is_broken():
    sh = dict(provinces=[*PROVINCES[:4], dict(name="Meditations on the Tao", broken=True)])
    s = four(0, None, None, sh)
    s.build()
    check_victory(s.game)
    assert s.state.winner is None and not s.state.players[2].eliminated  # plays on
    s.state.cards[s.state.players[3].provinces[STRONGHOLD_SLOT]].broken = True
    check_victory(s.game)
    assert s.state.winner == 0 and s.state.victory == "conquest"


def test_decision_14_zero_honor_breaks_the_stronghold_province_and_blanks_the_stronghold():
    s = four(0, None, None, dict(honor=0))
    s.build()
    st = s.state
    check_victory(s.game)
    assert st.cards[st.players[2].provinces[STRONGHOLD_SLOT]].broken and st.winner is None
    assert is_blank(st, st.cards[st.players[2].stronghold])


def test_rr_player_elimination_a_broken_stronghold_player_cannot_reshuffle():
    s = four(0, dict(conflict_deck=[], provinces=[*PROVINCES[:4], dict(name="Meditations on the Tao", broken=True)],
                     conflict_discard=["Fine Katana", "Banzai!"]))
    s.build()
    assert draw_one(s.game, 0) is None
    pl = s.state.players[0]
    assert pl.honor == 5 and len(pl.conflict_discard) == 2 and not pl.conflict_deck


# ---------------------------------------------------------------- view, entry points, random games
def test_view_of_each_player_in_a_four_player_game_redacts_the_others_hidden_cards():
    g = new_game(decks4(1), seed=1, format=TEAM_CONQUEST)
    agents = [RandomAgent(k) for k in range(4)]
    for _ in range(80):
        act(g, agents[g.pending.player])
    st = g.state
    for viewer in range(4):
        v = view(g, viewer)
        text = repr(v)
        for pl, pv in zip(st.players, v["players"], strict=True):
            if pl.index == viewer:
                assert [c["uid"] for c in pv["hand"]] == pl.hand
                continue
            assert pv["hand"] == len(pl.hand)  # a teammate's hand too
            for u in pl.hand + pl.conflict_deck + pl.dynasty_deck:
                assert f"'uid': {u}," not in text


def test_cli_simulate_format_team_conquest():
    r = CliRunner().invoke(main, ["lcg", "simulate", "--format", "team-conquest", "--games", "3", "--json",
                                  "--check", "--workers", "1", "--bot4", "heuristic"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["finished"] == 3 and set(d["victories"]) <= {"honor", "conquest"}
    # Decisions 13: each player of the winning team has won; "teams" sums up each team
    assert d["wins"]["p1"] == d["wins"]["p2"] and d["wins"]["p3"] == d["wins"]["p4"]
    assert d["wins"]["p1"] + d["wins"]["p3"] == 3
    teams = d["teams"]
    assert [teams["t1"]["players"], teams["t2"]["players"]] == [["p1", "p2"], ["p3", "p4"]]
    assert teams["t1"]["wins"] == d["wins"]["p1"] and teams["t1"]["wins"] + teams["t2"]["wins"] == 3
    two = json.loads(CliRunner().invoke(main, ["lcg", "simulate", "--games", "1", "--json",
                                               "--max-rounds", "1"]).output)
    assert "teams" not in two and set(two["wins"]) == {"p1", "p2"}  # the two-player schema is unchanged
    text = CliRunner().invoke(main, ["lcg", "simulate", "--format", "team-conquest", "--games", "1",
                                     "--workers", "1"])
    assert "team 1 (p1 and p2) wins:" in text.output


GAMES = 100


def play(seed: int) -> Game:
    g = new_game(decks4(seed), seed=seed, format=TEAM_CONQUEST)
    agents = [RandomAgent(4 * seed + k) for k in range(4)]
    for _ in range(40_000):
        invariants.check(g)
        if g.over:
            return g
        act(g, agents[g.pending.player])
    raise AssertionError(f"seed {seed}: no victory")


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_team_conquest_game_ends_in_a_team_victory_and_copies_continue_identically(seed):
    g = play(seed)
    st = g.state
    assert st.victory in ("honor", "conquest") and st.winner in (0, 2)
    team = st.players[st.winner].team
    if st.victory == "honor":
        assert sum(p.honor for p in st.players if p.team == team) >= 50
    else:
        assert all(st.cards[p.provinces[STRONGHOLD_SLOT]].broken for p in st.players if p.team != team)
    assert_copies_continue(g, lambda: new_game(list(st.config["decks"]), seed=seed, format=TEAM_CONQUEST), seed)


@pytest.mark.parametrize("fmt,players", [("enlightenment", 3), ("team-conquest", 4)])
def test_cli_play_a_multiplayer_format_against_bots(fmt, players, tmp_path):
    save = tmp_path / "game.json"
    r = CliRunner().invoke(main, ["lcg", "play", "--format", fmt, "--plain", "--seed", "5", "--save", str(save)],
                           input="quit\n")
    assert r.exit_code == 0, r.output
    assert f"({fmt}, random bots" in r.output.splitlines()[0]
    g = Game.from_json(save.read_text())
    assert len(g.state.players) == players and g.state.config["format"] == fmt


def test_rr_unique_cards_one_copy_per_team():
    from l5r.lcg.model import can_enter_unique

    s = four(0, dict(hand=["Akodo Toturi"]), dict(characters=["Akodo Toturi"]), dict(hand=["Akodo Toturi"]))
    g = s.build()
    assert not can_enter_unique(g, 0, s.uid("Akodo Toturi", 0, "hand"))  # the teammate has one in play
    assert can_enter_unique(g, 2, s.uid("Akodo Toturi", 2, "hand"))  # an opponent may


def test_rr_character_cards_a_character_may_be_played_under_a_teammates_control():
    s = four(0, dict(hand=["Brash Samurai"], fate=5))
    s.start("2.w")
    s.pick("Brash Samurai")
    d = s.game.pending
    assert d.context == "play_control" and [o.label for o in d.options] == [
        "Under your control", "Under Player 2's control"]
    s.pick("Under Player 2's control")
    if s.game.pending is not None and s.game.pending.context == "additional_fate":
        s.pick("1 fate")
    st = s.state
    brash = s.card("Brash Samurai")
    assert brash.controller == 1 and brash.uid in st.players[1].play and brash.fate == 1
    assert st.players[0].fate == 5 - 2 - 1 and st.players[1].fate == 0  # paid by the player playing it


# ---------------------------------------------------------------- "you" in card abilities
def _won(s: Scenario, kind: str = "military") -> dict:
    """The conflict_won event of player 1's (seat 0's) team beating player 3's by 5."""
    from l5r.lcg.actions import ev

    cf = s.state.conflict
    cf.type, cf.winner, cf.loser, cf.difference = kind, 0, 2, 5
    return ev("conflict_won", player=0, loser=2, attacker=0)


def test_rr_3_2_4_a_teammates_conflict_win_or_loss_is_yours_for_card_abilities():
    """RR Appendix I 3.2.4 / "Winning a Conflict": "each player on that team counts as having
    won the conflict" (the same for losing): a "you win/lose a conflict" condition counts the
    team, and only the team."""
    from l5r.lcg.cards.core import _won_military_by_5
    from l5r.lcg.cards.lion import _you_lost
    from l5r.lcg.vocab import event_is

    s = attacked(dict(characters=["Akodo Toturi"]), None, dict(characters=["Kaiu Envoy"]))
    g = s.build()
    e = _won(s)
    won = [bool(_won_military_by_5(g, {"player": p, "card": -1}, e)) for p in range(4)]
    assert won == [True, True, False, False]
    e["name"], e["player"] = "conflict_won", 0
    you = event_is(player="you")
    assert [you(g, {"player": p, "card": -1}, e) for p in range(4)] == [True, True, False, False]
    assert [bool(_you_lost("military")(g, {"player": p, "card": -1}, e)) for p in range(4)] == [
        False, False, True, True]
    played = {"name": "card_played", "player": 0}  # playing a card stays one's own
    assert [you(g, {"player": p, "card": -1}, played) for p in range(4)] == [True, False, False, False]


def test_rr_3_2_4_the_shared_conflict_result_conditions_count_the_team():
    """RR Appendix I 3.2.4 / "Winning a Conflict" (formats Decisions 18) for the shared
    vocabulary of :mod:`l5r.lcg.cards.conditions` (``conflict_result``, ``you_win_conflict`` of
    the role cards, ``you_lose``): a teammate's win or loss is yours, and as the attacking or
    defending player the team's side counts; the other team's never."""
    from l5r.lcg.cards.conditions import conflict_result, you_lose, you_win_conflict

    s = attacked(dict(characters=["Akodo Toturi"]), None, dict(characters=["Kaiu Envoy"]), ring="air")
    g = s.build()
    e = _won(s)

    def who(cond) -> list[bool]:
        return [bool(cond(g, {"player": p, "card": -1}, e)) for p in range(4)]

    assert who(conflict_result("win", type_="military", as_="attacker", by=5)) == [True, True, False, False]
    assert who(conflict_result("win", as_="defender")) == [False] * 4
    assert who(conflict_result("lose", as_="defender")) == [False, False, True, True]
    assert who(you_lose("military")) == [False, False, True, True]
    assert who(you_win_conflict(as_="attacker", element="air")) == [True, True, False, False]
    assert who(you_win_conflict(as_="defender")) == [False] * 4


def test_rr_claimed_ring_pool_a_teams_shared_claimed_rings_are_each_players():
    """RR "Claimed Ring Pool": "a team's claimed ring pool counts as the claimed ring pool of
    each player on that team"."""
    from l5r.lcg.vocab_rings import claimed_element

    s = four(0, dict(claimed_rings=["air"]))
    g = s.build()
    has_air = claimed_element("air")
    assert [has_air(g, {"player": p, "card": -1}) for p in range(4)] == [True, True, False, False]


def test_rr_claimed_ring_pool_claimed_or_contesting_counts_the_teams_claimed_rings():
    """RR "Claimed Ring Pool" (formats Decisions 18): "while you have claimed or are contesting
    the <element> ring" (Fate Has No Secrets) counts the team's claimed ring pool."""
    from l5r.lcg.vocab_rings import claimed_or_contesting

    s = four(0, dict(claimed_rings=["air"]))
    g = s.build()
    air = claimed_or_contesting("air")
    assert [air(g, {"player": p, "card": -1}) for p in range(4)] == [True, True, False, False]


def test_rr_opponent_a_teammate_passing_a_conflict_is_no_opponent_passing():
    """RR "Opponent": an opponent is a player of the opposing team, never a teammate ("after an
    opponent passes a conflict", Intimidating Hida)."""
    from l5r.lcg.cards.crab import _opponent_passed

    g = four(0).build()
    passed = {"name": "conflict_passed", "player": 1}
    assert [bool(_opponent_passed(g, {"player": p, "card": -1}, passed)) for p in range(4)] == [
        False, False, True, True]


def test_rr_3_2_4_disciples_of_the_void_you_win_by_counts_the_team():
    """RR 3.2.4 / "Winning a Conflict" (formats Decisions 18): The Path of Man's "after you win
    a conflict by 5 or more skill" counts a teammate's win, and only the team's."""
    from l5r.lcg.cards.conditions import you_win_by

    s = attacked(dict(characters=["Akodo Toturi"]), None, dict(characters=["Kaiu Envoy"]))
    g = s.build()
    e = _won(s)
    assert [bool(you_win_by(5)(g, {"player": p, "card": -1}, e)) for p in range(4)] == [True, True, False, False]
    assert not any(you_win_by(6)(g, {"player": p, "card": -1}, e) for p in range(4))


def test_rr_opponent_disciples_of_the_void_your_opponent_plays_is_never_a_teammate():
    """RR "Opponent" (formats Decisions 18, 19): "your opponent plays an event" is either
    opposing player, never a teammate; "you play" is you alone."""
    from l5r.lcg.cards.conditions import event_initiates, plays_card

    s = attacked(dict(characters=["Akodo Toturi"]), None, dict(characters=["Kaiu Envoy"]))
    g = s.build()
    toturi = s.uid("Akodo Toturi", 0, "play")
    played = {"name": "card_played", "player": 0, "card": toturi}
    theirs, mine = plays_card("opponent"), plays_card("you")
    assert [bool(theirs(g, {"player": p, "card": -1}, played)) for p in range(4)] == [False, False, True, True]
    assert [bool(mine(g, {"player": p, "card": -1}, played)) for p in range(4)] == [True, False, False, False]
    initiates = {"name": "effects_initiate", "player": 0, "card": toturi, "event_card": True}
    assert [bool(event_initiates("opponent")(g, {"player": p, "card": -1}, initiates)) for p in range(4)] == [
        False, False, True, True]


def test_rr_claimed_ring_pool_disciples_of_the_void_ring_in_your_pool_counts_the_team():
    """RR "Claimed Ring Pool" (formats Decisions 18): Isawa Tadaka's "the Earth ring is ... in
    your claimed ring pool" holds for each player of the team that claimed it."""
    from l5r.lcg.cards.conditions import ring_contested_or_yours

    s = four(0, dict(claimed_rings=["earth"]))
    g = s.build()
    earth = ring_contested_or_yours("earth")
    assert [earth(g, {"player": p, "card": -1}) for p in range(4)] == [True, True, False, False]


def test_rr_first_player_each_player_of_the_team_with_the_token_is_the_first_player():
    """RR "First Player": "Each player on that team is considered to be the first player" (a
    card costing 1 less while you are the first player, for player 2 when player 1 holds it)."""
    from l5r.lcg.model import cost_of, is_first_player

    s = four(0, None, dict(hand=["Meishōdō Wielder"]), dict(hand=["Meishōdō Wielder"]))
    g = s.build()
    st = s.state
    assert [is_first_player(st, p) for p in range(4)] == [True, True, False, False]
    mine, theirs = s.uid("Meishōdō Wielder", 1, "hand"), s.uid("Meishōdō Wielder", 2, "hand")
    assert cost_of(g, mine, 1) == cost_of(g, theirs, 2) - 1


def test_two_players_you_is_only_you():
    from l5r.lcg.model import is_first_player, yours

    s = Scenario(first_player=0)
    s.player(0)
    s.player(1)
    st = s.build().state
    assert not yours(st, 0, 1) and not is_first_player(st, 1) and yours(st, 1, 1)


def test_rr_unique_cards_a_teams_two_copies_of_a_unique_stronghold_are_blank_with_no_bonus_strength():
    """RR "Unique Cards": "While two or more players on a team control more than one copy of a
    unique stronghold, province card, or holding, treat each copy of that card as if its printed
    text box were blank and as if it had a strength or bonus strength of 0."""
    from l5r.lcg.model import province_strength, traits_blank

    s = four(0, dict(stronghold="Shiro Nishiyama"), dict(stronghold="Shiro Nishiyama"),
             dict(stronghold="Shiro Nishiyama"), dict(stronghold="Shizuka Toshi"))
    g = s.build()
    st = g.state
    sh = [st.cards[p.stronghold] for p in st.players]
    assert [is_blank(st, c) for c in sh] == [True, True, False, False]
    assert traits_blank(st, sh[0]) and not traits_blank(st, sh[2])
    sp = [province_strength(st, st.cards[p.provinces[STRONGHOLD_SLOT]]) for p in st.players]
    printed = printed_strength("Meditations on the Tao")  # each stronghold province's printed strength
    assert sp == [printed, printed, printed + 3, printed + 2]  # Shiro Nishiyama: +3, Shizuka Toshi: +2


def printed_strength(title: str) -> int:
    from l5r.lcg.model import FACTS

    return next(f.strength for f in FACTS.values() if f.name == title)


def test_rr_player_elimination_broken_stronghold_provinces_are_immune_to_all_card_effects():
    """RR "Player Elimination" (team conquest): "Broken stronghold provinces are immune to all
    card effects": no card ability affects it, and a lasting effect on it modifies nothing."""
    from l5r.lcg.model import immune_to_card_effects, province_strength
    from l5r.lcg.vocab import immune

    sh = dict(provinces=[*PROVINCES[:4], dict(name="Meditations on the Tao", broken=True)])
    s = four(0, dict(characters=["Akodo Toturi"]), None, sh)
    g = s.build()
    st = g.state
    broken = st.cards[st.players[2].provinces[STRONGHOLD_SLOT]]
    whole = st.cards[st.players[3].provinces[STRONGHOLD_SLOT]]
    before = [province_strength(st, broken), province_strength(st, whole)]
    for c in (broken, whole):
        st.lasting.append({"type": "modify", "stat": "strength", "op": "add", "value": 3,
                           "targets": [[c.uid, c.instance]], "until": "round", "player": 0})
    assert province_strength(st, broken) == before[0] and province_strength(st, whole) == before[1] + 3
    ctx = {"player": 0, "card": s.card("Akodo Toturi").uid}
    assert immune(g, broken, ctx) and not immune(g, whole, ctx)
    assert immune_to_card_effects(st, broken) and not immune_to_card_effects(st, whole)
    two = Scenario(first_player=0)
    two.player(0)
    two.player(1, **sh)
    st2 = two.build().state
    assert not immune_to_card_effects(st2, st2.cards[st2.players[1].provinces[STRONGHOLD_SLOT]])


def test_rr_opponent_your_opponent_is_either_opposing_player_chosen_when_resolving():
    """RR "Opponent" (team conquest): "a player's card ability that refers to 'your opponent' or
    'an opponent' refers to either player on the opposing team, chosen when resolving the card
    ability": the ability's player chooses (Decisions 19); the choice is plain data."""
    for chosen, other in ((3, 2), (2, 3)):
        s = four(0, dict(hand=["Levy"]), None, dict(fate=2), dict(fate=2))
        s.start("conflict")
        s.pick("Levy")
        d = s.game.pending
        assert d.player == 0 and d.context == "opponent" and [o.id for o in d.options] == ["2", "3"]
        copy.deepcopy(s.game.state)
        json.loads(s.game.to_json())
        s.game.answer(str(chosen))
        d = s.game.pending
        assert d.player == chosen  # that opponent selects what to give
        s.pick("Give 1 honor")
        honor = [p.honor for p in s.state.players]
        assert honor[0] == 11 and honor[chosen] == 9 and honor[other] == 10 and honor[1] == 10


def test_rr_opponent_an_ability_without_your_opponent_asks_nothing():
    from l5r.lcg.resolution import refers_to_your_opponent

    cards = four(0).build().rules.cards
    assert refers_to_your_opponent(cards["01-levy"].abilities[0])
    assert not refers_to_your_opponent(cards["01-banzai"].abilities[0])
    s = four(0, dict(hand=["Banzai!"], characters=["Akodo Toturi"]))  # no "your opponent": no question
    s.conflict(attacker=0, defender=2, type="military", ring="air", province=0, attackers=["Akodo Toturi"])
    s.start("3.2.2")
    while s.game.pending.player != 0:
        s.pass_()
    s.pick("Banzai!")
    assert s.game.pending is None or s.game.pending.context != "opponent"


def test_rr_participating_a_teammates_ability_counts_its_teams_side():
    """RR "Participating" (team conquest): teammates' characters "participate on the same side
    of the conflict and contribute their skill towards the same total": "you are winning the
    conflict" for the attacker's teammate is the attacking side's total (Kakita Asami)."""
    from l5r.lcg.cards.crane import _more_political_skill

    s = four(0, None, dict(characters=["Kakita Asami"]), dict(characters=["Kaiu Envoy"]))
    s.conflict(attacker=0, defender=2, type="political", ring="air", province=0)
    g = s.build()
    asami = s.card("Kakita Asami")
    s.state.conflict.attackers.append(asami.uid)  # joined its team's side (3.2: each player may declare)
    assert asami.controller == 1 and asami.uid in s.state.conflict.attackers
    assert _more_political_skill(g, {"player": 1, "card": asami.uid})


# ---------------------------------------------------------------- "your opponent", chosen (Decisions 19)
# RR "Opponent" (team conquest): "your opponent" is "either player on the opposing team, chosen when
# resolving the card ability"; RR "Initiating Abilities / Playing Cards" 1: an ability is initiated
# only if its play restrictions are met and its targets exist, and RR "Cost": only if its effects
# could change the game state. So it can be initiated if it can against at least one opposing
# player; its player chooses among those (asked only when both), first, then its targets, which
# are the chosen opponent's. Each test: legal against one opponent only (the one who is not the
# default "your opponent" of formats Decisions 1, player 3 for player 1), against both, against
# neither.
def _offered(s: Scenario, title: str, player: int = 0) -> bool:
    """Pass every action opportunity until ``player``'s; is ``title`` among their actions?"""
    while s.game.pending is not None and s.game.pending.context in ("action", "conflict_action"):
        if s.game.pending.player == player:
            return any(label.startswith(title) for label in s.legal())
        s.pass_()
    return False


def _resolved(s: Scenario) -> None:
    """Pass (the reaction windows) until the next action opportunity: the ability has resolved."""
    while s.game.pending is not None and s.game.pending.context not in ("action", "conflict_action"):
        assert s.game.pending.context == "trigger", s.game.pending.context
        s.pass_()


def _until_player(s: Scenario, player: int) -> None:
    """Pass (the windows of the cost's events) until ``player`` is asked."""
    while s.game.pending.player != player:
        assert s.game.pending.context == "trigger", s.game.pending.context
        s.pass_()


def _crab(theirs: tuple[list, list]) -> Scenario:
    s = four(0, dict(hand=["Way of the Crab"], fate=1, characters=["Hida Kisada"]), None,
             dict(characters=theirs[0]), dict(characters=theirs[1]))
    s.start("conflict")
    return s


def test_rr_opponent_way_of_the_crab_an_effect_that_could_change_only_one_opponent():
    """Way of the Crab ("your opponent must sacrifice a character"): the effect can change the
    game state only against an opponent who controls a character (RR "Cost", "Initiating
    Abilities")."""
    s = _crab(([], ["Kaiu Envoy"]))  # only player 4 controls a character
    assert _offered(s, "Way of the Crab")
    s.pick("Way of the Crab")
    assert s.game.pending.context == "sacrifice_cost"  # no question: player 4 is the only one
    s.pick("Hida Kisada")
    _until_player(s, 3)
    assert s.legal() == ["Kaiu Envoy"]  # player 4 sacrifices
    s.pick("Kaiu Envoy")
    assert s.card("Kaiu Envoy").zone == "dynasty_discard"
    s = _crab((["Eager Scout"], ["Kaiu Envoy"]))
    assert _offered(s, "Way of the Crab")
    s.pick("Way of the Crab")
    d = s.game.pending
    assert d.context == "opponent" and d.player == 0 and [o.id for o in d.options] == ["2", "3"]
    s = _crab(([], []))
    assert not _offered(s, "Way of the Crab")


def _mediator(declared: dict[int, int]) -> Scenario:
    s = attacked(dict(characters=["Akodo Toturi", "Meddling Mediator"]), None, dict(fate=3), dict(fate=3))

    def conflicts_declared(g: Game) -> None:
        for p, n in declared.items():  # against player 1 (seat 0: the mediator's controller)
            g.state.players[p].conflicts_declared = n
            g.state.uses["phase"][declared_against_key(p, 0)] = n
    s.adjust(conflicts_declared)
    s.start("3.2.2")
    return s


def test_rr_opponent_meddling_mediator_a_play_restriction_met_by_one_opponent():
    """Meddling Mediator ("if an opponent has declared 2 or more conflicts ... take 1 fate or 1
    honor from that opponent"): the play restriction is checked against each opposing player;
    the fate comes from one who meets it."""
    s = _mediator({2: 0, 3: 2})
    assert _offered(s, "Meddling Mediator")
    s.pick("Meddling Mediator")
    assert s.game.pending.context == "select"  # no question: player 4 alone declared 2
    s.pick("take 1 fate")
    assert [p.fate for p in s.state.players] == [1, 0, 3, 2]
    s = _mediator({2: 2, 3: 2})
    assert _offered(s, "Meddling Mediator")
    s.pick("Meddling Mediator")
    assert s.game.pending.context == "opponent" and s.legal() == ["Player 3", "Player 4"]
    s.pick("2")
    s.pick("take 1 fate")
    assert [p.fate for p in s.state.players] == [1, 0, 2, 3]
    assert not _offered(_mediator({2: 1, 3: 1}), "Meddling Mediator")


def _spear(defenders: list, teammate: list) -> Scenario:
    s = four(0, dict(characters=["Master of the Spear"]), None, dict(characters=["Kaiu Envoy", "Eager Scout"]),
             dict(characters=["Seppun Guardsman", "Brash Samurai"]))
    s.conflict(attacker=0, defender=2, type="military", ring="air", province=0, attackers=["Master of the Spear"],
               defenders=defenders)

    def join(g: Game) -> None:  # player 4 defends too (3.2.1: each teammate up to one)
        g.state.conflict.defenders.extend(s.uid(n, 3) for n in teammate)
    s.adjust(join)
    s.start("3.2.2")
    return s


def test_rr_opponent_master_of_the_spear_targets_are_the_chosen_opponents():
    """Master of the Spear ("your opponent must choose a participating character he or she
    controls"): the ability needs such a character of the opponent (RR "Initiating Abilities"
    1: eligible targets), and once the opponent is chosen only theirs are offered, to them."""
    s = _spear([], ["Seppun Guardsman"])  # only player 4 has a participating character
    assert _offered(s, "Master of the Spear")
    s.pick("Master of the Spear")
    d = s.game.pending
    assert d.context == "target" and d.player == 3 and s.legal() == ["Seppun Guardsman"]
    s = _spear(["Kaiu Envoy"], ["Seppun Guardsman"])
    assert _offered(s, "Master of the Spear")
    s.pick("Master of the Spear")
    assert s.game.pending.context == "opponent" and s.legal() == ["Player 3", "Player 4"]
    s.pick("2")
    d = s.game.pending
    assert d.context == "target" and d.player == 2 and s.legal() == ["Kaiu Envoy"]  # not player 4's Kisada
    s.pick("Kaiu Envoy")
    _resolved(s)
    assert s.card("Kaiu Envoy").uid not in s.state.conflict.defenders
    assert s.card("Seppun Guardsman").uid in s.state.conflict.defenders
    assert not _offered(_spear([], []), "Master of the Spear")


def test_rr_opponent_for_shame_targets_a_character_of_the_chosen_opponent_who_then_selects():
    """For Shame! ("choose a participating character controlled by your opponent. Your opponent
    must select one"): the target is the chosen opponent's, and that player selects."""
    s = attacked(dict(characters=["Akodo Toturi", "Kakita Asami"], hand=["For Shame!"]), None,
                 dict(characters=["Kaiu Envoy"]), dict(characters=["Seppun Guardsman"]),
                 attackers=("Akodo Toturi", "Kakita Asami"))
    s.adjust(lambda g: g.state.conflict.defenders.extend([s.uid("Kaiu Envoy", 2), s.uid("Seppun Guardsman", 3)]))
    s.start("3.2.2")
    assert _offered(s, "For Shame!")
    s.pick("For Shame!")
    assert s.game.pending.context == "opponent"
    s.pick("3")
    d = s.game.pending
    assert d.context == "target" and d.player == 0 and s.legal() == ["Seppun Guardsman"]
    s.pick("Seppun Guardsman")
    assert s.game.pending.player == 3  # the chosen opponent selects
    s.pick("bow")
    assert s.card("Seppun Guardsman").bowed and not s.card("Kaiu Envoy").bowed
    s2 = attacked(dict(characters=["Akodo Toturi", "Kakita Asami"], hand=["For Shame!"]), None,
                  None, dict(characters=["Seppun Guardsman"]), attackers=("Akodo Toturi", "Kakita Asami"))
    s2.adjust(lambda g: g.state.conflict.defenders.append(s2.uid("Seppun Guardsman", 3)))
    s2.start("3.2.2")
    assert _offered(s2, "For Shame!")
    s2.pick("For Shame!")
    assert s2.game.pending.context == "target" and s2.legal() == ["Seppun Guardsman"]  # no question
    s3 = attacked(dict(characters=["Akodo Toturi", "Kakita Asami"], hand=["For Shame!"]),
                  attackers=("Akodo Toturi", "Kakita Asami"))
    s3.start("3.2.2")
    assert not _offered(s3, "For Shame!")


def _misinformation(bids: tuple[int, int]) -> Scenario:
    s = attacked(dict(characters=["Akodo Toturi"], hand=["Misinformation"], fate=1, bid=3), None,
                 dict(characters=["Kaiu Envoy"], bid=bids[0]), dict(characters=["Seppun Guardsman"], bid=bids[1]))
    s.adjust(lambda g: g.state.conflict.defenders.extend([s.uid("Kaiu Envoy", 2), s.uid("Seppun Guardsman", 3)]))
    s.start("3.2.2")
    return s


def test_rr_opponent_misinformation_compares_bids_with_the_chosen_opponent():
    """Misinformation ("if your honor bid is at least 2 higher than your opponent's -- each
    participating character your opponent controls gets -1/-1"): the bid compared and the
    characters affected are the same opponent's."""
    from l5r.lcg.model import skill

    s = _misinformation((3, 1))  # only player 4's bid is 2 lower
    envoy, guardsman = s.card("Kaiu Envoy"), s.card("Seppun Guardsman")
    before = skill(s.state, envoy, "military"), skill(s.state, guardsman, "military")
    assert _offered(s, "Misinformation")
    s.pick("Misinformation")
    while s.game.pending is not None and s.game.pending.context != "conflict_action":
        assert s.game.pending.context != "opponent"
        s.pass_()
    assert (skill(s.state, envoy, "military"), skill(s.state, guardsman, "military")) == (before[0], before[1] - 1)
    s = _misinformation((1, 1))
    assert _offered(s, "Misinformation")
    s.pick("Misinformation")
    assert s.game.pending.context == "opponent" and s.legal() == ["Player 3", "Player 4"]
    assert not _offered(_misinformation((2, 3)), "Misinformation")


def test_rr_opponent_intimidating_hida_that_player_is_the_one_who_passed():
    """Intimidating Hida ("after an opponent passes ... that player loses 1 honor"): the player
    who passed, with no choice to make, whichever opposing player that is."""
    s = four(2, dict(characters=["Intimidating Hida"]), None, None, dict(characters=["Eager Scout"]))
    s.start("conflict")
    while s.game.pending.context != "declare_conflict":
        s.pass_()
    assert s.game.pending.player == 3
    s.pick("Pass this conflict opportunity")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 0
    s.pick("Intimidating Hida")
    assert [p.honor for p in s.state.players] == [10, 10, 10, 9]


def test_rr_opponent_two_players_never_choose():
    """The stronghold format: one opponent, no question (and the same abilities as before)."""
    s = Scenario(first_player=0)
    s.player(0, hand=["Way of the Crab"], fate=1, characters=["Hida Kisada"])
    s.player(1, characters=["Kaiu Envoy"])
    s.start("conflict")
    assert _offered(s, "Way of the Crab")
    s.pick("Way of the Crab")
    assert s.game.pending.context == "sacrifice_cost"


def test_rr_opponent_an_opponents_card_is_never_a_teammates():
    """RR "Opponent": an opponent is a player on the opposing team. A target "a character an
    opponent controls" (Outwit, Rout...), "characters an opponent controls" of Consumed by Five
    Fires and "a card in an opponent's discard pile" are never a teammate's."""
    from l5r.lcg.vocab import Target
    from l5r.lcg.vocab_play import CardIn
    from l5r.lcg.vocab_tokens import RemoveFateAmong

    chars = [dict(characters=[dict(name=n, fate=1)], dynasty_discard=["Eager Scout"])
             for n in ("Akodo Toturi", "Brash Samurai", "Kaiu Envoy", "Seppun Guardsman")]
    s = four(0, *chars)
    g = s.build()
    ctx = {"player": 0, "card": s.uid("Akodo Toturi")}
    theirs = {s.uid("Kaiu Envoy"), s.uid("Seppun Guardsman")}
    assert set(Target(controller="opponent").candidates(g, ctx)) == theirs
    assert set(RemoveFateAmong()._cands(g, ctx)) == theirs
    owners = {s.state.cards[u].owner for u in CardIn(controller="opponent").candidates(g, ctx)}
    assert owners == {2, 3}
