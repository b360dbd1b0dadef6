"""Keywords of the Rules Reference glossary ("Keywords" and each entry).

Core Set keywords use Core Set cards; the others (Composure, Corrupted, Dire,
Disguised, Eminent, Legendary X, Rally, Support) use fixture cards with
made-up ids, registered with ``add_facts`` for the test module.
"""

from __future__ import annotations

import dataclasses

import pytest

from l5r.lcg import keywords
from l5r.lcg.actions import do, ev
from l5r.lcg.decks import default_deck
from l5r.lcg.facts import by_name
from l5r.lcg.model import FACTS, add_facts, has_keyword, skill
from l5r.lcg import new_game
from l5r.testing import Scenario


def fixture_card(base: str, cid: str, name: str, **changes):
    return dataclasses.replace(by_name(base), id=cid, name=name, **changes)


FIXTURES = [
    fixture_card("Akodo Gunsō", "test-legendary-2", "Test Legend", keywords=("legendary 2",), unique=True, cost=3),
    fixture_card("Akodo Gunsō", "test-legendary-0", "Test Nobody", keywords=("legendary 0",), unique=True),
    fixture_card("Kaiu Envoy", "test-corrupted", "Test Corrupted", keywords=("corrupted",)),
    fixture_card("Kaiu Envoy", "test-rally", "Test Rallier", keywords=("rally",)),
    fixture_card("Kaiu Envoy", "test-composure", "Test Composed", keywords=("composure",)),
    fixture_card("Kaiu Envoy", "test-dire", "Test Dire", keywords=("dire",)),
    fixture_card("Doji Whisperer", "test-disguised", "Test Disguised Courtier", keywords=("disguised courtier",),
                 unique=True, cost=4, military=2, political=5),
    fixture_card("Doji Whisperer", "test-support", "Test Supported", keywords=("support",), cost=4),
    fixture_card("Pilgrimage", "test-eminent", "Test Eminent Province", keywords=("eminent",)),
    fixture_card("Fine Katana", "test-tattoo", "Test Tattoo", traits=("tattoo",), keywords=()),
]


@pytest.fixture(autouse=True)
def fixture_facts():
    for f in FIXTURES:
        add_facts(f)
    yield
    for f in FIXTURES:
        FACTS.pop(f.id, None)


def advance_to(s: Scenario, context: str) -> None:
    """Pass action windows (e.g. a stronghold's action) until ``context`` is pending."""
    g = s.game
    while g.pending is not None and g.pending.context != context \
            and g.pending.context in ("action", "conflict_action", "dynasty"):
        s.pass_()
    assert g.pending is not None and g.pending.context == context, (g.pending, s.legal())


def provinces_with(slot: int, cards: list) -> list:
    provs: list = ["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"]
    provs[slot] = {"name": provs[slot], "cards": cards}
    return provs


#: player 1 can act in the 4.w action window, so a game started at 4.2 stops there
STOPPER = dict(characters=[dict(name="Eager Scout", fate=3)], hand=["Fine Katana"])


def resolve_now(s: Scenario, *events: dict) -> None:
    """Resolve game-action events as a card ability would, from an action window."""
    g = s.game
    assert g.pending is not None and g.pending.context in ("action", "dynasty", "conflict_action")
    g.state.pending = None
    do(g, list(events))
    g.run()


def test_rrg_keywords_every_printed_core_keyword_is_recognised():
    """"Keywords": every keyword printed in the Core Set is one of the game's keywords."""
    printed = {k for f in FACTS.values() if f.id.startswith("01-") for k in f.keywords}
    assert printed  # covert, pride, restricted, ...
    assert {k: keywords.keyword_name(k) for k in printed if keywords.keyword_name(k) is None} == {}
    assert keywords.keyword_name("covert") == "covert"
    assert keywords.keyword_name("legendary 2") == "legendary"


# ------------------------------------------------------------------ Ancestral
def test_rrg_keyword_ancestral_returns_to_owners_hand_when_host_leaves():
    """"Ancestral": when the host leaves play, an ancestral attachment returns to
    its owner's hand instead of being discarded; others are discarded."""
    s = Scenario()
    s.player(0, characters=[dict(name="Akodo Gunsō", attachments=["Ancestral Daishō", "Fine Katana"])])
    s.player(1)

    def give_daisho_to_p1(s):  # an opponent's (owned and controlled) ancestral attachment
        d = s.card("Ancestral Daishō")
        d.owner = d.controller = 1

    build = s.build
    s.build = lambda: (build(), give_daisho_to_p1(s), s.game)[2]
    s.start("4.2")
    daisho = s.card("Ancestral Daishō")
    assert daisho.zone == "hand" and daisho.uid in s.state.players[1].hand
    assert s.card("Fine Katana").zone == "conflict_discard"


# ------------------------------------------------------------------ Courtesy / Sincerity
def test_rrg_keyword_courtesy_and_sincerity_on_leaving_play():
    """"Courtesy": its controller gains 1 fate; "Sincerity": its controller draws 1 card."""
    s = Scenario()
    s.player(0, fate=0, characters=["Kaiu Envoy", dict(name="Bayushi Liar", fate=1), "Eager Scout"])
    s.player(1, **STOPPER)
    s.start("4.2")
    assert s.state.step == "4.w"  # Kaiu Envoy (courtesy, sincerity) and Eager Scout have no fate
    assert s.card("Kaiu Envoy").zone == "dynasty_discard"
    assert s.state.players[0].fate == 1
    assert len(s.state.players[0].hand) == 1
    assert any("gains 1 fate" in l for l in s.log)


def test_rrg_keyword_sincerity_alone_draws_without_fate():
    """"Sincerity": Bayushi Liar leaving play draws 1 card, and gives no fate."""
    s = Scenario()
    s.player(0, fate=0, characters=["Bayushi Liar"])
    s.player(1, **STOPPER)
    s.start("4.2")
    assert s.state.step == "4.w"
    assert s.card("Bayushi Liar").zone == "dynasty_discard"
    assert len(s.state.players[0].hand) == 1
    assert s.state.players[0].fate == 0


def test_rrg_keyword_courtesy_benefits_the_controller_not_the_owner():
    """"Courtesy": the *controller* of the card that leaves play gains the fate."""
    s = Scenario()
    s.player(0, fate=0, characters=[dict(name="Eager Scout", fate=3)], hand=["Fine Katana"])
    s.player(1, fate=0, characters=["Kaiu Envoy"])

    def steal(s):
        st = s.state
        c = s.card("Kaiu Envoy")
        st.players[1].play.remove(c.uid)
        st.players[0].play.append(c.uid)
        c.controller = 0

    build = s.build
    s.build = lambda: (build(), steal(s), s.game)[2]
    s.start("4.2")
    assert s.state.step == "4.w"
    assert s.card("Kaiu Envoy").zone == "dynasty_discard"
    assert s.card("Kaiu Envoy").uid in s.state.players[1].dynasty_discard  # owner's pile
    assert (s.state.players[0].fate, s.state.players[1].fate) == (1, 0)
    assert (len(s.state.players[0].hand), len(s.state.players[1].hand)) == (2, 0)


# ------------------------------------------------------------------ Covert
def test_rrg_keyword_covert_is_recognised_and_offers_evasion():
    """"Covert": a covert attacker lets its player choose a defender to evade."""
    s = Scenario()
    s.player(0, characters=["Kaiu Shuichi"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    assert has_keyword(s.state, s.card("Kaiu Shuichi"), "covert")
    s.declare("military", "air", province=0, attackers=["Kaiu Shuichi"], covert="Eager Scout")
    assert s.state.conflict.evaded == [s.uid("Eager Scout")]


# ------------------------------------------------------------------ Limited
def test_rrg_keyword_limited_one_per_player_per_round():
    """"Limited": no more than one limited card played per player each round."""
    s = Scenario()
    s.player(0, fate=10, provinces=provinces_with(0, ["Doomed Shugenja"])[:1]
             + provinces_with(1, ["Doomed Shugenja"])[1:])
    s.player(1)
    s.start("dynasty")
    assert sum("Play Doomed Shugenja" in l for l in s.legal()) == 2
    s.pick("Play Doomed Shugenja")  # its text: no additional fate from a province
    assert s.state.players[0].limited_played == 1
    s.assert_not_legal("Play Doomed Shugenja")


def test_rrg_keyword_limited_resets_next_round():
    """"Limited": the limit is per round (reset at the end of the fate phase, 4.9)."""
    s = Scenario()
    s.player(0, characters=[dict(name="Doomed Shugenja", fate=2)])
    s.player(1)
    build = s.build
    s.build = lambda: (build(), setattr(s.state.players[0], "limited_played", 1), s.game)[2]
    s.start("4.9")
    assert s.state.players[0].limited_played == 0


# ------------------------------------------------------------------ No Attachments
def _hosts_for(attachment: str, host: str) -> list[str]:
    s = Scenario()
    s.player(0, characters=[host], hand=[attachment])
    s.player(1)
    s.start("dynasty")
    return s.legal()


def test_rrg_keyword_no_attachments_except_weapon_moto_horde():
    """"No Attachments" (except Weapon): Moto Horde takes Fine Katana, not Ornate Fan."""
    assert "Play Fine Katana (0 fate)" in _hosts_for("Fine Katana", "Moto Horde")
    assert "Play Ornate Fan (0 fate)" not in _hosts_for("Ornate Fan", "Moto Horde")


def test_rrg_keyword_no_attachments_except_monk_or_tattoo_ascetic_visionary():
    """"No Attachments" (except Monk or Tattoo): Ascetic Visionary refuses a Weapon,
    accepts a Tattoo attachment."""
    assert not any(l.startswith("Play Fine Katana") for l in _hosts_for("Fine Katana", "Ascetic Visionary"))
    assert any(l.startswith("Play Test Tattoo") for l in _hosts_for("test-tattoo", "Ascetic Visionary"))


def test_rrg_keyword_no_attachments_blanked_host_accepts_attachments():
    """"Blank" + "No Attachments": a blanked Moto Horde can take any attachment."""
    s = Scenario()
    s.player(0, characters=["Moto Horde"], hand=["Ornate Fan"])
    s.player(1)
    build = s.build

    def blank(s):
        c = s.card("Moto Horde")
        s.state.lasting.append({"type": "blank", "targets": [[c.uid, c.instance]], "until": "round"})

    s.build = lambda: (build(), blank(s), s.game)[2]
    s.start("dynasty")
    s.pick("Play Ornate Fan")
    assert s.card("Ornate Fan").attached_to == s.uid("Moto Horde")


# ------------------------------------------------------------------ Pride
def test_rrg_keyword_pride_winner_is_honored():
    """"Pride": after a pride character wins a conflict, honor it (before reactions)."""
    s = Scenario()
    s.player(0, characters=["Akodo Gunsō"])
    s.player(1)
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Akodo Gunsō"])
    advance_to(s, "ring_effect")
    assert s.card("Akodo Gunsō").status == 1
    assert "Akodo Gunsō is honored." in s.log


def test_rrg_keyword_pride_loser_is_dishonored():
    """"Pride": after a pride character loses a conflict, dishonor it."""
    s = Scenario()
    s.player(0, characters=["Moto Horde"])
    s.player(1, characters=["Akodo Gunsō"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Moto Horde"], defenders=["Akodo Gunsō"])
    s.start("3.2.3")
    assert s.card("Akodo Gunsō", 1).status == -1
    assert skill(s.state, s.card("Akodo Gunsō", 1), "military") == 0


# ------------------------------------------------------------------ Restricted
def test_rrg_keyword_restricted_third_attachment_forces_a_discard():
    """"Restricted": playing a third restricted attachment makes the character's
    controller choose and discard one of its restricted attachments."""
    s = Scenario()
    s.player(0, fate=3, characters=[dict(name="Akodo Gunsō", attachments=["Fine Katana", "Ornate Fan",
                                                                          "Way of the Dragon"])])
    s.player(1, fate=3, hand=["Honored Blade"])
    s.start("dynasty")
    s.pick("Play Honored Blade")  # player 1 plays it on player 0's character
    assert s.game.pending.context == "restricted"
    assert s.game.pending.player == 0  # the character's controller chooses
    assert sorted(s.legal()) == ["Discard Fine Katana", "Discard Honored Blade", "Discard Ornate Fan"]
    s.pick("Discard Fine Katana")
    gunso = s.card("Akodo Gunsō")
    names = sorted(FACTS[s.state.cards[a].cid].name for a in gunso.attachments)
    assert names == ["Honored Blade", "Ornate Fan", "Way of the Dragon"]
    assert s.card("Fine Katana").zone == "conflict_discard"


def test_rrg_keyword_restricted_two_are_allowed():
    """"Restricted": up to two restricted attachments need no discard."""
    s = Scenario()
    s.player(0, fate=3, characters=[dict(name="Akodo Gunsō", attachments=["Fine Katana"])],
             hand=["Honored Blade"])
    s.player(1)
    s.start("dynasty")
    s.pick("Play Honored Blade")
    assert s.game.pending is None or s.game.pending.context != "restricted"
    assert len(s.card("Akodo Gunsō").attachments) == 2


# ------------------------------------------------------------------ Corrupted
def test_rrg_keyword_corrupted_enters_play_tainted():
    """"Corrupted": the character enters play tainted (+2/+2)."""
    s = Scenario()
    s.player(0, provinces=provinces_with(0, ["test-corrupted"]))
    s.player(1)
    s.start("dynasty")
    s.pick("Play Test Corrupted")
    if s.game.pending is not None and s.game.pending.context == "additional_fate":
        s.pick("0 fate")
    c = s.card("test-corrupted")
    assert c.zone == "play" and c.tainted
    assert (skill(s.state, c, "military"), skill(s.state, c, "political")) == (3, 2)


# ------------------------------------------------------------------ Legendary X
def test_rrg_keyword_legendary_enters_play_with_x_fate_and_no_additional_fate():
    """"Legendary X": enters play with X fate; no additional fate may be placed."""
    s = Scenario()
    s.player(0, provinces=provinces_with(1, ["test-legendary-2"]))
    s.player(1)
    s.start("dynasty")
    s.pick("Play Test Legend")  # 7 fate, cost 3
    assert s.game.pending is None or s.game.pending.context != "additional_fate"
    c = s.card("test-legendary-2")
    assert c.zone == "play" and c.fate == 2
    assert s.state.players[0].fate == 4


def test_rrg_keyword_legendary_zero_enters_with_no_fate():
    """"Legendary X": X can be 0; the character enters play with no fate."""
    s = Scenario()
    s.player(0, provinces=provinces_with(1, ["test-legendary-0"]))
    s.player(1)
    s.start("dynasty")
    s.pick("Play Test Nobody")
    assert s.card("test-legendary-0").zone == "play" and s.card("test-legendary-0").fate == 0


def test_rrg_keyword_legendary_duplicate_adds_no_fate():
    """"Legendary X" + "Duplicates": fate cannot be added, so a duplicate places none."""
    s = Scenario()
    s.player(0, characters=[dict(name="test-legendary-2", fate=2)], provinces=provinces_with(1, ["test-legendary-2"]))
    s.player(1)
    s.start("dynasty")
    s.pick("Discard duplicate Test Legend")
    assert s.card("test-legendary-2", 0, zone="play").fate == 2


def test_rrg_keyword_legendary_cannot_be_played_outside_the_dynasty_phase():
    """"Legendary X": cannot enter play outside the dynasty phase (so not from hand)."""
    s = Scenario()
    s.player(0, fate=9, hand=["test-legendary-2", "Akodo Gunsō"])
    s.player(1)
    s.start("draw")
    s.pick("bid 1")
    s.pick("bid 1")
    assert s.game.pending.context == "action"
    s.assert_legal("Play Akodo Gunsō from hand")
    s.assert_not_legal("Play Test Legend")


def test_rrg_keyword_legendary_predicates():
    """"Legendary X": fate cannot be added; no put into play by effects; dynasty phase only."""
    s = Scenario()
    s.player(0, characters=[dict(name="test-legendary-2", fate=2), "Akodo Gunsō"], hand=["test-legendary-0"])
    s.player(1)
    g = s.build()
    st = g.state
    leg, gunso = s.card("test-legendary-2"), s.card("Akodo Gunsō")
    assert keywords.legendary(st, leg) == 2 and keywords.legendary(st, gunso) is None
    assert not keywords.can_add_fate(st, leg) and keywords.can_add_fate(st, gunso)
    hand = s.card("test-legendary-0")
    st.phase = "dynasty"
    assert keywords.may_enter_play(g, hand, played=True)
    assert not keywords.may_enter_play(g, hand, played=False)  # put into play by a card effect
    st.phase = "conflict"
    assert not keywords.may_enter_play(g, hand, played=True)
    assert keywords.may_enter_play(g, s.card("Akodo Gunsō"), played=False)


def test_rrg_keyword_legendary_place_fate_effect_adds_nothing():
    """"Legendary X": fate cannot be added to the card, whatever the source."""
    s = Scenario()
    s.player(0, characters=[dict(name="test-legendary-2", fate=2), "Eager Scout"])
    s.player(1)
    s.start("draw")
    s.pick("bid 1")
    s.pick("bid 1")
    resolve_now(s, ev("place_fate", card=s.uid("test-legendary-2"), amount=1))
    assert s.card("test-legendary-2").fate == 2


# ------------------------------------------------------------------ Eminent
def _eminent_deck():
    d = default_deck("crab")
    d["provinces"][3] = "test-eminent"
    return d


def test_rrg_keyword_eminent_starts_faceup_and_cannot_be_the_stronghold_province():
    """"Eminent": not a legal stronghold province; starts the game faceup."""
    g = new_game([_eminent_deck(), default_deck("lion")], seed=3, first_player=0)
    st = g.state
    assert g.pending.context == "stronghold_province" and g.pending.player == 0
    labels = [o.label for o in g.pending.options]
    assert "Test Eminent Province" not in labels and len(labels) == 4
    g.answer(g.pending.options[0].id)
    g.answer(g.pending.options[0].id)  # player 1 chooses
    em = next(st.cards[u] for u in st.players[0].provinces if st.cards[u].cid == "test-eminent")
    assert not em.facedown and em.slot != 4
    assert all(st.cards[u].facedown for u in st.players[0].provinces if u != em.uid)
    assert keywords.may_be_stronghold_province(st.cards[st.players[0].provinces[0]])
    assert not keywords.can_turn_facedown(em) and not keywords.may_be_stronghold_province(em)


# ------------------------------------------------------------------ Rally
def test_rrg_keyword_rally_reveal_fills_same_province_faceup():
    """"Rally": revealing a rally card fills the same province faceup; that card is
    not revealed, so a second rally card does not fill again."""
    s = Scenario()
    s.player(0, provinces=provinces_with(2, [{"name": "test-rally", "facedown": True}]),
             dynasty_deck=["Eager Scout"] * 5 + ["test-rally"])
    s.player(1)
    g = s.build()
    st = g.state
    top = st.players[0].dynasty_deck[-1]
    assert keywords.reveal_dynasty_card(g, s.uid("test-rally"))
    slot = st.players[0].province_cards[2]
    assert len(slot) == 2 and slot[1] == top
    assert all(not st.cards[u].facedown for u in slot)
    assert len(st.players[0].dynasty_deck) == 5
    assert not keywords.reveal_dynasty_card(g, top)  # already faceup: not revealed again


def test_rrg_keyword_rally_ordinary_reveal_does_not_fill():
    """"Rally": a card without rally that is revealed does not fill its province."""
    s = Scenario()
    s.player(0, provinces=provinces_with(2, [{"name": "Eager Scout", "facedown": True}]))
    s.player(1)
    g = s.build()
    assert keywords.reveal_dynasty_card(g, s.uid("Eager Scout", zone="in_province"))
    assert len(g.state.players[0].province_cards[2]) == 1


def test_rrg_keyword_rally_in_1_2_reveal_dynasty_cards():
    """1.2 + "Rally": the framework reveal resolves Rally; both cards can be played."""
    s = Scenario()
    s.player(0, fate=3, provinces=provinces_with(2, [{"name": "test-rally", "facedown": True}]),
             dynasty_deck=["Akodo Gunsō"] * 3)
    s.player(1)
    s.start("dynasty")
    assert len(s.state.players[0].province_cards[2]) == 2
    s.assert_legal("Play Akodo Gunsō")
    s.assert_legal("Play Test Rallier")


# ------------------------------------------------------------------ Composure / Dire
def test_rrg_keyword_composure_active_while_bid_lower_than_an_opponents():
    """"Composure": active while your honor bid is lower than an opponent's."""
    s = Scenario()
    s.player(0, bid=1)
    s.player(1, bid=3)
    g = s.build()
    assert keywords.has_composure(g, 0) and not keywords.has_composure(g, 1)
    g.state.players[0].bid = 3
    assert not keywords.has_composure(g, 0) and not keywords.has_composure(g, 1)


def test_rrg_keyword_composure_after_the_draw_phase_bid():
    """"Composure" uses the dial set in 2.2 (open after 2.3)."""
    s = Scenario()
    s.player(0)
    s.player(1)
    s.start("draw")
    s.pick("bid 2")
    s.pick("bid 5")
    assert keywords.has_composure(s.game, 0) and not keywords.has_composure(s.game, 1)


def test_rrg_keyword_dire_active_while_no_fate():
    """"Dire": active while the character has no fate on it."""
    s = Scenario()
    s.player(0, characters=["test-dire", dict(name="Akodo Gunsō", fate=1)])
    s.player(1)
    s.build()
    assert keywords.dire(s.card("test-dire"))
    assert not keywords.dire(s.card("Akodo Gunsō"))
    s.card("test-dire").fate = 1
    assert not keywords.dire(s.card("test-dire"))


# ------------------------------------------------------------------ Support
def test_rrg_keyword_support_opponent_contributes_fate():
    """"Support": another player may help pay the fate cost."""
    s = Scenario()
    s.player(0, provinces=provinces_with(1, ["test-support"]))
    s.player(1)
    s.start("dynasty")  # both collect 7 fate: cost 4
    st = s.state
    st.players[0].fate = 1
    s.game.state.pending = None
    s.game.run()  # the window asks again with player 0 at 1 fate
    s.pick("Play Test Supported")
    assert s.game.pending.context == "support" and s.game.pending.player == 1
    s.pick("3 fate")
    assert s.card("test-support").zone == "play"
    assert "Player 2 supports Player 1 with 3 fate." in s.log
    # player 1 paid 1 of the 4; player 2 gave 3 of 7, then passed first (+1 fate, 1.4)
    assert "Player 2 passes first and gains 1 fate." in s.log
    assert (st.players[0].fate, st.players[1].fate) == (0, 7 - 3 + 1)


def test_rrg_keyword_support_not_enough_remains_unplayed_nothing_paid():
    """"Support": with too little support the card stays unplayed and no cost is paid."""
    s = Scenario()
    s.player(0, provinces=provinces_with(1, ["test-support"]))
    s.player(1)
    s.start("dynasty")
    st = s.state
    st.players[0].fate = 1
    s.game.state.pending = None
    s.game.run()
    s.pick("Play Test Supported")
    s.pick("2 fate")  # 1 + 2 < 4
    assert s.card("test-support").zone == "in_province"
    assert "Player 1 cannot pay for Test Supported: it remains unplayed." in s.log
    assert "Player 2 passes first and gains 1 fate." in s.log
    assert (st.players[0].fate, st.players[1].fate) == (1, 7 + 1)


def test_rrg_keyword_support_can_be_refused_when_affordable():
    """"Support": the player is never obliged to accept fate offered."""
    s = Scenario()
    s.player(0, provinces=provinces_with(1, ["test-support"]))
    s.player(1)
    s.start("dynasty")
    s.pick("Play Test Supported")
    s.pick("2 fate")
    assert s.game.pending.context == "support_accept"
    s.pick("Pay alone")
    s.pick("0 fate")  # the additional fate choice comes after paying the cost
    st = s.state
    assert "Player 2 passes first and gains 1 fate." in s.log  # the dynasty window went on
    assert s.card("test-support").zone == "play"
    assert (st.players[0].fate, st.players[1].fate) == (3, 7 + 1)  # player 2 paid nothing


# ------------------------------------------------------------------ Disguised
def _disguise_scenario(**p0):
    s = Scenario()
    s.player(0, fate=0, **p0)
    s.player(1, characters=["Matsu Berserker"])
    return s


def test_rrg_keyword_disguised_replaces_a_non_unique_character_of_the_trait():
    """"Disguised": play it by replacing a non-unique Courtier: cost reduced by its
    printed cost, it inherits attachments, fate and status; the other is discarded."""
    s = _disguise_scenario(hand=["test-disguised"],
                           characters=[dict(name="Doji Whisperer", fate=2, status="honored", bowed=True,
                                            attachments=["Ornate Fan"]), "Akodo Gunsō"])
    s.start("draw")
    s.pick("bid 1")
    s.pick("bid 1")
    st = s.state
    st.players[0].fate = 3
    s.game.state.pending = None
    s.game.run()
    s.assert_not_legal("disguised as Akodo Gunsō")  # not a Courtier
    s.pick("disguised as Doji Whisperer (3 fate)")  # 4 - 1
    new = s.card("test-disguised")
    old = s.card("Doji Whisperer")
    assert new.zone == "play" and not new.bowed
    assert new.fate == 2 and new.status == 1
    assert [FACTS[st.cards[a].cid].name for a in new.attachments] == ["Ornate Fan"]
    assert old.zone == "dynasty_discard" and old.fate == 0
    assert st.players[0].fate == 0
    assert st.players[0].honor == 10  # the status token moved: no honor for the discarded one


def test_rrg_keyword_disguised_enters_the_conflict_in_the_replaced_place():
    """"Disguised": it enters play where the replaced character was (participating)."""
    s = Scenario()
    s.player(0, fate=4, hand=["test-disguised"], characters=["Doji Whisperer"])
    s.player(1, characters=["Matsu Berserker"])
    s.conflict(attacker=0, type="political", ring="air", attackers=["Doji Whisperer"])
    s.start("3.2.2")
    advance = s.game.pending
    assert advance.context == "conflict_action"
    if advance.player != 0:
        s.pass_()
    s.pick("disguised as Doji Whisperer")
    new = s.card("test-disguised")
    assert new.uid in s.state.conflict.attackers
    assert s.uid("Doji Whisperer") not in s.state.conflict.attackers
