"""Cards of All and Nothing (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets, costs), with the Rules Reference cited. No 2017 ruling,
clarification or erratum names a card of this pack."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability, run_conflict_out
from pack_helpers import limits_of as _limits
from pack_helpers import skills as _skills
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.conflict import eligible_attackers, eligible_defenders
from l5r.lcg.game import RULES
from l5r.lcg.model import glory, is_blank, province_strength
from l5r.lcg.vocab import Action, Effect, Target


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)




# ------------------------------------------------------------------ Raging Battleground
def _battleground(p1_chars=("Eager Scout", dict(name="Brash Samurai", fate=1), "Kakita Asami")):
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker", "Doji Whisperer"])
    s.player(1, characters=list(p1_chars), provinces=provinces(dict(name="Raging Battleground", facedown=True)))
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Matsu Berserker"])
    return s


@pytest.mark.covers("Raging Battleground", "a1:effect", "a1:target", "a1:trigger", "a1:when")
def test_raging_battleground_discards_a_non_unique_character_without_fate_when_revealed():
    """Revealed by the declaration of an attack on it (Rules Reference "Facedown Province");
    any player's character may be chosen."""
    s = _battleground()
    pass_until(s, "trigger", 1)
    s.pick("Raging Battleground")
    s.assert_not_legal("Brash Samurai")  # fate on it
    s.assert_not_legal("Kakita Asami")  # unique
    s.assert_legal("Matsu Berserker")  # the attacker's too
    s.pick("Eager Scout")
    assert s.card("Eager Scout").zone == "dynasty_discard"


@pytest.mark.covers("Raging Battleground", "a1:when", "a1:limit")
def test_raging_battleground_not_when_another_province_is_revealed_once_per_round():
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, characters=["Eager Scout"],
             provinces=provinces("Entrenched Position", dict(name="Raging Battleground", facedown=True)))
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Matsu Berserker"])
    run_conflict_out(s, "Raging Battleground")
    assert _limits("13-raging-battleground") == ["once per round"]


# ------------------------------------------------------------------ Appealing to the Fortunes
def _fortunes(role="Keeper of Void", hand=("Brash Samurai", "Banzai!"), cards=("Kakita Asami",)):
    s = in_conflict(dict(characters=["Hida Kisada"]), dict(characters=["Doji Whisperer"]),
                    attackers=["Hida Kisada"], defenders=["Doji Whisperer"], ring="water")
    s.player(1, characters=["Doji Whisperer"], role=role, hand=list(hand),
             provinces=provinces(dict(name="Appealing to the Fortunes", facedown=False),
                                 dict(name="Ancestral Lands", cards=list(cards))))
    return s


@pytest.mark.covers("Appealing to the Fortunes", "a1:effect", "a1:condition")
def test_appealing_to_the_fortunes_plus_2_strength_with_a_void_role():
    for role, strength in (("Keeper of Void", 5), ("Seeker of Void", 5), ("Keeper of Fire", 3), (None, 3)):
        s = _fortunes(role=role)
        s.build()
        assert province_strength(s.state, s.card("Appealing to the Fortunes")) == strength, role


@pytest.mark.covers("Appealing to the Fortunes", "a2:effect", "a2:target", "a2:trigger", "a2:when")
def test_appealing_to_the_fortunes_puts_a_character_into_play_from_hand_or_a_province_when_broken():
    """Put into play, not played: no cost (Rules Reference "Play and Put into Play"); at home."""
    s = _fortunes()
    s.start("3.2.2")
    pass_until(s, "trigger", 1)
    s.pick("Appealing to the Fortunes")
    s.assert_legal("Brash Samurai")
    s.assert_not_legal("Banzai!")
    s.pick("Kakita Asami")
    asami = s.card("Kakita Asami")
    assert asami.zone == "play" and asami.uid not in s.state.conflict.defenders
    s = _fortunes()
    s.start("3.2.2")
    pass_until(s, "trigger", 1)
    s.pick("Appealing to the Fortunes")
    s.pick("Brash Samurai")
    assert s.card("Brash Samurai").zone == "play"


@pytest.mark.covers("Appealing to the Fortunes", "a2:when", "a2:limit", "a2:target")
def test_appealing_to_the_fortunes_not_without_a_character_or_when_it_holds():
    s = _fortunes(hand=("Banzai!",), cards=("Imperial Storehouse",))
    s.start("3.2.2")
    run_conflict_out(s, "Appealing to the Fortunes")
    assert s.card("Appealing to the Fortunes").broken
    s = in_conflict(dict(characters=["Matsu Berserker"]),
                    dict(characters=["Doji Whisperer"], hand=["Brash Samurai"], role="Keeper of Void",
                         provinces=provinces(dict(name="Appealing to the Fortunes", facedown=False))),
                    attackers=["Matsu Berserker"], ring="water")  # 3 military against 5
    s.start("3.2.2")
    run_conflict_out(s, "Appealing to the Fortunes")
    assert _limits("13-appealing-to-the-fortunes", 1) == ["once per round"]


# ------------------------------------------------------------------ Tainted Hero
@pytest.mark.covers("Tainted Hero", "a1:effect")
def test_tainted_hero_cannot_attack_or_defend():
    s = Quiet(first_player=0)
    s.player(0, characters=["Tainted Hero", "Matsu Berserker"])
    s.player(1, characters=["Tainted Hero", "Eager Scout"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker"])
    s.build()
    assert s.uid("Tainted Hero", 1) not in eligible_defenders(s.game)
    assert s.uid("Eager Scout", 1) in eligible_defenders(s.game)
    s = Quiet(first_player=0)
    s.player(0, characters=["Tainted Hero", "Matsu Berserker"])
    s.player(1)
    s.start("conflict")
    assert s.uid("Tainted Hero") not in eligible_attackers(s.game, 0, "military")


@pytest.mark.covers("Tainted Hero", "a2:effect", "a2:cost")
def test_tainted_hero_sacrifice_a_character_to_blank_its_text_box_this_phase():
    """Rules Reference "Blank" (except Traits): without its text it may attack; "Sacrifice"
    pays the cost with a character you control."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Tainted Hero", "Eager Scout"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Tainted Hero")
    s.pick("Eager Scout")
    assert s.card("Eager Scout").zone == "dynasty_discard"
    hero = s.card("Tainted Hero")
    assert is_blank(s.state, hero)
    assert hero.uid in eligible_attackers(s.game, 0, "military")
    while s.state.phase == "conflict":
        skip(s)
    assert not is_blank(s.state, s.card("Tainted Hero"))


@pytest.mark.covers("Tainted Hero", "a2:cost")
def test_tainted_hero_sacrifices_a_character_you_control():
    """Rules Reference "Cost": paid with a card you control (itself too), never an opponent's."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Tainted Hero", "Eager Scout"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Tainted Hero")
    assert s.game.pending.context == "sacrifice_cost"
    assert sorted(s.legal()) == ["Eager Scout", "Tainted Hero"]


# ------------------------------------------------------------------ Kuni Laboratory
def _lab():
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], provinces=provinces(dict(name="Entrenched Position",
                                                                          cards=["Kuni Laboratory"])))
    s.player(1, characters=["Doji Whisperer"])
    return s


@pytest.mark.covers("Kuni Laboratory", "a1:effect")
def test_kuni_laboratory_your_characters_get_plus_1_each_skill():
    s = _lab()
    s.build()
    assert _skills(s, "Matsu Berserker") == (4, None)
    assert _skills(s, "Doji Whisperer") == (0, 3)  # not yours


@pytest.mark.covers("Kuni Laboratory", "a2:effect", "a2:trigger", "a2:when", "a2:limit")
def test_kuni_laboratory_forced_lose_1_honor_when_the_conflict_phase_begins():
    """A forced reaction (Rules Reference "Forced"): no choice; once, as the phase begins."""
    s = _lab()
    s.start("draw")
    while s.state.phase != "conflict":
        skip(s)
    pass_until(s, ("action", "declare_conflict"))
    assert s.state.players[0].honor == 10 - 1 + _bid_change(s)
    assert _limits("13-kuni-laboratory", 1) == ["once per round"]


def _bid_change(s):
    """The honor the draw phase's bids gave player 0 (Rules Reference 2.4: the higher bidder
    gives the difference to the lower one)."""
    return s.state.players[1].bid - s.state.players[0].bid


# ------------------------------------------------------------------ Callow Delegate
@pytest.mark.covers("Callow Delegate", "a1:effect", "a1:target", "a1:trigger", "a1:when")
def test_callow_delegate_honors_a_character_you_control_when_it_leaves_play(give):
    give(Action(Effect("discard"), target=Target(), text="discard one"))
    s = Quiet(first_player=1)
    s.player(0, characters=["Callow Delegate", "Matsu Berserker", dict(name="Eager Scout", status="honored")])
    s.player(1, characters=["Doji Challenger", "Doji Whisperer"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 1)
    s.pick("Doji Challenger: discard one")
    s.pick("Callow Delegate")
    pass_until(s, "trigger", 0)
    s.pick("Callow Delegate")
    s.assert_not_legal("Doji Whisperer")  # not yours
    s.assert_not_legal("Eager Scout")  # already honored
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").status == 1
    assert s.card("Callow Delegate").zone == "dynasty_discard"


@pytest.mark.covers("Callow Delegate", "a1:when", "a1:limit")
def test_callow_delegate_not_when_another_character_leaves_play(give):
    give(Action(Effect("discard"), target=Target(), text="discard one"))
    s = Quiet(first_player=1)
    s.player(0, characters=["Callow Delegate", "Matsu Berserker"])
    s.player(1, characters=["Doji Challenger"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 1)
    s.pick("Doji Challenger: discard one")
    s.pick("Matsu Berserker")
    assert_not_offered(s, "Callow Delegate")
    assert _limits("13-callow-delegate") == ["once per round"]


# ------------------------------------------------------------------ Tactician's Apprentice
def _apprentice(bid0, bid1):
    s = Quiet(first_player=0)
    s.player(0, characters=["Tactician's Apprentice"])
    s.player(1)
    s.start("draw")
    pass_until(s, "honor_bid", 0)
    s.pick(f"bid {bid0}")
    pass_until(s, "honor_bid", 1)
    s.pick(f"bid {bid1}")
    return s


@pytest.mark.covers("Tactician's Apprentice", "a1:effect", "a1:trigger", "a1:condition")
def test_tacticians_apprentice_draws_a_card_after_a_lower_bid():
    s = _apprentice(1, 3)
    pass_until(s, "trigger", 0)
    s.pick("Tactician's Apprentice")
    pass_until(s, "action")
    assert len(s.state.players[0].hand) == 2  # 1 from it, 1 for the bid of 1 (Rules Reference 2.5)
    s = _apprentice(1, 3)
    pass_until(s, "trigger", 0)
    s.pass_()
    pass_until(s, "action")
    assert len(s.state.players[0].hand) == 1


@pytest.mark.covers("Tactician's Apprentice", "a1:condition", "a1:limit")
def test_tacticians_apprentice_not_with_an_equal_or_higher_bid_once_per_phase():
    for bids in ((3, 3), (4, 2)):
        s = _apprentice(*bids)
        while s.state.phase == "draw":
            assert_not_offered(s, "Tactician's Apprentice")
            skip(s)
    assert _limits("13-tactician-s-apprentice") == ["once per phase"]


# ------------------------------------------------------------------ Matsu Mitsuko
def _mitsuko(honor=(11, 10), type="military"):
    s = in_conflict(dict(characters=["Matsu Mitsuko", "Eager Scout", "Matsu Berserker"], hand=["Banzai!"],
                         honor=honor[0]),
                    dict(characters=["Doji Whisperer", "Kakita Asami"], honor=honor[1], **WAITS),
                    type=type, attackers=["Matsu Berserker"])
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"))
    return s


@pytest.mark.covers("Matsu Mitsuko", "a1:effect", "a1:target", "a1:condition")
def test_matsu_mitsuko_moves_a_character_you_control_to_the_conflict():
    s = _mitsuko()
    my_turn(s)
    s.pick("Matsu Mitsuko")
    s.assert_not_legal("Kakita Asami")  # not yours
    s.assert_not_legal("Matsu Berserker")  # already there
    s.assert_legal("Matsu Mitsuko")  # itself, at home
    s.pick("Eager Scout")
    assert s.uid("Eager Scout") in s.state.conflict.attackers


@pytest.mark.covers("Matsu Mitsuko", "a1:condition")
def test_matsu_mitsuko_only_in_a_military_conflict_while_more_honorable():
    assert not can_use(_mitsuko(honor=(10, 10)), 0, "Matsu Mitsuko")
    assert not can_use(_mitsuko(type="political"), 0, "Matsu Mitsuko")
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Mitsuko"], honor=12)
    s.player(1)
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Matsu Mitsuko")


# ------------------------------------------------------------------ Imperial Librarian
@pytest.mark.covers("Imperial Librarian", "a1:effect")
def test_imperial_librarian_each_other_character_gets_plus_1_glory():
    s = Quiet(first_player=0)
    s.player(0, characters=["Imperial Librarian", "Eager Scout"])
    s.player(1, characters=["Doji Whisperer"])
    s.build()
    assert glory(s.state, s.card("Eager Scout")) == 1
    assert glory(s.state, s.card("Doji Whisperer")) == 2  # the opponent's too
    assert glory(s.state, s.card("Imperial Librarian")) == 2  # not itself


# ------------------------------------------------------------------ Game of Sadane
def _sadane():
    s = in_conflict(dict(characters=["Kakita Asami", "Matsu Berserker"], hand=["Game of Sadane"], fate=1),
                    dict(characters=["Doji Whisperer", "Eager Scout"], **WAITS),
                    type="political", attackers=["Kakita Asami", "Matsu Berserker"],
                    defenders=["Doji Whisperer", "Eager Scout"])
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"))
    return s


def _bid(s, a, b):
    for _ in range(2):
        pass_until(s, "honor_bid")
        s.pick(f"bid {a if s.game.pending.player == 0 else b}")


@pytest.mark.covers("Game of Sadane", "a1:effect", "a1:target", "a1:condition")
def test_game_of_sadane_political_duel_honors_the_winner_and_dishonors_the_loser():
    """Appendix I "Duel Timing" (D.8: the results apply to the duelists)."""
    s = _sadane()
    my_turn(s)
    s.pick("Game of Sadane")
    s.assert_not_legal("Matsu Berserker")  # a dash for political: no political duel ("Dash (-)")
    s.pick_many("Kakita Asami", "Doji Whisperer")
    _bid(s, 2, 1)  # 3 + 2 against 3 + 1
    assert (s.card("Kakita Asami").status, s.card("Doji Whisperer").status) == (1, -1)


@pytest.mark.covers("Game of Sadane", "a1:condition")
def test_game_of_sadane_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Kakita Asami"], hand=["Game of Sadane"], fate=1)
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Game of Sadane")


# ------------------------------------------------------------------ Mark of Shame
@pytest.mark.covers("Mark of Shame", "a1:effect", "a1:trigger", "a1:when", "a1:then")
def test_mark_of_shame_dishonors_twice_after_you_play_it():
    """"Then" (Rules Reference "Effects"): the second dishonor follows the first: an honored
    character becomes dishonored."""
    s = Quiet(first_player=0)
    s.player(0, hand=["Mark of Shame", "Banzai!"], fate=2, characters=["Eager Scout"])
    s.player(1, characters=[dict(name="Doji Whisperer", status="honored")])
    s.start("draw")
    pass_until(s, "action", 0)
    s.pick("Mark of Shame")
    s.pick("Doji Whisperer")
    pass_until(s, "trigger", 0)
    s.pick("Mark of Shame")
    assert s.card("Doji Whisperer").status == -1


@pytest.mark.covers("Mark of Shame", "a1:then", "a1:limit")
def test_mark_of_shame_an_ordinary_character_ends_dishonored():
    """The second dishonor of an already dishonored character changes nothing."""
    s = Quiet(first_player=0)
    s.player(0, hand=["Mark of Shame"], fate=2, characters=["Eager Scout"])
    s.player(1, characters=["Doji Whisperer"], hand=["Banzai!"])
    s.start("draw")
    pass_until(s, "action", 0)
    s.pick("Mark of Shame")
    s.pick("Doji Whisperer")
    pass_until(s, "trigger", 0)
    s.pick("Mark of Shame")
    assert s.card("Doji Whisperer").status == -1
    assert _limits("13-mark-of-shame") == ["once per round"]


@pytest.mark.covers("Mark of Shame", "a1:when")
def test_mark_of_shame_not_when_another_card_is_played():
    s = Quiet(first_player=0)
    s.player(0, hand=["Fine Katana", "Banzai!"], fate=2,
             characters=[dict(name="Eager Scout", attachments=["Mark of Shame"])])
    s.player(1)
    s.start("draw")
    pass_until(s, "action", 0)
    s.pick("Fine Katana")
    assert_not_offered(s, "Mark of Shame")
    assert s.card("Eager Scout").status == 0


# ------------------------------------------------------------------ Discourage Pursuit
def _pursuit(shinobi=("Shosuro Sadako",)):
    s = in_conflict(dict(characters=["Matsu Berserker", *shinobi], hand=["Discourage Pursuit"]),
                    dict(characters=["Serene Warrior"], **WAITS), attackers=["Matsu Berserker"],
                    defenders=["Serene Warrior"])
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"))
    return s


@pytest.mark.covers("Discourage Pursuit", "a1:effect", "a1:target", "a1:cost", "a1:condition")
def test_discourage_pursuit_dishonor_a_shinobi_a_participant_gets_minus_4_military():
    s = _pursuit()
    my_turn(s)
    s.pick("Discourage Pursuit")
    s.pick("Shosuro Sadako")  # the cost: dishonor your Shinobi
    s.assert_not_legal("Shosuro Sadako")  # the target: at home
    before = _skills(s, "Serene Warrior")[0]
    s.pick("Serene Warrior")
    assert s.card("Shosuro Sadako").status == -1
    assert before == 3 and _skills(s, "Serene Warrior")[0] == 0  # 3 - 4, never below 0 (Rules Reference "Modifiers")
    assert any(e.get("value") == -4 and e["stat"] == "military" for e in s.state.lasting)
    while s.state.conflict is not None:
        skip(s)
    assert _skills(s, "Serene Warrior")[0] == before


@pytest.mark.covers("Discourage Pursuit", "a1:cost", "a1:condition")
def test_discourage_pursuit_needs_a_shinobi_to_dishonor_and_a_conflict():
    assert not can_use(_pursuit(shinobi=()), 0, "Discourage Pursuit")
    assert not can_use(_pursuit(shinobi=(dict(name="Shosuro Sadako", status="dishonored"),)), 0,
                       "Discourage Pursuit")
    s = Quiet(first_player=0)
    s.player(0, characters=["Shosuro Sadako"], hand=["Discourage Pursuit"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Discourage Pursuit")


# ------------------------------------------------------------------ Shosuro Sadako
@pytest.mark.covers("Shosuro Sadako", "a1:effect")
def test_shosuro_sadako_adds_its_glory_while_dishonored():
    """Rules Reference "Status Token": a dishonored character subtracts its glory -- Sadako
    adds it instead; honored it adds it as usual; another dishonored character subtracts."""
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Shosuro Sadako", status="dishonored"),
                            dict(name="Eager Scout", status="dishonored")])
    s.player(1, characters=[dict(name="Shosuro Sadako", status="honored")])
    s.build()
    assert _skills(s, "Shosuro Sadako", 0) == (4, 4)  # 1 + 3 glory
    assert _skills(s, "Shosuro Sadako", 1) == (4, 4)
    assert _skills(s, "Eager Scout") == (0, 0)


@pytest.mark.covers("Shosuro Sadako", "a1:effect")
def test_shosuro_sadako_blank_subtracts_as_usual():
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Shosuro Sadako", status="dishonored")])
    s.player(1)
    s.build()
    c = s.card("Shosuro Sadako")
    s.state.lasting.append({"type": "blank", "targets": [[c.uid, c.instance]], "until": "round"})
    assert _skills(s, "Shosuro Sadako") == (0, 0)  # 1 - 3, never below 0


# ------------------------------------------------------------------ Perfect Land Ethos
@pytest.mark.covers("Perfect Land Ethos", "a1:effect")
def test_perfect_land_ethos_discards_each_status_token():
    """Rules Reference "Status Token": discarding a token is neither honoring nor dishonoring;
    "Tainted": a card ability discarding it removes a tainted token -- from characters and
    provinces alike."""
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Eager Scout", status="honored"), dict(name="Matsu Berserker", tainted=True)],
             hand=["Perfect Land Ethos"], fate=2)
    s.player(1, characters=[dict(name="Doji Whisperer", status="dishonored", tainted=True)])
    s.adjust(lambda g: setattr(g.state.cards[g.state.players[1].provinces[0]], "tainted", True))
    s.start("draw")
    pass_until(s, "action", 0)
    s.pick("Perfect Land Ethos")
    for name in ("Eager Scout", "Matsu Berserker", "Doji Whisperer"):
        c = s.card(name)
        assert (c.status, c.tainted) == (0, False), name
    assert not s.state.cards[s.state.players[1].provinces[0]].tainted
    assert s.state.players[0].honor == 10  # no honor moved


@pytest.mark.covers("Perfect Land Ethos", "a1:effect")
def test_perfect_land_ethos_not_playable_without_a_status_token():
    """Rules Reference "Cost": an ability whose effects could change nothing cannot be initiated."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Eager Scout"], hand=["Perfect Land Ethos", "Banzai!"], fate=2)
    s.player(1, characters=["Doji Whisperer"])
    s.start("draw")
    pass_until(s, "action")
    assert not can_use(s, 0, "Perfect Land Ethos")


# ------------------------------------------------------------------ Dispatch
def _dispatch(hand=("Dispatch",)):
    s = in_conflict(dict(characters=["Moto Juro", "Shinjo Outrider", "Matsu Berserker"], hand=list(hand), fate=1),
                    dict(characters=["Doji Whisperer"], **WAITS), attackers=["Moto Juro"])
    s.start("3.2.2")
    pass_until(s, ("conflict_action", "action"))
    return s


@pytest.mark.covers("Dispatch", "a1:effect", "a1:target", "a1:select", "a1:condition")
def test_dispatch_moves_a_unicorn_character_of_yours_into_the_conflict_or_home():
    """Rules Reference "Select": only an option that changes something is offered, and one
    left is selected without asking."""
    s = _dispatch()
    my_turn(s)
    s.pick("Dispatch")
    s.assert_not_legal("Matsu Berserker")  # not Unicorn
    s.assert_not_legal("Doji Whisperer")  # not yours
    s.pick("Shinjo Outrider")  # at home: into the conflict, the one option
    assert s.uid("Shinjo Outrider") in s.state.conflict.attackers
    s = _dispatch()
    my_turn(s)
    s.pick("Dispatch")
    s.pick("Moto Juro")  # participating: home
    assert s.uid("Moto Juro") not in s.state.conflict.attackers


@pytest.mark.covers("Dispatch", "a1:select")
def test_dispatch_select_options_follow_the_target():
    from l5r.lcg.vocab_cards import open_options
    s = _dispatch()
    ab = RULES.cards["13-dispatch"].abilities[0]
    for name, option in (("Moto Juro", "move it home"), ("Shinjo Outrider", "move it to the conflict")):
        ctx = {"player": 0, "card": s.uid("Dispatch"), "targets": [s.uid(name)]}
        assert [ab.select[i][0] for i in open_options(s.game, ctx, ab.select)] == [option]


@pytest.mark.covers("Dispatch", "a1:condition", "keyword:limited")
def test_dispatch_only_during_a_conflict_and_limited():
    """Rules Reference "Limited": one limited card played per player per round."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Moto Juro"], hand=["Dispatch"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert not can_use(s, 0, "Dispatch")
    s = _dispatch(hand=("Dispatch", "Dispatch"))
    my_turn(s)
    s.pick("Dispatch")
    s.pick("Shinjo Outrider")
    s.state.players[0].limited_played = 1
    my_turn(s, 1)
    assert not can_use(s, 0, "Dispatch")


# ------------------------------------------------------------------ Bustling Academy
def _academy(chars=("Imperial Librarian",)):
    s = Quiet(first_player=0)
    s.player(0, characters=list(chars),
             provinces=provinces(dict(name="Entrenched Position", cards=["Bustling Academy"]),
                                 dict(name="Ancestral Lands", cards=[dict(name="Brash Samurai", facedown=True)])),
             dynasty_deck=["Kakita Asami", "Eager Scout"])
    s.player(1, provinces=provinces(dict(name="Entrenched Position", cards=["Doji Whisperer"])),
             dynasty_deck=["Otomo Courtier", "Kakita Asami"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"))
    return s


@pytest.mark.covers("Bustling Academy", "a1:effect", "a1:target", "a1:condition")
def test_bustling_academy_discards_a_card_in_a_province_and_refills_it_faceup():
    """Rules Reference "Refill a Province": refilled faceup, the new card is placed faceup;
    a card in any player's province may be chosen."""
    s = _academy()
    s.pick("Bustling Academy")
    s.assert_legal("Doji Whisperer")  # an opponent's
    s.assert_legal("Bustling Academy")  # itself: a card in a province
    s.pick("facedown card in province 2")
    assert s.card("Brash Samurai").zone == "dynasty_discard"
    new = s.state.cards[s.state.players[0].province_cards[1][0]]
    assert new.cid == "01-eager-scout" and not new.facedown  # the top of the deck, faceup
    s = _academy()
    s.pick("Bustling Academy")
    s.pick("Doji Whisperer")
    new = s.state.cards[s.state.players[1].province_cards[0][0]]
    assert new.cid == "01-kakita-asami" and not new.facedown


@pytest.mark.covers("Bustling Academy", "a1:condition")
def test_bustling_academy_needs_a_scholar():
    assert can_use(_academy(), 0, "Bustling Academy")
    assert not can_use(_academy(chars=("Matsu Berserker",)), 0, "Bustling Academy")


# ------------------------------------------------------------------ Ethereal Dreamer
def _dreamer(choose="the air ring"):
    s = Quiet(first_player=0)
    s.player(0, characters=["Ethereal Dreamer", "Matsu Berserker"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, "trigger", 0)
    s.pick("Ethereal Dreamer")
    s.pick(choose)
    return s


@pytest.mark.covers("Ethereal Dreamer", "a1:effect", "a1:select", "a1:trigger", "a1:when")
def test_ethereal_dreamer_plus_2_each_skill_while_the_chosen_ring_is_contested():
    """A lasting effect until the end of the phase (Rules Reference "Lasting Effects") that
    applies while that ring is the contested ring, in which conflict it participates or not."""
    s = _dreamer()
    assert _skills(s, "Ethereal Dreamer") == (1, 1)  # no conflict yet
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Matsu Berserker"])
    assert _skills(s, "Ethereal Dreamer") == (3, 3)
    while s.state.conflict is not None:
        skip(s)
    assert _skills(s, "Ethereal Dreamer") == (1, 1)


@pytest.mark.covers("Ethereal Dreamer", "a1:select")
def test_ethereal_dreamer_not_while_another_ring_is_contested():
    s = _dreamer(choose="the fire ring")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Matsu Berserker"])
    assert _skills(s, "Ethereal Dreamer") == (1, 1)


@pytest.mark.covers("Ethereal Dreamer", "a1:when", "a1:limit")
def test_ethereal_dreamer_only_as_the_conflict_phase_begins_and_ends_with_it():
    s = Quiet(first_player=0)
    s.player(0, characters=["Ethereal Dreamer"])
    s.player(1)
    s.start("draw")
    while s.state.phase == "draw":
        assert_not_offered(s, "Ethereal Dreamer")
        skip(s)
    s = _dreamer()
    while s.state.phase == "conflict":
        skip(s)
    assert not any(e["type"] == "while_contested" for e in s.state.lasting)
    assert _limits("13-ethereal-dreamer") == ["once per round"]


# ------------------------------------------------------------------ Void Fist
def _fist(plays=("Banzai!", "Fine Katana"), monk="Togashi Initiate"):
    s = in_conflict(dict(characters=[monk, "Eager Scout"], hand=["Void Fist", "Banzai!", "Fine Katana"], fate=3),
                    dict(characters=["Matsu Berserker", "Doji Whisperer", "Hida Kisada"], **WAITS),
                    attackers=[monk], defenders=["Matsu Berserker", "Doji Whisperer", "Hida Kisada"])
    s.start("3.2.2")
    for card in plays:
        my_turn(s)
        s.pick(card)
        d = s.game.pending
        if d is not None and d.context in ("target", "attach_host"):
            s.pick(monk)
        d = s.game.pending
        if d is not None and d.context in ("may", "select"):
            skip(s)
    pass_until(s, ("conflict_action", "action"))
    return s


@pytest.mark.covers("Void Fist", "a1:effect", "a1:target", "a1:condition")
def test_void_fist_sends_home_and_bows_a_participant_no_stronger_than_your_monk():
    """The Monk's military skill is its current one (Banzai! and a Fine Katana on it)."""
    s = _fist()
    my_turn(s)
    s.pick("Void Fist")
    s.assert_not_legal("Hida Kisada")  # stronger than the Monk
    s.assert_not_legal("Eager Scout")  # at home
    s.pick("Matsu Berserker")
    berserker = s.card("Matsu Berserker")
    assert berserker.bowed and berserker.uid not in s.state.conflict.defenders


@pytest.mark.covers("Void Fist", "a1:condition")
def test_void_fist_needs_2_other_cards_played_this_conflict():
    """Cards played (Rules Reference "Play and Put into Play") by you in this conflict."""
    assert not can_use(_fist(plays=("Banzai!",)), 0, "Void Fist")
    assert can_use(_fist(), 0, "Void Fist")


@pytest.mark.covers("Void Fist", "a1:target")
def test_void_fist_needs_a_participating_monk():
    s = _fist(monk="Brash Samurai")
    assert not can_use(s, 0, "Void Fist")


# ------------------------------------------------------------------ Iuchi Shahai
@pytest.mark.covers("Iuchi Shahai", "a1:effect")
def test_iuchi_shahai_meishodo_attachments_cost_1_less_on_it_or_a_neutral_character():
    """Rules Reference "Cost" (never below 0) and "Neutral" (a neutral card bears no clan
    symbol): Talisman of the Sun (a Meishodo attachment) costs 0 there, 1 elsewhere; an
    attachment without the trait costs as printed."""
    from l5r.lcg.model import cost_of
    s = Quiet(first_player=0)
    s.player(0, characters=["Iuchi Shahai", "Imperial Librarian", "Shinjo Outrider"],
             hand=["Talisman of the Sun", "Fine Katana"])
    s.player(1, characters=["Marauding Oni"], hand=["Talisman of the Sun"])
    s.build()
    g = s.game
    talisman, katana = s.uid("Talisman of the Sun", 0), s.uid("Fine Katana")
    on = {n: cost_of(g, talisman, 0, s.uid(n)) for n in ("Iuchi Shahai", "Imperial Librarian", "Shinjo Outrider")}
    assert on == {"Iuchi Shahai": 0, "Imperial Librarian": 0, "Shinjo Outrider": 1}
    assert cost_of(g, talisman, 0, s.uid("Marauding Oni")) == 0  # a neutral character of the opponent's too
    assert cost_of(g, katana, 0, s.uid("Iuchi Shahai")) == 0  # (printed 0: never below 0)
    assert cost_of(g, s.uid("Talisman of the Sun", 1), 1, s.uid("Iuchi Shahai")) == 1  # not for the opponent


@pytest.mark.covers("Iuchi Shahai", "a1:effect")
def test_iuchi_shahai_a_neutral_character_that_gained_a_clan_is_not_neutral():
    from l5r.lcg.model import cost_of
    s = Quiet(first_player=0)
    s.player(0, characters=["Iuchi Shahai", "Imperial Librarian"], hand=["Talisman of the Sun"])
    s.player(1)
    s.build()
    lib = s.card("Imperial Librarian")
    s.state.lasting.append({"type": "gain_clan", "keyword": "lion", "targets": [[lib.uid, lib.instance]],
                            "until": "round"})
    assert cost_of(s.game, s.uid("Talisman of the Sun"), 0, lib.uid) == 1


@pytest.mark.covers("Iuchi Shahai", "keyword:covert")
def test_iuchi_shahai_covert_evades_a_defender_when_it_attacks():
    """Rules Reference "Covert"."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Iuchi Shahai"])
    s.player(1, characters=["Doji Whisperer", "Eager Scout"])
    s.start("conflict")
    s.declare("political", "air", province=0, attackers=["Iuchi Shahai"], covert="Doji Whisperer")
    assert s.state.conflict.evaded == [s.uid("Doji Whisperer")]
    s.assert_not_legal("Doji Whisperer", context="declare_defenders")


# ------------------------------------------------------------------ Togashi Mitsu
def _mitsu(discard=("Hurricane Punch", "Centipede Tattoo", "Banzai!"), attackers=("Togashi Mitsu",)):
    s = in_conflict(dict(characters=["Togashi Mitsu", "Eager Scout"], conflict_discard=list(discard), fate=3,
                         hand=["Banzai!"]),
                    dict(characters=["Doji Whisperer"], **WAITS), attackers=list(attackers),
                    defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Togashi Mitsu", "a1:effect", "a1:target")
def test_togashi_mitsu_plays_a_kiho_event_from_the_discard_pile_which_then_goes_to_the_deck_bottom():
    """Rules Reference "Play Restrictions and Permissions" (as if in hand: Hurricane Punch's own
    target and effects); the event goes to the bottom of its owner's conflict deck, not to the
    discard pile. Banzai! (no Monk, Tattoo or Kihō trait) is not eligible."""
    s = _mitsu()
    deck_before = len(s.state.players[0].conflict_deck)
    s.pick("Togashi Mitsu")
    s.assert_not_legal("Banzai!")
    s.pick("Hurricane Punch")
    s.pick("Togashi Mitsu")
    punch = s.card("Hurricane Punch")
    deck = s.state.players[0].conflict_deck
    assert punch.zone == "conflict_deck" and deck[0] == punch.uid
    assert len(deck) == deck_before  # (+1 at the bottom, -1 drawn by its effect)
    assert _skills(s, "Togashi Mitsu")[0] == 6


@pytest.mark.covers("Togashi Mitsu", "a1:effect", "a1:target")
def test_togashi_mitsu_plays_a_tattoo_attachment_from_the_discard_pile():
    """An attachment played so enters play as usual (attached to a Monk: Centipede Tattoo)."""
    s = _mitsu(discard=("Centipede Tattoo",))
    s.pick("Togashi Mitsu")
    s.pick("Centipede Tattoo")
    if s.game.pending is not None and s.game.pending.context == "attach_host":
        s.pick("Togashi Mitsu")
    tattoo = s.card("Centipede Tattoo")
    assert tattoo.zone == "attached" and tattoo.attached_to == s.uid("Togashi Mitsu")


@pytest.mark.covers("Togashi Mitsu", "a1:target", "a1:conflict")
def test_togashi_mitsu_only_while_it_participates_and_with_an_eligible_card():
    """Rules Reference "Participating": at home it cannot use the ability."""
    assert not can_use(_mitsu(attackers=("Eager Scout",)), 0, "Togashi Mitsu")
    assert not can_use(_mitsu(discard=("Banzai!",)), 0, "Togashi Mitsu")


@pytest.mark.covers("Togashi Mitsu", "keyword:covert")
def test_togashi_mitsu_covert_evades_a_defender_when_it_attacks():
    """Rules Reference "Covert"."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Togashi Mitsu"])
    s.player(1, characters=["Doji Whisperer", "Eager Scout"])
    s.start("conflict")
    s.declare("political", "air", province=0, attackers=["Togashi Mitsu"], covert="Doji Whisperer")
    assert s.state.conflict.evaded == [s.uid("Doji Whisperer")]
    s.assert_not_legal("Doji Whisperer", context="declare_defenders")


# ------------------------------------------------------------------ All and Nothing
def _all_and_nothing(ring="void"):
    s = in_conflict(dict(characters=["Asako Azunami", "Eager Scout"], hand=["All and Nothing"]),
                    dict(characters=["Doji Whisperer", dict(name="Kakita Asami", fate=2)]),
                    ring=ring, attackers=["Asako Azunami"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("All and Nothing", "a1:effect", "a1:select", "a1:trigger", "a1:when", "a1:then")
def test_all_and_nothing_resolves_another_ring_instead_of_the_void_ring_then_draws():
    """Rules Reference "Replacement Effects" ("instead") and "Ring Effects": the fire ring's
    effect (honor or dishonor a character) replaces the void ring's (remove a fate); the void
    ring is not resolved; then 1 card is drawn."""
    s = _all_and_nothing()
    hand = len(s.state.players[0].hand)
    pass_until(s, "trigger", 0)
    s.pick("All and Nothing")
    assert "the void ring" not in [o.label for o in s.game.pending.options]
    s.pick("the fire ring")
    assert s.game.pending.context == "ring_effect"
    s.pick("Honor Eager Scout")
    assert s.card("Eager Scout").status == 1
    assert s.card("Kakita Asami").fate == 2  # no void ring effect
    assert len(s.state.players[0].hand) == hand  # All and Nothing played, 1 card drawn
    assert s.card("All and Nothing").zone == "conflict_discard"


@pytest.mark.covers("All and Nothing", "a1:when", "a1:limit")
def test_all_and_nothing_only_for_your_void_ring_effect():
    s = _all_and_nothing(ring="fire")
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "All and Nothing")
        skip(s)
    assert _limits("13-all-and-nothing") == ["once per round"]
