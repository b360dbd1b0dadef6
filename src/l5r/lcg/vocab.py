"""The shared vocabulary cards are declared from: abilities, costs, targets,
conditions and effects (Rules Reference "Ability", "Cost", "Target",
"Triggered Abilities", "Limit X per [period]", "Max X per [period]"), and the
card's own play restrictions and permissions ("Play Restrictions and
Permissions": :func:`play_allowed`, :func:`attach_restriction`,
:func:`as_if_in_hand`).

An ability resolves in a frame ``{"step": "lcg.ability", ...}``
(:mod:`l5r.lcg.resolution`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, Collection

from ..engine.names import says
from ..engine.tables import Handlers
from .actions import check_victory, do, ev
from .duel import duel_frame
from .model import (
    FACTS, assume_opponent, can_move_to_conflict, cannot, cost_of, effects_of, frozen, gained_source, has_trait,
    immune_to_card_effects, in_play, is_blank, opponent, opponents, opponents_meant, participating, player_cannot,
    player_order, skill, yours,
)
from .state import HAND, IN_PROVINCE, REMOVED, ROLE
from .words import cannot_words, joined, said, phrase, sentence, signed, stat_word, subject, trigger_phrase, until

if TYPE_CHECKING:
    from ..engine.game import Game

DUEL_RESULTS = Handlers("duel_result")
#: the kinds of action windows (Appendix I "Action Windows"; the dynasty phase's special one is "dynasty")
ACTION_WINDOWS = frozenset({"action", "conflict_action", "dynasty"})
APPLIERS = Handlers("applier")


#: the first words of a card test's description that put it after the noun it qualifies
#: ("each character with an even printed cost", not "each with an even printed cost character")
_AFTER_NOUN = frozenset({"with", "without", "other", "that", "who", "in", "at", "not", "whose", "from", "on"})


def _test_words(test) -> str | None:
    """What a card test adds to a description, `` (its words)`` ('' for no test), or None
    when the test does not say what it checks (``words.phrase``)."""
    if test is None:
        return ""
    t = said(test)
    return None if t is None else f" ({t})"


# ------------------------------------------------------------------ limits
@dataclass(frozen=True)
class Limit:
    """"Limit X per period" (per copy and player) or, with ``per_title``,
    "Max X per period" (all copies by title, per player)."""

    count: int = 1
    period: str = "round"
    per_title: bool = False

    def describe(self) -> str:
        """E.g. "once per round", "limit 2 per conflict", "max 1 per conflict".

        >>> Limit().describe(), Limit(2, "conflict").describe(), Limit(1, "conflict", True).describe()
        ('once per round', 'limit 2 per conflict', 'max 1 per conflict')
        """
        if self.per_title:
            return f"max {self.count} per {self.period}"
        if self.count >= 1000:
            return f"no limit per {self.period}"
        if self.count == 1:
            return f"once per {self.period}"
        return f"limit {self.count} per {self.period}"


#: ability indices from this value up name abilities a card gained (vocab_attachments)
GAINED = 1000


def use_key(g: "Game", p: int, uid: int, idx: int, lim: Limit) -> str:
    """Where the uses of ability ``idx`` of card ``uid`` by ``p`` are counted: per
    copy (a new instance counts afresh), or by title for a "Max"."""
    c = g.state.cards[uid]
    if lim.per_title:
        if idx >= GAINED:  # "Max" counts per ability and title: a gained ability is its source's
            src = gained_source(g.state, uid, idx)
            if src is not None:
                idx = src[1] if src[0] == c.cid else f"{src[0]}.{src[1]}"
        return f"max:{p}:{FACTS[c.cid].name}:{idx}"
    return f"lim:{p}:{uid}:{c.instance}:{idx}"


def extra_uses(g: "Game", uid: int, idx: int | None = None) -> int:
    """Additional uses of a card's "Limit" abilities (constant/lasting effect
    ``extra_uses``: Way of the Dragon; with an ``ability`` index, of ability ``idx`` alone:
    Smuggling Deal). A "Max" is never modified."""
    c = g.state.cards[uid]
    return sum(e.get("value", 1) or 1 for e in effects_of(g.state, "extra_uses")
               if [c.uid, c.instance] in [list(t) for t in e["targets"]]
               and e.get("ability") in (None, idx))


def uses_left(g: "Game", p: int, uid: int, idx: int, lim: Limit) -> bool:
    table = g.state.uses[lim.period]
    used = table.get(use_key(g, p, uid, idx, lim), 0) if table else 0
    if used < lim.count:
        return True
    return not lim.per_title and used < lim.count + extra_uses(g, uid, idx)


def count_use(g: "Game", p: int, uid: int, idx: int, lim: Limit) -> None:
    table = g.state.uses[lim.period]
    k = use_key(g, p, uid, idx, lim)
    table[k] = table.get(k, 0) + 1


# ------------------------------------------------------------------ targets
#: a target count meaning "choose any number of ..." (with ``up_to``)
ANY_NUMBER = 10 ** 6
#: "(Unlimited.)": no limit on the uses of a triggered ability (Rules Reference "Limits and Maximums")
UNLIMITED = Limit(ANY_NUMBER, "round")


@dataclass(frozen=True)
class Target:
    """"Choose a character ..." -- the target's requirements.

    ``controller``: "any", "self", "opponent" (any opposing player, never a teammate:
    Rules Reference "Opponent") or "your_opponent" (the one chosen in team conquest:
    :func:`~l5r.lcg.model.opponents_meant`, Decisions 19); ``where``: "any",
    "participating", "home"; ``action``: the game action that must be able
    to affect the target (a bowed character is no target for "bow");
    ``test``: an extra condition ``(game, ctx, card) -> bool``.

    "Any number of" is ``count=ANY_NUMBER, up_to=True``; such an ability (or an "up to X")
    whose effect would change nothing with fewer than ``at_least`` targets cannot be
    initiated without that many (Rules Reference "Target": zero targets only where that
    changes the game state).

    >>> Target(controller="self", where="participating", count=ANY_NUMBER, up_to=True, at_least=1).describe()
    'any number of participating characters you control'

    A target object need not be a card: one with ``into`` (another key than
    ``"targets"``, e.g. Togashi Yokuni's ``"abilities"``) offers string ids
    from ``candidates`` labelled by ``label(game, id)``; the chosen ids go to
    the frame and ``ctx`` under that key, so no card counts as targeted.
    """

    card_type: str = "character"
    controller: str = "any"
    where: str = "any"
    action: str = ""
    test: Callable | None = None
    count: int = 1  # how many targets (:data:`ANY_NUMBER`: "any number of")
    up_to: bool = False  # "up to X": zero to ``count`` targets
    at_least: int = 0  # with ``up_to``: fewer than this changes nothing (Rules Reference "Target")
    count_of: Callable | None = None  # "up to X" with X counted as targets are chosen: ``(game, ctx) -> int``

    def describe(self) -> str | None:
        """The target as a noun phrase ("a participating character an opponent controls");
        None if its ``test`` does not say what it is (:func:`l5r.lcg.words.phrase`).

        >>> Target(controller="self", where="home").describe()
        'a character at home you control'
        """
        if type(self) is not Target:  # a subclass says what it is by a describe() of its own
            return None
        return self.noun()

    def noun(self) -> str | None:
        """:meth:`describe` for subclasses too."""
        noun = {"character": "character", "attachment": "attachment"}.get(self.card_type, self.card_type)
        where = {"participating": "participating ", "home": ""}.get(self.where, "")
        one = "an" if (where or noun)[:1] in "aeiou" else "a"
        head = f"{'up to ' if self.up_to else ''}{self.count if self.count > 1 or self.up_to else one} {where}{noun}"
        if self.count_of is not None:
            x = said(self.count_of)
            if x is None:
                return None
            head = f"up to X {where}{noun}"
            extra = _test_words(self.test)
            owner = {"self": " you control", "opponent": " an opponent controls"}.get(self.controller, "")
            return None if extra is None else f"{head}s{owner}{extra}, where X is the number of {x}"
        if self.count >= ANY_NUMBER:
            head = f"any number of {where}{noun}"
        if self.count > 1 or self.up_to:
            head += "s"
        if self.where == "home":
            head += " at home"
        owner = {"self": " you control", "opponent": " an opponent controls",
                 "your_opponent": " your opponent controls"}.get(self.controller, "")
        extra = _test_words(self.test)
        if extra is None:
            return None
        return head + owner + extra

    def candidates(self, g: "Game", ctx: dict) -> list[int]:
        with frozen(g.state):
            out = list(self._eligible(g, ctx))
            if len(out) > 1 and self.how_many(g, ctx) == 1:
                must = must_be_chosen(g, ctx, out)
                if must:
                    return must
            return out

    def how_many(self, g: "Game", ctx: dict) -> int:
        """The most targets that may be chosen now: ``count``, or the X of ``count_of``
        counted now (Rules Reference "The letter X").

        >>> Target(count=2).how_many(None, {})
        2
        """
        return self.count if self.count_of is None else max(0, self.count_of(g, ctx))

    def has_targets(self, g: "Game", ctx: dict, n: int) -> bool:
        """Are there ``n`` legal targets? (The search stops at the ``n``-th; a subclass
        with its own ``candidates`` counts them. With ``count_of``, X must allow ``n``.)"""
        if self.count_of is not None and n > self.how_many(g, ctx):
            return False
        if type(self).candidates is not Target.candidates:
            return len(self.candidates(g, ctx)) >= n
        if n <= 0:
            return True
        with frozen(g.state):
            for _ in self._eligible(g, ctx):
                n -= 1
                if n == 0:
                    return True
        return False

    def _eligible(self, g: "Game", ctx: dict):
        if self.card_type == "attachment":  # attachments on characters (by their controller)
            return self._attachments(g, ctx)
        return self._characters(g, ctx)

    def _characters(self, g: "Game", ctx: dict):
        st = g.state
        p = ctx["player"]
        ctrl = self.controller
        if ctrl == "self":
            players = [st.players[p]]
        elif ctrl == "opponent":  # never a teammate (Rules Reference "Opponent")
            team = st.players[p].team
            players = [q for q in st.players if q.team != team]
        elif ctrl == "your_opponent":
            players = [st.players[q] for q in opponents_meant(st, p)]
        else:  # "any" (and a subclass's own values, e.g. ChosenTarget's "chooser", which it narrows)
            players = st.players
        for q in players:
            for u in q.play:
                c = st.cards[u]
                if self.where == "participating" and not participating(st, c):
                    continue
                if self.where == "home" and participating(st, c):
                    continue
                if self.action and not can_affect(g, self.action, c, ctx):
                    continue
                if immune(g, c, ctx) or not_targetable(g, c, ctx):
                    continue
                if self.test is not None and not self.test(g, ctx, c):
                    continue
                yield u

    def _attachments(self, g: "Game", ctx: dict):
        st = g.state
        p = ctx["player"]
        team = st.players[p].team
        meant = opponents_meant(st, p) if self.controller == "your_opponent" else ()
        for q in st.players:
            for h in q.play:
                if self.where == "participating" and not participating(st, st.cards[h]):
                    continue
                for u in st.cards[h].attachments:
                    c = st.cards[u]
                    if self.controller == "self" and c.controller != p or \
                            self.controller == "opponent" and st.players[c.controller].team == team or \
                            self.controller == "your_opponent" and c.controller not in meant:
                        continue
                    if self.action and not can_affect(g, self.action, c) or immune(g, c, ctx):
                        continue
                    if self.test is not None and not self.test(g, ctx, c):
                        continue
                    yield u


@dataclass(frozen=True)
class Targets:
    """"Choose <a first character> and <a second one> ...": one target for each of ``parts``
    (each a :class:`Target` of count 1), different cards, chosen together by the ability's
    controller (Rules Reference "Target": several targets one player chooses are chosen
    simultaneously); ``relation(game, ctx, chosen)`` (``chosen``: the targets in the order of
    ``parts``) is a requirement between them ("an attacking character with equal or lower
    printed cost"). The ability needs a full set to be initiated (ruling, Ide Tadaji: one
    eligible target for each part). The whole answer is checked by the validator
    ``lcg.target_parts`` (:func:`l5r.lcg.resolution.target_parts`)."""

    parts: tuple
    relation: Callable | None = None
    validate: str = "lcg.target_parts"
    up_to: bool = False

    @property
    def count(self) -> int:
        return len(self.parts)

    def describe(self) -> str | None:
        nouns = [p.describe() for p in self.parts]
        rel = "" if self.relation is None else said(self.relation)
        if None in nouns or rel is None:
            return None
        return joined(nouns) + (f" ({rel})" if rel else "")  # type: ignore[arg-type]

    def candidates(self, g: "Game", ctx: dict) -> list[int]:
        out: list[int] = []
        for part in self.parts:
            out += [u for u in part.candidates(g, ctx) if u not in out]
        return out

    def matching(self, g: "Game", ctx: dict, chosen: list[int] | None = None) -> list[int] | None:
        """An assignment of different cards to the parts, in the parts' order, meeting the
        relation (among ``chosen`` when given, using them all); None if there is none."""
        pools = [part.candidates(g, ctx) for part in self.parts]
        if chosen is not None:
            if len(chosen) != len(self.parts) or len(set(chosen)) != len(chosen):
                return None
            pools = [[u for u in pool if u in chosen] for pool in pools]

        def search(i: int, picked: list[int]) -> list[int] | None:
            if i == len(pools):
                return picked if self.relation is None or self.relation(g, ctx, picked) else None
            for u in pools[i]:
                if u not in picked:
                    found = search(i + 1, picked + [u])
                    if found is not None:
                        return found
            return None
        with frozen(g.state):
            return search(0, [])

    def has_targets(self, g: "Game", ctx: dict, n: int) -> bool:
        return self.matching(g, ctx) is not None


def must_be_chosen(g: "Game", ctx: dict, cands: list[int]) -> list[int]:
    """Of the eligible targets ``cands`` of a single target, those that must be chosen "if
    able" (Rules Reference "Target": a requirement of the target): a card under a
    ``must_be_chosen`` effect, when the ability is an event played by that card's controller's
    opponent (Social Puppeteer: "must be chosen as a target of an opponent's event"). Empty
    if none: the choice is free."""
    effects = effects_of(g.state, "must_be_chosen")
    if not effects:
        return []
    st = g.state
    p = ctx["player"]
    if type_now(st.cards[ctx["card"]]) != "event":
        return []
    marked = {uid for e in effects for uid, inst in e["targets"] if st.cards[uid].instance == inst}
    return [u for u in cands if u in marked and st.cards[u].controller in opponents(st, p)]


def opponent_card_cannot(g: "Game", action: str, c, ctx: dict) -> bool:
    """"Opponents' card effects cannot <action> it" (e.g. Borderlands
    Defender): a ``cannot`` effect naming ``<action>_by_opponent_card`` stops
    the effects of abilities controlled by another player than the card's
    controller (ring effects and framework steps are not card effects)."""
    return ctx.get("player", c.controller) != c.controller and cannot(g, f"{action}_by_opponent_card", c)


def copy_in_conflict_discard(g: "Game", p: int, c) -> bool:
    """Is a copy of card ``c`` (a card with its title, Rules Reference "Copy") in player
    ``p``'s conflict discard pile? (For "cannot play copies of event cards that are in his or
    her conflict discard pile": a ``player_cannot`` effect naming
    ``play_event_copy_in_discard``, Isawa Tadaka.)"""
    st = g.state
    name_ = FACTS[c.cid].name
    return any(FACTS[st.cards[u].cid].name == name_ for u in st.players[p].conflict_discard if u != c.uid)


def type_now(c) -> str:
    """A card's current type: a character card in play as an attachment is an attachment."""
    return "attachment" if c.zone == "attached" else FACTS[c.cid].type


def not_targetable(g: "Game", c, ctx: dict) -> bool:
    """"Cannot be chosen as a target of <player>'s <card type> abilities" (e.g.
    Above Question): a ``cannot`` effect naming ``target_by:<type>:<player>``,
    where the player is the ability's controller, whoever makes the choice; and "cannot be
    targeted by opponents' card abilities" (Spreading the Darkness): a ``cannot`` effect
    naming ``target_by_opponents``, for an ability controlled by another player than the
    card's controller (Rules Reference "Target")."""
    src = g.state.cards[ctx["card"]]
    p = ctx["player"]
    if cannot(g, f"target_by:{type_now(src)}:{p}", c):
        return True
    return p != c.controller and cannot(g, "target_by_opponents", c)


def immune(g: "Game", c, ctx: dict) -> bool:
    """Rules Reference "Immune": a card immune to effects of a kind (e.g.
    ``event_effects``, ``character_effects``, ``ring_effects``; a lasting
    ``cannot`` effect naming it) cannot be targeted or affected by them; a card immune to
    all card effects by the rules (:func:`l5r.lcg.model.immune_to_card_effects`) is immune
    to every card's; one under an ``immune_to_trait`` effect (``keyword``: a trait) is immune to
    the effects of cards with that printed trait ("Immune to Shadowlands card effects"); one
    under a ``cannot`` effect naming ``enemy_effects`` is immune to the effects of the cards its
    controller's opponents control ("immune to enemy card effects": Rules Reference "Enemy",
    "Immune")."""
    if c.broken and immune_to_card_effects(g.state, c):
        return True
    src = g.state.cards[ctx["card"]]
    if cannot(g, f"{type_now(src)}_effects", c):
        return True
    if ctx.get("player", c.controller) != c.controller and c.controller >= 0 and cannot(g, "enemy_effects", c):
        return True
    by_trait = effects_of(g.state, "immune_to_trait")  # "immune to <Trait> card effects" (rarely any)
    if by_trait:
        traits = FACTS[src.cid].traits
        return any(e["keyword"] in traits and [c.uid, c.instance] in [list(t) for t in e["targets"]]
                   for e in by_trait)
    return False


def can_affect(g: "Game", action: str, c, ctx: dict | None = None) -> bool:
    """Could game action ``action`` change this card's state? (Rules
    Reference "Target": a card is no target for an effect that cannot affect it.)
    With ``ctx`` (the ability resolving), restrictions on opponents' card
    effects apply too."""
    if cannot(g, action, c):
        return False
    if ctx is not None and opponent_card_cannot(g, action, c, ctx):
        return False
    if action == "bow":
        return not c.bowed
    if action == "ready":
        return c.bowed
    if action == "honor":
        return c.status < 1
    if action == "dishonor":
        return c.status > -1
    if action == "remove_fate":
        return c.fate > 0
    if action == "move_home":
        return participating(g.state, c)
    if action == "move_to_conflict":
        return can_move_to_conflict(g, c)
    return True


# ------------------------------------------------------------------ costs
@dataclass(frozen=True)
class Cost:
    """A simple ability cost paid directly: ``kind`` is "bow_self", "bow_host" (bow the
    attached character), "fate", "honor", "remove_fate_self", "remove_fate_host" (from the
    attached character) or "discard_favor" (discard the Imperial Favor you
    have: it returns to its unclaimed state, Rules Reference "Imperial Favor"). Costs that choose a card or can be
    prevented (sacrifice, discard a card, dishonor) live in
    :mod:`l5r.lcg.vocab_tokens` and :mod:`l5r.lcg.vocab_cards`."""

    kind: str
    amount: int = 1

    def describe(self) -> str | None:
        """E.g. "bow this card", "pay 1 fate".

        >>> Cost("honor", 2).describe()
        'lose 2 honor'
        """
        if type(self) is not Cost:  # a subclass says what it is by a describe() of its own
            return None
        return {"bow_self": "bow this card", "bow_host": "bow the attached character", "fate": f"pay {self.amount} fate",
                "honor": f"lose {self.amount} honor",
                "remove_fate_self": f"remove {self.amount} fate from this card",
                "remove_fate_host": f"remove {self.amount} fate from the attached character",
                "discard_favor": "discard the Imperial Favor"}.get(self.kind, self.kind)

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        st = g.state
        c = st.cards[uid]
        if self.kind == "bow_self":
            return not c.bowed and not cannot(g, "bow", c)
        if self.kind == "bow_host":
            h = c.attached_to
            return h >= 0 and not st.cards[h].bowed and not cannot(g, "bow", st.cards[h])
        if self.kind == "fate":
            return st.players[p].fate >= self.amount and not player_cannot(g, "spend_fate", p)
        if self.kind == "honor":  # (a player who cannot lose honor cannot pay it: Rules Reference "Cost")
            return st.players[p].honor >= self.amount and not player_cannot(g, "lose_honor", p)
        if self.kind == "remove_fate_self":
            return c.fate >= self.amount
        if self.kind == "discard_favor":
            return st.favor.get("player", -1) == p
        if self.kind == "remove_fate_host":
            h = c.attached_to
            return h >= 0 and st.cards[h].fate >= self.amount and not cannot(g, "remove_fate", st.cards[h])
        raise ValueError(self.kind)

    def pay(self, g: "Game", p: int, uid: int, ctx: dict) -> None:
        st = g.state
        c = st.cards[uid]
        if self.kind == "bow_self":
            c.bowed = True
        elif self.kind == "bow_host":
            st.cards[c.attached_to].bowed = True
        elif self.kind == "fate":
            st.players[p].fate -= self.amount
        elif self.kind == "honor":
            st.players[p].honor -= self.amount
            check_victory(g)
            # the player has lost honor ("Loses"): reactions to it follow the payment (the event
            # is only the window: the honor is gone already, ``paid``)
            if st.winner is None:
                ctx.setdefault("cost_events", []).append(ev("lose_honor", player=p, amount=self.amount, paid=True))
        elif self.kind == "remove_fate_self":
            c.fate -= self.amount
        elif self.kind == "discard_favor":
            st.favor = {"player": -1, "side": ""}
        elif self.kind == "remove_fate_host":
            st.cards[c.attached_to].fate -= self.amount


@dataclass(frozen=True)
class DiscardFavor:
    """Cost: "discard the Imperial Favor" -- only its holder can pay it; it returns to the
    unclaimed state (ruling, Ikoma Ujiaki; Rules Reference "Imperial Favor")."""

    kind: str = "discard_favor"

    def describe(self) -> str:
        return "discard the Imperial Favor"

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        return g.state.favor.get("player", -1) == p

    def pay(self, g: "Game", p: int, uid: int, ctx: dict) -> None:
        g.state.favor = {"player": -1, "side": ""}
        g.log("The Imperial Favor is discarded.")


# ------------------------------------------------------------------ subjects
@dataclass(frozen=True)
class Each:
    """"Each <character> ..." -- every character matching, fixed when the
    effect resolves (Rules Reference "Lasting Effects"). ``controller`` "opponent" is "your
    opponent" (:func:`~l5r.lcg.model.opponents_meant`: the one chosen in team conquest)."""

    controller: str = "any"  # any | self | opponent
    side: str = "any"  # any | attacking | defending | participating | home
    test: Callable | None = None  # a card test ``(game, ctx, card) -> bool`` ("each Crane character")

    def describe(self) -> str | None:
        """E.g. "each attacking character you control".

        >>> Each("opponent", "participating").describe()
        'each participating character your opponent controls'
        """
        if type(self) is not Each:  # a subclass says what it is by a describe() of its own
            return None
        side = {"any": "", "home": ""}.get(self.side, self.side + " ")
        owner = {"self": " you control", "opponent": " your opponent controls"}.get(self.controller, "")
        kind, post = "", ""
        if self.test is not None:
            words = said(self.test)
            if words is None:
                return None
            if words.split(" ", 1)[0] in _AFTER_NOUN:  # "with ...", "other than ...": after the noun
                post = f" {words}"
            else:  # "Crane", "printed cost 2 or lower": before it
                kind = f"{words} "
        return f"each {side}{kind}character{' at home' if self.side == 'home' else ''}{owner}{post}"

    def cards(self, g: "Game", ctx: dict) -> list[int]:
        st = g.state
        p = ctx["player"]
        cf = st.conflict
        out = []
        meant = opponents_meant(st, p) if self.controller == "opponent" else ()
        for q in st.players:
            if self.controller == "self" and q.index != p or self.controller == "opponent" and q.index not in meant:
                continue
            for u in q.play:
                if self.side == "attacking" and not (cf and u in cf.attackers):
                    continue
                if self.side == "defending" and not (cf and u in cf.defenders):
                    continue
                if self.side == "participating" and not (cf and (u in cf.attackers or u in cf.defenders)):
                    continue
                if self.side == "home" and cf and (u in cf.attackers or u in cf.defenders):
                    continue
                if self.test is not None and not self.test(g, ctx, st.cards[u]):
                    continue
                out.append(u)
        return out


@dataclass(frozen=True)
class AttackedProvince:
    """"The attacked province" as the subject of an effect (none outside a conflict)."""

    def describe(self) -> str:
        return "the attacked province"

    def cards(self, g: "Game", ctx: dict) -> list[int]:
        cf = g.state.conflict
        return [cf.province] if cf is not None and cf.province >= 0 else []


# ------------------------------------------------------------------ effects
#: effect actions that are the game action "leave play"
_LEAVES = {"discard": "leaves_play", "sacrifice": "leaves_play", "remove_from_game": "leaves_play"}


@dataclass(frozen=True)
class Effect:
    """A game action applied to ``on``: ``"target"`` (the chosen target),
    ``"self"`` (this card), ``"host"`` (the card this is attached to),
    ``"target_host"`` (the card the chosen attachment is attached to),
    ``"player"`` (the ability's controller), ``"opponent"``, ``"triggering"`` (for a
    player's gain, loss or draw: "that player", the player of the triggering event),
    ``"target_controller"`` (for a player's gain, loss or draw: "its controller", the chosen
    target's controller), ``"players"`` (for a gain, loss or draw: "each player"), or an
    :class:`Each` selector.

    ``action`` names the game action: ``bow``, ``ready``, ``honor``,
    ``dishonor``, ``remove_fate``, ``place_fate``, ``gain_fate``, ``lose_fate``,
    ``gain_honor``, ``lose_honor``, ``draw``, ``move_home``, ``discard``
    (from play), ``remove_from_game`` (from play to the removed-from-game area: Rules Reference
    "Removed from Game"), ``cancel`` (the triggering effect), ``modify`` (a lasting
    skill modifier: ``stat``, ``amount``, ``until``).
    """

    action: str
    on: object = "target"
    amount: int = 1
    stat: str = ""
    until: str = "conflict"

    def describe(self) -> str | None:
        """The effect in words ("bow it", "you gain 1 fate", "each attacking character gets
        +1 military until the end of the conflict"); None for an ``on`` that cannot say.

        >>> Effect("modify", "self", 2, "military").describe()
        'this card gets +2 military until the end of the conflict'
        >>> Effect("draw", "player", 2).describe(), Effect("lose_honor", "opponent").describe()
        ('you draw 2 cards', 'your opponent loses 1 honor')
        """
        a, n = self.action, self.amount
        if a in ("gain_fate", "gain_honor", "lose_honor", "lose_fate", "draw"):
            you = self.on in ("player", "target", "self")
            verb = {"gain_fate": "gain", "gain_honor": "gain", "lose_honor": "lose", "lose_fate": "lose",
                    "draw": "draw"}[a]
            noun = f"{n} card{'s' if n != 1 else ''}" if a == "draw" else f"{n} {a.split('_')[1]}"
            if self.on == "triggering":
                return f"that player {verb}s {noun}"
            if self.on == "target_controller":
                return f"its controller {verb}s {noun}"
            if self.on == "players":
                return f"each player {verb}s {noun}"
            return f"you {verb} {noun}" if you else f"your opponent {verb}s {noun}"
        if a == "cancel":
            return "cancel the triggering effect"
        who = subject(self.on)
        if who is None:
            return None
        if a == "modify":
            return f"{who} gets {signed(n)} {stat_word(self.stat)} {until(self.until)}"
        form = {"bow": "bow {}", "ready": "ready {}", "honor": "honor {}", "dishonor": "dishonor {}",
                "discard": "discard {}", "sacrifice": "sacrifice {}", "remove_from_game": "remove {} from the game",
                "move_home": "send {} home", "move_to_conflict": "move {} to the conflict",
                "remove_fate": f"remove {n} fate from {{}}", "place_fate": f"place {n} fate on {{}}"}.get(a)
        return form.format(who) if form else None

    def subjects(self, g: "Game", ctx: dict) -> list[int]:
        on = self.on
        if on == "target":
            return list(ctx.get("targets", []))
        if on == "self":
            return [ctx["card"]]
        if on == "host":
            h = g.state.cards[ctx["card"]].attached_to
            return [h] if h >= 0 else []
        if on == "target_host":  # the character the chosen attachment is attached to
            hosts = (g.state.cards[u].attached_to for u in ctx.get("targets", []))
            return [h for h in hosts if h >= 0]
        if isinstance(on, Each):
            return on.cards(g, ctx)
        return []

    def could_change(self, g: "Game", ctx: dict) -> bool:
        """Does this effect have the potential to change the game state?
        (Rules Reference "Cost": an ability cannot initiate otherwise.) On the chosen
        targets: yes before they are chosen (the target's own requirements say), and once
        they are, whether it could change one of them ("Select": an option that would
        change nothing cannot be selected; "The Word 'To'")."""
        a = self.action
        if a in ("gain_fate", "gain_honor", "lose_honor", "lose_fate", "draw", "cancel") or \
                self.on == "target" and "targets" not in ctx:
            return True
        subjects = self.subjects(g, ctx)
        if a == "modify":
            return bool(subjects)
        action = _LEAVES.get(a, a)
        st = g.state
        return any(can_affect(g, action, st.cards[u], ctx) for u in subjects)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        a = self.action
        if a in ("gain_fate", "gain_honor", "lose_honor", "lose_fate", "draw"):
            if self.on == "triggering":  # "that player": the player of the triggering event
                who = ctx["trigger"]["data"]["player"]
            elif self.on == "target_controller":  # "its controller": the chosen target's
                chosen = ctx.get("targets", [])
                if not chosen:
                    return []
                who = st.cards[chosen[0]].controller
            elif self.on == "players":  # "each player" (in player order; eliminated ones are out of the game)
                return [ev(a, player=q, amount=self.amount) for q in player_order(st)]
            else:
                who = p if self.on in ("player", "target", "self") else _opponent(g, p)
            return [ev(a, player=who, amount=self.amount)]
        if a == "cancel":
            trigger_event(g, ctx)["cancelled"] = True
            g.log("The effect is cancelled.")
            return []
        subjects = self.subjects(g, ctx)
        if a == "modify":
            st.lasting.append({"type": "modify", "stat": self.stat, "op": "add", "value": self.amount,
                               "targets": [[u, st.cards[u].instance] for u in subjects],
                               "until": self.until, "source": ctx["card"]})
            return []
        out = []
        for u in subjects:
            if opponent_card_cannot(g, _LEAVES.get(a, a), st.cards[u], ctx):
                continue
            if a == "discard":
                out.append(ev("leaves_play", card=u, reason="discarded"))
            elif a == "remove_from_game":  # Rules Reference "Removed from Game": out of play, not discarded
                out.append(ev("leaves_play", card=u, reason="removed from the game", to=REMOVED))
            elif a == "sacrifice":  # Rules Reference "Sacrifice": its controller discards it from play
                out.append(ev("leaves_play", card=u, reason="sacrificed", instance=st.cards[u].instance))
            elif a in ("remove_fate", "place_fate"):
                out.append(ev(a, card=u, amount=self.amount))
            else:
                out.append(ev(a, card=u))
        return out


@dataclass(frozen=True)
class ModifyBy:
    """"<subject> gets +X <stat> until <until>": X is ``value(game, ctx, card)`` for each
    subject (its words say what X is), fixed when the effect resolves (Rules Reference "The
    letter X", "Lasting Effects"); +0 changes nothing. ``on`` as for :class:`Effect`.

    >>> def political(g, ctx, c): return 0
    >>> political.says = "its political skill"
    >>> ModifyBy("military", political).describe()
    'this card gets +X military until the end of the conflict, X being its political skill'
    """

    stat: str
    value: Callable
    on: object = "self"
    until: str = "conflict"

    def describe(self) -> str | None:
        who, x = subject(self.on), said(self.value)
        return f"{who} gets +X {stat_word(self.stat)} {until(self.until)}, X being {x}" if who and x else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        return self.on == "target" or any(self.value(g, ctx, st.cards[u]) != 0
                                          for u in Effect("modify", on=self.on).subjects(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        for u in Effect("modify", on=self.on).subjects(g, ctx):
            c = st.cards[u]
            x = self.value(g, ctx, c)
            if x and in_play(c):
                st.lasting.append({"type": "modify", "stat": self.stat, "op": "add", "value": x,
                                   "targets": [[u, c.instance]], "until": self.until, "source": ctx["card"]})
                g.log(f"{FACTS[c.cid].name} gets {signed(x)} {stat_word(self.stat)}.")
        return []


@dataclass(frozen=True)
class SetBaseSkillsTo:
    """"Set <subject>'s base military and political skill to the target's current skill values
    until <until>": the values are read when the effect resolves (Rules Reference "Lasting
    Effects"; "Dash (-)": a dash counts as 0); a lasting ``modify`` effect of op
    ``set_base`` for each skill (:func:`l5r.lcg.model.skill`). ``on``: "self" (the subject)."""

    on: str = "self"
    until: str = "conflict"

    def describe(self) -> str | None:
        who = subject(self.on)
        return (f"set {who}'s base military and political skill to the chosen character's current ones "
                f"{until(self.until)}") if who else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        src = [u for u in ctx.get("targets", []) if in_play(st.cards[u])]
        subjects = Effect("modify", on=self.on).subjects(g, ctx)
        if not src or not subjects:
            return []
        chosen = st.cards[src[0]]
        for stat in ("military", "political"):
            v = skill(st, chosen, stat) or 0
            st.lasting.append({"type": "modify", "stat": stat, "op": "set_base", "value": v,
                               "targets": [[u, st.cards[u].instance] for u in subjects if in_play(st.cards[u])],
                               "until": self.until, "source": ctx["card"]})
        g.log(f"{FACTS[st.cards[subjects[0]].cid].name}'s base skills become those of {FACTS[chosen.cid].name}.")
        return []


@dataclass(frozen=True)
class SetSkillsToPrinted:
    """"Set <subject>'s skill values to its printed values until <until>" (Rules Reference
    "Modifiers": a set value overrides every non-set modifier, also those applied later; the
    most recent set value wins): a lasting ``modify`` of op ``set`` for each skill with a
    printed value (a dash stays a dash: "Dash (-)"). ``on``: "target" or "self"."""

    on: str = "target"
    until: str = "conflict"

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"set the skill values of {who} to its printed values {until(self.until)}" if who else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        for u in Effect("modify", on=self.on).subjects(g, ctx):
            c = st.cards[u]
            if not in_play(c):
                continue
            f = FACTS[c.cid]
            for stat, v in (("military", f.military), ("political", f.political)):
                if v is not None:
                    st.lasting.append({"type": "modify", "stat": stat, "op": "set", "value": v,
                                       "targets": [[u, c.instance]], "until": self.until, "source": ctx["card"]})
            g.log(f"{f.name}'s skills are set to its printed values.")
        return []


@dataclass(frozen=True)
class SetBaseSkillsToPrinted:
    """"Set <the chosen character in play>'s base military and political skill equal to the printed
    military and political skill of <the other chosen card>" (out of play, e.g. in a discard pile)
    until ``until``: of the ability's two targets, the one in play takes the printed values of the
    other (a lasting ``modify`` effect of op ``set_base`` per skill). Rules Reference "Dash (-)": a
    printed dash counts as 0; a dash skill of the character in play cannot be modified."""

    until: str = "conflict"

    def describe(self) -> str:
        return (f"set the chosen character's base military and political skill to the other card's printed ones "
                f"{until(self.until)}")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        cards = [st.cards[u] for u in ctx.get("targets", [])]
        subj = [c for c in cards if in_play(c)]
        src = [c for c in cards if not in_play(c)]
        if not subj or not src:
            return []
        c, f = subj[0], FACTS[src[0].cid]
        for stat in ("military", "political"):
            if skill(st, c, stat) is None:  # a dash stays a dash
                continue
            st.lasting.append({"type": "modify", "stat": stat, "op": "set_base", "value": getattr(f, stat) or 0,
                               "targets": [[c.uid, c.instance]], "until": self.until, "source": ctx["card"]})
        g.log(f"{FACTS[c.cid].name}'s base skills become the printed skills of {f.name}.")
        return []


@dataclass(frozen=True)
class To:
    """"<pre> to <post>": ``post`` resolves (simultaneously) only if ``pre``
    can resolve in full (Rules Reference "The Word 'To'")."""

    pre: Effect
    post: tuple

    def describe(self) -> str | None:
        parts = [describe_effect(self.pre), *(describe_effect(x) for x in self.post)]
        return None if None in parts else f"{parts[0]} to {joined(parts[1:])}"  # type: ignore[arg-type]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return self.pre.could_change(g, ctx)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        if not self.pre.could_change(g, ctx):
            return []
        out = self.pre.events(g, ctx)
        for x in self.post:
            out.extend(x.events(g, ctx))
        return out


@dataclass(frozen=True)
class IfTarget:
    """"If that character is <test>, <effects>": the effects resolve only if the chosen target
    (or ``on``) passes card test ``test`` when they resolve (with the ability's other effects,
    simultaneously; Rules Reference "Effects").

    >>> def commander(g, ctx, c): return True
    >>> commander.says = "a Commander"
    >>> IfTarget(commander, (Effect("honor"),)).describe()
    'if it is a Commander, honor it'
    """

    test: Callable
    effects: tuple
    on: object = "target"  # whose test it is: as :class:`Effect`'s ``on`` ("host": the attached character)

    def describe(self) -> str | None:
        t = said(self.test)
        who = subject(self.on)
        parts = [describe_effect(x) for x in self.effects]
        if t is None or who is None or None in parts:
            return None
        return f"if {who} is {t}, {joined(parts)}"  # type: ignore[arg-type]

    def _passes(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        return any(in_play(st.cards[u]) and self.test(g, ctx, st.cards[u])
                   for u in Effect("bow", on=self.on).subjects(g, ctx))

    def could_change(self, g: "Game", ctx: dict) -> bool:
        """Before the target is chosen, yes (the target's requirements say); then only if it
        passes the test and one of the effects could change the game state (Rules Reference
        "Cost": an ability cannot initiate otherwise)."""
        if self.on == "target" and "targets" not in ctx:
            return True
        return self._passes(g, ctx) and any(not hasattr(x, "could_change") or x.could_change(g, ctx)
                                            for x in self.effects)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        if not self._passes(g, ctx):
            return []
        return [x for e in self.effects for x in e.events(g, ctx)]


@dataclass(frozen=True)
class TakeAnotherAction:
    """"You may take another action after this one": in the action window the ability was
    used in (or the card played in), its player has the next action opportunity again (they
    may pass it: Appendix I "Action Windows")."""

    def describe(self) -> str:
        return "you may take another action after this one"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        for f in reversed(st.stack):
            if f.get("step") == "window" and f.get("kind") in ACTION_WINDOWS:
                order = f["order"]
                if order[(f["turn"] - 1) % len(order)] == p:
                    f["turn"] -= 1
                    g.log(f"{st.players[p].name} may take another action.")
                break
        return []


@dataclass(frozen=True)
class Instead:
    """A replacement effect: the triggering event does not resolve; these
    effects resolve in its place (Rules Reference "Replacement Effects")."""

    effects: tuple

    def describe(self) -> str | None:
        if not self.effects:
            return "that does not happen"
        parts = [describe_effect(x) for x in self.effects]
        return None if None in parts else "instead, " + joined(parts)  # type: ignore[arg-type]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        """Rules Reference "Replacement Effects": a replacement effect whose new resolution would
        not change the game state cannot be initiated (Kitsuki Shomon cannot take a dishonor
        while dishonored). With no effects ("that does not happen") the prevention is the change;
        an effect that cannot tell is taken to change it."""
        return not self.effects or any(not hasattr(x, "could_change") or x.could_change(g, ctx)
                                       for x in self.effects)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        e = trigger_event(g, ctx)
        e["cancelled"] = True
        e["replaced"] = True
        out = []
        for x in self.effects:
            out.extend(x.events(g, ctx))
        return out


@dataclass(frozen=True)
class OnTriggerCard:
    """A game action on the card of the triggering event: "ready that character", "bow that
    character", "discard its status token" (``discard_status`` of :mod:`l5r.lcg.vocab_tokens`);
    ``field``: another card of the event than its ``card`` ("dishonor the losing character":
    ``loser`` of ``duel_won``), none when that field is -1.

    >>> OnTriggerCard("dishonor", field="loser").describe()
    'dishonor the losing character'
    """

    action: str
    field: str = "card"

    def describe(self) -> str:
        if self.field == "loser":
            return f"{self.action.replace('_', ' ')} the losing character"
        return f"{self.action.replace('_', ' ')} the character of the triggering event".replace(
            "discard status", "discard the status token of")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        e = (ctx.get("trigger") or {}).get("data")
        if e is None:
            return True
        u = e.get(self.field, -1)
        return u >= 0 and self._can(g, g.state.cards[u], ctx)

    def _can(self, g: "Game", c, ctx: dict) -> bool:
        if self.action == "discard_status":
            return c.status != 0
        return can_affect(g, self.action, c, ctx) and in_play(c)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        u = trigger_event(g, ctx).get(self.field, -1)
        if u < 0 or not self._can(g, g.state.cards[u], ctx):
            return []
        return [ev(self.action, card=u)]


@dataclass(frozen=True)
class OnTargets:
    """Game action ``action`` on the chosen targets it can affect: an option of a selection
    made while the effect resolves ("choose a character -- honor or dishonor that character":
    :class:`~l5r.lcg.vocab_cards.SelectNow`), which could change the game state only if it can
    affect one of them (Rules Reference "Select": an option with the potential to change the
    game state must be chosen, if able).

    >>> OnTargets("dishonor").describe(), OnTargets("remove_fate").describe()
    ('dishonor it', 'remove 1 fate from it')
    """

    action: str
    amount: int = 1  # for the fate actions (``remove_fate``, ``place_fate``)

    def describe(self) -> str:
        if self.action in _FATE_ACTIONS:
            return f"{'remove' if self.action == 'remove_fate' else 'place'} {self.amount} fate " \
                   f"{'from' if self.action == 'remove_fate' else 'on'} it"
        return f"{self.action.replace('_', ' ')} it"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        return any(in_play(st.cards[u]) and can_affect(g, self.action, st.cards[u], ctx)
                   for u in ctx.get("targets", []))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        more = {"amount": self.amount} if self.action in _FATE_ACTIONS else {}
        return [ev(self.action, card=u, **more) for u in ctx.get("targets", [])
                if in_play(st.cards[u]) and can_affect(g, self.action, st.cards[u], ctx)]


_FATE_ACTIONS = ("remove_fate", "place_fate")


def describe_effect(e: object) -> str | None:
    """What an effect (or cost, target...) says it does: its ``describe()``, or None."""
    d = getattr(e, "describe", None)
    return d() if d is not None else None


def trigger_event(g: "Game", ctx: dict) -> dict:
    """The event that triggered the resolving ability, in its event window (an
    effect may cancel or change it; ``ctx["trigger"]["data"]`` is its copy)."""
    t = ctx["trigger"]
    return g.state.stack[t["ew"]]["events"][t["event"]]


def _opponent(g: "Game", p: int) -> int:
    return opponent(g.state, p)


# ------------------------------------------------------------------ conditions
def only_in_conflict(cond: Callable) -> Callable:
    """Mark play restriction ``cond`` as one that never holds while no conflict is on:
    an ability with it is then passed over without testing it (:attr:`Ability.needs_conflict`).
    Returns ``cond``."""
    cond.needs_conflict = True  # type: ignore[attr-defined]
    return cond


def during_conflict(type_: str = "", also: Callable | None = None):
    """Play restriction "During a conflict" (of a type), and ``also(game, ctx)`` when
    given (:func:`only_in_conflict`)."""
    @only_in_conflict
    def cond(g, ctx):
        cf = g.state.conflict
        return cf is not None and (not type_ or cf.type == type_) and (also is None or also(g, ctx))
    text = f"during a {type_ + ' ' if type_ else ''}conflict"
    if also is not None:
        more = said(also)
        text = f"{text}, {more}" if more else ""
    if text:
        cond.says = text  # type: ignore[attr-defined]
    return cond


#: events whose player is a team's in team conquest, for "you" in a trigger: winning or losing
#: a conflict (Rules Reference 3.2.4, "Winning/Losing a Conflict"), claiming a ring into the
#: team's shared claimed ring pool ("Claimed Ring Pool"; :mod:`l5r.lcg.formats`, Decisions 18)
#: and the first player token, which a team holds ("First Player")
TEAM_EVENTS = frozenset({"conflict_won", "claim_ring", "pass_first_player"})


def event_is(**fields):
    """Trigger condition: the event's fields equal these values; the value
    ``"self"`` means this card, ``"you"`` the ability's controller,
    ``"host"`` the card this is attached to. In team conquest, "you" winning or losing a
    conflict, claiming a ring or passing the first player token is your team doing it
    (:data:`TEAM_EVENTS`, :func:`l5r.lcg.model.yours`)."""
    def cond(g, ctx, e):
        for k, v in fields.items():
            if v == "self":
                v = ctx["card"]
            elif v == "you":
                v = ctx["player"]
                if e.get("name") in TEAM_EVENTS:
                    if not yours(g.state, v, e.get(k, -1)):
                        return False
                    continue
            elif v == "host":
                v = g.state.cards[ctx["card"]].attached_to
            if e.get(k) != v:
                return False
        return True
    cond.fields = dict(fields)  # type: ignore[attr-defined]  # read by Ability.trigger_text
    return cond


# ------------------------------------------------------------------ abilities
#: the words for a zone an ability is used from (``Ability.zone``), where its name does not say
_ZONE_WORDS = {"in_province": "province"}


@dataclass(frozen=True)
class Ability:
    """A triggered ability (action, reaction or interrupt).

    ``triggers``: event names (reactions/interrupts); ``when``: condition on
    the event ``(game, ctx, event) -> bool``; ``condition``: play restriction
    ``(game, ctx) -> bool``; ``conflict``: "Conflict Action" (only while this
    card participates; "military"/"political" for a type); ``from_hand``: an
    event card played from hand; ``then``: effects that resolve after the
    first ones, only if they resolved ("then" / "if you do").
    """

    kind: str  # action | reaction | interrupt
    effects: tuple = ()
    costs: tuple = ()
    target: Target | None = None
    triggers: tuple = ()
    timing: str = ""
    when: Callable | None = None
    condition: Callable | None = None
    conflict: str = ""
    limit: Limit = Limit()
    from_hand: bool = False
    zone: str = ""  # usable while the card is in this out-of-play zone of its owner ("hand", "conflict_discard")
    then: tuple = ()
    select: tuple = ()  # "select one": ((label, effects), ...), chosen with the targets
    #: "any player may trigger this ability": not only its controller (the card's text over Rules
    #: Reference "Triggered Abilities"; each player's uses count apart: "this limit is player specific")
    any_player: bool = False
    text: str = ""

    def label(self, g: "Game", uid: int) -> str:
        n = FACTS[g.state.cards[uid].cid].name
        return f"{n}: {self.text}" if self.text else f"Use {n}"

    # -------------------------------------------------------------- describing it
    def kind_word(self) -> str:
        """"Action", "Conflict action", "Reaction", "Forced interrupt"...

        >>> Action(conflict="political").kind_word(), Reaction("honor", forced=True).kind_word()
        ('Political conflict action', 'Forced reaction')
        """
        if self.kind == "action":
            return {"": "Action", "any": "Conflict action"}.get(
                self.conflict, f"{self.conflict.capitalize()} conflict action")
        forced = self.timing.startswith("forced")
        return ("Forced " if forced else "") + (self.kind if forced else self.kind.capitalize())

    def trigger_text(self, loose: bool = False) -> str | None:
        """When a reaction or interrupt triggers ("after this card is honored"; '' for an
        action); None if its trigger condition ``when`` does not say (:func:`l5r.lcg.words.phrase`),
        or with ``loose``, the triggering events alone.

        >>> Reaction("honor", when=event_is(card="self")).trigger_text()
        'after this card is honored'
        """
        if not self.triggers:
            return ""
        w = self.when
        fields = getattr(w, "fields", None)
        phrase = said(w) if w is not None and fields is None else None
        if phrase is None and w is not None and fields is None and not loose:
            return None
        if phrase is None:
            phrase = " or ".join(trigger_phrase(n, fields) for n in self.triggers)
            also = getattr(w, "also", "")
            if also:
                phrase += " " + also
        word = "after" if self.kind == "reaction" else "before" if self.timing == "would" else "when"
        return f"{word} {phrase}"

    def condition_text(self) -> str | None:
        """Its play restriction in words ('' without one; None if it does not say)."""
        return "" if self.condition is None else said(self.condition)

    def limit_text(self) -> str:
        """Its limit ("once per round": Rules Reference "Triggered Abilities", the default;
        '' for an event's default limit, which its card leaving play makes moot)."""
        if self.from_hand and self.limit == Limit():
            return ""
        return self.limit.describe()

    def cost_texts(self) -> list[str | None]:
        """Each of its costs in words (None for one that does not say)."""
        return [describe_effect(k) for k in self.costs]

    def body(self) -> str | None:
        """What it does: its target, effects, "then" effects and "select one" options in
        words; None if a part of them (or its condition or trigger) does not say."""
        if self.condition_text() is None or self.trigger_text() is None:
            return None
        effects = [describe_effect(e) for e in self.effects]
        then = [describe_effect(e) for e in self.then]
        options = [(label, [describe_effect(e) for e in es]) for label, es in self.select]
        if None in effects or None in then or any(None in es for _, es in options):
            return None
        text = joined(effects)  # type: ignore[arg-type]
        if options:
            text = joined([text, "choose one: " + "; or ".join(joined(es) for _, es in options)])  # type: ignore[arg-type]
        if then:
            text += "; then " + joined(then)  # type: ignore[arg-type]
        t = self.target
        if t is not None:
            what = describe_effect(t)
            if what is None:
                return None
            text = f"choose {what}: {text}"
        return text

    def describe(self) -> str:
        """The whole ability in words: kind, trigger, condition, limit, costs and what it
        does (its :meth:`body`, or where that does not say, its own ``text``).

        >>> print(Action(Effect("bow"), costs=(Cost("bow_self"),), condition=during_conflict(),
        ...              target=Target(where="participating")).describe())
        Action during a conflict (once per round). Cost: bow this card. Choose a participating character: bow it.
        """
        head = " ".join(x for x in (self.kind_word(), self.trigger_text(loose=True) or "") if x)
        cond = self.condition_text()
        if cond:
            head += " " + cond
        if self.zone:
            head += f", from your {_ZONE_WORDS.get(self.zone, self.zone.replace('_', ' '))}"
        lim = self.limit_text()
        if lim:
            head += f" ({lim})"
        out = [sentence(head)]
        costs = self.cost_texts()
        if costs:
            out.append(sentence("cost: " + joined([c or "as said below" for c in costs])))
        body = self.body()
        out.append(sentence(body if body is not None else self.text))
        return " ".join(x for x in out if x)

    def usable_from(self, g: "Game", p: int, c, gained: bool = False) -> bool:
        """Can ``p`` use this ability of card ``c`` now (where ``c`` is)?
        ``gained``: ``c`` gained the ability; it is not blanked with the
        card's printed text (Rules Reference "Blank")."""
        st = g.state
        if self.from_hand:
            if c.zone == HAND:
                return c.owner == p
            return c.uid in as_if_in_hand(g, p)  # "as if in your hand"
        if self.zone:  # (a facedown card in a province has no active text: "Facedown Province")
            return c.zone == self.zone and c.owner == p and not (c.facedown and c.zone == IN_PROVINCE)
        if c.zone == ROLE:  # not in play, but active beside its owner's stronghold (Role Cards)
            return c.owner == p
        if (c.controller != p and not self.any_player) or c.facedown or (not gained and is_blank(st, c)):
            return False
        return in_play(c)

    def may_be_usable(self, g: "Game", c, as_if: Collection[int] | None = None) -> bool:
        """A cheap test of where ``c`` is, true whenever :meth:`usable_from` could be
        true for some player (control, blanking and conditions are not looked at): a
        window is skipped when no ability passes it. ``as_if``: the cards some player
        may play as if in hand, when the caller knows them. An ability class with its own
        ``usable_from`` passes everywhere unless it has its own ``may_be_usable`` too."""
        cls = type(self)
        if cls.usable_from is not Ability.usable_from and cls.may_be_usable is Ability.may_be_usable:
            return True
        z = c.zone
        if self.from_hand:
            if z == HAND:
                return True
            return c.uid in (as_if if as_if is not None else played_as_if_in_hand(g))
        if self.zone:
            return z == self.zone
        return z == ROLE or (not c.facedown and in_play(c))

    def could_respond(self, g: "Game", c, events: list[dict]) -> bool:
        """A cheap part of :meth:`can_initiate` for a triggered ability of card ``c``
        (where it :meth:`may_be_usable`): is one of ``events`` a triggering condition
        it could meet now? (Conflict requirements and ``when``, for the one player who
        could use it; True when that player is not known.)"""
        if not self.conflict_ok(g.state, c):
            return False
        if self.when is None:
            return True
        p = self.user(c)
        if p is None:
            return True
        if len(g.state.players) == 4:  # any opposing player may be "your opponent" yet (Decisions 19)
            with assume_opponent(g.state, p, -1):
                return self._could_meet(g, p, c, events)
        for e in events:
            if e["name"] in self.triggers and self.when(g, {"player": p, "card": c.uid, "trigger": {"data": e}}, e):
                return True
        return False

    def _could_meet(self, g: "Game", p: int, c, events: list[dict]) -> bool:
        for e in events:
            if e["name"] in self.triggers and self.when(g, {"player": p, "card": c.uid, "trigger": {"data": e}}, e):
                return True
        return False

    def user(self, c) -> int | None:
        """The one player who could use this ability of ``c`` where it is (None when
        that depends on more, e.g. a card played as if in hand). An ability class with
        its own ``usable_from`` says None unless it has its own ``user`` too."""
        cls = type(self)
        if cls.usable_from is not Ability.usable_from and cls.user is Ability.user:
            return None
        if self.from_hand:
            return c.owner if c.zone == HAND else None
        return c.owner if self.zone or c.zone == ROLE else c.controller

    def conflict_ok(self, st, c) -> bool:
        """"Conflict Action" and the like: only while the card (or its host) participates
        in a conflict (of the type)."""
        if self.conflict:
            cf = st.conflict
            if cf is None:
                return False
            if self.conflict in ("military", "political") and cf.type != self.conflict:
                return False
            if FACTS[c.cid].type == "character" and not participating(st, c):
                return False
            if c.zone == "attached" and not participating(st, st.cards[c.attached_to]):
                return False
        return True

    def can_initiate(self, g: "Game", p: int, uid: int, idx: int, event: dict | None, *,
                     assumed: bool = False) -> bool:
        """Can ``p`` initiate it now (Rules Reference "Initiating Abilities / Playing Cards":
        its play restrictions, limits, costs, targets; ``event``: what a triggered ability
        responds to)? In team conquest an ability that refers to "your opponent" can if it
        can against at least one opposing player (:meth:`opponents_against`, Decisions 19);
        ``assumed``: "your opponent" is already assumed (:class:`~l5r.lcg.model.assume_opponent`)."""
        st = g.state
        if not assumed and len(st.players) == 4:
            if self.your_opponent:
                return bool(self.opponents_against(g, p, uid, idx, event, first=True))
            with assume_opponent(st, p, -1):  # not the choice of an ability p is resolving
                return self.can_initiate(g, p, uid, idx, event, assumed=True)
        c = st.cards[uid]
        if self.conflict and not self.conflict_ok(st, c):
            return False
        ctx = {"player": p, "card": uid}
        if event is not None:  # targets may depend on the triggering event (its copy, as when resolving)
            ctx["trigger"] = {"data": event}
        if event is not None and self.when is not None and not self.when(g, ctx, event):
            return False
        if self.condition is not None and not self.condition(g, ctx):
            return False
        if self.from_hand:  # after cost reductions; "cannot spend fate" (Blood of Onnotangu): only at 0
            cost = cost_of(g, uid, p)
            if st.players[p].fate < cost or cost > 0 and player_cannot(g, "spend_fate", p):
                return False
        for lim in self.limits:
            if not uses_left(g, p, uid, idx, lim):
                return False
        if not self.from_hand and cannot(g, "trigger_abilities", c):  # e.g. Tranquility
            return False
        if self.from_hand:
            if player_cannot(g, "play_event", p) or c.zone == HAND and player_cannot(g, "play_from_hand", p):
                return False
            if st.lasting and st.players[p].honor < sum(e["value"] for e in event_honor_costs(st, p)):
                return False
            if player_cannot(g, "play_non_spell_event", p) and not has_trait(st, c, "spell"):
                return False
            if player_cannot(g, "play_event_copy_in_discard", p) and copy_in_conflict_discard(g, p, c):
                return False
            if not play_allowed(g, p, uid):
                return False
        for k in self.costs:
            if not k.can_pay(g, p, uid):
                return False
        t = self.target
        if t is not None:
            n = getattr(t, "at_least", 0) if t.up_to else t.count
            return n <= 0 or (t.has_targets(g, ctx, n) if hasattr(t, "has_targets")
                              else len(t.candidates(g, ctx)) >= n)
        if self._effects_say_change:  # "Cost": an ability whose effects could change nothing cannot initiate
            for e in self.effects:
                if e.could_change(g, ctx):
                    return True
            return False
        return True

    def opponents_against(self, g: "Game", p: int, uid: int, idx: int, event: dict | None,
                          first: bool = False) -> list[int]:
        """Team conquest: the opposing players against whom ``p`` could initiate it now, each
        taken as "your opponent" in turn (:class:`~l5r.lcg.model.assume_opponent`; with
        ``first``, only the first found). Its player chooses among them when it resolves
        (:mod:`l5r.lcg.resolution`; Rules Reference "Opponent": chosen when resolving)."""
        st = g.state
        out = []
        for q in opponents(st, p):
            with assume_opponent(st, p, q):
                if self.can_initiate(g, p, uid, idx, event, assumed=True):
                    out.append(q)
                    if first:
                        break
        return out

    @cached_property
    def your_opponent(self) -> bool:
        """Does it refer to "your opponent" (in what its costs, target, effects or options
        say they do, or where one of those does not say, its own ``text``)? "An opponent" or
        "opponents" (a target any opposing player's card may be, each opponent) needs no
        choice, nor does a play restriction alone: it holds when it holds against either
        opposing player (Decisions 19).

        >>> Action(Effect("lose_honor", on="opponent")).your_opponent
        True
        >>> Action(Effect("bow"), target=Target(controller="opponent")).your_opponent
        False
        """
        parts = [*self.costs, self.target, *self.effects, *self.then, *(e for _, es in self.select for e in es)]
        words = [describe_effect(x) for x in parts if x is not None]
        if None in words:
            words.append(self.text)
        return any("your opponent" in (w or "") for w in words)

    @cached_property
    def limits(self) -> tuple[Limit, ...]:
        """The limits its uses count toward: its own, and for a "Max X per [period]" of a
        card's ability (not an event played from hand, a new instance each time) also the
        general once per round per copy, which only a "Limit X per [period]" replaces
        (Rules Reference "Max X per [period]", "Limits of Triggered Abilities").

        >>> [lim.describe() for lim in Reaction("honor", limit=Limit(1, "conflict", per_title=True)).limits]
        ['max 1 per conflict', 'once per round']
        """
        if self.limit.per_title and not self.from_hand:
            return (self.limit, Limit())
        return (self.limit,)

    @cached_property
    def needs_conflict(self) -> bool:
        """Can it be initiated only during a conflict? ("Conflict Action", a play
        restriction of :func:`during_conflict`, or a target that must be a participating
        character: nobody participates outside a conflict.) A cheap test before the others."""
        t = self.target
        return bool(self.conflict) or getattr(self.condition, "needs_conflict", False) or (
            type(t) is Target and t.where == "participating" and t.card_type == "character" and not t.up_to
            and t.count > 0)

    @cached_property
    def _effects_say_change(self) -> bool:
        """Do all its effects tell whether they could change the game state (``could_change``)?"""
        return bool(self.effects) and all(hasattr(e, "could_change") for e in self.effects)


def Action(*effects, **kw) -> Ability:
    return Ability("action", effects=tuple(effects), **kw)


def Reaction(trigger: str | tuple, *effects, forced: bool = False, **kw) -> Ability:
    trig = (trigger,) if isinstance(trigger, str) else tuple(trigger)
    return Ability("reaction", effects=tuple(effects), triggers=trig,
                   timing="forced_reaction" if forced else "reaction", **kw)


def Interrupt(trigger: str | tuple, *effects, forced: bool = False, would: bool = False, **kw) -> Ability:
    """``would``: a "when ... would ..." interrupt, eligible before the others."""
    trig = (trigger,) if isinstance(trigger, str) else tuple(trigger)
    timing = "forced_interrupt" if forced else "would" if would else "interrupt"
    return Ability("interrupt", effects=tuple(effects), triggers=trig, timing=timing, **kw)


# ------------------------------------------------------------------ duels
@dataclass(frozen=True)
class Duel:
    """"Initiate a <stat> duel": this character challenges the chosen target
    (Appendix I "Duel Timing"); the winner and loser then undergo the named
    game actions (D.8)."""

    stat: str
    winner: str = ""  # game action applied to the winning character
    loser: str = ""  # game action applied to the losing character

    def describe(self) -> str:
        out = [f"this character duels it ({self.stat})"]
        if self.winner:
            out.append(f"{self.winner.replace('_', ' ')} the winner")
        if self.loser:
            out.append(f"{self.loser.replace('_', ' ')} the loser")
        return "; ".join(out)

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        targets = ctx.get("targets", [])
        if not targets:
            return []
        g.push(duel_frame(ctx["player"], ctx["card"], targets[0], self.stat, "actions",
                          winner_action=self.winner, loser_action=self.loser))
        return []


def _no_dash(stat: str):
    def test(g, ctx, c):
        return stat == "glory" or skill(g.state, c, stat) is not None
    test.says = f"with a {stat} value"  # type: ignore[attr-defined]
    return test


def duel_target(stat: str, where: str = "participating") -> Target:
    """The opponent's character a duel can challenge: "Dash (-)": a character
    with a dash for that skill cannot be involved in a duel of that type."""
    return Target(controller="opponent", where=where, test=_no_dash(stat))


@DUEL_RESULTS("actions")
def _duel_actions(g: "Game", f: dict, win: int, lose: int) -> None:
    evs = []
    if win >= 0 and f.get("winner_action"):
        evs.append(ev(f["winner_action"], card=win))
    if lose >= 0 and f.get("loser_action"):
        evs.append(ev(f["loser_action"], card=lose))
    if evs:
        do(g, evs)





# ------------------------------------------------------------------ constant abilities
@dataclass(frozen=True)
class Persistent:
    """A constant ability (Rules Reference "Constant Abilities"): while its
    card is in play and not blank, and ``condition`` holds, it applies an
    effect of ``type`` to what ``on`` selects.

    ``type``: ``modify`` (``stat``, ``op``, ``value``), ``cannot``
    (``actions``), ``gain_keyword`` (``keyword``), ``gain_trait``
    (``keyword`` = the trait), ``gain_clan`` (``keyword`` = the clan: :func:`l5r.lcg.model.has_clan`), ``blank`` (with ``keep_traits``: "blank (except
    for Traits)"), ``player_cannot`` (``actions``),
    ``player_may`` (``actions``: a permission, :func:`l5r.lcg.model.player_may`),
    ``cost`` (``value``, on players), ``conflict_total`` (``value``),
    ``cancel_ring_effects`` (every ring effect is cancelled while it applies:
    :func:`l5r.lcg.rings.ring_effects_cancelled`), ``no_skill_count`` (the characters do not
    count their skill toward the conflict's resolution) and ``combined_skill`` (they count their
    military and political skill together: :func:`l5r.lcg.model.conflict_totals`), ``count_glory``
    (they count their glory instead of their skill: the same), ``defender_chooses_ring`` (on
    players: a conflict declared against that player has its ring chosen by that player first,
    :func:`l5r.lcg.conflict.defender_chooses_ring`),
    ``ignore_status`` (the effects of their status tokens are ignored: :func:`l5r.lcg.model.status_ignored`).
    ``glory_count`` (``value`` added to the player's side of each glory count: Rules Reference "Glory Count").
    ``additional_character`` (the player is considered to control one more character in the
    conflict: :func:`l5r.lcg.cards.conditions.participants_you_control`).
    ``immune_to_trait`` (``keyword``: immune to the effects of cards with that trait: :func:`immune`).
    ``play_adjacent_as_if_in_hand`` (on players: the cards in the provinces adjacent to this holding's
    may be played as if in hand: :func:`l5r.lcg.vocab_play.adjacent_cards`).
    ``dishonor_adds_glory`` (while dishonored, the card's glory adds to its skills:
    :func:`l5r.lcg.model.dishonor_adds_glory`).
    ``must_be_chosen`` (the card must be chosen as the target of an opponent's event, if able:
    :func:`must_be_chosen`).
    ``dishonor_glory_kept`` (while dishonored, the card's glory is not subtracted from its skills:
    :func:`l5r.lcg.model.dishonor_glory_kept`).
    ``honor_gain_limit`` (the players cannot gain more than ``value`` honor each phase:
    :func:`l5r.lcg.appliers.honor_gain_allowed`).
    ``on``: ``"self"``, ``"host"`` (attached character), ``"province"`` (the province a
    holding is in), an :class:`Each`
    selector, a test ``(game, ctx, card) -> bool`` over characters in play,
    or for player effects ``"controller"`` / ``"opponents"`` / ``"players"`` (each player).
    ``value`` is a number or ``(game, ctx, card) -> int`` (card is None for
    player effects).
    """

    type: str
    on: object = "self"
    stat: str = ""
    op: str = "add"
    value: object = 0
    actions: tuple = ()
    keyword: str = ""
    condition: Callable | None = None
    kind: str = "persistent"
    text: str = ""
    keep_traits: bool = False
    card_type: str = ""  # ``cost``: only the cost to play cards of this type
    zone: str = ""  # ``cost``: only the cost to play cards from this zone ("hand": "from his or her hand")

    def describe(self) -> str | None:
        """The constant ability in words ("while defending, this card gets +3 political"):
        its own ``text`` when it has one, else made from its fields; None where a part
        (its subject, condition or a computed value) does not say.

        >>> Persistent("gain_keyword", on="host", keyword="pride").describe()
        'The attached character gains pride.'
        >>> Persistent("cannot", actions=("attack",)).describe()
        'This card cannot be declared as an attacker.'
        """
        if self.text:
            return sentence(self.text)
        what = self._what()
        if what is None:
            return None
        if self.condition is not None:
            cond = said(self.condition)
            if cond is None:
                return None
            what = f"{cond}, {what}"
        return sentence(what)

    def _what(self) -> str | None:
        who = subject(self.on)
        t = self.type
        if who is None:
            return None
        if t == "modify":
            stat = stat_word(self.stat)
            if callable(self.value):
                x = said(self.value)
                return f"{who} gets +X {stat}, where X is {x}" if x else None
            if self.op == "add":
                return f"{who} gets {signed(self.value)} {stat}"  # type: ignore[arg-type]
            return {"double": f"{who} has its {stat} doubled", "halve": f"{who} has its {stat} halved",
                    "set": f"{who} has {self.value} {stat}"}.get(self.op)
        if t in ("cannot", "player_cannot"):
            words = [cannot_words(a) for a in self.actions]
            return None if None in words else f"{who} cannot {joined(words, 'or')}"  # type: ignore[arg-type]
        if t == "gain_keyword":
            return f"{who} gains {self.keyword}"
        if t == "gain_trait":
            return f"{who} gains the {self.keyword.capitalize()} trait"
        if t == "play_adjacent_as_if_in_hand":
            return f"{who} may play cards in the provinces adjacent to this card's as if they were in your hand"
        if t == "immune_to_trait":
            return f"{who} is immune to {self.keyword.capitalize()} card effects"
        if t == "gain_clan":
            return f"{who} gains the {self.keyword.capitalize()} clan symbol"
        if t == "blank":
            return f"{who} is treated as blank" + (" (except for its traits)" if self.keep_traits else "")
        if t == "max_defenders":
            return f"{who} cannot declare more than {self.value} defender{'s' if self.value != 1 else ''}"
        if t == "extra_uses":
            return f"{who} may use each of its limited abilities one more time per period"
        if t == "cancel_ring_effects":
            return "ring effects are cancelled"
        if t == "resolve_each_ring_effect":
            return f"if {who} wins a conflict as an attacker, each effect of the contested ring resolves"
        if t == "ignore_status":
            return f"the effects of the status token of {who} are ignored"
        if t == "dishonor_adds_glory":
            return f"while {who} is dishonored, its glory is added to its skills instead of subtracted"
        if t == "must_be_chosen":
            return f"{who} must be chosen as the target of an opponent's event, if able"
        if t == "dishonor_glory_kept":
            return f"while {who} is dishonored, its glory is not subtracted from its skills"
        if t == "no_skill_count":
            return f"{who} does not count its skill toward the conflict's resolution"
        if t == "combined_skill":
            return f"{who} counts its military and political skill together in the conflict"
        if t == "defender_chooses_ring":
            return (f"when a conflict is declared against {who}, {'you choose' if who == 'you' else 'that player chooses'} "
                    "its ring before its type, attackers and province are chosen")
        if t == "count_glory":
            return f"{who} counts its glory instead of its skill toward the conflict's resolution"
        if t == "honor_gain_limit":
            return f"{who} cannot gain more than {self.value} honor each phase"
        if t == "glory_count" and isinstance(self.value, int):
            return f"{who} add{'s' if who != 'you' else ''} {signed(self.value)} to {'your' if who == 'you' else 'their'} " \
                   "side of each glory count"
        if t == "cost" and isinstance(self.value, int):
            what = f"each {self.card_type or 'card'}" + (f" from their {self.zone}" if self.zone else "")
            return f"the cost for {who} to play {what} is {'increased' if self.value > 0 else 'reduced'} " \
                   f"by {abs(self.value)}"
        if t == "additional_character":
            return f"{who} {'are' if who == 'you' else 'is'} considered to control an additional character in the " \
                   "conflict"
        if t == "attacking_ring_gains":
            el = "the element of your role" if self.keyword == "role" else f"the {self.keyword} element"
            return f"the contested ring also has {el} while {who} attacks"
        return None

    def targets(self, g: "Game", ctx: dict) -> list[int]:
        st = g.state
        on = self.on
        if on == "self":
            return [ctx["card"]]
        if on == "host":
            h = st.cards[ctx["card"]].attached_to
            return [h] if h >= 0 else []
        if on == "province":  # the province a holding is in
            c = st.cards[ctx["card"]]
            return [st.players[c.owner].provinces[c.slot]] if c.zone == IN_PROVINCE else []
        if on == "province":  # the province this card (a holding) is in
            c = st.cards[ctx["card"]]
            return [st.players[c.owner].provinces[c.slot]] if c.zone == "in_province" else []
        if hasattr(on, "cards"):  # a selector (:class:`Each`, or of other cards: OtherAttachmentsOnHost)
            return on.cards(g, ctx)
        if callable(on):
            return [u for q in st.players for u in q.play if on(g, ctx, st.cards[u])]
        return []

    def players(self, g: "Game", ctx: dict) -> list[int]:
        p = ctx["player"]
        if self.on == "controller":
            return [p]
        if self.on == "players":
            return [q.index for q in g.state.players]
        if self.on == "opponents":
            return [q.index for q in g.state.players if q.index != p]
        if self.on == "players":
            return [q.index for q in g.state.players if not q.eliminated]
        return []

    def produce(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        t = self.type
        base = {"type": t, "source": ctx["card"], "constant": True}
        if t in ("player_cannot", "player_may", "cost", "conflict_total", "collect_fate", "max_defenders",
                 "cancel_ring_effects", "glory_count", "additional_character", "play_adjacent_as_if_in_hand",
                 "honor_gain_limit", "defender_chooses_ring"):
            out = []
            for p in self.players(g, ctx):
                v = self.value(g, ctx, None) if callable(self.value) else self.value
                d = dict(base, players=[p], player=p, actions=list(self.actions), value=v)
                if self.card_type:
                    d["card_type"] = self.card_type
                if self.zone:
                    d["zone"] = self.zone
                out.append(d)
            return out
        targets = self.targets(g, ctx)
        if not targets:
            return []
        if t == "modify" and callable(self.value):
            return [dict(base, stat=self.stat, op=self.op, value=self.value(g, ctx, st.cards[u]),
                         targets=[[u, st.cards[u].instance]]) for u in targets]
        d = dict(base, targets=[[u, st.cards[u].instance] for u in targets])
        if t == "modify":
            d.update(stat=self.stat, op=self.op, value=self.value)
        elif t == "cannot":
            d["actions"] = list(self.actions)
        elif t in ("gain_keyword", "gain_trait", "gain_clan", "immune_to_trait"):
            d["keyword"] = self.keyword
        elif t == "blank" and self.keep_traits:
            d["keep_traits"] = True
        return [d]


@dataclass(frozen=True)
class PlayRestriction:
    """"Play only if ..." / "cannot be played during a conflict": the card
    can be played only while ``condition(game, ctx)`` holds."""

    condition: Callable
    kind: str = "play_restriction"
    text: str = ""

    def describe(self) -> str | None:
        """"Play only ..." in words (None if its condition does not say).

        >>> PlayRestriction(not_in_conflict).describe()
        'Play only outside a conflict.'
        """
        if self.text:
            return sentence(self.text)
        cond = said(self.condition)
        return sentence(f"play only {cond}") if cond else None


@dataclass(frozen=True)
class CostReducedWhile:
    """"If <condition>, reduce the cost to play this card by ``amount``": the card's own cost
    (read by :func:`l5r.lcg.model.cost_of`, which never goes below 0: Rules Reference "Cost")
    while ``condition(game, {"player", "card"})`` holds for the player about to play it.

    >>> CostReducedWhile(1, controls_trait("shugenja")).describe()
    'If you control a Shugenja character, this card costs 1 less to play.'
    """

    amount: int
    condition: Callable
    kind: str = "self_cost"

    def value(self, g: "Game", p: int, uid: int) -> int:
        return -self.amount if self.condition(g, {"player": p, "card": uid}) else 0

    def describe(self) -> str | None:
        cond = said(self.condition)
        return sentence(f"{cond}, this card costs {self.amount} less to play") if cond else None


@dataclass(frozen=True)
class NotStrongholdProvince:
    """Deck rule "cannot be (chosen as) the stronghold province" of a province card (Rules
    Reference "Setup" step 5: the player chooses the province placed under the stronghold;
    this one cannot be chosen: :mod:`l5r.lcg.setup`)."""

    kind: str = "not_stronghold_province"

    def describe(self) -> str:
        return "this province cannot be chosen as your stronghold province"


def event_honor_costs(st, p: int) -> list[dict]:
    """The lasting effects ``{"type": "event_give_honor", "players", "to", "value"}`` on ``p``:
    "as an additional cost to play an event, give <to> <value> honor" (Command Respect; paid with
    the event's cost: :mod:`l5r.lcg.resolution`; Rules Reference "Costs": an event whose costs
    cannot all be paid cannot be played)."""
    return [e for e in st.lasting if e["type"] == "event_give_honor" and p in e["players"]]


def play_allowed(g: "Game", p: int, uid: int, disguised: bool = False) -> bool:
    """The card's own play restrictions ("Play only if...", "cannot be
    played during a conflict") allow ``p`` to play it now (``disguised``: by the
    Disguised keyword, ``ctx["disguised"]``: :func:`by_disguise`)."""
    d = g.rules.cards.get(g.state.cards[uid].cid)
    if d is None:
        return True
    ctx = {"player": p, "card": uid, "disguised": disguised}
    for ab in d.play_restrictions:
        if not ab.condition(g, ctx):
            return False
    return True


@phrase("by the disguised keyword")
def by_disguise(g: "Game", ctx: dict) -> bool:
    """Play restriction: "this character can only be played by the disguised keyword" (Rules
    Reference "Disguised")."""
    return bool(ctx.get("disguised"))


def played_as_if_in_hand(g: "Game") -> set[int]:
    """The cards some player may play as if in their hand (:func:`as_if_in_hand`)."""
    return {u for q in g.state.players for u in as_if_in_hand(g, q.index)}


def as_if_in_hand(g: "Game", p: int) -> list[int]:
    """Cards ``p`` may play as if they were in their hand (Rules Reference
    "Play Restrictions and Permissions"; the rule set's ``as_if_in_hand``
    hooks, e.g. Artisan Academy), besides the hand itself."""
    out: list[int] = []
    for fn in g.rules.as_if_in_hand:
        for u in fn(g, p):
            if u not in out:
                out.append(u)
    return out


@dataclass(frozen=True)
class AttachTo:
    """"Attach to a <trait> character you control" / "<Trait> character only"."""

    controller: str = "any"  # any | self
    trait: str = ""
    test: Callable | None = None
    kind: str = "attach_to"
    played_only: bool = False  # "Play only on ...": checked when played, not while attached

    def describe(self) -> str | None:
        """"Attach only to ..." in words (None if its test does not say).

        >>> AttachTo(controller="self", trait="bushi").describe()
        'Attach only to a Bushi character you control.'
        """
        extra = _test_words(self.test)
        if extra is None:
            return None
        trait = f"{self.trait.capitalize()} " if self.trait else ""
        mine = " you control" if self.controller == "self" else ""
        verb = "play only on" if self.played_only else "attach only to"
        return sentence(f"{verb} a {trait}character{mine}{extra}")

    def forbids_host(self, g: "Game", p: int, uid: int, host: int) -> bool:
        st = g.state
        h = st.cards[host]
        if self.controller == "self" and h.controller != p:
            return True
        if self.trait and not has_trait(st, h, self.trait):
            return True
        if self.test is not None and not self.test(g, {"player": p, "card": uid}, h):
            return True
        return False


def attach_restriction(g: "Game", p: int, uid: int, host: int, played: bool = True) -> bool:
    """True if the attachment's own text forbids this host; ``played=False``: not as it is
    played (an attachment staying on or moved to a character), when its "Play only on ..."
    restrictions do not apply (Rules Reference "Play Restrictions and Permissions")."""
    d = g.rules.cards.get(g.state.cards[uid].cid)
    if d is None:
        return False
    for ab in d.host_rules:
        if not played and getattr(ab, "played_only", False):
            continue
        if ab.forbids_host(g, p, uid, host):
            return True
    return False


@phrase("outside a conflict")
def not_in_conflict(g: "Game", ctx: dict) -> bool:
    """Play restriction: "cannot be played during a conflict"."""
    return g.state.conflict is None


def controls_trait(trait: str):
    """Play restriction: "Play only if you control a <trait> character"."""
    def cond(g, ctx):
        st = g.state
        return any(has_trait(st, st.cards[u], trait) for u in st.players[ctx["player"]].play)
    cond.says = f"if you control a {trait.capitalize()} character"  # type: ignore[attr-defined]
    return cond


# ------------------------------------------------------------------ lasting effects
@dataclass(frozen=True)
class Lasting:
    """A lasting effect of any type on the target(s) (``on="target"``) or
    this card (``on="self"``) until ``until`` (Rules Reference "Lasting
    Effects": only the cards in play when it resolves are affected).
    ``fields`` are the effect's own data, e.g.
    ``(("type", "cannot"), ("actions", ("discard",)))``."""

    fields: tuple
    on: object = "target"  # "target", "self", "provinces" (every province in play), or a selector (:class:`Each`, :class:`AttackedProvince`)
    until: str = "conflict"
    #: begins as an event resolving together with the ability's other effects (after them in the
    #: event frame), not before them: "bow it ... and treat it as blank" all at once
    with_events: bool = False

    def describe(self) -> str | None:
        """The lasting effect in words, for the types it knows (None for others).

        >>> Lasting((("type", "cannot"), ("actions", ("discard",))), until="phase").describe()
        'it cannot be discarded until the end of the phase'
        """
        f = dict(self.fields)
        who = subject(self.on)
        t = f.get("type")
        what = None
        if t == "cannot":
            words = [cannot_words(a) for a in f.get("actions", ())]
            what = None if None in words else f"{who} cannot {joined(words, 'or')}"  # type: ignore[arg-type]
        elif t == "modify":
            stat = stat_word(f.get("stat", ""))
            what = {"double": f"{who} has its {stat} doubled",
                    "double_base": f"{who} has its base {stat} doubled",
                    "switch_base": f"{who} has its base military and political switched",
                    "set_base": f"{who} has its base {stat} set to {f.get('value')}",
                    "set": f"{who} has its {stat} set to {f.get('value')}",
                    "add": f"{who} gets {signed(f.get('value', 0))} {stat}"}.get(f.get("op", "add"))
        elif t == "blank":
            what = f"{who} is treated as blank" + (" (except for its traits)" if f.get("keep_traits") else "")
        elif t == "gain_keyword":
            what = f"{who} gains {f.get('keyword')}"
        elif t == "gain_trait":
            what = f"{who} gains the {str(f.get('keyword')).capitalize()} trait"
        elif t == "discard_at_zero":  # l5r.lcg.vocab_play.discarded_at_zero
            what = f"{who} is discarded if its {stat_word(f.get('stat', ''))} skill is 0"
        elif t == "extra_uses":
            what = f"{who} may use each of its limited abilities {f.get('value', 1)} more time"
        return f"{what} {until(self.until)}" if what else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        on = self.on
        if on == "provinces":
            subjects = [u for q in g.state.players for u in q.provinces]
        else:
            subjects = [ctx["card"]] if on == "self" else on.cards(g, ctx) if hasattr(on, "cards") \
                else list(ctx.get("targets", []))
        subjects = [u for u in subjects if in_play(st.cards[u])]
        if subjects:
            d = {k: (list(v) if isinstance(v, tuple) else v) for k, v in self.fields}
            d.update(targets=[[u, st.cards[u].instance] for u in subjects], until=self.until,
                     source=ctx["card"])
            if self.with_events:
                return [ev("lasting_effect", effect=d)]
            st.lasting.append(d)
        return []


@dataclass(frozen=True)
class PlayersCannot:
    """"<Players> cannot <actions> until <until>": a lasting effect on players (Rules Reference
    "Lasting Effects", "Cannot"; the ``player_cannot`` effects of :func:`l5r.lcg.model.player_cannot`).
    ``who``: "players" (each player), "opponents" or "player" (the ability's controller).

    >>> PlayersCannot(("play_from_hand",)).describe()
    'each player cannot play cards from their hand until the end of the conflict'
    """

    actions: tuple
    who: str = "players"
    until: str = "conflict"

    def describe(self) -> str | None:
        words = [cannot_words(a) for a in self.actions]
        if None in words:
            return None
        who = {"players": "each player", "opponents": "your opponents", "player": "you"}[self.who]
        return f"{who} cannot {joined(words, 'or')} {until(self.until)}"  # type: ignore[arg-type]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        players = [p] if self.who == "player" else opponents(st, p) if self.who == "opponents" \
            else [q.index for q in st.players]
        st.lasting.append({"type": "player_cannot", "players": players, "actions": list(self.actions),
                           "until": self.until, "source": ctx["card"]})
        return []


#: the card types whose abilities can choose targets (for ``target_by:<card type>:<player>``)
TARGETING_TYPES = ("attachment", "character", "event", "holding", "province", "role", "stronghold")


@dataclass(frozen=True)
class CannotBeTargetedByOpponents:
    """"Until ``until``, opponents' card abilities cannot choose <it> as a target" (Rules
    Reference "Target"): a lasting ``cannot`` effect on the targets naming
    ``target_by:<card type>:<opponent>`` for each opponent of the ability's controller and each
    card type (:func:`not_targetable`), or each of ``types`` only ("cannot be chosen as the
    target of opponents' events"); the opponents are fixed as it resolves.

    >>> CannotBeTargetedByOpponents().describe()
    "your opponents' card abilities cannot choose it as a target until the end of the conflict"
    >>> CannotBeTargetedByOpponents(types=("event",)).describe()
    "your opponents' events cannot choose it as a target until the end of the conflict"
    """

    until: str = "conflict"
    types: tuple = TARGETING_TYPES

    def describe(self) -> str:
        what = "card abilities" if self.types == TARGETING_TYPES else joined([t + "s" for t in self.types], "or")
        return f"your opponents' {what} cannot choose it as a target {until(self.until)}"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        us = [u for u in ctx.get("targets", []) if in_play(st.cards[u])]
        if us:
            st.lasting.append({"type": "cannot", "until": self.until, "source": ctx["card"],
                               "actions": [f"target_by:{t}:{o}" for o in opponents(st, ctx["player"])
                                           for t in self.types],
                               "targets": [[u, st.cards[u].instance] for u in us]})
        return []


@dataclass(frozen=True)
class EvadedCharacters:
    """"The character(s) evaded by covert" in the current conflict (Rules Reference "Covert"),
    as the subject of an effect (none outside a conflict)."""

    def describe(self) -> str:
        return "the evaded character"

    def cards(self, g: "Game", ctx: dict) -> list[int]:
        cf = g.state.conflict
        return list(cf.evaded) if cf is not None else []


@dataclass(frozen=True)
class EachTimeLoseHonor:
    """"Until ``until``, each time a player <``when``: triggers an ability> on a character
    (``match``: the event's fields) that is not <``unless_trait``>, he or she loses
    ``amount`` honor": a lasting "each time" effect (Rules Reference "Lasting Effects";
    :mod:`l5r.lcg.delayed`) whose ``lose_honor`` event is the matching event's player's.

    >>> EachTimeLoseHonor(unless_trait="courtier").describe()
    'until the end of the conflict, each time a player triggers an ability of a non-Courtier character, that player loses 1 honor'
    """

    when: str = "ability_triggered"
    match: tuple = (("card_type", "character"),)
    unless_trait: str = ""
    amount: int = 1
    until: str = "conflict"

    def describe(self) -> str | None:
        if self.when != "ability_triggered" or dict(self.match) != {"card_type": "character"}:
            return None
        kind = f"non-{self.unless_trait.capitalize()} " if self.unless_trait else ""
        return f"{until(self.until)}, each time a player triggers an ability of a {kind}character, that player " \
               f"loses {self.amount} honor"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        g.state.lasting.append({"type": "each_time", "when": self.when, "match": dict(self.match),
                                "unless_trait": self.unless_trait, "targets": [],
                                "events": [ev("lose_honor", player="$player", amount=self.amount)],
                                "until": self.until, "source": ctx["card"]})
        return []


@dataclass(frozen=True)
class ChooseTargetsInstead:
    """"You choose those targets instead" (an interrupt to ``choose_targets``, the moment an
    ability that chooses targets is triggered): this ability's controller chooses the
    triggering ability's targets, among those its requirements allow for the player who
    triggered it (Rules Reference "Target": only the choosing player changes; :mod:`l5r.lcg.resolution`).

    >>> ChooseTargetsInstead().describe()
    'you choose those targets instead'
    """

    def describe(self) -> str:
        return "you choose those targets instead"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        e = trigger_event(g, ctx)
        st = g.state
        i = e.get("ability", -1)
        if 0 <= i < len(st.stack) and st.stack[i].get("step") == "lcg.ability" and st.stack[i]["card"] == e["card"]:
            st.stack[i]["chooser"] = ctx["player"]
            g.log(f"{says(st.players[ctx['player']].name, 'chooses')} the targets instead.")
        return []


@APPLIERS("choose_targets")
def _choose_targets(g: "Game", f: dict, e: dict) -> None:
    """The moment an ability that chooses targets is triggered: nothing changes by itself."""


@APPLIERS("lasting_effect")
def _lasting_effect(g, f, e):
    """A lasting effect begins as one of an ability's simultaneous events (:class:`Lasting`
    ``with_events``); only the cards still in play, as the same instance, are affected."""
    st = g.state
    d = e["effect"]
    d["targets"] = [[u, i] for u, i in d["targets"] if in_play(st.cards[u]) and st.cards[u].instance == i]
    if d["targets"]:
        st.lasting.append(d)


@dataclass(frozen=True)
class EachCannot:
    """A lasting "cannot" effect (``actions``, as :class:`Lasting`'s) on every character the
    selector ``who`` picks when the effect resolves, until ``until`` (Rules Reference
    "Lasting Effects": only the characters chosen then are affected). ``who`` is an
    :class:`Each` (its ``cards``) or a function ``(game, ctx) -> [uid]`` with words
    (:func:`~l5r.lcg.words.phrase`).

    >>> EachCannot(("trigger_abilities",), Each("opponent", "home")).describe()
    'each character at home your opponent controls cannot trigger its abilities until the end of the conflict'
    """

    actions: tuple
    who: Any
    until: str = "conflict"

    def _cards(self, g: "Game", ctx: dict) -> list[int]:
        cards = getattr(self.who, "cards", None)
        return cards(g, ctx) if cards is not None else self.who(g, ctx)

    def describe(self) -> str | None:
        d = getattr(self.who, "describe", None)
        who = d() if d is not None else said(self.who)
        words = [cannot_words(a) for a in self.actions]
        if who is None or None in words:
            return None
        return f"{who} cannot {joined(words, 'or')} {until(self.until)}"  # type: ignore[arg-type]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._cards(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        us = self._cards(g, ctx)
        if us:
            st.lasting.append({"type": "cannot", "actions": list(self.actions), "until": self.until,
                               "source": ctx["card"], "targets": [[u, st.cards[u].instance] for u in us]})
        return []
