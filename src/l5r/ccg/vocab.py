"""The CCG ability vocabulary: how a card's text is declared.

A card is its facts (``facts.py``) plus a :class:`CardDef`: its abilities
(:class:`Ability`: designators such as Limited/Open/Battle/Reaction, costs,
the performer and targets chosen when announced, and effect steps), its
continuous traits, its Gold production and its triggered traits.

An ability's *choices* are made in order when it is announced (the Ivory
rules' "Action Sequence" and the celestial "Required Performing and
Targeting"); a choice that is not possible makes the action illegal to
announce (Good Faith). Its *costs* are then paid (Gold first: "The Gold Cost on
a Strategy card is a cost of all of its actions and is paid before any
others"). Its *effects* are steps run in order; each step may push game actions
(``Ctx.bow`` ...), which resolve before the next step runs, and a
:class:`Choose` step asks a player mid-resolution.

Nothing here is game state: the state holds card ids and ability indexes;
the functions live in these declarations.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from . import model as m
from .state import HOME, PLAY

if TYPE_CHECKING:
    from ..engine.game import Game

Pred = Callable[["Ctx", int], bool]


class Ctx:
    """What an ability's functions see: the game, the acting player, the
    source card and the choices made (``c["target"]``)."""

    __slots__ = ("g", "st", "frame", "data")

    def __init__(self, g: "Game", frame: dict) -> None:
        self.g = g
        self.st = g.state
        self.frame = frame
        self.data = frame["ctx"]

    def __getitem__(self, key: str) -> Any:
        return self.data.get(key, -1)

    def __setitem__(self, key: str, value: Any) -> None:
        self.data[key] = value

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    @property
    def player(self) -> int:
        return self.data["player"]

    @property
    def source(self) -> int:
        return self.data.get("source", -1)

    @property
    def performer(self) -> int:
        return self.data.get("performer", -1)

    @property
    def opponents(self) -> list[int]:
        return self.st.other(self.player)

    @property
    def event(self) -> dict:
        """The triggering event of a Reaction or triggered trait."""
        return self.data.get("event") or {}

    @property
    def live_event(self) -> dict:
        """The triggering event as it stands in its (still pending) event frame, so a
        "before" Reaction can change it (e.g. raise a Ranged Attack's strength, cut an Honor
        loss); falls back to :attr:`event`."""
        at = self.data.get("event_at")
        if at is not None:
            ew, i = at
            stack = self.st.stack
            if ew < len(stack) and stack[ew].get("step") == "events" and i < len(stack[ew]["events"]):
                return stack[ew]["events"][i]
        return self.event

    # -------------------------------------------------------------- actions
    def do(self, name: str, **ev) -> None:
        """Queue a game action; queued actions resolve in order after this step."""
        ev["name"] = name
        ev.setdefault("by", self.player)
        ev.setdefault("src", self.source)
        if "af" in self.data:
            ev["af"] = self.data["af"]
        self.frame.setdefault("queue", []).append(ev)

    def bow(self, uid: int) -> None:
        self.do("bow", card=uid)

    def straighten(self, uid: int) -> None:
        self.do("straighten", card=uid)

    def destroy(self, uid: int) -> None:
        self.do("destroy", card=uid)

    def discard(self, uid: int) -> None:
        self.do("discard", card=uid)

    def move_home(self, uid: int) -> None:
        self.do("move", card=m.host(self.st, uid), to=HOME)

    def move_to_battle(self, uid: int) -> None:
        side = m.current_side(self.st, self.st.cards[uid].controller)
        if side is not None:
            self.do("move", card=m.host(self.st, uid), to=side)

    def gain_honor(self, n: int, player: int | None = None) -> None:
        self.do("honor", player=self.player if player is None else player, amount=n)

    def lose_honor(self, n: int, player: int | None = None) -> None:
        self.do("honor", player=self.player if player is None else player, amount=-n)

    def draw(self, n: int = 1, player: int | None = None) -> None:
        self.do("draw", player=self.player if player is None else player, n=n)

    def give(self, uid: int, until: str = "turn", **amounts: int) -> None:
        """Give a lasting stat change, e.g. ``c.give(uid, force=2)``."""
        for k, v in amounts.items():
            self.do("lasting", card=uid, kind=k, amount=v, until=until)

    def flag(self, uid: int, flag: str, until: str = "turn") -> None:
        self.do("lasting", card=uid, kind="flag", flag=flag, amount=0, until=until)

    def token(self, uid: int, n: int = 1, **token: Any) -> None:
        for _ in range(n):
            self.do("token", card=uid, token=dict(token))

    def delay(self, trigger: str, cid: str, index: int, until: str = "battle", **data: Any) -> None:
        """A delayed effect ("After this Combat Segment ends, ..."): the next time event
        ``trigger`` happens, ability ``index`` of card ``cid`` (declared with
        ``zone="delayed"``, ``forced=True``) resolves once for this player, with ``data``
        in its context. It lapses when ``until`` ends (see ``play.trigger_options``)."""
        st = self.st
        n = max([e.get("id", 0) for e in st.lasting if e["kind"] == "delayed"], default=0) + 1
        st.lasting.append({"kind": "delayed", "card": -1, "amount": 0, "until": until, "instance": 0,
                           "action": True, "loc": "", "id": n, "trigger": trigger,
                           "key": f"g{cid}:{index}", "player": self.player, "data": dict(data)})

    def ranged(self, strength: int, target: int, compare: str = "force") -> None:
        """A Ranged Attack (Ivory/celestial "RANGED ATTACK"; Diamond "Making Ranged Attacks")."""
        self.do("ranged", card=target, strength=strength, compare=compare)

    def create_follower(self, host: int, force: int, keywords: tuple[str, ...] = ()) -> None:
        self.do("create", host=host, created={"type": "follower", "force": force,
                                              "keywords": list(keywords)})

    def additional(self, performer: int = -1) -> None:
        """"You may take an additional Battle action" (performed by ``performer`` if given)."""
        self.do("additional", player=self.player, performer=performer)


@dataclass(frozen=True)
class Choose:
    """A performer or target chosen by the acting player (or ``chooser``).

    ``pool`` says where candidates are: ``play`` (cards in play), ``hand``,
    ``discard`` (both discard piles), ``dead`` (dead Personalities), ``province``
    (face-up cards in provinces), ``fate_discard``. ``target`` False means
    "choose" (not targeted), as for costs and "choose your performing...".
    """

    key: str
    where: Pred
    pool: str = "play"
    target: bool = True
    optional: bool = False
    performer: bool = False  # the chosen card performs the action
    prompt: str = ""
    anywhere: bool = False  # exempt from the Rules of Location ("at any location")
    #: Who chooses (and whose hand/discard/deck is searched); default the acting player.
    #: A chooser of -1 has no candidates (e.g. "each player" steps beyond the player count).
    chooser: Callable[["Ctx"], int] | None = None


@dataclass(frozen=True)
class Pick:
    """An effect step choosing one of several named options mid-resolution
    ("choose one of ..."): ``options(c)`` lists ``(id, label)``; the chosen id is
    stored in ``c[key]`` ("" if there is none). A single option is taken without asking."""

    key: str
    options: Callable[["Ctx"], list]
    prompt: str = ""


@dataclass(frozen=True)
class Cost:
    """A cost: ``can(c)`` says whether it can be fully paid, ``pay(c)`` pays it."""

    can: Callable[[Ctx], bool]
    pay: Callable[[Ctx], None]
    label: str = ""


@dataclass(frozen=True)
class Ability:
    """One ability (Limited/Open/Battle/Engage/Dynasty/Reaction/Interrupt) or a
    triggered trait (``forced=True``)."""

    designators: tuple[str, ...]
    effects: tuple = ()
    label: str = ""
    keywords: tuple[str, ...] = ()
    bow: bool = False  # ":bow:" -- bow this card as a cost
    gold: int = 0  # gold icon in the ability
    condition: Callable[[Ctx], bool] | None = None
    choices: tuple[Choose, ...] = ()
    costs: tuple[Cost, ...] = ()
    trigger: str | None = None  # event name for Reactions and triggered traits
    when: Callable[[Ctx, dict], bool] | None = None  # does this event trigger it?
    timing: str = "after"  # "before" or "after" the trigger
    forced: bool = False  # a triggered trait (mandatory, even if bowed, not once per turn)
    repeatable: bool = False
    per_battle: bool = False
    per_game: bool = False
    absent: bool = False  # ignores the Rule of Presence
    even_bowed: bool = False
    zone: str = "play"  # where the card must be: play, hand, province, discard
    #: Diamond "Rule of Relevance": the action moves or creates a card in the current battle, or
    #: affects the battle itself or the Province under attack, so it belongs to the battle
    #: wherever its card is (a Terrain played from hand counts without this flag).
    relevant: bool = False
    #: Diamond 4.4: the text refers to an "opposing" card or "this battle", or is a Ranged
    #: Attack or Fear: during a battle, its card in play may use it only while in the battle.
    own_battle: bool = False

    def has(self, designator: str) -> bool:
        return designator in self.designators


@dataclass(frozen=True)
class CardDef:
    """A card's rules text as declarations."""

    id: str
    abilities: tuple[Ability, ...] = ()
    #: Gold production: ``produce(c_st, uid, paying) -> list[(label, amount, restricted)]``
    produce: Callable | None = None
    #: Continuous traits: ``continuous(st, src, uid, stat) -> bonus``
    continuous: Callable | None = None
    #: Celestial events phase / reveal: effect steps when an Event resolves.
    event: tuple = ()
    #: Ring's condition for entering play (event name) and check.
    ring_trigger: str | None = None
    ring_when: Callable | None = None
    #: Focus Effect steps, resolved when this card is revealed as a focused card in a duel
    #: (``duel.py``; the Ctx has ``duelist`` and ``opponent``: the two Personalities).
    focus_effect: tuple = ()
    #: Extra flags: "no_straighten_first" (Bamboo Harvesters) ...
    flags: tuple[str, ...] = ()
    note: str = ""


def gold(n: int, alt: tuple = ()) -> Callable:
    """``:bow:: Produce n Gold`` (optionally conditional alternatives)."""

    def produce(st, uid, paying):
        return [(f"{n} Gold", n, False)]

    return produce


# ------------------------------------------------------------ filters
def yours(c: Ctx, uid: int) -> bool:
    return c.st.cards[uid].controller == c.player


def personality(c: Ctx, uid: int) -> bool:
    return m.ctype(c.st, uid) == "personality"


def enemy(c: Ctx, uid: int) -> bool:
    """In the current enemy army (celestial "ENEMY": cards in units of the enemy leader)."""
    side = m.enemy_side(c.st, c.player)
    return side is not None and m.location(c.st, uid) == side


def friendly_at_battle(c: Ctx, uid: int) -> bool:
    side = m.current_side(c.st, c.player)
    return side is not None and m.location(c.st, uid) == side


def kw(word: str) -> Pred:
    return lambda c, uid: m.has_kw(c.st, uid, word)


def both(*preds: Pred) -> Pred:
    return lambda c, uid: all(p(c, uid) for p in preds)


def either(*preds: Pred) -> Pred:
    return lambda c, uid: any(p(c, uid) for p in preds)


def unbowed(c: Ctx, uid: int) -> bool:
    return not c.st.cards[uid].bowed


def no_attachments(c: Ctx, uid: int) -> bool:
    return not c.st.cards[uid].attachments


def follower_or_lone(c: Ctx, uid: int) -> bool:
    """A Follower, or a Personality without Followers (the Ranged Attack target rule)."""
    t = m.ctype(c.st, uid)
    return t == "follower" or (t == "personality" and not m.followers(c.st, uid))


def ctype(*types: str) -> Pred:
    return lambda c, uid: m.ctype(c.st, uid) in types


def ranged_target(c: Ctx, uid: int) -> bool:
    return enemy(c, uid) and follower_or_lone(c, uid)


def source_at_battle(c: Ctx) -> bool:
    return m.at_battle(c.st, c.source)


def ranged_attack(strength: int | Callable[[Ctx], int], compare: str = "force") -> tuple:
    """"Ranged N Attack": the target is chosen on announcement (required targeting)."""

    def fire(c: Ctx) -> None:
        s = strength(c) if callable(strength) else strength
        c.ranged(s, c["target"], compare)

    return (Choose("target", ranged_target, prompt="Ranged Attack: target"),), (fire,)


# ------------------------------------------------------------ Terrains
def terrain_play(label: str = "put this Terrain into play at the current battlefield") -> Ability:
    """A Terrain's Battle action from hand: if there is no Terrain at the current battlefield,
    the Strategy enters play there (celestial "TERRAIN": it may not be played if a Terrain is
    already in play at the current battlefield; it is discarded after the battle's resolution)."""

    def ok(c: Ctx) -> bool:
        return c.st.battle >= 0 and not m.terrains_at(c.st, c.st.battle)

    def enter(c: Ctx) -> None:
        c.do("enter_play", card=c.source, player=c.player, loc=f"t{c.st.battle}")

    return Ability(("battle",), (enter,), label=label, keywords=("Terrain",), condition=ok, zone="hand")


def this_terrains_battle(c: Ctx, ev: dict) -> bool:
    """Does event ``ev`` (engage, before_resolution, battle_resolved ...) belong to the battle at
    this Terrain's battlefield?"""
    loc = c.st.cards[c.source].loc
    return loc.startswith("t") and ev.get("pid") == int(loc[1:])
