"""Scenario harness: build any LCG position in a few lines and drive it.

>>> from l5r.testing import Scenario
>>> s = Scenario(first_player=0)
>>> s.player(0, characters=["Doji Whisperer"], fate=3)
>>> s.player(1, characters=[dict(name="Eager Scout", bowed=True)])
>>> g = s.start("conflict")
>>> g.pending.context
'declare_conflict'
>>> s.declare("political", "air", province=0, attackers=["Doji Whisperer"])
>>> s.legal()    # no one could act or defend: the attacker won, unopposed
['Take 1 honor from your opponent', 'Gain 2 honor', 'Do not resolve the ring effect']
>>> s.pick("Gain 2 honor")
>>> s.state.players[0].honor, s.state.players[1].honor
(12, 9)

Cards are named by title (as in the facts table). Characters are given as a
title or a dict with ``name``, ``fate``, ``bowed``, ``status`` ("honored" /
"dishonored"), ``tainted`` and ``attachments`` (titles). Decks and discard piles
are listed from the bottom to the top (the last card is drawn first):

>>> s = Scenario()
>>> s.player(0, conflict_deck=["Fine Katana", "Banzai!"], conflict_discard=["Ornate Fan"],
...          dynasty_discard=["Eager Scout"], removed=["Assassination"])
>>> s.player(1)
>>> s.adjust(lambda g: setattr(g.state.players[1], "honor", 7))  # any change after building
>>> g = s.build()
>>> st = g.state
>>> [st.cards[u].cid for u in st.players[0].conflict_deck], st.players[1].honor
(['01-fine-katana', '01-banzai'], 7)
>>> [st.cards[u].zone for u in st.players[0].conflict_discard + st.players[0].removed]
['conflict_discard', 'removed']

A test tries a fixture ability by giving a card that definition in the rule set
for the test's duration, e.g. ``monkeypatch.setitem(RULES.cards, cid,
CardDef(cid, (ability,)))`` (``RULES`` of :mod:`l5r.lcg.game`).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from .engine.decision import Decision
from .engine.game import Game
from .engine.rng import Rng
from .lcg.abilities import prepare_game
from .lcg.actions import do
from .lcg.facts import PROVINCE_TOKEN, by_name
from .lcg.formats import ENLIGHTENMENT, TEAM_CONQUEST, ring_key, team_of
from .lcg.game import RULES
from .lcg.model import FACTS
from .lcg.phases import PHASES, frame
from .lcg.state import (
    ATTACHED, CONFLICT_DECK, CONFLICT_DISCARD, DYNASTY_DECK, DYNASTY_DISCARD, ELEMENTS, HAND, IN_PROVINCE, PLAY,
    PROVINCE, REMOVED, ROLE, STRONGHOLD, Card, Conflict, LCGState, Player, Ring,
)

# a card found by name: in play first, deck copies (the fillers) last
_ZONE_ORDER = {PLAY: 0, ATTACHED: 1, IN_PROVINCE: 2, HAND: 3, "conflict_discard": 4,
               "dynasty_discard": 4, PROVINCE: 4, DYNASTY_DECK: 9, CONFLICT_DECK: 9}
_FILL_DYNASTY = "Eager Scout"
_FILL_CONFLICT = "Fine Katana"
_DEFAULT_PROVINCES = ["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"]


def _id(name: str) -> str:
    if name in FACTS:
        return name
    return by_name(name).id


class Scenario:
    """A position under construction, then the running game (``self.game``)."""

    def __init__(self, *, first_player: int = 0, players: int = 2, seed: int = 0,
                 format: str = "stronghold", round: int = 1, ask_alone: bool = False) -> None:
        """``ask_alone``: decisions with a single option are asked too (``Game.ask_alone``),
        so that a test sees that only that option was legal."""
        self.ask_alone = ask_alone
        self.first_player = first_player
        self.seed = seed
        self.format = format
        self.round = round
        self.specs: list[dict] = [{} for _ in range(players)]
        self.favor_: dict = {"player": -1, "side": ""}
        self.conflict_: dict | None = None
        self.adjustments: list[Callable[[Game], None]] = []
        self.game: Game | None = None

    # ------------------------------------------------------------ building
    def player(self, index: int, **spec: Any) -> None:
        """Describe a player: ``honor`` (10), ``fate`` (0), ``hand``, ``characters``,
        ``provinces`` (5 titles or dicts with ``name``, ``broken``, ``facedown``,
        ``cards``; in the skirmish format three province tokens by default, a dict with no
        ``name`` being a token), ``stronghold``, ``role`` (neither in skirmish; ``clan`` names
        the player's clan there), ``claimed_rings``, ``conflict_deck``,
        ``dynasty_deck`` (bottom to top; ten fillers each when not given),
        ``conflict_discard``, ``dynasty_discard`` (bottom to top), ``removed``
        (removed from the game), ``bid``, ``conflicts_left``."""
        self.specs[index].update(spec)

    def adjust(self, fn: Callable[[Game], None]) -> None:
        """Change the built game before it runs (``fn(game)``, after every card is
        placed): anything the other builders cannot state."""
        self.adjustments.append(fn)

    def favor(self, player: int, side: str) -> None:
        self.favor_ = {"player": player, "side": side}

    def conflict(self, *, attacker: int, type: str, ring: str, province: int = 0,
                 attackers: list = (), defenders: list = (), defender: int | None = None) -> None:
        """Start inside a declared conflict (names of characters in play); ``defender``:
        with more than two players (the other player by default)."""
        self.conflict_ = dict(attacker=attacker, type=type, ring=ring, province=province,
                              attackers=list(attackers), defenders=list(defenders), defender=defender)

    def _new(self, st: LCGState, name: str, owner: int, zone: str, **kw) -> Card:
        c = Card(uid=len(st.cards), cid=_id(name), owner=owner, controller=owner, zone=zone, **kw)
        st.cards.append(c)
        return c

    def build(self) -> Game:
        st = LCGState(ruleset="lcg", seed=self.seed, rng=Rng(self.seed).state,
                      config={"format": self.format, "decks": [], "names": []}, logging=True)
        st.round = self.round
        st.first_player = self.first_player
        st.uses = {"round": {}, "phase": {}, "conflict": {}, "game": {}, "duel": {}}
        st.favor = dict(self.favor_)
        if self.format == ENLIGHTENMENT:  # a personal ring pool each (l5r.lcg.formats)
            for i in range(len(self.specs)):
                for e in ELEMENTS:
                    st.rings[ring_key(e, i)] = Ring(element=e, pool=i)
        else:
            for e in ELEMENTS:
                st.rings[e] = Ring(element=e)
        for i, spec in enumerate(self.specs):
            pl = Player(index=i, name=spec.get("name", f"Player {i + 1}"),
                        team=team_of(i) if self.format == TEAM_CONQUEST else i)
            st.players.append(pl)
            st.config["names"].append(pl.name)
            pl.honor = spec.get("honor", 10)
            pl.fate = spec.get("fate", 0)
            pl.bid = spec.get("bid", 0)
            left = spec.get("conflicts_left", {"military": 1, "political": 1})
            pl.conflicts_left = dict(left)
            pl.conflict_opps = sum(left.values())
            skirmish = self.format == "skirmish"
            if skirmish:  # no stronghold, no role; three province tokens (Rules Reference "Setup" 5)
                pl.clan = spec.get("clan", "crab")
                provs = spec.get("provinces", [{}] * 3)
            else:
                sh = self._new(st, spec.get("stronghold", "Shiro Nishiyama"), i, STRONGHOLD)
                pl.stronghold = sh.uid
                pl.clan = FACTS[sh.cid].clan
                if spec.get("role"):
                    pl.role = self._new(st, spec["role"], i, ROLE).uid
                provs = spec.get("provinces", _DEFAULT_PROVINCES)
            pl.province_cards = [[] for _ in range(len(provs) if skirmish else 5)]
            for s, pv in enumerate(provs):
                pv = {"name": pv} if isinstance(pv, str) else dict(pv)
                token = "name" not in pv and skirmish
                c = self._new(st, pv.get("name", PROVINCE_TOKEN.id), i, PROVINCE, slot=s,
                              facedown=pv.get("facedown", not token), broken=pv.get("broken", False))
                pl.provinces.append(c.uid)
                for name in pv.get("cards", []):
                    facedown = False
                    if isinstance(name, dict):
                        facedown = name.get("facedown", False)
                        name = name["name"]
                    d = self._new(st, name, i, IN_PROVINCE, slot=s, facedown=facedown)
                    pl.province_cards[s].append(d.uid)
            for name in spec.get("dynasty_deck", [_FILL_DYNASTY] * 10):
                pl.dynasty_deck.append(self._new(st, name, i, DYNASTY_DECK).uid)
            for name in spec.get("conflict_deck", [_FILL_CONFLICT] * 10):
                pl.conflict_deck.append(self._new(st, name, i, CONFLICT_DECK).uid)
            for name in spec.get("conflict_discard", []):
                pl.conflict_discard.append(self._new(st, name, i, CONFLICT_DISCARD).uid)
            for name in spec.get("dynasty_discard", []):
                pl.dynasty_discard.append(self._new(st, name, i, DYNASTY_DISCARD).uid)
            for name in spec.get("removed", []):
                pl.removed.append(self._new(st, name, i, REMOVED).uid)
            for name in spec.get("hand", []):
                pl.hand.append(self._new(st, name, i, HAND).uid)
            for ch in spec.get("characters", []):
                ch = {"name": ch} if isinstance(ch, str) else dict(ch)
                c = self._new(st, ch["name"], i, PLAY, fate=ch.get("fate", 0), bowed=ch.get("bowed", False),
                              status={"honored": 1, "dishonored": -1}.get(ch.get("status", ""), 0),
                              tainted=ch.get("tainted", False))
                pl.play.append(c.uid)
                for an in ch.get("attachments", []):
                    a = self._new(st, an, i, ATTACHED, attached_to=c.uid)
                    c.attachments.append(a.uid)
            for r in spec.get("claimed_rings", []):
                st.rings[r].claimed_by = i
            for r, slot in spec.get("claimed_on", {}).items():  # enlightenment: ring key -> province slot
                ring = st.rings[r]
                ring.claimed_by = ring.pool = i
                ring.province = pl.provinces[slot]
        g = Game(st, RULES)
        g.ask_alone = self.ask_alone
        prepare_game(g)
        self.game = g
        if self.conflict_ is not None:
            self._enter_conflict(g)
        for fn in self.adjustments:
            fn(g)
        return g

    def start(self, at: str = "dynasty") -> Game:
        """Build and run from the start of a phase (``"dynasty"``, ``"draw"``,
        ``"conflict"``, ``"fate"``) or from a framework step (``"3.2.2"``,
        ``"4.2"``...). The game continues into later rounds as usual."""
        g = self.build()
        st = g.state
        g.push({"step": "lcg.round"})
        order = ["dynasty", "draw", "conflict", "fate"]
        conflict_steps = ["3.2.1", "3.2.2", "3.2.3", "3.2.4", "3.2.5", "3.2.6", "3.2.7", "3.2.8", "3.3"]
        if at in PHASES:
            phase = at
            steps = PHASES[at]
        elif at in conflict_steps:
            phase = "conflict"
            steps = conflict_steps[conflict_steps.index(at):] + ["3.c", "3.4", "3.5"]
        else:
            phase = next(p for p, s in PHASES.items() if at in s)
            steps = PHASES[phase][PHASES[phase].index(at):]
        for later in reversed(order[order.index(phase) + 1:]):
            g.push({"step": "lcg.phase", "phase": later, "stage": 0})
        g.push_all([frame(n) for n in steps])
        st.phase = phase
        g.run()
        return g

    def _enter_conflict(self, g: Game) -> None:
        st = g.state
        spec = self.conflict_
        a = spec["attacker"]
        d = 1 - a if spec.get("defender") is None else spec["defender"]
        prov = st.cards[st.players[d].provinces[spec["province"]]]
        prov.facedown = False
        cf = Conflict(attacker=a, defender=d, type=spec["type"], ring=spec["ring"], province=prov.uid,
                      attackers=[self.uid(n, a) for n in spec["attackers"]],
                      defenders=[self.uid(n, d) for n in spec["defenders"]])
        st.conflict = cf
        st.rings[spec["ring"]].contested = True
        pl = st.players[a]
        pl.conflicts_left[spec["type"]] -= 1
        pl.conflict_opps -= 1

    # ------------------------------------------------------------ queries
    @property
    def state(self) -> LCGState:
        return self.game.state

    def uid(self, name: str, player: int | None = None, zone: str | None = None) -> int:
        """The uid of the card with this title (in play first)."""
        cid = _id(name)
        found = [c for c in self.game.state.cards if c.cid == cid
                 and (player is None or c.controller == player) and (zone is None or c.zone == zone)]
        if not found:
            raise KeyError(f"no card {name!r}" + (f" for player {player}" if player is not None else ""))
        found.sort(key=lambda c: (_ZONE_ORDER.get(c.zone, 5), c.uid))
        return found[0].uid

    def card(self, name: str, player: int | None = None, zone: str | None = None) -> Card:
        return self.game.state.cards[self.uid(name, player, zone)]

    def legal(self) -> list[str]:
        """Labels of the pending decision's options."""
        d = self.game.pending
        return [o.label for o in d.options] if d else []

    def _assert_pending(self, context: str | None, player: int | None) -> None:
        d = self.game.pending
        assert d is not None, "no decision is pending"
        assert context is None or d.context == context, f"the pending decision is {d.context!r}, not {context!r}"
        assert player is None or d.player == player, f"player {d.player} decides, not player {player}"

    def assert_legal(self, text: str, *, context: str | None = None, player: int | None = None) -> None:
        """An option whose label contains ``text`` is offered by the pending decision (which
        must exist, and be of ``context`` and ``player`` when they are given)."""
        self._assert_pending(context, player)
        assert any(text in l for l in self.legal()), f"{text!r} not among {self.legal()}"

    def assert_not_legal(self, text: str, *, context: str | None = None, player: int | None = None) -> None:
        """No option of the pending decision (which must exist, of ``context`` and ``player``
        when given) has ``text`` in its label: it cannot pass for want of a decision."""
        self._assert_pending(context, player)
        assert not any(text in l for l in self.legal()), f"{text!r} unexpectedly among {self.legal()}"

    @property
    def log(self) -> list[str]:
        return self.game.state.log

    # ------------------------------------------------------------ driving
    def apply(self, *events: dict) -> None:
        """Resolve game-action events now, as if an effect caused them (with
        their interrupt/reaction windows), even while a decision is pending.
        The windows' own decisions must not arise (no eligible abilities)."""
        g = self.game
        st = g.state
        saved = st.pending
        st.pending = None
        depth = len(st.stack)
        do(g, list(events))
        steps = g.rules.steps
        while len(st.stack) > depth and st.pending is None and st.winner is None:
            frame = st.stack[-1]
            steps[frame["step"]](g, frame)
        assert st.pending is None or st.winner is not None, "apply() met a decision"
        st.stack[-1].pop("result", None)
        st.pending = saved

    def pick(self, text: str) -> None:
        """Answer the pending choose_one decision with the option whose id
        equals ``text`` or whose label contains it (first match)."""
        d: Decision = self.game.pending
        assert d is not None, "no decision pending"
        for o in d.options:
            if o.id == text:
                self.game.answer(o.id)
                return
        for o in d.options:
            if text in o.label:
                self.game.answer(o.id)
                return
        raise AssertionError(f"no option {text!r} in {[o.label for o in d.options]}")

    def pick_many(self, *texts: str) -> None:
        d: Decision = self.game.pending
        ids = []
        for t in texts:
            match = [o.id for o in d.options if (o.id == t or t in o.label) and o.id not in ids]
            assert match, f"no option {t!r} in {[o.label for o in d.options]}"
            ids.append(match[0])
        self.game.answer(ids)

    def pass_(self) -> None:
        d = self.game.pending
        if d.kind == "choose_many":
            self.game.answer([])
        else:
            self.pick("pass")

    def declare(self, type: str, ring: str, *, province: int = 0, attackers: list = (),
                covert: str | None = None, defender: int | None = None) -> None:
        """Declare a conflict (the defender's province by slot; ``defender``: which
        opponent's, with more than two players) with named attackers."""
        d = self.game.pending
        assert d.context == "declare_conflict", f"pending is {d.context}"
        match = [o for o in d.options if o.data.get("type") == type and o.data.get("ring") == ring
                 and o.data["slot"] == province and defender in (None, o.data["defender"])]
        assert match, f"cannot declare {type} {ring} at slot {province}: {self.legal()}"
        self.game.answer(match[0].id)
        self.pick_many(*attackers)
        if self.game.pending is not None and self.game.pending.context == "covert":
            self.pick(covert if covert else "none")


def assert_copies_continue(g: Game, make: Callable[[], Game], seed: int) -> None:
    """Replay finished game ``g``'s answers on ``make()`` (the same game from its start): it
    must end as ``g`` did; at two decisions drawn from ``seed``, a deep copy and a JSON round
    trip of the replay are taken and driven with the rest of the answers, and each must end
    identically too (a game, with its pending decision, is plain data: it can be copied,
    saved and reloaded to continue identically)."""
    answers, final = list(g.state.answers), g.to_data()
    rng = random.Random(seed)
    k_copy, k_json = rng.randrange(len(answers)), rng.randrange(len(answers))
    r = make()
    branches = []
    for i, a in enumerate(answers):
        if i == k_copy:
            branches.append((i, copy.deepcopy(r)))
        if i == k_json:
            branches.append((i, Game.from_json(r.to_json())))
        r.answer(a)
    assert r.to_data() == final, f"seed {seed}: the replay diverged"
    for i, b in branches:
        for a in answers[i:]:
            b.answer(a)
        assert b.to_data() == final, f"seed {seed}: copy at decision {i} diverged"
