"""Helpers shared by the tests of the packs beyond the Core Set (issue 15), built on the
Core tests' harness helpers of ``test_crab``."""

from __future__ import annotations

from test_crab import TEST_HOST, assert_not_offered, skip

from l5r.lcg.abilities import CardDef
from l5r.lcg.deckbuilding import validate
from l5r.lcg.decks import default_deck
from l5r.lcg.facts import by_name
from l5r.lcg.game import RULES
from l5r.lcg.model import FACTS, skill
from l5r.lcg.vocab import uses_left

#: a card in the opponent's hand that keeps conflict action windows open (they may act)
WAITS = dict(hand=["Banzai!"], fate=1)


def give_ability(monkeypatch):
    """``give(ability)``: Doji Challenger (``TEST_HOST``) has a test-only ability for the test
    (undone by ``monkeypatch``; a test module's ``give`` fixture returns it)."""
    def give(ab):
        monkeypatch.setitem(RULES.cards, TEST_HOST, CardDef(TEST_HOST, (ab,)))
    return give


def limits_left(s, p, name, cid, i=0):
    """Per limit of the card's ability ``i``: has ``p``'s copy uses left?"""
    ab = RULES.cards[cid].abilities[i]
    return [uses_left(s.game, p, s.uid(name), i, lim) for lim in ab.limits]


def run_conflict_out(s, name):
    """Pass every decision until the conflict is over, checking ``name`` is never offered."""
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, name)
        skip(s)


def skills(s, name, player=None):
    """(military, political) current skills of the card ``name`` (of ``player``, if given)."""
    c = s.card(name, player)
    return skill(s.state, c, "military"), skill(s.state, c, "political")


def limits_of(cid, i=0):
    """The words of each limit of card ``cid``'s ability ``i``."""
    return [lim.describe() for lim in RULES.cards[cid].abilities[i].limits]


def crab_splashing(titles: list[str], role: str) -> dict:
    """The embedded Crab deck with its Lion conflict cards swapped for ``titles`` (as many
    cards) and the role ``role``: a splash for a "Support of the <Clan>" role's test."""
    d = default_deck("crab")
    lion = [c for c in d["conflict"] if FACTS[c].clan == "lion"]
    assert len(lion) == len(titles)
    d["conflict"] = [c for c in d["conflict"] if c not in lion] + [by_name(n).id for n in titles]
    d["role"] = role
    return d


def influence_problems(d: dict) -> list[str]:
    """The deck's problems of the "Influence" rules (copies of cards are not counted)."""
    return [x for x in validate(d, core_sets=None) if x.startswith("Influence")]
