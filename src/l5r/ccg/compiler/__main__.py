"""``python -m l5r.ccg.compiler report [--set NAME] [--top N]``: what the compiler reads of the
card sets (``report.py``)."""

from __future__ import annotations

import argparse
import sys

from .report import load_set, report_set

DEFAULT_SETS = ("battle_of_kyuden_tonbo", "ivory_edition")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m l5r.ccg.compiler", description=__doc__)
    sub = ap.add_subparsers(dest="command", required=True)
    rep = sub.add_parser("report", help="parse figures per set and the most common unparsed phrasings")
    rep.add_argument("--set", dest="sets", action="append", help="a set file name (default: Kyuden Tonbo and Ivory)")
    rep.add_argument("--top", type=int, default=25, help="how many unparsed phrasings to list")
    args = ap.parse_args(argv)
    if args.command == "report":
        for name in args.sets or DEFAULT_SETS:
            try:
                cards = load_set(name)
            except FileNotFoundError as e:
                print(e, file=sys.stderr)
                return 2
            print("\n".join(report_set(name, cards).lines(args.top)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
