"""The CCG rule set registered with the engine: its steps and window hooks."""

from __future__ import annotations

from ..engine.game import RuleSet, register_ruleset
from ..engine.windows import register_engine_steps
from . import battle  # noqa: F401  (registers the Attack Phase steps)
from . import duel  # noqa: F401  (registers the duel step)
from . import fortification  # noqa: F401  (registers the Fortification attach step)
from . import seppuku  # noqa: F401  (adds the rulebook seppuku abilities to RULE)
from . import reserve  # noqa: F401  (adds the rulebook Reserve abilities to RULE; battle.py adds Naval)
from . import fear, invest, keyword_abilities  # noqa: F401  (keyword rules: Fear, Courage, Invest, Kharmic ...)
from . import cavalry  # noqa: F401  (adds the ivory Cavalry Engage ability to RULE)
from . import model as m
from .actions import APPLY
from .flow import STEPS, turn_order
from .editions import edition
from .state import DYNASTY_DISCARD, FATE_DISCARD, FOCUS, HAND, PLAY, PROVINCE


class CCGRules(RuleSet):
    name = "ccg"

    def __init__(self) -> None:
        super().__init__()
        from . import gold, play, recruit, rules_abilities

        from . import cards  # noqa: F401  (card modules may register their own steps)

        register_engine_steps(self.steps)
        self.steps.update(STEPS)
        self.steps["ccg.ability"] = play.step_ability
        self.steps["ccg.pay"] = gold.step_pay
        self.steps["ccg.recruit"] = recruit.step_recruit
        self.steps["ccg.equip"] = rules_abilities.step_equip
        self.steps["ccg.cycle"] = rules_abilities.step_cycle
        self.steps["ccg.invest"] = invest.step_invest

    def window_options(self, g, f, player):
        from . import play
        if f["kind"] == "trigger":
            if f["step"] == "forced":
                return play.trigger_options(g, f, None, True)
            return play.trigger_options(g, f, player, False)
        return play.action_options(g, f, player)

    def window_act(self, g, f, player, option):
        from . import play
        if g.state.logging and not (f["kind"] == "trigger" and f["step"] == "forced"):
            _log_use(g, f, player, option)
        if f["kind"] == "trigger":
            play.trigger_act(g, f, option)
            return
        extra = f.pop("extra", None)
        data = {"additional": True} if option.data.get("additional") and extra else {}
        if data and extra.get("performer", -1) >= 0:
            data["performer_req"] = extra["performer"]
        play.push_ability(g, option.id, player, data)

    def window_pass(self, g, f, player):
        f.pop("extra", None)

    def player_order(self, g):
        return turn_order(g.state, g.state.active)

    def triggers_possible(self, g, events):
        from .play import may_trigger  # the indexed form of trigger_names(st) & names
        return may_trigger(g.state, {e["name"] for e in events})

    def apply_event(self, g, f, index):
        ev = f["events"][index]
        APPLY[ev["name"]](g, ev)

    def view(self, g, player):
        from .view import view
        return view(g, player)

    def check_state(self, g):
        from .invariants import check
        check(g)


def _card_triggers(cache: dict, cid: str) -> tuple[frozenset, str | None]:
    """(trigger names of card ``cid``'s abilities, its Ring condition event), cached in
    ``cache`` (``cards.DERIVED["triggers"]``, emptied when a card is defined)."""
    hit = cache.get(cid)
    if hit is None:
        from .cards import DEFS

        d = DEFS.get(cid)
        hit = (frozenset(ab.trigger for ab in d.abilities if ab.trigger), d.ring_trigger) if d else (frozenset(), None)
        cache[cid] = hit
    return hit


def _discard_triggers(cache: dict, cid: str) -> frozenset:
    """Trigger names of card ``cid``'s abilities used from a discard pile (cached)."""
    hit = cache.get(("discard", cid))
    if hit is None:
        from .cards import DEFS

        d = DEFS.get(cid)
        hit = frozenset(ab.trigger for ab in d.abilities if ab.trigger and ab.zone == "discard") if d else frozenset()
        cache[("discard", cid)] = hit
    return hit


def trigger_names(st) -> set[str]:
    """Event names some card that could respond (in play, hand, provinces, discard piles,
    granted, under an overlaid card, given by an effect) listens to."""
    from .cards import DERIVED

    cache = DERIVED.setdefault("triggers", {})
    names = set(_rule_triggers(st))
    for c in st.cards:
        if c.created or c.zone not in (PLAY, HAND, PROVINCE, FOCUS, FATE_DISCARD, DYNASTY_DISCARD):
            continue  # FOCUS: focused cards' traits
        if c.zone in (FATE_DISCARD, DYNASTY_DISCARD):  # Reactions used from a discard pile
            names |= _discard_triggers(cache, c.cid)
            continue
        trig, ring = _card_triggers(cache, c.cid)
        names |= trig
        for u in c.under:  # abilities from the cards an Experienced card overlaid (overlay.py)
            names |= _card_triggers(cache, st.cards[u].cid)[0]
        if ring and c.zone == HAND:
            names.add(ring)
    for p in st.players:
        for cid in p.abilities:
            names |= _card_triggers(cache, cid)[0]
    for e in st.lasting:  # delayed effects (Ctx.delay); abilities effects gave to cards
        if e["kind"] == "delayed":
            names.add(e["trigger"])
        elif e["kind"] == "ability":
            names |= _card_triggers(cache, e["ability"].rsplit(":", 1)[0])[0]
    if not edition(st.edition).engage_segment:
        names.add("engage")  # Engage abilities are used after engaging (battle.engage_options)
    return names


def _rule_triggers(st=None) -> frozenset:
    from .rules_abilities import RULE, RULE_GATES
    return frozenset(ab.trigger for k, ab in RULE.items()
                     if ab.trigger and (st is None or k not in RULE_GATES or RULE_GATES[k](st)))


_SPLIT: list = []


def rule_may_trigger(st, names) -> bool:
    """Could a rulebook ability respond to one of the event ``names``? The same answer as
    ``bool(_rule_triggers(st) & names)``, evaluating a ``RULE_GATES`` check only for a gated
    ability whose trigger is among ``names`` (RULE is complete once the rules are imported)."""
    if not _SPLIT:
        from .rules_abilities import RULE, RULE_GATES

        _SPLIT.append(frozenset(ab.trigger for k, ab in RULE.items() if ab.trigger and k not in RULE_GATES))
        _SPLIT.append(tuple((ab.trigger, RULE_GATES[k]) for k, ab in RULE.items() if ab.trigger and k in RULE_GATES))
    ungated, gated = _SPLIT
    if not names.isdisjoint(ungated):
        return True
    return any(trig in names and gate(st) for trig, gate in gated)


def _log_use(g, f, player, option) -> None:
    """Narrate an action or Reaction a player chose in a window (the log shows each
    player's choices, e.g. to a human playing against a bot)."""
    from . import model as m
    from . import play
    st, data = g.state, option.data
    if "ring" in data:
        what = f"{m.title(st, data['ring'])} (Ring)"
    else:
        src, ab = play.lookup(st, data["key"] if f["kind"] == "trigger" else option.id)
        what = play.describe(st, src, ab)
    g.log(f"{st.players[player].name} uses {what}")


RULES = register_ruleset(CCGRules())
__all__ = ["RULES", "m"]
