"""What a player does not know, for the bots (issue 11, "Bots"): the LCG rule set's
``hidden_groups`` and ``after_determinize`` (:mod:`l5r.lcg.hidden`).

* The groups are exactly the cards the player's view (:mod:`l5r.lcg.view`) does not show
  by name, checked at many points of random games of every clan: a card the view shows
  (a card dict with its uid, or a title in the pending decision's texts that changes
  with the card) is in no group, every other card is in one (Rules Reference "Facedown
  Province", "Fill a Province", Setup steps 5-6, "Triggered Abilities": hands and decks
  are hidden areas; "Discard Piles" are open). A wrong grouping is caught by the same check.
* A determinized copy looks the same to the player, rebuilds the indexes derived from
  card identities (a copy that skipped it is caught), keeps stronghold provinces legal
  ("Eminent"; Kuroi Mori), replaces the opponents' unrevealed secrets (honor bids,
  Appendix I 2.2 and D.3; the stronghold province chosen at Setup step 5), and plays on
  to the end with the invariants and the cache checks on.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from l5r.engine.agents import RandomAgent, determinize
from l5r.engine.game import Game
from l5r.lcg import hidden, invariants, model
from l5r.lcg.abilities import prepare_game
from l5r.lcg.decks import CLANS, default_deck
from l5r.lcg.game import RULES, new_game
from l5r.lcg.model import FACTS
from l5r.lcg.state import STRONGHOLD_SLOT

Groups = Callable[[Game, int], list[list[int]]]


def pairing(i: int) -> tuple[str, str]:
    return CLANS[i % 7], CLANS[(i + 1 + i // 7) % 7]


def positions(games: range, stops: int, span: int = 400) -> Iterator[tuple[Game, Game, object]]:
    """(game, the game one decision earlier, the answer given there) at ``stops`` random
    points of each random game of ``games`` (the first at one of the setup decisions)."""
    for i in games:
        a, b = pairing(i)
        g = new_game([default_deck(a), default_deck(b)], seed=i)
        agents = [RandomAgent(2 * i + 1), RandomAgent(2 * i + 2)]
        rng = random.Random(i)
        marks = sorted({rng.randrange(1, 4), *rng.sample(range(4, span), stops - 1)})
        n = 0
        for mark in marks:
            prev = last = None
            while n < mark and not g.over:
                prev = g.clone()
                last = agents[g.pending.player].choose(g.pending)
                g.answer(last)
                n += 1
            if g.over:
                break
            yield g, prev, last


def _other_card_id(cid: str) -> str:
    """A card id of the same type as ``cid`` with another title."""
    t, title = FACTS[cid].type, FACTS[cid].name
    return next(k for k in sorted(RULES.cards) if FACTS[k].type == t and FACTS[k].name != title)


def _changed(g: Game, uid: int) -> Game:
    x = g.clone()
    x.state.cards[uid].cid = _other_card_id(x.state.cards[uid].cid)
    prepare_game(x)
    return x


def _asked_again(g: Game) -> Game:
    """``g`` with its pending decision asked anew by the step that asked it."""
    x = g.clone()
    x.state.pending = None
    x.run()
    return x


def _uids(node) -> Iterator[int]:
    if isinstance(node, dict):
        if "uid" in node:
            yield node["uid"]
        for v in node.values():
            yield from _uids(v)
    elif isinstance(node, list):
        for v in node:
            yield from _uids(v)


def shown_by_view(g: Game, prev: Game | None, last) -> list[set[int]] | None:
    """Per player, the cards their view shows by name: those it lists (a card dict with its
    uid), and those whose identity, changed, changes the texts of the pending decision as
    the player sees them, with the decision asked again (or the previous answer given
    again to the changed previous position, for labels stored when a choice was set up).
    A change that makes the decision itself another (its player or kind: the decider's
    options depended on the card) counts for the decider only: another player sees no
    name in whether a decision is asked. ``None`` when the decision cannot be asked again
    unchanged (a step that does work before asking)."""
    if _asked_again(g).to_data() != g.to_data():
        return None
    d = g.pending
    views = [g.view(p) for p in range(len(g.state.players))]
    shown = [set(_uids(v)) for v in views]
    for u in range(len(g.state.cards)):
        if all(u in s for s in shown):
            continue
        x = _asked_again(_changed(g, u))
        same = x.pending is not None and (x.pending.player, x.pending.context) == (d.player, d.context)
        y = None
        if prev is not None:
            y = _changed(prev, u)
            try:
                y.answer(last)
            except Exception:  # the changed card makes the answer illegal: no comparison
                y = None
            if y is not None and (y.pending is None or (y.pending.player, y.pending.context, y.pending.ids())
                                  != (d.player, d.context, d.ids())):
                y = None
        for p, view in enumerate(views):
            if u in shown[p]:
                continue
            if (x.view(p)["pending"] != view["pending"] if same else p == d.player) or \
                    (y is not None and y.view(p)["pending"] != view["pending"]):
                shown[p].add(u)
    return shown


def mismatches(g: Game, prev: Game | None, last, groups: Groups) -> list[str]:
    """Cards in a hidden group that the view shows, and cards the view hides that are in no
    group; also a card in two groups."""
    shown = shown_by_view(g, prev, last)
    if shown is None:
        return []
    out = []
    for p in range(len(g.state.players)):
        grouped = [u for grp in groups(g, p) for u in grp]
        if len(grouped) != len(set(grouped)):
            out.append(f"player {p}: a card is in two groups")
        for c in g.state.cards:
            if (c.uid in grouped) == (c.uid in shown[p]):
                what = "shown by the view but hidden" if c.uid in grouped else "hidden by the view but in no group"
                out.append(f"player {p}, {g.pending.context} of player {g.pending.player}: "
                           f"{FACTS[c.cid].name} ({c.zone}{', facedown' if c.facedown else ''}, "
                           f"player {c.owner}'s) is {what}")
    return out


@pytest.mark.parametrize("chunk", range(4))
def test_the_hidden_groups_are_the_cards_the_view_does_not_show(chunk):
    """Rules Reference "Facedown Province", "Fill a Province", Setup 5-6, "Discard Piles"."""
    found = []
    for g, prev, last in positions(range(chunk * 4, chunk * 4 + 4), stops=3):
        found += mismatches(g, prev, last, RULES.hidden_groups)
    assert not found, "\n".join(found[:20])


def _leaving_out_the_opponents_hand(g: Game, player: int) -> list[list[int]]:
    hand = set(g.state.players[1 - player].hand)
    return [[u for u in grp if u not in hand] for grp in hidden.hidden_groups(g, player)]


def _with_own_facedown_provinces(g: Game, player: int) -> list[list[int]]:
    st = g.state
    mine = [u for u in st.players[player].provinces if st.cards[u].facedown]
    return [*hidden.hidden_groups(g, player), mine]


def _with_the_named_cards(g: Game, player: int) -> list[list[int]]:
    """Forgets what the pending decision names: e.g. the cards of a mulligan."""
    st = g.state
    out = []
    for pl in st.players:
        fd = [u for s in pl.province_cards for u in s if st.cards[u].facedown]
        if pl.index == player:
            out += [list(pl.conflict_deck), [*pl.dynasty_deck, *fd]]
        else:
            out += [[*pl.hand, *pl.conflict_deck], [*pl.dynasty_deck, *fd],
                    [u for u in pl.provinces if st.cards[u].facedown]]
    return out


@pytest.mark.parametrize("wrong", [_leaving_out_the_opponents_hand, _with_own_facedown_provinces,
                                   _with_the_named_cards])
def test_a_wrong_grouping_is_caught(wrong):
    found = []
    for g, prev, last in positions(range(2), stops=3):
        found += mismatches(g, prev, last, wrong)
        if found:
            break
    assert found


def test_the_view_check_sees_a_card_named_only_by_a_decision():
    """Setup step 6: each player looks at the cards placed in their provinces to
    mulligan them; they are facedown (the view shows no card), the decision names them."""
    g = new_game([default_deck("crab"), default_deck("lion")], seed=1)
    agents = [RandomAgent(1), RandomAgent(2)]
    while g.pending.context != "dynasty_mulligan":
        g.answer(agents[g.pending.player].choose(g.pending))
    p = g.pending.player
    facedown = [u for s in g.state.players[p].province_cards for u in s]
    shown = shown_by_view(g, None, None)
    assert facedown and set(facedown) <= shown[p]
    assert not set(facedown) & shown[1 - p]
    grouped = {u for grp in RULES.hidden_groups(g, p) for u in grp}
    assert not set(facedown) & grouped


# ---------------------------------------------------------------- determinized copies
def _some_positions(n: int = 6) -> Iterator[Game]:
    for g, _, _ in positions(range(20, 20 + n), stops=3):
        yield g


def test_a_determinized_copy_looks_the_same_to_its_player():
    changed = 0
    for i, g in enumerate(_some_positions()):
        for p in (0, 1):
            copy = determinize(g, p, random.Random(i))
            assert copy.view(p) == g.view(p)
            changed += sum(a.cid != b.cid for a, b in zip(g.state.cards, copy.state.cards, strict=True))
    assert changed  # the copies were dealt otherwise


def test_a_determinized_copy_rebuilds_what_was_derived_from_card_identities():
    """The indexes of ``prepare_game`` are those of the copy's cards (the invariants'
    check on loading); a copy that skipped ``after_determinize`` fails that check."""
    stale = 0
    for i, g in enumerate(_some_positions(4)):
        for p in (0, 1):
            copy = determinize(g, p, random.Random(i))
            invariants.check_save(copy)
            raw = g.clone()
            cards = raw.state.cards
            for grp in RULES.hidden_groups(g, p):
                cids = [cards[u].cid for u in grp]
                random.Random(i).shuffle(cids)
                for u, cid in zip(grp, cids, strict=True):
                    cards[u].cid = cid
            try:
                invariants.check_save(raw)
            except AssertionError:
                stale += 1
    assert stale


def test_a_determinized_copy_plays_on_to_the_end(monkeypatch):
    monkeypatch.setattr(model, "CHECKING", True)  # every cached value compared with a fresh one
    for i, g in enumerate(_some_positions(4)):
        p = g.pending.player
        copy = determinize(g, p, random.Random(i))
        agents = [RandomAgent(i), RandomAgent(i + 1)]
        while not copy.over:
            copy.answer(agents[copy.pending.player].choose(copy.pending))
            invariants.check(copy)
        assert copy.state.winner is not None


def _at(context: str, seed: int, clans=("crab", "lion"), first: int | None = None) -> Game:
    g = new_game([default_deck(clans[0]), default_deck(clans[1])], seed=seed, first_player=first)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    while g.pending.context != context or not _second_to_choose(g):
        g.answer(agents[g.pending.player].choose(g.pending))
    return g


def _second_to_choose(g: Game) -> bool:
    f = g.state.stack[-1]
    return bool(f.get("bids") if f["step"] == "lcg.bid" else f.get("chosen"))


def test_an_unrevealed_honor_bid_of_the_opponent_is_dealt_anew():
    """Appendix I 2.2: each player secretly selects a bid; they are revealed together."""
    g = _at("honor_bid", 3)
    p = g.pending.player
    f = g.state.stack[-1]
    theirs = {k: v for k, v in f["bids"].items() if int(k) != p}
    assert theirs
    seen = set()
    for s in range(40):
        copy = determinize(g, p, random.Random(s))
        cf = copy.state.stack[-1]
        assert cf["step"] == "lcg.bid" and set(cf["bids"]) == set(f["bids"])
        seen.update(v for k, v in cf["bids"].items() if int(k) != p)
    assert seen == {1, 2, 3, 4, 5}
    assert g.state.stack[-1]["bids"] == f["bids"]  # the game itself is untouched


def test_a_secret_stronghold_province_choice_is_dealt_anew():
    """Setup step 5: each player secretly selects their stronghold province."""
    g = _at("stronghold_province", 5)
    p = g.pending.player
    f = g.state.stack[-1]
    (k, _), = f["chosen"].items()
    assert int(k) != p
    other = g.state.players[int(k)]
    picks = set()
    for s in range(40):
        copy = determinize(g, p, random.Random(s))
        u = copy.state.stack[-1]["chosen"][k]
        c = copy.state.cards[u]
        assert u in other.provinces and not FACTS[c.cid].has_keyword("eminent")
        picks.add(u)
    assert len(picks) > 1


def test_a_determinized_stronghold_province_may_be_one():
    """"Eminent": an eminent province cannot be a stronghold province (it is faceup,
    so it is never dealt anew); Kuroi Mori "cannot be a stronghold province" (errata):
    dealt anew among facedown provinces, it never lands in the stronghold slot, which a
    plain deal does."""
    g = new_game([default_deck("crab"), default_deck("phoenix")], seed=2, first_player=0)
    agents = [RandomAgent(1), RandomAgent(2)]
    while g.state.phase == "setup" or g.pending.player != 0:
        g.answer(agents[g.pending.player].choose(g.pending))
    pl = g.state.players[1]
    facedown = [u for u in pl.provinces if g.state.cards[u].facedown]
    assert pl.provinces[STRONGHOLD_SLOT] in facedown
    assert any(FACTS[g.state.cards[u].cid].name == "Kuroi Mori" for u in facedown)
    plain = 0
    for s in range(60):
        copy = determinize(g, 0, random.Random(s))
        sh = copy.state.cards[copy.state.players[1].provinces[STRONGHOLD_SLOT]]
        assert FACTS[sh.cid].name != "Kuroi Mori"
        cids = sorted(g.state.cards[u].cid for u in facedown)
        random.Random(s).shuffle(cids)
        plain += FACTS[cids[facedown.index(pl.provinces[STRONGHOLD_SLOT])]].name == "Kuroi Mori"
    assert plain
