"""Duels in each edition's form (duel.py): Ivory "Challenge", "Duel", "Duelist";
celestial Rules Glossary "CHALLENGE", "DUEL", "DUELIST"; Diamond "Challenging and Dueling"."""

from __future__ import annotations

import ccg_fixtures  # noqa: F401  (registers the fixture cards)
import pytest

from l5r.ccg.duel import challenge_frame
from l5r.ccg.state import FOCUS, PLAY
from l5r.ccg.testing import Table


def duel_table(edition: str, a: str = "Fixture Swordsman", b: str = "Fixture Swordsman"):
    t = Table(edition)
    x = t.put(a, 0)
    y = t.put(b, 1)
    return t, x, y


def opts(t) -> list[str]:
    return [o.id for o in t.pending.options] if t.pending is not None else []


def zone(t, uid) -> str:
    return t.state.cards[uid].zone


def drain_pools(t) -> None:
    """Celestial "DUEL" step 5: answer the focus pools' bottom-of-deck order (first card first)."""
    while t.pending is not None and t.pending.context == "pool_order":
        t.pick(t.pending.options[0].id)


# ------------------------------------------------------------------ challenge
@pytest.mark.parametrize("edition", ["ivory", "celestial", "diamond"])
def test_challenge_between_one_players_personalities_does_not_happen(edition):
    """Ivory "Challenge" / Diamond: two Personalities of one player never duel."""
    t = Table(edition)
    x, y = t.put("Fixture Swordsman", 0), t.put("Fixture Swordsman", 0)
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending is None and zone(t, x) == PLAY and zone(t, y) == PLAY and t.state.duel == {}


@pytest.mark.parametrize("edition", ["ivory", "celestial"])
def test_ivory_celestial_challenge_not_refusable_unless_the_effect_says(edition):
    """Ivory "Challenge"; celestial "CHALLENGE": refusal only when the challenge offers it."""
    t, x, y = duel_table(edition)
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending.context == "duel" and t.pending.player == 1
    t2, x2, y2 = duel_table(edition)
    t2.start(challenge_frame(x2, y2, refusable=True, on_refuse="lose_honor:2"))
    assert t2.pending.context == "challenge" and t2.pending.player == 1
    before = t2.honor(1)
    t2.pick("refuse")
    assert t2.honor(1) == before - 2 and t2.state.stack == []


def test_diamond_challenge_may_normally_be_refused_with_no_penalty():
    """Diamond "Challenging and Dueling": the challenged may normally refuse."""
    t, x, y = duel_table("diamond")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending.context == "challenge"
    before = (t.honor(0), t.honor(1))
    t.pick("refuse")
    assert (t.honor(0), t.honor(1)) == before and zone(t, y) == PLAY and t.state.duel == {}


def test_diamond_accepted_challenge_enters_the_duel_challenged_first():
    t, x, y = duel_table("diamond")
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    t.pick("accept")
    assert t.pending.context == "duel" and t.pending.player == 1


# ------------------------------------------------------------------ ivory
def test_ivory_duel_step2_focus_from_hand_or_top_of_fate_deck_unseen():
    """Ivory "Duel" step 2: focus a card from hand or the Fate deck's top without looking."""
    t, x, y = duel_table("ivory")
    h = t.put("Fixture Focus Two", 1, "hand")
    top = t.put("Fixture Focus Three", 1, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending.player == 1  # the challenged player first
    assert {f"h{h}", "deck", "strike"} <= set(opts(t))
    deck_label = next(o.label for o in t.pending.options if o.id == "deck")
    assert "Three" not in deck_label  # unseen
    t.pick("deck")
    assert zone(t, top) == FOCUS and not t.state.cards[top].face_up
    assert top not in t.state.players[1].fate_deck
    assert t.pending.player == 0  # the other player now focuses or strikes


def test_ivory_duel_resolution_higher_total_wins_loser_consequence_and_focus_discarded():
    """Ivory "Duel" steps 3-5: totals = Chi + Focus Values; the creator's consequence hits
    the loser; focused cards are discarded."""
    t, x, y = duel_table("ivory")  # both Chi 3
    f2 = t.put("Fixture Focus Two", 1, "hand")
    f1 = t.put("Fixture Focus One", 0, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy", on_win="gain_honor:1"))
    before = t.honor(1)
    t.pick(f"h{f2}")      # challenged: 3 + 2
    t.pick(f"h{f1}")      # challenger: 3 + 1
    t.pick("strike")      # challenged strikes
    # two consequences: the player whose turn it is orders them (Ivory "Duel", consequences)
    assert t.pending.context == "duel_consequence_order" and t.pending.player == 0
    t.pick("destroy")
    assert zone(t, x) != PLAY and t.state.cards[x].dead  # loser destroyed
    assert zone(t, y) == PLAY and t.honor(1) == before + 1  # winner's consequence
    assert zone(t, f1) == "fate_discard" and zone(t, f2) == "fate_discard"
    assert t.state.duel == {} and t.state.stack == []


def test_ivory_duel_tie_both_lose():
    """Ivory "Duel" step 5: tied totals -- both players lose and take the loser's consequences."""
    t, x, y = duel_table("ivory")
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    t.pick("strike")
    assert zone(t, x) != PLAY and zone(t, y) != PLAY


def test_ivory_duelist_wins_ties_against_a_non_duelist():
    """Ivory "Duelist": a tie goes to the Duelist facing a non-Duelist."""
    t, x, y = duel_table("ivory", "Fixture Duelist", "Fixture Swordsman")  # Chi 3 vs 3
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    t.pick("strike")
    assert zone(t, x) == PLAY and zone(t, y) != PLAY


def test_ivory_duelist_against_duelist_tie_both_lose():
    t, x, y = duel_table("ivory", "Fixture Duelist", "Fixture Duelist")
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    t.pick("strike")
    assert zone(t, x) != PLAY and zone(t, y) != PLAY


def test_ivory_duel_at_most_four_focuses_then_must_strike():
    """Ivory "Duel" step 2: a player who has focused four times may not focus again; a
    player who can't focus must strike."""
    t, x, y = duel_table("ivory")
    for p in (0, 1):
        for _ in range(6):
            t.put("Fixture Focus One", p, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    for _ in range(8):
        t.pick(opts(t)[0])  # focus the first hand card
    # player 1 has focused four times: no focus option is left, so he strikes automatically
    assert t.pending is None
    assert sum(1 for c in t.state.cards if c.zone == "fate_discard") == 8
    assert zone(t, x) != PLAY and zone(t, y) != PLAY  # 3+4 vs 3+4: a tie


def test_ivory_duel_of_force_uses_force():
    """Ivory "Duel" step 5: the duel stat is Chi unless another is given."""
    t, x, y = duel_table("ivory", "Fixture Monk", "Fixture Courtier")  # Chi 4/2, Force 2/1
    t.start(challenge_frame(y, x, on_lose="destroy", stat="force"))
    t.pick("strike")  # Monk (challenged) 2 vs Courtier 1 in Force
    assert zone(t, x) == PLAY and zone(t, y) != PLAY


def test_focus_effect_resolves_only_after_a_strike():
    """Ivory "Duel" steps 3-4 (celestial step 3; Diamond): Focus Effects resolve after the
    strike, not when focused."""
    t, x, y = duel_table("ivory")
    fb = t.put("Fixture Bowing Focus", 1, "hand")
    t.start(challenge_frame(x, y))
    t.pick(f"h{fb}")
    assert not t.state.cards[x].bowed  # not yet
    t.pick("strike")
    assert t.state.cards[x].bowed and not t.state.cards[y].bowed
    assert zone(t, fb) == "fate_discard"


def test_duel_ends_without_resolution_if_a_duelist_leaves_play():
    """Ivory "Challenge": a duelist leaving play ends the duel without resolution."""
    from l5r.ccg.actions import destroy_now
    t, x, y = duel_table("ivory")
    f1 = t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_win="gain_honor:5", on_lose="destroy"))
    t.pick(f"h{f1}")
    destroy_now(t.g, x)
    before = t.honor(1)
    t.g.run()
    t.state.pending = None
    t.g.run()
    assert t.honor(1) == before and zone(t, y) == PLAY
    assert zone(t, f1) == "fate_discard" and t.state.duel == {}


def test_duel_result_is_handed_to_the_frame_below():
    """The creator learns the outcome (for its own consequences)."""
    t, x, y = duel_table("ivory", "Fixture Monk", "Fixture Swordsman")  # Chi 4 vs 3
    t.state.pending = None
    t.state.stack = [{"step": "ccg.phase_end"}, challenge_frame(x, y)]
    t.g.run()
    t.pick("strike")
    assert t.state.stack == []  # popped past the frame below, which received the result


# ------------------------------------------------------------------ celestial
def test_celestial_duel_focus_pool_top_three_and_one_card_from_hand():
    """Celestial "DUEL" steps 1-2: a focus pool of the top three Fate cards; one card per
    duel may come from hand instead."""
    t, x, y = duel_table("celestial")
    deck = [t.put("Fixture Focus One", 1, "fate_deck") for _ in range(4)]
    h1 = t.put("Fixture Focus Two", 1, "hand")
    h2 = t.put("Fixture Focus Three", 1, "hand")
    for _ in range(3):
        t.put("Fixture Focus One", 0, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    pool = [u for u in deck[-3:]]
    assert all(zone(t, u) == FOCUS for u in pool) and zone(t, deck[0]) == "fate_deck"
    assert {f"p{u}" for u in pool} | {f"h{h1}", f"h{h2}"} <= set(opts(t))
    assert "deck" not in opts(t)
    t.pick(f"h{h1}")
    t.pick(opts(t)[0])  # challenger focuses from his pool
    assert f"h{h2}" not in opts(t)  # only one card from hand per duel
    t.pick("strike")
    # 3 + 2 vs 3 + 1: the challenger loses
    assert zone(t, x) != PLAY and zone(t, y) == PLAY
    drain_pools(t)
    # unused pool cards go to the bottom of the Fate deck
    p1 = t.state.players[1]
    assert p1.fate_deck[:3] == [u for u in pool] or set(p1.fate_deck[:3]) == set(pool)
    assert all(zone(t, u) == "fate_deck" for u in pool)
    assert zone(t, h1) == "fate_discard"


def test_celestial_duelist_challenger_focuses_first_against_equal_or_higher_non_duelist():
    """Celestial "DUELIST": the Duelist challenger gets the first chance to focus and must
    focus if possible."""
    t, x, y = duel_table("celestial", "Fixture Duelist", "Fixture Swordsman")  # Chi 3 vs 3
    for p in (0, 1):
        for _ in range(3):
            t.put("Fixture Focus One", p, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending.player == 0 and "strike" not in opts(t)
    t.pick(opts(t)[0])
    assert t.pending.player == 1 and "strike" in opts(t)


def test_celestial_duelist_does_not_focus_first_against_lower_stat():
    t, x, y = duel_table("celestial", "Fixture Duelist", "Fixture Courtier")  # Chi 3 vs 2
    for p in (0, 1):
        t.put("Fixture Focus One", p, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    assert t.pending.player == 1


def test_celestial_duelist_does_not_win_ties():
    """Celestial "DUEL" step 4: a tie makes both lose (its Duelist only focuses first)."""
    t, x, y = duel_table("celestial", "Fixture Duelist", "Fixture Swordsman")
    t.start(challenge_frame(y, x, on_lose="destroy"))  # the Duelist is challenged
    assert t.pending.player == 0
    t.pick("strike")
    assert zone(t, x) != PLAY and zone(t, y) != PLAY


# ------------------------------------------------------------------ diamond
def test_diamond_duel_focus_only_from_hand():
    """Diamond "Challenging and Dueling": focus cards come from hand; no deck focusing; no
    limit of four."""
    t, x, y = duel_table("diamond")
    for _ in range(5):
        t.put("Fixture Focus One", 1, "hand")
    t.put("Fixture Focus One", 1, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy", refusable=False))
    assert "deck" not in opts(t) and all(o == "strike" or o.startswith("h") for o in opts(t))
    t.state.players[0].hand.clear()
    t.pick(opts(t)[0])  # player 1 focuses; player 0 has no hand: he must strike
    # 3 + 1 vs 3: the challenger loses
    assert t.pending is None and zone(t, x) != PLAY and zone(t, y) == PLAY


def test_diamond_duelist_wins_ties_from_ivory_rule():
    """Diamond is silent on Duelist: the ivory rule applies (DECISIONS.md Precedence)."""
    t, x, y = duel_table("diamond", "Fixture Swordsman", "Fixture Duelist")
    t.start(challenge_frame(x, y, on_lose="destroy", refusable=False))
    assert zone(t, y) == PLAY and zone(t, x) != PLAY


def test_challenge_from_a_card_action_destroys_the_loser():
    """A card creating a duel pushes challenge_frame from its effect (fixture Challenge)."""
    t, x, y = duel_table("ivory", "Fixture Monk", "Fixture Swordsman")  # Chi 4 vs 3
    card = t.put("Fixture Challenge", 0, "hand")
    t.open_action(0)
    t.use(card, 0)
    assert t.pending.context == "duel" and t.pending.player == 1
    t.pick("strike")
    assert zone(t, y) != PLAY and zone(t, x) == PLAY


# ------------------------------------------------------------------ fixtures of this module
from ccg_fixtures import fact, once  # noqa: E402

from l5r.ccg import model as m  # noqa: E402
from l5r.ccg.duel import duel_total  # noqa: E402
from l5r.ccg.vocab import Ability, CardDef, Choose, Ctx, may_challenge, personality, yours  # noqa: E402

fact("fx-duel-double-chi", "Fixture Double Chi Sage", "personality", force=2, chi=3, ph=2,
     keywords=("Double Chi", "Monk"))
fact("fx-duel-bow-all", "Fixture Bow Both Focus", "strategy", focus=0)
fact("fx-duel-straighten-all", "Fixture Straighten Both Focus", "strategy", focus=0)
fact("fx-duel-measure", "Fixture Measuring Focus", "strategy", focus=2)
fact("fx-duel-as-focus", "Fixture Kiai Shout", "strategy", focus=2)
fact("fx-duel-instead", "Fixture Feint", "strategy", focus=3)
fact("fx-duel-watcher", "Fixture Duel Watcher", "personality", force=2, chi=3, ph=2)
fact("fx-duel-challenge", "Fixture Formal Challenge", "strategy", focus=0)
fact("fx-duel-cheer", "Fixture Cheer the Strike", "strategy", focus=0)


def _both(c: Ctx) -> list[int]:
    return [c["duelist"], c["opponent"]]


# Focus Effect: bow both duelists. / Focus Effect: straighten both duelists.
once(CardDef("fx-duel-bow-all", focus_effect=(lambda c: [c.bow(u) for u in _both(c)],)))
once(CardDef("fx-duel-straighten-all", focus_effect=(lambda c: [c.straighten(u) for u in _both(c)],)))


def _measure(c: Ctx) -> None:
    if m.chi(c.st, c["duelist"]) > m.chi(c.st, c["opponent"]):
        c.bow(c["opponent"])


# Focus Effect: if your duelist's Chi is now higher than his opponent's, bow the opponent.
once(CardDef("fx-duel-measure", focus_effect=(_measure,)))
# Reaction, in a duel: play this card as a Focus card: gain 1 Honor.
once(CardDef("fx-duel-as-focus", abilities=(
    Ability(("reaction",), (lambda c: c.gain_honor(1),), zone="hand", as_focus="as",
            label="gain 1 Honor"),)))
# Reaction, in a duel: play this card instead of focusing: gain 2 Honor.
once(CardDef("fx-duel-instead", abilities=(
    Ability(("reaction",), (lambda c: c.gain_honor(2),), zone="hand", as_focus="instead",
            label="gain 2 Honor"),)))


def _watch(name: str) -> Ability:
    return Ability((), (lambda c: c.g.log(f"marker {name}"),), forced=True, trigger=name,
                   when=lambda c, ev: c.source in (ev.get("challenger"), ev.get("challenged")))


# A Personality whose triggered traits log each duel marker event of duels involving him.
once(CardDef("fx-duel-watcher", abilities=tuple(_watch(n) for n in (
    "duel_focused", "duel_strike", "focus_effects_resolved", "before_duel_resolution", "duel_resolved"))))


# Reaction: after a strike is called in a duel, gain 1 Honor.
once(CardDef("fx-duel-cheer", abilities=(
    Ability(("reaction",), (lambda c: c.gain_honor(1),), zone="hand", trigger="duel_strike",
            label="gain 1 Honor"),)))


def _formal(c: Ctx) -> None:
    c.g.push(challenge_frame(c["challenger"], c["target"], on_lose="destroy", by=c.player))


# Limited: your Personality (who may issue challenges) challenges a target opposing Personality.
once(CardDef("fx-duel-challenge", abilities=(
    Ability(("limited",), (_formal,), zone="hand", label="challenge: the loser is destroyed",
            choices=(Choose("challenger", may_challenge, target=False),
                     Choose("target", lambda c, u: personality(c, u) and not yours(c, u)))),)))


def strike(t):
    """Strike, unless the player had to strike already (Diamond: no card left in hand)."""
    if t.pending is not None and t.pending.context == "duel":
        t.pick("strike")


def start(t, frame, edition):
    t.start(frame)
    if edition == "diamond" and t.pending is not None and t.pending.context == "challenge":
        t.pick("accept")


# ------------------------------------------------------------------ Double Chi
@pytest.mark.parametrize("edition", ["ivory", "celestial", "diamond"])
def test_diamond_double_chi_adds_focus_values_twice_in_every_edition(edition):
    """Diamond "DOUBLE CHI" (only Diamond defines it: applied in every edition): the Double Chi
    duelist's Focus card adds its Focus Value twice -- 3 + 2x1 beats 3 + 1."""
    t, x, y = duel_table(edition, "Fixture Double Chi Sage", "Fixture Swordsman")
    fy = t.put("Fixture Focus One", 1, "hand")
    fx = t.put("Fixture Focus One", 0, "hand")
    start(t, challenge_frame(x, y, on_lose="destroy"), edition)
    t.pick(f"h{fy}")
    t.pick(f"h{fx}")
    if t.pending is not None:  # Diamond: player 1's hand is empty, so he had to strike
        t.pick("strike")
    assert zone(t, x) == PLAY and zone(t, y) != PLAY


def test_diamond_double_chi_doubles_even_in_a_duel_of_force():
    """Diamond "DOUBLE CHI": "even in a duel that does not involve Chi" (Force 2 + 2x2 = 6 > 2 + 3)."""
    t, x, y = duel_table("ivory", "Fixture Double Chi Sage", "Fixture Swordsman")
    fy = t.put("Fixture Focus Three", 1, "hand")
    fx = t.put("Fixture Focus Two", 0, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy", stat="force"))
    t.pick(f"h{fy}")
    t.pick(f"h{fx}")
    t.pick("strike")
    assert t.state.duel == {} and zone(t, x) == PLAY and zone(t, y) != PLAY


def test_double_chi_total_counts_the_focused_cards_twice():
    t, x, y = duel_table("ivory", "Fixture Double Chi Sage", "Fixture Swordsman")
    t.put("Fixture Focus Three", 0, "hand")
    f3 = t.state.players[0].hand[0]
    t.start(challenge_frame(y, x))  # the Double Chi sage (player 0) is challenged: he focuses first
    t.pick(f"h{f3}")
    assert duel_total(t.state, x) == 3 + 2 * 3 and duel_total(t.state, y) == 3


# ------------------------------------------------------------------ order of Focus Effects
@pytest.mark.parametrize("edition", ["ivory", "celestial", "diamond"])
def test_ivory_duel_step4_player_whose_turn_it_is_orders_focus_effects(edition):
    """Ivory "Duel" step 4 / celestial "DUEL" step 3 (Diamond silent: the ivory rule): the player
    whose turn it is chooses the order of the Focus Effects; the last one to resolve decides
    whether both duelists end bowed."""
    for first, bowed in (("Straighten", True), ("Bow Both", False)):
        t, x, y = duel_table(edition)
        t.state.active = 1  # player 1's turn: he orders, though the bowing card is player 0's
        b = t.put("Fixture Bow Both Focus", 0, "hand")
        s = t.put("Fixture Straighten Both Focus", 1, "hand")
        start(t, challenge_frame(x, y), edition)
        t.pick(f"h{s}")
        t.pick(f"h{b}")
        strike(t)
        assert t.pending.context == "focus_order" and t.pending.player == 1
        assert {o.id for o in t.pending.options} == {f"f{b}", f"f{s}"}
        t.pick(first)
        drain_pools(t)
        assert t.pending is None  # one Focus Effect left: nothing more to choose
        assert t.state.cards[x].bowed is bowed and t.state.cards[y].bowed is bowed


def test_single_focus_effect_needs_no_order_decision():
    t, x, y = duel_table("ivory")
    b = t.put("Fixture Bow Both Focus", 0, "hand")
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y))
    t.pick(opts(t)[0])
    t.pick(f"h{b}")
    t.pick("strike")
    assert t.pending is None and t.state.cards[x].bowed and t.state.cards[y].bowed


# ------------------------------------------------------------------ Reactions as Focus cards
def test_diamond_reaction_played_as_a_focus_card_face_up_counts_its_focus_value():
    """Diamond "Challenging and Dueling": Reactions taken "as" Focus cards are played face up; the
    card is then a Focus card (Focus Value 2: 3 + 2 beats 3). Diamond "REACTIONS": a Reaction is
    taken when its trigger happens -- here, the opportunity to focus."""
    t, x, y = duel_table("diamond")
    kiai = t.put("Fixture Kiai Shout", 1, "hand")
    t.put("Fixture Focus One", 0, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy", refusable=False))
    assert f"r{kiai}:0" in opts(t) and f"h{kiai}" in opts(t)
    before = t.honor(1)
    t.pick(f"r{kiai}:0")
    assert t.honor(1) == before + 1  # the Reaction resolved at once
    c = t.state.cards[kiai]
    assert c.zone == FOCUS and c.face_up  # face up in the focusing area
    assert t.pending.player == 0  # it was player 1's focus: player 0 focuses or strikes next
    t.pick("strike")
    assert zone(t, x) != PLAY and zone(t, y) == PLAY and zone(t, kiai) == "fate_discard"


def test_diamond_reaction_played_instead_of_focusing_resolves_and_is_discarded():
    """Diamond "Challenging and Dueling": a Reaction taken "instead of" focusing is played face up
    and resolves; it is not a Focus card (its Focus Value 3 does not count: 3 vs 3 ties)."""
    t, x, y = duel_table("diamond")
    feint = t.put("Fixture Feint", 1, "hand")
    t.put("Fixture Focus One", 0, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy", refusable=False))
    before = t.honor(1)
    t.pick(f"r{feint}:0")
    assert t.honor(1) == before + 2 and zone(t, feint) == "fate_discard"
    assert t.pending.player == 0
    t.pick("strike")
    assert zone(t, x) != PLAY and zone(t, y) != PLAY


def test_reaction_as_focus_is_not_an_ordinary_action():
    """Diamond "Actions": no action may be taken mid-duel; the Reaction is offered only in a duel."""
    t = Table("diamond")
    t.put("Fixture Swordsman", 0)
    kiai = t.put("Fixture Kiai Shout", 0, "hand")
    t.open_action(0)
    assert f"c{kiai}:0" not in opts(t)


def test_celestial_reaction_as_focus_uses_the_one_card_from_hand():
    """Celestial "DUEL" step 2: one card per duel from hand -- a Reaction played from hand as a
    Focus card is that card."""
    t, x, y = duel_table("celestial")
    kiai = t.put("Fixture Kiai Shout", 1, "hand")
    h = t.put("Fixture Focus One", 1, "hand")
    for p in (0, 1):
        for _ in range(3):
            t.put("Fixture Focus One", p, "fate_deck")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    t.pick(f"r{kiai}:0")
    t.pick(opts(t)[0])  # player 0 focuses from his pool
    assert f"h{h}" not in opts(t) and all(not o.startswith(("h", "r")) for o in opts(t))


# ------------------------------------------------------------------ events
def test_duel_marker_events_in_order():
    """The duel's points other cards trigger on: after a focus, the strike, after Focus Effects,
    before resolution, resolution (Ivory "Timing": "after" a step comes before "before" the next)."""
    t, x, y = duel_table("ivory", "Fixture Duel Watcher", "Fixture Swordsman")
    f1 = t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y))
    t.pick(f"h{f1}")
    t.pick("strike")
    marks = [s.split()[1] for s in t.state.log if s.startswith("marker ")]
    assert marks == ["duel_focused", "duel_strike", "focus_effects_resolved", "before_duel_resolution",
                     "duel_resolved"]


# ------------------------------------------------------------------ challenges
def test_ivory_will_not_issue_challenges_prevents_the_challenge():
    """Ivory "Will not" / celestial "DO NOT, DOES NOT, WILL NOT": a Personality who will not issue
    challenges issues none -- nothing happens and the creator learns it was prevented."""
    t, x, y = duel_table("ivory")
    t.state.lasting.append({"kind": "flag", "flag": "no_challenges", "card": x, "amount": 0, "until": "turn",
                            "instance": t.state.cards[x].instance, "action": True, "loc": "home"})
    from l5r.ccg.duel import step_duel
    below, frame = {"step": "ccg.phase_end"}, challenge_frame(x, y, on_lose="destroy")
    t.state.stack = [below, frame]
    step_duel(t.g, frame)  # one step: the challenge is prevented and the frame pops
    assert t.state.stack == [below] and below["result"]["prevented"] is True
    assert t.state.pending is None and t.state.duel == {}
    assert zone(t, x) == PLAY and zone(t, y) == PLAY


def test_diamond_only_an_unbowed_personality_may_issue_a_challenge():
    """Diamond "Challenging and Dueling" ("choose one of your unbowed Personalities") and "Bowing":
    a bowed Personality may not perform actions that issue challenges; ivory has no such rule."""
    for edition, offered in (("diamond", False), ("ivory", True)):
        t = Table(edition)
        x = t.put("Fixture Swordsman", 0, bowed=True)
        t.put("Fixture Swordsman", 1)
        card = t.put("Fixture Formal Challenge", 0, "hand")
        t.open_action(0)
        assert (f"c{card}:0" in opts(t)) is offered
        if offered:
            t.use(card, 0)
            assert t.pending.context == "duel" and t.state.duel["challenger"] == x


def test_diamond_dishonored_winner_is_rehonored_instead_of_gaining_honor():
    """Diamond "Dishonor" (Honor gains "including ... duels"); celestial "DISHONOR": the gain does
    not happen and the Personality is rehonored."""
    t, x, y = duel_table("diamond", "Fixture Monk", "Fixture Swordsman")  # Chi 4 vs 3
    t.state.cards[x].dishonored = True
    before = t.honor(0)
    t.start(challenge_frame(x, y, on_win="gain_honor:2", refusable=False))
    strike(t)
    assert not t.state.cards[x].dishonored and t.honor(0) == before


def test_duel_ends_without_resolution_if_a_duelist_changes_controller():
    """Diamond "Control": a card whose control changes leaves any duel -- no resolution."""
    t, x, y = duel_table("ivory")
    f1 = t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, on_lose="destroy"))
    t.pick(f"h{f1}")
    t.state.cards[y].controller = 0
    t.pick("strike")
    assert zone(t, x) == PLAY and zone(t, y) == PLAY and t.state.duel == {}


def test_diamond_duelist_whose_own_text_forbids_focusing_must_strike():
    """Diamond "Challenging and Dueling": a Personality whose own text forbids focusing must strike."""
    t, x, y = duel_table("diamond")
    t.put("Fixture Focus Three", 1, "hand")
    t.state.lasting.append({"kind": "flag", "flag": "no_focus", "card": y, "amount": 0, "until": "turn",
                            "instance": t.state.cards[y].instance, "action": True, "loc": "home"})
    t.start(challenge_frame(x, y, on_lose="destroy", refusable=False))
    assert t.pending is None and zone(t, x) != PLAY and zone(t, y) != PLAY  # struck at once: a tie


# ------------------------------------------------------------------ Diamond: Focus cards raise the stat
def test_diamond_focus_card_is_a_bonus_to_the_duel_stat_itself():
    """Diamond "Challenging and Dueling": a Focus card grants the duelist a Chi bonus until the duel
    ends (revealed at the strike, so a Focus Effect sees it); ivory adds Focus Values only in
    resolution (Ivory "Duel" step 5)."""
    for edition, bowed in (("diamond", True), ("ivory", False)):
        t, x, y = duel_table(edition)
        meas = t.put("Fixture Measuring Focus", 1, "hand")
        t.start(challenge_frame(x, y, refusable=False))
        t.pick(f"h{meas}")
        strike(t)
        assert t.state.cards[x].bowed is bowed
        assert m.chi(t.state, y) == 3  # the bonus ends with the duel


def test_diamond_bonus_as_focus_cards_adds_to_a_duel_of_force_but_chi_bonus_does_not():
    """Diamond "Challenging and Dueling": in a duel of another stat, focusing and bonuses given "as
    Focus cards" add to that stat; other effects raise Chi only."""
    t, x, y = duel_table("diamond")
    st = t.state
    t.put("Fixture Focus One", 1, "hand")
    t.start(challenge_frame(x, y, stat="force", refusable=False))
    inst = st.cards[y].instance
    st.lasting.append({"kind": "duel_bonus", "card": y, "amount": 1, "until": "duel", "instance": inst,
                       "action": True, "loc": "home"})
    st.lasting.append({"kind": "chi", "card": x, "amount": 5, "until": "turn",
                       "instance": st.cards[x].instance, "action": True, "loc": "home"})
    assert duel_total(st, y) == 3 and duel_total(st, x) == 2  # Force 2 + 1; Force 2
    t.pick("strike")
    assert not any(e["kind"] == "duel_bonus" for e in st.lasting)


def test_celestial_duel_puts_the_hand_aside_so_no_reaction_from_hand():
    """Celestial "DUEL" step 1: each player puts his hand aside -- a Reaction in hand to the strike
    cannot be taken; under ivory (hand kept, Ivory "Duel") it can."""
    for edition, offered in (("celestial", False), ("ivory", True)):
        t, x, y = duel_table(edition)
        cheer = t.put("Fixture Cheer the Strike", 0, "hand")
        for p in (0, 1):
            t.put("Fixture Focus One", p, "fate_deck")
        t.start(challenge_frame(x, y))
        t.pick("strike")
        assert (f"c{cheer}:0|0|0" in opts(t)) is offered
        if offered:
            before = t.honor(0)
            t.pick(f"c{cheer}:0|0|0")
            assert t.honor(0) == before + 1
        else:
            drain_pools(t)
            assert t.pending is None and zone(t, cheer) == "hand"
