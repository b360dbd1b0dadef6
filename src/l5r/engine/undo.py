"""Taking back decisions (undo), and a recorded game replayed decision by decision.

A game is fully determined by its record: how it began (:meth:`RuleSet.record
<l5r.engine.game.RuleSet.record>`: its seed and configuration) and the answers given since.
:class:`Timeline` replays a record and gives the game after any number of its answers.

:func:`undo` takes back a player's own last decision -- and every answer given after it, such
as the bot's replies -- by replaying the record without them. Nothing anyone has seen is
un-revealed: the undo is refused, with the reason (:class:`UndoRefused`), when between that
decision and now

* a player came to know a card identity or secret it did not know at that decision: at
  every decision since, each player's :meth:`RuleSet.known <l5r.engine.game.RuleSet.known>`
  (the facts its redacted view shows) must be among what it knew then (a card drawn, a
  province or card revealed, a bid revealed: refused);
* the random number generator was used (a shuffle, a random choice): its results stay;
* a secret decision was made (:attr:`Decision.secret <l5r.engine.decision.Decision.secret>`),
  including the decision taken back: a secret choice such as an honor bid may have been
  revealed since without leaving a trace in the state (the same bid twice), and a secret
  look at cards shows its decider what no view shows. A secret decision pending now refuses
  too (answer it first).

The checks run in the order of the game, so the reason given is the first that happened.
Undo again to step back decision by decision, as long as each step is allowed.

>>> from l5r.lcg.decks import default_deck
>>> from l5r.lcg.game import new_game
>>> g = new_game([default_deck("crane"), default_deck("lion")], seed=5, names=["You", "Bot"])
>>> g.pending.player, g.pending.context, g.pending.secret
(0, 'stronghold_province', True)
>>> g.answer(g.pending.options[0].id); g.answer(g.pending.options[0].id)
>>> g.pending.context
'dynasty_mulligan'
>>> undo(g, 0)
Traceback (most recent call last):
...
l5r.engine.undo.UndoRefused: your choice was secret (stronghold province): it may have been revealed since; it stays

A game that does not record how it began (a position a test harness built) cannot be
replayed, so nothing in it can be undone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .decision import IllegalAnswer
from .game import Game, GameOver, first_difference
from .names import says
from .serial import CorruptState

#: a clone of the replayed game is kept every this many answers (:meth:`Timeline.at`)
CHECKPOINT_EVERY = 64


class UndoRefused(Exception):
    """An undo that would un-reveal something, or that cannot be done; ``kind`` says which
    (``"no_record"``, ``"no_decision"``, ``"pending_secret"``, ``"secret"``, ``"random"``,
    ``"seen"``), ``player`` who learned something (``"seen"``) and ``facts`` how many facts."""

    def __init__(self, reason: str, kind: str, player: int | None = None, facts: int = 0) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kind = kind
        self.player = player
        self.facts = facts


class NoRecord(ValueError):
    """A game that does not record how it began (:meth:`RuleSet.record`), so it cannot be replayed."""


@dataclass(frozen=True, slots=True)
class Step:
    """One answered decision of a :class:`Timeline`: who decided, whether it was secret,
    its context and prompt, and the random number generator's state while it was pending."""

    player: int
    secret: bool
    context: str
    prompt: str
    rng: int


class Timeline:
    """A recorded game replayed answer by answer: ``start`` (the game before any answer,
    :meth:`RuleSet.begin`) given ``answers`` in order. :attr:`steps` describes each answered
    decision, :attr:`final` is the game after every answer and :meth:`at` the game after
    any number of them (``start`` itself is played on: it becomes :attr:`final`). Raises
    :class:`~l5r.engine.serial.CorruptState` naming the first answer that is not legal where
    it is given."""

    def __init__(self, start: Game, answers: Sequence[Any], *, every: int = CHECKPOINT_EVERY) -> None:
        self.answers: list[Any] = list(answers)
        self.steps: list[Step] = []
        self._every = every
        self._checkpoints: dict[int, Game] = {0: start.clone()}
        g = start
        for i, a in enumerate(self.answers):
            d = g.pending
            if d is None:
                raise CorruptState(f"answer #{i + 1} is given after the game ended")
            self.steps.append(Step(d.player, d.secret, d.context, d.prompt, g.state.rng))
            try:
                g.answer(a)
            except (IllegalAnswer, GameOver) as exc:
                raise CorruptState(f"answer #{i + 1} is not legal: {exc}") from exc
            if (i + 1) % every == 0:
                self._checkpoints[i + 1] = g.clone()
        self.final = g

    @classmethod
    def of(cls, game: Game, *, logging: bool | None = None) -> Timeline:
        """The timeline of ``game``'s own record (:meth:`RuleSet.record`) and answers, narrated
        if ``logging`` (default: as ``game`` is). Raises :class:`NoRecord` for a game without
        a record."""
        start = begin(game, logging)
        return cls(start, game.state.answers)

    def __len__(self) -> int:
        return len(self.answers)

    def at(self, i: int) -> Game:
        """A new game: the record after its first ``i`` answers (``0 <= i <= len(self)``)."""
        if not 0 <= i <= len(self.answers):
            raise IndexError(f"no point {i} in a game of {len(self.answers)} answers")
        if i == len(self.answers):
            return self.final.clone()
        base = i - i % self._every
        g = self._checkpoints[base].clone()
        for a in self.answers[base:i]:
            g.answer(a)
        return g

    def last_decision(self, player: int, before: int | None = None) -> int | None:
        """The index of ``player``'s last answer before answer ``before`` (default: all), or None."""
        end = len(self.steps) if before is None else before
        return next((i for i in range(end - 1, -1, -1) if self.steps[i].player == player), None)


def begin(game: Game, logging: bool | None = None) -> Game:
    """``game`` as it began, before its first answer (from :meth:`RuleSet.record`); raises
    :class:`NoRecord` for a game that does not record how it began."""
    rec = game.rules.record(game)
    if rec is None:
        raise NoRecord("this game does not record how it began (a position built by a test harness), "
                       "so it cannot be replayed")
    seed, config = rec
    return game.rules.begin(seed, config, game.state.logging if logging is None else logging)


def rewind(game: Game, answers: int) -> Game:
    """``game`` after only its first ``answers`` answers, replayed from its record: a game an
    interrupted step left half-changed (Ctrl-C while it ran) is made whole again."""
    g = begin(game)
    for a in game.state.answers[:answers]:
        g.answer(a)
    return g


def _name(game: Game, player: int) -> str:
    players = getattr(game.state, "players", None)
    try:
        return str(players[player].name) if players is not None else f"Player {player + 1}"
    except (IndexError, AttributeError):
        return f"Player {player + 1}"


def _what(step: Step) -> str:
    return (step.context or step.prompt).replace("_", " ")


def undo_to(timeline: Timeline, k: int, player: int, now: Game) -> Game:
    """The game at decision ``k`` of ``timeline`` (after its first ``k`` answers), if going
    back there from ``now`` (the timeline's final game) un-reveals nothing (see the module's
    docstring); else :class:`UndoRefused` with the first reason. ``player`` is who undoes
    (the reasons speak to it)."""
    steps, n = timeline.steps, len(timeline)
    if now.pending is not None and now.pending.secret and now.pending.player == player:
        raise UndoRefused(f"you are making a secret choice ({(now.pending.context or 'secret').replace('_', ' ')}); "
                          "answer it first", "pending_secret")
    g = timeline.at(k)
    result = g.clone()
    rules = g.rules
    players = range(len(g.state.players))
    before = [rules.known(g, q) for q in players]
    rng = g.state.rng
    for j in range(k, n):
        s = steps[j]
        if s.secret:
            if j == k and s.player == player:
                raise UndoRefused(f"your choice was secret ({_what(s)}): it may have been revealed since; it stays",
                                  "secret", s.player)
            who = "you" if s.player == player else _name(g, s.player)
            raise UndoRefused(f"{who} made a secret choice since that decision ({_what(s)}); it stays", "secret",
                              s.player)
        g.answer(timeline.answers[j])
        if g.state.rng != rng:
            raise UndoRefused("a random result came since that decision (a shuffle or a random choice); it stays",
                              "random")
        for q in players:
            new = rules.known(g, q) - before[q]
            if new:
                who = "You" if q == player else _name(g, q)
                things = sorted({f[0] for f in new if isinstance(f, tuple) and f} - {"card"})
                what = (f"{len(new)} card{'s' if len(new) > 1 else ''}" if not things
                        else "cards or secrets (" + ", ".join(things) + ")")
                raise UndoRefused(f"{says(who, 'has')} seen {what} since that decision (drawn or revealed); "
                                  "what was seen stays", "seen", q, len(new))
    return result


def undo(game: Game, player: int) -> Game:
    """The game at ``player``'s last decision, with that answer and every later one taken
    back (a new game; ``game`` is unchanged), if that un-reveals nothing (see the module's
    docstring); else :class:`UndoRefused` saying why."""
    try:
        tl = Timeline.of(game)
    except NoRecord as exc:
        raise UndoRefused(str(exc), "no_record") from exc
    diff = first_difference(game.to_data(), tl.final.to_data())
    if diff:
        raise UndoRefused(f"this game is not its record replayed (it differs at {diff}), so it cannot be "
                              "replayed", "no_record")
    k = tl.last_decision(player)
    if k is None:
        raise UndoRefused("you have made no decision yet", "no_decision")
    return undo_to(tl, k, player, game)
