"""Core Set Dragon clan cards.

Private helpers (candidates for the shared vocabulary): :class:`BowOwnAttachment` (a cost
that asks a choice; the cost "spend fate to an unclaimed ring" is the shared
:class:`l5r.lcg.vocab_rings.FateToRing`, the lasting "cannot" on each character a
selector picks the shared :class:`l5r.lcg.vocab.EachCannot`),
:class:`LookAndDiscard`, :class:`DiscardDownTo`, :class:`OpponentsRemoveFate`,
:class:`ModifyFixed`, :class:`GainPrintedAbility` (with its target
:class:`l5r.lcg.vocab_attachments.PrintedAbilityTarget`),
:class:`PunishLoser`; their choices use the shared ``lcg.choose`` frame
(:func:`l5r.lcg.vocab_cards.choice_frame`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..words import said, phrase, until
from ...engine.decision import Decision, Option
from ..abilities import CardTable
from ..actions import do, ev
from ..model import cannot, name, opponents, skill, yours
from ..state import PLAY
from ..vocab import (
    Action, AttachTo, Cost, Each, EachCannot, Effect, Interrupt, Limit, Persistent, Reaction, Target,
    during_conflict, event_is,
)
from ..vocab_attachments import (
    AttachedAction, OnePerCharacter, PlayAsAttachment, PrintedAbilityTarget, ReduceNextCost,
    gain_ability_effect, while_attached,
)
from ..vocab_cards import SearchDeck, choice_frame
from ..vocab_duels import Challenge
from ..vocab_tokens import MoveFate
from .conditions import attacking, attacking_alone, host_participating, is_attacking, matching, monk_or_monk_attachment, not_, opponent_declares, opponent_declares_ring_with_fate, other_than_host, printed_type_is, value_at_most, with_attachment, with_fate, you_attach_to_this, your_facedown_provinces
from ..vocab_rings import FateToRing

CARDS = CardTable()


# ------------------------------------------------------------------ costs



def _own_ready_attachments(g, p, uid) -> list[int]:
    st = g.state
    return [a for a in st.cards[uid].attachments
            if st.cards[a].controller == p and not st.cards[a].bowed and not cannot(g, "bow", st.cards[a])]


@dataclass(frozen=True)
class BowOwnAttachment:
    """Cost "bow a (friendly) attachment on this character"."""

    def describe(self) -> str:
        return "bow an attachment you control on this character"

    def can_pay(self, g, p, uid) -> bool:
        return bool(_own_ready_attachments(g, p, uid))

    def choose(self, g, f, i) -> bool:
        cands = _own_ready_attachments(g, f["player"], f["card"])
        if g.alone(cands):
            f["cost_choices"][str(i)] = str(cands[0])
            return False
        g.ask(Decision(f["player"], "choose_one", "Bow which attachment?",
                       [Option(str(a), name(g, a)) for a in cands], context="bow_attachment"))
        return True

    def pay(self, g, p, uid, f) -> None:
        a = int(f["cost_choices"][str(f["cost_index"])])
        g.state.cards[a].bowed = True
        g.log(f"{name(g, a)} bows.")


# ------------------------------------------------------------------ effects
@dataclass(frozen=True)
class LookAndDiscard:
    """Look at your opponent's hand, choose 1 of those cards and discard it."""

    def describe(self) -> str:
        return "look at your opponent's hand and discard 1 card of it"

    def could_change(self, g, ctx) -> bool:
        st = g.state
        return any(st.players[o].hand for o in opponents(st, ctx["player"]))

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        hand = [u for o in opponents(st, ctx["player"]) for u in st.players[o].hand]
        if hand:
            g.push(choice_frame(ctx["player"], [(u, name(g, u)) for u in hand], "action",
                                ask_always=True, prompt="Discard which card of your opponent's hand?",
                                context="discard_chosen", action="discard_from_hand",
                                fields={"random": False}))
        return []


@dataclass(frozen=True)
class DiscardDownTo:
    """Your opponent discards cards of their choice from hand, all at once,
    until they have ``n`` cards."""

    n: int = 4

    def describe(self) -> str:
        return f"your opponent discards cards of their choice from hand until they have {self.n}"

    def could_change(self, g, ctx) -> bool:
        st = g.state
        return any(len(st.players[o].hand) > self.n for o in opponents(st, ctx["player"]))

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        for o in opponents(st, ctx["player"]):
            hand = st.players[o].hand
            k = len(hand) - self.n
            if k > 0:
                g.push(choice_frame(o, [(u, name(g, u)) for u in hand], "action", count=k, many=True,
                                    ask_always=True, prompt=f"Discard {k} card(s) from your hand",
                                    context="discard_many", action="discard_from_hand",
                                    fields={"random": False}))
        return []


def _with_fate(st, p) -> list[int]:
    return [u for u in st.players[p].play if st.cards[u].fate > 0]


@dataclass(frozen=True)
class OpponentsRemoveFate:
    """Each opponent who controls more characters than you chooses a
    character they control with fate; 1 fate is removed from each chosen."""

    def describe(self) -> str:
        return "each opponent who controls more characters than you removes 1 fate from a character they control"

    def _who(self, g, ctx) -> list[int]:
        st = g.state
        mine = len(st.players[ctx["player"]].play)
        return [o for o in opponents(st, ctx["player"])
                if len(st.players[o].play) > mine and _with_fate(st, o)]

    def could_change(self, g, ctx) -> bool:
        return bool(self._who(g, ctx))

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        for o in self._who(g, ctx):
            cands = _with_fate(st, o)
            if g.alone(cands):
                do(g, [ev("remove_fate", card=cands[0], amount=1)])
            else:
                g.push(choice_frame(o, [(u, name(g, u)) for u in cands], "action", ask_always=True,
                                    prompt="Choose a character you control with fate: it loses 1 fate",
                                    context="remove_one_fate", action="remove_fate", fields={"amount": 1}))
        return []


@dataclass(frozen=True)
class ModifyFixed:
    """The target gets +N/+N until the end of the conflict, N computed
    when the effect resolves (it does not change afterwards)."""

    amount: Callable

    def describe(self) -> str | None:
        x = said(self.amount)
        return f"it gets +X military and political until the end of the conflict, where X is {x}" if x else None

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        for u in ctx.get("targets", []):
            n = self.amount(g, ctx, st.cards[u])
            st.lasting.append({"type": "modify", "stat": "skills", "op": "add", "value": n,
                               "targets": [[u, st.cards[u].instance]], "until": "conflict",
                               "source": ctx["card"]})
            g.log(f"{name(g, u)} gets +{n}/+{n} until the end of the conflict.")
        return []


@dataclass(frozen=True)
class GainPrintedAbility:
    """"This character gains that ability until the end of the phase": a
    lasting effect (Rules Reference "Gains", "Lasting Effects") with the
    ability's own limit for this copy ("Max" counts by title: Togashi
    Yokuni's). It lasts while this character stays in play, whatever becomes
    of the character the ability was printed on; the ability is gained only
    if that character is still in play when the effect resolves."""

    until: str = "phase"

    def describe(self) -> str:
        return f"this character gains that ability {until(self.until)}"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        for ident in ctx.get("abilities", []):
            u, i = (int(x) for x in ident.split(":"))
            if st.cards[u].zone != PLAY or st.cards[ctx["card"]].zone != PLAY:
                continue
            gain_ability_effect(g, ctx["card"], st.cards[u].cid, i, self.until, ctx["card"])
            g.log(f"{name(g, ctx['card'])} gains an ability of {name(g, u)}.")
        return []


@dataclass(frozen=True)
class PunishLoser:
    """Duel follow-up: the loser is discarded if it has no fate, otherwise it loses 1 fate."""

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        loser = ctx.get("duel", {}).get("loser", -1)
        if loser < 0:
            return []
        if g.state.cards[loser].fate == 0:
            return [ev("leaves_play", card=loser, reason="discarded")]
        return [ev("remove_fate", card=loser, amount=1)]


# ------------------------------------------------------------------ conditions
@phrase("the conflict phase begins")
def _conflict_phase_begins(g, ctx, e) -> bool:
    return e.get("phase") == "conflict"


_attacking_alone = attacking_alone


_opponent_chose_ring_with_fate = opponent_declares_ring_with_fate


@phrase("each participating character you control")
def _my_participants(g, ctx) -> list[int]:
    st = g.state
    cf = st.conflict
    if cf is None:
        return []
    return [u for u in cf.attackers + cf.defenders if st.cards[u].controller == ctx["player"]]


@phrase("you win a conflict with this as your only participating character")
def _won_alone(g, ctx, e) -> bool:
    return yours(g.state, ctx["player"], e["player"]) and len(_my_participants(g, ctx)) == 1


_attacking_glory_at_most_x = matching(
    is_attacking, value_at_most("glory", your_facedown_provinces),
    says="an attacking character with glory no higher than the number of your facedown provinces")


_printed_attachment = printed_type_is("attachment")


_has_attachments = with_attachment()


_no_attachments = not_(with_attachment(), says="without attachments")


@phrase("1, or 2 if it has 2 or more attachments")
def _anvil_bonus(g, ctx, c) -> int:
    return 2 if len(c.attachments) >= 2 else 1


_weapon_attached_to_me = you_attach_to_this("weapon")


_host_participating = host_participating


_another_participant_with_fate = matching(other_than_host, with_fate, says="another character with fate")





# ------------------------------------------------------------------ the cards
CARDS.card("01-mountain-s-anvil-castle",
     Action(ModifyFixed(_anvil_bonus), costs=(Cost("bow_self"),), condition=during_conflict(),
            target=Target(where="participating", test=_has_attachments),
            text="bow: a participating character with attachments gets +1/+1 (+2/+2 with 2 or more)"),
     text="During a conflict, bow: a participating character with an attachment gets +1/+1 this "
          "conflict, +2/+2 if it has two or more.")

CARDS.card("01-restoration-of-balance",
     Interrupt("break_province", DiscardDownTo(4), when=event_is(card="self"),
               text="your opponent discards down to 4 cards"),
     text="(Errata) When this province is broken, the opponent discards cards of their choice down to 4 in hand.")

CARDS.card("01-secluded-temple",
     Reaction("phase_begin", OpponentsRemoveFate(), when=_conflict_phase_begins,
              text="opponents with more characters each remove 1 fate from one of theirs"),
     text="When the conflict phase begins, each opponent with more characters than you removes 1 "
          "fate from a character of theirs.")

CARDS.card("01-agasha-swordsmith",
     Action(SearchDeck(top=5, test=_printed_attachment), text="search the top 5 conflict cards for an attachment"),
     text="Action: look through your top 5 conflict cards, take an attachment into hand, shuffle.")

CARDS.card("01-ascetic-visionary",
     Action(Effect("ready"), costs=(FateToRing(),), condition=attacking,
            target=Target(action="ready", test=monk_or_monk_attachment),
            text="spend 1 fate to a ring: ready a Monk (or a character with a Monk attachment)"),
     text="While attacking, put 1 fate from your pool on an unclaimed ring to ready a Monk "
          "or a character carrying a Monk attachment.")

CARDS.card("01-doomed-shugenja",
     Persistent("cannot", actions=("fate_when_played_from_province",)),
     text="Limited; gets no additional fate when played from a province.")

CARDS.card("01-enlightened-warrior",
     Reaction("conflict_declared", Effect("place_fate", on="self"), when=_opponent_chose_ring_with_fate,
              text="place 1 fate on this character"),
     text="After an opponent declares a conflict on a ring holding fate, put 1 fate on this character.")

CARDS.card("01-kitsuki-investigator",
     Action(LookAndDiscard(), costs=(FateToRing(),), conflict="political",
            limit=Limit(1, "conflict", per_title=True),
            text="spend 1 fate to a ring: look at your opponent's hand and discard a card of it"),
     text="In a political conflict it takes part in, put 1 fate on an unclaimed ring to see the "
          "opponent's hand and discard one card (max once per conflict).")

CARDS.card("01-mirumoto-prodigy",
     Persistent("max_defenders", on="opponents", value=1, condition=_attacking_alone),
     text="When it attacks by itself, the defender may declare at most one defender.")

CARDS.card("01-mirumoto-raitsugu",
     Action(Challenge("military", if_wins=(PunishLoser(),), if_loses=(PunishLoser(),)), conflict="any",
            target=Target(controller="opponent", where="participating",
                          test=lambda g, ctx, c: c.uid != ctx["card"] and _has_military(g, c)),
            text="military duel: the loser is discarded if fateless, else loses 1 fate"),
     text="While participating, duel a participating enemy on military; the loser is discarded "
          "without fate, or loses a fate.")


def _has_military(g, c) -> bool:
    return skill(g.state, c, "military") is not None


CARDS.card("01-niten-adept",
     Action(Effect("bow"), costs=(BowOwnAttachment(),), conflict="any",
            target=Target(where="participating", action="bow", test=_no_attachments),
            text="bow one of its attachments: bow a participating character without attachments"),
     text="While participating, bow an attachment you control on it to bow a participating "
          "character that has no attachments.")

CARDS.card("01-niten-master",
     Reaction(("enter_play", "move_attachment"), Effect("ready", on="self"), when=_weapon_attached_to_me,
              limit=Limit(2, "round"), text="ready this character"),
     text="After you attach a Weapon to it, ready it (twice per round).")

CARDS.card("01-togashi-initiate",
     Action(Effect("honor", on="self"), costs=(FateToRing(),), condition=attacking,
            text="spend 1 fate to a ring: honor this character"),
     text="While attacking, put 1 fate on an unclaimed ring to honor this character.")

CARDS.card("01-togashi-yokuni",
     Action(GainPrintedAbility(), target=PrintedAbilityTarget(), limit=Limit(1, "round", per_title=True),
            text="gain a triggered ability printed on another character this phase"),
     text="Copies a triggered ability printed on another character until the end of the phase "
          "(max once per round).")

CARDS.card("01-tattooed-wanderer",
     PlayAsAttachment(),
     Persistent("gain_keyword", on="host", keyword="covert", condition=while_attached),
     text="May be played as an attachment; then the character it is on has covert.")

CARDS.card("01-togashi-kazue",
     PlayAsAttachment(),
     AttachedAction(MoveFate(on="target", to="host"), condition=_host_participating,
                    target=Target(where="participating", test=_another_participant_with_fate),
                    text="move 1 fate from another participating character to the attached one"),
     text="May be played as an attachment; then, while its character participates, it may move "
          "a fate from another participant onto it.")

CARDS.card("01-daimyo-s-favor",
     AttachTo(controller="self"),
     Action(ReduceNextCost(1, "attachment"), costs=(Cost("bow_self"),),
            text="bow: the next attachment you play on this character this phase costs 1 less"),
     text="On your own character; bow it so your next attachment on that character this phase "
          "costs 1 fate less.")

CARDS.card("01-way-of-the-dragon",
     AttachTo(controller="self"),
     OnePerCharacter(),
     Persistent("extra_uses", on="host"),
     text="On your own character, one per character; its Limit abilities can be used once more per period.")

CARDS.card("01-indomitable-will",
     Reaction("conflict_won", EachCannot(("bow_by_resolution",), _my_participants), from_hand=True,
              when=_won_alone, text="your lone participant does not bow from the resolution"),
     text="After you win a conflict with a single character of yours taking part, it does not "
          "bow at the end of that conflict.")

CARDS.card("01-let-go",
     Action(Effect("discard"), from_hand=True, target=Target(card_type="attachment"),
            text="discard an attachment"),
     text="Discard an attachment of your choice.")

CARDS.card("01-mantra-of-fire",
     Reaction("conflict_declared", Effect("place_fate"), Effect("draw", on="player"), from_hand=True,
              when=opponent_declares("fire"), target=Target(test=monk_or_monk_attachment),
              text="place 1 fate on a Monk (or a character with a Monk attachment) and draw 1"),
     text="After an opponent declares a fire conflict, a Monk or Monk-bearing character gets "
          "1 fate and you draw a card.")

CARDS.card("01-mirumoto-s-fury",
     Action(Effect("bow"), from_hand=True, condition=during_conflict(),
            target=Target(action="bow", test=_attacking_glory_at_most_x),
            text="bow an attacker whose glory is at most your facedown provinces"),
     text="During a conflict, bow an attacking character with glory no higher than the number "
          "of your facedown provinces.")

CARDS.card("01-tranquility",
     Action(EachCannot(("trigger_abilities",), Each("opponent", "home")), from_hand=True,
            condition=during_conflict(),
            text="your opponent's characters at home cannot trigger abilities this conflict"),
     text="During a conflict, the characters the opponent has at home cannot use their abilities "
          "until it ends.")
