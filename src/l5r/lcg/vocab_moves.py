"""Vocabulary for moving characters and for conflicts out of the usual order
(Rules Reference "Move", "Home, Move Home", "Participating and Cannot
Participate", "Dash (-)", "Additional Conflicts", 3.2 "Declare conflict").

* :class:`MoveHome` -- "move home" / "send home bowed" as an effect; :class:`SwitchLocations` --
  "switch the chosen characters' location" (one participating, one at home). (A
  participant that can no longer participate goes home bowed by itself:
  :mod:`l5r.lcg.vocab_rings`.)
* :func:`note_conflict_type`, :func:`first_conflict_of_type` -- which conflict
  types have occurred this round ("the first military conflict each round";
  a switched conflict counts as both types: the ``switch_conflict_type``
  event records the new type).
* :func:`declare_options` -- the conflicts a player may declare (3.2: type,
  ring, province), with :func:`eligible_attackers` and
  :func:`attackable_provinces`.
* :class:`DeclareConflictNow` -- "immediately declare your second conflict"
  (no action window before it), with :func:`can_declare_now`.
* :class:`AttackerActsFirst` -- the attacker has the first action opportunity (3.2.2).
* :class:`MoveConflictElsewhere` -- the conflict moves to another province eligible to be
  attacked (event ``move_conflict``, applied here).
* :class:`AdditionalFatePhase` -- "resolve a second fate phase after this one" (Appendix I
  4.9: the round ends once its final fate phase ends).
* :class:`AdditionalConflict` -- "you may declare an additional <type> conflict this phase"
  (Rules Reference "Additional Conflicts").

The events used are ``move_to_conflict`` and ``move_home`` (``bow=True`` for
"home bowed") of :mod:`l5r.lcg.appliers`; whether a character can move to the
conflict is :func:`l5r.lcg.model.can_move_to_conflict`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.decision import Option
from ..engine.tables import Handlers
from .actions import do, ev
from .vocab_cards import choice_frame
from .words import phrase, subject
from .formats import is_team, team_players, team_stronghold_attackable
from .hooks import RECORDS, after
from .model import (
    FACTS, broken_count, can_move_to_conflict, cannot, effects_of, frozen, opponents, participating, player_cannot,
    skill,
)
from .state import CONFLICT_TYPES, ELEMENTS, STRONGHOLD_SLOT
from .vocab import Effect, opponent_card_cannot
from .vocab_rings import ring_elements

if TYPE_CHECKING:
    from ..engine.game import Game

APPLIERS = Handlers("applier")


# ------------------------------------------------------------------ moving
@dataclass(frozen=True)
class MoveHome:
    """"Move <subject> home" (``bowed``: "send home bowed"); ``on`` as for
    :class:`l5r.lcg.vocab.Effect`."""

    on: object = "target"
    bowed: bool = False

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"send {who} home{', bowed' if self.bowed else ''}" if who else None

    def _subjects(self, g, ctx) -> list[int]:
        return Effect("move_home", on=self.on).subjects(g, ctx)

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        if self.on == "target" and "targets" not in ctx:  # (the target's requirements say, until chosen)
            return True
        return any(participating(st, st.cards[u]) for u in self._subjects(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        return [ev("move_home", card=u, bow=self.bowed) for u in self._subjects(g, ctx)
                if participating(st, st.cards[u])]


@dataclass(frozen=True)
class SwitchLocations:
    """"Switch the chosen characters' location": of the ability's two targets (a
    :class:`~l5r.lcg.vocab.Targets`: a participating character and a character at home), the
    participating one moves home and the other moves to the conflict, simultaneously (Rules
    Reference "Move", "Home, Move Home"). A character that can no longer move stays where it is."""

    def describe(self) -> str:
        return "switch the two characters' locations: the participating one goes home, the other joins the conflict"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        targets = ctx.get("targets", [])
        if len(targets) != 2:
            return []
        out = []
        for c in (st.cards[u] for u in targets):  # (whichever order they were chosen in)
            if participating(st, c):
                if not opponent_card_cannot(g, "move_home", c, ctx):
                    out.append(ev("move_home", card=c.uid))
            elif can_move_to_conflict(g, c) and not opponent_card_cannot(g, "move_to_conflict", c, ctx):
                out.append(ev("move_to_conflict", card=c.uid))
        return out


# ------------------------------------------------------------------ conflict types this round
FOLLOW_UPS = Handlers("follow_up")

_TYPE_KEY = "conflict_type"


def note_conflict_type(g: "Game", ctype: str) -> None:
    """Record that a conflict of ``ctype`` occurs this round (the current one)."""
    st = g.state
    st.uses.setdefault("round", {})[f"{_TYPE_KEY}:{st.conflict_count}:{ctype}"] = 1


def conflict_types_before(g: "Game", ctype: str) -> int:
    """How many other conflicts of ``ctype`` occurred this round."""
    st = g.state
    prefix = f"{_TYPE_KEY}:"
    n = 0
    for k in st.uses.get("round", {}):
        if k.startswith(prefix):
            _, num, t = k.split(":")
            if t == ctype and int(num) != st.conflict_count:
                n += 1
    return n


def first_conflict_of_type(ctype: str):
    """Condition: the current conflict is of ``ctype`` and is the first conflict
    of that type this round (a conflict switched from that type counts)."""
    def cond(g, ctx) -> bool:
        cf = g.state.conflict
        return cf is not None and cf.type == ctype and conflict_types_before(g, ctype) == 0
    return phrase(f"during the first {ctype} conflict of the round")(cond)


def _note_declared(g, e) -> list[dict]:
    note_conflict_type(g, e["type"])
    return []


def _note_switched(g, e) -> list[dict]:
    if e.get("type"):
        note_conflict_type(g, e["type"])
    return []


def _note_broken(g, e) -> list[dict]:
    """"That conflict broke a province": the attacked province breaking during
    the conflict counts, however it broke (Endless Plains' own cost too)."""
    cf = g.state.conflict
    if cf is not None and e.get("card") == cf.province:
        cf.broke = True
    return []


HOOKS = (after("conflict_declared", _note_declared, order=RECORDS),
         after("switch_conflict_type", _note_switched, order=RECORDS),
         after("break_province", _note_broken, order=RECORDS))


# ------------------------------------------------------------------ declaring conflicts
def eligible_attackers(g: "Game", p: int, ctype: str, ring: str = "") -> list[int]:
    """Characters ``p`` could declare as attackers in a conflict of ``ctype``:
    ready, no dash, allowed to attack, and for a tainted one honor to pay; with ``ring``
    (the ring declared), allowed to attack in a conflict of that ring's elements
    (:func:`barred_by_ring`)."""
    with frozen(g.state):
        return _eligible_attackers(g, p, ctype, ring)


def _eligible_attackers(g: "Game", p: int, ctype: str, ring: str = "") -> list[int]:
    st = g.state
    out = []
    for u in st.players[p].play:
        c = st.cards[u]
        if c.bowed or skill(st, c, ctype) is None or cannot(g, "participate", c) \
                or cannot(g, f"participate_{ctype}", c):
            continue
        if cannot(g, "attack", c) or (c.tainted and st.players[p].honor < 1):
            continue
        if ring and barred_by_ring(g, c, ring):
            continue
        out.append(u)
    return out


#: the "cannot" actions "be declared as an attacker except during <element> conflicts"
ATTACK_EXCEPT = {el: f"attack_except_{el}" for el in ELEMENTS}


def barred_by_ring(g: "Game", c, ring: str) -> bool:
    """Can ``c`` not be declared as an attacker in a conflict with the ring ``ring``, being
    under a "cannot be declared as an attacker except during <element> conflicts" effect (the
    ``cannot`` action ``attack_except_<element>``: Fire Tensai Acolyte; Rules Reference
    "Cannot") for an element that ring does not have (:func:`l5r.lcg.vocab_rings.ring_elements`)?"""
    els = ring_elements(g.state, ring)
    return any(el not in els and cannot(g, action, c) for el, action in ATTACK_EXCEPT.items())


_EXCEPT = frozenset(ATTACK_EXCEPT.values())


def _ring_barred(g: "Game") -> bool:
    """Is an "attack except during <element> conflicts" effect active (then each ring is
    checked for an eligible attacker: :func:`barred_by_ring`)? One pass over the "cannot"
    effects: declaring stays cheap without such a card."""
    return any(not _EXCEPT.isdisjoint(e["actions"]) for e in effects_of(g.state, "cannot"))


def attackable_provinces(g: "Game", p: int, defender: int) -> list[int]:
    """Unbroken provinces; the stronghold province only once 3 others are broken."""
    st = g.state
    pl = st.players[defender]
    out = []
    for s, u in enumerate(pl.provinces):
        c = st.cards[u]
        if c.broken:
            continue
        if s == STRONGHOLD_SLOT and (not team_stronghold_attackable(st, defender) if is_team(st)
                                     else broken_count(st, defender) < 3):
            continue
        out.append(u)
    return out


def declare_options(g: "Game", p: int) -> list[Option]:
    """The conflicts ``p`` may declare now (3.2): type, ring and province together."""
    with frozen(g.state):
        return _declare_options(g, p)


def _declare_options(g: "Game", p: int) -> list[Option]:
    st = g.state
    pl = st.players[p]
    opts = []
    if pl.conflict_opps <= 0:
        return opts
    two = len(st.players) == 2
    for defender in opponents(st, p):
        provs = attackable_provinces(g, p, defender)
        for ctype in CONFLICT_TYPES:
            if pl.conflicts_left.get(ctype, 0) <= 0 and st.config["format"] != "skirmish":
                continue
            attackers = eligible_attackers(g, p, ctype)
            if not attackers:
                continue
            by_ring = _ring_barred(g)
            # "<type> conflicts cannot be declared against this province" (Hito District)
            open_provs = [u for u in provs if not cannot(g, f"be_attacked_{ctype}", st.cards[u])]
            for key, r in st.rings.items():
                # enlightenment: a ring of one's own personal pool or of the common pool (3.2)
                if r.claimed_by >= 0 or r.contested or r.pool != p and r.pool >= 0 \
                        or player_cannot(g, f"declare_{r.element}", p):
                    continue
                if by_ring and all(barred_by_ring(g, st.cards[u], key) for u in attackers):
                    continue  # no character may attack with this ring (Fire Tensai Acolyte)
                el = r.element
                whose = "" if key == el else " (common pool)" if r.pool < 0 else " (yours)"
                for u in open_provs:
                    pc = st.cards[u]
                    if cannot(g, f"declare_{ctype}_against", pc):  # e.g. Chisei District
                        continue
                    pname = "facedown" if pc.facedown else FACTS[pc.cid].name
                    # ids name the slot, not the card: a facedown province stays hidden; the label
                    # numbers provinces 1 to 5 as the board does (l5r.lcg.board)
                    at = "" if two else f" of {st.players[defender].name}"
                    opts.append(Option(f"{ctype}:{key}:{defender}:{pc.slot}",
                                       f"{ctype} conflict, {el} ring{whose}, at province {pc.slot + 1}{at} ({pname})",
                                       {"type": ctype, "ring": key, "slot": pc.slot, "defender": defender}))
    return opts


# ------------------------------------------------------------------ conflicts out of order
def can_declare_now(g: "Game", p: int) -> bool:
    """``p`` has a conflict opportunity left and a legal declaration."""
    st = g.state
    return st.conflict is None and st.players[p].conflict_opps > 0 and bool(declare_options(g, p))


@dataclass(frozen=True)
class DeclareConflictNow:
    """"Immediately declare your next conflict": ``p`` declares right after the
    current moment resolves, before the conflict phase's action window and
    before any other player's opportunity (no passing)."""

    def describe(self) -> str:
        return "declare your next conflict now"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return can_declare_now(g, ctx["player"])

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        for fr in reversed(g.state.stack):
            if fr.get("step") == "lcg.fw" and fr.get("fw") == "3.c":
                fr["immediate"] = ctx["player"]  # declared once the current moment is over
                return []
        g.push({"step": "lcg.declare", "player": ctx["player"], "immediate": True})
        return []


@dataclass(frozen=True)
class AdditionalConflict:
    """"You may declare an additional <type> conflict this phase" (Rules Reference "Additional
    Conflicts"): one more conflict opportunity this phase, in addition to the normal ones,
    in which only a conflict of ``ctype`` may be declared (passing it forfeits it, 3.2). The
    opportunity is the player's own (in team conquest, the team's: 3.2).

    >>> AdditionalConflict("military").describe()
    'you may declare an additional military conflict this phase'
    """

    ctype: str = "military"

    def describe(self) -> str:
        return f"you may declare an additional {self.ctype} conflict this phase"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return g.state.phase == "conflict"

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        if st.phase != "conflict":
            return []
        p = ctx["player"]
        for q in team_players(st, p) if is_team(st) else (p,):
            pl = st.players[q]
            pl.conflict_opps += 1
            pl.conflicts_left[self.ctype] = max(0, pl.conflicts_left.get(self.ctype, 0)) + 1
        g.log(f"{st.players[p].name} may declare an additional {self.ctype} conflict this phase.")
        return []


@dataclass(frozen=True)
class OneConflictOpportunity:
    """"Each player has only one opportunity to declare a conflict this phase": each player's
    conflict opportunities left this phase become at most 1 (Appendix III, Waning
    Hostilities: a hard limit)."""

    def describe(self) -> str:
        return "each player has only one conflict opportunity this phase"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return any(pl.conflict_opps > 1 for pl in g.state.players)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        for pl in g.state.players:
            pl.conflict_opps = min(pl.conflict_opps, 1)
        g.log("Each player has only one conflict opportunity this phase.")
        return []


@dataclass(frozen=True)
class AdditionalFatePhase:
    """"Resolve a second fate phase after this one", while a fate phase ends: once the ending
    phase's ``phase_end`` event has resolved, a whole fate phase (4.1-4.9) resolves before the
    round ends (Appendix I 4.9: the end of the fate phase formalizes the end of the round, as
    the final phase; "until the end of the round" effects and "per round" limits last until
    the additional phase ends). Marks the pending ``lcg.round_end`` frame
    (:func:`l5r.lcg.phases.round_end`); outside the end of a fate phase it does nothing."""

    def describe(self) -> str:
        return "resolve an additional fate phase after this one"

    def _round_end(self, g: "Game") -> dict | None:
        for fr in reversed(g.state.stack):
            if fr.get("step") == "lcg.round_end":
                return fr
            if fr.get("step") == "lcg.fw":  # (another framework step: not the end of a fate phase)
                return None
        return None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return self._round_end(g) is not None

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        fr = self._round_end(g)
        if fr is not None:
            fr["fate_phases"] = fr.get("fate_phases", 0) + 1
            g.log("A second fate phase will follow this one.")
        return []


@dataclass(frozen=True)
class AttackerActsFirst:
    """"The attacker has the first action opportunity this conflict": the conflict action
    window (3.2.2), which the defender otherwise opens, starts with the attacking player."""

    def describe(self) -> str:
        return "the attacking player has the first action opportunity this conflict"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return g.state.conflict is not None

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        if st.conflict is not None:
            st.uses["conflict"]["first_action"] = st.conflict.attacker
        return []


@dataclass(frozen=True)
class MoveConflictElsewhere:
    """"Move the conflict to another eligible province [of the defending player] and reveal it,
    if able; that province is now the attacked province" (Rules Reference "Attacked Province";
    Chasing the Sun, Talisman of the Sun): the ability's controller chooses, while the effect
    resolves, another province of the defender eligible to be attacked (unbroken; the stronghold
    province only once three others are broken: :func:`attackable_provinces`; restrictions on
    declaring conflicts do not apply, the conflict is not declared). A facedown one is revealed
    (``province_revealed``). Lasting effects on the previous province do not follow (ruling on
    Talisman of the Sun)."""

    def describe(self) -> str:
        return "move the conflict to another province eligible to be attacked and reveal it"

    def _cands(self, g: "Game") -> list[int]:
        cf = g.state.conflict
        if cf is None:
            return []
        return [u for u in attackable_provinces(g, cf.attacker, cf.defender) if u != cf.province]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._cands(g))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        cands = self._cands(g)
        if cands:
            opts = [[u, f"province {st.cards[u].slot + 1} "
                        f"({'facedown' if st.cards[u].facedown else FACTS[st.cards[u].cid].name})"] for u in cands]
            g.push(choice_frame(ctx["player"], opts, "events", ask_always=True, context="move_conflict",
                                prompt="Move the conflict to which province?",
                                events={str(u): [ev("move_conflict", province=u, player=ctx["player"])]
                                        for u in cands}))
        return []


@APPLIERS("move_conflict")
def _move_conflict(g, f, e):
    st = g.state
    cf = st.conflict
    prov = st.cards[e["province"]]
    if cf is None or prov.broken:
        e["cancelled"] = True
        return
    cf.province = prov.uid
    g.log(f"The conflict moves to province {prov.slot + 1}.")
    if prov.facedown:
        prov.facedown = False
        g.log(f"The attacked province is revealed: {FACTS[prov.cid].name}.")
        do(g, [ev("province_revealed", card=prov.uid, player=cf.defender)])
