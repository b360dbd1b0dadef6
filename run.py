#!/usr/bin/env python3
"""One-command setup and run: creates .venv, installs the project, then runs.

    python3 run.py play            # play the LCG against a bot
    python3 run.py serve           # play in the browser: a game against a bot opens at once
    python3 run.py test            # run the test suite
    python3 run.py l5r ARGS...     # any l5r command, e.g. l5r lcg simulate --games 200 --json

It works from any directory; play and l5r commands run in the current directory (relative
paths such as --save game.json are yours), the tests in the project's folder.
"""

import hashlib
import os
import signal
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


def run(args: list[str], cwd: Path | None = None) -> int:
    """Run ``args`` in place of this process (POSIX), so that Ctrl-C and the end of the
    input reach the game alone and no traceback of this script is printed; elsewhere as a
    child process, this process ignoring Ctrl-C while it runs."""
    if cwd is not None:
        os.chdir(cwd)
    sys.stdout.flush()
    sys.stderr.flush()
    if os.name == "posix":
        os.execv(args[0], args)
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return subprocess.call(args)
    finally:
        signal.signal(signal.SIGINT, previous)


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    ensure_env()
    cmd, rest = argv[0], argv[1:]
    if cmd == "test":
        return run([str(PY), "-m", "pytest", *rest], cwd=ROOT)
    if cmd == "play":
        return run([str(PY), "-m", "l5r", "lcg", "play", *rest])
    if cmd == "serve":
        return run([str(PY), "-m", "l5r", "serve", "--play", "lcg", *rest])
    if cmd == "l5r":
        return run([str(PY), "-m", "l5r", *rest])
    print(f"unknown command {cmd!r}\n{__doc__}")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
