"""A new game's state from its decks, and the setup steps (Rules Reference
"Setup", 1-8), then the rounds. A game is created by :func:`l5r.lcg.new_game`.
"""

from __future__ import annotations

import copy
from typing import Any, Protocol, cast

from ..engine.decision import Decision, IllegalAnswer, Kind, Option
from ..engine.game import Game, GameOver, RuleSet, take_answer
from ..engine.names import says
from ..engine.rng import Rng
from ..engine.serial import CorruptState
from ..engine.tables import Handlers
from .abilities import prepare_game
from .actions import draw_one, fill_province
from .facts import PROVINCE_TOKEN, printed
from .formats import ENLIGHTENMENT, PLAYERS, TEAM_CONQUEST, check_format, ring_key, team_of, treaty_problems
from .model import FACTS, dynasty_slots, player_order
from .state import (
    CONFLICT_DECK,
    DYNASTY_DECK,
    ELEMENTS,
    PROVINCE,
    ROLE,
    STRONGHOLD,
    Card,
    LCGState,
    Player,
    Ring,
    TreatyCard,
)


class _WithCards(Protocol):
    """What setup reads of the rule set: its card definitions (``LCGRules.cards``)."""

    cards: dict[str, Any]


STEPS = Handlers("step")


def may_be_stronghold_province(g: Game, cid: str) -> bool:
    """A province whose text says it "cannot be a stronghold province" (a card
    rule of kind ``not_stronghold_province``, e.g. Kuroi Mori's errata)."""
    d = cast(_WithCards, g.rules).cards.get(cid)
    return d is None or not any(getattr(a, "kind", "") == "not_stronghold_province" for a in d.abilities)


class DeckError(ValueError):
    """A deck that cannot be loaded into a game."""


#: the formats a game may be played in (Rules Reference "Deckbuilding", "Setup", "Winning the Game"):
#: :data:`l5r.lcg.formats.PLAYERS`
FORMATS = tuple(PLAYERS)
#: the clans a skirmish deck may name (its primary clan: Rules Reference "Deckbuilding")
CLANS = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")
#: the number of province tokens each player places in the skirmish format (Setup step 5)
SKIRMISH_PROVINCES = 3


def _deck_problems(i: int, deck: dict, format: str = "stronghold") -> list[str]:
    """Every problem that keeps ``deck`` from being loaded into a game of ``format``, as messages."""
    where = f"deck {i + 1}"
    skirmish = format == "skirmish"
    if not isinstance(deck, dict):
        return [f"{where}: a deck is a mapping with " + ("clan, dynasty and conflict" if skirmish else
                                                         "stronghold, provinces, dynasty and conflict")]
    need = ("clan", "dynasty", "conflict") if skirmish else ("stronghold", "provinces", "dynasty", "conflict")
    missing = [k for k in need if k not in deck or deck[k] is None or (k == "provinces" and deck[k] == [])]
    problems = [f"missing {k!r}" for k in missing]
    if not skirmish and deck.get("clan") and missing:
        problems.append("(a skirmish deck? play it in the skirmish format)")

    def known(cid: object, what: str, types: tuple[str, ...]) -> None:
        if not isinstance(cid, str) or cid not in FACTS or not printed(FACTS[cid]):
            problems.append(f"unknown card id {cid!r} in {what}")
            return
        t = FACTS[cid].type
        if t not in types:
            problems.append(f"{FACTS[cid].name} ({cid}) is a {t}, not allowed in {what}")

    if skirmish:  # Rules Reference "Deckbuilding": no stronghold, role or province cards
        if "clan" in deck and deck["clan"] not in CLANS:
            problems.append(f"unknown clan {deck['clan']!r} (one of {', '.join(CLANS)})")
        extra = [w for k, w in (("stronghold", "a stronghold"), ("role", "a role"), ("provinces", "provinces"))
                 if deck.get(k)]
        if extra:
            problems.append(f"it has {' and '.join(extra)}, which the skirmish format does not use (Rules Reference "
                            "\"Deckbuilding\": a skirmish deck names its clan and has only dynasty and conflict cards)")
    else:
        if "stronghold" not in missing:
            known(deck["stronghold"], "stronghold", ("stronghold",))
        if deck.get("role"):
            known(deck["role"], "role", ("role",))
        provs = deck.get("provinces", [None] * 5)
        if "provinces" in missing:
            pass
        elif not isinstance(provs, list) or len(provs) != 5:
            problems.append("needs exactly 5 provinces")
        else:
            for c in provs:
                known(c, "provinces", ("province",))
    for key, types in (("dynasty", ("character", "holding", "event")),
                       ("conflict", ("character", "attachment", "event"))):
        if key not in deck:
            continue
        cards = deck[key]
        if not isinstance(cards, list) or not cards:
            problems.append(f"the {key} deck is empty")
            continue
        for c in cards:
            known(c, f"the {key} deck", types)
            if isinstance(c, str) and c in FACTS and FACTS[c].side != key:
                problems.append(f"{FACTS[c].name} is a {FACTS[c].side} card, not a {key} card")
    return [f"{where}: " + "; ".join(sorted(set(problems)))] if problems else []


def new_state(decks: list[dict], seed: int = 0, *, format: str = "stronghold",
              names: list[str] | None = None, logging: bool = False,
              first_player: int | None = None, treaties: bool = False,
              treaty_deck: list[dict] | None = None) -> LCGState:
    """The state of a new game, before setup: the decks' cards in their decks, the
    provinces facedown, the rings (arguments: :func:`l5r.lcg.new_game`).

    A deck is ``{"stronghold": id, "role": id or None, "provinces": [5 ids],
    "dynasty": [ids], "conflict": [ids]}``; in the skirmish format ``{"clan": clan,
    "dynasty": [ids], "conflict": [ids]}`` (no stronghold, role or provinces: each player
    gets three province tokens). ``treaties``: enlightenment only, the players may make
    treaties (:mod:`l5r.lcg.treaties`); ``treaty_deck``: the treaty cards to shuffle into a
    treaty deck (with treaties; :class:`~l5r.lcg.state.TreatyCard`). Raises :class:`DeckError`
    with every problem found when a deck or treaty card cannot be loaded or the ``format`` is
    unknown (a DeckError is a ValueError).
    """
    if len(decks) < 2:
        raise DeckError("a game needs at least two decks")
    wrong = check_format(format, len(decks))
    if wrong:
        raise DeckError(wrong)
    problems = [m for i, d in enumerate(decks) for m in _deck_problems(i, d, format)]
    if treaties or treaty_deck:
        if format != ENLIGHTENMENT:
            problems.append(f"treaties are made in the enlightenment format only, not in {format}")
        problems.extend(f"treaty card {i + 1}: {m}"
                        for i, t in enumerate(treaty_deck or []) for m in treaty_problems(t))
    if problems:
        raise DeckError("\n".join(problems))
    names = names or [f"Player {i + 1}" for i in range(len(decks))]
    st = LCGState(ruleset="lcg", seed=seed, rng=Rng(seed).state,
                  config={"format": format, "decks": decks, "names": names,
                          "first_player": first_player},
                  logging=logging)
    if treaties or treaty_deck:
        st.config["treaties"] = True
    if treaty_deck:
        st.config["treaty_deck"] = treaty_deck
        st.treaty_deck = [TreatyCard(t["name"], [list(e) for e in t["effects"]]) for t in treaty_deck]
    for i in range(len(decks)):
        st.players.append(Player(index=i, name=names[i], team=team_of(i) if format == TEAM_CONQUEST else i))
    for i, deck in enumerate(decks):
        pl = st.players[i]
        pl.conflicts_left = {"military": 1, "political": 1}
        if format == "skirmish":  # Setup step 5: three province tokens, no stronghold, no role
            pl.clan = deck["clan"]
            pl.province_cards = [[] for _ in range(SKIRMISH_PROVINCES)]
            pl.provinces = [_new_card(st, PROVINCE_TOKEN.id, i, PROVINCE) for _ in range(SKIRMISH_PROVINCES)]
        else:
            pl.clan = FACTS[deck["stronghold"]].clan
            pl.province_cards = [[] for _ in range(5)]
            pl.stronghold = _new_card(st, deck["stronghold"], i, STRONGHOLD)
            if deck.get("role"):
                pl.role = _new_card(st, deck["role"], i, ROLE)
            pl.provinces = [_new_card(st, c, i, PROVINCE, facedown=True) for c in deck["provinces"]]
        for s, u in enumerate(pl.provinces):
            st.cards[u].slot = s
        pl.dynasty_deck = [_new_card(st, c, i, DYNASTY_DECK) for c in deck["dynasty"]]
        pl.conflict_deck = [_new_card(st, c, i, CONFLICT_DECK) for c in deck["conflict"]]
    if format == ENLIGHTENMENT:  # Setup 2.a: a personal unclaimed ring pool each
        for i in range(len(decks)):
            for e in ELEMENTS:
                st.rings[ring_key(e, i)] = Ring(element=e, pool=i)
    else:
        for e in ELEMENTS:
            st.rings[e] = Ring(element=e)
    st.favor = {"player": -1, "side": ""}
    st.uses = {"round": {}, "phase": {}, "conflict": {}, "game": {}, "duel": {}}
    return st


def start(g: Game) -> None:
    """Set up a new game (its state from :func:`new_state`) and play the rounds,
    up to the first decision."""
    prepare_game(g)
    g.push({"step": "lcg.round"})
    g.push({"step": "lcg.setup", "stage": 0})
    g.run()


#: the most players and the most cards in one deck a saved game's record may have (a hostile
#: file cannot make replaying it slow; real decks have 40-45 cards in each of two decks)
MAX_PLAYERS = 8
MAX_DECK_CARDS = 1_000
#: settings a game may be given after :func:`~l5r.lcg.game.new_game`, kept in ``config``
#: beside its record (see :mod:`l5r.lcg.replay`)
SETTINGS = ("max_rounds",)


def replay(rules: RuleSet, data: dict) -> Game | None:
    """The game a save (``data``, already loaded once as an :class:`LCGState`) records: its
    ``config`` (decks, format, names, first player, settings), ``seed`` and ``logging``, given
    its ``answers`` in order (the rule set's :meth:`~l5r.engine.game.RuleSet.replay`). ``None``
    for a game built without decks (``config["decks"] == []``: a test harness's scenario).
    Raises :class:`~l5r.engine.serial.CorruptState` naming what cannot be replayed."""
    cfg = data["config"]
    decks = cfg.get("decks")
    if decks == []:
        return None
    if not isinstance(decks, list) or not all(isinstance(d, dict) for d in decks):
        raise CorruptState("saved game's config.decks is not a list of decks")
    if not 2 <= len(decks) <= MAX_PLAYERS:
        raise CorruptState(f"saved game's record has {len(decks)} decks (2 to {MAX_PLAYERS})")
    for i, d in enumerate(decks):
        n = sum(len(d[k]) for k in ("dynasty", "conflict", "provinces") if isinstance(d.get(k), list))
        if n > MAX_DECK_CARDS:
            raise CorruptState(f"saved game's deck {i + 1} has {n} cards (at most {MAX_DECK_CARDS})")
    names, fp, fmt = cfg.get("names"), cfg.get("first_player"), cfg.get("format")
    if not isinstance(names, list) or len(names) != len(decks) or not all(isinstance(n, str) for n in names):
        raise CorruptState("saved game's config.names is not a name for each deck")
    if fp is not None and (not isinstance(fp, int) or isinstance(fp, bool) or not 0 <= fp < len(decks)):
        raise CorruptState(f"saved game's config.first_player {fp!r} is not a player")
    if not isinstance(fmt, str):
        raise CorruptState(f"saved game's config.format {fmt!r} is not a format")
    limit = cfg.get("max_rounds")
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 0):
        raise CorruptState(f"saved game's config.max_rounds {limit!r} is not a number of rounds")
    treaty_deck = cfg.get("treaty_deck")
    if treaty_deck is not None and (not isinstance(treaty_deck, list) or len(treaty_deck) > MAX_DECK_CARDS):
        raise CorruptState("saved game's config.treaty_deck is not a list of treaty cards")
    treaties = cfg.get("treaties", False)
    if not isinstance(treaties, bool):
        raise CorruptState(f"saved game's config.treaties {treaties!r} is not true or false")
    try:
        st = new_state(copy.deepcopy(decks), data["seed"], format=fmt, names=list(names),
                       logging=data["logging"], first_player=fp, treaties=treaties,
                       treaty_deck=copy.deepcopy(treaty_deck))
    except DeckError as exc:
        raise CorruptState(f"saved game's decks cannot start a game: {exc}") from exc
    for k in SETTINGS:
        if k in cfg:
            st.config[k] = copy.deepcopy(cfg[k])
    g = Game(st, rules)
    start(g)
    return replay_answers(g, data["answers"])


def replay_answers(g: Game, answers: list[Any]) -> Game:
    """Give ``g`` the saved ``answers`` in order; :class:`~l5r.engine.serial.CorruptState`
    names the first that is not legal where it is given."""
    for i, a in enumerate(answers):
        try:
            g.answer(copy.deepcopy(a))
        except (IllegalAnswer, GameOver) as exc:
            raise CorruptState(f"saved game's answer #{i + 1} is not legal: {exc}") from exc
    return g


def _new_card(st: LCGState, cid: str, owner: int, zone: str, facedown: bool = False) -> int:
    uid = len(st.cards)
    st.cards.append(Card(uid=uid, cid=cid, owner=owner, controller=owner, zone=zone,
                         facedown=facedown))
    return uid


@STEPS("lcg.setup")
def setup(g: Game, f: dict) -> None:
    """Rules Reference "Setup" steps 3-8."""
    st = g.state
    stage = f["stage"]
    if stage == 0:  # 3. determine first player, 4. shuffle decks
        fp = st.config.get("first_player")
        st.first_player = g.rand_below(len(st.players)) if fp is None else fp
        g.log(f"Setup: {says(st.players[st.first_player].name, 'is')} the first player.")
        for pl in st.players:
            g.shuffle(pl.dynasty_deck)
            g.shuffle(pl.conflict_deck)
        if st.treaty_deck:  # "Treaty Cards": shuffled into a treaty deck at the start of the game
            g.shuffle(st.treaty_deck)
        f["stage"] = 1
        f["order"] = player_order(st)
        f["i"] = 0
        f["chosen"] = {}
        stage = 1
    if stage == 1 and st.config["format"] == "skirmish":
        # 5. the three province tokens are in place (new_state): no stronghold province to choose
        _fill_all(g)
        f["stage"] = stage = 2
        f["i"] = 0
    if stage == 1:  # 5. each player secretly selects their stronghold province
        ans = take_answer(f)
        if ans is not None:
            p = f["order"][f["i"]]
            f["chosen"][str(p)] = int(ans)
            f["i"] += 1
        if f["i"] < len(f["order"]):
            p = f["order"][f["i"]]
            pl = st.players[p]
            opts = [Option(str(u), FACTS[st.cards[u].cid].name) for u in pl.provinces
                    if not FACTS[st.cards[u].cid].has_keyword("eminent")
                    and may_be_stronghold_province(g, st.cards[u].cid)]
            g.ask(Decision(p, Kind.ONE, "Choose your stronghold province (secret)", opts,
                           secret=True, context="stronghold_province"))
            return
        for p, uid in f["chosen"].items():
            pl = st.players[int(p)]
            others = [u for u in pl.provinces if u != uid]
            pl.provinces = [*others, uid]
            for s, u in enumerate(pl.provinces):
                c = st.cards[u]
                c.slot = s
                c.facedown = not FACTS[c.cid].has_keyword("eminent")
        _fill_all(g)
        f["stage"] = stage = 2
        f["i"] = 0
    if stage == 2:  # 6. dynasty mulligan in player order
        if _mulligan(g, f, "dynasty"):
            return
        for p in player_order(st):  # 7. draw starting hand
            for _ in range(3 if st.config["format"] == "skirmish" else 4):
                draw_one(g, p)
        f["stage"] = stage = 3
        f["i"] = 0
    if stage == 3:  # 7. conflict mulligan
        if _mulligan(g, f, "conflict"):
            return
        for pl in st.players:  # 8. starting honor
            pl.honor = 6 if st.config["format"] == "skirmish" else (FACTS[st.cards[pl.stronghold].cid].honor or 0)
            g.log(f"Setup: {says(pl.name, 'starts')} with {pl.honor} honor.")
        g.pop()


def _fill_all(g: Game) -> None:
    """Setup step 6: fill each player's provinces (not the stronghold province), in player order."""
    st = g.state
    for p in player_order(st):
        for s in dynasty_slots(st.players[p]):
            fill_province(g, p, s)
    g.log("Setup: provinces are filled.")


def _mulligan(g: Game, f: dict, which: str) -> bool:
    """Rules Reference "Mulligan": set aside, replace from the deck, shuffle back."""
    st = g.state
    order = player_order(st)
    ans = take_answer(f)
    if ans is not None:
        p = order[f["i"]]
        picked = [int(x) for x in ans]
        pl = st.players[p]
        if picked:
            if which == "dynasty":
                for u in picked:
                    c = st.cards[u]
                    slot = c.slot
                    pl.province_cards[slot].remove(u)
                    fill_province(g, p, slot)
                for u in picked:
                    c = st.cards[u]
                    c.zone = DYNASTY_DECK
                    c.instance += 1
                    pl.dynasty_deck.append(u)
                g.shuffle(pl.dynasty_deck)
            else:
                for u in picked:
                    pl.hand.remove(u)
                for _ in picked:
                    draw_one(g, p)
                for u in picked:
                    c = st.cards[u]
                    c.zone = CONFLICT_DECK
                    c.instance += 1
                    pl.conflict_deck.append(u)
                g.shuffle(pl.conflict_deck)
        g.log(f"Setup: {says(pl.name, 'mulligans')} {len(picked)} {which} card(s).")
        f["i"] += 1
    if f["i"] < len(order):
        p = order[f["i"]]
        pl = st.players[p]
        cards = ([u for s in dynasty_slots(pl) for u in pl.province_cards[s]]
                 if which == "dynasty" else list(pl.hand))
        opts = [Option(str(u), FACTS[st.cards[u].cid].name) for u in cards]
        g.ask(Decision(p, Kind.MANY, f"Mulligan: choose {which} cards to replace", opts,
                       min=0, max=len(opts), context=f"{which}_mulligan"))
        return True
    return False


@STEPS("lcg.round")
def round_(g: Game, f: dict) -> None:
    """A game round: dynasty, draw, conflict and fate phases (Appendix I)."""
    st = g.state
    st.round += 1
    g.log(f"=== Round {st.round} ===")
    limit = st.config.get("max_rounds")
    if limit and st.round > limit:
        st.winner = -1
        st.victory = "round_limit"
        return
    g.push_all([{"step": "lcg.phase", "phase": ph, "stage": 0}
                for ph in ("dynasty", "draw", "conflict", "fate")])
