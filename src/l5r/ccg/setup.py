"""Creating a CCG game (Ivory "Start of game" A-F; celestial "Setting Up The Game";
Diamond "Setup", "Preparing the Field", "Determining Who Starts").

A. Strongholds and Senseis start in play; Family Honor starts at the Starting Family Honor,
   modified by the Sensei (Ivory "Start of game" A and "Sensei"; Diamond "SENSEI"; celestial,
   which has no Senseis: the ivory rules, ``DECISIONS.md``).
B. The player with the highest Family Honor starts (ties at random).
C. Both decks are shuffled.
D. Four provinces, each filled face down from the Dynasty deck.
E. Each player draws the edition's starting hand (5; celestial 6).
Celestial: each player starts with Border Keep in play; the players not going
first also start with Bamboo Harvesters, bowed (Pre-Game cards not used by the
edition are set aside). If exactly one player is Dragon Clan, he or she starts
with the Imperial Favor (celestial "Imperial Favor").

The state is made by :func:`l5r.ccg.begin.start`, which also records how the game began
(``state.setup``), so that a saved game is replayed from its record when it is loaded.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.game import Game
from .begin import DeckError, start
from .decklist import Deck, DeckListError, embedded
from .editions import edition as get_edition
from .rules import RULES

__all__ = ["DeckError", "new_game"]


def new_game(decks: Sequence[Deck | str], seed: int = 0, *, names: list[str] | None = None, logging: bool = False,
             first_player: int | None = None, edition: str = "ivory", max_turns: int = 0) -> Game:
    """Create a CCG game and run it to the first decision.

    ``decks``: two or more decks, each a :class:`~l5r.ccg.decklist.Deck` or the name of an
    embedded deck ("lion", "dragon"); ``seed``: the seed of the game's random numbers (the same
    seed, decks and answers give the same game); ``names``: the players' names (default: the
    decks' names); ``logging``: narrate the game in ``game.state.log``; ``first_player``: the
    index of the player who starts (default: by the rules, Ivory "Start of game" B);
    ``edition``: "ivory", "celestial" or "diamond" (:mod:`l5r.ccg.editions`); ``max_turns``:
    stop the game as a "turn_limit" after this many turns (0: no limit). Raises
    :class:`DeckError` when a deck cannot be loaded.
    """
    get_edition(edition)  # an unknown edition is refused before the decks are read
    if len(decks) < 2:
        raise DeckError("a game needs at least two decks")
    loaded: list[Deck] = []
    for d in decks:
        try:
            loaded.append(embedded(d) if isinstance(d, str) else d)
        except (DeckListError, KeyError, FileNotFoundError) as exc:
            raise DeckError(f"cannot load deck {d!r}: {exc}") from exc
    return start(RULES, loaded, seed, names=names, logging=logging, first_player=first_player,
                 edition=edition, max_turns=max_turns)
