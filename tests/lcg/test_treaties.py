"""Treaties and treaty cards in the enlightenment format (Rules Reference "Treaties", "Treaty
Cards", "Player Elimination"; :mod:`l5r.lcg.treaties`) and the project's decisions where the
rules leave the digital game to decide (:mod:`l5r.lcg.formats`, Decisions 21-23: the tests
named ``decision_N``). The treaty cards (the Clan War expansion, absent from the card data)
are defined here."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from l5r.cli import main
from l5r.engine.agents import act
from l5r.engine.game import Game
from l5r.engine.serial import CorruptState
from l5r.lcg import invariants
from l5r.lcg.agents import RandomAgent
from l5r.lcg.decks import CLANS, default_deck
from l5r.lcg.formats import ENLIGHTENMENT, eliminate, treaty_problems
from l5r.lcg.game import new_game
from l5r.lcg.hidden import after_determinize
from l5r.lcg.setup import DeckError
from l5r.lcg.state import Treaty, TreatyCard
from l5r.lcg.view import view
from l5r.testing import Scenario, assert_copies_continue

#: treaty cards of the tests' own (no card data has them)
BETRAYAL = {"name": "Test Betrayal", "effects": [["lose_honor", "breaker", "staked"], ["gain_honor", "other", 2]]}
REPARATIONS = {"name": "Test Reparations", "effects": [["lose_fate", "breaker", 1], ["draw", "other", 1]]}
TRUCE = {"name": "Test Truce", "effects": [["gain_fate", "other", 1]]}


def decks3(seed: int = 0) -> list[dict]:
    return [default_deck(CLANS[(seed + k) % 7]) for k in (0, 1, 3)]


def three(treaties: bool = True, deck: list[TreatyCard] | None = None, first_player: int = 0,
          p0=None, p1=None, p2=None) -> Scenario:
    s = Scenario(first_player=first_player, players=3, format=ENLIGHTENMENT)
    for i, spec in enumerate((p0, p1, p2)):
        s.player(i, **(spec or {}))

    def allow(g: Game) -> None:
        if treaties:
            g.state.config["treaties"] = True
        g.state.treaty_deck = list(deck or [])
    s.adjust(allow)
    return s


def begin(s: Scenario) -> None:
    """Start at the conflict phase, past the fate players with fate place on rings (4.7)."""
    s.start("conflict")
    while s.game.pending.context == "ring_fate":
        s.game.answer(s.game.pending.options[0].id)


def to_declaring(s: Scenario) -> None:
    """Every player passes the conflict phase's action window (3.1): the first player may
    declare a conflict."""
    while s.game.pending.context != "declare_conflict":
        s.pass_()


def card(spec: dict) -> TreatyCard:
    return TreatyCard(spec["name"], [list(e) for e in spec["effects"]])


def treaty_ids(s: Scenario) -> list[str]:
    return [o.id for o in s.game.pending.options if o.id.startswith("treaty:")]


def propose(s: Scenario, to: str, mine: str, theirs: str, until: str, value: int, accept: bool = True) -> None:
    """The pending player proposes a treaty through the real decisions."""
    s.pick(f"Propose a treaty to {to}")
    s.pick(mine)
    s.pick(theirs)
    s.pick(until)
    s.pick(f"Stake {value}")
    assert s.game.pending.context == "treaty_answer"
    s.pick("Accept the treaty" if accept else "Decline the treaty")


def with_treaty(s: Scenario, t: Treaty) -> None:
    s.adjust(lambda g: g.state.treaties.append(t))


# ---------------------------------------------------------------- making a treaty
def _treaty_options_seen(treaties: bool, seed: int = 2) -> int:
    g = new_game(decks3(seed), seed=seed, format=ENLIGHTENMENT, treaties=treaties)
    agents = [RandomAgent(seed * 3 + i) for i in range(3)]
    seen = 0
    for _ in range(150):
        seen += sum(1 for o in g.pending.options if o.id.startswith("treaty:"))
        act(g, agents[g.pending.player])
    return seen


def test_decision_21_treaties_are_offered_only_in_a_game_that_allows_them():
    assert _treaty_options_seen(False) == 0
    assert _treaty_options_seen(True) > 0
    s = three(p0=dict(fate=5))
    begin(s)
    assert s.game.pending.player == 0 and treaty_ids(s) == ["treaty:1", "treaty:2"]
    assert "Propose a treaty to Player 2" in s.legal()


def test_decision_21_treaties_belong_to_the_enlightenment_format():
    with pytest.raises(DeckError, match="enlightenment format only, not in stronghold"):
        new_game(decks3()[:2], treaties=True)
    g = new_game(decks3(), format=ENLIGHTENMENT, treaties=True, seed=3)
    assert g.state.config["treaties"] is True and g.state.treaty_deck == []


def test_rr_treaties_both_players_agree_on_every_parameter():
    """"Treaties": each player's promise, the duration and the value (1-5) must be agreed by
    both before the treaty is final: the proposer sets them, the other player accepts."""
    s = three()
    begin(s)
    s.pick("Propose a treaty to Player 2")
    d = s.game.pending
    assert d.player == 0 and d.context == "treaty_promise"
    assert [o.label for o in d.options] == [
        "Player 1 will declare no conflict against Player 2", "Player 1 will declare no conflict against Player 3",
        "Player 1 will declare a conflict against Player 2", "Player 1 will declare a conflict against Player 3"]
    s.pick("Player 1 will declare no conflict against Player 2")
    assert s.game.pending.prompt.endswith("what does Player 2 promise?")
    s.pick("Player 2 will declare no conflict against Player 1")
    assert [o.id for o in s.game.pending.options] == ["phase", "round", "game"]
    s.pick("The treaty lasts for the rest of the game")
    assert [o.id for o in s.game.pending.options] == ["1", "2", "3", "4", "5"]
    s.pick("Stake 3")
    d = s.game.pending
    assert d.player == 1 and d.context == "treaty_answer"
    assert "Player 1 will declare no conflict against Player 2; you will declare no conflict against Player 1" \
        in d.prompt and "3 staked" in d.prompt
    s.pick("Accept the treaty")
    (t,) = s.state.treaties
    assert t.players == [0, 1] and t.promises == [["no_conflict", 1], ["no_conflict", 0]]
    assert t.until == "game" and t.value == 3 and t.card is None


def test_rr_treaties_a_declined_proposal_makes_no_treaty():
    s = three()
    begin(s)
    propose(s, "Player 3", "Player 1 will declare no conflict against Player 3",
            "Player 3 will declare no conflict against Player 1", "The treaty lasts until the end of this phase", 2,
            accept=False)
    assert s.state.treaties == []
    assert "Player 3 declines the treaty." in s.state.log


def test_decision_21_proposing_is_not_the_players_action_and_comes_once_per_player_and_phase():
    s = three()
    begin(s)
    propose(s, "Player 3", "Player 1 will declare no conflict against Player 3",
            "Player 3 will declare no conflict against Player 1", "The treaty lasts until the end of this phase", 2,
            accept=False)
    # back to player 1's own opportunity, the proposal to Player 3 used for this phase
    assert s.game.pending.player == 0 and treaty_ids(s) == ["treaty:1"]
    s.pick("Propose a treaty to Player 2")
    s.pick("Player 1 will declare no conflict against Player 2")
    s.pick("Player 2 will declare no conflict against Player 1")
    s.pick("The treaty lasts until the end of this phase")
    s.pick("Stake 1")
    s.pick("Decline the treaty")
    # nothing left for player 1 to do (no card, both proposals made): they pass as usual, and
    # the next player may propose to each of the others
    assert s.game.pending.player == 1 and treaty_ids(s) == ["treaty:0", "treaty:2"]
    assert s.state.stack[-1]["passes"] == 1


def test_rr_treaties_each_pair_of_players_has_one_treaty_at_a_time():
    s = three()
    with_treaty(s, Treaty([0, 1], [["no_conflict", 1], ["no_conflict", 0]], "game", 2))
    begin(s)
    assert treaty_ids(s) == ["treaty:2"]


def test_decision_22_a_promise_to_act_needs_an_end():
    s = three()
    begin(s)
    s.pick("Propose a treaty to Player 2")
    s.pick("Player 1 will declare a conflict against Player 3")
    s.pick("Player 2 will declare no conflict against Player 1")
    assert [o.id for o in s.game.pending.options] == ["phase", "round"]


# ---------------------------------------------------------------- keeping and breaking
ATTACKER = dict(characters=["Akodo Toturi"], fate=3)


def test_decision_23_declaring_against_the_promised_player_breaks_the_treaty():
    """The breaker loses honor equal to the value staked ("Treaties"), and the treaty is over
    (the players are no longer bound)."""
    s = three(p0=ATTACKER)
    with_treaty(s, Treaty([0, 1], [["no_conflict", 1], ["no_conflict", 0]], "game", 4))
    begin(s)
    to_declaring(s)
    honor = s.state.players[0].honor
    s.declare("military", "fire.0", province=0, attackers=["Akodo Toturi"], defender=1)
    assert s.state.players[0].honor == honor - 4 and s.state.players[1].honor == 10
    assert s.state.treaties == []
    assert "Player 1 breaks the treaty with Player 2." in s.state.log


def test_decision_23_declaring_against_another_player_keeps_a_promise_not_to_attack():
    s = three(p0=ATTACKER)
    with_treaty(s, Treaty([0, 1], [["no_conflict", 1], ["no_conflict", 0]], "game", 4))
    begin(s)
    to_declaring(s)
    s.declare("military", "fire.0", province=0, attackers=["Akodo Toturi"], defender=2)
    assert s.state.players[0].honor == 10 and len(s.state.treaties) == 1


def test_decision_23_a_promise_to_act_is_kept_by_acting_and_the_treaty_dissolves_at_its_end():
    s = three(p0=ATTACKER)
    with_treaty(s, Treaty([0, 1], [["conflict", 2], ["no_conflict", 0]], "phase", 3))
    begin(s)
    to_declaring(s)
    s.declare("military", "fire.0", province=0, attackers=["Akodo Toturi"], defender=2)
    (t,) = s.state.treaties
    assert t.kept == [True, False]
    _to_phase(s, "fate")
    assert s.state.treaties == [] and all(p.honor == 10 for p in s.state.players[1:])
    assert any("is dissolved" in line for line in s.state.log)


def _to_phase(s: Scenario, phase: str) -> None:
    """Pass (and decline every choice but the first) until ``phase`` begins."""
    for _ in range(300):
        if s.state.phase == phase:
            return
        d = s.game.pending
        ids = [o.id for o in d.options]
        s.game.answer("pass" if "pass" in ids else ids[0] if ids else None)
    raise AssertionError(f"{phase} not reached")


def test_decision_23_an_unkept_promise_to_act_breaks_the_treaty_when_it_ends():
    s = three(p0=dict(fate=3))
    with_treaty(s, Treaty([0, 1], [["conflict", 2], ["no_conflict", 0]], "phase", 3))
    begin(s)
    _to_phase(s, "fate")
    assert s.state.treaties == [] and "Player 1 breaks the treaty with Player 2." in s.state.log


def test_decision_23_two_unkept_promises_the_first_in_player_order_breaks():
    s = three(first_player=1, p0=dict(fate=3))
    with_treaty(s, Treaty([0, 1], [["conflict", 2], ["conflict", 2]], "phase", 2))
    begin(s)
    honors = [p.honor for p in s.state.players]
    _to_phase(s, "fate")
    lost = [h - p.honor for h, p in zip(honors, s.state.players, strict=True)]
    assert lost[1] >= 2 and "Player 2 breaks the treaty with Player 1." in s.state.log
    assert "Player 1 breaks the treaty" not in " ".join(s.state.log)


def test_decision_23_a_round_treaty_outlasts_the_phase():
    s = three(p0=dict(fate=3))
    with_treaty(s, Treaty([0, 1], [["no_conflict", 1], ["no_conflict", 0]], "round", 2))
    begin(s)
    _to_phase(s, "fate")
    assert len(s.state.treaties) == 1  # the conflict phase ended, the round has not
    _to_phase(s, "dynasty")
    assert s.state.treaties == []


# ---------------------------------------------------------------- treaty cards
def test_rr_treaty_cards_the_top_card_is_placed_facedown_on_a_new_treaty():
    deck = [card(REPARATIONS), card(BETRAYAL)]
    s = three(deck=deck)
    begin(s)
    propose(s, "Player 2", "Player 1 will declare no conflict against Player 2",
            "Player 2 will declare no conflict against Player 1", "The treaty lasts for the rest of the game", 3)
    (t,) = s.state.treaties
    assert t.card.name == "Test Betrayal" and [c.name for c in s.state.treaty_deck] == ["Test Reparations"]
    for viewer in range(3):  # placed without looking: nobody sees it
        v = view(s.game, viewer)
        assert v["treaties"][0]["card"] == {"facedown": True} and v["treaty_deck"] == 1
        assert "Betrayal" not in json.dumps(v)


def test_rr_treaty_cards_breaking_reveals_and_resolves_the_card_instead_of_the_stake():
    s = three(p0=ATTACKER, deck=[card(REPARATIONS)])
    with_treaty(s, Treaty([0, 1], [["no_conflict", 1], ["no_conflict", 0]], "game", 4, card=card(BETRAYAL)))
    begin(s)
    to_declaring(s)
    s.declare("military", "fire.0", province=0, attackers=["Akodo Toturi"], defender=1)
    st = s.state
    assert st.players[0].honor == 6 and st.players[1].honor == 12  # staked 4 lost; the other gains 2
    assert "The treaty card is revealed: Test Betrayal." in st.log
    assert [c.name for c in st.treaty_deck] == ["Test Betrayal", "Test Reparations"]  # to the bottom


def test_rr_treaty_cards_fixed_amounts_and_the_other_player_alone():
    s = three(p0=ATTACKER, p2=dict(fate=4))
    with_treaty(s, Treaty([0, 1], [["no_conflict", 1], ["no_conflict", 0]], "game", 5, card=card(REPARATIONS)))
    begin(s)
    to_declaring(s)
    hands = [len(p.hand) for p in s.state.players]
    s.declare("military", "fire.0", province=0, attackers=["Akodo Toturi"], defender=1)
    st = s.state
    assert st.players[0].fate == 2 and st.players[0].honor == 10  # no stake lost with a card
    assert len(st.players[1].hand) == hands[1] + 1 and len(st.players[2].hand) == hands[2]
    assert st.players[2].fate == 4


def test_rr_treaty_cards_a_dissolved_treatys_card_goes_to_the_bottom_unrevealed():
    s = three(p0=dict(fate=3), deck=[card(REPARATIONS)])
    with_treaty(s, Treaty([0, 1], [["no_conflict", 1], ["no_conflict", 0]], "phase", 2, card=card(BETRAYAL)))
    begin(s)
    _to_phase(s, "fate")
    assert [c.name for c in s.state.treaty_deck] == ["Test Betrayal", "Test Reparations"]
    assert not any("revealed: Test Betrayal" in line for line in s.state.log)


def test_rr_treaty_cards_malformed_cards_are_refused_with_what_is_wrong():
    assert treaty_problems({"name": "X", "effects": [["lose_honor", "third", 0]]}) == [
        "effect 1: 'third' is not 'breaker' or 'other'", "effect 1: amount 0 is not 1-20 or 'staked'"]
    assert treaty_problems("Betrayal") == ["a treaty card is {'name': text, 'effects': [[action, who, amount], ...]}"]
    with pytest.raises(DeckError, match="treaty card 2: effect 1: 'steal' is not one of"):
        new_game(decks3(), format=ENLIGHTENMENT,
                 treaty_deck=[BETRAYAL, {"name": "Y", "effects": [["steal", "other", 1]]}])
    assert treaty_problems(BETRAYAL) == []


# ---------------------------------------------------------------- elimination, hidden information, saves
def test_rr_player_elimination_dissolves_the_eliminated_players_treaties():
    s = three(deck=[])
    with_treaty(s, Treaty([0, 1], [["no_conflict", 1], ["no_conflict", 0]], "game", 2, card=card(BETRAYAL)))
    with_treaty(s, Treaty([1, 2], [["no_conflict", 2], ["no_conflict", 1]], "game", 2))
    begin(s)
    eliminate(s.game, 0, "test")
    st = s.state
    assert [t.players for t in st.treaties] == [[1, 2]]
    assert [c.name for c in st.treaty_deck] == ["Test Betrayal"] and st.players[0].honor == 10


def test_treaty_cards_are_dealt_anew_in_a_determinized_copy():
    """A bot's copy (:func:`l5r.lcg.hidden.after_determinize`) may not keep the facedown treaty
    cards' identities: over several seeds the card on the treaty varies."""
    s = three(deck=[card(REPARATIONS), card(TRUCE)])
    with_treaty(s, Treaty([0, 1], [["no_conflict", 1], ["no_conflict", 0]], "game", 2, card=card(BETRAYAL)))
    begin(s)
    seen = set()
    for seed in range(12):
        g = s.game.clone()
        after_determinize(g, 0, seed)
        seen.add(g.state.treaties[0].card.name)
        assert sorted([g.state.treaties[0].card.name] + [c.name for c in g.state.treaty_deck]) == \
            ["Test Betrayal", "Test Reparations", "Test Truce"]
    assert len(seen) > 1


def new_treaty_game(seed: int) -> Game:
    return new_game(decks3(seed), seed=seed, format=ENLIGHTENMENT, treaties=True, logging=True,
                    treaty_deck=[BETRAYAL, REPARATIONS, TRUCE])


def random_game(seed: int) -> Game:
    g = new_treaty_game(seed)
    agents = [RandomAgent(seed * 3 + i) for i in range(3)]
    for _ in range(20_000):
        if g.over:
            break
        act(g, agents[g.pending.player])
        invariants.check(g)
    return g


@pytest.mark.parametrize("seed", [0, 1])
def test_random_games_with_treaties_end_in_a_victory_and_replay_from_saves(seed):
    g = random_game(seed)
    assert g.over and g.state.victory in ("enlightenment", "conquest", "dishonor", "honor")
    assert any("make a treaty" in line for line in g.state.log)
    assert any("breaks the treaty" in line for line in g.state.log)
    assert_copies_continue(g, lambda: new_treaty_game(seed), seed)
    data = json.loads(g.to_json())
    data["config"]["treaties"] = "yes"
    with pytest.raises(CorruptState, match=r"config\.treaties 'yes' is not true or false"):
        Game.from_json(json.dumps(data))


# ---------------------------------------------------------------- command line
def test_cli_treaties_play_enlightenment_games_with_treaties_and_need_that_format():
    r = CliRunner().invoke(main, ["lcg", "simulate", "--format", "enlightenment", "--treaties", "--games", "2",
                                  "--json", "--check", "--log"])
    assert r.exit_code == 0, r.output
    assert "make a treaty" in r.output and '"finished": 2' in r.output
    r = CliRunner().invoke(main, ["lcg", "simulate", "--treaties", "--games", "1"])
    assert r.exit_code != 0 and "--treaties needs --format enlightenment" in r.output
    r = CliRunner().invoke(main, ["lcg", "play", "--treaties", "--plain"], input="quit\n")
    assert r.exit_code != 0 and "--treaties needs --format enlightenment" in r.output
