"""Core Set Phoenix cards: each card's effect, a restriction, and the rulings
(lcg-rulings-2017.md) about it; Rules Reference Appendix III/IV where they
revise a card (Display of Power, Kuroi Mori, Against the Waves)."""

from __future__ import annotations

import pytest

from l5r.lcg.actions import ev
from l5r.lcg.conflict import glory_counts
from l5r.lcg.abilities import action_options
from l5r.lcg.model import declared_against_key, glory, has_keyword, skill
from l5r.lcg.vocab import can_affect
from l5r.lcg.vocab_rings import conflict_elements
from l5r.testing import Scenario


def in_conflict(p0: dict, p1: dict, *, attacker=0, type="political", ring="air", province=0,
                attackers=(), defenders=(), at="3.2.2", first=0) -> Scenario:
    s = Scenario(first_player=first)
    s.player(0, **p0)
    s.player(1, **p1)
    s.conflict(attacker=attacker, type=type, ring=ring, province=province, attackers=list(attackers),
               defenders=list(defenders))
    s.start(at)
    return s


def declare_attack(s: Scenario, type: str, ring: str, attackers: list, province: int = 0) -> None:
    """Declare a conflict but stop before the covert choice (if any)."""
    d = s.game.pending
    assert d.context == "declare_conflict", d.context
    match = [o for o in d.options if o.data.get("type") == type and o.data.get("ring") == ring
             and o.data["slot"] == province]
    assert match, s.legal()
    s.game.answer(match[0].id)
    s.pick_many(*attackers)


def pass_until(s: Scenario, context: str, player: int | None = None, limit: int = 30) -> None:
    for _ in range(limit):
        d = s.game.pending
        if d is not None and d.context == context and (player is None or d.player == player):
            return
        s.pass_()
    raise AssertionError(f"never reached {context}")


# ------------------------------------------------------------------ Adept of the Waves
@pytest.mark.covers('Adept of the Waves', 'a1:effect')
def test_adept_of_the_waves_covert_during_water_conflicts_rrg_covert():
    s = Scenario(first_player=0)
    s.player(0, characters=["Adept of the Waves", "Doji Whisperer"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    s.pick("Adept of the Waves")
    s.pick("Doji Whisperer")
    whisperer = s.card("Doji Whisperer")
    assert not has_keyword(s.state, whisperer, "covert")  # no conflict: not yet
    declare_attack(s, "political", "water", ["Doji Whisperer"])
    assert s.game.pending.context == "covert"  # declared as a water attacker: covert
    s.pick("Eager Scout")
    assert s.uid("Eager Scout") in s.state.conflict.evaded


def test_adept_of_the_waves_no_covert_in_other_elements():
    s = Scenario(first_player=0)
    s.player(0, characters=["Adept of the Waves", "Doji Whisperer"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    s.pick("Adept of the Waves")
    s.pick("Doji Whisperer")
    declare_attack(s, "political", "fire", ["Doji Whisperer"])
    assert s.state.conflict is not None and s.state.conflict.ring == "fire"
    assert s.state.conflict.evaded == []
    assert not has_keyword(s.state, s.card("Doji Whisperer"), "covert")


@pytest.mark.ruling(6, "Adept of the Waves")
def test_adept_of_the_waves_ruling_multiple_instances_of_a_keyword_are_redundant():
    """Ruling (Adept of the Waves, RRG "Keywords"): a second covert on a
    character that has covert adds nothing - one evaded character, chosen once."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Adept of the Waves", "Political Rival"])
    s.player(1, characters=["Eager Scout", "Doji Whisperer"])
    s.start("conflict")
    s.pick("Adept of the Waves")
    s.pick("Political Rival")
    declare_attack(s, "political", "water", ["Political Rival"])
    assert s.game.pending.context == "covert" and s.game.pending.kind == "choose_one"
    s.pick("Eager Scout")
    assert s.game.pending is None or s.game.pending.context != "covert"
    assert s.state.conflict.evaded == [s.uid("Eager Scout")]


# ------------------------------------------------------------------ Against the Waves
@pytest.mark.covers('Against the Waves', 'a1:effect')
def test_against_the_waves_readies_a_bowed_shugenja_you_control():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Adept of the Waves", bowed=True)], hand=["Against the Waves"],
             fate=1)
    s.player(1)
    s.start("conflict")
    s.pick("Against the Waves")
    s.pick("Adept of the Waves")  # the only option of the choice is "ready": no select asked
    assert not s.card("Adept of the Waves").bowed
    assert s.state.players[0].fate == 0
    assert s.card("Against the Waves").zone == "conflict_discard"


@pytest.mark.covers('Against the Waves', 'a1:effect')
def test_against_the_waves_bows_a_ready_shugenja():
    s = Scenario(first_player=0)
    s.player(0, characters=["Adept of the Waves"], hand=["Against the Waves"], fate=1)
    s.player(1)
    s.start("conflict")
    s.pick("Against the Waves")
    s.pick("Adept of the Waves")
    assert s.card("Adept of the Waves").bowed


@pytest.mark.covers('Against the Waves', 'a1:target')
def test_against_the_waves_errata_only_a_shugenja_you_control():
    """Rules Reference Appendix IV: "Choose a Shugenja character you control"."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Against the Waves"], fate=1)
    s.player(1, characters=[dict(name="Adept of the Waves", bowed=True)])
    s.start("conflict")
    s.assert_not_legal("Against the Waves")  # an opponent's Shugenja, a non-Shugenja: no target


# ------------------------------------------------------------------ Asako Diplomat
@pytest.mark.covers('Asako Diplomat', 'a1:effect', 'a1:trigger')
def test_asako_diplomat_after_winning_dishonors_a_chosen_character():
    s = in_conflict(dict(characters=["Asako Diplomat"]), dict(characters=["Doji Whisperer"]),
                    attackers=["Asako Diplomat"])
    pass_until(s, "trigger", 0)
    s.pick("Asako Diplomat")
    s.pick("Doji Whisperer")
    assert s.game.pending.context == "select"
    s.pick("dishonor")
    assert s.card("Doji Whisperer").status == -1


@pytest.mark.covers('Asako Diplomat', 'a1:when')
def test_asako_diplomat_needs_to_win_the_conflict_itself():
    """It must participate on the winning side: at home, it does not react."""
    s = in_conflict(dict(characters=["Asako Diplomat", "Doji Whisperer"]), dict(characters=["Eager Scout"]),
                    attackers=["Doji Whisperer"])
    for _ in range(10):
        d = s.game.pending
        if d is None or d.context == "ring_effect":
            break
        assert not any("Asako Diplomat" in l for l in s.legal())
        s.pass_()
    assert s.state.conflict.winner == 0


# ------------------------------------------------------------------ Display of Power
def _display(ring="air"):
    return in_conflict(dict(characters=["Matsu Berserker"]), dict(hand=["Display of Power"], fate=2),
                       type="military", ring=ring, attackers=["Matsu Berserker"])


@pytest.mark.covers('Display of Power', 'a1:effect', 'a1:trigger')
def test_display_of_power_defender_resolves_the_ring_and_claims_it():
    s = _display()
    pass_until(s, "trigger", 1)
    s.pick("Display of Power")
    # 3.2.6 replaced: the defender resolves the air ring as if they had won as the attacker
    assert s.game.pending.player == 1 and s.game.pending.context == "ring_effect"
    s.pick("Take 1 honor")
    st = s.state
    assert st.players[1].honor == 10 - 1 + 1  # lost 1 for unopposed (3.2.4), then took 1
    assert st.players[0].honor == 9
    assert st.rings["air"].claimed_by == 1
    assert st.players[1].fate == 0


@pytest.mark.covers('Display of Power', 'a1:when')
def test_display_of_power_only_after_losing_an_unopposed_conflict():
    s = in_conflict(
        dict(characters=["Matsu Berserker"]),
        dict(characters=["Eager Scout"], hand=["Display of Power"], fate=2),
        type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    for _ in range(10):
        d = s.game.pending
        if d is None or d.context == "ring_effect":
            break
        assert not any("Display of Power" in l for l in s.legal())
        s.pass_()
    assert s.game.pending.player == 0  # the winning attacker resolves the ring as usual
    assert s.card("Display of Power").zone == "hand"


@pytest.mark.covers('Display of Power', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(64, "Display of Power")
def test_display_of_power_ruling_played_before_the_unopposed_honor_loss_and_break():
    """Ruling (Display of Power): it is played right after the winner is
    determined (3.2.3), before the unopposed honor loss (3.2.4) and the break
    (3.2.5); its delayed effect then replaces 3.2.6 and the defender claims."""
    s = _display()
    pass_until(s, "trigger", 1)
    prov = s.state.cards[s.state.conflict.province]
    assert s.state.players[1].honor == 10 and not prov.broken
    s.pick("Display of Power")
    assert s.state.players[1].honor == 9 and prov.broken  # 3.2.4 and 3.2.5 happened first
    s.pick("Gain 2 honor")
    assert s.state.players[1].honor == 11
    assert s.state.rings["air"].claimed_by == 1


@pytest.mark.covers('Display of Power', 'a1:effect', 'a1:trigger')
def test_display_of_power_clarification_defender_may_decline_and_still_claims():
    """Appendix III: the defender chooses the ring effect (or none); the ring
    is claimed by the defender anyway."""
    s = _display()
    pass_until(s, "trigger", 1)
    s.pick("Display of Power")
    s.pick("Do not resolve")
    assert s.state.players[0].honor == 10 and s.state.players[1].honor == 9
    assert s.state.rings["air"].claimed_by == 1


@pytest.mark.covers('Seeker of Knowledge', 'a1:effect')
@pytest.mark.covers('Display of Power', 'a1:effect', 'a1:trigger')
def test_display_of_power_clarification_with_seeker_of_knowledge_the_defender_chooses():
    """Appendix III: with Seeker of Knowledge attacking, the attacker does not
    choose: the defender chooses which of the ring's effects to resolve."""
    s = in_conflict(dict(characters=["Seeker of Knowledge"]),
                    dict(hand=["Display of Power"], fate=2, characters=[dict(name="Doji Whisperer",
                                                                          bowed=True)]),
                    type="political", ring="fire", attackers=["Seeker of Knowledge"])
    pass_until(s, "trigger", 1)
    s.pick("Display of Power")
    d = s.game.pending
    assert d.player == 1 and d.context == "ring_element"
    s.pick("air")
    s.pick("Take 1 honor")
    assert s.state.players[1].honor == 10  # 10 - 1 (unopposed) + 1
    assert s.state.rings["fire"].claimed_by == 1


# ------------------------------------------------------------------ Fearsome Mystic
@pytest.mark.covers('Fearsome Mystic', 'a1:condition', 'a1:effect')
def test_fearsome_mystic_plus_2_glory_during_air_conflicts():
    s = in_conflict(dict(characters=["Fearsome Mystic"]), dict(characters=["Eager Scout"]),
                    ring="air", attackers=["Fearsome Mystic"], at="3.2.1")
    mystic = s.card("Fearsome Mystic")
    assert glory(s.state, mystic) == 1 + 2
    s.state.conflict.ring = "fire"
    assert glory(s.state, mystic) == 1


@pytest.mark.covers('Fearsome Mystic', 'a1:condition', 'a2:effect')
def test_fearsome_mystic_removes_fate_from_lower_glory_enemy_participants():
    s = in_conflict(dict(characters=["Fearsome Mystic"]),
                    dict(characters=[dict(name="Eager Scout", fate=2), dict(name="Doji Whisperer", fate=2),
                                     dict(name="Matsu Berserker", fate=1)]),
                    ring="fire", attackers=["Fearsome Mystic"], defenders=["Eager Scout", "Doji Whisperer"])
    assert s.game.pending.player == 1
    s.pass_()
    s.pick("Fearsome Mystic")
    # Mystic has glory 1: Eager Scout (glory 0) loses 1 fate; Doji Whisperer (glory 1) keeps it
    assert s.card("Eager Scout").fate == 1
    assert s.card("Doji Whisperer").fate == 2
    assert s.card("Matsu Berserker").fate == 1  # not participating


@pytest.mark.covers('Fearsome Mystic', 'a2:conflict')
def test_fearsome_mystic_action_only_while_participating():
    s = in_conflict(dict(characters=["Fearsome Mystic", "Doji Whisperer"], hand=["Fine Katana"]),
                    dict(characters=[dict(name="Eager Scout", fate=2)]),
                    ring="fire", attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    if s.game.pending.player == 1:
        s.pass_()
    s.assert_not_legal("Fearsome Mystic")


# ------------------------------------------------------------------ Forgotten Library
@pytest.mark.covers('Forgotten Library', 'a1:effect', 'a1:trigger')
def test_forgotten_library_draws_1_card_after_the_draw_phase_begins():
    s = Scenario(first_player=0)
    s.player(0, provinces=[dict(name="Shameful Display", cards=["Forgotten Library"]), "Night Raid",
                           "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])
    s.player(1)
    s.start("draw")
    assert s.game.pending.context == "trigger"
    s.pick("Forgotten Library")
    assert len(s.state.players[0].hand) == 1


@pytest.mark.covers('Forgotten Library', 'a1:when')
def test_forgotten_library_not_while_facedown_nor_in_other_phases():
    s = Scenario(first_player=0)
    s.player(0, provinces=[dict(name="Shameful Display", cards=[dict(name="Forgotten Library",
                                                                     facedown=True)]),
                           "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])
    s.player(1)
    s.start("draw")
    assert s.game.pending.context == "honor_bid"
    s2 = Scenario(first_player=0)
    s2.player(0, provinces=[dict(name="Shameful Display", cards=["Forgotten Library"]), "Night Raid",
                            "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])
    s2.player(1)
    s2.start("fate")
    assert s2.game.pending.context != "trigger"  # no reaction outside the draw phase
    assert s2.state.players[0].hand == []


# ------------------------------------------------------------------ Grasp of Earth
@pytest.mark.covers('Grasp of Earth', 'a1:attach_to')
def test_grasp_of_earth_attaches_only_to_a_shugenja_you_control():
    from l5r.lcg.play import attachment_hosts
    s = Scenario()
    s.player(0, characters=["Adept of the Waves", "Doji Whisperer"], hand=["Grasp of Earth"])
    s.player(1, characters=["Solemn Scholar"])
    g = s.build()
    assert attachment_hosts(g, 0, s.uid("Grasp of Earth")) == [s.uid("Adept of the Waves")]


@pytest.mark.covers('Grasp of Earth', 'a2:cost', 'a2:effect')
def test_grasp_of_earth_opponents_cannot_play_characters_from_hand_this_conflict():
    s = in_conflict(dict(characters=[dict(name="Adept of the Waves", attachments=["Grasp of Earth"])]),
                    dict(characters=["Doji Whisperer"], hand=["Ishiken Initiate"], fate=5),
                    attackers=["Adept of the Waves"], defenders=["Doji Whisperer"])
    assert s.game.pending.player == 1
    s.assert_legal("Play Ishiken Initiate")
    s.pass_()
    s.pick("Grasp of Earth")
    assert s.card("Grasp of Earth").bowed  # the cost
    assert s.game.pending.player == 1
    s.assert_not_legal("Ishiken Initiate")
    assert not can_affect(s.game, "move_to_conflict", s.card("Doji Whisperer"))
    from l5r.lcg.play import play_options
    s.state.lasting = [e for e in s.state.lasting if e.get("until") != "conflict"]  # as at 3.3
    assert any("Ishiken Initiate" in o.label for o in play_options(s.game, 1, False))


@pytest.mark.covers('Grasp of Earth', 'a2:condition')
def test_grasp_of_earth_only_during_a_conflict():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Solemn Scholar", attachments=["Grasp of Earth"])])
    s.player(1)
    s.start("conflict")
    assert s.game.pending.context == "declare_conflict"  # no action to offer before a conflict


@pytest.mark.covers('Grasp of Earth', 'a2:effect')
@pytest.mark.ruling(92, "Grasp of Earth")
def test_grasp_of_earth_ruling_only_characters_in_play_and_put_into_play_allowed():
    """Ruling (Grasp of Earth): "cannot move to this conflict" applies only to
    the opponents' characters in play when it resolves, and it does not stop
    characters being put into play in the conflict."""
    s = in_conflict(dict(characters=[dict(name="Adept of the Waves", attachments=["Grasp of Earth"])]),
                    dict(characters=["Doji Whisperer"], hand=["Ishiken Initiate", "Seeker of Knowledge"],
                         fate=5), attackers=["Adept of the Waves"])
    if s.game.pending.player == 1:
        s.pass_()
    s.pick("Grasp of Earth")
    ishiken = s.uid("Ishiken Initiate")
    s.apply(ev("enter_play", card=ishiken, player=1, into_conflict=True))  # put into play
    assert ishiken in s.state.conflict.defenders
    seeker = s.uid("Seeker of Knowledge")
    s.apply(ev("enter_play", card=seeker, player=1))
    assert can_affect(s.game, "move_to_conflict", s.state.cards[seeker])  # arrived later
    assert not can_affect(s.game, "move_to_conflict", s.card("Doji Whisperer"))


# ------------------------------------------------------------------ Isawa Atsuko
@pytest.mark.covers('Isawa Atsuko', 'a1:effect')
def test_isawa_atsuko_void_conflict_plus_1_to_yours_minus_1_to_theirs():
    s = in_conflict(dict(characters=["Isawa Atsuko", "Doji Whisperer", "Asako Diplomat"]),
                    dict(characters=["Akodo Gunsō", "Doji Challenger"]), ring="void",
                    attackers=["Doji Whisperer"], defenders=["Akodo Gunsō"])
    s.pass_()
    s.pick("Isawa Atsuko")  # she need not participate
    st = s.state

    def skills(name):
        c = s.card(name)
        return skill(st, c, "military"), skill(st, c, "political")
    assert skills("Doji Whisperer") == (1, 4)  # printed 0/3
    assert skills("Akodo Gunsō") == (1, 0)  # printed 2/1
    assert skill(st, s.card("Asako Diplomat"), "political") == 2  # at home
    assert skill(st, s.card("Doji Challenger"), "political") == 3


@pytest.mark.covers('Isawa Atsuko', 'a1:condition')
def test_isawa_atsuko_only_during_a_void_conflict():
    s = in_conflict(dict(characters=["Isawa Atsuko", "Doji Whisperer"], hand=["Fine Katana"], fate=1),
                    dict(characters=["Akodo Gunsō"]), ring="water",
                    attackers=["Doji Whisperer"], defenders=["Akodo Gunsō"])
    if s.game.pending.player == 1:
        s.pass_()
    s.assert_not_legal("Isawa Atsuko")


@pytest.mark.ruling(121, "Isawa Atsuko")
def test_isawa_atsuko_ruling_characters_joining_later_are_not_affected():
    """Ruling (Isawa Atsuko, RRG "Lasting Effects"): only characters already
    participating when it resolves are affected."""
    s = in_conflict(dict(characters=["Isawa Atsuko", "Doji Whisperer", "Asako Diplomat"]),
                    dict(characters=["Akodo Gunsō"]), ring="void",
                    attackers=["Doji Whisperer"], defenders=["Akodo Gunsō"])
    s.pass_()
    s.pick("Isawa Atsuko")
    diplomat = s.card("Asako Diplomat")
    s.state.conflict.attackers.append(diplomat.uid)  # joins afterwards
    assert skill(s.state, diplomat, "political") == 2


# ------------------------------------------------------------------ Isawa Masahiro
@pytest.mark.covers('Isawa Masahiro', 'a1:cost', 'a1:effect', 'a1:target')
def test_isawa_masahiro_bows_to_discard_a_participant_with_printed_cost_2_or_less():
    s = in_conflict(dict(characters=["Isawa Masahiro", "Doji Whisperer"]),
                    dict(characters=["Akodo Gunsō", "Doji Challenger"]), ring="fire",
                    attackers=["Doji Whisperer"], defenders=["Akodo Gunsō", "Doji Challenger"])
    s.pass_()
    s.pick("Isawa Masahiro")
    s.assert_not_legal("Doji Challenger")  # printed cost 3
    s.assert_legal("Doji Whisperer")  # any participating character, own ones too
    gunso = s.uid("Akodo Gunsō")
    s.pick("Akodo Gunsō")
    assert s.state.cards[gunso].zone == "dynasty_discard"
    assert s.card("Isawa Masahiro").bowed


@pytest.mark.covers('Isawa Masahiro', 'a1:condition')
def test_isawa_masahiro_only_during_a_fire_conflict():
    s = in_conflict(dict(characters=["Isawa Masahiro", "Doji Whisperer"], hand=["Fine Katana"], fate=1),
                    dict(characters=["Akodo Gunsō"]), ring="air",
                    attackers=["Doji Whisperer"], defenders=["Akodo Gunsō"])
    if s.game.pending.player == 1:
        s.pass_()
    s.assert_not_legal("Isawa Masahiro")


# ------------------------------------------------------------------ Isawa Mori Seidō
@pytest.mark.covers('Isawa Mori Seidō', 'a1:cost', 'a1:effect', 'a1:target')
def test_isawa_mori_seido_bows_for_plus_2_glory_until_the_end_of_the_phase():
    s = Scenario(first_player=0)
    s.player(0, stronghold="Isawa Mori Seidō", characters=["Solemn Scholar"])
    s.player(1, characters=["Akodo Gunsō"])
    s.start("draw")
    s.pick("1")
    s.pick("1")
    s.pick("Isawa Mori Seidō")
    s.pick("Akodo Gunsō")  # any character
    st = s.state
    assert st.cards[st.players[0].stronghold].bowed
    assert glory(st, s.card("Akodo Gunsō")) == 4
    while st.phase == "draw" and s.game.pending is not None:
        s.pass_()
    assert glory(st, s.card("Akodo Gunsō")) == 2  # expired at the end of the draw phase


@pytest.mark.covers('Isawa Mori Seidō', 'a1:cost')
def test_isawa_mori_seido_cannot_be_used_while_bowed():
    s = Scenario(first_player=0)
    s.player(0, stronghold="Isawa Mori Seidō", characters=["Solemn Scholar"])
    s.player(1)
    s.build()
    assert any("Isawa Mori" in o.label for o in action_options(s.game, 0))
    s.state.cards[s.state.players[0].stronghold].bowed = True  # the cost cannot be paid
    assert not any("Isawa Mori" in o.label for o in action_options(s.game, 0))


@pytest.mark.covers('Isawa Mori Seidō', 'a1:effect')
@pytest.mark.ruling(127, "Isawa Mori Seidō")
def test_isawa_mori_seido_ruling_glory_count_comes_before_the_conflict_phase_ends():
    """Ruling (Isawa Mori Seidō, RRG 3.4.2): the glory count happens before the
    conflict phase ends, so the +2 glory helps claim the Imperial Favor."""
    s = Scenario(first_player=0)
    s.player(0, stronghold="Isawa Mori Seidō", characters=["Solemn Scholar"],
             conflicts_left={"military": 0, "political": 0})
    s.player(1, characters=["Akodo Gunsō"], conflicts_left={"military": 0, "political": 0})
    s.start("3.c")
    assert glory_counts(s.game) == {0: 1, 1: 2}
    s.pick("Isawa Mori Seidō")
    s.pick("Solemn Scholar")
    assert s.game.pending.context == "imperial_favor" and s.game.pending.player == 0
    s.pick("political")
    assert s.state.favor == {"player": 0, "side": "political"}


# ------------------------------------------------------------------ Know the World
def _know_the_world(**p0):
    s = Scenario(first_player=0)
    spec = dict(hand=["Know the World"], fate=1, claimed_rings=["air"], characters=["Doji Whisperer"])
    spec.update(p0)
    s.player(0, **spec)
    s.player(1, claimed_rings=["fire"])
    s.start("3.c")  # the conflict phase action window
    return s


@pytest.mark.covers('Know the World', 'a1:effect')
def test_know_the_world_switches_a_claimed_ring_and_gains_its_fate():
    s = _know_the_world()
    st = s.state
    st.rings["water"].fate = 3
    s.pick("Know the World")
    assert s.game.pending.context == "select"
    s.assert_not_legal("switch your fire ring")  # the opponent's claimed ring
    s.assert_not_legal("with the fire ring")  # claimed: not unclaimed
    s.pick("switch your air ring with the water ring")
    assert st.rings["air"].claimed_by == -1 and st.rings["water"].claimed_by == 0
    assert st.players[0].fate == 3  # 1 - 1 (cost) + 3 on the ring
    assert st.rings["water"].fate == 0


@pytest.mark.covers('Know the World', 'a1:effect')
def test_know_the_world_needs_a_claimed_ring():
    s = _know_the_world(claimed_rings=[], hand=["Know the World", "Fine Katana"])
    s.assert_not_legal("Know the World")


@pytest.mark.covers('Know the World', 'a1:effect')
@pytest.mark.ruling(147, "Know the World")
def test_know_the_world_ruling_the_contested_ring_cannot_be_switched():
    """Ruling (Know the World, RRG "Rings"): a contested ring is neither
    claimed nor unclaimed, so it is not offered."""
    s = in_conflict(dict(characters=["Doji Whisperer"], hand=["Know the World"], fate=1,
                         claimed_rings=["air"]), dict(characters=["Eager Scout"]), ring="water",
                    attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    if s.game.pending.player == 1:
        s.pass_()
    s.pick("Know the World")
    s.assert_not_legal("the water ring")
    s.assert_legal("switch your air ring with the earth ring")


@pytest.mark.covers('Know the World', 'a1:effect')
@pytest.mark.ruling(148, "Know the World")
def test_know_the_world_ruling_the_ring_is_not_claimed():
    """Ruling (Know the World): the new ring is placed in the claimed pool but
    not claimed - no claim_ring event (Keeper/Seeker Initiate would not react)."""
    s = _know_the_world()
    s.pick("Know the World")
    s.pick("switch your air ring with the void ring")
    assert s.state.rings["void"].claimed_by == 0
    assert not any("claims the" in line for line in s.log)


@pytest.mark.covers('Know the World', 'a1:effect')
@pytest.mark.ruling(149, "Know the World")
def test_know_the_world_ruling_retains_the_conflict_type():
    """Ruling (Know the World): the new ring shows the conflict type the
    switched ring was claimed with."""
    s = _know_the_world()
    s.state.rings["air"].side = "political"
    s.state.rings["earth"].side = "military"
    s.pick("Know the World")
    s.pick("switch your air ring with the earth ring")
    assert s.state.rings["earth"].side == "political"


# ------------------------------------------------------------------ Kuroi Mori
KUROI = ["Kuroi Mori", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"]


def _kuroi(p0_chars, attackers, type="military", ring="air", province=0, p1_chars=(), **kw):
    s = in_conflict(dict(characters=list(p0_chars)),
                    dict(provinces=KUROI, characters=list(p1_chars)), type=type, ring=ring,
                    province=province, attackers=attackers, **kw)
    return s


@pytest.mark.covers('Kuroi Mori', 'a2:effect')
@pytest.mark.ruling(152, "Kuroi Mori")
def test_kuroi_mori_switches_the_contested_ring_ruling_the_attacker_takes_its_fate():
    """Ruling (Kuroi Mori, RRG "Rings"): once the new ring is contested, the
    attacking player takes all fate on it."""
    s = _kuroi(["Matsu Berserker"], ["Matsu Berserker"])
    st = s.state
    st.rings["water"].fate = 2
    assert s.game.pending.player == 1
    s.pick("Kuroi Mori")
    s.pick("switch the contested ring with the water ring")
    assert st.conflict.ring == "water" and st.rings["water"].contested
    assert not st.rings["air"].contested and st.rings["air"].claimed_by == -1
    assert st.conflict.type == "military" and st.rings["water"].side == "military"
    assert st.players[0].fate == 2 and st.rings["water"].fate == 0  # ruling: the attacker takes it


@pytest.mark.covers('Kuroi Mori', 'a2:effect')
def test_kuroi_mori_switches_the_conflict_type():
    s = _kuroi(["Matsu Berserker", "Akodo Gunsō"], ["Akodo Gunsō"])
    s.pick("Kuroi Mori")
    s.pick("switch the conflict type")
    assert s.state.conflict.type == "political" and s.state.conflict.ring == "air"
    assert s.state.rings["air"].side == "political"


def test_kuroi_mori_only_for_a_conflict_at_this_province():
    s = _kuroi(["Matsu Berserker"], ["Matsu Berserker"], province=1)
    assert s.game.pending is None or not any("Kuroi Mori" in l for l in s.legal())


@pytest.mark.covers('Kuroi Mori', 'a2:effect')
@pytest.mark.ruling(150, "Kuroi Mori")
def test_kuroi_mori_ruling_switching_type_does_not_change_remaining_conflicts():
    """Ruling (Kuroi Mori, RRG 3.2): the declared type still counts for the
    attacker's remaining conflicts."""
    s = _kuroi(["Akodo Gunsō"], ["Akodo Gunsō"])
    left = dict(s.state.players[0].conflicts_left)
    assert left == {"military": 0, "political": 1}
    s.pick("Kuroi Mori")
    s.pick("switch the conflict type")
    assert s.state.players[0].conflicts_left == left


@pytest.mark.covers('Kuroi Mori', 'a2:effect')
@pytest.mark.ruling(151, "Kuroi Mori")
def test_kuroi_mori_ruling_characters_that_cannot_participate_go_home_bowed():
    """Ruling (Kuroi Mori, RRG "Dash"): after a type switch, a participant with
    a dash in the new type goes home bowed."""
    s = _kuroi(["Matsu Berserker", "Akodo Gunsō"], ["Matsu Berserker", "Akodo Gunsō"])
    s.pick("Kuroi Mori")
    s.pick("switch the conflict type")
    berserker = s.card("Matsu Berserker")  # political dash
    assert berserker.uid not in s.state.conflict.attackers and berserker.bowed
    assert s.uid("Akodo Gunsō") in s.state.conflict.attackers


@pytest.mark.covers('Kuroi Mori', 'a1:not_stronghold_province')
def test_kuroi_mori_errata_cannot_be_a_stronghold_province():
    """Rules Reference Appendix IV: Kuroi Mori cannot be a stronghold province."""
    from l5r.lcg.decks import default_deck
    from l5r.lcg.game import new_game
    from l5r.lcg.model import FACTS
    g = new_game([default_deck("phoenix"), default_deck("crab")], seed=1, first_player=0)
    d = g.pending
    assert d.context == "stronghold_province" and d.player == 0
    names = [FACTS[g.state.cards[int(o.id)].cid].name for o in d.options]
    assert "Kuroi Mori" not in names and "Pilgrimage" in names and len(names) == 4


# ------------------------------------------------------------------ Meddling Mediator
def start_with(s: Scenario, at: str, tweak) -> Scenario:
    """Start ``s`` at ``at`` after ``tweak(state)`` adjusts the built position."""
    build = s.build

    def tweaked():
        g = build()
        tweak(g.state)
        return g
    s.build = tweaked
    s.start(at)
    return s


def _mediator(declared: int, pass_first: bool = True) -> Scenario:
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], fate=3, hand=["Fine Katana"],  # keeps the window open
             conflicts_left={"military": 0, "political": 0})
    s.player(1, characters=["Meddling Mediator"], fate=0, conflicts_left={"military": 0, "political": 0})

    def tweak(st):
        st.players[0].conflicts_declared = declared  # all against player 1 (the record of each declaration)
        st.uses["phase"][declared_against_key(0, 1)] = declared
    start_with(s, "3.c", tweak)
    if pass_first:
        s.pass_()  # the first player passes; the mediator's controller may act
    return s


@pytest.mark.covers('Meddling Mediator', 'a1:effect')
def test_meddling_mediator_takes_1_fate_after_2_conflicts_against_you():
    s = _mediator(2)
    s.pick("Meddling Mediator")
    s.pick("take 1 fate")
    assert s.game.pending.player == 0
    assert (s.state.players[0].fate, s.state.players[1].fate) == (2, 1)


@pytest.mark.covers('Meddling Mediator', 'a1:effect')
def test_meddling_mediator_takes_1_honor_instead():
    s = _mediator(2)
    s.pick("Meddling Mediator")
    s.pick("take 1 honor")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (9, 11)


@pytest.mark.covers('Meddling Mediator', 'a1:condition')
def test_meddling_mediator_needs_2_conflicts_declared_against_you():
    s = _mediator(1, pass_first=False)
    assert not any("Meddling Mediator" in o.label for o in action_options(s.game, 1))
    s.state.players[0].conflicts_declared = 2
    s.state.uses["phase"][declared_against_key(0, 1)] = 2
    assert any("Meddling Mediator" in o.label for o in action_options(s.game, 1))


# ------------------------------------------------------------------ Radiant Orator
@pytest.mark.covers('Radiant Orator', 'a1:effect')
def test_radiant_orator_move_home_effect():
    s = in_conflict(dict(characters=["Radiant Orator"]),
                    dict(characters=["Doji Whisperer", dict(name="Kaiu Envoy", bowed=True)]),
                    attackers=["Radiant Orator"], defenders=["Doji Whisperer", "Kaiu Envoy"])
    s.pass_()
    s.pick("Radiant Orator")  # 2 against 1: the bowed Kaiu Envoy does not count
    s.pick("Doji Whisperer")
    whisperer = s.card("Doji Whisperer")
    assert whisperer.uid not in s.state.conflict.defenders and not whisperer.bowed


@pytest.mark.covers('Radiant Orator', 'a1:condition', 'a1:conflict')
def test_radiant_orator_needs_more_glory_and_to_participate():
    s = in_conflict(dict(characters=["Radiant Orator", "Doji Whisperer"], hand=["Fine Katana"], fate=1),
                    dict(characters=["Akodo Gunsō"]), attackers=["Radiant Orator"],
                    defenders=["Akodo Gunsō"])
    s.pass_()
    s.assert_not_legal("Radiant Orator")  # 2 against 2
    s2 = in_conflict(dict(characters=["Radiant Orator", "Doji Whisperer"], hand=["Fine Katana"], fate=1),
                     dict(characters=["Eager Scout"]), attackers=["Doji Whisperer"],
                     defenders=["Eager Scout"])
    s2.pass_()
    s2.assert_not_legal("Radiant Orator")  # at home


@pytest.mark.covers('Radiant Orator', 'a1:effect')
@pytest.mark.ruling(179, "Radiant Orator")
def test_radiant_orator_ruling_claimed_rings_do_not_count():
    """Ruling (Radiant Orator): the comparison counts current glory of the
    participants only, not claimed rings as a glory count would."""
    s = in_conflict(dict(characters=["Radiant Orator"]),
                    dict(characters=["Doji Whisperer"], claimed_rings=["earth", "fire", "void"]),
                    attackers=["Radiant Orator"], defenders=["Doji Whisperer"])
    s.pass_()
    s.pick("Radiant Orator")  # 2 against 1, whatever the rings
    s.pick("Doji Whisperer")
    assert s.state.conflict.defenders == []


# ------------------------------------------------------------------ Seeker of Knowledge
@pytest.mark.covers('Seeker of Knowledge', 'a1:effect')
def test_seeker_of_knowledge_attacking_gives_the_ring_air_and_a_choice_of_effect():
    s = in_conflict(dict(characters=["Seeker of Knowledge", "Doji Whisperer"]), dict(),
                    ring="fire", attackers=["Seeker of Knowledge"])
    assert conflict_elements(s.state) == ["fire", "air"]
    pass_until(s, "ring_element", 0)
    s.assert_legal("Resolve the fire effect")
    s.pick("Resolve the air effect")
    s.pick("Gain 2 honor")
    assert s.state.players[0].honor == 12
    assert s.state.rings["fire"].claimed_by == 0


def test_seeker_of_knowledge_only_while_attacking():
    s = in_conflict(dict(characters=["Doji Whisperer"]), dict(characters=["Seeker of Knowledge"]),
                    ring="fire", attackers=["Doji Whisperer"], defenders=["Seeker of Knowledge"],
                    at="3.2.1")
    assert conflict_elements(s.state) == ["fire"]  # defending: no air


@pytest.mark.covers('Seeker of Knowledge', 'a1:effect')
@pytest.mark.ruling(192, "Seeker of Knowledge")
def test_seeker_of_knowledge_ruling_air_conflict_but_only_the_natural_ring_is_claimed():
    """Ruling (Seeker of Knowledge, RRG "Rings"): the conflict is also an air
    conflict (Fearsome Mystic gets her bonus), but the ring claimed is only
    its natural element (no claim of the air ring)."""
    s = in_conflict(dict(characters=["Seeker of Knowledge", "Fearsome Mystic"]), dict(),
                    ring="fire", attackers=["Seeker of Knowledge", "Fearsome Mystic"])
    assert glory(s.state, s.card("Fearsome Mystic")) == 3
    pass_until(s, "ring_element", 0)
    s.pick("Resolve the air effect")
    s.pick("Gain 2 honor")
    assert s.state.rings["fire"].claimed_by == 0 and s.state.rings["air"].claimed_by == -1
    assert any("claims the fire ring" in line for line in s.log)
    assert not any("claims the air ring" in line for line in s.log)


@pytest.mark.ruling(140, "Keeper Initiate")
def test_keeper_initiate_ruling_not_after_claiming_a_ring_that_gained_the_element():
    """Rulings (Keeper Initiate, Seeker Initiate, about Seeker of Knowledge):
    claiming a ring that had gained air is not claiming the air ring."""
    from l5r.lcg.vocab_rings import ring_elements
    s = in_conflict(dict(characters=["Seeker of Knowledge"]), dict(), ring="fire",
                    attackers=["Seeker of Knowledge"])
    pass_until(s, "ring_element", 0)
    s.pick("Resolve the fire effect")
    s.pick("Do not resolve")
    claims = [line for line in s.log if "claims the" in line]
    assert claims and all("air" not in line for line in claims)
    assert ring_elements(s.state, "fire") == ["fire"]  # the conflict is over: only its element


# ------------------------------------------------------------------ Shiba Tsukune
def _tsukune(first=0, tweak=lambda st: None, claimed=()):
    s = Scenario(first_player=first)
    s.player(0, characters=["Shiba Tsukune", dict(name="Doji Whisperer", bowed=True)],
             claimed_rings=list(claimed))
    s.player(1, characters=["Eager Scout"], hand=["Fine Katana", "Fine Katana"])
    return start_with(s, "3.5", tweak)


@pytest.mark.covers('Shiba Tsukune', 'a1:effect', 'a1:trigger')
def test_shiba_tsukune_resolves_up_to_2_unclaimed_rings_when_the_conflict_phase_ends():
    s = _tsukune(first=0)
    assert s.game.pending.context == "trigger"
    s.pick("Shiba Tsukune")
    assert s.game.pending.context == "choose_rings" and s.game.pending.max == 2
    s.pick_many("the air ring", "the water ring")
    assert s.game.pending.context == "ring_order" and s.game.pending.player == 0
    s.pick("the water ring")
    s.pick("Ready Doji Whisperer")
    assert not s.card("Doji Whisperer").bowed
    s.pick("Take 1 honor")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (11, 9)


@pytest.mark.covers('Shiba Tsukune', 'a1:effect', 'a1:trigger')
def test_shiba_tsukune_only_unclaimed_rings():
    s = _tsukune(claimed=["air", "fire"])
    s.pick("Shiba Tsukune")
    labels = s.legal()
    assert "the air ring" not in labels and "the fire ring" not in labels
    assert sorted(labels) == ["the earth ring", "the void ring", "the water ring"]


@pytest.mark.covers('Shiba Tsukune', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(198, "Shiba Tsukune")
def test_shiba_tsukune_ruling_the_first_player_orders_the_ring_effects():
    """Ruling (Shiba Tsukune): with several ring effects to resolve, the first
    player chooses their order."""
    s = _tsukune(first=1)
    pass_until(s, "trigger", 0)
    s.pick("Shiba Tsukune")
    s.pick_many("the air ring", "the earth ring")
    assert s.game.pending.context == "ring_order" and s.game.pending.player == 1
    s.pick("the earth ring")
    assert s.game.pending.player == 0 and "earth" in s.game.pending.prompt


@pytest.mark.covers('Shiba Tsukune', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(197, "Shiba Tsukune")
def test_shiba_tsukune_ruling_interrupts_come_before_phase_effects_expire():
    """Ruling (Shiba Tsukune, RRG "Interrupts"): "when the phase ends"
    interrupts resolve before "until the end of the phase" effects expire."""
    def tweak(st):
        tsukune = next(c for c in st.cards if c.cid == "01-shiba-tsukune")
        st.lasting.append({"type": "modify", "stat": "glory", "op": "add", "value": 2, "until": "phase",
                           "targets": [[tsukune.uid, tsukune.instance]], "source": -1})
    s = _tsukune(tweak=tweak)
    tsukune = s.card("Shiba Tsukune")
    assert glory(s.state, tsukune) == 6
    s.pick("Shiba Tsukune")
    assert glory(s.state, tsukune) == 6  # still active while the interrupt resolves
    s.pick_many("the void ring")
    assert glory(s.state, tsukune) == 4  # expired once the phase ended


# ------------------------------------------------------------------ Shiba Yōjimbō
def _yojimbo(target="Solemn Scholar"):
    return in_conflict(dict(characters=["Isawa Masahiro", "Doji Whisperer"]),
                       dict(characters=["Shiba Yōjimbō", "Solemn Scholar", "Eager Scout"]),
                       ring="fire", attackers=["Doji Whisperer"], defenders=["Solemn Scholar", "Eager Scout"])


@pytest.mark.covers('Shiba Yōjimbō', 'a1:effect', 'a1:trigger')
def test_shiba_yojimbo_cancels_an_ability_targeting_your_shugenja():
    s = _yojimbo()
    s.pass_()
    s.pick("Isawa Masahiro")
    s.pick("Solemn Scholar")
    assert s.game.pending.player == 1 and s.game.pending.context == "trigger"
    s.pick("Shiba Yōjimbō")
    assert s.card("Solemn Scholar").zone == "play"
    assert s.card("Isawa Masahiro").bowed  # the cost stays paid


@pytest.mark.covers('Shiba Yōjimbō', 'a1:when')
def test_shiba_yojimbo_not_for_a_non_shugenja_target():
    s = _yojimbo()
    s.pass_()
    s.pick("Isawa Masahiro")
    scout = s.uid("Eager Scout")
    s.pick("Eager Scout")  # no interrupt is offered
    assert s.state.cards[scout].zone == "dynasty_discard"


@pytest.mark.covers('Shiba Yōjimbō', 'a1:trigger')
@pytest.mark.ruling(199, "Shiba Yōjimbō")
def test_shiba_yojimbo_ruling_cancelled_ability_still_counts_as_used():
    """Ruling (Shiba Yōjimbō, RRG "Cancel"): a cancelled ability was still
    used (its limit counts) and its costs stay paid."""
    s = _yojimbo()
    s.pass_()
    s.pick("Isawa Masahiro")
    s.pick("Solemn Scholar")
    s.pick("Shiba Yōjimbō")
    masahiro = s.card("Isawa Masahiro")
    masahiro.bowed = False
    assert not any("Isawa Masahiro" in o.label for o in action_options(s.game, 0))


@pytest.mark.covers('Shiba Yōjimbō', 'a1:trigger')
@pytest.mark.ruling(201, "Shiba Yōjimbō")
def test_shiba_yojimbo_ruling_cancels_every_effect_of_a_multi_target_ability():
    """Ruling (Shiba Yōjimbō): it cancels all the effects of an ability that
    targets a Shugenja among several targets (Shameful Display)."""
    provinces = ["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"]
    s = in_conflict(dict(characters=["Solemn Scholar", "Shiba Yōjimbō"]),
                    dict(characters=["Doji Whisperer"], provinces=provinces),
                    attackers=["Solemn Scholar"], defenders=["Doji Whisperer"])
    assert s.game.pending.player == 1
    s.pick("Shameful Display")
    s.pick_many("Solemn Scholar", "Doji Whisperer")
    assert s.game.pending.player == 0 and s.game.pending.context == "trigger"
    s.pick("Shiba Yōjimbō")
    assert s.card("Solemn Scholar").status == 0 and s.card("Doji Whisperer").status == 0


@pytest.mark.covers('Shiba Yōjimbō', 'a1:when')
@pytest.mark.ruling(200, "Shiba Yōjimbō")
def test_shiba_yojimbo_ruling_no_protection_from_a_choice_made_on_resolution():
    """Rulings (Shiba Yōjimbō, Court Games): a character chosen while the
    effect resolves was no target when the effects initiated: too late to cancel."""
    s = in_conflict(dict(characters=["Doji Whisperer"], hand=["Court Games"]),
                    dict(characters=["Solemn Scholar", "Shiba Yōjimbō"]),
                    attackers=["Doji Whisperer"], defenders=["Solemn Scholar"])
    s.pass_()
    s.pick("Court Games")
    s.pick("your opponent dishonors")  # the only participant of theirs: Solemn Scholar
    assert s.card("Solemn Scholar").status == -1  # no chance to cancel was offered
    assert s.game.pending.context != "trigger"


@pytest.mark.covers('Shiba Yōjimbō', 'a1:when')
@pytest.mark.ruling(228, "Togashi Yokuni")
@pytest.mark.ruling(240, "Way of the Crab")
def test_shiba_yojimbo_ruling_no_protection_from_an_ability_targeting_a_player():
    """Rulings (Way of the Crab, Togashi Yokuni): an ability that targets an
    opponent, not a character, is not cancelled by Shiba Yōjimbō; the
    opponent may sacrifice their Shugenja."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Kaiu Envoy"], hand=["Way of the Crab"], fate=1)
    s.player(1, characters=["Solemn Scholar", "Shiba Yōjimbō"])
    s.start("conflict")
    s.pick("Way of the Crab")
    s.pick("Kaiu Envoy")  # the sacrifice cost
    assert s.game.pending.player == 1 and s.game.pending.context == "sacrifice"
    s.pick("Solemn Scholar")
    assert s.card("Solemn Scholar").zone == "dynasty_discard"


# ------------------------------------------------------------------ Solemn Scholar
@pytest.mark.covers('Solemn Scholar', 'a1:effect', 'a1:target')
def test_solemn_scholar_bows_an_attacker_with_the_earth_ring_claimed():
    s = in_conflict(dict(characters=["Doji Whisperer", "Akodo Gunsō"]),
                    dict(characters=["Solemn Scholar"], claimed_rings=["earth"]),
                    attackers=["Doji Whisperer"])
    assert s.game.pending.player == 1
    s.pick("Solemn Scholar")
    s.assert_not_legal("Akodo Gunsō")  # not attacking
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").bowed


@pytest.mark.covers('Solemn Scholar', 'a1:condition')
def test_solemn_scholar_needs_the_earth_ring_in_your_claimed_pool():
    s = in_conflict(dict(characters=["Doji Whisperer"], claimed_rings=["earth"]),
                    dict(characters=["Solemn Scholar"], hand=["Fine Katana"], fate=1),
                    attackers=["Doji Whisperer"])
    s.assert_not_legal("Solemn Scholar")  # the opponent's earth ring does not count


# ------------------------------------------------------------------ Supernatural Storm
@pytest.mark.covers('Supernatural Storm', 'a1:effect')
def test_supernatural_storm_plus_x_per_shugenja_you_control():
    s = in_conflict(dict(characters=["Doji Whisperer", "Adept of the Waves", "Solemn Scholar"],
                         hand=["Supernatural Storm"]),
                    dict(characters=["Eager Scout"]), attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    s.pass_()
    s.pick("Supernatural Storm")
    s.pick("Doji Whisperer")
    w = s.card("Doji Whisperer")
    assert (skill(s.state, w, "military"), skill(s.state, w, "political")) == (2, 5)


@pytest.mark.covers('Supernatural Storm', 'a1:condition')
def test_supernatural_storm_needs_a_shugenja():
    s = in_conflict(dict(characters=["Doji Whisperer"], hand=["Supernatural Storm", "Fine Katana"]),
                    dict(characters=["Eager Scout"]), attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    s.pass_()
    s.assert_not_legal("Supernatural Storm")


@pytest.mark.covers('Supernatural Storm', 'a1:effect')
@pytest.mark.ruling(214, "Supernatural Storm")
def test_supernatural_storm_ruling_bonus_fixed_on_resolution():
    """Ruling (Supernatural Storm): X is fixed when it resolves; losing a
    Shugenja afterwards changes nothing."""
    s = in_conflict(dict(characters=["Doji Whisperer", "Adept of the Waves", "Solemn Scholar"],
                         hand=["Supernatural Storm"]),
                    dict(characters=["Eager Scout"]), attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    s.pass_()
    s.pick("Supernatural Storm")
    s.pick("Doji Whisperer")
    s.apply(ev("leaves_play", card=s.uid("Solemn Scholar"), reason="discarded"))
    assert skill(s.state, s.card("Doji Whisperer"), "political") == 5


# ------------------------------------------------------------------ Way of the Phoenix
@pytest.mark.covers('Way of the Phoenix', 'a1:effect', 'a1:limit', 'a1:select')
def test_way_of_the_phoenix_opponent_cannot_declare_that_element_this_phase():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Way of the Phoenix", "Way of the Phoenix"])
    s.player(1, characters=["Akodo Gunsō"])
    s.start("conflict")
    s.pick("Way of the Phoenix")
    s.pick("the air ring")
    d = s.game.pending
    assert d.player == 0 and d.context == "declare_conflict"  # the window closed: no second copy
    assert "air" in {o.data.get("ring") for o in d.options if o.data}  # only the opponent is barred
    s.pick("Pass this conflict opportunity")
    d = s.game.pending
    assert d.player == 1 and d.context == "declare_conflict"
    rings = {o.data.get("ring") for o in d.options if o.data}
    assert "air" not in rings and "fire" in rings


@pytest.mark.covers('Way of the Phoenix', 'a1:limit', 'a1:select')
def test_way_of_the_phoenix_max_1_per_phase():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Way of the Phoenix", "Way of the Phoenix",
                                                      "Supernatural Storm"])
    s.player(1, characters=["Akodo Gunsō"], hand=["Fine Katana"], fate=1)
    s.start("conflict")
    s.pick("Way of the Phoenix")
    s.pick("the fire ring")
    assert not any("Way of the Phoenix" in o.label for o in action_options(s.game, 0))


@pytest.mark.covers('Way of the Phoenix', 'a1:select')
@pytest.mark.ruling(243, "Way of the Phoenix")
def test_way_of_the_phoenix_ruling_ring_with_gained_elements_forbids_each():
    """Ruling (Way of the Phoenix): a ring that gained elements (Seeker of
    Knowledge) forbids conflicts of each of its elements this phase."""
    s = in_conflict(dict(characters=["Seeker of Knowledge"], hand=["Way of the Phoenix"]),
                    dict(characters=["Eager Scout"]), ring="fire",
                    attackers=["Seeker of Knowledge"], defenders=["Eager Scout"])
    s.pass_()
    s.pick("Way of the Phoenix")
    s.pick("the fire ring")
    from l5r.lcg.model import player_cannot
    assert player_cannot(s.game, "declare_fire", 1) and player_cannot(s.game, "declare_air", 1)
    assert not player_cannot(s.game, "declare_water", 1) and not player_cannot(s.game, "declare_air", 0)


# ------------------------------------------------------------------ constant Phoenix cards: rulings
@pytest.mark.covers('Ishiken Initiate', 'a1:effect')
@pytest.mark.ruling(128, "Ishiken Initiate")
def test_ishiken_initiate_ruling_any_players_claimed_rings_not_the_contested_one():
    """Ruling (Ishiken Initiate, RRG "Rings"): rings claimed by any player
    count; the contested ring does not."""
    s = in_conflict(dict(characters=["Ishiken Initiate"], claimed_rings=["earth"]),
                    dict(characters=["Eager Scout"], claimed_rings=["water"]), ring="air",
                    attackers=["Ishiken Initiate"], at="3.2.1")
    c = s.card("Ishiken Initiate")
    assert (skill(s.state, c, "military"), skill(s.state, c, "political")) == (3, 3)


@pytest.mark.covers('Shiba Peacemaker', 'a1:effect')
@pytest.mark.ruling(196, "Shiba Peacemaker")
def test_shiba_peacemaker_ruling_goes_home_bowed_if_made_an_attacker():
    """Ruling (Shiba Peacemaker; Blackmail): if he ends up attacking, he goes
    home bowed (RRG "Participating and Cannot Participate")."""
    s = in_conflict(dict(characters=["Doji Whisperer"]), dict(characters=["Shiba Peacemaker"]),
                    attackers=["Doji Whisperer"], defenders=["Shiba Peacemaker"], at="3.2.1")
    s.apply(ev("take_control", card=s.uid("Shiba Peacemaker"), player=0))
    pm = s.card("Shiba Peacemaker")
    assert pm.controller == 0 and pm.bowed and pm.uid not in s.state.conflict.attackers


@pytest.mark.covers('Shiba Peacemaker', 'a1:effect')
def test_shiba_peacemaker_ruling_cannot_be_moved_into_a_conflict_as_attacker():
    """Rulings (Doji Challenger, Favorable Ground, Yogo Hiroue...): a character
    that cannot participate (Shiba Peacemaker as an attacker) cannot be moved
    to the conflict."""
    from l5r.lcg.model import can_move_to_conflict
    s = in_conflict(dict(characters=["Doji Whisperer", "Shiba Peacemaker"]), dict(characters=["Eager Scout"]),
                    attackers=["Doji Whisperer"], at="3.2.1")
    assert not can_move_to_conflict(s.game, s.card("Shiba Peacemaker"))


@pytest.mark.covers('Magnificent Kimono', 'a1:effect')
@pytest.mark.ruling(154, "Magnificent Kimono")
def test_magnificent_kimono_ruling_pride_resolves_before_reactions_to_winning():
    """Ruling (Magnificent Kimono): Pride honors the winner before any
    reaction to winning (here Asako Diplomat's) can be used."""
    s = in_conflict(dict(characters=[dict(name="Asako Diplomat", attachments=["Magnificent Kimono"])]),
                    dict(characters=["Eager Scout"]), attackers=["Asako Diplomat"])
    pass_until(s, "trigger", 0)
    assert s.card("Asako Diplomat").status == 1  # honored by Pride already
    s.pick("Asako Diplomat")
    s.pick("Eager Scout")
    s.pick("honor")
    assert s.card("Eager Scout").status == 1


@pytest.mark.ruling(176, "Pacifism")
def test_pacifism_ruling_playable_before_a_conflict_and_in_the_draw_phase():
    """Ruling (Pacifism): it can be played in the action window before a
    conflict, or in the draw and fate phase action windows."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Pacifism"], fate=2)
    s.player(1, characters=["Matsu Berserker"])
    s.start("conflict")
    s.assert_legal("Pacifism")
    s2 = Scenario(first_player=0)
    s2.player(0, characters=["Doji Whisperer"], hand=["Pacifism"], fate=2)
    s2.player(1, characters=["Matsu Berserker"])
    s2.start("draw")
    s2.pick("1")
    s2.pick("1")
    s2.assert_legal("Pacifism")


@pytest.mark.covers('Pacifism', 'a2:effect')
@pytest.mark.ruling(177, "Pacifism")
def test_pacifism_ruling_goes_home_bowed_if_it_ends_up_in_a_military_conflict():
    """Rulings (Pacifism, Kuroi Mori, Captive Audience, Rally to the Cause):
    switched to military, the attached character goes home bowed."""
    s = _kuroi([dict(name="Doji Whisperer", attachments=["Pacifism"]), "Akodo Gunsō"],
               ["Doji Whisperer", "Akodo Gunsō"], type="political")
    s.pick("Kuroi Mori")
    s.pick("switch the conflict type")
    w = s.card("Doji Whisperer")
    assert s.state.conflict.type == "military"
    assert w.bowed and w.uid not in s.state.conflict.attackers
    assert s.uid("Akodo Gunsō") in s.state.conflict.attackers


@pytest.mark.covers('Display of Power', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(178, "Pilgrimage")
def test_display_of_power_clarification_pilgrimage_cancels_it_but_the_defender_claims():
    """Appendix III / ruling (Pilgrimage): Pilgrimage cancels the ring effect
    that Display of Power resolves; the defender still claims the ring."""
    provinces = ["Pilgrimage", "Night Raid", "Ancestral Lands", "Shameful Display", "Meditations on the Tao"]
    s = in_conflict(dict(characters=["Matsu Berserker"]),
                    dict(hand=["Display of Power"], fate=2, provinces=provinces),
                    type="military", ring="air", attackers=["Matsu Berserker"])
    pass_until(s, "trigger", 1)
    s.pick("Display of Power")
    prov = s.card("Pilgrimage")
    assert not prov.broken  # 3 military against strength 5
    for _ in range(5):
        d = s.game.pending
        if d is None or d.context not in ("forced_order", "trigger"):
            break
        s.pick(d.options[0].id)
    assert s.state.players[0].honor == 10 and s.state.players[1].honor == 9
    assert s.state.rings["air"].claimed_by == 1
    assert any("cancelled" in line for line in s.log)


# ------------------------------------------------------------------ clause coverage: restrictions
@pytest.mark.covers("Adept of the Waves", "a1:target")
def test_adept_of_the_waves_card_any_character_either_players():
    """Card text ("choose a character"): any character in play, its
    controller's own or an opponent's, is a target."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Adept of the Waves", "Doji Whisperer"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    s.pick("Adept of the Waves")
    assert s.game.pending.context == "target"
    labels = s.legal()
    for who in ("Adept of the Waves", "Doji Whisperer", "Eager Scout"):
        assert any(who in label for label in labels), labels


@pytest.mark.covers("Asako Diplomat", "a1:target")
def test_asako_diplomat_card_any_character_either_players():
    """Card text ("choose a character"): its own side's characters and the
    opponent's are targets, itself included."""
    s = in_conflict(dict(characters=["Asako Diplomat", "Shiba Peacemaker"]), dict(characters=["Doji Whisperer"]),
                    attackers=["Asako Diplomat"])
    pass_until(s, "trigger", 0)
    s.pick("Asako Diplomat")
    labels = s.legal()
    for who in ("Asako Diplomat", "Shiba Peacemaker", "Doji Whisperer"):
        assert any(who in label for label in labels), labels


@pytest.mark.covers("Asako Diplomat", "a1:limit")
def test_asako_diplomat_once_per_round_a_second_win_does_not_trigger():
    """Rules Reference "Triggered Abilities" (once per round by default): after
    winning a second conflict the same round, it is not offered again."""
    s = in_conflict(dict(characters=["Asako Diplomat", "Doji Whisperer"]),
                    dict(characters=["Doji Whisperer", "Eager Scout"]), attackers=["Asako Diplomat"])
    pass_until(s, "trigger", 0)
    s.pick("Asako Diplomat")
    s.pick("Eager Scout")
    s.pick("dishonor")
    pass_until(s, "ring_effect", 0)
    s.pick("Do not resolve")
    pass_until(s, "declare_conflict", player=0)
    s.card("Asako Diplomat").bowed = False  # ready again for a second attack
    s.declare("military", "fire", province=1, attackers=["Asako Diplomat"])
    for _ in range(10):
        d = s.game.pending
        if d is None or d.context in ("ring_effect", "declare_conflict"):
            break
        assert not any("Asako Diplomat" in label for label in s.legal()), s.legal()
        s.pass_()
    assert sum("wins the conflict" in line for line in s.log) == 2
    assert sum("uses Asako Diplomat" in line for line in s.log) == 1


@pytest.mark.covers("Isawa Mori Seidō", "a1:target")
def test_isawa_mori_seido_card_any_character_either_players():
    """Card text ("choose a character"): its controller's and the opponent's
    characters are targets."""
    s = Scenario(first_player=0)
    s.player(0, stronghold="Isawa Mori Seidō", characters=["Solemn Scholar"])
    s.player(1, characters=["Akodo Gunsō"])
    s.start("draw")
    s.pick("1")
    s.pick("1")
    s.pick("Isawa Mori Seidō")
    labels = s.legal()
    for who in ("Solemn Scholar", "Akodo Gunsō"):
        assert any(who in label for label in labels), labels


@pytest.mark.covers("Kuroi Mori", "a2:condition")
def test_kuroi_mori_card_revealed_but_the_conflict_is_at_another_province():
    """Card text (only during a conflict at this province): faceup, it still
    offers nothing while the conflict is at another of its controller's provinces."""
    s = in_conflict(dict(characters=["Matsu Berserker"]),
                    dict(provinces=[dict(name="Kuroi Mori", facedown=False)] + KUROI[1:]),
                    type="military", ring="air", province=1, attackers=["Matsu Berserker"])
    assert not s.card("Kuroi Mori").facedown
    assert not any("Kuroi Mori" in o.label for o in action_options(s.game, 1))
    s.state.conflict.province = s.uid("Kuroi Mori")  # the same conflict, here
    assert any("Kuroi Mori" in o.label for o in action_options(s.game, 1))


@pytest.mark.covers("Supernatural Storm", "a1:target")
def test_supernatural_storm_card_only_a_participating_character():
    """Card text (its target participates): the attacker and the defender are
    offered, the Shugenja at home are not."""
    s = in_conflict(dict(characters=["Doji Whisperer", "Adept of the Waves", "Solemn Scholar"],
                         hand=["Supernatural Storm"]),
                    dict(characters=["Eager Scout"]), attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    s.pass_()
    s.pick("Supernatural Storm")
    assert sorted(s.legal()) == ["Doji Whisperer", "Eager Scout"]


@pytest.mark.covers("Radiant Orator", "a1:target")
def test_radiant_orator_card_only_an_enemy_character():
    """Card text (its target is an enemy character): the opponent's defenders
    are offered, its own side's other attacker is not."""
    s = in_conflict(dict(characters=["Radiant Orator", "Shiba Tsukune"]),
                    dict(characters=["Doji Whisperer", dict(name="Kaiu Envoy", bowed=True)]),
                    attackers=["Radiant Orator", "Shiba Tsukune"], defenders=["Doji Whisperer", "Kaiu Envoy"])
    s.pass_()
    s.pick("Radiant Orator")
    assert sorted(s.legal()) == ["Doji Whisperer", "Kaiu Envoy"]


@pytest.mark.covers("Shiba Tsukune", "a1:when")
def test_shiba_tsukune_card_not_when_another_phase_ends():
    """Card text (when the conflict phase ends): the end of the draw phase,
    with unclaimed rings in the pool, offers no interrupt."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Shiba Tsukune"])
    s.player(1, characters=["Eager Scout"])
    s.start("draw")
    s.apply(ev("phase_end", phase="draw"))  # would stop at a decision if Shiba Tsukune were offered
    assert not any("Shiba Tsukune" in line for line in s.log)


@pytest.mark.covers("Shiba Yōjimbō", "a1:limit")
def test_shiba_yojimbo_once_per_round_a_second_ability_targeting_the_shugenja_is_not_cancelled():
    """Rules Reference "Triggered Abilities" (once per round by default): after
    he cancelled Isawa Masahiro's ability, a Banzai! targeting the same
    Shugenja the same round offers no interrupt and resolves."""
    s = in_conflict(dict(characters=["Isawa Masahiro", "Doji Whisperer"], hand=["Banzai!"]),
                    dict(characters=["Shiba Yōjimbō", "Solemn Scholar", "Eager Scout"]),
                    ring="fire", attackers=["Doji Whisperer"], defenders=["Solemn Scholar", "Eager Scout"])
    s.pass_()
    s.pick("Isawa Masahiro")
    s.pick("Solemn Scholar")
    s.pick("Shiba Yōjimbō")
    assert s.card("Solemn Scholar").zone == "play"
    pass_until(s, "conflict_action", 0)
    scholar = s.card("Solemn Scholar")
    before = skill(s.state, scholar, "military")
    s.pick("Banzai!")
    s.pick("Solemn Scholar")
    assert s.game.pending is None or s.game.pending.context != "trigger", s.legal()
    assert skill(s.state, scholar, "military") == before + 2


@pytest.mark.covers("Shiba Tsukune", "a1:limit")
def test_shiba_tsukune_once_per_round_a_second_conflict_phase_end_does_not_interrupt():
    """Rules Reference "Triggered Abilities" (once per round by default): used
    when the conflict phase ended, he does not interrupt a second "conflict
    phase ends" the same round (stated by the test), unclaimed rings remaining."""
    s = _tsukune()
    s.pick("Shiba Tsukune")
    s.pick_many("the air ring")
    assert s.game.pending.context == "ring_effect" and s.state.round == 1  # the air ring resolving
    s.apply(ev("phase_end", phase="conflict"))  # would stop at a decision if Shiba Tsukune were offered
    assert sum("uses Shiba Tsukune" in line for line in s.log) == 1
    s.pick("Gain 2 honor")
    assert s.state.players[0].honor == 12


@pytest.mark.covers("Forgotten Library", "a1:limit")
def test_forgotten_library_limit_per_copy_and_once_per_round():
    """Rules Reference "Triggered Abilities" (once per round, per copy): two
    Forgotten Libraries each draw when the draw phase begins; a second "draw
    phase begins" the same round (stated by the test) offers neither again."""
    s = Scenario(first_player=0)
    s.player(0, provinces=[dict(name="Shameful Display", cards=["Forgotten Library"]),
                           dict(name="Night Raid", cards=["Forgotten Library"]),
                           "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])
    s.player(1)
    s.start("draw")
    s.pick("Forgotten Library")
    assert s.game.pending.context == "trigger"
    s.pick("Forgotten Library")
    assert len(s.state.players[0].hand) == 2
    s.apply(ev("phase_begin", phase="draw"))  # would stop at a decision if a Library were offered
    assert len(s.state.players[0].hand) == 2


@pytest.mark.covers("Display of Power", "a1:limit")
def test_display_of_power_limit_per_copy_a_second_copy_after_the_first_was_cancelled():
    """Rules Reference "Triggered Abilities" (a limit counts per copy: the card
    has no "Max"): the first copy's effects cancelled (Voice of Honor), the
    defender plays a second copy in the same reaction window and claims the ring."""
    s = in_conflict(dict(characters=[dict(name="Matsu Berserker", status="honored")], hand=["Voice of Honor"]),
                    dict(hand=["Display of Power", "Display of Power"], fate=4),
                    type="military", ring="air", attackers=["Matsu Berserker"])
    pass_until(s, "trigger", 1)
    s.pick("Display of Power")
    assert s.game.pending.player == 0
    s.pick("Voice of Honor")
    assert len(s.state.players[1].conflict_discard) == 1
    pass_until(s, "trigger", 1)
    s.pick("Display of Power")
    pass_until(s, "ring_effect", 1)
    s.pick("Take 1 honor")
    assert s.state.rings["air"].claimed_by == 1


@pytest.mark.covers('Meddling Mediator', 'a1:condition')
def test_meddling_mediator_counts_this_phase_only():
    """"declared 2 or more conflicts against you this phase": the conflicts of the last conflict
    phase do not count in the next round's phases (the record is the phase's own)."""
    s = _mediator(2)
    s.state.uses["phase"] = {}  # a new phase begins: nothing declared in it
    from_last_round = s.state.players[0].conflicts_declared
    assert from_last_round == 2
    assert not any("Meddling Mediator" in o.label for o in action_options(s.game, 1))
