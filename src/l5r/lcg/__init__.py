"""The Legend of the Five Rings LCG rule set, built on :mod:`l5r.engine`.

>>> from l5r.lcg import new_game
>>> from l5r.lcg.decks import default_deck
>>> g = new_game([default_deck("crane"), default_deck("scorpion")], seed=3)
>>> g.pending.kind.value, g.pending.context
('choose_one', 'stronghold_province')

The modules form a one-way stack: each imports only from its own layer or the
layers below it (``tests/test_architecture.py`` checks it). From the bottom:

1. **state** -- the facts and the state: ``facts`` (printed card facts),
   ``state`` (the plain-data game state).
2. **model** -- queries on the state and zone moves: ``model`` (skills, active
   effects, restrictions, costs), ``hooks`` (the hook points of the rules and
   constructors to declare hooks), ``evaluation`` (how good a position is, for the
   bots), ``formats`` (the formats, the multiplayer queries and elimination).
3. **actions** -- causing game actions: ``actions`` (events and event frames,
   victory, drawing, filling provinces), ``keywords``.
4. **vocabulary** -- what cards are declared from: ``vocab`` (abilities, costs,
   targets, effects, play restrictions), ``vocab_*`` by topic, ``duel`` and
   ``rings`` (the duel and ring-effect flows effects start), ``delayed``,
   ``constant`` (the effects of constant abilities).
5. **resolution** -- ``resolution`` (the stage machine resolving an ability),
   ``abilities`` (card definitions, card tables, the action and trigger windows).
6. **appliers** -- how events change the state: ``appliers``, ``control``.
7. **framework** -- the framework steps and the turn: ``setup``, ``phases``,
   ``conflict``, ``play``, ``enlightenment`` (the steps that format changes), and
   ``rules`` (the rule set the engine calls, with ``view``, ``hidden`` (what a player
   does not know, for the bots) and ``invariants``).
8. **cards** -- ``cards.*``: the card definitions, one module per clan.
9. **entry** -- ``game`` (the rule set assembled from all the above, and
   :func:`new_game`), then what uses games: ``coverage``, ``clauses``, ``simulate``,
   ``replay``, ``play_cli``, ``agents``, and the deck tools ``decks``,
   ``deckformats``, ``deckbuilding``.

Lower layers reach what is declared higher up (card definitions, steps, hooks)
through the rule set a game carries (``g.rules``, :class:`l5r.lcg.rules.LCGRules`),
or by pushing a frame by its step name; nothing registers itself at import.
"""

from .game import new_game
from .setup import DeckError

__all__ = ["DeckError", "new_game"]
