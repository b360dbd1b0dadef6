"""Battle of Kyuden Tonbo Events (I Am Ready, Triumph Before Battle, Wisdom Gained) and
Celestials (Akodo's Guidance, Togashi's Guidance).

Events resolve when revealed in the Events Phase (celestial "2. Events Phase");
Celestials enter play when revealed and stay in play.
"""

from __future__ import annotations

import pytest

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.flow import max_hand, resolve_province_card
from l5r.ccg.testing import Table


def keys(t: Table) -> list[str]:
    return [o.id for o in t.pending.options] if t.pending else []


def resolve_event(t: Table, title: str, player: int = 0) -> int:
    """Reveal ``title`` in ``player``'s first province and resolve it (Events Phase)."""
    uid = t.put(title, player, zone="province")
    t.state.pending = None
    t.state.stack = []
    resolve_province_card(t.g, t.pid(player, 0), uid)
    t.g.run()
    return uid


# ------------------------------------------------------------------ 3 I Am Ready
def test_i_am_ready_grants_a_battle_ability_for_the_rest_of_the_game():
    t = Table("celestial")
    ev = resolve_event(t, "I Am Ready")
    assert t.state.cards[ev].zone == "dynasty_discard"  # resolved, then discarded
    assert t.state.players[0].abilities == ["i-am-ready"]
    assert t.state.players[1].abilities == []


def test_i_am_ready_ability_bows_an_enemy_without_attachments_once_per_battle():
    t = Table("celestial")
    resolve_event(t, "I Am Ready")
    mikura = t.put("Matsu Mikura", 0)
    t.put("Spearmen", 0, host=mikura)
    bare, dressed = t.put("Togashi Taro", 1), t.put("Togashi Akagi", 1)
    t.put("Spearmen", 1, host=dressed)
    t.open_battle([mikura], [bare, dressed])
    t.pass_()
    assert "gi-am-ready:0" in keys(t)
    t.pick("gi-am-ready:0")
    assert t.state.cards[bare].bowed and not t.state.cards[dressed].bowed
    t.pass_()
    assert "gi-am-ready:0" not in keys(t)  # once per battle


def test_i_am_ready_needs_a_performer_with_an_attachment():
    t = Table("celestial")
    resolve_event(t, "I Am Ready")
    mikura = t.put("Matsu Mikura", 0)
    t.open_battle([mikura], [t.put("Togashi Taro", 1)])
    t.pass_()
    assert "gi-am-ready:0" not in keys(t)


# ------------------------------------------------------------------ 4 Triumph Before Battle
def test_triumph_gains_two_honor_when_your_personalitys_action_destroys_an_enemy_in_battle():
    t = Table("celestial")
    resolve_event(t, "Triumph Before Battle")
    ryozo = t.put("Akodo Ryozo", 0)
    taro = t.put("Togashi Taro", 1)
    honor = t.honor(0)
    t.open_battle([ryozo], [taro])
    t.pass_()
    t.use(ryozo, 0)  # Ranged Attack destroys Taro (Force 3 <= 4)
    assert t.state.cards[taro].zone == "dynasty_discard"
    assert t.honor(0) == honor + 2


def test_triumph_does_not_count_destruction_by_battle_resolution():
    t = Table("celestial")
    resolve_event(t, "Triumph Before Battle")
    a = t.put("Togashi Akagi", 0)
    taro = t.put("Togashi Taro", 1)
    honor = t.honor(0)
    t.open_battle([a], [taro])
    t.pass_all()
    assert t.state.cards[taro].zone == "dynasty_discard"
    assert t.honor(0) == honor + 2 * 1  # only the resolution's 2 Honor per destroyed card


def test_triumph_ends_when_your_next_turn_begins():
    t = Table("celestial")
    resolve_event(t, "Triumph Before Battle")
    assert any(e.get("flag") == "triumph-before-battle:0" for e in t.state.lasting)
    t.state.lasting = [e for e in t.state.lasting if e["until"] != "next_turn:0"]  # as flow.step_turn does
    ryozo = t.put("Akodo Ryozo", 0)
    t.put("Togashi Taro", 1)
    honor = t.honor(0)
    t.open_battle([ryozo], [t.state.cards[-1].uid])
    t.pass_()
    t.use(ryozo, 0)
    assert t.honor(0) == honor


def test_triumph_ignores_the_opponents_actions():
    t = Table("celestial")
    resolve_event(t, "Triumph Before Battle")
    taro = t.put("Togashi Taro", 0)
    ryozo = t.put("Akodo Ryozo", 1)
    honor0, honor1 = t.honor(0), t.honor(1)
    t.open_battle([taro], [ryozo])
    t.use(ryozo, 0)  # the defender destroys player 0's Taro
    assert t.state.cards[taro].zone == "dynasty_discard"
    assert (t.honor(0), t.honor(1)) == (honor0, honor1)


# ------------------------------------------------------------------ 5 Wisdom Gained
def test_wisdom_gained_each_player_may_take_a_ring_from_discard_or_deck():
    t = Table("celestial")
    r0 = t.put("Ring of Air", 0, zone="fate_discard")
    r1 = t.put("Ring of Water", 1, zone="fate_deck")
    resolve_event(t, "Wisdom Gained")
    assert t.pending.player == 0
    t.pick(str(r0))
    assert t.pending.player == 1
    t.pick(str(r1))
    st = t.state
    assert r0 in st.players[0].hand and st.cards[r0].zone == "hand"
    assert r1 in st.players[1].hand and r1 not in st.players[1].fate_deck


def test_wisdom_gained_is_optional():
    t = Table("celestial")
    r0 = t.put("Ring of Air", 0, zone="fate_discard")
    resolve_event(t, "Wisdom Gained")
    t.pick("none")
    assert t.state.cards[r0].zone == "fate_discard"


# ------------------------------------------------------------------ 1 Akodo's Guidance
def test_akodos_guidance_gives_attacking_lion_personalities_force_and_honor():
    t = Table("celestial")
    t.put("Akodo's Guidance", 1)  # any player's Celestial: the trait is not limited to its controller
    lion, dragon = t.put("Matsu Mikura", 0), t.put("Togashi Taro", 0)
    home_lion = t.put("Matsu Mikura", 0)
    t.open_battle([lion, dragon], [t.put("Togashi Akagi", 1)])
    st = t.state
    assert (m.force(st, lion), m.ph(st, lion)) == (4, 4)
    assert (m.force(st, dragon), m.ph(st, dragon)) == (3, 1)
    assert (m.force(st, home_lion), m.ph(st, home_lion)) == (3, 3)


def test_akodos_guidance_battle_trades_a_lion_for_an_enemy_with_no_more_honor():
    t = Table("celestial")
    g = t.put("Akodo's Guidance", 0)
    kuma = t.put("Akodo Kuma", 0)  # PH 3 (+1 attacking)
    low, high = t.put("Togashi Taro", 1), t.put("Togashi Satsu", 1)  # PH 1, PH 4
    t.open_battle([kuma], [low, high])
    t.pass_()
    t.use(g, 0)
    assert set(t.labels()) == {"Togashi Taro [Dragon]", "Togashi Satsu [Dragon]"}  # 4 <= 4
    t.pick("Togashi Satsu")
    st = t.state
    assert st.cards[g].zone == "dynasty_discard"
    assert st.cards[kuma].zone == "dynasty_discard"
    assert st.cards[high].zone == "dynasty_discard" and st.cards[low].zone == "play"


def test_akodos_guidance_battle_needs_a_lion_clan_player():
    t = Table("celestial", decks=("dragon", "lion"))
    g = t.put("Akodo's Guidance", 0)
    kuma = t.put("Akodo Kuma", 0)
    t.open_battle([kuma], [t.put("Togashi Taro", 1)])
    t.pass_()
    assert f"c{g}:0" not in keys(t)


# ------------------------------------------------------------------ 2 Togashi's Guidance
def test_togashis_guidance_removes_the_dragon_players_maximum_hand_size():
    t = Table("celestial", decks=("dragon", "lion"))
    assert max_hand(t.state, 0) == 8
    t.put("Togashi's Guidance", 1)  # whoever controls it: Dragon Clan players
    assert max_hand(t.state, 0) is None
    assert max_hand(t.state, 1) == 8
    assert "no_max_hand:dragon" in RULES.defs.cards["togashis-guidance"].flags


# ------------------------------------------------------------------ Good Faith with a performer
# Ivory "Good Faith Rule": the action may be announced when its targeting can be met; the
# target ("equal or lower Personal Honor" than the performer's) is checked with each possible
# performer, not with whatever card the game created last (``play.choices_possible``).
@pytest.mark.covers("Akodo's Guidance", "a1:choice:target")
def test_akodos_guidance_offered_when_a_lion_and_a_target_exist_together():
    t = Table("celestial")
    g = t.put("Akodo's Guidance", 0)
    kuma = t.put("Akodo Kuma", 0)  # PH 3 (+1 attacking)
    taro = t.put("Togashi Taro", 1)  # PH 1
    t.put("Matsu Haruya", 1)  # the last card created (at home): PH 0
    t.open_battle([kuma], [taro])
    t.pass_()
    t.assert_legal(f"c{g}:0", context="combat", player=0)


@pytest.mark.covers("Akodo's Guidance", "a1:choice:target")
def test_akodos_guidance_not_offered_when_every_enemy_has_more_honor_than_your_lions():
    t = Table("celestial")
    g = t.put("Akodo's Guidance", 0)
    kuma = t.put("Akodo Kuma", 0)  # PH 3, defending: no bonus
    satsu = t.put("Togashi Satsu", 1)  # PH 4
    t.put("Ring of Air", 0, zone="hand")  # so that player 0 is asked
    t.put("Akodo Ryozo", 0)  # the last card created (at home): PH 4
    t.open_battle([satsu], [kuma], attacker=1, defender=0)
    while t.pending.player != 0:
        t.pass_()
    t.assert_legal("Ring of Air", context="combat", player=0)
    t.assert_not_legal(f"c{g}:0", context="combat", player=0)
