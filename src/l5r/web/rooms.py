"""A game on the server (a *room*): its seats -- people holding a secret token, or bots --,
the engine game, the chat, the clock and the result. Everything a seat may do goes
through a method that checks it first and changes nothing when it refuses
(:class:`Refused`, whose message is for the person); the engine validates every answer.

A room is plain data (:meth:`Room.to_data`): the game is kept as its record (seed,
configuration and answers, :mod:`l5r.engine.replays`) and replayed on load, so a server
restart resumes every game where it stood. Tokens are kept only as their SHA-256.

>>> r, tokens = Room.create("lcg", {}, [{"name": "Ann", "deck": {"embedded": "crab"}},
...                                     {"bot": "random", "deck": {"embedded": "lion"}}], seed=4, now=0.0)
>>> r.status, r.seat_of(tokens[0]), len(tokens)
('playing', 0, 1)
>>> r.seat_of("forged")
Traceback (most recent call last):
...
l5r.web.rooms.Refused: that seat token is not valid for this game
>>> r.drive(now=0.0) >= 0  # the bot answers until Ann must decide
True
>>> d = r.game.pending; d.player
0
>>> r.answer(0, r.seq + 1, d.options[0].id, now=1.0)
Traceback (most recent call last):
...
l5r.web.rooms.Refused: that decision was already answered (the game moved on); look again
>>> r.answer(1, r.seq, d.options[0].id, now=1.0)
Traceback (most recent call last):
...
l5r.web.rooms.Refused: it is not your decision
>>> r.answer(0, r.seq, d.options[0].id, now=1.0); r.seq
1
>>> Room.from_data(r.to_data(), now=2.0).game.to_data() == r.game.to_data()
True
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from ..engine.agents import act
from ..engine.bots import make_bot, parse_spec
from ..engine.decision import IllegalAnswer, Kind
from ..engine.game import Game
from ..engine.replays import parse as parse_replay
from ..engine.replays import replay_of
from ..engine.serial import CorruptState
from ..engine.undo import NoRecord, Timeline, UndoRefused, undo_to
from .clocks import Clock
from .games import GAMES, DeckRefused, GameKind, result_text

#: the longest chat message and player name, in characters; the chat lines kept
MAX_CHAT = 500
MAX_NAME = 40
CHAT_KEEP = 300
#: the seats of a game (the two-player games the engine plays)
SEATS = 2


class Refused(ValueError):
    """Something a seat asked that the room will not do; nothing changed."""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def new_id() -> str:
    """A new room id (unguessable, for links)."""
    return secrets.token_urlsafe(9)


def _name(v: Any, default: str) -> str:
    if v is None:
        return default
    if not isinstance(v, str) or not v.strip():
        raise Refused("a name is a non-empty text")
    name = " ".join(v.split())
    if len(name) > MAX_NAME:
        raise Refused(f"a name is at most {MAX_NAME} characters")
    return name


@dataclass
class Seat:
    """One seat: a person (``token`` the SHA-256 of their token; None while open) or a bot
    (``bot`` its spec, :mod:`l5r.engine.bots`); ``deck`` the deck asked for."""

    name: str
    deck: Any = None
    bot: str | None = None
    token: str | None = None

    @property
    def open(self) -> bool:
        return self.bot is None and self.token is None

    def public(self) -> dict:
        return {"name": self.name, "bot": self.bot, "open": self.open,
                "deck": self.deck.get("embedded", "pasted list") if isinstance(self.deck, dict) else None}


@dataclass
class Room:
    """A game on the server (see the module docstring)."""

    id: str
    game_name: str
    options: dict
    seats: list[Seat]
    seed: int
    created: float
    game: Game | None = None
    chat: list[dict] = field(default_factory=list)
    clock: Clock | None = None
    result: dict | None = None
    version: int = 0

    # ------------------------------------------------------------------ making one
    @classmethod
    def create(cls, game_name: Any, options: Any, seats: Any, *, clock: Any = None, seed: int | None = None,
               now: float | None = None) -> tuple[Room, list[str]]:
        """A new room and the tokens of the people seated at once (in seat order).

        ``seats``: one per player, each ``{"name": ..., "deck": DECK}`` (a person seated now),
        ``{"bot": SPEC, "deck": DECK}`` or ``{"open": true}`` (for a person joining by link,
        who brings a deck). The game starts when every seat is taken. :class:`Refused` says
        what is wrong with the request."""
        kind = _kind(game_name)
        try:
            opts = kind.check_options(options if options is not None else {})
        except DeckRefused as exc:
            raise Refused(str(exc)) from exc
        if not isinstance(seats, list) or len(seats) != SEATS:
            raise Refused(f"a game has {SEATS} seats")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << 31):
            raise Refused("the seed is a whole number from 0 to 2147483647")
        try:
            clk = Clock.make(clock, SEATS)
        except ValueError as exc:
            raise Refused(str(exc)) from exc
        made: list[Seat] = []
        tokens = []
        for i, s in enumerate(seats):
            if not isinstance(s, dict):
                raise Refused(f"seat {i + 1} must be an object")
            unknown = sorted(set(s) - {"name", "deck", "bot", "open"})
            if unknown:
                raise Refused(f"seat {i + 1}: unknown field {unknown[0]!r}")
            if s.get("open"):
                made.append(Seat(f"Seat {i + 1}"))
                continue
            deck = s.get("deck")
            _check_deck(kind, deck, opts, i)
            if "bot" in s:
                try:
                    parse_spec(s["bot"] if isinstance(s["bot"], str) else "")
                except ValueError as exc:
                    raise Refused(f"seat {i + 1}: {exc}") from exc
                made.append(Seat(_name(s.get("name"), f"Bot ({s['bot']})"), deck, bot=s["bot"]))
            else:
                token = secrets.token_urlsafe(24)
                tokens.append(token)
                made.append(Seat(_name(s.get("name"), f"Player {i + 1}"), deck, token=token_hash(token)))
        if all(s.bot is not None for s in made):
            raise Refused("a game needs at least one person (bots play each other with l5r simulate)")
        now = time.time() if now is None else now
        room = cls(new_id(), game_name, opts, made, secrets.randbelow(1 << 31) if seed is None else seed, now,
                   clock=clk)
        room._start_if_full(now)
        return room, tokens

    def join(self, seat: Any, name: Any, deck: Any, now: float | None = None) -> str:
        """Take open seat ``seat`` (0-based) with a name and a deck; the seat's token."""
        if self.game is not None or self.result is not None:
            raise Refused("this game has already begun")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            raise Refused(f"there is no seat {seat!r}")
        if not self.seats[seat].open:
            raise Refused("that seat is taken")
        kind = _kind(self.game_name)
        _check_deck(kind, deck, self.options, seat)
        nm = _name(name, f"Player {seat + 1}")
        token = secrets.token_urlsafe(24)
        self.seats[seat] = Seat(nm, deck, token=token_hash(token))
        self._start_if_full(time.time() if now is None else now)
        return token

    def _start_if_full(self, now: float) -> None:
        if any(s.open for s in self.seats) or self.game is not None:
            return
        kind = _kind(self.game_name)
        try:
            decks = [kind.deck(s.deck, self.options) for s in self.seats]
            self.game = kind.new_game(decks, self.seed, [s.name for s in self.seats], self.options)
        except DeckRefused as exc:
            raise Refused(str(exc)) from exc
        self._note("The game begins.", now)
        self._after(now)

    # ------------------------------------------------------------------ who is who
    @property
    def status(self) -> str:
        """``waiting`` (open seats), ``playing`` or ``finished``."""
        if self.result is not None:
            return "finished"
        return "waiting" if self.game is None else "playing"

    @property
    def kind(self) -> GameKind:
        return _kind(self.game_name)

    @property
    def seq(self) -> int:
        """How many answers the game has had: an answer must name the decision it answers."""
        return len(self.game.state.answers) if self.game is not None else 0

    def seat_of(self, token: Any) -> int:
        """The seat ``token`` holds (:class:`Refused` for any other token)."""
        if isinstance(token, str) and token:
            h = token_hash(token)
            for i, s in enumerate(self.seats):
                if s.token is not None and hmac.compare_digest(s.token, h):
                    return i
        raise Refused("that seat token is not valid for this game")

    def people(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.bot is None]

    def to_move(self) -> int | None:
        """The seat whose decision is pending (None when the game is not being played)."""
        if self.status != "playing" or self.game is None or self.game.pending is None:
            return None
        return self.game.pending.player

    def bot_to_move(self) -> bool:
        p = self.to_move()
        return p is not None and self.seats[p].bot is not None

    # ------------------------------------------------------------------ acting
    def _playing(self) -> Game:
        if self.game is None:
            raise Refused("the game has not begun: a seat is still open")
        if self.result is not None:
            raise Refused("the game is over")
        return self.game

    def answer(self, seat: int, seq: Any, answer: Any, now: float | None = None) -> None:
        """``seat`` answers its pending decision number ``seq`` (:attr:`seq` when it was
        shown): an option id, or a list of ids where it chooses many."""
        g = self._playing()
        now = time.time() if now is None else now
        if self._timed_out(now):
            raise Refused("the game is over: time ran out")
        d = g.pending
        if d is None or d.player != seat:
            raise Refused("it is not your decision")
        if seq != self.seq:
            raise Refused("that decision was already answered (the game moved on); look again")
        if d.kind is Kind.MANY and not isinstance(answer, list):
            raise Refused("this decision takes a list of option ids")
        if d.kind is Kind.ONE and not isinstance(answer, str):
            raise Refused("this decision takes one option id")
        try:
            g.answer(answer)
        except IllegalAnswer as exc:
            raise Refused(f"not a legal answer: {exc}") from exc
        if self.clock is not None:
            self.clock.answered(seat, now)
        self._after(now)

    def drive(self, now: float | None = None, limit: int = 100_000) -> int:
        """Let the bots answer until a person must decide or the game ends; how many answers."""
        n = 0
        while self.bot_to_move() and n < limit:
            self.bot_step(now)
            n += 1
        return n

    def bot_step(self, now: float | None = None) -> None:
        """One bot answer (the bot is made anew for each decision, seeded by the room's seed
        and the answers so far: a restarted server plays on alike)."""
        g = self._playing()
        p = self.to_move()
        assert p is not None and self.seats[p].bot is not None
        spec = self.seats[p].bot
        assert spec is not None
        act(g, make_bot(spec, self.seed * 1_000_003 + self.seq))
        self._after(time.time() if now is None else now)

    def undo(self, seat: int, now: float | None = None) -> None:
        """Take back ``seat``'s last decision and the bots' answers since (never another
        person's; never what un-reveals anything: :mod:`l5r.engine.undo`)."""
        g = self._playing()
        try:
            tl = Timeline.of(g)
        except NoRecord as exc:
            raise Refused(f"cannot undo: {exc}") from exc
        k = tl.last_decision(seat)
        if k is None:
            raise Refused("cannot undo: you have made no decision yet")
        others = {tl.steps[j].player for j in range(k, len(tl))} - {seat}
        if any(self.seats[q].bot is None for q in others):
            raise Refused("cannot undo: the other player has answered since")
        try:
            self.game = undo_to(tl, k, seat, g)
        except UndoRefused as exc:
            raise Refused(f"cannot undo: {exc.reason}") from exc
        self._note(f"{self.seats[seat].name} takes back a decision.", time.time() if now is None else now)
        self._after(time.time() if now is None else now)

    def concede(self, seat: int, now: float | None = None) -> None:
        """``seat`` concedes: the other player wins."""
        if self.result is not None:
            raise Refused("the game is over")
        now = time.time() if now is None else now
        self._finish(self._other(seat), "concession", f"{self.seats[seat].name} concedes.", now)

    def say(self, seat: int | None, text: Any, now: float | None = None) -> None:
        """A chat line from ``seat``."""
        if not isinstance(text, str) or not text.strip():
            raise Refused("a chat message is a non-empty text")
        if len(text) > MAX_CHAT:
            raise Refused(f"a chat message is at most {MAX_CHAT} characters")
        who = self.seats[seat].name if seat is not None else "Spectator"
        self._line(who, seat, text.strip(), time.time() if now is None else now)

    def check_time(self, now: float | None = None) -> bool:
        """Whether the game ended now because a clock ran out."""
        return self._timed_out(time.time() if now is None else now)

    # ------------------------------------------------------------------ after a change
    def _timed_out(self, now: float) -> bool:
        if self.clock is None or self.result is not None:
            return False
        p = self.clock.flagged(now)
        if p is None:
            return False
        self._finish(self._other(p), "time", f"{self.seats[p].name} runs out of time.", now)
        return True

    def _other(self, seat: int) -> int:
        return (seat + 1) % len(self.seats)

    def _after(self, now: float) -> None:
        g = self.game
        assert g is not None
        if g.over:
            st = g.state
            winner = st.winner if st.winner is not None else -1
            self.result = {"winner": winner, "reason": st.victory or "none", "text": result_text(g)}
            self._note(self.result["text"], now)
        if self.clock is not None:
            p = self.to_move()
            self.clock.start(p if p is not None and self.seats[p].bot is None else None, now)

    def _finish(self, winner: int, reason: str, why: str, now: float) -> None:
        self._note(why, now)
        text = f"{self.seats[winner].name} wins ({reason})."
        self.result = {"winner": winner, "reason": reason, "text": text}
        self._note(text, now)
        if self.clock is not None:
            self.clock.start(None, now)

    def _note(self, text: str, now: float) -> None:
        self._line(None, None, text, now)

    def _line(self, who: str | None, seat: int | None, text: str, now: float) -> None:
        """A chat line (``who`` None: the room's own notice), numbered from 1."""
        n = self.chat[-1]["n"] + 1 if self.chat else 1
        self.chat.append({"n": n, "from": who, "seat": seat, "text": text, "at": now})
        del self.chat[:-CHAT_KEEP]

    # ------------------------------------------------------------------ what a seat sees
    def decision_for(self, seat: int | None, view: dict | None = None) -> dict | None:
        """The pending decision if it is ``seat``'s (labels made unambiguous; ``view``: the
        seat's view if already made), else None."""
        p = self.to_move()
        if p is None or p != seat or self.game is None or self.game.pending is None:
            return None
        return self.kind.decision(self.game, self.game.pending, p, view)

    def public(self, now: float | None = None) -> dict:
        """What anyone may know of the room (the lobby's line, the seats, the clock, the result)."""
        p = self.to_move()
        out: dict[str, Any] = {"id": self.id, "game": self.game_name, "options": self.options, "status": self.status,
                               "seats": [s.public() for s in self.seats], "created": self.created,
                               "to_move": p, "result": self.result, "seq": self.seq}
        if self.clock is not None:
            out["clock"] = self.clock.public(time.time() if now is None else now)
        return out

    # ------------------------------------------------------------------ plain data
    def to_data(self) -> dict:
        """The room as plain JSON data: the game as its record (:mod:`l5r.engine.replays`)."""
        return {"id": self.id, "game": self.game_name, "options": self.options, "seed": self.seed,
                "created": self.created, "version": self.version,
                "seats": [{"name": s.name, "deck": s.deck, "bot": s.bot, "token": s.token} for s in self.seats],
                "record": replay_of(self.game).to_data() if self.game is not None else None,
                "chat": self.chat, "clock": self.clock.to_data() if self.clock is not None else None,
                "result": self.result}

    @classmethod
    def from_data(cls, data: dict, now: float | None = None) -> Room:
        """A room from :meth:`to_data` (its game replayed from its record); a clock runs on
        from ``now``. :class:`~l5r.engine.serial.CorruptState` for data no room makes."""
        try:
            room = cls(data["id"], data["game"], dict(data["options"]),
                       [Seat(s["name"], s["deck"], s["bot"], s["token"]) for s in data["seats"]],
                       int(data["seed"]), float(data["created"]), chat=list(data["chat"]), result=data["result"],
                       version=int(data["version"]))
            _kind(room.game_name)
            if data["record"] is not None:
                room.game = parse_replay(data["record"], "saved room").timeline().final
            if data["clock"] is not None:
                room.clock = Clock.from_data(data["clock"])
                room.clock.resume(time.time() if now is None else now)
        except (KeyError, TypeError, ValueError, Refused) as exc:
            raise CorruptState(f"saved room cannot be read: {type(exc).__name__}: {exc}") from exc
        return room

    def replay(self) -> dict:
        """The game's replay (:mod:`l5r.engine.replays`), for a finished game."""
        if self.result is None or self.game is None:
            raise Refused("a replay is shown once the game is over")
        return replay_of(self.game).to_data()


def _kind(name: Any) -> GameKind:
    if not isinstance(name, str) or name not in GAMES:
        raise Refused(f"unknown game {name!r} ({', '.join(GAMES)})")
    return GAMES[name]


def _check_deck(kind: GameKind, deck: Any, options: dict, seat: int) -> None:
    try:
        kind.deck(deck, options)
    except DeckRefused as exc:
        raise Refused(f"seat {seat + 1}'s deck: {exc}") from exc

