"""``python -m l5r.ccg.compiler report [--set NAME] [--top N]``: what the compiler reads of the
card sets (``report.py``); ``python -m l5r.ccg.compiler generate [--check] [--why]``: write the
generated declaration modules (``generate.py``), or check they are up to date."""

from __future__ import annotations

import argparse
import sys

from .generate import SETS, generate, module_path, module_source
from .pool import facts_path, facts_source
from .report import load_set, report_set

DEFAULT_SETS = ("battle_of_kyuden_tonbo", "ivory_edition")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m l5r.ccg.compiler", description=__doc__)
    sub = ap.add_subparsers(dest="command", required=True)
    rep = sub.add_parser("report", help="parse figures per set and the most common unparsed phrasings")
    rep.add_argument("--set", dest="sets", action="append", help="a set file name (default: Kyuden Tonbo and Ivory)")
    rep.add_argument("--top", type=int, default=25, help="how many unparsed phrasings to list")
    gen = sub.add_parser("generate", help="write the generated declaration modules")
    gen.add_argument("--check", action="store_true", help="only check that the committed modules are up to date")
    gen.add_argument("--why", action="store_true", help="list the cards not compiled and why")
    gen.add_argument("--set", dest="sets", action="append", help="a set file name (default: every generated set)")
    args = ap.parse_args(argv)
    try:
        if args.command == "report":
            for name in args.sets or DEFAULT_SETS:
                print("\n".join(report_set(name, load_set(name)).lines(args.top)))
                g = generate(name)
                print(f"  cards compiled: {len(g.compiled)}/{len(g.compiled) + len(g.failed)} "
                      f"({len(g.compiled) - g.textless} with text, {g.textless} without)")
            return 0
        stale = 0
        for name in args.sets or sorted(SETS):
            if name not in SETS:
                print(f"no generated module for set {name!r} (sets: {', '.join(sorted(SETS))})", file=sys.stderr)
                return 2
            g = generate(name)
            src, path = module_source(g), module_path(name)
            total = len(g.compiled) + len(g.failed)
            outputs = [(path, src)]
            if name != "battle_of_kyuden_tonbo":  # the compiled cards' facts (compiler.pool)
                outputs.append((facts_path(name), facts_source(g)))
            for out, text in outputs:
                if args.check:
                    ok = out.is_file() and out.read_text(encoding="utf-8") == text
                    stale += not ok
                    print(f"{out.name}: {'up to date' if ok else 'OUT OF DATE'} ({len(g.compiled)}/{total} compiled)")
                else:
                    out.write_text(text, encoding="utf-8")
                    print(f"wrote {out} ({len(g.compiled)}/{total} cards compiled)")
            if args.why:
                for title, reason in g.failed:
                    print(f"  not compiled: {title}: {reason}")
        return 1 if stale else 0
    except FileNotFoundError as e:
        print(e, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
