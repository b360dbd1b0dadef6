"""Shared pytest fixtures.

``shared_dir``: the read-only reference directory ``shared/`` that sits beside
the project root (``<project>/../shared``). It is absent on a user's machine,
where tests needing it skip; under ``CI=true`` its absence is a failure.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

#: ``<project root>/../shared`` (this file is ``<project root>/tests/conftest.py``).
SHARED_DIR = (Path(__file__).resolve().parents[1] / ".." / "shared").resolve()


def require_shared(path: Path = SHARED_DIR) -> Path:
    """Return ``path`` if it exists; otherwise skip the test, or fail under CI=true."""
    if path.is_dir():
        return path
    msg = f"reference directory {path} is absent"
    if os.environ.get("CI") == "true":
        pytest.fail(msg + " (required when CI=true)", pytrace=False)
    pytest.skip(msg)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The ``shared/`` reference directory (skips if absent, fails under CI=true)."""
    return require_shared()
