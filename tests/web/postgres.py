"""A throwaway PostgreSQL server for the tests (issue 12: "tested against a real PostgreSQL
started by the test when one is installed; skipped otherwise, except in CI"): ``initdb``
in a temporary folder, ``pg_ctl start`` on a free port (as the ``postgres`` user when the
tests run as root, as PostgreSQL refuses to run as root), stopped at the end."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def _bin(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return candidates[-1] if candidates else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def unavailable(why: str) -> None:
    """Skip, except under CI=true, where PostgreSQL must be there (.ci/run installs it)."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"PostgreSQL is needed under CI: {why}")
    pytest.skip(f"PostgreSQL is not installed: {why}")


@contextmanager
def postgres_server() -> Iterator[str]:
    """A running PostgreSQL server: its SQLAlchemy URL."""
    initdb, pg_ctl = _bin("initdb"), _bin("pg_ctl")
    if not initdb or not pg_ctl:
        unavailable("no initdb / pg_ctl")
    assert initdb and pg_ctl
    root = os.geteuid() == 0
    as_user: list[str] = []
    if root:
        runuser = shutil.which("runuser") or shutil.which("runuser", path="/usr/sbin:/sbin:/usr/bin:/bin")
        if runuser is None:
            unavailable("running as root without runuser")
        as_user = [str(runuser), "-u", "postgres", "--"]
    base = Path(tempfile.mkdtemp(prefix="l5r-pg-"))
    data = base / "data"
    if root:
        shutil.chown(base, "postgres")
    port = _free_port()
    try:
        subprocess.run([*as_user, initdb, "-D", str(data), "-A", "trust", "-U", "postgres", "--no-sync"],
                       check=True, capture_output=True)
        subprocess.run([*as_user, pg_ctl, "-D", str(data), "-w", "-l", str(base / "log"),
                        "-o", f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c fsync=off", "start"],
                       check=True, capture_output=True)
    except subprocess.CalledProcessError as exc:
        shutil.rmtree(base, ignore_errors=True)
        raise RuntimeError(f"PostgreSQL did not start: {exc.stderr.decode(errors='replace')}") from exc
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*as_user, pg_ctl, "-D", str(data), "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(base, ignore_errors=True)
