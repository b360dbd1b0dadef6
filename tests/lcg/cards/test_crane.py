"""Crane clan cards of the Core Set (src/l5r/lcg/cards/crane.py): each card's
effect, a restriction (condition, limit, target rule or cost) and every 2017
ruling about it, with the Rules Reference sections (and Appendix III
clarifications) cited per test. Voice of Honor's rulings are here too."""

import pytest

from l5r.lcg.abilities import CardDef, action_options
from l5r.lcg.game import RULES
from l5r.lcg.actions import do, ev
from l5r.lcg.model import glory, has_keyword, place, province_strength, skill
from l5r.lcg.vocab import Action, Effect
from l5r.lcg.vocab_duels import ChosenTarget
from l5r.lcg.vocab_tokens import MustSacrifice
from l5r.testing import Scenario

# provinces with no triggered abilities: nothing else acts at the attacked province
SAFE = ["Ancestral Lands", "Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands"]


def conflict(p0_chars, p1_chars, *, type="political", ring="air", attackers=(), defenders=(),
             province=0, p0=None, p1=None, at="3.2.2"):
    """Player 0 attacks player 1 (whose provinces are :data:`SAFE`); started at
    ``at`` (or only built, ``at=None``)."""
    s = Scenario(first_player=0)
    s.player(0, characters=list(p0_chars), **(p0 or {}))
    s.player(1, characters=list(p1_chars), **dict({"provinces": SAFE}, **(p1 or {})))
    s.conflict(attacker=0, type=type, ring=ring, province=province, attackers=list(attackers),
               defenders=list(defenders))
    if at is None:
        s.build()
    else:
        s.start(at)
    return s


def actions(s, p):
    """Labels of the actions (abilities and action events) ``p`` could initiate now."""
    return [o.label for o in action_options(s.game, p)]


def act(s, p, label):
    """Pass until it is ``p``'s turn in the window, then initiate ``label``."""
    while s.game.pending.player != p:
        s.pass_()
    s.pick(label)


def until(s, context):
    """Pass until a decision of this context is pending."""
    while s.game.pending is not None and s.game.pending.context != context:
        s.pass_()
    assert s.game.pending is not None, f"no {context} decision came"


def happen(s, *events):
    """Resolve events now, as if an effect caused them, with their windows
    (decisions they raise are left pending)."""
    g = s.game
    g.state.pending = None
    do(g, list(events))
    g.run()


def hand_names(s, p):
    from l5r.lcg.model import FACTS
    return [FACTS[s.state.cards[u].cid].name for u in s.state.players[p].hand]


# ------------------------------------------------------------------ Above Question
@pytest.mark.covers('Above Question', 'a1:effect')
def test_above_question_opponent_events_cannot_target_the_attached_character_rrg_target():
    """Rules Reference "Target": the attached character is no eligible target of
    an opponent's event -- Admit Defeat has no target, so it cannot be played."""
    s = Scenario(first_player=1)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Above Question"])])
    s.player(1, characters=["Doji Challenger"], hand=["Admit Defeat"], fate=3)
    s.conflict(attacker=1, type="political", ring="air", attackers=["Doji Challenger"],
               defenders=["Doji Whisperer"])
    s.start("3.2.2")
    assert not any("Admit Defeat" in x for x in actions(s, 1))
    # the same position without Above Question: the lone defender can be bowed
    place(s.state, s.card("Above Question"), "conflict_discard")
    assert any("Admit Defeat" in x for x in actions(s, 1))


@pytest.mark.covers('Above Question', 'a1:effect')
def test_above_question_own_events_still_target_it():
    """Only opponents' events are stopped: its controller's Way of the Crane honors it."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Above Question"])],
             hand=["Way of the Crane"])
    s.player(1)
    s.start("conflict")
    s.pick("Way of the Crane")
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == 1


def test_above_question_clarification_on_an_opponents_character_its_controller_cannot_target_it():
    """Appendix III (Above Question): played on an opponent's character, that
    opponent cannot choose the character for their own events (they are the
    opponents of Above Question's controller); Above Question's controller can."""
    s = Scenario(first_player=1)
    s.player(0, hand=["Way of the Crane"])
    s.player(1, characters=[dict(name="Doji Whisperer", attachments=["Above Question"])],
             hand=["Way of the Crane"])
    s.start("conflict")
    assert any("Way of the Crane" in x for x in actions(s, 1))
    aq = s.card("Above Question")
    aq.owner = aq.controller = 0  # player 0 played it on player 1's character
    assert not any("Way of the Crane" in x for x in actions(s, 1))


@pytest.mark.ruling(3, "Above Question")
def test_above_question_ruling_events_making_another_player_choose_cannot_choose_it(monkeypatch):
    """Ruling (Above Question): an opponent's event that has *another* player
    choose the target (like Court Games) cannot have the character chosen
    either. (A test-only event: the opponent chooses one of their participants.)"""
    cid = "01-court-games"
    ev_def = Action(Effect("dishonor"), from_hand=True,
                    target=ChosenTarget(controller="opponent", where="participating", action="dishonor"),
                    text="test: opponent chooses a participant to dishonor")
    monkeypatch.setitem(RULES.cards, cid, CardDef(cid, (ev_def,)))
    s = Scenario(first_player=1)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Above Question"]), "Doji Challenger"])
    s.player(1, characters=["Kakita Asami"], hand=["Court Games"], fate=2)
    s.conflict(attacker=1, type="political", ring="air", attackers=["Kakita Asami"],
               defenders=["Doji Whisperer", "Doji Challenger"])
    s.start("3.2.2")
    act(s, 1, "test: opponent chooses")
    assert s.game.pending.player == 0 and s.game.pending.context == "target"
    assert s.legal() == ["Doji Challenger"]  # the Above Question character is not eligible


def test_above_question_clarification_court_games_cannot_honor_the_attached_character():
    """Appendix III (Above Question): Above Question played on the opponent's
    only participant: that opponent's Court Games cannot select its honoring
    option, so the other option (its opponent dishonors one of theirs) resolves."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"], provinces=SAFE)
    s.player(1, characters=[dict(name="Doji Whisperer", attachments=["Above Question"])],
             hand=["Court Games"], provinces=SAFE)
    s.conflict(attacker=0, type="political", ring="air", attackers=["Doji Challenger"],
               defenders=["Doji Whisperer"])
    s.start("3.2.2")
    aq = s.card("Above Question")
    aq.owner = aq.controller = 0  # player 0 played it on player 1's character
    act(s, 1, "Court Games")
    assert s.game.pending.context != "select"  # the honoring option cannot be selected
    assert s.card("Doji Whisperer").status == 0


@pytest.mark.ruling(3, "Above Question")
def test_above_question_ruling_non_targeting_events_still_affect_it(monkeypatch):
    """Ruling (Above Question / Way of the Crab): an event that does not
    *choose* a character (the opponent must sacrifice one) is not stopped.
    (A test-only event in the manner of Way of the Crab.)"""
    cid = "01-way-of-the-crab"
    ev_def = Action(MustSacrifice(who="opponent"), from_hand=True, text="test: opponent sacrifices")
    monkeypatch.setitem(RULES.cards, cid, CardDef(cid, (ev_def,)))
    s = Scenario(first_player=1)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Above Question"])])
    s.player(1, hand=["Way of the Crab"], fate=2)
    s.start("conflict")
    s.pick("test: opponent sacrifices")
    assert s.game.pending.player == 0
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").zone == "dynasty_discard"


# ------------------------------------------------------------------ Admit Defeat
@pytest.mark.covers('Admit Defeat', 'a1:effect', 'a1:target')
def test_admit_defeat_bows_the_character_defending_alone():
    s = conflict(["Doji Challenger"], ["Doji Whisperer"], attackers=["Doji Challenger"],
                 defenders=["Doji Whisperer"], p0=dict(hand=["Admit Defeat"], fate=2))
    act(s, 0, "Admit Defeat")
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").bowed
    assert s.state.players[0].fate == 1
    assert s.card("Admit Defeat").zone == "conflict_discard"


@pytest.mark.covers('Admit Defeat', 'a1:target')
def test_admit_defeat_no_target_with_two_defenders():
    s = conflict(["Doji Challenger"], ["Doji Whisperer", "Kakita Asami"], attackers=["Doji Challenger"],
                 defenders=["Doji Whisperer", "Kakita Asami"], p0=dict(hand=["Admit Defeat"], fate=2))
    assert not any("Admit Defeat" in x for x in actions(s, 0))


@pytest.mark.ruling(7, "Admit Defeat")
def test_admit_defeat_ruling_a_bowed_defender_still_participates():
    """Ruling (Admit Defeat) / Rules Reference "Participating": a bowed
    defender still participates, so the ready one beside it is not alone."""
    s = conflict(["Doji Challenger"], [dict(name="Doji Whisperer", bowed=True), "Kakita Asami"],
                 attackers=["Doji Challenger"], defenders=["Doji Whisperer", "Kakita Asami"],
                 p0=dict(hand=["Admit Defeat"], fate=2))
    assert not any("Admit Defeat" in x for x in actions(s, 0))
    s.state.conflict.defenders.remove(s.uid("Doji Whisperer"))  # once it has left, Asami is alone
    assert any("Admit Defeat" in x for x in actions(s, 0))


# ------------------------------------------------------------------ Artisan Academy
def _academy(conflict_deck, **p0):
    s = Scenario(first_player=0)
    provinces = [{"name": "Ancestral Lands", "cards": ["Artisan Academy"]}] + SAFE[1:]
    s.player(0, characters=["Doji Whisperer"], provinces=provinces, conflict_deck=conflict_deck, **p0)
    s.player(1)
    return s


@pytest.mark.covers('Artisan Academy', 'a1:effect')
def test_artisan_academy_reveals_the_top_card_which_can_be_played_as_if_in_hand():
    """Rules Reference "Play Restrictions and Permissions": the revealed top
    card of the conflict deck is playable from there this phase."""
    s = _academy(["Fine Katana"] * 5 + ["Way of the Crane"], fate=2)
    s.start("conflict")
    s.pick("Artisan Academy")
    assert any("reveals Way of the Crane" in line for line in s.log)
    wotc = s.card("Way of the Crane")
    assert wotc.zone == "conflict_deck"
    act(s, 0, "Way of the Crane")
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == 1
    assert wotc.zone == "conflict_discard"
    assert len(s.state.players[0].conflict_deck) == 5


def test_artisan_academy_a_character_on_top_can_be_played_from_the_deck():
    s = _academy(["Fine Katana"] * 5 + ["Steward of Law"], fate=2)
    s.start("conflict")
    s.pick("Artisan Academy")
    act(s, 0, "Play Steward of Law")
    until(s, "additional_fate")
    s.pick("0 fate")
    assert s.card("Steward of Law").zone == "play"
    assert s.state.players[0].fate == 1


@pytest.mark.covers('Artisan Academy', 'a1:condition')
def test_artisan_academy_only_during_the_conflict_phase():
    s = _academy(["Fine Katana"] * 5 + ["Way of the Crane"], fate=2)
    s.build()
    for phase in ("dynasty", "draw", "fate"):
        s.state.phase = phase
        assert not any("Artisan Academy" in x for x in actions(s, 0))
    s.state.phase = "conflict"
    assert any("Artisan Academy" in x for x in actions(s, 0))


@pytest.mark.ruling(18, "Artisan Academy")
def test_artisan_academy_ruling_a_revealed_card_moved_away_can_no_longer_be_played():
    """Ruling (Artisan Academy): once the revealed card leaves the top of the
    deck for another zone, the lasting effect on it ends, even if it comes back."""
    s = _academy(["Fine Katana"] * 5 + ["Way of the Crane"], fate=2)
    s.start("conflict")
    s.pick("Artisan Academy")
    wotc = s.card("Way of the Crane")
    assert any("Way of the Crane" in x for x in actions(s, 0))
    place(s.state, wotc, "conflict_discard")
    place(s.state, wotc, "conflict_deck")  # back on top, a new instance
    assert s.state.players[0].conflict_deck[-1] == wotc.uid
    assert not any("Way of the Crane" in x for x in actions(s, 0))


def test_artisan_academy_permission_ends_with_the_phase():
    s = _academy(["Fine Katana"] * 5 + ["Way of the Crane"], fate=2)
    s.start("conflict")
    s.pick("Artisan Academy")
    assert any("Way of the Crane" in x for x in actions(s, 0))
    s.state.phase = "fate"
    s.state.lasting = [e for e in s.state.lasting if e.get("until") != "phase"]  # as at phase end
    assert not any("Way of the Crane" in x for x in actions(s, 0))


# ------------------------------------------------------------------ Asahina Artisan
@pytest.mark.covers('Asahina Artisan', 'a1:effect', 'a1:cost', 'a1:target')
def test_asahina_artisan_bows_to_give_another_crane_character_plus_3_political():
    s = conflict(["Doji Challenger", "Asahina Artisan"], ["Doji Whisperer"], attackers=["Doji Challenger"],
                 defenders=["Doji Whisperer"])
    challenger = s.card("Doji Challenger")
    before = skill(s.state, challenger, "political")
    act(s, 0, "Asahina Artisan")
    s.assert_not_legal("Asahina Artisan")  # "another" character
    s.pick("Doji Challenger")
    assert s.card("Asahina Artisan").bowed
    assert skill(s.state, challenger, "political") == before + 3


@pytest.mark.covers('Asahina Artisan', 'a1:target', 'a1:condition')
def test_asahina_artisan_only_crane_characters_and_only_during_a_conflict():
    s = conflict(["Doji Challenger", "Asahina Artisan"], ["Matsu Berserker", "Doji Whisperer"], type="military",
                 attackers=["Doji Challenger"], defenders=["Matsu Berserker"])
    act(s, 0, "Asahina Artisan")
    assert "Matsu Berserker" not in s.legal()  # a Lion character
    assert "Doji Whisperer" in s.legal()  # an opponent's Crane character is eligible
    s2 = Scenario(first_player=0)
    s2.player(0, characters=["Doji Challenger", "Asahina Artisan"])
    s2.player(1)
    s2.start("conflict")  # no conflict yet
    assert not any("Asahina Artisan" in x for x in actions(s2, 0))


# ------------------------------------------------------------------ Asahina Storyteller
def _leave(s, name, player=0):
    c = s.card(name, player)
    happen(s, ev("leaves_play", card=c.uid, reason="discarded"))
    assert c.zone == "dynasty_discard" and s.game.pending is None


@pytest.mark.covers('Asahina Storyteller', 'a1:effect')
def test_asahina_storyteller_honored_crane_characters_gain_sincerity_rrg_sincerity():
    """Rules Reference "Sincerity": an honored Crane character of its
    controller draws 1 card when it leaves play."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Asahina Storyteller", dict(name="Doji Challenger", status="honored")])
    s.player(1)
    s.build()
    assert has_keyword(s.state, s.card("Doji Challenger"), "sincerity")
    _leave(s, "Doji Challenger")
    assert len(s.state.players[0].hand) == 1
    assert s.state.players[0].honor == 11  # and the honored status gives 1 honor


@pytest.mark.covers('Asahina Storyteller', 'a1:effect')
def test_asahina_storyteller_not_ordinary_nor_non_crane_nor_opponents_characters():
    s = Scenario(first_player=0)
    s.player(0, characters=["Asahina Storyteller", "Doji Challenger",
                            dict(name="Matsu Berserker", status="honored")])
    s.player(1, characters=[dict(name="Doji Whisperer", status="honored")])
    s.build()
    st = s.state
    assert not has_keyword(st, s.card("Doji Challenger"), "sincerity")  # ordinary
    assert not has_keyword(st, s.card("Matsu Berserker"), "sincerity")  # Lion
    assert not has_keyword(st, s.card("Doji Whisperer"), "sincerity")  # the opponent's
    _leave(s, "Doji Challenger")
    _leave(s, "Matsu Berserker")
    assert st.players[0].hand == []


@pytest.mark.ruling(19, "Asahina Storyteller")
def test_asahina_storyteller_ruling_multiple_instances_of_a_keyword_are_redundant():
    """Ruling (Asahina Storyteller) / Rules Reference "Keywords": an honored
    Storyteller has Sincerity twice (printed and gained) but draws one card;
    two Storytellers give an honored Crane character one draw, not two."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Asahina Storyteller", status="honored"), "Asahina Storyteller",
                            dict(name="Doji Challenger", status="honored")])
    s.player(1)
    s.build()
    _leave(s, "Asahina Storyteller")  # the honored one comes first in play order
    assert len(s.state.players[0].hand) == 1
    _leave(s, "Doji Challenger")
    assert len(s.state.players[0].hand) == 2


# ------------------------------------------------------------------ Brash Samurai
@pytest.mark.covers('Brash Samurai', 'a1:effect')
def test_brash_samurai_honors_itself_when_your_only_participant():
    s = conflict(["Brash Samurai", "Doji Challenger"], ["Doji Whisperer"], attackers=["Brash Samurai"],
                 defenders=["Doji Whisperer"])
    act(s, 0, "Brash Samurai")
    assert s.card("Brash Samurai").status == 1


@pytest.mark.covers('Brash Samurai', 'a1:condition')
def test_brash_samurai_not_with_another_of_your_participants():
    s = conflict(["Brash Samurai", "Doji Challenger"], ["Doji Whisperer"],
                 attackers=["Brash Samurai", "Doji Challenger"], defenders=["Doji Whisperer"])
    assert not any("Brash Samurai" in x for x in actions(s, 0))
    s.state.conflict.attackers.remove(s.uid("Doji Challenger"))
    assert any("Brash Samurai" in x for x in actions(s, 0))
    s.card("Brash Samurai").status = 1  # already honored: honoring would change nothing
    assert not any("Brash Samurai" in x for x in actions(s, 0))


# ------------------------------------------------------------------ Cautious Scout
@pytest.mark.covers('Cautious Scout', 'a1:effect', 'a1:condition')
def test_cautious_scout_attacking_alone_blanks_the_attacked_province_rrg_blank():
    """Rules Reference "Blank": Ancestral Lands loses its +5 in this political conflict."""
    s = conflict(["Cautious Scout", "Doji Whisperer"], [], attackers=["Cautious Scout"], at=None)
    prov = s.state.cards[s.state.conflict.province]
    assert province_strength(s.state, prov) == 5
    s.state.conflict.attackers.append(s.uid("Doji Whisperer"))  # no longer alone
    assert province_strength(s.state, prov) == 10


@pytest.mark.covers('Cautious Scout', 'a1:effect')
def test_cautious_scout_the_art_of_peace_does_not_trigger_when_blank():
    """The blank province's interrupt is not offered when it breaks."""
    scout = dict(name="Cautious Scout", status="honored", attachments=["Fine Katana"])  # 2 + 1 + 2 = 5
    s = conflict([scout], ["Doji Whisperer"], type="military", attackers=["Cautious Scout"],
                 p1=dict(provinces=["The Art of Peace"] + SAFE[1:]))
    while s.state.conflict is not None and s.game.pending is not None:
        assert s.game.pending.context != "trigger", s.legal()
        s.pick(s.game.pending.options[-1].id)
    assert s.card("The Art of Peace").broken
    assert s.card("Cautious Scout").status == 1  # not dishonored: the province was blank


# ------------------------------------------------------------------ Daidoji Nerishma
def _nerishma(cards):
    s = Scenario(first_player=0)
    provinces = [{"name": "Ancestral Lands", "cards": cards}] + SAFE[1:]
    s.player(0, characters=["Daidoji Nerishma"], provinces=provinces)
    s.player(1)
    s.start("conflict")
    return s


@pytest.mark.covers('Daidoji Nerishma', 'a1:effect')
def test_daidoji_nerishma_turns_a_facedown_province_card_faceup():
    s = _nerishma([{"name": "Doji Challenger", "facedown": True}])
    s.pick("Daidoji Nerishma")
    # the target is chosen (step 5) by its place: its label does not tell its name
    assert s.game.pending.context == "target" and s.legal() == ["facedown card in province 1"]
    s.pick("facedown card")
    assert not s.card("Doji Challenger").facedown


@pytest.mark.covers('Daidoji Nerishma', 'a1:target')
def test_daidoji_nerishma_needs_a_facedown_card_in_your_provinces():
    s = _nerishma(["Doji Challenger"])  # faceup already
    for slot in s.state.players[0].province_cards:
        for u in slot:
            s.state.cards[u].facedown = False
    assert not any("Daidoji Nerishma" in x for x in actions(s, 0))


# ------------------------------------------------------------------ Doji Challenger
@pytest.mark.covers('Doji Challenger', 'a1:effect')
def test_doji_challenger_moves_an_opponents_character_into_the_conflict_rrg_move():
    """Rules Reference "Move": moved into the conflict, it participates on its controller's side."""
    s = conflict(["Doji Challenger"], ["Doji Whisperer", "Kakita Asami"], attackers=["Doji Challenger"],
                 defenders=["Doji Whisperer"])
    act(s, 0, "Doji Challenger")
    s.pick("Kakita Asami")
    assert s.uid("Kakita Asami") in s.state.conflict.defenders


@pytest.mark.covers('Doji Challenger', 'a1:condition')
def test_doji_challenger_only_while_attacking():
    s = Scenario(first_player=1)
    s.player(0, characters=["Doji Challenger", "Doji Whisperer"])
    s.player(1, characters=["Kakita Asami", "Brash Samurai"])
    s.conflict(attacker=1, type="political", ring="air", attackers=["Kakita Asami"],
               defenders=["Doji Challenger"])
    s.start("3.2.2")
    assert not any("Doji Challenger" in x for x in actions(s, 0))


@pytest.mark.covers('Doji Challenger', 'a1:target')
@pytest.mark.ruling(65, "Doji Challenger")
def test_doji_challenger_ruling_cannot_move_a_character_that_cannot_participate():
    """Ruling (Doji Challenger) / Rules Reference "Dash": Matsu Berserker has a
    political dash; a Pacifism character cannot join a military conflict."""
    s = conflict(["Doji Challenger"], ["Doji Whisperer", "Matsu Berserker"], attackers=["Doji Challenger"],
                 defenders=["Doji Whisperer"])
    assert not any("Doji Challenger" in x for x in actions(s, 0))  # Berserker: the only one at home
    s2 = conflict(["Doji Challenger"], ["Matsu Berserker", dict(name="Doji Whisperer", attachments=["Pacifism"]),
                                        "Kakita Asami"],
                  type="military", attackers=["Doji Challenger"], defenders=["Matsu Berserker"])
    act(s2, 0, "Doji Challenger")
    assert s2.legal() == ["Kakita Asami"]


# ------------------------------------------------------------------ Doji Gift Giver
@pytest.mark.covers('Doji Gift Giver', 'a1:effect', 'a1:cost', 'a1:target')
def test_doji_gift_giver_gives_1_fate_and_the_opponent_chooses_which_of_theirs_bows():
    s = conflict(["Doji Gift Giver"], ["Doji Whisperer", "Kakita Asami", "Brash Samurai"],
                 attackers=["Doji Gift Giver"], defenders=["Doji Whisperer", "Kakita Asami"],
                 p0=dict(fate=3), p1=dict(fate=0))
    act(s, 0, "Doji Gift Giver")
    assert (s.state.players[0].fate, s.state.players[1].fate) == (2, 1)
    d = s.game.pending
    assert d.player == 1 and d.context == "target"
    assert sorted(s.legal()) == ["Doji Whisperer", "Kakita Asami"]  # ready participants of theirs
    s.pick("Kakita Asami")
    assert s.card("Kakita Asami").bowed and not s.card("Doji Whisperer").bowed


@pytest.mark.ruling(36, "Borderlands Defender")
def test_doji_gift_giver_ruling_borderlands_defender_cannot_be_chosen():
    """Ruling (Borderlands Defender, naming Doji Gift Giver) / Rules Reference
    "Target": the opponent cannot choose a character the bow cannot affect."""
    s = conflict(["Doji Gift Giver"], ["Borderlands Defender", "Doji Whisperer"], attackers=["Doji Gift Giver"],
                 defenders=["Borderlands Defender", "Doji Whisperer"], p0=dict(fate=1))
    act(s, 0, "Doji Gift Giver")
    assert s.game.pending.player == 1 and s.legal() == ["Doji Whisperer"]


@pytest.mark.covers('Doji Gift Giver', 'a1:cost', 'a1:condition', 'a1:target')
def test_doji_gift_giver_needs_fate_participation_and_a_ready_opposing_participant():
    s = conflict(["Doji Gift Giver", "Doji Challenger"], [dict(name="Doji Whisperer", bowed=True)],
                 attackers=["Doji Gift Giver"], defenders=["Doji Whisperer"], p0=dict(fate=3))
    assert not any("Doji Gift Giver" in x for x in actions(s, 0))  # only a bowed participant
    s.card("Doji Whisperer").bowed = False
    assert any("Doji Gift Giver" in x for x in actions(s, 0))
    s.state.players[0].fate = 0  # cannot give 1 fate
    assert not any("Doji Gift Giver" in x for x in actions(s, 0))
    s.state.players[0].fate = 3
    s.state.conflict.attackers = [s.uid("Doji Challenger")]  # the Gift Giver at home
    assert not any("Doji Gift Giver" in x for x in actions(s, 0))


# ------------------------------------------------------------------ Doji Hotaru
@pytest.mark.covers('Doji Hotaru', 'a1:effect', 'a1:trigger')
def test_doji_hotaru_resolves_the_claimed_ring_again_in_a_political_conflict():
    s = conflict(["Doji Hotaru"], ["Doji Whisperer"], ring="air", attackers=["Doji Hotaru"],
                 defenders=["Doji Whisperer"])
    until(s, "ring_effect")
    s.pick("Gain 2 honor")
    until(s, "trigger")
    s.pick("Doji Hotaru")
    s.assert_not_legal("Do not resolve")  # "resolve that ring's effect": no declining
    s.pick("Gain 2 honor")
    assert s.state.players[0].honor == 14
    assert s.state.rings["air"].claimed_by == 0


@pytest.mark.covers('Doji Hotaru', 'a1:when')
def test_doji_hotaru_not_in_military_conflicts():
    s = conflict(["Doji Hotaru"], ["Doji Whisperer"], type="military", ring="air", attackers=["Doji Hotaru"],
                 defenders=["Doji Whisperer"])
    until(s, "ring_effect")
    s.pick("Gain 2 honor")
    assert s.game.pending is None or s.game.pending.context != "trigger" \
        or not any("Doji Hotaru" in x for x in s.legal())
    assert s.state.players[0].honor == 12


def _hotaru_defends():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], provinces=SAFE)
    s.player(1, characters=["Doji Hotaru"], provinces=SAFE)
    s.conflict(attacker=0, type="political", ring="air", attackers=["Doji Whisperer"],
               defenders=["Doji Hotaru"])
    s.start("3.2.2")
    until(s, "trigger")
    return s


@pytest.mark.ruling(66, "Doji Hotaru")
def test_doji_hotaru_ruling_it_can_trigger_on_defense_and_its_controller_resolves():
    """Ruling (Doji Hotaru #1): its controller may use it after claiming the
    ring on defense. The ruling gave the ring effect to the attacking player;
    the Rules Reference wins (DECISIONS.md precedence): the ability's
    controller makes its choices ("Ability") and the Reprint Changes remove
    "as if you were the attacking player" from cards resolving ring effects.
    So Hotaru's controller resolves (and benefits from) it."""
    s = _hotaru_defends()
    assert s.game.pending.player == 1
    s.pick("Doji Hotaru")
    d = s.game.pending
    assert d.player == 1 and d.context == "ring_effect"
    s.pick("Take 1 honor")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (9, 11)
    assert s.state.rings["air"].claimed_by == 1


@pytest.mark.ruling(67, "Doji Hotaru")
def test_doji_hotaru_ruling_the_ring_effect_must_be_resolved():
    """Ruling (Doji Hotaru #2): the ring effect must be resolved: no declining
    (resolved by Hotaru's controller, see the test above)."""
    s = _hotaru_defends()
    s.pick("Doji Hotaru")
    s.assert_not_legal("Do not resolve")
    assert sorted(s.legal()) == ["Gain 2 honor", "Take 1 honor from your opponent"]


@pytest.mark.ruling(178, "Pilgrimage")
def test_doji_hotaru_ruling_pilgrimage_cancels_the_ring_effect_it_resolves():
    """Ruling (Pilgrimage, naming Doji Hotaru): ring effects initiated by card
    effects are ring effects: Pilgrimage cancels Hotaru's too."""
    s = conflict(["Doji Hotaru"], ["Doji Whisperer", "Kakita Asami"], ring="air", attackers=["Doji Hotaru"],
                 defenders=["Doji Whisperer", "Kakita Asami"], p1=dict(provinces=["Pilgrimage"] + SAFE[1:]))
    until(s, "trigger")  # 6 against 6: the attacker wins without breaking Pilgrimage
    assert s.game.pending.player == 0
    s.pick("Doji Hotaru")
    assert s.game.pending is None or s.game.pending.context != "ring_effect"
    assert (s.state.players[0].honor, s.state.players[1].honor) == (10, 10)
    assert sum("ring effect is cancelled" in line for line in s.log) == 2
    assert not s.card("Pilgrimage").broken


# ------------------------------------------------------------------ Duelist Training
def _trained(p0_chars=None, p1_chars=None, defenders=("Matsu Berserker",), **kw):
    p0_chars = p0_chars or [dict(name="Doji Challenger", attachments=["Duelist Training"])]
    p1_chars = p1_chars or ["Matsu Berserker"]
    return conflict(p0_chars, p1_chars, type="military", attackers=["Doji Challenger"],
                    defenders=list(defenders), **kw)


@pytest.mark.covers('Duelist Training', 'a1:effect', 'a2:effect')
def test_duelist_training_host_duels_and_the_loser_bows_rrg_duel_timing():
    """Appendix I D.1-D.9: the attached character challenges; D.8 bows the loser."""
    s = _trained(p0=dict(hand=["Fine Katana", "Fine Katana"]))
    act(s, 0, "Duelist Training")
    s.pick("Matsu Berserker")
    s.pick("bid 3")  # 3 + 3 = 6
    s.pick("bid 1")  # 3 + 1 = 4
    until(s, "duel_bid_payment")  # player 0 must give 2: honor or 2 cards
    s.pick("Give 2 honor")
    assert s.card("Matsu Berserker").bowed and not s.card("Doji Challenger").bowed
    assert (s.state.players[0].honor, s.state.players[1].honor) == (8, 12)


@pytest.mark.covers('Duelist Training', 'a2:effect')
def test_duelist_training_bid_difference_paid_by_discarding_cards():
    """Duelist Training: instead of giving honor for the bid, choose and discard that many cards."""
    s = _trained(p0=dict(hand=["Fine Katana", "Fine Katana", "Admit Defeat"]))
    act(s, 0, "Duelist Training")
    s.pick("Matsu Berserker")
    s.pick("bid 3")
    s.pick("bid 1")
    assert s.game.pending.player == 0
    s.pick("Discard 2 card")
    s.pick_many("Fine Katana", "Admit Defeat")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (10, 10)
    assert hand_names(s, 0) == ["Fine Katana"]
    assert s.card("Matsu Berserker").bowed


@pytest.mark.ruling(69, "Duelist Training")
def test_duelist_training_ruling_cards_only_with_enough_and_never_a_mix():
    """Ruling (Duelist Training): cards can pay only with enough in hand, and it
    is honor or cards, not some of each: with 1 card for a difference of 2 the
    honor is given."""
    s = _trained(p0=dict(hand=["Fine Katana"]))
    act(s, 0, "Duelist Training")
    s.pick("Matsu Berserker")
    s.pick("bid 3")
    s.pick("bid 1")
    assert s.game.pending is None or s.game.pending.context != "duel_bid_payment"
    assert (s.state.players[0].honor, s.state.players[1].honor) == (8, 12)
    assert hand_names(s, 0) == ["Fine Katana"]


@pytest.mark.ruling(68, "Duelist Training")
@pytest.mark.ruling(70, "Duelist Training")
def test_duelist_training_ruling_can_challenge_a_bowed_character_whose_skill_counts():
    """Rulings (Duelist Training): a bowed participant can be challenged, and
    bowed characters keep their skill for duels (Rules Reference "Bow")."""
    s = _trained(p1_chars=[dict(name="Matsu Berserker", bowed=True)])
    act(s, 0, "Duelist Training")
    s.pick("Matsu Berserker")
    s.pick("bid 1")
    s.pick("bid 2")  # 3 + 1 = 4 against a bowed 3 + 2 = 5
    assert any("Duel totals 4-5" in line for line in s.log)
    assert s.card("Doji Challenger").bowed  # the challenger lost


@pytest.mark.ruling(71, "Duelist Training")
def test_duelist_training_ruling_limit_per_copy_and_per_character():
    """Ruling (Duelist Training #3): once per round for this copy on this
    character; moved to another character it is a new ability; moved back it
    is the same one; leaving play and re-entering makes a new copy."""
    s = _trained(p0_chars=[dict(name="Doji Challenger", attachments=["Duelist Training"]), "Kakita Kaezin"],
                 p1=dict(honor=20), p0=dict(honor=20))
    act(s, 0, "Duelist Training")
    s.pick("Matsu Berserker")
    s.pick("bid 1")
    s.pick("bid 1")
    st = s.state
    assert not any("Duelist Training" in x for x in actions(s, 0))  # used by this character
    kaezin, challenger, dt = s.card("Kakita Kaezin"), s.card("Doji Challenger"), s.card("Duelist Training")
    st.conflict.attackers.append(kaezin.uid)
    happen(s, ev("move_attachment", card=dt.uid, host=kaezin.uid))
    assert dt.attached_to == kaezin.uid
    assert any("Duelist Training" in x for x in actions(s, 0))  # another character: a new ability
    happen(s, ev("move_attachment", card=dt.uid, host=challenger.uid))
    assert not any("Duelist Training" in x for x in actions(s, 0))  # back: the same ability
    place(st, dt, "conflict_discard")  # leaves play, then enters play again on the same character
    place(st, dt, "attached", player=0, host=challenger.uid)
    assert any("Duelist Training" in x for x in actions(s, 0))


@pytest.mark.covers('Duelist Training', 'a2:condition')
def test_duelist_training_only_while_the_host_participates():
    s = _trained(p0_chars=[dict(name="Doji Challenger"), dict(name="Kakita Kaezin",
                                                               attachments=["Duelist Training"])])
    assert not any("Duelist Training" in x for x in actions(s, 0))  # Kaezin is at home
    s.state.conflict.attackers.append(s.uid("Kakita Kaezin"))
    assert any("Duelist Training" in x for x in actions(s, 0))


# ------------------------------------------------------------------ Guest of Honor
@pytest.mark.covers('Guest of Honor', 'a1:effect', 'a1:condition')
def test_guest_of_honor_participating_stops_opponents_events():
    s = conflict(["Guest of Honor"], ["Doji Whisperer"], attackers=["Guest of Honor"],
                 defenders=["Doji Whisperer"], p1=dict(hand=["Way of the Crane"]))
    assert not any("Way of the Crane" in x for x in actions(s, 1))
    s.state.conflict.attackers.remove(s.uid("Guest of Honor"))  # at home: no restriction
    assert any("Way of the Crane" in x for x in actions(s, 1))


@pytest.mark.covers('Guest of Honor', 'a1:effect')
def test_guest_of_honor_does_not_stop_its_controllers_events():
    s = conflict(["Guest of Honor"], ["Doji Whisperer"], attackers=["Guest of Honor"],
                 defenders=["Doji Whisperer"], p0=dict(hand=["Way of the Crane"]))
    assert any("Way of the Crane" in x for x in actions(s, 0))


@pytest.mark.ruling(93, "Guest of Honor")
def test_guest_of_honor_ruling_still_participating_through_the_conflict_results():
    """Ruling (Guest of Honor) / 3.2.8: participants go home only at the end,
    so no event reacting to the conflict's result can be played against it
    (Fallen in Battle after the defender wins a military conflict by 5)."""
    s = conflict(["Guest of Honor"], ["Akodo Toturi", "Matsu Berserker"], type="military",
                 attackers=["Guest of Honor"], defenders=["Akodo Toturi", "Matsu Berserker"],
                 p1=dict(hand=["Fallen in Battle"], fate=3))
    while s.state.conflict is not None and s.game.pending is not None:
        assert not any("Fallen in Battle" in x for x in s.legal())
        s.pick(s.game.pending.options[-1].id)
    assert s.card("Fallen in Battle").zone == "hand"
    assert s.card("Guest of Honor").zone == "play"


# ------------------------------------------------------------------ Kakita Asami
@pytest.mark.covers('Kakita Asami', 'a1:effect')
def test_kakita_asami_takes_1_honor_when_ahead_in_political_skill():
    s = conflict(["Kakita Asami"], ["Doji Whisperer"], attackers=["Kakita Asami"], defenders=["Doji Whisperer"])
    s.card("Kakita Asami").status = 1  # 3 + 2 glory = 5 against 3
    act(s, 0, "Kakita Asami")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (11, 9)


@pytest.mark.covers('Kakita Asami', 'a1:condition')
def test_kakita_asami_not_when_tied_nor_in_military_conflicts():
    s = conflict(["Kakita Asami"], ["Doji Whisperer"], attackers=["Kakita Asami"], defenders=["Doji Whisperer"])
    assert not any("Kakita Asami" in x for x in actions(s, 0))  # 3 against 3
    s.state.conflict.type = "military"
    s.card("Doji Whisperer").bowed = True
    assert not any("Kakita Asami" in x for x in actions(s, 0))


@pytest.mark.ruling(133, "Kakita Asami")
def test_kakita_asami_ruling_bowed_characters_do_not_count_the_imperial_favor_does():
    """Ruling (Kakita Asami) / Rules Reference "Imperial Favor": current skill
    ignores bowed characters and includes the favor's +1."""
    s = conflict(["Kakita Asami"], ["Doji Whisperer", "Doji Challenger"], attackers=["Kakita Asami"],
                 defenders=["Doji Whisperer", "Doji Challenger"])
    s.card("Doji Challenger").bowed = True  # 3 (bowed 3 not counted) against 3: tied
    assert not any("Kakita Asami" in x for x in actions(s, 0))
    s.state.favor = {"player": 0, "side": "political"}  # 3 + 1 against 3
    assert any("Kakita Asami" in x for x in actions(s, 0))


# ------------------------------------------------------------------ Kakita Kaezin
def _kaezin(p1_chars, defenders, **kw):
    s = conflict(["Kakita Kaezin", "Doji Challenger"], p1_chars, type="military",
                 attackers=["Kakita Kaezin", "Doji Challenger"], defenders=defenders, **kw)
    act(s, 0, "Kakita Kaezin")
    return s


@pytest.mark.covers('Kakita Kaezin', 'a1:effect')
def test_kakita_kaezin_opponent_chooses_and_a_win_sends_everyone_else_home():
    s = _kaezin(["Matsu Berserker", "Doji Whisperer"], ["Matsu Berserker", "Doji Whisperer"])
    d = s.game.pending
    assert d.player == 1 and d.context == "target"  # the opponent chooses
    s.pick("Doji Whisperer")
    s.pick("bid 2")  # Kaezin 3 + 2 = 5
    s.pick("bid 2")  # Whisperer 0 + 2 = 2
    cf = s.state.conflict
    assert cf.attackers == [s.uid("Kakita Kaezin")] and cf.defenders == [s.uid("Doji Whisperer")]
    assert s.card("Doji Challenger").zone == "play" and not s.card("Doji Challenger").bowed


@pytest.mark.covers('Kakita Kaezin', 'a1:effect')
def test_kakita_kaezin_losing_sends_it_home():
    s = _kaezin(["Akodo Toturi"], ["Akodo Toturi"])
    s.pick("Akodo Toturi")  # a single choice still goes through the opponent
    s.pick("bid 1")
    s.pick("bid 1")  # Kaezin 4 against Toturi 7
    cf = s.state.conflict
    assert s.uid("Kakita Kaezin") not in cf.attackers
    assert s.uid("Doji Challenger") in cf.attackers and s.uid("Akodo Toturi") in cf.defenders


@pytest.mark.covers('Kakita Kaezin', 'a1:condition')
def test_kakita_kaezin_needs_to_participate():
    s = conflict(["Kakita Kaezin", "Doji Challenger"], ["Matsu Berserker"], type="military",
                 attackers=["Doji Challenger"], defenders=["Matsu Berserker"])
    assert not any("Kakita Kaezin" in x for x in actions(s, 0))


@pytest.mark.ruling(134, "Kakita Kaezin")
def test_kakita_kaezin_ruling_a_bowed_character_keeps_its_skill_in_the_duel():
    """Ruling (Kakita Kaezin) / Rules Reference "Bow": the opponent may pick a
    bowed participant; its military skill still counts in the duel."""
    s = _kaezin([dict(name="Akodo Toturi", bowed=True), "Doji Whisperer"], ["Akodo Toturi", "Doji Whisperer"])
    s.pick("Akodo Toturi")
    s.pick("bid 1")
    s.pick("bid 1")
    assert any("Duel totals 4-7" in line for line in s.log)
    assert s.uid("Kakita Kaezin") not in s.state.conflict.attackers


# ------------------------------------------------------------------ Noble Sacrifice
@pytest.mark.covers('Noble Sacrifice', 'a1:effect', 'a1:cost', 'a1:target')
def test_noble_sacrifice_sacrifice_an_honored_character_to_discard_a_dishonored_one():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Challenger", status="honored")], hand=["Noble Sacrifice"], fate=1)
    s.player(1, characters=[dict(name="Doji Whisperer", status="dishonored"), "Kakita Asami"])
    s.start("conflict")
    s.pick("Noble Sacrifice")
    s.pick("Doji Challenger")  # the honored character to sacrifice (the cost)
    s.pick("Doji Whisperer")
    assert s.card("Doji Challenger").zone == "dynasty_discard"
    assert s.card("Doji Whisperer").zone == "dynasty_discard"
    assert s.state.players[0].honor == 11  # an honored character left play
    assert s.state.players[1].honor == 9  # a dishonored character left play
    assert s.card("Noble Sacrifice").zone == "conflict_discard"


@pytest.mark.covers('Noble Sacrifice', 'a1:cost', 'a1:target')
def test_noble_sacrifice_needs_an_honored_character_of_yours_and_a_dishonored_target():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger"], hand=["Noble Sacrifice"], fate=1)
    s.player(1, characters=[dict(name="Doji Whisperer", status="dishonored")])
    s.start("conflict")
    assert not any("Noble Sacrifice" in x for x in actions(s, 0))  # no honored character
    s.card("Doji Challenger").status = 1
    assert any("Noble Sacrifice" in x for x in actions(s, 0))
    s.card("Doji Whisperer").status = 0  # no dishonored character
    assert not any("Noble Sacrifice" in x for x in actions(s, 0))


@pytest.mark.ruling(166, "Noble Sacrifice")
def test_noble_sacrifice_ruling_the_sacrifice_is_a_cost_that_stays_paid_when_cancelled():
    """Ruling (Noble Sacrifice) / Rules Reference "Cancel": the sacrifice is
    paid before the effects can be cancelled (Voice of Honor)."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Challenger", status="honored")], hand=["Noble Sacrifice"], fate=1)
    s.player(1, characters=[dict(name="Doji Whisperer", status="dishonored"),
                            dict(name="Kakita Asami", status="honored")], hand=["Voice of Honor"], fate=1)
    s.start("conflict")
    s.pick("Noble Sacrifice")
    s.pick("Doji Challenger")  # the honored character to sacrifice (the cost)
    s.pick("Doji Whisperer")
    assert s.game.pending.player == 1 and s.game.pending.context == "trigger"
    s.pick("Voice of Honor")
    assert s.card("Doji Challenger").zone == "dynasty_discard"  # sacrificed all the same
    assert s.card("Doji Whisperer").zone == "play"
    assert s.card("Noble Sacrifice").zone == "conflict_discard"


@pytest.mark.ruling(167, "Noble Sacrifice")
def test_noble_sacrifice_ruling_a_prevented_sacrifice_stops_the_event_decisions_md():
    """Ruling (Noble Sacrifice): if Reprieve prevents the sacrifice, the
    effects do not initiate. The ruling keeps the card in hand; the Rules
    Reference ("Play and Put into Play": an event whose cost is prevented is
    still discarded) wins per DECISIONS.md, so it goes to the discard pile."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Challenger", status="honored", attachments=["Reprieve"])],
             hand=["Noble Sacrifice"], fate=1)
    s.player(1, characters=[dict(name="Doji Whisperer", status="dishonored")])
    s.start("conflict")
    s.pick("Noble Sacrifice")
    s.pick("Doji Challenger")
    until(s, "trigger")
    s.pick("Reprieve")
    assert s.card("Doji Challenger").zone == "play"
    assert s.card("Reprieve").zone == "conflict_discard"
    assert s.card("Doji Whisperer").zone == "play"  # no effect
    assert s.card("Noble Sacrifice").zone == "conflict_discard"


@pytest.mark.ruling(33, "Blackmail")
def test_noble_sacrifice_ruling_a_character_taken_under_control_is_friendly():
    """Ruling (Blackmail, naming Noble Sacrifice) / Rules Reference "Cost": a
    character you took control of is friendly and can be sacrificed; its new
    controller gains the honor for its honored status."""
    from l5r.lcg.resolution import initiate
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Noble Sacrifice"], fate=1)
    s.player(1, characters=[dict(name="Doji Challenger", status="honored"),
                            dict(name="Doji Whisperer", status="dishonored")])
    s.start("conflict")
    assert not any("Noble Sacrifice" in x for x in actions(s, 0))
    happen(s, ev("take_control", card=s.uid("Doji Challenger"), player=0))
    assert any("Noble Sacrifice" in x for x in actions(s, 0))
    g = s.game
    g.state.pending = None
    initiate(g, 0, s.uid("Noble Sacrifice"), 0, None)
    g.run()
    s.pick("Doji Challenger")
    s.pick("Doji Whisperer")
    assert s.card("Doji Challenger").zone == "dynasty_discard"
    assert s.card("Doji Whisperer", 1).zone == "dynasty_discard"
    assert (s.state.players[0].honor, s.state.players[1].honor) == (11, 9)


# ------------------------------------------------------------------ Savvy Politician
@pytest.mark.covers('Savvy Politician', 'a1:effect', 'a1:trigger', 'a1:target')
def test_savvy_politician_after_it_is_honored_honor_another_character():
    s = Scenario(first_player=0)
    s.player(0, characters=["Savvy Politician", "Doji Challenger"], hand=["Way of the Crane"])
    s.player(1)
    s.start("conflict")
    s.pick("Way of the Crane")
    s.pick("Savvy Politician")
    assert s.game.pending.context == "trigger"
    s.pick("Savvy Politician")
    s.assert_not_legal("Savvy Politician")  # already honored: no target
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").status == 1 and s.card("Savvy Politician").status == 1


@pytest.mark.ruling(188, "Savvy Politician")
def test_savvy_politician_ruling_honoring_a_dishonored_savvy_politician_triggers_it():
    """Ruling (Savvy Politician) / Rules Reference "Personal Honor": from
    dishonored to ordinary by an honor effect, it "is honored"."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Savvy Politician", status="dishonored"), "Doji Challenger"])
    s.player(1)
    s.build()
    happen(s, ev("honor", card=s.uid("Savvy Politician")))
    assert s.card("Savvy Politician").status == 0
    assert s.game.pending.context == "trigger"
    s.pick("Savvy Politician")
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").status == 1


@pytest.mark.covers('Savvy Politician', 'a1:trigger')
def test_savvy_politician_clarification_losing_a_status_token_is_not_being_honored():
    """Appendix III (Savvy Politician) / Rules Reference "Status Token": a
    status token discarded (or moved) by an ability is no honoring: no trigger.
    An honor effect that changes nothing (already honored) does not trigger it either."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Savvy Politician", status="dishonored"), "Doji Challenger"])
    s.player(1)
    s.build()
    happen(s, ev("discard_status", card=s.uid("Savvy Politician")))
    assert s.card("Savvy Politician").status == 0
    assert s.game.pending is None
    s.card("Savvy Politician").status = 1
    happen(s, ev("honor", card=s.uid("Savvy Politician")))
    assert s.game.pending is None
    assert s.card("Doji Challenger").status == 0


# ------------------------------------------------------------------ Shizuka Toshi
def _toshi(type="political", **kw):
    return conflict(["Doji Challenger"], ["Doji Whisperer", "Savvy Politician"], type=type,
                    attackers=["Doji Challenger"], defenders=["Doji Whisperer", "Savvy Politician"],
                    p0=dict(stronghold="Shizuka Toshi"), **kw)


@pytest.mark.covers('Shizuka Toshi', 'a1:effect', 'a1:cost', 'a1:target')
def test_shizuka_toshi_bows_itself_to_bow_a_participant_with_political_2_or_less():
    s = _toshi()
    act(s, 0, "Shizuka Toshi")
    assert s.legal() == ["Savvy Politician"]  # Whisperer (3) and Challenger (3) are too high
    s.pick("Savvy Politician")
    assert s.card("Savvy Politician").bowed
    assert s.state.cards[s.state.players[0].stronghold].bowed


@pytest.mark.covers('Shizuka Toshi', 'a1:condition')
def test_shizuka_toshi_only_in_political_conflicts():
    s = _toshi(type="military")
    assert not any("Shizuka Toshi" in x for x in actions(s, 0))


# ------------------------------------------------------------------ Steward of Law
@pytest.mark.covers('Steward of Law', 'a1:effect')
def test_steward_of_law_participating_ordinary_characters_cannot_be_dishonored():
    """Appendix III (Steward of Law): no dishonored status token can be placed:
    an ordinary character cannot be dishonored (the fire ring offers no such option)."""
    s = conflict(["Steward of Law", "Doji Challenger"], ["Doji Whisperer"], ring="fire",
                 attackers=["Steward of Law"], at=None)
    happen(s, ev("dishonor", card=s.uid("Doji Whisperer")))
    assert s.card("Doji Whisperer").status == 0
    from l5r.lcg.rings import ring_options
    labels = [o.label for o in ring_options(s.game, 0, "fire")]
    assert "Dishonor Doji Whisperer" not in labels and "Honor Doji Whisperer" in labels


@pytest.mark.covers('Steward of Law', 'a1:effect')
@pytest.mark.ruling(213, "Steward of Law")
def test_steward_of_law_ruling_honored_characters_can_still_become_ordinary():
    """Ruling (Steward of Law #9): an honored character can still be dishonored
    (it becomes ordinary: no dishonored token is placed)."""
    s = conflict(["Steward of Law"], [dict(name="Doji Whisperer", status="honored")],
                 attackers=["Steward of Law"])
    happen(s, ev("dishonor", card=s.uid("Doji Whisperer")))
    assert s.card("Doji Whisperer").status == 0
    happen(s, ev("dishonor", card=s.uid("Doji Whisperer")))
    assert s.card("Doji Whisperer").status == 0


@pytest.mark.ruling(58, "Court Mask")
def test_steward_of_law_ruling_court_mask_returns_even_if_its_character_cannot_be_dishonored():
    """Ruling (Court Mask, naming Steward of Law): dishonoring is an effect of
    Court Mask, not a cost: it can return to hand though the dishonor fails."""
    s = conflict(["Steward of Law"], [dict(name="Doji Whisperer", attachments=["Court Mask"])],
                 attackers=["Steward of Law"], defenders=["Doji Whisperer"])
    act(s, 1, "Court Mask")
    assert s.card("Court Mask").zone == "hand"
    assert s.card("Doji Whisperer").status == 0


@pytest.mark.covers('Steward of Law', 'a1:condition')
def test_steward_of_law_at_home_has_no_effect():
    s = conflict(["Steward of Law", "Doji Challenger"], ["Doji Whisperer"], attackers=["Doji Challenger"])
    happen(s, ev("dishonor", card=s.uid("Doji Whisperer")))
    assert s.card("Doji Whisperer").status == -1


# ------------------------------------------------------------------ The Art of Peace
@pytest.mark.covers('The Art of Peace', 'a1:effect', 'a1:trigger')
def test_the_art_of_peace_when_broken_dishonors_attackers_and_honors_defenders():
    s = conflict(["Matsu Berserker", "Doji Challenger"], ["Doji Whisperer"], type="military",
                 attackers=["Matsu Berserker", "Doji Challenger"], defenders=["Doji Whisperer"],
                 p1=dict(provinces=["The Art of Peace"] + SAFE[1:]))
    until(s, "trigger")
    assert s.game.pending.player == 1
    s.pick("The Art of Peace")
    assert s.card("Matsu Berserker").status == -1 and s.card("Doji Challenger").status == -1
    assert s.card("Doji Whisperer").status == 1
    assert s.card("The Art of Peace").broken


@pytest.mark.covers('The Art of Peace', 'a1:when')
def test_the_art_of_peace_only_when_this_province_is_broken():
    s = conflict(["Matsu Berserker", "Doji Challenger"], ["Doji Whisperer"], type="military",
                 attackers=["Matsu Berserker", "Doji Challenger"], defenders=["Doji Whisperer"],
                 province=1, p1=dict(provinces=["The Art of Peace"] + SAFE[1:]))
    while s.state.conflict is not None and s.game.pending is not None:
        assert not any("The Art of Peace" in x for x in s.legal())
        s.pick(s.game.pending.options[-1].id)
    assert s.card("Matsu Berserker").status == 0 and s.card("Doji Whisperer").status == 0


# ------------------------------------------------------------------ The Perfect Gift
@pytest.mark.covers('The Perfect Gift', 'a1:effect')
def test_the_perfect_gift_one_revealed_card_of_each_player_to_hand_then_shuffle():
    s = Scenario(first_player=0)
    s.player(0, hand=["The Perfect Gift"],
             conflict_deck=["Fine Katana"] * 4 + ["Way of the Crane", "Admit Defeat", "Fine Katana", "Fine Katana"])
    s.player(1, conflict_deck=["Fine Katana"] * 2 + ["Assassination", "Banzai!", "Fine Katana", "Fine Katana"])
    s.start("conflict")
    s.pick("The Perfect Gift")
    assert s.game.pending.player == 0 and s.game.pending.context == "perfect_gift"
    assert sorted(set(s.legal())) == ["Admit Defeat", "Fine Katana", "Way of the Crane"]
    s.pick("Way of the Crane")
    assert sorted(set(s.legal())) == ["Assassination", "Banzai!", "Fine Katana"]
    s.pick("Fine Katana")  # the chooser picks for the opponent too
    assert hand_names(s, 0) == ["Way of the Crane"] and hand_names(s, 1) == ["Fine Katana"]
    assert len(s.state.players[0].conflict_deck) == 7 and len(s.state.players[1].conflict_deck) == 5
    assert "Assassination" not in hand_names(s, 1)
    assert any("shuffled" in line for line in s.log)


def test_the_perfect_gift_a_single_revealed_card_goes_to_hand_and_empty_decks_give_nothing():
    s = Scenario(first_player=0)
    s.player(0, hand=["The Perfect Gift"], conflict_deck=[])
    s.player(1, conflict_deck=["Banzai!"])
    s.start("conflict")
    s.pick("The Perfect Gift")
    assert hand_names(s, 1) == ["Banzai!"]
    assert hand_names(s, 0) == []


# ------------------------------------------------------------------ Way of the Crane
@pytest.mark.covers('Way of the Crane', 'a1:effect', 'a1:target')
def test_way_of_the_crane_honors_a_crane_character_you_control():
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Challenger", "Matsu Berserker"], hand=["Way of the Crane"])
    s.player(1, characters=["Doji Whisperer"])
    s.start("conflict")
    s.pick("Way of the Crane")
    assert s.legal() == ["Doji Challenger"]  # not the Lion, not the opponent's Crane
    s.pick("Doji Challenger")
    c = s.card("Doji Challenger")
    assert c.status == 1 and skill(s.state, c, "military") == 3 + glory(s.state, c)


@pytest.mark.covers('Way of the Crane', 'a1:target')
def test_way_of_the_crane_no_target_when_your_crane_characters_are_honored():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Challenger", status="honored")], hand=["Way of the Crane"])
    s.player(1)
    s.start("conflict")
    assert not any("Way of the Crane" in x for x in actions(s, 0))


# ------------------------------------------------------------------ Voice of Honor
@pytest.mark.covers('Voice of Honor', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(233, "Voice of Honor")
def test_voice_of_honor_ruling_a_cancelled_ability_counts_as_used_and_costs_stay_paid():
    """Ruling (Voice of Honor) / Rules Reference "Cancel": the cancelled
    Assassination's 3 honor stay lost and it counts toward its Max 1 per round."""
    s = conflict(["Doji Challenger"], ["Doji Whisperer", dict(name="Kakita Asami", status="honored")],
                 type="military", attackers=["Doji Challenger"], defenders=["Doji Whisperer"],
                 p0=dict(hand=["Assassination", "Assassination"]), p1=dict(hand=["Voice of Honor"]))
    act(s, 0, "Assassination")
    s.pick("Doji Whisperer")
    until(s, "trigger")
    s.pick("Voice of Honor")
    assert s.card("Doji Whisperer").zone == "play"
    assert s.state.players[0].honor == 7
    assert not any("Assassination" in x for x in actions(s, 0))


@pytest.mark.covers('Voice of Honor', 'a1:when')
def test_voice_of_honor_not_against_a_character_ability():
    """Voice of Honor cancels events only: Doji Gift Giver's ability is no event."""
    s = conflict(["Doji Gift Giver"], ["Doji Whisperer", dict(name="Kakita Asami", status="honored")],
                 attackers=["Doji Gift Giver"], defenders=["Doji Whisperer"],
                 p0=dict(fate=1), p1=dict(hand=["Voice of Honor"]))
    act(s, 0, "Doji Gift Giver")
    s.pick("Doji Whisperer")  # player 1 chooses; then no cancel window is offered for the ability
    assert s.card("Doji Whisperer").bowed
    assert s.card("Voice of Honor").zone == "hand"


# ------------------------------------------------------------------ clause tests (issue 10)
# Each test below checks one restriction of a card's text that the tests above leave open.

@pytest.mark.covers("Asahina Artisan", "a1:cost")
def test_asahina_artisan_bowed_cannot_pay_its_bow_cost():
    s = conflict(["Doji Challenger", "Asahina Artisan"], ["Doji Whisperer"], attackers=["Doji Challenger"],
                 defenders=["Doji Whisperer"], at=None)
    assert any("Asahina Artisan" in x for x in actions(s, 0))
    s.card("Asahina Artisan").bowed = True
    assert not any("Asahina Artisan" in x for x in actions(s, 0))


@pytest.mark.covers("Asahina Storyteller", "keyword:sincerity")
def test_asahina_storyteller_printed_sincerity_even_when_ordinary():
    """Card text ("Sincerity"): an ordinary Storyteller (which its own ability
    does not reach) draws 1 card when it leaves play."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Asahina Storyteller"])
    s.player(1)
    s.build()
    assert s.card("Asahina Storyteller").status == 0
    _leave(s, "Asahina Storyteller")
    assert len(s.state.players[0].hand) == 1


@pytest.mark.covers("Daidoji Nerishma", "a1:target")
def test_daidoji_nerishma_not_a_facedown_card_in_an_opponents_province():
    """Card text ("a facedown card in one of your provinces")."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Daidoji Nerishma"], provinces=[{"name": "Ancestral Lands", "cards": ["Doji Challenger"]}]
             + SAFE[1:])
    s.player(1, provinces=[{"name": "Ancestral Lands", "cards": [{"name": "Kakita Asami", "facedown": True}]}]
             + SAFE[1:])
    s.build()
    for pl in s.state.players:
        for slot in pl.province_cards:
            for u in slot:
                s.state.cards[u].facedown = s.state.cards[u].uid == s.uid("Kakita Asami")
    assert s.card("Kakita Asami").facedown
    assert not any("Daidoji Nerishma" in x for x in actions(s, 0))


@pytest.mark.covers("Doji Challenger", "a1:target")
def test_doji_challenger_not_your_own_character():
    """Card text ("a character your opponent controls"): your character at home is no target."""
    s = conflict(["Doji Challenger", "Kakita Asami"], ["Doji Whisperer", "Brash Samurai"],
                 attackers=["Doji Challenger"], defenders=["Doji Whisperer"])
    act(s, 0, "Doji Challenger")
    assert s.legal() == ["Brash Samurai"]


@pytest.mark.covers("Doji Hotaru", "a1:when")
def test_doji_hotaru_not_while_it_stays_home():
    """Card text ("a conflict in which this character is participating")."""
    s = conflict(["Doji Hotaru", "Doji Challenger"], ["Doji Whisperer"], ring="air",
                 attackers=["Doji Challenger"], defenders=["Doji Whisperer"])
    s.card("Doji Challenger").status = 1  # 3 + 2 glory against 3: the attacker wins
    until(s, "ring_effect")
    s.pick("Gain 2 honor")
    assert s.game.pending is None or s.game.pending.context != "trigger" \
        or not any("Doji Hotaru" in x for x in s.legal())
    assert s.state.players[0].honor == 12 and s.state.rings["air"].claimed_by == 0


@pytest.mark.covers("Doji Hotaru", "a1:limit")
def test_doji_hotaru_once_per_round():
    """Rules Reference "Triggered Abilities" (once per round by default): a
    second ring claimed in the round offers no reaction."""
    s = conflict(["Doji Hotaru"], ["Doji Whisperer"], ring="air", attackers=["Doji Hotaru"],
                 defenders=["Doji Whisperer"])
    until(s, "ring_effect")
    s.pick("Gain 2 honor")
    until(s, "trigger")
    s.pick("Doji Hotaru")
    assert s.game.pending.context == "ring_effect" and s.state.conflict is not None
    s.apply(ev("claim_ring", player=0, ring="fire"))  # would meet the reaction's decision
    assert s.state.rings["fire"].claimed_by == 0


@pytest.mark.covers("Duelist Training", "a2:target")
def test_duelist_training_target_a_participating_character_of_your_opponent():
    """Granted text ("choose a participating character controlled by your
    opponent"): not your own participant, not the opponent's character at home."""
    s = _trained(p0_chars=[dict(name="Doji Challenger", attachments=["Duelist Training"]), "Kakita Kaezin"],
                 p1_chars=["Matsu Berserker", "Akodo Toturi"])
    s.state.conflict.attackers.append(s.uid("Kakita Kaezin"))
    act(s, 0, "Duelist Training")
    assert s.legal() == ["Matsu Berserker"]


@pytest.mark.covers("Height of Fashion", "a1:play_restriction")
def test_height_of_fashion_playable_outside_a_conflict_only():
    """Card text ("cannot be played during a conflict"): playable in the
    conflict phase before a conflict, not during one."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Height of Fashion"], fate=5)
    s.player(1, characters=["Matsu Berserker"])
    s.start("conflict")
    assert s.state.conflict is None
    s.assert_legal("Height of Fashion")
    s2 = conflict(["Doji Whisperer"], ["Matsu Berserker"], attackers=["Doji Whisperer"],
                  p0=dict(hand=["Height of Fashion"], fate=5))
    assert not any("Height of Fashion" in x for x in actions(s2, 0))


@pytest.mark.covers("Kakita Kaezin", "a1:target")
def test_kakita_kaezin_the_opponent_chooses_among_their_participants_only():
    """Card text ("your opponent must choose a participating character he or
    she controls"): not a character at home."""
    s = _kaezin(["Matsu Berserker", "Doji Whisperer", "Akodo Toturi"], ["Matsu Berserker", "Doji Whisperer"])
    assert s.game.pending.player == 1 and s.game.pending.context == "target"
    assert sorted(s.legal()) == ["Doji Whisperer", "Matsu Berserker"]


@pytest.mark.covers("Political Rival", "keyword:covert")
def test_political_rival_covert_evades_a_defender_when_it_attacks():
    """Rules Reference "Covert": attacking with Political Rival, its controller
    chooses a character that cannot be declared as a defender."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Political Rival"])
    s.player(1, characters=["Doji Whisperer", "Kakita Asami"])
    s.start("conflict")
    s.declare("political", "air", province=0, attackers=["Political Rival"], covert="Doji Whisperer")
    assert s.state.conflict.evaded == [s.uid("Doji Whisperer")]
    s.assert_not_legal("Doji Whisperer", context="declare_defenders")
    s.assert_legal("Kakita Asami", context="declare_defenders")


@pytest.mark.covers("Savvy Politician", "a1:when")
def test_savvy_politician_not_when_another_character_is_honored():
    """Card text ("after this character is honored")."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Savvy Politician", "Doji Challenger"], hand=["Way of the Crane"])
    s.player(1)
    s.start("conflict")
    s.pick("Way of the Crane")
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").status == 1
    assert s.game.pending is None or s.game.pending.context != "trigger", s.legal()
    assert s.card("Savvy Politician").status == 0


@pytest.mark.covers("Savvy Politician", "a1:limit")
def test_savvy_politician_once_per_round():
    """Rules Reference "Triggered Abilities" (once per round by default):
    honored a second time in the round, it offers no reaction."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Savvy Politician", "Doji Challenger", "Doji Whisperer"], hand=["Way of the Crane"])
    s.player(1)
    s.start("conflict")
    s.pick("Way of the Crane")
    s.pick("Savvy Politician")
    s.pick("Savvy Politician")
    s.pick("Doji Challenger")
    s.card("Savvy Politician").status = 0
    s.apply(ev("honor", card=s.uid("Savvy Politician")))  # would meet the reaction's decision
    assert s.card("Savvy Politician").status == 1
    assert s.card("Doji Whisperer").status == 0  # an eligible target was left


@pytest.mark.covers("Shizuka Toshi", "a1:cost")
def test_shizuka_toshi_bowed_cannot_pay_its_bow_cost():
    s = _toshi()
    assert any("Shizuka Toshi" in x for x in actions(s, 0))
    s.state.cards[s.state.players[0].stronghold].bowed = True
    assert not any("Shizuka Toshi" in x for x in actions(s, 0))


def _voice(p0_chars, hand0=("Way of the Crane",), hand1=("Voice of Honor",)):
    """Player 0 plays Way of the Crane; player 1 (one honored character) holds Voice of Honor."""
    s = Scenario(first_player=0)
    s.player(0, characters=list(p0_chars), hand=list(hand0))
    s.player(1, characters=[dict(name="Kakita Asami", status="honored")], hand=list(hand1))
    s.start("conflict")
    return s


@pytest.mark.covers("Voice of Honor", "a1:condition")
def test_voice_of_honor_only_with_more_honored_characters_than_the_opponent():
    """Card text ("if you control more honored characters than an opponent"):
    1 honored against 0 allows it; 1 against 1 does not."""
    s = _voice(["Doji Challenger"])
    s.pick("Way of the Crane")
    s.pick("Doji Challenger")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 1
    s.pick("Voice of Honor")
    assert s.card("Doji Challenger").status == 0
    s2 = _voice([dict(name="Doji Whisperer", status="honored"), "Doji Challenger"])
    s2.pick("Way of the Crane")
    s2.pick("Doji Challenger")
    assert s2.card("Doji Challenger").status == 1  # not cancelled: no window was offered
    assert s2.card("Voice of Honor").zone == "hand"


@pytest.mark.covers("Voice of Honor", "a1:limit")
def test_voice_of_honor_each_copy_may_be_played_in_the_same_round():
    """Rules Reference "Triggered Abilities": the limit is per copy (the card
    has no "Max 1 per round"): a second copy cancels a second event the same round."""
    s = _voice(["Doji Challenger"], hand0=("Way of the Crane", "Way of the Crane"),
               hand1=("Voice of Honor", "Voice of Honor"))
    for _ in range(2):
        s.pick("Way of the Crane")
        s.pick("Doji Challenger")
        assert s.game.pending.context == "trigger" and s.game.pending.player == 1
        s.pick("Voice of Honor")
        s.pass_()  # the other copy could cancel this Voice of Honor (an event): not now
        assert s.card("Doji Challenger").status == 0
    assert len(s.state.players[1].conflict_discard) == 2


@pytest.mark.covers("The Art of Peace", "a1:limit")
def test_the_art_of_peace_once_per_round_broken_again_it_does_not_interrupt():
    """Rules Reference "Triggered Abilities" (once per round by default): used
    when it broke, the province is stated unbroken (and the participants'
    statuses ordinary) again and breaks a second time in the same conflict:
    no interrupt (the limit is kept by this province, which stays the same card)."""
    s = conflict(["Matsu Berserker", "Doji Challenger"], ["Doji Whisperer"], type="military",
                 attackers=["Matsu Berserker", "Doji Challenger"], defenders=["Doji Whisperer"],
                 p1=dict(provinces=["The Art of Peace", *SAFE[1:]]))
    until(s, "trigger")
    s.pick("The Art of Peace")
    province = s.card("The Art of Peace")
    assert province.broken and s.state.conflict is not None
    province.broken = False
    for name in ("Matsu Berserker", "Doji Challenger", "Doji Whisperer"):
        s.card(name).status = 0
    s.apply(ev("break_province", card=province.uid, player=0))  # would stop at a decision if offered
    assert province.broken
    assert s.card("Matsu Berserker").status == 0 and s.card("Doji Whisperer").status == 0
