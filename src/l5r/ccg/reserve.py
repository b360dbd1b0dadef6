"""Reserve: the two rulebook player abilities for Reserve cards (Ivory "Reserve"; the
celestial and Diamond documents are silent, so the ivory rule applies in every edition).

* ``reserve_recruit`` -- Absent Repeatable Battle, bow icon: if he would be opposed,
  Recruit your target Reserve Personality (a face-up card in your province) into the
  current battlefield. Absent (Ivory "Absent"): usable without units at the battlefield
  (Rule of Presence). The Recruit procedure is ``recruit.py``'s: its ways to pay
  (``recruit_variants``: Clan surcharge or discount, Honor Requirement, Proclaim on your
  own turn), then the ``ccg.pay`` and ``ccg.recruit`` steps, which bring a Personality
  recruited during a battle into its controller's army there (Ivory "Recruit").
* ``reserve_equip`` -- Repeatable Battle, bow icon: if it would be opposed, Equip a
  Reserve attachment from your hand to your target Personality at the current
  battlefield, with the Equip steps of ``rules_abilities`` (pay its Gold Cost, attach).

"He/it would be opposed": the enemy army at the current battlefield has units (for the
attachment: its Personality is opposed). Checked on announcement and again on resolution.

Project decision: the bow icon of these player abilities (a player ability is on no card)
means bowing your Stronghold, the card that stands for the player; that is the cost, so
the Stronghold's Gold is not available to pay for the card (announcement checks the Gold
without it: Good Faith).
"""

from __future__ import annotations

from . import gold
from . import model as m
from .index import keyword_in_game
from .recruit import may_control, push_recruit, recruit_variants
from .rules_abilities import _attach_ok, _equip_effect
from .state import HAND, PLAY, PROVINCE
from .vocab import Ability, Choose, Cost, Ctx, Pick

__all__ = ["GATES", "RULEBOOK", "would_be_opposed"]

#: The two Reserve player abilities.
RULEBOOK: dict[str, Ability] = {}
#: Both need a Reserve card in the game (``index.Definitions.gates``).
GATES = dict.fromkeys(("reserve_recruit", "reserve_equip"), lambda st: keyword_in_game(st, "Reserve"))


def would_be_opposed(c: Ctx) -> bool:
    """A card brought to the player's side of the current battlefield would be opposed."""
    enemy = m.enemy_side(c.st, c.player)
    return enemy is not None and bool(m.army(c.st, enemy))


def _stronghold(c: Ctx) -> int:
    return c.st.players[c.player].stronghold


def _can_bow_stronghold(c: Ctx) -> bool:
    sh = _stronghold(c)
    return sh >= 0 and c.st.cards[sh].zone == PLAY and not c.st.cards[sh].bowed


def _bow_stronghold(c: Ctx) -> None:
    c.st.cards[_stronghold(c)].bowed = True


BOW_STRONGHOLD = Cost(_can_bow_stronghold, _bow_stronghold, label="bow your Stronghold")


def gold_after_cost(c: Ctx, paying: dict) -> int:
    """The Gold ``c.player`` could pay once the Stronghold is bowed for the cost."""
    st = c.st
    sh = _stronghold(c)
    if sh < 0 or st.cards[sh].bowed:
        return gold.available(st, c.player, paying)
    best: dict[int, int] = {}
    for uid, _, amount, _ in gold.sources(st, c.player, paying):
        if uid != sh:
            best[uid] = max(best.get(uid, 0), amount)
    extra = sum(a for _, a in gold.extra_sources(st, c.player, paying))
    return st.players[c.player].gold_pool + sum(best.values()) + extra


# ------------------------------------------------------------ Recruit a Reserve Personality
def _paying(uid: int) -> dict:
    return {"type": "personality", "card": uid}


def _ways(c: Ctx, uid: int) -> list[tuple[str, str, int, bool]]:
    return recruit_variants(c.st, c.player, uid, own_turn=True)


def _reserve_personality(c: Ctx, uid: int) -> bool:
    st = c.st
    if m.ctype(st, uid) != "personality" or not m.has_kw(st, uid, "Reserve") or not may_control(st, c.player, uid):
        return False
    have = gold_after_cost(c, _paying(uid))
    return any(cost <= have for _, _, cost, _ in _ways(c, uid))


def _way_options(c: Ctx) -> list[tuple[str, str]]:
    uid = c["reserve"]
    return [(f"v{i}", f"Recruit {m.title(c.st, uid)}{label} ({cost} Gold)")
            for i, (_, label, cost, _) in enumerate(_ways(c, uid))
            if gold.can_pay(c.st, c.player, cost, _paying(uid))]


def _recruit(c: Ctx) -> None:
    st = c.st
    uid = c["reserve"]
    way = c.get("way") or ""
    if not way or not would_be_opposed(c) or st.cards[uid].zone != PROVINCE or not st.cards[uid].face_up:
        return
    _, _, cost, honor = _ways(c, uid)[int(way[1:])]
    push_recruit(c.g, c.player, uid, cost, honor=honor, at_battle=True)


RULEBOOK["reserve_recruit"] = Ability(
    ("battle",), (Pick("way", _way_options, prompt="Reserve: how do you Recruit him?"), _recruit),
    label="Reserve: Recruit a Reserve Personality into the battle", absent=True, repeatable=True,
    relevant=True,  # Diamond Rule of Relevance: it brings a card into the battle
    condition=lambda c: c.st.battle >= 0 and would_be_opposed(c), costs=(BOW_STRONGHOLD,),
    choices=(Choose("reserve", _reserve_personality, pool="province",
                    prompt="Reserve: Recruit which Reserve Personality?"),))


# ------------------------------------------------------------ Equip a Reserve attachment
def _host_here(c: Ctx, uid: int) -> bool:
    st = c.st
    return m.at_battle(st, uid) and m.opposed(st, uid)


def _reserve_attachment(c: Ctx, uid: int) -> bool:
    st = c.st
    if m.ctype(st, uid) not in ("follower", "item", "spell") or not m.has_kw(st, uid, "Reserve"):
        return False
    if m.gold_cost(st, uid) > gold_after_cost(c, {"type": "attachment", "card": uid}):
        return False
    return any(_attach_ok(c, uid, h) and _host_here(c, h) for h in m.personalities(st, c.player))


def _reserve_host(c: Ctx, uid: int) -> bool:
    if not _host_here(c, uid):
        return False
    card = c["card"]
    if card < 0:  # may the ability be announced? (before the card is chosen)
        return any(_reserve_attachment(c, a) and _attach_ok(c, a, uid) for a in c.st.players[c.player].hand)
    return _attach_ok(c, card, uid)


def _equip(c: Ctx) -> None:
    st = c.st
    if st.cards[c["card"]].zone == HAND and st.cards[c["host"]].zone == PLAY and m.opposed(st, c["host"]):
        _equip_effect(c)


RULEBOOK["reserve_equip"] = Ability(
    ("battle",), (_equip,), label="Reserve: Equip a Reserve attachment at the battle", repeatable=True,
    relevant=True,  # Diamond Rule of Relevance: it brings a card into the battle
    costs=(BOW_STRONGHOLD,), condition=lambda c: c.st.battle >= 0,
    choices=(Choose("card", _reserve_attachment, pool="hand", target=False, prompt="Reserve: Equip which card?"),
             Choose("host", _reserve_host, prompt="Reserve: attach to which Personality?")))
