"""Paying Gold costs per edition: Ivory "Paying Gold Costs" (excess Gold goes to a Gold pool
that empties at the end of each phase); celestial "Paying Gold Costs" and Diamond "Costs and
Effects" (the extra Gold is lost)."""

import pytest

from l5r.ccg import gold
from l5r.ccg.testing import Table


def pay(t, player, due, auto=True):
    t.start(gold.pay_frame(player, due))
    if auto and t.pending is not None:
        t.pick("auto")


def test_ivory_excess_gold_goes_to_the_pool_and_pays_a_later_cost():
    """Ivory "Paying Gold Costs": bowing the Stronghold (4) for a 3 Gold cost puts 1 Gold in the
    pool; the next 1 Gold cost is paid from it without bowing anything."""
    t = Table("ivory")
    mine = t.put("Diamond Mine", 0)
    sh = t.state.players[0].stronghold
    pay(t, 0, 3)
    st = t.state
    assert st.cards[sh].bowed and not st.cards[mine].bowed
    assert st.players[0].gold_pool == 1
    pay(t, 0, 1, auto=False)
    assert t.pending is None  # no source asked for
    assert st.players[0].gold_pool == 0 and not st.cards[mine].bowed


def test_ivory_gold_pool_empties_at_the_end_of_the_phase():
    """Ivory "Paying Gold Costs": at the end of each phase unspent Gold in the pool disappears."""
    t = Table("ivory")
    pay(t, 0, 1)
    assert t.state.players[0].gold_pool == 3
    t.start({"step": "ccg.phase_end", "phase": "action"})
    assert t.state.players[0].gold_pool == 0


def test_ivory_pool_counts_toward_what_a_player_can_pay():
    t = Table("ivory")
    t.state.players[0].gold_pool = 2
    assert gold.available(t.state, 0) == 6  # pool 2 + Stronghold 4
    assert gold.can_pay(t.state, 0, 6) and not gold.can_pay(t.state, 0, 7)


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_excess_gold_is_lost(ed):
    """celestial "Paying Gold Costs": "The extra 1 Gold is lost"; Diamond "Costs and Effects":
    excess Gold is taxed away. Nothing carries to the next cost."""
    t = Table(ed)
    mine = t.put("Diamond Mine", 0)
    sh = t.state.players[0].stronghold
    pay(t, 0, 3)
    st = t.state
    assert st.cards[sh].bowed and st.players[0].gold_pool == 0
    pay(t, 0, 1)
    assert st.cards[mine].bowed  # the 1 Gold cost needed a new source


@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_auto_payment_bows_the_fewest_sources(ed):
    """Choosing sources: a 5 Gold cost is paid by the Diamond Mine alone (5), not by
    the Stronghold (4) plus another card."""
    t = Table(ed)
    mine = t.put("Diamond Mine", 0)
    sh = t.state.players[0].stronghold
    pay(t, 0, 5)
    assert t.state.cards[mine].bowed and not t.state.cards[sh].bowed


@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_bowed_sources_produce_nothing_and_a_short_payment_fails(ed):
    """A bowed card cannot bow to produce Gold (Ivory "Paying Gold Costs": bowing produces it)."""
    t = Table(ed)
    t.put("Diamond Mine", 0, bowed=True)
    assert gold.available(t.state, 0) == 4
    assert not gold.can_pay(t.state, 0, 5)


def test_choosing_a_source_by_hand_bows_it():
    t = Table("celestial")
    mine = t.put("Diamond Mine", 0)
    t.start(gold.pay_frame(0, 2))
    t.pick(f"{mine}:5:0")
    assert t.pending is None and t.state.cards[mine].bowed
    assert t.state.players[0].gold_pool == 0
