"""Deck legality: Rules Reference "Deckbuilding", "Deck Limits", "Influence,
Influence Cost", "Role Cards", "Provinces, Province Cards", "Rally", the
Restricted List, and the Core Set copies check (``core_sets``)."""

from __future__ import annotations

import dataclasses

import pytest

from l5r.lcg.deckbuilding import influence_pool, influence_spent, validate
from l5r.lcg.decks import default_deck
from l5r.lcg.facts import by_name
from l5r.lcg.model import FACTS


def ids(*names: str) -> list[str]:
    return [by_name(n).id for n in names]


def crab(**changes) -> dict:
    """The embedded Crab deck (legal with three Core Sets), with changes."""
    d = default_deck("crab")
    d.update(changes)
    return d


def swap(cards: list[str], old: str, new: str, n: int = 1) -> list[str]:
    """Replace ``n`` copies of ``old`` by ``new``."""
    out = list(cards)
    for _ in range(n):
        out[out.index(by_name(old).id)] = by_name(new).id
    return out


def problems(deck: dict, **kw) -> list[str]:
    kw.setdefault("core_sets", None)
    return validate(deck, **kw)


@pytest.fixture
def fake_card(monkeypatch):
    """Register a card made from an existing one with some facts changed."""
    def make(base: str, cid: str, name: str, **facts):
        f = dataclasses.replace(by_name(base), id=cid, name=name, **facts)
        monkeypatch.setitem(FACTS, cid, f)
        return f
    return make


# ---------------------------------------------------------------- Deckbuilding
def test_rrg_deckbuilding_embedded_crab_deck_is_legal_with_three_core_sets():
    assert validate(crab(), core_sets=3) == []


def test_rrg_deckbuilding_not_a_mapping():
    assert validate(["x"]) == ["Deckbuilding: a deck is a mapping with stronghold, role, "
                               "provinces, dynasty and conflict"]


def test_rrg_deckbuilding_unknown_format_is_an_error():
    with pytest.raises(ValueError, match="unknown format 'joust'"):
        validate(crab(), format="joust")


def test_rrg_deckbuilding_unknown_card_id_is_reported_with_its_place():
    d = crab(conflict=crab()["conflict"][1:] + ["01-no-such-card"])
    assert problems(d) == ["Deckbuilding: unknown card id '01-no-such-card' in the conflict deck",
                           "Deckbuilding: the conflict deck has 39 cards; it needs at least 40"]


def test_rrg_deckbuilding_exactly_one_stronghold():
    assert problems(crab(stronghold=None)) == [
        "Deckbuilding: the deck needs exactly 1 stronghold (it has 0)"]
    two = crab(stronghold=ids("Shiro Nishiyama", "Shiro Nishiyama"))
    assert "Deckbuilding: the deck needs exactly 1 stronghold (it has 2)" in problems(two)


def test_rrg_deckbuilding_stronghold_must_be_a_stronghold_card():
    d = crab(stronghold=by_name("Defend the Wall").id)
    assert "Deckbuilding: 'Defend the Wall' is a province, not a stronghold" in problems(d)


def test_rrg_deckbuilding_dynasty_deck_at_least_40():
    d = crab(dynasty=crab()["dynasty"][:39])
    assert problems(d) == ["Deckbuilding: the dynasty deck has 39 cards; it needs at least 40"]


def test_rrg_deckbuilding_dynasty_deck_at_most_45():
    d = crab(dynasty=crab()["dynasty"] + ids(*["Eager Scout"] * 3, "Kaiu Envoy", "Shrewd Yasuki",
                                             "Vengeful Berserker"))
    assert problems(d) == ["Deckbuilding: the dynasty deck has 46 cards; at most 45 are allowed"]


def test_rrg_deckbuilding_45_cards_is_legal():
    d = crab(dynasty=crab()["dynasty"] + ids(*["Eager Scout"] * 3, "Kaiu Envoy", "Shrewd Yasuki"))
    assert problems(d) == []


def test_rrg_deckbuilding_conflict_deck_at_least_40_and_at_most_45():
    assert problems(crab(conflict=crab()["conflict"][:30])) == [
        "Deckbuilding: the conflict deck has 30 cards; it needs at least 40"]
    extra = ids("Court Games", "Court Games", "Court Games", "Outwit", "Outwit", "Outwit")
    assert problems(crab(conflict=crab()["conflict"] + extra)) == [
        "Deckbuilding: the conflict deck has 46 cards; at most 45 are allowed"]


def test_rrg_deckbuilding_dynasty_cards_in_clan_or_neutral():
    d = crab(dynasty=swap(crab()["dynasty"], "Hida Guardian", "Doji Whisperer"))
    assert problems(d) == ["Deckbuilding: dynasty card 'Doji Whisperer' is crane; dynasty cards "
                           "must be in-clan (crab) or neutral"]


def test_rrg_deckbuilding_neutral_dynasty_cards_are_allowed():
    d = crab(dynasty=swap(crab()["dynasty"], "Hida Guardian", "Miya Mystic"))
    assert problems(d) == []


def test_rrg_deckbuilding_cards_belong_to_their_own_deck():
    d = crab(dynasty=swap(crab()["dynasty"], "Hida Guardian", "Ornate Fan"),
             conflict=swap(crab()["conflict"], "Banzai!", "Funeral Pyre"))
    assert problems(d) == [
        "Deckbuilding: 'Ornate Fan' is an attachment (conflict side) and cannot be in the "
        "dynasty deck",
        "Deckbuilding: 'Funeral Pyre' is a holding (dynasty side) and cannot be in the conflict "
        "deck",
    ]


# ---------------------------------------------------------------- Rally
def test_rrg_rally_cards_do_not_count_toward_the_minimum(fake_card):
    rally = fake_card("Hida Guardian", "99-rally-guard", "Rally Guard", keywords=("rally",))
    d = crab(dynasty=crab()["dynasty"][:39] + [rally.id])
    assert problems(d) == ["Deckbuilding: the dynasty deck has 39 cards (not counting 1 Rally "
                           "card); it needs at least 40"]
    d["dynasty"].append(by_name("Eager Scout").id)
    assert problems(d) == []


def test_rrg_rally_cards_count_toward_the_maximum(fake_card):
    rally = fake_card("Hida Guardian", "99-rally-guard", "Rally Guard", keywords=("rally",))
    d = crab(dynasty=crab()["dynasty"] + [rally.id] * 3 + ids("Eager Scout", "Kaiu Envoy",
                                                             "Shrewd Yasuki"))
    assert problems(d) == ["Deckbuilding: the dynasty deck has 46 cards; at most 45 are allowed"]


# ---------------------------------------------------------------- Deck Limits
def test_rrg_deck_limits_three_copies_by_title_across_both_decks():
    d = crab(dynasty=swap(crab()["dynasty"], "Hida Tomonatsu", "Hida Guardian"))
    assert problems(d) == ["Deck Limits: 4 copies of 'Hida Guardian' in the dynasty and conflict "
                           "decks; at most 3"]


def test_rrg_deck_limits_limit_x_per_deck_restricts(fake_card):
    one = fake_card("Banzai!", "99-one-banzai", "Lonely Banzai", deck_limit=1)
    d = crab()
    d["conflict"] = [one.id if c == by_name("Banzai!").id else c for c in d["conflict"]]
    assert problems(d) == ["Deck Limits: 3 copies of 'Lonely Banzai' in the dynasty and conflict "
                           "decks; at most 1 (Limit 1 per deck)"]


def test_rrg_deck_limits_limit_x_per_deck_permits_more(fake_card):
    many = fake_card("Banzai!", "99-many-banzai", "Many Banzai", deck_limit=5)
    d = crab()
    d["conflict"] = [c for c in d["conflict"] if c != by_name("Banzai!").id] + [many.id] * 5
    assert len(d["conflict"]) == 42 and problems(d) == []


# ---------------------------------------------------------------- Influence
def test_rrg_influence_keeper_role_adds_three():
    d = crab()
    assert influence_spent(d) == 13 and influence_pool(d) == 13
    assert problems(d) == []
    d["role"] = by_name("Seeker of Earth").id
    assert influence_pool(d) == 10
    assert problems(d) == ["Influence: out-of-clan cards cost 13 influence; the deck has 10 "
                           "(Shiro Nishiyama 10)",
                           "Role Cards: 'Keeper Initiate' is Keeper role only, but the deck's "
                           "role is Seeker of Earth"]


def test_rrg_influence_over_budget_names_the_sources():
    d = crab(conflict=swap(crab()["conflict"], "Banzai!", "Stand Your Ground"))
    assert problems(d) == ["Influence: out-of-clan cards cost 15 influence; the deck has 13 "
                           "(Shiro Nishiyama 10 + Keeper of Earth 3)"]


def test_rrg_influence_from_a_single_other_clan():
    d = crab(conflict=swap(crab()["conflict"], "Ready for Battle", "The Perfect Gift"))
    assert problems(d) == ["Influence: out-of-clan conflict cards come from 2 clans (crane, lion); "
                           "influence buys cards from a single other clan"]


def test_rrg_influence_clan_card_without_influence_cost_cannot_be_splashed():
    d = crab(conflict=swap(crab()["conflict"], "Ready for Battle", "Way of the Lion"))
    assert problems(d) == ["Influence: 'Way of the Lion' (lion) has no influence cost and cannot "
                           "be included out of clan"]


def test_rrg_influence_neutral_cards_cost_nothing():
    d = crab(conflict=swap(crab()["conflict"], "Ready for Battle", "Outwit", 3))
    assert influence_spent(d) == 10 and problems(d) == []


# ---------------------------------------------------------------- Restricted List
def test_rrg_restricted_list_at_most_one_title():
    d = crab(conflict=swap(crab()["conflict"], "Levy", "Rebuild"))
    assert problems(d) == ["Restricted List: the deck includes 2 restricted titles (Charge!, "
                           "Rebuild); at most 1 is allowed"]


def test_rrg_restricted_list_full_playset_of_one_title_is_legal():
    d = crab(conflict=swap(crab()["conflict"], "Rout", "Charge!"))
    assert d["conflict"].count(by_name("Charge!").id) == 3 and problems(d) == []


def test_rrg_restricted_list_counts_provinces(fake_card):
    prov = fake_card("Shameful Display", "99-banned-display", "Banned Display",
                     restricted_list=True)
    d = crab()
    d["provinces"] = [prov.id if c == by_name("Shameful Display").id else c
                      for c in d["provinces"]]
    assert problems(d) == ["Restricted List: the deck includes 2 restricted titles (Banned "
                           "Display, Charge!); at most 1 is allowed"]


# ---------------------------------------------------------------- Provinces
def test_rrg_provinces_exactly_five():
    assert problems(crab(provinces=crab()["provinces"][:4])) == [
        "Provinces: the deck needs exactly 5 provinces (it has 4)"]


def test_rrg_provinces_in_clan_or_neutral():
    d = crab(provinces=swap(crab()["provinces"], "Defend the Wall", "Ancestral Lands"))
    assert problems(d) == []
    d = crab(provinces=swap(crab()["provinces"], "Manicured Garden", "The Art of Peace"))
    assert problems(d) == ["Provinces: 'The Art of Peace' is a crane province; provinces must be "
                           "in-clan (crab) or neutral"]


def test_rrg_provinces_one_copy_per_title():
    d = crab(provinces=swap(crab()["provinces"], "Defend the Wall", "Shameful Display"))
    assert problems(d) == [
        "Provinces: 2 copies of 'Shameful Display'; at most 1 copy of each province",
        "Provinces: one province of each element is needed (air, earth, fire, water, void): no "
        "province of earth; more than one province of void (2)",
    ]


def test_rrg_provinces_one_per_element():
    d = crab(provinces=swap(crab()["provinces"], "Defend the Wall", "Pilgrimage"))
    assert problems(d) == [
        "Provinces: one province of each element is needed (air, earth, fire, water, void): no "
        "province of earth; more than one province of void (2)"]


def test_rrg_provinces_must_be_province_cards():
    d = crab(provinces=swap(crab()["provinces"], "Defend the Wall", "Funeral Pyre"))
    assert "Provinces: 'Funeral Pyre' is a holding, not a province" in problems(d)


def test_rrg_provinces_with_several_elements_fill_any_of_them(fake_card):
    both = fake_card("Ancestral Lands", "99-crossroads", "Crossroads", elements=("earth", "void"))
    d = crab(provinces=swap(crab()["provinces"], "Defend the Wall", "Pilgrimage"))
    d["provinces"] = [both.id if c == by_name("Shameful Display").id else c
                      for c in d["provinces"]]
    assert problems(d) == []


# ---------------------------------------------------------------- Role Cards
def test_rrg_role_cards_seeker_may_replace_one_province_with_its_element():
    d = crab(role=by_name("Seeker of Void").id,
             provinces=swap(crab()["provinces"], "Defend the Wall", "Pilgrimage"),
             conflict=swap(crab()["conflict"], "Ready for Battle", "Outwit", 3))
    d["dynasty"] = swap(d["dynasty"], "Keeper Initiate", "Seeker Initiate", 3)
    assert problems(d) == []


def test_rrg_role_cards_seeker_of_another_element_does_not_allow_it():
    d = crab(role=by_name("Seeker of Fire").id,
             provinces=swap(crab()["provinces"], "Defend the Wall", "Pilgrimage"),
             conflict=swap(crab()["conflict"], "Ready for Battle", "Outwit", 3))
    d["dynasty"] = swap(d["dynasty"], "Keeper Initiate", "Seeker Initiate", 3)
    assert problems(d) == [
        "Provinces: one province of each element is needed (air, earth, fire, water, void): no "
        "province of earth; more than one province of void (2); a Seeker of Fire role allows one "
        "extra fire province in place of another element"]


def test_rrg_role_cards_seeker_replaces_only_one_province():
    d = crab(role=by_name("Seeker of Void").id,
             provinces=ids("Pilgrimage", "Shameful Display", "Kuroi Mori", "Manicured Garden",
                           "Elemental Fury"),
             conflict=swap(crab()["conflict"], "Ready for Battle", "Outwit", 3))
    d["dynasty"] = swap(d["dynasty"], "Keeper Initiate", "Seeker Initiate", 3)
    assert problems(d) == [
        "Provinces: 'Kuroi Mori' is a phoenix province; provinces must be in-clan (crab) or "
        "neutral",
        "Provinces: one province of each element is needed (air, earth, fire, water, void): no "
        "province of earth, fire; more than one province of void (3); a Seeker of Void role "
        "allows one extra void province in place of another element"]


def test_rrg_role_cards_role_only_card_needs_that_role():
    d = crab(role=by_name("Seeker of Earth").id,
             conflict=swap(crab()["conflict"], "Ready for Battle", "Outwit", 3))
    assert problems(d) == ["Role Cards: 'Keeper Initiate' is Keeper role only, but the deck's "
                           "role is Seeker of Earth"]
    d["role"] = None
    assert problems(d) == ["Role Cards: 'Keeper Initiate' is Keeper role only, but the deck has "
                           "no role"]


def test_rrg_role_cards_a_single_role_card_of_the_role_type():
    d = crab(role=ids("Keeper of Earth", "Keeper of Air"))
    assert "Role Cards: a deck may use a single role card (it has 2)" in problems(d)
    d = crab(role=by_name("Shiro Nishiyama").id)
    assert "Role Cards: 'Shiro Nishiyama' is a stronghold, not a role card" in problems(d)


def test_rrg_role_cards_a_role_is_optional():
    d = crab(role=None, conflict=swap(crab()["conflict"], "Ready for Battle", "Outwit", 3))
    d["dynasty"] = swap(d["dynasty"], "Keeper Initiate", "Eager Scout", 3)
    assert problems(d) == []


# ---------------------------------------------------------------- Core Set copies
def test_core_sets_one_core_set_lacks_the_second_copy_of_a_clan_card():
    d = crab()
    msgs = validate(d, core_sets=1)
    assert "Core Set: 2 copies of 'Hida Kisada', but 1 Core Set holds only 1" in msgs
    assert "Core Set: 3 copies of 'Fine Katana', but 1 Core Set holds only 2" in msgs
    assert not any("'Defend the Wall'" in m for m in msgs)  # one copy, one in the box
    two = validate(d, core_sets=2)
    assert "Core Set: 3 copies of 'Hida Guardian', but 2 Core Sets hold only 2" in two
    assert not any("Fine Katana" in m for m in two)
    assert validate(d, core_sets=3) == []


def test_core_sets_default_is_one_and_none_skips():
    d = crab()
    assert validate(d) == validate(d, core_sets=1) != []
    assert validate(d, core_sets=None) == validate(d, core_sets=0) == []


def test_core_sets_count_every_card_of_the_deck_not_only_the_decks():
    d = crab(stronghold=ids("Shiro Nishiyama", "Shiro Nishiyama"))
    assert "Core Set: 2 copies of 'Shiro Nishiyama', but 1 Core Set holds only 1" in \
        validate(d, core_sets=1)
    assert not any("Shiro Nishiyama" in m for m in validate(crab(), core_sets=1))


# ---------------------------------------------------------------- skirmish
SKIRMISH_DYNASTY = ("Hida Guardian", "Kaiu Envoy", "Hiruma Yōjimbō", "Shrewd Yasuki",
                    "Vanguard Warrior", "Borderlands Defender", "Intimidating Hida",
                    "Vengeful Berserker", "Hida Tomonatsu", "Steadfast Witch Hunter",
                    "Kaiu Shuichi", "Hida Kisada", "Borderlands Fortifications", "Funeral Pyre",
                    "Wandering Ronin")
SKIRMISH_CONFLICT = ("Hiruma Ambusher", "Stoic Gunsō", "Reprieve", "Jade Tetsubō",
                     "Way of the Crab", "Fine Katana", "Ornate Fan", "Banzai!", "Rout", "Outwit",
                     "Assassination", "Court Games", "Levy", "For Shame!", "Good Omen")


def skirmish(**changes) -> dict:
    """A legal Crab skirmish deck: 30 + 30 cards, two copies of each title."""
    d = {"name": "s", "clan": "crab", "stronghold": None, "role": None, "provinces": [],
         "dynasty": ids(*SKIRMISH_DYNASTY * 2), "conflict": ids(*SKIRMISH_CONFLICT * 2)}
    d.update(changes)
    return d


def test_rrg_deckbuilding_skirmish_legal_deck():
    assert problems(skirmish(), format="skirmish") == []


def test_rrg_deck_limits_skirmish_two_copies():
    d = skirmish()
    d["conflict"] = swap(d["conflict"], "Good Omen", "Banzai!")
    assert problems(d, format="skirmish") == [
        "Deck Limits: 3 copies of 'Banzai!' in the dynasty and conflict decks; at most 2"]


def test_rrg_deckbuilding_skirmish_sizes_30_to_40():
    d = skirmish()
    d["dynasty"] = d["dynasty"][:29]
    d["conflict"] += ids("Charge!", "Charge!", "Spies at Court", "Spies at Court",
                         "Contingency Plan", "Contingency Plan", "Fallen in Battle",
                         "Fallen in Battle", "Cloud the Mind", "Cloud the Mind", "Court Games")
    assert problems(d, format="skirmish") == [
        "Deckbuilding: the dynasty deck has 29 cards; it needs at least 30",
        "Deckbuilding: the conflict deck has 41 cards; at most 40 are allowed",
        "Deck Limits: 3 copies of 'Court Games' in the dynasty and conflict decks; at most 2"]


def test_rrg_deckbuilding_skirmish_has_no_stronghold_role_or_provinces_and_names_a_clan():
    d = skirmish(clan=None, stronghold=by_name("Shiro Nishiyama").id,
                 role=by_name("Keeper of Earth").id, provinces=crab()["provinces"])
    msgs = problems(d, format="skirmish")
    assert msgs == ["Deckbuilding: skirmish decks do not include stronghold cards",
                    "Deckbuilding: skirmish decks do not include role cards",
                    "Deckbuilding: skirmish decks do not include province cards",
                    'Deckbuilding: a skirmish deck names its primary clan ("clan")']


def test_rrg_influence_skirmish_has_six():
    d = skirmish()
    d["conflict"] = swap(d["conflict"], "Good Omen", "Ready for Battle", 2)
    d["conflict"] = swap(d["conflict"], "Court Games", "Honored Blade", 2)
    d["conflict"] = swap(d["conflict"], "Outwit", "Strength in Numbers", 2)
    assert influence_pool(d, "skirmish") == 6
    assert problems(d, format="skirmish") == ["Influence: out-of-clan cards cost 8 influence; "
                                              "the deck has 6 (the skirmish format)"]
    d["conflict"] = swap(d["conflict"], "Strength in Numbers", "Outwit", 1)
    assert problems(d, format="skirmish") == []
