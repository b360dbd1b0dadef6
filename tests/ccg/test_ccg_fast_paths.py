"""The indexed and memoised lookups (``l5r.ccg.index``) give exactly what a plain scan of
every card gives, at many decision points of random games in each edition, and the
per-game index follows the game through new cards, new definitions, copies and JSON
save/load. (Speed work must not change which options the rules offer: Ivory "Using
abilities", celestial "A. Check Conditions", Diamond "Actions".)"""

import ast
import inspect
from pathlib import Path

import pytest

import l5r.ccg
from l5r.ccg import RULES, gold, index, play
from l5r.ccg import model as m
from l5r.ccg.facts import CardFacts
from l5r.ccg.play import trigger_names
from l5r.ccg.setup import new_game
from l5r.ccg.state import HAND, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef
from l5r.engine.agents import RandomAgent, act
from l5r.engine.game import Game

EDITIONS = ("ivory", "celestial", "diamond")
EVENT_NAMES = ("bow", "straighten", "destroy", "discard", "move", "honor", "draw", "lasting", "token",
               "ranged", "create", "enter_play", "province_destroyed", "favor", "engage",
               "combat_ended", "before_resolution", "battle_resolved", "announced",
               "action_resolved", "gold_cost")


def slow_candidates(g, player, kind=None, names=None):
    """The reference: every card of the game looked at."""
    for item in play.scan_candidates(g, player, kind):
        if names is None or item[2].trigger in names:
            yield item


def scan_sources(st, player, paying):
    out = []
    for c in st.cards:
        if c.zone == PLAY and c.controller == player and gold.can_bow_for_gold(st, c.uid):
            for label, amount, restricted in gold.productions(st, c.uid, paying):
                if amount > 0:
                    out.append((c.uid, label, amount, restricted))
    return out


def scan_available(st, player, paying):
    """``gold.available`` as the sum, over the sources, of the most each produces for this cost."""
    best: dict = {}
    for uid, _, amount, _ in scan_sources(st, player, paying):
        best[uid] = max(best.get(uid, 0), amount)
    return st.players[player].gold_pool + sum(best.values()) + sum(a for _, a in scan_extra_sources(st, player))


def scan_extra_sources(st, player):
    out = []
    for c in st.cards:
        if c.zone != PLAY or c.controller != player or c.created or c.cid not in RULES.defs.cards:
            continue
        for i, ab in enumerate(RULES.defs.cards[c.cid].abilities):
            if ab.trigger == "gold_cost" and f"{c.uid}:{i}" not in st.used:
                out.append((f"{c.uid}:{i}", 1))
    return out


def window_options(g, monkeypatch=None):
    """The options of the pending window decision, recomputed (slow: by scanning, no memo)."""
    st = g.state
    f = st.stack[-1]
    if f.get("step") not in ("window", "forced"):
        return None
    if f["step"] == "forced":
        p = f["order"][0]
    else:
        p = f["order"][f["turn"] % len(f["order"])]
    if monkeypatch is None:
        opts = g.rules.window_options(g, f, p)
    else:
        with monkeypatch.context() as mp:
            mp.setattr(play, "candidates", slow_candidates)
            mp.setattr(play, "open_scope", lambda: False)  # no memo: every answer computed afresh
            opts = g.rules.window_options(g, f, p)
    return [(o.id, o.label, o.data) for o in opts]


def check_point(g, monkeypatch):
    st = g.state
    for z in index.INDEXED_ZONES:  # the zone index, kept up to date by set_zone
        assert index.cards_in(st, z) == tuple(c.uid for c in st.cards if c.zone == z)
    by_type: dict = {}
    for c in st.cards:
        if c.zone == PLAY:
            by_type.setdefault(m.ctype(st, c.uid), []).append(c.uid)
    assert index.in_play_by_type(st) == {t: tuple(us) for t, us in by_type.items()}
    for p in range(len(st.players)):
        for kind in ("action", "trigger", None):
            assert list(play.candidates(g, p, kind)) == list(play.scan_candidates(g, p, kind))
        for names in ({"bow"}, {"move", "destroy"}, set(EVENT_NAMES)):
            assert list(play.candidates(g, p, "trigger", names)) == list(slow_candidates(g, p, "trigger", names))
        for paying in ({"type": "action"}, {"type": "holding"}):
            assert gold.sources(st, p, paying) == scan_sources(st, p, paying)
        assert gold.extra_sources(st, p, {}) == scan_extra_sources(st, p)
        payings = [{"type": "action"}, {"type": "holding"}, {"type": "personality"},
                   *({"type": "attachment", "card": u} for u in st.players[p].hand)]
        with index.pure_scope():  # what does not depend on the cost is shared by every cost
            assert [gold.available(st, p, x) for x in payings] == [scan_available(st, p, x) for x in payings]
        assert [gold.available(st, p, x) for x in payings] == [scan_available(st, p, x) for x in payings]
    assert m.st_cont(st) == [c.uid for c in st.cards if c.zone == PLAY and c.cid in RULES.defs.cards
                             and RULES.defs.cards[c.cid].continuous is not None]
    names = {e.get("flag") for e in st.lasting if e["kind"] == "flag"} | {"untargetable", "no_ability:0"}
    flags = index.flags(st)
    for c in st.cards:
        if c.zone == PLAY:
            for f in names:
                assert ((c.uid, f) in flags) == m.flagged(st, c.uid, f)
    every = trigger_names(st)
    for n in EVENT_NAMES:
        assert play.may_trigger(st, {n}) == (n in every)
    rings = index.game_index(st).ring
    for pl in st.players:  # every Ring in a hand is indexed under its condition event
        for u in pl.hand:
            d = play.card_def(st, u)
            if d is not None and d.ring_trigger:
                assert u in rings[d.ring_trigger]
    fast = window_options(g)
    if fast is not None:
        assert fast == window_options(g, monkeypatch)
        pending = [(o.id, o.label, o.data) for o in st.pending.options if o.id != "pass"]
        assert fast == pending


@pytest.mark.parametrize("ed", EDITIONS)
def test_indexed_options_equal_a_full_scan_in_random_games(ed, monkeypatch):
    """At every third of 1500 decision points of random games the fast lookups agree with
    full scans, and the window options offered are the ones a scan without memo computes."""
    total, seed, reloaded = 0, 0, False
    while total < 1500:
        g = new_game(["lion", "dragon"], seed=seed, edition=ed, max_turns=100)
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        n = 0
        while not g.over and total < 1500:
            if total % 3 == 0:
                check_point(g, monkeypatch)
            act(g, agents[g.pending.player])
            n += 1
            total += 1
            if n == 200 and not reloaded:  # continue from a JSON copy: its own, equal index
                reloaded = True
                before = index.game_index(g.state)
                g = Game.from_json(g.to_json())
                after = index.game_index(g.state)
                assert after is not before
                assert (after.action, after.trigger, after.ring, after.gold, after.continuous) == (
                    before.action, before.trigger, before.ring, before.gold, before.continuous)
        seed += 1
    assert reloaded


def test_game_index_follows_new_cards_copies_and_definitions():
    """The index of a game is rebuilt when cards are added (created Followers, test
    fixtures) and when a card is defined; a copied game gets its own."""
    t = Table("ivory")
    st = t.state
    ix = index.game_index(st)
    assert index.game_index(st) is ix
    u = t.put("Togashi Satsu", 0)  # a Personality with an Open action
    ix2 = index.game_index(st)
    assert ix2 is not ix and u in ix2.action and u not in ix.action
    g2 = t.g.clone()
    assert index.game_index(g2.state) is not ix2
    assert index.game_index(g2.state).action == ix2.action

    cid = "fx-fastpath-listener"
    if cid not in m.FACTS:
        RULES.add_facts(CardFacts(
            id=cid, title="Fx Fastpath Listener", type="holding", clan=None, deck="dynasty", cost=0,
            focus=None, force=None, chi=None, force_bonus=None, chi_bonus=None, honor_requirement=None,
            personal_honor=None, gold_production=None, province_strength=None, starting_honor=None,
            keywords=(), unique=False, number=0, legality=(), banned=False, decided=()))
    h = t.put("Fx Fastpath Listener", 0)
    assert h in index.game_index(st).gold  # a Holding may produce Gold
    assert not play.may_trigger(st, {"fx_fastpath_event"})
    RULES.define(CardDef(id=cid, abilities=(Ability(("reaction",), (), trigger="fx_fastpath_event", label="fx"),)))
    assert "games" not in RULES.defs.derived  # defining a card empties the derived caches
    assert play.may_trigger(st, {"fx_fastpath_event"})
    assert [k for k, _, _ in play.candidates(t.g, 0, "trigger", {"fx_fastpath_event"})] == [f"c{h}:0"]
    index.set_zone(st, st.cards[h], HAND)  # (how every card moves: the zone index follows)
    assert [k for k, _, _ in play.candidates(t.g, 0, "trigger", {"fx_fastpath_event"})] == []


def test_flags_of_an_effect_that_lasts_while_its_source_is_in_play():
    """``index.flags`` agrees with ``model.flagged`` on an effect tagged ``"while"`` (a Terrain's,
    ``editions.Edition.terrain_effects_end``): the flag holds only while its source is in play
    as the same instance, so a card is untargetable, or has lost an ability, only meanwhile."""
    t = Table("celestial")
    st = t.state
    target = t.put("Akodo Masao", 1)
    source = t.put("Akodo Kuma", 0)
    for flag in ("untargetable", "no_ability:0"):
        st.lasting.append({"kind": "flag", "card": target, "flag": flag, "amount": 0, "until": "turn",
                           "instance": st.cards[target].instance, "action": True, "loc": "",
                           "while": [source, st.cards[source].instance]})
    for source_in_play in (True, False):
        if not source_in_play:
            st.cards[source].zone, st.cards[source].instance = "fate_discard", st.cards[source].instance + 1
        for flag in ("untargetable", "no_ability:0"):
            assert m.flagged(st, target, flag) is source_in_play
            assert ((target, flag) in index.flags(st)) is source_in_play


def test_pure_scope_memo_is_dropped_when_the_scope_ends():
    """Answers are shared only while nothing changes (inside one option listing)."""
    calls = []
    with index.pure_scope():
        with index.pure_scope():
            assert index.memo(("x",), lambda: calls.append(1) or 5) == 5
        assert index.memo(("x",), lambda: calls.append(2) or 6) == 5  # the outer scope still holds it
    assert index.memo(("x",), lambda: calls.append(3) or 7) == 7
    assert calls == [1, 3]


def test_every_change_of_zone_goes_through_set_zone():
    """``index.set_zone`` is the one place where a card's zone changes (``Card.zone`` is
    assigned nowhere else in ``l5r.ccg``), so the zone index is never stale."""
    root = Path(l5r.ccg.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
            for t in targets:
                for x in ast.walk(t):
                    if isinstance(x, ast.Attribute) and x.attr == "zone" and isinstance(x.ctx, ast.Store):
                        found.append(f"{path.relative_to(root)}:{node.lineno}")
    assert found == ["index.py:" + str(_set_zone_line())]


def _set_zone_line() -> int:
    src = inspect.getsource(index.set_zone).splitlines()
    start = inspect.getsourcelines(index.set_zone)[1]
    return start + next(i for i, line in enumerate(src) if "c.zone = zone" in line)


def test_zone_index_follows_moves_and_new_cards():
    """``index.cards_in`` answers from an index updated by each ``set_zone`` (a tuple read
    before a move is left as it was), rebuilt for new cards and for another state, and
    started afresh when it finds a card moved some other way."""
    t = Table("ivory")
    st = t.state
    a = t.put("Akodo Kuma", 0)
    b = t.put("Matsu Mikura", 1, zone="hand")
    before = index.cards_in(st, PLAY)
    assert a in before and b in index.cards_in(st, HAND)
    index.set_zone(st, st.cards[b], PLAY)
    index.set_zone(st, st.cards[a], HAND)
    assert a in before and b not in before  # (a tuple read before is unchanged)
    for z in index.INDEXED_ZONES:
        assert index.cards_in(st, z) == tuple(c.uid for c in st.cards if c.zone == z)
    c = t.put("Akodo Kuma", 1)  # a new card: the index is rebuilt
    assert c in index.cards_in(st, PLAY) and index.cards_in(st, PLAY) == tuple(sorted(index.cards_in(st, PLAY)))
    other = t.g.clone().state  # another state: its own index
    index.set_zone(other, other.cards[c], HAND)
    assert c in index.cards_in(st, PLAY) and c not in index.cards_in(other, PLAY)
    index.cards_in(st, PLAY)  # (the index of ``st`` again)
    st.cards[c].zone = HAND  # moved behind the index's back: found out at the next move of it
    index.set_zone(st, st.cards[c], PLAY)
    assert index._ZONES[0]() is None  # (dropped)
    index.set_zone(st, st.cards[c], HAND)
    for z in index.INDEXED_ZONES:
        assert index.cards_in(st, z) == tuple(u.uid for u in st.cards if u.zone == z)
