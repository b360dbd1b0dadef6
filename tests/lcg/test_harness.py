"""The scenario harness itself (``l5r.testing.Scenario``): it can state any position (discard
piles, decks in order, removed cards, adjustments after building), show a decision that has a
single option, and its legality assertions cannot pass for want of a decision."""

import pytest

from l5r.testing import Scenario


def test_discard_piles_decks_in_order_and_removed_cards():
    s = Scenario()
    s.player(0, conflict_deck=["Fine Katana", "Banzai!"], dynasty_deck=["Moto Youth", "Eager Scout"],
             conflict_discard=["Ornate Fan", "Assassination"], dynasty_discard=["Doji Whisperer"],
             removed=["Let Go"])
    s.player(1)
    st = s.build().state
    pl = st.players[0]
    names = lambda uids: [st.cards[u].cid for u in uids]  # noqa: E731
    assert names(pl.conflict_deck) == ["01-fine-katana", "01-banzai"]  # bottom to top
    assert names(pl.dynasty_deck) == ["01-moto-youth", "01-eager-scout"]
    assert names(pl.conflict_discard) == ["01-ornate-fan", "01-assassination"]
    assert names(pl.dynasty_discard) == ["01-doji-whisperer"]
    assert names(pl.removed) == ["01-let-go"] and st.cards[pl.removed[0]].zone == "removed"


def test_the_top_of_a_deck_is_drawn_first():
    s = Scenario(first_player=0)
    s.player(0, conflict_deck=["Fine Katana", "Banzai!"])
    s.player(1)
    s.start("draw")
    s.pick("1")
    s.pick("1")
    st = s.state
    assert [st.cards[u].cid for u in st.players[0].hand] == ["01-banzai"]


def test_adjustments_apply_after_building_before_the_game_runs():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"])
    s.player(1)
    s.adjust(lambda g: setattr(g.state.players[1], "honor", 7))  # 10 unless adjusted
    s.start("dynasty")
    assert s.state.players[1].honor == 7


def test_ask_alone_shows_a_decision_with_one_option():
    """Engine ``Game.ask_alone``: the only host of an attachment is asked for, not taken."""
    def play_katana(ask_alone):
        s = Scenario(first_player=0, ask_alone=ask_alone)
        s.player(0, characters=["Kaiu Envoy"], hand=["Fine Katana"], fate=3)
        s.player(1)
        s.start("dynasty")
        s.pick("Play Fine Katana")
        return s
    s = play_katana(True)
    s.assert_legal("Kaiu Envoy", context="attach_host", player=0)
    assert len(s.legal()) == 1
    s.pick("Kaiu Envoy")
    assert s.card("Fine Katana").zone == "attached"
    s = play_katana(False)
    assert s.card("Fine Katana").zone == "attached"  # taken without asking


def test_legality_assertions_need_a_pending_decision_of_the_given_kind():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Fine Katana"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.assert_legal("Fine Katana", context="dynasty", player=0)
    with pytest.raises(AssertionError, match="not 'conflict_action'"):
        s.assert_not_legal("Banzai!", context="conflict_action")
    with pytest.raises(AssertionError, match="player 0 decides"):
        s.assert_not_legal("Banzai!", player=1)
    s.game.state.pending = None
    with pytest.raises(AssertionError, match="no decision is pending"):
        s.assert_not_legal("Banzai!")
