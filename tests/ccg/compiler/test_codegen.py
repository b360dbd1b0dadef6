"""The code generator (``l5r.ccg.compiler.codegen``): invented cards in the style of the CCG's
text compiled to declarations, then played (rules sections: Ivory Edition Comprehensive Rules
v1.8, "ivory"). No card text of the data is copied here."""

from __future__ import annotations

import pytest

from l5r.ccg import model as m
from l5r.ccg import vocab
from l5r.ccg.compiled import words
from l5r.ccg.compiler.codegen import CannotCompile, compile_card
from l5r.ccg.compiler.parser import parse_card
from l5r.ccg.facts import CardFacts
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef, CardTable


def compiled(title: str, ctype: str, text: str) -> CardDef:
    """Compile an invented card and run the generated source: its CardDef."""
    card = {"title": title, "types": [ctype], "text": text}
    cid = title.lower().replace(" ", "-")
    src = compile_card(parse_card(card), cid).source
    table = CardTable()
    exec(src, {"v": vocab, "w": words, "CardDef": CardDef, "CARDS": table})  # the generated declaration
    return dict(table.items())[cid]


def fixture(cid: str, title: str, ctype: str, **stats) -> CardFacts:
    """Facts of an invented card."""
    base = dict(clan=None, deck="dynasty" if ctype in ("personality", "holding") else "fate", cost=4, focus=None,
                force=None, chi=None, force_bonus=None, chi_bonus=None, honor_requirement=None,
                personal_honor=None, gold_production=None, province_strength=None, starting_honor=None,
                keywords=(), unique=False, number=None, legality=(), banned=False, decided=())
    base.update(stats)
    return CardFacts(id=cid, title=title, type=ctype, **base)


@pytest.fixture(scope="module")
def archer(add_card):
    """An invented Personality: "Battle: Bow a target enemy Personality with lower Force."."""
    d = compiled("Fx Compiled Archer", "Personality",
                 "<b>Battle:</b> Bow a target enemy Personality with lower Force.")
    add_card(fixture(d.id, "Fx Compiled Archer", "personality", force=4, chi=2, personal_honor=1,
                     honor_requirement=0), d)
    return d


def test_targeted_bow_with_a_qualifier_compiles_to_a_choice(archer):
    (ab,) = archer.abilities
    assert ab.designators == ("battle",) and [ch.key for ch in ab.choices] == ["target"]
    assert ab.choices[0].target and not ab.choices[0].performer


def test_targeted_bow_plays(archer):
    """ivory "Targeting": only an enemy Personality with lower Force may be chosen; it bows."""
    t = Table("celestial")
    me = t.put("Fx Compiled Archer", 1)  # Force 4
    low, high = t.put("Togashi Taro", 0), t.put("Matsu Benika", 0)  # Force 3 and 5
    t.open_battle([low, high], [me])
    t.use(me, 0)  # the one legal target is taken without asking
    assert t.state.cards[low].bowed and not t.state.cards[high].bowed


def test_targeted_bow_needs_a_legal_target(archer):
    """ivory "Good Faith Rule": with no enemy of lower Force, the action cannot be announced."""
    t = Table("celestial")
    me = t.put("Fx Compiled Archer", 1)  # Force 4
    high = t.put("Matsu Benika", 0)  # Force 5
    t.open_battle([high], [me])
    assert t.pending.player == 1 and f"c{me}:0" not in [o.id for o in t.pending.options]


def test_x_to_y_chooses_an_unbowed_performer_and_pays_only_if_bowed(add_card):
    """ivory glossary "To": "Bow your performing Samurai to gain 2 Honor" -- the Samurai is
    chosen (not targeted) and must be unbowed (Good Faith); the Honor only if he bowed."""
    d = compiled("Fx Dojo", "Holding", "<b>Limited:</b> Bow your performing Samurai to gain 2 Honor.")
    (ab,) = d.abilities
    (ch,) = ab.choices
    assert ch.key == "performer" and ch.performer and not ch.target
    add_card(fixture(d.id, "Fx Dojo", "holding", gold_production=1), d)
    t = Table("celestial")
    dojo = t.put("Fx Dojo", 0)
    samurai = t.put("Matsu Mikura", 0)
    t.put("Togashi Taro", 0, bowed=True)  # a bowed Monk is no candidate either way
    honor = t.state.players[0].honor
    t.open_action(0)
    t.use(dojo, 0)
    if t.pending is not None and any("Matsu Mikura" in x for x in t.labels()):
        t.pick("Matsu Mikura")
    assert t.state.cards[samurai].bowed
    assert t.state.players[0].honor == honor + 2


def test_costs_before_the_colon():
    """ivory "Costs": bowing and destroying the card itself before the colon."""
    d = compiled("Fx Hounds", "Follower", "<b>Battle:</b> Bow and destroy this card and target an enemy Follower: "
                                           "Destroy it.")
    (ab,) = d.abilities
    assert ab.bow and len(ab.costs) == 1 and [ch.key for ch in ab.choices] == ["target"]


def test_ranged_attack_declares_its_target_and_belongs_to_its_battle():
    d = compiled("Fx Bowmen", "Follower", "<b>Battle, :bow::</b> Ranged 3 Attack.")
    (ab,) = d.abilities
    assert ab.bow and ab.own_battle and ab.choices[0].where is vocab.ranged_target


def test_strategy_abilities_are_used_from_hand_and_header_keywords_kept():
    d = compiled("Fx Kick", "Strategy", "<b>Kiho Battle:</b> Straighten your target Monk.")
    (ab,) = d.abilities
    assert ab.zone == "hand" and ab.keywords == ("Kiho",)


def test_fear_is_the_vocabulary_fear_ability():
    d = compiled("Fx Ghost", "Personality", "<b>Battle:</b> Fear 2.")
    (ab,) = d.abilities
    assert "Fear" in ab.keywords and ab.condition is vocab.fear_allowed


def test_clan_gold_production():
    d = compiled("Fx Mine", "Holding", ":bow:: Produce 2 Gold, or 3 Gold if you are a Crab Clan player.")
    assert d.produce is not None and "Crab" in d.note


@pytest.mark.parametrize("ctype,text,why", [
    ("Personality", "<b>Battle:</b> Juggle.", "unparsed"),
    ("Event", "<b>Open:</b> Draw a card.", "card type Event"),
    ("Strategy", "<b>Battle:</b> Bow one or two target enemy Personalities.", "choosing one or two"),
])
def test_what_cannot_compile_says_why(ctype, text, why):
    with pytest.raises(CannotCompile, match=why):
        compile_card(parse_card({"title": "Fx", "types": [ctype], "text": text}), "fx")


def test_generated_filters_read_the_state():
    t = Table("celestial")
    taro = t.put("Togashi Taro", 0)
    ctx = vocab.Ctx(t.g, {"ctx": {"player": 0, "source": taro}})
    assert words.keyword("Monk", "Samurai")(ctx, taro)
    assert words.stat_at_most("force", m.force(t.state, taro))(ctx, taro)
    assert not words.stat_vs_source("force", "<")(ctx, taro)


def test_triggered_trait_compiles_to_a_forced_ability():
    """ivory "Triggered traits": mandatory (``forced``), from the discard pile once destroyed."""
    d = compiled("Fx Martyr", "Personality", "After ~ is destroyed during an Attack Phase, gain 2 Honor.")
    (ab,) = d.abilities
    assert ab.forced and ab.trigger == "destroy" and ab.zone == "discard"
    t = Table("celestial")
    me = t.put("Togashi Taro", 0)
    ctx = vocab.Ctx(t.g, {"ctx": {"player": 0, "source": me}})
    assert ab.when(ctx, {"card": me, "attack_phase": True})
    assert not ab.when(ctx, {"card": me, "attack_phase": False})
    assert not ab.when(ctx, {"card": me + 1, "attack_phase": True})


def test_equip_trigger_reads_the_equip_flag():
    d = compiled("Fx Charm", "Item", "After you Equip this Item, gain 1 Honor.")
    (ab,) = d.abilities
    assert ab.trigger == "enter_play"


def test_self_bonus_is_a_continuous_trait():
    """A Personality's "~ has +2F while defending" and an Item's "This Personality has +1PH"."""
    d = compiled("Fx Guard", "Personality", "~ has +2F while defending.")
    assert d.continuous_stats == ("force",) and "defending" in d.note
    t = Table("celestial")
    guard = t.put("Togashi Taro", 0)
    assert d.continuous(t.state, guard, guard, "force") == 0  # at home
    assert d.continuous(t.state, guard, guard, "chi") == 0
    d = compiled("Fx Mempo", "Item", "This Personality has +1PH.")
    assert d.continuous_stats == ("ph",) and "bearer" in d.note


def test_a_leading_if_is_a_condition_of_announcing():
    """ivory "Good Faith Rule": "If you are a Crab Clan player, draw a card" may be announced
    only by a Crab Clan player."""
    d = compiled("Fx Crab Drill", "Strategy", "<b>Limited:</b> If you are a Crab Clan player, draw a card.")
    (ab,) = d.abilities
    t = Table("celestial")
    ctx = vocab.Ctx(t.g, {"ctx": {"player": 0, "source": -1}})
    assert ab.condition is not None and not ab.condition(ctx)
    t.state.players[0].clan = "crab"
    assert ab.condition(ctx)


def test_this_keyword_on_an_attachment_is_its_personality():
    """ivory "References": "this Shugenja" on a Spell is the Personality in its unit."""
    d = compiled("Fx Scroll", "Spell", "<b>Battle:</b> Bow this Shugenja to draw a card.")
    src = compile_card(parse_card({"title": "Fx Scroll", "types": ["Spell"],
                                   "text": "<b>Battle:</b> Bow this Shugenja to draw a card."}), "fx-scroll").source
    assert "w.bow('host')" in src and d.abilities[0].choices == ()


def test_a_condition_on_the_target():
    """"Give him +3F if he is opposed and a Hero": checked on the target when the step runs."""
    d = compiled("Fx Hall", "Holding", "<b>Battle:</b> Straighten your target Personality. "
                                       "Give him +1F if he is defending and a Monk.")
    (ab,) = d.abilities
    t = Table("celestial")
    taro = t.put("Togashi Taro", 0)  # a Monk at home
    ctx = vocab.Ctx(t.g, {"ctx": {"player": 0, "source": -1, "target": taro}})
    assert words.card_has("target", "Monk")(ctx) and not words.card_is("target", "defending")(ctx)
    assert len(ab.effects) == 2 and ab.choices[0].key == "target"


def test_flag_traits_become_flags_with_a_note():
    d = compiled("Fx Coffers", "Holding", "This Holding straightens during each player's Straighten Phase."
                                          "<br>:bow:: Produce 2 Gold.")
    assert d.flags == ("straighten_each",) and d.note


def test_a_force_bonus_equal_to_a_stat_is_read_when_it_resolves(add_card):
    """"Give your target Personality a Force bonus equal to his Chi" (Chi read on resolution)."""
    d = compiled("Fx Focus", "Holding", "<b>Limited:</b> Give your target Personality a Force bonus equal to his Chi.")
    add_card(fixture(d.id, "Fx Focus", "holding", gold_production=1), d)
    t = Table("celestial")
    focus = t.put("Fx Focus", 0)
    akagi = t.put("Togashi Akagi", 0)  # Force 4, Chi 4
    t.open_action(0)
    t.use(focus, 0)
    assert m.force(t.state, akagi) == 8


def test_an_attack_of_either_stat_takes_the_higher_and_other_choices_do_not_compile():
    """"Ranged Attack with strength equal to ~'s Force or Personal Honor": the higher (an attack
    never does less with more strength); a Force bonus of either stat is its player's choice,
    not compiled."""
    d = compiled("Fx Archer Lord", "Personality",
                 "<b>Battle:</b> Ranged Attack with strength equal to ~'s Force or Personal Honor.")
    t = Table("celestial")
    mikura = t.put("Matsu Mikura", 0)  # Force 3, Personal Honor 3
    ctx = vocab.Ctx(t.g, {"ctx": {"player": 0, "source": mikura}})
    assert words.highest_stat("source", ("force", "chi"))(ctx) == max(m.force(t.state, mikura), m.chi(t.state, mikura))
    assert d.abilities[0].own_battle
    with pytest.raises(CannotCompile, match="a choice of stats"):
        compile_card(parse_card({"title": "Fx", "types": ["Personality"], "text": "<b>Battle:</b> Give ~ a Force "
                                 "bonus equal to ~'s Chi or Personal Honor."}), "fx")


def test_a_bonus_to_your_cards_with_a_keyword():
    d = compiled("Fx Beastmaster", "Personality", "Your Nonhuman cards have +1F.")
    t = Table("celestial")
    me, taro = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 0)
    assert d.continuous(t.state, me, taro, "force") == 0  # not Nonhuman
    t.state.cards[taro].cid = "war-dogs"  # a Nonhuman Follower of the same controller
    assert d.continuous(t.state, me, taro, "force") == 1 and d.continuous(t.state, me, taro, "chi") == 0


def test_tokens_given_and_spent_as_a_cost():
    """"Give ~ two +1F Fire tokens" (Ivory "Token") and "Destroy a Fire token on ~: ..." (the
    token is spent when the action is announced; without one it cannot be)."""
    gain = compiled("Fx Brazier", "Personality", "<b>Limited:</b> Give ~ two +1F Fire tokens.")
    spend = compiled("Fx Ember", "Personality", "<b>Battle:</b> Destroy a Fire token on ~: Draw a card.")
    (ab,) = spend.abilities
    (cost,) = ab.costs
    t = Table("celestial")
    me = t.put("Togashi Taro", 0)
    ctx = vocab.Ctx(t.g, {"ctx": {"player": 0, "source": me}, "queue": []})
    assert not cost.can(ctx)
    ctx.frame["queue"] = []
    gain.abilities[0].effects[0](ctx)
    assert [e["token"] for e in ctx.frame["queue"]] == [{"kw": "Fire", "force": 1}] * 2
    t.state.cards[me].tokens.extend(e["token"] for e in ctx.frame["queue"])
    assert cost.can(ctx)
    cost.pay(ctx)
    assert len(t.state.cards[me].tokens) == 1


def test_discard_from_hand_is_chosen_on_resolution_and_nothing_may_follow():
    """The card to discard is chosen as the effect resolves (ivory "Costs": only icons are
    costs); since an empty hand stops the effects there, an effect after it is not compiled."""
    card = {"title": "Invented Monk", "types": ["Personality"], "text": "<b>Battle:</b> Discard a card to draw a card."}
    src = compile_card(parse_card(card), "invented-monk").source
    assert "v.Choose('discard', lambda c, uid: True, pool='hand', target=False" in src
    assert "w.when(w.happened('discarded', 'discard'), w.draw(1))" in src
    late = {**card, "text": "<b>Battle:</b> Discard a card to draw a card. Gain 1 Honor."}
    with pytest.raises(CannotCompile, match="after discarding"):
        compile_card(parse_card(late), "invented-monk")
