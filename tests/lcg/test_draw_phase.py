"""Appendix I, draw phase framework steps 2.1-2.6 (honor bid, reveal,
transfer, draw, action window) and Rules Reference "Drawing cards"."""

from __future__ import annotations

from l5r.lcg.model import skill
from l5r.testing import Scenario


def draw(first_player=0, p0=None, p1=None, **kw) -> Scenario:
    s = Scenario(first_player=first_player, **kw)
    s.player(0, **(p0 or {}))
    s.player(1, **(p1 or {}))
    s.start("draw")
    return s


def bids(s: Scenario, first: int, second: int) -> None:
    """Bid in player order: ``first`` for the first player, then ``second``."""
    s.pick(f"bid {first}")
    s.pick(f"bid {second}")


def test_rrg_2_1_draw_phase_begins_with_the_secret_bid_of_the_first_player():
    s = draw(first_player=1)
    assert s.state.phase == "draw" and s.log[0] == "-- Draw phase begins --"
    d = s.game.pending
    assert d.context == "honor_bid" and d.player == 1 and d.secret


def test_rrg_2_2_bids_are_one_to_five():
    s = draw()
    assert s.legal() == ["bid 1", "bid 2", "bid 3", "bid 4", "bid 5"]


def test_rrg_2_2_skirmish_bids_are_one_to_three():
    s = draw(format="skirmish")
    assert s.legal() == ["bid 1", "bid 2", "bid 3"]


def test_rrg_2_2_first_bid_stays_secret_while_the_second_player_decides():
    s = draw(p0=dict(bid=2), p1=dict(bid=4))  # last round's dials
    s.pick("bid 5")
    d = s.game.pending
    assert d.context == "honor_bid" and d.player == 1
    seen = s.game.view(1)
    assert seen["players"][0]["bid"] == 2  # still last round's dial
    assert seen["pending"]["player"] == 1
    spectator = s.game.view(None)
    assert spectator["players"][0]["bid"] == 2
    assert not any("5" in line for line in s.log if "bid" in line.lower())
    assert s.state.players[0].bid == 2  # not set before the reveal (2.3)


def test_rrg_2_3_bids_revealed_together():
    s = draw(p0=dict(bid=2), p1=dict(bid=4))
    bids(s, 5, 1)
    assert [p.bid for p in s.state.players] == [5, 1]
    assert "Bids revealed: Player 1 5, Player 2 1" in s.log
    assert [p["bid"] for p in s.game.view(1)["players"]] == [5, 1]


def test_rrg_2_4_higher_bidder_gives_the_difference():
    s = draw(first_player=1, p0=dict(honor=10), p1=dict(honor=10))
    bids(s, 5, 2)  # player 2 (first) bids 5, player 1 bids 2
    assert [p.honor for p in s.state.players] == [13, 7]
    assert "Player 2 gives 3 honor to Player 1 (7/13)." in s.log


def test_rrg_2_4_equal_bids_transfer_nothing():
    s = draw(p0=dict(honor=10), p1=dict(honor=11))
    bids(s, 4, 4)
    assert [p.honor for p in s.state.players] == [10, 11]
    assert not any("gives" in line for line in s.log)


def test_rrg_2_5_each_player_draws_cards_equal_to_their_bid():
    s = draw(p0=dict(hand=["Banzai!"]), p1=dict(hand=[]))
    decks = [list(p.conflict_deck) for p in s.state.players]
    bids(s, 4, 1)
    p0, p1 = s.state.players
    assert len(p0.hand) == 5 and len(p1.hand) == 1
    assert set(decks[0][-4:]) <= set(p0.hand) and p1.hand == decks[1][-1:]
    assert len(p0.conflict_deck) == 6 and len(p1.conflict_deck) == 9
    assert all(s.state.cards[u].zone == "hand" for u in p0.hand + p1.hand)


def test_rrg_2_action_window_after_drawing_first_player_first():
    s = draw(first_player=1, p0=dict(characters=["Hida Guardian"]),
             p1=dict(characters=["Doji Whisperer"]))
    bids(s, 3, 3)
    d = s.game.pending
    assert d.context == "action" and d.player == 1 and s.state.step == "2.w"
    assert len(s.state.players[1].hand) == 3  # the cards drawn are already in hand
    s.assert_legal("Play Fine Katana")  # cards just drawn can be played
    s.pick("Play Fine Katana")
    assert s.game.pending.context == "attach_host"
    s.pick("Hida Guardian")
    assert s.game.pending.player == 0 and s.state.phase == "draw"
    s.pass_()
    assert s.game.pending.player == 1 and s.state.phase == "draw"  # a pass is not final here
    s.pass_()
    assert s.state.phase == "conflict"  # two passes in a row close the window


def test_rrg_2_6_phase_long_lasting_effects_expire_when_the_draw_phase_ends():
    s = draw(p0=dict(characters=["Hida Guardian"]))
    bids(s, 1, 1)
    c = s.card("Hida Guardian", 0)
    s.state.lasting.append({"type": "modify", "stat": "military", "op": "add", "value": 2,
                            "targets": [[c.uid, c.instance]], "until": "phase"})
    assert skill(s.state, c, "military") == 3
    while s.state.phase == "draw":
        s.pass_()
    assert skill(s.state, c, "military") == 1
