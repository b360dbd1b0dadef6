"""The skirmish format, sentence by sentence (Rules Reference: every mention of "skirmish";
DECISIONS.md: "Skirmish numbers the Rules Reference leaves out").

Each test names the Rules Reference entry it checks ("RR <entry>: ..." in its docstring).
Positions are built with the test harness in the skirmish format (three province tokens, no
stronghold, no role) or are real games started with the embedded skirmish decks.
"""

from __future__ import annotations

import pytest

from l5r.engine.game import Game
from l5r.lcg import DeckError, invariants, new_game
from l5r.lcg.abilities import CardDef
from l5r.lcg.agents import RandomAgent, act
from l5r.lcg.deckbuilding import validate
from l5r.lcg.decks import CLANS, default_deck
from l5r.lcg.facts import PROVINCE_TOKEN, by_name
from l5r.lcg.game import RULES
from l5r.lcg.model import FACTS, province_strength
from l5r.lcg.vocab import Action, Duel, Target
from l5r.testing import Scenario, assert_copies_continue

SK = "skirmish"
WINDOWS = ("action", "conflict_action", "trigger")


def skirmish_game(seed: int = 1, clans: tuple[str, str] = ("crab", "lion"), **kw) -> Game:
    return new_game([default_deck(c, SK) for c in clans], seed=seed, format=SK, logging=True, **kw)


def through_setup(g: Game) -> Game:
    """Answer the setup's mulligans with no card."""
    while g.pending.context in ("dynasty_mulligan", "conflict_mulligan"):
        g.answer([])
    return g


def until(s: Scenario, context: str, player: int | None = None) -> None:
    """Pass the action windows (declare no defenders, resolve no ring effect) until ``player``'s
    decision of ``context``."""
    while not (s.game.pending.context == context and player in (None, s.game.pending.player)):
        assert s.game.pending.context in (*WINDOWS, "dynasty", "declare_defenders", "ring_effect"), \
            f"met {s.game.pending.context} before {context}"
        if s.game.pending.context == "ring_effect":
            s.pick("Do not resolve")
        else:
            s.pass_()


def names(s: Scenario, uids) -> list[str]:
    return [FACTS[s.state.cards[u].cid].name for u in uids]


# ---------------------------------------------------------------- deckbuilding
@pytest.mark.parametrize("clan", CLANS)
def test_rr_deckbuilding_skirmish_embedded_decks_are_legal(clan):
    """RR Deckbuilding (skirmish format): each embedded skirmish deck has no stronghold, role or
    province cards, 30-40 dynasty and conflict cards, 2 copies of a title at most, 6 influence
    at most, and two Core Sets hold its cards."""
    d = default_deck(clan, SK)
    assert d["clan"] == clan and not d["stronghold"] and not d["role"] and not d["provinces"]
    assert validate(d, format=SK, core_sets=2) == []
    assert 30 <= len(d["dynasty"]) <= 40 and 30 <= len(d["conflict"]) <= 40
    assert validate(d, format="stronghold", core_sets=None)  # not a stronghold deck


def test_rr_deckbuilding_skirmish_dynasty_cards_in_clan_or_neutral_and_a_single_splash_clan():
    """RR Deckbuilding (skirmish format): dynasty cards in-clan or neutral; conflict cards from a
    single other clan, with 6 influence; 2 copies per title (Deck Limits)."""
    d = default_deck("crab", SK)
    d["dynasty"][-1] = by_name("Doji Whisperer").id
    d["conflict"][-2:] = [by_name("Ready for Battle").id, by_name("Way of the Dragon").id]
    d["conflict"].append(by_name("Fine Katana").id)
    msgs = validate(d, format=SK, core_sets=None)
    assert any("dynasty card 'Doji Whisperer' is crane" in m for m in msgs)
    assert any("from 2 clans (dragon, lion)" in m for m in msgs)
    assert any("3 copies of 'Fine Katana'" in m and "at most 2" in m for m in msgs)


def test_rr_deckbuilding_skirmish_deck_lists_name_their_clan():
    """RR Deckbuilding (skirmish format): a skirmish deck list reads back with its clan; with no
    "Clan:" line, the clan of its dynasty cards."""
    from l5r.lcg.deckformats import canonical, read_fiveringsdb, read_text, write_fiveringsdb, write_text

    d = default_deck("phoenix", SK)
    text = write_text(d)
    assert "Clan: phoenix" in text and "Stronghold" not in text
    assert canonical(read_text(text)) == canonical(d)
    assert read_text(text.replace("Clan: phoenix\n", ""))["clan"] == "phoenix"
    db = write_fiveringsdb(d)
    assert db["format"] == SK and db["primary_clan"] == "phoenix"
    assert canonical(read_fiveringsdb(db)) == canonical(d)


def test_rr_rally_skirmish_a_deck_needs_30_non_rally_cards(monkeypatch):
    """RR Rally: a Rally card counts toward the maximum but not the minimum deck size, "at least
    40 (or 30 in the Skirmish format) non-Rally cards"."""
    import dataclasses

    rally = dataclasses.replace(by_name("Hida Guardian"), id="99-rally-guard", name="Rally Guard",
                                keywords=("rally",))
    monkeypatch.setitem(FACTS, rally.id, rally)
    d = default_deck("crab", SK)
    d["dynasty"] = [*d["dynasty"][:29], rally.id]
    assert validate(d, format=SK, core_sets=None) == [
        "Deckbuilding: the dynasty deck has 29 cards (not counting 1 Rally card); it needs at least 30"]
    d["dynasty"].append(by_name("Wandering Ronin").id)
    assert validate(d, format=SK, core_sets=None) == []


# ---------------------------------------------------------------- setup
def test_rr_setup_5_skirmish_three_province_tokens_no_stronghold_no_role():
    """RR Setup step 5, Stronghold, Role Cards: in the skirmish format each player places three
    province tokens (no stronghold province to choose), and there is no stronghold or role."""
    g = skirmish_game()
    assert g.pending.context == "dynasty_mulligan"  # no stronghold province decision
    st = g.state
    for pl in st.players:
        assert pl.stronghold == -1 and pl.role == -1
        assert [st.cards[u].cid for u in pl.provinces] == [PROVINCE_TOKEN.id] * 3
        assert [st.cards[u].slot for u in pl.provinces] == [0, 1, 2]
        # step 6: each province is filled facedown
        assert [len(cards) for cards in pl.province_cards] == [1, 1, 1]
        assert all(st.cards[cards[0]].facedown for cards in pl.province_cards)
    invariants.check(g)


def test_rr_setup_6_to_8_skirmish_mulligans_three_cards_and_six_honor():
    """RR Setup steps 6-8: the three provinces' cards may be mulliganed; each player draws and
    mulligans 3 conflict cards, and starts with 6 honor."""
    g = skirmish_game()
    d = g.pending
    assert d.context == "dynasty_mulligan" and len(d.options) == 3
    g.answer([d.options[0].id, d.options[2].id])
    g.answer([])
    d = g.pending
    assert d.context == "conflict_mulligan" and len(d.options) == 3
    g.answer([])
    g.answer([])
    st = g.state
    assert [len(pl.hand) for pl in st.players] == [3, 3]
    assert [pl.honor for pl in st.players] == [6, 6]
    assert [len([u for s in pl.province_cards for u in s]) for pl in st.players] == [3, 3]
    invariants.check(g)


def test_rr_skirmish_a_stronghold_deck_is_refused_with_a_clear_error():
    """RR Deckbuilding (skirmish format): "Do not include stronghold, role, or province cards":
    new_game refuses a stronghold-format deck in a skirmish game, and a skirmish deck in the
    stronghold format, naming what is wrong."""
    with pytest.raises(DeckError) as e:
        new_game([default_deck("crab"), default_deck("lion", SK)], format=SK)
    msg = str(e.value)
    assert "deck 1" in msg and "missing 'clan'" in msg and "a stronghold and a role and provinces" in msg
    assert "deck 2" not in msg
    with pytest.raises(DeckError, match=r"deck 2: \(a skirmish deck\? play it in the skirmish format\); "
                                        r"missing .provinces.; missing .stronghold."):
        new_game([default_deck("crab"), default_deck("lion", SK)])
    with pytest.raises(DeckError, match="unknown clan 'mantis'"):
        new_game([dict(default_deck("crab", SK), clan="mantis"), default_deck("lion", SK)], format=SK)
    with pytest.raises(ValueError, match="unknown format 'melee'"):
        new_game([default_deck("crab", SK), default_deck("lion", SK)], format="melee")


# ---------------------------------------------------------------- province tokens
def test_rr_provinces_skirmish_tokens_have_no_text_no_element_and_strength_3():
    """RR Provinces, Province Cards: province tokens have no game text, no element and 3 defense
    strength (a holding in the province still adds its bonus: "holdings provide their bonuses")."""
    assert PROVINCE_TOKEN.strength == 3 and PROVINCE_TOKEN.elements == () and PROVINCE_TOKEN.keywords == ()
    assert PROVINCE_TOKEN.id not in RULES.cards  # no game text
    s = Scenario(format=SK)
    s.player(0)
    s.player(1, provinces=[dict(cards=["Imperial Storehouse"]), {}, {}])
    s.start("draw")
    st = s.state
    strengths = [province_strength(st, st.cards[u]) for u in st.players[1].provinces]
    assert strengths == [4, 3, 3]  # Imperial Storehouse: +1 strength


def test_rr_facedown_province_skirmish_tokens_are_never_facedown_nor_revealed():
    """RR Facedown Province, Provinces: province tokens are never facedown or faceup and are
    never revealed: declaring a conflict against one reveals nothing, and the opponent sees it."""
    s = Scenario(format=SK, first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1)
    s.start("conflict")
    st = s.state
    assert not any(st.cards[u].facedown for pl in st.players for u in pl.provinces)
    seen = s.game.view(0)["players"][1]["provinces"]
    assert [p["name"] for p in seen] == ["Province token"] * 3 and [p["strength"] for p in seen] == [3] * 3
    until(s, "declare_conflict", 0)
    s.declare("military", "fire", province=1, attackers=["Matsu Berserker"])
    assert not any("revealed" in line for line in s.log)
    assert not st.cards[st.players[1].provinces[1]].facedown


# ---------------------------------------------------------------- dynasty phase
def test_rr_framework_1_3_skirmish_each_player_collects_6_fate():
    """DECISIONS.md (skirmish numbers): each player collects 6 fate in step 1.3."""
    g = through_setup(skirmish_game())
    assert [pl.fate for pl in g.state.players] == [6, 6]
    assert g.state.phase == "dynasty"


def test_rr_framework_1_2_skirmish_reveals_the_three_provinces_left_to_right():
    """RR 1.2: each facedown card in a province is turned faceup (the skirmish format has no
    stronghold province)."""
    s = Scenario(format=SK, first_player=0)
    s.player(0, provinces=[dict(cards=[dict(name="Hida Guardian", facedown=True)]),
                           dict(cards=[dict(name="Kaiu Envoy", facedown=True)]),
                           dict(cards=[dict(name="Moto Youth", facedown=True)])])
    s.player(1)
    s.start("dynasty")
    reveals = [line for line in s.log if "reveals" in line]
    assert reveals == ["Player 1 reveals Hida Guardian.", "Player 1 reveals Kaiu Envoy.",
                       "Player 1 reveals Moto Youth."]


def test_rr_event_cards_skirmish_no_action_events_from_hand_in_the_dynasty_phase():
    """RR Event Cards: in the skirmish format, event cards with action abilities cannot be played
    from a player's hand during the dynasty phase (attachments still can; in the stronghold
    format the same event can; in skirmish it can in the draw phase)."""
    def dynasty(fmt):
        s = Scenario(format=fmt, first_player=0)
        s.player(0, hand=["Levy", "Fine Katana"], characters=["Hida Guardian"])
        s.player(1, honor=10, fate=3)
        s.start("dynasty")
        return s

    s = dynasty("stronghold")
    s.assert_legal("Levy", context="dynasty")
    s = dynasty(SK)
    s.assert_not_legal("Levy", context="dynasty")
    s.assert_legal("Fine Katana", context="dynasty")
    until(s, "honor_bid")
    s.pick("bid 1")
    s.pick("bid 1")
    s.assert_legal("Levy", context="action")  # the draw phase's action window


def test_rr_framework_1_4_skirmish_first_passer_gains_no_fate():
    """DECISIONS.md (skirmish numbers): no fate for passing first in step 1.4."""
    g = through_setup(skirmish_game())
    before = [pl.fate for pl in g.state.players]
    g.answer("pass")
    assert [pl.fate for pl in g.state.players] == before
    assert not any("passes first" in line for line in g.state.log)


# ---------------------------------------------------------------- draw phase and duels
def test_rr_honor_dial_skirmish_bids_are_1_to_3():
    """RR Honor Dial, 2.2: players cannot select a number higher than 3."""
    s = Scenario(format=SK)
    s.player(0)
    s.player(1)
    s.start("draw")
    assert s.legal() == ["bid 1", "bid 2", "bid 3"]


@pytest.fixture
def duelist(monkeypatch):
    """Doji Challenger (a test host): "Action: duel a participating opponent's character
    (military); the winner is honored, the loser bowed"."""
    cid = by_name("Doji Challenger").id
    ab = Action(Duel("military", winner="honor", loser="bow"), conflict="any",
                target=Target(controller="opponent", where="participating"), text="duel")
    monkeypatch.setitem(RULES.cards, cid, CardDef(cid, (ab,)))


def duel(fmt: str, bid0: str, bid1: str) -> Scenario:
    s = Scenario(format=fmt, first_player=0)
    s.player(0, characters=["Doji Challenger"], honor=6)  # military 3
    s.player(1, characters=["Hida Guardian"], honor=6)  # military 1
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Challenger"], defenders=["Hida Guardian"])
    s.start("3.2.2")
    until(s, "conflict_action", 0)
    s.pick("Doji Challenger: duel")
    s.pick("Hida Guardian")
    assert s.game.pending.context == "honor_bid"
    if fmt == SK:  # RR D.3: no higher than 3 in skirmish
        assert s.legal() == ["bid 1", "bid 2", "bid 3"]
    s.pick(bid0)
    s.pick(bid1)
    return s


def test_rr_duel_d7_skirmish_higher_statistic_adds_1_to_its_bid(duelist):
    """RR D.7: in skirmish, the higher dueling statistic adds 1 to its bid; the other's total is
    its bid alone. Military 3 bidding 1 against military 1 bidding 3: 2 against 3, the lower
    statistic wins (in the stronghold format: 4 against 4, a tie)."""
    s = duel(SK, "bid 1", "bid 3")
    assert "Duel totals 2-3: Hida Guardian wins." in s.log
    assert "Hida Guardian is honored." in s.log and "Doji Challenger bows." in s.log
    t = duel("stronghold", "bid 1", "bid 3")
    assert "Duel totals 4-4: a tie." in t.log


def test_rr_duel_d7_skirmish_equal_statistics_add_nothing(duelist):
    """RR D.7: with equal statistics no one adds 1; the higher bid wins."""
    s = Scenario(format=SK, first_player=0)
    s.player(0, characters=["Doji Challenger"], honor=10)
    s.player(1, characters=["Brash Samurai"], honor=10)  # military 2 (+0); Challenger military 3
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Challenger"], defenders=["Brash Samurai"])
    s.start("3.2.2")
    until(s, "conflict_action", 0)
    s.pick("Doji Challenger: duel")
    s.pick("Brash Samurai")
    s.pick("bid 2")
    s.pick("bid 2")
    assert "Duel totals 3-2: Doji Challenger wins." in s.log


# ---------------------------------------------------------------- conflict phase
def test_rr_conflict_opportunities_skirmish_one_conflict_of_either_type():
    """RR 3.2 Declare conflict: in the skirmish format each player is granted one opportunity to
    declare a conflict of either type."""
    s = Scenario(format=SK, first_player=0)
    s.player(0, characters=["Doji Challenger", "Hida Guardian"])
    s.player(1, characters=["Moto Youth"])
    s.start("conflict")
    assert [pl.conflict_opps for pl in s.state.players] == [1, 1]
    until(s, "declare_conflict", 0)
    types = {o.data["type"] for o in s.game.pending.options if o.data}
    assert types == {"military", "political"}
    s.declare("political", "air", province=0, attackers=["Doji Challenger"])
    assert s.state.players[0].conflict_opps == 0
    until(s, "declare_conflict", 1)
    s.pass_()  # player 2 passes their one opportunity
    while s.game.pending is not None and s.state.phase == "conflict":
        assert s.game.pending.context != "declare_conflict"  # player 1 has no second conflict
        s.pass_()


def test_rr_unopposed_skirmish_costs_no_honor():
    """RR Unopposed, 3.2.4: the honor loss for an unopposed conflict is for the stronghold (and
    team conquest) format only."""
    s = Scenario(format=SK, first_player=0)
    s.player(0, characters=["Matsu Berserker"], honor=8)
    s.player(1, honor=8)
    s.conflict(attacker=0, type="military", ring="fire", province=0, attackers=["Matsu Berserker"])
    s.start("3.2.2")
    while s.state.conflict is not None and s.game.pending.context in WINDOWS:
        s.pass_()
    assert s.state.conflict.unopposed
    assert s.state.players[1].honor == 8


def test_rr_provinces_skirmish_a_token_breaks_at_3():
    """RR Provinces (strength 3), 3.2.5: winning by 3 breaks a province token."""
    s = Scenario(format=SK, first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1)
    s.conflict(attacker=0, type="military", ring="void", province=2, attackers=["Matsu Berserker"])
    s.start("3.2.2")
    while s.state.conflict is not None and s.game.pending is not None and s.game.pending.context in WINDOWS:
        s.pass_()
    st = s.state
    assert [st.cards[u].broken for u in st.players[1].provinces] == [False, False, True]
    assert "Province token (Player 2) is broken." in s.log


def test_rr_imperial_favor_skirmish_claimed_without_a_side_and_counts_in_every_conflict():
    """RR Imperial Favor: in the skirmish format the favor is not set to a side; its +1 applies to
    each conflict in which its bearer has a participating character, of either type."""
    s = Scenario(format=SK, first_player=0)
    s.player(0, characters=["Doji Challenger"])
    s.player(1)
    s.start("3.4")
    assert s.state.favor == {"player": 0, "side": ""}  # no side chosen
    assert "Player 1 claims the Imperial Favor." in s.log
    for ctype in ("military", "political"):
        t = Scenario(format=SK, first_player=0)
        t.favor(0, "")
        t.player(0, characters=["Doji Challenger"])
        t.player(1, characters=["Brash Samurai"])
        t.conflict(attacker=0, type=ctype, ring="air", attackers=["Doji Challenger"], defenders=["Brash Samurai"])
        t.start("3.2.2")
        assert t.game.view(0)["conflict"]["skill"] == [3 + 1, 2 if ctype == "military" else 1]


def test_rr_ring_effects_skirmish_air_takes_1_honor_only():
    """RR Ring Effects (skirmish): Air: take 1 honor from your opponent (no gaining 2)."""
    s = ring_won("air")
    assert s.legal() == ["Take 1 honor from your opponent", "Do not resolve the ring effect"]
    s.pick("Take 1 honor")
    assert [pl.honor for pl in s.state.players] == [9, 7]


def test_rr_ring_effects_skirmish_earth_draw_or_discard():
    """RR Ring Effects (skirmish): Earth: either draw 1 card or discard 1 random card from your
    opponent's hand."""
    s = ring_won("earth", p1=dict(hand=["Banzai!", "Rout"]))
    assert s.legal() == ["Draw 1 card", "Discard 1 random card from your opponent's hand",
                         "Do not resolve the ring effect"]
    s.pick("Draw 1 card")
    assert len(s.state.players[0].hand) == 1 and len(s.state.players[1].hand) == 2
    t = ring_won("earth", p1=dict(hand=["Banzai!", "Rout"]))
    t.pick("Discard 1 random")
    assert len(t.state.players[0].hand) == 0 and len(t.state.players[1].hand) == 1


def test_rr_ring_effects_skirmish_water_home_character_with_1_fate_or_fewer():
    """RR Ring Effects (skirmish): Water: choose a character in any player's home area with 1 or
    fewer fate and ready or bow it (not a participating one, not one with 2 fate)."""
    s = ring_won("water", home0=[dict(name="Kaiu Envoy", bowed=True, fate=1)],
                 home1=[dict(name="Moto Youth", fate=1), dict(name="Seppun Guardsman", fate=2)])
    assert s.legal() == ["Ready Kaiu Envoy", "Bow Moto Youth", "Do not resolve the ring effect"]
    s.pick("Bow Moto Youth")
    assert s.card("Moto Youth").bowed


def ring_won(ring: str, *, home0: list = (), home1: list = (), p0: dict | None = None,
             p1: dict | None = None) -> Scenario:
    """Player 1 wins a defended military conflict 3-1 at a token (strength 3: not broken);
    stop at the ring effect."""
    s = Scenario(format=SK, first_player=0)
    s.player(0, **{"characters": ["Matsu Berserker", *home0], "honor": 8, **(p0 or {})})
    s.player(1, **{"characters": ["Hida Guardian", *home1], "honor": 8,
                   "provinces": [dict(cards=["Imperial Storehouse"]), {}, {}], **(p1 or {})})
    s.conflict(attacker=0, type="military", ring=ring, province=0, attackers=["Matsu Berserker"],
               defenders=["Hida Guardian"])
    s.start("3.2.2")
    while s.game.pending is not None and s.game.pending.context in WINDOWS:
        s.pass_()
    assert s.game.pending.context == "ring_effect"
    return s


# ---------------------------------------------------------------- fate phase
def test_rr_framework_4_4_skirmish_no_fate_on_rings():
    """RR 4.4, Rings: placing fate on the unclaimed rings is skipped in skirmish."""
    s = Scenario(format=SK)
    s.player(0)
    s.player(1)
    s.start("fate")
    assert all(r.fate == 0 for r in s.state.rings.values())
    assert not any("fate is placed on each unclaimed ring" in line for line in s.log)


def test_rr_framework_4_6_skirmish_broken_province_cards_stay_unless_discarded():
    """RR 4.6: in skirmish players do not discard faceup cards in broken provinces unless they
    choose to; the cards discarded are replaced (the three provinces refill)."""
    s = Scenario(format=SK, first_player=0)
    s.player(0, provinces=[dict(broken=True, cards=["Moto Youth"]), dict(cards=["Kaiu Envoy"]),
                           dict(broken=True, cards=["Hida Guardian"])])
    s.player(1)
    s.start("4.6")
    assert s.game.pending.context == "discard_from_provinces"
    assert s.legal() == ["Moto Youth", "Kaiu Envoy", "Hida Guardian"]
    s.pick_many("Hida Guardian")
    pl = s.state.players[0]
    assert names(s, pl.province_cards[0]) == ["Moto Youth"] and names(s, pl.province_cards[1]) == ["Kaiu Envoy"]
    assert len(pl.province_cards[2]) == 1 and s.card("Hida Guardian", 0).zone == "dynasty_discard"


def test_rr_framework_4_5_skirmish_readies_with_no_stronghold():
    """RR 4.5: each bowed card in play readies (there is no stronghold to ready in skirmish)."""
    s = Scenario(format=SK)
    s.player(0, characters=[dict(name="Hida Guardian", bowed=True, fate=1)])
    s.player(1)
    s.start("4.5")
    assert not s.card("Hida Guardian").bowed


# ---------------------------------------------------------------- running out, victory
def test_rr_running_out_of_cards_skirmish_dynasty_deck_costs_3_honor():
    """DECISIONS.md (skirmish numbers): running out of the dynasty deck costs 3 honor."""
    s = Scenario(format=SK, first_player=0)
    s.player(0, honor=7, dynasty_deck=[], dynasty_discard=["Moto Youth"],
             provinces=[{}, dict(cards=["Kaiu Envoy"]), dict(cards=["Hida Guardian"])])
    s.player(1)
    s.start("4.6")
    s.pass_()  # discards nothing; province 1 is refilled
    assert s.state.players[0].honor == 4
    assert "Player 1 runs out of their dynasty deck and loses 3 honor." in s.log


def test_rr_winning_the_game_skirmish_all_three_provinces_broken():
    """RR Winning the Game (skirmish): if all three of a player's provinces are broken, that
    player is eliminated (two broken provinces are not enough)."""
    def attack(broken: list[bool]) -> Scenario:
        s = Scenario(format=SK, first_player=0)
        s.player(0, characters=["Matsu Berserker"])
        s.player(1, provinces=[dict(broken=b) for b in broken])
        s.conflict(attacker=0, type="military", ring="void", province=broken.index(False),
                   attackers=["Matsu Berserker"])
        s.start("3.2.2")
        while s.game.pending is not None and s.game.pending.context in WINDOWS:
            s.pass_()
        return s

    s = attack([True, True, False])
    assert s.state.winner == 0 and s.state.victory == "conquest"
    t = attack([True, False, False])
    assert t.state.winner is None


def test_rr_winning_the_game_skirmish_12_honor_wins():
    """RR Winning the Game (skirmish): the first player to have 12 or more honor wins."""
    s = ring_won("air", p0=dict(honor=11))
    s.pick("Take 1 honor")
    assert s.state.winner == 0 and s.state.victory == "honor"
    t = ring_won("air", p0=dict(honor=10))
    t.pick("Take 1 honor")
    assert t.state.winner is None


def test_rr_winning_the_game_skirmish_0_honor_is_eliminated():
    """RR Winning the Game (skirmish): a player with 0 honor is eliminated."""
    s = ring_won("air", p1=dict(honor=1))
    s.pick("Take 1 honor")
    assert s.state.winner == 0 and s.state.victory == "dishonor"


# ---------------------------------------------------------------- whole games
#: random games of the suite (about 0.1 s each, every ordered pair of clans twice)
GAMES = 100


def play_random(seed: int) -> Game:
    a, b = CLANS[seed % 7], CLANS[(seed % 7 + 1 + (seed // 7) % 6) % 7]
    g = skirmish_game(seed, (a, b))
    agents = [RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2)]
    for _ in range(20_000):
        invariants.check(g)
        if g.over:
            return g
        act(g, agents[g.pending.player])
    raise AssertionError(f"seed {seed}: no victory")


@pytest.mark.parametrize("seed", range(GAMES))
def test_rr_winning_the_game_skirmish_random_games_end_in_victory_and_copies_continue(seed):
    """RR Winning the Game (skirmish format): random skirmish games keep the invariants after
    every decision and end with a skirmish victory (12 honor, 0 honor, three provinces broken);
    a deep copy and a JSON round trip at random decisions continue identically."""
    g = play_random(seed)
    st = g.state
    assert st.winner in (0, 1)
    loser = st.players[1 - st.winner]
    if st.victory == "honor":
        assert st.players[st.winner].honor >= 12
    elif st.victory == "dishonor":
        assert loser.honor == 0
    else:
        assert st.victory == "conquest" and all(st.cards[u].broken for u in loser.provinces)
    assert_copies_continue(g, lambda: new_game(list(st.config["decks"]), seed=seed, format=SK, logging=True), seed)


def test_rr_skirmish_bots_play_skirmish_games():
    """The heuristic bot (and the others, by the same interface) plays skirmish games to a
    skirmish victory, seeing only its redacted view."""
    from l5r.lcg.simulate import LCGMatch

    r = LCGMatch("crane", "scorpion", ("heuristic", "random"), format=SK, check=True).play(3)
    assert r.finished and r.result in ("honor", "dishonor", "conquest")
    assert LCGMatch(format=SK).columns()["format"] == SK


# ---------------------------------------------------------------- the command line
def test_cli_format_choices_are_the_engines_formats():
    """``--format`` offers the formats ``new_game`` plays (one list to extend)."""
    from l5r.cli import LCG_FORMATS
    from l5r.lcg.setup import FORMATS

    assert LCG_FORMATS == FORMATS


def test_cli_simulate_format_skirmish_plays_skirmish_games(tmp_path):
    """``l5r lcg simulate --format skirmish`` plays the embedded skirmish decks to skirmish
    victories (RR Winning the Game, skirmish format), checked after every decision."""
    import json

    from click.testing import CliRunner

    from l5r.cli import main

    out = tmp_path / "rows.csv"
    r = CliRunner().invoke(main, ["lcg", "simulate", "--format", SK, "--games", "4", "--json", "--check",
                                  "--workers", "1", "--out", str(out)])
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout.strip().splitlines()[-1])
    assert d["finished"] == 4 and set(d["victories"]) <= {"honor", "dishonor", "conquest"}
    assert "skirmish" in out.read_text().splitlines()[1]
    r = CliRunner().invoke(main, ["lcg", "simulate", "--format", "melee"])
    assert r.exit_code != 0 and "melee" in r.output


def test_cli_deck_format_skirmish(tmp_path):
    """``l5r lcg deck --format skirmish`` checks a deck list against the skirmish deckbuilding
    rules (RR Deckbuilding, skirmish format); a stronghold deck is not legal there."""
    from click.testing import CliRunner

    from l5r.cli import main
    from l5r.lcg.decks import deck_text

    sk, sh = tmp_path / "sk.txt", tmp_path / "sh.txt"
    sk.write_text(deck_text("dragon", SK))
    sh.write_text(deck_text("dragon"))
    r = CliRunner().invoke(main, ["lcg", "deck", str(sk), "--format", SK, "--core-sets", "2"])
    assert r.exit_code == 0 and "legal (skirmish format)" in r.output, r.output
    r = CliRunner().invoke(main, ["lcg", "deck", str(sh), "--format", SK])
    assert r.exit_code == 1 and "skirmish decks do not include stronghold cards" in r.output
    r = CliRunner().invoke(main, ["lcg", "deck", str(sk)])  # the stronghold format by default
    assert r.exit_code == 1 and "exactly 1 stronghold" in r.output
    r = CliRunner().invoke(main, ["lcg", "deck", str(sk), "--skirmish"])  # the older flag
    assert r.exit_code == 0, r.output


def test_cli_play_format_skirmish_shows_province_tokens():
    """``l5r lcg play --format skirmish``: the board shows the format, three province tokens
    (strength 3, no facedown province) and the one conflict opportunity."""
    from click.testing import CliRunner

    from l5r.cli import main

    r = CliRunner().invoke(main, ["lcg", "play", "--format", SK, "--plain", "--seed", "4", "--clan", "crab"],
                           input="0\n0\n0\n0\n")
    assert "your Crab skirmish deck" in r.output
    assert "skirmish format" in r.output
    assert r.output.count("Province 3: Province token, strength 3") >= 2
    assert "Province 4" not in r.output and "stronghold province" not in r.output
    assert "conflict opportunities" in r.output


def test_web_room_plays_the_skirmish_format():
    """The browser server offers the skirmish format: its embedded decks are the skirmish decks
    and its game has province tokens (RR Setup step 5, skirmish format)."""
    from l5r.web.rooms import Room

    room, _ = Room.create("lcg", {"format": SK}, [{"name": "Ann", "deck": {"embedded": "crab"}},
                                                 {"bot": "random", "deck": {"embedded": "lion"}}], seed=2, now=0.0)
    st = room.game.state
    assert st.config["format"] == SK and [d["clan"] for d in st.config["decks"]] == ["crab", "lion"]
    assert all(st.cards[u].cid == PROVINCE_TOKEN.id for pl in st.players for u in pl.provinces)
