"""Cards of Elements Unbound (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets), with the Rules Reference cited."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability
from pack_helpers import limits_left as _limits_left
from pack_helpers import run_conflict_out as _run_conflict_out
from test_crab import Quiet, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.game import RULES
from l5r.lcg.model import has_keyword, province_strength, skill
from l5r.lcg.play import attachment_hosts
from l5r.lcg.vocab import Action, Effect, Limit, Target, can_affect, uses_left
from l5r.lcg.vocab_moves import eligible_attackers


# ------------------------------------------------------------------ Magistrate Station
def _station(p0_chars=(dict(name="Doji Whisperer", status="honored", bowed=True),
                       dict(name="Brash Samurai", bowed=True))):
    s = Quiet(first_player=0)
    s.player(0, characters=list(p0_chars),
             provinces=provinces(dict(name="Magistrate Station", facedown=False)))
    s.player(1, characters=[dict(name="Eager Scout", status="honored", bowed=True)])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Magistrate Station", "a1:effect", "a1:target")
def test_magistrate_station_readies_an_honored_character():
    s = _station()
    s.pick("Magistrate Station")
    s.assert_legal("Eager Scout")  # any player's
    s.assert_not_legal("Brash Samurai")  # not honored
    s.pick("Doji Whisperer")
    assert not s.card("Doji Whisperer").bowed


@pytest.mark.covers("Magistrate Station", "a1:target")
def test_magistrate_station_needs_a_bowed_honored_character_once_per_round():
    s = _station(p0_chars=(dict(name="Doji Whisperer", status="honored"),))
    s.pick("Magistrate Station")
    s.assert_not_legal("Doji Whisperer")  # ready already: nothing to change
    s.pick("Eager Scout")
    assert _limits_left(s, 0, "Magistrate Station", "14-magistrate-station") == [False]


# ------------------------------------------------------------------ Web of Lies
@pytest.mark.covers("Web of Lies", "a1:effect")
def test_web_of_lies_strength_is_twice_the_bid_on_your_honor_dial():
    """Its printed strength is X: 0 while facedown (its text is inactive) -- the bids of its
    controller's dial, not the opponent's."""
    for bid, strength in ((1, 2), (4, 8), (0, 0)):
        s = Quiet()
        s.player(0, provinces=provinces(dict(name="Web of Lies", facedown=False)), bid=bid)
        s.player(1, bid=5)
        s.build()
        assert province_strength(s.state, s.card("Web of Lies")) == strength
    s = Quiet()
    s.player(0, provinces=provinces("Web of Lies"), bid=3)
    s.player(1)
    s.build()
    assert province_strength(s.state, s.card("Web of Lies")) == 0


# ------------------------------------------------------------------ Yasuki Broker
@pytest.mark.covers("Yasuki Broker", "a1:effect", "a1:condition", "a2:effect", "a2:condition")
def test_yasuki_broker_gives_your_characters_courtesy_and_sincerity_while_it_participates():
    s = in_conflict(dict(characters=["Yasuki Broker", "Matsu Berserker", "Brash Samurai"]),
                    dict(characters=["Eager Scout"]), type="political",
                    attackers=["Yasuki Broker"], defenders=["Eager Scout"])
    s.build()
    st = s.state
    for name in ("Yasuki Broker", "Matsu Berserker", "Brash Samurai"):  # at home too: "each character you control"
        assert has_keyword(st, s.card(name), "courtesy") and has_keyword(st, s.card(name), "sincerity")
    assert not has_keyword(st, s.card("Eager Scout"), "courtesy")
    s = in_conflict(dict(characters=["Yasuki Broker", "Brash Samurai"]), dict(characters=["Eager Scout"]),
                    attackers=["Brash Samurai"], defenders=["Eager Scout"])
    s.build()
    assert not has_keyword(s.state, s.card("Brash Samurai"), "courtesy")
    assert not has_keyword(s.state, s.card("Brash Samurai"), "sincerity")


@pytest.mark.covers("Yasuki Broker", "a1:effect", "a2:effect")
def test_yasuki_broker_a_participating_character_leaving_play_gains_fate_and_draws():
    """Rules Reference "Courtesy", "Sincerity": when it leaves play, its controller gains 1 fate
    and draws 1 card."""
    s = in_conflict(dict(characters=["Yasuki Broker", "Brash Samurai"]), dict(characters=["Eager Scout"]),
                    type="political", attackers=["Yasuki Broker", "Brash Samurai"], defenders=["Eager Scout"])
    s.start("3.2.2")
    hand, fate = len(s.state.players[0].hand), s.state.players[0].fate
    s.apply(ev("leaves_play", card=s.uid("Brash Samurai"), reason="test"))
    assert (len(s.state.players[0].hand), s.state.players[0].fate) == (hand + 1, fate + 1)


# ------------------------------------------------------------------ Kitsu Warrior
@pytest.mark.covers("Kitsu Warrior", "a1:effect", "a2:effect")
def test_kitsu_warrior_plus_2_per_claimed_ring_of_each_type():
    """Any player's claimed rings count, each by the type of the conflict it was claimed in."""
    s = Quiet()
    s.player(0, characters=["Kitsu Warrior"])
    s.player(1)
    s.build()
    st = s.state
    for el, who, side in (("air", 0, "military"), ("fire", 1, "military"), ("water", 1, "political")):
        st.rings[el].claimed_by, st.rings[el].side = who, side
    st.rings["earth"].side = "political"  # unclaimed: no bonus
    assert skill(st, s.card("Kitsu Warrior"), "military") == 2 + 4
    assert skill(st, s.card("Kitsu Warrior"), "political") == 2 + 2


# ------------------------------------------------------------------ Reader of Omens
@pytest.mark.covers("Reader of Omens", "a1:effect", "a1:condition")
def test_reader_of_omens_plus_3_political_with_the_air_or_void_ring_claimed():
    for rings, owner, bonus in ((["air"], 0, 3), (["void"], 0, 3), (["fire", "water"], 0, 0), (["void"], 1, 0)):
        s = Quiet()
        s.player(0, characters=["Reader of Omens"])
        s.player(1)
        s.build()
        for r in rings:
            s.state.rings[r].claimed_by = owner
        assert skill(s.state, s.card("Reader of Omens"), "political") == bonus, (rings, owner)


# ------------------------------------------------------------------ Minami Kaze Regulars
def _regulars(attackers=("Minami Kaze Regulars", "Brash Samurai"), defenders=("Eager Scout",)):
    s = in_conflict(dict(characters=["Minami Kaze Regulars", "Brash Samurai"]),
                    dict(characters=["Eager Scout", "Doji Whisperer"]), attackers=list(attackers),
                    defenders=list(defenders))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Minami Kaze Regulars", "a1:effect", "a1:trigger", "a1:when", "a1:condition")
def test_minami_kaze_regulars_gain_1_fate_and_draw_after_winning_with_more_participants():
    s = _regulars()
    pass_until(s, "trigger", 0)
    fate, hand = s.state.players[0].fate, len(s.state.players[0].hand)
    s.pick("Minami Kaze Regulars")
    assert s.state.players[0].fate == fate + 1 and len(s.state.players[0].hand) == hand + 1


@pytest.mark.covers("Minami Kaze Regulars", "a1:condition", "a1:when")
def test_minami_kaze_regulars_not_with_as_many_participants_nor_when_it_did_not_take_part():
    _run_conflict_out(_regulars(defenders=("Eager Scout", "Doji Whisperer")), "Minami Kaze Regulars")  # 2 against 2
    _run_conflict_out(_regulars(attackers=("Brash Samurai",), defenders=()), "Minami Kaze Regulars")


@pytest.mark.covers("Minami Kaze Regulars", "a1:limit")
def test_minami_kaze_regulars_once_per_round():
    s = _regulars()
    pass_until(s, "trigger", 0)
    s.pick("Minami Kaze Regulars")
    assert _limits_left(s, 0, "Minami Kaze Regulars", "14-minami-kaze-regulars") == [False]


@pytest.mark.covers("Minami Kaze Regulars", "keyword:no attachments except weapon")
def test_minami_kaze_regulars_takes_only_weapon_attachments():
    s = Quiet()
    s.player(0, characters=["Minami Kaze Regulars"], hand=["Fine Katana", "Ornate Fan"], fate=3)
    s.player(1)
    s.build()
    regulars = s.uid("Minami Kaze Regulars")
    assert regulars in attachment_hosts(s.game, 0, s.uid("Fine Katana", zone="hand"))
    assert regulars not in attachment_hosts(s.game, 0, s.uid("Ornate Fan", zone="hand"))


# ------------------------------------------------------------------ Pragmatism
@pytest.mark.covers("Pragmatism", "a1:attach_to")
def test_pragmatism_attaches_only_to_a_character_you_control():
    s = Quiet()
    s.player(0, characters=["Brash Samurai"], hand=["Pragmatism"], fate=3)
    s.player(1, characters=["Eager Scout"])
    s.build()
    hosts = attachment_hosts(s.game, 0, s.uid("Pragmatism", zone="hand"))
    assert s.uid("Brash Samurai") in hosts and s.uid("Eager Scout") not in hosts


@pytest.mark.covers("Pragmatism", "a2:effect", "a2:condition", "a3:effect", "a3:condition")
def test_pragmatism_while_less_honorable_plus_1_and_cannot_be_honored_or_dishonored():
    """Its printed +1/+1 always; the other +1/+1 and the "cannot" only while an opponent has
    more honor (Rules Reference "Honor")."""
    for honor, extra in ((8, 1), (10, 0), (12, 0)):
        s = Quiet()
        s.player(0, characters=[dict(name="Brash Samurai", attachments=["Pragmatism"])], honor=honor)
        s.player(1, honor=10)
        s.build()
        samurai = s.card("Brash Samurai")
        assert skill(s.state, samurai, "military") == 2 + 1 + extra, honor
        assert skill(s.state, samurai, "political") == 1 + 1 + extra, honor
        assert can_affect(s.game, "honor", samurai) is (not extra)
        assert can_affect(s.game, "dishonor", samurai) is (not extra)


# ------------------------------------------------------------------ Specialized Defenses
def _defenses(province="Web of Lies", ring="water", claimed=(), bid=3):
    provs = provinces(dict(name=province, facedown=False))
    s = in_conflict(dict(characters=["Matsu Berserker"], **WAITS),
                    dict(characters=["Eager Scout"], hand=["Specialized Defenses", "Banzai!"], fate=1, provinces=provs,
                         claimed_rings=list(claimed), bid=bid),
                    ring=ring, attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    my_turn(s, 1)
    return s


@pytest.mark.covers("Specialized Defenses", "a1:effect", "a1:condition")
def test_specialized_defenses_doubles_the_attacked_provinces_strength_with_a_matching_ring():
    """Web of Lies (strength 6 with a bid of 3) is a Water province."""
    for ring, claimed in (("water", ()), ("air", ("water",))):
        s = _defenses(ring=ring, claimed=claimed)
        prov = s.card("Web of Lies")
        assert province_strength(s.state, prov) == 6
        s.pick("Specialized Defenses")
        assert province_strength(s.state, prov) == 12
        _run_conflict_out(s, "no such card")
        assert province_strength(s.state, prov) == 6  # until the end of the conflict


@pytest.mark.covers("Specialized Defenses", "a1:condition")
def test_specialized_defenses_not_without_a_matching_ring():
    assert not can_use(_defenses(ring="air"), 1, "Specialized Defenses")
    s = _defenses(ring="air", claimed=())
    s.state.rings["water"].claimed_by = 0  # the opponent's claimed Water ring does not count
    assert not can_use(s, 1, "Specialized Defenses")


# ------------------------------------------------------------------ Unleash the Djinn
def _djinn():
    s = in_conflict(dict(characters=["Matsu Berserker", "Hida Kisada", "Brash Samurai"], hand=["Unleash the Djinn"]),
                    dict(characters=["Doji Whisperer", "Eager Scout"], **WAITS),
                    attackers=["Matsu Berserker", "Brash Samurai"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Unleash the Djinn", "a1:effect", "a1:cost", "a1:condition")
def test_unleash_the_djinn_sets_each_participants_skills_to_3():
    """A dash stays a dash (Rules Reference "Dash (-)": it cannot be modified)."""
    s = _djinn()
    honor = s.state.players[0].honor
    kisada = skill(s.state, s.card("Hida Kisada"), "military")
    s.pick("Unleash the Djinn")
    st = s.state
    assert st.players[0].honor == honor - 3
    assert skill(st, s.card("Matsu Berserker"), "military") == 3
    assert skill(st, s.card("Matsu Berserker"), "political") is None
    assert skill(st, s.card("Brash Samurai"), "political") == 3
    assert skill(st, s.card("Doji Whisperer"), "military") == 3
    assert skill(st, s.card("Hida Kisada"), "military") == kisada  # at home
    _run_conflict_out(s, "no such card")
    assert skill(st, s.card("Brash Samurai"), "military") == 2


@pytest.mark.covers("Unleash the Djinn", "a1:cost", "a1:condition")
def test_unleash_the_djinn_needs_3_honor_and_a_conflict():
    s = _djinn()
    s.state.players[0].honor = 2
    assert not can_use(s, 0, "Unleash the Djinn")
    s = Quiet(first_player=0)
    s.player(0, characters=["Brash Samurai"], hand=["Unleash the Djinn"])
    s.player(1)
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Unleash the Djinn")


# ------------------------------------------------------------------ Tengu Sensei
def _tengu(covert="Matsu Berserker", attackers=("Tengu Sensei",)):
    s = Quiet(first_player=0)
    s.player(0, characters=["Tengu Sensei", "Brash Samurai"])
    s.player(1, characters=["Matsu Berserker", "Eager Scout"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", province=0, attackers=list(attackers), covert=covert)
    return s


@pytest.mark.covers("Tengu Sensei", "a1:effect", "a1:trigger", "a1:when")
def test_tengu_sensei_the_character_it_evades_cannot_attack_this_phase():
    s = _tengu()
    assert s.state.conflict.evaded == [s.uid("Matsu Berserker")]
    pass_until(s, "trigger", 0)
    s.pick("Tengu Sensei")
    g = s.game
    assert s.uid("Matsu Berserker") not in eligible_attackers(g, 1, "military")
    assert s.uid("Eager Scout") in eligible_attackers(g, 1, "military")
    assert any(e["until"] == "phase" and "attack" in e["actions"] for e in s.state.lasting)


@pytest.mark.covers("Tengu Sensei", "a1:when")
def test_tengu_sensei_not_without_an_evaded_character_nor_when_it_does_not_attack():
    s = _tengu(covert=None)
    assert s.state.conflict.evaded == []
    _run_conflict_out(s, "Tengu Sensei")
    s = _tengu(covert=None, attackers=("Brash Samurai",))
    _run_conflict_out(s, "Tengu Sensei")


@pytest.mark.covers("Tengu Sensei", "a1:limit")
def test_tengu_sensei_once_per_round():
    s = _tengu()
    pass_until(s, "trigger", 0)
    s.pick("Tengu Sensei")
    assert _limits_left(s, 0, "Tengu Sensei", "14-tengu-sensei") == [False]


@pytest.mark.covers("Tengu Sensei", "keyword:covert")
def test_tengu_sensei_covert_evades_a_defender():
    s = _tengu()
    assert s.uid("Matsu Berserker") in s.state.conflict.evaded


# ------------------------------------------------------------------ Being and Becoming
@pytest.mark.covers("Being and Becoming", "a1:attach_to")
def test_being_and_becoming_attaches_only_to_a_character_you_control():
    s = Quiet()
    s.player(0, characters=["Brash Samurai"], hand=["Being and Becoming"], fate=3)
    s.player(1, characters=["Eager Scout"])
    s.build()
    hosts = attachment_hosts(s.game, 0, s.uid("Being and Becoming", zone="hand"))
    assert s.uid("Brash Samurai") in hosts and s.uid("Eager Scout") not in hosts


def _becoming(bowed=False):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Brash Samurai", fate=1, bowed=bowed, attachments=["Being and Becoming"]),
                            "Doji Whisperer"], claimed_rings=["water"])
    s.player(1, characters=["Eager Scout"])
    s.adjust(lambda g: [setattr(g.state.rings[el], "fate", n) for el, n in (("air", 3), ("fire", 0), ("water", 2))])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Being and Becoming", "a2:effect", "a2:cost", "a2:target")
def test_being_and_becoming_bows_its_character_to_move_all_the_fate_of_an_unclaimed_ring_onto_it():
    s = _becoming()
    s.pick("Being and Becoming")
    s.assert_legal("the air ring")
    s.assert_not_legal("the fire ring")  # no fate on it
    s.assert_not_legal("the water ring")  # claimed
    s.pick("the air ring")
    samurai = s.card("Brash Samurai")
    assert samurai.bowed and samurai.fate == 1 + 3 and s.state.rings["air"].fate == 0


@pytest.mark.covers("Being and Becoming", "a2:cost")
def test_being_and_becoming_needs_its_character_ready_once_per_round():
    s = _becoming(bowed=True)
    assert s.state.phase == "conflict" and s.card("Brash Samurai").bowed
    assert not can_use(s, 0, "Being and Becoming")
    s = _becoming()
    s.pick("Being and Becoming")
    s.pick("the air ring")
    assert _limits_left(s, 0, "Being and Becoming", "14-being-and-becoming", 1) == [False]


# ------------------------------------------------------------------ Mantra of Earth
def _mantra(ring="earth", attacker=1):
    s = Quiet(first_player=attacker)
    s.player(0, characters=["Togashi Initiate", "Eager Scout",
                            dict(name="Brash Samurai", attachments=["Tattooed Wanderer"])], hand=["Mantra of Earth"])
    s.player(1, characters=["Matsu Berserker"], hand=["Mantra of Earth"])
    s.start("conflict")
    pass_until(s, "declare_conflict", attacker)
    s.declare("military", ring, attackers=["Matsu Berserker" if attacker == 1 else "Eager Scout"])
    return s


def _targetable(s, name, by):
    """Is ``name`` a legal target of a card ability of player ``by`` (a Matsu Berserker's)?"""
    return s.uid(name) in Target().candidates(s.game, {"player": by, "card": s.uid("Matsu Berserker")})


@pytest.mark.covers("Mantra of Earth", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_mantra_of_earth_opponents_abilities_cannot_target_a_monk_this_conflict_and_draw():
    s = _mantra()
    pass_until(s, "trigger", 0)
    hand = len(s.state.players[0].hand)
    s.pick("Mantra of Earth")
    s.assert_legal("Brash Samurai")  # a Monk attachment
    s.assert_not_legal("Eager Scout")
    s.pick("Togashi Initiate")
    assert len(s.state.players[0].hand) == hand  # Mantra left the hand, 1 card drawn
    assert not _targetable(s, "Togashi Initiate", 1) and _targetable(s, "Eager Scout", 1)
    assert s.uid("Togashi Initiate") in Target().candidates(s.game, {"player": 0, "card": s.uid("Eager Scout")})
    _run_conflict_out(s, "no such card")
    assert _targetable(s, "Togashi Initiate", 1)  # until the end of the conflict


@pytest.mark.covers("Mantra of Earth", "a1:when")
def test_mantra_of_earth_not_for_another_element_nor_your_own_declaration():
    s = _mantra(ring="water")
    _run_conflict_out(s, "Mantra of Earth")
    s = _mantra(attacker=0)
    d = s.game.pending
    assert d is None or d.context != "trigger" or d.player != 0 or not any("Mantra" in o.label for o in d.options)


# ------------------------------------------------------------------ Roving Michibiku
def _michibiku(claimed=("fire", "water"), attack=True, win=True):
    me = dict(characters=["Roving Michibiku"], claimed_rings=[] if attack else list(claimed))
    them = dict(characters=["Eager Scout" if win else "Hida Kisada"], claimed_rings=list(claimed) if attack else [])
    opp = "Eager Scout" if win else "Hida Kisada"
    if attack:
        s = in_conflict(me, them, attackers=["Roving Michibiku"], defenders=[opp])
    else:
        s = in_conflict(them, me, attackers=[opp], defenders=["Roving Michibiku"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Roving Michibiku", "a1:effect", "a1:trigger", "a1:when")
def test_roving_michibiku_takes_a_ring_of_the_defending_players_claimed_pool():
    s = _michibiku()
    s.state.rings["fire"].fate = 2
    pass_until(s, "trigger", 0)
    s.pick("Roving Michibiku")
    s.assert_legal("Take the water ring")
    s.pick("Take the fire ring")
    assert s.state.rings["fire"].claimed_by == 0 and s.state.rings["fire"].fate == 2
    assert s.state.rings["water"].claimed_by == 1


@pytest.mark.covers("Roving Michibiku", "a1:when", "a1:effect")
def test_roving_michibiku_nothing_to_take_as_the_defender_or_from_an_empty_pool_nor_after_losing():
    _run_conflict_out(_michibiku(attack=False), "Roving Michibiku")  # the defending player is you
    _run_conflict_out(_michibiku(claimed=()), "Roving Michibiku")
    _run_conflict_out(_michibiku(win=False), "Roving Michibiku")


@pytest.mark.covers("Roving Michibiku", "a1:limit")
def test_roving_michibiku_once_per_round():
    s = _michibiku()
    pass_until(s, "trigger", 0)
    s.pick("Roving Michibiku")
    s.pick("Take the fire ring")
    assert _limits_left(s, 0, "Roving Michibiku", "14-roving-michibiku") == [False]


@pytest.mark.covers("Mantra of Earth", "a1:limit")
def test_mantra_of_earth_an_event_has_no_limit_of_its_own():
    """Its default limit is moot: played, the card leaves the hand (Rules Reference "Limits of
    Triggered Abilities")."""
    assert RULES.cards["14-mantra-of-earth"].abilities[0].limit_text() == ""


# ------------------------------------------------------------------ Hisu Mori Toride
def _stronghold(s):
    """(Its title is also the title of another card, of Breath of the Kami.)"""
    return s.state.cards[s.state.players[0].stronghold]


def _toride(attackers=("Border Rider", "Brash Samurai"), defenders=("Eager Scout",), type="military",
            p0=("Border Rider", "Brash Samurai", "Matsu Berserker")):
    s = Quiet(first_player=0)
    s.player(0, characters=list(p0), stronghold="14-hisu-mori-toride")
    s.player(1, characters=["Eager Scout", "Doji Whisperer"])
    s.conflict(attacker=0, type=type, ring="air", attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    return s


@pytest.mark.covers("14-hisu-mori-toride", "a1:effect", "a1:trigger", "a1:when", "a1:cost", "a1:condition")
def test_hisu_mori_toride_an_additional_military_conflict_after_winning_with_more_participants():
    """Rules Reference "Additional Conflicts": in addition to the two normal opportunities;
    this one declares a military conflict."""
    s = _toride()
    pass_until(s, "trigger", 0)
    pl = s.state.players[0]
    opps, mil = pl.conflict_opps, pl.conflicts_left["military"]
    s.pick("Hisu Mori Toride")
    s.pick("Border Rider")  # the Cavalry to sacrifice (Brash Samurai is none)
    assert _stronghold(s).bowed and s.card("Border Rider").zone == "dynasty_discard"
    assert pl.conflict_opps == opps + 1 and pl.conflicts_left["military"] == mil + 1
    assert pl.conflicts_left["political"] == 1


@pytest.mark.covers("14-hisu-mori-toride", "a1:condition", "a1:when", "a1:cost")
def test_hisu_mori_toride_not_without_more_participants_a_military_win_or_a_cavalry():
    _run_conflict_out(_toride(defenders=("Eager Scout", "Doji Whisperer")), "Hisu Mori Toride")  # 2 against 2
    _run_conflict_out(_toride(type="political", attackers=("Border Rider", "Brash Samurai")), "Hisu Mori Toride")
    _run_conflict_out(_toride(p0=("Brash Samurai", "Matsu Berserker"), attackers=("Brash Samurai", "Matsu Berserker")),
                      "Hisu Mori Toride")  # no Cavalry to sacrifice


@pytest.mark.covers("14-hisu-mori-toride", "a1:limit")
def test_hisu_mori_toride_once_per_round():
    s = _toride()
    pass_until(s, "trigger", 0)
    s.pick("Hisu Mori Toride")
    s.pick("Border Rider")
    ab = RULES.cards["14-hisu-mori-toride"].abilities[0]
    assert [uses_left(s.game, 0, _stronghold(s).uid, 0, lim) for lim in ab.limits] == [False]


# ------------------------------------------------------------------ Taryū-Jiai
def _jiai(mine="Adept of the Waves", theirs="Ishiken Initiate"):
    s = in_conflict(dict(characters=[mine, "Brash Samurai", "Solemn Scholar"], hand=["Taryū-Jiai"]),
                    dict(characters=[theirs, "Eager Scout", "Yogo Outcast"], **WAITS), type="political",
                    attackers=[mine, "Brash Samurai"], defenders=[theirs, "Eager Scout"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Taryū-Jiai", "a1:effect", "a1:target", "a1:condition")
def test_taryu_jiai_glory_duel_of_shugenja_its_winners_controller_resolves_a_ring_effect():
    """Appendix I D.7: glory 2 + bid 1 against glory 0 + bid 1; the winner's controller chooses
    any ring's effect (here the Air ring's, not the contested one)."""
    s = _jiai()
    s.pick("Taryū-Jiai")
    d = s.game.pending
    labels = [o.label for o in d.options]
    assert "Brash Samurai" not in labels and "Eager Scout" not in labels  # no Shugenja
    assert "Solemn Scholar" not in labels and "Yogo Outcast" not in labels  # at home
    s.pick_many("Adept of the Waves", "Ishiken Initiate")
    s.pick("bid 1")
    s.pick("bid 1")
    assert s.game.pending.player == 0
    s.assert_legal("the void ring effect")
    honor = s.state.players[0].honor
    s.pick("the air ring effect")
    s.pick("Gain 2 honor")
    assert s.state.players[0].honor == honor + 2


@pytest.mark.covers("Taryū-Jiai", "a1:effect")
def test_taryu_jiai_when_your_shugenja_loses_your_opponent_resolves_it():
    s = _jiai(mine="Ishiken Initiate", theirs="Adept of the Waves")
    s.pick("Taryū-Jiai")
    s.pick_many("Ishiken Initiate", "Adept of the Waves")
    s.pick("bid 1")
    s.pick("bid 1")
    assert s.game.pending.player == 1 and s.game.pending.context == "choose_rings"
    honor = s.state.players[1].honor
    s.pick("the air ring effect")
    s.pick("Gain 2 honor")
    assert s.state.players[1].honor == honor + 2


@pytest.mark.covers("Taryū-Jiai", "a1:condition", "a1:target")
def test_taryu_jiai_only_during_a_conflict_with_a_participating_shugenja_on_each_side():
    assert not can_use(_jiai(theirs="Eager Scout"), 0, "Taryū-Jiai")
    s = Quiet(first_player=0)
    s.player(0, characters=["Adept of the Waves"], hand=["Taryū-Jiai"])
    s.player(1, characters=["Ishiken Initiate"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Taryū-Jiai")


# ------------------------------------------------------------------ Restored Heirloom
def _heirloom(ring="water", where="hand", attacker=0):
    mine = dict(characters=["Brash Samurai", dict(name="Eager Scout", bowed=True)],
                **{where: ["Restored Heirloom"]})
    them = dict(characters=["Doji Whisperer", dict(name="Hida Guardian", bowed=True)],
                hand=["Restored Heirloom"])
    if attacker == 0:
        s = in_conflict(mine, them, ring=ring, attackers=["Brash Samurai"], defenders=[])
    else:
        s = in_conflict(them, mine, ring=ring, attackers=["Doji Whisperer"], defenders=[])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Restored Heirloom", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_restored_heirloom_from_hand_instead_of_the_water_ring_effect():
    s = _heirloom()
    pass_until(s, "trigger", 0)
    s.pick("Restored Heirloom")
    s.assert_legal("Eager Scout")  # any character you control
    s.assert_not_legal("Doji Whisperer")
    s.pick("Brash Samurai")
    heirloom = s.card("Restored Heirloom", 0)
    assert heirloom.attached_to == s.uid("Brash Samurai")
    assert skill(s.state, s.card("Brash Samurai"), "military") == 2 + 3
    assert s.card("Eager Scout").bowed  # the Water ring effect did not resolve
    assert s.game.pending is None or s.game.pending.context != "ring_effect"


@pytest.mark.covers("Restored Heirloom", "a2:effect", "a2:trigger", "a2:when", "a2:target")
def test_restored_heirloom_from_the_conflict_discard_pile():
    s = _heirloom(where="conflict_discard")
    pass_until(s, "trigger", 0)
    s.pick("Restored Heirloom")
    s.pick("Eager Scout")
    assert s.card("Restored Heirloom", 0).attached_to == s.uid("Eager Scout")
    assert s.card("Eager Scout").bowed


@pytest.mark.covers("Restored Heirloom", "a1:when", "a2:when")
def test_restored_heirloom_only_for_your_water_ring_effect():
    for ring, attacker in (("air", 0), ("water", 1)):
        s = _heirloom(ring=ring, attacker=attacker)
        while s.state.conflict is not None and s.game.pending is not None:
            d = s.game.pending
            assert not (d.context == "trigger" and d.player == (0 if attacker == 0 else 1) and ring == "air"
                        and any("Restored Heirloom" in o.label for o in d.options))
            assert not (d.context == "trigger" and d.player == 1 - attacker and ring == "water"
                        and any("Restored Heirloom" in o.label for o in d.options))
            skip(s)


@pytest.mark.covers("Restored Heirloom", "a1:limit", "a2:limit")
def test_restored_heirloom_limit_is_the_general_once_per_round():
    """Rules Reference "Limits of Triggered Abilities" (used, the card enters play: a new
    instance, whose uses count afresh)."""
    assert [ab.limits for ab in RULES.cards["14-restored-heirloom"].abilities] == [(Limit(),), (Limit(),)]


@pytest.mark.covers("Restored Heirloom", "keyword:restricted")
def test_restored_heirloom_is_restricted():
    s = Quiet()
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Fine Katana", "Ornate Fan"])],
             hand=["Restored Heirloom"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Restored Heirloom")
    assert s.game.pending.context == "restricted"


# ------------------------------------------------------------------ Reclusive Zokujin
@pytest.mark.covers("Reclusive Zokujin", "a1:effect", "a1:condition")
def test_reclusive_zokujin_has_covert_in_earth_conflicts():
    """Rules Reference "Covert" (chosen as the conflict is declared: the ring being declared
    tells the element); not in a conflict of another element."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Reclusive Zokujin"])
    s.player(1, characters=["Doji Whisperer", "Eager Scout"])
    s.start("conflict")
    s.declare("military", "earth", province=0, attackers=["Reclusive Zokujin"], covert="Doji Whisperer")
    assert s.state.conflict.evaded == [s.uid("Doji Whisperer")]
    assert has_keyword(s.state, s.card("Reclusive Zokujin"), "covert")
    s = Quiet(first_player=0)
    s.player(0, characters=["Reclusive Zokujin"])
    s.player(1, characters=["Doji Whisperer", "Eager Scout"])
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Reclusive Zokujin"])
    assert s.state.conflict.evaded == [] and not has_keyword(s.state, s.card("Reclusive Zokujin"), "covert")


def _zokujin(monkeypatch, ring="earth", owner=1):
    """Zokujin defends; Doji Challenger (of ``owner``) has a test-only 'bow a character'."""
    give_ability(monkeypatch)(Action(Effect("bow"), target=Target(), text="bow one"))
    me = ["Doji Challenger"] if owner == 1 else []
    them = ["Doji Challenger"] if owner == 0 else []
    s = in_conflict(dict(characters=["Matsu Berserker", *them]), dict(characters=["Reclusive Zokujin", *me], **WAITS),
                    ring=ring, attackers=["Matsu Berserker"], defenders=["Reclusive Zokujin"])
    s.start("3.2.2")
    my_turn(s, owner)
    s.pick("Doji Challenger: bow one")
    return s


@pytest.mark.covers("Reclusive Zokujin", "a2:effect", "a2:condition")
def test_reclusive_zokujin_immune_to_enemy_card_effects_in_earth_conflicts(monkeypatch):
    """Rules Reference "Immune" and "Enemy": an opponent's card ability cannot choose it in an
    Earth conflict; in an Air conflict it can; its controller's own cards still can."""
    s = _zokujin(monkeypatch, owner=0)
    s.assert_not_legal("Reclusive Zokujin")
    s = _zokujin(monkeypatch, ring="air", owner=0)
    s.pick("Reclusive Zokujin")
    assert s.card("Reclusive Zokujin").bowed
    s = _zokujin(monkeypatch, owner=1)
    s.pick("Reclusive Zokujin")
    assert s.card("Reclusive Zokujin").bowed
