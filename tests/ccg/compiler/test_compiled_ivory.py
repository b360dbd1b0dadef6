"""Compiled Ivory Edition cards played under the ivory rules (issue 16, step 3): the most common
shapes of the set's text -- Ranged, Melee and Fear attacks, Force penalties, moving home,
bowing with a restriction, stat traits, Tireless actions, clan Gold producers -- each on a
card the compiler wrote (``l5r.ccg.compiled.ivory_edition``), with its facts from the card
data (``compiler.facts``). Rules sections: Ivory Edition Comprehensive Rules v1.8."""

from __future__ import annotations

import pytest

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.compiled import ivory_edition
from l5r.ccg.compiler.facts import facts_of
from l5r.ccg.compiler.parser import parse_card
from l5r.ccg.compiler.report import load_set
from l5r.ccg.testing import Table

#: the Ivory cards these tests play (none of them is a Kyuden Tonbo card)
PLAYED = ("Hiruma Itta", "Ikoma Ichimoko", "Isawa Kamiko", "Suikotsu", "Matsu Tayuko", "Silver Mine",
          "Komori Taruko", "Daigotsu Roburo", "Tsuruchi Kaito")


@pytest.fixture(scope="module", autouse=True)
def ivory_cards(shared_dir, add_card):
    """The played cards' facts (from the data) and compiled definitions, as test fixtures of
    the rule set (removed after this module)."""
    compiled = dict(ivory_edition.CARDS.items())
    for card in load_set("ivory_edition"):
        if card["title"] in PLAYED and not card.get("is_back"):
            production = next((s.amount for s in parse_card(card).segments if hasattr(s, "amount")), None)
            f = facts_of(card, production)
            add_card(f, compiled[f.id])


def battle(attacker_titles: list[str], defender_titles: list[str]) -> tuple[Table, list[int], list[int]]:
    """A battle: player 0 attacks with ``attacker_titles``, player 1 defends."""
    t = Table("ivory")
    att = [t.put(x, 0) for x in attacker_titles]
    dfn = [t.put(x, 1) for x in defender_titles]
    t.open_battle(att, dfn)
    return t, att, dfn


def options(t: Table) -> list[str]:
    return [o.id for o in t.pending.options] if t.pending else []


def act(t: Table, uid: int, index: int, target: str | None = None) -> None:
    """Use ability ``index`` of ``uid`` (its controller must be the player to act), naming the
    target if asked."""
    t.use(uid, index)
    if target is not None and t.pending is not None and any(target in x for x in t.labels()):
        t.pick(target)


def test_ranged_attack_destroys_a_target_with_force_up_to_its_strength():
    """Ivory "Ranged Attack": destroy the target enemy Follower or Personality without
    Followers if its Force is at most the strength (Hiruma Itta: Ranged 2)."""
    t, (weak, strong), (itta,) = battle(["Akodo Kuma", "Togashi Taro"], ["Hiruma Itta"])  # Force 2 and 3
    assert f"c{itta}:0" in options(t)
    act(t, itta, 0, "Akodo Kuma")
    assert t.state.cards[weak].zone != "play" and t.state.cards[strong].zone == "play"


def test_ranged_attack_on_a_stronger_target_does_nothing():
    t, (strong,), (itta,) = battle(["Togashi Taro"], ["Hiruma Itta"])
    act(t, itta, 0, "Togashi Taro")
    assert t.state.cards[strong].zone == "play"


def test_force_penalty_until_the_turn_ends():
    """Ikoma Ichimoko: a target enemy Follower or Personality gets -2F."""
    t, (taro,), (ichimoko,) = battle(["Togashi Taro"], ["Ikoma Ichimoko"])
    act(t, ichimoko, 0, "Togashi Taro")
    assert m.force(t.state, taro) == 1


def test_bow_icon_is_a_cost_and_move_home_any_target_personality():
    """Ivory "Costs": the bow icon bows Isawa Kamiko; a target Personality moves home."""
    t, (taro,), (kamiko,) = battle(["Togashi Taro"], ["Isawa Kamiko"])
    act(t, kamiko, 0, "Togashi Taro")
    assert t.state.cards[taro].loc == "home" and t.state.cards[kamiko].bowed


def test_bow_restricted_to_lower_force_and_no_weapon():
    """Suikotsu (Force 4): bow a target enemy Personality with lower Force and without a Weapon;
    Good Faith: with no such enemy, no action."""
    t, (akagi, taro), (suikotsu,) = battle(["Togashi Akagi", "Togashi Taro"], ["Suikotsu"])  # Force 4 and 3
    assert m.force(t.state, suikotsu) == 4
    act(t, suikotsu, 0, "Togashi Taro")
    assert t.state.cards[taro].bowed and not t.state.cards[akagi].bowed
    t, _, (suikotsu,) = battle(["Togashi Akagi"], ["Suikotsu"])  # Force 4 is not lower
    assert f"c{suikotsu}:0" not in options(t)


def test_stat_trait_while_attacking():
    """Matsu Tayuko has +2F while attacking (a continuous trait)."""
    t = Table("ivory")
    tayuko = t.put("Matsu Tayuko", 0)
    home = m.force(t.state, tayuko)
    t.open_battle([tayuko], [t.put("Togashi Taro", 1)])
    assert m.force(t.state, tayuko) == home + 2


def test_tireless_open_action_even_while_bowed():
    """Ivory "Tireless": Komori Taruko straightens herself while bowed."""
    t = Table("ivory")
    taruko = t.put("Komori Taruko", 0, bowed=True)
    t.open_action(0)
    act(t, taruko, 0)
    assert not t.state.cards[taruko].bowed


def test_fear_bows_a_target_with_force_up_to_its_strength():
    """Ivory "Fear #": bow a target enemy Follower or Personality without Followers whose Force
    is at most the strength (Daigotsu Roburo: Fear 4)."""
    t, (akagi,), (roburo,) = battle(["Togashi Akagi"], ["Daigotsu Roburo"])  # Force 4
    act(t, roburo, 0, "Togashi Akagi")
    assert t.state.cards[akagi].bowed


def test_tireless_move_home_of_the_card_itself():
    """Tsuruchi Kaito: a Tireless Battle action moving himself home, even bowed; his Ranged 3
    Attack bows him as a cost."""
    t, (taro, _akagi), (kaito,) = battle(["Togashi Taro", "Togashi Akagi"], ["Tsuruchi Kaito"])  # Force 3, 4
    act(t, kaito, 0, "Togashi Taro")
    assert t.state.cards[kaito].bowed and t.state.cards[taro].zone != "play"
    t.pass_()  # the Attacker passes: the Defender may act again
    assert t.pending.player == 1 and f"c{kaito}:1" in options(t)  # Tireless: even though he is bowed
    act(t, kaito, 1)
    assert t.state.cards[kaito].loc == "home"


def test_clan_gold_production():
    """Silver Mine: 2 Gold, or 3 for a Phoenix Clan player (its printed production is 2)."""
    t = Table("ivory")
    mine = t.put("Silver Mine", 0)
    d = RULES.defs.cards[t.state.cards[mine].cid]
    assert m.FACTS[t.state.cards[mine].cid].gold_production == 2
    assert d.produce(t.state, mine, {})[0][1] == 2
    t.state.players[0].clan = "phoenix"
    assert d.produce(t.state, mine, {})[0][1] == 3
