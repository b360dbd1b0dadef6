"""What an Experienced Personality keeps from the cards it overlaid.

Every edition: the new version keeps the old one's states (bowed, dishonored), attachments,
tokens and ongoing effects and is the same card (``actions._overlay``; Ivory "Experienced",
celestial "EXPERIENCED", Diamond "Experienced Traits").

Where the editions differ (``Edition.overlay_inherits``):

* Ivory: the older card is removed from the game at once; it passes on no abilities.
* celestial: the older card stays under the new one (the stack is one card); the stack has the
  text and stats of the top card plus the abilities of every card under it (including what
  those had inherited), but not their traits, keywords or stats.
* Diamond: the same -- the later version permanently gains the earlier one's abilities, its
  own printed stats and traits replacing the earlier ones; the cards under it are not in play.

An ability here is an action with a designator (Limited, Open, Battle, Engage, Reaction ...):
triggered and continuous traits are not passed on (celestial "Traits", "Abilities"; Diamond
"Abilities and Traits"). An inherited ability has the key ``h<uid>:<cid>:<i>`` (``vocab.lookup``),
the form used for abilities given to a card by an effect.
"""

from __future__ import annotations

from typing import Iterator

from .index import defs, kind_ok
from .model import ability_removed
from .state import PLAY

__all__ = ["ability_sources", "inherited", "carry_used"]


def ability_sources(st, uid: int) -> tuple[str, ...]:
    """The card ids whose abilities card ``uid`` has: its own, then those of the cards under
    it (oldest first) if it is in play (only celestial and Diamond keep them under it,
    ``Edition.overlay_inherits``)."""
    c = st.cards[uid]
    if c.zone != PLAY or not c.under:
        return (c.cid,)
    return (c.cid, *(st.cards[u].cid for u in c.under))


def inherited(st, uid: int, kind: str | None = None) -> Iterator[tuple[str, int, object]]:
    """(key, source uid, Ability) for the abilities card ``uid`` in play has from the cards
    under it; ``kind`` as in ``play.candidates`` ("trigger", "action" or None)."""
    cards = defs(st).cards
    for cid in ability_sources(st, uid)[1:]:
        d = cards.get(cid)
        if d is None:
            continue
        for i, ab in enumerate(d.abilities):
            if ab.zone == "play" and not ab.forced and kind_ok(ab, kind) \
                    and not ability_removed(st, uid, f"{cid}:{i}"):
                yield f"h{uid}:{cid}:{i}", uid, ab


def carry_used(st, old: int, new: int) -> None:
    """The new version is the same card: an ability the old one used this turn (or battle, or
    game) stays used under its inherited key."""
    ocid = st.cards[old].cid
    for n, k in enumerate(st.used):
        again = k.startswith("again:")  # Akodo Senzo's "use it again" grants
        rest = k[len("again:"):] if again else k
        if rest.startswith(f"c{old}:"):
            rest = f"h{new}:{ocid}:" + rest[len(f"c{old}:"):]
        elif rest.startswith(f"h{old}:"):
            rest = f"h{new}:" + rest[len(f"h{old}:"):]
        else:
            continue
        st.used[n] = ("again:" if again else "") + rest
