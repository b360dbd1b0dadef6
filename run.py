#!/usr/bin/env python3
"""One-command setup and run: creates .venv, installs the project, then runs.

    python3 run.py play            # play the LCG against a bot
    python3 run.py test            # run the test suite
    python3 run.py l5r ARGS...     # any l5r command, e.g. l5r lcg simulate --games 200 --json
"""

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")


def ensure_env() -> None:
    stamp = VENV / ".installed"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == digest and PY.exists():
        return
    if not PY.exists():
        venv.create(VENV, with_pip=True)
    subprocess.check_call([str(PY), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                           "-e", f"{ROOT}[test]"])
    stamp.write_text(digest)


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    ensure_env()
    cmd, rest = argv[0], argv[1:]
    if cmd == "test":
        return subprocess.call([str(PY), "-m", "pytest", *rest], cwd=ROOT)
    if cmd == "play":
        return subprocess.call([str(BIN / "l5r"), "lcg", "play", *rest], cwd=ROOT)
    if cmd == "l5r":
        return subprocess.call([str(BIN / "l5r"), *rest], cwd=ROOT)
    print(f"unknown command {cmd!r}\n{__doc__}")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
