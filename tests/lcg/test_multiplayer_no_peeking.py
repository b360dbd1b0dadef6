"""No bot peeks in the multiplayer formats either (issue 14, with issue 11's check of
``test_bots_no_peeking``): at mid-game positions of random enlightenment and team conquest
games, a twin game dealt otherwise in everything the deciding player cannot know (the other
players' hands, decks and facedown cards, a teammate's too) shows them the same view, and
each bot gives the same answer in both."""

from __future__ import annotations

import random

import pytest
from test_bots_no_peeking import answers_alike

from l5r.engine.agents import candidates
from l5r.engine.game import Game
from l5r.lcg.agents import RandomAgent
from l5r.lcg.decks import CLANS, default_deck
from l5r.lcg.formats import PLAYERS
from l5r.lcg.game import new_game


def positions(fmt: str, n: int = 12) -> list[Game]:
    out = []
    k = PLAYERS[fmt]
    for i in range(n):
        g = new_game([default_deck(CLANS[(i + 2 * j) % 7]) for j in range(k)], seed=300 + i, format=fmt)
        agents = [RandomAgent(i * k + j) for j in range(k)]
        stop = 20 + (37 * i) % 140
        n_ = 0
        while not g.over and (n_ < stop or len(candidates(g.pending, random.Random(0))) < 2):
            g.answer(agents[g.pending.player].choose(g.pending))
            n_ += 1
        if not g.over:
            out.append(g)
    return out


@pytest.mark.parametrize("fmt", ["enlightenment", "team-conquest"])
@pytest.mark.parametrize("spec", ["random", "heuristic"])
def test_a_bot_answers_the_same_whatever_it_cannot_see_in_multiplayer_formats(spec, fmt):
    games = positions(fmt)
    assert {g.pending.player for g in games} != {0}  # not only player 1 decides
    n, same = answers_alike(spec, games)
    assert n >= 10 and same == n
