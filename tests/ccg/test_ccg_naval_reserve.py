"""Naval per edition (``l5r.ccg.naval``: Ivory "Naval" > "Naval Invasion"; celestial Rules
Glossary "NAVAL"; Diamond "NAVAL" and "Implied Traits") and the Reserve player abilities
(``l5r.ccg.reserve``: Ivory "Reserve", "Absent", "Recruit", "Equip"; celestial and Diamond
are silent, so the ivory rule applies in every edition)."""

from __future__ import annotations

import pytest
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.naval import is_naval
from l5r.ccg.state import HAND, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef, Invest

EDITIONS = ("ivory", "celestial", "diamond")


def _honor_ability() -> tuple:
    return (Ability(("battle",), (lambda c: c.gain_honor(1),), label="NV: gain 1 Honor"),)


for _id, _title, _kw in (
        ("fx-nv-captain", "NV Captain", ("Naval",)),
        ("fx-nv-bosun", "NV Bosun", ("Naval",)),
        ("fx-nv-sailor", "NV Sailor", ("Sailor",)),
        ("fx-nv-landsman", "NV Landsman", ()),
        ("fx-nv-guard", "NV Guard", ())):
    fact(_id, _title, "personality", force=3, chi=2, ph=1, keywords=_kw)
    once(CardDef(_id, abilities=_honor_ability()))
fact("fx-nv-marines", "NV Marines", "follower", force=1, keywords=("Naval",))
once(CardDef("fx-nv-marines"))
fact("fx-rs-reinforcement", "RS Reinforcement", "personality", cost=3, force=2, chi=2, ph=1, keywords=("Reserve",))
once(CardDef("fx-rs-reinforcement"))
fact("fx-rs-townsman", "RS Townsman", "personality", cost=3, force=2, chi=2, ph=1)
once(CardDef("fx-rs-townsman"))
fact("fx-rs-levies", "RS Levies", "follower", cost=2, force=1, keywords=("Reserve",))
once(CardDef("fx-rs-levies"))
fact("fx-rs-mercenaries", "RS Mercenaries", "follower", cost=2, force=1)
once(CardDef("fx-rs-mercenaries"))


def labels(t) -> str:
    return " | ".join(t.labels())


def to_combat(t) -> None:
    """Pass Engage and trigger opportunities until a combat opportunity is asked."""
    for _ in range(10):
        if t.pending is None or t.pending.context == "combat":
            return
        t.pass_()


# ------------------------------------------------------------------ ivory: Naval Invasion
def ivory_invasion(honor=(10, 10)):
    t = Table("ivory", honor=honor)
    cap, land = t.put("NV Captain", 0), t.put("NV Landsman", 0)
    guard = t.put("NV Guard", 1)
    t.open_battle([cap, land], [guard])
    return t, cap, land, guard


def test_ivory_naval_invasion_first_action_from_a_naval_unit_and_pass_does_not_count():
    """Ivory "Naval Invasion": Engage: the Attacker takes the first Battle opportunity, which must
    come from a card in a Naval Personality's unit; passing it does not count toward ending the
    round (after the Defender then passes, the Attacker still has an opportunity)."""
    t, cap, land, guard = ivory_invasion()
    assert t.pending.player == 0 and t.pending.context == "engage" and "Naval Invasion" in labels(t)
    t.pick("Naval Invasion")
    assert t.pending.player == 0 and t.pending.context == "combat"
    assert f"c{cap}:0" in t.pending.ids() and f"c{land}:0" not in t.pending.ids()
    t.pass_()  # the restricted first opportunity
    assert t.pending.player == 1  # then the round starts as usual, with the Defender
    t.pass_()
    assert t.pending is not None and t.pending.player == 0  # the naval pass did not count
    assert f"c{land}:0" in t.pending.ids()


def test_ivory_naval_invasion_attacker_acts_before_the_defender():
    t, cap, land, guard = ivory_invasion()
    t.pick("Naval Invasion")
    t.use(cap, 0)
    assert t.honor(0) == 11 and t.honor(1) == 10
    assert t.pending.player == 1 and t.pending.context == "combat"


def test_ivory_naval_invasion_needs_attacker_with_naval_personality():
    """Ivory "Naval Invasion" is the Attacker's, and (project reading) needs a Naval Personality."""
    t = Table("ivory")
    land = t.put("NV Landsman", 0)
    t.open_battle([land], [t.put("NV Captain", 1)])
    assert t.pending.context == "combat" and t.pending.player == 1  # no Engage option for anyone
    assert "Naval" not in labels(t)


@pytest.mark.parametrize("ed", ("celestial", "diamond"))
def test_naval_invasion_engage_ability_is_ivory_only(ed):
    t = Table(ed)
    cap = t.put("NV Captain", 0)
    t.open_battle([cap], [t.put("NV Guard", 1)])
    assert "Naval Invasion" not in labels(t)


# ------------------------------------------------------------------ celestial: NAVAL Reaction
def test_celestial_naval_reaction_targeted_personality_performs_the_first_action():
    """Celestial "NAVAL": after engaging, the Attacker with more Naval cards targets his Naval
    Personality, who must perform the first Battle action."""
    t = Table("celestial")
    cap, bosun = t.put("NV Captain", 0), t.put("NV Bosun", 0)
    guard = t.put("NV Guard", 1)
    t.open_battle([cap, bosun], [guard])
    assert t.pending.player == 0 and "Naval" in labels(t)
    t.pick("Naval")
    t.pick("NV Bosun")
    to_combat(t)
    assert t.pending.player == 0 and t.pending.context == "combat"
    assert f"c{bosun}:0" in t.pending.ids() and f"c{cap}:0" not in t.pending.ids()
    before = t.honor(0)
    t.use(bosun, 0)
    assert t.honor(0) == before + 1 and t.pending.player == 1


def test_celestial_naval_reaction_needs_more_naval_cards_than_the_other_side():
    t = Table("celestial")
    cap = t.put("NV Captain", 0)
    t.open_battle([cap], [t.put("NV Bosun", 1)])  # 1 Naval card each
    assert "Naval" not in labels(t)
    t = Table("celestial")
    cap = t.put("NV Captain", 0)
    t.put("NV Marines", 0, host=cap)  # 2 against 1
    t.open_battle([cap], [t.put("NV Bosun", 1)])
    assert "Naval" in labels(t)


# ------------------------------------------------------------------ Diamond: naval invasion
def test_diamond_naval_invasion_attacker_first_and_terrain_lock():
    """Diamond "NAVAL" (Sailor counts as Naval, "Implied Traits"): the all-Naval attacking army's
    leader declares a naval invasion; the Attacker acts first, and may not play a Terrain until
    another player has passed or acted; the Defender may."""
    t = Table("diamond")
    sailor = t.put("NV Sailor", 0)
    t.put("NV Marines", 0, host=sailor)
    guard = t.put("NV Guard", 1)
    t.put("First to Fall", 0, "hand")
    t.put("First to Fall", 1, "hand")
    t.open_battle([sailor], [guard])
    assert t.pending.player == 0 and t.pending.context == "naval"
    t.pick("Declare")
    to_combat(t)
    assert t.pending.player == 0 and t.pending.context == "combat"
    assert "First to Fall" not in labels(t)
    t.pass_()
    assert t.pending.player == 1 and "First to Fall" in labels(t)
    t.use(guard, 0)
    assert t.pending.player == 0 and "First to Fall" in labels(t)


def test_diamond_naval_invasion_by_the_defender_keeps_the_order():
    """Diamond "NAVAL": a Defender's naval invasion does not give the Attacker the first option;
    the Defender's Terrains wait for another player's pass or action."""
    t = Table("diamond")
    land = t.put("NV Landsman", 0)
    cap = t.put("NV Captain", 1)
    t.put("First to Fall", 1, "hand")
    t.open_battle([land], [cap])
    assert t.pending.player == 1 and t.pending.context == "naval"
    t.pick("Declare")
    to_combat(t)
    assert t.pending.player == 1 and "First to Fall" not in labels(t)
    t.pass_()
    t.use(land, 0)
    assert t.pending.player == 1 and "First to Fall" in labels(t)


def test_diamond_naval_invasion_declined_or_not_available():
    """Diamond "NAVAL": not if both armies are Naval, not by an empty army, but against one."""
    t = Table("diamond")
    t.open_battle([t.put("NV Captain", 0)], [t.put("NV Bosun", 1)])
    assert t.pending.context != "naval"
    t = Table("diamond")
    t.open_battle([t.put("NV Landsman", 0)], [])
    assert t.pending is None or t.pending.context != "naval"
    t = Table("diamond")
    t.open_battle([t.put("NV Captain", 0)], [])
    assert t.pending.context == "naval"
    t.pick("No naval")
    assert t.pending is None or t.pending.context != "naval"
    # a mixed army is not Naval
    t = Table("diamond")
    cap = t.put("NV Captain", 0)
    t.put("RS Mercenaries", 0, host=cap)
    t.open_battle([cap], [t.put("NV Guard", 1)])
    assert t.pending.context != "naval"


def test_sailor_is_naval_only_in_diamond():
    for ed, naval in (("ivory", False), ("celestial", False), ("diamond", True)):
        t = Table(ed)
        assert is_naval(t.state, t.put("NV Sailor", 0)) is naval


# ------------------------------------------------------------------ Reserve
def reserve_table(ed: str, *, mine: bool = True, card: str = "RS Reinforcement"):
    """Player 0 attacks with the Landsman; player 1 (no units there) has ``card`` face up in the
    attacked province's neighbour and (optionally) a Diamond Mine."""
    t = Table(ed)
    land = t.put("NV Landsman", 0)
    res = t.put(card, 1, "province", province=1)
    if mine:
        t.put("Diamond Mine", 1)
    pid = t.open_battle([land], [])
    to_combat(t)
    return t, res, pid


@pytest.mark.parametrize("ed", EDITIONS)
def test_reserve_recruit_absent_into_the_current_battlefield(ed):
    """Ivory "Reserve" (Absent Repeatable Battle, bow: Recruit a target Reserve Personality into the
    current battlefield if he would be opposed): the Defender, with no units there ("Absent"),
    bows his Stronghold, pays the Gold Cost and the Personality joins the defending army."""
    t, res, pid = reserve_table(ed)
    st = t.state
    assert t.pending.player == 1 and "Reserve: Recruit" in labels(t)
    t.pick("Reserve: Recruit")
    assert st.cards[st.players[1].stronghold].bowed
    if t.pending is not None and t.pending.context == "pay":
        t.pick("automatically")
    assert st.cards[res].zone == PLAY and st.cards[res].loc == f"d{pid}"
    assert any(st.cards[u].bowed for u in range(len(st.cards)) if m.title(st, u) == "Diamond Mine")
    assert st.players[1].provinces[1].card not in (res, -1)  # the province refilled


@pytest.mark.parametrize("ed", EDITIONS)
def test_reserve_recruit_limits(ed):
    """Ivory "Reserve": only a Reserve Personality; only if he would be opposed; the bow cost
    (the Stronghold) must be payable and the Gold must come from elsewhere (Good Faith)."""
    t, res, pid = reserve_table(ed, card="RS Townsman")
    assert "Reserve" not in labels(t)
    t, res, pid = reserve_table(ed, mine=False)  # only the Stronghold could pay
    assert "Reserve" not in labels(t)
    t = Table(ed)
    t.put("RS Reinforcement", 0, "province", province=1)
    t.put("Diamond Mine", 0)
    t.open_battle([t.put("NV Landsman", 0)], [])  # the Attacker's recruit would be unopposed
    to_combat(t)
    assert t.pending is None or "Reserve" not in labels(t)
    t = Table(ed)
    t.put("RS Reinforcement", 1, "province", province=1)
    t.put("Diamond Mine", 1)
    t.state.cards[t.state.players[1].stronghold].bowed = True
    t.open_battle([t.put("NV Landsman", 0)], [])
    to_combat(t)
    assert t.pending is None or "Reserve" not in labels(t)


@pytest.mark.parametrize("ed", EDITIONS)
def test_reserve_equip_attachment_to_an_opposed_personality_at_the_battle(ed):
    """Ivory "Reserve" (Repeatable Battle, bow: Equip a Reserve attachment to your target
    Personality at the current battlefield if it would be opposed), with the Equip payment."""
    t = Table(ed)
    land = t.put("NV Landsman", 0)
    guard = t.put("NV Guard", 1)
    home = t.put("NV Bosun", 1)
    lev = t.put("RS Levies", 1, "hand")
    t.put("RS Mercenaries", 1, "hand")
    t.put("Diamond Mine", 1)
    t.open_battle([land], [guard])
    to_combat(t)
    assert t.pending.player == 1
    t.pick("Reserve: Equip")  # Levies is the only Reserve card; the Guard the only host there
    st = t.state
    if t.pending is not None and t.pending.context == "pay":
        t.pick("automatically")
    assert st.cards[lev].attached_to == guard and st.cards[lev].zone == PLAY
    assert st.cards[st.players[1].stronghold].bowed
    assert not st.cards[home].attachments
    assert any(st.cards[u].zone == HAND and m.title(st, u) == "RS Mercenaries" for u in st.players[1].hand)


@pytest.mark.parametrize("ed", EDITIONS)
def test_reserve_equip_needs_an_opposed_host_and_a_reserve_card(ed):
    t = Table(ed)
    guard = t.put("NV Guard", 1)
    t.put("RS Mercenaries", 1, "hand")
    t.put("Diamond Mine", 1)
    t.open_battle([t.put("NV Landsman", 0)], [guard])
    to_combat(t)
    assert "Reserve" not in labels(t)
    t = Table(ed)  # the host would not be opposed (no attackers)
    guard = t.put("NV Guard", 1)
    t.put("RS Levies", 1, "hand")
    t.put("Diamond Mine", 1)
    t.open_battle([], [guard])
    to_combat(t)
    assert t.pending is None or "Reserve" not in labels(t)


fact("fx-rs-investor", "RS Investor", "personality", cost=2, force=2, chi=2, ph=1, keywords=("Reserve",))
once(CardDef("fx-rs-investor", invest=Invest(1, (lambda c: c.gain_honor(3),))))


@pytest.mark.parametrize("ed", EDITIONS)
def test_reserve_recruit_offers_invest(ed):
    """Ivory "Invest #" with "Reserve #": a Personality Recruited by the Reserve ability is a card
    entering play, so its player may Invest before paying; the Invest effects follow its entry."""
    t, res, pid = reserve_table(ed, card="RS Investor")
    st = t.state
    before = st.players[1].honor
    t.pick("Reserve: Recruit")
    assert t.pending.context == "invest"
    t.pick("Invest: pay")
    if t.pending is not None and t.pending.context == "pay":
        t.pick("automatically")
    assert st.cards[res].zone == PLAY and st.cards[res].loc == f"d{pid}"
    assert m.gold_cost(st, res) == 3 and st.players[1].honor == before + 3
