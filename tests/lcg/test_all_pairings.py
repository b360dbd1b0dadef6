"""Issue acceptance: all 49 pairings of the seven embedded clan decks play to a
rule-defined victory ("Winning the Game") in ``l5r lcg simulate``, 20 games
each, with the state invariants checked after every decision."""

import pytest

from l5r.lcg.decks import CLANS
from l5r.lcg.simulate import simulate

GAMES = 20


@pytest.mark.parametrize("first", CLANS)
@pytest.mark.parametrize("second", CLANS)
def test_pairing_plays_to_victory_with_invariants(first, second):
    s = simulate(GAMES, seed=1000, clan1=first, clan2=second, check=True)
    d = s.to_dict()
    assert d["games"] == GAMES
    assert d["finished"] == GAMES, d
    assert set(d["victories"]) <= {"honor", "dishonor", "conquest"}
