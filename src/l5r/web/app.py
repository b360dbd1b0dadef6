"""The browser server: a Starlette (ASGI) app, served by uvicorn (``l5r serve``).

The server is authoritative: a seat's every answer is checked by its room
(:mod:`l5r.web.rooms`) and by the engine; each seat receives only its own redacted view
and its own pending decision; spectators see only what is public.

HTTP (JSON):

* ``GET /healthz`` -- ``{"ok": true}``
* ``GET /api/meta`` -- the games, their options and embedded decks, the bots, the clocks
* ``GET /api/games`` -- the games waiting for players or being played (the lobby);
  ``?status=finished`` the finished ones, ``?status=all`` every one
* ``POST /api/games`` -- ``{"game", "options", "seats", "clock", "seed"}`` (see
  :meth:`Room.create <l5r.web.rooms.Room.create>`): ``{"id", "tokens": {seat: token}}``
* ``POST /api/games/{id}/join`` -- ``{"seat", "name", "deck"}``: ``{"seat", "token"}``
* ``GET /api/games/{id}`` -- the room's public line; ``GET /api/games/{id}/replay`` its
  replay and ``GET /api/games/{id}/replay/{n}?seat=k`` the board after ``n`` answers, as
  seat ``k`` saw it (finished games only)
* ``POST /api/decks/check`` -- ``{"game", "options", "text"}``: ``{"ok", "problems"}``;
  ``GET /api/decks?game=G`` and ``POST /api/decks`` (``{"game", "name", "text"}``): saved decks

WebSocket ``/ws/{id}``: the first message is ``{"type": "hello", "token": T}`` (no token:
a spectator); then ``{"type": "answer", "seq": n, "answer": id or [ids]}``, ``{"type":
"chat", "text"}``, ``{"type": "undo"}``, ``{"type": "concede"}``, ``{"type": "ping"}``.
The server sends ``{"type": "state", ...}`` (:meth:`Hub.state_for`) after every change and
``{"type": "error", "message"}`` when it refuses something (nothing changed).
Messages longer than :data:`MAX_MESSAGE` characters, malformed ones and more than
:data:`RATE` a second are refused.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from ..engine.bots import BOTS
from ..engine.serial import CorruptState
from ..engine.undo import Timeline
from .clocks import KINDS as CLOCKS
from .games import GAMES, DeckRefused
from .rooms import Refused, Room
from .store import Conflict, Store

#: the longest WebSocket message and HTTP body accepted, in characters / bytes
MAX_MESSAGE = 8_192
MAX_BODY = 65_536
#: messages a second a connection may send (a burst of :data:`BURST`); a connection that
#: keeps flooding after :data:`FLOOD_CLOSE` refused messages is closed
RATE = 100.0
BURST = 200.0
FLOOD_CLOSE = 400
#: how often (seconds) rooms with connections are checked for moves made by another server process
POLL = 1.0
#: bots offered in the lobby
BOT_CHOICES = ("random", "heuristic", "mcts:0.5s", "mcts:2s")

STATIC = resources.files("l5r.web").joinpath("static")


@dataclass(eq=False)
class Conn:
    """One WebSocket connection: its seat (None: a spectator) and what it was sent."""

    ws: WebSocket
    seat: int | None
    log_sent: int = 0
    chat_seen: int = 0
    cards: set[str] = field(default_factory=set)
    rate: float = RATE
    allowance: float = BURST
    last: float = field(default_factory=time.monotonic)
    refused: int = 0
    last_error: float = 0.0

    def take(self) -> bool:
        """Whether one more message is within the rate limit (:attr:`rate` a second, bursts
        of :data:`BURST`)."""
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.last) * self.rate)
        self.last = now
        if self.allowance < 1.0:
            return False
        self.allowance -= 1.0
        return True


@dataclass(eq=False)
class Handle:
    """A room in memory, its lock (one change at a time), connections and clock timer."""

    room: Room
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: set[Conn] = field(default_factory=set)
    timer: asyncio.Task | None = None


class Hub:
    """The rooms in memory, on top of the :class:`~l5r.web.store.Store`."""

    def __init__(self, store: Store, rate: float = RATE, poll: float = POLL) -> None:
        self.store = store
        self.rate = rate
        self.poll_every = poll
        self.rooms: dict[str, Handle] = {}

    async def get(self, room_id: str) -> Handle | None:
        h = self.rooms.get(room_id)
        if h is not None:
            return h
        try:
            room = await asyncio.to_thread(self.store.load, room_id)
        except CorruptState:
            return None
        if room is None:
            return None
        h = self.rooms.setdefault(room_id, Handle(room))
        self._schedule_clock(h)
        return h

    async def fresh(self, room_id: str) -> Handle | None:
        """:meth:`get`, the room reloaded first if another process moved it on."""
        h = await self.get(room_id)
        if h is not None:
            async with h.lock:
                await self._refresh(h)
        return h

    async def _refresh(self, h: Handle) -> None:
        """Reload the room when another process moved it on (call under the lock)."""
        v = self.store.version(h.room.id)
        if v is not None and v != h.room.version:
            room = await asyncio.to_thread(self.store.load, h.room.id)
            if room is not None:
                h.room = room

    async def change(self, h: Handle, fn: Callable[[Room], Any]) -> Any:
        """Apply ``fn`` to the room (it raises :class:`Refused` having changed nothing), let
        the bots answer, save, and send every connection its new state."""
        async with h.lock:
            await self._refresh(h)
            out = fn(h.room)
            if h.room.bot_to_move():  # the people see the change before the bots think
                await self._broadcast(h)
            while h.room.bot_to_move():
                await asyncio.to_thread(h.room.bot_step)
            try:
                self.store.save(h.room)
            except Conflict:
                await self._refresh(h)
                raise Refused("the game was changed elsewhere; look again") from None
            await self._broadcast(h)
        self._schedule_clock(h)
        return out

    async def create(self, room: Room) -> Handle:
        while room.bot_to_move():
            await asyncio.to_thread(room.bot_step)
        self.store.insert(room)
        h = self.rooms.setdefault(room.id, Handle(room))
        self._schedule_clock(h)
        return h

    # ------------------------------------------------------------------ clocks
    def _schedule_clock(self, h: Handle) -> None:
        if h.timer is not None:
            h.timer.cancel()
            h.timer = None
        c = h.room.clock
        if c is None or h.room.status != "playing":
            return
        deadline = c.deadline(time.time())
        if deadline is not None:
            h.timer = asyncio.get_running_loop().create_task(self._flag(h, deadline))

    async def _flag(self, h: Handle, deadline: float) -> None:
        await asyncio.sleep(max(0.0, deadline - time.time()) + 0.05)
        h.timer = None
        with contextlib.suppress(Refused):
            await self.change(h, lambda r: r.check_time())

    # ------------------------------------------------------------------ what is sent
    def state_for(self, h: Handle, conn: Conn) -> dict:
        """The message for one connection: the room's public line, this seat's view of the
        game and pending decision, the log and chat lines it has not had, and the
        description of each card it sees for the first time."""
        room = h.room
        msg: dict[str, Any] = {"type": "state", "room": room.public(), "you": conn.seat}
        g = room.game
        if g is None:
            msg.update(view=None, decision=None)
        else:
            view = g.view(conn.seat)
            msg["view"] = view
            msg["decision"] = room.decision_for(conn.seat, view)
            log = g.state.log
            if conn.log_sent > len(log):  # an undo took lines back
                conn.log_sent = 0
                msg["log_reset"] = True
            msg["log"] = log[conn.log_sent:]
            conn.log_sent = len(log)
            new = room.kind.cards_in(view, set()) - conn.cards
            if msg["decision"] is not None:
                new = room.kind.cards_in(msg["decision"], new) - conn.cards
            conn.cards |= new
            msg["cards"] = {k: room.kind.describe(k) for k in sorted(new)}
        chat = [c for c in room.chat if c["n"] > conn.chat_seen]
        if chat:
            conn.chat_seen = chat[-1]["n"]
        msg["chat"] = chat
        return msg

    async def _send(self, conn: Conn, msg: dict) -> None:
        if conn.ws.application_state != WebSocketState.CONNECTED:
            return
        with contextlib.suppress(Exception):  # a connection gone away is dropped by its own loop
            await conn.ws.send_text(json.dumps(msg, separators=(",", ":")))

    async def _broadcast(self, h: Handle) -> None:
        for conn in list(h.conns):
            await self._send(conn, self.state_for(h, conn))

    async def poll(self) -> None:
        """Forever: rooms with connections that another process moved on are reloaded and sent."""
        while True:
            await asyncio.sleep(self.poll_every)
            watched = [h for h in self.rooms.values() if h.conns]
            if not watched:
                continue
            with contextlib.suppress(Exception):
                stored = self.store.versions([h.room.id for h in watched])
                for h in watched:
                    if stored.get(h.room.id, h.room.version) != h.room.version and not h.lock.locked():
                        async with h.lock:
                            await self._refresh(h)
                            await self._broadcast(h)
                        self._schedule_clock(h)


# ---------------------------------------------------------------------- HTTP
def _error(message: str, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def _body(request: Request) -> dict:
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise Refused(f"the request is larger than {MAX_BODY:,} bytes")
    try:
        data = json.loads(raw or b"{}")
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise Refused(f"the request is not JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise Refused("the request must be a JSON object")
    return data


def _hub(request: Request | WebSocket) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


async def healthz(request: Request) -> Response:
    return JSONResponse({"ok": True})


async def meta(request: Request) -> Response:
    return JSONResponse({
        "games": {k: {"title": g.title, "decks": list(g.decks), "options": {o: list(v) for o, v in g.options.items()}}
                  for k, g in GAMES.items()},
        "bots": list(BOT_CHOICES), "bot_kinds": sorted(BOTS), "clocks": list(CLOCKS)})


async def list_games(request: Request) -> Response:
    """The lobby's games: waiting and being played (``?status=finished`` for finished ones,
    ``?status=all`` for every one)."""
    asked = request.query_params.get("status", "")
    statuses = {"": ("waiting", "playing"), "finished": ("finished",),
                "all": ("waiting", "playing", "finished")}.get(asked)
    if statuses is None:
        return _error(f"unknown status {asked!r} (finished, all)")
    return JSONResponse(await asyncio.to_thread(_hub(request).store.listing, statuses))


async def create_game(request: Request) -> Response:
    try:
        body = await _body(request)
        unknown = sorted(set(body) - {"game", "options", "seats", "clock", "seed"})
        if unknown:
            raise Refused(f"unknown field {unknown[0]!r}")
        room, tokens = Room.create(body.get("game"), body.get("options"), body.get("seats"),
                                   clock=body.get("clock"), seed=body.get("seed"))
    except Refused as exc:
        return _error(str(exc))
    await _hub(request).create(room)
    people = [i for i, s in enumerate(room.seats) if s.token is not None]
    return JSONResponse({"id": room.id, "tokens": {str(i): t for i, t in zip(people, tokens, strict=True)}})


async def join_game(request: Request) -> Response:
    hub = _hub(request)
    h = await hub.get(request.path_params["id"])
    if h is None:
        return _error("no such game", 404)
    try:
        body = await _body(request)
        seat = body.get("seat")
        token = await hub.change(h, lambda r: r.join(seat, body.get("name"), body.get("deck")))
    except Refused as exc:
        return _error(str(exc))
    return JSONResponse({"seat": seat, "token": token})


async def show_game(request: Request) -> Response:
    h = await _hub(request).fresh(request.path_params["id"])
    if h is None:
        return _error("no such game", 404)
    return JSONResponse(h.room.public())


async def replay(request: Request) -> Response:
    h = await _hub(request).fresh(request.path_params["id"])
    if h is None:
        return _error("no such game", 404)
    try:
        return JSONResponse(h.room.replay())
    except Refused as exc:
        return _error(str(exc), 403)


def _replay_step(room: Room, n: int, seat: int | None) -> dict:
    assert room.game is not None
    tl = Timeline.of(room.game)
    n = max(0, min(n, len(tl)))
    g = tl.at(n)
    view = g.view(seat)
    keys = room.kind.cards_in(view, set())
    return {"n": n, "total": len(tl), "view": view, "log": g.state.log, "room": room.public(),
            "cards": {k: room.kind.describe(k) for k in sorted(keys)}}


async def replay_step(request: Request) -> Response:
    h = await _hub(request).fresh(request.path_params["id"])
    if h is None:
        return _error("no such game", 404)
    if h.room.result is None or h.room.game is None:
        return _error("a replay is shown once the game is over", 403)
    try:
        n = int(request.path_params["n"])
        seat_raw = request.query_params.get("seat")
        seat = None if seat_raw in (None, "") else int(seat_raw)
    except ValueError:
        return _error("the step and the seat are whole numbers")
    if seat is not None and not 0 <= seat < len(h.room.seats):
        return _error(f"there is no seat {seat}")
    return JSONResponse(await asyncio.to_thread(_replay_step, h.room, n, seat))


async def check_deck(request: Request) -> Response:
    try:
        body = await _body(request)
        kind = GAMES.get(body["game"]) if isinstance(body.get("game"), str) else None
        if kind is None:
            raise Refused(f"unknown game {body.get('game')!r} ({', '.join(GAMES)})")
        try:
            opts = kind.check_options(body.get("options") or {})
            kind.deck({"text": body.get("text")}, opts)
        except DeckRefused as exc:
            return JSONResponse({"ok": False, "problems": exc.problems})
    except Refused as exc:
        return _error(str(exc))
    return JSONResponse({"ok": True, "problems": []})


async def decks(request: Request) -> Response:
    store = _hub(request).store
    if request.method == "GET":
        asked = request.query_params.get("game", "")
        if asked not in GAMES:
            return _error(f"unknown game {asked!r} ({', '.join(GAMES)})")
        return JSONResponse(store.decks(asked))
    try:
        body = await _body(request)
        game, name, text = body.get("game"), body.get("name"), body.get("text")
        kind = GAMES.get(game) if isinstance(game, str) else None
        if kind is None:
            raise Refused(f"unknown game {game!r} ({', '.join(GAMES)})")
        if not isinstance(name, str) or not name.strip() or len(name) > 80:
            raise Refused("a deck's name is a text of 1 to 80 characters")
        try:
            kind.deck({"text": text}, kind.check_options({}))
        except DeckRefused as exc:
            raise Refused(f"the deck is not legal: {exc}") from exc
    except Refused as exc:
        return _error(str(exc))
    assert isinstance(game, str) and isinstance(text, str)
    return JSONResponse({"id": store.add_deck(game, name.strip(), text)})


def _page(name: str) -> Callable[[Request], Any]:
    async def page(request: Request) -> Response:
        return FileResponse(str(STATIC.joinpath(name)), media_type="text/html")
    return page


# ---------------------------------------------------------------------- WebSocket
async def _refuse(hub: Hub, conn: Conn, message: str) -> None:
    await hub._send(conn, {"type": "error", "message": message})


def _parse(raw: Any) -> dict:
    """A client message as a dict with a known type (:class:`Refused` otherwise)."""
    if raw.get("type") != "websocket.receive":
        raise Refused("unexpected message")
    text = raw.get("text")
    if text is None:
        raise Refused("messages are JSON text")
    if len(text) > MAX_MESSAGE:
        raise Refused(f"message longer than {MAX_MESSAGE:,} characters")
    try:
        msg = json.loads(text)
    except json.JSONDecodeError as exc:
        raise Refused(f"message is not JSON: {exc.msg}") from exc
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise Refused('a message is a JSON object with a "type"')
    return msg


async def ws_game(ws: WebSocket) -> None:
    hub = _hub(ws)
    await ws.accept()
    h = await hub.get(ws.path_params["id"])
    if h is None:
        await ws.send_text(json.dumps({"type": "error", "message": "no such game"}))
        await ws.close(code=4404)
        return
    conn = Conn(ws, None, rate=hub.rate)
    try:
        first = _parse(await ws.receive())
        if first["type"] != "hello":
            raise Refused('the first message is {"type": "hello", "token": ...}')
        token = first.get("token")
        if token not in (None, ""):
            conn.seat = h.room.seat_of(token)
    except Refused as exc:
        await ws.send_text(json.dumps({"type": "error", "message": str(exc)}))
        await ws.close(code=4403)
        return
    except WebSocketDisconnect:
        return
    async with h.lock:
        await hub._refresh(h)
        h.conns.add(conn)
        await hub._send(conn, hub.state_for(h, conn))
    try:
        while True:
            raw = await ws.receive()
            if raw.get("type") == "websocket.disconnect":
                break
            if not conn.take():
                conn.refused += 1
                if conn.refused >= FLOOD_CLOSE:
                    await ws.close(code=1008)
                    break
                if time.monotonic() - conn.last_error > 1.0:
                    conn.last_error = time.monotonic()
                    await _refuse(hub, conn, "too many messages: slow down (this one was ignored)")
                continue
            try:
                await _handle(hub, h, conn, _parse(raw))
            except Refused as exc:
                await _refuse(hub, conn, str(exc))
    except WebSocketDisconnect:
        pass
    finally:
        h.conns.discard(conn)


async def _handle(hub: Hub, h: Handle, conn: Conn, msg: dict) -> None:
    kind = msg["type"]
    seat = conn.seat
    if kind == "ping":
        await hub._send(conn, {"type": "pong"})
        return
    if kind == "hello":
        raise Refused("already greeted")
    if kind not in ("answer", "chat", "undo", "concede"):
        raise Refused(f"unknown message type {kind!r}")
    if seat is None:
        raise Refused("spectators cannot act or chat")
    if kind == "answer":
        answer, seq = msg.get("answer"), msg.get("seq")
        await hub.change(h, lambda r: r.answer(seat, seq, answer))
    elif kind == "chat":
        await hub.change(h, lambda r: r.say(seat, msg.get("text")))
    elif kind == "undo":
        await hub.change(h, lambda r: r.undo(seat))
    else:
        await hub.change(h, lambda r: r.concede(seat))


# ---------------------------------------------------------------------- the app
def create_app(db: str | None = None, store: Store | None = None, rate: float = RATE,
               poll: float = POLL) -> Starlette:
    """The server's ASGI app on the database at URL ``db`` (or an open ``store``); ``rate``:
    the messages a second each connection may send; ``poll``: how often (seconds) rooms
    with connections are checked for moves made by another server process."""
    st = store if store is not None else Store(db) if db else Store()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        task = asyncio.get_running_loop().create_task(app.state.hub.poll())
        try:
            yield
        finally:
            task.cancel()

    app = Starlette(routes=[
        Route("/", _page("index.html")),
        Route("/play/{id}", _page("game.html")),
        Route("/replay/{id}", _page("replay.html")),
        Route("/healthz", healthz),
        Route("/api/meta", meta),
        Route("/api/games", list_games, methods=["GET"]),
        Route("/api/games", create_game, methods=["POST"]),
        Route("/api/games/{id}", show_game),
        Route("/api/games/{id}/join", join_game, methods=["POST"]),
        Route("/api/games/{id}/replay", replay),
        Route("/api/games/{id}/replay/{n}", replay_step),
        Route("/api/decks/check", check_deck, methods=["POST"]),
        Route("/api/decks", decks, methods=["GET", "POST"]),
        WebSocketRoute("/ws/{id}", ws_game),
        Mount("/static", StaticFiles(directory=str(STATIC)), name="static"),
    ], lifespan=lifespan)
    app.state.hub = Hub(st, rate, poll)
    return app
