"""Challenges and duels, in each edition's form, as plain-data frames.

A card that creates a duel pushes :func:`challenge_frame`; the duel runs as the
step ``ccg.duel`` (registered in ``flow.STEPS``) and hands its result
(``{"resolved": bool, "winner": uid|None, "losers": [uid...], "refused": bool}``)
to the frame below.

Sequence (Ivory "Challenge", "Duel"; celestial Rules Glossary "CHALLENGE",
"DUEL", "DUELIST"; Diamond "Challenging and Dueling"):

1. Challenge. Two Personalities controlled by different players, else nothing
   happens. The challenged player may refuse only if the duel's creator says so
   (ivory, celestial); in Diamond a challenge may normally be refused
   (``Edition.duel_refusable``). Refusing applies the creator's refusal
   consequences.
2. Focus or strike, alternating, the challenged player first. Where focus
   cards come from is ``Edition.duel_focus``:

   * ivory ``hand_or_deck``: a card from hand, or the top Fate card unseen;
     at most ``duel_max_focus`` (4) focuses each;
   * celestial ``focus_pool``: each player's pool of the top 3 Fate cards;
     one card per duel may come from hand instead;
   * Diamond ``hand``: a card from hand.

   A player who cannot focus must strike. Celestial Duelist
   (``duelist == "focuses_first"``): a Duelist challenger facing a non-Duelist
   with an equal or higher duel stat focuses first, and must focus if able.
3. Strike: focused cards turn face up; their Focus Effects
   (``CardDef.focus_effect``) resolve, each in the order the cards were focused
   (a project decision: the rules let the player whose turn it is choose the
   order; with plain-data frames the focus order is kept instead).
4. Resolution: duel stat (Chi unless the creator names another) plus the
   focused cards' Focus Values. The higher total wins; a tie makes both lose,
   except that with ``duelist == "wins_ties"`` (ivory; Diamond is silent, so the
   ivory rule applies) a Duelist facing a non-Duelist wins a tie.
   Consequences come from the duel's creator (``on_win`` / ``on_lose``): names
   in :data:`CONSEQUENCES`, e.g. ``"destroy"`` or ``"lose_honor:2"``.
5. Cleanup: focused cards are discarded and changes to their Focus Value end;
   celestial: cards left in focus pools go to the bottom of their Fate decks.

If either Personality leaves play before resolution, the duel ends without
resolution: no Focus Effect still to come resolves, nobody wins or loses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..engine.decision import Decision, Option
from . import model as m
from .actions import applies, do_all, leave_zone, to_discard
from .editions import edition
from .flow import step
from .state import FOCUS, PLAY

if TYPE_CHECKING:
    from ..engine.game import Game

__all__ = ["CONSEQUENCES", "challenge_frame", "consequence", "duel_total"]

#: Duel consequences by name: ``fn(g, frame, uid, arg) -> list of game-action events``
#: for Personality ``uid`` (the winner or a loser); ``arg`` is the text after ``:``.
CONSEQUENCES: dict[str, Callable] = {}


def consequence(name: str):
    """Register a duel consequence (cards with special consequences add their own)."""

    def deco(fn):
        CONSEQUENCES[name] = fn
        return fn

    return deco


@consequence("destroy")
def _c_destroy(g, f, uid, arg):
    return [{"name": "destroy", "card": uid, "by": f["by"], "duel": True}]


@consequence("bow")
def _c_bow(g, f, uid, arg):
    return [{"name": "bow", "card": uid, "by": f["by"], "duel": True}]


@consequence("dishonor")
def _c_dishonor(g, f, uid, arg):
    return [{"name": "dishonor", "card": uid, "by": f["by"], "duel": True}]


@consequence("home")
def _c_home(g, f, uid, arg):
    return [{"name": "move", "card": uid, "to": "home", "by": f["by"], "duel": True}]


@consequence("gain_honor")
def _c_gain(g, f, uid, arg):
    return [{"name": "honor", "player": g.state.cards[uid].controller, "amount": int(arg),
             "by": f["by"], "duel": True}]


@consequence("lose_honor")
def _c_lose(g, f, uid, arg):
    return [{"name": "honor", "player": g.state.cards[uid].controller, "amount": -int(arg),
             "by": f["by"], "duel": True}]


def _names(x) -> list[str]:
    if not x:
        return []
    return [x] if isinstance(x, str) else list(x)


def challenge_frame(challenger: int, challenged: int, on_win=(), on_lose=(), *, stat: str = "chi",
                    refusable: bool | None = None, on_refuse=(), by: int | None = None) -> dict:
    """A challenge from Personality ``challenger`` to Personality ``challenged``.

    ``on_win`` / ``on_lose`` / ``on_refuse``: consequence names (or lists of them) applied to
    the winner, to each loser, and (when refused) to the challenged Personality.
    ``refusable`` None means the edition's default. ``by``: the player whose effect created
    the duel (default: the challenger's controller)."""
    return {"step": "ccg.duel", "stage": "challenge", "challenger": challenger, "challenged": challenged,
            "on_win": _names(on_win), "on_lose": _names(on_lose), "on_refuse": _names(on_refuse),
            "stat": stat, "refusable": refusable, "by": by}


def duel_total(st, uid: int, focused: list[int], stat: str = "chi") -> int:
    """A duelist's total: his duel stat plus the Focus Values of his focused cards."""
    return m.stat(st, uid, stat) + sum(m.stat(st, c, "focus") for c in focused)


def _alive(st, f: dict) -> bool:
    for key in ("challenger", "challenged"):
        c = st.cards[f[key]]
        if c.zone != PLAY or c.instance != f["inst"][key]:
            return False
    return True


def _can_focus(st, f: dict, p: int) -> list[Option]:
    """The focus options of player ``p`` now (empty: he must strike)."""
    ed = edition(st.edition)
    pl = st.players[p]
    mine = f["focused"][str(p)]
    if ed.duel_max_focus is not None and len(mine) >= ed.duel_max_focus:
        return []
    opts = []
    if ed.duel_focus == "focus_pool":
        for u in f["pool"][str(p)]:
            opts.append(Option(f"p{u}", f"focus {m.title(st, u)} from your focus pool"))
        if str(p) not in f["hand_used"]:
            for u in pl.hand:
                opts.append(Option(f"h{u}", f"focus {m.title(st, u)} from your hand"))
    else:
        for u in pl.hand:
            opts.append(Option(f"h{u}", f"focus {m.title(st, u)} from your hand"))
        if ed.duel_focus == "hand_or_deck" and pl.fate_deck:
            opts.append(Option("deck", "focus the top card of your Fate deck (unseen)"))
    return opts


def _focus(st, f: dict, p: int, ans: str) -> None:
    pl = st.players[p]
    if ans == "deck":
        uid = pl.fate_deck[-1]
    else:
        uid = int(ans[1:])
        if ans[0] == "p":
            f["pool"][str(p)].remove(uid)
        else:
            f["hand_used"].append(str(p))
    leave_zone(st, uid)
    c = st.cards[uid]
    c.zone = FOCUS
    c.face_up = False
    f["focused"][str(p)].append(uid)
    st.duel.setdefault("focused", {}).setdefault(str(p), []).append(uid)


@step("ccg.duel")
def step_duel(g: "Game", f: dict) -> None:
    st = g.state
    ed = edition(st.edition)
    stage = f["stage"]
    if stage == "challenge":
        a, b = f["challenger"], f["challenged"]
        ca, cb = st.cards[a], st.cards[b]
        if (ca.zone != PLAY or cb.zone != PLAY or ca.controller == cb.controller
                or m.ctype(st, a) != "personality" or m.ctype(st, b) != "personality"):
            g.pop({"resolved": False, "winner": None, "losers": [], "refused": False})
            return  # Ivory "Challenge": no duel between one player's cards or non-Personalities
        f["pa"], f["pb"] = ca.controller, cb.controller
        if f["by"] is None:
            f["by"] = f["pa"]
        f["inst"] = {"challenger": ca.instance, "challenged": cb.instance}
        refusable = ed.duel_refusable if f["refusable"] is None else f["refusable"]
        f["stage"] = "answer_challenge" if refusable else "setup"
        if refusable:
            g.ask(Decision(f["pb"], "choose_one",
                           f"{m.title(st, a)} challenges {m.title(st, b)}: accept or refuse?",
                           [Option("accept", "Accept the challenge"), Option("refuse", "Refuse the challenge")],
                           context="challenge"))
        return
    if stage == "answer_challenge":
        ans = f.pop("answer")
        f.pop("answer_data", None)
        if ans == "refuse":
            g.log(f"{m.title(st, f['challenged'])} refuses the challenge")
            events = []
            for name in f["on_refuse"]:
                key, _, arg = name.partition(":")
                events += CONSEQUENCES[key](g, f, f["challenged"], arg)
            g.pop({"resolved": False, "winner": None, "losers": [], "refused": True})
            if events:
                do_all(g, events)
            return
        f["stage"] = "setup"
        return
    if stage == "setup":
        pa, pb = f["pa"], f["pb"]
        f["focused"] = {str(pa): [], str(pb): []}
        f["pool"] = {str(pa): [], str(pb): []}
        f["hand_used"] = []
        st.duel = {"challenger": f["challenger"], "challenged": f["challenged"], "stat": f["stat"]}
        if ed.duel_focus == "focus_pool":  # celestial DUEL 1: top three Fate cards
            for p in (pa, pb):
                deck = st.players[p].fate_deck
                for _ in range(min(3, len(deck))):
                    uid = deck.pop()
                    st.cards[uid].zone = FOCUS
                    st.cards[uid].instance += 1
                    f["pool"][str(p)].append(uid)
        f["turn"] = pb  # the challenged player has the first option
        f["must_focus"] = False
        a, b = f["challenger"], f["challenged"]
        if ed.duelist == "focuses_first" and m.has_kw(st, a, "Duelist") and not m.has_kw(st, b, "Duelist") \
                and m.stat(st, b, f["stat"]) >= m.stat(st, a, f["stat"]):
            f["turn"] = pa  # celestial DUELIST: the challenger gains the first chance to focus
            f["must_focus"] = True
        g.log(f"duel: {m.title(st, a)} vs {m.title(st, b)} ({f['stat']})")
        f["stage"] = "focus"
        return
    if stage == "focus":
        if not _alive(st, f):
            _end_unresolved(g, f)
            return
        p = f["turn"]
        if "answer" in f:
            ans = f.pop("answer")
            f.pop("answer_data", None)
            f["must_focus"] = False
            if ans == "strike":
                f["stage"] = "strike"
                return
            _focus(st, f, p, ans)
            f["turn"] = f["pa"] if p == f["pb"] else f["pb"]
            return
        opts = _can_focus(st, f, p)
        if not opts:
            f["stage"] = "strike"  # a player who can't focus must strike
            return
        if not f["must_focus"]:
            opts.append(Option("strike", "Strike"))
        g.ask(Decision(p, "choose_one", "Duel: focus or strike", opts, context="duel"))
        return
    if stage == "strike":
        for p in (f["pb"], f["pa"]):
            for u in f["focused"][str(p)]:
                st.cards[u].face_up = True
        f["effects"] = [[p, u] for p in (f["pb"], f["pa"]) for u in f["focused"][str(p)]
                        if _focus_effect(st, u)]
        f["stage"] = "effects"
        return
    if stage == "effects":
        if not _alive(st, f):
            _end_unresolved(g, f)
            return
        if f["effects"]:
            p, u = f["effects"].pop(0)
            if st.cards[u].zone != FOCUS:
                return
            from .play import push_ability
            mine = f["challenger"] if p == f["pa"] else f["challenged"]
            other = f["challenged"] if p == f["pa"] else f["challenger"]
            push_ability(g, f"f{u}", p, {"duelist": mine, "opponent": other})
            return
        f["stage"] = "resolve"
        return
    if stage == "resolve":
        if not _alive(st, f):
            _end_unresolved(g, f)
            return
        resolve(g, f)
        return
    if stage == "cleanup":
        _cleanup(g, f)
        g.pop(f["result"])
        return
    raise ValueError(stage)


def _focus_effect(st, uid: int) -> bool:
    from .cards import DEFS
    d = DEFS.get(st.cards[uid].cid)
    return bool(d is not None and getattr(d, "focus_effect", ()))


def resolve(g: "Game", f: dict) -> None:
    """Duel resolution: totals, winner and losers, the creator's consequences."""
    st = g.state
    ed = edition(st.edition)
    a, b = f["challenger"], f["challenged"]
    ta = duel_total(st, a, f["focused"][str(f["pa"])], f["stat"])
    tb = duel_total(st, b, f["focused"][str(f["pb"])], f["stat"])
    g.log(f"duel resolution: {m.title(st, a)} {ta}, {m.title(st, b)} {tb}")
    winner = None
    if ta > tb:
        winner = a
    elif tb > ta:
        winner = b
    elif ed.duelist == "wins_ties":
        da, db = m.has_kw(st, a, "Duelist"), m.has_kw(st, b, "Duelist")
        if da != db:
            winner = a if da else b  # Ivory "Duelist": wins a tie against a non-Duelist
    losers = [u for u in (a, b) if u != winner]
    f["result"] = {"resolved": True, "winner": winner, "losers": losers, "refused": False,
                   "totals": {str(a): ta, str(b): tb}}
    st.duel["result"] = f["result"]
    events: list[dict] = [{"name": "duel_resolved", "winner": winner, "losers": losers,
                           "challenger": a, "challenged": b, "by": f["by"]}]
    if winner is not None:
        for name in f["on_win"]:
            key, _, arg = name.partition(":")
            events += CONSEQUENCES[key](g, f, winner, arg)
    for u in losers:
        for name in f["on_lose"]:
            key, _, arg = name.partition(":")
            events += CONSEQUENCES[key](g, f, u, arg)
    f["stage"] = "cleanup"
    do_all(g, events)


def _end_unresolved(g: "Game", f: dict) -> None:
    g.log("a duelist left play: the duel ends without resolution")
    f["result"] = {"resolved": False, "winner": None, "losers": [], "refused": False}
    _cleanup(g, f)
    g.pop(f["result"])


def _cleanup(g: "Game", f: dict) -> None:
    """Discard focused cards (ending Focus Value changes); celestial: focus pools go to the
    bottom of their Fate decks."""
    st = g.state
    for p in (f["pa"], f["pb"]):
        for u in f.get("focused", {}).get(str(p), []):
            if st.cards[u].zone == FOCUS:
                to_discard(st, u)
        for u in f.get("pool", {}).get(str(p), []):
            if st.cards[u].zone == FOCUS:
                c = st.cards[u]
                c.zone = "fate_deck"
                c.face_up = False
                c.instance += 1
                st.players[c.owner].fate_deck.insert(0, u)  # the top is the end of the list
    st.lasting = [e for e in st.lasting if e["until"] != "duel"]
    st.duel = {}


@applies("duel_resolved")
def _duel_resolved(g, ev):
    """A marker: the duel's winner and losers are known (for triggers)."""
