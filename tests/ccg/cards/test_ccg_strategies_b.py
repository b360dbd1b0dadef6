"""Battle of Kyuden Tonbo Strategies 67-88 (second half), Inspire Fear and The Imperial Favor
(``l5r.ccg.cards.strategies_b``).

Each test asserts the state change the card's ability makes; rule sections are cited in the
test docstrings (celestial = Kyuden Tonbo rulebook glossary, Ivory = comprehensive rules).
"""

from __future__ import annotations

import ccg_clause_steps as steps
import pytest
from ccg_clause_steps import settle

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.cards.strategies_b import low_stance_focus_effect, negate_action_force_changes
from l5r.ccg.state import FATE_DISCARD, HOME, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ctx


def act_as(t: Table, player: int) -> None:
    """Pass in the open window until ``player`` has the opportunity to act (an engage window too)."""
    steps.act_as(t, player, contexts=("combat", "engage", "action"))


def use_in_battle(t: Table, uid: int, index: int, attackers: list[int], defenders: list[int], **battle) -> None:
    """Open a battle of ``attackers`` against ``defenders`` (``battle``: the other arguments of
    ``Table.open_battle``), pass until player 0 may act, and take ability ``index`` of ``uid``."""
    t.open_battle(attackers, defenders, **battle)
    act_as(t, 0)
    t.use(uid, index)


def ids(t: Table) -> list[str]:
    return [o.id for o in t.pending.options] if t.pending else []


def free(t: Table) -> None:
    """Unbow the Strongholds so strategies with a Gold Cost can be paid."""
    for p in t.state.players:
        t.state.cards[p.stronghold].bowed = False


def pay_any(t: Table) -> None:
    """Answer a Gold payment by bowing whatever is offered first."""
    for _ in range(5):
        if t.pending is not None and t.pending.context in ("pay", "gold"):
            t.g.answer(t.pending.options[0].id)
        else:
            return


# ------------------------------------------------------------------ Terrains
@pytest.mark.covers("First to Fall", "a2:effect", "a2:timing")
@pytest.mark.covers("Maws of Stone", "a2:condition")
def test_terrain_enters_play_at_battlefield_and_is_discarded_after_resolution():
    """celestial "TERRAIN": played as a Battle action, the Strategy enters play at the current
    battlefield; a second Terrain may not be played there; after resolution it is discarded."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    ftf = t.put("First to Fall", 0, "hand")
    maws = t.put("Maws of Stone", 0, "hand")
    pid = t.open_battle([a], [d])
    act_as(t, 0)
    t.use(ftf, 1)
    settle(t)
    c = t.state.cards[ftf]
    assert c.zone == PLAY and c.loc == f"t{pid}"
    assert m.terrains_at(t.state, pid) == [ftf]
    act_as(t, 0)
    assert f"c{maws}:1" not in ids(t)  # a Terrain is already at this battlefield
    t.pass_all()
    settle(t)
    assert t.state.cards[ftf].zone == FATE_DISCARD


@pytest.mark.covers("Deployed Reinforcements", "a1:effect", "a1:trigger", "a1:timing", "a1:limit", "a2:effect", "a2:timing")
def test_deployed_reinforcements_moves_a_home_unit_in_and_straightens_it():
    """Deployed Reinforcements: before resolution, a unit at home may move to the battlefield
    and straightens if it moved (celestial "MOVE"; triggered trait)."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    reserve = t.put("Akodo Kuma", 0, bowed=True)
    d = t.put("Togashi Akagi", 1)
    dr = t.put("Deployed Reinforcements", 0, "hand")
    use_in_battle(t, dr, 1, [a], [d])
    settle(t)
    t.pass_all()
    settle(t)
    # the forced trait asks which home unit to move (optional)
    assert t.pending is not None and any("Akodo Kuma" in lab for lab in t.labels())
    t.pick("Akodo Kuma")
    # Kuma moved into the attacking army before resolution and was straightened: Mikura 3 + Kuma 2
    # vs Akagi 4 -> the attacker won, so Akagi is destroyed.
    settle(t)
    assert t.state.cards[d].zone != PLAY
    assert t.state.cards[reserve].zone == PLAY


def test_deployed_reinforcements_does_nothing_without_units_here():
    """Deployed Reinforcements' trait needs the Terrain's controller to have units at the battlefield."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    reserve = t.put("Akodo Kuma", 0)
    d = t.put("Togashi Akagi", 1)
    dr = t.put("Deployed Reinforcements", 0, "hand")
    use_in_battle(t, dr, 1, [a], [d])
    settle(t)
    t.state.cards[a].loc = HOME  # the attacker's only unit leaves the battlefield
    t.pass_all()
    settle(t)
    assert t.state.cards[reserve].loc == HOME


@pytest.mark.covers("First to Fall", "a1:effect", "a1:trigger", "a1:timing", "a1:limit", "a2:effect")
def test_first_to_fall_weakens_remaining_provinces_after_a_province_falls():
    """First to Fall: after a resolution that destroyed a province, the Defender's remaining
    provinces permanently get -2 strength."""
    t = Table("celestial")
    a = t.put("Matsu Benika", 0)
    b = t.put("Akodo Sadahige", 0)
    ftf = t.put("First to Fall", 0, "hand")
    others = [p.pid for p in t.state.players[1].provinces[1:]]
    before = {pid: m.province_strength(t.state, pid) for pid in others}
    use_in_battle(t, ftf, 1, [a, b], [])
    settle(t)
    t.pass_all()
    settle(t)
    assert len(t.state.players[1].provinces) == len(others)
    for pid in others:
        assert m.province_strength(t.state, pid) == max(0, before[pid] - 2)


@pytest.mark.covers("First to Fall", "a1:effect")
def test_first_to_fall_does_nothing_if_no_province_fell():
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Akagi", 1)
    ftf = t.put("First to Fall", 0, "hand")
    others = [p.pid for p in t.state.players[1].provinces[1:]]
    before = {pid: m.province_strength(t.state, pid) for pid in others}
    use_in_battle(t, ftf, 1, [a], [d])
    settle(t)
    t.pass_all()
    settle(t)
    assert {pid: m.province_strength(t.state, pid) for pid in others} == before


@pytest.mark.covers("Maws of Stone", "a2:timing")
def test_maws_of_stone_destroys_the_weakest_personality_before_resolution():
    """Maws of Stone: before resolution, destroy a Personality with the lowest Force here; with the
    weakest gone the other side wins."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)  # 3F
    d = t.put("Togashi Shintaro", 1)  # 0F printed
    d2 = t.put("Togashi Taro", 1)  # 3F
    maws = t.put("Maws of Stone", 0, "hand")
    t.open_battle([a], [d, d2])
    t.state.cards[d].tokens = []  # no Fire tokens
    act_as(t, 0)
    t.use(maws, 1)
    settle(t)
    t.pass_all()
    settle(t)
    assert t.state.cards[d].zone != PLAY and t.state.cards[d].dead


@pytest.mark.covers("Maws of Stone", "a1:choice:victim")
def test_maws_of_stone_lets_its_controller_choose_among_tied():
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)  # 3F
    d = t.put("Togashi Taro", 1)  # 3F
    maws = t.put("Maws of Stone", 1, "hand")
    t.put("Togashi Akagi", 1, loc=HOME)
    t.open_battle([a], [d])
    t.use(maws, 1)
    settle(t)
    t.pass_all()
    settle(t)
    assert t.pending.player == 1
    t.pick("Matsu Mikura")
    settle(t)
    assert t.state.cards[a].zone != PLAY
    assert t.state.cards[d].zone == PLAY


# ------------------------------------------------------------------ Battle actions
@pytest.mark.covers("Final Duty", "a1:effect", "a1:timing")
def test_final_duty_ranged_6_only_when_outnumbered():
    """Final Duty: with lower total Force than the enemy army (Ivory "Unit and army Force":
    bowed cards count outside resolution): Ranged 6 Attack (celestial "RANGED ATTACK")."""
    t = Table("celestial")
    a = t.put("Matsu Benika", 0)  # 5F
    d = t.put("Togashi Taro", 1)  # 3F
    fd = t.put("Final Duty", 1, "hand")
    fd0 = t.put("Final Duty", 0, "hand")
    t.open_battle([a], [d])
    assert f"c{fd}:0" in ids(t)
    t.use(fd, 0)
    settle(t)
    assert f"c{fd0}:0" not in ids(t)  # the attacker is not outnumbered
    settle(t)
    assert t.state.cards[a].zone != PLAY and t.state.cards[a].dead


@pytest.mark.covers("Fire Blossom", "a1:effect", "a1:timing")
def test_fire_blossom_tokens_and_optional_bow():
    """Fire Blossom (Kiho): the opposed Monk gets two +1F Fire tokens, then may bow an enemy
    card with lower Force than his new Force."""
    t = Table("celestial")
    a = t.put("Togashi Akagi", 0)  # 4F -> 6F
    d = t.put("Matsu Benika", 1)  # 5F
    fb = t.put("Fire Blossom", 0, "hand")
    free(t)
    use_in_battle(t, fb, 0, [a], [d])
    pay_any(t)
    assert t.pending.context == "choose"
    t.pick("Matsu Benika")
    settle(t)
    assert [tk.get("kw") for tk in t.state.cards[a].tokens] == ["Fire", "Fire"]
    assert m.force(t.state, a) == 6
    assert t.state.cards[d].bowed


@pytest.mark.covers("Fire Blossom", "a1:choice:performer")
def test_fire_blossom_needs_an_opposed_monk():
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)  # not a Monk
    d = t.put("Togashi Taro", 1)
    fb = t.put("Fire Blossom", 0, "hand")
    free(t)
    t.open_battle([a], [d])
    act_as(t, 0)
    assert f"c{fb}:0" not in ids(t)


@pytest.mark.covers("Greater Sacrifice", "a1:effect", "a1:timing", "a1:cost", "a1:choice:target")
def test_greater_sacrifice_destroys_samurai_and_enemy_unit():
    """Greater Sacrifice: destroying your Samurai is a cost; the target's unit Force must be at
    most his unit's (plus his PH when your Honor exceeds its starting value)."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)  # 3F, PH 3
    d = t.put("Togashi Akagi", 1)  # 4F
    gs = t.put("Greater Sacrifice", 0, "hand")
    start = m.FACTS[t.state.cards[t.state.players[0].stronghold].cid].starting_honor or 0
    t.state.players[0].honor = start + 1  # above the starting value: 3 + 3 PH >= 4
    use_in_battle(t, gs, 0, [a], [d])
    settle(t)
    assert t.state.cards[a].zone != PLAY
    assert t.state.cards[d].zone != PLAY


def test_greater_sacrifice_without_honor_above_start_needs_a_stronger_unit():
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)  # 3F
    d = t.put("Togashi Akagi", 1)  # 4F
    t.put("Greater Sacrifice", 0, "hand")
    gs = t.state.players[0].hand[-1]
    start = m.FACTS[t.state.cards[t.state.players[0].stronghold].cid].starting_honor or 0
    t.state.players[0].honor = start  # not above the starting value: 3 < 4, no legal target
    t.open_battle([a], [d])
    act_as(t, 0)
    assert f"c{gs}:0" not in ids(t)


@pytest.mark.covers("Hitsu-Do", "a1:effect", "a1:timing", "a1:cost")
def test_hitsu_do_destroys_performer_and_a_lower_chi_target():
    """Hitsu-Do: bow and destroy your Monk (costs) to destroy an enemy Personality without Followers
    whose Chi is at most his."""
    t = Table("celestial")
    a = t.put("Togashi Akagi", 0)  # Chi 4
    d = t.put("Matsu Mikura", 1)  # Chi 2
    hd = t.put("Hitsu-Do", 0, "hand")
    use_in_battle(t, hd, 0, [a], [d])
    settle(t)
    assert t.state.cards[a].zone != PLAY
    assert t.state.cards[d].zone != PLAY


@pytest.mark.covers("Hitsu-Do", "a1:choice:target")
def test_hitsu_do_not_against_higher_chi():
    t = Table("celestial")
    a = t.put("Togashi Konishi", 0)  # Chi 2
    d = t.put("Akodo Ryozo", 1)  # Chi 4
    hd = t.put("Hitsu-Do", 0, "hand")
    t.open_battle([a], [d])
    act_as(t, 0)
    assert f"c{hd}:0" not in ids(t)


@pytest.mark.covers("Honor's Hope", "a1:effect", "a1:timing", "a2:effect", "a2:timing", "a2:cost")
def test_honors_hope_gives_a_ranged_attack_ability_and_honor():
    """Honor's Hope: the Personality permanently gains a Battle ability: bow him, Ranged Attack
    equal to his Personal Honor, +2 Honor if it destroyed the target."""
    t = Table("celestial")
    a = t.put("Akodo Ryozo", 0)  # PH 4
    d = t.put("Togashi Taro", 1)  # 3F
    hh = t.put("Honor's Hope", 0, "hand")
    t.open_action(0)
    t.use(hh, 0)
    t.pick("Akodo Ryozo") if t.pending and t.pending.context == "choose" else None
    settle(t)
    assert t.state.cards[hh].zone == FATE_DISCARD
    assert any(e["kind"] == "ability" and e["card"] == a for e in t.state.lasting)
    honor = t.honor(0)
    t.open_battle([a], [d])
    act_as(t, 0)
    key = f"h{a}:honors-hope:1"
    assert key in ids(t)
    t.pick(key)
    settle(t)
    assert t.state.cards[a].bowed
    assert t.state.cards[d].zone != PLAY
    assert t.honor(0) == honor + 2


@pytest.mark.covers("Inspire Fear", "a1:effect", "a1:timing")
def test_inspire_fear_moves_home_and_water_negates_movement_back():
    """Inspire Fear: a target enemy Human Personality goes home; with a Water performer he may not
    move to battlefields this turn."""
    t = Table("celestial")
    a = t.put("Togashi Kanmu", 1)  # Water Monk, defending
    d = t.put("Matsu Mikura", 0)
    inf = t.put("Inspire Fear", 1, "hand")
    t.open_battle([d], [a])
    t.use(inf, 0)
    settle(t)
    assert t.state.cards[d].loc == HOME
    assert m.flagged(t.state, d, "no_move_to_battle")


def test_inspire_fear_without_water_only_moves_home():
    t = Table("celestial")
    a = t.put("Togashi Taro", 1)
    d = t.put("Matsu Mikura", 0)
    inf = t.put("Inspire Fear", 1, "hand")
    t.open_battle([d], [a])
    t.use(inf, 0)
    settle(t)
    assert t.state.cards[d].loc == HOME
    assert not m.flagged(t.state, d, "no_move_to_battle")


@pytest.mark.covers("Justly Earned Victory", "a1:effect", "a1:timing")
def test_justly_earned_victory_moves_home_a_weaker_enemy():
    t = Table("celestial")
    a = t.put("Matsu Benika", 0)  # 5F
    d = t.put("Togashi Taro", 1)  # 3F
    jev = t.put("Justly Earned Victory", 0, "hand")
    use_in_battle(t, jev, 0, [a], [d])
    settle(t)
    assert t.state.cards[d].loc == HOME


@pytest.mark.covers("Justly Earned Victory", "a2:effect", "a2:timing")
def test_justly_earned_victory_negates_action_force_changes_here():
    """Justly Earned Victory's second ability negates current Force bonuses and penalties from
    actions on cards at this battlefield (celestial "NEGATE")."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    away = t.put("Akodo Kuma", 0)
    jev = t.put("Justly Earned Victory", 0, "hand")
    pid = t.open_battle([a], [d])
    st = t.state
    st.lasting += [{"kind": "force", "card": d, "amount": 3, "until": "turn", "action": True,
                    "instance": st.cards[d].instance, "loc": ""},
                   {"kind": "force", "card": a, "amount": -2, "until": "turn", "action": True,
                    "instance": st.cards[a].instance, "loc": ""},
                   {"kind": "force", "card": away, "amount": 2, "until": "turn", "action": True,
                    "instance": st.cards[away].instance, "loc": ""}]
    assert m.force(st, d) == 6 and m.force(st, a) == 1
    act_as(t, 0)
    t.use(jev, 1)
    settle(t)
    assert m.force(st, d) == 3 and m.force(st, a) == 3
    assert m.force(st, away) == 4  # not at this battlefield
    assert negate_action_force_changes(st, pid) == 0


@pytest.mark.covers("Kami Unleashed", "a1:effect", "a1:timing", "a1:cost")
def test_kami_unleashed_ranged_attack_equal_to_force_tattooed_stays_unbowed():
    """Kami Unleashed: Ranged Attack with the performer's Force; a Tattooed performer does not bow."""
    t = Table("celestial")
    a = t.put("Togashi Akagi", 0)  # 4F, Tattooed
    d = t.put("Akodo Senzo", 1)  # 4F
    ku = t.put("Kami Unleashed", 0, "hand")
    use_in_battle(t, ku, 0, [a], [d])
    settle(t)
    assert t.state.cards[d].zone != PLAY
    assert not t.state.cards[a].bowed


@pytest.mark.covers("Kami Unleashed", "a1:cost")
def test_kami_unleashed_bows_an_untattooed_performer():
    t = Table("celestial")
    a = t.put("Matsu Ushio", 0)  # 4F, not Tattooed
    d = t.put("Togashi Taro", 1)  # 3F
    ku = t.put("Kami Unleashed", 0, "hand")
    use_in_battle(t, ku, 0, [a], [d])
    settle(t)
    assert t.state.cards[a].bowed
    assert t.state.cards[d].zone != PLAY


@pytest.mark.covers("Laughter of the Flames", "a1:effect", "a1:timing", "a1:cost")
def test_laughter_of_the_flames_opposed_three_tokens_and_contributes_bowed():
    """Laughter of the Flames: bowed unless Tattooed; one +1F Fire token, two more if opposed, and
    he contributes Force while bowed (Ivory "Army Force")."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)  # 3F, not Tattooed
    d = t.put("Togashi Akagi", 1)  # 4F
    lf = t.put("Laughter of the Flames", 0, "hand")
    free(t)
    pid = t.open_battle([a], [d])
    act_as(t, 0)
    t.use(lf, 0)
    pay_any(t)
    settle(t)
    assert t.state.cards[a].bowed
    assert len(t.state.cards[a].tokens) == 3
    assert m.force(t.state, a) == 6
    assert m.army_force(t.state, f"a{pid}") == 6  # bowed but contributing


@pytest.mark.covers("Laughter of the Flames", "a1:effect", "a1:cost")
def test_laughter_of_the_flames_unopposed_one_token_tattooed_unbowed():
    t = Table("celestial")
    a = t.put("Togashi Taro", 0)
    lf = t.put("Laughter of the Flames", 0, "hand")
    t.put("Justly Earned Victory", 0, "hand")  # keeps the combat window open afterwards
    free(t)
    use_in_battle(t, lf, 0, [a], [])
    pay_any(t)
    settle(t)
    assert not t.state.cards[a].bowed
    assert len(t.state.cards[a].tokens) == 1
    assert not m.flagged(t.state, a, "contributes_bowed")


@pytest.mark.covers("Laying in Wait", "a1:effect", "a1:timing", "a2:effect", "a2:timing")
def test_laying_in_wait_ranged_3_and_ranged_6_against_gold_cost():
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)  # 3F, Gold Cost 5
    liw = t.put("Laying in Wait", 0, "hand")
    use_in_battle(t, liw, 0, [a], [d])
    settle(t)
    assert t.state.cards[d].zone != PLAY and not t.state.cards[a].bowed

    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Akagi", 1)  # 4F, Gold Cost 7 -> survives Ranged 6 vs Gold Cost
    d2 = t.put("Togashi Taro", 1)  # Gold Cost 5 -> destroyed
    liw = t.put("Laying in Wait", 0, "hand")
    use_in_battle(t, liw, 1, [a], [d, d2])
    t.pick("Togashi Taro")
    settle(t)
    assert t.state.cards[d2].zone != PLAY


@pytest.mark.covers("Laying in Wait", "a2:effect")
def test_laying_in_wait_gold_cost_attack_misses_expensive_target():
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Akagi", 1)  # Gold Cost 7
    liw = t.put("Laying in Wait", 0, "hand")
    use_in_battle(t, liw, 1, [a], [d])
    settle(t)
    assert t.state.cards[d].zone == PLAY


@pytest.mark.covers("Low Stance", "a1:effect", "a1:timing", "a2:effect", "a2:trigger")
def test_low_stance_reduces_force_to_zero_after_combat():
    """Low Stance: a delayed effect; after the Combat Segment ends the target's Force is reduced to
    0, so the battle is lost by his side."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)  # 3F Samurai
    d = t.put("Togashi Akagi", 1)  # 4F
    ls = t.put("Low Stance", 0, "hand")
    use_in_battle(t, ls, 0, [a], [d])
    settle(t)
    assert m.force(t.state, d) == 4  # not yet
    t.pass_all()
    settle(t)
    # Mikura 3 vs Akagi 0: the defender lost and was destroyed
    assert t.state.cards[d].zone != PLAY
    assert t.state.cards[a].zone == PLAY


@pytest.mark.covers("Low Stance", "focus_effect")
def test_low_stance_focus_effect_negates_focus_bonuses():
    """Low Stance's Focus Effect (celestial "DUEL" step 3) negates bonuses to focused cards'
    Focus Values until the duel ends; penalties still apply."""
    t = Table("celestial")
    f1 = t.put("Will", 0, "hand")
    f2 = t.put("Sneak Attack", 1, "hand")
    st = t.state
    st.duel = {"focused": {"0": [f1], "1": [f2]}}
    st.lasting += [{"kind": "focus", "card": f1, "amount": 2, "until": "duel", "action": True,
                    "instance": st.cards[f1].instance, "loc": ""},
                   {"kind": "focus", "card": f2, "amount": -1, "until": "duel", "action": True,
                    "instance": st.cards[f2].instance, "loc": ""}]
    assert m.stat(st, f1, "focus") == 3
    assert RULES.defs.cards["low-stance"].focus_effect == (low_stance_focus_effect,)
    frame = {"ctx": {"player": 0, "source": -1}}
    c = Ctx(t.g, frame)
    low_stance_focus_effect(c)
    for ev in frame["queue"]:
        t.g.rules.appliers[ev["name"]](t.g, ev)
    assert m.stat(st, f1, "focus") == 1  # printed 1, the +2 bonus negated
    assert m.stat(st, f2, "focus") == 2  # printed 3, the -1 penalty kept


@pytest.mark.covers("Palm Strike", "a1:effect", "a1:timing")
def test_palm_strike_bows_an_unarmed_enemy():
    t = Table("celestial")
    a = t.put("Togashi Taro", 0)
    d = t.put("Matsu Mikura", 1)
    ps = t.put("Palm Strike", 0, "hand")
    use_in_battle(t, ps, 0, [a], [d])
    settle(t)
    assert t.state.cards[d].bowed


@pytest.mark.covers("Palm Strike", "a1:choice:target")
def test_palm_strike_not_against_armed_enemy():
    t = Table("celestial")
    a = t.put("Togashi Taro", 0)
    d = t.put("Matsu Mikura", 1)
    t.put("Seppun Blade", 1, host=d)
    ps = t.put("Palm Strike", 0, "hand")
    t.open_battle([a], [d])
    act_as(t, 0)
    assert f"c{ps}:0" not in ids(t)


@pytest.mark.covers("Sneak Attack", "a1:effect", "a1:timing")
def test_sneak_attack_gives_the_attacker_the_first_combat_opportunity():
    """Sneak Attack (Engage): the Attacker has the first opportunity in combat, in this battle only.
    Celestial has no Engage Segment ("Battles"; "ENGAGE"): the Engage ability is used after
    engaging, in the Reaction round to the battle beginning (``play.engage_options``)."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    sa = t.put("Sneak Attack", 0, "hand")
    t.put("Final Duty", 1, "hand")
    t.put("Laying in Wait", 0, "hand")
    t.open_battle([a], [d])
    assert t.pending.context == "trigger" and t.pending.player == 0
    t.pick(next(o.id for o in t.pending.options if o.id.startswith(f"c{sa}:0|")))
    settle(t)
    t.pass_all() if t.pending and t.pending.context == "engage" else None
    assert t.pending.context == "combat" and t.pending.player == 0
    assert t.state.attack["first"] == "attacker"


@pytest.mark.covers("Spinning Heel Kick", "a1:effect", "a1:timing")
def test_spinning_heel_kick_straightens_and_gives_an_additional_action_he_must_perform():
    """Spinning Heel Kick: straighten the Monk; the additional Battle action must be performed by him
    (celestial "PERFORM")."""
    t = Table("celestial")
    a = t.put("Togashi Taro", 0, bowed=True)
    b = t.put("Matsu Mikura", 0)
    d = t.put("Matsu Ushio", 1)
    shk = t.put("Spinning Heel Kick", 0, "hand")
    ps = t.put("Palm Strike", 0, "hand")
    liw = t.put("Laying in Wait", 0, "hand")
    use_in_battle(t, shk, 0, [a, b], [d])
    settle(t)
    assert not t.state.cards[a].bowed
    assert t.pending.player == 0 and t.pending.context == "combat"
    assert f"c{ps}:0" in ids(t)  # Taro can perform it
    assert f"c{liw}:0" not in ids(t)  # only a Samurai could perform it
    t.use(ps, 0)
    settle(t)
    assert t.state.cards[d].bowed


@pytest.mark.covers("Strength of the Bamboo", "a1:effect", "a1:timing", "a1:trigger")
def test_strength_of_the_bamboo_negates_destruction_and_gives_force():
    """Strength of the Bamboo: after an action targets your Hero, that action does not destroy him;
    he gets +1F."""
    t = Table("celestial")
    a = t.put("Togashi Satsu", 0)  # a Samurai to perform Laying in Wait
    hero = t.put("Matsu Mikura", 1)  # Hero, 3F
    t.put("Strength of the Bamboo", 1, "hand")
    liw = t.put("Laying in Wait", 0, "hand")
    use_in_battle(t, liw, 0, [a], [hero])
    assert t.pending.context == "trigger" and t.pending.player == 1
    t.pick("Strength of the Bamboo")
    settle(t)
    assert t.state.cards[hero].zone == PLAY
    assert m.force(t.state, hero) == 4


@pytest.mark.covers("Swift Counterattack", "a1:effect", "a1:timing")
def test_swift_counterattack_open_gives_unit_plus_one():
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    f = t.put("Spearmen", 0, host=a)
    sc = t.put("Swift Counterattack", 0, "hand")
    t.open_action(0)
    t.use(sc, 0)
    settle(t)
    assert m.force(t.state, a) == 4 and m.force(t.state, f) == 3


@pytest.mark.covers("Swift Counterattack", "a2:effect", "a2:timing", "a2:trigger")
def test_swift_counterattack_cancels_an_additional_battle_action():
    """Swift Counterattack's Reaction: a Battle action taken as an additional action has no effects
    (celestial "DO NOT": its effects do not happen)."""
    t = Table("celestial")
    a = t.put("Togashi Taro", 0, bowed=True)
    d = t.put("Matsu Mikura", 1)
    shk = t.put("Spinning Heel Kick", 0, "hand")
    ps = t.put("Palm Strike", 0, "hand")
    sc = t.put("Swift Counterattack", 1, "hand")
    use_in_battle(t, shk, 0, [a], [d])
    settle(t)
    t.use(ps, 0)
    assert t.pending.context == "trigger" and t.pending.player == 1
    assert f"c{sc}:1" in [o.data.get("key") for o in t.pending.options]
    t.pick("cancel an additional Battle action")
    settle(t)
    assert not t.state.cards[d].bowed


@pytest.mark.covers("Unpredictable Strategy", "a1:effect", "a1:timing")
def test_unpredictable_strategy_switches_and_straightens():
    """Unpredictable Strategy: two units of one player switch locations (celestial "SWITCH") and
    every card in them straightens."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0, bowed=True)
    home = t.put("Akodo Kuma", 0, bowed=True)
    sp = t.put("Spearmen", 0, host=home, bowed=True)
    d = t.put("Togashi Taro", 1)
    us = t.put("Unpredictable Strategy", 0, "hand")
    pid = t.open_battle([a], [d])
    act_as(t, 0)
    t.use(us, 0)
    if t.pending.context == "choose":
        t.pick("Matsu Mikura")
    if t.pending.context == "choose":
        t.pick("Akodo Kuma")
    settle(t)
    assert t.state.cards[a].loc == HOME and t.state.cards[home].loc == f"a{pid}"
    assert not any(t.state.cards[u].bowed for u in (a, home, sp))


@pytest.mark.covers("Unpredictable Strategy", "a1:effect")
def test_unpredictable_strategy_negated_switch_moves_neither():
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    home = t.put("Akodo Kuma", 0, bowed=True)
    d = t.put("Togashi Taro", 1)
    us = t.put("Unpredictable Strategy", 0, "hand")
    pid = t.open_battle([a], [d])
    t.state.lasting.append({"kind": "flag", "flag": "no_move", "card": home, "amount": 0, "until": "turn",
                            "instance": t.state.cards[home].instance, "action": True, "loc": ""})
    act_as(t, 0)
    t.use(us, 0)
    if t.pending.context == "choose":
        t.pick("Matsu Mikura")
    if t.pending.context == "choose":
        t.pick("Akodo Kuma")
    settle(t)
    assert t.state.cards[a].loc == f"a{pid}" and t.state.cards[home].loc == HOME
    assert t.state.cards[home].bowed


@pytest.mark.covers("Will", "a1:effect", "a1:timing")
def test_will_brings_a_dead_samurai_into_the_battle():
    """Will: with an opposed unit here, a dead Samurai of yours enters play in your army here for
    2 less Gold, ignoring Honor Requirements."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    dead = t.put("Akodo Kuma", 0, "dynasty_discard")  # Gold Cost 5, HR 7
    t.state.cards[dead].dead = True
    t.state.players[0].honor = 0
    will = t.put("Will", 0, "hand")
    free(t)
    pid = t.open_battle([a], [d])
    act_as(t, 0)
    t.use(will, 0)
    pay_any(t)
    settle(t)
    c = t.state.cards[dead]
    assert c.zone == PLAY and c.loc == f"a{pid}"
    assert t.state.cards[t.state.players[0].stronghold].bowed  # paid 3 Gold


@pytest.mark.covers("Will", "a1:condition")
def test_will_needs_an_opposed_unit():
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    dead = t.put("Akodo Kuma", 0, "dynasty_discard")
    t.state.cards[dead].dead = True
    will = t.put("Will", 0, "hand")
    free(t)
    t.open_battle([a], [])
    act_as(t, 0)
    assert f"c{will}:0" not in ids(t)


def test_the_imperial_favor_has_no_abilities_of_its_own():
    """The Imperial Favor's abilities are the rulebook's (rules_abilities: favor_draw, favor_battle)."""

    assert RULES.defs.cards["the-imperial-favor"].abilities == ()
    assert "favor_draw" in RULES.defs.rulebook and "favor_battle" in RULES.defs.rulebook


# ------------------------------------------------------------------ limits: Card Memory Rule
def back_to_hand(t: Table, uid: int) -> None:
    """Return card ``uid`` from its discard pile to its owner's hand (the ``to_hand`` action)."""
    t.g.rules.appliers["to_hand"](t.g, {"name": "to_hand", "card": uid})
    assert t.state.cards[uid].zone == "hand"
    if t.pending is not None and t.pending.context in ("action", "combat"):
        t.state.pending = None  # the open window asks again, with the card in hand
        t.g.run()


@pytest.mark.covers("Palm Strike", "a1:limit")
def test_palm_strike_back_in_hand_may_be_played_again_the_same_turn():
    """Ivory "Using abilities": each card ability once per turn; "Card Memory Rule": a card
    out of play and face-down (back in the hand) forgets whether its abilities were used, so
    the limit is kept per card instance: the same Palm Strike, played and returned to its
    owner's hand, may be played again this turn (the other editions are silent: the ivory
    rule applies)."""
    t = Table("celestial")
    a = t.put("Togashi Taro", 0)
    d = t.put("Matsu Mikura", 1)
    d2 = t.put("Matsu Ushio", 1)
    ps = t.put("Palm Strike", 0, "hand")
    use_in_battle(t, ps, 0, [a], [d, d2])
    t.pick("Matsu Mikura")
    settle(t)
    assert t.state.cards[ps].zone == FATE_DISCARD
    back_to_hand(t, ps)
    act_as(t, 0)
    t.assert_legal(f"c{ps}:0", context="combat", player=0)
    t.use(ps, 0)
    t.pick("Matsu Ushio")
    settle(t)
    assert t.state.cards[d2].bowed


# ------------------------------------------------------------------ restrictions (focused tests)
def choosing(t: Table, uid: int, index: int = 0) -> None:
    """Take ability ``index`` of ``uid`` and stop at its first choice (asked even when alone)."""
    t.g.ask_alone = True
    t.use(uid, index)
    assert t.pending.context == "choose", t.labels()


@pytest.mark.parametrize("title", ["Deployed Reinforcements", "First to Fall", "Maws of Stone"])
@pytest.mark.covers("Deployed Reinforcements", "a2:condition")
@pytest.mark.covers("First to Fall", "a2:condition")
@pytest.mark.covers("Maws of Stone", "a2:condition")
def test_terrain_not_played_where_a_terrain_already_is(title):
    """celestial "TERRAIN": a Terrain may not be played if a Terrain is already in play at the
    current battlefield (it may be without one)."""
    for occupied in (False, True):
        t = Table("celestial")
        a = t.put("Matsu Mikura", 0)
        d = t.put("Togashi Taro", 1)
        card = t.put(title, 0, "hand")
        t.put("Final Duty", 0, "hand")  # keeps the combat window open for player 0
        if occupied:
            t.put("Maws of Stone" if title != "Maws of Stone" else "First to Fall", 1, loc=f"t{t.pid(1)}")
        t.open_battle([a], [d])
        act_as(t, 0)
        if occupied:
            t.assert_not_legal(f"c{card}:1", context="combat", player=0)
        else:
            t.assert_legal(f"c{card}:1", context="combat", player=0)


@pytest.mark.parametrize("title", ["Deployed Reinforcements", "First to Fall", "Maws of Stone"])
@pytest.mark.covers("Deployed Reinforcements", "keyword:Terrain")
@pytest.mark.covers("First to Fall", "keyword:Terrain")
@pytest.mark.covers("Maws of Stone", "keyword:Terrain")
def test_terrain_keyword_akodos_grave_may_destroy_it(title):
    """The Terrain keyword (celestial "TERRAIN"): Akodo's Grave destroys a target Terrain, so
    each of these Terrains in play may be its target."""
    t = Table("celestial")
    grave = t.put("Akodo's Grave", 0)
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    terrain = t.put(title, 1, loc=f"t{t.pid(1)}")
    t.open_battle([a], [d])
    act_as(t, 0)
    t.assert_legal(f"c{grave}:0", context="combat", player=0)
    t.use(grave, 0)
    settle(t)
    assert t.state.cards[terrain].zone == FATE_DISCARD


@pytest.mark.covers("Deployed Reinforcements", "a1:choice:reinforcement")
def test_deployed_reinforcements_moves_only_your_unit_from_home():
    """Deployed Reinforcements: "a target unit of yours from home": not an enemy unit at home,
    not one of yours already at the battlefield."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    t.put("Akodo Kuma", 0)
    t.put("Togashi Osawa", 1)  # the enemy's, at home
    d = t.put("Togashi Akagi", 1)
    dr = t.put("Deployed Reinforcements", 0, "hand")
    use_in_battle(t, dr, 1, [a], [d])
    settle(t)
    t.pass_all()
    settle(t)
    t.assert_legal("Akodo Kuma", context="choose", player=0)
    t.assert_not_legal("Togashi Osawa", context="choose")
    t.assert_not_legal("Matsu Mikura", context="choose")


@pytest.mark.covers("Deployed Reinforcements", "a1:when")
def test_deployed_reinforcements_asks_nothing_without_your_units_here():
    """Deployed Reinforcements: only if the Terrain's controller has units at the battlefield:
    with none there, no unit is offered to move before resolution."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    t.put("Akodo Kuma", 0)
    d = t.put("Togashi Akagi", 1)
    dr = t.put("Deployed Reinforcements", 0, "hand")
    use_in_battle(t, dr, 1, [a], [d])
    settle(t)
    t.state.cards[a].loc = HOME  # the attacker's only unit leaves the battlefield
    t.until_resolution()
    t.g.run()
    assert not (t.pending is not None and t.pending.context == "choose" and "Akodo Kuma" in " ".join(t.labels()))


@pytest.mark.covers("First to Fall", "a1:when")
def test_first_to_fall_only_for_its_own_battlefield():
    """First to Fall: "this battle": a First to Fall at another battlefield does nothing when a
    province falls here."""
    t = Table("celestial")
    a = t.put("Matsu Benika", 0)
    b = t.put("Akodo Sadahige", 0)
    t.put("First to Fall", 0, loc=f"t{t.pid(1, 1)}")  # at another battlefield
    others = [p.pid for p in t.state.players[1].provinces[1:]]
    before = {pid: m.province_strength(t.state, pid) for pid in others}
    fallen = t.open_battle([a, b], [])
    t.until_resolution()
    t.g.run()
    settle(t)
    assert fallen not in [p.pid for p in t.state.players[1].provinces]
    assert {pid: m.province_strength(t.state, pid) for pid in others} == before


@pytest.mark.covers("Maws of Stone", "a1:choice:victim")
def test_maws_of_stone_offers_only_the_lowest_force_here():
    """Maws of Stone: a Personality with the lowest Force at this battlefield: not a stronger one,
    not a weaker one at home."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)  # 3F
    d = t.put("Togashi Taro", 1)  # 3F
    d2 = t.put("Togashi Akagi", 1)  # 4F
    t.put("Togashi Shintaro", 1)  # 0F, at home
    maws = t.put("Maws of Stone", 1, "hand")
    t.open_battle([a], [d, d2])
    t.use(maws, 1)
    settle(t)
    t.pass_all()
    settle(t)
    t.assert_legal("Matsu Mikura", context="choose", player=1)
    t.assert_legal("Togashi Taro", context="choose", player=1)
    t.assert_not_legal("Togashi Akagi", context="choose")
    t.assert_not_legal("Togashi Shintaro", context="choose")


@pytest.mark.covers("Maws of Stone", "a1:effect", "a1:trigger", "a1:timing", "a1:limit")
@pytest.mark.covers("Maws of Stone", "a2:effect")
def test_maws_of_stone_destroys_before_resolution_changing_the_outcome():
    """Maws of Stone: before this battle's resolution (a triggered trait: mandatory, no player
    chooses to use it), the weakest Personality here is destroyed, so it no longer counts:
    Mikura 3F + Kuma 2F would beat Akagi 4F; without Kuma the attacker loses."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)  # 3F
    k = t.put("Akodo Kuma", 0)  # 2F, the weakest here
    d = t.put("Togashi Akagi", 1)  # 4F
    maws = t.put("Maws of Stone", 1, "hand")
    t.open_battle([a, k], [d])
    t.use(maws, 1)
    settle(t)
    t.pass_all()
    settle(t)
    st = t.state
    assert st.cards[k].dead
    assert st.cards[a].zone != PLAY and st.cards[d].zone == PLAY


@pytest.mark.covers("Maws of Stone", "a1:when")
def test_maws_of_stone_only_for_its_own_battlefield():
    """Maws of Stone: "this battle": one at another battlefield destroys nobody here."""
    t = Table("celestial")
    a = t.put("Matsu Mikura", 0)
    k = t.put("Akodo Kuma", 0)
    d = t.put("Togashi Akagi", 1)
    t.put("Maws of Stone", 1, loc=f"t{t.pid(1, 1)}")
    t.open_battle([a, k], [d])
    t.until_resolution()
    t.g.run()
    settle(t)
    st = t.state
    assert not st.cards[k].dead and st.cards[d].zone != PLAY


def to_target_prompt(t: Table, performer: str) -> None:
    """Answer the performer's choice (``performer``) until the Ranged Attack target is asked."""
    for _ in range(3):
        if "Ranged Attack" in t.pending.prompt:
            return
        t.pick(performer)
    raise AssertionError(t.pending.prompt)


RANGED = [("Final Duty", 0, "final-duty"), ("Kami Unleashed", 0, "kami-unleashed"),
          ("Laying in Wait", 0, "laying-in-wait"), ("Laying in Wait", 1, "laying-in-wait"),
          ("Honor's Hope", 1, "honors-hope")]


@pytest.mark.parametrize("title,index,cid", RANGED)
@pytest.mark.covers("Final Duty", "a1:choice:target")
@pytest.mark.covers("Kami Unleashed", "a1:choice:target")
@pytest.mark.covers("Laying in Wait", "a1:choice:target", "a2:choice:target")
@pytest.mark.covers("Honor's Hope", "a2:choice:target")
def test_ranged_attack_targets_an_enemy_follower_or_personality_without_followers(title, index, cid):
    """celestial "RANGED ATTACK": the target is an enemy Follower or an enemy Personality without
    Followers: not a Personality with a Follower, not a card of your own."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Matsu Mikura", 0)  # 3F Samurai
    d1 = t.put("Togashi Osawa", 1)  # 4F, with Spearmen
    t.put("Spearmen", 1, host=d1)
    d2 = t.put("Togashi Taro", 1)  # 3F
    free(t)
    if cid == "honors-hope":
        st = t.state
        st.lasting.append({"kind": "ability", "card": a, "ability": "honors-hope:1", "amount": 0,
                           "until": "permanent", "instance": st.cards[a].instance, "action": True, "loc": ""})
        key = f"h{a}:honors-hope:1"
    else:
        card = t.put(title, 0, "hand")
        key = f"c{card}:{index}"
    t.open_battle([a], [d1, d2])
    act_as(t, 0)
    t.pick(key)
    pay_any(t)
    to_target_prompt(t, "Matsu Mikura")
    t.assert_legal("Spearmen", context="choose", player=0)
    t.assert_legal("Togashi Taro", context="choose")
    t.assert_not_legal("Togashi Osawa", context="choose")
    t.assert_not_legal("Matsu Mikura", context="choose")


@pytest.mark.covers("Final Duty", "a1:condition")
def test_final_duty_not_with_equal_force():
    """Final Duty: only if your army's total Force is lower than the enemy army's: not when
    equal (Mikura 3F against Taro 3F), and when lower it is (Mikura 3F against Akagi 4F)."""
    for enemy, legal in (("Togashi Taro", False), ("Togashi Akagi", True)):
        t = Table("celestial")
        a = t.put("Matsu Mikura", 0)
        d = t.put(enemy, 1)
        fd = t.put("Final Duty", 0, "hand")
        t.open_battle([a], [d])
        act_as(t, 0)
        (t.assert_legal if legal else t.assert_not_legal)(f"c{fd}:0", context="combat", player=0)


@pytest.mark.covers("Fire Blossom", "a1:choice:performer")
def test_fire_blossom_not_by_an_unopposed_monk():
    """Fire Blossom: "your opposed Monk or Shugenja": a Monk attacking where nobody defends is
    not opposed."""
    for defended in (False, True):
        t = Table("celestial")
        a = t.put("Togashi Akagi", 0)
        d = t.put("Matsu Kuma" if False else "Akodo Kuma", 1)
        fb = t.put("Fire Blossom", 0, "hand")
        free(t)
        t.open_battle([a], [d] if defended else [])
        if not defended:
            t.state.cards[d].loc = HOME
        act_as(t, 0)
        (t.assert_legal if defended else t.assert_not_legal)(f"c{fb}:0", context="combat", player=0)


@pytest.mark.covers("Greater Sacrifice", "a1:choice:performer")
def test_greater_sacrifice_needs_your_unbowed_samurai():
    """Greater Sacrifice: "your unbowed Samurai": a bowed Samurai cannot be destroyed for it, nor
    a Personality who is not a Samurai (Togashi Taro, a Monk), nor the enemy's Samurai."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Matsu Mikura", 0)
    b = t.put("Akodo Kuma", 0, bowed=True)
    monk = t.put("Togashi Taro", 0)
    d = t.put("Togashi Shintaro", 1)  # 0F
    d2 = t.put("Matsu Ushio", 1)  # 4F
    gs = t.put("Greater Sacrifice", 0, "hand")
    use_in_battle(t, gs, 0, [a, b, monk], [d, d2])
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    for x in ("Akodo Kuma", "Togashi Taro", "Matsu Ushio"):
        t.assert_not_legal(x, context="choose")


@pytest.mark.covers("Greater Sacrifice", "a1:choice:target")
def test_greater_sacrifice_targets_only_enemy_units_no_stronger_than_his():
    """Greater Sacrifice: a target enemy unit whose total Force is at most his unit's (Family
    Honor not above its start: no Personal Honor added): Mikura 3F may take Taro 3F or Shintaro
    0F, not Osawa 4F nor Kuma 2F + Spearmen 2F."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Matsu Mikura", 0)
    foes = [t.put(x, 1) for x in ("Togashi Taro", "Togashi Shintaro", "Togashi Osawa", "Akodo Kuma")]
    t.put("Spearmen", 1, host=foes[3])
    gs = t.put("Greater Sacrifice", 0, "hand")
    t.state.players[0].honor = 0
    use_in_battle(t, gs, 0, [a], foes)
    t.pick("Matsu Mikura")  # the performer
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_legal("Togashi Shintaro", context="choose")
    t.assert_not_legal("Togashi Osawa", context="choose")
    t.assert_not_legal("Akodo Kuma", context="choose")
    t.assert_not_legal("Matsu Mikura", context="choose")


@pytest.mark.covers("Hitsu-Do", "a1:choice:performer")
def test_hitsu_do_performer_your_unbowed_monk():
    """Hitsu-Do: "your unbowed Monk or Shugenja": not a bowed Monk, not a Samurai who is no Monk,
    not the enemy's Monk."""
    t = Table("celestial", ask_alone=True)
    taro = t.put("Togashi Taro", 0)  # Chi 3
    t.put("Togashi Akagi", 0, bowed=True)
    t.put("Matsu Mikura", 0)
    d = t.put("Togashi Shintaro", 1)  # Chi 3
    hd = t.put("Hitsu-Do", 0, "hand")
    use_in_battle(t, hd, 0, [taro] + [u for u in range(taro + 1, taro + 3)], [d])
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Togashi Akagi", context="choose")
    t.assert_not_legal("Matsu Mikura", context="choose")
    t.assert_not_legal("Togashi Shintaro", context="choose")


@pytest.mark.covers("Hitsu-Do", "a1:choice:target")
def test_hitsu_do_targets_a_follower_or_a_personality_without_followers():
    """Hitsu-Do: an enemy Follower or Personality without Followers, its unit's Personality's Chi
    at most the performer's: Kuma (Chi 3) has Spearmen: the Spearmen, not Kuma; not Satsu (Chi 5)."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Togashi Akagi", 0)  # Chi 4
    k = t.put("Akodo Kuma", 1)
    t.put("Spearmen", 1, host=k)
    s = t.put("Togashi Satsu", 1)  # Chi 5
    hd = t.put("Hitsu-Do", 0, "hand")
    use_in_battle(t, hd, 0, [a], [k, s])
    t.pick("Togashi Akagi")
    t.assert_legal("Spearmen", context="choose", player=0)
    t.assert_not_legal("Akodo Kuma", context="choose")
    t.assert_not_legal("Togashi Satsu", context="choose")


@pytest.mark.covers("Honor's Hope", "a1:choice:performer")
def test_honors_hope_performer_is_your_personality():
    """Honor's Hope: "your performing Personality": not the opponent's."""
    t = Table("celestial", ask_alone=True)
    t.put("Akodo Ryozo", 0)
    t.put("Togashi Taro", 1)
    hh = t.put("Honor's Hope", 0, "hand")
    t.open_action(0)
    t.use(hh, 0)
    pay_any(t)
    t.assert_legal("Akodo Ryozo", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose")


@pytest.mark.covers("Honor's Hope", "a2:limit")
def test_honors_hope_given_ability_once_per_turn():
    """The ability Honor's Hope gives is a card ability: once per turn (Ivory "Using abilities"),
    even if the Personality is straightened after using it."""
    t = Table("celestial")
    a = t.put("Akodo Ryozo", 0)  # PH 4
    d = t.put("Togashi Shintaro", 1)
    d2 = t.put("Togashi Taro", 1)
    st = t.state
    st.lasting.append({"kind": "ability", "card": a, "ability": "honors-hope:1", "amount": 0,
                       "until": "permanent", "instance": st.cards[a].instance, "action": True, "loc": ""})
    key = f"h{a}:honors-hope:1"
    t.open_battle([a], [d, d2])
    act_as(t, 0)
    t.pick(key)
    t.pick("Togashi Shintaro")
    settle(t)
    assert st.cards[a].bowed and st.cards[d].zone != PLAY
    st.cards[a].bowed = False
    act_as(t, 0)
    t.assert_not_legal(key, context="combat", player=0)


@pytest.mark.covers("Inspire Fear", "a1:choice:performer")
def test_inspire_fear_performer_your_unbowed_monk():
    """Inspire Fear: "your performing unbowed Monk or Shugenja" (targeted): not a bowed Monk,
    not a Samurai, not the enemy's Monk."""
    t = Table("celestial", ask_alone=True)
    m1 = t.put("Togashi Kanmu", 1)
    m2 = t.put("Togashi Taro", 1, bowed=True)
    s = t.put("Akodo Kuma", 1)
    enemy_monk = t.put("Togashi Osawa", 0)
    d = t.put("Matsu Mikura", 0)
    inf = t.put("Inspire Fear", 1, "hand")
    t.open_battle([d, enemy_monk], [m1, m2, s])
    t.use(inf, 0)
    t.assert_legal("Togashi Kanmu", context="choose", player=1)
    t.assert_not_legal("Togashi Taro", context="choose")
    t.assert_not_legal("Akodo Kuma", context="choose")
    t.assert_not_legal("Togashi Osawa", context="choose")


@pytest.mark.covers("Inspire Fear", "a1:choice:target")
def test_inspire_fear_targets_an_enemy_human_personality():
    """Inspire Fear: "a target enemy Human Personality": not a Nonhuman one (celestial "HUMAN"),
    not a Follower, not one of your own."""
    t = Table("celestial", ask_alone=True)
    monk = t.put("Togashi Kanmu", 1)
    d = t.put("Matsu Mikura", 0)
    beast = t.put("Matsu Ushio", 0)
    dogs = t.put("Spearmen", 0, host=d)
    inf = t.put("Inspire Fear", 1, "hand")
    st = t.state
    st.lasting.append({"kind": "keyword", "card": beast, "keyword": "Nonhuman", "amount": 0, "until": "turn",
                       "instance": st.cards[beast].instance, "action": True, "loc": ""})
    assert m.has_kw(st, beast, "Nonhuman") and dogs >= 0
    t.open_battle([d, beast], [monk])
    t.use(inf, 0)
    t.pick("Togashi Kanmu")
    t.assert_legal("Matsu Mikura", context="choose", player=1)
    t.assert_not_legal("Matsu Ushio", context="choose")
    t.assert_not_legal("Spearmen", context="choose")
    t.assert_not_legal("Togashi Kanmu", context="choose")


@pytest.mark.covers("Justly Earned Victory", "a1:choice:performer", "a1:choice:target")
def test_justly_earned_victory_lower_force_or_fewer_attachments():
    """Justly Earned Victory: your performing Personality; a target enemy Personality with lower
    Force than his or fewer attachments. Mikura (3F, one Follower attached): Shintaro 0F and
    Akagi 4F without attachments may be chosen; Taro (3F, Scout Armor) may not. Not the enemy
    as performer."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Matsu Mikura", 0)
    t.put("Spearmen", 0, host=a)
    shintaro, akagi, taro = (t.put(x, 1) for x in ("Togashi Shintaro", "Togashi Akagi", "Togashi Taro"))
    t.put("Scout Armor", 1, host=taro)
    jev = t.put("Justly Earned Victory", 0, "hand")
    use_in_battle(t, jev, 0, [a], [shintaro, akagi, taro])
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_not_legal("Togashi Akagi", context="choose")
    t.pick("Matsu Mikura")
    t.assert_legal("Togashi Shintaro", context="choose", player=0)
    t.assert_legal("Togashi Akagi", context="choose")
    t.assert_not_legal("Togashi Taro", context="choose")
    t.assert_not_legal("Matsu Mikura", context="choose")


@pytest.mark.parametrize("title", ["Kami Unleashed", "Laughter of the Flames"])
@pytest.mark.covers("Kami Unleashed", "a1:choice:performer")
@pytest.mark.covers("Laughter of the Flames", "a1:choice:performer")
def test_performer_your_unbowed_personality(title):
    """Kami Unleashed, Laughter of the Flames: "your unbowed Personality" performs: not a bowed
    one, not the enemy's."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Matsu Mikura", 0)
    b = t.put("Akodo Kuma", 0, bowed=True)
    d = t.put("Togashi Taro", 1)
    card = t.put(title, 0, "hand")
    free(t)
    use_in_battle(t, card, 0, [a, b], [d])
    pay_any(t)
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_not_legal("Akodo Kuma", context="choose")
    t.assert_not_legal("Togashi Taro", context="choose")


@pytest.mark.parametrize("index", [0, 1])
@pytest.mark.covers("Laying in Wait", "a1:choice:performer", "a2:choice:performer")
def test_laying_in_wait_performer_your_unbowed_samurai(index):
    """Laying in Wait: "your unbowed Samurai": not a bowed Samurai, not a Monk."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Matsu Mikura", 0)
    b = t.put("Akodo Kuma", 0, bowed=True)
    c = t.put("Togashi Taro", 0)
    d = t.put("Togashi Akagi", 1)
    liw = t.put("Laying in Wait", 0, "hand")
    t.open_battle([a, b, c], [d])
    act_as(t, 0)
    t.use(liw, index)
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_not_legal("Akodo Kuma", context="choose")
    t.assert_not_legal("Togashi Taro", context="choose")


@pytest.mark.covers("Low Stance", "a1:choice:performer", "a1:choice:target")
def test_low_stance_your_unbowed_samurai_against_an_enemy_personality():
    """Low Stance: "your unbowed Samurai Personality" performs (not a bowed one, not a Monk); the
    target is an enemy Personality (not his Follower, not your own)."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Matsu Mikura", 0)
    b = t.put("Akodo Kuma", 0, bowed=True)
    c = t.put("Togashi Taro", 0)
    d = t.put("Togashi Osawa", 1)
    t.put("Spearmen", 1, host=d)
    ls = t.put("Low Stance", 0, "hand")
    use_in_battle(t, ls, 0, [a, b, c], [d])
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_not_legal("Akodo Kuma", context="choose")
    t.assert_not_legal("Togashi Taro", context="choose")
    t.pick("Matsu Mikura")
    t.assert_legal("Togashi Osawa", context="choose", player=0)
    t.assert_not_legal("Spearmen", context="choose")
    t.assert_not_legal("Matsu Mikura", context="choose")


@pytest.mark.covers("Palm Strike", "a1:choice:performer")
def test_palm_strike_performer_your_unbowed_monk_without_a_weapon():
    """Palm Strike: "your unbowed Monk without a Weapon" (targeted): not an armed Monk, not a
    bowed one, not a Samurai."""
    t = Table("celestial", ask_alone=True)
    ok = t.put("Togashi Osawa", 0)
    armed = t.put("Togashi Taro", 0)
    t.put("Seppun Blade", 0, host=armed)
    bowed = t.put("Togashi Akagi", 0, bowed=True)
    sam = t.put("Matsu Mikura", 0)
    d = t.put("Akodo Kuma", 1)
    ps = t.put("Palm Strike", 0, "hand")
    use_in_battle(t, ps, 0, [ok, armed, bowed, sam], [d])
    t.assert_legal("Togashi Osawa", context="choose", player=0)
    for x in ("Togashi Taro", "Togashi Akagi", "Matsu Mikura", "Akodo Kuma"):
        t.assert_not_legal(x, context="choose")


@pytest.mark.covers("Spinning Heel Kick", "a1:choice:performer")
def test_spinning_heel_kick_performer_your_monk_even_bowed():
    """Spinning Heel Kick: "your Monk" performs (bowed or not: he is straightened): not a Samurai,
    not the enemy's Monk."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Togashi Taro", 0, bowed=True)
    b = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Akagi", 1)
    shk = t.put("Spinning Heel Kick", 0, "hand")
    use_in_battle(t, shk, 0, [a, b], [d])
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Matsu Mikura", context="choose")
    t.assert_not_legal("Togashi Akagi", context="choose")


@pytest.mark.covers("Strength of the Bamboo", "a1:choice:hero")
def test_strength_of_the_bamboo_not_for_a_targeted_non_hero():
    """Strength of the Bamboo: only after an action targets your Hero: Akodo Kuma (no Hero)
    targeted by a Ranged Attack is not protected; Palm Strike on Mikura (a Hero) is offered it."""
    t = Table("celestial")
    a = t.put("Togashi Satsu", 0)  # Samurai and Monk
    kuma = t.put("Akodo Kuma", 1)
    hero = t.put("Matsu Mikura", 1)
    t.put("Strength of the Bamboo", 1, "hand")
    liw = t.put("Laying in Wait", 0, "hand")
    ps = t.put("Palm Strike", 0, "hand")
    use_in_battle(t, liw, 0, [a], [kuma, hero])
    t.pick("Akodo Kuma")
    assert not (t.pending.context == "trigger" and any("Bamboo" in x for x in t.labels()))
    settle(t)
    assert t.state.cards[kuma].zone != PLAY
    act_as(t, 0)
    t.use(ps, 0)
    t.assert_legal("Strength of the Bamboo", context="trigger", player=1)


@pytest.mark.covers("Strength of the Bamboo", "a1:choice:hero")
def test_strength_of_the_bamboo_protects_only_the_targeted_hero():
    """Strength of the Bamboo: the Hero the action targeted, not another Hero of yours."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Togashi Satsu", 0)
    hero = t.put("Matsu Mikura", 1)
    other = t.put("Matsu Mari", 1)
    sob = t.put("Strength of the Bamboo", 1, "hand")
    liw = t.put("Laying in Wait", 0, "hand")
    use_in_battle(t, liw, 0, [a], [hero, other])
    t.pick("Satsu")
    t.pick("Matsu Mikura")
    t.pick("Strength of the Bamboo")
    t.assert_legal("Matsu Mikura", context="choose", player=1)
    t.assert_not_legal("Matsu Mari", context="choose")
    assert sob >= 0


@pytest.mark.covers("Swift Counterattack", "a1:choice:target")
def test_swift_counterattack_any_personality():
    """Swift Counterattack: "a target Personality": yours or the opponent's, not a Follower."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Matsu Mikura", 0)
    t.put("Spearmen", 0, host=a)
    t.put("Togashi Taro", 1)
    sc = t.put("Swift Counterattack", 0, "hand")
    t.open_action(0)
    t.use(sc, 0)
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_legal("Togashi Taro", context="choose")
    t.assert_not_legal("Spearmen", context="choose")


@pytest.mark.covers("Swift Counterattack", "a2:when")
def test_swift_counterattack_not_against_an_ordinary_battle_action():
    """Swift Counterattack's Reaction: only before a Battle action taken as an additional action:
    an ordinary Palm Strike may not be cancelled (Strength of the Bamboo is offered instead)."""
    t = Table("celestial")
    a = t.put("Togashi Taro", 0)
    d = t.put("Matsu Mikura", 1)
    t.put("Strength of the Bamboo", 1, "hand")
    sc = t.put("Swift Counterattack", 1, "hand")
    ps = t.put("Palm Strike", 0, "hand")
    use_in_battle(t, ps, 0, [a], [d])
    t.assert_legal("Strength of the Bamboo", context="trigger", player=1)
    assert f"c{sc}:1" not in [o.data.get("key") for o in t.pending.options]


@pytest.mark.covers("Unpredictable Strategy", "a1:choice:unit", "a1:choice:other")
def test_unpredictable_strategy_other_unit_same_player_another_location():
    """Unpredictable Strategy: a unit here (either player's), and another unit of the same player
    at another location: not a unit of the other player, not one at the same location."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Matsu Mikura", 0)
    a2 = t.put("Akodo Senzo", 0)
    t.put("Akodo Kuma", 0)  # home
    d = t.put("Togashi Taro", 1)
    t.put("Togashi Osawa", 1)  # home
    us = t.put("Unpredictable Strategy", 0, "hand")
    use_in_battle(t, us, 0, [a, a2], [d])
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_legal("Togashi Taro", context="choose")
    t.assert_not_legal("Akodo Kuma", context="choose")  # not here
    t.pick("Matsu Mikura")
    t.assert_legal("Akodo Kuma", context="choose", player=0)
    t.assert_not_legal("Akodo Senzo", context="choose")
    t.assert_not_legal("Togashi Osawa", context="choose")
    t.assert_not_legal("Togashi Taro", context="choose")


@pytest.mark.covers("Will", "a1:choice:dead")
def test_will_a_dead_samurai_of_yours():
    """Will: "a dead Samurai Personality of yours": not a dead Monk, not the opponent's dead
    Samurai."""
    t = Table("celestial", ask_alone=True)
    a = t.put("Matsu Mikura", 0)
    d = t.put("Togashi Taro", 1)
    for title, owner in (("Akodo Kuma", 0), ("Togashi Osawa", 0), ("Matsu Mari", 1)):
        u = t.put(title, owner, "dynasty_discard")
        t.state.cards[u].dead = True
    will = t.put("Will", 0, "hand")
    free(t)
    use_in_battle(t, will, 0, [a], [d])
    t.assert_legal("Akodo Kuma", context="choose", player=0)
    t.assert_not_legal("Togashi Osawa", context="choose")
    t.assert_not_legal("Matsu Mari", context="choose")


KIHO = [("Fire Blossom", "Togashi Akagi"), ("Hitsu-Do", "Togashi Akagi"), ("Inspire Fear", "Togashi Taro"),
        ("Palm Strike", "Togashi Taro"), ("Spinning Heel Kick", "Togashi Taro")]


@pytest.mark.parametrize("title,monk", KIHO)
@pytest.mark.covers("Fire Blossom", "keyword:Kiho")
@pytest.mark.covers("Hitsu-Do", "keyword:Kiho")
@pytest.mark.covers("Inspire Fear", "keyword:Kiho")
@pytest.mark.covers("Palm Strike", "keyword:Kiho")
@pytest.mark.covers("Spinning Heel Kick", "keyword:Kiho")
def test_kiho_keyword_pillars_of_virtue_reacts(title, monk):
    """The Kiho keyword (celestial: an ability's and its card's keywords describe the action):
    after each of these Kiho Battle actions resolves, Pillars of Virtue offers an additional
    Battle action."""
    t = Table("celestial", strongholds=("Pillars of Virtue", None))
    a = t.put(monk, 0)
    d = t.put("Matsu Mikura", 1)
    card = t.put(title, 0, "hand")
    t.state.players[0].gold_pool = 5  # pays Gold Costs without bowing the Stronghold
    use_in_battle(t, card, 0, [a], [d])
    for _ in range(8):
        if t.pending.context == "trigger" and any("additional Battle action" in x for x in t.labels()):
            break
        if t.pending.context == "trigger":
            t.pass_()
        else:
            t.g.answer(t.pending.options[0].id)
    t.assert_legal("take an additional Battle action", context="trigger", player=0)


@pytest.mark.covers("Inspire Fear", "keyword:Fear")
def test_inspire_fear_is_a_fear_action_but_no_fear_effect():
    """Inspire Fear has the Fear keyword (celestial: it describes the action) but no "Fear X"
    strength, so it is no Fear effect (Ivory "Fear #"): its action counts as a Fear action
    resolved this turn, it bows nobody, and it moves home a Personality with a Follower (a Fear
    effect could only target a Follower or a Personality without Followers)."""
    t = Table("celestial")
    monk = t.put("Togashi Kanmu", 1)
    d = t.put("Matsu Mikura", 0)
    sp = t.put("Spearmen", 0, host=d)
    inf = t.put("Inspire Fear", 1, "hand")
    t.open_battle([d], [monk])
    t.use(inf, 0)
    settle(t)
    st = t.state
    assert "resolved:1:Fear" in st.used
    assert st.cards[d].loc == HOME and not st.cards[d].bowed and not st.cards[sp].bowed


# The default limit of these actions (Ivory "Using abilities": each card ability once per turn)
# cannot be seen on one card instance: a Strategy's action is taken from the hand and the card
# leaves the hand when it is played (to the discard pile, or into play for a Terrain). Back in
# the hand it is a card that forgot its used abilities (Ivory "Card Memory Rule"), so the limit
# is kept per card instance: the same card returned to its owner's hand may be played again
# the same turn (Palm Strike: test_palm_strike_back_in_hand_may_be_played_again_the_same_turn).
def answer(t: Table, *picks: str) -> None:
    """Answer the choices and payments of the action being taken: by ``picks`` in order, then
    the first option; then decline other cards' reactions."""
    todo = list(picks)
    for _ in range(12):
        if t.pending is None or t.pending.context not in ("choose", "pay", "gold"):
            break
        if todo and t.pending.context == "choose":
            t.pick(todo.pop(0))
        else:
            t.g.answer(t.pending.options[0].id)
    settle(t)


def battle_table(mine: list[str], theirs: list[str], attacker: int = 0) -> tuple[Table, list[int], list[int]]:
    t = Table("celestial")
    a = [t.put(x, attacker) for x in mine]
    d = [t.put(x, 1 - attacker) for x in theirs]
    for p in t.state.players:
        p.gold_pool = 20  # Gold Costs paid without bowing the Strongholds
    return t, a, d


AGAIN = {
    # title: (index, attacker's Personalities, defender's, the first use's picks)
    "Final Duty": (0, ["Matsu Mikura"], ["Togashi Akagi", "Togashi Osawa"], ["Togashi Osawa"]),
    "Fire Blossom": (0, ["Togashi Akagi"], ["Matsu Mikura"], ["none"]),
    "Greater Sacrifice": (0, ["Matsu Mikura", "Akodo Masao"], ["Togashi Taro", "Togashi Shintaro"],
                          ["Matsu Mikura", "Togashi Taro"]),
    "Hitsu-Do": (0, ["Togashi Akagi", "Togashi Kyoshi"], ["Matsu Mikura", "Akodo Masao"],
                 ["Togashi Akagi", "Matsu Mikura"]),
    "Justly Earned Victory": (0, ["Matsu Benika"], ["Togashi Taro", "Togashi Shintaro"], ["Togashi Taro"]),
    "Kami Unleashed": (0, ["Togashi Akagi"], ["Matsu Mikura", "Akodo Masao"], ["Matsu Mikura"]),
    "Laughter of the Flames": (0, ["Togashi Akagi"], ["Matsu Mikura"], []),
    "Laying in Wait": (0, ["Matsu Mikura"], ["Togashi Taro", "Togashi Shintaro"], ["Togashi Taro"]),
    "Low Stance": (0, ["Matsu Mikura"], ["Togashi Taro"], []),
    "Unpredictable Strategy": (0, ["Matsu Mikura"], ["Togashi Taro"], ["Matsu Mikura", "Akodo Kuma"]),
    "Will": (0, ["Matsu Mikura"], ["Togashi Taro"], []),
}


@pytest.mark.parametrize("title,index", [(k, v[0]) for k, v in AGAIN.items()]
                         + [("Justly Earned Victory", 1), ("Laying in Wait", 1)])
@pytest.mark.covers("Final Duty", "a1:limit")
@pytest.mark.covers("Fire Blossom", "a1:limit")
@pytest.mark.covers("Greater Sacrifice", "a1:limit")
@pytest.mark.covers("Hitsu-Do", "a1:limit")
@pytest.mark.covers("Justly Earned Victory", "a1:limit", "a2:limit")
@pytest.mark.covers("Kami Unleashed", "a1:limit")
@pytest.mark.covers("Laughter of the Flames", "a1:limit")
@pytest.mark.covers("Laying in Wait", "a1:limit", "a2:limit")
@pytest.mark.covers("Low Stance", "a1:limit")
@pytest.mark.covers("Unpredictable Strategy", "a1:limit")
@pytest.mark.covers("Will", "a1:limit")
def test_battle_action_back_in_hand_may_be_played_again_the_same_turn(title, index):
    """Each card ability once per turn, kept per card instance (see above): the same card,
    played and returned to its owner's hand, may be played again this turn."""
    _, mine, theirs, picks = AGAIN[title]
    t, a, d = battle_table(mine, theirs)
    if title == "Unpredictable Strategy":
        t.put("Akodo Kuma", 0)  # at home
    if title == "Will":
        for _ in range(2):
            u = t.put("Akodo Kuma", 0, "dynasty_discard")
            t.state.cards[u].dead = True
    card = t.put(title, 0, "hand")
    t.open_battle(a, d)
    act_as(t, 0)
    t.use(card, index)
    answer(t, *(picks if index == 0 else picks[-1:]))
    assert t.state.cards[card].zone == FATE_DISCARD
    back_to_hand(t, card)
    act_as(t, 0)
    t.assert_legal(f"c{card}:{index}", context="combat", player=0)


@pytest.mark.covers("Inspire Fear", "a1:limit")
def test_inspire_fear_back_in_hand_may_be_played_again_the_same_turn():
    """Once per turn, kept per card instance (see above)."""
    t, d, a = battle_table(["Matsu Mikura", "Akodo Kuma"], ["Togashi Kanmu"])
    inf = t.put("Inspire Fear", 1, "hand")
    t.open_battle(d, a)
    act_as(t, 1)
    t.use(inf, 0)
    answer(t, "Matsu Mikura")
    back_to_hand(t, inf)
    act_as(t, 1)
    t.assert_legal(f"c{inf}:0", context="combat", player=1)


@pytest.mark.covers("Spinning Heel Kick", "a1:limit")
def test_spinning_heel_kick_back_in_hand_may_be_played_again_the_same_turn():
    """Once per turn, kept per card instance (see above): also as the additional action it gave."""
    t, a, d = battle_table(["Togashi Taro"], ["Matsu Mikura"])
    shk = t.put("Spinning Heel Kick", 0, "hand")
    t.put("Palm Strike", 0, "hand")
    use_in_battle(t, shk, 0, a, d)
    answer(t)
    assert t.state.cards[shk].zone == FATE_DISCARD
    back_to_hand(t, shk)
    t.assert_legal(f"c{shk}:0", context="combat", player=0)  # the additional action, Taro performing


@pytest.mark.parametrize("title", ["Deployed Reinforcements", "First to Fall", "Maws of Stone"])
@pytest.mark.covers("Deployed Reinforcements", "a2:limit")
@pytest.mark.covers("First to Fall", "a2:limit")
@pytest.mark.covers("Maws of Stone", "a2:limit")
def test_terrain_destroyed_and_back_in_hand_may_be_played_again_the_same_turn(title):
    """Once per turn, kept per card instance (see above): a Terrain destroyed (Akodo's Grave) and
    returned to its owner's hand may be played again at the same battlefield."""
    t, a, d = battle_table(["Matsu Mikura"], ["Togashi Taro"])
    grave = t.put("Akodo's Grave", 1)
    card = t.put(title, 0, "hand")
    t.put("Final Duty", 1, "hand")  # keeps player 1 acting
    use_in_battle(t, card, 1, a, d)
    answer(t)
    act_as(t, 1)
    t.use(grave, 0)
    answer(t)
    assert t.state.cards[card].zone == FATE_DISCARD
    back_to_hand(t, card)
    act_as(t, 0)
    t.assert_legal(f"c{card}:1", context="combat", player=0)


@pytest.mark.covers("Honor's Hope", "a1:limit")
@pytest.mark.covers("Swift Counterattack", "a1:limit")
@pytest.mark.parametrize("title", ["Honor's Hope", "Swift Counterattack"])
def test_open_action_back_in_hand_may_be_played_again_the_same_turn(title):
    """Once per turn, kept per card instance (see above)."""
    t = Table("celestial")
    t.put("Akodo Ryozo", 0)
    t.state.players[0].gold_pool = 20
    card = t.put(title, 0, "hand")
    t.open_action(0)
    t.use(card, 0)
    answer(t)
    assert t.state.cards[card].zone == FATE_DISCARD
    back_to_hand(t, card)
    act_as(t, 0)
    t.assert_legal(f"c{card}:0", context="action", player=0)


@pytest.mark.covers("Strength of the Bamboo", "a1:limit")
def test_strength_of_the_bamboo_back_in_hand_may_be_played_again_the_same_turn():
    """Once per turn, kept per card instance (see above): returned to hand after protecting
    Mikura, it may protect him again from the next action targeting him."""
    t, a, d = battle_table(["Togashi Satsu"], ["Matsu Mikura"])
    sob = t.put("Strength of the Bamboo", 1, "hand")
    liw = t.put("Laying in Wait", 0, "hand")
    ps = t.put("Palm Strike", 0, "hand")
    use_in_battle(t, liw, 0, a, d)
    t.pick("Strength of the Bamboo")
    answer(t)
    assert t.state.cards[sob].zone == FATE_DISCARD and t.state.cards[d[0]].zone == PLAY
    back_to_hand(t, sob)
    act_as(t, 0)
    t.use(ps, 0)
    t.assert_legal("Strength of the Bamboo", context="trigger", player=1)


@pytest.mark.covers("Swift Counterattack", "a2:limit")
def test_swift_counterattack_reaction_back_in_hand_may_be_played_again_the_same_turn():
    """Once per turn, kept per card instance (see above): returned to hand after cancelling one
    additional Battle action, it may cancel the next one."""
    t, a, d = battle_table(["Togashi Taro"], ["Matsu Mikura"])
    sc = t.put("Swift Counterattack", 1, "hand")
    shk = [t.put("Spinning Heel Kick", 0, "hand") for _ in range(2)]
    ps = [t.put("Palm Strike", 0, "hand") for _ in range(2)]
    t.open_battle(a, d)
    for i in range(2):
        act_as(t, 0)
        t.use(shk[i], 0)
        answer(t)
        t.use(ps[i], 0)
        t.assert_legal("cancel an additional Battle action", context="trigger", player=1)
        t.pick("cancel an additional Battle action")
        answer(t)
        assert t.state.cards[sc].zone == FATE_DISCARD and not t.state.cards[d[0]].bowed
        back_to_hand(t, sc)


@pytest.mark.covers("Sneak Attack", "a1:limit")
def test_sneak_attack_back_in_hand_may_be_played_again_the_same_turn():
    """Once per turn, kept per card instance (see above): returned to hand, it may be used at
    the next battle of the same turn."""
    t, a, d = battle_table(["Matsu Mikura"], ["Togashi Taro"])
    sa = t.put("Sneak Attack", 0, "hand")
    t.open_battle(a, d)
    t.pick(next(o.id for o in t.pending.options if o.id.startswith(f"c{sa}:0|")))
    settle(t)
    assert t.state.cards[sa].zone == FATE_DISCARD
    back_to_hand(t, sa)
    t.open_battle(a, d, province=1)
    assert any(o.id.startswith(f"c{sa}:0|") for o in t.pending.options)
    t.assert_legal("the Attacker acts first", context="trigger", player=0)


@pytest.mark.covers("Sneak Attack", "a1:effect", "a1:timing")
def test_sneak_attack_in_ivory_is_an_engage_action():
    """Ivory "Engage Segment": Sneak Attack is taken in the Engage Segment's action round (not
    among Battle actions), and then the Attacker has the first Combat Segment opportunity; without
    it the Defender acts first (Ivory "Action Rounds": Combat Segment)."""
    for used in (False, True):
        t = Table("ivory")
        a = t.put("Matsu Benika", 0)  # 5F: the Defender may play Final Duty
        d = t.put("Togashi Taro", 1)
        sa = t.put("Sneak Attack", 0, "hand")
        t.put("Laying in Wait", 0, "hand")
        t.put("Final Duty", 1, "hand")
        t.open_battle([a], [d])
        settle(t)
        act_as(t, 0)
        assert t.pending.context == "engage"
        if used:
            t.use(sa, 0)
            settle(t)
        while t.pending.context in ("engage", "trigger"):
            t.pass_()
        assert t.pending.context == "combat"
        assert t.pending.player == (0 if used else 1)
        if not used:  # an Engage action, not a Battle action
            act_as(t, 0)
            t.assert_not_legal(f"c{sa}:0", context="combat", player=0)


@pytest.mark.covers("Strength of the Bamboo", "a1:when")
def test_strength_of_the_bamboo_after_any_action_targeting_your_hero_yours_too_and_outside_battle():
    """Strength of the Bamboo's trigger ("after an action targets your Hero Personality"):
    any action, your own Open action in your Action Phase included, not only an enemy's
    Battle action (narrowing the filter to either fails this test). Dropping the filter alone
    is unobservable: the Hero choice asks the same of the same event."""
    t = Table("celestial", ask_alone=True)
    hero = t.put("Matsu Mikura", 1, bowed=True)
    t.put("Strength of the Bamboo", 1, "hand")
    ring = t.put("Ring of Air", 1)
    t.open_action(1)
    t.use(ring, 0)
    t.pick("Matsu Mikura")
    t.assert_legal("Strength of the Bamboo", context="trigger", player=1)
    assert t.state.battle < 0 and hero >= 0
