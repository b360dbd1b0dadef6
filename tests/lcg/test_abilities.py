"""The ability framework, proven with real Core Set cards (Rules Reference
"Ability", "Action", "Interrupts", "Reactions", "Cancel", "Replacement
Effects", "Lasting Effects", "Limit X per [period]", "Max X per [period]",
"Cost", "Target", "Nested Ability Sequences", "Initiating Abilities")."""

import pytest

from l5r.lcg.model import skill
from l5r.testing import Scenario


def conflict_scenario(**p0):
    s = Scenario(first_player=0)
    s.player(0, **p0)
    return s


@pytest.mark.covers('Shiro Nishiyama', 'a1:effect', 'a1:cost')
def test_rrg_action_once_per_round_shiro_nishiyama_bow_cost_and_lasting_effect():
    """Shiro Nishiyama: bow the stronghold (cost) - defenders get +1/+1 until
    the end of the conflict; an action is usable once per round by default."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"])
    s.player(1, characters=["Eager Scout", "Matsu Berserker"], stronghold="Shiro Nishiyama")
    s.conflict(attacker=0, type="political", ring="air", attackers=["Doji Whisperer"],
               defenders=["Eager Scout"])
    s.start("3.2.2")
    assert s.game.pending.player == 1  # the defender acts first (3.2.2)
    scout = s.card("Eager Scout")
    berserker = s.card("Matsu Berserker")
    before = skill(s.state, scout, "political"), skill(s.state, berserker, "political")
    s.pick("Shiro Nishiyama")
    assert s.state.cards[s.state.players[1].stronghold].bowed
    assert skill(s.state, scout, "political") == before[0] + 1
    assert skill(s.state, scout, "military") == 0 + 1
    assert skill(s.state, berserker, "political") == before[1]  # not defending
    # used once this round: readying the stronghold does not allow a second use
    s.state.cards[s.state.players[1].stronghold].bowed = False
    s.assert_not_legal("Shiro Nishiyama")


def test_rrg_lasting_effects_only_affect_cards_present_and_expire_at_end_of_conflict():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Fine Katana"])  # keeps the window open
    s.player(1, characters=["Eager Scout", "Matsu Berserker"], stronghold="Shiro Nishiyama")
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Whisperer"],
               defenders=["Eager Scout"])
    s.start("3.2.2")
    s.pick("Shiro Nishiyama")
    berserker = s.card("Matsu Berserker")
    s.state.conflict.defenders.append(berserker.uid)  # joins after the effect was created
    assert skill(s.state, berserker, "military") == 3
    scout = s.card("Eager Scout")
    assert skill(s.state, scout, "military") == 1
    while s.state.conflict is not None and s.game.pending is not None:
        s.pick(s.game.pending.options[-1].id)
    assert skill(s.state, scout, "military") == 0  # expired with the conflict (3.3)


@pytest.mark.covers('Reprieve', 'a1:effect', 'a1:trigger')
def test_rrg_replacement_effect_reprieve_discards_itself_instead():
    """Reprieve: when the attached character would leave play, discard Reprieve instead."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Reprieve"])])
    s.player(1)
    s.start("4.2")  # no fate: the whisperer would be discarded
    assert s.game.pending.context == "trigger"
    s.pick("Reprieve")
    st = s.state
    whisperer = s.card("Doji Whisperer")
    assert whisperer.zone == "play"
    assert s.card("Reprieve").zone == "conflict_discard"


def test_rrg_interrupt_is_optional_and_passing_lets_the_event_resolve():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Reprieve"])])
    s.player(1)
    s.start("4.2")
    s.pass_()
    assert s.card("Doji Whisperer").zone == "dynasty_discard"
    assert s.card("Reprieve").zone == "conflict_discard"  # discarded with its host


def test_rrg_cost_honor_and_target_printed_cost_assassination():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Assassination"], honor=10)
    s.player(1, characters=["Eager Scout", "Doji Challenger"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Whisperer"],
               defenders=["Eager Scout"])
    s.start("3.2.2")
    s.pass_()  # defender passes
    s.pick("Assassination")
    # Doji Challenger has printed cost 3: not an eligible target
    s.assert_not_legal("Doji Challenger")
    scout = s.uid("Eager Scout")
    s.pick("Eager Scout")
    assert s.state.players[0].honor == 7
    assert s.state.cards[scout].zone == "dynasty_discard"
    assert s.card("Assassination").zone == "conflict_discard"


def test_rrg_cost_cannot_be_paid_assassination_needs_3_honor():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Assassination"], honor=2)
    s.player(1, characters=["Eager Scout"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Whisperer"],
               defenders=["Eager Scout"])
    s.start("3.2.2")
    assert s.game.pending is None or "Assassination" not in " ".join(s.legal())


def test_rrg_max_per_round_counts_all_copies_by_title():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Assassination", "Assassination"], honor=12)
    s.player(1, characters=["Eager Scout", "Doji Whisperer"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Whisperer"],
               defenders=["Eager Scout"])
    s.start("3.2.2")
    s.pass_()
    s.pick("Assassination")
    s.pick("Eager Scout")
    # the defender may act; when the attacker acts again, the second copy is not legal
    if s.game.pending.player == 1:
        s.pass_()
    s.assert_not_legal("Assassination")


def test_rrg_cancel_voice_of_honor_cancels_event_costs_stay_paid():
    """Cancel: the event's costs remain paid and it is discarded, but its
    effects do not resolve; the use counts against Max 1 per round."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Assassination"], honor=10)
    s.player(1, characters=["Eager Scout", dict(name="Matsu Berserker", status="honored")],
             hand=["Voice of Honor"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Whisperer"],
               defenders=["Eager Scout"])
    s.start("3.2.2")
    s.pass_()
    s.pick("Assassination")
    s.pick("Eager Scout")
    assert s.game.pending.player == 1 and s.game.pending.context == "trigger"
    s.pick("Voice of Honor")
    assert s.card("Eager Scout").zone == "play"
    assert s.state.players[0].honor == 7
    assert s.card("Assassination").zone == "conflict_discard"
    assert s.card("Voice of Honor").zone == "conflict_discard"


def test_rrg_cancel_requires_its_condition_voice_of_honor():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Assassination"], honor=10)
    s.player(1, characters=["Eager Scout"], hand=["Voice of Honor"])  # no honored characters
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Whisperer"],
               defenders=["Eager Scout"])
    s.start("3.2.2")
    s.pass_()
    scout = s.uid("Eager Scout")
    s.pick("Assassination")
    s.pick("Eager Scout")
    assert s.state.cards[scout].zone == "dynasty_discard"


def test_rrg_interrupt_when_province_is_broken_the_art_of_war_draws_first():
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, provinces=["The Art of War", "Night Raid", "Ancestral Lands", "Pilgrimage",
                           "Meditations on the Tao"])
    s.conflict(attacker=0, type="military", ring="earth", province=0, attackers=["Matsu Berserker"])
    s.start("3.2.2")
    hand = len(s.state.players[1].hand)
    while s.game.pending.context != "trigger":
        s.pass_()
    assert s.game.pending.player == 1
    s.pick("The Art of War")
    assert len(s.state.players[1].hand) == hand + 3
    assert s.card("The Art of War").broken


def test_rrg_reaction_after_winning_fallen_in_battle_max_1_per_conflict():
    s = Scenario(first_player=0)
    s2 = Scenario(first_player=0)
    s2.player(0, characters=[dict(name="Matsu Berserker", attachments=["Fine Katana"]), "Doji Whisperer"],
              hand=["Fallen in Battle"], fate=3)
    s2.player(1, characters=["Eager Scout"])
    s2.conflict(attacker=0, type="military", ring="water", province=0,
                attackers=["Matsu Berserker", "Doji Whisperer"], defenders=["Eager Scout"])
    s2.start("3.2.2")
    # 3 + 2 (Matsu Berserker with Fine Katana) + 0 (Doji Whisperer) against 0
    from l5r.lcg.conflict import totals
    a, d = totals(s2.game)
    assert a - d >= 5
    while s2.game.pending.context != "trigger":
        s2.pass_()
    assert s2.game.pending.player == 0
    s2.pick("Fallen in Battle")
    s2.pick("Eager Scout")
    assert s2.card("Eager Scout").zone == "dynasty_discard"
    assert s2.state.players[0].fate == 2


def test_rrg_limit_uses_are_per_instance_new_instance_after_zone_change():
    from l5r.lcg.vocab import Limit, count_use, uses_left
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"])
    s.player(1)
    s.start("conflict")
    u = s.uid("Doji Whisperer")
    lim = Limit(1, "round")
    assert uses_left(s.game, 0, u, 0, lim)
    count_use(s.game, 0, u, 0, lim)
    assert not uses_left(s.game, 0, u, 0, lim)
    s.state.cards[u].instance += 1  # left play and came back: a new instance
    assert uses_left(s.game, 0, u, 0, lim)
    assert uses_left(s.game, 1, u, 0, lim)  # limits are player specific
