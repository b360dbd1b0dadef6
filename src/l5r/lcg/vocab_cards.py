"""Vocabulary for cards in hands and decks, and for choices made while an
effect resolves (Rules Reference "Search", "Select", "Choose", "Cost",
"Leaves Play", "Control and Ownership", "Discard Piles").

Effects (objects with ``could_change(g, ctx)`` and ``events(g, ctx)``, as in
:mod:`l5r.lcg.vocab`):

* :class:`ReturnToHand` -- "return <card> to (its owner's) hand": the
  ``leaves_play`` event with ``to="hand"`` (an out-of-play zone is always
  its owner's: a card controlled by another player goes to its owner's hand).
* :class:`DiscardAtRandom` -- "<player> discards N cards at random from hand".
* :class:`DiscardChosen` -- "<player> chooses and discards N cards from hand"
  (chosen while the effect resolves).
* :class:`RevealHandAndDiscard` -- "<player> reveals their hand; <the other> chooses and
  discards a card from it".
* :class:`LookAtHand` -- "look at an opponent's hand" (a secret decision shows it).
* :class:`RevealTop` -- "reveal the top N cards of your deck, add each <kind> card to your
  hand and discard the rest".
* :class:`SearchDeck` -- "search the top N cards of your <deck> for a card
  [with ...] and add it to your hand; shuffle" (finding nothing is allowed).
* :class:`LookAndReorder` -- "look at the top N cards of your <deck>; put them back in any order".
* :class:`LoseHonorUpTo`, :class:`FatePerHonorPaid` -- "lose up to N honor -- for each honor you
  lost by this ability, put 1 fate on this character" (a chosen cost, then the effect).
* :class:`MatchDial` -- "set your opponent's honor dial to be equal to yours".
* :class:`ShuffleHandAndDiscardIntoDeck` -- "each player shuffles their hand and conflict discard
  pile into their conflict deck"; :class:`RemoveFromGame` -- "remove this card from the game".
* :class:`LookAndTake` -- "look at the top N cards of your <deck>; put M of them into your hand and
  the others on the bottom of that deck".
* :class:`NameCardType`, :class:`RevealTopCost`, :class:`TakeRevealed` -- "name a card type.
  Reveal the top N cards of your conflict deck -- add up to M revealed cards of that type to your
  hand and discard the rest" (costs, then the effect).
* :class:`MayResolveAgain` -- "<effects>. You may <pay> to resolve this ability twice" (Banzai!,
  A Legion of One).
* :class:`OpponentMayResolveThis` -- "if you do, your opponent may resolve this ability" (the
  players take turns resolving it until one declines or cannot).
* :class:`SelectNow` -- "select one -- ..." after the dash: the controller
  selects, while the effect resolves, among the options that could change
  the game state ("Select"); :class:`OpponentSelects` -- "your opponent
  (must) select one -- ...". Inside their options ``who="chooser"`` names
  the selecting player. (A "select one" made with the targets, before the
  effects initiate, is the ``select`` of an ability: :func:`open_options`
  gives both the options that can be selected.)
* :class:`ChooseAndApply` -- "<player> chooses and <action>s a character
  they control": a choice made while the effect resolves, i.e. after the
  cancel window (not a target chosen in step 5).
* :class:`OpponentDiscards` -- "your opponent chooses a [attacking] character they control
  and discards it" (chosen while the effect resolves).

Costs paid with a chosen card (the ``choose(g, f, i)`` protocol of
:func:`l5r.lcg.resolution.resolve_ability`; the payment is an event, so
interrupts such as "would be dishonored" see it):

* :class:`DishonorCost` -- "dishonor a (friendly) [<Trait>] character".
* :class:`DiscardCardCost` -- "(choose and) discard a card from your hand".
* :class:`BowCost` -- "bow a (friendly) [participating] [<Trait>] character".
* :class:`ChosenCost` -- their base: ``candidates(g, p, uid)`` and ``event(uid)``.

``who`` in these classes is "player" (the ability's controller),
"opponent", or "chooser" (the player selecting in :class:`OpponentSelects`).
Choices made while an effect resolves all use one frame, ``lcg.choose``
(:func:`choice_frame`): a player picks among options given as data, then a
follow-up named by ``then`` runs (a ``follow_up`` hook of the rule set:
:data:`FOLLOW_UPS` here, or a card's own). Helpers:
:func:`choose_frame` (cards: to hand, or a game action on each),
:func:`pick_one` (one of several outcomes, each a list of events); the
follow-up ``select`` resolves the selected option of a declared
:class:`SelectNow` (found again with :func:`effect_path` / :func:`effect_at`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.names import possessive, says, their
from ..engine.tables import Handlers
from .actions import do, ev, shared_reactions
from .formats import bid_top
from .model import (
    FACTS,
    bid_value,
    cannot,
    has_trait,
    name,
    opponent,
    opponents,
    participating,
    place,
    player_cannot,
)
from .state import CONFLICT_DECK, CONFLICT_DISCARD, DYNASTY_DECK, DYNASTY_DISCARD, HAND, PLAY, REMOVED
from .vocab import Effect, can_affect, describe_effect, immune, not_targetable
from .words import joined, said, subject, until

if TYPE_CHECKING:
    from ..engine.game import Game

__all__ = [
    "ReturnToHand", "DiscardAtRandom", "DiscardChosen", "SearchDeck", "SelectNow", "OpponentSelects",
    "ChooseAndApply", "ChosenCost", "LookAtHand", "RevealTop", "RevealHandAndDiscard", "DishonorCost", "BowCost",
    "YouMay", "DiscardTopCost", "GetsCostOfPaid", "DiscardCardCost", "who_is", "choose_frame",
    "choice_frame", "pick_one", "open_options", "effect_path", "effect_at",
]

STEPS = Handlers("step")
#: follow-ups of a choice (``then`` of a ``lcg.choose`` frame):
#: name -> fn(game, frame, picked), ``picked`` the chosen option ids
FOLLOW_UPS = Handlers("follow_up")


def who_is(g: "Game", ctx: dict, who: str) -> int:
    """The player named by ``who`` for the ability resolving in ``ctx``."""
    p = ctx["player"]
    if who == "player":
        return p
    if who == "opponent":
        return opponent(g.state, p)
    if who == "chooser":
        return ctx.get("chooser", p)
    if who == "triggering":  # the player of the triggering event ("the player who initiated that ability")
        return ctx["trigger"]["data"]["player"]
    if who == "attacker":  # the attacking player of the conflict (Rules Reference "Attacker")
        cf = g.state.conflict
        return cf.attacker if cf is not None else opponent(g.state, p)
    raise ValueError(who)


def _label(g: "Game", uid: int) -> str:
    return FACTS[g.state.cards[uid].cid].name


# ------------------------------------------------------------------ the shared choice step
def choice_frame(player: int, options: list, then: str, *, count: int = 1, up_to: bool = False,
                 many: bool = False, ask_always: bool = False, prompt: str = "",
                 context: str = "effect_choice", **data) -> dict:
    """A ``lcg.choose`` frame: ``player`` picks ``count`` (``up_to``: zero to
    ``count``) of ``options`` ``[[id, label], ...]`` while an effect resolves,
    then the follow-up ``then`` (see :data:`FOLLOW_UPS`) runs with the picked ids
    and the frame (``data`` holds what it needs).

    The one step behind every "choose ... while resolving" of the LCG: cards
    (:func:`choose_frame`), one of several outcomes (``then="events"``, the
    events of each option in ``data["events"]``), or any card's own
    follow-up. The decision is ``choose_one`` for one forced pick and
    ``choose_many`` otherwise (``many`` forces ``choose_many``). When the
    options leave no choice (none, or exactly as many as must be picked) the
    pick is made without asking, unless ``ask_always``.

    Built-in follow-ups: ``events`` (resolve the picked options' events
    together; ``reactions_in`` passed on to :func:`l5r.lcg.actions.do`),
    ``action`` (the game action ``data["action"]`` on each picked card, with
    the event fields ``data["fields"]``) and ``to_hand`` (a search: the picked
    cards go to hand; ``deck``, ``shuffle``, ``reveal``)."""
    f = {"step": "lcg.choose", "player": player, "prompt": prompt or "Choose", "context": context,
         "options": [[str(i), label] for i, label in options],  # plain lists: state is JSON data
         "then": then, "count": count, "up_to": up_to, "many": many, "ask_always": ask_always}
    f.update(data)
    return f


@STEPS("lcg.choose")
def _choose(g: "Game", f: dict) -> None:
    ans = take_answer(f)
    if ans is not None:
        g.pop()
        g.rules.follow_ups[f["then"]](g, f, [str(x) for x in ans] if isinstance(ans, list) else [str(ans)])
        return
    opts = [Option(i, label) for i, label in f["options"]]
    n = min(f["count"], len(opts))
    if not opts or not (f["ask_always"] or g.ask_alone) and n == len(opts) and not f["up_to"]:  # nothing to choose
        g.pop()
        g.rules.follow_ups[f["then"]](g, f, [o.id for o in opts])
        return
    if n == 1 and not f["up_to"] and not f["many"]:
        g.ask(Decision(f["player"], "choose_one", f["prompt"], opts, context=f["context"]))
    else:
        g.ask(Decision(f["player"], "choose_many", f["prompt"], opts, min=0 if f["up_to"] else n, max=n,
                       context=f["context"]))


@FOLLOW_UPS("events")
def _chosen_events(g: "Game", f: dict, picked: list[str]) -> None:
    evs = [dict(e) for i in picked for e in f["events"][i]]
    if evs:
        do(g, evs, **shared_reactions(f))


@FOLLOW_UPS("action")
def _chosen_action(g: "Game", f: dict, picked: list[str]) -> None:
    if picked:
        do(g, [ev(f["action"], card=int(u), **f.get("fields", {})) for u in picked])


@FOLLOW_UPS("to_hand")
def _chosen_to_hand(g: "Game", f: dict, picked: list[str]) -> None:
    st = g.state
    p = f["player"]
    cards = [int(u) for u in picked]
    for u in cards:
        place(st, st.cards[u], HAND)
    found = f"{len(cards)} card(s)" if not f.get("reveal") else \
        ", ".join(_label(g, u) for u in cards) or "nothing"
    g.log(f"{says(st.players[p].name, 'adds')} {found if cards else 'nothing'} to {their(st.players[p].name)} hand.")
    if f.get("rest_to_bottom"):  # "... and the others on the bottom of your deck" (LookAndTake)
        deck = getattr(st.players[p], f["deck"])
        rest = [u for u in f["looked"] if u not in cards and u in deck]
        for u in rest:
            deck.remove(u)
        deck[:0] = list(reversed(rest))
        if rest:
            g.log(f"{says(st.players[p].name, 'puts')} {len(rest)} card(s) on the bottom of "
                  f"{their(st.players[p].name)} {f['deck'].replace('_', ' ')}.")
    if f.get("shuffle"):
        g.shuffle(getattr(st.players[p], f["deck"]))
        g.log(f"{says(st.players[p].name, 'shuffles')} {their(st.players[p].name)} {f['deck'].replace('_', ' ')}.")


def pick_one(player: int, prompt: str, options: list, *, context: str = "pick", **data) -> dict | None:
    """A choice among outcomes: ``options`` ``[[label, events], ...]``; the
    events of the picked one resolve together. Options without events are
    left out (they would change nothing); None when no option is left."""
    options = [[label, evs] for label, evs in options if evs]
    if not options:
        return None
    return choice_frame(player, [[i, label] for i, (label, _) in enumerate(options)], "events",
                        prompt=prompt, context=context,
                        events={str(i): evs for i, (_, evs) in enumerate(options)}, **data)


def choose_frame(g: "Game", player: int, options: list[int], then: str, *, count: int = 1,
                 up_to: bool = False, prompt: str = "", **data) -> dict:
    """A choice of ``count`` cards among ``options`` (uids, labelled by
    title): ``then`` is a follow-up (see :data:`FOLLOW_UPS`; ``to_hand``: from a
    deck, see :func:`choice_frame`) or a game action on each picked card
    (``discard_from_hand``, ``dishonor``...)."""
    opts = [[u, _label(g, u)] for u in options]
    if then in g.rules.follow_ups:
        return choice_frame(player, opts, then, count=count, up_to=up_to, prompt=prompt, **data)
    return choice_frame(player, opts, "action", count=count, up_to=up_to, prompt=prompt, action=then,
                        **data)


# ------------------------------------------------------------------ hands
@dataclass(frozen=True)
class ReturnToHand:
    """"Return <it> to (your) hand": ``on`` "self", "target" or "host"; the
    card goes to its owner's hand (Rules Reference "Control and Ownership").

    With ``from_discard``, "return that card (in a discard pile) to your hand": the chosen card
    goes from its owner's discard pile to their hand (it is not in play, so it does not leave
    play); one no longer in a discard pile stays where it is ("In Play and Out of Play").

    >>> ReturnToHand("target", from_discard=True).describe()
    "return it from its discard pile to its owner's hand"
    """

    on: str = "self"
    from_discard: bool = False

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"return {who}{' from its discard pile' if self.from_discard else ''} to its owner's hand" if who \
            else None

    def _subjects(self, g: "Game", ctx: dict) -> list[int]:
        return Effect("leaves_play", on=self.on).subjects(g, ctx)

    def _zones(self) -> tuple:
        return (CONFLICT_DISCARD, DYNASTY_DISCARD) if self.from_discard else (PLAY, "attached")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        zones = self._zones()
        return self.on == "target" or any(st.cards[u].zone in zones for u in self._subjects(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        if self.from_discard:
            for u in self._subjects(g, ctx):
                c = st.cards[u]
                if c.zone in (CONFLICT_DISCARD, DYNASTY_DISCARD):
                    place(st, c, HAND)
                    g.log(f"{says(st.players[c.owner].name, 'returns')} {_label(g, u)} to "
                          f"{their(st.players[c.owner].name)} hand.")
            return []
        return [ev("leaves_play", card=u, reason="returned to hand", to=HAND, instance=st.cards[u].instance)
                for u in self._subjects(g, ctx) if st.cards[u].zone in (PLAY, "attached")]


@dataclass(frozen=True)
class DiscardAtRandom:
    """"<who> discards ``amount`` card(s) at random from their hand"."""

    amount: int = 1
    who: str = "opponent"

    def describe(self) -> str:
        who = {"opponent": "your opponent discards", "chooser": "the selecting player discards",
               "triggering": "that player discards"}.get(self.who, "you discard")
        return f"{who} {self.amount} card{'s' if self.amount != 1 else ''} at random from hand"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(g.state.players[who_is(g, ctx, self.who)].hand)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        hand = list(g.state.players[who_is(g, ctx, self.who)].hand)
        out = []
        for _ in range(min(self.amount, len(hand))):
            u = hand.pop(g.rand_below(len(hand)))
            out.append(ev("discard_from_hand", card=u, random=True))
        return out


@dataclass(frozen=True)
class DiscardChosen:
    """"<who> chooses and discards ``amount`` card(s) from their hand",
    chosen while the effect resolves."""

    amount: int = 1
    who: str = "player"

    def describe(self) -> str:
        who = {"opponent": "your opponent chooses and discards",
               "chooser": "the selecting player chooses and discards"}.get(self.who, "you choose and discard")
        return f"{who} {self.amount} card{'s' if self.amount != 1 else ''} from hand"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(g.state.players[who_is(g, ctx, self.who)].hand)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        q = who_is(g, ctx, self.who)
        hand = list(g.state.players[q].hand)
        if hand:
            g.push(choose_frame(g, q, hand, "discard_from_hand", count=self.amount,
                                prompt=f"Choose {self.amount} card(s) to discard from your hand"))
        return []


@dataclass(frozen=True)
class RevealHandAndDiscard:
    """"<victim> reveals their hand; <chooser> chooses and discards ``amount`` card(s) from
    it" (``victim``/``chooser``: "player", "opponent" or "attacker", as for :func:`who_is`;
    Rules Reference "Reveal": shown to every player). With ``copies``: "choose a card in
    their hand and discard any number of copies of that card" -- the chooser picks one card,
    then any number of the cards with its title there (Rules Reference "Copy")."""

    victim: str = "opponent"
    chooser: str = "player"
    amount: int = 1
    copies: bool = False

    def describe(self) -> str:
        whose = {"opponent": "your opponent reveals their hand", "player": "you reveal your hand",
                 "attacker": "the attacking player reveals their hand"}[self.victim]
        who = {"opponent": "your opponent chooses", "player": "you choose"}[self.chooser]
        if self.copies:
            return f"{whose}; {who} a card of it and discard{'s' if self.chooser == 'opponent' else ''} " \
                   "any number of copies of that card from it"
        return f"{whose}; {who} and discard{'s' if self.chooser == 'opponent' else ''} {self.amount} card of it"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(g.state.players[who_is(g, ctx, self.victim)].hand)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        v, c = who_is(g, ctx, self.victim), who_is(g, ctx, self.chooser)
        hand = list(st.players[v].hand)
        if hand:
            g.log(f"{says(st.players[v].name, 'reveals')} {their(st.players[v].name)} hand: "
                  f"{', '.join(_label(g, u) for u in hand)}.")
            if self.copies:
                g.push(choose_frame(g, c, hand, "lcg.discard_copies", prompt="Choose a card of the revealed hand",
                                    of=v))
            else:
                g.push(choose_frame(g, c, hand, "discard_from_hand", count=self.amount,
                                    prompt=f"Choose {self.amount} card(s) of the revealed hand to discard"))
        return []


@FOLLOW_UPS("lcg.discard_copies")
def _discard_copies(g: "Game", f: dict, picked: list[str]) -> None:
    """After a card of a revealed hand is chosen: any number of the copies of it (cards with
    its title, itself included) in that hand are chosen and discarded."""
    st = g.state
    if not picked:
        return
    title = _label(g, int(picked[0]))
    copies = [u for u in st.players[f["of"]].hand if _label(g, u) == title]
    g.push(choose_frame(g, f["player"], copies, "discard_from_hand", count=len(copies), up_to=True, many=True,
                        ask_always=True, prompt=f"Discard any number of copies of {title}"))


@dataclass(frozen=True)
class LookAtHand:
    """"Look at <an opponent's> hand": its cards are shown to this ability's controller alone,
    as the options of a secret decision (answering it only closes the look; no other player
    learns them). Nothing to look at in an empty hand."""

    who: str = "opponent"

    def describe(self) -> str:
        return "look at your opponent's hand" if self.who == "opponent" else "look at your hand"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(g.state.players[who_is(g, ctx, self.who)].hand)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        q = who_is(g, ctx, self.who)
        if st.players[q].hand:
            g.log(f"{says(st.players[ctx['player']].name, 'looks')} at {their(st.players[q].name)} hand.")
            g.push({"step": "lcg.look_at_hand", "player": ctx["player"], "of": q})
        return []


@STEPS("lcg.look_at_hand")
def _look_at_hand(g: "Game", f: dict) -> None:
    if take_answer(f) is not None or not g.state.players[f["of"]].hand:
        g.pop()
        return
    hand = g.state.players[f["of"]].hand
    g.ask(Decision(f["player"], "choose_one", "The cards of your opponent's hand (pick any to go on)",
                   [Option(str(u), _label(g, u)) for u in hand], context="look_at_cards", secret=True))


# ------------------------------------------------------------------ decks
class _YourDeck:
    """Of an effect on the top cards of "your ``deck`` deck" (``deck``: "conflict" or "dynasty"):
    the deck's zone, and whether it could change anything (the deck has a card)."""

    deck: str

    def _zone(self) -> str:
        return CONFLICT_DECK if self.deck == "conflict" else DYNASTY_DECK

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(getattr(g.state.players[ctx["player"]], self._zone()))


@dataclass(frozen=True)
class SearchDeck(_YourDeck):
    """"Search the top ``top`` cards (0: the whole deck) of your ``deck`` for
    up to ``count`` card(s) [matching ``test(g, ctx, card)``] and add them to
    your hand", then shuffle that deck. The searched cards stay in the deck
    while searched; a player need not find anything ("Search"); a card with
    specified characteristics is revealed when found."""

    top: int = 0
    deck: str = "conflict"  # conflict | dynasty
    count: int = 1
    test: Callable | None = None
    shuffle: bool = True
    reveal: bool = False  # "reveal it" (a card with specified characteristics is revealed anyway)

    def describe(self) -> str | None:
        t = "" if self.test is None else said(self.test)
        if t is None:
            return None
        where = f"the top {self.top} cards of your {self.deck} deck" if self.top else f"your {self.deck} deck"
        what = f"{'a card' if self.count == 1 else f'up to {self.count} cards'}{' (' + t + ')' if t else ''}"
        add = ", reveal it and add it to your hand" if self.reveal else " and add it to your hand"
        return f"search {where} for {what}{add}" + (", then shuffle" if self.shuffle else "")

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        deck = getattr(st.players[p], self._zone())
        looked = list(reversed(deck[-self.top:] if self.top else deck))  # top card first
        cands = [u for u in looked if self.test is None or self.test(g, ctx, st.cards[u])]
        g.log(f"{says(st.players[p].name, 'searches')} {'the top %d cards of ' % self.top if self.top else ''}"
              f"{their(st.players[p].name)} {self._zone().replace('_', ' ')}.")
        g.push(choose_frame(g, p, cands, "to_hand", count=self.count, up_to=True,
                            prompt=f"Search: choose up to {self.count} card(s) to add to your hand",
                            deck=self._zone(), shuffle=self.shuffle, reveal=self.reveal or self.test is not None))
        return []


@dataclass(frozen=True)
class RevealTop(_YourDeck):
    """"Reveal the top ``count`` cards of your ``deck``: add each one matching ``take`` to your
    hand and discard the rest" (Rules Reference "Reveal": shown to every player; fewer
    cards are revealed from a shorter deck)."""

    count: int = 3
    take: Callable | None = None
    deck: str = "conflict"  # conflict | dynasty

    def describe(self) -> str | None:
        t = "" if self.take is None else said(self.take)
        if t is None:
            return None
        return (f"reveal the top {self.count} cards of your {self.deck} deck, add each {t} card among them "
                "to your hand and discard the rest")

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        pl = st.players[p]
        deck = getattr(pl, self._zone())
        top = list(reversed(deck[-self.count:]))  # top card first
        if not top:
            return []
        names = [FACTS[st.cards[u].cid].name for u in top]
        g.log(f"{says(pl.name, 'reveals')} {', '.join(names)} from the top of {their(pl.name)} {self.deck} deck.")
        discard = CONFLICT_DISCARD if self.deck == "conflict" else DYNASTY_DISCARD
        for u in top:
            c = st.cards[u]
            place(st, c, HAND if self.take is None or self.take(g, ctx, c) else discard)
        return []


@dataclass(frozen=True)
class LookAndReorder(_YourDeck):
    """"Look at the top ``top`` cards of your ``deck`` deck, then put them back in any
    order": the player (alone) sees them and chooses, top first, where each goes."""

    top: int = 3
    deck: str = "dynasty"  # conflict | dynasty

    def describe(self) -> str:
        return f"look at the top {self.top} cards of your {self.deck} deck and put them back in any order"

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        deck = getattr(st.players[p], self._zone())
        looked = list(reversed(deck[-self.top:]))  # top card first
        g.log(f"{says(st.players[p].name, 'looks')} at the top {len(looked)} cards of "
              f"{their(st.players[p].name)} {self._zone().replace('_', ' ')}.")
        if len(looked) > 1:
            g.push({"step": "cards.reorder", "player": p, "card": ctx["card"], "zone": self._zone(),
                    "looked": looked, "order": []})
        return []


@dataclass(frozen=True)
class LookAndTake(_YourDeck):
    """"Look at the top ``top`` cards of your ``deck`` deck; put ``take`` of them into your hand
    and the others on the bottom of that deck": the player alone sees them (Rules Reference "Look
    at"; nothing is revealed) and must take ``take`` of them (as many as there are, with a
    shorter deck).

    >>> LookAndTake(2).describe()
    'look at the top 2 cards of your conflict deck; put 1 of them into your hand and the others on the bottom'
    """

    top: int = 2
    take: int = 1
    deck: str = "conflict"  # conflict | dynasty

    def describe(self) -> str:
        return (f"look at the top {self.top} cards of your {self.deck} deck; put {self.take} of them into your "
                "hand and the others on the bottom")

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        deck = getattr(st.players[p], self._zone())
        looked = list(reversed(deck[-self.top:]))  # top card first
        if not looked:
            return []
        g.log(f"{says(st.players[p].name, 'looks')} at the top {len(looked)} cards of "
              f"{their(st.players[p].name)} {self._zone().replace('_', ' ')}.")
        g.push(choose_frame(g, p, looked, "to_hand", count=min(self.take, len(looked)),
                            prompt=f"Choose {self.take} card(s) to put into your hand", deck=self._zone(),
                            looked=looked, rest_to_bottom=True))
        return []


@dataclass(frozen=True)
class LookAtTopAndDiscard:
    """"Look at the top ``top`` cards of <``whose``> ``deck`` deck; you may discard up to
    ``discard`` of them" (``whose``: "opponent" or "player", as for :func:`who_is`): the
    ability's controller alone sees them (Rules Reference "Look at": nothing is revealed) and
    picks which to discard, if any; the others stay on top in their order (fewer cards are
    looked at from a shorter deck).

    >>> LookAtTopAndDiscard().describe()
    "look at the top 2 cards of your opponent's conflict deck; you may discard 1 of them"
    """

    top: int = 2
    discard: int = 1
    whose: str = "opponent"
    deck: str = "conflict"  # conflict | dynasty

    def describe(self) -> str:
        whose = "your opponent's" if self.whose == "opponent" else "your"
        return f"look at the top {self.top} cards of {whose} {self.deck} deck; you may discard {self.discard} of them"

    def _zone(self) -> str:
        return CONFLICT_DECK if self.deck == "conflict" else DYNASTY_DECK

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(getattr(g.state.players[who_is(g, ctx, self.whose)], self._zone()))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p, q = ctx["player"], who_is(g, ctx, self.whose)
        deck = getattr(st.players[q], self._zone())
        looked = list(reversed(deck[-self.top:]))  # top card first
        if not looked:
            return []
        g.log(f"{says(st.players[p].name, 'looks')} at the top {len(looked)} cards of "
              f"{possessive(st.players[q].name, start=False)} {self._zone().replace('_', ' ')}.")
        g.push(choose_frame(g, p, looked, "deck_to_discard", count=min(self.discard, len(looked)), up_to=True,
                            prompt=f"You may choose up to {self.discard} of them to discard", ask_always=True))
        return []


@FOLLOW_UPS("deck_to_discard")
def _deck_to_discard(g: "Game", f: dict, picked: list[str]) -> None:
    """The picked cards (still in a deck) go to their owner's discard pile (Rules Reference
    "Discard Piles")."""
    st = g.state
    for u in (int(x) for x in picked):
        c = st.cards[u]
        if c.zone in (CONFLICT_DECK, DYNASTY_DECK):
            place(st, c, CONFLICT_DISCARD if c.zone == CONFLICT_DECK else DYNASTY_DISCARD)
            g.log(f"{says(st.players[f['player']].name, 'discards')} {_label(g, u)} from "
                  f"{possessive(st.players[c.owner].name, start=False)} deck.")


@STEPS("cards.reorder")
def _reorder(g: "Game", f: dict) -> None:
    st = g.state
    ans = take_answer(f)
    if ans is not None:
        f["order"].append(int(ans))
    left = [u for u in f["looked"] if u not in f["order"]]
    if len(left) > 1:
        n = len(f["order"]) + 1
        g.ask(Decision(f["player"], "choose_one", f"{FACTS[st.cards[f['card']].cid].name}: which card goes "
                       f"{'on top' if n == 1 else f'in position {n} from the top'}?",
                       [Option(str(u), _label(g, u)) for u in left], context="reorder"))
        return
    g.pop()
    order = f["order"] + left
    deck = getattr(st.players[f["player"]], f["zone"])
    k = len(order)
    if sorted(deck[-k:]) == sorted(order):  # (the looked-at cards are still the top ones)
        deck[-k:] = list(reversed(order))
    g.log(f"{says(st.players[f['player']].name, 'puts')} them back in the order chosen.")


# ------------------------------------------------------------------ resolving an ability twice
#: what the player may pay to resolve the ability again: (words, words of the refusal)
_AGAIN_PAYMENTS = {"lose_honor": ("lose 1 honor", "do not lose honor"),
                   "remove_fate_target": ("remove 1 fate from that character", "do not remove fate")}


@dataclass(frozen=True)
class MayResolveAgain:
    """"<effects>. You may <pay> to resolve this ability twice": the effects resolve; then
    the player may pay (``pay``: "lose_honor", or "remove_fate_target": 1 fate from the chosen
    character), which is part of the effect, not a cost; if they did (the first time), the
    ability resolves again from choosing a target, with a new cancel window (steps 5b-7b, the
    card is not played again); paying during the second resolution does nothing more
    (Appendix III, Banzai!; ruling on A Legion of One). ``context``: the decision's context."""

    effects: tuple
    pay: str = "lose_honor"
    context: str = "resolve_again"

    def describe(self) -> str | None:
        parts = [describe_effect(e) for e in self.effects]
        if None in parts:
            return None
        pay = _AGAIN_PAYMENTS[self.pay][0]
        return f"{joined(parts)}; you may then {pay} to resolve this ability again (once)"  # type: ignore[arg-type]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        evs = []
        for e in self.effects:
            evs.extend(e.events(g, ctx))
        cid, idx = ctx.get("again_src") or ability_source(g, ctx, self)
        g.push({"step": "cards.resolve_again", "player": ctx["player"], "card": ctx["card"], "cid": cid,
                "idx": idx, "again": bool(ctx.get("again")), "targets": list(ctx.get("targets", [])),
                "pay": self.pay, "context": self.context})
        if evs:  # (they resolve before the player is asked)
            do(g, evs)
        return []


def ability_source(g: "Game", ctx: dict, eff) -> tuple[str, int]:
    """(card id, index) of the printed ability resolving effect ``eff``: the ability frame
    being resolved names it (also for an ability a card gained)."""
    for f in reversed(g.state.stack):
        if f.get("step") == "lcg.ability" and f.get("card") == ctx["card"]:
            if "gained" in f:
                return f["gained"][0], f["gained"][1]
            if "cid" in f and f["idx"] < len(g.rules.cards[f["cid"]].abilities):
                return f["cid"], f["idx"]
            break
    for d in g.rules.cards.values():
        for i, ab in enumerate(d.abilities):
            if eff in getattr(ab, "effects", ()):
                return d.cid, i
    raise LookupError("ability not found")


@STEPS("cards.resolve_again")
def _resolve_again(g: "Game", f: dict) -> None:
    st = g.state
    p = f["player"]
    ans = take_answer(f)
    res = f.pop("result", None)
    title = FACTS[st.cards[f["card"]].cid].name
    if f.get("stage") == "paid":
        g.pop()
        paid = isinstance(res, list) and any(not e.get("cancelled") and e.get("amount", 0) > 0 for e in res)
        if paid and not f["again"] and st.winner is None:
            g.push({"step": "cards.resolve_again_2", "player": p, "card": f["card"], "cid": f["cid"],
                    "idx": f["idx"], "stage": "target"})
        return
    pay, keep = _AGAIN_PAYMENTS[f["pay"]]
    target = f["targets"][0] if f["targets"] else -1
    if ans is None:
        if f["pay"] == "lose_honor" and st.players[p].honor < 1 or \
                f["pay"] == "remove_fate_target" and (target < 0 or st.cards[target].fate < 1):
            g.pop()
            return
        label = f"{pay.capitalize()} (no further effect)" if f["again"] else \
            f"{pay.capitalize()} to resolve {title} twice"
        g.ask(Decision(p, "choose_one", f"{title}: you may {pay}",
                       [Option("lose", label), Option("keep", keep.capitalize())], context=f["context"]))
        return
    if ans == "keep":
        g.pop()
        return
    f["stage"] = "paid"
    paid = ev("lose_honor", player=p, amount=1) if f["pay"] == "lose_honor" else ev("remove_fate", card=target, amount=1)
    do(g, [paid])


@STEPS("cards.resolve_again_2")
def _resolve_again_2(g: "Game", f: dict) -> None:
    """The second resolution: step 5 (choose a target), step 6 (the effects initiate: a
    cancel window), step 7 (resolve). The card is not played again (no second "played"
    moment)."""
    st = g.state
    ab = g.rules.cards[f["cid"]].abilities[f["idx"]]
    title = FACTS[st.cards[f["card"]].cid].name
    ctx = {"player": f["player"], "card": f["card"], "trigger": None, "targets": f.get("targets", []),
           "again": True, "again_src": (f["cid"], f["idx"])}
    ans = take_answer(f)
    res = f.pop("result", None)
    if f["stage"] == "target":
        if ans is None:
            cands = ab.target.candidates(g, ctx)
            if not cands:
                g.pop()
                return
            what = ab.target.describe() or "a target"
            g.ask(Decision(f["player"], "choose_one", f"{title}: choose {what}",
                           [Option(str(u), _label(g, u)) for u in cands], context="target"))
            return
        f["targets"] = [int(ans)]
        f["stage"] = "resolve"
        ctype = FACTS[st.cards[f["card"]].cid].type  # an event, or a card that gained the ability
        do(g, [ev("effects_initiate", card=f["card"], player=f["player"], card_type=ctype, kind="action",
                  nth_action=0, event_card=ctype == "event", targets=list(f["targets"]))])
        return
    g.pop()
    if isinstance(res, list) and res and res[0].get("cancelled"):
        g.log(f"The second resolution of {title} is cancelled.")
        return
    ctx["targets"] = f["targets"]
    evs = []
    for e in ab.effects:
        evs.extend(e.events(g, ctx))
    if evs:
        do(g, evs)


@dataclass(frozen=True)
class OpponentMayResolveThis:
    """"(If you do,) your opponent may resolve this ability" -- a ``then`` effect: the opponent
    may resolve the ability as its controller (choosing its target, the effects initiating in a
    cancel window, then resolving); "this ability" includes this sentence, so after they do, the
    other player may resolve it again, and so on until one declines, no target is left, its
    play restriction no longer holds, or a resolution is cancelled (step
    ``cards.resolve_in_turn``; the card is not played again).

    >>> OpponentMayResolveThis().describe()
    'your opponent may then resolve this ability (and so on, in turn)'
    """

    def describe(self) -> str:
        return "your opponent may then resolve this ability (and so on, in turn)"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        cid, idx = ability_source(g, ctx, self)
        g.push({"step": "cards.resolve_in_turn", "player": opponent(g.state, ctx["player"]), "card": ctx["card"],
                "cid": cid, "idx": idx, "stage": "target"})
        return []


@STEPS("cards.resolve_in_turn")
def _resolve_in_turn(g: "Game", f: dict) -> None:
    """One player's turn to resolve the ability (:class:`OpponentMayResolveThis`): they choose
    its target or decline; the effects initiate (a cancel window) and resolve; if they
    resolved, the other player has the next turn."""
    st = g.state
    ab = g.rules.cards[f["cid"]].abilities[f["idx"]]
    q = f["player"]
    title = FACTS[st.cards[f["card"]].cid].name
    ctx = {"player": q, "card": f["card"], "trigger": None, "targets": f.get("targets", [])}
    ans = take_answer(f)
    res = f.pop("result", None)
    if f["stage"] == "target":
        if ans is None:
            cands = ab.target.candidates(g, ctx) if ab.target is not None else []
            if not cands or (ab.condition is not None and not ab.condition(g, ctx)):
                g.pop()
                return
            what = ab.target.describe() or "a target"
            g.ask(Decision(q, "choose_one", f"{title}: you may resolve it -- choose {what}",
                           [Option(str(u), _label(g, u)) for u in cands] + [Option("decline", "Do not resolve it")],
                           context="resolve_in_turn"))
            return
        if ans == "decline":
            g.log(f"{says(st.players[q].name, 'does')} not resolve {title}.")
            g.pop()
            return
        f["targets"] = [int(ans)]
        f["stage"] = "initiate"
        ctype = FACTS[st.cards[f["card"]].cid].type
        do(g, [ev("effects_initiate", card=f["card"], player=q, card_type=ctype, kind=ab.kind,
                  nth_action=0, event_card=ctype == "event", targets=list(f["targets"]))])
        return
    if f["stage"] == "initiate":
        if isinstance(res, list) and res and res[0].get("cancelled"):
            g.log(f"{title} is cancelled.")
            g.pop()
            return
        g.log(f"{says(st.players[q].name, 'resolves')} {title}.")
        f["stage"] = "resolved"
        evs = [x for e in ab.effects for x in e.events(g, ctx)]
        if evs:
            do(g, evs)
        return
    # "if you do": the other player's turn only if the effects resolved
    if isinstance(res, list) and any(not e.get("cancelled") for e in res) and st.winner is None:
        f.update(player=opponent(st, q), stage="target", targets=[])
        return
    g.pop()


#: the card types a player may name
CARD_TYPES = ("attachment", "character", "event", "holding", "province", "role", "stronghold")


@dataclass(frozen=True)
class NameCardType:
    """Cost: "name a card type" (chosen before any cost is paid; kept in ``cost_choices``)."""

    kind: str = "name_card_type"

    def describe(self) -> str:
        return "name a card type"

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        return True

    def choose(self, g: "Game", f: dict, i: int) -> bool:
        g.ask(Decision(f["player"], "choose_one", f"{_label(g, f['card'])}: name a card type",
                       [Option(t, t) for t in CARD_TYPES], context="name_card_type"))
        return True

    def pay(self, g: "Game", p: int, uid: int, f: dict) -> None:
        g.log(f"{says(g.state.players[p].name, 'names')} {f['cost_choices'][str(f['cost_index'])]}.")


@dataclass(frozen=True)
class RevealTopCost:
    """Cost: "reveal the top ``top`` cards of your conflict deck" (``more`` instead while
    ``more_if(game, ctx)`` holds). The cards are those on top while the costs are chosen: a
    card played from the top of the deck (as if in hand) is still there and is revealed too,
    taking a slot (Appendix III, Test of Skill); kept in ``cost_choices``."""

    top: int = 3
    more: int = 0
    more_if: Callable | None = None
    kind: str = "reveal_top"

    def describe(self) -> str | None:
        text = f"reveal the top {self.top} cards of your conflict deck"
        if self.more_if is not None:
            cond = said(self.more_if)
            if cond is None:
                return None
            text += f" ({self.more} instead {cond})"
        return text

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        return bool(g.state.players[p].conflict_deck)

    def choose(self, g: "Game", f: dict, i: int) -> bool:
        st = g.state
        n = self.top
        if self.more_if is not None and self.more_if(g, {"player": f["player"], "card": f["card"]}):
            n = self.more
        deck = st.players[f["player"]].conflict_deck
        f["cost_choices"][str(i)] = [u for u in reversed(deck[-n:])]  # top card first
        return False

    def pay(self, g: "Game", p: int, uid: int, f: dict) -> None:
        shown = f["cost_choices"][str(f["cost_index"])]
        g.log(f"{says(g.state.players[p].name, 'reveals')} {', '.join(_label(g, u) for u in shown)}.")


@dataclass(frozen=True)
class TakeRevealed:
    """"Add up to ``count`` revealed cards of the named type to your hand and discard the
    rest": the cards the costs revealed (:class:`RevealTopCost`, cost ``reveal``) and named
    (:class:`NameCardType`, cost ``named``) that are still in the deck."""

    count: int = 2
    named: int = 0  # index of the NameCardType cost
    reveal: int = 1  # index of the RevealTopCost cost

    def describe(self) -> str:
        return f"add up to {self.count} revealed cards of that type to your hand and discard the rest"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        chosen = ctx.get("cost_choices", {})
        named = chosen.get(str(self.named))
        still = [u for u in chosen.get(str(self.reveal), []) if u in st.players[p].conflict_deck]
        cands = [u for u in still if FACTS[st.cards[u].cid].type == named]
        g.push(choice_frame(p, [(u, _label(g, u)) for u in cands], "revealed_to_hand", count=self.count,
                            up_to=True, ask_always=True, revealed=still,
                            prompt=f"Add up to {self.count} revealed {named}(s) to your hand"))
        return []


@FOLLOW_UPS("revealed_to_hand")
def _revealed_to_hand(g: "Game", f: dict, picked: list[str]) -> None:
    """The picked revealed cards go to hand, the other revealed ones still in the deck are
    discarded."""
    st = g.state
    p = f["player"]
    taken = [int(u) for u in picked]
    for u in taken:
        place(st, st.cards[u], HAND)
    rest = [u for u in f["revealed"] if u not in taken and u in st.players[p].conflict_deck]
    for u in rest:
        place(st, st.cards[u], CONFLICT_DISCARD)
    g.log(f"{says(st.players[p].name, 'adds')} {', '.join(_label(g, u) for u in taken) or 'nothing'} to "
          f"{their(st.players[p].name)} hand and discards {', '.join(_label(g, u) for u in rest) or 'nothing'}.")


# ------------------------------------------------------------------ choices while resolving
@dataclass(frozen=True)
class ChooseAndApply:
    """"<who> chooses and <action>s a character they control" (``where``:
    "any" or "participating"), chosen while the effect resolves. The choice
    is a target: immunity, "cannot" and "cannot be chosen as a target of
    <player>'s <card type> abilities" (Above Question) apply."""

    action: str
    who: str = "chooser"
    where: str = "any"
    of: str = ""  # whose character: the chooser's (""), or ``"opponent"``: one an opponent of the chooser controls
    test: Callable | None = None  # a card test the character must pass ("non-unique")

    def describe(self) -> str | None:
        where = "participating " if self.where == "participating" else ""
        who = "your opponent chooses" if self.who == "opponent" else "the selecting player chooses" \
            if self.who == "chooser" else "you choose"
        kind = ""
        if self.test is not None:
            kind = said(self.test)
            if kind is None:
                return None
            kind += " "
        whose = "an opponent controls" if self.of == "opponent" else "they control"
        verb = self.action.replace('_', ' ') + ("" if self.who == "player" else "s")
        return f"{who} a {where}{kind}character {whose} and {verb} it"

    def _candidates(self, g: "Game", ctx: dict) -> list[int]:
        st = g.state
        q = who_is(g, ctx, self.who)
        out = []
        whose = [st.players[q].play] if not self.of else [st.players[o].play for o in opponents(st, q)]
        for u in (u for play in whose for u in play):
            c = st.cards[u]
            if self.where == "participating" and not participating(st, c):
                continue
            if self.test is not None and not self.test(g, ctx, c):
                continue
            if can_affect(g, self.action, c, ctx) and not immune(g, c, ctx) and not not_targetable(g, c, ctx):
                out.append(u)
        return out

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(self._candidates(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        cands = self._candidates(g, ctx)
        if cands:
            reason = _LEAVING.get(self.action)  # discard / sacrifice: the character leaves play
            more = {"fields": {"reason": reason}} if reason else {}
            g.push(choose_frame(g, who_is(g, ctx, self.who), cands, "leaves_play" if reason else self.action,
                                prompt=f"Choose a character {'an opponent controls' if self.of else 'you control'} "
                                       f"to {self.action}", **more))
        return []


#: game actions that make a card in play leave it, with the ``leaves_play`` reason (Rules
#: Reference "Discard", "Sacrifice")
_LEAVING = {"discard": "discarded", "sacrifice": "sacrificed"}


@dataclass(frozen=True)
class SelectNow:
    """"Select one -- <option> or <option>" made while the effect resolves
    (Rules Reference "Select"): ``who`` ("player" or "opponent") selects
    among the options that could change the game state; when none could,
    nothing happens, or with ``must`` ("must select one") any option may be
    selected. ``options``: ((label, (effects...)), ...); in them
    ``who="chooser"`` names the selecting player. The effects of the
    selected option are found when it is selected. ``prompt`` (``{card}``:
    the card's title) and ``announce`` (log the selection) only word the
    choice. A ``lcg.choose`` frame with the follow-up ``select``."""

    options: tuple
    who: str = "player"
    must: bool = False
    prompt: str = "{card}: select one"
    announce: bool = False

    def describe(self) -> str | None:
        options = [[describe_effect(e) for e in es] for _, es in self.options]
        if any(None in o for o in options):
            return None
        who = "your opponent" if self.who == "opponent" else "you"
        verb = "must select" if self.must else "select" + ("s" if who != "you" else "")
        return f"{who} {verb} one: " + "; or ".join(joined(o) for o in options)  # type: ignore[arg-type]

    def _ctx(self, g: "Game", ctx: dict) -> dict:
        return dict(ctx, chooser=who_is(g, ctx, self.who))

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(open_options(g, self._ctx(g, ctx), self.options))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        c2 = self._ctx(g, ctx)
        open_ = open_options(g, c2, self.options, must=self.must)
        if open_:
            g.push(choice_frame(c2["chooser"], [[i, self.options[i][0]] for i in open_], "select",
                                prompt=self.prompt.format(card=_label(g, ctx["card"])), context="select",
                                path=effect_path(g, ctx["card"], self),
                                ctx={k: c2.get(k) for k in ("player", "card", "trigger", "targets", "chooser")}))
        return []


@dataclass(frozen=True)
class OpponentSelects(SelectNow):
    """"Your opponent (must) select one -- <option> or <option>"
    (:class:`SelectNow` made by the opponent; when no option could change
    the game state, they still select one)."""

    who: str = "opponent"
    must: bool = True
    prompt: str = "Select one"
    announce: bool = True


@dataclass(frozen=True)
class ControllerChooses:
    """"For each <subject>, its controller must either <action> or <action> it": each
    subject's controller selects one of the game ``actions`` on it as the effect resolves
    (Rules Reference "Select": only among those that could change the game state; none, and
    nothing happens for it), one subject after the other. ``on`` as for
    :class:`l5r.lcg.vocab.Effect`.

    >>> ControllerChooses(("dishonor", "bow")).describe()
    'its controller must either dishonor or bow it'
    """

    actions: tuple
    on: object = "target"

    def describe(self) -> str | None:
        who = subject(self.on)
        if who is None:
            return None
        each = "" if self.on == "target" else f"for each of {who}, "
        return f"{each}its controller must either {' or '.join(a.replace('_', ' ') for a in self.actions)} it"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        us = Effect("bow", on=self.on).subjects(g, ctx)
        return self.on == "target" and "targets" not in ctx or any(
            can_affect(g, a, st.cards[u], ctx) for u in us for a in self.actions)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        frames = []
        for u in Effect("bow", on=self.on).subjects(g, ctx):
            c = st.cards[u]
            opts = [[f"{a.replace('_', ' ').capitalize()} {_label(g, u)}", [ev(a, card=u)]]
                    for a in self.actions if can_affect(g, a, c, ctx)]
            frame = pick_one(c.controller, f"{_label(g, ctx['card'])}: {' or '.join(self.actions)} {_label(g, u)}?",
                             opts, context="select")
            if frame is not None:
                frames.append(frame)
        for frame in reversed(frames):  # the first subject's choice comes first
            g.push(frame)
        return []


def open_options(g: "Game", ctx: dict, options: tuple, must: bool = False) -> list[int]:
    """The indices of the "select one" ``options`` ((label, effects), ...)
    that could change the game state (Rules Reference "Select"); with
    ``must``, all of them when none could."""
    out = [i for i, (_, effs) in enumerate(options)
           if any(e.could_change(g, ctx) if hasattr(e, "could_change") else True for e in effs)]
    return out if out or not must else list(range(len(options)))


@FOLLOW_UPS("select")
def _chosen_select(g: "Game", f: dict, picked: list[str]) -> None:
    sel = effect_at(g, f["path"])
    ctx = dict(f["ctx"])
    label, effs = sel.options[int(picked[0])]
    if sel.announce:
        g.log(f"{says(g.state.players[f['player']].name, 'selects')}: {label}.")
    evs = [x for e in effs for x in e.events(g, ctx)]
    if evs:
        do(g, evs)


def effect_path(g: "Game", uid: int, eff) -> list:
    """Where the declared effect ``eff`` sits among the card abilities (plain
    data for a frame; see :func:`effect_at`): on card ``uid``, or on another
    card whose ability it uses (a copied ability)."""
    cards = g.rules.cards
    own = cards.get(g.state.cards[uid].cid)
    defs = ([own] if own is not None else []) + list(cards.values())
    for d in defs:
        for ai, ab in enumerate(d.abilities):
            for part in ("effects", "then"):
                for ei, e in enumerate(getattr(ab, part, ())):
                    if e is eff:
                        return [d.cid, ai, part, ei]
            for si, (_, effs) in enumerate(getattr(ab, "select", ())):
                for ei, e in enumerate(effs):
                    if e is eff:
                        return [d.cid, ai, f"select:{si}", ei]
    raise LookupError("effect not found among card abilities")


def effect_at(g: "Game", path: list):
    """The declared effect at ``path`` (from :func:`effect_path`)."""
    cid, ai, part, ei = path
    ab = g.rules.cards[cid].abilities[ai]
    if part.startswith("select:"):
        return ab.select[int(part.split(":")[1])][1][ei]
    return getattr(ab, part)[ei]


# ------------------------------------------------------------------ costs paid with a chosen card
class _ChosenCost:
    """A cost paid with a card the payer chooses (before any cost is paid)."""

    prompt = "choose how to pay the cost"

    def candidates(self, g: "Game", p: int, uid: int) -> list[int]:
        raise NotImplementedError

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        return bool(self.candidates(g, p, uid))

    def choose(self, g: "Game", f: dict, i: int) -> bool:
        cands = self.candidates(g, f["player"], f["card"])
        name = FACTS[g.state.cards[f["card"]].cid].name
        g.ask(Decision(f["player"], "choose_one", f"{name}: {self.prompt}",
                       [Option(str(u), _label(g, u)) for u in cands], context="cost"))
        return True

    def chosen(self, f: dict) -> int:
        return int(f["cost_choices"][str(f["cost_index"])])

    def pay(self, g: "Game", p: int, uid: int, f: dict) -> None:
        f.setdefault("cost_events", []).append(self.event(self.chosen(f)))


ChosenCost = _ChosenCost  # public name of the base of chosen-card costs


@dataclass(frozen=True)
class DishonorCost(_ChosenCost):
    """"Dishonor a (friendly) [<trait>] character" as a cost: a character the
    payer controls that can be dishonored (immunity to effects does not
    protect from paying a cost). The chosen character stays in
    ``f["cost_choices"]`` (e.g. "that character" of Calling in Favors) even
    if an interrupt gives the dishonor to another character."""

    trait: str = ""
    where: str = "any"  # any | participating
    kind: str = "dishonor_chosen"
    prompt: str = "dishonor which character (cost)?"
    own: bool = False  # "dishonor this character": the ability's own card, no choice to make

    def describe(self) -> str:
        if self.own:
            return "dishonor this character"
        where = "participating " if self.where == "participating" else ""
        trait = f"{self.trait.capitalize()} " if self.trait else ""
        return f"dishonor a {where}{trait}character you control"

    def choose(self, g: "Game", f: dict, i: int) -> bool:
        if self.own:  # nothing to choose: recorded as the choice, no decision asked
            f["cost_choices"][str(i)] = str(f["card"])
            return False
        return super().choose(g, f, i)

    def candidates(self, g: "Game", p: int, uid: int) -> list[int]:
        st = g.state
        out = []
        for u in ([uid] if self.own else st.players[p].play):
            c = st.cards[u]
            if self.trait and not has_trait(st, c, self.trait):
                continue
            if self.where == "participating" and not participating(st, c):
                continue
            if c.status > -1 and not cannot(g, "dishonor", c):
                out.append(u)
        return out

    def event(self, u: int) -> dict:
        return ev("dishonor", card=u, cost=True)


@dataclass(frozen=True)
class LoseHonorUpTo(_ChosenCost):
    """"(You may) lose up to N honor" as a cost: the payer chooses how much, from 1 to N but not
    more than they have (Rules Reference "Cost": a cost must be paid in full); the amount stays
    in ``f["cost_choices"]`` for "for each honor you lost" (:class:`FatePerHonorPaid`).

    >>> LoseHonorUpTo(3).describe()
    'lose up to 3 honor'
    """

    most: int = 3
    prompt: str = "lose how much honor (cost)?"

    def describe(self) -> str:
        return f"lose up to {self.most} honor"

    def candidates(self, g: "Game", p: int, uid: int) -> list[int]:
        if player_cannot(g, "lose_honor", p):  # (Rules Reference "Cost")
            return []
        return list(range(1, min(self.most, g.state.players[p].honor) + 1))

    def choose(self, g: "Game", f: dict, i: int) -> bool:
        name = FACTS[g.state.cards[f["card"]].cid].name
        g.ask(Decision(f["player"], "choose_one", f"{name}: {self.prompt}",
                       [Option(str(n), f"lose {n} honor") for n in self.candidates(g, f["player"], f["card"])],
                       context="cost"))
        return True

    def pay(self, g: "Game", p: int, uid: int, f: dict) -> None:
        f.setdefault("cost_events", []).append(ev("lose_honor", player=p, amount=self.chosen(f)))


@dataclass(frozen=True)
class FatePerHonorPaid:
    """"For each honor you lost by this ability, put 1 fate on this character": the amount of
    the :class:`LoseHonorUpTo` cost number ``cost``, from the general token pool."""

    cost: int = 0

    def describe(self) -> str:
        return "put 1 fate on this card for each honor lost paying the cost"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        paid = ctx.get("cost_choices", {}).get(str(self.cost))
        c = g.state.cards[ctx["card"]]
        if paid is None or c.zone != PLAY:
            return []
        return [ev("place_fate", card=c.uid, amount=int(paid))]


@dataclass(frozen=True)
class DiscardCardCost(_ChosenCost):
    """"(Choose and) discard a card from your hand" as a cost (``test``:
    ``(game, card) -> bool`` for "discard a <kind> card")."""

    test: Callable | None = None
    kind: str = "discard_chosen"
    prompt: str = "discard which card from your hand (cost)?"

    def describe(self) -> str | None:
        t = "" if self.test is None else said(self.test)
        return None if t is None else f"discard a card from your hand{' (' + t + ')' if t else ''}"

    def candidates(self, g: "Game", p: int, uid: int) -> list[int]:
        st = g.state
        return [u for u in st.players[p].hand if u != uid
                and (self.test is None or self.test(g, st.cards[u]))]

    def event(self, u: int) -> dict:
        return ev("discard_from_hand", card=u, cost=True)


@dataclass(frozen=True)
class BowCost(_ChosenCost):
    """"Bow a (friendly) [participating] [<Trait>] <qualified> character" as a cost: a ready
    character the payer controls that can be bowed (Rules Reference "Cost": paid with the
    payer's own cards; immunity to effects does not protect from paying a cost), with trait
    ``trait``, participating if ``where`` says so, and passing ``test(game, ctx, card)``."""

    trait: str = ""
    where: str = "any"  # any | participating
    test: Callable | None = None
    kind: str = "bow_chosen"
    prompt: str = "bow which character (cost)?"

    def describe(self) -> str | None:
        t = "" if self.test is None else said(self.test)
        if t is None:
            return None
        where = "participating " if self.where == "participating" else ""
        trait = f"{self.trait.capitalize()} " if self.trait else ""
        return f"bow a {where}{trait}{t + ' ' if t else ''}character you control"

    def candidates(self, g: "Game", p: int, uid: int) -> list[int]:
        st = g.state
        ctx = {"player": p, "card": uid}
        out = []
        for u in st.players[p].play:
            c = st.cards[u]
            if self.trait and not has_trait(st, c, self.trait):
                continue
            if self.where == "participating" and not participating(st, c):
                continue
            if not c.bowed and not cannot(g, "bow", c) and (self.test is None or self.test(g, ctx, c)):
                out.append(u)
        return out

    def event(self, u: int) -> dict:
        return ev("bow", card=u, cost=True)


@dataclass(frozen=True)
class YouMay:
    """"You may <effects>": the ability's controller decides, while the effect resolves,
    whether the effects resolve (an optional part of an effect: Rules Reference "May"); only
    offered when they could change the game state. With ``fate``: "you may spend <fate> fate
    to <effects>" -- only offered when the player can spend that much fate (Rules Reference
    "Fate"), spent with the effects.

    >>> YouMay((Effect("bow"),), fate=1).describe()
    'you may spend 1 fate to bow it'
    """

    effects: tuple
    fate: int = 0

    def describe(self) -> str | None:
        parts = [describe_effect(e) for e in self.effects]
        pay = f"spend {self.fate} fate to " if self.fate else ""
        return None if None in parts else "you may " + pay + joined(parts)  # type: ignore[arg-type]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        p = ctx["player"]
        if self.fate and (g.state.players[p].fate < self.fate or player_cannot(g, "spend_fate", p)):
            return False
        return any(e.could_change(g, ctx) for e in self.effects)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        if not self.could_change(g, ctx):
            return []
        evs = [x for e in self.effects for x in e.events(g, ctx)]
        if evs and self.fate:
            evs.insert(0, ev("lose_fate", player=ctx["player"], amount=self.fate))
        if evs:
            what = self.describe() or "do it"
            g.push(choice_frame(ctx["player"], [["yes", what[len("you may "):].capitalize()], ["no", "Do not"]],
                                "events", ask_always=True, prompt=f"{_label(g, ctx['card'])}: {what}?",
                                context="may", events={"yes": evs, "no": []}))
        return []


@dataclass(frozen=True)
class DiscardTopCost:
    """The cost "discard the top card of your <deck> deck" (it cannot be paid from an empty
    deck); the discarded card is kept as what paid the cost (``cost_choices``) for the effect
    ("X is the printed cost of the discarded card": :class:`GetsCostOfPaid`)."""

    deck: str = "dynasty"
    kind: str = "discard_top"

    def describe(self) -> str:
        return f"discard the top card of your {self.deck} deck"

    def _zone(self) -> str:
        return DYNASTY_DECK if self.deck == "dynasty" else CONFLICT_DECK

    def can_pay(self, g: "Game", p: int, uid: int) -> bool:
        return bool(getattr(g.state.players[p], self._zone()))

    def pay(self, g: "Game", p: int, uid: int, f: dict) -> None:
        st = g.state
        top = getattr(st.players[p], self._zone())[-1]
        c = st.cards[top]
        place(st, c, DYNASTY_DISCARD if self.deck == "dynasty" else CONFLICT_DISCARD)
        f.setdefault("cost_choices", {})[str(f["cost_index"])] = top
        g.log(f"{says(st.players[p].name, 'discards')} {_label(g, top)} from the top of {their(st.players[p].name)} "
              f"{self.deck} deck.")


@dataclass(frozen=True)
class GetsCostOfPaid:
    """"This character gets +X <stat> until <until>; X is the printed cost of the card that
    paid cost ``cost`` (e.g. :class:`DiscardTopCost`; no printed cost counts as 0)."""

    stat: str = "military"
    until: str = "conflict"
    cost: int = 0

    def describe(self) -> str:
        return f"this card gets +X {self.stat} {until(self.until)}, X being the printed cost of the discarded card"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        paid = ctx.get("cost_choices", {}).get(str(self.cost))
        c = st.cards[ctx["card"]]
        x = (FACTS[st.cards[int(paid)].cid].cost or 0) if paid is not None else 0
        if x and c.zone == PLAY:
            st.lasting.append({"type": "modify", "stat": self.stat, "op": "add", "value": x,
                               "targets": [[c.uid, c.instance]], "until": self.until, "source": c.uid})
            g.log(f"{_label(g, c.uid)} gets +{x} {self.stat}.")
        return []


@dataclass(frozen=True)
class OpponentDiscards:
    """"Your opponent chooses a character they control [``attacking``] -- discard that
    character": the opponent chooses as the effect resolves (it targets nothing: Rules
    Reference "Target", "Choosing"), among the characters the effect can discard (Rules
    Reference "Cannot", "Immune")."""

    attacking: bool = False

    def describe(self) -> str:
        return f"your opponent chooses a{'n attacking' if self.attacking else ''} character they control and discards it"

    def _cands(self, g, ctx) -> list[int]:
        st = g.state
        opp = opponent(st, ctx["player"])
        cf = st.conflict
        out = []
        for u in st.players[opp].play:
            c = st.cards[u]
            if self.attacking and not (cf is not None and u in cf.attackers):
                continue
            if can_affect(g, "discard", c, ctx) and not immune(g, c, ctx):
                out.append(u)
        return out

    def could_change(self, g, ctx) -> bool:
        return bool(self._cands(g, ctx))

    def events(self, g, ctx) -> list[dict]:
        g.push(choose_frame(g, opponent(g.state, ctx["player"]), self._cands(g, ctx), "leaves_play",
                            prompt=f"{name(g, ctx['card'])}: choose a character of yours to discard",
                            context="opponent_chooses", fields={"reason": "discarded"}))
        return []


def losing_player(e: dict) -> int:
    """The player who loses honor or fate in an event: the ``player`` of a ``lose_honor``,
    the giver (``from``) of a transfer (Rules Reference "Give", "Take": that player loses the
    tokens); -1 for another event."""
    if e.get("name", "").startswith("transfer_"):
        return e.get("from", -1)
    return e.get("player", -1)


@dataclass(frozen=True)
class DiscardTopOfDeck:
    """"Discard the top card of <player>'s <deck> deck" as an effect (Rules Reference "Discard
    Piles"; an empty deck has nothing to discard -- it is no draw, so "Running Out of Cards"
    does not apply). ``who``: "player", "opponent", or "triggering" (that player: the one who
    lost tokens in the triggering event, :func:`losing_player`)."""

    deck: str = "conflict"
    who: str = "triggering"

    def describe(self) -> str:
        whose = {"player": "your", "opponent": "your opponent's"}.get(self.who, "that player's")
        return f"discard the top card of {whose} {self.deck} deck"

    def _player(self, g: "Game", ctx: dict) -> int:
        if self.who == "triggering":
            return losing_player(ctx["trigger"]["data"])
        return who_is(g, ctx, self.who)

    def _zone(self) -> str:
        return DYNASTY_DECK if self.deck == "dynasty" else CONFLICT_DECK

    def could_change(self, g: "Game", ctx: dict) -> bool:
        q = self._player(g, ctx)
        return q >= 0 and bool(getattr(g.state.players[q], self._zone()))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        q = self._player(g, ctx)
        deck = getattr(st.players[q], self._zone()) if q >= 0 else []
        if deck:
            top = deck[-1]
            place(st, st.cards[top], DYNASTY_DISCARD if self.deck == "dynasty" else CONFLICT_DISCARD)
            g.log(f"{says(st.players[q].name, 'discards')} {_label(g, top)} from the top of "
                  f"{their(st.players[q].name)} {self.deck} deck.")
        return []


@dataclass(frozen=True)
class ShuffleHandAndDiscardIntoDeck:
    """"Each player shuffles his or her hand and conflict discard pile into his or her conflict
    deck" (Rules Reference "Shuffle", "Discard Piles": each card goes to its owner's deck). The
    event card resolving it is not among them: it is being played, not yet in a pile (Rules
    Reference "Event Cards": it goes to the discard pile once it resolves)."""

    def describe(self) -> str:
        return "each player shuffles their hand and conflict discard pile into their conflict deck"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True  # a shuffle changes the deck's order

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        for q in st.players:
            if q.eliminated:
                continue
            for u in [*q.hand, *q.conflict_discard]:
                if u != ctx["card"]:
                    place(st, st.cards[u], CONFLICT_DECK)
            g.shuffle(q.conflict_deck)
            g.log(f"{says(q.name, 'shuffles')} {their(q.name)} hand and conflict discard pile into "
                  f"{their(q.name)} conflict deck.")
        return []


@dataclass(frozen=True)
class RemoveFromGame:
    """"Remove this card from the game" (an event card, instead of its discard pile: Rules
    Reference "Removed from Game" -- an out-of-play state, open information, until the end of
    the game when no duration is given)."""

    def describe(self) -> str:
        return "remove this card from the game"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        c = g.state.cards[ctx["card"]]
        if c.zone != PLAY:
            place(g.state, c, REMOVED)
            g.log(f"{name(g, c.uid)} is removed from the game.")
        return []


# ------------------------------------------------------------------ the honor dial as a guessing game
#: the numbers on an honor dial (Rules Reference "Bid Value": five is its highest; the format's bid
#: limit is for bids only)
DIAL_NUMBERS = (1, 2, 3, 4, 5)


@dataclass(frozen=True)
class _OpponentsDial:
    """An effect on the honor dials of its player and their opponent: it could change the game
    state only while the two dials differ."""

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        p = ctx["player"]
        return st.players[opponent(st, p)].bid != st.players[p].bid


@dataclass(frozen=True)
class MatchDial(_OpponentsDial):
    """"Set your opponent's honor dial to be equal to yours": the dial is turned (Rules Reference
    "Honor Dial", "Bid Value": the bid itself changes; bid modifiers still apply to it).

    >>> MatchDial().describe()
    "set your opponent's honor dial to the number on yours"
    """

    def describe(self) -> str:
        return "set your opponent's honor dial to the number on yours"

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        q = opponent(st, p)
        st.players[q].bid = st.players[p].bid
        g.log(f"{possessive(st.players[q].name)} honor dial is set to {st.players[p].bid}.")
        return []


@dataclass(frozen=True)
class ChangeBid:
    """"Increase (decrease) the value of your bid by ``amount``" (a negative ``amount`` decreases
    it): Rules Reference "Bid Value" -- a modifier of the bid's value, the dial not adjusted,
    never below 0, gone with the next bid (:func:`l5r.lcg.model.bid_value`). With ``dial``:
    "change the bid on your dial to a value ``amount`` higher (lower)": the dial itself turns, to
    a value a player may bid (1 to 5, 1 to 3 in skirmish: :func:`l5r.lcg.formats.bid_top`).
    Either could change the game state only if the value can move that way.

    >>> ChangeBid(-1).describe(), ChangeBid(1, dial=True).describe()
    ('decrease the value of your bid by 1', 'change the bid on your dial to 1 higher')
    """

    amount: int
    dial: bool = False

    def describe(self) -> str:
        n = abs(self.amount)
        if self.dial:
            return f"change the bid on your dial to {n} {'higher' if self.amount > 0 else 'lower'}"
        return f"{'increase' if self.amount > 0 else 'decrease'} the value of your bid by {n}"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        p = ctx["player"]
        if self.dial:
            return 1 <= st.players[p].bid + self.amount <= bid_top(st, p)
        return self.amount > 0 or bid_value(st, p) > 0

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        if not self.could_change(g, ctx):
            return []
        st = g.state
        p = ctx["player"]
        if self.dial:
            st.players[p].bid += self.amount
            g.log(f"{possessive(st.players[p].name)} honor dial is turned to {st.players[p].bid}.")
            return []
        st.lasting.append({"type": "bid_modifier", "player": p, "value": self.amount,
                           "source": ctx["card"], "targets": []})
        g.log(f"{possessive(st.players[p].name)} bid value becomes {bid_value(st, p)}.")
        return []


@dataclass(frozen=True)
class SwitchDials(_OpponentsDial):
    """"Switch honor dials with your opponent until your next honor bid": each player's dial now
    shows the other's number (Rules Reference "Honor Dial", "Bid Value": an ability that refers
    to a bid refers to the dial); the next honor bid sets both dials anew, which ends it.

    >>> SwitchDials().describe()
    'switch honor dials with your opponent until your next honor bid'
    """

    def describe(self) -> str:
        return "switch honor dials with your opponent until your next honor bid"

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        mine, theirs = st.players[ctx["player"]], st.players[opponent(st, ctx["player"])]
        mine.bid, theirs.bid = theirs.bid, mine.bid
        g.log(f"{says(mine.name, 'switches')} honor dials with {theirs.name}: {mine.bid} and {theirs.bid}.")
        return []


@dataclass(frozen=True)
class GuessDial:
    """"Secretly select a number on your honor dial. Then the chosen character's controller
    guesses whether this number is even or odd. Reveal your dial (cannot be modified). If they
    are wrong, <if_wrong>": a secret decision of the ability's controller (hidden from the other
    players, like a bid: :mod:`l5r.lcg.hidden` deals it anew in a determinized copy), then the
    guess of the target's controller, then the reveal: the dial shows that number (Rules
    Reference "Bid Value": an ability that refers to a player's bid refers to the dial), compared
    as it is -- no bid modifier applies. The effects resolve on the ability's targets."""

    if_wrong: tuple

    def describe(self) -> str | None:
        parts = [describe_effect(e) for e in self.if_wrong]
        if None in parts:
            return None
        return ("secretly select a number on your honor dial; the chosen character's controller guesses whether "
                f"it is even or odd; reveal it: if the guess is wrong, {joined(parts)}")  # type: ignore[arg-type]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        targets = [u for u in ctx.get("targets", []) if st.cards[u].zone == PLAY]
        guesser = st.cards[targets[0]].controller if targets else opponent(st, ctx["player"])
        g.push({"step": "cards.dial_guess", "player": ctx["player"], "guesser": guesser,
                "path": effect_path(g, ctx["card"], self),
                "ctx": {k: ctx.get(k) for k in ("player", "card", "trigger", "targets")}})
        return []


@STEPS("cards.dial_guess")
def _dial_guess(g: "Game", f: dict) -> None:
    st = g.state
    ans = take_answer(f)
    card = _label(g, f["ctx"]["card"])
    p, q = f["player"], f["guesser"]
    if "number" not in f:
        if ans is None:
            g.ask(Decision(p, "choose_one", f"{card}: secretly select a number on your honor dial",
                           [Option(str(n), f"select {n}") for n in DIAL_NUMBERS], secret=True,
                           context="honor_dial"))
            return
        f["number"] = int(ans)
        ans = None
    if "guess" not in f:
        if ans is None:
            g.ask(Decision(q, "choose_one", f"{card}: is the number on {st.players[p].name}'s honor dial even or odd?",
                           [Option("even", "even"), Option("odd", "odd")], context="guess_dial"))
            return
        f["guess"] = str(ans)
    g.pop()
    n = f["number"]
    st.players[p].bid = n  # the dial shows it
    wrong = (n % 2 == 0) != (f["guess"] == "even")
    g.log(f"{says(st.players[q].name, 'guesses')} {f['guess']}; {says(st.players[p].name, 'reveals')} {n}: "
          f"{'wrong' if wrong else 'right'}.")
    if wrong:
        ctx = dict(f["ctx"])
        evs = [x for e in effect_at(g, f["path"]).if_wrong for x in e.events(g, ctx)]
        if evs:
            do(g, evs)


@dataclass(frozen=True)
class BidsCountInConflict:
    """"Each player adds the bid on his or her honor dial to his or her skill during this
    conflict's resolution": until the conflict ends, each player's side counts that player's
    honor dial as it is when the totals are counted (a ``conflict_total`` effect with ``bid``:
    :func:`l5r.lcg.model.conflict_totals`; Rules Reference "Bid Value": the dial's setting)."""

    def describe(self) -> str:
        return "each player adds the bid on their honor dial to their side's skill in this conflict"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return g.state.conflict is not None

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        if st.conflict is None:
            return []
        for pl in st.players:
            st.lasting.append({"type": "conflict_total", "player": pl.index, "value": 0, "bid": True,
                               "until": "conflict", "source": ctx["card"], "targets": []})
        g.log("Each player's honor dial counts toward their side's skill in this conflict.")
        return []


@dataclass(frozen=True)
class MayChooseEach:
    """"You may choose and <action> a character, and you may choose and <action> a different
    character": while the effect resolves, the ability's controller chooses, for each of
    ``actions`` in turn, up to one character it could affect (Rules Reference "Target": immunity
    and "cannot" apply), each different from those already chosen; the game actions then resolve
    together. (Asako Azunami: "bow any character ... ready a different character".)"""

    actions: tuple

    def describe(self) -> str:
        return "you may choose a character to " + ", then a different character to ".join(
            a.replace("_", " ") for a in self.actions) + "; those happen together"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return any(_may_choose(g, ctx, a, []) for a in self.actions)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        g.push({"step": "cards.may_choose_each", "player": ctx["player"], "actions": list(self.actions),
                "picked": [], "ctx": {k: ctx.get(k) for k in ("player", "card")}})
        return []


def _may_choose(g: "Game", ctx: dict, action: str, picked: list) -> list[int]:
    st = g.state
    return [u for q in st.players for u in q.play if u not in picked
            and can_affect(g, action, st.cards[u], ctx) and not immune(g, st.cards[u], ctx)
            and not not_targetable(g, st.cards[u], ctx)]


@STEPS("cards.may_choose_each")
def _may_choose_each(g: "Game", f: dict) -> None:
    ans = take_answer(f)
    if ans is not None:
        got = ans if isinstance(ans, list) else [ans]
        f["picked"].append(int(got[0]) if got else -1)
    actions = f["actions"]
    ctx = f["ctx"]
    while len(f["picked"]) < len(actions):
        action = actions[len(f["picked"])]
        cands = _may_choose(g, ctx, action, [u for u in f["picked"] if u >= 0])
        if not cands:
            f["picked"].append(-1)
            continue
        g.ask(Decision(f["player"], "choose_many", f"{_label(g, ctx['card'])}: you may choose a character to "
                       f"{action.replace('_', ' ')}", [Option(str(u), _label(g, u)) for u in cands], min=0, max=1,
                       context="may_choose"))
        return
    g.pop()
    evs = [ev(a, card=u) for a, u in zip(actions, f["picked"], strict=True) if u >= 0]
    if evs:
        do(g, evs)
