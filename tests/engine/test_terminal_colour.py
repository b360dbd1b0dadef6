"""Colour where the terminal has it, plain text where it has not (issue 11, "A terminal
game a player can read"): the board printed by ``l5r.engine.terminal.echo_lines``."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = ("from rich.text import Text\n"
          "from l5r.engine.terminal import echo_lines\n"
          "echo_lines([Text('Bot (lion)', style='bold red'), Text('Province 1: facedown ' * 8)])\n")


def _run(**env: str) -> str:
    base = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "NO_COLOR", "TERM", "COLUMNS")}
    return subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env={**base, **env},
                          check=True).stdout


def test_piped_output_is_plain_text_and_never_wrapped():
    out = _run()
    assert "\x1b[" not in out
    lines = out.splitlines()
    assert len(lines) == 2 and lines[0] == "Bot (lion)" and lines[1].count("Province 1: facedown") == 8


def test_a_colour_terminal_gets_colour_and_no_color_takes_it_away():
    coloured = _run(FORCE_COLOR="1")
    assert "\x1b[1;31m" in coloured  # bold red
    plain = _run(FORCE_COLOR="1", NO_COLOR="1")
    assert "31m" not in plain  # no colour (https://no-color.org), other styles may stay
