"""Vocabulary of attachments (Rules Reference "Attachment Cards",
"Restricted", "Cost", "Gains", "Limit X per [period]").

* Characters played as attachments: :class:`PlayAsAttachment` marks a
  character card that may be played as an attachment (play.py offers it);
  :func:`AttachedAction` / :class:`AttachedAbility` is the text it has while
  attached; :func:`while_attached` the condition of its constant abilities.
  :func:`card_type` is a card's current type (a character in play as an
  attachment is an attachment).
* Moving attachments: the ``move_attachment`` event (``card``, ``host``, and
  optionally ``controller``: a new controller), :func:`can_attach`;
  :class:`AttachThisTo` ("attach this card to that character").
* :class:`DiscardAttachments` -- "discard each attachment on <subject>".
* :class:`OtherAttachmentsOnHost` -- "each other attachment on the attached character" (a
  selector: the ``on`` of a constant ability, e.g. one that gains a keyword).
* :class:`TakeControlOfAttachment` -- "take control of that attachment and attach it to an
  eligible character you control, if able; otherwise, discard it".
* :class:`PutAttachmentIntoPlay` -- "put a <kind> attachment into play from your <zones>,
  attached to that character" (chosen as it resolves; :func:`attachable_from` is the
  matching test of that character).
* Attachment limits: :class:`OnePerCharacter` ("Limit 1 per character": a
  newly attached copy discards the previous one); the Restricted check runs
  as soon as an attachment enters play or moves ("immediately").
* Legality: :func:`illegal_attachments`, a state check after every event frame
  and resolved ability, discards an attachment no longer legally attached for
  any reason (its host lost a Trait, gained "No Attachments", changed control)
  and a second copy one player controls on the same host.
* Cost reductions: :class:`AttachmentCostOnThis` ("each <trait> attachment played on this
  character costs 1 less"), :class:`ReduceNextCost` ("reduce the cost of the next
  attachment you play on this character this phase by 1"); play.py consumes
  the one-shot reductions when the card is paid for.
* Extra uses of triggered abilities: constant effect ``extra_uses`` (Way of
  the Dragon: ``Persistent("extra_uses", on="host")``), read by
  :func:`l5r.lcg.vocab.uses_left` for "Limit" abilities (never for "Max"); with an ``ability``
  index, for that ability alone (:class:`ExtraUseOfAbility`: "you may trigger that ability an
  additional time").
* Abilities as targets: :class:`PrintedAbilityTarget` ("choose a triggered ability printed on
  another character" / "an ability on a character you control"; :func:`printed_triggered`).
* Abilities an attachment gives its character: :class:`GrantToHost` (a constant ability) with
  the :class:`GrantedAbility` it grants.
* Gained abilities: a lasting or constant effect ``{"type": "gain_ability",
  "cid", "idx", "gid", "targets"}`` gives the targets the ability
  ``g.rules.cards[cid].abilities[idx]`` (:func:`gain_ability_effect`); the ability is
  offered on the gaining card under the index ``gid`` (>= :data:`GAINED`).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ..engine.tables import Handlers
from ..engine.names import says, their
from .actions import do, ev
from .hooks import after, state_check
from .keywords import attachments_allowed
from .model import FACTS, cannot, effects_of, frozen, has_keyword, name
from .state import ATTACHED, CONFLICT_DECK, PLAY
from .vocab import GAINED, Ability, Persistent, attach_restriction, type_now
from .vocab_cards import choice_frame, choose_frame
from .words import phrase, said, subject, until

if TYPE_CHECKING:
    from ..engine.game import Game

__all__ = [
    "GAINED", "PlayAsAttachment", "AttachedAbility", "AttachedAction", "AttachedReaction", "GrantToHost",
    "GrantedAbility", "while_attached", "card_type", "can_attach", "AttachThisTo", "DiscardAttachments",
    "OtherAttachmentsOnHost", "PutAttachmentIntoPlay", "SearchAttachmentIntoPlay", "TakeControlOfAttachment",
    "attachable_from", "OnePerCharacter", "ReduceNextCost", "gain_ability_effect", "playable_as_attachment",
    "GainAbility", "DiscardChosenAttachment",
    "restricted_count", "illegal_attachments",
]

APPLIERS = Handlers("applier")
FOLLOW_UPS = Handlers("follow_up")


# ------------------------------------------------------------------ characters as attachments
@dataclass(frozen=True)
class PlayAsAttachment:
    """"You may play this character as an attachment" (with the text the card
    gives it): play.py offers to play it from hand onto a character."""

    kind: str = "as_attachment"
    text: str = ""

    def describe(self) -> str:
        return self.text or "you may play this character as an attachment"


def playable_as_attachment(g: "Game", cid: str) -> bool:
    d = g.rules.cards.get(cid)
    return d is not None and any(getattr(a, "kind", "") == "as_attachment" for a in d.abilities)


@dataclass(frozen=True)
class AttachedAbility(Ability):
    """A triggered ability a character card has only while in play as an
    attachment (it is not printed on the character: Togashi Yokuni cannot
    gain it)."""

    def usable_from(self, g: "Game", p: int, c, gained: bool = False) -> bool:
        return c.zone == ATTACHED and Ability.usable_from(self, g, p, c, gained)

    def may_be_usable(self, g: "Game", c, as_if=None) -> bool:
        return c.zone == ATTACHED and Ability.may_be_usable(self, g, c, as_if)

    def user(self, c) -> int | None:
        return Ability.user(self, c) if c.zone == ATTACHED else None


def AttachedAction(*effects, **kw) -> AttachedAbility:
    return AttachedAbility("action", effects=tuple(effects), **kw)


def AttachedReaction(trigger: str | tuple, *effects, **kw) -> AttachedAbility:
    """A reaction a character card has only while in play as an attachment (as
    :func:`AttachedAction`)."""
    trig = (trigger,) if isinstance(trigger, str) else tuple(trigger)
    return AttachedAbility("reaction", effects=tuple(effects), triggers=trig, timing="reaction", **kw)


@dataclass(frozen=True)
class GrantToHost:
    """Constant ability of an attachment: "the attached character gains <ability ``idx`` of
    this card>" (Rules Reference "Gains"), while ``condition`` holds (a ``gain_ability``
    effect). Its index (gid) is fixed by this copy while it stays in play, so the limit is per
    copy and per character. The granted ability is a :class:`GrantedAbility`."""

    idx: int
    kind: str = "persistent"
    type: str = "gain_ability"
    condition: Callable | None = None

    def describe(self) -> str | None:
        cond = "" if self.condition is None else said(self.condition)
        if cond is None:
            return None
        return (f"{cond + ', ' if cond else ''}the attached character gains the ability below "
                "(only it can use it)")

    def produce(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        a = st.cards[ctx["card"]]
        h = a.attached_to
        if h < 0:
            return []
        gid = GAINED + 1_000_000 * (a.uid + 1) + a.instance
        return [{"type": "gain_ability", "cid": a.cid, "idx": self.idx, "gid": gid, "source": a.uid,
                 "constant": True, "targets": [[h, st.cards[h].instance]]}]


@dataclass(frozen=True)
class GrantedAbility(Ability):
    """An ability printed in quotes on an attachment (:class:`GrantToHost`): only the character
    that gains it can use it, never the attachment itself."""

    def usable_from(self, g: "Game", p: int, c, gained: bool = False) -> bool:
        return FACTS[c.cid].type == "character" and Ability.usable_from(self, g, p, c, gained)

    def may_be_usable(self, g: "Game", c, as_if=None) -> bool:
        return FACTS[c.cid].type == "character" and Ability.may_be_usable(self, g, c, as_if)


@phrase("while this card is attached to a character")
def while_attached(g, ctx) -> bool:
    """Condition of a character-as-attachment's constant ability."""
    return g.state.cards[ctx["card"]].zone == ATTACHED


def card_type(st, c) -> str:
    """The card's current type: a character card in play as an attachment is an attachment."""
    return type_now(c)


# ------------------------------------------------------------------ moving attachments
def can_attach(g: "Game", p: int, att: int, host: int) -> bool:
    """Could attachment ``att`` (controlled by ``p`` after the move) legally be
    attached to character ``host``? ("Attachment Cards": a character in play,
    not its current host, No Attachments, one copy by title per player, the
    attachment's own restrictions.)"""
    st = g.state
    a = st.cards[att]
    h = st.cards[host]
    if h.zone != PLAY or a.attached_to == host:
        return False
    af = FACTS[a.cid]
    if not attachments_allowed(st, h, af):
        return False
    if any(x != att and FACTS[st.cards[x].cid].name == af.name and st.cards[x].controller == p
           for x in h.attachments):
        return False
    return not attach_restriction(g, p, att, host, played=False)


@APPLIERS("move_attachment")
def _move_attachment(g, f, e):
    """Move an attachment to another character (not a new instance: it stays
    in play); ``controller``: the player who takes control of it."""
    st = g.state
    a = st.cards[e["card"]]
    p = e.get("controller", a.controller)
    if a.zone != ATTACHED or not can_attach(g, p, a.uid, e["host"]):
        e["cancelled"] = True
        return
    old = st.cards[a.attached_to]
    old.attachments.remove(a.uid)
    a.attached_to = e["host"]
    a.controller = p
    st.cards[e["host"]].attachments.append(a.uid)
    e["from_host"] = old.uid
    g.log(f"{name(g, a.uid)} moves to {name(g, e['host'])}.")


@dataclass(frozen=True)
class AttachThisTo:
    """"Attach this card to that character": this attachment moves to the chosen target
    (a ``move_attachment`` event; an illegal host cancels it)."""

    def describe(self) -> str:
        return "attach this card to it"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        return [ev("move_attachment", card=ctx["card"], host=u) for u in ctx.get("targets", [])]


@dataclass(frozen=True)
class PutThisIntoPlayAttached:
    """"Put this attachment into play (from your hand or discard pile), attached to that
    character": the ``enter_play`` game action of this card onto the chosen target, not played
    (no cost: Rules Reference "Play and Put into Play"); nothing when it could not legally be
    attached there (:func:`can_attach`) or is no longer where it was (Restored Heirloom)."""

    def describe(self) -> str:
        return "put this card into play attached to it"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        c = st.cards[ctx["card"]]
        if c.zone in (PLAY, ATTACHED):
            return []
        return [ev("enter_play", card=c.uid, player=ctx["player"], host=h, into_conflict=False, played=False)
                for h in ctx.get("targets", [])[:1] if can_attach(g, ctx["player"], c.uid, h)]


@dataclass(frozen=True)
class DiscardAttachments:
    """"Discard each attachment on <subject>" (``on`` as for :class:`l5r.lcg.vocab.Effect`):
    a ``leaves_play`` event for each, simultaneously."""

    on: str = "target"

    def describe(self) -> str:
        return "discard each attachment on it" if self.on == "target" else "discard each attachment on this card"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        st = g.state
        subjects = list(ctx.get("targets", [])) if self.on == "target" else [ctx["card"]]
        return self.on == "target" or any(st.cards[u].attachments for u in subjects)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        subjects = list(ctx.get("targets", [])) if self.on == "target" else [ctx["card"]]
        return [ev("leaves_play", card=a, reason="discarded", instance=st.cards[a].instance)
                for u in subjects for a in list(st.cards[u].attachments)]


@dataclass(frozen=True)
class DiscardChosenAttachment:
    """"Choose an attachment attached to <subject> and discard it": the ability's controller
    chooses one of the attachments on the subjects (``on``: an :class:`l5r.lcg.vocab.Effect`
    subject or a selector such as the duel's loser) as the effect resolves -- a choice made
    after initiation, not a target (Rules Reference "Target") -- and it leaves play. Nothing
    when there is no attachment.

    >>> DiscardChosenAttachment(on="self").describe()
    'choose an attachment on this card and discard it'
    """

    on: object = "target"

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"choose an attachment on {who} and discard it" if who else None

    def _attachments(self, g: "Game", ctx: dict) -> list[int]:
        st = g.state
        on = self.on
        subjects = [ctx["card"]] if on == "self" else list(ctx.get("targets", [])) if on == "target" \
            else on.cards(g, ctx)  # type: ignore[attr-defined]
        return [a for u in subjects for a in st.cards[u].attachments]

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return self.on == "target" and "targets" not in ctx or bool(self._attachments(g, ctx))

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        found = self._attachments(g, ctx)
        if found:
            g.push(choose_frame(g, ctx["player"], found, "leaves_play", fields={"reason": "discarded"},
                                prompt=f"{name(g, ctx['card'])}: choose an attachment to discard"))
        return []


@dataclass(frozen=True)
class OtherAttachmentsOnHost:
    """"Each other attachment on attached character": the attachments on this card's host
    but this card (a selector with ``cards``, as :class:`l5r.lcg.vocab.Each`).

    >>> OtherAttachmentsOnHost().describe()
    'each other attachment on the attached character'
    """

    def describe(self) -> str:
        return "each other attachment on the attached character"

    def cards(self, g: "Game", ctx: dict) -> list[int]:
        st = g.state
        h = st.cards[ctx["card"]].attached_to
        return [a for a in st.cards[h].attachments if a != ctx["card"]] if h >= 0 else []


@dataclass(frozen=True)
class TakeControlOfAttachment:
    """"Take control of that attachment and attach it to an eligible character you control, if
    able. Otherwise, discard it": the character is chosen as the effect resolves among yours
    it can legally be attached to under your control (``move_attachment`` with
    ``controller``; Rules Reference "Control and Ownership")."""

    def describe(self) -> str:
        return "take control of it and attach it to a character you control it can go on (else discard it)"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        out = []
        for a in ctx.get("targets", []):
            c = st.cards[a]
            if c.zone != ATTACHED:
                continue
            hosts = [h for h in st.players[p].play if can_attach(g, p, a, h)]
            if not hosts:
                out.append(ev("leaves_play", card=a, reason="discarded", instance=c.instance))
                continue
            g.push(choice_frame(p, [(h, name(g, h)) for h in hosts], "events",
                                prompt=f"Attach {name(g, a)} to which of your characters?", context="attach_to",
                                events={str(h): [ev("move_attachment", card=a, host=h, controller=p)]
                                        for h in hosts}))
        return out


def _attachments_for(g: "Game", p: int, host: int, zones: tuple, test, ctx: dict) -> list[int]:
    st = g.state
    pl = st.players[p]
    out = []
    for zone in zones:
        for u in getattr(pl, zone):
            c = st.cards[u]
            if FACTS[c.cid].type == "attachment" and (test is None or test(g, ctx, c)) and can_attach(g, p, u, host):
                out.append(u)
    return out


def attachable_from(zones: tuple, test=None):
    """Card test: a character to which a (``test``) attachment from the ability controller's
    ``zones`` could be attached (the eligible targets of :class:`PutAttachmentIntoPlay`)."""
    def host_test(g, ctx, c) -> bool:
        return bool(_attachments_for(g, ctx["player"], c.uid, zones, test, ctx))
    kind = said(test) if test is not None else ""
    if kind is not None:
        where = " or ".join(z.replace("_", " ") for z in zones)
        host_test.says = f"that can take {kind + ' ' if kind else ''}attachment from your {where}"  # type: ignore[attr-defined]
    return host_test


@dataclass(frozen=True)
class PutAttachmentIntoPlay:
    """"Put a <``test``> attachment into play from your <``zones``>, attached to that
    character": chosen as the effect resolves among the controller's cards that can legally
    attach to the target (not played: no cost; Rules Reference "Play and Put into Play")."""

    zones: tuple
    test: Any = None

    def describe(self) -> str | None:
        kind = "" if self.test is None else said(self.test)
        if kind is None:
            return None
        where = " or ".join(z.replace("_", " ") for z in self.zones)
        return f"put {kind + ' ' if kind else 'an '}attachment from your {where} into play attached to it"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True  # checked on the target (attachable_from)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        p = ctx["player"]
        for h in ctx.get("targets", []):
            cands = _attachments_for(g, p, h, self.zones, self.test, ctx)
            if cands:
                g.push(choose_frame(g, p, cands, "enter_play", prompt="Put which attachment into play?",
                                    fields={"player": p, "host": h, "played": False}))
        return []


@dataclass(frozen=True)
class SearchAttachmentIntoPlay:
    """"Search the top ``top`` cards of your conflict deck for an attachment and put it into
    play attached to a character you control; shuffle": the player may choose one of those
    attachments that can legally attach to one of their characters (Rules Reference "Search":
    they need not find one; "Play and Put into Play": not played, no cost), then its host;
    the deck is shuffled either way.

    >>> SearchAttachmentIntoPlay().describe()
    'search the top 5 cards of your conflict deck for an attachment, put it into play attached to a character you control, then shuffle'
    """

    top: int = 5

    def describe(self) -> str:
        return (f"search the top {self.top} cards of your conflict deck for an attachment, put it into play "
                "attached to a character you control, then shuffle")

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return bool(g.state.players[ctx["player"]].conflict_deck)

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        p = ctx["player"]
        pl = st.players[p]
        looked = list(reversed(pl.conflict_deck[-self.top:]))  # top card first
        cands = [u for u in looked if FACTS[st.cards[u].cid].type == "attachment"
                 and any(can_attach(g, p, u, h) for h in pl.play)]
        g.log(f"{says(pl.name, 'searches')} the top {len(looked)} cards of {their(pl.name)} conflict deck.")
        g.push(choose_frame(g, p, cands, "lcg.search_attachment", count=1, up_to=True, ask_always=True,
                            prompt="Search: choose an attachment to put into play (or none)"))
        return []


@FOLLOW_UPS("lcg.search_attachment")
def _searched_attachment(g: "Game", f: dict, picked: list[str]) -> None:
    """The found attachment's host is chosen among the player's characters it can attach to;
    the deck is shuffled (the attachment enters play from it after)."""
    st = g.state
    p = f["player"]
    g.shuffle(st.players[p].conflict_deck)
    g.log(f"{says(st.players[p].name, 'shuffles')} {their(st.players[p].name)} conflict deck.")
    if picked:
        a = int(picked[0])
        hosts = [h for h in st.players[p].play if can_attach(g, p, a, h)]
        g.push(choose_frame(g, p, hosts, "lcg.searched_host", count=1, prompt=f"Attach {name(g, a)} to which character?",
                            attachment=a))


@FOLLOW_UPS("lcg.searched_host")
def _searched_host(g: "Game", f: dict, picked: list[str]) -> None:
    a = f["attachment"]
    if picked and g.state.cards[a].zone == CONFLICT_DECK:
        do(g, [ev("enter_play", card=a, player=f["player"], host=int(picked[0]), into_conflict=False, played=False)])


# ------------------------------------------------------------------ attachment limits
@dataclass(frozen=True)
class OnePerCharacter:
    """"Limit 1 per character": when another copy (by title, any controller)
    becomes attached to the same character, the previous one is discarded
    ("Attachment Cards")."""

    kind: str = "attach_limit"
    text: str = ""

    def describe(self) -> str:
        return self.text or "limit 1 per character"


def _limited(g: "Game", cid: str) -> bool:
    d = g.rules.cards.get(cid)
    return d is not None and any(getattr(a, "kind", "") == "attach_limit" for a in d.abilities)


def _attachment_checks(g: "Game", e: dict) -> list[dict]:
    """After an attachment enters play or moves: the limit per character,
    then Restricted ("immediately ... when the new attachment enters play")."""
    st = g.state
    a = st.cards[e["card"]]
    if a.zone != ATTACHED:
        return []
    host = st.cards[a.attached_to]
    out = []
    if _limited(g, a.cid):
        for x in host.attachments:
            if x != a.uid and st.cards[x].cid == a.cid:
                out.append(ev("leaves_play", card=x, reason="limit 1 per character"))
    if restricted_count(st, host) > 2:
        g.push({"step": "lcg.restricted", "host": host.uid})
    return out


def restricted_count(st, host) -> int:
    """How many of ``host``'s attachments are Restricted."""
    with frozen(st):
        return sum(1 for x in host.attachments if has_keyword(st, st.cards[x], "restricted"))


def illegal_attachments(g: "Game") -> list[dict]:
    """Rules Reference "Attachment Cards": "If a situation arises in which an
    attachment is not legally attached, discard the attachment", for any reason:
    its own text no longer allows the host ("attach to a Bushi you control":
    the host lost the Trait or changed control), or the host's keywords forbid
    it ("No Attachments", gained or no longer blank); and "only one copy of an
    attachment (by name) per player" per host: of several copies one player
    controls on one host, all but the last attached are discarded (the copies
    are alike, so the engine keeps the newest instead of asking, as "Limit 1 per
    character" does: :class:`OnePerCharacter`). An attachment
    that cannot be discarded stays. A state check (:func:`l5r.lcg.actions.state_events`)."""
    st = g.state
    cards = st.cards
    defs = g.rules.cards
    out: list[dict] = []
    hosts = [cards[h] for q in st.players for h in q.play if cards[h].attachments]
    if not hosts:
        return out
    with frozen(st):
        # only a host with a "No Attachments" keyword (printed, or gained by some card) and an
        # attachment whose text names its host can be illegal for reasons other than a copy
        gained_no = _may_gain_no_attachments(g) and \
            any(e["keyword"].startswith("no ") for e in effects_of(st, "gain_keyword"))
        for host in hosts:
                h = host.uid
                keywords = gained_no or _printed_no_attachments(host.cid)
                seen: set[tuple[str, int]] = set()
                for a in reversed(host.attachments):  # the newest copy stays
                    ac = cards[a]
                    af = FACTS[ac.cid]
                    copy = (af.name, ac.controller)
                    d = defs.get(ac.cid)
                    illegal = copy in seen or (keywords and not attachments_allowed(st, host, af)) \
                        or (d is not None and bool(d.host_rules)
                            and attach_restriction(g, ac.controller, a, h, played=False))
                    seen.add(copy)
                    if illegal and not cannot(g, "discard", ac):
                        out.append(ev("leaves_play", card=a, reason="no longer legally attached"))
    return out


def _may_gain_no_attachments(g: "Game") -> bool:
    """Could a character have gained a "No Attachments" keyword: a lasting effect gives one, or
    a card of this game has a constant ability that does (``persistent_types``, the game's
    index of constant abilities by type: :func:`l5r.lcg.abilities.prepare_game`)?"""
    st = g.state
    if any(e["type"] == "gain_keyword" and e["keyword"].startswith("no ") for e in st.lasting):
        return True
    uids = st.config.get("persistent_types", {}).get("gain_keyword")
    if uids is None:
        return "persistent_types" not in st.config  # a game prepared without the index: look
    known = _GAME_GRANTS_NO.get(id(uids))  # the cards of a game never change: once per index list
    if known is not None and known[0] is uids and known[1] is g.rules.cards:
        return known[2]
    grants = any(_grants_no_attachments(g.rules.cards, st.cards[u].cid) for u in uids)
    if len(_GAME_GRANTS_NO) >= 64:
        _GAME_GRANTS_NO.clear()
    _GAME_GRANTS_NO[id(uids)] = (uids, g.rules.cards, grants)
    return grants


#: id of a game's ``persistent_types["gain_keyword"]`` list -> (the list, the rule set's
#: cards, does one of those cards give a "No ..." keyword?): :func:`_may_gain_no_attachments`
_GAME_GRANTS_NO: dict[int, tuple[list, dict, bool]] = {}


#: id of a card definition -> (the definition, does it give a "No ..." keyword?)
_GRANTS_NO: dict[int, tuple[Any, bool]] = {}


def _grants_no_attachments(defs: dict, cid: str) -> bool:
    d = defs.get(cid)
    if d is None:
        return False
    known = _GRANTS_NO.get(id(d))
    if known is not None and known[0] is d:
        return known[1]
    grants = any(getattr(ab, "type", "") == "gain_keyword" and ab.keyword.startswith("no ") for ab in d.persistent)
    _GRANTS_NO[id(d)] = (d, grants)
    return grants


@functools.cache
def _printed_no_attachments(cid: str) -> bool:
    """Does card ``cid`` print a "No Attachments" keyword (of any form)?"""
    return any(kw.startswith("no ") and "attachments" in kw for kw in FACTS[cid].keywords)


HOOKS = (after("enter_play", _attachment_checks), after("move_attachment", _attachment_checks),
         state_check(illegal_attachments, order=-1))


# ------------------------------------------------------------------ cost reductions
@dataclass(frozen=True)
class ReduceNextCost:
    """"Reduce the cost of the next <card_type> you play [on this character]
    this <until> by <amount>": a one-shot lasting cost modifier, used up by
    the next matching card played (play.py). ``on_host``: only for cards
    played on the character this card is attached to. ``card_type`` may be a tuple
    of types ("the next attachment or character you play").

    >>> ReduceNextCost(1, ("attachment", "character"), on_host=False).describe()
    'the next attachment or character you play until the end of the phase costs 1 less'
    >>> ReduceNextCost(2, "", on_host=False, until="conflict").describe()
    'the next card you play until the end of the conflict costs 2 less'
    """

    amount: int = 1
    card_type: str | tuple = "attachment"
    on_host: bool = True
    until: str = "phase"

    def _kind(self) -> str:
        return (self.card_type or "card") if isinstance(self.card_type, str) else " or ".join(self.card_type)

    def describe(self) -> str:
        on = " on the attached character" if self.on_host else ""
        return f"the next {self._kind()} you play{on} {until(self.until)} costs {self.amount} less"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return not self.on_host or g.state.cards[ctx["card"]].attached_to >= 0

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        e = {"type": "cost", "player": ctx["player"], "value": -self.amount, "once": True,
             "until": self.until, "source": ctx["card"], "targets": []}
        if self.card_type:
            e["card_type"] = self.card_type if isinstance(self.card_type, str) else list(self.card_type)
        if self.on_host:
            h = st.cards[ctx["card"]].attached_to
            if h < 0:
                return []
            e["host"] = [h, st.cards[h].instance]
        st.lasting.append(e)
        g.log(f"The next {self._kind()} costs {self.amount} less.")
        return []


@dataclass(frozen=True)
class ReduceCosts:
    """"Reduce the cost of each <card_type> you play <until> by <amount>": a lasting cost
    modifier of the fate cost only (not of the costs of the played card's ability: ruling,
    Rules Reference "Cost"), never below 0."""

    amount: int = 1
    card_type: str = "event"
    until: str = "conflict"

    def describe(self) -> str:
        return f"each {self.card_type} you play {until(self.until)} costs {self.amount} less"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        g.state.lasting.append({"type": "cost", "player": ctx["player"], "value": -self.amount,
                                "card_type": self.card_type, "until": self.until, "source": ctx["card"],
                                "targets": []})
        g.log(f"Each {self.card_type} costs {self.amount} less {until(self.until)}.")
        return []


@dataclass(frozen=True)
class AttachmentCostOnThis(Persistent):
    """A constant ability "reduce the cost by ``amount`` to play each <``trait``> attachment
    on this character (``or_neutral``: or on a neutral character)": a ``cost`` effect for its
    controller, matched by :func:`l5r.lcg.model.cost_of` on the host (Rules Reference
    "Cost", "Neutral")."""

    type: str = "cost"
    on: object = "controller"
    card_type: str = "attachment"
    trait: str = ""
    amount: int = 1
    or_neutral: bool = False

    def describe(self) -> str:
        trait = f"{self.trait.capitalize()} " if self.trait else ""
        where = "this character" + (" or a neutral character" if self.or_neutral else "")
        return f"Each {trait}attachment you play on {where} costs {self.amount} less."

    def produce(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        c = st.cards[ctx["card"]]
        e = {"type": "cost", "source": c.uid, "constant": True, "players": [ctx["player"]],
             "player": ctx["player"], "actions": [], "value": -self.amount, "card_type": "attachment",
             "host": [c.uid, c.instance]}
        if self.trait:
            e["traits"] = [self.trait]
        if self.or_neutral:
            e["or_neutral_host"] = True
        return [e]


# ------------------------------------------------------------------ gained abilities
@dataclass(frozen=True)
class GainAbility:
    """"<subject> gains: '<ability>' until ``until``": a lasting ``gain_ability`` effect giving
    the subjects (``on`` as for :class:`l5r.lcg.vocab.Effect`, or a selector such as the duel's
    loser) ability ``idx`` of this card's definition (Rules Reference "Gains"); a constant
    ability gained so applies as the character's own (:func:`l5r.lcg.constant.constant_effects`).

    >>> GainAbility(1, on="self").describe()
    'this card gains the ability below until the end of the conflict'
    """

    idx: int
    on: object = "target"
    until: str = "conflict"

    def describe(self) -> str | None:
        who = subject(self.on)
        return f"{who} gains the ability below {until(self.until)}" if who else None

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        on = self.on
        us = [ctx["card"]] if on == "self" else list(ctx.get("targets", [])) if on == "target" \
            else on.cards(g, ctx)  # type: ignore[attr-defined]
        cid = st.cards[ctx["card"]].cid
        for u in us:
            gain_ability_effect(g, u, cid, self.idx, self.until, ctx["card"])
        return []


def gain_ability_effect(g: "Game", target: int, cid: str, idx: int, until: str, source: int) -> dict:
    """A lasting effect: ``target`` gains ability ``idx`` of card ``cid``."""
    st = g.state
    gid = GAINED + st.next_id
    st.next_id += 1
    e = {"type": "gain_ability", "cid": cid, "idx": idx, "gid": gid, "until": until,
         "source": source, "targets": [[target, st.cards[target].instance]]}
    st.lasting.append(e)
    return e


def printed_triggered(g: "Game", cid: str) -> list[int]:
    """Indices of the triggered abilities (actions, reactions, interrupts,
    forced ones included) printed on a character card: also those used from
    another zone (Vengeful Oathkeeper, Keeper Initiate: gained, they cannot
    be used from play), not the text a character has only while it is an
    attachment (ruling, Togashi Kazue)."""
    d = g.rules.cards.get(cid)
    if d is None:
        return []
    return [i for i, a in enumerate(d.abilities)
            if isinstance(a, Ability) and a.kind in ("action", "reaction", "interrupt")
            and not isinstance(a, AttachedAbility) and not a.from_hand]


@dataclass(frozen=True)
class PrintedAbilityTarget:
    """Target "a triggered ability printed on another character" (in play,
    either player's; ruling: not in a province or a discard pile) -- with
    ``controller="self"``: "an ability on a character you control". The
    target is the ability, not the character (ruling: Shiba Yōjimbō does not
    protect it), chosen in step 5 like any target (Rules Reference "Choose",
    "Initiating Abilities"); ids ``"<uid>:<index>"`` go to ``ctx["abilities"]``.
    A blank character still has its printed abilities to gain (ruling, Cloud
    the Mind).

    >>> PrintedAbilityTarget().describe(), PrintedAbilityTarget(controller="self").describe()
    ('a triggered ability printed on another character in play', 'a triggered ability on a character you control')
    """

    into: str = "abilities"
    count: int = 1
    up_to: bool = False
    controller: str = "any"  # any | self

    def describe(self) -> str:
        if self.controller == "self":
            return "a triggered ability on a character you control"
        return "a triggered ability printed on another character in play"

    def candidates(self, g, ctx) -> list[str]:
        st = g.state
        return [f"{u}:{i}" for q in st.players for u in q.play
                if u != ctx["card"] and (self.controller != "self" or st.cards[u].controller == ctx["player"])
                for i in printed_triggered(g, st.cards[u].cid)]

    def label(self, g, ident: str) -> str:
        u, i = (int(x) for x in ident.split(":"))
        d = g.rules.cards[g.state.cards[u].cid]
        return f"{name(g, u)}: {d.abilities[i].text or d.text}"


@dataclass(frozen=True)
class ExtraUseOfAbility:
    """"You may trigger that ability an additional time <until>" (the chosen ability of a
    :class:`PrintedAbilityTarget`): a lasting ``extra_uses`` effect on its character for that
    ability alone (:func:`l5r.lcg.vocab.extra_uses`; Rules Reference "Limits and Maximums": a
    "Max" is never raised). Errata (Smuggling Deal, Kaiu Inventor): "this round, or the period
    its limit names" -- one more use in each period of its limit until the effect expires."""

    until: str = "round"

    def describe(self) -> str:
        return f"you may trigger that ability an additional time {until(self.until)}"

    def could_change(self, g: "Game", ctx: dict) -> bool:
        return True

    def events(self, g: "Game", ctx: dict) -> list[dict]:
        st = g.state
        for ident in ctx.get("abilities", []):
            u, i = (int(x) for x in ident.split(":"))
            c = st.cards[u]
            if c.zone != PLAY:
                continue
            st.lasting.append({"type": "extra_uses", "value": 1, "ability": i, "targets": [[u, c.instance]],
                               "until": self.until, "source": ctx["card"]})
            g.log(f"An ability of {name(g, u)} may be used once more {until(self.until)}.")
        return []
