"""The ivory Cavalry player ability (Ivory "Cavalry"; "Unit keywords").

Every player has an Absent Engage ability: target your unbowed Personality in a Cavalry
unit (the Personality and all his Followers have Cavalry) at any location and move him to
the current battlefield (to your side there). Being a player ability without Repeatable,
it is once per turn (Ivory "Player abilities and traits"); the No Second Battle Rule still
holds (``actions._move``).

Celestial and Diamond give Cavalry its own Maneuvers Segment instead
(``Edition.maneuvers``; celestial "C. Cavalry Maneuvers Segment", Diamond "4.3. CAVALRY
MANEUVERS SEGMENT"), so the ability exists only where ``Edition.cavalry_engage`` is True.
"""

from __future__ import annotations

from . import model as m
from .editions import edition
from .index import keyword_in_game
from .model import is_cavalry
from .vocab import Ability, Choose, Ctx

#: The ivory Cavalry player ability.
RULEBOOK: dict[str, Ability] = {}
#: It needs the ivory rules and a Cavalry card in the game (``index.Definitions.gates``).
GATES = {"cavalry": lambda st: edition(st.edition).cavalry_engage and keyword_in_game(st, "Cavalry")}


def _cavalry_ok(c: Ctx) -> bool:
    st = c.st
    return edition(st.edition).cavalry_engage and st.battle >= 0 and m.current_side(st, c.player) is not None


def _cavalry_unit(c: Ctx, uid: int) -> bool:
    st = c.st
    side = m.current_side(st, c.player)
    return (m.ctype(st, uid) == "personality" and st.cards[uid].controller == c.player
            and not st.cards[uid].bowed and is_cavalry(st, uid) and st.cards[uid].loc != side
            and uid not in st.attack.get("resolved_attackers", []))


RULEBOOK["cavalry"] = Ability(
    ("engage",), (lambda c: c.move_to_battle(c["unit"]),), absent=True, condition=_cavalry_ok,
    label="Cavalry: move your unbowed Personality in a Cavalry unit to the current battlefield",
    choices=(Choose("unit", _cavalry_unit, anywhere=True, prompt="Cavalry: move which unit?"),))
