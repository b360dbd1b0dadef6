"""Cards of Into the Forbidden City (issue 15): each card's effect and every clause of its
text (restrictions, limits, targets), and the 2017 rulings about them (Rules Reference cited;
where a ruling and the Rules Reference disagree, the Rules Reference wins: DECISIONS.md)."""

from __future__ import annotations

import pytest
from pack_helpers import limits_left as _limits_left
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.cards.conditions import clan_is
from l5r.lcg.game import RULES
from l5r.lcg.model import FACTS, conflict_totals, cost_of, has_clan, has_keyword, has_trait, province_strength, skill


def _turn(s, p):
    """Pass the other players' opportunities until ``p`` decides."""
    while s.game.pending is not None and s.game.pending.player != p:
        s.pass_()


def _to_declaration(s):
    while s.game.pending.context != "declare_conflict":
        s.pass_()


# ------------------------------------------------------------------ Feast or Famine
def _feast(p0_chars=(dict(name="Hida Kisada", fate=2),), p1_chars=("Doji Whisperer", "Eager Scout")):
    """Player 1 attacks Feast or Famine with Hida Kisada (7 military): it is broken."""
    s = in_conflict(dict(characters=list(p0_chars)), dict(characters=list(p1_chars)),
                    attackers=["Hida Kisada"], defenders=[], first_player=0)
    s.player(1, characters=list(p1_chars), provinces=provinces(dict(name="Feast or Famine", facedown=False)))
    s.start("3.2.2")
    pass_until(s, "trigger", 1)
    return s


@pytest.mark.covers("Feast or Famine", "a1:effect", "a1:trigger", "a1:when", "a1:target")
@pytest.mark.ruling(83, "Feast or Famine")
def test_feast_or_famine_moves_1_fate_from_an_opposing_character_to_one_of_yours():
    """Rules Reference Appendix IV errata: "move 1 fate" (not each fate). The ruling that it
    moves all fate follows the printed text the errata replaced: the Rules Reference wins."""
    s = _feast()
    s.pick("Feast or Famine")
    s.assert_not_legal("Doji Whisperer")  # not an opponent's character
    s.pick("Hida Kisada")
    s.assert_legal("Eager Scout")
    s.assert_not_legal("Hida Kisada")  # not a character you control
    s.pick("Doji Whisperer")
    assert s.card("Hida Kisada").fate == 1 and s.card("Doji Whisperer").fate == 1
    prov = s.state.cards[s.state.players[1].provinces[0]]
    assert prov.broken  # an interrupt: the province is still broken


@pytest.mark.covers("Feast or Famine", "a1:target")
def test_feast_or_famine_the_opposing_character_must_have_fate():
    """Rules Reference "Target": a character without fate cannot be affected, so it is no target."""
    s = _feast(p0_chars=("Hida Kisada", dict(name="Eager Scout", fate=1)), p1_chars=("Doji Whisperer",))
    s.pick("Feast or Famine")
    s.assert_not_legal("Hida Kisada")
    s.assert_legal("Eager Scout")


@pytest.mark.covers("Feast or Famine", "a1:when", "a1:target")
def test_feast_or_famine_not_for_another_province_nor_without_opposing_fate():
    s = in_conflict(dict(characters=[dict(name="Hida Kisada", fate=2)]), dict(characters=["Doji Whisperer"]),
                    attackers=["Hida Kisada"])
    s.player(1, characters=["Doji Whisperer"],
             provinces=provinces("Entrenched Position", dict(name="Feast or Famine", facedown=False)))
    s.start("3.2.2")
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "Feast or Famine")  # another province is broken
        skip(s)
    s = in_conflict(dict(characters=["Hida Kisada"]), dict(characters=["Doji Whisperer"]), attackers=["Hida Kisada"])
    s.player(1, characters=["Doji Whisperer"], provinces=provinces(dict(name="Feast or Famine", facedown=False)))
    s.start("3.2.2")
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "Feast or Famine")  # no opposing character has fate
        skip(s)


@pytest.mark.covers("Feast or Famine", "a1:limit")
def test_feast_or_famine_once_per_round():
    s = _feast()
    s.pick("Feast or Famine")
    s.pick("Hida Kisada")
    s.pick("Doji Whisperer")
    assert _limits_left(s, 1, "Feast or Famine", "04-feast-or-famine") == [False]


# ------------------------------------------------------------------ Prodigy of the Waves
def _prodigy(claimed_by=1, ring="water", bowed=True):
    s = Quiet(first_player=0)
    mine = [ring] if claimed_by == 0 else []
    s.player(0, characters=[dict(name="Prodigy of the Waves", bowed=bowed), "Eager Scout"], claimed_rings=mine)
    s.player(1, claimed_rings=[ring] if claimed_by == 1 else [])
    s.start("conflict")
    _turn(s, 0)
    return s


@pytest.mark.covers("Prodigy of the Waves", "a1:effect", "a1:condition")
def test_prodigy_of_the_waves_readies_itself_while_the_water_ring_is_claimed_by_anyone():
    for who in (0, 1):
        s = _prodigy(claimed_by=who)
        s.pick("Prodigy of the Waves")
        assert not s.card("Prodigy of the Waves").bowed


@pytest.mark.covers("Prodigy of the Waves", "a1:condition", "a1:effect")
def test_prodigy_of_the_waves_not_without_the_water_ring_claimed_nor_when_ready():
    assert not can_use(_prodigy(ring="fire"), 0, "Prodigy of the Waves")
    assert not can_use(_prodigy(claimed_by=-1), 0, "Prodigy of the Waves")
    assert not can_use(_prodigy(bowed=False), 0, "Prodigy of the Waves")  # "Cost": it would change nothing


def test_prodigy_of_the_waves_once_per_round():
    s = _prodigy()
    s.pick("Prodigy of the Waves")
    s.card("Prodigy of the Waves").bowed = True
    assert not can_use(s, 0, "Prodigy of the Waves")


# ------------------------------------------------------------------ Hiruma Skirmisher
def _skirmisher(p0=None):
    s = Quiet(first_player=0)
    s.player(0, **(p0 or dict(hand=["Hiruma Skirmisher"], fate=1, characters=["Eager Scout"])))
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    _turn(s, 0)
    return s


@pytest.mark.covers("Hiruma Skirmisher", "a1:effect", "a1:trigger", "a1:when")
def test_hiruma_skirmisher_gains_covert_until_the_end_of_the_phase_after_you_play_it():
    s = _skirmisher()
    s.pick("Hiruma Skirmisher")
    if s.game.pending.context == "additional_fate":
        s.pick("0 fate")
    pass_until(s, "trigger", 0)
    s.pick("Hiruma Skirmisher")
    c = s.card("Hiruma Skirmisher")
    assert has_keyword(s.state, c, "covert")
    s.apply(ev("phase_end", phase="conflict"))  # Rules Reference "Lasting Effects": it expires
    assert not has_keyword(s.state, c, "covert")


@pytest.mark.covers("Hiruma Skirmisher", "a1:when")
def test_hiruma_skirmisher_not_when_put_into_play_or_another_card_is_played():
    """Rules Reference "Play" vs "Put into play": a card put into play is not played."""
    s = _skirmisher(dict(hand=["Eager Scout"], characters=["Hiruma Skirmisher"], fate=1))
    s.pick("Eager Scout")
    if s.game.pending.context == "additional_fate":
        s.pick("0 fate")
    assert_not_offered(s, "Hiruma Skirmisher")
    assert not has_keyword(s.state, s.card("Hiruma Skirmisher"), "covert")


@pytest.mark.covers("Hiruma Skirmisher", "a1:limit")
def test_hiruma_skirmisher_once_per_round():
    s = _skirmisher()
    s.pick("Hiruma Skirmisher")
    if s.game.pending.context == "additional_fate":
        s.pick("0 fate")
    pass_until(s, "trigger", 0)
    s.pick("Hiruma Skirmisher")
    assert _limits_left(s, 0, "Hiruma Skirmisher", "04-hiruma-skirmisher") == [False]


# ------------------------------------------------------------------ Mantra of Water
def _declared(ring, p0_chars=(dict(name="Togashi Initiate", bowed=True), "Eager Scout"), attacker=1):
    s = Quiet(first_player=attacker)
    s.player(0, characters=list(p0_chars), hand=["Mantra of Water"])
    s.player(1, characters=["Matsu Berserker"], hand=["Mantra of Water"])
    s.start("conflict")
    _to_declaration(s)
    if attacker == 1:
        s.declare("military", ring, attackers=["Matsu Berserker"])
    else:
        s.declare("military", ring, attackers=["Eager Scout"])
    return s


def _offered(s, text, p=None):
    d = s.game.pending
    return d is not None and d.context == "trigger" and (p is None or d.player == p) \
        and any(text in o.label for o in d.options)


@pytest.mark.covers("Mantra of Water", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_mantra_of_water_readies_a_monk_and_draws_after_an_opponent_declares_water():
    s = _declared("water", p0_chars=(dict(name="Togashi Initiate", bowed=True), dict(name="Eager Scout", bowed=True)))
    assert _offered(s, "Mantra of Water", 0)
    hand = len(s.state.players[0].hand)
    s.pick("Mantra of Water")
    s.assert_not_legal("Eager Scout")  # not a Monk
    s.pick("Togashi Initiate")
    assert not s.card("Togashi Initiate").bowed
    assert len(s.state.players[0].hand) == hand  # Mantra left the hand, 1 card drawn


@pytest.mark.covers("Mantra of Water", "a1:target")
def test_mantra_of_water_a_character_with_a_monk_attachment_but_not_a_ready_one():
    """Rules Reference "Target": a ready character could not be affected (ready it)."""
    s = _declared("water", p0_chars=(dict(name="Eager Scout", bowed=True, attachments=["Tattooed Wanderer"]),
                                     "Togashi Initiate"))
    s.pick("Mantra of Water")
    s.assert_not_legal("Togashi Initiate")  # a Monk, but ready
    s.pick("Eager Scout")
    assert not s.card("Eager Scout").bowed


@pytest.mark.covers("Mantra of Water", "a1:when")
def test_mantra_of_water_not_for_another_element_nor_your_own_declaration():
    s = _declared("fire")
    assert not _offered(s, "Mantra of Water")
    s = _declared("water", p0_chars=(dict(name="Togashi Initiate", bowed=True), "Eager Scout"), attacker=0)
    while s.game.pending is not None and s.game.pending.context == "trigger":
        assert not _offered(s, "Mantra of Water", 0)
        skip(s)


@pytest.mark.covers("Mantra of Water", "a1:trigger")
@pytest.mark.ruling(156, "Mantra of Water")
def test_mantra_of_water_ruling_same_window_as_the_province_revealed():
    """Ruling (Mantra of Water): reactions to the declaration and to the province being
    revealed share one reaction window."""
    s = _declared("water")
    window = s.state.stack[-1]
    events = s.state.stack[window["ew"]]["events"]
    assert [e["name"] for e in events] == ["conflict_declared", "province_revealed"]


@pytest.mark.covers("Mantra of Water", "a1:limit")
def test_mantra_of_water_an_event_has_no_limit_of_its_own():
    """An event played from hand has only the general per-copy limit, moot once it is
    discarded: two copies can both be played in one window."""
    s = Quiet(first_player=1)
    s.player(0, characters=[dict(name="Togashi Initiate", bowed=True), dict(name="Tattooed Wanderer", bowed=True)],
             hand=["Mantra of Water", "Mantra of Water"])
    s.player(1, characters=["Matsu Berserker"])
    s.start("conflict")
    _to_declaration(s)
    s.declare("military", "water", attackers=["Matsu Berserker"])
    s.pick("Mantra of Water")
    s.pick("Togashi Initiate")
    pass_until(s, "trigger", 0)
    s.pick("Mantra of Water")
    s.pick("Tattooed Wanderer")
    assert not s.card("Tattooed Wanderer").bowed
    assert RULES.cards["04-mantra-of-water"].abilities[0].limit_text() == ""


# ------------------------------------------------------------------ Test of Courage
def _courage(bids=(1, 3), chars=("Matsu Berserker", "Ikoma Prodigy", "Doji Whisperer"), turn=True):
    s = in_conflict(dict(characters=list(chars), hand=["Test of Courage"], fate=1, bid=bids[0]),
                    dict(characters=["Eager Scout"], bid=bids[1]), attackers=["Matsu Berserker"])
    s.start("3.2.2")
    if turn:
        my_turn(s)
    return s


@pytest.mark.covers("Test of Courage", "a1:effect", "a1:then", "a1:target", "a1:condition")
@pytest.mark.ruling(219, "Test of Courage")
def test_test_of_courage_moves_a_lion_character_to_the_conflict_then_honors_it():
    s = _courage()
    s.pick("Test of Courage")
    s.assert_not_legal("Doji Whisperer")  # not Lion
    s.assert_not_legal("Matsu Berserker")  # Ruling: already participating
    s.pick("Ikoma Prodigy")
    assert s.uid("Ikoma Prodigy") in s.state.conflict.attackers
    assert s.card("Ikoma Prodigy").status == 1


@pytest.mark.covers("Test of Courage", "a1:condition")
def test_test_of_courage_needs_a_lower_bid_and_a_conflict():
    """Rules Reference "Bid Value": a card that refers to the honor bid reads the dial."""
    assert not can_use(_courage(bids=(3, 3), turn=False), 0, "Test of Courage")
    assert not can_use(_courage(bids=(4, 3), turn=False), 0, "Test of Courage")
    s = Quiet(first_player=0)
    s.player(0, characters=["Ikoma Prodigy"], hand=["Test of Courage"], fate=1, bid=1)
    s.player(1, bid=3)
    s.start("conflict")
    _turn(s, 0)
    assert not can_use(s, 0, "Test of Courage")


@pytest.mark.covers("Test of Courage", "a1:then")
@pytest.mark.ruling(219, "Test of Courage")
def test_test_of_courage_no_honor_if_the_move_did_not_happen():
    """"Then": the honor resolves only if the move resolved (Rules Reference "Then")."""
    s = _courage()
    s.pick("Test of Courage")
    s.card("Ikoma Prodigy").bowed = True  # (the target is chosen, then the move fails: a bowed
    s.state.conflict.attackers.append(s.uid("Ikoma Prodigy"))  # character already there)
    s.pick("Ikoma Prodigy")
    assert s.card("Ikoma Prodigy").status == 0


@pytest.mark.covers("Test of Courage", "a1:target")
@pytest.mark.ruling(219, "Test of Courage")
def test_test_of_courage_ruling_not_a_character_that_cannot_participate():
    """Ruling: a character that cannot participate in the conflict is no target (Rules
    Reference "Dash (-)": Matsu Berserker has no political skill)."""
    s = in_conflict(dict(characters=["Ikoma Prodigy", "Matsu Berserker"], hand=["Test of Courage"], fate=1, bid=1),
                    dict(characters=["Eager Scout"], bid=3), type="political", attackers=["Ikoma Prodigy"])
    s.start("3.2.2")
    assert not can_use(s, 0, "Test of Courage")
    s = in_conflict(dict(characters=["Ikoma Prodigy", dict(name="Matsu Berserker", bowed=True)],
                         hand=["Test of Courage"], fate=1, bid=1),
                    dict(characters=["Eager Scout"], bid=3), attackers=["Ikoma Prodigy"])
    s.start("3.2.2")
    assert can_use(s, 0, "Test of Courage")  # (a bowed character can be moved in: Rules Reference "Bow")


# ------------------------------------------------------------------ Benten's Touch
def _benten(chars=("Seeker of Knowledge", "Adept of the Waves"), attackers=("Seeker of Knowledge",), turn=True):
    s = in_conflict(dict(characters=list(chars), hand=["Benten's Touch"]),
                    dict(characters=["Eager Scout"]), attackers=list(attackers), type="political")
    s.start("3.2.2")
    if turn:
        my_turn(s)
    return s


@pytest.mark.covers("Benten's Touch", "a1:effect", "a1:cost", "a1:target", "a1:condition")
def test_bentens_touch_bows_a_phoenix_shugenja_to_honor_a_participant_you_control():
    s = _benten(chars=("Seeker of Knowledge", "Adept of the Waves", "Doji Whisperer"))
    s.pick("Benten's Touch")
    s.assert_not_legal("Doji Whisperer")  # not a Phoenix Shugenja
    s.pick("Adept of the Waves")  # the cost: at home, that is fine
    assert s.card("Adept of the Waves").bowed
    s.assert_not_legal("Adept of the Waves")  # not participating
    s.pick("Seeker of Knowledge")
    assert s.card("Seeker of Knowledge").status == 1


@pytest.mark.covers("Benten's Touch", "a1:cost", "a1:target")
def test_bentens_touch_the_shugenja_may_be_the_honored_participant():
    s = _benten(chars=("Seeker of Knowledge",))
    s.pick("Benten's Touch")
    if s.game.pending.context == "cost":
        s.pick("Seeker of Knowledge")
    assert s.card("Seeker of Knowledge").bowed
    if s.game.pending.context == "target":
        s.pick("Seeker of Knowledge")
    assert s.card("Seeker of Knowledge").status == 1


@pytest.mark.covers("Benten's Touch", "a1:cost", "a1:condition")
def test_bentens_touch_needs_a_ready_phoenix_shugenja_and_a_conflict():
    assert not can_use(_benten(chars=("Doji Whisperer",), attackers=("Doji Whisperer",), turn=False), 0,
                       "Benten's Touch")
    assert not can_use(_benten(chars=("Eager Scout", dict(name="Adept of the Waves", bowed=True)),
                               attackers=("Eager Scout",), turn=False), 0, "Benten's Touch")
    s = Quiet(first_player=0)
    s.player(0, characters=["Adept of the Waves"], hand=["Benten's Touch"])
    s.player(1)
    s.start("conflict")
    _turn(s, 0)
    assert not can_use(s, 0, "Benten's Touch")


@pytest.mark.covers("Benten's Touch", "a1:target")
def test_bentens_touch_needs_a_participant_of_yours_that_can_be_honored():
    s = _benten(chars=(dict(name="Doji Whisperer", status="honored"), "Adept of the Waves"),
                attackers=("Doji Whisperer",), turn=False)
    assert not can_use(s, 0, "Benten's Touch")


# ------------------------------------------------------------------ Misinformation
def _misinformation(bids=(4, 2), attackers=("Doji Whisperer",), defenders=("Eager Scout",), turn=True):
    s = in_conflict(dict(characters=["Doji Whisperer"], hand=["Misinformation"], fate=1, bid=bids[0]),
                    dict(characters=["Eager Scout", "Matsu Berserker"], bid=bids[1]), type="political",
                    attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    if turn:
        my_turn(s)
    return s


@pytest.mark.covers("Misinformation", "a1:effect", "a1:condition")
def test_misinformation_gives_each_opposing_participant_minus_1_each_skill():
    s = _misinformation(defenders=("Eager Scout", "Matsu Berserker"))
    s.pick("Misinformation")
    st = s.state
    assert skill(st, s.card("Matsu Berserker"), "military") == 2
    assert skill(st, s.card("Eager Scout"), "political") == 0  # (never below 0)
    assert skill(st, s.card("Doji Whisperer"), "political") == 3  # its own are untouched


@pytest.mark.covers("Misinformation", "a1:effect")
@pytest.mark.ruling(161, "Misinformation")
def test_misinformation_ruling_characters_joining_later_are_not_affected():
    """Ruling (Rules Reference "Lasting Effects"): only the characters participating when it
    resolves are affected."""
    s = _misinformation()
    s.pick("Misinformation")
    s.state.conflict.defenders.append(s.uid("Matsu Berserker"))
    assert skill(s.state, s.card("Matsu Berserker"), "military") == 3


@pytest.mark.covers("Misinformation", "a1:condition")
def test_misinformation_needs_a_bid_2_higher_a_conflict_and_opposing_participants():
    assert can_use(_misinformation(bids=(3, 1)), 0, "Misinformation")
    assert not can_use(_misinformation(bids=(3, 2), turn=False), 0, "Misinformation")
    assert not can_use(_misinformation(defenders=(), turn=False), 0, "Misinformation")  # would change nothing
    s = Quiet(first_player=0)
    s.player(0, hand=["Misinformation"], fate=1, bid=5)
    s.player(1, characters=["Eager Scout"], bid=1)
    s.start("conflict")
    _turn(s, 0)
    assert not can_use(s, 0, "Misinformation")


# ------------------------------------------------------------------ Tattered Missive
def _missive(host="Doji Whisperer", deck=("Assassination", "Banzai!", "Fine Katana", "Ornate Fan", "Banzai!",
                                          "Fine Katana")):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name=host, attachments=["Tattered Missive"])], conflict_deck=list(deck))
    s.player(1)
    s.start("conflict")
    _turn(s, 0)
    return s


@pytest.mark.covers("Tattered Missive", "a2:effect", "a2:cost")
def test_tattered_missive_bows_its_character_to_search_the_top_5_cards():
    s = _missive()
    s.pick("Tattered Missive")
    assert s.card("Doji Whisperer").bowed
    s.assert_not_legal("Assassination")  # the 6th card from the top
    s.pick_many("Ornate Fan")
    st = s.state
    assert [st.cards[u].cid for u in st.players[0].hand] == ["01-ornate-fan"]
    assert len(st.players[0].conflict_deck) == 5
    assert any("Ornate Fan" in line for line in s.log[-3:])  # revealed


@pytest.mark.covers("Tattered Missive", "a2:cost")
def test_tattered_missive_not_with_its_character_bowed_and_once_per_round():
    s = _missive()
    s.pick("Tattered Missive")
    s.pick_many("Ornate Fan")
    s.card("Doji Whisperer").bowed = False
    assert not can_use(s, 0, "Tattered Missive")  # once per round
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", bowed=True, attachments=["Tattered Missive"])])
    s.player(1)
    s.start("conflict")
    _turn(s, 0)
    assert not can_use(s, 0, "Tattered Missive")


@pytest.mark.covers("Tattered Missive", "a1:attach_to")
def test_tattered_missive_attaches_only_to_a_courtier_you_control():
    from l5r.lcg.vocab import attach_restriction
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Whisperer", "Eager Scout"], hand=["Tattered Missive"])
    s.player(1, characters=["Ikoma Prodigy"])
    g = s.build()
    miss = s.uid("Tattered Missive")
    assert not attach_restriction(g, 0, miss, s.uid("Doji Whisperer"))
    assert attach_restriction(g, 0, miss, s.uid("Eager Scout"))  # not a Courtier
    assert attach_restriction(g, 0, miss, s.uid("Ikoma Prodigy"))  # a Courtier you do not control


# ------------------------------------------------------------------ Censure
def _censure(favor=0, honor_hand=("Banzai!",)):
    s = in_conflict(dict(characters=["Doji Whisperer"], hand=list(honor_hand)),
                    dict(characters=["Eager Scout"], hand=["Censure"]), type="political",
                    attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    if favor >= 0:
        s.favor(favor, "political")
    s.start("3.2.2")
    my_turn(s)
    s.pick("Banzai!")
    if s.game.pending.context == "target":
        s.pick("Doji Whisperer")
    return s


@pytest.mark.covers("Censure", "a1:play_restriction", "a2:effect", "a2:trigger", "a2:when")
def test_censure_cancels_an_events_effects_while_you_have_the_favor():
    s = _censure(favor=1)
    pass_until(s, "trigger", 1)
    s.pick("Censure")
    assert skill(s.state, s.card("Doji Whisperer"), "military") == 0
    assert s.card("Banzai!").zone == "conflict_discard"  # Ruling (Rules Reference "Cancel"): still played


@pytest.mark.covers("Censure", "a1:play_restriction")
def test_censure_not_without_the_imperial_favor():
    for favor in (0, -1):
        s = _censure(favor=favor)
        while s.game.pending is not None and s.game.pending.context == "trigger":
            assert_not_offered(s, "Censure")
            skip(s)
        assert skill(s.state, s.card("Doji Whisperer"), "military") == 2


@pytest.mark.covers("Censure", "a2:when")
def test_censure_not_against_a_character_ability():
    s = in_conflict(dict(characters=["Doji Representative", "Doji Whisperer"]),
                    dict(characters=["Eager Scout"], hand=["Censure"]), type="political",
                    attackers=["Doji Representative", "Doji Whisperer"])
    s.favor(1, "political")
    s.start("3.2.2")
    my_turn(s)
    s.pick("Doji Representative")
    assert_not_offered(s, "Censure")


@pytest.mark.covers("Censure", "a2:limit")
def test_censure_an_event_has_no_limit_of_its_own():
    assert RULES.cards["04-censure"].abilities[1].limit_text() == ""


# ------------------------------------------------------------------ Kakita Yoshi
def _yoshi(favor=0, attackers=("Kakita Yoshi",), hand=("Ambush", "Fine Katana")):
    s = in_conflict(dict(characters=["Kakita Yoshi", "Doji Whisperer"], hand=list(hand), fate=5),
                    dict(characters=["Eager Scout"], hand=["Ambush"]), type="political",
                    attackers=list(attackers), defenders=["Eager Scout"])
    if favor >= 0:
        s.favor(favor, "political")
    s.start("3.2.2")
    return s


@pytest.mark.covers("Kakita Yoshi", "a1:effect", "a1:cost", "a1:conflict")
@pytest.mark.ruling(136, "Kakita Yoshi")
def test_kakita_yoshi_discards_the_favor_to_draw_3_and_make_events_cheaper_this_conflict():
    s = _yoshi()
    my_turn(s)
    st = s.state
    assassination, katana = s.uid("Ambush", 0), s.uid("Fine Katana", 0)
    theirs = s.uid("Ambush", 1)
    assert cost_of(s.game, assassination, 0) == 3
    s.pick("Kakita Yoshi")
    assert st.favor == {"player": -1, "side": ""}  # Ruling: discarded, it is unclaimed (Rules Reference)
    assert len(st.players[0].hand) == 5
    assert cost_of(s.game, assassination, 0) == 1  # the fate cost of your events only
    assert cost_of(s.game, katana, 0) == FACTS[s.card("Fine Katana").cid].cost == 0  # not an event
    assert cost_of(s.game, theirs, 1) == 3  # not your opponent's
    s.state.lasting = [e for e in s.state.lasting if e.get("until") != "conflict"]  # (the conflict's end)
    assert cost_of(s.game, assassination, 0) == 3


@pytest.mark.covers("Kakita Yoshi", "a1:cost")
@pytest.mark.ruling(135, "Kakita Yoshi")
def test_kakita_yoshi_ruling_only_with_the_imperial_favor():
    """Ruling (Rules Reference "Cost"): discarding the favor is a cost; without it, no use."""
    assert not can_use(_yoshi(favor=1), 0, "Kakita Yoshi")
    assert not can_use(_yoshi(favor=-1), 0, "Kakita Yoshi")


@pytest.mark.covers("Kakita Yoshi", "a1:conflict")
def test_kakita_yoshi_only_while_participating():
    assert not can_use(_yoshi(attackers=("Doji Whisperer",)), 0, "Kakita Yoshi")


def test_kakita_yoshi_once_per_round():
    s = _yoshi()
    my_turn(s)
    s.pick("Kakita Yoshi")
    assert _limits_left(s, 0, "Kakita Yoshi", "04-kakita-yoshi") == [False]


# ------------------------------------------------------------------ Ageless Crone
def _crone(attackers=("Ageless Crone",)):
    s = in_conflict(dict(characters=["Ageless Crone", "Doji Whisperer"],
                         hand=["Assassination", "Ambush", "Fine Katana"]),
                    dict(characters=["Eager Scout"], hand=["Banzai!", "Hiruma Skirmisher"]), type="political",
                    attackers=list(attackers))
    s.build()
    return s


@pytest.mark.covers("Ageless Crone", "a1:effect", "a1:condition")
@pytest.mark.ruling(9, "Ageless Crone")
def test_ageless_crone_events_cost_each_player_1_more_while_it_participates():
    """Ruling (Rules Reference "Cost"): only the fate cost of the events."""
    s = _crone()
    g = s.game
    assert cost_of(g, s.uid("Ambush"), 0) == 4 and cost_of(g, s.uid("Banzai!"), 1) == 1
    assert cost_of(g, s.uid("Assassination"), 0) == 1  # (its 3 honor are the cost of its ability: unchanged)
    assert cost_of(g, s.uid("Fine Katana"), 0) == 0 and cost_of(g, s.uid("Hiruma Skirmisher"), 1) == 1


@pytest.mark.covers("Ageless Crone", "a1:condition")
def test_ageless_crone_not_at_home():
    s = _crone(attackers=("Doji Whisperer",))
    assert cost_of(s.game, s.uid("Ambush"), 0) == 3 and cost_of(s.game, s.uid("Banzai!"), 1) == 0


# ------------------------------------------------------------------ Bayushi Kachiko
def _kachiko(type="political", attackers=("Bayushi Kachiko",), defenders=("Doji Whisperer", "Kakita Yoshi")):
    s = in_conflict(dict(characters=["Bayushi Kachiko", "Shosuro Actress"]),
                    dict(characters=["Doji Whisperer", "Kakita Yoshi"]), type=type,
                    attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Bayushi Kachiko", "a1:effect", "a1:target", "a1:then", "a1:conflict")
def test_bayushi_kachiko_sends_home_a_weaker_participant_then_may_bow_it():
    s = _kachiko()
    my_turn(s)
    s.pick("Bayushi Kachiko")
    s.assert_not_legal("Kakita Yoshi")  # 6 political: not lower
    s.assert_not_legal("Bayushi Kachiko")
    s.pick("Doji Whisperer")
    assert s.uid("Doji Whisperer") not in s.state.conflict.defenders
    assert s.game.pending.context == "may"
    s.pick("Bow")
    assert s.card("Doji Whisperer").bowed


@pytest.mark.covers("Bayushi Kachiko", "a1:then")
def test_bayushi_kachiko_the_bow_is_optional():
    s = _kachiko()
    my_turn(s)
    s.pick("Bayushi Kachiko")
    s.pick("Doji Whisperer")
    s.pick("Do not")
    assert not s.card("Doji Whisperer").bowed and s.uid("Doji Whisperer") not in s.state.conflict.defenders


@pytest.mark.covers("Bayushi Kachiko", "a1:conflict", "a1:target")
def test_bayushi_kachiko_only_in_a_political_conflict_it_takes_part_in():
    assert not can_use(_kachiko(type="military"), 0, "Bayushi Kachiko")
    assert not can_use(_kachiko(attackers=("Shosuro Actress",)), 0, "Bayushi Kachiko")
    assert not can_use(_kachiko(defenders=("Kakita Yoshi",)), 0, "Bayushi Kachiko")  # nobody lower


def test_bayushi_kachiko_once_per_round():
    s = _kachiko()
    my_turn(s)
    s.pick("Bayushi Kachiko")
    s.pick("Doji Whisperer")
    s.pick("Do not")
    assert _limits_left(s, 0, "Bayushi Kachiko", "04-bayushi-kachiko") == [False]


# ------------------------------------------------------------------ Seal of the Crab
@pytest.mark.covers("Seal of the Crab", "a1:effect", "a2:effect")
def test_seal_of_the_crab_gives_the_crab_clan_and_the_berserker_trait():
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Seal of the Crab"]), "Ikoma Prodigy"])
    s.player(1)
    s.build()
    st = s.state
    w, other = s.card("Doji Whisperer"), s.card("Ikoma Prodigy")
    assert has_clan(st, w, "crab") and has_clan(st, w, "crane") and has_trait(st, w, "berserker")
    assert not has_clan(st, other, "crab") and not has_trait(st, other, "berserker")
    assert clan_is("crab")(s.game, {"player": 0}, w)  # what card tests read


# ------------------------------------------------------------------ Enigmatic Magistrate
def _enigmatic(attackers=("Enigmatic Magistrate", "Matsu Berserker", "Agasha Swordsmith"),
               defenders=("Adept of the Waves", "Shiba Tsukune"), mine=None):
    mine = mine or ["Enigmatic Magistrate", "Matsu Berserker", "Agasha Swordsmith"]
    s = in_conflict(dict(characters=list(mine)), dict(characters=["Adept of the Waves", "Shiba Tsukune"]),
                    attackers=list(attackers), defenders=list(defenders))
    s.build()
    return s


@pytest.mark.covers("Enigmatic Magistrate", "a1:effect", "a1:condition")
def test_enigmatic_magistrate_only_odd_printed_costs_count_while_it_attacks():
    """Cost 3 (2) + Matsu Berserker cost 1 (3) count, Agasha Swordsmith cost 2 does not;
    the defenders: Shiba Tsukune cost 5 (4) counts, Adept of the Waves cost 2 does not."""
    assert conflict_totals(_enigmatic().state) == (5, 4)


@pytest.mark.covers("Enigmatic Magistrate", "a1:condition")
def test_enigmatic_magistrate_not_while_at_home_or_defending():
    s = _enigmatic(attackers=("Matsu Berserker", "Agasha Swordsmith"))
    assert conflict_totals(s.state) == (4, 6)
    s = in_conflict(dict(characters=["Adept of the Waves", "Shiba Tsukune"]),
                    dict(characters=["Enigmatic Magistrate", "Agasha Swordsmith"]),
                    attackers=["Adept of the Waves", "Shiba Tsukune"],
                    defenders=["Enigmatic Magistrate", "Agasha Swordsmith"])
    s.build()
    assert conflict_totals(s.state) == (6, 3)


@pytest.mark.covers("Enigmatic Magistrate", "a1:effect")
@pytest.mark.ruling(78, "Enigmatic Magistrate")
def test_enigmatic_magistrate_ruling_odd_costs_do_not_count_when_they_otherwise_would_not():
    """Ruling: it only stops even-costed characters; a bowed odd-costed one still counts nothing
    (Rules Reference "Bow": bowed characters do not contribute their skill)."""
    s = _enigmatic(mine=["Enigmatic Magistrate", dict(name="Matsu Berserker", bowed=True), "Agasha Swordsmith"])
    assert conflict_totals(s.state) == (2, 4)


# ------------------------------------------------------------------ Chisei District
def _chisei(slot=0):
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker", "Doji Whisperer"], hand=["Banzai!"])  # (keeps a decision open)
    s.player(1, provinces=provinces(*(["Entrenched Position"] * slot), dict(name="Kuroi Mori",
                                                                           cards=["Chisei District"])))
    s.start("conflict")
    _to_declaration(s)
    return s


@pytest.mark.covers("Chisei District", "a1:effect")
def test_chisei_district_no_military_conflict_against_its_province():
    s = _chisei()
    ids = [o.id for o in s.game.pending.options]
    assert not any(i.startswith("military:") and i.endswith(":1:0") for i in ids)
    assert any(i.startswith("political:") and i.endswith(":1:0") for i in ids)
    assert any(i.startswith("military:") and i.endswith(":1:1") for i in ids)  # the other provinces


@pytest.mark.ruling(50, "Chisei District")
def test_chisei_district_ruling_a_political_conflict_there_may_be_switched_to_military():
    """Ruling (Rules Reference 3.2): only the declaration is restricted; switched to
    military afterwards (Kuroi Mori), the conflict goes on."""
    s = _chisei()
    s.declare("political", "air", province=0, attackers=["Doji Whisperer"])
    pass_until(s, ("conflict_action", "action"), 1)
    s.pick("Kuroi Mori")
    s.pick("switch the conflict type")
    assert s.state.conflict is not None and s.state.conflict.type == "military"


# ------------------------------------------------------------------ Child of the Plains
def _plains(attackers=("Child of the Plains",), facedown=True, use=True):
    s = Quiet(first_player=0)
    s.player(0, characters=["Child of the Plains", "Eager Scout"], hand=["Banzai!"])
    s.player(1, characters=["Doji Whisperer"], hand=["Banzai!"],
             provinces=provinces(dict(name="Ancestral Lands", facedown=facedown)))
    s.start("conflict")
    _to_declaration(s)
    s.declare("military", "air", province=0, attackers=list(attackers))
    return s


def _first_in_conflict_window(s):
    """Pass until the conflict action window opens; the player asked first."""
    pass_until(s, ("conflict_action",))
    return s.game.pending.player


@pytest.mark.covers("Child of the Plains", "a1:effect", "a1:trigger", "a1:when")
def test_child_of_the_plains_gives_the_attacker_the_first_action_opportunity():
    """Appendix I 3.2.2: the defending player otherwise acts first."""
    s = _plains()
    pass_until(s, "trigger", 0)
    s.pick("Child of the Plains")
    assert _first_in_conflict_window(s) == 0
    s = _plains()
    pass_until(s, "trigger", 0)
    s.pass_()
    assert _first_in_conflict_window(s) == 1  # declined: the defender first


@pytest.mark.covers("Child of the Plains", "a1:when")
def test_child_of_the_plains_not_for_a_faceup_province_nor_when_it_does_not_attack():
    for s in (_plains(facedown=False), _plains(attackers=("Eager Scout",))):
        while s.game.pending is not None and s.game.pending.context != "conflict_action":
            assert_not_offered(s, "Child of the Plains")
            skip(s)
        assert s.game.pending.player == 1


@pytest.mark.covers("Child of the Plains", "a1:limit")
def test_child_of_the_plains_once_per_round():
    s = _plains()
    pass_until(s, "trigger", 0)
    s.pick("Child of the Plains")
    assert _limits_left(s, 0, "Child of the Plains", "04-child-of-the-plains") == [False]


# ------------------------------------------------------------------ War Dog Master
def _dog(attackers=("War Dog Master",), deck=("Eager Scout", "Hida Kisada")):
    s = Quiet(first_player=0)
    s.player(0, characters=["War Dog Master", "Eager Scout"], dynasty_deck=list(deck))
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    _to_declaration(s)
    s.declare("military", "air", province=0, attackers=list(attackers))
    return s


@pytest.mark.covers("War Dog Master", "a1:effect", "a1:cost", "a1:trigger", "a1:when")
def test_war_dog_master_discards_the_top_dynasty_card_for_plus_its_printed_cost():
    s = _dog()
    pass_until(s, "trigger", 0)
    s.pick("War Dog Master")
    st = s.state
    assert [st.cards[u].cid for u in st.players[0].dynasty_discard] == ["01-hida-kisada"]
    assert skill(st, s.card("War Dog Master"), "military") == 2 + 5
    st.lasting = [e for e in st.lasting if e.get("until") != "conflict"]  # (what the conflict's end does)
    assert skill(st, s.card("War Dog Master"), "military") == 2


@pytest.mark.covers("War Dog Master", "a1:effect")
def test_war_dog_master_a_card_without_printed_cost_gives_nothing():
    s = _dog(deck=("Eager Scout", "Artisan Academy"))
    pass_until(s, "trigger", 0)
    s.pick("War Dog Master")
    assert s.card("Artisan Academy").zone == "dynasty_discard"
    assert skill(s.state, s.card("War Dog Master"), "military") == 2


@pytest.mark.covers("War Dog Master", "a1:cost", "a1:when")
def test_war_dog_master_needs_a_dynasty_deck_and_to_be_declared_as_an_attacker():
    for s in (_dog(deck=()), _dog(attackers=("Eager Scout",))):
        while s.game.pending is not None and s.game.pending.context != "conflict_action":
            assert_not_offered(s, "War Dog Master")
            skip(s)


@pytest.mark.covers("War Dog Master", "a1:limit")
def test_war_dog_master_once_per_round():
    s = _dog()
    pass_until(s, "trigger", 0)
    s.pick("War Dog Master")
    assert _limits_left(s, 0, "War Dog Master", "04-war-dog-master") == [False]


# ------------------------------------------------------------------ Chasing the Sun
def _sun(p1_provinces=("Ancestral Lands", "Guardians of the Seikitsu"), attacker=0, **p1):
    me = dict(characters=["Matsu Berserker"], hand=["Chasing the Sun"], fate=1)
    them = dict(characters=["Eager Scout", "Doji Whisperer"], provinces=provinces(*p1_provinces), **p1)
    if attacker == 0:
        s = in_conflict(me, them, attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])
    else:
        s = in_conflict(them, me, attackers=["Doji Whisperer"], defenders=["Matsu Berserker"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Chasing the Sun", "a1:effect", "a1:condition")
def test_chasing_the_sun_moves_the_conflict_to_another_province_and_reveals_it():
    s = _sun()
    my_turn(s)
    st = s.state
    old = st.players[1].provinces[0]
    s.pick("Chasing the Sun")
    s.assert_not_legal("province 1 ")  # not the attacked one
    s.assert_not_legal("province 5")  # the stronghold province: not eligible yet
    s.pick("province 2 (facedown)")
    new = st.cards[st.players[1].provinces[1]]
    assert st.conflict.province == new.uid != old and not new.facedown
    assert st.conflict.attackers == [s.uid("Matsu Berserker")]  # the same conflict goes on
    pass_until(s, "trigger", 1)  # revealed: its "after this province is revealed" reaction may be used
    s.assert_legal("Guardians of the Seikitsu")


@pytest.mark.ruling(51, "Chisei District")
def test_chasing_the_sun_ruling_a_province_with_chisei_district_is_eligible():
    """Ruling: during a military conflict, the ring can move to Chisei District's province
    (only declaring is restricted)."""
    s = _sun(p1_provinces=("Ancestral Lands", dict(name="Ancestral Lands", cards=["Chisei District"])))
    my_turn(s)
    s.pick("Chasing the Sun")
    s.pick("province 2")
    assert s.state.conflict.province == s.state.players[1].provinces[1]


@pytest.mark.ruling(49, "Chasing the Sun")
def test_chasing_the_sun_ruling_the_stronghold_province_once_three_others_are_broken():
    """Ruling (Rules Reference "Stronghold province"): it is eligible once 3 provinces are broken."""
    broken = [dict(name="Ancestral Lands", broken=True, facedown=False)] * 3
    s = _sun(p1_provinces=("Ancestral Lands", *broken))
    my_turn(s)
    s.pick("Chasing the Sun")
    assert s.legal() == ["province 5 (facedown)"]  # the only other eligible one
    s.pick("province 5")
    assert s.state.conflict.province == s.state.players[1].provinces[4]


@pytest.mark.ruling(49, "Chasing the Sun")
def test_chasing_the_sun_ruling_lasting_effects_stay_with_the_first_province():
    """Ruling (Rules Reference "Lasting Effects"): an effect on the previously attacked province
    does not carry over."""
    s = _sun()
    my_turn(s)
    st = s.state
    old, new = st.players[1].provinces[0], st.players[1].provinces[1]
    st.lasting.append({"type": "modify", "stat": "strength", "op": "add", "value": 3,
                       "targets": [[old, st.cards[old].instance]], "until": "conflict", "source": old})
    s.pick("Chasing the Sun")
    s.pick("province 2")
    assert province_strength(st, st.cards[new]) == 5


@pytest.mark.covers("Chasing the Sun", "a1:condition", "a1:effect")
def test_chasing_the_sun_only_for_the_attacking_player_with_another_eligible_province():
    assert not can_use(_sun(attacker=1), 0, "Chasing the Sun")
    broken = [dict(name="Ancestral Lands", broken=True, facedown=False)] * 4
    assert not can_use(_sun(p1_provinces=("Ancestral Lands", *broken)), 0, "Chasing the Sun")  # none other
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Chasing the Sun"], fate=1)
    s.player(1)
    s.start("conflict")
    assert not can_use(s, 0, "Chasing the Sun")
