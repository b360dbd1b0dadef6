"""Core Set Dragon cards: each card's effect, a restriction, and the 2017
rulings about it (each ruling test says which ruling it follows)."""

import pytest

from l5r.lcg.game import RULES
from l5r.lcg.actions import do, ev
from l5r.lcg.model import has_keyword, skill
from l5r.testing import Scenario


# ------------------------------------------------------------------ helpers
def turn(s, p):
    """Pass the other players' opportunities (in windows) until ``p`` decides."""
    while s.game.pending is not None and s.game.pending.player != p:
        s.pass_()


def conflict(p0, p1, *, attackers, defenders=(), type="military", ring="air", attacker=0, **kw):
    """A scenario inside a declared conflict, at the conflict action window (3.2.2)."""
    s = Scenario(first_player=kw.pop("first_player", 0))
    s.player(0, **p0)
    s.player(1, **p1)
    s.conflict(attacker=attacker, type=type, ring=ring, attackers=list(attackers),
               defenders=list(defenders), province=kw.pop("province", 0))
    s.start("3.2.2")
    return s


def cause(s, *events):
    """Resolve game-action events now (their interrupt/reaction windows may
    ask decisions); the interrupted decision is asked again afterwards."""
    g = s.game
    g.state.pending = None
    do(g, list(events))
    g.run()


def actions(s, p):
    """Labels of the action abilities ``p`` could initiate now (recomputed)."""
    from l5r.lcg.abilities import action_options
    from l5r.lcg.model import frozen
    with frozen(s.state):
        return [o.label for o in action_options(s.game, p)]


def can_act(s, p, text):
    return any(text in l for l in actions(s, p))


def refresh(s):
    """Ask the pending window's decision again (after changing the state by hand)."""
    s.game.state.pending = None
    s.game.run()


def end_actions(s):
    """Every player passes in the conflict action window."""
    while s.game.pending is not None and s.game.pending.context == "conflict_action":
        s.pass_()


def offered(s, text):
    """Is a triggered ability matching ``text`` offered in the pending window?"""
    d = s.game.pending
    return d is not None and d.context == "trigger" and any(text in o.label for o in d.options)


def to_declaration(s):
    """Pass action windows until a conflict declaration is asked."""
    while s.game.pending.context != "declare_conflict":
        s.pass_()


# ------------------------------------------------------------------ Togashi Initiate
@pytest.mark.covers('Togashi Initiate', 'a1:cost', 'a1:effect')
def test_togashi_initiate_spends_fate_to_a_ring_and_honors_itself():
    s = conflict(dict(characters=["Togashi Initiate"], fate=3), dict(characters=["Eager Scout"]),
                 attackers=["Togashi Initiate"], defenders=["Eager Scout"], type="political")
    turn(s, 0)
    s.pick("Togashi Initiate")
    s.pick("the fire ring")  # the contested air ring is not unclaimed: not offered
    assert s.state.players[0].fate == 2
    assert s.state.rings["fire"].fate == 1
    assert s.card("Togashi Initiate").status == 1


@pytest.mark.covers('Togashi Initiate', 'a1:condition')
def test_togashi_initiate_only_while_attacking():
    s = conflict(dict(characters=["Doji Whisperer"]), dict(characters=["Togashi Initiate"], fate=3),
                 attackers=["Doji Whisperer"], defenders=["Togashi Initiate"], type="political")
    assert s.game.pending.player == 1
    s.assert_not_legal("Togashi Initiate")


@pytest.mark.covers('Togashi Initiate', 'a1:cost')
def test_togashi_initiate_cost_needs_fate_and_an_unclaimed_ring():
    s = conflict(dict(characters=["Togashi Initiate"], fate=0), dict(characters=["Eager Scout"]),
                 attackers=["Togashi Initiate"], defenders=["Eager Scout"], type="political")
    assert not can_act(s, 0, "Togashi Initiate")  # no fate to spend
    s.state.players[0].fate = 2
    for el in ("earth", "fire", "water", "void"):
        s.state.rings[el].claimed_by = 1  # no unclaimed ring left (the contested one does not count)
    assert not can_act(s, 0, "Togashi Initiate")
    s.state.rings["void"].claimed_by = -1
    assert can_act(s, 0, "Togashi Initiate")


# ------------------------------------------------------------------ Ascetic Visionary
@pytest.mark.covers('Ascetic Visionary', 'a1:cost', 'a1:effect')
def test_ascetic_visionary_readies_a_monk():
    s = conflict(dict(characters=["Ascetic Visionary", dict(name="Togashi Initiate", bowed=True)], fate=2),
                 dict(characters=["Eager Scout"]), attackers=["Ascetic Visionary"], defenders=["Eager Scout"])
    turn(s, 0)
    s.pick("Ascetic Visionary")
    s.pick("the earth ring")
    s.pick("Togashi Initiate")
    assert not s.card("Togashi Initiate").bowed
    assert s.state.players[0].fate == 1 and s.state.rings["earth"].fate == 1


@pytest.mark.covers('Ascetic Visionary', 'a1:cost', 'a1:effect', 'a1:target')
def test_ascetic_visionary_targets_monks_or_characters_with_a_monk_attachment():
    s = conflict(dict(characters=["Ascetic Visionary",
                                  dict(name="Eager Scout", bowed=True, attachments=["Tattooed Wanderer"]),
                                  dict(name="Doji Whisperer", bowed=True)], fate=2),
                 dict(characters=["Matsu Berserker"]), attackers=["Ascetic Visionary"],
                 defenders=["Matsu Berserker"])
    turn(s, 0)
    s.pick("Ascetic Visionary")
    s.pick("the earth ring")
    s.assert_not_legal("Doji Whisperer")  # no Monk trait, no Monk attachment
    s.pick("Eager Scout")  # Tattooed Wanderer as an attachment is a Monk attachment
    assert not s.card("Eager Scout").bowed


@pytest.mark.covers('Ascetic Visionary', 'a1:condition')
def test_ascetic_visionary_only_while_attacking():
    s = conflict(dict(characters=["Doji Whisperer"]),
                 dict(characters=["Ascetic Visionary", dict(name="Togashi Initiate", bowed=True)], fate=2),
                 attackers=["Doji Whisperer"], defenders=["Ascetic Visionary"], type="political")
    s.assert_not_legal("Ascetic Visionary")


# ------------------------------------------------------------------ Kitsuki Investigator
@pytest.mark.covers('Kitsuki Investigator', 'a1:cost', 'a1:effect')
def test_kitsuki_investigator_looks_at_the_hand_and_discards_a_chosen_card():
    s = conflict(dict(characters=["Kitsuki Investigator"], fate=1),
                 dict(characters=["Doji Whisperer"], hand=["Let Go", "Banzai!"]),
                 attackers=["Kitsuki Investigator"], defenders=["Doji Whisperer"], type="political")
    turn(s, 0)
    s.pick("Kitsuki Investigator")
    s.pick("the void ring")
    assert set(s.legal()) == {"Let Go", "Banzai!"}  # the whole hand is seen
    s.pick("Banzai!")
    assert s.card("Banzai!").zone == "conflict_discard"
    assert s.card("Let Go").zone == "hand"
    assert s.state.players[0].fate == 0 and s.state.rings["void"].fate == 1


@pytest.mark.covers('Kitsuki Investigator', 'a1:conflict')
def test_kitsuki_investigator_only_in_political_conflicts():
    s = conflict(dict(characters=["Kitsuki Investigator"], fate=1),
                 dict(characters=["Doji Whisperer"], hand=["Let Go"]),
                 attackers=["Kitsuki Investigator"], defenders=["Doji Whisperer"], type="military")
    turn(s, 0)
    s.assert_not_legal("Kitsuki Investigator")


@pytest.mark.covers('Kitsuki Investigator', 'a1:cost', 'a1:effect', 'a1:limit')
@pytest.mark.ruling(142, "Kitsuki Investigator")
def test_kitsuki_investigator_ruling_max_one_per_conflict_for_all_copies():
    """Ruling (Kitsuki Investigator): "Max 1 per conflict" lets only one
    Kitsuki Investigator use it per conflict, even with several of them."""
    s = conflict(dict(characters=["Kitsuki Investigator", "Kitsuki Investigator"], fate=3),
                 dict(characters=["Doji Whisperer"], hand=["Let Go", "Banzai!", "Assassination"]),
                 attackers=["Kitsuki Investigator"], defenders=["Doji Whisperer"], type="political")
    s.state.conflict.attackers = [c.uid for c in s.state.cards if c.cid == "01-kitsuki-investigator"]
    turn(s, 0)
    assert len([l for l in s.legal() if l.startswith("Kitsuki Investigator")]) == 2
    s.pick("Kitsuki Investigator")
    s.pick("the void ring")
    s.pick("Banzai!")
    turn(s, 0)
    s.assert_not_legal("Kitsuki Investigator")  # the other copy is blocked by the maximum
    assert s.state.players[0].fate == 2


# ------------------------------------------------------------------ Agasha Swordsmith
def _swordsmith(deck):
    s = Scenario(first_player=0)
    s.player(0, characters=["Agasha Swordsmith"], conflict_deck=deck)
    s.player(1)
    s.start("conflict")
    turn(s, 0)
    return s


@pytest.mark.covers('Agasha Swordsmith', 'a1:effect')
def test_agasha_swordsmith_takes_an_attachment_from_the_top_5_and_shuffles():
    # the deck's top is the end of the list: the top 5 are the last five
    s = _swordsmith(["Let Go"] * 5 + ["Banzai!", "Fine Katana", "Banzai!", "Banzai!", "Banzai!"])
    s.pick("Agasha Swordsmith")
    assert s.legal() == ["Fine Katana"]  # choose up to 1
    s.pick_many("Fine Katana")
    assert s.card("Fine Katana").zone == "hand"
    assert len(s.state.players[0].conflict_deck) == 9
    assert any("shuffles" in line for line in s.log)


def test_agasha_swordsmith_only_searches_the_top_5():
    s = _swordsmith(["Fine Katana"] + ["Banzai!"] * 5)  # the katana is 6th from the top
    s.pick("Agasha Swordsmith")
    assert s.card("Fine Katana").zone == "conflict_deck"
    assert not s.state.players[0].hand


@pytest.mark.covers('Agasha Swordsmith', 'a1:effect')
@pytest.mark.ruling(8, "Agasha Swordsmith")
def test_agasha_swordsmith_ruling_finds_only_printed_attachments():
    """Ruling (Agasha Swordsmith): only cards with the printed attachment
    type are found; Monk characters that may be played as attachments are
    characters out of play."""
    s = _swordsmith(["Banzai!"] * 5 + ["Tattooed Wanderer", "Togashi Kazue", "Ornate Fan", "Banzai!", "Banzai!"])
    s.pick("Agasha Swordsmith")
    assert s.legal() == ["Ornate Fan"]


# ------------------------------------------------------------------ Doomed Shugenja
def _dynasty(cards, fate=5):
    s = Scenario(first_player=0)
    s.player(0, fate=fate, provinces=[dict(name="Night Raid", cards=[c]) for c in cards] +
             [dict(name="Shameful Display", cards=["Eager Scout"])][:5 - len(cards)] +
             [dict(name="Ancestral Lands")] * (4 - len(cards)))
    s.player(1)
    s.start("dynasty")
    turn(s, 0)
    return s


@pytest.mark.covers('Doomed Shugenja', 'a1:effect')
def test_doomed_shugenja_gets_no_additional_fate_when_played_from_a_province():
    s = _dynasty(["Doomed Shugenja", "Doji Whisperer"])
    fate = s.state.players[0].fate
    s.pick("Play Doomed Shugenja")
    assert s.card("Doomed Shugenja").zone == "play"
    assert s.game.pending is None or s.game.pending.context != "additional_fate"
    assert s.card("Doomed Shugenja").fate == 0
    assert s.state.players[0].fate == fate - 1
    turn(s, 0)
    s.pick("Play Doji Whisperer")  # another character may take fate as usual
    assert s.game.pending.context == "additional_fate"


@pytest.mark.covers('Doomed Shugenja', 'keyword:limited')
def test_doomed_shugenja_is_limited():
    s = _dynasty(["Doomed Shugenja", "Doomed Shugenja"])
    s.pick("Play Doomed Shugenja")
    turn(s, 0)
    s.assert_not_legal("Play Doomed Shugenja")  # one limited card per round


# ------------------------------------------------------------------ Enlightened Warrior
def _opponent_declares(ring, ring_fate, p0_extra=(), p1_hand=(), **p0):
    s = Scenario(first_player=1)
    s.player(0, characters=["Enlightened Warrior", *p0_extra], **p0)
    s.player(1, characters=["Matsu Berserker"], hand=list(p1_hand))
    s.start("conflict")
    s.state.rings[ring].fate = ring_fate
    to_declaration(s)
    assert s.game.pending.player == 1
    s.declare("military", ring, attackers=["Matsu Berserker"])
    return s


@pytest.mark.covers('Enlightened Warrior', 'a1:effect', 'a1:trigger')
def test_enlightened_warrior_gets_1_fate_when_an_opponent_takes_ring_fate():
    s = _opponent_declares("fire", 2)
    assert s.state.players[1].fate == 2  # the attacker took the ring's fate
    s.pick("Enlightened Warrior")
    assert s.card("Enlightened Warrior").fate == 1


@pytest.mark.covers('Enlightened Warrior', 'a1:when')
def test_enlightened_warrior_not_for_a_ring_without_fate():
    s = _opponent_declares("fire", 0)
    assert not offered(s, "Enlightened Warrior")
    assert s.card("Enlightened Warrior").fate == 0


@pytest.mark.covers('Enlightened Warrior', 'a1:when')
@pytest.mark.ruling(80, "Enlightened Warrior")
def test_enlightened_warrior_ruling_switching_to_a_ring_with_fate_does_not_trigger():
    """Ruling (Enlightened Warrior): only selecting a ring with fate when
    declaring triggers it; switching the contested ring by an effect does not."""
    s = _opponent_declares("fire", 0)
    s.state.rings["water"].fate = 3
    cause(s, ev("switch_contested_ring", ring="water", player=1))
    assert s.state.conflict.ring == "water" and s.state.players[1].fate == 3
    assert not offered(s, "Enlightened Warrior")
    assert s.card("Enlightened Warrior").fate == 0


def finish_conflict(s):
    """Answer every decision (passing, declining) until the conflict is over."""
    while s.state.conflict is not None and s.game.pending is not None:
        d = s.game.pending
        ids = [o.id for o in d.options]
        if d.kind == "choose_many":
            s.game.answer([])
        elif "pass" in ids:
            s.pass_()
        elif "decline" in ids:
            s.pick("decline")
        elif "keep" in ids:
            s.pick("keep")
        else:
            s.pick(ids[-1])


# ------------------------------------------------------------------ Indomitable Will
@pytest.mark.covers('Indomitable Will', 'a1:effect', 'a1:trigger')
def test_indomitable_will_lone_winner_does_not_bow():
    s = conflict(dict(characters=["Matsu Berserker"], hand=["Indomitable Will"], fate=1),
                 dict(characters=["Eager Scout"]), attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    end_actions(s)
    assert offered(s, "Indomitable Will")
    s.pick("Indomitable Will")
    assert s.state.players[0].fate == 0
    finish_conflict(s)
    assert not s.card("Matsu Berserker").bowed
    assert s.card("Eager Scout").bowed  # the loser still bows


@pytest.mark.covers('Indomitable Will', 'a1:when')
def test_indomitable_will_needs_a_single_participant_of_yours():
    s = conflict(dict(characters=["Matsu Berserker", "Doomed Shugenja"], hand=["Indomitable Will"], fate=1),
                 dict(characters=["Eager Scout"]), attackers=["Matsu Berserker", "Doomed Shugenja"],
                 defenders=["Eager Scout"])
    end_actions(s)
    assert not offered(s, "Indomitable Will")
    finish_conflict(s)
    assert s.card("Matsu Berserker").bowed and s.card("Doomed Shugenja").bowed


# ------------------------------------------------------------------ Let Go
@pytest.mark.covers('Let Go', 'a1:effect')
def test_let_go_discards_an_attachment():
    s = conflict(dict(characters=["Matsu Berserker"], hand=["Let Go"]),
                 dict(characters=[dict(name="Eager Scout", attachments=["Fine Katana"])]),
                 attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    turn(s, 0)
    s.pick("Let Go")
    s.pick("Fine Katana")
    assert s.card("Fine Katana").zone == "conflict_discard"
    assert s.card("Let Go").zone == "conflict_discard"
    assert skill(s.state, s.card("Eager Scout"), "military") == 0


def test_let_go_needs_an_attachment_in_play():
    s = conflict(dict(characters=["Matsu Berserker"], hand=["Let Go", "Fine Katana"]),
                 dict(characters=["Eager Scout"]), attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    turn(s, 0)
    s.assert_not_legal("Let Go")


@pytest.mark.covers('Let Go', 'a1:effect')
@pytest.mark.ruling(143, "Kitsuki's Method")
def test_let_go_ruling_ancestral_attachment_goes_to_the_discard_pile():
    """Ruling (Let Go / Kitsuki's Method / Ancestral): an Ancestral attachment
    returns to hand only when its host leaves play; discarded by Let Go, it
    goes to the discard pile."""
    s = conflict(dict(characters=["Matsu Berserker"], hand=["Let Go"]),
                 dict(characters=[dict(name="Doji Whisperer", attachments=["Kitsuki's Method"])]),
                 attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])
    turn(s, 0)
    s.pick("Let Go")
    s.pick("Kitsuki's Method")
    assert s.card("Kitsuki's Method").zone == "conflict_discard"
    assert s.card("Kitsuki's Method").uid not in s.state.players[1].hand


@pytest.mark.covers('Let Go', 'a1:effect')
@pytest.mark.ruling(236, "Watch Commander")
def test_let_go_ruling_watch_commander_cannot_react_once_discarded():
    """Ruling (Watch Commander / Let Go) says Watch Commander triggers before
    Let Go discards it; the Rules Reference Appendix III (Watch Commander)
    says a discarded Watch Commander cannot trigger. DECISIONS.md: the Rules
    Reference wins, so Let Go discarding it gives no honor loss."""
    if "01-watch-commander" not in RULES.cards:
        pytest.skip("Watch Commander is not implemented")
    s = conflict(dict(characters=["Matsu Berserker"], hand=["Let Go"]),
                 dict(characters=[dict(name="Eager Scout", attachments=["Watch Commander"])]),
                 attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    turn(s, 0)
    honor = s.state.players[0].honor
    s.pick("Let Go")
    s.pick("Watch Commander")
    assert s.card("Watch Commander").zone == "conflict_discard"
    assert not offered(s, "Watch Commander")
    assert s.state.players[0].honor == honor


@pytest.mark.covers('Let Go', 'a1:effect')
@pytest.mark.ruling(95, "Guidance of the Ancestors")
def test_let_go_ruling_guidance_of_the_ancestors_usable_again_after_being_discarded():
    """Ruling (Guidance of the Ancestors): leaving play resets the limit: played
    from the discard pile, then discarded from play by Let Go, it can use its
    ability again this round (a new instance)."""
    if "01-guidance-of-the-ancestors" not in RULES.cards:
        pytest.skip("Guidance of the Ancestors is not implemented")
    from l5r.lcg.model import place
    s = _action_window(dict(characters=["Doji Whisperer"], hand=["Guidance of the Ancestors", "Let Go"], fate=5))
    place(s.state, s.card("Guidance of the Ancestors"), "conflict_discard")
    refresh(s)
    s.pick("Guidance of the Ancestors")
    if s.game.pending.context == "attach_host":
        s.pick("Attach to Doji Whisperer")
    assert s.card("Guidance of the Ancestors").zone == "attached"
    turn(s, 0)
    s.pick("Let Go")
    s.pick("Guidance of the Ancestors")
    assert s.card("Guidance of the Ancestors").zone == "conflict_discard"
    assert can_act(s, 0, "Guidance of the Ancestors")


# ------------------------------------------------------------------ Mantra of Fire
@pytest.mark.covers('Mantra of Fire', 'a1:effect', 'a1:target', 'a1:trigger')
def test_mantra_of_fire_places_fate_on_a_monk_and_draws():
    s = _opponent_declares("fire", 0, p0_extra=["Togashi Initiate"], hand=["Mantra of Fire"])
    assert offered(s, "Mantra of Fire")
    s.pick("Mantra of Fire")
    s.assert_not_legal("Enlightened Warrior")  # not a Monk
    s.pick("Togashi Initiate")
    assert s.card("Togashi Initiate").fate == 1
    assert len(s.state.players[0].hand) == 1  # Mantra left the hand, 1 card drawn
    assert s.card("Mantra of Fire").zone == "conflict_discard"


@pytest.mark.covers('Mantra of Fire', 'a1:effect', 'a1:trigger')
def test_mantra_of_fire_a_character_with_a_monk_attachment_is_eligible():
    s = _opponent_declares("fire", 0, p0_extra=[dict(name="Eager Scout", attachments=["Tattooed Wanderer"])],
                           hand=["Mantra of Fire"])
    s.pick("Mantra of Fire")
    s.pick("Eager Scout")
    assert s.card("Eager Scout").fate == 1


@pytest.mark.covers('Mantra of Fire', 'a1:when')
def test_mantra_of_fire_only_after_an_opponent_declares_a_fire_conflict():
    s = _opponent_declares("water", 0, p0_extra=["Togashi Initiate"], hand=["Mantra of Fire"])
    assert not offered(s, "Mantra of Fire")


@pytest.mark.covers('Mantra of Fire', 'a1:trigger')
@pytest.mark.ruling(155, "Mantra of Fire")
def test_mantra_of_fire_ruling_same_window_as_the_province_revealed():
    """Ruling (Mantra of Fire / Mantra of Water): reactions to the
    declaration, to attackers committing and to the province being revealed
    share one reaction window, the first player acting first."""
    s = _opponent_declares("fire", 0, p0_extra=["Togashi Initiate"], hand=["Mantra of Fire"])
    window = s.state.stack[-1]
    events = s.state.stack[window["ew"]]["events"]
    assert [e["name"] for e in events] == ["conflict_declared", "province_revealed"]
    assert s.game.pending.player == 0 and s.state.first_player == 1  # player 1 had nothing to play


@pytest.mark.covers('Mantra of Fire', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(189, "Secret Cache")
def test_mantra_of_fire_ruling_found_by_secret_cache_in_the_same_window():
    """Ruling (Secret Cache): a reaction event to a conflict being declared
    found with Secret Cache can be played in the same reaction window."""
    if "01-secret-cache" not in RULES.cards:
        pytest.skip("Secret Cache is not implemented")
    s = Scenario(first_player=1)
    s.player(0, characters=["Togashi Initiate"], provinces=["Secret Cache", "Night Raid", "Ancestral Lands",
                                                             "Pilgrimage", "Meditations on the Tao"],
             conflict_deck=["Banzai!"] * 5 + ["Mantra of Fire"])
    s.player(1, characters=["Matsu Berserker"])
    s.start("conflict")
    to_declaration(s)
    s.declare("military", "fire", province=0, attackers=["Matsu Berserker"])
    assert offered(s, "Secret Cache")
    s.pick("Secret Cache")
    s.pick_many("Mantra of Fire")
    assert s.card("Mantra of Fire").zone == "hand"
    assert offered(s, "Mantra of Fire")
    s.pick("Mantra of Fire")
    s.pick("Togashi Initiate")
    assert s.card("Togashi Initiate").fate == 1


# ------------------------------------------------------------------ Mirumoto Prodigy
def _prodigy_attacks(attackers):
    s = Scenario(first_player=0)
    s.player(0, characters=["Mirumoto Prodigy", "Matsu Berserker"])
    s.player(1, characters=["Doji Whisperer", "Serene Warrior", "Doomed Shugenja"])
    s.start("conflict")
    to_declaration(s)
    s.declare("military", "air", attackers=attackers)
    while s.game.pending.context != "declare_defenders":
        s.pass_()
    return s


@pytest.mark.covers('Mirumoto Prodigy', 'a1:effect')
def test_mirumoto_prodigy_attacking_alone_allows_one_defender():
    s = _prodigy_attacks(["Mirumoto Prodigy"])
    assert s.game.pending.max == 1
    s.pick_many("Serene Warrior")
    assert s.state.conflict.defenders == [s.uid("Serene Warrior")]


@pytest.mark.covers('Mirumoto Prodigy', 'a1:condition')
def test_mirumoto_prodigy_not_alone_no_limit():
    s = _prodigy_attacks(["Mirumoto Prodigy", "Matsu Berserker"])
    assert s.game.pending.max == 3
    s.pick_many("Serene Warrior", "Doomed Shugenja")
    assert len(s.state.conflict.defenders) == 2


@pytest.mark.ruling(157, "Mirumoto Prodigy")
def test_mirumoto_prodigy_ruling_others_may_still_be_moved_in():
    """Ruling (Mirumoto Prodigy): only one character can be declared as a
    defender, but others can still be played into or moved to the conflict."""
    s = _prodigy_attacks(["Mirumoto Prodigy"])
    s.pick_many("Serene Warrior")
    cause(s, ev("move_to_conflict", card=s.uid("Doomed Shugenja")))
    assert set(s.state.conflict.defenders) == {s.uid("Serene Warrior"), s.uid("Doomed Shugenja")}


# ------------------------------------------------------------------ Mirumoto Raitsugu
def _raitsugu(defender, bids=(1, 1), **p0):
    s = conflict(dict(characters=[dict(name="Mirumoto Raitsugu", **p0)]), dict(characters=[defender]),
                 attackers=["Mirumoto Raitsugu"],
                 defenders=[defender if isinstance(defender, str) else defender["name"]])
    turn(s, 0)
    s.pick("Mirumoto Raitsugu")
    s.pick(defender if isinstance(defender, str) else defender["name"])
    while s.game.pending.context == "honor_bid":
        s.pick(f"bid {bids[s.game.pending.player]}")
    return s


@pytest.mark.covers('Mirumoto Raitsugu', 'a1:effect')
def test_mirumoto_raitsugu_discards_a_losing_character_without_fate():
    s = _raitsugu("Doji Whisperer")  # 3 + 1 against 0 + 1
    assert s.card("Doji Whisperer").zone == "dynasty_discard"


@pytest.mark.covers('Mirumoto Raitsugu', 'a1:effect')
def test_mirumoto_raitsugu_removes_1_fate_from_a_loser_with_fate():
    s = _raitsugu(dict(name="Doji Whisperer", fate=2))
    w = s.card("Doji Whisperer")
    assert w.zone == "play" and w.fate == 1


@pytest.mark.covers('Mirumoto Raitsugu', 'a1:effect')
def test_mirumoto_raitsugu_himself_as_the_loser_loses_1_fate():
    s = _raitsugu("Serene Warrior", bids=(1, 5), fate=1)  # 3 + 1 against 3 + 5
    r = s.card("Mirumoto Raitsugu")
    assert r.zone == "play" and r.fate == 0
    assert s.card("Serene Warrior").zone == "play"


@pytest.mark.covers('Mirumoto Raitsugu', 'a1:conflict')
def test_mirumoto_raitsugu_only_while_participating():
    s = conflict(dict(characters=["Mirumoto Raitsugu", "Matsu Berserker"]), dict(characters=["Doji Whisperer"]),
                 attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])
    turn(s, 0)
    assert not can_act(s, 0, "Mirumoto Raitsugu")


@pytest.mark.covers('Mirumoto Raitsugu', 'a1:effect')
@pytest.mark.ruling(158, "Mirumoto Raitsugu")
def test_mirumoto_raitsugu_ruling_a_bowed_character_keeps_its_skill_for_the_duel():
    """Ruling (Mirumoto Raitsugu): bowed characters contribute nothing to
    skill totals but keep their own skill, e.g. for duels."""
    s = _raitsugu(dict(name="Serene Warrior", bowed=True, attachments=["Fine Katana"]))  # 5 + 1 against 3 + 1
    assert s.card("Mirumoto Raitsugu").zone == "dynasty_discard"
    assert s.card("Serene Warrior").zone == "play"


# ------------------------------------------------------------------ Mirumoto's Fury
def _fury(facedown_slots):
    provs = [dict(name=n, facedown=i in facedown_slots) for i, n in
             enumerate(["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])]
    return conflict(dict(characters=["Matsu Berserker", "Serene Warrior"]),
                    dict(characters=["Doji Whisperer"], hand=["Mirumoto's Fury"], fate=1, provinces=provs),
                    attackers=["Matsu Berserker", "Serene Warrior"], defenders=["Doji Whisperer"], province=1)


@pytest.mark.covers("Mirumoto's Fury", 'a1:effect', 'a1:target')
def test_mirumotos_fury_bows_an_attacker_with_glory_up_to_x():
    s = _fury({0, 2})  # X = 2
    assert s.game.pending.player == 1
    s.pick("Mirumoto's Fury")
    assert sorted(s.legal()) == ["Matsu Berserker"]  # Serene Warrior has glory 4; defenders are no targets
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").bowed
    assert s.state.players[1].fate == 0


@pytest.mark.covers("Mirumoto's Fury", 'a1:target')
def test_mirumotos_fury_no_unrevealed_province_no_target():
    s = _fury(set())  # X = 0: no attacker has glory 0
    s.assert_not_legal("Mirumoto's Fury")


@pytest.mark.covers("Mirumoto's Fury", 'a1:effect')
@pytest.mark.ruling(159, "Mirumoto's Fury")
def test_mirumotos_fury_ruling_the_stronghold_province_counts():
    """Ruling (Mirumoto's Fury): the stronghold province counts among your
    provinces (each player has 5)."""
    s = _fury({4})  # only the stronghold province is unrevealed: X = 1
    s.pick("Mirumoto's Fury")
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").bowed


# ------------------------------------------------------------------ Mountain's Anvil Castle
def _anvil(attachments):
    return conflict(dict(stronghold="Mountain's Anvil Castle",
                         characters=[dict(name="Matsu Berserker", attachments=attachments), "Doji Whisperer"],
                         hand=["Let Go"]),
                    dict(characters=["Serene Warrior"]), attackers=["Matsu Berserker", "Doji Whisperer"],
                    defenders=["Serene Warrior"])


@pytest.mark.covers("Mountain's Anvil Castle", 'a1:cost', 'a1:effect', 'a1:target')
def test_mountains_anvil_castle_plus_1_with_one_attachment():
    s = _anvil(["Fine Katana"])
    turn(s, 0)
    s.pick("Mountain's Anvil Castle")
    assert s.legal() == ["Matsu Berserker"]  # Doji Whisperer has no attachment
    s.pick("Matsu Berserker")
    assert skill(s.state, s.card("Matsu Berserker"), "military") == 3 + 2 + 1
    assert s.state.cards[s.state.players[0].stronghold].bowed


@pytest.mark.covers("Mountain's Anvil Castle", 'a1:effect')
def test_mountains_anvil_castle_plus_2_with_two_attachments():
    s = _anvil(["Fine Katana", "Ornate Fan"])
    turn(s, 0)
    s.pick("Mountain's Anvil Castle")
    s.pick("Matsu Berserker")
    assert skill(s.state, s.card("Matsu Berserker"), "military") == 3 + 2 + 2


@pytest.mark.covers("Mountain's Anvil Castle", "a1:condition")
def test_mountains_anvil_castle_only_during_a_conflict():
    s = Scenario(first_player=0)
    s.player(0, stronghold="Mountain's Anvil Castle",
             characters=[dict(name="Matsu Berserker", attachments=["Fine Katana"])])
    s.player(1)
    s.start("conflict")
    assert not can_act(s, 0, "Mountain's Anvil Castle")


@pytest.mark.covers("Mountain's Anvil Castle", 'a1:effect')
@pytest.mark.ruling(163, "Mountain's Anvil Castle")
def test_mountains_anvil_castle_ruling_bonus_fixed_on_resolution():
    """Ruling (Mountain's Anvil Castle): the bonus is fixed when the ability
    resolves; losing attachments afterwards does not change it."""
    s = _anvil(["Fine Katana", "Ornate Fan"])
    turn(s, 0)
    s.pick("Mountain's Anvil Castle")
    s.pick("Matsu Berserker")
    turn(s, 0)
    s.pick("Let Go")
    s.pick("Fine Katana")
    assert s.card("Fine Katana").zone == "conflict_discard"
    assert skill(s.state, s.card("Matsu Berserker"), "military") == 3 + 2  # still +2, without the katana


# ------------------------------------------------------------------ Niten Adept
@pytest.mark.covers('Niten Adept', 'a1:cost', 'a1:effect', 'a1:target')
def test_niten_adept_bows_its_attachment_to_bow_a_character_without_attachments():
    s = conflict(dict(characters=[dict(name="Niten Adept", attachments=["Fine Katana"])]),
                 dict(characters=["Serene Warrior", dict(name="Doji Whisperer", attachments=["Ornate Fan"])]),
                 attackers=["Niten Adept"], defenders=["Serene Warrior", "Doji Whisperer"])
    turn(s, 0)
    s.pick("Niten Adept")
    assert s.legal() == ["Serene Warrior"]  # the Whisperer and the Adept have attachments
    s.pick("Serene Warrior")
    assert s.card("Serene Warrior").bowed
    assert s.card("Fine Katana").bowed and not s.card("Niten Adept").bowed


@pytest.mark.covers('Niten Adept', 'a1:cost')
def test_niten_adept_cost_needs_a_ready_attachment_you_control():
    s = conflict(dict(characters=[dict(name="Niten Adept", attachments=["Fine Katana"])]),
                 dict(characters=["Serene Warrior"]), attackers=["Niten Adept"], defenders=["Serene Warrior"])
    turn(s, 0)
    s.card("Fine Katana").bowed = True
    assert not can_act(s, 0, "Niten Adept")
    s.card("Fine Katana").bowed = False
    s.card("Fine Katana").controller = 1  # an opponent's attachment is not friendly
    assert not can_act(s, 0, "Niten Adept")


# ------------------------------------------------------------------ Niten Master
def play_on(s, card, host):
    s.pick(f"Play {card}")
    if s.game.pending.context == "attach_host":
        s.pick(f"Attach to {host}")


def _niten_master(hand, attachments=(), fate=3):
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Niten Master", bowed=True, attachments=list(attachments)),
                            "Doji Whisperer"],  # keeps a decision ahead (a conflict to declare)
             hand=list(hand), fate=fate)
    s.player(1)
    s.start("conflict")
    turn(s, 0)
    return s


@pytest.mark.covers('Niten Master', 'a1:effect', 'a1:trigger')
def test_niten_master_readies_after_you_attach_a_weapon():
    s = _niten_master(["Fine Katana"])
    play_on(s, "Fine Katana", "Niten Master")
    assert offered(s, "Niten Master")
    s.pick("Niten Master")
    assert not s.card("Niten Master").bowed


@pytest.mark.covers('Niten Master', 'a1:when')
def test_niten_master_not_for_a_non_weapon_attachment():
    s = _niten_master(["Ornate Fan"])
    play_on(s, "Ornate Fan", "Niten Master")
    assert not offered(s, "Niten Master")
    assert s.card("Niten Master").bowed


@pytest.mark.covers('Niten Master', 'a1:effect', 'a1:limit', 'a1:trigger')
def test_niten_master_limit_twice_per_round():
    s = _niten_master(["Fine Katana", "Ancestral Daishō", "Honored Blade"])
    for i, weapon in enumerate(["Fine Katana", "Ancestral Daishō", "Honored Blade"]):
        turn(s, 0)
        s.card("Niten Master").bowed = True
        play_on(s, weapon, "Niten Master")
        if s.game.pending.context == "restricted":
            s.pick("Discard Fine Katana")
        if i < 2:
            s.pick("Niten Master")
            assert not s.card("Niten Master").bowed
        else:
            assert not offered(s, "Niten Master")
            assert s.card("Niten Master").bowed


@pytest.mark.covers('Niten Master', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(164, "Niten Master")
def test_niten_master_ruling_third_restricted_discarded_before_the_reaction():
    """Ruling (Niten Master): a third Restricted attachment can be attached,
    one of them is discarded (immediately, Rules Reference "Restricted"), and
    then the reaction can be used."""
    s = _niten_master(["Honored Blade"], attachments=["Fine Katana", "Ancestral Daishō"])
    play_on(s, "Honored Blade", "Niten Master")
    assert s.game.pending.context == "restricted"
    s.pick("Discard Fine Katana")
    assert s.card("Fine Katana").zone == "conflict_discard"
    assert offered(s, "Niten Master")
    s.pick("Niten Master")
    assert not s.card("Niten Master").bowed
    assert len(s.card("Niten Master").attachments) == 2


@pytest.mark.covers('Niten Master', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(165, "Niten Master")
def test_niten_master_ruling_a_weapon_moved_onto_him_triggers():
    """Ruling (Niten Master): it triggers whenever a Weapon becomes attached
    to him, even when an effect moves it."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Niten Master", bowed=True),
                            dict(name="Doji Whisperer", attachments=["Fine Katana"])], hand=["Banzai!"])
    s.player(1)
    s.start("conflict")
    turn(s, 0)
    cause(s, ev("move_attachment", card=s.uid("Fine Katana"), host=s.uid("Niten Master"), player=0))
    assert s.card("Fine Katana").attached_to == s.uid("Niten Master")
    assert offered(s, "Niten Master")
    s.pick("Niten Master")
    assert not s.card("Niten Master").bowed


# ------------------------------------------------------------------ Restoration of Balance
def _break_restoration(hand_size):
    s = Scenario(first_player=1)
    s.player(0, provinces=["Restoration of Balance", "Night Raid", "Ancestral Lands", "Pilgrimage",
                           "Meditations on the Tao"], characters=["Doji Whisperer"])
    s.player(1, characters=["Serene Warrior"], hand=["Banzai!"] * hand_size)
    s.conflict(attacker=1, type="military", ring="air", attackers=["Serene Warrior"], province=0)
    s.start("3.2.2")
    end_actions(s)
    return s


@pytest.mark.covers('Restoration of Balance', 'a1:effect', 'a1:trigger')
def test_restoration_of_balance_errata_when_broken_opponent_discards_down_to_4():
    """Appendix IV errata: "Interrupt: when this province is broken" (not a
    reaction to its reveal)."""
    s = _break_restoration(7)
    assert offered(s, "Restoration of Balance")
    assert not s.card("Restoration of Balance").broken  # an interrupt: before it breaks
    s.pick("Restoration of Balance")
    assert s.game.pending.player == 1  # the opponent chooses what to discard
    ids = [o.id for o in s.game.pending.options][:3]
    s.game.answer(ids)
    assert len(s.state.players[1].hand) == 4
    assert all(s.state.cards[int(u)].zone == "conflict_discard" for u in ids)
    assert s.card("Restoration of Balance").broken


@pytest.mark.covers('Restoration of Balance', 'a1:effect')
def test_restoration_of_balance_not_when_the_opponent_has_4_cards_or_fewer():
    s = _break_restoration(4)
    assert not offered(s, "Restoration of Balance")
    assert s.card("Restoration of Balance").broken


@pytest.mark.covers('Restoration of Balance', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(184, "Restoration of Balance")
def test_restoration_of_balance_ruling_discard_all_at_once_never_below_4():
    """Ruling (Restoration of Balance): the cards are discarded all at once,
    and not down to fewer than 4."""
    s = _break_restoration(6)
    s.pick("Restoration of Balance")
    d = s.game.pending
    assert (d.kind, d.min, d.max) == ("choose_many", 2, 2)
    s.game.answer([o.id for o in d.options][:2])
    frames = [f for f in s.state.stack if f.get("step") == "events"
              and any(e["name"] == "discard_from_hand" for e in f["events"])]
    assert len(s.state.players[1].hand) == 4
    assert not frames or len(frames[0]["events"]) == 2  # one simultaneous discard


def test_restoration_of_balance_errata_no_reaction_when_only_revealed():
    """Appendix IV errata: the printed "after this province is revealed"
    reaction is gone: revealing it (by the declaration) does nothing."""
    s = Scenario(first_player=1)
    s.player(0, provinces=["Restoration of Balance", "Night Raid", "Ancestral Lands", "Pilgrimage",
                           "Meditations on the Tao"], characters=["Doji Whisperer"])
    s.player(1, characters=["Serene Warrior"], hand=["Banzai!"] * 7)
    s.start("conflict")
    to_declaration(s)
    s.declare("political", "air", province=0, attackers=["Serene Warrior"])
    assert not s.card("Restoration of Balance").facedown
    assert not offered(s, "Restoration of Balance")
    assert len(s.state.players[1].hand) == 7


# ------------------------------------------------------------------ Secluded Temple
def _temple(p1_chars):
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"],
             provinces=[dict(name="Night Raid", cards=["Secluded Temple"]), "Shameful Display", "Ancestral Lands",
                        "Pilgrimage", "Meditations on the Tao"])
    s.player(1, characters=p1_chars)
    s.start("conflict")
    return s


@pytest.mark.covers('Secluded Temple', 'a1:effect', 'a1:trigger')
def test_secluded_temple_opponent_with_more_characters_loses_1_fate():
    s = _temple([dict(name="Serene Warrior", fate=2), dict(name="Matsu Berserker", fate=1)])
    assert offered(s, "Secluded Temple")
    s.pick("Secluded Temple")
    assert s.game.pending.player == 1  # the opponent chooses
    s.pick("Serene Warrior")
    assert s.card("Serene Warrior").fate == 1 and s.card("Matsu Berserker").fate == 1


@pytest.mark.covers('Secluded Temple', 'a1:effect')
def test_secluded_temple_not_if_the_opponent_does_not_control_more_characters():
    s = _temple([dict(name="Serene Warrior", fate=2)])
    assert not offered(s, "Secluded Temple")
    assert s.card("Serene Warrior").fate == 2


# ------------------------------------------------------------------ Tattooed Wanderer
def _action_window(p0, p1=None):
    s = Scenario(first_player=0)
    s.player(0, **p0)
    s.player(1, **(p1 or {}))
    s.start("conflict")
    turn(s, 0)
    return s


@pytest.mark.covers('Tattooed Wanderer', 'a1:as_attachment', 'a2:effect', 'a2:condition')
def test_tattooed_wanderer_as_an_attachment_gives_covert():
    s = _action_window(dict(characters=["Doji Whisperer"], hand=["Tattooed Wanderer"], fate=1))
    s.pick("Play Tattooed Wanderer as an attachment")
    w, host = s.card("Tattooed Wanderer"), s.card("Doji Whisperer")
    assert w.zone == "attached" and w.attached_to == host.uid
    assert has_keyword(s.state, host, "covert")
    assert s.state.players[0].fate == 0


@pytest.mark.covers("Tattooed Wanderer", "a2:condition")
def test_tattooed_wanderer_as_a_character_gives_no_covert():
    """Card text (covert only while it is an attachment): played as a character
    it gives covert to no one, itself included."""
    s = _action_window(dict(characters=["Doji Whisperer"], hand=["Tattooed Wanderer"], fate=1))
    s.pick("Play Tattooed Wanderer from hand")
    assert s.card("Tattooed Wanderer").zone == "play"
    assert not has_keyword(s.state, s.card("Doji Whisperer"), "covert")
    assert not has_keyword(s.state, s.card("Tattooed Wanderer"), "covert")


@pytest.mark.covers('Tattooed Wanderer', 'a1:as_attachment')
@pytest.mark.ruling(216, "Tattooed Wanderer")
def test_tattooed_wanderer_ruling_no_skill_bonus_as_an_attachment():
    """Ruling (Tattooed Wanderer, Rules Reference "Attachment Cards"): a
    character played as an attachment gives no skill bonus (its skills have
    no +/- sign)."""
    s = _action_window(dict(characters=["Doji Whisperer"], hand=["Tattooed Wanderer"], fate=1))
    s.pick("Play Tattooed Wanderer as an attachment")
    host = s.card("Doji Whisperer")
    assert (skill(s.state, host, "military"), skill(s.state, host, "political")) == (0, 3)


@pytest.mark.covers('Tattooed Wanderer', 'a1:as_attachment')
@pytest.mark.ruling(217, "Tattooed Wanderer")
def test_tattooed_wanderer_ruling_a_second_covert_is_redundant():
    """Ruling (Tattooed Wanderer): several instances of a keyword are
    redundant: a covert character with the Wanderer still evades one."""
    s = _action_window(dict(characters=["Kaiu Shuichi"], hand=["Tattooed Wanderer"], fate=1),
                       dict(characters=["Doji Whisperer", "Serene Warrior"]))
    s.pick("Play Tattooed Wanderer as an attachment")
    s.pick("Attach to Kaiu Shuichi")
    assert has_keyword(s.state, s.card("Kaiu Shuichi"), "covert")
    to_declaration(s)
    d = s.game.pending
    s.game.answer(next(o.id for o in d.options if o.data.get("type") == "military"))
    s.pick_many("Kaiu Shuichi")
    assert s.game.pending.context == "covert" and s.game.pending.kind == "choose_one"
    s.pick("evade Serene Warrior")
    assert s.state.conflict.evaded == [s.uid("Serene Warrior")]


@pytest.mark.covers('Grasp of Earth', 'a2:effect')
@pytest.mark.covers('Tattooed Wanderer', 'a1:as_attachment')
@pytest.mark.ruling(92, "Grasp of Earth")
def test_tattooed_wanderer_ruling_playable_as_an_attachment_under_grasp_of_earth():
    """Ruling (Grasp of Earth): Monk characters that may be played as
    attachments can still be played as attachments in the conflict."""
    if "01-grasp-of-earth" not in RULES.cards:
        pytest.skip("Grasp of Earth is not implemented")
    s = conflict(dict(characters=["Matsu Berserker"], hand=["Tattooed Wanderer"], fate=2),
                 dict(characters=[dict(name="Agasha Swordsmith", attachments=["Grasp of Earth"])]),
                 attackers=["Matsu Berserker"], defenders=["Agasha Swordsmith"])
    s.pick("Grasp of Earth")
    turn(s, 0)
    s.assert_not_legal("Play Tattooed Wanderer from hand")
    s.pick("Play Tattooed Wanderer as an attachment")
    if s.game.pending.context == "attach_host":
        s.pick("Attach to Matsu Berserker")
    assert s.card("Tattooed Wanderer").attached_to == s.uid("Matsu Berserker")


# ------------------------------------------------------------------ Togashi Kazue
@pytest.mark.covers('Togashi Kazue', 'a2:effect', 'a2:target')
def test_togashi_kazue_as_an_attachment_moves_fate_to_its_character():
    s = conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Togashi Kazue"])]),
                 dict(characters=[dict(name="Serene Warrior", fate=2), dict(name="Doji Whisperer", fate=1)]),
                 attackers=["Matsu Berserker"], defenders=["Serene Warrior"])
    turn(s, 0)
    s.pick("Togashi Kazue")
    assert s.legal() == ["Serene Warrior"]  # participating, with fate, not the attached character
    s.pick("Serene Warrior")
    assert s.card("Serene Warrior").fate == 1 and s.card("Matsu Berserker").fate == 1


@pytest.mark.covers('Togashi Kazue', 'a2:condition')
def test_togashi_kazue_needs_its_character_participating_and_is_no_action_as_a_character():
    s = conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Togashi Kazue"]), "Doji Whisperer",
                                  "Togashi Kazue"]),
                 dict(characters=[dict(name="Serene Warrior", fate=2)]),
                 attackers=["Doji Whisperer", "Togashi Kazue"], defenders=["Serene Warrior"], type="political")
    turn(s, 0)
    assert not can_act(s, 0, "Togashi Kazue")  # the attached one's host is at home; the other is a character


@pytest.mark.covers('Togashi Kazue', 'a1:as_attachment')
@pytest.mark.ruling(222, "Togashi Kazue")
def test_togashi_kazue_ruling_no_skill_bonus_as_an_attachment():
    """Ruling (Togashi Kazue): a character played as an attachment gives no
    skill bonus."""
    s = _action_window(dict(characters=["Doji Whisperer"], hand=["Togashi Kazue"], fate=3))
    s.pick("Play Togashi Kazue as an attachment")
    host = s.card("Doji Whisperer")
    assert s.card("Togashi Kazue").zone == "attached"
    assert (skill(s.state, host, "military"), skill(s.state, host, "political")) == (0, 3)


# ------------------------------------------------------------------ Daimyō's Favor
@pytest.mark.covers("Daimyō's Favor", 'a2:cost', 'a2:effect')
def test_daimyos_favor_next_attachment_on_its_character_costs_1_less():
    s = _action_window(dict(characters=[dict(name="Doji Whisperer", attachments=["Daimyō's Favor"])],
                            hand=["Way of the Dragon", "Honored Blade"], fate=2))
    s.assert_legal("Play Way of the Dragon (2 fate)")
    s.pick("Daimyō's Favor")
    assert s.card("Daimyō's Favor").bowed
    turn(s, 0)
    s.pick("Play Way of the Dragon (1 fate)")
    assert s.card("Way of the Dragon").attached_to == s.uid("Doji Whisperer")
    assert s.state.players[0].fate == 1
    turn(s, 0)
    s.assert_legal("Play Honored Blade (1 fate)")  # used up: the next one costs full price


@pytest.mark.covers("Daimyō's Favor", 'a2:effect')
def test_daimyos_favor_only_for_attachments_on_its_character():
    from l5r.lcg.play import cost_of
    s = _action_window(dict(characters=[dict(name="Doji Whisperer", attachments=["Daimyō's Favor"]),
                                        "Matsu Berserker"], hand=["Way of the Dragon"], fate=3))
    s.pick("Daimyō's Favor")
    wotd = s.uid("Way of the Dragon")
    assert cost_of(s.game, wotd, 0, s.uid("Matsu Berserker")) == 2
    assert cost_of(s.game, wotd, 0, s.uid("Doji Whisperer")) == 1
    turn(s, 0)
    s.pick("Play Way of the Dragon")
    s.pick("Attach to Matsu Berserker")
    assert s.state.players[0].fate == 1  # full price on another character


@pytest.mark.covers("Daimyō's Favor", 'a1:attach_to')
def test_daimyos_favor_attaches_only_to_your_characters():
    from l5r.lcg.play import attachment_hosts
    s = _action_window(dict(characters=["Doji Whisperer"], hand=["Daimyō's Favor"]),
                       dict(characters=["Serene Warrior"]))
    assert attachment_hosts(s.game, 0, s.uid("Daimyō's Favor")) == [s.uid("Doji Whisperer")]


@pytest.mark.covers("Daimyō's Favor", 'a2:effect')
@pytest.mark.ruling(62, "Daimyō's Favor")
def test_daimyos_favor_ruling_reduces_a_character_played_as_an_attachment():
    """Ruling (Daimyō's Favor): it reduces the cost of characters played as
    attachments (Tattooed Wanderer, Togashi Kazue)."""
    s = _action_window(dict(characters=[dict(name="Doji Whisperer", attachments=["Daimyō's Favor"])],
                            hand=["Tattooed Wanderer", "Banzai!"], fate=1))
    s.pick("Daimyō's Favor")
    turn(s, 0)
    s.pick("Play Tattooed Wanderer as an attachment (0 fate)")
    assert s.card("Tattooed Wanderer").attached_to == s.uid("Doji Whisperer")
    assert s.state.players[0].fate == 1


# ------------------------------------------------------------------ Way of the Dragon
@pytest.mark.covers('Way of the Dragon', 'a3:effect')
def test_way_of_the_dragon_an_extra_use_of_a_limited_ability():
    s = _action_window(dict(characters=[dict(name="Agasha Swordsmith", attachments=["Way of the Dragon"]),
                                        "Doji Whisperer"], hand=["Banzai!"]))
    for _ in range(2):
        turn(s, 0)
        s.pick("Agasha Swordsmith")
        if s.game.pending.context == "effect_choice":
            s.pick_many()
    turn(s, 0)
    assert not can_act(s, 0, "Agasha Swordsmith")  # twice this round, not three times


def test_way_of_the_dragon_without_it_once_per_round():
    s = _action_window(dict(characters=["Agasha Swordsmith", "Doji Whisperer"], hand=["Banzai!"]))
    s.pick("Agasha Swordsmith")
    if s.game.pending.context == "effect_choice":
        s.pick_many()
    turn(s, 0)
    assert not can_act(s, 0, "Agasha Swordsmith")


@pytest.mark.ruling(241, "Way of the Dragon")
def test_way_of_the_dragon_ruling_no_extra_use_of_a_max_ability():
    """Ruling (Way of the Dragon): a "Max X per [period]" ability gets no
    extra use ("Limit" is per card, "Max" for all copies by title)."""
    s = conflict(dict(characters=[dict(name="Kitsuki Investigator", attachments=["Way of the Dragon"])], fate=3),
                 dict(characters=["Doji Whisperer"], hand=["Let Go", "Banzai!"]),
                 attackers=["Kitsuki Investigator"], defenders=["Doji Whisperer"], type="political")
    turn(s, 0)
    s.pick("Kitsuki Investigator")
    s.pick("the void ring")
    s.pick("Banzai!")
    assert not can_act(s, 0, "Kitsuki Investigator")


@pytest.mark.covers('Way of the Dragon', 'a2:attach_limit')
def test_way_of_the_dragon_limit_1_per_character_discards_the_previous_copy():
    """Card text ("Limit 1 per character"): a newly attached copy discards the
    previous one; the new one stays."""
    s = _action_window(dict(characters=[dict(name="Doji Whisperer", attachments=["Way of the Dragon"])],
                            hand=["Banzai!", "Way of the Dragon"]))
    first = s.uid("Way of the Dragon", 0, zone="attached")
    second = s.uid("Way of the Dragon", 0, zone="hand")
    cause(s, ev("enter_play", card=second, player=0, host=s.uid("Doji Whisperer")))
    assert s.state.cards[second].attached_to == s.uid("Doji Whisperer")
    assert s.state.cards[first].zone == "conflict_discard"


@pytest.mark.covers('Way of the Dragon', 'a1:attach_to')
def test_way_of_the_dragon_attaches_only_to_your_characters():
    from l5r.lcg.play import attachment_hosts
    s = _action_window(dict(characters=["Doji Whisperer"], hand=["Way of the Dragon"], fate=2),
                       dict(characters=["Serene Warrior"]))
    assert attachment_hosts(s.game, 0, s.uid("Way of the Dragon")) == [s.uid("Doji Whisperer")]


# ------------------------------------------------------------------ Togashi Yokuni
def _gain(s, ability_label):
    s.pick("Togashi Yokuni")
    s.pick(ability_label)


@pytest.mark.covers('Togashi Yokuni', 'a1:effect')
def test_togashi_yokuni_gains_and_uses_an_ability_of_another_character():
    s = conflict(dict(characters=["Togashi Yokuni"], fate=2),
                 dict(characters=["Doji Whisperer", "Togashi Initiate"]),
                 attackers=["Togashi Yokuni"], defenders=["Doji Whisperer"], type="political")
    turn(s, 0)
    _gain(s, "Togashi Initiate")
    turn(s, 0)
    s.pick("Togashi Yokuni: spend 1 fate to a ring")
    s.pick("the fire ring")
    assert s.card("Togashi Yokuni").status == 1  # "this character" is Yokuni
    assert s.card("Togashi Initiate").status == 0
    assert s.state.players[0].fate == 1


@pytest.mark.covers('Togashi Yokuni', 'a1:limit')
def test_togashi_yokuni_max_once_per_round():
    s = _action_window(dict(characters=["Togashi Yokuni", "Agasha Swordsmith", "Doji Whisperer"]),
                       dict(characters=["Togashi Initiate"]))
    _gain(s, "Togashi Initiate")
    turn(s, 0)
    assert not any(l.startswith("Togashi Yokuni: gain") for l in actions(s, 0))


@pytest.mark.covers('Togashi Yokuni', 'a1:effect')
def test_togashi_yokuni_gained_ability_lasts_until_the_end_of_the_phase():
    s = _action_window(dict(characters=[dict(name="Togashi Yokuni", fate=2), dict(name="Doji Whisperer", fate=2)]),
                       dict(characters=[dict(name="Agasha Swordsmith", fate=2)]))
    _gain(s, "Agasha Swordsmith")
    assert can_act(s, 0, "Togashi Yokuni: search")
    while not (s.state.phase == "fate" and s.game.pending.context == "action"):
        d = s.game.pending
        ids = [o.id for o in d.options]
        if d.kind == "choose_many":
            s.game.answer([])
        else:
            s.pick("pass" if "pass" in ids else ids[0])
    assert not can_act(s, 0, "Togashi Yokuni: search")


@pytest.mark.covers('Way of the Dragon', 'a3:effect')
@pytest.mark.covers('Togashi Yokuni', 'a1:effect', 'a1:limit')
@pytest.mark.ruling(223, "Togashi Yokuni")
def test_togashi_yokuni_ruling_way_of_the_dragon_doubles_the_gained_ability_not_his_own():
    """Ruling (Togashi Yokuni / Way of the Dragon): with Way of the Dragon
    he cannot use his own ability twice ("Max"), but can use the gained
    ability twice."""
    s = _action_window(dict(characters=[dict(name="Togashi Yokuni", attachments=["Way of the Dragon"]),
                                        "Doji Whisperer"], hand=["Banzai!"]),
                       dict(characters=["Agasha Swordsmith"]))
    _gain(s, "Agasha Swordsmith")
    for _ in range(2):
        turn(s, 0)
        s.pick("Togashi Yokuni: search")
        if s.game.pending.context == "effect_choice":
            s.pick_many()
    turn(s, 0)
    assert not can_act(s, 0, "Togashi Yokuni: search")
    assert not can_act(s, 0, "Togashi Yokuni: gain")


@pytest.mark.covers('Togashi Yokuni', 'a1:effect')
@pytest.mark.ruling(223, "Togashi Yokuni")
def test_togashi_yokuni_ruling_max_is_per_title_gained_investigator_ability():
    """Ruling (Togashi Yokuni): "Max" is per ability, title and player: if
    Yokuni gains Kitsuki Investigator's ability, both can use it this
    conflict (different titles)."""
    s = conflict(dict(characters=["Togashi Yokuni", "Kitsuki Investigator"], fate=3),
                 dict(characters=["Doji Whisperer"], hand=["Let Go", "Banzai!", "Assassination"]),
                 attackers=["Togashi Yokuni", "Kitsuki Investigator"], defenders=["Doji Whisperer"],
                 type="political")
    turn(s, 0)
    _gain(s, "Kitsuki Investigator")
    turn(s, 0)
    s.pick("Kitsuki Investigator: spend")
    s.pick("the void ring")
    s.pick("Banzai!")
    turn(s, 0)
    s.pick("Togashi Yokuni: spend")
    s.pick("the fire ring")
    s.pick("Let Go")
    assert len(s.state.players[1].hand) == 1


@pytest.mark.covers('Togashi Yokuni', 'a1:effect', 'a1:limit')
@pytest.mark.ruling(223, "Togashi Yokuni")
def test_togashi_yokuni_ruling_cannot_use_an_opposing_yokunis_ability():
    """Ruling (Togashi Yokuni): gaining the ability of an opponent's Yokuni
    is possible, but he cannot use it (same title: the "Max" is spent)."""
    s = _action_window(dict(characters=["Togashi Yokuni", "Doji Whisperer"], hand=["Banzai!"]),
                       dict(characters=["Togashi Yokuni", "Agasha Swordsmith"]))
    _gain(s, "Togashi Yokuni: gain")
    assert any(e["type"] == "gain_ability" for e in s.state.lasting)
    turn(s, 0)
    assert not can_act(s, 0, "Togashi Yokuni")


@pytest.mark.covers('Togashi Yokuni', 'a1:effect')
@pytest.mark.ruling(224, "Togashi Yokuni")
def test_togashi_yokuni_ruling_can_gain_adept_of_shadows_ability():
    """Ruling (Togashi Yokuni): he can gain Adept of Shadows' ability and use
    it to return himself to hand."""
    if "01-adept-of-shadows" not in RULES.cards:
        pytest.skip("Adept of Shadows is not implemented")
    s = _action_window(dict(characters=["Togashi Yokuni", "Doji Whisperer"], hand=["Banzai!"]),
                       dict(characters=["Adept of Shadows"]))
    _gain(s, "Adept of Shadows")
    turn(s, 0)
    s.pick("Togashi Yokuni: lose 1 honor")
    assert s.card("Togashi Yokuni").zone == "hand"
    assert s.card("Adept of Shadows").zone == "play"
    assert s.state.players[0].honor == 9


@pytest.mark.covers('Togashi Yokuni', 'a1:effect')
@pytest.mark.ruling(225, "Togashi Yokuni")
def test_togashi_yokuni_ruling_can_gain_from_a_character_blanked_by_cloud_the_mind():
    """Ruling (Togashi Yokuni): an ability printed on a character blanked by
    Cloud the Mind can still be gained."""
    s = _action_window(dict(characters=["Togashi Yokuni", "Doji Whisperer"], hand=["Banzai!"]),
                       dict(characters=[dict(name="Agasha Swordsmith", attachments=["Cloud the Mind"])]))
    assert not can_act(s, 1, "Agasha Swordsmith")  # blank for its controller
    _gain(s, "Agasha Swordsmith")
    turn(s, 0)
    assert can_act(s, 0, "Togashi Yokuni: search")


@pytest.mark.covers('Togashi Yokuni', 'a1:target')
@pytest.mark.ruling(226, "Togashi Yokuni")
def test_togashi_yokuni_ruling_cannot_gain_togashi_kazues_ability():
    """Ruling (Togashi Yokuni): Kazue's ability exists only while she is an
    attachment (as a character it is no printed triggered ability)."""
    s = _action_window(dict(characters=["Togashi Yokuni", "Doji Whisperer"], hand=["Banzai!"]),
                       dict(characters=["Togashi Kazue", dict(name="Eager Scout", attachments=["Togashi Kazue"])]))
    assert not can_act(s, 0, "Togashi Yokuni")  # nothing to gain: the action is not offered


@pytest.mark.covers('Togashi Yokuni', 'a1:target')
@pytest.mark.ruling(227, "Togashi Yokuni")
def test_togashi_yokuni_ruling_only_characters_in_play():
    """Ruling (Togashi Yokuni): only characters in play, not in provinces or
    discard piles, have abilities he can gain."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Togashi Yokuni", "Doji Whisperer"], hand=["Banzai!"])
    s.player(1, provinces=[dict(name="Night Raid", cards=["Agasha Swordsmith"])] + ["Shameful Display",
             "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])
    s.start("conflict")
    turn(s, 0)
    assert not can_act(s, 0, "Togashi Yokuni")
    from l5r.lcg.model import place
    place(s.state, s.card("Agasha Swordsmith"), "dynasty_discard")
    assert not can_act(s, 0, "Togashi Yokuni")


@pytest.mark.covers('Togashi Yokuni', 'a1:effect')
@pytest.mark.ruling(228, "Togashi Yokuni")
def test_togashi_yokuni_ruling_targets_an_ability_not_a_character():
    """Ruling (Togashi Yokuni): he chooses an ability, not a character, so
    Shiba Yōjimbō cannot protect the character."""
    if "01-shiba-yojimbo" not in RULES.cards:
        pytest.skip("Shiba Yōjimbō is not implemented")
    s = _action_window(dict(characters=["Togashi Yokuni", "Doji Whisperer"], hand=["Banzai!"]),
                       dict(characters=["Agasha Swordsmith", "Shiba Yōjimbō"]))
    _gain(s, "Agasha Swordsmith")
    assert not offered(s, "Shiba Yōjimbō")
    assert any(e["type"] == "gain_ability" for e in s.state.lasting)


@pytest.mark.covers('Togashi Yokuni', 'a1:limit')
def test_togashi_yokuni_rrg_choose_the_ability_is_a_target_chosen_before_the_cancel_window():
    """Rules Reference "Choose", "Target" and "Initiating Abilities" step 5:
    "choose a triggered ability" is made before the effects initiate (step 6),
    so Hida Kisada cancels an ability already chosen; the "Max" is spent
    (Rules Reference "Max X per [period]")."""
    s = conflict(dict(characters=["Togashi Yokuni"]),
                 dict(characters=["Doji Whisperer", "Agasha Swordsmith", "Hida Kisada"]),
                 attackers=["Togashi Yokuni"], defenders=["Doji Whisperer"], type="political")
    turn(s, 0)
    s.pick("Togashi Yokuni")
    d = s.game.pending
    assert d.player == 0 and d.context == "target"  # the ability, before any cancel
    assert "Agasha Swordsmith: search" in " ".join(s.legal())
    s.pick("Agasha Swordsmith")
    assert any("Hida Kisada cancels" in line for line in s.log)
    assert not any(e["type"] == "gain_ability" for e in s.state.lasting)
    turn(s, 0)
    assert not can_act(s, 0, "Togashi Yokuni")


@pytest.mark.covers('Togashi Yokuni', 'a1:effect')
def test_togashi_yokuni_rrg_blank_a_gained_ability_is_not_blanked():
    """Rules Reference "Blank": text gained from another source is not blanked;
    Cloud the Mind on Yokuni after he gained an ability leaves it usable."""
    s = _action_window(dict(characters=[dict(name="Togashi Yokuni", fate=2), "Doji Whisperer"]),
                       dict(characters=["Agasha Swordsmith"], hand=["Cloud the Mind"]))
    _gain(s, "Agasha Swordsmith")
    cause(s, ev("enter_play", card=s.uid("Cloud the Mind"), player=1, host=s.uid("Togashi Yokuni")))
    assert s.card("Cloud the Mind").attached_to == s.uid("Togashi Yokuni")
    turn(s, 0)
    assert can_act(s, 0, "Togashi Yokuni: search")


def test_togashi_yokuni_rrg_blank_a_blank_yokuni_cannot_use_his_printed_ability():
    """Rules Reference "Blank": his own printed ability is blanked."""
    s = _action_window(dict(characters=[dict(name="Togashi Yokuni", attachments=["Cloud the Mind"]),
                                        "Doji Whisperer"], hand=["Banzai!"]),
                       dict(characters=["Agasha Swordsmith"]))
    assert not can_act(s, 0, "Togashi Yokuni")


@pytest.mark.covers('Togashi Yokuni', 'a1:effect')
def test_togashi_yokuni_rrg_lasting_effects_keeps_the_ability_after_its_character_leaves_play():
    """Rules Reference "Lasting Effects" (it lasts whether or not other cards
    stay in play) and "Gains": the ability is Yokuni's until the end of the
    phase, even once the character it was printed on has left play."""
    s = _action_window(dict(characters=[dict(name="Togashi Yokuni", fate=2), "Doji Whisperer"]),
                       dict(characters=["Agasha Swordsmith"]))
    _gain(s, "Agasha Swordsmith")
    cause(s, ev("leaves_play", card=s.uid("Agasha Swordsmith"), reason="discarded"))
    assert s.card("Agasha Swordsmith").zone == "dynasty_discard"
    turn(s, 0)
    assert can_act(s, 0, "Togashi Yokuni: search")


def test_togashi_yokuni_rrg_leaves_play_ends_the_gained_ability():
    """Rules Reference "Leaves Play": lasting effects on Yokuni end when he
    leaves play; back in play he is a new instance without the ability."""
    s = _action_window(dict(characters=[dict(name="Togashi Yokuni", fate=2), "Doji Whisperer"]),
                       dict(characters=["Agasha Swordsmith"]))
    _gain(s, "Agasha Swordsmith")
    yokuni = s.uid("Togashi Yokuni")
    cause(s, ev("leaves_play", card=yokuni, reason="discarded"))
    cause(s, ev("enter_play", card=yokuni, player=0, host=-1))
    assert s.state.cards[yokuni].zone == "play"
    turn(s, 0)
    assert not can_act(s, 0, "Togashi Yokuni: search")


@pytest.mark.covers('Togashi Yokuni', 'a1:effect')
def test_togashi_yokuni_gains_reactions_too_and_they_refer_to_him():
    """Card text ("a triggered ability"; Rules Reference "Triggered
    Abilities": actions, reactions, interrupts): gaining Ikoma Prodigy's
    reaction, Yokuni gains 1 honor when fate is placed on him."""
    s = _action_window(dict(characters=["Togashi Yokuni", "Doji Whisperer"]),
                       dict(characters=["Ikoma Prodigy"]))
    _gain(s, "Ikoma Prodigy")
    cause(s, ev("place_fate", card=s.uid("Togashi Yokuni"), amount=1))
    assert s.game.pending.context == "trigger"
    s.pick("Togashi Yokuni")
    assert s.state.players[0].honor == 11


def test_togashi_yokuni_card_any_printed_triggered_ability_even_one_used_from_hand():
    """Card text ("a triggered ability printed on another character"): Vengeful
    Oathkeeper's reaction (used from hand) is printed on a character in play,
    so it can be chosen (Rules Reference "Gains"); Yokuni, in play, can never
    use it, since it is used from hand ("Ability")."""
    s = _action_window(dict(characters=["Togashi Yokuni", "Doji Whisperer"]),
                       dict(characters=["Vengeful Oathkeeper"]))
    s.pick("Togashi Yokuni")
    assert any(l.startswith("Vengeful Oathkeeper:") for l in s.legal())


# ------------------------------------------------------------------ Tranquility
def _tranquility():
    return conflict(dict(characters=["Matsu Berserker"], hand=["Tranquility"]),
                    dict(characters=["Agasha Swordsmith", "Mirumoto Raitsugu"], hand=["Agasha Swordsmith"]),
                    attackers=["Matsu Berserker"], defenders=["Mirumoto Raitsugu"])


@pytest.mark.covers('Tranquility', 'a1:effect')
def test_tranquility_opponents_home_characters_cannot_trigger_until_the_conflict_ends():
    s = _tranquility()
    assert can_act(s, 1, "Agasha Swordsmith")
    turn(s, 0)
    s.pick("Tranquility")
    assert not can_act(s, 1, "Agasha Swordsmith")
    assert can_act(s, 1, "Mirumoto Raitsugu")  # participating: not affected
    finish_conflict(s)
    assert can_act(s, 1, "Agasha Swordsmith")


@pytest.mark.covers('Tranquility', 'a1:condition')
def test_tranquility_only_during_a_conflict():
    s = _action_window(dict(characters=["Matsu Berserker"], hand=["Tranquility", "Fine Katana"]),
                       dict(characters=["Agasha Swordsmith"]))
    s.assert_not_legal("Tranquility")


@pytest.mark.covers('Tranquility', 'a1:effect')
@pytest.mark.ruling(229, "Tranquility")
def test_tranquility_ruling_a_character_entering_home_later_is_not_affected():
    """Ruling (Tranquility): a lasting effect on the characters at the
    opponent's home when it resolves; one entering their home later can
    trigger its abilities."""
    s = _tranquility()
    turn(s, 0)
    s.pick("Tranquility")
    early = s.uid("Agasha Swordsmith", zone="play")
    late = s.uid("Agasha Swordsmith", zone="hand")
    cause(s, ev("enter_play", card=late, player=1, host=-1))
    assert s.state.cards[late].zone == "play"
    from l5r.lcg.abilities import action_options
    ids = [o.id for o in action_options(s.game, 1)]
    assert any(i.startswith(f"ability:{late}:") for i in ids)
    assert not any(i.startswith(f"ability:{early}:") for i in ids)


@pytest.mark.covers('Tranquility', 'a1:effect')
@pytest.mark.ruling(229, "Tranquility")
def test_tranquility_ruling_still_applies_after_moving_to_the_conflict():
    """Ruling (Tranquility): a character at home when it resolved still
    cannot trigger abilities after moving to the conflict."""
    s = _tranquility()
    turn(s, 0)
    s.pick("Tranquility")
    cause(s, ev("move_to_conflict", card=s.uid("Agasha Swordsmith")))
    assert s.uid("Agasha Swordsmith") in s.state.conflict.defenders
    assert not can_act(s, 1, "Agasha Swordsmith")


# ------------------------------------------------------------------ Seeker of Enlightenment
@pytest.mark.covers('Seeker of Enlightenment', 'a1:effect')
@pytest.mark.ruling(191, "Seeker of Enlightenment")
def test_seeker_of_enlightenment_ruling_the_contested_ring_does_not_count():
    """Ruling (Seeker of Enlightenment): only rings in the unclaimed pool
    count; the contested ring is not unclaimed."""
    s = conflict(dict(characters=["Seeker of Enlightenment"]), dict(characters=["Doji Whisperer"]),
                 attackers=["Seeker of Enlightenment"], defenders=["Doji Whisperer"], type="political")
    st = s.state
    st.rings["air"].fate = 3  # contested (fate placed on it after it became contested)
    st.rings["void"].fate = 1
    c = s.card("Seeker of Enlightenment")
    assert skill(st, c, "political") == 1 + 1


def test_togashi_kazue_as_an_attachment_is_no_copy_for_duplicates():
    """Rules Reference "Duplicates": a duplicate goes on a character copy;
    Kazue in play as an attachment takes no duplicate (but, being unique by
    title, still stops another Kazue entering play)."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Mirumoto Raitsugu", attachments=["Togashi Kazue"])], hand=["Togashi Kazue"],
             provinces=[dict(name="Night Raid", cards=["Mirumoto Raitsugu"])] + ["Shameful Display",
                                                                                 "Ancestral Lands", "Pilgrimage",
                                                                                 "Meditations on the Tao"],
             fate=5)
    s.player(1)
    s.start("dynasty")
    turn(s, 0)
    s.assert_not_legal("Discard duplicate Togashi Kazue")
    s.assert_legal("Discard duplicate Mirumoto Raitsugu")  # a character copy
    from l5r.lcg.play import can_enter_unique
    assert not can_enter_unique(s.game, 0, s.uid("Togashi Kazue", zone="hand"))


# ------------------------------------------------------------------ clause coverage: restrictions
@pytest.mark.covers("Ascetic Visionary", "keyword:no attachments except monk|tattoo")
def test_ascetic_visionary_card_no_attachments_except_monk_or_tattoo():
    """Card text (no attachments except Monk or Tattoo; Rules Reference "No
    Attachments"): a Fine Katana cannot go on it, a Monk attachment (Tattooed
    Wanderer played as an attachment) can; another character takes the Katana."""
    from l5r.lcg.play import attachment_hosts
    s = Scenario(first_player=0)
    s.player(0, characters=["Ascetic Visionary", "Matsu Berserker"], hand=["Fine Katana", "Tattooed Wanderer"])
    s.player(1)
    g = s.build()
    assert attachment_hosts(g, 0, s.uid("Fine Katana")) == [s.uid("Matsu Berserker")]
    assert s.uid("Ascetic Visionary") in attachment_hosts(g, 0, s.uid("Tattooed Wanderer"))


@pytest.mark.covers("Kitsuki's Method", "keyword:restricted")
def test_kitsukis_method_restricted_a_third_restricted_attachment_forces_a_discard():
    """Rules Reference "Restricted": a character with two restricted attachments
    that gets Kitsuki's Method discards one of them."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Fine Katana", "Ornate Fan"])],
             hand=["Kitsuki's Method"], fate=3)
    s.player(1)
    s.start("draw")
    katana = s.uid("Fine Katana", zone="attached")
    s.pick("1")
    s.pick("1")
    s.pick("Kitsuki's Method")
    assert s.game.pending.context == "restricted"
    s.pick("Fine Katana")
    assert s.state.cards[katana].zone == "conflict_discard"
    assert len(s.card("Doji Whisperer").attachments) == 2


@pytest.mark.covers("Niten Adept", "a1:conflict")
def test_niten_adept_not_while_it_stays_home():
    """Card text ("while this character is participating"): at home it cannot
    bow a participant, even with a ready attachment to bow."""
    s = conflict(dict(characters=[dict(name="Niten Adept", attachments=["Fine Katana"]), "Matsu Berserker"]),
                 dict(characters=["Serene Warrior"]), attackers=["Matsu Berserker"], defenders=["Serene Warrior"])
    turn(s, 0)
    assert not can_act(s, 0, "Niten Adept")
    s.state.conflict.attackers.append(s.uid("Niten Adept"))
    assert can_act(s, 0, "Niten Adept")


@pytest.mark.covers("Let Go", "a1:target")
def test_let_go_card_any_attachment_either_players():
    """Card text ("choose an attachment"): its player's own attachments and the
    opponent's are targets."""
    s = conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Ornate Fan"])], hand=["Let Go"]),
                 dict(characters=[dict(name="Eager Scout", attachments=["Fine Katana"])]),
                 attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    turn(s, 0)
    s.pick("Let Go")
    labels = s.legal()
    assert any("Fine Katana" in label for label in labels) and any("Ornate Fan" in label for label in labels)


@pytest.mark.covers("Enlightened Warrior", "a1:limit")
def test_enlightened_warrior_once_per_round_a_second_ring_with_fate_does_not_trigger():
    """Rules Reference "Triggered Abilities" (once per round by default): the
    opponent's second conflict the same round on a ring with fate offers no reaction."""
    s = Scenario(first_player=1)
    s.player(0, characters=["Enlightened Warrior"])
    s.player(1, characters=["Matsu Berserker", "Doji Whisperer"])
    s.start("conflict")
    s.state.rings["fire"].fate = 2
    s.state.rings["water"].fate = 1
    to_declaration(s)
    s.declare("military", "fire", attackers=["Matsu Berserker"])
    s.pick("Enlightened Warrior")
    assert s.card("Enlightened Warrior").fate == 1
    finish_conflict(s)
    for _ in range(30):
        d = s.game.pending
        if d.context == "declare_conflict" and d.player == 1:
            break
        s.pick("Pass") if d.context == "declare_conflict" else s.pass_()
    s.declare("political", "water", province=1, attackers=["Doji Whisperer"])
    assert s.state.rings["water"].fate == 0  # the attacker took the ring's fate
    assert not offered(s, "Enlightened Warrior")
    assert s.card("Enlightened Warrior").fate == 1


@pytest.mark.covers("Mirumoto Raitsugu", "a1:target")
def test_mirumoto_raitsugu_card_only_a_participating_opponents_character():
    """Card text (its target is a participant the opponent controls): the
    opponent's defender is offered; its own side's other attacker and the
    opponent's character at home are not."""
    s = conflict(dict(characters=["Mirumoto Raitsugu", "Matsu Berserker"]),
                 dict(characters=["Doji Whisperer", "Eager Scout"]),
                 attackers=["Mirumoto Raitsugu", "Matsu Berserker"], defenders=["Doji Whisperer"])
    turn(s, 0)
    s.pick("Mirumoto Raitsugu")
    assert s.legal() == ["Doji Whisperer"]


@pytest.mark.covers("Restoration of Balance", "a1:when")
def test_restoration_of_balance_card_not_when_another_province_breaks():
    """Card text (errata: when this province is broken): another of its
    controller's provinces breaking, the opponent holding 7 cards, offers no
    interrupt."""
    s = _break_restoration(7)
    s.apply(ev("break_province", card=s.uid("Night Raid")))  # would stop at a decision if offered
    assert len(s.state.players[1].hand) == 7
    assert not any("uses Restoration of Balance" in line for line in s.log)


@pytest.mark.covers("Secluded Temple", "a1:when")
def test_secluded_temple_card_not_when_another_phase_begins():
    """Card text (when the conflict phase begins): the fate phase beginning,
    the opponent controlling more characters with fate, offers no reaction."""
    s = _temple([dict(name="Eager Scout", fate=1), dict(name="Serene Warrior", fate=1)])
    s.apply(ev("phase_begin", phase="fate"))  # would stop at a decision if offered
    assert s.card("Eager Scout").fate == 1 and s.card("Serene Warrior").fate == 1


@pytest.mark.covers("Restoration of Balance", "a1:limit")
def test_restoration_of_balance_once_per_round_broken_again_it_does_not_interrupt():
    """Rules Reference "Triggered Abilities" (once per round by default): the
    province, used when it broke, is stated unbroken again and breaks a
    second time the same round, the opponent again holding 7 cards: no
    interrupt (the limit is kept by this province, which stays the same card)."""
    from l5r.lcg.model import place
    s = _break_restoration(7)
    s.pick("Restoration of Balance")
    s.game.answer([o.id for o in s.game.pending.options][:3])
    finish_conflict(s)
    province = s.card("Restoration of Balance")
    assert province.broken and len(s.state.players[1].hand) == 4
    province.broken = False
    for u in s.state.players[1].conflict_deck[-3:]:
        place(s.state, s.state.cards[u], "hand")
    s.apply(ev("break_province", card=province.uid, player=1))  # would stop at a decision if offered
    assert province.broken and len(s.state.players[1].hand) == 7


@pytest.mark.covers("Secluded Temple", "a1:limit")
def test_secluded_temple_once_per_round_a_second_conflict_phase_beginning_does_not_trigger():
    """Rules Reference "Triggered Abilities" (once per round by default): used
    when the conflict phase began, it does not react to a second "conflict
    phase begins" the same round (stated by the test), the opponent still
    controlling more characters with fate."""
    s = _temple([dict(name="Serene Warrior", fate=2), dict(name="Matsu Berserker", fate=2)])
    s.pick("Secluded Temple")
    s.pick("Serene Warrior")
    assert s.card("Serene Warrior").fate == 1
    while s.game.pending is not None and s.game.pending.context == "trigger":
        s.pass_()
    s.apply(ev("phase_begin", phase="conflict"))  # would stop at a decision if offered
    assert s.card("Serene Warrior").fate == 1 and s.card("Matsu Berserker").fate == 2


def _cancelled_by_voice_of_honor(s, card):
    """``card`` (player 0's event) is played and player 1 cancels it with Voice of Honor."""
    s.pick(card)
    while s.game.pending.player == 0:  # its targets
        s.pick(s.legal()[0])
    s.pick("Voice of Honor")
    assert len(s.state.players[0].conflict_discard) == 1


@pytest.mark.covers("Mantra of Fire", "a1:limit")
def test_mantra_of_fire_limit_per_copy_a_second_copy_after_the_first_was_cancelled():
    """Rules Reference "Triggered Abilities" (a limit counts per copy: the card
    has no "Max"): the first copy's effects cancelled (Voice of Honor), a second
    copy is played in the same reaction window."""
    s = Scenario(first_player=1)
    s.player(0, characters=["Togashi Initiate"], hand=["Mantra of Fire", "Mantra of Fire"])
    s.player(1, characters=["Matsu Berserker", dict(name="Kakita Asami", status="honored")],
             hand=["Voice of Honor"])
    s.start("conflict")
    to_declaration(s)
    s.declare("military", "fire", attackers=["Matsu Berserker"])
    assert offered(s, "Mantra of Fire")
    _cancelled_by_voice_of_honor(s, "Mantra of Fire")
    assert s.card("Togashi Initiate").fate == 0
    assert offered(s, "Mantra of Fire") and s.game.pending.player == 0
    s.pick("Mantra of Fire")
    s.pick("Togashi Initiate")
    assert s.card("Togashi Initiate").fate == 1


@pytest.mark.covers("Indomitable Will", "a1:limit")
def test_indomitable_will_limit_per_copy_a_second_copy_after_the_first_was_cancelled():
    """Rules Reference "Triggered Abilities" (a limit counts per copy): the
    first copy's effects cancelled (Voice of Honor), the second copy is played
    in the same reaction window and the lone winner does not bow."""
    s = conflict(dict(characters=["Matsu Berserker"], hand=["Indomitable Will", "Indomitable Will"], fate=2),
                 dict(characters=["Eager Scout", dict(name="Kakita Asami", status="honored")],
                      hand=["Voice of Honor"]),
                 attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    end_actions(s)
    assert offered(s, "Indomitable Will")
    _cancelled_by_voice_of_honor(s, "Indomitable Will")
    assert offered(s, "Indomitable Will") and s.game.pending.player == 0
    s.pick("Indomitable Will")
    finish_conflict(s)
    assert not s.card("Matsu Berserker").bowed


@pytest.mark.covers("Mountain's Anvil Castle", "a1:condition")
def test_mountains_anvil_castle_card_during_a_conflict_of_either_type():
    """Card text ("During a conflict", of any type): usable in a political
    conflict as in a military one, not outside a conflict (the latter also
    follows from its target: no character participates outside a conflict)."""
    s = conflict(dict(stronghold="Mountain's Anvil Castle",
                      characters=[dict(name="Doji Whisperer", attachments=["Fine Katana"])]),
                 dict(characters=["Serene Warrior"]), attackers=["Doji Whisperer"], defenders=["Serene Warrior"],
                 type="political")
    turn(s, 0)
    s.pick("Mountain's Anvil Castle")
    s.pick("Doji Whisperer")
    assert skill(s.state, s.card("Doji Whisperer"), "political") == 3 + 1
    assert can_act(_anvil(["Fine Katana"]), 0, "Mountain's Anvil Castle")


@pytest.mark.covers("Mirumoto's Fury", "a1:condition")
def test_mirumotos_fury_card_during_a_conflict_of_either_type():
    """Card text ("During a conflict", of any type): playable in a political
    conflict as in a military one (outside a conflict there is no attacking
    character to choose)."""
    provs = [dict(name=n, facedown=i != 1) for i, n in
             enumerate(["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])]
    s = conflict(dict(characters=["Doji Whisperer"]),
                 dict(characters=["Eager Scout"], hand=["Mirumoto's Fury"], fate=1, provinces=provs),
                 attackers=["Doji Whisperer"], defenders=["Eager Scout"], province=1, type="political")
    turn(s, 1)
    s.pick("Mirumoto's Fury")
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").bowed
