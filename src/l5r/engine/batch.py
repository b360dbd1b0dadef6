"""Running a batch of games, one per seed, on every core or on a Ray cluster, with the same
results as one after another.

A batch is a function ``play(seed) -> GameRecord`` (a module-level function, or a method of
a module-level object, so that it can be sent to another process) and a list of seeds. Each
game's outcome depends only on its seed and the batch's settings, never on the process that
plays it or on the other games, so :func:`run` gives the same records whatever the backend
and the number of workers; it yields them in seed order as they come in.

Backends:

- ``"local"``: this machine. One worker plays the games in this process; more start that many
  processes (:class:`concurrent.futures.ProcessPoolExecutor`). They start as copies of this
  process when it runs no other thread, else from a fork server or spawned
  (:func:`start_method`); nothing but the picklable ``play`` and the seeds is sent, so a script
  that asks for several workers needs the usual ``if __name__ == "__main__":`` guard. Seeds go
  in chunks (:func:`chunk_size`), a few chunks per worker in flight, so that the overhead per
  game stays small and the memory bounded however many games there are.
- ``"ray"``: a Ray cluster (``pip install l5r[ray]``): an existing one at ``address``, or a
  local instance started for the batch (``workers`` CPUs) and stopped after it. Every node
  must have the same version of l5r installed.

>>> records = list(run(_example_game, [3, 1, 2]))
>>> [r.seed for r in records], [r.winner for r in records]
([3, 1, 2], [0, 0, 1])
>>> records[2].winner_name, records[2].result, records[2].finished
('p2', 'honor', True)
>>> chunk_size(400, 2), chunk_size(10, 2), chunk_size(1_000_000, 8)
(12, 1, 64)
"""

from __future__ import annotations

import multiprocessing
import os
import socket
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

#: the backends :func:`run` knows
BACKENDS = ("local", "ray")
#: chunks per worker the seeds are cut into (more: better balance, more overhead)
CHUNKS_PER_WORKER = 16
#: the most games in one chunk
MAX_CHUNK = 64
#: chunks in flight per worker (the rest wait, so that memory stays bounded)
IN_FLIGHT_PER_WORKER = 4
#: how worker processes start when this process runs other threads: ``forkserver`` where the
#: system has it (from one clean process that loaded the game modules once), else ``spawn``
START_METHOD = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
#: whether workers may start as copies of this process (``fork``: no start-up cost) when it
#: runs no other thread (the pool forks all its workers before starting its own threads)
FORK = "fork" in multiprocessing.get_all_start_methods()


def start_method() -> str:
    """How the next pool's workers start: ``fork`` when this process has a single thread
    (forking then copies no lock another thread holds), else :data:`START_METHOD`."""
    return "fork" if FORK and threading.active_count() == 1 else START_METHOD


@dataclass(frozen=True, slots=True)
class GameRecord:
    """How one game of a batch went: its ``seed``; its ``winner`` (a player index: 0 for
    player 1; ``None`` or -1 for none); ``result``, the victory (``"honor"``...) or why it
    stopped (``"round_limit"``, ``"turn_limit"``, ``"unfinished"``); whether it was
    ``finished`` by a rule-defined victory; its ``length`` (LCG rounds or CCG turns); the
    ``decisions`` answered; the ``seconds`` it took; and, when the batch asked for them, its
    narrated ``log`` and its ``replay`` (:class:`l5r.engine.replays.Replay`)."""

    seed: int
    winner: int | None
    result: str
    finished: bool
    length: int
    decisions: int
    seconds: float = 0.0
    log: tuple[str, ...] | None = None
    replay: Any = None

    @property
    def winner_name(self) -> str:
        """``"p1"``, ``"p2"``... or ``"none"``."""
        if not self.finished or self.winner is None or self.winner < 0:
            return "none"
        return f"p{self.winner + 1}"

    def outcome(self) -> tuple:
        """Everything about the game but the time it took: equal for the same seed and
        settings whatever the backend or the number of workers."""
        replay = self.replay.to_data() if self.replay is not None else None
        return (self.seed, self.winner, self.result, self.finished, self.length, self.decisions, self.log, replay)


class BackendError(RuntimeError):
    """A backend that cannot run: unknown, or Ray asked for without Ray installed, or a Ray
    cluster that cannot be reached."""


def chunk_size(games: int, workers: int) -> int:
    """Games per task: about :data:`CHUNKS_PER_WORKER` chunks per worker, at most
    :data:`MAX_CHUNK` games, at least one."""
    return max(1, min(MAX_CHUNK, games // (max(1, workers) * CHUNKS_PER_WORKER)))


def play_chunk(play: Callable[[int], GameRecord], seeds: Sequence[int]) -> list[GameRecord]:
    """The records of the games of ``seeds``, played one after another (what one task of a
    worker does)."""
    return [play(s) for s in seeds]


def default_workers() -> int:
    """All cores this process may use (those it is bound to where the system says, else
    :func:`os.cpu_count`; 1 if unknown)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def run(play: Callable[[int], GameRecord], seeds: Sequence[int], *, workers: int = 1, backend: str = "local",
        address: str | None = None, progress: Callable[[int], None] | None = None,
        chunk: int | None = None) -> Iterator[GameRecord]:
    """The records of the games of ``seeds`` (``play(seed)`` each), in the order of ``seeds``,
    played by ``workers`` workers of ``backend`` (see the module docstring); ``progress(n)``
    is called as each chunk of ``n`` games ends (in any order). Raises :class:`BackendError`
    for a backend that cannot run (Ray's problems when the first record is asked for); an
    error in a game is raised when its record is asked for."""
    if backend not in BACKENDS:
        raise BackendError(f"unknown backend {backend!r}: choose one of {', '.join(BACKENDS)}")
    if workers < 1:
        raise BackendError(f"workers must be at least 1 (got {workers})")
    seeds = list(seeds)
    size = chunk or chunk_size(len(seeds), workers)
    chunks = [seeds[i:i + size] for i in range(0, len(seeds), size)]
    if backend == "ray":
        return _ordered(_ray(play, chunks, workers, address), progress)
    if workers == 1 or len(chunks) <= 1:
        return _ordered(((i, play_chunk(play, c)) for i, c in enumerate(chunks)), progress)
    return _ordered(_processes(play, chunks, workers), progress)


def _ordered(done: Iterator[tuple[int, list[GameRecord]]], progress: Callable[[int], None] | None
             ) -> Iterator[GameRecord]:
    """The records of chunks that end in any order (``(chunk index, records)``), in chunk
    order: the chunks that end early wait for those before them."""
    waiting: dict[int, list[GameRecord]] = {}
    nxt = 0
    for i, records in done:
        if progress is not None:
            progress(len(records))
        waiting[i] = records
        while nxt in waiting:
            yield from waiting.pop(nxt)
            nxt += 1


def _processes(play: Callable[[int], GameRecord], chunks: list[list[int]], workers: int
               ) -> Iterator[tuple[int, list[GameRecord]]]:
    """Chunks played by a pool of ``workers`` processes, a few per worker in flight."""
    todo = iter(enumerate(chunks))
    limit = workers * IN_FLIGHT_PER_WORKER
    method = start_method()
    ctx = multiprocessing.get_context(method)
    if method == "forkserver":  # the workers fork from a process that loaded the game once
        ctx.set_forkserver_preload([m for m in ("__main__", getattr(play, "__module__", None)) if m])
    ex = ProcessPoolExecutor(max_workers=min(workers, len(chunks)), mp_context=ctx)
    pending: dict[Future, int] = {}
    try:
        for i, c in todo:
            pending[ex.submit(play_chunk, play, c)] = i
            if len(pending) >= limit:
                break
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for f in finished:
                i = pending.pop(f)
                yield i, f.result()
            for i, c in todo:
                pending[ex.submit(play_chunk, play, c)] = i
                if len(pending) >= limit:
                    break
    finally:
        ex.shutdown(wait=True, cancel_futures=True)


def _ray(play: Callable[[int], GameRecord], chunks: list[list[int]], workers: int, address: str | None
         ) -> Iterator[tuple[int, list[GameRecord]]]:
    """Chunks played as Ray tasks: on the cluster at ``address``, else on a local instance of
    ``workers`` CPUs started here and stopped at the end (an instance already running in this
    process is used and left running)."""
    try:
        import ray
    except ImportError as exc:
        raise BackendError("the ray backend needs Ray: pip install 'l5r[ray]' (or pip install ray)") from exc
    started = not ray.is_initialized()
    if started:
        if address:
            _check_reachable(address)
        try:
            if address:
                ray.init(address=address, log_to_driver=False, configure_logging=False)
            else:
                ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False, configure_logging=False)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            raise BackendError(f"cannot start or join Ray{f' at {address}' if address else ''}: {exc}") from exc
    try:
        task = ray.remote(play_chunk)
        ref = ray.put(play)
        cpus = int(ray.cluster_resources().get("CPU", workers))
        limit = max(workers, cpus) * IN_FLIGHT_PER_WORKER
        todo = iter(enumerate(chunks))
        pending: dict[Any, int] = {}
        for i, c in todo:
            pending[task.remote(ref, c)] = i
            if len(pending) >= limit:
                break
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            for r in ready:
                i = pending.pop(r)
                yield i, ray.get(r)
            for i, c in todo:
                pending[task.remote(ref, c)] = i
                if len(pending) >= limit:
                    break
    finally:
        if started:
            ray.shutdown()


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """Refuse a Ray address ``host:port`` (or ``ray://host:port``) that takes no connection
    (Ray itself would retry for minutes); ``auto`` and other forms are left to Ray."""
    host, sep, port = address.removeprefix("ray://").rpartition(":")
    if not sep or not port.isdigit() or not host:
        return
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except OSError as exc:
        raise BackendError(f"cannot reach the Ray cluster at {address}: {exc.strerror or exc}") from exc


def progress_bar(total: int, *, enabled: bool | None = None, what: str = "games") -> AbstractContextManager:
    """A context giving a function ``advance(n)`` that moves a progress bar on stderr (games
    done of ``total``, time elapsed and estimated time left); shown only when ``enabled``
    (default: when stderr is a terminal), else ``advance`` does nothing. The bar is redrawn
    as games end, by no thread of its own (so that workers can start as copies of this
    process: :func:`start_method`).

    >>> with progress_bar(3, enabled=False) as advance:
    ...     advance(2)
    """
    console = Console(file=sys.stderr)
    if not (console.is_terminal if enabled is None else enabled):
        return nullcontext(_nothing)
    return _Bar(Progress(TextColumn(f"[bold]{what}"), BarColumn(), MofNCompleteColumn(), TextColumn("elapsed"),
                         TimeElapsedColumn(), TextColumn("left"), TimeRemainingColumn(), console=console,
                         auto_refresh=False), total)


def _nothing(n: int) -> None:
    """The progress of a batch nobody watches."""


class _Bar(AbstractContextManager):
    """:func:`progress_bar` when it is shown."""

    def __init__(self, progress: Progress, total: int) -> None:
        self.progress = progress
        self.task = progress.add_task("", total=total)

    def __enter__(self) -> Callable[[int], None]:
        self.progress.start()
        return self.advance

    def advance(self, n: int) -> None:
        self.progress.advance(self.task, n)
        self.progress.refresh()

    def __exit__(self, *exc: object) -> None:
        self.progress.stop()


def _example_game(seed: int) -> GameRecord:
    """A stand-in game for the examples: player ``seed % 2`` loses."""
    return GameRecord(seed, 1 - seed % 2, "honor", True, seed, seed * 10)
