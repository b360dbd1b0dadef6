"""Reading the text files users give the engine (deck lists, saved games): a file that is
missing, too large or not text is refused with a message saying so, before any parsing.
Writing the files the engine makes (saved games, replays): :func:`check_writable` says before
a game begins whether a path can be written without overwriting a file, and
:func:`write_text_file` writes a whole file or nothing (a new file renamed over the old one).

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

import os
import tempfile
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


def check_writable(path: str | Path, what: str, *, force: bool = False, own: str | Path | None = None) -> Path:
    """``path`` made absolute (relative to the current directory), after checking that
    :func:`write_text_file` can write it: its folder exists and is writable, it is not a
    folder, and it is not an existing file unless ``force`` or it is ``own`` (the file this
    game was loaded from: saving over it continues that game). Raise :class:`FileRefused`
    saying what is wrong (``what`` names the file).

    >>> import tempfile, os
    >>> d = tempfile.mkdtemp()
    >>> check_writable(os.path.join(d, "new.json"), "save file").name
    'new.json'
    >>> check_writable(os.path.join(d, "no", "such", "x.json"), "save file")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    l5r.engine.files.FileRefused: cannot write the save file .../no/such/x.json: the folder .../no/such does not exist
    >>> _ = open(os.path.join(d, "old.json"), "w").write("{}")
    >>> check_writable(os.path.join(d, "old.json"), "save file")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    l5r.engine.files.FileRefused: the save file .../old.json exists already; use --force to overwrite it, ...
    """
    p = Path(os.path.abspath(Path(path).expanduser()))
    folder = p.parent
    if p.is_dir():
        raise FileRefused(f"cannot write the {what} {p}: it is a folder")
    if not folder.is_dir():
        raise FileRefused(f"cannot write the {what} {p}: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise FileRefused(f"cannot write the {what} {p}: the folder {folder} is not writable")
    if p.exists() and not force and not (own is not None and p == Path(os.path.abspath(own))):
        raise FileRefused(f"the {what} {p} exists already; use --force to overwrite it, or another name")
    if p.exists() and not os.access(p, os.W_OK):
        raise FileRefused(f"cannot write the {what} {p}: the file is not writable")
    return p


def _mode(p: Path) -> int:
    """The permissions a written file gets: those of the file it replaces, else those of a
    new file under the process's umask."""
    try:
        return p.stat().st_mode & 0o777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def write_text_file(path: str | Path, text: str, what: str) -> None:
    """Write ``text`` to ``path`` whole or not at all: into a new file in the same folder,
    then renamed over ``path``, so that an interrupted write (Ctrl-C, a full disk) leaves the
    old file as it was. Raise :class:`FileRefused` saying what went wrong."""
    p = Path(path)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.chmod(tmp, _mode(p))
        os.replace(tmp, p)
        tmp = None
    except OSError as exc:
        raise FileRefused(f"cannot write the {what} {p}: {exc.strerror or exc}") from exc
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
