"""Fear effects, Courage, and combining Fear effects from cards in the same unit.

* Fear (Ivory "Fear #"; celestial silent, so the ivory rule): "Fear X" targets an enemy
  Follower or Personality without Followers and bows it if its Force is at most X. Cards
  declare it with ``vocab.fear(n)`` (an effect step, :class:`~l5r.ccg.vocab.FearEffect`) and
  ``vocab.fear_choice()`` (required targeting, Ivory "Good Faith Rule"), or
  ``vocab.fear_attack(n)`` / ``vocab.fear_ability(n)``. The effect resolves as a ``fear``
  event, so cards may react to it.
* Diamond ("Creating Fear"; Glossary "Fear", "immune", "Undead"): the target is an opposing
  unit (chosen by its Personality); each of its Followers with Force at most the strength
  bows, except Undead ones; Fear strengths never combine; each card's Fear action can be taken
  once per battle (``vocab.fear_allowed``). ``Edition.fear`` says which rule applies.
* Combining (Ivory "Combining #"): as an Interrupt to an action whose Fear effect comes from a
  card in a unit, its player may use another card's Fear ability in the same unit, appropriate
  to the phase: he pays its costs and resolves its effects, except that its Fear effects add
  their strength to the original effect instead of creating their own. The original may only
  target a card every combining action could target; here the original's target is already
  chosen, so a combining action is possible only if it could target that card. Several
  actions may combine into one. A rulebook player ability (:data:`RULEBOOK`:
  ``"fear_combine"``).
* Courage (Ivory "Courage #"): every player's Repeatable Interrupt to an action with Fear
  effects: discard a Courage card from hand to give one of its Fear effects +2 or -2 strength
  (``"courage"``). An Interrupt may not be played to another Interrupt (Ivory "Interrupt
  actions"), so neither applies to a combining action.

The changes Interrupts make are plain data in the interrupted action frame's context:
``fear_mod`` (``{"<n>": amount}`` for its n-th Fear effect) and ``fear_add`` (the combined
strength, added to its first Fear effect).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..engine.names import says
from ..engine.tables import Handlers
from . import model as m
from . import play
from .actions import negated
from .editions import edition
from .index import defs, game_index
from .state import PLAY
from .vocab import Ability, Choose, Ctx, Pick, fear_effects, kw, lookup, push_ability
from .zones import do

if TYPE_CHECKING:
    from ..engine.game import Game
    from .state import CCGState

__all__ = ["APPLIERS", "GATES", "RULEBOOK", "undead"]

#: The applier of the ``fear`` event.
APPLIERS = Handlers("event")
#: Courage and combining Fear effects.
RULEBOOK: dict[str, Ability] = {}
#: Neither can respond in a game without Fear effects.
GATES: dict[str, Callable] = {}

#: Diamond Glossary "Undead": these words in the title or keywords make a card Undead.
UNDEAD_WORDS = ("Necromancer", "Skeletal", "Skeleton", "Undead", "Zombie")


def undead(st, uid: int) -> bool:
    """Diamond Glossary "Undead" (immune to Fear)."""
    words = m.title(st, uid).casefold().split()
    return any(w.casefold() in words or m.has_kw(st, uid, w) for w in UNDEAD_WORDS)


def fear_negated_on(st: "CCGState", uid: int) -> bool:
    """Does card ``uid`` say "Negate Fear effects targeting this card" (the flag "negate_fear";
    ivory glossary "Negate": the effect does nothing)?"""
    c = st.cards[uid]
    return not c.created and "negate_fear" in m.card_flags(st, c.cid)


@APPLIERS("fear")
def _fear(g: "Game", ev: dict) -> None:
    """A Fear effect bows (Ivory "Fear #"; Diamond "Creating Fear")."""
    st = g.state
    uid = ev["card"]
    if st.cards[uid].zone != PLAY or negated(st, ev, "fear", uid) or fear_negated_on(st, uid):
        ev["failed"] = True  # out of play; or negated by an Interrupt, or by the card's own trait
        return
    strength = ev["strength"]
    compare = ev.get("compare", "force")
    g.log(f"Fear {strength} on {m.title(st, uid)}")
    if edition(st.edition).fear == "unit":
        hit = [f for f in m.followers(st, uid)
               if not undead(st, f) and m.stat(st, f, compare) <= strength and not st.cards[f].bowed]
        for f in reversed(hit):  # pushed last-first: bow in unit order
            do(g, "bow", card=f, by=ev.get("by"), af=ev.get("af"), src=ev.get("src"), fear=True)
        ev["bowing"] = hit
        if not hit:
            ev["failed"] = True
        return
    if m.stat(st, uid, compare) <= strength:
        do(g, "bow", card=uid, by=ev.get("by"), af=ev.get("af"), src=ev.get("src"), fear=True)
        ev["hit"] = True
    else:
        ev["failed"] = True


# ------------------------------------------------------------------ the interrupted action
def announced_fear(st, ev: dict) -> tuple[dict, Ability] | None:
    """(action frame, Ability) of the action an ``announced`` event announces, if it has Fear
    effects and is not itself an Interrupt (a combining action is one)."""
    fr = m.action_frame(st, ev)
    if fr is None or fr["ctx"].get("fear_into") is not None:
        return None
    if "interrupt" in ev.get("designators", ()):
        return None
    _, ab = lookup(st, fr["key"])
    if not fear_effects(ab):
        return None
    return fr, ab


# ------------------------------------------------------------------ Courage
def _has_courage(c: Ctx) -> bool:
    st = c.st
    return any(m.has_kw(st, u, "Courage") for u in st.players[c.player].hand)


def _courage_when(c: Ctx, ev: dict) -> bool:
    return announced_fear(c.st, ev) is not None


def _discard_courage(c: Ctx) -> None:
    c.discard(c["courage"])


def _which_fear(c: Ctx) -> list:
    found = announced_fear(c.st, c.event)
    if found is None:
        return []
    fr, ab = found
    out = []
    for i, e in enumerate(fear_effects(ab)):
        s = e.strength if isinstance(e.strength, int) else "X"
        out.append((str(i), f"Fear {s} (effect {i + 1})"))
    return out


def _apply_courage(c: Ctx) -> None:
    if c["courage"] not in c.get("discarded", []):
        return  # the discard failed: no change
    found = announced_fear(c.st, c.event)
    if found is None or not c.get("which"):
        return
    fr, _ = found
    mods = fr["ctx"].setdefault("fear_mod", {})
    delta = 2 if c.get("sign") == "+2" else -2
    mods[c["which"]] = mods.get(c["which"], 0) + delta
    c.g.log(f"{says(c.st.players[c.player].name, 'discards')} a Courage card: Fear {delta:+d}")


RULEBOOK["courage"] = Ability(
    ("interrupt",),
    (_discard_courage, Pick("which", _which_fear, prompt="Courage: which Fear effect?"),
     Pick("sign", lambda c: [("+2", "+2 strength"), ("-2", "-2 strength")], prompt="Courage: +2 or -2?"),
     _apply_courage),
    label="Courage: discard a Courage card to give the action's Fear effect +2 or -2 strength",
    keywords=("Courage",), trigger="announced", timing="before", when=_courage_when, condition=_has_courage,
    choices=(Choose("courage", kw("Courage"), pool="hand", target=False, prompt="Courage: discard which card?"),),
    repeatable=True, multi=True)


# ------------------------------------------------------------------ combining
def _phase_designators(st, player: int) -> tuple[str, ...]:
    """Designators "appropriate to the phase" for a combining action."""
    if st.battle >= 0:
        return ("battle",)
    if st.phase == "action":
        return ("limited", "open") if player == st.active else ("open",)
    return ()


def combiners(c: Ctx, ev: dict) -> list[tuple[str, int]]:
    """(ability key, card) of each Fear ability that may combine into the action announced by
    ``ev``: on another card in the same unit as the original's card, usable now, and able to
    target the original effect's target."""
    st = c.st
    if edition(st.edition).fear != "target" or ev.get("player") != c.player:
        return []
    found = announced_fear(st, ev)
    if found is None:
        return []
    fr, ab = found
    src = fr["ctx"].get("source", -1)
    if src < 0 or st.cards[src].zone != PLAY or m.ctype(st, src) not in ("personality", "follower", "item", "spell"):
        return []  # not from a card in a unit
    target = fr["ctx"].get(fear_effects(ab)[0].key, -1)
    if target is None or target < 0:
        return []
    leader = m.host(st, src)
    data = {"fear_into": ev["af"], "fear_into_target": target}
    out = []
    for key, uid, cab in play.candidates(c.g, c.player, "action"):
        if uid < 0 or uid == src or st.cards[uid].zone != PLAY or m.host(st, uid) != leader:
            continue
        if not fear_effects(cab):
            continue
        if any(play.usable(c.g, key, uid, cab, c.player, d, data) for d in _phase_designators(st, c.player)):
            out.append((key, uid))
    return out


def _combine_when(c: Ctx, ev: dict) -> bool:
    return bool(combiners(c, ev))


def _combiner(c: Ctx, uid: int) -> bool:
    return any(u == uid for _, u in combiners(c, c.event))


def _combine(c: Ctx) -> None:
    """Take the chosen card's Fear ability, combining into the interrupted action."""
    ev = c.event
    found = announced_fear(c.st, ev)
    for key, uid in combiners(c, ev):
        if uid == c["combiner"] and found is not None:
            fr, ab = found
            target = fr["ctx"].get(fear_effects(ab)[0].key, -1)
            push_ability(c.g, key, c.player, {"fear_into": ev["af"], "fear_into_target": target})
            return


RULEBOOK["fear_combine"] = Ability(
    ("interrupt",), (_combine,),
    label="Combine: another Fear ability in the same unit adds its strength to this Fear effect",
    trigger="announced", timing="before", when=_combine_when,
    choices=(Choose("combiner", _combiner, target=False, prompt="Combine the Fear of which card?"),),
    repeatable=True, multi=True)


def fear_in_game(st) -> bool:
    """True if any card of the game (or a granted ability) has a Fear effect: a cheap gate for
    Courage and combining (:data:`GATES`)."""
    cids = defs(st).cids_where("fear_cids", lambda d: any(fear_effects(ab) for ab in d.abilities))
    if not cids:
        return False
    return (not cids.isdisjoint(game_index(st).cids)
            or any(cid in cids for p in st.players for cid in p.abilities)
            or any(e["kind"] == "ability" and e["ability"].rsplit(":", 1)[0] in cids for e in st.lasting))


GATES["courage"] = fear_in_game
GATES["fear_combine"] = fear_in_game
