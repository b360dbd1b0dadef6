"""The compiled Ivory Edition cards as a card pool (``l5r.ccg.compiled.pool``): loaded into the
rule set, its cards play under the ivory rules; the Kyuden Tonbo cards keep their hand-written
definitions; unloaded, the rule set is as before."""

from __future__ import annotations

import pytest

from l5r.ccg import RULES
from l5r.ccg.cards import attachments
from l5r.ccg.compiled import ivory_edition, pool
from l5r.ccg.compiler.generate import generate
from l5r.ccg.compiler.pool import facts_path, facts_source
from l5r.ccg.facts import FACTS
from l5r.ccg.testing import Table


@pytest.fixture
def loaded():
    ids = pool.load(RULES)
    yield ids
    pool.unload(RULES, ids)


def test_the_committed_facts_are_what_the_compiler_writes(shared_dir):
    assert facts_path("ivory_edition").read_text(encoding="utf-8") == facts_source(generate("ivory_edition"))


def test_every_compiled_card_not_known_already_is_loaded(loaded):
    compiled = dict(ivory_edition.CARDS.items())
    assert len(loaded) > 100 and set(loaded) <= set(compiled)
    assert all(RULES.defs.cards[cid] is compiled[cid] for cid in loaded)
    assert all(FACTS[cid].title for cid in loaded)


def test_kyuden_tonbo_cards_keep_their_hand_written_definitions(loaded):
    """Gumbai-Uchiwa is in both sets: the hand-written definition stays."""
    assert "gumbai-uchiwa" not in loaded
    assert RULES.defs.cards["gumbai-uchiwa"] is dict(attachments.CARDS.items())["gumbai-uchiwa"]


def test_a_loaded_ivory_card_plays(loaded):
    """Hiruma Itta (Ranged 2 Attack, ivory "Ranged Attack") from the pool destroys a 2F attacker."""
    t = Table("ivory")
    kuma = t.put("Akodo Kuma", 0)
    itta = t.put("Hiruma Itta", 1)
    t.open_battle([kuma], [itta])
    t.use(itta, 0)
    assert t.state.cards[kuma].zone != "play"


def test_unload_takes_the_cards_out_again():
    ids = pool.load(RULES)
    assert "hiruma-itta" in ids
    pool.unload(RULES, ids)
    assert "hiruma-itta" not in RULES.defs.cards and "hiruma-itta" not in FACTS
