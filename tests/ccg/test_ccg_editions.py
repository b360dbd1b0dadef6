"""The editions table: each value against its rules document, found by the cited section."""

import dataclasses
import re

import pytest

from l5r.ccg.editions import DEFAULT, EDITIONS, Edition, edition


def _doc(shared_dir, ed):
    return (shared_dir / "rules" / EDITIONS[ed].document).read_text(encoding="utf-8")


def _has(text, phrase):
    return re.sub(r"\s+", " ", phrase) in re.sub(r"\s+", " ", text)


def test_lookup_and_default():
    assert DEFAULT == "ivory" and edition() is EDITIONS["ivory"]
    assert edition(" Celestial ") is EDITIONS["celestial"]
    with pytest.raises(ValueError, match="unknown CCG edition 'lotus'; the editions are 'celestial', 'diamond', 'ivory'"):
        edition("lotus")


def test_one_table_every_field_set():
    assert set(EDITIONS) == {"ivory", "celestial", "diamond"}
    for name, ed in EDITIONS.items():
        assert isinstance(ed, Edition) and ed.name == name
        assert all(getattr(ed, f.name) is not None or f.name in ("legal_arc", "duel_max_focus", "ph_max", "item_modifier_min")
                   for f in dataclasses.fields(ed))
    with pytest.raises(dataclasses.FrozenInstanceError):
        EDITIONS["ivory"].starting_hand = 7


def test_every_field_has_a_citation_comment():
    """Each field of each row carries a comment citing its section (same or previous line)."""
    from pathlib import Path
    import l5r.ccg.editions as mod
    lines = Path(mod.__file__).read_text(encoding="utf-8").splitlines()
    first = next(i for i, l in enumerate(lines) if l.startswith("EDITIONS: dict"))
    last = next(i for i, l in enumerate(lines) if l.startswith("#: The default edition"))
    fields = {f.name for f in dataclasses.fields(Edition)} - {"name", "document"}
    cited = 0
    for i in range(first, last):
        names = set(re.findall(r"(\w+)=", lines[i].split("#")[0])) & fields
        if names:
            assert "#" in lines[i] or lines[i - 1].strip().startswith("#"), lines[i]
            cited += len(names)
    assert cited == 3 * len(fields)


def test_ivory_values(shared_dir):
    doc, ed = _doc(shared_dir, "ivory"), edition("ivory")
    assert ed.phases == ("action", "attack", "dynasty")
    assert _has(doc, "All players draw five Fate cards simultaneously") and ed.starting_hand == 5
    assert _has(doc, "maximum hand size of 8") and ed.max_hand_size == 8
    assert _has(doc, "The Dynasty and Fate decks must each have at least 40 cards") and ed.dynasty_min == ed.fate_min == 40
    assert _has(doc, "starting his or her turn on 40 Family Honor or higher") and ed.honor_victory == 40
    assert _has(doc, "–20 or below at the end of his or her turn") and (ed.dishonor_loss, ed.dishonor_timing) == (-20, "end_of_turn")
    assert _has(doc, "the extra Gold is added to the player’s Gold pool") and not ed.excess_gold_lost
    assert _has(doc, "there is no rulebook ability allowing Seppuku") and ed.seppuku == "none"
    assert _has(doc, "takes the top card of his or her Fate deck without looking at it") and ed.duel_focus == "hand_or_deck"
    assert _has(doc, "A player who has focused four times may not focus any more") and ed.duel_max_focus == 4
    assert ed.tie_honor_per_card == 2  # DECISIONS.md: rate not restated for a tie
    assert ed.legal_arc == "A Brother's Destiny (Ivory Edition)" and not ed.allies


def test_celestial_values(shared_dir):
    doc, ed = _doc(shared_dir, "celestial"), edition("celestial")
    assert ed.phases == ("straighten", "events", "action", "attack", "dynasty", "end")
    assert _has(doc, "Draw six cards from the top of your Fate deck") and ed.starting_hand == 6
    assert _has(doc, "maximum hand size of eight") and ed.max_hand_size == 8
    assert _has(doc, "each have at least 40 cards") and ed.dynasty_min == ed.fate_min == 40
    assert _has(doc, "no more than one copy of each Event card and Unique card") and ed.one_copy_types == ("event",)
    assert _has(doc, "one special Holding titled Border Keep") and ed.starting_holdings == ("Border Keep",)
    assert _has(doc, "Holding titled Bamboo Harvesters in play and bowed") and ed.second_player_holdings == ("Bamboo Harvesters",)
    assert _has(doc, "Family Honor is ever at or below -20") and ed.dishonor_timing == "immediate"
    assert _has(doc, "The extra 1 Gold is lost") and ed.excess_gold_lost
    assert _has(doc, "takes the top three cards of his or her Fate deck to form a focus pool") and ed.duel_focus == "focus_pool"
    assert _has(doc, "He commits seppuku") and ed.seppuku == "reaction"
    assert _has(doc, "Cavalry Maneuvers Segment") and ed.maneuvers == ("infantry", "cavalry")
    assert _has(doc, "each gains Honor equal to the number of cards they destroyed") and ed.tie_honor_per_card == 1
    assert ed.legal_arc == "Destroyer War (Celestial)" and ed.honor_victory == 40


def test_diamond_values(shared_dir):
    doc, ed = _doc(shared_dir, "diamond"), edition("diamond")
    assert ed.phases == edition("celestial").phases
    assert _has(doc, "draws five Fate cards to make his hand") and ed.starting_hand == 5
    assert _has(doc, "maximum hand size** of eight") and ed.max_hand_size == 8
    assert _has(doc, "Unique cards include all Experienced cards") and ed.experienced_unique
    assert _has(doc, "- Any Elemental Ring") and ed.one_copy_types == ("event", "ring")
    assert _has(doc, "if he ever has under -19 Family Honor") and (ed.dishonor_loss, ed.dishonor_timing) == (-20, "immediate")
    assert _has(doc, "Reaching 40 Honor or higher during a turn does not grant you victory") and ed.honor_timing == "start_of_turn"
    assert _has(doc, "the Emperor taxes any excess Gold, and you lose it") and ed.excess_gold_lost
    assert _has(doc, "This seppuku is not a Reaction") and ed.seppuku == "rule"
    assert _has(doc, "To have your Personality focus, place a card from your hand") and ed.duel_focus == "hand"
    assert _has(doc, "the battle is not a \"victory\" over an opposing army") and ed.empty_side == "no_winner"
    assert _has(doc, "A player who allies gains 2 Honor") and (ed.allies, ed.ally_honor) == (True, 2)
    assert ed.legal_arc is None and _has(doc, "can come from any Clan Deck or expansion pack")
