"""Plain-data serialization of game state.

Game state is made of dataclasses registered with :func:`register`, plus
dicts with string keys, lists, strings, numbers, booleans and ``None``.
:func:`to_data` turns such a tree into JSON-able data and :func:`from_data`
rebuilds it exactly.

>>> from dataclasses import dataclass, field
>>> @register
... @dataclass
... class Point:
...     x: int
...     tags: list = field(default_factory=list)
>>> data = to_data({"p": Point(1, ["a"])})
>>> data
{'p': {'__type__': 'Point', 'x': 1, 'tags': ['a']}}
>>> from_data(data)
{'p': Point(x=1, tags=['a'])}

Anything else is refused, on the way out and on the way back in:

>>> to_data({"t": (1, 2)})
Traceback (most recent call last):
...
TypeError: tuple is not allowed in game state: (1, 2)
>>> to_data({1: "a"})
Traceback (most recent call last):
...
TypeError: state dict keys must be strings, got 1
>>> from_data({"__type__": "Nowhere"})
Traceback (most recent call last):
...
l5r.engine.serial.CorruptState: unknown state type 'Nowhere'
>>> from_data({"__type__": "Point", "y": 2})
Traceback (most recent call last):
...
l5r.engine.serial.CorruptState: Point: missing fields ['x', 'tags'], unknown fields ['y']
"""

from __future__ import annotations

import dataclasses
import enum
import operator
import types
import typing
from collections.abc import Iterable
from typing import Any

_TYPES: dict[str, type] = {}
_FIELDS: dict[type, tuple[str, ...]] = {}
TYPE_KEY = "__type__"


class CorruptState(ValueError):
    """Raised when saved data cannot be turned back into a game state."""


_NAMES: dict[type, str] = {}


def register(cls: type | None = None, *, name: str | None = None) -> Any:
    """Class decorator: allow instances of this dataclass in saved state, saved
    under ``name`` (default: the class name). Two games may both have a class
    called ``Player``; each needs its own saved name, so a second class
    claiming a name already taken is refused.

    >>> from dataclasses import dataclass
    >>> @register(name="Spot")
    ... @dataclass
    ... class A:
    ...     x: int
    >>> to_data(A(1))
    {'__type__': 'Spot', 'x': 1}
    >>> @register(name="Spot")
    ... @dataclass
    ... class B:
    ...     x: int
    Traceback (most recent call last):
    ...
    ValueError: state type name 'Spot' is already registered by l5r.engine.serial.A
    """

    def deco(c: type) -> type:
        n = name or c.__name__
        other = _TYPES.get(n)
        if other is not None and (other.__module__, other.__qualname__) != (c.__module__, c.__qualname__):
            raise ValueError(f"state type name {n!r} is already registered by "
                             f"{other.__module__}.{other.__qualname__}")
        _TYPES[n] = c
        _NAMES[c] = n
        _fast_pickle(c)
        return c

    return deco(cls) if cls is not None else deco


def _fast_pickle(cls: type) -> None:
    """Let pickle (and so :meth:`l5r.engine.game.Game.clone`, which the search bots call
    thousands of times per decision) save an instance of dataclass ``cls`` as its class and
    the tuple of its field values, rebuilt by calling the class, instead of the generic
    slots protocol (about a third faster for a whole game state). Only for a dataclass
    whose every field is a positional ``__init__`` argument and that does not define its
    own pickling; calling the class again runs its ``__post_init__``, which must accept
    values it produced (a no-op on them).

    >>> from dataclasses import dataclass, field
    >>> import copy
    >>> @register(name="FastPickleDemo")
    ... @dataclass(slots=True)
    ... class P:
    ...     x: int
    ...     tags: list = field(default_factory=list)
    >>> P(1, ["a"]).__reduce__()
    (<class 'l5r.engine.serial.P'>, (1, ['a']))
    >>> p = P(2, ["b"])
    >>> q = copy.deepcopy(p)  # deepcopy uses __reduce__ as pickle does
    >>> q, q.tags is p.tags
    (P(x=2, tags=['b']), False)
    """
    if not dataclasses.is_dataclass(cls) or any(k in vars(cls) for k in ("__reduce__", "__reduce_ex__",
                                                                          "__getstate__", "__setstate__")):
        return
    fields = dataclasses.fields(cls)
    if any(not f.init or f.kw_only for f in fields):
        return
    get = operator.attrgetter(*(f.name for f in fields)) if len(fields) > 1 else None

    def __reduce__(self: Any) -> tuple[type, tuple]:
        return (cls, get(self) if get is not None else tuple(getattr(self, f.name) for f in fields))

    cls.__reduce__ = __reduce__  # type: ignore[method-assign]


def _fields(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(cls))
        _FIELDS[cls] = names
    return names


def to_data(obj: Any) -> Any:
    """Convert a state tree into JSON-able plain data."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, list):
        return [to_data(x) for x in obj]
    if isinstance(obj, dict):
        out = {}
        for k, v in obj.items():
            if not isinstance(k, str):
                raise TypeError(f"state dict keys must be strings, got {k!r}")
            out[k] = to_data(v)
        return out
    cls = type(obj)
    tname = _NAMES.get(cls)
    if tname is not None:
        out = {TYPE_KEY: tname}
        for name in _fields(cls):
            out[name] = to_data(getattr(obj, name))
        return out
    raise TypeError(f"{cls.__name__} is not allowed in game state: {_path_to(obj)}")


def _path_to(obj: Any) -> str:
    return repr(obj)[:80]


def find_bad(obj: Any, path: str = "state") -> str | None:
    """The path of the first value in ``obj`` that is not allowed in game
    state (a debugging aid for :func:`to_data` errors)."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return None
    items: Iterable[tuple[Any, Any]]
    if isinstance(obj, list):
        items = enumerate(obj)
    elif isinstance(obj, dict):
        items = obj.items()
    elif type(obj) in _NAMES:
        items = ((n, getattr(obj, n)) for n in _fields(type(obj)))
    else:
        return f"{path}: {type(obj).__name__} {obj!r:.80}"
    for k, v in items:
        bad = find_bad(v, f"{path}[{k!r}]")
        if bad:
            return bad
    return None


def from_data(data: Any) -> Any:
    """Rebuild a state tree from :func:`to_data` output.

    Every field of a registered dataclass must hold a value of its annotated type
    (``int`` is not ``bool``; ``list[int]`` checks the items; ``object`` and bare
    ``list``/``dict`` check no further); a value that does not is refused with its path:

    >>> from dataclasses import dataclass, field
    >>> @register(name="Typed")
    ... @dataclass
    ... class T:
    ...     n: int
    ...     ids: list[int] = field(default_factory=list)
    ...     who: str | None = None
    >>> from_data({"__type__": "Typed", "n": 1, "ids": [2], "who": None})
    T(n=1, ids=[2], who=None)
    >>> from_data({"x": [{"__type__": "Typed", "n": True, "ids": [], "who": None}]})
    Traceback (most recent call last):
    ...
    l5r.engine.serial.CorruptState: x[0].n: expected int, got bool True
    >>> from_data({"__type__": "Typed", "n": 1, "ids": [2, "3"], "who": 4})
    Traceback (most recent call last):
    ...
    l5r.engine.serial.CorruptState: ids[1]: expected int, got str '3'
    """
    try:
        return _build(data)
    except _Bad as bad:
        where = "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in reversed(bad.path)).lstrip(".")
        raise CorruptState(f"{where}: {bad.msg}" if where else bad.msg) from None


class _Bad(Exception):
    """A refused value; ``path`` collects its keys on the way out (innermost first)."""

    def __init__(self, msg: str) -> None:
        self.msg = msg
        self.path: list[str | int] = []


#: how deeply saved data may nest (a game state nests a few levels; a hostile file could
#: nest deeper than Python saves or copies)
MAX_DEPTH = 100


def _build(data: Any, depth: int = 0) -> Any:
    cls_ = data.__class__
    if data is None or cls_ in _SCALARS:
        return data
    if depth > MAX_DEPTH:
        raise _Bad(f"nested more than {MAX_DEPTH} levels deep")
    depth += 1
    if cls_ is list:
        if all(x is None or x.__class__ in _SCALARS for x in data):  # most lists: uids, names
            return list(data)
        out = []
        for i, x in enumerate(data):
            try:
                out.append(_build(x, depth))
            except _Bad as bad:
                bad.path.append(i)
                raise
        return out
    if cls_ is dict:
        tname = data.get(TYPE_KEY)
        if tname is None:
            built = {}
            for k, v in data.items():
                try:
                    built[k] = _build(v, depth)
                except _Bad as bad:
                    bad.path.append(k)
                    raise
            return built
        cls = _TYPES.get(tname) if isinstance(tname, str) else None
        if cls is None:
            raise _Bad(f"unknown state type {tname!r}")
        checks = _checks(cls)
        if data.keys() != _KEYS[cls]:
            names = _fields(cls)
            missing = [n for n in names if n not in data]
            extra = [k for k in data if k != TYPE_KEY and k not in names]
            raise _Bad(f"{tname}: missing fields {missing}, unknown fields {extra}")
        values = {}
        for n, ok in checks:
            try:
                v = _build(data[n], depth)
                if ok is not None and not ok(v):
                    _check_type(v, _hints(cls)[n])
            except _Bad as bad:
                bad.path.append(n)
                raise
            values[n] = v
        try:
            return cls(**values)
        except (TypeError, ValueError) as exc:
            raise _Bad(f"{tname}: {exc}") from exc
    if isinstance(data, (bool, int, float, str)):  # e.g. a string enum (a decision's kind)
        return data
    raise _Bad(f"unexpected value of type {cls_.__name__}")


_SCALARS = frozenset((bool, int, float, str))
_CHECKS: dict[type, list[tuple[str, Any]]] = {}
_KEYS: dict[type, frozenset[str]] = {}


def _checks(cls: type) -> list[tuple[str, Any]]:
    """(field, fast type test or None) of a registered class, built once."""
    out = _CHECKS.get(cls)
    if out is None:
        hints = _hints(cls)
        out = [(n, _test(hints[n])) for n in _fields(cls)]
        _CHECKS[cls] = out
        _KEYS[cls] = frozenset((TYPE_KEY, *_fields(cls)))
    return out


def _test(hint: Any) -> Any:
    """A fast ``v -> bool`` test of type ``hint`` (None: anything goes); :func:`_check_type`
    finds what is wrong when it fails."""
    if hint is object or hint is Any:
        return None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is list and args:
        item = _test(args[0])
        if item is None:
            return lambda v: v.__class__ is list
        return lambda v: v.__class__ is list and all(item(x) for x in v)
    if origin is dict and len(args) == 2:
        value = _test(args[1])
        if value is None:
            return lambda v: v.__class__ is dict
        return lambda v: v.__class__ is dict and all(value(x) for x in v.values())
    if origin in (types.UnionType, typing.Union):
        tests = [_test(a) for a in args]
        if any(t is None for t in tests):
            return None
        return lambda v: any(t(v) for t in tests)
    if hint is None or hint is type(None):
        return lambda v: v is None
    if hint in (int, str, bool) or hint in _NAMES:  # exactly that class (a bool is no int)
        return lambda v: v.__class__ is hint
    return lambda v: _is(v, hint)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls)
        _HINTS[cls] = hints
    return hints


def _describe(v: Any) -> str:
    return f"{type(v).__name__} {v!r:.60}"


def _check_type(v: Any, hint: Any) -> None:
    """Refuse ``v`` unless it is of type ``hint``, with the path below it of what is wrong."""
    if not _is(v, hint):
        raise _Bad(f"expected {_name(hint)}, got {_describe(v)}")
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is list and args:
        items: Iterable[tuple[Any, Any]] = enumerate(v)
        of = args[0]
    elif origin is dict and len(args) == 2:
        items, of = v.items(), args[1]
    else:
        if origin in (types.UnionType, typing.Union):
            for a in args:
                if _is(v, a):
                    _check_type(v, a)
                    return
        return
    for k, x in items:
        try:
            _check_type(x, of)
        except _Bad as bad:
            bad.path.append(k)
            raise


def _is(v: Any, hint: Any) -> bool:
    if hint is object or hint is Any:
        return True
    if hint is None or hint is type(None):
        return v is None
    if hint is int:
        return isinstance(v, int) and not isinstance(v, bool)
    if hint is float:
        return isinstance(v, (int, float)) and not isinstance(v, bool)
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        return any(_is(v, a) for a in typing.get_args(hint))
    if origin is not None:
        return isinstance(v, origin)
    if isinstance(hint, type):
        if issubclass(hint, enum.Enum):  # saved as its value
            return isinstance(v, hint) or any(v == m.value and type(v) is type(m.value) for m in hint)
        return isinstance(v, hint)
    return True  # an annotation this checker does not know: no check


def _name(hint: Any) -> str:
    """``Decision or None``, ``list[int]``: a type as a message names it."""
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        return " or ".join(_name(a) for a in typing.get_args(hint))
    if hint is None or hint is type(None):
        return "None"
    if origin is not None:
        return f"{origin.__name__}[{', '.join(_name(a) for a in typing.get_args(hint))}]"
    if isinstance(hint, type):
        return _NAMES.get(hint, hint.__name__)
    return str(hint)
