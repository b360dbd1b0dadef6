"""The later cards the rules documents name (issue 15; l5r.lcg.facts.NAMED_LATER): each card's
effect and every clause of its text, and what the Rules Reference's Appendix III says about them.
Four share a title with an earlier card: they are placed by id and marked by id in ``covers``
(l5r.lcg.clauses.card_key)."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until

from l5r.lcg.clauses import card_key, declared
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
