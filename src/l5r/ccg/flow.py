"""The turn sequence of each edition, as steps on the engine's frame stack.

* ivory (Ivory rules, "The Turn Sequence"): Action Phase (straighten, reveal,
  Cycle, action round), Attack Phase (optional), Dynasty Phase (Recruit,
  Proclaim, Dynasty Discard), then the end-of-turn draw and hand size.
* celestial (Kyuden Tonbo rulebook, "The Turn Sequence") and diamond
  (Diamond rulebook, "Sequence of Play in Detail"): Straighten, Events,
  Action, Attack, Dynasty and End Phases.

The phases a turn runs come from ``Edition.phases``; each phase is a step
named ``ccg.<phase>`` (this module's :data:`STEPS`; the Attack Phase's are in ``battle.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.decision import Decision, Option
from ..engine.game import take_answer, take_answer_data
from ..engine.tables import Handlers
from ..engine.windows import window
from . import model as m
from .actions import check_chi_death
from .editions import edition
from .index import cards_in_play
from .multiplayer import passed_over
from .recruit import dynasty_act, dynasty_options
from .state import PROVINCE
from .victory import check_dishonor_end, check_honor
from .vocab import event_frame
from .zones import do, refill, reveal, to_discard

if TYPE_CHECKING:
    from ..engine.game import Game

#: The steps of the game, its turns and phases.
STEPS = Handlers("step")


# ------------------------------------------------------------------ game and turns
@STEPS("ccg.game")
def step_game(g: "Game", f: dict) -> None:
    st = g.state
    if st.max_turns and st.turn >= st.max_turns:
        st.victory = "turn_limit"
        g.log(f"the game stops at the turn limit ({st.max_turns} turns)")
        g.pop()
        return
    if st.turn > 0:
        before = st.active
        st.active = m.next_player(st, before)
        if st.active != (before + 1) % len(st.players):  # seats of eliminated players passed over
            skipped = {f"next_turn:{q}" for q in passed_over(st, before, st.active)}
            st.lasting = [e for e in st.lasting if e["until"] not in skipped]
    g.push({"step": "ccg.turn", "phase": -1})


@STEPS("ccg.turn")
def step_turn(g: "Game", f: dict) -> None:
    st = g.state
    ed = edition(st.edition)
    p = st.players[st.active]
    if f["phase"] == -1:
        st.turn += 1
        p.turns += 1
        p.proclaimed = False
        st.used = [k for k in st.used if k.endswith("@game")]  # once-per-game limits persist
        st.lasting = [e for e in st.lasting if e["until"] != f"next_turn:{p.index}"]
        g.log(f"--- turn {st.turn}: {p.name} ({p.honor} Honor) ---")
        if check_honor(g, p.index):
            return
        f["phase"] = 0
        if check_chi_death(g):  # an expired "until your next turn" effect (Chi Death Rule)
            return
    if p.lost and not f.get("ended"):  # an eliminated active player's turn ends after this phase
        f["phase"] = len(ed.phases)
        f["ended"] = True  # (no end-of-turn draw; multiplayer decision 4)
    if f["phase"] >= len(ed.phases):
        if "end" not in ed.phases and not f.get("ended"):
            f["ended"] = True  # ivory: the draw and hand size end the Dynasty Phase
            end_of_turn(g)
            return
        if not f.get("cleaned"):
            f["cleaned"] = True
            end_turn_cleanup(g)
            if check_chi_death(g):  # expired "until the end of the turn" effects (Chi Death Rule)
                return
        g.pop()
        return
    phase = ed.phases[f["phase"]]
    f["phase"] += 1
    st.phase = phase
    g.push({"step": "ccg.phase_end", "phase": phase})
    g.push({"step": f"ccg.{phase}"})


@STEPS("ccg.phase_end")
def step_phase_end(g: "Game", f: dict) -> None:
    """Unspent Gold in the pool disappears at the end of each phase (Ivory "Paying Gold Costs")."""
    for p in g.state.players:
        p.gold_pool = 0
    g.pop()


def end_turn_cleanup(g: "Game") -> None:
    st = g.state
    st.lasting = [e for e in st.lasting if e["until"] not in ("turn", "battle", "combat", "duel")]
    check_dishonor_end(g, st.active)


# ------------------------------------------------------------------ straighten
def straighten_all(g: "Game", player: int) -> None:
    """Straighten all your bowed cards, including your Stronghold."""
    st = g.state
    p = st.players[player]
    cards = st.cards
    for u in cards_in_play(st):
        c = cards[u]
        if not c.bowed:
            continue
        flags = m.card_flags(st, c.cid)
        if c.controller == player:
            if "no_straighten_first" in flags and p.turns < 2:
                continue  # Bamboo Harvesters: not before your second turn
            if m.flagged(st, c.uid, "no_straighten"):
                continue
            c.bowed = False
        elif "straighten_each" in flags:
            c.bowed = False  # Rich Coffers: straightens during each player's Straighten Phase


@STEPS("ccg.straighten")
def step_straighten(g: "Game", f: dict) -> None:
    straighten_all(g, g.state.active)
    g.pop()


# ------------------------------------------------------------------ events / reveal
@STEPS("ccg.events")
def step_events_phase(g: "Game", f: dict) -> None:
    """Reveal each province left to right, each once; Events resolve, Regions attach
    (celestial "2. Events Phase"; Diamond "2. EVENTS PHASE"). A card refilling a province
    already dealt with stays face down."""
    st = g.state
    p = st.players[st.active]
    i = f.setdefault("i", 0)
    if i >= len(p.provinces):
        g.pop()
        return
    f["i"] += 1
    prov = p.provinces[i]
    if prov.card < 0:
        return
    uid = prov.card
    if not st.cards[uid].face_up:
        reveal(g, uid)
        if st.stack[-1] is not f:
            return  # a Celestial enters play; the card refilling its province stays face down
    resolve_province_card(g, prov.pid, uid)


def resolve_province_card(g: "Game", pid: int, uid: int) -> None:
    st = g.state
    t = m.ctype(st, uid)
    if t == "event":
        title = m.title(st, uid)
        once = edition(st.edition).name == "diamond"
        g.push({"step": "ccg.event_done", "card": uid, "pid": pid})
        if not (once and title in st.resolved_events):
            st.resolved_events.append(title)
            fr = event_frame(g, uid)
            if fr is not None:
                g.push(fr)
    elif t == "region":
        prov = m.province_by_id(st, pid)
        if prov.region < 0:
            prov.card = -1
            do(g, "enter_play", card=uid, player=prov.owner, region_of=pid, refill=False)
            g.push({"step": "ccg.refill", "player": prov.owner})
        else:
            do(g, "discard", card=uid)


@STEPS("ccg.refill")
def step_refill(g: "Game", f: dict) -> None:
    g.pop()
    refill(g, f["player"], face_up=f.get("face_up", False))


@STEPS("ccg.event_done")
def step_event_done(g: "Game", f: dict) -> None:
    """An Event is discarded once resolved unless it put itself into play; refill face down."""
    st = g.state
    g.pop()
    c = st.cards[f["card"]]
    if c.zone == PROVINCE:
        owner = c.controller
        to_discard(st, c.uid)
        refill(g, owner)


# ------------------------------------------------------------------ action phase
@STEPS("ccg.action")
def step_action(g: "Game", f: dict) -> None:
    """The action round: the active player first (Limited and Open), others Open."""
    st = g.state
    ed = edition(st.edition)
    if not f.get("started"):
        f["started"] = True
        if "straighten" not in ed.phases:  # ivory: straighten, then reveal, at the start
            straighten_all(g, st.active)
            g.push({"step": "ccg.reveal_all", "i": 0})
            return
    g.pop()
    order = [st.active] + [q for q in m.turn_order(st, st.active)[1:]]
    g.push(window("action", order, prompt="Action Phase: take an action or pass"))


@STEPS("ccg.reveal_all")
def step_reveal_all(g: "Game", f: dict) -> None:
    """Ivory: "the active player turns all face-down cards in his or her Provinces face-up";
    Events then resolve as in the celestial Events Phase (DECISIONS.md: undefined card types
    follow the newest edition that defines them)."""
    st = g.state
    p = st.players[st.active]
    if f["i"] >= len(p.provinces):
        g.pop()
        return
    prov = p.provinces[f["i"]]
    f["i"] += 1
    if prov.card >= 0:
        uid = prov.card
        reveal(g, uid)
        if st.stack[-1] is not f:
            return
        if m.ctype(st, uid) in ("event", "region"):
            resolve_province_card(g, prov.pid, uid)


# ------------------------------------------------------------------ dynasty phase
@STEPS("ccg.dynasty")
def step_dynasty(g: "Game", f: dict) -> None:
    st = g.state
    p = st.active
    answer = take_answer_data(f)
    if st.players[p].lost:  # eliminated during the phase (multiplayer decision 4)
        g.pop()
        return
    if answer is not None:
        ans, data = answer
        if ans == "done":
            g.pop()
            return
        dynasty_act(g, f, ans, data)
        return
    opts = dynasty_options(g, f, p)
    if not opts:
        g.pop()
        return
    opts.append(Option("done", "End the Dynasty Phase"))
    g.ask(Decision(p, "choose_one", "Dynasty Phase: recruit, discard, or end the phase", opts,
                   context="dynasty"))


# ------------------------------------------------------------------ end of turn
@STEPS("ccg.end")
def step_end(g: "Game", f: dict) -> None:
    g.pop()
    end_of_turn(g)


def end_of_turn(g: "Game") -> None:
    """Draw a Fate card, then discard down to the maximum hand size (8)."""
    st = g.state
    g.push({"step": "ccg.hand_size", "player": st.active})
    do(g, "draw", player=st.active, n=1, by=None)


def max_hand(st, player: int) -> int | None:
    """``player``'s maximum hand size (None: no maximum, e.g. Togashi's Guidance for Dragon):
    the edition's, changed by the cards in play he or she controls that say "You have +1
    maximum hand size" (the flag "max_hand:+1"; ivory "Maximum hand size": a stat of the player,
    8 to start, never below 0 as stats go)."""
    clan = st.players[player].clan
    flag = f"no_max_hand:{clan}"
    cards = st.cards
    change = 0
    for u in cards_in_play(st):
        c = cards[u]
        if c.created:
            continue
        flags = m.card_flags(st, c.cid)
        if flag in flags:
            return None
        if c.controller == player:
            change += sum(int(f[len("max_hand:"):]) for f in flags if f.startswith("max_hand:"))
    return max(0, edition(st.edition).max_hand_size + change)


@STEPS("ccg.hand_size")
def step_hand_size(g: "Game", f: dict) -> None:
    st = g.state
    p = st.players[f["player"]]
    ans = take_answer(f)
    if ans is not None:
        for uid in ans:
            to_discard(st, int(uid))
        g.pop()
        return
    mx = max_hand(st, p.index)
    if mx is None or len(p.hand) <= mx or p.lost:
        g.pop()
        return
    k = len(p.hand) - mx
    opts = [Option(str(u), m.title(st, u)) for u in p.hand]
    g.ask(Decision(p.index, "choose_many", f"Discard {k} cards down to your maximum hand size", opts,
                   min=k, max=k, context="hand_size"))

