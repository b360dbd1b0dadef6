"""Naming "an ability" of a card: ``vocab.abilities_of``, ``Ctx.remove_ability`` and
``Ctx.use_again`` (Akodo Senzo: use a printed ability a second time this turn; Cold Hands,
Stone Heart: remove an ability until the turn ends), including the abilities a celestial or
Diamond Experienced Personality has from the cards it overlaid (celestial "EXPERIENCED",
Diamond "Experienced Traits"; ``l5r.ccg.overlay``)."""

import pytest
from test_ccg_overlay_abilities import ids, stack

from l5r.ccg import model as m
from l5r.ccg.play import spent
from l5r.ccg.vocab import Ctx, abilities_of, lookup
from l5r.engine.windows import events_frame


def ctx(t):
    return Ctx(t.g, {"ctx": {"player": 0, "source": -1}})


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_abilities_of_lists_own_then_inherited_abilities(ed):
    t, top, (base, _) = stack(ed)
    listed = [(key, ref) for key, ref, _ in abilities_of(ctx(t), top)]
    assert listed == [(f"c{top}:0", "0"), (f"h{top}:fx-ovl-0:0", "fx-ovl-0:0"),
                      (f"h{top}:fx-ovl-0:1", "fx-ovl-0:1")]
    traits = [ref for _, ref, _ in abilities_of(ctx(t), base, traits=True)]
    assert "2" in traits  # the base card's own triggered trait, listed on request


def test_ivory_overlay_passes_on_no_ability_to_name():
    t, top, _ = stack("ivory")
    assert [ref for _, ref, _ in abilities_of(ctx(t), top)] == ["0"]


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_remove_an_inherited_ability_until_the_turn_ends(ed):
    t, top, _ = stack(ed)
    t.open_action(0)
    assert f"h{top}:fx-ovl-0:0" in ids(t)
    c = ctx(t)
    c.remove_ability(top, "fx-ovl-0:0")
    t.start(events_frame(c.frame["queue"]))  # the queued lasting effect resolves
    assert m.ability_removed(t.state, top, "fx-ovl-0:0")
    assert [ref for _, ref, _ in abilities_of(c, top)] == ["0", "fx-ovl-0:1"]
    t.open_action(0)
    assert f"h{top}:fx-ovl-0:0" not in ids(t) and f"c{top}:0" in ids(t)


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_use_again_lets_an_inherited_ability_be_used_a_second_time(ed):
    t, top, _ = stack(ed)
    key = f"h{top}:fx-ovl-0:0"
    t.open_action(0)
    t.pick(key)
    st = t.state
    assert st.players[0].honor == 1
    ab = lookup(st, key)[1]
    assert spent(st, key, ab)
    ctx(t).use_again(key)
    assert not spent(st, key, ab)
    t.open_action(0)
    t.pick(key)
    assert st.players[0].honor == 2 and spent(st, key, ab)
