"""Fixed-size encodings of a game for learning agents: the observation vector and the
action index space, both game-agnostic machinery driven by each game's :class:`Spec`
(:mod:`l5r.env.lcg`, :mod:`l5r.env.ccg`).

**Actions.** An action is an index in ``range(spec.actions)``::

    index = (kind * OBJECTS + object) * VARIANTS + variant        (the last index: DONE)

* ``kind``: the option id's *shape* -- its numbers replaced by ``N`` (``"ability:45:0"`` has
  the shape ``"ability:N:N"``) -- by its position in the game's :attr:`Spec.kinds` table
  (the last kind, ``other``, for a shape not in the table);
* ``object``: the first number of the id plus one (a card's uid, or a province or player
  number, as the engine's option ids name them), 0 for an id without a number, at most
  ``OBJECTS - 1``;
* ``variant``: the option's rank among the legal options of the same kind and object (0
  for the first; e.g. the second ability of one card).

So the same index means the same kind of answer about the same card throughout a game.
``DONE`` (the last index) ends a multi-pick decision (see :class:`Picker`).

**Observations.** A ``float32`` vector of :attr:`Spec.size` numbers, in blocks:

1. the decision (zeros when it is not this player's): one-hot of its context among
   :attr:`Spec.contexts` (+ other), whether it picks many, its min and max, picks so far;
2. the game's globals (:attr:`Spec.globals_`: a function of the view);
3. each player's numbers (:attr:`Spec.player_fields`), the observer first;
4. one row per card slot (uid ``0 .. CARDS-1``), zeros for a card the observer does not
   see: present, whose (1 the observer's, -1 the other's), zone one-hot
   (:attr:`Spec.zones` + other), type one-hot (:attr:`Spec.types` + other), its card-table
   index + 1 (:attr:`Spec.card_index`), the host's uid + 1 for an attachment, then
   :attr:`Spec.card_fields`.

>>> shape("ability:45:0"), first_number("ability:45:0"), first_number("pass")
('ability:N:N', 45, None)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..engine.decision import Decision, Kind, Option

#: card slots of the observation and objects of the action index (uids 0 .. CARDS-1)
CARDS = 256
OBJECTS = CARDS + 1
#: options of one kind about one object told apart
VARIANTS = 8
#: the features of the decision block besides its context
DECISION_FEATURES = 4

_NUM = re.compile(r"\d+")


def shape(option_id: str) -> str:
    """The option id with its numbers replaced by ``N``."""
    return _NUM.sub("N", option_id)


def first_number(option_id: str) -> int | None:
    m = _NUM.search(option_id)
    return int(m.group()) if m else None


@dataclass(frozen=True)
class Spec:
    """What the encodings need to know of one game (see the module docstring)."""

    name: str
    kinds: tuple[str, ...]
    contexts: tuple[str, ...]
    zones: tuple[str, ...]
    types: tuple[str, ...]
    card_key: str
    card_table: tuple[str, ...]
    card_fields: tuple[tuple[str, Callable[[Any], float]], ...]
    player_fields: tuple[tuple[str, Callable[[Any], float]], ...]
    globals_: Callable[[dict, int], list[float]]
    globals_size: int
    players_of: Callable[[dict], list[dict]] = field(default=lambda v: v["players"])

    @property
    def actions(self) -> int:
        """The size of the action space (the last index is DONE)."""
        return (len(self.kinds) + 1) * OBJECTS * VARIANTS + 1

    @property
    def done(self) -> int:
        return self.actions - 1

    @property
    def card_width(self) -> int:
        return 4 + len(self.zones) + 1 + len(self.types) + 1 + len(self.card_fields)

    @property
    def size(self) -> int:
        """The length of the observation vector."""
        return (len(self.contexts) + 1 + DECISION_FEATURES + self.globals_size + 2 * len(self.player_fields)
                + CARDS * self.card_width)

    # ------------------------------------------------------------------ actions
    def action_indices(self, options: Sequence[Option]) -> list[int]:
        """The action index of each option (in order; distinct). ValueError when more than
        :data:`VARIANTS` options share a kind and object."""
        kinds = {k: i for i, k in enumerate(self.kinds)}
        other = len(self.kinds)
        seen: dict[tuple[int, int], int] = {}
        out = []
        for o in options:
            k = kinds.get(shape(o.id), other)
            n = first_number(o.id)
            obj = 0 if n is None else min(n + 1, OBJECTS - 1)
            v = seen.get((k, obj), 0)
            if v >= VARIANTS:
                raise ValueError(f"more than {VARIANTS} options of kind {shape(o.id)!r} about {obj - 1}")
            seen[(k, obj)] = v + 1
            out.append((k * OBJECTS + obj) * VARIANTS + v)
        return out

    # ------------------------------------------------------------------ observations
    def encode(self, view: dict, player: int, decision: Decision | None, picks: int) -> np.ndarray:
        """The observation vector of ``player`` from its ``view`` (``decision``: its pending
        decision, if it is this player's; ``picks``: options picked so far in it)."""
        out = np.zeros(self.size, dtype=np.float32)
        i = 0
        if decision is not None:
            c = self.contexts.index(decision.context) if decision.context in self.contexts else len(self.contexts)
            out[c] = 1.0
            j = len(self.contexts) + 1
            out[j:j + DECISION_FEATURES] = (float(decision.kind is Kind.MANY), decision.min,
                                            min(decision.max, len(decision.options)), picks)
        i = len(self.contexts) + 1 + DECISION_FEATURES
        g = self.globals_(view, player)
        out[i:i + self.globals_size] = g
        i += self.globals_size
        players = self.players_of(view)
        order = [player] + [q for q in range(len(players)) if q != player]
        for q in order[:2]:
            p = players[q]
            for name, fn in self.player_fields:
                out[i] = fn(p.get(name))
                i += 1
        base = i
        w = self.card_width
        zones = {z: k for k, z in enumerate(self.zones)}
        types = {t: k for k, t in enumerate(self.types)}
        table = {cid: k for k, cid in enumerate(self.card_table)}
        for card, zone, owner, host in walk_cards(view, self.players_of):
            uid = card["uid"]
            if not 0 <= uid < CARDS:
                continue
            r = base + uid * w
            out[r] = 1.0
            out[r + 1] = 0.0 if owner is None else (1.0 if owner == player else -1.0)
            z = zones.get(zone, len(self.zones))
            out[r + 2 + z] = 1.0
            t = types.get(str(card.get("type")), len(self.types))
            out[r + 3 + len(self.zones) + t] = 1.0
            j = r + 4 + len(self.zones) + len(self.types)
            out[j] = table.get(str(card.get(self.card_key)), -1) + 1
            out[j + 1] = 0.0 if host is None else host + 1
            j += 2
            for name, fn in self.card_fields:
                out[j] = fn(card.get(name))
                j += 1
        return out


def walk_cards(view: dict, players_of: Callable[[dict], list[dict]]) -> list[tuple[dict, str, int | None, int | None]]:
    """Every card shown in ``view`` (a dict with a ``uid``): ``(card, zone, owner, host)``;
    the zone is the name of the list or field holding it, the owner the index of the player
    entry it is under (None outside them), the host the uid of the card it is attached to."""
    out: list[tuple[dict, str, int | None, int | None]] = []

    def visit(node: Any, zone: str, owner: int | None, host: int | None) -> None:
        if isinstance(node, dict):
            if "uid" in node:
                out.append((node, zone, owner, host))
                host_here: int | None = node["uid"]
            else:
                host_here = host
            for k, v in node.items():
                if isinstance(v, (dict, list)):
                    visit(v, k, owner, host_here if k == "attachments" else host)
        elif isinstance(node, list):
            for v in node:
                visit(v, zone, owner, host)

    players = players_of(view)
    for k, v in view.items():
        if isinstance(v, (dict, list)) and v is not players:
            visit(v, k, None, None)
    for q, p in enumerate(players):
        visit(p, "player", q, None)
    return out


def number(v: Any) -> float:
    """A numeric field (None or missing: -1; a flag: 0 or 1)."""
    if v is None:
        return -1.0
    if isinstance(v, (bool, int, float)):
        return float(v)
    if isinstance(v, (list, dict)):
        return float(len(v))
    return 0.0


def flag(v: Any) -> float:
    return 1.0 if v else 0.0


def side(who: Any, player: int) -> float:
    """A player index seen by ``player``: 1 itself, -1 another player, 0 nobody (None or -1)."""
    if not isinstance(who, int) or who < 0:
        return 0.0
    return 1.0 if who == player else -1.0


def one_of(*values: str) -> Callable[[Any], float]:
    """A text field as its position among ``values`` plus one (0: none of them)."""
    table = {v: i + 1 for i, v in enumerate(values)}
    return lambda v: float(table.get(v, 0))
