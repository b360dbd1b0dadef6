"""The Core Set role cards' reactions (Rules Reference "Role Cards": not in
play, their text is active beside the stronghold). Their deckbuilding text
(Keeper: +3 influence; Seeker: an extra province of its element) is applied
by :mod:`l5r.lcg.deckbuilding`.
"""

from __future__ import annotations

from ..abilities import CardTable
from ..model import FACTS, yours
from ..state import ELEMENTS
from ..vocab import Effect, Reaction
from ..vocab_rings import element_conflict
from ..words import phrase

CARDS = CardTable()


def _won_as_defender_in(element: str):
    """After you win a conflict of ``element`` as the defending player."""
    of_element = element_conflict(element)

    def when(g, ctx, e) -> bool:
        p = ctx["player"]
        st = g.state
        return yours(st, p, e.get("player", -1)) and not yours(st, p, e.get("attacker", -1)) and of_element(g, ctx)
    return phrase(f"you win {'an' if element[:1] in 'aeiou' else 'a'} {element} conflict as the defender")(when)


def _your_province_revealed(element: str):
    """After a province of ``element`` you control is revealed."""
    def when(g, ctx, e) -> bool:
        c = g.state.cards[e["card"]]
        return c.controller == ctx["player"] and element in FACTS[c.cid].elements
    return phrase(f"one of your {element} provinces is revealed")(when)


for _el in ELEMENTS:
    CARDS.card(f"01-keeper-of-{_el}",
         Reaction("conflict_won", Effect("gain_fate", on="player"), when=_won_as_defender_in(_el),
                  text="gain 1 fate"),
         text=f"Deckbuilding: +3 influence. After you win a {_el} conflict while defending, gain 1 fate.")
    CARDS.card(f"01-seeker-of-{_el}",
         Reaction("province_revealed", Effect("gain_fate", on="player"), when=_your_province_revealed(_el),
                  text="gain 1 fate"),
         text=f"Deckbuilding: may swap a province for another {_el} one. After your {_el} province "
              f"is revealed, gain 1 fate.")
