"""The CCG game state: plain-data dataclasses, registered for save/load.

Cards live in ``CCGState.cards`` (index = uid). Each player's zones are lists of
uids; ``Card.zone`` mirrors where a card is. Cards in play have a location:
``"home"`` or a battlefield side, ``"a<pid>"`` (attacking) or ``"d<pid>"``
(defending) at the battlefield of province ``pid`` (Ivory rules, "Locations";
"Battlefields > Side"). Attachments share their Personality's location.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.decision import Decision
from ..engine.serial import register

# zones
DYNASTY_DECK = "dynasty_deck"
FATE_DECK = "fate_deck"
HAND = "hand"
PROVINCE = "province"  # a Dynasty card in a province (face up or down)
PLAY = "play"
DYNASTY_DISCARD = "dynasty_discard"
FATE_DISCARD = "fate_discard"
REMOVED = "removed"
FOCUS = "focus"  # focused in a duel, or in a celestial focus pool
RESOLUTION = "resolution"  # a Strategy/Ring being played (Ivory: "Resolution area")
LIST_ZONES = (DYNASTY_DECK, FATE_DECK, HAND, DYNASTY_DISCARD, FATE_DISCARD, REMOVED)

HOME = "home"
ELEMENTS = ("Air", "Earth", "Fire", "Water", "Void")


@register(name="CCGCard")
@dataclass(slots=True)
class Card:
    uid: int
    cid: str  # facts id, or "created" for a created card
    owner: int
    controller: int
    zone: str
    loc: str = ""  # in play: "home", "a<pid>", "d<pid>"
    province: int = -1  # province id while in (or attached to) a province
    face_up: bool = False
    bowed: bool = False
    dishonored: bool = False
    dead: bool = False  # in a discard pile: destroyed (dead) rather than discarded
    attached_to: int = -1
    attachments: list[int] = field(default_factory=list)
    tokens: list[dict] = field(default_factory=list)  # {"kw": "Fire", "force": 1, "chi": 0}
    under: list[int] = field(default_factory=list)  # overlaid less-experienced cards
    created: dict = field(default_factory=dict)  # stats/keywords of a created card
    entered: int = 0  # turn number when it last entered play
    instance: int = 0  # a new instance each time the card changes zone
    own_text: bool = False  # in play: it last entered play by its own text (a Ring's condition)


@register(name="CCGProvince")
@dataclass(slots=True)
class Province:
    pid: int  # unique id across the game
    owner: int
    card: int = -1  # the Dynasty card in it (-1: empty)
    region: int = -1  # attached Region
    strength: int = 0  # permanent bonus/penalty ("permanently give ... -2 strength")
    destroyed: bool = False
    fortifications: list[int] = field(default_factory=list)  # Fortification Holdings attached to it


@register(name="CCGPlayer")
@dataclass(slots=True)
class Player:
    index: int
    name: str
    clan: str | None = None  # "lion", "dragon", ... (from the Stronghold)
    honor: int = 0
    stronghold: int = -1
    sensei: int = -1  # the Sensei card (Ivory "Sensei"; -1: none)
    provinces: list[Province] = field(default_factory=list)  # Province, left to right (destroyed removed)
    dynasty_deck: list[int] = field(default_factory=list)  # top = end of list
    fate_deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    dynasty_discard: list[int] = field(default_factory=list)
    fate_discard: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    gold_pool: int = 0  # ivory: excess Gold until the end of the phase
    turns: int = 0  # turns this player has started
    went_first: bool = False
    proclaimed: bool = False  # once per turn (Proclaim / the celestial aligned Honor gain)
    ignore_hr: bool = False  # Ivory "Honor Requirement": lost Honor to another's cards
    abilities: list[str] = field(default_factory=list)  # granted player abilities (card ids)
    lost: bool = False


@register
@dataclass(slots=True, weakref_slot=True)  # weakly referenced by the caches of index.py
class CCGState:
    ruleset: str
    edition: str
    players: list[Player]
    cards: list[Card]
    rng: int = 0
    stack: list[dict] = field(default_factory=list)
    pending: Decision | None = None
    answers: list = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    logging: bool = False
    winner: int | None = None
    victory: str | None = None
    turn: int = 0  # turns started in the game
    active: int = 0
    first: int = 0
    favor: int = -1  # controller of the Imperial Favor (-1: uncontrolled)
    next_pid: int = 0
    phase: str = ""
    attack: dict = field(default_factory=dict)  # the current Attack Phase (see battle.py)
    battle: int = -1  # pid of the battle being fought
    battles: int = 0  # battles fought this game (a key for once-per-battle limits)
    lasting: list[dict] = field(default_factory=list)  # lasting effects (see stats.py)
    used: list[str] = field(default_factory=list)  # ability keys used this turn
    resolved_events: list[str] = field(default_factory=list)  # Event titles resolved (diamond)
    max_turns: int = 0  # 0: no limit; else the game stops as a "turn_limit"
    duel: dict = field(default_factory=dict)
    #: how the game began (decks, edition, names, first player, turn limit, seed), to replay
    #: it from its answers when it is loaded (:mod:`l5r.ccg.begin`); ``{}``: not recorded (a
    #: test harness changed the game after it began)
    setup: dict = field(default_factory=dict)

    def other(self, p: int) -> list[int]:
        return [q.index for q in self.players if q.index != p and not q.lost]
