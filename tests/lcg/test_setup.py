"""Rules Reference "Setup" (steps 3-8), "Mulligan" and deck loading.

Games are created with :func:`l5r.lcg.game.new_game` from the default Core Set
decks; the first decisions of a new game are the setup decisions.
"""

from __future__ import annotations

import pytest

from l5r.lcg import setup as setup_mod
from l5r.lcg.decks import default_deck
from l5r.lcg import DeckError, new_game
from l5r.lcg.invariants import check
from l5r.lcg.model import FACTS
from l5r.lcg.state import IN_PROVINCE, PROVINCE, STRONGHOLD_SLOT

CLANS = ("crab", "lion")


def _game(seed=2, **kw):
    return new_game([default_deck(c) for c in CLANS], seed=seed, logging=True, **kw)


def _choose_provinces(g, picks=(0, 0)):
    """Answer both stronghold-province decisions (in the order asked) with the
    option index ``picks[player]``; return {player: chosen uid}."""
    chosen = {}
    for _ in range(2):
        d = g.pending
        assert d.context == "stronghold_province"
        uid = int(d.options[picks[d.player]].id)
        chosen[d.player] = uid
        g.answer(str(uid))
    return chosen


def _names(g, uids):
    return [FACTS[g.state.cards[u].cid].name for u in uids]


# ---------------------------------------------------------------- step 3: first player
def test_rrg_setup_3_first_player_is_random_but_fixed_by_the_seed():
    firsts = {seed: _game(seed).state.first_player for seed in range(8)}
    assert set(firsts.values()) == {0, 1}  # both players can be chosen
    for seed, fp in firsts.items():
        assert _game(seed).state.first_player == fp  # same seed, same first player
        assert _game(seed).pending.player == fp  # who then decides first (player order)


def test_rrg_setup_3_first_player_can_be_fixed():
    for fp in (0, 1):
        g = _game(seed=2, first_player=fp)
        assert g.state.first_player == fp
        assert g.pending.player == fp


# ---------------------------------------------------------------- step 5: provinces
def test_rrg_setup_5_stronghold_province_choice_is_secret_and_goes_to_slot_4():
    g = _game()
    fp = g.state.first_player
    other = 1 - fp
    d = g.pending
    assert d.secret and d.player == fp
    labels = [o.label for o in d.options]
    assert sorted(labels) == sorted(_names(g, g.state.players[fp].provinces))
    # the opponent sees only that a secret decision is pending
    seen = g.view(other)["pending"]
    assert (seen["player"], seen["context"], seen["secret"]) == (fp, "stronghold_province", True)
    assert "options" not in seen
    chosen = _choose_provinces(g, picks=(3, 1))
    for p, uid in chosen.items():
        pl = g.state.players[p]
        assert pl.provinces[STRONGHOLD_SLOT] == uid
        assert g.state.cards[uid].slot == STRONGHOLD_SLOT
        assert len(set(pl.provinces)) == 5
    # the opponent's view of the stronghold province tells nothing of its identity
    seen = g.view(other)["players"][fp]["provinces"][STRONGHOLD_SLOT]
    assert seen["facedown"] is True and "name" not in seen and "id" not in seen
    mine = g.view(fp)["players"][fp]["provinces"][STRONGHOLD_SLOT]
    assert mine["name"] == _names(g, [chosen[fp]])[0]


def test_rrg_setup_5_opponent_cannot_tell_which_province_was_chosen():
    """The opponent's view is the same whichever province was chosen (no uid
    of a facedown card either: uids follow the deck list)."""
    views = []
    for pick in (0, 3):
        g = _game(first_player=0)
        _choose_provinces(g, picks=(pick, 0))
        views.append(g.view(1)["players"][0]["provinces"])
    assert views[0] == views[1]


def test_rrg_setup_5_all_provinces_start_facedown():
    g = _game()
    _choose_provinces(g)
    for pl in g.state.players:
        assert [g.state.cards[u].facedown for u in pl.provinces] == [True] * 5
        assert all(g.state.cards[u].zone == PROVINCE for u in pl.provinces)


# ---------------------------------------------------------------- step 6: fill, dynasty mulligan
def test_rrg_setup_6_four_provinces_filled_facedown_not_the_stronghold_province():
    g = _game()
    _choose_provinces(g)
    for pl in g.state.players:
        for s in range(STRONGHOLD_SLOT):
            assert len(pl.province_cards[s]) == 1
            c = g.state.cards[pl.province_cards[s][0]]
            assert c.facedown and c.zone == IN_PROVINCE and c.slot == s
        assert pl.province_cards[STRONGHOLD_SLOT] == []
        assert len(pl.dynasty_deck) == 40 - 4
    assert g.pending.context == "dynasty_mulligan"
    assert g.pending.player == g.state.first_player  # mulligans in player order


def test_rrg_mulligan_dynasty_cards_replaced_then_shuffled_back():
    g = _game()
    _choose_provinces(g)
    st = g.state
    p = g.pending.player
    pl = st.players[p]
    before = [list(s) for s in pl.province_cards]
    deck_before = list(pl.dynasty_deck)
    out = [before[0][0], before[2][0]]
    g.answer([str(u) for u in out])
    # slots 0 and 2 got the top cards of the deck; slots 1 and 3 are untouched
    top_two = deck_before[-2:]
    assert sorted([pl.province_cards[0][0], pl.province_cards[2][0]]) == sorted(top_two)
    assert pl.province_cards[1] == before[1] and pl.province_cards[3] == before[3]
    assert all(st.cards[pl.province_cards[s][0]].facedown for s in range(4))
    # the set-aside cards went back into the deck, which was shuffled
    assert len(pl.dynasty_deck) == 36
    assert set(out) <= set(pl.dynasty_deck)
    assert pl.dynasty_deck != deck_before[:-2] + out
    assert all(st.cards[u].zone == "dynasty_deck" for u in out)
    # the other player mulligans next
    assert g.pending.context == "dynasty_mulligan" and g.pending.player == 1 - p
    check(g)


# ---------------------------------------------------------------- step 7: hand, conflict mulligan
def test_rrg_setup_7_draw_four_then_conflict_mulligan_in_player_order():
    g = _game()
    _choose_provinces(g)
    g.answer([])
    g.answer([])
    st = g.state
    fp = st.first_player
    assert g.pending.context == "conflict_mulligan" and g.pending.player == fp
    for pl in st.players:
        assert len(pl.hand) == 4 and len(pl.conflict_deck) == 36
    pl = st.players[fp]
    hand = list(pl.hand)
    deck_before = list(pl.conflict_deck)
    out = hand[:3]
    g.answer([str(u) for u in out])
    assert len(pl.hand) == 4 and len(pl.conflict_deck) == 36
    assert not set(out) & set(pl.hand)  # set aside, so never drawn back
    assert set(pl.hand) == {hand[3], *deck_before[-3:]}
    assert set(out) <= set(pl.conflict_deck)
    assert pl.conflict_deck != deck_before[:-3] + out  # shuffled back in
    assert g.pending.context == "conflict_mulligan" and g.pending.player == 1 - fp
    check(g)


# ---------------------------------------------------------------- step 8: honor, then round 1
def test_rrg_setup_8_starting_honor_from_stronghold_then_round_one():
    g = _game()
    st = g.state
    _choose_provinces(g)
    for _ in range(4):  # two dynasty and two conflict mulligans, all passed
        g.answer([])
    for p, clan in enumerate(CLANS):
        sh = FACTS[default_deck(clan)["stronghold"]]
        assert st.players[p].honor == sh.honor
    assert [p.honor for p in st.players] == [10, 12]  # Shiro Nishiyama, Yōjin no Shiro
    assert "Setup: Player 2 starts with 12 honor." in st.log
    assert st.round == 1 and st.phase == "dynasty"
    assert g.pending.context == "dynasty" and g.pending.player == st.first_player


def test_rrg_setup_7_8_skirmish_three_cards_and_six_honor():
    g = new_game([default_deck(c, format="skirmish") for c in CLANS], seed=2, logging=True, format="skirmish")
    assert g.pending.context == "dynasty_mulligan"  # no stronghold province to choose (step 5)
    g.answer([])
    g.answer([])
    assert [len(p.hand) for p in g.state.players] == [3, 3]
    g.answer([])
    g.answer([])
    assert [p.honor for p in g.state.players] == [6, 6]


# ---------------------------------------------------------------- deck errors
def _deck(**changes):
    d = default_deck("crab")
    d.update(changes)
    return d


@pytest.mark.parametrize("bad, message", [
    (_deck(stronghold="no-such-card"), "unknown card id 'no-such-card'"),
    (_deck(dynasty=["no-such-card"] + default_deck("crab")["dynasty"][1:]), "unknown card id"),
    (_deck(stronghold=default_deck("lion")["provinces"][0]), "not allowed in stronghold"),
    (_deck(dynasty=default_deck("crab")["conflict"]), "not a dynasty card"),
    (_deck(provinces=default_deck("crab")["provinces"][:4]), "exactly 5 provinces"),
])
def test_rrg_deckbuilding_bad_deck_raises_deck_error(bad, message):
    with pytest.raises(DeckError, match=message) as info:
        new_game([default_deck("lion"), bad])
    assert str(info.value).startswith("deck 2:")


@pytest.mark.parametrize("key", ["stronghold", "provinces", "dynasty", "conflict"])
def test_rrg_deckbuilding_missing_key_raises_deck_error(key):
    bad = default_deck("crab")
    del bad[key]
    with pytest.raises(DeckError, match=f"deck 1: missing '{key}'"):
        new_game([bad, default_deck("lion")])


def test_rrg_deckbuilding_bad_deck_creates_nothing(monkeypatch):
    created = []
    real = setup_mod.LCGState
    monkeypatch.setattr(setup_mod, "LCGState", lambda *a, **k: created.append(1) or real(*a, **k))
    bad = _deck(conflict=["no-such-card"])
    snapshot = dict(bad, conflict=list(bad["conflict"]))
    with pytest.raises(DeckError):
        new_game([default_deck("lion"), bad])
    with pytest.raises(DeckError, match="two decks"):
        new_game([default_deck("lion")])
    assert created == []
    assert bad == snapshot  # the caller's deck is left as it was
    new_game([default_deck("lion"), default_deck("crab")])
    assert created == [1]  # the probe does see a game being created
