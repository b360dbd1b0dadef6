"""The CCG text compiler's parser (``l5r.ccg.compiler``): each construct of the grammar on
invented texts in the cards' style (no card text is copied here).

Rules sections are the Ivory Edition Comprehensive Rules v1.8 ("ivory").
"""

from __future__ import annotations

import pytest

from l5r.ccg.compiler import ast as a
from l5r.ccg.compiler.parser import parse_card, parse_segment
from l5r.ccg.compiler.text import normalize, segments


def ability(text: str) -> a.AbilityNode:
    node = parse_segment(text)
    assert isinstance(node, a.AbilityNode), node
    return node


def quals(noun: a.Noun) -> list[tuple]:
    return [(q.kind, *q.args) for q in noun.qualifiers]


# ------------------------------------------------------------------ markup
def test_markup_icons_reminders_and_own_name_are_normalized():
    """The data's bold header, icons, italic reminder text and the card's given name."""
    raw = "<b>Open, :bow:, :g2::</b> Straighten Hayato <i>(reminder)</i>.<br>:bow:: Produce 1 Gold."
    assert segments(raw, "Shiba Hayato", "Personality") == ["Open, {bow}, {g2}: Straighten ~.",
                                                          "{bow}: Produce 1 Gold."]
    assert normalize("<b>Battle, :gstar::</b> Draw a card.") == "Battle, {g*}: Draw a card."


def test_a_bold_header_in_mid_line_starts_a_new_segment():
    assert segments("Some trait. <b>Limited:</b> Draw a card.") == ["Some trait.", "Limited: Draw a card."]


def test_a_rulebook_ability_recalled_in_parentheses_is_reminder_text():
    """ivory glossary "Tactician": Tactical Advantage "is not printed on the Tactician" -- a
    card recalling it in parentheses, bold header and all, has no ability of its own there."""
    text = "<i>(<b>Battle:</b> Discard a card to give this Tactician +1F.)</i>"
    assert segments(text) == []
    assert segments(text + "<br><b>Open:</b> Gain 1 Honor.") == ["Open: Gain 1 Honor."]
    assert segments("<i>(<b>Limited:</b> Draw a card.)</i> Some trait.") == ["Some trait."]


# ------------------------------------------------------------------ headers (ivory "Designators")
@pytest.mark.parametrize("header,timings,designators", [
    ("Battle", ("battle",), ()),
    ("Open", ("open",), ()),
    ("Limited", ("limited",), ()),
    ("Engage", ("engage",), ()),
    ("Dynasty", ("dynasty",), ()),
    ("Battle/Open", ("battle", "open"), ()),
    ("Political Limited/Engage", ("limited", "engage"), ("Political",)),
    ("Repeatable Battle", ("battle",), ("Repeatable",)),
    ("Tireless Battle", ("battle",), ("Tireless",)),
    ("Absent Battle", ("battle",), ("Absent",)),
    ("Fear Kiho Water Battle", ("battle",), ("Fear", "Kiho", "Water")),
    ("Tactician Battle", ("battle",), ("Tactician",)),
])
def test_header_timings_and_designators(header, timings, designators):
    node = ability(f"{header}: Draw a card.")
    assert node.header.timings == timings and node.header.designators == designators


def test_header_cost_icons():
    """ivory "Costs": the bow icon and Gold icons in the header."""
    h = ability("Limited, {bow}, {g3}: Draw a card.").header
    assert (h.bow, h.gold) == (True, 3)
    assert ability("Battle, {g*}: Draw a card.").header.gold == -1
    assert ability("Battle: Draw a card.").header == a.Header(("battle",))


# ------------------------------------------------------------------ targets and qualifiers
def test_target_with_qualifiers_before_a_colon():
    """ivory "Targeting": "Target X: effect" -- X chosen when the action is announced."""
    node = ability("Battle: Target an enemy Personality with equal or lower Chi and no attached Spells: Bow him.")
    decl, bow = node.steps
    assert isinstance(decl, a.Declare) and decl.noun.targeted and decl.noun.types == ("personality",)
    assert quals(decl.noun) == [("enemy",), ("stat_vs_self", "chi", "<="), ("without_type_attachment", "spell")]
    assert bow == a.Bow(a.Pronoun("him"))


@pytest.mark.parametrize("phrase,types,expected", [
    ("a target enemy Follower or Item", ("follower", "item"), [("enemy",)]),
    ("your target unbowed Samurai", (), [("yours",), ("unbowed",), ("keyword", "Samurai")]),
    ("your target Crane Clan Personality", ("personality",), [("yours",), ("keyword", "Crane Clan")]),
    ("a target enemy card without attachments", ("card",), [("enemy",), ("without_attachments",)]),
    ("a target enemy card with lower Force", ("card",), [("enemy",), ("stat_vs_self", "force", "<")]),
    ("a target enemy card with a Gold Cost of 4 or less", ("card",), [("enemy",), ("stat_at_most", "gold", 4)]),
    ("a target Follower with 2 or lower Force", ("follower",), [("stat_at_most", "force", 2)]),
    ("a target attacking Personality", ("personality",), [("attacking",)]),
    ("your target Personality at home", ("personality",), [("yours",), ("at_home",)]),
    ("your target Personality at any location", ("personality",), [("yours",), ("at_any_location",)]),
    ("a target Personality at this battlefield", ("personality",), [("at_this_battlefield",)]),
    ("a target enemy Personality without a Weapon", ("personality",),
     [("enemy",), ("without_keyword_attachment", "Weapon")]),
    ("a target Shugenja or Monk", (), [("keyword", "Shugenja", "Monk")]),
    # step 2: several comparisons, "higher", "with no <type>", "with a <keyword>", "non-<keyword>"
    ("a target enemy Personality with lower Force and lower Chi", ("personality",),
     [("enemy",), ("stat_vs_self", "force", "<"), ("stat_vs_self", "chi", "<")]),
    ("a target Personality with no attachments and higher Force", ("personality",),
     [("without_attachments",), ("stat_vs_self", "force", ">")]),
    ("a target enemy Personality with no Followers", ("personality",),
     [("enemy",), ("without_type_attachment", "follower")]),
    ("a target Personality with a Sword", ("personality",), [("with_keyword_attachment", "Sword")]),
    ("your target non-Earth Personality", ("personality",), [("yours",), ("without_keyword", "Earth")]),
    ("a target non-Unique Personality", ("personality",), [("non_unique",)]),
])
def test_noun_phrases(phrase, types, expected):
    node = ability(f"Battle: Bow {phrase}.")
    (bow,) = node.steps
    assert bow.ref.types == types and bow.ref.targeted
    assert quals(bow.ref) == expected


def test_target_sentence_then_effects_on_another_target():
    node = ability("Battle: Target your unbowed Courtier. Dishonor a target enemy Personality.")
    decl, dis = node.steps
    assert isinstance(decl, a.Declare) and ("keyword", "Courtier") in quals(decl.noun)
    assert isinstance(dis, a.Dishonor) and dis.ref.targeted


def test_choose_is_not_targeting():
    node = ability("Battle: Choose your performing Personality: Straighten him.")
    assert node.steps[0] == a.Declare(a.Noun(("personality",), (a.Qualifier("yours"), a.Qualifier("performing"))),
                                      "choose")


# ------------------------------------------------------------------ costs ("to", before the colon)
def test_effects_before_the_colon_are_costs():
    node = ability("Battle: Bow and destroy this card and target an enemy Item: Destroy it.")
    assert node.steps[:2] == (a.Pay(a.Bow(a.Self("card"))), a.Pay(a.Destroy(a.Self("card"))))
    assert node.steps[3] == a.Destroy(a.Pronoun("it"))


def test_x_to_y():
    """ivory glossary "To": Y happens only if X did."""
    (step,) = ability("Limited: Destroy this Holding to gain 3 Honor.").steps
    assert step == a.To((a.Destroy(a.Self("Holding")),), (a.Honor(3),))


# ------------------------------------------------------------------ effects and durations
@pytest.mark.parametrize("text,effect", [
    ("Straighten ~.", a.Straighten(a.Self())),
    ("Move ~ home.", a.MoveHome(a.Self())),
    ("Gain 3 Honor.", a.Honor(3)),
    ("Lose 1 Honor.", a.Honor(-1)),
    ("Draw a card.", a.Draw(1)),
    ("Draw 2 cards.", a.Draw(2)),
    ("Ranged 4 Attack.", a.Attack("ranged", 4)),
    ("Melee 3 Attack.", a.Attack("melee", 3)),
    ("Fear 2.", a.Attack("fear", 2)),
    ("Ranged Attack with strength equal to ~'s Chi.", a.Attack("ranged", a.StatOf(a.Self(), "chi"))),
    ("You may take an additional Battle action.", a.AdditionalAction("battle")),
    ("Give ~ +2F.", a.Give(a.Self(), (("force", 2, 1),))),
    ("Give ~ -1F and +1PH.", a.Give(a.Self(), (("force", 1, -1), ("ph", 1, 1)))),
    ("Permanently give ~ +1C.", a.Give(a.Self(), (("chi", 1, 1),), "permanent")),
])
def test_effects(text, effect):
    assert ability(f"Battle: {text}").steps == (effect,)


def test_ranged_attack_against_gold_cost():
    (_, attack) = ability("Battle: Target your unbowed Samurai to make a Ranged 5 Attack that is compared "
                          "against Gold Cost instead of Force.").steps
    assert attack == a.Attack("ranged", 5, "gold")


def test_create_follower():
    (step,) = ability("Limited, {g2}: Create a 2F Follower and attach it to your target Personality.").steps
    assert isinstance(step, a.CreateFollower) and step.force == 2 and step.host.targeted


# ------------------------------------------------------------------ conditions
def test_trailing_if_and_leading_if():
    node = ability("Battle: Target an enemy card: Bow it. Destroy it if this action was taken as an additional action.")
    assert node.steps[-1] == a.If(a.Condition("additional"), (a.Destroy(a.Pronoun("it")),))
    node = ability("Battle: Target an enemy Personality: Move him home. If he moved, give ~ +1F.")
    assert node.steps[-1] == a.If(a.Condition("moved", (a.Pronoun("he"),)), (a.Give(a.Self(), (("force", 1, 1),)),))


def test_even_if_bowed_prefix():
    node = ability("Open: Even if ~ is bowed: Straighten ~.")
    assert node.prefix == (a.Condition("even_bowed"),)


# ------------------------------------------------------------------ Gold production and traits
def test_gold_production():
    """ivory "Gold Production"."""
    assert parse_segment("{bow}: Produce 4 Gold.") == a.Production(4)
    assert parse_segment("{bow}: Produce 1 Gold, or 2 Gold if you are a Crab Clan player.") == a.Production(
        1, (2, a.Condition("player_clan", ("crab",))))


def test_trait():
    assert parse_segment("This Personality will not issue challenges.") == a.Trait("no_challenges")


# ------------------------------------------------------------------ what does not parse
def test_an_unknown_phrase_is_unparsed_with_where_it_stopped():
    node = parse_segment("Battle: Sing a song to the target Personality.")
    assert isinstance(node, a.Unparsed) and "Sing a song" in node.reason


def test_a_card_parses_whole_only_if_every_segment_does():
    card = {"title": "Invented Mine", "types": ["Holding"], "text": "<b>:bow::</b> Produce 2 Gold.<br>Hums loudly."}
    ct = parse_card(card)
    assert isinstance(ct.segments[0], a.Production) and not ct.parsed
    assert parse_card({"title": "Quiet", "types": ["Holding"]}).segments == ()


# ------------------------------------------------------------------ more traits (ivory "Traits")
def test_triggered_traits():
    """ivory "Triggered traits": "After <event>, <effects>"."""
    assert parse_segment("After ~ is destroyed during an Attack Phase, lose 1 Honor.") == a.Triggered(
        "destroyed", ("attack_phase",), (a.Honor(-1),))
    assert parse_segment("After you Equip this Item, gain 1 Honor.") == a.Triggered("equip", (), (a.Honor(1),))
    assert parse_segment("After you Recruit ~, draw a card.") == a.Triggered("recruit", (), (a.Draw(1),))
    assert parse_segment("After ~ enters play: Draw a card.") == a.Triggered("enters_play", (), (a.Draw(1),))


def test_stat_traits_and_attachment_restrictions():
    assert parse_segment("~ has +1C while attacking.") == a.Trait("self_bonus", (a.Self(), (("chi", 1, 1),),
                                                                                 "attacking"))
    assert parse_segment("This Personality has +2PH.") == a.Trait("self_bonus", (a.Self("Personality"),
                                                                                  (("ph", 2, 1),), ""))
    (only,) = parse_segment("Can only attach to a Scorpion Clan Personality.").args
    assert only.types == ("personality",) and quals(only) == [("keyword", "Scorpion Clan")]


def test_a_paragraph_of_several_traits_is_several_segments():
    card = {"title": "Fx Armor", "types": ["Item"],
            "text": "Can only attach to a Samurai. After you Equip this Item, gain 1 Honor."}
    kinds = [type(s).__name__ for s in parse_card(card).segments]
    assert kinds == ["Trait", "Triggered"]


def test_keyword_lists_and_this_keyword():
    (st,) = ability("Battle: Straighten a target Monk, Shugenja, or Courtier Personality.").steps
    assert quals(st.ref) == [("keyword", "Monk", "Shugenja", "Courtier")]
    (step,) = ability("Battle: Bow this Shugenja to draw a card.").steps
    assert step == a.To((a.Bow(a.Self("Shugenja")),), (a.Draw(1),))


def test_traits_that_change_a_rule_for_the_card():
    """Traits the engine implements as flags of the card (codegen.FLAG_TRAITS)."""
    assert parse_segment("This Holding straightens during each player's Straighten Phase.") == a.Trait(
        "straightens_each")
    assert parse_segment("This card will not straighten before your second turn.") == a.Trait("no_straighten_first")
    assert parse_segment("After you Recruit this Holding from a Province, refill the Province face-up.") == a.Trait(
        "refill_face_up")
    assert parse_segment("You may only have one copy of ~ in play.") == a.Trait("one_copy_in_play")


def test_conditions_on_a_card_and_on_provinces():
    node = ability("Battle: Straighten your target Personality. Give him +1F if he is attacking and a Samurai.")
    assert node.steps[-1].condition == a.Condition("is", (a.Pronoun("he"), ("state", "attacking"),
                                                          ("keyword", "Samurai")))
    node = ability("Open: If you have fewer Provinces than each other player, gain 1 Honor.")
    assert node.steps == (a.If(a.Condition("fewer_provinces"), (a.Honor(1),)),)


def test_a_run_of_keywords_names_each_of_them():
    """"Lion Clan Samurai": a card with both keywords ("<Name> Clan" is one keyword)."""
    (give,) = ability("Battle: Give your target opposed Lion Clan Samurai +1F.").steps
    assert sorted(q[1] for q in quals(give.ref) if q[0] == "keyword") == ["Lion Clan", "Samurai"]


def test_values_equal_to_a_stat_and_a_stat_now():
    (give,) = ability("Battle: Give ~ a Force bonus equal to ~'s Chi.").steps
    assert give == a.Give(a.Self(), (("force", a.StatOf(a.Self(), "chi"), 1),))
    node = ability("Battle: Target an enemy Follower: Give it -2F. If the targeted card's Force is now 0, bow it.")
    assert node.steps[-1].condition == a.Condition("stat_now", (a.Pronoun("the targeted card"), "force", 0))


def test_a_choice_of_stats_and_a_bonus_to_your_cards():
    (attack,) = ability("Battle: Ranged Attack with strength equal to ~'s Chi or Personal Honor.").steps
    assert attack == a.Attack("ranged", a.EitherStat(a.Self(), ("chi", "ph")))
    trait = parse_segment("Your Shadowlands cards have +1F.")
    assert trait.kind == "yours_bonus" and quals(trait.args[0]) == [("keyword", "Shadowlands")]


def test_tokens():
    """Giving tokens and destroying one as a cost before the colon."""
    (give,) = ability("Limited: Give ~ two +1C Water tokens.").steps
    assert give == a.GiveTokens(a.Self(), 2, (("chi", 1, 1),), "Water")
    pay, _ = ability("Battle: Destroy a Water token on ~: Draw a card.").steps
    assert pay == a.Pay(a.DestroyToken(a.Self(), "Water"))
    assert isinstance(parse_segment("Limited: Give ~ two +1F token."), a.Unparsed)  # count and noun disagree


def test_discard_from_hand_to_do_something():
    """ivory glossary "Discard" (from the hand by default) and "To" (the second effect only if
    the first happened); "the card's Focus Value" is the discarded card's."""
    node = ability("Battle: Discard a card to give a target enemy Personality a Force penalty equal to "
                   "the card's Focus Value.")
    (to,) = node.steps
    assert isinstance(to, a.To) and to.first == (a.DiscardHand(a.Noun(("card",))),)
    (give,) = to.then
    assert give.changes == (("force", a.StatOf(a.Discarded(), "focus"), -1),)
    node = ability("Battle: Discard a Kiho or a Spell from your hand to draw a card.")
    (to,) = node.steps
    assert quals(to.first[0].noun) == [("type_or_keyword", ("spell",), ("Kiho",))]


def test_alternative_values_and_their_conditions():
    """"N, or M if <condition>": Fear strengths, a stat change, a Gold production; conditions
    "you control a <noun>" and "it is [not] your turn"."""
    (fear,) = ability("Battle: Fear 1, or Fear 4 if you control a Samurai.").steps
    samurai = a.Noun((), (a.Qualifier("keyword", ("Samurai",)),))
    assert fear.strength == a.Alt(1, 4, a.Condition("you_control", (samurai,)))
    (give,) = ability("Battle: Give ~ +1F, or +2F if he is attacking.").steps
    attacking = a.Condition("is", (a.Pronoun("he"), ("state", "attacking")))
    assert give.changes == (("force", a.Alt(1, 2, attacking), 1),)
    for words, yes in (("it is your turn", True), ("it is not your turn", False)):
        alt = parse_segment(f"{{bow}}: Produce 1 Gold, or 4 Gold if {words}.").alt
        assert alt == (4, a.Condition("your_turn", (yes,)))


def test_a_condition_on_the_card_itself():
    (when,) = ability("Open: If this Personality is a Monk, straighten him.").steps
    assert when.condition == a.Condition("is", (a.Self("Personality"), ("keyword", "Monk")))
