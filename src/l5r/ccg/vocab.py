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
the functions live in these declarations. An ability is named in frames and
options by a plain-string key (:func:`lookup`):

* ``c<uid>:<i>`` -- ability ``i`` of card ``uid``'s definition;
* ``r:<name>`` -- a rulebook player ability (``index.Definitions.rulebook``);
* ``g<cid>:<i>`` -- an ability a card granted to a player (e.g. I Am Ready);
* ``h<uid>:<cid>:<i>`` -- an ability card ``uid`` in play has from another card (given by an
  effect, or from a card it overlaid: ``overlay.py``);
* ``e<uid>`` -- an Event resolving (celestial Events Phase);
* ``i<uid>`` -- a card's Invest effects after it entered play (``invest.py``);
* ``f<uid>`` -- a focused card's Focus Effect (``duel.py``).

:func:`push_ability` resolves an ability: it pushes a ``ccg.ability`` frame, whose
step (the action sequence) is ``resolution.step_ability``.

A card module declares its cards into a table of its own (``CARDS = CardTable()``, then
``CARDS.define(CardDef(...))``), which the rule set merges with the others. Whatever else a
card adds to the rules is declared on its definition (``CardDef.hooks``): a step of its own
(:func:`card_step`), an event applier (:func:`card_event`), a duel consequence
(:func:`card_consequence`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable

from ..engine.tables import Handlers, Hook
from ..engine.words import phrase, said
from . import model as m
from .editions import edition
from .index import defs
from .overlay import ability_sources
from .state import HOME, PLAY, PROVINCE

if TYPE_CHECKING:
    from ..engine.game import Game
    from .state import CCGState

Pred = Callable[["Ctx", int], bool]

#: The attribute a filter (:data:`Pred`) of a :class:`Choose` may carry, set by
#: :func:`of_types`: the card types it can hold for.
TYPES_ATTR = "card_types"


def of_types(*types: str) -> Callable[[Pred], Pred]:
    """Declare that filter ``pred`` holds only for cards of one of ``types`` (``model.ctype``,
    which never changes for a card): a choice skips the other cards without asking ``pred``
    (``play.iter_choice_candidates``; checking mode asks it and verifies it says no). The
    filter still decides for cards of those types."""

    def mark(pred: Pred) -> Pred:
        setattr(pred, TYPES_ATTR, frozenset(types))
        return pred

    return mark


def pred_types(pred: Pred) -> frozenset | None:
    """The card types ``pred`` was declared to hold only for (:func:`of_types`), or None."""
    return getattr(pred, TYPES_ATTR, None)


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

    # -------------------------------------------------------------- negations
    def negate_for_action(self, effect: str, who: int | str) -> None:
        """Negate what the action being reacted to (``self.event["af"]``: the action frame of
        an ``announced`` event) would do: its ``effect`` ("destroy", "move") of card ``who``,
        or of every card of a type (``who="personality"``). Read by :func:`actions.negated`.
        Matsu Mari (its movement of her), Strength of the Bamboo (its destruction of a Hero),
        Ring of Earth (its movement of Personalities)."""
        fr = m.action_frame(self.st, self.event)
        if fr is not None:
            fr["ctx"].setdefault("negate", {}).setdefault(effect, []).append(who)

    def cancel_action(self) -> None:
        """Cancel the action being reacted to (``self.event``'s action frame): its effects are
        skipped (``resolution.step_ability``). Swift Sword's Interrupt."""
        fr = m.action_frame(self.st, self.event)
        if fr is not None:
            fr["ctx"]["cancelled"] = True

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

    def remove_ability(self, uid: int, ref: str, until: str = "turn") -> None:
        """Card ``uid`` loses one ability (Cold Hands, Stone Heart): ``ref`` is its index among
        the card's own abilities ("0") or "<cid>:<index>" for one it has from a card it
        overlaid (see :func:`abilities_of`; read by ``model.ability_removed``)."""
        self.flag(uid, f"no_ability:{ref}", until)

    def use_again(self, key: str) -> None:
        """The ability with key ``key`` may be used once more this turn (Akodo Senzo; read by
        ``play.spent``)."""
        self.st.used.append("again:" + key)

    def keyword_bonus(self, uid: int, name: str, amount: int, until: str = "turn") -> None:
        """A bonus to a numbered keyword ("+2 Yu"); a card without the keyword is first
        permanently given "<name> 0" (Diamond "YU"). See ``model.keyword_value``."""
        if m.keyword_value(self.st, uid, name) is None:
            self.do("lasting", card=uid, kind="keyword", keyword=f"{name} 0", amount=0, until="permanent")
        self.do("lasting", card=uid, kind="keyword_bonus", keyword=name, amount=amount, until=until)

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

    def melee(self, strength: int, target: int, compare: str = "force") -> None:
        """A Melee Attack (Ivory "Melee Attack": follows the Ranged Attack rules)."""
        self.do("melee", card=target, strength=strength, compare=compare)

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
    #: The index of the card's ability whose once-per-turn use this one is (-1: its own): a
    #: Ring's use of its ability by discarding it from hand is a use of that printed ability
    #: (play.used_key).
    limit_of: int = -1
    absent: bool = False  # ignores the Rule of Presence
    even_bowed: bool = False
    zone: str = "play"  # where the card must be: play, hand, province, discard
    #: A Reaction played from hand in a duel at its player's opportunity to focus (duel.py):
    #: "as" -- played as a Focus card (face up; it stays focused and its Focus Value counts);
    #: "instead" -- played instead of focusing (it resolves and is discarded). "" -- neither.
    as_focus: str = ""
    multi: bool = False  # may respond to the same trigger again (Repeatable Courage Interrupt)
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
    #: The stats ``continuous`` may change (all unless declared): the Chi Death Rule looks for
    #: a Personality at zero Chi only where a Chi penalty can be (``actions.check_chi_death``)
    continuous_stats: tuple[str, ...] = ("force", "chi", "ph", "gold", "focus")
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
    #: An Invest trait (Ivory "Invest #"): see :class:`Invest` and ``invest.py``.
    invest: "Invest | None" = None
    #: An attachment's "Can only attach to <a Crab Clan Personality>": ``attach_only(state,
    #: host)`` says whether it may attach to Personality ``host`` (read with the other
    #: attaching rules, Ivory "Attachments": ``rules_abilities``); None: any Personality.
    attach_only: Callable | None = None
    #: What else the card adds to the rules: :func:`card_step`, :func:`card_event`,
    #: :func:`card_consequence` (collected when the rule set is built).
    hooks: tuple[Hook, ...] = ()


@dataclass(frozen=True)
class Invest:
    """An Invest trait (Ivory "Invest #"): before paying for the card, its player may once add
    ``cost`` Gold (permanently raising its Gold Cost) to get ``effects`` (effect steps, as in an
    :class:`Ability`) after it enters play; on a Strategy the cost is added to an action taken
    from it and the effects resolve last, as part of that action (``invest.py``)."""

    cost: int
    effects: tuple = ()
    label: str = ""


class CardTable(Handlers):
    """A card module's own definitions (card id -> :class:`CardDef`): ``CARDS = CardTable()``,
    then ``CARDS.define(CardDef(...))``. A card id is defined once; the rule set merges the
    tables of every card module (``rules.CARD_MODULES``)."""

    def __init__(self) -> None:
        super().__init__("card")

    def define(self, card_def: CardDef) -> CardDef:
        self.add(card_def.id, card_def)
        return card_def


def card_step(name: str, fn: Callable[["Game", dict], None]) -> Hook:
    """A step of the card's own: the handler of frames named ``name`` its effects push."""
    return Hook("step", fn, name)


def card_event(name: str, fn: Callable[["Game", dict], None]) -> Hook:
    """An event of the card's own: ``fn(g, ev)`` applies events named ``name``."""
    return Hook("event", fn, name)


def card_consequence(name: str, fn: Callable) -> Hook:
    """A duel consequence of the card's own (``duel.CONSEQUENCES``): ``fn(g, frame, uid, arg)``."""
    return Hook("duel_consequence", fn, name)


def gold(n: int, alt: tuple = ()) -> Callable:
    """``:bow:: Produce n Gold`` (optionally conditional alternatives)."""

    def produce(st, uid, paying):
        return [(f"{n} Gold", n, False)]

    return produce


# ------------------------------------------------------------ filters
# Each filter says what it lets through (``phrase``: :func:`l5r.engine.words.phrase`), as an
# adjective ("enemy"), a noun ("Personality") or a phrase after the noun ("without
# attachments"): ``says_as`` is "adj", "noun" or "post"; :func:`both` and :func:`either`
# combine the words of theirs, :func:`noun_phrase` reads them.
def _words(text: str, as_: str) -> Callable[[Pred], Pred]:
    def mark(pred: Pred) -> Pred:
        phrase(text)(pred)
        pred.says_as = as_  # type: ignore[attr-defined]
        return pred
    return mark


def noun_phrase(pred: object) -> str | None:
    """What filter ``pred`` lets through, as a noun phrase ("enemy Personality"; "card"
    for adjectives alone), or None if it does not say.

    >>> noun_phrase(both(enemy, personality)), noun_phrase(both(yours, unbowed)), noun_phrase(len)
    ('enemy Personality', 'unbowed card of yours', None)
    """
    text = said(pred)
    if text is None:
        return None
    as_ = getattr(pred, "says_as", "noun")
    return {"adj": f"{text} card", "post": f"card {text}"}.get(as_, text)


@_words("of yours", "post")
def yours(c: Ctx, uid: int) -> bool:
    return c.st.cards[uid].controller == c.player


@_words("Personality", "noun")
@of_types("personality")
def personality(c: Ctx, uid: int) -> bool:
    return m.ctype(c.st, uid) == "personality"


@_words("enemy", "adj")
def enemy(c: Ctx, uid: int) -> bool:
    """In the current enemy army (celestial "ENEMY": cards in units of the enemy leader)."""
    st = c.st
    if st.battle < 0:
        return False  # (no enemy side)
    loc = m.location(st, uid)
    return loc != HOME and loc != "" and loc == m.enemy_side(st, c.player)  # no side is "" or home


@_words("at the battle on your side", "post")
def friendly_at_battle(c: Ctx, uid: int) -> bool:
    st = c.st
    if st.battle < 0:
        return False  # (no side)
    loc = m.location(st, uid)
    return loc != HOME and loc != "" and loc == m.current_side(st, c.player)


def kw(word: str) -> Pred:
    return _words(word, "adj")(lambda c, uid: m.has_kw(c.st, uid, word))


def both(*preds: Pred) -> Pred:
    """All of ``preds`` hold (its types: those every typed one allows, :func:`of_types`)."""

    def pred(c: Ctx, uid: int) -> bool:
        return all(p(c, uid) for p in preds)

    typed = [t for t in map(pred_types, preds) if t is not None]
    _combine_words(pred, preds)
    return of_types(*frozenset.intersection(*typed))(pred) if typed else pred


def _combine_words(pred: Pred, preds: tuple) -> None:
    """Give :func:`both`'s ``pred`` the words of ``preds`` (adjectives, nouns, then phrases
    after the noun), when every one of them says."""
    parts: dict[str, list[str]] = {"adj": [], "noun": [], "post": []}
    for p in preds:
        text = said(p)
        if text is None:
            return
        parts[getattr(p, "says_as", "noun")].append(text)
    noun = " and ".join(parts["noun"]) if parts["noun"] else "card"
    _words(" ".join(parts["adj"] + [noun] + parts["post"]), "noun")(pred)


def either(*preds: Pred) -> Pred:
    """One of ``preds`` holds (typed, :func:`of_types`, only if each of them is)."""

    def pred(c: Ctx, uid: int) -> bool:
        return any(p(c, uid) for p in preds)

    typed = [t for t in map(pred_types, preds) if t is not None]
    words = [noun_phrase(p) for p in preds]
    if None not in words:
        _words(" or ".join(words), "noun")(pred)  # type: ignore[arg-type]
    return of_types(*frozenset().union(*typed))(pred) if preds and len(typed) == len(preds) else pred


@_words("unbowed", "adj")
def unbowed(c: Ctx, uid: int) -> bool:
    return not c.st.cards[uid].bowed


@_words("without attachments", "post")
def no_attachments(c: Ctx, uid: int) -> bool:
    return not c.st.cards[uid].attachments


@_words("Follower or Personality without Followers", "noun")
@of_types("follower", "personality")
def follower_or_lone(c: Ctx, uid: int) -> bool:
    """A Follower, or a Personality without Followers (the Ranged Attack target rule)."""
    t = m.ctype(c.st, uid)
    return t == "follower" or (t == "personality" and not m.followers(c.st, uid))


def ctype(*types: str) -> Pred:
    words = " or ".join(t.capitalize() for t in types)
    return _words(words, "noun")(of_types(*types)(lambda c, uid: m.ctype(c.st, uid) in types))


@_words("enemy Follower or Personality without Followers", "noun")
@of_types("follower", "personality")
def ranged_target(c: Ctx, uid: int) -> bool:
    return enemy(c, uid) and follower_or_lone(c, uid)


def abilities_of(c: Ctx, uid: int, traits: bool = False) -> list[tuple[str, str, Ability]]:
    """(key, ref, Ability) for each ability card ``uid`` in play has and has not lost: its own
    printed ones used from play (key ``c<uid>:<i>``, ref ``"<i>"``), then those it has from the
    cards it overlaid (``h<uid>:<cid>:<i>``, ref ``"<cid>:<i>"``; overlay.py). Its own triggered
    traits (forced) are listed only with ``traits``. Used by cards that name "an ability" of a
    card (Akodo Senzo, Cold Hands, Stone Heart)."""
    st = c.st
    cards = defs(st).cards
    out: list[tuple[str, str, Ability]] = []
    for n, cid in enumerate(ability_sources(st, uid)):
        d = cards.get(cid)
        if d is None or (n == 0 and st.cards[uid].created):
            continue
        for i, ab in enumerate(d.abilities):
            if ab.zone != "play" or ab.forced and (n > 0 or not traits):
                continue
            ref = str(i) if n == 0 else f"{cid}:{i}"
            if not m.ability_removed(st, uid, ref):
                out.append((f"c{uid}:{i}" if n == 0 else f"h{uid}:{cid}:{i}", ref, ab))
    return out


@_words("Personality of yours who may challenge", "noun")
def may_challenge(c: Ctx, uid: int) -> bool:
    """A Personality of yours in play who may issue a challenge now: not one who "will not issue
    challenges" (``model.may_issue_challenge``), and unbowed where the edition requires it
    (``Edition.challenger_unbowed``; Diamond "Challenging and Dueling", "Bowing")."""
    st = c.st
    if st.cards[uid].zone != PLAY or m.ctype(st, uid) != "personality" or st.cards[uid].controller != c.player:
        return False
    if edition(st.edition).challenger_unbowed and st.cards[uid].bowed:
        return False
    return m.may_issue_challenge(st, uid)


def source_at_battle(c: Ctx) -> bool:
    return m.at_battle(c.st, c.source)


def ranged_attack(strength: int | Callable[[Ctx], int], compare: str = "force") -> tuple:
    """"Ranged N Attack": the target is chosen on announcement (required targeting)."""

    def fire(c: Ctx) -> None:
        s = strength(c) if callable(strength) else strength
        c.ranged(s, c["target"], compare)

    return (Choose("target", ranged_target, prompt="Ranged Attack: target"),), (fire,)


# ------------------------------------------------------------ Fear
@_words("enemy Follower or Personality without Followers (by the edition's Fear rules)", "noun")
def fear_target(c: Ctx, uid: int) -> bool:
    """A legal target of a Fear effect. Ivory "Fear #": an enemy Follower or Personality
    without Followers. Diamond "Creating Fear": another unit in the same battle -- an
    opposing unit (Diamond "Rules of Location": Fear refers to opposing cards), chosen by its
    Personality (``Edition.fear``)."""
    if edition(c.st.edition).fear == "unit":
        return enemy(c, uid) and personality(c, uid)
    return ranged_target(c, uid)


def fear_target_for(key: str) -> Pred:
    """The Fear target filter for the choice ``key``; while the action is combined into
    another's Fear effect (Ivory "Combining #", ``fear.py``), only that effect's target, if
    this action could target it."""

    def where(c: Ctx, uid: int) -> bool:
        into = c.get("fear_into_target")
        if into is not None and uid != into:
            return False
        return fear_target(c, uid)

    return _words(str(said(fear_target)), "noun")(where)


def _fear_used_key(c: Ctx) -> str:
    return f"fear:{c.source}@b{c.st.battles}"


def fear_allowed(c: Ctx) -> bool:
    """Diamond "Creating Fear": each Fear action can be taken once per battle by its card."""
    return edition(c.st.edition).fear != "unit" or _fear_used_key(c) not in c.st.used


@dataclass(frozen=True)
class FearEffect:
    """The effect step of "Fear X" (Ivory "Fear #"): bow the target chosen in ``c[key]`` if its
    Force (or the ``compare``d stat) is at most X, plus the changes Interrupts made to this
    effect (Courage, combined Fear effects: ``fear.py``). Resolves as a ``fear`` event."""

    strength: Any  # int, or fn(Ctx) -> int
    key: str = "target"
    compare: str = "force"

    def __call__(self, c: Ctx) -> None:
        """Add this effect to the action it combines into, or queue the ``fear`` event with its
        strength and the Interrupts' changes (``fear.py``)."""
        st = c.st
        base = self.strength(c) if callable(self.strength) else self.strength
        into = c.get("fear_into")
        if into is not None:  # combining: add to the original effect (Ivory "Combining #")
            fr = st.stack[into] if into < len(st.stack) else None
            if fr is not None and fr.get("step") == "ccg.ability":
                fr["ctx"]["fear_add"] = fr["ctx"].get("fear_add", 0) + base
                c.g.log(f"{m.title(st, c.source) if c.source >= 0 else 'Rules'} adds Fear {base}")
            return
        key = c.frame.get("key")
        n = 0
        if key is not None:
            n = next((i for i, e in enumerate(fear_effects(lookup(st, key)[1])) if e is self), 0)
        ctx = c.data
        strength = base + ctx.get("fear_mod", {}).get(str(n), 0) + (ctx.get("fear_add", 0) if n == 0 else 0)
        if edition(st.edition).fear == "unit" and c.source >= 0:
            st.used.append(_fear_used_key(c))
        target = c[self.key]
        if target < 0:
            return
        c.do("fear", card=target, strength=strength, compare=self.compare)


def fear_effects(ab: Ability) -> list[FearEffect]:
    """The Fear effects of an ability, in order."""
    return [e for e in ab.effects if isinstance(e, FearEffect)]


def fear(strength: int | Callable[[Ctx], int], key: str = "target", compare: str = "force") -> FearEffect:
    """"Fear X" as an effect step; its target is the choice ``key`` (declare it with
    :func:`fear_choice`, required targeting per Ivory "Good Faith Rule")."""
    return FearEffect(strength, key, compare)


def fear_choice(key: str = "target", prompt: str = "Fear: target") -> Choose:
    return Choose(key, fear_target_for(key), prompt=prompt)


def fear_attack(strength: int | Callable[[Ctx], int], compare: str = "force") -> tuple:
    """``(choices, effects)`` of a plain "Fear X" action, like :func:`ranged_attack`."""
    return (fear_choice(),), (fear(strength, compare=compare),)


def fear_ability(strength: int | Callable[[Ctx], int], designators: tuple[str, ...] = ("battle",),
                 **options: Any) -> Ability:
    """A "Battle: Fear X" ability (``options`` are other :class:`Ability` fields): keyword Fear,
    and (Diamond "Creating Fear") usable once per battle by its card where the edition says so
    (:func:`fear_allowed`)."""
    choices, effects = fear_attack(strength)
    options.setdefault("own_battle", True)  # Diamond 4.4 Rule of Relevance: Fear from a card in the battle
    cond = options.pop("condition", None)
    label = options.pop("label", f"Fear {strength}" if isinstance(strength, int) else "Fear")
    return Ability(designators, effects, label=label,
                   keywords=tuple(options.pop("keywords", ())) + ("Fear",),
                   choices=choices + tuple(options.pop("choices", ())),
                   condition=(lambda c: fear_allowed(c) and cond(c)) if cond else fear_allowed, **options)


def melee_attack(strength: int | Callable[[Ctx], int], compare: str = "force") -> tuple:
    """"Melee N Attack" (Ivory "Melee Attack"): targeted like a Ranged Attack."""

    def strike(c: Ctx) -> None:
        s = strength(c) if callable(strength) else strength
        c.melee(s, c["target"], compare)

    return (Choose("target", ranged_target, prompt="Melee Attack: target"),), (strike,)


# ------------------------------------------------------------ Terrains
def terrain_play(label: str = "put this Terrain into play at the current battlefield") -> Ability:
    """A Terrain's Battle action from hand: if there is no Terrain at the current battlefield,
    the Strategy enters play there (celestial "TERRAIN": it may not be played if a Terrain is
    already in play at the current battlefield; it is discarded after the battle's resolution)."""

    def ok(c: Ctx) -> bool:
        return c.st.battle >= 0 and not m.terrains_at(c.st, c.st.battle) and not m.terrain_locked(c.st, c.player)

    def enter(c: Ctx) -> None:
        c.do("enter_play", card=c.source, player=c.player, loc=f"t{c.st.battle}")

    return Ability(("battle",), (enter,), label=label, keywords=("Terrain",), condition=ok, zone="hand")


def this_terrains_battle(c: Ctx, ev: dict) -> bool:
    """Does event ``ev`` (engage, before_resolution, battle_resolved ...) belong to the battle at
    this Terrain's battlefield?"""
    loc = c.st.cards[c.source].loc
    return loc.startswith("t") and ev.get("pid") == int(loc[1:])


def terrain(cid: str, effects: tuple, choices: tuple = (), label: str = "", **kw: Any) -> tuple[Ability, ...]:
    """A Terrain whose text is a Battle action (Diamond "TERRAINS"; Ivory/celestial "Terrain"):
    ability 0 puts it into play at the current battlefield (``terrain_play``: only if no
    Terrain is there). Its ``effects`` (with ``choices``) then resolve:

    * Immediate (no Delayed keyword): as part of that action, its targets chosen when it is
      announced; their lasting effects end when the Terrain leaves play where the edition says
      so (``Edition.terrain_effects_end``);
    * Delayed (the card's facts have the Delayed keyword): not until just before the Battle
      Action Segment ends (the ``combat_ending`` event; ability 1, a mandatory effect of the
      Terrain's controller), and only if the Terrain is still in play there; its targets are
      chosen then (Diamond "Targeting and Redirection": Delayed Terrains are the exception to
      choosing targets on announcement); its effects have normal durations.

    Only the Diamond rulebook defines the Delayed keyword; the other editions follow it (no
    other document says when a Delayed Terrain takes effect).
    """
    play = terrain_play(label or "put this Terrain into play at the current battlefield")
    if "Delayed" not in m.FACTS[cid].keywords:
        return (replace(play, effects=play.effects + tuple(effects), choices=tuple(choices), **kw),)
    return (replace(play, label=f"{play.label} (Delayed)"),
            Ability(("delayed",), tuple(effects), label=f"Delayed Terrain: {label}", choices=tuple(choices),
                    forced=True, trigger="combat_ending", when=this_terrains_battle, keywords=("Terrain",), **kw))


def this_province(c: Ctx) -> int:
    """"This Province" (Ivory "References"): on a Fortification, the Province it is attached
    to; on an Event, the Province it is in; on any other card, the current battlefield's
    Province (-1 outside battles)."""
    st = c.st
    src = c.source
    if src >= 0:
        pid = m.fortification_province(st, src)
        if pid >= 0:
            return pid
        card = st.cards[src]
        if card.zone == PROVINCE and m.ctype(st, src) == "event":
            return card.province
    return st.battle


# ------------------------------------------------------------ ability keys
def card_def(st: CCGState, uid: int) -> CardDef | None:
    """The definition of card ``uid`` (None for a created card or a card not implemented)."""
    c = st.cards[uid]
    return None if c.created else defs(st).cards.get(c.cid)


def lookup(st: CCGState, key: str) -> tuple[int, Ability]:
    """(source uid, Ability) for an ability key (see the module docstring)."""
    if key.startswith("c"):
        uid_s, i = key[1:].split(":")
        uid = int(uid_s)
        return uid, card_def(st, uid).abilities[int(i)]
    if key.startswith("r:"):
        return -1, defs(st).rulebook[key[2:]]
    if key.startswith("g"):
        cid, i = key[1:].rsplit(":", 1)
        return -1, defs(st).cards[cid].abilities[int(i)]
    if key.startswith("h"):  # an ability a lasting effect gave to a card in play
        uid_s, cid, i = key[1:].split(":")
        return int(uid_s), defs(st).cards[cid].abilities[int(i)]
    if key.startswith("e"):
        uid = int(key[1:])
        return uid, Ability(("event",), card_def(st, uid).event, label="Event")
    if key.startswith("i"):  # a card's Invest effects after it entered play (invest.py)
        uid = int(key[1:])
        return uid, Ability(("invest",), card_def(st, uid).invest.effects, label="Invest")
    if key.startswith("f"):  # a focused card's Focus Effect (duel.py)
        uid = int(key[1:])
        return uid, Ability(("focus",), card_def(st, uid).focus_effect, label="Focus Effect")
    raise KeyError(key)


def describe(st: CCGState, src: int, ab: Ability) -> str:
    """An ability as options and the log name it: "<card>: <Designators> - <label>"."""
    name = m.title(st, src) if src >= 0 else "Rules"
    des = "/".join(d.capitalize() for d in ab.designators)
    return f"{name}: {des}{' - ' + ab.label if ab.label else ''}"


def ability_frame(g: "Game", key: str, player: int, data: dict | None = None) -> dict:
    """The frame resolving ability ``key`` for ``player`` (``resolution.step_ability``)."""
    src, _ = lookup(g.state, key)
    ctx = {"player": player, "source": src, "af": len(g.state.stack)}
    if data:
        ctx.update(data)
    return {"step": "ccg.ability", "key": key, "ctx": ctx, "stage": 0, "ci": 0, "ei": 0}


def push_ability(g: "Game", key: str, player: int, data: dict | None = None) -> None:
    """Resolve ability ``key`` for ``player`` next (``data``: extra context)."""
    g.push(ability_frame(g, key, player, data))


def event_frame(g: "Game", uid: int) -> dict | None:
    """The frame resolving Event ``uid`` (celestial Events Phase), or None if it has no effects."""
    d = card_def(g.state, uid)
    if d is None or not d.event:
        return None
    return ability_frame(g, f"e{uid}", g.state.cards[uid].controller)
