"""Duel rules beyond the basic sequence (duel.py): the order of duel consequences, substituting a
Personality, duel stat and refusal changes from other sources, triggered traits of focused cards,
the focus pool's return to the Fate deck, and what the player view shows of focused cards.

Rules: Ivory "Challenge", "Duel", "Duel stat", "Refuse", "Triggered traits", "Focusing area",
"Game area knowledge"; celestial Rules Glossary "CHALLENGE", "DUEL"; Diamond "Challenging and
Dueling"."""

from __future__ import annotations

import ccg_fixtures  # noqa: F401  (registers the shared fixture cards)
import pytest
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.duel import (add_consequence, challenge_frame, change_duel_stat, change_refusal, duel_consequence,
                          substitute)
from l5r.ccg.state import FOCUS, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.view import view
from l5r.ccg.vocab import Ability, CardDef, Choose, Ctx, personality, yours

EDITIONS = ["ivory", "celestial", "diamond"]

# ------------------------------------------------------------------ fixtures of this module
fact("fx-duel2-brute", "Fixture Brute", "personality", force=5, chi=1, ph=1, keywords=("Samurai",))
fact("fx-duel2-yojimbo", "Fixture Yojimbo", "personality", force=2, chi=5, ph=2, keywords=("Samurai",))
fact("fx-duel2-triumph", "Fixture Triumph Focus", "strategy", focus=0)
fact("fx-duel2-trip", "Fixture Trip Focus", "strategy", focus=0)
fact("fx-duel2-turnabout", "Fixture Turnabout", "strategy", focus=0)
fact("fx-duel2-iron-will", "Fixture Iron Will", "strategy", focus=0)
fact("fx-duel2-calm-mind", "Fixture Calm Mind", "strategy", focus=0)
fact("fx-duel2-no-escape", "Fixture No Escape", "strategy", focus=0)
fact("fx-duel2-courtesy", "Fixture Courtesy", "strategy", focus=0)
fact("fx-duel2-vow", "Fixture Duel and Bow", "strategy", focus=0)
fact("fx-duel2-charm", "Fixture Lucky Charm", "follower", force=1, focus=2)
fact("fx-duel2-whisper", "Fixture Whispering Charm", "follower", force=1, focus=1)


def _mine(c: Ctx, u: int) -> bool:
    return personality(c, u) and yours(c, u)


# Focus Effect: your Personality wins this duel. / Focus Effect: the opposing Personality loses it.
once(CardDef("fx-duel2-triumph", focus_effect=(lambda c: add_consequence(c.g, "win", card=c["duelist"]),)))
once(CardDef("fx-duel2-trip", focus_effect=(lambda c: add_consequence(c.g, "lose", card=c["opponent"]),)))
# Limited: target your Personality: this turn, if he would lose a duel, he wins it instead.
once(CardDef("fx-duel2-turnabout", abilities=(
    Ability(("limited",), (lambda c: duel_consequence(c, c["target"], "win", on="lose"),), zone="hand",
            label="if he loses a duel this turn he wins instead", choices=(Choose("target", _mine),)),)))
# Limited: target your Personality: this turn, his duels are duels of Force.
once(CardDef("fx-duel2-iron-will", abilities=(
    Ability(("limited",), (lambda c: change_duel_stat(c, c["target"], "force"),), zone="hand",
            label="his duels are duels of Force", choices=(Choose("target", _mine),)),)))
# Limited: target your Personality: this turn, his duels are duels of Chi.
once(CardDef("fx-duel2-calm-mind", abilities=(
    Ability(("limited",), (lambda c: change_duel_stat(c, c["target"], "chi"),), zone="hand",
            label="his duels are duels of Chi", choices=(Choose("target", _mine),)),)))
# Limited: target your Personality: this turn, challenges he issues may not be refused.
once(CardDef("fx-duel2-no-escape", abilities=(
    Ability(("limited",), (lambda c: change_refusal(c, c["target"], False, role="challenger"),), zone="hand",
            label="his challenges may not be refused", choices=(Choose("target", _mine),)),)))
# Limited: target your Personality: this turn, he may refuse any challenge.
once(CardDef("fx-duel2-courtesy", abilities=(
    Ability(("limited",), (lambda c: change_refusal(c, c["target"], True, role="challenged"),), zone="hand",
            label="he may refuse challenges", choices=(Choose("target", _mine),)),)))


def _duel_then_bow(c: Ctx) -> None:
    c.g.push(challenge_frame(c["mine"], c["target"], on_lose="destroy", by=c.player))


# Limited: your Personality challenges a target opposing Personality (the loser is destroyed);
# then bow the target.
once(CardDef("fx-duel2-vow", abilities=(
    Ability(("limited",), (_duel_then_bow, lambda c: c.bow(c["target"])), zone="hand",
            label="challenge, then bow the target",
            choices=(Choose("mine", _mine, target=False),
                     Choose("target", lambda c, u: personality(c, u) and not yours(c, u)))),)))


def _guard(c: Ctx, ev: dict) -> bool:
    b = ev["challenged"]
    return c.st.cards[b].controller == c.player and b != c.source


# Reaction: after another Personality of yours is challenged, this Personality takes his place.
once(CardDef("fx-duel2-yojimbo", abilities=(
    Ability(("reaction",), (lambda c: substitute(c.g, c.event["challenged"], c.source),),
            trigger="challenge_issued", when=_guard, label="take his place in the duel"),)))
once(CardDef("fx-duel2-brute"))
# A Follower with a triggered trait: after a strike is called in a duel, its controller gains 1 Honor.
once(CardDef("fx-duel2-charm", abilities=(
    Ability((), (lambda c: c.gain_honor(1),), forced=True, trigger="duel_strike",
            label="gain 1 Honor after a strike"),)))
# A Follower with a triggered trait: after this card is focused, its controller gains 2 Honor.
once(CardDef("fx-duel2-whisper", abilities=(
    Ability((), (lambda c: c.gain_honor(2),), forced=True, trigger="duel_focused",
            when=lambda c, ev: ev.get("card") == c.source, label="gain 2 Honor when focused"),)))


# ------------------------------------------------------------------ helpers
def zone(t, uid) -> str:
    return t.state.cards[uid].zone


def opts(t) -> list[str]:
    return [o.id for o in t.pending.options] if t.pending is not None else []


def start(t, frame) -> None:
    t.start(frame)
    if t.pending is not None and t.pending.context == "challenge":
        t.pick("accept")  # Diamond: a challenge may normally be refused


def strike(t) -> None:
    """Strike, unless the player had to strike already (Diamond: no card left in hand)."""
    if t.pending is not None and t.pending.context == "duel":
        t.pick("strike")


def drain_pools(t) -> None:
    while t.pending is not None and t.pending.context == "pool_order":
        t.pick(t.pending.options[0].id)


def use_now(t, title: str, player: int = 0, target: str | None = None) -> None:
    """Play a Limited fixture Strategy from ``player``'s hand in his Action Phase."""
    card = t.put(title, player, "hand")
    t.open_action(player)
    t.use(card, 0)
    if target is not None:
        t.pick(target)


# ------------------------------------------------------------------ 1. order of consequences
@pytest.mark.parametrize("edition", EDITIONS)
def test_ivory_duel_outcome_change_applies_before_other_consequences(edition):
    """Ivory "Duel" (consequences): a consequence changing who wins applies first, and the loser's
    consequence then hits the new loser (celestial "DUEL" 4 and Diamond are silent on the order)."""
    t = Table(edition)
    monk, sword = t.put("Fixture Monk", 0), t.put("Fixture Swordsman", 1)  # Chi 4 vs 3
    use_now(t, "Fixture Turnabout", 1)  # Swordsman: if he would lose, he wins instead
    t.state.active = 0
    start(t, challenge_frame(monk, sword, on_lose="destroy", on_win="gain_honor:1"))
    strike(t)
    # the outcome change needed no order decision; two other consequences do (active player 0)
    assert t.pending.context == "duel_consequence_order" and t.pending.player == 0
    before = t.honor(1)
    t.pick("gain honor")
    assert t.honor(1) == before + 1  # the Swordsman won
    drain_pools(t)
    assert zone(t, monk) != PLAY and t.state.cards[monk].dead and zone(t, sword) == PLAY
    assert t.pending is None and t.state.duel == {}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("last", ["win", "lose"])
def test_ivory_duel_active_player_orders_outcome_changes_the_last_decides(edition, last):
    """Ivory "Duel": outcome-changing consequences apply in the order the active player chooses;
    "Swordsman wins" then "Swordsman loses" leaves him the loser (the Monk, not altered himself,
    takes the opposite outcome each time), and the reverse order leaves him the winner."""
    t = Table(edition)
    monk, sword = t.put("Fixture Monk", 0), t.put("Fixture Swordsman", 1)
    t.state.active = 1
    trip = t.put("Fixture Trip Focus", 0, "hand")        # Monk's card: the Swordsman loses
    triumph = t.put("Fixture Triumph Focus", 1, "hand")  # Swordsman's card: he wins
    start(t, challenge_frame(monk, sword, on_lose="destroy"))
    t.pick(f"h{triumph}")
    t.pick(f"h{trip}")
    if t.pending is not None and t.pending.context == "duel":
        t.pick("strike")
    if t.pending.context == "focus_order":
        t.pick(opts(t)[0])  # Focus Effects only add the consequences: their order does not matter
    assert t.pending.context == "duel_outcome_order" and t.pending.player == 1
    first = "lose" if last == "win" else "win"
    t.pick(next(o.id for o in t.pending.options if o.label.startswith(first)))
    drain_pools(t)
    assert t.pending is None
    sword_won = last == "win"
    assert (zone(t, sword) == PLAY) is sword_won and (zone(t, monk) == PLAY) is not sword_won


def test_ivory_duel_both_personalities_may_win():
    """Ivory "Duel": if outcome-changing effects apply to both Personalities, both can win --
    each winner's consequence applies to both, the loser's to nobody."""
    t = Table("ivory")
    a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
    fa, fb = t.put("Fixture Triumph Focus", 0, "hand"), t.put("Fixture Triumph Focus", 1, "hand")
    below = {"step": "ccg.phase_end"}
    t.state.pending = None
    t.state.stack = [below, challenge_frame(a, b, on_lose="destroy", on_win="gain_honor:2")]
    t.g.run()
    t.pick(f"h{fb}")
    t.pick(f"h{fa}")
    t.pick("strike")
    t.pick(opts(t)[0])  # the order of the two Focus Effects
    t.pick(opts(t)[0])  # the order of the two outcome changes
    assert zone(t, a) == PLAY and zone(t, b) == PLAY
    assert below["result"]["winners"] == [a, b] and below["result"]["winner"] is None
    assert below["result"]["losers"] == []


def test_ivory_duel_gain_for_both_winners_is_one_consequence():
    """One consequence naming both winners applies to both at once: no order decision."""
    t = Table("ivory")
    a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
    fa, fb = t.put("Fixture Triumph Focus", 0, "hand"), t.put("Fixture Triumph Focus", 1, "hand")
    t.start(challenge_frame(a, b, on_win="gain_honor:2"))
    before = (t.honor(0), t.honor(1))
    t.pick(f"h{fb}")
    t.pick(f"h{fa}")
    t.pick("strike")
    t.pick(opts(t)[0])
    t.pick(opts(t)[0])
    assert t.pending is None and (t.honor(0), t.honor(1)) == (before[0] + 2, before[1] + 2)


# ------------------------------------------------------------------ 2. substitution
@pytest.mark.parametrize("edition", EDITIONS)
def test_ivory_challenge_substitute_takes_the_duel_and_its_outcome(edition):
    """Ivory "Challenge": an effect substitutes one Personality for another; the new one carries
    out the remaining steps, goes through resolution and takes the consequences -- but the
    original targeting stands (the creating card then bows its original target)."""
    t = Table(edition)
    monk = t.put("Fixture Monk", 0)            # Chi 4
    court = t.put("Fixture Courtier", 1)       # Chi 2: the target
    yoji = t.put("Fixture Yojimbo", 1)         # Chi 5: takes his place
    card = t.put("Fixture Duel and Bow", 0, "hand")
    t.put("Fixture Focus One", 1, "hand")  # Diamond: something to focus, so he may strike
    t.open_action(0)
    t.use(card, 0)
    if t.pending.context == "choose":
        t.pick("Fixture Courtier")
    assert t.pending.player == 1 and f"c{yoji}:0|0|1" in opts(t)
    t.pick(f"c{yoji}:0|0|1")
    if t.pending.context == "challenge":
        t.pick("accept")
    assert t.state.duel["challenged"] == yoji and t.state.duel["sides"][str(yoji)] == 1
    t.pick("strike")
    drain_pools(t)
    assert zone(t, monk) != PLAY and zone(t, yoji) == PLAY  # 4 vs 5: the Monk loses
    assert zone(t, court) == PLAY and t.state.cards[court].bowed  # the original target is bowed
    assert not t.state.cards[yoji].bowed


def test_ivory_substitute_during_the_duel_keeps_the_focused_cards():
    """Ivory "Challenge": substituted mid-duel, the new Personality goes through resolution with
    his player's focused cards (Yojimbo 5 + 1 beats Monk 4 + 1; the Courtier would have lost)."""
    t = Table("ivory")
    monk, court, yoji = t.put("Fixture Monk", 0), t.put("Fixture Courtier", 1), t.put("Fixture Yojimbo", 1)
    f1, f0 = t.put("Fixture Focus One", 1, "hand"), t.put("Fixture Focus One", 0, "hand")
    t.start(challenge_frame(monk, court, on_lose="destroy"))
    t.pass_()  # no Reaction from the Yojimbo to the challenge
    t.pick(f"h{f1}")
    assert substitute(t.g, court, yoji)
    t.pick(f"h{f0}")
    t.pick("strike")
    assert zone(t, monk) != PLAY and zone(t, yoji) == PLAY and zone(t, court) == PLAY


def test_ivory_substitute_must_be_another_personality_of_the_same_player():
    t = Table("ivory")
    monk, court = t.put("Fixture Monk", 0), t.put("Fixture Courtier", 1)
    other = t.put("Fixture Swordsman", 0)
    t.put("Fixture Focus One", 1, "hand")
    assert not substitute(t.g, court, other)  # no duel under way
    t.start(challenge_frame(monk, court, on_lose="destroy"))
    assert not substitute(t.g, court, other)  # the other player's Personality
    assert not substitute(t.g, court, monk)   # already in the duel
    assert t.state.duel["challenged"] == court


# ------------------------------------------------------------------ 3. stat and refusal from other sources
def test_ivory_duel_stat_changed_by_another_source_overrides_the_creator():
    """Ivory "Duel stat": effects of the creating card apply first, then other sources' changes --
    a duel of Chi becomes a duel of Force (Brute Force 5 beats Monk Force 2; in Chi he'd lose 1-4)."""
    t = Table("ivory")
    monk, brute = t.put("Fixture Monk", 0), t.put("Fixture Brute", 1)
    use_now(t, "Fixture Iron Will", 1)
    t.start(challenge_frame(monk, brute, on_lose="destroy"))
    assert t.state.duel["stat"] == "force"
    t.pick("strike")
    assert zone(t, monk) != PLAY and zone(t, brute) == PLAY


def test_ivory_duel_stat_changes_from_other_sources_apply_in_order():
    """Ivory "Duel stat": "in the order they were applied" -- Force, then Chi: the last one counts;
    a creator naming Force is overridden too."""
    t = Table("ivory")
    monk, brute = t.put("Fixture Monk", 0), t.put("Fixture Brute", 1)
    use_now(t, "Fixture Iron Will", 1)
    use_now(t, "Fixture Calm Mind", 0)
    t.start(challenge_frame(monk, brute, on_lose="destroy", stat="force"))
    assert t.state.duel["stat"] == "chi"
    t.pick("strike")
    assert zone(t, monk) == PLAY and zone(t, brute) != PLAY


def test_ivory_duel_stat_change_applies_only_to_that_personalitys_duels():
    t = Table("ivory")
    monk, brute = t.put("Fixture Monk", 0), t.put("Fixture Brute", 1)
    other = t.put("Fixture Swordsman", 1)
    use_now(t, "Fixture Iron Will", 1, target="Fixture Swordsman")
    assert [e["card"] for e in t.state.lasting if e["kind"] == "duel_stat"] == [other]
    t.start(challenge_frame(monk, brute, on_lose="destroy"))
    assert t.state.duel["stat"] == "chi"
    t.pick("strike")
    assert zone(t, monk) == PLAY and zone(t, brute) != PLAY


@pytest.mark.parametrize("edition", ["ivory", "diamond"])
def test_ivory_refuse_challenger_trait_overrides_a_refusable_challenge(edition):
    """Ivory "Refuse" (its example): a challenge the creator says may be refused (or, in Diamond,
    any challenge) can't be refused when the challenger has "challenges from him may not be
    refused"."""
    t = Table(edition)
    monk, sword = t.put("Fixture Monk", 0), t.put("Fixture Swordsman", 1)
    t.put("Fixture Focus One", 1, "hand")
    use_now(t, "Fixture No Escape", 0)
    t.start(challenge_frame(monk, sword, on_lose="destroy", refusable=True if edition == "ivory" else None))
    assert t.pending.context == "duel"  # no refusal offered: the duel begins


def test_ivory_refuse_role_challenger_does_not_apply_when_he_is_challenged():
    t = Table("diamond")
    monk, sword = t.put("Fixture Monk", 0), t.put("Fixture Swordsman", 1)
    use_now(t, "Fixture No Escape", 0)
    t.start(challenge_frame(sword, monk, on_lose="destroy"))
    assert t.pending.context == "challenge" and t.pending.player == 0


@pytest.mark.parametrize("edition", ["ivory", "celestial"])
def test_ivory_refuse_other_source_lets_the_challenged_refuse(edition):
    """Ivory "Refuse" / celestial "CHALLENGE": a challenge that may not be refused becomes
    refusable through another source's refusal condition on the challenged Personality."""
    t = Table(edition)
    monk, sword = t.put("Fixture Monk", 0), t.put("Fixture Swordsman", 1)
    use_now(t, "Fixture Courtesy", 1)
    t.start(challenge_frame(monk, sword, on_lose="destroy"))
    assert t.pending.context == "challenge" and t.pending.player == 1
    t.pick("refuse")
    assert t.state.duel == {} and zone(t, sword) == PLAY and t.state.stack == []


# ------------------------------------------------------------------ 4. triggered traits of focused cards
@pytest.mark.parametrize("edition", EDITIONS)
def test_ivory_triggered_trait_happens_in_the_focusing_area(edition):
    """Ivory "Triggered traits": a triggered trait happens while its card is in the focusing area
    (here: after the strike); a copy in hand does not trigger."""
    t = Table(edition)
    a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
    charm = t.put("Fixture Lucky Charm", 1, "hand")
    t.put("Fixture Lucky Charm", 0, "hand")  # stays in hand
    start(t, challenge_frame(a, b))
    before = (t.honor(0), t.honor(1))
    t.pick(f"h{charm}")
    assert zone(t, charm) == FOCUS
    if t.pending is not None and t.pending.context == "duel":
        t.pick("strike")
    drain_pools(t)
    assert (t.honor(0), t.honor(1)) == (before[0], before[1] + 1)


def test_ivory_triggered_trait_of_a_face_down_focused_card():
    """Ivory "Triggered traits": the focusing area has no face-up condition -- "after this card is
    focused" happens while it is face down."""
    t = Table("ivory")
    a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
    w = t.put("Fixture Whispering Charm", 1, "hand")
    t.start(challenge_frame(a, b))
    before = t.honor(1)
    t.pick(f"h{w}")
    assert not t.state.cards[w].face_up and t.honor(1) == before + 2


def test_celestial_focus_pool_card_is_not_in_the_focusing_area():
    """Celestial "DUEL" 1: the focus pool is not the focusing area -- a pool card's trait does not
    trigger; focused from the pool, it does."""
    for focus_it, gain in ((False, 0), (True, 1)):
        t = Table("celestial")
        a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
        charm = t.put("Fixture Lucky Charm", 1, "fate_deck")
        t.start(challenge_frame(a, b))
        before = t.honor(1)
        assert zone(t, charm) == FOCUS
        t.pick(f"p{charm}" if focus_it else "strike")
        if t.pending is not None and t.pending.context == "duel":
            t.pick("strike")
        drain_pools(t)
        assert t.honor(1) == before + gain


# ------------------------------------------------------------------ 5. the player view
def test_ivory_focusing_area_view_hides_the_opponents_face_down_focused_cards():
    """Ivory "Focusing area" / "Game area knowledge": a player sees his own focused cards, not the
    identity of another's face-down ones (only their number); face-up ones all see."""
    t = Table("ivory")
    a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
    f3 = t.put("Fixture Bowing Focus", 1, "hand")
    f0 = t.put("Fixture Bowing Focus", 0, "hand")
    t.start(challenge_frame(a, b))
    t.pick(f"h{f3}")
    mine, theirs = view(t.g, 1)["players"][1], view(t.g, 0)["players"][1]
    assert [c["title"] for c in mine["focused"]] == ["Fixture Bowing Focus"] and mine["focused_hidden"] == 0
    assert theirs["focused"] == [] and theirs["focused_hidden"] == 1
    assert "Fixture Bowing Focus" not in repr(view(t.g, 0)["players"][1])
    assert view(t.g, 0)["duel"]["challenger"] == a
    t.pick(f"h{f0}")
    t.pick("strike")  # two Focus Effects: the order decision keeps the cards face up in view
    assert t.pending.context == "focus_order"
    theirs = view(t.g, 0)["players"][1]
    assert [c["title"] for c in theirs["focused"]] == ["Fixture Bowing Focus"] and theirs["focused_hidden"] == 0
    assert theirs["focused"][0]["face_up"]


def test_celestial_view_shows_only_ones_own_focus_pool():
    """Celestial "DUEL" 1: the focus pool is face down but visible to its player; Ivory "Game area
    knowledge": one's own focus pool is known."""
    t = Table("celestial")
    a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
    for _ in range(3):
        t.put("Fixture Focus Two", 1, "fate_deck")
    t.start(challenge_frame(a, b))
    assert view(t.g, 1)["players"][1]["focus_pool"] == ["Fixture Focus Two"] * 3
    assert view(t.g, 0)["players"][1]["focus_pool"] == 3
    assert view(t.g, 0)["players"][1]["focused"] == [] and view(t.g, 0)["players"][1]["focused_hidden"] == 0


def test_view_outside_a_duel_has_no_focused_cards():
    t = Table("ivory")
    v = view(t.g, 0)
    assert v["duel"] is None and all(p["focused"] == [] and p["focus_pool"] in ([], 0) for p in v["players"])


# ------------------------------------------------------------------ 6. the focus pool back to the deck
def test_celestial_leftover_focus_pool_goes_to_the_deck_bottom_in_the_players_order():
    """Celestial "DUEL" step 5: cards still in a focus pool go on the bottom of the Fate deck in
    any order -- the player picks each card in turn (each under the ones before it), the active
    player first; the last card needs no decision."""
    t = Table("celestial")
    a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
    p0 = [t.put(n, 0, "fate_deck") for n in ("Fixture Focus One", "Fixture Focus Two", "Fixture Focus Three")]
    p1 = [t.put("Fixture Focus One", 1, "fate_deck") for _ in range(3)]
    t.start(challenge_frame(a, b))
    t.pick("strike")
    assert t.state.duel == {}  # the duel is over: only the pool is left to put away
    assert t.pending.context == "pool_order" and t.pending.player == 0
    assert set(opts(t)) == {f"b{u}" for u in p0}
    t.pick("Fixture Focus Two")
    t.pick("Fixture Focus Three")
    assert t.pending.player == 1  # then the other player
    drain_pools(t)
    assert t.pending is None and t.state.stack == []
    assert t.state.players[0].fate_deck[:3] == [p0[0], p0[2], p0[1]]
    assert set(t.state.players[1].fate_deck[:3]) == set(p1)
    assert all(zone(t, u) == "fate_deck" and not t.state.cards[u].face_up for u in p0 + p1)


def test_celestial_single_leftover_pool_card_needs_no_decision():
    t = Table("celestial")
    a, b = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 1)
    for p in (0, 1):
        t.state.players[p].fate_deck.clear()
    one = t.put("Fixture Focus One", 0, "fate_deck")
    t.put("Fixture Focus One", 1, "fate_deck")
    t.start(challenge_frame(a, b))
    t.pick("strike")
    assert t.pending is None and t.state.players[0].fate_deck == [one]


def test_ivory_duel_stat_helpers_are_lasting_effect_dicts():
    """The vocabulary functions create plain-data lasting effects (state stays plain data)."""
    t = Table("ivory")
    monk = t.put("Fixture Monk", 0)
    use_now(t, "Fixture Iron Will", 0)
    use_now(t, "Fixture No Escape", 0)
    use_now(t, "Fixture Turnabout", 0)
    kinds = {e["kind"]: e for e in t.state.lasting}
    assert kinds["duel_stat"]["stat"] == "force" and kinds["duel_stat"]["card"] == monk
    assert kinds["duel_refusal"]["refusable"] is False and kinds["duel_refusal"]["role"] == "challenger"
    assert kinds["duel_consequence"]["consequence"] == "win" and kinds["duel_consequence"]["on"] == "lose"
    assert m.chi(t.state, monk) == 4
