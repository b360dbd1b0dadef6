"""The Attack Phase and battles.

Sequence (Ivory "Attack Phase", "Battles"; celestial "4. Attack Phase";
Diamond "4. ATTACK PHASE"):

1. Declaration: the active player may attack one opponent; battlefields are
   created at each of the Defender's provinces. Diamond: the Attacker, then
   the Defender, may invite other players as allies.
2. Maneuvers (``Edition.maneuvers``): ivory has one segment; celestial and
   Diamond have Infantry then Cavalry Maneuvers (only Cavalry units --
   Personality and all Followers Cavalry -- assign in the second). In each,
   the Attacker (then attacking allies), then the Defender (then defending
   allies) assign unbowed units from home. Diamond: an ally's first
   assignment gains ``ally_honor``.
3. Fight battles: the Attacker chooses each unfought battlefield in turn.
   Each battle: engaging (the "engage" event, the moment the battle begins),
   in ivory an Engage Segment (an action round of Engage actions, Defender
   first; ``Edition.engage_segment``), Combat (Battle actions, Defender first),
   Resolution, then attacking units bow and return home; Terrains there are
   discarded.

Celestial battles have only a Combat and a Resolution Segment ("Battles"), and
"ENGAGE" is the moment a battle begins; the celestial rules turn ivory's Engage
abilities into Reactions "after engaging" (ivory "Naval Invasion" is an Engage
ability, celestial "NAVAL" the same effect as such a Reaction). So without an
Engage Segment a card's Engage ability (e.g. Sneak Attack) is used after
engaging, in the Reaction round to the "engage" event (active player first),
together with those Reactions (``play.engage_options``). Diamond's battle likewise
begins directly with its Battle Action Segment (4.4) and its document has no
Engage designator; the project treats Engage abilities there the same way.

The Attack Phase state is ``CCGState.attack``; ``CCGState.battle`` is the pid
of the battle being fought (-1 outside battles).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.decision import Decision, Option
from ..engine.game import take_answer, take_answer_data
from ..engine.names import obj, says
from ..engine.tables import Handlers
from ..engine.windows import events_frame, window
from . import model as m
from . import naval
from . import resolution_keywords as RK
from .actions import check_chi_death
from .editions import edition
from .index import cards_in_play, pure_scope
from .model import is_cavalry, turn_order
from .state import HOME, PLAY
from .zones import do_all, to_discard

if TYPE_CHECKING:
    from ..engine.game import Game

#: The steps of the Attack Phase.
STEPS = Handlers("step")


# ------------------------------------------------------------------ declaration
@STEPS("ccg.attack")
def step_attack(g: "Game", f: dict) -> None:
    st = g.state
    a = st.active
    ans = take_answer(f)
    if ans is not None:
        g.pop()
        if ans == "none":
            return
        declare(g, a, int(ans[1:]))
        return
    targets = [o for o in st.other(a) if st.players[o].provinces]
    if not targets or st.players[a].lost or (st.turn == 1 and edition(st.edition).name == "never"):
        g.pop()
        return
    opts = [Option(f"p{o}", f"Attack {st.players[o].name}") for o in targets]
    opts.append(Option("none", "Do not attack"))
    g.ask(Decision(a, "choose_one", "Attack Phase: declare an attack?", opts, context="attack"))


def declare(g: "Game", attacker: int, defender: int) -> None:
    st = g.state
    ed = edition(st.edition)
    st.attack = {"attacker": attacker, "defender": defender,
                 "battlefields": [p.pid for p in st.players[defender].provinces],
                 "fought": [], "attack_allies": [], "defend_allies": [], "invited_a": [], "invited_d": [],
                 "ally_honored": [], "resolved_attackers": [], "first": "defender", "ever": {}}
    g.log(f"{says(st.players[attacker].name, 'attacks')} {obj(st.players[defender].name)}")
    g.push({"step": "ccg.battles"})
    order = _maneuver_order(st)
    for seg in reversed(ed.maneuvers):
        for p, side in reversed(order):
            g.push({"step": "ccg.assign", "player": p, "side": side, "segment": seg})
    if ed.allies and len(st.other(attacker)) > 1:
        g.push({"step": "ccg.invite", "who": "d"})
        g.push({"step": "ccg.invite", "who": "a"})
    g.push(events_frame([{"name": "marker", "what": "attack_declared", "player": attacker}]))


def _maneuver_order(st) -> list[tuple[int, str]]:
    att, dfn = st.attack["attacker"], st.attack["defender"]
    others_a = [p for p in turn_order(st, att)[1:] if p != dfn]
    others_d = [p for p in turn_order(st, dfn)[1:] if p != att]
    return [(att, "a"), *[(p, "a?") for p in others_a], (dfn, "d"), *[(p, "d?") for p in others_d]]


@STEPS("ccg.invite")
def step_invite(g: "Game", f: dict) -> None:
    """Diamond 4.1: the Attacker and then the Defender may invite other players to ally."""
    st = g.state
    att = st.attack
    who = att["attacker"] if f["who"] == "a" else att["defender"]
    ans = take_answer(f)
    if ans is not None:
        att["invited_" + f["who"]] = [int(x) for x in ans]
        g.pop()
        return
    others = [p for p in st.other(att["attacker"]) if p != att["defender"]]
    if not others:
        g.pop()
        return
    g.ask(Decision(who, "choose_many", "Invite which players to ally with you?",
                   [Option(str(p), st.players[p].name) for p in others], min=0, max=len(others),
                   context="invite"))


@STEPS("ccg.assign")
def step_assign(g: "Game", f: dict) -> None:
    """One player assigns units from home to battlefields, one unit at a time."""
    st = g.state
    att = st.attack
    p = f["player"]
    side = f["side"]
    if st.players[p].lost or att.get("gone"):  # (multiplayer decisions 5 and 6)
        g.pop()
        return
    if side.endswith("?"):  # a possible ally
        base = side[0]
        invited = att["invited_" + base]
        other = "defend_allies" if base == "a" else "attack_allies"
        if p not in invited or p in att[other]:
            g.pop()
            return
    answer = take_answer_data(f)
    if answer is not None:
        ans, data = answer
        if ans == "done":
            g.pop()
            return
        units = [data["unit"]] if "unit" in data else list(f["units"])
        for u in units:
            _place(g, f, u, data["to"])
        if st.stack[-1] is not f:
            return  # an ally's Honor gain resolves first (Diamond 4.1), then this player goes on
    elif "units" not in f:
        seg = f["segment"]
        f["units"] = [u for u in m.personalities(st, p, HOME) if not st.cards[u].bowed
                      and (seg != "cavalry" or is_cavalry(st, u)) and u not in att.get("assigned", [])]
    f["units"] = [u for u in f["units"] if st.cards[u].zone == PLAY and st.cards[u].loc == HOME]
    if not f["units"]:
        g.pop()
        return
    u = f["units"][0]
    letter = side[0]
    opts = [Option("done", "Keep the remaining units home")]
    for pid in att["battlefields"]:
        if pid in att["fought"]:
            continue
        opts.append(Option(f"{u}>{pid}", f"Assign {m.title(st, u)} to province {_pname(st, pid)}",
                           {"unit": u, "to": f"{letter}{pid}"}))
        if len(f["units"]) > 1:
            opts.append(Option(f"all>{pid}", f"Assign all {len(f['units'])} units to province {_pname(st, pid)}",
                               {"to": f"{letter}{pid}"}))
    opts.append(Option(f"{u}>home", f"Keep {m.title(st, u)} home", {"unit": u, "to": HOME}))
    g.ask(Decision(p, "choose_one", f"{f['segment'].capitalize()} maneuvers: assign your units", opts,
                   context="assign"))


def _pname(st, pid: int) -> str:
    prov = m.province_by_id(st, pid)
    owner = st.players[prov.owner]
    return f"{owner.provinces.index(prov) + 1} of {owner.name}"


def _place(g: "Game", f: dict, u: int, to: str) -> None:
    st = g.state
    att = st.attack
    f["units"].remove(u)
    if to == HOME:
        return
    st.cards[u].loc = to  # assigning is not moving (celestial "B. Infantry Maneuvers")
    att.setdefault("assigned", []).append(u)
    att["ever"].setdefault(to[1:], []).append(st.cards[u].controller)
    p = f["player"]
    if f["side"].endswith("?"):
        key = "attack_allies" if f["side"][0] == "a" else "defend_allies"
        if p not in att[key]:
            att[key].append(p)
        if p not in att["ally_honored"]:
            att["ally_honored"].append(p)
            n = edition(st.edition).ally_honor
            if n:
                do_all(g, [{"name": "honor", "player": p, "amount": n, "by": None, "ally": True}])


# ------------------------------------------------------------------ battles
@STEPS("ccg.battles")
def step_battles(g: "Game", f: dict) -> None:
    st = g.state
    att = st.attack
    ans = take_answer(f)
    if ans is not None:
        pid = int(ans)
        g.push({"step": "ccg.battle", "pid": pid, "stage": 0})
        return
    left = [pid for pid in att["battlefields"] if pid not in att["fought"] and m.province_by_id(st, pid)]
    if not left or st.players[att["defender"]].lost:
        end_attack(g)
        g.pop()
        return
    chooser = att["attacker"]
    if st.players[chooser].lost:  # Ivory "Player elimination": the player to his left chooses
        chooser = m.next_player(st, chooser)
    if len(left) == 1:
        g.push({"step": "ccg.battle", "pid": left[0], "stage": 0})
        return
    with pure_scope():  # (every side's army found at once: model.army)
        opts = [Option(str(pid), f"Fight at province {_pname(st, pid)} "
                                 f"({m.army_force(st, f'a{pid}')} vs {m.army_force(st, f'd{pid}')})") for pid in left]
    g.ask(Decision(chooser, "choose_one", "Choose the next battlefield", opts, context="battlefield"))


def bow_unit(st, uid: int) -> None:
    """Bow every card of ``uid``'s unit (Ivory "Unit": "Things that affect a unit affect
    all cards in the unit"): the Personality, his Followers and Items."""
    for u in m.unit_cards(st, uid):
        st.cards[u].bowed = True


def end_attack(g: "Game") -> None:
    """The Attack Phase ends: units at battlefields return home; attacking units bow, every
    card of the unit ("Unit")."""
    st = g.state
    for u in cards_in_play(st):
        c = st.cards[u]
        if c.loc and c.loc != HOME:
            if c.loc[0] == "a":
                bow_unit(st, c.uid)
            c.loc = HOME
    st.attack = {}
    st.battle = -1


@STEPS("ccg.battle")
def step_battle(g: "Game", f: dict) -> None:
    st = g.state
    att = st.attack
    pid = f["pid"]
    stage = f["stage"]
    f["stage"] += 1
    if att.get("gone"):  # the Defender left the game: no battlefield (multiplayer decision 6)
        st.lasting = [e for e in st.lasting if e["until"] not in ("battle", "combat")]
        naval.battle_over(st)
        st.battle = -1
        g.pop()
        return
    if stage == 0:
        st.battle = pid
        st.battles += 1
        for u in m.army(st, f"a{pid}") + m.army(st, f"d{pid}"):  # units ever at this battlefield
            att.setdefault("ever", {}).setdefault(str(pid), []).append(st.cards[u].controller)
        g.log(f"battle at province {_pname(st, pid)}")
        g.push(events_frame([{"name": "engage", "pid": pid, "player": att["attacker"]}]))
        naval.battle_chosen(g, pid)  # Diamond: a naval invasion is declared first
    elif stage == 1:  # celestial and Diamond: no Engage Segment (``play.engage_options``)
        if edition(st.edition).engage_segment:
            g.push(window("engage", turn_order(st, att["defender"]), prompt="Engage: take an Engage action or pass"))
    elif stage == 2:
        first = att["attacker"] if att.get("first") == "attacker" else att["defender"]
        g.push(window("combat", turn_order(st, first), prompt="Combat: take a Battle action or pass"))
        naval.first_opportunity(g)  # ivory/celestial Naval: the Attacker's restricted first action
    elif stage == 3:
        if not f.get("ending"):  # just before the Battle Action Segment ends: Delayed Terrains
            f["ending"], f["stage"] = True, 3  # resolve (Diamond "TERRAINS"; vocab.terrain)
            g.push(events_frame([{"name": "combat_ending", "pid": pid, "player": att["attacker"]}]))
            return
        st.lasting = [e for e in st.lasting if e["until"] != "combat"]
        g.push(events_frame([{"name": "combat_ended", "pid": pid, "player": att["attacker"]}]))
        check_chi_death(g)  # an expired effect may leave a Personality at zero Chi (first)
    elif stage == 4:
        g.push(events_frame([{"name": "before_resolution", "pid": pid, "player": att["attacker"]}]))
    elif stage == 5:
        resolve(g, f)
    elif stage == 6:
        g.push(events_frame([{"name": "battle_resolved", "pid": pid, "player": att["attacker"],
                              "defender": att["defender"], **f.get("outcome", {})}]))
    else:
        if stage == 7:
            after_resolution(g, pid)
            if check_chi_death(g):  # expired "until the end of the battle" effects (Chi Death Rule)
                return  # the battle ends once the destruction resolved
        g.pop()


def _count(st, cards: list[int]) -> int:
    """Cards destroyed by resolution, counting cards overlaid under them in Diamond (4.5;
    "Experienced Traits"); an overlaid stack is one card elsewhere (Ivory "Experienced";
    celestial "EXPERIENCED"), ``Edition.overlay_stack_counts``."""
    stack = edition(st.edition).overlay_stack_counts
    return sum(1 + (len(st.cards[u].under) if stack else 0) for u in cards)


def _winner(ed, snap: dict) -> str | None:
    """"a", "d", "tie" or None (no outcome) from the Forces computed once (Diamond 4.5)."""
    a_units, d_units, af, df = snap["a"], snap["d"], snap["af"], snap["df"]
    if ed.empty_side == "no_winner" and (not a_units or not d_units):
        return None
    if af != df:
        return "a" if af > df else "d"
    return "tie" if a_units and d_units else None


def resolve(g: "Game", f: dict) -> None:
    """Battle resolution (Ivory "Battle Resolution"; celestial "Resolution Segment";
    Diamond "4.5 RESOLUTION SEGMENT").

    The Forces and the outcome are computed once (``f["snap"]``); a losing army's Yu
    (``resolution_keywords``) is used before it is destroyed, and this step then runs
    again to destroy the armies. Resilient cards are spared; dishonorable Personalities
    in an army gaining Honor are rehonored instead (Ivory "Rehonoring"; celestial
    "DISHONOR"; Diamond "DISHONOR"), in a tie before the armies are destroyed."""
    st = g.state
    ed = edition(st.edition)
    att = st.attack
    pid = f["pid"]
    attacker, defender = att["attacker"], att["defender"]
    snap = f.get("snap")
    if snap is None:
        with pure_scope():  # (every side's army found at once: model.army)
            a_units, d_units = m.army(st, f"a{pid}"), m.army(st, f"d{pid}")
            snap = f["snap"] = {"a": a_units, "d": d_units, "af": m.army_force(st, f"a{pid}"),
                                "df": m.army_force(st, f"d{pid}"), "strength": m.province_strength(st, pid)}
        snap["winner"] = _winner(ed, snap)
        g.log(f"resolution: attacking Force {snap['af']}, defending Force {snap['df']}, "
              f"province strength {snap['strength']}")
        if snap["winner"] in ("a", "d"):
            lose = "d" if snap["winner"] == "a" else "a"
            leader = defender if lose == "d" else attacker
            yu = RK.yu_frame(st, leader, f"{lose}{pid}", f"{snap['winner']}{pid}")
            if yu is not None:
                f["stage"] -= 1  # resolve again after Yu ("immediately before the losing army is destroyed")
                g.push(yu)
                return
    a_units, d_units = snap["a"], snap["d"]
    af, df, strength = snap["af"], snap["df"], snap["strength"]
    win = snap["winner"]
    outcome = {"attacking_force": af, "defending_force": df, "winner": None, "province_destroyed": False}
    f["outcome"] = outcome
    first: list[dict] = []  # rehonoring before a tied army is destroyed
    events: list[dict] = []
    honor: list[dict] = []

    def destroy_units(units, by) -> int:
        doomed, _ = RK.resilient_spares(st, [u for u in units if st.cards[u].zone == PLAY])
        for u in doomed:
            events.append({"name": "destroy", "card": u, "by": by, "resolution": True})
        return _count(st, doomed + [a for u in doomed if m.ctype(st, u) == "personality"
                                    for a in st.cards[u].attachments if a not in doomed])

    def gain(player, n, army_units, into):
        dis = [u for u in army_units if st.cards[u].zone == PLAY and st.cards[u].dishonored]
        if dis and n > 0:  # dishonorable Personalities are rehonored instead of the gain
            into.extend({"name": "rehonor", "card": u, "by": player} for u in dis)
        elif n > 0:
            honor.append({"name": "honor", "player": player, "amount": n, "by": player, "battle": True})

    if win is None:
        if ed.empty_side == "no_winner" and a_units and not d_units and af > strength:
            events.append({"name": "province_destroyed", "pid": pid, "by": attacker})
            outcome["province_destroyed"] = True
    elif win == "a":
        outcome["winner"] = attacker
        n = destroy_units(d_units, attacker)
        if af > df + strength:
            events.append({"name": "province_destroyed", "pid": pid, "by": attacker})
            outcome["province_destroyed"] = True
        gain(attacker, 2 * n, a_units, honor)
    elif win == "d":
        outcome["winner"] = defender
        gain(defender, 2 * destroy_units(a_units, defender), d_units, honor)
    else:
        outcome["winner"] = "tie"
        nd, na = destroy_units(d_units, attacker), destroy_units(a_units, defender)
        gain(attacker, ed.tie_honor_per_card * nd, a_units, first)
        gain(defender, ed.tie_honor_per_card * na, d_units, first)
    events = first + events + honor
    outcome["destroyed"] = [u for u in a_units + d_units if any(e.get("card") == u and e["name"] == "destroy" for e in events)]
    if events:
        do_all(g, events)


def after_resolution(g: "Game", pid: int) -> None:
    """Attacking units bow, every card of the unit ("Unit"), and return home (not
    movement); Terrains are discarded. A Conqueror Personality's unit does not bow
    (``resolution_keywords``)."""
    st = g.state
    att = st.attack
    for u in m.army(st, f"a{pid}"):
        if not RK.conqueror(st, u):
            bow_unit(st, u)
        st.cards[u].loc = HOME
        att["resolved_attackers"].append(u)
    if edition(st.edition).allies:  # Diamond: allied defenders go home bowed too
        for u in m.army(st, f"d{pid}"):
            if st.cards[u].controller != att["defender"]:
                if not RK.conqueror(st, u):
                    bow_unit(st, u)
                st.cards[u].loc = HOME
    terrain = f"t{pid}"
    for u in cards_in_play(st):
        c = st.cards[u]
        if c.zone == PLAY and c.loc == terrain:  # (still in play)
            to_discard(st, u)
    att["fought"].append(pid)
    att["first"] = "defender"  # "first opportunity ... in this battle" (Sneak Attack) ends with it
    naval.battle_over(st)
    st.lasting = [e for e in st.lasting if e["until"] != "battle"]
    st.battle = -1
