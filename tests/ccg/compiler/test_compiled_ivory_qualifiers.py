"""Compiled Ivory Edition cards whose targets have the qualifiers of the compiler's second step
(issue 16): "with lower Force and lower Chi", "with higher Force", "with no attachments",
"with no Followers", "with a Weapon", "non-<keyword>" -- played under the ivory rules.
Rules sections: Ivory Edition Comprehensive Rules v1.8 ("Targeting": a target must meet
every requirement the action names)."""

from __future__ import annotations

import pytest

from l5r.ccg import model as m
from l5r.ccg.compiled import ivory_edition
from l5r.ccg.compiler.facts import facts_of
from l5r.ccg.compiler.report import load_set
from l5r.ccg.testing import Table

PLAYED = ("Mirumoto Tsukazu", "Moto Chinua", "Isawa Hibana", "Sandayu")


@pytest.fixture(scope="module", autouse=True)
def ivory_cards(shared_dir, add_card):
    compiled = dict(ivory_edition.CARDS.items())
    for card in load_set("ivory_edition"):
        if card["title"] in PLAYED and not card.get("is_back"):
            f = facts_of(card, None)
            add_card(f, compiled[f.id])


def battle(attacker_titles: list[str], defender_titles: list[str]) -> tuple[Table, list[int], list[int]]:
    t = Table("ivory")
    att = [t.put(x, 0) for x in attacker_titles]
    dfn = [t.put(x, 1) for x in defender_titles]
    t.open_battle(att, dfn)
    return t, att, dfn


def options(t: Table) -> list[str]:
    return [o.id for o in t.pending.options] if t.pending else []


def use_on(t: Table, uid: int, target: str, illegal: tuple[str, ...] = ()) -> None:
    """Use the first ability of ``uid`` on ``target``: picked if a choice is asked (the only
    legal target is chosen by itself); none of the ``illegal`` titles may be offered."""
    t.use(uid, 0)
    labels = t.labels()
    assert not any(x in label for label in labels for x in illegal), labels
    if any(target in label for label in labels):
        t.pick(target)


def test_lower_force_and_lower_chi_both_required():
    """Ivory "Targeting": Mirumoto Tsukazu (3F/3C) bows a target enemy Personality with lower
    Force and lower Chi: 3F/2C (equal Force) and 2F/3C (equal Chi) are not legal targets."""
    t, _, (tsukazu,) = battle(["Matsu Mikura", "Akodo Kuma"], ["Mirumoto Tsukazu"])  # 3F/2C, 2F/3C
    assert (m.force(t.state, tsukazu), m.chi(t.state, tsukazu)) == (3, 3)
    assert f"c{tsukazu}:0" not in options(t)


def test_lower_force_and_lower_chi_target_is_bowed():
    """With a Weapon Tsukazu's Force rises above 3: the 3F/2C Personality becomes a legal target
    (and is bowed); the 2F/3C one stays illegal (its Chi is not lower)."""
    t = Table("ivory")
    mikura, kuma = t.put("Matsu Mikura", 0), t.put("Akodo Kuma", 0)
    tsukazu = t.put("Mirumoto Tsukazu", 1)
    t.put("Gumbai-Uchiwa", 1, host=tsukazu)  # +2F, +0C
    t.open_battle([mikura, kuma], [tsukazu])
    assert (m.force(t.state, tsukazu), m.chi(t.state, tsukazu)) == (5, 3)
    use_on(t, tsukazu, "Matsu Mikura", illegal=("Akodo Kuma",))
    assert t.state.cards[mikura].bowed and not t.state.cards[kuma].bowed


def test_higher_force_without_attachments_non_unique():
    """Moto Chinua (2F) bows a target non-Unique enemy Personality with no attachments and
    higher Force: not a 2F one, not a 4F one with an Item; a 3F one is bowed."""
    t = Table("ivory")
    kuma, taro, akagi = t.put("Akodo Kuma", 0), t.put("Togashi Taro", 0), t.put("Togashi Akagi", 0)
    t.put("Seppun Blade", 0, host=akagi)
    chinua = t.put("Moto Chinua", 1)
    t.open_battle([kuma, taro, akagi], [chinua])
    use_on(t, chinua, "Togashi Taro", illegal=("Akodo Kuma", "Togashi Akagi"))
    assert t.state.cards[taro].bowed and not t.state.cards[akagi].bowed


def test_non_keyword_target_and_a_penalty_to_itself():
    """Isawa Hibana: -3F to herself, +3F to your target non-Water Personality (a Water one is
    not a legal target)."""
    t = Table("ivory")
    attacker = t.put("Togashi Akagi", 0)
    hibana, taro, kanmu = t.put("Isawa Hibana", 1), t.put("Togashi Taro", 1), t.put("Togashi Kanmu", 1)
    t.open_battle([attacker], [hibana, taro, kanmu])
    use_on(t, hibana, "Togashi Taro", illegal=("Togashi Kanmu",))  # Kanmu is Water
    assert m.force(t.state, taro) == 6 and m.force(t.state, hibana) == 0


def test_target_with_a_weapon():
    """Sandayu straightens a target Personality with a Weapon (not one with an Armor)."""
    t = Table("ivory")
    sandayu = t.put("Sandayu", 0)
    kuma = t.put("Akodo Kuma", 0, bowed=True)
    taro = t.put("Togashi Taro", 0, bowed=True)
    t.put("Seppun Blade", 0, host=kuma)
    t.put("Scout Armor", 0, host=taro)
    t.open_action(0)
    use_on(t, sandayu, "Akodo Kuma", illegal=("Togashi Taro",))
    assert not t.state.cards[kuma].bowed and t.state.cards[taro].bowed
