"""CCG bots never peek (issue 11, "Bots"; Ivory "Game area knowledge"): at mid-game
positions of random games in every edition, a second game identical except that the cards
hidden from the deciding player are dealt otherwise (their identities permuted within the
rule set's hidden groups, the card index rebuilt) and the random number generator is in
another state (future shuffles and draws differ) looks the same to that player (his view is
identical), and every bot with the same seed gives the same answer in both. A bot that looks
at the game itself instead of a determinized copy is caught by the same check.
"""

from __future__ import annotations

import random

import pytest

from l5r.ccg.duel import challenge_frame
from l5r.ccg.index import forget_game
from l5r.ccg.setup import new_game
from l5r.ccg.testing import Table
from l5r.engine.agents import RandomAgent, Seat, act, candidates
from l5r.engine.bots import make_bot
from l5r.engine.decision import Answer
from l5r.engine.game import Game
from l5r.engine.heuristic import HeuristicBot
from l5r.engine.mcts import MctsBot

EDITIONS = ("ivory", "celestial", "diamond")
BOTS = ("random", "heuristic", "mcts:20")
#: the decisions (counted from the start of a random game) at which the bots are asked
POSITIONS = (40, 110, 190, 280)


def redeal(g: Game, player: int, seed: int) -> Game:
    """A copy of ``g`` whose cards hidden from ``player`` (``RuleSet.hidden_groups``) are dealt
    otherwise, with its card index rebuilt and its random number generator elsewhere."""
    h = g.clone()
    st = h.state
    rng = random.Random(seed)
    for group in h.rules.hidden_groups(h, player):
        cids = [st.cards[u].cid for u in group]
        rng.shuffle(cids)
        for u, cid in zip(group, cids, strict=True):
            st.cards[u].cid = cid
    forget_game(st)
    st.rng = rng.getrandbits(64)
    return h


def positions(ed: str):
    """(game, deciding player) at :data:`POSITIONS` of two random games, where the deciding
    player has a real choice."""
    for seed in range(2):
        g = new_game(["lion", "dragon"], seed=seed, edition=ed, max_turns=100)
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        n = 0
        for stop in POSITIONS:
            while not g.over and (n < stop or len(candidates(g.pending, random.Random(0))) < 2):
                act(g, agents[g.pending.player])
                n += 1
            if g.over:
                break
            yield g.clone(), g.pending.player


def duel_positions(ed: str):
    """(game, player 0) at duels whose challenged player (1) has focused a card face down
    (Ivory "Focusing area": the other player may not look at it) and player 0 is to focus
    or strike: what wins the duel is hidden from him."""
    for seed in range(4):
        t = Table(ed, keep=True, seed=seed)
        x, y = t.put("Matsu Benika", 0), t.put("Togashi Konishi", 1)  # Chi 4 against Chi 2
        t.start(challenge_frame(x, y, on_lose="destroy"))
        if t.pending.context == "challenge":  # Diamond: a challenge may be refused
            t.pick("accept")
        d = t.pending
        focus = [o.id for o in d.options if o.id != "strike"]
        if d.player != 1 or not focus:
            continue
        t.g.answer(focus[seed % len(focus)])
        if t.pending is not None and t.pending.player == 0 and len(t.pending.options) > 1:
            yield t.g, 0


def same_answer(bot_spec_or_class, g: Game, h: Game, player: int) -> tuple[Answer, Answer]:
    """The answers of two equally seeded bots, one seated at ``g``, the other at ``h``."""
    if isinstance(bot_spec_or_class, str):
        a, b = make_bot(bot_spec_or_class, 5), make_bot(bot_spec_or_class, 5)
    else:
        a, b = bot_spec_or_class(5), bot_spec_or_class(5)
    return a.decide(Seat(g, player)), b.decide(Seat(h, player))


class _Open(Seat):
    """A seat whose samples are the game itself: every card where it is, the true future."""

    def sample(self, rng: random.Random) -> Game:
        return self._game.clone()  # peeking


class PeekingHeuristic(HeuristicBot):
    """A heuristic bot that judges its answers on the game itself (a copy of it, with every
    card where it really is) instead of a determinized copy: it peeks."""

    def decide(self, seat: Seat) -> Answer:
        return super().decide(_Open(seat._game, seat.player))


class PeekingMcts(MctsBot):
    """An IS-MCTS bot whose every iteration starts from the game itself, not a sample."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, iterations=20)

    def decide(self, seat: Seat) -> Answer:
        return super().decide(_Open(seat._game, seat.player))


@pytest.mark.parametrize("ed", EDITIONS)
def test_bots_answer_alike_whatever_the_hidden_cards_are(ed):
    seen = 0
    for g, player in [*positions(ed), *duel_positions(ed)]:
        h = redeal(g, player, seed=seen + 100)
        dealt = [a.cid != b.cid for a, b in zip(g.state.cards, h.state.cards, strict=True)]
        assert any(dealt), "nothing was dealt otherwise"
        assert h.state.rng != g.state.rng
        assert Seat(g, player).view() == Seat(h, player).view()
        before = (g.to_data(), h.to_data())
        for spec in BOTS:
            a, b = same_answer(spec, g, h, player)
            assert a == b, f"{spec} answers {a!r} with one deal, {b!r} with another ({g.pending.prompt!r})"
        assert (g.to_data(), h.to_data()) == before  # the bots changed neither game
        seen += 1
    assert seen >= 8


@pytest.mark.parametrize("peeker", [PeekingHeuristic, PeekingMcts])
def test_a_peeking_bot_is_caught_by_the_same_check(peeker):
    """The check can fail: a bot that looks at the game itself answers differently when the
    hidden cards are dealt otherwise, at some of the same positions (the heuristic bot looks
    one decision ahead: at a duel, where striking shows the other player's focused card; the
    search bot also in the random games)."""
    caught = 0
    for ed in EDITIONS:
        for i, (g, player) in enumerate([*positions(ed), *duel_positions(ed)]):
            h = redeal(g, player, seed=i + 100)
            assert Seat(g, player).view() == Seat(h, player).view()
            a, b = same_answer(peeker, g, h, player)
            caught += a != b
    assert caught >= 1
