"""Persistence (issue 12, item 4): SQLite by default and PostgreSQL by URL, the same tests on
both; games in progress, finished games and saved decks survive; two server processes on one
database never overwrite each other's moves and see each other's."""

from __future__ import annotations

import random

import pytest
from postgres import postgres_server
from web_client import DECKS, client, create, random_answer

from l5r.web.rooms import Room
from l5r.web.store import Conflict, Store


@pytest.fixture(scope="module")
def postgres_url():
    with postgres_server() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.sqlite3'}"
    url = request.getfixturevalue("postgres_url")
    s = Store(url)  # each test on empty tables
    with s.engine.begin() as c:
        c.exec_driver_sql("DELETE FROM rooms")
        c.exec_driver_sql("DELETE FROM decks")
    s.close()
    return url


def a_room(seed: int = 3) -> Room:
    room, _ = Room.create("lcg", {}, [{"name": "Ann", "deck": DECKS["lcg"][0]},
                                      {"bot": "random", "deck": DECKS["lcg"][1]}], seed=seed)
    room.drive()
    return room


def test_rooms_are_saved_loaded_and_listed(db_url):
    s = Store(db_url)
    r = a_room()
    s.insert(r)
    d = r.game.pending
    r.answer(0, r.seq, d.options[0].id if d.kind == "choose_one" else [])
    r.drive()
    s.save(r)
    back = Store(db_url).load(r.id)  # another connection, as after a restart
    assert back.game.to_data() == r.game.to_data() and back.version == r.version == 1
    assert [g["id"] for g in s.listing()] == [r.id] and s.listing(("finished",)) == []
    assert s.count() == 1 and s.load("missing") is None
    s.close()


def test_a_stale_copy_cannot_overwrite(db_url):
    s = Store(db_url)
    r = a_room()
    s.insert(r)
    other = s.load(r.id)
    r.say(0, "first")
    s.save(r)
    other.say(0, "second")
    with pytest.raises(Conflict, match="changed elsewhere"):
        s.save(other)
    assert s.load(r.id).chat[-1]["text"] == "first"
    s.close()


def test_saved_decks(db_url):
    s = Store(db_url)
    a = s.add_deck("lcg", "Crab", "3x Hida Kisada")
    s.add_deck("ccg", "Lion", "Pre-Game:")
    assert s.decks("lcg") == [{"id": a, "name": "Crab", "text": "3x Hida Kisada"}]
    s.close()


def test_two_server_processes_share_one_database(db_url):
    """A move made through one server reaches a connection on the other (it reloads the
    room when the stored version moved on), and the other can then move on from it."""
    rng = random.Random(5)
    with client(db_url) as a, client(db_url) as b:
        made = create(a, second={"open": True}, seed=6)
        gid = made["id"]
        joined = b.post(f"/api/games/{gid}/join", json={"seat": 1, "name": "Bob", "deck": DECKS["lcg"][1]}).json()
        tokens = [made["tokens"]["0"], joined["token"]]
        with a.websocket_connect(f"/ws/{gid}") as wa, b.websocket_connect(f"/ws/{gid}") as wb:
            wa.send_json({"type": "hello", "token": tokens[0]})
            wb.send_json({"type": "hello", "token": tokens[1]})
            latest = [wa.receive_json(), wb.receive_json()]
            socks = [wa, wb]
            for _ in range(40):
                seq = max(m["room"]["seq"] for m in latest)
                m = next(m for m in latest if m["room"]["seq"] == seq)
                p = m["room"]["to_move"]
                if latest[p]["room"]["seq"] != seq:  # this seat's server has not shown the move yet
                    latest[p] = socks[p].receive_json()  # it comes by the poll
                    continue
                socks[p].send_json({"type": "answer", "seq": seq, "answer": random_answer(latest[p]["decision"], rng)})
                latest[p] = socks[p].receive_json()
                assert latest[p]["type"] == "state" and latest[p]["room"]["seq"] > seq, latest[p]
            assert max(m["room"]["seq"] for m in latest) >= 20
