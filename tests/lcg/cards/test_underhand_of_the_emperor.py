"""Cards of Underhand of the Emperor (issue 15): each card's effect and every clause of its
text (restrictions, limits, targets, costs), with the Rules Reference errata and
clarifications about them (Appendix IV: Kitsuki Shomon)."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, crab_splashing, influence_problems
from pack_helpers import limits_left as _limits_left
from pack_helpers import skills as _skills
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.actions import ev
from l5r.lcg.deckbuilding import influence_pool, influence_spent, support_clan
from l5r.lcg.decks import default_deck
from l5r.lcg.game import RULES
from l5r.lcg.model import can_participate_in_conflict, cost_of, glory, has_keyword, has_trait, skill
from l5r.lcg.play import play_options
from l5r.lcg.vocab import Limit

KYUDEN = "Kyūden Bayushi"
DOJO = "Brother’s Gift Dōjō"


def _ability(cid, i=0):
    return RULES.cards[cid].abilities[i]


def _playable(s, p, name):
    """Can ``p`` play the card titled ``name`` from hand now?"""
    return any(name in o.label for o in play_options(s.game, p, False))



# ------------------------------------------------------------------ Kyūden Bayushi
def _kyuden(honor=10, chars=(dict(name="Doji Challenger", status="dishonored", bowed=True),)):
    s = Quiet(first_player=0)
    s.player(0, stronghold=KYUDEN, honor=honor,
             characters=[*chars, dict(name="Brash Samurai", bowed=True), "Eager Scout"])
    s.player(1, characters=[dict(name="Doji Whisperer", status="dishonored", bowed=True)])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Kyūden Bayushi", "a1:effect", "a1:target", "a1:cost")
def test_kyuden_bayushi_bows_to_ready_a_dishonored_character_of_yours():
    s = _kyuden()
    s.pick(KYUDEN)
    s.assert_not_legal("Doji Whisperer")  # an opponent's
    s.assert_not_legal("Brash Samurai")  # not dishonored
    s.pick("Doji Challenger")
    assert not s.card("Doji Challenger").bowed
    assert s.card(KYUDEN).bowed
    assert _skills(s, "Doji Challenger") == (3 - 2, 3 - 2)  # 7 or more honor: no bonus


@pytest.mark.covers("Kyūden Bayushi", "a1:effect")
def test_kyuden_bayushi_with_6_or_fewer_honor_plus_1_each_skill_until_the_phase_ends():
    s = _kyuden(honor=6)
    s.pick(KYUDEN)
    s.pick("Doji Challenger")
    assert _skills(s, "Doji Challenger") == (3 - 2 + 1, 3 - 2 + 1)
    assert {e["until"] for e in s.state.lasting if e.get("type") == "modify"} == {"phase"}


@pytest.mark.covers("Kyūden Bayushi", "a1:cost", "a1:target")
def test_kyuden_bayushi_needs_to_bow_and_a_dishonored_character():
    s = _kyuden(chars=(dict(name="Doji Challenger", bowed=True),))
    assert not can_use(s, 0, KYUDEN)
    s = _kyuden()
    s.pick(KYUDEN)
    s.pick("Doji Challenger")
    assert not can_use(s, 0, KYUDEN)  # the stronghold is bowed


# ------------------------------------------------------------------ Brother's Gift Dōjō
def _dojo(honor=10, attackers=("Brash Samurai", "Matsu Berserker")):
    s = in_conflict(dict(characters=["Brash Samurai", "Matsu Berserker", "Eager Scout"], honor=honor,
                         provinces=provinces(dict(name=DOJO, facedown=False)), **WAITS),
                    dict(characters=["Doji Whisperer"], **WAITS),
                    attackers=list(attackers), defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Brother’s Gift Dōjō", "a1:effect", "a1:target", "a1:cost", "a1:condition")
def test_brothers_gift_dojo_loses_1_honor_to_send_home_a_participant_of_yours():
    s = _dojo()
    s.pick(DOJO)
    s.assert_not_legal("Doji Whisperer")  # the opponent's
    s.assert_not_legal("Eager Scout")  # at home
    s.pick("Brash Samurai")
    assert s.state.players[0].honor == 9
    assert s.uid("Brash Samurai") not in s.state.conflict.attackers
    assert s.uid("Matsu Berserker") in s.state.conflict.attackers


@pytest.mark.covers("Brother’s Gift Dōjō", "a1:condition", "a1:target")
def test_brothers_gift_dojo_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Brash Samurai"], provinces=provinces(dict(name=DOJO, facedown=False)))
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, DOJO)


@pytest.mark.covers("Brother’s Gift Dōjō", "a1:limit")
def test_brothers_gift_dojo_twice_per_round():
    assert _ability("15-brother-s-gift-dojo").limits == (Limit(2, "round"),)
    s = _dojo(attackers=("Brash Samurai", "Matsu Berserker", "Eager Scout"))
    s.pick(DOJO)
    s.pick("Brash Samurai")
    my_turn(s)
    s.pick(DOJO)
    s.pick("Matsu Berserker")
    assert _limits_left(s, 0, DOJO, "15-brother-s-gift-dojo") == [False]


# ------------------------------------------------------------------ Court of Deception
def _court(honor=6, chars=(dict(name="Brash Samurai", status="dishonored"),
                           dict(name="Matsu Berserker", status="honored"))):
    s = Quiet(first_player=0)
    s.player(0, honor=honor, characters=[*chars, "Eager Scout"],
             provinces=provinces(dict(name="Entrenched Position", cards=["Court of Deception"])))
    s.player(1, characters=[dict(name="Doji Whisperer", status="dishonored")])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Court of Deception", "a1:effect", "a1:target", "a1:condition")
def test_court_of_deception_discards_the_dishonored_token_of_your_character_at_home():
    s = _court()
    s.pick("Court of Deception")
    s.assert_not_legal("Doji Whisperer")  # the opponent's
    s.assert_not_legal("Matsu Berserker")  # honored, not dishonored
    s.pick("Brash Samurai")
    assert s.card("Brash Samurai").status == 0
    assert s.card("Matsu Berserker").status == 1


@pytest.mark.covers("Court of Deception", "a1:condition", "a1:target")
def test_court_of_deception_needs_6_or_fewer_honor_and_a_character_at_home():
    assert not can_use(_court(honor=7), 0, "Court of Deception")
    assert can_use(_court(honor=6), 0, "Court of Deception")
    s = in_conflict(dict(characters=[dict(name="Brash Samurai", status="dishonored"), "Eager Scout"], honor=5,
                         provinces=provinces(dict(name="Entrenched Position", cards=["Court of Deception"])), **WAITS),
                    dict(characters=["Doji Whisperer"], **WAITS), attackers=["Brash Samurai"],
                    defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    assert not can_use(s, 0, "Court of Deception")  # the dishonored character is not at home


def test_court_of_deception_once_per_round():
    """The default limit of an action: once per round (not a clause of the card's own text)."""
    s = _court(chars=(dict(name="Brash Samurai", status="dishonored"),
                      dict(name="Matsu Berserker", status="dishonored")))
    s.pick("Court of Deception")
    s.pick("Brash Samurai")
    assert _limits_left(s, 0, "Court of Deception", "15-court-of-deception") == [False]


# ------------------------------------------------------------------ Liar's Mask
@pytest.mark.covers("Liar's Mask", "a1:play_restriction")
def test_liars_mask_only_with_6_or_fewer_honor():
    for honor, ok in ((6, True), (7, False)):
        s = Quiet(first_player=0)
        s.player(0, honor=honor, fate=3, characters=["Brash Samurai"], hand=["Liar's Mask"])
        s.player(1)
        s.start("conflict")
        pass_until(s, ("action", "declare_conflict"), 0)
        assert _playable(s, 0, "Liar's Mask") == ok, honor


@pytest.mark.covers("Liar's Mask", "a2:effect")
def test_liars_mask_discards_the_attached_characters_status_token():
    for status in ("dishonored", "honored"):
        s = Quiet(first_player=0)
        s.player(0, characters=[dict(name="Brash Samurai", status=status, attachments=["Liar's Mask"]), "Eager Scout"])
        s.player(1, characters=[dict(name="Doji Whisperer", status="dishonored")])
        s.start("conflict")
        pass_until(s, ("action", "declare_conflict"), 0)
        s.pick("Liar's Mask")
        assert s.card("Brash Samurai").status == 0
        assert s.card("Doji Whisperer").status == -1
        assert _limits_left(s, 0, "Liar's Mask", "15-liar-s-mask", 1) == [False]


# ------------------------------------------------------------------ Doji Fumiki
def _fumiki(attackers=("Doji Fumiki", "Brash Samurai")):
    s = in_conflict(dict(characters=["Doji Fumiki", dict(name="Brash Samurai", status="dishonored"),
                                     dict(name="Eager Scout", status="dishonored")], **WAITS),
                    dict(characters=[dict(name="Doji Whisperer", status="dishonored"), "Doji Challenger"], **WAITS),
                    type="political", attackers=list(attackers), defenders=["Doji Whisperer", "Doji Challenger"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Doji Fumiki", "a1:effect", "a1:target", "a1:conflict")
def test_doji_fumiki_bows_a_dishonored_participating_character():
    s = _fumiki()
    s.pick("Doji Fumiki")
    s.assert_legal("Brash Samurai")  # its own side's too
    s.assert_not_legal("Eager Scout")  # at home
    s.assert_not_legal("Doji Challenger")  # not dishonored
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").bowed
    assert _limits_left(s, 0, "Doji Fumiki", "15-doji-fumiki") == [False]


@pytest.mark.covers("Doji Fumiki", "a1:conflict")
def test_doji_fumiki_only_while_it_participates():
    s = _fumiki(attackers=("Brash Samurai",))
    assert not can_use(s, 0, "Doji Fumiki")


# ------------------------------------------------------------------ Seppun Truthseeker
@pytest.mark.covers("Seppun Truthseeker", "a1:effect", "a1:trigger", "a1:when", "a1:limit")
def test_seppun_truthseeker_each_player_draws_2_when_it_leaves_play():
    s = Quiet(first_player=0)
    s.player(0, characters=["Seppun Truthseeker", "Brash Samurai"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("draw")
    hands = [len(p.hand) for p in s.state.players]
    s.apply(ev("leaves_play", card=s.uid("Brash Samurai"), reason="test"))  # another character: nothing
    assert [len(p.hand) for p in s.state.players] == hands
    s.apply(ev("leaves_play", card=s.uid("Seppun Truthseeker"), reason="test"))  # forced: no choice
    assert [len(p.hand) for p in s.state.players] == [h + 2 for h in hands]
    assert _ability("15-seppun-truthseeker").limits == (Limit(),)


# ------------------------------------------------------------------ Insolent Rival
@pytest.mark.covers("Insolent Rival", "a1:effect", "a1:condition")
def test_insolent_rival_plus_2_each_skill_while_your_dial_is_higher():
    for bids, bonus in (((3, 2), 2), ((2, 2), 0), ((1, 4), 0)):
        s = Quiet()
        s.player(0, characters=["Insolent Rival"], bid=bids[0])
        s.player(1, bid=bids[1])
        s.build()
        assert _skills(s, "Insolent Rival") == (2 + bonus, 1 + bonus), bids


def _rival(attackers=("Insolent Rival",), p1=("Doji Whisperer", "Doji Challenger")):
    s = in_conflict(dict(characters=["Insolent Rival", "Brash Samurai"], **WAITS),
                    dict(characters=list(p1), **WAITS),
                    attackers=list(attackers), defenders=list(p1))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Insolent Rival", "a2:effect", "a2:target", "a2:conflict")
def test_insolent_rival_challenges_an_opposing_participant_to_a_military_duel_loser_dishonored():
    s = _rival()
    s.pick("Insolent Rival")
    s.assert_not_legal("Brash Samurai")  # its own side
    s.pick("Doji Whisperer")  # 0 military
    s.pick("bid 1")
    s.pick("bid 1")
    assert s.card("Doji Whisperer").status == -1
    assert s.card("Insolent Rival").status == 0
    s = _rival()
    s.pick("Insolent Rival")
    s.pick("Doji Challenger")  # 3 military beats 2
    s.pick("bid 1")
    s.pick("bid 1")
    assert s.card("Insolent Rival").status == -1
    assert s.card("Doji Challenger").status == 0


@pytest.mark.covers("Insolent Rival", "a2:conflict", "a2:target")
def test_insolent_rival_only_while_participating_and_not_against_a_military_dash():
    """Rules Reference "Dash": a character with a dash military skill cannot take part in a
    military duel."""
    s = _rival(attackers=("Brash Samurai",))
    assert not can_use(s, 0, "Insolent Rival")
    s = in_conflict(dict(characters=["Insolent Rival"], **WAITS),
                    dict(characters=["Doji Challenger", "Otomo Courtier"], **WAITS), type="political",
                    attackers=["Insolent Rival"], defenders=["Doji Challenger", "Otomo Courtier"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Insolent Rival")
    s.assert_not_legal("Otomo Courtier")


# ------------------------------------------------------------------ Opium Wastrel
@pytest.mark.covers("Opium Wastrel", "a1:play_restriction")
def test_opium_wastrel_play_only_while_less_honorable_than_an_opponent():
    for honor, ok in ((9, True), (10, False), (11, False)):
        s = Quiet(first_player=0)
        s.player(0, honor=honor, fate=3, characters=["Brash Samurai"], hand=["Opium Wastrel"])
        s.player(1, honor=10)
        s.start("conflict")
        pass_until(s, ("action", "declare_conflict"), 0)
        assert _playable(s, 0, "Opium Wastrel") == ok, honor


def _wastrel():
    s = in_conflict(dict(characters=["Brash Samurai"], hand=["Opium Wastrel"], fate=3, honor=8),
                    dict(characters=["Doji Challenger", "Doji Whisperer"], **WAITS),
                    attackers=["Brash Samurai"], defenders=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Opium Wastrel", "a2:effect", "a2:trigger", "a2:when", "a2:target", "a2:condition", "a2:limit")
def test_opium_wastrel_sets_a_participants_glory_to_0_after_entering_play_in_a_conflict():
    s = _wastrel()
    s.pick("Opium Wastrel")
    pass_until(s, "trigger", 0)
    s.pick("Opium Wastrel")
    s.assert_not_legal("Doji Whisperer")  # at home
    s.pick("Doji Challenger")
    assert glory(s.state, s.card("Doji Challenger")) == 0
    assert glory(s.state, s.card("Doji Whisperer")) == 1
    assert {e["until"] for e in s.state.lasting if e.get("stat") == "glory"} == {"conflict"}
    assert _limits_left(s, 0, "Opium Wastrel", "15-opium-wastrel", 1) == [False]


@pytest.mark.covers("Opium Wastrel", "a2:condition", "a2:when")
def test_opium_wastrel_not_outside_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, honor=8, fate=3, characters=["Brash Samurai"], hand=["Opium Wastrel"])
    s.player(1, characters=["Doji Challenger"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Opium Wastrel")
    s.pick("0 fate")
    while s.game.pending is not None and s.state.phase == "conflict" and s.game.pending.context == "trigger":
        assert_not_offered(s, "Opium Wastrel")
        skip(s)
    assert_not_offered(s, "Opium Wastrel")
    assert s.card("Opium Wastrel").zone == "play"


# ------------------------------------------------------------------ Yasuki Oguri
def _oguri(defenders=("Yasuki Oguri",), hand=("Banzai!",)):
    s = in_conflict(dict(characters=["Brash Samurai"], hand=list(hand), fate=2),
                    dict(characters=["Yasuki Oguri", "Doji Whisperer"], **WAITS),
                    attackers=["Brash Samurai"], defenders=list(defenders))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Yasuki Oguri", "a1:effect", "a1:trigger", "a1:when", "a1:condition", "a1:limit")
def test_yasuki_oguri_gets_1_1_after_each_opposing_event_while_defending():
    s = _oguri(hand=("Banzai!", "Banzai!"))
    s.pick("Banzai!")
    s.pick("Brash Samurai")
    pass_until(s, "trigger", 1)
    s.pick("Yasuki Oguri")
    assert _skills(s, "Yasuki Oguri") == (2, 2)
    assert {e["until"] for e in s.state.lasting if e.get("stat") in ("military", "political")
            and [s.uid("Yasuki Oguri"), s.card("Yasuki Oguri").instance] in e.get("targets", [])} == {"conflict"}
    assert _limits_left(s, 1, "Yasuki Oguri", "15-yasuki-oguri") == [True]  # unlimited


@pytest.mark.covers("Yasuki Oguri", "a1:condition", "a1:when")
def test_yasuki_oguri_not_at_home_nor_after_its_own_players_event():
    s = _oguri(defenders=("Doji Whisperer",))
    s.pick("Banzai!")
    s.pick("Brash Samurai")
    while s.game.pending is not None and s.game.pending.context == "trigger":
        assert_not_offered(s, "Yasuki Oguri")
        skip(s)
    assert _skills(s, "Yasuki Oguri") == (1, 1)


@pytest.mark.covers("Yasuki Oguri", "keyword:covert")
def test_yasuki_oguri_is_covert():
    """Rules Reference "Covert": a printed keyword of the card."""
    s = Quiet()
    s.player(0, characters=["Yasuki Oguri"])
    s.player(1)
    s.build()
    assert has_keyword(s.state, s.card("Yasuki Oguri"), "covert")


# ------------------------------------------------------------------ Stolen Breath
@pytest.mark.covers("Stolen Breath", "a1:play_restriction")
def test_stolen_breath_cannot_be_played_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, fate=3, characters=["Brash Samurai"], hand=["Stolen Breath"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert _playable(s, 0, "Stolen Breath")
    s = in_conflict(dict(characters=["Brash Samurai"], hand=["Stolen Breath"], fate=3),
                    dict(characters=["Doji Whisperer"], **WAITS), attackers=["Brash Samurai"],
                    defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    assert not _playable(s, 0, "Stolen Breath")


@pytest.mark.covers("Stolen Breath", "a2:effect")
def test_stolen_breath_its_character_cannot_participate_in_political_conflicts():
    """Rules Reference "Cannot": it can neither be declared nor moved into a political conflict."""
    for type_, ok in (("political", False), ("military", True)):
        s = in_conflict(dict(characters=["Brash Samurai"]),
                        dict(characters=[dict(name="Doji Challenger", attachments=["Stolen Breath"])]),
                        type=type_, attackers=["Brash Samurai"])
        s.build()
        assert can_participate_in_conflict(s.game, s.card("Doji Challenger")) == ok, type_


# ------------------------------------------------------------------ Bayushi Aramoro
def _aramoro(type_="military", attackers=("Bayushi Aramoro",)):
    s = in_conflict(dict(characters=["Bayushi Aramoro", "Eager Scout"], **WAITS),
                    dict(characters=["Brash Samurai", "Doji Challenger", "Hida Guardian"], **WAITS),
                    type=type_, attackers=list(attackers), defenders=["Brash Samurai", "Doji Challenger"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Bayushi Aramoro", "a1:effect", "a1:target", "a1:cost", "a1:conflict")
def test_bayushi_aramoro_dishonors_itself_to_give_minus_2_military_and_discard_at_0():
    s = _aramoro()
    s.pick("Bayushi Aramoro")
    s.assert_not_legal("Hida Guardian")  # at home
    s.assert_not_legal("Eager Scout")  # its own side
    s.pick("Brash Samurai")  # 2 military -> 0: discarded
    assert s.card("Bayushi Aramoro").status == -1
    assert s.card("Brash Samurai").zone == "dynasty_discard"
    s = _aramoro()
    s.pick("Bayushi Aramoro")
    s.pick("Doji Challenger")  # 3 military -> 1: stays, until its military skill reaches 0
    c = s.card("Doji Challenger")
    assert c.zone == "play" and skill(s.state, c, "military") == 1
    s.apply(ev("dishonor", card=c.uid))  # 1 - 2 glory -> 0: discarded this conflict
    assert s.card("Doji Challenger").zone == "dynasty_discard"


@pytest.mark.covers("Bayushi Aramoro", "a1:conflict", "a1:cost")
def test_bayushi_aramoro_only_in_a_military_conflict_it_takes_part_in_and_only_if_it_can_be_dishonored():
    assert not can_use(_aramoro(type_="political"), 0, "Bayushi Aramoro")
    assert not can_use(_aramoro(attackers=("Eager Scout",)), 0, "Bayushi Aramoro")
    s = in_conflict(dict(characters=[dict(name="Bayushi Aramoro", status="dishonored")], **WAITS),
                    dict(characters=["Brash Samurai"], **WAITS), attackers=["Bayushi Aramoro"],
                    defenders=["Brash Samurai"])
    s.start("3.2.2")
    my_turn(s)
    assert not can_use(s, 0, "Bayushi Aramoro")


# ------------------------------------------------------------------ Shosuro Takao
def _takao(attackers=("Brash Samurai",), status="dishonored"):
    s = in_conflict(dict(characters=["Shosuro Takao", "Brash Samurai"], **WAITS),
                    dict(characters=[dict(name="Doji Whisperer", status=status)], **WAITS),
                    attackers=list(attackers), defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Shosuro Takao", "a1:effect", "a1:condition", "a1:select")
def test_shosuro_takao_moves_itself_into_or_out_of_the_conflict_with_a_dishonored_participant():
    s = _takao()
    s.pick("Shosuro Takao")
    s.assert_not_legal("move this character home")  # it is at home: that would change nothing
    assert s.uid("Shosuro Takao") in s.state.conflict.attackers
    s = _takao(attackers=("Brash Samurai", "Shosuro Takao"))
    s.pick("Shosuro Takao")
    assert s.uid("Shosuro Takao") not in s.state.conflict.attackers
    assert _limits_left(s, 0, "Shosuro Takao", "15-shosuro-takao") == [False]


@pytest.mark.covers("Shosuro Takao", "a1:condition")
def test_shosuro_takao_needs_a_dishonored_participant():
    assert not can_use(_takao(status=""), 0, "Shosuro Takao")
    s = Quiet(first_player=0)
    s.player(0, characters=["Shosuro Takao", dict(name="Brash Samurai", status="dishonored")])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Shosuro Takao")  # no conflict


# ------------------------------------------------------------------ Soshi Aoi
def _aoi(honor=10):
    s = Quiet(first_player=0)
    s.player(0, honor=honor, characters=["Soshi Aoi", "Doji Whisperer"])
    s.player(1, characters=["Brash Samurai"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Soshi Aoi", "a1:effect", "a1:target", "a1:cost", "a1:select")
def test_soshi_aoi_gives_plus_1_and_a_trait_until_the_end_of_the_phase():
    s = _aoi()
    s.pick("Soshi Aoi")
    s.assert_not_legal("Brash Samurai")  # the opponent's
    s.pick("Doji Whisperer")
    s.pick("+1 military and the Bushi trait")
    w = s.card("Doji Whisperer")
    assert s.state.players[0].honor == 9
    assert skill(s.state, w, "military") == 1 and skill(s.state, w, "political") == 3
    assert has_trait(s.state, w, "bushi") and has_trait(s.state, w, "courtier")
    assert {e["until"] for e in s.state.lasting if e.get("type") in ("modify", "gain_trait")} == {"phase"}
    s = _aoi()
    s.pick("Soshi Aoi")
    s.pick("Soshi Aoi")  # itself
    s.pick("+1 political and the Courtier trait")
    a = s.card("Soshi Aoi")
    assert skill(s.state, a, "political") == 4 and has_trait(s.state, a, "courtier")
    assert not has_trait(s.state, a, "bushi")
    assert _limits_left(s, 0, "Soshi Aoi", "15-soshi-aoi") == [False]


# ------------------------------------------------------------------ Alibi Artist
def _alibi(honor=6, deck=("Fine Katana", "Banzai!", "Ornate Fan", "Assassination")):
    s = Quiet(first_player=0)
    s.player(0, honor=honor, characters=["Alibi Artist"], conflict_deck=list(deck))  # the last is the top
    s.player(1, characters=["Brash Samurai"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


def _deck(s, p=0):
    """The conflict deck's titles, top first."""
    st = s.state
    return [st.cards[u].cid.split("-", 1)[1] for u in reversed(st.players[p].conflict_deck)]


@pytest.mark.covers("Alibi Artist", "a1:effect", "a1:condition")
def test_alibi_artist_takes_one_of_the_top_2_and_puts_the_other_on_the_bottom():
    s = _alibi()
    hand = len(s.state.players[0].hand)
    s.pick("Alibi Artist")
    assert s.game.pending.player == 0
    s.assert_legal("Assassination")
    s.assert_not_legal("Banzai!")  # the third card: not looked at
    s.pick("Ornate Fan")
    assert s.card("Ornate Fan").zone == "hand" and len(s.state.players[0].hand) == hand + 1
    assert _deck(s) == ["banzai", "fine-katana", "assassination"]
    assert _limits_left(s, 0, "Alibi Artist", "15-alibi-artist") == [False]


@pytest.mark.covers("Alibi Artist", "a1:condition")
def test_alibi_artist_only_with_6_or_fewer_honor():
    assert not can_use(_alibi(honor=7), 0, "Alibi Artist")
    assert can_use(_alibi(honor=1), 0, "Alibi Artist")


# ------------------------------------------------------------------ Kitsuki Shomon
def _shomon(p0_chars=("Kitsuki Shomon", "Brash Samurai"), attackers=("Brash Samurai",)):
    s = in_conflict(dict(characters=list(p0_chars), **WAITS),
                    dict(characters=["Bayushi Manipulator"], hand=["Way of the Scorpion"], fate=2),
                    attackers=list(attackers), defenders=["Bayushi Manipulator"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Way of the Scorpion")
    return s


@pytest.mark.covers("Kitsuki Shomon", "a1:effect", "a1:trigger", "a1:when", "a1:then", "a1:limit")
def test_kitsuki_shomon_takes_the_dishonor_of_another_character_of_yours_and_readies():
    s = in_conflict(dict(characters=[dict(name="Kitsuki Shomon", bowed=True), "Brash Samurai"], **WAITS),
                    dict(characters=["Bayushi Manipulator"], hand=["Way of the Scorpion"], fate=2),
                    attackers=["Brash Samurai"], defenders=["Bayushi Manipulator"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Way of the Scorpion")
    s.pick("Brash Samurai")
    pass_until(s, "trigger", 0)
    s.pick("Kitsuki Shomon")
    assert s.card("Brash Samurai").status == 0
    k = s.card("Kitsuki Shomon")
    assert k.status == -1 and not k.bowed
    assert _limits_left(s, 0, "Kitsuki Shomon", "15-kitsuki-shomon") == [False]


@pytest.mark.covers("Kitsuki Shomon", "a1:then", "a1:when")
def test_kitsuki_shomon_appendix_iv_readies_only_if_it_was_dishonored():
    """Appendix IV (Kitsuki Shomon): "If you do, ready this character" -- already dishonored, it
    cannot take the dishonor (Rules Reference "Replacement Effects": the replacing effect must be
    able to resolve), so the interrupt is not offered and it stays bowed."""
    s = in_conflict(dict(characters=[dict(name="Kitsuki Shomon", bowed=True, status="dishonored"), "Brash Samurai"],
                         **WAITS),
                    dict(characters=["Bayushi Manipulator"], hand=["Way of the Scorpion"], fate=2),
                    attackers=["Brash Samurai"], defenders=["Bayushi Manipulator"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Way of the Scorpion")
    s.pick("Brash Samurai")
    assert_not_offered(s, "Kitsuki Shomon")
    assert s.card("Kitsuki Shomon").bowed


@pytest.mark.covers("Kitsuki Shomon", "a1:when")
def test_kitsuki_shomon_not_for_itself_nor_an_opponents_character():
    s = _shomon(attackers=("Kitsuki Shomon", "Brash Samurai"))
    s.pick("Kitsuki Shomon")  # Way of the Scorpion on Shomon itself
    assert_not_offered(s, "Kitsuki Shomon")
    assert s.card("Kitsuki Shomon").status == -1
    s = in_conflict(dict(characters=["Kitsuki Shomon", "Brash Samurai"], hand=["Way of the Scorpion"], fate=2),
                    dict(characters=["Doji Whisperer"], **WAITS), attackers=["Brash Samurai"],
                    defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    s.pick("Way of the Scorpion")
    s.pick("Doji Whisperer")
    assert_not_offered(s, "Kitsuki Shomon")
    assert s.card("Doji Whisperer").status == -1


# ------------------------------------------------------------------ Make an Opening
def _opening(bids=(4, 1), attackers=("Brash Samurai",)):
    s = in_conflict(dict(characters=["Brash Samurai", "Eager Scout"], hand=["Make an Opening"], bid=bids[0]),
                    dict(characters=["Doji Challenger", "Doji Whisperer"], bid=bids[1], **WAITS),
                    attackers=list(attackers), defenders=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Make an Opening", "a1:effect", "a1:target", "a1:condition")
def test_make_an_opening_minus_x_each_skill_x_the_difference_of_the_dials():
    for bids in ((4, 1), (1, 4)):
        s = _opening(bids)
        s.pick("Make an Opening")
        s.assert_not_legal("Doji Whisperer")  # at home
        s.assert_not_legal("Brash Samurai")  # your own
        s.pick("Doji Challenger")
        assert _skills(s, "Doji Challenger") == (0, 0), bids  # 3 - 3
        assert {e["until"] for e in s.state.lasting if e.get("type") == "modify"} == {"conflict"}
    s = _opening((3, 2))
    s.pick("Make an Opening")
    s.pick("Doji Challenger")
    assert _skills(s, "Doji Challenger") == (2, 2)


@pytest.mark.covers("Make an Opening", "a1:condition")
def test_make_an_opening_needs_a_participating_character_of_yours():
    s = in_conflict(dict(characters=["Eager Scout"], hand=["Make an Opening", "Banzai!"], fate=1, bid=3),
                    dict(characters=["Doji Challenger"], bid=1, hand=["Banzai!"], fate=1),
                    first_player=1, attackers=[], defenders=[])
    s.conflict(attacker=1, type="military", ring="air", province=0, attackers=["Doji Challenger"], defenders=[])
    s.start("3.2.2")
    my_turn(s)
    assert can_use(s, 0, "Banzai!")  # an action window of player 0
    assert not can_use(s, 0, "Make an Opening")


# ------------------------------------------------------------------ Support of the Scorpion
def _scorpion_splash(role="15-support-of-the-scorpion"):
    """The embedded Crab deck with its 9 Lion cards swapped for 17 influence of Scorpion cards."""
    return crab_splashing(["Adept of Shadows"] * 3 + ["Blackmail"] + ["Court Mask"] * 3 + ["I Can Swim"] * 2, role)


def test_support_of_the_scorpion_adds_8_influence_for_scorpion_cards():
    """Its deckbuilding text (Rules Reference "Role Cards"; "Influence, Influence Cost"): Shiro
    Nishiyama's 10 + 8 = 18 pays for 17 influence of Scorpion cards; a Keeper's 13 does not."""
    d = _scorpion_splash()
    assert influence_pool(d) == 18 and influence_spent(d) == 17
    assert influence_problems(d) == []
    keeper = _scorpion_splash(role="01-keeper-of-earth")
    assert influence_pool(keeper) == 13 and influence_problems(keeper)


def test_support_of_the_scorpion_influence_only_on_scorpion_cards():
    d = default_deck("crab")  # its splash is Lion
    d["role"] = "15-support-of-the-scorpion"
    assert influence_problems(d) == ["Influence: with Support of the Scorpion, influence is spent on Scorpion "
                                      "cards only, not on lion cards"]
    assert support_clan(d["role"]) == "scorpion"


# ------------------------------------------------------------------ Utaku Tetsuko
def _tetsuko(attackers=("Utaku Tetsuko",)):
    s = in_conflict(dict(characters=["Utaku Tetsuko", "Brash Samurai"], hand=["Banzai!"]),
                    dict(characters=["Doji Whisperer"], hand=["Banzai!", "Fine Katana"],
                         provinces=provinces(dict(name="Entrenched Position", cards=["Doji Challenger"]))),
                    attackers=list(attackers), defenders=["Doji Whisperer"])
    s.build()
    return s


@pytest.mark.covers("Utaku Tetsuko", "a1:effect", "a1:condition")
def test_utaku_tetsuko_opponents_pay_1_more_for_cards_from_hand_while_it_attacks():
    s = _tetsuko()
    theirs = [u for u in s.state.players[1].hand]
    assert sorted(cost_of(s.game, u, 1) for u in theirs) == [1, 1]  # Banzai! and Fine Katana: 0 + 1
    assert cost_of(s.game, s.uid("Doji Challenger"), 1) == 3  # from a province: not from hand
    assert cost_of(s.game, s.uid("Banzai!", 0), 0) == 0  # its controller's own cards
    s = _tetsuko(attackers=("Brash Samurai",))  # at home
    assert sorted(cost_of(s.game, u, 1) for u in s.state.players[1].hand) == [0, 0]


# ------------------------------------------------------------------ Bayushi Collector
def _collector(whisperer_status="dishonored"):
    s = Quiet(first_player=0)
    s.player(0, characters=["Bayushi Collector", dict(name="Eager Scout", status="dishonored",
                                                       attachments=["Ornate Fan"])])
    s.player(1, characters=[dict(name="Doji Whisperer", status=whisperer_status, attachments=["Fine Katana"]),
                            dict(name="Brash Samurai", attachments=["Cloud the Mind"])])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Bayushi Collector", "a1:effect", "a1:target")
def test_bayushi_collector_discards_an_attachment_of_a_dishonored_character_and_its_status_token():
    s = _collector()
    s.pick("Bayushi Collector")
    s.assert_legal("Ornate Fan")  # on a dishonored character of yours too
    s.assert_not_legal("Cloud the Mind")  # on an ordinary character
    s.pick("Fine Katana")
    assert s.card("Fine Katana").zone == "conflict_discard"
    assert s.card("Doji Whisperer").status == 0
    assert s.card("Eager Scout").status == -1
    assert _limits_left(s, 0, "Bayushi Collector", "15-bayushi-collector") == [False]


@pytest.mark.covers("Bayushi Collector", "a1:target")
def test_bayushi_collector_needs_an_attachment_on_a_dishonored_character():
    s = Quiet(first_player=0)
    s.player(0, characters=["Bayushi Collector", "Eager Scout"])
    s.player(1, characters=[dict(name="Doji Whisperer", status="honored", attachments=["Fine Katana"]),
                            dict(name="Brash Samurai", status="dishonored")])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Bayushi Collector")


# ------------------------------------------------------------------ From the Shadows
def _shadows(honor=8, hand=("From the Shadows", "Adept of Shadows", "Brash Samurai")):
    s = in_conflict(dict(characters=["Doji Whisperer"], hand=list(hand), honor=honor,
                         provinces=provinces(dict(name="Entrenched Position", cards=["Shosuro Takao"]),
                                             dict(name="Ancestral Lands", cards=["Alibi Artist"], facedown=True))),
                    dict(characters=["Doji Challenger"], **WAITS), type="political",
                    attackers=["Doji Whisperer"], defenders=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("From the Shadows", "a2:effect", "a2:target", "a2:condition")
def test_from_the_shadows_puts_a_shinobi_into_the_conflict_dishonored():
    """Rules Reference "Personal Honor, Personal Dishonor": it enters play with the dishonored
    status."""
    s = _shadows()
    s.pick("From the Shadows")
    s.assert_legal("Shosuro Takao")  # from a province
    s.assert_not_legal("Brash Samurai")  # not a Shinobi
    s.assert_not_legal("facedown")  # a facedown card is no choice
    s.pick("Adept of Shadows")  # from hand
    c = s.card("Adept of Shadows")
    assert c.zone == "play" and c.status == -1
    assert c.uid in s.state.conflict.attackers
    s = _shadows()
    s.pick("From the Shadows")
    s.pick("Shosuro Takao")
    t = s.card("Shosuro Takao")
    assert t.zone == "play" and t.status == -1 and t.uid in s.state.conflict.attackers


@pytest.mark.covers("From the Shadows", "a1:play_restriction", "a2:condition")
def test_from_the_shadows_only_less_honorable_and_during_a_conflict():
    assert not can_use(_shadows(honor=10), 0, "From the Shadows")
    assert can_use(_shadows(honor=9), 0, "From the Shadows")
    s = Quiet(first_player=0)
    s.player(0, honor=5, characters=["Doji Whisperer"], hand=["From the Shadows", "Adept of Shadows"])
    s.player(1, characters=["Doji Challenger"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "From the Shadows")


# ------------------------------------------------------------------ Akodo Kage
def _kage(honor=(12, 10), bids=(1, 4)):
    s = Quiet(first_player=0)
    s.player(0, characters=["Akodo Kage"], honor=honor[0])
    s.player(1, characters=["Doji Whisperer"], honor=honor[1])
    s.start("draw")
    pass_until(s, "honor_bid", 0)
    s.pick(f"bid {bids[0]}")
    s.pick(f"bid {bids[1]}")
    return s


@pytest.mark.covers("Akodo Kage", "a1:effect", "a1:trigger", "a1:condition", "a1:limit")
def test_akodo_kage_sets_the_higher_dial_of_a_less_honorable_opponent_to_yours():
    s = _kage()
    hands = [len(p.hand) for p in s.state.players]
    pass_until(s, "trigger", 0)
    s.pick("Akodo Kage")
    assert s.state.players[1].bid == 1
    assert _limits_left(s, 0, "Akodo Kage", "15-akodo-kage") == [False]
    while s.state.phase == "draw" and s.game.pending is not None:
        skip(s)
    assert [p.honor for p in s.state.players] == [12, 10]  # equal bids: no honor changes hands
    assert [len(p.hand) for p in s.state.players] == [h + 1 for h in hands]


@pytest.mark.covers("Akodo Kage", "a1:condition")
def test_akodo_kage_needs_a_lower_dial_and_more_honor():
    for honor, bids in (((12, 10), (4, 1)), ((12, 10), (3, 3)), ((10, 10), (1, 4)), ((9, 10), (1, 4))):
        s = _kage(honor, bids)
        while s.state.phase == "draw" and s.game.pending is not None:
            assert_not_offered(s, "Akodo Kage")
            skip(s)
        assert s.state.players[1].bid == bids[1], (honor, bids)


# ------------------------------------------------------------------ Asako Maezawa
def _maezawa(p0_chars=("Asako Maezawa", "Doji Whisperer"), attackers=("Asako Maezawa", "Doji Whisperer"),
             p1_chars=("Brash Samurai",)):
    s = in_conflict(dict(characters=list(p0_chars), **WAITS), dict(characters=list(p1_chars), **WAITS),
                    type="political", attackers=list(attackers), defenders=[
                        c if isinstance(c, str) else c["name"] for c in p1_chars])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Asako Maezawa", "a1:effect", "a1:target", "a1:condition", "a1:conflict")
def test_asako_maezawa_doubles_a_participants_base_political_with_more_participating_glory():
    s = _maezawa()  # glory 2 + 1 against 2
    s.pick("Asako Maezawa")
    s.assert_legal("Brash Samurai")  # any participating character
    s.pick("Doji Whisperer")
    assert skill(s.state, s.card("Doji Whisperer"), "political") == 6
    assert {e["until"] for e in s.state.lasting if e.get("op") == "double_base"} == {"conflict"}
    assert _limits_left(s, 0, "Asako Maezawa", "15-asako-maezawa") == [False]


@pytest.mark.covers("Asako Maezawa", "a1:condition", "a1:conflict")
def test_asako_maezawa_needs_more_glory_among_ready_participants_and_to_participate():
    s = _maezawa(attackers=("Asako Maezawa",))  # 2 against 2
    assert not can_use(s, 0, "Asako Maezawa")
    s = _maezawa(p0_chars=("Asako Maezawa", dict(name="Doji Whisperer", bowed=True)))  # a bowed one does not count
    assert not can_use(s, 0, "Asako Maezawa")
    s = _maezawa(attackers=("Doji Whisperer", "Eager Scout"), p0_chars=("Asako Maezawa", "Doji Whisperer",
                                                                         dict(name="Eager Scout", status="honored")),
                 p1_chars=("Doji Challenger",))  # 1 + 0 against 2
    assert not can_use(s, 0, "Asako Maezawa")
    s = _maezawa(attackers=("Doji Whisperer", "Brash Samurai"), p0_chars=("Asako Maezawa", "Doji Whisperer",
                                                                           "Brash Samurai"),
                 p1_chars=("Doji Challenger",))  # 1 + 2 against 2, but it is at home
    assert not can_use(s, 0, "Asako Maezawa")


# ------------------------------------------------------------------ Duty
def _duty(honor=1, bids=(5, 1)):
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Whisperer"], honor=honor, hand=["Duty"])
    s.player(1, characters=["Brash Samurai"], honor=10)
    s.start("draw")
    pass_until(s, "honor_bid", 0)
    s.pick(f"bid {bids[0]}")
    s.pick(f"bid {bids[1]}")
    return s


@pytest.mark.covers("Duty", "a1:effect", "a1:trigger", "a1:when", "a1:then", "a1:limit")
def test_duty_cancels_the_loss_of_your_last_honor_and_gains_1():
    """Framework step 2.4 (honor transfer) would take player 0's last honor."""
    s = _duty()
    pass_until(s, "trigger", 0)
    s.pick("Duty")
    assert s.state.winner is None
    assert s.state.players[0].honor == 2 and s.state.players[1].honor == 10  # cancelled: nothing given
    assert s.card("Duty").zone == "conflict_discard"


@pytest.mark.covers("Duty", "a1:when")
def test_duty_not_while_honor_would_remain_nor_for_an_honor_cost():
    s = _duty(honor=5)  # gives 4 of 5
    while s.state.phase == "draw" and s.game.pending is not None:
        assert_not_offered(s, "Duty")
        skip(s)
    assert s.state.players[0].honor == 1
    s = Quiet(first_player=0)  # an honor cost is paid, not an effect (Rules Reference "Cost")
    s.player(0, characters=["Soshi Aoi"], honor=1, hand=["Duty"])
    s.player(1, characters=["Brash Samurai"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    s.pick("Soshi Aoi")  # its only target and the first option are taken at once; the cost is paid
    assert s.state.winner == 1  # the honor cost took player 0's last honor: they lose
    assert s.card("Duty").zone == "hand"


# ------------------------------------------------------------------ Ignoble Enforcers
def _enforcers(honor=10):
    s = Quiet(first_player=0)
    s.player(0, honor=honor, fate=6,
             provinces=provinces(dict(name="Entrenched Position", cards=["Ignoble Enforcers"])))
    s.player(1, provinces=provinces(dict(name="Entrenched Position", cards=["Seppun Truthseeker"])))
    s.start("dynasty")
    pass_until(s, "dynasty", 0)
    s.pick("Ignoble Enforcers")
    s.pick("0 fate")
    return s


@pytest.mark.covers("Ignoble Enforcers", "a1:effect", "a1:trigger", "a1:when", "a1:cost", "a1:limit")
def test_ignoble_enforcers_loses_up_to_3_honor_for_as_much_fate():
    s = _enforcers()
    pass_until(s, "trigger", 0)
    s.pick("Ignoble Enforcers")
    assert sorted(s.legal()) == ["lose 1 honor", "lose 2 honor", "lose 3 honor"]
    s.pick("lose 2 honor")
    assert s.state.players[0].honor == 8
    assert s.card("Ignoble Enforcers").fate == 2
    assert _limits_left(s, 0, "Ignoble Enforcers", "15-ignoble-enforcers") == [False]


@pytest.mark.covers("Ignoble Enforcers", "a1:cost")
def test_ignoble_enforcers_cannot_lose_more_honor_than_you_have():
    s = _enforcers(honor=2)
    pass_until(s, "trigger", 0)
    s.pick("Ignoble Enforcers")
    assert sorted(s.legal()) == ["lose 1 honor", "lose 2 honor"]
