"""CCG card definitions, one module per card group; every module is loaded here.

Each module calls :func:`define` for its cards. ``DEFS`` maps a card id (the
facts table's ``id``) to its :class:`~l5r.ccg.vocab.CardDef`. A card with no
rules text (e.g. Togashi Taro) is defined with no abilities; a card that is
absent from ``DEFS`` is not implemented (``l5r ccg cards --coverage``).
"""

from __future__ import annotations

import importlib
import pkgutil

from ..vocab import CardDef

DEFS: dict[str, CardDef] = {}

#: Facts derived from ``DEFS`` and cached by the rules (e.g. which cards have continuous
#: traits); emptied whenever a card is defined, so late definitions (test fixtures) count.
DERIVED: dict = {}


def define(card_def: CardDef) -> CardDef:
    if card_def.id in DEFS:
        raise ValueError(f"card {card_def.id!r} is defined twice")
    DEFS[card_def.id] = card_def
    DERIVED.clear()
    return card_def


def _load() -> None:
    for info in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{info.name}")


_load()
