"""CCG card text to the syntax tree of ``ast.py``: the grammar ``ccg.lark`` (Lark's Earley
parser) and :class:`Build`, the transformer from its parse tree.

>>> parse_segment("Battle, {bow}: Destroy a target enemy Follower.")  # doctest: +NORMALIZE_WHITESPACE
AbilityNode(header=Header(timings=('battle',), designators=(), bow=True, gold=None),
            steps=(Destroy(ref=Noun(types=('follower',), qualifiers=(Qualifier(kind='enemy', args=()),),
                                     targeted=True, count='one')),), prefix=())
>>> parse_segment("{bow}: Produce 3 Gold.")
Production(amount=3, alt=None)
>>> parse_segment("Battle: Juggle three oranges.").reason.splitlines()[0]
'no parse at column 9: Juggle three oranges.'
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import LarkError, UnexpectedInput, VisitError

from . import ast as a
from .text import segments

__all__ = ["Build", "grammar", "parse_card", "parse_segment"]

GRAMMAR = Path(__file__).with_name("ccg.lark")

#: plural and singular type nouns to the card types of ``model.ctype``
_TYPES = {"personality": "personality", "personalities": "personality", "follower": "follower",
          "followers": "follower", "card": "card", "cards": "card", "item": "item", "items": "item",
          "holding": "holding", "holdings": "holding", "ring": "ring", "rings": "ring",
          "terrain": "terrain", "terrains": "terrain", "spell": "spell", "spells": "spell",
          "stronghold": "stronghold", "strongholds": "stronghold", "province": "province",
          "provinces": "province", "unit": "unit", "units": "unit", "attachment": "attachment",
          "attachments": "attachment", "strategy": "strategy", "strategies": "strategy"}
_STATS = {"Force": "force", "Chi": "chi", "Personal Honor": "ph", "Gold Cost": "gold", "Focus Value": "focus"}
_MODS = {"F": "force", "C": "chi", "PH": "ph"}
_COUNTS = {"a": "one", "an": "one", "one": "one", "one of": "one", "one or two": "one or two",
           "one or more": "one or more", "each": "each", "all": "all"}


def _split_keywords(words: tuple[str, ...]) -> tuple[str, ...]:
    """A run of capitalized words as the keywords it names: "<Name> Clan" is one keyword, every
    other word one (ivory "Keywords": each word of an ability's keywords is a keyword).

    >>> _split_keywords(("Lion", "Clan", "Samurai"))
    ('Lion Clan', 'Samurai')
    """
    out: list[str] = []
    for w in words:
        if w in ("Clan", "Champion") and out and not out[-1].endswith("Clan"):
            out[-1] += " " + w
        elif w == "Champion" and out:
            out[-1] += " " + w  # "Clan Champion"
        else:
            out.append(w)
    return tuple(out)


def _keyword_qualifiers(alternatives: tuple) -> list:
    """The qualifiers of keyword alternatives ("Monk or Shugenja"; "Lion Clan Samurai": both)."""
    if len(alternatives) == 1:
        return [a.Qualifier("keyword", (k,)) for k in alternatives[0]]
    if any(len(k) != 1 for k in alternatives):
        raise ValueError("alternatives of several keywords each")
    return [a.Qualifier("keyword", tuple(k[0] for k in alternatives))]


@cache
def grammar() -> Lark:
    """The parser (built once; Earley, so the grammar may stay close to the card wording)."""
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="earley", lexer="dynamic", ambiguity="resolve",
                propagate_positions=False)


def _text(tok: Any) -> str:
    return str(tok)


@v_args(inline=True)
class Build(Transformer):
    """The parse tree to ``ast.py`` nodes (one method per named rule of ``ccg.lark``)."""

    # ------------------------------------------------------------ header
    def ability(self, header: a.Header, *rest: Any) -> a.AbilityNode:
        *prefix, body = rest
        return a.AbilityNode(header, body, tuple(prefix))

    def header(self, *parts: Any) -> a.Header:
        timings = tuple(p[1] for p in parts if isinstance(p, tuple) and p[0] == "timing")
        designators = tuple(p[1] for p in parts if isinstance(p, tuple) and p[0] == "designator")
        bow = any(p == ("icon", "bow") for p in parts)
        golds = [p[1] for p in parts if isinstance(p, tuple) and p[0] == "gold"]
        return a.Header(timings, designators, bow, golds[0] if golds else None)

    def designator(self, word: Token) -> tuple:
        return ("designator", _text(word))

    def timing(self, word: Token) -> tuple:
        return ("timing", _text(word).lower())

    def bow_icon(self, _: Token) -> tuple:
        return ("icon", "bow")

    def gold_icon(self, tok: Token) -> tuple:
        inner = _text(tok)[2:-1]
        return ("gold", -1 if inner == "*" else int(inner))

    def even_bowed(self, _ref: Any) -> a.Condition:
        return a.Condition("even_bowed")

    def once_per_battle(self) -> a.Condition:
        return a.Condition("per_battle")

    def after_event(self, event: tuple) -> a.Condition:
        """"Interrupt: After you Recruit ~, ...": the event the ability answers (its trigger)."""
        return a.Condition("after", event)

    # ------------------------------------------------------------ body
    def body(self, *sentences: tuple) -> tuple:
        return tuple(step for s in sentences for step in s)

    def sentence(self, clause: tuple) -> tuple:
        return clause

    def effects(self, *items: Any) -> tuple:
        out: list = []
        for it in items:
            out.extend(it if isinstance(it, tuple) else (it,))
        return tuple(out)

    def declared_only(self, prelude: tuple) -> tuple:
        return prelude

    def declared(self, prelude: tuple, effects: tuple) -> tuple:
        return prelude + effects

    def to(self, prelude: tuple, effects: tuple) -> tuple:
        declares = tuple(p for p in prelude if isinstance(p, a.Declare))
        first = tuple(p.effect for p in prelude if isinstance(p, a.Pay))
        return declares + ((a.To(first, effects),) if first else effects)

    def may_to(self, prelude: tuple, effects: tuple) -> tuple:
        if any(isinstance(p, a.Declare) for p in prelude):
            raise ValueError("a target in 'you may ... to'")
        return (a.May(a.To(tuple(p.effect for p in prelude), effects)),)

    def if_declared(self, cond: a.Condition, declared: tuple) -> tuple:
        """"If it is not your turn, target a Personality.": the target, under the condition (the
        rest of the ability depends on it: ivory "Independence of effects", failed targeting)."""
        return (a.If(cond, ()), *declared)

    def if_first(self, cond: a.Condition, effects: tuple) -> tuple:
        return (a.If(cond, effects),)

    def prelude(self, *items: Any) -> tuple:
        out: list = []
        for it in items:
            for x in it if isinstance(it, tuple) else (it,):
                out.append(x if isinstance(x, a.Declare) else a.Pay(x))
        return tuple(out)

    def target_decl(self, *nouns: a.Noun) -> tuple:
        return tuple(a.Declare(replace(n, targeted=True), "target") for n in nouns)

    def choose_decl(self, noun: a.Noun) -> tuple:
        return (a.Declare(noun, "choose"),)

    def as_moves(self, effect: Any, subject: Token) -> a.If:
        """"Bow him as he moves": the effect only if the card moved (ivory "Independence of
        effects": effects linked by "as" depend on the other effect happening)."""
        moved = a.Condition("moved", (a.Pronoun(_text(subject)),))
        return a.If(moved, effect if isinstance(effect, tuple) else (effect,))

    def trailing_if(self, effect: Any, cond: a.Condition) -> a.If:
        return a.If(cond, effect if isinstance(effect, tuple) else (effect,))

    # ------------------------------------------------------------ effects
    def verbs(self, *words: Token) -> tuple[str, ...]:
        return tuple(_text(w).lower() for w in words)

    def act(self, verbs: tuple[str, ...], ref: a.Ref) -> tuple:
        kinds = {"bow": a.Bow, "straighten": a.Straighten, "destroy": a.Destroy, "dishonor": a.Dishonor}
        return tuple(kinds[v](ref) for v in verbs)

    def move_home(self, ref: a.Ref) -> a.MoveHome:
        return a.MoveHome(ref)

    def move_home_and_himself(self, ref: a.Ref) -> tuple:
        """"Bow this Shugenja to move home X and himself": himself is the card's Personality (on
        an attachment, the one it is attached to: ivory "References")."""
        return (a.MoveHome(ref), a.MoveHome(a.Self("Personality")))

    def reduce_stat(self, stat: Token, ref: a.Ref, value: Any) -> a.Give:
        n = int(_text(value)) if isinstance(value, Token) else value
        return a.Give(ref, ((_STATS[_text(stat)], n, -1),))

    def half_up(self, word: Token, stat: Token) -> a.Half:
        return a.Half(a.StatOf(a.Pronoun(_text(word)), _STATS[_text(stat)]))

    def attack_per_honor(self, kind: Token, n: Token, per: Token) -> a.Attack:
        return a.Attack(_text(kind).lower(), a.PerFamilyHonor(int(n), int(per)))

    def give(self, ref: a.Ref, changes: tuple) -> a.Give:
        return a.Give(ref, changes)

    def give_alt(self, ref: a.Ref, base: Token, more: Token, cond: a.Condition) -> a.Give:
        (stat, n, sign), (stat2, m, sign2) = self.changes(base)[0], self.changes(more)[0]
        if (stat, sign) != (stat2, sign2):
            raise ValueError("alternative changes of different stats")
        return a.Give(ref, ((stat, a.Alt(n, m, cond), sign),))

    def give_permanent(self, ref: a.Ref, changes: tuple) -> a.Give:
        return a.Give(ref, changes, "permanent")

    def give_equal(self, ref: a.Ref, stat: Token, bonus: Token, value: a.Value) -> a.Give:
        return a.Give(ref, ((_STATS[_text(stat)], value, -1 if _text(bonus) == "penalty" else 1),))

    def changes(self, *mods: Token) -> tuple:
        out = []
        for mod in mods:
            s = _text(mod)
            n = int(s[1:].rstrip("FCPH"))
            out.append((_MODS[s[1:].lstrip("0123456789")], n, -1 if s[0] == "-" else 1))
        return tuple(out)

    def gain_honor(self, n: Token) -> a.Honor:
        return a.Honor(int(n))

    def lose_honor(self, n: Token) -> a.Honor:
        return a.Honor(-int(n))

    def draw_one(self) -> a.Draw:
        return a.Draw(1)

    def draw(self, n: Token) -> a.Draw:
        return a.Draw(int(n))

    def attack(self, attack: a.Attack) -> a.Attack:
        return attack

    def attack_n(self, kind: Token, n: Token, versus: Any = None) -> a.Attack:
        return a.Attack(_text(kind).lower(), int(n), "gold" if versus is not None else "force")

    def attack_value(self, kind: Token, value: a.Value) -> a.Attack:
        return a.Attack(_text(kind).lower(), value)

    def fear_n(self, n: Token) -> a.Attack:
        return a.Attack("fear", int(n))

    def fear_icon(self, _icon: Token, n: Token) -> a.Attack:
        """":fear: 3": the Fear icon with a strength is a Fear effect (ivory glossary "Fear")."""
        return a.Attack("fear", int(n))

    def fear_alt(self, n: Token, more: Token, cond: a.Condition) -> a.Attack:
        return a.Attack("fear", a.Alt(int(n), int(more), cond))

    def fear_value(self, value: a.Value) -> a.Attack:
        return a.Attack("fear", value)

    def versus(self) -> str:
        return "gold"

    def additional(self, timing: Token | None = None) -> a.AdditionalAction:
        return a.AdditionalAction(_text(timing).lower() if timing is not None else "any")

    def create_follower(self, force: Token, *rest: Any) -> a.CreateFollower:
        *kws, host = rest
        return a.CreateFollower(int(_text(force)[:-1]), host, tuple(kws[0]) if kws else ())

    def give_tokens(self, ref: a.Ref, count: Token, mod: Token, *rest: Any) -> a.GiveTokens:
        kw = rest[0] if len(rest) == 2 else ()
        if len(kw) > 1:
            raise ValueError("a token of several keywords")
        n = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}[_text(count)]
        if (n == 1) != _text(rest[-1]).endswith("token"):
            raise ValueError("a token count and noun that disagree")
        return a.GiveTokens(ref, n, self.changes(mod), kw[0] if kw else "")

    def destroy_token(self, kw: tuple, _token: Token, ref: a.Ref) -> a.DestroyToken:
        if len(kw) != 1:
            raise ValueError("a token of several keywords")
        return a.DestroyToken(ref, kw[0])

    def discard_hand(self, noun: a.Noun) -> a.DiscardHand:
        return a.DiscardHand(noun)

    def discarded_stat(self, stat: Token) -> a.StatOf:
        return a.StatOf(a.Discarded(), _STATS[_text(stat)])

    def stat_of(self, ref: a.Ref, stat: Token) -> a.StatOf:
        return a.StatOf(ref, _STATS[_text(stat)])

    def either_stat_of(self, ref: a.Ref, first: Token, second: Token) -> a.EitherStat:
        return a.EitherStat(ref, (_STATS[_text(first)], _STATS[_text(second)]))

    def yours_bonus(self, noun: a.Noun, changes: tuple, while_: str = "") -> a.Trait:
        return a.Trait("yours_bonus", (noun, changes, while_))

    def self_keyword(self, ref: a.Self, kw: tuple) -> a.Trait:
        """"This Personality has Cavalry": a keyword the card (on an attachment: its bearer) has."""
        if len(kw) != 1:
            raise ValueError("a trait giving several keywords")
        return a.Trait("self_keyword", (ref, kw[0]))

    def hand_size(self, n: Token) -> a.Trait:
        return a.Trait("hand_size", (int(_text(n)),))

    def enters_unbowed(self) -> a.Trait:
        return a.Trait("enters_unbowed")

    def pronoun_stat_of(self, word: Token, stat: Token) -> a.StatOf:
        return a.StatOf(a.Pronoun(_text(word)), _STATS[_text(stat)])

    # ------------------------------------------------------------ references
    def self_ref(self, *parts: Token) -> a.Self:
        return a.Self(_text(parts[0]) if parts else "card")

    def pronoun(self, word: Token) -> a.Pronoun:
        return a.Pronoun(_text(word))

    def unit_of(self, of: Any) -> a.UnitOf:
        """"his unit" (of the card a pronoun names) / "your target Personality's unit"."""
        return a.UnitOf(of if isinstance(of, a.Noun) else a.Pronoun(_text(of)))

    def attachments_of(self, word: Token) -> a.AttachmentsOf:
        return a.AttachmentsOf(a.Pronoun(_text(word)))

    def with_ability_keyword(self, word: Token) -> a.Qualifier:
        return a.Qualifier("with_ability_keyword", (_text(word),))

    def discard_favor(self) -> a.DiscardFavor:
        return a.DiscardFavor()

    def take_favor(self) -> a.TakeFavor:
        return a.TakeFavor()

    def put_terrain(self) -> a.PutTerrain:
        return a.PutTerrain()

    def action_cannot_move(self, tok: Token) -> a.NegateAction:
        return a.NegateAction("move", (_TYPES[_text(tok).lower()],))

    def negate_action_fear(self) -> a.NegateAction:
        """Fear targets a Follower or a Personality (ivory glossary "Fear #")."""
        return a.NegateAction("fear", ("follower", "personality"))

    def negate_action_attacks(self, *kinds: Token) -> tuple:
        """Melee and Ranged Attacks target a Follower or a Personality (ivory "Ranged Attack")."""
        return tuple(a.NegateAction(_text(k).lower(), ("follower", "personality")) for k in kinds)

    def negate_fear(self, ref: a.Self) -> a.Trait:
        return a.Trait("negate_fear", (ref,))

    def noun(self, *parts: Any) -> a.Noun:
        count, targeted, quals, types = "one", False, [], ()
        for p in parts:
            if isinstance(p, tuple) and p and p[0] == "count":
                count = p[1]
            elif isinstance(p, Token) and p.type == "TARGET":
                targeted = True
            elif isinstance(p, a.Qualifier):
                quals.append(p)
            elif isinstance(p, list):  # post_list, keyword adjectives
                quals.extend(p)
            elif isinstance(p, tuple) and p and p[0] == "head":
                types = p[1]
                quals.extend(p[2])
        merged: list = []
        for q in quals:  # "Crane" "Clan" read as two keyword adjectives: one keyword, "Crane Clan"
            prev = merged[-1] if merged else None
            if (q.kind == "keyword" and q.args in (("Clan",), ("Champion",)) and prev is not None
                    and prev.kind == "keyword" and len(prev.args) == 1):
                merged[-1] = a.Qualifier("keyword", _split_keywords((prev.args[0], q.args[0])))
            else:
                merged.append(q)
        unique = tuple(dict.fromkeys(merged))  # "your target your Personality" says "your" once
        return a.Noun(types, unique, targeted, count)

    def count(self, tok: Token) -> tuple:
        return ("count", _COUNTS[_text(tok)])

    def your(self) -> a.Qualifier:
        return a.Qualifier("yours")

    def others(self) -> a.Qualifier:
        return a.Qualifier("others")

    def self_owner(self, _: Token) -> a.Qualifier:
        return a.Qualifier("attached_to_self")

    def adj(self, tok: Token) -> a.Qualifier:
        word = _text(tok)
        return a.Qualifier({"non-Unique": "non_unique", "another": "other"}.get(word, word))

    def keyword_adj(self, *kws: tuple) -> list:
        return _keyword_qualifiers(kws)

    def keyword(self, *words: Token) -> tuple[str, ...]:
        return _split_keywords(tuple(_text(w) for w in words))

    def type_head(self, tok: Token) -> tuple:
        return ("type", _TYPES[_text(tok).lower()])

    def keyword_head(self, kw: tuple) -> tuple:
        return ("keyword", kw)

    def head(self, *words: tuple) -> tuple:
        types = tuple(w[1] for w in words if w[0] == "type")
        kws = tuple(w[1] for w in words if w[0] == "keyword")
        if types and kws:  # "a Kiho or a Spell": any card of one of the types or with a keyword
            if any(len(k) != 1 for k in kws):
                raise ValueError("a head mixing card types and runs of keywords")
            return ("head", (), (a.Qualifier("type_or_keyword", (types, tuple(k[0] for k in kws))),))
        # a keyword alone names any card with it ("your Samurai", "your target Port"): no types
        return ("head", types, tuple(_keyword_qualifiers(kws)) if kws else ())

    def post_list(self, *posts: a.Qualifier) -> list:
        return list(posts)

    def without_attachments(self) -> a.Qualifier:
        return a.Qualifier("without_attachments")

    def without_keyword(self, word: Token) -> a.Qualifier:
        return a.Qualifier("without_keyword_attachment", (_text(word).rstrip("s"),))

    def without_type(self, tok: Token) -> a.Qualifier:
        ctype = _TYPES[_text(tok).lower()]
        if ctype == "attachment":  # "with no attachments"
            return a.Qualifier("without_attachments")
        return a.Qualifier("without_type_attachment", (ctype,))

    def with_attachment(self) -> a.Qualifier:
        return a.Qualifier("with_attachment")

    def lower_stat(self, stat: Token) -> a.Qualifier:
        return a.Qualifier("stat_vs_self", (_STATS[_text(stat)], "<"))

    def higher_stat(self, stat: Token) -> a.Qualifier:
        return a.Qualifier("stat_vs_self", (_STATS[_text(stat)], ">"))

    def with_keyword(self, word: Token) -> a.Qualifier:
        return a.Qualifier("with_keyword_attachment", (_text(word).rstrip("s"),))

    def non_keyword(self, tok: Token) -> a.Qualifier:
        return a.Qualifier("without_keyword", (_text(tok)[len("non-"):],))

    def equal_or_lower_stat(self, stat: Token) -> a.Qualifier:
        return a.Qualifier("stat_vs_self", (_STATS[_text(stat)], "<="))

    def stat_at_most(self, stat: Token, n: Token) -> a.Qualifier:
        return a.Qualifier("stat_at_most", (_STATS[_text(stat)], int(n)))

    def stat_at_most_n(self, n: Token, stat: Token) -> a.Qualifier:
        return a.Qualifier("stat_at_most", (_STATS[_text(stat)], int(n)))

    def at_home(self) -> a.Qualifier:
        return a.Qualifier("at_home")

    def at_any_location(self) -> a.Qualifier:
        return a.Qualifier("at_any_location")

    def at_this_battlefield(self) -> a.Qualifier:
        return a.Qualifier("at_this_battlefield")

    def in_unit(self) -> a.Qualifier:
        return a.Qualifier("in_unit")

    # ------------------------------------------------------------ conditions
    def condition(self, *conds: a.Condition) -> a.Condition:
        return conds[0] if len(conds) == 1 else a.Condition("and", conds)

    def player_clan(self, clan: Token) -> a.Condition:
        return a.Condition("player_clan", (_text(clan).lower(),))

    def stat_now(self, ref: a.Ref, stat: Token, n: Token) -> a.Condition:
        return a.Condition("stat_now", (ref, _STATS[_text(stat)], int(n)))

    def the_targeted(self, tok: Token) -> a.Pronoun:
        return a.Pronoun(f"the targeted {_text(tok)}")

    def you_control(self, noun: a.Noun) -> a.Condition:
        return a.Condition("you_control", (noun,))

    def your_turn(self, *neg: Token) -> a.Condition:
        return a.Condition("your_turn", (not neg,))

    def fewer_provinces(self) -> a.Condition:
        return a.Condition("fewer_provinces")

    def is_state(self, subject: Token, *states: tuple) -> a.Condition:
        return a.Condition("is", (a.Pronoun(_text(subject)), *states))

    def target_is_state(self, *states: tuple) -> a.Condition:
        """"if the target is dishonorable": the card the action targeted."""
        return a.Condition("is", (a.Pronoun("the target"), *states))

    def self_is_state(self, ref: a.Self, *states: tuple) -> a.Condition:
        return a.Condition("is", (ref, *states))

    def state_adj(self, tok: Token) -> tuple:
        return ("state", _text(tok))

    def state_keyword(self, kw: tuple) -> tuple:
        if len(kw) != 1:
            raise ValueError("a state of several keywords")
        return ("keyword", kw[0])

    def was_additional(self) -> a.Condition:
        return a.Condition("additional")

    def moved(self, word: Token) -> a.Condition:
        return a.Condition("moved", (a.Pronoun(_text(word)),))

    # ------------------------------------------------------------ production, traits
    def production(self, _icon: Token, n: Token, alt: tuple | None = None) -> a.Production:
        return a.Production(int(n), alt)

    def production_alt(self, n: Token, cond: a.Condition) -> tuple:
        return (int(n), cond)

    def reduction(self, _icon: Token, reduced: tuple, _subject: Token, _verb: Any, n: Token) -> a.Reduction:
        return a.Reduction(int(n), reduced[1], reduced[0] == "action")

    def only_for(self, _icon: Token, n: Token, noun: a.Noun) -> a.Reduction:
        return a.Reduction(int(n), noun, False, only=True)

    def provinces_strength(self, n: Token) -> a.Trait:
        return a.Trait("provinces_strength", (int(_text(n)),))

    def both_targets(self) -> a.BothTargets:
        return a.BothTargets()

    def reduced_card(self, noun: a.Noun) -> tuple:
        return ("card", noun)

    def reduced_action(self, noun: a.Noun) -> tuple:
        return ("action", noun)

    def reduced_verb(self) -> None:
        return None

    def no_challenges(self) -> a.Trait:
        return a.Trait("no_challenges")

    def straightens_each(self) -> a.Trait:
        return a.Trait("straightens_each")

    def no_straighten_first(self) -> a.Trait:
        return a.Trait("no_straighten_first")

    def refill_face_up(self, _ref: a.Ref) -> a.Trait:
        return a.Trait("refill_face_up")

    def one_copy_in_play(self, _self: Token) -> a.Trait:
        return a.Trait("one_copy_in_play")

    def stronghold_even_bowed(self) -> a.Trait:
        return a.Trait("stronghold_even_bowed")

    def self_bonus(self, ref: a.Ref, changes: tuple, while_: str = "") -> a.Trait:
        return a.Trait("self_bonus", (ref, changes, while_))

    def while_(self, adj: Token) -> str:
        return _text(adj)

    def attach_only(self, noun: a.Noun) -> a.Trait:
        return a.Trait("attach_only", (noun,))

    def triggered(self, event: tuple, effects: tuple) -> a.Triggered:
        return a.Triggered(event[0], event[1], effects)

    def ev_destroyed(self, _ref: a.Ref, during: Any = None) -> tuple:
        return ("destroyed", ("attack_phase",) if during is not None else ())

    def during(self) -> str:
        return "attack_phase"

    def ev_enters_play(self, _ref: a.Ref) -> tuple:
        return ("enters_play", ())

    def ev_equip(self, _ref: a.Ref) -> tuple:
        return ("equip", ())

    def ev_recruit(self, _ref: a.Ref) -> tuple:
        return ("recruit", ())

    def traits(self, *traits: Any) -> Any:
        return traits[0] if len(traits) == 1 else traits

    def start(self, segment: Any) -> Any:
        return segment


def parse_segment(text: str) -> Any:
    """One normalized segment as a tree (a tuple of trees for a paragraph of several traits),
    or :class:`ast.Unparsed` with the reason."""
    try:
        tree = grammar().parse(text)
    except UnexpectedInput as e:
        col = getattr(e, "column", 0) or 0
        return a.Unparsed(text, f"no parse at column {col}: {text[max(col - 1, 0):]}")
    except LarkError as e:  # pragma: no cover - the grammar itself
        return a.Unparsed(text, f"parser error: {e}")
    try:
        return Build().transform(tree)
    except VisitError as e:
        return a.Unparsed(text, f"not understood: {e.orig_exc}")


def parse_card(card: dict) -> a.CardText:
    """A card of the data (a dict of ``sets/<set>.yaml``) parsed: its text's segments."""
    title, ctype = card["title"], card["types"][0]
    out: list = []
    for s in segments(card.get("text"), title, ctype):
        node = parse_segment(s)
        out.extend(node if isinstance(node, tuple) else (node,))
    return a.CardText(title, ctype, tuple(out))
