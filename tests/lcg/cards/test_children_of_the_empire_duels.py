"""The duel cards of Children of the Empire (issue 15): each card's effect and every clause of
its text, with the Rules Reference sections they rest on (Appendix I "Duel Timing" D.1-D.9,
"Duel", the errata "this character initiates" of Appendix IV)."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, run_conflict_out
from pack_helpers import limits_of as _limits
from test_crab import Quiet, can_use, in_conflict, my_turn, pass_until, provinces

from l5r.lcg.actions import ev
from l5r.lcg.cards.conditions import you_revealed_your_dial
from l5r.lcg.duel import has_dueled
from l5r.lcg.model import has_trait, is_blank, skill
from l5r.lcg.vocab import Effect
from l5r.lcg.vocab_cards import ChangeBid
from l5r.lcg.vocab_duels import DuelResult, DuelResultController, IfWinner, dueled


def _bid(s, bids):
    """Answer the duel's honor bids: ``bids[p]`` for player ``p``."""
    pass_until(s, "honor_bid")
    while s.game.pending is not None and s.game.pending.context == "honor_bid":
        s.pick(f"bid {bids[s.game.pending.player]}")


def _duel(p0, p1, *, attackers, defenders, type="military", start=True):
    s = in_conflict(p0, dict(p1, **WAITS) if "hand" not in p1 else p1, type=type,
                    attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2") if start else s.build()
    return s


def _holding(name, *, mine=("Doji Challenger", "Eager Scout"), theirs=("Brash Samurai", "Naive Student"),
             attackers=None, defenders=None, start=True):
    def names(specs):
        return [x["name"] if isinstance(x, dict) else x for x in specs]
    return _duel(dict(characters=list(mine), provinces=provinces(dict(name="Entrenched Position", cards=[name]))),
                 dict(characters=list(theirs)), attackers=names(mine if attackers is None else attackers),
                 defenders=names(theirs if defenders is None else defenders), start=start)


# ------------------------------------------------------------------ vocabulary
def test_duel_results_are_remembered_during_the_conflict_only():
    """Appendix I "Duel Timing" D.7: the winner and loser of a duel; "a character that has
    won/lost a duel during this conflict" (Storied Defeat, Magnificent Triumph)."""
    s = _duel(dict(characters=["Prudent Challenger"]), dict(characters=["Brash Samurai"]),
              attackers=["Prudent Challenger"], defenders=["Brash Samurai"])
    my_turn(s, 0)
    s.pick("Prudent Challenger")
    s.pick("Brash Samurai")
    _bid(s, {0: 3, 1: 1})  # 2 + 3 against 2 + 1
    st = s.state
    pc, bs = s.uid("Prudent Challenger"), s.uid("Brash Samurai")
    assert has_dueled(st, pc, "won") and not has_dueled(st, pc, "lost")
    assert has_dueled(st, bs, "lost") and not has_dueled(st, bs, "won")
    test = dueled("won")
    assert test(s.game, {}, st.cards[pc]) and not test(s.game, {}, st.cards[bs])
    run_conflict_out(s, "nothing")
    assert not has_dueled(st, pc, "won")  # "during this conflict": gone with it


def test_a_new_instance_has_not_won_a_duel():
    """Rules Reference "In Play and Out of Play": a card that leaves play and returns is a new
    object, with no memory of the duels of its former instance."""
    s = _duel(dict(characters=["Prudent Challenger"]), dict(characters=["Brash Samurai"]),
              attackers=["Prudent Challenger"], defenders=["Brash Samurai"])
    my_turn(s, 0)
    s.pick("Prudent Challenger")
    s.pick("Brash Samurai")
    _bid(s, {0: 3, 1: 1})
    c = s.card("Prudent Challenger")
    c.instance += 1
    assert not has_dueled(s.state, c.uid, "won")


def test_duel_result_controller_and_if_winner_describe_and_resolve_as_that_player():
    """D.8: "the controller of the duel's winner" resolves the effects as if they were theirs;
    "if the duel's winner is ..." with "instead" effects."""
    s = Quiet()
    s.player(0, characters=["Naive Student"])
    s.player(1, characters=["Doji Challenger"])
    g = s.build()
    w, d = s.uid("Naive Student"), s.uid("Doji Challenger")
    ctx = {"player": 0, "card": w, "duel": {"winner": d, "loser": w}}
    draw = DuelResultController((Effect("draw", on="player", amount=2),))
    assert draw.events(g, ctx)[0]["player"] == 1  # player 1 controls the winner
    assert draw.events(g, dict(ctx, duel={"winner": -1, "loser": -1})) == []  # a tie: nobody
    bow = Effect("bow", on=DuelResult(result="loser"))
    honor = Effect("honor", on=DuelResult(result="loser"))

    def duelist(g, ctx, c):
        return c.uid == d
    duelist.says = "a Duelist"
    iw = IfWinner(duelist, (bow,), otherwise=(honor,))
    assert [e["name"] for e in iw.events(g, ctx)] == ["bow"]
    assert [e["name"] for e in iw.events(g, dict(ctx, duel={"winner": w, "loser": d}))] == ["honor"]
    assert iw.describe() == "if the duel's winner is a Duelist, bow the duel's loser instead of: honor the duel's loser"


# ------------------------------------------------------------------ Prudent Challenger
def _prudent(theirs=None, start=True, attackers=("Prudent Challenger",)):
    theirs = theirs or dict(name="Brash Samurai", attachments=["Fine Katana", "Ornate Fan"])
    return _duel(dict(characters=["Prudent Challenger", "Eager Scout"]), dict(characters=[theirs, "Naive Student"]),
                 attackers=attackers, defenders=["Brash Samurai", "Naive Student"], start=start)


@pytest.mark.covers("Prudent Challenger", "a1:effect", "a1:target", "a1:conflict")
def test_prudent_challenger_duels_and_discards_a_chosen_attachment_of_the_loser():
    s = _prudent()
    my_turn(s, 0)
    s.pick("Prudent Challenger")
    assert s.legal() == ["Brash Samurai"]  # Naive Student has no military value ("Dash (-)")
    s.pick("Brash Samurai")
    _bid(s, {0: 5, 1: 1})  # 2 + 5 against (2 + 2 katana) + 1
    assert s.game.pending.player == 0 and sorted(s.legal()) == ["Fine Katana", "Ornate Fan"]
    s.pick("Ornate Fan")
    assert s.card("Brash Samurai").attachments == [s.uid("Fine Katana")]
    assert s.card("Ornate Fan").zone == "conflict_discard"


@pytest.mark.covers("Prudent Challenger", "a1:effect")
def test_prudent_challenger_no_attachment_on_the_loser_nothing_to_discard():
    s = _prudent()
    my_turn(s, 0)
    s.pick("Prudent Challenger")
    s.pick("Brash Samurai")
    _bid(s, {0: 1, 1: 3})  # Prudent Challenger loses: it has no attachment
    assert s.game.pending is None or s.game.pending.context != "effect_choice"
    assert len(s.card("Brash Samurai").attachments) == 2


@pytest.mark.covers("Prudent Challenger", "a1:conflict", "a1:target")
def test_prudent_challenger_only_while_participating_against_a_participant():
    """D.1: a character's duel needs it participating, and a participating opponent's character."""
    assert can_use(_prudent(start=False), 0, "Prudent Challenger")
    assert not can_use(_prudent(start=False, attackers=("Eager Scout",)), 0, "Prudent Challenger")


@pytest.mark.covers("Prudent Challenger", "keyword:courtesy")
def test_prudent_challenger_courtesy_gains_a_fate_when_it_leaves_play():
    """Rules Reference "Courtesy"."""
    s = Quiet()
    s.player(0, characters=["Prudent Challenger"])
    s.player(1)
    s.start("conflict")
    s.apply(ev("leaves_play", card=s.uid("Prudent Challenger"), reason="discarded"))
    assert s.state.players[0].fate == 1


# ------------------------------------------------------------------ Mirumoto Dojo
@pytest.mark.covers("Mirumoto Dōjō", "a1:effect", "a1:target", "a1:condition")
def test_mirumoto_dojo_a_duelist_winner_discards_a_fate_of_the_loser():
    s = _holding("Mirumoto Dōjō", theirs=(dict(name="Brash Samurai", fate=2), "Naive Student"))
    my_turn(s, 0)
    s.pick("Mirumoto Dōjō")
    s.assert_not_legal("Naive Student")  # a military dash: no military duel
    s.pick_many("Doji Challenger", "Brash Samurai")
    _bid(s, {0: 1, 1: 1})  # 3 + 1 against 2 + 1: the Duelist wins
    assert s.card("Brash Samurai").fate == 1
    assert s.state.players[1].fate == WAITS["fate"]  # discarded, not returned to its owner


@pytest.mark.covers("Mirumoto Dōjō", "a1:effect", "a1:target")
def test_mirumoto_dojo_otherwise_the_fate_goes_to_the_losers_owner():
    s = _holding("Mirumoto Dōjō", mine=("Brash Samurai", "Eager Scout"),
                 theirs=(dict(name="Doji Challenger", fate=2), "Naive Student"))
    my_turn(s, 0)
    s.pick("Mirumoto Dōjō")
    s.pick_many("Brash Samurai", "Doji Challenger")
    _bid(s, {0: 5, 1: 1})  # 2 + 5 against 3 + 1: a non-Duelist wins
    assert s.card("Doji Challenger").fate == 1
    assert s.state.players[1].fate == WAITS["fate"] + 1  # to its owner's fate pool


@pytest.mark.covers("Mirumoto Dōjō", "a1:effect")
def test_mirumoto_dojo_a_tie_moves_no_fate():
    s = _holding("Mirumoto Dōjō", theirs=(dict(name="Doji Challenger", fate=2), "Naive Student"),
                 mine=("Mirumoto Raitsugu", "Eager Scout"))
    my_turn(s, 0)
    s.pick("Mirumoto Dōjō")
    s.pick_many("Mirumoto Raitsugu", "Doji Challenger")
    _bid(s, {0: 2, 1: 2})  # 3 + 2 against 3 + 2
    assert s.card("Doji Challenger").fate == 2


@pytest.mark.covers("Mirumoto Dōjō", "a1:condition", "a1:target")
def test_mirumoto_dojo_only_during_a_conflict_with_two_participants():
    """D.1: outside a conflict no duel of this card; in one, both duelists participate."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Mirumoto Dōjō"])))
    s.player(1, characters=["Brash Samurai"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Mirumoto Dōjō")
    assert can_use(_holding("Mirumoto Dōjō", start=False), 0, "Mirumoto Dōjō")
    assert not can_use(_holding("Mirumoto Dōjō", defenders=("Naive Student",), start=False), 0, "Mirumoto Dōjō")


# ------------------------------------------------------------------ Kakita Dojo
@pytest.mark.covers("Kakita Dōjō", "a1:effect", "a1:target", "a1:condition")
def test_kakita_dojo_the_loser_cannot_trigger_abilities_and_bows_if_a_duelist_wins():
    s = _holding("Kakita Dōjō", theirs=("Mirumoto Raitsugu", "Naive Student"), mine=("Doji Challenger", "Eager Scout"))
    my_turn(s, 0)
    s.pick("Kakita Dōjō")
    s.pick_many("Doji Challenger", "Mirumoto Raitsugu")
    _bid(s, {0: 3, 1: 1})  # 3 + 3 against 3 + 1
    assert s.card("Mirumoto Raitsugu").bowed
    assert not can_use(s, 1, "Mirumoto Raitsugu")  # its action: not while it cannot trigger abilities
    run_conflict_out(s, "Mirumoto Raitsugu")


@pytest.mark.covers("Kakita Dōjō", "a1:effect", "a1:target")
def test_kakita_dojo_a_non_duelist_winner_does_not_bow_the_loser():
    s = _holding("Kakita Dōjō", mine=("Brash Samurai", "Eager Scout"), theirs=("Mirumoto Raitsugu", "Naive Student"))
    my_turn(s, 0)
    s.pick("Kakita Dōjō")
    s.pick_many("Brash Samurai", "Mirumoto Raitsugu")
    _bid(s, {0: 5, 1: 1})  # 2 + 5 against 3 + 1
    assert not s.card("Mirumoto Raitsugu").bowed
    assert not can_use(s, 1, "Mirumoto Raitsugu")


@pytest.mark.covers("Kakita Dōjō", "a1:condition")
def test_kakita_dojo_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Challenger"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Kakita Dōjō"])))
    s.player(1, characters=["Brash Samurai"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Kakita Dōjō")


# ------------------------------------------------------------------ Courtly Challenger
def _courtly(theirs="Doji Whisperer", start=True, attackers=("Courtly Challenger",)):
    return _duel(dict(characters=["Courtly Challenger", "Eager Scout"]), dict(characters=[theirs, "Matsu Berserker"]),
                 attackers=attackers, defenders=[theirs, "Matsu Berserker"], type="political", start=start)


@pytest.mark.covers("Courtly Challenger", "a3:effect", "a3:target", "a3:conflict", "a1:effect", "a1:trigger",
                    "a1:when")
def test_courtly_challenger_political_duel_the_winners_controller_draws_2():
    s = _courtly()
    my_turn(s, 0)
    s.pick("Courtly Challenger")
    assert s.legal() == ["Doji Whisperer"]  # Matsu Berserker: a political dash
    s.pick("Doji Whisperer")
    hands = [len(p.hand) for p in s.state.players]
    _bid(s, {0: 5, 1: 1})  # 2 + 5 against 3 + 1
    assert s.card("Courtly Challenger").status == 1  # after it wins a duel: honored
    assert [len(p.hand) for p in s.state.players] == [hands[0] + 2, hands[1]]


@pytest.mark.covers("Courtly Challenger", "a3:effect", "a2:effect", "a2:trigger", "a2:when")
def test_courtly_challenger_loses_is_dishonored_and_the_opponent_draws():
    s = _courtly()
    my_turn(s, 0)
    s.pick("Courtly Challenger")
    s.pick("Doji Whisperer")
    hands = [len(p.hand) for p in s.state.players]
    _bid(s, {0: 1, 1: 1})  # 2 + 1 against 3 + 1
    assert s.card("Courtly Challenger").status == -1
    assert [len(p.hand) for p in s.state.players] == [hands[0], hands[1] + 2]


@pytest.mark.covers("Courtly Challenger", "a1:when", "a2:when", "a1:limit", "a2:limit")
def test_courtly_challenger_only_its_own_duels_and_every_time():
    """Not when another character wins or loses a duel; a constant ability (no bold timing
    word: Rules Reference "Constant Abilities") has no limit per round."""
    assert _limits("16-courtly-challenger", 0) == _limits("16-courtly-challenger", 1) == ["no limit per round"]
    s = _courtly()
    st = s.state
    cc, dw = s.uid("Courtly Challenger"), s.uid("Doji Whisperer")
    s.apply(ev("duel_won", card=dw, loser=cc, player=1))
    assert st.cards[cc].status == 0  # another character's win: nothing
    s.apply(ev("duel_won", card=cc, loser=dw, player=0))
    assert st.cards[cc].status == 1
    s.apply(ev("duel_lost", card=cc, winner=dw, player=0))
    s.apply(ev("duel_lost", card=cc, winner=dw, player=0))
    assert st.cards[cc].status == -1  # honored -> ordinary -> dishonored: the second use in a round


@pytest.mark.covers("Courtly Challenger", "a3:conflict", "a3:target")
def test_courtly_challenger_only_while_participating():
    assert can_use(_courtly(start=False), 0, "Courtly Challenger")
    assert not can_use(_courtly(start=False, attackers=("Eager Scout",)), 0, "Courtly Challenger")


# ------------------------------------------------------------------ Loyal Challenger
def _loyal(theirs="Kakita Asami", start=True, attackers=("Loyal Challenger",)):
    return _duel(dict(characters=["Loyal Challenger", "Eager Scout"]), dict(characters=[theirs, "Matsu Berserker"]),
                 attackers=attackers, defenders=[theirs, "Matsu Berserker"], type="political", start=start)


@pytest.mark.covers("Loyal Challenger", "a3:effect", "a3:target", "a3:conflict")
def test_loyal_challenger_the_losers_text_box_is_blank_but_its_traits_until_the_conflict_ends():
    s = _loyal()
    my_turn(s, 0)
    assert can_use(s, 0, "Loyal Challenger")
    s.pick("Loyal Challenger")
    assert s.legal() == ["Kakita Asami"]  # Matsu Berserker: a political dash
    s.pick("Kakita Asami")
    _bid(s, {0: 2, 1: 1})  # 3 + 2 against 3 + 1
    asami = s.card("Kakita Asami")
    assert is_blank(s.state, asami) and has_trait(s.state, asami, "courtier")
    assert not can_use(s, 1, "Kakita Asami")
    assert not is_blank(s.state, s.card("Loyal Challenger"))
    run_conflict_out(s, "Kakita Asami")
    assert not is_blank(s.state, asami)  # until the end of the conflict


@pytest.mark.covers("Loyal Challenger", "a3:effect")
def test_loyal_challenger_losing_blanks_itself():
    s = _loyal()
    my_turn(s, 0)
    s.pick("Loyal Challenger")
    s.pick("Kakita Asami")
    _bid(s, {0: 1, 1: 1})  # 3 + 1 against 3 + 1: a tie, nobody
    assert not is_blank(s.state, s.card("Loyal Challenger")) and not is_blank(s.state, s.card("Kakita Asami"))
    s2 = _loyal(theirs="Kakita Asami")
    my_turn(s2, 0)
    s2.pick("Loyal Challenger")
    s2.pick("Kakita Asami")
    _bid(s2, {0: 1, 1: 2})
    assert is_blank(s2.state, s2.card("Loyal Challenger"))


@pytest.mark.covers("Loyal Challenger", "a3:conflict")
def test_loyal_challenger_only_while_participating():
    assert not can_use(_loyal(start=False, attackers=("Eager Scout",)), 0, "Loyal Challenger")


@pytest.mark.covers("Loyal Challenger", "a1:effect", "a1:trigger", "a1:when", "a1:limit", "a2:effect",
                    "a2:trigger", "a2:when", "a2:limit")
def test_loyal_challenger_gains_honor_when_it_wins_a_conflict_loses_when_it_loses():
    """Rules Reference "Winning a Conflict": a participating character wins or loses with its
    side; not while at home. A constant ability: every time (no limit per round)."""
    s = _loyal()
    honor = s.state.players[0].honor
    s.apply(ev("conflict_won", player=0, loser=1, attacker=0))
    s.apply(ev("conflict_won", player=0, loser=1, attacker=0))
    assert s.state.players[0].honor == honor + 2
    s.apply(ev("conflict_won", player=1, loser=0, attacker=0))
    assert s.state.players[0].honor == honor + 1
    assert _limits("16-loyal-challenger", 0) == _limits("16-loyal-challenger", 1) == ["no limit per round"]
    home = _loyal(attackers=("Eager Scout",))
    honor = home.state.players[0].honor
    home.apply(ev("conflict_won", player=0, loser=1, attacker=0))
    home.apply(ev("conflict_won", player=1, loser=0, attacker=0))
    assert home.state.players[0].honor == honor  # at home: it neither wins nor loses


# ------------------------------------------------------------------ Honest Challenger
@pytest.mark.covers("Honest Challenger", "a1:effect", "a1:condition")
def test_honest_challenger_composure_plus_2_military():
    """Rules Reference "Composure": while your honor bid is lower than an opponent's."""
    def military(mine, theirs):
        s = Quiet()
        s.player(0, characters=["Honest Challenger"], bid=mine)
        s.player(1, bid=theirs)
        s.build()
        return skill(s.state, s.card("Honest Challenger"), "military")
    assert (military(1, 2), military(2, 2), military(3, 2)) == (4, 2, 2)


def _honest(start=True, attackers=("Honest Challenger",)):
    return _duel(dict(characters=["Honest Challenger", "Eager Scout", "Doji Whisperer"]),
                 dict(characters=["Brash Samurai", "Matsu Berserker", "Naive Student", "Seppun Guardsman"]),
                 attackers=attackers, defenders=["Brash Samurai"], start=start)


@pytest.mark.covers("Honest Challenger", "a2:effect", "a2:target", "a2:conflict")
def test_honest_challenger_the_winners_controller_moves_a_character_of_theirs_to_the_conflict():
    s = _honest()
    my_turn(s, 0)
    s.pick("Honest Challenger")
    assert s.legal() == ["Brash Samurai"]  # the only opposing participant
    s.pick("Brash Samurai")
    _bid(s, {0: 3, 1: 1})  # 2 + 3 against 2 + 1 (bids 3 and 1: no composure for player 0)
    assert s.game.pending.player == 0 and sorted(s.legal()) == ["Doji Whisperer", "Eager Scout"]
    s.pick("Doji Whisperer")
    assert s.uid("Doji Whisperer") in s.state.conflict.attackers


@pytest.mark.covers("Honest Challenger", "a2:effect")
def test_honest_challenger_losing_lets_the_opponent_move_one_of_theirs_in():
    s = _honest()
    my_turn(s, 0)
    s.pick("Honest Challenger")
    s.pick("Brash Samurai")
    _bid(s, {0: 2, 1: 5})  # (2 + 2 composure) + 2 against 2 + 5
    # Naive Student cannot take part in a military conflict (a military dash: Rules Reference "Dash (-)")
    assert s.game.pending.player == 1 and sorted(s.legal()) == ["Matsu Berserker", "Seppun Guardsman"]
    s.pick("Seppun Guardsman")
    assert s.uid("Seppun Guardsman") in s.state.conflict.defenders


@pytest.mark.covers("Honest Challenger", "a2:conflict")
def test_honest_challenger_only_while_participating():
    assert can_use(_honest(start=False), 0, "Honest Challenger")
    assert not can_use(_honest(start=False, attackers=("Eager Scout",)), 0, "Honest Challenger")


# ------------------------------------------------------------------ Challenge on the Fields
def _fields(start=True):
    s = _duel(dict(characters=["Brash Samurai", "Eager Scout", "Doji Whisperer"], hand=["Challenge on the Fields"]),
              dict(characters=["Doji Challenger", "Naive Student"]),
              attackers=["Brash Samurai", "Eager Scout", "Doji Whisperer"], defenders=["Doji Challenger"], start=start)
    return s


@pytest.mark.covers("Challenge on the Fields", "a1:effect", "a1:target", "a1:condition")
def test_challenge_on_the_fields_each_duelist_gets_1_per_other_participant_and_the_loser_goes_home():
    s = _fields()
    my_turn(s, 0)
    s.pick("Challenge on the Fields")
    s.assert_not_legal("Naive Student")  # at home (and a military dash)
    s.pick_many("Brash Samurai", "Doji Challenger")
    pass_until(s, "honor_bid")
    # during the duel: +2 for Brash Samurai (2 other participants), +0 for Doji Challenger
    assert skill(s.state, s.card("Brash Samurai"), "military") == 4
    assert skill(s.state, s.card("Doji Challenger"), "military") == 3
    _bid(s, {0: 1, 1: 1})  # 4 + 1 against 3 + 1
    assert s.uid("Doji Challenger") not in s.state.conflict.defenders  # the loser went home
    assert skill(s.state, s.card("Brash Samurai"), "military") == 2  # until the end of the duel


@pytest.mark.covers("Challenge on the Fields", "a1:condition")
def test_challenge_on_the_fields_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Brash Samurai"], hand=["Challenge on the Fields"])
    s.player(1, characters=["Doji Challenger"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Challenge on the Fields")


# ------------------------------------------------------------------ Magnificent Triumph
def _triumph():
    s = _duel(dict(characters=["Prudent Challenger", "Eager Scout"], hand=["Magnificent Triumph"]),
              dict(characters=["Brash Samurai"], hand=["Banzai!"], fate=2),
              attackers=["Prudent Challenger", "Eager Scout"], defenders=["Brash Samurai"])
    my_turn(s, 0)
    s.pick("Prudent Challenger")
    s.pick("Brash Samurai")
    _bid(s, {0: 3, 1: 1})  # 2 + 3 against 2 + 1
    return s


@pytest.mark.covers("Magnificent Triumph", "a1:effect", "a1:target", "a1:condition")
def test_magnificent_triumph_a_duel_winner_gets_2_and_no_opposing_event_targets_it():
    s = _triumph()
    my_turn(s, 0)
    s.pick("Magnificent Triumph")
    assert s.legal() == ["Prudent Challenger"]  # the loser and Eager Scout won no duel
    s.pick("Prudent Challenger")
    assert skill(s.state, s.card("Prudent Challenger"), "military") == 4
    assert skill(s.state, s.card("Prudent Challenger"), "political") == 4
    my_turn(s, 1)
    s.pick("Banzai!")
    s.assert_not_legal("Prudent Challenger")  # an opponent's event cannot target it
    s.assert_legal("Eager Scout")


@pytest.mark.covers("Magnificent Triumph", "a1:target", "a1:condition")
def test_magnificent_triumph_needs_a_character_that_won_a_duel_this_conflict():
    s = _duel(dict(characters=["Prudent Challenger"], hand=["Magnificent Triumph"]),
              dict(characters=["Brash Samurai"]), attackers=["Prudent Challenger"], defenders=["Brash Samurai"])
    my_turn(s, 0)
    assert not can_use(s, 0, "Magnificent Triumph")  # no duel yet
    s2 = Quiet(first_player=0)
    s2.player(0, characters=["Prudent Challenger"], hand=["Magnificent Triumph"])
    s2.player(1)
    s2.start("conflict")
    pass_until(s2, "declare_conflict", 0)
    assert not can_use(s2, 0, "Magnificent Triumph")


# ------------------------------------------------------------------ Storied Defeat
def _storied(fate=1):
    s = _duel(dict(characters=["Prudent Challenger", "Eager Scout"], hand=["Storied Defeat"], fate=fate),
              dict(characters=["Brash Samurai"]), attackers=["Prudent Challenger", "Eager Scout"],
              defenders=["Brash Samurai"])
    my_turn(s, 0)
    s.pick("Prudent Challenger")
    s.pick("Brash Samurai")
    _bid(s, {0: 3, 1: 1})  # 2 + 3 against 2 + 1
    my_turn(s, 0)
    return s


@pytest.mark.covers("Storied Defeat", "a1:effect", "a1:target", "a1:condition")
def test_storied_defeat_bows_a_duel_loser_and_may_spend_1_fate_to_dishonor_it():
    s = _storied()
    s.pick("Storied Defeat")
    assert s.legal() == ["Brash Samurai"]  # the winner and Eager Scout lost no duel
    s.pick("Brash Samurai")
    assert s.game.pending.context == "may"
    s.pick("yes")
    assert s.card("Brash Samurai").bowed and s.card("Brash Samurai").status == -1
    assert s.state.players[0].fate == 0


@pytest.mark.covers("Storied Defeat", "a1:effect")
def test_storied_defeat_declining_or_without_fate_only_bows():
    s = _storied()
    s.pick("Storied Defeat")
    s.pick("Brash Samurai")
    s.pick("no")
    assert s.card("Brash Samurai").bowed and s.card("Brash Samurai").status == 0
    assert s.state.players[0].fate == 1
    s = _storied(fate=0)
    s.pick("Storied Defeat")  # (a 0-cost event)
    s.pick("Brash Samurai")
    assert s.game.pending is None or s.game.pending.context != "may"  # no fate to spend: not offered
    assert s.card("Brash Samurai").bowed and s.card("Brash Samurai").status == 0


@pytest.mark.covers("Storied Defeat", "a1:target", "a1:condition")
def test_storied_defeat_needs_a_character_that_lost_a_duel_this_conflict():
    s = _duel(dict(characters=["Prudent Challenger"], hand=["Storied Defeat"]),
              dict(characters=["Brash Samurai"]), attackers=["Prudent Challenger"], defenders=["Brash Samurai"])
    my_turn(s, 0)
    assert not can_use(s, 0, "Storied Defeat")
    s2 = Quiet(first_player=0)
    s2.player(0, characters=["Prudent Challenger"], hand=["Storied Defeat"])
    s2.player(1)
    s2.start("conflict")
    pass_until(s2, "declare_conflict", 0)
    assert not can_use(s2, 0, "Storied Defeat")


# ------------------------------------------------------------------ True Strike Kenjutsu
def _kenjutsu(mine, theirs, start=True, attackers=None):
    return _duel(dict(characters=[mine, "Eager Scout"]), dict(characters=[theirs]),
                 attackers=attackers or [mine["name"]], defenders=[theirs["name"]], start=start)


@pytest.mark.covers("True Strike Kenjutsu", "a1:effect", "a2:effect", "a2:target", "a2:condition")
def test_true_strike_kenjutsu_duel_on_base_military_the_loser_bows():
    """Rules Reference "Base Value": the honored status bonus and the Fine Katana are modifiers,
    not part of the base skill."""
    s = _kenjutsu(dict(name="Matsu Berserker", attachments=["True Strike Kenjutsu"]),
                  dict(name="Doji Challenger", status="honored"))
    my_turn(s, 0)
    s.pick("True Strike Kenjutsu")
    s.pick("Doji Challenger")
    _bid(s, {0: 2, 1: 1})  # base 3 + 2 against base 3 + 1 (in total: 5 against 6)
    assert s.card("Doji Challenger").bowed and not s.card("Matsu Berserker").bowed


@pytest.mark.covers("True Strike Kenjutsu", "a2:effect")
def test_true_strike_kenjutsu_the_attached_characters_modifiers_do_not_count_either():
    s = _kenjutsu(dict(name="Brash Samurai", attachments=["True Strike Kenjutsu", "Fine Katana"]),
                  dict(name="Doji Challenger"))
    my_turn(s, 0)
    s.pick("True Strike Kenjutsu")
    s.pick("Doji Challenger")
    _bid(s, {0: 1, 1: 1})  # base 2 + 1 against 3 + 1 (with the katana it would be a tie)
    assert s.card("Brash Samurai").bowed and not s.card("Doji Challenger").bowed


@pytest.mark.covers("True Strike Kenjutsu", "a2:condition", "a2:target")
def test_true_strike_kenjutsu_only_while_the_attached_character_participates():
    mine = dict(name="Matsu Berserker", attachments=["True Strike Kenjutsu"])
    assert can_use(_kenjutsu(mine, dict(name="Doji Challenger"), start=False), 0, "True Strike Kenjutsu")
    assert not can_use(_kenjutsu(mine, dict(name="Doji Challenger"), start=False, attackers=["Eager Scout"]), 0,
                       "True Strike Kenjutsu")


def test_base_skill_is_the_printed_skill_with_base_changes_only():
    """Rules Reference "Base Value" (l5r.lcg.model.base_skill)."""
    from l5r.lcg.model import base_skill
    s = Quiet()
    s.player(0, characters=[dict(name="Brash Samurai", status="honored", attachments=["Fine Katana"]), "Naive Student"])
    s.player(1)
    s.build()
    c = s.card("Brash Samurai")
    assert (base_skill(s.state, c, "military"), skill(s.state, c, "military")) == (2, 6)
    assert base_skill(s.state, s.card("Naive Student"), "military") is None
    s.state.lasting.append({"type": "modify", "stat": "military", "op": "double_base", "targets": [[c.uid, c.instance]],
                            "until": "conflict", "source": c.uid})
    assert base_skill(s.state, c, "military") == 4


# ------------------------------------------------------------------ Iaijutsu Master
def _iaijutsu(bids, attachments=("Iaijutsu Master",)):
    s = _duel(dict(characters=[dict(name="Prudent Challenger", attachments=list(attachments)), "Eager Scout"]),
              dict(characters=["Brash Samurai"]), attackers=["Prudent Challenger"], defenders=["Brash Samurai"])
    my_turn(s, 0)
    s.pick("Prudent Challenger")
    s.pick("Brash Samurai")
    _bid(s, bids)
    return s


@pytest.mark.covers("Iaijutsu Master", "a2:effect", "a2:trigger", "a2:condition", "a2:select")
def test_iaijutsu_master_raises_your_bid_in_its_duel():
    """Rules Reference "Bid Value": the modified value is the bid (D.5 and D.7); the dial stays."""
    s = _iaijutsu({0: 2, 1: 2})  # 2 + 2 against 2 + 2: a tie without it
    honor = s.state.players[0].honor
    assert s.game.pending.context == "trigger"
    s.pick("Iaijutsu Master")
    s.pick("increase your bid by 1")
    assert s.state.players[0].bid == 2  # the dial is not turned
    assert s.state.players[0].honor == honor - 1  # D.5 on the modified bid values: 3 against 2
    assert s.state.conflict is not None and has_dueled(s.state, s.uid("Prudent Challenger"), "won")


@pytest.mark.covers("Iaijutsu Master", "a2:effect", "a2:select")
def test_iaijutsu_master_lowers_your_bid_not_under_0():
    s = _iaijutsu({0: 1, 1: 3})
    honor = s.state.players[0].honor
    s.pick("Iaijutsu Master")
    s.pick("decrease your bid by 1")
    assert s.state.players[0].honor == honor + 3  # 0 against 3
    assert has_dueled(s.state, s.uid("Brash Samurai"), "won")
    ctx = {"player": 0, "card": s.uid("Iaijutsu Master")}
    assert not ChangeBid(-1).could_change(s.game, ctx)  # its value is 0 (until the next bid): not lower
    assert ChangeBid(1).could_change(s.game, ctx)


@pytest.mark.covers("Iaijutsu Master", "a2:condition", "a2:limit")
def test_iaijutsu_master_only_in_a_duel_of_its_character_once_per_round():
    s = Quiet()
    s.player(0, characters=[dict(name="Prudent Challenger", attachments=["Iaijutsu Master"])])
    s.player(1)
    s.start("draw")  # the draw phase's bids: not a duel
    for _ in range(2):
        pass_until(s, "honor_bid")
        s.pick("bid 2")
    assert s.game.pending is None or s.game.pending.context != "trigger"
    assert _limits("16-iaijutsu-master", 1) == ["once per round"]


@pytest.mark.covers("Iaijutsu Master", "a1:attach_to")
def test_iaijutsu_master_attaches_to_a_duelist_only():
    from l5r.lcg.play import attachment_hosts
    s = Quiet()
    s.player(0, characters=["Prudent Challenger", "Brash Samurai"], hand=["Iaijutsu Master"], fate=3)
    s.player(1)
    s.start("dynasty")
    hosts = attachment_hosts(s.game, 0, s.uid("Iaijutsu Master"))
    assert s.uid("Prudent Challenger") in hosts and s.uid("Brash Samurai") not in hosts


# ------------------------------------------------------------------ Ide Negotiator
def _ide(bid, **p0):
    s = Quiet()
    s.player(0, characters=["Ide Negotiator"], **p0)
    s.player(1)
    s.start("draw")
    for _ in range(2):
        pass_until(s, "honor_bid")
        s.pick(f"bid {bid if s.game.pending.player == 0 else 3}")
    return s


@pytest.mark.covers("Ide Negotiator", "a1:effect", "a1:trigger", "a1:when", "a1:select")
def test_ide_negotiator_turns_your_dial_one_up_or_down():
    """Rules Reference "Honor Dial": the dial itself changes; the draw phase's transfer and
    draw (2.4-2.5) use it."""
    s = _ide(3)
    honor, hand = s.state.players[0].honor, len(s.state.players[0].hand)
    s.pick("Ide Negotiator")
    s.pick("turn your dial 1 higher")
    assert s.state.players[0].bid == 4
    pass_until(s, ("conflict_action", "action", "declare_conflict"))
    assert s.state.players[0].honor == honor - 1  # 4 against 3
    assert len(s.state.players[0].hand) == hand + 4


@pytest.mark.covers("Ide Negotiator", "a1:effect", "a1:select")
def test_ide_negotiator_stays_between_1_and_5():
    s = _ide(5)
    s.pick("Ide Negotiator")  # only "lower" could change the game state: selected without asking ("Select")
    assert s.state.players[0].bid == 4
    s = _ide(1)
    s.pick("Ide Negotiator")
    assert s.state.players[0].bid == 2


@pytest.mark.covers("Ide Negotiator", "a1:when", "a1:limit")
def test_ide_negotiator_after_your_own_reveal_once_per_round():
    s = Quiet()
    s.player(0, characters=["Ide Negotiator"])
    s.player(1)
    g = s.build()
    assert not you_revealed_your_dial(g, {"player": 0, "card": s.uid("Ide Negotiator")}, {})  # no bid
    g.state.stack.append({"step": "lcg.bid", "bids": {"1": 2}})
    assert not you_revealed_your_dial(g, {"player": 0, "card": s.uid("Ide Negotiator")}, {})
    g.state.stack[-1]["bids"]["0"] = 3
    assert you_revealed_your_dial(g, {"player": 0, "card": s.uid("Ide Negotiator")}, {})
    g.state.stack.pop()
    assert _limits("16-ide-negotiator") == ["once per round"]


# ------------------------------------------------------------------ Mirumoto Daisho
@pytest.mark.covers("Mirumoto Daishō", "a1:effect", "a1:condition")
def test_mirumoto_daisho_the_opponent_cannot_bid_1_or_5_in_its_duel():
    s = _duel(dict(characters=[dict(name="Prudent Challenger", attachments=["Mirumoto Daishō"])]),
              dict(characters=["Brash Samurai"]), attackers=["Prudent Challenger"], defenders=["Brash Samurai"])
    my_turn(s, 0)
    s.pick("Prudent Challenger")
    s.pick("Brash Samurai")
    seen = {}
    pass_until(s, "honor_bid")
    while s.game.pending.context == "honor_bid":
        seen[s.game.pending.player] = s.legal()
        s.pick(s.legal()[0])
    assert seen[1] == ["bid 2", "bid 3", "bid 4"]
    assert seen[0] == ["bid 1", "bid 2", "bid 3", "bid 4", "bid 5"]


@pytest.mark.covers("Mirumoto Daishō", "a1:condition")
def test_mirumoto_daisho_not_outside_its_duels():
    s = Quiet()
    s.player(0, characters=[dict(name="Prudent Challenger", attachments=["Mirumoto Daishō"])])
    s.player(1)
    s.start("draw")
    pass_until(s, "honor_bid", 1)
    assert s.legal() == ["bid 1", "bid 2", "bid 3", "bid 4", "bid 5"]


@pytest.mark.covers("Mirumoto Daishō", "keyword:restricted")
def test_mirumoto_daisho_restricted_counts_toward_the_two_restricted_attachments():
    """Rules Reference "Restricted"."""
    s = Quiet()
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Fine Katana", "Ornate Fan"])],
             hand=["Mirumoto Daishō"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Mirumoto Daishō")
    assert s.game.pending.context == "restricted"


# ------------------------------------------------------------------ Stay Your Hand
@pytest.mark.covers("Stay Your Hand", "a1:effect", "a1:trigger", "a1:when")
def test_stay_your_hand_cancels_a_duel_that_targets_your_character():
    """Rules Reference Appendix IV (errata): "when a duel that targets a character you control
    would resolve"; a cancelled duel has no bids, no results (D.3-D.8)."""
    s = _duel(dict(characters=["Prudent Challenger"]),
              dict(characters=[dict(name="Brash Samurai", attachments=["Fine Katana"])], hand=["Stay Your Hand"]),
              attackers=["Prudent Challenger"], defenders=["Brash Samurai"])
    my_turn(s, 0)
    s.pick("Prudent Challenger")
    s.pick("Brash Samurai")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 1
    honor = [p.honor for p in s.state.players]
    s.pick("Stay Your Hand")
    assert s.game.pending is None or s.game.pending.context != "honor_bid"
    assert [p.honor for p in s.state.players] == honor
    assert s.card("Fine Katana").zone != "conflict_discard"  # no loser: nothing discarded
    assert not has_dueled(s.state, s.uid("Brash Samurai"), "lost")
    assert "The duel is cancelled." in s.log


@pytest.mark.covers("Stay Your Hand", "a1:when", "a1:limit")
def test_stay_your_hand_not_for_the_challenger_of_a_character_ability():
    """D.1: a character that initiates a duel with its own ability is not a target of it: its
    controller's Stay Your Hand cannot cancel the duel; a duel from another card targets both."""
    s = _duel(dict(characters=["Prudent Challenger"], hand=["Stay Your Hand"]),
              dict(characters=["Brash Samurai"]), attackers=["Prudent Challenger"], defenders=["Brash Samurai"])
    my_turn(s, 0)
    s.pick("Prudent Challenger")
    s.pick("Brash Samurai")
    assert s.game.pending.context == "honor_bid"  # no window: nothing to trigger
    assert _limits("16-stay-your-hand") == ["once per round"]  # (Rules Reference "Triggered Abilities")


@pytest.mark.covers("Stay Your Hand", "a1:when")
def test_stay_your_hand_a_duel_from_a_holding_targets_both_duelists():
    s = _duel(dict(characters=["Doji Challenger", "Eager Scout"], hand=["Stay Your Hand"],
                   provinces=provinces(dict(name="Entrenched Position", cards=["Kakita Dōjō"]))),
              dict(characters=["Brash Samurai"]), attackers=["Doji Challenger"], defenders=["Brash Samurai"])
    my_turn(s, 0)
    s.pick("Kakita Dōjō")
    s.pick_many("Doji Challenger", "Brash Samurai")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 0
    s.pick("Stay Your Hand")
    assert not s.card("Brash Samurai").bowed and not has_dueled(s.state, s.uid("Brash Samurai"), "lost")


# ------------------------------------------------------------------ Mirumoto Hitomi
def _hitomi(theirs=("Brash Samurai", "Doji Whisperer", "Naive Student"), defenders=None, start=True,
            attackers=("Mirumoto Hitomi",)):
    return _duel(dict(characters=["Mirumoto Hitomi", "Eager Scout"]), dict(characters=list(theirs)),
                 attackers=attackers, defenders=list(theirs if defenders is None else defenders), start=start)


@pytest.mark.covers("Mirumoto Hitomi", "a1:effect", "a1:target", "a1:conflict")
def test_mirumoto_hitomi_duels_two_characters_together_each_loser_is_dishonored_or_bowed():
    """Appendix I D.6: several characters on one side add their statistics and win or lose
    together; D.1: the characters chosen are targets."""
    s = _hitomi()
    my_turn(s, 0)
    s.pick("Mirumoto Hitomi")
    assert sorted(s.legal()) == ["Brash Samurai", "Doji Whisperer"]  # Naive Student: a military dash
    s.pick_many("Brash Samurai", "Doji Whisperer")
    _bid(s, {0: 3, 1: 1})  # 4 + 3 against (2 + 0) + 1
    assert has_dueled(s.state, s.uid("Brash Samurai"), "lost") and has_dueled(s.state, s.uid("Doji Whisperer"), "lost")
    assert s.game.pending.player == 1 and sorted(s.legal()) == ["Bow Brash Samurai", "Dishonor Brash Samurai"]
    s.pick("Bow Brash Samurai")
    assert sorted(s.legal()) == ["Bow Doji Whisperer", "Dishonor Doji Whisperer"]
    s.pick("Dishonor Doji Whisperer")
    assert s.card("Brash Samurai").bowed and s.card("Brash Samurai").status == 0
    assert s.card("Doji Whisperer").status == -1 and not s.card("Doji Whisperer").bowed


@pytest.mark.covers("Mirumoto Hitomi", "a1:effect")
def test_mirumoto_hitomi_the_two_skills_add_up_against_her():
    s = _hitomi(theirs=("Brash Samurai", "Doji Challenger"))
    my_turn(s, 0)
    s.pick("Mirumoto Hitomi")
    s.pick_many("Brash Samurai", "Doji Challenger")
    _bid(s, {0: 5, 1: 1})  # 4 + 5 against (2 + 3) + 1
    assert has_dueled(s.state, s.uid("Mirumoto Hitomi"), "won")
    s2 = _hitomi(theirs=("Brash Samurai", "Doji Challenger"))
    my_turn(s2, 0)
    s2.pick("Mirumoto Hitomi")
    s2.pick_many("Brash Samurai", "Doji Challenger")
    _bid(s2, {0: 2, 1: 1})  # 4 + 2 against 5 + 1: a tie
    assert not has_dueled(s2.state, s2.uid("Mirumoto Hitomi"), "won")
    assert not has_dueled(s2.state, s2.uid("Mirumoto Hitomi"), "lost")


@pytest.mark.covers("Mirumoto Hitomi", "a1:effect", "a1:target")
def test_mirumoto_hitomi_one_character_and_her_loss_is_her_controllers_choice():
    s = _hitomi(theirs=("Doji Challenger",))
    my_turn(s, 0)
    s.pick("Mirumoto Hitomi")
    s.pick_many("Doji Challenger")  # "up to two": one is enough
    _bid(s, {0: 1, 1: 3})  # 4 + 1 against 3 + 3
    assert s.game.pending.player == 0 and sorted(s.legal()) == ["Bow Mirumoto Hitomi", "Dishonor Mirumoto Hitomi"]
    s.pick("Dishonor Mirumoto Hitomi")
    assert s.card("Mirumoto Hitomi").status == -1


@pytest.mark.covers("Mirumoto Hitomi", "a1:conflict", "a1:target")
def test_mirumoto_hitomi_only_while_participating_against_participants():
    assert can_use(_hitomi(start=False), 0, "Mirumoto Hitomi")
    assert not can_use(_hitomi(start=False, attackers=("Eager Scout",)), 0, "Mirumoto Hitomi")
    assert not can_use(_hitomi(start=False, defenders=("Naive Student",)), 0, "Mirumoto Hitomi")


def test_controller_chooses_only_what_could_change():
    """Rules Reference "Select": a bowed loser is dishonored, without a choice."""
    s = _hitomi(theirs=(dict(name="Brash Samurai", bowed=True),), defenders=())
    g = s.game
    bs = s.uid("Brash Samurai")
    from l5r.lcg.vocab_cards import ControllerChooses
    ctx = {"player": 0, "card": s.uid("Mirumoto Hitomi"), "targets": [bs]}
    eff = ControllerChooses(("dishonor", "bow"))
    assert eff.describe() == "its controller must either dishonor or bow it"
    before = len(g.state.stack)
    eff.events(g, ctx)
    frame = g.state.stack[-1]
    assert len(g.state.stack) == before + 1 and [label for _, label in frame["options"]] == ["Dishonor Brash Samurai"]


# ------------------------------------------------------------------ Defend Your Honor
def _defend(mine=("Doji Challenger", "Eager Scout"), theirs=("Brash Samurai", "Matsu Berserker"), attackers=None):
    s = _duel(dict(characters=list(mine), hand=["Defend Your Honor"]),
              dict(characters=list(theirs), hand=["Banzai!"], fate=2),
              attackers=list(mine if attackers is None else attackers), defenders=list(theirs))
    my_turn(s, 1)
    s.pick("Banzai!")
    s.pick("Brash Samurai")
    return s


@pytest.mark.covers("Defend Your Honor", "a1:effect", "a1:target", "a1:trigger", "a1:when")
def test_defend_your_honor_the_opponent_picks_their_duelist_and_a_win_cancels_the_event():
    """Rules Reference "Duel": both characters are chosen at initiation, the opponent's "of
    his or her choice" by that opponent."""
    s = _defend()
    military = skill(s.state, s.card("Brash Samurai"), "military")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 0
    s.pick("Defend Your Honor")
    assert s.game.pending.player == 0 and sorted(s.legal()) == ["Doji Challenger", "Eager Scout"]
    s.pick("Doji Challenger")
    assert s.game.pending.player == 1 and sorted(s.legal()) == ["Brash Samurai", "Matsu Berserker"]
    s.pick("Brash Samurai")
    _bid(s, {0: 2, 1: 1})  # 3 + 2 against 2 + 1
    assert skill(s.state, s.card("Brash Samurai"), "military") == military  # Banzai! was cancelled
    assert s.card("Banzai!").zone == "conflict_discard"


@pytest.mark.covers("Defend Your Honor", "a1:effect")
def test_defend_your_honor_losing_the_duel_lets_the_event_resolve():
    s = _defend()
    military = skill(s.state, s.card("Brash Samurai"), "military")
    s.pick("Defend Your Honor")
    s.pick("Eager Scout")
    s.pick("Matsu Berserker")
    _bid(s, {0: 1, 1: 1})  # 0 + 1 against 3 + 1
    assert s.game.pending.context == "banzai"  # Banzai! resolves
    assert skill(s.state, s.card("Brash Samurai"), "military") == military + 2


@pytest.mark.covers("Defend Your Honor", "a1:when", "a1:target", "a1:limit")
def test_defend_your_honor_needs_a_participant_of_yours_and_an_opponents_event():
    s = _defend(attackers=["Eager Scout"], mine=("Eager Scout",))
    assert s.game.pending.context == "trigger"  # Eager Scout participates (0 military: a value, not a dash)
    s = _defend(mine=("Naive Student", "Eager Scout"), attackers=["Naive Student"])
    assert s.game.pending is None or s.game.pending.context != "trigger"  # a military dash: no duelist
    assert _limits("16-defend-your-honor") == ["once per round"]


# ------------------------------------------------------------------ Civil Discourse
def _civil(start=True, **more):
    s = _duel(dict(characters=["Kakita Asami", "Eager Scout"], hand=["Civil Discourse", "Banzai!"], fate=3),
              dict(characters=["Doji Whisperer", "Otomo Courtier", "Matsu Berserker"], hand=["Banzai!", "Fine Katana"],
                   fate=3),
              attackers=["Kakita Asami", "Eager Scout"], defenders=["Doji Whisperer", "Otomo Courtier",
                                                                  "Matsu Berserker"], type="political", start=start)
    return s


@pytest.mark.covers("Civil Discourse", "a1:effect", "a1:target", "a1:condition", "a2:effect")
def test_civil_discourse_the_losers_controller_pays_1_more_for_cards_in_hand_this_conflict():
    """Rules Reference "Gains": the loser has the constant ability until the conflict ends, and
    it applies to the player who controls it."""
    from l5r.lcg.model import cost_of
    s = _civil()
    my_turn(s, 0)
    s.pick("Civil Discourse")
    assert s.game.pending.player == 0 and sorted(s.legal()) == ["Eager Scout", "Kakita Asami"]
    s.pick("Kakita Asami")
    # the opponent picks one of theirs (Matsu Berserker: a political dash)
    assert s.game.pending.player == 1 and sorted(s.legal()) == ["Doji Whisperer", "Otomo Courtier"]
    s.pick("Otomo Courtier")
    _bid(s, {0: 2, 1: 1})  # 3 + 2 against 2 + 1
    g = s.game
    banzai1, katana = s.uid("Banzai!", 1), s.uid("Fine Katana")
    assert cost_of(g, banzai1, 1) == 1 and cost_of(g, katana, 1, s.uid("Otomo Courtier")) == 1
    assert cost_of(g, s.uid("Banzai!", 0), 0) == 0  # the winner's side pays as usual
    run_conflict_out(s, "nothing")
    assert cost_of(g, banzai1, 1) == 0  # until the end of the conflict


@pytest.mark.covers("Civil Discourse", "a2:effect")
def test_civil_discourse_the_gained_ability_leaves_with_the_loser():
    from l5r.lcg.model import cost_of
    s = _civil()
    my_turn(s, 0)
    s.pick("Civil Discourse")
    s.pick("Eager Scout")
    s.pick("Doji Whisperer")
    _bid(s, {0: 1, 1: 1})  # 0 + 1 against 3 + 1: Eager Scout loses
    g = s.game
    assert cost_of(g, s.uid("Banzai!", 0), 0) == 1
    s.apply(ev("leaves_play", card=s.uid("Eager Scout"), reason="discarded"))
    assert cost_of(g, s.uid("Banzai!", 0), 0) == 0


@pytest.mark.covers("Civil Discourse", "a1:condition", "a1:target")
def test_civil_discourse_only_during_a_conflict_with_duelists_on_both_sides():
    s = Quiet(first_player=0)
    s.player(0, characters=["Kakita Asami"], hand=["Civil Discourse"], fate=1)
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Civil Discourse")
    s = _duel(dict(characters=["Kakita Asami"], hand=["Civil Discourse"], fate=1),
              dict(characters=["Matsu Berserker"]), attackers=["Kakita Asami"], defenders=["Matsu Berserker"],
              type="political", start=False)
    assert not can_use(s, 0, "Civil Discourse")  # no opposing participant with a political value
