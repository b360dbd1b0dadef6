"""Cards of The Chrysanthemum Throne (issue 15): each card's effect and every clause of its
text (restrictions, limits, targets), and the 2017 rulings about them (Rules Reference cited)."""

from __future__ import annotations

import pytest
from pack_helpers import limits_left as _limits_left
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.conflict import glory_counts
from l5r.lcg.decks import default_deck
from l5r.lcg.game import RULES, new_game
from l5r.lcg.model import FACTS, cannot, conflict_totals, has_clan, has_trait, skill
from l5r.lcg.vocab import attach_restriction


def _turn(s, p):
    while s.game.pending is not None and s.game.pending.player != p:
        s.pass_()


def _run_out(s, name):
    """Pass every decision while a conflict is on, checking ``name`` is never offered."""
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, name)
        skip(s)


# ------------------------------------------------------------------ Before the Throne
def _throne(slot=0, attacker="Hida Kisada"):
    s = in_conflict(dict(characters=[attacker]), dict(characters=["Doji Whisperer"]), attackers=[attacker],
                    defenders=["Doji Whisperer"], ring="water")  # (opposed; a ring effect that leaves honor alone)
    s.player(1, characters=["Doji Whisperer"],
             provinces=provinces(*(["Entrenched Position"] * slot), dict(name="Before the Throne", facedown=False)))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Before the Throne", "a2:effect", "a2:trigger", "a2:when")
def test_before_the_throne_takes_2_honor_when_broken():
    s = _throne()
    pass_until(s, "trigger", 1)
    s.pick("Before the Throne")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (8, 12)


@pytest.mark.covers("Before the Throne", "a2:when")
def test_before_the_throne_not_when_another_province_is_broken_nor_when_it_holds():
    s = _throne(slot=1)
    _run_out(s, "Before the Throne")
    s = _throne(attacker="Matsu Berserker")  # 3 military against strength 5: not broken
    _run_out(s, "Before the Throne")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (10, 10)


@pytest.mark.covers("Before the Throne", "a2:limit")
def test_before_the_throne_once_per_round():
    s = _throne()
    pass_until(s, "trigger", 1)
    s.pick("Before the Throne")
    assert _limits_left(s, 1, "Before the Throne", "05-before-the-throne", 1) == [False]


@pytest.mark.covers("Before the Throne", "a1:not_stronghold_province")
def test_before_the_throne_cannot_be_the_stronghold_province():
    deck = default_deck("crab")
    deck = dict(deck, provinces=["05-before-the-throne", *deck["provinces"][1:]])
    g = new_game([deck, default_deck("crane")], seed=1, first_player=0)
    d = g.pending
    assert d.context == "stronghold_province" and d.player == 0
    names = [FACTS[g.state.cards[int(o.id)].cid].name for o in d.options]
    assert "Before the Throne" not in names and len(names) == 4


# ------------------------------------------------------------------ Guardians of the Seikitsu
def _guardians(slot=0):
    s = Quiet(first_player=0)
    s.player(0, characters=["Eager Scout", "Matsu Berserker", "Hida Kisada", "Doji Whisperer"])
    s.player(1, characters=["Ikoma Prodigy", "Shiba Tsukune"],
             provinces=provinces(*(["Entrenched Position"] * slot), "Guardians of the Seikitsu"))
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Eager Scout", "Matsu Berserker", "Hida Kisada"])
    return s


@pytest.mark.covers("Guardians of the Seikitsu", "a1:effect", "a1:trigger", "a1:when")
def test_guardians_of_the_seikitsu_bows_each_character_with_printed_cost_2_or_lower():
    s = _guardians()
    pass_until(s, "trigger", 1)
    s.pick("Guardians of the Seikitsu")
    bowed = {n: s.card(n).bowed for n in ("Eager Scout", "Matsu Berserker", "Hida Kisada", "Doji Whisperer",
                                          "Ikoma Prodigy", "Shiba Tsukune")}
    assert bowed == {"Eager Scout": True, "Matsu Berserker": True, "Hida Kisada": False,
                     "Doji Whisperer": True, "Ikoma Prodigy": True, "Shiba Tsukune": False}  # yours too, at home too


@pytest.mark.covers("Guardians of the Seikitsu", "a1:when")
def test_guardians_of_the_seikitsu_not_when_another_province_is_revealed():
    s = _guardians(slot=1)
    _run_out(s, "Guardians of the Seikitsu")
    assert not s.card("Ikoma Prodigy").bowed


@pytest.mark.covers("Guardians of the Seikitsu", "a1:limit")
def test_guardians_of_the_seikitsu_once_per_round():
    s = _guardians()
    pass_until(s, "trigger", 1)
    s.pick("Guardians of the Seikitsu")
    assert _limits_left(s, 1, "Guardians of the Seikitsu", "05-guardians-of-the-seikitsu") == [False]


# ------------------------------------------------------------------ Doji Shizue
def _shizue(favor=0, fate=0):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Shizue", fate=fate), dict(name="Doji Whisperer", fate=fate)])
    s.player(1)
    if favor >= 0:
        s.favor(favor, "political")
    s.start("fate")
    return s


@pytest.mark.covers("Doji Shizue", "a1:effect", "a1:condition")
def test_doji_shizue_is_not_discarded_in_the_fate_phase_while_you_have_the_favor():
    s = _shizue()
    assert s.card("Doji Shizue").zone == "play"
    assert s.card("Doji Whisperer", zone="dynasty_discard").zone == "dynasty_discard"


@pytest.mark.covers("Doji Shizue", "a1:effect", "a1:condition")
def test_doji_shizue_loses_no_fate_in_the_fate_phase_while_you_have_the_favor():
    s = _shizue(fate=2)
    assert s.card("Doji Shizue").fate == 2 and s.card("Doji Whisperer").fate == 1


@pytest.mark.covers("Doji Shizue", "a1:condition")
def test_doji_shizue_without_the_favor_or_outside_the_fate_phase():
    for favor in (1, -1):
        s = _shizue(favor=favor)
        assert s.card("Doji Shizue", zone="dynasty_discard").zone == "dynasty_discard"
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Shizue", fate=1)])
    s.player(1)
    s.favor(0, "political")
    g = s.build()
    c = s.card("Doji Shizue")
    for phase, protected in (("conflict", False), ("fate", True)):
        s.state.phase = phase
        assert cannot(g, "remove_fate", c) is protected and cannot(g, "discard", c) is protected


# ------------------------------------------------------------------ Agasha Sumiko
def _sumiko(favor="mine", attacking=True, win=True):
    """Agasha Sumiko in a military conflict against Eager Scout (it wins) or Hida Kisada (it
    loses), run to its end; ``favor``: "mine", "theirs" or None."""
    opp = "Eager Scout" if win else "Hida Kisada"
    sumiko, other = dict(characters=["Agasha Sumiko"]), dict(characters=[opp])
    if attacking:
        s, me = in_conflict(sumiko, other, attackers=["Agasha Sumiko"], defenders=[opp]), 0
    else:
        s, me = in_conflict(other, sumiko, attackers=[opp], defenders=["Agasha Sumiko"]), 1
    if favor is not None:
        s.favor(me if favor == "mine" else 1 - me, "political")
    s.start("3.2.2")
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    return s


@pytest.mark.covers("Agasha Sumiko", "a1:effect", "a1:condition")
def test_agasha_sumiko_does_not_bow_from_resolution_while_attacking_with_the_favor():
    assert not _sumiko().card("Agasha Sumiko").bowed
    assert not _sumiko(win=False).card("Agasha Sumiko").bowed  # whether it wins or loses


@pytest.mark.covers("Agasha Sumiko", "a1:condition", "a1:effect")
def test_agasha_sumiko_bows_without_the_favor_or_when_defending():
    assert _sumiko(favor="theirs").card("Agasha Sumiko").bowed
    assert _sumiko(favor=None).card("Agasha Sumiko").bowed
    assert _sumiko(attacking=False).card("Agasha Sumiko").bowed


# ------------------------------------------------------------------ Fawning Diplomat
def _diplomat(favor=-1):
    s = Quiet(first_player=0)
    s.player(0, characters=["Fawning Diplomat"])
    s.player(1)
    if favor >= 0:
        s.favor(favor, "military")
    s.start("fate")  # discarded without fate (4.2)
    return s


@pytest.mark.covers("Fawning Diplomat", "a1:effect", "a1:trigger", "a1:when")
def test_fawning_diplomat_claims_the_imperial_favor_when_it_leaves_play():
    """Rules Reference "Imperial Favor": claimed by an ability, from a player or unclaimed,
    it may be set to either side."""
    for favor in (-1, 1, 0):
        s = _diplomat(favor)
        pass_until(s, "trigger", 0)
        s.pick("Fawning Diplomat")
        assert s.game.pending.context == "imperial_favor"
        s.pick("political")
        assert s.state.favor == {"player": 0, "side": "political"}
        assert s.card("Fawning Diplomat", zone="dynasty_discard").zone == "dynasty_discard"


@pytest.mark.covers("Fawning Diplomat", "a1:when")
def test_fawning_diplomat_not_when_another_character_leaves_play():
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Fawning Diplomat", fate=1), "Doji Whisperer"])
    s.player(1)
    s.start("fate")
    assert s.card("Doji Whisperer", zone="dynasty_discard").zone == "dynasty_discard"
    assert s.state.favor.get("player", -1) == -1


@pytest.mark.covers("Fawning Diplomat", "a1:limit")
def test_fawning_diplomat_once_per_round_counted_for_the_copy_that_left():
    """The use counts toward the once-per-round limit of that copy (Rules Reference "Limits of
    Triggered Abilities"); back in play it is a new instance whose uses count afresh."""
    s = _diplomat()
    pass_until(s, "trigger", 0)
    c = s.card("Fawning Diplomat")
    key = f"lim:0:{c.uid}:{c.instance}:0"
    s.pick("Fawning Diplomat")
    assert s.game.pending.context == "imperial_favor"  # (resolving: the round is not over yet)
    assert s.state.uses["round"].get(key) == 1


# ------------------------------------------------------------------ Utaku Mediator
@pytest.mark.covers("Utaku Mediator", "a1:effect", "a1:condition")
def test_utaku_mediator_gets_plus_1_each_skill_while_you_do_not_have_the_favor():
    for favor, bonus in ((-1, 1), (1, 1), (0, 0)):
        s = Quiet(first_player=0)
        s.player(0, characters=["Utaku Mediator"])
        s.player(1)
        if favor >= 0:
            s.favor(favor, "military")
        s.build()
        c = s.card("Utaku Mediator")
        assert (skill(s.state, c, "military"), skill(s.state, c, "political")) == (bonus, 1 + bonus)


# ------------------------------------------------------------------ Centipede Tattoo
def _centipede(win=False, host="Togashi Initiate"):
    them = "Eager Scout" if win else "Hida Kisada"
    s = in_conflict(dict(characters=[dict(name=host, attachments=["Centipede Tattoo"])]),
                    dict(characters=[them]), attackers=[host], defenders=[them])
    s.start("3.2.2")
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    return s


@pytest.mark.covers("Centipede Tattoo", "a3:effect")
def test_centipede_tattoo_its_character_does_not_bow_after_losing():
    assert not _centipede(win=False).card("Togashi Initiate").bowed
    assert _centipede(win=True).card("Togashi Initiate").bowed  # it won: it bows as usual
    assert _centipede(win=True).card("Eager Scout").bowed


@pytest.mark.covers("Centipede Tattoo", "a2:effect")
def test_centipede_tattoo_its_character_gains_the_tattooed_trait():
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Eager Scout", attachments=["Centipede Tattoo"]), "Matsu Berserker"])
    s.player(1)
    s.build()
    assert has_trait(s.state, s.card("Eager Scout"), "tattooed")
    assert not has_trait(s.state, s.card("Matsu Berserker"), "tattooed")


@pytest.mark.covers("Centipede Tattoo", "a1:attach_to")
def test_centipede_tattoo_monk_character_only():
    s = Quiet(first_player=0)
    s.player(0, characters=["Togashi Initiate", "Eager Scout"], hand=["Centipede Tattoo"])
    s.player(1, characters=["Tattooed Wanderer"])
    g = s.build()
    t = s.uid("Centipede Tattoo")
    assert not attach_restriction(g, 0, t, s.uid("Togashi Initiate"))
    assert not attach_restriction(g, 0, t, s.uid("Tattooed Wanderer"))  # an opponent's Monk too
    assert attach_restriction(g, 0, t, s.uid("Eager Scout"))


# ------------------------------------------------------------------ Guard Duty
def _guard(defending=True):
    host = dict(name="Ikoma Prodigy", attachments=["Guard Duty"])
    s = in_conflict(dict(characters=["Doji Whisperer"]), dict(characters=[host, "Eager Scout"]),
                    type="political", attackers=["Doji Whisperer"],
                    defenders=["Ikoma Prodigy"] if defending else ["Eager Scout"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Guard Duty", "a1:effect", "a1:condition")
def test_guard_duty_honors_its_defending_character():
    s = _guard()
    _turn(s, 1)
    s.pick("Guard Duty")
    assert s.card("Ikoma Prodigy").status == 1


@pytest.mark.covers("Guard Duty", "a1:condition")
def test_guard_duty_not_unless_its_character_is_defending():
    assert not can_use(_guard(defending=False), 1, "Guard Duty")
    s = Quiet(first_player=1)
    s.player(0)
    s.player(1, characters=[dict(name="Ikoma Prodigy", attachments=["Guard Duty"])])
    s.start("conflict")
    assert not can_use(s, 1, "Guard Duty")


def test_guard_duty_once_per_round():
    s = _guard()
    _turn(s, 1)
    s.pick("Guard Duty")
    assert _limits_left(s, 1, "Guard Duty", "05-guard-duty") == [False]


# ------------------------------------------------------------------ Backhanded Compliment
def _compliment():
    s = Quiet(first_player=0)
    s.player(0, hand=["Backhanded Compliment"], characters=["Eager Scout"])
    s.player(1)
    s.start("conflict")
    _turn(s, 0)
    s.pick("Backhanded Compliment")
    return s


@pytest.mark.covers("Backhanded Compliment", "a1:effect", "a1:select")
def test_backhanded_compliment_the_chosen_player_draws_1_and_loses_1_honor():
    s = _compliment()
    s.pick("Your opponent")
    p0, p1 = s.state.players
    assert (len(p1.hand), p1.honor, len(p0.hand), p0.honor) == (1, 9, 0, 10)
    s = _compliment()
    s.pick("You draw")
    p0, p1 = s.state.players
    assert (len(p0.hand), p0.honor, len(p1.hand), p1.honor) == (1, 9, 0, 10)


# ------------------------------------------------------------------ Gaijin Customs
def _customs(stronghold="Golden Plains Outpost", chars=(dict(name="Eager Scout", bowed=True),), **p0):
    s = Quiet(first_player=0)
    s.player(0, stronghold=stronghold, hand=["Gaijin Customs"], fate=1, characters=list(chars), **p0)
    s.player(1, stronghold="Shiro Nishiyama", characters=[dict(name="Matsu Berserker", bowed=True)])
    s.start("conflict")
    return s


@pytest.mark.covers("Gaijin Customs", "a1:effect", "a1:target", "a1:condition")
def test_gaijin_customs_readies_a_non_unicorn_character_if_you_control_a_unicorn_card():
    s = _customs(chars=(dict(name="Eager Scout", bowed=True), dict(name="Utaku Mediator", bowed=True)))
    _turn(s, 0)
    s.pick("Gaijin Customs")
    s.assert_not_legal("Utaku Mediator")  # a Unicorn character
    s.assert_legal("Matsu Berserker")  # an opponent's too
    s.pick("Eager Scout")
    assert not s.card("Eager Scout").bowed


@pytest.mark.covers("Gaijin Customs", "a1:condition")
@pytest.mark.ruling(90, "Gaijin Customs")
def test_gaijin_customs_a_unicorn_character_or_stronghold_counts_not_a_card_in_hand():
    """"Control a [Unicorn] card": a card in play (Rules Reference "In Play and Out of Play")."""
    assert not can_use(_customs(stronghold="Shiro Nishiyama"), 0, "Gaijin Customs")
    assert not can_use(_customs(stronghold="Shiro Nishiyama", conflict_deck=["Utaku Mediator"] * 3),
                       0, "Gaijin Customs")
    assert can_use(_customs(stronghold="Shiro Nishiyama",
                            chars=(dict(name="Eager Scout", bowed=True), "Utaku Mediator")), 0, "Gaijin Customs")


@pytest.mark.covers("Gaijin Customs", "a1:target")
def test_gaijin_customs_needs_a_bowed_non_unicorn_character():
    s = Quiet(first_player=0)
    s.player(0, hand=["Gaijin Customs"], fate=1, characters=["Eager Scout", dict(name="Utaku Mediator", bowed=True)])
    s.player(1, stronghold="Shiro Nishiyama")
    s.start("conflict")
    assert not can_use(s, 0, "Gaijin Customs")


# ------------------------------------------------------------------ Way of the Chrysanthemum
def _bids(mine, theirs, hand=("Way of the Chrysanthemum",)):
    s = Quiet(first_player=0)
    s.player(0, hand=list(hand), fate=2)
    s.player(1)
    s.start("draw")
    s.pick(f"bid {mine}")
    s.pick(f"bid {theirs}")
    return s


@pytest.mark.covers("Way of the Chrysanthemum", "a1:effect", "a1:trigger", "a1:when")
def test_way_of_the_chrysanthemum_gains_the_honor_a_bid_gave_you_again():
    s = _bids(1, 4)
    pass_until(s, "trigger", 0)
    s.pick("Way of the Chrysanthemum")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (16, 7)


@pytest.mark.covers("Way of the Chrysanthemum", "a1:when")
def test_way_of_the_chrysanthemum_not_when_you_give_honor_or_bids_are_equal():
    for mine, theirs in ((4, 1), (2, 2)):
        s = _bids(mine, theirs)
        while s.state.phase == "draw" and s.game.pending is not None:
            assert_not_offered(s, "Way of the Chrysanthemum")
            skip(s)


@pytest.mark.covers("Way of the Chrysanthemum", "a1:limit")
def test_way_of_the_chrysanthemum_max_1_per_round():
    s = _bids(1, 3, hand=("Way of the Chrysanthemum", "Way of the Chrysanthemum"))
    pass_until(s, "trigger", 0)
    s.pick("Way of the Chrysanthemum")
    while s.state.phase == "draw" and s.game.pending is not None:
        assert_not_offered(s, "Way of the Chrysanthemum")  # the second copy: max 1 per round
        skip(s)
    assert s.state.players[0].honor == 14
    assert [FACTS[s.state.cards[u].cid].name for u in s.state.players[0].hand].count("Way of the Chrysanthemum") == 1


# ------------------------------------------------------------------ Seal of the Phoenix
@pytest.mark.covers("Seal of the Phoenix", "a1:effect", "a2:effect")
def test_seal_of_the_phoenix_gives_the_phoenix_clan_and_the_scholar_trait():
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Seal of the Phoenix"]), "Ikoma Prodigy"])
    s.player(1)
    s.build()
    st = s.state
    w, other = s.card("Doji Whisperer"), s.card("Ikoma Prodigy")
    assert has_clan(st, w, "phoenix") and has_trait(st, w, "scholar")
    assert not has_clan(st, other, "phoenix") and not has_trait(st, other, "scholar")


def test_seal_of_the_phoenix_a_gained_clan_counts_for_clan_requirements():
    """Gaijin Customs: a character with a Seal of the Phoenix still is no Unicorn, and one
    given the Phoenix clan is a Phoenix card you control."""
    s = Quiet(first_player=0)
    s.player(0, stronghold="Shiro Nishiyama", characters=[dict(name="Doji Whisperer",
                                                              attachments=["Seal of the Phoenix"])])
    s.player(1)
    g = s.build()
    from l5r.lcg.cards.conditions import controls_clan_card
    assert controls_clan_card("phoenix")(g, {"player": 0, "card": s.uid("Doji Whisperer")})
    assert not controls_clan_card("unicorn")(g, {"player": 0, "card": s.uid("Doji Whisperer")})


# ------------------------------------------------------------------ Implacable / Haughty Magistrate
def _totals(p0, p1, attackers, defenders):
    s = in_conflict(dict(characters=list(p0)), dict(characters=list(p1)), attackers=list(attackers),
                    defenders=list(defenders))
    s.build()
    return conflict_totals(s.state)


@pytest.mark.covers("Implacable Magistrate", "a1:effect", "a1:condition")
def test_implacable_magistrate_only_it_and_honored_characters_count_while_it_attacks():
    """Attackers: it (2) and an honored Matsu Berserker (3 + 1 glory) count, Agasha Swordsmith
    not; defenders: the honored Hida Kisada (7 + 0 glory) counts, Shiba Tsukune not."""
    p0 = ["Implacable Magistrate", dict(name="Matsu Berserker", status="honored"), "Agasha Swordsmith"]
    p1 = [dict(name="Hida Kisada", status="honored"), "Shiba Tsukune"]
    assert _totals(p0, p1, ["Implacable Magistrate", "Matsu Berserker", "Agasha Swordsmith"],
                   ["Hida Kisada", "Shiba Tsukune"]) == (6, 7)


@pytest.mark.covers("Implacable Magistrate", "a1:condition")
def test_implacable_magistrate_not_while_at_home_or_defending():
    p0 = ["Implacable Magistrate", "Matsu Berserker"]
    assert _totals(p0, ["Shiba Tsukune"], ["Matsu Berserker"], ["Shiba Tsukune"]) == (3, 4)
    assert _totals(["Shiba Tsukune"], p0, ["Shiba Tsukune"], ["Implacable Magistrate", "Matsu Berserker"]) == (4, 5)


@pytest.mark.covers("Haughty Magistrate", "a1:effect", "a1:condition")
def test_haughty_magistrate_characters_with_lower_glory_do_not_count_while_it_attacks():
    """Its glory is 1: Eager Scout and Hida Kisada (glory 0) count nothing; Matsu Berserker
    (glory 1, not lower) and Shiba Tsukune (4) count."""
    assert _totals(["Haughty Magistrate", "Matsu Berserker", "Eager Scout"], ["Hida Kisada", "Shiba Tsukune"],
                   ["Haughty Magistrate", "Matsu Berserker", "Eager Scout"], ["Hida Kisada", "Shiba Tsukune"]) \
        == (5, 4)


@pytest.mark.covers("Haughty Magistrate", "a1:condition")
def test_haughty_magistrate_not_while_at_home_or_defending():
    assert _totals(["Haughty Magistrate", "Matsu Berserker"], ["Hida Kisada"], ["Matsu Berserker"],
                   ["Hida Kisada"]) == (3, 7)
    assert _totals(["Hida Kisada"], ["Haughty Magistrate", "Eager Scout"], ["Hida Kisada"],
                   ["Haughty Magistrate", "Eager Scout"]) == (7, 2)


# ------------------------------------------------------------------ The Imperial Palace
@pytest.mark.covers("The Imperial Palace", "a1:effect")
def test_the_imperial_palace_adds_3_to_your_glory_count():
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Whisperer"], provinces=provinces(dict(name="Entrenched Position",
                                                                         cards=["The Imperial Palace"])))
    s.player(1, characters=["Shiba Tsukune"])
    s.build()
    assert glory_counts(s.game) == {0: 4, 1: 4}
    s.card("The Imperial Palace").facedown = True  # not in play: it adds nothing
    assert glory_counts(s.game) == {0: 1, 1: 4}


# ------------------------------------------------------------------ Pit Trap
def _pit(attackers=("Matsu Berserker",)):
    s = in_conflict(dict(characters=["Matsu Berserker", "Eager Scout"]),
                    dict(characters=["Doji Whisperer"], hand=["Pit Trap"], fate=3),
                    attackers=list(attackers), defenders=["Doji Whisperer"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Pit Trap", "a1:attach_to")
def test_pit_trap_plays_only_on_an_attacking_character_and_stays_afterwards():
    """Rules Reference Appendix IV errata: "Play only on an attacking character": a play
    restriction, no longer checked once it is attached."""
    s = _pit()
    g, trap = s.game, s.uid("Pit Trap")
    assert not attach_restriction(g, 1, trap, s.uid("Matsu Berserker"))
    assert attach_restriction(g, 1, trap, s.uid("Eager Scout"))  # at home
    assert attach_restriction(g, 1, trap, s.uid("Doji Whisperer"))  # defending
    assert not attach_restriction(g, 1, trap, s.uid("Eager Scout"), played=False)
    _turn(s, 1)
    s.pick("Pit Trap")  # (the one legal host: chosen without asking)
    assert s.card("Pit Trap").attached_to == s.uid("Matsu Berserker")
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    assert s.card("Pit Trap").zone == "attached"  # still attached after the conflict


@pytest.mark.covers("Pit Trap", "a2:effect")
def test_pit_trap_its_character_does_not_ready_in_the_fate_phase():
    """Rules Reference Appendix IV errata: not in the fate phase (4.5); other cards still ready."""
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", bowed=True, fate=2, attachments=["Pit Trap"]),
                            dict(name="Eager Scout", bowed=True, fate=2)])
    s.player(1)
    s.start("fate")
    assert s.state.phase != "fate" or s.game.pending is not None
    assert s.card("Matsu Berserker").bowed and not s.card("Eager Scout").bowed


# ------------------------------------------------------------------ Akodo Toshiro
def _toshiro(p0_chars=("Akodo Toshiro",), attackers=("Akodo Toshiro",), defenders=()):
    s = in_conflict(dict(characters=list(p0_chars)),
                    dict(characters=["Eager Scout"], hand=["Banzai!"], provinces=provinces("Ancestral Lands")),
                    attackers=list(attackers), defenders=list(defenders), ring="water")  # (strength 5)
    s.start("3.2.2")
    return s


def _province(s):
    return s.state.cards[s.state.players[1].provinces[0]]


@pytest.mark.covers("Akodo Toshiro", "a1:effect", "a1:condition")
def test_akodo_toshiro_plus_5_no_province_breaks_and_discarded_without_a_commander():
    s = _toshiro()
    my_turn(s)
    s.pick("Akodo Toshiro")
    assert skill(s.state, s.card("Akodo Toshiro"), "military") == 7
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    assert not _province(s).broken  # won by 7 against strength 5
    assert s.card("Akodo Toshiro", zone="dynasty_discard").zone == "dynasty_discard"


@pytest.mark.covers("Akodo Toshiro", "a1:effect")
def test_akodo_toshiro_stays_while_you_control_a_commander():
    s = _toshiro(p0_chars=("Akodo Toshiro", "Honored General"))
    my_turn(s)
    s.pick("Akodo Toshiro")
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    assert s.card("Akodo Toshiro").zone == "play" and not _province(s).broken


@pytest.mark.covers("Akodo Toshiro", "a1:effect")
@pytest.mark.ruling(12, "Akodo Toshiro")
def test_akodo_toshiro_ruling_the_lasting_effect_stays_if_it_leaves_the_conflict():
    """Ruling (Rules Reference "Lasting Effects"): sent home after using it, provinces still
    cannot be broken this conflict."""
    s = _toshiro(p0_chars=("Akodo Toshiro", "Hida Kisada"), attackers=("Akodo Toshiro", "Hida Kisada"))
    my_turn(s)
    s.pick("Akodo Toshiro")
    s.state.conflict.attackers.remove(s.uid("Akodo Toshiro"))  # (moved home)
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    assert not _province(s).broken  # Hida Kisada won by 7
    assert s.card("Akodo Toshiro", zone="dynasty_discard").zone == "dynasty_discard"


@pytest.mark.covers("Akodo Toshiro", "a1:condition")
def test_akodo_toshiro_only_while_attacking():
    assert not can_use(_toshiro(p0_chars=("Akodo Toshiro", "Matsu Berserker"), attackers=("Matsu Berserker",)),
                       0, "Akodo Toshiro")
    s = in_conflict(dict(characters=["Matsu Berserker"]), dict(characters=["Akodo Toshiro"]),
                    attackers=["Matsu Berserker"], defenders=["Akodo Toshiro"])
    s.start("3.2.2")
    assert not can_use(s, 1, "Akodo Toshiro")


def test_akodo_toshiro_without_it_the_province_breaks():
    """The control case: the same conflict without the ability breaks the province (3.2.5)."""
    s = _toshiro(p0_chars=("Akodo Toshiro", "Hida Kisada"), attackers=("Hida Kisada",))
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    assert _province(s).broken


# ------------------------------------------------------------------ Kaiu Inventor
def _inventor():
    s = Quiet(first_player=0)
    s.player(0, characters=["Kaiu Inventor"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Borderlands Fortifications"]),
                                 dict(name="Ancestral Lands", cards=[dict(name="Eager Scout", facedown=True)])))
    s.player(1, characters=["Doji Whisperer"], provinces=provinces(dict(name="Entrenched Position",
                                                                         cards=["Artisan Academy"])))
    s.start("conflict")
    _turn(s, 0)
    return s


@pytest.mark.covers("Kaiu Inventor", "a1:effect", "a1:target")
def test_kaiu_inventor_a_holding_of_yours_may_use_its_ability_once_more_this_round():
    """Rules Reference Appendix IV errata: "this round (or specified period)"; every holding's
    limit in the card pool is per round (or unlimited)."""
    s = _inventor()
    s.pick("Borderlands Fortifications")
    s.pick("facedown card in province 2")
    _turn(s, 0)
    assert not can_use(s, 0, "Borderlands Fortifications")  # once per round
    s.pick("Kaiu Inventor")
    s.assert_not_legal("Artisan Academy")  # not a holding you control
    s.pick("Borderlands Fortifications")
    _turn(s, 0)
    assert can_use(s, 0, "Borderlands Fortifications")
    s.pick("Borderlands Fortifications")
    s.pick("facedown card in province 1")
    _turn(s, 0)
    assert not can_use(s, 0, "Borderlands Fortifications")  # one additional time only
    s.state.uses["round"].clear()
    s.state.lasting = [e for e in s.state.lasting if e.get("until") != "round"]  # (a new round)
    assert can_use(s, 0, "Borderlands Fortifications")


@pytest.mark.covers("Kaiu Inventor", "a1:target")
def test_kaiu_inventor_needs_a_holding_you_control():
    s = Quiet(first_player=0)
    s.player(0, characters=["Kaiu Inventor", "Eager Scout"])
    s.player(1, provinces=provinces(dict(name="Entrenched Position", cards=["Artisan Academy"])))
    s.start("conflict")
    assert not can_use(s, 0, "Kaiu Inventor")


# ------------------------------------------------------------------ Curry Favor
def _curry(declared=2, attacker=0, hand_of=0):
    mine = dict(characters=["Matsu Berserker"], hand=["Curry Favor"] if hand_of == 0 else [])
    theirs = dict(characters=["Doji Whisperer"], hand=["Curry Favor"] if hand_of == 1 else [])
    if attacker == 0:
        s = in_conflict(mine, theirs, attackers=["Matsu Berserker"], defenders=["Doji Whisperer"], ring="water")
    else:
        s = in_conflict(theirs, mine, attackers=["Doji Whisperer"], defenders=["Matsu Berserker"], ring="water",
                        type="political")
    s.adjust(lambda g: setattr(g.state.players[0], "conflicts_declared", declared))
    s.adjust(lambda g: setattr(g.state.players[1], "conflicts_declared", declared))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Curry Favor", "a1:effect", "a1:trigger", "a1:when")
def test_curry_favor_readies_your_character_bowed_by_resolving_your_second_conflict():
    """Appendix I 3.2.8: each ready participant bows (then all return home)."""
    s = _curry()
    pass_until(s, "trigger", 0)
    assert s.card("Matsu Berserker").bowed and s.state.conflict.attackers == []
    assert s.card("Doji Whisperer").bowed
    assert sum("Curry Favor" in label for label in s.legal()) == 1  # not for the opponent's character
    s.pick("Curry Favor")
    assert not s.card("Matsu Berserker").bowed and s.card("Doji Whisperer").bowed


@pytest.mark.covers("Curry Favor", "a1:when")
def test_curry_favor_not_for_your_first_conflict_nor_one_you_did_not_declare():
    for s in (_curry(declared=1), _curry(attacker=1), _curry(hand_of=1)):
        while s.state.conflict is not None and s.game.pending is not None:
            assert_not_offered(s, "Curry Favor")
            skip(s)


@pytest.mark.covers("Curry Favor", "a1:when")
def test_curry_favor_not_for_a_bow_by_a_card_effect():
    s = _curry()
    s.apply(ev("bow", card=s.uid("Matsu Berserker")))  # apply() fails if a window offers a reaction
    assert s.card("Matsu Berserker").bowed


@pytest.mark.covers("Curry Favor", "a1:limit")
def test_curry_favor_an_event_has_no_limit_of_its_own():
    """Each copy is a new card played: two copies ready two characters bowed together."""
    s = in_conflict(dict(characters=["Matsu Berserker", "Eager Scout"], hand=["Curry Favor", "Curry Favor"]),
                    dict(characters=["Doji Whisperer"]), attackers=["Matsu Berserker", "Eager Scout"],
                    defenders=["Doji Whisperer"], ring="water")
    s.adjust(lambda g: setattr(g.state.players[0], "conflicts_declared", 2))
    s.start("3.2.2")
    pass_until(s, "trigger", 0)
    s.pick("Curry Favor")
    pass_until(s, "trigger", 0)
    s.pick("Curry Favor")
    assert not s.card("Matsu Berserker").bowed and not s.card("Eager Scout").bowed
    assert RULES.cards["05-curry-favor"].abilities[0].limit_text() == ""
