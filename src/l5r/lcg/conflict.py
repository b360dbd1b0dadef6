"""The conflict phase: declaring and resolving conflicts (Appendix I, 3.1-3.5).

Framework steps are :data:`FRAMEWORK` handlers under their Rules Reference
number (``lcg.fw`` frames, see :mod:`l5r.lcg.phases`); which conflicts a player
may declare is :func:`l5r.lcg.vocab_moves.declare_options`.
"""

from __future__ import annotations

from ..engine.decision import Decision, IllegalAnswer, Option
from ..engine.game import Game, take_answer, take_answer_data
from ..engine.names import agree, obj, says
from ..engine.tables import Handlers
from ..engine.windows import window
from .actions import check_victory, do, ev, refill_if_empty, shared_reactions
from .delayed import lapse
from .hooks import after
from .formats import ENLIGHTENMENT, TEAM_CONQUEST, is_team, team_players
from .model import (
    declared_against_key,
    FACTS, cannot, conflict_totals, considered_claimed, effects_of, frozen, glory, glory_counts, has_keyword, place,
    player_order, player_cannot, province_strength, skill, teammates, yours,
)
from .phases import action_window, begin_phase, end_phase, frame
from .state import DYNASTY_DISCARD, Conflict
from .vocab_moves import declare_options, eligible_attackers

FRAMEWORK = Handlers("framework")
STEPS = Handlers("step")
APPLIERS = Handlers("applier")
VALIDATORS = Handlers("validator")


@FRAMEWORK("3.1")
def conflict_phase_begins(g, f):
    st = g.state
    for pl in st.players:
        pl.conflicts_left = {"military": 1, "political": 1}
        pl.conflicts_declared = 0
        pl.conflict_opps = 1 if st.config["format"] == "skirmish" else 2
    begin_phase(g, "conflict")


@FRAMEWORK("3.c")
def conflicts(g, f):
    """The action window after 3.1, then 3.2 (next player in player order
    declares or passes), then 3.3 and back to the window. The window opens
    after every conflict or pass, the last one included; only after it, with
    no conflict opportunity left, does the phase go on to 3.4."""
    st = g.state
    if st.winner is not None:
        return
    stage = f.setdefault("stage", "window")
    order = player_order(st)
    if stage == "window":
        if "immediate" in f:  # "immediately declare" (Breakthrough): no action window first
            g.push({"step": "lcg.declare", "player": f.pop("immediate"), "immediate": True})
            return
        f["stage"] = "declare"
        action_window(g)
        return
    # declare
    if not any(_opps(st, p) for p in order):
        g.pop()
        return
    nxt = f.get("next", 0)
    for k in range(len(order)):
        p = order[(nxt + k) % len(order)]
        if _opps(st, p):
            f["next"] = (order.index(p) + 1) % len(order)
            f["stage"] = "window"
            g.push({"step": "lcg.declare", "player": p})
            return
    f["stage"] = "window"


def defender_chooses_ring(g: Game, opts: list[Option]) -> int:
    """The defending player of the conflicts ``opts`` (declare options) if that player chooses
    their ring before the attacker chooses the rest (a ``defender_chooses_ring`` effect on that
    player: Togashi Tadakatsu, "the defending player chooses the element, but not the type, before
    conflict type, attackers and province are chosen"), else -1. Only when every option is
    against the same player (with several opponents the province tells who defends)."""
    found = effects_of(g.state, "defender_chooses_ring")
    if not found or not opts:
        return -1
    defenders = {o.data["defender"] for o in opts}
    if len(defenders) != 1:
        return -1
    d = defenders.pop()
    return d if any(e["player"] == d for e in found) else -1


def _opps(st, p) -> int:
    return st.players[p].conflict_opps


@STEPS("lcg.declare")
def declare(g: Game, f: dict) -> None:
    """3.2: declare type, ring, province, attackers and covert together, or pass."""
    st = g.state
    p = f["player"]
    pl = st.players[p]
    taken = take_answer_data(f)
    if taken is not None:
        ans, data = taken
        stage = f.get("stage", "choose")
        if stage == "choose" and ans == "declare":  # the defending player chooses the ring first
            f["stage"] = "defender_ring"
        elif stage == "defender_ring":
            f["ring_by_defender"] = ans
            f["stage"] = "choose"
        elif stage == "choose":
            if ans == "pass":
                _use_opportunity(st, p)
                g.log(f"{says(pl.name, 'passes')} a conflict opportunity.")
                g.pop()
                do(g, [ev("conflict_passed", player=p)])
                return
            f.update(data)
            f["province"] = st.players[data["defender"]].provinces[data["slot"]]
            f["stage"] = "attackers"
        elif stage == "attackers":
            f["attackers"] = [int(x) for x in ans]
            f["stage"] = "team_attackers" if is_team(st) else "covert"
            f["k"] = 0
        elif stage == "team_attackers":
            f["attackers"] += [int(x) for x in ans]
            f["k"] += 1
        elif stage == "covert":
            f["evaded"] = [] if ans == "none" else [int(ans)]
            f["stage"] = "covert_initiate" if f["evaded"] else "commit"
    stage = f.get("stage", "choose")
    if stage == "choose":
        opts = declare_options(g, p)
        if not opts and is_team(st):  # team conquest: the team's opportunity, a teammate may use it
            for q in teammates(st, p):
                if declare_options(g, q):
                    f["player"] = q
                    declare(g, f)
                    return
        if not opts:
            _use_opportunity(st, p)
            g.log(f"{pl.name} cannot declare a conflict and {agree(pl.name, 'passes')}.")
            g.pop()
            do(g, [ev("conflict_passed", player=p)])  # still a pass (e.g. Intimidating Hida)
            return
        ring = f.get("ring_by_defender")
        if ring is not None:  # (chosen among these options' rings, so some are left)
            opts = [o for o in opts if o.data["ring"] == ring]
        else:
            d = defender_chooses_ring(g, opts)
            if d >= 0:  # first: declare or pass; then the defender's ring; then the rest
                opts = [Option("declare", f"Declare a conflict ({st.players[d].name} chooses its ring first)")]
        if not f.get("immediate") and ring is None:  # "immediately declare" (Breakthrough) allows no pass
            opts.append(Option("pass", "Pass this conflict opportunity"))
        if len(opts) == 1 and opts[0].id == "declare":  # (immediately: no choice to make)
            f["stage"] = "defender_ring"
            declare(g, f)
            return
        g.ask(Decision(p, "choose_one", "Declare a conflict (type, ring, province) or pass", opts,
                       context="declare_conflict"))
        return
    if stage == "defender_ring":
        opts = declare_options(g, p)
        d = opts[0].data["defender"]
        keys = list(dict.fromkeys(o.data["ring"] for o in opts))
        g.ask(Decision(d, "choose_one", f"Choose the ring of the conflict {pl.name} declares against you",
                       [Option(k, f"the {st.rings[k].element} ring") for k in keys], context="conflict_ring"))
        return
    if stage == "attackers":
        cands = eligible_attackers(g, p, f["type"], f["ring"])
        opts = [Option(str(u), FACTS[st.cards[u].cid].name) for u in cands]
        g.ask(Decision(p, "choose_many", f"Choose attackers for the {f['type']} conflict", opts,
                       min=1, max=len(opts), context="declare_attackers", validate="tainted_cost"))
        return
    if stage == "team_attackers":  # team conquest: each teammate may add attackers (3.2)
        mates = teammates(st, p)
        while f["k"] < len(mates):
            q = mates[f["k"]]
            cands = eligible_attackers(g, q, f["type"], f["ring"])
            if cands:
                opts = [Option(str(u), FACTS[st.cards[u].cid].name) for u in cands]
                g.ask(Decision(q, "choose_many", f"Choose attackers to join your team's {f['type']} conflict",
                               opts, min=0, max=len(opts), context="declare_attackers", validate="tainted_cost"))
                return
            f["k"] += 1
        f["stage"] = stage = "covert"
    if stage == "covert":
        cands = _evadable(g, f)
        if cands:
            opts = [Option(str(u), f"evade {FACTS[st.cards[u].cid].name}") for u in cands]
            opts.append(Option("none", "evade no one"))
            g.ask(Decision(p, "choose_one", "Covert: choose a character to evade", opts,
                           context="covert"))
            return
        f["evaded"] = []
        f["stage"] = stage = "commit"
    if stage == "covert_initiate":
        # Covert is a keyword ability that chose its target: its effects initiate, and an
        # interrupt may cancel them (Rules Reference "Covert", "Initiating Abilities" step 6;
        # 2017 ruling: Finger of Jade can cancel covert). Not a triggered ability (kind).
        f["stage"] = "covert_resolved"
        src = next(u for u in f["attackers"] if has_keyword(st, st.cards[u], "covert"))
        do(g, [ev("effects_initiate", card=src, player=p, card_type="character", kind="keyword",
                  nth_action=0, event_card=False, targets=list(f["evaded"]))])
        return
    if stage == "covert_resolved":
        res = f.pop("result", None)
        if isinstance(res, list) and res and res[0].get("cancelled"):
            g.log(f"Covert is cancelled: {FACTS[st.cards[f['evaded'][0]].cid].name} is not evaded.")
            f["evaded"] = []
        f["stage"] = stage = "commit"
    if stage == "commit":
        _commit(g, f)


def _use_opportunity(st, p: int, ctype: str | None = None) -> None:
    """``p`` uses a conflict opportunity (declaring a conflict of ``ctype``, or passing): in
    team conquest, the team's (3.2: "conflict opportunities are given to each team")."""
    for q in team_players(st, p) if is_team(st) else (p,):
        ql = st.players[q]
        ql.conflict_opps -= 1
        if ctype is not None:
            ql.conflicts_left[ctype] = ql.conflicts_left.get(ctype, 1) - 1


def _evadable(g: Game, f: dict) -> list[int]:
    """Covert: the defender's characters an attacker with Covert may evade (none
    without one)."""
    st = g.state
    with frozen(st):
        if not any(has_keyword(st, st.cards[u], "covert") for u in f["attackers"]):
            return []
        defending = team_players(st, f["defender"]) if is_team(st) else [f["defender"]]
        return [u for q in defending for u in st.players[q].play if not has_keyword(st, st.cards[u], "covert")]


def _commit(g: Game, f: dict) -> None:
    st = g.state
    p = f["player"]
    pl = st.players[p]
    ring = st.rings[f["ring"]]
    cf = Conflict(attacker=p, defender=f["defender"], type=f["type"], ring=f["ring"],
                  province=f["province"], attackers=list(f["attackers"]), evaded=list(f["evaded"]))
    st.conflict = cf
    st.conflict_count += 1
    st.uses["conflict"] = {}
    _use_opportunity(st, p, f["type"])
    pl.conflicts_declared += 1
    key = declared_against_key(p, f["defender"])  # "conflicts declared against you this phase"
    st.uses["phase"][key] = st.uses["phase"].get(key, 0) + 1
    ring.contested = True
    ring.side = f["type"]
    names = ", ".join(FACTS[st.cards[u].cid].name for u in cf.attackers)
    prov = st.cards[cf.province]
    g.log(f"{says(pl.name, 'declares')} a {cf.type} {ring.element} conflict against "
          f"{obj(st.players[cf.defender].name)} with {names}.")
    ring_fate = ring.fate
    if ring.fate and not player_cannot(g, "ring_fate", p):  # (The Stone of Sorrows: the fate stays)
        g.log(f"{says(pl.name, 'takes')} {ring.fate} fate from the {ring.element} ring.")
        pl.fate += ring.fate
        ring.fate = 0
    for q in team_players(st, p) if is_team(st) else [p]:
        taint = sum(1 for u in cf.attackers if st.cards[u].tainted and st.cards[u].controller == q)
        if taint:  # Tainted: an additional cost of 1 honor per tainted attacker
            ql = st.players[q]
            ql.honor -= min(taint, ql.honor)
            g.log(f"{says(ql.name, 'loses')} {taint} honor for tainted attackers.")
            check_victory(g)
    revealed = prov.facedown
    if prov.facedown:  # revealed before reactions to the declaration
        prov.facedown = False
        g.log(f"The attacked province is revealed: {FACTS[prov.cid].name}.")
    g.pop()
    g.push_all([frame("3.2.1"), frame("3.2.2"), frame("3.2.3"), frame("3.2.4"),
                frame("3.2.5"), frame("3.2.6"), frame("3.2.7"), frame("3.2.8"), frame("3.3")])
    evs = [ev("conflict_declared", player=p, ring=cf.ring, type=cf.type, province=cf.province,
              defender=cf.defender, ring_fate=ring_fate, attackers=list(cf.attackers))]
    if revealed:
        evs.append(ev("province_revealed", card=cf.province, player=cf.defender))
    do(g, evs)


def eligible_defenders(g: Game, player: int | None = None) -> list[int]:
    """The characters ``player`` (the defending player by default) may declare as defenders."""
    with frozen(g.state):
        return _eligible_defenders(g, g.state.conflict.defender if player is None else player)


def _eligible_defenders(g: Game, player: int) -> list[int]:
    st = g.state
    cf = st.conflict
    out = []
    for u in st.players[player].play:
        c = st.cards[u]
        if c.bowed or u in cf.evaded or skill(st, c, cf.type) is None:
            continue
        if cannot(g, "participate", c) or cannot(g, "defend", c) or cannot(g, f"participate_{cf.type}", c):
            continue
        if c.tainted and st.players[player].honor < 1:
            continue
        out.append(u)
    return out


@FRAMEWORK("3.2.1")
def declare_defenders(g, f):
    """3.2.1: the defending player declares any number of eligible defenders; in team
    conquest each of their teammates then declares up to one."""
    st = g.state
    cf = st.conflict
    if cf is None:
        g.pop()
        return
    who = f.get("who")
    if who is None:
        who = f["who"] = [cf.defender, *teammates(st, cf.defender)] if is_team(st) else [cf.defender]
        f["k"] = 0
    ans = take_answer(f)
    if ans is not None:
        q = who[f["k"]]
        picked = [int(x) for x in ans]
        cf.defenders.extend(picked)
        dp = st.players[q]
        taint = sum(1 for u in picked if st.cards[u].tainted)
        taint += 1 if picked and st.cards[cf.province].tainted else 0
        if taint:  # Tainted: 1 honor per tainted defender, 1 for a tainted province
            dp.honor -= min(taint, dp.honor)
            check_victory(g)
        names = ", ".join(FACTS[st.cards[u].cid].name for u in picked) or "no defenders"
        g.log(f"{says(dp.name, 'declares')} {names}.")
        f["k"] += 1
        if f["k"] >= len(who):
            g.pop()
        do(g, [ev("defenders_declared", player=q, cards=picked)])
        return
    while f["k"] < len(who):
        q = who[f["k"]]
        cands = eligible_defenders(g, q)
        if not cands:
            g.log(f"{says(st.players[q].name, 'has')} no eligible defenders.")
            f["k"] += 1
            continue
        opts = [Option(str(u), FACTS[st.cards[u].cid].name) for u in cands]
        caps = [e["value"] for e in effects_of(st, "max_defenders") if e["player"] == q]
        if q != cf.defender:
            caps.append(1)  # a teammate of the defending player: up to one defender
        g.ask(Decision(q, "choose_many", "Choose defenders", opts, min=0,
                       max=min([len(opts)] + caps),  # "cannot declare more than N defenders"
                       context="declare_defenders", validate="tainted_cost"))
        return
    g.pop()


@FRAMEWORK("3.2.2")
def conflict_action_window(g, f):
    """3.2.2: the conflict action window; the defending player acts first (unless an effect
    gives the first opportunity to the attacker: ``first_action``, e.g. Child of the Plains)."""
    st = g.state
    g.pop()
    if st.conflict is not None:
        first = st.uses["conflict"].get("first_action", st.conflict.defender)
        g.push(window("conflict_action", player_order(st, first),
                      prompt="Conflict action window: act or pass"))


def totals(g: Game) -> tuple[int, int]:
    """Current skill totals (attacker, defender), with the Imperial Favor bonus
    (:func:`l5r.lcg.model.conflict_totals`)."""
    with frozen(g.state):
        return conflict_totals(g.state)


@FRAMEWORK("3.2.3")
def determine_result(g, f):
    """3.2.3: the higher total (at least 1, with a participating character)
    wins; a tie goes to the attacker; otherwise no one wins."""
    st = g.state
    cf = st.conflict
    g.pop()
    if cf is None:
        return
    a, d = totals(g)
    a_ok = a >= 1 and bool(cf.attackers)
    d_ok = d >= 1 and bool(cf.defenders)
    if a_ok and (not d_ok or a >= d):
        cf.winner, cf.loser = cf.attacker, cf.defender
    elif d_ok and (not a_ok or d > a):
        cf.winner, cf.loser = cf.defender, cf.attacker
    cf.resolved = True
    cf.difference = a - d if cf.winner == cf.attacker else d - a if cf.winner >= 0 else 0
    cf.unopposed = cf.winner == cf.attacker and not cf.defenders
    if cf.winner >= 0:
        g.log(f"{says(st.players[cf.winner].name, 'wins')} the conflict {a}-{d}" if cf.winner == cf.attacker
              else f"{says(st.players[cf.winner].name, 'wins')} the conflict {d}-{a}")
        do(g, [ev("conflict_won", player=cf.winner, loser=cf.loser, attacker=cf.attacker)])
    else:
        g.log(f"The conflict has no winner ({a}-{d}).")


def after_conflict_won(g: Game, e: dict) -> list[dict]:
    """Pride (Rules Reference "Pride", "Keywords"): resolves right after the
    conflict is won, before reactions, as a ``pride`` event. Delayed effects
    ordered before it (``BEFORE_KEYWORDS``) resolve first (Yogo
    Hiroue's, ruling), so Pride sees the characters' status after them."""
    st = g.state
    cf = st.conflict
    if cf is None:
        return []
    with frozen(st):
        if any(has_keyword(st, st.cards[u], "pride") for u in cf.attackers + cf.defenders):
            return [ev("pride")]
    return []


@APPLIERS("pride")
def _pride(g: Game, f: dict, e: dict) -> None:
    """Honor each winning character with Pride, dishonor each losing one;
    their reactions share the window of winning the conflict (the frame's
    ``reactions_in``: ruling, Yogo Hiroue)."""
    st = g.state
    cf = st.conflict
    if cf is None:
        return
    win = cf.attackers if cf.winner == cf.attacker else cf.defenders
    lose = cf.defenders if cf.winner == cf.attacker else cf.attackers
    out = []
    for u in win:
        if has_keyword(st, st.cards[u], "pride") and st.cards[u].status < 1:
            out.append(ev("honor", card=u))
    for u in lose:
        if has_keyword(st, st.cards[u], "pride") and st.cards[u].status > -1:
            out.append(ev("dishonor", card=u))
    if out:
        do(g, out, **shared_reactions(f))


HOOKS = (after("conflict_won", after_conflict_won),)


@VALIDATORS("tainted_cost")
def _tainted_cost(g: Game, d: Decision, value: list) -> None:
    """"Tainted": 1 honor per tainted attacker or defender declared (and 1 for
    defending a tainted province) is an additional cost; a declaration whose
    cost cannot be paid cannot be made ("Additional Cost")."""
    st = g.state
    cost = sum(1 for x in value if st.cards[int(x)].tainted)
    if d.context == "declare_defenders" and value and st.cards[st.conflict.province].tainted:
        cost += 1
    if cost > st.players[d.player].honor:
        raise IllegalAnswer(f"declaring these characters costs {cost} honor (tainted); "
                            f"you have {st.players[d.player].honor}")


@FRAMEWORK("3.2.4")
def apply_unopposed(g, f):
    """3.2.4: an unopposed loss costs the defending player 1 honor."""
    st = g.state
    cf = st.conflict
    g.pop()
    if cf is not None and cf.unopposed and st.config["format"] in ("stronghold", TEAM_CONQUEST):
        g.log("The conflict was unopposed.")  # team conquest: each player of the defending team
        do(g, [ev("lose_honor", player=q, amount=1, reason="unopposed")
               for q in (team_players(st, cf.defender) if is_team(st) else [cf.defender])])


@FRAMEWORK("3.2.5")
def break_province(g, f):
    """3.2.5: winning by at least the province's strength breaks it; the
    attacker may then discard the dynasty cards on it (refilled facedown)."""
    st = g.state
    cf = st.conflict
    if cf is None or cf.winner != cf.attacker:
        g.pop()
        return
    prov = st.cards[cf.province]
    ans = take_answer(f)
    if ans is not None:
        if ans == "discard":
            owner = st.players[prov.controller]
            for u in list(owner.province_cards[prov.slot]):
                place(st, st.cards[u], DYNASTY_DISCARD)
                g.log(f"{FACTS[st.cards[u].cid].name} is discarded from the broken province.")
            refill_if_empty(g, prov.controller, prov.slot)
        g.pop()
        return
    if f.get("broke"):
        owner = st.players[prov.controller]
        if owner.province_cards[prov.slot] and st.winner is None:
            g.ask(Decision(cf.attacker, "choose_one", "Discard the cards in the broken province?",
                           [Option("discard", "Discard them"), Option("keep", "Leave them")],
                           context="discard_broken_province"))
            return
        g.pop()
        return
    if prov.broken or cf.difference < province_strength(st, prov) or cannot(g, "break", prov):
        g.pop()  # (a province under a "cannot be broken" effect stays unbroken: Akodo Toshiro)
        return
    f["broke"] = True
    cf.broke = True
    do(g, [ev("break_province", card=prov.uid, player=cf.attacker)])


@FRAMEWORK("3.2.6")
def resolve_ring_effects(g, f):
    """3.2.6: the winning attacker may resolve the contested ring's effect."""
    st = g.state
    cf = st.conflict
    g.pop()
    # the rule set's ring_step hooks: a replaced ring resolution, a ring with several elements
    if cf is not None and any(h(g, cf) for h in g.rules.ring_steps):
        return
    if cf is not None and cf.winner == cf.attacker:
        g.push({"step": "lcg.ring_effect", "player": cf.attacker, "ring": cf.ring,
                "element": st.rings[cf.ring].element})


@FRAMEWORK("3.2.7")
def claim_ring(g, f):
    """3.2.7: the winner claims the contested ring; with no winner it returns."""
    st = g.state
    cf = st.conflict
    g.pop()
    if cf is None or st.rings[cf.ring].claimed_by >= 0:  # already claimed (Display of Power)
        return
    if st.config["format"] == ENLIGHTENMENT:
        g.push({"step": "lcg.enlightenment_claim"})  # on a province (l5r.lcg.enlightenment)
        return
    if cf.winner >= 0:
        do(g, [ev("claim_ring", player=cf.winner, ring=cf.ring)])
    else:
        st.rings[cf.ring].contested = False


@FRAMEWORK("3.2.8")
def return_home(g, f):
    """3.2.8: bow each ready participant; all return home."""
    st = g.state
    cf = st.conflict
    g.pop()
    if cf is None:
        return
    bows = []
    for u in cf.attackers + cf.defenders:
        c = st.cards[u]
        side = "attacking" if u in cf.attackers else "defending"
        # a character loses a conflict it participates in on the losing side ("Winning a Conflict")
        lost = cf.winner >= 0 and cf.winner != (cf.attacker if side == "attacking" else cf.defender)
        # "Cannot" is absolute; some cards do not bow "as a result of conflict resolution"
        with frozen(st):
            stays = any(cannot(g, a, c) for a in ("bow", "bow_by_resolution", f"bow_by_resolution_{cf.type}",
                                                   f"bow_by_resolution_{side}")) \
                or lost and cannot(g, "bow_by_resolution_lost", c)
        if stays or c.bowed:
            continue
        bows.append(ev("bow", card=u, resolution=True))  # each ready participant bows, simultaneously
    cf.attackers, cf.defenders = [], []
    if bows:  # (an event: "after ... bows as a result of conflict resolution", e.g. Curry Favor)
        do(g, bows)


@FRAMEWORK("3.3")
def conflict_ends(g, f):
    """3.3: the conflict ends; "until the end of the conflict" effects expire."""
    st = g.state
    cf = st.conflict
    if cf is not None:
        st.rings[cf.ring].contested = False
    st.conflict = None
    st.lasting = [e for e in st.lasting if e.get("until") != "conflict"]
    lapse(st, "conflict")
    g.pop()
    info = {} if cf is None else dict(attacker=cf.attacker, defender=cf.defender, type=cf.type,
                                      ring=cf.ring, province=cf.province, broke=cf.broke)
    do(g, [ev("conflict_ended", **info)])


@FRAMEWORK("3.4")
def imperial_favor(g, f):
    """3.4.1 glory count (ready characters' glory + 1 per claimed ring);
    3.4.2 the winner claims the Imperial Favor and sets its side."""
    st = g.state
    side = take_answer(f)
    if side is not None:
        st.favor = {"player": f["winner"], "side": side}
        g.log(f"{says(st.players[f['winner']].name, 'claims')} the Imperial Favor ({side}).")
        g.pop()
        return
    counts = glory_counts(g)
    if is_team(st):  # team conquest: each team's total; the team's first player in order holds it
        teams: dict[int, int] = {}
        for p, v in counts.items():
            teams[st.players[p].team] = teams.get(st.players[p].team, 0) + v
        g.log("Glory count: " + ", ".join(
            " and ".join(st.players[q].name for q in counts if st.players[q].team == t) + f" {v}"
            for t, v in teams.items()))
        best = max(teams.values())
        top = [t for t, v in teams.items() if v == best]
        leaders = [] if len(top) != 1 else [next(p for p in counts if st.players[p].team == top[0])]
    else:
        best = max(counts.values())
        leaders = [p for p, v in counts.items() if v == best]
        g.log("Glory count: " + ", ".join(f"{st.players[p].name} {v}" for p, v in counts.items()))
    if len(leaders) != 1:
        g.pop()
        return
    f["winner"] = leaders[0]
    if st.config["format"] == "skirmish":  # not set to a side ("Imperial Favor")
        st.favor = {"player": leaders[0], "side": ""}
        g.log(f"{says(st.players[leaders[0]].name, 'claims')} the Imperial Favor.")
        g.pop()
        return
    g.ask(Decision(leaders[0], "choose_one", "Set the Imperial Favor to which side?",
                   [Option("military", "military"), Option("political", "political")],
                   context="imperial_favor"))


@FRAMEWORK("3.5")
def conflict_phase_ends(g, f):
    end_phase(g, "conflict")
