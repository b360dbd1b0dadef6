"""Core Set cards with constant abilities (Rules Reference "Constant Abilities"):
each test fails if the ability were wrong, and one checks its condition/restriction."""

import pytest

from l5r.lcg.conflict import eligible_attackers, eligible_defenders
from l5r.lcg.model import has_keyword, has_trait, province_strength, skill
from l5r.testing import Scenario


def in_conflict(attacker_chars, defender_chars, *, type="political", ring="air", attackers=(),
                defenders=(), **p):
    s = Scenario(first_player=0)
    s.player(0, characters=list(attacker_chars), **p.get("p0", {}))
    s.player(1, characters=list(defender_chars), **p.get("p1", {}))
    s.conflict(attacker=0, type=type, ring=ring, attackers=list(attackers), defenders=list(defenders))
    s.build()
    return s


@pytest.mark.covers('Political Rival', 'a1:effect', 'a1:condition')
def test_political_rival_plus_3_political_only_while_defending():
    s = in_conflict(["Doji Whisperer"], ["Political Rival"], attackers=["Doji Whisperer"],
                    defenders=["Political Rival"])
    s.game.state.conflict = None
    rival = s.card("Political Rival")
    base = skill(s.state, rival, "political")
    s2 = in_conflict(["Doji Whisperer"], ["Political Rival"], attackers=["Doji Whisperer"],
                     defenders=["Political Rival"])
    from l5r.lcg.state import Conflict
    st = s2.state
    st.conflict = Conflict(attacker=0, defender=1, type="political", ring="air",
                           province=st.players[1].provinces[0], attackers=[s2.uid("Doji Whisperer")],
                           defenders=[s2.uid("Political Rival")])
    assert skill(st, s2.card("Political Rival"), "political") == base + 3
    st.conflict.defenders = []  # not defending: no bonus
    assert skill(st, s2.card("Political Rival"), "political") == base


def _declarable(s, name):
    s.start("conflict")
    return s.uid(name) in eligible_attackers(s.game, 0, "military")


@pytest.mark.covers('Hiruma Yōjimbō', 'a1:effect')
def test_hiruma_yojimbo_cannot_attack_but_can_defend():
    s = Scenario(first_player=0)
    s.player(0, characters=["Hiruma Yōjimbō", "Matsu Berserker"])
    s.player(1)
    assert not _declarable(s, "Hiruma Yōjimbō")
    assert s.uid("Matsu Berserker") in eligible_attackers(s.game, 0, "military")


@pytest.mark.covers('Shiba Peacemaker', 'a1:effect')
def test_shiba_peacemaker_cannot_attack():
    s = Scenario(first_player=0)
    s.player(0, characters=["Shiba Peacemaker"])
    s.player(1)
    assert not _declarable(s, "Shiba Peacemaker")


@pytest.mark.covers('Aggressive Moto', 'a1:effect')
def test_aggressive_moto_cannot_be_declared_as_defender():
    s = in_conflict(["Matsu Berserker"], ["Aggressive Moto", "Eager Scout"], type="military",
                    attackers=["Matsu Berserker"])
    ds = eligible_defenders(s.game)
    assert s.uid("Aggressive Moto") not in ds and s.uid("Eager Scout") in ds


@pytest.mark.covers('Otomo Courtier', 'a1:effect', 'a1:condition')
def test_otomo_courtier_cannot_attack_the_imperial_favor_holder():
    s = Scenario(first_player=0)
    s.player(0, characters=["Otomo Courtier"])
    s.player(1)
    s.favor(1, "political")
    s.start("conflict")
    assert s.uid("Otomo Courtier") not in eligible_attackers(s.game, 0, "political")
    s.state.favor = {"player": -1, "side": ""}  # condition gone: it may attack
    assert s.uid("Otomo Courtier") in eligible_attackers(s.game, 0, "political")


@pytest.mark.covers('Seppun Guardsman', 'a1:effect', 'a1:condition')
def test_seppun_guardsman_cannot_attack_the_imperial_favor_holder():
    s = Scenario(first_player=0)
    s.player(0, characters=["Seppun Guardsman"])
    s.player(1)
    s.favor(1, "military")
    s.start("conflict")
    assert s.uid("Seppun Guardsman") not in eligible_attackers(s.game, 0, "military")
    s.state.favor = {"player": 0, "side": "military"}
    assert s.uid("Seppun Guardsman") in eligible_attackers(s.game, 0, "military")


@pytest.mark.covers('Seeker of Enlightenment', 'a1:effect')
def test_seeker_of_enlightenment_plus_1_per_fate_on_unclaimed_rings():
    s = Scenario()
    s.player(0, characters=["Seeker of Enlightenment"])
    s.player(1)
    g = s.build()
    c = s.card("Seeker of Enlightenment")
    assert (skill(g.state, c, "military"), skill(g.state, c, "political")) == (1, 1)  # printed 1/1
    g.state.rings["air"].fate = 2
    g.state.rings["void"].fate = 1
    g.state.rings["fire"].fate = 3
    g.state.rings["fire"].claimed_by = 1  # claimed: does not count
    assert (skill(g.state, c, "military"), skill(g.state, c, "political")) == (4, 4)


@pytest.mark.covers('Ishiken Initiate', 'a1:effect')
def test_ishiken_initiate_plus_1_per_claimed_ring():
    s = Scenario()
    s.player(0, characters=["Ishiken Initiate"], claimed_rings=["air"])
    s.player(1, claimed_rings=["fire", "void"])
    g = s.build()
    c = s.card("Ishiken Initiate")
    assert (skill(g.state, c, "military"), skill(g.state, c, "political")) == (1 + 3, 1 + 3)
    g.state.rings["air"].claimed_by = -1
    assert (skill(g.state, c, "military"), skill(g.state, c, "political")) == (3, 3)


@pytest.mark.covers('Yogo Outcast', 'a1:effect', 'a1:condition')
def test_yogo_outcast_bonus_only_while_less_honorable():
    s = Scenario()
    s.player(0, characters=["Yogo Outcast"], honor=8)
    s.player(1, honor=10)
    g = s.build()
    c = s.card("Yogo Outcast")
    assert (skill(g.state, c, "military"), skill(g.state, c, "political")) == (3, 3)  # printed 2/2
    g.state.players[0].honor = 10  # equally honorable: no bonus
    assert (skill(g.state, c, "military"), skill(g.state, c, "political")) == (2, 2)


@pytest.mark.covers("Utaku Infantry", "a1:effect", "a1:condition")
def test_utaku_infantry_plus_1_per_participating_unicorn():
    s = in_conflict(["Utaku Infantry", "Border Rider", "Moto Youth"], ["Eager Scout"], type="military",
                    attackers=["Utaku Infantry", "Border Rider"])
    c = s.card("Utaku Infantry")
    from l5r.lcg.facts import by_name
    base = by_name("Utaku Infantry").military
    assert skill(s.state, c, "military") == base + 2  # itself and Border Rider; Moto Youth at home
    s.state.conflict.attackers.remove(c.uid)  # not participating: no bonus
    assert skill(s.state, c, "military") == base


@pytest.mark.covers('Ancestral Lands', 'a1:effect', 'a1:condition')
def test_ancestral_lands_plus_5_only_in_political_conflicts():
    s = in_conflict(["Doji Whisperer"], [], attackers=["Doji Whisperer"],
                    p1=dict(provinces=["Ancestral Lands", "Night Raid", "Pilgrimage", "Shameful Display",
                                       "Meditations on the Tao"]))
    prov = s.card("Ancestral Lands", player=1)
    prov.facedown = False
    from l5r.lcg.facts import by_name
    base = by_name("Ancestral Lands").strength
    assert province_strength(s.state, prov) == base + 5
    s.state.conflict.type = "military"
    assert province_strength(s.state, prov) == base


@pytest.mark.covers('Entrenched Position', 'a1:effect', 'a1:condition')
def test_entrenched_position_plus_5_only_in_military_conflicts():
    s = in_conflict(["Matsu Berserker"], [], type="military", attackers=["Matsu Berserker"],
                    p1=dict(provinces=["Entrenched Position", "Night Raid", "Pilgrimage",
                                       "Shameful Display", "Meditations on the Tao"]))
    prov = s.card("Entrenched Position", player=1)
    prov.facedown = False
    from l5r.lcg.facts import by_name
    base = by_name("Entrenched Position").strength
    assert province_strength(s.state, prov) == base + 5
    s.state.conflict.type = "political"
    assert province_strength(s.state, prov) == base


@pytest.mark.covers('Cloud the Mind', 'a1:play_restriction', 'a2:effect')
def test_cloud_the_mind_blanks_the_host_and_needs_a_shugenja():
    s = Scenario()
    s.player(0, characters=[dict(name="Political Rival", attachments=["Cloud the Mind"])])
    s.player(1)
    g = s.build()
    rival = s.card("Political Rival")
    assert not has_keyword(g.state, rival, "covert")  # blank: printed keywords are gone
    # play restriction: only with a Shugenja under your control
    s2 = Scenario(first_player=0)
    s2.player(0, hand=["Cloud the Mind"], fate=3, characters=["Doji Whisperer"])
    s2.player(1)
    s2.start("draw")
    s2.pick("1")
    s2.pick("1")
    s2.assert_not_legal("Cloud the Mind")


@pytest.mark.covers('Cloud the Mind', 'a2:effect')
def test_cloud_the_mind_keeps_the_hosts_traits():
    """Card text ("blank (except for Traits)") over Rules Reference "Blank",
    which would blank printed Traits too: the host is still a Bushi, so
    Sashimono may attach to it (knock-on of the same defect)."""
    from l5r.lcg.play import attachment_hosts
    s = Scenario()
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Cloud the Mind"]), "Doji Whisperer"],
             hand=["Sashimono"])
    s.player(1)
    g = s.build()
    berserker = s.card("Matsu Berserker")
    assert has_trait(g.state, berserker, "bushi")
    assert attachment_hosts(g, 0, s.uid("Sashimono")) == [berserker.uid]


def test_blank_without_except_traits_blanks_printed_traits():
    """Rules Reference "Blank": a blanked printed text box has none of its
    printed Traits (an effect without Cloud the Mind's exception)."""
    s = Scenario()
    s.player(0, characters=["Matsu Berserker"])
    s.player(1)
    g = s.build()
    berserker = s.card("Matsu Berserker")
    g.state.lasting.append({"type": "blank", "source": berserker.uid, "until": "round",
                            "targets": [[berserker.uid, berserker.instance]]})
    assert not has_trait(g.state, berserker, "bushi")


@pytest.mark.covers('Magnificent Kimono', 'a1:effect')
def test_magnificent_kimono_host_gains_pride():
    s = Scenario()
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Magnificent Kimono"]), "Eager Scout"])
    s.player(1)
    g = s.build()
    assert has_keyword(g.state, s.card("Doji Whisperer"), "pride")
    assert not has_keyword(g.state, s.card("Eager Scout"), "pride")


@pytest.mark.covers('Pacifism', 'a2:effect')
def test_pacifism_host_cannot_participate_in_military_conflicts():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Pacifism"]), "Doji Whisperer"])
    s.player(1)
    s.start("conflict")
    assert s.uid("Matsu Berserker") not in eligible_attackers(s.game, 0, "military")
    assert s.uid("Doji Whisperer") in eligible_attackers(s.game, 0, "political")


@pytest.mark.covers('Pacifism', 'a1:play_restriction')
def test_pacifism_and_height_of_fashion_cannot_be_played_during_a_conflict():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Pacifism", "Height of Fashion"], fate=5)
    s.player(1, characters=["Matsu Berserker"])
    s.conflict(attacker=0, type="political", ring="air", attackers=["Doji Whisperer"])
    s.start("3.2.2")
    s.assert_not_legal("Pacifism")
    s.assert_not_legal("Height of Fashion")


@pytest.mark.covers('Sashimono', 'a1:attach_to')
def test_sashimono_attaches_only_to_your_bushi():
    from l5r.lcg.play import attachment_hosts
    s = Scenario()
    s.player(0, characters=["Matsu Berserker", "Doji Whisperer"], hand=["Sashimono"])
    s.player(1, characters=["Akodo Gunsō"])
    g = s.build()
    hosts = attachment_hosts(g, 0, s.uid("Sashimono"))
    assert hosts == [s.uid("Matsu Berserker")]


@pytest.mark.covers('Sashimono', 'a2:effect')
def test_sashimono_host_does_not_bow_from_military_conflict_resolution():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Sashimono"]), "Akodo Gunsō"])
    s.player(1)
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker", "Akodo Gunsō"])
    s.start("3.2.8")
    assert not s.card("Matsu Berserker").bowed
    assert s.card("Akodo Gunsō").bowed
