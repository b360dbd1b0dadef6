"""``g.view(p)``: what one player may see (Rules Reference "Facedown
Province", "Fill a Province", "Setup" 5-6, "Discard Piles", Appendix I 2.2
honor bid). Hands are private, decks are never shown in order, facedown
provinces are seen by their owner only, facedown dynasty cards by no one,
and another player's pending (secret) decision shows no detail."""

from __future__ import annotations

import json

from l5r.lcg.agents import RandomAgent
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game
from l5r.testing import Scenario

HAND0 = ["Banzai!", "Good Omen"]
DECK0 = ["Assassination", "Ornate Fan", "Fine Katana", "Fine Katana"]
DYN0 = ["Hida Kisada", "Eager Scout", "Eager Scout"]


def walk(node, key):
    """Every value stored under ``key`` anywhere in a view."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k == key:
                yield v
            yield from walk(v, key)
    elif isinstance(node, list):
        for x in node:
            yield from walk(x, key)


def text(view) -> str:
    return json.dumps(view)


def scenario(start: str = "draw") -> Scenario:
    s = Scenario(first_player=0)
    s.player(0, hand=HAND0, conflict_deck=DECK0, dynasty_deck=DYN0, provinces=[
        "Shameful Display",
        dict(name="Night Raid", facedown=False,
             cards=["Doji Whisperer", dict(name="Kakita Kaezin", facedown=True)]),
        "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])
    s.player(1, hand=["Steward of Law"], characters=["Eager Scout"])
    s.start(start)
    return s


def test_view_is_json_serializable_for_players_and_spectator():
    s = scenario()
    for viewer in (0, 1, None):
        v = s.game.view(viewer)
        assert json.loads(json.dumps(v)) == v


def test_opponents_hand_is_only_a_count():
    """Hands are private (only "Discard Piles" and play are open information)."""
    s = scenario()
    mine, theirs, spectator = s.game.view(0), s.game.view(1), s.game.view(None)
    assert [c["name"] for c in mine["players"][0]["hand"]] == HAND0
    for v in (theirs, spectator):
        assert v["players"][0]["hand"] == 2 and v["players"][0]["hand_size"] == 2
        assert not any(n in text(v) for n in HAND0)
    assert theirs["players"][1]["hand"][0]["name"] == "Steward of Law"
    assert "Steward of Law" not in text(mine)


def test_deck_order_is_never_shown():
    """Decks are counts only, for their owner too: no card of a deck appears."""
    s = scenario()
    st = s.state
    deck_uids = {u for pl in st.players for u in pl.conflict_deck + pl.dynasty_deck}
    for viewer in (0, 1, None):
        v = s.game.view(viewer)
        p0 = v["players"][0]
        assert p0["conflict_deck"] == len(DECK0) and p0["dynasty_deck"] == len(DYN0)
        assert not deck_uids & set(walk(v, "uid"))
        assert "Assassination" not in text(v) and "Ornate Fan" not in text(v)
        assert "Hida Kisada" not in text(v)


def test_facedown_province_seen_by_its_owner_only():
    """"Facedown Province": a player may look at their own facedown provinces;
    to anyone else it is only "a facedown province" (no name, id or uid)."""
    s = scenario()
    st = s.state
    mine = s.game.view(0)["players"][0]["provinces"]
    assert mine[0]["name"] == "Shameful Display" and mine[0]["facedown"] is True
    assert mine[4]["name"] == "Meditations on the Tao"
    for viewer in (1, None):
        provs = s.game.view(viewer)["players"][0]["provinces"]
        for slot in (0, 2, 3, 4):
            assert provs[slot] == {"facedown": True, "slot": slot, "broken": False, "cards": []}
        # the faceup province is in play and open to all
        assert provs[1]["name"] == "Night Raid" and provs[1]["strength"] >= 1
    hidden = [st.players[0].provinces[i] for i in (0, 2, 3, 4)]
    assert not set(hidden) & set(walk(s.game.view(1), "uid"))


def test_facedown_dynasty_cards_hidden_even_from_their_owner():
    """"Facedown Province" note / Setup 6: a player may not look at facedown
    dynasty cards in their provinces; faceup ones are open to all."""
    s = scenario()
    hidden_uid = s.uid("Kakita Kaezin", 0)
    for viewer in (0, 1, None):
        v = s.game.view(viewer)
        cards = v["players"][0]["provinces"][1]["cards"]
        assert cards[0]["name"] == "Doji Whisperer"
        assert cards[1] == {"facedown": True}
        assert "Kakita Kaezin" not in text(v)
        assert hidden_uid not in set(walk(v, "uid"))


def test_rrg_1_2_revealed_dynasty_cards_become_visible_to_all():
    """1.2: facedown dynasty cards are turned faceup; then everyone sees them."""
    s = scenario("dynasty")
    assert not s.card("Kakita Kaezin", 0).facedown
    for viewer in (0, 1, None):
        cards = s.game.view(viewer)["players"][0]["provinces"][1]["cards"]
        assert [c["name"] for c in cards] == ["Doji Whisperer", "Kakita Kaezin"]


def test_rrg_3_2_attacked_province_is_revealed_to_the_attacker():
    """"Facedown Province": a province is turned faceup when an attack is
    declared against it, so the attacker sees it from then on."""
    s = Scenario(first_player=1)
    s.player(0)
    s.player(1, characters=["Doji Whisperer"])
    g = s.start("conflict")
    assert g.view(1)["players"][0]["provinces"][2] == {
        "facedown": True, "slot": 2, "broken": False, "cards": []}
    s.declare("political", "air", province=2, attackers=["Doji Whisperer"])
    prov = g.view(1)["players"][0]["provinces"][2]
    assert prov["facedown"] is False and prov["name"] == "Ancestral Lands"


def test_rrg_2_2_pending_secret_bid_is_not_shown_to_the_opponent():
    """2.2: bids are secret until revealed together. The opponent sees only
    who is bidding; the first bid made stays hidden while the second is
    pending."""
    s = scenario()
    g = s.game
    assert g.pending.context == "honor_bid" and g.pending.player == 0
    own = g.view(0)["pending"]
    assert [o["label"] for o in own["options"]] == [f"bid {n}" for n in range(1, 6)]
    other = g.view(1)["pending"]
    assert other == {"player": 0, "kind": "choose_one", "context": "honor_bid", "secret": True}
    s.pick("bid 4")
    for viewer in (0, 1, None):
        v = g.view(viewer)
        assert [p["bid"] for p in v["players"]] == [0, 0]
        assert "bids" not in text(v) and "stack" not in v
    assert "options" not in g.view(0)["pending"]
    s.pick("bid 2")
    # revealed together (2.3): now both see both bids
    for viewer in (0, 1):
        assert [p["bid"] for p in g.view(viewer)["players"]] == [4, 2]


def test_setup_5_stronghold_province_choice_is_secret():
    """Setup 5: each player secretly selects their stronghold province. The
    other player sees no option and, after the choice, no change."""
    g = new_game([default_deck("crab"), default_deck("lion")], seed=4)
    p = g.pending.player
    q = 1 - p
    assert g.pending.context == "stronghold_province"
    assert g.view(q)["pending"] == {"player": p, "kind": "choose_one",
                                    "context": "stronghold_province", "secret": True}
    assert len(g.view(p)["pending"]["options"]) == 5
    before = g.view(q)["players"][p]
    g.answer(g.pending.ids()[2])
    assert g.pending.player == q and g.pending.context == "stronghold_province"
    assert g.view(q)["players"][p] == before
    assert all(set(pr) == {"facedown", "slot", "broken", "cards"} for pr in before["provinces"])


def test_opponents_open_decision_shows_no_options():
    """Options name the decider's hand cards (Setup 7 mulligan, action
    windows), so only the decider sees them; others see what is being decided."""
    g = new_game([default_deck("crane"), default_deck("dragon")], seed=6)
    agent = RandomAgent(6)
    while g.pending.context != "conflict_mulligan":
        g.answer(agent.choose(g.pending))
    p = g.pending.player
    hand_names = {o.label for o in g.pending.options}
    own = g.view(p)["pending"]
    assert {o["label"] for o in own["options"]} == hand_names
    other = g.view(1 - p)["pending"]
    assert "options" not in other and other["context"] == "conflict_mulligan"
    assert other["prompt"] == g.pending.prompt and other["secret"] is False


def test_random_games_never_leak_hidden_cards():
    """At every decision of a few random games, each player's view is JSON,
    shows the opponent's hand as its size, and names no card in a deck, in
    the opponent's hand, facedown on a province, or an opponent's facedown
    province."""
    for seed in range(4):
        g = new_game([default_deck("phoenix"), default_deck("scorpion")], seed=seed)
        agent = RandomAgent(seed)
        while not g.over:
            st = g.state
            hidden_all = {u for pl in st.players for u in pl.conflict_deck + pl.dynasty_deck}
            hidden_all |= {u for pl in st.players for slot in pl.province_cards for u in slot
                           if st.cards[u].facedown}
            for viewer in (0, 1):
                opp = st.players[1 - viewer]
                hidden = hidden_all | set(opp.hand) | {u for u in opp.provinces if st.cards[u].facedown}
                v = json.loads(json.dumps(g.view(viewer)))
                assert v["players"][1 - viewer]["hand"] == len(opp.hand)
                board = {k: x for k, x in v.items() if k != "pending"}
                assert not hidden & set(walk(board, "uid"))
            g.answer(agent.choose(g.pending))
