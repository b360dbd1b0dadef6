"""The edition table fields the rule audit added, each against its rules document (found by a
short phrase of the cited section, as in ``test_ccg_editions.py``)."""

import re

import pytest

from l5r.ccg.editions import EDITIONS, edition


def _has(shared_dir, ed, phrase):
    text = (shared_dir / "rules" / EDITIONS[ed].document).read_text(encoding="utf-8")
    return re.sub(r"\s+", " ", phrase) in re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("ed,phrase,field,value", [
    # celestial "PERSONAL HONOR"
    ("celestial", "maximum value of 5", "ph_max", 5),
    # Diamond 4.5 "RESOLUTION SEGMENT"
    ("diamond", "giving the unit a total Force of 0", "bowed_force", "always"),
    # Diamond "TACTICIAN"; celestial "TACTICAL, TACTICIAN"
    ("diamond", "only one Tactical action per battle", "tactical_limit", "battle"),
    ("celestial", "one Tactical action per turn", "tactical_limit", "turn"),
    # Ivory "Experienced"; celestial "EXPERIENCED"; Diamond "Experienced Traits"
    ("ivory", "does not need to meet Honor Requirements or pay costs", "overlay_pays_difference", False),
    ("celestial", "you pay the difference", "overlay_pays_difference", True),
    ("diamond", "you must pay the difference", "overlay_pays_difference", True),
    ("diamond", "ignore all of the card's play restrictions", "overlay_restrictions", False),
    ("celestial", "including Loyal", "overlay_restrictions", True),
    ("ivory", "including Loyal", "overlay_restrictions", True),
    ("diamond", "gains honor for every card in the stack", "overlay_stack_counts", True),
    ("celestial", "treated as one card", "overlay_stack_counts", False),
    # Diamond "Setup"
    ("diamond", "Unique cards include all Experienced cards", "experienced_unique_in_play", True),
    # Diamond "Casting Spells"
    ("diamond", "cannot cast Spells while bowed", "bowed_shugenja_casts", False),
    # Ivory "Player elimination"; Diamond "How to Win" (celestial: the online rules, i.e. ivory)
    ("ivory", "play deck are removed from the game (regardless of who controls them)", "elimination", "play_deck"),
    ("diamond", "removed from the game along with all cards he owns", "elimination", "owned"),
    # Ivory "Cavalry"
    ("ivory", "Absent Engage: Target your unbowed Personality in a Cavalry unit", "cavalry_engage", True),
])
def test_audit_edition_fields_against_their_documents(shared_dir, ed, phrase, field, value):
    assert _has(shared_dir, ed, phrase)
    assert getattr(edition(ed), field) == value


def test_only_ivory_has_the_cavalry_engage_ability_and_no_ph_maximum_outside_celestial():
    assert [e for e in EDITIONS if edition(e).cavalry_engage] == ["ivory"]
    assert [e for e in EDITIONS if edition(e).ph_max is not None] == ["celestial"]
