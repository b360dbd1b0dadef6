"""CCG games of three and four players (issue 16, item 4): setting up, attacks, elimination,
and the decisions of :mod:`l5r.ccg.multiplayer` (each numbered test below is one of its
numbered decisions).

Sections: Ivory "Player elimination", "Turn order", "Turns and turn order", "Start of game"
A-F, "Attack Phase", "Outside the game"; Diamond "How to Win", "Determining Who Starts",
"4. ATTACK PHASE" ("you can attack only one opponent per attack"), "4.1 DECLARATION SEGMENT".
"""

from __future__ import annotations

import pytest
from ccg_fixtures import fact, once

from l5r.ccg import invariants
from l5r.ccg import model as m
from l5r.ccg.editions import edition
from l5r.ccg.model import turn_order
from l5r.ccg.multiplayer import decks_for, names_for, passed_over
from l5r.ccg.setup import new_game
from l5r.ccg.state import HAND, HOME, PLAY, REMOVED, Card
from l5r.ccg.testing import Table
from l5r.ccg.victory import lose
from l5r.ccg.vocab import Ability, CardDef
from l5r.engine.agents import RandomAgent, act
from l5r.testing import assert_copies_continue

EDITIONS = ("ivory", "celestial", "diamond")

fact("fx-mp-messenger", "Multiplayer Messenger", "strategy", focus=1)
# Multiplayer Messenger: Open: draw a card (a test card every player may play in any action round).
once(CardDef("fx-mp-messenger", abilities=(
    Ability(("open",), (lambda c: c.draw(1),), zone="hand", label="Open: draw a card"),)))


# ------------------------------------------------------------------ setting up
@pytest.mark.parametrize("ed", EDITIONS)
@pytest.mark.parametrize("n", [3, 4])
def test_every_player_sets_up_as_in_a_two_player_game(ed, n):
    """Ivory "Start of game" A-F (and Diamond "Determining Who Starts"; celestial "Setting Up
    The Game"): every player has four provinces filled face down and draws the starting hand;
    the player with the highest Family Honor starts and only he or she "goes first"."""
    g = new_game(decks_for(n), seed=3, edition=ed, names=names_for(n))
    st = g.state
    assert len(st.players) == n
    start = [m.stronghold_stat(st, p.index, "starting_honor") for p in st.players]
    assert [p.went_first for p in st.players].count(True) == 1 and st.players[st.first].went_first
    assert start[st.first] == max(start)
    for p in st.players:
        assert len(p.provinces) == 4 and all(pr.card >= 0 for pr in p.provinces)
        if p.index != st.first:  # (the first player may already have acted)
            assert len(p.hand) == edition(ed).starting_hand
    assert st.active == st.first


def test_the_seats_use_the_two_embedded_decks_in_turn():
    """Only Lion and Dragon are embedded: seats alternate, so two players may use the same deck
    list, each with his or her own copies (``multiplayer.decks_for``)."""
    g = new_game(decks_for(4), seed=1)
    st = g.state
    assert [p.clan for p in st.players] == ["lion", "dragon", "lion", "dragon"]
    owners = {}
    for c in st.cards:
        owners.setdefault(c.cid, set()).add(c.owner)
    assert any(owners[cid] == {0, 2} for cid in owners)  # the same card, owned by each Lion player
    with pytest.raises(ValueError, match="at least two players"):
        decks_for(1)


@pytest.mark.parametrize("ed", EDITIONS)
def test_turns_go_to_the_left_from_the_starting_player(ed):
    """Ivory "Turns and turn order": "Beginning with the starting player, and continuing in turn
    order (that is, proceeding to the left), each player takes a turn"."""
    g = new_game(decks_for(4), seed=2, edition=ed, first_player=2, max_turns=5)
    agents = [RandomAgent(i) for i in range(4)]
    seen = []
    while not g.over:
        if not seen or seen[-1][0] != g.state.turn:
            seen.append((g.state.turn, g.state.active))
        act(g, agents[g.pending.player])
    assert [p for _, p in seen] == [2, 3, 0, 1, 2]


# ------------------------------------------------------------------ attacks
def test_the_active_player_may_attack_any_one_other_player_still_in_the_game():
    """Diamond "4. ATTACK PHASE": "attack one other player of your choice"; "you can attack only
    one opponent per attack". Ivory "Attack Phase": the other player is the Defender. An
    eliminated player cannot be attacked."""
    t = Table("ivory", decks=decks_for(4))
    st = t.state
    t.start({"step": "ccg.attack"})
    assert t.pending.context == "attack"
    assert sorted(o.id for o in t.pending.options) == ["none", "p1", "p2", "p3"]
    t.state.pending = None
    lose(t.g, 2, "dishonor")
    t.start({"step": "ccg.attack"})
    assert sorted(o.id for o in t.pending.options) == ["none", "p1", "p3"]
    t.pick("p1")  # (decks: Lion, Dragon, Lion, Dragon)
    assert st.attack["attacker"] == 0 and st.attack["defender"] == 1
    assert st.attack["battlefields"] == [p.pid for p in st.players[1].provinces]


def test_only_the_attacker_and_the_defender_assign_without_allies_in_ivory():
    """Decision 8: the ivory rules define "Ally" only as "a term used in the multiplayer rules",
    so a third player is not invited and does not assign units; Diamond 4.1 offers invitations."""
    for ed, invited in (("ivory", False), ("celestial", False), ("diamond", True)):
        t = Table(ed, decks=decks_for(3))
        for p in range(3):
            t.put("Matsu Benika", p)
        t.start({"step": "ccg.attack"})
        t.pick("p1")
        asked = []
        while t.pending is not None and t.pending.context in ("invite", "assign"):
            asked.append((t.pending.context, t.pending.player))
            if t.pending.context == "invite":
                t.g.answer([])
            else:
                t.pick("Keep the remaining units home")
        assert (("invite", 0) in asked) is invited
        assert ("assign", 2) not in asked and ("assign", 0) in asked and ("assign", 1) in asked


def test_a_battle_goes_to_the_left_from_the_defender_among_the_players_in_the_game():
    """Ivory "Turn order": "If an effect alters which player goes first in an action round
    (for example, taking Battle actions in a battle), turn order proceeds leftwards from him or
    her"; the Defender acts first in a battle (Ivory "Action Round", Combat Segment)."""
    t = Table("ivory", decks=decks_for(4))
    a, d = t.put("Matsu Benika", 2), t.put("Togashi Konishi", 3)
    t.state.active = 2
    t.open_battle([a], [d], attacker=2, defender=3)
    assert turn_order(t.state, 3) == [3, 0, 1, 2]


def test_enemy_means_the_opposing_side_of_the_battle_not_every_other_player():
    """Ivory "Enemy": "the player on the opposing side to the player of reference during a
    battle (also, the 'enemy leader'), and ... cards in units he or she controls"; "Leader":
    "The Attacker or Defender in a battle ... more relevant to the multiplayer rules". A third
    player is no side of the battle: he has no enemy there, and his units are nobody's enemy."""
    t = Table("ivory", decks=decks_for(3))
    st = t.state
    a, d, third = t.put("Matsu Benika", 0), t.put("Togashi Konishi", 1), t.put("Akodo Masao", 2)
    pid = t.open_battle([a], [d], attacker=0, defender=1)
    assert m.enemy_side(st, 0) == f"d{pid}" and m.enemy_side(st, 1) == f"a{pid}"
    assert m.enemy_side(st, 2) is None
    assert m.location(st, third) == HOME  # (not in either army)


# ------------------------------------------------------------------ elimination
def _created(st, owner: int, controller: int, host: int) -> int:
    uid = len(st.cards)
    st.cards.append(Card(uid, "created", owner, controller, PLAY, created={"type": "follower", "force": 1},
                         attached_to=host, face_up=True))
    st.cards[host].attachments.append(uid)
    return uid


@pytest.mark.parametrize("ed", EDITIONS)
def test_decision_1_the_eliminated_players_cards_leave_the_game(ed):
    """Ivory "Player elimination": "all cards from the eliminated player's play deck are
    removed from the game (regardless of who controls them), all created cards under his
    control are removed from the game, all his remaining Provinces leave the game (without
    literally being destroyed) ... his created cards that are controlled by other players,
    remain in play". Diamond "How to Win": removed "along with all cards he owns" (his created
    cards too). Celestial defers to the online (ivory) rules."""
    t = Table(ed, decks=decks_for(3), keep=True)
    st = t.state
    mine = t.put("Matsu Benika", 1)  # player 1's, in play
    taken = t.put("Togashi Konishi", 1)
    st.cards[taken].controller = 0  # player 1's card under player 0's control
    host0, host1 = t.put("Matsu Benika", 0), mine
    own_created_elsewhere = _created(st, 1, 0, host0)  # his created card, controlled by player 0
    other_created_his = _created(st, 0, 1, host1)  # player 0's created card under his control
    in_hand = st.players[1].hand[0]
    pids = [p.pid for p in st.players[1].provinces]
    lose(t.g, 1, "dishonor")
    assert st.players[1].lost and st.winner is None
    for u in (mine, taken, in_hand, other_created_his):
        assert st.cards[u].zone == REMOVED, u
    assert st.cards[in_hand].face_up  # Ivory "Outside the game": removed cards become face-up
    assert not any(c.owner == 1 and not c.created and c.zone != REMOVED for c in st.cards)
    assert st.players[1].provinces == [] and not st.players[1].hand
    assert all(m.province_by_id(st, pid) is None for pid in pids)
    assert not any("destroy" in line for line in st.log[-3:])  # left the game, not destroyed
    if edition(ed).elimination == "owned":  # Diamond: all cards he owns
        assert st.cards[own_created_elsewhere].zone == REMOVED
        assert own_created_elsewhere not in st.cards[host0].attachments
    else:
        assert st.cards[own_created_elsewhere].zone == PLAY
        assert own_created_elsewhere in st.cards[host0].attachments


def test_decision_2_borrowed_cards_go_home_to_their_owners_and_orphaned_attachments_are_discarded():
    """Decision 2: a card the eliminated player controlled but did not own returns to its
    owner's control at home; another player's attachment on a card that left is discarded."""
    t = Table("ivory", decks=decks_for(3))
    st = t.state
    borrowed = t.put("Matsu Benika", 0)
    st.cards[borrowed].controller = 2
    st.cards[borrowed].loc = "a5"
    his = t.put("Togashi Konishi", 2)
    sword = t.put("Scout Armor", 0, host=his)  # player 0's Item on player 2's Personality
    lose(t.g, 2, "dishonor")
    c = st.cards[borrowed]
    assert c.zone == PLAY and c.controller == 0 and c.loc == HOME
    assert st.cards[sword].zone == "fate_discard" and sword in st.players[0].fate_discard


def test_decision_3_the_imperial_favor_becomes_uncontrolled():
    t = Table("ivory", decks=decks_for(3))
    t.state.favor = 1
    lose(t.g, 1, "dishonor")
    assert t.state.favor == -1
    t.state.favor = 0
    lose(t.g, 2, "dishonor")
    assert t.state.winner == 0 and t.state.favor == 0  # the last player wins; nothing leaves


def test_the_game_ends_when_one_player_remains():
    """Ivory "Military loss/victory" and "Player elimination": a losing player leaves while two
    or more remain; the last remaining player wins."""
    t = Table("ivory", decks=decks_for(4))
    st = t.state
    lose(t.g, 3, "military")
    lose(t.g, 0, "dishonor")
    assert st.winner is None and [p.lost for p in st.players] == [True, False, False, True]
    lose(t.g, 1, "military")
    assert st.winner == 2 and st.victory == "military"


@pytest.mark.parametrize("ed", EDITIONS)
def test_decision_4_an_eliminated_active_player_s_turn_ends_after_the_phase_without_a_draw(ed):
    """Decision 4: player 0 loses in his own Action Phase; the phase ends without him (player 2
    still acts in it), no further phase, no end-of-turn draw; player 1's turn begins."""
    t = Table(ed, decks=decks_for(3))
    st = t.state
    for p in range(3):
        t.put("Multiplayer Messenger", p, HAND)
    t.start_turn(0, "action")
    turn = st.turn
    assert st.active == 0 and st.phase == "action" and t.pending.player == 0
    lose(t.g, 0, "dishonor")
    t.g.answer("pass", run=False)  # (his answer to the decision already asked)
    phases, asked = [], []

    def watch(g) -> bool:
        if not phases or phases[-1] != (g.state.turn, g.state.phase):
            phases.append((g.state.turn, g.state.phase))
        return False

    while st.turn == turn:
        t.g.run(until=watch)
        if st.turn == turn and t.pending is not None:
            asked.append(t.pending.player)
            t.g.answer("pass", run=False)
    assert 0 not in asked and 2 in asked
    assert [ph for k, ph in phases if k == turn] == ["action"]
    assert st.active == 1 and st.turn == turn + 1
    assert not any(e.get("name") == "draw" and e.get("player") == 0 for fr in st.stack for e in fr.get("events", ()))


def test_decision_5_an_eliminated_player_gets_no_opportunities():
    """Decision 5 (and Ivory "Turn order"): an action round goes on among the remaining players,
    also one that opened before player 1 left (his seat is in its order)."""
    t = Table("diamond", decks=decks_for(3))
    for p in (0, 2):
        t.put("Multiplayer Messenger", p, HAND)
    t.open_action(0)
    assert t.state.stack[-1]["order"] == [0, 1, 2]
    lose(t.g, 1, "dishonor")
    t.put("Multiplayer Messenger", 1, HAND)  # (as if an effect had put a card in his hand)
    asked = []
    while t.pending is not None and len(asked) < 6:
        asked.append(t.pending.player)
        t.pass_()
    assert 1 not in asked and asked[:2] == [0, 2]


def test_an_attacker_eliminated_mid_battles_the_player_to_his_left_orders_the_rest():
    """Ivory "Player elimination": "If an attacker is eliminated in the middle of a series of
    battles, the player to his left determines the order remaining battles will resolve in."
    Seats 0-3; player 3 attacks player 1 and is eliminated: player 0 (to his left) chooses."""
    t = Table("ivory", decks=decks_for(4))
    st = t.state
    a = t.put("Matsu Benika", 3)
    t.open_battle([a], [], attacker=3, defender=1)
    st.attack["battlefields"] = [p.pid for p in st.players[1].provinces]  # four battles to fight
    lose(t.g, 3, "dishonor")
    while t.pending is not None and t.pending.context != "battlefield":
        t.pass_()
    assert t.pending.context == "battlefield" and t.pending.player == 0
    assert st.cards[a].zone == REMOVED


def test_decision_6_an_eliminated_defender_ends_the_attack_phase():
    """Decision 6: the Defender's provinces leave the game, so the battle being fought ends
    without resolution, no other battle is fought, units return home and attackers bow
    (Ivory "Attack Phase": "Any units still at battlefields return home, and if they were
    attacking they bow")."""
    t = Table("ivory", decks=decks_for(3))
    st = t.state
    a, helper = t.put("Matsu Benika", 0), t.put("Togashi Konishi", 1)
    pid = t.open_battle([a], [helper], attacker=0, defender=2)
    assert st.battle == pid
    lose(t.g, 2, "dishonor")
    assert st.cards[a].loc == HOME and st.cards[a].bowed
    assert st.cards[helper].loc == HOME and not st.cards[helper].bowed
    t.pass_all()
    assert st.battle == -1 and st.attack == {} and t.pending is None
    assert not any("resolution:" in line for line in st.log)


def test_decision_7_effects_until_an_eliminated_player_s_next_turn_end_when_his_seat_is_passed():
    """Ivory "Player elimination": "For effects that will end during some future turn of the
    eliminated player, end them after the previous remaining player's turn and before the next
    remaining player's turn." Player 1 leaves during his own turn: his "until my next turn"
    effect lasts through players 2, 3 and 0, and ends before player 2's next turn."""
    t = Table("ivory", decks=decks_for(4))
    st = t.state
    u = t.put("Matsu Benika", 0)
    st.lasting.append({"kind": "force", "card": u, "amount": 2, "until": "next_turn:1", "instance":
                       st.cards[u].instance, "action": False, "loc": HOME})
    base = m.force(st, u)
    st.active = 1
    lose(t.g, 1, "dishonor")
    assert passed_over(st, 1, 2) == [] and passed_over(st, 0, 2) == [1]
    agents = [RandomAgent(i) for i in range(4)]
    t.start_turn(2)
    seen = []
    while not t.g.over and len(seen) < 5:
        if not seen or seen[-1][0] != st.turn:
            seen.append((st.turn, st.active, any(e["until"] == "next_turn:1" for e in st.lasting)))
        act(t.g, agents[t.pending.player])
    assert [(p, alive) for _, p, alive in seen[:4]] == [(2, True), (3, True), (0, True), (2, False)]
    assert base >= 2


def test_a_hand_size_check_skips_an_eliminated_player():
    """Decision 4: no end-of-turn discarding for a player who left (his hand left the game; ten
    cards put there afterwards, as if by an effect, are not checked)."""
    t = Table("ivory", decks=decks_for(3))
    lose(t.g, 1, "dishonor")
    for _ in range(10):
        t.put("Scout Armor", 1, HAND)
    t.start({"step": "ccg.hand_size", "player": 1})
    assert t.pending is None
    t.start({"step": "ccg.hand_size", "player": 2})  # (the check can fail: a player in the game)
    for _ in range(10):
        t.put("Scout Armor", 2, HAND)
    t.start({"step": "ccg.hand_size", "player": 2})
    assert t.pending is not None and t.pending.context == "hand_size"


# ------------------------------------------------------------------ random games
def _left_the_game(g) -> None:
    """While the game goes on, every eliminated player has left it: no province, nothing in a
    hand, deck or in play (Ivory "Player elimination"; Diamond "How to Win")."""
    st = g.state
    if st.winner is not None:
        return
    for p in st.players:
        if p.lost:
            assert not p.provinces and not p.hand and not p.fate_deck and not p.dynasty_deck, p.index
            assert not any(c.owner == p.index and not c.created and c.zone != REMOVED for c in st.cards)
            assert not any(c.controller == p.index and c.zone == PLAY for c in st.cards)


def _random_game(ed: str, n: int, seed: int):
    g = new_game(decks_for(n), seed=seed, edition=ed, names=names_for(n), max_turns=50 * n)
    agents = [RandomAgent(seed * n + i) for i in range(n)]
    eliminated_early = False
    for _ in range(100_000):
        invariants.check(g)
        _left_the_game(g)
        if g.over:
            return g, eliminated_early
        act(g, agents[g.pending.player])
        eliminated_early |= g.state.winner is None and any(p.lost for p in g.state.players)
    raise AssertionError(f"seed {seed}: the game did not end")


@pytest.mark.parametrize("ed,n,seed", [(ed, n, seed) for ed in EDITIONS for n in (3, 4)
                                       for seed in range(3 if ed == "ivory" else 1)])
def test_random_multiplayer_games_end_and_copies_continue_identically(ed, n, seed):
    """Random bots play three- and four-player games to the end (a victory, or the limit of 50
    turns per player), the state invariants and the eliminated players checked after every
    decision; a deep copy and a JSON round trip taken mid-game continue identically
    (``l5r.testing.assert_copies_continue``)."""
    g, _ = _random_game(ed, n, seed)
    st = g.state
    assert st.victory in ("military", "honor", "dishonor", "enlightenment", "turn_limit")
    if st.victory == "military":  # the last remaining player wins
        assert [p.lost for p in st.players].count(False) == 1 and not st.players[st.winner].lost
    assert_copies_continue(g, lambda: new_game(decks_for(n), seed=seed, edition=ed, names=names_for(n),
                                               max_turns=50 * n), seed)


def test_random_multiplayer_games_eliminate_players_before_they_end():
    """The random games above do exercise elimination: in most of them a player leaves while
    the game goes on."""
    early = [_random_game("ivory", 4, seed)[1] for seed in range(3)]
    assert sum(early) >= 2
