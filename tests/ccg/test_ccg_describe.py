"""Every Battle of Kyuden Tonbo card described in the project's own words, from its
declarations (issue 11, item 3: "each card's description on demand"): ``l5r.ccg.describe``,
``l5r ccg card NAME``, the hand on the CCG terminal board.

The expectations are derived from the declarations themselves: the card's printed values and
keywords, and for each ability its designators and keywords, its trigger, its limit (once per
turn by default: Ivory "Card Abilities" / Kyuden Tonbo rulebook: "Each separate card ability
... may only be used once per turn"; a triggered trait is not limited), its costs (bowing,
Gold, others), its targets and choices, and its effect. A description that drops one of them
fails (:func:`test_dropping_an_ability_is_noticed`)."""

from __future__ import annotations

import dataclasses

import ccg_fixtures  # noqa: F401  (registers the shared fixture cards)
import pytest
from click.testing import CliRunner

from l5r.ccg import describe as D
from l5r.ccg.coverage import cards, is_implemented
from l5r.ccg.facts import FACTS
from l5r.ccg.play_cli import board
from l5r.ccg.rules import RULES
from l5r.ccg.testing import Table
from l5r.cli import main

IMPLEMENTED = [f.id for f in cards() if is_implemented(f)]


def expected(cid: str, definition=None) -> list[str]:
    """What the description of ``cid`` must contain, read off its facts and declarations."""
    f = FACTS[cid]
    out = [f.title, f.type]
    for label, v in (("Gold Cost", f.cost), ("Force", f.force), ("Chi", f.chi),
                     ("Honor Requirement", f.honor_requirement), ("Personal Honor", f.personal_honor),
                     ("Focus Value", f.focus), ("Gold Production", f.gold_production),
                     ("Province Strength", f.province_strength), ("Starting Family Honor", f.starting_honor)):
        if v is not None:
            out.append(f"{label} {v}")
    for label, b in (("Force", f.force_bonus), ("Chi", f.chi_bonus)):
        if b is not None:
            out.append(f"{'+' if b >= 0 else ''}{b} {label}")
    out += list(f.keywords)
    d = definition if definition is not None else RULES.defs.cards.get(cid)
    if d is None:
        return out
    for ab in d.abilities:
        out += [x.capitalize() for x in ab.designators if x != "trait"] + list(ab.keywords)
        if ab.trigger:
            out.append(D.trigger_text(ab))
        if D.limit_text(ab):
            out.append(D.limit_text(ab))
        if ab.bow:
            out.append("bow this card")
        if ab.gold:
            out.append(f"pay {ab.gold} Gold")
        out += [k.label for k in ab.costs if k.label]
        out += ["target" if ch.target else "choose" for ch in ab.choices]
        out.append(ab.label)
        out.append(D.ability_text(ab))  # and the ability as a whole, where the card's abilities are told
    if D.unsaid(cid):
        out.append(d.note)
    return out


def missing(cid: str, text: str, definition=None) -> list[str]:
    low = text.casefold()
    return [x for x in expected(cid, definition) if x.casefold() not in low]


def test_every_kyuden_tonbo_card_is_implemented_and_described():
    assert len(IMPLEMENTED) == 90


@pytest.mark.parametrize("cid", IMPLEMENTED)
def test_every_card_description_names_its_values_keywords_and_abilities(cid):
    text = D.describe(cid)
    assert text and "\n" not in text, cid
    assert not missing(cid, text), (cid, missing(cid, text), text)


def test_dropping_an_ability_is_noticed():
    """The check above can fail: a description made without one of the card's abilities
    (unless another of its abilities reads the same) misses what the declarations expect."""
    checked = 0
    for cid in IMPLEMENTED:
        d = RULES.defs.cards[cid]
        texts = [D.ability_text(a) for a in d.abilities]
        for i in range(len(d.abilities)):
            if texts.count(texts[i]) > 1:
                continue
            fewer = dataclasses.replace(d, abilities=d.abilities[:i] + d.abilities[i + 1:])
            assert missing(cid, D.describe(cid, fewer), d), (cid, i)
            checked += 1
    assert checked > 80


def test_cards_whose_rules_go_beyond_their_abilities_have_a_note():
    """A card that adds rules beyond its abilities (continuous traits, Gold production of its
    own, an Event's effect, a Ring's condition for entering play, a Focus Effect, flags,
    hooks) is told by its definition's ``note``, in the project's own words: these cards."""
    listed = {cid: D.unsaid(cid) for cid in IMPLEMENTED if D.unsaid(cid)}
    assert sorted(listed) == sorted(NOTED), sorted(listed)
    for cid in listed:
        assert RULES.defs.cards[cid].note, cid


NOTED = [
    "akodo-masao", "akodos-guidance", "bamboo-harvesters", "border-village", "copper-mine", "counting-house",
    "famous-bazaar",
    "gold-mine", "gumbai-uchiwa", "i-am-ready", "low-stance", "matsu-benika", "permanent-encampment",
    "rich-coffers", "ring-of-air", "ring-of-earth", "ring-of-water", "tempered-no-dachi", "togashi-kyoshi",
    "togashis-guidance", "triumph-before-battle", "will", "wisdom-gained",
]


# ------------------------------------------------------------------ examples checked by hand
def test_a_personality_with_a_battle_action_shows_force_chi_designator_cost_and_effect():
    text = D.describe("togashi-shintaro")
    assert text.startswith("Togashi Shintaro — Personality (dragon), dynasty deck, Gold Cost 6, Force 0, Chi 3, "
                           "Honor Requirement 3, Personal Honor 2.")
    assert ("Battle (once per turn). Cost: destroy a Fire token on him. Target an enemy Follower or Personality "
            "without Followers: spend a Fire token: Ranged 3 Attack.") in text
    assert "Triggered trait after a card enters play. Enters play with three +1F Fire tokens." in text


def test_a_battle_action_targeting_an_enemy_personality():
    assert ("Battle (once per turn). Target an enemy Personality: move a target enemy Personality home."
            in D.describe("togashi-kanmu"))


def test_a_holding_shows_its_gold_production_and_a_bow_and_gold_cost():
    text = D.describe("traveling-peddler")
    assert "Gold Production 2" in text
    assert "Limited (once per turn). Cost: bow this card and pay 3 Gold. Draw a card." in text


def test_limits_other_than_once_per_turn():
    assert "(repeatable)" in D.describe("ring-of-air")
    assert "once per game" in D.describe("border-keep")


def test_an_item_shows_its_bonuses_and_a_card_with_a_note_shows_it():
    text = D.describe("tempered-no-dachi")
    assert "+2 Force, +2 Chi" in text and "Its bearer issues no challenges." in text
    assert D.describe("copper-mine").endswith("Bow: produce 2 Gold, or 3 Gold for a Lion Clan player.")


# ------------------------------------------------------------------ finding a card by name
def test_find_card_by_any_case_a_unique_beginning_or_a_close_spelling():
    assert D.find_card("TOGASHI KANMU").id == "togashi-kanmu"
    assert D.find_card("tempered").id == "tempered-no-dachi"
    assert D.find_card("Spearman").id == "spearmen"
    with pytest.raises(KeyError) as exc:
        D.find_card("togashi")
    assert "did you mean" in exc.value.args[0] and "'Togashi Akagi'" in exc.value.args[0]


def test_cli_ccg_card_prints_the_description():
    r = CliRunner().invoke(main, ["ccg", "card", "togashi", "kanmu"])
    assert r.exit_code == 0, r.output
    assert r.output == D.describe("togashi-kanmu") + "\n"


def test_cli_ccg_card_refuses_an_unknown_name_with_suggestions():
    r = CliRunner().invoke(main, ["ccg", "card", "Fine", "Katana"])
    assert r.exit_code == 1 and "no card titled 'Fine Katana'" in r.output
    r = CliRunner().invoke(main, ["ccg", "card", "matsu"])
    assert r.exit_code == 1 and "did you mean 'Matsu" in r.output


# ------------------------------------------------------------------ the terminal board
def test_the_board_describes_each_card_in_your_hand_and_none_of_the_bots(capsys):
    t = Table("ivory")
    t.put("Spearmen", 0, "hand")
    t.put("Togashi Kanmu", 1, "hand")
    board(t.g)
    out = capsys.readouterr().out
    assert "     H1 " + D.describe("spearmen") + "\n" in out
    assert "Togashi Kanmu" not in out
