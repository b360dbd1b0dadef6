"""The classic Legend of the Five Rings CCG (ivory, celestial and diamond editions).

The entry point is :func:`new_game`: a game between embedded decks (or
:class:`~l5r.ccg.decklist.Deck` objects), run to its first decision; answer decisions with
``game.answer(option id)`` (see :mod:`l5r.engine.game`).

>>> g = new_game(["lion", "dragon"], seed=1, edition="celestial")
>>> g.state.edition, g.pending.player in (0, 1), g.over
('celestial', True, False)

The package is a one-way stack of layers: a module imports only from its own layer or
lower ones (``tests/test_architecture.py`` checks it), and never inside a function. From
the bottom:

1. facts and state: ``state`` (the game state's dataclasses), ``facts`` (printed card facts),
   ``editions`` (the rule differences between editions), ``decklist``, ``deckbuilding``,
   ``invariants``;
2. model, queries on the state and the primitive moves of cards: ``index`` (the definitions
   the rule set was built from, reached from a state with ``index.defs``, and indexes derived
   from them), ``model`` (queries), ``overlay``, ``zones`` (moving cards, queueing game
   actions), ``victory``, ``fortification``, ``hidden`` (what a player does not know: the
   hidden cards a bot's determinized copies deal anew), ``evaluation`` (how good a position
   is: the bots' evaluation);
3. vocabulary of effects, costs and targets: ``vocab`` (how card text is declared; ability
   keys), ``gold`` (paying Gold), ``invest``, ``recruit``;
4. legal options: ``play`` (which abilities a player may use now);
5. resolution of abilities: ``resolution`` (the action sequence's stage machine);
6. game actions, events and the rulebook's player abilities: ``actions`` (the appliers of
   game actions), ``fear``, ``seppuku``, ``keyword_abilities``, ``rules_abilities``,
   ``reserve``, ``cavalry``;
7. the framework steps and the turn: ``resolution_keywords``, ``naval``, ``battle``, ``duel``,
   ``flow``;
8. the cards: ``cards.*`` (each module's own table of definitions, written by hand) and
   ``compiled.*`` (definitions generated from the card text by ``compiler``, and the
   building blocks they are made of);
9. the assembly of the rule set and the entry points: ``view``, ``begin`` (a new game's state
   and its record, and replaying a saved game from its record), ``rules`` (the rule set,
   assembled from every module's tables), ``setup`` (:func:`new_game`), ``coverage``, ``clauses``,
   ``simulate``, ``testing``, ``play_cli``;
10. development tools, never imported by the game: ``compiler.*`` (card text to declarations).

A lower layer reaches higher ones only through data: by pushing a frame or an event by its
step or event name (their handlers are merged into the rule set), or by reading the tables
the rule set assembled (card definitions, rulebook abilities: ``index.defs(state)``).
"""

from .rules import RULES
from .setup import DeckError, new_game

__all__ = ["RULES", "DeckError", "new_game"]
