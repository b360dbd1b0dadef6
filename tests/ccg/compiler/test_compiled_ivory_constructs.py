"""Constructs of the compiler's fourth step (issue 16), on invented texts and on the Ivory
Edition cards they unlock, played under the ivory rules. Rules sections: Ivory Edition
Comprehensive Rules v1.8 ("ivory").

* qualifiers "attacking", "defending", "bowed", "dishonorable" (ivory glossary "Attack",
  "Defend", "Dishonorable") and "~'s Follower" (ivory "References": attached cards in a unit
  refer to each other with the possessive case);
* the nouns "attachment" (ivory "Attachments": Followers, Items and Spells) and "unit" (ivory
  "Unit": a Personality and the cards attached to him);
* Fear besides another target ("Target ~'s Follower. Fear with strength equal to its Force");
* "his unit" and "as he moves" (ivory "Independence of effects": effects linked by "as" depend
  on the other happening -- "Bow him as he moves": no bowing if the moving is prevented);
* several effects before "to" ("Bow this Shugenja and destroy this Spell to ..."): each happens
  on its own, what follows "to" only if all did (ivory glossary "To");
* Gold cost reductions on Holdings (":bow:: When paying for a Follower, it enters play for 3
  less Gold"): ivory "Special triggered traits" -- triggered when paying a Gold cost, like
  producing Gold, and optional; the reduction pays that cost only (ivory "Paying Gold Costs");
* "Can only attach to <a Crab Clan Personality>" (``CardDef.attach_only``, checked with the
  other attaching rules of ivory "Attachments");
* "Take the Imperial Favor" and "Discard the Imperial Favor to ..." (ivory "Imperial Favor":
  discarding it before "to" can happen only if you control it -- a cost, as the rulebook's Favor
  abilities declare it); "your other Crane Clan Personalities" (a bonus not to the card itself);
* "if the target is dishonorable" (the action's target, as its effect resolves); "If it is not
  your turn, target a Personality." starting an ability (ivory "Good Faith Rule");
* an Interrupt answering an event of the card itself ("Interrupt, :bow:: After you Recruit ~,
  draw a card": ivory "Reactions and Interrupts");
* Terrains: "Destroy a Terrain. Put this Terrain into play." and "Your Personalities at this
  battlefield have +1F" (ivory glossary "Terrain": put into play at the current battlefield, in
  no army, discarded after the battle);
* "his attachments" and "with a Political ability" (an ability of the card with the keyword).
"""

from __future__ import annotations

import pytest

from l5r.ccg import gold, vocab
from l5r.ccg import model as m
from l5r.ccg.compiled import ivory_edition, words
from l5r.ccg.compiler.codegen import compile_card
from l5r.ccg.compiler.facts import facts_of
from l5r.ccg.compiler.parser import parse_card
from l5r.ccg.compiler.report import load_set
from l5r.ccg.facts import CardFacts
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef, CardTable, Ctx

#: the Ivory cards these tests play
PLAYED = ("Rice Paddy", "Incapacitated", "Matsu Morito", "Shrine to Hachiman", "Tonfajutsu", "Hiruma Fujito",
          "Block Supply Lines", "Storm-Forged Blade", "Yoritomo Ichido", "Touch of Death", "Isawa Hibana",
          "Moshi Madohime", "Akodo Dojo", "Temple of Harmony", "Kaeru Contractor",
          "Expert Archers", "Ancestral Armor of the Dragon Clan", "Imperial Summons", "My Lord's Favor",
          "Doji Makoto, the Smiling Blade", "Daidoji Kinta",
          "Mirumoto Hikuryo", "Ashigaru Fort", "Togashi Korimi", "Contentious Terrain",
          "Ancestral Armor of the Crab Clan", "Court Attendants")


@pytest.fixture(scope="module", autouse=True)
def ivory_cards(shared_dir, add_card):
    """The played cards' facts (from the data) and compiled definitions, for this module."""
    compiled_cards = dict(ivory_edition.CARDS.items())
    for card in load_set("ivory_edition"):
        if card["title"] in PLAYED and not card.get("is_back"):
            production = next((s.amount for s in parse_card(card).segments if hasattr(s, "amount")), None)
            f = facts_of(card, production)
            add_card(f, compiled_cards[f.id])


def compiled(title: str, ctype: str, text: str) -> CardDef:
    """Compile an invented card and run the generated source: its CardDef."""
    card = {"title": title, "types": [ctype], "text": text}
    cid = title.lower().replace(" ", "-")
    table = CardTable()
    exec(compile_card(parse_card(card), cid).source, {"v": vocab, "w": words, "CardDef": CardDef, "CARDS": table})
    return dict(table.items())[cid]


def fixture(cid: str, title: str, ctype: str, **stats) -> CardFacts:
    """Facts of an invented card."""
    base = dict(clan=None, deck="dynasty" if ctype in ("personality", "holding") else "fate", cost=4, focus=None,
                force=None, chi=None, force_bonus=None, chi_bonus=None, honor_requirement=None,
                personal_honor=None, gold_production=None, province_strength=None, starting_honor=None,
                keywords=(), unique=False, number=None, legality=(), banned=False, decided=())
    base.update(stats)
    return CardFacts(id=cid, title=title, type=ctype, **base)


def battle(attacker_titles: list[str], defender_titles: list[str], *more: tuple) -> tuple[Table, list[int], list[int]]:
    """A battle under the ivory rules: player 0 attacks with ``attacker_titles``, player 1 defends;
    ``more`` are other cards placed first, ``(title, player, options)`` with the options of
    :meth:`Table.put` (``host`` as an index into attackers + defenders)."""
    t = Table("ivory")
    att = [t.put(x, 0) for x in attacker_titles]
    dfn = [t.put(x, 1) for x in defender_titles]
    for title, player, opts in more:
        opts = dict(opts)
        if "host" in opts:
            opts["host"] = (att + dfn)[opts["host"]]
        t.put(title, player, **opts)
    t.open_battle(att, dfn)
    return t, att, dfn


def uid_of(t: Table, title: str) -> int:
    """The card titled ``title`` placed last (not one of the decks')."""
    return max(c.uid for c in t.state.cards if m.title(t.state, c.uid) == title)


def options(t: Table) -> list[str]:
    return [o.id for o in t.pending.options] if t.pending else []


def use_on(t: Table, uid: int, index: int, target: str | None = None, illegal: tuple[str, ...] = ()) -> None:
    """Use ability ``index`` of ``uid``; pick ``target`` if a choice is asked, checking none of
    the ``illegal`` titles is offered."""
    t.use(uid, index)
    labels = t.labels() if t.pending else []
    assert not any(x in label for label in labels for x in illegal), labels
    if target is not None and any(target in label for label in labels):
        t.pick(target)


# ------------------------------------------------------------------ invented texts
@pytest.fixture(scope="module")
def watchman(add_card):
    """An invented Personality with the new qualifiers and nouns."""
    d = compiled("Fx Watchman", "Personality",
                 "<b>Battle:</b> Bow a target defending Follower.<br>"
                 "<b>Battle:</b> Straighten a target bowed attachment.<br>"
                 "<b>Battle:</b> Move home a target attacking unit.")
    add_card(fixture(d.id, "Fx Watchman", "personality", force=2, chi=2, personal_honor=1, honor_requirement=0), d)
    return d


def test_qualifiers_and_nouns_compile_to_filters(watchman):
    defending, attachment, unit = (ab.choices[0].where for ab in watchman.abilities)
    t, (taro,), (akagi,) = battle(["Togashi Taro"], ["Togashi Akagi"])
    dogs = t.put("War Dogs", 1, host=akagi, bowed=True)
    spear = t.put("Spearmen", 0, host=taro)
    c = Ctx(t.g, {"ctx": {"player": 0, "source": taro}})
    assert defending(c, dogs) and not defending(c, spear)  # ivory glossary "Defend"
    assert attachment(c, dogs) and not attachment(c, spear)  # bowed attachments only
    assert not attachment(c, akagi)  # a Personality is no attachment
    assert unit(c, taro) and not unit(c, akagi) and not unit(c, spear)  # a unit is named by its Personality


def test_attacking_qualifier_plays(watchman):
    """"Move home a target attacking unit": the Personality and his Follower move home."""
    t = Table("ivory")
    me = t.put("Fx Watchman", 1)
    taro = t.put("Togashi Taro", 0)
    spear = t.put("Spearmen", 0, host=taro)
    t.open_battle([taro], [me])
    use_on(t, me, 2, "Togashi Taro")
    assert t.state.cards[taro].loc == "home" and m.location(t.state, spear) == "home"


# ------------------------------------------------------------------ Ivory cards
def test_rice_paddy_bows_an_enemy_attacking_follower_and_destroys_itself():
    """Rice Paddy: bow a target enemy attacking Follower (bowing the Holding as a cost), then
    destroy the Holding."""
    t, (taro,), _ = battle(["Togashi Taro"], ["Togashi Akagi"], ("Spearmen", 0, {"host": 0}),
                                  ("Rice Paddy", 1, {}))
    spear, paddy = uid_of(t, "Spearmen"), uid_of(t, "Rice Paddy")
    use_on(t, paddy, 0, "Spearmen")
    assert t.state.cards[spear].bowed and not t.state.cards[taro].bowed
    assert t.state.cards[paddy].zone != "play"


def test_rice_paddy_cannot_bow_a_defending_follower():
    """The Follower must be attacking (and enemy): a defending army's Follower is no target."""
    t, _, _ = battle(["Togashi Taro"], ["Togashi Akagi"], ("Spearmen", 1, {"host": 1}), ("Rice Paddy", 1, {}))
    paddy = uid_of(t, "Rice Paddy")
    assert f"c{paddy}:0" not in options(t)  # Good Faith: no legal target


def test_incapacitated_moves_home_a_defending_personality_only():
    """Incapacitated (a Strategy from hand): move home a target defending Personality; the
    attacking ones are no targets."""
    t, (taro,), (akagi,) = battle(["Togashi Taro"], ["Togashi Akagi"], ("Incapacitated", 1, {"zone": "hand"}))
    card = uid_of(t, "Incapacitated")
    use_on(t, card, 0, "Togashi Akagi", illegal=("Togashi Taro",))
    assert t.state.cards[akagi].loc == "home" and t.state.cards[taro].loc != "home"


def test_matsu_morito_moves_home_an_enemy_unit():
    """Matsu Morito, bowing: a target enemy unit moves home, its Personality with his Follower."""
    t, (taro,), (morito,) = battle(["Togashi Taro"], ["Matsu Morito"], ("Spearmen", 0, {"host": 0}))
    spear = uid_of(t, "Spearmen")
    use_on(t, morito, 0, "Togashi Taro")
    assert t.state.cards[taro].loc == "home" and m.location(t.state, spear) == "home"
    assert t.state.cards[morito].bowed


def test_shrine_to_hachiman_straightens_an_attachment_not_a_personality():
    """Shrine to Hachiman: straighten a target attachment (an Item here); a bowed Personality
    is not an attachment."""
    t = Table("ivory")
    taro = t.put("Togashi Taro", 0, bowed=True)
    blade = t.put("Seppun Blade", 0, host=taro, bowed=True)
    shrine = t.put("Shrine to Hachiman", 0)
    t.open_action(0)
    use_on(t, shrine, 0, "Seppun Blade", illegal=("Togashi Taro",))
    assert not t.state.cards[blade].bowed and t.state.cards[taro].bowed


def test_tonfajutsu_bows_your_weapon_and_destroys_an_enemy_attachment():
    """Tonfajutsu: bow your target unbowed Weapon and destroy a target enemy attachment (the
    enemy's Follower; not your own)."""
    t, _, _ = battle(["Togashi Taro"], ["Togashi Akagi"], ("War Dogs", 0, {"host": 0}),
                     ("Seppun Blade", 1, {"host": 1}), ("Tonfajutsu", 1, {"zone": "hand"}))
    dogs, blade, card = uid_of(t, "War Dogs"), uid_of(t, "Seppun Blade"), uid_of(t, "Tonfajutsu")
    t.use(card, 0)  # one legal card for each choice: taken without asking
    assert t.state.cards[blade].bowed and t.state.cards[dogs].zone != "play"


def test_tonfajutsu_needs_your_unbowed_weapon():
    """Good Faith: with your Weapon already bowed, the action cannot be announced."""
    t, _, _ = battle(["Togashi Taro"], ["Togashi Akagi"], ("War Dogs", 0, {"host": 0}),
                     ("Seppun Blade", 1, {"host": 1, "bowed": True}), ("Tonfajutsu", 1, {"zone": "hand"}))
    card = uid_of(t, "Tonfajutsu")
    assert f"c{card}:0" not in options(t)


def test_hiruma_fujito_fears_with_his_followers_force():
    """Hiruma Fujito: target his own Follower; Fear with strength equal to its Force (Berserkers,
    2F: a 2F Personality bows, a 3F one does not)."""
    for enemy, bows in (("Akodo Kuma", True), ("Togashi Taro", False)):  # 2F, 3F
        t, (target,), (fujito,) = battle([enemy], ["Hiruma Fujito"], ("Berserkers", 1, {"host": 1}))  # Force 2
        use_on(t, fujito, 0, enemy)
        if t.pending is not None and any("Berserkers" in x for x in t.labels()):
            t.pick("Berserkers")
        assert bool(t.state.cards[target].bowed) == bows


def test_hiruma_fujito_needs_a_follower():
    """Good Faith: without a Follower of his own to target, no Fear."""
    t, _, (fujito,) = battle(["Akodo Kuma"], ["Hiruma Fujito"])
    assert f"c{fujito}:0" not in options(t)


# ------------------------------------------------------------------ "his unit", "as he moves", "X and Y to Z"
def test_as_he_moves_parses_to_an_effect_depending_on_the_move():
    """"Bow his unit as he moves" is the bowing only if he moved (ivory "Independence of
    effects"); "his unit" is the unit of the card named before."""
    from l5r.ccg.compiler import ast as a
    from l5r.ccg.compiler.parser import parse_segment

    node = parse_segment("Battle: Move home a target enemy Personality. Straighten his unit as he moves.")
    _, cond = node.steps
    assert cond == a.If(a.Condition("moved", (a.Pronoun("he"),)), (a.Straighten(a.UnitOf(a.Pronoun("his"))),))
    d = compiled("Fx Rearguard", "Strategy", "<b>Battle:</b> Move home a target enemy Personality. "
                 "Straighten his unit as he moves.")
    assert d.abilities[0].label == "move home an enemy Personality; straighten his unit as he moves"


def test_several_effects_before_to_compile_to_noted_checks():
    d = compiled("Fx Blood Price", "Spell", "<b>Limited:</b> Bow this Shugenja and destroy this Spell to "
                 "draw a card.")
    assert len(d.abilities[0].effects) == 5  # bow, note, destroy, note, then the draw if both happened


def test_block_supply_lines_bows_the_unit_moving_home():
    """Block Supply Lines: move home a target attacking Personality; his unit (with his Follower)
    bows as he moves. A defending Personality is no target."""
    t, (taro,), (akagi,) = battle(["Togashi Taro"], ["Togashi Akagi"], ("Spearmen", 0, {"host": 0}),
                                  ("Block Supply Lines", 1, {"zone": "hand"}))
    spear, card = uid_of(t, "Spearmen"), uid_of(t, "Block Supply Lines")
    use_on(t, card, 0, "Togashi Taro", illegal=("Togashi Akagi",))
    assert t.state.cards[taro].loc == "home" and t.state.cards[taro].bowed and t.state.cards[spear].bowed
    assert not t.state.cards[akagi].bowed


def test_storm_forged_blade_moves_its_bearer_home_and_straightens_his_unit():
    """Storm-Forged Blade (an Item): "this Personality" is its bearer; he moves home and his unit
    (himself and the bowed Follower) straightens as he moves."""
    t = Table("ivory")
    taro = t.put("Togashi Taro", 0)
    akagi = t.put("Togashi Akagi", 1, bowed=True)
    blade = t.put("Storm-Forged Blade", 1, host=akagi)
    spear = t.put("Spearmen", 1, host=akagi, bowed=True)
    t.open_battle([taro], [akagi])
    use_on(t, blade, 0)
    assert t.state.cards[akagi].loc == "home"
    assert not t.state.cards[akagi].bowed and not t.state.cards[spear].bowed


def test_yoritomo_ichido_moves_a_non_naval_enemy_home_bowing_his_unit():
    """Yoritomo Ichido, bowing: a target enemy non-Naval Personality moves home, his unit bowing
    as he moves; a Naval one is no target."""
    t, (taro, madohime), (ichido,) = battle(["Togashi Taro", "Moshi Madohime"], ["Yoritomo Ichido"])
    for _ in range(3):  # the Engage window (Naval Invasion) first
        if f"c{ichido}:0" in options(t):
            break
        t.pass_()
    t.use(ichido, 0)  # Taro the only legal target: taken without asking (Madohime is Naval)
    assert t.state.cards[taro].loc == "home" and t.state.cards[taro].bowed and t.state.cards[ichido].bowed
    assert t.state.cards[madohime].loc != "home"


def test_touch_of_death_destroys_a_bowed_personality_with_no_higher_chi():
    """Touch of Death: bow this Shugenja (Isawa Hibana, 3C) and destroy this Spell to destroy a
    target bowed Personality with equal or lower Chi -- compared with the Shugenja's."""
    t = Table("ivory")
    hibana = t.put("Isawa Hibana", 0)
    spell = t.put("Touch of Death", 0, host=hibana)
    taro = t.put("Togashi Taro", 1, bowed=True)  # 3C
    t.put("Togashi Akagi", 1, bowed=True)  # 4C: higher
    t.put("Akodo Kuma", 1)  # 3C, unbowed
    t.open_action(0)
    use_on(t, spell, 0, "Togashi Taro", illegal=("Togashi Akagi", "Akodo Kuma"))
    assert t.state.cards[hibana].bowed and t.state.cards[spell].zone != "play"
    assert t.state.cards[taro].zone != "play"


def test_touch_of_death_with_the_shugenja_already_bowed_destroys_only_the_spell():
    """Ivory glossary "To" and "Independence of effects": the Shugenja cannot bow, so the target
    is not destroyed -- but the Spell is still destroyed."""
    t = Table("ivory")
    hibana = t.put("Isawa Hibana", 0, bowed=True)
    spell = t.put("Touch of Death", 0, host=hibana)
    taro = t.put("Togashi Taro", 1, bowed=True)
    t.open_action(0)
    assert f"c{spell}:0" in options(t)  # no bow icon: the action may be announced
    use_on(t, spell, 0, "Togashi Taro")
    assert t.state.cards[spell].zone != "play" and t.state.cards[taro].zone == "play"


# ------------------------------------------------------------------ Gold cost reductions
def test_reduction_parses_for_a_card_and_for_an_action():
    from l5r.ccg.compiler import ast as a
    from l5r.ccg.compiler.parser import parse_segment

    card = parse_segment("{bow}: When paying for a Samurai, he enters play for 2 less Gold.")
    action = parse_segment("{bow}: When paying for an action on a Strategy, it costs 1 less Gold.")
    assert card == a.Reduction(2, a.Noun((), (a.Qualifier("keyword", ("Samurai",)),)), False)
    assert action == a.Reduction(1, a.Noun(("strategy",)), True)


def test_a_reduction_compiles_only_on_a_holding():
    from l5r.ccg.compiler.codegen import CannotCompile

    with pytest.raises(CannotCompile, match="reduction on a Personality"):
        compiled("Fx Patron", "Personality",
                 "<b>:bow::</b> When paying for a Follower, it enters play for 1 less Gold.")


def only_source(t: Table, title: str) -> int:
    """``title`` in play for player 0, his Stronghold bowed: the only Gold source."""
    uid = t.put(title, 0)
    t.state.cards[t.state.players[0].stronghold].bowed = True
    return uid


def test_akodo_dojo_pays_3_of_a_followers_cost_only():
    """Akodo Dojo: bowed for a Follower, 3 Gold of its cost; for an Item only its printed 2."""
    t = Table("ivory")
    only_source(t, "Akodo Dojo")
    spear, armor = t.put("Spearmen", 0, zone="hand"), t.put("Scout Armor", 0, zone="hand")
    st = t.state
    assert gold.available(st, 0, {"type": "attachment", "card": spear}) == 3
    assert gold.available(st, 0, {"type": "attachment", "card": armor}) == 2
    assert gold.can_pay(st, 0, 3, {"type": "attachment", "card": spear})  # Spearmen: 3 Gold
    assert not gold.can_pay(st, 0, 3, {"type": "attachment", "card": armor})


def test_akodo_dojo_reduction_is_not_gold_for_later_costs():
    """Ivory "Paying Gold Costs": what the reduction does not use of a 1 Gold cost is lost, not
    put in the Gold pool (the printed 2 Gold would leave 1 there)."""
    t = Table("ivory")
    dojo = only_source(t, "Akodo Dojo")
    spear = t.put("Spearmen", 0, zone="hand")
    t.start(gold.pay_frame(0, 1, {"type": "attachment", "card": spear}))
    t.pick("Gold less for this cost")
    assert t.state.cards[dojo].bowed and t.state.players[0].gold_pool == 0
    t = Table("ivory")
    only_source(t, "Akodo Dojo")
    spear = t.put("Spearmen", 0, zone="hand")
    t.start(gold.pay_frame(0, 1, {"type": "attachment", "card": spear}))
    t.pick("bow Akodo Dojo: 2 Gold")
    assert t.state.players[0].gold_pool == 1


def test_temple_of_harmony_lets_a_monk_be_recruited():
    """Temple of Harmony: 3 less Gold for a Monk -- with 2 Gold in the pool, Togashi Taro (a
    5 Gold Monk) may be recruited by a Dragon Clan player; Akodo Kuma (5 Gold, no Monk) may not."""
    t = Table("ivory", decks=("dragon", "lion"))
    only_source(t, "Temple of Harmony")
    taro = t.put("Togashi Taro", 0, zone="province", province=0)
    kuma = t.put("Akodo Kuma", 0, zone="province", province=1)
    st = t.state
    st.players[0].gold_pool = 2
    assert gold.can_pay(st, 0, 5, {"type": "personality", "card": taro})
    assert not gold.can_pay(st, 0, 5, {"type": "personality", "card": kuma})
    t.open_dynasty(0)
    labels = t.labels()
    assert any("Recruit Togashi Taro" in x for x in labels), labels
    assert not any("Recruit Akodo Kuma" in x for x in labels), labels


def test_kaeru_contractor_pays_3_of_an_action_on_a_strategy():
    """Kaeru Contractor: 3 less Gold for an action on a Strategy (Burn the Village: 6 Gold, with
    3 in the pool); not for recruiting (its printed 2 Gold only)."""
    t = Table("ivory")
    only_source(t, "Kaeru Contractor")
    burn = t.put("Burn the Village", 0, zone="hand")
    kuma = t.put("Akodo Kuma", 0, zone="province", province=0)
    st = t.state
    st.players[0].gold_pool = 3
    assert gold.can_pay(st, 0, 6, {"type": "action", "card": burn})
    assert not gold.can_pay(st, 0, 6, {"type": "personality", "card": kuma})
    t.open_action(0)
    assert any("Burn the Village" in x for x in t.labels()), t.labels()


# ------------------------------------------------------------------ "Can only attach to"
def test_attach_only_is_read_with_the_attaching_rules(add_card):
    """Ivory "Attachments" (attaching requires a Personality the card may attach to): an invented
    Item that can only attach to a Lion Clan Personality attaches to Akodo Kuma, not to Togashi
    Taro; the text compiles to ``CardDef.attach_only``."""
    from l5r.ccg.rules_abilities import _attach_ok

    d = compiled("Fx Lion Banner", "Item", "Can only attach to a Lion Clan Personality.")
    add_card(fixture(d.id, "Fx Lion Banner", "item", force_bonus=1, chi_bonus=0), d)
    t = Table("ivory")
    kuma, taro = t.put("Akodo Kuma", 0), t.put("Togashi Taro", 0)
    banner = t.put("Fx Lion Banner", 0, zone="hand")
    c = Ctx(t.g, {"ctx": {"player": 0}})
    assert _attach_ok(c, banner, kuma) and not _attach_ok(c, banner, taro)


def test_expert_archers_equip_only_to_a_samurai():
    """Expert Archers can only attach to a Samurai: Equip attaches them to Akodo Kuma (the only
    Samurai; Togashi Taro is no host), and with no Samurai Equip is not offered."""
    t = Table("ivory")
    kuma = t.put("Akodo Kuma", 0)
    t.put("Togashi Taro", 0)
    archers = t.put("Expert Archers", 0, zone="hand")
    t.open_action(0)
    t.pick("Equip")  # the card and its host: one legal choice each
    t.pick("auto")
    assert t.state.cards[archers].attached_to == kuma
    t = Table("ivory")
    t.put("Togashi Taro", 0)
    t.put("Expert Archers", 0, zone="hand")
    t.open_action(0)
    assert not any("Equip" in x for x in t.labels())


def test_ancestral_armor_of_the_dragon_clan():
    """Ancestral Armor of the Dragon Clan: only on a Dragon Clan Personality; after it is
    Equipped its player gains 2 Honor (a triggered trait)."""
    t = Table("ivory")
    taro = t.put("Togashi Taro", 0)
    t.put("Akodo Kuma", 0)
    armor = t.put("Ancestral Armor of the Dragon Clan", 0, zone="hand")
    t.state.players[0].gold_pool = 8
    honor = t.honor(0)
    t.open_action(0)
    t.pick("Equip")
    assert t.state.cards[armor].attached_to == taro
    assert t.honor(0) == honor + 2


# ------------------------------------------------------------------ the Imperial Favor

def test_imperial_summons_discards_the_favor_to_bow_a_personality():
    """Imperial Summons: discard the Imperial Favor to bow a target Personality -- only while you
    control the Favor; then it is uncontrolled."""
    t = Table("ivory")
    taro = t.put("Togashi Taro", 1)
    card = t.put("Imperial Summons", 0, zone="hand")
    t.open_action(0)
    assert f"c{card}:0" not in options(t)  # no Favor: not announceable
    t = Table("ivory")
    taro = t.put("Togashi Taro", 1)
    card = t.put("Imperial Summons", 0, zone="hand")
    t.state.favor = 0
    t.open_action(0)
    use_on(t, card, 0, "Togashi Taro")
    assert t.state.cards[taro].bowed and t.state.favor == -1


def test_my_lords_favor_takes_the_favor_and_discards_it_to_straighten_a_unit():
    """My Lord's Favor: target your Personality and take the Imperial Favor; its other ability
    discards the Favor to straighten your target Personality's unit (him and his Follower)."""
    t = Table("ivory")
    kuma = t.put("Akodo Kuma", 0, bowed=True)
    spear = t.put("Spearmen", 0, host=kuma, bowed=True)
    card = t.put("My Lord's Favor", 0, zone="hand")
    t.open_action(0)
    assert f"c{card}:1" not in options(t)  # without the Favor
    use_on(t, card, 0, "Akodo Kuma")
    assert t.state.favor == 0
    t = Table("ivory")
    kuma = t.put("Akodo Kuma", 0, bowed=True)
    spear = t.put("Spearmen", 0, host=kuma, bowed=True)
    card = t.put("My Lord's Favor", 0, zone="hand")
    t.state.favor = 0
    t.open_action(0)
    use_on(t, card, 1, "Akodo Kuma")
    assert not t.state.cards[kuma].bowed and not t.state.cards[spear].bowed and t.state.favor == -1


def test_doji_makoto_gives_his_other_crane_personalities_personal_honor():
    """Doji Makoto: your other Crane Clan Personalities have +1PH -- not himself, not another
    player's, not your Lion Clan Personality."""
    t = Table("ivory")
    makoto = t.put("Doji Makoto, the Smiling Blade", 0)
    kinta, kuma = t.put("Daidoji Kinta", 0), t.put("Akodo Kuma", 0)
    theirs = t.put("Daidoji Kinta", 1)
    st = t.state
    assert m.ph(st, kinta) == m.printed(st, kinta, "ph") + 1
    assert m.ph(st, makoto) == m.printed(st, makoto, "ph")
    assert m.ph(st, kuma) == m.printed(st, kuma, "ph") and m.ph(st, theirs) == m.printed(st, theirs, "ph")


def test_doji_makoto_discards_the_favor_to_draw():
    t = Table("ivory")
    makoto = t.put("Doji Makoto, the Smiling Blade", 0)
    t.state.favor = 0
    hand = len(t.state.players[0].hand)
    t.open_action(0)
    use_on(t, makoto, 0)
    assert len(t.state.players[0].hand) == hand + 1 and t.state.favor == -1


# ------------------------------------------------------------------ "the target", "If ..., target", Interrupts
def test_mirumoto_hikuryo_fear_3_only_on_a_dishonorable_target():
    """Mirumoto Hikuryo: Fear 2, or Fear 3 if the target is dishonorable -- a 3F target bows only
    if dishonored."""
    for dishonored in (False, True):
        t, (taro,), (hikuryo,) = battle(["Togashi Taro"], ["Mirumoto Hikuryo"])  # 3F
        t.state.cards[taro].dishonored = dishonored
        use_on(t, hikuryo, 0, "Togashi Taro")
        assert bool(t.state.cards[taro].bowed) == dishonored


def test_ashigaru_fort_only_outside_your_turn():
    """Ashigaru Fort: if it is not your turn, target a Personality, straighten his unit and destroy
    the Holding; on your own turn the action cannot be announced (ivory "Good Faith Rule")."""
    t = Table("ivory")
    taro = t.put("Togashi Taro", 1, bowed=True)
    spear = t.put("Spearmen", 1, host=taro, bowed=True)
    fort = t.put("Ashigaru Fort", 1)
    t.open_action(0)  # player 0's turn: he passes, player 1 acts
    t.pass_()
    use_on(t, fort, 0, "Togashi Taro")
    assert not t.state.cards[taro].bowed and not t.state.cards[spear].bowed
    assert t.state.cards[fort].zone != "play"
    t = Table("ivory")
    t.put("Togashi Taro", 1, bowed=True)
    fort = t.put("Ashigaru Fort", 1)
    t.open_action(1)
    assert f"c{fort}:0" not in options(t)


def test_togashi_korimi_interrupt_after_he_is_recruited():
    """Togashi Korimi: after you Recruit him, bow him to draw a card (an Interrupt answering his
    own recruiting; not offered for another Personality's)."""
    t = Table("ivory", decks=("dragon", "lion"))
    korimi = t.put("Togashi Korimi", 0, zone="province", province=0)
    hand = len(t.state.players[0].hand)
    t.state.players[0].gold_pool = 5  # his Gold Cost
    t.open_dynasty(0)
    t.pick("Recruit Togashi Korimi (")
    if t.pending is not None and t.pending.context == "pay":
        t.pick("auto")
    assert t.state.cards[korimi].zone == "play"
    t.pick("Togashi Korimi: Interrupt - draw a card")
    assert t.state.cards[korimi].bowed and len(t.state.players[0].hand) == hand + 1


def test_togashi_korimi_interrupt_not_for_another_personality():
    """The Interrupt answers only his own recruiting: Togashi Taro recruited with Korimi in play
    offers no Interrupt."""
    t = Table("ivory", decks=("dragon", "lion"))
    t.put("Togashi Korimi", 0)
    t.put("Togashi Taro", 0, zone="province", province=0)
    t.state.players[0].gold_pool = 5
    t.open_dynasty(0)
    t.pick("Recruit Togashi Taro (")
    if t.pending is not None and t.pending.context == "pay":
        t.pick("auto")
    assert not any("Interrupt" in x for x in t.labels())


# ------------------------------------------------------------------ Terrains
def test_contentious_terrain_replaces_the_terrain_and_gives_your_personalities_here_force():
    """Contentious Terrain: the Terrain at the current battlefield is destroyed and this one enters
    play there; your Personalities at this battlefield have +1F -- not the enemy's, not yours at
    home."""
    t, (taro,), (akagi,) = battle(["Togashi Taro"], ["Togashi Akagi"], ("Contentious Terrain", 1, {"zone": "hand"}),
                                  ("Togashi Kanmu", 1, {}))
    st = t.state
    old = t.put("Deployed Reinforcements", 0, loc=f"t{st.battle}")
    card, kanmu = uid_of(t, "Contentious Terrain"), uid_of(t, "Togashi Kanmu")
    before = (m.force(st, taro), m.force(st, akagi), m.force(st, kanmu))
    use_on(t, card, 0)
    assert st.cards[old].zone != "play" and st.cards[card].loc == f"t{st.battle}"
    assert (m.force(st, taro), m.force(st, akagi), m.force(st, kanmu)) == (before[0], before[1] + 1, before[2])


def test_contentious_terrain_only_during_a_battle():
    t = Table("ivory")
    card = t.put("Contentious Terrain", 0, zone="hand")
    t.open_action(0)
    assert f"c{card}:0" not in options(t)


# ------------------------------------------------------------------ "his attachments", "with a Political ability"
def test_ancestral_armor_of_the_crab_clan_straightens_its_bearer_and_his_attachments_if_defending():
    """Ancestral Armor of the Crab Clan (Tireless Battle/Open): straighten this Personality, and his
    attachments if he is defending -- not at home (an Open action)."""
    for defending in (True, False):
        t = Table("ivory")
        kuma = t.put("Akodo Kuma", 1, bowed=True)
        armor = t.put("Ancestral Armor of the Crab Clan", 1, host=kuma, bowed=True)
        spear = t.put("Spearmen", 1, host=kuma, bowed=True)
        if defending:
            t.open_battle([t.put("Togashi Taro", 0)], [kuma])
        else:
            t.open_action(1)
        use_on(t, armor, 1)  # Tireless: though bowed (ability 0 is its trait on being Equipped)
        st = t.state
        assert not st.cards[kuma].bowed
        assert (not st.cards[spear].bowed and not st.cards[armor].bowed) == defending


def test_court_attendants_straighten_a_personality_with_a_political_ability():
    """Court Attendants: straighten a target Personality with a Political ability (Doji Makoto's
    Favor Political Limited); Akodo Kuma, without one, is no target."""
    t = Table("ivory")
    makoto = t.put("Doji Makoto, the Smiling Blade", 0, bowed=True)
    kuma = t.put("Akodo Kuma", 0, bowed=True)
    attendants = t.put("Court Attendants", 0, host=t.put("Togashi Taro", 0))
    t.open_action(0)
    t.use(attendants, 0)  # the one legal target: taken without asking
    assert not t.state.cards[makoto].bowed and t.state.cards[kuma].bowed
