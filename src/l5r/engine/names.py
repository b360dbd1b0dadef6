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
