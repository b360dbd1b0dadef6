"""Replay files: a game, finished or not, as the record that replays it, and stepping
through a replay forwards and backwards.

A replay file is one JSON object::

    {
      "format": "l5r-replay",      # marks a replay file
      "version": 1,                # of this format
      "l5r": "0.1.0",              # the version of the program that wrote it
      "ruleset": "lcg",            # "lcg" or "ccg": the rules that replay it
      "seed": 7,                   # the game's seed
      "config": {...},             # how the game began besides its seed (RuleSet.record):
                                   #   LCG: state.config -- decks (card ids), format, names,
                                   #        first_player, max_rounds if set
                                   #   CCG: state.setup without its seed -- decks (titles and
                                   #        copies per section), edition, names, first_player,
                                   #        max_turns
      "logging": true,             # whether the game kept its narrated log (part of its state)
      "answers": ["3", ["12", "14"], ...],   # every answer, in order: an option id
                                   #   (choose_one) or a list of option ids (choose_many)
      "result": {"over": true, "winner": 0, "victory": "honor", "answers": 412}
    }

``result`` says how the game stood when the file was written; reading a replay replays the
record and checks it. A replay with the seed, config and answers of a game reproduces it
exactly (:func:`game_of`; ``to_data()`` equal). Every check of a loaded save applies: a file
that is too large, not JSON, not a replay, of an unknown rule set, with a configuration that
cannot start a game, an answer that is not legal where it is given, or a result the record
does not reach is refused with a :class:`~l5r.engine.serial.CorruptState` saying so.

:class:`Cursor` steps through a replay (a :class:`~l5r.engine.undo.Timeline`): forwards,
backwards, to any decision, with the log lines each answer added.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from .decision import Kind
from .files import MAX_SAVE_BYTES, FileRefused, check_writable, read_text_file, write_text_file
from .game import MAX_ANSWERS, Game, ruleset
from .serial import CorruptState
from .undo import NoRecord, Timeline

#: the value of a replay file's ``"format"``
FORMAT = "l5r-replay"
#: the version of the format this module writes and reads
VERSION = 1
#: the most answers held by one choose_many answer of a replay file
MAX_IDS = 1_000


@dataclass
class Replay:
    """A replay file's contents (see the module docstring)."""

    ruleset: str
    seed: int
    config: dict
    answers: list[Any]
    logging: bool = True
    result: dict = field(default_factory=dict)
    version: str = __version__

    def to_data(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "l5r": self.version, "ruleset": self.ruleset,
                "seed": self.seed, "config": self.config, "logging": self.logging, "answers": self.answers,
                "result": self.result}

    def timeline(self, *, logging: bool | None = None) -> Timeline:
        """The game replayed answer by answer (narrated if ``logging``; default: as recorded).
        Raises :class:`CorruptState` when the record cannot be replayed or does not reach
        its result."""
        rules = ruleset(self.ruleset)
        try:
            start = rules.begin(self.seed, self.config, self.logging if logging is None else logging)
            tl = Timeline(start, self.answers)
        except CorruptState as exc:
            raise CorruptState(f"the replay's record cannot be replayed: {exc}") from exc
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:  # a record no game makes
            raise CorruptState(f"the replay's record cannot be replayed: {type(exc).__name__}: {exc}") from exc
        except RecursionError as exc:
            raise CorruptState("replay is nested too deeply") from exc
        got = result_of(tl.final)
        for k, v in self.result.items():
            if k in got and got[k] != v:
                raise CorruptState(f"replay's result differs from its record replayed: {k} is {v!r} in the file, "
                                   f"{got[k]!r} replayed")
        return tl


def result_of(game: Game) -> dict:
    """How ``game`` stands: over or not, its winner (a player index, -1 for none, or None)
    and victory, and the number of answers given."""
    st = game.state
    return {"over": game.over, "winner": st.winner, "victory": st.victory or None, "answers": len(st.answers)}


def replay_of(game: Game) -> Replay:
    """The replay of ``game`` (:class:`NoRecord` if it does not record how it began)."""
    rec = game.rules.record(game)
    if rec is None:
        raise NoRecord("this game does not record how it began, so it has no replay")
    seed, config = rec
    return Replay(game.state.ruleset, seed, json.loads(json.dumps(config)), json.loads(json.dumps(game.state.answers)),
                  bool(game.state.logging), result_of(game))


def write(game: Game, path: str | Path) -> None:
    """Write the replay of ``game`` to ``path`` (whole or not at all; check the path first
    with :func:`l5r.engine.files.check_writable`). Raises :class:`FileRefused`."""
    save(replay_of(game), path)


def save(replay: Replay, path: str | Path) -> None:
    """Write ``replay`` to ``path``, as :func:`write` does (e.g. the replay of a game played
    in another process)."""
    write_text_file(path, json.dumps(replay.to_data(), separators=(",", ":")) + "\n", "replay file")


def targets(path: str | Path, seeds: Iterable[int], *, force: bool = False) -> dict[int, Path]:
    """Where the replays of the games of ``seeds`` go: ``path`` itself for a single game,
    unless it is a folder (an existing one, or a path ending in a slash); for several games
    (or a folder) ``game-<seed>.json`` in the folder ``path``, which is made if it does not
    exist (its parent must). Checked before any game is played: an existing file is refused
    unless ``force`` (:class:`FileRefused`).

    >>> import tempfile, os
    >>> d = tempfile.mkdtemp()
    >>> [p.name for p in targets(os.path.join(d, "one.json"), [7]).values()]
    ['one.json']
    >>> [str(p.relative_to(d)) for p in targets(os.path.join(d, "many"), [3, 4]).values()]
    ['many/game-3.json', 'many/game-4.json']
    """
    seeds = list(seeds)
    p = Path(os.path.abspath(Path(path).expanduser()))
    if len(seeds) == 1 and not p.is_dir() and not str(path).endswith(("/", os.sep)):
        return {seeds[0]: check_writable(p, "replay file", force=force)}
    if p.exists() and not p.is_dir():
        raise FileRefused(f"cannot write the replays of {len(seeds)} games to {p}: it is a file, not a folder")
    if not p.exists():
        if not p.parent.is_dir():
            raise FileRefused(f"cannot make the replay folder {p}: the folder {p.parent} does not exist")
        try:
            p.mkdir()
        except OSError as exc:
            raise FileRefused(f"cannot make the replay folder {p}: {exc.strerror or exc}") from exc
    return {s: check_writable(p / f"game-{s}.json", "replay file", force=force) for s in seeds}


def summary(replay: Replay, game: Game) -> dict:
    """The final state of a replayed game, in short: rule set, seed, answers, whether it is
    over, its winner (index and name) and victory, the round or turn, and each player's name
    and honor (from the spectator's view)."""
    v = game.view(None)
    st = game.state
    out: dict = {"ruleset": replay.ruleset, "seed": replay.seed, **result_of(game)}
    players = v.get("players", [])
    out["winner_name"] = (players[st.winner].get("name") if isinstance(st.winner, int) and 0 <= st.winner < len(players)
                          else None)
    for k in ("round", "turn", "edition"):
        if k in v:
            out[k] = v[k]
    out["players"] = [{k: p.get(k) for k in ("name", "clan", "honor") if k in p} for p in players]
    return out


def _answer(a: Any) -> bool:
    """Is ``a`` an answer: an option id, or a list of at most :data:`MAX_IDS` of them?"""
    return isinstance(a, str) or (isinstance(a, list) and len(a) <= MAX_IDS and all(isinstance(x, str) for x in a))


def parse(data: Any, where: str = "replay") -> Replay:
    """The :class:`Replay` that the plain data ``data`` (a replay file's JSON) holds, every
    field checked; :class:`CorruptState` names the first that is wrong."""
    if not isinstance(data, dict):
        raise CorruptState(f"{where} is not a replay file (not a JSON object)")
    if data.get("format") != FORMAT:
        hint = " (it is a saved game: continue it with play --load, or step through it with l5r replay)" \
            if "ruleset" in data and "stack" in data else ""
        raise CorruptState(f"{where} is not a replay file (no \"format\": \"{FORMAT}\"){hint}")
    if data.get("version") != VERSION:
        raise CorruptState(f"{where} is a replay of format version {data.get('version')!r:.20}; this program reads "
                           f"version {VERSION}")
    name = data.get("ruleset")
    try:
        ruleset(name)
    except CorruptState as exc:
        raise CorruptState(f"{where}: {exc}") from exc
    seed, config, answers, logging = (data.get(k) for k in ("seed", "config", "answers", "logging"))
    if not isinstance(name, str) or not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise CorruptState(f"{where}'s seed {seed!r:.40} is not a number from 0 to 2**63")
    if not isinstance(config, dict):
        raise CorruptState(f"{where}'s config is not an object")
    if not isinstance(logging, bool):
        raise CorruptState(f"{where}'s logging is not true or false")
    if not isinstance(answers, list):
        raise CorruptState(f"{where}'s answers is not a list")
    if len(answers) > MAX_ANSWERS:
        raise CorruptState(f"{where} has {len(answers)} answers (at most {MAX_ANSWERS})")
    for i, a in enumerate(answers):
        if not _answer(a):
            raise CorruptState(f"{where}'s answer #{i + 1} is not an option id or a list of option ids")
    result = data.get("result", {})
    if not isinstance(result, dict):
        raise CorruptState(f"{where}'s result is not an object")
    version = data.get("l5r")
    return Replay(name, seed, config, answers, logging, result, version if isinstance(version, str) else "?")


def read(path: str | Path, *, saves: bool = False) -> Replay:
    """The replay file at ``path``, checked (:func:`parse`); with ``saves``, a saved game
    (``Game.to_json``, checked as any loaded save) is read too, as its replay.
    :class:`FileRefused` for a missing, too large or non-text file, :class:`CorruptState`
    for anything else wrong."""
    text = read_text_file(path, "replay file", MAX_SAVE_BYTES)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise CorruptState(f"{path} is not a replay file (not valid JSON: {exc or 'nested too deeply'})") from exc
    if saves and isinstance(data, dict) and "format" not in data and "stack" in data:
        try:
            return replay_of(Game.from_data(data))
        except CorruptState as exc:
            raise CorruptState(f"{path} is not a usable saved game: {exc}") from exc
        except NoRecord as exc:
            raise CorruptState(f"{path}: {exc}") from exc
    return parse(data, str(path))


def game_of(replay: Replay) -> Game:
    """The game a replay records, after all its answers."""
    return replay.timeline().final


class Cursor:
    """A position in a replay: the game after :attr:`pos` of its answers (0: before the
    first). :meth:`go` moves it (forwards or backwards, clamped to the replay);
    :meth:`new_lines` gives the log lines the last move forwards added (none after a
    move back), :meth:`last_answer` the decision answered just before.

    >>> from l5r.lcg.decks import default_deck
    >>> from l5r.lcg.game import new_game
    >>> g = new_game([default_deck("crab"), default_deck("crane")], seed=2, logging=True)
    >>> for _ in range(5):
    ...     g.answer(g.pending.options[0].id if g.pending.kind == "choose_one" else [])
    >>> c = Cursor(Timeline.of(g))
    >>> c.go(3), c.go(99), c.go(-1)
    (3, 5, 0)
    >>> c.game.to_data() == Timeline.of(g).at(0).to_data(), c.go(5) and c.game.to_data() == g.to_data()
    (True, True)
    """

    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline
        self.pos = 0
        self._game = timeline.at(0)
        self._seen = 0

    def __len__(self) -> int:
        return len(self.timeline)

    @property
    def game(self) -> Game:
        """The game at the current position."""
        return self._game

    def go(self, pos: int) -> int:
        """Move to ``pos`` (clamped to ``0 .. len(self)``); return the new position."""
        pos = max(0, min(len(self.timeline), pos))
        self._seen = len(self._game.state.log)
        if pos == self.pos + 1:
            self._game.answer(self.timeline.answers[self.pos])
        elif pos != self.pos:
            self._game = self.timeline.at(pos)
        if pos < self.pos:
            self._seen = len(self._game.state.log)
        self.pos = pos
        return pos

    def new_lines(self) -> list[str]:
        """The log lines the last move forwards added (none after a move back)."""
        lines: list[str] = self._game.state.log[self._seen:]
        return lines

    def last_answer(self) -> tuple[int, str, str] | None:
        """``(player, prompt, chosen labels)`` of the answer that led to this position
        (None at the start)."""
        if self.pos == 0:
            return None
        step = self.timeline.steps[self.pos - 1]
        before = self.timeline.at(self.pos - 1)
        d = before.pending
        assert d is not None
        a = self.timeline.answers[self.pos - 1]
        ids = a if d.kind is Kind.MANY else [a]
        labels = {o.id: o.label for o in d.options}
        chosen = ", ".join(labels.get(i, i) for i in ids) or "nothing"
        return step.player, d.prompt, chosen


def load(path: str | Path, *, saves: bool = False) -> Replay:
    """:func:`read`, with every refusal as a :class:`CorruptState` (for command lines)."""
    try:
        return read(path, saves=saves)
    except FileRefused as exc:
        raise CorruptState(str(exc)) from exc


__all__ = ["FORMAT", "VERSION", "Cursor", "NoRecord", "Replay", "game_of", "load", "parse", "read", "replay_of",
           "result_of", "summary", "targets", "write"]
