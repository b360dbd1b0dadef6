"""The rulebook's player abilities, declared like card abilities.

* Equip (Ivory "Equip": Repeatable Open paying the card's Gold; celestial
  "Equip": Limited any number of times; Diamond "Attach": Limited).
* Lobby (Political Limited): higher Family Honor than each other player; bow
  your unbowed Personality with 1+ Personal Honor: take the Imperial Favor.
* Favor Political Limited: discard the Favor and a card: draw a card.
* Favor Political Battle: discard the Favor: move a target attacking enemy unit home.
* Cycle (Ivory, first turn only; celestial gives it to Border Keep instead).
* Tactical Battle (Ivory/celestial "TACTICAL, TACTICIAN"; Diamond "TACTICIAN"):
  discard a card, your Tactician gets +F equal to its Focus Value; each
  Tactician once per turn.
* Seppuku (celestial Reaction; Diamond rule): see ``seppuku.py``.
* Keyword abilities: Courage and combining Fear (``fear.py``); Kharmic, Destined, Expendable
  (``keyword_abilities.py``); Invest (``invest.py``).
* Reserve (``reserve.py``), Naval (``naval.py``), the ivory Cavalry ability (``cavalry.py``).

Each of these modules declares its abilities in a table of its own (``RULEBOOK``: name ->
``Ability``, ability key ``r:<name>``) and, for abilities that respond to events, optional
quick checks (``GATES``: name -> ``fn(state)``, False when the ability cannot respond to
anything in that state, so events open no trigger windows for it; its ``when`` still decides
each event). The rule set merges them in the order of ``rules.RULEBOOK_MODULES``, the order
the abilities are offered in.
"""

from __future__ import annotations

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.tables import Handlers
from . import model as m
from .editions import edition
from .gold import can_pay
from .index import cards_in_play, defs, keyword_in_game, memo, set_zone
from .invest import push_pay
from .state import PLAY
from .vocab import Ability, Choose, Cost, Ctx, of_types
from .zones import do, forget_used, leave_zone, refill, to_discard

#: The Equip and Cycle steps.
STEPS = Handlers("step")


def _host_ok(c: Ctx, host: int) -> bool:
    """Is ``host`` a Personality in play that the acting player controls?"""
    st = c.st
    return m.ctype(st, host) == "personality" and st.cards[host].controller == c.player and st.cards[host].zone == PLAY


def _attach_ok(c: Ctx, card: int, host: int) -> bool:
    """May ``card`` (an attachment) attach to Personality ``host``? (Followers: Honor
    Requirement vs Personal Honor; Spells: Shugenja; one Weapon (two for Kensai, none beside
    a Two-handed one) and one Armor; Unique/Singular.)"""
    return _host_ok(c, host) and _fits(c, card, host) and _unique_ok(c, card)


def _fits(c: Ctx, card: int, host: int) -> bool:
    """The tests of :func:`_attach_ok` that depend on both ``card`` and ``host``."""
    st = c.st
    t = m.ctype(st, card)
    if t == "follower":
        hr = m.facts(st, card).honor_requirement
        if hr is not None and m.ph(st, host) < hr:
            return False
    if t == "spell" and not m.has_kw(st, host, "Shugenja"):
        return False
    att = st.cards[host].attachments
    if m.has_kw(st, card, "Weapon"):
        # Ivory "Weapon", "Kensai" (two Weapons if neither is Two-handed), "Two-handed" (not
        # with any other Weapon, even for a Kensai); celestial WEAPON/KENSAI; Diamond Items
        weapons = [a for a in att if m.has_kw(st, a, "Weapon")]
        if weapons and (m.has_kw(st, card, "Two-handed") or any(m.has_kw(st, w, "Two-handed") for w in weapons)):
            return False
        limit = 2 if m.has_kw(st, host, "Kensai") else 1
        if len(weapons) >= limit:
            return False
    if m.has_kw(st, card, "Armor") and any(m.has_kw(st, a, "Armor") for a in att):
        return False
    # the card's own restriction ("Can only attach to a Crab Clan Personality": CardDef.attach_only)
    d = None if st.cards[card].created else defs(st).cards.get(st.cards[card].cid)
    return d is None or d.attach_only is None or bool(d.attach_only(st, host))


def _unique_ok(c: Ctx, card: int) -> bool:
    """A Unique or Singular ``card`` may not join a card of the same title the player has in play."""
    st = c.st
    f = m.facts(st, card)
    if f.unique or m.has_kw(st, card, "Singular"):
        titles = memo(("titles_in_play", id(st), c.player), lambda: frozenset(
            m.title(st, u) for u in cards_in_play(st) if st.cards[u].controller == c.player))
        return f.title not in titles
    return True


@of_types("follower", "item", "spell")
def attachment_in_hand(c: Ctx, uid: int) -> bool:
    return memo(("attachment_in_hand", id(c.st), c.player, uid), lambda: _attachment_in_hand(c, uid))


def _attachment_in_hand(c: Ctx, uid: int) -> bool:
    st = c.st
    if m.ctype(st, uid) not in ("follower", "item", "spell") or not _unique_ok(c, uid):
        return False
    hosts = memo(("personalities", id(st), c.player), lambda: m.personalities(st, c.player))
    return any(_host_ok(c, h) and _fits(c, uid, h) for h in hosts) and can_pay(
        st, c.player, m.gold_cost(st, uid), {"type": "attachment", "card": uid})


@of_types("personality")
def _equip_host(c: Ctx, uid: int) -> bool:
    card = c["card"]
    if card < 0:  # asked before the card is chosen (may Equip be announced?): any card in hand
        # (attachment_in_hand holds the tests of _attach_ok that concern the card alone)
        return _host_ok(c, uid) and any(attachment_in_hand(c, a) and _fits(c, a, uid)
                                        for a in c.st.players[c.player].hand)
    return _attach_ok(c, card, uid)


def _equip_pay(c: Ctx) -> None:
    """The payment, with the Invest question (Ivory "Invest #")."""
    push_pay(c.g, c.player, m.gold_cost(c.st, c["card"]), {"type": "attachment", "card": c["card"]}, c["card"])


@STEPS("ccg.equip")
def step_equip(g, f: dict) -> None:
    """After the Equip payment: attach the card (or leave it in hand if unpaid)."""
    res = f.pop("result", None) or {}
    g.pop()
    if res.get("paid"):
        do(g, "enter_play", card=f["card"], player=f["player"], host=f["host"], by=f["player"], equip=True,
           invest=bool(f.get("invest")))


def _equip_effect(c: Ctx) -> None:
    c.g.push({"step": "ccg.equip", "player": c.player, "card": c["card"], "host": c["host"]})
    _equip_pay(c)


EQUIP_CHOICES = (Choose("card", attachment_in_hand, pool="hand", target=False, prompt="Equip: which card?"),
                 Choose("host", _equip_host, prompt="Equip: attach to which Personality?"))


def _higher_honor(c: Ctx) -> bool:
    """Lobby: more Family Honor than each other player; in Diamond, not with the Favor already
    (``Edition.lobby_needs_no_favor``; ivory's Good Faith Rule lets the action be announced even
    if it will have no effect). Like every non-Repeatable ability it is used once per turn
    (Diamond "Lobbying for the Imperial Favor": "Once per turn")."""
    me = c.st.players[c.player].honor
    if c.st.favor == c.player and edition(c.st.edition).lobby_needs_no_favor:
        return False
    return all(me > c.st.players[o].honor for o in c.opponents)


def _has_favor(c: Ctx) -> bool:
    """The Rulebook Favor abilities: you control the Favor, and the edition's rules give these
    abilities (Diamond does not: Winds and other cards use the Favor, ``Edition.favor_abilities``)."""
    return c.st.favor == c.player and edition(c.st.edition).favor_abilities


def _discard_favor(c: Ctx) -> None:
    c.st.favor = -1


def _discard_chosen(c: Ctx) -> None:
    to_discard(c.st, c["discard"])


def _lobby_bow(c: Ctx) -> None:
    c.st.cards[c["lobbyist"]].bowed = True


@of_types("personality")
def _lobby_target(c: Ctx, uid: int) -> bool:
    st = c.st
    return (m.ctype(st, uid) == "personality" and st.cards[uid].controller == c.player
            and not st.cards[uid].bowed and m.ph(st, uid) >= 1)


@of_types("personality")
def _attacking_enemy(c: Ctx, uid: int) -> bool:
    st = c.st
    return (m.ctype(st, uid) == "personality" and st.cards[uid].controller != c.player
            and m.location(st, uid).startswith("a"))


def _tactical_key(st, uid: int) -> str:
    """The use record of a Tactician's Tactical action: once per turn (Ivory "Tactician";
    celestial "TACTICAL, TACTICIAN") or once per battle (Diamond "TACTICIAN"),
    ``Edition.tactical_limit``."""
    if edition(st.edition).tactical_limit == "battle":
        return f"tactical:{uid}@b{st.battles}"
    return f"tactical:{uid}"


@of_types("personality")
def _tactician(c: Ctx, uid: int) -> bool:
    return (m.ctype(c.st, uid) == "personality" and c.st.cards[uid].controller == c.player
            and m.has_kw(c.st, uid, "Tactician") and _tactical_key(c.st, uid) not in c.st.used)


def _tactical(c: Ctx) -> None:
    c.st.used.append(_tactical_key(c.st, c["tactician"]))
    c.give(c["tactician"], force=m.stat(c.st, c["discard"], "focus"))


def _first_turn(c: Ctx) -> bool:
    return edition(c.st.edition).cycle_rule and c.st.players[c.player].turns == 1


def _cycle(c: Ctx) -> None:
    c.g.push({"step": "ccg.cycle", "player": c.player, "source": -1})


def _any_card(c: Ctx, uid: int) -> bool:
    return True


#: The rulebook's player abilities of this module (see the module docstring).
RULEBOOK: dict[str, Ability] = {
    "equip": Ability(("limited", "open"), (_equip_effect,), label="Equip", repeatable=True,
                     choices=EQUIP_CHOICES,
                     condition=lambda c: edition(c.st.edition).equip_open or (
                         c.st.active == c.player and c.st.phase == "action")),
    "lobby": Ability(("limited",), (lambda c: c.do("favor", player=c.player),), label="Lobby",
                     keywords=("Political",), condition=_higher_honor,
                     choices=(Choose("lobbyist", _lobby_target, target=True, prompt="Lobby: bow which Personality?"),),
                     costs=(Cost(lambda c: True, _lobby_bow),)),
    "favor_draw": Ability(("limited",), (lambda c: c.draw(1),), label="discard the Imperial Favor and a card: draw a card",
                          keywords=("Favor", "Political"), condition=_has_favor,
                          choices=(Choose("discard", _any_card, pool="hand", target=False, prompt="Discard which card?"),),
                          costs=(Cost(lambda c: True, _discard_favor), Cost(lambda c: True, _discard_chosen))),
    "favor_battle": Ability(("battle",), (lambda c: c.move_home(c["target"]),),
                            label="discard the Imperial Favor: move an attacking enemy Personality home",
                            keywords=("Favor", "Political"), condition=_has_favor,
                            choices=(Choose("target", _attacking_enemy),),
                            costs=(Cost(lambda c: True, _discard_favor),)),
    "cycle": Ability(("limited",), (_cycle,), label="Cycle (first turn)", condition=_first_turn),
    "tactical": Ability(("battle",), (_tactical,), label="Tactical: discard a card for a Force bonus",
                        keywords=("Tactical",), repeatable=True,
                        choices=(Choose("tactician", _tactician, performer=True, prompt="Which Tactician?"),
                                 Choose("discard", _any_card, pool="hand", target=False, prompt="Discard which card?")),
                        costs=(Cost(lambda c: True, _discard_chosen),)),
}

#: Tactical needs a Tactician in the game (``index.Definitions.gates``).
GATES = {"tactical": lambda st: keyword_in_game(st, "Tactician")}


@STEPS("ccg.cycle")
def step_cycle(g, f: dict) -> None:
    """Put chosen face-up province cards on the bottom of the Dynasty deck, refill the
    provinces face up (Ivory "Cycle"; celestial Border Keep)."""
    st = g.state
    p = st.players[f["player"]]
    ans = take_answer(f)
    if ans is not None:
        g.pop()
        for u in ans:
            uid = int(u)
            leave_zone(st, uid)
            set_zone(st, st.cards[uid], "dynasty_deck")
            st.cards[uid].face_up = False
            p.dynasty_deck.insert(0, uid)
            forget_used(st, uid)  # Ivory "Card Memory Rule"
        refill(g, p.index, face_up=True)
        return
    cards = [pr.card for pr in p.provinces if pr.card >= 0 and st.cards[pr.card].face_up]
    if not cards:
        g.pop()
        return
    g.ask(Decision(p.index, "choose_many", "Cycle: put which province cards on the bottom of your deck?",
                   [Option(str(u), m.title(st, u)) for u in cards], min=1, max=len(cards), context="cycle"))
