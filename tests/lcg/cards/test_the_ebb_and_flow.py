"""Cards of The Ebb and Flow (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets), with the Rules Reference sections they rest on."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability
from pack_helpers import limits_of as _limits
from pack_helpers import run_conflict_out as _run_conflict_out
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.abilities import action_options
from l5r.lcg.game import RULES
from l5r.lcg.model import province_strength, skill
from l5r.lcg.play import attachment_hosts
from l5r.lcg.vocab import Action, Effect, Target


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)



# ------------------------------------------------------------------ Flooded Waste
def _waste(slot=0):
    s = Quiet(first_player=0)
    s.player(0, characters=["Hida Kisada", "Matsu Berserker", "Doji Whisperer"])
    s.player(1, characters=["Eager Scout"], provinces=provinces(dict(name="Flooded Waste")))
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", province=slot, attackers=["Hida Kisada", "Matsu Berserker"])
    return s


@pytest.mark.covers("Flooded Waste", "a1:effect", "a1:trigger", "a1:when")
def test_flooded_waste_bows_each_attacker_when_revealed():
    s = _waste()
    pass_until(s, "trigger", 1)
    s.pick("Flooded Waste")
    assert s.card("Hida Kisada").bowed and s.card("Matsu Berserker").bowed
    assert not s.card("Doji Whisperer").bowed  # at home


@pytest.mark.covers("Flooded Waste", "a1:when", "a1:limit")
def test_flooded_waste_not_when_another_province_is_revealed():
    s = _waste(slot=1)
    _run_conflict_out(s, "Flooded Waste")
    assert _limits("12-flooded-waste") == ["once per round"]


# ------------------------------------------------------------------ Seeking the Truth
@pytest.mark.covers("Seeking the Truth", "a1:effect", "a1:condition")
def test_seeking_the_truth_plus_2_strength_with_a_water_role():
    def strength(role=None):
        s = Quiet()
        s.player(0)
        s.player(1, provinces=provinces(dict(name="Seeking the Truth", facedown=False)),
                 **({"role": role} if role else {}))
        s.build()
        return province_strength(s.state, s.card("Seeking the Truth"))
    assert strength() == 3
    assert strength("Keeper of Water") == 5
    assert strength("Seeker of Air") == 3


def _truth(slot=0):
    s = in_conflict(dict(characters=["Hida Kisada"]), dict(characters=["Eager Scout", "Doji Whisperer"]),
                    attackers=["Hida Kisada"], defenders=["Eager Scout"], province=slot)
    s.player(1, characters=["Eager Scout", "Doji Whisperer"],
             provinces=provinces(dict(name="Seeking the Truth"), dict(name="Ancestral Lands")))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Seeking the Truth", "a2:effect", "a2:trigger", "a2:when", "a2:target")
def test_seeking_the_truth_sends_a_defender_home_when_broken():
    s = _truth()
    pass_until(s, "trigger", 1)
    s.pick("Seeking the Truth")
    s.assert_legal("Eager Scout")
    s.assert_not_legal("Hida Kisada")  # attacking
    s.assert_not_legal("Doji Whisperer")  # at home
    s.pick("Eager Scout")
    assert s.uid("Eager Scout") not in s.state.conflict.defenders


@pytest.mark.covers("Seeking the Truth", "a2:when", "a2:limit")
def test_seeking_the_truth_not_for_another_province():
    s = _truth(slot=1)
    _run_conflict_out(s, "Seeking the Truth")
    assert s.card("Ancestral Lands", 1).broken
    assert _limits("12-seeking-the-truth", 1) == ["once per round"]


# ------------------------------------------------------------------ Ikebana Artisan
def _unopposed(defender_chars=("Ikebana Artisan",), fate=2):
    s = in_conflict(dict(characters=["Matsu Berserker"]), dict(characters=list(defender_chars), fate=fate),
                    attackers=["Matsu Berserker"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Ikebana Artisan", "a1:effect", "a1:trigger", "a1:when", "a1:then")
def test_ikebana_artisan_cancels_the_unopposed_honor_loss_then_loses_1_fate():
    """Appendix IV (errata): cancel that honor loss; then lose 1 fate."""
    s = _unopposed()
    pl = s.state.players[1]
    honor = pl.honor
    pass_until(s, "trigger", 1)
    s.pick("Ikebana Artisan")
    assert (pl.honor, pl.fate) == (honor, 1)


@pytest.mark.covers("Ikebana Artisan", "a1:when")
def test_ikebana_artisan_only_for_your_unopposed_honor_loss():
    s = in_conflict(dict(characters=["Ikebana Artisan", "Matsu Berserker"]), dict(characters=[], fate=2),
                    attackers=["Matsu Berserker"])
    s.start("3.2.2")
    _run_conflict_out(s, "Ikebana Artisan")  # the opponent loses honor: not yours
    assert s.state.players[1].honor == 9
    s = Quiet(first_player=0)
    s.player(0, characters=["Ikebana Artisan"], hand=["Assassination"], fate=3)
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("political", "air", attackers=["Ikebana Artisan"])
    my_turn(s)
    s.pick("Assassination")  # its cost: 3 honor, not for an unopposed conflict
    s.pick("Eager Scout")
    assert_not_offered(s, "Ikebana Artisan")


@pytest.mark.covers("Ikebana Artisan", "a1:limit")
def test_ikebana_artisan_has_no_limit():
    assert _limits("12-ikebana-artisan") == ["no limit per round"]


# ------------------------------------------------------------------ Volcanic Troll
@pytest.mark.covers("Volcanic Troll", "a1:effect", "a1:condition")
def test_volcanic_troll_plus_2_each_skill_while_the_fire_ring_is_unclaimed():
    def skills(claimed=(), contested=None):
        s = Quiet()
        s.player(0, characters=["Volcanic Troll", "Matsu Berserker"], claimed_rings=list(claimed))
        s.player(1)
        if contested:
            s.conflict(attacker=0, type="military", ring=contested, attackers=["Matsu Berserker"])
        s.build()
        c = s.card("Volcanic Troll")
        return skill(s.state, c, "military"), skill(s.state, c, "political")
    assert skills() == (5, 5)
    assert skills(["fire"]) == (3, 3)
    assert skills(contested="fire") == (3, 3)  # the contested ring is not in the unclaimed pool
    assert skills(["air"]) == (5, 5)


@pytest.mark.covers("Volcanic Troll", "keyword:no attachments except weapon")
def test_volcanic_troll_only_weapon_attachments():
    s = Quiet()
    s.player(0, characters=["Volcanic Troll"], hand=["Fine Katana", "Ornate Fan"])
    s.player(1)
    g = s.build()
    assert attachment_hosts(g, 0, s.uid("Fine Katana")) == [s.uid("Volcanic Troll")]
    assert attachment_hosts(g, 0, s.uid("Ornate Fan")) == []


# ------------------------------------------------------------------ Tireless Sōdan Senzo
@pytest.mark.covers("Tireless Sōdan Senzo", "a1:effect")
def test_tireless_sodan_senzo_does_not_bow_when_it_loses():
    s = in_conflict(dict(characters=["Tireless Sōdan Senzo", "Doji Whisperer"]),
                    dict(characters=["Hida Kisada"]), attackers=["Tireless Sōdan Senzo", "Doji Whisperer"],
                    defenders=["Hida Kisada"])
    s.start("3.2.2")
    while s.state.conflict is not None:
        skip(s)
    assert not s.card("Tireless Sōdan Senzo").bowed  # lost: stays ready
    assert s.card("Doji Whisperer").bowed
    s = in_conflict(dict(characters=["Tireless Sōdan Senzo"]), dict(characters=["Eager Scout"]),
                    attackers=["Tireless Sōdan Senzo"], defenders=["Eager Scout"])
    s.start("3.2.2")
    while s.state.conflict is not None:
        skip(s)
    assert s.card("Tireless Sōdan Senzo").bowed  # won: bows as usual


# ------------------------------------------------------------------ Yoritomo
@pytest.mark.covers("Yoritomo", "a1:effect")
def test_yoritomo_plus_1_each_skill_per_fate_in_your_pool():
    def skills(fate, opp_fate=0):
        s = Quiet()
        s.player(0, characters=["Yoritomo"], fate=fate)
        s.player(1, fate=opp_fate)
        s.build()
        c = s.card("Yoritomo")
        return skill(s.state, c, "military"), skill(s.state, c, "political")
    assert skills(0) == (3, 3)
    assert skills(4) == (7, 7)
    assert skills(0, opp_fate=5) == (3, 3)  # the opponent's pool does not count


# ------------------------------------------------------------------ Fight On
def _fight(attacker=0):
    s = in_conflict(dict(characters=["Matsu Berserker"], **WAITS),
                    dict(characters=[dict(name="Hida Guardian", bowed=True), "Doji Whisperer",
                                     dict(name="Eager Scout", bowed=True)], hand=["Fight On"], fate=1),
                    attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Fight On", "a1:effect", "a1:target", "a1:condition")
def test_fight_on_readies_a_bowed_character_and_moves_it_in_while_you_defend():
    s = _fight()
    my_turn(s, 1)
    s.pick("Fight On")
    s.assert_legal("Hida Guardian")
    s.assert_not_legal("Doji Whisperer")  # ready
    s.assert_not_legal("Matsu Berserker")  # not yours
    s.pick("Hida Guardian")
    g = s.card("Hida Guardian")
    assert not g.bowed and g.uid in s.state.conflict.defenders


@pytest.mark.covers("Fight On", "a1:condition")
def test_fight_on_not_as_the_attacker():
    s = in_conflict(dict(characters=["Matsu Berserker", dict(name="Hida Guardian", bowed=True)],
                         hand=["Fight On"], fate=1),
                    dict(characters=["Doji Whisperer"], **WAITS), attackers=["Matsu Berserker"])
    s.start("3.2.2")
    assert not can_use(s, 0, "Fight On")


# ------------------------------------------------------------------ Menacing Iron Warrior
def _menacing(give, type="military", attackers=("Menacing Iron Warrior",)):
    give(Action(Effect("bow"), target=Target(), text="bow one"))
    s = in_conflict(dict(characters=["Menacing Iron Warrior", "Matsu Berserker"]),
                    dict(characters=["Doji Challenger", "Eager Scout", "Matsu Seventh Legion"], **WAITS), type=type,
                    attackers=list(attackers), defenders=["Doji Challenger", "Matsu Seventh Legion"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Menacing Iron Warrior", "a1:effect", "a1:conflict")
def test_menacing_iron_warrior_opponents_with_no_more_military_cannot_trigger(give):
    s = _menacing(give)
    assert can_use(s, 1, "Doji Challenger: bow one")
    my_turn(s)
    s.pick("Menacing Iron Warrior")
    assert not can_use(s, 1, "Doji Challenger: bow one")  # 3 military, equal to the Warrior's 3
    from l5r.lcg.model import cannot
    assert not cannot(s.game, "trigger_abilities", s.card("Matsu Seventh Legion"))  # 7: higher
    assert not cannot(s.game, "trigger_abilities", s.card("Eager Scout"))  # at home


@pytest.mark.covers("Menacing Iron Warrior", "a1:conflict")
def test_menacing_iron_warrior_only_while_it_takes_part_in_a_military_conflict(give):
    assert not can_use(_menacing(give, type="political"), 0, "Menacing Iron Warrior")
    assert not can_use(_menacing(give, attackers=("Matsu Berserker",)), 0, "Menacing Iron Warrior")


# ------------------------------------------------------------------ Soul Beyond Reproach
def _soul(status=""):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", status=status), dict(name="Kakita Asami", status="honored")],
             hand=["Soul Beyond Reproach"], fate=1)
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Soul Beyond Reproach", "a1:effect", "a1:target", "a1:then")
def test_soul_beyond_reproach_honors_twice_a_dishonored_character_becomes_honored():
    """Rules Reference "Personal Honor": honoring a dishonored character makes it ordinary."""
    s = _soul("dishonored")
    s.pick("Soul Beyond Reproach")
    s.assert_legal("Doji Whisperer")
    s.assert_not_legal("Kakita Asami")  # honored already
    s.assert_not_legal("Eager Scout")  # not yours
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == 1


@pytest.mark.covers("Soul Beyond Reproach", "a1:then")
def test_soul_beyond_reproach_an_ordinary_character_is_honored_once_then_nothing_more():
    s = _soul()
    s.pick("Soul Beyond Reproach")
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == 1


# ------------------------------------------------------------------ Heroic Resolve
def _resolve(rings=("air", "earth")):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", bowed=True, attachments=["Heroic Resolve"]), "Eager Scout"],
             claimed_rings=list(rings))
    s.player(1, claimed_rings=["fire", "water"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Heroic Resolve", "a1:effect", "a1:condition")
def test_heroic_resolve_readies_its_character_with_2_claimed_rings():
    s = _resolve()
    s.pick("Heroic Resolve")
    assert not s.card("Matsu Berserker").bowed
    assert not can_use(_resolve(rings=("air",)), 0, "Heroic Resolve")  # the opponent's rings do not count


# ------------------------------------------------------------------ Deceptive Offer
def _offer():
    s = in_conflict(dict(characters=["Doji Challenger", "Matsu Berserker"], hand=["Deceptive Offer"]),
                    dict(characters=["Eager Scout"], **WAITS), attackers=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Deceptive Offer")
    return s


@pytest.mark.covers("Deceptive Offer", "a1:effect", "a1:target", "a1:condition")
def test_deceptive_offer_the_opponent_selects_the_bonus_or_gives_1_honor():
    """Rules Reference "Select": the opponent selects as the effect resolves."""
    s = _offer()
    s.assert_legal("Doji Challenger")
    s.assert_not_legal("Matsu Berserker")  # at home
    s.assert_not_legal("Eager Scout")  # not yours
    s.pick("Doji Challenger")
    assert s.game.pending.player == 1
    s.pick("+2 military")
    assert skill(s.state, s.card("Doji Challenger"), "military") == 5
    s = _offer()
    s.pick("Doji Challenger")
    honor = [pl.honor for pl in s.state.players]
    s.pick("give its controller 1 honor")
    assert [pl.honor for pl in s.state.players] == [honor[0] + 1, honor[1] - 1]
    assert skill(s.state, s.card("Doji Challenger"), "military") == 3


@pytest.mark.covers("Deceptive Offer", "a1:condition")
def test_deceptive_offer_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger"], hand=["Deceptive Offer"])
    s.player(1)
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Deceptive Offer")


# ------------------------------------------------------------------ Master of the Swift Waves
def _waves(p0=("Master of the Swift Waves", "Matsu Berserker", "Hida Guardian"), attackers=("Matsu Berserker",)):
    s = in_conflict(dict(characters=list(p0)), dict(characters=["Doji Whisperer", "Eager Scout"], **WAITS),
                    attackers=list(attackers), defenders=["Doji Whisperer"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Master of the Swift Waves", "a1:effect", "a1:target", "a1:condition")
def test_master_of_the_swift_waves_switches_a_participant_and_a_character_at_home():
    s = _waves()
    my_turn(s)
    s.pick("Master of the Swift Waves")
    assert s.game.pending.kind == "choose_many"
    s.assert_legal("Matsu Berserker")
    s.assert_legal("Hida Guardian")
    s.assert_legal("Master of the Swift Waves")  # itself, at home
    s.assert_not_legal("Doji Whisperer")  # not yours
    s.assert_not_legal("Eager Scout")
    s.pick_many("Hida Guardian", "Matsu Berserker")  # (in any order)
    cf = s.state.conflict
    assert s.uid("Matsu Berserker") not in cf.attackers and s.uid("Hida Guardian") in cf.attackers


@pytest.mark.covers("Master of the Swift Waves", "a1:target", "a1:condition")
def test_master_of_the_swift_waves_needs_one_of_each_and_a_conflict():
    s = _waves(p0=("Master of the Swift Waves", "Matsu Berserker"),
               attackers=("Master of the Swift Waves", "Matsu Berserker"))
    assert not can_use(s, 0, "Master of the Swift Waves")  # nobody of yours at home
    s = Quiet(first_player=0)
    s.player(0, characters=["Master of the Swift Waves", "Matsu Berserker"])
    s.player(1)
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Master of the Swift Waves")


# ------------------------------------------------------------------ Ofushikai
def _ofushikai(host="Shiba Tsukune", attackers=("Shiba Tsukune",)):
    s = in_conflict(dict(characters=[dict(name=host, attachments=["Ofushikai"]), "Matsu Berserker"]),
                    dict(characters=["Doji Whisperer", "Eager Scout", "Hida Guardian"], **WAITS), type="political",
                    attackers=list(attackers), defenders=["Doji Whisperer", "Eager Scout"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Ofushikai", "a2:effect", "a2:condition", "a3:effect", "a3:target", "a3:condition")
def test_ofushikai_its_champion_sends_a_participant_home_who_cannot_attack_this_phase():
    s = _ofushikai()
    my_turn(s)
    s.pick("Shiba Tsukune")  # the ability is the character's, not the attachment's
    s.assert_legal("Doji Whisperer")
    s.assert_legal("Shiba Tsukune")
    s.assert_not_legal("Hida Guardian")  # at home
    s.pick("Eager Scout")
    assert s.uid("Eager Scout") not in s.state.conflict.defenders
    from l5r.lcg.model import cannot
    assert cannot(s.game, "attack", s.card("Eager Scout"))
    assert not cannot(s.game, "attack", s.card("Doji Whisperer"))


@pytest.mark.covers("Ofushikai", "a2:condition", "a3:condition")
def test_ofushikai_only_a_champion_gains_it_and_only_while_participating():
    assert not can_use(_ofushikai(host="Isawa Kaede", attackers=("Isawa Kaede",)), 0, "Isawa Kaede")  # no Champion
    assert not can_use(_ofushikai(attackers=("Matsu Berserker",)), 0, "Shiba Tsukune")  # at home
    s = _ofushikai()
    assert not any("Ofushikai" in o.label for o in action_options(s.game, 0))  # the attachment has no action itself


@pytest.mark.covers("Ofushikai", "a1:attach_to")
def test_ofushikai_only_on_a_unique_phoenix_character_you_control():
    s = Quiet()
    s.player(0, characters=["Shiba Tsukune", "Isawa Kaede", "Shrine Maiden", "Matsu Berserker"], hand=["Ofushikai"])
    s.player(1, characters=["Isawa Masahiro"])
    g = s.build()
    hosts = attachment_hosts(g, 0, s.uid("Ofushikai"))
    assert hosts == [s.uid("Shiba Tsukune"), s.uid("Isawa Kaede")]  # not non-unique, nor Lion, nor the opponent's


@pytest.mark.covers("Ofushikai", "keyword:ancestral", "keyword:restricted")
def test_ofushikai_ancestral_returns_to_hand_and_is_restricted():
    """Rules Reference "Ancestral", "Restricted"."""
    from l5r.lcg.actions import ev
    from l5r.lcg.model import has_keyword
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Shiba Tsukune", attachments=["Ofushikai"])])
    s.player(1)
    s.start("draw")
    assert has_keyword(s.state, s.card("Ofushikai"), "restricted")
    s.apply(ev("leaves_play", card=s.uid("Shiba Tsukune"), reason="discarded"))
    assert s.card("Ofushikai").zone == "hand"


# ------------------------------------------------------------------ Hawk Tattoo
def _hawk(host="Togashi Initiate", in_conflict_=True):
    if in_conflict_:
        s = in_conflict(dict(characters=["Matsu Berserker", "Togashi Initiate", "Hida Guardian"],
                             hand=["Hawk Tattoo", "Banzai!"], fate=3),
                        dict(characters=["Doji Whisperer"], **WAITS), attackers=["Matsu Berserker"])
        s.start("3.2.2")
        my_turn(s)
    else:
        s = Quiet(first_player=0)
        s.player(0, characters=["Matsu Berserker", "Togashi Initiate", "Hida Guardian"], hand=["Hawk Tattoo"], fate=3)
        s.player(1, characters=["Doji Whisperer"])
        s.start("conflict")
        pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Hawk Tattoo")
    s.pick(host)
    return s


@pytest.mark.covers("Hawk Tattoo", "a3:effect", "a3:trigger", "a3:when")
def test_hawk_tattoo_moves_its_monk_in_and_you_may_take_another_action():
    s = _hawk()
    pass_until(s, "trigger", 0)
    s.pick("Hawk Tattoo")
    assert s.uid("Togashi Initiate") in s.state.conflict.attackers
    d = s.game.pending
    assert (d.player, d.context) == (0, "conflict_action")  # the same player acts again
    s.assert_legal("Banzai!")


@pytest.mark.covers("Hawk Tattoo", "a3:effect")
def test_hawk_tattoo_a_non_monk_moves_in_and_the_opponent_acts_next():
    s = _hawk(host="Hida Guardian")
    pass_until(s, "trigger", 0)
    s.pick("Hawk Tattoo")
    assert s.uid("Hida Guardian") in s.state.conflict.attackers
    assert s.game.pending.player == 1


@pytest.mark.covers("Hawk Tattoo", "a3:when", "a3:limit")
def test_hawk_tattoo_not_when_played_outside_a_conflict():
    s = _hawk(in_conflict_=False)
    assert_not_offered(s, "Hawk Tattoo")
    assert s.card("Hawk Tattoo").zone == "attached"
    assert _limits("12-hawk-tattoo", 2) == ["once per round"]


@pytest.mark.covers("Hawk Tattoo", "a1:attach_to", "a2:effect")
def test_hawk_tattoo_on_your_own_character_which_gains_tattooed():
    from l5r.lcg.model import has_trait
    s = Quiet()
    s.player(0, characters=[dict(name="Hida Guardian", attachments=["Hawk Tattoo"]), "Matsu Berserker"],
             hand=["Hawk Tattoo"])
    s.player(1, characters=["Doji Whisperer"])
    g = s.build()
    assert has_trait(s.state, s.card("Hida Guardian"), "tattooed")
    assert not has_trait(s.state, s.card("Matsu Berserker"), "tattooed")
    assert attachment_hosts(g, 0, s.uid("Hawk Tattoo", zone="hand")) == [s.uid("Matsu Berserker")]


# ------------------------------------------------------------------ Disguised Protector
def _protector(attackers=("Disguised Protector",), bids=(5, 1)):
    s = in_conflict(dict(characters=["Disguised Protector", "Matsu Berserker"], bid=bids[0]),
                    dict(characters=["Serene Warrior"], bid=bids[1], **WAITS), attackers=list(attackers),
                    defenders=["Serene Warrior"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Disguised Protector", "a1:effect", "a1:condition")
def test_disguised_protector_each_player_adds_their_dial_to_their_side():
    """Rules Reference "Bid Value": the setting of the dial, as it is when the totals count."""
    from l5r.lcg.conflict import totals
    s = _protector()
    assert totals(s.game) == (3, 3)
    my_turn(s)
    s.pick("Disguised Protector")
    assert totals(s.game) == (3 + 5, 3 + 1)
    s.state.players[1].bid = 4  # (a later change of the dial counts)
    assert totals(s.game) == (8, 7)
    while s.state.conflict is not None:
        skip(s)
    assert s.state.rings["air"].claimed_by == 0  # won 8 to 7


@pytest.mark.covers("Disguised Protector", "a1:condition")
def test_disguised_protector_only_while_it_participates_and_only_this_conflict():
    assert not can_use(_protector(attackers=("Matsu Berserker",)), 0, "Disguised Protector")
    s = _protector()
    my_turn(s)
    s.pick("Disguised Protector")
    while s.state.conflict is not None:
        skip(s)
    assert not any(e.get("bid") for e in s.state.lasting)  # ended with the conflict


# ------------------------------------------------------------------ Nezumi Infiltrator
def _nezumi(prov="Ancestral Lands"):
    s = in_conflict(dict(characters=["Matsu Berserker"], hand=["Nezumi Infiltrator"], fate=2),
                    dict(characters=["Doji Whisperer"], provinces=provinces(dict(name=prov)), **WAITS),
                    attackers=["Matsu Berserker"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Nezumi Infiltrator")
    if s.game.pending.context == "additional_fate":
        s.pick("0")
    return s


@pytest.mark.covers("Nezumi Infiltrator", "a3:effect", "a3:trigger", "a3:when", "a3:select")
def test_nezumi_infiltrator_raises_or_lowers_the_attacked_province_by_1():
    for choice, delta in (("raise", 1), ("lower", -1)):
        s = _nezumi()
        prov = s.card("Ancestral Lands", 1)
        before = province_strength(s.state, prov)
        pass_until(s, "trigger", 0)
        s.pick("Nezumi Infiltrator")
        s.pick(choice)
        assert province_strength(s.state, prov) == before + delta


@pytest.mark.covers("Nezumi Infiltrator", "a3:select")
def test_nezumi_infiltrator_not_below_1():
    s = _nezumi(prov="Sanpuku Seidō")  # strength 1: it can only be raised
    prov = s.card("Sanpuku Seidō")
    pass_until(s, "trigger", 0)
    s.pick("Nezumi Infiltrator")
    assert province_strength(s.state, prov) == 2


@pytest.mark.covers("Nezumi Infiltrator", "a3:when", "a3:limit")
def test_nezumi_infiltrator_only_when_it_enters_play_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Nezumi Infiltrator"], fate=2)
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Nezumi Infiltrator")
    while s.game.pending.context == "additional_fate":
        s.pick("0")
    assert s.card("Nezumi Infiltrator").zone == "play"
    assert_not_offered(s, "Nezumi Infiltrator")
    assert _limits("12-nezumi-infiltrator", 2) == ["max 1 per conflict", "once per round"]


@pytest.mark.covers("Nezumi Infiltrator", "a1:effect", "a2:effect")
def test_nezumi_infiltrator_immune_to_shadowlands_card_effects(monkeypatch, give):
    """Rules Reference "Immune": a Shadowlands card's effect cannot choose it; other cards' can."""
    from l5r.lcg.abilities import CardDef
    bow = Action(Effect("bow"), target=Target(action="bow"), text="bow one")
    monkeypatch.setitem(RULES.cards, "02-goblin-sneak", CardDef("02-goblin-sneak", (bow,)))
    give(bow)
    s = Quiet(first_player=0)
    s.player(0, characters=["Goblin Sneak", "Doji Challenger"])
    s.player(1, characters=["Nezumi Infiltrator", "Eager Scout"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Goblin Sneak: bow one")
    s.assert_not_legal("Nezumi Infiltrator")  # Shadowlands
    s.assert_legal("Eager Scout")
    s.pick("Eager Scout")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Doji Challenger: bow one")
    s.assert_legal("Nezumi Infiltrator")  # not Shadowlands
    assert RULES.cards["12-nezumi-infiltrator"].abilities[1].keyword == "maho"


# ------------------------------------------------------------------ My Ancestor's Strength
def _ancestor(attackers=("Adept of the Waves", "Isawa Uona"), discard=("Hida Kisada", "Borderlands Fortifications")):
    s = in_conflict(dict(characters=["Adept of the Waves", "Isawa Uona", "Asahina Storyteller", "Matsu Berserker"],
                         hand=["My Ancestor's Strength"], fate=2, dynasty_discard=list(discard)),
                    dict(characters=["Doji Whisperer"], dynasty_discard=["Serene Warrior"], **WAITS),
                    attackers=list(attackers))
    s.start("3.2.2")
    return s


@pytest.mark.covers("My Ancestor's Strength", "a1:effect", "a1:target", "a1:condition")
def test_my_ancestors_strength_a_participating_shugenja_takes_printed_skills_from_the_discard_pile():
    s = _ancestor()
    my_turn(s)
    s.pick("My Ancestor's Strength")
    s.assert_legal("Adept of the Waves")
    s.assert_legal("Isawa Uona")
    s.assert_legal("Hida Kisada")
    s.assert_not_legal("Asahina Storyteller")  # a Shugenja at home
    s.assert_not_legal("Matsu Berserker")  # no Shugenja
    s.assert_not_legal("Borderlands Fortifications")  # not a character
    s.assert_not_legal("Serene Warrior")  # the opponent's discard pile
    s.pick_many("Hida Kisada", "Adept of the Waves")  # (in any order)
    a = s.card("Adept of the Waves")
    assert (skill(s.state, a, "military"), skill(s.state, a, "political")) == (7, 2)


@pytest.mark.covers("My Ancestor's Strength", "a1:effect")
def test_my_ancestors_strength_a_dash_stays_a_dash():
    """Rules Reference "Dash (-)": a dash skill cannot be modified."""
    s = _ancestor()
    my_turn(s)
    s.pick("My Ancestor's Strength")
    s.pick_many("Isawa Uona", "Hida Kisada")
    u = s.card("Isawa Uona")
    assert (skill(s.state, u, "military"), skill(s.state, u, "political")) == (7, None)


@pytest.mark.covers("My Ancestor's Strength", "a1:target", "a1:condition")
def test_my_ancestors_strength_needs_both_targets_and_a_conflict():
    assert not can_use(_ancestor(discard=("Borderlands Fortifications",)), 0, "My Ancestor's Strength")
    assert not can_use(_ancestor(attackers=("Matsu Berserker",)), 0, "My Ancestor's Strength")
    s = Quiet(first_player=0)
    s.player(0, characters=["Adept of the Waves"], hand=["My Ancestor's Strength"], fate=2,
             dynasty_discard=["Hida Kisada"])
    s.player(1)
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "My Ancestor's Strength")


# ------------------------------------------------------------------ Asako Azunami
def _azunami(ring="water", attacker=0):
    mine = ["Asako Azunami", dict(name="Matsu Berserker", bowed=True)]
    theirs = ["Doji Whisperer", dict(name="Eager Scout", bowed=True)]
    if attacker == 0:
        s = in_conflict(dict(characters=mine), dict(characters=theirs), ring=ring, attackers=["Asako Azunami"])
    else:
        s = in_conflict(dict(characters=[*theirs, "Hida Kisada"]), dict(characters=mine), ring=ring,
                        attackers=["Hida Kisada"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Asako Azunami", "a1:effect", "a1:trigger", "a1:when")
def test_asako_azunami_instead_of_the_water_ring_bows_one_and_readies_another():
    s = _azunami()
    pass_until(s, "trigger", 0)
    s.pick("Asako Azunami")
    assert s.game.pending.context == "may_choose"
    s.assert_legal("Doji Whisperer")
    s.assert_not_legal("Eager Scout")  # bowed already
    s.pick_many("Doji Whisperer")
    s.assert_legal("Matsu Berserker")
    s.assert_not_legal("Doji Whisperer")  # a different character
    s.pick_many("Matsu Berserker")
    assert s.card("Doji Whisperer").bowed and not s.card("Matsu Berserker").bowed
    assert s.game.pending is None or s.game.pending.context != "ring_effect"  # no usual effect after it


@pytest.mark.covers("Asako Azunami", "a1:effect")
def test_asako_azunami_either_choice_may_be_skipped():
    s = _azunami()
    pass_until(s, "trigger", 0)
    s.pick("Asako Azunami")
    s.pick_many()
    s.pick_many("Eager Scout")
    assert not s.card("Eager Scout").bowed and not s.card("Doji Whisperer").bowed


@pytest.mark.covers("Asako Azunami", "a1:when", "a1:limit")
def test_asako_azunami_not_for_another_ring_nor_an_opponents_resolution():
    s = _azunami(ring="fire")
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "Asako Azunami")
        skip(s)
    s = _azunami(attacker=1)
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "Asako Azunami")
        skip(s)
    assert _limits("12-asako-azunami") == ["once per round"]


# ------------------------------------------------------------------ Hidden Moon Dōjō
def _dojo(facedown=False, at="conflict"):
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger"], hand=["Banzai!"], fate=5,
             provinces=provinces(dict(name="Entrenched Position", cards=[dict(name="Matsu Berserker",
                                                                               facedown=facedown)]),
                                 dict(name="Ancestral Lands", cards=["Hidden Moon Dōjō"]),
                                 dict(name="Entrenched Position", cards=[dict(name="Kaiu Envoy", facedown=facedown)]),
                                 dict(name="Ancestral Lands", cards=[dict(name="Hida Guardian", facedown=facedown)])))
    s.player(1, characters=["Doji Whisperer"], **WAITS)
    s.start(at)
    return s


@pytest.mark.covers("Hidden Moon Dōjō", "a1:effect")
def test_hidden_moon_dojo_cards_in_adjacent_provinces_are_played_as_if_in_hand():
    """Rules Reference "Provinces": adjacent provinces are those immediately left and right."""
    s = _dojo()
    pass_until(s, ("action", "declare_conflict"), 0)
    assert s.state.phase == "conflict"
    s.assert_legal("Play Matsu Berserker from hand")  # slot 1, next to the Dojo's slot 2
    s.assert_legal("Play Kaiu Envoy from hand")  # slot 3
    s.assert_not_legal("Hida Guardian")  # slot 4: not adjacent
    s.pick("Play Matsu Berserker from hand")
    while s.game.pending.context == "additional_fate":
        s.pick("0")
    assert s.card("Matsu Berserker").zone == "play"
    assert len(s.state.players[0].province_cards[0]) == 1  # refilled


@pytest.mark.covers("Hidden Moon Dōjō", "a1:effect")
def test_hidden_moon_dojo_not_facedown_cards_nor_from_an_opponents_dojo():
    from l5r.lcg.play import play_options
    s = _dojo(facedown=True)
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not any("Matsu Berserker" in o.label for o in play_options(s.game, 0, False))  # facedown
    s = _dojo()
    pass_until(s, ("action", "declare_conflict"), 0)
    assert any("Matsu Berserker" in o.label for o in play_options(s.game, 0, False))
    assert not any("Matsu Berserker" in o.label for o in play_options(s.game, 1, False))  # not the Dojo's owner


@pytest.mark.covers("Hidden Moon Dōjō", "a2:effect", "a2:target", "a2:condition")
def test_hidden_moon_dojo_turns_faceup_a_card_in_an_adjacent_province_during_a_conflict():
    s = _dojo(facedown=True)
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Hidden Moon Dōjō")  # not during a conflict
    s.declare("military", "air", attackers=["Doji Challenger"])
    my_turn(s)
    s.pick("Hidden Moon Dōjō")
    s.assert_legal("facedown card in province 1")
    s.assert_legal("facedown card in province 3")
    s.assert_not_legal("facedown card in province 4")  # not adjacent
    s.pick("facedown card in province 1")
    assert not s.card("Matsu Berserker").facedown
