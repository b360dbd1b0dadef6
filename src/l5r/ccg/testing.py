"""A test harness for CCG scenarios: build a table, place cards, open a phase or a
battle, and answer decisions by option label.

>>> t = Table("celestial")
>>> masao = t.put("Akodo Masao", 0)
>>> t.state.cards[masao].loc
'home'
>>> t.open_action(0)
>>> t.pending.context
'action'

A table can also have other Strongholds and Senseis (by title), ask even decisions with a single option
(``ask_alone``), play on from the start of a turn into the following turns
(:meth:`Table.start_turn`), and stop a battle just before it resolves
(:meth:`Table.until_resolution`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..engine.decision import IllegalAnswer
from ..engine.game import Game
from ..engine.windows import window
from . import model as m
from .battle import declare
from .begin import start
from .decklist import Deck, embedded
from .editions import edition as edition_of
from .facts import pool, suggest
from .index import set_zone
from .model import turn_order
from .rules import RULES
from .state import DYNASTY_DISCARD, FATE_DISCARD, HAND, HOME, PLAY, PROVINCE, Card


class Table:
    """A two-player (or more) game stopped at its first decision, emptied of
    hands, provinces' cards and in-play cards other than Strongholds, so tests
    place exactly the cards they need."""

    def __init__(self, edition: str = "ivory", decks=("lion", "dragon"), seed: int = 0,
                 keep: bool = False, honor: tuple | None = None, strongholds: Iterable[str | None] = (),
                 senseis: Iterable[str | None] = (), ask_alone: bool = False) -> None:
        """``strongholds``: a Stronghold title per player (None: the deck's own) instead of
        the deck's, with its starting Family Honor and Province Strength; ``senseis``: a
        Sensei title per player (None: the deck's, usually none), in play from the start as
        the rules set it up (its modifiers apply; its abilities, not implemented yet, are
        missing, and its clan restriction is not checked: a table states any position);
        ``ask_alone``: decisions with a single option are asked too (``Game.ask_alone``)."""
        decks = [embedded(d) if isinstance(d, str) else d for d in decks]
        for i, title in enumerate(strongholds):
            if title is not None:
                decks[i] = _with_pre_game(decks[i], title, "stronghold")
        for i, title in enumerate(senseis):
            if title is not None:
                decks[i] = _with_pre_game(decks[i], title, "sensei")
        edition_of(edition)  # an unknown edition is refused before the decks are read
        self.g = start(RULES, list(decks), seed=seed, edition=edition, logging=True, first_player=0,
                       unimplemented=True)
        self.g.ask_alone = ask_alone
        st = self.g.state
        st.setup = {}  # the table changes the game: it no longer is the game its record begins
        st.pending = None
        st.stack = []
        st.active = 0
        if not keep:
            for p in st.players:
                for uid in list(p.hand):
                    self._to_deck(uid)
                for prov in p.provinces:
                    if prov.card >= 0:
                        self._to_deck(prov.card)
                        prov.card = -1
            for c in st.cards:
                if c.zone == PLAY and m.ctype(st, c.uid) not in ("stronghold", "sensei"):
                    set_zone(st, c, "removed")
                    st.players[c.owner].removed.append(c.uid)
        if honor:
            for p, h in zip(st.players, honor):
                p.honor = h

    def _to_deck(self, uid: int) -> None:
        st = self.state
        c = st.cards[uid]
        p = st.players[c.owner]
        if c.zone == HAND:
            p.hand.remove(uid)
        deck = "fate_deck" if m.FACTS[c.cid].deck == "fate" else "dynasty_deck"
        set_zone(st, c, deck)
        c.face_up = False
        getattr(p, deck).insert(0, uid)

    @property
    def state(self):
        return self.g.state

    @property
    def pending(self):
        return self.g.state.pending

    # ------------------------------------------------------------ placing cards
    def put(self, title: str, player: int = 0, zone: str = "play", loc: str = HOME, *, bowed: bool = False,
            host: int = -1, province: int = 0, face_up: bool = True, own_text: bool = True) -> int:
        """Create a copy of card ``title`` for ``player`` in ``zone`` ("play", "hand",
        "province", "fate_discard", "dynasty_discard", "fate_deck", "dynasty_deck");
        in play at ``loc`` or attached to ``host``. Returns its uid. A Ring placed in play
        counts as having entered play by its own text unless ``own_text`` is False."""
        st = self.state
        cid = next((f.id for f in m.FACTS.values() if f.title == title), None)
        if cid is None:
            raise KeyError(f"no card titled {title!r}")
        uid = len(st.cards)
        c = Card(uid, cid, player, player, zone, face_up=True, bowed=bowed, entered=st.turn)
        st.cards.append(c)
        p = st.players[player]
        if zone == PLAY:
            c.own_text = own_text and m.ctype(st, uid) == "ring"
            if host >= 0:
                c.attached_to = host
                st.cards[host].attachments.append(uid)
            else:
                c.loc = loc
        elif zone == HAND:
            p.hand.append(uid)
        elif zone == PROVINCE:
            prov = p.provinces[province]
            if prov.card >= 0:
                self._to_deck(prov.card)
            prov.card = uid
            c.province = prov.pid
            c.face_up = face_up
        elif zone in (FATE_DISCARD, DYNASTY_DISCARD, "fate_deck", "dynasty_deck"):
            getattr(p, zone).append(uid)
        else:
            raise ValueError(zone)
        return uid

    def pid(self, player: int, index: int = 0) -> int:
        return self.state.players[player].provinces[index].pid

    # ------------------------------------------------------------ opening steps
    def open_action(self, player: int = 0) -> None:
        """Open the Action Phase action round of ``player``'s turn."""
        st = self.state
        st.active = player
        st.phase = "action"
        st.pending = None
        st.stack = [window("action", turn_order(st, player), prompt="Action Phase")]
        self.g.run()

    def open_dynasty(self, player: int = 0) -> None:
        st = self.state
        st.active = player
        st.phase = "dynasty"
        st.pending = None
        st.stack = [{"step": "ccg.dynasty"}]
        self.g.run()

    def open_battle(self, attackers: list[int], defenders: list[int], attacker: int = 0,
                    defender: int = 1, province: int = 0) -> int:
        """Declare an attack, place the units at ``province`` of the Defender and start
        fighting there (up to the first decision). Returns the battlefield's pid."""
        st = self.state
        st.active = attacker
        st.phase = "attack"
        st.pending = None
        st.stack = []
        declare(self.g, attacker, defender)
        st.stack = [fr for fr in st.stack if fr["step"] == "ccg.battles"]
        pid = st.players[defender].provinces[province].pid
        for u in attackers:
            st.cards[u].loc = f"a{pid}"
        for u in defenders:
            st.cards[u].loc = f"d{pid}"
        st.attack["battlefields"] = [pid]
        self.g.push({"step": "ccg.battle", "pid": pid, "stage": 0})
        self.g.run()
        return pid

    def start(self, frame: dict) -> None:
        """Run one frame (e.g. an ability frame) on an empty stack."""
        self.state.pending = None
        self.state.stack = [frame]
        self.g.run()

    def start_turn(self, player: int = 0, phase: str | None = None) -> None:
        """Play from the start of ``player``'s turn (or of its ``phase``) on: the game goes
        on into the following turns, up to the first decision."""
        st = self.state
        ed = edition_of(st.edition)
        st.active = player
        st.pending = None
        turn: dict = {"step": "ccg.turn", "phase": -1}
        if phase is not None:
            if phase not in ed.phases:
                raise ValueError(f"no {phase!r} phase in {ed.name}: {', '.join(ed.phases)}")
            st.turn += 1
            st.players[player].turns += 1
            turn["phase"] = ed.phases.index(phase)
        st.stack = [{"step": "ccg.game"}, turn]
        self.g.run()

    def until_resolution(self, limit: int = 200) -> None:
        """Pass every action round of the current battle and stop just before its
        resolution (the Resolution Segment): ``self.g.run()`` then resolves it."""
        def before(g: Game) -> bool:
            top = g.state.stack[-1]
            return top["step"] == "ccg.battle" and top["stage"] == 5
        self.pass_until(before, limit)

    def pass_until(self, stop: Callable[[Game], bool], limit: int = 200) -> None:
        """Pass each window and run until ``stop(game)`` holds (before a step, or at a
        decision); a decision that cannot be passed is an error."""
        g = self.g
        for _ in range(limit):
            if stop(g):
                return
            if g.state.pending is None:
                g.run(until=stop)
                if g.state.pending is None:
                    return  # stopped, or the game is over
            d = g.state.pending
            if not any(o.id == "pass" for o in d.options):
                raise AssertionError(f"a decision that cannot be passed: {d.context} {self.labels()}")
            g.answer("pass", run=False)
        raise AssertionError(f"still running after {limit} passes")

    # ------------------------------------------------------------ answering
    def labels(self) -> list[str]:
        return [o.label for o in self.pending.options] if self.pending else []

    def assert_legal(self, text: str, *, context: str | None = None, player: int | None = None) -> None:
        """An option of the pending decision (which must exist, and be of ``context`` and
        ``player`` when they are given) has ``text`` in its label or as its id."""
        self._assert_pending(context, player)
        assert any(text in o.label or o.id == text for o in self.pending.options), \
            f"{text!r} not among {self.labels()}"

    def assert_not_legal(self, text: str, *, context: str | None = None, player: int | None = None) -> None:
        """No option of the pending decision (which must exist, of ``context`` and ``player``
        when given) has ``text`` in its label or as its id."""
        self._assert_pending(context, player)
        assert not any(text in o.label or o.id == text for o in self.pending.options), \
            f"{text!r} unexpectedly among {self.labels()}"

    def _assert_pending(self, context: str | None, player: int | None) -> None:
        d = self.pending
        assert d is not None, "no decision is pending"
        assert context is None or d.context == context, f"the pending decision is {d.context!r}, not {context!r}"
        assert player is None or d.player == player, f"player {d.player} decides, not player {player}"

    def pick(self, text: str) -> None:
        """Answer with the single option whose label contains ``text`` (or whose id is ``text``)."""
        d = self.pending
        if d is None:
            raise IllegalAnswer("no decision is pending")
        exact = [o for o in d.options if o.id == text]
        hits = exact or [o for o in d.options if text in o.label]
        if len(hits) != 1:
            raise IllegalAnswer(f"{len(hits)} options match {text!r}: {self.labels()}")
        if d.kind == "choose_many":
            self.g.answer([hits[0].id])
        else:
            self.g.answer(hits[0].id)

    def pass_(self) -> None:
        self.pick("pass")

    def pass_all(self, limit: int = 50) -> None:
        """Pass while a window asks (ends the current action round)."""
        for _ in range(limit):
            d = self.pending
            if d is None or not any(o.id == "pass" for o in d.options):
                return
            self.g.answer("pass")

    def use(self, card_uid: int, index: int = 0) -> None:
        """Take ability ``index`` of card ``card_uid`` from the pending window."""
        self.pick(f"c{card_uid}:{index}")

    def honor(self, player: int) -> int:
        return self.state.players[player].honor


def _type_of(title: str) -> str | None:
    f = next((f for f in m.FACTS.values() if f.title == title), None)
    return f.type if f is not None else None


def _with_pre_game(deck: Deck, title: str, kind: str) -> Deck:
    """``deck`` with the ``kind`` ("stronghold" or "sensei") ``title`` in place of its own."""
    if _type_of(title) != kind:
        raise ValueError(f"no {kind.capitalize()} titled {title!r}" + (
            f" (it is a {_type_of(title)})" if _type_of(title)
            else suggest(title, [t for t, f in pool().items() if f.type == kind])))
    pre = {t: n for t, n in deck.pre_game.items() if _type_of(t) != kind}
    pre[title] = 1
    return Deck(name=deck.name, pre_game=pre, dynasty=dict(deck.dynasty), fate=dict(deck.fate))
