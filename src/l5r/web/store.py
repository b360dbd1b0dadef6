"""Where the server keeps its games and decks: SQLite by default, PostgreSQL by URL
(SQLAlchemy Core; any URL it knows). A room is one row of JSON (:meth:`Room.to_data
<l5r.web.rooms.Room.to_data>`) with a version number: a save names the version it
changed, so two server processes sharing a database never overwrite each other's
moves (:class:`Conflict`; the loser reloads the room and tries again).

>>> s = Store("sqlite://")
>>> from l5r.web.rooms import Room
>>> r, _ = Room.create("lcg", {}, [{"name": "Ann", "deck": {"embedded": "crab"}},
...                                {"bot": "random", "deck": {"embedded": "lion"}}], seed=4, now=0.0)
>>> s.insert(r); s.save(r); r.version
1
>>> s.load(r.id).version, s.version(r.id), s.load("nothing")
(1, 1, None)
>>> stale = s.load(r.id); s.save(r); s.save(stale)
Traceback (most recent call last):
...
l5r.web.store.Conflict: room ... was changed elsewhere (version 2, this copy has 1)
>>> s.add_deck("lcg", "My Crab", "3x Hida Kisada"), [d["name"] for d in s.decks("lcg")]
(1, ['My Crab'])
"""

from __future__ import annotations

import json
import time
from typing import Any

from sqlalchemy import (
    Column,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    bindparam,
    create_engine,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.pool import StaticPool

from .rooms import Room

#: the default database: a SQLite file in the current folder
DEFAULT_URL = "sqlite:///l5r-server.sqlite3"
#: the rooms the lobby lists at most
LIST_LIMIT = 100

meta = MetaData()
rooms = Table(
    "rooms", meta,
    Column("id", String(32), primary_key=True),
    Column("game", String(8), nullable=False),
    Column("status", String(12), nullable=False, index=True),
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
    Column("version", Integer, nullable=False),
    Column("data", Text, nullable=False),
)
decks = Table(
    "decks", meta,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("game", String(8), nullable=False),
    Column("name", String(80), nullable=False),
    Column("text", Text, nullable=False),
    Column("created", Float, nullable=False),
)


#: the save of a room over the version it was loaded as (built once: the server saves after every move)
SAVE = (update(rooms).where(rooms.c.id == bindparam("rid"), rooms.c.version == bindparam("was"))
        .values(status=bindparam("st"), updated=bindparam("at"), version=bindparam("now"), data=bindparam("js")))


class Conflict(RuntimeError):
    """A save of a room that another process changed since this copy was loaded."""


def _sqlite_pragmas(dbapi_connection: Any, record: Any) -> None:
    cur = dbapi_connection.cursor()
    cur.execute("PRAGMA journal_mode=WAL")  # readers never wait for the writer
    cur.execute("PRAGMA synchronous=NORMAL")  # no disk flush per move (WAL stays consistent)
    cur.execute("PRAGMA busy_timeout=5000")
    cur.close()


class Store:
    """The database at ``url`` (tables created when missing)."""

    def __init__(self, url: str = DEFAULT_URL) -> None:
        self.url = url
        kw: dict[str, Any] = {}
        if url.startswith("sqlite"):
            kw["connect_args"] = {"check_same_thread": False}
            if url in ("sqlite://", "sqlite:///:memory:"):
                kw["poolclass"] = StaticPool  # one in-memory database for every connection
        self.engine: Engine = create_engine(url, **kw)
        if url.startswith("sqlite"):
            event.listen(self.engine, "connect", _sqlite_pragmas)
        meta.create_all(self.engine)

    # ------------------------------------------------------------------ rooms
    def insert(self, room: Room) -> None:
        now = time.time()
        with self.engine.begin() as c:
            c.execute(insert(rooms).values(id=room.id, game=room.game_name, status=room.status, created=room.created,
                                           updated=now, version=room.version, data=json.dumps(room.to_data())))

    def save(self, room: Room) -> None:
        """Write ``room`` over the version it was loaded as; its version goes up by one.
        :class:`Conflict` when the stored room has moved on (nothing is written)."""
        data = room.to_data()
        data["version"] = room.version + 1
        with self.engine.begin() as c:
            res = c.execute(SAVE, {"rid": room.id, "was": room.version, "st": room.status, "at": time.time(),
                                   "now": room.version + 1, "js": json.dumps(data, separators=(",", ":"))})
            if res.rowcount != 1:
                stored = c.execute(select(rooms.c.version).where(rooms.c.id == room.id)).scalar()
                raise Conflict(f"room {room.id} was changed elsewhere (version {stored}, this copy has "
                               f"{room.version})")
        room.version += 1

    def load(self, room_id: str, now: float | None = None) -> Room | None:
        """The room ``room_id`` (its game replayed), or None."""
        with self.engine.connect() as c:
            data = c.execute(select(rooms.c.data).where(rooms.c.id == room_id)).scalar()
        return None if data is None else Room.from_data(json.loads(data), now)

    def version(self, room_id: str) -> int | None:
        with self.engine.connect() as c:
            v = c.execute(select(rooms.c.version).where(rooms.c.id == room_id)).scalar()
        return None if v is None else int(v)

    def versions(self, room_ids: list[str]) -> dict[str, int]:
        """The stored version of each of these rooms."""
        if not room_ids:
            return {}
        with self.engine.connect() as c:
            return {r.id: r.version for r in c.execute(select(rooms.c.id, rooms.c.version)
                                                        .where(rooms.c.id.in_(room_ids)))}

    def listing(self, statuses: tuple[str, ...] = ("waiting", "playing"), limit: int = LIST_LIMIT) -> list[dict]:
        """The newest rooms with these statuses, as the lobby shows them (no tokens)."""
        out = []
        with self.engine.connect() as c:
            rows = c.execute(select(rooms.c.data).where(rooms.c.status.in_(statuses))
                             .order_by(rooms.c.created.desc()).limit(limit))
            for (data,) in rows:
                d = json.loads(data)
                out.append({"id": d["id"], "game": d["game"], "options": d["options"],
                            "status": "finished" if d["result"] else ("playing" if d["record"] else "waiting"),
                            "seats": [{"name": s["name"], "bot": s["bot"],
                                       "open": s["bot"] is None and s["token"] is None} for s in d["seats"]],
                            "created": d["created"]})
        return out

    def count(self) -> int:
        with self.engine.connect() as c:
            return int(c.execute(select(func.count()).select_from(rooms)).scalar() or 0)

    # ------------------------------------------------------------------ decks
    def add_deck(self, game: str, name: str, text: str) -> int:
        with self.engine.begin() as c:
            res = c.execute(insert(decks).values(game=game, name=name, text=text, created=time.time()))
            key = res.inserted_primary_key
            assert key is not None
            return int(key[0])

    def decks(self, game: str) -> list[dict]:
        with self.engine.connect() as c:
            return [{"id": r.id, "name": r.name, "text": r.text}
                    for r in c.execute(select(decks).where(decks.c.game == game).order_by(decks.c.id))]

    def close(self) -> None:
        self.engine.dispose()
