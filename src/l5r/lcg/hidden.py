"""What a player does not know, for the bots that look ahead on determinized copies
(:func:`l5r.engine.agents.determinize`): the rule set's ``hidden_groups`` and
``after_determinize``.

What a player may see is what their view shows (:mod:`l5r.lcg.view`); the groups are
the cards it does not show by name, each group cards that could be one another:

* an opponent's hand and conflict deck (Rules Reference "Triggered Abilities": a hand
  and a deck are hidden out-of-play areas; a hand's size is known, not its cards);
* an opponent's dynasty deck and the facedown dynasty cards in their provinces
  ("Fill a Province": placed facedown without looking);
* an opponent's facedown provinces ("Facedown Province": a facedown province has no
  identity but "facedown province"; only its controller may look at it);
* the player's own conflict deck (its order is unknown), and their own dynasty deck
  with the facedown cards in their own provinces ("Facedown Province", Note, and
  Setup step 6: after the dynasty mulligan a player may not look at the facedown
  cards in their provinces -- unless a card lets them: ``player_may``
  "look_at_province_cards", Asahina Takako).

* the treaty deck's order and the treaty cards placed facedown on treaties (Rules Reference
  "Treaty Cards": placed "without looking at it"), dealt anew among themselves.

The player's own facedown provinces are known (they may look at them at any time), and
so is every card their pending decision names (the cards of a mulligan, the top cards
of a deck they look at, a facedown province a card lets them look at).

After the cards of a copy are dealt anew, :func:`after_determinize` rebuilds what the
game derived from card identities (the indexes of :func:`l5r.lcg.abilities.prepare_game`;
the active effects are only cached inside :func:`l5r.lcg.model.frozen` blocks, never
between decisions or in a clone), keeps a stronghold province one that may be
(Rules Reference "Eminent"; a province that "cannot be a stronghold province"), and
replaces the opponents' secrets: an honor bid chosen but not yet revealed (Appendix I
2.2 and D.3: bids are secret until revealed together), a number secretly selected on an honor
dial (:class:`l5r.lcg.vocab_cards.GuessDial`) and a stronghold province chosen
at Setup step 5 ("secretly selects") before the provinces are placed.
"""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

from .abilities import prepare_game
from .formats import bid_top
from .model import FACTS, player_may
from .setup import may_be_stronghold_province
from .state import STRONGHOLD_SLOT
from .vocab_cards import DIAL_NUMBERS

if TYPE_CHECKING:
    from ..engine.game import Game

_UID = re.compile(r"\d+")
#: attempts at dealing a player's facedown provinces anew until their stronghold province
#: is one that may be (a rejection sampler: uniform over the legal deals)
_DEALS = 1000


#: the keys under which a frame names the card it is about (a card being played, a
#: facedown province being looked at)
_ABOUT = ("card", "province")


def named_by_pending(g: Game, player: int) -> set[int]:
    """The cards the pending decision shows ``player`` by name: the texts ``player``
    sees of it are its prompt (unless it is another player's secret decision) and, for
    their own decision, its options' labels. A card is named when its title is in the
    label of an option whose id holds its uid (the cards of a mulligan, of a deck one
    looks at), or in the prompt or a label while a frame on the stack is about it (a
    card being played, a province being looked at)."""
    st = g.state
    d = st.pending
    if d is None or (d.player != player and d.secret):
        return set()
    cards = st.cards
    n = len(cards)
    out: set[int] = set()
    texts = [d.prompt]
    if d.player == player:
        for o in d.options:
            texts.append(o.label)
            for tok in _UID.findall(o.id):
                u = int(tok)
                if u < n and FACTS[cards[u].cid].name in o.label:
                    out.add(u)
    text = "\n".join(texts)
    for f in st.stack:
        for key in _ABOUT:
            u = f.get(key)
            if type(u) is int and 0 <= u < n and FACTS[cards[u].cid].name in text:
                out.add(u)
    return out


def hidden_groups(g: Game, player: int) -> list[list[int]]:
    """The groups of cards whose identity ``player`` does not know (module docstring),
    each within which any card could be any other; empty groups are left out."""
    st = g.state
    cards = st.cards
    known = named_by_pending(g, player)
    groups: list[list[int]] = []
    for pl in st.players:
        facedown_in_provinces = [u for slot in pl.province_cards for u in slot if cards[u].facedown]
        if pl.index == player:
            if facedown_in_provinces and player_may(st, "look_at_province_cards", player):
                facedown_in_provinces = []  # they may look at them (Asahina Takako)
            found = [list(pl.conflict_deck), [*pl.dynasty_deck, *facedown_in_provinces]]
        else:
            found = [[*pl.hand, *pl.conflict_deck], [*pl.dynasty_deck, *facedown_in_provinces],
                     [u for u in pl.provinces if cards[u].facedown]]
        for grp in found:
            grp = [u for u in grp if u not in known]
            if grp:
                groups.append(grp)
    return groups


def after_determinize(g: Game, player: int, seed: int) -> None:
    """``g`` is a copy whose hidden cards (for ``player``) were dealt anew: rebuild the
    indexes derived from the cards, keep every stronghold province a legal one, and
    replace the other players' unrevealed secrets with legal ones drawn with ``seed``
    (module docstring)."""
    st = g.state
    rng = random.Random(seed)
    cards = st.cards
    placed = not any(f.get("step") == "lcg.setup" and f.get("stage", 0) <= 1 for f in st.stack)
    for pl in st.players:
        if not placed or pl.index == player or len(pl.provinces) <= STRONGHOLD_SLOT:
            continue  # (before Setup step 5 places them, no province is the stronghold province)
        facedown = [u for u in pl.provinces if cards[u].facedown]
        sh = pl.provinces[STRONGHOLD_SLOT]
        if sh in facedown and not _legal_stronghold(g, cards[sh].cid):
            cids = [cards[u].cid for u in facedown]
            for _ in range(_DEALS):
                rng.shuffle(cids)
                if _legal_stronghold(g, cids[facedown.index(sh)]):
                    break
            for u, cid in zip(facedown, cids, strict=True):
                cards[u].cid = cid
    facedown_treaties = [t for t in st.treaties if t.card is not None]
    if facedown_treaties:  # nobody has seen the treaty cards on treaties, nor the deck's order
        pool = [t.card for t in facedown_treaties] + st.treaty_deck
        rng.shuffle(pool)
        for t in facedown_treaties:
            t.card = pool.pop()
        st.treaty_deck = pool
    elif len(st.treaty_deck) > 1:
        rng.shuffle(st.treaty_deck)
    for f in st.stack:
        step = f.get("step")
        if step == "cards.dial_guess" and "number" in f and f["player"] != player:
            f["number"] = rng.choice(DIAL_NUMBERS)  # a number secretly selected on a dial, not yet revealed
        elif step == "lcg.bid" and not f.get("revealed"):
            for p in sorted(f["bids"]):
                if int(p) != player:
                    f["bids"][p] = rng.randint(1, bid_top(st, int(p)))  # the bid step's options
        elif step == "lcg.setup" and f.get("stage") == 1:
            for p in sorted(f.get("chosen", {})):
                if int(p) != player:
                    legal = [u for u in st.players[int(p)].provinces if _legal_stronghold(g, cards[u].cid)]
                    f["chosen"][p] = rng.choice(legal)
    prepare_game(g)


def _legal_stronghold(g: Game, cid: str) -> bool:
    """May a province with this card id be a stronghold province (Setup step 5)?"""
    return not FACTS[cid].has_keyword("eminent") and may_be_stronghold_province(g, cid)
