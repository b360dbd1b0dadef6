"""Constructs of the compiler's seventh session (issue 16): traits and headers, on invented texts
and on the Ivory Edition cards they unlock, played under the ivory rules. Rules sections: Ivory
Edition Comprehensive Rules v1.8 ("ivory").

* "Your Crab Clan Personalities have +1F while opposed" (a bonus to your cards that holds only
  in a state: ivory glossary "Opposed");
* "This Personality has Cavalry" on an attachment (ivory "Attachments": "this Personality" is
  the one it is attached to; he has the keyword while it stays attached to him);
* "You have +1 maximum hand size" (ivory "Maximum hand size": a stat of the player, 8 to start);
* "Enters play unbowed." on a Holding (ivory "Bowed and unbowed": non-Fortification Holdings
  enter play bowed; "Cards vs. rules": follow the card text);
* the Fear icon ":fear: 3" (ivory glossary "Fear #"), and a Stronghold's headers, which the data
  does not mark in bold, starting a sentence mid-line (each starts its own ability);
* "Negate Fear effects targeting this Follower" (ivory glossary "Negate");
* an Interrupt to an action (ivory "Interrupt actions": announced during another, non-Interrupt
  action before its effects resolve; "the action" is that action): "The action cannot move
  Personalities", "Negate the action's Fear effects", "Negate the action's Melee or Ranged
  Attacks";
* values and effects: "Reduce the Force of X by this Personality's Chi" (a penalty), "half his
  Chi, rounded up", "Ranged 3 Attack with +1 strength for every 10 points of Family Honor you
  have" (ivory "Honor": none gained below 0), "move home X and himself", "a card in a unit"
  (ivory "Unit": a Personality or a card attached to one);
* "Straighten both targets"; "Your Provinces have +1 strength" (ivory "Province Strength": it
  goes up and down for each Province); ":bow:: Produce 5 Gold, which can only pay for a single
  Jade card" (ivory "Paying Gold Costs": Gold for one cost only, as a Gold cost reduction);
* "You may X to Y" (ivory glossary "May" and "To": the player chooses as the effect resolves;
  Y only if X happened).
"""

from __future__ import annotations

import pytest

from l5r.ccg import gold, vocab
from l5r.ccg import model as m
from l5r.ccg.compiled import ivory_edition, words
from l5r.ccg.compiler import ast as a
from l5r.ccg.compiler.codegen import compile_card
from l5r.ccg.compiler.facts import facts_of
from l5r.ccg.compiler.parser import parse_card, parse_segment
from l5r.ccg.compiler.report import load_set
from l5r.ccg.compiler.text import segments
from l5r.ccg.facts import CardFacts
from l5r.ccg.flow import max_hand
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef, CardTable

#: the Ivory cards these tests play
PLAYED = ("The Impregnable Fortress of the Crab", "The Sinister Citadel of the Spider", "Hellbeast",
          "Oriole Katana", "Farmer's Market", "Poorly Placed Garden", "A Stout Heart", "The Turtle's Shell",
          "Ancestral Armor of the Unicorn Clan", "Kikage Zumi Initiates", "Incapacitated", "Akodo Kaiken",
          "Isawa Hibana", "Matsu Misato", "Overwhelming Power", "Seeking the Way", "Servitors of Stone",
          "Aligned with the Elements", "Jade Works", "Merchant Atoll", "Shosuro Keiichi", "Tsuruchi Longbow")


@pytest.fixture(scope="module", autouse=True)
def ivory_cards(shared_dir, add_card):
    """The played cards' facts (from the data) and compiled definitions, and an invented Crab Clan
    Personality, for this module."""
    compiled_cards = dict(ivory_edition.CARDS.items())
    for card in load_set("ivory_edition"):
        if card["title"] in PLAYED and not card.get("is_back"):
            production = next((s.amount for s in parse_card(card).segments if hasattr(s, "amount")), None)
            f = facts_of(card, production)
            add_card(f, compiled_cards[f.id])
    add_card(fixture("fx-crab-samurai", "Fx Crab Samurai", "personality", force=3, chi=2, personal_honor=1,
                     honor_requirement=0, keywords=("Crab Clan", "Samurai")), CardDef(id="fx-crab-samurai"))
    add_card(fixture("fx-unicorn-rider", "Fx Unicorn Rider", "personality", force=2, chi=2, personal_honor=1,
                     honor_requirement=0, keywords=("Unicorn Clan", "Samurai")), CardDef(id="fx-unicorn-rider"))


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


def equip(t: Table, item: int, host: int) -> None:
    """Player 0 Equips ``item`` (in his hand) to ``host`` in his Action Phase."""
    t.state.players[0].gold_pool = 8
    t.open_action(0)
    t.pick("Equip")
    if t.pending is not None and any(x.startswith("Equip") for x in t.labels()):
        t.pick(m.title(t.state, item))
    if t.pending is not None and any(m.title(t.state, host) in x for x in t.labels()):
        t.pick(m.title(t.state, host))
    if t.pending is not None and t.pending.context == "pay":
        t.pick("auto")
    while t.pending is not None:
        if any(" Trait - " in x for x in t.labels()):  # the order of its traits
            t.pick(next(x for x in t.labels() if " Trait - " in x))
        elif any(" Interrupt - " in x for x in t.labels()):  # Interrupts to the Equip: none
            t.pass_()
        else:
            break
    assert t.state.cards[item].attached_to == host


# ------------------------------------------------------------------ invented texts
def test_unmarked_headers_start_their_own_segment():
    """A Stronghold's text has no bold headers: a header starting a sentence mid-line starts a
    new segment; a timing word inside a sentence does not."""
    assert segments("Limited, :g4:: Gain 2 Honor. Tireless Battle: :fear: 3.", "X", "Stronghold") == \
        ["Limited, {g4}: Gain 2 Honor.", "Tireless Battle: {fear} 3."]
    assert segments("Once per game, produce 2 Gold. Limited, :g3:: Draw a card.", "X", "Stronghold") == \
        ["Once per game, produce 2 Gold.", "Limited, {g3}: Draw a card."]
    assert segments("Take an additional Battle action. Gain 1 Honor.", "X", "Strategy") == \
        ["Take an additional Battle action. Gain 1 Honor."]


def test_the_fear_icon_is_a_fear_effect():
    """Ivory glossary "Fear #": ":fear: 3" is Fear 3."""
    node = parse_segment("Battle: {fear} 3.")
    assert isinstance(node, a.AbilityNode) and node.steps == (a.Attack("fear", 3),)
    assert parse_segment("Battle: {fear} 3.") == parse_segment("Battle: Fear 3.")


def test_traits_parse():
    assert parse_segment("Your Samurai have +2F while attacking.").args[2] == "attacking"
    assert parse_segment("Your Samurai have +2F.").args[2] == ""
    assert parse_segment("This Personality has Cavalry.") == a.Trait("self_keyword", (a.Self("Personality"),
                                                                                        "Cavalry"))
    assert parse_segment("You have +1 maximum hand size.") == a.Trait("hand_size", (1,))
    assert parse_segment("You have -2 maximum hand size.") == a.Trait("hand_size", (-2,))
    assert parse_segment("Enters play unbowed.") == a.Trait("enters_unbowed")


def test_traits_compile_only_where_they_mean_something():
    """"This Personality has Cavalry" names the bearer of an attachment (not a Holding's);
    "Enters play unbowed" is a Holding's (other cards enter play unbowed anyway)."""
    from l5r.ccg.compiler.codegen import CannotCompile

    with pytest.raises(CannotCompile):
        compiled("Fx Stable", "Holding", "This Personality has Cavalry.")
    with pytest.raises(CannotCompile):
        compiled("Fx Quick", "Personality", "Enters play unbowed.")
    assert compiled("Fx Big Hand", "Holding", "You have +2 maximum hand size.").flags == ("max_hand:+2",)


def test_a_bonus_while_attacking_holds_only_while_attacking(add_card):
    """An invented Holding "Your Samurai have +2F while attacking.": the attacking Samurai gets
    +2F; the same Samurai at home does not; the enemy's attacking Samurai does not."""
    d = compiled("Fx War Drums", "Holding", "Your Samurai have +2F while attacking.")
    add_card(fixture(d.id, "Fx War Drums", "holding", cost=2), d)
    t = Table("ivory")
    a1 = t.put("Fx Crab Samurai", 0)
    home = t.put("Fx Crab Samurai", 0)
    d1 = t.put("Fx Crab Samurai", 1)
    t.put("Fx War Drums", 0)
    t.put("Spearmen", 1, host=d1)  # the Spearmen's Battle action: a decision, the battle stays open
    t.open_battle([a1], [d1])
    st = t.state
    assert (m.force(st, a1), m.force(st, home), m.force(st, d1)) == (5, 3, 3)


# ------------------------------------------------------------------ the Ivory cards
def test_impregnable_fortress_gives_your_opposed_crab_personalities_force():
    """The Impregnable Fortress of the Crab: your Crab Clan Personalities have +1F while opposed --
    the attacking one facing a defender, not the one at home, not the enemy's."""
    t = Table("ivory", strongholds=("The Impregnable Fortress of the Crab", None))
    mine, home = t.put("Fx Crab Samurai", 0), t.put("Fx Crab Samurai", 0)
    theirs = t.put("Fx Crab Samurai", 1)
    st = t.state
    assert (m.force(st, mine), m.force(st, home), m.force(st, theirs)) == (3, 3, 3)
    t.put("Spearmen", 1, host=theirs)  # the Spearmen's Battle action: a decision, the battle stays open
    t.open_battle([mine], [theirs])
    assert (m.force(st, mine), m.force(st, home), m.force(st, theirs)) == (4, 3, 3)


def test_impregnable_fortress_no_bonus_while_unopposed():
    """Not opposed (no enemy unit left at its battlefield: the defender moved home): no bonus."""
    t = Table("ivory", strongholds=("The Impregnable Fortress of the Crab", None))
    mine, theirs = t.put("Fx Crab Samurai", 0), t.put("Fx Crab Samurai", 1)
    t.put("Spearmen", 1, host=theirs)
    t.open_battle([mine], [theirs])
    assert m.force(t.state, mine) == 4
    t.state.cards[theirs].loc = "home"
    assert not m.opposed(t.state, mine) and m.force(t.state, mine) == 3


def stronghold_of(t: Table, player: int) -> int:
    return next(c.uid for c in t.state.cards if c.zone == "play" and c.controller == player
                and m.ctype(t.state, c.uid) == "stronghold")


def test_sinister_citadel_fear_3_bows_an_enemy_follower():
    """The Sinister Citadel of the Spider: Battle: Fear 3 (the :fear: icon) -- bows the enemy
    Spearmen (2F) at the battle."""
    t = Table("ivory", strongholds=("The Sinister Citadel of the Spider", None))
    taro, akagi = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 1)
    spear = t.put("Spearmen", 1, host=akagi)
    t.open_battle([taro], [akagi])
    t.pass_()  # the Defender acts first
    t.use(stronghold_of(t, 0), 0)
    if t.pending is not None and any("Spearmen" in x for x in t.labels()):
        t.pick("Spearmen")
    assert t.state.cards[spear].bowed and not t.state.cards[akagi].bowed


def test_sinister_citadel_fear_3_cannot_bow_4_force():
    """Fear 3 does not bow a Follower with 4 Force (Order of the Wooden Blade): ivory glossary
    "Fear #" -- the target is any enemy Follower, bowed only if its Force is 3 or lower."""
    t = Table("ivory", strongholds=("The Sinister Citadel of the Spider", None))
    taro, akagi = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 1)
    order = t.put("Order of the Wooden Blade", 1, host=akagi)
    t.open_battle([taro], [akagi])
    t.pass_()
    t.use(stronghold_of(t, 0), 0)
    if t.pending is not None and any("Order of the Wooden Blade" in x and ":" not in x for x in t.labels()):
        t.pick("Order of the Wooden Blade")
    assert not t.state.cards[order].bowed
    t.pass_()  # the Defender passes again: the Citadel's ability was used this turn, the battle ends
    assert t.pending is None or f"c{stronghold_of(t, 0)}:0" not in [o.id for o in t.pending.options]


def test_hellbeast_gives_its_bearer_cavalry_and_costs_4_honor():
    """Hellbeast: after you Equip it, lose 4 Honor; its bearer has Cavalry while it is attached
    to him, and no longer once it leaves play."""
    t = Table("ivory")
    taro = t.put("Togashi Taro", 0)
    beast = t.put("Hellbeast", 0, zone="hand")
    honor = t.honor(0)
    assert not m.has_kw(t.state, taro, "Cavalry")
    equip(t, beast, taro)
    assert t.honor(0) == honor - 4
    assert m.has_kw(t.state, taro, "Cavalry") and "Cavalry" in m.keywords(t.state, taro)
    from l5r.ccg.zones import to_discard

    to_discard(t.state, beast)
    assert not m.has_kw(t.state, taro, "Cavalry")


def test_a_keyword_from_an_attachment_stays_with_the_attachment():
    """The keyword lasts while the attachment is attached to that Personality: moved to another
    Personality, the first no longer has it."""
    t = Table("ivory")
    taro, kanmu = t.put("Togashi Taro", 0), t.put("Togashi Kanmu", 0)
    beast = t.put("Hellbeast", 0, zone="hand")
    equip(t, beast, taro)
    st = t.state
    st.cards[taro].attachments.remove(beast)
    st.cards[kanmu].attachments.append(beast)
    st.cards[beast].attached_to = kanmu
    assert not m.has_kw(st, taro, "Cavalry")


def test_oriole_katana_gives_its_bearer_conqueror():
    """Oriole Katana: its bearer has Conqueror (his unit does not bow after a battle he wins:
    ``resolution_keywords``); a Personality without it has not."""
    t = Table("ivory")
    taro, kanmu = t.put("Togashi Taro", 0), t.put("Togashi Kanmu", 0)
    katana = t.put("Oriole Katana", 0, zone="hand")
    equip(t, katana, taro)
    assert m.has_kw(t.state, taro, "Conqueror") and not m.has_kw(t.state, kanmu, "Conqueror")


def test_farmers_market_raises_its_controllers_maximum_hand_size():
    """Farmer's Market: its controller's maximum hand size is 9, the other player's stays 8."""
    t = Table("ivory")
    assert (max_hand(t.state, 0), max_hand(t.state, 1)) == (8, 8)
    t.put("Farmer's Market", 0)
    assert (max_hand(t.state, 0), max_hand(t.state, 1)) == (9, 8)


def test_poorly_placed_garden_enters_play_unbowed_and_gains_honor():
    """Poorly Placed Garden: recruited, it enters play unbowed; bow it: gain 2 Honor."""
    t = Table("ivory")
    garden = t.put("Poorly Placed Garden", 0, zone="province", province=0)
    t.state.players[0].gold_pool = 10
    t.open_dynasty(0)
    t.pick("Recruit Poorly Placed Garden (")
    while t.pending is not None and t.pending.context in ("pay", "fortification"):
        t.pick("auto") if t.pending.context == "pay" else t.pick(t.labels()[0])
    assert t.state.cards[garden].zone == "play" and not t.state.cards[garden].bowed


def test_enters_play_unbowed_on_a_holding_that_is_no_fortification(add_card):
    """An invented non-Fortification Holding with "Enters play unbowed." enters play unbowed when
    recruited; without the text it enters bowed (ivory "Bowed and unbowed")."""
    for text, bowed in (("Enters play unbowed.", False), ("", True)):
        title = f"Fx Open Gate {int(bowed)}"
        d = compiled(title, "Holding", text)
        add_card(fixture(d.id, title, "holding", cost=2), d)
        t = Table("ivory")
        gate = t.put(title, 0, zone="province", province=0)
        t.state.players[0].gold_pool = 10
        t.open_dynasty(0)
        t.pick(f"Recruit {title} (")
        if t.pending is not None and t.pending.context == "pay":
            t.pick("auto")
        assert t.state.cards[gate].zone == "play" and bool(t.state.cards[gate].bowed) == bowed


# ------------------------------------------------------------------ negating Fear, Interrupts to an action
def test_negate_fear_and_interrupts_parse():
    assert parse_segment("Negate Fear effects targeting this Follower.") == \
        a.Trait("negate_fear", (a.Self("Follower"),))
    assert parse_segment("Interrupt: Negate the action's Melee or Ranged Attacks.").steps == (
        a.NegateAction("melee", ("follower", "personality")), a.NegateAction("ranged", ("follower", "personality")))
    assert parse_segment("Interrupt, {bow}: The action cannot move Personalities.").steps == (
        a.NegateAction("move", ("personality",)),)


def test_the_action_is_only_an_interrupts():
    """"The action" outside an Interrupt to an action names nothing: not compiled."""
    from l5r.ccg.compiler.codegen import CannotCompile

    with pytest.raises(CannotCompile):
        compiled("Fx Wall", "Holding", "<b>Battle:</b> Negate the action's Fear effects.")
    d = compiled("Fx Shield", "Holding", "<b>Interrupt:</b> Negate the action's Fear effects.")
    (ab,) = d.abilities
    assert (ab.trigger, ab.timing) == ("announced", "before")
    assert ab.when(None, {"designators": ("battle",)}) and not ab.when(None, {"designators": ("interrupt",)})


def fear_on_spearmen() -> tuple[Table, int]:
    """Player 1's Kikage Zumi Initiates (on the defending Togashi Akagi) use their Fear 2 on player
    0's Spearmen (2F; the only legal target), player 0 holding A Stout Heart and The Turtle's Shell:
    the Interrupt window of that action."""
    t = Table("ivory")
    taro, akagi = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 1)
    spear = t.put("Spearmen", 0, host=taro)
    initiates = t.put("Kikage Zumi Initiates", 1, host=akagi)
    t.put("A Stout Heart", 0, zone="hand")
    t.put("The Turtle's Shell", 0, zone="hand")
    t.open_battle([taro], [akagi])
    t.use(initiates, 0)
    assert t.pending.player == 0
    return t, spear


def until_combat(t: Table) -> None:
    """Pass the rest of the Interrupt window: back to the battle's action round."""
    while t.pending is not None and t.pending.context != "combat":
        t.pass_()


def test_a_stout_heart_negates_the_actions_fear():
    """A Stout Heart: Interrupt to the Fear action -- the Spearmen are not bowed; without it, the
    Initiates' Fear 2 bows them."""
    t, spear = fear_on_spearmen()
    t.pick("A Stout Heart")
    until_combat(t)
    assert not t.state.cards[spear].bowed
    t, spear = fear_on_spearmen()
    until_combat(t)
    assert t.state.cards[spear].bowed


def test_the_turtles_shell_does_not_negate_fear():
    """The Turtle's Shell negates Melee and Ranged Attacks only: played to the Fear action, the
    Spearmen are still bowed."""
    t, spear = fear_on_spearmen()
    t.pick("The Turtle's Shell")
    until_combat(t)
    assert t.state.cards[spear].bowed


def ranged_on_war_dogs(shell: bool) -> int:
    """Player 1's Spearmen make their Ranged 2 Attack on player 0's War Dogs (1F); player 0 plays
    The Turtle's Shell to it or not. The War Dogs' uid."""
    t = Table("ivory")
    taro, akagi = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 1)
    dogs = t.put("War Dogs", 0, host=taro)
    spear = t.put("Spearmen", 1, host=akagi)
    t.put("The Turtle's Shell", 0, zone="hand")
    t.open_battle([taro], [akagi])
    t.use(spear, 0)
    if t.pending is not None and any(x.startswith("War Dogs") for x in t.labels()):
        t.pick("War Dogs")
    if shell:
        t.pick("The Turtle's Shell")
    until_combat(t)
    return dogs if t.state.cards[dogs].zone == "play" else -1


def test_the_turtles_shell_negates_a_ranged_attack():
    """The Turtle's Shell: Interrupt to the Ranged Attack -- the War Dogs survive; without it, they
    are destroyed."""
    assert ranged_on_war_dogs(True) >= 0
    assert ranged_on_war_dogs(False) == -1


def test_kikage_zumi_initiates_negate_fear_targeting_them():
    """Kikage Zumi Initiates: the Sinister Citadel's Fear 3 on them (2F) does not bow them."""
    t = Table("ivory", strongholds=("The Sinister Citadel of the Spider", None))
    taro, akagi = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 1)
    initiates = t.put("Kikage Zumi Initiates", 1, host=akagi)
    t.open_battle([taro], [akagi])
    t.pass_()
    t.use(stronghold_of(t, 0), 0)
    if t.pending is not None and any(x.startswith("Kikage Zumi Initiates") and ":" not in x for x in t.labels()):
        t.pick("Kikage Zumi Initiates")
    assert not t.state.cards[initiates].bowed


def armor_battle(interrupt: bool) -> tuple[Table, int]:
    """Player 1's Togashi Akagi defends wearing Ancestral Armor of the Unicorn Clan; player 0 plays
    Incapacitated (move home a target defending Personality) on him; player 1 interrupts with the
    Armor or not. Akagi's uid."""
    t = Table("ivory")
    taro, akagi = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 1)
    armor = t.put("Ancestral Armor of the Unicorn Clan", 1, host=akagi)
    t.put("Spearmen", 1, host=akagi)  # a Battle action: the battle stays open
    t.put("Incapacitated", 0, zone="hand")
    t.open_battle([taro], [akagi])
    t.pass_()
    t.pick("Incapacitated")
    if t.pending is not None and any(x.startswith("Togashi Akagi") for x in t.labels()):
        t.pick("Togashi Akagi")
    if interrupt:
        t.pick("Ancestral Armor of the Unicorn Clan")
        assert t.state.cards[armor].bowed
    return t, akagi


def test_ancestral_armor_of_the_unicorn_clan_the_action_cannot_move_him():
    """Ancestral Armor of the Unicorn Clan: Interrupt, bow -- Incapacitated does not move Akagi
    home; without the Interrupt it does."""
    t, akagi = armor_battle(True)
    assert t.state.cards[akagi].loc.startswith("d")
    t, akagi = armor_battle(False)
    t.pass_()
    assert t.state.cards[akagi].loc == "home"


def test_ancestral_armor_of_the_unicorn_clan_gains_2_honor_when_equipped():
    """After you Equip it (to a Unicorn Clan Personality), gain 2 Honor."""
    t = Table("ivory")
    rider = t.put("Fx Unicorn Rider", 0)
    armor = t.put("Ancestral Armor of the Unicorn Clan", 0, zone="hand")
    honor = t.honor(0)
    equip(t, armor, rider)
    assert t.honor(0) == honor + 2


# ------------------------------------------------------------------ values and effects
def test_values_and_effects_parse():
    node = parse_segment("Battle: Reduce the Force of a target Follower by 2.")
    (give,) = [x for x in node.steps if isinstance(x, a.Give)]
    assert give.changes == (("force", 2, -1),)
    node = parse_segment("Open: Give ~ a Chi bonus equal to half his Force, rounded up.")
    assert node.steps[0].changes[0][1] == a.Half(a.StatOf(a.Pronoun("his"), "force"))
    node = parse_segment("Battle: Melee 2 Attack with +1 strength for every 5 points of Family Honor you have.")
    assert node.steps == (a.Attack("melee", a.PerFamilyHonor(2, 5)),)


def test_per_family_honor_and_half_up_values():
    """+1 for every 10 points of Family Honor: 3 at 9, 4 at 10, 5 at 27, 3 at -10; half of 3 rounded
    up is 2, of 4 is 2."""
    t = Table("ivory")
    c = vocab.Ctx(t.g, {"ctx": {"player": 0}})
    value = words.per_family_honor(3, 10)
    out = []
    for honor in (9, 10, 27, -10):
        t.state.players[0].honor = honor
        out.append(value(c))
    assert out == [4 - 1, 4, 5, 3]
    assert [words.half_up(lambda c, n=n: n)(c) for n in (3, 4, 0)] == [2, 2, 0]


def test_akodo_kaiken_reduces_an_enemys_force_by_its_bearers_chi():
    """Akodo Kaiken on Togashi Taro (3 Chi, +1 from the Item): the enemy Order of the Wooden Blade
    (4F) loses 4 Force; Taro's own Spearmen are no target (enemy only)."""
    t = Table("ivory")
    taro, akagi = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 1)
    kaiken = t.put("Akodo Kaiken", 0, host=taro)
    t.put("Spearmen", 0, host=taro)
    order = t.put("Order of the Wooden Blade", 1, host=akagi)
    t.open_battle([taro], [akagi])
    t.pass_()
    chi = m.chi(t.state, taro)
    t.use(kaiken, 0)
    assert not any(x.startswith("Spearmen") for x in t.labels())
    if t.pending is not None and any(x.startswith("Order of the Wooden Blade") for x in t.labels()):
        t.pick("Order of the Wooden Blade")
    assert m.force(t.state, order) == max(0, 4 - chi) and t.state.cards[kaiken].bowed


def misato_on_order(honor: int) -> bool:
    """Matsu Misato's Ranged Attack on the Order of the Wooden Blade (4F) with ``honor``: destroyed?"""
    t = Table("ivory")
    misato, akagi = t.put("Matsu Misato", 0), t.put("Togashi Akagi", 1)
    order = t.put("Order of the Wooden Blade", 1, host=akagi)
    t.state.players[0].honor = honor
    t.open_battle([misato], [akagi])
    t.pass_()
    t.use(misato, 0)
    if t.pending is not None and any(x.startswith("Order of the Wooden Blade") for x in t.labels()):
        t.pick("Order of the Wooden Blade")
    return t.state.cards[order].zone != "play"


def test_matsu_misato_ranged_attack_grows_with_family_honor():
    """Matsu Misato: Ranged 3 Attack, +1 for every 10 Family Honor -- at 10 Honor it destroys a 4F
    Follower, at 9 it does not."""
    assert misato_on_order(10) and not misato_on_order(9)


def test_overwhelming_power_gives_half_the_shugenjas_chi_rounded_up():
    """Overwhelming Power on Isawa Hibana (a Shugenja, 3 Chi): +2F to her; the Spell bows."""
    t = Table("ivory")
    taro, akagi = t.put("Isawa Hibana", 0), t.put("Togashi Akagi", 1)
    spell = t.put("Overwhelming Power", 0, host=taro)
    t.put("Spearmen", 1, host=akagi)
    t.open_battle([taro], [akagi])
    t.pass_()
    force, chi = m.force(t.state, taro), m.chi(t.state, taro)
    t.use(spell, 0)
    assert m.force(t.state, taro) == force + (chi + 1) // 2 and t.state.cards[spell].bowed


def seeking_the_way(bowed: bool) -> tuple[Table, int, int]:
    t = Table("ivory")
    taro, akagi = t.put("Isawa Hibana", 1, bowed=bowed), t.put("Togashi Akagi", 0)
    spell = t.put("Seeking the Way", 1, host=taro)
    kanmu = t.put("Togashi Kanmu", 0)
    t.put("Spearmen", 0, host=akagi)
    t.open_battle([akagi, kanmu], [taro])
    return t, spell, taro


def test_seeking_the_way_moves_home_an_attacker_and_the_shugenja():
    """Seeking the Way: bow this Shugenja (Isawa Hibana, defending) to move home a target attacking
    Personality and himself, and gain 2 Honor."""
    t, spell, taro = seeking_the_way(False)
    honor = t.honor(1)
    t.use(spell, 0)
    t.pick("Togashi Akagi")
    st = t.state
    akagi = uid_of(t, "Togashi Akagi")
    assert st.cards[taro].bowed and st.cards[taro].loc == "home" and st.cards[akagi].loc == "home"
    assert t.honor(1) == honor + 2


def test_seeking_the_way_needs_the_shugenja_to_bow():
    """With this Shugenja already bowed, nothing moves and no Honor is gained (ivory glossary "To")."""
    t, spell, taro = seeking_the_way(True)
    honor = t.honor(1)
    opts = [o.id for o in t.pending.options] if t.pending else []
    if f"c{spell}:0" in opts:
        t.use(spell, 0)
        if t.pending is not None and any(x.startswith("Togashi Akagi") for x in t.labels()):
            t.pick("Togashi Akagi")
    assert t.state.cards[taro].loc.startswith("d") and t.honor(1) == honor


def uid_of(t: Table, title: str) -> int:
    return max(c.uid for c in t.state.cards if m.title(t.state, c.uid) == title)


def test_servitors_of_stone_straighten_a_card_in_a_unit():
    """Servitors of Stone: straighten a target card in a unit -- the bowed Spearmen are a choice, a
    bowed Holding is not."""
    t = Table("ivory")
    taro, akagi = t.put("Isawa Hibana", 0), t.put("Togashi Akagi", 1)
    spell = t.put("Servitors of Stone", 0, host=taro)
    spear = t.put("Spearmen", 0, host=taro, bowed=True)
    t.put("Poorly Placed Garden", 0, bowed=True)
    t.put("War Dogs", 1, host=akagi)
    t.open_battle([taro], [akagi])
    t.pass_()
    t.use(spell, 0)
    assert not any(x.startswith("Poorly Placed Garden") for x in t.labels())
    t.pick("Spearmen")
    assert not t.state.cards[spear].bowed


# ------------------------------------------------------------------ both targets, Provinces, Gold for one card
def test_both_targets_and_only_for_parse():
    node = parse_segment("Battle: Target your bowed Ring and an attachment. Straighten both targets.")
    assert node.steps[-1] == a.Straighten(a.BothTargets())
    red = parse_segment("{bow}: Produce 5 Gold, which can only pay for a single Jade card.")
    assert isinstance(red, a.Reduction) and red.only and red.amount == 5 and not red.action
    assert parse_segment("Your Provinces have +1 strength.") == a.Trait("provinces_strength", (1,))


def aligned(t: Table) -> int:
    """Aligned with the Elements in player 0's hand in a battle (Togashi Taro attacking, Akagi with
    Spearmen defending); the Defender has passed."""
    taro, akagi = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 1)
    t.put("Spearmen", 1, host=akagi)
    card = t.put("Aligned with the Elements", 0, zone="hand")
    t.open_battle([taro], [akagi])
    t.pass_()
    return card


def test_aligned_with_the_elements_straightens_your_bowed_ring_and_an_attachment():
    """Second ability: target your bowed Ring and an attachment; straighten both."""
    t = Table("ivory")
    ring = t.put("Ring of Air", 0, bowed=True)
    aligned(t)
    armor = t.put("Scout Armor", 0, host=uid_of(t, "Togashi Taro"), bowed=True)
    t.pick("Aligned with the Elements: Battle - straighten both targets")
    if t.pending is not None and any(x.startswith("Ring of Air") for x in t.labels()):
        t.pick("Ring of Air")
    if t.pending is not None and any(x.startswith("Scout Armor") for x in t.labels()):
        t.pick("Scout Armor")
    assert not t.state.cards[ring].bowed and not t.state.cards[armor].bowed


def test_aligned_with_the_elements_needs_your_bowed_ring():
    """With your Ring unbowed, the second ability cannot be announced (it targets a bowed Ring);
    the first bows it and an enemy card without attachments."""
    t = Table("ivory")
    ring = t.put("Ring of Air", 0)
    aligned(t)
    assert not any("straighten both targets" in x for x in t.labels())
    t.pick("Aligned with the Elements: Battle - bow your unbowed Ring")
    if t.pending is not None and any(x.startswith("Ring of Air") for x in t.labels()):
        t.pick("Ring of Air")
    if t.pending is not None and any(x.startswith("Togashi Akagi") for x in t.labels()):
        t.pick("Togashi Akagi")
    assert t.state.cards[ring].bowed


def test_jade_works_pays_5_for_a_jade_card_only():
    """Jade Works, the only Gold source: 5 Gold for the Jade Matsu Benika, its printed 3 for the
    non-Jade Akodo Kuma."""
    t = Table("ivory")
    t.put("Jade Works", 0)
    t.state.cards[t.state.players[0].stronghold].bowed = True
    benika = t.put("Matsu Benika", 0, zone="province", province=0)
    kuma = t.put("Akodo Kuma", 0, zone="province", province=1)
    st = t.state
    assert gold.available(st, 0, {"type": "personality", "card": benika}) == 5
    assert gold.available(st, 0, {"type": "personality", "card": kuma}) == 3


def test_merchant_atoll_raises_your_provinces_strength():
    """Merchant Atoll: each of its controller's Provinces has +1 strength; the other player's do not
    change; gone with the Holding."""
    t = Table("ivory")
    st = t.state
    mine, theirs = st.players[0].provinces[0].pid, st.players[1].provinces[0].pid
    before = (m.province_strength(st, mine), m.province_strength(st, theirs))
    atoll = t.put("Merchant Atoll", 0)
    assert (m.province_strength(st, mine), m.province_strength(st, theirs)) == (before[0] + 1, before[1])
    from l5r.ccg.zones import to_discard

    to_discard(st, atoll)
    assert m.province_strength(st, mine) == before[0]


# ------------------------------------------------------------------ "You may X to Y"
def test_you_may_to_parses():
    node = parse_segment("Battle: Draw a card. You may discard a card to gain 1 Honor.")
    assert isinstance(node.steps[-1], a.May) and node.steps[-1].to.then == (a.Honor(1),)


def keiichi(discard: bool) -> tuple[Table, int, int]:
    """Shosuro Keiichi's Ranged 3 Attack on the Spearmen, then discarding a card (or none). His uid
    and the hand size before."""
    t = Table("ivory")
    keiichi, akagi = t.put("Shosuro Keiichi", 0), t.put("Togashi Akagi", 1)
    spear = t.put("Spearmen", 1, host=akagi)
    t.put("War Dogs", 0, zone="hand")  # a card to discard
    t.open_battle([keiichi], [akagi])
    t.pass_()
    hand = len(t.state.players[0].hand)
    t.use(keiichi, 0)
    if t.pending is not None and any(x.startswith("Spearmen") for x in t.labels()):
        t.pick("Spearmen")
    assert t.state.cards[spear].zone != "play"
    assert t.pending is not None and t.pending.context == "choose"
    if discard:
        t.pick(next(x for x in t.labels() if x != "none"))
    else:
        t.pick("none")
    return t, keiichi, hand


def test_shosuro_keiichi_may_discard_a_card_to_straighten():
    """Shosuro Keiichi: Ranged 3 Attack; you may discard a card to straighten him -- discarding,
    he straightens; declining, he stays bowed and the hand is kept."""
    t, uid, hand = keiichi(True)
    assert not t.state.cards[uid].bowed and len(t.state.players[0].hand) == hand - 1
    t, uid, hand = keiichi(False)
    assert t.state.cards[uid].bowed and len(t.state.players[0].hand) == hand


def longbow(yes: bool) -> tuple[Table, int, int]:
    t = Table("ivory")
    taro, akagi = t.put("Togashi Taro", 0), t.put("Togashi Akagi", 1)
    bow = t.put("Tsuruchi Longbow", 0, host=taro)
    spear = t.put("Spearmen", 1, host=akagi)
    t.open_battle([taro], [akagi])
    t.pass_()
    t.use(bow, 0)
    if t.pending is not None and any(x.startswith("Spearmen") for x in t.labels()):
        t.pick("Spearmen")
    assert t.state.cards[spear].zone != "play"
    t.pick("destroy this Item" if yes else "do not")
    return t, taro, bow


def test_tsuruchi_longbow_may_be_destroyed_to_move_its_bearer_home():
    """Tsuruchi Longbow: Ranged 2 Attack; you may destroy it to move this Personality home -- yes:
    the Longbow is destroyed and Taro is home; no: both stay."""
    t, taro, bow = longbow(True)
    assert t.state.cards[bow].zone != "play" and t.state.cards[taro].loc == "home"
    t, taro, bow = longbow(False)
    assert t.state.cards[bow].zone == "play" and t.state.cards[taro].loc.startswith("a")
