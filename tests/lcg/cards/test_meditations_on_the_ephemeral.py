"""Cards of Meditations on the Ephemeral (issue 15): each card's effect and every clause of its
text (restrictions, limits, targets), and the 2017 rulings about them (Rules Reference cited)."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability
from pack_helpers import limits_left as _limits_left
from pack_helpers import limits_of as _limits
from pack_helpers import run_conflict_out as _run_conflict_out
from pack_helpers import skills as _skills
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.game import RULES
from l5r.lcg.model import skill
from l5r.lcg.vocab import Action, Effect, Target


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)


#: a card in a player's hand that keeps conflict action windows open (they may act)

# ------------------------------------------------------------------ Along the River of Gold
def _river(province="Along the River of Gold", attackers=("Doji Challenger", "Matsu Berserker")):
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger", "Matsu Berserker", "Doji Whisperer"], **WAITS)
    s.player(1, characters=["Shiba Peacemaker"], provinces=provinces(dict(name=province, facedown=False)), **WAITS)
    s.conflict(attacker=0, type="military", ring="air", attackers=list(attackers), defenders=["Shiba Peacemaker"])
    s.start("3.2.2")
    my_turn(s, 1)
    return s


@pytest.mark.covers("Along the River of Gold", "a1:effect", "a1:target", "a1:condition")
def test_along_the_river_of_gold_switches_a_participants_base_skills_until_the_conflict_ends():
    s = _river()
    s.pick("Along the River of Gold")
    s.assert_legal("Doji Challenger")
    s.assert_legal("Shiba Peacemaker")  # its own side's too
    s.assert_not_legal("Matsu Berserker")  # a dash cannot be switched (ruling on Bayushi Yunako)
    s.assert_not_legal("Doji Whisperer")  # at home
    s.pick("Shiba Peacemaker")
    assert _skills(s, "Shiba Peacemaker") == (1, 4)
    while s.state.conflict is not None:
        skip(s)
    assert _skills(s, "Shiba Peacemaker") == (4, 1)


@pytest.mark.covers("Along the River of Gold", "a1:condition")
def test_along_the_river_of_gold_only_at_a_water_province():
    """Rules Reference "Province Cards": the attacked province's element. River of Gold is a
    Water province itself; defending another Water province (Elemental Fury... here The Art
    of War, Water) it is usable, at an Earth one it is not."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger"], **WAITS)
    s.player(1, characters=["Shiba Peacemaker"], **WAITS,
             provinces=provinces("Entrenched Position", dict(name="Along the River of Gold", facedown=False)))
    s.conflict(attacker=0, type="military", ring="air", province=0, attackers=["Doji Challenger"],
               defenders=["Shiba Peacemaker"])
    s.start("3.2.2")
    my_turn(s, 1)
    assert not can_use(s, 1, "Along the River of Gold")  # Entrenched Position: Earth
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger"], **WAITS)
    s.player(1, characters=["Shiba Peacemaker"], **WAITS,
             provinces=provinces("Rally to the Cause", dict(name="Along the River of Gold", facedown=False)))
    s.conflict(attacker=0, type="military", ring="air", province=0, attackers=["Doji Challenger"],
               defenders=["Shiba Peacemaker"])
    s.start("3.2.2")
    my_turn(s, 1)
    assert can_use(s, 1, "Along the River of Gold")  # Rally to the Cause: Water


# ------------------------------------------------------------------ Kuni Ritsuko
def _ritsuko(defenders=("Kuni Ritsuko",), attackers=("Eager Scout", "Doji Whisperer"), fate=1):
    s = in_conflict(dict(characters=[dict(name="Eager Scout", fate=2), dict(name="Doji Whisperer", fate=fate),
                                     dict(name="Matsu Berserker", fate=1)]),
                    dict(characters=["Kuni Ritsuko", dict(name="Hida Guardian", fate=1)]),
                    attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Kuni Ritsuko", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_kuni_ritsuko_removes_1_fate_from_an_attacker_after_winning_as_a_defender():
    s = _ritsuko()
    pass_until(s, "trigger", 1)
    s.pick("Kuni Ritsuko")
    s.assert_legal("Eager Scout")
    s.assert_legal("Doji Whisperer")
    s.assert_not_legal("Matsu Berserker")  # at home
    s.assert_not_legal("Hida Guardian")  # not attacking
    s.pick("Eager Scout")
    assert s.card("Eager Scout").fate == 1


@pytest.mark.covers("Kuni Ritsuko", "a1:when")
def test_kuni_ritsuko_not_when_losing_attacking_or_at_home():
    s = in_conflict(dict(characters=[dict(name="Shiba Tsukune", fate=1)]), dict(characters=["Kuni Ritsuko"]),
                    attackers=["Shiba Tsukune"], defenders=["Kuni Ritsuko"])
    s.start("3.2.2")
    _run_conflict_out(s, "Kuni Ritsuko")  # 4 against 4: the attacker wins ties
    s = in_conflict(dict(characters=["Kuni Ritsuko"]), dict(characters=[dict(name="Eager Scout", fate=1)]),
                    attackers=["Kuni Ritsuko"], defenders=["Eager Scout"])
    s.start("3.2.2")
    _run_conflict_out(s, "Kuni Ritsuko")  # wins as the attacker
    s = _ritsuko(defenders=("Hida Guardian",), attackers=("Doji Whisperer",))
    _run_conflict_out(s, "Kuni Ritsuko")  # its side wins while it stays home
    assert s.card("Doji Whisperer").fate == 1


@pytest.mark.covers("Kuni Ritsuko", "a1:target")
def test_kuni_ritsuko_needs_an_attacker_with_fate():
    s = _ritsuko(attackers=("Doji Whisperer",), fate=0)
    _run_conflict_out(s, "Kuni Ritsuko")


@pytest.mark.covers("Kuni Ritsuko", "a1:limit")
def test_kuni_ritsuko_once_per_round():
    s = _ritsuko()
    pass_until(s, "trigger", 1)
    s.pick("Kuni Ritsuko")
    s.pick("Eager Scout")
    assert _limits_left(s, 1, "Kuni Ritsuko", "07-kuni-ritsuko") == [False]


# ------------------------------------------------------------------ Beastmaster Matriarch
@pytest.mark.covers("Beastmaster Matriarch", "a1:effect")
def test_beastmaster_matriarch_gets_2_military_per_ring_an_opponent_claimed():
    s = Quiet(first_player=0)
    s.player(0, characters=["Beastmaster Matriarch"], claimed_rings=["void"])
    s.player(1, characters=["Beastmaster Matriarch"], claimed_rings=["air", "fire"])
    s.build()
    assert _skills(s, "Beastmaster Matriarch", 0) == (7, 2)  # the opponent's two rings; its own not
    assert _skills(s, "Beastmaster Matriarch", 1) == (5, 2)


# ------------------------------------------------------------------ Asako Tsuki
def _tsuki(ring="water"):
    s = in_conflict(dict(characters=["Asako Tsuki", "Solemn Scholar", "Eager Scout"]),
                    dict(characters=["Naive Student"]), ring=ring, type="political",
                    attackers=["Solemn Scholar", "Eager Scout"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Asako Tsuki", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_asako_tsuki_honors_a_scholar_after_the_water_ring_is_claimed():
    s = _tsuki()
    pass_until(s, "trigger", 0)
    s.pick("Asako Tsuki")
    s.assert_legal("Solemn Scholar")
    s.assert_legal("Naive Student")  # an opponent's Scholar too
    s.assert_not_legal("Eager Scout")  # not a Scholar
    s.assert_legal("Asako Tsuki")  # a Scholar itself, not participating
    s.pick("Naive Student")
    assert s.card("Naive Student").status == 1
    assert s.state.rings["water"].claimed_by == 0


@pytest.mark.covers("Asako Tsuki", "a1:when")
def test_asako_tsuki_not_after_another_ring_is_claimed():
    s = _tsuki(ring="air")
    _run_conflict_out(s, "Asako Tsuki")
    assert s.state.rings["air"].claimed_by == 0


@pytest.mark.covers("Asako Tsuki", "a1:target", "a1:limit")
def test_asako_tsuki_no_target_already_honored_and_once_per_round():
    s = _tsuki()
    pass_until(s, "trigger", 0)
    s.pick("Asako Tsuki")
    s.pick("Solemn Scholar")
    assert _limits_left(s, 0, "Asako Tsuki", "07-asako-tsuki") == [False]
    s = in_conflict(dict(characters=[dict(name="Asako Tsuki", status="honored"),
                                     dict(name="Solemn Scholar", status="honored")]),
                    dict(characters=["Eager Scout"]), ring="water", type="political", attackers=["Solemn Scholar"])
    s.start("3.2.2")
    _run_conflict_out(s, "Asako Tsuki")  # every Scholar already honored


# ------------------------------------------------------------------ Kanjo District
def _kanjo(favor=0, p0_chars=("Doji Challenger",), attackers=("Doji Challenger",)):
    s = Quiet(first_player=0)
    s.player(0, characters=list(p0_chars), **WAITS,
             provinces=provinces(dict(name="Entrenched Position", cards=["Kanjo District"])))
    s.player(1, characters=["Shiba Peacemaker", "Eager Scout"], **WAITS)
    if favor is not None:
        s.favor(favor, "military")
    s.conflict(attacker=0, type="military", ring="air", attackers=list(attackers), defenders=["Shiba Peacemaker"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Kanjo District", "a1:effect", "a1:cost", "a1:target", "a1:condition")
def test_kanjo_district_discards_the_favor_to_bow_a_participant_and_send_it_home():
    s = _kanjo()
    s.pick("Kanjo District")
    s.assert_legal("Doji Challenger")  # its own side's too
    s.assert_not_legal("Eager Scout")  # at home
    s.pick("Shiba Peacemaker")
    c = s.card("Shiba Peacemaker")
    assert c.bowed and c.uid not in s.state.conflict.defenders
    assert s.state.favor == {"player": -1, "side": ""}


@pytest.mark.covers("Kanjo District", "a1:cost", "a1:condition")
def test_kanjo_district_needs_your_favor_and_a_conflict():
    assert not can_use(_kanjo(favor=None), 0, "Kanjo District")
    assert not can_use(_kanjo(favor=1), 0, "Kanjo District")
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger"], **WAITS,
             provinces=provinces(dict(name="Entrenched Position", cards=["Kanjo District"])))
    s.player(1)
    s.favor(0, "military")
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Kanjo District")


# ------------------------------------------------------------------ Sake House Confidant
def _sake(favor=0, attackers=("Sake House Confidant", "Shosuro Actress")):
    s = Quiet(first_player=0)
    s.player(0, characters=["Sake House Confidant", "Shosuro Actress", "Adept of Shadows", "Doji Whisperer"], **WAITS)
    s.player(1, characters=["Shosuro Miyako"], **WAITS)
    if favor is not None:
        s.favor(favor, "political")
    s.conflict(attacker=0, type="political", ring="air", attackers=list(attackers), defenders=["Shosuro Miyako"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Sake House Confidant", "a1:effect", "a1:cost", "a1:condition")
def test_sake_house_confidant_gives_each_of_your_shinobi_2_political():
    s = _sake()
    s.pick("Sake House Confidant")
    assert _skills(s, "Sake House Confidant")[1] == 3
    assert _skills(s, "Shosuro Actress")[1] == 5
    assert _skills(s, "Adept of Shadows")[1] == 4  # at home, but a Shinobi you control
    assert _skills(s, "Doji Whisperer")[1] == 3  # not a Shinobi
    assert _skills(s, "Shosuro Miyako")[1] == 2  # the opponent's
    assert s.state.favor == {"player": -1, "side": ""}
    while s.state.conflict is not None:
        skip(s)
    assert _skills(s, "Shosuro Actress")[1] == 3  # until the end of the conflict


@pytest.mark.covers("Sake House Confidant", "a1:cost", "a1:condition")
def test_sake_house_confidant_needs_your_favor_and_to_participate():
    assert not can_use(_sake(favor=None), 0, "Sake House Confidant")
    assert not can_use(_sake(favor=1), 0, "Sake House Confidant")
    assert not can_use(_sake(attackers=("Shosuro Actress",)), 0, "Sake House Confidant")


# ------------------------------------------------------------------ Seals
@pytest.mark.covers("Seal of the Dragon", "a1:effect", "a2:effect")
def test_seal_of_the_dragon_gives_the_dragon_clan_and_the_monk_trait():
    _seal("Seal of the Dragon", "dragon", "monk", (0, 4))


@pytest.mark.covers("Seal of the Unicorn", "a1:effect", "a2:effect")
def test_seal_of_the_unicorn_gives_the_unicorn_clan_and_the_cavalry_trait():
    _seal("Seal of the Unicorn", "unicorn", "cavalry", (1, 3))


def _seal(title, clan, trait, skills):
    from l5r.lcg.cards.conditions import clan_is, trait_is
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=[title]), "Eager Scout"])
    s.player(1)
    g = s.build()
    ctx = {"player": 0, "card": s.uid("Doji Whisperer")}
    w, scout = s.card("Doji Whisperer"), s.card("Eager Scout")
    assert clan_is(clan)(g, ctx, w) and clan_is("crane")(g, ctx, w)
    assert trait_is(trait)(g, ctx, w) and not trait_is(trait)(g, ctx, scout) and not clan_is(clan)(g, ctx, scout)
    assert _skills(s, "Doji Whisperer") == skills


# ------------------------------------------------------------------ Mono no Aware
def _mono(hand=("Mono no Aware",)):
    s = Quiet(first_player=0)
    s.player(0, fate=6, hand=list(hand), characters=[dict(name="Doji Whisperer", fate=2), "Eager Scout"])
    s.player(1, characters=[dict(name="Hida Guardian", fate=1)], **WAITS)
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Mono no Aware", "a1:effect")
def test_mono_no_aware_removes_1_fate_from_each_character_and_draws_a_card():
    s = _mono()
    hand = len(s.state.players[0].hand)
    s.pick("Mono no Aware")
    assert s.card("Doji Whisperer").fate == 1 and s.card("Hida Guardian").fate == 0
    assert len(s.state.players[0].hand) == hand  # -1 played, +1 drawn
    assert s.state.players[0].fate == 3


@pytest.mark.covers("Mono no Aware", "a1:limit")
def test_mono_no_aware_max_1_per_round():
    """Rules Reference "Max X per [period]": by title, for every copy."""
    s = _mono(hand=("Mono no Aware", "Mono no Aware"))
    s.pick("Mono no Aware")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Mono no Aware")
    assert s.state.players[0].fate == 3


# ------------------------------------------------------------------ Silver-Tongued Magistrate
def _silver(attacker=0):
    s = Quiet(first_player=0)
    mine = ["Silver-Tongued Magistrate", dict(name="Doji Whisperer", fate=1), "Kakita Asami"]
    theirs = [dict(name="Asako Diplomat", fate=2), "Naive Student"]
    s.player(0, characters=mine)
    s.player(1, characters=theirs)
    if attacker == 0:
        s.conflict(attacker=0, type="political", ring="air",
                   attackers=["Silver-Tongued Magistrate", "Doji Whisperer", "Kakita Asami"],
                   defenders=["Asako Diplomat", "Naive Student"])
    else:
        s.conflict(attacker=1, type="political", ring="air", attackers=["Asako Diplomat", "Naive Student"],
                   defenders=["Silver-Tongued Magistrate", "Doji Whisperer", "Kakita Asami"])
    s.build()
    return s


@pytest.mark.covers("Silver-Tongued Magistrate", "a1:effect", "a1:condition")
def test_silver_tongued_magistrate_characters_without_fate_do_not_count_while_it_attacks():
    """Both sides' characters without fate count nothing (itself excepted); defending, it
    changes nothing."""
    from l5r.lcg.model import conflict_totals
    assert conflict_totals(_silver().state) == (2 + 3, 2)  # Magistrate + Whisperer; Diplomat
    assert conflict_totals(_silver(attacker=1).state) == (2 + 2, 2 + 3 + 3)


# ------------------------------------------------------------------ Iron Mine
def _mine(give, victim="Eager Scout"):
    give(Action(Effect("discard"), target=Target(), text="discard one"))
    s = in_conflict(dict(characters=["Doji Challenger"], **WAITS),
                    dict(characters=["Eager Scout", "Hida Guardian"], **WAITS,
                         provinces=provinces(dict(name="Entrenched Position", cards=["Iron Mine"]))),
                    attackers=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Doji Challenger: discard one")
    s.game.answer(str(s.uid(victim)))
    return s


@pytest.mark.covers("Iron Mine", "a1:effect", "a1:trigger", "a1:when")
def test_iron_mine_is_sacrificed_instead_of_your_character_leaving_play(give):
    s = _mine(give)
    pass_until(s, "trigger", 1)
    s.pick("Iron Mine")
    assert s.card("Eager Scout").zone == "play"
    assert s.card("Iron Mine").zone == "dynasty_discard"


@pytest.mark.covers("Iron Mine", "a1:when")
def test_iron_mine_only_for_a_character_you_control(give):
    give(Action(Effect("discard"), target=Target(), text="discard one"))
    s = in_conflict(dict(characters=["Doji Challenger", "Matsu Berserker"], **WAITS),
                    dict(characters=["Eager Scout"], **WAITS,
                         provinces=provinces(dict(name="Entrenched Position", cards=["Iron Mine"]))),
                    attackers=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Doji Challenger: discard one")
    s.pick("Matsu Berserker")  # the opponent's character
    assert_not_offered(s, "Iron Mine")
    assert s.card("Matsu Berserker").zone == "dynasty_discard"


@pytest.mark.covers("Iron Mine", "a1:limit")
def test_iron_mine_once_per_round(give):
    """Rules Reference "Limits of Triggered Abilities": once per round, per copy; sacrificed,
    the copy is gone (a card that leaves play is a new object if it returns)."""
    s = _mine(give)
    pass_until(s, "trigger", 1)
    mine = s.uid("Iron Mine")
    s.pick("Iron Mine")
    assert [lim.describe() for lim in RULES.cards["07-iron-mine"].abilities[0].limits] == ["once per round"]
    assert s.state.uses["round"].get(f"lim:1:{mine}:0:0") == 1


# ------------------------------------------------------------------ Togashi Mendicant
def _mendicant(deck=("Hida Guardian", "Eager Scout", "Doji Whisperer", "Matsu Berserker")):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Togashi Mendicant", fate=1)], dynasty_deck=list(deck))  # the last is the top
    s.player(1, characters=[dict(name="Togashi Mendicant", fate=1)])  # (its reaction window waits for player 2)
    s.start("fate")
    return s


def _top(s, n=4):
    st = s.state
    return [st.cards[u].cid.split("-", 1)[1] for u in reversed(st.players[0].dynasty_deck[-n:])]


@pytest.mark.covers("Togashi Mendicant", "a1:effect", "a1:trigger", "a1:when")
def test_togashi_mendicant_puts_the_top_3_dynasty_cards_back_in_any_order():
    s = _mendicant()
    pass_until(s, "trigger", 0)
    s.pick("Togashi Mendicant")
    assert s.game.pending.player == 0 and s.game.pending.context == "reorder"
    s.assert_legal("Matsu Berserker")
    s.assert_legal("Eager Scout")
    s.assert_not_legal("Hida Guardian")  # the 4th card: not looked at
    s.pick("Eager Scout")  # on top
    s.pick("Matsu Berserker")  # second; Doji Whisperer third
    assert _top(s) == ["eager-scout", "matsu-berserker", "doji-whisperer", "hida-guardian"]


@pytest.mark.covers("Togashi Mendicant", "a1:when", "a1:limit")
def test_togashi_mendicant_only_when_the_fate_phase_begins_once_per_round():
    s = Quiet(first_player=0)
    s.player(0, characters=["Togashi Mendicant"])
    s.player(1)
    s.start("draw")
    while s.state.phase == "draw":
        assert_not_offered(s, "Togashi Mendicant")
        skip(s)
    s = _mendicant()
    pass_until(s, "trigger", 0)
    s.pick("Togashi Mendicant")
    assert _limits_left(s, 0, "Togashi Mendicant", "07-togashi-mendicant") == [False]


# ------------------------------------------------------------------ Oni Mask
@pytest.mark.covers("Oni Mask", "a1:attach_to")
def test_oni_mask_attaches_only_to_a_character_you_control():
    s = Quiet(first_player=0)
    s.player(0, hand=["Oni Mask"], characters=["Doji Whisperer", "Kakita Asami"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Oni Mask")
    s.assert_legal("Doji Whisperer")
    s.assert_not_legal("Eager Scout")
    s.pick("Kakita Asami")
    assert s.card("Oni Mask").attached_to == s.uid("Kakita Asami")


def _mask(host_fate=1, attackers=("Doji Whisperer", "Akodo Gunsō")):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", fate=host_fate, attachments=["Oni Mask"]), "Akodo Gunsō"],
             **WAITS)
    s.player(1, characters=["Akodo Gunsō", "Eager Scout"], **WAITS)
    s.conflict(attacker=0, type="military", ring="air", attackers=list(attackers), defenders=["Akodo Gunsō"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Oni Mask", "a2:effect", "a2:cost", "a2:target", "a2:condition")
@pytest.mark.ruling(171, "Oni Mask")
def test_oni_mask_removes_fate_from_its_host_to_blank_a_participants_printed_text_until_the_conflict_ends():
    """Ruling (RRG "Blank"): only printed text is blanked: a keyword the character gained from
    another source stays."""
    from l5r.lcg.model import has_keyword, has_trait
    s = _mask()
    gunso = s.uid("Akodo Gunsō", 1)
    c = s.state.cards[gunso]
    s.state.lasting.append({"type": "gain_keyword", "keyword": "covert", "targets": [[gunso, c.instance]],
                            "until": "round"})
    s.pick("Oni Mask")
    s.assert_not_legal("Eager Scout")  # at home
    s.game.answer(str(gunso))
    assert s.card("Doji Whisperer").fate == 0
    assert not has_keyword(s.state, c, "pride")  # printed: blanked
    assert has_keyword(s.state, c, "covert")  # gained: kept
    assert has_trait(s.state, c, "bushi")  # traits kept
    while s.state.conflict is not None:
        skip(s)
    assert has_keyword(s.state, c, "pride")  # until the end of the conflict


@pytest.mark.covers("Oni Mask", "a2:cost", "a2:condition")
def test_oni_mask_needs_fate_on_its_host_and_a_conflict():
    assert not can_use(_mask(host_fate=0), 0, "Oni Mask")
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", fate=1, attachments=["Oni Mask"])], hand=["Banzai!"])
    s.player(1)
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Oni Mask")


# ------------------------------------------------------------------ Written in the Stars
def _stars(fates=None, claimed=()):
    fates = fates or {"air": 0, "earth": 1, "fire": 0, "water": 2, "void": 0}
    s = Quiet(first_player=0)
    s.player(0, hand=["Written in the Stars"], fate=1, characters=["Doji Whisperer"], claimed_rings=list(claimed))
    s.player(1, characters=["Eager Scout"])
    s.adjust(lambda g: [setattr(g.state.rings[el], "fate", n) for el, n in fates.items()])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


def _ring_fate(s):
    return {el: r.fate for el, r in s.state.rings.items()}


@pytest.mark.covers("Written in the Stars", "a1:effect", "a1:select")
def test_written_in_the_stars_places_1_fate_on_each_unclaimed_ring_with_none():
    s = _stars(claimed=("fire",))
    s.pick("Written in the Stars")
    s.pick("place 1 fate")
    assert _ring_fate(s) == {"air": 1, "earth": 1, "fire": 0, "water": 2, "void": 1}  # fire: claimed


@pytest.mark.covers("Written in the Stars", "a1:effect", "a1:select")
def test_written_in_the_stars_removes_1_fate_from_each_unclaimed_ring():
    s = _stars(fates={"air": 0, "earth": 1, "fire": 3, "water": 2, "void": 0}, claimed=("fire",))
    s.pick("Written in the Stars")
    s.pick("remove 1 fate")
    assert _ring_fate(s) == {"air": 0, "earth": 0, "fire": 3, "water": 1, "void": 0}


@pytest.mark.covers("Written in the Stars", "a1:select")
def test_written_in_the_stars_offers_only_an_option_that_changes_something():
    """Rules Reference "Select": with no fate on any unclaimed ring, only placing is offered
    (selected without asking)."""
    s = _stars(fates={"air": 0, "earth": 0, "fire": 0, "water": 0, "void": 0})
    s.pick("Written in the Stars")
    assert _ring_fate(s) == {"air": 1, "earth": 1, "fire": 1, "water": 1, "void": 1}


# ------------------------------------------------------------------ Talisman of the Sun
def _talisman(bowed=False, p1_provs=("Pilgrimage", "Tears of Amaterasu")):
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker", "Eager Scout"], hand=["Ride Them Down", "Banzai!"], fate=1)
    s.player(1, characters=[dict(name="Serene Warrior", bowed=False, attachments=["Talisman of the Sun"])],
             provinces=provinces(*[dict(name=n) for n in p1_provs]), **WAITS)
    s.favor(0, "military")
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker", "Eager Scout"],
               defenders=["Serene Warrior"])
    if bowed:
        s.adjust(lambda g: setattr(g.state.cards[s.uid("Talisman of the Sun")], "bowed", True))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Talisman of the Sun", "a1:effect", "a1:cost", "a1:condition")
@pytest.mark.ruling(215, "Talisman of the Sun")
def test_talisman_of_the_sun_moves_the_conflict_to_another_eligible_province_and_reveals_it():
    """Ruling (Talisman of the Sun): a lasting effect on the previously attacked province (Ride
    Them Down) does not carry over; the stronghold province is not eligible while fewer than
    three other provinces are broken (Rules Reference "Stronghold Province")."""
    from l5r.lcg.model import province_strength
    s = _talisman()
    my_turn(s, 1)
    s.pass_()
    my_turn(s, 0)
    s.pick("Ride Them Down")
    old = s.state.conflict.province
    assert province_strength(s.state, s.state.cards[old]) == 1
    my_turn(s, 1)
    s.pick("Talisman of the Sun")
    assert s.card("Talisman of the Sun").bowed
    s.assert_legal("province 2 (facedown)")
    s.assert_legal("province 3 (facedown)")
    s.assert_not_legal("province 1")  # the attacked one
    s.assert_not_legal("province 5")  # the stronghold province
    s.pick("province 2 (facedown)")
    cf = s.state.conflict
    new = s.state.cards[cf.province]
    assert new.slot == 1 and not new.facedown
    assert province_strength(s.state, new) == 4 + 0  # Tears of Amaterasu: printed strength, no Ride Them Down
    pass_until(s, "trigger", 1)  # "after this province is revealed" (Tears of Amaterasu)
    s.pick("Tears of Amaterasu")
    assert s.state.players[1].fate == 1 + 2


@pytest.mark.covers("Talisman of the Sun", "a1:cost", "a1:condition")
def test_talisman_of_the_sun_only_when_defending_and_ready():
    s = _talisman(bowed=True)
    my_turn(s, 1)
    assert not can_use(s, 1, "Talisman of the Sun")
    s = Quiet(first_player=1)
    s.player(0, characters=["Serene Warrior"], **WAITS)
    s.player(1, characters=[dict(name="Matsu Berserker", attachments=["Talisman of the Sun"])], **WAITS)
    s.conflict(attacker=1, type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Serene Warrior"])
    s.start("3.2.2")
    my_turn(s, 1)
    assert not can_use(s, 1, "Talisman of the Sun")  # attacking


# ------------------------------------------------------------------ Pillow Book
def _pillow(attackers=("Doji Whisperer",)):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Pillow Book"]), "Eager Scout"],
             conflict_deck=["Fine Katana", "Fine Katana", "Banzai!"], hand=["Banzai!"], fate=2)
    s.player(1, characters=["Kakita Asami"], **WAITS)
    s.conflict(attacker=0, type="political", ring="air", attackers=list(attackers), defenders=["Kakita Asami"])
    s.start("3.2.2")
    my_turn(s)
    return s


def _deck_banzai_playable(s):
    from l5r.lcg.vocab import as_if_in_hand
    top = s.state.players[0].conflict_deck[-1]
    return top in as_if_in_hand(s.game, 0) and s.state.cards[top].cid == "01-banzai"


@pytest.mark.covers("Pillow Book", "a1:effect", "a1:condition")
def test_pillow_book_reveals_the_top_card_playable_as_if_in_hand_until_the_conflict_ends():
    s = _pillow()
    s.pick("Pillow Book")
    assert _deck_banzai_playable(s)
    my_turn(s)
    hand = len(s.state.players[0].hand)
    options = [o for o in s.game.pending.options if "Banzai!" in o.label]
    assert len(options) == 2  # the one in hand, the one on top of the deck
    deck_banzai = s.state.players[0].conflict_deck[-1]
    s.game.answer(f"ability:{deck_banzai}:0")
    if s.game.pending.context == "target":
        s.pick("Doji Whisperer")
    assert s.state.cards[deck_banzai].zone == "conflict_discard"
    assert len(s.state.players[0].hand) == hand  # the hand's copy is still there


@pytest.mark.covers("Pillow Book", "a1:effect")
def test_pillow_book_the_revealed_card_is_not_playable_after_the_conflict():
    s = _pillow()
    s.pick("Pillow Book")
    assert _deck_banzai_playable(s)
    while s.state.conflict is not None:
        skip(s)
    assert not _deck_banzai_playable(s)


@pytest.mark.covers("Pillow Book", "a1:condition")
def test_pillow_book_only_while_its_host_participates():
    s = _pillow(attackers=("Eager Scout",))
    assert not can_use(s, 0, "Pillow Book")
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Pillow Book"])], hand=["Banzai!"])
    s.player(1)
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Pillow Book")


# ------------------------------------------------------------------ A Legion of One
def _legion(attackers=("Doji Whisperer",), fate=2, type="military", status=""):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", fate=fate), "Eager Scout"],
             hand=["A Legion of One", "Banzai!"], fate=1)  # (Banzai!: its action window stays open)
    s.player(1, characters=[dict(name="Serene Warrior", status=status)], hand=["Voice of Honor"], fate=1,
             provinces=provinces(dict(name="Entrenched Position", cards=["Eager Scout"])))
    s.conflict(attacker=0, type=type, ring="air", attackers=list(attackers), defenders=["Serene Warrior"])
    s.start("3.2.2")
    my_turn(s)
    return s


def _mil(s):
    return skill(s.state, s.card("Doji Whisperer", 0), "military")


@pytest.mark.covers("A Legion of One", "a1:effect", "a1:target", "a1:condition")
def test_a_legion_of_one_gives_3_military_to_your_lone_participant():
    s = _legion()
    s.pick("A Legion of One")
    pass_until(s, "resolve_again", 0)
    assert _mil(s) == 3
    s.pick("Do not remove fate")
    assert _mil(s) == 3 and s.card("Doji Whisperer", 0).fate == 2


@pytest.mark.covers("A Legion of One", "a1:effect")
@pytest.mark.ruling(2, "A Legion of One")
def test_a_legion_of_one_ruling_remove_1_fate_to_resolve_it_a_second_time():
    """Ruling: removing the fate is part of the effect, not a cost; the ability then resolves
    again from choosing a target (5b), with a new cancel window (6b); removing fate the second
    time does nothing more."""
    s = _legion()
    s.pick("A Legion of One")
    pass_until(s, "resolve_again", 0)
    s.pick("Remove 1 fate from that character to resolve A Legion of One twice")
    assert s.card("Doji Whisperer", 0).fate == 1
    pass_until(s, "resolve_again", 0)  # (5b: the lone participant is chosen again; 6b: not cancelled)
    assert _mil(s) == 6
    s.pick("Remove 1 fate from that character (no further effect)")
    assert s.card("Doji Whisperer", 0).fate == 0 and _mil(s) == 6


@pytest.mark.covers("A Legion of One", "a1:effect")
def test_a_legion_of_one_no_fate_no_second_resolution():
    s = _legion(fate=0)
    s.pick("A Legion of One")
    s.pick("Doji Whisperer")
    while s.game.pending.context == "trigger":  # (player 2's cancel window: passed)
        skip(s)
    assert _mil(s) == 3
    assert s.game.pending is None or s.game.pending.context != "resolve_again"


@pytest.mark.covers("A Legion of One", "a1:target", "a1:condition")
def test_a_legion_of_one_needs_a_lone_participant_in_a_military_conflict():
    s = _legion(attackers=("Doji Whisperer", "Eager Scout"))
    assert not can_use(s, 0, "A Legion of One")  # two participants on your side
    s = _legion(type="political")
    assert not can_use(s, 0, "A Legion of One")


@pytest.mark.covers("A Legion of One", "a1:effect")
@pytest.mark.ruling(2, "A Legion of One")
def test_a_legion_of_one_ruling_the_second_resolution_can_be_cancelled_at_6b():
    """Ruling: cancelled in step 6b, after the first +3 and the fate removed: those stay."""
    s = _legion(status="honored")  # (Voice of Honor: player 2 has more honored characters)
    s.pick("A Legion of One")
    s.pick("Doji Whisperer")
    pass_until(s, "trigger", 1)
    s.pass_()  # step 6: not cancelled
    pass_until(s, "resolve_again", 0)
    s.pick("Remove 1 fate from that character to resolve A Legion of One twice")
    s.pick("Doji Whisperer")  # step 5b
    pass_until(s, "trigger", 1)  # step 6b
    s.pick("Voice of Honor")
    while s.game.pending is not None and s.game.pending.context == "trigger":
        skip(s)
    assert _mil(s) == 3 and s.card("Doji Whisperer", 0).fate == 1


# ------------------------------------------------------------------ Miya Satoshi
def _satoshi(deck=("Eager Scout", "Seppun Guardsman", "Doji Whisperer", "Hida Guardian"), discard=()):
    s = Quiet(first_player=0)
    s.player(0, characters=["Miya Satoshi"], hand=["Banzai!"], dynasty_deck=list(deck), dynasty_discard=list(discard),
             provinces=provinces("Entrenched Position", dict(name="Ancestral Lands", cards=["Matsu Berserker"])))
    s.player(1)
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Miya Satoshi", "a1:effect")
def test_miya_satoshi_digs_for_an_imperial_card_and_puts_it_into_a_province_faceup():
    s = _satoshi()
    s.pick("Miya Satoshi")
    s.assert_legal("province 2")
    s.assert_not_legal("province 5")  # the stronghold province
    s.pick("province 2")
    pl = s.state.players[0]
    guardsman = s.card("Seppun Guardsman", 0)
    assert guardsman.uid in pl.province_cards[1]
    assert not guardsman.facedown
    assert s.card("Matsu Berserker", 0).zone == "dynasty_discard"  # the card it replaces
    assert [s.state.cards[u].cid for u in pl.dynasty_discard] == [
        "01-hida-guardian", "01-doji-whisperer", "01-matsu-berserker"]
    assert [s.state.cards[u].cid for u in pl.dynasty_deck] == ["01-eager-scout"]  # no further


@pytest.mark.covers("Miya Satoshi", "a1:effect")
def test_miya_satoshi_runs_out_of_the_dynasty_deck_as_usual():
    """Rules Reference "Dynasty Deck": running out, its owner loses 5 honor and shuffles the
    discard pile into a new deck; the search goes on."""
    s = _satoshi(deck=("Eager Scout",), discard=("Miya Mystic",))
    s.pick("Miya Satoshi")
    s.pick("province 1")
    assert s.state.players[0].honor == 5
    mystic = s.card("Miya Mystic", 0)
    assert mystic.uid in s.state.players[0].province_cards[0] and not mystic.facedown


@pytest.mark.covers("Miya Satoshi", "a1:effect")
def test_miya_satoshi_once_per_round():
    s = _satoshi()
    s.pick("Miya Satoshi")
    assert _limits_left(s, 0, "Miya Satoshi", "07-miya-satoshi") == [False]


# ------------------------------------------------------------------ Shinjo Scout
def _scout_dynasty(first_player=0):
    """A dynasty phase where nobody has a card to play: each player passes at once (a player
    whose only option is to pass passes)."""
    s = Quiet(first_player=first_player)
    s.player(0, characters=["Shinjo Scout"], fate=0)
    s.player(1, characters=["Doji Whisperer"], fate=0)
    s.start("dynasty")
    return s


@pytest.mark.covers("Shinjo Scout", "a1:effect", "a1:trigger", "a1:when")
def test_shinjo_scout_gains_1_fate_after_you_gain_the_fate_for_passing_first():
    """Rules Reference 1.4 (the first player to pass in the dynasty phase gains 1 fate): 7
    collected, 1 for passing first, 1 from the Scout (the opponent, passing second, has 7)."""
    s = _scout_dynasty()
    pass_until(s, "trigger", 0)
    s.pick("Shinjo Scout")
    assert s.state.players[1].fate == 7 and s.state.players[0].fate == 9


@pytest.mark.covers("Shinjo Scout", "a1:when", "a1:limit")
def test_shinjo_scout_not_when_your_pass_gains_no_fate():
    """The opponent passed first: your pass gains nothing, the Scout has nothing to react to."""
    s = _scout_dynasty(first_player=1)
    while s.state.phase == "dynasty":
        assert_not_offered(s, "Shinjo Scout")
        skip(s)
    assert (s.state.players[0].fate, s.state.players[1].fate) == (7, 8)
    assert _limits("07-shinjo-scout") == ["once per round"]
