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
        return c

    return deco(cls) if cls is not None else deco


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
    """Rebuild a state tree from :func:`to_data` output."""
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [from_data(x) for x in data]
    if isinstance(data, dict):
        tname = data.get(TYPE_KEY)
        if tname is None:
            return {k: from_data(v) for k, v in data.items()}
        cls = _TYPES.get(tname)
        if cls is None:
            raise CorruptState(f"unknown state type {tname!r}")
        names = _fields(cls)
        missing = [n for n in names if n not in data]
        extra = [k for k in data if k != TYPE_KEY and k not in names]
        if missing or extra:
            raise CorruptState(
                f"{tname}: missing fields {missing}, unknown fields {extra}"
            )
        return cls(**{n: from_data(data[n]) for n in names})
    raise CorruptState(f"unexpected value of type {type(data).__name__}")
