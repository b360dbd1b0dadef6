"""Names in messages: "did you mean ...?" suggestions, and a player's name as the subject
of a sentence.

>>> did_you_mean('Spearman', ['Spearmen', 'War Dogs'])
"; did you mean 'Spearmen'?"
>>> did_you_mean('Shuichi', ['Kaiu Shuichi', 'Fine Katana'])
"; did you mean 'Kaiu Shuichi'?"
>>> did_you_mean('zzz', ['Fine Katana'])
''

The terminal names the human player :data:`YOU`; a log line about that player must read
"You win", "Your turn", "You add a card to your hand", not "You wins", "You's turn" or
"their hand". Log lines are written with :func:`says`, :func:`possessive`, :func:`their`, :func:`obj`
and :func:`agree` around player names (any other name reads as a third person):

>>> says("Bot", "wins"), says("You", "wins"), says("You", "passes"), says("You", "has")
('Bot wins', 'You win', 'You pass', 'You have')
>>> f"{possessive('You')} turn", f"{possessive('Bot')} turn", f"{says('You', 'adds')} a card to {their('You')} hand"
('Your turn', "Bot's turn", 'You add a card to your hand')
>>> f"Bot gives 1 honor to {obj('You')}", f"You give 1 honor to {obj('Bot')}"
('Bot gives 1 honor to you', 'You give 1 honor to Bot')
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

#: The name of the player addressed in the second person (how the terminal names the human).
YOU = "You"

#: Third person singular verbs whose plain form is not the word without its last "s" or "es".
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}


def did_you_mean(name: str, titles: Iterable[str]) -> str:
    """A "; did you mean ...?" hint for ``name`` among ``titles`` ('' if none
    is close): close spellings first, else titles containing the name."""
    titles = list(titles)
    close = difflib.get_close_matches(name, titles, n=3, cutoff=0.6) or [
        t for t in titles if name.casefold() in t.casefold()][:3]
    return "; did you mean " + " or ".join(repr(t) for t in close) + "?" if close else ""


def find_title(name: str, titles: Iterable[str]) -> str:
    """The title ``name`` means: an exact title (case-insensitive), else the one title
    it begins, else its one close spelling; KeyError with suggestions otherwise
    (no title, or several equally good).

    >>> T = ['Fine Katana', 'Favorable Ground', 'Fiery Madness', 'Kaiu Shuichi']
    >>> find_title('fine katana', T), find_title('Fav', T), find_title('Fine Katanna', T)
    ('Fine Katana', 'Favorable Ground', 'Fine Katana')
    >>> find_title('F', T)
    Traceback (most recent call last):
    ...
    KeyError: "'F' begins several card titles; did you mean 'Fine Katana' or 'Favorable Ground' or 'Fiery Madness'?"
    >>> find_title('Zzyzx', T)
    Traceback (most recent call last):
    ...
    KeyError: "no card titled 'Zzyzx'"
    """
    titles = list(titles)
    want = name.strip().casefold()
    exact = [t for t in titles if t.casefold() == want]
    if exact:
        return exact[0]
    if not want:
        raise KeyError("no card title given")
    starts = [t for t in titles if t.casefold().startswith(want)]
    if len(starts) == 1:
        return starts[0]
    if len(starts) > 1:
        raise KeyError(f"{name!r} begins several card titles; did you mean "
                       + " or ".join(repr(t) for t in starts[:5]) + "?")
    folded = {t.casefold(): t for t in titles}
    close = difflib.get_close_matches(want, list(folded), n=2, cutoff=0.75)
    if len(close) == 1 or (close and difflib.SequenceMatcher(None, want, close[0]).ratio() >= 0.9):
        return folded[close[0]]
    raise KeyError(f"no card titled {name!r}{did_you_mean(name, titles)}")


def plain(verb: str) -> str:
    """The plain form of a verb given in the third person singular ("wins" -> "win").

    >>> [plain(v) for v in ("wins", "passes", "reaches", "carries", "has", "goes", "mulligans", "uses")]
    ['win', 'pass', 'reach', 'carry', 'have', 'go', 'mulligan', 'use']
    """
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    return verb[:-1] if verb.endswith("s") else verb


def agree(name: str, verb: str) -> str:
    """``verb`` (in the third person singular: "wins", "has") agreeing with the subject
    ``name``, for a second verb of the same subject: "Bot passes and gains", "You pass and gain".

    >>> agree("Bot", "gains"), agree("You", "gains")
    ('gains', 'gain')
    """
    return plain(verb) if name == YOU else verb


def says(name: str, verb: str) -> str:
    """``name`` and ``verb`` (in the third person singular: "wins", "has"), agreeing:
    "Bot wins", but "You win"."""
    return f"{name} {agree(name, verb)}"


def possessive(name: str, *, start: bool = True) -> str:
    """"Bot's", but "Your" at the ``start`` of a sentence and "your" inside one.

    >>> f"Support {possessive('You', start=False)} Fine Katana?"
    'Support your Fine Katana?'
    """
    if name == YOU:
        return "Your" if start else "your"
    return f"{name}'s"


def their(name: str) -> str:
    """The possessive pronoun for ``name``'s things: "their", but "your" for :data:`YOU`."""
    return "your" if name == YOU else "their"


def obj(name: str) -> str:
    """``name`` as the object of a sentence: "you" for :data:`YOU`, else the name."""
    return "you" if name == YOU else name


def player_name(players: list[dict], index: int | None, nobody: str = "nobody") -> str:
    """The name of player ``index`` among a view's ``players`` (dicts with a ``name``),
    or ``nobody`` for -1 or None.

    >>> player_name([{"name": "You"}, {"name": "Bot"}], 1), player_name([{"name": "You"}], -1)
    ('Bot', 'nobody')
    """
    if index is None or index < 0 or index >= len(players):
        return nobody
    return str(players[index]["name"])
