"""Core Set Phoenix cards (triggered abilities and ring effects).

Ishiken Initiate, Shiba Peacemaker, Magnificent Kimono and Pacifism are
constant abilities: see :mod:`constants_core`. Errata applied (Rules Reference
Appendix IV): Kuroi Mori cannot be a stronghold province; Against the Waves
chooses a Shugenja you control. Display of Power follows Appendix III (a
delayed effect replacing step 3.2.6).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import phrase
from ..abilities import CardTable
from ..actions import ev
from ..model import glory, has_trait, opponents, side_of, yours
from ..state import ELEMENTS
from ..vocab import (
    Action, AttachTo, Cost, Each, Effect, Interrupt, Limit, NotStrongholdProvince, OnTargets, Persistent, Reaction,
    Target, can_affect, controls_trait, during_conflict, event_is,
)
from ..vocab_rings import (
    ForbidElement, KeywordInElementConflicts, ReplaceRingResolution, ResolveRings,
    SwitchConflictType, SwitchContestedRing, attacking_ring_gains, claimed_element,
    element_conflict, participating_glory, switch_claimed_options,
)
from ..vocab_cards import SelectNow
from ..vocab_tokens import Transfer
from .conditions import ability_targets, at_this_province, conflict_result, every, is_attacking, is_yours, matching, more_than_an_opponent, opponent_declared_conflicts, printed_cost_at_most, trait_is

CARDS = CardTable()


# ------------------------------------------------------------------ private helpers
def _either(a: str, b: str) -> SelectNow:
    return SelectNow(((a, (OnTargets(a),)), (b, (OnTargets(b),))))


def _affected_by_either(a: str, b: str):
    def test(g, ctx, c) -> bool:
        return can_affect(g, a, c) or can_affect(g, b, c)
    return phrase(f"that can be {a}ed or {b}ed".replace("readyed", "readied"))(test)


@dataclass(frozen=True)
class _PlusShugenjaCount:
    """+X military and political to the targets until the end of the conflict,
    X = Shugenja characters you control, fixed on resolution."""

    def describe(self) -> str:
        return "it gets +X military and political until the end of the conflict, where X is the number of Shugenja you control"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        x = sum(1 for u in st.players[ctx["player"]].play if has_trait(st, st.cards[u], "shugenja"))
        st.lasting.append({"type": "modify", "stat": "skills", "op": "add", "value": x,
                           "targets": [[u, st.cards[u].instance] for u in ctx.get("targets", [])],
                           "until": "conflict", "source": ctx["card"]})
        g.log(f"The chosen character gets +{x}/+{x} until the end of the conflict.")
        return []


@dataclass(frozen=True)
class _OpponentsWithLowerGlory(Each):
    """Each participating character an opponent controls with lower glory than this card."""

    def describe(self) -> str:
        return "each participating character an opponent controls with lower glory than this card"

    def cards(self, g, ctx) -> list[int]:
        st = g.state
        mine = glory(st, st.cards[ctx["card"]])
        return [u for u in super().cards(g, ctx) if glory(st, st.cards[u]) < mine]


@dataclass(frozen=True)
class _GraspOfEarth:
    """Until the end of the conflict: opponents' characters in play cannot
    move to the conflict, and opponents cannot play characters from hand."""

    def describe(self) -> str:
        return "until the end of the conflict, opponents' characters cannot move to the conflict and opponents cannot play characters from hand"

    def could_change(self, g, ctx) -> bool:
        return True

    def events(self, g, ctx) -> list[dict]:
        st = g.state
        opps = opponents(st, ctx["player"])
        chars = [[u, st.cards[u].instance] for o in opps for u in st.players[o].play]
        st.lasting.append({"type": "cannot", "actions": ["move_to_conflict"], "targets": chars,
                           "until": "conflict", "source": ctx["card"]})
        st.lasting.append({"type": "player_cannot", "players": opps, "actions": ["play_character"],
                           "until": "conflict", "source": ctx["card"]})
        return []


# ------------------------------------------------------------------ conditions
@phrase("Shugenja")
def _shugenja(g, ctx, c) -> bool:
    return has_trait(g.state, c, "shugenja")


_printed_cost_at_most_2 = printed_cost_at_most(2)


_attacking = is_attacking


@phrase("this character's side wins a conflict")
def _this_won(g, ctx, e) -> bool:
    st = g.state
    c = st.cards[ctx["card"]]
    won = e.get("player", -1)
    return yours(st, ctx["player"], won) and side_of(st, c) == won


_lost_unopposed = conflict_result("lose", unopposed=True)


_two_conflicts_against_you = opponent_declared_conflicts(2, against_you=True)


_more_participating_glory = more_than_an_opponent(
    participating_glory, says="if your participating characters have more glory than an opponent's")


_targets_your_shugenja = ability_targets(matching(is_yours, trait_is("shugenja")),
                                        says="an ability targets a Shugenja you control")


_all = every


# ------------------------------------------------------------------ cards
CARDS.card("01-adept-of-the-waves",
     Action(KeywordInElementConflicts("covert", "water"), target=Target(),
            text="a character gains covert during water conflicts this phase"),
     text="Action: a chosen character gains covert during water conflicts until the end of the phase.")

CARDS.card("01-against-the-waves",
     Action(_either("bow", "ready"), from_hand=True,
            target=Target(controller="self", test=lambda g, ctx, c: _shugenja(g, ctx, c)
                          and _affected_by_either("bow", "ready")(g, ctx, c)),
            text="bow or ready a Shugenja you control"),
     text="Action event: bow or ready a Shugenja character you control (errata: you control).")

CARDS.card("01-asako-diplomat",
     Reaction("conflict_won", _either("honor", "dishonor"), when=_this_won,
              target=Target(test=_affected_by_either("honor", "dishonor")),
              text="honor or dishonor a character"),
     text="After this character wins a conflict, honor or dishonor a chosen character.")

CARDS.card("01-display-of-power",
     Reaction("conflict_won", ReplaceRingResolution(), from_hand=True, when=_lost_unopposed,
              text="resolve the ring effect yourself, then claim the ring"),
     text="After you lose an unopposed conflict, the attacker's ring resolution is replaced: "
          "you resolve the ring effect as the attacker would, then claim the ring.")

CARDS.card("01-fearsome-mystic",
     Persistent("modify", stat="glory", value=2, condition=element_conflict("air")),
     Action(Effect("remove_fate", on=_OpponentsWithLowerGlory("opponent", "participating")),
            conflict="any", text="remove 1 fate from each lower-glory participating enemy"),
     text="+2 glory during air conflicts; action while participating: remove 1 fate from each "
          "participating enemy character with lower glory.")

CARDS.card("01-forgotten-library",
     Reaction("phase_begin", Effect("draw", on="player"), when=event_is(phase="draw"),
              text="draw 1 card"),
     text="After the draw phase begins, draw 1 card.")

CARDS.card("01-grasp-of-earth",
     AttachTo(controller="self", trait="shugenja"),
     Action(_GraspOfEarth(), costs=(Cost("bow_self"),), condition=during_conflict(),
            text="bow: opponents' characters cannot move to or be played into this conflict"),
     text="Attach to your Shugenja. Action in a conflict, bow it: until the conflict ends, "
          "opponents' characters cannot move to it or be played from hand.")

CARDS.card("01-isawa-atsuko",
     Action(Effect("modify", on=Each("self", "participating"), amount=1, stat="skills"),
            Effect("modify", on=Each("opponent", "participating"), amount=-1, stat="skills"),
            condition=element_conflict("void"),
            text="your participants +1/+1, the opponent's -1/-1 this conflict"),
     text="Action in a void conflict: until it ends, your participating characters get +1/+1 "
          "and your opponent's get -1/-1.")

CARDS.card("01-isawa-masahiro",
     Action(Effect("discard"), costs=(Cost("bow_self"),), condition=element_conflict("fire"),
            target=Target(where="participating", action="discard", test=_printed_cost_at_most_2),
            text="bow: discard a participating character with printed cost 2 or lower"),
     text="Action in a fire conflict, bow him: discard a participating character with printed cost "
          "2 or lower.")

CARDS.card("01-isawa-mori-seido",
     Action(Effect("modify", stat="glory", amount=2, until="phase"), costs=(Cost("bow_self"),),
            target=Target(), text="bow: a character gets +2 glory this phase"),
     text="Action, bow the stronghold: a chosen character gets +2 glory until the end of the phase.")

CARDS.card("01-know-the-world",
     Action(SelectNow(switch_claimed_options()), from_hand=True,
            text="switch a claimed ring with an unclaimed ring and gain its fate"),
     text="Action event: switch one of your claimed rings with an unclaimed ring (same conflict "
          "type) and gain the fate on it.")

CARDS.card("01-kuroi-mori",
     NotStrongholdProvince(),
     Action(SelectNow(tuple((f"switch the contested ring with the {el} ring", (SwitchContestedRing(el),))
                            for el in ELEMENTS) + (("switch the conflict type", (SwitchConflictType(),)),)),
            condition=at_this_province,
            text="switch the contested ring or the conflict type"),
     text="Action in a conflict here: switch the contested ring with an unclaimed one, or switch "
          "the conflict type (errata: cannot be a stronghold province).")

CARDS.card("01-meddling-mediator",
     Action(SelectNow((("take 1 fate", (Transfer("fate", 1, take=True),)),
                       ("take 1 honor", (Transfer("honor", 1, take=True),)))),
            condition=_two_conflicts_against_you, text="take 1 fate or 1 honor from that opponent"),
     text="Action, if an opponent declared 2+ conflicts against you this phase: take 1 fate or "
          "1 honor from them.")

CARDS.card("01-radiant-orator",
     Action(Effect("move_home"), conflict="any", condition=_more_participating_glory,
            target=Target(controller="opponent", where="participating", action="move_home"),
            text="move an enemy character home"),
     text="Action while participating, with more glory among ready participants than the "
          "opponent: move a chosen enemy character home.")

CARDS.card("01-seeker-of-knowledge",
     attacking_ring_gains("air"),
     text="While attacking, the contested ring also has the air element; when it wins as an "
          "attacker you choose which element's effect to resolve.")

CARDS.card("01-shiba-tsukune",
     Interrupt("phase_end", ResolveRings(2), when=event_is(phase="conflict"),
               text="resolve up to 2 unclaimed rings' effects"),
     text="When the conflict phase ends, resolve the effects of up to 2 unclaimed rings as the "
          "attacking player.")

CARDS.card("01-shiba-yojimbo",
     Interrupt("effects_initiate", Effect("cancel"), would=True, when=_targets_your_shugenja,
               text="cancel an ability targeting your Shugenja"),
     text="When a triggered ability targeting a Shugenja you control would initiate its effects, "
          "cancel them.")

CARDS.card("01-solemn-scholar",
     Action(Effect("bow"), condition=_all(during_conflict(), claimed_element("earth")),
            target=Target(action="bow", test=_attacking), text="bow an attacking character"),
     text="Action in a conflict, if you claimed the earth ring: bow an attacking character.")

CARDS.card("01-supernatural-storm",
     Action(_PlusShugenjaCount(), from_hand=True, condition=controls_trait("shugenja"),
            target=Target(where="participating"),
            text="a participant gets +X/+X (X: your Shugenja)"),
     text="Action event: a participating character gets +X/+X this conflict, X being the number "
          "of Shugenja you control.")

CARDS.card("01-way-of-the-phoenix",
     Action(from_hand=True, limit=Limit(1, "phase", per_title=True),
            select=tuple((f"the {el} ring", (ForbidElement(el),)) for el in ELEMENTS),
            text="an opponent cannot declare conflicts of a ring's element this phase"),
     text="Action event (max 1 per phase): choose a ring; your opponent cannot declare "
          "conflicts of its element(s) this phase.")
