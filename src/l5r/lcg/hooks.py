"""The hook points of the LCG rules, and readable constructors for declaring hooks.

Everything a rules module or a card adds to the rules is declared where it is defined
and collected by one :class:`~l5r.engine.tables.HookRegistry` when the rule set is
built (:mod:`l5r.lcg.game`); importing a module changes no other module's table.

* A rules module declares its named handlers in :class:`~l5r.engine.tables.Handlers`
  tables, one per hook kind (``STEPS = Handlers("step")``, then
  ``@STEPS("lcg.play")``), and its other hooks in a module-level tuple ``HOOKS``
  (``HOOKS = (after("leaves_play", after_leaves_play),)``); the module is listed
  in :data:`l5r.lcg.game.RULES_MODULES`.
* A card declares them on its definition:
  ``CARDS.card(cid, *abilities, hooks=(after("conflict_won", fn, order=BEFORE_KEYWORDS),))``.

The hook points (``kind``: what the hook's ``name`` is; the handler's signature):

=================  ======================  ================================================  =====
kind               name                    handler                                           count
=================  ======================  ================================================  =====
``step``           a frame's ``"step"``    ``fn(game, frame)``                               one
``applier``        an event name           ``fn(game, event_frame, event)``: how the event   one
                                           changes the state
``framework``      a Rules Reference step  ``fn(game, frame)`` of an ``lcg.fw`` frame        one
``window``         a window kind           ``(options(game, frame, player),                  one
                                           act(game, frame, player, option))``
``validator``      ``Decision.validate``   ``fn(game, decision, answer)`` raising            one
                                           ``IllegalAnswer``
``follow_up``      ``then`` of a choice    ``fn(game, frame, picked)`` (``lcg.choose``)      one
``duel_result``    ``on_result`` of a duel ``fn(game, frame, winner, loser)``                one
``after``          an event name           ``fn(game, event) -> [events]``: resolved right   many
                                           after it, before reactions
``state_check``    --                      ``fn(game) -> [events]`` the state calls for      many
``as_if_in_hand``  --                      ``fn(game, player) -> [uids]`` playable as if in  many
                                           hand
``effect_source``  --                      ``fn(state, type) -> [effects]`` active besides   many
                                           the lasting effects, only those of ``type``
                                           (all when None)
``ring_step``      --                      ``fn(game, conflict) -> bool``: True when it      many
                                           resolved framework step 3.2.6 itself
=================  ======================  ================================================  =====

Hooks of one "many" point run by ``order`` (lower first), then by source (the module
or card id), then in declaration order; :data:`BEFORE_KEYWORDS`, :data:`KEYWORDS`,
:data:`DELAYED` and :data:`RECORDS` name the orders of follow-ups after an event.

>>> after("conflict_won", len, order=BEFORE_KEYWORDS)
Hook(kind='after', fn=<built-in function len>, name='conflict_won', order=-10)
"""

from __future__ import annotations

from typing import Callable

from ..engine.tables import Handlers, Hook

__all__ = [
    "KINDS", "BEFORE_KEYWORDS", "KEYWORDS", "DELAYED", "RECORDS", "after", "state_check",
    "as_if_in_hand", "effect_source", "ring_step", "step", "applier", "validator", "follow_up",
    "handlers",
]

#: hook kind -> "one" (one handler per name) or "many" (every hook runs, in order)
KINDS = {
    "step": "one", "applier": "one", "framework": "one", "window": "one", "validator": "one",
    "follow_up": "one", "duel_result": "one",
    "after": "many", "state_check": "many", "as_if_in_hand": "many", "effect_source": "many",
    "ring_step": "many",
}

#: the order of the follow-ups of one event (``after`` hooks), lower first: a delayed
#: effect that resolves before the keywords (Yogo Hiroue's: ruling, Pride sees its result)
BEFORE_KEYWORDS = -10
#: the rules' own consequences: Pride, Courtesy, Sincerity, status tokens, going home
KEYWORDS = 0
#: delayed effects waiting for the event (Rules Reference "Delayed Effects")
DELAYED = 10
#: bookkeeping that causes no event (which conflicts occurred, who lost one)
RECORDS = 20


def after(event: str, fn: Callable, *, order: int = KEYWORDS) -> Hook:
    """Follow-up events of ``event``, resolved right after it, before reactions."""
    return Hook("after", fn, event, order)


def state_check(fn: Callable, *, order: int = 0) -> Hook:
    """Events the state itself calls for (e.g. "discarded while its skill is 0"),
    checked after each event frame and each resolved ability."""
    return Hook("state_check", fn, "", order)


def as_if_in_hand(fn: Callable, *, order: int = 0) -> Hook:
    """A permission to play cards "as if they were in your hand" (Rules Reference
    "Play Restrictions and Permissions")."""
    return Hook("as_if_in_hand", fn, "", order)


def effect_source(fn: Callable, *, order: int = 0) -> Hook:
    """Active effects besides the lasting effects (e.g. constant abilities in play):
    ``fn(state, type)`` gives those of ``type`` (every type when None), in the order
    in which it gives them all."""
    return Hook("effect_source", fn, "", order)


def ring_step(fn: Callable, *, order: int = 0) -> Hook:
    """A hook of framework step 3.2.6 (resolve the ring effect)."""
    return Hook("ring_step", fn, "", order)


def step(name: str, fn: Callable) -> Hook:
    """The handler of frames ``{"step": name, ...}`` (a card's own flow)."""
    return Hook("step", fn, name)


def applier(event: str, fn: Callable) -> Hook:
    """How ``event`` changes the state when it resolves."""
    return Hook("applier", fn, event)


def validator(name: str, fn: Callable) -> Hook:
    """A check of a whole answer (``Decision.validate == name``)."""
    return Hook("validator", fn, name)


def follow_up(name: str, fn: Callable) -> Hook:
    """What happens once a ``lcg.choose`` choice with ``then=name`` is made."""
    return Hook("follow_up", fn, name)


def handlers(table: Handlers) -> tuple[Hook, ...]:
    """The entries of a module's :class:`Handlers` table as hooks of its kind.

    >>> STEPS = Handlers("step")
    >>> @STEPS("demo.hello")
    ... def hello(g, f):
    ...     pass
    >>> [(h.kind, h.name) for h in handlers(STEPS)]
    [('step', 'demo.hello')]
    """
    if table.what not in KINDS:
        raise ValueError(f"a Handlers table of unknown kind {table.what!r}")
    return tuple(Hook(table.what, fn, name) for name, fn in table.items())
