"""``python -m l5r.ccg.compiler``: the report of what the compiler reads of a set, and the
check that the generated modules are up to date."""

from __future__ import annotations

import re

from l5r.ccg.compiler.__main__ import main


def test_report_prints_the_figures_of_a_set(shared_dir, capsys):
    assert main(["report", "--set", "battle_of_kyuden_tonbo", "--top", "3"]) == 0
    out = capsys.readouterr().out
    assert "battle_of_kyuden_tonbo: 90 cards, 86 with text" in out
    parsed = re.search(r"abilities parsed: (\d+)/(\d+)", out)
    assert parsed and 0 < int(parsed[1]) <= int(parsed[2])
    assert re.search(r"cards compiled: \d+/90", out)
    assert len(re.findall(r"^\s+\d+  \S", out, re.M)) == 3  # the three most common unparsed phrasings


def test_generate_check_says_the_modules_are_up_to_date(shared_dir, capsys):
    assert main(["generate", "--check"]) == 0
    out = capsys.readouterr().out
    assert "kyuden_tonbo.py: up to date" in out and "ivory_edition.py: up to date" in out


def test_an_unknown_set_is_refused_with_a_message(shared_dir, capsys):
    assert main(["report", "--set", "no_such_set"]) == 2
    assert "no card set 'no_such_set'" in capsys.readouterr().err
    assert main(["generate", "--check", "--set", "no_such_set"]) == 2
    assert "no generated module for set 'no_such_set'" in capsys.readouterr().err
