"""No peeking in CCG games of three and four players (issue 16, item 4; Ivory "Game area
knowledge"): every player's view redacts every other player's hidden cards, and at mid-game
positions of random multiplayer games a twin game dealt otherwise in everything the deciding
player cannot know (each other player's hand, decks and face-down province cards, and his
own decks) looks the same to him, and each bot gives the same answer in both (the check of
``test_ccg_bots_no_peeking``)."""

from __future__ import annotations

import random

import pytest
from test_ccg_bots_no_peeking import redeal, same_answer

from l5r.ccg import model as m
from l5r.ccg.multiplayer import decks_for, names_for
from l5r.ccg.setup import new_game
from l5r.engine.agents import RandomAgent, Seat, act, candidates

EDITIONS = ("ivory", "celestial", "diamond")
#: the decisions (counted from the start of a random game) at which the bots are asked
POSITIONS = (30, 90, 170, 260, 380)


def positions(ed: str, n: int):
    """(game, deciding player) at :data:`POSITIONS` of a random ``n``-player game, where the
    deciding player has a real choice."""
    g = new_game(decks_for(n), seed=n, edition=ed, names=names_for(n), max_turns=50 * n)
    agents = [RandomAgent(10 * n + i) for i in range(n)]
    k = 0
    for stop in POSITIONS:
        while not g.over and (k < stop or len(candidates(g.pending, random.Random(0))) < 2):
            act(g, agents[g.pending.player])
            k += 1
        if g.over:
            break
        yield g.clone(), g.pending.player


@pytest.mark.parametrize("ed", EDITIONS)
@pytest.mark.parametrize("n", [3, 4])
def test_every_view_redacts_the_other_players_hidden_cards(ed, n):
    """A player sees his own hand by title, and of every other player only how many cards he
    holds; a face-down province card shows as "face down" to everyone (Ivory "Game area
    knowledge"; Diamond "Setup": not even your own); and his whole view is the same in a twin
    game dealt otherwise in every card hidden from him."""
    for i, (g, _) in enumerate(positions(ed, n)):
        st = g.state
        for viewer in range(n):
            v = g.view(viewer)
            assert v == redeal(g, viewer, seed=100 * i + viewer).view(viewer)  # whatever he cannot see
            for q, pv in enumerate(v["players"]):
                if q == viewer:
                    assert pv["hand"] == [m.title(st, u) for u in st.players[q].hand] and "hand_cards" in pv
                else:
                    assert pv["hand"] == len(st.players[q].hand) and "hand_cards" not in pv
                for pr, prov in zip(pv["provinces"], st.players[q].provinces, strict=True):
                    if prov.card >= 0 and not st.cards[prov.card].face_up:
                        assert pr["card"] == "face down" and "card_info" not in pr
            if v["decision"] is not None and st.pending.player != viewer:
                assert set(v["decision"]) == {"player", "kind", "context"}


@pytest.mark.parametrize("ed", EDITIONS)
@pytest.mark.parametrize("n", [3, 4])
def test_bots_answer_alike_whatever_the_hidden_cards_are_in_multiplayer_games(ed, n):
    seen, deciders = 0, set()
    for g, player in positions(ed, n):
        h = redeal(g, player, seed=seen + 200)
        assert any(a.cid != b.cid for a, b in zip(g.state.cards, h.state.cards, strict=True))
        assert Seat(g, player).view() == Seat(h, player).view()
        for spec in ("random", "heuristic"):
            a, b = same_answer(spec, g, h, player)
            assert a == b, f"{spec} answers {a!r} with one deal, {b!r} with another ({g.pending.prompt!r})"
        seen += 1
        deciders.add(player)
    assert seen >= 4 and len(deciders) >= 2
