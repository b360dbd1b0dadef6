"""Cards of Fate Has No Secrets (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets), and the 2017 rulings about them (Rules Reference cited)."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability
from pack_helpers import limits_left as _limits_left
from pack_helpers import run_conflict_out as _run_conflict_out
from pack_helpers import skills as _skills
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.game import RULES
from l5r.lcg.model import skill
from l5r.lcg.vocab import Action, Effect, Target


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)


# ------------------------------------------------------------------ Crisis Breaker
def _breaker(p0_chars, attackers, p1_chars=("Serene Warrior",), defenders=("Serene Warrior",), type="military"):
    s = in_conflict(dict(characters=list(p0_chars), **WAITS), dict(characters=list(p1_chars), **WAITS), type=type,
                    attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Crisis Breaker", "a1:effect", "a1:target")
def test_crisis_breaker_readies_a_berserker_and_moves_it_to_the_conflict():
    s = _breaker(["Crisis Breaker", dict(name="Matsu Berserker", bowed=True), "Eager Scout"], ["Eager Scout"])
    s.pick("Crisis Breaker")
    s.assert_legal("Matsu Berserker")
    s.assert_legal("Crisis Breaker")  # itself a Berserker, at home: it can move in
    s.assert_not_legal("Eager Scout")  # not a Berserker
    s.assert_not_legal("Serene Warrior")  # not yours
    s.pick("Matsu Berserker")
    berserker = s.card("Matsu Berserker")
    assert not berserker.bowed and berserker.uid in s.state.conflict.attackers


@pytest.mark.covers("Crisis Breaker", "a1:effect", "a1:target")
@pytest.mark.ruling(61, "Crisis Breaker")
def test_crisis_breaker_ruling_need_not_resolve_in_full():
    """Ruling (RRG "Effects"): a bowed participating Berserker can be readied, a ready one at
    home moved in; a ready participating Berserker is no target (nothing would change)."""
    s = _breaker(["Crisis Breaker", dict(name="Matsu Berserker", bowed=True)], ["Matsu Berserker", "Crisis Breaker"],
                 p1_chars=("Serene Warrior", "Matsu Berserker"), defenders=("Serene Warrior", "Matsu Berserker"))
    s.pick("Crisis Breaker")
    s.assert_not_legal("Crisis Breaker")  # ready and participating
    s.pick("Matsu Berserker")
    assert not s.card("Matsu Berserker").bowed


@pytest.mark.covers("Crisis Breaker", "a1:condition")
@pytest.mark.ruling(60, "Crisis Breaker")
def test_crisis_breaker_ruling_counts_current_totals_of_participants_with_the_favor():
    """Ruling: the current skill totals count only participating, unbowed characters, and
    the Imperial Favor (Appendix I 3.2.3)."""
    s = _breaker(["Crisis Breaker", "Eager Scout"], ["Eager Scout"])
    assert can_use(s, 0, "Crisis Breaker")  # 0 against 3
    s = _breaker(["Crisis Breaker", "Eager Scout"], ["Eager Scout"],
                 p1_chars=("Serene Warrior", "Eager Scout"), defenders=("Eager Scout",))
    assert not can_use(s, 0, "Crisis Breaker")  # 0 against 0: the Warrior stays home and does not count
    s = _breaker(["Crisis Breaker", "Matsu Berserker"], ["Matsu Berserker"],
                 p1_chars=("Serene Warrior", "Hida Kisada"), defenders=("Serene Warrior",))
    assert not can_use(s, 0, "Crisis Breaker")  # 3 against 3: not more
    s = Quiet(first_player=0)
    s.player(0, characters=["Crisis Breaker", "Matsu Berserker"], **WAITS)
    s.player(1, characters=["Serene Warrior"], **WAITS)
    s.favor(1, "military")
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Serene Warrior"])
    s.start("3.2.2")
    my_turn(s)
    assert can_use(s, 0, "Crisis Breaker")  # 3 against 3 + 1 for the favor
    s = _breaker(["Crisis Breaker", "Matsu Berserker"], ["Matsu Berserker"],
                 p1_chars=(dict(name="Serene Warrior", bowed=True),), defenders=("Serene Warrior",))
    assert not can_use(s, 0, "Crisis Breaker")  # a bowed defender counts nothing


@pytest.mark.covers("Crisis Breaker", "a1:condition")
def test_crisis_breaker_only_in_a_military_conflict():
    s = _breaker(["Crisis Breaker", "Doji Whisperer"], ["Doji Whisperer"], p1_chars=("Kakita Asami",),
                 defenders=("Kakita Asami",), type="political")
    assert not can_use(s, 0, "Crisis Breaker")  # behind 1 against 3, but political
    s = Quiet(first_player=0)
    s.player(0, characters=["Crisis Breaker", dict(name="Matsu Berserker", bowed=True)], **WAITS)
    s.player(1, characters=["Hida Kisada"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Crisis Breaker")  # no conflict


# ------------------------------------------------------------------ Yasuki Taka
def _taka(give, p0=("Yasuki Taka", "Hida Guardian", "Eager Scout"), p1=("Hida Guardian",)):
    """Doji Challenger (attacking) gets a test-only action: discard a character."""
    give(Action(Effect("discard"), target=Target(), text="discard one"))
    s = in_conflict(dict(characters=["Doji Challenger", *p0], hand=["Banzai!"]),
                    dict(characters=list(p1), **WAITS), attackers=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s)
    return s


def _discard(s, name, player=None):
    my_turn(s)
    s.pick("Doji Challenger: discard one")
    s.pick(name) if player is None else s.game.answer(str(s.uid(name, player)))


@pytest.mark.covers("Yasuki Taka", "a1:effect", "a1:trigger", "a1:when")
def test_yasuki_taka_gains_1_fate_when_a_crab_character_leaves_play_in_the_conflict_phase(give):
    s = _taka(give)
    fate = s.state.players[0].fate
    _discard(s, "Hida Guardian", 0)
    pass_until(s, "trigger", 0)
    s.pick("Yasuki Taka")
    assert s.state.players[0].fate == fate + 1


@pytest.mark.covers("Yasuki Taka", "a1:when")
def test_yasuki_taka_counts_an_opponents_crab_character_too(give):
    s = _taka(give, p0=("Yasuki Taka",))
    fate = s.state.players[0].fate
    _discard(s, "Hida Guardian", 1)
    pass_until(s, "trigger", 0)
    s.pick("Yasuki Taka")
    assert s.state.players[0].fate == fate + 1


@pytest.mark.covers("Yasuki Taka", "a1:when")
def test_yasuki_taka_not_for_a_non_crab_character_nor_outside_the_conflict_phase():
    s = in_conflict(dict(characters=["Yasuki Taka", "Hida Guardian", "Matsu Berserker"]),
                    dict(characters=["Doji Whisperer"]), attackers=["Matsu Berserker"])
    s.start("3.2.2")
    s.apply(ev("leaves_play", card=s.uid("Matsu Berserker"), reason="discarded"))  # Lion: apply() fails if offered
    s = Quiet(first_player=0)
    s.player(0, characters=["Yasuki Taka", "Hida Guardian"])
    s.player(1)
    s.start("fate")
    assert s.state.phase == "fate"
    s.apply(ev("leaves_play", card=s.uid("Hida Guardian"), reason="discarded"))  # a Crab, in the fate phase


@pytest.mark.covers("Yasuki Taka", "a1:limit")
def test_yasuki_taka_has_no_limit(give):
    """"(Unlimited.)": no once-per-round limit (Rules Reference "Limits of Triggered Abilities")."""
    s = _taka(give)
    fate = s.state.players[0].fate
    _discard(s, "Hida Guardian", 0)
    pass_until(s, "trigger", 0)
    s.pick("Yasuki Taka")
    s.state.uses["round"].clear()  # the test ability's own once-per-round limit
    _discard(s, "Eager Scout", 0)
    pass_until(s, "trigger", 0)
    s.pick("Yasuki Taka")
    assert s.state.players[0].fate == fate + 2


# ------------------------------------------------------------------ Itinerant Philosopher
def _philosopher(favor=0, attackers=("Itinerant Philosopher",), opp=None):
    opp = opp or [dict(name="Hida Guardian", attachments=["Fine Katana"]), "Eager Scout"]
    s = Quiet(first_player=0)
    s.player(0, characters=["Itinerant Philosopher", "Matsu Berserker"], hand=["Banzai!"])
    s.player(1, characters=opp, **WAITS)
    if favor is not None:
        s.favor(favor, "military")
    s.conflict(attacker=0, type="military", ring="air", attackers=list(attackers),
               defenders=[o if isinstance(o, str) else o["name"] for o in opp])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Itinerant Philosopher", "a1:effect", "a1:target", "a1:cost")
@pytest.mark.ruling(130, "Itinerant Philosopher")
def test_itinerant_philosopher_discards_the_favor_to_bow_a_participant_with_an_attachment():
    """Ruling (RRG "Imperial Favor"): the discarded favor returns to its unclaimed state."""
    s = _philosopher()
    s.pick("Itinerant Philosopher")
    s.assert_legal("Hida Guardian")
    s.assert_not_legal("Eager Scout")  # no attachment
    s.pick("Hida Guardian")
    assert s.card("Hida Guardian").bowed
    assert s.state.favor == {"player": -1, "side": ""}


@pytest.mark.covers("Itinerant Philosopher", "a1:cost")
@pytest.mark.ruling(129, "Itinerant Philosopher")
def test_itinerant_philosopher_ruling_needs_the_imperial_favor():
    """Ruling (RRG "Cost"): discarding the favor is a cost: usable only by its holder."""
    assert not can_use(_philosopher(favor=None), 0, "Itinerant Philosopher")
    assert not can_use(_philosopher(favor=1), 0, "Itinerant Philosopher")


@pytest.mark.covers("Itinerant Philosopher", "a1:target")
def test_itinerant_philosopher_target_is_an_opponents_participant():
    s = _philosopher(opp=[dict(name="Hida Guardian", attachments=["Fine Katana"]), "Eager Scout"])
    s = Quiet(first_player=0)
    s.player(0, characters=["Itinerant Philosopher", dict(name="Matsu Berserker", attachments=["Fine Katana"])])
    s.player(1, characters=[dict(name="Hida Guardian", attachments=["Fine Katana"]),
                            dict(name="Eager Scout", attachments=["Fine Katana"])])
    s.favor(0, "military")
    s.conflict(attacker=0, type="military", ring="air", attackers=["Itinerant Philosopher", "Matsu Berserker"],
               defenders=["Hida Guardian"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Itinerant Philosopher")
    s.assert_not_legal("Matsu Berserker")  # yours
    s.assert_not_legal("Eager Scout")  # at home
    s.assert_legal("Hida Guardian")


@pytest.mark.covers("Itinerant Philosopher", "a1:condition")
def test_itinerant_philosopher_only_while_participating():
    s = _philosopher(attackers=("Matsu Berserker",))
    assert not can_use(s, 0, "Itinerant Philosopher")


# ------------------------------------------------------------------ Moto Juro
def _juro(attackers=("Moto Juro",), **p0):
    s = in_conflict(dict(characters=["Moto Juro", "Eager Scout"], hand=["Banzai!"], **p0),
                    dict(characters=["Doji Whisperer"], **WAITS), attackers=list(attackers))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Moto Juro", "a1:effect", "a1:select", "a1:condition")
def test_moto_juro_moves_itself_home_or_into_the_conflict():
    """Rules Reference "Select": only an option that could change the game state may be
    selected; with one left, it is selected without asking."""
    s = _juro()
    s.pick("Moto Juro")
    assert s.uid("Moto Juro") not in s.state.conflict.attackers  # participating: home is the only option
    my_turn(s)
    s.pick("Moto Juro")
    assert s.uid("Moto Juro") in s.state.conflict.attackers  # at home: moved in
    assert not s.card("Moto Juro").bowed


@pytest.mark.covers("Moto Juro", "a1:select")
def test_moto_juro_select_offers_only_what_changes_something():
    from l5r.lcg.vocab_cards import open_options
    s = _juro()
    ab = RULES.cards["06-moto-juro"].abilities[0]
    ctx = {"player": 0, "card": s.uid("Moto Juro")}
    assert [ab.select[i][0] for i in open_options(s.game, ctx, ab.select)] == ["move this character home"]
    s = _juro(attackers=("Eager Scout",))
    assert [ab.select[i][0] for i in open_options(s.game, ctx, ab.select)] == ["move this character to the conflict"]


@pytest.mark.covers("Moto Juro", "a1:limit", "a1:condition")
def test_moto_juro_limit_twice_per_round_and_only_in_a_conflict():
    s = _juro()
    for _ in range(2):
        my_turn(s)
        s.pick("Moto Juro")
    my_turn(s)
    assert not can_use(s, 0, "Moto Juro")
    s = Quiet(first_player=0)
    s.player(0, characters=["Moto Juro"], hand=["Banzai!"])
    s.player(1)
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Moto Juro")


# ------------------------------------------------------------------ Seppun Ishikawa
@pytest.mark.covers("Seppun Ishikawa", "a1:effect")
def test_seppun_ishikawa_gets_1_per_other_imperial_card_you_control():
    """Imperial characters, attachments and holdings you control count; the opponent's and
    Ishikawa itself do not (Rules Reference "Control")."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Seppun Ishikawa", "Miya Mystic", "Eager Scout"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Imperial Storehouse"])))
    s.player(1, characters=["Otomo Courtier"])
    s.start("conflict")
    c = s.card("Seppun Ishikawa")
    assert (skill(s.state, c, "military"), skill(s.state, c, "political")) == (4, 4)  # Mystic and Storehouse
    s.game.state.cards[s.uid("Miya Mystic")].zone = "conflict_discard"
    s.state.players[0].play.remove(s.uid("Miya Mystic"))
    assert skill(s.state, s.card("Seppun Ishikawa"), "military") == 3


# ------------------------------------------------------------------ Fair Accord
def _accord(favor=0, hand=("Fair Accord",)):
    s = Quiet(first_player=0)
    s.player(0, fate=2, hand=list(hand), provinces=provinces(dict(name="Entrenched Position", cards=["Eager Scout"])))
    s.player(1, fate=3, provinces=provinces(dict(name="Entrenched Position", cards=["Doji Whisperer"])))
    if favor is not None:
        s.favor(favor, "political")
    s.start("1.4")
    return s


@pytest.mark.covers("Fair Accord", "a1:effect", "a1:cost", "a1:condition")
def test_fair_accord_discards_the_favor_to_gain_2_fate_in_the_dynasty_phase():
    s = _accord()
    s.pick("Fair Accord")
    assert s.state.players[0].fate == 4
    assert s.state.favor == {"player": -1, "side": ""}


@pytest.mark.covers("Fair Accord", "a1:cost")
def test_fair_accord_needs_your_imperial_favor():
    assert not can_use(_accord(favor=None), 0, "Fair Accord")
    assert not can_use(_accord(favor=1), 0, "Fair Accord")


@pytest.mark.covers("Fair Accord", "a1:condition")
def test_fair_accord_not_outside_the_dynasty_phase():
    s = Quiet(first_player=0)
    s.player(0, hand=["Fair Accord"], characters=["Eager Scout"])
    s.player(1)
    s.favor(0, "military")
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Fair Accord")


# ------------------------------------------------------------------ Young Harrier
def _harrier(status=""):
    s = Quiet(first_player=0)
    s.player(0, fate=2, characters=[dict(name="Young Harrier", status=status), "Doji Whisperer", "Hida Guardian"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Brash Samurai"]),
                                 dict(name="Ancestral Lands", cards=["Eager Scout"])))
    s.player(1, provinces=provinces(dict(name="Entrenched Position", cards=["Eager Scout"])))
    s.start("1.4")
    return s


@pytest.mark.covers("Young Harrier", "a1:effect", "a1:cost")
def test_young_harrier_dishonors_itself_so_your_crane_characters_cannot_be_dishonored():
    s = _harrier()
    s.pick("Young Harrier")
    assert s.card("Young Harrier").status == -1
    s.apply(ev("dishonor", card=s.uid("Doji Whisperer")), ev("dishonor", card=s.uid("Hida Guardian")))
    assert s.card("Doji Whisperer").status == 0  # Crane: protected
    assert s.card("Hida Guardian").status == -1  # Crab: not


@pytest.mark.covers("Young Harrier", "a1:effect")
@pytest.mark.ruling(249, "Young Harrier")
def test_young_harrier_ruling_only_characters_already_in_play_until_the_end_of_the_phase():
    """Ruling (RRG "Lasting Effects"): a Crane character entering play afterwards is not
    protected; the effect ends with the phase."""
    s = _harrier()
    s.pick("Young Harrier")
    pass_until(s, "dynasty", 0)
    assert s.state.phase == "dynasty" and s.state.round == 1
    s.pick("Brash Samurai")
    if s.game.pending.context == "additional_fate":
        s.pick("0 fate")
    assert s.state.phase == "dynasty"
    s.apply(ev("dishonor", card=s.uid("Brash Samurai")), ev("dishonor", card=s.uid("Doji Whisperer")))
    assert s.card("Brash Samurai").status == -1
    assert s.card("Doji Whisperer").status == 0  # still protected: the phase goes on
    pass_until(s, "action")  # a later phase
    assert s.state.phase != "dynasty"
    s.apply(ev("dishonor", card=s.uid("Doji Whisperer")))
    assert s.card("Doji Whisperer").status == -1


@pytest.mark.covers("Young Harrier", "a1:cost")
def test_young_harrier_cannot_pay_when_already_dishonored():
    s = _harrier(status="dishonored")
    assert not can_use(s, 0, "Young Harrier")


# ------------------------------------------------------------------ Miwaku Kabe Guard
@pytest.mark.covers("Miwaku Kabe Guard", "keyword:pride")
def test_miwaku_kabe_guard_pride_honored_when_it_wins_dishonored_when_it_loses():
    """Rules Reference "Pride"."""
    s = in_conflict(dict(characters=["Miwaku Kabe Guard"]), dict(characters=["Doji Whisperer"]),
                    attackers=["Miwaku Kabe Guard"])
    s.start("3.2.2")
    pass_until(s, ("trigger", "ring_effect"))
    assert s.card("Miwaku Kabe Guard").status == 1
    s = in_conflict(dict(characters=["Miwaku Kabe Guard"]), dict(characters=["Serene Warrior"]),
                    attackers=["Miwaku Kabe Guard"], defenders=["Serene Warrior"])
    s.start("3.2.2")
    _run_conflict_out(s, "Miwaku Kabe Guard")
    assert s.card("Miwaku Kabe Guard").status == -1


# ------------------------------------------------------------------ Henshin Disciple
def _henshin(ring="water", claimed=(), p1_claimed=()):
    s = Quiet(first_player=0)
    s.player(0, characters=["Henshin Disciple", "Eager Scout"], claimed_rings=list(claimed))
    s.player(1, characters=["Doji Whisperer"], claimed_rings=list(p1_claimed))
    if ring:
        s.conflict(attacker=1, type="political", ring=ring, attackers=["Doji Whisperer"])
    s.build()
    return s



@pytest.mark.covers("Henshin Disciple", "a1:effect", "a1:condition", "a2:effect", "a2:condition")
def test_henshin_disciple_air_gives_political_earth_military_claimed_or_contested():
    """"Contesting": the contested ring of a conflict in which you are the attacking or
    defending player (Rules Reference "Contested Ring"), even without participating."""
    assert _skills(_henshin(), "Henshin Disciple") == (2, 2)
    assert _skills(_henshin(ring="air"), "Henshin Disciple") == (2, 4)  # contested by the opponent's attack
    assert _skills(_henshin(ring=None, claimed=("earth",)), "Henshin Disciple") == (4, 2)
    assert _skills(_henshin(ring="air", claimed=("earth",)), "Henshin Disciple") == (4, 4)
    assert _skills(_henshin(ring=None, p1_claimed=("air", "earth")), "Henshin Disciple") == (2, 2)  # not yours


@pytest.mark.covers("Henshin Disciple", "a3:effect", "a3:condition")
def test_henshin_disciple_gains_pride_with_the_fire_ring():
    """Rules Reference "Pride": it is honored after winning."""
    from l5r.lcg.model import has_keyword
    s = _henshin(ring=None, claimed=("fire",))
    assert has_keyword(s.state, s.card("Henshin Disciple"), "pride")
    h = _henshin()
    assert not has_keyword(h.state, h.card("Henshin Disciple"), "pride")
    s = in_conflict(dict(characters=["Henshin Disciple"]), dict(characters=["Doji Whisperer"]), ring="fire",
                    attackers=["Henshin Disciple"])
    s.start("3.2.2")
    pass_until(s, ("trigger", "ring_effect"))
    assert s.card("Henshin Disciple").status == 1
    s = in_conflict(dict(characters=["Henshin Disciple"]), dict(characters=["Doji Whisperer"]), ring="air",
                    attackers=["Henshin Disciple"])
    s.start("3.2.2")
    pass_until(s, ("trigger", "ring_effect"))
    assert s.card("Henshin Disciple").status == 0


# ------------------------------------------------------------------ Seal of the Lion
@pytest.mark.covers("Seal of the Lion", "a1:effect", "a2:effect")
def test_seal_of_the_lion_gives_the_lion_clan_and_the_commander_trait():
    """Rules Reference "Clans", "Traits": gained through the attachment, lost with it."""
    from l5r.lcg.cards.conditions import clan_is, trait_is
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Seal of the Lion"]), "Eager Scout"])
    s.player(1)
    g = s.build()
    ctx = {"player": 0, "card": s.uid("Doji Whisperer")}
    w, scout = s.card("Doji Whisperer"), s.card("Eager Scout")
    assert clan_is("lion")(g, ctx, w) and clan_is("crane")(g, ctx, w)  # gains, keeps its own
    assert trait_is("commander")(g, ctx, w) and trait_is("courtier")(g, ctx, w)
    assert not clan_is("lion")(g, ctx, scout) and not trait_is("commander")(g, ctx, scout)
    assert skill(s.state, w, "military") == 1  # its +1 military bonus


# ------------------------------------------------------------------ Ride Them Down
def _ride(favor=0, **kw):
    from l5r.lcg.model import province_strength
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Ride Them Down", "Banzai!"], fate=1)
    s.player(1, characters=["Serene Warrior"], provinces=provinces("Pilgrimage"), **WAITS)
    if favor is not None:
        s.favor(favor, "political")
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Serene Warrior"])
    s.start("3.2.2")
    my_turn(s)
    return s, lambda: province_strength(s.state, s.card("Pilgrimage"))


@pytest.mark.covers("Ride Them Down", "a1:effect", "a1:cost", "a1:condition")
@pytest.mark.ruling(185, "Ride Them Down")
def test_ride_them_down_sets_the_attacked_provinces_base_strength_to_1_until_the_conflict_ends():
    """Errata (Rules Reference Appendix IV, Ride Them Down): "until the end of the conflict" --
    the 2017 ruling that it lasts indefinitely is superseded by the errata. Holdings and
    modifiers still add to the new base (Rules Reference "Modifiers")."""
    s, strength = _ride()
    assert strength() == 5
    s.pick("Ride Them Down")
    assert strength() == 1
    assert s.state.favor == {"player": -1, "side": ""}
    while s.state.conflict is not None:
        skip(s)
    assert strength() == 5


@pytest.mark.covers("Ride Them Down", "a1:effect")
def test_ride_them_down_sets_the_base_then_modifiers_apply():
    s, strength = _ride()
    s.pick("Ride Them Down")
    s.state.lasting.append({"type": "modify", "stat": "strength", "op": "add", "value": 2,
                            "targets": [[s.uid("Pilgrimage"), s.card("Pilgrimage").instance]], "until": "conflict"})
    assert strength() == 3


@pytest.mark.covers("Ride Them Down", "a1:cost")
def test_ride_them_down_needs_your_imperial_favor():
    s, _ = _ride(favor=None)
    assert not can_use(s, 0, "Ride Them Down")
    s, _ = _ride(favor=1)
    assert not can_use(s, 0, "Ride Them Down")


@pytest.mark.covers("Ride Them Down", "a1:condition")
def test_ride_them_down_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Ride Them Down", "Banzai!"], fate=1)
    s.player(1)
    s.favor(0, "military")
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Ride Them Down")


# ------------------------------------------------------------------ Massing at Twilight
def _massing(province="Massing at Twilight", type="military"):
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Whisperer", "Matsu Berserker", "Eager Scout"])
    s.player(1, characters=["Shiba Peacemaker"], provinces=provinces(dict(name=province, facedown=False)))
    s.conflict(attacker=0, type=type, ring="air", attackers=["Doji Whisperer", "Matsu Berserker"],
               defenders=["Shiba Peacemaker"])
    s.build()
    return s


@pytest.mark.covers("Massing at Twilight", "a1:effect", "a1:condition")
def test_massing_at_twilight_each_character_counts_military_plus_political():
    """Whisperer 0+3, Berserker 3+dash (a dash counts 0: Rules Reference "Dash"), against
    Peacemaker 4+1; at another province, the conflict's type alone counts."""
    from l5r.lcg.model import conflict_totals
    assert conflict_totals(_massing().state) == (6, 5)
    assert conflict_totals(_massing(type="political").state) == (6, 5)
    assert conflict_totals(_massing(province="Entrenched Position").state) == (3, 4)


@pytest.mark.covers("Massing at Twilight", "a1:effect")
def test_massing_at_twilight_decides_the_winner():
    """Appendix I 3.2.3: the totals that decide the conflict are the combined ones."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Whisperer"])
    s.player(1, characters=["Matsu Berserker"], provinces=provinces(dict(name="Massing at Twilight", facedown=False)))
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Whisperer"], defenders=["Matsu Berserker"])
    s.start("3.2.2")
    pass_until(s, ("trigger", "ring_effect"))
    assert s.state.conflict.winner == 0  # 3 political counts against 3 military: the attacker wins ties


# ------------------------------------------------------------------ Cunning Magistrate
def _magistrate(attackers=("Cunning Magistrate", "Doji Whisperer")):
    s = Quiet(first_player=0)
    s.player(0, characters=["Cunning Magistrate", dict(name="Doji Whisperer", status="dishonored")])
    s.player(1, characters=[dict(name="Kakita Asami", status="dishonored"), "Asako Diplomat"])
    s.conflict(attacker=0, type="political", ring="air", attackers=list(attackers),
               defenders=["Kakita Asami", "Asako Diplomat"])
    s.build()
    return s


@pytest.mark.covers("Cunning Magistrate", "a1:effect", "a1:condition")
def test_cunning_magistrate_dishonored_characters_do_not_count():
    """Both sides' dishonored participants count nothing while it participates; at home, they
    count as usual (dishonored: skill minus glory, Rules Reference "Personal Honor")."""
    from l5r.lcg.model import conflict_totals
    assert conflict_totals(_magistrate().state) == (2, 2)  # Magistrate 2; Diplomat 2
    assert conflict_totals(_magistrate(attackers=("Doji Whisperer",)).state) == (2, 3)  # 3-1; 3-2 + 2


@pytest.mark.covers("Cunning Magistrate", "a1:effect")
def test_cunning_magistrate_counts_itself_when_dishonored():
    """"Each other character": its own skill still counts."""
    from l5r.lcg.model import conflict_totals
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Cunning Magistrate", status="dishonored")])
    s.player(1, characters=["Asako Diplomat"])
    s.conflict(attacker=0, type="political", ring="air", attackers=["Cunning Magistrate"], defenders=["Asako Diplomat"])
    s.build()
    assert conflict_totals(s.state) == (1, 2)  # 2 - 1 glory


# ------------------------------------------------------------------ A Fate Worse Than Death
def _fate_worse(target="Shiba Peacemaker", p1_chars=(dict(name="Shiba Peacemaker", fate=2), "Eager Scout"),
                defenders=("Shiba Peacemaker",), **p0):
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger", "Matsu Berserker"], hand=["A Fate Worse Than Death", "Banzai!"],
             fate=p0.get("fate", 4))
    s.player(1, characters=list(p1_chars), **WAITS)
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Challenger"], defenders=list(defenders))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("A Fate Worse Than Death", "a1:effect", "a1:target", "a1:condition")
def test_a_fate_worse_than_death_bows_sends_home_dishonors_removes_fate_and_blanks_until_the_phase_ends():
    from l5r.lcg.model import is_blank
    s = _fate_worse()
    s.pick("A Fate Worse Than Death")
    s.assert_legal("Doji Challenger")  # any participant
    s.assert_not_legal("Eager Scout")  # at home
    s.assert_not_legal("Matsu Berserker")
    s.pick("Shiba Peacemaker")
    c = s.card("Shiba Peacemaker")
    assert c.bowed and c.status == -1 and c.fate == 1 and c.uid not in s.state.conflict.defenders
    assert is_blank(s.state, c)
    assert s.state.players[0].fate == 0
    blank = [e for e in s.state.lasting if e["type"] == "blank"]
    assert blank[0]["until"] == "phase" and blank[0]["keep_traits"]  # traits kept (Rules Reference "Blank")


@pytest.mark.covers("A Fate Worse Than Death", "a1:effect")
@pytest.mark.ruling(1, "A Fate Worse Than Death")
def test_a_fate_worse_than_death_ruling_all_at_once_borderlands_defender():
    """Ruling: the effects resolve simultaneously: a defending Borderlands Defender (its own
    ability still active while they resolve) is not bowed nor moved home by an opponent's
    card effect, but is dishonored, loses fate and is blanked."""
    from l5r.lcg.model import is_blank
    s = _fate_worse(p1_chars=(dict(name="Borderlands Defender", fate=1),), defenders=("Borderlands Defender",))
    s.pick("A Fate Worse Than Death")
    s.pick("Borderlands Defender")
    c = s.card("Borderlands Defender")
    assert not c.bowed and c.uid in s.state.conflict.defenders
    assert c.status == -1 and c.fate == 0 and is_blank(s.state, c)


@pytest.mark.covers("A Fate Worse Than Death", "a1:condition")
def test_a_fate_worse_than_death_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["A Fate Worse Than Death", "Banzai!"], fate=4)
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "A Fate Worse Than Death")


# ------------------------------------------------------------------ Origami Master
def _origami(status="honored", others=("Doji Whisperer", "Eager Scout")):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Origami Master", status=status), *others], hand=["Banzai!"])
    s.player(1, characters=["Kakita Asami"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Origami Master", "a1:effect", "a1:target")
@pytest.mark.ruling(172, "Origami Master")
def test_origami_master_moves_its_honored_token_to_another_character_you_control():
    """Ruling: moving a status token is not honoring: Savvy Politician's "after this character
    is honored" does not trigger."""
    s = _origami(others=("Savvy Politician", "Eager Scout"))
    s.pick("Origami Master")
    s.assert_legal("Eager Scout")
    s.assert_not_legal("Origami Master")  # another character
    s.assert_not_legal("Kakita Asami")  # not yours
    s.pick("Savvy Politician")
    assert (s.card("Origami Master").status, s.card("Savvy Politician").status) == (0, 1)
    assert_not_offered(s, "Savvy Politician")


@pytest.mark.covers("Origami Master", "a1:effect", "a1:target")
@pytest.mark.ruling(172, "Origami Master")
def test_origami_master_ruling_onto_a_dishonored_character_both_tokens_go_not_onto_an_honored_one():
    s = _origami(others=(dict(name="Doji Whisperer", status="dishonored"), dict(name="Eager Scout", status="honored")))
    s.pick("Origami Master")
    s.assert_not_legal("Eager Scout")  # already honored: cannot receive it
    s.pick("Doji Whisperer")
    assert (s.card("Origami Master").status, s.card("Doji Whisperer").status) == (0, 0)


@pytest.mark.covers("Origami Master", "a1:effect")
def test_origami_master_needs_its_honored_token_and_once_per_round():
    assert not can_use(_origami(status=""), 0, "Origami Master")
    s = _origami()
    s.pick("Origami Master")
    s.pick("Doji Whisperer")
    assert _limits_left(s, 0, "Origami Master", "06-origami-master") == [False]


@pytest.mark.covers("Origami Master", "keyword:pride")
def test_origami_master_pride():
    """Rules Reference "Pride": honored after it wins a conflict."""
    s = in_conflict(dict(characters=["Origami Master"]), dict(characters=["Eager Scout"]), type="political",
                    attackers=["Origami Master"])
    s.start("3.2.2")
    pass_until(s, ("trigger", "ring_effect"))
    assert s.card("Origami Master").status == 1


# ------------------------------------------------------------------ Waning Hostilities
def _waning(hand=("Waning Hostilities",)):
    s = Quiet(first_player=0)
    s.player(0, fate=1, hand=list(hand), characters=["Matsu Berserker", "Doji Whisperer"])
    s.player(1, characters=["Serene Warrior", "Kakita Asami"])
    s.start("conflict")
    return s


@pytest.mark.covers("Waning Hostilities", "a1:effect", "a1:trigger", "a1:when")
def test_waning_hostilities_one_conflict_opportunity_each():
    """Appendix III, Waning Hostilities: one conflict opportunity for the phase, for each player."""
    s = _waning()
    pass_until(s, "trigger", 0)
    s.pick("Waning Hostilities")
    assert [pl.conflict_opps for pl in s.state.players] == [1, 1]
    pass_until(s, "declare_conflict", 0)
    s.pick("Pass this conflict opportunity")
    declared = 0
    while s.state.phase == "conflict" and s.game.pending is not None:
        d = s.game.pending
        if d.context == "declare_conflict" and d.player == 0:
            declared += 1
        skip(s)
    assert declared == 0  # the first player has had its only opportunity


@pytest.mark.covers("Waning Hostilities", "a1:when", "a1:limit")
def test_waning_hostilities_only_when_the_conflict_phase_begins():
    s = Quiet(first_player=0)
    s.player(0, fate=1, hand=["Waning Hostilities"], characters=["Matsu Berserker"])
    s.player(1)
    s.start("draw")
    while s.state.phase == "draw":
        assert_not_offered(s, "Waning Hostilities")
        skip(s)
    assert RULES.cards["06-waning-hostilities"].abilities[0].limit_text() == ""  # an event: played once


# ------------------------------------------------------------------ Consumed by Five Fires
def _fires(mine=("Isawa Masahiro",), theirs=(dict(name="Doji Whisperer", fate=3), dict(name="Eager Scout", fate=4),
                                              "Kakita Asami")):
    s = Quiet(first_player=0)
    s.player(0, fate=5, hand=["Consumed by Five Fires", "Banzai!"],
             characters=[*mine, dict(name="Matsu Berserker", fate=2)])
    s.player(1, characters=list(theirs))
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Consumed by Five Fires", "a1:effect", "a1:condition")
def test_consumed_by_five_fires_removes_up_to_5_fate_among_the_opponents_characters():
    s = _fires()
    s.pick("Consumed by Five Fires")
    assert s.game.pending.context == "remove_fate"
    s.assert_not_legal("Matsu Berserker")  # yours
    s.assert_not_legal("Kakita Asami")  # no fate
    for name in ("Doji Whisperer", "Doji Whisperer", "Doji Whisperer", "Eager Scout"):
        s.pick(f"remove 1 fate from {name}")
    s.assert_not_legal("Doji Whisperer")  # no fate left to take from it
    s.pick("remove 1 fate from Eager Scout")  # the fifth: done
    assert (s.card("Doji Whisperer").fate, s.card("Eager Scout").fate) == (0, 2)
    assert s.card("Matsu Berserker").fate == 2


@pytest.mark.covers("Consumed by Five Fires", "a1:effect")
def test_consumed_by_five_fires_up_to_may_stop_early_and_removes_all_at_once():
    s = _fires()
    s.pick("Consumed by Five Fires")
    s.pick("remove 1 fate from Eager Scout")
    assert s.card("Eager Scout").fate == 4  # nothing removed before the choice is over
    s.pick("done")
    assert s.card("Eager Scout").fate == 3 and s.card("Doji Whisperer").fate == 3


@pytest.mark.covers("Consumed by Five Fires", "a1:effect")
@pytest.mark.ruling(169, "Northern Wall Sensei")
def test_consumed_by_five_fires_ruling_removes_fate_from_an_immune_character():
    """Ruling: an event's effect can remove fate from a character immune to events (its fate
    is a peripheral entity; it is not targeted)."""
    s = _fires()
    w = s.card("Doji Whisperer")
    s.state.lasting.append({"type": "cannot", "actions": ["event_effects"], "targets": [[w.uid, w.instance]],
                            "until": "round"})
    s.pick("Consumed by Five Fires")
    s.pick("remove 1 fate from Doji Whisperer")
    s.pick("done")
    assert s.card("Doji Whisperer").fate == 2


@pytest.mark.covers("Consumed by Five Fires", "a1:condition")
@pytest.mark.ruling(55, "Consumed by Five Fires")
def test_consumed_by_five_fires_ruling_needs_a_shugenja_in_play():
    """Ruling: a Shugenja character in play (not one in hand or a province)."""
    s = Quiet(first_player=0)
    s.player(0, fate=5, hand=["Consumed by Five Fires", "Banzai!", "Isawa Masahiro"], characters=["Matsu Berserker"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Adept of the Waves"])))
    s.player(1, characters=[dict(name="Eager Scout", fate=2)])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Consumed by Five Fires")
    assert can_use(_fires(), 0, "Consumed by Five Fires")
    assert not can_use(_fires(theirs=("Eager Scout",)), 0, "Consumed by Five Fires")  # no fate to remove


# ------------------------------------------------------------------ The Stone of Sorrows
def _stone(bowed=False, attacker=0):
    s = Quiet(first_player=attacker)
    s.player(0, characters=["Matsu Berserker", "Doji Whisperer"], hand=["Written in the Stars"], fate=1)
    s.player(1, characters=[dict(name="Serene Warrior", bowed=bowed, attachments=["The Stone of Sorrows"]),
                            "Kakita Asami"])
    s.adjust(lambda g: [setattr(r, "fate", 2) for r in g.state.rings.values()])
    s.start("conflict")
    return s


@pytest.mark.covers("The Stone of Sorrows", "a1:effect", "a1:condition")
def test_the_stone_of_sorrows_opponents_take_no_fate_from_the_ring_they_contest():
    """Rules Reference 3.2 (the attacker takes the contested ring's fate) does not happen for
    the Stone's opponent while its host is ready; the fate stays on the ring."""
    s = _stone()
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Matsu Berserker"])
    assert s.state.players[0].fate == 1 and s.state.rings["air"].fate == 2


@pytest.mark.covers("The Stone of Sorrows", "a1:condition")
def test_the_stone_of_sorrows_not_while_its_host_is_bowed():
    s = _stone(bowed=True)
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Matsu Berserker"])
    assert s.state.players[0].fate == 3 and s.state.rings["air"].fate == 0


@pytest.mark.covers("The Stone of Sorrows", "a1:effect")
def test_the_stone_of_sorrows_its_controller_takes_fate_as_usual():
    s = _stone(attacker=1)
    pass_until(s, "declare_conflict", 1)
    s.declare("political", "air", attackers=["Kakita Asami"])
    assert s.state.players[1].fate == 2 and s.state.rings["air"].fate == 0


@pytest.mark.covers("The Stone of Sorrows", "a1:effect")
@pytest.mark.ruling(220, "The Stone of Sorrows")
def test_the_stone_of_sorrows_ruling_fate_is_taken_only_when_a_ring_becomes_contested():
    """Ruling: when the host becomes bowed, the opponent takes no fate from a ring already
    contested or claimed; the fate stays on it, also once claimed (Appendix III, Master
    Alchemist: fate stays on a ring until it becomes contested)."""
    s = _stone()
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Matsu Berserker"])
    s.state.cards[s.uid("Serene Warrior")].bowed = True
    pass_until(s, ("trigger", "ring_effect", "conflict_action", "defenders"))
    while s.state.conflict is not None:
        skip(s)
    assert s.state.players[0].fate == 1
    assert s.state.rings["air"].fate == 2


@pytest.mark.covers("The Stone of Sorrows", "a1:effect")
def test_the_stone_of_sorrows_opponents_cannot_remove_fate_from_rings():
    from l5r.lcg.vocab_cards import open_options
    s = _stone()
    pass_until(s, ("action", "declare_conflict"), 0)
    ab = RULES.cards["07-written-in-the-stars"].abilities[0]
    ctx = {"player": 0, "card": s.uid("Written in the Stars")}
    assert [ab.select[i][0] for i in open_options(s.game, ctx, ab.select)] == []  # every ring has fate
    ctx1 = {"player": 1, "card": s.uid("Written in the Stars")}
    assert [ab.select[i][0] for i in open_options(s.game, ctx1, ab.select)] == [
        "remove 1 fate from each unclaimed ring"]


# ------------------------------------------------------------------ Master of Gisei Toshi
def _gisei(ring="air", choose="the air ring"):
    """Player 1 uses Master of Gisei Toshi as the conflict phase begins; player 1 attacks."""
    s = Quiet(first_player=1)
    s.player(0, characters=["Isawa Masahiro", "Eager Scout"], hand=["Banzai!", "Supernatural Storm"], fate=2)
    s.player(1, characters=["Master Of Gisei Toshi", "Matsu Berserker"], hand=["Banzai!"], fate=2)
    s.start("conflict")
    pass_until(s, "trigger", 1)
    s.pick("Master Of Gisei Toshi")
    s.pick(choose)
    pass_until(s, "declare_conflict", 1)
    s.declare("military", ring, attackers=["Matsu Berserker"])
    pass_until(s, "declare_defenders", 0)
    s.pick_many("Isawa Masahiro")
    my_turn(s)
    return s


@pytest.mark.covers("Master Of Gisei Toshi", "a1:effect", "a1:select", "a1:trigger", "a1:when")
def test_master_of_gisei_toshi_no_non_spell_events_while_the_chosen_ring_is_contested():
    """Both players: Banzai! (not a Spell) cannot be played, Supernatural Storm (a Spell) can."""
    s = _gisei()
    assert not can_use(s, 0, "Banzai!")
    assert can_use(s, 0, "Supernatural Storm")
    assert not can_use(s, 1, "Banzai!")


@pytest.mark.covers("Master Of Gisei Toshi", "a1:effect", "a1:select")
def test_master_of_gisei_toshi_not_while_another_ring_is_contested():
    s = _gisei(ring="earth")
    assert can_use(s, 0, "Banzai!")


@pytest.mark.covers("Master Of Gisei Toshi", "a1:when", "a1:limit")
def test_master_of_gisei_toshi_only_as_the_conflict_phase_begins_once_per_round():
    s = Quiet(first_player=0)
    s.player(0, characters=["Master Of Gisei Toshi"])
    s.player(1)
    s.start("draw")
    while s.state.phase == "draw":
        assert_not_offered(s, "Master Of Gisei Toshi")
        skip(s)
    assert [lim.describe() for lim in RULES.cards["06-master-of-gisei-toshi"].abilities[0].limits] == \
        ["once per round"]


# ------------------------------------------------------------------ Test of Skill
_DECK = ["Ornate Fan", "Banzai!", "Fine Katana", "For Shame!"]  # bottom to top: For Shame! on top


def _skill_test(chars=("Doji Whisperer",), deck=_DECK, hand=("Test of Skill",), provs=None):
    s = Quiet(first_player=0)
    s.player(0, characters=list(chars), hand=list(hand), fate=3, conflict_deck=list(deck),
             **({"provinces": provs} if provs else {}))
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


def _zones(s, *names):
    return [s.card(n, 0).zone for n in names]


@pytest.mark.covers("Test of Skill", "a1:effect", "a1:cost")
def test_test_of_skill_keeps_up_to_2_revealed_cards_of_the_named_type_and_discards_the_rest():
    s = _skill_test()
    s.pick("Test of Skill")
    assert s.game.pending.context == "name_card_type"
    s.pick("event")
    s.assert_legal("For Shame!")
    s.assert_legal("Banzai!")
    s.assert_not_legal("Fine Katana")  # an attachment
    s.assert_not_legal("Ornate Fan")  # the 4th card: not revealed
    s.pick_many("For Shame!")
    assert _zones(s, "For Shame!", "Banzai!", "Fine Katana", "Ornate Fan") == [
        "hand", "conflict_discard", "conflict_discard", "conflict_deck"]


@pytest.mark.covers("Test of Skill", "a1:effect")
def test_test_of_skill_at_most_2():
    s = _skill_test(deck=["Ornate Fan", "Banzai!", "Charge!", "For Shame!"])
    s.pick("Test of Skill")
    s.pick("event")
    assert s.game.pending.max == 2
    s.pick_many("For Shame!", "Charge!")
    assert _zones(s, "For Shame!", "Charge!", "Banzai!") == ["hand", "hand", "conflict_discard"]


@pytest.mark.covers("Test of Skill", "a1:cost")
def test_test_of_skill_reveals_4_with_a_duelist():
    s = _skill_test(chars=("Doji Challenger",))
    s.pick("Test of Skill")
    s.pick("attachment")
    s.assert_legal("Fine Katana")
    s.assert_legal("Ornate Fan")  # the 4th card, revealed
    s.pick_many("Ornate Fan", "Fine Katana")
    assert _zones(s, "Ornate Fan", "Fine Katana", "For Shame!", "Banzai!") == [
        "hand", "hand", "conflict_discard", "conflict_discard"]


@pytest.mark.covers("Test of Skill", "a1:cost", "a1:effect")
def test_test_of_skill_appendix_iii_played_from_the_top_of_the_deck_it_takes_a_revealed_slot():
    """Appendix III, Test of Skill: played from the top of the deck (Artisan Academy), it is
    still there while its cost is paid: it is one of the 3 revealed cards, and cannot go to
    hand (it has left the deck)."""
    s = _skill_test(deck=["Ornate Fan", "Banzai!", "Fine Katana", "Test of Skill"], hand=(),
                    provs=provinces(dict(name="Entrenched Position", cards=["Artisan Academy"])))
    s.pick("Artisan Academy")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Test of Skill")
    s.pick("event")
    s.assert_legal("Banzai!")
    s.assert_not_legal("Test of Skill")
    s.assert_not_legal("Ornate Fan")  # 4th from the top: not revealed
    s.pick_many("Banzai!")
    assert _zones(s, "Banzai!", "Fine Katana", "Ornate Fan", "Test of Skill") == [
        "hand", "conflict_discard", "conflict_deck", "conflict_discard"]


@pytest.mark.covers("A Fate Worse Than Death", "a1:effect")
@pytest.mark.ruling(1, "A Fate Worse Than Death")
def test_a_fate_worse_than_death_ruling_an_ordinary_steward_of_law_is_not_dishonored():
    """Ruling: all at once: Steward of Law's own ability (an ordinary Steward cannot become
    dishonored) still applies while the effects resolve, though it is blanked with them."""
    from l5r.lcg.model import is_blank
    s = _fate_worse(p1_chars=(dict(name="Steward of Law", fate=1),), defenders=("Steward of Law",))
    s.pick("A Fate Worse Than Death")
    s.pick("Steward of Law")
    c = s.card("Steward of Law")
    assert c.status == 0 and c.bowed and c.fate == 0 and is_blank(s.state, c)
