"""The ``l5r`` command line."""

from __future__ import annotations

import contextlib
import importlib
import json
import sys
from collections.abc import Callable, Iterable
from typing import Any

import click
from click.core import ParameterSource


def _echo_coverage(r: dict, coverage: bool, missing: bool, untested: bool = False) -> None:
    """Print a coverage report (both games' ``cards`` command): totals, missing cards, and/or
    the clauses of card text no test checks."""
    if coverage:
        custom = f"; {r['custom']} with code of their own" if "custom" in r else ""
        click.echo(f"implemented: {r['implemented']} of {r['total']} cards{custom}")
        for pack, row in r["by_pack"].items():
            custom = f" ({row['custom']} custom)" if "custom" in row else ""
            click.echo(f"  {pack}: {row['implemented']} of {row['total']}{custom}")
        cl = r["clauses"]
        click.echo(f"clauses tested: {cl['tested']} of {cl['total']} (the tests' covers markers)")
    if missing:
        for pack, row in r["by_pack"].items():
            for name in row["missing"]:
                click.echo(f"{pack}: {name}")
    if untested:
        for name, clauses in r["clauses"]["untested"].items():
            click.echo(f"{name}: {', '.join(clauses)}")


def _echo_cards(r: dict, coverage: bool, missing: bool, untested: bool, as_json: bool,
                rows: Callable[[], Iterable[str]]) -> None:
    """The ``cards`` command of either game: the coverage report ``r`` as JSON, or as text
    (``_echo_coverage``), or else one line per card (``rows()``)."""
    if as_json:
        click.echo(json.dumps(r))
        return
    _echo_coverage(r, coverage, missing, untested)
    if not (coverage or missing or untested):
        for line in rows():
            click.echo(line)


def _echo_logs(logs: list, as_json: bool) -> None:
    """Print each simulated game's narrated log (to stderr when the summary is JSON)."""
    out = sys.stderr if as_json else sys.stdout
    for gseed, lines, winner, victory in logs:
        print(f"##### game seed {gseed}", file=out)
        for line in lines:
            print(line, file=out)
        who = f"Player {winner + 1}" if winner is not None and winner >= 0 else "-"
        print(f"##### result: winner {who} ({victory})", file=out)


@click.group()
def main() -> None:
    """Legend of the Five Rings rules engine."""


@main.group()
def lcg() -> None:
    """The Living Card Game."""


def _bot_spec(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """Check a bot spec (``random``, ``heuristic``, ``mcts[:BUDGET]``) when the command is parsed."""
    if value is None:
        return None
    from .engine.bots import parse_spec

    try:
        parse_spec(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from exc
    return value.strip().lower()


BOT_HELP = "random, heuristic, or mcts with a budget per decision (mcts:0.5s, mcts:400 playouts; mcts = mcts:40)."


def _bot_options(fn: Callable) -> Callable:
    """``--bot1`` and ``--bot2``: who plays each seat of a simulated game."""
    fn = click.option("--bot2", default="random", show_default=True, callback=_bot_spec,
                      help="Player 2's bot: " + BOT_HELP)(fn)
    return click.option("--bot1", default="random", show_default=True, callback=_bot_spec,
                        help="Player 1's bot: " + BOT_HELP)(fn)


_CLANS = ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"]
#: the embedded LCG decks (``l5r.lcg.decks.DECKS``; a test checks that they agree): each clan's Core Set
#: deck, and its deck with the Imperial cycle and Disciples of the Void (``<clan>-imperial``)
CLAN = click.Choice(_CLANS + [f"{c}-imperial" for c in _CLANS])
DECKS_HELP = "Core Set decks by clan; <clan>-imperial with the Imperial cycle and Disciples of the Void"


def _skirmish_decks(format_: str, decks: dict[str, str]) -> None:
    """The skirmish format has its own embedded decks, one per clan: refuse another deck name."""
    if format_ == "skirmish":
        for option, name in decks.items():
            if name not in _CLANS:
                raise click.BadParameter(f"{name!r} is a stronghold deck; the skirmish decks are the clans "
                                         f"({', '.join(_CLANS)})", param_hint=option)
#: the LCG formats (``l5r.lcg.setup.FORMATS``, ``l5r.lcg.formats.PLAYERS``; tests check that they agree)
LCG_FORMATS = ("stronghold", "skirmish", "enlightenment", "team-conquest")
FORMAT_HELP = ("The format: stronghold or skirmish (two players), enlightenment (three), team-conquest "
               "(players 1 and 2 against 3 and 4); its rules and the embedded decks of the format "
               "(see the Rules Reference).")


def _format_option(fn: Callable) -> Callable:
    """``--format``: the LCG format a game is played in or a deck is checked against."""
    return click.option("--format", "format_", type=click.Choice(LCG_FORMATS), default="stronghold",
                        show_default=True, help=FORMAT_HELP)(fn)


def _format_options(fn: Callable) -> Callable:
    """``--format`` and, for the formats of three or four players, ``--deck3``, ``--bot3``,
    ``--deck4``, ``--bot4``."""
    fn = click.option("--bot4", default="random", show_default=True, callback=_bot_spec,
                      help="Player 4's bot (team conquest): " + BOT_HELP)(fn)
    fn = click.option("--deck4", type=CLAN, default="phoenix", show_default=True,
                      help="Player 4's deck (team conquest).")(fn)
    fn = click.option("--bot3", default="random", show_default=True, callback=_bot_spec,
                      help="Player 3's bot (enlightenment, team conquest): " + BOT_HELP)(fn)
    fn = click.option("--deck3", type=CLAN, default="crane", show_default=True,
                      help="Player 3's deck (enlightenment, team conquest).")(fn)
    fn = click.option("--treaties", is_flag=True,
                      help="Enlightenment: the players may make treaties (Rules Reference \"Treaties\").")(fn)
    return _format_option(fn)

#: where a replay file is written, and whether files may be overwritten (play and simulate)
REPLAY_HELP = "Write the game's replay here (at the start and the end; see l5r replay)."
FORCE_HELP = "Overwrite existing save or replay files."


def _refuse_with_load(ctx: click.Context, load: str | None, names: list[str]) -> None:
    """A loaded game keeps its own decks, seed, edition and limits: the options that set
    them, when the user gave them (not their defaults), are an error with ``--load``."""
    if not load:
        return
    given = [p.opts[0] for p in ctx.command.params
             if p.name in names and ctx.get_parameter_source(p.name or "") in (ParameterSource.COMMANDLINE,
                                                                                ParameterSource.ENVIRONMENT)]
    if given:
        raise click.UsageError(f"{', '.join(given)} cannot be used with --load: a loaded game keeps its own decks, "
                               "seed, edition and limits (start a new game without --load to choose them)")


def _replay_writer(path: str | None, seeds: list[int], force: bool) -> Callable | None:
    """For ``simulate --replay``: a function writing the replay of each game's record (``path``
    a file for one game, else a folder of ``game-<seed>.json``), its paths checked before any
    game."""
    if path is None:
        return None
    from .engine import replays
    from .engine.files import FileRefused

    try:
        where = replays.targets(path, seeds, force=force)
    except FileRefused as exc:
        raise click.ClickException(str(exc)) from exc

    def write(record: Any) -> None:
        try:
            replays.save(record.replay, where[record.seed])
        except FileRefused as exc:
            raise click.ClickException(str(exc)) from exc

    return write


def _scale_options(fn: Callable) -> Callable:
    """The options of both ``simulate`` commands that say where games run and what is kept:
    ``--workers``, ``--backend``, ``--address``, ``--out``."""
    fn = click.option("--out", type=click.Path(dir_okay=False), default=None,
                      help="Write one row per game (seed, decks, bots, winner, victory, length, decisions, seconds) "
                           "to this .parquet or .csv file (an existing file needs --force); see l5r report.")(fn)
    fn = click.option("--address", default=None,
                      help="With --backend ray: the Ray cluster to join (e.g. auto, or ray://host:10001); "
                           "default: start a local Ray instance.")(fn)
    fn = click.option("--backend", type=click.Choice(["local", "ray"]), default="local", show_default=True,
                      help="Where games run: local processes, or Ray (pip install 'l5r[ray]').")(fn)
    return click.option("--workers", type=click.IntRange(min=1), default=None,
                        help="Games played at once (processes, or Ray CPUs of a local instance); "
                             "default: all cores. The results do not depend on it.")(fn)


def _simulate(match: Any, games: int, seed: int, *, as_json: bool, replay: str | None, out: str | None,
              force: bool, workers: int | None, backend: str, address: str | None) -> Any:
    """Play a ``simulate`` command's games (both games): files checked first, a progress
    bar on a terminal (not with --json), replays and rows written in seed order."""
    from .engine.batch import BackendError, GameRecord, default_workers, progress_bar
    from .engine.files import FileRefused
    from .engine.simulate import simulate as run

    if address is not None and backend != "ray":
        raise click.UsageError("--address joins a Ray cluster: use it with --backend ray")
    try:
        if out:
            from .engine import results  # pyarrow: loaded only for --out

            target = results.check_out(out, force=force)
    except FileRefused as exc:
        raise click.ClickException(str(exc)) from exc
    write_replay = _replay_writer(replay, [seed + i for i in range(games)], force)
    try:
        with contextlib.ExitStack() as stack:
            write_row: Callable[[GameRecord], None] | None = None
            if out:
                fixed = match.columns()
                writer = stack.enter_context(
                    results.Writer(target, results.row(fixed, match.length, GameRecord(0, None, "", False, 0, 0))))

                def write_row(r: GameRecord) -> None:
                    writer.write(results.row(fixed, match.length, r))

            advance = stack.enter_context(progress_bar(games, enabled=False if as_json else None))

            def each(r: GameRecord) -> None:
                if write_replay is not None:
                    write_replay(r)
                if write_row is not None:
                    write_row(r)

            return run(match, games, seed, workers=workers or default_workers(), backend=backend,
                       address=address, progress=advance, each=each)
    except (FileRefused, BackendError) as exc:
        raise click.ClickException(str(exc)) from exc


@lcg.command()
@click.option("--games", default=10, show_default=True, help="Number of games.")
@click.option("--seed", default=0, show_default=True, help="Seed of the first game.")
@click.option("--deck1", type=CLAN, default="crab", show_default=True, help="Player 1's deck: " + DECKS_HELP + ".")
@click.option("--deck2", type=CLAN, default="lion", show_default=True, help="Player 2's deck.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as one JSON object.")
@click.option("--log", is_flag=True, help="Print each game's narrated log.")
@click.option("--check", is_flag=True, help="Verify the state invariants after every decision.")
@click.option("--max-turns", "--max-rounds", "max_turns", default=0, show_default=True, type=click.IntRange(min=0),
              help="Stop a game after this many rounds (an LCG turn is a game round; reported as round_limit, "
                   "not a victory; 0: no limit).")
@click.option("--replay", type=click.Path(), default=None,
              help="Write each game's replay: a file for one game, else a folder of game-<seed>.json files.")
@click.option("--force", is_flag=True, help="Overwrite existing replay or output files.")
@_bot_options
@_format_options
@_scale_options
def simulate(games: int, seed: int, deck1: str, deck2: str, as_json: bool, log: bool, check: bool,
             max_turns: int, replay: str | None, force: bool, bot1: str, bot2: str, workers: int | None,
             backend: str, address: str | None, out: str | None, format_: str, deck3: str, bot3: str,
             deck4: str, bot4: str, treaties: bool) -> None:
    """Play games between bots (random by default) and summarize the results, on all cores
    (--workers) or a Ray cluster (--backend ray); --out keeps one row per game."""
    from .lcg.formats import PLAYERS
    from .lcg.simulate import LCGMatch

    bots = (bot1, bot2, bot3, bot4)[:PLAYERS[format_]]
    _skirmish_decks(format_, {"--deck1": deck1, "--deck2": deck2})
    if treaties and format_ != "enlightenment":
        raise click.UsageError("--treaties needs --format enlightenment")
    match = LCGMatch(deck1, deck2, bots, max_turns, log, check, replay is not None, format=format_, clan3=deck3,
                     clan4=deck4, treaties=treaties)
    s = _simulate(match, games, seed, as_json=as_json, replay=replay, out=out, force=force, workers=workers,
                  backend=backend, address=address)
    if log:
        _echo_logs(s.logs, as_json)
    d = s.to_dict()
    if as_json:
        click.echo(json.dumps(d))
    else:
        click.echo(f"games: {d['games']}  finished: {d['finished']}  mean rounds: {d['mean_rounds']}  "
                   f"decisions/s: {d['decisions_per_second']}")
        _echo_results(d)


def _echo_results(d: dict) -> None:
    """Print a simulation summary's wins per seat, its victories, then the games stopped
    without one."""
    click.echo("  " + "  ".join(f"{p} ({d['bots'][p]}) wins: {n}" for p, n in d["wins"].items()))
    for t, r in d.get("teams", {}).items():  # team conquest: each player of the winning team has won
        click.echo(f"  team {t[1:]} ({' and '.join(r['players'])}) wins: {r['wins']} ({100 * r['rate']:.1f}%)")
    click.echo("  win rate (95% CI): " + "  ".join(
        f"{p} {100 * w['rate']:.1f}% [{100 * w['ci95'][0]:.1f}, {100 * w['ci95'][1]:.1f}]"
        for p, w in d["win_rates"].items()))
    for k, v in d["victories"].items():
        click.echo(f"  {k}: {v}")
    for k, v in d["stopped"].items():
        click.echo(f"  stopped by {k}: {v}")


@lcg.command()
@click.option("--seed", default=None, type=int, help="Game seed (random if omitted).")
@click.option("--clan", type=CLAN, default="crane", show_default=True, help="Your deck: " + DECKS_HELP + ".")
@click.option("--bot-clan", "bot_clan", type=CLAN, default="lion", show_default=True, help="The bot's deck.")
@click.option("--bot", default="random", show_default=True, callback=_bot_spec, help="Your opponent: " + BOT_HELP)
@click.option("--save", type=click.Path(dir_okay=False), default=None,
              help="Save the game here now and after each move (an existing file needs --force).")
@click.option("--load", type=click.Path(exists=True, dir_okay=False), default=None,
              help="Continue a saved game (its decks, seed and round limit are kept).")
@click.option("--max-turns", "--max-rounds", "max_turns", default=0, show_default=True, type=click.IntRange(min=0),
              help="Stop the game after this many rounds (an LCG turn is a game round; 0: no limit).")
@click.option("--replay", type=click.Path(dir_okay=False), default=None, help=REPLAY_HELP)
@click.option("--force", is_flag=True, help=FORCE_HELP)
@click.option("--plain", is_flag=True,
              help="Play line by line instead of full screen (automatic when input or output is not a terminal).")
@_format_option
@click.option("--bot-clan2", "bot_clan2", type=CLAN, default="crab", show_default=True,
              help="The second bot's deck (enlightenment, team conquest).")
@click.option("--bot-clan3", "bot_clan3", type=CLAN, default="phoenix", show_default=True,
              help="The third bot's deck (team conquest).")
@click.option("--treaties", is_flag=True,
              help="Enlightenment: the players may make treaties (Rules Reference \"Treaties\").")
@click.pass_context
def play(ctx: click.Context, seed: int | None, clan: str, bot_clan: str, bot: str, save: str | None,
         load: str | None, max_turns: int, replay: str | None, force: bool, plain: bool, format_: str,
         bot_clan2: str, bot_clan3: str, treaties: bool) -> None:
    """Play against a bot in the terminal, full screen (type help at a decision for the
    commands: card, log, undo, save, quit)."""
    _refuse_with_load(ctx, load, ["seed", "clan", "bot_clan", "max_turns", "format_", "bot_clan2", "bot_clan3",
                                  "treaties"])
    _skirmish_decks(format_, {"--clan": clan, "--bot-clan": bot_clan})
    if treaties and format_ != "enlightenment":
        raise click.UsageError("--treaties needs --format enlightenment")
    from .lcg.play_cli import run

    run(seed=seed, clan=clan, bot_clan=bot_clan, save=save, load=load, bot=bot, replay=replay, force=force,
        max_turns=max_turns, plain=plain, format=format_, bot_clan2=bot_clan2, bot_clan3=bot_clan3,
        treaties=treaties)


@lcg.command()
@click.option("--coverage", is_flag=True, help="Implemented vs. unimplemented cards by pack.")
@click.option("--missing", is_flag=True, help="Print the names of unimplemented cards.")
@click.option("--untested", is_flag=True, help="Print the clauses of card text no test checks.")
@click.option("--json", "as_json", is_flag=True, help="Print the coverage as one JSON object.")
def cards(coverage: bool, missing: bool, untested: bool, as_json: bool) -> None:
    """List the cards and which of them the engine implements."""
    from .lcg.clauses import report as clause_report
    from .lcg.coverage import is_implemented, pack_of, report
    from .lcg.facts import printed
    from .lcg.model import FACTS

    _echo_cards(dict(report(), clauses=clause_report()), coverage, missing, untested, as_json,
                lambda: (f"{'+' if is_implemented(f) else '-'} {pack_of(f)} {f.id}  {f.name} ({f.type}, {f.clan})"
                         for f in sorted(filter(printed, FACTS.values()),
                                         key=lambda f: (f.id[:3], f.position, f.id))))




def _echo_card(lookup: Callable[[str], str], words: tuple[str, ...]) -> None:
    """Print the description of the card named by ``words`` (either game's ``card`` command);
    an unknown name is refused with suggestions and exit code 1."""
    try:
        click.echo(lookup(" ".join(words)))
    except KeyError as exc:
        click.echo(f"Error: {exc.args[0]}", err=True)
        raise SystemExit(1) from None


@lcg.command()
@click.argument("name", nargs=-1, required=True)
def card(name: tuple[str, ...]) -> None:
    """Describe the card NAME (any case; a unique beginning or a close spelling will do)."""
    from .lcg.describe import lookup

    _echo_card(lookup, name)


@lcg.command()
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.option("--core-sets", default=None, type=click.IntRange(min=0),
              help="Also check copies against this many Core Sets (with --packs: the collection's Core Sets).")
@click.option("--packs", default=None, metavar="PACKS",
              help="The packs you own: pack-id[:N] entries separated by commas (e.g. "
                   "'core:3,tears-of-amaterasu,disciples-of-the-void:2'; 'all' is one of each); "
                   "every card's copies are checked against them.")
@click.option("--skirmish", is_flag=True, hidden=True, help="The same as --format skirmish.")
@_format_option
@click.pass_context
def deck(ctx: click.Context, path: str, core_sets: int | None, packs: str | None, skirmish: bool,
         format_: str) -> None:
    """Check a deck list (text "3x Card Name" or FiveRingsDB JSON) for legality in a format
    (a skirmish deck names its clan with a line "Clan: crab"), and say which of its cards the
    engine does not play yet."""
    from .lcg.coverage import implemented_ids
    from .lcg.deckbuilding import parse_packs, validate
    from .lcg.deckformats import DeckFormatError, load

    if skirmish:
        if ctx.get_parameter_source("format_") == ParameterSource.COMMANDLINE and format_ != "skirmish":
            raise click.UsageError(f"--skirmish contradicts --format {format_}")
        format_ = "skirmish"
    try:
        d = load(path)
    except DeckFormatError as exc:
        raise click.ClickException(str(exc)) from exc
    owned = None
    if packs is not None:
        try:
            owned = parse_packs(packs)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--packs") from exc
        if core_sets is not None:  # (the Core Sets of the collection)
            owned["core"] = core_sets
    found = validate(d, format=format_, core_sets=core_sets, packs=owned, playable=implemented_ids())
    notes = [p for p in found if p.startswith("Engine:")]
    problems = [p for p in found if not p.startswith("Engine:")]
    name = d.get("name") or path
    if not problems:
        click.echo(f"{name}: legal ({format_} format).")
    else:
        click.echo(f"{name}: {len(problems)} problem(s)")
        for p in problems:
            click.echo(f"  - {p}")
    if notes:
        click.echo(f"{len(notes)} card(s) the engine does not play yet (games would play them without their text):")
        for p in notes:
            click.echo(f"  - {p.removeprefix('Engine: ')}")
    if problems:
        raise SystemExit(1)


def _ccg_players_options(fn: Callable) -> Callable:
    """``--players`` of a CCG game and the bots of seats 3 and 4 (``--bot3``, ``--bot4``)."""
    fn = click.option("--bot4", default="random", show_default=True, callback=_bot_spec,
                      help="Player 4's bot (--players 4): " + BOT_HELP)(fn)
    fn = click.option("--bot3", default="random", show_default=True, callback=_bot_spec,
                      help="Player 3's bot (--players 3 or 4): " + BOT_HELP)(fn)
    return click.option("--players", type=click.IntRange(2, 4), default=2, show_default=True,
                        help="Players in each game: 3 or 4 play a multiplayer game (Ivory \"Multiplayer\"), "
                             "seated Lion, Dragon, Lion, Dragon.")(fn)


@main.group()
def ccg() -> None:
    """The classic Collectible Card Game (Battle of Kyuden Tonbo)."""


EDITION = click.Choice(["ivory", "celestial", "diamond"], case_sensitive=False)


@ccg.command("simulate")
@click.option("--edition", type=EDITION, default="ivory", show_default=True, help="Rules edition.")
@click.option("--games", default=10, show_default=True, help="Number of games.")
@click.option("--seed", default=0, show_default=True, help="Seed of the first game.")
@click.option("--max-turns", default=100, show_default=True,
              help="Stop a game after this many turns (reported as turn_limit, not a victory).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as one JSON object.")
@click.option("--log", is_flag=True, help="Print each game's narrated log.")
@click.option("--check", is_flag=True, help="Verify the state invariants after every decision.")
@click.option("--replay", type=click.Path(), default=None,
              help="Write each game's replay: a file for one game, else a folder of game-<seed>.json files.")
@click.option("--force", is_flag=True, help="Overwrite existing replay or output files.")
@_bot_options
@_ccg_players_options
@_scale_options
@click.pass_context
def ccg_simulate(ctx: click.Context, edition: str, games: int, seed: int, max_turns: int, as_json: bool, log: bool,
                 check: bool, replay: str | None, force: bool, bot1: str, bot2: str, players: int, bot3: str,
                 bot4: str, workers: int | None, backend: str, address: str | None, out: str | None) -> None:
    """Play games between bots (random by default), embedded Lion vs Dragon, and summarize
    the results, on all cores (--workers) or a Ray cluster (--backend ray); --out keeps one
    row per game. With --players 3 or 4, a multiplayer game (Lion, Dragon, Lion, Dragon)."""
    from .ccg.simulate import CCGMatch

    for i, name in ((3, "bot3"), (4, "bot4")):
        if players < i and ctx.get_parameter_source(name) == ParameterSource.COMMANDLINE:
            raise click.UsageError(f"--{name} seats player {i}: use it with --players {i} or more")
    bots = (bot1, bot2, bot3, bot4)[:players]
    match = CCGMatch(edition.lower(), bots, max_turns, log, check, replay is not None)
    s = _simulate(match, games, seed, as_json=as_json, replay=replay, out=out, force=force, workers=workers,
                  backend=backend, address=address)
    if log:
        _echo_logs(s.logs, as_json)
    d = s.to_dict()
    if as_json:
        click.echo(json.dumps(d))
    else:
        click.echo(f"edition: {edition.lower()}  games: {d['games']}  finished: {d['finished']}  "
                   f"mean turns: {d['mean_turns']}  decisions/s: {d['decisions_per_second']}")
        _echo_results(d)


DECK = click.Choice(["lion", "dragon"], case_sensitive=False)
#: a CCG game's number of players (``l5r.ccg.multiplayer``)
CCG_PLAYERS = click.IntRange(2, 4)


@ccg.command("play")
@click.option("--edition", type=EDITION, default="ivory", show_default=True, help="Rules edition.")
@click.option("--deck", type=DECK, default="lion", show_default=True, help="Your embedded deck.")
@click.option("--bot-deck", "bot_deck", type=DECK, default="dragon", show_default=True, help="The bot's embedded deck.")
@click.option("--bot", default="random", show_default=True, callback=_bot_spec, help="Your opponent: " + BOT_HELP)
@click.option("--seed", default=None, type=int, help="Game seed (random if omitted).")
@click.option("--save", type=click.Path(dir_okay=False), default=None,
              help="Save the game here now and after each move (an existing file needs --force).")
@click.option("--load", type=click.Path(exists=True, dir_okay=False), default=None,
              help="Continue a saved game (its edition, decks, seed and turn limit are kept).")
@click.option("--max-turns", default=0, show_default=True, type=click.IntRange(min=0),
              help="Stop the game after this many turns (0: no limit).")
@click.option("--replay", type=click.Path(dir_okay=False), default=None, help=REPLAY_HELP)
@click.option("--force", is_flag=True, help=FORCE_HELP)
@click.option("--plain", is_flag=True,
              help="Play line by line instead of full screen (automatic when input or output is not a terminal).")
@click.option("--players", type=CCG_PLAYERS, default=2, show_default=True,
              help="Players: with 3 or 4 you play seat 1 of a multiplayer game against that many bots "
                   "(decks alternate: yours, the bots' deck, yours, ...).")
@click.pass_context
def ccg_play(ctx: click.Context, edition: str, deck: str, bot_deck: str, bot: str, seed: int | None,
             save: str | None, load: str | None, max_turns: int, replay: str | None, force: bool,
             plain: bool, players: int) -> None:
    """Play against a bot (or, with --players 3 or 4, bots) in the terminal, full screen
    (type help at a decision for the commands: card, log, undo, save, quit)."""
    _refuse_with_load(ctx, load, ["edition", "deck", "bot_deck", "seed", "max_turns", "players"])
    from .ccg.play_cli import run

    run(edition=edition.lower(), deck=deck.lower(), bot_deck=bot_deck.lower(), seed=seed, save=save,
        load=load, max_turns=max_turns, bot=bot, replay=replay, force=force, plain=plain, players=players)


@ccg.command("cards")
@click.option("--coverage", is_flag=True, help="Implemented vs. unimplemented cards.")
@click.option("--missing", is_flag=True, help="Print the titles of unimplemented cards.")
@click.option("--untested", is_flag=True, help="Print the clauses of card text no test checks.")
@click.option("--json", "as_json", is_flag=True, help="Print the coverage as one JSON object.")
def ccg_cards(coverage: bool, missing: bool, untested: bool, as_json: bool) -> None:
    """List the Battle of Kyuden Tonbo cards and which of them the engine implements."""
    from .ccg.clauses import report as clause_report
    from .ccg.coverage import cards as all_cards
    from .ccg.coverage import is_implemented, report

    _echo_cards(dict(report(), clauses=clause_report()), coverage, missing, untested, as_json,
                lambda: (f"{'+' if is_implemented(f) else '-'} {f.number if f.number is not None else '-':>2} "
                         f"{f.id}  {f.title} ({f.type}, {f.clan})" for f in all_cards()))


@ccg.command("card")
@click.argument("name", nargs=-1, required=True)
def ccg_card(name: tuple[str, ...]) -> None:
    """Describe the Battle of Kyuden Tonbo card NAME (any case; a unique beginning or a close
    spelling will do)."""
    from .ccg.describe import lookup

    _echo_card(lookup, name)


@ccg.command("deck")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.option("--edition", type=EDITION, default="ivory", show_default=True,
              help="Check against this edition's deck construction rules.")
def ccg_deck(path: str, edition: str) -> None:
    """Check a text deck list (Pre-Game: / Dynasty: / Fate: sections) for legality."""
    from .ccg.deckbuilding import validate
    from .ccg.decklist import DeckListError, load

    try:
        d = load(path)
    except DeckListError as exc:
        raise click.ClickException(str(exc)) from exc
    problems = validate(d, edition.lower())
    name = d.name or path
    if not problems:
        click.echo(f"{name}: legal ({edition.lower()}).")
        return
    click.echo(f"{name}: {len(problems)} problem(s) under {edition.lower()}")
    for p in problems:
        click.echo(f"  - {p}")
    raise SystemExit(1)


#: the module of each game whose ``board(game)`` and ``result(game)`` draw a replayed game
BOARDS = {"lcg": "l5r.lcg.play_cli", "ccg": "l5r.ccg.play_cli"}


@main.command("replay")
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--final", is_flag=True, help="Show only the final state (with --json: as one JSON object).")
@click.option("--json", "as_json", is_flag=True, help="With --final: print the final state summary as JSON.")
@click.option("--start", default=0, show_default=True, type=click.IntRange(min=0),
              help="The answer to start at (0: the start of the game).")
@click.option("--write", "write_to", type=click.Path(dir_okay=False), default=None,
              help="Write the game's replay file here instead (e.g. of a saved game), then stop.")
@click.option("--force", is_flag=True, help="With --write: overwrite an existing file.")
def replay_cmd(path: str, final: bool, as_json: bool, start: int, write_to: str | None, force: bool) -> None:
    """Step through a replay file (written by play --replay or simulate --replay) or a saved
    game forwards and backwards, the board drawn from player 1's view."""
    from .engine import replays
    from .engine.files import FileRefused, check_writable
    from .engine.serial import CorruptState
    from .engine.terminal import view_replay

    if as_json and not final:
        raise click.UsageError("--json prints the final state: use it with --final")
    try:
        target = check_writable(write_to, "replay file", force=force) if write_to else None
        r = replays.load(path, saves=True)
        tl = r.timeline(logging=None if final or target else True)
        if target is not None:
            replays.write(tl.final, target)
            click.echo(f"Replay of {len(tl)} answers written to {target}.")
            return
    except (CorruptState, FileRefused) as exc:
        raise click.ClickException(str(exc)) from exc
    game = importlib.import_module(BOARDS[r.ruleset])
    if final:
        g = tl.final
        if as_json:
            click.echo(json.dumps(replays.summary(r, g)))
            return
        game.board(g)
        click.echo(game.result(g) if g.over else f"Not finished: {len(tl)} answers recorded.")
        return
    click.echo(f"Replay of {'an' if r.ruleset == 'lcg' else 'a'} {r.ruleset.upper()} game: seed {r.seed}, "
               f"{len(tl)} answers (written by l5r {r.version}).")
    cursor = replays.Cursor(tl)
    cursor.go(start)
    view_replay(cursor, game.board, game.result)


@main.command("report")
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--html", "html_out", type=click.Path(dir_okay=False), default=None,
              help="Also write the report as a web page with plots here (one file; an existing one needs --force).")
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object instead of tables.")
@click.option("--force", is_flag=True, help="With --html: overwrite an existing file.")
def report_cmd(path: str, html_out: str | None, as_json: bool, force: bool) -> None:
    """Summarize a per-game file of simulate --out (.parquet or .csv): win rates per seat, deck
    and bot with 95% intervals, how games ended, and game lengths."""
    from .engine.files import FileRefused, check_writable, write_text_file
    from .report import load, print_tables

    try:
        target = check_writable(html_out, "report page", force=force) if html_out else None
        d = load(path)
        if target is not None:
            from .report_html import html_page  # matplotlib: loaded only for --html

            write_text_file(target, html_page(d, path), "report page")
    except FileRefused as exc:
        raise click.ClickException(str(exc)) from exc
    if as_json:
        click.echo(json.dumps(d))
        return
    print_tables(d)
    if target is not None:
        click.echo(f"Report page written to {target}.")


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="The address to listen on.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535), help="The port.")
@click.option("--db", default=None, help="Database URL (default: sqlite:///l5r-server.sqlite3 in the current "
              "folder; postgresql+psycopg://user:pass@host/db for PostgreSQL).")
@click.option("--play", type=click.Choice(["lcg", "ccg"]), default=None,
              help="Also create a game of this game against a bot and print (and open) its link.")
@click.option("--bot", default="heuristic", show_default=True, callback=_bot_spec, help="The bot of --play.")
@click.option("--no-browser", is_flag=True, help="With --play: do not open the browser.")
def serve(host: str, port: int, db: str | None, play: str | None, bot: str, no_browser: bool) -> None:
    """Serve both games in the browser: a lobby, games against bots or people (see the README)."""
    from .web.serve import run

    run(host, port, db, play, bot, not no_browser)


@main.command()
@click.option("--json", "as_json", is_flag=True, help="Print the figures as one JSON object.")
@click.option("--quick", is_flag=True, help="Fewer games (the size the regression test uses).")
def bench(as_json: bool, quick: bool) -> None:
    """Measure the speed of both games: games, turns and decisions per second, clone,
    save and view times, and legal-option listing (see benchmarks/README.md)."""
    from .bench import run

    r = run(quick=quick)
    if as_json:
        click.echo(json.dumps(r))
        return
    for k, v in r.items():
        click.echo(f"{k:28} {v}")


if __name__ == "__main__":  # pragma: no cover
    main()
