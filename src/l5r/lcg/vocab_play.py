"""Vocabulary for putting cards into play and sending them back (Rules
Reference "Play and Put into Play", "Enters Play", "Refill a Province",
"Leaves Play", "Dash", "Unique Cards", "Legendary X").

* :class:`CardIn` -- a target among cards out of play (discard piles, hand)
  or in provinces ("choose a character in your dynasty discard pile").
* :class:`PutIntoPlay` -- put the target (or this card) into play, at home or
  in the conflict; the province it leaves is refilled afterwards.
* :class:`RefillFaceup` -- refill the province a card entered play from, faceup.
* :class:`ReturnToDeckLater` -- "if it is still in play at <moment>, return
  it to the bottom of its deck" (a delayed effect on this instance).
* :class:`ReturnToDeck` -- "return that character to the top (bottom) of its owner's deck".
* :class:`PlayOrDiscardTop` -- "look at the top card of an opponent's conflict deck: play it
  at once as if it were in your hand, or discard it"; :class:`PlayAsIfInHand` -- "play that card
  (in a discard pile) as if it were in your hand", an event then removed from the game or put on
  the bottom of your conflict deck.
* :class:`TurnFaceup` -- turn facedown cards in provinces faceup (revealed: Rally).
* :class:`RevealAttackedProvinceCard` -- "turn the dynasty card in the attacked province
  faceup" (then ``PutIntoPlay(on="revealed")``: "if that card is a character, put it into play").
* :class:`TurnYourProvinceCardsFaceup` -- "turn each facedown card in each of your provinces
  faceup".
* :class:`PutIntoPlayFromProvinces` -- "put up to N characters from your provinces into play
  [participating in this conflict]" (chosen as it resolves: follow-up ``lcg.put_into_play``).
* :class:`ShuffleIntoDeck` -- "shuffle <this card> back into your deck" (a ``leaves_play``
  to the deck with ``shuffle``: the deck is shuffled right after).
* :class:`DiscardAndRefillFaceup` -- "discard a card in a province and refill it faceup".
* :class:`PlayThisFromProvince` -- "play this character from your province".
* :class:`SwitchWithProvinceCard` -- "switch that card with a card in another of your provinces".
* :class:`DiscardedWhile` -- "if <condition>, discard this card" (a constant ability).
* :class:`DigIntoProvince` -- discard dynasty cards until one with a trait; it replaces a card in
  one of your provinces, faceup (Miya Satoshi).
* :class:`LookAndReplaceProvinceCard` -- look at the top N cards of your dynasty deck; one of them
  replaces a card in one of your provinces, faceup; shuffle.
* :class:`RevealTopForPlay` -- reveal the top card of your conflict deck; play it as if in hand
  while it stays revealed (Artisan Academy, Pillow Book).
* :class:`PlayAsIfInHand` -- play the target (a card in a discard pile) at once as if it were in your
  hand; an event so played may go elsewhere afterwards (removed from the game, bottom of the deck).
* :func:`can_put_into_play`, :func:`return_to_deck`.

Events: ``refill_province`` (player, slot, faceup) and ``reveal_dynasty_card``
(card). Putting into play is the ``enter_play`` event with ``played=False``;
returning to a deck is ``leaves_play`` with ``to`` the deck, ``bottom`` and
``instance``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.names import possessive, says, their
from ..engine.tables import Handlers
from .actions import do, ev, fill_province, refill_if_empty, run_out
from .delayed import add_delayed
from .hooks import RECORDS, after, as_if_in_hand, state_check
from .keywords import affordable, limited_ok, may_enter_play, reveal_dynasty_card
from .model import (
    FACTS, can_enter_unique, cannot, cost_of, effects_of, frozen, has_trait, in_play, is_blank, opponent, opponents,
    place, player_cannot, player_order, skill,
)
from .vocab import Each, Effect, Lasting, play_allowed, trigger_event
from .vocab_cards import choice_frame
from .words import joined, said, subject
from .words import until as until_words
from .state import (
    CONFLICT_DECK, CONFLICT_DISCARD, DYNASTY_DECK, DYNASTY_DISCARD, HAND, IN_PROVINCE, PLAY,
    STRONGHOLD_SLOT,
)

if TYPE_CHECKING:
    from ..engine.game import Game

PROVINCES = "provinces"  # the dynasty cards in a player's provinces

STEPS = Handlers("step")
APPLIERS = Handlers("applier")
FOLLOW_UPS = Handlers("follow_up")


def can_put_into_play(g: "Game", p: int, uid: int, into_conflict: bool = False) -> bool:
    """Could this card be put into play by ``p`` by a card effect? Unique
    cards, Legendary X ("cannot be put into play by card effects") and, into
    a conflict, a dash for its type ("Dash": cannot be put into play in
    conflicts of that type)."""
    st = g.state
    c = st.cards[uid]
    if FACTS[c.cid].type != "character":
        return False
    if not can_enter_unique(g, p, uid) or not may_enter_play(g, c, played=False):
        return False
    if into_conflict:
        cf = st.conflict
        if cf is None or skill(st, c, cf.type) is None:
            return False
    return True


@dataclass(frozen=True)
class CardIn:
    """"Choose a <type> card in <zones>": a target out of play or in
    provinces, among the ability controller's own cards (``controller``
    "self") or an opponent's. ``zones``: ``dynasty_discard``,
    ``conflict_discard``, ``hand``, ``provinces``; ``facedown``: for cards in
    provinces, False = faceup only, True = facedown only, None = either; ``enter_play`` /
    ``into_conflict``: the card must be able to be put into play (there).
    Facedown cards are labelled by province, never by name."""

    zones: tuple = (DYNASTY_DISCARD,)
    card_type: str | None = "character"
    controller: str = "self"
    test: Callable | None = None
    facedown: bool | None = False
    enter_play: bool = False
    into_conflict: bool = False
    count: int = 1
    up_to: bool = False
    at_least: int = 0  # "up to X" targets where choosing none would change nothing

    def describe(self) -> str | None:
        t = "" if self.test is None else said(self.test)
        if t is None:
            return None
        whose = {"self": "your provinces", "opponent": "an opponent's provinces"}.get(self.controller, "a province")
        places = joined([{"provinces": whose, "dynasty_discard": "your dynasty discard pile",
                          "conflict_discard": "your conflict discard pile", "hand": "your hand"}.get(z, z)
                         for z in self.zones], "or")
        noun = self.card_type or "card"
        one = f"{'facedown ' if self.facedown else ''}{noun}"
        many = f"up to {self.count} {noun}s" if self.up_to else f"{self.count} {noun}s" if self.count > 1 \
            else ("an " if one[:1] in "aeiou" else "a ") + one
        return f"{many} in {places}{' (' + t + ')' if t else ''}"

    def _owners(self, g: "Game", p: int) -> list[int]:
        if self.controller == "self":
            return [p]
        if self.controller == "opponent":  # never a teammate (Rules Reference "Opponent")
            return opponents(g.state, p)
        return [q.index for q in g.state.players]

    def candidates(self, g: "Game", ctx: dict) -> list[int]:
        st = g.state
        p = ctx["player"]
        out = []
        for q in self._owners(g, p):
            pl = st.players[q]
            for z in self.zones:
                if z == PROVINCES:
                    uids = [u for s in pl.province_cards for u in s
                            if self.facedown is None or st.cards[u].facedown == self.facedown]
                else:
                    uids = list(getattr(pl, z))
                for u in uids:
                    c = st.cards[u]
                    if self.card_type and FACTS[c.cid].type != self.card_type:
                        continue
                    if self.enter_play and not can_put_into_play(g, p, u, self.into_conflict):
                        continue
                    if self.test is not None and not self.test(g, ctx, c):
                        continue
                    out.append(u)
        return out

    def label(self, g: "Game", uid: int) -> str:
        c = g.state.cards[uid]
        if c.zone == IN_PROVINCE:
            if c.facedown:
                return f"facedown card in province {c.slot + 1}"
            return f"{FACTS[c.cid].name} (province {c.slot + 1})"
        where = {DYNASTY_DISCARD: "dynasty discard pile", CONFLICT_DISCARD: "conflict discard pile",
                 HAND: "hand"}.get(c.zone, c.zone)
        return f"{FACTS[c.cid].name} ({where})"


def _subjects(g: "Game", ctx: dict, on: str) -> list[int]:
    if on == "self":
        return [ctx["card"]]
    if on == "revealed":  # the card an earlier effect of the resolving ability revealed
        u = g.state.stack[-1].get("revealed", -1)
        return [u] if u >= 0 else []
    return list(ctx.get("targets", []))


@dataclass(frozen=True)
class PutThisIntoPlayCost:
    """Cost: "put this character into play from your hand" (Rules Reference "Cost": an
    imperative before the dash of a triggered ability is part of its cost; "Play and Put into
    Play": it is not played). Paid through the ``enter_play`` game action at home, so a
    prevented entry is an unpaid cost (:mod:`l5r.lcg.resolution`). Yogo Kikuyo."""

    kind: str = "put_into_play"

    def describe(self) -> str:
        return "put this character into play from your hand"

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        c = g.state.cards[uid]
        return c.zone == HAND and c.owner == p and can_put_into_play(g, p, uid)

    def pay(self, g: "Game", p: int, uid: int, f: dict) -> None:
        f.setdefault("cost_events", []).append(
            ev("enter_play", card=uid, player=p, host=-1, into_conflict=False, played=False))


@dataclass(frozen=True)
class PutIntoPlay:
    """"Put <it> into play" (not played: no cost, no additional fate, play
    restrictions ignored), at home or ``into_conflict`` on its controller's
    side. ``on``: "target" or "self". A province the card leaves is refilled
    once the reactions to its entering play are over ("Refill a Province")."""

    on: str = "target"
    into_conflict: bool = False
    only_into_conflict: bool = False  # "put it into play as a defender": not at home instead
    #: "it enters play honored" (1) / "dishonored" (-1): it enters play with that status token, without
    #: being honored or dishonored (Rules Reference "Personal Honor, Personal Dishonor")
    status: int = 0

    def describe(self) -> str | None:
        who = subject(self.on)
        how = {1: ", honored", -1: ", dishonored"}.get(self.status, "")
        return f"put {who} into play{' in the conflict' if self.into_conflict else ''}{how}" if who else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return any(can_put_into_play(g, ctx["player"], u, self.into_conflict)
                   for u in _subjects(g, ctx, self.on))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        out = []
        for u in _subjects(g, ctx, self.on):
            if not can_put_into_play(g, p, u, self.only_into_conflict):
                continue
            c = st.cards[u]
            if c.zone == IN_PROVINCE and c.slot != STRONGHOLD_SLOT:
                g.push({"step": "lcg.refill_later", "player": c.owner, "slot": c.slot})
            into = self.into_conflict and can_put_into_play(g, p, u, True)
            if self.only_into_conflict and not into:
                continue
            out.append(ev("enter_play", card=u, player=p, host=-1, into_conflict=into, played=False,
                          **({"status": self.status} if self.status else {})))
        return out


@STEPS("lcg.refill_later")
def _refill_later(g: "Game", f: dict) -> None:
    """The automatic refill of a province a card left (if still empty)."""
    g.pop()
    refill_if_empty(g, f["player"], f["slot"])


@dataclass(frozen=True)
class RefillFaceup:
    """"Refill that province faceup": the province the triggering
    ``enter_play`` event's card came from (``from_slot``), if it is empty."""

    def describe(self) -> str:
        return "refill that province faceup"

    def _slot(self, g: "Game", ctx: dict) -> tuple[int, int]:
        t = ctx.get("trigger")
        if not t:
            return -1, -1
        e = t.get("data") or trigger_event(g, ctx)
        return g.state.cards[e["card"]].owner, e.get("from_slot", -1)

    def could_change(self, g: "Game", ctx: dict) -> bool:
        if not ctx.get("trigger"):
            return True  # checked against the event by :func:`refill_possible`
        p, slot = self._slot(g, ctx)
        return refill_possible(g, p, slot)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        p, slot = self._slot(g, ctx)
        if not refill_possible(g, p, slot):
            return []
        return [ev("refill_province", player=p, slot=slot, faceup=True)]


def refill_possible(g: "Game", p: int, slot: int) -> bool:
    """Could province ``slot`` of ``p`` be refilled now (empty, not the
    stronghold province, cards left to fill it)?"""
    if slot < 0 or slot == STRONGHOLD_SLOT:
        return False
    pl = g.state.players[p]
    return not pl.province_cards[slot] and bool(pl.dynasty_deck or pl.dynasty_discard)


@APPLIERS("refill_province")
def _refill_province(g, f, e):
    """Refill a province (faceup if told so); only an empty province refills."""
    pl = g.state.players[e["player"]]
    if pl.province_cards[e["slot"]]:
        e["cancelled"] = True
        return
    fill_province(g, e["player"], e["slot"], faceup=e.get("faceup", False))
    g.log(f"{says(pl.name, 'refills')} province {e['slot'] + 1}" + (" faceup." if e.get("faceup") else "."))


def deck_of(c) -> str:
    return DYNASTY_DECK if FACTS[c.cid].side == "dynasty" else CONFLICT_DECK


def return_to_deck(g: "Game", uid: int, bottom: bool = True, reason: str = "returned to its deck") -> dict:
    """The event returning this instance of a card in play to its owner's deck."""
    c = g.state.cards[uid]
    return ev("leaves_play", card=uid, reason=reason, to=deck_of(c), bottom=bottom, instance=c.instance)


@dataclass(frozen=True)
class ReturnToDeckLater:
    """"If that character is still in play at <moment>, return it to the
    bottom of its deck" (``shuffle``: "shuffle it into its deck"): a delayed effect (Rules
    Reference "Delayed Effects", "Shuffle") on the instance now in play; use it as a ``then``
    effect, after the card has entered play. ``when``: an event name ("conflict_ended")."""

    on: str = "target"
    when: str = "conflict_ended"
    shuffle: bool = False

    def describe(self) -> str | None:
        who = subject(self.on)
        when = {"conflict_ended": "at the end of the conflict"}.get(self.when, f"after {self.when.replace('_', ' ')}")
        if not who:
            return None
        if self.shuffle:
            return f"{when}, shuffle {who} into its owner's deck"
        return f"{when}, return {who} to the bottom of its deck"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        for u in _subjects(g, ctx, self.on):
            if st.cards[u].zone == "play":
                e = return_to_deck(g, u)
                if self.shuffle:
                    e.update(shuffle=True, reason="shuffled into its deck")
                add_delayed(g, self.when, [e], source=ctx["card"])
        return []


@dataclass(frozen=True)
class TurnFaceup:
    """"Turn the chosen cards faceup": facedown dynasty cards in provinces
    are revealed (a Rally card then fills its province faceup)."""

    on: str = "target"

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"turn {who} faceup" if who else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        return [ev("reveal_dynasty_card", card=u) for u in _subjects(g, ctx, self.on)
                if st.cards[u].zone == IN_PROVINCE and st.cards[u].facedown]


@dataclass(frozen=True)
class RevealAttackedProvinceCard:
    """"Turn the dynasty card in the attacked province faceup": a facedown card there (none:
    no effect -- ruling, Raise the Alarm: not with a faceup card there); the card is kept in
    the resolving ability's frame (``revealed``) for a "then" effect (``on="revealed"``)."""

    def describe(self) -> str:
        return "turn the facedown card in the attacked province faceup"

    def _card(self, g: "Game") -> int:
        st = g.state
        cf = st.conflict
        if cf is None:
            return -1
        prov = st.cards[cf.province]
        return next((u for u in st.players[prov.controller].province_cards[prov.slot] if st.cards[u].facedown), -1)

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return self._card(g) >= 0

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        u = self._card(g)
        if u < 0:
            return []
        g.state.stack[-1]["revealed"] = u
        return [ev("reveal_dynasty_card", card=u)]


@dataclass(frozen=True)
class TurnYourProvinceCardsFaceup:
    """"Turn each facedown card in each of your provinces faceup" (revealed: Rally); with
    none facedown it changes nothing (ruling, Ikoma Ujiaki)."""

    def describe(self) -> str:
        return "turn each facedown card in each of your provinces faceup"

    def _cards(self, g: "Game", p: int) -> list[int]:
        st = g.state
        return [u for slot in st.players[p].province_cards for u in slot if st.cards[u].facedown]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._cards(g, ctx["player"]))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        return [ev("reveal_dynasty_card", card=u) for u in self._cards(g, ctx["player"])]


@dataclass(frozen=True)
class PutIntoPlayFromProvinces:
    """"Put up to ``count`` characters from your provinces into play" (``into_conflict``:
    participating in the conflict, on your side), chosen as the effect resolves among the
    faceup characters there that can be put into play (there); their provinces refill once
    the reactions are over, as for :class:`PutIntoPlay`."""

    count: int = 2
    into_conflict: bool = True

    def describe(self) -> str:
        return (f"put up to {self.count} characters from your provinces into play"
                + (" in the conflict" if self.into_conflict else ""))

    def _cands(self, g: "Game", p: int) -> list[int]:
        st = g.state
        return [u for slot in st.players[p].province_cards for u in slot
                if not st.cards[u].facedown and can_put_into_play(g, p, u, self.into_conflict)]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._cands(g, ctx["player"]))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        p = ctx["player"]
        cands = self._cands(g, p)
        if cands:
            g.push(choice_frame(p, [(u, FACTS[g.state.cards[u].cid].name) for u in cands], "lcg.put_into_play",
                                count=self.count, up_to=True, many=True, ask_always=True,
                                prompt=f"Put up to {self.count} characters from your provinces into play",
                                into_conflict=self.into_conflict))
        return []


@FOLLOW_UPS("lcg.put_into_play")
def _put_chosen_into_play(g: "Game", f: dict, picked: list[str]) -> None:
    """The picked characters enter play together (a character that no longer can, e.g. a
    second copy of a unique one, does not); their provinces refill afterwards."""
    st = g.state
    p = f["player"]
    evs = []
    for i in picked:
        u = int(i)
        if not can_put_into_play(g, p, u, f["into_conflict"]) or any(
                FACTS[st.cards[u].cid].unique and FACTS[st.cards[e["card"]].cid].name == FACTS[st.cards[u].cid].name
                for e in evs):
            continue
        c = st.cards[u]
        if c.zone == IN_PROVINCE and c.slot != STRONGHOLD_SLOT:
            g.push({"step": "lcg.refill_later", "player": c.owner, "slot": c.slot})
        evs.append(ev("enter_play", card=u, player=p, host=-1, into_conflict=f["into_conflict"], played=False))
    if evs:
        do(g, evs)


@dataclass(frozen=True)
class ShuffleIntoDeck:
    """"Shuffle <subject> back into its owner's deck" (``on``: "self" or "target"): it leaves
    play for its deck, which is then shuffled (Rules Reference "Shuffle")."""

    on: str = "self"

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"shuffle {who} into its owner's deck" if who else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        out = []
        for u in _subjects(g, ctx, self.on):
            e = return_to_deck(g, u, reason="shuffled into its deck")
            e["shuffle"] = True
            out.append(e)
        return out


def _shuffle_deck(g: "Game", e: dict) -> list[dict]:
    """After a card left play for its deck with ``shuffle``: that deck is shuffled."""
    if e.get("shuffle") and not e.get("cancelled"):
        c = g.state.cards[e["card"]]
        g.shuffle(getattr(g.state.players[c.owner], e["to"]))
        g.log(f"{says(g.state.players[c.owner].name, 'shuffles')} the deck.")
    return []




def _no_fate(g: Game, ctx: dict, c) -> bool:
    return c.fate == 0


_no_fate.says = "with no fate"  # type: ignore[attr-defined]


@dataclass(frozen=True)
class ReplaceCharactersWithoutFate:
    """"Each player discards each character they control with no fate, reveals cards from the top
    of their dynasty deck until an equal number of characters are revealed, and puts those
    characters into play. Shuffle." (Retire to the Brotherhood.) The discards resolve first; then
    (step ``lcg.replace_discarded``) each player, in player order, reveals for as many characters
    as actually left play (Rules Reference Appendix III, Retire to the Brotherhood: a deck revealed
    to its end is not refilled from the discard pile; a unique character that cannot enter play --
    a copy in play, or revealed before -- does not, and nothing replaces it); the characters enter
    play together, then each dynasty deck is shuffled."""

    def describe(self) -> str:
        return ("each player discards each character they control with no fate, reveals cards from the top of "
                "their dynasty deck until as many characters are revealed, puts those into play and shuffles")

    def could_change(self, g: Game, ctx: dict) -> bool:
        st = g.state
        return any(st.cards[u].fate == 0 for q in st.players for u in q.play)

    def events(self, g: Game, ctx: dict) -> list[dict]:
        st = g.state
        out = Effect("discard", on=Each(test=_no_fate)).events(g, ctx)
        gone: dict[str, list] = {str(q.index): [] for q in st.players}
        for e in out:
            c = st.cards[e["card"]]
            gone[str(c.controller)].append([c.uid, c.instance])
        g.push({"step": "lcg.replace_discarded", "gone": gone})
        return out


@STEPS("lcg.replace_discarded")
def _replace_discarded(g: Game, f: dict) -> None:
    g.pop()
    st = g.state
    evs: list[dict] = []
    for q in player_order(st):
        titles: set[str] = set()  # unique titles put into play for this player (Rules Reference "Unique Cards")
        n = sum(1 for u, i in f["gone"][str(q)] if not (in_play(st.cards[u]) and st.cards[u].instance == i))
        deck = st.players[q].dynasty_deck  # the top card is the last
        revealed, chars = [], []
        for u in reversed(deck):
            if len(chars) >= n:
                break
            revealed.append(u)
            if FACTS[st.cards[u].cid].type == "character":
                chars.append(u)
        if revealed:
            g.log(f"{says(st.players[q].name, 'reveals')} {joined([FACTS[st.cards[u].cid].name for u in revealed])}.")
        for u in chars:
            f_ = FACTS[st.cards[u].cid]
            if not can_put_into_play(g, q, u) or (f_.unique and f_.name in titles):
                continue
            if f_.unique:
                titles.add(f_.name)
            evs.append(ev("enter_play", card=u, player=q, host=-1, into_conflict=False, played=False))
    g.push({"step": "lcg.shuffle_dynasty_decks"})
    if evs:
        do(g, evs)


@STEPS("lcg.shuffle_dynasty_decks")
def _shuffle_dynasty_decks(g: Game, f: dict) -> None:
    g.pop()
    st = g.state
    for q in player_order(st):
        g.shuffle(st.players[q].dynasty_deck)
        g.log(f"{says(st.players[q].name, 'shuffles')} {their(st.players[q].name)} dynasty deck.")


@APPLIERS("reveal_dynasty_card")
def _reveal_dynasty_card(g, f, e):
    if not reveal_dynasty_card(g, e["card"]):
        e["cancelled"] = True


# ------------------------------------------------------------------ the top card, as if in hand
@dataclass(frozen=True)
class RevealTopForPlay:
    """"Reveal the top card of your conflict deck [until ``until`` ends]; while it remains
    revealed, you may play it as if it were in your hand": a lasting effect
    ``play_as_if_in_hand`` on that card, while it stays the top card of the deck (ruling on
    Artisan Academy: once moved away it can no longer be played)."""

    until: str = "phase"

    def describe(self) -> str:
        return (f"reveal the top card of your conflict deck; {until_words(self.until)} you may play it as if "
                "it were in your hand, while it stays on top")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(g.state.players[ctx["player"]].conflict_deck)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        deck = st.players[p].conflict_deck
        if deck:
            top = st.cards[deck[-1]]
            g.log(f"{says(st.players[p].name, 'reveals')} {FACTS[top.cid].name} from the top of "
                  f"{their(st.players[p].name)} conflict deck.")
            st.lasting.append({"type": "play_as_if_in_hand", "player": p, "until": self.until,
                               "targets": [[top.uid, top.instance]], "source": ctx["card"]})
        return []


def revealed_top_cards(g: "Game", p: int) -> list[int]:
    """Cards ``p`` may play as if in hand through ``play_as_if_in_hand`` effects
    (:class:`RevealTopForPlay`, :class:`PlayOrDiscardTop`): the same instance, still the top
    card of its owner's conflict deck; with a ``zone`` other than a deck (:class:`PlayAsIfInHand`:
    a card in a discard pile), the same instance still in that zone."""
    st = g.state
    if not st.lasting:
        return []
    out = []
    for e in st.lasting:
        if e["type"] == "play_as_if_in_hand" and e["player"] == p:
            u, inst = e["targets"][0]
            c = st.cards[u]
            if c.instance != inst:  # it left that zone since (a new instance), even if it came back
                continue
            zone = e.get("zone", CONFLICT_DECK)
            if zone != CONFLICT_DECK:
                if c.zone == zone:
                    out.append(u)
                continue
            deck = st.players[c.owner].conflict_deck
            if c.zone == CONFLICT_DECK and deck and deck[-1] == u:
                out.append(u)
    return out


@dataclass(frozen=True)
class PlayOrDiscardTop:
    """"Look at the top card of an opponent's conflict deck -- either immediately play that
    card as if it were in your hand or discard it": the ability's controller alone sees it and
    chooses at once (Rules Reference "Play Restrictions and Permissions": played as if in hand,
    every rule of playing it applies -- its cost, its play restrictions, its timing; "Control
    and Ownership": you control the card you play, which goes to its owner's discard pile when
    it leaves play), or puts it in its owner's conflict discard pile (the only choice when it
    cannot be played now). A ``play_as_if_in_hand`` effect gives the permission for that choice
    only (the ``lcg.play_or_discard`` step of :mod:`l5r.lcg.play`).

    >>> PlayOrDiscardTop().describe()
    "look at the top card of your opponent's conflict deck: play it at once as if it were in your hand, or discard it"
    """

    def describe(self) -> str:
        return ("look at the top card of your opponent's conflict deck: play it at once as if it were in your hand, "
                "or discard it")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        return bool(st.players[opponent(st, ctx["player"])].conflict_deck)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        q = opponent(st, p)
        deck = st.players[q].conflict_deck
        if not deck:
            return []
        top = st.cards[deck[-1]]
        g.log(f"{says(st.players[p].name, 'looks')} at the top card of {possessive(st.players[q].name, start=False)} "
              "conflict deck.")
        st.lasting.append({"type": "play_as_if_in_hand", "player": p, "until": "conflict",
                           "targets": [[top.uid, top.instance]], "source": ctx["card"]})
        g.push({"step": "lcg.play_or_discard", "player": p, "card": top.uid, "instance": top.instance})
        return []


@dataclass(frozen=True)
class PlayAsIfInHand:
    """"Play <the target> (a card out of play: a discard pile) as if it were in your hand", at
    once, as the effect resolves (Rules Reference "Play Restrictions and Permissions": every rule
    of playing it applies -- cost, play restrictions, timing; "Control and Ownership"). The
    target is chosen among the cards that could be played so (the card test
    :func:`l5r.lcg.cards.conditions.playable_as_if_in_hand`). ``after``: where an event played so
    goes once it has resolved -- ``removed`` ("remove that event from the game"),
    ``deck_bottom`` ("put it on the bottom of your conflict deck instead of into your discard
    pile"), or its discard pile as usual (the step ``lcg.play_as_if_in_hand`` of
    :mod:`l5r.lcg.play`).

    >>> PlayAsIfInHand(after="removed").describe()
    'play it as if it were in your hand; if it is an event, remove it from the game afterwards'
    """

    after: str = ""

    def describe(self) -> str:
        then = {"removed": "; if it is an event, remove it from the game afterwards",
                "deck_bottom": "; if it is an event, put it on the bottom of your conflict deck afterwards, instead of "
                               "into your discard pile"}.get(self.after, "")
        return f"play it as if it were in your hand{then}"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(ctx.get("targets"))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        for u in ctx.get("targets", [])[:1]:
            c = st.cards[u]
            st.lasting.append({"type": "play_as_if_in_hand", "player": p, "until": "phase",
                               "targets": [[u, c.instance]], "zone": c.zone, "source": ctx["card"]})
            g.push({"step": "lcg.play_as_if_in_hand", "player": p, "card": u, "instance": c.instance,
                    "zone": c.zone, "after": self.after})
        return []


def look_at_dynasty_top(g: "Game", p: int, n: int) -> list[int]:
    """``p`` looks at the top ``n`` cards of their dynasty deck (Rules Reference "Look at": only
    that player sees them; they stay in the deck): those cards, the top one first."""
    pl = g.state.players[p]
    looked = list(reversed(pl.dynasty_deck[-n:])) if n > 0 else []
    if looked:
        g.log(f"{says(pl.name, 'looks')} at the top {len(looked)} cards of {their(pl.name)} dynasty deck.")
    return looked


def adjacent_slots(slot: int) -> list[int]:
    """The province slots adjacent to ``slot`` (Rules Reference "Provinces": the non-stronghold
    provinces are in a row, each adjacent to those immediately left and right of it; the
    stronghold province is adjacent to none).

    >>> adjacent_slots(0), adjacent_slots(2), adjacent_slots(STRONGHOLD_SLOT)
    ([1], [1, 3], [])
    """
    if slot < 0 or slot >= STRONGHOLD_SLOT:
        return []
    return [s for s in (slot - 1, slot + 1) if 0 <= s < STRONGHOLD_SLOT]


def adjacent_cards(g: "Game", p: int) -> list[int]:
    """Cards ``p`` may play as if in hand through ``play_adjacent_as_if_in_hand`` effects (Hidden
    Moon Dojo: the faceup cards in the provinces adjacent to the source holding's). Not in the
    dynasty phase, when those cards are played from their provinces anyway (and characters cannot
    be played from hand)."""
    st = g.state
    if st.phase == "dynasty":
        return []
    out: list[int] = []
    for e in effects_of(st, "play_adjacent_as_if_in_hand"):
        if e["player"] != p:
            continue
        src = st.cards[e["source"]]
        if src.zone != IN_PROVINCE:
            continue
        for s in adjacent_slots(src.slot):
            out.extend(u for u in st.players[src.owner].province_cards[s]
                       if not st.cards[u].facedown and u not in out)
    return out


def entered_from_key(zone: str, uid: int, instance: int) -> str:
    """The record (in the phase's ``uses`` table) that card ``uid``, as instance ``instance``,
    entered play from a player's ``zone`` this phase ("a character that has entered play from a
    player's hand this phase": Rules Reference "Enters Play")."""
    return f"entered_from:{zone}:{uid}:{instance}"


def _note_entered(g: "Game", e: dict) -> list[dict]:
    """Record where a card that entered play came from (the ``enter_play`` applier notes its
    zone before it moved: ``from_zone``)."""
    st = g.state
    c = st.cards[e["card"]]
    if e.get("from_zone") and not e.get("cancelled"):
        st.uses.setdefault("phase", {})[entered_from_key(e["from_zone"], c.uid, c.instance)] = 1
    return []


def can_play_from_province(g: "Game", p: int, uid: int) -> bool:
    """Could ``p`` play character ``uid`` now from its faceup place in one of their provinces
    (affordable, the unique and Limited rules, its play restrictions: the checks of the
    dynasty phase's options, :func:`l5r.lcg.play.play_options`)? For "play this character
    from your province" (Sneaky Shinjo)."""
    st = g.state
    c = st.cards[uid]
    f = FACTS[c.cid]
    if c.zone != IN_PROVINCE or c.facedown or c.owner != p or f.type != "character" or f.cost is None \
            or player_cannot(g, "play_character", p):
        return False
    return affordable(g, p, uid, cost_of(g, uid, p)) and can_enter_unique(g, p, uid) and limited_ok(g, p, uid) \
        and play_allowed(g, p, uid)


def play_frame(p: int, uid: int) -> dict:
    """The frame in which ``p`` plays card ``uid`` (the step ``lcg.play`` of
    :mod:`l5r.lcg.play`: where, paying, additional fate, entering play, refilling its
    province)."""
    return {"step": "lcg.play", "player": p, "card": uid, "stage": "choose"}


@dataclass(frozen=True)
class DiscardAndRefillFaceup:
    """"Discard that card (a card in a province) and refill the province faceup" (Rules
    Reference "Refill a Province": refilled faceup, the new card is placed faceup): the
    ``leaves_play`` event with ``refill_faceup``."""

    def describe(self) -> str:
        return "discard it and refill its province faceup"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        return [ev("leaves_play", card=u, reason="discarded", refill_faceup=True, instance=st.cards[u].instance)
                for u in ctx.get("targets", []) if st.cards[u].zone == IN_PROVINCE]


@dataclass(frozen=True)
class PlayThisFromProvince:
    """"Play this character from your province": it is played as from the dynasty phase's
    options -- its cost paid, additional fate placed, its province refilled (Rules Reference
    "Play and Put into Play", "Character Cards"; :func:`l5r.lcg.play.can_play_from_province`)."""

    def describe(self) -> str:
        return "play this character from your province"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return can_play_from_province(g, ctx["player"], ctx["card"])

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        if can_play_from_province(g, ctx["player"], ctx["card"]):
            g.push(play_frame(ctx["player"], ctx["card"]))
        return []


@dataclass(frozen=True)
class SwitchWithProvinceCard:
    """"Switch that card with a card in another of your provinces" (the target: a card in one
    of your provinces): the other card is chosen as the effect resolves; the two exchange
    provinces, each as it was, faceup or facedown (the ``switch_province_cards`` game action).
    Rules Reference "Switch": there must be a card on each side -- with no card in your other
    provinces it cannot change the game state."""

    def describe(self) -> str:
        return "switch it with a card in another of your provinces"

    def _others(self, g: "Game", ctx: dict, u: int) -> list[int]:
        st = g.state
        c = st.cards[u]
        if c.zone != IN_PROVINCE:
            return []
        return [x for s, slot in enumerate(st.players[c.owner].province_cards) if s != c.slot for x in slot]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return any(self._others(g, ctx, u) for u in ctx.get("targets", []))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        for u in ctx.get("targets", []):
            others = self._others(g, ctx, u)
            if others:
                label = CardIn(zones=(PROVINCES,), card_type=None, facedown=None).label
                g.push(choice_frame(ctx["player"], [[x, label(g, x)] for x in others], "events",
                                    prompt=f"Switch {label(g, u)} with which card?", context="switch_card",
                                    events={str(x): [ev("switch_province_cards", card=u, other=x)] for x in others}))
        return []


@APPLIERS("switch_province_cards")
def _switch_province_cards(g, f, e):
    """Rules Reference "Switch": both cards must still be in provinces of one player; each
    takes the other's place, keeping its faceup/facedown state (neither leaves play)."""
    st = g.state
    a, b = st.cards[e["card"]], st.cards[e["other"]]
    if a.zone != IN_PROVINCE or b.zone != IN_PROVINCE or a.owner != b.owner or a.slot == b.slot:
        e["cancelled"] = True
        return
    pl = st.players[a.owner]
    la, lb = pl.province_cards[a.slot], pl.province_cards[b.slot]
    la[la.index(a.uid)] = b.uid
    lb[lb.index(b.uid)] = a.uid
    a.slot, b.slot = b.slot, a.slot
    what = "A facedown card" if a.facedown else FACTS[a.cid].name
    g.log(f"{what} moves to province {a.slot + 1}; the card there moves to province {b.slot + 1}.")


@dataclass(frozen=True)
class SwitchWithTopOfDeck:
    """"Look at the top ``top`` cards of your dynasty deck. You may choose a <``test``> card among
    them and switch it with this card (faceup). Put the cards back on top in any order": this
    card (in a province) and the chosen one exchange places -- the chosen card enters the
    province faceup, this card goes among the looked-at cards (Rules Reference "Switch"; "Look
    at": only its controller sees them); then the controller orders those cards on top of the
    deck (:class:`l5r.lcg.vocab_cards.LookAndReorder`'s step).

    >>> SwitchWithTopOfDeck().describe()
    'look at the top 4 cards of your dynasty deck; you may switch one of them with this card (faceup), then put them back in any order'
    """

    top: int = 4
    test: Callable | None = None

    def describe(self) -> str | None:
        t = "" if self.test is None else said(self.test)
        if t is None:
            return None
        what = f"{'an' if t[:1].lower() in 'aeiou' else 'a'} {t} among them" if t else "one of them"
        return (f"look at the top {self.top} cards of your dynasty deck; you may switch {what} with this card "
                "(faceup), then put them back in any order")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(g.state.players[ctx["player"]].dynasty_deck)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        looked = look_at_dynasty_top(g, p, self.top)
        if not looked:
            return []
        here = st.cards[ctx["card"]].zone == IN_PROVINCE
        cands = [u for u in looked if here and (self.test is None or self.test(g, ctx, st.cards[u]))]
        g.push(choice_frame(p, [[u, FACTS[st.cards[u].cid].name] for u in cands], "lcg.switch_with_deck", count=1,
                            up_to=True, ask_always=True, prompt="You may choose a card to switch with this one",
                            holding=ctx["card"], looked=looked))
        return []


@FOLLOW_UPS("lcg.switch_with_deck")
def _switch_with_deck(g: "Game", f: dict, picked: list[str]) -> None:
    st = g.state
    p = f["player"]
    looked = list(f["looked"])
    h = st.cards[f["holding"]]
    if picked and h.zone == IN_PROVINCE:
        c = st.cards[int(picked[0])]
        if c.zone == DYNASTY_DECK:
            slot = h.slot
            place(st, c, IN_PROVINCE, slot=slot)  # faceup
            place(st, h, DYNASTY_DECK)  # on top, among the looked-at cards
            looked = [h.uid if u == c.uid else u for u in looked]
            g.log(f"{says(st.players[p].name, 'switches')} {FACTS[h.cid].name} with {FACTS[c.cid].name} "
                  f"(province {slot + 1}).")
    if len(looked) > 1:
        g.push({"step": "cards.reorder", "player": p, "card": h.uid, "zone": DYNASTY_DECK, "looked": looked,
                "order": []})


@dataclass(frozen=True)
class DiscardedWhile:
    """A constant ability "If <condition>, discard this card" (Writ of Authority): while its
    card is in play, not blank, and ``condition`` holds for its controller, it is discarded
    (the state check :func:`discarded_while`, after every event frame and resolved ability;
    Rules Reference "Constant Abilities": nothing can interrupt it, so the event is
    ``unpreventable``; a card that cannot be discarded stays)."""

    condition: Callable
    kind: str = "persistent"
    type: str = "discarded_while"

    def describe(self) -> str | None:
        cond = said(self.condition)
        return f"{cond[0].upper()}{cond[1:]}, discard this card." if cond else None

    def produce(self, g: "Game", ctx: dict) -> list[dict]:
        return []  # no effect on other cards: the state check discards it


def discarded_while(g: "Game") -> list[dict]:
    """The cards in play whose :class:`DiscardedWhile` condition holds: each is discarded."""
    st = g.state
    uids = st.config.get("persistent_types", {}).get("discarded_while")
    if not uids:
        return []
    out = []
    for u in uids:
        c = st.cards[u]
        if c.zone not in ("play", "attached"):
            continue
        with frozen(st):
            if is_blank(st, c) or cannot(g, "discard", c):
                continue
            ctx = {"player": c.controller, "card": u}
            if any(ab.condition(g, ctx) for ab in g.rules.cards[c.cid].persistent if ab.type == "discarded_while"):
                out.append(ev("leaves_play", card=u, reason="discarded (its own constant ability)",
                              unpreventable=True, instance=c.instance))
    return out


def _note_played(g: "Game", e: dict) -> list[dict]:
    """During a conflict, count the cards each player plays in it (``uses["conflict"]``,
    which a new conflict empties), and those of each Trait the card has as it is played:
    :func:`played_this_conflict`."""
    st = g.state
    if st.conflict is not None:
        used = st.uses["conflict"]
        key = f"played:{e['player']}"
        used[key] = used.get(key, 0) + 1
        c = st.cards[e["card"]]
        gained = {x["keyword"] for x in effects_of(st, "gain_trait")}
        for t in sorted(set(FACTS[c.cid].traits) | gained):
            if has_trait(st, c, t):
                used[f"{key}:{t}"] = used.get(f"{key}:{t}", 0) + 1
    return []


def played_this_conflict(g: "Game", p: int, trait: str = "") -> int:
    """How many cards ``p`` has played during the current conflict (Rules Reference "Play and
    Put into Play": played cards only, events included); with ``trait``, those that had that
    Trait as they were played ("<Trait> cards": Rules Reference "Traits")."""
    if g.state.conflict is None:
        return 0
    return g.state.uses["conflict"].get(f"played:{p}" + (f":{trait}" if trait else ""), 0)


# ------------------------------------------------------------------ "discarded if its skill is 0"
#: the type of the lasting effect "<it> is discarded if its <stat> skill is 0 (until <until>)"
DISCARD_AT_ZERO = "discard_at_zero"


def discarded_at_zero(stat: str, until: str = "conflict") -> Lasting:
    """"Until <until>, the chosen character is discarded if its ``stat`` skill is 0": a lasting
    effect (Rules Reference "Lasting Effects") that :func:`discard_at_zero` checks after each
    event frame and resolved ability, again when a replacement effect kept the character in
    play (the Bayushi Shoju rulings).

    >>> dict(discarded_at_zero("military").fields)
    {'type': 'discard_at_zero', 'stat': 'military'}
    """
    return Lasting((("type", DISCARD_AT_ZERO), ("stat", stat)), until=until)


def _leaving(st, uid: int) -> bool:
    """Is an event making ``uid`` leave play already under way?"""
    for fr in st.stack:
        if fr.get("step") == "events":
            for e in fr["events"]:
                if e["name"] == "leaves_play" and e.get("card") == uid and not e.get("cancelled"):
                    return True
    return False


def discard_at_zero(g: "Game") -> list[dict]:
    """State check of the lasting effects :data:`DISCARD_AT_ZERO`: each affected character in
    play whose skill is 0 is discarded."""
    st = g.state
    marks = [e for e in st.lasting if e["type"] == DISCARD_AT_ZERO]
    if not marks:
        return []
    out = []
    for m in marks:
        for u, inst in m["targets"]:
            c = st.cards[u]
            if c.zone != PLAY or c.instance != inst or _leaving(st, u):
                continue
            if skill(st, c, m["stat"]) == 0:
                out.append(ev("leaves_play", card=u, reason="discarded", instance=inst))
    return out


#: what this module adds to the rules: the shuffle after a card is shuffled into its deck, the
#: revealed top cards and adjacent province cards playable as if in hand, the record of where a card
#: entered play from, the count of cards played in a conflict, the cards that discard themselves
#: while a condition holds, and "discarded if its skill is 0" (after Obstinate Recruit's: lion)
HOOKS = (after("leaves_play", _shuffle_deck), as_if_in_hand(revealed_top_cards), as_if_in_hand(adjacent_cards),
         after("enter_play", _note_entered, order=RECORDS), after("card_played", _note_played, order=RECORDS),
         state_check(discarded_while), state_check(discard_at_zero, order=1))


# ------------------------------------------------------------------ digging into the dynasty deck
@dataclass(frozen=True)
class DigIntoProvince:
    """"Discard cards from your dynasty deck until you discard a <trait> card. Then, discard a
    card in a non-stronghold province you control and put the discarded <trait> card into
    that province, faceup." An empty deck is run out as usual (Rules Reference "Dynasty Deck":
    lose 5 honor, shuffle the discard pile in), until a <trait> card is found or the game ends."""

    trait: str

    def describe(self) -> str:
        t = self.trait.capitalize()
        a = "an" if t[:1] in "AEIOU" else "a"
        return (f"discard cards from your dynasty deck until you discard {a} {t} card; then it replaces a card in "
                "one of your non-stronghold provinces, faceup")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        pl = g.state.players[ctx["player"]]
        return bool(pl.dynasty_deck or pl.dynasty_discard)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        pl = st.players[p]
        found = -1
        while found < 0 and st.winner is None:
            if not pl.dynasty_deck and not run_out(g, p, DYNASTY_DECK, DYNASTY_DISCARD):
                break
            c = st.cards[pl.dynasty_deck[-1]]
            place(st, c, DYNASTY_DISCARD)
            g.log(f"{says(pl.name, 'discards')} {FACTS[c.cid].name} from {their(pl.name)} dynasty deck.")
            if self.trait in FACTS[c.cid].traits:
                found = c.uid
        if found >= 0 and st.winner is None:
            g.push({"step": "play.dig_into_province", "player": p, "card": ctx["card"], "found": found,
                    "instance": st.cards[found].instance})
        return []


@STEPS("play.dig_into_province")
def _dig_into_province(g: "Game", f: dict) -> None:
    """Choose the province (then, with several cards there, the card to discard)."""
    st = g.state
    p = f["player"]
    pl = st.players[p]
    ans = take_answer(f)
    if ans is not None:
        key = "slot" if "slot" not in f else "discard"
        f[key] = int(ans)
    if "slot" not in f:
        opts = [Option(str(s), f"province {s + 1}") for s in range(len(pl.provinces)) if s != STRONGHOLD_SLOT]
        g.ask(Decision(p, "choose_one", "Put it into which province?", opts, context="province"))
        return
    there = pl.province_cards[f["slot"]]
    if "discard" not in f and len(there) > 1:
        g.ask(Decision(p, "choose_one", "Discard which card there?",
                       [Option(str(u), "a facedown card" if st.cards[u].facedown else FACTS[st.cards[u].cid].name)
                        for u in there], context="discard"))
        return
    g.pop()
    gone = f.get("discard", there[0] if there else -1)
    if gone >= 0:
        place(st, st.cards[gone], DYNASTY_DISCARD)
        g.log(f"{says(pl.name, 'discards')} {FACTS[st.cards[gone].cid].name} from province {f['slot'] + 1}.")
    c = st.cards[f["found"]]
    if c.zone == DYNASTY_DISCARD and c.instance == f["instance"]:
        place(st, c, IN_PROVINCE, slot=f["slot"], facedown=False)
        g.log(f"{FACTS[c.cid].name} is put into province {f['slot'] + 1}, faceup.")


@dataclass(frozen=True)
class LookAndReplaceProvinceCard:
    """"Look at the top ``count`` cards of your dynasty deck. Discard a card from a province you
    control, and put one of the looked at cards into that province faceup. Shuffle." The
    player alone sees the cards (Rules Reference "Look at"); the province is one of theirs that
    holds a card (there must be one to discard); with no such province nothing is placed, and
    the deck is shuffled all the same. The looked-at cards stay in the deck until one is placed
    ("Dynasty Deck"; "Refill a Province" is not used: the card is put there directly)."""

    count: int = 3

    def describe(self) -> str:
        return (f"look at the top {self.count} cards of your dynasty deck; one of them replaces a card in one of "
                "your provinces, faceup (that card is discarded); then shuffle")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(g.state.players[ctx["player"]].dynasty_deck)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        p = ctx["player"]
        looked = look_at_dynasty_top(g, p, self.count)
        g.push({"step": "play.look_and_replace", "player": p, "looked": looked})
        return []


@STEPS("play.look_and_replace")
def _look_and_replace(g: "Game", f: dict) -> None:
    """Choose the province (one of yours with a card), the card discarded there (with several),
    then the looked-at card put there faceup; shuffle."""
    st = g.state
    p = f["player"]
    pl = st.players[p]
    ans = take_answer(f)
    if ans is not None:
        key = "slot" if "slot" not in f else "discard" if "discard" not in f else "placed"
        f[key] = int(ans)
    if "slot" not in f:
        slots = [s for s, there in enumerate(pl.province_cards) if there]
        looked = [u for u in f["looked"] if u in pl.dynasty_deck]
        if slots and looked:
            g.ask(Decision(p, "choose_one", "Discard a card from which province?",
                           [Option(str(s), f"province {s + 1}") for s in slots], context="province"))
            return
        f["slot"] = -1
    if f["slot"] >= 0:
        there = pl.province_cards[f["slot"]]
        if "discard" not in f:
            if len(there) > 1:
                g.ask(Decision(p, "choose_one", "Discard which card there?",
                               [Option(str(u), "a facedown card" if st.cards[u].facedown
                                       else FACTS[st.cards[u].cid].name) for u in there], context="discard"))
                return
            f["discard"] = there[0]
        if "placed" not in f:
            looked = [u for u in f["looked"] if u in pl.dynasty_deck]
            g.ask(Decision(p, "choose_one", "Put which card into that province, faceup?",
                           [Option(str(u), FACTS[st.cards[u].cid].name) for u in looked], context="look"))
            return
    g.pop()
    if f["slot"] >= 0:
        gone = st.cards[f["discard"]]
        place(st, gone, DYNASTY_DISCARD)
        g.log(f"{says(pl.name, 'discards')} {FACTS[gone.cid].name} from province {f['slot'] + 1}.")
        c = st.cards[f["placed"]]
        place(st, c, IN_PROVINCE, slot=f["slot"], facedown=False)
        g.log(f"{FACTS[c.cid].name} is put into province {f['slot'] + 1}, faceup.")
    g.shuffle(pl.dynasty_deck)
    g.log(f"{says(pl.name, 'shuffles')} {their(pl.name)} dynasty deck.")


@dataclass(frozen=True)
class DiscardLaterUnless:
    """A delayed effect (Rules Reference "Delayed Effects"): "at the end of the <when: the
    conflict>, if you do not control a <trait> character, discard this character". Whether
    you control one is seen when it resolves; a new instance of the card is not discarded."""

    trait: str
    when: str = "conflict_ended"

    def describe(self) -> str:
        at = {"conflict_ended": "the conflict", "phase_end": "the phase"}.get(self.when, self.when)
        return f"at the end of {at}, if you do not control a {self.trait.capitalize()} character, discard this card"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        c = g.state.cards[ctx["card"]]
        if c.zone == "play":
            add_delayed(g, self.when, [ev("discard_unless_trait", card=c.uid, instance=c.instance,
                                          player=ctx["player"], trait=self.trait)], source=c.uid)
        return []


@APPLIERS("discard_unless_trait")
def _discard_unless_trait(g, f, e):
    st = g.state
    c = st.cards[e["card"]]
    if c.zone != "play" or c.instance != e["instance"] or \
            any(has_trait(st, st.cards[u], e["trait"]) for u in st.players[e["player"]].play):
        e["cancelled"] = True
        return
    do(g, [ev("leaves_play", card=c.uid, reason="discarded")])


@dataclass(frozen=True)
class ReturnToDeck:
    """"Return that character to the top (``bottom``: the bottom) of its owner's deck": each
    target still in play leaves play to its owner's deck (Rules Reference "Leaves Play",
    "Control and Ownership": out-of-play zones are the owner's)."""

    bottom: bool = False

    def describe(self) -> str:
        return f"return it to the {'bottom' if self.bottom else 'top'} of its owner's deck"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        where = "bottom" if self.bottom else "top"
        return [return_to_deck(g, u, bottom=self.bottom, reason=f"returned to the {where} of its deck")
                for u in ctx.get("targets", []) if g.state.cards[u].zone == "play"]
