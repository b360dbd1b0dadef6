"""Seppuku (seppuku.py): celestial Rules Glossary "SEPPUKU" (a Reaction for every player),
Diamond "Destroying, Discarding, and Seppuku" (a rule, even when bowed), ivory "Seppuku"
(none)."""

from __future__ import annotations

import ccg_fixtures  # noqa: F401
import pytest

from l5r.ccg import RULES
from l5r.ccg.state import PLAY
from l5r.ccg.testing import Table


def insult(edition: str, victim: str = "Fixture Swordsman", *, bowed: bool = False):
    """Player 0 plays Fixture Insult on player 1's ``victim`` (its controller loses 3 Honor)."""
    t = Table(edition, honor=(5, 5))
    v = t.put(victim, 1, bowed=bowed)
    card = t.put("Fixture Insult", 0, "hand")
    t.open_action(0)
    t.use(card, 0)
    return t, v


def seppuku_offered(t) -> bool:
    return t.pending is not None and any("Seppuku" in o.label for o in t.pending.options)


def test_celestial_seppuku_reaction_samurai_dies_and_loss_becomes_one():
    """Celestial "SEPPUKU": before losing Honor from an action that targeted your Samurai,
    he commits seppuku (rehonor, destroy) and the loss is reduced to 1."""
    t, v = insult("celestial")
    assert t.pending.player == 1 and seppuku_offered(t)
    t.pick("Seppuku")
    c = t.state.cards[v]
    assert c.zone == "dynasty_discard" and c.dead and not c.dishonored  # Honorable Dead
    assert t.honor(1) == 4  # 5 - 1, not 5 - 3


def test_celestial_seppuku_may_be_declined():
    t, v = insult("celestial")
    t.pass_()
    assert t.state.cards[v].zone == PLAY and t.honor(1) == 2


def test_celestial_seppuku_courtier_also_and_dishonored_is_rehonored_first():
    """Celestial "COURTIER" may commit seppuku; seppuku rehonors before destroying, so a
    dishonored Personality costs no extra Honor ("DISHONOR" loss on destruction)."""
    t = Table("celestial", honor=(5, 5))
    v = t.put("Fixture Courtier", 1)
    t.state.cards[v].dishonored = True
    card = t.put("Fixture Insult", 0, "hand")
    t.open_action(0)
    t.use(card, 0)
    t.pick("Seppuku")
    assert t.state.cards[v].dead and not t.state.cards[v].dishonored
    assert t.honor(1) == 4  # only the reduced loss; no loss for a dishonorable death


def test_celestial_seppuku_not_for_a_non_samurai_non_courtier():
    """Celestial "SEPPUKU": only Courtier or Samurai Personalities."""
    t, v = insult("celestial", "Fixture Monk")
    assert not seppuku_offered(t)
    assert t.honor(1) == 2 and t.state.cards[v].zone == PLAY


def test_celestial_seppuku_only_for_the_action_that_involved_him():
    """Celestial "SEPPUKU": the action must have targeted or been performed by him."""
    t = Table("celestial", honor=(5, 5))
    bystander = t.put("Fixture Swordsman", 1)
    v = t.put("Fixture Monk", 1)
    card = t.put("Fixture Insult", 0, "hand")
    t.open_action(0)
    t.use(card, 0)
    if t.pending is not None and t.pending.context == "choose":
        t.pick("Fixture Monk")
    assert not seppuku_offered(t)
    assert t.honor(1) == 2 and t.state.cards[bystander].zone == PLAY and t.state.cards[v].zone == PLAY


def test_celestial_seppuku_not_for_rulebook_honor_loss():
    """An Honor loss not from an action (e.g. a rulebook loss) offers no seppuku."""
    from l5r.ccg.zones import do
    t = Table("celestial", honor=(5, 5))
    t.put("Fixture Swordsman", 1)
    t.state.pending = None
    t.state.stack = []
    do(t.g, "honor", player=1, amount=-3, by=None)
    t.g.run()
    assert not seppuku_offered(t) and t.honor(1) == 2


def test_seppuku_destroy_is_not_negated():
    """Celestial "SEPPUKU": the rehonor and destroy effects are not negated."""
    t = Table("celestial", honor=(5, 5))
    v = t.put("Fixture Swordsman", 1)
    t.state.lasting.append({"kind": "flag", "flag": "no_destroy", "card": v, "amount": 0, "until": "turn",
                            "instance": t.state.cards[v].instance, "action": False, "loc": ""})
    card = t.put("Fixture Insult", 0, "hand")
    t.open_action(0)
    t.use(card, 0)
    t.pick("Seppuku")
    assert t.state.cards[v].dead and t.honor(1) == 4


def test_celestial_seppuku_reaction_with_a_bowed_samurai_project_decision():
    """Celestial seppuku is a player Reaction: a bowed Samurai may still commit it (the
    Reaction is the player's, not printed on the bowed card)."""
    t, v = insult("celestial", bowed=True)
    assert seppuku_offered(t)


def test_diamond_seppuku_is_a_rule_even_when_bowed():
    """Diamond "Destroying, Discarding, and Seppuku": not a Reaction; even a bowed Personality."""
    t, v = insult("diamond", bowed=True)
    assert seppuku_offered(t)
    rulebook = RULES.defs.rulebook
    assert rulebook["seppuku_rule"].designators == ("rule",) and "reaction" in rulebook["seppuku"].designators
    t.pick("Seppuku")
    assert t.state.cards[v].dead and t.honor(1) == 4


def test_diamond_seppuku_dies_honorably():
    """Diamond: the Personality becomes Honorable Dead even if he was Dishonored."""
    t = Table("diamond", honor=(5, 5))
    v = t.put("Fixture Swordsman", 1)
    t.state.cards[v].dishonored = True
    card = t.put("Fixture Insult", 0, "hand")
    t.open_action(0)
    t.use(card, 0)
    t.pick("Seppuku")
    assert t.state.cards[v].dead and not t.state.cards[v].dishonored and t.honor(1) == 4


@pytest.mark.parametrize("edition", ["ivory"])
def test_ivory_has_no_rulebook_seppuku(edition):
    """Ivory "Seppuku": there is no rulebook seppuku ability."""
    t, v = insult(edition)
    assert not seppuku_offered(t)
    assert t.honor(1) == 2 and t.state.cards[v].zone == PLAY
