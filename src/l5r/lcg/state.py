"""The LCG game state: plain-data dataclasses, registered for save/load.

Cards live in ``LCGState.cards`` (index = uid). Each player's zones are lists
of uids; ``Card.zone`` mirrors where the card is so that a card can be found
in O(1). Province slots 0-3 are the non-stronghold provinces from left to
right; slot 4 is the stronghold province.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.decision import Decision
from ..engine.serial import register

ELEMENTS = ("air", "earth", "fire", "water", "void")
CONFLICT_TYPES = ("military", "political")
STRONGHOLD_SLOT = 4

# zone names
HAND = "hand"
CONFLICT_DECK = "conflict_deck"
DYNASTY_DECK = "dynasty_deck"
CONFLICT_DISCARD = "conflict_discard"
DYNASTY_DISCARD = "dynasty_discard"
REMOVED = "removed"
PLAY = "play"  # characters in play (home or participating)
ATTACHED = "attached"  # attachments in play, on a host
PROVINCE = "province"  # a province card in a province slot
IN_PROVINCE = "in_province"  # a dynasty card on a province
STRONGHOLD = "stronghold"
ROLE = "role"
LIST_ZONES = (HAND, CONFLICT_DECK, DYNASTY_DECK, CONFLICT_DISCARD, DYNASTY_DISCARD, REMOVED, PLAY)


@register
@dataclass(slots=True)
class Card:
    uid: int
    cid: str  # card id in the facts table
    owner: int
    controller: int
    zone: str
    slot: int = -1  # province slot (province cards and dynasty cards on them)
    facedown: bool = False
    bowed: bool = False
    fate: int = 0
    status: int = 0  # +1 honored, -1 dishonored, 0 ordinary
    tainted: bool = False
    broken: bool = False
    attached_to: int = -1
    attachments: list[int] = field(default_factory=list)
    instance: int = 0  # a new instance each time the card changes zone


@register
@dataclass(slots=True)
class Player:
    index: int
    name: str
    team: int
    clan: str = "neutral"
    honor: int = 0
    fate: int = 0
    bid: int = 0  # the revealed honor dial (0 before the first bid)
    hand: list[int] = field(default_factory=list)
    conflict_deck: list[int] = field(default_factory=list)  # top = end of list
    dynasty_deck: list[int] = field(default_factory=list)
    conflict_discard: list[int] = field(default_factory=list)  # top = end of list
    dynasty_discard: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    play: list[int] = field(default_factory=list)
    provinces: list[int] = field(default_factory=list)  # province card uid per slot (5 slots)
    province_cards: list[list[int]] = field(default_factory=list)  # list per slot of dynasty card uids
    stronghold: int = -1
    role: int = -1
    conflicts_left: dict[str, int] = field(default_factory=dict)  # {"military": 1, "political": 1}
    conflicts_declared: int = 0
    conflict_opps: int = 0  # conflict opportunities left this phase
    limited_played: int = 0
    eliminated: bool = False


@register
@dataclass(slots=True)
class Ring:
    element: str
    fate: int = 0
    claimed_by: int = -1
    side: str = "military"
    contested: bool = False
    pool: int = -1  # enlightenment: whose personal ring pool it belongs to (-1: the common pool)
    province: int = -1  # enlightenment: the province (uid) it is claimed on


@register
@dataclass(slots=True)
class Conflict:
    attacker: int
    defender: int
    type: str
    ring: str
    province: int  # uid of the attacked province card
    attackers: list[int] = field(default_factory=list)
    defenders: list[int] = field(default_factory=list)
    evaded: list[int] = field(default_factory=list)
    winner: int = -1
    loser: int = -1
    resolved: bool = False
    unopposed: bool = False
    broke: bool = False
    difference: int = 0


@register
@dataclass(slots=True)
class TreatyCard:
    """A treaty card (Rules Reference "Treaty Cards", the Clan War expansion): its ``name`` and
    what happens to the players of a treaty it is on when the treaty is broken: ``effects``,
    each ``[action, who, amount]``: a player's game action (``lose_honor``, ``gain_honor``,
    ``lose_fate``, ``gain_fate``, ``draw``) for ``"breaker"`` (the player who broke the
    treaty) or ``"other"`` ("the player who did not break this treaty": the single other
    player of the treaty), ``amount`` a number or ``"staked"`` (the value staked on it)."""

    name: str
    effects: list = field(default_factory=list)


@register
@dataclass(slots=True)
class Treaty:
    """A treaty between two players of an enlightenment game (Rules Reference "Treaties";
    :mod:`l5r.lcg.treaties`): ``players`` (the proposer first), each one's promise
    (``promises[i]``: ``[kind, player]``, e.g. ``["no_conflict", 2]``: "I will not declare a
    conflict against player 2"), the duration (``until``: ``"phase"``, ``"round"`` or
    ``"game"``), the ``value`` staked (1-5), whether each promise to act has been kept
    (``kept``), and the facedown treaty card placed on it (None without a treaty deck)."""

    players: list[int]
    promises: list[list]
    until: str
    value: int
    kept: list[bool] = field(default_factory=lambda: [False, False])
    card: TreatyCard | None = None


@register
@dataclass(slots=True)
class LCGState:
    ruleset: str
    seed: int
    rng: int
    config: dict
    stack: list[dict] = field(default_factory=list)
    pending: Decision | None = None
    answers: list = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    logging: bool = False
    winner: int | None = None  # player index once the game is won
    victory: str = ""
    round: int = 0
    phase: str = "setup"
    step: str = ""
    first_player: int = 0
    players: list[Player] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    rings: dict[str, Ring] = field(default_factory=dict)
    favor: dict = field(default_factory=dict)  # {"player": -1, "side": ""}
    conflict: Conflict | None = None
    conflict_count: int = 0
    lasting: list[dict] = field(default_factory=list)  # lasting effects (dicts)
    delayed: list[dict] = field(default_factory=list)  # delayed effects (dicts)
    uses: dict[str, dict] = field(default_factory=dict)  # period -> {key: count}
    next_id: int = 0
    decisions: int = 0
    treaties: list[Treaty] = field(default_factory=list)  # enlightenment: the treaties in force
    treaty_deck: list[TreatyCard] = field(default_factory=list)  # top = end of list
