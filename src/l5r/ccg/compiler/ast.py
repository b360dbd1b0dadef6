"""The typed syntax tree of CCG card text (frozen dataclasses; built by ``parser.py``).

A card's text is a :class:`CardText`: segments, each an :class:`AbilityNode` (a header of
designators and cost icons, then steps), a :class:`Production` (":bow:: Produce N Gold"), a
:class:`Trait`, or an :class:`Unparsed` segment with the reason.

Inside an ability, a *reference* names cards: :class:`Self` (the card itself, "this
Holding", or its name), :class:`Pronoun` ("him", "it": the last card named), or a
:class:`Noun` phrase ("your target unbowed Samurai", "a target enemy card without
attachments"), whose :class:`Qualifier` list says what it lets through.

Steps run in order: :class:`Declare` (choosing or targeting a card before the colon),
:class:`Pay` (an effect before the colon: a cost), :class:`To` ("X to Y": Y only if X
happened), :class:`If` (a condition on effects) and the effects themselves.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = [
    "AbilityNode",
    "AdditionalAction",
    "Alt",
    "AttachmentsOf",
    "Attack",
    "Bow",
    "CardText",
    "Condition",
    "CreateFollower",
    "Declare",
    "Destroy",
    "DestroyToken",
    "DiscardFavor",
    "DiscardHand",
    "Discarded",
    "Dishonor",
    "Draw",
    "EitherStat",
    "Give",
    "GiveTokens",
    "Header",
    "Honor",
    "If",
    "MoveHome",
    "Noun",
    "Pay",
    "Production",
    "Pronoun",
    "PutTerrain",
    "Qualifier",
    "Reduction",
    "Ref",
    "Self",
    "StatOf",
    "Step",
    "Straighten",
    "TakeFavor",
    "To",
    "Trait",
    "Triggered",
    "UnitOf",
    "Unparsed",
    "Value",
]


# ------------------------------------------------------------------ references
@dataclass(frozen=True)
class Self:
    """The card the text is on ("~", "this Holding", "this card")."""

    word: str = "~"


@dataclass(frozen=True)
class Pronoun:
    """"him", "her", "it", "them": the card last named (or, with none, the card itself)."""

    word: str


@dataclass(frozen=True)
class Qualifier:
    """One restriction of a noun phrase: ``kind`` and its arguments.

    Kinds: ``enemy``, ``yours``, ``unbowed``, ``bowed``, ``opposed``, ``attacking``,
    ``defending``, ``performing``, ``dead``, ``unique``, ``non_unique``, ``dishonorable``,
    ``keyword`` (args: the keywords, any of them), ``without_attachments``,
    ``without_keyword_attachment`` (args: a keyword, e.g. Weapon), ``without_type_attachment``
    (args: a card type), ``with_attachment``, ``stat_vs_self`` (args: stat, comparison "<" or
    "<="), ``stat_at_most`` (args: stat, n), ``at_home``, ``at_any_location``,
    ``at_this_battlefield``.
    """

    kind: str
    args: tuple = ()


@dataclass(frozen=True)
class Noun:
    """A noun phrase: ``types`` ("personality", "follower", "card" ...; any of them; none when a
    keyword is the noun, "your Samurai": any card with it), whether it is ``targeted``, how
    many (``count``: "one", "one or two", "one or more", "each", "all"), and its qualifiers."""

    types: tuple[str, ...]
    qualifiers: tuple[Qualifier, ...] = ()
    targeted: bool = False
    count: str = "one"

    def has(self, kind: str) -> bool:
        return any(q.kind == kind for q in self.qualifiers)


@dataclass(frozen=True)
class Discarded:
    """"the card": the card an earlier effect of the ability discarded ("Discard a card to give
    him a Force bonus equal to the card's Focus Value"; ivory "References" -- "the discarded
    card" names the particular card)."""


@dataclass(frozen=True)
class UnitOf:
    """"his unit", "your target Personality's unit": the unit of the card a pronoun or noun
    phrase names (ivory "Unit": a Personality and the cards attached to him)."""

    ref: Pronoun | Noun


@dataclass(frozen=True)
class AttachmentsOf:
    """"his attachments": the cards attached to the Personality a pronoun names (ivory
    "Attachments")."""

    ref: Pronoun


@dataclass(frozen=True)
class BothTargets:
    """"Straighten both targets": each card the ability targeted (ivory "Targeting")."""


Ref = Self | Pronoun | Noun | Discarded | UnitOf | AttachmentsOf | BothTargets


# ------------------------------------------------------------------ values
@dataclass(frozen=True)
class StatOf:
    """A stat of a card: "Ryozo's Force", "this Shugenja's Chi"."""

    ref: Ref
    stat: str


@dataclass(frozen=True)
class EitherStat:
    """"~'s Force or Personal Honor": one of a card's stats, its player's choice."""

    ref: Ref
    stats: tuple[str, ...]


@dataclass(frozen=True)
class Alt:
    """"N, or M if <condition>" ("Fear 2, or Fear 3 if you control a Terrain"; "+2F, or +3F
    if he is defending"): ``more`` when the condition holds as the effect resolves, else
    ``base``."""

    base: int
    more: int
    condition: Condition


@dataclass(frozen=True)
class Half:
    """"half his Chi, rounded up"."""

    of: StatOf


@dataclass(frozen=True)
class PerFamilyHonor:
    """"Ranged 3 Attack with +1 strength for every 10 points of Family Honor you have": ``base``
    plus one for every ``per`` points of its player's Family Honor (none below 0: the ivory
    example of "Honor", a player at -10 Family Honor gains no strength)."""

    base: int
    per: int


Value = int | StatOf | EitherStat | Alt | Half | PerFamilyHonor


# ------------------------------------------------------------------ effects
@dataclass(frozen=True)
class Bow:
    ref: Ref


@dataclass(frozen=True)
class Straighten:
    ref: Ref


@dataclass(frozen=True)
class Destroy:
    ref: Ref


@dataclass(frozen=True)
class MoveHome:
    ref: Ref


@dataclass(frozen=True)
class Dishonor:
    ref: Ref


@dataclass(frozen=True)
class Give:
    """A stat change: ``changes`` maps "force"/"chi"/"ph" to an amount (or a :class:`StatOf`
    with its sign in ``sign``); ``duration`` "turn" unless "permanent"."""

    ref: Ref
    changes: tuple[tuple[str, Value, int], ...]
    duration: str = "turn"


@dataclass(frozen=True)
class Honor:
    """Gain (``amount`` > 0) or lose Honor (the acting player)."""

    amount: int


@dataclass(frozen=True)
class Draw:
    n: int = 1


@dataclass(frozen=True)
class Attack:
    """A Ranged or Melee Attack, or Fear (``kind``), of strength ``strength``, compared against
    ``compare`` ("force" or "gold")."""

    kind: str
    strength: Value
    compare: str = "force"


@dataclass(frozen=True)
class AdditionalAction:
    timing: str = "battle"


@dataclass(frozen=True)
class GiveTokens:
    """"Give X three +1F Fire tokens": ``n`` tokens each giving ``changes`` (as in
    :class:`Give`), with the keyword ``keyword`` ("" if none)."""

    ref: Ref
    n: int
    changes: tuple
    keyword: str = ""


@dataclass(frozen=True)
class DestroyToken:
    """"Destroy a Fire token on X" (one token with that keyword)."""

    ref: Ref
    keyword: str


@dataclass(frozen=True)
class CreateFollower:
    force: int
    host: Ref
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class DiscardHand:
    """"Discard a card" / "Discard a Kiho [from your hand]": its player chooses a Fate card of
    his hand meeting ``noun`` and discards it, when the effect resolves (ivory glossary
    "Discard": "discard a card" and "discard a [card type or keyword]" are from the hand)."""

    noun: Noun


@dataclass(frozen=True)
class DiscardFavor:
    """"Discard the Imperial Favor" (ivory "Imperial Favor": before "to", it can happen only if
    you control the Favor)."""


@dataclass(frozen=True)
class PutTerrain:
    """"Put this Terrain into play": at the current battlefield (ivory glossary "Terrain")."""


@dataclass(frozen=True)
class TakeFavor:
    """"Take the Imperial Favor": its player controls it (ivory "Imperial Favor")."""


@dataclass(frozen=True)
class NegateAction:
    """In an Interrupt, what the interrupted action ("the action", ivory "Interrupt actions")
    does not do: its ``effect`` ("move", "fear", "ranged", "melee") of cards of ``types``
    ("The action cannot move Personalities", "Negate the action's Fear effects")."""

    effect: str
    types: tuple[str, ...]


Effect = Bow | Straighten | Destroy | MoveHome | Dishonor | Give | Honor | Draw | Attack | AdditionalAction \
    | CreateFollower | GiveTokens | DestroyToken | DiscardHand | DiscardFavor | TakeFavor | PutTerrain | NegateAction


# ------------------------------------------------------------------ steps
@dataclass(frozen=True)
class Declare:
    """Targeting ("Target X") or choosing ("Choose X") cards when the action is announced."""

    noun: Noun
    verb: str = "target"


@dataclass(frozen=True)
class Pay:
    """An effect written before the colon: a cost."""

    effect: Effect


@dataclass(frozen=True)
class Condition:
    """A condition: ``kind`` and its arguments. Kinds: ``player_clan`` (args: clan),
    ``additional`` (the action was taken as an additional action), ``moved`` (args: ref),
    ``fewer_provinces`` (you have fewer Provinces than each other player), ``stat_now`` (args:
    ref, stat, n: "If the targeted card's Force is now 0"), ``is`` (args: a
    pronoun or the card itself, then ("state", adjective) or ("keyword", keyword) pairs: "he is opposed and a Hero"),
    ``even_bowed`` ("even if ~ is bowed"), ``and`` (args: conditions), ``you_control`` (args:
    a noun: "you control a Terrain"), ``your_turn`` (args: True, or False for "it is not your
    turn")."""

    kind: str
    args: tuple = ()


@dataclass(frozen=True)
class If:
    condition: Condition
    then: tuple


@dataclass(frozen=True)
class To:
    """"X to Y": Y happens only if X did (ivory "Independence of effects" and glossary "To")."""

    first: tuple
    then: tuple


@dataclass(frozen=True)
class May:
    """"You may X to Y": the player chooses whether X happens as the effect resolves; Y only if
    it did (ivory glossary "May" and "To")."""

    to: To


Step = Declare | Pay | If | To | May | Effect


# ------------------------------------------------------------------ segments
@dataclass(frozen=True)
class Header:
    """An ability's header: its timings ("battle", "open" ...), the other designators before
    them (keywords such as Kiho, and Repeatable, Absent, Tireless ...), and its cost icons."""

    timings: tuple[str, ...]
    designators: tuple[str, ...] = ()
    bow: bool = False
    gold: int | None = None  # None: no Gold icon; -1: ":gstar:" (the card's Gold Cost)


@dataclass(frozen=True)
class AbilityNode:
    header: Header
    steps: tuple
    prefix: tuple[Condition, ...] = ()


@dataclass(frozen=True)
class Production:
    """":bow:: Produce N Gold" (``alt``: "or M Gold if <condition>")."""

    amount: int
    alt: tuple[int, Condition] | None = None


@dataclass(frozen=True)
class Reduction:
    """":bow:: When paying for a Follower, it enters play for 3 less Gold" (``action``: "When
    paying for an action on a Strategy, it costs 3 less Gold"): bowing the card when paying a
    Gold cost for a card meeting ``noun`` (an action on one) pays ``amount`` of it (ivory
    "Special triggered traits": such traits reduce Gold costs as others produce Gold)."""

    amount: int
    noun: Noun
    action: bool = False
    only: bool = False  # "Produce 5 Gold, which can only pay for a single Jade card"


@dataclass(frozen=True)
class Trait:
    """A trait the grammar knows: ``kind`` and its arguments: ``no_challenges``,
    ``straightens_each``, ``no_straighten_first``, ``refill_face_up``, ``one_copy_in_play``
    (rules the card changes for itself: ``codegen.FLAG_TRAITS``);
    ``self_bonus`` (args: the changes as in :class:`Give`, and "" or the state it holds in:
    "attacking", "defending", "opposed"); ``yours_bonus`` (args: the :class:`Noun` of your cards
    that have it, the changes and "" or the state they hold in: "Your Nonhuman cards have +1F",
    "Your Crab Clan Personalities have +1F while opposed"); ``attach_only`` (args: the
    :class:`Noun` it may attach to); ``self_keyword`` (args: the :class:`Self` reference and the
    keyword: "This Personality has Cavalry"); ``hand_size`` (args: the change of its controller's
    maximum hand size); ``enters_unbowed`` (a Holding that enters play unbowed); ``negate_fear``
    (args: the :class:`Self` reference: "Negate Fear effects targeting this Follower");
    ``provinces_strength`` (args: the change: "Your Provinces have +1 strength")."""

    kind: str
    args: tuple = ()


@dataclass(frozen=True)
class Triggered:
    """A triggered trait: "After <event>, <steps>" (ivory "Triggered traits"). Events:
    ``destroyed`` (args: ``("attack_phase",)`` if only during an Attack Phase), ``enters_play``,
    ``equip``, ``recruit`` -- each of the card itself."""

    event: str
    args: tuple
    steps: tuple


@dataclass(frozen=True)
class Unparsed:
    """A segment the grammar does not read yet, with the parser's reason."""

    text: str
    reason: str


Segment = AbilityNode | Production | Reduction | Trait | Triggered | Unparsed


@dataclass(frozen=True)
class CardText:
    """A card's parsed text: its title and type, and its segments in order."""

    title: str
    ctype: str
    segments: tuple = field(default_factory=tuple)

    @property
    def parsed(self) -> bool:
        return not any(isinstance(s, Unparsed) for s in self.segments)
