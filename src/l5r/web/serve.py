"""``l5r serve``: run the browser server with uvicorn, optionally with a game against a bot
ready to play (``--play``: the link is printed and opened in the browser)."""

from __future__ import annotations

import os
import sys
import webbrowser

import click
import uvicorn

from .app import MAX_MESSAGE, create_app
from .games import GAMES
from .rooms import Room
from .store import DEFAULT_URL, Store


def quick_game(store: Store, game: str = "lcg", bot: str = "heuristic") -> tuple[str, str]:
    """A new game of ``game`` for one person (seat 1, the first embedded deck) against
    ``bot`` (the second embedded deck), saved in ``store``: its id and the person's token."""
    decks = GAMES[game].decks
    room, tokens = Room.create(game, {}, [{"name": "You", "deck": {"embedded": decks[0]}},
                                          {"bot": bot, "deck": {"embedded": decks[1]}}])
    room.drive()
    store.insert(room)
    return room.id, tokens[0]


def can_open_browser() -> bool:
    """Whether a graphical browser can be opened: on Linux and the BSDs only with a display
    (without one, :mod:`webbrowser` would start a text browser in the server's own terminal)."""
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def run(host: str, port: int, db: str | None, play: str | None, bot: str, open_browser: bool) -> None:
    """Start the server (until Ctrl-C)."""
    store = Store(db or DEFAULT_URL)
    app = create_app(store=store)
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    base = f"http://{shown}:{port}"
    click.echo(f"L5R server on {base}/ (database {store.url}); Ctrl-C stops it.")
    if play:
        gid, token = quick_game(store, play, bot)
        link = f"{base}/play/{gid}#token={token}"
        click.echo(f"Your game against the {bot} bot: {link}")
        if open_browser and can_open_browser():
            webbrowser.open(link)
    uvicorn.run(app, host=host, port=port, ws_max_size=MAX_MESSAGE * 4, log_level="warning")
