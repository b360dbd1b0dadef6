"""Creating a CCG game (Ivory "Start of game" A-F; celestial "Setting Up The Game";
Diamond "Setup", "Preparing the Field", "Determining Who Starts").

A. Strongholds start in play; Family Honor starts at the Starting Family Honor.
B. The player with the highest Family Honor starts (ties at random).
C. Both decks are shuffled.
D. Four provinces, each filled face down from the Dynasty deck.
E. Each player draws the edition's starting hand (5; celestial 6).
Celestial: each player starts with Border Keep in play; the players not going
first also start with Bamboo Harvesters, bowed (Pre-Game cards not used by the
edition are set aside). If exactly one player is Dragon Clan, he or she starts
with the Imperial Favor (celestial "Imperial Favor").
"""

from __future__ import annotations

from ..engine.game import Game
from ..engine.rng import Rng
from . import model as m
from .decklist import Deck, DeckListError, embedded
from .editions import edition as get_edition
from .rules import RULES
from .state import DYNASTY_DECK, FATE_DECK, HAND, HOME, PLAY, PROVINCE, Card, CCGState, Player, Province


class DeckError(ValueError):
    """A deck that cannot be loaded into a game."""


def _id(title: str) -> str:
    for f in m.FACTS.values():
        if f.title == title:
            return f.id
    raise DeckError(f"unknown card {title!r}")


def new_game(decks: list[Deck | str], seed: int = 0, *, names: list[str] | None = None, logging: bool = False,
             first_player: int | None = None, edition: str = "ivory", max_turns: int = 0) -> Game:
    """Create a CCG game and run it to the first decision.

    ``decks``: two or more decks, each a :class:`~l5r.ccg.decklist.Deck` or the name of an
    embedded deck ("lion", "dragon"); ``seed``: the seed of the game's random numbers (the same
    seed, decks and answers give the same game); ``names``: the players' names (default: the
    decks' names); ``logging``: narrate the game in ``game.state.log``; ``first_player``: the
    index of the player who starts (default: by the rules, Ivory "Start of game" B);
    ``edition``: "ivory", "celestial" or "diamond" (:mod:`l5r.ccg.editions`); ``max_turns``:
    stop the game as a "turn_limit" after this many turns (0: no limit). Raises
    :class:`DeckError` when a deck cannot be loaded.
    """
    ed = get_edition(edition)
    if len(decks) < 2:
        raise DeckError("a game needs at least two decks")
    loaded: list[Deck] = []
    for d in decks:
        try:
            loaded.append(embedded(d) if isinstance(d, str) else d)
        except (DeckListError, KeyError, FileNotFoundError) as exc:
            raise DeckError(f"cannot load deck {d!r}: {exc}") from exc
    problems = []
    for i, d in enumerate(loaded):
        sh = [t for t in d.pre_game if m.FACTS.get(_safe_id(t)) and m.FACTS[_safe_id(t)].type == "stronghold"]
        if len(sh) != 1:
            problems.append(f"deck {i + 1} ({d.name or 'unnamed'}) needs exactly one Stronghold")
        if not d.dynasty or not d.fate:
            problems.append(f"deck {i + 1} ({d.name or 'unnamed'}) needs a Dynasty and a Fate deck")
    if problems:
        raise DeckError("; ".join(problems))
    names = names or [d.name or f"Player {i + 1}" for i, d in enumerate(loaded)]
    st = CCGState(ruleset="ccg", edition=ed.name, players=[], cards=[], rng=Rng(seed).state,
                  logging=logging, max_turns=max_turns)
    g = Game(st, RULES)
    pre: list[list[int]] = []
    for i, d in enumerate(loaded):
        p = Player(i, names[i])
        st.players.append(p)
        extra = []
        for t, n in d.pre_game.items():
            cid = _id(t)
            for _ in range(n):
                uid = _new(st, cid, i)
                if m.FACTS[cid].type == "stronghold":
                    c = st.cards[uid]
                    c.zone, c.loc, c.face_up = PLAY, HOME, True
                    p.stronghold = uid
                    p.clan = m.FACTS[cid].clan
                    p.honor = m.FACTS[cid].starting_honor or 0
                else:
                    extra.append(uid)
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
                c.zone, c.loc, c.face_up = PLAY, HOME, True
                c.bowed = title in ed.second_player_holdings
            else:
                c.zone = "removed"
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
                c.zone, c.province = PROVINCE, prov.pid
                prov.card = uid
        for _ in range(ed.starting_hand):
            if p.fate_deck:
                uid = p.fate_deck.pop()
                st.cards[uid].zone = HAND
                p.hand.append(uid)
    dragons = [p.index for p in st.players if p.clan == "dragon"]
    if ed.name == "celestial" and len(dragons) == 1:
        st.favor = dragons[0]
    g.push({"step": "ccg.game"})
    g.run()
    return g


def _safe_id(title: str) -> str:
    try:
        return _id(title)
    except DeckError:
        return ""


def _new(st: CCGState, cid: str, owner: int, zone: str = "") -> int:
    uid = len(st.cards)
    st.cards.append(Card(uid, cid, owner, owner, zone))
    return uid
