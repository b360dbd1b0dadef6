"""Fixtures for the browser tests: the server (``l5r serve`` in a subprocess on a free port,
with a temporary SQLite database, restartable on the same database) and a Chromium driven
by Playwright.

Chromium is the distribution's package (``/usr/bin/chromium``, or ``chromium`` on the
PATH); without it the browser tests skip, except under ``CI=true`` where they fail.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: where the screenshots are kept (git ignores it)
ARTIFACTS = ROOT / "test-artifacts"


def chromium_path() -> str | None:
    if Path("/usr/bin/chromium").exists():
        return "/usr/bin/chromium"
    return shutil.which("chromium")


def require_chromium() -> str:
    path = chromium_path()
    if path is not None:
        return path
    msg = "Chromium is not installed (/usr/bin/chromium or chromium on the PATH)"
    if os.environ.get("CI") == "true":
        pytest.fail(msg + " (required when CI=true)", pytrace=False)
    pytest.skip(msg)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``l5r serve`` in a subprocess on ``port`` with the database at ``db`` (a file)."""

    def __init__(self, db: Path, log: Path) -> None:
        self.db = db
        self.log = log
        self.port = free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        out = self.log.open("a")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "l5r", "serve", "--host", "127.0.0.1", "--port", str(self.port),
             "--db", f"sqlite:///{self.db}", "--no-browser"],
            cwd=str(ROOT), stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(self.base + "/healthz", timeout=1) as r:
                    if r.status == 200:
                        return
            except OSError:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the server did not start:\n{self.log.read_text()}")
            time.sleep(0.05)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """A running server on a new database; ``server.stop()`` / ``server.start()`` restart it
    on the same port and database."""
    require_chromium()
    s = Server(tmp_path / "games.sqlite3", tmp_path / "server.log")
    s.start()
    try:
        yield s
    finally:
        s.stop()
        print("server log:\n" + s.log.read_text()[-4000:])  # shown when the test fails


@pytest.fixture(scope="module")
def browser() -> Iterator:
    """One Chromium for a test module."""
    path = require_chromium()
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=["--no-sandbox"])
        try:
            yield b
        finally:
            b.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
