"""Cards of Disciples of the Void (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets), with the Rules Reference cited. No 2017 ruling names a card
of this pack implemented here."""

from __future__ import annotations

import pytest
from pack_helpers import crab_splashing, give_ability, influence_problems, limits_of
from test_crab import TEST_HOST, Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.abilities import CardDef
from l5r.lcg.coverage import is_implemented
from l5r.lcg.deckbuilding import influence_pool, influence_spent, support_clan
from l5r.lcg.decks import default_deck
from l5r.lcg.game import RULES
from l5r.lcg.model import FACTS, conflict_totals, cost_of, glory, skill
from l5r.lcg.vocab import Action, Effect, Target
from l5r.lcg.vocab_moves import MoveHome


def _pass_opportunity(s, p):
    pass_until(s, "declare_conflict", player=p)
    s.pick("Pass this conflict opportunity")


# ------------------------------------------------------------------ Fire Tensai Initiate
def test_fire_tensai_initiate_is_vanilla_with_its_printed_facts():
    """No text: the card is its printed facts (cost 1, 0/0, glory 2, Shugenja Fire Scholar)."""
    f = FACTS["08-fire-tensai-initiate"]
    assert is_implemented(f) and "08-fire-tensai-initiate" not in RULES.cards
    assert (f.cost, f.military, f.political, f.glory) == (1, 0, 0, 2)
    assert {"shugenja", "fire", "scholar"} <= set(f.traits)


# ------------------------------------------------------------------ Pacifist Philosopher
@pytest.mark.covers("Pacifist Philosopher", "a1:effect", "a1:trigger")
def test_pacifist_philosopher_gains_1_fate_after_any_player_passes():
    """Either player's pass triggers it (Rules Reference "Conflict Phase", 3.2: passing an
    opportunity); its controller gains the fate."""
    s = Quiet(first_player=1)
    s.player(0, characters=["Pacifist Philosopher"], fate=0)
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    _pass_opportunity(s, 1)  # the opponent passes
    s.pick("Pacifist Philosopher")
    assert s.state.players[0].fate == 1
    _pass_opportunity(s, 0)  # its controller passes
    s.pick("Pacifist Philosopher")
    assert s.state.players[0].fate == 2


@pytest.mark.covers("Pacifist Philosopher", "a1:limit")
def test_pacifist_philosopher_limit_twice_per_round():
    s = Quiet(first_player=1)
    s.player(0, characters=["Pacifist Philosopher"], fate=0)
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    _pass_opportunity(s, 1)
    s.pick("Pacifist Philosopher")
    _pass_opportunity(s, 0)
    s.pick("Pacifist Philosopher")
    _pass_opportunity(s, 1)
    assert_not_offered(s, "Pacifist Philosopher")  # a third pass: the limit is reached
    assert s.state.players[0].fate == 2


# ------------------------------------------------------------------ Hida Amoro
@pytest.mark.covers("Hida Amoro", "a1:effect", "a1:trigger")
def test_hida_amoro_the_passing_player_sacrifices_a_character():
    """Forced: no choice to use it; the player who passed chooses which of their
    characters to sacrifice (Rules Reference "Sacrifice")."""
    s = Quiet(first_player=1)
    s.player(0, characters=["Hida Amoro"])
    s.player(1, characters=["Eager Scout", "Doji Whisperer"])
    s.start("conflict")
    _pass_opportunity(s, 1)
    d = s.game.pending
    assert d.player == 1 and any("Eager Scout" in o.label for o in d.options)
    assert not any("Hida Amoro" in o.label for o in d.options)  # only the passing player's characters
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").zone == "dynasty_discard"
    assert s.card("Eager Scout").zone == "play"


@pytest.mark.covers("Hida Amoro", "a1:effect", "a1:limit")
def test_hida_amoro_also_its_controller_and_unlimited():
    """"A player": its own controller's pass counts too; unlimited, every pass triggers it."""
    s = Quiet(first_player=1)
    s.player(0, characters=["Hida Amoro", "Doji Whisperer"])
    s.player(1, characters=["Eager Scout", "Brash Samurai"])
    s.start("conflict")
    _pass_opportunity(s, 1)
    s.pick("Eager Scout")
    _pass_opportunity(s, 0)
    assert s.game.pending.player == 0
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").zone == "dynasty_discard"
    _pass_opportunity(s, 1)
    s.pick("Brash Samurai")
    assert s.card("Brash Samurai").zone == "dynasty_discard"


# ------------------------------------------------------------------ Shiba Tetsu
def _tetsu(hand=("Against the Waves",), attackers=("Shiba Tetsu", "Miya Mystic")):
    s = in_conflict(dict(characters=["Shiba Tetsu", "Miya Mystic"], hand=list(hand), fate=3),
                    dict(characters=["Doji Whisperer"]), attackers=list(attackers), defenders=["Doji Whisperer"])
    s.start("3.2.2")
    return s


def _play_waves(s):
    my_turn(s, 0)
    s.pick("Against the Waves")
    s.pick("Miya Mystic")


@pytest.mark.covers("Shiba Tetsu", "a1:effect", "a1:trigger", "a1:when")
def test_shiba_tetsu_plus_1_both_skills_after_you_play_a_spell_in_a_conflict():
    s = _tetsu()
    _play_waves(s)
    pass_until(s, "trigger", 0)
    s.pick("Shiba Tetsu")
    c = s.card("Shiba Tetsu")
    assert (skill(s.state, c, "military"), skill(s.state, c, "political")) == (3, 2)


@pytest.mark.covers("Shiba Tetsu", "a1:when")
def test_shiba_tetsu_not_for_a_card_without_the_spell_trait():
    s = _tetsu(hand=("Banzai!",))
    my_turn(s, 0)
    s.pick("Banzai!")
    s.pick("Miya Mystic")
    for _ in range(6):
        if s.game.pending is None or s.state.conflict is None:
            break
        assert_not_offered(s, "Shiba Tetsu")
        skip(s)
    c = s.card("Shiba Tetsu")
    assert (skill(s.state, c, "military"), skill(s.state, c, "political")) == (2, 1)


@pytest.mark.covers("Shiba Tetsu", "a1:when")
def test_shiba_tetsu_not_for_a_spell_your_opponent_plays_nor_outside_a_conflict():
    s = in_conflict(dict(characters=["Shiba Tetsu"]),
                    dict(characters=["Miya Mystic"], hand=["Against the Waves"], fate=3),
                    attackers=["Shiba Tetsu"], defenders=["Miya Mystic"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Against the Waves")
    s.pick("Miya Mystic")
    assert_not_offered(s, "Shiba Tetsu")
    s = Quiet(first_player=0)
    s.player(0, characters=["Shiba Tetsu", "Miya Mystic"], hand=["Against the Waves"], fate=3)
    s.player(1)
    s.start("conflict")
    s.pick("Against the Waves")
    s.pick("Miya Mystic")
    assert_not_offered(s, "Shiba Tetsu")  # no conflict is going on


@pytest.mark.covers("Shiba Tetsu", "a1:limit")
def test_shiba_tetsu_unlimited():
    s = _tetsu(hand=("Against the Waves", "Against the Waves"))
    for _ in range(2):
        _play_waves(s)
        pass_until(s, "trigger", 0)
        s.pick("Shiba Tetsu")
    assert skill(s.state, s.card("Shiba Tetsu"), "military") == 4


# ------------------------------------------------------------------ Doji Shigeru
def _shigeru(attackers=("Shigeru",), p1_hand=("Banzai!", "Fine Katana", "Against the Waves")):
    names = {"Shigeru": "Doji Shigeru"}
    s = in_conflict(dict(characters=["Doji Shigeru", "Brash Samurai"]),
                    dict(characters=["Miya Mystic"], hand=list(p1_hand), fate=3),
                    type="political", attackers=[names.get(a, a) for a in attackers], defenders=["Miya Mystic"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Doji Shigeru", "a1:effect", "a1:trigger", "a1:when")
def test_doji_shigeru_opponent_discards_a_card_of_their_choice_after_playing_an_event():
    s = _shigeru()
    my_turn(s, 1)
    s.pick("Banzai!")
    s.pick("Miya Mystic")
    pass_until(s, "trigger", 0)
    s.pick("Doji Shigeru")
    assert s.game.pending.player == 1  # the opponent chooses
    s.pick("Fine Katana")
    assert s.card("Fine Katana").zone == "conflict_discard"
    assert s.card("Against the Waves").zone == "hand"


@pytest.mark.covers("Doji Shigeru", "a1:when")
def test_doji_shigeru_not_for_your_own_event_nor_an_attachment_nor_while_home():
    s = in_conflict(dict(characters=["Doji Shigeru"], hand=["Banzai!"]), dict(characters=["Miya Mystic"],
                                                                             hand=["Fine Katana"]),
                    type="political", attackers=["Doji Shigeru"], defenders=["Miya Mystic"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Banzai!")
    s.pick("Doji Shigeru")
    assert_not_offered(s, "Doji Shigeru")  # its controller's event
    my_turn(s, 1)
    s.pick("Fine Katana")
    s.pick("Miya Mystic")
    assert_not_offered(s, "Doji Shigeru")  # an attachment is no event
    s = _shigeru(attackers=("Brash Samurai",))  # Shigeru stays home
    my_turn(s, 1)
    s.pick("Banzai!")
    s.pick("Miya Mystic")
    assert_not_offered(s, "Doji Shigeru")


@pytest.mark.covers("Doji Shigeru", "a1:limit")
def test_doji_shigeru_unlimited():
    s = _shigeru(p1_hand=("Banzai!", "Against the Waves", "Fine Katana", "Ornate Fan", "Fine Katana"))
    for event, discard in (("Banzai!", "Fine Katana"), ("Against the Waves", "Ornate Fan")):
        my_turn(s, 1)
        s.pick(event)
        pass_until(s, "trigger", 0)  # the target (Miya Mystic, the only Shugenja) is chosen
        s.pick("Doji Shigeru")
        s.pick(discard)
    assert [s.state.cards[u].cid for u in s.state.players[1].hand] == ["01-fine-katana"]
    assert s.card("Ornate Fan").zone == "conflict_discard"


# ------------------------------------------------------------------ Ikoma Tsanuri
def _tsanuri(attackers=("Ikoma Tsanuri", "Akodo Gunsō", "Steadfast Samurai", "Doji Whisperer"), start=True):
    s = in_conflict(dict(characters=["Ikoma Tsanuri", "Akodo Gunsō", "Steadfast Samurai", "Doji Whisperer"]),
                    dict(characters=["Brash Samurai"]), attackers=list(attackers), defenders=["Brash Samurai"])
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Ikoma Tsanuri", "a1:effect", "a1:condition", "a1:conflict")
def test_ikoma_tsanuri_each_of_your_participants_gets_plus_1_both_skills():
    s = _tsanuri()
    before = {n: (skill(s.state, s.card(n), "military"), skill(s.state, s.card(n), "political"))
              for n in ("Ikoma Tsanuri", "Doji Whisperer", "Brash Samurai")}
    my_turn(s, 0)
    s.pick("Ikoma Tsanuri")
    for n in ("Ikoma Tsanuri", "Doji Whisperer"):  # the Courtier too: each participant you control
        m, p = before[n]
        assert (skill(s.state, s.card(n), "military"), skill(s.state, s.card(n), "political")) == (m + 1, p + 1)
    bm, bp = before["Brash Samurai"]  # not the opponent's
    assert (skill(s.state, s.card("Brash Samurai"), "military"),
            skill(s.state, s.card("Brash Samurai"), "political")) == (bm, bp)


@pytest.mark.covers("Ikoma Tsanuri", "a1:condition")
def test_ikoma_tsanuri_needs_3_participating_bushi_of_yours():
    assert can_use(_tsanuri(start=False), 0, "Ikoma Tsanuri")
    s = _tsanuri(attackers=("Ikoma Tsanuri", "Akodo Gunsō", "Doji Whisperer"), start=False)  # 2 Bushi take part
    assert not can_use(s, 0, "Ikoma Tsanuri")


@pytest.mark.covers("Ikoma Tsanuri", "a1:conflict")
def test_ikoma_tsanuri_only_while_it_participates():
    s = _tsanuri(attackers=("Akodo Gunsō", "Steadfast Samurai", "Doji Whisperer"), start=False)
    assert not can_use(s, 0, "Ikoma Tsanuri")


# ------------------------------------------------------------------ Moto Nergüi
def _nergui(type="military", attackers=("Moto Nergüi", "Brash Samurai"), gunso="Akodo Gunsō", start=True):
    s = in_conflict(dict(characters=["Moto Nergüi", "Brash Samurai"]),
                    dict(characters=[gunso, "Steadfast Samurai"]), type=type,
                    attackers=list(attackers), defenders=["Akodo Gunsō", "Steadfast Samurai"])
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Moto Nergüi", "a1:effect", "a1:target", "a1:conflict")
def test_moto_nergui_sends_home_a_participant_with_the_highest_glory_your_choice_on_a_tie():
    """Brash Samurai and Akodo Gunsō tie at glory 2 (either side): both can be chosen."""
    s = _nergui()
    my_turn(s, 0)
    s.pick("Moto Nergüi")
    s.assert_legal("Brash Samurai")
    s.assert_legal("Akodo Gunsō")
    s.assert_not_legal("Steadfast Samurai")  # glory 1
    s.assert_not_legal("Moto Nergüi")  # glory 0
    s.pick("Akodo Gunsō")
    assert s.uid("Akodo Gunsō") not in s.state.conflict.defenders


@pytest.mark.covers("Moto Nergüi", "a1:target")
def test_moto_nergui_highest_glory_counts_current_glory():
    """Glory as modified (Favor of the Kami: +1; Rules Reference "Glory")."""
    s = _nergui(gunso=dict(name="Akodo Gunsō", attachments=["Favor of the Kami"]))
    assert glory(s.state, s.card("Akodo Gunsō")) == 3
    my_turn(s, 0)
    s.pick("Moto Nergüi")
    s.assert_not_legal("Brash Samurai")
    s.pick("Akodo Gunsō")
    assert s.uid("Akodo Gunsō") not in s.state.conflict.defenders


@pytest.mark.covers("Moto Nergüi", "a1:conflict")
def test_moto_nergui_only_in_a_military_conflict_it_takes_part_in():
    assert can_use(_nergui(start=False), 0, "Moto Nergüi")
    s = _nergui(type="political", start=False)
    assert not can_use(s, 0, "Moto Nergüi")
    s = _nergui(attackers=("Brash Samurai",), start=False)
    assert not can_use(s, 0, "Moto Nergüi")


# ------------------------------------------------------------------ Favor of the Kami
@pytest.mark.covers("Favor of the Kami", "a1:effect")
def test_favor_of_the_kami_attached_character_gets_plus_1_glory():
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Brash Samurai", attachments=["Favor of the Kami"]), "Akodo Gunsō"])
    s.player(1)
    s.start("conflict")
    assert glory(s.state, s.card("Brash Samurai")) == 3
    assert glory(s.state, s.card("Akodo Gunsō")) == 2  # only the attached character


# ------------------------------------------------------------------ The Path of Man
def _path(p0_chars=("Matsu Berserker", "Brash Samurai"), p1_chars=("Eager Scout",), type="military",
          winner_hand=0):
    hand = dict(hand=["The Path of Man"], fate=0)
    s = in_conflict(dict(characters=list(p0_chars), **(hand if winner_hand == 0 else {})),
                    dict(characters=list(p1_chars), **(hand if winner_hand == 1 else {})), type=type,
                    attackers=list(p0_chars), defenders=list(p1_chars))
    s.start("3.2.2")
    return s


@pytest.mark.covers("The Path of Man", "a1:effect", "a1:trigger", "a1:when", "a1:limit")
def test_the_path_of_man_gain_2_fate_after_winning_by_5_or_more():
    """3 + 2 against 0: a win by 5, in either conflict type (Rules Reference "Winning a Conflict")."""
    s = _path()
    pass_until(s, "trigger", 0)
    s.pick("The Path of Man")
    assert s.state.players[0].fate == 2
    assert s.card("The Path of Man").zone == "conflict_discard"
    s = _path(p0_chars=("Doji Whisperer", "Brash Samurai", "Akodo Gunsō"), type="political")  # 3+1+1
    pass_until(s, "trigger", 0)
    s.pick("The Path of Man")
    assert s.state.players[0].fate == 2


@pytest.mark.covers("The Path of Man", "a1:when")
def test_the_path_of_man_not_by_less_than_5_nor_when_losing():
    s = _path(p0_chars=("Matsu Berserker", "Steadfast Samurai"))  # 3 + 1 = 4 against 0
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "The Path of Man")
        skip(s)
    assert s.card("The Path of Man").zone == "hand" and s.state.players[0].fate == 0
    s = _path(winner_hand=1)  # its holder loses by 5
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "The Path of Man")
        skip(s)
    assert s.card("The Path of Man").zone == "hand"


# ------------------------------------------------------------------ Katana of Fire
def _katana(p0_chars, ring_claimed=False, hand=True):
    s = Quiet(first_player=0)
    s.player(0, characters=p0_chars, hand=["Katana of Fire"] if hand else [], fate=3)
    s.player(1, characters=["Doomed Shugenja"])  # a Fire card of the opponent's: not counted
    s.build()
    if ring_claimed:
        s.state.rings["fire"].claimed_by = 0
    return s


def _attached_katana(p0_chars, **kw):
    return _katana([dict(name=p0_chars[0], attachments=["Katana of Fire"]), *p0_chars[1:]], hand=False, **kw)


@pytest.mark.covers("Katana of Fire", "a2:effect")
def test_katana_of_fire_plus_1_military_per_fire_card_you_control():
    """Agasha Swordsmith, Isawa Masahiro and the Katana itself are Fire cards you control (3);
    Brash Samurai is not, nor the opponent's Doomed Shugenja."""
    s = _attached_katana(["Brash Samurai", "Agasha Swordsmith", "Isawa Masahiro"])
    assert skill(s.state, s.card("Brash Samurai"), "military") == 2 + 3
    s = _attached_katana(["Brash Samurai"])
    assert skill(s.state, s.card("Brash Samurai"), "military") == 2 + 1  # the Katana alone


@pytest.mark.covers("Katana of Fire", "a2:effect")
def test_katana_of_fire_counts_itself_on_a_fire_character():
    """A Fire host counts too (Rules Reference "Control and Ownership": you control your
    characters and attachments)."""
    s = _attached_katana(["Agasha Swordsmith"])
    m = FACTS["01-agasha-swordsmith"].military
    assert skill(s.state, s.card("Agasha Swordsmith"), "military") == m + 2


@pytest.mark.covers("Katana of Fire", "a3:effect", "a3:condition")
def test_katana_of_fire_plus_2_military_while_you_have_claimed_the_fire_ring():
    s = _attached_katana(["Brash Samurai"], ring_claimed=True)
    assert skill(s.state, s.card("Brash Samurai"), "military") == 2 + 1 + 2
    s = _attached_katana(["Brash Samurai"])
    s.state.rings["fire"].claimed_by = 1  # the opponent's claimed ring
    assert skill(s.state, s.card("Brash Samurai"), "military") == 2 + 1


@pytest.mark.covers("Katana of Fire", "a1:play_restriction")
def test_katana_of_fire_play_only_if_you_control_a_shugenja():
    s = _katana(["Brash Samurai"])
    s.start("conflict")
    assert not any("Katana of Fire" in x for x in s.legal())
    s = _katana(["Brash Samurai", "Agasha Swordsmith"])
    s.start("conflict")
    s.pick("Katana of Fire")
    s.pick("Brash Samurai")
    assert s.card("Katana of Fire").attached_to == s.uid("Brash Samurai")


@pytest.mark.covers("Katana of Fire", "keyword:restricted")
def test_katana_of_fire_restricted_counts_toward_the_two_restricted_attachments():
    """Rules Reference "Restricted": a third restricted attachment makes its controller discard one."""
    s = Quiet()
    s.player(0, characters=[dict(name="Agasha Swordsmith", attachments=["Fine Katana", "Ornate Fan"])],
             hand=["Katana of Fire"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Katana of Fire")
    assert s.game.pending.context == "restricted"
    assert sorted(s.legal()) == ["Discard Fine Katana", "Discard Katana of Fire", "Discard Ornate Fan"]


# ------------------------------------------------------------------ Guardian Kami / Kami Unleashed
def _kami(name, attacking_side, copies=1, at_home=False):
    mine = [name] * copies + ["Brash Samurai"]
    joined = ["Brash Samurai"] + ([] if at_home else [name] * copies)
    p_kami = dict(characters=mine)
    p_other = dict(characters=["Matsu Berserker"])
    if attacking_side:
        s = in_conflict(p_kami, p_other, ring="air", attackers=joined, defenders=["Matsu Berserker"])
    else:
        s = in_conflict(p_other, p_kami, ring="air", attackers=["Matsu Berserker"], defenders=joined)
    s.build()
    return s


@pytest.mark.parametrize("name,attacks", [("Guardian Kami", False), ("Kami Unleashed", True)])
@pytest.mark.covers("Guardian Kami", "a1:effect", "a1:cost", "a1:condition")
@pytest.mark.covers("Kami Unleashed", "a1:effect", "a1:cost", "a1:condition")
def test_kami_sacrifice_to_resolve_the_contested_ring_as_the_attacking_winner(name, attacks):
    """Guardian Kami while defending, Kami Unleashed while attacking: its controller resolves
    the Air ring as the attacking player who won would (Rules Reference "Ring Effects")."""
    s = _kami(name, attacks)
    p = 0 if attacks else 1
    s.start("3.2.2")
    my_turn(s, p)
    s.pick(name)
    assert s.card(name).zone == "conflict_discard"  # sacrificed: the cost
    s.pick("Take 1 honor")
    assert s.state.players[p].honor == 11 and s.state.players[1 - p].honor == 9
    assert s.state.conflict is not None and s.state.rings["air"].claimed_by == -1  # the conflict goes on


@pytest.mark.parametrize("name,attacks", [("Guardian Kami", False), ("Kami Unleashed", True)])
@pytest.mark.covers("Guardian Kami", "a1:condition")
@pytest.mark.covers("Kami Unleashed", "a1:condition")
def test_kami_only_on_its_own_side_of_the_conflict_and_participating(name, attacks):
    p = 0 if attacks else 1
    assert can_use(_kami(name, attacks), p, name)
    assert not can_use(_kami(name, not attacks), 1 - p, name)  # on the other side
    assert not can_use(_kami(name, attacks, at_home=True), p, name)


@pytest.mark.parametrize("name,attacks", [("Guardian Kami", False), ("Kami Unleashed", True)])
@pytest.mark.covers("Guardian Kami", "a1:limit")
@pytest.mark.covers("Kami Unleashed", "a1:limit")
def test_kami_max_1_per_conflict_by_title(name, attacks):
    """Rules Reference "Max X per [period]": a second copy cannot use it in the same conflict."""
    s = _kami(name, attacks, copies=2)
    p = 0 if attacks else 1
    s.start("3.2.2")
    my_turn(s, p)
    s.pick(name)
    s.pick("Gain 2 honor")
    assert s.card(name).zone == "play"
    assert not can_use(s, p, name)


@pytest.mark.parametrize("name,role", [("Guardian Kami", "Keeper"), ("Kami Unleashed", "Seeker")])
def test_kami_role_only(name, role):
    """Rules Reference "Role Cards": "<role> role only" in deckbuilding."""
    from l5r.lcg.deckbuilding import _check_role_restrictions
    kami = FACTS["08-guardian-kami" if role == "Keeper" else "08-kami-unleashed"]
    ok = FACTS[f"01-{role.lower()}-of-air"]
    other = FACTS[f"01-{'seeker' if role == 'Keeper' else 'keeper'}-of-air"]
    assert _check_role_restrictions([kami], [ok]) == []
    assert _check_role_restrictions([kami], [other]) and name in _check_role_restrictions([kami], [other])[0]


# ------------------------------------------------------------------ Clarity of Purpose
@pytest.fixture
def bow_ability(monkeypatch):
    """Give Doji Challenger a test-only action: bow a character."""
    monkeypatch.setitem(RULES.cards, TEST_HOST, CardDef(TEST_HOST, (
        Action(Effect("bow"), target=Target(action="bow"), text="bow one"),)))


def _clarity(type="political", p0_chars=("Brash Samurai", "Doji Whisperer"), p1_chars=("Doji Challenger",)):
    s = in_conflict(dict(characters=list(p0_chars), hand=["Clarity of Purpose"], fate=1),
                    dict(characters=list(p1_chars)), type=type, attackers=["Brash Samurai", "Doji Whisperer"],
                    defenders=[p1_chars[0]])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Clarity of Purpose")
    return s


@pytest.mark.covers("Clarity of Purpose", "a1:effect", "a1:target", "a1:condition")
def test_clarity_of_purpose_opponents_card_effects_cannot_bow_it(bow_ability):
    """Rules Reference "Target": a character an effect cannot affect is no target for it."""
    s = _clarity()
    s.assert_not_legal("Doji Challenger")  # a character you control
    s.pick("Brash Samurai")
    my_turn(s, 1)
    s.pick("Doji Challenger: bow one")
    s.assert_not_legal("Brash Samurai")
    s.assert_legal("Doji Whisperer")


@pytest.mark.covers("Clarity of Purpose", "a1:effect")
def test_clarity_of_purpose_your_own_effects_still_can_bow_it(bow_ability):
    s = _clarity(p0_chars=("Brash Samurai", "Doji Whisperer", "Doji Challenger"), p1_chars=("Doji Whisperer",))
    s.pick("Brash Samurai")
    my_turn(s, 0)
    s.pick("Doji Challenger: bow one")
    s.assert_legal("Brash Samurai")


@pytest.mark.covers("Clarity of Purpose", "a1:effect")
def test_clarity_of_purpose_does_not_bow_when_a_political_conflict_resolves():
    """Rules Reference "Conflict Resolution" (3.2.6 ... participants bow): not the chosen one."""
    s = _clarity()
    s.pick("Brash Samurai")
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    assert not s.card("Brash Samurai").bowed
    assert s.card("Doji Whisperer").bowed and s.card("Doji Challenger").bowed


@pytest.mark.covers("Clarity of Purpose", "a1:effect")
def test_clarity_of_purpose_still_bows_when_a_military_conflict_resolves():
    s = _clarity(type="military")
    s.pick("Brash Samurai")
    while s.state.conflict is not None and s.game.pending is not None:
        skip(s)
    assert s.card("Brash Samurai").bowed


@pytest.mark.covers("Clarity of Purpose", "a1:condition")
def test_clarity_of_purpose_only_during_a_conflict():
    s = Quiet(first_player=0)
    s.player(0, characters=["Brash Samurai"], hand=["Clarity of Purpose"], fate=1)
    s.player(1)
    s.start("conflict")
    assert not can_use(s, 0, "Clarity of Purpose")


# ------------------------------------------------------------------ Inquisitive Ishika
def _ishika(ring="water", ishika=True, attackers=("Brash Samurai",)):
    chars = ["Brash Samurai", "Miya Mystic"] + (["Inquisitive Ishika"] if ishika else [])
    s = in_conflict(dict(characters=chars, hand=["Against the Waves", "Cloud the Mind"], fate=0),
                    dict(characters=["Doji Whisperer", "Adept of the Waves"], hand=["Against the Waves"], fate=0),
                    ring=ring, attackers=list(attackers), defenders=["Doji Whisperer"])
    s.start("3.2.2")
    return s


def _cost(s, name, p):
    return cost_of(s.game, s.uid(name, zone="hand", player=p), p)


@pytest.mark.covers("Inquisitive Ishika", "a1:effect")
def test_inquisitive_ishika_cards_with_a_trait_of_the_contested_element_cost_1_less_for_each_player():
    """A Water conflict: Against the Waves (Spell, Water; cost 1) costs 0 for both players -- the
    card need not be played by Ishika's controller, and Ishika need not take part; Cloud the
    Mind (Air) keeps its cost (Rules Reference "Cost")."""
    s = _ishika()
    assert _cost(s, "Against the Waves", 0) == 0 and _cost(s, "Against the Waves", 1) == 0
    assert _cost(s, "Cloud the Mind", 0) == 1
    my_turn(s, 0)
    s.pick("Against the Waves")  # with 0 fate
    s.pick("Miya Mystic")
    assert s.card("Miya Mystic").bowed


@pytest.mark.covers("Inquisitive Ishika", "a1:effect")
def test_inquisitive_ishika_only_the_contested_rings_element_and_only_during_a_conflict():
    s = _ishika(ring="air")
    assert _cost(s, "Against the Waves", 0) == 1 and _cost(s, "Cloud the Mind", 0) == 0
    s = _ishika(ishika=False)
    assert _cost(s, "Against the Waves", 0) == 1
    s = Quiet(first_player=0)
    s.player(0, characters=["Inquisitive Ishika"], hand=["Against the Waves"])
    s.player(1)
    s.start("conflict")
    assert _cost(s, "Against the Waves", 0) == 1  # no conflict, no contested ring


# ------------------------------------------------------------------ Kaito Temple Protector
@pytest.fixture
def send_home_ability(monkeypatch):
    """Give Doji Challenger a test-only action: send a participating character home."""
    monkeypatch.setitem(RULES.cards, TEST_HOST, CardDef(TEST_HOST, (
        Action(MoveHome(), target=Target(where="participating", action="move_home"), text="send one home"),)))


def _kaito(kaito_defends=True, challenger_with_kaito=False, start=True):
    """Kaito Temple Protector and Akodo Gunsō (player 1) against Matsu Berserker (player 0);
    Doji Challenger (with the test ability, if given) on the side of ``challenger_with_kaito``."""
    kaito = ["Kaito Temple Protector", "Akodo Gunsō"]
    other = ["Matsu Berserker"]
    (kaito if challenger_with_kaito else other).append("Doji Challenger")
    p1 = dict(characters=[*kaito, "Steadfast Samurai"], hand=["Banzai!"])
    p0 = dict(characters=other, hand=["Banzai!"])
    att, dfn = (other, kaito) if kaito_defends else (kaito, other)
    s = Quiet(first_player=0)
    s.player(0, **p0)
    s.player(1, **p1)
    s.conflict(attacker=0 if kaito_defends else 1, type="military", ring="air", province=0,
               attackers=att, defenders=dfn)
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Kaito Temple Protector", "a1:effect", "a1:condition")
def test_kaito_temple_protector_defending_opponents_card_effects_cannot_move_it(send_home_ability):
    s = _kaito()
    my_turn(s, 0)
    s.pick("Doji Challenger: send one home")
    s.assert_legal("Matsu Berserker")
    s.assert_not_legal("Kaito Temple Protector")
    s.assert_legal("Akodo Gunsō")


@pytest.mark.covers("Kaito Temple Protector", "a1:effect", "a1:condition")
def test_kaito_temple_protector_its_controllers_effects_can_move_it_and_not_while_attacking(send_home_ability):
    s = _kaito(challenger_with_kaito=True)
    my_turn(s, 1)
    s.pick("Doji Challenger: send one home")
    s.assert_legal("Kaito Temple Protector")  # its controller's own card effect
    s = _kaito(kaito_defends=False)  # attacking: the opponent (player 0) defends
    my_turn(s, 0)
    s.pick("Doji Challenger: send one home")
    s.assert_legal("Kaito Temple Protector")


@pytest.mark.covers("Kaito Temple Protector", "a2:effect", "a2:target", "a2:condition")
def test_kaito_temple_protector_takes_another_participants_current_skills_as_base():
    """Matsu Berserker with Fine Katana: 5 military (3 + 2), a dash political (0: Rules Reference
    "Dash (-)"); modifiers on Kaito still apply over its new base (Rules Reference "Modifiers")."""
    s = in_conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Fine Katana"])], hand=["Banzai!"]),
                    dict(characters=["Kaito Temple Protector", "Akodo Gunsō", "Steadfast Samurai"]),
                    attackers=["Matsu Berserker"], defenders=["Kaito Temple Protector", "Akodo Gunsō"])
    s.start("3.2.2")
    s.card("Kaito Temple Protector").status = 1  # honored: +2 (glory 2) on each skill
    my_turn(s, 1)
    s.pick("Kaito Temple Protector")
    s.assert_not_legal("Kaito Temple Protector")  # another character
    s.assert_not_legal("Steadfast Samurai")  # at home: not participating
    s.assert_legal("Akodo Gunsō")  # either side
    s.pick("Matsu Berserker")
    k = s.card("Kaito Temple Protector")
    assert (skill(s.state, k, "military"), skill(s.state, k, "political")) == (5 + 2, 0 + 2)
    s.card("Matsu Berserker").status = 1  # fixed when it resolved: honoring Matsu now changes nothing
    assert skill(s.state, k, "military") == 7


@pytest.mark.covers("Kaito Temple Protector", "a2:condition")
def test_kaito_temple_protector_action_only_while_defending():
    assert can_use(_kaito(start=False), 1, "Kaito Temple Protector")
    assert not can_use(_kaito(kaito_defends=False, start=False), 1, "Kaito Temple Protector")


# ------------------------------------------------------------------ Support of the Phoenix
def _phoenix_splash(role="08-support-of-the-phoenix"):
    """The embedded Crab deck with its Lion cards swapped for 17 influence of Phoenix cards."""
    return crab_splashing(["Display of Power"] * 2 + ["Know the World"] * 2 + ["Supernatural Storm"] * 3
                          + ["Against the Waves"] * 2, role)


def test_support_of_the_phoenix_adds_8_influence_for_phoenix_cards():
    """Its deckbuilding text (Rules Reference "Role Cards"; "Influence, Influence Cost"): Shiro
    Nishiyama's 10 + 8 = 18 pays for 17 influence of Phoenix cards; a Keeper's 13 does not."""
    d = _phoenix_splash()
    assert influence_pool(d) == 18 and influence_spent(d) == 17
    assert influence_problems(d) == []
    keeper = _phoenix_splash(role="01-keeper-of-earth")
    assert influence_pool(keeper) == 13 and influence_problems(keeper)


def test_support_of_the_phoenix_influence_only_on_phoenix_cards():
    d = default_deck("crab")  # its splash is Lion
    d["role"] = "08-support-of-the-phoenix"
    assert influence_problems(d) == ["Influence: with Support of the Phoenix, influence is spent on Phoenix "
                                      "cards only, not on lion cards"]
    assert support_clan(d["role"]) == "phoenix" and support_clan("01-seeker-of-air") is None


# ------------------------------------------------------------------ Isawa Tadaka
def _tadaka(ring="earth", claimed_by=None, tadaka_with_player=0):
    """Player 1 holds Banzai! with a copy in their conflict discard pile, and Against the Waves
    with none; Isawa Tadaka is player ``tadaka_with_player``'s."""
    events = dict(hand=["Banzai!", "Against the Waves"], conflict_discard=["Banzai!"], fate=2)
    p0 = dict(characters=["Isawa Tadaka" if tadaka_with_player == 0 else "Doji Whisperer"])
    p1 = dict(characters=["Miya Mystic", "Brash Samurai"] + (["Isawa Tadaka"] if tadaka_with_player == 1 else []),
              **events)
    s = in_conflict(p0, p1, ring=ring, attackers=p0["characters"], defenders=["Brash Samurai"])
    s.build()
    if claimed_by is not None:
        s.state.rings["earth"].claimed_by = claimed_by
    return s


@pytest.mark.covers("Isawa Tadaka", "a1:effect", "a1:condition")
def test_isawa_tadaka_opponent_cannot_play_an_event_with_a_copy_in_their_discard_pile():
    s = _tadaka()  # the Earth ring is contested
    assert not can_use(s, 1, "Banzai!")
    assert can_use(s, 1, "Against the Waves")  # no copy in the discard pile


@pytest.mark.covers("Isawa Tadaka", "a1:condition")
def test_isawa_tadaka_while_the_earth_ring_is_contested_or_in_your_claimed_pool():
    assert can_use(_tadaka(ring="air"), 1, "Banzai!")  # Earth unclaimed and not contested
    assert not can_use(_tadaka(ring="air", claimed_by=0), 1, "Banzai!")  # in Tadaka's controller's pool
    assert can_use(_tadaka(ring="air", claimed_by=1), 1, "Banzai!")  # in the opponent's pool


@pytest.mark.covers("Isawa Tadaka", "a1:effect")
def test_isawa_tadaka_does_not_restrict_its_controller():
    assert can_use(_tadaka(tadaka_with_player=1), 1, "Banzai!")


# ------------------------------------------------------------------ Kaito Kosori
def _kosori(ring="air", attackers=("Brash Samurai",), bowed=False, type="military", status=0):
    s = in_conflict(dict(characters=[dict(name="Kaito Kosori", bowed=bowed), "Brash Samurai"]),
                    dict(characters=["Doji Whisperer"]), ring=ring, type=type, attackers=list(attackers),
                    defenders=["Doji Whisperer"])
    s.build()
    s.card("Kaito Kosori").status = status
    return s


def _mine(s):
    return conflict_totals(s.state)[0]


@pytest.mark.covers("Kaito Kosori", "a1:effect", "a1:condition")
def test_kaito_kosori_ready_at_home_adds_its_skill_in_air_conflicts():
    """Brash Samurai (2 military) attacks; Kaito Kosori at home adds its 2 military, 3 once
    honored (its current skill: Rules Reference "Honored"); in a political conflict its political."""
    assert _mine(_kosori()) == 2 + 2
    assert _mine(_kosori(status=1)) == 2 + 3
    assert _mine(_kosori(type="political")) == 1 + 2


@pytest.mark.covers("Kaito Kosori", "a1:condition")
def test_kaito_kosori_not_in_other_elements_nor_bowed_nor_without_a_participant():
    assert _mine(_kosori(ring="fire")) == 2
    assert _mine(_kosori(bowed=True)) == 2  # errata (RRG v1.3): "and ready"
    s = _kosori(attackers=())  # no participating character of yours
    assert _mine(s) == 0


@pytest.mark.covers("Kaito Kosori", "a1:condition")
def test_kaito_kosori_participating_counts_once():
    """Taking part, it counts as a participant, not again from home."""
    assert _mine(_kosori(attackers=("Brash Samurai", "Kaito Kosori"))) == 2 + 2


# ------------------------------------------------------------------ Karmic Twist
def _twist(p1_chars=None, p0_chars=("Doji Challenger",)):
    p1_chars = p1_chars or [dict(name="Brash Samurai", fate=2), "Doji Whisperer", "Eager Scout",
                            "Akodo Toturi", dict(name="Akodo Gunsō", fate=1)]
    s = Quiet(first_player=0)
    s.player(0, characters=list(p0_chars), hand=["Karmic Twist"], fate=1)
    s.player(1, characters=list(p1_chars))
    s.start("conflict")
    return s


@pytest.mark.covers("Karmic Twist", "a1:effect", "a1:target")
def test_karmic_twist_moves_each_fate_to_a_fateless_non_unique_character_of_the_same_player():
    s = _twist()
    s.pick("Karmic Twist")
    s.assert_not_legal("Akodo Toturi")  # unique
    s.assert_not_legal("Doji Whisperer")  # no fate
    s.pick("Brash Samurai")
    assert s.game.pending.player == 0  # the destination is chosen as it resolves, by the player
    s.assert_legal("Doji Whisperer")
    s.assert_legal("Eager Scout")
    s.assert_not_legal("Akodo Toturi")  # unique
    s.assert_not_legal("Akodo Gunsō")  # has fate
    s.assert_not_legal("Doji Challenger")  # another player's
    s.pick("Doji Whisperer")
    assert (s.card("Brash Samurai").fate, s.card("Doji Whisperer").fate) == (0, 2)
    assert s.card("Eager Scout").fate == 0 and s.card("Karmic Twist").zone == "conflict_discard"


@pytest.mark.covers("Karmic Twist", "a1:target")
def test_karmic_twist_needs_a_fateless_non_unique_character_of_the_same_player():
    """Rules Reference "Cost": with no destination the effect could not change the game state."""
    s = _twist(p1_chars=[dict(name="Brash Samurai", fate=2), "Akodo Toturi"])  # only a unique one is fateless
    assert not can_use(s, 0, "Karmic Twist")
    s = _twist(p1_chars=[dict(name="Brash Samurai", fate=2)], p0_chars=("Doji Challenger", "Doji Whisperer"))
    assert not can_use(s, 0, "Karmic Twist")  # the fateless one is another player's
    s = _twist(p1_chars=[dict(name="Brash Samurai", fate=2), "Eager Scout"])
    assert can_use(s, 0, "Karmic Twist")


# ------------------------------------------------------------------ Yogo Kikuyo
def _kikuyo(event="Against the Waves", kikuyo_in_play=False, conflict=True):
    p0 = dict(characters=["Miya Mystic", "Brash Samurai"], hand=[event], fate=2)
    p1 = dict(characters=["Doji Whisperer"] + (["Yogo Kikuyo"] if kikuyo_in_play else []), hand=["Yogo Kikuyo"])
    if conflict:
        s = in_conflict(p0, p1, attackers=["Brash Samurai"], defenders=["Doji Whisperer"])
        s.start("3.2.2")
        my_turn(s, 0)
    else:
        s = Quiet(first_player=0)
        s.player(0, **p0)
        s.player(1, **p1)
        s.start("conflict")
    s.pick(event)
    return s


@pytest.mark.covers("Yogo Kikuyo", "a1:effect", "a1:trigger", "a1:when", "a1:cost")
def test_yogo_kikuyo_enters_play_from_hand_to_cancel_an_opponents_spell():
    s = _kikuyo()
    s.pick("Miya Mystic")  # Against the Waves: bow it
    assert s.game.pending.context == "trigger" and s.game.pending.player == 1
    s.pick("Yogo Kikuyo")
    k = s.card("Yogo Kikuyo", player=1)
    assert k.zone == "play" and k.uid not in s.state.conflict.defenders  # put into play at home
    assert not s.card("Miya Mystic").bowed  # the effects are cancelled
    assert s.card("Against the Waves").zone == "conflict_discard"


@pytest.mark.covers("Yogo Kikuyo", "a1:when")
def test_yogo_kikuyo_not_for_a_non_spell_event_nor_outside_a_conflict():
    s = _kikuyo(event="Banzai!")
    s.pick("Brash Samurai")
    assert_not_offered(s, "Yogo Kikuyo")
    s = _kikuyo(conflict=False)
    s.pick("Miya Mystic")
    assert_not_offered(s, "Yogo Kikuyo")
    assert s.card("Miya Mystic").bowed


@pytest.mark.covers("Yogo Kikuyo", "a1:when")
def test_yogo_kikuyo_not_for_its_controllers_own_spell():
    s = in_conflict(dict(characters=["Brash Samurai"]),
                    dict(characters=["Miya Mystic"], hand=["Yogo Kikuyo", "Against the Waves"], fate=2),
                    attackers=["Brash Samurai"], defenders=["Miya Mystic"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Against the Waves")
    assert_not_offered(s, "Yogo Kikuyo")


@pytest.mark.covers("Yogo Kikuyo", "a1:cost")
def test_yogo_kikuyo_not_if_it_cannot_be_put_into_play():
    """Rules Reference "Unique Cards": with a copy in play, the cost cannot be paid."""
    s = _kikuyo(kikuyo_in_play=True)
    s.pick("Miya Mystic")
    assert_not_offered(s, "Yogo Kikuyo")
    assert s.card("Miya Mystic").bowed


@pytest.mark.covers("Yogo Kikuyo", "a1:limit")
def test_yogo_kikuyo_use_counts_toward_its_once_per_round_limit():
    """Rules Reference "Limits of Triggered Abilities": once per round for the copy in hand;
    the use is counted for that copy as it was in hand (entering play makes it a new instance,
    :func:`l5r.lcg.vocab.use_key`), so the limit is spent before it leaves the hand."""
    s = _kikuyo()
    s.pick("Miya Mystic")
    c = s.card("Yogo Kikuyo", player=1, zone="hand")
    key = f"lim:1:{c.uid}:{c.instance}:0"
    assert key not in s.state.uses["round"]
    s.pick("Yogo Kikuyo")
    assert s.state.uses["round"][key] == 1


# ------------------------------------------------------------------ Fire Elemental Guard
def _guard(spells=3, hand=("Against the Waves",) * 3):
    """Fire Elemental Guard attacks; its controller plays ``spells`` Spell cards (Against the
    Waves: bow or ready a Shugenja you control) before using it."""
    s = in_conflict(dict(characters=["Fire Elemental Guard"], hand=[*hand, "Against the Waves"], fate=5),  # (one kept)
                    dict(characters=[dict(name="Doji Whisperer", attachments=["Fine Katana"])],
                         hand=["Banzai!"], fate=1),
                    attackers=["Fire Elemental Guard"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    for card in hand[:spells]:
        my_turn(s)
        s.pick(card)
        if s.game.pending is not None and s.game.pending.context == "target":
            s.pick("Fire Elemental Guard")
        if s.game.pending is not None and s.game.pending.context in ("may", "select"):
            skip(s)
    my_turn(s)
    return s


@pytest.mark.covers("Fire Elemental Guard", "a1:effect", "a1:target", "a1:condition")
def test_fire_elemental_guard_discards_an_attachment_after_3_spells_this_conflict():
    """Rules Reference "Play and Put into Play": the Spell events played this conflict count."""
    s = _guard()
    s.pick("Fire Elemental Guard")
    s.pick("Fine Katana")
    assert s.card("Fine Katana").zone == "conflict_discard"


@pytest.mark.covers("Fire Elemental Guard", "a1:condition")
def test_fire_elemental_guard_needs_3_spell_cards_played_by_you_this_conflict():
    """Two Spells are not enough, nor are non-Spell cards (Banzai!), nor a conflict not going on."""
    assert not can_use(_guard(spells=2), 0, "Fire Elemental Guard")
    s = _guard(hand=("Against the Waves", "Against the Waves", "Banzai!"))
    assert not can_use(s, 0, "Fire Elemental Guard")
    s = Quiet(first_player=0)
    s.player(0, characters=["Fire Elemental Guard"])
    s.player(1, characters=[dict(name="Doji Whisperer", attachments=["Fine Katana"])])
    s.start("conflict")
    assert_not_offered(s, "Fire Elemental Guard")


def test_fire_elemental_guard_counts_spells_per_player_and_per_trait():
    """The count is the Traits a played card has (Rules Reference "Traits"), per player."""
    from l5r.lcg.vocab_play import played_this_conflict
    s = _guard()
    assert played_this_conflict(s.game, 0, "spell") == 3 and played_this_conflict(s.game, 0, "water") == 3
    assert played_this_conflict(s.game, 0) == 3 and played_this_conflict(s.game, 1, "spell") == 0


@pytest.mark.covers("Fire Elemental Guard", "keyword:no attachments except spell")
def test_fire_elemental_guard_no_attachments_except_spells():
    """Its printed keyword (Rules Reference "No Attachments"): a Spell attachment (Cloud the
    Mind) only; a Fine Katana goes on another character."""
    from l5r.lcg.play import attachment_hosts
    s = Quiet()
    s.player(0, characters=["Fire Elemental Guard", "Matsu Berserker"], hand=["Fine Katana", "Cloud the Mind"],
             fate=3)
    s.player(1)
    g = s.build()
    assert attachment_hosts(g, 0, s.uid("Fine Katana")) == [s.uid("Matsu Berserker")]
    assert s.uid("Fire Elemental Guard") in attachment_hosts(g, 0, s.uid("Cloud the Mind"))


# ------------------------------------------------------------------ Walking the Way
_TOP = ["Eager Scout", "Eager Scout", "Hida Kisada", "Doji Whisperer", "Kakita Asami"]  # bottom to top


def _walking(shugenja=True, province_cards=(["Brash Samurai"],), deck=tuple(_TOP), fate=1):
    s = Quiet(first_player=0)
    provs = [dict(name="Ancestral Lands", cards=list(cards)) for cards in province_cards]
    s.player(0, characters=["Miya Mystic" if shugenja else "Eager Scout"], hand=["Walking the Way"], fate=fate,
             provinces=provinces(*provs), dynasty_deck=list(deck))
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    return s


@pytest.mark.covers("Walking the Way", "a2:effect")
def test_walking_the_way_a_looked_at_card_replaces_a_card_in_your_province_faceup():
    """Rules Reference "Look at" (the player alone sees them): one of the top 3 (the card
    below them is not offered); the province's card goes to the dynasty discard pile."""
    s = _walking()
    s.pick("Walking the Way")
    s.pick("province 1")
    d = s.game.pending
    assert d.context == "look" and sorted(o.label for o in d.options) == ["Doji Whisperer", "Hida Kisada",
                                                                         "Kakita Asami"]
    s.pick("Doji Whisperer")
    pl = s.state.players[0]
    assert s.card("Brash Samurai").zone == "dynasty_discard"
    placed = s.card("Doji Whisperer")
    assert placed.zone == "in_province" and placed.slot == 0 and not placed.facedown
    assert len(pl.dynasty_deck) == 4 and placed.uid not in pl.dynasty_deck
    assert any("shuffles" in line and "dynasty deck" in line for line in s.state.log[-3:])


@pytest.mark.covers("Walking the Way", "a2:effect")
def test_walking_the_way_chooses_the_card_discarded_among_several_and_shuffles_without_a_card():
    """A province with two cards: the player chooses the discarded one. With no card in any
    of your provinces nothing is placed (there is nothing to discard); the deck is shuffled."""
    s = _walking(province_cards=(["Brash Samurai", "Eager Scout"],))
    s.pick("Walking the Way")
    s.pick("province 1")
    assert s.game.pending.context == "discard"
    s.pick("Eager Scout")
    s.pick("Hida Kisada")
    assert s.card("Brash Samurai").zone == "in_province" and s.card("Hida Kisada").zone == "in_province"
    s = _walking(province_cards=([],))
    s.pick("Walking the Way")
    assert len(s.state.players[0].dynasty_deck) == 5
    assert s.card("Walking the Way").zone == "conflict_discard"
    assert any("shuffles" in line for line in s.state.log[-3:])


@pytest.mark.covers("Walking the Way", "a1:self_cost")
def test_walking_the_way_costs_1_less_if_you_control_a_shugenja():
    """Rules Reference "Cost": 1 printed, 0 with a Shugenja (Miya Mystic) in play."""
    s = _walking(fate=0)
    assert cost_of(s.game, s.card("Walking the Way").uid, 0) == 0
    s.pick("Walking the Way")
    assert s.game.pending.context == "province"
    s = _walking(shugenja=False, fate=0)
    assert cost_of(s.game, s.card("Walking the Way").uid, 0) == 1
    assert_not_offered(s, "Walking the Way")


# ------------------------------------------------------------------ Fushichō
def _fushicho(give, discard=("Asako Diplomat", "Doji Whisperer")):
    """Fushichō is discarded by an opponent's test-only action (give: Doji Challenger)."""
    give(Action(Effect("discard"), target=Target(), text="discard one"))
    s = Quiet(first_player=1)
    s.player(0, characters=["Fushichō"], dynasty_discard=list(discard))
    s.player(1, characters=["Doji Challenger"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 1)
    s.pick("Doji Challenger: discard one")
    s.pick("Fushichō")
    return s


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)


@pytest.mark.covers("Fushichō", "a1:effect", "a1:target", "a1:trigger", "a1:when", "a1:then")
def test_fushicho_puts_a_phoenix_character_from_your_dynasty_discard_pile_into_play_with_1_fate(give):
    """Rules Reference "Interrupts" (before it leaves play), "Play and Put into Play" (no cost
    paid); a Crane character is not eligible."""
    s = _fushicho(give)
    pass_until(s, "trigger", 0)
    s.pick("Fushichō")
    s.assert_not_legal("Doji Whisperer")
    s.pick("Asako Diplomat")
    diplomat = s.card("Asako Diplomat")
    assert diplomat.zone == "play" and diplomat.fate == 1
    assert s.card("Fushichō").zone == "dynasty_discard"


@pytest.mark.covers("Fushichō", "a1:target", "a1:when")
def test_fushicho_needs_a_phoenix_character_in_the_discard_pile_and_only_for_itself(give):
    s = _fushicho(give, discard=("Doji Whisperer",))
    assert_not_offered(s, "Fushichō")
    give(Action(Effect("discard"), target=Target(), text="discard one"))
    s = Quiet(first_player=1)
    s.player(0, characters=["Fushichō", "Eager Scout"], dynasty_discard=["Asako Diplomat"])
    s.player(1, characters=["Doji Challenger"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 1)
    s.pick("Doji Challenger: discard one")
    s.pick("Eager Scout")
    assert_not_offered(s, "Fushichō")


@pytest.mark.covers("Fushichō", "keyword:no attachments", "a1:limit")
def test_fushicho_no_attachments_and_once_per_round():
    """Rules Reference "No Attachments"; "Limit X per [period]" (a triggered ability's default)."""
    from l5r.lcg.play import attachment_hosts
    s = Quiet()
    s.player(0, characters=["Fushichō", "Matsu Berserker"], hand=["Fine Katana"], fate=3)
    s.player(1)
    g = s.build()
    assert attachment_hosts(g, 0, s.uid("Fine Katana")) == [s.uid("Matsu Berserker")]
    assert limits_of("08-fushicho") == ["once per round"]


# ------------------------------------------------------------------ Sanpuku Seidō
def _seido(province=0, type="military"):
    return in_conflict(dict(characters=["Matsu Berserker", "Doji Whisperer"]),
                       dict(characters=["Hida Kisada", "Kakita Asami"],
                            provinces=provinces("Sanpuku Seidō")),
                       type=type, province=province, attackers=["Matsu Berserker", "Doji Whisperer"],
                       defenders=["Hida Kisada", "Kakita Asami"])


@pytest.mark.covers("Sanpuku Seidō", "a2:effect", "a2:condition")
def test_sanpuku_seido_participants_count_their_glory_instead_of_skill():
    """Rules Reference "Conflict Resolution" (Appendix I 3.2.3, the skill totals): at this
    province each side's total is its ready participants' glory, in either conflict type
    (bowed characters still count nothing)."""
    for kind in ("military", "political"):
        s = _seido(type=kind)
        g = s.build()
        st = g.state
        sides = ((st.conflict.attackers, 0), (st.conflict.defenders, 1))
        want = tuple(sum(glory(st, st.cards[u]) for u in side) for side, _ in sides)
        assert conflict_totals(st) == want
        assert want != tuple(sum(skill(st, st.cards[u], kind) or 0 for u in side) for side, _ in sides)
    s = _seido()
    g = s.build()
    kisada = s.card("Hida Kisada")
    kisada.bowed = True
    assert conflict_totals(g.state)[1] == glory(g.state, s.card("Kakita Asami"))


@pytest.mark.covers("Sanpuku Seidō", "a2:condition")
def test_sanpuku_seido_not_in_a_conflict_at_another_province():
    s = _seido(province=1)
    g = s.build()
    st = g.state
    assert conflict_totals(st) == (sum(skill(st, st.cards[u], "military") or 0 for u in st.conflict.attackers),
                                   sum(skill(st, st.cards[u], "military") or 0 for u in st.conflict.defenders))


@pytest.mark.covers("Sanpuku Seidō", "a1:not_stronghold_province")
def test_sanpuku_seido_cannot_be_the_stronghold_province():
    """Rules Reference "Setup" step 5: it is not offered as the stronghold province."""
    from l5r.lcg.game import new_game
    deck = default_deck("phoenix")
    deck = dict(deck, provinces=["08-sanpuku-seido", *deck["provinces"][1:]])
    g = new_game([deck, default_deck("crane")], seed=1, first_player=0)
    d = g.pending
    assert d.context == "stronghold_province" and d.player == 0
    names = [FACTS[g.state.cards[int(o.id)].cid].name for o in d.options]
    assert "Sanpuku Seidō" not in names and len(names) == 4


# ------------------------------------------------------------------ Secluded Shrine
def _shrine(choose="the fire ring", claimed=None):
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Isawa Kaede"), dict(name="Shiba Tsukune")],
             provinces=provinces(dict(name="Ancestral Lands", cards=["Secluded Shrine"])))
    s.player(1, characters=["Doji Whisperer"])
    if claimed:
        s.adjust(lambda g: setattr(g.state.rings[claimed[0]], "claimed_by", claimed[1]))
    s.start("conflict")
    pass_until(s, "trigger", 0)
    s.pick("Secluded Shrine")
    if choose:
        s.pick(choose)
    return s


@pytest.mark.covers("Secluded Shrine", "a1:effect", "a1:select", "a1:trigger", "a1:when")
def test_secluded_shrine_you_are_considered_to_have_the_chosen_ring_claimed_this_phase():
    """Rules Reference "Claimed Ring Pool" and "Glory Count" (1 for each ring in your claimed
    ring pool): the fire ring counts for you -- a card condition ("if you have claimed the
    fire ring") and the glory count -- while it stays unclaimed (it can still be contested)."""
    from l5r.lcg.conflict import glory_counts
    from l5r.lcg.vocab_rings import claimed_element, unclaimed_rings
    s = _shrine()
    g, st = s.game, s.state
    ctx0, ctx1 = {"player": 0, "card": -1}, {"player": 1, "card": -1}
    assert claimed_element("fire")(g, ctx0) and not claimed_element("fire")(g, ctx1)
    assert not claimed_element("water")(g, ctx0)
    assert st.rings["fire"].claimed_by == -1 and "fire" in unclaimed_rings(st)
    ready = sum(glory(st, st.cards[u]) for u in st.players[0].play if not st.cards[u].bowed)
    assert glory_counts(g)[0] == ready + 1


@pytest.mark.covers("Secluded Shrine", "a1:effect")
def test_secluded_shrine_counts_once_and_ends_with_the_phase():
    """A ring already claimed by the opponent counts for both players; the lasting effect ends
    with the conflict phase (Rules Reference "Lasting Effects"). A ring you have claimed
    already cannot be chosen (it would change nothing: "Select")."""
    from l5r.lcg.conflict import glory_counts
    from l5r.lcg.vocab_rings import claimed_element
    s = _shrine(choose="the air ring", claimed=("air", 1))
    g, st = s.game, s.state
    assert claimed_element("air")(g, {"player": 0, "card": -1}) and claimed_element("air")(g, {"player": 1, "card": -1})
    ready = sum(glory(st, st.cards[u]) for u in st.players[0].play if not st.cards[u].bowed)
    assert glory_counts(g)[0] == ready + 1
    while s.state.phase == "conflict":
        skip(s)
    assert not any(e["type"] == "considered_claimed" for e in s.state.lasting)
    assert not claimed_element("air")(s.game, {"player": 0, "card": -1})
    s = _shrine(choose=None, claimed=("void", 0))
    assert "the void ring" not in [o.label for o in s.game.pending.options]


@pytest.mark.covers("Secluded Shrine", "a1:when", "a1:limit")
def test_secluded_shrine_only_when_the_conflict_phase_begins():
    s = Quiet(first_player=0)
    s.player(0, characters=["Isawa Kaede"],
             provinces=provinces(dict(name="Ancestral Lands", cards=["Secluded Shrine"])))
    s.player(1)
    s.start("draw")
    while s.state.phase == "draw":
        assert_not_offered(s, "Secluded Shrine")
        skip(s)
    assert limits_of("08-secluded-shrine") == ["once per round"]


# ------------------------------------------------------------------ Wholeness of the World
def _wholeness(hand=("Wholeness of the World",), claimed=(("earth", 0), ("fire", 0), ("air", 1))):
    s = Quiet(first_player=0)
    s.player(0, characters=["Isawa Kaede"], hand=list(hand))
    s.player(1, characters=["Doji Whisperer"], hand=["Wholeness of the World"])

    def claim(g):
        for k, p in claimed:
            g.state.rings[k].claimed_by = p
    s.adjust(claim)
    s.start("fate")
    return s


def _claimed(s):
    return {k: r.claimed_by for k, r in s.state.rings.items() if r.claimed_by >= 0}


@pytest.mark.covers("Wholeness of the World", "a1:effect", "a1:trigger", "a1:when")
def test_wholeness_of_the_world_keeps_a_ring_of_yours_claimed_in_the_fate_phase():
    """Appendix I 4.7 (each claimed ring returns to the unclaimed ring pool) and Rules Reference
    "Replacement Effects" ("instead"): the ring of your choice stays in your claimed ring pool;
    the others return. The opponent is not offered it for your rings, nor you for theirs."""
    s = _wholeness()
    pass_until(s, "trigger")
    assert s.game.pending.player == 1 and _claimed(s) == {"earth": 0, "fire": 0, "air": 1}  # the air ring first
    skip(s)
    pass_until(s, "trigger")
    assert s.game.pending.player == 0 and _claimed(s) == {"earth": 0, "fire": 0}  # the earth ring: passed
    skip(s)
    pass_until(s, "trigger", 0)
    assert _claimed(s) == {"fire": 0}
    s.pick("Wholeness of the World")
    assert _claimed(s) == {"fire": 0} and s.card("Wholeness of the World", 0).zone == "conflict_discard"
    while s.state.phase == "fate":
        skip(s)
    assert _claimed(s) == {"fire": 0}  # still claimed in the next round


@pytest.mark.covers("Wholeness of the World", "a1:limit", "a1:when")
def test_wholeness_of_the_world_max_1_per_round_and_only_your_rings():
    """Rules Reference "Max X per [period]": a second copy cannot keep the second ring."""
    s = _wholeness(hand=("Wholeness of the World", "Wholeness of the World"), claimed=(("earth", 0), ("fire", 0)))
    pass_until(s, "trigger", 0)
    s.pick("Wholeness of the World")
    assert _claimed(s) == {"earth": 0}
    for _ in range(3):
        if s.state.phase != "fate":
            break
        assert_not_offered(s, "Wholeness of the World")
        skip(s)
    assert _claimed(s) == {"earth": 0}
    s = _wholeness(claimed=(("air", 1),))
    while s.state.phase == "fate":
        if s.game.pending.player == 0:
            assert_not_offered(s, "Wholeness of the World")
        skip(s)
    assert _claimed(s) == {}  # (the opponent declined their own copy)


# ------------------------------------------------------------------ Togashi Tadakatsu
def _tadakatsu(owner=0, claimed=()):
    s = Quiet(first_player=0)
    mine = ["Togashi Tadakatsu"] if owner == 0 else []
    theirs = ["Togashi Tadakatsu"] if owner == 1 else []
    s.player(0, characters=[*mine, "Matsu Berserker", "Doji Whisperer"])
    s.player(1, characters=[*theirs, "Eager Scout"])
    if claimed:
        s.adjust(lambda g: [setattr(g.state.rings[k], "claimed_by", 1) for k in claimed])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    return s


@pytest.mark.covers("Togashi Tadakatsu", "a1:effect")
def test_togashi_tadakatsu_the_defending_player_chooses_the_ring_first():
    """Appendix I 3.2 (declare a conflict): the attacker first declares or passes; the defending
    player then chooses the ring (its element) among those that could be declared; the attacker
    chooses the type, the province and the attackers with that ring."""
    s = _tadakatsu(claimed=("void",))
    assert [o.id for o in s.game.pending.options] == ["declare", "pass"]
    s.pick("declare")
    d = s.game.pending
    assert d.player == 1 and d.context == "conflict_ring"
    assert sorted(o.id for o in d.options) == ["air", "earth", "fire", "water"]  # (the void ring is claimed)
    s.pick("the fire ring")
    d = s.game.pending
    assert d.player == 0 and d.context == "declare_conflict"
    assert {o.data["ring"] for o in d.options} == {"fire"}
    assert {o.data["type"] for o in d.options} == {"military", "political"} and "pass" not in [o.id for o in d.options]
    s.declare("political", "fire", attackers=["Doji Whisperer"])
    assert s.state.conflict.ring == "fire" and s.state.conflict.type == "political"


@pytest.mark.covers("Togashi Tadakatsu", "a1:effect")
def test_togashi_tadakatsu_applies_to_its_controllers_conflicts_too_and_a_pass_stays_open():
    """It says "the defending player": its controller attacking, the opponent chooses; the
    attacker may still pass first."""
    s = _tadakatsu(owner=1)
    s.pick("declare")
    assert s.game.pending.player == 1 and s.game.pending.context == "conflict_ring"
    s = _tadakatsu(owner=1)
    s.pick("pass")
    assert s.state.players[0].conflict_opps == 1 and s.state.conflict is None


def test_togashi_tadakatsu_without_it_the_attacker_chooses_everything():
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    assert len({o.data["ring"] for o in s.game.pending.options if o.id != "pass"}) == 5


# ------------------------------------------------------------------ Kyūden Isawa
def _isawa(discard=("Against the Waves", "Banzai!"), fate=3, conflict=True):
    p0 = dict(stronghold="Kyūden Isawa", characters=["Isawa Kaede", "Miya Mystic"], conflict_discard=list(discard),
              fate=fate, hand=["Banzai!"])
    p1 = dict(characters=["Doji Whisperer"], **{"hand": ["Banzai!"], "fate": 1})
    if not conflict:
        s = Quiet(first_player=0)
        s.player(0, **p0)
        s.player(1, **p1)
        s.start("conflict")
        return s
    s = in_conflict(p0, p1, type="political", attackers=["Isawa Kaede"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Kyūden Isawa", "a1:effect", "a1:target", "a1:cost", "a1:condition")
def test_kyuden_isawa_plays_a_spell_event_from_your_conflict_discard_pile_then_removes_it():
    """Rules Reference "Play Restrictions and Permissions" (played as if in hand: its cost is
    paid, its own targets chosen): Against the Waves (cost 1) bows Miya Mystic; the stronghold
    is bowed; the event is removed from the game, not back in the discard pile."""
    s = _isawa()
    s.pick("Kyūden Isawa")
    s.assert_not_legal("Banzai!")  # not a Spell
    s.pick("Against the Waves")
    s.pick("Miya Mystic")
    assert s.card("Miya Mystic").bowed and s.card("Kyūden Isawa").bowed
    assert s.state.players[0].fate == 2
    waves = s.card("Against the Waves")
    assert waves.zone == "removed" and waves.uid in s.state.players[0].removed
    assert not any(e["type"] == "play_as_if_in_hand" for e in s.state.lasting)


@pytest.mark.covers("Kyūden Isawa", "a1:target", "a1:condition")
def test_kyuden_isawa_needs_a_spell_you_could_play_now_and_a_conflict():
    """Not without the fate to pay for it, nor without a Spell there, nor outside a conflict."""
    assert not can_use(_isawa(fate=0), 0, "Kyūden Isawa")
    assert not can_use(_isawa(discard=("Banzai!",)), 0, "Kyūden Isawa")
    s = _isawa(conflict=False)
    assert_not_offered(s, "Kyūden Isawa")


def test_kyuden_isawa_once_per_round():
    assert limits_of("08-kyuden-isawa") == ["once per round"]
