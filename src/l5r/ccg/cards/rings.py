"""Battle of Kyuden Tonbo Rings.

A Ring enters play from hand right after its controller fulfils its condition
(celestial "Ring"; Ivory "Ring": it may not be delayed, and a condition may be
fulfilled again by new occurrences): ``CardDef.ring_trigger``/``ring_when``,
offered by ``play.ring_options`` in the reaction window after the event. Ring
of the Void's condition is instead a Limited action from hand.

Each Ring may also be discarded from hand to use its ability without cost
(Ivory "Ring": it sits in a resolution area while the ability resolves, then is
discarded): each in-play ability (with its bow) has a twin from hand
(``zone="hand"``) without the bow; ``play`` moves the Ring to the resolution area
and discards it afterwards.
"""

from __future__ import annotations

from dataclasses import replace

from .. import model as m
from ..recruit import may_control
from ..state import PLAY
from ..vocab import Ability, CardDef, CardTable, Choose, Ctx, both, of_types, personality, yours

#: The cards of this module (merged by the rule set, ``rules.CARD_MODULES``).
CARDS = CardTable()


def _with_discard_variant(*abilities: Ability, first: int = 0) -> tuple[Ability, ...]:
    """Each ability as printed (in play, bowing the Ring), then its twin used by discarding
    the Ring from hand, without cost: a use of the same printed ability, which shares its
    once-per-turn limit (``limit_of``: the printed ability's index, ``first`` being the index of
    the first of ``abilities`` among the card's)."""
    out = list(abilities)
    for i, ab in enumerate(abilities):
        out.append(replace(ab, zone="hand", bow=False, gold=0, limit_of=first + i,
                           label=f"discard from hand: {ab.label}"))
    return tuple(out)


def _ring_play(c: Ctx) -> None:
    c.do("enter_play", card=c.source, player=c.player, ring=True)


# ------------------------------------------------------------------ Ring of Air
def _air_when(c: Ctx, ev: dict) -> bool:
    """After you resolve your second (or later) Favor action this turn."""
    return (ev.get("player") == c.player and "Favor" in ev.get("keywords", ())
            and c.st.used.count(f"resolved:{c.player}:Favor") >= 2)


@of_types("personality", "follower", "item", "spell")
def _air_target(c: Ctx, uid: int) -> bool:
    return yours(c, uid) and m.ctype(c.st, uid) in ("personality", "follower", "item", "spell")


CARDS.define(CardDef(
    id="ring-of-air",
    note="It may enter play after you resolve your second or later Favor action in a turn",
    abilities=_with_discard_variant(
        Ability(("battle", "open"), (lambda c: c.straighten(c["target"]),), keywords=("Air",), repeatable=True,
                bow=True, label="straighten your Personality or attachment",
                choices=(Choose("target", _air_target),)),
    ),
    ring_trigger="action_resolved",
    ring_when=_air_when,
))


# ------------------------------------------------------------------ Ring of Earth
def _earth_when(c: Ctx, ev: dict) -> bool:
    """After a battle at your province resolves without destroying it, if enemy units were
    ever at its battlefield."""
    st = c.st
    pid = ev.get("pid")
    prov = m.province_by_id(st, pid) if pid is not None else None
    if prov is None or prov.owner != c.player or ev.get("province_destroyed"):
        return False
    ever = st.attack.get("ever", {}).get(str(pid), []) if st.attack else []
    enemies = [p for p in ever if p != c.player]
    return bool(enemies or m.army(st, f"a{pid}"))


def _earth_effect(c: Ctx) -> None:
    c.negate_for_action("move", "personality")


CARDS.define(CardDef(
    id="ring-of-earth",
    note="It may enter play after a battle at your province resolves without destroying it, if enemy units were at its battlefield",
    abilities=_with_discard_variant(
        Ability(("interrupt",), (_earth_effect,), keywords=("Earth",), repeatable=True, bow=True,
                trigger="announced", timing="before", when=lambda c, ev: "battle" in ev.get("designators", ()),
                label="that Battle action cannot move Personalities"),
    ),
    ring_trigger="battle_resolved",
    ring_when=_earth_when,
))


# ------------------------------------------------------------------ Ring of the Void
def _rings_in_play(c: Ctx) -> int:
    return sum(1 for x in c.st.cards if x.zone == PLAY and x.controller == c.player
               and m.ctype(c.st, x.uid) == "ring")


def _void_play_ok(c: Ctx) -> bool:
    return _rings_in_play(c) <= 2 and may_control(c.st, c.player, c.source)


def _discard_hand(c: Ctx) -> None:
    for u in list(c.st.players[c.player].hand):
        c.discard(u)


def _hand_biggest(c: Ctx, uid: int) -> bool:
    mine = len(c.st.players[c.player].hand)
    return all(mine > len(c.st.players[o].hand) for o in c.opponents)


_VOID = Ability(("limited",), (lambda c: c.draw(1),
                               Choose("discard", _hand_biggest, pool="hand", target=False,
                                      prompt="Ring of the Void: discard a card"),
                               lambda c: c.discard(c["discard"])),
                keywords=("Void",), bow=True, label="draw a card, then discard one if your hand is the largest")

CARDS.define(CardDef(
    id="ring-of-the-void",
    abilities=(
        # Limited from hand: with two or fewer Rings in play, put it into play and discard your hand.
        Ability(("limited",), (_ring_play, _discard_hand), zone="hand", condition=_void_play_ok,
                label="put into play and discard your hand"),
        *_with_discard_variant(_VOID, first=1),
    ),
))


# ------------------------------------------------------------------ Ring of Water
def _water_when(c: Ctx, ev: dict) -> bool:
    """After a battle resolves in which you played a Terrain, destroyed a Terrain, and
    destroyed cards or provinces during resolution."""
    st = c.st
    p = c.player
    log = [e for e in (st.attack.get("log", []) if st.attack else []) if e["battle"] == st.battles]
    played = any(e["what"] == "enter_play" and e["by"] == p and "Terrain" in e["keywords"] for e in log)
    razed = any(e["what"] == "destroy" and e["by"] == p and "Terrain" in e["keywords"] for e in log)
    resolution = any(e["resolution"] and e["by"] == p and e["what"] in ("destroy", "province_destroyed")
                     for e in log)
    return played and razed and resolution


def _would_be_opposed(c: Ctx) -> bool:
    side = m.enemy_side(c.st, c.player)
    return side is not None and bool(m.army(c.st, side))


@of_types("personality")
def _yours_away(c: Ctx, uid: int) -> bool:
    return yours(c, uid) and personality(c, uid) and not m.at_battle(c.st, uid)


CARDS.define(CardDef(
    id="ring-of-water",
    note="It may enter play after a battle in which you played a Terrain, destroyed a Terrain, and destroyed cards or provinces in its resolution",
    abilities=_with_discard_variant(
        Ability(("battle",), (lambda c: c.move_home(c["target"]),), keywords=("Water",), absent=True,
                repeatable=True, bow=True, label="move your Personality home",
                choices=(Choose("target", both(yours, personality)),)),
        Ability(("battle",), (lambda c: c.move_to_battle(c["target"]),), keywords=("Water",), absent=True,
                repeatable=True, bow=True, condition=_would_be_opposed, relevant=True,
                label="move your Personality to the current battlefield",
                choices=(Choose("target", _yours_away, anywhere=True),)),
    ),
    ring_trigger="battle_resolved",
    ring_when=_water_when,
))
