"""The Core Set role cards' reactions (Rules Reference "Role Cards": not in
play, their text is active beside the stronghold). Their deckbuilding text
(Keeper: +3 influence; Seeker: an extra province of its element) is applied
by :mod:`l5r.lcg.deckbuilding`.
"""

from __future__ import annotations

from ..abilities import CardTable
from ..state import ELEMENTS
from ..vocab import Effect, Reaction
from .conditions import you_win_conflict, your_province_revealed

CARDS = CardTable()


for _el in ELEMENTS:
    CARDS.card(f"01-keeper-of-{_el}",
         Reaction("conflict_won", Effect("gain_fate", on="player"), when=you_win_conflict(as_="defender", element=_el),
                  text="gain 1 fate"),
         text=f"Deckbuilding: +3 influence. After you win a {_el} conflict while defending, gain 1 fate.")
    CARDS.card(f"01-seeker-of-{_el}",
         Reaction("province_revealed", Effect("gain_fate", on="player"), when=your_province_revealed(_el),
                  text="gain 1 fate"),
         text=f"Deckbuilding: may swap a province for another {_el} one. After your {_el} province "
              f"is revealed, gain 1 fate.")
