"""Invest (Ivory "Invest #"; the celestial and Diamond rulebooks are silent, so the ivory rule).

A card declares its Invest trait as ``CardDef(invest=Invest(cost, effects))``.

* A card entering play (Recruit: Personality or Holding; Equip: Follower, Item, Spell): before
  paying for it, its player may once add the Invest cost to the Gold paid. If he does, the
  card's Gold Cost is permanently that much higher, and after it enters play the Invest effects
  resolve (from the Invest trait, not from the action that brought the card into play): the
  ``enter_play`` event carries ``invest``; the rulebook's forced reaction ``"invest"``
  (:data:`RULEBOOK`) raises the Gold Cost and resolves the effects (ability key ``i<uid>``,
  whose source is the card).
* A Strategy: the Invest cost may be added to the cost of an action taken from it when that
  cost is paid (what pays for the action may pay for it); its effects are added to the action's
  effects, resolving last, as part of the action (``resolution.step_ability``).

The choice is a plain yes/no decision (context ``"invest"``) asked by a ``ccg.invest`` frame
pushed above the payment frame, which is above the frame that consumes the payment; a "yes"
raises the payment's due and marks the consumer ``invest``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.decision import Decision, Option
from ..engine.game import take_answer
from ..engine.names import says
from ..engine.tables import Handlers
from . import gold
from . import model as m
from .index import defs, game_index
from .state import PLAY
from .vocab import Ability, Ctx, Invest, push_ability

if TYPE_CHECKING:
    from ..engine.game import Game

__all__ = ["GATES", "RULEBOOK", "STEPS", "invest_of", "push_pay", "step_invest"]

#: The Invest question.
STEPS = Handlers("step")


def invest_of(st, uid: int) -> Invest | None:
    if uid < 0 or st.cards[uid].created:
        return None
    d = defs(st).cards.get(st.cards[uid].cid)
    return d.invest if d is not None else None


def push_pay(g: "Game", player: int, due: int, paying: dict, card: int = -1, always: bool = True) -> bool:
    """Push the payment of ``due`` Gold (when ``always`` or something is due) and, if ``card`` has
    an Invest trait the player could afford on top, the Invest question above it. Returns True if
    anything was pushed. ``card`` is the card entering play, or the Strategy an action is taken
    from; other cards have no Invest offer here."""
    st = g.state
    inv = invest_of(st, card)
    if inv is not None and card >= 0 and m.ctype(st, card) not in ("strategy",) \
            and paying.get("type") == "action":
        inv = None  # an action from a non-Strategy card: Invest is paid only when it enters play
    offer = inv is not None and gold.can_pay(st, player, due + inv.cost, paying)
    if not (always or due or offer):
        return False
    g.push(gold.pay_frame(player, due, paying))
    if offer:
        g.push({"step": "ccg.invest", "player": player, "card": card, "cost": inv.cost})
    return True


@STEPS("ccg.invest")
def step_invest(g: "Game", f: dict) -> None:
    """Ask whether to pay the Invest cost; on "yes" raise the payment below and mark its consumer."""
    st = g.state
    ans = take_answer(f)
    if ans is None:
        t = m.title(st, f["card"])
        g.ask(Decision(f["player"], "choose_one", f"Invest {f['cost']} Gold in {t}?",
                       [Option("yes", f"Invest: pay {f['cost']} more Gold"), Option("no", "Do not invest")],
                       context="invest"))
        return
    g.pop()
    stack = st.stack
    if ans == "yes" and len(stack) >= 2 and stack[-1].get("step") == "ccg.pay":
        stack[-1]["due"] += f["cost"]
        stack[-2]["invest"] = True
        g.log(f"{says(st.players[f['player']].name, 'invests')} {f['cost']} Gold in {m.title(st, f['card'])}")


# ------------------------------------------------------------------ after entering play
def _invested(c: Ctx, ev: dict) -> bool:
    uid = ev.get("card", -1)
    st = c.st
    return (bool(ev.get("invest")) and uid >= 0 and st.cards[uid].zone == PLAY
            and st.cards[uid].controller == c.player and invest_of(st, uid) is not None)


def _resolve_invest(c: Ctx) -> None:
    """Raise the card's Gold Cost permanently, then resolve its Invest effects."""
    uid = c.event["card"]
    inv = invest_of(c.st, uid)
    c.st.lasting.append({"kind": "gold", "card": uid, "amount": inv.cost, "until": "permanent",
                         "instance": c.st.cards[uid].instance, "action": False, "loc": ""})
    if inv.effects:
        push_ability(c.g, f"i{uid}", c.player)


def _invest_in_game(st) -> bool:
    cids = defs(st).cids_where("invest_cids", lambda d: d.invest is not None)
    return bool(cids) and not cids.isdisjoint(game_index(st).cids)


#: The rulebook ability resolving an invested card's effects (``index.Definitions.rulebook``).
RULEBOOK = {"invest": Ability(("rule",), (_resolve_invest,), label="Invest: the invested card's effects",
                              trigger="enter_play", when=_invested, forced=True)}
#: It can respond only in a game with a card that has an Invest trait.
GATES = {"invest": _invest_in_game}
