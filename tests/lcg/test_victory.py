"""Rules Reference "Winning the Game" (stronghold format) and "Running Out of Cards"."""

from __future__ import annotations

import pytest

from l5r.engine.game import GameOver
from l5r.lcg.actions import check_victory
from l5r.lcg.model import FACTS, place
from l5r.lcg.state import CONFLICT_DISCARD, DYNASTY_DISCARD, STRONGHOLD_SLOT
from l5r.testing import Scenario


class Prepared(Scenario):
    """A scenario whose state ``prep(state, scenario)`` adjusts before it runs."""

    def __init__(self, prep=None, **kw):
        super().__init__(**kw)
        self.prep = prep

    def build(self):
        g = super().build()
        if self.prep:
            self.prep(g.state, self)
        return g


def game(at, p0=None, p1=None, *, prep=None, first_player=0, **kw) -> Prepared:
    s = Prepared(prep, first_player=first_player, **kw)
    s.player(0, **(p0 or {}))
    s.player(1, **(p1 or {}))
    s.start(at)
    return s


def to_discard(*players_zone):
    """prep: move every card of the named deck of each player to its discard pile."""
    def prep(st, s):
        for p, deck, discard in players_zone:
            pl = st.players[p]
            for u in list(getattr(pl, deck)):
                place(st, st.cards[u], discard)
    return prep


def assert_over(s, winner, how):
    assert s.state.winner == winner and s.state.victory == how
    assert s.game.over and s.game.pending is None
    with pytest.raises(GameOver):
        s.game.answer("pass")


# ---------------------------------------------------------------- honor
def test_rrg_winning_the_game_25_honor_wins_via_the_draw_phase_transfer():
    s = game("draw", p0=dict(honor=10), p1=dict(honor=23))
    s.pick("bid 3")
    s.pick("bid 1")
    assert [p.honor for p in s.state.players] == [8, 25]
    assert_over(s, 1, "honor")
    assert s.log[-1] == "Player 2 wins the game (honor)."
    assert all(len(p.hand) == 0 for p in s.state.players)  # the game ended before 2.5


def test_rrg_winning_the_game_24_honor_is_not_enough():
    s = game("draw", p0=dict(honor=10), p1=dict(honor=22))
    s.pick("bid 3")
    s.pick("bid 1")
    assert s.state.players[1].honor == 24 and s.state.winner is None


def test_rrg_winning_the_game_25_honor_from_an_honored_character_leaving_play():
    s = game("fate", p0=dict(honor=24, characters=[dict(name="Hida Guardian", status="honored")]))
    assert s.state.players[0].honor == 25
    assert_over(s, 0, "honor")


def test_rrg_winning_the_game_zero_honor_loses_via_the_draw_phase_transfer():
    s = game("draw", first_player=1, p0=dict(honor=10), p1=dict(honor=2))
    s.pick("bid 5")  # player 2 (first) has only 2 honor to give
    s.pick("bid 1")
    assert [p.honor for p in s.state.players] == [12, 0]
    assert_over(s, 0, "dishonor")


def test_rrg_winning_the_game_zero_honor_from_a_dishonored_character_leaving_play():
    s = game("fate", p0=dict(honor=10), p1=dict(honor=1, characters=[dict(name="Moto Youth", status="dishonored")]))
    assert s.state.players[1].honor == 0
    assert_over(s, 0, "dishonor")


# ---------------------------------------------------------------- conquest
def test_rrg_winning_the_game_stronghold_province_broken_loses():
    bp = lambda n: dict(name=n, broken=True, facedown=False)  # noqa: E731
    s = game("conflict", p0=dict(characters=["Hida Tomonatsu", "Intimidating Hida", "Borderlands Defender"]),
             p1=dict(provinces=[bp("Shameful Display"), bp("Night Raid"), bp("Ancestral Lands"),
                                "Pilgrimage", "Meditations on the Tao"]))
    s.declare("military", "fire", province=STRONGHOLD_SLOT,
              attackers=["Hida Tomonatsu", "Intimidating Hida", "Borderlands Defender"])
    assert s.state.cards[s.state.players[1].provinces[STRONGHOLD_SLOT]].broken
    assert_over(s, 0, "conquest")


def test_rrg_winning_the_game_other_broken_provinces_do_not_end_the_game():
    s = Scenario(first_player=0)
    s.player(0)
    s.player(1, provinces=[dict(name=n, broken=True) for n in
                           ["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage"]]
             + ["Meditations on the Tao"])
    g = s.build()
    check_victory(g)
    assert g.state.winner is None


# ---------------------------------------------------------------- simultaneous
@pytest.mark.parametrize("first", [0, 1])
def test_rrg_winning_the_game_simultaneous_first_player_wins(first):
    s = Scenario(first_player=first)
    s.player(0, honor=25)
    s.player(1, honor=26)
    g = s.build()
    check_victory(g)
    assert g.state.winner == first and g.state.victory == "honor"


def test_rrg_winning_the_game_simultaneous_honor_win_against_own_conquest_loss():
    """First player 1 reaches 25 honor while their stronghold province is broken:
    both players meet a condition, the first player wins."""
    s = Scenario(first_player=0)
    s.player(0, honor=25, provinces=["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage",
                                     dict(name="Meditations on the Tao", broken=True)])
    s.player(1)
    g = s.build()
    check_victory(g)
    assert g.state.winner == 0 and g.state.victory == "honor"
    s2 = Scenario(first_player=1)
    s2.player(0, honor=25, provinces=["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage",
                                      dict(name="Meditations on the Tao", broken=True)])
    s2.player(1)
    g2 = s2.build()
    check_victory(g2)
    assert g2.state.winner == 1 and g2.state.victory == "conquest"


@pytest.mark.parametrize("first", [0, 1])
def test_rrg_winning_the_game_simultaneous_both_run_out_in_the_draw_phase(first):
    """2.5: both players draw simultaneously from empty decks and both drop to
    0 honor: each meets a victory condition, so the first player wins."""
    s = game("draw", first_player=first, p0=dict(honor=5, conflict_deck=[]), p1=dict(honor=5, conflict_deck=[]))
    s.pick("bid 1")
    s.pick("bid 1")
    assert [p.honor for p in s.state.players] == [0, 0]
    assert s.state.winner == first


# ---------------------------------------------------------------- running out of cards
def test_rrg_running_out_of_cards_conflict_deck_costs_5_honor_reshuffles_and_keeps_drawing():
    names = ["Banzai!", "Court Games", "Levy", "Assassination"]
    s = game("draw", p0=dict(honor=10, conflict_deck=["Fine Katana"], hand=names),
             p1=dict(honor=10), prep=to_discard((0, "hand", CONFLICT_DISCARD)))
    st = s.state
    pl = st.players[0]
    assert s.card("Banzai!", 0).zone == CONFLICT_DISCARD
    s.pick("bid 3")
    s.pick("bid 3")
    assert pl.honor == 5  # one run-out only
    hand = sorted(FACTS[st.cards[u].cid].name for u in pl.hand)
    assert len(hand) == 3 and "Fine Katana" in hand  # the last card of the old deck came first
    assert set(hand) - {"Fine Katana"} <= set(names)
    assert pl.conflict_discard == [] and len(pl.conflict_deck) == 2  # 4 reshuffled, 2 drawn
    assert st.winner is None
    i = s.log.index("Player 1 runs out of their conflict deck and loses 5 honor.")
    assert s.log[i - 1].startswith("Bids revealed")


def test_rrg_running_out_of_cards_dynasty_deck_on_refill():
    s = game("dynasty", p0=dict(honor=10, dynasty_deck=["Moto Youth", "Seppun Guardsman"],
                                provinces=[dict(name="Shameful Display", cards=["Hida Guardian"]),
                                           "Night Raid", "Ancestral Lands", "Pilgrimage",
                                           "Meditations on the Tao"]),
             prep=to_discard((0, "dynasty_deck", DYNASTY_DISCARD)))
    st = s.state
    pl = st.players[0]
    assert pl.dynasty_deck == [] and len(pl.dynasty_discard) == 2
    s.pick("Play Hida Guardian")
    s.pick("0 fate")
    assert pl.honor == 5
    assert "Player 1 runs out of their dynasty deck and loses 5 honor." in s.log
    assert pl.dynasty_discard == [] and len(pl.dynasty_deck) == 1
    refill = st.cards[pl.province_cards[0][0]]
    assert FACTS[refill.cid].name in ("Moto Youth", "Seppun Guardsman") and refill.facedown


def test_rrg_running_out_of_cards_skirmish_costs_3_honor():
    """DECISIONS.md: running out of a deck costs 3 honor in skirmish."""
    s = game("draw", format="skirmish", p0=dict(honor=6, conflict_deck=[], hand=["Levy"]),
             prep=to_discard((0, "hand", CONFLICT_DISCARD)))
    s.pick("bid 1")
    s.pick("bid 1")
    pl = s.state.players[0]
    assert pl.honor == 3
    assert "Player 1 runs out of their conflict deck and loses 3 honor." in s.log
    assert [FACTS[s.state.cards[u].cid].name for u in pl.hand] == ["Levy"]


def test_rrg_running_out_of_cards_with_an_empty_discard_pile_draws_nothing():
    s = game("draw", p0=dict(honor=12, conflict_deck=[]))
    s.pick("bid 2")
    s.pick("bid 2")
    pl = s.state.players[0]
    assert pl.hand == []
    assert pl.honor == 2  # runs out at each of the two draws
    assert s.state.winner is None


def test_rrg_running_out_of_cards_can_lose_the_game():
    s = game("draw", first_player=1, p0=dict(honor=5, conflict_deck=[]), p1=dict(honor=10))
    s.pick("bid 1")
    s.pick("bid 1")
    assert s.state.players[0].honor == 0
    assert_over(s, 1, "dishonor")
