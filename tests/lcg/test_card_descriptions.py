"""Every Core Set card has a one-line description for display (issue:
"Each card carries a one-line description ... in the project's own words")."""

from l5r.lcg.coverage import describe
from l5r.lcg.game import RULES
from l5r.lcg.facts import core_set
from l5r.lcg import game  # noqa: F401  (loads the card definitions)


def test_every_core_card_has_a_one_line_description():
    for cid in core_set():
        text = describe(cid)
        assert text and "\n" not in text, cid


def test_description_of_keyword_only_and_vanilla_cards():
    assert describe("01-fine-katana") == "Keywords: restricted."
    assert describe("01-moto-horde") == "Keywords: no attachments except weapon."
    assert describe("01-eager-scout") == "No abilities."
    assert describe("01-shiro-nishiyama") == RULES.cards["01-shiro-nishiyama"].text
