"""Starting a CCG game from plain data, and replaying a saved game from its record.

:func:`start` creates the state of a new game from its loaded decks (the steps of
:mod:`l5r.ccg.setup`, whose :func:`~l5r.ccg.setup.new_game` is the entry point) and records in
``state.setup`` how it began: the decks (title -> copies, per section), the edition, the
players' names, the first player as given, the turn limit and the seed. :func:`replay` starts
that game again from a saved game's record and gives it the saved answers, so that loading a
save can check it is exactly the game it records (:meth:`l5r.engine.game.Game.from_data`).
"""

from __future__ import annotations

import copy
from typing import Any

from ..engine.decision import IllegalAnswer
from ..engine.game import Game, GameOver, RuleSet
from ..engine.rng import Rng
from ..engine.serial import CorruptState
from . import model as m
from .deckbuilding import sensei_problems
from .decklist import Deck
from .editions import edition as get_edition
from .index import set_zone
from .state import DYNASTY_DECK, FATE_DECK, HAND, HOME, PLAY, PROVINCE, Card, CCGState, Player, Province

#: the most players and the most cards in one deck a saved game's record may have (a hostile
#: file cannot make replaying it slow)
MAX_PLAYERS = 8
MAX_DECK_CARDS = 2_000
SECTIONS = ("pre_game", "dynasty", "fate")


class DeckError(ValueError):
    """A deck that cannot be loaded into a game."""


def _id(title: str) -> str:
    for f in m.FACTS.values():
        if f.title == title:
            return f.id
    raise DeckError(f"unknown card {title!r}")


def _safe_id(title: str) -> str:
    try:
        return _id(title)
    except DeckError:
        return ""


def record(deck: Deck) -> dict:
    """A loaded deck as plain data, as ``state.setup`` records it."""
    return {"name": deck.name, **{k: dict(getattr(deck, k)) for k in SECTIONS}}


def start(rules: RuleSet, loaded: list[Deck], seed: int = 0, *, names: list[str] | None = None,
          logging: bool = False, first_player: int | None = None, edition: str = "ivory",
          max_turns: int = 0, unimplemented: bool = False) -> Game:
    """A new game between ``loaded`` decks, run to its first decision (the arguments of
    :func:`l5r.ccg.setup.new_game`); raises :class:`DeckError` when a deck cannot be used: no
    single Stronghold, an empty deck, more than one Sensei or one its Stronghold's clan may
    not start with (Ivory "Sensei"), or a card the rule set does not implement (allowed only
    with ``unimplemented``, for the test harness: its abilities are then missing)."""
    ed = get_edition(edition)
    if len(loaded) < 2:
        raise DeckError("a game needs at least two decks")
    problems = []
    defined = rules.defs.cards  # type: ignore[attr-defined]  # the CCG rule set's definitions
    for i, d in enumerate(loaded):
        which = f"deck {i + 1} ({d.name or 'unnamed'})"
        pre = [m.FACTS[_safe_id(t)] for t in d.pre_game if m.FACTS.get(_safe_id(t))]
        sh = [f for f in pre if f.type == "stronghold"]
        if len(sh) != 1:
            problems.append(f"{which} needs exactly one Stronghold")
        if not d.dynasty or not d.fate:
            problems.append(f"{which} needs a Dynasty and a Fate deck")
        senseis = {f.title: f for f in pre if f.type == "sensei"}
        problems += [f"{which}: {p}" for p in sensei_problems(
            {t: d.pre_game[t] for t in senseis}, senseis, sh[0] if len(sh) == 1 else None)]
        if not unimplemented:
            missing = [t for sec in SECTIONS for t in getattr(d, sec) if _safe_id(t) and _safe_id(t) not in defined]
            problems += [f"{which}: {t!r} is not implemented yet" for t in missing]
    if problems:
        raise DeckError("; ".join(problems))
    names = names or [d.name or f"Player {i + 1}" for i, d in enumerate(loaded)]
    st = CCGState(ruleset="ccg", edition=ed.name, players=[], cards=[], rng=Rng(seed).state,
                  logging=logging, max_turns=max_turns)
    st.setup = {"decks": [record(d) for d in loaded], "edition": ed.name, "names": list(names),
                "first_player": first_player, "max_turns": max_turns, "seed": seed}
    g = Game(st, rules)
    pre: list[list[int]] = []
    for i, d in enumerate(loaded):
        p = Player(i, names[i])
        st.players.append(p)
        extra = []
        for t, n in d.pre_game.items():
            cid = _id(t)
            for _ in range(n):
                uid = _new(st, cid, i)
                if m.FACTS[cid].type in ("stronghold", "sensei"):  # A. both start in play
                    c = st.cards[uid]
                    set_zone(st, c, PLAY)
                    c.loc, c.face_up = HOME, True
                    if m.FACTS[cid].type == "sensei":
                        p.sensei = uid
                    else:
                        p.stronghold = uid
                        p.clan = m.FACTS[cid].clan
                else:
                    extra.append(uid)
        # A. Family Honor starts at the Stronghold's Starting Honor, modified by the Sensei
        p.honor = m.starting_honor(st, i)
        pre.append(extra)
        for t, n in d.dynasty.items():
            for _ in range(n):
                p.dynasty_deck.append(_new(st, _id(t), i, DYNASTY_DECK))
        for t, n in d.fate.items():
            for _ in range(n):
                p.fate_deck.append(_new(st, _id(t), i, FATE_DECK))
    # B. starting player
    if first_player is None:
        top = max(p.honor for p in st.players)
        tied = [p.index for p in st.players if p.honor == top]
        first_player = tied[g.rand_below(len(tied))] if len(tied) > 1 else tied[0]
    st.first = st.active = first_player
    st.players[first_player].went_first = True
    for i, p in enumerate(st.players):
        # starting Holdings (celestial); other Pre-Game cards are set aside
        for uid in pre[i]:
            c = st.cards[uid]
            title = m.FACTS[c.cid].title
            if title in ed.starting_holdings or (title in ed.second_player_holdings and i != first_player):
                set_zone(st, c, PLAY)
                c.loc, c.face_up = HOME, True
                c.bowed = title in ed.second_player_holdings
            else:
                set_zone(st, c, "removed")
                p.removed.append(uid)
        # C. shuffle; D. provinces; E. draw
        g.shuffle(p.dynasty_deck)
        g.shuffle(p.fate_deck)
        for _ in range(4):
            prov = Province(st.next_pid, i)
            st.next_pid += 1
            p.provinces.append(prov)
        for prov in p.provinces:
            if p.dynasty_deck:
                uid = p.dynasty_deck.pop()
                c = st.cards[uid]
                set_zone(st, c, PROVINCE)
                c.province = prov.pid
                prov.card = uid
        for _ in range(ed.starting_hand):
            if p.fate_deck:
                uid = p.fate_deck.pop()
                set_zone(st, st.cards[uid], HAND)
                p.hand.append(uid)
    dragons = [p.index for p in st.players if p.clan == "dragon"]
    if ed.name == "celestial" and len(dragons) == 1:
        st.favor = dragons[0]
    g.push({"step": "ccg.game"})
    g.run()
    return g


def _new(st: CCGState, cid: str, owner: int, zone: str = "") -> int:
    uid = len(st.cards)
    st.cards.append(Card(uid, cid, owner, owner, zone))
    return uid


def replay(rules: RuleSet, data: dict) -> Game | None:
    """The game a save (``data``, already loaded once as a :class:`~l5r.ccg.state.CCGState`)
    records in ``setup``, given its ``answers`` in order (the rule set's
    :meth:`~l5r.engine.game.RuleSet.replay`); ``None`` for a game with no record (``setup`` is
    ``{}``: a test harness changed the game after it began). Raises
    :class:`~l5r.engine.serial.CorruptState` naming what cannot be replayed."""
    rec = data["setup"]
    if rec == {}:
        return None
    decks = rec.get("decks")
    if not isinstance(decks, list) or not 2 <= len(decks) <= MAX_PLAYERS:
        raise CorruptState(f"saved game's setup.decks is not a list of 2 to {MAX_PLAYERS} decks")
    loaded = [_deck(i, d) for i, d in enumerate(decks)]
    names, fp, ed, turns, seed = (rec.get(k) for k in ("names", "first_player", "edition", "max_turns", "seed"))
    if not isinstance(names, list) or len(names) != len(decks) or not all(isinstance(n, str) for n in names):
        raise CorruptState("saved game's setup.names is not a name for each deck")
    if fp is not None and not (_int(fp) and 0 <= fp < len(decks)):
        raise CorruptState(f"saved game's setup.first_player {fp!r} is not a player")
    if not _int(turns) or turns < 0:
        raise CorruptState(f"saved game's setup.max_turns {turns!r} is not a number of turns")
    if not _int(seed):
        raise CorruptState(f"saved game's setup.seed {seed!r} is not a number")
    if not isinstance(ed, str):
        raise CorruptState(f"saved game's setup.edition {ed!r} is not an edition")
    try:
        g = start(rules, loaded, seed, names=list(names), logging=data["logging"], first_player=fp,
                  edition=ed, max_turns=turns)
    except (DeckError, ValueError) as exc:
        raise CorruptState(f"saved game's setup cannot start a game: {exc}") from exc
    for i, a in enumerate(data["answers"]):
        try:
            g.answer(copy.deepcopy(a))
        except (IllegalAnswer, GameOver) as exc:
            raise CorruptState(f"saved game's answer #{i + 1} is not legal: {exc}") from exc
    return g


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _deck(i: int, d: Any) -> Deck:
    """A recorded deck (see :func:`record`) as a :class:`~l5r.ccg.decklist.Deck`."""
    where = f"saved game's setup.decks[{i}]"
    if not isinstance(d, dict) or set(d) != {"name", *SECTIONS} or not isinstance(d["name"], str):
        raise CorruptState(f"{where} is not a deck (name, pre_game, dynasty, fate)")
    total = 0
    for k in SECTIONS:
        sec = d[k]
        if not isinstance(sec, dict) or not all(_int(n) and n > 0 for n in sec.values()):
            raise CorruptState(f"{where}.{k} is not a list of titles with copies")
        total += sum(sec.values())
    if total > MAX_DECK_CARDS:
        raise CorruptState(f"{where} has {total} cards (at most {MAX_DECK_CARDS})")
    return Deck(d["name"], *(dict(d[k]) for k in SECTIONS))
