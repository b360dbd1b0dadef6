"""Cards of The Fires Within (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets), and the Rules Reference clarifications about them (Appendix
III: Master Alchemist)."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability
from pack_helpers import limits_left as _limits_left
from pack_helpers import run_conflict_out as _run_conflict_out
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.cards.conditions import participants_you_control, you_control_participants
from l5r.lcg.game import RULES
from l5r.lcg.model import glory, province_strength, skill
from l5r.lcg.play import attachment_hosts
from l5r.lcg.vocab import ANY_NUMBER, Action, Duel, Effect, Limit, duel_target
from l5r.testing import Scenario


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)


def _ability(cid, i=0):
    return RULES.cards[cid].abilities[i]


def _weak_province(slot=0, player=1):
    """An adjustment: the province in ``slot`` of ``player`` gets -20 strength this round."""
    def weaken(g):
        prov = g.state.cards[g.state.players[player].provinces[slot]]
        g.state.lasting.append({"type": "modify", "stat": "strength", "op": "add", "value": -20,
                                "targets": [[prov.uid, prov.instance]], "until": "round", "source": prov.uid})
    return weaken


# ------------------------------------------------------------------ Abandoning Honor
@pytest.mark.covers("Abandoning Honor", "a1:effect", "a1:condition")
def test_abandoning_honor_plus_2_strength_while_you_have_a_fire_role():
    """"Role Cards": the role's element is its element trait (Keeper or Seeker of Fire)."""
    for role, strength in (("Keeper of Fire", 5), ("Seeker of Fire", 5), ("Keeper of Air", 3), (None, 3)):
        s = Quiet()
        s.player(0, provinces=provinces(dict(name="Abandoning Honor", facedown=False)),
                 **({"role": role} if role else {}))
        s.player(1, role="Keeper of Fire")  # the opponent's role does not count
        s.build()
        assert province_strength(s.state, s.card("Abandoning Honor")) == strength, role


def _abandoning(p0_chars=(dict(name="Eager Scout", status="dishonored"), "Matsu Berserker", "Brash Samurai"),
                slot=0):
    provs = list(provinces())
    provs[slot] = "Abandoning Honor"
    s = in_conflict(dict(characters=list(p0_chars)),
                    dict(characters=[dict(name="Doji Whisperer", status="dishonored")], provinces=provs),
                    attackers=["Matsu Berserker", "Brash Samurai"], defenders=[])
    s.adjust(_weak_province())
    s.start("3.2.2")
    return s


@pytest.mark.covers("Abandoning Honor", "a2:effect", "a2:trigger", "a2:when", "a2:target")
def test_abandoning_honor_discards_a_dishonored_character_when_broken():
    s = _abandoning()
    pass_until(s, "trigger", 1)
    s.pick("Abandoning Honor")
    s.assert_legal("Eager Scout")  # the attacker's
    s.assert_legal("Doji Whisperer")  # its own controller's too: "a dishonored character"
    s.assert_not_legal("Brash Samurai")  # ordinary
    s.pick("Eager Scout")
    assert s.card("Eager Scout").zone == "dynasty_discard"
    assert s.state.cards[s.state.players[1].provinces[0]].broken


@pytest.mark.covers("Abandoning Honor", "a2:target", "a2:when")
def test_abandoning_honor_needs_a_dishonored_character_and_its_own_breaking():
    s = in_conflict(dict(characters=["Matsu Berserker", "Brash Samurai"]),
                    dict(characters=["Doji Whisperer"], provinces=provinces("Abandoning Honor")),
                    attackers=["Matsu Berserker", "Brash Samurai"], defenders=[])
    s.adjust(_weak_province())
    s.start("3.2.2")
    _run_conflict_out(s, "Abandoning Honor")  # broken, but no dishonored character to discard
    assert s.state.cards[s.state.players[1].provinces[0]].broken
    s = _abandoning(slot=1)  # another province is broken
    _run_conflict_out(s, "Abandoning Honor")
    assert s.card("Eager Scout").zone == "play"


@pytest.mark.covers("Abandoning Honor", "a2:limit")
def test_abandoning_honor_limit_is_the_general_once_per_round():
    assert _ability("11-abandoning-honor", 1).limits == (Limit(),)


# ------------------------------------------------------------------ Hiruma Kogoe
def _kogoe(honor=8, deck=("Fine Katana", "Banzai!", "Ornate Fan", "Assassination")):
    s = Quiet(first_player=0)
    s.player(0, characters=["Hiruma Kogoe"], honor=honor, conflict_deck=list(deck))  # the last is the top
    s.player(1, honor=10)
    s.start("draw")
    return s


def _top(s, n=4):
    st = s.state
    return [st.cards[u].cid.split("-", 1)[1] for u in reversed(st.players[0].conflict_deck[-n:])]


@pytest.mark.covers("Hiruma Kogoe", "a1:effect", "a1:trigger", "a1:when", "a1:condition")
def test_hiruma_kogoe_reorders_the_top_3_conflict_cards_when_the_draw_phase_begins():
    s = _kogoe()
    pass_until(s, "trigger", 0)
    s.pick("Hiruma Kogoe")
    assert s.game.pending.player == 0 and s.game.pending.context == "reorder"
    s.assert_legal("Ornate Fan")
    s.assert_not_legal("Fine Katana")  # the 4th card: not looked at
    s.pick("Banzai!")  # on top
    s.pick("Assassination")  # second; Ornate Fan third
    assert s.state.phase == "draw"
    assert _top(s) == ["banzai", "assassination", "ornate-fan", "fine-katana"]


@pytest.mark.covers("Hiruma Kogoe", "a1:condition")
def test_hiruma_kogoe_only_with_lower_honor_than_an_opponent():
    for honor in (10, 12):
        s = _kogoe(honor=honor)
        while s.state.phase == "draw" and s.game.pending is not None:
            assert_not_offered(s, "Hiruma Kogoe")
            skip(s)


@pytest.mark.covers("Hiruma Kogoe", "a1:when", "a1:limit")
def test_hiruma_kogoe_not_in_another_phase_and_once_per_round():
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Hiruma Kogoe", fate=1)], honor=5)
    s.player(1)
    s.start("fate")
    while s.state.phase == "fate" and s.game.pending is not None:
        assert_not_offered(s, "Hiruma Kogoe")
        skip(s)
    s = _kogoe()
    pass_until(s, "trigger", 0)
    s.pick("Hiruma Kogoe")
    assert _limits_left(s, 0, "Hiruma Kogoe", "11-hiruma-kogoe") == [False]


@pytest.mark.covers("Hiruma Kogoe", "keyword:sincerity")
def test_hiruma_kogoe_sincerity_draws_a_card_when_it_leaves_play():
    """Rules Reference "Sincerity": when it leaves play, its controller draws 1 card."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Hiruma Kogoe"])
    s.player(1)
    s.start("draw")
    hand = len(s.state.players[0].hand)
    s.apply(ev("leaves_play", card=s.uid("Hiruma Kogoe"), reason="test"))
    assert len(s.state.players[0].hand) == hand + 1


# ------------------------------------------------------------------ Sadane Student, Battle Maiden Recruit
@pytest.mark.covers("Sadane Student", "a1:effect", "a1:condition")
def test_sadane_student_plus_2_political_with_the_air_or_fire_ring_claimed():
    for rings, owner, bonus in ((["air"], 0, 2), (["fire"], 0, 2), (["air", "fire"], 0, 2), (["water", "void"], 0, 0),
                                (["air", "fire"], 1, 0), ([], 0, 0)):
        s = Quiet()
        s.player(0, characters=["Sadane Student"])
        s.player(1)
        s.build()
        for r in rings:
            s.state.rings[r].claimed_by = owner
        assert skill(s.state, s.card("Sadane Student"), "political") == 2 + bonus, (rings, owner)
        assert skill(s.state, s.card("Sadane Student"), "military") == 1


@pytest.mark.covers("Battle Maiden Recruit", "a1:effect", "a1:condition")
def test_battle_maiden_recruit_plus_2_military_with_the_water_or_void_ring_claimed():
    for rings, owner, bonus in ((["water"], 0, 2), (["void"], 0, 2), (["air", "fire", "earth"], 0, 0),
                                (["water"], 1, 0)):
        s = Quiet()
        s.player(0, characters=["Battle Maiden Recruit"])
        s.player(1)
        s.build()
        for r in rings:
            s.state.rings[r].claimed_by = owner
        assert skill(s.state, s.card("Battle Maiden Recruit"), "military") == bonus, (rings, owner)
        assert skill(s.state, s.card("Battle Maiden Recruit"), "political") == 0


# ------------------------------------------------------------------ Master Alchemist
def _alchemist(fate=2, p1_chars=("Doji Whisperer",), attackers=("Master Alchemist",)):
    s = in_conflict(dict(characters=["Master Alchemist", "Eager Scout"], fate=fate, **{"hand": ["Banzai!"]}),
                    dict(characters=list(p1_chars), **WAITS), attackers=list(attackers),
                    defenders=[p if isinstance(p, str) else p["name"] for p in p1_chars])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Master Alchemist", "a1:effect", "a1:cost", "a1:target", "a1:condition")
def test_master_alchemist_spends_a_fate_to_the_fire_ring_to_honor_or_dishonor_a_character():
    s = _alchemist()
    fate, ring = s.state.players[0].fate, s.state.rings["fire"].fate
    s.pick("Master Alchemist")
    s.assert_legal("Doji Whisperer")  # an opponent's character
    s.assert_legal("Eager Scout")  # one of yours, at home
    s.pick("Doji Whisperer")
    s.assert_legal("honor it")
    s.pick("dishonor it")
    assert s.card("Doji Whisperer").status == -1
    assert s.state.players[0].fate == fate - 1 and s.state.rings["fire"].fate == ring + 1


@pytest.mark.covers("Master Alchemist", "a1:effect")
def test_master_alchemist_selects_only_what_can_change_the_character():
    """Rules Reference "Select": an option with the potential to change the game state must
    be chosen, if able -- an honored character can only be dishonored."""
    s = _alchemist(p1_chars=(dict(name="Doji Whisperer", status="honored"),))
    s.pick("Master Alchemist")
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == 0  # the only option, chosen at once: dishonored
    s = _alchemist(p1_chars=(dict(name="Doji Whisperer", status="dishonored"),))
    s.pick("Master Alchemist")
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == 0  # honored back to ordinary


@pytest.mark.covers("Master Alchemist", "a1:cost")
def test_master_alchemist_appendix_iii_fate_goes_on_the_fire_ring_even_contested_or_claimed():
    """Appendix III (Master Alchemist): fate can be placed on the ring while it is contested or
    claimed; placed on the contested ring, it is not taken by the attacker (who took the ring's
    fate when declaring) and stays on the ring."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Master Alchemist"], fate=2, hand=["Banzai!"])
    s.player(1, characters=["Doji Whisperer"], **WAITS)
    s.conflict(attacker=0, type="military", ring="fire", attackers=["Master Alchemist"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    fate = s.state.players[0].fate
    s.pick("Master Alchemist")
    s.pick("Doji Whisperer")
    s.pick("dishonor it")
    assert s.state.rings["fire"].fate == 1 and s.state.players[0].fate == fate - 1
    s = in_conflict(dict(characters=["Master Alchemist"], fate=1, claimed_rings=["fire"], hand=["Banzai!"]),
                    dict(characters=["Doji Whisperer"], **WAITS), attackers=["Master Alchemist"],
                    defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Master Alchemist")
    s.pick("Doji Whisperer")
    s.pick("honor it")
    assert s.state.rings["fire"].fate == 1 and s.state.rings["fire"].claimed_by == 0


@pytest.mark.covers("Master Alchemist", "a1:cost", "a1:condition")
def test_master_alchemist_needs_a_fate_and_a_conflict():
    assert not can_use(_alchemist(fate=0), 0, "Master Alchemist")
    s = Quiet(first_player=0)
    s.player(0, characters=["Master Alchemist"], fate=3)
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Master Alchemist")


def test_master_alchemist_once_per_round():
    """The default limit of an action: once per round (not a clause of the card's own text)."""
    s = _alchemist(fate=3)
    s.pick("Master Alchemist")
    s.pick("Doji Whisperer")
    s.pick("honor it")
    assert _limits_left(s, 0, "Master Alchemist", "11-master-alchemist") == [False]


# ------------------------------------------------------------------ The Wrath of the Kami
def _wrath(slot=0):
    provs = list(provinces())
    provs[slot] = dict(name=provs[slot], cards=["The Wrath of the Kami"], facedown=slot != 0)
    s = in_conflict(dict(characters=["Matsu Berserker"], **WAITS),
                    dict(characters=["Doji Whisperer"], provinces=provs, **WAITS),
                    attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s, 1)
    return s


@pytest.mark.covers("The Wrath of the Kami", "a1:effect", "a1:cost", "a1:condition", "a1:limit")
def test_the_wrath_of_the_kami_loses_1_honor_for_1_strength_without_limit():
    s = _wrath()
    prov = s.state.cards[s.state.players[1].provinces[0]]
    strength, honor = province_strength(s.state, prov), s.state.players[1].honor
    for n in (1, 2, 3):
        my_turn(s, 1)
        s.pick("The Wrath of the Kami")
        assert province_strength(s.state, prov) == strength + n
        assert s.state.players[1].honor == honor - n
    _run_conflict_out(s, "no such card")
    wrath = s.uid("The Wrath of the Kami")
    assert not any(e.get("source") == wrath for e in s.state.lasting)  # until the end of the conflict


@pytest.mark.covers("The Wrath of the Kami", "a1:condition")
def test_the_wrath_of_the_kami_only_during_a_conflict_at_its_province():
    s = _wrath(slot=1)
    assert not can_use(s, 1, "The Wrath of the Kami")
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, provinces=provinces(dict(name=provinces()[0], cards=["The Wrath of the Kami"])))
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 1, "The Wrath of the Kami")


@pytest.mark.covers("The Wrath of the Kami", "a1:cost")
def test_the_wrath_of_the_kami_needs_1_honor_to_lose():
    s = _wrath()
    s.state.players[1].honor = 0  # (no honor to lose: the cost cannot be paid)
    assert not can_use(s, 1, "The Wrath of the Kami")


# ------------------------------------------------------------------ Ikoma Ikehata
def _ikehata(type="political", p0=("Ikoma Ikehata", "Doji Whisperer"), attackers=("Ikoma Ikehata",),
             defenders=("Eager Scout",)):
    s = in_conflict(dict(characters=list(p0)), dict(characters=["Eager Scout"]), type=type,
                    attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Ikoma Ikehata", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_ikoma_ikehata_honors_a_character_of_yours_and_draws_after_winning_a_political_conflict():
    s = _ikehata(p0=("Ikoma Ikehata", "Doji Whisperer", dict(name="Matsu Berserker", status="honored")))
    hand = len(s.state.players[0].hand)
    pass_until(s, "trigger", 0)
    s.pick("Ikoma Ikehata")
    s.assert_legal("Doji Whisperer")  # at home: any character you control
    s.assert_legal("Ikoma Ikehata")
    s.assert_not_legal("Matsu Berserker")  # already honored
    s.assert_not_legal("Eager Scout")  # not yours
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == 1
    assert len(s.state.players[0].hand) == hand + 1


@pytest.mark.covers("Ikoma Ikehata", "a1:when")
def test_ikoma_ikehata_not_after_a_military_win_nor_when_it_did_not_take_part():
    s = _ikehata(type="military", p0=("Ikoma Ikehata", "Matsu Berserker"),
                 attackers=("Ikoma Ikehata", "Matsu Berserker"))
    _run_conflict_out(s, "Ikoma Ikehata")
    s = _ikehata(p0=("Ikoma Ikehata", "Doji Whisperer"), attackers=("Doji Whisperer",))
    _run_conflict_out(s, "Ikoma Ikehata")


@pytest.mark.covers("Ikoma Ikehata", "a1:limit")
def test_ikoma_ikehata_once_per_round():
    s = _ikehata()
    pass_until(s, "trigger", 0)
    s.pick("Ikoma Ikehata")
    s.pick("Doji Whisperer")
    assert _limits_left(s, 0, "Ikoma Ikehata", "11-ikoma-ikehata") == [False]


@pytest.mark.covers("Ikoma Ikehata", "keyword:covert")
def test_ikoma_ikehata_covert_evades_a_defender():
    s = Scenario(first_player=0)
    s.player(0, characters=["Ikoma Ikehata"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    s.declare("political", "air", province=0, attackers=["Ikoma Ikehata"], covert="Doji Whisperer")
    assert s.state.conflict.evaded == [s.uid("Doji Whisperer")]


# ------------------------------------------------------------------ Ancestral Armory
def _armory(discard=("Fine Katana", "Ornate Fan", "Banzai!")):
    s = Quiet(first_player=0)
    s.player(0, provinces=[dict(name=provinces()[0], cards=["Ancestral Armory"], facedown=False), *provinces()[1:]],
             conflict_discard=list(discard), characters=["Matsu Berserker"])
    s.player(1, conflict_discard=["Fine Katana"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Ancestral Armory", "a1:effect", "a1:cost", "a1:target")
def test_ancestral_armory_sacrificed_returns_a_weapon_from_your_conflict_discard_pile():
    s = _armory()
    s.pick("Ancestral Armory")
    s.assert_legal("Fine Katana (conflict discard pile)")
    s.assert_not_legal("Ornate Fan")  # an Item, not a Weapon
    s.assert_not_legal("Banzai!")  # an event
    assert s.legal().count("Fine Katana (conflict discard pile)") == 1  # not the opponent's
    s.pick("Fine Katana")
    assert s.card("Fine Katana", 0).zone == "hand"
    assert s.card("Ancestral Armory").zone == "dynasty_discard"  # sacrificed
    assert s.card("Fine Katana", 1).zone == "conflict_discard"


@pytest.mark.covers("Ancestral Armory", "a1:target")
def test_ancestral_armory_needs_a_weapon_in_your_discard_pile():
    assert not can_use(_armory(discard=("Ornate Fan", "Banzai!")), 0, "Ancestral Armory")


# ------------------------------------------------------------------ Chikai Order Protector
def _protector(p1=("Chikai Order Protector", "Doji Whisperer"), defenders=("Chikai Order Protector", "Doji Whisperer"),
               attack=True):
    """Player 1 defends (or attacks) with Chikai Order Protector; the conflict is run to its end."""
    if attack:
        s = in_conflict(dict(characters=["Matsu Berserker"]), dict(characters=list(p1)),
                        attackers=["Matsu Berserker"], defenders=list(defenders))
    else:
        s = in_conflict(dict(characters=list(p1)), dict(characters=["Matsu Berserker"]),
                        attackers=list(defenders), defenders=["Matsu Berserker"])
    s.start("3.2.2")
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    return s


@pytest.mark.covers("Chikai Order Protector", "a1:effect", "a1:condition")
def test_chikai_order_protector_does_not_bow_defending_with_a_participating_courtier_or_shugenja():
    s = _protector()
    assert not s.card("Chikai Order Protector").bowed and s.card("Doji Whisperer").bowed
    s = _protector(p1=("Chikai Order Protector", "Adept of the Waves"),
                   defenders=("Chikai Order Protector", "Adept of the Waves"))  # a Shugenja
    assert not s.card("Chikai Order Protector").bowed


@pytest.mark.covers("Chikai Order Protector", "a1:condition", "a1:effect")
def test_chikai_order_protector_bows_alone_with_a_courtier_at_home_or_attacking():
    s = _protector(defenders=("Chikai Order Protector",))  # the Courtier stays home
    assert s.card("Chikai Order Protector").bowed
    s = _protector(p1=("Chikai Order Protector", "Brash Samurai"),
                   defenders=("Chikai Order Protector", "Brash Samurai"))
    assert s.card("Chikai Order Protector").bowed  # a Bushi is no Courtier nor Shugenja
    s = _protector(attack=False)
    assert s.card("Chikai Order Protector").bowed  # attacking


# ------------------------------------------------------------------ Soshi Shiori
def _shiori(win=True):
    s = in_conflict(dict(characters=["Soshi Shiori", "Doji Whisperer"]),
                    dict(characters=["Eager Scout" if win else "Bayushi Shoju"]), type="political",
                    attackers=["Doji Whisperer"], defenders=["Eager Scout" if win else "Bayushi Shoju"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Soshi Shiori", "a1:effect", "a1:trigger", "a1:when", "a1:select")
def test_soshi_shiori_a_chosen_player_loses_1_honor_after_you_win_a_conflict():
    """It need not take part: "after you win a conflict"."""
    for option, loser in (("your opponent loses 1 honor", 1), ("you lose 1 honor", 0)):
        s = _shiori()
        pass_until(s, "trigger", 0)
        honor = [p.honor for p in s.state.players]
        s.pick("Soshi Shiori")
        s.pick(option)
        assert s.state.players[loser].honor == honor[loser] - 1
        assert s.state.players[1 - loser].honor == honor[1 - loser]


@pytest.mark.covers("Soshi Shiori", "a1:when")
def test_soshi_shiori_not_after_you_lose():
    s = _shiori(win=False)
    _run_conflict_out(s, "Soshi Shiori")


@pytest.mark.covers("Soshi Shiori", "a1:limit")
def test_soshi_shiori_has_no_limit():
    assert _ability("11-soshi-shiori").limits == (Limit(ANY_NUMBER, "round"),)
    s = _shiori()
    pass_until(s, "trigger", 0)
    s.pick("Soshi Shiori")
    s.pick("your opponent loses 1 honor")
    assert _limits_left(s, 0, "Soshi Shiori", "11-soshi-shiori") == [True]


# ------------------------------------------------------------------ Wicked Tetsubō
@pytest.mark.covers("Wicked Tetsubō", "a1:attach_to")
def test_wicked_tetsubo_attaches_only_to_a_berserker():
    s = Quiet()
    s.player(0, characters=["Matsu Berserker", "Brash Samurai"], hand=["Wicked Tetsubō"], fate=3)
    s.player(1, characters=["Vengeful Berserker"])
    s.build()
    hosts = attachment_hosts(s.game, 0, s.uid("Wicked Tetsubō", zone="hand"))
    assert s.uid("Matsu Berserker") in hosts and s.uid("Vengeful Berserker") in hosts
    assert s.uid("Brash Samurai") not in hosts


@pytest.mark.covers("Wicked Tetsubō", "keyword:restricted")
def test_wicked_tetsubo_restricted_counts_toward_the_two_restricted_attachments():
    """Rules Reference "Restricted": with Fine Katana and Ornate Fan attached, attaching the
    Tetsubō makes its controller discard one of the three."""
    s = Quiet()
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Fine Katana", "Ornate Fan"])],
             hand=["Wicked Tetsubō"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Wicked Tetsubō")
    assert s.game.pending.context == "restricted"
    assert sorted(s.legal()) == ["Discard Fine Katana", "Discard Ornate Fan", "Discard Wicked Tetsubō"]


def _tetsubo(attacking=True):
    host = dict(name="Matsu Berserker", attachments=["Wicked Tetsubō"])
    if attacking:
        s = in_conflict(dict(characters=[host, "Brash Samurai"], **WAITS),
                        dict(characters=["Doji Challenger", "Kakita Asami"], **WAITS),
                        attackers=["Matsu Berserker", "Brash Samurai"], defenders=["Doji Challenger", "Kakita Asami"])
    else:
        s = in_conflict(dict(characters=["Doji Challenger", "Brash Samurai"], **WAITS),
                        dict(characters=[host], **WAITS), attackers=["Doji Challenger"], defenders=["Matsu Berserker"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Wicked Tetsubō", "a2:effect", "a2:target", "a2:select", "a2:condition")
def test_wicked_tetsubo_sets_a_defenders_selected_skill_to_0_until_the_end_of_the_conflict():
    s = _tetsubo()
    my_turn(s)
    s.pick("Wicked Tetsubō")
    s.assert_legal("Doji Challenger")
    s.assert_legal("Kakita Asami")
    s.assert_not_legal("Brash Samurai")  # attacking
    s.pick("Doji Challenger")
    s.pick("its military skill")
    challenger = s.card("Doji Challenger")
    assert skill(s.state, challenger, "military") == 0 and skill(s.state, challenger, "political") == 3
    s = _tetsubo()
    my_turn(s)
    s.pick("Wicked Tetsubō")
    s.pick("Kakita Asami")
    s.pick("its political skill")
    assert skill(s.state, s.card("Kakita Asami"), "political") == 0
    _run_conflict_out(s, "no such card")
    assert skill(s.state, s.card("Kakita Asami"), "political") == 3


@pytest.mark.covers("Wicked Tetsubō", "a2:condition")
def test_wicked_tetsubo_only_while_its_character_attacks_once_per_round():
    s = _tetsubo(attacking=False)
    my_turn(s, 1)
    assert not can_use(s, 1, "Wicked Tetsubō")
    s = _tetsubo()
    my_turn(s)
    s.pick("Wicked Tetsubō")
    s.pick("Doji Challenger")
    s.pick("its military skill")
    assert _limits_left(s, 0, "Wicked Tetsubō", "11-wicked-tetsubo", 1) == [False]


# ------------------------------------------------------------------ Icon of Favor
@pytest.mark.covers("Icon of Favor", "a1:effect", "a1:condition")
def test_icon_of_favor_plus_1_glory_while_you_have_the_imperial_favor():
    for favor, bonus in ((0, 1), (1, 0), (None, 0)):
        s = Quiet()
        s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Icon of Favor"])])
        s.player(1)
        if favor is not None:
            s.favor(favor, "political")
        s.build()
        assert glory(s.state, s.card("Doji Whisperer")) == 1 + bonus, favor


def _icon(ring="fire", win=True, attackers=("Brash Samurai",)):
    s = in_conflict(dict(characters=[dict(name="Doji Whisperer", attachments=["Icon of Favor"]), "Brash Samurai"]),
                    dict(characters=["Eager Scout" if win else "Hida Kisada"]), ring=ring,
                    attackers=list(attackers), defenders=["Eager Scout" if win else "Hida Kisada"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Icon of Favor", "a2:effect", "a2:trigger", "a2:when")
def test_icon_of_favor_honors_its_character_after_you_win_a_fire_conflict():
    s = _icon()  # its character stays at home: "after you win"
    pass_until(s, "trigger", 0)
    s.pick("Icon of Favor")
    assert s.card("Doji Whisperer").status == 1


@pytest.mark.covers("Icon of Favor", "a2:when")
def test_icon_of_favor_not_after_another_element_nor_a_loss():
    _run_conflict_out(_icon(ring="water"), "Icon of Favor")
    _run_conflict_out(_icon(win=False), "Icon of Favor")


@pytest.mark.covers("Icon of Favor", "a2:limit")
def test_icon_of_favor_once_per_round():
    s = _icon()
    pass_until(s, "trigger", 0)
    s.pick("Icon of Favor")
    assert _limits_left(s, 0, "Icon of Favor", "11-icon-of-favor", 1) == [False]


# ------------------------------------------------------------------ Insult to Injury
def _insult(give, challenger_wins=True, hand=("Insult to Injury",), opp="Eager Scout"):
    """Doji Challenger (a Duelist of player 0) duels ``opp`` (military) by a test-only action."""
    give(Action(Duel("military"), target=duel_target("military"), text="duel"))
    s = in_conflict(dict(characters=["Doji Challenger"], hand=list(hand)), dict(characters=[opp], **WAITS),
                    attackers=["Doji Challenger"], defenders=[opp])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Doji Challenger: duel")
    s.pick(opp)
    s.pick("bid 1")
    s.pick("bid 1" if challenger_wins else "bid 5")
    return s


@pytest.mark.covers("Insult to Injury", "a1:effect", "a1:trigger", "a1:when")
def test_insult_to_injury_dishonors_the_loser_after_your_duelist_wins(give):
    s = _insult(give)
    pass_until(s, "trigger", 0)
    s.pick("Insult to Injury")
    assert s.card("Eager Scout").status == -1


@pytest.mark.covers("Insult to Injury", "a1:when")
def test_insult_to_injury_not_when_your_duelist_loses(give):
    s = _insult(give, challenger_wins=False, opp="Mirumoto Raitsugu")  # an opponent's Duelist wins
    assert any("Mirumoto Raitsugu wins" in line for line in s.log)
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "Insult to Injury")
        skip(s)


@pytest.mark.covers("Insult to Injury", "a1:when")
def test_insult_to_injury_not_when_a_non_duelist_of_yours_wins():
    s = in_conflict(dict(characters=["Doji Whisperer", "Brash Samurai"], hand=["Policy Debate", "Insult to Injury"]),
                    dict(characters=["Eager Scout"], **WAITS), type="political",
                    attackers=["Doji Whisperer", "Brash Samurai"], defenders=["Eager Scout"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Policy Debate")
    s.pick_many("Doji Whisperer", "Eager Scout")
    s.pick("bid 1")
    s.pick("bid 1")
    assert any("Doji Whisperer wins" in line for line in s.log)
    assert_not_offered(s, "Insult to Injury")


@pytest.mark.covers("Insult to Injury", "a1:limit")
def test_insult_to_injury_an_event_has_no_limit_of_its_own():
    assert _ability("11-insult-to-injury").limit_text() == ""


# ------------------------------------------------------------------ Smoke
def _smoke(attackers=("Matsu Berserker", "Hida Kisada"), defenders=("Eager Scout", "Doji Whisperer")):
    s = in_conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Smoke"]), "Hida Kisada",
                                     "Brash Samurai"], **WAITS),
                    dict(characters=["Eager Scout", "Doji Whisperer", "Akodo Toturi"], **WAITS),
                    attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Smoke", "a1:effect", "a1:cost", "a1:condition")
def test_smoke_bowed_and_sacrificed_gives_each_non_unique_participant_minus_2_military():
    s = _smoke()
    before = {n: skill(s.state, s.card(n), "military") for n in ("Matsu Berserker", "Hida Kisada", "Eager Scout",
                                                                  "Brash Samurai", "Akodo Toturi")}
    s.pick("Smoke")
    assert s.card("Smoke").zone == "conflict_discard"
    after = {n: skill(s.state, s.card(n), "military") for n in before}
    assert after["Matsu Berserker"] == before["Matsu Berserker"] - 2 - 1  # and no longer the Smoke's +1
    assert after["Eager Scout"] == max(0, before["Eager Scout"] - 2)
    assert after["Hida Kisada"] == before["Hida Kisada"]  # unique
    assert after["Brash Samurai"] == before["Brash Samurai"]  # at home
    assert after["Akodo Toturi"] == before["Akodo Toturi"]
    _run_conflict_out(s, "no such card")
    assert skill(s.state, s.card("Matsu Berserker"), "military") == 3  # until the end of the conflict


@pytest.mark.covers("Smoke", "a1:condition", "a1:cost")
def test_smoke_only_while_its_character_participates_and_unbowed():
    s = _smoke(attackers=("Hida Kisada",))
    assert not can_use(s, 0, "Smoke")
    s = _smoke()
    s.card("Smoke").bowed = True  # bowing it is part of the cost
    assert not can_use(s, 0, "Smoke")


# ------------------------------------------------------------------ Invocation of Ash
def _ash(fate=2):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Invocation of Ash"]),
                            dict(name="Brash Samurai", fate=fate)])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Invocation of Ash", "a1:effect", "a1:cost", "a1:target", "a1:then")
def test_invocation_of_ash_moves_to_a_character_of_yours_then_removes_1_fate_from_it():
    s = _ash()
    honor = s.state.players[0].honor
    s.pick("Invocation of Ash")
    s.assert_legal("Brash Samurai")
    s.assert_not_legal("Eager Scout")  # not yours
    s.assert_not_legal("Matsu Berserker")  # its host already
    s.pick("Brash Samurai")
    assert s.card("Invocation of Ash").attached_to == s.uid("Brash Samurai")
    assert s.card("Brash Samurai").fate == 1 and s.state.players[0].honor == honor - 1
    assert skill(s.state, s.card("Brash Samurai"), "military") == 2 + 2


@pytest.mark.covers("Invocation of Ash", "a1:then", "a1:effect")
def test_invocation_of_ash_moves_even_to_a_character_without_fate():
    s = _ash(fate=0)
    s.pick("Invocation of Ash")
    s.pick("Brash Samurai")
    assert s.card("Invocation of Ash").attached_to == s.uid("Brash Samurai") and s.card("Brash Samurai").fate == 0


@pytest.mark.covers("Invocation of Ash", "a1:cost")
def test_invocation_of_ash_needs_honor_and_once_per_round():
    s = _ash()
    s.state.players[0].honor = 0  # (no honor to lose: the cost cannot be paid)
    assert not can_use(s, 0, "Invocation of Ash")
    s = _ash()
    s.pick("Invocation of Ash")
    s.pick("Brash Samurai")
    assert _limits_left(s, 0, "Invocation of Ash", "11-invocation-of-ash") == [False]


# ------------------------------------------------------------------ Mantis Seafarer
def _seafarer(win=True, attackers=("Mantis Seafarer",)):
    s = in_conflict(dict(characters=["Mantis Seafarer", "Brash Samurai"]),
                    dict(characters=["Eager Scout" if win else "Hida Kisada"]),
                    attackers=list(attackers), defenders=["Eager Scout" if win else "Hida Kisada"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Mantis Seafarer", "a1:effect", "a1:trigger", "a1:when", "a1:cost", "a1:limit")
def test_mantis_seafarer_loses_1_honor_to_gain_1_fate_after_winning_no_limit():
    s = _seafarer()
    pass_until(s, "trigger", 0)
    fate, honor = s.state.players[0].fate, s.state.players[0].honor
    s.pick("Mantis Seafarer")
    assert s.state.players[0].fate == fate + 1 and s.state.players[0].honor == honor - 1
    assert _limits_left(s, 0, "Mantis Seafarer", "11-mantis-seafarer") == [True]  # unlimited


@pytest.mark.covers("Mantis Seafarer", "a1:when", "a1:cost")
def test_mantis_seafarer_only_when_it_wins_and_with_honor_to_lose():
    _run_conflict_out(_seafarer(win=False), "Mantis Seafarer")
    _run_conflict_out(_seafarer(attackers=("Brash Samurai",)), "Mantis Seafarer")  # it did not take part
    s = _seafarer()
    pass_until(s, "trigger", 0)
    s.state.players[0].honor = 0  # (no honor to lose: the cost cannot be paid)
    assert not _ability("11-mantis-seafarer").costs[0].can_pay(s.game, 0, s.uid("Mantis Seafarer"))


# ------------------------------------------------------------------ Shiksha Scout
def _scout(attackers=("Doji Challenger", "Shiksha Scout"), defenders=("Eager Scout", "Doji Whisperer"), give=None):
    if give is not None:  # Doji Challenger: "if you control more participating characters than your opponent"
        give(Action(Effect("gain_fate", on="player"), condition=you_control_participants("more"), text="more"))
    s = in_conflict(dict(characters=["Doji Challenger", "Shiksha Scout", "Brash Samurai"], hand=["Banzai!"]),
                    dict(characters=["Eager Scout", "Doji Whisperer", "Akodo Gunsō"], **WAITS),
                    attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Shiksha Scout", "a1:effect", "a1:condition")
def test_shiksha_scout_counts_as_one_more_character_of_yours_in_the_conflict():
    """Rules Reference "Participating and Cannot Participate": a character at home does not
    participate -- nor then does the Scout's additional character."""
    s = _scout()
    assert participants_you_control(s.game, 0) == 3 and participants_you_control(s.game, 1) == 2
    s = _scout(attackers=("Doji Challenger", "Brash Samurai"))  # the Scout at home
    assert participants_you_control(s.game, 0) == 2
    s = Quiet(first_player=0)
    s.player(0, characters=["Shiksha Scout"])
    s.player(1)
    s.build()
    assert participants_you_control(s.game, 0) == 0  # no conflict


@pytest.mark.covers("Shiksha Scout", "a1:effect")
def test_shiksha_scout_lets_you_control_more_participating_characters(give):
    """2 participants and the Scout's additional character are more than the opponent's 2."""
    assert can_use(_scout(give=give), 0, "Doji Challenger: more")
    assert not can_use(_scout(defenders=("Eager Scout", "Doji Whisperer", "Akodo Gunsō"), give=give), 0,
                       "Doji Challenger: more")  # 3 against 3
    assert not can_use(_scout(attackers=("Doji Challenger", "Brash Samurai"), give=give), 0,
                       "Doji Challenger: more")  # the Scout at home: 2 against 2


def test_you_control_participants_fewer_counts_the_opponents_additional_character_too():
    """The condition compares the two counts (Even the Odds: "fewer participating characters
    than your opponent"); the opponent's Shiksha Scout counts for its controller."""
    s = in_conflict(dict(characters=["Doji Challenger", "Brash Samurai"], hand=["Banzai!"]),
                    dict(characters=["Shiksha Scout", "Eager Scout"], **WAITS),
                    attackers=["Doji Challenger", "Brash Samurai"], defenders=["Shiksha Scout", "Eager Scout"])
    s.start("3.2.2")
    my_turn(s)
    ctx = {"player": 0, "card": s.uid("Doji Challenger")}
    assert you_control_participants("fewer")(s.game, ctx)  # 2 against 2 + 1
    assert not you_control_participants("more")(s.game, ctx)
    with pytest.raises(ValueError, match="more"):
        you_control_participants("as many")


# ------------------------------------------------------------------ Breach of Etiquette
def _breach(give, type="political", hand=("Breach of Etiquette",)):
    """Doji Challenger (a Bushi: no Courtier) of each player gets a test-only action: gain 1 fate."""
    give(Action(Effect("gain_fate", on="player"), text="test"))
    s = in_conflict(dict(characters=["Doji Challenger", "Kakita Asami"], hand=list(hand), fate=1),
                    dict(characters=["Doji Challenger", "Eager Scout"], **WAITS), type=type,
                    attackers=["Doji Challenger", "Kakita Asami"], defenders=["Doji Challenger", "Eager Scout"])
    s.start("3.2.2")
    my_turn(s)
    return s


def _use(s, p, label):
    my_turn(s, p)
    s.game.answer(next(o.id for o in s.game.pending.options if label in o.label))


@pytest.mark.covers("Breach of Etiquette", "a1:effect", "a1:condition")
def test_breach_of_etiquette_triggering_a_non_courtiers_ability_costs_1_honor_this_conflict(give):
    s = _breach(give)
    s.pick("Breach of Etiquette")
    honor = [p.honor for p in s.state.players]
    _use(s, 1, "Doji Challenger: test")  # the opponent's non-Courtier
    assert s.state.players[1].honor == honor[1] - 1
    _use(s, 0, "Doji Challenger: test")  # your own
    assert s.state.players[0].honor == honor[0] - 1
    _use(s, 1, "Pass")
    _use(s, 0, "Kakita Asami")  # a Courtier: it takes 1 honor, no loss
    assert s.state.players[0].honor == honor[0] - 1 + 1 and s.state.players[1].honor == honor[1] - 2


@pytest.mark.covers("Breach of Etiquette", "a1:effect")
def test_breach_of_etiquette_not_for_attachments_and_only_until_the_end_of_the_conflict(give):
    s = _breach(give)
    s.pick("Breach of Etiquette")
    _run_conflict_out(s, "no such card")
    assert not any(e["type"] == "each_time" for e in s.state.lasting)
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Invocation of Ash"]), "Brash Samurai"],
             hand=["Breach of Etiquette"])
    s.player(1, characters=["Doji Whisperer"], **WAITS)
    s.conflict(attacker=1, type="political", ring="air", attackers=["Doji Whisperer"], defenders=["Brash Samurai"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Breach of Etiquette")
    honor = s.state.players[0].honor
    _use(s, 1, "Pass")
    _use(s, 0, "Invocation of Ash")  # an attachment's ability: only its own cost of 1 honor
    s.pick("Brash Samurai")
    assert s.state.players[0].honor == honor - 1


@pytest.mark.covers("Breach of Etiquette", "a1:condition")
def test_breach_of_etiquette_only_during_a_political_conflict(give):
    assert not can_use(_breach(give, type="military"), 0, "Breach of Etiquette")
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Breach of Etiquette"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Breach of Etiquette")


@pytest.mark.covers("Breach of Etiquette", "a1:limit")
def test_breach_of_etiquette_max_1_per_conflict(give):
    s = _breach(give, hand=("Breach of Etiquette", "Breach of Etiquette"))
    s.pick("Breach of Etiquette")
    _use(s, 1, "Pass")
    my_turn(s)
    assert not can_use(s, 0, "Breach of Etiquette")


# ------------------------------------------------------------------ Jurōjin's Curse
def _curse(fate=1, bowed=False, extra=(), start="fate"):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", fate=fate, bowed=bowed,
                                 attachments=["Jurōjin's Curse", *extra]), dict(name="Brash Samurai", fate=5)])
    s.player(1, characters=[dict(name="Eager Scout", fate=5)])
    s.start(start)
    for _ in range(200):  # to the next round's dynasty phase
        if s.state.round > 1 or s.game.pending is None:
            break
        skip(s)
    return s


def _fate_phases(s):
    return sum(1 for line in s.log if "Fate phase begins" in line)


@pytest.mark.covers("Jurōjin's Curse", "a1:effect", "a1:trigger", "a1:when", "a1:condition")
def test_jurojins_curse_a_second_fate_phase_follows_while_its_character_is_ready():
    """The second fate phase is a whole one (Appendix I 4.1-4.9): fate is removed again, the
    characters without fate are discarded (the Curse's own character, with it), the first
    player token passes again; then the round ends."""
    s = _curse()
    assert _fate_phases(s) == 2 and s.state.round == 2
    assert s.card("Doji Whisperer").zone == "dynasty_discard" and s.card("Jurōjin's Curse").zone == "conflict_discard"
    assert s.card("Brash Samurai").fate == 3 and s.card("Eager Scout").fate == 3  # 1 fate removed in each phase
    assert s.state.first_player == 0  # passed twice


@pytest.mark.covers("Jurōjin's Curse", "a1:limit")
def test_jurojins_curse_max_1_per_round():
    """Its character survives the second fate phase, ready: no third one ("Max 1 per round";
    the round ends with its final fate phase, Appendix I 4.9)."""
    s = _curse(fate=3)
    assert _fate_phases(s) == 2 and s.card("Doji Whisperer").fate == 1


@pytest.mark.covers("Jurōjin's Curse", "a1:condition", "a1:when")
def test_jurojins_curse_not_with_its_character_bowed_nor_at_the_end_of_another_phase():
    s = _curse(fate=2, bowed=True, extra=["Pit Trap"])  # Pit Trap: it does not ready in the fate phase
    assert s.card("Doji Whisperer").bowed and _fate_phases(s) == 1
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", fate=2, attachments=["Jurōjin's Curse"])])
    s.player(1)
    s.start("draw")
    while s.state.phase == "draw" and s.game.pending is not None:
        skip(s)
    assert s.state.phase == "conflict"


# ------------------------------------------------------------------ Infiltrator
def _bids(s, mine, theirs):
    s.adjust(lambda g: (setattr(g.state.players[0], "bid", mine), setattr(g.state.players[1], "bid", theirs)))


@pytest.mark.covers("Infiltrator", "a1:play_restriction")
def test_infiltrator_played_only_with_a_higher_bid_on_your_honor_dial():
    for mine, theirs, ok in ((3, 1, True), (2, 2, False), (1, 4, False)):
        s = Quiet(first_player=0)
        s.player(0, characters=["Doji Whisperer"], hand=["Infiltrator"], fate=3)
        s.player(1, characters=["Eager Scout"])
        _bids(s, mine, theirs)
        s.start("conflict")
        pass_until(s, ("action", "declare_conflict"), 0)
        assert any("Play Infiltrator" in x for x in s.legal()) is ok, (mine, theirs)


def _infiltrator(top="Banzai!", fate=3, start=True):
    s = in_conflict(dict(characters=[dict(name="Doji Whisperer", attachments=["Infiltrator"]), "Brash Samurai"],
                         fate=fate),
                    dict(characters=["Eager Scout"], conflict_deck=["Fine Katana", top], **WAITS), type="political",
                    attackers=["Doji Whisperer", "Brash Samurai"], defenders=["Eager Scout"])
    if start:
        s.start("3.2.2")
        my_turn(s)
    return s


def _top_card(s, name):
    return s.card(name, 1, zone="conflict_deck")


@pytest.mark.covers("Infiltrator", "a2:effect", "a2:condition")
def test_infiltrator_plays_the_top_card_of_the_opponents_deck_as_if_in_hand():
    """An event: played by you, its cost paid from your pool, it goes to its owner's discard
    pile (Rules Reference "Control and Ownership")."""
    s = _infiltrator()
    banzai = _top_card(s, "Banzai!")
    s.pick("Infiltrator")
    assert s.game.pending.context == "play_or_discard" and s.game.pending.player == 0
    s.assert_legal("Discard Banzai!")
    s.pick("Banzai!: +2 military")
    s.pick("Brash Samurai")
    skip(s)  # (do not lose honor to resolve it again)
    assert skill(s.state, s.card("Brash Samurai"), "military") == 2 + 2
    assert banzai.zone == "conflict_discard" and banzai.uid in s.state.players[1].conflict_discard
    assert not any(e["type"] == "play_as_if_in_hand" for e in s.state.lasting)


@pytest.mark.covers("Infiltrator", "a2:effect")
def test_infiltrator_plays_an_attachment_or_a_character_under_your_control():
    s = _infiltrator(top="Ornate Fan")
    fan = _top_card(s, "Ornate Fan")
    s.pick("Infiltrator")
    s.pick("Play Ornate Fan")
    s.pick("Attach to Brash Samurai")
    assert fan.attached_to == s.uid("Brash Samurai") and fan.controller == 0 and fan.owner == 1
    s = _infiltrator(top="Shiksha Scout")
    scout = _top_card(s, "Shiksha Scout")
    fate = s.state.players[0].fate
    s.pick("Infiltrator")
    s.pick("Play Shiksha Scout")
    s.pick("Into the conflict")
    skip(s)  # no additional fate
    assert scout.zone == "play" and scout.controller == 0 and scout.uid in s.state.conflict.attackers
    assert s.state.players[0].fate == fate - 2


@pytest.mark.covers("Infiltrator", "a2:effect")
def test_infiltrator_or_discards_it_the_only_choice_when_it_cannot_be_played():
    s = _infiltrator()
    banzai = _top_card(s, "Banzai!")
    s.pick("Infiltrator")
    s.pick("Discard Banzai!")
    assert banzai.zone == "conflict_discard" and banzai.uid in s.state.players[1].conflict_discard
    assert not any(e["type"] == "play_as_if_in_hand" for e in s.state.lasting)
    s = _infiltrator(top="Shiksha Scout", fate=1)  # it costs 2
    scout = _top_card(s, "Shiksha Scout")
    s.pick("Infiltrator")
    assert scout.zone == "conflict_discard"  # discarding was the only choice, made at once
    s = _infiltrator(top="Way of the Crab")  # a reaction: no action to play it now
    assert s.card("Way of the Crab", 1).zone == "conflict_deck"
    s.pick("Infiltrator")
    assert s.card("Way of the Crab", 1).zone == "conflict_discard"


@pytest.mark.covers("Infiltrator", "a2:condition")
def test_infiltrator_only_during_a_conflict_once_per_round():
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Infiltrator"])])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Infiltrator")
    s = _infiltrator()
    s.pick("Infiltrator")
    s.pick("Discard Banzai!")
    assert _limits_left(s, 0, "Infiltrator", "11-infiltrator", 1) == [False]
