"""The framework steps of the dynasty, draw and fate phases (Appendix I).

Each framework step is a frame ``{"step": "lcg.fw", "fw": "<number>"}`` whose
handler is declared under its number in the Rules Reference (``@FRAMEWORK("4.2")``
discards characters with no fate; the conflict phase's are in
:mod:`l5r.lcg.conflict`), so a reader finds any step by its number.
"""

from __future__ import annotations

from ..engine.decision import Decision, Option
from ..engine.game import Game, take_answer
from ..engine.names import says
from ..engine.tables import Handlers
from ..engine.windows import window
from .actions import do, ev, refill_if_empty, transfers
from .formats import ENLIGHTENMENT, TEAM_CONQUEST, across, bid_top
from .keywords import reveal_dynasty_card
from .model import FACTS, bid_value, cannot, dynasty_slots, place, player_cannot, player_order
from .state import DYNASTY_DISCARD, IN_PROVINCE, STRONGHOLD_SLOT

FRAMEWORK = Handlers("framework")
STEPS = Handlers("step")
APPLIERS = Handlers("applier")


def frame(number: str, **data) -> dict:
    d = {"step": "lcg.fw", "fw": number}
    d.update(data)
    return d


PHASES = {
    "dynasty": ["1.1", "1.2", "1.3", "1.4", "1.5"],
    "draw": ["2.1", "2.2", "2.5", "2.w", "2.6"],
    "conflict": ["3.1", "3.c", "3.4", "3.5"],
    "fate": ["4.1", "4.2", "4.3", "4.4", "4.w", "4.5", "4.6", "4.7", "4.8", "4.9"],
}


@STEPS("lcg.phase")
def phase(g: Game, f: dict) -> None:
    g.pop()
    g.push_all([frame(n) for n in PHASES[f["phase"]]])


@STEPS("lcg.fw")
def framework(g: Game, f: dict) -> None:
    g.state.step = f["fw"]
    g.rules.framework[f["fw"]](g, f)


def begin_phase(g: Game, phase_name: str) -> None:
    """The phase begins (its first framework step): "per phase" limits start
    afresh and the ``phase_begin`` event resolves."""
    g.state.phase = phase_name
    g.log(f"-- {phase_name.capitalize()} phase begins --")
    g.state.uses["phase"] = {}
    g.pop()
    do(g, [ev("phase_begin", phase=phase_name)])


def end_phase(g: Game, phase_name: str) -> None:
    """Lasting effects "until the end of the phase" expire when the phase_end
    event resolves: after "when the phase ends" interrupts, before "at the end
    of the phase" delayed effects (Rules Reference "Lasting Effects", "Interrupts")."""
    g.pop()
    do(g, [ev("phase_end", phase=phase_name)])


@APPLIERS("phase_end")
def _phase_end(g, f, e):
    st = g.state
    st.lasting = [x for x in st.lasting if x.get("until") not in ("phase",)]


def action_window(g: Game, kind: str = "action", first: int | None = None, **data) -> None:
    st = g.state
    g.push(window(kind, player_order(st, first), **data))


# ---------------------------------------------------------------- dynasty
@FRAMEWORK("1.1")
def dynasty_begins(g, f):
    begin_phase(g, "dynasty")


@FRAMEWORK("1.2")
def reveal_dynasty_cards(g, f):
    """1.2: in player order, turn each facedown dynasty card faceup, stronghold
    province first, then from left to right."""
    st = g.state
    for p in player_order(st):
        pl = st.players[p]
        first = [STRONGHOLD_SLOT] if len(pl.province_cards) > STRONGHOLD_SLOT else []  # (none in skirmish)
        for s in first + list(dynasty_slots(pl)):
            for u in list(pl.province_cards[s]):
                reveal_dynasty_card(g, u)  # Rally fills the province faceup
    g.pop()


@FRAMEWORK("1.3")
def collect_fate(g, f):
    """1.3: each player collects fate equal to their stronghold's fate value."""
    st = g.state
    g.pop()
    evs = []
    for p in player_order(st):
        pl = st.players[p]
        amount = 6 if st.config["format"] == "skirmish" else FACTS[st.cards[pl.stronghold].cid].fate or 0
        amount += _stronghold_fate_mods(g, p)
        if p == st.first_player and st.config["format"] == ENLIGHTENMENT:
            amount += 1  # enlightenment: the first player collects 1 more fate
        evs.append(ev("gain_fate", player=p, amount=amount, framework=True))
    do(g, evs)


def _stronghold_fate_mods(g, p):
    return sum(e["value"] for e in g.state.lasting if e["type"] == "collect_fate" and e["player"] == p)


@FRAMEWORK("1.4")
def dynasty_window(g, f):
    """1.4: the special action window; passing is final, the first to pass gains 1 fate."""
    g.pop()
    action_window(g, "dynasty", final=True, prompt="Dynasty phase: play a card, act, or pass")


@FRAMEWORK("1.5")
def dynasty_ends(g, f):
    end_phase(g, "dynasty")


# ---------------------------------------------------------------- draw
@FRAMEWORK("2.1")
def draw_begins(g, f):
    begin_phase(g, "draw")


@FRAMEWORK("2.2")
def honor_bid(g, f):
    """2.2-2.4: secret bids 1-5 (1-3 in skirmish), simultaneous reveal, transfer."""
    st = g.state
    g.pop()
    g.push({"step": "lcg.bid", "purpose": "draw", "order": player_order(st), "i": 0, "bids": {}})


@STEPS("lcg.bid")
def bid(g: Game, f: dict) -> None:
    """Collect every player's secret honor bid, then reveal them together."""
    st = g.state
    ans = take_answer(f)
    if ans is not None:
        p = f["order"][f["i"]]
        f["bids"][str(p)] = int(ans)
        f["i"] += 1
    if f["i"] < len(f["order"]):
        p = f["order"][f["i"]]
        top = bid_top(st, p)
        # "cannot bid 1 or 5" (a player_cannot effect naming ``bid_<n>``: Mirumoto Daisho); when it
        # leaves no number, the player bids as they could without it
        opts = [Option(str(n), f"bid {n}") for n in range(1, top + 1) if not player_cannot(g, f"bid_{n}", p)] \
            or [Option(str(n), f"bid {n}") for n in range(1, top + 1)]
        g.ask(Decision(p, "choose_one", f"Honor bid ({f['purpose']}): choose secretly", opts,
                       secret=True, context="honor_bid"))
        return
    if not f.get("revealed"):
        f["revealed"] = True
        bids = {int(k): v for k, v in f["bids"].items()}
        for p, b in bids.items():
            st.players[p].bid = b
        # a new bid: earlier modifications of bid values end (Bid Value)
        st.lasting = [e for e in st.lasting if e["type"] != "bid_modifier"]
        g.log("Bids revealed: " + ", ".join(f"{st.players[p].name} {b}" for p, b in sorted(bids.items())))
        do(g, [ev("bids_revealed", purpose=f["purpose"])])  # reactions may modify bid values
        return
    f.pop("result", None)
    values = {str(p): bid_value(st, int(p)) for p in f["bids"]}
    g.pop(None if f["purpose"] == "draw" else {"bids": values})
    if f["purpose"] == "draw":
        g.push(frame("2.4"))  # transfer honor (2.4) before drawing (2.5)


@FRAMEWORK("2.4")
def transfer_honor(g, f):
    """2.4: the higher bidder gives the difference to the lower bidder."""
    st = g.state
    g.pop()
    bids = {p.index: bid_value(st, p.index) for p in st.players if not p.eliminated}
    if len(bids) == 3 and st.config["format"] == ENLIGHTENMENT:  # all three compared (l5r.lcg.enlightenment)
        g.push({"step": "lcg.enlightenment_transfer", "bids": {str(p): b for p, b in bids.items()}})
        return
    if st.config["format"] == TEAM_CONQUEST:  # each against the opponent across the table
        evs = [e for p in (0, 1) for e in transfers({p: bids[p], across(p): bids[across(p)]})]
    else:
        evs = transfers(bids)
    if evs:
        do(g, evs)


@FRAMEWORK("2.5")
def draw_cards(g, f):
    st = g.state
    g.pop()
    do(g, [ev("draw", player=p, amount=bid_value(st, p)) for p in player_order(st)])


@FRAMEWORK("2.w")
def draw_action_window(g, f):
    g.pop()
    action_window(g)


@FRAMEWORK("2.6")
def draw_ends(g, f):
    end_phase(g, "draw")


# ---------------------------------------------------------------- fate
@FRAMEWORK("4.1")
def fate_begins(g, f):
    begin_phase(g, "fate")


@FRAMEWORK("4.2")
def discard_no_fate(g, f):
    """4.2: in player order, each player discards each character they control
    with no fate, one at a time."""
    st = g.state
    if "todo" not in f:
        f["todo"] = [u for p in player_order(st) for u in st.players[p].play
                     if st.cards[u].fate == 0]
    f.pop("result", None)
    ans = take_answer(f)
    if ans is not None:
        u = int(ans)
        f["todo"].remove(u)
        do(g, [ev("leaves_play", card=u, reason="no fate (4.2)")])
        return
    # only characters that are still in play with no fate are discarded
    f["todo"] = [u for u in f["todo"] if st.cards[u].zone == "play" and st.cards[u].fate == 0]
    if not f["todo"]:
        g.pop()
        return
    p = st.cards[f["todo"][0]].controller
    mine = [u for u in f["todo"] if st.cards[u].controller == p]
    if len(mine) > 1 and _discard_order_matters(g, mine):
        opts = [Option(str(u), FACTS[st.cards[u].cid].name) for u in mine]
        g.ask(Decision(p, "choose_one", "Discard which character with no fate next?", opts,
                       context="discard_no_fate_order"))
        return
    u = f["todo"].pop(0)
    do(g, [ev("leaves_play", card=u, reason="no fate (4.2)")])


def _discard_order_matters(g, uids) -> bool:
    """4.2 discards one at a time in the order the player chooses. The choice is
    asked only where it can change something: an ability could respond to a
    character leaving play, or honored and dishonored characters mix (the honor
    gained or lost one at a time can decide the game)."""
    st = g.state
    statuses = {st.cards[u].status for u in uids}
    return {1, -1} <= statuses or "leaves_play" in st.config.get("triggers", ())


@FRAMEWORK("4.3")
def remove_fate(g, f):
    """4.3: simultaneously remove 1 fate from each character in play."""
    st = g.state
    g.pop()
    evs = [ev("remove_fate", card=c, amount=1) for p in player_order(st)
           for c in st.players[p].play if st.cards[c].fate > 0]
    if evs:
        do(g, evs)


@FRAMEWORK("4.4")
def fate_on_rings(g, f):
    """4.4: place 1 fate on each unclaimed ring (skipped in skirmish)."""
    st = g.state
    if st.config["format"] == ENLIGHTENMENT:  # a ring in an opponent's pool each (l5r.lcg.enlightenment)
        g.pop()
        g.push({"step": "lcg.enlightenment_ring_fate"})
        return
    if st.config["format"] != "skirmish":
        for r in st.rings.values():
            if r.claimed_by < 0 and not r.contested:
                r.fate += 1
        g.log("1 fate is placed on each unclaimed ring.")
    g.pop()


@FRAMEWORK("4.w")
def fate_action_window(g, f):
    g.pop()
    action_window(g)


@FRAMEWORK("4.5")
def ready_cards(g, f):
    """4.5: simultaneously ready each bowed card in play."""
    st = g.state
    g.pop()
    evs = []
    for p in player_order(st):
        pl = st.players[p]
        for u in pl.play:
            c = st.cards[u]
            if c.bowed and not cannot(g, "ready_in_fate_phase", c):  # e.g. Pit Trap
                evs.append(ev("ready", card=u))
            for a in c.attachments:
                if st.cards[a].bowed:
                    evs.append(ev("ready", card=a))
        if pl.stronghold >= 0 and st.cards[pl.stronghold].bowed:  # (no stronghold in skirmish)
            evs.append(ev("ready", card=pl.stronghold))
        for s in pl.province_cards:
            for u in s:
                if st.cards[u].bowed:
                    evs.append(ev("ready", card=u))
    if evs:
        do(g, evs)


@FRAMEWORK("4.6")
def discard_from_provinces(g, f):
    """4.6: in player order, discard each faceup card from broken provinces and
    optionally any faceup dynasty cards from unbroken ones; refill."""
    st = g.state
    order = f["order"] if "order" in f else player_order(st)  # (kept in enlightenment: eliminations)
    if "i" not in f:
        f["i"] = 0
        if st.config["format"] == ENLIGHTENMENT:
            f["order"] = order
    ans = take_answer(f)
    if ans is not None:
        p = order[f["i"]]
        for x in ans:
            _discard_province_card(g, int(x))
        _refill_all(g, p)
        f["i"] += 1
    while f["i"] < len(order):
        p = order[f["i"]]
        pl = st.players[p]
        if pl.eliminated:
            f["i"] += 1
            continue
        for s, pu in enumerate(pl.provinces):
            if st.cards[pu].broken and st.config["format"] != "skirmish":
                for u in list(pl.province_cards[s]):
                    if not st.cards[u].facedown:
                        _discard_province_card(g, u)
        opts = [Option(str(u), FACTS[st.cards[u].cid].name) for s, pu in enumerate(pl.provinces)
                for u in pl.province_cards[s] if not st.cards[u].facedown]
        if opts:
            g.ask(Decision(p, "choose_many", "Discard faceup cards from your provinces?", opts,
                           min=0, max=len(opts), context="discard_from_provinces"))
            return
        _refill_all(g, p)
        f["i"] += 1
    g.pop()


def _discard_province_card(g, u):
    st = g.state
    c = st.cards[u]
    if c.zone == IN_PROVINCE:
        place(st, c, DYNASTY_DISCARD)
        g.log(f"{says(st.players[c.owner].name, 'discards')} {FACTS[c.cid].name} from a province.")


def _refill_all(g, p):
    for s in dynasty_slots(g.state.players[p]):
        refill_if_empty(g, p, s)


@FRAMEWORK("4.7")
def return_rings(g, f):
    """4.7: return each claimed ring to the unclaimed pool (skipped in enlightenment): a
    ``return_ring`` event per ring (the game action of :class:`l5r.lcg.vocab_rings.ReturnRing`),
    which an interrupt may replace ("when a ring in your claimed ring pool would be returned":
    Wholeness of the World). The rings go one event frame each, in element order, so that such
    an interrupt is offered for each ring in turn (a trigger window offers an ability once,
    for the first event of its frame it can respond to)."""
    st = g.state
    g.pop()
    if st.config["format"] != ENLIGHTENMENT:
        for k in reversed([k for k, r in st.rings.items() if r.claimed_by >= 0]):  # (a stack: the first on top)
            do(g, [ev("return_ring", ring=k, player=st.rings[k].claimed_by, framework=True)])


@FRAMEWORK("4.8")
def pass_first_player(g, f):
    """4.8: the first player token passes to the player on the left."""
    st = g.state
    order = player_order(st)
    g.pop()
    do(g, [ev("pass_first_player", player=st.first_player, to=order[1 % len(order)])])


@APPLIERS("pass_first_player")
def _pass_first_player(g, f, e):
    st = g.state
    st.first_player = e["to"]
    g.log(f"{says(st.players[st.first_player].name, 'becomes')} the first player.")


@FRAMEWORK("4.9")
def fate_ends(g, f):
    """4.9: the fate phase ends, then the round (``lcg.round_end``, once the ``phase_end``
    event and its interrupts and reactions have resolved): as the final phase of the round,
    its end formalizes the end of the round -- unless an additional fate phase follows it
    (:class:`~l5r.lcg.vocab_moves.AdditionalFatePhase`), which is then the round's final phase."""
    g.pop()
    g.push({"step": "lcg.round_end"})
    do(g, [ev("phase_end", phase="fate")])


@STEPS("lcg.round_end")
def round_end(g, f):
    """The end of the round (4.9): "until the end of the round" effects expire and "per round"
    limits start afresh -- or, when an additional fate phase was added (``fate_phases``), that
    phase resolves first (its own 4.9 ends the round)."""
    st = g.state
    g.pop()
    if f.get("fate_phases", 0) > 0:
        g.log("An additional fate phase follows.")
        g.push({"step": "lcg.phase", "phase": "fate", "stage": 0})
        return
    st.lasting = [e for e in st.lasting if e.get("until") not in ("phase", "round")]
    st.uses["round"] = {}
    for pl in st.players:
        pl.limited_played = 0
