"""Ring vocabulary (Rules Reference "Rings", "Ring Effects", "Switch",
"Glory Count", "Participating and Cannot Participate", "Select").

- Elements: :func:`ring_elements` (printed element plus gained ones: a card
  with :func:`attacking_ring_gains` while it attacks, or a lasting effect
  ``{"type": "ring_gains_element", "ring", "element"}``);
  :func:`conflict_elements`, the condition :func:`element_conflict`, and
  :func:`claimed_element`.
- Keywords gained only during conflicts of an element: a lasting effect
  ``{"type": "keyword_in_element_conflict", "keyword", "element", "targets"}``
  (also seen while the conflict is being declared, for covert).
- Fate on rings: :class:`RingTarget` ("choose an unclaimed ring"), :class:`MoveRingFate`
  ("move 1 fate from it to another unclaimed ring": game action ``move_ring_fate``), the cost
  :class:`FateToRing` ("spend N fate to an unclaimed ring").
- Resolving ring effects: frame ``lcg.resolve_ring`` (a ring with several
  elements: the resolving player chooses among them), :class:`ResolveRings`
  ("resolve the ring effects of up to N unclaimed rings"; the first player
  orders them; both are ``lcg.choose`` choices, with the follow-ups
  ``lcg.choose_rings`` and ``lcg.ring_order``),
  :class:`ResolveContestedRing` ("resolve the ring effect of that conflict"),
  :class:`ReplaceRingResolution` (step 3.2.6 resolved by another player,
  who then claims the ring).
- Switching: :class:`SwitchContestedRing`, :class:`SwitchConflictType`,
  :class:`SwitchClaimedRing` (game actions ``switch_contested_ring``,
  ``switch_conflict_type``, ``switch_claimed_ring``). A participant that can
  no longer participate goes home bowed (:func:`cannot_participate_now`).
- :class:`ForbidElement`: a player cannot declare conflicts of a ring's elements.
- :class:`ModifyWhileContested`: a lasting skill modifier that applies only while a ring of
  an element is contested (an effect source: :func:`_while_contested`).
- :func:`participating_glory`: current glory among ready participants.
- :class:`GloryCountLoserReturnsRings`: "perform a glory count; the player who loses it returns
  each ring in their claimed ring pool" (game action ``return_ring`` for each).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.names import agree, says
from ..engine.tables import Handlers
from .actions import do, ev
from .delayed import add_delayed
from .formats import claimed_elements, ring_of
from .hooks import after, effect_source, ring_step
from .model import (
    CONSIDERED_CLAIMED, FACTS, cannot, effects_of, glory, glory_counts, in_claimed_pool, is_blank, name, opponents,
    player_cannot, role_element, rules_of, skill, yours,
)
from .rings import ring_effects_cancelled, ring_options
from .state import ELEMENTS
from .vocab import Persistent
from .vocab_cards import choice_frame
from .words import phrase, signed, stat_word, subject, until

if TYPE_CHECKING:
    from ..engine.game import Game

STEPS = Handlers("step")
APPLIERS = Handlers("applier")
FOLLOW_UPS = Handlers("follow_up")


# ------------------------------------------------------------------ elements
def attacking_ring_gains(element: str, on: str = "self") -> Persistent:
    """Constant ability: "while this character is attacking, the contested ring gains the
    <element> element" (``on="host"``: an attachment's "while attached character is
    attacking"); ``element`` "role": the element of your role (Rules Reference "Role Cards":
    :func:`~l5r.lcg.model.role_element`; none without one).

    >>> attacking_ring_gains("role", on="host").describe()
    'The contested ring also has the element of your role while the attached character attacks.'
    """
    return Persistent("attacking_ring_gains", on=on, keyword=element)


def ring_elements(st, element: str) -> list[str]:
    """The elements the ring ``element`` (a ring key: its printed element but in
    enlightenment, :mod:`l5r.lcg.formats`) has now ("the [ELEMENT] ring" is any ring
    with that element)."""
    r = st.rings.get(element)
    out = [element if r is None else r.element]
    cf = st.conflict
    if cf is not None and cf.ring == element:
        for u in cf.attackers:
            c = st.cards[u]
            d = rules_of(st).cards.get(c.cid)
            if d is None:
                continue
            for ab in d.persistent:
                if ab.type == "attacking_ring_gains" and ab.on == "self" and ab.keyword not in out \
                        and not is_blank(st, c):
                    out.append(ab.keyword)
            for a in c.attachments:  # "while attached character is attacking"
                ac = st.cards[a]
                ad = rules_of(st).cards.get(ac.cid)
                if ad is None or is_blank(st, ac):
                    continue
                for ab in ad.persistent:
                    if ab.type == "attacking_ring_gains" and ab.on == "host":
                        el = role_element(st, ac.controller) if ab.keyword == "role" else ab.keyword
                        if el is not None and el not in out:
                            out.append(el)
    for e in st.lasting:
        if e["type"] == "ring_gains_element" and e["ring"] == element and e["element"] not in out:
            out.append(e["element"])
    return out


def conflict_elements(st) -> list[str]:
    """The elements of the current conflict (those of the contested ring)."""
    cf = st.conflict
    return ring_elements(st, cf.ring) if cf is not None else []


def _declaring_elements(st) -> list[str]:
    """The conflict's elements, or while a conflict is being declared (covert
    is chosen then) the elements of the ring being declared."""
    if st.conflict is not None:
        return conflict_elements(st)
    for f in reversed(st.stack):
        if f.get("step") == "lcg.declare" and "ring" in f:
            return ring_elements(st, f["ring"])
    return []


def element_conflict(element: str, declaring: bool = False):
    """Condition: during a conflict of this element; with ``declaring``, also while a conflict
    with a ring of this element is being declared (a keyword such as covert gained "during
    <element> conflicts" is used then: :func:`_declaring_elements`)."""
    def cond(g, ctx) -> bool:
        return element in (_declaring_elements(g.state) if declaring else conflict_elements(g.state))
    return phrase(f"during {element} conflicts")(cond)


def claimed_element(*elements: str):
    """Condition: a ring with this element (with one of these elements: "the fire or void
    ring") is in your claimed ring pool.

    >>> from l5r.lcg.words import said
    >>> said(claimed_element("fire", "void"))
    'if you have claimed the fire or void ring'
    """
    def cond(g, ctx) -> bool:
        st = g.state
        return any(in_claimed_pool(st, ctx["player"], el) and any(e in ring_elements(st, el) for e in elements)
                   for el in st.rings)
    return phrase(f"if you have claimed the {' or '.join(elements)} ring")(cond)


def claimed_ring_of_type(ctype: str):
    """Condition: a ring with its ``ctype`` side faceup ("a [military] ring": the side it was
    contested with, Rules Reference "Rings") is in your claimed ring pool."""
    def cond(g, ctx) -> bool:
        st = g.state
        return any(in_claimed_pool(st, ctx["player"], el) and r.side == ctype for el, r in st.rings.items())
    return phrase(f"if you have a {ctype} ring in your claimed ring pool")(cond)


def you_claim_ring(element: str):
    """Trigger condition on ``claim_ring``: you claim a ring with this element ("after you
    claim the [element] ring": any ring with that element, :func:`ring_elements`; in team
    conquest your team's claim is yours, :func:`l5r.lcg.model.yours`)."""
    def cond(g, ctx, e) -> bool:
        return yours(g.state, ctx["player"], e.get("player", -1)) and element in ring_elements(g.state, e["ring"])
    return phrase(f"you claim the {element} ring")(cond)


def claimed_or_contesting(element: str):
    """Condition: you have claimed a ring with this element (in team conquest: your team,
    "Claimed Ring Pool"), or are contesting one (it is the contested ring of a conflict in
    which you are the attacking or defending player)."""
    def cond(g, ctx) -> bool:
        st = g.state
        p = ctx["player"]
        cf = st.conflict
        for el, r in st.rings.items():
            if in_claimed_pool(st, p, el) or (cf is not None and cf.ring == el and p in (cf.attacker, cf.defender)):
                if element in ring_elements(st, el):
                    return True
        return False
    return phrase(f"while you have claimed or are contesting the {element} ring")(cond)


def ring_claimed(element: str):
    """Trigger condition on ``claim_ring``: the claimed ring has this element ("after the
    [element] ring is claimed": any ring with that element, :func:`ring_elements`)."""
    def cond(g, ctx, e) -> bool:
        return element in ring_elements(g.state, e["ring"])
    return phrase(f"the {element} ring is claimed")(cond)


_BUSY = [False]


def _element_keywords(st, kind: str | None) -> list[dict]:
    """Effect source: keywords gained "during <element> conflicts"."""
    if _BUSY[0] or not st.lasting or kind not in (None, "gain_keyword"):
        return []
    found = [e for e in st.lasting if e["type"] == "keyword_in_element_conflict"]
    if not found:
        return []
    _BUSY[0] = True
    try:
        els = _declaring_elements(st)
        return [{"type": "gain_keyword", "keyword": e["keyword"], "targets": e["targets"],
                 "source": e.get("source", -1)} for e in found if e["element"] in els]
    finally:
        _BUSY[0] = False





# ------------------------------------------------------------------ glory
def participating_glory(st, p: int) -> int:
    """Current glory among the ready participating characters ``p`` controls
    (a count of current glory, not a glory count: rings do not add)."""
    cf = st.conflict
    if cf is None:
        return 0
    return sum(glory(st, st.cards[u]) for u in cf.attackers + cf.defenders
               if st.cards[u].controller == p and not st.cards[u].bowed)


# ------------------------------------------------------------------ participating
def cannot_participate_now(g: "Game", c) -> bool:
    """Can this participating character no longer participate on its side
    (a dash for the conflict type, or a "cannot participate" effect)?"""
    st = g.state
    cf = st.conflict
    if skill(st, c, cf.type) is None:
        return True
    if cannot(g, "participate", c) or cannot(g, f"participate_{cf.type}", c):
        return True
    side = "attacker" if c.uid in cf.attackers else "defender"
    return cannot(g, f"participate_as_{side}", c)


def _send_home_ineligible(g: "Game", e: dict) -> list[dict]:
    """Rules Reference "Participating and Cannot Participate", "Dash": a
    participant that can no longer participate is moved home bowed."""
    st = g.state
    cf = st.conflict
    if cf is None:
        return []
    return [ev("move_home", card=u, bow=True, reason="cannot participate")
            for u in cf.attackers + cf.defenders if cannot_participate_now(g, st.cards[u])]





# ------------------------------------------------------------------ switching
@APPLIERS("switch_contested_ring")
def _switch_contested(g, f, e):
    """The contested ring returns to the unclaimed pool, the chosen unclaimed
    ring becomes contested (same conflict type); the attacker takes its fate."""
    st = g.state
    cf = st.conflict
    new = st.rings[e["ring"]]
    if cf is None or new.claimed_by >= 0 or new.contested:
        e["cancelled"] = True
        return
    old = st.rings[cf.ring]
    old.contested = False
    new.contested = True
    new.side = cf.type
    e["previous"] = cf.ring
    cf.ring = e["ring"]
    g.log(f"The {new.element} ring replaces the {old.element} ring as the contested ring.")
    if new.fate and not player_cannot(g, "ring_fate", cf.attacker):
        pl = st.players[cf.attacker]
        pl.fate += new.fate
        e["fate"] = new.fate
        g.log(f"{says(pl.name, 'takes')} {new.fate} fate from the {new.element} ring.")
        new.fate = 0


@APPLIERS("switch_conflict_type")
def _switch_type(g, f, e):
    """The conflict becomes of the other type (its element stays); the
    declared type still counts for the attacker's conflict opportunities."""
    st = g.state
    cf = st.conflict
    if cf is None:
        e["cancelled"] = True
        return
    cf.type = "political" if cf.type == "military" else "military"
    st.rings[cf.ring].side = cf.type
    e["type"] = cf.type
    g.log(f"The conflict becomes a {cf.type} conflict.")


@APPLIERS("switch_claimed_ring")
def _switch_claimed(g, f, e):
    """A ring of ``player``'s claimed pool returns to the unclaimed pool and
    an unclaimed ring takes its place (keeping its conflict type); the player
    gains the fate that was on the new ring. It is not claimed (no claim_ring)."""
    st = g.state
    p = e["player"]
    mine, other = st.rings[e["ring"]], st.rings[e["other"]]
    if not yours(st, p, mine.claimed_by) or other.claimed_by >= 0 or other.contested \
            or mine.province >= 0 and other.element in claimed_elements(st, p):  # one of each on one's provinces
        e["cancelled"] = True
        return
    other.claimed_by = mine.claimed_by  # (team conquest: into the same team's pool)
    mine.claimed_by = -1
    if mine.province >= 0:  # enlightenment: on the province, from and to p's own pools (Rings)
        other.province, mine.province = mine.province, -1
        other.pool = mine.pool = p
    other.side = mine.side
    pl = st.players[p]
    e["fate"] = 0 if player_cannot(g, "ring_fate", p) else other.fate
    pl.fate += e["fate"]
    other.fate -= e["fate"]
    g.log(f"{says(pl.name, 'switches')} the claimed {mine.element} ring with the {other.element} ring"
          + (f" and {agree(pl.name, 'gains')} {e['fate']} fate." if e["fate"] else "."))


def _unclaimed(r) -> bool:
    return r.claimed_by < 0 and not r.contested


@dataclass(frozen=True)
class SwitchContestedRing:
    """Switch the contested ring with the unclaimed ``element`` ring."""

    element: str

    def describe(self) -> str:
        return f"switch the contested ring with the {self.element} ring"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        cf = st.conflict
        key = None if cf is None else ring_of(st, self.element, cf.attacker)
        return key is not None and _unclaimed(st.rings[key])

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        cf = st.conflict
        key = None if cf is None else ring_of(st, self.element, cf.attacker)
        return [ev("switch_contested_ring", ring=self.element if key is None else key, player=ctx["player"])]


@dataclass(frozen=True)
class SwitchConflictType:
    """Switch the conflict type (the conflict keeps its element)."""

    def describe(self) -> str:
        return "switch the conflict type"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return g.state.conflict is not None

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        return [ev("switch_conflict_type", player=ctx["player"])]


@dataclass(frozen=True)
class SwitchClaimedRing:
    """Switch the ``mine`` ring of your claimed pool with the unclaimed ``other`` ring."""

    mine: str
    other: str

    def describe(self) -> str:
        return f"switch your claimed {self.mine} ring with the unclaimed {self.other} ring"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        p = ctx["player"]
        mine, other = ring_of(st, self.mine, p, claimed=True), ring_of(st, self.other, p)
        return mine is not None and other is not None and yours(st, p, st.rings[mine].claimed_by) \
            and _unclaimed(st.rings[other]) \
            and not (st.rings[mine].province >= 0 and self.other in claimed_elements(st, p))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        mine, other = ring_of(st, self.mine, p, claimed=True), ring_of(st, self.other, p)
        return [ev("switch_claimed_ring", player=p, ring=mine or self.mine, other=other or self.other)]


def switch_claimed_options() -> tuple:
    """"select one" options for every (claimed ring, unclaimed ring) pair."""
    return tuple((f"switch your {a} ring with the {b} ring", (SwitchClaimedRing(a, b),))
                 for a in ELEMENTS for b in ELEMENTS if a != b)


# ------------------------------------------------------------------ declaring
@dataclass(frozen=True)
class ForbidElement:
    """"That player cannot declare conflicts of that ring's element this
    phase": every element the ``element`` ring has now (printed and gained)."""

    element: str
    until: str = "phase"

    def describe(self) -> str:
        return f"no conflict can be declared with the {self.element} ring {until(self.until)}"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        els = ring_elements(st, self.element)
        st.lasting.append({"type": "player_cannot", "players": opponents(st, ctx["player"]),
                           "actions": [f"declare_{el}" for el in els], "until": self.until,
                           "source": ctx["card"]})
        g.log(f"Opponents cannot declare {'/'.join(els)} conflicts this phase.")
        return []


@dataclass(frozen=True)
class ForbidEventsWhileContested:
    """"While the <element> ring is contested this phase, non-Spell events cannot be
    played" (by any player): a lasting effect on the ring, which gives every player the
    ``play_non_spell_event`` restriction while that ring is the contested ring
    (:func:`_events_forbidden`; checked by :meth:`l5r.lcg.vocab.Ability.can_initiate`)."""

    element: str
    until: str = "phase"

    def describe(self) -> str:
        return f"while the {self.element} ring is contested, non-Spell events cannot be played {until(self.until)}"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        g.state.lasting.append({"type": "events_forbidden_while_contested", "ring": self.element,
                                "until": self.until, "source": ctx["card"]})
        g.log(f"While the {self.element} ring is contested this phase, non-Spell events cannot be played.")
        return []


def _events_forbidden(st, kind: str | None) -> list[dict]:
    """Effect source: the ``play_non_spell_event`` restriction while a ring named by a
    :class:`ForbidEventsWhileContested` effect is the contested ring."""
    cf = st.conflict
    if cf is None or not st.lasting or kind not in (None, "player_cannot"):
        return []
    return [{"type": "player_cannot", "actions": ["play_non_spell_event"],
             "players": [q.index for q in st.players], "source": e.get("source", -1)}
            for e in st.lasting if e["type"] == "events_forbidden_while_contested" and e["ring"] == cf.ring]


@dataclass(frozen=True)
class ModifyWhileContested:
    """"Until <until>, <subject> gets +``value`` <stat> while the <element> ring is being
    contested": a lasting effect on the cards in play now (Rules Reference "Lasting
    Effects") whose ``modify`` applies only while a ring of that element is the contested
    ring (:func:`_while_contested`). ``on``: "self"."""

    element: str
    stat: str
    value: int
    on: str = "self"
    until: str = "phase"

    def describe(self) -> str:
        return (f"{subject(self.on)} gets {signed(self.value)} {stat_word(self.stat)} while the {self.element} ring "
                f"is contested {until(self.until)}")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        u = ctx["card"]
        c = st.cards[u]
        if c.zone == "play":
            st.lasting.append({"type": "while_contested", "ring": self.element, "until": self.until, "source": u,
                               "effect": {"type": "modify", "stat": self.stat, "op": "add", "value": self.value,
                                          "targets": [[u, c.instance]], "source": u}})
        return []


@dataclass(frozen=True)
class ConsideredClaimed:
    """"Until <until>, you are considered to have the <element> ring in your claimed ring pool":
    a lasting effect (Rules Reference "Lasting Effects") on the ability's controller; the ring
    stays where it is (unclaimed, contested, or in another player's pool) and counts as in
    that player's claimed ring pool too -- for card abilities (:func:`l5r.lcg.model.in_claimed_pool`)
    and glory counts ("Claimed Ring Pool", "Glory Count": 1 for each ring in their claimed
    ring pool). It never makes the ring claimed: claiming, returning and switching rings look at
    where the ring is.

    >>> ConsideredClaimed("air").describe()
    'until the end of the phase, you are considered to have the air ring in your claimed ring pool'
    """

    element: str
    until: str = "phase"

    def describe(self) -> str:
        return f"{until(self.until)}, you are considered to have the {self.element} ring in your claimed ring pool"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return not in_claimed_pool(g.state, ctx["player"], self.element)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        st.lasting.append({"type": CONSIDERED_CLAIMED, "player": p, "ring": self.element, "until": self.until,
                           "source": ctx["card"]})
        g.log(f"The {self.element} ring counts as claimed by {st.players[p].name} {until(self.until)}.")
        return []


def _while_contested(st, kind: str | None) -> list[dict]:
    """Effect source: the effects of :class:`ModifyWhileContested` whose ring element is the
    contested ring's."""
    cf = st.conflict
    if cf is None or not st.lasting or kind not in (None, "modify"):
        return []
    el = st.rings[cf.ring].element
    return [e["effect"] for e in st.lasting if e["type"] == "while_contested" and e["ring"] == el]


# ------------------------------------------------------------------ resolving ring effects
@STEPS("lcg.resolve_ring")
def resolve_ring(g: "Game", f: dict) -> None:
    """Resolve the effect of ``ring`` for ``player``; for a ring with several
    elements that player chooses among them (Rules Reference "Ring Effects")."""
    st = g.state
    p = f["player"]
    ring = f["ring"]
    f.pop("result", None)
    must = f.get("must", False)
    ans = take_answer(f)
    if ans is not None:
        g.pop()
        if ans == "decline":
            g.log(f"{says(st.players[p].name, 'declines')} the {st.rings[ring].element} ring effect.")
            return
        g.push({"step": "lcg.ring_effect", "player": p, "ring": ring, "element": ans, "must": must})
        return
    els = ring_elements(st, ring)
    if len(els) == 1 or ring_effects_cancelled(g):  # a cancelled effect offers no choice of element
        g.pop()
        g.push({"step": "lcg.ring_effect", "player": p, "ring": ring, "element": els[0] if len(els) == 1
                else st.rings[ring].element, "must": must})
        return
    if resolves_each_effect(g, ring):  # Isawa Kaede: every effect, in the first player's order
        g.pop()
        _next_element(g, p, ring, [], els)
        return
    opts = [Option(el, f"Resolve the {el} effect") for el in els if ring_options(g, p, el)]
    if not opts:
        g.pop()
        return
    if not must:
        opts.append(Option("decline", "Do not resolve the ring effect"))
    g.ask(Decision(p, "choose_one", f"Resolve which effect of the {st.rings[ring].element} ring?", opts,
                   context="ring_element"))


def resolves_each_effect(g: "Game", ring: str) -> bool:
    """Is the contested ring of a conflict won by its attacker, with a winning attacking character
    under a ``resolve_each_ring_effect`` effect (Isawa Kaede: "instead of choosing an element
    to resolve, resolve each of that ring's effects"), about to have its effects resolved? Also
    for the player of a Display of Power (ruling, Isawa Kaede)."""
    st = g.state
    cf = st.conflict
    if cf is None or cf.ring != ring or cf.winner < 0 or cf.winner != cf.attacker:
        return False
    return any(u in cf.attackers and st.cards[u].instance == inst
               for e in effects_of(st, "resolve_each_ring_effect") for u, inst in e["targets"])


def _next_element(g: "Game", p: int, ring: str, order: list[str], todo: list[str], must: bool = False) -> None:
    """The first player picks which of the ``todo`` elements resolves next (ruling, Isawa Kaede:
    the first player orders several ring effects) until one is left; then ``p`` resolves each,
    each optional (ruling: resolving them as the attacking player is optional) unless ``must``."""
    if len(todo) > 1:
        g.push(choice_frame(g.state.first_player, [[el, f"the {el} effect"] for el in todo], "lcg.element_order",
                            prompt=f"Resolve which effect of the {ring} ring next?", context="ring_order",
                            resolver=p, ring=ring, order=order, todo=todo, must=must))
        return
    g.push_all([{"step": "lcg.ring_effect", "player": p, "ring": ring, "element": el, "must": must}
                for el in order + todo])


@FOLLOW_UPS("lcg.element_order")
def _element_next(g: "Game", f: dict, picked: list[str]) -> None:
    _next_element(g, f["resolver"], f["ring"], f["order"] + picked, [el for el in f["todo"] if el not in picked],
                  f.get("must", False))


@dataclass(frozen=True)
class RingGainsProvinceElements:
    """"The contested ring gains each of the attacked province's elements until the end of the
    conflict" (Study the Natural World, with its errata: Rules Reference Appendix IV): lasting
    ``ring_gains_element`` effects (:func:`ring_elements`)."""

    def describe(self) -> str:
        return "the contested ring gains each of the attacked province's elements until the end of the conflict"

    def _new(self, g: "Game") -> list[str]:
        st = g.state
        cf = st.conflict
        if cf is None or cf.province < 0:
            return []
        have = ring_elements(st, cf.ring)
        return [el for el in FACTS[st.cards[cf.province].cid].elements if el not in have]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._new(g))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        for el in self._new(g):
            st.lasting.append({"type": "ring_gains_element", "ring": st.conflict.ring, "element": el,
                               "targets": [], "until": "conflict", "source": ctx["card"]})
            g.log(f"The {st.conflict.ring} ring gains the {el} element.")
        return []


@dataclass(frozen=True)
class ResolveEachRingEffectIfYouWin:
    """"If you win the conflict, you may resolve each of the contested ring's effects": a delayed
    effect at step 3.2.3 (Rules Reference Appendix III, Study the Natural World): the winner may
    resolve all of the ring's effects or none (in the first player's order, as for Isawa Kaede);
    step 3.2.6 still follows as usual. It lapses if the conflict ends otherwise."""

    def describe(self) -> str:
        return "if you win the conflict, you may resolve each of the contested ring's effects"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return g.state.conflict is not None

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        cf = g.state.conflict
        if cf is not None:
            add_delayed(g, "conflict_won", [ev("resolve_each_ring_effect", player=ctx["player"], ring=cf.ring)],
                        source=ctx["card"], until="conflict", player=ctx["player"])
        return []


@APPLIERS("resolve_each_ring_effect")
def _resolve_each_ring_effect(g, f, e):
    st = g.state
    ring = e["ring"]
    if st.conflict is None or ring_effects_cancelled(g):
        return
    g.push(choice_frame(e["player"], [["all", f"Resolve each effect of the {ring} ring"],
                                      ["none", "Resolve none of them"]],
                        "lcg.each_ring_effect", prompt=f"Resolve each effect of the {ring} ring?",
                        context="ring_effect", ask_always=True, resolver=e["player"], ring=ring))


@FOLLOW_UPS("lcg.each_ring_effect")
def _each_ring_effect(g: "Game", f: dict, picked: list[str]) -> None:
    if picked == ["all"]:
        els = [el for el in ring_elements(g.state, f["ring"]) if ring_options(g, f["resolver"], el)]
        if els:
            _next_element(g, f["resolver"], f["ring"], [], els, must=True)


@STEPS("lcg.claim_ring")
def claim_ring_step(g: "Game", f: dict) -> None:
    """``player`` claims ``ring`` (an effect that says "claim that ring")."""
    g.pop()
    if g.state.rings[f["ring"]].claimed_by < 0:
        do(g, [ev("claim_ring", player=f["player"], ring=f["ring"])])


def _ring_step(g: "Game", cf) -> bool:
    """Hook of step 3.2.6: a replacement of the ring resolution (Display of
    Power), or a contested ring with several elements (the attacker chooses)."""
    st = g.state
    repl = [e for e in st.lasting if e["type"] == "replace_ring_resolution"]
    if repl:
        p = repl[-1]["player"]
        g.log(f"{says(st.players[p].name, 'resolves')} the ring effect instead.")
        g.push({"step": "lcg.claim_ring", "player": p, "ring": cf.ring})  # after the resolution
        g.push({"step": "lcg.resolve_ring", "player": p, "ring": cf.ring})
        return True
    if cf.winner == cf.attacker and len(ring_elements(st, cf.ring)) > 1:
        g.push({"step": "lcg.resolve_ring", "player": cf.attacker, "ring": cf.ring})
        return True
    return False





@dataclass(frozen=True)
class RingTarget:
    """"Choose an unclaimed ring" (in the unclaimed ring pool: neither claimed nor contested,
    Rules Reference "Rings"), ``with_fate``: one with fate on it (the effect moves fate from
    it; so none for a player under a ``ring_fate`` "cannot" effect, The Stone of Sorrows: moving
    a fate removes it from its ring, 2017 ruling). The target is the ring, not a card: its
    element goes to ``ctx["rings"]``."""

    with_fate: bool = True
    into: str = "rings"
    count: int = 1
    up_to: bool = False
    to_ring: bool = True  # the fate goes to another unclaimed ring (False: to a card)

    def describe(self) -> str:
        return f"an unclaimed ring{' with fate on it' if self.with_fate else ''}"

    def candidates(self, g: "Game", ctx: dict) -> list[str]:
        rings = g.state.rings
        unclaimed = [el for el, r in rings.items() if _unclaimed(r)]
        if self.to_ring and len(unclaimed) < 2:  # the fate needs another unclaimed ring to go to
            return []
        if self.with_fate and player_cannot(g, "ring_fate", ctx["player"]):
            return []  # no fate may leave a ring: none is eligible (Rules Reference "Target")
        return [el for el in unclaimed if not self.with_fate or rings[el].fate > 0]

    def label(self, g: "Game", el: str) -> str:
        return f"the {el} ring ({g.state.rings[el].fate} fate)"


@dataclass(frozen=True)
class MoveRingFate:
    """"Move ``amount`` fate from the chosen ring to another unclaimed ring": the other ring is
    chosen as the effect resolves (game action ``move_ring_fate``: ``ring``, ``to``,
    ``amount``)."""

    amount: int = 1

    def describe(self) -> str:
        return f"move {self.amount} fate from it to another unclaimed ring"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True  # the target is a ring with fate while another is unclaimed (RingTarget)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        for el in ctx.get("rings", []):
            others = [o for o, r in st.rings.items() if o != el and _unclaimed(r)]
            if others and st.rings[el].fate > 0:
                g.push(choice_frame(ctx["player"], [(o, f"Move it to the {o} ring") for o in others], "events",
                                    prompt=f"Move 1 fate from the {el} ring to which ring?", context="ring_choice",
                                    events={o: [ev("move_ring_fate", ring=el, to=o, amount=self.amount)]
                                            for o in others}))
        return []


@dataclass(frozen=True)
class RingFateToCard:
    """"Move each fate from that ring to <``on``>" (the chosen ring of a :class:`RingTarget`
    with ``to_ring=False``): a ``place_fate`` event taking the fate from the ring (Rules
    Reference "Move": what cannot be placed stays on the ring; Legendary X)."""

    on: str = "host"

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"move each fate from that ring to {who}" if who else None

    def _card(self, g: "Game", ctx: dict) -> int:
        c = g.state.cards[ctx["card"]]
        return c.attached_to if self.on == "host" else ctx["card"]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return self._card(g, ctx) >= 0

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        u = self._card(g, ctx)
        return [ev("place_fate", card=u, amount=st.rings[el].fate, from_ring=el)
                for el in ctx.get("rings", []) if u >= 0 and st.rings[el].fate > 0]


@dataclass(frozen=True)
class TakeClaimedRing:
    """"Take a ring from the defending player's claimed ring pool": a ring of the defending
    player's claimed pool (chosen as it resolves) goes to your claimed ring pool -- taken, not
    claimed (no ``claim_ring``); it keeps its fate and side (Rules Reference "Rings"). Nothing
    when you are the defending player (a ring of your own pool stays there). Game action
    ``take_ring`` (``ring``, ``player``)."""

    def describe(self) -> str:
        return "take a ring from the defending player's claimed ring pool"

    def _rings(self, g: "Game", ctx: dict) -> list[str]:
        st = g.state
        cf = st.conflict
        p = ctx["player"]
        if cf is None:
            return []
        return [el for el, r in st.rings.items()
                if r.claimed_by >= 0 and yours(st, cf.defender, r.claimed_by) and not yours(st, p, r.claimed_by)]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._rings(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        rings = self._rings(g, ctx)
        if rings:
            p = ctx["player"]
            g.push(choice_frame(p, [(el, f"Take the {el} ring") for el in rings], "events",
                                prompt=f"{name(g, ctx['card'])}: take which ring?", context="ring_choice",
                                events={el: [ev("take_ring", ring=el, player=p)] for el in rings}))
        return []


@APPLIERS("take_ring")
def _take_ring(g: "Game", f: dict, e: dict) -> None:
    """A claimed ring moves to the taking player's claimed ring pool (if still another's)."""
    st = g.state
    r = st.rings[e["ring"]]
    if r.claimed_by < 0 or r.claimed_by == e["player"]:
        e["cancelled"] = True
        return
    r.claimed_by = e["player"]
    g.log(f"{says(st.players[e['player']].name, 'takes')} the {r.element} ring.")


@APPLIERS("move_ring_fate")
def _move_ring_fate(g: "Game", f: dict, e: dict) -> None:
    """Fate moves between two unclaimed rings (Rules Reference "Move": both must still be
    unclaimed, and the first still have the fate)."""
    st = g.state
    a, b = st.rings[e["ring"]], st.rings[e["to"]]
    n = min(e["amount"], a.fate)
    if n <= 0 or not _unclaimed(a) or not _unclaimed(b):
        e["cancelled"] = True
        return
    a.fate -= n
    b.fate += n
    g.log(f"{n} fate moves from the {a.element} ring to the {b.element} ring.")


@dataclass(frozen=True)
class ResolveContestedRing:
    """"Resolve the ring effect of that conflict" (as if this ability's controller were the
    attacking player: :func:`resolve_ring` for them; a ring with several elements lets them
    choose one). Nothing to resolve when no element's effect could change the game state."""

    def describe(self) -> str:
        return "resolve the effect of the contested ring"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        cf = g.state.conflict
        return cf is not None and any(ring_options(g, ctx["player"], el)
                                      for el in ring_elements(g.state, cf.ring))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        cf = g.state.conflict
        if cf is not None:
            g.push({"step": "lcg.resolve_ring", "player": ctx["player"], "ring": cf.ring})
        return []


@dataclass(frozen=True)
class ReplaceRingResolution:
    """Delayed effect on step 3.2.6 of this conflict: the ring effect is not
    resolved as usual; this ability's controller resolves it as if they had
    won as the attacking player, then claims the ring (Display of Power,
    Rules Reference Appendix III)."""

    def describe(self) -> str:
        return ("at this conflict's ring step, you resolve the ring's effect as if you had won as the attacker, "
                "then claim the ring")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return g.state.conflict is not None

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        g.state.lasting.append({"type": "replace_ring_resolution", "player": ctx["player"],
                                "until": "conflict", "source": ctx["card"]})
        return []


@dataclass(frozen=True)
class ResolveRings:
    """"Resolve the ring effects of up to ``count`` unclaimed rings as if you
    were the attacking player": chosen on resolution; with several, the first
    player chooses the order (each resolves in full before the next)."""

    count: int = 2

    def describe(self) -> str:
        return f"resolve the effects of up to {self.count} rings"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return any(_unclaimed(r) for r in g.state.rings.values())

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        cands = [el for el, r in st.rings.items() if _unclaimed(r)]
        if cands:
            n = min(self.count, len(cands))
            g.push(choice_frame(ctx["player"], _ring_options(cands), "lcg.choose_rings", count=n, up_to=True,
                                prompt=f"{name(g, ctx['card'])}: choose up to {n} unclaimed ring(s)",
                                context="choose_rings", card=ctx["card"]))
        return []


@dataclass(frozen=True)
class ResolveRingEffectOfChoice:
    """"<``who``> resolves a ring effect of his or her choice": that player ("player": the
    ability's controller, "opponent": their opponent) chooses an element as it resolves -- any
    ring, claimed, contested or not -- and resolves its effect as the attacking player would
    (Rules Reference "Ring Effects"; Appendix IV: "as if ... the attacking player" says no
    more). Taryū-Jiai's duel winner's controller."""

    who: str = "player"

    def describe(self) -> str:
        return ("you resolve" if self.who == "player" else "your opponent resolves") + \
            " a ring effect of their choice"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        q = ctx["player"] if self.who == "player" else opponents(st, ctx["player"])[0]
        els = list(dict.fromkeys(r.element for r in st.rings.values()))
        g.push(choice_frame(q, [(el, f"the {el} ring effect") for el in els], "lcg.ring_of_choice",
                            prompt=f"{name(g, ctx['card'])}: resolve which ring effect?", context="choose_rings"))
        return []


@dataclass(frozen=True)
class ResolveRingEffect:
    """"Resolve the <element> ring's effect": the ability's controller resolves it as though
    they had won a conflict as the attacker (Rules Reference "Ring Effects"; a card that says
    "resolve" allows no declining), wherever that ring is.

    >>> ResolveRingEffect("fire").describe()
    "you resolve the fire ring's effect"
    """

    element: str

    def describe(self) -> str:
        return f"you resolve the {self.element} ring's effect"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        g.push({"step": "lcg.ring_effect", "player": ctx["player"], "ring": self.element, "element": self.element,
                "must": True})
        return []


@FOLLOW_UPS("lcg.ring_of_choice")
def _ring_of_choice(g: "Game", f: dict, picked: list[str]) -> None:
    if picked:
        g.push({"step": "lcg.resolve_ring", "player": f["player"], "ring": picked[0]})


def _ring_options(elements: list[str]) -> list:
    return [[el, f"the {el} ring"] for el in elements]


@FOLLOW_UPS("lcg.choose_rings")
def _rings_chosen(g: "Game", f: dict, picked: list[str]) -> None:
    _next_ring(g, f["player"], f["card"], [], picked)


@FOLLOW_UPS("lcg.ring_order")
def _ring_next(g: "Game", f: dict, picked: list[str]) -> None:
    _next_ring(g, f["resolver"], f["card"], f["order"] + picked, [el for el in f["todo"] if el not in picked])


def _next_ring(g: "Game", p: int, uid: int, order: list[str], todo: list[str]) -> None:
    """The first player picks which of the ``todo`` rings resolves next (one
    at a time) until one is left; then ``p`` resolves them in that order."""
    if len(todo) > 1:
        g.push(choice_frame(g.state.first_player, _ring_options(todo), "lcg.ring_order",
                            prompt=f"{name(g, uid)}: resolve which ring effect next?", context="ring_order",
                            resolver=p, card=uid, order=order, todo=todo))
        return
    g.push_all([{"step": "lcg.resolve_ring", "player": p, "ring": el} for el in order + todo])


# ------------------------------------------------------------------ element-conflict keywords
@dataclass(frozen=True)
class KeywordInElementConflicts:
    """"Until <until>, the chosen character gains <keyword> during <element>
    conflicts" (a lasting effect fixed on the targets, active only while the
    conflict -- or the conflict being declared -- has that element)."""

    keyword: str
    element: str
    until: str = "phase"

    def describe(self) -> str:
        return f"it gains {self.keyword} during {self.element} conflicts {until(self.until)}"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(ctx.get("targets"))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        st.lasting.append({"type": "keyword_in_element_conflict", "keyword": self.keyword,
                           "element": self.element, "until": self.until, "source": ctx["card"],
                           "targets": [[u, st.cards[u].instance] for u in ctx.get("targets", [])]})
        return []


@dataclass(frozen=True)
class ResolveClaimedRing:
    """"Resolve that ring's effect" after a ring is claimed (Akodo Toturi,
    Doji Hotaru): the ability's controller resolves it and must (Rules
    Reference "Ability": its controller makes the choices; the Reprint
    Changes drop "as if you were the attacking player" from such cards). The
    2017 rulings gave it to the attacking player; the Rules Reference wins
    (DECISIONS.md precedence)."""

    def describe(self) -> str:
        return "resolve the effect of that ring"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list:
        ring = ctx["trigger"]["data"]["ring"]
        g.push({"step": "lcg.resolve_ring", "player": ctx["player"], "ring": ring, "must": True})
        return []


HOOKS = (
    effect_source(_element_keywords, order=1),  # after the constant abilities (l5r.lcg.constant)
    effect_source(_events_forbidden, order=2),
    effect_source(_while_contested, order=3),
    after("switch_conflict_type", _send_home_ineligible),
    after("take_control", _send_home_ineligible),
    ring_step(_ring_step),
)


@dataclass(frozen=True)
class RingFate:
    """"Place 1 fate on each unclaimed ring [with no fate]" (``amount`` 1, from the general
    token pool) or "remove 1 fate from each unclaimed ring" (``amount`` -1, back to the
    pool). A player under a ``ring_fate`` "cannot" effect (The Stone of Sorrows) cannot
    remove fate from rings."""

    amount: int = 1
    only_empty: bool = False

    def describe(self) -> str:
        if self.amount > 0:
            return f"place {self.amount} fate on each unclaimed ring" + (" with no fate" if self.only_empty else "")
        return f"remove {-self.amount} fate from each unclaimed ring"

    def _rings(self, g: "Game", ctx: dict) -> list:
        rings = [r for r in g.state.rings.values() if _unclaimed(r)]
        if self.amount > 0:
            return [r for r in rings if not self.only_empty or r.fate == 0]
        if player_cannot(g, "ring_fate", ctx["player"]):
            return []
        return [r for r in rings if r.fate > 0]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._rings(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        rings = self._rings(g, ctx)
        for r in rings:
            r.fate = max(0, r.fate + self.amount)
        if rings:
            verb = "placed on" if self.amount > 0 else "removed from"
            g.log(f"{abs(self.amount)} fate is {verb} the {', '.join(r.element for r in rings)} ring(s).")
        return []


def unclaimed_rings(st) -> list[str]:
    """The elements of the rings in the unclaimed pool (the contested ring is neither claimed
    nor unclaimed)."""
    return [el for el, r in st.rings.items() if _unclaimed(r)]


@dataclass(frozen=True)
class FateToRing:
    """Cost "spend ``amount`` fate to an unclaimed ring": the fate goes from your pool onto the
    unclaimed ring you choose (chosen before costs are paid: Rules Reference "Initiating
    Abilities", step 4; a player who cannot spend fate cannot pay it, "Costs").

    With ``element``, "spend ``amount`` fate to the <element> ring": that ring, whether it is
    unclaimed, contested or claimed (Rules Reference Appendix III, Master Alchemist: fate
    stays on it until it is next contested; fate placed on the contested ring is not taken by
    the attacker, who took the ring's fate when declaring).

    >>> FateToRing(element="fire").describe()
    'move 1 fate from your pool to the fire ring'
    """

    amount: int = 1
    element: str = ""

    def describe(self) -> str:
        return f"move {self.amount} fate from your pool to {f'the {self.element} ring' if self.element else 'an unclaimed ring'}"

    def can_pay(self, g, p, uid) -> bool:
        st = g.state
        return (st.players[p].fate >= self.amount and bool(self.element or unclaimed_rings(st))
                and not player_cannot(g, "spend_fate", p))  # (Blood of Onnotangu)

    def choose(self, g, f, i) -> bool:
        rings = [self.element] if self.element else unclaimed_rings(g.state)
        if len(rings) == 1:
            f["cost_choices"][str(i)] = rings[0]
            return False
        g.ask(Decision(f["player"], "choose_one", f"Spend {self.amount} fate to which unclaimed ring?",
                       [Option(el, f"the {el} ring") for el in rings], context="fate_to_ring"))
        return True

    def pay(self, g, p, uid, f) -> None:
        st = g.state
        el = f["cost_choices"][str(f["cost_index"])]
        st.players[p].fate -= self.amount
        st.rings[el].fate += self.amount
        g.log(f"{says(st.players[p].name, 'spends')} {self.amount} fate to the {el} ring.")


@dataclass(frozen=True)
class CostForTraits(Persistent):
    """A constant ``cost`` modifier (``value``, for the players ``on`` names, as
    :class:`~l5r.lcg.vocab.Persistent`) only for the cards that have one of the traits
    ``traits(game, ctx)`` returns (none: no modifier) -- "each card that has a Trait that
    matches an element of the contested ring has its cost to play reduced by 1"
    (:func:`contested_ring_traits`; Rules Reference "Cost", "Elements"). Matched by
    :func:`l5r.lcg.model.cost_of`."""

    traits: Callable | None = None

    def produce(self, g: "Game", ctx: dict) -> list[dict]:
        ts = list(self.traits(g, ctx)) if self.traits is not None else []
        if not ts:
            return []
        out = super().produce(g, ctx)
        for e in out:
            e["traits"] = ts
        return out


@phrase("a Trait that matches an element of the contested ring")
def contested_ring_traits(g: "Game", ctx: dict) -> list[str]:
    """The traits named by the elements of the contested ring (none outside a conflict)."""
    return conflict_elements(g.state)


# ------------------------------------------------------------------ returning claimed rings
@dataclass(frozen=True)
class ReturnRing:
    """"Return the [element] ring from a claimed ring pool to the unclaimed ring pool" (any
    player's; game action ``return_ring``). Rules Reference "Rings": both pools are the same
    player's -- in enlightenment a ring claimed on a province returns to that player's personal
    unclaimed pool. A ring still contested (being claimed) is not returned. With several rings of
    the element claimed, the ability's controller chooses one as it resolves."""

    element: str

    def describe(self) -> str:
        return f"return the {self.element} ring from a claimed ring pool to the unclaimed ring pool"

    def _rings(self, g: "Game") -> list[str]:
        st = g.state
        return [k for k, r in st.rings.items()
                if r.claimed_by >= 0 and not r.contested and self.element in ring_elements(st, k)]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._rings(g))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        keys = self._rings(g)
        if len(keys) <= 1:
            return [ev("return_ring", ring=k, player=ctx["player"]) for k in keys]
        g.push(choice_frame(ctx["player"], [[k, f"the {g.state.rings[k].element} ring"] for k in keys], "events",
                            prompt="Return which ring?", context="return_ring",
                            events={k: [ev("return_ring", ring=k, player=ctx["player"])] for k in keys}))
        return []


def _your_claimed_rings(g: "Game", p: int) -> list[str]:
    """The rings in ``p``'s claimed ring pool (not the contested ring, still being claimed)."""
    return [k for k, r in g.state.rings.items() if r.claimed_by == p and not r.contested]


@dataclass(frozen=True)
class ReturnClaimedRingsCost:
    """Cost "return 1 or more rings from your claimed ring pool to the unclaimed ring pool"
    (game action ``return_ring``; Rules Reference "Rings"): the payer chooses which before any
    cost is paid (Rules Reference "Initiating Abilities"); the chosen rings stay in
    ``cost_choices`` for "for each ring returned this way" (:func:`rings_returned`).

    >>> ReturnClaimedRingsCost().describe()
    'return 1 or more rings from your claimed ring pool to the unclaimed ring pool'
    """

    def describe(self) -> str:
        return "return 1 or more rings from your claimed ring pool to the unclaimed ring pool"

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        return bool(_your_claimed_rings(g, p))

    def choose(self, g: "Game", f: dict, i: int) -> bool:
        rings = _your_claimed_rings(g, f["player"])
        g.ask(Decision(f["player"], "choose_many", "Return which claimed rings to the unclaimed ring pool (cost)?",
                       [Option(k, f"the {g.state.rings[k].element} ring") for k in rings], min=1, max=len(rings),
                       context="return_ring"))
        return True

    def pay(self, g: "Game", p: int, uid: int, f: dict) -> None:
        keys = f["cost_choices"][str(f["cost_index"])]
        f.setdefault("cost_events", []).extend(ev("return_ring", ring=k, player=p) for k in keys)


def rings_returned(cost: int = 0):
    """A count: the rings returned paying the ability's cost number ``cost``
    (:class:`ReturnClaimedRingsCost`); before they are chosen, how many could be (the rings in
    your claimed ring pool: whether the effect could change anything, Rules Reference "Cost")."""
    def count(g, ctx) -> int:
        chosen = ctx.get("cost_choices", {}).get(str(cost))
        return len(chosen) if chosen is not None else len(_your_claimed_rings(g, ctx["player"]))
    return phrase("ring returned this way")(count)


@APPLIERS("return_ring")
def _return_ring(g, f, e):
    st = g.state
    r = st.rings[e["ring"]]
    if r.claimed_by < 0 or r.contested:
        e["cancelled"] = True
        return
    owner = r.claimed_by
    r.claimed_by = -1
    if r.province >= 0:  # enlightenment: to the personal unclaimed pool of the same player
        r.pool, r.province = owner, -1
    if not e.get("framework"):  # (the fate phase returns every ring without a word: 4.7)
        g.log(f"The {r.element} ring returns to the unclaimed ring pool.")


def glory_count_loser(g: "Game") -> int:
    """The player who loses a glory count performed now (Rules Reference "Glory Count"): the
    one with the lowest total when it is lower than every other player's; -1 on a tie."""
    counts = glory_counts(g)
    low = min(counts.values())
    losers = [p for p, v in counts.items() if v == low]
    return losers[0] if len(losers) == 1 and len(counts) > 1 else -1


@dataclass(frozen=True)
class GloryCountLoserReturnsRings:
    """"Perform a glory count. The player who loses it returns each ring in their claimed ring
    pool to the unclaimed ring pool" (Rules Reference "Glory Count": ready characters' glory,
    +1 per claimed ring; a tie has no loser): a ``return_ring`` event for each ring the loser
    has claimed (a contested ring is in no claimed pool).

    >>> GloryCountLoserReturnsRings().describe()
    'perform a glory count; the player who loses it returns each ring they have claimed to the unclaimed pool'
    """

    def describe(self) -> str:
        return "perform a glory count; the player who loses it returns each ring they have claimed to the unclaimed pool"

    def _rings(self, g: "Game") -> list[str]:
        loser = glory_count_loser(g)
        return [k for k, r in g.state.rings.items() if loser >= 0 and r.claimed_by == loser and not r.contested]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        """Only if a ring would return (Rules Reference "Cost": an ability whose effect could
        not change the game state cannot be initiated)."""
        return bool(self._rings(g))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        counts = glory_counts(g)
        g.log("Glory count: " + ", ".join(f"{st.players[p].name} {v}" for p, v in counts.items()))
        return [ev("return_ring", ring=k, player=ctx["player"]) for k in self._rings(g)]
