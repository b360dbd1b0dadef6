"""Diamond 4.4 "Battle Action Segment": the Rule of Presence and the **Rule of Relevance**
(ccg-diamond-edition-rulebook.md), against the Rules of Location that Ivory ("Battles >
Actions in Battle": Rule of Presence, Rules of Location) and celestial ("When Can I Take A
Battle Action?") keep. The edition table field is ``Edition.battle_actions``.

Fixture cards (ids ``fx-rel-*``) paraphrase the rulebook's two examples: a Spell whose
Battle action bows an opposing Personality (Example 1, "Earthquake") and a Spell whose
Battle action gives any Personality -4F (Example 2, "Burning Smoke"); both bow their
Shugenja as a cost. Plus a Strategy that only draws a card, and one that gives -1F to a
Personality and optionally to a second one.
"""

from __future__ import annotations

import ccg_fixtures  # noqa: F401  (the shared fixture helpers)
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.editions import edition
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef, Choose, Cost, Ctx, both, enemy, personality

fact("fx-rel-shugenja", "Rel Shugenja", "personality", force=2, chi=3, ph=1, keywords=("Shugenja",))
fact("fx-rel-bushi", "Rel Bushi", "personality", force=3, chi=2, ph=1, keywords=("Samurai",))
fact("fx-rel-bushi-b", "Rel Other Bushi", "personality", force=3, chi=2, ph=1, keywords=("Samurai",))
fact("fx-rel-earthquake", "Rel Earthquake", "spell", force_bonus=0, chi_bonus=0)
fact("fx-rel-burning-smoke", "Rel Burning Smoke", "spell", force_bonus=0, chi_bonus=0)
fact("fx-rel-omen", "Rel Omen", "strategy", focus=1)
fact("fx-rel-twin-strike", "Rel Twin Strike", "strategy", focus=1)
for _id in ("fx-rel-shugenja", "fx-rel-bushi", "fx-rel-bushi-b"):
    once(CardDef(_id))


def _host_unbowed(c: Ctx) -> bool:
    return not c.st.cards[m.host(c.st, c.source)].bowed


def _bow_host(c: Ctx) -> None:
    c.st.cards[m.host(c.st, c.source)].bowed = True


BOW_CASTER = Cost(_host_unbowed, _bow_host, "bow this Shugenja")

# Example 1: bow this Shugenja to bow an opposing Personality (an "opposing" card: own_battle).
once(CardDef("fx-rel-earthquake", abilities=(
    Ability(("battle",), (lambda c: c.bow(c["target"]),), label="bow an opposing Personality",
            costs=(BOW_CASTER,), own_battle=True, choices=(Choose("target", both(personality, enemy)),)),)))
# Example 2: bow this Shugenja to give a Personality -4F (no "opposing": any Personality).
once(CardDef("fx-rel-burning-smoke", abilities=(
    Ability(("battle",), (lambda c: c.give(c["target"], force=-4),), label="a Personality gets -4F",
            costs=(BOW_CASTER,), choices=(Choose("target", personality),)),)))
# A Strategy with no target: draw a card.
once(CardDef("fx-rel-omen", abilities=(
    Ability(("battle",), (lambda c: c.draw(1),), label="draw a card", zone="hand"),)))
# A Strategy: a Personality gets -1F, and optionally a second one.
once(CardDef("fx-rel-twin-strike", abilities=(
    Ability(("battle",), (lambda c: c.give(c["first"], force=-1),
                          lambda c: c["second"] >= 0 and c.give(c["second"], force=-1)),
            label="-1F to one or two Personalities", zone="hand",
            choices=(Choose("first", personality), Choose("second", personality, optional=True))),)))


def option_ids(t) -> list[str]:
    return [o.id for o in t.pending.options] if t.pending else []


def refresh(t) -> None:
    """Ask the pending window again (after the test changed the table)."""
    t.state.pending = None
    t.g.run()


def battle(ed: str, *, caster_in_battle: bool, spell: str = "Rel Burning Smoke", hand: tuple = ()):
    """Player 0 attacks with a Bushi; his Shugenja carrying ``spell`` is in the battle or at
    home; player 1 defends with a Bushi and has another at home; ``hand``: titles put in
    player 0's hand. Returns the table at player 0's first opportunity in the battle, and the cards."""
    t = Table(ed)
    c = {"bushi": t.put("Rel Bushi", 0), "shugenja": t.put("Rel Shugenja", 0),
         "enemy": t.put("Rel Bushi", 1), "enemy_home": t.put("Rel Other Bushi", 1)}
    c["spell"] = t.put(spell, 0, host=c["shugenja"])
    c["hand"] = [t.put(title, 0, "hand") for title in hand]
    t.open_battle([c["bushi"]] + ([c["shugenja"]] if caster_in_battle else []), [c["enemy"]])
    if t.pending.player == 1:  # the Defender acts first (passes at once with nothing to do)
        t.pass_()
    assert t.pending.player == 0
    return t, c


# ------------------------------------------------------------------ the edition table
def test_edition_table_battle_actions_rule_per_edition():
    """Diamond 4.4 "Rule of Relevance" replaces the Rules of Location of Ivory ("Actions in
    Battle") and celestial ("When Can I Take A Battle Action?")."""
    assert edition("diamond").battle_actions == "relevance"
    assert edition("ivory").battle_actions == "location"
    assert edition("celestial").battle_actions == "location"


# ------------------------------------------------------------------ Example 2 (Burning Smoke)
def test_diamond_relevance_example2_caster_outside_battle_must_target_someone_in_it():
    """Diamond "Rule of Relevance", Example 2: a Spell without "opposing" may be cast from
    outside the battle, but then only on someone in the battle."""
    t, c = battle("diamond", caster_in_battle=False)
    key = f"c{c['spell']}:0"
    assert key in option_ids(t)
    t.pick(key)
    assert sorted(option_ids(t)) == sorted([str(c["bushi"]), str(c["enemy"])])  # not those at home
    t.pick(str(c["enemy"]))
    assert m.force(t.state, c["enemy"]) == 0  # 3 - 4, at least 0
    assert m.force(t.state, c["enemy_home"]) == 3
    assert t.state.cards[c["shugenja"]].bowed


def test_diamond_relevance_example2_caster_in_battle_may_target_anyone():
    """Diamond "Rule of Relevance", Example 2: "If the caster wants to cast it on someone
    outside of the battle, he must be in the battle to do so"; from the battle he may."""
    t, c = battle("diamond", caster_in_battle=True)
    t.pick(f"c{c['spell']}:0")
    targets = set(option_ids(t))
    assert {str(c["enemy_home"]), str(c["enemy"]), str(c["shugenja"]), str(c["bushi"])} <= targets
    t.pick(str(c["enemy_home"]))
    assert m.force(t.state, c["enemy_home"]) == 0
    assert t.state.cards[c["shugenja"]].bowed


# ------------------------------------------------------------------ Example 1 (Earthquake)
def test_diamond_relevance_example1_opposing_spell_needs_its_caster_in_the_battle():
    """Diamond 4.4, Example 1: a Spell that bows an "opposing" Personality may be cast only by
    a caster at the current battle (an action referring to "opposing" cards)."""
    t, c = battle("diamond", caster_in_battle=False, spell="Rel Earthquake")
    assert f"c{c['spell']}:0" not in option_ids(t)  # an enemy is in the battle, yet not legal

    t, c = battle("diamond", caster_in_battle=True, spell="Rel Earthquake")
    t.use(c["spell"], 0)
    assert t.state.cards[c["enemy"]].bowed
    assert t.state.cards[c["shugenja"]].bowed


# ------------------------------------------------------------------ Presence still applies
def test_diamond_rule_of_presence_still_applies_to_relevant_actions():
    """Diamond 4.4 "Rule of Presence": with no unit in the battle, not even an action with a
    target in the battle may be taken."""
    t, c = battle("diamond", caster_in_battle=False)
    assert f"c{c['spell']}:0" in option_ids(t)
    t.state.cards[c["bushi"]].loc = "home"  # player 0's army is now empty
    refresh(t)
    assert f"c{c['spell']}:0" not in option_ids(t)


# ------------------------------------------------------------------ no link to the battle
def test_diamond_relevance_strategy_with_no_link_to_the_battle_is_not_legal():
    """Diamond "Rule of Relevance": a Strategy from hand that neither targets nor affects a card
    at the battle (it only draws a card) is not an action of the battle; under the Ivory and
    celestial rules (Rule of Presence, Rules of Location) the same card may be played."""
    for ed, legal in (("diamond", False), ("ivory", True), ("celestial", True)):
        t, c = battle(ed, caster_in_battle=False, hand=("Rel Omen",))
        assert (f"c{c['hand'][0]}:0" in option_ids(t)) is legal, ed


def test_diamond_relevance_terrain_from_hand_moves_a_card_into_the_battle():
    """Diamond "Rule of Relevance": an action that moves or creates a card in the battle needs
    no target: a Terrain played from hand enters play at the battlefield."""
    t, c = battle("diamond", caster_in_battle=False, hand=("Deployed Reinforcements",))
    terrain = c["hand"][0]
    key = next(o for o in option_ids(t) if o.startswith(f"c{terrain}:"))
    t.pick(key)
    assert t.state.cards[terrain].loc == f"t{t.state.battle}"


# ------------------------------------------------------------------ Open actions too
def test_diamond_relevance_applies_to_open_actions_in_a_battle():
    """Diamond 4.4: "The exact same rules apply equally to both Battle and Open actions":
    Togashi Osawa's Open action (straighten him) is legal in the battle only while he is in it."""
    for in_battle in (False, True):
        t = Table("diamond")
        bushi = t.put("Rel Bushi", 0)
        osawa = t.put("Togashi Osawa", 0, bowed=True)
        t.open_battle([bushi] + ([osawa] if in_battle else []), [t.put("Rel Bushi", 1)])
        if t.pending.player == 1:
            t.pass_()  # the Defender
        assert (f"c{osawa}:0" in option_ids(t)) is in_battle
        if in_battle:
            t.use(osawa, 0)
            assert not t.state.cards[osawa].bowed


# ------------------------------------------------------------------ several choices
def test_diamond_relevance_second_choice_must_pick_the_battle_if_the_first_did_not():
    """Diamond "Rule of Relevance": an action targeting two cards is relevant if one of them
    is at the battle. Choosing a Personality at home first, the optional second choice can
    no longer be declined and must be a Personality in the battle."""
    t, c = battle("diamond", caster_in_battle=False, hand=("Rel Twin Strike",))
    t.pick(f"c{c['hand'][0]}:0")
    first = option_ids(t)
    assert str(c["enemy_home"]) in first and str(c["shugenja"]) in first  # may start anywhere
    t.pick(str(c["enemy_home"]))
    second = option_ids(t)
    assert "none" not in second
    assert sorted(second) == sorted([str(c["bushi"]), str(c["enemy"])])
    t.pick(str(c["enemy"]))
    assert m.force(t.state, c["enemy_home"]) == 2 and m.force(t.state, c["enemy"]) == 2


def test_diamond_relevance_first_choice_in_battle_frees_the_second():
    """Diamond "Rule of Relevance": once a chosen card is at the battle the action is relevant;
    the optional second choice may then be anyone, or no one."""
    t, c = battle("diamond", caster_in_battle=False, hand=("Rel Twin Strike",))
    t.pick(f"c{c['hand'][0]}:0")
    t.pick(str(c["enemy"]))
    second = option_ids(t)
    assert "none" in second and str(c["enemy_home"]) in second
    t.pick("none")
    assert m.force(t.state, c["enemy"]) == 2 and m.force(t.state, c["enemy_home"]) == 3


# ------------------------------------------------------------------ Ivory / celestial unchanged
def test_ivory_and_celestial_rules_of_location_keep_spells_and_targets_at_the_battlefield():
    """Ivory "Rules of Location" (celestial "Rules of Location"): an action from a card in a
    unit needs the unit at the current battlefield, and its targets must be there too."""
    for ed in ("ivory", "celestial"):
        t, c = battle(ed, caster_in_battle=False)
        assert f"c{c['spell']}:0" not in option_ids(t), ed  # Diamond allows it (Example 2)

        t, c = battle(ed, caster_in_battle=True)
        t.pick(f"c{c['spell']}:0")
        assert str(c["enemy_home"]) not in option_ids(t), ed  # Diamond allows it
        assert str(c["enemy"]) in option_ids(t), ed


# ------------------------------------------------------------------ set cards
def test_diamond_ranged_attack_needs_its_card_in_the_battle():
    """Diamond 4.4: actions referring to opposing cards "includes ... Ranged Attacks": the
    Spearmen's Ranged 2 Attack is legal only while their unit is in the battle, even with a
    target there."""
    for in_battle in (False, True):
        t = Table("diamond")
        bushi = t.put("Rel Bushi", 0)
        leader = t.put("Rel Other Bushi", 0)
        spearmen = t.put("Spearmen", 0, host=leader)
        target = t.put("Rel Shugenja", 1)  # Force 2, no Followers
        t.open_battle([bushi] + ([leader] if in_battle else []), [target])
        if t.pending.player == 1:
            t.pass_()
        assert (f"c{spearmen}:0" in option_ids(t)) is in_battle
        if in_battle:
            t.use(spearmen, 0)
            assert t.state.cards[target].zone != "play"  # destroyed by the Ranged Attack


def test_diamond_relevance_an_action_affecting_the_battle_needs_no_target():
    """Diamond "Rule of Relevance": an action that affects the battle itself is relevant:
    Justly Earned Victory's second Battle action (negate the Force changes actions gave cards
    at this battlefield) may be played from hand."""
    t, c = battle("diamond", caster_in_battle=False, hand=("Justly Earned Victory",))
    assert f"c{c['hand'][0]}:1" in option_ids(t)
