"""Helpful errors for names: "did you mean ...?" suggestions.

>>> did_you_mean('Spearman', ['Spearmen', 'War Dogs'])
"; did you mean 'Spearmen'?"
>>> did_you_mean('Shuichi', ['Kaiu Shuichi', 'Fine Katana'])
"; did you mean 'Kaiu Shuichi'?"
>>> did_you_mean('zzz', ['Fine Katana'])
''
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable


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
