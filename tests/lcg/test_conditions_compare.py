"""The comparison vocabulary of card conditions (``l5r.lcg.cards.conditions``): a card's skill or
glory against this card's or its host's, against a count of the game, per-player counts against
an opponent's, and a side's skill total. Each with the Rules Reference entry it follows.

Printed values used: Matsu Berserker 3 military, political dash, glory 1; Doji Whisperer 0/3,
glory 1; Kakita Yoshi 2/6, glory 3; Miya Mystic 1/1, glory 1; Doji Challenger 3/3, glory 2; Fine
Katana +2 military."""

from __future__ import annotations

import pytest

from l5r.lcg.cards.conditions import (
    attacking_characters,
    compared_to,
    facedown_card_in_your_provinces,
    honored_characters,
    more_than_an_opponent,
    value_at_most,
    you_count_more,
    your_facedown_provinces,
)
from l5r.lcg.vocab_rings import participating_glory
from l5r.testing import Scenario

MINE = [{"name": "Matsu Berserker", "attachments": ["Fine Katana"]}, {"name": "Doji Whisperer", "status": "honored"}]
THEIRS = ["Kakita Yoshi", "Miya Mystic", "Doji Challenger"]


def _game(players: int = 2, provinces=None, **conflict):
    s = Scenario(first_player=0, players=players)
    s.player(0, characters=MINE, **({"provinces": provinces} if provinces else {}))
    s.player(1, characters=THEIRS)
    for p in range(2, players):
        s.player(p)
    if conflict:
        s.conflict(**conflict)
    return s.build()


def _card(g, cid: str):
    """The card ``cid`` in play (the decks' fillers may share its title)."""
    return next(c for c in g.state.cards if c.cid == cid and c.zone in ("play", "attached"))


def test_rrg_dash_is_no_value_to_compare_unless_the_card_counts_it():
    """Rules Reference "Dash (-)": a dash is no value for a comparison (the test fails), unless
    the card says what it counts as (``dash``)."""
    g = _game()
    berserker, whisperer = _card(g, "01-matsu-berserker"), _card(g, "01-doji-whisperer")
    as_berserker = {"player": 0, "card": berserker.uid}
    as_whisperer = {"player": 0, "card": whisperer.uid}
    assert not compared_to("political", "<")(g, as_whisperer, berserker)  # dash < 3: no value, no
    assert not compared_to("political", ">")(g, as_berserker, whisperer)  # 3 > dash: no
    assert compared_to("political", "<=", dash=0)(g, as_whisperer, berserker)  # 0 <= 3
    assert not compared_to("political", ">=", dash=0)(g, as_whisperer, berserker)


@pytest.mark.parametrize("op, expected", [("<", False), ("<=", True), (">", False), (">=", True)])
def test_compared_to_this_characters_current_skill(op, expected):
    """Current skill, attachments included (Rules Reference "Skill"): the Berserker with Fine
    Katana has 5 military; Doji Challenger 3, Kakita Yoshi 2."""
    g = _game()
    berserker = _card(g, "01-matsu-berserker")
    ctx = {"player": 0, "card": _card(g, "01-doji-challenger").uid}  # as if the Challenger's ability
    assert compared_to("military", op)(g, ctx, _card(g, "01-doji-challenger")) is expected  # 3 vs 3
    assert compared_to("military", ">")(g, ctx, berserker)  # 5 > 3 (the Katana counts)
    assert compared_to("glory", "<")(g, ctx, berserker)  # glory 1 < 2


def test_compared_to_the_host_of_an_attachment():
    """"than the attached character": the host's current value; an attachment that is not
    attached has no host and the test fails."""
    g = _game()
    katana = _card(g, "01-fine-katana")
    ctx = {"player": 0, "card": katana.uid}
    lower = compared_to("military", "<", "host")
    assert lower(g, ctx, _card(g, "04-kakita-yoshi"))  # 2 < 5
    assert lower(g, ctx, _card(g, "01-doji-challenger"))  # 3 < 5
    assert not lower(g, ctx, _card(g, "01-matsu-berserker"))  # 5 < 5: no
    katana.attached_to = -1
    assert not lower(g, ctx, _card(g, "04-kakita-yoshi"))
    with pytest.raises(ValueError, match="'owner' is not 'self' or 'host'"):
        compared_to("military", "<", "owner")


def test_value_at_most_a_count_of_the_game():
    """"X or lower, where X is the number of attacking characters" (Rules Reference "X"): the
    count is taken when the test is made."""
    g = _game(attacker=0, type="military", ring="air", attackers=["Matsu Berserker", "Doji Whisperer"],
              defenders=["Kakita Yoshi", "Doji Challenger"])
    ctx = {"player": 1, "card": _card(g, "01-miya-mystic").uid}
    at_most = value_at_most("glory", attacking_characters)
    assert at_most(g, ctx, _card(g, "01-doji-challenger"))  # 2 <= 2
    assert not at_most(g, ctx, _card(g, "04-kakita-yoshi"))  # 3 <= 2: no
    g.state.conflict.attackers.pop()
    assert not at_most(g, ctx, _card(g, "01-doji-challenger"))  # 2 <= 1: no
    assert not value_at_most("political", 5)(g, ctx, _card(g, "01-matsu-berserker"))  # a dash: no value
    assert value_at_most("military", 3)(g, ctx, _card(g, "01-doji-challenger"))


def test_your_facedown_provinces_and_facedown_cards():
    """Rules Reference "Province Cards": provinces and the cards in them are facedown until
    revealed or turned faceup."""
    g = _game(provinces=[{"name": "Manicured Garden", "facedown": False, "cards": [{"name": "Miya Mystic"}]},
                         {"name": "Entrenched Position", "facedown": True},
                         {"name": "Night Raid", "facedown": True},
                         {"name": "Pilgrimage", "facedown": False},
                         {"name": "Shameful Display", "facedown": True}])
    ctx = {"player": 0, "card": _card(g, "01-matsu-berserker").uid}
    assert your_facedown_provinces(g, ctx) == 3
    assert not facedown_card_in_your_provinces(g, ctx)
    mystic = next(c for c in g.state.cards if c.cid == "01-miya-mystic" and c.controller == 0)
    mystic.facedown = True
    assert facedown_card_in_your_provinces(g, ctx)


def test_more_than_an_opponent_counts_each_opponent():
    """"more ... than an opponent": higher than at least one opponent's count (Rules Reference
    "Opponent"; three players in enlightenment)."""
    g = _game()
    ctx = {"player": 0, "card": _card(g, "01-matsu-berserker").uid}
    more_honored = more_than_an_opponent(honored_characters, says="if you control more honored characters")
    assert honored_characters(g.state, 0) == 1 and honored_characters(g.state, 1) == 0
    assert more_honored(g, ctx)
    _card(g, "01-miya-mystic").status = 1
    assert not more_honored(g, ctx)  # 1 against 1
    g3 = _game(players=3)  # the third player controls no honored character
    _card(g3, "01-miya-mystic").status = 1
    assert more_honored(g3, {"player": 0, "card": 0})


def test_more_participating_glory_than_an_opponent():
    g = _game(attacker=0, type="political", ring="air", attackers=["Matsu Berserker", "Doji Whisperer"],
              defenders=["Miya Mystic"])
    ctx = {"player": 0, "card": _card(g, "01-matsu-berserker").uid}
    more = more_than_an_opponent(participating_glory, says="if your participating characters have more glory")
    assert more(g, ctx)  # 2 against 1
    _card(g, "01-doji-whisperer").bowed = True  # bowed characters do not count
    assert not more(g, ctx)


def test_rrg_you_count_more_skill_in_the_conflict():
    """Appendix I 3.2.3: a side's total is the skill of its participating characters that are
    not bowed (the Imperial Favor's bonus included)."""
    g = _game(attacker=0, type="political", ring="air", attackers=["Doji Whisperer"],
              defenders=["Miya Mystic"])
    ctx = {"player": 0, "card": _card(g, "01-doji-whisperer").uid}
    ctx_defender = {"player": 1, "card": _card(g, "01-miya-mystic").uid}
    assert you_count_more("political")(g, ctx)  # 3 against 1
    assert not you_count_more("political")(g, ctx_defender)
    assert not you_count_more("military")(g, ctx)  # not a military conflict
    _card(g, "01-doji-whisperer").bowed = True
    assert not you_count_more("political")(g, ctx)  # 0 against 1
    assert you_count_more("political")(g, ctx_defender)
