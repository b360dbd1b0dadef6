"""Tables of named handlers and hooks, declared by the modules that own them and merged
by a rule set when it is built: importing a module never changes another module's table.

A flow module declares its steps (or the appliers of its events) in a table of its own:

>>> STEPS = Handlers("step")
>>> @STEPS("demo.hello")
... def hello(g, f):
...     pass
>>> list(STEPS)
['demo.hello']
>>> @STEPS("demo.hello")
... def again(g, f):
...     pass
Traceback (most recent call last):
...
ValueError: step 'demo.hello' is declared twice

and the rule set merges the tables of all its modules; a name declared by two modules
is an error, not a silent replacement:

>>> def other(g, f):
...     pass
>>> OTHER = Handlers("step")
>>> OTHER.add("demo.hello", other)
>>> merge("step", STEPS, OTHER)
Traceback (most recent call last):
...
ValueError: step 'demo.hello' is declared twice (l5r.engine.tables.hello, l5r.engine.tables.other)

What a card adds to the rules (a follow-up after an event, a replacement of how an
event applies, a state check, a permission, a validator, a step of its own) is a
:class:`Hook` on the card's definition; :class:`HookRegistry` collects the hooks of
every card when the rule set is built, in a defined order:

>>> reg = HookRegistry({"after": "many", "validator": "one"})
>>> reg.add(Hook("after", print, "conflict_won"), source="rules")
>>> reg.add(Hook("after", len, "conflict_won", order=-1), source="01-yogo-hiroue")
>>> [f.__name__ for f in reg.many("after", "conflict_won")]
['len', 'print']
>>> reg.add(Hook("validator", len, "ambush"), source="a")
>>> reg.add(Hook("validator", abs, "ambush"), source="b")
Traceback (most recent call last):
...
ValueError: validator 'ambush' is declared twice (a, b)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any


def _qualname(fn: Any) -> str:
    return f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', repr(fn))}"


class Handlers(dict[str, Callable[..., Any]]):
    """A module's own table of named handlers (``name -> callable``): its steps, the
    appliers of its events, its window kinds. Use it as a decorator (``@TABLE("name")``)
    or call :meth:`add`."""

    def __init__(self, what: str = "handler") -> None:
        super().__init__()
        self.what = what

    def add(self, name: str, fn: Callable) -> None:
        if name in self:
            raise ValueError(f"{self.what} {name!r} is declared twice")
        self[name] = fn

    def __call__(self, name: str) -> Callable[[Callable], Callable]:
        def deco(fn: Callable) -> Callable:
            self.add(name, fn)
            return fn

        return deco


def merge(what: str, *tables: Mapping[str, Any]) -> dict[str, Any]:
    """One table from several; a name in two of them is an error naming both handlers."""
    out: dict[str, Any] = {}
    for t in tables:
        for name, fn in t.items():
            if name in out and out[name] is not fn:
                raise ValueError(f"{what} {name!r} is declared twice ({_qualname(out[name])}, {_qualname(fn)})")
            out[name] = fn
    return out


@dataclass(frozen=True)
class Hook:
    """One thing a card (or a rules module) adds to the rules of its game.

    ``kind`` names the hook point in the game's own vocabulary (e.g. ``"after"`` an
    event, ``"state_check"``); ``name`` what it concerns (the event, step or validator
    name; empty for hooks that concern everything); ``fn`` the handler, whose signature
    the hook point defines; ``order`` places it among the hooks of the same point:
    lower first, the rules' own hooks have 0.
    """

    kind: str
    fn: Callable
    name: str = ""
    order: int = 0


class HookRegistry:
    """The hooks of one game's rules and cards, collected when its rule set is built.

    ``kinds`` maps each hook point to ``"many"`` (every hook runs, ordered by
    ``(order, source, declaration)``) or ``"one"`` (at most one hook per name).
    Hooks of unknown kinds are refused, so a misspelled kind cannot be silently ignored.
    """

    def __init__(self, kinds: Mapping[str, str]) -> None:
        self.kinds = dict(kinds)
        self._many: dict[tuple[str, str], list[tuple[int, str, int, Callable]]] = {}
        self._one: dict[tuple[str, str], tuple[str, Callable]] = {}
        self._frozen: dict[tuple[str, str], tuple[Callable, ...]] = {}
        self._n = 0

    def add(self, hook: Hook, source: str) -> None:
        arity = self.kinds.get(hook.kind)
        if arity is None:
            raise ValueError(f"unknown hook kind {hook.kind!r} (from {source}); known: {', '.join(sorted(self.kinds))}")
        key = (hook.kind, hook.name)
        if arity == "one":
            if key in self._one:
                raise ValueError(f"{hook.kind} {hook.name!r} is declared twice ({self._one[key][0]}, {source})")
            self._one[key] = (source, hook.fn)
            return
        self._n += 1
        self._many.setdefault(key, []).append((hook.order, source, self._n, hook.fn))
        self._frozen.pop(key, None)

    def add_all(self, hooks: Iterable[Hook], source: str) -> None:
        for h in hooks:
            self.add(h, source)

    def many(self, kind: str, name: str = "") -> tuple[Callable, ...]:
        """The handlers of a ``"many"`` hook point, in order."""
        key = (kind, name)
        hit = self._frozen.get(key)
        if hit is None:
            hit = tuple(fn for *_, fn in sorted(self._many.get(key, ()), key=lambda t: t[:3]))
            self._frozen[key] = hit
        return hit

    def one(self, kind: str, name: str) -> Callable | None:
        """The handler of a ``"one"`` hook point, or None."""
        hit = self._one.get((kind, name))
        return hit[1] if hit else None

    def names(self, kind: str) -> set[str]:
        """Every name some hook of ``kind`` concerns."""
        return {n for k, n in self._many if k == kind} | {n for k, n in self._one if k == kind}
