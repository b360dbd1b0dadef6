"""Keyword abilities (Rules Reference "Keywords" and each keyword's entry).

The keywords of the game are Ancestral, Composure, Corrupted, Courtesy,
Covert, Dire, Disguised, Eminent, Legendary X, Limited, No Attachments,
Pride, Rally, Restricted, Sincerity and Support. Most are resolved where
their moment happens (Courtesy/Sincerity/Ancestral in ``appliers`` "leaves
play", Pride in ``conflict``, Covert at declaration, Limited and Restricted
in ``play``); this module holds the rules of the others and the predicates
card definitions use:

* Composure and Dire are *variable* keywords: each card says what it gains,
  so the rules only give the condition (:func:`has_composure`, :func:`dire`).
* Legendary X: :func:`legendary`, :func:`can_add_fate`, :func:`may_enter_play`.
* Eminent: :func:`is_eminent`, :func:`can_turn_facedown`.
* Rally: :func:`reveal_dynasty_card` (reveal a card in a province; a rally
  card then fills the same province faceup).
* No Attachments: :func:`attachments_allowed`.
* Disguised: :func:`disguise_candidates`, :func:`disguise_cost`.
* Support: :func:`supporters`.

Printed keywords are lowercase strings in the facts (``"legendary 2"``,
``"no attachments except monk|tattoo"``, ``"disguised courtier"``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.names import says
from .actions import fill_province
from .model import FACTS, effects_of, has_keyword, is_blank, opponents, player_cannot, player_order
from .state import IN_PROVINCE, PROVINCE, Card, LCGState

if TYPE_CHECKING:
    from ..engine.game import Game

#: every keyword of the game (Rules Reference "Keywords"), plus the two variable
#: keywords the glossary defines separately (Corrupted, Dire).
KEYWORDS = ("ancestral", "composure", "corrupted", "courtesy", "covert", "dire", "disguised",
            "eminent", "legendary", "limited", "no attachments", "pride", "rally", "restricted",
            "sincerity", "support")
VARIABLE = ("composure", "dire")


def keyword_name(kw: str) -> str | None:
    """The keyword a printed keyword string is an instance of, or None.

    >>> keyword_name("legendary 2"), keyword_name("no weapon|armor attachments")
    ('legendary', 'no attachments')
    >>> keyword_name("disguised courtier"), keyword_name("shadowlands")
    ('disguised', None)
    """
    kw = kw.lower().strip()
    if kw.startswith("no ") and kw.split(" except ")[0].endswith("attachments"):
        return "no attachments"
    head = kw.split()[0] if kw else ""
    return head if head in KEYWORDS else None


# ------------------------------------------------------------------ variable keywords
def has_composure(g: "Game", player: int) -> bool:
    """"Composure": active while this player's honor bid (the dial) is lower
    than that of one of their opponents."""
    st = g.state
    bid = st.players[player].bid
    return any(bid < st.players[o].bid for o in opponents(st, player))


def dire(card: Card) -> bool:
    """"Dire": active while the character has no fate on it."""
    return card.fate == 0


# ------------------------------------------------------------------ legendary X
def legendary(st: LCGState, c: Card) -> int | None:
    """The X of the card's Legendary X keyword (None without it)."""
    if not has_keyword(st, c, "legendary"):
        return None
    return FACTS[c.cid].legendary


def can_add_fate(st: LCGState, c: Card) -> bool:
    """"Legendary X": fate cannot be added to the card (it enters play with X)."""
    return legendary(st, c) is None


def may_enter_play(g: "Game", c: Card, *, played: bool) -> bool:
    """"Legendary X": it cannot be put into play by card effects, nor enter play
    outside the dynasty phase."""
    if FACTS[c.cid].legendary is None:
        return True
    return played and g.state.phase == "dynasty"


# ------------------------------------------------------------------ eminent
def is_eminent(c: Card) -> bool:
    return FACTS[c.cid].has_keyword("eminent")


def can_turn_facedown(c: Card) -> bool:
    """"Eminent": an eminent province cannot be turned facedown (only provinces can be)."""
    return c.zone == PROVINCE and not is_eminent(c)


def may_be_stronghold_province(c: Card) -> bool:
    """"Eminent": an eminent province cannot be a player's stronghold province."""
    return not is_eminent(c)


# ------------------------------------------------------------------ rally
def reveal_dynasty_card(g: "Game", uid: int) -> bool:
    """Turn a facedown dynasty card in a province faceup ("revealed"). A card
    with Rally then fills the same province faceup; a card placed faceup is
    not revealed, so Rally does not chain ("Rally"). Returns True if revealed."""
    st = g.state
    c = st.cards[uid]
    if c.zone != IN_PROVINCE or not c.facedown:
        return False
    c.facedown = False
    g.log(f"{says(st.players[c.owner].name, 'reveals')} {FACTS[c.cid].name}.")
    if FACTS[c.cid].has_keyword("rally"):
        g.log(f"Rally: {says(st.players[c.owner].name, 'fills')} the province faceup.")
        fill_province(g, c.owner, c.slot, faceup=True)
    return True


# ------------------------------------------------------------------ no attachments
def attachments_allowed(st: LCGState, host: Card, af) -> bool:
    """"No Attachments" (and "No Attachments except <trait>", "No <trait>
    attachments"): may an attachment with facts ``af`` be attached to ``host``?
    The host's printed keywords count unless it is blank, and so do the ones
    it gained ("Blank": gained text is not blanked)."""
    kws = [] if is_blank(st, host) else list(FACTS[host.cid].keywords)
    for e in effects_of(st, "gain_keyword"):
        if e["keyword"].startswith("no ") and any(u == host.uid and i == host.instance for u, i in e["targets"]):
            kws.append(e["keyword"])
    traits = set(af.traits)
    for kw in kws:
        if not kw.startswith("no ") or "attachments" not in kw:
            continue
        if kw == "no attachments":
            return False
        if kw.startswith("no attachments except "):
            allowed = set(kw[len("no attachments except "):].split("|"))
            if not traits & allowed:
                return False
        else:  # "no weapon|armor attachments"
            banned = set(kw[3:-len(" attachments")].split("|"))
            if traits & banned:
                return False
    return True


# ------------------------------------------------------------------ disguised
def disguise_kinds(c: Card) -> set[str]:
    """Traits or clans named by the card's "disguised X" keywords."""
    out: set[str] = set()
    for kw in FACTS[c.cid].keywords:
        if kw.startswith("disguised "):
            out.update(kw[len("disguised "):].split("|"))
    return out


def disguise_candidates(g: "Game", p: int, uid: int) -> list[int]:
    """Non-unique characters ``p`` controls with a Trait or clan the disguised
    character names ("Disguised"), or for "Disguised non-<clan> character" any one
    without that clan (keyword ``"disguised non-scorpion"``)."""
    st = g.state
    kinds = disguise_kinds(st.cards[uid])
    if not kinds:
        return []
    out = []
    for u in st.players[p].play:
        f = FACTS[st.cards[u].cid]
        if f.unique or u == uid:
            continue
        if f.clan in kinds or kinds & set(f.traits) or any(
                k.startswith("non-") and f.clan != k[4:] for k in kinds):
            out.append(u)
    return out


def disguise_cost(cost: int, replaced: Card) -> int:
    """The cost reduced by the replaced character's printed cost (never below 0)."""
    return max(0, cost - (FACTS[replaced.cid].cost or 0))


# ------------------------------------------------------------------ support
def supporters(g: "Game", p: int) -> list[int]:
    """Players who could help ``p`` pay for a support card, in player order."""
    st = g.state
    return [q for q in player_order(st) if q != p and st.players[q].fate > 0]


def budget(g: "Game", p: int, uid: int, need: int) -> int:
    """The fate ``p`` can spend on ``uid``: their own, and what other players could give
    for Support when that is not ``need`` (Rules Reference "Support"; "cannot spend fate":
    Blood of Onnotangu, nobody spends any)."""
    st = g.state
    fate = st.players[p].fate
    if need > 0 and player_cannot(g, "spend_fate", p):
        return 0
    if need <= fate or not has_keyword(st, st.cards[uid], "support"):
        return fate
    return fate + sum(st.players[q].fate for q in supporters(g, p))


def affordable(g: "Game", p: int, uid: int, cost: int) -> bool:
    """Enough fate to pay ``cost`` for ``uid``, counting what other players could give for Support."""
    return cost <= budget(g, p, uid, cost)


# ------------------------------------------------------------------ limited
def limited_ok(g: "Game", p: int, uid: int) -> bool:
    """Rules Reference "Limited": one limited card played per player per round."""
    return not FACTS[g.state.cards[uid].cid].has_keyword("limited") or g.state.players[p].limited_played == 0
