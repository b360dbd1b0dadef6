"""No bot peeks (issue 11, "Bots"): at mid-game positions of random LCG games, a second
game identical except for what the deciding player cannot know -- the cards of their
hidden groups dealt otherwise (:meth:`l5r.lcg.rules.LCGRules.hidden_groups`: the
opponent's hand and decks, facedown cards, their own deck order), the opponents'
unrevealed secrets and the random number generator that decides future shuffles and
draws -- shows the player the same view, and every bot, seeded alike, gives the same
answer in both. A bot that looks at the game itself is caught by the same check."""

from __future__ import annotations

import random

import pytest

from l5r.engine.agents import Seat, candidates
from l5r.engine.bots import make_bot
from l5r.engine.game import Game
from l5r.engine.heuristic import HeuristicBot
from l5r.lcg.agents import RandomAgent
from l5r.lcg.decks import CLANS, default_deck
from l5r.lcg.game import RULES, new_game

BOTS = ["random", "heuristic", "mcts:20"]


def positions(n: int = 36) -> list[Game]:
    """Mid-game positions of random games (every clan), where the deciding player has a
    choice to make."""
    out = []
    for i in range(n):
        g = new_game([default_deck(CLANS[i % 7]), default_deck(CLANS[(i + 3) % 7])], seed=100 + i)
        agents = [RandomAgent(i), RandomAgent(i + 50)]
        stop = 20 + (37 * i) % 140
        n_ = 0
        while not g.over and (n_ < stop or len(candidates(g.pending, random.Random(0))) < 2):
            g.answer(agents[g.pending.player].choose(g.pending))
            n_ += 1
        if not g.over:
            out.append(g)
    return out


POSITIONS = positions()


def twin(g: Game, seed: int) -> Game:
    """``g`` with what its deciding player cannot know dealt otherwise: the card
    identities permuted within each of the player's hidden groups, the rule set's
    after-deal (indexes rebuilt, opponents' unrevealed secrets replaced) and another
    state of the random number generator (future shuffles and draws)."""
    rng = random.Random(seed)
    p = g.pending.player
    other = g.clone()
    cards = other.state.cards
    for group in RULES.hidden_groups(g, p):
        cids = [cards[u].cid for u in group]
        rng.shuffle(cids)
        for u, cid in zip(group, cids, strict=True):
            cards[u].cid = cid
    other.state.rng = rng.getrandbits(64)
    RULES.after_determinize(other, p, rng.getrandbits(64))
    return other


def answers_alike(spec_or_bot, games: list[Game]) -> tuple[int, int]:
    """(positions, positions where the bot answered the same in the game and its twin)."""
    same = 0
    for i, g in enumerate(games):
        p = g.pending.player
        other = twin(g, 1000 + i)
        assert other.view(p) == g.view(p)  # the player cannot tell the two apart
        assert other.to_data() != g.to_data()  # yet they differ
        picks = []
        for game in (g, other):
            bot = make_bot(spec_or_bot, seed=7) if isinstance(spec_or_bot, str) else spec_or_bot(7)
            picks.append(bot.decide(Seat(game, p)))
        same += picks[0] == picks[1]
    return len(games), same


@pytest.mark.parametrize("spec", BOTS)
def test_a_bot_answers_the_same_whatever_it_cannot_see(spec):
    n, same = answers_alike(spec, POSITIONS)
    assert n >= 30 and same == n


class _PeekingSeat(Seat):
    def sample(self, rng: random.Random) -> Game:
        return self._game.clone()  # the game itself, hidden cards and all


class PeekingBot(HeuristicBot):
    """The heuristic bot looking ahead on the game itself (what it must not do)."""

    def decide(self, seat: Seat):
        return super().decide(_PeekingSeat(seat._game, seat.player))


def test_a_peeking_bot_is_caught():
    n, same = answers_alike(PeekingBot, POSITIONS)
    assert same < n
