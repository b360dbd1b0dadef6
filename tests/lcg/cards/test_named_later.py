"""The later cards the rules documents name (issue 15; l5r.lcg.facts.NAMED_LATER): each card's
effect and every clause of its text, and what the Rules Reference's Appendix III says about them.
Four share a title with an earlier card: they are placed by id and marked by id in ``covers``
(l5r.lcg.clauses.card_key)."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, skip

from l5r.lcg import new_game
from l5r.lcg.actions import ev
from l5r.lcg.clauses import card_key, declared
from l5r.lcg.decks import default_deck
from l5r.lcg.model import hand_size
from l5r.lcg.vocab import Action, Effect, Target, can_affect

KAEDE, STEWARD, YOSHI, KAZUE, UJIAKI = ("20-akodo-kaede", "21-steward-of-the-rich-frog", "29-kakita-yoshi",
                                        "38-togashi-kazue", "41-ikoma-ujiaki")


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)


# ------------------------------------------------------------------ titles shared with earlier cards
def test_clause_coverage_tells_apart_the_cards_of_a_shared_title():
    """A later card whose title an earlier card has is keyed by its id, the earlier one keeps its
    title (the markers of the earlier cards stay valid)."""
    assert card_key("04-kakita-yoshi") == "Kakita Yoshi" and card_key(YOSHI) == YOSHI
    assert card_key("01-togashi-kazue") == "Togashi Kazue" and card_key(KAZUE) == KAZUE
    d = declared()
    assert "a1:as_attachment" in d["Togashi Kazue"] and d[KAZUE] == ["a1:effect"]
    assert "a1:then" in d["Ikoma Ujiaki"] and "a1:then" not in d[UJIAKI]
    assert card_key(STEWARD) == "Steward of the Rich Frog"  # its title is its own


# ------------------------------------------------------------------ Command Respect
def _respect(mine=("Command Respect",), theirs=("Banzai!", "Banzai!", "Banzai!")):
    s = in_conflict(dict(characters=["Matsu Berserker"], hand=list(mine), fate=3),
                    dict(characters=["Serene Warrior"], hand=list(theirs), fate=3),
                    attackers=["Matsu Berserker"], defenders=["Serene Warrior"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Command Respect", "a1:effect")
def test_command_respect_opponent_gives_1_honor_to_play_each_event_this_conflict():
    from l5r.lcg.vocab import event_honor_costs
    s = _respect(mine=("Command Respect", "Banzai!"))
    s.pick("Command Respect")
    my_turn(s, 1)
    s.pick("Banzai!")
    s.pick("Serene Warrior")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (11, 9)
    my_turn(s, 0)
    s.pick("Banzai!")  # your own events cost nothing more
    s.pick("Matsu Berserker")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (11, 9)
    while s.state.conflict is not None:
        skip(s)
    assert event_honor_costs(s.state, 1) == []  # until the end of the conflict


@pytest.mark.covers("Command Respect", "a1:condition")
def test_command_respect_rrg_appendix_iii_counts_itself_in_hand_so_not_with_as_many_cards():
    """Rules Reference Appendix III (Command Respect): the event counts as in its owner's hand while
    its play restrictions are checked: not playable when both hands have as many cards."""
    assert can_use(_respect(theirs=("Banzai!", "Banzai!")), 0, "Command Respect")  # 1 against 2
    assert not can_use(_respect(mine=("Command Respect", "Banzai!"), theirs=("Banzai!", "Banzai!")), 0,
                       "Command Respect")  # 2 against 2
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Command Respect", "Fine Katana"])
    s.player(1, hand=["Banzai!"] * 4)
    s.start("conflict")
    assert s.game.pending.context == "action" and not can_use(s, 0, "Command Respect")  # no conflict


@pytest.mark.covers("Command Respect", "a1:limit")
def test_command_respect_max_1_per_conflict():
    s = _respect(mine=("Command Respect", "Command Respect", "Banzai!"), theirs=("Banzai!",) * 5)
    s.pick("Command Respect")
    my_turn(s, 0)
    assert not can_use(s, 0, "Command Respect")


# ------------------------------------------------------------------ Akodo Kaede
def _kaede(give, fate=1, action="discard"):
    """Doji Challenger (player 0, attacking) gets a test-only action: ``action`` on a character."""
    give(Action(Effect(action), target=Target(), text="make one leave play"))
    s = in_conflict(dict(characters=["Doji Challenger", dict(name=KAEDE, fate=fate), "Eager Scout"]),
                    dict(characters=["Hida Guardian"], **WAITS), attackers=["Doji Challenger"])
    s.start("3.2.2")
    my_turn(s)
    return s


def _leave(s, name, player=None):
    my_turn(s)
    s.pick("Doji Challenger: make one leave play")
    s.pick(name) if player is None else s.game.answer(str(s.uid(name, player)))


@pytest.mark.covers("Akodo Kaede", "a2:effect", "a2:trigger", "a2:when")
def test_akodo_kaede_removes_her_fate_instead_of_another_character_leaving_play(give):
    s = _kaede(give)
    _leave(s, "Hida Guardian", 1)  # an opponent's character too
    pass_until(s, "trigger", 0)
    s.pick("Akodo Kaede")
    assert s.card("Hida Guardian").zone == "play"
    assert s.card(KAEDE).fate == 0


@pytest.mark.covers("Akodo Kaede", "a2:effect", "a2:when")
def test_akodo_kaede_rrg_appendix_iii_can_prevent_a_sacrifice(give):
    """Rules Reference Appendix III (Akodo Kaede): her effect can prevent a character from being sacrificed."""
    s = _kaede(give, action="sacrifice")
    _leave(s, "Eager Scout")
    pass_until(s, "trigger", 0)
    s.pick("Akodo Kaede")
    assert s.card("Eager Scout").zone == "play" and s.card(KAEDE).fate == 0


@pytest.mark.covers("Akodo Kaede", "a2:when")
def test_akodo_kaede_not_for_herself(give):
    s = _kaede(give, fate=2)
    _leave(s, KAEDE, 0)
    assert_not_offered(s, "Akodo Kaede")
    assert s.card(KAEDE).zone == "dynasty_discard"


@pytest.mark.covers("Akodo Kaede", "a2:condition")
def test_akodo_kaede_needs_fate_to_remove(give):
    s = _kaede(give, fate=0)
    _leave(s, "Eager Scout")
    assert_not_offered(s, "Akodo Kaede")
    assert s.card("Eager Scout").zone == "dynasty_discard"


@pytest.mark.covers("Akodo Kaede", "a2:limit")
def test_akodo_kaede_once_per_round(give):
    s = _kaede(give, fate=3)
    _leave(s, "Eager Scout")
    pass_until(s, "trigger", 0)
    s.pick("Akodo Kaede")
    challenger = f"lim:0:{s.uid('Doji Challenger')}:"
    for k in [k for k in s.state.uses["round"] if k.startswith(challenger)]:
        del s.state.uses["round"][k]  # the test ability's own limit (Kaede's use stays counted)
    _leave(s, "Eager Scout")
    assert_not_offered(s, "Akodo Kaede")
    assert s.card("Eager Scout").zone == "dynasty_discard" and s.card(KAEDE).fate == 2


@pytest.mark.covers("Akodo Kaede", "a1:effect")
def test_akodo_kaede_immune_to_opponents_ring_effects_not_her_controllers():
    s = Quiet(first_player=1)
    s.player(0, characters=[KAEDE, "Doji Whisperer"])
    s.player(1, characters=["Kakita Asami"])
    s.conflict(attacker=1, type="political", ring="fire", attackers=["Kakita Asami"], defenders=[])
    s.start("3.2.2")
    pass_until(s, "ring_effect", 1)
    s.assert_not_legal("Akodo Kaede")
    s.assert_legal("Honor Doji Whisperer")
    s = in_conflict(dict(characters=[KAEDE, "Doji Whisperer"]), dict(characters=["Kakita Asami"]),
                    type="political", ring="fire", attackers=["Doji Whisperer"], defenders=[])
    s.start("3.2.2")
    pass_until(s, "ring_effect", 0)
    s.assert_legal("Honor Akodo Kaede")


# ------------------------------------------------------------------ Shosuro Miyako (Justice for Satsume)
MIYAKO = "21-shosuro-miyako"


def _miyako(mine=("Matsu Berserker", "Kakita Asami", "Bayushi Liar"), theirs=("Doji Whisperer", "Eager Scout",
                                                                          "Hida Kisada")):
    s = Quiet(first_player=0)
    s.player(0, characters=list(mine), hand=[MIYAKO, "Fine Katana"], fate=5)
    s.player(1, characters=list(theirs))
    s.start("conflict")
    return s


@pytest.mark.covers("21-shosuro-miyako", "a1:play_restriction", "keyword:disguised non-scorpion")
def test_shosuro_miyako_is_played_only_disguised_as_a_non_unique_non_scorpion_character():
    """Rules Reference "Disguised": she replaces a non-unique character of yours that is not
    Scorpion, her cost reduced by its printed cost; she cannot be played otherwise."""
    s = _miyako()
    assert s.game.pending.context == "action"
    s.assert_legal("Play Shosuro Miyako from hand, disguised as Matsu Berserker (2 fate)")  # 3 - 1
    s.assert_not_legal("disguised as Kakita Asami")  # unique
    s.assert_not_legal("disguised as Bayushi Liar")  # Scorpion
    s.assert_not_legal("Play Shosuro Miyako from hand (")  # not by the usual play
    s.pick("disguised as Matsu Berserker")
    assert s.card(MIYAKO).zone == "play" and s.card("Matsu Berserker").zone == "dynasty_discard"


@pytest.mark.covers("21-shosuro-miyako", "a1:play_restriction")
def test_shosuro_miyako_cannot_be_played_without_a_character_to_disguise_as():
    s = _miyako(mine=("Bayushi Liar",))
    assert not any("Shosuro Miyako" in label for label in s.legal())


@pytest.mark.covers("21-shosuro-miyako", "a2:effect", "a2:trigger", "a2:when")
def test_shosuro_miyako_after_you_play_her_choose_and_dishonor_a_non_unique_opposing_character():
    """Ruling (Shosuro Miyako): "choose" after the dash: the character is chosen as the effect resolves."""
    s = _miyako()
    s.pick("disguised as Matsu Berserker")
    pass_until(s, "trigger", 0)
    s.pick("Shosuro Miyako")
    assert s.game.pending.prompt == "Choose a character an opponent controls to dishonor"
    assert sorted(s.legal()) == ["Doji Whisperer", "Eager Scout"]  # not the unique Hida Kisada, nor yours
    s.pick("Eager Scout")
    assert s.card("Eager Scout").status < 0 and s.card("Doji Whisperer").status == 0


@pytest.mark.covers("21-shosuro-miyako", "a2:when", "a2:limit")
def test_shosuro_miyako_not_for_another_card_played_and_once_per_round():
    from l5r.lcg.vocab import Limit, uses_left
    s = _miyako()
    s.pick("Play Fine Katana")
    s.pick("Matsu Berserker")
    while s.game.pending.context != "action" or s.game.pending.player != 0:
        assert_not_offered(s, "Shosuro Miyako")
        skip(s)
    s = _miyako()
    s.pick("disguised as Matsu Berserker")
    pass_until(s, "trigger", 0)
    s.pick("Shosuro Miyako")
    s.pick("Eager Scout")
    assert not uses_left(s.game, 0, s.uid(MIYAKO), 1, Limit())


# ------------------------------------------------------------------ Steward of the Rich Frog
def _steward(p0_hand=(), p1_hand=("Banzai!",), status=None):
    steward = dict(name=STEWARD, status=status) if status else STEWARD
    s = in_conflict(dict(characters=[steward, "Matsu Berserker"], hand=list(p0_hand)),
                    dict(characters=["Doji Whisperer"], hand=list(p1_hand), fate=3),
                    type="political", attackers=[STEWARD], defenders=["Doji Whisperer"])
    s.build()
    return s


@pytest.mark.covers("Steward of the Rich Frog", "a1:effect", "a1:condition")
def test_steward_of_the_rich_frog_your_characters_cannot_be_dishonored_with_fewer_cards_in_hand():
    """Rules Reference Appendix III (Steward of the Rich Frog): a character that "cannot receive
    dishonored status tokens" cannot be dishonored while ordinary."""
    s = _steward()
    assert not can_affect(s.game, "dishonor", s.card(STEWARD))
    assert not can_affect(s.game, "dishonor", s.card("Matsu Berserker"))
    assert can_affect(s.game, "dishonor", s.card("Doji Whisperer"))  # the opponent's


@pytest.mark.covers("Steward of the Rich Frog", "a1:condition")
def test_steward_of_the_rich_frog_not_with_as_many_cards_in_hand():
    s = _steward(p0_hand=("Fine Katana",))
    assert can_affect(s.game, "dishonor", s.card("Matsu Berserker"))
    s = _steward(p0_hand=("Fine Katana", "Banzai!"))
    assert can_affect(s.game, "dishonor", s.card("Matsu Berserker"))


@pytest.mark.covers("Steward of the Rich Frog", "a1:effect")
def test_steward_of_the_rich_frog_an_honored_character_can_still_be_dishonored():
    """Rules Reference "Personal Honor": dishonoring an honored character gives it no dishonored
    token (it becomes ordinary), so the Steward does not stop it."""
    s = _steward(status="honored")
    assert can_affect(s.game, "dishonor", s.card(STEWARD))


@pytest.mark.covers("Steward of the Rich Frog", "a1:condition")
def test_steward_of_the_rich_frog_rrg_appendix_iii_an_event_played_is_still_in_hand_while_targets_are_chosen():
    """Rules Reference Appendix III (Command Respect, Steward of the Rich Frog): an event card being
    played is still in its owner's hand until all costs and selections are made: while the opponent
    chooses the target of Way of the Scorpion (their only card), they have 1 card to your 0."""
    s = in_conflict(dict(characters=[STEWARD]), dict(characters=["Doji Whisperer"], hand=["Way of the Scorpion"],
                                                     fate=3),
                    type="political", attackers=[STEWARD], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Way of the Scorpion")
    assert s.game.pending.context == "target"
    assert s.state.players[1].hand == [] and hand_size(s.state, 1) == 1
    s.assert_not_legal("Steward of the Rich Frog")
    s.assert_legal("Doji Whisperer")
    s.pick("Doji Whisperer")
    assert hand_size(s.state, 1) == 0  # played now


# ------------------------------------------------------------------ Kakita Yoshi (Rokugan at War)
def _yoshi(faceup=2, attackers=(YOSHI,), type="political", defenders=()):
    provs = [dict(name=n, facedown=i >= faceup) for i, n in
             enumerate(["Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands",
                        "Ancestral Lands"])]
    s = in_conflict(dict(characters=[YOSHI, "Doji Whisperer"], provinces=provs),
                    dict(characters=["Eager Scout", "Serene Warrior", dict(name="Hida Guardian", status="dishonored")]),
                    type=type, attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    return s


@pytest.mark.covers("29-kakita-yoshi", "a1:effect", "a1:target", "a1:trigger", "a1:when")
def test_kakita_yoshi_dishonors_up_to_x_characters_x_your_faceup_provinces():
    s = _yoshi(faceup=2)
    pass_until(s, "trigger", 0)
    s.pick("Kakita Yoshi")
    d = s.game.pending
    assert d.context == "target" and (d.min, d.max) == (1, 2)
    s.assert_not_legal("Hida Guardian")  # already dishonored: cannot be
    s.assert_legal("Doji Whisperer")  # any character, yours too
    s.pick_many("Eager Scout", "Serene Warrior")
    assert s.card("Eager Scout").status < 0 and s.card("Serene Warrior").status < 0


@pytest.mark.covers("29-kakita-yoshi", "a1:target")
def test_kakita_yoshi_x_counted_when_chosen_and_none_with_no_faceup_province():
    s = _yoshi(faceup=1)
    pass_until(s, "trigger", 0)
    s.pick("Kakita Yoshi")
    assert s.game.pending.max == 1
    s = _yoshi(faceup=0)
    pass_until(s, ("ring_effect", "trigger"))
    assert_not_offered(s, "Kakita Yoshi")


@pytest.mark.covers("29-kakita-yoshi", "a1:when")
def test_kakita_yoshi_only_after_he_wins_a_political_conflict_as_the_attacker():
    s = _yoshi(type="military")
    pass_until(s, ("ring_effect", "trigger"))
    assert_not_offered(s, "Kakita Yoshi")
    s = _yoshi(attackers=("Doji Whisperer",))  # he is not attacking
    pass_until(s, ("ring_effect", "trigger"))
    assert_not_offered(s, "Kakita Yoshi")


@pytest.mark.covers("29-kakita-yoshi", "a1:limit")
def test_kakita_yoshi_once_per_round():
    from l5r.lcg.vocab import Limit, uses_left
    s = _yoshi()
    pass_until(s, "trigger", 0)
    s.pick("Kakita Yoshi")
    s.pick_many("Eager Scout")
    assert not uses_left(s.game, 0, s.uid(YOSHI), 0, Limit())


# ------------------------------------------------------------------ Togashi Kazue (A Crimson Offering)
@pytest.mark.covers("38-togashi-kazue", "a1:effect")
def test_togashi_kazue_dire_gives_characters_without_fate_one_more_use():
    """Rules Reference "Dire": active while the character has no fate; Kazue's characters may use
    each triggered ability one more time (a "Limit", not a "Max")."""
    from l5r.lcg.vocab import Limit, count_use, uses_left
    s = Quiet(first_player=0)
    s.player(0, characters=[KAZUE, "Doji Challenger", dict(name="Asahina Artisan", fate=1)])
    s.player(1, characters=["Doji Challenger"])
    s.build()
    mine, other, theirs = s.uid("Doji Challenger", 0), s.uid("Asahina Artisan"), s.uid("Doji Challenger", 1)
    for u, p in ((mine, 0), (other, 0), (theirs, 1)):
        count_use(s.game, p, u, 0, Limit())
    assert uses_left(s.game, 0, mine, 0, Limit())  # no fate: dire, a second use
    assert not uses_left(s.game, 0, other, 0, Limit())  # with fate
    assert not uses_left(s.game, 1, theirs, 0, Limit())  # not yours
    count_use(s.game, 0, mine, 0, Limit())
    assert not uses_left(s.game, 0, mine, 0, Limit())  # one more, not more
    count_use(s.game, 0, mine, 0, Limit(1, "round", per_title=True))
    assert not uses_left(s.game, 0, mine, 0, Limit(1, "round", per_title=True))  # a Max is not changed


# ------------------------------------------------------------------ Ikoma Ujiaki (Peace at Any Cost)
def _ujiaki(attackers=(UJIAKI,), honor=10):
    s = in_conflict(dict(characters=[UJIAKI, "Doji Whisperer"], honor=honor, **WAITS),
                    dict(characters=["Serene Warrior"], **WAITS),
                    type="political", ring="fire", attackers=list(attackers), defenders=["Serene Warrior"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("41-ikoma-ujiaki", "a1:effect", "a1:cost")
def test_ikoma_ujiaki_loses_2_honor_to_switch_the_conflict_type_keeping_its_element():
    s = _ujiaki()
    s.pick("Ikoma Ujiaki")
    assert s.state.conflict.type == "military" and s.state.conflict.ring == "fire"
    assert s.state.players[0].honor == 8


@pytest.mark.covers("41-ikoma-ujiaki", "a1:cost")
def test_ikoma_ujiaki_needs_2_honor():
    assert not can_use(_ujiaki(honor=1), 0, "Ikoma Ujiaki")


@pytest.mark.covers("41-ikoma-ujiaki", "a1:condition")
def test_ikoma_ujiaki_only_while_he_participates():
    assert not can_use(_ujiaki(attackers=("Doji Whisperer",)), 0, "Ikoma Ujiaki")
    assert can_use(_ujiaki(), 0, "Ikoma Ujiaki")


# ------------------------------------------------------------------ Retire to the Brotherhood
RETIRE = "30-retire-to-the-brotherhood"


def _retire(p0_deck, p1_deck, p0_chars=("Matsu Berserker", "Kakita Asami"),
            p1_chars=(dict(name="Doji Whisperer", fate=1), "Eager Scout", "Hida Kisada"), p0_discard=()):
    """Player 0 attacks Retire to the Brotherhood (player 1's province 1); the decks are bottom to top."""
    s = Quiet(first_player=0)
    s.player(0, characters=list(p0_chars), dynasty_deck=list(p0_deck), dynasty_discard=list(p0_discard))
    s.player(1, characters=list(p1_chars), dynasty_deck=list(p1_deck),
             provinces=[RETIRE, "Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands"])
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Matsu Berserker"])
    return s


def _chars(s, p):
    return sorted(s.state.cards[u].cid for u in s.state.players[p].play)


@pytest.mark.covers("Retire to the Brotherhood", "a1:effect", "a1:trigger", "a1:when")
def test_retire_to_the_brotherhood_replaces_each_players_characters_without_fate_from_their_dynasty_deck():
    s = _retire(["Eager Scout", "Serene Warrior", "Funeral Pyre", "Doji Challenger"],
                ["Hida Kisada", "Doji Challenger", "Imperial Storehouse", "Matsu Berserker"])
    pass_until(s, "trigger", 1)
    s.pick("Retire to the Brotherhood")
    # player 0: 2 discarded, reveals Doji Challenger, Funeral Pyre, Serene Warrior; player 1: 2 discarded
    # (Doji Whisperer has fate), reveals Matsu Berserker, Imperial Storehouse, Doji Challenger
    assert _chars(s, 0) == ["01-doji-challenger", "01-serene-warrior"]
    assert _chars(s, 1) == ["01-doji-challenger", "01-doji-whisperer", "01-matsu-berserker"]
    assert len(s.state.players[0].dynasty_deck) == 2 and len(s.state.players[1].dynasty_deck) == 2
    assert s.log[-2:] == ["Player 1 shuffles their dynasty deck.", "Player 2 shuffles their dynasty deck."]


@pytest.mark.covers("Retire to the Brotherhood", "a1:effect")
def test_retire_to_the_brotherhood_rrg_appendix_iii_a_deck_revealed_to_its_end_is_not_refilled():
    """Rules Reference Appendix III: with too few characters in the deck, only those revealed enter
    play; the discard pile is not shuffled back to reveal more."""
    s = _retire(["Funeral Pyre", "Serene Warrior"], ["Hida Kisada", "Doji Challenger", "Matsu Berserker"],
                p0_discard=["Eager Scout", "Eager Scout"])
    pass_until(s, "trigger", 1)
    s.pick("Retire to the Brotherhood")
    assert _chars(s, 0) == ["01-serene-warrior"]
    assert len(s.state.players[0].dynasty_deck) == 1  # Funeral Pyre, revealed and shuffled back


@pytest.mark.covers("Retire to the Brotherhood", "a1:effect")
def test_retire_to_the_brotherhood_rrg_appendix_iii_unique_duplicates_do_not_enter_and_are_not_replaced():
    """Rules Reference Appendix III: a second copy of a unique character revealed, or a copy of one
    in play, does not enter play, and no other character is revealed in its place."""
    s = _retire(["Serene Warrior", "Kakita Asami", "Kakita Asami"], ["Eager Scout", "Eager Scout"],
                p0_chars=("Matsu Berserker", "Eager Scout"), p1_chars=("Doji Whisperer",))
    pass_until(s, "trigger", 1)
    s.pick("Retire to the Brotherhood")
    assert _chars(s, 0) == ["01-kakita-asami"]  # 2 discarded: 2 Asami revealed, one enters
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker", dict(name="Kakita Asami", fate=1)],
             dynasty_deck=["Serene Warrior", "Kakita Asami"])
    s.player(1, characters=["Doji Whisperer"], dynasty_deck=["Eager Scout"],
             provinces=[RETIRE, "Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands"])
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Matsu Berserker"])
    pass_until(s, "trigger", 1)
    s.pick("Retire to the Brotherhood")
    assert _chars(s, 0) == ["01-kakita-asami"]  # the Asami revealed stays: one is in play; no replacement


@pytest.mark.covers("Retire to the Brotherhood", "a1:when", "a1:limit")
def test_retire_to_the_brotherhood_only_when_this_province_is_revealed_once_per_round():
    from l5r.lcg.vocab import Limit, uses_left
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, characters=["Doji Whisperer"],
             provinces=[RETIRE, "Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands"])
    s.start("conflict")
    s.declare("military", "air", province=1, attackers=["Matsu Berserker"])  # another province
    assert_not_offered(s, "Retire to the Brotherhood")
    s = _retire(["Eager Scout"] * 4, ["Eager Scout"] * 4)
    pass_until(s, "trigger", 1)
    s.pick("Retire to the Brotherhood")
    assert not uses_left(s.game, 1, s.uid(RETIRE), 0, Limit())


# ------------------------------------------------------------------ Silent Ones Monastery
MONASTERY = "31-silent-ones-monastery"


def _monastery(at="conflict"):
    s = Quiet(first_player=0)
    s.player(0, provinces=[dict(name=MONASTERY, facedown=False), "Entrenched Position", "Ancestral Lands",
                           "Entrenched Position", "Ancestral Lands"])
    s.player(1)
    s.start(at)
    return s


@pytest.mark.covers("Silent Ones Monastery", "a1:effect")
def test_silent_ones_monastery_opponents_gain_at_most_2_honor_each_phase():
    s = _monastery()
    s.apply(ev("gain_honor", player=1, amount=3))
    assert s.state.players[1].honor == 12
    s.apply(ev("gain_honor", player=1, amount=1))
    assert s.state.players[1].honor == 12  # 2 already gained this phase
    s.apply(ev("gain_honor", player=0, amount=3))
    assert s.state.players[0].honor == 13  # its controller is not limited
    s.state.uses["phase"] = {}  # a new phase (l5r.lcg.phases: the phase's uses are cleared)
    s.apply(ev("gain_honor", player=1, amount=1))
    assert s.state.players[1].honor == 13


@pytest.mark.covers("Silent Ones Monastery", "a1:effect")
def test_silent_ones_monastery_rrg_appendix_iii_honor_given_beyond_2_is_not_lost_by_the_giver():
    """Rules Reference Appendix III (Silent Ones Monastery): honor transferred (an honor bid)
    beyond the 2 the opponent may gain is neither gained nor lost."""
    s = _monastery(at="draw")
    s.pick("bid 5")
    s.pick("bid 1")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (8, 12)
    s = _monastery()
    s.apply(ev("gain_honor", player=1, amount=1))
    s.apply(ev("transfer_honor", **{"from": 0, "to": 1, "amount": 3}))
    assert (s.state.players[0].honor, s.state.players[1].honor) == (9, 12)  # 1 more may be gained


@pytest.mark.covers("Silent Ones Monastery", "keyword:eminent")
def test_silent_ones_monastery_eminent_starts_faceup_and_is_no_stronghold_province():
    """"Eminent": the province starts the game faceup and cannot be the stronghold province."""
    deck = default_deck("scorpion")
    deck["provinces"][3] = MONASTERY
    g = new_game([deck, default_deck("lion")], seed=3, first_player=0)
    assert g.pending.context == "stronghold_province" and g.pending.player == 0
    assert "Silent Ones Monastery" not in [o.label for o in g.pending.options]
    g.answer(g.pending.options[0].id)
    g.answer(g.pending.options[0].id)
    st = g.state
    monastery = next(st.cards[u] for u in st.players[0].provinces if st.cards[u].cid == MONASTERY)
    assert not monastery.facedown


# ------------------------------------------------------------------ Study the Natural World
def _study(attackers=("Naive Student", "Matsu Berserker"), p1_chars=("Doji Whisperer",), defenders=()):
    """Player 0 attacks an earth province (Entrenched Position) for the fire ring."""
    s = in_conflict(dict(characters=["Naive Student", "Matsu Berserker"], hand=["Study the Natural World", "Banzai!"],
                         fate=3),
                    dict(characters=list(p1_chars), **WAITS), type="military", ring="fire",
                    attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    my_turn(s, 0)
    return s


@pytest.mark.covers("Study the Natural World", "a1:effect")
def test_study_the_natural_world_ring_gains_the_provinces_elements_and_the_winner_resolves_each_effect():
    """Rules Reference Appendix III: the elements are added at once; a delayed effect at 3.2.3 lets
    the winner resolve all of the ring's effects (or none); step 3.2.6 still follows as usual.
    Appendix IV (errata): the elements last until the end of the conflict."""
    from l5r.lcg.vocab_rings import ring_elements
    s = _study()
    s.pick("Study the Natural World")
    assert ring_elements(s.state, "fire") == ["fire", "earth"]
    pass_until(s, "ring_effect", 0)
    assert s.game.pending.prompt == "Resolve each effect of the fire ring?"
    s.pick("Resolve each effect of the fire ring")
    pass_until(s, "ring_order")  # the first player orders them (as for Isawa Kaede)
    s.pick("the fire effect")
    s.assert_not_legal("Do not resolve")  # all of them, or none
    s.pick("Honor Naive Student")
    assert s.game.pending.context == "ring_effect" and "Draw 1 card" in s.legal()[0]
    hand = len(s.state.players[0].hand)
    s.pick("Draw 1 card")
    assert s.card("Naive Student").status > 0 and len(s.state.players[0].hand) == hand + 1
    pass_until(s, "ring_element", 0)  # 3.2.6: the usual ring effect, one element of the two
    s.pick("Do not resolve")
    pass_until(s, ("conflict_action", "action", "declare_conflict"))
    assert s.state.conflict is None and ring_elements(s.state, "fire") == ["fire"]


@pytest.mark.covers("Study the Natural World", "a1:effect")
def test_study_the_natural_world_the_winner_may_resolve_none_and_it_lapses_if_you_lose():
    s = _study()
    s.pick("Study the Natural World")
    pass_until(s, "ring_effect", 0)
    s.pick("Resolve none of them")
    assert s.game.pending.context == "ring_element"  # straight to 3.2.6
    s = _study(attackers=("Naive Student",), p1_chars=("Matsu Berserker",), defenders=("Matsu Berserker",))
    s.pick("Study the Natural World")
    assert s.state.delayed
    while s.state.conflict is not None:
        assert not (s.game.pending.context == "ring_effect" and "Resolve each" in s.game.pending.prompt)
        skip(s)
    assert not s.state.delayed  # lapsed with the conflict


@pytest.mark.covers("Study the Natural World", "a1:condition")
def test_study_the_natural_world_needs_an_attacking_scholar_of_yours():
    assert can_use(_study(), 0, "Study the Natural World")
    assert not can_use(_study(attackers=("Matsu Berserker",)), 0, "Study the Natural World")  # home
    s = Quiet(first_player=1)
    s.player(0, characters=["Naive Student"], hand=["Study the Natural World", "Banzai!"], fate=3)
    s.player(1, characters=["Matsu Berserker"], **WAITS)
    s.conflict(attacker=1, type="military", ring="fire", attackers=["Matsu Berserker"], defenders=["Naive Student"])
    s.start("3.2.2")
    my_turn(s, 0)
    assert not can_use(s, 0, "Study the Natural World")  # defending


def test_named_later_cards_need_no_code_of_their_own():
    from l5r.lcg.coverage import custom_code
    from l5r.lcg.facts import NAMED_LATER
    assert all(custom_code(cid) == [] for cid in NAMED_LATER)


def test_card_lookup_and_description_name_the_later_card_of_a_shared_title_with_its_pack():
    """``l5r lcg card``: the title alone is the first card; the pack's name (as in a deck list) or
    the id finds the later one, whose description says which it is."""
    from l5r.lcg.describe import describe, find_card, lookup
    assert find_card("Ikoma Ujiaki").id == "03-ikoma-ujiaki"
    assert find_card("Ikoma Ujiaki (Peace at Any Cost)").id == UJIAKI == find_card(UJIAKI).id
    assert describe(UJIAKI).startswith("Ikoma Ujiaki (Peace at Any Cost) — Unique character")
    assert lookup("Ikoma Ujiaki").startswith("Ikoma Ujiaki — Unique character")
    assert describe(STEWARD).startswith("Steward of the Rich Frog — Character")


def test_the_view_and_board_name_the_later_card_of_a_shared_title_with_its_pack():
    """The board (from the player's view) says which Kakita Yoshi is in play; the earlier card
    keeps its plain title."""
    from l5r.lcg.board import board
    s = Quiet(first_player=0)
    s.player(0, characters=[YOSHI])
    s.player(1, characters=["04-kakita-yoshi"])
    s.build()
    v = s.game.view(0)
    names = {c["id"]: c["name"] for p in v["players"] for c in p["characters"]}
    assert names == {YOSHI: "Kakita Yoshi (Rokugan at War)", "04-kakita-yoshi": "Kakita Yoshi"}
    text = "\n".join(str(line) for line in board(v))
    assert "Kakita Yoshi (Rokugan at War)" in text and text.count("Kakita Yoshi") == 2
