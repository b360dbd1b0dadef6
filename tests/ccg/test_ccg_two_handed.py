"""Weapon and Armor attachment limits (Ivory "Weapon", "Kensai", "Two-handed", "Armor";
celestial "WEAPON", "KENSAI", "ARMOR" -- silent on Two-handed, so the ivory keyword rule
applies; Diamond "FOLLOWERS, ITEMS, SPELLS, AND ANCESTORS": one Weapon and one Armor, silent on
Kensai and Two-handed, so the ivory rules apply).

Fixture cards (``fx-2h-``): a Two-handed Weapon and a second Armor; the set's Seppun Blade and
Tempered No-Dachi are (one-handed) Weapons, Scout Armor an Armor, Akodo Masao a Kensai.
"""

from __future__ import annotations

import pytest
from ccg_fixtures import fact, once

from l5r.ccg.rules_abilities import _attach_ok
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef, Ctx

EDITIONS = ("ivory", "celestial", "diamond")

fact("fx-2h-odachi", "Fixture Odachi", "item", cost=2, force_bonus=3, chi_bonus=0, keywords=("Weapon", "Two-handed"))
fact("fx-2h-plate", "Fixture Plate", "item", cost=1, force_bonus=0, chi_bonus=1, keywords=("Armor",))
once(CardDef("fx-2h-odachi"))
once(CardDef("fx-2h-plate"))


def ok(t: Table, card: int, host: int) -> bool:
    return _attach_ok(Ctx(t.g, {"ctx": {"player": 0}}), card, host)


@pytest.mark.covers("Seppun Blade", "keyword:Weapon")
@pytest.mark.covers("Tempered No-Dachi", "keyword:Weapon")
@pytest.mark.parametrize("ed", EDITIONS)
def test_one_weapon_for_a_personality_who_is_not_kensai(ed):
    """Ivory "Weapon": a Personality can have only one Weapon Item attached."""
    t = Table(ed)
    kuma = t.put("Akodo Kuma", 0)
    blade = t.put("Seppun Blade", 0, "hand")
    assert ok(t, blade, kuma)
    t.put("Tempered No-Dachi", 0, host=kuma)
    assert not ok(t, blade, kuma)


@pytest.mark.covers("Akodo Masao", "keyword:Kensai")
@pytest.mark.parametrize("ed", EDITIONS)
def test_kensai_attaches_two_one_handed_weapons(ed):
    """Ivory "Kensai": a Kensai Personality can attach two Weapons if neither is Two-handed."""
    t = Table(ed)
    masao = t.put("Akodo Masao", 0)  # Kensai
    t.put("Tempered No-Dachi", 0, host=masao)
    blade = t.put("Seppun Blade", 0, "hand")
    assert ok(t, blade, masao)
    t.put("Seppun Blade", 0, host=masao)
    assert not ok(t, blade, masao)  # not a third


@pytest.mark.parametrize("ed", EDITIONS)
def test_two_handed_weapon_not_beside_another_weapon_even_for_a_kensai(ed):
    """Ivory "Two-handed": a Personality, even a Kensai, cannot attach a Two-handed Weapon if he
    has a Weapon attached, nor a Weapon if he has a Two-handed Weapon attached."""
    t = Table(ed)
    masao = t.put("Akodo Masao", 0)  # Kensai
    kuma = t.put("Akodo Kuma", 0)
    odachi = t.put("Fixture Odachi", 0, "hand")
    blade = t.put("Seppun Blade", 0, "hand")
    assert ok(t, odachi, masao) and ok(t, odachi, kuma)  # alone it is fine
    t.put("Tempered No-Dachi", 0, host=masao)
    assert not ok(t, odachi, masao)  # a Weapon already attached
    t2 = Table(ed)
    masao2 = t2.put("Akodo Masao", 0)
    t2.put("Fixture Odachi", 0, host=masao2)
    blade2 = t2.put("Seppun Blade", 0, "hand")
    odachi2 = t2.put("Fixture Odachi", 0, "hand")
    assert not ok(t2, blade2, masao2) and not ok(t2, odachi2, masao2)  # a Two-handed one attached
    plate = t2.put("Fixture Plate", 0, "hand")
    assert ok(t2, plate, masao2)  # Armor is not a Weapon
    _ = blade


@pytest.mark.covers("Scout Armor", "keyword:Armor")
@pytest.mark.parametrize("ed", EDITIONS)
def test_one_armor(ed):
    """Ivory "Armor"; celestial "ARMOR"; Diamond: each Personality can have only one Armor."""
    t = Table(ed)
    kuma = t.put("Akodo Kuma", 0)
    plate = t.put("Fixture Plate", 0, "hand")
    assert ok(t, plate, kuma)
    t.put("Scout Armor", 0, host=kuma)
    assert not ok(t, plate, kuma)


def test_equip_does_not_offer_a_second_weapon_beside_a_two_handed_one():
    """Ivory "Equip" attaches only where the attachment is legal (Ivory "Two-handed")."""
    from l5r.ccg.play import choice_candidates
    from l5r.ccg.rules_abilities import EQUIP_CHOICES, RULEBOOK

    t = Table("ivory")
    masao = t.put("Akodo Masao", 0)
    t.put("Fixture Odachi", 0, host=masao)
    blade = t.put("Seppun Blade", 0, "hand")
    plate = t.put("Fixture Plate", 0, "hand")
    c = Ctx(t.g, {"ctx": {"player": 0, "source": -1}})
    assert choice_candidates(t.g, c, EQUIP_CHOICES[0], RULEBOOK["equip"]) == [plate]
    t.open_action(0)
    t.pick("r:equip")  # the only card it can attach is chosen, and its only host
    while t.pending is not None and t.pending.context == "pay":
        t.pick("auto")
    st = t.state
    assert st.cards[plate].attached_to == masao and blade in st.players[0].hand
