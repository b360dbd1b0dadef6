"""Naval: each edition's way for a Naval army to strike first (``Edition.naval``).

* ``invasion`` (Ivory "Naval" > "Naval Invasion"): every player has an Engage ability:
  if you are the Attacker, you have the first opportunity to take a Battle action,
  which must come from a card in a Naval Personality's unit; passing that opportunity
  does not count toward ending the action round. Being a player ability without
  Repeatable, it is once per turn (Ivory "Player abilities and traits"). Project
  reading: it may be announced only if you have a Naval Personality in your army there
  (it is "relevant to Naval cards"; without one its opportunity could only be passed).
* ``reaction`` (celestial Rules Glossary "NAVAL"): a player Reaction after engaging,
  once per battle, if you are the Attacker and your army has more Naval cards than the
  opposing side: target your Naval Personality; you have the first opportunity to take a
  Battle action, which he must perform. The celestial text does not say whether passing
  that opportunity counts toward ending the round; as in the ivory rule it does not.
* ``declare`` (Diamond "NAVAL"; Naval and Sailor count as each other, "Implied
  Traits"): right after a battle is chosen, if every Personality and Follower of exactly
  one non-empty army is Naval, its leader (Attacker or Defender) may make the battle a
  naval invasion. If the Attacker does, he acts first in the Battle Action Segment and
  play goes on in turn order from him. Either way, players with units in the Naval army
  may not play Terrains until another player has passed or taken an action in it
  (``model.terrain_locked``; checked by ``vocab.terrain_play``). The third rule (no actions or
  cards entering play between the segment's start and its first opportunity) holds by
  construction: the combat window opens directly on that opportunity.

The player abilities are rulebook abilities (:data:`RULEBOOK`). The first-opportunity forms
record ``st.attack["naval_first"]`` (``{"player", "performer"}``) and the ``ccg.naval_first``
step asks that player for the restricted action (or pass) before the combat window starts as
usual, from the Defender. ``battle_over`` clears the battle's Naval state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.names import says
from ..engine.tables import Handlers
from . import model as m
from . import play
from .editions import edition
from .index import keyword_in_game
from .state import PLAY, CCGState
from .vocab import Ability, Choose, Ctx, describe, push_ability

if TYPE_CHECKING:
    from ..engine.game import Game

__all__ = ["GATES", "RULEBOOK", "STEPS", "battle_chosen", "battle_over", "first_opportunity", "is_naval"]

#: The restricted first opportunity, and the Diamond naval invasion's declaration.
STEPS = Handlers("step")

#: The Naval player abilities (``index.Definitions.rulebook``).
RULEBOOK: dict[str, Ability] = {}


def is_naval(st, uid: int) -> bool:
    return any(m.has_kw(st, uid, k) for k in edition(st.edition).naval_keywords)


def _army_cards(st, side: str) -> list[int]:
    return [x for u in m.army(st, side) for x in m.unit_cards(st, u)]


# ------------------------------------------------------------ ivory: Naval Invasion
def _naval_personality_here(c: Ctx) -> bool:
    side = m.current_side(c.st, c.player)
    return side is not None and any(is_naval(c.st, u) for u in m.army(c.st, side))


def _invasion_ok(c: Ctx) -> bool:
    st = c.st
    return (edition(st.edition).naval == "invasion" and st.battle >= 0
            and st.attack.get("attacker") == c.player and _naval_personality_here(c))


def _claim(c: Ctx) -> None:
    c.st.attack["naval_first"] = {"player": c.player, "performer": c.get("naval", -1)}


RULEBOOK["naval_invasion"] = Ability(("engage",), (_claim,), label="Naval Invasion: the first Battle action, "
                                     "from a Naval Personality's unit", condition=_invasion_ok)


# ------------------------------------------------------------ celestial: NAVAL Reaction
def _naval_count(st, side: str) -> int:
    return sum(1 for u in _army_cards(st, side) if is_naval(st, u))


def _reaction_when(c: Ctx, ev: dict) -> bool:
    st = c.st
    if edition(st.edition).naval != "reaction" or st.battle < 0 or st.attack.get("attacker") != c.player:
        return False
    mine, theirs = m.current_side(st, c.player), m.enemy_side(st, c.player)
    return _naval_count(st, mine) > _naval_count(st, theirs)


def _my_naval_personality(c: Ctx, uid: int) -> bool:
    st = c.st
    return (m.ctype(st, uid) == "personality" and st.cards[uid].controller == c.player
            and m.location(st, uid) == m.current_side(st, c.player) and is_naval(st, uid))


RULEBOOK["naval_reaction"] = Ability(
    ("reaction",), (_claim,), label="Naval: the first Battle action, performed by your Naval Personality",
    choices=(Choose("naval", _my_naval_personality, prompt="Naval: which Personality acts first?"),),
    trigger="engage", timing="after", when=_reaction_when, per_battle=True)


def _naval_rule(form: str) -> Callable[[CCGState], bool]:
    def gate(st: CCGState) -> bool:
        ed = edition(st.edition)
        return ed.naval == form and any(keyword_in_game(st, k) for k in ed.naval_keywords)

    return gate


#: Each Naval ability needs the rules of an edition that has it and a Naval card in the game
#: (``index.Definitions.gates``).
GATES = {"naval_invasion": _naval_rule("invasion"), "naval_reaction": _naval_rule("reaction")}


# ------------------------------------------------------------ the restricted first opportunity
def first_opportunity(g: "Game") -> None:
    """Push the ``ccg.naval_first`` step (above the combat window) if a Naval ability
    claimed the first opportunity of this battle."""
    nf = g.state.attack.pop("naval_first", None)
    if nf is not None:
        g.push({"step": "ccg.naval_first", **nf})


def _in_naval_unit(st, src: int) -> bool:
    return src >= 0 and st.cards[src].zone == PLAY and m.ctype(st, m.host(st, src)) == "personality" \
        and is_naval(st, m.host(st, src))


def _options(g: "Game", player: int, performer: int) -> list[Option]:
    st = g.state
    data = {"performer_req": performer} if performer >= 0 else {}
    opts, seen = [], set()
    for des in play.window_designators(g, {"kind": "combat"}, player):
        for key, src, ab in play.candidates(g, player, "action"):
            if key in seen or ab.trigger is not None or ab.forced:
                continue
            if performer < 0 and not _in_naval_unit(st, src):
                continue
            if play.usable(g, key, src, ab, player, des, data):
                seen.add(key)
                opts.append(Option(key, describe(st, src, ab)))
    return opts


@STEPS("ccg.naval_first")
def step_naval_first(g: "Game", f: dict) -> None:
    """The Attacker's first opportunity (restricted); a pass does not count toward ending
    the combat round, which then starts as usual."""
    data = {"performer_req": f["performer"]} if f["performer"] >= 0 else {}
    ans = take_answer(f)
    if ans is not None:
        g.pop()
        if ans != "pass":
            push_ability(g, ans, f["player"], data)
        return
    opts = _options(g, f["player"], f["performer"])
    if not opts:
        g.pop()
        return
    opts.append(Option("pass", "Pass"))
    g.ask(Decision(f["player"], "choose_one", "Naval: take the first Battle action or pass", opts,
                   context="combat"))


# ------------------------------------------------------------ Diamond: naval invasion
def _all_naval(st, side: str) -> bool:
    """A non-empty army whose Personalities and Followers are all Naval."""
    cards = [x for u in m.army(st, side) for x in (u, *m.followers(st, u))]
    return bool(cards) and all(is_naval(st, x) for x in cards)


def battle_chosen(g: "Game", pid: int) -> None:
    """Diamond: if exactly one army is all Naval, its leader may declare a naval invasion."""
    st = g.state
    if edition(st.edition).naval != "declare":
        return
    a, d = _all_naval(st, f"a{pid}"), _all_naval(st, f"d{pid}")
    if a == d:
        return
    side = "a" if a else "d"
    leader = st.attack["attacker"] if a else st.attack["defender"]
    g.push({"step": "ccg.naval_declare", "player": leader, "side": side, "pid": pid})


@STEPS("ccg.naval_declare")
def step_naval_declare(g: "Game", f: dict) -> None:
    st = g.state
    ans = take_answer(f)
    if ans is not None:
        g.pop()
        if ans == "yes":
            att = st.attack
            att["naval_invasion"] = f["side"]
            if f["side"] == "a":
                att["first"] = "attacker"
            g.log(f"{says(st.players[f['player']].name, 'makes')} the battle a naval invasion")
        return
    g.ask(Decision(f["player"], "choose_one", "Make this battle a naval invasion?",
                   [Option("yes", "Declare a naval invasion"), Option("no", "No naval invasion")],
                   context="naval"))


def battle_over(st) -> None:
    """The battle's Naval state ends with it."""
    st.attack.pop("naval_first", None)
    st.attack.pop("naval_invasion", None)
