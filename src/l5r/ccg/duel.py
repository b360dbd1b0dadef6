"""Challenges and duels, in each edition's form, as plain-data frames.

A card that creates a duel pushes :func:`challenge_frame`; the duel runs as the
step ``ccg.duel`` (registered in ``flow.STEPS``) and hands its result
(``{"resolved": bool, "winner": uid|None, "losers": [uid...], "refused": bool,
"prevented": bool}``) to the frame below. A card choosing its challenger uses
``vocab.may_challenge``.

Sequence (Ivory "Challenge", "Duel"; celestial Rules Glossary "CHALLENGE",
"DUEL", "DUELIST"; Diamond "Challenging and Dueling"):

1. Challenge. Two Personalities controlled by different players, else nothing
   happens. A challenger who "will not issue challenges"
   (``model.may_issue_challenge``: Tempered No-Dachi) issues none: the challenge
   is prevented (Ivory "Will not"; celestial "DO NOT, DOES NOT, WILL NOT").
   Diamond: only an unbowed Personality may be chosen to issue a challenge
   (``Edition.challenger_unbowed``, checked by ``vocab.may_challenge``).
   The challenged player may refuse only if the duel's creator says so
   (ivory, celestial); in Diamond a challenge may normally be refused
   (``Edition.duel_refusable``). Refusing applies the creator's refusal
   consequences.
2. Focus or strike, alternating, the challenged player first. Where focus
   cards come from is ``Edition.duel_focus``:

   * ivory ``hand_or_deck``: a card from hand, or the top Fate card unseen;
     at most ``duel_max_focus`` (4) focuses each;
   * celestial ``focus_pool``: each player's pool of the top 3 Fate cards;
     one card per duel may come from hand instead; the hand is otherwise put
     aside (``Edition.duel_hand_aside``: no card in hand may be used, e.g. a
     Reaction to a duel event, until the duel ends);
   * Diamond ``hand``: a card from hand.

   A player who cannot focus must strike; a duelist flagged ``no_focus`` (his
   own text forbids focusing) cannot focus (Diamond). Celestial Duelist
   (``duelist == "focuses_first"``): a Duelist challenger facing a non-Duelist
   with an equal or higher duel stat focuses first, and must focus if able.

   Reactions "as" or "instead of" Focus cards (Diamond "Challenging and
   Dueling": they are played face up; ``Ability.as_focus``): at an opportunity
   to focus, a player may instead play such a Reaction from hand. It resolves
   as an action at once; played "as" a Focus card it then stays in the
   focusing area face up and counts as a focus (its Focus Value adds); played
   "instead of" focusing it is discarded like any played Strategy. Either way
   the other player is next to focus or strike. Card text creates these plays,
   so they exist in every edition (a project decision: only Diamond's document
   says how they are played); in celestial, such a card is the duel's one card
   from hand.
3. Strike: focused cards turn face up; their Focus Effects
   (``CardDef.focus_effect``) resolve one at a time. The player whose turn it is
   chooses the order (Ivory "Duel" step 4; celestial "DUEL" step 3; Diamond is
   silent, so the ivory rule applies): while two or more are pending he is
   asked which resolves next (a plain-data decision, ``context="focus_order"``).
4. Resolution: duel stat (Chi unless the creator names another) plus the
   focused cards' Focus Values, plus bonuses given "as Focus cards" (lasting
   kind ``duel_bonus`` on the duelist, until the duel ends). A Double Chi
   Personality's focused cards add their Focus Values twice, in any duel stat
   (Diamond "DOUBLE CHI"; only Diamond defines the trait, so it applies in all
   editions -- a project decision). Diamond (``Edition.focus_in_stat``): a
   Focus card is a bonus to the duel stat itself until the duel ends; the bonus
   is secret until the strike, so from the strike on the duelists' duel stat
   (``model.stat``) includes it (nothing can look at it before). The higher
   total wins; a tie makes both lose, except that with ``duelist ==
   "wins_ties"`` (ivory; Diamond is silent, so the ivory rule applies) a
   Duelist facing a non-Duelist wins a tie. Consequences come from the duel's
   creator (``on_win`` / ``on_lose``): names in :data:`CONSEQUENCES`, e.g.
   ``"destroy"`` or ``"lose_honor:2"``; an Honor gain for a dishonorable
   Personality rehonors him instead (Diamond "Dishonor": "including ...
   duels"; celestial "DISHONOR"; Ivory "Honorable and dishonorable").
5. Cleanup: focused cards are discarded and changes to their Focus Value end;
   celestial: cards left in focus pools go to the bottom of their Fate decks.

Events other cards can trigger on (markers, in order): ``duel_focused`` (after a
card is focused or played as a Focus card: ``player``, ``card``, ``duelist``),
``duel_strike`` (``player`` who struck), ``focus_effects_resolved``,
``before_duel_resolution`` (Togashi Konishi) and ``duel_resolved`` (``winner``,
``losers``); each has ``challenger`` and ``challenged``. Cards react to them
with the default "after" timing (Ivory "Timing": "after" one step comes before
"before" the next).

If either Personality leaves play (or changes controller: Diamond "Control")
before resolution, the duel ends without resolution: no Focus Effect still to
come resolves, nobody wins or loses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..engine.decision import Decision, Option
from ..engine.windows import events_frame
from . import model as m
from .actions import applies, do_all, leave_zone, to_discard
from .editions import edition
from .flow import step
from .state import FOCUS, HAND, PLAY

if TYPE_CHECKING:
    from ..engine.game import Game

__all__ = ["CONSEQUENCES", "challenge_frame", "consequence", "duel_total", "focus_part", "stat_bonus"]

#: Duel consequences by name: ``fn(g, frame, uid, arg) -> list of game-action events``
#: for Personality ``uid`` (the winner or a loser); ``arg`` is the text after ``:``.
CONSEQUENCES: dict[str, Callable] = {}

#: The marker events a duel sends (see the module docstring).
EVENTS = ("duel_focused", "duel_strike", "focus_effects_resolved", "before_duel_resolution", "duel_resolved")


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
    c = g.state.cards[uid]
    if c.dishonored and int(arg) > 0:  # rehonored instead of the gain (Diamond "Dishonor")
        return [{"name": "rehonor", "card": uid, "by": f["by"], "duel": True}]
    return [{"name": "honor", "player": c.controller, "amount": int(arg), "by": f["by"], "duel": True}]


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


# ------------------------------------------------------------------ totals
def focused_cards(st, uid: int) -> list[int]:
    """The cards focused for duelist ``uid`` in the current duel."""
    d = st.duel
    p = d.get("sides", {}).get(str(uid))
    if p is None:
        return []
    return [u for u in d.get("focused", {}).get(str(p), []) if st.cards[u].zone == FOCUS]


def focus_part(st, uid: int) -> int:
    """What duelist ``uid``'s focusing adds to his duel stat: his focused cards' Focus Values
    (twice for a Double Chi Personality: Diamond "DOUBLE CHI"), plus bonuses given "as Focus
    cards" (lasting kind ``duel_bonus``: Diamond "Challenging and Dueling")."""
    values = sum(m.stat(st, c, "focus") for c in focused_cards(st, uid))
    if m.has_kw(st, uid, "Double Chi"):
        values *= 2
    inst = st.cards[uid].instance
    bonus = sum(e["amount"] for e in st.lasting if e["kind"] == "duel_bonus" and e["card"] == uid
                and e["instance"] == inst and not e.get("negated"))
    return values + bonus


def _in_stat(st, uid: int, name: str) -> bool:
    d = st.duel
    return bool(d.get("in_stat")) and name == d.get("stat") and str(uid) in d.get("sides", {})


def stat_bonus(st, uid: int, name: str) -> int:
    """``model.stat``'s hook: in an edition where Focus cards raise the duel stat itself
    (``Edition.focus_in_stat``, Diamond), duelist ``uid``'s focus part once revealed."""
    return focus_part(st, uid) if _in_stat(st, uid, name) else 0


def duel_total(st, uid: int, stat: str | None = None) -> int:
    """A duelist's total in the current duel: his duel stat plus his focus part."""
    stat = stat or st.duel.get("stat", "chi")
    base = m.stat(st, uid, stat)
    return base if _in_stat(st, uid, stat) else base + focus_part(st, uid)


# ------------------------------------------------------------------ focusing
def _alive(st, f: dict) -> bool:
    for key, p in (("challenger", "pa"), ("challenged", "pb")):
        c = st.cards[f[key]]
        if c.zone != PLAY or c.instance != f["inst"][key] or c.controller != f[p]:
            return False
    return True


def _duelist_of(f: dict, p: int) -> tuple[int, int]:
    """(the duelist of player ``p``, the other duelist)."""
    if p == f["pa"]:
        return f["challenger"], f["challenged"]
    return f["challenged"], f["challenger"]


def _focused(st, p: int) -> list[int]:
    return st.duel["focused"][str(p)]


def _can_focus(g: "Game", f: dict, p: int) -> list[Option]:
    """The focus options of player ``p`` now (empty: he must strike)."""
    st = g.state
    ed = edition(st.edition)
    pl = st.players[p]
    mine, other = _duelist_of(f, p)
    if m.flagged(st, mine, "no_focus"):
        return []  # Diamond: "the Personality's own text forbids it"
    if ed.duel_max_focus is not None and len(_focused(st, p)) >= ed.duel_max_focus:
        return []
    opts = []
    hand_ok = ed.duel_focus != "focus_pool" or str(p) not in f["hand_used"]
    if ed.duel_focus == "focus_pool":
        for u in f["pool"][str(p)]:
            opts.append(Option(f"p{u}", f"focus {m.title(st, u)} from your focus pool"))
    if hand_ok:
        for u in pl.hand:
            opts.append(Option(f"h{u}", f"focus {m.title(st, u)} from your hand"))
        opts += _reaction_options(g, f, p, mine, other)
    if ed.duel_focus == "hand_or_deck" and pl.fate_deck:
        opts.append(Option("deck", "focus the top card of your Fate deck (unseen)"))
    return opts


def _reaction_options(g: "Game", f: dict, p: int, mine: int, other: int) -> list[Option]:
    """Reactions in hand that may be played "as" or "instead of" a Focus card now."""
    from .play import card_def, describe, usable

    st = g.state
    out = []
    for u in st.players[p].hand:
        d = card_def(st, u)
        if d is None:
            continue
        for i, ab in enumerate(d.abilities):
            if not ab.as_focus or ab.zone != "hand":
                continue
            if usable(g, f"c{u}:{i}", u, ab, p, "reaction", {"duelist": mine, "opponent": other}):
                how = "as a Focus card" if ab.as_focus == "as" else "instead of focusing"
                out.append(Option(f"r{u}:{i}", f"play {describe(st, u, ab)} {how} (face up)"))
    return out


def _focus(g: "Game", f: dict, p: int, ans: str) -> None:
    st = g.state
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
    _focused(st, p).append(uid)
    _focus_event(g, f, p, uid)


def _focus_event(g: "Game", f: dict, p: int, uid: int) -> None:
    mine, _ = _duelist_of(f, p)
    g.push(events_frame([_event(f, "duel_focused", player=p, card=uid, duelist=mine)]))


def _event(f: dict, name: str, **data) -> dict:
    return {"name": name, "challenger": f["challenger"], "challenged": f["challenged"], "by": f["by"], **data}


def _play_reaction(g: "Game", f: dict, p: int, ans: str) -> None:
    """Play a Reaction "as" / "instead of" a Focus card (its ability frame runs now)."""
    from .play import card_def, push_ability

    st = g.state
    uid, i = (int(x) for x in ans[1:].split(":"))
    ab = card_def(st, uid).abilities[i]
    mine, other = _duelist_of(f, p)
    f["playing"] = {"card": uid, "player": p, "how": ab.as_focus}
    push_ability(g, f"c{uid}:{i}", p, {"duelist": mine, "opponent": other, "as_focus": ab.as_focus == "as"})


def _played(g: "Game", f: dict) -> bool:
    """After a Reaction "as"/"instead of" a Focus card: True if it was played (the turn passes)."""
    st = g.state
    pl = f.pop("playing")
    uid, p = pl["card"], pl["player"]
    c = st.cards[uid]
    if c.zone == HAND:
        return False  # not announced (e.g. no target): the player still focuses or strikes
    if edition(st.edition).duel_focus == "focus_pool":
        f["hand_used"].append(str(p))  # celestial: the duel's one card from hand
    f["turn"] = f["pa"] if p == f["pb"] else f["pb"]
    if c.zone == FOCUS:  # played as a Focus card: it is one of his focused cards, face up
        _focused(st, p).append(uid)
        _focus_event(g, f, p, uid)
    return True


@step("ccg.duel")
def step_duel(g: "Game", f: dict) -> None:
    st = g.state
    ed = edition(st.edition)
    f.pop("result", None)  # results of event frames run above this one
    stage = f["stage"]
    if stage == "challenge":
        a, b = f["challenger"], f["challenged"]
        ca, cb = st.cards[a], st.cards[b]
        if (ca.zone != PLAY or cb.zone != PLAY or ca.controller == cb.controller
                or m.ctype(st, a) != "personality" or m.ctype(st, b) != "personality"):
            g.pop({"resolved": False, "winner": None, "losers": [], "refused": False})
            return  # Ivory "Challenge": no duel between one player's cards or non-Personalities
        if not m.may_issue_challenge(st, a):
            g.log(f"{m.title(st, a)} will not issue challenges")
            g.pop({"resolved": False, "winner": None, "losers": [], "refused": False, "prevented": True})
            return  # Ivory "Will not": the challenge is prevented (Tempered No-Dachi)
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
        f["pool"] = {str(pa): [], str(pb): []}
        f["hand_used"] = []
        a, b = f["challenger"], f["challenged"]
        st.duel = {"challenger": a, "challenged": b, "stat": f["stat"],
                   "sides": {str(a): pa, str(b): pb}, "focused": {str(pa): [], str(pb): []}}
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
        if ed.duelist == "focuses_first" and m.has_kw(st, a, "Duelist") and not m.has_kw(st, b, "Duelist") \
                and m.stat(st, b, f["stat"]) >= m.stat(st, a, f["stat"]):
            f["turn"] = pa  # celestial DUELIST: the challenger gains the first chance to focus
            f["must_focus"] = True
        g.log(f"duel: {m.title(st, a)} ({m.stat(st, a, f['stat'])}) vs {m.title(st, b)} "
              f"({m.stat(st, b, f['stat'])}) in {f['stat']}")
        f["stage"] = "focus"
        return
    if stage == "focus":
        if not _alive(st, f):
            _end_unresolved(g, f)
            return
        if "playing" in f:
            if _played(g, f):
                f["must_focus"] = False
            return
        p = f["turn"]
        if "answer" in f:
            ans = f.pop("answer")
            f.pop("answer_data", None)
            if ans == "strike":
                f["striker"] = p
                f["stage"] = "strike"
                return
            f["must_focus"] = False
            if ans.startswith("r"):
                _play_reaction(g, f, p, ans)
                return
            f["turn"] = f["pa"] if p == f["pb"] else f["pb"]
            _focus(g, f, p, ans)
            return
        opts = _can_focus(g, f, p)
        if not opts:
            f["striker"] = p
            f["stage"] = "strike"  # a player who can't focus must strike
            return
        if not f["must_focus"]:
            opts.append(Option("strike", "Strike"))
        g.ask(Decision(p, "choose_one", "Duel: focus or strike", opts, context="duel"))
        return
    if stage == "strike":
        pa, pb = f["pa"], f["pb"]
        for p in (pb, pa):
            for u in _focused(st, p):
                st.cards[u].face_up = True
        st.duel["in_stat"] = ed.focus_in_stat  # Diamond: the (no longer secret) bonus is in the stat
        f["effects"] = [[p, u] for p in (pb, pa) for u in _focused(st, p) if _focus_effect(st, u)]
        f["stage"] = "effects"
        g.push(events_frame([_event(f, "duel_strike", player=f.get("striker", pb))]))
        return
    if stage == "effects":
        if not _alive(st, f):
            _end_unresolved(g, f)
            return
        pending = [e for e in f["effects"] if st.cards[e[1]].zone == FOCUS]
        if "answer" in f:
            ans = f.pop("answer")
            f.pop("answer_data", None)
            pick = next(e for e in pending if f"f{e[1]}" == ans)
        elif len(pending) >= 2:  # the player whose turn it is chooses the order
            g.ask(Decision(st.active, "choose_one", "Duel: which Focus Effect resolves next?",
                           [Option(f"f{u}", f"{m.title(st, u)} (focused by {st.players[p].name})")
                            for p, u in pending], context="focus_order"))
            return
        elif pending:
            pick = pending[0]
        else:
            f["effects"] = []
            f["stage"] = "before_resolution"
            g.push(events_frame([_event(f, "focus_effects_resolved")]))
            return
        f["effects"].remove(pick)
        p, u = pick
        from .play import push_ability
        mine, other = _duelist_of(f, p)
        push_ability(g, f"f{u}", p, {"duelist": mine, "opponent": other})
        return
    if stage == "before_resolution":
        if not _alive(st, f):
            _end_unresolved(g, f)
            return
        f["stage"] = "resolve"
        g.push(events_frame([_event(f, "before_duel_resolution")]))
        return
    if stage == "resolve":
        if not _alive(st, f):
            _end_unresolved(g, f)
            return
        resolve(g, f)
        return
    if stage == "cleanup":
        _cleanup(g, f)
        g.pop(f["outcome"])
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
    ta = duel_total(st, a, f["stat"])
    tb = duel_total(st, b, f["stat"])
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
    f["outcome"] = {"resolved": True, "winner": winner, "losers": losers, "refused": False,
                    "totals": {str(a): ta, str(b): tb}}
    st.duel["result"] = f["outcome"]
    events: list[dict] = [_event(f, "duel_resolved", winner=winner, losers=losers)]
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
    f["outcome"] = {"resolved": False, "winner": None, "losers": [], "refused": False}
    _cleanup(g, f)
    g.pop(f["outcome"])


def _cleanup(g: "Game", f: dict) -> None:
    """Discard focused cards (ending Focus Value changes); celestial: focus pools go to the
    bottom of their Fate decks."""
    st = g.state
    for p in (f["pa"], f["pb"]):
        for u in st.duel.get("focused", {}).get(str(p), []):
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


@applies("duel_focused")
@applies("duel_strike")
@applies("focus_effects_resolved")
@applies("before_duel_resolution")
@applies("duel_resolved")
def _duel_marker(g, ev):
    """A marker: a point in the duel other cards can trigger on (see the module docstring)."""
