"""Each LCG card described in the project's own words, from its declarations.

A description is made of the card's printed facts (:mod:`l5r.lcg.facts`: type, clan,
cost, skills, glory, province strength, stronghold values, traits, keywords and the
bonuses an attachment gives) and of its definition's abilities (:mod:`l5r.lcg.abilities`),
each of which describes itself (``describe()`` of the vocabulary in :mod:`l5r.lcg.vocab`
and its companions; the words are in :mod:`l5r.lcg.words`). An ability whose
effects cannot say what they do is described by its own short ``text``; a constant
ability or rule of a card that cannot describe itself at all, by the card definition's
``text`` (:func:`unsaid` lists both kinds). Card text is never copied.

>>> print(describe("01-fine-katana"))  # doctest: +NORMALIZE_WHITESPACE
Fine Katana — Attachment (neutral), cost 0. Traits: Weapon. Restricted (a character may have at most
two restricted attachments). The attached character gets +2 military.
>>> find_card("height of fash").name
'Height of Fashion'
"""

from __future__ import annotations

from ..engine.names import find_title
from .abilities import CardDef
from .facts import CardFacts, distinct_title, printed
from .game import RULES
from .model import FACTS
from .vocab import Ability, describe_effect
from .words import joined, sentence, signed

__all__ = ["ability_texts", "bonus_text", "describe", "find_card", "header", "keyword_text", "lookup", "unsaid"]


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def header(f: CardFacts) -> str:
    """Title, type, clan, cost and printed values, e.g. "Doji Whisperer — Character
    (crane), cost 3, 1 military / 3 political, glory 2. Traits: Courtier."

    >>> header(FACTS["01-defend-the-wall"])
    'Defend the Wall — Province (crab), strength 4, earth element.'
    """
    kind = ("Unique " if f.unique else "") + f.type
    title = distinct_title(f.id) if f.id in FACTS and printed(f) else f.name  # "(its pack)" for a shared title
    parts = [f"{title} — {_cap(kind)} ({f.clan})"]
    if f.cost is not None:
        parts.append(f"cost {f.cost}")
    if f.type == "character":
        mil = "-" if f.military is None else f.military
        pol = "-" if f.political is None else f.political
        parts.append(f"{mil} military / {pol} political")
        parts.append(f"glory {f.glory if f.glory is not None else '-'}")
    if f.strength is not None:
        parts.append(f"strength {f.strength}")
    if f.elements:
        parts.append(" and ".join(f.elements) + " element")
    if f.strength_bonus:
        parts.append(f"{signed(int(f.strength_bonus))} province strength")
    if f.type == "stronghold":
        parts.append(f"{f.honor} starting honor, {f.fate} fate per round, influence {f.influence_pool}")
    if f.influence_cost:
        parts.append(f"influence {f.influence_cost}")
    if f.type == "role":
        kind = f.traits[0] if f.traits else ""
        parts.append({"keeper": "deckbuilding: +3 influence",
                      "seeker": "deckbuilding: a province may be replaced by one of its element"}.get(kind, "a role"))
    if f.role_restriction:
        parts.append(f"{f.role_restriction} role only")
    if f.restricted_list:
        parts.append("on the restricted list")
    out = ", ".join(parts) + "."
    if f.traits:
        out += " Traits: " + ", ".join(t.replace("-", " ").title() for t in f.traits) + "."
    return out


#: What each keyword does, in the project's words (Rules Reference: "Ancestral", "Courtesy",
#: "Covert", "Limited", "Pride", "Restricted", "Sincerity"), said after the keyword so that a
#: player who does not know it learns it from the card's description.
KEYWORD_REMINDERS: dict[str, str] = {
    "ancestral": "returns to its owner's hand instead of being discarded when what it is attached to leaves play",
    "courtesy": "when it leaves play, its controller gains 1 fate",
    "covert": "when it attacks, choose a character without covert: that character cannot defend",
    "limited": "at most one limited card played per player each round",
    "pride": "honored when it wins a conflict, dishonored when it loses one",
    "restricted": "a character may have at most two restricted attachments",
    "sincerity": "when it leaves play, its controller draws 1 card",
}


def keyword_text(kw: str) -> str:
    """A printed keyword in words, with what it does: ``"no attachments except monk|tattoo"``
    -> "No attachments except Monk or Tattoo".

    >>> keyword_text("restricted"), keyword_text("no attachments except monk|tattoo")
    ('Restricted (a character may have at most two restricted attachments)', 'No attachments except Monk or Tattoo')
    """
    if kw.startswith("no attachments except "):
        rest = kw[len("no attachments except "):]
        return "No attachments except " + " or ".join(x.capitalize() for x in rest.split("|"))
    text = _cap(kw.replace("|", " or "))
    reminder = KEYWORD_REMINDERS.get(kw)
    return f"{text} ({reminder})" if reminder else text


def bonus_text(f: CardFacts) -> str:
    """What an attachment gives the attached character ("+2 military and +1 political";
    a variable "X" is set by the card's ability).

    >>> bonus_text(FACTS["01-fine-katana"])
    'The attached character gets +2 military.'
    """
    bonuses = []
    for stat, v in (("military", f.military_bonus), ("political", f.political_bonus), ("glory", f.glory_bonus)):
        if v:
            bonuses.append(f"+X {stat}" if v == "X" else f"{signed(int(v))} {stat}")
    if not bonuses or f.type == "holding" or f.type == "stronghold":
        return ""
    return sentence("the attached character gets " + joined(bonuses))


def _definition(cid: str) -> CardDef | None:
    cards: dict[str, CardDef] = RULES.cards  # type: ignore[attr-defined]  # LCGRules (l5r.lcg.rules)
    return cards.get(cid)


def ability_texts(d: CardDef) -> list[str]:
    """Each declared ability of ``d`` in words (the definition's own ``text`` stands in
    for the ones that cannot describe themselves; once, however many they are)."""
    out: list[str] = []
    own_words = False
    for a in d.abilities:
        if isinstance(a, Ability):
            out.append(a.describe())
            continue
        said = describe_effect(a)
        if said is None:
            own_words = True
        else:
            out.append(sentence(said))
    if (own_words or (not d.abilities and d.hooks)) and d.text:
        out.append(sentence(d.text))
    return out


def unsaid(cid: str) -> list[str]:
    """What of card ``cid``'s definition cannot describe itself, so is described by a
    short text in the project's own words: ``"ability N"`` (the ability's ``text``) or
    ``"rule N"`` / ``"rules"`` (the card definition's ``text``). Empty for a card fully
    described from its declarations.

    >>> unsaid("01-fine-katana"), unsaid("01-asahina-artisan")
    ([], [])
    """
    d = _definition(cid)
    if d is None:
        return []
    out = []
    for i, a in enumerate(d.abilities):
        if isinstance(a, Ability):
            if a.body() is None:
                out.append(f"ability {i}")
        elif describe_effect(a) is None:
            out.append(f"rule {i}")
    if not d.abilities and d.hooks:
        out.append("rules")
    return out


def describe(cid: str, definition: CardDef | None = None) -> str:
    """The whole card in words, on one line: :func:`header`, keywords, attachment
    bonuses, then each ability (of ``definition`` when given, else the rule set's).

    >>> print(describe("01-height-of-fashion"))  # doctest: +NORMALIZE_WHITESPACE
    Height of Fashion — Attachment (crane), cost 2, influence 3. Traits: Condition.
    The attached character gets +4 political. Play only outside a conflict.
    """
    f = FACTS[cid]
    out = [header(f)]
    if f.keywords:
        out.append(". ".join(keyword_text(k) for k in f.keywords) + ".")
    bonus = bonus_text(f)
    if bonus:
        out.append(bonus)
    d = definition if definition is not None else _definition(cid)
    if d is not None:
        out.extend(ability_texts(d))
    return " ".join(out)


def find_card(name: str) -> CardFacts:
    """The card a player means by ``name``: its title in any case, a unique beginning of
    it or a close spelling; KeyError with did-you-mean suggestions otherwise.

    A later card whose title an earlier card has is named with its pack ("Kakita Yoshi (Rokugan
    at War)", :func:`l5r.lcg.facts.distinct_title`), or by its id.

    >>> find_card("KAKITA ASA").id
    '01-kakita-asami'
    >>> find_card("Kakita Yoshi").id, find_card("kakita yoshi (rokugan").id, find_card("29-kakita-yoshi").id
    ('04-kakita-yoshi', '29-kakita-yoshi', '29-kakita-yoshi')
    """
    if name.strip() in FACTS and printed(FACTS[name.strip()]):
        return FACTS[name.strip()]
    titles: dict[str, CardFacts] = {}
    for f in FACTS.values():  # of two cards with one title, the first printed (not the province token)
        if printed(f):
            titles.setdefault(distinct_title(f.id), f)
    return titles[find_title(name, titles)]


def lookup(name: str) -> str:
    """The description of the card named ``name`` (:func:`find_card`, :func:`describe`)."""
    return describe(find_card(name).id)
