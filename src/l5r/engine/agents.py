"""Agents that answer decisions, and what an agent may know of a game.

A bot never receives the game itself: it receives a :class:`Seat`, which offers
its player's redacted view, the pending decision (its own) and *determinized*
copies of the game (:func:`determinize`): copies in which every card the player
cannot see has been dealt a new identity from the cards that could be there.
Searching on such copies is how a bot looks ahead without peeking.

The seeded uniform random agent:

>>> from l5r.engine.decision import Decision, Kind, Option
>>> d = Decision(0, Kind.MANY, "Pick", [Option("a", "A"), Option("b", "B"), Option("c", "C")],
...              min=1, max=2)
>>> a = RandomAgent(3)
>>> ans = a.choose(d)
>>> d.check(ans) == ans and 1 <= len(ans) <= 2
True
>>> [RandomAgent(5).choose(d) for _ in range(3)] == [RandomAgent(5).choose(d) for _ in range(3)]
True

The answers a searching bot weighs (:func:`candidates`): every option of a
``choose_one``; for a small ``choose_many`` every legal subset:

>>> candidates(d, random.Random(0))
[['a'], ['b'], ['c'], ['a', 'b'], ['a', 'c'], ['b', 'c']]
"""

from __future__ import annotations

import itertools
import random
from typing import Any, Protocol

from .decision import Answer, Decision, IllegalAnswer, Kind
from .game import Game

#: A ``choose_many`` with at most this many options is weighed subset by subset.
ALL_SUBSETS_UP_TO = 4
#: Otherwise: the empty answer, each single option, and this many random subsets.
RANDOM_SUBSETS = 8


class Seat:
    """What the agent of ``player`` may use: its own view, its own pending decision,
    and determinized copies of the game (never the game itself).

    Nothing stops Python code from reaching ``_game``; the no-peeking tests
    (``tests/engine/test_bots.py``) check that every bot's choices are the same
    when the cards its player cannot see are dealt otherwise."""

    __slots__ = ("_game", "player")

    def __init__(self, game: Game, player: int) -> None:
        self._game = game
        self.player = player

    @property
    def decision(self) -> Decision:
        d = self._game.pending
        if d is None or d.player != self.player:
            raise IllegalAnswer(f"player {self.player} has no decision pending")
        return d

    def view(self) -> dict:
        """The player's redacted view (the rule set's ``view``)."""
        return self._game.view(self.player)

    def sample(self, rng: random.Random) -> Game:
        """A determinized copy of the game for this player (:func:`determinize`)."""
        return determinize(self._game, self.player, rng)


def determinize(game: Game, player: int, rng: random.Random) -> Game:
    """A copy of ``game`` that ``player`` cannot tell from it: in each group of cards
    hidden from ``player`` (:meth:`RuleSet.hidden_groups`) the identities are dealt
    anew at random, the copy's random number generator is reseeded (future shuffles
    and draws are unknown too), and the rule set replaces any other secret
    (:meth:`RuleSet.after_determinize`).

    The copy depends only on what ``player`` knows: which cards are in each group
    (as with open deck lists), never which of them is where.
    """
    rules = game.rules
    groups = rules.hidden_groups(game, player)
    copy = game.clone()
    cards = copy.state.cards
    for group in groups:
        uids = sorted(group)
        cids = sorted(cards[u].cid for u in uids)
        rng.shuffle(cids)
        for u, cid in zip(uids, cids, strict=True):
            cards[u].cid = cid
    copy.state.rng = rng.getrandbits(64)
    rules.after_determinize(copy, player, rng.getrandbits(64))
    return copy


def candidates(decision: Decision, rng: random.Random) -> list[Answer]:
    """The answers a searching bot weighs for ``decision``: every option of a
    ``choose_one``; for a ``choose_many`` of up to :data:`ALL_SUBSETS_UP_TO` options
    every subset of a legal size, otherwise the empty answer (if legal), each single
    option (if legal), the first ``max`` options and :data:`RANDOM_SUBSETS` random
    subsets of legal sizes (duplicates removed, option order kept within each)."""
    ids = [o.id for o in decision.options]
    if decision.kind is Kind.ONE:
        return list(ids)
    hi = min(decision.max, len(ids))
    lo = min(decision.min, hi)
    out: list[Answer] = []
    if len(ids) <= ALL_SUBSETS_UP_TO:
        for k in range(lo, hi + 1):
            out.extend(list(c) for c in itertools.combinations(ids, k))
        return out
    seen: set[tuple[str, ...]] = set()

    def add(pick: list[str]) -> None:
        key = tuple(pick)
        if key not in seen:
            seen.add(key)
            out.append(pick)

    if lo == 0:
        add([])
    if lo <= 1 <= hi:
        for i in ids:
            add([i])
    add(ids[:hi])
    for _ in range(RANDOM_SUBSETS):
        k = rng.randint(lo, hi)
        add([ids[i] for i in sorted(rng.sample(range(len(ids)), k))])
    return out


class Agent(Protocol):
    """Anything that answers its player's decisions."""

    def decide(self, seat: Seat) -> Answer: ...


class RandomAgent:
    """Answers uniformly at random with its own ``random.Random(seed)``.

    choose_one: a uniform option id. choose_many: a uniform size in
    ``[min, max]`` (capped at the number of options), then a uniform sample
    of that many distinct ids, in option order.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, seat: Seat) -> Answer:
        answer: Answer = self.choose(seat.decision)
        return answer

    def choose(self, decision: Decision) -> Any:
        opts = decision.options
        if decision.kind is Kind.ONE:
            return opts[self.rng.randrange(len(opts))].id
        if decision.kind is Kind.MANY:
            hi = min(decision.max, len(opts))
            lo = min(decision.min, hi)
            k = self.rng.randint(lo, hi)
            picked = sorted(self.rng.sample(range(len(opts)), k))
            return [opts[i].id for i in picked]
        raise ValueError(f"unknown decision kind {decision.kind!r}")


def act(game: Game, agent: Agent, tries: int = 100) -> None:
    """Let ``agent`` answer the pending decision, asking again when a whole
    answer breaks a rule its options cannot express (``Decision.validate``)."""
    d = game.pending
    if d is None:
        raise IllegalAnswer("no decision is pending")
    seat = Seat(game, d.player)
    for _ in range(tries):
        try:
            game.answer(agent.decide(seat))
            return
        except IllegalAnswer:
            if not d.validate:
                raise
    if d.kind is Kind.MANY and d.min == 0:
        game.answer([])
        return
    raise IllegalAnswer(f"no legal answer found for {d.prompt!r}")
