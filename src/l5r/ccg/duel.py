"""Challenges and duels, in each edition's form, as plain-data frames.

A card that creates a duel pushes :func:`challenge_frame`; the duel runs as the
step ``ccg.duel`` (this module's :data:`STEPS`) and hands its result
(``{"resolved": bool, "winner": uid|None, "winners": [uid...], "losers": [uid...],
"refused": bool, "prevented": bool}``; ``winner`` is None unless exactly one
Personality won) to the frame below. A card choosing its challenger uses
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
   (``Edition.duel_refusable``); effects from other sources may override either
   (below). Refusing applies the creator's refusal consequences.
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
   creator (``on_win`` / ``on_lose``): names in :data:`CONSEQUENCES` (or a card's own,
   ``vocab.card_consequence``), e.g.
   ``"destroy"`` or ``"lose_honor:2"``; an Honor gain for a dishonorable
   Personality rehonors him instead (Diamond "Dishonor": "including ...
   duels"; celestial "DISHONOR"; Ivory "Honorable and dishonorable").
   Consequences (Ivory "Duel", after step 5; celestial "DUEL" step 4 and Diamond
   only say the duel's effect gives them, so the ivory order applies in every
   edition): consequences that change who wins or loses (the reserved names
   ``"win"`` / ``"lose"``) apply first, then all the others; within each group
   the player whose turn it is chooses the order (plain-data decisions
   ``context="duel_outcome_order"`` / ``"duel_consequence_order"``, asked only
   while two or more apply). A consequence making one Personality win makes the
   other lose (and the reverse) unless an effect changed the other's outcome
   too; so both may win or both lose. The other consequences then follow the
   final outcome. One consequence hits all the Personalities it names at once
   (e.g. both losers of a tie). Consequences come from the creator (``on_win``
   / ``on_lose``), from effects during the duel (:func:`add_consequence`) and
   from lasting effects on a duelist (:func:`duel_consequence`).
5. Cleanup: focused cards are discarded and changes to their Focus Value end;
   the duel is over (``CCGState.duel`` empties). Celestial: each player then puts
   the cards left in his focus pool on the bottom of his Fate deck in the order
   he chooses (``context="pool_order"``, only with two or more cards; each card
   chosen goes under the ones before it), the player whose turn it is first.

Other sources (Ivory "Duel stat", "Refuse"): the duel stat and whether the
challenge may be refused come first from the duel's creator (or, for refusal,
the edition's rule), then from lasting effects on the Personalities involved,
in the order those were applied: kinds ``duel_stat`` (``"stat"``) and
``duel_refusal`` (``"refusable"``), each with a ``"role"`` (``"challenger"``,
``"challenged"`` or ``"any"``); cards create them with :func:`change_duel_stat`
and :func:`change_refusal`. The stat is re-read at every step, so an effect
during the duel (``until="duel"``) changes the duel it is in.

Substitution (Ivory "Challenge"): :func:`substitute` puts another Personality
in a duelist's place until resolution. The original targeting is unchanged (the
creating card's own choices still name the original Personality); the new one
takes the remaining steps, goes through resolution and takes the consequences.
A substitute must be another Personality in play controlled by the same player
(a project decision: the focusing area and the turn to focus are that player's).

Focused cards' triggered traits (Ivory "Triggered traits": a triggered trait
happens while its card is in play or *in the focusing area*): ``play.candidates``
also looks at focused cards (``model.in_focusing_area``; not a celestial focus
pool's cards, which are not focused) for triggered traits (``forced=True``),
face up or face down (the rule makes no exception).

Events other cards can trigger on (markers, in order): ``challenge_issued`` (once
the challenge is known to happen, before it is accepted or refused), ``duel_focused`` (after a
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

from typing import TYPE_CHECKING

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.tables import Handlers
from ..engine.windows import events_frame
from . import model as m
from .actions import check_chi_death
from .editions import edition
from .index import defs, set_zone
from .play import usable
from .state import FOCUS, HAND, PLAY
from .vocab import card_def, describe, push_ability
from .zones import do_all, forget_used, leave_zone, to_discard

if TYPE_CHECKING:
    from ..engine.game import Game

__all__ = ["APPLIERS", "CONSEQUENCES", "OUTCOME", "STEPS", "add_consequence", "challenge_frame", "change_duel_stat",
           "change_refusal", "duel_consequence", "duel_stat", "duel_total", "substitute"]

#: The duel's step.
STEPS = Handlers("step")

#: The appliers of the duel's marker events.
APPLIERS = Handlers("event")

#: Duel consequences by name: ``fn(g, frame, uid, arg) -> list of game-action events``
#: for Personality ``uid`` (the winner or a loser); ``arg`` is the text after ``:``.
#: The rule set adds those cards declare (``vocab.card_consequence``): ``CCGRules.consequences``.
CONSEQUENCES = Handlers("duel consequence")

#: Consequences that change who wins or loses (Ivory "Duel": applied before all others).
OUTCOME = ("win", "lose")

#: The marker events a duel sends (see the module docstring): points in the duel other cards
#: can trigger on; they change nothing.
MARKERS = ("challenge_issued", "duel_focused", "duel_strike", "focus_effects_resolved", "before_duel_resolution",
           "duel_resolved")


@CONSEQUENCES("destroy")
def _c_destroy(g, f, uid, arg):
    return [{"name": "destroy", "card": uid, "by": f["by"], "duel": True}]


@CONSEQUENCES("bow")
def _c_bow(g, f, uid, arg):
    return [{"name": "bow", "card": uid, "by": f["by"], "duel": True}]


@CONSEQUENCES("dishonor")
def _c_dishonor(g, f, uid, arg):
    return [{"name": "dishonor", "card": uid, "by": f["by"], "duel": True}]


@CONSEQUENCES("home")
def _c_home(g, f, uid, arg):
    return [{"name": "move", "card": uid, "to": "home", "by": f["by"], "duel": True}]


@CONSEQUENCES("gain_honor")
def _c_gain(g, f, uid, arg):
    c = g.state.cards[uid]
    if c.dishonored and int(arg) > 0:  # rehonored instead of the gain (Diamond "Dishonor")
        return [{"name": "rehonor", "card": uid, "by": f["by"], "duel": True}]
    return [{"name": "honor", "player": c.controller, "amount": int(arg), "by": f["by"], "duel": True}]


@CONSEQUENCES("lose_honor")
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


# ------------------------------------------------------------------ other sources
def _modifiers(st, f: dict, kind: str) -> list[dict]:
    """Lasting effects of ``kind`` on the challenge's Personalities whose role fits, in the
    order they were applied (Ivory "Duel stat", "Refuse")."""
    a, b = f["challenger"], f["challenged"]
    out = []
    for e in st.lasting:
        if e["kind"] != kind or e.get("negated"):
            continue
        u = e["card"]
        if u not in (a, b) or st.cards[u].instance != e["instance"]:
            continue
        role = e.get("role", "any")
        if role == "any" or (role == "challenger") == (u == a):
            out.append(e)
    return out


def duel_stat(st, f: dict) -> str:
    """The duel's stat: the creator's, then changes from other sources in the order applied."""
    stat = f["stat"]
    for e in _modifiers(st, f, "duel_stat"):
        stat = e["stat"]
    return stat


def may_refuse(st, f: dict) -> bool:
    """Whether the challenge may be refused: the creator's text (else the edition's rule),
    then refusal conditions from other sources in the order applied (Ivory "Refuse")."""
    r = edition(st.edition).duel_refusable if f["refusable"] is None else f["refusable"]
    for e in _modifiers(st, f, "duel_refusal"):
        r = bool(e["refusable"])
    return r


def change_duel_stat(c, uid: int, stat: str, *, role: str = "any", until: str = "turn") -> None:
    """A lasting effect: duels of Personality ``uid`` (as ``role``: "challenger",
    "challenged" or "any") use ``stat`` ("force", "chi" ...) whatever their creator named."""
    c.do("lasting", card=uid, kind="duel_stat", until=until, extra={"stat": stat, "role": role})


def change_refusal(c, uid: int, refusable: bool, *, role: str = "any", until: str = "turn") -> None:
    """A lasting effect: challenges involving Personality ``uid`` (as ``role``) may
    (``refusable`` True) or may not (False) be refused, overriding the creator's text."""
    c.do("lasting", card=uid, kind="duel_refusal", until=until, extra={"refusable": refusable, "role": role})


def duel_consequence(c, uid: int, name: str, *, on: str = "lose", until: str = "turn") -> None:
    """A lasting effect: when a duel of Personality ``uid`` resolves with ``uid`` having outcome
    ``on`` ("win", "lose" or "any"), consequence ``name`` applies to him (``"win"`` / ``"lose"``
    change the outcome: "if he would lose a duel, he wins instead" is ``name="win", on="lose"``)."""
    c.do("lasting", card=uid, kind="duel_consequence", until=until, extra={"consequence": name, "on": on})


def add_consequence(g: "Game", name: str, *, on: str = "any", card: int = -1) -> bool:
    """Give the current duel one more consequence (from a Focus Effect, a Reaction ...):
    ``name`` applies to ``card`` (-1: each duelist) if his outcome is ``on``. False if no
    duel is under way or it has already been resolved."""
    st = g.state
    if not st.duel or "result" in st.duel:
        return False
    st.duel.setdefault("consequences", []).append({"name": name, "on": on, "card": card})
    return True


_BEFORE_RESOLUTION = ("challenge", "issued", "answer_challenge", "setup", "focus", "strike", "effects",
                      "before_resolution", "resolve")


def substitute(g: "Game", old: int, new: int) -> bool:
    """Ivory "Challenge": Personality ``new`` takes ``old``'s place in the challenge or duel
    under way (``new``: another Personality in play of the same controller). The creating
    card's targeting is unchanged; ``new`` carries out the remaining steps and takes the
    outcome. Returns False (nothing changes) if no challenge involving ``old`` is pending
    resolution or ``new`` may not replace him."""
    st = g.state
    f = next((fr for fr in reversed(st.stack) if fr.get("step") == "ccg.duel"
              and old in (fr["challenger"], fr["challenged"]) and fr["stage"] in _BEFORE_RESOLUTION), None)
    if f is None:
        return False
    role = "challenger" if f["challenger"] == old else "challenged"
    other = f["challenged"] if role == "challenger" else f["challenger"]
    nc = st.cards[new]
    if new in (old, other) or nc.zone != PLAY or m.ctype(st, new) != "personality" \
            or nc.controller != st.cards[old].controller:
        return False
    f.setdefault("original", {"challenger": f["challenger"], "challenged": f["challenged"]})
    f[role] = new
    if "inst" in f:
        f["inst"][role] = nc.instance
    if st.duel.get(role) == old:
        st.duel[role] = new
        sides = st.duel["sides"]
        sides[str(new)] = sides.pop(str(old))
        st.duel["stat"] = duel_stat(st, f)
    g.log(f"{m.title(st, new)} takes the place of {m.title(st, old)} as the {role}")
    return True


# ------------------------------------------------------------------ totals
def duel_total(st, uid: int, stat: str | None = None) -> int:
    """A duelist's total in the current duel: his duel stat plus his focus part (already in
    the stat where Focus cards raise it, ``model.stat_bonus``)."""
    stat = stat or st.duel.get("stat", "chi")
    base = m.stat(st, uid, stat)
    return base if m.in_duel_stat(st, uid, stat) else base + m.focus_part(st, uid)


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
        for u in st.duel["pool"][str(p)]:
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
            st.duel["pool"][str(p)].remove(uid)
        else:
            f["hand_used"].append(str(p))
    leave_zone(st, uid)
    c = st.cards[uid]
    set_zone(st, c, FOCUS)
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


@STEPS("ccg.duel")
def step_duel(g: "Game", f: dict) -> None:
    st = g.state
    ed = edition(st.edition)
    f.pop("result", None)  # results of event frames run above this one
    stage = f["stage"]
    if st.duel and stage in _BEFORE_RESOLUTION:
        st.duel["stat"] = duel_stat(st, f)  # other sources may change it during the duel
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
        f["stage"] = "issued"
        g.push(events_frame([_event(f, "challenge_issued")]))
        return
    if stage == "issued":  # after Reactions to the challenge (e.g. a substitution)
        if not _alive(st, f):
            g.pop({"resolved": False, "winner": None, "losers": [], "refused": False})
            return  # Ivory "Challenge": a Personality left play: it ends without resolution
        a, b = f["challenger"], f["challenged"]
        refusable = may_refuse(st, f)  # Ivory "Refuse": the creator's text, then other sources
        f["stage"] = "answer_challenge" if refusable else "setup"
        if refusable:
            g.ask(Decision(f["pb"], "choose_one",
                           f"{m.title(st, a)} challenges {m.title(st, b)}: accept or refuse?",
                           [Option("accept", "Accept the challenge"), Option("refuse", "Refuse the challenge")],
                           context="challenge"))
        return
    if stage == "answer_challenge":
        ans = take_answer(f)
        if ans == "refuse":
            g.log(f"{m.title(st, f['challenged'])} refuses the challenge")
            events = []
            for name in f["on_refuse"]:
                key, _, arg = name.partition(":")
                events += g.rules.consequences[key](g, f, f["challenged"], arg)
            g.pop({"resolved": False, "winner": None, "losers": [], "refused": True})
            if events:
                do_all(g, events)
            return
        f["stage"] = "setup"
        return
    if stage == "setup":
        pa, pb = f["pa"], f["pb"]
        f["hand_used"] = []
        a, b = f["challenger"], f["challenged"]
        st.duel = {"challenger": a, "challenged": b, "stat": duel_stat(st, f),
                   "sides": {str(a): pa, str(b): pb}, "focused": {str(pa): [], str(pb): []},
                   "pool": {str(pa): [], str(pb): []}}
        stat = st.duel["stat"]
        if ed.duel_focus == "focus_pool":  # celestial DUEL 1: top three Fate cards
            for p in (pa, pb):
                deck = st.players[p].fate_deck
                for _ in range(min(3, len(deck))):
                    uid = deck.pop()
                    set_zone(st, st.cards[uid], FOCUS)
                    st.cards[uid].instance += 1
                    st.duel["pool"][str(p)].append(uid)
        f["turn"] = pb  # the challenged player has the first option
        f["must_focus"] = False
        if ed.duelist == "focuses_first" and m.has_kw(st, a, "Duelist") and not m.has_kw(st, b, "Duelist") \
                and m.stat(st, b, stat) >= m.stat(st, a, stat):
            f["turn"] = pa  # celestial DUELIST: the challenger gains the first chance to focus
            f["must_focus"] = True
        g.log(f"duel: {m.title(st, a)} ({m.stat(st, a, stat)}) vs {m.title(st, b)} "
              f"({m.stat(st, b, stat)}) in {stat}")
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
        ans = take_answer(f)
        if ans is not None:
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
        ans = take_answer(f)
        if ans is not None:
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
    if stage == "alter":
        _alter(g, f)
        return
    if stage == "consequences":
        _consequences(g, f)
        return
    if stage == "cleanup":
        _cleanup(g, f)
        return
    raise ValueError(stage)


def _focus_effect(st, uid: int) -> bool:
    d = defs(st).cards.get(st.cards[uid].cid)
    return bool(d is not None and getattr(d, "focus_effect", ()))


# ------------------------------------------------------------------ resolution and consequences
def resolve(g: "Game", f: dict) -> None:
    """Duel resolution: totals and the outcome; then the consequences (see the module docstring)."""
    st = g.state
    ed = edition(st.edition)
    a, b = f["challenger"], f["challenged"]
    stat = st.duel["stat"]
    ta = duel_total(st, a, stat)
    tb = duel_total(st, b, stat)
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
    f["totals"] = {str(a): ta, str(b): tb}
    f["outcome_of"] = {str(u): "win" if u == winner else "lose" for u in (a, b)}
    f["altered"] = []
    f["done"] = []
    cons = [{"name": n, "on": "win", "card": -1} for n in f["on_win"]]
    cons += [{"name": n, "on": "lose", "card": -1} for n in f["on_lose"]]
    for u in (a, b):  # lasting effects on a duelist ("if he loses a duel, ...")
        inst = st.cards[u].instance
        for e in st.lasting:
            if e["kind"] == "duel_consequence" and e["card"] == u and e["instance"] == inst \
                    and not e.get("negated"):
                cons.append({"name": e["consequence"], "on": e.get("on", "any"), "card": u})
    st.duel["consequences"] = cons + st.duel.get("consequences", [])
    f["stage"] = "alter"


def _targets(st, f: dict, e: dict) -> list[int]:
    """The duelists consequence ``e`` applies to now (by card and by current outcome)."""
    return [u for u in (f["challenger"], f["challenged"])
            if e["card"] in (-1, u) and (e["on"] == "any" or f["outcome_of"][str(u)] == e["on"])]


def _pending(st, f: dict, outcome: bool) -> list[int]:
    return [i for i, e in enumerate(st.duel.get("consequences", []))
            if (e["name"] in OUTCOME) == outcome and i not in f["done"] and _targets(st, f, e)]


def _consequence_label(st, f: dict, e: dict) -> str:
    who = ", ".join(f"{m.title(st, u)} [{st.players[st.cards[u].controller].name}]" for u in _targets(st, f, e))
    return f"{e['name'].replace('_', ' ')}: {who}"


def _next_consequence(g: "Game", f: dict, outcome: bool) -> int | None:
    """The index of the consequence to apply next (asking the player whose turn it is while two
    or more apply), or None if none is left; -2 if a decision is now pending."""
    st = g.state
    pend = _pending(st, f, outcome)
    ans = take_answer(f)
    if ans is not None:
        i = int(ans[1:])
        return i if i in pend else None
    if len(pend) >= 2:
        what = "Which change to the duel's outcome applies next?" if outcome else \
            "Which duel consequence applies next?"
        g.ask(Decision(st.active, "choose_one", what,
                       [Option(f"k{i}", _consequence_label(st, f, st.duel["consequences"][i])) for i in pend],
                       context="duel_outcome_order" if outcome else "duel_consequence_order"))
        return -2
    return pend[0] if pend else None


def _alter(g: "Game", f: dict) -> None:
    """Ivory "Duel": consequences that alter who wins or loses, one at a time."""
    st = g.state
    i = _next_consequence(g, f, True)
    if i == -2:
        return
    if i is None:
        _finish_outcome(g, f)
        return
    f["done"].append(i)
    e = st.duel["consequences"][i]
    hit = _targets(st, f, e)
    other = "lose" if e["name"] == "win" else "win"
    for u in hit:  # directly altered
        f["outcome_of"][str(u)] = e["name"]
        if u not in f["altered"]:
            f["altered"].append(u)
    for u in (f["challenger"], f["challenged"]):
        if u not in hit and u not in f["altered"]:
            f["outcome_of"][str(u)] = other  # the other takes the opposite outcome
    g.log(f"duel outcome: {', '.join(m.title(st, u) for u in hit)} {'wins' if e['name'] == 'win' else 'loses'}")


def _finish_outcome(g: "Game", f: dict) -> None:
    st = g.state
    duelists = (f["challenger"], f["challenged"])
    winners = [u for u in duelists if f["outcome_of"][str(u)] == "win"]
    losers = [u for u in duelists if f["outcome_of"][str(u)] == "lose"]
    f["outcome"] = {"resolved": True, "winner": winners[0] if len(winners) == 1 else None, "winners": winners,
                    "losers": losers, "refused": False, "totals": dict(f["totals"])}
    st.duel["result"] = dict(f["outcome"], winners=list(winners), losers=list(losers),
                             totals=dict(f["totals"]))
    f["stage"] = "consequences"
    g.push(events_frame([_event(f, "duel_resolved", winner=f["outcome"]["winner"], losers=list(losers))]))


def _consequences(g: "Game", f: dict) -> None:
    """Ivory "Duel": the other consequences, one at a time, on the final outcome."""
    st = g.state
    i = _next_consequence(g, f, False)
    if i == -2:
        return
    if i is None:
        f["stage"] = "cleanup"
        return
    f["done"].append(i)
    e = st.duel["consequences"][i]
    key, _, arg = e["name"].partition(":")
    events: list[dict] = []
    for u in _targets(st, f, e):
        events += g.rules.consequences[key](g, f, u, arg)
    if events:
        do_all(g, events)


def _end_unresolved(g: "Game", f: dict) -> None:
    g.log("a duelist left play: the duel ends without resolution")
    take_answer(f)  # a choice made before the duel ended (e.g. a strike) lapses
    f["outcome"] = {"resolved": False, "winner": None, "losers": [], "refused": False}
    f["stage"] = "cleanup"


def _cleanup(g: "Game", f: dict) -> None:
    """Discard focused cards (ending Focus Value changes): the duel is over. Celestial: each
    player puts his focus pool's cards on the bottom of his Fate deck in the order he chooses."""
    st = g.state
    players = sorted((f["pa"], f["pb"]), key=lambda p: p != st.active)  # the active player first
    if "left" not in f:
        for p in players:
            for u in st.duel.get("focused", {}).get(str(p), []):
                if st.cards[u].zone == FOCUS:
                    to_discard(st, u)
        f["left"] = {str(p): list(st.duel.get("pool", {}).get(str(p), [])) for p in players}
        st.lasting = [e for e in st.lasting if e["until"] != "duel"]
        st.duel = {}
        if check_chi_death(g):  # an expired "until the end of the duel" effect (Chi Death Rule)
            return  # the clean-up goes on once the destruction resolved
    ans = take_answer(f)
    if ans is not None:
        _to_bottom(st, int(ans[1:]))
    for p in players:
        left = [u for u in f["left"][str(p)] if st.cards[u].zone == FOCUS]
        if len(left) >= 2:
            g.ask(Decision(p, "choose_one",
                           "Focus pool: which card goes to the bottom of your Fate deck next "
                           "(each under the ones before it)?",
                           [Option(f"b{u}", m.title(st, u)) for u in left], context="pool_order"))
            return
        for u in left:
            _to_bottom(st, u)
    g.pop(f["outcome"])


def _to_bottom(st, uid: int) -> None:
    c = st.cards[uid]
    set_zone(st, c, "fate_deck")
    c.face_up = False
    c.instance += 1
    st.players[c.owner].fate_deck.insert(0, uid)  # the top is the end of the list
    forget_used(st, uid)  # Ivory "Card Memory Rule"


def _duel_marker(g, ev):
    """A marker (:data:`MARKERS`): it changes nothing; triggers respond to it."""


for _name in MARKERS:
    APPLIERS.add(_name, _duel_marker)
