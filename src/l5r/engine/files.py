"""Reading the text files users give the engine (deck lists, saved games): a file that is
missing, too large or not text is refused with a message saying so, before any parsing.

>>> import tempfile, os
>>> path = os.path.join(tempfile.mkdtemp(), "deck.txt")
>>> _ = open(path, "wb").write(b"\\xff\\xfe binary")
>>> read_text_file(path, "deck list")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
l5r.engine.files.FileRefused: deck list ...deck.txt is not a text file (it is not UTF-8 text)
>>> _ = open(path, "w").write("3x Fine Katana\\n")
>>> read_text_file(path, "deck list")
'3x Fine Katana\\n'
"""

from __future__ import annotations

from pathlib import Path

#: the largest deck list read (a deck list is a few kilobytes)
MAX_DECK_BYTES = 200_000
#: the largest saved game read (a finished game's save is well under a megabyte)
MAX_SAVE_BYTES = 50_000_000
#: the most copies of one card a deck list line may give (deck limits are far lower; this
#: only keeps absurd numbers out of the engine)
MAX_COPIES = 99


class FileRefused(ValueError):
    """A file the engine will not read: missing, too large, or not UTF-8 text."""


def read_text_file(path: str | Path, what: str, max_bytes: int = MAX_DECK_BYTES) -> str:
    """The text of ``path`` (``what`` names the file in messages); raise :class:`FileRefused`
    if it is missing, larger than ``max_bytes`` or not UTF-8 text (or has NUL bytes)."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > max_bytes:
            raise FileRefused(f"{what} {p} is too large ({size:,} bytes; at most {max_bytes:,})")
        data = p.read_bytes()
    except FileRefused:
        raise
    except OSError as exc:
        raise FileRefused(f"cannot read {what} {p}: {exc.strerror or exc}") from exc
    if b"\x00" in data:
        raise FileRefused(f"{what} {p} is not a text file (it holds NUL bytes)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileRefused(f"{what} {p} is not a text file (it is not UTF-8 text)") from exc
