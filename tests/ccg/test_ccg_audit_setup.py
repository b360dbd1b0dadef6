"""Rule audit, setting up and turn order per edition: the starting hand, the starting
Holdings, and turns and action rounds going to the left in a multiplayer game.

Sections: Ivory "Start of game" (steps A-F), "Turn order", "Turns and turn order", "Player
elimination"; celestial "Setting Up The Game" ("Starting Holdings", "The Hand"), "The Turn
Sequence"; Diamond "Setup", "Determining Who Starts", "3. ACTION PHASE" (clockwise), "How to
Win" (a losing player is removed from the game).
"""

import pytest
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.model import next_player, turn_order
from l5r.ccg.setup import new_game
from l5r.ccg.state import PLAY
from l5r.ccg.testing import Table
from l5r.ccg.victory import lose
from l5r.ccg.vocab import Ability, CardDef

fact("fx-audit-scribe", "Audit Scribe", "strategy", focus=1)
# Audit Scribe: Open: draw a card.
once(CardDef("fx-audit-scribe", abilities=(
    Ability(("open",), (lambda c: c.draw(1),), zone="hand", label="Open: draw a card"),)))

EDITIONS = ("ivory", "celestial", "diamond")


@pytest.mark.parametrize("ed,hand", [("ivory", 5), ("celestial", 6), ("diamond", 5)])
def test_starting_hand_per_edition(ed, hand):
    """Ivory "Start of game" E (five Fate cards); celestial "The Hand" (six); Diamond
    "Determining Who Starts" (five). The player going second has not drawn or played yet."""
    g = new_game(["lion", "dragon"], seed=1, edition=ed)
    second = 1 - g.state.first
    assert len(g.state.players[second].hand) == hand
    assert all(g.state.cards[u].zone == "hand" for u in g.state.players[second].hand)


@pytest.mark.parametrize("ed", EDITIONS)
def test_starting_holdings_only_in_celestial(ed):
    """celestial "Starting Holdings": each player starts with Border Keep in play; the player
    not going first also with Bamboo Harvesters, bowed (the first player's stays out of the
    game). Ivory "Start of game" and Diamond "Setup" have no starting Holdings (the embedded
    decks' Pre-Game Holdings are set aside)."""
    g = new_game(["lion", "dragon"], seed=1, edition=ed, first_player=0)
    st = g.state

    def in_play(player, title):
        return [c for c in st.cards if c.zone == PLAY and c.controller == player and m.title(st, c.uid) == title]

    keeps = [in_play(p, "Border Keep") for p in (0, 1)]
    harvesters = [in_play(p, "Bamboo Harvesters") for p in (0, 1)]
    if ed == "celestial":
        assert [len(k) for k in keeps] == [1, 1] and [len(h) for h in harvesters] == [0, 1]
        assert harvesters[1][0].bowed
    else:
        assert keeps == [[], []] and harvesters == [[], []]


@pytest.mark.parametrize("ed", EDITIONS)
def test_turns_and_action_rounds_go_to_the_left_skipping_eliminated_players(ed):
    """Ivory "Turn order" / "Turns and turn order" (to the left, from the active player);
    celestial "The Turn Sequence" (then the player to his or her left); Diamond "3. ACTION
    PHASE" (starting with the active player, clockwise). Seats 0, 1, 2: the next player to
    the left of 2 is 0; an eliminated player (Ivory "Player elimination"; Diamond "How to
    Win") takes no more turns and gets no opportunities."""
    t = Table(ed, decks=("lion", "dragon", "lion"))
    st = t.state
    assert [next_player(st, p) for p in (0, 1, 2)] == [1, 2, 0]
    assert turn_order(st, 1) == [1, 2, 0]
    for p in (0, 1, 2):
        t.put("Audit Scribe", p, "hand")
    t.open_action(2)
    asked = []
    while t.pending is not None and len(asked) < 3:
        asked.append(t.pending.player)
        t.pass_()
    assert asked == [2, 0, 1]
    lose(t.g, 1, "dishonor")
    assert st.players[1].lost and st.winner is None
    assert next_player(st, 0) == 2 and turn_order(st, 2) == [2, 0]
    t.open_action(2)
    asked = []
    while t.pending is not None and len(asked) < 2:
        asked.append(t.pending.player)
        t.pass_()
    assert asked == [2, 0] and t.pending is None
    # the eliminated player's cards leave play
    assert not any(c.zone == PLAY and c.owner == 1 for c in st.cards)


@pytest.mark.parametrize("ed", EDITIONS)
def test_each_turn_passes_to_the_left(ed):
    """Ivory "Start of game" F / celestial "The Turn Sequence" / Diamond "6. END PHASE" (bow
    to the next player): after a turn ends, the player to the left takes the next turn."""
    from l5r.engine.agents import RandomAgent, act
    g = new_game(["lion", "dragon", "lion"], seed=5, edition=ed, first_player=1, max_turns=4)
    seen = []
    agents = [RandomAgent(i) for i in range(3)]
    while not g.over:
        if not seen or seen[-1][0] != g.state.turn:
            seen.append((g.state.turn, g.state.active))
        act(g, agents[g.pending.player])
    order = [p for _, p in seen]
    assert not any(p.lost for p in g.state.players)
    assert order == [1, 2, 0, 1]
