"""What the server needs of each game, in one shape: the games it offers (:data:`GAMES`),
their options (LCG format, CCG edition), embedded decks and pasted deck lists checked with
the same messages as ``l5r lcg deck`` / ``l5r ccg deck``, new games, card descriptions
(the terminal's, :mod:`l5r.lcg.describe` / :mod:`l5r.ccg.describe`), unambiguous option
labels and the game-over line.

>>> lcg = GAMES["lcg"]
>>> lcg.deck({"embedded": "crab"}, {})["name"]
'crab'
>>> lcg.deck({"text": "3x Nowhere Card"}, {})
Traceback (most recent call last):
...
l5r.web.games.DeckRefused: line 1: no card titled 'Nowhere Card'
>>> GAMES["ccg"].check_options({"edition": "jade"})
Traceback (most recent call last):
...
l5r.web.games.DeckRefused: unknown edition 'jade' (ivory, celestial, diamond)
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..ccg import board as ccg_board
from ..ccg import deckbuilding as ccg_deckbuilding
from ..ccg import describe as ccg_describe
from ..ccg.begin import DeckError as CcgDeckError
from ..ccg.decklist import EMBEDDED as CCG_DECKS
from ..ccg.decklist import Deck, DeckListError, embedded
from ..ccg.decklist import read_text as ccg_read_text
from ..ccg.editions import EDITIONS
from ..ccg.setup import new_game as ccg_new_game
from ..engine.decision import Decision
from ..engine.game import Game
from ..engine.labels import distinct_labels, how_many
from ..engine.names import says
from ..lcg import board as lcg_board
from ..lcg import describe as lcg_describe
from ..lcg.coverage import implemented_ids
from ..lcg.deckbuilding import validate as lcg_validate
from ..lcg.deckformats import DeckFormatError, read_fiveringsdb
from ..lcg.deckformats import read_text as lcg_read_text
from ..lcg.decks import CLANS, DECKS, default_deck
from ..lcg.game import new_game as lcg_new_game
from ..lcg.setup import DeckError as LcgDeckError

#: the longest deck list accepted, in characters
MAX_DECK_TEXT = 20_000
#: the LCG formats the server offers (the engine's two-player formats; the embedded decks are
#: the format's, :func:`l5r.lcg.decks.default_deck`)
LCG_FORMATS = ("stronghold", "skirmish")


class DeckRefused(ValueError):
    """A deck or game option that cannot be used: ``problems`` holds every message (the
    message joins them with "; ")."""

    def __init__(self, problems: list[str] | str) -> None:
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__("; ".join(self.problems))


def _problems(problems: list[str]) -> DeckRefused:
    return DeckRefused(problems)


@dataclass(frozen=True)
class GameKind:
    """One game as the server offers it."""

    name: str
    title: str
    decks: tuple[str, ...]
    options: dict[str, tuple[str, ...]]
    card_key: str  # the field of a card in a view that names it for :meth:`describe`
    _deck: Callable[[dict, dict], Any]
    _new: Callable[[list[Any], int, list[str], dict], Game]
    _where: Callable[[dict, int], str | None]

    def check_options(self, options: dict) -> dict:
        """``options`` with every game option given or defaulted (the first offered value);
        :class:`DeckRefused` for an unknown option or value."""
        if not isinstance(options, dict):
            raise DeckRefused("options must be an object")
        out = {}
        for key, values in self.options.items():
            v = options.get(key, values[0])
            if v not in values:
                raise DeckRefused(f"unknown {key} {v!r} ({', '.join(values)})")
            out[key] = v
        extra = sorted(set(options) - set(self.options))
        if extra:
            raise DeckRefused(f"{self.title} has no option {extra[0]!r}")
        return out

    def deck(self, spec: Any, options: dict) -> Any:
        """The deck ``spec`` names: ``{"embedded": NAME}`` or ``{"text": LIST}`` (checked for
        legality under ``options``); :class:`DeckRefused` with every problem."""
        if not isinstance(spec, dict) or len(spec) != 1 or not ({"embedded", "text"} & set(spec)):
            raise DeckRefused('a deck is {"embedded": NAME} or {"text": DECK LIST}')
        if "embedded" in spec:
            name = spec["embedded"]
            if name not in self.decks:
                raise DeckRefused(f"no embedded deck {name!r} ({', '.join(self.decks)})")
        elif not isinstance(spec["text"], str) or not spec["text"].strip():
            raise DeckRefused("the deck list is empty")
        elif len(spec["text"]) > MAX_DECK_TEXT:
            raise DeckRefused(f"the deck list is longer than {MAX_DECK_TEXT:,} characters")
        return self._deck(spec, options)

    def new_game(self, decks: list[Any], seed: int, names: list[str], options: dict) -> Game:
        """A new game (logged, for the narrated log) with these decks, seed and names."""
        try:
            return self._new(decks, seed, names, options)
        except (LcgDeckError, CcgDeckError) as exc:
            raise DeckRefused(str(exc)) from exc

    def describe(self, key: str) -> str:
        """The project's description of a card named by its :attr:`card_key` (the terminal's
        ``card`` command's; '' for a card the game does not know)."""
        return _described(self.name, key)

    def cards_in(self, view: Any, into: set[str]) -> set[str]:
        """Add to ``into`` the :attr:`card_key` of every card shown in ``view`` (any JSON data).

        >>> sorted(GAMES["ccg"].cards_in({"a": [{"uid": 1, "title": "Kyuden Tonbo"}, {"title": "x"}]}, set()))
        ['Kyuden Tonbo']
        """
        stack = [view]
        pop, push, key = stack.pop, stack.append, self.card_key
        while stack:
            node = pop()
            if node.__class__ is dict:
                if "uid" in node:
                    k = node.get(key)
                    if k.__class__ is str:
                        into.add(k)
                for v in node.values():
                    if v.__class__ is dict or v.__class__ is list:
                        push(v)
            else:
                for v in node:
                    if v.__class__ is dict or v.__class__ is list:
                        push(v)
        return into

    def decision(self, game: Game, d: Decision, player: int, view: dict | None = None) -> dict:
        """The decision as its player is shown it: the engine's options, each label made
        unambiguous (the place of the card it names, when labels repeat; ``view``: the
        player's view if already made), and how many to pick."""
        out = d.to_view()
        labels = [o.label for o in d.options]
        if len(set(labels)) < len(labels):
            v = view if view is not None else game.view(player)
            labels = distinct_labels(d.options, lambda uid: self._where(v, uid))
        for o, label in zip(out["options"], labels, strict=True):
            o["label"] = label
        out["how_many"] = how_many(d)
        out.pop("player", None)
        return out


@lru_cache(maxsize=4096)
def _described(game: str, key: str) -> str:
    try:
        return lcg_describe.describe(key) if game == "lcg" else ccg_describe.describe_title(key)
    except (KeyError, ValueError):
        return ""


def result_text(game: Game) -> str:
    """The game-over line of an engine game (who won and how)."""
    st = game.state
    if st.winner is not None and st.winner >= 0:
        return f"{says(st.players[st.winner].name, 'wins')} ({str(st.victory).replace('_', ' ')} victory)."
    return f"No winner ({st.victory or 'no one can win'})."


# ---------------------------------------------------------------------- the LCG
def _lcg_deck(spec: dict, options: dict) -> dict:
    if "embedded" in spec:
        fmt = options.get("format", "stronghold")
        if fmt == "skirmish" and spec["embedded"] not in CLANS:
            raise DeckRefused(f"{spec['embedded']!r} is a stronghold deck; the skirmish decks are the clans "
                              f"({', '.join(CLANS)})")
        d = default_deck(spec["embedded"], fmt)
        d["name"] = spec["embedded"]
        return d
    text = spec["text"].strip()
    try:
        d = read_fiveringsdb(json.loads(text)) if text.startswith("{") else lcg_read_text(text)
    except json.JSONDecodeError as exc:
        raise DeckRefused(f"the FiveRingsDB JSON cannot be read: {exc.msg} (line {exc.lineno})") from exc
    except DeckFormatError as exc:
        raise DeckRefused(exc.problems) from exc
    # as `l5r lcg deck`, and a card the engine does not play yet is refused (it would play without its text)
    problems = lcg_validate(d, format=options.get("format", "stronghold"), core_sets=None, playable=implemented_ids())
    if problems:
        raise _problems(problems)
    return d


def _lcg_new(decks: list[Any], seed: int, names: list[str], options: dict) -> Game:
    return lcg_new_game(decks, seed=seed, names=names, logging=True, format=options.get("format", "stronghold"))


# ---------------------------------------------------------------------- the CCG
def _ccg_deck(spec: dict, options: dict) -> Deck:
    if "embedded" in spec:
        return embedded(spec["embedded"])
    try:
        d = ccg_read_text(spec["text"])
    except DeckListError as exc:
        raise DeckRefused(exc.problems) from exc
    problems = ccg_deckbuilding.validate(d, options.get("edition", "ivory"))
    if problems:
        raise _problems(problems)
    return d


def _ccg_new(decks: list[Any], seed: int, names: list[str], options: dict) -> Game:
    return ccg_new_game(decks, seed=seed, names=names, logging=True, edition=options.get("edition", "ivory"))


GAMES: dict[str, GameKind] = {
    "lcg": GameKind("lcg", "Legend of the Five Rings: The Card Game", DECKS, {"format": LCG_FORMATS}, "id",
                    _lcg_deck, _lcg_new, lcg_board.where),
    "ccg": GameKind("ccg", "Legend of the Five Rings (the CCG)", tuple(CCG_DECKS), {"edition": tuple(EDITIONS)},
                    "title", _ccg_deck, _ccg_new, ccg_board.where),
}
