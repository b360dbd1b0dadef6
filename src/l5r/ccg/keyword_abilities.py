"""Rulebook abilities of three card keywords (the celestial and Diamond rulebooks are silent on
them, so the ivory rules apply in every edition), as rulebook abilities (:data:`RULEBOOK`):

* Kharmic (Ivory "Kharmic #"): every player's Repeatable Limited ability costing 2 Gold --
  discard a Kharmic card from your hand to draw a card (``"kharmic_draw"``), or discard a
  face-up Kharmic card from one of your Provinces to refill it face up (``"kharmic_refill"``).
  The discard is an effect (Ivory "Costs": only bowing and Gold are costs); the draw or refill
  happens only if it was discarded. The card is chosen when the action is announced.
* Destined (Ivory "Destined #"): after a player's Destined card enters play, he or she draws a
  Fate card -- a forced reaction to ``enter_play`` (``"destined"``).
* Expendable (Ivory "Expendable #"): after an Expendable card is destroyed, the player who
  controlled it draws a card; its keywords are those it had just before being destroyed
  (``destroy`` events record them, with the attachments destroyed along with a Personality)
  -- a forced reaction to ``destroy`` (``"expendable"``).
"""

from __future__ import annotations

from typing import Callable

from . import model as m
from .index import keyword_in_game
from .state import PLAY
from .vocab import Ability, Choose, Ctx, kw

__all__ = ["GATES", "RULEBOOK", "expendable_destroyed"]

#: The keywords' rulebook abilities.
RULEBOOK: dict[str, Ability] = {}
#: Their quick checks: none can respond in a game without the keyword.
GATES: dict[str, Callable] = {}


# ------------------------------------------------------------------ Kharmic
def _kharmic_in(pool: str):
    def cond(c: Ctx) -> bool:
        st = c.st
        p = st.players[c.player]
        if pool == "hand":
            cards = p.hand
        else:
            cards = [pr.card for pr in p.provinces if pr.card >= 0 and st.cards[pr.card].face_up]
        return any(m.has_kw(st, u, "Kharmic") for u in cards)

    return cond


def _discard_kharmic(refill: bool):
    def step(c: Ctx) -> None:
        if refill:
            c.do("discard", card=c["kharmic"], refill_face_up=True)
        else:
            c.discard(c["kharmic"])

    return step


def _draw_if_discarded(c: Ctx) -> None:
    if c["kharmic"] in c.get("discarded", []):
        c.draw(1)


RULEBOOK["kharmic_draw"] = Ability(
    ("limited",), (_discard_kharmic(False), _draw_if_discarded),
    label="Kharmic: discard a Kharmic card from your hand to draw a card",
    keywords=("Kharmic",), gold=2, repeatable=True, condition=_kharmic_in("hand"),
    choices=(Choose("kharmic", kw("Kharmic"), pool="hand", target=False, prompt="Kharmic: discard which card?"),))

RULEBOOK["kharmic_refill"] = Ability(
    ("limited",), (_discard_kharmic(True),),
    label="Kharmic: discard a Kharmic card from your Province to refill it face up",
    keywords=("Kharmic",), gold=2, repeatable=True, condition=_kharmic_in("province"),
    choices=(Choose("kharmic", kw("Kharmic"), pool="province", target=False,
                    prompt="Kharmic: discard which province card?"),))


# ------------------------------------------------------------------ Destined
def _destined(c: Ctx, ev: dict) -> bool:
    uid = ev.get("card", -1)
    st = c.st
    return (uid >= 0 and st.cards[uid].zone == PLAY and st.cards[uid].controller == c.player
            and m.has_kw(st, uid, "Destined"))


RULEBOOK["destined"] = Ability(("rule",), (lambda c: c.draw(1),), label="Destined: draw a Fate card",
                               trigger="enter_play", when=_destined, forced=True)
# A created card enters play too (celestial "CREATED CARDS"): its ``create`` event names it.
RULEBOOK["destined_created"] = Ability(
    ("rule",), (lambda c: c.draw(1),), label="Destined: draw a Fate card", trigger="create",
    when=lambda c, ev: not ev.get("failed") and _destined(c, {"card": ev.get("created_uid", -1)}), forced=True)


# ------------------------------------------------------------------ Expendable
def _is_expendable(keywords) -> bool:
    return any(k.casefold() == "expendable" for k in keywords or ())


def expendable_destroyed(ev: dict, player: int) -> int:
    """How many Expendable cards ``player`` controlled among those a ``destroy`` event destroyed."""
    if ev.get("failed") or "controller" not in ev:
        return 0
    n = int(ev["controller"] == player and _is_expendable(ev.get("keywords")))
    n += sum(1 for a in ev.get("attached", ()) if a["controller"] == player and _is_expendable(a["keywords"]))
    return n


RULEBOOK["expendable"] = Ability(("rule",), (lambda c: c.draw(expendable_destroyed(c.event, c.player)),),
                                 label="Expendable: draw a card", trigger="destroy",
                                 when=lambda c, ev: expendable_destroyed(ev, c.player) > 0, forced=True)

GATES["destined"] = lambda st: keyword_in_game(st, "Destined")
GATES["destined_created"] = lambda st: True  # a created card's keywords are known only when created
GATES["expendable"] = lambda st: keyword_in_game(st, "Expendable")
GATES["kharmic_draw"] = GATES["kharmic_refill"] = lambda st: keyword_in_game(st, "Kharmic")
