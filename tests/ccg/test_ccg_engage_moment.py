"""Engaging and Engage abilities per edition (``Edition.engage_segment``, ``play.engage_options``).

Sections: Ivory "Battle Sequence" / "Engage Segment" / "Engage actions" (each battle opens with
an action round of Engage actions, Defender first); celestial "Battles" (a battle has a Combat
Segment, then a Resolution Segment), Rules Glossary "ENGAGE" (the moment a battle begins) and
"NAVAL" (a Reaction after engaging: the celestial form of ivory's Naval Invasion Engage
ability) -- so celestial has no Engage Segment and an Engage ability is used after engaging,
in the Reaction round (active player first, celestial "When Can I Take An Action?");
Diamond "4.4 BATTLE ACTION SEGMENT" (it begins as soon as the battle is chosen; treated
like celestial).

Fixture cards (``fx-eng-``): "Engage Scout", a Personality with "Engage: gain 1 Honor";
"Engage Watcher", a Personality with "Reaction: after engaging, gain 2 Honor".
"""

import re

import pytest
from ccg_fixtures import fact, once

from l5r.ccg.editions import EDITIONS, edition
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef

fact("fx-eng-scout", "Engage Scout", "personality", force=2, chi=2, ph=1)
once(CardDef("fx-eng-scout", abilities=(
    Ability(("engage",), (lambda c: c.gain_honor(1),), label="gain 1 Honor"),)))
fact("fx-eng-watcher", "Engage Watcher", "personality", force=2, chi=2, ph=1)
once(CardDef("fx-eng-watcher", abilities=(
    Ability(("reaction",), (lambda c: c.gain_honor(2),), label="gain 2 Honor", trigger="engage"),)))


def ids(t):
    return [o.id for o in t.pending.options] if t.pending is not None else []


def offered(t, uid):
    """The option id of card ``uid``'s first ability in the pending decision (or None)."""
    return next((i for i in ids(t) if i == f"c{uid}:0" or i.startswith(f"c{uid}:0|")), None)


def pass_triggers(t):
    while t.pending is not None and t.pending.context == "trigger":
        t.pass_()


def _has(shared_dir, ed, phrase):
    text = (shared_dir / "rules" / EDITIONS[ed].document).read_text(encoding="utf-8")
    return re.sub(r"\s+", " ", phrase) in re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("ed,phrase,value", [
    ("ivory", "Engage Segment: All players may take Engage Actions", True),
    ("celestial", "Battles have a Combat Segment, then a Resolution Segment", False),
    ("celestial", "The point in time when a battle begins", False),
    ("diamond", "Once the Attacker has chosen a battle to resolve, the Battle Action Segment begins", False),
])
def test_engage_segment_field_against_the_documents(shared_dir, ed, phrase, value):
    assert _has(shared_dir, ed, phrase)
    assert edition(ed).engage_segment is value


def test_ivory_engage_segment_defender_first_offers_engage_abilities():
    """Ivory "Engage Segment": an action round of Engage actions, starting with the Defender."""
    t = Table("ivory", honor=(0, 0))
    a = t.put("Engage Scout", 0)
    d = t.put("Engage Scout", 1)
    t.open_battle([a], [d])
    assert t.pending.context == "engage" and t.pending.player == 1
    t.pick(f"c{d}:0")
    assert t.honor(1) == 1
    assert t.pending.context == "engage" and t.pending.player == 0
    t.pick(f"c{a}:0")
    assert t.honor(0) == 1


@pytest.mark.parametrize("ed", ("celestial", "diamond"))
def test_no_engage_segment_battle_starts_with_combat(ed):
    """Celestial "Battles" / Diamond 4.4: with no Engage ability or Reaction to engaging at hand,
    the battle goes straight to the Combat (Battle Action) Segment, Defender first."""
    t = Table(ed)
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    t.open_battle([a], [d])
    assert t.pending is not None and t.pending.context == "combat"
    combat = next(f for f in t.state.stack if f.get("kind") == "combat")
    assert combat["order"][0] == 1 and not any(f.get("kind") == "engage" for f in t.state.stack)


@pytest.mark.parametrize("ed", ("celestial", "diamond"))
def test_no_engage_segment_engage_abilities_are_used_after_engaging(ed):
    """Celestial "ENGAGE" (the moment the battle begins) and "NAVAL" (Engage effects are
    Reactions after engaging): the Engage ability is offered in the Reaction round to the battle
    beginning, the active player (the Attacker) first, together with Reactions to engaging; it
    is once per turn and not offered again in the Combat Segment."""
    t = Table(ed, honor=(0, 0))
    a = t.put("Engage Scout", 0)
    w = t.put("Engage Watcher", 0)
    d = t.put("Engage Scout", 1)
    t.open_battle([a, w], [d])
    assert t.pending.context == "trigger" and t.pending.player == 0
    assert offered(t, a) and offered(t, w)
    t.pick(offered(t, a))
    assert t.honor(0) == 1
    assert t.pending.context == "trigger" and t.pending.player == 1
    t.pick(offered(t, d))
    assert t.honor(1) == 1
    assert t.pending.player == 0 and offered(t, a) is None
    t.pick(offered(t, w))
    assert t.honor(0) == 3
    pass_triggers(t)
    assert t.pending.context == "combat"
    assert offered(t, d) is None


@pytest.mark.parametrize("ed", ("ivory", "celestial", "diamond"))
def test_engaging_is_an_event_in_every_edition(ed):
    """Ivory "Engage Segment" follows the battle beginning; celestial "ENGAGE": Reactions "after
    engaging" (e.g. NAVAL) still have their moment in every edition."""
    t = Table(ed, honor=(0, 0))
    a = t.put("Engage Watcher", 0)
    d = t.put("Togashi Taro", 1)
    t.open_battle([a], [d])
    assert t.pending.context == "trigger"
    t.pick(offered(t, a))
    assert t.honor(0) == 2


def test_sneak_attack_in_diamond_is_used_after_engaging():
    """Sneak Attack (Engage, from hand) under Diamond, which has no Engage Segment either: used
    in the Reaction round to the battle beginning, it gives the Attacker the first Battle Action
    Segment opportunity."""
    t = Table("diamond")
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    sa = t.put("Sneak Attack", 0, "hand")
    t.open_battle([a], [d])
    assert t.pending.context == "trigger" and t.pending.player == 0
    t.pick(offered(t, sa))
    pass_triggers(t)
    assert t.pending.context == "combat" and t.pending.player == 0
