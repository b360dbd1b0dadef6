"""Queries and zone moves on the LCG state.

Everything the rules read about the board goes through these helpers: card
facts, the active effects (lasting effects and what the rule set's effect
sources add: constant abilities), current skills and glory (Rules Reference
"Modifiers", "Glory", "Personal Honor"), restrictions ("Cannot"), province
strength, player order, costs, and moving a card between zones (which makes it
a new instance: "Limit X per [period]").

A state names its rule set (``state.ruleset``); :func:`rules_of` finds it, for
the queries that read the card definitions or the effect sources and have only
the state.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from ..engine.game import RULESETS, RuleSet
from .facts import PROVINCE_TOKEN, CardFacts, cards
from .state import (
    ATTACHED, CONFLICT_DECK, CONFLICT_DISCARD, DYNASTY_DECK, DYNASTY_DISCARD, ELEMENTS, HAND,
    IN_PROVINCE, PLAY, PROVINCE, REMOVED, STRONGHOLD, STRONGHOLD_SLOT, Card, LCGState, Player,
)

if TYPE_CHECKING:
    from ..engine.game import Game

#: the facts of every card a game may hold: every known card's (:func:`~l5r.lcg.facts.cards`) and the
#: skirmish format's province token (:data:`~l5r.lcg.facts.PROVINCE_TOKEN`, not a printed card:
#: listings of cards leave it out)
FACTS: dict[str, CardFacts] = {**cards(), PROVINCE_TOKEN.id: PROVINCE_TOKEN}


def add_facts(f: CardFacts) -> None:
    """Register extra card facts (test fixtures, later packs)."""
    FACTS[f.id] = f


def facts(c: Card) -> CardFacts:
    return FACTS[c.cid]


def name(g: "Game", uid: int) -> str:
    return FACTS[g.state.cards[uid].cid].name


def rules_of(st: LCGState) -> RuleSet:
    """The rule set the state is played under (its tables: ``cards``, ``effect_sources``...)."""
    return RULESETS[st.ruleset]


def opponents(st: LCGState, p: int) -> list[int]:
    """The players still in the game who are not ``p``'s teammates (every other player
    but in team conquest), in index order."""
    team = st.players[p].team
    return [q.index for q in st.players if q.team != team and not q.eliminated]


#: team conquest: the "your opponent" assumed for a player while an ability of theirs is tested
#: (:class:`assume_opponent`): id of the state -> (player, opposing player or -1 for none chosen)
_ASSUMED: dict[int, tuple[int, int]] = {}


class assume_opponent:
    """A block (``with assume_opponent(st, p, q): ...``) within which ``p``'s "your opponent"
    is ``q`` (-1: none chosen, :func:`opponent`'s default), as if ``p`` resolved an ability for
    which they chose ``q``: team conquest tests whether an ability could be initiated against
    each opposing player this way (Rules Reference "Opponent", "Initiating Abilities";
    :mod:`l5r.lcg.formats`, Decisions 19). The state is not changed; blocks nest.

    >>> from l5r.lcg.state import LCGState, Player
    >>> st = LCGState("lcg", 0, 0, {}, players=[Player(i, f"P{i}", i // 2) for i in range(4)])
    >>> with assume_opponent(st, 0, 3):
    ...     opponent(st, 0), opponent(st, 1), opponents_meant(st, 0)
    (3, 2, [3])
    >>> opponent(st, 0), opponents_meant(st, 0)
    (2, [2, 3])
    """

    __slots__ = ("key", "value", "saved")

    def __init__(self, st: LCGState, p: int, q: int) -> None:
        self.key = id(st)
        self.value = (p, q)
        self.saved: tuple[int, int] | None = None

    def __enter__(self) -> None:
        self.saved = _ASSUMED.get(self.key)
        _ASSUMED[self.key] = self.value

    def __exit__(self, *exc: object) -> None:
        if self.saved is None:
            del _ASSUMED[self.key]
        else:
            _ASSUMED[self.key] = self.saved


def chosen_opponent(st: LCGState, p: int) -> int:
    """Team conquest: the opposing player ``p`` chose as "your opponent" for the card ability
    they are resolving (its ``lcg.ability`` frame's ``opponent``), or the one assumed while an
    ability of theirs is tested (:class:`assume_opponent`); -1 when there is none (not team
    conquest, no choice made, or that player eliminated since)."""
    players = st.players
    if len(players) != 4:
        return -1
    assumed = _ASSUMED.get(id(st))
    if assumed is not None and assumed[0] == p:
        q = assumed[1]
    else:
        q = -1
        for f in reversed(st.stack):
            if f.get("step") == "lcg.ability" and f.get("player") == p:
                q = f.get("opponent", -1)
                break
    return q if q >= 0 and not players[q].eliminated else -1


def opponents_meant(st: LCGState, p: int) -> list[int]:
    """The players a card ability of ``p`` may mean by "your opponent" (a target "your
    opponent controls", "each character your opponent controls", "your opponent plays", "your
    honor bid ... your opponent's"): :func:`opponent` alone where "your opponent" is one player
    (the two-player formats; enlightenment: Rules Reference "Opponent", formats Decisions 1),
    in team conquest the chosen one once chosen (:func:`chosen_opponent`), else either opposing
    player (the choice is still to come: Decisions 19)."""
    if len(st.players) != 4:
        return [opponent(st, p)]
    q = chosen_opponent(st, p)
    return [q] if q >= 0 else opponents(st, p)


def opponent(st: LCGState, p: int) -> int:
    """"Your opponent" (Rules Reference "Opponent"): in a two-player game the other player;
    with more players, the player ``p`` faces in the conflict being fought (its defender for
    the attacker, and the other way round; in enlightenment the third player is never "your
    opponent" during a conflict). Outside a conflict, or for a player who is neither its
    attacker nor its defender, the first opponent to ``p``'s left in player order
    (:mod:`l5r.lcg.formats`, Decisions). In team conquest, while ``p`` resolves a card
    ability for which they chose one of the two opposing players as "your opponent" (an
    ``lcg.ability`` frame's ``opponent``: :mod:`l5r.lcg.resolution`, Decisions 19), or while
    an ability of theirs is tested against one of them (:class:`assume_opponent`), that player
    (:func:`chosen_opponent`).

    >>> from l5r.lcg.state import Conflict, LCGState, Player
    >>> st = LCGState("lcg", 0, 0, {}, players=[Player(i, f"P{i}", i) for i in range(3)])
    >>> opponent(st, 0), opponent(st, 2)
    (1, 0)
    >>> st.conflict = Conflict(attacker=2, defender=1, type="military", ring="air", province=0)
    >>> opponent(st, 1), opponent(st, 2), opponent(st, 0)
    (2, 1, 1)
    """
    players = st.players
    if len(players) == 2:
        return 1 - p
    if len(players) == 4:  # team conquest: the opponent chosen for the ability p resolves
        q = chosen_opponent(st, p)
        if q >= 0:
            return q
    cf = st.conflict
    if cf is not None:
        if cf.attacker == p and not players[cf.defender].eliminated:
            return cf.defender
        if cf.defender == p and not players[cf.attacker].eliminated:
            return cf.attacker
    n = len(players)
    team = players[p].team
    for i in range(1, n):
        q = players[(p + i) % n]
        if q.team != team and not q.eliminated:
            return q.index
    raise ValueError(f"player {p} has no opponent left")


def teammates(st: LCGState, p: int) -> list[int]:
    """The other players on ``p``'s team still in the game (none but in team conquest)."""
    team = st.players[p].team
    return [q.index for q in st.players if q.team == team and q.index != p and not q.eliminated]


def yours(st: LCGState, p: int, q: int) -> bool:
    """Does what player ``q`` won, lost, claimed or holds count as ``p``'s for ``p``'s card
    abilities? ``q`` is ``p``, or in team conquest a teammate of ``p``: "players on a team win
    or lose the conflict as a team ... each player on that team counts as having won the
    conflict" (Rules Reference "Winning/Losing a Conflict", 3.2.4), "a team's claimed ring pool
    counts as the claimed ring pool of each player on that team" ("Claimed Ring Pool"), "each
    player on that team is considered to be the first player" ("First Player"). (Each player
    is their own team in the other formats; -1, no player, is no one's.)

    >>> from l5r.lcg.state import LCGState, Player
    >>> st = LCGState("lcg", 0, 0, {}, players=[Player(i, f"P{i}", i // 2) for i in range(4)])
    >>> yours(st, 0, 1), yours(st, 0, 2), yours(st, 0, -1)
    (True, False, False)
    """
    return q == p or q >= 0 and st.players[q].team == st.players[p].team


#: the type of the lasting effect "<player> is considered to have <ring> in their claimed ring pool"
CONSIDERED_CLAIMED = "considered_claimed"


def considered_claimed(st: LCGState, p: int, key: str) -> bool:
    """Is player ``p`` (exactly) considered to have ring ``key`` in their claimed ring pool by a
    lasting effect (``{"type": "considered_claimed", "player", "ring"}``: Secluded Shrine), the
    ring being wherever it is (Rules Reference "Claimed Ring Pool", "Lasting Effects")?"""
    return any(e["type"] == CONSIDERED_CLAIMED and e["player"] == p and e["ring"] == key for e in st.lasting)


def in_claimed_pool(st: LCGState, p: int, key: str) -> bool:
    """Is ring ``key`` in ``p``'s claimed ring pool for ``p``'s card abilities: claimed by ``p``
    (or in team conquest by the team: :func:`yours`), or considered to be there
    (:func:`considered_claimed`)?

    >>> from l5r.lcg.state import LCGState, Player, Ring
    >>> st = LCGState("lcg", 0, 0, {}, players=[Player(i, f"P{i}", i) for i in range(2)],
    ...               rings={"air": Ring("air", claimed_by=1)})
    >>> in_claimed_pool(st, 0, "air"), in_claimed_pool(st, 1, "air")
    (False, True)
    >>> st.lasting.append({"type": "considered_claimed", "player": 0, "ring": "air", "until": "phase"})
    >>> in_claimed_pool(st, 0, "air")
    True
    """
    if yours(st, p, st.rings[key].claimed_by):
        return True
    return bool(st.lasting) and any(considered_claimed(st, q, key) for q in range(len(st.players)) if yours(st, p, q))

def is_first_player(st: LCGState, p: int) -> bool:
    """Is ``p`` the first player (in team conquest: on the team holding the token, "First
    Player")?"""
    return yours(st, p, st.first_player)


def declared_against_key(attacker: int, defender: int) -> str:
    """The record (in the phase's ``uses`` table) of the conflicts ``attacker`` declared against
    ``defender`` this phase ("... declared 2 or more conflicts against you this phase").

    >>> declared_against_key(0, 2)
    'declared_against:0:2'
    """
    return f"declared_against:{attacker}:{defender}"


def player_order(st: LCGState, first: int | None = None) -> list[int]:
    """Players in player order (clockwise = increasing index) from ``first``. In team
    conquest (teammates side by side: players 1-2 against 3-4) the teams alternate, each
    team's players in seat order: from player 1, players 1, 3, 2, 4 ("First Player": a team
    has each action opportunity in turn; :mod:`l5r.lcg.formats`, Decisions 12)."""
    players = st.players
    n = len(players)
    start = st.first_player if first is None else first
    if n == 4 and players[0].team == players[1].team:
        team = players[start].team
        mine = [(start + i) % n for i in range(n) if players[(start + i) % n].team == team]
        theirs = [(start + i) % n for i in range(n) if players[(start + i) % n].team != team]
        return [p for pair in zip(mine, theirs, strict=True) for p in pair if not players[p].eliminated]
    return [(start + i) % n for i in range(n) if not players[(start + i) % n].eliminated]


# ---------------------------------------------------------------- in play
def in_play(c: Card) -> bool:
    z = c.zone
    if z == PLAY or z == ATTACHED or z == STRONGHOLD:
        return True
    if z == PROVINCE:
        return True  # facedown provinces are in play as facedown provinces
    if z == IN_PROVINCE:
        return not c.facedown and FACTS[c.cid].type == "holding"
    return False


def characters(st: LCGState, p: int | None = None) -> list[Card]:
    cards = st.cards
    if p is None:
        return [cards[u] for q in st.players for u in q.play]
    return [cards[u] for u in st.players[p].play]


def participating(st: LCGState, c: Card) -> bool:
    cf = st.conflict
    return cf is not None and (c.uid in cf.attackers or c.uid in cf.defenders)


def side_of(st: LCGState, c: Card) -> int:
    """The player on whose side ``c`` participates (-1 if it does not)."""
    cf = st.conflict
    if cf is None:
        return -1
    if c.uid in cf.attackers:
        return cf.attacker
    if c.uid in cf.defenders:
        return cf.defender
    return -1


# ---------------------------------------------------------------- effects
#: What the :func:`frozen` blocks have computed, by ``id(state)``: ``{type: [the active
#: effects of that type]}`` (type ``None``: all of them), filled at the first read of each
#: type (of every type at once in a block marked :data:`_WHOLE`); :data:`_COMPUTING`
#: while one is being computed. An entry lives exactly as long
#: as its outermost block, so nothing is kept between blocks, between games, or in a
#: clone, a save or a load.
_FROZEN: dict[int, dict] = {}
_COMPUTING: dict = {}
#: the cache key marking a ``whole`` block (no effect type has this name)
_WHOLE = "(whole)"
#: checking mode (environment variable ``L5R_CHECK_CACHES=1``, or set by a test): every
#: cached read of the active effects is compared with a fresh computation, every read of
#: one type with the complete computation filtered by type, every window skipped because
#: nobody could respond is listed for real (:mod:`l5r.lcg.abilities`)
CHECKING = os.environ.get("L5R_CHECK_CACHES", "") not in ("", "0")


class StaleCache(AssertionError):
    """Checking mode: a cached value differs from a fresh computation."""


class _Block:
    """The outermost :func:`frozen` block of a state: owns its cache entry."""

    __slots__ = ("key",)

    def __init__(self, key: int, whole: bool) -> None:
        self.key = key
        _FROZEN[key] = {_WHOLE: True} if whole else {}

    def __enter__(self) -> _Block:
        return self

    def __exit__(self, *exc) -> None:
        _FROZEN.pop(self.key, None)


class _Nested:
    """A :func:`frozen` block inside another one of the same state: changes nothing."""

    __slots__ = ()

    def __enter__(self) -> _Nested:
        return self

    def __exit__(self, *exc) -> None:
        return None


_NESTED = _Nested()


def frozen(st: LCGState, whole: bool = False) -> _Block | _Nested:
    """A block (``with frozen(st): ...``) within which the state does not change, so the
    active effects of each type are computed at most once, when first read (used while
    listing a decision's options, a view, and in queries that read them many times).
    Blocks nest; the outermost one owns the cache entry. ``whole``: compute every type at
    the first read, then serve each type from that (cheaper in blocks that read many
    types, as listings do)."""
    key = id(st)
    return _NESTED if key in _FROZEN else _Block(key, whole)


def changed(st: LCGState) -> None:
    """A known change of ``st`` made inside a :func:`frozen` block (e.g. the fate a
    player gains by passing first, between two listings of one window): what the block
    has computed is forgotten."""
    cache = _FROZEN.get(id(st))
    if cache:
        whole = _WHOLE in cache
        cache.clear()
        if whole:
            cache[_WHOLE] = True


def effects(st: LCGState) -> list[dict]:
    """Every active effect: lasting effects plus the effects of constant
    abilities of cards in play (Rules Reference "Constant Abilities").
    The list may be a cache's: do not change it."""
    return _read(st, None)


def effects_of(st: LCGState, kind: str) -> list[dict]:
    """The active effects of type ``kind``, in the order of :func:`effects`; only the
    constant abilities that can give effects of that type are looked at (see
    :func:`_compute`). The list may be a cache's: do not change it."""
    cache = _FROZEN.get(id(st))
    if cache and not CHECKING:  # the usual read: already in the block's cache
        hit = cache.get(kind)
        if hit is not None:
            return hit
        if None in cache and _WHOLE in cache:  # a whole block has found every type, none of this one
            hit = cache[kind] = []
            return hit
    return _read(st, kind)


def _read(st: LCGState, kind: str | None) -> list[dict]:
    key = id(st)
    cache = _FROZEN.get(key, _COMPUTING)
    if cache is _COMPUTING:  # not frozen, or read while computing
        return _compute(st, kind)
    hit = cache.get(kind)
    if hit is None and _WHOLE in cache:  # a whole block: every type at once, then by type
        if None not in cache:
            _FROZEN[key] = _COMPUTING  # reads made while computing see what they would unfrozen
            try:
                every = _compute(st, None)
            finally:
                _FROZEN[key] = cache
            cache[None] = every = every if every is not st.lasting else list(every)
            for e in every:
                cache.setdefault(e["type"], []).append(e)
        hit = cache.get(kind)
        if hit is None:
            hit = cache[kind] = []
        if not CHECKING:
            return hit
    if hit is None or CHECKING:
        _FROZEN[key] = _COMPUTING  # reads made while computing see what they would unfrozen
        try:
            fresh = _compute(st, kind)
            whole = _compute(st, None) if CHECKING and kind is not None else None
        finally:
            _FROZEN[key] = cache
        if whole is not None and fresh != [e for e in whole if e["type"] == kind]:
            raise StaleCache(f"the active effects of type {kind!r} differ from all active effects of that type")
        if hit is None:
            cache[kind] = hit = fresh if fresh is not st.lasting else list(fresh)  # a copy, not the state's own list
        elif hit != fresh:
            raise StaleCache("the state changed inside a frozen block: cached active effects are stale")
    return hit


def _compute(st: LCGState, kind: str | None) -> list[dict]:
    """The lasting effects (of type ``kind``; all when None), then what the rule set's
    effect sources add (``fn(state, kind)``: e.g. the constant abilities in play)."""
    out = st.lasting
    if kind is not None:
        out = [e for e in out if e["type"] == kind]
    for src in rules_of(st).effect_sources:  # e.g. constant abilities (l5r.lcg.constant)
        extra = src(st, kind)
        if extra:
            out = out + extra
    return out


# ---------------------------------------------------------------- values
#: the card types a team's two copies of blank each other ("Unique Cards", team games)
_TEAM_UNIQUE = frozenset(("stronghold", "province", "holding"))


def team_duplicate(st: LCGState, c: Card) -> bool:
    """Rules Reference "Unique Cards": "While two or more players on a team control more than
    one copy of a unique stronghold, province card, or holding, treat each copy of that card as
    if its printed text box were blank and as if it had a strength or bonus strength of 0."
    True for such a copy in play (faceup: a facedown province has no title) while a teammate
    of its controller controls another faceup copy in play (team conquest only)."""
    if len(st.players) != 4 or c.facedown:
        return False
    f = FACTS[c.cid]
    if not f.unique or f.type not in _TEAM_UNIQUE or not in_play(c):
        return False
    players = st.players
    team = players[c.controller].team
    titles = st.config.get("unique_titles")
    copies = (st.cards[u] for u in titles.get(f.name, ())) if titles is not None else st.cards
    return any(o.controller != c.controller and o.controller >= 0 and players[o.controller].team == team
               and not o.facedown and in_play(o) and FACTS[o.cid].name == f.name for o in copies)


def immune_to_card_effects(st: LCGState, c: Card) -> bool:
    """Is ``c`` immune to all card effects by the rules? In team conquest a broken stronghold
    province is (Rules Reference "Player Elimination": "Broken stronghold provinces are immune
    to all card effects"): no card ability may choose it or affect it, and no effect of a card
    modifies it (its rule-given values, such as a holding's bonus strength, still count)."""
    return c.broken and c.slot == STRONGHOLD_SLOT and c.zone == PROVINCE and len(st.players) == 4


def is_blank(st: LCGState, c: Card) -> bool:
    """Rules Reference "Blank": broken provinces and dishonored provinces are blank; so is a
    team's duplicate unique stronghold, province or holding (:func:`team_duplicate`)."""
    if c.zone == PROVINCE and (c.broken or c.status < 0):
        return True
    if len(st.players) == 4 and team_duplicate(st, c):
        return True
    for e in effects_of(st, "blank"):
        if _affects(e, c):
            return True
    return False


def has_keyword(st: LCGState, c: Card, kw: str) -> bool:
    if FACTS[c.cid].has_keyword(kw) and not is_blank(st, c):
        return True
    for e in effects_of(st, "gain_keyword"):
        if e["keyword"] == kw and _affects(e, c):
            return True
    return False


def traits_blank(st: LCGState, c: Card) -> bool:
    """Are ``c``'s printed Traits blanked? Rules Reference "Blank": a blanked text
    box has none of its printed Traits, unless the blanking says "except for
    Traits" (a blank effect with ``keep_traits``: Cloud the Mind; a dishonored
    province). A broken province keeps its Traits ("Breaking a Province": only
    its ability text is not active). A team's duplicate unique stronghold, province or
    holding has its whole printed text box blank, Traits too (:func:`team_duplicate`)."""
    if len(st.players) == 4 and team_duplicate(st, c):
        return True
    for e in effects_of(st, "blank"):
        if not e.get("keep_traits") and _affects(e, c):
            return True
    return False


def has_trait(st: LCGState, c: Card, trait: str) -> bool:
    """Printed traits (unless blanked with them: :func:`traits_blank`) plus gained ones."""
    if trait in FACTS[c.cid].traits and not traits_blank(st, c):
        return True
    for e in effects_of(st, "gain_trait"):
        if e["keyword"] == trait and _affects(e, c):
            return True
    return False


def is_neutral(st: LCGState, c: Card) -> bool:
    """Rules Reference "Neutral": a neutral card bears no clan symbol (printed neutral, and
    no clan gained: :func:`has_clan`)."""
    if FACTS[c.cid].clan != "neutral":
        return False
    return not any(_affects(e, c) for e in effects_of(st, "gain_clan"))


def has_clan(st: LCGState, c: Card, clan: str) -> bool:
    """Does ``c`` bear ``clan``'s symbol: its printed clan, or one an effect gave it
    (``gain_clan``: Seal of the Crane)? Rules Reference "Clan", "Neutral": a neutral card
    bears no clan symbol until it gains one; a clan symbol is not text, so blanking a card
    leaves its printed clan."""
    if FACTS[c.cid].clan == clan:
        return True
    for e in effects_of(st, "gain_clan"):
        if e["keyword"] == clan and _affects(e, c):
            return True
    return False


def _affects(e: dict, c: Card) -> bool:
    for uid, inst in e["targets"]:
        if uid == c.uid and inst == c.instance:
            return True
    return False


def cannot(g: "Game", action: str, c: Card) -> bool:
    """Is ``c`` under a "cannot <action>" effect or immune to it? (Rules Reference "Cannot")"""
    for e in effects_of(g.state, "cannot"):
        if action in e["actions"]:
            for uid, inst in e.get("targets", ()):
                if uid == c.uid and inst == c.instance:
                    return True
    return False


def player_cannot(g: "Game", action: str, p: int) -> bool:
    """A "cannot" effect on a player (e.g. "opponents cannot play events")."""
    for e in effects_of(g.state, "player_cannot"):
        if action in e["actions"] and p in e["players"]:
            return True
    return False


def player_may(st: LCGState, action: str, p: int) -> bool:
    """A permission on a player (a ``player_may`` effect: Rules Reference "Play
    Restrictions and Permissions"), e.g. ``look_at_province_cards``: "you may look at facedown
    cards in each province you control" (Asahina Takako; otherwise a player may not look at
    them: "Facedown Province")."""
    for e in effects_of(st, "player_may"):
        if action in e["actions"] and p in e["players"]:
            return True
    return False


def gained_source(st: LCGState, uid: int, gid: int) -> tuple[str, int] | None:
    """(cid, index) of the printed ability that card ``uid`` gained as ``gid`` (an
    effect ``gain_ability``: :mod:`l5r.lcg.vocab_attachments`), or None."""
    c = st.cards[uid]
    for e in effects_of(st, "gain_ability"):
        if e["gid"] == gid and [uid, c.instance] in [list(t) for t in e["targets"]]:
            return e["cid"], e["idx"]
    return None


def role_element(st: LCGState, p: int) -> str | None:
    """The element of player ``p``'s role card (its printed element trait), or None without
    a role or element (Rules Reference "Role Cards")."""
    r = st.players[p].role
    if r < 0:
        return None
    return next((t for t in FACTS[st.cards[r].cid].traits if t in ELEMENTS), None)


def glory_counts(g: "Game") -> dict[int, int]:
    """Each player's total in a glory count (Rules Reference "Glory Count": the glory of each
    ready character they control, +1 for each ring in their claimed pool, and the effects that
    add to it: The Imperial Palace), in player order."""
    st = g.state
    out = {}
    for p in player_order(st):
        t = sum(glory(st, st.cards[u]) for u in st.players[p].play if not st.cards[u].bowed)
        t += sum(1 for k, r in st.rings.items()  # (a ring it is only considered to have counts too: Secluded Shrine)
                 if r.claimed_by == p or not yours(st, p, r.claimed_by) and considered_claimed(st, p, k))
        t += sum(e["value"] for e in effects_of(st, "glory_count") if e["player"] == p)
        out[p] = t
    return out


def glory(st: LCGState, c: Card) -> int:
    return _glory(c, effects_of(st, "modify"))


def _glory(c: Card, mods: list[dict]) -> int:
    base = FACTS[c.cid].glory or 0
    add, mult, setv = _mods(mods, c, "glory")
    return _combine(base, add, mult, setv)


def skill(st: LCGState, c: Card, kind: str) -> int | None:
    """Current military or political skill; ``None`` for a dash.

    Rules Reference "Modifiers": additions and subtractions first, then
    doubling/halving, rounding up; a set value overrides; never below 0.
    Honored/dishonored status adds/subtracts glory (unless its effects are ignored:
    :func:`status_ignored`; a dishonored card adds it with :func:`dishonor_adds_glory`, or
    keeps it with :func:`dishonor_glory_kept`);
    tainted gives +2.
    """
    f = FACTS[c.cid]
    base = f.military if kind == "military" else f.political
    if base is None:
        return None
    mods = effects_of(st, "modify")
    base = _base_skill(c, f, kind, base, mods)
    add, mult, setv = _mods(mods, c, kind)
    if c.status and not status_ignored(st, c):
        sign = c.status
        if sign < 0:
            sign = 1 if dishonor_adds_glory(st, c) else 0 if dishonor_glory_kept(st, c) else -1
        add += sign * _glory(c, mods)
    if c.tainted:
        add += 2
    cards = st.cards
    for a in c.attachments:
        af = FACTS[cards[a].cid]
        bonus = af.military_bonus if kind == "military" else af.political_bonus
        if bonus and bonus.__class__ is int:  # "X" bonuses come from the card's ability
            add += bonus
    return _combine(base, add, mult, setv)


def base_skill(st: LCGState, c: Card, kind: str) -> int | None:
    """Rules Reference "Base Value": the printed military or political skill with the changes
    to the base value applied (doubled, switched, set), before any other modifier; ``None``
    for a dash ("using each character's base skill", True Strike Kenjutsu)."""
    f = FACTS[c.cid]
    base = f.military if kind == "military" else f.political
    return None if base is None else _base_skill(c, f, kind, base, effects_of(st, "modify"))


def _base_skill(c: Card, f: CardFacts, kind: str, base: int, mods: list[dict]) -> int:
    """``base`` (``c``'s printed ``kind`` skill, not a dash) with the base-value changes among
    the modifiers ``mods`` applied in timestamp order."""
    other = f.political if kind == "military" else f.military
    # base skill changes in timestamp order: "double its base skill" (Way of the Lion: the new
    # base doubles again), "switch its base skills" (Bayushi Yunako; never with a dash), "set
    # its base skill to X" (Kaito Temple Protector)
    for e in mods:
        if e.get("op") in ("double_base", "switch_base", "set_base") and _affects(e, c):
            if e["op"] == "set_base":
                if e["stat"] == kind:
                    base = e["value"]
                elif e["stat"] in ("military", "political") and other is not None:
                    other = e["value"]
            elif e["op"] == "switch_base":
                if other is not None:
                    base, other = other, base
            elif e["stat"] == kind:
                base *= 2
            elif e["stat"] in ("military", "political") and other is not None:
                other *= 2
    return base


def bid_value(st: LCGState, p: int) -> int:
    """Rules Reference "Bid Value": the dial plus modifiers (never below 0);
    the dial itself is not adjusted."""
    v = st.players[p].bid + sum(e["value"] for e in st.lasting
                                 if e["type"] == "bid_modifier" and e["player"] == p)
    return max(0, v)


def dishonor_adds_glory(st: LCGState, c: Card) -> bool:
    """While ``c`` is dishonored, does its glory add to its skills instead of being
    subtracted (a ``dishonor_adds_glory`` effect: Shosuro Sadako; Rules Reference
    "Dishonored Status Token" otherwise subtracts it)?"""
    return any(_affects(e, c) for e in effects_of(st, "dishonor_adds_glory"))


def dishonor_glory_kept(st: LCGState, c: Card) -> bool:
    """While ``c`` is dishonored, is its glory not subtracted from its skills (a
    ``dishonor_glory_kept`` effect: Utaku Kamoko)? Only that effect of the "Dishonored Status
    Token" (Rules Reference) is ignored: the card is still dishonored, and its leaving play
    still costs its controller 1 honor ("Personal Dishonor")."""
    return any(_affects(e, c) for e in effects_of(st, "dishonor_glory_kept"))


def status_ignored(st: LCGState, c: Card) -> bool:
    """Are the effects of ``c``'s status token ignored (an ``ignore_status`` effect: Bayushi
    Yojiro)? It is still honored or dishonored (ruling, Bayushi Yojiro), but its glory does
    not modify its skills and its leaving play neither gains nor loses honor ("Personal
    Honor, Personal Dishonor")."""
    return any(_affects(e, c) for e in effects_of(st, "ignore_status"))


def _combine(base: int, add: int, mult: float, setv: int | None) -> int:
    if setv is not None:
        return max(0, setv)
    v = base + add
    if mult != 1:
        v = v * mult
        v = int(v) if v == int(v) else int(v) + 1  # round up
    return max(0, v)


def _mods(mods: list[dict], c: Card, stat: str) -> tuple[int, float, int | None]:
    """The ``modify`` effects ``mods`` on ``c``'s ``stat``: (sum added, multiplier, set value)."""
    add = 0
    mult = 1.0
    setv = None
    for e in mods:
        if not _affects(e, c):
            continue
        if e["stat"] != stat and not (e["stat"] == "skills" and stat in ("military", "political")):
            continue
        op = e["op"]
        if op == "add":
            add += e["value"]
        elif op == "double":
            mult *= 2
        elif op == "halve":
            mult /= 2
        elif op == "set":
            setv = e["value"]
    return add, mult, setv


def province_strength(st: LCGState, prov: Card) -> int:
    """Defense strength of a province: printed + holdings + stronghold bonus + modifiers."""
    f = FACTS[prov.cid]
    team = len(st.players) == 4  # a team's duplicate unique card counts 0 (Unique Cards)
    dup = team and team_duplicate(st, prov)
    # a printed "X" (Web of Lies) is what the card's ability sets it to: 0 without it
    base = 0 if dup or f.strength.__class__ is not int else f.strength
    mods = effects_of(st, "modify")
    for e in () if dup else mods:  # "set the base strength to X" (latest wins), before holdings and modifiers
        if e.get("op") == "set_base" and e["stat"] == "strength" and _affects(e, prov):
            base = e["value"]
    owner = st.players[prov.controller]
    add = 0
    cards = st.cards
    for u in owner.province_cards[prov.slot]:
        hc = cards[u]
        if not hc.facedown:
            hf = FACTS[hc.cid]
            if hf.type == "holding" and hf.strength_bonus and not (team and team_duplicate(st, hc)):
                add += hf.strength_bonus
    if prov.slot == STRONGHOLD_SLOT and owner.stronghold >= 0:
        sh = cards[owner.stronghold]
        if not (team and team_duplicate(st, sh)):
            add += FACTS[sh.cid].strength_bonus or 0
    if prov.tainted:
        add += 2
    if prov.broken and immune_to_card_effects(st, prov):
        return _combine(base, add, 1.0, None)
    a2, mult, setv = _mods(mods, prov, "strength")
    return _combine(base, add + a2, mult, setv)


# ---------------------------------------------------------------- zones
def zone_list(st: LCGState, c: Card) -> list | None:
    z = c.zone
    if z == PLAY:
        return st.players[c.controller].play
    if z in (HAND, CONFLICT_DECK, DYNASTY_DECK, CONFLICT_DISCARD, DYNASTY_DISCARD, REMOVED):
        return getattr(st.players[c.owner], z)
    if z == IN_PROVINCE:
        return st.players[c.owner].province_cards[c.slot]
    if z == ATTACHED:
        return st.cards[c.attached_to].attachments
    return None


def take_out(st: LCGState, c: Card) -> None:
    lst = zone_list(st, c)
    if lst is not None:
        lst.remove(c.uid)
    if c.zone == ATTACHED:
        c.attached_to = -1


def place(st: LCGState, c: Card, zone: str, *, player: int | None = None, slot: int = -1,
          host: int = -1, bottom: bool = False, facedown: bool = False) -> None:
    """Move ``c`` to ``zone``; the card becomes a new instance.

    Out-of-play zones always belong to the card's owner (Rules Reference
    "Control and Ownership"); a card leaving play goes back to its owner's control.
    """
    take_out(st, c)
    c.instance += 1
    c.zone = zone
    c.facedown = facedown
    if zone in (PLAY, ATTACHED):
        c.controller = c.owner if player is None else player
    else:
        c.controller = c.owner
        c.bowed = False
        c.fate = 0
        c.status = 0
        c.tainted = False
    if zone == PLAY:
        st.players[c.controller].play.append(c.uid)
    elif zone == ATTACHED:
        c.attached_to = host
        st.cards[host].attachments.append(c.uid)
    elif zone == IN_PROVINCE:
        c.slot = slot
        st.players[c.owner].province_cards[slot].append(c.uid)
    else:
        lst = getattr(st.players[c.owner], zone)
        if bottom:
            lst.insert(0, c.uid)
        else:
            lst.append(c.uid)


def discard_zone(c: Card) -> str:
    return DYNASTY_DISCARD if FACTS[c.cid].side == "dynasty" else CONFLICT_DISCARD


def is_home(st: LCGState, c: Card) -> bool:
    return c.zone == PLAY and not participating(st, c)


def controls_title(st: LCGState, p: int, title: str, exclude: int = -1) -> bool:
    """Does ``p`` control an in-play card with this title? (Unique Cards)"""
    cards = st.cards
    pl = st.players[p]
    for u in pl.play:
        if u != exclude and FACTS[cards[u].cid].name == title:
            return True
    for q in st.players:
        for u in q.play:
            for a in cards[u].attachments:
                ac = cards[a]
                if a != exclude and ac.controller == p and FACTS[ac.cid].name == title:
                    return True
    for slot in pl.province_cards:
        for u in slot:
            hc = cards[u]
            if u != exclude and not hc.facedown and FACTS[hc.cid].type == "holding" and FACTS[hc.cid].name == title:
                return True
    return False


def dynasty_slots(pl: Player) -> range:
    """The slots of ``pl``'s provinces that hold dynasty cards (filled and refilled): every
    province but the stronghold province (slots 0-3 of 5), or all of them where there is none
    (the skirmish format's three province tokens, slots 0-2)."""
    return range(min(len(pl.province_cards), STRONGHOLD_SLOT))


#: the stages of an ability's resolution before its costs and selections are all made
#: (:mod:`l5r.lcg.resolution`): an event played is still in its owner's hand until then
_SELECTING = frozenset({"costs", "paid", "target", "select"})


def hand_size(st: LCGState, p: int) -> int:
    """The number of cards in ``p``'s hand, counting an event card ``p`` is playing as still
    in it until all its costs and selections are made (Rules Reference Appendix III, Command
    Respect and Steward of the Rich Frog; the engine puts the event in the discard pile when its
    costs are paid: :mod:`l5r.lcg.resolution`)."""
    n = len(st.players[p].hand)
    for f in st.stack:
        if f.get("step") == "lcg.ability" and f.get("player") == p and f.get("stage") in _SELECTING:
            c = st.cards[f["card"]]
            if c.zone != CONFLICT_DISCARD or FACTS[c.cid].type != "event" or c.owner != p:
                continue
            d = rules_of(st).cards.get(c.cid)  # type: ignore[attr-defined]  # LCGRules
            abilities = d.abilities if d is not None else ()
            i = f.get("idx", -1)
            if 0 <= i < len(abilities) and getattr(abilities[i], "from_hand", False):
                n += 1
    return n


def broken_count(st: LCGState, p: int) -> int:
    cards = st.cards
    return sum(1 for s, u in enumerate(st.players[p].provinces) if s != STRONGHOLD_SLOT and cards[u].broken)



def conflict_totals(st: LCGState) -> tuple[int, int]:
    """The current skill totals (attacker, defender) of the conflict (Appendix I 3.2.3):
    the skills of the conflict's type of the participants who are not bowed, 1 more
    for the holder of the Imperial Favor of that type ("Imperial Favor"), and the
    ``conflict_total`` effects (one with ``bid`` adds its player's honor dial: Rules Reference
    "Bid Value"); never below 0. A participant under a ``no_skill_count``
    effect ("does not count its skill toward the resolution of this conflict": Swift
    Magistrate) adds nothing; one under a ``combined_skill`` effect adds its military and
    political skills together; one under a ``count_glory`` effect ("characters count their
    glory instead of their skill": Sanpuku Seidō) adds its current glory."""
    cf = st.conflict
    res = []
    players = st.players
    ignored = effects_of(st, "no_skill_count")  # "does not count its skill toward the resolution"
    combined = effects_of(st, "combined_skill")  # "counts its combined military and political skill"
    by_glory = effects_of(st, "count_glory")  # "counts its glory instead of its skill"
    for side, p in ((cf.attackers, cf.attacker), (cf.defenders, cf.defender)):
        t = 0
        for u in side:
            c = st.cards[u]
            if not c.bowed:
                if ignored and any(_affects(e, c) for e in ignored):
                    continue
                if by_glory and any(_affects(e, c) for e in by_glory):
                    t += glory(st, c)
                elif combined and any(_affects(e, c) for e in combined):
                    t += (skill(st, c, "military") or 0) + (skill(st, c, "political") or 0)
                else:
                    t += skill(st, c, cf.type) or 0
        fav = st.favor
        # (in the skirmish format the favor has no side and counts in every conflict)
        holder = fav["player"]  # (team conquest: a team's side counts its players' favor and effects)
        if side and holder >= 0 and (holder == p or players[holder].team == players[p].team) \
                and (fav["side"] == cf.type or st.config["format"] == "skirmish"):
            t += 1
        team = players[p].team
        t += sum(players[e["player"]].bid if e.get("bid") else e["value"]  # "adds the bid on his or her dial"
                 for e in effects_of(st, "conflict_total")
                 if e["player"] == p or e["player"] >= 0 and players[e["player"]].team == team)
        res.append(max(0, t))
    return res[0], res[1]


# ---------------------------------------------------------------- participating
def can_participate_in_conflict(g: "Game", c: Card) -> bool:
    """Could ``c`` participate in the current conflict? Not with a dash for its
    type ("Dash (-)") nor under a "cannot participate" effect."""
    st = g.state
    cf = st.conflict
    if cf is None:
        return False
    with frozen(st):
        if skill(st, c, cf.type) is None:
            return False
        return not cannot(g, "participate", c) and not cannot(g, f"participate_{cf.type}", c)


def can_move_to_conflict(g: "Game", c: Card) -> bool:
    """Rules Reference "Move": a character moves only to a new placement, so
    a participating one cannot move to the conflict; "Participating and
    Cannot Participate": one that cannot participate (on its controller's
    side) cannot move into it."""
    st = g.state
    cf = st.conflict
    if cf is None or c.zone != PLAY or participating(st, c):
        return False
    me = c.controller
    if me != cf.attacker and me != cf.defender:
        players = st.players  # team conquest: a teammate's character joins its team's side
        if players[me].team == players[cf.attacker].team:
            me = cf.attacker
        elif players[me].team == players[cf.defender].team:
            me = cf.defender
        else:
            return False  # (the third player in enlightenment: "Participating")
    side = "attacker" if me == cf.attacker else "defender"
    with frozen(st):
        return not cannot(g, "move_to_conflict", c) and not cannot(g, f"participate_as_{side}", c) \
            and can_participate_in_conflict(g, c)


# ---------------------------------------------------------------- playing cards
def cost_of(g: "Game", uid: int, p: int, host: int = -1) -> int:
    """Printed fate cost after cost modifiers (never below 0); ``host``: the
    character an attachment (or a character played as one) goes on."""
    base = _own_cost(g, uid, p)
    st = g.state
    reductions = effects_of(st, "cost")
    if not reductions:
        return max(0, base)
    return _cost_on(st, st.cards[uid], p, base, reductions, host)


def _own_cost(g: "Game", uid: int, p: int) -> int:
    """Printed fate cost of ``uid`` after the card's own "reduce the cost to play this
    card" (before the cost effects of :func:`costs_on`)."""
    cid = g.state.cards[uid].cid
    base = FACTS[cid].cost or 0
    d = g.rules.cards.get(cid)
    if d is not None and d.self_costs:
        base += sum(a.value(g, p, uid) for a in d.self_costs)
    return base


def least_cost_on_a_host(g: "Game", uid: int, p: int) -> int:
    """A lower bound of :func:`costs_on` over every host: the card's own cost with every
    cost reduction for ``p`` that could apply to a card played as an attachment."""
    base = _own_cost(g, uid, p)
    for e in effects_of(g.state, "cost"):
        if e["value"] < 0 and e["player"] == p and _of_type(e.get("card_type"), "attachment"):
            base += e["value"]
    return max(0, base)


def costs_on(g: "Game", uid: int, p: int, hosts) -> list[int]:
    """:func:`cost_of` on each of ``hosts`` (-1: no host), the card's own reductions
    computed once."""
    st = g.state
    c = st.cards[uid]
    base = _own_cost(g, uid, p)
    reductions = effects_of(st, "cost")
    return [_cost_on(st, c, p, base, reductions, host) for host in hosts]


def _cost_on(st: LCGState, c: Card, p: int, base: int, reductions: list[dict], host: int) -> int:
    """``base`` (the card's own cost) with the cost effects ``reductions`` that apply to
    ``p`` playing ``c`` (on ``host``), never below 0."""
    mod = 0
    for e in reductions:
        if e["player"] == p and _matches_cost(e, c, st, host):
            mod += e["value"]
    return max(0, base + mod)


def _of_type(t: str | list | None, typ: str) -> bool:
    """Does a cost modifier's ``card_type`` (None: any card; a type; a list of types: "the next
    attachment or character") cover cards of type ``typ``?"""
    return t is None or typ == t or isinstance(t, list) and typ in t


def _matches_cost(e: dict, c: Card, st: LCGState, host: int = -1) -> bool:
    typ = "attachment" if host >= 0 else FACTS[c.cid].type  # a character played as an attachment
    if not _of_type(e.get("card_type"), typ):
        return False
    z = e.get("zone")  # a modifier for cards played from one zone ("from his or her hand": Utaku Tetsuko)
    if z is not None and c.zone != z:
        return False
    traits = e.get("traits")  # a modifier for cards with one of these traits (Inquisitive Ishika)
    if traits is not None and not any(has_trait(st, c, t) for t in traits):
        return False
    h = e.get("host")  # a reduction for cards played on one character (Daimyo's Favor)
    neutral = e.get("or_neutral_host", False)  # ... or on a neutral character (Iuchi Shahai)
    if h is None and not neutral:
        return True
    if host < 0:
        return False
    hc = st.cards[host]
    return h is not None and [host, hc.instance] == list(h) or neutral and is_neutral(st, hc)


def use_reductions(g: "Game", uid: int, p: int, host: int) -> None:
    """One-shot reductions ("the next attachment you play ...") are used up."""
    st = g.state
    c = st.cards[uid]
    st.lasting = [e for e in st.lasting if not (e["type"] == "cost" and e.get("once") and e["player"] == p
                                                and _matches_cost(e, c, st, host))]


def can_enter_unique(g: "Game", p: int, uid: int) -> bool:
    """"Unique Cards": not while ``p`` controls or owns an in-play card with the
    title, nor (for an opponent's card) while its owner controls one."""
    st = g.state
    c = st.cards[uid]
    f = FACTS[c.cid]
    if not f.unique:
        return True
    if controls_title(st, p, f.name) or (c.owner != p and controls_title(st, c.owner, f.name)):
        return False
    if len(st.players) == 4 and any(controls_title(st, q, f.name) for q in teammates(st, p)):
        return False  # team conquest: one copy per team ("Unique Cards")
    titles = st.config.get("unique_titles")  # the game's cards by unique title (abilities.prepare_game)
    copies = (st.cards[u] for u in titles.get(f.name, ())) if titles is not None else st.cards
    return not any(o.owner == p and o.uid != uid and in_play(o) and not o.facedown
                   and FACTS[o.cid].name == f.name for o in copies)
