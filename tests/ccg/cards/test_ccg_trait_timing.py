"""The timing of triggered traits and delayed effects ("after" an event, not "before" it):
Berserkers' and Low Stance's delayed effects, Togashi Konishi's triggered trait.

The events they wait for are markers (a battle resolved, a Combat Segment ended, a duel about
to resolve) whose own application changes nothing a test sees, so the difference between
"before" and "after" shows only against another response to the same event: a test Holding
(fixture) with an Interrupt to it. Interrupts (and forced interrupts) come before the event,
Reactions and the traits and delayed effects that happen "after" it (Ivory "Triggers";
celestial "Timing"), so while the Interrupt is offered the trait has not happened yet.
"""

import pytest

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.duel import challenge_frame
from l5r.ccg.facts import CardFacts
from l5r.ccg.state import PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef


def _watcher(event: str) -> str:
    """A test Holding whose repeatable Interrupt to ``event`` does nothing."""
    cid = f"test-interrupt-{event.replace('_', '-')}"
    title = f"Test Interrupt {event}"
    if cid not in m.FACTS:
        RULES.add_facts(CardFacts(id=cid, title=title, type="holding", clan=None, deck="dynasty", cost=0, focus=0,
                                  force=None, chi=None, force_bonus=None, chi_bonus=None, honor_requirement=0,
                                  personal_honor=None, gold_production=None, province_strength=None,
                                  starting_honor=None, keywords=(), unique=False, number=0, legality=(),
                                  banned=False, decided=("fixture",)))
        RULES.define(CardDef(id=cid, abilities=(
            Ability(("interrupt",), (), label=f"interrupt {event}", trigger=event, timing="before",
                    repeatable=True, even_bowed=True),)))
    return title


def _to_interrupt(t, title: str, player: int) -> None:
    """Pass until ``player`` is offered the test Interrupt."""
    for _ in range(40):
        if (t.pending is not None and t.pending.player == player and t.pending.context == "trigger"
                and any(title in o.label for o in t.pending.options)):
            return
        if t.pending is None:
            break
        t.pass_()
    raise AssertionError(f"the test Interrupt was never offered: {t.labels() if t.pending else None}")


@pytest.mark.covers("Berserkers", "a2:timing")
def test_berserkers_fall_after_the_battle_resolves_not_before():
    """"After this battle resolves": while an Interrupt to the battle's resolution is offered
    the Berserkers are still in play; after it, they are destroyed (7 to 4: not doubled)."""
    title = _watcher("battle_resolved")
    t = Table("celestial")
    taro = t.put("Togashi Taro", 0)
    b = t.put("Berserkers", 0, host=taro)
    akagi = t.put("Togashi Akagi", 1)
    t.put(title, 0)
    t.open_battle([taro], [akagi])
    t.pass_()
    t.use(b, 0)
    _to_interrupt(t, title, 0)
    assert t.state.cards[b].zone == PLAY
    t.pass_all()
    assert t.state.cards[b].zone != PLAY


@pytest.mark.covers("Low Stance", "a2:timing")
def test_low_stance_force_to_zero_after_the_combat_segment_ends_not_before():
    """"After this Combat Segment ends": while an Interrupt to its end is offered the target
    keeps his Force; after it, his Force is 0."""
    title = _watcher("combat_ended")
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Akagi", 1)  # 4F
    ls = t.put("Low Stance", 0, "hand")
    t.put(title, 0)
    t.open_battle([a], [d])
    while t.pending.player != 0:
        t.pass_()
    t.use(ls, 0)
    _to_interrupt(t, title, 0)
    assert m.force(t.state, d) == 4
    t.pick("Pass")
    assert m.force(t.state, d) == 0 or t.state.cards[d].zone != PLAY


@pytest.mark.covers("Togashi Konishi", "a2:timing")
def test_konishi_fire_bonus_after_the_duel_is_about_to_resolve_not_before():
    """His trait happens after the duel's "just before resolution" moment, not as an Interrupt
    to it: while an Interrupt to that moment is offered, his focused Fire card has its printed
    Focus Value (3); then +1."""
    title = _watcher("before_duel_resolution")
    t = Table("celestial")
    k = t.put("Togashi Konishi", 0)
    taro = t.put("Togashi Taro", 1)
    t.put(title, 0)
    a = t.put("Laughter of the Flames", 0, "hand")  # Fire, Focus Value 3
    b = t.put("Justly Earned Victory", 1, "hand")
    t.start(challenge_frame(k, taro, on_lose="destroy"))
    t.pick(f"h{b}")
    t.pick(f"h{a}")
    t.pick("strike")
    _to_interrupt(t, title, 0)
    assert m.stat(t.state, a, "focus") == 3
    t.pick("Pass")
    assert m.stat(t.state, a, "focus") == 4 or t.state.cards[taro].zone != PLAY
