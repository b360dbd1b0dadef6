"""The CCG rule set: the engine's view of the game, assembled from the tables the rules modules
and the card modules declare.

:data:`RULES` is registered under the name ``"ccg"`` when this module is imported, so that a
saved game finds its rules by name (``Game.from_json``); its tables are assembled on first use
(:meth:`CCGRules.build`, when a game is created or loaded), from:

* the steps of the rules modules (their ``STEPS``) and the engine's generic windows;
* the appliers of game actions (``APPLIERS`` of :data:`APPLIER_MODULES`);
* the rulebook's player abilities (``RULEBOOK`` of :data:`RULEBOOK_MODULES`, in that order, the
  order they are offered in; their ``GATES``) and the duel consequences (``duel.CONSEQUENCES``);
* the card definitions of the card modules (``CARDS`` of :data:`CARD_MODULES`), and what each
  card adds to the rules (``CardDef.hooks``: a step, an event applier or a duel consequence of
  its own), collected by one :class:`~l5r.engine.tables.HookRegistry`.

Nothing is registered when a module is imported, and a name declared twice (a card id, a step,
an event, a rulebook ability) is an error. Tests add fixture cards to the assembled rules with
:meth:`CCGRules.define` and their facts with :meth:`CCGRules.add_facts`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.decision import Option
from ..engine.game import RuleSet, register_ruleset
from ..engine.names import says
from ..engine.serial import CorruptState
from ..engine.tables import HookRegistry, merge
from ..engine.windows import register_engine_steps
from . import (
    actions,
    battle,
    cavalry,
    duel,
    evaluation,
    fear,
    flow,
    fortification,
    gold,
    hidden,
    invariants,
    invest,
    keyword_abilities,
    naval,
    play,
    recruit,
    reserve,
    resolution,
    resolution_keywords,
    rules_abilities,
    seppuku,
)
from . import model as m
from .begin import replay
from .cards import attachments, events, holdings, personalities, rings, strategies_a, strategies_b
from .facts import CardFacts
from .index import Definitions, share_index
from .state import CCGState
from .view import known, view
from .vocab import CardDef, describe, lookup

if TYPE_CHECKING:
    from ..engine.game import Game

#: The card modules, in the order their definitions are merged.
CARD_MODULES = (attachments, events, holdings, personalities, rings, strategies_a, strategies_b)
#: The rules modules with steps of their own.
STEP_MODULES = (flow, battle, naval, resolution_keywords, duel, fortification, resolution, gold, recruit,
                rules_abilities, invest)
#: The modules with appliers of game actions.
APPLIER_MODULES = (actions, duel, fear)
#: The modules declaring rulebook player abilities, in the order the abilities are offered.
RULEBOOK_MODULES = (rules_abilities, naval, seppuku, reserve, fear, invest, keyword_abilities, cavalry)
#: The modules with quick checks (gates) for their rulebook abilities.
GATE_MODULES = (fear, invest, keyword_abilities, naval, seppuku, cavalry, reserve, rules_abilities)

#: What a card may add to the rules (``CardDef.hooks``) and the table each kind joins.
HOOK_TABLES = {"step": "steps", "event": "appliers", "duel_consequence": "consequences"}
_BUILT = ("steps", "appliers", "consequences", "defs", "hooks", "markers")


class CCGRules(RuleSet):
    """The rules of the CCG: its steps, event appliers, definitions and window hooks."""

    name = "ccg"
    appliers: dict[str, Callable[[Game, dict], None]]
    #: events that change nothing (the rules modules' ``MARKERS``): no Chi Death check after them
    markers: frozenset[str]
    consequences: dict[str, Callable]
    defs: Definitions
    hooks: HookRegistry

    def __init__(self) -> None:
        """Nothing is assembled yet: :meth:`build` runs on first use (``RuleSet.__init__``
        receives the merged step table there)."""

    def __getattr__(self, name: str) -> Any:
        # reached only for attributes not set yet: the tables, assembled on first use
        if name in _BUILT:
            self.build()
            return self.__dict__[name]
        raise AttributeError(name)

    def build(self) -> None:
        """Assemble the tables (once)."""
        if "defs" in self.__dict__:
            return
        cards = merged_cards(CARD_MODULES)
        hooks = HookRegistry({kind: "one" for kind in HOOK_TABLES})
        for cid, d in cards.items():
            hooks.add_all(d.hooks, source=cid)

        def declared(kind: str) -> dict:
            return {name: hooks.one(kind, name) for name in sorted(hooks.names(kind))}

        engine_steps: dict = {}
        register_engine_steps(engine_steps)
        super().__init__(steps=merge("step", engine_steps, *(mod.STEPS for mod in STEP_MODULES), declared("step")))
        self.appliers = merge("event", *(mod.APPLIERS for mod in APPLIER_MODULES), declared("event"))
        self.markers = frozenset(n for mod in APPLIER_MODULES for n in getattr(mod, "MARKERS", ()))
        self.consequences = merge("duel consequence", duel.CONSEQUENCES, declared("duel_consequence"))
        self.hooks = hooks
        self.defs = Definitions(cards, merge("rulebook ability", *(mod.RULEBOOK for mod in RULEBOOK_MODULES)),
                                merge("rulebook gate", *(mod.GATES for mod in GATE_MODULES)))

    def define(self, card_def: CardDef) -> CardDef:
        """Add a card definition (a test fixture) and what it adds to the rules. A card id is
        defined once, and a step, event or duel consequence declared once: nothing changes if
        either is taken."""
        tables: dict[str, dict] = {}
        for h in card_def.hooks:
            if h.kind not in HOOK_TABLES:
                raise ValueError(f"unknown hook kind {h.kind!r} (from {card_def.id})")
            name = HOOK_TABLES[h.kind]
            tables[name] = merge(h.kind, tables.get(name, getattr(self, name)), {h.name: h.fn})
        self.defs.define(card_def)
        self.hooks.add_all(card_def.hooks, source=card_def.id)
        for name, table in tables.items():
            getattr(self, name).update(table)
        return card_def

    def add_facts(self, f: CardFacts) -> CardFacts:
        """Add (or replace) a fixture card's facts (``facts.FACTS``)."""
        return self.defs.add_facts(f)

    # ------------------------------------------------------------ the engine's windows
    def window_options(self, g: Game, f: dict, player: int) -> list[Option]:
        st = g.state
        if st.players[player].lost and f["step"] == "window":  # multiplayer decision 5
            return []
        if st.attack.get("gone") and f["kind"] in ("engage", "combat"):  # multiplayer decision 6
            return []
        options: list[Option] = play.WINDOW_OPTIONS[f["kind"]](g, f, player)
        return options

    def window_act(self, g: Game, f: dict, player: int, option: Option) -> None:
        if g.state.logging and not (f["kind"] == "trigger" and f["step"] == "forced"):
            _log_use(g, f, player, option)
        play.WINDOW_ACTS[f["kind"]](g, f, player, option)

    def window_pass(self, g: Game, f: dict, player: int) -> None:
        f.pop("extra", None)

    def player_order(self, g: Game) -> list[int]:
        return m.turn_order(g.state, g.state.active)

    def triggers_possible(self, g: Game, events: list[dict]) -> bool:
        names = {e["name"] for e in events}
        return play.may_trigger(g.state, names) or play.moved_card_listens(g.state, events, names)

    def responders_possible(self, g: Game, f: dict, timing: str) -> bool:
        return play.trigger_window_possible(g, f, timing)

    def apply_event(self, g: Game, f: dict, index: int) -> None:
        ev = f["events"][index]
        self.appliers[ev["name"]](g, ev)

    def after_events(self, g: Game, f: dict) -> None:
        """The Chi Death Rule after every event frame that changed something
        (:func:`l5r.ccg.actions.check_chi_death`)."""
        markers = self.markers
        for e in f["events"]:
            if e["name"] not in markers:
                actions.check_chi_death(g)
                return

    def view(self, g: Game, player: int | None) -> dict:
        return view(g, player)

    def check_state(self, g: Game) -> None:
        invariants.check(g)

    def check_save(self, g: Game) -> None:
        invariants.check_save(g)

    def cloned(self, original: CCGState, copy: CCGState) -> None:
        """The copy of a game has its cards' index (:func:`l5r.ccg.index.share_index`)."""
        share_index(original, copy)

    def replay(self, data: dict) -> Game | None:
        """The game a save records (:func:`l5r.ccg.begin.replay`)."""
        return replay(self, data)

    def record(self, g: Game) -> tuple[int, dict] | None:
        """The seed and the rest of ``state.setup``; ``None`` for a game a test harness
        changed after it began (``setup`` is ``{}``)."""
        setup = g.state.setup
        if not setup:
            return None
        return setup["seed"], {k: v for k, v in setup.items() if k != "seed"}

    def begin(self, seed: int, config: dict, logging: bool) -> Game:
        """The game ``config`` (``state.setup`` without its seed) and ``seed`` begin
        (:func:`l5r.ccg.begin.replay` with no answers)."""
        if not isinstance(config, dict) or not config:
            raise CorruptState("the recorded game has no setup")
        g = replay(self, {"setup": {**config, "seed": seed}, "logging": logging, "answers": []})
        assert g is not None  # a setup that is not {}
        return g

    def known(self, g: Game, player: int) -> frozenset:
        """The cards ``player`` sees (:func:`l5r.ccg.view.known`)."""
        return known(g, player)

    # ------------------------------------------------------------ bots
    def hidden_groups(self, g: Game, player: int) -> list[list[int]]:
        """The cards ``player`` cannot identify, in groups (:func:`l5r.ccg.hidden.hidden_groups`:
        Ivory "Game area knowledge", "Focusing area"; as the view shows them)."""
        return hidden.hidden_groups(g.state, player)

    def after_determinize(self, g: Game, player: int, seed: int) -> None:
        """A determinized copy forgets its card index and its record of how the game began
        (:func:`l5r.ccg.hidden.after_determinize`). No other secret is pending in the CCG: every
        hidden choice is a face-down card (a focused card), dealt anew with its group."""
        hidden.after_determinize(g.state)

    def evaluate(self, g: Game, player: int) -> float:
        """How good the position is for ``player``, from -1 to 1 (:func:`l5r.ccg.evaluation.evaluate`)."""
        return evaluation.evaluate(g.state, player)


def merged_cards(modules: tuple) -> dict[str, CardDef]:
    """The card definitions of the card ``modules`` (their ``CARDS`` tables), in module order;
    a card id defined in two modules is an error naming both."""
    cards: dict[str, CardDef] = {}
    where: dict[str, str] = {}
    for mod in modules:
        for cid, d in mod.CARDS.items():
            if cid in cards:
                raise ValueError(f"card {cid!r} is defined twice ({where[cid]}, {mod.__name__})")
            cards[cid], where[cid] = d, mod.__name__
    return cards


def _log_use(g: Game, f: dict, player: int, option: Option) -> None:
    """Narrate an action or Reaction a player chose in a window (the log shows each
    player's choices, e.g. to a human playing against a bot)."""
    st, data = g.state, option.data
    if "ring" in data:
        what = f"{m.title(st, data['ring'])} (Ring)"
    else:
        src, ab = lookup(st, data["key"] if f["kind"] == "trigger" else option.id)
        what = describe(st, src, ab)
    g.log(f"{says(st.players[player].name, 'uses')} {what}")


#: The CCG rule set (registered by name; its tables are assembled on first use).
RULES = register_ruleset(CCGRules())
