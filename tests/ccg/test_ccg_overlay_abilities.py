"""What an overlaid (Experienced) Personality passes on to the version on top of it, per edition
(``l5r.ccg.overlay``, ``Edition.overlay_inherits``).

Sections: Ivory "Experienced" (the older card is removed from the game; the new card keeps
states, effects, attachments and tokens, and is the same card -- no abilities pass on);
celestial "EXPERIENCED" (the stack has the top card's text and stats plus the base abilities,
not traits, keywords or stats, of every card under it, including what those inherited);
Diamond "Experienced Traits" (the later version permanently gains the earlier one's abilities;
its printed stats and traits replace the earlier ones; "Abilities and Traits": an ability is
text with a Limited/Battle/Open/Reaction designator, everything else is a trait).

Fixture cards (``fx-ovl-``), all titled "Overlay Sensei":

* level 0 (Cavalry): Limited -- gain 1 Honor; Reaction -- after this Personality straightens,
  gain 2 Honor; triggered trait -- after you draw a card, gain 5 Honor; continuous trait --
  this Personality has +3 Force;
* Experienced: Limited -- gain 10 Honor;
* Experienced 2: no abilities.
"""

import pytest
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.overlay import ability_sources
from l5r.ccg.play import trigger_names
from l5r.ccg.state import PLAY, REMOVED
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef
from l5r.engine.windows import events_frame

EDITIONS = ("ivory", "celestial", "diamond")
TITLE = "Overlay Sensei"


def _own_bonus(st, src, uid, stat):
    return 3 if uid == src and stat == "force" else 0


fact("fx-ovl-0", TITLE, "personality", cost=5, force=2, chi=2, ph=1, keywords=("Cavalry", "Samurai"))
fact("fx-ovl-1", TITLE, "personality", cost=6, force=4, chi=3, ph=2, keywords=("Experienced", "Samurai"))
fact("fx-ovl-2", TITLE, "personality", cost=7, force=5, chi=4, ph=2, keywords=("Experienced 2", "Samurai"))
once(CardDef("fx-ovl-0", abilities=(
    Ability(("limited",), (lambda c: c.gain_honor(1),), label="gain 1 Honor"),
    Ability(("reaction",), (lambda c: c.gain_honor(2),), label="gain 2 Honor", trigger="straighten",
            when=lambda c, ev: ev["card"] == c.source),
    Ability(("trait",), (lambda c: c.gain_honor(5),), label="gain 5 Honor", trigger="draw", forced=True,
            when=lambda c, ev: ev["player"] == c.player),
), continuous=_own_bonus))
once(CardDef("fx-ovl-1", abilities=(
    Ability(("limited",), (lambda c: c.gain_honor(10),), label="gain 10 Honor"),)))
once(CardDef("fx-ovl-2"))


def put(t, level, zone="play", **kw):
    uid = t.put("Matsu Mikura", 0, zone, **kw)
    t.state.cards[uid].cid = f"fx-ovl-{level}"
    return uid


def overlay(t, new, old):
    """Overlay ``new`` (placed in play's way by the overlay event itself) on ``old``."""
    t.start(events_frame([{"name": "overlay", "card": new, "onto": old, "by": 0}]))


def stack(ed, levels=("0", "1")):
    """A Table with the versions ``levels`` overlaid in order; returns (table, top uid, uids)."""
    t = Table(ed, honor=(0, 0))
    uids = [put(t, levels[0])]
    for lv in levels[1:]:
        new = put(t, lv, zone="province", province=0)
        overlay(t, new, uids[-1])
        uids.append(new)
    return t, uids[-1], uids


def ids(t):
    return [o.id for o in t.pending.options] if t.pending is not None else []


@pytest.mark.parametrize("ed,inherits", [("ivory", False), ("celestial", True), ("diamond", True)])
def test_overlaid_card_abilities_pass_to_the_new_version_per_edition(ed, inherits):
    """Celestial "EXPERIENCED" / Diamond "Experienced Traits": the Experienced version also has
    the Limited ability of the card under it, and using it gains that card's 1 Honor. Ivory
    "Experienced": the older card is removed from the game and passes nothing on."""
    t, top, (base, _) = stack(ed)
    st = t.state
    assert st.cards[top].zone == PLAY
    assert st.cards[base].zone == ("under" if inherits else REMOVED)
    assert ability_sources(st, top) == (("fx-ovl-1", "fx-ovl-0") if inherits else ("fx-ovl-1",))
    t.open_action(0)
    key = f"h{top}:fx-ovl-0:0"
    assert f"c{top}:0" in ids(t)  # its own Limited ability in every edition
    assert (key in ids(t)) is inherits
    if inherits:
        t.pick(key)
        assert t.honor(0) == 1
        t.pass_all()
        t.open_action(0)
        assert key not in ids(t)  # once per turn, like any ability


@pytest.mark.parametrize("ed,inherits", [("ivory", False), ("celestial", True), ("diamond", True)])
def test_overlaid_card_reaction_passes_on_with_the_new_card_as_its_source(ed, inherits):
    """Celestial "EXPERIENCED" / Diamond "Experienced Traits" (a Reaction is an ability): after
    the stack straightens, the inherited Reaction ("this Personality" is now the stack) gains 2
    Honor; its trigger opens a Reaction window (``play.trigger_names``)."""
    t, top, _ = stack(ed)
    st = t.state
    st.cards[top].bowed = True
    assert ("straighten" in trigger_names(st)) is inherits
    t.start(events_frame([{"name": "straighten", "card": top, "by": 0}]))
    assert not st.cards[top].bowed
    if not inherits:
        assert t.pending is None and t.honor(0) == 0
        return
    t.pick(next(i for i in ids(t) if i.startswith(f"h{top}:fx-ovl-0:1|")))
    assert t.honor(0) == 2


@pytest.mark.parametrize("ed", EDITIONS)
def test_traits_keywords_and_stats_of_the_overlaid_card_do_not_pass_on(ed):
    """Celestial "EXPERIENCED": not traits, keywords or stats; Diamond "Experienced Traits":
    the later version's printed stats and traits override (a triggered or continuous trait is
    not an ability, "Abilities and Traits"). The level 0 card's Cavalry keyword, its +3 Force
    trait and its triggered trait (5 Honor on a draw) are gone; Force is the new printed 4."""
    t, top, _ = stack(ed)
    st = t.state
    assert not m.has_kw(st, top, "Cavalry")
    assert m.force(st, top) == 4
    t.start(events_frame([{"name": "draw", "player": 0, "n": 1}]))
    assert t.honor(0) == 0


@pytest.mark.parametrize("ed,inherits", [("ivory", False), ("celestial", True), ("diamond", True)])
def test_inherited_abilities_pass_on_again_to_a_third_version(ed, inherits):
    """Celestial "EXPERIENCED": "plus any abilities that underlying cards themselves inherited";
    Diamond: all the earlier version's abilities (it had gained the first one's). Experienced 2
    over Experienced over level 0 has both Limited abilities."""
    t, top, (base, mid, _) = stack(ed, ("0", "1", "2"))
    st = t.state
    assert st.cards[top].under == ([base, mid] if inherits else [])
    t.open_action(0)
    assert (f"h{top}:fx-ovl-0:0" in ids(t)) is inherits
    assert (f"h{top}:fx-ovl-1:0" in ids(t)) is inherits
    if inherits:
        t.pick(f"h{top}:fx-ovl-1:0")
        assert t.honor(0) == 10


@pytest.mark.parametrize("ed", ("celestial", "diamond"))
def test_an_ability_used_before_overlaying_stays_used_this_turn(ed):
    """Celestial "EXPERIENCED" / Diamond "Experienced Traits": the new version is the same card,
    so the level 0 card's Limited ability used this turn may not be used again from the stack."""
    t = Table(ed, honor=(0, 0))
    base = put(t, "0")
    t.open_action(0)
    t.use(base, 0)
    assert t.honor(0) == 1
    t.pass_all()
    top = put(t, "1", zone="province", province=0)
    overlay(t, top, base)
    assert f"h{top}:fx-ovl-0:0" in t.state.used
    t.open_action(0)
    assert f"h{top}:fx-ovl-0:0" not in ids(t) and f"c{top}:0" in ids(t)


@pytest.mark.parametrize("ed", EDITIONS)
def test_the_stack_leaving_play_removes_the_cards_under_it(ed):
    """Celestial "EXPERIENCED": when the stack leaves play all cards but the top one are removed
    from the game (Diamond: likewise; Ivory: already removed); their abilities go with them."""
    t, top, (base, _) = stack(ed)
    st = t.state
    t.start(events_frame([{"name": "destroy", "card": top, "by": 1}]))
    assert st.cards[top].zone != PLAY and st.cards[base].zone == REMOVED
    assert st.cards[top].under == [] and ability_sources(st, top) == ("fx-ovl-1",)


@pytest.mark.parametrize("ed", EDITIONS)
def test_fixture_control_the_level_0_card_alone_has_its_traits(ed):
    """Control for the test above: in play by itself, the level 0 card has Cavalry, 2 + 3 Force
    and its triggered trait (5 Honor when its player draws)."""
    t = Table(ed, honor=(0, 0))
    base = put(t, "0")
    assert m.has_kw(t.state, base, "Cavalry") and m.force(t.state, base) == 5
    t.start(events_frame([{"name": "draw", "player": 0, "n": 1}]))
    assert t.honor(0) == 5
