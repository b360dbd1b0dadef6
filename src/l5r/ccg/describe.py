"""Each CCG card described in the project's own words, from its declarations.

A description is made of the card's printed facts (:mod:`l5r.ccg.facts`: type, clan,
deck, Gold Cost, Force, Chi, Honor Requirement, Personal Honor, Gold Production,
Province Strength, Starting Family Honor, Focus Value, keywords) and of its definition
(:class:`l5r.ccg.vocab.CardDef`): each ability with its designators, its keywords, its
trigger, its costs (bowing, Gold, others), its limit, what it targets or chooses (the
filters say what they let through: :func:`l5r.ccg.vocab.noun_phrase`) and its effect.
An ability's effect steps are plain functions, so its effect is told by its ``label``,
the ability's own short words; what a card adds beyond its abilities (continuous traits,
Focus Effects, an Event's effect, a Ring's condition to enter play, flags and hooks) is
told by the definition's ``note`` (:func:`unsaid` lists the cards that need one).
Card text is never copied.

>>> print(describe("ring-of-the-void").split(". ")[0])
Ring of the Void — Ring, fate deck, Focus Value 4
"""

from __future__ import annotations

from ..engine.names import find_title
from ..engine.words import joined, said, sentence, signed
from .facts import FACTS, CardFacts, kyuden_tonbo
from .rules import RULES
from .vocab import Ability, CardDef, Choose, noun_phrase, pred_types

__all__ = ["ability_text", "describe", "describe_title", "find_card", "header", "limit_text", "lookup",
           "trigger_text", "unsaid"]

#: event name -> what happens, for Reactions, Interrupts and triggered traits
TRIGGERS = {
    "announced": "an action is announced", "action_resolved": "an action resolves",
    "battle_resolved": "a battle resolves", "destroy": "a card is destroyed", "enter_play": "a card enters play",
    "before_resolution": "a battle is about to resolve", "rings_discarded": "Rings are discarded",
    "gold_cost": "you pay a Gold Cost", "targeted": "a card is targeted",
    "before_duel_resolution": "a duel is about to resolve", "combat_ended": "the combat ends",
    "combat_ending": "the combat ends",
}


def _cards() -> dict[str, CardDef]:
    cards: dict[str, CardDef] = RULES.defs.cards  # type: ignore[attr-defined]  # CCGRules (l5r.ccg.rules)
    return cards


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def header(f: CardFacts) -> str:
    """Title, type, clan, deck and printed values.

    >>> print(header(FACTS["togashi-kanmu"]))  # doctest: +NORMALIZE_WHITESPACE
    Togashi Kanmu — Personality (dragon), dynasty deck, Gold Cost 7, Force 3, Chi 4, Honor Requirement 2,
    Personal Honor 2. Keywords: Dragon Clan, Monk, Tattooed, Water.
    """
    parts = [f"{f.title} — {_cap(f.type)}" + (f" ({f.clan})" if f.clan else "")]
    if f.deck:
        parts.append(f"{f.deck} deck")
    for label, v in (("Gold Cost", f.cost), ("Force", f.force), ("Chi", f.chi)):
        if v is not None:
            parts.append(f"{label} {v}")
    for label, b in (("Force", f.force_bonus), ("Chi", f.chi_bonus)):
        if b is not None:
            parts.append(f"{signed(b)} {label}")
    for label, v in (("Honor Requirement", f.honor_requirement), ("Personal Honor", f.personal_honor),
                     ("Focus Value", f.focus), ("Gold Production", f.gold_production),
                     ("Province Strength", f.province_strength), ("Starting Family Honor", f.starting_honor)):
        if v is not None:
            parts.append(f"{label} {signed(v) if f.type == 'sensei' else v}")
    out = ", ".join(parts) + "."
    if f.keywords:
        out += " Keywords: " + ", ".join(f.keywords) + "."
    return out


def trigger_text(ab: Ability) -> str:
    """When a Reaction, Interrupt or triggered trait triggers ("after a card enters play";
    what its trigger condition says, when it says: :func:`l5r.engine.words.phrase`).

    >>> trigger_text(Ability(("reaction",), trigger="battle_resolved"))
    'after a battle resolves'
    """
    if not ab.trigger:
        return ""
    when = said(ab.when) if ab.when is not None else None
    return f"{ab.timing} " + (when or TRIGGERS.get(ab.trigger, ab.trigger.replace("_", " ")))


def limit_text(ab: Ability) -> str:
    """How often the ability may be used: once per turn by default (Ivory "Card Abilities":
    each ability once per turn; Kyuden Tonbo rulebook: a triggered trait is not limited).

    >>> limit_text(Ability(("battle",))), limit_text(Ability(("battle",), repeatable=True))
    ('once per turn', 'repeatable')
    """
    if ab.forced:
        return ""
    if ab.repeatable:
        return "repeatable"
    if ab.per_game:
        return "once per game"
    if ab.per_battle:
        return "once per battle"
    return "once per turn"


def _choice(ch: Choose) -> str:
    types = pred_types(ch.where)  # the card types the filter holds for (vocab.of_types), when it says no more
    noun = noun_phrase(ch.where) or (" or ".join(_cap(t) for t in sorted(types)) if types else "card")
    what = ("performing " if ch.performer else "") + noun
    where = {"hand": " in your hand", "discard": " in a discard pile", "dead": " among the dead",
             "province": " face up in a Province", "fate_discard": " in your fate discard pile"}.get(ch.pool, "")
    verb = "target" if ch.target else "choose"
    art = "an" if what[:1].lower() in "aeiou" else "a"
    return f"{verb} {art} {what}{where}" + (" (optional)" if ch.optional else "")


def ability_text(ab: Ability) -> str:
    """One ability in words: designators and keywords, trigger, limit, costs, targets and
    choices, and its effect (its ``label``).

    >>> from l5r.ccg.vocab import Choose, both, enemy, personality
    >>> print(ability_text(Ability(("battle",), label="move it home", bow=True, gold=2,
    ...                            choices=(Choose("target", both(enemy, personality)),))))
    Battle (once per turn). Cost: bow this card and pay 2 Gold. Target an enemy Personality: move it home.
    """
    if ab.designators and ab.designators not in (("trait",), ()):
        head = "/".join(_cap(d) for d in ab.designators)
    else:
        head = "Triggered trait" if ab.forced or ab.trigger else "Trait"
    if ab.keywords:
        head += " (" + ", ".join(ab.keywords) + ")"
    if ab.trigger:
        head += " " + trigger_text(ab)
    extras = []
    if ab.zone != "play":
        extras.append({"granted": "an ability of its player's", "province": "from a province",
                       "delayed": "a delayed effect"}.get(
            ab.zone, f"from your {ab.zone}"))
    if ab.even_bowed:
        extras.append("even while bowed")
    if ab.absent:
        extras.append("without being at the battle")
    if ab.as_focus:
        extras.append("played as a Focus card in a duel" if ab.as_focus == "as" else "played instead of focusing")
    cond = said(ab.condition) if ab.condition is not None else None
    if cond:
        extras.append(cond)
    lim = limit_text(ab)
    if lim:
        extras.append(lim)
    if extras:
        head += " (" + ", ".join(extras) + ")"
    out = [sentence(head)]
    costs = (["bow this card"] if ab.bow else []) + ([f"pay {ab.gold} Gold"] if ab.gold else []) + \
        [k.label or "a cost of its own" for k in ab.costs]
    if costs:
        out.append(sentence("cost: " + joined(costs)))
    choices = "; ".join(_choice(ch) for ch in ab.choices)
    effect = ab.label
    out.append(sentence(f"{choices}: {effect}" if choices and effect else choices or effect))
    return " ".join(x for x in out if x)


#: what a definition declares beyond its abilities, that its ``note`` must tell
_BEYOND = ("continuous", "event", "ring_trigger", "focus_effect", "invest", "flags", "hooks", "produce")


def unsaid(cid: str) -> list[str]:
    """What of card ``cid``'s definition its abilities do not tell, so its ``note`` tells
    (e.g. ``["continuous"]`` for a card with continuous traits). Empty for a card told by
    its abilities (or with nothing else).

    >>> unsaid("togashi-kanmu"), unsaid("akodo-masao")
    ([], ['continuous'])
    """
    d = _cards().get(cid)
    if d is None:
        return []
    return [k for k in _BEYOND if getattr(d, k)]


def describe(cid: str, definition: CardDef | None = None) -> str:
    """The whole card in words, on one line: :func:`header`, each ability (of
    ``definition`` when given, else the rule set's), then the definition's ``note``."""
    f = FACTS[cid]
    out = [header(f)]
    d = definition if definition is not None else _cards().get(cid)
    if d is not None:
        out.extend(ability_text(a) for a in d.abilities)
        if d.note:
            out.append(sentence(d.note))
    return " ".join(out)


def find_card(name: str) -> CardFacts:
    """The Kyuden Tonbo card a player means by ``name``: its title in any case, a unique
    beginning of it or a close spelling; KeyError with did-you-mean suggestions otherwise.

    >>> find_card("matsu beni").title
    'Matsu Benika'
    """
    cards = kyuden_tonbo()
    return cards[find_title(name, cards)]


def describe_title(title: str) -> str:
    """The description of the card with exactly this title (any card the rule set knows, test
    fixtures too), or the title alone for a card it does not know (a created card)."""
    for f in FACTS.values():
        if f.title == title:
            return describe(f.id)
    return title


def lookup(name: str) -> str:
    """The description of the card named ``name`` (:func:`find_card`, :func:`describe`)."""
    return describe(find_card(name).id)
