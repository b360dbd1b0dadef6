"""Per-game result files (``l5r lcg simulate --out`` and ``l5r ccg simulate --out``): one row
per game, as Parquet (``.parquet``, with pyarrow) or CSV (``.csv``), by the file's extension.

The columns, in order:

=====================  ===========================================================================
``seed``               the game's seed (with the settings below, it replays the game exactly)
``game``               ``"lcg"`` or ``"ccg"``
``deck1``, ``deck2``   the decks of players 1 and 2 (LCG: clans of the embedded decks; CCG: the
                       embedded decks' names)
``bot1``, ``bot2``     the bot specs of players 1 and 2 (``random``, ``heuristic``, ``mcts:200``...)
``format``             LCG only: the format (``stronghold``, ``skirmish``)
``edition``            CCG only: the rules edition (``ivory``, ``celestial``, ``diamond``)
``max_rounds``         LCG only: the round limit (0: none)
``max_turns``          CCG only: the turn limit
``version``            the version of l5r that played the game
``winner``             ``"p1"``, ``"p2"`` or ``"none"`` (a game stopped without a victory)
``victory``            the victory (``honor``, ``conquest``, ``military``...) or why the game
                       stopped (``round_limit``, ``turn_limit``, ``unfinished``)
``finished``           whether it ended by a rule-defined victory
``rounds``             LCG only: the rounds played
``turns``              CCG only: the turns played
``decisions``          the decisions answered
``seconds``            the time the game took (the only column that differs between runs)
=====================  ===========================================================================

A file is written whole or not at all (into a new file renamed over the target at the end),
its path checked before any game is played (:func:`check_out`). :func:`read_columns` reads
one back for ``l5r report``, refusing a file that is missing, not Parquet or CSV, or without
the columns above.

>>> import os, tempfile
>>> from l5r.engine.batch import GameRecord
>>> path = os.path.join(tempfile.mkdtemp(), "games.csv")
>>> fixed = {"game": "lcg", "deck1": "crab", "deck2": "lion", "bot1": "random", "bot2": "random"}
>>> with Writer(check_out(path), row(fixed, "rounds", GameRecord(0, 0, "", False, 0, 0))) as w:
...     w.write(row(fixed, "rounds", GameRecord(7, 1, "honor", True, 5, 321, 0.05)))
>>> cols = read_columns(path)
>>> cols["seed"], cols["winner"], cols["victory"], cols["rounds"]
([7], ['p2'], ['honor'], [5])
>>> check_out(path)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
l5r.engine.files.FileRefused: the output file .../games.csv exists already; use --force to overwrite it, ...
>>> check_out("games.xlsx")
Traceback (most recent call last):
...
l5r.engine.files.FileRefused: cannot write games.xlsx: the output file's extension must be .parquet or .csv
"""

from __future__ import annotations

import csv
import os
import tempfile
from pathlib import Path
from types import TracebackType
from typing import Any

import pyarrow as pa
import pyarrow.csv as pa_csv
import pyarrow.parquet as pq

from .batch import GameRecord
from .files import FileRefused, check_writable

#: the file kinds by extension
KINDS = {".parquet": "parquet", ".csv": "csv"}
#: the columns every file has (besides the length: ``rounds`` or ``turns``)
REQUIRED = ("seed", "game", "deck1", "deck2", "bot1", "bot2", "winner", "victory", "finished", "decisions")
#: the values of ``winner``
WINNERS = ("p1", "p2", "none")
#: rows written to a Parquet file at a time (one row group)
ROW_GROUP = 10_000


def kind_of(path: str | Path) -> str:
    """``"parquet"`` or ``"csv"`` by the extension of ``path``; :class:`FileRefused` for any
    other."""
    kind = KINDS.get(Path(path).suffix.lower())
    if kind is None:
        raise FileRefused(f"cannot write {path}: the output file's extension must be .parquet or .csv")
    return kind


def check_out(path: str | Path, *, force: bool = False) -> Path:
    """``path`` made absolute, after checking its extension and that it can be written
    (:func:`l5r.engine.files.check_writable`; an existing file only with ``force``)."""
    kind_of(path)
    return check_writable(path, "output file", force=force)


def row(fixed: dict[str, Any], length: str, r: GameRecord) -> dict[str, Any]:
    """The row of the game ``r``: its seed, the batch's ``fixed`` columns (a match's
    ``columns()``), then how it went; ``length`` names its length column (``rounds`` or
    ``turns``)."""
    return {"seed": r.seed, **fixed, "winner": r.winner_name, "victory": r.result, "finished": r.finished,
            length: r.length, "decisions": r.decisions, "seconds": round(r.seconds, 6)}


def _type(value: Any) -> pa.DataType:
    """The Parquet column type of a row value."""
    if isinstance(value, bool):
        return pa.bool_()
    if isinstance(value, int):
        return pa.int64()
    if isinstance(value, float):
        return pa.float64()
    return pa.string()


class Writer:
    """Writes rows (:func:`row`) to ``path`` (checked with :func:`check_out`), whose columns
    and their types are those of ``sample``, a row like them; used as a context manager, the
    file appears when the block ends without an error (nothing is left otherwise)."""

    def __init__(self, path: str | Path, sample: dict[str, Any]) -> None:
        self.path = Path(path)
        self.kind = kind_of(path)
        self.names = list(sample)
        self.schema = pa.schema([(k, _type(v)) for k, v in sample.items()])
        self.rows: list[dict[str, Any]] = []
        fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=self.path.parent)
        os.close(fd)
        self.tmp = Path(tmp)
        self._pq: pq.ParquetWriter | None = None
        self._csv: Any = None
        self._csv_file: Any = None
        try:
            if self.kind == "parquet":
                self._pq = pq.ParquetWriter(self.tmp, self.schema)
            else:
                self._csv_file = open(self.tmp, "w", newline="", encoding="utf-8")
                self._csv = csv.writer(self._csv_file)
                self._csv.writerow(self.names)
        except OSError as exc:
            self.tmp.unlink(missing_ok=True)
            raise FileRefused(f"cannot write the output file {self.path}: {exc.strerror or exc}") from exc

    def write(self, r: dict[str, Any]) -> None:
        """Add the row ``r``."""
        if self._csv is not None:
            self._csv.writerow([r[k] for k in self.names])
            return
        self.rows.append(r)
        if len(self.rows) >= ROW_GROUP:
            self._flush()

    def _flush(self) -> None:
        if self._pq is not None and self.rows:
            self._pq.write_table(pa.Table.from_pylist(self.rows, schema=self.schema))
            self.rows = []

    def __enter__(self) -> Writer:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        try:
            if kind is None:
                self._flush()
            if self._pq is not None:
                self._pq.close()
            if self._csv_file is not None:
                self._csv_file.close()
            if kind is None:
                os.chmod(self.tmp, 0o666 & ~_umask())
                os.replace(self.tmp, self.path)
        except OSError as e:
            raise FileRefused(f"cannot write the output file {self.path}: {e.strerror or e}") from e
        finally:
            self.tmp.unlink(missing_ok=True)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def read_columns(path: str | Path) -> dict[str, list]:
    """The columns of a per-game file as lists, by name. Raises :class:`FileRefused` when the
    file is missing, has another extension, cannot be read as Parquet or CSV, holds no games,
    lacks a column, or has a winner other than p1, p2 or none."""
    p = Path(path)
    if not p.is_file():
        raise FileRefused(f"cannot read {p}: {'it is a folder' if p.is_dir() else 'no such file'}")
    kind = KINDS.get(p.suffix.lower())
    if kind is None:
        raise FileRefused(f"cannot read {p}: a per-game file ends in .parquet or .csv (written by simulate --out)")
    try:
        table = pq.read_table(p) if kind == "parquet" else pa_csv.read_csv(p)
    except (pa.ArrowException, OSError, ValueError) as exc:
        raise FileRefused(f"{p} is not a readable {kind.upper() if kind == 'csv' else 'Parquet'} file: "
                          f"{str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__}") from exc
    names = set(table.column_names)
    missing = [c for c in REQUIRED if c not in names]
    if not ({"rounds", "turns"} & names):
        missing.append("rounds or turns")
    if missing:
        raise FileRefused(f"{p} is not a per-game file of simulate --out: it has no column {', '.join(missing)}")
    if table.num_rows == 0:
        raise FileRefused(f"{p} holds no games")
    cols = {name: table.column(name).to_pylist() for name in table.column_names}
    bad = sorted({str(w) for w in cols["winner"] if w not in WINNERS})
    if bad:
        raise FileRefused(f"{p}: the winner column holds {', '.join(bad[:3])}; it may hold only p1, p2 or none")
    return cols
