"""The caches of the CCG rules (``l5r.ccg.index``) are never stale and never leak between
games: in checking mode every cached read is compared with a fresh computation while random
games are played in every edition; two games in one process, a game and its copy, and a game
saved and loaded all play the same as when each is played alone. Skipping a trigger window
nobody could respond in (``RuleSet.responders_possible``) offers the same options as opening
it (checking mode compares both)."""

import dataclasses

import pytest

from l5r.ccg import index, play, vocab
from l5r.ccg import model as m
from l5r.ccg.setup import new_game
from l5r.engine.agents import RandomAgent, act
from l5r.engine.game import Game

EDITIONS = ("ivory", "celestial", "diamond")


@pytest.fixture
def checking():
    was = index.set_checking(True)
    try:
        yield
    finally:
        index.set_checking(was)


def agents(seed):
    return [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]


def play_out(g, ag, stop=None):
    n = 0
    while not g.over and (stop is None or n < stop):
        act(g, ag[g.pending.player])
        n += 1
    return n


@pytest.mark.parametrize("ed", EDITIONS)
def test_every_cached_read_agrees_with_a_fresh_computation_in_random_games(ed, checking):
    """Checking mode raises ``index.StaleCache`` on the first cached answer that differs from
    a fresh computation; two games of each edition are played to their end with it on, one
    of them continued from a JSON copy and one from a clone."""
    for seed in (11, 12):
        g = new_game(["lion", "dragon"] if seed % 2 else ["dragon", "lion"], seed=seed, edition=ed,
                     max_turns=40)
        ag = agents(seed)
        play_out(g, ag, stop=150)
        g = Game.from_json(g.to_json()) if seed % 2 else g.clone()
        play_out(g, ag)
        assert g.over


def test_checking_mode_catches_a_stale_cache(checking):
    """Checking mode is not a no-op: a cache entry tampered with is reported."""
    g = new_game(["lion", "dragon"], seed=1, edition="ivory")
    ix = index.game_index(g.state)
    stale = dataclasses.replace(ix, action=ix.action[1:])
    cache = index.defs(g.state).derived["games"]
    ref, cards, n, _ = cache[id(g.state)]
    cache[id(g.state)] = (ref, cards, n, stale)
    with pytest.raises(index.StaleCache):
        index.game_index(g.state)
    del cache[id(g.state)]


def _record(ed, seed, stop=None):
    g = new_game(["lion", "dragon"], seed=seed, edition=ed, max_turns=30)
    ag = agents(seed)
    play_out(g, ag, stop)
    return g, ag


@pytest.mark.parametrize("ed", EDITIONS)
def test_games_played_side_by_side_play_as_alone(ed):
    """Two games interleaved decision by decision in one process (sharing every cache) give
    the same games as each played alone; so do a game and its clone played side by side."""
    alone = [_record(ed, s)[0].to_json() for s in (3, 4)]
    games = [new_game(["lion", "dragon"], seed=s, edition=ed, max_turns=30) for s in (3, 4)]
    ags = [agents(3), agents(4)]
    while not all(g.over for g in games):
        for g, ag in zip(games, ags, strict=True):
            if not g.over:
                act(g, ag[g.pending.player])
    assert [g.to_json() for g in games] == alone

    g, ag = _record(ed, 5, stop=120)
    twin, ag2 = g.clone(), agents(5)
    for a, b in zip(ag2, ag, strict=True):
        a.rng.setstate(b.rng.getstate())
    loaded, ag3 = Game.from_json(g.to_json()), agents(5)
    for a, b in zip(ag3, ag, strict=True):
        a.rng.setstate(b.rng.getstate())
    copies = [(g, ag), (twin, ag2), (loaded, ag3)]
    while not g.over:
        asked = g.pending
        for h, a in copies:  # the same decision asked of each copy in turn
            assert h.pending == asked
            act(h, a[h.pending.player])
    assert twin.to_json() == g.to_json() == loaded.to_json()


def test_a_copy_has_its_own_equal_game_index():
    """A copied game finds its index by contents (no rebuild) but gets its own object."""
    g = new_game(["lion", "dragon"], seed=2, edition="diamond")
    ix = index.game_index(g.state)
    for h in (g.clone(), Game.from_json(g.to_json())):
        hx = index.game_index(h.state)
        assert hx == ix and hx is not ix and index.game_index(h.state) is hx


@pytest.mark.parametrize("ed", EDITIONS)
def test_trigger_windows_skipped_only_when_nobody_could_respond(ed):
    """``may_trigger`` for one slot is never False while an ability of that slot is among
    the candidates of some player for these events (a sound gate), at many points of a game
    (a rulebook ability whose gate is closed cannot respond to anything); the indexed
    ``trigger_candidates`` of a slot are the candidates of that slot."""
    g = new_game(["lion", "dragon"], seed=9, edition=ed, max_turns=30)
    ag = agents(9)
    names_seen: set[str] = set()
    gates = index.defs(g.state).gates
    n = 0
    while not g.over:
        st = g.state
        for fr in st.stack:
            if fr.get("step") == "events":
                names_seen |= {e["name"] for e in fr["events"]}
        if n % 5 == 0:
            for name in names_seen:
                for slot in index.SLOTS:
                    if play.may_trigger(st, {name}, slot):
                        for p in (0, 1):  # the fast lookup of a slot's candidates is the filtered one
                            assert play.trigger_candidates(st, p, {name}, slot) == [
                                x for x in play.candidates(g, p, "trigger", {name})
                                if (x[2].forced, x[2].timing) == slot]
                        continue
                    for p in (0, 1):
                        assert play.trigger_candidates(st, p, {name}, slot) == [
                            x for x in play.candidates(g, p, "trigger", {name}) if (x[2].forced, x[2].timing) == slot]
                        for key, _, ab in play.candidates(g, p, "trigger", {name}):
                            gate = gates.get(key[2:]) if key.startswith("r:") else None
                            if gate is None or gate(st):  # a closed gate: nothing to respond to
                                assert (ab.forced, ab.timing) != slot, (name, slot, ab.label)
        act(g, ag[g.pending.player])
        n += 1
    assert names_seen


def test_a_game_index_is_dropped_with_its_game():
    """The index cache keeps no game alive, and a dead game's entry goes with it (so its
    ``id`` cannot be mistaken for a later game's)."""
    g = new_game(["lion", "dragon"], seed=2, edition="ivory")
    h = g.clone()
    index.game_index(h.state)
    cache, key = index.defs(h.state).derived["games"], id(h.state)
    assert key in cache
    del h
    assert key not in cache


def test_created_cards_extend_the_game_index(monkeypatch):
    """Cards created during a game (celestial "CREATED CARDS") extend the game's index rather
    than rebuilding it; the extended index equals one built afresh."""
    built = []
    real_build = index._build
    monkeypatch.setattr(index, "_build", lambda d, cards: built.append(len(cards)) or real_build(d, cards))
    monkeypatch.setattr(index, "CHECKING", False)  # (checking mode builds afresh to compare)
    for seed in range(12):
        g = new_game(["lion", "dragon"], seed=seed, edition="celestial", max_turns=40)
        ag = agents(seed)
        while not g.over and not any(c.created for c in g.state.cards):
            act(g, ag[g.pending.player])
        if not g.over:
            break
    else:
        pytest.fail("no game created a card")
    st = g.state
    first_created = next(c.uid for c in st.cards if c.created)
    ix = index.game_index(st)
    assert all(n <= first_created for n in built)  # extended, never rebuilt with a created card
    assert ix == real_build(index.defs(st), st.cards)


def test_declared_filter_types_combine():
    """``vocab.of_types``: ``both`` keeps the types every typed filter allows; ``either`` is
    typed only when each of its filters is, with the types of all."""
    assert vocab.pred_types(vocab.personality) == {"personality"}
    assert vocab.pred_types(vocab.both(vocab.yours, vocab.personality)) == {"personality"}
    assert vocab.pred_types(vocab.both(vocab.ranged_target, vocab.ctype("follower", "item"))) == {"follower"}
    assert vocab.pred_types(vocab.both(vocab.yours, vocab.unbowed)) is None
    assert vocab.pred_types(vocab.either(vocab.personality, vocab.ctype("item"))) == {"personality", "item"}
    assert vocab.pred_types(vocab.either(vocab.personality, vocab.yours)) is None


def test_a_filter_skips_cards_of_other_types_and_checking_mode_catches_a_wrong_declaration(checking):
    """A choice skips, unasked, the cards its filter's declared types exclude, and gives the
    same candidates as an undeclared filter; a filter declared with the wrong types is
    reported in checking mode."""
    g = new_game(["lion", "dragon"], seed=3, edition="ivory")
    st = g.state
    c = vocab.Ctx(g, {"ctx": {"player": 0, "source": -1}})
    ab = vocab.Ability(designators=("limited",))

    def any_card(c, uid):
        return True

    plain = play.choice_candidates(g, c, vocab.Choose("t", any_card, pool="hand", target=False), ab)
    types = {m.ctype(st, u) for u in plain}
    assert len(types) > 1
    asked = []
    one = sorted(types)[0]
    typed = vocab.of_types(one)(lambda c, uid: asked.append(uid) or m.ctype(st, uid) == one)
    index.set_checking(False)
    assert play.choice_candidates(g, c, vocab.Choose("t", typed, pool="hand", target=False), ab) \
        == [u for u in plain if m.ctype(st, u) == one] == asked
    index.set_checking(True)
    wrong = vocab.of_types(one)(any_card)
    with pytest.raises(index.StaleCache):
        play.choice_candidates(g, c, vocab.Choose("t", wrong, pool="hand", target=False), ab)


def test_a_clone_shares_its_original_s_game_index(monkeypatch):
    """``Game.clone`` gives the copy its original's index of cards (``RuleSet.cloned``,
    ``index.share_index``): the copy's first question builds nothing, and the index is the
    one a build would give; the copy's entry goes with the copy."""
    g = new_game(["lion", "dragon"], seed=3, edition="ivory")
    ix = index.game_index(g.state)
    built = []
    real_build = index._build
    monkeypatch.setattr(index, "_build", lambda d, cards: built.append(len(cards)) or real_build(d, cards))
    monkeypatch.setattr(index, "CHECKING", False)
    h = g.clone()
    cache, key = index.defs(h.state).derived["games"], id(h.state)
    assert key in cache
    hix = index.game_index(h.state)
    assert built == [] and hix == ix and hix is not ix
    del h, hix
    assert key not in cache
