"""Playing cards and the options of action windows.

Rules Reference "Initiating Abilities / Playing Cards" (the 8 steps),
"Character Cards", "Attachment Cards", "Duplicates", "Unique Cards",
"Limited", "Restricted", "No Attachments", and Appendix I 1.4 and 3.2.2.
"""

from __future__ import annotations

from ..engine.decision import Decision, Option
from ..engine.game import Game
from . import abilities
from .actions import cannot, do, ev, refill_if_empty
from .model import FACTS, controls_title, discard_zone, facts, has_keyword, place, skill
from .rules import WINDOW_KINDS, step
from .state import ATTACHED, HAND, IN_PROVINCE, PLAY, STRONGHOLD_SLOT


def cost_of(g: Game, uid: int, p: int) -> int:
    """Printed fate cost after cost modifiers (never below 0)."""
    st = g.state
    c = st.cards[uid]
    base = FACTS[c.cid].cost or 0
    mod = sum(e["value"] for e in st.lasting if e["type"] == "cost" and e["player"] == p
              and _matches_cost(e, c))
    return max(0, base + mod)


def _matches_cost(e: dict, c) -> bool:
    t = e.get("card_type")
    return t is None or FACTS[c.cid].type == t


def can_enter_unique(g: Game, p: int, uid: int) -> bool:
    f = FACTS[g.state.cards[uid].cid]
    return not f.unique or not controls_title(g.state, p, f.name)


def limited_ok(g: Game, p: int, uid: int) -> bool:
    """Limited: one limited card played per player per round."""
    return not FACTS[g.state.cards[uid].cid].has_keyword("limited") or g.state.players[p].limited_played == 0


def attachment_hosts(g: Game, p: int, uid: int) -> list[int]:
    """Characters an attachment may legally attach to (Rules Reference
    "Attachment Cards": one copy per player per host; "No Attachments")."""
    st = g.state
    af = FACTS[st.cards[uid].cid]
    out = []
    for q in st.players:
        for h in q.play:
            hc = st.cards[h]
            if not _allows(g, hc, af):
                continue
            if any(FACTS[st.cards[a].cid].name == af.name and st.cards[a].controller == p
                   for a in hc.attachments):
                continue
            if af.unique and controls_title(st, p, af.name):
                continue
            extra = abilities.attach_restriction(g, p, uid, h)
            if extra:
                continue
            out.append(h)
    return out


def _allows(g: Game, host, af) -> bool:
    st = g.state
    hf = FACTS[host.cid]
    traits = set(af.traits)
    for kw in hf.keywords:
        if not kw.startswith("no ") or "attachments" not in kw:
            continue
        if st and _blank(g, host):
            continue
        if kw == "no attachments":
            return False
        if kw.startswith("no attachments except "):
            allowed = set(kw[len("no attachments except "):].split("|"))
            if not traits & allowed:
                return False
        else:  # "no weapon|armor attachments"
            banned = set(kw[3:-len(" attachments")].split("|"))
            if traits & banned:
                return False
    return True


def _blank(g, c) -> bool:
    from .model import is_blank
    return is_blank(g.state, c)


def can_participate(g: Game, uid: int) -> bool:
    st = g.state
    cf = st.conflict
    c = st.cards[uid]
    return cf is not None and skill(st, c, cf.type) is not None and not cannot(g, "participate", c)


def play_options(g: Game, p: int, dynasty: bool) -> list[Option]:
    st = g.state
    pl = st.players[p]
    opts: list[Option] = []
    fate = pl.fate
    if dynasty:  # characters from provinces
        for s, pu in enumerate(pl.provinces):
            for u in pl.province_cards[s]:
                c = st.cards[u]
                if c.facedown:
                    continue
                f = FACTS[c.cid]
                if f.type == "character":
                    if f.cost is None or f.legendary is not None and False:
                        continue
                    if cost_of(g, u, p) <= fate and can_enter_unique(g, p, u) and limited_ok(g, p, u):
                        opts.append(Option(f"play:{u}", f"Play {f.name} from your province ({cost_of(g, u, p)} fate)"))
                    elif f.unique and controls_title(st, p, f.name):
                        opts.append(Option(f"dup:{u}", f"Discard duplicate {f.name} to place 1 fate on your copy"))
    for u in pl.hand:
        c = st.cards[u]
        f = FACTS[c.cid]
        if f.cost is None:
            continue
        cost = cost_of(g, u, p)
        if f.type == "character":
            if dynasty:
                if f.unique and controls_title(st, p, f.name):
                    opts.append(Option(f"dup:{u}", f"Discard duplicate {f.name} to place 1 fate on your copy"))
                continue
            if cost <= fate and can_enter_unique(g, p, u) and limited_ok(g, p, u) and f.legendary is None:
                opts.append(Option(f"play:{u}", f"Play {f.name} from hand ({cost} fate)"))
        elif f.type == "attachment":
            if cost <= fate and limited_ok(g, p, u) and attachment_hosts(g, p, u):
                opts.append(Option(f"play:{u}", f"Play {f.name} ({cost} fate)"))
    return opts


def _window_options(g: Game, frame: dict, p: int) -> list[Option]:
    dynasty = frame["kind"] == "dynasty"
    opts = play_options(g, p, dynasty)
    opts.extend(abilities.action_options(g, p))
    return opts


def _window_act(g: Game, frame: dict, p: int, option: Option) -> None:
    kind, _, rest = option.id.partition(":")
    if kind == "play":
        g.push({"step": "lcg.play", "player": p, "card": int(rest), "stage": "choose"})
    elif kind == "dup":
        _duplicate(g, p, int(rest))
    else:
        abilities.act(g, p, option)


for _k in ("dynasty", "action", "conflict_action"):
    WINDOW_KINDS[_k] = (_window_options, _window_act)


def _duplicate(g: Game, p: int, uid: int) -> None:
    """Rules Reference "Duplicates": discard a copy to place 1 fate on yours."""
    st = g.state
    c = st.cards[uid]
    name = FACTS[c.cid].name
    target = next(u for u in st.players[p].play if FACTS[st.cards[u].cid].name == name)
    slot = c.slot if c.zone == IN_PROVINCE else -1
    place(st, c, discard_zone(c))
    if slot >= 0:
        refill_if_empty(g, p, slot)
    g.log(f"{st.players[p].name} discards a duplicate {name} to place 1 fate on it.")
    if not FACTS[st.cards[target].cid].legendary:
        do(g, [ev("place_fate", card=target, amount=1)])


@step("lcg.play")
def play(g: Game, f: dict) -> None:
    """Play a character or attachment: choose placement, pay, enter play,
    place additional fate (characters), refill the province, "played" event."""
    st = g.state
    p = f["player"]
    uid = f["card"]
    c = st.cards[uid]
    cf = FACTS[c.cid]
    pl = st.players[p]
    ans = f.pop("answer", None)
    f.pop("answer_data", None)
    f.pop("result", None)
    stage = f["stage"]
    if stage == "choose":
        if ans is not None:
            if cf.type == "attachment":
                f["host"] = int(ans)
            else:
                f["into_conflict"] = ans == "conflict"
            f["stage"] = stage = "pay"
        elif cf.type == "attachment":
            hosts = attachment_hosts(g, p, uid)
            opts = [Option(str(h), f"Attach to {FACTS[st.cards[h].cid].name}") for h in hosts]
            if len(opts) == 1:
                f["host"] = hosts[0]
                f["stage"] = stage = "pay"
            else:
                g.ask(Decision(p, "choose_one", f"Attach {cf.name} to which character?", opts,
                               context="attach_host"))
                return
        elif c.zone == HAND and st.conflict is not None and p in (st.conflict.attacker, st.conflict.defender) \
                and can_participate(g, uid):
            g.ask(Decision(p, "choose_one", f"Play {cf.name} into the conflict or at home?",
                           [Option("conflict", "Into the conflict"), Option("home", "At home")],
                           context="play_where"))
            return
        else:
            f["stage"] = stage = "pay"
    if stage == "pay":
        cost = cost_of(g, uid, p)
        pl.fate -= cost
        if cf.has_keyword("limited"):
            pl.limited_played += 1
        f["from_slot"] = c.slot if c.zone == IN_PROVINCE else -1
        g.log(f"{pl.name} plays {cf.name} for {cost} fate.")
        f["stage"] = "fate"
        do(g, [ev("enter_play", card=uid, player=p, host=f.get("host", -1),
                  into_conflict=f.get("into_conflict", False), played=True)])
        return
    if stage == "fate":
        if ans is not None:
            n = int(ans)
            if n:
                c.fate += n
                pl.fate -= n
                g.log(f"{pl.name} places {n} fate on {cf.name}.")
            f["stage"] = stage = "after"
        elif cf.type == "character" and c.zone == PLAY and pl.fate > 0 and cf.legendary is None:
            opts = [Option(str(n), f"{n} fate") for n in range(pl.fate + 1)]
            g.ask(Decision(p, "choose_one", f"Place additional fate on {cf.name}?", opts,
                           context="additional_fate"))
            return
        else:
            f["stage"] = stage = "after"
    if stage == "after":
        g.pop()
        if f["from_slot"] >= 0 and f["from_slot"] != STRONGHOLD_SLOT:
            refill_if_empty(g, c.owner, f["from_slot"])
        if c.zone == ATTACHED:
            _restricted_check(g, c.attached_to)
        do(g, [ev("card_played", card=uid, player=p)])


def _restricted_check(g: Game, host: int) -> None:
    """Restricted: more than two restricted attachments -> discard one (the
    host's controller chooses, Rules Reference "Restricted")."""
    st = g.state
    h = st.cards[host]
    rs = [a for a in h.attachments if has_keyword(st, st.cards[a], "restricted")]
    if len(rs) > 2:
        g.push({"step": "lcg.restricted", "host": host})


@step("lcg.restricted")
def restricted(g: Game, f: dict) -> None:
    st = g.state
    h = st.cards[f["host"]]
    if "answer" in f:
        u = int(f.pop("answer"))
        f.pop("answer_data", None)
        g.pop()
        do(g, [ev("leaves_play", card=u, reason="restricted limit")])
        return
    rs = [a for a in h.attachments if has_keyword(st, st.cards[a], "restricted")]
    if len(rs) <= 2:
        g.pop()
        return
    opts = [Option(str(a), f"Discard {FACTS[st.cards[a].cid].name}") for a in rs]
    g.ask(Decision(h.controller, "choose_one", "Too many restricted attachments: discard one", opts,
                   context="restricted"))
