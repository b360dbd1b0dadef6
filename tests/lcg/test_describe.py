"""Every LCG card described in the project's own words, from its declarations (issue 11,
item 3: "each card's description on demand"): ``l5r.lcg.describe``, ``l5r lcg card NAME``.

The expectations are derived from the declarations themselves: each printed keyword and
bonus, and for each declared ability its kind word, trigger, limit ("once per round":
Rules Reference "Triggered Abilities", the default; "Limit X per [period]", "Max X per
[period]"), each cost, and what it does. A description that drops one of them fails
(:func:`test_dropping_an_ability_or_a_bonus_is_noticed`)."""

from __future__ import annotations

import dataclasses

import pytest
from click.testing import CliRunner

from l5r.cli import main
from l5r.lcg import describe as D
from l5r.lcg.facts import core_set
from l5r.lcg.coverage import is_implemented
from l5r.lcg.decks import default_deck
from l5r.lcg.game import RULES, new_game
from l5r.lcg.model import FACTS, place
from l5r.lcg.play_cli import board
from l5r.lcg.state import HAND
from l5r.lcg.vocab import Ability, describe_effect
from l5r.lcg.words import signed

IMPLEMENTED = sorted(cid for cid, f in FACTS.items() if is_implemented(f))


def expected(cid: str, definition=None) -> list[str]:
    """What the description of ``cid`` must contain, read off its facts and declarations."""
    f = FACTS[cid]
    out = [f.name, f.type if not f.unique else "nique " + f.type]
    if f.cost is not None:
        out.append(f"cost {f.cost}")
    if f.type == "character":
        out.append(f"{'-' if f.military is None else f.military} military / "
                   f"{'-' if f.political is None else f.political} political")
    if f.strength is not None:
        out.append(f"strength {f.strength}")
    out += [D.keyword_text(k) for k in f.keywords]
    for stat, v in (("military", f.military_bonus), ("political", f.political_bonus)):
        if v:
            out.append(f"+X {stat}" if v == "X" else f"{signed(int(v))} {stat}")
    if f.strength_bonus and f.type in ("holding", "stronghold"):
        out.append(f"{signed(int(f.strength_bonus))} province strength")
    d = definition if definition is not None else RULES.cards.get(cid)
    if d is None:
        return out
    explicit = not d.abilities and bool(d.hooks)
    for a in d.abilities:
        if isinstance(a, Ability):
            out.append(a.kind_word())
            trig = a.trigger_text(loose=True)
            if trig:
                out.append(trig)
            if a.limit_text():
                out.append(a.limit_text())
            out += [c for c in a.cost_texts() if c]
            body = a.body()
            out.append(body if body is not None else a.text)
            out.append(a.describe())  # and the ability as a whole, where the card's abilities are told
        else:
            said = describe_effect(a)
            if said is None:
                explicit = True
            else:
                out.append(said.rstrip("."))
    if explicit:
        out.append(d.text.rstrip("."))
    return out


def missing(cid: str, text: str, definition=None, wanted: list[str] | None = None) -> list[str]:
    """The expectations (``wanted``, else those of :func:`expected`) that ``text`` lacks
    (case-insensitive)."""
    low = text.casefold()
    return [x for x in (wanted if wanted is not None else expected(cid, definition)) if x.casefold() not in low]


@pytest.mark.parametrize("cid", IMPLEMENTED)
def test_every_card_description_names_every_keyword_bonus_and_ability(cid):
    text = D.describe(cid)
    assert text and "\n" not in text, cid
    assert not missing(cid, text), (cid, missing(cid, text), text)


def test_dropping_an_ability_or_a_bonus_is_noticed(monkeypatch):
    """The check above can fail: a description made without one of the card's abilities
    (each ability of each card, unless another of its abilities reads the same) or without
    its printed bonus misses what the declarations expect."""
    checked = 0
    for cid in IMPLEMENTED:
        d = RULES.cards.get(cid)
        if d is None:
            continue
        texts = [a.describe() if isinstance(a, Ability) else describe_effect(a) for a in d.abilities]
        for i in range(len(d.abilities)):
            if texts[i] is None or texts.count(texts[i]) > 1:
                continue  # told by the card's own text / the same words twice
            fewer = dataclasses.replace(d, abilities=d.abilities[:i] + d.abilities[i + 1:])
            assert missing(cid, D.describe(cid, fewer), d), (cid, i)
            checked += 1
    assert checked > 150
    katana = FACTS["01-fine-katana"]
    wanted = expected(katana.id)
    monkeypatch.setitem(FACTS, katana.id, dataclasses.replace(katana, military_bonus=None))
    assert missing(katana.id, D.describe(katana.id), wanted=wanted) == ["+2 military"]


# ------------------------------------------------------------------ examples checked by hand
def test_fine_katana_shows_its_bonus_and_restricted():
    assert D.describe("01-fine-katana") == ("Fine Katana — Attachment (neutral), cost 0. Traits: Weapon. "
                                            "Restricted (a character may have at most two restricted attachments). "
                                            "The attached character gets +2 military.")


def test_every_core_keyword_says_what_it_does():
    """Rules Reference "Ancestral", "Courtesy", "Covert", "Limited", "Pride", "Restricted",
    "Sincerity": a card's description explains each of its keywords."""
    kaiu = D.describe("01-kaiu-envoy")
    assert "Courtesy (when it leaves play, its controller gains 1 fate)" in kaiu
    assert "Sincerity (when it leaves play, its controller draws 1 card)" in kaiu
    keywords = {k for f in core_set().values() for k in f.keywords if not k.startswith("no attachments")}
    assert keywords <= set(D.KEYWORD_REMINDERS)


def test_height_of_fashion_shows_its_bonus_and_its_play_restriction():
    text = D.describe("01-height-of-fashion")
    assert "The attached character gets +4 political." in text
    assert "Play only outside a conflict." in text


def test_a_character_with_a_conflict_action_shows_its_cost_condition_target_and_effect():
    text = D.describe("01-asahina-artisan")
    assert text.startswith("Asahina Artisan — Character (crane), cost 1, 0 military / 0 political, glory 2.")
    assert ("Action during a conflict (once per round). Cost: bow this card. Choose a character (another Crane "
            "character): it gets +3 political until the end of the conflict.") in text


def test_a_reaction_shows_its_trigger_and_an_interrupt_its_timing():
    assert "Reaction after this card is honored (once per round). Choose a character: honor it." \
        in D.describe("01-savvy-politician")
    art = D.describe("01-the-art-of-peace")
    assert "Interrupt when this card is broken" in art
    assert "Dishonor each attacking character and honor each defending character." in art


def test_a_limit_and_a_max_are_shown():
    assert "(max 1 per conflict)" in D.describe("01-banzai")
    assert "(limit 2 per round)" in D.describe("01-bayushi-shoju")


def test_a_stronghold_shows_its_values():
    text = D.describe("01-shiro-nishiyama")
    assert "Unique stronghold (crab)" in text and "+3 province strength" in text
    assert "10 starting honor, 7 fate per round, influence 10" in text


def test_cards_described_by_their_own_words_have_them():
    """The cards some declaration of which cannot describe itself (a private helper without
    ``describe``, a condition without ``says``) are listed by ``unsaid``; each such ability has
    its own short ``text``, each such card its definition's ``text``: these cards."""
    listed = {cid: D.unsaid(cid) for cid in IMPLEMENTED if D.unsaid(cid)}
    for cid, parts in listed.items():
        d = RULES.cards[cid]
        for part in parts:
            if part.startswith("ability "):
                assert d.abilities[int(part.split()[1])].text, (cid, part)
            else:
                assert d.text, (cid, part)
    assert sorted(listed) == sorted(OWN_WORDS), sorted(listed)


#: the cards described partly by their own words (see the test above): remove one when its
#: declarations learn to describe themselves
OWN_WORDS = [
    "01-against-the-waves", "01-ambush", "01-blackmail",
    "01-court-games", "01-for-shame", "01-hida-kisada", "01-i-can-swim", "01-meishodo-wielder",
    "01-mirumoto-raitsugu", "01-obstinate-recruit", "01-shinjo-tatsuo",
]


# ------------------------------------------------------------------ finding a card by name
def test_find_card_by_any_case_a_unique_beginning_or_a_close_spelling():
    assert D.find_card("FINE KATANA").id == "01-fine-katana"
    assert D.find_card("height of fash").id == "01-height-of-fashion"
    assert D.find_card("Fine Katanna").id == "01-fine-katana"
    with pytest.raises(KeyError, match="did you mean 'Doji"):
        D.find_card("doji")
    with pytest.raises(KeyError, match="no card titled 'Zzyzx'"):
        D.find_card("Zzyzx")


def test_cli_lcg_card_prints_the_description():
    r = CliRunner().invoke(main, ["lcg", "card", "fine", "katana"])
    assert r.exit_code == 0, r.output
    assert r.output == D.describe("01-fine-katana") + "\n"
    r = CliRunner().invoke(main, ["lcg", "card", "Height of Fashion"])
    assert r.exit_code == 0 and "+4 political" in r.output


def test_cli_lcg_card_refuses_an_unknown_name_with_suggestions():
    r = CliRunner().invoke(main, ["lcg", "card", "Fine", "Katanas", "of", "Doom"])
    assert r.exit_code == 1
    assert "no card titled 'Fine Katanas of Doom'" in r.output
    r = CliRunner().invoke(main, ["lcg", "card", "doji"])
    assert r.exit_code == 1 and "did you mean 'Doji Whisperer'" in r.output
    r = CliRunner().invoke(main, ["lcg", "card"])
    assert r.exit_code == 2  # a name is required


# ------------------------------------------------------------------ the terminal board
def test_the_board_describes_each_card_in_your_hand_and_none_of_the_bots(capsys):
    g = new_game([default_deck("crane"), default_deck("lion")], seed=3)
    st = g.state
    for p in (0, 1):  # three cards of each conflict deck into each hand
        for u in st.players[p].conflict_deck[-3:]:
            place(st, st.cards[u], HAND)
    board(g)
    out = capsys.readouterr().out
    mine = {st.cards[u].cid for u in st.players[0].hand}
    assert mine
    for cid in mine:
        assert D.describe(cid) + "\n" in out
    for u in st.players[1].hand:
        if st.cards[u].cid not in mine:
            assert D.describe(st.cards[u].cid) not in out
