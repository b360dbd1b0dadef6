"""The syntax tree to Python declarations: a card's ``CardDef(...)`` as source code, built from
the vocabulary (``vocab``: ``Ability``, ``Choose``, ``Cost``, filters) and the building blocks
of ``l5r.ccg.compiled.words`` -- the same declarations the hand-written cards use -- or
:class:`CannotCompile` saying why not.

How the text maps to declarations (rules sections are the Ivory Edition Comprehensive Rules
v1.8, "ivory"):

* the header's timings are the designators; "Repeatable", "Absent" and "Tireless" are
  :class:`~l5r.ccg.vocab.Ability` flags; other words before the timing (Kiho, Political, an
  element ...) are the action's keywords; the bow icon is ``bow=True``, a Gold icon ``gold=N``;
* a Strategy's abilities are used from the hand, every other card's from play;
* "Target X" / "Choose X" and each targeted noun phrase is a :class:`~l5r.ccg.vocab.Choose`
  made when the action is announced (ivory "Targeting"); a card of yours named "performing",
  or the first of yours when the action also targets another card, is the performer
  (celestial "PERFORM"); "choose" is not targeting (``target=False``);
* the bow and Gold icons are costs (ivory "Costs"); "X to Y" runs Y only if X happened (ivory
  "Independence of effects", glossary "To"), and a
  card chosen to be bowed for X must be unbowed (Good Faith);
* a Ranged or Melee Attack chooses its target on announcement (``vocab.ranged_target``); Fear
  is ``vocab.fear_ability``; an attack from a card in play belongs to its own battle
  (``own_battle``, Diamond 4.4 as the vocabulary reads it);
* a keyword used as a noun ("your Samurai", "your target Port") names any card with it (no
  rule says otherwise); "this Shugenja" or "this Personality" on an attachment is the
  Personality in its unit (ivory "References");
* an effect in the constraints block, before the second colon ("Destroy ~ and target X:
  ..."), is a cost (celestial rulebook, "constraints block": the Kyuden Tonbo cards' wording);
  the Ivory cards put their costs in the icons only (ivory "Costs").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import ast as a

__all__ = ["CannotCompile", "Compiled", "compile_card", "label_of", "noun_words"]

#: the card types whose abilities are used from play, and Strategies' from the hand
ZONES = {"Strategy": "hand", "Personality": "play", "Follower": "play", "Item": "play", "Holding": "play",
         "Region": "play", "Stronghold": "play", "Spell": "play"}
#: attachments: "this Personality" on them is the Personality they are attached to
ATTACHMENTS = ("Item", "Follower", "Spell")
#: designator words that are Ability flags rather than keywords
FLAGS = {"Repeatable": "repeatable", "Absent": "absent", "Tireless": "even_bowed"}
#: what an effect records on its action when it happens (``actions._record``), for "X to Y"
RECORDS = {a.Bow: "bowed", a.Destroy: "destroyed", a.MoveHome: "moved"}


class CannotCompile(Exception):
    """The compiler cannot (yet) declare this card; the message says why."""


@dataclass
class Compiled:
    """A card's generated definition: its id, title and the ``CARDS.define(...)`` source."""

    cid: str
    title: str
    source: str


@dataclass
class _Ability:
    """What one ability compiles to, collected while walking its steps."""

    zone: str
    attachment: bool
    targets_total: int
    ctype: str = ""
    choices: list[str] = field(default_factory=list)
    costs: list[str] = field(default_factory=list)
    effects: list[str] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)
    last: str = ""
    bow: bool = False
    own_battle: bool = False
    fear: str | None = None
    performer_done: bool = False
    top: tuple = ()  # the ability's steps
    interrupt: bool = False  # an Interrupt to an action ("the action": the interrupted one)


# ------------------------------------------------------------------ filters
_SIMPLE = {"enemy": "v.enemy", "yours": "v.yours", "unbowed": "v.unbowed", "opposed": "w.opposed",
           "without_attachments": "v.no_attachments", "at_home": "w.at_home", "non_unique": "w.not_unique",
           "attacking": "w.attacking", "defending": "w.defending", "bowed": "w.bowed",
           "dishonorable": "w.dishonorable", "attached_to_self": "w.attached_to_source", "in_unit": "w.in_unit"}


def _filter(noun: a.Noun, attachment: bool = False) -> str:
    """The filter (a ``Pred`` expression) of a noun phrase (``attachment``: of an ability on an
    attachment)."""
    preds: list[str] = []
    types = tuple(t for t in noun.types if t != "card")
    if types in (("personality",), ("unit",)):
        # ivory "Unit": a Personality and the cards attached to him -- a unit is named by its
        # Personality (moving a unit moves him with his attachments: ``vocab.Ctx.move_home``)
        preds.append("v.personality")
    elif types == ("terrain",):  # a Strategy in play at a battlefield
        preds.append("w.terrain")
    elif types == ("attachment",):  # ivory "Attachments": Followers, Items and Spells
        preds.append("w.attachment")
    elif types:
        if any(t in ("unit", "attachment", "province") for t in types):
            raise CannotCompile(f"noun of type {'/'.join(types)}")
        preds.append("v.ctype(" + ", ".join(repr(t) for t in types) + ")")
    for q in noun.qualifiers:
        if q.kind in _SIMPLE:
            preds.append(_SIMPLE[q.kind])
        elif q.kind == "performing":
            continue
        elif q.kind == "keyword":
            preds.append("w.keyword(" + ", ".join(repr(k) for k in q.args) + ")")
        elif q.kind == "without_type_attachment":
            preds.append(f"w.without_type_attached({q.args[0]!r})")
        elif q.kind == "without_keyword_attachment":
            preds.append(f"w.without_keyword_attached({q.args[0]!r})")
        elif q.kind == "type_or_keyword":
            preds.append(f"w.type_or_keyword({q.args[0]!r}, {q.args[1]!r})")
        elif q.kind == "with_keyword_attachment":
            preds.append(f"w.with_keyword_attached({q.args[0]!r})")
        elif q.kind == "with_ability_keyword":
            preds.append(f"w.with_ability_keyword({q.args[0]!r})")
        elif q.kind == "without_keyword":
            preds.append(f"w.lacks_keyword({q.args[0]!r})")
        elif q.kind == "stat_vs_self":
            # on an attachment, compared with the Personality it is attached to (the performer:
            # "this Shugenja"), else with the card itself
            of = ", 'host'" if attachment else ""
            preds.append(f"w.stat_vs_source({q.args[0]!r}, {q.args[1]!r}{of})")
        elif q.kind == "stat_at_most":
            preds.append(f"w.stat_at_most({q.args[0]!r}, {q.args[1]})")
        else:
            raise CannotCompile(f"qualifier {q.kind!r}")
    if not preds:
        return "lambda c, uid: True"
    return preds[0] if len(preds) == 1 else "v.both(" + ", ".join(preds) + ")"


# ------------------------------------------------------------------ references
def _declare(ab: _Ability, noun: a.Noun, targeted: bool, extra: tuple[str, ...] = ()) -> str:
    """A choice for ``noun`` (its key)."""
    if noun.count != "one":
        raise CannotCompile(f"choosing {noun.count} cards")
    mine = noun.has("yours") and set(noun.types) <= {"personality", "follower"}
    performer = not ab.performer_done and (noun.has("performing") or (mine and ab.targets_total > 1))
    if performer:
        key, ab.performer_done = "performer", True
    else:
        key = "target" if "target" not in ab.keys else f"target{len(ab.keys) + 1}"
    ab.keys.append(key)
    pred = _filter(noun, ab.attachment)
    if extra:
        inner = pred[len("v.both("):-1] if pred.startswith("v.both(") else pred
        pred = "v.both(" + ", ".join((inner, *extra)) + ")"
    opts = "" if targeted else ", target=False"
    opts += ", performer=True" if performer else ""
    # a Terrain or a Ring is in no unit: the Rules of Location (ivory: "any cards in a unit must
    # be at the current battlefield") do not restrict targeting it
    opts += ", anywhere=True" if noun.types in (("terrain",), ("ring",)) else ""
    ab.choices.append(f"v.Choose({key!r}, {pred}{opts})")
    ab.last = key
    return key


def _key(ab: _Ability, ref: a.Ref, extra: tuple[str, ...] = ()) -> str:
    """The card key (``compiled.words.card``) a reference names, declaring a choice for a
    noun phrase."""
    if isinstance(ref, a.Self):
        # ivory "References": "this" before a keyword or "this Personality" on an attachment is
        # the Personality in its unit ("this Shugenja" on a Spell)
        own = ref.word in ("~", "card") or ref.word.lower() == ab.ctype.lower()
        return "host" if ab.attachment and not own else "source"
    if isinstance(ref, a.Pronoun) and ref.word == "the target":
        if "target" not in ab.keys:
            raise CannotCompile("'the target' with no target")
        return "target"  # the action's (first) target: an attack's or Fear's too
    if isinstance(ref, a.Pronoun):
        return ab.last or ("host" if ab.attachment else "source")
    if isinstance(ref, (a.UnitOf, a.AttachmentsOf)):
        raise CannotCompile("'his unit' or 'his attachments' in other than bowing or straightening")
    if isinstance(ref, a.Discarded):
        if "discard" not in ab.keys:
            raise CannotCompile("'the card' with no card discarded before")
        return "discard"
    if isinstance(ref, a.BothTargets):
        raise CannotCompile("'both targets' in other than bowing or straightening")
    return _declare(ab, ref, ref.targeted, extra)


# ------------------------------------------------------------------ effects
def _value(ab: _Ability, value: a.Value, higher_is_better: bool = False) -> str:
    """A number, or a stat of a card read when the step runs (``words.stat_of``). "X's Force or
    Personal Honor" is its player's choice: only where the higher is never worse for him (an
    attack's strength: an attack only ever does more with more) is it the higher one."""
    if isinstance(value, int):
        return str(value)
    if isinstance(value, a.Alt):
        return f"w.either({value.base}, {value.more}, {_condition(ab, value.condition)})"
    if isinstance(value, a.Half):
        return f"w.half_up({_value(ab, value.of)})"
    if isinstance(value, a.PerFamilyHonor):
        return f"w.per_family_honor({value.base}, {value.per})"
    if isinstance(value.ref, a.Noun):
        raise CannotCompile("a stat of a card not named before")
    if isinstance(value, a.EitherStat):
        if not higher_is_better:
            raise CannotCompile("a choice of stats")
        return f"w.highest_stat({_key(ab, value.ref)!r}, {value.stats!r})"
    return f"w.stat_of({_key(ab, value.ref)!r}, {value.stat!r})"


def _give(ab: _Ability, e: a.Give) -> str:
    key = _key(ab, e.ref)
    until = ", until='permanent'" if e.duration == "permanent" else ""
    if len(e.changes) == 1 and not isinstance(e.changes[0][1], int):
        stat, value, sign = e.changes[0]
        return f"w.give_by({key!r}, {stat!r}, {sign}, {_value(ab, value)}{until})"
    amounts = []
    for stat, value, sign in e.changes:
        if not isinstance(value, int):
            raise CannotCompile("several stat changes equal to other stats")
        amounts.append(f"{stat}={sign * value}")
    return f"w.give({key!r}{until}, {', '.join(amounts)})"


def _effect(ab: _Ability, e: object, extra: tuple[str, ...] = ()) -> str:
    """One effect step's source."""
    simple = {a.Bow: "bow", a.Straighten: "straighten", a.Destroy: "destroy", a.MoveHome: "move_home",
              a.Dishonor: "dishonor"}
    if isinstance(getattr(e, "ref", None), a.AttachmentsOf) and type(e) in (a.Bow, a.Straighten):
        # "straighten his attachments": each card attached to him (ivory "Attachments")
        return f"w.{simple[type(e)]}_attachments({_key(ab, e.ref.ref)!r})"  # type: ignore[attr-defined]
    if isinstance(getattr(e, "ref", None), a.UnitOf) and type(e) in (a.Bow, a.Straighten):
        # "bow his unit" (ivory "Unit": the Personality and the cards attached to him)
        return f"w.{simple[type(e)]}_unit({_key(ab, e.ref.ref)!r})"  # type: ignore[attr-defined]
    if isinstance(getattr(e, "ref", None), a.BothTargets):
        raise CannotCompile("'both targets' with other than bowing or straightening")
    if type(e) in simple:
        return f"w.{simple[type(e)]}({_key(ab, e.ref, extra)!r})"  # type: ignore[attr-defined]
    if isinstance(e, a.Give):
        return _give(ab, e)
    if isinstance(e, a.Honor):
        return f"w.honor({e.amount})"
    if isinstance(e, a.Draw):
        return f"w.draw({e.n})"
    if isinstance(e, a.AdditionalAction):
        return "w.additional()"
    if isinstance(e, a.TakeFavor):
        return "w.take_favor"
    if isinstance(e, a.NegateAction):
        if not ab.interrupt:
            raise CannotCompile("'the action' outside an Interrupt to an action")
        return f"w.negate_for_action({e.effect!r}, {e.types!r})"
    if isinstance(e, a.PutTerrain):
        if ab.zone != "hand" or ab.ctype != "Strategy":
            raise CannotCompile("a Terrain put into play from other than the hand")
        return "w.put_terrain"
    if isinstance(e, a.GiveTokens):
        token = {st: sign * v for st, v, sign in e.changes}
        if e.keyword:
            token = {"kw": e.keyword, **token}
        return f"w.tokens({_key(ab, e.ref)!r}, {e.n}, {token!r})"
    if isinstance(e, a.CreateFollower):
        return f"w.create_follower({_key(ab, e.host)!r}, {e.force}, {e.keywords!r})"
    if isinstance(e, a.Attack):
        strength = _value(ab, e.strength, higher_is_better=True)
        if e.kind == "fear":
            if ab.fear is not None or ab.effects:
                raise CannotCompile("Fear together with other effects")
            ab.fear = strength
            return ""
        if "target" in ab.keys:
            raise CannotCompile("an attack besides another target")
        ab.keys.append("target")
        label = "Ranged Attack" if e.kind == "ranged" else "Melee Attack"
        ab.choices.append(f"v.Choose('target', v.ranged_target, prompt={label + ': target'!r})")
        ab.own_battle = ab.zone == "play"
        compare = f", {e.compare!r}" if e.compare != "force" or e.kind != "ranged" else ""
        kind = f", kind={e.kind!r}" if e.kind != "ranged" else ""
        return f"w.ranged({strength}, 'target'{compare}{kind})"
    raise CannotCompile(f"effect {type(e).__name__}")


def _condition(ab: _Ability, cond: a.Condition) -> str:
    if cond.kind == "additional":
        return "w.was_additional"
    if cond.kind == "player_clan":
        return f"w.player_clan({cond.args[0]!r})"
    if cond.kind == "moved":
        return f"w.happened('moved', {_key(ab, cond.args[0])!r})"
    if cond.kind == "stat_now":
        ref, stat, n = cond.args
        return f"w.stat_is({_key(ab, ref)!r}, {stat!r}, {n})"
    if cond.kind == "fewer_provinces":
        return "w.fewer_provinces"
    if cond.kind == "you_control":
        return f"w.you_control({_filter(cond.args[0])})"
    if cond.kind == "your_turn":
        return f"w.your_turn({cond.args[0]!r})"
    if cond.kind == "is":
        key = _key(ab, cond.args[0])
        checks = [f"w.card_is({key!r}, {x!r})" if kind == "state" else f"w.card_has({key!r}, {x!r})"
                  for kind, x in cond.args[1:]]
        return checks[0] if len(checks) == 1 else "w.both_checks(" + ", ".join(checks) + ")"
    if cond.kind == "and":
        return "w.both_checks(" + ", ".join(_condition(ab, c) for c in cond.args) + ")"
    raise CannotCompile(f"condition {cond.kind!r}")


def _steps(ab: _Ability, steps: tuple) -> list[str]:
    out: list[str] = []
    for s in steps:
        if isinstance(s, a.Destroy) and _a_terrain(s.ref) and a.PutTerrain() in ab.top:
            # "Destroy a Terrain. Put this Terrain into play.": the Terrain at the current
            # battlefield if there is one -- the only one in play, each being discarded after
            # its battle (ivory glossary "Terrain"); not targeted, and none is no obstacle
            out.append("w.destroy_terrain_here")
            continue
        if isinstance(s, a.Declare):
            _declare(ab, s.noun, s.verb == "target")
        elif isinstance(s, a.Pay):
            _cost(ab, s.effect)
        elif isinstance(s, a.If) and not s.then:
            # "If it is not your turn, target a Personality. ...": starting the ability, the
            # condition must hold to announce it (ivory "Good Faith Rule": ``_ability``)
            if s is not steps[0] or steps is not ab.top:
                raise CannotCompile("a condition on the rest of an ability after its start")
        elif isinstance(s, a.If):
            check = _condition(ab, s.condition)
            out.append(f"w.when({check}, {', '.join(_steps(ab, s.then))})")
        elif isinstance(s, a.To) and len(s.first) == 1 and isinstance(s.first[0], a.DiscardHand):
            # ivory "Independence of effects": "to" -- the rest only if the card was discarded.
            # The card is chosen as the effect resolves (not a cost: only icons are costs); with
            # none to choose the effects stop, so nothing may follow ("Action Sequence" D)
            if s is not steps[-1] or "discard" in ab.keys:
                raise CannotCompile("effects after discarding from hand")
            ab.keys.append("discard")
            out.append(f"v.Choose('discard', {_filter(s.first[0].noun)}, pool='hand', target=False, "
                       f"prompt='discard which card?')")
            out.append("w.discard('discard')")
            out.append(f"w.when(w.happened('discarded', 'discard'), {', '.join(_steps(ab, s.then))})")
        elif isinstance(s, a.May) and len(s.to.first) == 1 and isinstance(s.to.first[0], a.DiscardHand):
            # "You may discard a card to Y": the card is chosen as the effect resolves, or none
            # (an optional choice); Y only if one was discarded (ivory glossary "May", "To")
            if s is not steps[-1] or "discard" in ab.keys:
                raise CannotCompile("effects after discarding from hand")
            ab.keys.append("discard")
            out.append(f"v.Choose('discard', {_filter(s.to.first[0].noun)}, pool='hand', target=False, "
                       f"optional=True, prompt='discard which card? (or none)')")
            out.append("w.discard('discard')")
            out.append(f"w.when(w.happened('discarded', 'discard'), {', '.join(_steps(ab, s.to.then))})")
        elif isinstance(s, a.May):
            # "You may destroy this Item to Y": yes or no as the effect resolves; then as "X to Y"
            first = s.to.first
            if len(first) != 1 or type(first[0]) not in RECORDS or not isinstance(first[0].ref, a.Self):
                raise CannotCompile("'you may ... to' after other than the card bowing, destroying or moving itself")
            key = _key(ab, first[0].ref)
            verb = {a.Bow: "bow", a.Destroy: "destroy", a.MoveHome: "move_home"}[type(first[0])]
            what = f"{_say(first[0], [])} to {'; '.join(x for x in (_say(t, []) for t in s.to.then) if x)}"
            out.append(f"v.Pick('may', w.yes_or_no({what!r}), prompt={what + '?'!r})")
            if verb == "destroy" and key == "source" and ab.attachment:
                out.append("w.keep_host")  # "this Personality" after this card is gone
            out.append(f"w.when(w.chose('may'), w.{verb}({key!r}))")
            out.append(f"w.when(w.happened({RECORDS[type(first[0])]!r}, {key!r}), {', '.join(_steps(ab, s.to.then))})")
        elif isinstance(s, a.To) and s.first == (a.DiscardFavor(),):
            # ivory "Imperial Favor": "Discard the Imperial Favor to ..." can happen only if you
            # control it -- as the rulebook's Favor abilities declare it, a cost
            # (``rules_abilities``: favor_draw, favor_battle), so the action needs the Favor
            ab.costs.append("v.Cost(w.has_favor, w.discard_favor, 'discard the Imperial Favor')")
            out.extend(_steps(ab, s.then))
        elif isinstance(s, a.To) and len(s.first) > 1:
            # "Bow this Shugenja and destroy this Spell to Y": each effect happens on its own
            # (ivory "Independence of effects"); Y only if all of them did (glossary "To") --
            # each one's happening noted as it resolves, before a later one changes the cards
            if any(type(f) not in RECORDS or isinstance(f.ref, a.UnitOf) for f in s.first):
                raise CannotCompile("'to' after other than bowing, destroying or moving")
            notes = []
            for i, first in enumerate(s.first):
                key = _key(ab, first.ref, ("v.unbowed",) if isinstance(first, a.Bow) else ())
                verb = {a.Bow: "bow", a.Destroy: "destroy", a.MoveHome: "move_home"}[type(first)]
                out.append(f"w.{verb}({key!r})")
                out.append(f"w.note('to{i}', w.happened({RECORDS[type(first)]!r}, {key!r}))")
                notes.append(f"'to{i}'")
            out.append(f"w.when(w.noted({', '.join(notes)}), {', '.join(_steps(ab, s.then))})")
        elif isinstance(s, a.To):
            if len(s.first) != 1 or type(s.first[0]) not in RECORDS:
                raise CannotCompile("'to' after other than one bow, destroy or move")
            first = s.first[0]
            key = _key(ab, first.ref, ("v.unbowed",) if isinstance(first, a.Bow) else ())
            verb = {a.Bow: "bow", a.Destroy: "destroy", a.MoveHome: "move_home"}[type(first)]
            out.append(f"w.{verb}({key!r})")
            check = f"w.happened({RECORDS[type(first)]!r}, {key!r})"
            out.append(f"w.when({check}, {', '.join(_steps(ab, s.then))})")
        elif isinstance(s, (a.Bow, a.Straighten)) and isinstance(s.ref, a.BothTargets):
            # "Straighten both targets": each card the ability targeted, in order
            keys = [k for k in ab.keys if k.startswith("target")]
            if len(keys) != 2:
                raise CannotCompile("'both targets' without two targets")
            out.extend(f"w.{'bow' if isinstance(s, a.Bow) else 'straighten'}({k!r})" for k in keys)
        else:
            step = _effect(ab, s)
            if step:
                out.append(step)
    return out


def _a_terrain(ref: a.Ref) -> bool:
    return isinstance(ref, a.Noun) and ref.types == ("terrain",) and not ref.targeted and not ref.qualifiers


def _cost(ab: _Ability, e: object) -> None:
    if isinstance(e, a.DestroyToken) and isinstance(e.ref, a.Self):
        ab.costs.append(f"v.Cost(w.has_token({e.keyword!r}), w.spend_token({e.keyword!r}), "
                        f"'destroy a {e.keyword} token on this card')")
    elif isinstance(e, a.Bow) and isinstance(e.ref, a.Self) and e.ref.word != "Personality":
        ab.bow = True
    elif isinstance(e, a.Destroy) and isinstance(e.ref, a.Self) and e.ref.word != "Personality":
        ab.costs.append("v.Cost(w.source_in_play, w.destroy_source_cost, 'destroy this card')")
    else:
        raise CannotCompile(f"cost {type(e).__name__} of other than the card itself")


def _count_targets(steps: tuple) -> int:
    n = 0

    def walk(x: object) -> None:
        nonlocal n
        if isinstance(x, a.Noun) and x.targeted:
            n += 1
        elif isinstance(x, a.Attack) and x.kind in ("ranged", "melee"):
            n += 1
        elif isinstance(x, tuple):
            for y in x:
                walk(y)
        elif hasattr(x, "__dataclass_fields__") and not isinstance(x, a.Noun):
            for name in x.__dataclass_fields__:
                walk(getattr(x, name))
    walk(steps)
    return n


# ------------------------------------------------------------------ labels
_ADJ = {"enemy": "enemy", "unbowed": "unbowed", "bowed": "bowed", "opposed": "opposed", "attacking": "attacking",
        "defending": "defending", "performing": "performing", "dead": "dead", "non_unique": "non-Unique",
        "dishonorable": "dishonorable", "other": "other"}
_STAT_WORDS = {"force": "Force", "chi": "Chi", "ph": "Personal Honor", "gold": "Gold Cost", "focus": "Focus Value"}


def _post(q: a.Qualifier) -> str:
    if q.kind == "without_attachments":
        return "without attachments"
    if q.kind == "without_type_attachment":
        return f"without {q.args[0].capitalize()}s"
    if q.kind == "without_keyword_attachment":
        return f"without a {q.args[0]}"
    if q.kind == "with_attachment":
        return "with an attachment"
    if q.kind == "stat_vs_self":
        word = {"<": "lower", "<=": "no higher", ">": "higher"}[q.args[1]]
        return f"with {word} {_STAT_WORDS[q.args[0]]}"
    if q.kind == "with_keyword_attachment":
        return f"with a {q.args[0]}"
    if q.kind == "with_ability_keyword":
        return f"with a {q.args[0]} ability"
    if q.kind == "stat_at_most":
        return f"with {_STAT_WORDS[q.args[0]]} {q.args[1]} or less"
    return {"at_home": "at home", "at_any_location": "at any location",
            "at_this_battlefield": "at this battlefield", "in_unit": "in a unit"}.get(q.kind, "")


def noun_words(noun: a.Noun) -> str:
    """A noun phrase in the project's words ("your unbowed Samurai", "an enemy card without
    attachments").

    >>> noun_words(a.Noun((), (a.Qualifier("yours"), a.Qualifier("keyword", ("Monk", "Shugenja")))))
    'your Monk or Shugenja'
    """
    adjs = [_ADJ[q.kind] if q.kind in _ADJ else "non-" + q.args[0] for q in noun.qualifiers
            if q.kind in _ADJ or q.kind == "without_keyword"]
    kws = [" or ".join(q.args) for q in noun.qualifiers if q.kind == "keyword"]
    posts = [p for p in map(_post, noun.qualifiers) if p]
    types = [t.capitalize() if t not in ("card", "unit", "attachment") else t for t in noun.types]
    head = " or ".join(types)
    if kws and not noun.types:
        head, kws = kws[-1], kws[:-1]
    either = [q.args for q in noun.qualifiers if q.kind == "type_or_keyword"]
    if either:
        head = " or ".join([*either[0][1], *(t.capitalize() for t in either[0][0])])
    words = " ".join([*adjs, *kws, head, " and ".join(posts)]).rstrip()
    if noun.has("yours"):
        return "your " + words
    if noun.has("attached_to_self"):
        return "this card's " + words
    if noun.count != "one":
        return f"{noun.count} {words}"
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def label_of(node: a.AbilityNode) -> str:
    """A short description of an ability in the project's words, from the tree (not the card's
    wording): what it does, its costs marked.

    >>> from .parser import parse_segment
    >>> label_of(parse_segment("Battle: Target an enemy Follower: Bow it. Gain 1 Honor."))
    'bow an enemy Follower; gain 1 Honor'
    """
    said: list[str] = []
    last: list[str] = []
    for s in node.steps:
        text = _say(s, last)
        if text:
            said.append(text)
    return "; ".join(said)


def _say_ref(ref: a.Ref, last: list[str]) -> str:
    if isinstance(ref, a.Self):
        return "this card" if ref.word in ("~", "card") else f"this {ref.word}"
    if isinstance(ref, a.Pronoun):
        return last[-1] if last else "it"
    if isinstance(ref, a.Discarded):
        return "the discarded card"
    if isinstance(ref, a.BothTargets):
        return "both targets"
    if isinstance(ref, a.AttachmentsOf):
        return "his attachments"
    if isinstance(ref, a.UnitOf):
        return "his unit" if isinstance(ref.ref, a.Pronoun) else f"the unit of {_say_ref(ref.ref, last)}"
    words = noun_words(ref)
    last.append(words)
    return words


def _say_value(v: a.Value, last: list[str]) -> str:
    if isinstance(v, int):
        return str(v)
    if isinstance(v, a.Alt):
        return f"{v.base} ({v.more} {_say_condition(v.condition, last)})"
    if isinstance(v, a.Half):
        return f"half {_say_value(v.of, last)}, rounded up"
    if isinstance(v, a.PerFamilyHonor):
        return f"{v.base}, +1 for every {v.per} Family Honor"
    who = _say_ref(v.ref, last)
    stat = _STAT_WORDS[v.stat] if isinstance(v, a.StatOf) else " or ".join(_STAT_WORDS[s] for s in v.stats)
    return f"{'its' if who == 'it' else who + chr(39) + 's'} {stat}"


def _say_condition(cond: a.Condition, last: list[str]) -> str:
    """A condition in a few words ("if you control a Terrain"; others: "if a condition holds")."""
    if cond.kind == "you_control":
        return f"if you control {noun_words(cond.args[0])}"
    if cond.kind == "your_turn":
        return "on your turn" if cond.args[0] else "if it is not your turn"
    if cond.kind == "is":
        return "if " + " and ".join(x for _, x in cond.args[1:])
    return "if a condition holds"


def _say(s: object, last: list[str]) -> str:
    verbs = {a.Bow: "bow", a.Straighten: "straighten", a.Destroy: "destroy", a.MoveHome: "move home",
             a.Dishonor: "dishonor"}
    if type(s) in verbs:
        return f"{verbs[type(s)]} {_say_ref(s.ref, last)}"  # type: ignore[attr-defined]
    if isinstance(s, a.Declare):
        _say_ref(s.noun, last)
        return ""
    if isinstance(s, a.Pay):
        return f"{_say(s.effect, last)} (cost)"
    if isinstance(s, a.May):
        return "you may " + _say(s.to, last)
    if isinstance(s, a.To):
        return (" and ".join(_say(x, last) for x in s.first) + " to "
                + ", ".join(_say(x, last) for x in s.then))
    if isinstance(s, a.If) and not s.then:
        return _say_condition(s.condition, last)
    if isinstance(s, a.If) and s.condition.kind == "moved":
        return ", ".join(_say(x, last) for x in s.then) + " as he moves"
    if isinstance(s, a.If):
        return "if so, " + ", ".join(_say(x, last) for x in s.then)
    if isinstance(s, a.Give):
        mods = "/".join(f"{'+' if sign > 0 else '-'}{v}{dict(force='F', chi='C', ph='PH')[st]}"
                        if isinstance(v, int) else
                        f"a {_STAT_WORDS[st]} {'bonus' if sign > 0 else 'penalty'} equal to {_say_value(v, last)}"
                        for st, v, sign in s.changes)
        return f"{mods} to {_say_ref(s.ref, last)}"
    if isinstance(s, a.Honor):
        return f"{'gain' if s.amount > 0 else 'lose'} {abs(s.amount)} Honor"
    if isinstance(s, a.Draw):
        return "draw a card" if s.n == 1 else f"draw {s.n} cards"
    if isinstance(s, a.AdditionalAction):
        return "take an additional action"
    if isinstance(s, a.TakeFavor):
        return "take the Imperial Favor"
    if isinstance(s, a.PutTerrain):
        return "put this Terrain into play at the current battlefield"
    if isinstance(s, a.NegateAction):
        what = {"move": "moving {}", "fear": "Fear effects on {}", "ranged": "Ranged Attacks on {}",
                "melee": "Melee Attacks on {}"}[s.effect]
        plural = " or ".join({"personality": "Personalities"}.get(t, f"{t.capitalize()}s") for t in s.types)
        return "negate the action's " + what.format(plural)
    if isinstance(s, a.DiscardFavor):
        return "discard the Imperial Favor"
    if isinstance(s, a.GiveTokens):
        mods = "/".join(f"{'+' if sign > 0 else '-'}{v}{dict(force='F', chi='C', ph='PH')[st]}"
                        for st, v, sign in s.changes)
        what = f"{s.n} {mods} {s.keyword + ' ' if s.keyword else ''}token{'s' if s.n > 1 else ''}"
        return f"{what} to {_say_ref(s.ref, last)}"
    if isinstance(s, a.DiscardHand):
        return f"discard {noun_words(s.noun)} from your hand"
    if isinstance(s, a.DestroyToken):
        return f"destroy a {s.keyword} token on {_say_ref(s.ref, last)}"
    if isinstance(s, a.CreateFollower):
        kinds = "".join(f"{k} " for k in s.keywords)
        return f"create a {s.force}F {kinds}Follower for {_say_ref(s.host, last)}"
    if isinstance(s, a.Attack):
        name = {"ranged": "Ranged {} Attack", "melee": "Melee {} Attack", "fear": "Fear {}"}[s.kind]
        if isinstance(s.strength, int):
            what = name.format(s.strength)
        else:
            what = name.format("").replace("  ", " ").strip() + f" of strength {_say_value(s.strength, last)}"
        return what + (" vs Gold Cost" if s.compare == "gold" else "")
    return ""


# ------------------------------------------------------------------ abilities and cards
def _ability(node: a.AbilityNode, ctype: str) -> str:
    zone = ZONES[ctype]
    ab = _Ability(zone, ctype in ATTACHMENTS, _count_targets(node.steps), ctype)
    h = node.header
    opts: list[str] = []
    keywords = tuple(d for d in h.designators if d not in FLAGS)
    for d in h.designators:
        if d in FLAGS:
            opts.append(f"{FLAGS[d]}=True")
    for cond in node.prefix:
        if cond.kind == "even_bowed":
            opts.append("even_bowed=True")
        elif cond.kind == "per_battle":
            opts.append("per_battle=True")
        elif cond.kind == "after":
            # a Reaction or Interrupt answering an event of the card itself (ivory "Reactions and
            # Interrupts": used right after its trigger): the engine's event, marked as the
            # triggered traits' are (TRIGGERS)
            event, args = cond.args
            if not set(h.timings) <= {"interrupt", "reaction"} or args:
                raise CannotCompile("an event trigger on other than a Reaction or Interrupt")
            trigger, flag, zone = TRIGGERS[event]
            if zone != ZONES[ctype]:
                raise CannotCompile(f"an event trigger of a card not in {ZONES[ctype]}")
            opts += [f"trigger={trigger!r}", f"when=w.source_event({flag!r})" if flag else "when=w.source_event()"]
    if h.timings == ("interrupt",) and not any(c.kind == "after" for c in node.prefix):
        # ivory "Interrupt actions": announced during another (non-Interrupt) action, after its
        # costs are paid and before its effects resolve; "the action" is that action
        ab.interrupt = True
        opts += ["trigger='announced'", "timing='before'", "when=w.interrupted_action"]
    if h.gold is not None:
        if h.gold < 0:
            raise CannotCompile("the :gstar: cost")
        opts.append(f"gold={h.gold}")
    ab.top = node.steps
    if any(isinstance(x, a.Attack) and x.kind == "fear" for x in node.steps):
        ab.keys.append("target")  # the Fear effect's target (vocab.fear_choice); others are target2 ...
    effects = _steps(ab, node.steps)
    if node.steps and isinstance(node.steps[0], a.If):
        # ivory "Good Faith Rule": an "If" starting the effects must hold to announce the action
        opts.append(f"condition={_condition(ab, node.steps[0].condition)}")
    if ab.bow or h.bow:
        opts.append("bow=True")
    if zone != "play":
        opts.append(f"zone={zone!r}")
    label = label_of(node)
    if ab.fear is not None:
        if ab.costs or effects:
            raise CannotCompile("Fear together with other costs or effects")
        kws = f", keywords={tuple(k for k in keywords if k != 'Fear')!r}" if set(keywords) - {"Fear"} else ""
        fear_label = [f"label={label!r}"] if not ab.fear.isdigit() else []
        # a card targeted besides the Fear's target ("Target ~'s Follower. Fear with strength equal
        # to its Force"): chosen after it, when the action is announced (ivory "Targeting")
        more = ["choices=" + _tuple(ab.choices)] if ab.choices else []
        return _call("v.fear_ability", [ab.fear, f"{h.timings!r}", *([kws[2:]] if kws else []), *fear_label,
                                        *opts, *more])
    if a.PutTerrain() in node.steps:  # ivory glossary "Terrain": played at the current battlefield
        if any(o.startswith("condition=") for o in opts):
            raise CannotCompile("a Terrain's action with a condition")
        opts.append("condition=w.terrain_playable")
        keywords = keywords if "Terrain" in keywords else (*keywords, "Terrain")
    if keywords:
        opts.append(f"keywords={keywords!r}")
    if ab.choices:
        opts.append("choices=" + _tuple(ab.choices))
    if ab.costs:
        opts.append("costs=" + _tuple(ab.costs))
    if ab.own_battle:
        opts.append("own_battle=True")
    return _call("v.Ability", [f"{h.timings!r}", _tuple(effects), f"label={label!r}", *opts])


def _tuple(items: list[str], indent: int = 12) -> str:
    """A tuple of expressions: on one line if short, else one a line."""
    one = "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    if len(one) + indent <= 100:
        return one
    pad = " " * (indent + 4)
    return "(\n" + "".join(f"{pad}{x},\n" for x in items) + " " * indent + ")"


def _call(fn: str, args: list[str], indent: int = 8) -> str:
    """``fn(args)``, one argument a line."""
    pad = " " * (indent + 4)
    return f"{fn}(\n" + "".join(f"{pad}{x},\n" for x in args) + " " * indent + ")"


#: traits that change a rule for the card itself: the engine's flag (``CardDef.flags``) and the
#: note telling it
FLAG_TRAITS = {
    "straightens_each": ("straighten_each", "It straightens in each player's Straighten Phase"),
    "no_straighten_first": ("no_straighten_first", "It does not straighten in its controller's Straighten Phase "
                                                   "before his or her second turn"),
    "refill_face_up": ("refill_face_up", "After it is recruited from a province, that province refills face up"),
    "one_copy_in_play": ("one_copy_in_play", "Its controller may have only one copy of it in play"),
    "stronghold_even_bowed": ("stronghold_even_bowed",
                              "Trait: his controller's Stronghold's abilities may be used while it is bowed"),
}
#: triggered trait events: (the engine's event, the flag it must carry, the zone the card is in)
TRIGGERS = {"destroyed": ("destroy", "", "discard"), "enters_play": ("enter_play", "", "play"),
            "equip": ("enter_play", "equip", "play"), "recruit": ("enter_play", "recruit", "play")}


def _triggered(node: a.Triggered, ctype: str) -> str:
    """A triggered trait (ivory "Triggered traits": mandatory, resolved even if the card is
    bowed, not limited to once a turn): ``forced=True``."""
    event, flag, zone = TRIGGERS[node.event]
    if node.event == "destroyed" and node.args:
        flag = node.args[0]
    ab = _Ability(zone, ctype in ATTACHMENTS, _count_targets(node.steps), ctype)
    effects = _steps(ab, node.steps)
    if ab.choices or ab.costs or ab.fear is not None:
        raise CannotCompile("a triggered trait with choices or costs")
    what = {"destroyed": "when destroyed", "enters_play": "when it enters play", "equip": "when Equipped",
            "recruit": "when Recruited"}[node.event] + (" in an Attack Phase" if flag == "attack_phase" else "")
    label = "; ".join(x for x in (_say(s, []) for s in node.steps) if x) + f" {what}"
    opts = [f"trigger={event!r}", f"when=w.source_event({flag!r})" if flag else "when=w.source_event()",
            "forced=True"]
    if zone != "play":
        opts.append(f"zone={zone!r}")
    return _call("v.Ability", ["('trait',)", _tuple(effects), f"label={label!r}", *opts])


def _reduction(seg: a.Reduction, ct: a.CardText) -> str:
    """A Holding's Gold cost reduction as its ``CardDef.produce``: bowed when paying for a card
    it names, it pays ``amount`` of that cost only (``words.reduced_gold``); its printed
    production (a plain ":bow:: Produce N Gold") stays the other way to bow it."""
    if ct.ctype != "Holding":
        raise CannotCompile(f"a Gold cost reduction on a {ct.ctype}")
    if any(isinstance(s, a.Production) and s.alt is not None for s in ct.segments):
        raise CannotCompile("a Gold cost reduction besides a conditional production")
    base = next((s.amount for s in ct.segments if isinstance(s, a.Production)), 0)
    types = tuple(t for t in seg.noun.types if t != "card")
    kws = tuple(k for q in seg.noun.qualifiers if q.kind == "keyword" for k in q.args)
    if any(q.kind != "keyword" or len(q.args) != 1 for q in seg.noun.qualifiers):
        raise CannotCompile("a Gold cost reduction for cards of this kind")
    return f"produce=w.reduced_gold({base}, {seg.amount}, {types!r}, {kws!r}, action={seg.action!r})"


def compile_card(ct: a.CardText, cid: str) -> Compiled:
    """The ``CARDS.define(...)`` statement of a parsed card, or :class:`CannotCompile`."""
    if ct.ctype not in ZONES:
        raise CannotCompile(f"card type {ct.ctype} (Events, Rings, Celestials, Senseis are not compiled yet)")
    if not ct.segments and ct.ctype in ("Strategy", "Spell", "Item"):
        raise CannotCompile(f"a {ct.ctype} without text in the data")
    abilities: list[str] = []
    fields: list[str] = []
    notes: list[str] = []
    flags: list[str] = []
    for seg in ct.segments:
        if isinstance(seg, a.Unparsed):
            raise CannotCompile(f"unparsed: {seg.reason}")
        if isinstance(seg, a.AbilityNode):
            abilities.append(_ability(seg, ct.ctype))
        elif isinstance(seg, a.Production):
            if seg.alt is not None:
                more, cond = seg.alt
                if cond.kind == "your_turn":
                    mine = cond.args[0]
                    fields.append(f"produce=w.turn_gold({seg.amount}, {more}, {mine!r})")
                    notes.append(f"Bow: produce {seg.amount} Gold, or {more} Gold "
                                 f"{'on' if mine else 'outside'} its controller's turn")
                    continue
                if cond.kind != "player_clan":
                    raise CannotCompile(f"Gold production if {cond.kind}")
                clan = cond.args[0]
                fields.append(f"produce=w.clan_gold({seg.amount}, {more}, {clan!r})")
                notes.append(f"Bow: produce {seg.amount} Gold, or {more} Gold for a {clan.capitalize()} Clan player")
            # a plain production is the card's printed Gold Production (facts)
        elif isinstance(seg, a.Reduction):
            fields.append(_reduction(seg, ct))
            if seg.only:
                notes.append(f"Bow: produce {seg.amount} Gold that can only pay for {noun_words(seg.noun)}")
            else:
                notes.append(f"Bow: when paying for {'an action on ' if seg.action else ''}{noun_words(seg.noun)}, "
                             f"pay {seg.amount} Gold less")
        elif isinstance(seg, a.Triggered):
            abilities.append(_triggered(seg, ct.ctype))
        elif isinstance(seg, a.Trait):
            if seg.kind in FLAG_TRAITS:
                flag, note = FLAG_TRAITS[seg.kind]
                flags.append(flag)
                notes.append(note)
            elif seg.kind == "attach_only" and ct.ctype in ATTACHMENTS:
                (noun,) = seg.args
                if any(q.kind != "keyword" or len(q.args) != 1 for q in noun.qualifiers):
                    raise CannotCompile("'can only attach to' cards of this kind")
                types = tuple(t for t in noun.types if t != "card")
                kws = tuple(q.args[0] for q in noun.qualifiers)
                fields.append(f"attach_only=w.attach_only({types!r}, {kws!r})")
                notes.append(f"It can only attach to {noun_words(noun)}")
            elif seg.kind == "no_challenges" and ct.ctype in ATTACHMENTS:
                flags.append("host_issues_no_challenges")
                notes.append("Its bearer issues no challenges")
            elif seg.kind == "self_bonus" and not any(f.startswith("continuous=") for f in fields):
                ref, changes, while_ = seg.args
                holder = "host" if ct.ctype in ATTACHMENTS and isinstance(ref, a.Self) \
                    and ref.word == "Personality" else "self"
                if holder == "self" and ct.ctype not in ("Personality", "Follower"):
                    raise CannotCompile(f"a stat bonus of a {ct.ctype}")
                amounts = ", ".join(f"{st}={sign * v}" for st, v, sign in changes)
                stats = tuple(st for st, _, _ in changes)
                holds = f", while_={while_!r}" if while_ else ""
                fields.append(f"continuous=w.self_bonus({holder!r}{holds}, {amounts})")
                fields.append(f"continuous_stats={stats!r}")
                who = "his bearer" if holder == "host" else "he"
                mods = " and ".join(f"{'+' if sign > 0 else '-'}{v} {_STAT_WORDS[st]}" for st, v, sign in changes)
                notes.append(f"Trait: {who} gets {mods}" + (f" while {while_}" if while_ else ""))
            elif seg.kind == "yours_bonus" and not any(f.startswith("continuous=") for f in fields):
                noun, changes, while_ = seg.args
                kws = tuple(k for q in noun.qualifiers if q.kind == "keyword" for k in q.args)
                other = noun.has("other")  # "Your other Crane Clan Personalities": not this card
                here = noun.has("at_this_battlefield")  # at the battlefield where this card is
                if any(q.kind not in ("keyword", "other", "at_this_battlefield")
                       or (q.kind == "keyword" and len(q.args) != 1)
                       for q in noun.qualifiers) or not all(isinstance(v, int) for _, v, _ in changes):
                    raise CannotCompile("a bonus to your cards of this kind")
                types = tuple(t for t in noun.types if t != "card")
                amounts = ", ".join(f"{st}={sign * v}" for st, v, sign in changes)
                others = (", other=True" if other else "") + (", here=True" if here else "") \
                    + (f", while_={while_!r}" if while_ else "")
                fields.append(f"continuous=w.yours_bonus({types!r}, {kws!r}{others}, {amounts})")
                fields.append(f"continuous_stats={tuple(st for st, _, _ in changes)!r}")
                mods = " and ".join(f"{'+' if sign > 0 else '-'}{v} {_STAT_WORDS[st]}" for st, v, sign in changes)
                plural = {"personality": "Personalities", "strategy": "Strategies"}
                whom = " ".join((*kws, " or ".join(plural.get(t, f"{t.capitalize()}s") for t in types) or "cards"))
                notes.append(f"Trait: your {'other ' if other else ''}{whom}{' at this battlefield' if here else ''} "
                             f"get {mods}" + (f" while {while_}" if while_ else ""))
            elif seg.kind == "self_keyword":
                ref, keyword = seg.args
                if ct.ctype not in ATTACHMENTS or ref.word != "Personality":
                    raise CannotCompile(f"a keyword trait on a {ct.ctype}")
                # ivory "Attachments": the Personality it is attached to has the keyword while it
                # stays attached to him (given when it enters play, attached)
                abilities.append(_call("v.Ability", [
                    "('trait',)", f"(w.host_keyword({keyword!r}),)", f"label={'bearer has ' + keyword!r}",
                    "trigger='enter_play'", "when=w.source_event()", "forced=True"]))
                notes.append(f"Trait: his bearer has {keyword}")
            elif seg.kind == "hand_size":
                (n,) = seg.args
                flags.append(f"max_hand:{n:+d}")
                notes.append(f"Trait: its controller has {n:+d} maximum hand size")
            elif seg.kind == "negate_fear" and isinstance(seg.args[0], a.Self) \
                    and (seg.args[0].word in ("~", "card") or seg.args[0].word.lower() == ct.ctype.lower()):
                flags.append("negate_fear")
                notes.append("Trait: Fear effects targeting it are negated")
            elif seg.kind == "provinces_strength" and not any(f.startswith("continuous=") for f in fields):
                (n,) = seg.args
                fields.append(f"continuous=w.provinces_bonus({n})")
                fields.append("continuous_stats=('province',)")
                notes.append(f"Trait: your Provinces have {n:+d} strength")
            elif seg.kind == "enters_unbowed" and ct.ctype == "Holding":
                flags.append("enters_unbowed")
                notes.append("It enters play unbowed")
            else:
                raise CannotCompile(f"trait {seg.kind} on a {ct.ctype}")
        else:
            raise CannotCompile(f"a segment of kind {type(seg).__name__}")
    parts = [f"id={cid!r}"]
    if notes:
        parts.append(f"note={'. '.join(notes)!r}")
    parts += fields
    if flags:
        parts.append(f"flags={tuple(flags)!r}")
    if abilities:
        parts.append("abilities=(\n        " + ",\n        ".join(abilities) + ",\n    )")
    if len(parts) == 1:
        return Compiled(cid, ct.title, f"CARDS.define(CardDef({parts[0]}))")
    return Compiled(cid, ct.title, "CARDS.define(CardDef(\n" + "".join(f"    {p},\n" for p in parts) + "))")
