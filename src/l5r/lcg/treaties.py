"""Treaties between the players of an enlightenment game (Rules Reference "Treaties",
"Treaty Cards"; :mod:`l5r.lcg.formats`, Decisions 21-23), in a game that allows them
(:func:`~l5r.lcg.game.new_game` with ``treaties=True`` or a ``treaty_deck``).

In an action window where they may act, a player may propose a treaty to another player
with whom they have none in force (:func:`treaty_options`; once per other player and phase,
not using their opportunity). The proposer chooses each player's promise, the duration and
the value staked (1-5), and the other player accepts or declines (the ``lcg.treaty`` step).
An accepted treaty is a :class:`~l5r.lcg.state.Treaty` in ``state.treaties``; with a treaty
deck, its top card is placed facedown on it, unseen by both.

Promises (``[kind, player]``):

* ``["no_conflict", q]``: "I will not declare a conflict against q": broken when its player
  declares one (:func:`_declared`);
* ``["conflict", q]``: "I will declare a conflict against q": kept when they do, broken if
  the treaty's duration ends first (:func:`_phase_end`).

Breaking a treaty costs its breaker honor equal to the value staked, or resolves the text of
its treaty card instead (:func:`_broken`); then the treaty is over. A treaty whose duration
ends (the end of the phase, of the round: the end of the fate phase, or never) with its
promises kept is dissolved.

>>> promise_text(["no_conflict", 2], ["Ann", "Bo", "Cy"])
'declare no conflict against Cy'
"""

from __future__ import annotations

from ..engine.decision import Decision, Kind, Option
from ..engine.game import Game, take_answer
from ..engine.names import says
from ..engine.tables import Handlers
from .actions import ev
from .formats import STAKED, end_treaty, treaty_between
from .hooks import after
from .model import player_order
from .state import Treaty

STEPS = Handlers("step")

#: the durations a treaty may have, and how they read
DURATIONS = {"phase": "until the end of this phase", "round": "until the end of the round",
             "game": "for the rest of the game"}
#: the values that may be staked on a treaty ("Treaties": between 1 and 5)
VALUES = (1, 2, 3, 4, 5)
#: the kinds of promise (Decisions 22)
PROMISES = ("no_conflict", "conflict")


def promise_text(promise: list, names: list[str]) -> str:
    """A promise in words (its player says "I will ...")."""
    kind, q = promise
    return f"declare no conflict against {names[q]}" if kind == "no_conflict" else \
        f"declare a conflict against {names[q]}"


def _proposed_key(p: int, q: int) -> str:
    return f"treaty_proposed:{p}:{q}"


def treaty_options(g: Game, p: int) -> list[Option]:
    """``p``'s proposals of a treaty in an action window of an enlightenment game (Decisions
    21): one per other player still in the game with whom ``p`` has no treaty in force and to
    whom ``p`` has proposed none this phase."""
    st = g.state
    if not st.config.get("treaties") or st.players[p].eliminated:
        return []
    proposed = st.uses.get("phase", {})
    return [Option(f"treaty:{q.index}", f"Propose a treaty to {q.name}") for q in st.players
            if q.index != p and not q.eliminated and treaty_between(st, p, q.index) is None
            and _proposed_key(p, q.index) not in proposed]


def propose(g: Game, f: dict, p: int, q: int) -> None:
    """``p`` proposes a treaty to ``q`` in window ``f``: not their action there (Decisions 21),
    so the opportunity stays theirs."""
    st = g.state
    f["turn"] -= 1
    st.uses["phase"][_proposed_key(p, q)] = 1
    g.log(f"{says(st.players[p].name, 'proposes')} a treaty to {st.players[q].name}.")
    g.push({"step": "lcg.treaty", "player": p, "other": q, "stage": "promise", "promises": []})


def _promise_options(g: Game, who: int) -> list[Option]:
    st = g.state
    names = [q.name for q in st.players]
    return [Option(f"{kind}:{q.index}", f"{names[who]} will {promise_text([kind, q.index], names)}")
            for kind in PROMISES for q in st.players if q.index != who and not q.eliminated]


@STEPS("lcg.treaty")
def treaty_step(g: Game, f: dict) -> None:
    """Setting up a proposed treaty: the proposer's promise, the other player's, the
    duration, the value; then the other player accepts or declines (Rules Reference
    "Treaties": every parameter agreed by both before the treaty is final)."""
    st = g.state
    p, q = f["player"], f["other"]
    names = [x.name for x in st.players]
    ans = take_answer(f)
    stage = f["stage"]
    if ans is not None:
        if stage == "promise":
            kind, _, who = ans.partition(":")
            f["promises"].append([kind, int(who)])
            if len(f["promises"]) == 2:
                f["stage"] = "until"
        elif stage == "until":
            f["until"] = ans
            f["stage"] = "value"
        elif stage == "value":
            f["value"] = int(ans)
            f["stage"] = "answer"
        else:
            g.pop()
            if ans == "accept":
                _make(g, f)
            else:
                g.log(f"{says(names[q], 'declines')} the treaty.")
            return
    stage = f["stage"]
    if stage == "promise":
        who = (p, q)[len(f["promises"])]
        g.ask(Decision(p, Kind.ONE, f"Treaty with {names[q]}: what does {names[who]} promise?",
                       _promise_options(g, who), context="treaty_promise"))
    elif stage == "until":
        acting = any(kind == "conflict" for kind, _ in f["promises"])
        opts = [Option(k, f"The treaty lasts {words}") for k, words in DURATIONS.items()
                if not (acting and k == "game")]  # a promise to act needs an end (Decisions 22)
        g.ask(Decision(p, Kind.ONE, f"Treaty with {names[q]}: how long?", opts, context="treaty_duration"))
    elif stage == "value":
        g.ask(Decision(p, Kind.ONE, f"Treaty with {names[q]}: what value is staked?",
                       [Option(str(v), f"Stake {v}") for v in VALUES], context="treaty_value"))
    else:
        (mine, theirs), until = f["promises"], DURATIONS[f["until"]]
        g.ask(Decision(q, Kind.ONE,
                       f"{names[p]} proposes a treaty {until}, {f['value']} staked: {names[p]} will "
                       f"{promise_text(mine, names)}; you will {promise_text(theirs, names)}.",
                       [Option("accept", "Accept the treaty"), Option("decline", "Decline the treaty")],
                       context="treaty_answer"))


def _make(g: Game, f: dict) -> None:
    st = g.state
    p, q = f["player"], f["other"]
    card = st.treaty_deck.pop() if st.treaty_deck else None  # placed facedown, unseen ("Treaty Cards")
    st.treaties.append(Treaty([p, q], [list(x) for x in f["promises"]], f["until"], f["value"], card=card))
    g.log(f"{st.players[p].name} and {st.players[q].name} make a treaty "
          f"({DURATIONS[f['until']]}, {f['value']} staked).")


def _broken(g: Game, t: Treaty, breaker: int) -> list[dict]:
    """``breaker`` broke treaty ``t``: it is over, and the events of its consequence (Decisions 23)."""
    st = g.state
    other = t.players[1] if t.players[0] == breaker else t.players[0]
    card = t.card
    end_treaty(st, t)
    g.log(f"{says(st.players[breaker].name, 'breaks')} the treaty with {st.players[other].name}.")
    if card is None:
        return [ev("lose_honor", player=breaker, amount=t.value)]
    g.log(f"The treaty card is revealed: {card.name}.")
    return [ev(action, player=breaker if who == "breaker" else other, amount=t.value if amount == STAKED else amount)
            for action, who, amount in card.effects]


def _declared(g: Game, e: dict) -> list[dict]:
    """A conflict declared by ``e["player"]`` against ``e["defender"]``: it keeps that player's
    promises to do so and breaks their promises not to."""
    st = g.state
    if not st.treaties:
        return []
    p, d = e["player"], e["defender"]
    out: list[dict] = []
    for t in list(st.treaties):
        if p not in t.players:
            continue
        i = t.players.index(p)
        kind, q = t.promises[i]
        if q != d:
            continue
        if kind == "conflict":
            t.kept[i] = True
        else:
            out.extend(_broken(g, t, p))
    return out


def _phase_end(g: Game, e: dict) -> list[dict]:
    """The end of a phase ends the treaties made for the phase, and the end of the fate phase
    those made for the round: a promise to act not kept by then breaks the treaty (the first
    such player in player order breaks it), otherwise it is dissolved (Decisions 23)."""
    st = g.state
    if not st.treaties:
        return []
    ending = ("phase", "round") if e["phase"] == "fate" else ("phase",)
    out: list[dict] = []
    for t in [t for t in st.treaties if t.until in ending]:
        unkept = [t.players[i] for i in (0, 1) if t.promises[i][0] == "conflict" and not t.kept[i]]
        if unkept:
            first = next(p for p in player_order(st) if p in unkept)
            out.extend(_broken(g, t, first))
        else:
            end_treaty(st, t)
            g.log(f"The treaty between {st.players[t.players[0]].name} and {st.players[t.players[1]].name} "
                  "is dissolved.")
    return out


HOOKS = (after("conflict_declared", _declared), after("phase_end", _phase_end))
