"""Words for card descriptions: how the vocabulary of :mod:`l5r.lcg.vocab` and its
companions names what it declares, in the project's own words (never card text).

A vocabulary object describes itself with a ``describe()`` method (a phrase, or
``None`` when it cannot say what it does: a private helper of a card without one);
a condition or test function describes itself with a ``says`` attribute, set by
the :func:`phrase` decorator or by the factory that made it. :mod:`l5r.lcg.describe`
assembles a card's description from these.

>>> subject("host"), subject("target"), until("conflict")
('the attached character', 'it', 'until the end of the conflict')
"""

from __future__ import annotations

from ..engine.words import joined, phrase, said, sentence, signed

__all__ = [
    "TRIGGERS",
    "cannot_words",
    "joined",
    "phrase",
    "said",
    "sentence",
    "signed",
    "stat_word",
    "subject",
    "trigger_phrase",
    "until",
]

#: what an effect's or ability's ``on`` names
_SUBJECTS = {"target": "it", "self": "this card", "host": "the attached character", "player": "you",
             "target_host": "the character it is attached to",
             "province": "the province this holding is in", "provinces": "each province",
             "revealed": "that card", "players": "each player",
             "controller": "you", "opponent": "your opponent", "opponents": "your opponents"}


def subject(on: object) -> str | None:
    """The words for an ``on`` field (a string, or a selector with ``describe()``)."""
    if isinstance(on, str):
        return _SUBJECTS.get(on)
    d = getattr(on, "describe", None)
    text = d() if d is not None else said(on)
    return text if isinstance(text, str) else None


_UNTIL = {"conflict": "until the end of the conflict", "phase": "until the end of the phase",
          "round": "until the end of the round", "duel": "until the end of the duel", "": "",
          "game": "for the rest of the game"}


def until(period: str) -> str:
    """The words for a lasting effect's duration."""
    return _UNTIL.get(period, f"until the end of the {period}")


_STATS = {"skills": "military and political", "military": "military", "political": "political",
          "glory": "glory", "strength": "province strength"}


def stat_word(stat: str) -> str:
    """``"skills"`` -> ``"military and political"``, other stats by name."""
    return _STATS.get(stat, stat)


#: game actions as words after "cannot" (``cannot`` effects)
_CANNOT = {
    "bow": "be bowed", "ready": "be readied", "honor": "be honored", "dishonor": "be dishonored",
    "discard": "be discarded", "remove_fate": "have fate removed from it", "move_home": "be sent home",
    "move_to_conflict": "be moved to a conflict", "attack": "be declared as an attacker",
    **{f"attack_except_{el}": f"be declared as an attacker except during {el} conflicts"
       for el in ("air", "earth", "fire", "water", "void")},
    "defend": "be declared as a defender", "participate_as_attacker": "participate as an attacker",
    "participate_military": "participate in military conflicts",
    "participate_political": "participate in political conflicts", "participate": "participate in conflicts",
    "trigger_abilities": "trigger its abilities", "lose_duel": "lose duels",
    "bow_by_resolution": "be bowed by the resolution of the conflict",
    "bow_by_resolution_military": "be bowed by the resolution of a military conflict",
    "bow_by_resolution_political": "be bowed by the resolution of a political conflict",
    "bow_by_resolution_defending": "be bowed by the resolution of a conflict while defending",
    "bow_by_resolution_attacking": "be bowed by the resolution of a conflict while attacking",
    "bow_by_resolution_lost": "be bowed by the resolution of a conflict it lost",
    "break": "be broken",
    "ready_in_fate_phase": "ready during the fate phase",
    "declare_military_against": "have military conflicts declared against it",
    "declare_political_against": "have political conflicts declared against it",
    "bow_by_opponent_card": "be bowed by opponents' card effects",
    "move_home_by_opponent_card": "be sent home by opponents' card effects",
    "move_to_conflict_by_opponent_card": "be moved to a conflict by opponents' card effects",
    "fate_when_played_from_province": "have fate placed on it when played from a province",
    "play_event": "play events", "play_from_hand": "play cards from their hand",
    "gain_honor": "gain honor", "lose_honor": "lose honor", "leaves_play": "leave play",
    "play_event_copy_in_discard": "play copies of event cards that are in their conflict discard pile",
    "be_attacked_political": "be attacked in a political conflict",
    "event_effects": "be affected by events (it is immune to them)",
    "enemy_effects": "be affected by the effects of cards its controller's opponents control (it is immune to them)",
    "spend_fate": "spend fate from their fate pool",
    "opponents_ring_effects": "be affected by its controller's opponents' ring effects (it is immune to them)",
    "be_attacked_military": "be attacked in a military conflict",
    "ring_fate": "remove or gain fate from rings",
    "target_by_opponents": "be targeted by opponents' card abilities",
    "bid_1": "bid 1", "bid_2": "bid 2", "bid_3": "bid 3", "bid_4": "bid 4", "bid_5": "bid 5",
}


def cannot_words(action: str) -> str | None:
    """The words after "cannot" for a game action, or None if unknown.

    >>> cannot_words("bow"), cannot_words("play_event")
    ('be bowed', 'play events')
    """
    return _CANNOT.get(action)


#: event name -> what happens, for triggers ("after ...", "when ... would ...");
#: ``{card}`` is the card the event is about, ``{player}`` the player
TRIGGERS = {
    "conflict_won": "{player} win{s} a conflict", "province_revealed": "{card} is revealed",
    "enter_play": "{card} enters play", "break_province": "{card} is broken",
    "conflict_declared": "{player} declare{s} a conflict", "claim_ring": "{player} claim{s} a ring",
    "leaves_play": "{card} leaves play", "effects_initiate": "an ability's effects initiate",
    "phase_begin": "a phase begins", "card_played": "{player} play{s} a card", "honor": "{card} is honored",
    "bids_revealed": "honor bids are revealed", "move_to_conflict": "{card} moves to a conflict",
    "conflict_passed": "a conflict is passed", "move_attachment": "an attachment moves",
    "place_fate": "fate is placed on {card}", "move_fate": "fate is moved onto {card}",
    "bow": "{card} is bowed", "phase_end": "a phase ends", "dishonor": "{card} is dishonored",
    "conflict_ended": "a conflict ends", "defenders_declared": "defenders are declared",
    "pass_first_player": "the first player token passes", "duel_won": "{card} wins a duel",
    "duel_lost": "{card} loses a duel", "duel_resolves": "a duel resolves",
    "ability_triggered": "{card} triggers an ability", "lose_honor": "{player} lose{s} honor",
    "ring_effect": "{player} resolve{s} a ring effect", "dynasty_passed": "{player} pass{es} in the dynasty phase",
    "return_ring": "a ring returns to the unclaimed ring pool",
}

#: what an ``event_is`` field value stands for
_FIELD = {"self": "this card", "you": "you", "host": "the attached character"}


def trigger_phrase(name: str, fields: dict | None = None) -> str:
    """The words for a trigger: the event named ``name`` whose fields are ``fields``
    (``"self"``, ``"you"``, ``"host"`` as in ``vocab.event_is``).

    >>> trigger_phrase("honor", {"card": "self"}), trigger_phrase("conflict_won")
    ('this card is honored', 'a player wins a conflict')
    """
    fields = fields or {}
    if name in ("phase_begin", "phase_end") and fields.get("phase"):
        return f"the {fields['phase']} phase {'begins' if name == 'phase_begin' else 'ends'}"
    t = TRIGGERS.get(name, name.replace("_", " "))
    card = _FIELD.get(fields.get("card", ""), "a card")
    player = _FIELD.get(fields.get("player", ""), "a player")
    return t.format(card=card, player=player, s="" if player == "you" else "s", es="" if player == "you" else "es")
