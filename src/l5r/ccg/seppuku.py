"""Seppuku: the rulebook's way for a Samurai or Courtier to cut an Honor loss to 1.

* celestial (Rules Glossary "SEPPUKU", "SAMURAI", "COURTIER"): every player has a
  Reaction, usable any number of times per turn, before losing Honor from an
  action that targeted or was performed by one of his or her Courtier or Samurai
  Personalities: that Personality commits seppuku (he is rehonored, then
  destroyed, and neither effect can be negated); if that destroyed him, the Honor
  loss becomes 1.
* Diamond ("Destroying, Discarding, and Seppuku"): the same, as a rule rather
  than a Reaction, so the Personality may do it even while bowed.
* ivory ("Seppuku"): no rulebook seppuku.

Project decision: the celestial Reaction is the player's (not printed on the
Personality), so a bowed Samurai may commit seppuku there too; the two forms
differ in being a Reaction or not (what affects Reactions affects only the first).

``Edition.seppuku`` says which form applies. Both forms are rulebook player
abilities (:data:`RULEBOOK`: ``"seppuku"`` and ``"seppuku_rule"``) that
respond "before" an ``honor`` event; the Honor event's action frame (``af``) says
which Personalities the action targeted or had perform it.
"""

from __future__ import annotations

from collections.abc import Callable

from . import model as m
from .editions import edition
from .state import PLAY, CCGState
from .vocab import Ability, Choose, Ctx, lookup

__all__ = ["GATES", "RULEBOOK", "commit_seppuku", "involved"]

#: The two forms of the rulebook seppuku.
RULEBOOK: dict[str, Ability] = {}


def involved(st, ev: dict) -> list[int]:
    """Cards the action behind event ``ev`` targeted or had perform it (empty if the
    event did not come from an action, e.g. a rulebook Honor loss)."""
    fr = m.action_frame(st, ev)
    if fr is None:
        return []
    ctx = fr["ctx"]
    src, ab = lookup(st, fr["key"])
    out = []
    if ctx.get("performer", -1) >= 0:
        out.append(ctx["performer"])
    if src >= 0 and st.cards[src].zone == PLAY and m.ctype(st, src) == "personality":
        out.append(src)  # an ability printed on the Personality: he performs it
    for ch in list(ab.choices) + [e for e in ab.effects if isinstance(e, Choose)]:
        if ch.target and ch.pool == "play":
            u = ctx.get(ch.key, -1)
            if isinstance(u, int) and u >= 0:
                out.append(u)
    return out


def _eligible(c: Ctx, uid: int) -> bool:
    st = c.st
    ev = c.event
    return (st.cards[uid].zone == PLAY and st.cards[uid].controller == c.player
            and m.ctype(st, uid) == "personality"
            and (m.has_kw(st, uid, "Samurai") or m.has_kw(st, uid, "Courtier"))
            and uid in involved(st, ev))


def _when(form: str):
    def when(c: Ctx, ev: dict) -> bool:
        return (edition(c.st.edition).seppuku == form and ev.get("player") == c.player
                and ev.get("amount", 0) < 0)

    return when


def commit_seppuku(c: Ctx, uid: int) -> None:
    """Queue "rehonor the Personality, then destroy him" (neither can be negated)."""
    c.do("rehonor", card=uid, seppuku=True)
    c.do("destroy", card=uid, seppuku=True)


def _commit(c: Ctx) -> None:
    commit_seppuku(c, c["seppuku"])


def _reduce(c: Ctx) -> None:
    """If the seppuku destroyed him, the pending Honor loss becomes 1."""
    card = c.st.cards[c["seppuku"]]
    if card.zone != PLAY and card.dead:
        ev = c.live_event
        if ev.get("amount", 0) < -1:
            ev["amount"] = -1


_CHOICE = (Choose("seppuku", _eligible, target=False, prompt="Which Personality commits seppuku?"),)

RULEBOOK["seppuku"] = Ability(("reaction",), (_commit, _reduce), label="Seppuku: cut the Honor loss to 1",
                          choices=_CHOICE, trigger="honor", timing="before", when=_when("reaction"),
                          repeatable=True)
RULEBOOK["seppuku_rule"] = Ability(("rule",), (_commit, _reduce), label="Seppuku (rule): cut the Honor loss to 1",
                                   choices=_CHOICE, trigger="honor", timing="before", when=_when("rule"),
                                   repeatable=True, even_bowed=True)


def _form_is(form: str) -> Callable[[CCGState], bool]:
    def gate(st: CCGState) -> bool:
        return edition(st.edition).seppuku == form

    return gate


#: Each form responds only under the rules of an edition that has it (``Edition.seppuku``).
GATES = {"seppuku": _form_is("reaction"), "seppuku_rule": _form_is("rule")}
