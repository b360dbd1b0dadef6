"""The 2017 rulings no other card test checked (issue 15, item 2): one test per ruling, or per
distinct claim in it, marked with the ruling's number in ``lcg-rulings-2017.md``
(``tests/ruling_marks.py``). The docstrings say the rule in the project's words and cite the
Rules Reference section the ruling rests on; where a ruling and the Rules Reference (or its
errata, Appendix IV) disagree, the test follows the Rules Reference and says so."""

from __future__ import annotations

import pytest
from pack_helpers import limits_left, run_conflict_out
from test_crab import Quiet, can_use, in_conflict, my_turn, pass_until, provinces

from l5r.lcg.actions import ev
from l5r.lcg.model import FACTS, cannot, conflict_totals, skill
from l5r.lcg.phases import bid_value
from l5r.lcg.vocab_rings import ring_elements
from l5r.testing import Scenario

#: Scorpion stronghold and provinces with no ability in the way (as in test_scorpion)
CITY = "City of the Open Hand"
SAFE = ["Ancestral Lands", "Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands"]


# ------------------------------------------------------------------ High Kick
@pytest.mark.ruling(102, "High Kick")
def test_high_kick_ruling_keywords_of_the_kicked_character_still_apply():
    """Ruling (Rules Reference "Triggered Abilities", "Keywords"): High Kick stops the
    character's triggered abilities only; its keywords still work -- a kicked Akodo Gunsō
    that loses the conflict is dishonored by its Pride."""
    s = in_conflict(dict(characters=["Togashi Initiate", "Brash Samurai"], hand=["High Kick"], fate=1),
                    dict(characters=["Akodo Gunsō"]), attackers=["Togashi Initiate", "Brash Samurai"],
                    defenders=["Akodo Gunsō"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("High Kick")
    s.pick("Togashi Initiate")
    s.pick("Akodo Gunsō")
    gunso = s.card("Akodo Gunsō")
    assert gunso.bowed and cannot(s.game, "trigger_abilities", gunso)
    run_conflict_out(s, "no such ability")
    assert gunso.status == -1



@pytest.mark.ruling(102, "High Kick")
def test_high_kick_ruling_constant_abilities_of_the_kicked_character_still_apply():
    """Ruling (Rules Reference "Triggered Abilities", "Constant Abilities"): a kicked Moto Youth
    keeps its constant +1 military in the round's first military conflict."""
    s = in_conflict(dict(characters=["Togashi Initiate", "Brash Samurai"], hand=["High Kick"], fate=1),
                    dict(characters=["Moto Youth", "Eager Scout"], hand=["Banzai!"], fate=1),
                    attackers=["Togashi Initiate", "Brash Samurai"], defenders=["Moto Youth", "Eager Scout"])
    s.start("3.2.2")
    youth = s.card("Moto Youth")
    assert skill(s.state, youth, "military") == FACTS[youth.cid].military + 1
    my_turn(s, 0)
    s.pick("High Kick")
    s.pick("Togashi Initiate")
    s.pick("Moto Youth")
    assert youth.bowed and cannot(s.game, "trigger_abilities", youth)
    assert skill(s.state, youth, "military") == FACTS[youth.cid].military + 1

# ------------------------------------------------------------------ Censure
@pytest.mark.ruling(46, "Censure")
def test_censure_ruling_the_cancelled_event_stays_used_and_paid():
    """Ruling (Rules Reference "Cancel"): an event whose effects Censure cancels was still played:
    Assassination's 3 honor stay lost, its target stays in play, and its "Max 1 per round" is
    spent (the second copy cannot be played)."""
    s = in_conflict(dict(characters=["Doji Whisperer"], hand=["Assassination", "Assassination", "Banzai!"]),
                    dict(characters=["Eager Scout"], hand=["Censure"]), type="political",
                    attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    s.favor(1, "political")
    s.start("3.2.2")
    my_turn(s)
    s.pick("Assassination")
    s.pick("Eager Scout")
    pass_until(s, "trigger", 1)
    s.pick("Censure")
    assert s.state.players[0].honor == 7
    assert s.card("Eager Scout").zone == "play"
    assert sorted(c.zone for c in s.state.cards if c.cid == "01-assassination") == ["conflict_discard", "hand"]
    my_turn(s)
    assert can_use(s, 0, "Banzai!") and not can_use(s, 0, "Assassination")


# ------------------------------------------------------------------ Enigmatic Magistrate
@pytest.mark.ruling(79, "Enigmatic Magistrate")
def test_enigmatic_magistrate_ruling_a_0_cost_character_is_even():
    """Ruling: 0 is an even number, so while Enigmatic Magistrate attacks, Obstinate Recruit
    (printed cost 0, 2 military) contributes no skill; it would without the Magistrate."""
    def attack(*attackers):
        s = in_conflict(dict(characters=["Enigmatic Magistrate", "Obstinate Recruit", "Matsu Berserker"]),
                        dict(characters=["Eager Scout"]), attackers=list(attackers), defenders=["Eager Scout"])
        s.build()
        return conflict_totals(s.state)[0]
    assert FACTS["01-obstinate-recruit"].cost == 0
    with_recruit = attack("Enigmatic Magistrate", "Obstinate Recruit", "Matsu Berserker")
    assert with_recruit == attack("Enigmatic Magistrate", "Matsu Berserker")
    assert attack("Obstinate Recruit", "Matsu Berserker") == attack("Matsu Berserker") + 2


# ------------------------------------------------------------------ Finger of Jade
def _finger():
    s = in_conflict(dict(characters=["Isawa Masahiro", "Doji Whisperer"]),
                    dict(characters=[dict(name="Solemn Scholar", attachments=["Finger of Jade"]), "Eager Scout"]),
                    type="political", ring="fire", attackers=["Doji Whisperer"],
                    defenders=["Solemn Scholar", "Eager Scout"])
    s.start("3.2.2")
    return s


@pytest.mark.ruling(84, "Finger of Jade")
def test_finger_of_jade_ruling_the_cancelled_ability_stays_used_and_paid():
    """Ruling (Rules Reference "Cancel"): Isawa Masahiro's ability, cancelled by Finger of Jade,
    was still used: he stays bowed (its cost) and its once-per-round limit is spent."""
    s = _finger()
    my_turn(s, 0)
    assert limits_left(s, 0, "Isawa Masahiro", "01-isawa-masahiro") == [True]
    s.pick("Isawa Masahiro")
    s.pick("Solemn Scholar")
    s.pick("Finger of Jade")
    assert s.card("Solemn Scholar").zone == "play"
    assert s.card("Isawa Masahiro").bowed
    assert limits_left(s, 0, "Isawa Masahiro", "01-isawa-masahiro") == [False]


@pytest.mark.ruling(85, "Finger of Jade")
def test_finger_of_jade_ruling_a_character_chosen_on_resolution_is_no_target():
    """Ruling (Rules Reference "Initiating Abilities", steps 5-7): Court Games has the opponent
    choose the character to dishonor while its effects resolve, after the moment Finger of Jade
    could cancel them: the opponent must dishonor the character it is attached to."""
    s = in_conflict(dict(characters=["Doji Whisperer", "Kaiu Envoy"], hand=["Court Games"]),
                    dict(characters=[dict(name="Solemn Scholar", attachments=["Finger of Jade"]), "Eager Scout"]),
                    type="political", attackers=["Doji Whisperer", "Kaiu Envoy"],
                    defenders=["Solemn Scholar", "Eager Scout"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Court Games")
    s.pick("your opponent dishonors")
    d = s.game.pending
    assert d.player == 1 and d.context == "effect_choice"  # no window offered Finger of Jade
    s.pick("Solemn Scholar")
    assert s.card("Solemn Scholar").status == -1
    assert s.card("Finger of Jade").zone == "attached"


# ------------------------------------------------------------------ Height of Fashion
@pytest.mark.ruling(96, "Height of Fashion")
def test_height_of_fashion_ruling_playable_before_a_conflict_and_in_the_draw_phase():
    """Ruling (Rules Reference Appendix I, the action windows): an attachment that cannot be
    played during a conflict is played in the action window before a conflict, or in the draw
    phase's action window."""
    for phase in ("conflict", "draw"):
        s = Quiet(first_player=0)
        s.player(0, characters=["Doji Whisperer"], hand=["Height of Fashion"], fate=2)
        s.player(1, characters=["Matsu Berserker"])
        s.start(phase)
        while s.game.pending.context == "honor_bid":
            s.pick("1")
        s.assert_legal("Height of Fashion")


# ------------------------------------------------------------------ Hito District
@pytest.mark.ruling(49, "Chasing the Sun")
@pytest.mark.ruling(106, "Hito District")
def test_hito_district_ruling_chasing_the_sun_may_move_a_political_conflict_there():
    """Ruling (Rules Reference "Eligible province"): Hito District forbids declaring a political
    conflict against its province, not moving one there: Chasing the Sun may move a political
    conflict to it."""
    s = in_conflict(dict(characters=["Kakita Asami"], hand=["Chasing the Sun"], fate=1),
                    dict(characters=["Eager Scout", "Doji Whisperer"],
                         provinces=provinces("Ancestral Lands", dict(name="Ancestral Lands", cards=["Hito District"]))),
                    type="political", attackers=["Kakita Asami"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Chasing the Sun")
    s.pick("province 2")
    assert s.state.conflict.province == s.state.players[1].provinces[1]
    assert s.state.conflict.type == "political"


# ------------------------------------------------------------------ Ide Tadaji
@pytest.mark.ruling(109, "Ide Tadaji")
def test_ide_tadaji_ruling_not_a_character_that_cannot_participate():
    """Ruling (Rules Reference "Dash (-)", "Participating and Cannot Participate"): in a political
    conflict, Matsu Berserker (a dash for political skill) cannot be moved into the conflict,
    so it is not offered; a character that can participate is."""
    s = in_conflict(dict(characters=["Ide Tadaji", "Doji Whisperer", "Brash Samurai"]),
                    dict(characters=["Doji Representative", "Matsu Berserker", "Kaiu Envoy"]), type="political",
                    attackers=["Ide Tadaji", "Doji Whisperer"], defenders=["Doji Representative"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Ide Tadaji")
    assert sorted(s.legal()) == ["Brash Samurai", "Kaiu Envoy"]


# ------------------------------------------------------------------ Kakita Yoshi
@pytest.mark.ruling(137, "Kakita Yoshi")
def test_kakita_yoshi_ruling_an_events_other_costs_are_not_reduced():
    """Ruling (Rules Reference "Cost"): Kakita Yoshi lowers the fate cost of your events; the
    other costs of their abilities are paid in full -- Assassination still costs 3 honor."""
    s = in_conflict(dict(characters=["Kakita Yoshi", "Doji Whisperer"], hand=["Assassination"], fate=5),
                    dict(characters=["Eager Scout"], hand=["Ambush"]), type="political",
                    attackers=["Kakita Yoshi"], defenders=["Eager Scout"])
    s.favor(0, "political")
    s.start("3.2.2")
    my_turn(s)
    s.pick("Kakita Yoshi")
    my_turn(s)
    honor, fate = s.state.players[0].honor, s.state.players[0].fate
    s.pick("Assassination")
    s.pick("Eager Scout")
    assert (s.state.players[0].honor, s.state.players[0].fate) == (honor - 3, fate)
    assert s.card("Eager Scout").zone != "play"


# ------------------------------------------------------------------ Kitsuki's Method
@pytest.mark.ruling(144, "Kitsuki's Method")
def test_kitsukis_method_ruling_taken_it_returns_to_its_owners_hand():
    """Ruling (Rules Reference "Control and Ownership", "Ancestral"): a Kitsuki's Method taken
    with Calling in Favors goes to its owner's hand, not its controller's, when the character
    it is attached to leaves play."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Calling in Favors"], fate=1, stronghold=CITY,
             provinces=SAFE)
    s.player(1, characters=[dict(name="Matsu Berserker", attachments=["Kitsuki's Method"])], stronghold=CITY,
             provinces=SAFE)
    s.start("conflict")
    s.pick("Calling in Favors")
    s.pick("Doji Whisperer")
    s.pick("Kitsuki's Method")
    method = s.card("Kitsuki's Method")
    assert method.controller == 0 and method.attached_to == s.uid("Doji Whisperer")
    s.apply(ev("leaves_play", card=s.uid("Doji Whisperer"), reason="discarded"))
    assert method.zone == "hand" and method.uid in s.state.players[1].hand
    assert method.uid not in s.state.players[0].hand


# ------------------------------------------------------------------ bid modifiers (Misinformation, Test of Courage)
def _bids(hand, mine, theirs, *, modifier=None, chars=("Doji Whisperer",), type="political", turn=True):
    """Player 1 attacks (player 2 defends with Eager Scout) with these honor dials; ``modifier``:
    ``(player, value)``, a bid modifier as Bayushi Manipulator or Contingency Plan leaves it."""
    s = in_conflict(dict(characters=list(chars), hand=[hand], fate=1, bid=mine),
                    dict(characters=["Eager Scout"], bid=theirs), type=type,
                    attackers=[chars[0]], defenders=["Eager Scout"])
    if modifier is not None:
        s.adjust(lambda g: g.state.lasting.append({"type": "bid_modifier", "player": modifier[0],
                                                  "value": modifier[1], "targets": [], "source": -1}))
    s.start("3.2.2")
    if turn:
        my_turn(s)
    return s


@pytest.mark.ruling(160, "Misinformation")
def test_misinformation_ruling_a_bid_modifier_leaves_the_dial_misinformation_reads():
    """Ruling and Rules Reference "Bid Value": a bid modifier changes the bid's value, not the
    dial, and a card that refers to a player's honor bid reads the dial: dials 3 and 2 with +1
    (a value of 4 against 2) do not allow Misinformation; dials 4 and 2 do."""
    s = _bids("Misinformation", 3, 2, modifier=(0, 1), turn=False)
    assert bid_value(s.state, 0) == 4 and s.state.players[0].bid == 3
    assert not can_use(s, 0, "Misinformation")
    assert can_use(_bids("Misinformation", 4, 2, modifier=(0, 1)), 0, "Misinformation")


@pytest.mark.ruling(218, "Test of Courage")
def test_test_of_courage_ruling_a_bid_modifier_leaves_the_dial_test_of_courage_reads():
    """Ruling and Rules Reference "Bid Value": with both dials at 2, the opponent's bid modified to
    3 does not turn their dial, which Test of Courage compares: it may not be played; with their
    dial at 3 it may."""
    lions = ("Matsu Berserker", "Ikoma Prodigy")
    s = _bids("Test of Courage", 2, 2, modifier=(1, 1), chars=lions, type="military", turn=False)
    assert bid_value(s.state, 1) == 3 and s.state.players[1].bid == 2
    assert not can_use(s, 0, "Test of Courage")
    assert can_use(_bids("Test of Courage", 2, 3, modifier=(1, 1), chars=lions, type="military"), 0,
                   "Test of Courage")


# ------------------------------------------------------------------ The Stone of Sorrows
def _stone_and_masterpiece(host_bowed):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Jade Masterpiece"])])
    s.player(1, characters=[dict(name="Serene Warrior", bowed=host_bowed, attachments=["The Stone of Sorrows"])])

    def setup(g):
        g.state.rings["air"].fate = 2
    s.adjust(setup)
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.ruling(221, "The Stone of Sorrows")
def test_the_stone_of_sorrows_ruling_the_opponent_cannot_use_jade_masterpiece():
    """Ruling: moving a fate from a ring removes it from that ring, which The Stone of Sorrows
    forbids its controller's opponents while its character is ready: Jade Masterpiece cannot
    be used (it can once the character is bowed)."""
    assert not can_use(_stone_and_masterpiece(False), 0, "Jade Masterpiece")
    assert can_use(_stone_and_masterpiece(True), 0, "Jade Masterpiece")


# ------------------------------------------------------------------ Northern Wall Sensei
@pytest.mark.ruling(168, "Northern Wall Sensei")
@pytest.mark.ruling(169, "Northern Wall Sensei")
def test_northern_wall_sensei_ruling_an_immune_character_pays_an_events_cost_and_receives():
    """Ruling (Rules Reference "Immune": immunity protects from effects, and a cost is no effect):
    a character Northern Wall Sensei made immune to events is dishonored to pay Calling in
    Favors' cost, and the event's effect attaches the taken attachment to it (the attachment is
    affected, not the character)."""
    s = in_conflict(dict(characters=["Northern Wall Sensei", dict(name="Matsu Berserker", attachments=["Fine Katana"])],
                         hand=["Calling in Favors"], fate=1),
                    dict(characters=[dict(name="Doji Whisperer", attachments=["Ornate Fan"])], hand=["Banzai!"]),
                    attackers=["Northern Wall Sensei", "Matsu Berserker"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Northern Wall Sensei")
    s.pick("Matsu Berserker")
    assert cannot(s.game, "event_effects", s.card("Matsu Berserker"))  # immune to events
    my_turn(s, 0)
    s.pick("Calling in Favors")
    s.pick("Matsu Berserker")
    s.pick("Ornate Fan")
    berserker = s.card("Matsu Berserker")
    assert berserker.status == -1
    assert s.card("Ornate Fan").attached_to == berserker.uid and s.card("Ornate Fan").controller == 0


# ------------------------------------------------------------------ Isawa Kaede
def _kaede(ring, p1_chars, **p1):
    """Isawa Kaede attacks unopposed in a political conflict for this ring."""
    s = in_conflict(dict(characters=["Isawa Kaede", "Doji Whisperer"]), dict(characters=list(p1_chars), **p1),
                    type="political", ring=ring, attackers=["Isawa Kaede"], defenders=[])
    s.start("3.2.2")
    return s


@pytest.mark.ruling(124, "Isawa Kaede")
def test_isawa_kaede_ruling_the_void_ring_resolves_once():
    """Ruling (Rules Reference "Rings": a ring has an element or not): Kaede winning with the
    void ring contested resolves its one effect once -- one fate removed, no second void effect."""
    s = _kaede("void", [dict(name="Brash Samurai", fate=2), dict(name="Eager Scout", fate=1)])
    assert ring_elements(s.state, "void") == ["void"]
    pass_until(s, "ring_effect", 0)
    s.pick("Remove 1 fate from Brash Samurai")
    assert s.state.conflict is None or s.game.pending.context != "ring_effect"
    assert (s.card("Brash Samurai").fate, s.card("Eager Scout").fate) == (1, 1)


@pytest.mark.ruling(125, "Isawa Kaede")
def test_isawa_kaede_ruling_display_of_power_resolves_every_effect_for_the_defender():
    """Ruling (with Appendix III, Display of Power: its player resolves the ring as if they had
    won as the attacking player): after Kaede wins unopposed, the defender who plays Display of
    Power resolves each of the ring's effects -- air and the void Kaede gave it -- and claims it."""
    s = _kaede("air", [dict(name="Brash Samurai", fate=1)], hand=["Display of Power"], fate=2)
    pass_until(s, "trigger", 1)
    s.pick("Display of Power")
    assert s.game.pending.context == "ring_order"
    s.pick("the air effect")
    assert s.game.pending.player == 1
    s.pick("Gain 2 honor")
    assert s.game.pending.player == 1 and s.game.pending.context == "ring_effect"
    s.pick("Remove 1 fate from Brash Samurai")
    assert s.card("Brash Samurai").fate == 0
    assert s.state.players[1].honor == 10 - 1 + 2  # (1 lost for the unopposed conflict)
    assert s.state.rings["air"].claimed_by == 1


# ------------------------------------------------------------------ Finger of Jade and covert
def _covert(defender_spec):
    s = Quiet(first_player=0)
    s.player(0, characters=["Kaiu Shuichi", "Matsu Berserker"])
    s.player(1, characters=[defender_spec, "Eager Scout"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.pick("military conflict, air ring, at province 1 (facedown)")
    s.pick_many("Kaiu Shuichi", "Matsu Berserker")
    s.pick("evade Solemn Scholar")
    return s


@pytest.mark.ruling(87, "Finger of Jade")
def test_finger_of_jade_ruling_it_cancels_covert():
    """Ruling (Rules Reference "Covert": a keyword ability that chooses the evaded character;
    "Initiating Abilities" step 6): covert choosing the character Finger of Jade is attached to
    can be cancelled by it -- the character is not evaded and may be declared as a defender."""
    s = _covert(dict(name="Solemn Scholar", attachments=["Finger of Jade"]))
    d = s.game.pending
    assert d.player == 1 and d.context == "trigger"
    s.pick("Finger of Jade")
    assert s.card("Finger of Jade").zone == "conflict_discard"
    assert s.state.conflict.evaded == []
    pass_until(s, "declare_defenders", 1)
    s.assert_legal("Solemn Scholar")


@pytest.mark.ruling(87, "Finger of Jade")
def test_finger_of_jade_ruling_declined_covert_evades():
    """Ruling: the same covert, Finger of Jade not used: the character is evaded, so it is not
    offered as a defender (Rules Reference "Covert")."""
    s = _covert(dict(name="Solemn Scholar", attachments=["Finger of Jade"]))
    s.pick("Pass")
    assert s.state.conflict.evaded == [s.uid("Solemn Scholar")]
    pass_until(s, "declare_defenders", 1)
    s.assert_not_legal("Solemn Scholar")


def test_shiba_yojimbo_does_not_cancel_covert_a_keyword_is_no_triggered_ability():
    """Shiba Yōjimbō cancels a *triggered* ability targeting a Shugenja (its text; Rules
    Reference "Triggered Abilities"): covert, a keyword, evading a Shugenja is not offered to it."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Kaiu Shuichi", "Matsu Berserker"])
    s.player(1, characters=["Solemn Scholar", "Shiba Yōjimbō"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.pick("military conflict, air ring, at province 1 (facedown)")
    s.pick_many("Kaiu Shuichi", "Matsu Berserker")
    s.pick("evade Solemn Scholar")
    assert s.state.conflict is not None and s.state.conflict.evaded == [s.uid("Solemn Scholar")]


# ------------------------------------------------------------------ Endless Plains
@pytest.mark.ruling(75, "Endless Plains")
def test_endless_plains_ruling_no_skill_on_either_side_no_winner_and_the_ring_returns():
    """Ruling (Learn to Play FAQ; Rules Reference 3.2.3: a player needs skill above 0 to win):
    the only attacker discarded and no defender declared, both sides count 0: the conflict has
    no winner and the contested ring goes back to the unclaimed rings."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider"])
    s.player(1, characters=["Doji Whisperer"],
             provinces=["Endless Plains", "Ancestral Lands", "Entrenched Position", "Ancestral Lands",
                        "Entrenched Position"])
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Border Rider"])
    s.pick("Endless Plains")
    assert s.state.conflict is not None and s.state.conflict.attackers == []
    s.pick_many()  # no defender
    while s.state.conflict is not None:
        s.pass_()
    ring = s.state.rings["fire"]
    assert ring.claimed_by == -1 and not ring.contested
    assert any("no winner" in line for line in s.log)


# ------------------------------------------------------------------ Ancestral attachments
@pytest.mark.ruling(16, "Ancestral Daishō")
@pytest.mark.ruling(143, "Kitsuki's Method")
@pytest.mark.parametrize("ancestral", ["Ancestral Daishō", "Kitsuki's Method"])
def test_ancestral_ruling_discarded_for_a_third_restricted_attachment_it_goes_to_the_discard_pile(ancestral):
    """Rulings (Rules Reference "Ancestral", "Restricted"): an Ancestral attachment returns to its
    owner's hand only when its character leaves play; discarded because the character has a third
    Restricted attachment, it goes to the discard pile."""
    s = Quiet()
    s.player(0, characters=[dict(name="Brash Samurai", attachments=[ancestral, "Fine Katana"])],
             hand=["Ornate Fan"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Ornate Fan")
    assert s.game.pending.context == "restricted"
    s.pick(f"Discard {ancestral}")
    card = s.card(ancestral)
    assert card.zone == "conflict_discard" and card.uid not in s.state.players[0].hand
    assert s.card("Brash Samurai").zone == "play"


# ------------------------------------------------------------------ Blood of Onnotangu
@pytest.mark.ruling(35, "Blood of Onnotangu")
def test_blood_of_onnotangu_ruling_fate_can_still_be_given():
    """Ruling: Blood of Onnotangu forbids spending fate, not giving it to another player -- at
    its province, Doji Gift Giver gives its opponent 1 fate to have them bow a participant."""
    s = in_conflict(dict(characters=["Doji Gift Giver"], fate=2, hand=["Banzai!"]),
                    dict(characters=["Doji Challenger"], fate=0, provinces=provinces("Blood of Onnotangu")),
                    attackers=["Doji Gift Giver"], defenders=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s, 0)
    assert FACTS[s.state.cards[s.state.conflict.province].cid].name == "Blood of Onnotangu"
    mine, theirs = s.state.players[0].fate, s.state.players[1].fate
    s.pick("Doji Gift Giver")
    if s.game.pending is not None and s.game.pending.context == "target":
        s.pick("Doji Challenger")
    assert (s.state.players[0].fate, s.state.players[1].fate) == (mine - 1, theirs + 1)
    assert s.card("Doji Challenger").bowed


# ------------------------------------------------------------------ Talisman of the Sun, Hito and Chisei District
@pytest.mark.ruling(215, "Talisman of the Sun")
@pytest.mark.ruling(106, "Hito District")
@pytest.mark.ruling(51, "Chisei District")
@pytest.mark.parametrize(("holding", "type", "attacker"), [("Hito District", "political", "Doji Whisperer"),
                                                           ("Chisei District", "military", "Matsu Berserker")])
def test_talisman_of_the_sun_ruling_may_move_the_conflict_to_a_district_province(holding, type, attacker):
    """Rulings (Rules Reference "Eligible province"): Hito District forbids declaring a political
    conflict against its province and Chisei District a military one, not moving one there: the
    defender's Talisman of the Sun may move the conflict to that province."""
    s = Quiet(first_player=0)
    s.player(0, characters=[attacker])
    s.player(1, characters=[dict(name="Serene Warrior", attachments=["Talisman of the Sun"])],
             provinces=provinces("Ancestral Lands", dict(name="Ancestral Lands", cards=[holding])), hand=["Banzai!"],
             fate=1)
    s.conflict(attacker=0, type=type, ring="air", attackers=[attacker], defenders=["Serene Warrior"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Talisman of the Sun")
    s.pick("province 2")
    assert s.state.conflict.province == s.state.players[1].provinces[1]
    assert s.state.conflict.type == type


# ------------------------------------------------------------------ Isawa Kaede: a void conflict
@pytest.mark.ruling(122, "Isawa Kaede")
@pytest.mark.parametrize("kaede_attacks", [True, False])
def test_isawa_kaede_ruling_her_conflict_is_a_void_conflict_for_isawa_atsuko(kaede_attacks):
    """Ruling (Rules Reference "Rings": a ring's elements make the conflict's): while Kaede
    attacks, the air conflict is also a void conflict, so Isawa Atsuko's action may be used;
    without Kaede attacking it may not."""
    attackers = ["Isawa Kaede", "Isawa Atsuko"] if kaede_attacks else ["Isawa Atsuko"]
    s = in_conflict(dict(characters=["Isawa Kaede", "Isawa Atsuko"]),
                    dict(characters=["Doji Whisperer"], hand=["Banzai!"], fate=1), type="political", ring="air",
                    attackers=attackers, defenders=["Doji Whisperer"])
    s.start("3.2.2")
    assert can_use(s, 0, "Isawa Atsuko") is kaede_attacks


# ------------------------------------------------------------------ Embrace the Void
@pytest.mark.ruling(73, "Embrace the Void")
def test_embrace_the_void_ruling_fate_removed_by_the_void_ring_goes_to_your_pool():
    """Ruling (Embrace the Void): it reacts to any removal of fate from its character, the void
    ring's effect too (a ring effect, not a card effect): the fate goes to your fate pool."""
    s = in_conflict(dict(characters=["Matsu Berserker", dict(name="Isawa Masahiro", fate=2,
                                                             attachments=["Embrace the Void"])], fate=0),
                    dict(characters=["Eager Scout"]), ring="void", attackers=["Matsu Berserker"])
    s.start("3.2.2")
    pass_until(s, "ring_effect", 0)
    fate = s.state.players[0].fate
    s.pick("Remove 1 fate from Isawa Masahiro")
    pass_until(s, "trigger", 0)
    s.pick("Embrace the Void")
    assert s.card("Isawa Masahiro").fate == 1
    assert s.state.players[0].fate == fate + 1
