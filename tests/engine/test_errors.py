"""Errors are data too: an illegal answer, a corrupt save or a bad deck is
refused with a clear message and changes nothing.

Positions cited: Rules Reference "Setup" (step 5 stronghold province, step 6
mulligan), Appendix I 3.2 (declaring attackers) and 3.2.1 (defenders),
"Deckbuilding" / "Setup" step 1 for decks."""

from __future__ import annotations

import json

import pytest

from l5r.engine.decision import IllegalAnswer
from l5r.engine.game import Game, GameOver
from l5r.engine.serial import CorruptState
from l5r.lcg.agents import RandomAgent
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game
from l5r.lcg.setup import DeckError
from l5r.testing import Scenario


def fresh() -> Game:
    return new_game([default_deck("crab"), default_deck("lion")], seed=3, logging=True)


def at(context: str, seed: int = 3) -> Game:
    g = new_game([default_deck("crab"), default_deck("lion")], seed=seed, logging=True)
    agent = RandomAgent(seed)
    while g.pending.context != context:
        g.answer(agent.choose(g.pending))
    return g


def refused(g: Game, answer, *fragments: str) -> str:
    """Answer must raise IllegalAnswer naming every legal option, and leave
    the whole state (stack, rng, log, answers) unchanged."""
    before = g.to_data()
    with pytest.raises(IllegalAnswer) as err:
        g.answer(answer)
    msg = str(err.value)
    for oid in g.pending.ids():
        assert oid in msg, f"legal option {oid!r} missing from {msg!r}"
    for f in fragments:
        assert f in msg
    assert g.to_data() == before
    return msg


# ------------------------------------------------------------ illegal answers
@pytest.mark.parametrize("answer", ["Shameful Display", "999", 999, None, True, ["0"], {"id": "0"}, ""])
def test_setup_5_illegal_stronghold_choice_is_refused(answer):
    """Setup 5: only one of your own non-eminent provinces may be chosen; a
    label, an unknown id or a wrong type is refused and nothing changes."""
    g = fresh()
    assert g.pending.context == "stronghold_province"
    refused(g, answer)
    # the same decision is still pending and a legal answer still works
    g.answer(g.pending.ids()[0])
    assert len(g.state.answers) == 1


def test_setup_5_the_opponents_province_is_not_a_legal_stronghold_province():
    g = fresh()
    p = g.pending.player
    theirs = str(g.state.players[1 - p].provinces[0])
    refused(g, theirs, repr(theirs))


def test_rrg_3_2_declare_attackers_needs_at_least_one():
    """3.2: a conflict is declared with at least one attacker (min 1)."""
    g = at("declare_attackers")
    assert g.pending.kind == "choose_many" and g.pending.min == 1
    refused(g, [], "choose between 1 and", "got 0")


def test_choose_many_duplicate_is_refused():
    """Setup 6: each card may be mulliganed once; a repeated id is refused."""
    g = at("dynasty_mulligan")
    first = g.pending.ids()[0]
    refused(g, [first, first], "chosen twice")


def test_choose_many_too_many_is_refused():
    """Setup 6: choosing more cards than the decision allows is refused
    (forced here by a lowered maximum on a real pending decision)."""
    g = at("dynasty_mulligan")
    ids = g.pending.ids()
    assert len(ids) >= 2
    g.state.pending.max = 1
    refused(g, ids[:2], "choose between 0 and 1", "got 2")


@pytest.mark.parametrize("answer", ["0", None, 5, [None], ["nope"], [["0"]]])
def test_choose_many_malformed_answer_is_refused(answer):
    g = at("dynasty_mulligan")
    refused(g, answer)


def test_choose_many_accepts_int_ids_and_any_order():
    """Option ids may be given as ints; order inside the list is free."""
    g = at("dynasty_mulligan")
    ids = g.pending.ids()
    g.answer([int(ids[1]), int(ids[0])])
    assert g.state.answers[-1] == [ids[1], ids[0]]


def test_answer_after_the_game_is_refused():
    """A finished game refuses answers (GameOver) and stays as it is."""
    g = fresh()
    a = RandomAgent(1)
    while not g.over:
        g.answer(a.choose(g.pending))
    before = g.to_data()
    with pytest.raises(GameOver):
        g.answer("0")
    assert g.to_data() == before


def test_illegal_answer_in_a_conflict_changes_nothing():
    """3.2.2: in the conflict action window only the listed actions or pass."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Fine Katana"], fate=3)
    s.player(1, characters=["Hida Kisada"], hand=["Fine Katana"], fate=3)
    s.conflict(attacker=0, type="military", ring="fire", attackers=["Doji Whisperer"],
               defenders=["Hida Kisada"])
    g = s.start("3.2.2")
    assert g.pending.context == "conflict_action"
    msg = refused(g, "declare", "pass")
    assert "Conflict action window" in msg


# ------------------------------------------------------------ corrupt saves
def save() -> dict:
    return json.loads(at("conflict_mulligan").to_json())


def load(data) -> Game:
    return Game.from_json(data if isinstance(data, str) else json.dumps(data))


def test_valid_save_loads():
    assert load(save()).pending.context == "conflict_mulligan"


@pytest.mark.parametrize("text,fragment", [
    ("", "not valid JSON"),
    ("{", "not valid JSON"),
    ("not json at all", "not valid JSON"),
    ("[1, 2]", "no 'ruleset'"),
    ("{}", "no 'ruleset'"),
    ('{"ruleset": "chess"}', "unknown rule set 'chess'"),
])
def test_corrupt_save_text(text, fragment):
    with pytest.raises(CorruptState, match=fragment):
        Game.from_json(text)


def test_corrupt_save_without_ruleset():
    d = save()
    del d["ruleset"]
    with pytest.raises(CorruptState, match="ruleset"):
        load(d)


def test_corrupt_save_unknown_type():
    d = save()
    d["rings"]["air"]["__type__"] = "Dragon"
    with pytest.raises(CorruptState, match="unknown state type 'Dragon'"):
        load(d)


def test_corrupt_save_missing_and_unknown_fields():
    d = save()
    del d["cards"][7]["zone"]
    with pytest.raises(CorruptState, match=r"Card: missing fields \['zone'\]"):
        load(d)
    d = save()
    d["players"][0]["gold"] = 3
    with pytest.raises(CorruptState, match=r"unknown fields \['gold'\]"):
        load(d)
    d = save()
    del d["stack"]
    with pytest.raises(CorruptState, match="stack"):
        load(d)


def test_corrupt_save_not_a_state_object():
    d = save()
    del d["__type__"]
    with pytest.raises(CorruptState, match="not a game state"):
        load(d)


def test_corrupt_save_card_in_two_zones():
    """Every card is in exactly one place: a hand card also listed in play."""
    d = save()
    u = d["players"][0]["hand"][0]
    d["players"][0]["play"].append(u)
    with pytest.raises(CorruptState, match=f"inconsistent.*card {u}"):
        load(d)
    d = save()
    d["players"][1]["conflict_deck"].append(d["players"][0]["hand"][0])
    with pytest.raises(CorruptState, match="inconsistent"):
        load(d)


def test_corrupt_save_card_missing_from_every_zone():
    d = save()
    u = d["players"][0]["dynasty_deck"].pop()
    with pytest.raises(CorruptState, match=f"card {u} .* in 0 places"):
        load(d)


def test_corrupt_save_bad_references():
    d = save()
    d["players"][0]["hand"].append(10_000)
    with pytest.raises(CorruptState, match="inconsistent"):
        load(d)
    d = save()
    d["cards"][3]["uid"] = 4
    with pytest.raises(CorruptState, match="index 3 has uid 4"):
        load(d)
    d = save()
    d["players"][0]["fate"] = -2
    with pytest.raises(CorruptState, match="negative fate"):
        load(d)


def test_corrupt_save_flow_stack_and_pending():
    d = save()
    d["stack"][-1]["step"] = "lcg.teleport"
    with pytest.raises(CorruptState, match="no known step"):
        load(d)
    d = save()
    d["pending"] = {"player": 0}
    with pytest.raises(CorruptState, match="pending: expected Decision or None, got dict"):
        load(d)
    d = save()
    d["pending"]["options"] = []
    with pytest.raises(CorruptState, match="no legal option"):
        load(d)
    d = save()
    d["pending"]["player"] = 5
    with pytest.raises(CorruptState, match="names no player"):
        load(d)


def test_corrupt_save_wrong_value_types():
    d = save()
    d["players"][0]["hand"] = "many"
    with pytest.raises(CorruptState):
        load(d)
    d = save()
    d["players"] = {"a": 1}
    with pytest.raises(CorruptState):
        load(d)


# ------------------------------------------------------------ decks
def test_deck_error_lists_every_problem_of_a_deck():
    """Setup 1: a deck that cannot be loaded names all its problems at once."""
    d = default_deck("crab")
    d["stronghold"] = d["provinces"][0]         # a province as stronghold
    d["provinces"] = d["provinces"][:4]         # only four provinces
    d["dynasty"][0] = "01-no-such-card"          # unknown id
    d["dynasty"][1] = d["conflict"][0]           # conflict card in the dynasty deck
    d["conflict"] = []                           # empty conflict deck
    with pytest.raises(DeckError) as err:
        new_game([d, default_deck("lion")])
    msg = str(err.value)
    assert msg.startswith("deck 1")
    for fragment in ("not allowed in stronghold", "exactly 5 provinces", "'01-no-such-card'",
                     "not a dynasty card", "conflict deck is empty"):
        assert fragment in msg, f"{fragment!r} not in {msg!r}"


def test_deck_error_for_too_few_decks_and_non_mapping():
    with pytest.raises(DeckError, match="two decks"):
        new_game([default_deck("crab")])
    with pytest.raises(DeckError, match="deck 2"):
        new_game([default_deck("crab"), ["not", "a", "deck"]])


def test_deck_error_lists_every_missing_key():
    d = default_deck("crab")
    del d["stronghold"]
    del d["conflict"]
    with pytest.raises(DeckError) as err:
        new_game([d, default_deck("lion")])
    assert "'stronghold'" in str(err.value) and "'conflict'" in str(err.value)


def test_deck_error_lists_problems_of_every_deck():
    a, b = default_deck("crab"), default_deck("lion")
    a["conflict"] = ["01-bad-a"]
    b["dynasty"] = ["01-bad-b"]
    with pytest.raises(DeckError) as err:
        new_game([a, b])
    assert "01-bad-a" in str(err.value) and "01-bad-b" in str(err.value)
