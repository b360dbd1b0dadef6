"""Vocabulary for sacrifices and tokens (Rules Reference "Sacrifice", "Cost",
"Move", "Give", "Take", "Gains", "Loses", "Fate", "Status Token").

* :class:`Sacrifice` -- the cost "sacrifice this card" (``who="self"``) or
  "sacrifice a (friendly) <qualified> character" (``test``). The card is
  chosen before any cost is paid and leaves play as a ``leaves_play`` event
  (``reason="sacrificed"``) while the costs are paid: if that event is
  prevented (Reprieve), the cost is not paid and the ability does not
  initiate (``lcg.ability`` stage ``paid``).
* :class:`MustSacrifice` -- the effect "that player must sacrifice a
  character": the player chooses while the effect resolves (not a target).
* :class:`ReturnFate` -- "return all fate on <subject> to its owner's fate pool";
  :class:`RemoveAllFate` -- "remove all fate from <subject>".
* :class:`MoveFate` -- "move N fate from <subject> to <this card / its host>".
* :class:`Transfer` -- "take N fate/honor from your opponent" / "give your
  opponent N fate/honor" as an effect; :class:`GiveCost` the same as a cost.
* :class:`DiscardStatus` -- "discard a status token from <subject>".
* :class:`DiscardEachStatusToken` -- "discard each status token" (tainted ones too, on
  characters and provinces).
* :class:`MoveHonoredToken` -- "move an honored status token from this character to <subject>".
* :class:`RemoveFateAmong` -- "remove up to N fate from among characters an opponent controls".
* :class:`GainPer` -- "gain N fate/honor for each <thing counted>".
* :class:`EachPlayerWithHonor` -- "each player with N or more (N or fewer) honor gains/loses X honor".
* :class:`PlaceFateFromPool` -- "place N fate (or any amount) from <a player>'s fate pool on <subject>".
* :class:`FateToYourPoolInstead` -- "when fate would be removed from the attached character,
  move that fate to your fate pool instead".
* :class:`ClaimFavor` -- "claim the Imperial Favor" (setting it to a side); the cost
  :class:`DiscardFavorCost` -- "discard the Imperial Favor".

Events: ``move_fate`` (card, to_card or to_player, amount; fate leaving a
card, like ``remove_fate``), ``discard_status`` (card), applied here;
``transfer_fate`` (from, to, amount; applied with ``transfer_honor`` in
:mod:`l5r.lcg.appliers`), ``claim_favor`` (player, side).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.names import obj, possessive, says
from ..engine.tables import Handlers
from .actions import check_victory, do, ev
from .keywords import can_add_fate
from .model import cannot, in_play, name, opponent, opponents, player_cannot
from .vocab import Effect, opponent_card_cannot, trigger_event
from .vocab_cards import choice_frame, pick_one
from .words import said, subject

if TYPE_CHECKING:
    from ..engine.game import Game


STEPS = Handlers("step")
APPLIERS = Handlers("applier")


def _subjects(g: "Game", ctx: dict, on) -> list[int]:
    return Effect("bow", on=on).subjects(g, ctx)


# ------------------------------------------------------------------ sacrifice
@dataclass(frozen=True)
class Sacrifice:
    """Cost: sacrifice this card (``who="self"``: a character or holding) or a
    character the player controls (``who="friendly"``) passing ``test``
    ``(game, ctx, card) -> bool``. Rules Reference "Cost": paid with cards
    the player controls; "Sacrifice": a prevented sacrifice is not paid."""

    who: str = "friendly"
    test: Callable | None = None
    kind: str = "sacrifice"
    #: "refill this province faceup" (a holding sacrificing itself: Rules Reference "Refill a Province")
    refill_faceup: bool = False

    def describe(self) -> str | None:
        if self.who == "self":
            return "sacrifice this card" + (" (its province refills faceup)" if self.refill_faceup else "")
        t = "" if self.test is None else said(self.test)
        return None if t is None else f"sacrifice a character you control{' (' + t + ')' if t else ''}"

    def candidates(self, g: "Game", p: int, uid: int) -> list[int]:
        st = g.state
        if self.who == "self":
            c = st.cards[uid]
            return [uid] if in_play(c) and c.controller == p and not c.facedown else []
        ctx = {"player": p, "card": uid}
        return [u for u in st.players[p].play
                if self.test is None or self.test(g, ctx, st.cards[u])]

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        return bool(self.candidates(g, p, uid))

    def choose(self, g: "Game", f: dict, i: int) -> bool:
        """Record the card to sacrifice; True if the player is asked."""
        p, uid = f["player"], f["card"]
        cands = self.candidates(g, p, uid)
        if self.who == "self" or not cands:
            f["cost_choices"][str(i)] = str(cands[0] if cands else uid)
            return False
        g.ask(Decision(p, "choose_one", f"{name(g, uid)}: sacrifice which character?",
                       [Option(str(u), name(g, u)) for u in cands], context="sacrifice_cost"))
        return True

    def pay(self, g: "Game", p: int, uid: int, f: dict) -> None:
        u = int(f["cost_choices"][str(f["cost_index"])])
        c = g.state.cards[u]
        f.setdefault("cost_events", []).append(
            ev("leaves_play", card=u, reason="sacrificed", instance=c.instance,
               **({"refill_faceup": True} if self.refill_faceup else {})))


def _player_of(g: "Game", ctx: dict, who: str) -> int:
    if who == "triggering":  # "that player": the player of the triggering event
        return ctx["trigger"]["data"]["player"]
    return ctx["player"] if who == "self" else opponent(g.state, ctx["player"])


@dataclass(frozen=True)
class MustSacrifice:
    """Effect: "<that player> must sacrifice a character" -- the player
    (``who``: "opponent" or "self") chooses one of their characters while the
    effect resolves; it is not chosen as a target (Rules Reference "Target"); ``who``
    "triggering": "that player", the player of the triggering event."""

    who: str = "opponent"
    test: Callable | None = None

    def describe(self) -> str | None:
        t = "" if self.test is None else said(self.test)
        who = {"opponent": "your opponent", "triggering": "that player"}.get(self.who, "you")
        return None if t is None else f"{who} must sacrifice a character{' (' + t + ')' if t else ''}"

    def _cands(self, g: "Game", ctx: dict) -> list[int]:
        st = g.state
        q = _player_of(g, ctx, self.who)
        return [u for u in st.players[q].play if self.test is None or self.test(g, ctx, st.cards[u])]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._cands(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        cands = self._cands(g, ctx)
        if cands:
            g.push({"step": "tokens.must_sacrifice", "player": _player_of(g, ctx, self.who),
                    "card": ctx["card"], "cands": cands})
        return []


@STEPS("tokens.must_sacrifice")
def must_sacrifice(g: "Game", f: dict) -> None:
    st = g.state
    ans = take_answer(f)
    if ans is not None:
        u = int(ans)
        g.pop()
        do(g, [ev("leaves_play", card=u, reason="sacrificed", instance=st.cards[u].instance)])
        return
    cands = [u for u in f["cands"] if st.cards[u].zone == "play" and st.cards[u].controller == f["player"]]
    if not cands:
        g.pop()
        return
    g.ask(Decision(f["player"], "choose_one", f"{name(g, f['card'])}: sacrifice one of your characters",
                   [Option(str(u), name(g, u)) for u in cands], context="sacrifice"))


# ------------------------------------------------------------------ fate on cards
@dataclass(frozen=True)
class ReturnFate:
    """"Return all fate on <subject> to its owner's fate pool" (``on`` as
    for :class:`l5r.lcg.vocab.Effect`); with ``amount``, "move <amount> fate from <subject> to
    its owner's fate pool" (as much as it has, up to that).

    >>> ReturnFate(on="self", amount=1).describe()
    "move 1 fate from this card to its owner's fate pool"
    """

    on: object = "target"
    amount: int | None = None

    def describe(self) -> str | None:
        who = subject(self.on)
        if who and self.amount is not None:
            return f"move {self.amount} fate from {who} to its owner's fate pool"
        return f"return all fate on {who} to its owner" if who else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        return self.on == "target" or any(_can_lose_fate(g, st.cards[u]) for u in _subjects(g, ctx, self.on))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        n = self.amount
        return [ev("move_fate", card=u, to_player=st.cards[u].owner,
                   amount=st.cards[u].fate if n is None else min(n, st.cards[u].fate))
                for u in _subjects(g, ctx, self.on) if st.cards[u].fate > 0]


@dataclass(frozen=True)
class RemoveAllFate:
    """"Remove all fate from <subject>" (``on`` as for :class:`l5r.lcg.vocab.Effect`): a
    ``remove_fate`` event of all its fate (Rules Reference "Fate": removed fate returns to the
    general token pool).

    >>> RemoveAllFate().describe()
    'remove all fate from it'
    """

    on: object = "target"

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"remove all fate from {who}" if who else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        if self.on == "target" and "targets" not in ctx:
            return True
        return any(_can_lose_fate(g, st.cards[u]) for u in _subjects(g, ctx, self.on))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        return [ev("remove_fate", card=u, amount=st.cards[u].fate)
                for u in _subjects(g, ctx, self.on) if st.cards[u].fate > 0]


@dataclass(frozen=True)
class MoveFate:
    """"Move ``amount`` fate from <subject> to <destination>" (``amount`` None: all of its fate,
    "move each fate": Karmic Twist): ``to`` is "self" (this card), "host" (the character this
    card is attached to), "chosen" ("to a character you control") or "same" ("to a character
    controlled by the same player" as the subject): a destination chosen by the ability's
    controller while the effect resolves, not a target -- Rules Reference "Target", choices made
    after initiation -- among that player's characters fate can be placed on, other than the
    subject, and meeting ``test`` when given. Rules Reference "Move": no valid destination, no
    move."""

    amount: int | None = 1
    on: object = "target"
    to: str = "host"
    test: Callable | None = None

    def describe(self) -> str | None:
        who = subject(self.on)
        t = "" if self.test is None else said(self.test)
        if t is None:
            return None
        what = f"a character{' (' + t + ')' if t else ''}"
        to = (f"{what} you control" if self.to == "chosen" else f"{what} controlled by the same player"
              if self.to == "same" else subject(self.to))
        return f"move {'each' if self.amount is None else self.amount} fate from {who} to {to}" if who and to else None

    def _dest(self, g: "Game", ctx: dict) -> int:
        c = g.state.cards[ctx["card"]]
        return c.attached_to if self.to == "host" else c.uid

    def _chosen(self, g: "Game", ctx: dict, src: list[int]) -> list[int]:
        st = g.state
        owner = ctx["player"] if self.to == "chosen" else st.cards[src[0]].controller if src else -1
        if owner < 0:
            return []
        return [u for u in st.players[owner].play if u not in src and can_add_fate(st, st.cards[u])
                and (self.test is None or self.test(g, ctx, st.cards[u]))]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        if self.to in ("chosen", "same"):
            src = _subjects(g, ctx, self.on)
            if self.to == "same" and not src:
                return True  # no subject yet: the target's requirements say it
            return bool(self._chosen(g, ctx, src)) and (
                self.on == "target" or any(_can_lose_fate(g, st.cards[u]) for u in src))
        d = self._dest(g, ctx)
        if d < 0 or not can_add_fate(st, st.cards[d]):
            return False
        return self.on == "target" or any(_can_lose_fate(g, st.cards[u]) for u in _subjects(g, ctx, self.on))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        if self.to in ("chosen", "same"):
            src = [u for u in _subjects(g, ctx, self.on) if _can_lose_fate(g, st.cards[u])]
            dests = self._chosen(g, ctx, src)
            if src and dests:
                g.push(choice_frame(ctx["player"], [[u, name(g, u)] for u in dests], "events",
                                    prompt=f"{name(g, ctx['card'])}: move the fate to which character?",
                                    context="effect_choice",
                                    events={str(d): [ev("move_fate", card=u, to_card=d, amount=self._amount(st, u))
                                                     for u in src] for d in dests}))
            return []
        d = self._dest(g, ctx)
        return [ev("move_fate", card=u, to_card=d, amount=self._amount(st, u))
                for u in _subjects(g, ctx, self.on) if u != d]

    def _amount(self, st, u: int) -> int:
        return st.cards[u].fate if self.amount is None else self.amount


def _can_lose_fate(g: "Game", c) -> bool:
    return c.fate > 0 and not cannot(g, "remove_fate", c)


@APPLIERS("move_fate")
def _move_fate(g, f, e):
    """Fate leaves a card (it is removed from it) for a player's fate pool or
    another card."""
    st = g.state
    c = st.cards[e["card"]]
    to_card = e.get("to_card", -1)
    dst = st.cards[to_card] if to_card is not None and to_card >= 0 else None
    if not _can_lose_fate(g, c) or dst is not None and (not in_play(dst) or not can_add_fate(st, dst)):
        e["cancelled"] = True
        return
    amt = min(e["amount"], c.fate)
    c.fate -= amt
    e["amount"] = amt
    if dst is not None:
        dst.fate += amt
        g.log(f"{amt} fate moves from {name(g, c.uid)} to {name(g, dst.uid)}.")
    else:
        pl = st.players[e["to_player"]]
        pl.fate += amt
        g.log(f"{amt} fate returns from {name(g, c.uid)} to {possessive(pl.name, start=False)} fate pool.")


# ------------------------------------------------------------------ counted gains, fate from a pool
@dataclass(frozen=True)
class GainPer:
    """"Gain ``each`` <token> for each <thing counted>" (``token``: "fate" or "honor";
    ``count(game, ctx) -> int`` says what it counts): X is counted as the effect resolves
    (Rules Reference "The letter X"); counting none, the effect changes nothing."""

    token: str
    count: Callable
    each: int = 1

    def describe(self) -> str | None:
        c = said(self.count)
        return f"you gain {self.each} {self.token} for each {c}" if c else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return self.count(g, ctx) > 0

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        n = self.each * self.count(g, ctx)
        return [ev(f"gain_{self.token}", player=ctx["player"], amount=n)] if n > 0 else []


@dataclass(frozen=True)
class PlaceFateFromPool:
    """"Place ``amount`` fate from <a player>'s fate pool on <subject>" (``source``:
    "opponent" or "self"; ``on`` as for :class:`l5r.lcg.vocab.Effect`): a ``place_fate``
    event with ``from_player`` -- the fate moves from that pool to the card (Rules Reference
    "Move"); with no fate in that pool, or a card fate cannot be placed on, nothing moves."""

    amount: int = 1
    source: str = "opponent"
    on: object = "self"
    #: "any amount": the ability's controller chooses how much (1 to all of that pool) as it resolves
    any_amount: bool = False

    def describe(self) -> str | None:
        who = {"opponent": "your opponent's", "self": "your"}[self.source]
        on = subject(self.on)
        how = "any amount of" if self.any_amount else str(self.amount)
        return f"place {how} fate from {who} fate pool on {on}" if on else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        if st.players[_player_of(g, ctx, self.source)].fate <= 0:
            return False
        return self.on == "target" or any(can_add_fate(st, st.cards[u]) for u in _subjects(g, ctx, self.on))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        src = _player_of(g, ctx, self.source)
        subjects = _subjects(g, ctx, self.on)
        pool = g.state.players[src].fate
        if self.any_amount:  # one subject: the controller picks the amount
            if subjects and pool > 0:
                u = subjects[0]
                g.push(pick_one(ctx["player"], f"Place how much fate on {name(g, u)}?",
                                [[str(k), [ev("place_fate", card=u, amount=k, from_player=src)]]
                                 for k in range(1, pool + 1)], context="amount"))
            return []
        return [ev("place_fate", card=u, amount=self.amount, from_player=src) for u in subjects]


@dataclass(frozen=True)
class FateToYourPoolInstead:
    """"When 1 or more fate would be removed from the attached character -- instead, move that
    fate to your fate pool" (an interrupt to ``remove_fate``, ``move_fate`` or ``leaves_play``
    of the attached character; ruling, Embrace the Void: the fate phase, the Void ring, effects
    that remove, return or move fate, and leaving play). A removal or move is replaced by a move
    of that fate to this ability's controller's pool; a character leaving play still leaves,
    its fate going to that pool first."""

    def describe(self) -> str:
        return "instead, move that fate to your fate pool"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        h = g.state.cards[ctx["card"]].attached_to
        return h >= 0 and g.state.cards[h].fate > 0

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        h = st.cards[ctx["card"]].attached_to
        if h < 0:
            return []
        e = trigger_event(g, ctx)
        c = st.cards[h]
        n = c.fate
        if e["name"] in ("remove_fate", "move_fate"):
            n = min(e.get("amount", 0), c.fate)
            e["cancelled"] = True
            e["replaced"] = True
        return [ev("move_fate", card=h, to_player=ctx["player"], amount=n)] if n > 0 else []


# ------------------------------------------------------------------ give / take
@dataclass(frozen=True)
class OpponentEventsCostHonor:
    """"As an additional cost for your opponent to play an event during this conflict, that
    opponent must give you ``amount`` honor": a lasting effect until the end of the conflict
    (:func:`l5r.lcg.vocab.event_honor_costs`)."""

    amount: int = 1

    def describe(self) -> str:
        return (f"as an additional cost to play an event during this conflict, your opponent must give you "
                f"{self.amount} honor")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return g.state.conflict is not None

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        st.lasting.append({"type": "event_give_honor", "players": opponents(st, ctx["player"]), "to": ctx["player"],
                           "value": self.amount, "until": "conflict", "source": ctx["card"]})
        return []


@dataclass(frozen=True)
class Transfer:
    """"Take ``amount`` <token> from your opponent" (``take=True``) or "give
    your opponent ``amount`` <token>"; ``token`` is "fate" or "honor" (Rules
    Reference "Give", "Take")."""

    token: str = "honor"
    amount: int = 1
    take: bool = True

    def describe(self) -> str:
        return (f"take {self.amount} {self.token} from your opponent" if self.take
                else f"give your opponent {self.amount} {self.token}")

    def _ends(self, g: "Game", ctx: dict) -> tuple[int, int]:
        p = ctx["player"]
        o = opponent(g.state, p)
        return (o, p) if self.take else (p, o)

    def could_change(self, g: "Game", ctx: dict) -> bool:
        src, _ = self._ends(g, ctx)
        return getattr(g.state.players[src], self.token) > 0

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        src, dst = self._ends(g, ctx)
        return [ev(f"transfer_{self.token}", **{"from": src, "to": dst, "amount": self.amount})]


@dataclass(frozen=True)
class EachPlayerWithHonor:
    """"Each player with ``at_least`` or more (``at_most`` or fewer) honor <gains / loses>
    ``amount`` honor" (``action``: "gain_honor" or "lose_honor"): the players are those whose
    honor passes the test when the ability's effects resolve, before any of them applies (Rules
    Reference "Effects": an ability's effects resolve simultaneously; "Honor").

    >>> EachPlayerWithHonor("lose_honor", 4, at_least=19).describe()
    'each player with 19 or more honor loses 4 honor'
    >>> EachPlayerWithHonor("gain_honor", 4, at_most=6).describe()
    'each player with 6 or fewer honor gains 4 honor'
    """

    action: str
    amount: int
    at_least: int | None = None
    at_most: int | None = None

    def describe(self) -> str:
        test = f"{self.at_least} or more" if self.at_least is not None else f"{self.at_most} or fewer"
        verb = "gains" if self.action == "gain_honor" else "loses"
        return f"each player with {test} honor {verb} {self.amount} honor"

    def _players(self, g: "Game") -> list[int]:
        return [q.index for q in g.state.players if not q.eliminated
                and (self.at_least is None or q.honor >= self.at_least)
                and (self.at_most is None or q.honor <= self.at_most)]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._players(g))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        return [ev(self.action, player=q, amount=self.amount) for q in self._players(g)]


@dataclass(frozen=True)
class GiveCost:
    """Cost: "give your opponent ``amount`` <token>" (fate or honor)."""

    token: str = "fate"
    amount: int = 1

    def describe(self) -> str:
        return f"give your opponent {self.amount} {self.token}"

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        if self.token == "honor" and player_cannot(g, "lose_honor", p):  # (Rules Reference "Cost", "Give")
            return False
        return getattr(g.state.players[p], self.token) >= self.amount

    def pay(self, g: "Game", p: int, uid: int, f: dict) -> None:
        st = g.state
        src, dst = st.players[p], st.players[opponent(st, p)]
        setattr(src, self.token, getattr(src, self.token) - self.amount)
        setattr(dst, self.token, getattr(dst, self.token) + self.amount)
        g.log(f"{says(src.name, 'gives')} {self.amount} {self.token} to {obj(dst.name)}.")
        if self.token == "honor":
            check_victory(g)





# ------------------------------------------------------------------ status tokens
@dataclass(frozen=True)
class DiscardStatus:
    """"Discard a status token from <subject>": an honored or dishonored
    character becomes ordinary (this is neither honoring nor dishonoring it)."""

    on: object = "target"

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"discard the status token from {who}" if who else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        return self.on == "target" or any(st.cards[u].status for u in _subjects(g, ctx, self.on))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        return [ev("discard_status", card=u) for u in _subjects(g, ctx, self.on)]


@dataclass(frozen=True)
class DiscardEachStatusToken:
    """"Discard each status token": every honored, dishonored and tainted status token, on
    every character in play and every province (Rules Reference "Status Token", "Tainted":
    a tainted token leaves only when a card ability discards it). A game action
    ``discard_status`` with ``tainted`` for each card with a token."""

    def describe(self) -> str:
        return "discard each status token (honored, dishonored, tainted) from every character and province"

    def _cards(self, g: "Game") -> list[int]:
        st = g.state
        cards = st.cards
        return [u for q in st.players for u in (*q.play, *q.provinces) if cards[u].status or cards[u].tainted]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._cards(g))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        return [ev("discard_status", card=u, tainted=True) for u in self._cards(g)]


@APPLIERS("discard_status")
def _discard_status(g, f, e):
    """The card's honored or dishonored status token is discarded (it is neither honored nor
    dishonored: Rules Reference "Status Token"); with ``tainted``, its tainted one too."""
    c = g.state.cards[e["card"]]
    tainted = bool(e.get("tainted")) and c.tainted
    if not c.status and not tainted:
        e["cancelled"] = True
        return
    c.status = 0
    if tainted:
        c.tainted = False
    g.log(f"{name(g, c.uid)} loses its status token{'s' if tainted else ''}.")


@dataclass(frozen=True)
class MoveHonoredToken:
    """"Move an honored status token from this character to the chosen character": neither
    honoring nor dishonoring either of them (ruling on Origami Master); moved onto a
    dishonored character, both tokens are discarded; a character that is already honored
    cannot receive it (ruling) -- the target test :func:`can_receive_honored_token`."""

    def describe(self) -> str:
        return "move the honored status token from this card to it"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return g.state.cards[ctx["card"]].status > 0

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        if g.state.cards[ctx["card"]].status <= 0:
            return []
        return [ev("move_status", card=ctx["card"], to=u) for u in ctx.get("targets", [])]


def can_receive_honored_token(g, ctx, c) -> bool:
    """Card test: the character can receive this card's honored status token: this card is
    honored, the character is not."""
    return g.state.cards[ctx["card"]].status > 0 and c.status < 1


can_receive_honored_token.says = "that can receive this card's honored token"  # type: ignore[attr-defined]


@APPLIERS("move_status")
def _move_status(g, f, e):
    st = g.state
    src, dst = st.cards[e["card"]], st.cards[e["to"]]
    if src.status <= 0 or dst.status > 0 or not in_play(src) or not in_play(dst):
        e["cancelled"] = True
        return
    src.status = 0
    if dst.status < 0:
        dst.status = 0
        g.log(f"An honored token moves from {name(g, src.uid)} to {name(g, dst.uid)}: both tokens are discarded.")
    else:
        dst.status = 1
        g.log(f"An honored token moves from {name(g, src.uid)} to {name(g, dst.uid)}.")


@dataclass(frozen=True)
class RemoveFateAmong:
    """"Remove up to ``amount`` fate from among characters <an opponent / you> control": the
    ability's controller picks the fate one at a time (or stops), then it is removed from
    them all at once. The characters are not chosen as targets (Rules Reference "Target":
    no "choose"), so immunity does not protect their fate (ruling on immunity and Consumed
    by Five Fires)."""

    amount: int = 5
    controller: str = "opponent"  # opponent | self

    def describe(self) -> str:
        whose = "an opponent controls" if self.controller == "opponent" else "you control"
        return f"remove up to {self.amount} fate from among characters {whose}"

    def _cands(self, g: "Game", ctx: dict, plan: dict | None = None) -> list[int]:
        st = g.state
        p = ctx["player"]
        plan = plan or {}
        whose = opponents(st, p) if self.controller == "opponent" else [p]  # an opponent: never a teammate
        return [u for q in whose for u in st.players[q].play
                if st.cards[u].fate > plan.get(str(u), 0) and _can_lose_fate(g, st.cards[u])
                and not opponent_card_cannot(g, "remove_fate", st.cards[u], ctx)]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._cands(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        g.push({"step": "tokens.remove_fate_among", "player": ctx["player"], "card": ctx["card"],
                "left": self.amount, "plan": {}, "controller": self.controller})
        return []


@STEPS("tokens.remove_fate_among")
def remove_fate_among(g: "Game", f: dict) -> None:
    st = g.state
    ans = take_answer(f)
    plan = f["plan"]
    if ans is not None and ans != "done":
        plan[ans] = plan.get(ans, 0) + 1
        f["left"] -= 1
    ctx = {"player": f["player"], "card": f["card"]}
    cands = RemoveFateAmong(controller=f["controller"])._cands(g, ctx, plan)
    if ans == "done" or f["left"] <= 0 or not cands:
        g.pop()
        evs = [ev("remove_fate", card=int(u), amount=n) for u, n in plan.items()]
        if evs:
            do(g, evs)
        return
    opts = [Option(str(u), f"remove 1 fate from {name(g, u)} ({st.cards[u].fate - plan.get(str(u), 0)} left)")
            for u in cands]
    opts.append(Option("done", "done: remove the fate chosen"))
    g.ask(Decision(f["player"], "choose_one", f"{name(g, f['card'])}: remove fate ({f['left']} more at most)",
                   opts, context="remove_fate"))


# ------------------------------------------------------------------ the Imperial Favor
_SIDES = ("military", "political")


@dataclass(frozen=True)
class ClaimFavor:
    """"Claim the Imperial Favor" (Rules Reference "Imperial Favor": a card ability may claim
    it from its unclaimed state or from a player, and each time it is claimed it may be set
    to either side; in the skirmish format it has no side). The claiming player chooses the
    side while the effect resolves."""

    def describe(self) -> str:
        return "you claim the Imperial Favor"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True  # even claimed again by its holder, its side may be set anew

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        p = ctx["player"]
        if g.state.config.get("format") == "skirmish":
            return [ev("claim_favor", player=p, side="both")]
        g.push(choice_frame(p, [[side, side] for side in _SIDES], "events", ask_always=True,
                            prompt="Set the Imperial Favor to which side?", context="imperial_favor",
                            events={side: [ev("claim_favor", player=p, side=side)] for side in _SIDES}))
        return []


@APPLIERS("claim_favor")
def _claim_favor(g, f, e):
    st = g.state
    st.favor = {"player": e["player"], "side": e["side"]}
    g.log(f"{says(st.players[e['player']].name, 'claims')} the Imperial Favor ({e['side']}).")


@dataclass(frozen=True)
class DiscardFavorCost:
    """The cost "discard the Imperial Favor": only a player who has it can pay it; it returns
    to its unclaimed state (Rules Reference "Imperial Favor")."""

    kind: str = "discard_favor"

    def describe(self) -> str:
        return "discard the Imperial Favor"

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        return g.state.favor.get("player", -1) == p

    def pay(self, g: "Game", p: int, uid: int, f: dict) -> None:
        st = g.state
        st.favor = {"player": -1, "side": ""}
        g.log(f"{says(st.players[p].name, 'discards')} the Imperial Favor.")
