"""Delayed and Immediate Terrains (``vocab.terrain``): Diamond "TERRAINS" (Delayed Terrains take
effect just before the Battle Action Segment ends, still block other Terrains, keep normal
durations; Immediate Terrains take effect when played and their effects end when destroyed),
Diamond "Targeting and Redirection" (Delayed Terrains choose targets when they resolve),
celestial "TERRAIN" (when a Terrain leaves play its effects with a duration end and its
delayed effects do not happen), Ivory "Terrain" (silent on durations).

Fixture cards (``fx-terrain-``): a Delayed Terrain giving a target enemy Personality -3F and
an Immediate Terrain giving your target Personality +2F.
"""

from __future__ import annotations

import pytest
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.state import FATE_DISCARD, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef, Choose, Ctx, enemy, friendly_at_battle, personality, terrain

EDITIONS = ("ivory", "celestial", "diamond")

fact("fx-terrain-mire", "Fixture Mire", "strategy", keywords=("Terrain", "Delayed"))
fact("fx-terrain-ridge", "Fixture Ridge", "strategy", keywords=("Terrain",))
fact("fx-terrain-bog", "Fixture Bog", "strategy", keywords=("Terrain",))


def _enemy_personality(c: Ctx, uid: int) -> bool:
    return personality(c, uid) and enemy(c, uid)


def _own_personality(c: Ctx, uid: int) -> bool:
    return personality(c, uid) and friendly_at_battle(c, uid)


once(CardDef("fx-terrain-mire", abilities=terrain(
    "fx-terrain-mire", (lambda c: c.give(c["target"], force=-3),),
    choices=(Choose("target", _enemy_personality),), label="-3F to an enemy Personality")))
once(CardDef("fx-terrain-ridge", abilities=terrain(
    "fx-terrain-ridge", (lambda c: c.give(c["target"], force=2),),
    choices=(Choose("target", _own_personality),), label="+2F to your Personality")))
once(CardDef("fx-terrain-bog", abilities=terrain(
    "fx-terrain-bog", (lambda c: c.give(c["target"], force=-3),),
    choices=(Choose("target", _enemy_personality),), label="-3F to an enemy Personality")))


def to_player(t: Table, p: int) -> None:
    while t.pending is not None and t.pending.player != p and t.pending.context in ("combat", "engage", "trigger"):
        t.pass_()


def finish_battle(t: Table, choose: str | None = None) -> None:
    """Everyone passes; answer the Delayed Terrain's target with ``choose``."""
    for _ in range(30):
        d = t.pending
        if d is None or t.state.battle < 0:
            return
        if d.context == "choose" and choose is not None:
            t.pick(choose)
        elif any(o.id == "pass" for o in d.options):
            t.pass_()
        else:
            return


def log_force(t: Table) -> str:
    return next(line for line in t.state.log if line.startswith("resolution:"))


# ------------------------------------------------------------------ Delayed
@pytest.mark.parametrize("ed", EDITIONS)
def test_delayed_terrain_resolves_just_before_the_battle_action_segment_ends(ed):
    """Diamond "TERRAINS": a Delayed Terrain does not take effect until immediately before the
    Battle Action Segment ends; its target is chosen then, not when it is played (Diamond
    "Targeting and Redirection"). Only Diamond defines Delayed; the other editions follow it."""
    t = Table(ed)
    st = t.state
    mire = t.put("Fixture Mire", 1, "hand")
    mikura, kuma = t.put("Matsu Mikura", 0), t.put("Akodo Kuma", 0)  # 3F + 2F
    taro = t.put("Togashi Taro", 1)  # 3F
    pid = t.open_battle([mikura, kuma], [taro])
    to_player(t, 1)
    t.use(mire, 0)
    assert st.cards[mire].zone == PLAY and st.cards[mire].loc == f"t{pid}"
    assert t.pending is None or t.pending.context != "choose"  # no target chosen on playing it
    assert m.force(st, mikura) == 3 and m.army_force(st, f"a{pid}") == 5
    finish_battle(t, choose="Matsu Mikura")
    # Mikura had -3F at resolution: 2 against 3, the Defender wins
    assert log_force(t).startswith("resolution: attacking Force 2, defending Force 3")
    assert st.cards[mikura].zone != PLAY and st.cards[taro].zone == PLAY
    assert st.cards[mire].zone == FATE_DISCARD


@pytest.mark.parametrize("ed", EDITIONS)
def test_delayed_terrain_in_play_prevents_other_terrains(ed):
    """Diamond "TERRAINS": a Delayed Terrain still prevents players from playing other Terrains
    before it resolves (celestial "TERRAIN": not if a Terrain is at the battlefield)."""
    t = Table(ed)
    mire = t.put("Fixture Mire", 1, "hand")
    ridge = t.put("Fixture Ridge", 0, "hand")
    t.open_battle([t.put("Matsu Mikura", 0)], [t.put("Togashi Taro", 1)])
    to_player(t, 1)
    t.use(mire, 0)
    to_player(t, 0)
    assert t.pending is None or f"c{ridge}:0" not in [o.id for o in t.pending.options]


@pytest.mark.parametrize("ed", EDITIONS)
def test_delayed_terrain_destroyed_before_it_resolves_has_no_effect(ed):
    """Celestial "TERRAIN": when a Terrain leaves play none of its delayed effects happen;
    Diamond "TERRAINS": a Delayed Terrain takes effect only while in play (destroyed Terrains)."""
    t = Table(ed)
    st = t.state
    mire = t.put("Fixture Mire", 1, "hand")
    grave = t.put("Akodo's Grave", 0)
    mikura = t.put("Matsu Mikura", 0)
    taro = t.put("Togashi Taro", 1)
    pid = t.open_battle([mikura], [taro])
    to_player(t, 1)
    t.use(mire, 0)
    to_player(t, 0)
    t.use(grave, 0)  # Battle, bow: destroy this Holding to destroy a target Terrain
    while t.pending is not None and t.pending.context == "choose":
        t.pick("Fixture Mire")
    assert st.cards[mire].zone == FATE_DISCARD
    finish_battle(t, choose="Matsu Mikura")
    assert log_force(t).startswith("resolution: attacking Force 3, defending Force 3")
    _ = pid


@pytest.mark.parametrize("ed,after", [("ivory", 0), ("celestial", 3), ("diamond", 0)])
def test_delayed_terrain_effect_duration_per_edition(ed, after):
    """Diamond "TERRAINS": a Delayed Terrain's effects have normal durations (until the turn
    ends), outlasting the Terrain; celestial "TERRAIN": when a Terrain leaves play (discarded
    after resolution) its effects with a duration end; Ivory "Terrain": silent (normal)."""
    t = Table(ed)
    st = t.state
    mire = t.put("Fixture Mire", 1, "hand")
    units = [t.put("Matsu Mikura", 0), t.put("Togashi Akagi", 0), t.put("Akodo Kuma", 0)]  # 3 + 4 + 2
    taro = t.put("Togashi Taro", 1)
    t.open_battle(units, [taro])
    to_player(t, 1)
    t.use(mire, 0)
    finish_battle(t, choose="Matsu Mikura")
    assert log_force(t).startswith("resolution: attacking Force 6, defending Force 3")
    assert st.cards[mire].zone == FATE_DISCARD and st.cards[units[0]].zone == PLAY
    assert m.force(st, units[0]) == after


# ------------------------------------------------------------------ Immediate
@pytest.mark.parametrize("ed,after", [("ivory", 5), ("celestial", 3), ("diamond", 3)])
def test_immediate_terrain_takes_effect_when_played_and_ends_when_destroyed(ed, after):
    """Diamond "TERRAINS": an Immediate Terrain takes effect when played (targets chosen then)
    and its effects end when it is destroyed; celestial "TERRAIN": its effects with a duration
    end when it leaves play; Ivory: silent (the bonus stays)."""
    t = Table(ed)
    st = t.state
    ridge = t.put("Fixture Ridge", 1, "hand")
    grave = t.put("Akodo's Grave", 0)
    mikura = t.put("Matsu Mikura", 0)
    taro = t.put("Togashi Taro", 1)
    t.open_battle([mikura], [taro])
    to_player(t, 1)
    t.use(ridge, 0)
    while t.pending is not None and t.pending.context == "choose":
        t.pick("Togashi Taro")
    assert st.cards[ridge].zone == PLAY and m.force(st, taro) == 5  # at once
    to_player(t, 0)
    t.use(grave, 0)
    while t.pending is not None and t.pending.context == "choose":
        t.pick("Fixture Ridge")
    assert st.cards[ridge].zone == FATE_DISCARD
    assert m.force(st, taro) == after


@pytest.mark.parametrize("ed", EDITIONS)
def test_only_a_delayed_terrain_may_be_played_without_a_target_yet(ed):
    """Diamond "Targeting and Redirection": targets are chosen when an action is announced, so
    an Immediate Terrain with no legal target cannot be played; Delayed Terrains are the
    exception (they do not resolve right away)."""
    t = Table(ed)
    bog = t.put("Fixture Bog", 0, "hand")
    mire = t.put("Fixture Mire", 0, "hand")
    t.open_battle([t.put("Matsu Mikura", 0)], [])  # no enemy Personality at the battle
    to_player(t, 0)
    ids = [o.id for o in t.pending.options]
    assert f"c{mire}:0" in ids and f"c{bog}:0" not in ids
