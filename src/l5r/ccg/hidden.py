"""What a player does not know of a CCG game: the hidden cards a bot's determinized copies
deal anew (:func:`l5r.engine.agents.determinize`, through the rule set's hooks
``hidden_groups`` and ``after_determinize``).

The rules (Ivory "Game area knowledge"): a player knows the face-up cards, his own hand and
focus pool; he does not know "the order or identity of face-down cards in decks or
Provinces, even their own", nor "the identity of face-down cards in other players' hands or
focusing areas" (Ivory "Focusing area": a player may look at his own focused cards, not at
another's face-down ones). Celestial: "You may not normally look at any face-down cards,
even ones in your own provinces" (Setup); a focus pool is "face-down but visible to its
player" (Rules Glossary "DUEL" 1). Diamond: "You cannot look at anyone's face-down Dynasty
cards, not even your own" (Setup). The redacted view (:mod:`l5r.ccg.view`) shows exactly
this: a card it shows by title is in no group here, a card it shows as face down or only
counts is in one (``tests/ccg/test_ccg_bots_hidden.py`` checks the correspondence).

The groups of player ``p`` (:func:`hidden_groups`), each a set of cards any of which could
be any other:

* for each opponent: his hand, his Fate deck, his face-down focused cards (focused from his
  hand, or from the top of his Fate deck in ivory) and his focus pool (celestial, the top of
  his Fate deck): every Fate card of his that ``p`` cannot see;
* for each opponent: his Dynasty deck and the face-down cards in his provinces;
* ``p``'s own Fate deck (its order is unknown);
* ``p``'s own Dynasty deck and the face-down cards in his own provinces.

A card the player's pending decision shows by title (a search of his own Fate deck offers
the cards it finds, e.g. Wisdom Gained) is known while the decision is pending: it is in no
group.
"""

from __future__ import annotations

from .index import forget_game
from .model import title
from .state import FOCUS, CCGState

__all__ = ["after_determinize", "hidden_groups", "shown_by_decision"]


def shown_by_decision(st: CCGState, player: int) -> frozenset[int]:
    """The cards ``player``'s pending decision shows by title: an option whose id is a card's
    uid and whose label begins with that card's title (``resolution._label``, the cards a
    choice offers). Empty when the pending decision is another player's."""
    d = st.pending
    if d is None or d.player != player:
        return frozenset()
    n = len(st.cards)
    out = set()
    for o in d.options:
        i = o.id
        if isinstance(i, str) and i.isdigit():
            u = int(i)
            if u < n and o.label.startswith(title(st, u)):
                out.add(u)
    return frozenset(out)


def _face_down_focused(st: CCGState, p: int) -> list[int]:
    """Player ``p``'s focused cards that are face down, and his focus pool's cards (zone
    FOCUS): what another player sees of them is their number (``view._focus_area``)."""
    d = st.duel
    if not d:
        return []
    cards = st.cards
    key = str(p)
    focused = [u for u in d.get("focused", {}).get(key, ()) if cards[u].zone == FOCUS and not cards[u].face_up]
    pool = [u for u in d.get("pool", {}).get(key, ()) if cards[u].zone == FOCUS]
    return focused + pool


def hidden_groups(st: CCGState, player: int) -> list[list[int]]:
    """The groups of cards whose identities ``player`` does not know (see the module
    docstring), each sorted, without the cards his pending decision shows (empty groups are
    left out; a group of one card is kept: the player does not see it either, although
    dealing it anew changes nothing)."""
    shown = shown_by_decision(st, player)
    cards = st.cards
    groups: list[list[int]] = []
    for p in st.players:
        fate = list(p.fate_deck)
        if p.index != player:
            fate += p.hand
            fate += _face_down_focused(st, p.index)
        dynasty = list(p.dynasty_deck)
        dynasty += [pr.card for pr in p.provinces if pr.card >= 0 and not cards[pr.card].face_up]
        for group in (fate, dynasty):
            if shown:
                group = [u for u in group if u not in shown]
            if group:
                groups.append(sorted(group))
    return groups


def after_determinize(st: CCGState) -> None:
    """``st`` is a determinized copy's state (card identities dealt anew): forget the card
    index kept for it (:func:`l5r.ccg.index.forget_game`: the next question builds it from the
    new identities), and what the copy records that the player may not read: how the game
    began (``CCGState.setup``, with its seed, from which every hidden card could be found
    again; the copy is no longer that game) and the narrated log."""
    forget_game(st)
    st.setup = {}
    st.log = []
    st.logging = False
