"""Duels (Appendix I "Duel Timing" D.1-D.9), forced ability ordering
("Forced", "Priority of Simultaneous Resolution"), "then" effects and
nested ability sequences, with test-only card definitions."""

import pytest

from l5r.lcg.abilities import CardDef
from l5r.lcg.game import RULES
from l5r.lcg.vocab import Action, Duel, Effect, Reaction, Target, during_conflict, event_is
from l5r.testing import Scenario

CHALLENGER = "01-doji-challenger"  # a character used as a test host for abilities


@pytest.fixture
def duelist(monkeypatch):
    ab = Action(Duel("military", winner="honor", loser="bow"), conflict="any",
                target=Target(controller="opponent", where="participating"), text="duel")
    monkeypatch.setitem(RULES.cards, CHALLENGER, CardDef(CHALLENGER, (ab,)))


def duel_scenario(bid0, bid1, p1_hand=()):
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"], honor=10)
    s.player(1, characters=["Matsu Berserker"], honor=10, hand=list(p1_hand), fate=3 if p1_hand else 0)
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Challenger"],
               defenders=["Matsu Berserker"])
    s.start("3.2.2")
    s.pass_()  # defender first
    s.pick("Doji Challenger: duel")
    s.pick("Matsu Berserker")
    assert s.game.pending.context == "honor_bid"
    # D.3: secret bids, collected from each player before any is revealed
    assert s.game.pending.player == 0 and s.game.pending.secret
    s.pick(str(bid0))
    assert s.game.view(1)["pending"] == {"player": 1, "context": "honor_bid", "secret": True} or \
        s.game.pending.player == 1
    assert s.state.players[0].bid != bid0 or bid0 == 0  # not revealed yet
    s.pick(str(bid1))
    return s


def test_rrg_duel_d7_stat_plus_bid_higher_total_wins_d8_results(duelist):
    # Doji Challenger 3 mil + bid 5 = 8 against Matsu Berserker 3 mil + bid 1 = 4
    s = duel_scenario(5, 1)
    assert s.card("Doji Challenger").status == 1  # winner honored
    assert s.card("Matsu Berserker").bowed  # loser bowed
    # D.5: the higher bidder gave the difference
    assert s.state.players[0].honor == 6 and s.state.players[1].honor == 14
    assert s.state.players[0].bid == 5 and s.state.players[1].bid == 1  # D.4 dials revealed


def test_rrg_duel_d7_tie_no_winner_no_loser(duelist):
    s = duel_scenario(2, 2)
    assert s.card("Doji Challenger").status == 0
    assert not s.card("Matsu Berserker").bowed
    assert s.state.players[0].honor == 10 and s.state.players[1].honor == 10


def test_rrg_duel_d1_target_must_participate(duelist):
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"])
    s.player(1, characters=["Matsu Berserker", "Eager Scout"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Challenger"],
               defenders=["Matsu Berserker"])
    s.start("3.2.2")
    s.pass_()
    s.pick("Doji Challenger: duel")
    s.assert_legal("Matsu Berserker")
    s.assert_not_legal("Eager Scout")


def test_rrg_forced_reactions_resolve_first_and_first_player_orders_them(monkeypatch):
    """Two forced reactions to the same moment: the first player chooses the
    order, regardless of who controls them."""
    gain = Reaction("phase_begin", Effect("gain_fate", on="player", amount=1), forced=True,
                    when=event_is(phase="draw"))
    monkeypatch.setitem(RULES.cards, "01-eager-scout", CardDef("01-eager-scout", (gain,)))
    s = Scenario(first_player=1)
    s.player(0, characters=["Eager Scout"], fate=0)
    s.player(1, characters=["Eager Scout"], fate=0)
    s.start("draw")
    d = s.game.pending
    assert d.context == "forced_order" and d.player == 1
    s.pick(d.options[0].id)
    assert s.state.players[0].fate + s.state.players[1].fate == 2


def test_rrg_then_resolves_only_if_the_first_effect_resolved(monkeypatch):
    ab = Action(Effect("bow"), target=Target(action="bow"), then=(Effect("gain_honor", on="player", amount=2),),
                text="bow then honor")
    monkeypatch.setitem(RULES.cards, CHALLENGER, CardDef(CHALLENGER, (ab,)))
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"], honor=10)
    s.player(1, characters=["Matsu Berserker", dict(name="Eager Scout", bowed=True)])
    s.start("draw")
    s.pick("1")
    s.pick("1")
    s.pick("Doji Challenger: bow then honor")
    s.assert_not_legal("Eager Scout")  # a bowed character cannot be chosen to bow (Target)
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").bowed
    assert s.state.players[0].honor == 12


def test_rrg_target_up_to_x_may_choose_zero_or_more(monkeypatch):
    ab = Action(Effect("bow"), target=Target(action="bow", count=2, up_to=True), text="bow up to 2")
    monkeypatch.setitem(RULES.cards, CHALLENGER, CardDef(CHALLENGER, (ab,)))
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"])
    s.player(1, characters=["Matsu Berserker", "Eager Scout", "Doji Whisperer"])
    s.start("draw")
    s.pick("1")
    s.pick("1")
    s.pick("Doji Challenger: bow up to 2")
    d = s.game.pending
    assert d.kind == "choose_many" and d.min == 0 and d.max == 2
    s.pick_many("Matsu Berserker", "Eager Scout")
    assert s.card("Matsu Berserker").bowed and s.card("Eager Scout").bowed
    assert not s.card("Doji Whisperer").bowed


def test_rrg_select_one_offers_options_that_change_the_game_state(monkeypatch):
    ab = Action(select=(("gain 1 fate", (Effect("gain_fate", on="player"),)),
                        ("gain 2 honor", (Effect("gain_honor", on="player", amount=2),))),
                text="select")
    monkeypatch.setitem(RULES.cards, CHALLENGER, CardDef(CHALLENGER, (ab,)))
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"], honor=10)
    s.player(1)
    s.start("draw")
    s.pick("1")
    s.pick("1")
    s.pick("Doji Challenger: select")
    assert s.game.pending.context == "select"
    s.pick("gain 2 honor")
    assert s.state.players[0].honor == 12


def test_rrg_immune_card_cannot_be_targeted_by_that_kind_of_effect(monkeypatch):
    ab = Action(Effect("bow"), target=Target(action="bow"), text="bow one")
    monkeypatch.setitem(RULES.cards, CHALLENGER, CardDef(CHALLENGER, (ab,)))
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"])
    s.player(1, characters=["Matsu Berserker", "Eager Scout"])
    s.start("draw")
    b = s.card("Matsu Berserker")
    s.state.lasting.append({"type": "cannot", "actions": ["character_effects"],
                            "targets": [[b.uid, b.instance]], "until": "round"})
    s.pick("1")
    s.pick("1")
    s.pick("Doji Challenger: bow one")
    s.assert_not_legal("Matsu Berserker")
    s.assert_legal("Eager Scout")


def test_rrg_word_to_post_effect_needs_pre_effect(monkeypatch):
    from l5r.lcg.vocab import To
    ab = Action(To(Effect("remove_fate", on="self"), (Effect("gain_honor", on="player", amount=3),)),
                text="to")
    monkeypatch.setitem(RULES.cards, CHALLENGER, CardDef(CHALLENGER, (ab,)))
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Challenger", fate=0)], honor=10)
    s.player(1)
    s.start("draw")
    s.pick("1")
    s.pick("1")
    # no fate to remove: the ability cannot change the game state, so it is not offered
    s.assert_not_legal("Doji Challenger: to")


def test_rrg_word_to_resolves_both_when_pre_effect_resolves(monkeypatch):
    from l5r.lcg.vocab import To
    ab = Action(To(Effect("remove_fate", on="self"), (Effect("gain_honor", on="player", amount=3),)),
                text="to")
    monkeypatch.setitem(RULES.cards, CHALLENGER, CardDef(CHALLENGER, (ab,)))
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Challenger", fate=1)], honor=10)
    s.player(1)
    s.start("draw")
    s.pick("1")
    s.pick("1")
    s.pick("Doji Challenger: to")
    assert s.card("Doji Challenger").fate == 0
    assert s.state.players[0].honor == 13


@pytest.fixture
def political_duelist(monkeypatch):
    from l5r.lcg.vocab import duel_target
    ab = Action(Duel("political", winner="honor", loser="dishonor"), conflict="any",
                target=duel_target("political"), text="duel")
    monkeypatch.setitem(RULES.cards, CHALLENGER, CardDef(CHALLENGER, (ab,)))


def test_rrg_duel_d2_d6_dash_character_cannot_be_challenged_in_that_skill(political_duelist):
    """"Dash (-)": Matsu Berserker has a political dash: no political duel with it."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"], hand=["Fine Katana"])
    s.player(1, characters=["Matsu Berserker", "Doji Whisperer"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Challenger"],
               defenders=["Matsu Berserker", "Doji Whisperer"])
    s.start("3.2.2")
    s.pass_()
    s.pick("Doji Challenger: duel")
    s.assert_not_legal("Matsu Berserker")
    s.assert_legal("Doji Whisperer")


def test_rrg_duel_d3_d4_bids_are_secret_until_both_are_chosen_then_revealed(duelist):
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"], bid=2)
    s.player(1, characters=["Matsu Berserker"], bid=2)
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Challenger"],
               defenders=["Matsu Berserker"])
    s.start("3.2.2")
    s.pass_()
    s.pick("Doji Challenger: duel")
    s.pick("Matsu Berserker")
    s.pick("bid 4")
    # D.3: player 1 decides without seeing player 0's bid; the dials still show the old bids
    assert s.game.pending.player == 1
    assert s.game.view(1)["players"][0]["bid"] == 2
    assert "bids" not in str(s.game.view(1))
    s.pick("bid 1")
    # D.4: both revealed together
    assert (s.state.players[0].bid, s.state.players[1].bid) == (4, 1)


BERSERKER = "01-matsu-berserker"


@pytest.fixture
def leaves_on_transfer(monkeypatch):
    """The challenged Matsu Berserker (test definition) discards itself after
    honor is transferred: it leaves play during the duel (D.5)."""
    ab = Reaction("transfer_honor", Effect("discard", on="self"), forced=True, text="discard itself")
    monkeypatch.setitem(RULES.cards, BERSERKER, CardDef(BERSERKER, (ab,)))


@pytest.fixture
def home_on_transfer(monkeypatch):
    """The challenged Matsu Berserker (test definition) moves home after honor
    is transferred: it stops participating during the duel (D.5)."""
    ab = Reaction("transfer_honor", Effect("move_home", on="self"), forced=True, text="go home")
    monkeypatch.setitem(RULES.cards, BERSERKER, CardDef(BERSERKER, (ab,)))


def test_duel_decision_a_duelist_that_leaves_play_is_no_longer_involved(duelist, leaves_on_transfer):
    """"In Play and Out of Play" and D.6-D.8 (decision in l5r.lcg.duel): the
    Berserker leaves play at D.5; its side's statistic is 0, so its controller's
    total is the bid alone (3) against 3 + 1 = 4; it is not the loser, and the
    challenger wins (honored, not bowed)."""
    s = duel_scenario(1, 3, p1_hand=["Fine Katana"])  # player 1 may act after the duel: the conflict goes on
    assert s.game.pending.context == "conflict_action"
    assert s.card("Matsu Berserker").zone == "dynasty_discard"
    assert any("Duel totals 4-3" in line for line in s.log)
    challenger = s.card("Doji Challenger")
    assert challenger.status == 1 and not challenger.bowed


def test_duel_decision_the_remaining_duelist_can_lose_to_a_departed_one(duelist, leaves_on_transfer):
    """Decision in l5r.lcg.duel: the departed duelist's controller may still have
    the higher total (bid 5 against 3 + 1): there is no winner, and the
    remaining duelist is the loser (bowed)."""
    s = duel_scenario(1, 5, p1_hand=["Fine Katana"])
    assert s.game.pending.context == "conflict_action"
    assert any("Duel totals 4-5" in line for line in s.log)
    challenger = s.card("Doji Challenger")
    assert challenger.bowed and challenger.status == 0


def test_duel_decision_a_duelist_moved_home_is_still_involved(duelist, home_on_transfer):
    """D.1 requires participants only to initiate; D.6 takes the current value
    (decision in l5r.lcg.duel): the Berserker, moved home at D.5, duels with its
    3 military: 3 + 3 = 6 beats 3 + 1, so the challenger loses (bowed) and the
    Berserker wins (honored)."""
    s = duel_scenario(1, 3, p1_hand=["Fine Katana"])
    assert s.game.pending.context == "conflict_action"
    berserker = s.card("Matsu Berserker")
    assert berserker.zone == "play" and berserker.uid not in s.state.conflict.defenders
    assert any("Duel totals 4-6" in line for line in s.log)
    assert s.card("Doji Challenger").bowed and berserker.status == 1


def test_rrg_duel_d5_higher_bidder_gives_the_difference(duelist):
    s = duel_scenario(1, 4)
    assert s.state.players[0].honor == 13 and s.state.players[1].honor == 7


def test_rrg_duel_d6_statistic_includes_modifiers_and_honored_status(duelist):
    # Doji Challenger 3 mil + Fine Katana 2 = 5, + bid 1 = 6 against Berserker 3 + bid 2 = 5
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Challenger", attachments=["Fine Katana"])])
    s.player(1, characters=["Matsu Berserker"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Challenger"],
               defenders=["Matsu Berserker"])
    s.start("3.2.2")
    s.pass_()
    s.pick("Doji Challenger: duel")
    s.pick("Matsu Berserker")
    s.pick("bid 1")
    s.pick("bid 2")
    assert s.card("Matsu Berserker").bowed  # the challenger won 6-5
    assert any("Duel totals 6-5" in line for line in s.log)


def test_rrg_duel_d9_ends_and_returns_to_the_action_window_next_player(duelist):
    """D.9: after the duel, the next player in the action window acts; effects
    lasting "until the end of the duel" expire."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"])
    s.player(1, characters=["Matsu Berserker"], hand=["Fine Katana"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Challenger"],
               defenders=["Matsu Berserker"])
    s.start("3.2.2")
    s.pass_()  # defender
    s.pick("Doji Challenger: duel")
    s.pick("Matsu Berserker")
    c = s.card("Doji Challenger")
    s.state.lasting.append({"type": "modify", "stat": "military", "op": "add", "value": 5,
                            "targets": [[c.uid, c.instance]], "until": "duel"})
    s.pick("bid 1")
    s.pick("bid 1")
    assert not any(e.get("until") == "duel" for e in s.state.lasting)
    assert s.game.pending.context == "conflict_action" and s.game.pending.player == 1


def test_rrg_3_5_conflict_phase_ends_phase_effects_expire_then_fate_phase():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", fate=1)])
    s.player(1)
    s.start("conflict")
    c = s.card("Matsu Berserker")
    s.state.lasting.append({"type": "modify", "stat": "military", "op": "add", "value": 1,
                            "targets": [[c.uid, c.instance]], "until": "phase"})
    s.pass_()  # pass both conflict opportunities
    while s.state.phase == "conflict" and s.game.pending is not None:
        if s.game.pending.context == "imperial_favor":
            s.pick("military")
        else:
            s.pass_()
    assert s.state.phase in ("fate", "dynasty", "draw")
    assert not any(e.get("until") == "phase" for e in s.state.lasting)
    assert any("Fate phase begins" in line for line in s.log)
