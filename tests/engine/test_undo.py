"""Undo (issue 11, item 3): taking back one's own last decision by replaying the game's record
without the later answers (``l5r.engine.undo``), in both games. An allowed undo gives exactly
the game as it was at that decision; an undo is refused, changing nothing, when something was
revealed since -- a card drawn, a province or card turned face up, a bid revealed (a secret
decision), a shuffle or other random result -- because what was seen stays seen."""

from __future__ import annotations

import pytest

from l5r.ccg import model as ccg_model
from l5r.ccg.setup import new_game as ccg_game
from l5r.engine.decision import Kind
from l5r.engine.game import view_cards
from l5r.engine.undo import Timeline, UndoRefused, undo
from l5r.lcg.decks import default_deck
from l5r.lcg.game import new_game as lcg_game
from l5r.testing import Scenario

YOU, BOT = 0, 1


def first_option(d):
    """Both players' policy: the first option; for a choose_many, as few as allowed."""
    return [o.id for o in d.options[:d.min]] if d.kind is Kind.MANY else d.options[0].id


def lcg_policy(d):
    """The bot passes where it can; every choose_many takes as few as allowed; else the first option."""
    if d.kind is Kind.MANY:
        return [o.id for o in d.options[:d.min]]
    if d.player == BOT:
        for o in d.options:
            if o.label.lower().startswith("pass"):
                return o.id
    return d.options[0].id


def play(g, policy, answers: int) -> dict[int, dict]:
    """Answer with ``policy`` until ``answers`` answers were given; the state at each of
    the human's decisions, by the number of answers given before it."""
    seen = {}
    while len(g.state.answers) < answers and not g.over:
        if g.pending.player == YOU:
            seen[len(g.state.answers)] = g.to_data()
        g.answer(policy(g.pending))
    if not g.over and g.pending.player == YOU:
        seen[len(g.state.answers)] = g.to_data()
    return seen


def refused(g) -> UndoRefused:
    """The refusal of an undo of ``g``, checking that the refused undo changed nothing."""
    before = g.to_data()
    with pytest.raises(UndoRefused) as exc:
        undo(g, YOU)
    assert g.to_data() == before
    return exc.value


def new_facts(g, player: int) -> list[tuple]:
    """What ``player`` came to know first after the human's last decision: the facts
    (``("card", uid, id)``, ...) it knew at the first decision since where it knew more."""
    tl = Timeline.of(g)
    k = tl.last_decision(YOU)
    x = tl.at(k)
    before = x.rules.known(x, player)
    for a in tl.answers[k:]:
        x.answer(a)
        new = x.rules.known(x, player) - before
        if new:
            return sorted(new, key=repr)
    return []


def zone_of(g, fact) -> str:
    return g.state.cards[fact[1]].zone


def lcg(seed=5, **kw):
    return lcg_game([default_deck("crane"), default_deck("lion")], seed=seed, names=["You", "Bot"], logging=True,
                    **kw)


def ccg(seed=1, edition="ivory"):
    return ccg_game(["lion", "dragon"], seed=seed, edition=edition, names=["You", "Bot"], logging=True)


# ------------------------------------------------------------------ allowed: exactly the earlier state
def step_back(g, seen: dict[int, dict]) -> int:
    """Undo from ``g`` as long as it is allowed, each undo giving exactly the game at the
    human's previous decision; the number of undos made."""
    steps = 0
    while True:
        try:
            back = undo(g, YOU)
        except UndoRefused:
            return steps
        n = len(back.state.answers)
        assert n < len(g.state.answers) and back.pending.player == YOU
        assert n == max(i for i in seen if i < len(g.state.answers))  # the human's previous decision
        assert back.to_data() == seen[n]
        g = back
        steps += 1


def test_lcg_undo_steps_back_decision_by_decision_to_exactly_the_earlier_states():
    """Playing characters and attachments in the dynasty phase (Rules Reference 1.4) and
    choosing their fate reveals nothing: each of those decisions can be taken back, the bot's
    passes with them, one after the other, to the first decision of the phase; the one before
    it (the conflict mulligan) is not: the starting hands were drawn since."""
    g = lcg()
    seen = play(g, lcg_policy, 12)
    assert g.state.phase == "dynasty" and g.pending.player == YOU
    assert step_back(g, seen) >= 4


def test_ccg_undo_steps_back_decision_by_decision_to_exactly_the_earlier_states():
    """Ivory "Dynasty Phase": recruiting and paying reveal nothing (a province refills face
    down), nor do choosing battlefields in the Attack Phase: each decision can be taken back."""
    g = ccg()
    seen = play(g, first_option, 31)
    assert g.state.phase == "dynasty" and g.pending.player == YOU
    assert step_back(g, seen) >= 5


def test_an_allowed_undo_takes_back_the_bots_answers_given_since():
    g = lcg()
    seen = play(g, lcg_policy, 9)  # the human played a character; the bot passed in between
    tl = Timeline.of(g)
    k = tl.last_decision(YOU)
    assert any(s.player == BOT for s in tl.steps[k:])
    back = undo(g, YOU)
    assert back.to_data() == seen[k] and back.state.answers == g.state.answers[:k]


def test_undo_then_a_new_answer_plays_on_from_the_earlier_decision():
    g = lcg()
    seen = play(g, lcg_policy, 9)
    back = undo(g, YOU)
    other = [o.id for o in back.pending.options if o.id != g.state.answers[len(back.state.answers)]]
    back.answer(other[0])
    assert back.state.answers[:-1] == g.state.answers[:len(back.state.answers) - 1]
    assert seen  # the game goes on from the undone decision with another answer


# ------------------------------------------------------------------ refused: what was seen stays
def test_lcg_undo_is_refused_after_a_draw():
    """Rules Reference "Setup" 7: the starting hands are drawn after the dynasty mulligans;
    the human's dynasty mulligan cannot be taken back at the conflict mulligan."""
    g = lcg()
    play(g, lcg_policy, 4)
    assert g.pending.context == "conflict_mulligan" and g.pending.player == YOU
    r = refused(g)
    assert r.kind == "seen" and r.player == YOU and r.facts == 4
    assert "You have seen 4 cards" in r.reason
    assert {zone_of(g, f) for f in new_facts(g, YOU)} == {"hand"}


def test_ccg_undo_is_refused_after_a_draw():
    """Ivory "End of turn": the active player draws a card; the human's last decision of
    their turn cannot be taken back from the bot's turn."""
    g = ccg()
    play(g, first_option, 2)
    while g.state.turn == 1 or g.pending.player != YOU:  # the human's first decision in the bot's turn
        g.answer(first_option(g.pending))
    assert g.state.turn == 2 and g.state.active == BOT
    assert Timeline.of(g).steps[Timeline.of(g).last_decision(YOU)].prompt.startswith("Dynasty Phase")
    r = refused(g)
    assert r.kind == "seen" and r.player == YOU
    assert "hand" in {zone_of(g, f) for f in new_facts(g, YOU)}


def test_lcg_undo_is_refused_after_a_province_was_revealed():
    """Rules Reference 3.2.2: declaring a conflict reveals the attacked province; the attacker
    cannot take the declaration back once it has seen the province."""
    g = lcg()
    play(g, lcg_policy, 24)
    while g.state.conflict is None or g.pending.player != YOU:
        g.answer(lcg_policy(g.pending))
    province = g.state.conflict.province
    r = refused(g)
    assert r.kind == "seen" and r.player == YOU
    assert ("card", province, g.state.cards[province].cid) in new_facts(g, YOU)
    assert zone_of(g, ("card", province)) == "province" and not g.state.cards[province].facedown


def test_ccg_undo_is_refused_after_a_province_card_was_revealed():
    """Ivory "Cycle": the cycled provinces refill face up; the cycle cannot be taken back once
    the new province cards are seen (before choosing the cards, it can)."""
    g = ccg()
    seen = play(g, first_option, 1)
    assert g.pending.context == "cycle"
    assert undo(g, YOU).to_data() == seen[0]  # nothing revealed yet
    g.answer(first_option(g.pending))
    assert g.pending.player == YOU
    r = refused(g)
    assert r.kind == "seen" and r.player == YOU
    facts = new_facts(g, YOU)
    assert facts and {zone_of(g, f) for f in facts} == {"province"}
    assert all(g.state.cards[f[1]].face_up for f in facts)


def test_lcg_undo_is_refused_after_a_bid_was_revealed():
    """Rules Reference 2.2: bids are secret until revealed together; a secret decision cannot
    be taken back (it may have been revealed: the bids here were)."""
    g = lcg()
    play(g, lcg_policy, 15)  # the human's action window of the draw phase (2.5), after the draw
    assert g.state.phase == "draw" and g.pending.player == YOU
    assert any("Bids revealed" in line for line in g.state.log)
    r = refused(g)
    assert r.kind == "secret" and "honor bid" in r.reason


def test_lcg_undo_is_refused_while_a_secret_decision_is_pending_and_across_the_bots_secret():
    g = lcg()
    play(g, lcg_policy, 13)
    assert g.pending.context == "honor_bid" and g.pending.player == YOU
    assert refused(g).kind == "pending_secret"
    g = lcg()
    play(g, lcg_policy, 2)  # the human's dynasty mulligan: both stronghold provinces were chosen secretly
    r = refused(g)
    assert r.kind == "secret" and "stronghold province" in r.reason


def test_lcg_undo_is_refused_after_a_shuffle():
    """Rules Reference "Mulligan": the replaced cards are shuffled back into the deck; the
    shuffle's result stays, so the mulligan cannot be taken back."""
    g = lcg()
    g.answer(g.pending.options[0].id)
    g.answer(g.pending.options[0].id)
    assert g.pending.context == "dynasty_mulligan" and g.pending.player == YOU
    g.answer([g.pending.options[0].id])  # replace one card: the dynasty deck is shuffled
    assert g.pending.player == BOT
    rng = g.state.rng
    g.answer([])
    assert g.pending.player == YOU and g.state.rng == rng
    r = refused(g)
    assert r.kind == "random" and "shuffle" in r.reason


def test_ccg_undo_is_refused_after_a_shuffle():
    """Wisdom Gained: a player who takes a Ring from the Fate deck shuffles it; that
    decision cannot be taken back (the human's next decisions are in a later turn)."""
    g = ccg()
    play(g, first_option, 13)
    tl = Timeline.of(g)
    wisdom = [i for i, s in enumerate(tl.steps) if s.player == YOU and s.prompt.startswith("Wisdom Gained")]
    assert wisdom
    while g.pending.player != YOU or len(g.state.answers) <= wisdom[-1] + 1:
        g.answer(first_option(g.pending))
    r = refused(g)
    assert r.kind in ("random", "seen")
    g = ccg()
    play(g, first_option, wisdom[-1] + 1)
    while g.pending.player != YOU:
        g.answer(first_option(g.pending))
    assert Timeline.of(g).last_decision(YOU) == wisdom[-1]
    r = refused(g)
    assert r.kind == "random"


def test_nothing_to_undo_and_no_record():
    g = lcg()
    assert g.pending.player == YOU and refused(g).kind == "no_decision"
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"])
    s.player(1)
    with pytest.raises(UndoRefused) as exc:
        undo(s.start("conflict"), 0)
    r = exc.value
    assert r.kind == "no_record" and "does not record how it began" in r.reason


def test_a_game_changed_outside_its_answers_cannot_be_undone():
    g = lcg()
    play(g, lcg_policy, 9)
    g.state.players[0].honor += 1  # not the record replayed any more
    r = refused(g)
    assert r.kind == "no_record" and "differs at" in r.reason


# ------------------------------------------------------------------ what a player knows
@pytest.mark.parametrize("make", [lcg, ccg])
def test_known_cards_are_those_the_players_view_shows(make):
    """``RuleSet.known`` agrees with the redacted view: every card the view shows is known,
    and every card known is shown (or removed from the game, which the views leave out; CCG:
    by title, as the view names discards and province cards)."""
    g = make()
    for _ in range(200):
        if g.over:
            break
        for p in (YOU, BOT):
            v = g.view(p)
            known = g.rules.known(g, p)
            uids = {f[1] for f in known if f[0] == "card"}
            shown = view_cards(v)
            assert {u for _, u, _ in shown} <= uids
            removed = {c.uid for c in g.state.cards if c.zone == "removed"}  # public, not in the views
            if g.state.ruleset == "lcg":
                assert uids - {u for _, u, _ in shown} <= removed
            else:
                text = repr(v)
                titles = [ccg_model.title(g.state, u) for u in uids - removed]
                missing = [t for t in titles if t not in text]
                assert not missing, missing
        g.answer(first_option(g.pending))


def test_a_card_drawn_by_the_bot_is_known_to_the_bot_only():
    g = lcg()
    play(g, lcg_policy, 4)
    bot_hand = {("card", u, g.state.cards[u].cid) for u in g.state.players[BOT].hand}
    assert bot_hand and bot_hand <= g.rules.known(g, BOT) and not bot_hand & g.rules.known(g, YOU)
