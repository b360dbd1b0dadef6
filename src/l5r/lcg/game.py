"""The LCG rule set, assembled from its modules and cards, and the entry point
:func:`new_game`.

:data:`RULES` is registered under the name ``"lcg"`` (so ``Game.from_json`` finds
it) and built the first time one of its tables is read, i.e. when a game is
created or loaded. Building it collects, into one
:class:`~l5r.engine.tables.HookRegistry`, what each rules module of
:data:`RULES_MODULES` declares (its :class:`~l5r.engine.tables.Handlers` tables
and its ``HOOKS``) and then every card definition of :data:`CARD_MODULES` with the
hooks it declares (:mod:`l5r.lcg.hooks`). The order among hooks of one point is
their declared ``order``, never the order in which modules were imported.
"""

from __future__ import annotations

from types import ModuleType

from ..engine.game import Game, register_ruleset
from ..engine.tables import Handlers, Hook, HookRegistry, merge
from ..engine.windows import register_engine_steps
from . import (
    abilities,
    appliers,
    conflict,
    constant,
    control,
    delayed,
    duel,
    enlightenment,
    phases,
    play,
    resolution,
    rings,
    setup,
    treaties,
    vocab,
    vocab_attachments,
    vocab_cards,
    vocab_duels,
    vocab_moves,
    vocab_play,
    vocab_provinces,
    vocab_rings,
    vocab_tokens,
)
from .abilities import CardDef, CardTable
from .cards import (
    all_and_nothing,
    breath_of_the_kami,
    children_of_the_empire,
    children_of_the_empire_a,
    children_of_the_empire_b,
    children_of_the_empire_duels,
    constants_core,
    core,
    crab,
    crane,
    disciples_of_the_void,
    dragon,
    elements_unbound,
    fate_has_no_secrets,
    for_honor_and_glory,
    into_the_forbidden_city,
    lion,
    meditations_on_the_ephemeral,
    named_later,
    neutral,
    phoenix,
    roles,
    scorpion,
    tainted_lands,
    tears_of_amaterasu,
    the_chrysanthemum_throne,
    the_ebb_and_flow,
    the_fires_within,
    underhand_of_the_emperor,
    unicorn,
)
from .hooks import KINDS, handlers
from .rules import LCGRules, window_step

__all__ = ["RULES", "new_game"]

#: the rules modules whose tables of handlers and hooks make up the rules
RULES_MODULES: tuple[ModuleType, ...] = (
    appliers, control, delayed, duel, rings, constant, vocab, vocab_attachments, vocab_cards, vocab_duels,
    vocab_moves, vocab_play, vocab_provinces, vocab_rings, vocab_tokens, resolution, abilities, phases, conflict, play,
    setup, enlightenment, treaties,
)
#: the card modules, each with its table of definitions (``CARDS``)
CARD_MODULES: tuple[ModuleType, ...] = (
    constants_core, core, crab, crane, dragon, lion, neutral, phoenix, roles, scorpion, unicorn,
    tears_of_amaterasu, for_honor_and_glory, fate_has_no_secrets, meditations_on_the_ephemeral,
    into_the_forbidden_city, the_chrysanthemum_throne, disciples_of_the_void, breath_of_the_kami,
    tainted_lands, the_fires_within, the_ebb_and_flow, all_and_nothing, elements_unbound, underhand_of_the_emperor,
    children_of_the_empire, children_of_the_empire_duels, children_of_the_empire_a, children_of_the_empire_b,
    named_later,
)


def declared(module: ModuleType) -> list[Hook]:
    """What a rules module adds to the rules: the entries of its
    :class:`~l5r.engine.tables.Handlers` tables (a table's kind is its ``what``)
    and its ``HOOKS``."""
    out = [h for v in vars(module).values()
           if isinstance(v, Handlers) and not isinstance(v, CardTable) for h in handlers(v)]
    out.extend(getattr(module, "HOOKS", ()))
    return out


def card_definitions(modules: tuple[ModuleType, ...] = CARD_MODULES) -> dict[str, CardDef]:
    """Every card definition of the card modules, in module order; a card
    defined in two modules is an error."""
    out: dict[str, CardDef] = {}
    where: dict[str, str] = {}
    for m in modules:
        for cid, d in m.CARDS.items():
            if cid in out:
                raise ValueError(f"card {cid!r} is defined twice ({where[cid]}, {m.__name__})")
            out[cid] = d
            where[cid] = m.__name__
    return out


def build(rules: LCGRules) -> None:
    """Collect the rules modules' and the cards' hooks into one registry and
    give ``rules`` its tables (see :class:`~l5r.lcg.rules.LCGRules`)."""
    reg = HookRegistry(KINDS)
    for m in RULES_MODULES:
        reg.add_all(declared(m), source=m.__name__)
    cards = card_definitions()
    for cid, d in cards.items():
        reg.add_all(d.hooks, source=cid)

    def table(kind: str) -> dict:
        return {n: reg.one(kind, n) for n in sorted(reg.names(kind))}

    engine_steps: dict = {}
    register_engine_steps(engine_steps)
    engine_steps["window"] = window_step  # the engine's, in a frozen block
    rules.steps = merge("step", engine_steps, table("step"))
    rules.appliers = table("applier")
    rules.framework = table("framework")
    rules.windows = table("window")
    rules.validators = table("validator")
    rules.follow_ups = table("follow_up")
    rules.duel_results = table("duel_result")
    rules.after = {n: reg.many("after", n) for n in sorted(reg.names("after"))}
    rules.state_checks = reg.many("state_check")
    rules.as_if_in_hand = reg.many("as_if_in_hand")
    rules.effect_sources = reg.many("effect_source")
    rules.ring_steps = reg.many("ring_step")
    rules.cards = cards
    rules.hooks = reg


#: the LCG rule set (its tables are built when first read)
RULES = register_ruleset(LCGRules(build))


def new_game(decks: list[dict], seed: int = 0, *, names: list[str] | None = None, logging: bool = False,
             first_player: int | None = None, format: str = "stronghold", max_rounds: int = 0,
             treaties: bool = False, treaty_deck: list[dict] | None = None) -> Game:
    """A new LCG game, set up and played to its first decision.

    ``decks``: one per player, ``{"stronghold": id, "role": id or None,
    "provinces": [5 ids], "dynasty": [ids], "conflict": [ids]}`` (card ids of
    :mod:`l5r.lcg.facts`; :func:`l5r.lcg.decks.default_deck` gives the embedded
    clan decks); ``seed``: the game's random seed (same seed and answers, same
    game); ``names``: the players' names; ``logging``: keep a narrated log in
    ``state.log``; ``first_player``: fixed instead of drawn; ``format``:
    ``"stronghold"``, ``"skirmish"`` (decks ``{"clan": clan, "dynasty": [ids],
    "conflict": [ids]}``, e.g. ``default_deck("crab", format="skirmish")``; each player gets
    three province tokens, no stronghold or role), ``"enlightenment"`` (three decks) or
    ``"team-conquest"`` (four decks: :mod:`l5r.lcg.formats`); ``max_rounds``: stop the game after this many
    rounds, with no winner (``state.victory == "round_limit"``; 0: no limit); ``treaties``
    (enlightenment): the players may make treaties, ``treaty_deck``: with these treaty cards
    (``{"name": ..., "effects": [[action, who, amount], ...]}``: :mod:`l5r.lcg.treaties`). Raises
    :class:`~l5r.lcg.setup.DeckError` with every problem of a deck that cannot
    be loaded.

    >>> from l5r.lcg.decks import default_deck
    >>> g = new_game([default_deck("crab"), default_deck("lion")], seed=1, names=["Ann", "Bo"])
    >>> g.pending.context, g.state.players[1].name
    ('stronghold_province', 'Bo')
    >>> s = new_game([default_deck("crab", "skirmish"), default_deck("lion", "skirmish")], format="skirmish")
    >>> s.pending.context, [len(p.provinces) for p in s.state.players], s.state.players[0].stronghold
    ('dynasty_mulligan', [3, 3], -1)
    """
    st = setup.new_state(decks, seed, format=format, names=names, logging=logging, first_player=first_player,
                         treaties=treaties, treaty_deck=treaty_deck)
    if max_rounds:
        st.config["max_rounds"] = max_rounds
    g = Game(st, RULES)
    setup.start(g)
    return g
