"""Security of the browser server (issue 12, acceptance "Security tests"): over many fuzzed
games no message to a seat or a spectator names a card it cannot see; a client cannot act
out of turn, for another seat, or with a forged token; malformed, oversized and flooding
messages get an error and change nothing."""

from __future__ import annotations

import json
import random
import re

import pytest
from starlette.websockets import WebSocketDisconnect
from web_client import DECKS, client, create, random_answer

from l5r.ccg.facts import FACTS as CCG_FACTS
from l5r.lcg.facts import core_set
from l5r.web.app import BURST, FLOOD_CLOSE, MAX_MESSAGE


def card_names(node, into: set[str]) -> set[str]:
    """Every text in a view (card names among them: the CCG lists some piles as titles)."""
    if isinstance(node, dict):
        for v in node.values():
            card_names(v, into)
    elif isinstance(node, list):
        for v in node:
            card_names(v, into)
    elif isinstance(node, str):
        into.add(node)
    return into


def mentions(text: str, name: str) -> bool:
    return re.search(r"(?<![\w'])" + re.escape(name) + r"(?![\w'])", text) is not None


def fuzz_game(c, game: str, seed: int, decisions: int, rng: random.Random) -> None:
    """Two people and a spectator, random answers and random garbage; every message
    collected per connection; then the checks."""
    made = create(c, game, second={"open": True}, seed=seed)
    gid = made["id"]
    t1 = c.post(f"/api/games/{gid}/join", json={"seat": 1, "name": "Bob", "deck": DECKS[game][1]}).json()["token"]
    tokens = [made["tokens"]["0"], t1]
    got: list[list[dict]] = [[], [], []]
    with c.websocket_connect(f"/ws/{gid}") as a, c.websocket_connect(f"/ws/{gid}") as b, \
            c.websocket_connect(f"/ws/{gid}") as s:
        socks = [a, b, s]
        a.send_json({"type": "hello", "token": tokens[0]})
        b.send_json({"type": "hello", "token": tokens[1]})
        s.send_json({"type": "hello", "token": None})
        latest = []
        for i, ws in enumerate(socks):
            m = ws.receive_json()
            got[i].append(m)
            latest.append(m)
        for _ in range(decisions):
            room = latest[0]["room"]
            if room["result"]:
                break
            p = room["to_move"]
            other = 1 - p
            # garbage from the waiting seat: out of turn, the other seat's options, stale and malformed
            d = latest[p]["decision"]
            junk = rng.choice([
                {"type": "answer", "seq": room["seq"], "answer": random_answer(d, rng)},
                {"type": "answer", "seq": room["seq"] - 1, "answer": "pass"},
                {"type": "answer"}, {"type": "nonsense"}, {"type": "chat", "text": ["x"]},
                {"type": "hello", "token": tokens[p]},
            ])
            socks[other].send_json(junk)
            err = socks[other].receive_json()
            got[other].append(err)
            assert err["type"] == "error", (junk, err)
            socks[p].send_json({"type": "answer", "seq": room["seq"], "answer": random_answer(d, rng)})
            latest = []
            for i, ws in enumerate(socks):
                m = ws.receive_json()
                assert m["type"] == "state", m
                got[i].append(m)
                latest.append(m)
    table = core_set() if game == "lcg" else CCG_FACTS
    in_game = {c.cid for c in c.app.state.hub.rooms[gid].room.game.state.cards}
    everything = {(f.name if game == "lcg" else f.title) for cid, f in table.items() if cid in in_game}
    for who, messages in enumerate(got):
        seen: set[str] = set()
        for m in messages:
            card_names(m.get("view"), seen)
        never_seen = {n for n in everything - seen if len(n) > 3}
        assert never_seen, "the decks have cards this connection never saw"
        for m in messages:
            # the view is the engine's redaction (tested in each game); the decision goes only to
            # its decider (checked below); all the rest must name only cards seen in the views
            rest = {k: v for k, v in m.items() if k not in ("view", "decision")}
            text = json.dumps(rest, ensure_ascii=False)
            leaked = [n for n in never_seen if n in text and mentions(text, n)]
            where = [ln for ln in [*m.get("log", []), str(m.get("cards"))] if any(n in ln for n in leaked)]
            assert not leaked, f"connection {who} was told of {leaked} it never saw: {where[:3]}"
            deciding = m.get("type") == "state" and m["room"]["to_move"] == who
            if not deciding and m.get("view") is not None:  # the engine's view keeps the options to the decider
                assert '"options"' not in json.dumps(m["view"]), f"connection {who} sees another's options"
            if who == 2 or m.get("type") != "state":
                assert m.get("decision") is None
            elif m["decision"] is not None:
                assert m["room"]["to_move"] == who, "a decision was sent to a seat not deciding"


@pytest.mark.parametrize(("game", "seeds", "decisions"), [("lcg", range(6), 400), ("ccg", range(3), 300)])
def test_no_message_names_a_card_its_connection_cannot_see(game, seeds, decisions):
    with client() as c:
        for seed in seeds:
            fuzz_game(c, game, seed, decisions, random.Random(seed))


def _room_data(c, gid: str) -> str:
    h = c.app.state.hub.rooms[gid]
    return json.dumps(h.room.to_data(), sort_keys=True)


def test_forged_and_missing_tokens():
    with client() as c:
        made = create(c)
        with c.websocket_connect(f"/ws/{made['id']}") as ws:
            ws.send_json({"type": "hello", "token": "forged-token"})
            assert ws.receive_json() == {"type": "error", "message": "that seat token is not valid for this game"}
            with pytest.raises(WebSocketDisconnect):
                ws.receive_json()
        with c.websocket_connect(f"/ws/{made['id']}") as ws:
            ws.send_json({"type": "answer", "seq": 0, "answer": "pass"})  # no hello first
            assert ws.receive_json()["message"].startswith("the first message is")
        with c.websocket_connect("/ws/no-such-game") as ws:
            assert ws.receive_json() == {"type": "error", "message": "no such game"}
        other = create(c, seed=8)  # a token of another game is worth nothing here
        with c.websocket_connect(f"/ws/{made['id']}") as ws:
            ws.send_json({"type": "hello", "token": other["tokens"]["0"]})
            assert ws.receive_json()["type"] == "error"


def test_a_spectator_cannot_act_or_chat():
    with client() as c:
        made = create(c)
        with c.websocket_connect(f"/ws/{made['id']}") as ws:
            ws.send_json({"type": "hello"})
            m = ws.receive_json()
            before = _room_data(c, made["id"])
            for msg in ({"type": "answer", "seq": m["room"]["seq"], "answer": "pass"}, {"type": "chat", "text": "hi"},
                        {"type": "concede"}, {"type": "undo"}):
                ws.send_json(msg)
                assert ws.receive_json() == {"type": "error", "message": "spectators cannot act or chat"}
            assert _room_data(c, made["id"]) == before


def test_malformed_and_oversized_messages_change_nothing():
    with client() as c:
        made = create(c)
        with c.websocket_connect(f"/ws/{made['id']}") as ws:
            ws.send_json({"type": "hello", "token": made["tokens"]["0"]})
            m = ws.receive_json()
            before = _room_data(c, made["id"])
            cases = [("{not json", "message is not JSON"), ("[1, 2]", 'a message is a JSON object with a "type"'),
                     ('{"type": 5}', 'a message is a JSON object with a "type"'),
                     ('{"type": "dance"}', "unknown message type 'dance'"),
                     (json.dumps({"type": "chat", "text": "x" * (MAX_MESSAGE + 10)}), "message longer than"),
                     (json.dumps({"type": "chat", "text": 5}), "a chat message is a non-empty text"),
                     (json.dumps({"type": "answer", "seq": m["room"]["seq"], "answer": {"$": 1}}), "this decision"),
                     (json.dumps({"type": "answer", "seq": "0", "answer": "pass"}),
                      "that decision was already answered"),
                     (json.dumps({"type": "answer", "seq": m["room"]["seq"], "answer": "x" * 1000}),
                      "not a legal answer")]
            for raw, expected in cases:
                ws.send_text(raw)
                err = ws.receive_json()
                assert err["type"] == "error" and err["message"].startswith(expected), (raw[:40], err)
            ws.send_bytes(b"\x00\x01")
            assert ws.receive_json() == {"type": "error", "message": "messages are JSON text"}
            assert _room_data(c, made["id"]) == before


def test_flooding_is_refused_then_cut_off():
    """More than RATE messages a second (bursts of BURST) are refused with an error (at most
    one a second) and change nothing; after FLOOD_CLOSE refusals the connection is closed."""
    with client(rate=20.0) as c:
        made = create(c)
        gid = made["id"]
        with c.websocket_connect(f"/ws/{gid}") as ws:
            ws.send_json({"type": "hello", "token": made["tokens"]["0"]})
            ws.receive_json()
            for _ in range(int(BURST) + FLOOD_CLOSE + 10):
                ws.send_json({"type": "chat", "text": "spam"})
            messages = []
            with pytest.raises(WebSocketDisconnect):
                for _ in range(5000):
                    messages.append(ws.receive_json())
        errors = [m for m in messages if m["type"] == "error"]
        assert errors and all(m["message"].startswith("too many messages") for m in errors)
        said = sum(1 for line in c.app.state.hub.rooms[gid].room.chat if line["text"] == "spam")
        assert BURST <= said <= BURST + 20, said  # the burst got through, the flood did not
