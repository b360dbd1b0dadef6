"""The recorded-games corpus: games given by their seed, decks and answers, with a
fingerprint of how they played, so that every change to the engine (a restructuring,
an optimization) can be checked to play them identically.

A game's fingerprint is a SHA-256 over every decision asked (player, kind, context,
prompt, bounds, every option's id, label and data) and every answer given, then the
narrated log, the winner, the victory, the length and the spectator's view of the
final position. Two runs with the same fingerprint asked the same questions, offered
the same options, narrated the same events and ended in the same public position.

Record (at development time, when a change is meant to alter play, e.g. a fixed rule)::

    .venv/bin/python tests/corpus.py            # rewrites tests/data/corpus_lcg.json.gz and corpus_ccg.json.gz

``tests/test_corpus.py`` replays every recorded game and compares fingerprints.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path
from typing import Any

from l5r.ccg import new_game as new_ccg_game
from l5r.engine.agents import RandomAgent, act
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game as new_lcg_game

DATA = Path(__file__).resolve().parent / "data"
LCG_FILE = DATA / "corpus_lcg.json.gz"
CCG_FILE = DATA / "corpus_ccg.json.gz"

#: LCG: every ordered pairing of the seven clan decks, two seeds each
LCG_CLANS = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")
LCG_SEEDS_PER_PAIRING = 2
#: CCG: Lion v Dragon in each edition
CCG_EDITIONS = ("ivory", "celestial", "diamond")
CCG_GAMES_PER_EDITION = 16
DECISION_CAP = 20_000


class Fingerprint:
    """A running SHA-256 over the decisions and answers of one game."""

    def __init__(self) -> None:
        self.h = hashlib.sha256()

    def decision(self, d: Any) -> None:
        opts = [[o.id, o.label, o.data] for o in d.options]
        self._add(["D", d.player, str(d.kind), d.context, d.prompt, d.min, d.max, d.secret,
                   d.validate, opts])

    def answer(self, a: Any) -> None:
        self._add(["A", a])

    def end(self, g: Any, length: int) -> str:
        st = g.state
        self._add(["L", list(st.log)])
        self._add(["E", st.winner, st.victory, length, g.view(None)])
        return self.h.hexdigest()

    def _add(self, item: Any) -> None:
        self.h.update(json.dumps(item, sort_keys=True, separators=(",", ":"), default=str).encode())
        self.h.update(b"\n")


def _play(g: Any, answers: list | None, seed: int, length_of) -> tuple[list, str]:
    """Answer ``g`` with ``answers`` (or random agents seeded from ``seed``) to its end;
    return (answers given, fingerprint)."""
    fp = Fingerprint()
    given: list = []
    agents = [RandomAgent(seed * 2 + 1 + i) for i in range(len(g.state.players))]
    i = 0
    while not g.over:
        d = g.pending
        fp.decision(d)
        if answers is None:
            if len(given) >= DECISION_CAP:
                raise AssertionError(f"seed {seed}: over {DECISION_CAP} decisions")
            act(g, agents[d.player])
            a = g.state.answers[-1]
        else:
            if i >= len(answers):
                raise AssertionError(f"seed {seed}: the game asks more than the {len(answers)} recorded answers")
            a = answers[i]
            i += 1
            g.answer(a)
        given.append(a)
        fp.answer(a)
    if answers is not None and i != len(answers):
        raise AssertionError(f"seed {seed}: the game ended after {i} of {len(answers)} recorded answers")
    return given, fp.end(g, length_of(g.state))


def lcg_game(entry: dict) -> Any:
    return new_lcg_game([default_deck(c) for c in entry["decks"]], seed=entry["seed"], logging=True)


def ccg_game(entry: dict) -> Any:
    return new_ccg_game(list(entry["decks"]), seed=entry["seed"], edition=entry["edition"],
                        logging=True, max_turns=entry["max_turns"])


def play_entry(game: str, entry: dict, record: bool = False) -> tuple[list, str]:
    g = lcg_game(entry) if game == "lcg" else ccg_game(entry)
    length = (lambda st: st.round) if game == "lcg" else (lambda st: st.turn)
    return _play(g, None if record else entry["answers"], entry["seed"], length)


def lcg_entries() -> list[dict]:
    out = []
    n = 0
    for a in LCG_CLANS:
        for b in LCG_CLANS:
            if a == b:
                continue
            for _ in range(LCG_SEEDS_PER_PAIRING):
                out.append({"seed": 1000 + n, "decks": [a, b]})
                n += 1
    return out


def ccg_entries() -> list[dict]:
    return [{"seed": 2000 + i, "decks": ["lion", "dragon"] if i % 2 == 0 else ["dragon", "lion"],
             "edition": ed, "max_turns": 60}
            for ed in CCG_EDITIONS for i in range(CCG_GAMES_PER_EDITION)]


def load(path: Path) -> list[dict]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return json.load(fh)


def record() -> None:
    DATA.mkdir(exist_ok=True)
    for game, entries, path in (("lcg", lcg_entries(), LCG_FILE), ("ccg", ccg_entries(), CCG_FILE)):
        for e in entries:
            answers, fp = play_entry(game, e, record=True)
            e["answers"], e["fingerprint"] = answers, fp
        with gzip.GzipFile(path, "wb", mtime=0) as fh:
            fh.write(json.dumps(entries, separators=(",", ":")).encode())
        print(f"{path.name}: {len(entries)} games, {sum(len(e['answers']) for e in entries)} answers")


if __name__ == "__main__":
    record()
