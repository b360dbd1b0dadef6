"""Duels in each edition's form (duel.py): Ivory "Challenge", "Duel", "Duelist";
celestial Rules Glossary "CHALLENGE", "DUEL", "DUELIST"; Diamond "Challenging and Dueling"."""

from __future__ import annotations

import ccg_fixtures  # noqa: F401  (registers the fixture cards)
import pytest

from l5r.ccg.duel import challenge_frame
from l5r.ccg.state import FOCUS, PLAY
from l5r.ccg.testing import Table


def duel_table(edition: str, a: str = "Fixture Swordsman", b: str = "Fixture Swordsman"):
    t = Table(edition)
    x = t.put(a, 0)
    y = t.put(b, 1)
    return t, x, y


def opts(t) -> list[str]:
    return [o.id for o in t.pending.options]


def zone(t, uid) -> str:
    return t.state.cards[uid].zone


# ------------------------------------------------------------------ challenge
@pytest.mark.parametrize("edition", ["ivory", "celestial", "diamond"])
def test_challenge_between_one_players_personalities_does_not_happen(edition):
    """Ivory "Challenge" / Diamond: two Personalities of one player never duel."""
    t = Table(edition)
    x, y = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 0)
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending is None and zone(t, x) == PLAY and zone(t, y) == PLAY and t.state.duel == {}


@pytest.mark.parametrize("edition", ["ivory", "celestial"])
def test_ivory_celestial_challenge_not_refusable_unless_the_effect_says(edition):
    """Ivory "Challenge"; celestial "CHALLENGE": refusal only when the challenge offers it."""
    t, x, y = duel_table(edition)
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending.context == "duel" and t.pending.player == 1
    t2, x2, y2 = duel_table(edition)
    t2.start(challenge_frame(x2, y2, refusable=True, on_refuse="lose_honor:2"))
    assert t2.pending.context == "challenge" and t2.pending.player == 1
    before = t2.honor(1)
    t2.pick("refuse")
    assert t2.honor(1) == before - 2 and t2.state.stack == []


def test_diamond_challenge_may_normally_be_refused_with_no_penalty():
    """Diamond "Challenging and Dueling": the challenged may normally refuse."""
    t, x, y = duel_table("diamond")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending.context == "challenge"
    before = (t.honor(0), t.honor(1))
    t.pick("refuse")
    assert (t.honor(0), t.honor(1)) == before and zone(t, y) == PLAY and t.state.duel == {}


def test_diamond_accepted_challenge_enters_the_duel_challenged_first():
    t, x, y = duel_table("diamond")
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    t.pick("accept")
    assert t.pending.context == "duel" and t.pending.player == 1


# ------------------------------------------------------------------ ivory
def test_ivory_duel_step2_focus_from_hand_or_top_of_fate_deck_unseen():
    """Ivory "Duel" step 2: focus a card from hand or the Fate deck's top without looking."""
    t, x, y = duel_table("ivory")
    h = t.put("Fixture Focus Two", 1, "hand")
    top = t.put("Fixture Focus Three", 1, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending.player == 1  # the challenged player first
    assert {f"h{h}", "deck", "strike"} <= set(opts(t))
    deck_label = next(o.label for o in t.pending.options if o.id == "deck")
    assert "Three" not in deck_label  # unseen
    t.pick("deck")
    assert zone(t, top) == FOCUS and not t.state.cards[top].face_up
    assert top not in t.state.players[1].fate_deck
    assert t.pending.player == 0  # the other player now focuses or strikes


def test_ivory_duel_resolution_higher_total_wins_loser_consequence_and_focus_discarded():
    """Ivory "Duel" steps 3-5: totals = Chi + Focus Values; the creator's consequence hits
    the loser; focused cards are discarded."""
    t, x, y = duel_table("ivory")  # both Chi 3
    f2 = t.put("Fixture Focus Two", 1, "hand")
    f1 = t.put("Fixture Focus One", 0, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy", on_win="gain_honor:1"))
    before = t.honor(1)
    t.pick(f"h{f2}")      # challenged: 3 + 2
    t.pick(f"h{f1}")      # challenger: 3 + 1
    t.pick("strike")      # challenged strikes
    assert zone(t, x) != PLAY and t.state.cards[x].dead  # loser destroyed
    assert zone(t, y) == PLAY and t.honor(1) == before + 1  # winner's consequence
    assert zone(t, f1) == "fate_discard" and zone(t, f2) == "fate_discard"
    assert t.state.duel == {} and t.state.stack == []


def test_ivory_duel_tie_both_lose():
    """Ivory "Duel" step 5: tied totals -- both players lose and take the loser's consequences."""
    t, x, y = duel_table("ivory")
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    t.pick("strike")
    assert zone(t, x) != PLAY and zone(t, y) != PLAY


def test_ivory_duelist_wins_ties_against_a_non_duelist():
    """Ivory "Duelist": a tie goes to the Duelist facing a non-Duelist."""
    t, x, y = duel_table("ivory", "Fixture Duelist", "Fixture Swordsman")  # Chi 3 vs 3
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    t.pick("strike")
    assert zone(t, x) == PLAY and zone(t, y) != PLAY


def test_ivory_duelist_against_duelist_tie_both_lose():
    t, x, y = duel_table("ivory", "Fixture Duelist", "Fixture Duelist")
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    t.pick("strike")
    assert zone(t, x) != PLAY and zone(t, y) != PLAY


def test_ivory_duel_at_most_four_focuses_then_must_strike():
    """Ivory "Duel" step 2: a player who has focused four times may not focus again; a
    player who can't focus must strike."""
    t, x, y = duel_table("ivory")
    for p in (0, 1):
        for _ in range(6):
            t.put("Fixture Focus One", p, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    for _ in range(8):
        t.pick(opts(t)[0])  # focus the first hand card
    # player 1 has focused four times: no focus option is left, so he strikes automatically
    assert t.pending is None
    assert sum(1 for c in t.state.cards if c.zone == "fate_discard") == 8
    assert zone(t, x) != PLAY and zone(t, y) != PLAY  # 3+4 vs 3+4: a tie


def test_ivory_duel_of_force_uses_force():
    """Ivory "Duel" step 5: the duel stat is Chi unless another is given."""
    t, x, y = duel_table("ivory", "Fixture Monk", "Fixture Courtier")  # Chi 4/2, Force 2/1
    t.start(challenge_frame(y, x, on_lose="destroy", stat="force"))
    t.pick("strike")  # Monk (challenged) 2 vs Courtier 1 in Force
    assert zone(t, x) == PLAY and zone(t, y) != PLAY


def test_focus_effect_resolves_only_after_a_strike():
    """Ivory "Duel" steps 3-4 (celestial step 3; Diamond): Focus Effects resolve after the
    strike, not when focused."""
    t, x, y = duel_table("ivory")
    fb = t.put("Fixture Bowing Focus", 1, "hand")
    t.start(challenge_frame(x, y))
    t.pick(f"h{fb}")
    assert not t.state.cards[x].bowed  # not yet
    t.pick("strike")
    assert t.state.cards[x].bowed and not t.state.cards[y].bowed
    assert zone(t, fb) == "fate_discard"


def test_duel_ends_without_resolution_if_a_duelist_leaves_play():
    """Ivory "Challenge": a duelist leaving play ends the duel without resolution."""
    from l5r.ccg.actions import destroy_now
    t, x, y = duel_table("ivory")
    f1 = t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_win="gain_honor:5", on_lose="destroy"))
    t.pick(f"h{f1}")
    destroy_now(t.g, x)
    before = t.honor(1)
    t.g.run()
    t.state.pending = None
    t.g.run()
    assert t.honor(1) == before and zone(t, y) == PLAY
    assert zone(t, f1) == "fate_discard" and t.state.duel == {}


def test_duel_result_is_handed_to_the_frame_below():
    """The creator learns the outcome (for its own consequences)."""
    t, x, y = duel_table("ivory", "Fixture Monk", "Fixture Swordsman")  # Chi 4 vs 3
    t.state.pending = None
    t.state.stack = [{"step": "ccg.phase_end"}, challenge_frame(x, y)]
    t.g.run()
    t.pick("strike")
    assert t.state.stack == []  # popped past the frame below, which received the result


# ------------------------------------------------------------------ celestial
def test_celestial_duel_focus_pool_top_three_and_one_card_from_hand():
    """Celestial "DUEL" steps 1-2: a focus pool of the top three Fate cards; one card per
    duel may come from hand instead."""
    t, x, y = duel_table("celestial")
    deck = [t.put("Fixture Focus One", 1, "fate_deck") for _ in range(4)]
    h1 = t.put("Fixture Focus Two", 1, "hand")
    h2 = t.put("Fixture Focus Three", 1, "hand")
    for _ in range(3):
        t.put("Fixture Focus One", 0, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    pool = [u for u in deck[-3:]]
    assert all(zone(t, u) == FOCUS for u in pool) and zone(t, deck[0]) == "fate_deck"
    assert {f"p{u}" for u in pool} | {f"h{h1}", f"h{h2}"} <= set(opts(t))
    assert "deck" not in opts(t)
    t.pick(f"h{h1}")
    t.pick(opts(t)[0])  # challenger focuses from his pool
    assert f"h{h2}" not in opts(t)  # only one card from hand per duel
    t.pick("strike")
    # 3 + 2 vs 3 + 1: the challenger loses
    assert zone(t, x) != PLAY and zone(t, y) == PLAY
    # unused pool cards go to the bottom of the Fate deck
    p1 = t.state.players[1]
    assert p1.fate_deck[:3] == [u for u in pool] or set(p1.fate_deck[:3]) == set(pool)
    assert all(zone(t, u) == "fate_deck" for u in pool)
    assert zone(t, h1) == "fate_discard"


def test_celestial_duelist_challenger_focuses_first_against_equal_or_higher_non_duelist():
    """Celestial "DUELIST": the Duelist challenger gets the first chance to focus and must
    focus if possible."""
    t, x, y = duel_table("celestial", "Fixture Duelist", "Fixture Swordsman")  # Chi 3 vs 3
    for p in (0, 1):
        for _ in range(3):
            t.put("Fixture Focus One", p, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending.player == 0 and "strike" not in opts(t)
    t.pick(opts(t)[0])
    assert t.pending.player == 1 and "strike" in opts(t)


def test_celestial_duelist_does_not_focus_first_against_lower_stat():
    t, x, y = duel_table("celestial", "Fixture Duelist", "Fixture Courtier")  # Chi 3 vs 2
    for p in (0, 1):
        t.put("Fixture Focus One", p, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending.player == 1


def test_celestial_duelist_does_not_win_ties():
    """Celestial "DUEL" step 4: a tie makes both lose (its Duelist only focuses first)."""
    t, x, y = duel_table("celestial", "Fixture Duelist", "Fixture Swordsman")
    t.start(challenge_frame(y, x, on_lose="destroy"))  # the Duelist is challenged
    assert t.pending.player == 0
    t.pick("strike")
    assert zone(t, x) != PLAY and zone(t, y) != PLAY


# ------------------------------------------------------------------ diamond
def test_diamond_duel_focus_only_from_hand():
    """Diamond "Challenging and Dueling": focus cards come from hand; no deck focusing; no
    limit of four."""
    t, x, y = duel_table("diamond")
    for _ in range(5):
        t.put("Fixture Focus One", 1, "hand")
    t.put("Fixture Focus One", 1, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy", refusable=False))
    assert "deck" not in opts(t) and all(o == "strike" or o.startswith("h") for o in opts(t))
    t.state.players[0].hand.clear()
    t.pick(opts(t)[0])  # player 1 focuses; player 0 has no hand: he must strike
    # 3 + 1 vs 3: the challenger loses
    assert t.pending is None and zone(t, x) != PLAY and zone(t, y) == PLAY


def test_diamond_duelist_wins_ties_from_ivory_rule():
    """Diamond is silent on Duelist: the ivory rule applies (DECISIONS.md Precedence)."""
    t, x, y = duel_table("diamond", "Fixture Swordsman", "Fixture Duelist")
    t.start(challenge_frame(x, y, on_lose="destroy", refusable=False))
    assert zone(t, y) == PLAY and zone(t, x) != PLAY


def test_challenge_from_a_card_action_destroys_the_loser():
    """A card creating a duel pushes challenge_frame from its effect (fixture Challenge)."""
    t, x, y = duel_table("ivory", "Fixture Monk", "Fixture Swordsman")  # Chi 4 vs 3
    card = t.put("Fixture Challenge", 0, "hand")
    t.open_action(0)
    t.use(card, 0)
    assert t.pending.context == "duel" and t.pending.player == 1
    t.pick("strike")
    assert zone(t, y) != PLAY and zone(t, x) == PLAY
