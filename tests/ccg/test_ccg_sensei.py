"""Senseis (issue 10 item 3): facts, deck construction, setup and the Stronghold's stats, by edition.

Rules: Ivory "The play deck" and "Deck construction rules" (one Stronghold and optionally one
Sensei; the Sensei does not count toward the deck minimums), Ivory "Sensei" (modifiers
continually applied to the Stronghold's stats, not to its printed values; one per play deck,
in play from the start; bows separately from the Stronghold; clan restriction, "All Clans"),
Ivory "Start of game" A (Family Honor starts at the Stronghold's Starting Honor "modified by
his or her Sensei"), Ivory "Bonuses and penalties" (a Sensei modifier is no bonus or penalty).
Diamond "SENSEI" (the Sensei's numbers change the Stronghold's, not below 0 Province Strength
or Gold Production or -19 Starting Family Honor; only a player of a listed Faction). The
celestial rulebook has no Senseis: ``DECISIONS.md`` (a card type an edition does not define
follows the newest edition that defines it) gives the ivory rules.

Of the Ivory Senseis, Satoru (Lion: Province Strength -1), Hojatsu (Dragon: Starting Family
Honor -1) and Mahatsu (All Clans: Gold Production -1) go with the Kyuden Tonbo Strongholds
(Great Hall of Records: 7 / 4 / 7; Pillars of Virtue: 7 / 4 / 5).
"""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

import pytest
from ccg_fixtures import once

import l5r.ccg
from l5r.ccg import RULES, gold
from l5r.ccg import model as m
from l5r.ccg.begin import DeckError
from l5r.ccg.deckbuilding import validate
from l5r.ccg.decklist import Deck, DeckListError, embedded, read_text, write_text
from l5r.ccg.facts import by_name, kyuden_tonbo, pool, senseis
from l5r.ccg.index import set_zone
from l5r.ccg.state import PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef
from l5r.engine.agents import RandomAgent, act
from l5r.engine.game import Game
from l5r.engine.serial import CorruptState

EDITIONS = ["ivory", "celestial", "diamond"]
SHARED = Path(__file__).resolve().parents[3] / "shared" / "data" / "ccg" / "sets" / "ivory_edition.yaml"

# Fixtures: a Sensei with no rules text (so, once defined, fully playable), a Stronghold with
# a low Province Strength and Senseis with large modifiers (to see minimums apply).
_mahatsu = by_name("Mahatsu Sensei")
_hall = by_name("Great Hall of Records")


def _fixture(f):
    if f.id not in m.FACTS:
        RULES.add_facts(f)
    once(CardDef(f.id))
    return f


PLAIN = _fixture(dataclasses.replace(_mahatsu, id="fx-plain-sensei", title="Plain Sensei", province_strength=0,
                                     gold_production=0, starting_honor=3, clans=("all clans",),
                                     decided=("fixture",)))
LION_ONLY = _fixture(dataclasses.replace(_mahatsu, id="fx-lion-sensei", title="Lion Fixture Sensei",
                                         clans=("lion",), decided=("fixture",)))
LOW_KEEP = _fixture(dataclasses.replace(_hall, id="fx-low-keep", title="Low Keep", province_strength=1,
                                        gold_production=1, decided=("fixture",)))
HARSH = _fixture(dataclasses.replace(_mahatsu, id="fx-harsh-sensei", title="Harsh Sensei", province_strength=-3,
                                     gold_production=-3, starting_honor=-30, decided=("fixture",)))


def _with(deck: Deck, *titles: str) -> Deck:
    return Deck(deck.name, {**deck.pre_game, **{t: 1 for t in titles}}, dict(deck.dynasty), dict(deck.fate))


# ------------------------------------------------------------------ facts
def test_the_ivory_senseis_are_known_by_title_with_their_three_modifiers():
    assert sorted(senseis()) == ["Akagi Sensei", "Akikazu Sensei", "Gidayu Sensei", "Hojatsu Sensei",
                                 "Jutsushi Sensei", "Mahatsu Sensei", "Rae Sensei", "Satoru Sensei",
                                 "Tetsuo Sensei", "Todori Sensei"]
    rae = by_name("Rae Sensei")
    assert (rae.type, rae.deck, rae.province_strength, rae.gold_production, rae.starting_honor, rae.clans) == \
        ("sensei", "pre-game", 1, -1, 0, ("phoenix",))
    assert by_name("Mahatsu Sensei").clans == ("all clans",)
    assert m.FACTS["satoru-sensei"] is by_name("Satoru Sensei")
    assert not set(senseis()) & set(kyuden_tonbo())


def test_a_sensei_clan_restriction_is_not_a_keyword():
    """Ivory "Sensei": "These restrictions appear in the normal keyword area but are not
    keywords; a 'Dragon' Sensei is not a 'Dragon'"."""
    hojatsu = by_name("Hojatsu Sensei")
    assert hojatsu.clans == ("dragon",) and not hojatsu.has_keyword("Dragon Clan") and hojatsu.keywords == ()


def test_the_sensei_facts_are_the_card_data():
    if not SHARED.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{SHARED} is missing")
        pytest.skip("../shared is absent")
    yaml = pytest.importorskip("yaml")
    data = yaml.safe_load(SHARED.read_text(encoding="utf-8"))
    rows = {c["title"]: c for c in data["cards"] if "Sensei" in (c.get("types") or [])}
    assert set(rows) == set(senseis())
    for title, f in senseis().items():
        c = rows[title]
        assert (f.province_strength, f.gold_production, f.starting_honor) == \
            (c["province_strength"], c["gold_production"], c["starting_honor"]), title
        assert f.clans == tuple(x.lower() for x in c["clans"]) and f.number == int(c["collector_number"]), title
    raw = (Path(l5r.ccg.__file__).parent / "data" / "senseis.json").read_text(encoding="utf-8")
    assert all(k not in row for row in json.loads(raw) for k in ("text", "flavor_text")), "no card text"


# ------------------------------------------------------------------ the Stronghold's stats
@pytest.mark.parametrize("ed", EDITIONS)
def test_sensei_province_strength_modifier_applies_to_every_province(ed):
    """Ivory "Sensei" (celestial: the ivory rules), Diamond "SENSEI": Satoru Sensei's -1."""
    t = Table(ed, senseis=("Satoru Sensei", None))
    st = t.state
    assert [m.province_strength(st, prov.pid) for prov in st.players[0].provinces] == [6, 6, 6, 6]
    assert m.province_strength(st, t.pid(1)) == 7
    assert by_name("Great Hall of Records").province_strength == 7  # the printed value is unchanged


@pytest.mark.parametrize("ed", EDITIONS)
def test_sensei_gold_production_modifier_applies_to_the_stronghold(ed):
    """Ivory "Sensei" / Diamond "SENSEI": Mahatsu Sensei's -1 Gold Production; bowing the
    Stronghold produces the modified amount."""
    t = Table(ed, senseis=(None, "Mahatsu Sensei"))
    st = t.state
    assert m.gold_production(st, st.players[1].stronghold) == 3
    assert m.gold_production(st, st.players[0].stronghold) == 4
    sources = [(uid, amount) for uid, _, amount, _ in gold.sources(st, 1, {})]
    assert (st.players[1].stronghold, 3) in sources


@pytest.mark.parametrize("ed", EDITIONS)
def test_sensei_starting_honor_modifier_sets_the_starting_family_honor(ed):
    """Ivory "Start of game" A: Family Honor starts at the Stronghold's Starting Honor,
    "modified by his or her Sensei" (Hojatsu Sensei: -1 on Pillars of Virtue's 5)."""
    t = Table(ed, senseis=(None, "Hojatsu Sensei"))
    st = t.state
    assert t.honor(1) == 4 and m.starting_honor(st, 1) == 4
    assert t.honor(0) == 7 and m.starting_honor(st, 0) == 7


@pytest.mark.parametrize("ed", EDITIONS)
def test_a_sensei_that_left_play_modifies_nothing(ed):
    """Ivory "Sensei": the modifiers are "continually applied" -- while the Sensei is in play."""
    t = Table(ed, senseis=("Satoru Sensei", None))
    st = t.state
    set_zone(st, st.cards[st.players[0].sensei], "removed")
    assert m.province_strength(st, t.pid(0)) == 7


@pytest.mark.parametrize("ed, strength, gold, honor", [
    ("ivory", 1, 1, -23),      # modifiers like any other: the minimum applies once, after every change
    ("celestial", 1, 1, -23),  # silent: the ivory rules
    ("diamond", 3, 3, -19),    # the Stronghold's numbers, not below 0 (PS, GP) or -19 (honor)
])
def test_ivory_modifiers_do_not_modify_the_printed_values_diamond_numbers_do(ed, strength, gold, honor):
    """Ivory "Sensei": "modifiers from a Sensei are treated like any other modifier; they do
    not modify the printed values on the Stronghold" (and Ivory "Calculating stats": the
    minimum after all changes). Diamond "SENSEI": "A Sensei's numbers directly affect your
    Stronghold's corresponding numbers, though they cannot reduce your Province Strength or Gold
    Production below 0 or your Starting Family Honor below -19". Low Keep (1 / 1 / 7) with a
    Sensei of -3 / -3 / -30, then +3 Province Strength and +3 Gold Production from effects."""
    t = Table(ed, strongholds=("Low Keep", None), senseis=("Harsh Sensei", None))
    st = t.state
    for prov in st.players[0].provinces:
        prov.strength += 3
    sh = st.players[0].stronghold
    st.lasting.append({"kind": "gp", "card": sh, "amount": 3, "until": "turn"})
    assert m.province_strength(st, t.pid(0)) == strength
    assert m.gold_production(st, sh) == gold
    assert m.starting_honor(st, 0) == honor


@pytest.mark.parametrize("ed", ["ivory", "celestial"])
def test_the_sensei_bows_and_straightens_separately_from_the_stronghold(ed):
    """Ivory "Sensei": "Sensei cards bow and have abilities separately from the Stronghold"."""
    t = Table(ed, senseis=("Satoru Sensei", None))
    st = t.state
    sensei, sh = st.players[0].sensei, st.players[0].stronghold
    assert sensei != sh and m.ctype(st, sensei) == "sensei"
    st.cards[sensei].bowed = True
    assert not st.cards[sh].bowed
    assert (sh, 4) in [(u, a) for u, _, a, _ in gold.sources(st, 0, {})]  # the Stronghold still produces
    t.start_turn(0)  # the Straighten Phase straightens every bowed card of the player
    assert not st.cards[sensei].bowed


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("ed", EDITIONS)
def test_the_sensei_starts_in_play_with_the_stronghold(ed):
    """Ivory "Start of game" A: "start with the Stronghold and any Sensei in play"; the
    Sensei is not in the Dynasty or Fate deck (Ivory "Sensei")."""
    g = l5r.ccg.new_game([_with(embedded("lion"), "Plain Sensei"), "dragon"], seed=3, edition=ed, first_player=1)
    st = g.state
    uid = st.players[0].sensei
    assert uid >= 0 and st.cards[uid].cid == PLAIN.id and st.cards[uid].zone == PLAY and st.cards[uid].face_up
    assert uid not in st.players[0].dynasty_deck + st.players[0].fate_deck + st.players[0].hand
    assert st.players[1].sensei == -1
    assert st.players[0].honor == 7 + 3


def test_the_starting_player_is_chosen_with_the_honor_the_sensei_modified():
    """Ivory "Start of game" A then B: the highest Family Honor starts; Plain Sensei's +3 takes
    Pillars of Virtue (5) above Great Hall of Records (7)."""
    g = l5r.ccg.new_game(["lion", _with(embedded("dragon"), "Plain Sensei")], seed=3)
    assert g.state.first == 1 and g.state.players[1].honor == 8
    g = l5r.ccg.new_game(["lion", "dragon"], seed=3)
    assert g.state.first == 0


def test_a_game_refuses_an_unimplemented_sensei_a_second_sensei_and_a_clan_it_does_not_allow():
    with pytest.raises(DeckError, match="'Satoru Sensei' is not implemented yet"):
        l5r.ccg.new_game([_with(embedded("lion"), "Satoru Sensei"), "dragon"])
    two = r"2 Senseis \(Plain Sensei, Lion Fixture Sensei\); a play deck has at most one"
    with pytest.raises(DeckError, match=two):
        l5r.ccg.new_game([_with(embedded("lion"), "Plain Sensei", "Lion Fixture Sensei"), "dragon"])
    clan = "'Lion Fixture Sensei' is a Lion Sensei; it cannot start with 'Pillars of Virtue'"
    with pytest.raises(DeckError, match=clan):
        l5r.ccg.new_game(["lion", _with(embedded("dragon"), "Lion Fixture Sensei")])
    assert l5r.ccg.new_game([_with(embedded("lion"), "Lion Fixture Sensei"), "dragon"]).state.players[0].sensei >= 0


# ------------------------------------------------------------------ deck construction
@pytest.mark.parametrize("ed", EDITIONS)
def test_a_sensei_with_unimplemented_abilities_is_refused_by_name(ed):
    problems = validate(_with(embedded("lion"), "Satoru Sensei"), ed)
    assert "'Satoru Sensei' is not implemented yet (a Sensei's abilities are issue 16)" in problems


def test_the_default_implemented_cards_are_the_rule_sets():
    """``validate``'s default (the Kyuden Tonbo cards) is what the rule set defines of the pool."""
    assert {f.id for f in pool().values() if f.id in RULES.defs.cards} == {f.id for f in kyuden_tonbo().values()}


@pytest.mark.parametrize("ed", EDITIONS)
def test_the_sensei_clan_restriction(ed):
    """Ivory "Sensei": "A player may only start with a Sensei that is 'All Clans' or has his or
    her Stronghold's Clan in the restriction list"; Diamond "SENSEI": "Only a player of a Faction
    listed on a Sensei can play the Sensei"."""
    def clan_problems(deck, *titles):
        return [p for p in validate(_with(embedded(deck), *titles), ed) if "cannot start with" in p]
    assert clan_problems("dragon", "Satoru Sensei") == \
        ["'Satoru Sensei' is a Lion Sensei; it cannot start with 'Pillars of Virtue' (Dragon)"]
    assert clan_problems("lion", "Satoru Sensei") == []
    assert clan_problems("dragon", "Hojatsu Sensei") == []
    assert clan_problems("lion", "Mahatsu Sensei") == [] and clan_problems("dragon", "Mahatsu Sensei") == []


@pytest.mark.parametrize("ed", EDITIONS)
def test_a_play_deck_has_at_most_one_sensei(ed):
    """Ivory "Sensei": "A play deck may only have one Sensei"."""
    two = validate(_with(embedded("lion"), "Satoru Sensei", "Mahatsu Sensei"), ed)
    assert "2 Senseis (Satoru Sensei, Mahatsu Sensei); a play deck has at most one" in two
    deck = _with(embedded("lion"), "Satoru Sensei")
    deck.pre_game["Satoru Sensei"] = 2
    assert "2 Senseis (Satoru Sensei); a play deck has at most one" in validate(deck, ed)
    assert not any("Senseis" in p for p in validate(_with(embedded("lion"), "Satoru Sensei"), ed))


def test_the_sensei_is_a_pre_game_card_that_counts_toward_no_deck_minimum():
    """Ivory "Deck construction rules": "The Stronghold and Sensei do not count toward this
    minimum"; Ivory "Sensei": neither a Dynasty nor a Fate card."""
    for ed in EDITIONS:
        problems = validate(_with(embedded("lion"), "Satoru Sensei"), ed)
        assert not [p for p in problems if "deck has" in p], problems
        assert all("implemented" in p or "legal" in p for p in problems if "Satoru" in p), problems
    lion = embedded("lion")
    first = next(iter(lion.dynasty))
    lion.dynasty[first] -= 1  # 39 Dynasty cards: the Sensei does not make up the missing one
    lion.pre_game["Satoru Sensei"] = 1
    assert "the Dynasty deck has 39 cards; ivory needs at least 40" in validate(lion, "ivory")
    lion = embedded("lion")
    lion.fate["Satoru Sensei"] = 1
    assert "'Satoru Sensei' is a pre-game card, listed under Fate" in validate(lion, "ivory")


def test_an_ivory_sensei_is_not_celestial_legal():
    """Celestial "Deck Construction": every card Celestial legal; no Ivory Sensei is."""
    assert "'Satoru Sensei' is not celestial-legal (no 'Destroyer War (Celestial)' legality)" in \
        validate(_with(embedded("lion"), "Satoru Sensei"), "celestial")
    assert not any("'Satoru Sensei' is not ivory-legal" in p
                   for p in validate(_with(embedded("lion"), "Satoru Sensei"), "ivory"))


# ------------------------------------------------------------------ deck lists
def test_a_deck_list_names_its_sensei_in_the_pre_game_section():
    text = "Name: Lion\nPre-Game:\n1x Great Hall of Records\n1x Satoru Sensei\nDynasty:\n3x Akodo Senzo\n"
    d = read_text(text)
    assert d.pre_game == {"Great Hall of Records": 1, "Satoru Sensei": 1}
    assert read_text(write_text(d)) == d
    with pytest.raises(DeckListError, match="no card titled 'Satoru Sensi'; did you mean 'Satoru Sensei'"):
        read_text("Pre-Game:\nSatoru Sensi")


# ------------------------------------------------------------------ the harness
def test_the_harness_places_senseis_by_title():
    t = Table(senseis=("Satoru Sensei", None))
    st = t.state
    uid = st.players[0].sensei
    assert st.cards[uid].cid == "satoru-sensei" and st.cards[uid].zone == PLAY and st.players[1].sensei == -1
    assert Table().state.players[0].sensei == -1
    with pytest.raises(ValueError, match="no Sensei titled 'Akodo Masao' \\(it is a personality\\)"):
        Table(senseis=("Akodo Masao",))
    with pytest.raises(ValueError, match="no Sensei titled 'Satoru Sensi'; did you mean 'Satoru Sensei'"):
        Table(senseis=("Satoru Sensi",))


# ------------------------------------------------------------------ saves
def test_a_game_with_a_sensei_saves_and_loads():
    g = l5r.ccg.new_game([_with(embedded("lion"), "Plain Sensei"), "dragon"], seed=2)
    agent = RandomAgent(1)
    for _ in range(30):
        act(g, agent)
    data = json.loads(json.dumps(g.to_data()))
    loaded = Game.from_data(data)
    assert loaded.to_data() == g.to_data() and loaded.state.players[0].sensei == g.state.players[0].sensei
    t = Table(senseis=("Satoru Sensei", None))
    t.open_action()
    assert Game.from_json(t.g.to_json(), unrecorded=True).to_json() == t.g.to_json()


def test_a_save_whose_sensei_is_not_a_sensei_is_refused():
    t = Table(senseis=("Satoru Sensei", None))
    t.open_action()
    data = t.g.to_data()
    data["players"][0]["sensei"] = data["players"][0]["stronghold"]
    with pytest.raises(CorruptState, match="Sensei is card"):
        Game.from_data(data)
