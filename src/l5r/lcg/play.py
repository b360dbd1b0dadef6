"""Playing cards and the options of action windows.

Rules Reference "Initiating Abilities / Playing Cards" (the 8 steps),
"Character Cards", "Attachment Cards", "Duplicates", "Unique Cards",
"Limited", "Restricted", "No Attachments", "Legendary X", "Support",
"Disguised", and Appendix I 1.4 and 3.2.2.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engine.decision import Decision, Option
from ..engine.game import Game, take_answer
from ..engine.names import agree, obj, possessive, says
from ..engine.tables import Handlers
from . import keywords, model
from .abilities import act, action_options
from .actions import do, ev, refill_if_empty
from .formats import is_team, side_player
from .keywords import affordable as _affordable
from .keywords import budget as _budget
from .keywords import limited_ok
from .model import (
    FACTS, StaleCache, can_enter_unique, can_participate_in_conflict, controls_title, cost_of, costs_on, discard_zone,
    frozen, has_keyword, least_cost_on_a_host, participating, place, player_cannot, use_reductions,
)
from .state import ATTACHED, CONFLICT_DECK, CONFLICT_DISCARD, HAND, IN_PROVINCE, PLAY, REMOVED, STRONGHOLD_SLOT
from .treaties import propose, treaty_options
from .vocab import as_if_in_hand, attach_restriction, play_allowed
from .vocab_attachments import playable_as_attachment, restricted_count

STEPS = Handlers("step")
WINDOWS = Handlers("window")


def _host_cost(g: Game, p: int, uid: int) -> tuple[int, list[int]]:
    """The cheapest cost of an attachment over its eligible hosts, and the
    hosts on which it is affordable. None is looked for when even the least cost it
    could have on a host is not affordable (in checking mode, :data:`l5r.lcg.model.CHECKING`,
    they are, and must be none)."""
    with frozen(g.state):
        least = least_cost_on_a_host(g, uid, p)
        if least > _budget(g, p, uid, least):
            if model.CHECKING and _affordable_hosts(g, p, uid)[1]:
                raise StaleCache("an attachment was found unaffordable on every host, but is affordable on one")
            return 0, []
        return _affordable_hosts(g, p, uid)


def _listed_cost(g: Game, p: int, uid: int) -> int | None:
    """What a listing needs of :func:`_host_cost`: the cheapest cost of attachment ``uid``
    over the hosts on which it is affordable, or None if there is none. The hosts are
    looked at one at a time, and the search stops at the first one on which the cost is
    the least it could be on any host (:func:`l5r.lcg.model.least_cost_on_a_host`), which
    is then the answer (in checking mode, :data:`l5r.lcg.model.CHECKING`, compared with
    :func:`_host_cost`)."""
    with frozen(g.state):
        found = _first_cheapest(g, p, uid)
        if model.CHECKING:
            cost, ok = _host_cost(g, p, uid)
            if found != (cost if ok else None):
                raise StaleCache(f"the listed cost of attachment {uid} is {found}, not {cost if ok else None}")
        return found


def _first_cheapest(g: Game, p: int, uid: int) -> int | None:
    least = least_cost_on_a_host(g, uid, p)
    budget = _budget(g, p, uid, least)
    if least > budget:
        return None
    best = None
    for h in _iter_attachment_hosts(g, p, uid):
        cost = cost_of(g, uid, p, h)
        if cost == least:
            return least
        if cost <= _budget(g, p, uid, cost) and (best is None or cost < best):
            best = cost
    return best


def _affordable_hosts(g: Game, p: int, uid: int) -> tuple[int, list[int]]:
    hosts = attachment_hosts(g, p, uid)
    if not hosts:
        return 0, []
    costs = dict(zip(hosts, costs_on(g, uid, p, hosts)))
    budget = _budget(g, p, uid, max(costs.values()))
    ok = [h for h in hosts if costs[h] <= budget]
    return (min(costs[h] for h in ok) if ok else 0), ok


def attachment_hosts(g: Game, p: int, uid: int) -> list[int]:
    """Characters an attachment may legally attach to (Rules Reference
    "Attachment Cards": one copy per player per host; "No Attachments")."""
    return list(_iter_attachment_hosts(g, p, uid))


def _iter_attachment_hosts(g: Game, p: int, uid: int) -> Iterator[int]:
    """:func:`attachment_hosts`, one at a time."""
    st = g.state
    af = FACTS[st.cards[uid].cid]
    if af.unique and controls_title(st, p, af.name):
        return
    cards = st.cards
    for q in st.players:
        for h in q.play:
            hc = cards[h]
            if not keywords.attachments_allowed(st, hc, af):
                continue
            for a in hc.attachments:
                if FACTS[cards[a].cid].name == af.name and cards[a].controller == p:
                    break
            else:
                if not attach_restriction(g, p, uid, h):
                    yield h


def play_options(g: Game, p: int, dynasty: bool) -> list[Option]:
    st = g.state
    pl = st.players[p]
    opts: list[Option] = []
    no_characters = player_cannot(g, "play_character", p)
    no_attachments = player_cannot(g, "play_attachment", p)
    if no_characters and no_attachments:
        return opts
    if dynasty:  # characters from provinces
        for s, pu in enumerate(pl.provinces):
            for u in pl.province_cards[s]:
                c = st.cards[u]
                if c.facedown:
                    continue
                f = FACTS[c.cid]
                if f.type == "character" and f.cost is not None:
                    cost = cost_of(g, u, p)
                    if _affordable(g, p, u, cost) and can_enter_unique(g, p, u) and limited_ok(g, p, u) \
                            and play_allowed(g, p, u):
                        opts.append(Option(f"play:{u}", f"Play {f.name} from your province ({cost} fate)"))
                    elif f.unique and _character_copy(st, p, f.name):
                        opts.append(Option(f"dup:{u}", f"Discard duplicate {f.name} to place 1 fate on your copy"))
                    opts.extend(_disguise_options(g, p, u, "from your province"))
    # "cannot play cards from hand" (Rules Reference "Cannot"): cards played as if in hand are not in it
    hand = [] if player_cannot(g, "play_from_hand", p) else pl.hand
    for u in hand + as_if_in_hand(g, p):  # and cards playable as if in hand
        c = st.cards[u]
        f = FACTS[c.cid]
        if f.cost is None:
            continue
        if f.type == "character":
            if dynasty:
                if f.unique and _character_copy(st, p, f.name):
                    opts.append(Option(f"dup:{u}", f"Discard duplicate {f.name} to place 1 fate on your copy"))
                continue
            cost = cost_of(g, u, p)
            # Legendary X: cannot enter play outside the dynasty phase
            if _affordable(g, p, u, cost) and can_enter_unique(g, p, u) and limited_ok(g, p, u) \
                    and f.legendary is None and play_allowed(g, p, u) and not no_characters:
                opts.append(Option(f"play:{u}", f"Play {f.name} from hand ({cost} fate)"))
            if f.legendary is None:
                opts.extend(_disguise_options(g, p, u, "from hand"))
            if playable_as_attachment(g, st.cards[u].cid) and limited_ok(g, p, u) and can_enter_unique(g, p, u) \
                    and not no_attachments:
                cost = _listed_cost(g, p, u)
                if cost is not None:
                    opts.append(Option(f"attach:{u}", f"Play {f.name} as an attachment ({cost} fate)"))
        elif f.type == "attachment":
            if limited_ok(g, p, u) and play_allowed(g, p, u) and not no_attachments:
                cost = _listed_cost(g, p, u)  # affordable on some eligible host
                if cost is not None:
                    opts.append(Option(f"play:{u}", f"Play {f.name} ({cost} fate)"))
    return opts


def _disguise_options(g: Game, p: int, uid: int, where: str) -> list[Option]:
    """"Disguised": play the character by replacing a non-unique character of
    the named Trait or clan, its cost reduced by that character's printed cost."""
    st = g.state
    c = st.cards[uid]
    if not has_keyword(st, c, "disguised") or not can_enter_unique(g, p, uid) or not limited_ok(g, p, uid) \
            or not play_allowed(g, p, uid, disguised=True):
        return []
    out = []
    f = FACTS[c.cid]
    for t in keywords.disguise_candidates(g, p, uid):
        cost = keywords.disguise_cost(cost_of(g, uid, p), st.cards[t])
        if cost <= st.players[p].fate:
            out.append(Option(f"disguise:{uid}:{t}",
                              f"Play {f.name} {where}, disguised as {FACTS[st.cards[t].cid].name} ({cost} fate)"))
    return out


def _window_options(g: Game, frame: dict, p: int) -> list[Option]:
    dynasty = frame["kind"] == "dynasty"
    opts = play_options(g, p, dynasty)
    opts.extend(action_options(g, p))
    if len(g.state.players) == 3:  # enlightenment: treaties may be proposed (l5r.lcg.treaties)
        opts.extend(treaty_options(g, p))
    return opts


def _window_act(g: Game, frame: dict, p: int, option: Option) -> None:
    kind, _, rest = option.id.partition(":")
    if kind == "play":
        g.push({"step": "lcg.play", "player": p, "card": int(rest), "stage": "choose"})
    elif kind == "disguise":
        uid, replaced = rest.split(":")
        g.push({"step": "lcg.play", "player": p, "card": int(uid), "stage": "pay",
                "disguise": int(replaced)})
    elif kind == "dup":
        _duplicate(g, p, int(rest))
    elif kind == "attach":  # a character played as an attachment (vocab_attachments)
        g.push({"step": "lcg.play", "player": p, "card": int(rest), "stage": "choose", "as_attachment": True})
    elif kind == "treaty":
        propose(g, frame, p, int(rest))
    else:
        act(g, p, option)


for _k in ("dynasty", "action", "conflict_action"):
    WINDOWS.add(_k, (_window_options, _window_act))


def _option_card(option: Option) -> int:
    """The card an option of an action window plays or uses (-1 for a pass)."""
    kind, _, rest = option.id.partition(":")
    if kind in ("play", "attach", "disguise", "ability"):
        return int(rest.split(":")[0])
    return -1


@STEPS("lcg.play_or_discard")
def play_or_discard(g: Game, f: dict) -> None:
    """A card looked at on top of a conflict deck is played at once as if it were in the
    player's hand, or discarded (:class:`~l5r.lcg.vocab_play.PlayOrDiscardTop`): the player
    chooses among the ways to play it now (an action window's options for that card: a
    character, an attachment, an event's action ability) and discarding it. Once that play is
    over, the permission to play it as if in hand ends."""
    st = g.state
    p, uid = f["player"], f["card"]
    c = st.cards[uid]
    ans = take_answer(f)
    f.pop("result", None)
    if f.get("stage") == "played" or c.instance != f["instance"] or c.zone != CONFLICT_DECK:
        g.pop()
        st.lasting = [e for e in st.lasting if not (e["type"] == "play_as_if_in_hand" and e["player"] == p
                                                      and e["targets"][0] == [uid, f["instance"]])]
        return
    opts = [o for o in _window_options(g, {"kind": "action"}, p) if _option_card(o) == uid and o.id[:4] != "dup:"]
    name = FACTS[c.cid].name
    if ans is None:
        choices = opts + [Option("discard", f"Discard {name}")]
        if not g.alone(choices):
            g.ask(Decision(p, "choose_one", f"{name}: play it at once as if it were in your hand, or discard it",
                           choices, context="play_or_discard"))
            return
        ans = "discard"
    if ans == "discard":
        place(st, c, CONFLICT_DISCARD)
        g.log(f"{says(st.players[p].name, 'discards')} {name} from the top of "
              f"{possessive(st.players[c.owner].name, start=False)} conflict deck.")
        f["stage"] = "played"
        return
    f["stage"] = "played"
    _window_act(g, f, p, next(o for o in opts if o.id == ans))


def as_if_in_hand_options(g: Game, p: int, uid: int) -> list[Option]:
    """The ways ``p`` may play card ``uid`` now, a card they may play as if it were in their hand
    (an action window's options for that card: a character or an attachment played, an event's
    action ability; no duplicate discarded). Only that card's own abilities are looked at."""
    st = g.state
    c = st.cards[uid]
    if FACTS[c.cid].type == "event":
        d = g.rules.cards.get(c.cid)
        if d is None or st.phase == "dynasty" and st.config.get("format") == "skirmish":
            return []
        return [Option(f"ability:{uid}:{idx}", ab.label(g, uid)) for idx, ab in d.actions
                if ab.from_hand and ab.can_initiate(g, p, uid, idx, None)]
    return [o for o in play_options(g, p, st.phase == "dynasty") if _option_card(o) == uid and o.id[:4] != "dup:"]


def playable_as_if_in_hand(g: Game, p: int, uid: int) -> bool:
    """Could ``p`` play card ``uid`` (in a discard pile, say) now if it were in their hand (Rules
    Reference "Play Restrictions and Permissions": every rule of playing it applies -- its cost,
    its play restrictions, its timing)? The permission is given for the look only."""
    st = g.state
    c = st.cards[uid]
    e = {"type": "play_as_if_in_hand", "player": p, "until": "phase", "targets": [[uid, c.instance]], "zone": c.zone}
    st.lasting.append(e)
    try:
        with frozen(st):
            return bool(as_if_in_hand_options(g, p, uid))
    finally:
        st.lasting.remove(e)


@STEPS("lcg.play_as_if_in_hand")
def play_now_as_if_in_hand(g: Game, f: dict) -> None:
    """Play card ``card`` (still instance ``instance`` in zone ``zone``) at once as if it were in
    the player's hand (:class:`l5r.lcg.vocab_play.PlayAsIfInHand`, which gave the permission):
    one of the ways to play it now, chosen when there are several; none, nothing happens. Once
    that play is over the permission ends; an event played so goes, with ``after``, from its
    discard pile to another zone: ``removed`` ("remove that event from the game") or
    ``deck_bottom`` ("put it on the bottom of your conflict deck instead of into your discard
    pile")."""
    st = g.state
    p, uid = f["player"], f["card"]
    c = st.cards[uid]
    ans = take_answer(f)
    f.pop("result", None)
    played = f.get("stage") == "played"
    opts = [] if played or c.instance != f["instance"] or c.zone != f["zone"] else as_if_in_hand_options(g, p, uid)
    if not played and opts and ans is None and not g.alone(opts):
        g.ask(Decision(p, "choose_one", f"Play {FACTS[c.cid].name} as if it were in your hand",
                       opts, context="play_as_if_in_hand"))
        return
    if not played and opts:
        f["stage"] = "played"
        _window_act(g, f, p, next((o for o in opts if o.id == ans), opts[0]))
        return
    g.pop()
    st.lasting = [e for e in st.lasting if not (e["type"] == "play_as_if_in_hand" and e["player"] == p
                                                  and e["targets"][0] == [uid, f["instance"]])]
    after = f.get("after", "")
    if played and after and FACTS[c.cid].type == "event" and c.zone == CONFLICT_DISCARD:
        owner = st.players[c.owner]
        if after == "removed":
            place(st, c, REMOVED)
            g.log(f"{FACTS[c.cid].name} is removed from the game.")
        elif after == "deck_bottom":
            place(st, c, CONFLICT_DECK, bottom=True)
            g.log(f"{FACTS[c.cid].name} is put on the bottom of {possessive(owner.name, start=False)} conflict deck.")


def _character_copy(st, p: int, title: str) -> bool:
    """"Duplicates": the copy must be a character ``p`` controls (not the
    same card in play as an attachment, e.g. Togashi Kazue)."""
    return any(FACTS[st.cards[u].cid].name == title for u in st.players[p].play)


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
    g.log(f"{says(st.players[p].name, 'discards')} a duplicate {name} to place 1 fate on it.")
    if keywords.can_add_fate(st, st.cards[target]):  # Legendary X: no fate can be added
        do(g, [ev("place_fate", card=target, amount=1)])


@STEPS("lcg.play")
def play(g: Game, f: dict) -> None:
    """Play a character or attachment: choose placement, pay, enter play,
    place additional fate (characters), refill the province, "played" event."""
    st = g.state
    p = f["player"]
    uid = f["card"]
    c = st.cards[uid]
    cf = FACTS[c.cid]
    pl = st.players[p]
    ans = take_answer(f)
    f.pop("result", None)
    stage = f["stage"]
    as_att = cf.type == "attachment" or f.get("as_attachment", False)
    if stage == "choose" and not as_att and cf.type == "character" and "controller" not in f \
            and "disguise" not in f and len(st.players) == 4 and is_team(st):
        # team conquest: played under one's own control or a teammate's (Rules Reference "Character Cards")
        if ans is None:
            mates = [q for q in model.teammates(st, p) if model.can_enter_unique(g, q, uid)]
            if mates:
                opts = [Option(str(p), "Under your control")]
                opts += [Option(str(q), f"Under {st.players[q].name}'s control") for q in mates]
                g.ask(Decision(p, "choose_one", f"Play {cf.name} under whose control?", opts, context="play_control"))
                return
            f["controller"] = p
        else:
            f["controller"] = int(ans)
            ans = None
    if stage == "choose":
        if ans is not None:
            if as_att:
                f["host"] = int(ans)
            else:
                f["into_conflict"] = ans == "conflict"
            ans = None
            f["stage"] = stage = "pay"
        elif as_att:
            hosts = _host_cost(g, p, uid)[1]  # hosts on which it is affordable
            opts = [Option(str(h), f"Attach to {FACTS[st.cards[h].cid].name}") for h in hosts]
            if g.alone(opts):
                f["host"] = hosts[0]
                f["stage"] = stage = "pay"
            else:
                g.ask(Decision(p, "choose_one", f"Attach {cf.name} to which character?", opts,
                               context="attach_host"))
                return
        elif (c.zone == HAND or uid in as_if_in_hand(g, p)) and st.conflict is not None and side_player(st, p) >= 0 \
                and can_participate_in_conflict(g, c):
            g.ask(Decision(p, "choose_one", f"Play {cf.name} into the conflict or at home?",
                           [Option("conflict", "Into the conflict"), Option("home", "At home")],
                           context="play_where"))
            return
        else:
            f["stage"] = stage = "pay"
    if stage == "pay":
        with frozen(st):
            cost = cost_of(g, uid, p, f.get("host", -1))
            support = has_keyword(st, c, "support") and bool(keywords.supporters(g, p))
        if "disguise" in f:
            cost = keywords.disguise_cost(cost, st.cards[f["disguise"]])
        f["cost"] = cost
        f["own"] = cost
        if support:
            f["stage"] = stage = "support"
            f["offers"] = {}
        else:
            f["stage"] = stage = "prefate"
    if stage == "support":
        if not _support(g, f, ans):
            return
        ans = None
        stage = f["stage"]
        if stage == "done":
            g.pop()
            return
        if stage == "enter":
            f["stage"] = stage = "prefate"
    if stage == "prefate":
        # "Play and Put into Play": a played character may get additional fate
        # from its player's pool; it is chosen as part of playing it, so the
        # character enters play with it, before reactions to its entering play.
        if ans is not None:
            f["extra"] = int(ans)
            f["stage"] = stage = "enter"
        else:
            spare = 0 if player_cannot(g, "spend_fate", p) else pl.fate - f["own"]
            if not as_att and cf.type == "character" and spare > 0 and "disguise" not in f \
                    and cf.legendary is None \
                    and not (c.zone == IN_PROVINCE and _card_rule(g, c, "fate_when_played_from_province")):
                opts = [Option(str(n), f"{n} fate") for n in range(spare + 1)]
                g.ask(Decision(p, "choose_one", f"Place additional fate on {cf.name}?", opts,
                               context="additional_fate"))
                return
            f["stage"] = stage = "enter"
    if stage == "enter":
        own = f["own"]
        extra = f.get("extra", 0)  # taken from the pool as the character enters play
        pl.fate -= own
        use_reductions(g, uid, p, f.get("host", -1))
        if cf.has_keyword("limited"):
            pl.limited_played += 1
        f["from_slot"] = c.slot if c.zone == IN_PROVINCE else -1
        f["from_zone"] = c.zone  # "after you play a character from your hand"
        g.log(f"{says(pl.name, 'plays')} {cf.name} for {f['cost']} fate"
              + (f" and {agree(pl.name, 'places')} {extra} additional fate on it." if extra else "."))
        f["stage"] = "after"
        into = f.get("into_conflict", False)
        if "disguise" in f:  # enters play where the replaced character is
            into = participating(st, st.cards[f["disguise"]]) and can_participate_in_conflict(g, c)
        evt = ev("enter_play", card=uid, player=p, host=f.get("host", -1), into_conflict=into, played=True,
                 fate=extra)
        if f.get("controller", p) != p:
            evt["controller"] = f["controller"]  # the fate came from the player playing it
        do(g, [evt])
        return
    if stage == "after":
        g.pop()
        if f["from_slot"] >= 0 and f["from_slot"] != STRONGHOLD_SLOT:
            refill_if_empty(g, c.owner, f["from_slot"])
        if c.zone == ATTACHED:
            _restricted_check(g, c.attached_to)
        do(g, [ev("card_played", card=uid, player=p, from_zone=f.get("from_zone", ""))])
        if "disguise" in f and c.zone == PLAY:
            _take_over(g, c, st.cards[f["disguise"]])


def _card_rule(g: Game, c, action: str) -> bool:
    """A restriction the card's own text puts on playing it (e.g. Doomed
    Shugenja: no additional fate when played from a province)."""
    d = g.rules.cards.get(c.cid)
    return d is not None and any(ab.type == "cannot" and action in ab.actions for ab in d.persistent)


def _support(g: Game, f: dict, ans) -> bool:
    """"Support": other players may offer fate toward the cost; the player may
    refuse it if they can pay alone; with too little fate the card stays
    unplayed and nothing is paid. Returns False while a decision is pending."""
    st = g.state
    p = f["player"]
    pl = st.players[p]
    name = FACTS[st.cards[f["card"]].cid].name
    cost = f["cost"]
    offers = f["offers"]
    asking = f.pop("asking", None)
    if asking == "accept":
        if ans == "decline":
            offers.clear()
            g.log(f"{says(pl.name, 'declines')} the support.")
        f["settled"] = True
    elif asking is not None:
        offers[asking] = int(ans)
    if not f.get("settled"):
        for q in keywords.supporters(g, p):
            if str(q) not in offers:
                top = min(st.players[q].fate, cost - sum(offers.values()))
                f["asking"] = str(q)
                g.ask(Decision(q, "choose_one", f"Support {possessive(pl.name, start=False)} {name} (cost {cost})? Offer fate",
                               [Option(str(n), f"{n} fate") for n in range(top + 1)], context="support"))
                return False
        if sum(offers.values()) and pl.fate >= cost:
            f["asking"] = "accept"
            g.ask(Decision(p, "choose_one", f"Accept {sum(offers.values())} fate of support for {name}?",
                           [Option("accept", "Accept the support"), Option("decline", "Pay alone")],
                           context="support_accept"))
            return False
    given = sum(offers.values())
    if cost - given > pl.fate:
        g.log(f"{pl.name} cannot pay for {name}: it remains unplayed.")
        f["stage"] = "done"
        return True
    for q, n in offers.items():
        if n:
            st.players[int(q)].fate -= n
            g.log(f"{says(st.players[int(q)].name, 'supports')} {obj(pl.name)} with {n} fate.")
    f["own"] = cost - given
    f["stage"] = "enter"
    return True


def _take_over(g: Game, c, old) -> None:
    """"Disguised": the new character takes the replaced one's attachments and
    tokens (fate, status), then the replaced character is discarded."""
    st = g.state
    for a in list(old.attachments):
        st.cards[a].attached_to = c.uid
        c.attachments.append(a)
    old.attachments.clear()
    c.fate += old.fate
    c.status = old.status
    c.tainted = c.tainted or old.tainted
    old.fate, old.status, old.tainted = 0, 0, False
    g.log(f"{FACTS[c.cid].name} replaces {FACTS[old.cid].name} (disguised).")
    do(g, [ev("leaves_play", card=old.uid, reason="replaced by a disguised character")])


def _restricted_check(g: Game, host: int) -> None:
    """Restricted: more than two restricted attachments -> discard one (the
    host's controller chooses, Rules Reference "Restricted")."""
    st = g.state
    h = st.cards[host]
    if restricted_count(st, h) > 2:
        g.push({"step": "lcg.restricted", "host": host})


@STEPS("lcg.restricted")
def restricted(g: Game, f: dict) -> None:
    st = g.state
    h = st.cards[f["host"]]
    ans = take_answer(f)
    if ans is not None:
        u = int(ans)
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
