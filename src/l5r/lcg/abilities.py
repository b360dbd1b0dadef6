"""Card abilities: card definitions, the tables card modules declare them in, and
which abilities a player may use now (the action and trigger windows).

A card definition (:class:`CardDef`) lists a card's abilities, declared from
the shared vocabulary in :mod:`l5r.lcg.vocab`, and the hooks the card adds to the
rules (:mod:`l5r.lcg.hooks`). Each card module declares its definitions in a
:class:`CardTable` of its own; the rule set collects them (``g.rules.cards``, see
:mod:`l5r.lcg.game`). Cards without a definition are vanilla: their facts (skills,
keywords) still work.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine.decision import Option
from ..engine.tables import Handlers
from . import model
from .model import FACTS, StaleCache, effects_of, frozen, in_play
from .resolution import initiate
from .state import HAND
from .vocab import GAINED, Ability, as_if_in_hand, played_as_if_in_hand

if TYPE_CHECKING:
    from ..engine.game import Game

WINDOWS = Handlers("window")


@dataclass(frozen=True)
class CardDef:
    """The abilities of one card (by card id), and the hooks it adds to the rules."""

    cid: str
    abilities: tuple = ()
    text: str = ""  # one-line description in the project's own words
    persistent: tuple = field(default=(), compare=False)  # its constant abilities
    actions: tuple = field(default=(), compare=False)  # (index, ability) of its actions
    triggered: tuple = field(default=(), compare=False)  # (index, ability) of its reactions/interrupts
    trigger_names: frozenset = field(default=frozenset(), compare=False)
    discard_zones: frozenset = field(default=frozenset(), compare=False)  # usable from a discard pile
    self_costs: tuple = field(default=(), compare=False)  # "reduce the cost to play this card" (model.cost_of)
    play_restrictions: tuple = field(default=(), compare=False)  # "play only if..." (vocab.play_allowed)
    host_rules: tuple = field(default=(), compare=False)  # what it may attach to (vocab.attach_restriction)
    hooks: tuple = field(default=(), compare=False)  # what the card adds to the rules (l5r.lcg.hooks)
    any_player: bool = field(default=False, compare=False)  # an action "any player may trigger"

    def __post_init__(self) -> None:
        kinds = [(i, a, getattr(a, "kind", "")) for i, a in enumerate(self.abilities)]
        object.__setattr__(self, "persistent", tuple(a for _, a, k in kinds if k == "persistent"))
        object.__setattr__(self, "actions", tuple((i, a) for i, a, k in kinds if k == "action"))
        object.__setattr__(self, "triggered", tuple((i, a) for i, a, k in kinds
                                                    if k in ("reaction", "interrupt")))
        object.__setattr__(self, "self_costs", tuple(a for _, a, k in kinds if k == "self_cost"))
        object.__setattr__(self, "play_restrictions", tuple(a for _, a, k in kinds if k == "play_restriction"))
        object.__setattr__(self, "host_rules", tuple(a for _, a, k in kinds if hasattr(a, "forbids_host")))
        object.__setattr__(self, "any_player", any(getattr(a, "any_player", False) for _, a in self.actions))
        object.__setattr__(self, "trigger_names", frozenset(
            n for _, a in self.triggered for n in a.triggers))
        object.__setattr__(self, "discard_zones", frozenset(
            getattr(a, "zone", "") or "custom" for i, a, k in kinds
            if getattr(a, "zone", "").endswith("discard")
            or (isinstance(a, Ability) and type(a).usable_from is not Ability.usable_from)))


class CardTable(Handlers):
    """A card module's own definitions (card id -> :class:`CardDef`); defining a card
    id twice is an error, here and when the rule set merges the tables.

    >>> CARDS = CardTable()
    >>> CARDS.card("01-x", text="Nothing.").text
    'Nothing.'
    >>> CARDS.card("01-x")
    Traceback (most recent call last):
    ...
    ValueError: card '01-x' is declared twice
    """

    def __init__(self) -> None:
        super().__init__("card")

    def card(self, cid: str, *abilities, text: str = "", hooks: tuple = ()) -> CardDef:
        """Define card ``cid``: its abilities, its one-line ``text`` and its ``hooks``."""
        return self.define(CardDef(cid, tuple(abilities), text, hooks=tuple(hooks)))

    def define(self, d: CardDef) -> CardDef:
        self.add(d.cid, d)
        return d


def prepare_game(g: "Game") -> None:
    """Record which cards of this game have which kinds of abilities (their uids, in
    ``state.config``), so that windows with nothing to offer are skipped cheaply:

    * ``triggers``: the event names any card can respond to;
    * ``persistent``: cards with constant abilities (:mod:`l5r.lcg.constant`);
    * ``persistent_types``: effect type -> cards with a constant ability giving effects
      of that type (:func:`l5r.lcg.constant.constant_effects`);
    * ``discard_usable``: cards with abilities usable from a discard pile
      (:func:`_player_cards`);
    * ``responders``: timing -> event name -> cards with an interrupt or reaction of
      that timing triggered by it (:func:`responders_possible`, :func:`_card_pool`);
    * ``grants``: cards with a constant ability that gives abilities to other cards
      (a ``gain_ability`` effect); ``grant_triggers``: those of them with interrupts or
      reactions of their own (:func:`responders_possible`);
    * ``unique_titles``: title of a unique card -> the cards with that title
      (:func:`l5r.lcg.model.can_enter_unique`).

    The cards of a game never change, so neither do these lists."""
    names: set[str] = set()
    persistent = []
    persistent_types: dict[str, list[int]] = {}
    discard_usable = []
    grants = []
    responders: dict[str, dict[str, list[int]]] = {}
    unique = {FACTS[c.cid].name for c in g.state.cards if FACTS[c.cid].unique}
    titles: dict[str, list[int]] = {}
    defs = g.rules.cards
    for c in g.state.cards:
        if FACTS[c.cid].name in unique:
            titles.setdefault(FACTS[c.cid].name, []).append(c.uid)
        d = defs.get(c.cid)
        if d:
            for a in d.abilities:
                names.update(getattr(a, "triggers", ()))
            if d.persistent:
                persistent.append(c.uid)
                for t in sorted({a.type for a in d.persistent}):
                    persistent_types.setdefault(t, []).append(c.uid)
                if any(getattr(a, "type", "") == "gain_ability" for a in d.persistent):
                    grants.append(c.uid)
            if d.discard_zones:
                discard_usable.append(c.uid)
            for _, a in d.triggered:
                by_name = responders.setdefault(a.timing, {})
                for n in a.triggers:
                    uids = by_name.setdefault(n, [])
                    if not uids or uids[-1] != c.uid:
                        uids.append(c.uid)
    cfg = g.state.config
    cfg["triggers"] = sorted(names)
    cfg["persistent"] = persistent
    cfg["persistent_types"] = {t: persistent_types[t] for t in sorted(persistent_types)}
    cfg["discard_usable"] = discard_usable
    cfg["responders"] = {t: {n: by_name[n] for n in sorted(by_name)} for t, by_name in sorted(responders.items())}
    cfg["grants"] = grants
    cfg["grant_triggers"] = [u for u in grants if defs[g.state.cards[u].cid].triggered]
    cfg["unique_titles"] = titles
    for old in ("trigger_index", "action_cards"):  # the indexes before these
        cfg.pop(old, None)


def responders_possible(g: "Game", ef: dict, timing: str) -> bool:
    """Could any player have an interrupt or reaction of ``timing`` to the events of
    event frame ``ef`` (on top of the stack)? (The rule set's ``responders_possible``:
    False skips the trigger window or forced frame.) True as soon as one ability of that
    timing, triggered by one of the events, is on a card where it
    :meth:`~l5r.lcg.vocab.Ability.may_be_usable` and :meth:`~l5r.lcg.vocab.Ability.could_respond`,
    or may have been gained by a card; a game prepared without the index always opens
    its windows. In checking mode (:data:`l5r.lcg.model.CHECKING`) a False answer is
    checked by listing the window."""
    possible = _responders_possible(g, ef, timing)
    if not possible and model.CHECKING:
        _check_no_responders(g, timing)
    return possible


def _responders_possible(g: "Game", ef: dict, timing: str) -> bool:
    st = g.state
    cfg = st.config
    index = cfg.get("responders")
    if index is None:
        return True
    events = [e for e in ef["events"] if not e.get("cancelled")]
    cards = st.cards
    defs = g.rules.cards
    by_name = index.get(timing)
    if by_name:
        as_if = None
        for e in events:
            n = e["name"]
            uids = by_name.get(n)
            if uids is None:
                continue
            for u in uids:
                c = cards[u]
                for _, ab in defs[c.cid].triggered:
                    if ab.timing != timing or n not in ab.triggers:
                        continue
                    if ab.from_hand and c.zone != HAND and as_if is None:
                        as_if = played_as_if_in_hand(g)
                    if ab.may_be_usable(g, c, as_if) and ab.could_respond(g, c, events):
                        return True
    # gained abilities: a lasting effect's, or one a card in play gives (its own, printed)
    for e in st.lasting:
        if e["type"] == "gain_ability":
            ab = defs[e["cid"]].abilities[e["idx"]]
            if getattr(ab, "timing", "") == timing and any(x["name"] in ab.triggers for x in events):
                return True
    for u in cfg.get("grant_triggers", cfg.get("grants", ())):  # (all grants: a game prepared before)
        c = cards[u]
        triggered = defs[c.cid].triggered
        if triggered and in_play(c):
            for _, ab in triggered:
                if ab.timing == timing and any(x["name"] in ab.triggers for x in events):
                    return True
    return False


def _check_no_responders(g: "Game", timing: str) -> None:
    """Checking mode: the window of ``timing`` skipped for the event frame on top of the
    stack offers nothing to anyone."""
    ew = len(g.state.stack) - 1
    for p in g.rules.player_order(g):
        probe = {"step": "window", "kind": "trigger", "timing": timing, "ew": ew, "done": []}
        with frozen(g.state):
            opts = _trigger_options(g, probe, p)
        if opts:
            raise StaleCache(f"a {timing} window was skipped but player {p} could use {[o.label for o in opts]}")


def _may_gain(g: "Game") -> bool:
    """Could a card have gained an ability now? (A lasting ``gain_ability`` effect, or a
    card in play whose constant ability gives abilities: ``grants`` of :func:`prepare_game`.)
    When False, :func:`_gained` is empty."""
    st = g.state
    for e in st.lasting:
        if e["type"] == "gain_ability":
            return True
    cards = st.cards
    for u in st.config.get("grants", ()):
        if in_play(cards[u]):
            return True
    return False


def action_options(g: "Game", p: int) -> list[Option]:
    """Action abilities and action events ``p`` may initiate now (in the skirmish format, no
    event with an action ability from the hand during the dynasty phase: Rules Reference
    "Event Cards")."""
    out: list[Option] = []
    st = g.state
    no_hand_events = st.phase == "dynasty" and st.config.get("format") == "skirmish"
    for d_uid, idx, ab in _candidates(g, p, "action"):
        if no_hand_events and ab.from_hand and FACTS[st.cards[d_uid].cid].type == "event":
            continue
        if ab.can_initiate(g, p, d_uid, idx, None):
            out.append(Option(f"ability:{d_uid}:{idx}", ab.label(g, d_uid)))
    return out


def _player_cards(g: "Game", p: int) -> list[int]:
    """Cards whose abilities ``p`` might use: hand, characters and the
    attachments ``p`` controls, stronghold, provinces and their cards,
    discard piles (only cards with abilities usable there)."""
    st = g.state
    pl = st.players[p]
    cards = st.cards
    out = list(pl.hand)
    out.extend(as_if_in_hand(g, p))
    defs = g.rules.cards
    for q in st.players:
        for u in q.play:
            c = cards[u]
            if c.controller == p:
                out.append(u)
            elif (d := defs.get(c.cid)) is not None and d.any_player:  # "any player may trigger" it
                out.append(u)
            for a in c.attachments:
                if cards[a].controller == p:
                    out.append(a)
    if pl.stronghold >= 0:
        out.append(pl.stronghold)
    if pl.role >= 0:  # a role card's text is active beside the stronghold (Role Cards)
        out.append(pl.role)
    out.extend(pl.provinces)
    for slot in pl.province_cards:
        out.extend(slot)
    usable = st.config.get("discard_usable")
    if usable is not None:  # abilities usable there (Ability.zone)
        out.extend([u for u in usable if cards[u].zone in _DISCARDS and cards[u].owner == p])
        return out
    for pile in (pl.conflict_discard, pl.dynasty_discard):
        for u in pile:
            d = defs.get(cards[u].cid)
            if d is not None and d.discard_zones:
                out.append(u)
    return out


def _candidates(g: "Game", p: int, kind: str, names: frozenset | None = None, timing: str = "") -> list:
    """(uid, index, ability) of ``p``'s abilities of ``kind`` ("action" or
    "trigger"; for triggers, only those naming one of ``names``, on cards with
    abilities of ``timing`` when given) usable now, where a conflict they need is on."""
    st = g.state
    gained = _gained(g) if _may_gain(g) else None
    if model.CHECKING and gained is None and _gained(g):
        raise StaleCache("a card gained an ability that _may_gain did not foresee")
    cards = st.cards
    defs = g.rules.cards
    no_conflict = st.conflict is None
    out = []
    for u in _card_pool(g, p, kind, names, timing, gained):
        c = cards[u]
        d = defs.get(c.cid)
        extra = gained.get(u) if gained else None
        if d is None and not extra:
            continue
        if d is None:
            pairs = ()
        elif kind == "action":
            pairs = d.actions
        elif names is not None and not (d.trigger_names & names):
            pairs = ()
        else:
            pairs = d.triggered
        if extra:
            pairs = list(pairs) + [(i, a) for i, a in extra
                                   if a.kind == kind or kind == "trigger" and a.kind in ("reaction", "interrupt")]
        for idx, ab in pairs:
            if ab.needs_conflict and (no_conflict or (ab.conflict and not ab.conflict_ok(st, c))):
                if model.CHECKING and no_conflict and not ab.conflict and _usable_without_conflict(g, ab, p, u):
                    raise StaleCache("an ability said to need a conflict could be initiated without one")
                continue  # (can_initiate tests it too)
            if ab.usable_from(g, p, c, idx >= GAINED):
                out.append((u, idx, ab))
    return out


def _usable_without_conflict(g: "Game", ab: Ability, p: int, uid: int) -> bool:
    """Checking mode, while no conflict is on: do the play restriction of ``ab`` (of card
    ``uid``) and, when that is not marked as needing a conflict, its targets allow ``p``
    to use it?"""
    ctx = {"player": p, "card": uid}
    if getattr(ab.condition, "needs_conflict", False):
        return ab.condition(g, ctx)
    t = ab.target
    return t is None or bool(t.candidates(g, ctx))


def _card_pool(g: "Game", p: int, kind: str, names, timing: str, gained: dict | None):
    """The cards to look at for ``p``'s abilities of ``kind``, in uid order (the order of
    the options): for actions, the cards ``p`` might use (:func:`_player_cards`) that
    have action abilities; for triggers, those of the game's index (see
    :func:`prepare_game`) with abilities of ``timing`` triggered by one of ``names``,
    where they could be used; and every card that gained an ability.
    Ability.usable_from then checks each card."""
    cards = g.state.cards
    defs = g.rules.cards
    if kind == "action":
        pool = {u for u in _player_cards(g, p) if (d := defs.get(cards[u].cid)) is not None and d.actions}
        if gained:
            pool.update(gained)
        return sorted(pool)
    index = g.state.config.get("responders")
    if index is None or names is None:
        return _player_cards(g, p)
    timings = [index.get(timing, {})] if timing else list(index.values())
    found = sorted({u for by_name in timings for n in names for u in by_name.get(n, ())})
    if gained:
        found = sorted(set(found) | set(gained))
    if not found:
        return found
    extra = set(as_if_in_hand(g, p))
    return [u for u in found if cards[u].zone not in _NEVER or cards[u].zone in _DISCARDS
            and defs[cards[u].cid].discard_zones or (gained is not None and u in gained) or u in extra]


#: zones from which no ability is used (discard piles only by cards that say so)
_DISCARDS = ("conflict_discard", "dynasty_discard")
_NEVER = ("conflict_deck", "dynasty_deck", "removed") + _DISCARDS


def _gained(g: "Game") -> dict:
    """uid -> [(gid, ability)] for abilities cards gained (effect ``gain_ability``,
    see :mod:`l5r.lcg.vocab_attachments`); the index of a gained ability is its ``gid``."""
    st = g.state
    defs = g.rules.cards
    out: dict = {}
    for e in effects_of(st, "gain_ability"):
        for u, inst in e["targets"]:
            if st.cards[u].instance == inst:
                out.setdefault(u, []).append((e["gid"], defs[e["cid"]].abilities[e["idx"]]))
    return out


def act(g: "Game", p: int, option: Option) -> None:
    """Initiate the action ability chosen in an action window (an option of
    :func:`action_options`)."""
    _, uid, idx = option.id.split(":")
    initiate(g, p, int(uid), int(idx), None)


def _trigger_options(g: "Game", frame: dict, p: int) -> list[Option]:
    """Eligible interrupts/reactions to the events of the window's event frame.
    In a forced frame every player's forced abilities are offered to the
    first player, who orders them (Rules Reference "Forced")."""
    ew = frame["ew"]
    ef = g.state.stack[ew]
    timing = frame["timing"]
    players = g.rules.player_order(g) if frame["step"] == "forced" else [p]
    names = frozenset(e["name"] for e in ef["events"] if not e.get("cancelled"))
    out = []
    for q in players:
        for uid, idx, ab in _candidates(g, q, "trigger", names, timing):
            key = f"{uid}:{idx}"
            if key in frame["done"] or ab.timing != timing:
                continue
            for ei, e in enumerate(ef["events"]):
                if e.get("cancelled") or e["name"] not in ab.triggers:
                    continue
                if ab.can_initiate(g, q, uid, idx, e):
                    out.append(Option(f"trigger:{uid}:{idx}:{ei}", ab.label(g, uid), {"player": q}))
                    break
    return out


def _trigger_act(g: "Game", frame: dict, p: int, option: Option) -> None:
    _, uid, idx, ei = option.id.split(":")
    p = option.data.get("player", p)
    frame["done"].append(f"{uid}:{idx}")
    ef = g.state.stack[frame["ew"]]
    initiate(g, p, int(uid), int(idx), {"ew": frame["ew"], "event": int(ei),
                                         "data": dict(ef["events"][int(ei)])})


WINDOWS.add("trigger", (_trigger_options, _trigger_act))
