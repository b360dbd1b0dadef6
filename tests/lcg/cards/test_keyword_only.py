"""Core Set cards whose text is only keywords, or empty (vanilla): what their
keywords and printed modifiers do, and where they stop (Rules Reference
"Keywords", "Attachment Cards", "Blank")."""

import pytest

from l5r.lcg.actions import ev
from l5r.lcg.model import skill
from l5r.lcg.play import attachment_hosts
from l5r.testing import Scenario


def _leave(name, **p0):
    s = Scenario(first_player=0)
    s.player(0, **p0)
    s.player(1)
    s.start("draw")
    hand, fate = len(s.state.players[0].hand), s.state.players[0].fate
    s.apply(ev("leaves_play", card=s.uid(name), reason="test"))
    return s, len(s.state.players[0].hand) - hand, s.state.players[0].fate - fate


@pytest.mark.covers('Kaiu Envoy', 'keyword:courtesy', 'keyword:sincerity')
def test_kaiu_envoy_courtesy_and_sincerity_when_it_leaves_play():
    s, drawn, fate = _leave("Kaiu Envoy", characters=["Kaiu Envoy"])
    assert (drawn, fate) == (1, 1)


def test_kaiu_envoy_blank_has_no_keywords():
    s, drawn, fate = _leave("Kaiu Envoy", characters=[dict(name="Kaiu Envoy", attachments=["Cloud the Mind"])])
    assert (drawn, fate) == (0, 0)


@pytest.mark.covers('Naive Student', 'keyword:sincerity')
def test_naive_student_sincerity_draws_one():
    s, drawn, fate = _leave("Naive Student", characters=["Naive Student"])
    assert (drawn, fate) == (1, 0)


@pytest.mark.covers('Bayushi Liar', 'keyword:sincerity')
def test_bayushi_liar_sincerity_draws_one_but_not_when_blank():
    assert _leave("Bayushi Liar", characters=["Bayushi Liar"])[1] == 1
    assert _leave("Bayushi Liar", characters=[dict(name="Bayushi Liar", attachments=["Cloud the Mind"])])[1] == 0


@pytest.mark.covers('Unassuming Yōjimbō', 'keyword:covert')
def test_unassuming_yojimbo_covert_evades_a_defender():
    s = Scenario(first_player=0)
    s.player(0, characters=["Unassuming Yōjimbō"])
    s.player(1, characters=["Matsu Berserker"])
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Unassuming Yōjimbō"], covert="Matsu Berserker")
    assert s.state.conflict.evaded == [s.uid("Matsu Berserker")]


def test_unassuming_yojimbo_covert_only_when_it_attacks():
    s = Scenario(first_player=0)
    s.player(0, characters=["Unassuming Yōjimbō", "Matsu Berserker"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    s.declare("political", "air", province=0, attackers=["Unassuming Yōjimbō"])  # covert offered
    assert s.state.conflict.evaded == []  # evaded no one ("none" chosen by the helper)
    s2 = Scenario(first_player=0)
    s2.player(0, characters=["Unassuming Yōjimbō", "Matsu Berserker"])
    s2.player(1, characters=["Doji Whisperer"])
    s2.start("conflict")
    s2.declare("military", "air", province=0, attackers=["Matsu Berserker"])
    assert s2.game.pending is None or s2.game.pending.context != "covert"


def _host(*attachments, name="Matsu Berserker"):
    s = Scenario()
    s.player(0, characters=[dict(name=name, attachments=list(attachments))])
    s.player(1)
    g = s.build()
    return s, s.card(name)


def test_fine_katana_plus_2_military_restricted():
    s, c = _host("Fine Katana")
    assert (skill(s.state, c, "military"), skill(s.state, c, "political")) == (3 + 2, None)


def test_ornate_fan_plus_2_political_restricted():
    s, c = _host("Ornate Fan", name="Doji Whisperer")
    assert skill(s.state, c, "political") == 3 + 2


@pytest.mark.covers('Ancestral Daishō', 'keyword:restricted')
@pytest.mark.covers('Fine Katana', 'keyword:restricted')
@pytest.mark.covers('Ornate Fan', 'keyword:restricted')
def test_fine_katana_ornate_fan_a_third_restricted_attachment_forces_a_discard():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Fine Katana", "Ornate Fan"])],
             hand=["Ancestral Daishō"], fate=3)
    s.player(1)
    s.start("draw")
    katana = s.uid("Fine Katana", zone="attached")
    s.pick("1")
    s.pick("1")
    s.pick("Ancestral Daishō")
    assert s.game.pending.context == "restricted"
    s.pick("Fine Katana")
    assert s.state.cards[katana].zone == "conflict_discard"
    assert len(s.card("Doji Whisperer").attachments) == 2


@pytest.mark.covers('Ancestral Daishō', 'keyword:ancestral')
def test_ancestral_daisho_plus_2_military_returns_to_hand_with_its_host():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Ancestral Daishō"])])
    s.player(1)
    s.start("draw")
    c = s.card("Matsu Berserker")
    assert skill(s.state, c, "military") == 3 + 2
    s.apply(ev("leaves_play", card=c.uid, reason="test"))
    assert s.card("Ancestral Daishō").zone == "hand"  # ancestral: not discarded


@pytest.mark.covers("Kitsuki's Method", 'keyword:ancestral')
def test_kitsuki_s_method_plus_2_political_returns_to_hand_with_its_host():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Kitsuki's Method"])])
    s.player(1)
    s.start("draw")
    c = s.card("Doji Whisperer")
    assert skill(s.state, c, "political") == 3 + 2
    s.apply(ev("leaves_play", card=c.uid, reason="test"))
    assert s.card("Kitsuki's Method").zone == "hand"


def test_moto_horde_only_weapon_attachments():
    s = Scenario()
    s.player(0, characters=["Moto Horde"], hand=["Fine Katana", "Ornate Fan"])
    s.player(1)
    g = s.build()
    assert attachment_hosts(g, 0, s.uid("Fine Katana")) == [s.uid("Moto Horde")]
    assert attachment_hosts(g, 0, s.uid("Ornate Fan")) == []


def test_fiery_madness_minus_2_military_and_political_never_below_zero():
    s, c = _host("Fiery Madness", name="Serene Warrior")
    assert (skill(s.state, c, "military"), skill(s.state, c, "political")) == (1, 0)
    s2, c2 = _host("Fiery Madness", name="Doji Whisperer")  # 0/3: military stays at 0
    assert (skill(s2.state, c2, "military"), skill(s2.state, c2, "political")) == (0, 1)


def test_vanilla_characters_have_their_printed_skills_and_no_abilities():
    from l5r.lcg.game import RULES
    from l5r.lcg.facts import by_name
    for name in ("Eager Scout", "Doji Whisperer", "Matsu Berserker", "Serene Warrior"):
        s, c = _host(name=name)
        f = by_name(name)
        assert (skill(s.state, c, "military"), skill(s.state, c, "political")) == (f.military, f.political)
        assert c.cid not in RULES.cards
