"""The CCG rule set is assembled from the tables the modules declare (``rules.CCGRules``):
card definitions from each card module's own ``CARDS`` table, what a card adds to the rules
from its definition (``CardDef.hooks``), the rulebook's player abilities in a declared order.
A card id, step or event declared twice is an error, never a silent replacement."""

from __future__ import annotations

import subprocess
import sys
import types

import pytest

from l5r.ccg import RULES, new_game
from l5r.ccg.cards import strategies_b
from l5r.ccg.duel import challenge_frame
from l5r.ccg.rules import CARD_MODULES, merged_cards
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef, CardTable, card_consequence, card_event, card_step


def _module(name: str, *defs: CardDef) -> types.SimpleNamespace:
    table = CardTable()
    for d in defs:
        table.define(d)
    return types.SimpleNamespace(__name__=name, CARDS=table)


def test_a_card_module_defines_a_card_once():
    table = CardTable()
    table.define(CardDef("fx-twice"))
    with pytest.raises(ValueError, match="'fx-twice' is declared twice"):
        table.define(CardDef("fx-twice"))


def test_a_card_defined_by_two_modules_is_an_error_naming_both():
    a, b = _module("cards.a", CardDef("fx-both")), _module("cards.b", CardDef("fx-both"))
    with pytest.raises(ValueError, match=r"card 'fx-both' is defined twice \(cards.a, cards.b\)"):
        merged_cards((a, b))


def test_the_rule_set_has_every_card_module_definition():
    """The 90 Kyuden Tonbo cards (tests add fixture cards to the rule set besides)."""
    cards = merged_cards(CARD_MODULES)
    assert len(cards) == 90
    assert all(RULES.defs.cards[cid] is d for cid, d in cards.items())


def test_a_card_step_is_declared_on_its_definition():
    """Will (Kyuden Tonbo) brings a dead Samurai into play after its payment, in a step of its own."""
    will = strategies_b.CARDS["will"]
    assert [(h.kind, h.name) for h in will.hooks] == [("step", "ccg.will_enter")]
    assert RULES.steps["ccg.will_enter"] is will.hooks[0].fn


def test_redefining_a_card_on_the_rule_set_is_an_error():
    with pytest.raises(ValueError, match="'will' is defined twice"):
        RULES.define(CardDef("will"))


def test_a_late_definition_adds_its_hooks_and_a_name_taken_is_an_error():
    def step(g, f):
        g.pop()

    RULES.define(CardDef("fx-assembly-step", hooks=(card_step("fx.assembly_step", step),)))
    assert RULES.steps["fx.assembly_step"] is step
    with pytest.raises(ValueError, match="event 'bow' is declared twice"):
        RULES.define(CardDef("fx-assembly-event",
                             hooks=(card_step("fx.assembly_event", step), card_event("bow", step))))
    assert "fx-assembly-event" not in RULES.defs.cards and "fx.assembly_event" not in RULES.steps


def test_the_rulebook_abilities_keep_their_declared_order():
    assert list(RULES.defs.rulebook) == [
        "equip", "lobby", "favor_draw", "favor_battle", "cycle", "tactical", "naval_invasion", "naval_reaction",
        "seppuku", "seppuku_rule", "reserve_recruit", "reserve_equip", "courage", "fear_combine", "invest",
        "kharmic_draw", "kharmic_refill", "destined", "destined_created", "expendable", "cavalry"]


def test_a_saved_game_finds_its_rules_in_a_process_that_imported_only_the_package():
    """The rule set is registered by name when ``l5r.ccg`` is imported, and assembled when the
    saved game is loaded (``Game.from_json``)."""
    g = new_game(["lion", "dragon"], seed=2, edition="diamond")
    script = ("import sys, l5r.ccg\n"
              "from l5r.engine.game import RULESETS, Game\n"
              "assert 'defs' not in vars(RULESETS['ccg'])  # nothing assembled at import\n"
              "g = Game.from_json(sys.stdin.read())\n"
              "print([o.id for o in g.legal_options()])")
    out = subprocess.run([sys.executable, "-c", script], input=g.to_json(), capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == str([o.id for o in g.legal_options()])


def test_a_card_declares_a_duel_consequence_of_its_own():
    """A consequence a card names for its duel (Ivory "Duel": the creator's consequences) may be
    its own, declared on its definition (``vocab.card_consequence``); here the loser's
    controller draws two cards."""
    def draw_two(g, f, uid, arg):
        return [{"name": "draw", "player": g.state.cards[uid].controller, "n": int(arg), "by": f["by"]}]

    if "fx-assembly-duel" not in RULES.defs.cards:
        RULES.define(CardDef("fx-assembly-duel", hooks=(card_consequence("fx_draw", draw_two),)))
    t = Table("celestial")
    x, y = t.put("Akodo Masao", 0), t.put("Togashi Taro", 1)
    hand = len(t.state.players[1].hand)
    t.start(challenge_frame(x, y, on_lose="fx_draw:2"))
    while t.pending is not None and t.pending.context in ("duel", "pool_order"):
        t.pick("strike" if t.pending.context == "duel" else t.pending.options[0].id)
    assert t.state.duel == {}
    assert len(t.state.players[1].hand) == hand + 2
