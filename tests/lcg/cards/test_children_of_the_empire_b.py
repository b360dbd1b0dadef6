"""Cards of Children of the Empire, second module (issue 15): each card's effect and every
clause of its text (restrictions, limits, targets), with the Rules Reference sections they
rest on."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability, run_conflict_out, skills
from pack_helpers import limits_of as _limits
from test_crab import Quiet, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.vocab import Action, Effect, Limit, extra_uses
from l5r.lcg.vocab_attachments import PrintedAbilityTarget
from l5r.lcg.vocab_rings import conflict_elements, ring_elements
from l5r.lcg.vocab_tokens import EachPlayerWithHonor


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)


# ------------------------------------------------------------------ vocabulary
def test_effect_on_the_targets_controller_is_that_players_gain():
    """"Its controller gains 2 honor" (Rules Reference "Control"): the chosen target's controller."""
    s = Quiet()
    s.player(0, characters=["Doji Whisperer"])
    s.player(1, characters=["Eager Scout"])
    g = s.build()
    eff = Effect("gain_honor", on="target_controller", amount=2)
    assert eff.describe() == "its controller gains 2 honor"
    ctx = {"player": 0, "card": s.uid("Doji Whisperer"), "targets": [s.uid("Eager Scout")]}
    assert eff.events(g, ctx) == [ev("gain_honor", player=1, amount=2)]
    assert eff.events(g, dict(ctx, targets=[])) == []


def test_each_player_with_honor_counts_every_player_before_any_change():
    """Rules Reference "Effects": the players are chosen as the effect resolves, all at once."""
    s = Quiet()
    s.player(0, honor=19)
    s.player(1, honor=6)
    g = s.build()
    ctx = {"player": 0, "card": -1}
    assert EachPlayerWithHonor("lose_honor", 4, at_least=19).events(g, ctx) == [ev("lose_honor", player=0, amount=4)]
    assert EachPlayerWithHonor("gain_honor", 4, at_most=6).events(g, ctx) == [ev("gain_honor", player=1, amount=4)]
    assert not EachPlayerWithHonor("gain_honor", 4, at_most=5).could_change(g, ctx)


# ------------------------------------------------------------------ Solitary Strength
def _solitary(attackers=("Matsu Berserker",), p1=("Eager Scout",), defenders=(), start=True):
    host = dict(name="Matsu Berserker", attachments=["Solitary Strength"])
    s = in_conflict(dict(characters=[host, "Brash Samurai"]), dict(characters=list(p1)),
                    attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Solitary Strength", "a1:effect", "a1:condition")
def test_solitary_strength_is_discarded_when_its_character_participates_with_another_of_yours():
    s = _solitary(attackers=("Matsu Berserker", "Brash Samurai"))
    assert s.card("Solitary Strength").zone == "conflict_discard"


@pytest.mark.covers("Solitary Strength", "a1:condition")
def test_solitary_strength_stays_while_its_character_is_alone_or_at_home():
    """Only characters you control count: an opposing participant does not discard it."""
    s = _solitary(defenders=("Eager Scout",))
    assert s.card("Solitary Strength").zone == "attached"
    assert skills(s, "Matsu Berserker") == (4, None)  # +1 military; a dash stays a dash (Rules Reference "Dash")
    s = _solitary(attackers=("Brash Samurai",))  # the host stays home; another character attacks
    assert s.card("Solitary Strength").zone == "attached"


@pytest.mark.covers("Solitary Strength", "a1:condition")
def test_solitary_strength_is_discarded_when_a_second_character_of_yours_moves_in():
    s = _solitary()
    s.apply(ev("move_to_conflict", card=s.uid("Brash Samurai")))
    assert s.card("Solitary Strength").zone == "conflict_discard"


@pytest.mark.covers("Solitary Strength", "a2:effect", "a2:trigger", "a2:when")
def test_solitary_strength_gains_1_honor_after_its_character_wins():
    s = _solitary()
    pass_until(s, "trigger", 0)
    s.pick("Solitary Strength")
    assert s.state.players[0].honor == 11


@pytest.mark.covers("Solitary Strength", "a2:when", "a2:limit")
def test_solitary_strength_not_when_its_character_loses_or_stays_home():
    s = _solitary(p1=("Hida Kisada",), defenders=("Hida Kisada",))  # 4 against 7: the host loses
    run_conflict_out(s, "Solitary Strength")
    s = _solitary(attackers=("Brash Samurai",))  # won without the host
    run_conflict_out(s, "Solitary Strength")
    assert _limits("16-solitary-strength", 1) == ["once per round"]


# ------------------------------------------------------------------ Unmatched Expertise
def _expertise(status="", attackers=("Doji Whisperer",), p1=("Eager Scout",), defenders=("Eager Scout",),
               type="political"):
    host = dict(name="Doji Whisperer", attachments=["Unmatched Expertise"], status=status)
    s = in_conflict(dict(characters=[host, "Brash Samurai"]), dict(characters=list(p1)), type=type,
                    attackers=list(attackers), defenders=list(defenders))
    return s


@pytest.mark.covers("Unmatched Expertise", "a1:effect", "a1:condition")
def test_unmatched_expertise_its_ordinary_character_cannot_be_dishonored():
    """Errata (Appendix IV) and Appendix III: it cannot receive a dishonored status token, so
    while ordinary it cannot be dishonored."""
    s = _expertise()
    s.start("3.2.2")
    assert skills(s, "Doji Whisperer") == (1, 4)
    s.apply(ev("dishonor", card=s.uid("Doji Whisperer")), ev("dishonor", card=s.uid("Brash Samurai")))
    assert s.card("Doji Whisperer").status == 0
    assert s.card("Brash Samurai").status == -1


@pytest.mark.covers("Unmatched Expertise", "a1:condition")
def test_unmatched_expertise_an_honored_character_may_lose_its_honored_token():
    """Dishonoring an honored character discards its honored token (Rules Reference "Honored
    Status Token"): no dishonored token is received."""
    s = _expertise(status="honored")
    s.start("3.2.2")
    s.apply(ev("dishonor", card=s.uid("Doji Whisperer")))
    assert s.card("Doji Whisperer").status == 0
    s.apply(ev("dishonor", card=s.uid("Doji Whisperer")))
    assert s.card("Doji Whisperer").status == 0


@pytest.mark.covers("Unmatched Expertise", "a2:effect", "a2:trigger", "a2:when")
def test_unmatched_expertise_is_discarded_after_its_character_loses_a_conflict():
    s = _expertise(p1=("Kakita Asami",), defenders=("Kakita Asami",))  # 4 against 3... the Whisperer wins
    s.start("3.2.2")
    run_conflict_out(s, "Unmatched Expertise")
    assert s.card("Unmatched Expertise").zone == "attached"
    s = _expertise(type="military", p1=("Matsu Berserker",), defenders=("Matsu Berserker",))  # 1 against 3
    s.start("3.2.2")
    run_conflict_out(s, "Unmatched Expertise")  # forced: it resolves without being offered
    assert s.card("Unmatched Expertise").zone == "conflict_discard"
    assert any("Unmatched Expertise" in line for line in s.log)


@pytest.mark.covers("Unmatched Expertise", "a2:when", "a2:limit")
def test_unmatched_expertise_stays_when_another_character_of_yours_loses():
    s = _expertise(attackers=("Brash Samurai",), type="military", p1=("Matsu Berserker",),
                   defenders=("Matsu Berserker",))  # 2 against 3; its character stays home
    s.start("3.2.2")
    run_conflict_out(s, "Unmatched Expertise")
    assert s.card("Unmatched Expertise").zone == "attached"
    assert _limits("16-unmatched-expertise", 1) == ["once per round"]


# ------------------------------------------------------------------ Subdue the Spirits
def _subdue(honor=(12, 10), start=True):
    s = in_conflict(dict(characters=["Serene Warrior", dict(name="Brash Samurai", status="honored"), "Doji Challenger"],
                         hand=["Subdue the Spirits"], fate=2, honor=honor[0]),
                    dict(characters=["Kakita Asami"], honor=honor[1], **WAITS),
                    attackers=["Serene Warrior", "Brash Samurai"], defenders=["Kakita Asami"])
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Subdue the Spirits", "a1:effect", "a1:condition")
def test_subdue_the_spirits_each_participant_of_yours_adds_its_glory_to_its_skills():
    s = _subdue()
    my_turn(s)
    s.pick("Subdue the Spirits")
    assert skills(s, "Serene Warrior") == (7, 6)  # 3/2 + glory 4
    assert skills(s, "Brash Samurai") == (6, 5)  # 2/1 + glory 2 + honored 2 (in addition)
    assert skills(s, "Doji Challenger") == (3, 3)  # at home
    assert skills(s, "Kakita Asami") == (1, 3)  # not yours
    run_conflict_out(s, "Subdue the Spirits")  # until the end of the conflict
    assert skills(s, "Serene Warrior") == (3, 2)


@pytest.mark.covers("Subdue the Spirits", "a1:condition")
def test_subdue_the_spirits_only_if_more_honorable_during_a_conflict():
    assert not can_use(_subdue(honor=(10, 10), start=False), 0, "Subdue the Spirits")
    assert not can_use(_subdue(honor=(9, 10), start=False), 0, "Subdue the Spirits")
    s = Quiet()
    s.player(0, characters=["Serene Warrior"], hand=["Subdue the Spirits"], fate=2, honor=12)
    s.player(1)
    s.build()
    assert not can_use(s, 0, "Subdue the Spirits")  # no conflict


# ------------------------------------------------------------------ Unmask
def _unmask(bids=(3, 1), start=True):
    s = in_conflict(dict(characters=[dict(name="Brash Samurai", status="honored")], hand=["Unmask"], fate=1,
                         bid=bids[0]),
                    dict(characters=[dict(name="Doji Challenger", status="dishonored"), "Kakita Asami"],
                         bid=bids[1], **WAITS),
                    attackers=["Brash Samurai"], defenders=["Doji Challenger"])
    if start:
        s.start("3.2.2")
        s.adjust(lambda g: None)
    else:
        s.build()
    return s


@pytest.mark.covers("Unmask", "a1:effect", "a1:target", "a1:condition")
def test_unmask_discards_the_status_token_sets_printed_skills_and_its_controller_gains_2_honor():
    s = _unmask()
    s.state.lasting.append({"type": "modify", "stat": "military", "op": "add", "value": 3,
                            "targets": [[s.uid("Doji Challenger"), s.card("Doji Challenger").instance]],
                            "until": "conflict", "source": -1})
    my_turn(s)
    s.pick("Unmask")
    assert sorted(s.legal()) == ["Brash Samurai", "Doji Challenger"]  # participants only
    s.pick("Doji Challenger")
    c = s.card("Doji Challenger")
    assert c.status == 0
    assert skills(s, "Doji Challenger") == (3, 3)  # printed: the +3 and the token ignored
    assert (s.state.players[0].honor, s.state.players[1].honor) == (10, 12)


@pytest.mark.covers("Unmask", "a1:effect", "a1:target")
def test_unmask_on_your_own_character_you_gain_the_honor():
    s = _unmask()
    my_turn(s)
    s.pick("Unmask")
    s.pick("Brash Samurai")
    assert s.card("Brash Samurai").status == 0 and skills(s, "Brash Samurai") == (2, 1)
    assert s.state.players[0].honor == 12


@pytest.mark.covers("Unmask", "a1:condition")
def test_unmask_only_with_a_higher_bid_during_a_conflict():
    """Rules Reference "Bid Value": the dials as set."""
    assert can_use(_unmask(start=False), 0, "Unmask")
    assert not can_use(_unmask(bids=(2, 2), start=False), 0, "Unmask")
    assert not can_use(_unmask(bids=(1, 3), start=False), 0, "Unmask")
    s = Quiet()
    s.player(0, characters=["Brash Samurai"], hand=["Unmask"], fate=1, bid=3)
    s.player(1, bid=1)
    s.build()
    assert not can_use(s, 0, "Unmask")


# ------------------------------------------------------------------ Prayers to Ebisu
def _prayers(honor):
    s = Quiet()
    s.player(0, characters=["Brash Samurai"], hand=["Prayers to Ebisu"], fate=3, honor=honor[0])
    s.player(1, honor=honor[1])
    s.start("conflict")
    my_turn(s)  # the conflict phase's first action window (3.1)
    return s


@pytest.mark.covers("Prayers to Ebisu", "a1:effect")
def test_prayers_to_ebisu_high_honor_loses_4_low_honor_gains_4_and_you_draw():
    s = _prayers((19, 6))
    hand = len(s.state.players[0].hand)
    s.pick("Prayers to Ebisu")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (15, 10)
    assert len(s.state.players[0].hand) == hand  # the event left, 1 card drawn
    assert len(s.state.players[1].hand) == 0


@pytest.mark.covers("Prayers to Ebisu", "a1:effect")
def test_prayers_to_ebisu_middle_honor_is_unchanged_but_you_still_draw():
    s = _prayers((6, 18))
    hand = len(s.state.players[0].hand)
    s.pick("Prayers to Ebisu")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (10, 18)
    assert len(s.state.players[0].hand) == hand
    s = _prayers((7, 20))
    s.pick("Prayers to Ebisu")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (7, 16)


# ------------------------------------------------------------------ Karmic Balance
def _karmic(bids=(2, 2)):
    s = Quiet()
    s.player(0, characters=["Brash Samurai"], hand=["Karmic Balance", "Banzai!", "Fine Katana"], fate=2,
             conflict_discard=["Ornate Fan"], bid=bids[0])
    s.player(1, hand=["Banzai!"], conflict_discard=["Fine Katana", "Ornate Fan"], bid=bids[1])
    s.start("conflict")
    my_turn(s)
    return s


@pytest.mark.covers("Karmic Balance", "a2:effect")
def test_karmic_balance_each_player_shuffles_hand_and_discard_into_the_deck_and_draws_4():
    """Rules Reference "Shuffle", "Removed from Game": the event itself is removed, not shuffled."""
    s = _karmic()
    p0, p1 = s.state.players
    assert (len(p0.conflict_deck), len(p1.conflict_deck)) == (10, 10)
    s.pick("Karmic Balance")
    assert (len(p0.hand), len(p0.conflict_discard), len(p0.conflict_deck)) == (4, 0, 10 + 3 - 4)
    assert (len(p1.hand), len(p1.conflict_discard), len(p1.conflict_deck)) == (4, 0, 10 + 3 - 4)
    kb = s.card("Karmic Balance")
    assert kb.zone == "removed" and p0.removed == [kb.uid]


@pytest.mark.covers("Karmic Balance", "a1:play_restriction")
def test_karmic_balance_only_if_the_honor_bids_are_equal():
    """Rules Reference "Bid Value": the dials as set."""
    assert can_use(_karmic(), 0, "Karmic Balance")
    assert not can_use(_karmic(bids=(1, 2)), 0, "Karmic Balance")
    assert not can_use(_karmic(bids=(3, 2)), 0, "Karmic Balance")


# ------------------------------------------------------------------ Severed from the Stream
def _severed(p0_chars=("Serene Warrior",), p1_chars=("Doji Whisperer",), rings=(("air",), ("earth", "fire")),
             start=True):
    s = Quiet()
    s.player(0, characters=list(p0_chars), hand=["Severed from the Stream"], fate=1, claimed_rings=list(rings[0]))
    s.player(1, characters=list(p1_chars), claimed_rings=list(rings[1]))
    if start:
        s.start("conflict")
        my_turn(s)
    else:
        s.build()
    return s


def _claimed(s, p):
    return sorted(k for k, r in s.state.rings.items() if r.claimed_by == p)


@pytest.mark.covers("Severed from the Stream", "a1:effect")
def test_severed_from_the_stream_the_glory_count_loser_returns_every_claimed_ring():
    """Rules Reference "Glory Count": ready characters' glory + 1 per claimed ring (5 against 3)."""
    s = _severed()
    s.pick("Severed from the Stream")
    assert _claimed(s, 0) == ["air"] and _claimed(s, 1) == []
    assert s.state.favor["player"] == -1  # a glory count for an ability leaves the Imperial Favor alone


@pytest.mark.covers("Severed from the Stream", "a1:effect")
def test_severed_from_the_stream_bowed_characters_do_not_count_and_you_may_lose():
    s = _severed(p0_chars=(dict(name="Serene Warrior", bowed=True),))  # 0 + 1 against 1 + 2
    s.pick("Severed from the Stream")
    assert _claimed(s, 0) == [] and _claimed(s, 1) == ["earth", "fire"]


@pytest.mark.covers("Severed from the Stream", "a1:effect")
def test_severed_from_the_stream_a_tie_has_no_loser():
    """A tie: nobody loses, no ring would return, so it cannot be played (Rules Reference "Cost")."""
    assert can_use(_severed(start=False), 0, "Severed from the Stream")
    s = _severed(p0_chars=("Doji Whisperer",), rings=(("air",), ("earth",)), start=False)  # 2 against 2
    assert not can_use(s, 0, "Severed from the Stream")
    s = _severed(rings=(("air",), ()), start=False)  # the loser has no ring
    assert not can_use(s, 0, "Severed from the Stream")


# ------------------------------------------------------------------ Leniency
def _leniency(cards=("Brash Samurai", "Doji Challenger"), attacker=0, ring="water"):
    provs = provinces(dict(name="Ancestral Lands", cards=[cards[0]]),
                      dict(name="Ancestral Lands", cards=[cards[1]]),
                      dict(name="Ancestral Lands", cards=[dict(name="Eager Scout", facedown=True)]))
    mine = dict(characters=["Matsu Berserker"], hand=["Leniency"], provinces=provs)
    theirs = dict(characters=[dict(name="Doji Whisperer", bowed=True), "Hida Kisada"])
    if attacker == 0:
        s = in_conflict(mine, theirs, ring=ring, attackers=["Matsu Berserker"])
    else:
        s = in_conflict(theirs, mine, ring=ring, attackers=["Hida Kisada"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Leniency", "a1:effect", "a1:trigger", "a1:when", "a1:target")
def test_leniency_instead_of_the_ring_effect_puts_a_cheap_character_from_a_province_into_play():
    s = _leniency()
    pass_until(s, "trigger", 0)
    s.pick("Leniency")
    assert s.legal() == ["Brash Samurai (province 1)"]  # cost 2; Doji Challenger costs 3; facedown cards are no choice
    s.pick("Brash Samurai")
    c = s.card("Brash Samurai")
    assert c.zone == "play" and c.controller == 0
    assert s.card("Doji Whisperer").bowed  # the Water ring's effect did not resolve
    assert s.game.pending is None or s.game.pending.context != "ring_effect"


@pytest.mark.covers("Leniency", "a1:when", "a1:target", "a1:limit")
def test_leniency_not_for_an_opponents_ring_effect_nor_without_a_cheap_character():
    s = _leniency(attacker=1)
    run_conflict_out(s, "Leniency")
    s = _leniency(cards=("Doji Challenger", "Hida Kisada"))
    run_conflict_out(s, "Leniency")
    assert _limits("16-leniency") == ["once per round"]


# ------------------------------------------------------------------ Unveiled Destiny
def _destiny(role="Seeker of Fire", attackers=("Brash Samurai",), ring="air"):
    s = in_conflict(dict(characters=[dict(name="Brash Samurai", attachments=["Unveiled Destiny"]), "Doji Whisperer"],
                         role=role),
                    dict(characters=["Eager Scout"]), ring=ring, attackers=list(attackers))
    s.build()
    return s


@pytest.mark.covers("Unveiled Destiny", "a1:effect")
def test_unveiled_destiny_the_contested_ring_gains_your_roles_element_while_its_character_attacks():
    """Rules Reference "Role Cards", "Rings": the ring has both elements."""
    s = _destiny()
    assert ring_elements(s.state, "air") == ["air", "fire"]
    assert conflict_elements(s.state) == ["air", "fire"]
    assert skills(s, "Brash Samurai") == (3, 2)  # +1 military, +1 political
    assert ring_elements(_destiny(role="Keeper of Earth").state, "air") == ["air", "earth"]


@pytest.mark.covers("Unveiled Destiny", "a1:effect")
def test_unveiled_destiny_nothing_while_its_character_does_not_attack_or_without_a_role():
    s = _destiny(attackers=("Doji Whisperer",))
    assert ring_elements(s.state, "air") == ["air"]
    assert ring_elements(_destiny(role=None).state, "air") == ["air"]
    s = in_conflict(dict(characters=["Hida Kisada"], role="Seeker of Fire"),
                    dict(characters=[dict(name="Brash Samurai", attachments=["Unveiled Destiny"])]),
                    attackers=["Hida Kisada"], defenders=["Brash Samurai"])
    s.build()
    assert ring_elements(s.state, "air") == ["air"]  # a defender's: no element gained


@pytest.mark.covers("Unveiled Destiny", "a1:effect")
def test_unveiled_destiny_the_winner_chooses_which_ring_effect_to_resolve():
    """Appendix I 3.2.6 / Rules Reference "Ring Effects": a ring with several elements: the
    resolving player chooses one of them."""
    s = in_conflict(dict(characters=[dict(name="Brash Samurai", attachments=["Unveiled Destiny"])],
                         role="Seeker of Fire"),
                    dict(characters=["Eager Scout"]), attackers=["Brash Samurai"])
    s.start("3.2.2")
    pass_until(s, "ring_element", 0)
    labels = " ".join(o.label.lower() for o in s.game.pending.options)
    assert "fire" in labels and "air" in labels


# ------------------------------------------------------------------ The Fires of Justice
def _fires(type="military", p0=("Matsu Berserker",), attackers=("Matsu Berserker",)):
    s = in_conflict(dict(characters=list(p0), hand=["The Fires of Justice"], fate=2),
                    dict(characters=[dict(name="Eager Scout", fate=2), "Doji Whisperer",
                                     dict(name="Brash Samurai", fate=1)], fate=5),
                    type=type, attackers=list(attackers), defenders=["Eager Scout", "Doji Whisperer"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("The Fires of Justice", "a1:effect", "a1:trigger", "a1:when", "a1:target", "a1:select")
def test_the_fires_of_justice_the_opponent_chooses_you_remove_all_its_fate():
    s = _fires()
    pass_until(s, "trigger", 0)
    s.pick("The Fires of Justice")
    assert s.game.pending.player == 1  # your opponent chooses
    assert sorted(s.legal()) == ["Doji Whisperer", "Eager Scout"]  # their participants (Brash Samurai is home)
    s.pick("Eager Scout")
    assert s.game.pending.player == 0 and s.game.pending.context == "select"
    s.pick("remove all fate")
    assert s.card("Eager Scout").fate == 0 and s.state.players[1].fate == 5


@pytest.mark.covers("The Fires of Justice", "a1:effect", "a1:select")
def test_the_fires_of_justice_or_you_move_any_amount_from_the_opponents_pool():
    """Rules Reference "Select": removing fate from a character with none would change nothing,
    so only the other option is left (selected at once)."""
    s = _fires()
    pass_until(s, "trigger", 0)
    s.pick("The Fires of Justice")
    s.pick("Doji Whisperer")
    assert s.game.pending.player == 0 and s.game.pending.context == "amount"
    assert s.legal() == ["1", "2", "3", "4", "5"]
    s.game.answer(next(o.id for o in s.game.pending.options if o.label == "3"))
    assert s.card("Doji Whisperer").fate == 3 and s.state.players[1].fate == 2
    assert s.state.players[0].fate == 0  # the event's cost


@pytest.mark.covers("The Fires of Justice", "a1:when", "a1:limit")
def test_the_fires_of_justice_only_after_you_win_a_military_conflict():
    s = _fires(type="political", p0=("Doji Challenger", "Kakita Asami"),
               attackers=("Doji Challenger", "Kakita Asami"))  # won (6 against 3), but political
    run_conflict_out(s, "The Fires of Justice")
    s = _fires(p0=("Eager Scout",), attackers=("Eager Scout",))  # 0 against 0: you do not win
    run_conflict_out(s, "The Fires of Justice")
    assert _limits("16-the-fires-of-justice") == ["once per round"]


# ------------------------------------------------------------------ Smuggling Deal
def _smuggling(give, limit=None):
    """Doji Challenger (yours) has a test-only action: gain 1 fate (once per round, or ``limit``)."""
    kw = {} if limit is None else {"limit": limit}
    give(Action(Effect("gain_fate", on="player"), text="gain 1 fate", **kw))
    s = Quiet()
    s.player(0, characters=["Doji Challenger", "Kakita Asami"], hand=["Smuggling Deal", "Banzai!"], fate=0)
    s.player(1, characters=["Miya Mystic"], hand=["Banzai!"], fate=1)
    s.start("conflict")
    my_turn(s)
    return s


@pytest.mark.covers("Smuggling Deal", "a1:effect", "a1:target", "a1:cost")
def test_smuggling_deal_gives_1_honor_and_a_chosen_ability_may_be_used_once_more(give):
    """Rules Reference "Cost": giving the honor comes before the dash, so it is the cost."""
    s = _smuggling(give)
    s.pick("Doji Challenger: gain 1 fate")
    my_turn(s)
    assert not can_use(s, 0, "Doji Challenger: gain 1 fate")  # once per round
    s.pick("Smuggling Deal")
    assert s.legal() == ["Doji Challenger: gain 1 fate", "Kakita Asami: take 1 honor from your opponent"]
    s.pick("Doji Challenger: gain 1 fate")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (9, 11)
    dc = s.uid("Doji Challenger")
    assert (extra_uses(s.game, dc, 0), extra_uses(s.game, dc, 1)) == (1, 0)  # that ability alone
    my_turn(s)
    s.pick("Doji Challenger: gain 1 fate")
    assert s.state.players[0].fate == 2
    assert not can_use(s, 0, "Doji Challenger: gain 1 fate")  # one additional time only


@pytest.mark.covers("Smuggling Deal", "a1:target")
def test_smuggling_deal_only_an_ability_on_a_character_you_control(give):
    s = _smuggling(give)
    g = s.game
    ctx = {"player": 0, "card": s.uid("Smuggling Deal")}
    labels = [PrintedAbilityTarget(controller="self").label(g, i)
              for i in PrintedAbilityTarget(controller="self").candidates(g, ctx)]
    assert any(x.startswith("Doji Challenger") for x in labels)
    assert not any(x.startswith("Miya Mystic") for x in labels)  # an opponent's character
    assert any(x.startswith("Miya Mystic") for x in (PrintedAbilityTarget().label(g, i)
                                                      for i in PrintedAbilityTarget().candidates(g, ctx)))


@pytest.mark.covers("Smuggling Deal", "a1:effect")
def test_smuggling_deal_the_extra_use_is_for_that_ability_alone_not_a_max(give):
    """Rules Reference "Limits and Maximums": a "Max" is never raised."""
    s = _smuggling(give, limit=Limit(1, "round", per_title=True))
    s.pick("Doji Challenger: gain 1 fate")
    my_turn(s)
    s.pick("Smuggling Deal")
    s.pick("Doji Challenger: gain 1 fate")
    assert s.state.players[0].honor == 9  # played
    assert not can_use(s, 0, "Doji Challenger: gain 1 fate")


# ------------------------------------------------------------------ Kujira's Hireling
def _hireling(fate=(2, 2)):
    s = Quiet()
    s.player(0, characters=["Kujira's Hireling"], fate=fate[0], hand=["Banzai!"])
    s.player(1, characters=["Doji Whisperer"], fate=fate[1], hand=["Banzai!"])
    s.start("conflict")
    return s


@pytest.mark.covers("Kujira's Hireling", "a1:effect", "a1:cost", "a1:select")
def test_kujiras_hireling_any_player_may_spend_1_fate_for_plus_or_minus_1_skills():
    """The card's text over Rules Reference "Triggered Abilities" (triggered by their controller):
    any player may trigger it, paying the cost and choosing."""
    s = _hireling()
    my_turn(s, 1)
    assert can_use(s, 1, "Kujira's Hireling")
    s.pick("Kujira's Hireling")
    assert s.game.pending.player == 1 and s.game.pending.context == "select"
    s.pick("-1 military")
    assert skills(s, "Kujira's Hireling") == (0, 0)
    assert (s.state.players[0].fate, s.state.players[1].fate) == (2, 1)
    my_turn(s, 0)
    s.pick("Kujira's Hireling")
    s.pick("+1 military")
    assert skills(s, "Kujira's Hireling") == (1, 1)
    assert s.state.players[0].fate == 1


@pytest.mark.covers("Kujira's Hireling", "a1:effect")
def test_kujiras_hireling_the_change_lasts_until_the_end_of_the_phase():
    s = _hireling()
    my_turn(s, 0)
    s.pick("Kujira's Hireling")
    s.pick("+1 military")
    assert skills(s, "Kujira's Hireling") == (2, 2)
    while s.state.phase == "conflict":
        s.game.answer("pass") if "pass" in [o.id for o in s.game.pending.options] else skip(s)
    assert skills(s, "Kujira's Hireling") == (1, 1)


@pytest.mark.covers("Kujira's Hireling", "a1:cost", "a1:limit")
def test_kujiras_hireling_needs_1_fate_and_has_no_limit():
    s = _hireling(fate=(3, 0))
    my_turn(s, 0)
    assert not can_use(s, 1, "Kujira's Hireling")  # no fate to spend
    for _ in range(3):
        my_turn(s, 0)
        s.pick("Kujira's Hireling")
        s.pick("+1 military")
    assert skills(s, "Kujira's Hireling") == (4, 4) and s.state.players[0].fate == 0
    assert _limits("16-kujira-s-hireling") == ["no limit per round"]


# ------------------------------------------------------------------ Warm Welcome
def _welcome(discard=("Banzai!",), bids=(1, 3), conflict=True):
    p0 = dict(characters=["Matsu Berserker", "Brash Samurai"], hand=["Warm Welcome"], fate=3,
              conflict_discard=list(discard), bid=bids[0])
    p1 = dict(characters=["Eager Scout"], bid=bids[1], **WAITS)
    if conflict:
        s = in_conflict(p0, p1, attackers=["Matsu Berserker"])
        s.start("3.2.2")
    else:
        s = Quiet()
        s.player(0, **p0)
        s.player(1, **p1)
        s.start("conflict")
    my_turn(s)
    return s


@pytest.mark.covers("Warm Welcome", "a2:effect", "a2:target")
def test_warm_welcome_plays_an_event_from_the_discard_pile_which_then_goes_to_the_deck_bottom():
    """Rules Reference "Play Restrictions and Permissions": played as if in hand, its cost paid."""
    s = _welcome()
    s.pick("Warm Welcome")
    # Warm Welcome itself is in the pile already, but no choice
    assert s.legal() == ["Banzai! (conflict discard pile)"]
    s.pick("Banzai!")
    s.pick("Matsu Berserker")  # Banzai!'s own target
    while s.game.pending.context != "conflict_action":
        skip(s)  # (Banzai!: do not lose honor to resolve it again)
    assert skills(s, "Matsu Berserker")[0] == 5
    banzai = s.card("Banzai!", 0)
    assert banzai.zone == "conflict_deck" and s.state.players[0].conflict_deck[0] == banzai.uid  # the bottom
    assert s.card("Warm Welcome").zone == "conflict_discard"
    assert s.state.players[0].fate == 2  # 1 for Warm Welcome, 0 for Banzai!


@pytest.mark.covers("Warm Welcome", "a2:effect")
def test_warm_welcome_an_attachment_is_played_and_stays_in_play():
    s = _welcome(discard=("Fine Katana",))
    s.pick("Warm Welcome")
    s.pick("Fine Katana")
    s.pick("Brash Samurai")
    assert s.card("Fine Katana").zone == "attached" and s.card("Fine Katana").attached_to == s.uid("Brash Samurai")
    assert s.state.players[0].fate == 2  # 1 for Warm Welcome, 0 for Fine Katana


@pytest.mark.covers("Warm Welcome", "a2:effect", "a2:target")
def test_warm_welcome_a_card_that_cannot_be_played_now_stays_in_the_pile():
    s = _welcome(conflict=False)  # Banzai! is played only during a conflict
    s.pick("Warm Welcome")
    s.pick("Banzai!")
    assert s.card("Banzai!", 0).zone == "conflict_discard"
    assert s.card("Warm Welcome").zone == "conflict_discard"


@pytest.mark.covers("Warm Welcome", "a1:play_restriction")
def test_warm_welcome_only_if_your_honor_bid_is_lower():
    """Rules Reference "Bid Value": the dials as set."""
    assert can_use(_welcome(), 0, "Warm Welcome")
    s = in_conflict(dict(characters=["Matsu Berserker"], hand=["Warm Welcome"], fate=3,
                         conflict_discard=["Banzai!"], bid=2), dict(characters=["Eager Scout"], bid=2),
                    attackers=["Matsu Berserker"])
    s.build()
    assert not can_use(s, 0, "Warm Welcome")


# ------------------------------------------------------------------ Hand to Hand
def _hand_to_hand(type="military", start=True):
    s = in_conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Fine Katana"]),
                                     dict(name="Doji Challenger", attachments=["Seal of the Crab"])],
                         hand=["Hand to Hand", "Banzai!"], fate=1),
                    dict(characters=[dict(name="Brash Samurai", attachments=["Ornate Fan", "Watch Commander"]),
                                     dict(name="Doji Whisperer", attachments=["Cloud the Mind"])], **WAITS),
                    type=type, attackers=["Matsu Berserker"], defenders=["Brash Samurai"])
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Hand to Hand", "a1:effect", "a1:target", "a1:condition", "a1:then")
def test_hand_to_hand_discards_an_attachment_on_a_participant_then_the_players_take_turns():
    s = _hand_to_hand()
    my_turn(s)
    s.pick("Hand to Hand")
    assert sorted(s.legal()) == ["Fine Katana", "Ornate Fan", "Watch Commander"]  # not on characters at home
    s.pick("Ornate Fan")
    assert s.card("Ornate Fan").zone == "conflict_discard"
    d = s.game.pending
    assert d.player == 1 and d.context == "resolve_in_turn"  # if you do, your opponent may resolve it
    assert sorted(s.legal()) == ["Do not resolve it", "Fine Katana", "Watch Commander"]
    s.pick("Fine Katana")
    assert s.card("Fine Katana").zone == "conflict_discard"
    assert s.game.pending.player == 0 and s.game.pending.context == "resolve_in_turn"  # and so on, in turn
    s.pick("Watch Commander")
    assert s.card("Watch Commander").zone == "conflict_discard"
    assert s.game.pending.context != "resolve_in_turn"  # nothing left on participants
    assert s.card("Seal of the Crab").zone == "attached" and s.card("Cloud the Mind").zone == "attached"


@pytest.mark.covers("Hand to Hand", "a1:then")
def test_hand_to_hand_ends_when_a_player_declines():
    s = _hand_to_hand()
    my_turn(s)
    s.pick("Hand to Hand")
    s.pick("Watch Commander")
    s.pick("Do not resolve it")
    assert s.game.pending.context != "resolve_in_turn"
    assert s.card("Fine Katana").zone == "attached" and s.card("Ornate Fan").zone == "attached"


@pytest.mark.covers("Hand to Hand", "a1:condition")
def test_hand_to_hand_only_during_a_military_conflict():
    assert can_use(_hand_to_hand(start=False), 0, "Hand to Hand")
    assert not can_use(_hand_to_hand(type="political", start=False), 0, "Hand to Hand")
    s = Quiet()
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Fine Katana"])], hand=["Hand to Hand"])
    s.player(1)
    s.build()
    assert not can_use(s, 0, "Hand to Hand")
