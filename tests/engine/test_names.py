"""Log lines about the player named "You" (how the terminal names the human) read in the
second person in both games (issue 11, terminal defects): "You win", "Your turn", "You add a
card to your hand", never "You wins", "You's" or "You ... their"."""

from __future__ import annotations

import re

import pytest

from l5r.ccg.setup import new_game as ccg_game
from l5r.engine.agents import RandomAgent, act
from l5r.engine.names import YOU, agree, obj, plain, possessive, says, their
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game as lcg_game

#: "You" followed by a verb in the third person ("You wins", "You has"), a possessive
#: "You's", or "You" with "their" or as an object ("against You")
WRONG = re.compile(r"\bYou('s|\s+(?!\w*ss\b)\w+s\b|\s+(is|has|was)\b)|\b(to|against|with|from) You\b|"
                   r"\bYou\b.*\btheir\b")


def test_the_name_you_takes_the_second_person_and_other_names_the_third():
    assert [says(n, "wins") for n in ("You", "Bot", "Yourself")] == ["You win", "Bot wins", "Yourself wins"]
    assert says(YOU, "is") == "You are" and says(YOU, "passes") == "You pass" and agree(YOU, "searches") == "search"
    assert possessive(YOU) == "Your" and possessive(YOU, start=False) == "your" and possessive("Bot") == "Bot's"
    assert their(YOU) == "your" and their("Bot") == "their" and obj(YOU) == "you" and obj("Bot") == "Bot"
    assert plain("discards") == "discard" and plain("carries") == "carry" and plain("does") == "do"


def _play_out(g, seed: int, cap: int = 20_000) -> list[str]:
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    for _ in range(cap):
        if g.over:
            break
        act(g, agents[g.pending.player])
    return g.state.log


@pytest.mark.parametrize("seed", range(4))
def test_lcg_log_lines_about_you_are_in_the_second_person(seed):
    clans = ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"]
    for names in (["You", "Bot"], ["Bot", "You"]):
        g = lcg_game([default_deck(clans[seed]), default_deck(clans[seed + 3])], seed=seed, names=names, logging=True)
        log = _play_out(g, seed)
        assert any(line.startswith("You ") for line in log)
        wrong = [line for line in log if WRONG.search(line)]
        assert not wrong, wrong[:5]


@pytest.mark.parametrize("edition", ["ivory", "celestial", "diamond"])
def test_ccg_log_lines_about_you_are_in_the_second_person(edition):
    for seed in range(2):
        g = ccg_game(["lion", "dragon"], seed=seed, edition=edition, names=["You", "Bot"], logging=True,
                     max_turns=20)
        log = _play_out(g, seed)
        assert any(line.startswith("You ") for line in log)
        wrong = [line for line in log if WRONG.search(line)]
        assert not wrong, wrong[:5]


def test_the_pattern_finds_the_old_wording():
    for line in ("You wins the game (honor).", "You's province is destroyed", "Setup: You is the first player.",
                 "Bot declares a military air conflict against You with X.", "You adds 1 card(s) to their hand."):
        assert WRONG.search(line), line
    for line in ("You win the game (honor).", "You pass.", "Bids revealed: You 3, Bot 2", "Your province"):
        assert not WRONG.search(line), line
