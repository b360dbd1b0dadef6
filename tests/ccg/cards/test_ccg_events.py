"""Battle of Kyuden Tonbo Events (I Am Ready, Triumph Before Battle, Wisdom Gained) and
Celestials (Akodo's Guidance, Togashi's Guidance).

Events resolve when revealed in the Events Phase (celestial "2. Events Phase");
Celestials enter play when revealed and stay in play.
"""

from __future__ import annotations

import pytest
from ccg_clause_steps import play_in_battle, to_player

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.deckbuilding import validate
from l5r.ccg.decklist import embedded
from l5r.ccg.facts import CardFacts
from l5r.ccg.flow import max_hand, resolve_province_card
from l5r.ccg.index import set_zone
from l5r.ccg.state import DYNASTY_DISCARD, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef, Choose, enemy, personality
from l5r.ccg.zones import leave_zone


def _fixture(cid: str, title: str, type: str, ability: Ability, force: int = 2) -> None:
    """A test card (Chi 3, Personal Honor 1, Gold Cost 0) with one ability."""
    if cid in m.FACTS:
        return
    RULES.add_facts(CardFacts(id=cid, title=title, type=type, clan=None, deck="dynasty" if type == "personality"
                              else "fate", cost=0, focus=0, force=force, chi=3 if type == "personality" else 0,
                              force_bonus=None, chi_bonus=None, honor_requirement=0,
                              personal_honor=1 if type == "personality" else None, gold_production=None,
                              province_strength=None, starting_honor=None, keywords=(), unique=False, number=0,
                              legality=(), banned=False, decided=()))
    RULES.define(CardDef(id=cid, abilities=(ability,)))


def _enemy_personality(c, uid: int) -> bool:
    return personality(c, uid) and c.st.cards[uid].controller != c.player


# A Follower whose Battle action destroys an enemy Personality; a Personality whose Limited
# action destroys another player's Personality.
_fixture("test-executioners", "Test Executioners", "follower",
         Ability(("battle",), (lambda c: c.destroy(c["target"]),), label="destroy an enemy Personality",
                 choices=(Choose("target", lambda c, u: personality(c, u) and enemy(c, u)),)))
_fixture("test-assassin", "Test Assassin", "personality",
         Ability(("limited",), (lambda c: c.destroy(c["target"]),), label="destroy another player's Personality",
                 choices=(Choose("target", _enemy_personality),)))


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
@pytest.mark.covers("I Am Ready", "event")
def test_i_am_ready_grants_a_battle_ability_for_the_rest_of_the_game():
    t = Table("celestial")
    ev = resolve_event(t, "I Am Ready")
    assert t.state.cards[ev].zone == "dynasty_discard"  # resolved, then discarded
    assert t.state.players[0].abilities == ["i-am-ready"]
    assert t.state.players[1].abilities == []


@pytest.mark.covers("I Am Ready", "a1:effect", "a1:timing", "a1:choice:target", "a1:limit")
def test_i_am_ready_ability_bows_an_enemy_without_attachments_once_per_battle():
    """Battle, once per battle: your performing Personality with an attachment bows a target
    enemy Personality without attachments (the one with Spearmen is not a target: the other
    is chosen alone)."""
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


@pytest.mark.covers("I Am Ready", "a1:choice:performer")
def test_i_am_ready_needs_a_performer_with_an_attachment():
    t = Table("celestial")
    resolve_event(t, "I Am Ready")
    mikura = t.put("Matsu Mikura", 0)
    ring = t.put("Ring of Air", 0, zone="hand")  # so that player 0 is asked
    t.open_battle([mikura], [t.put("Togashi Taro", 1)])
    t.pass_()
    t.assert_legal(f"c{ring}:1", context="combat", player=0)
    t.assert_not_legal("gi-am-ready:0", context="combat", player=0)


@pytest.mark.covers("I Am Ready", "a1:choice:performer", "a1:choice:target")
def test_i_am_ready_your_performer_and_an_enemy_target():
    """"your performing Personality with an attachment" (not an enemy one) and "a target
    ENEMY Personality without attachments" (not your own)."""
    t = Table("celestial")
    resolve_event(t, "I Am Ready")
    mikura, mari, kuma = t.put("Matsu Mikura", 0), t.put("Matsu Mari", 0), t.put("Akodo Kuma", 0)
    t.put("Spearmen", 0, host=mikura)
    t.put("Spearmen", 0, host=mari)
    akagi, taro, osawa = t.put("Togashi Akagi", 1), t.put("Togashi Taro", 1), t.put("Togashi Osawa", 1)
    t.put("Spearmen", 1, host=akagi)
    t.open_battle([mikura, mari, kuma], [akagi, taro, osawa])
    t.pass_()
    t.pick("gi-am-ready:0")
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_legal("Matsu Mari", context="choose", player=0)
    t.assert_not_legal("Togashi Akagi", context="choose", player=0)
    t.assert_not_legal("Akodo Kuma", context="choose", player=0)
    t.pick("Matsu Mikura")
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_legal("Togashi Osawa", context="choose", player=0)
    t.assert_not_legal("Akodo Kuma", context="choose", player=0)
    t.assert_not_legal("Togashi Akagi", context="choose", player=0)


@pytest.mark.covers("I Am Ready", "a1:limit")
def test_i_am_ready_may_be_used_again_in_the_next_battle_of_the_turn():
    """"Once per battle" (not once per turn): used in the first battle, it is offered again
    in the second battle of the same Attack Phase."""
    t = Table("celestial")
    resolve_event(t, "I Am Ready")
    st = t.state
    mikura, kuma = t.put("Matsu Mikura", 0), t.put("Akodo Kuma", 0)
    t.put("Spearmen", 0, host=mikura)
    t.put("Spearmen", 0, host=kuma)
    taro, osawa = t.put("Togashi Taro", 1), t.put("Togashi Osawa", 1)
    second = t.pid(1, 1)
    t.open_battle([mikura], [taro])
    st.cards[kuma].loc, st.cards[osawa].loc = f"a{second}", f"d{second}"  # a second battlefield
    st.attack["battlefields"].append(second)
    t.pass_()
    t.pick("gi-am-ready:0")
    assert st.cards[taro].bowed
    t.assert_not_legal("gi-am-ready:0", context="combat", player=1)
    t.pass_()
    t.assert_not_legal("gi-am-ready:0", context="combat", player=0)  # used in this battle
    while st.battle != second:
        t.pass_()
    to_player(t, 0)
    t.assert_legal("gi-am-ready:0", context="combat", player=0)
    t.pick("gi-am-ready:0")
    assert st.cards[osawa].bowed


@pytest.mark.covers("I Am Ready", "keyword:Unique")
@pytest.mark.covers("Triumph Before Battle", "keyword:Unique")
@pytest.mark.covers("Wisdom Gained", "keyword:Unique")
@pytest.mark.covers("Akodo's Guidance", "keyword:Unique")
@pytest.mark.covers("Togashi's Guidance", "keyword:Unique")
@pytest.mark.parametrize("title", ["I Am Ready", "Triumph Before Battle", "Wisdom Gained", "Akodo's Guidance",
                                   "Togashi's Guidance"])
def test_unique_events_and_celestials_one_copy_per_deck(title):
    """Unique (Ivory "Deck Construction"; celestial "Unique"): at most one copy in a deck."""
    d = embedded("lion")
    d.dynasty[title] = 2
    assert f"2 copies of {title!r}; at most 1 (Unique)" in validate(d, "celestial")
    d.dynasty[title] = 1
    assert not any(title in p for p in validate(d, "celestial"))


# ------------------------------------------------------------------ 4 Triumph Before Battle
@pytest.mark.covers("Triumph Before Battle", "event", "a1:effect", "a1:timing", "a1:trigger")
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


@pytest.mark.covers("Triumph Before Battle", "a1:when")
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


@pytest.mark.covers("Triumph Before Battle", "a1:when")
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


@pytest.mark.covers("Triumph Before Battle", "a1:when")
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


@pytest.mark.covers("Triumph Before Battle", "a1:when")
def test_triumph_not_for_your_own_personality_destroyed():
    """"an ENEMY Personality is destroyed": Matsu Ushio destroys himself (his cost) to destroy
    an enemy Personality: 2 Honor from Ushio's own text, 2 from Triumph for the enemy only."""
    t = Table("celestial")
    resolve_event(t, "Triumph Before Battle")
    ushio = t.put("Matsu Ushio", 0)
    taro = t.put("Togashi Taro", 1)
    honor = t.honor(0)
    t.open_battle([ushio], [taro])
    to_player(t, 0)
    t.use(ushio, 0)
    st = t.state
    assert st.cards[ushio].zone == DYNASTY_DISCARD and st.cards[taro].zone == DYNASTY_DISCARD
    assert t.honor(0) == honor + 2 + 2


@pytest.mark.covers("Triumph Before Battle", "a1:when")
def test_triumph_not_for_an_action_a_follower_performed():
    """"by an action one of your PERSONALITIES performed": a Follower's Battle action (Test
    Executioners, performed by the Follower itself) does not count."""
    t = Table("celestial")
    resolve_event(t, "Triumph Before Battle")
    kuma = t.put("Akodo Kuma", 0)
    execs = t.put("Test Executioners", 0, host=kuma)
    taro = t.put("Togashi Taro", 1)
    honor = t.honor(0)
    t.open_battle([kuma], [taro])
    to_player(t, 0)
    t.use(execs, 0)
    assert t.state.cards[taro].zone == DYNASTY_DISCARD
    assert t.honor(0) == honor


@pytest.mark.covers("Triumph Before Battle", "a1:when")
def test_triumph_not_outside_a_battle():
    """"destroyed DURING A BATTLE": your Personality's Limited action destroying an enemy
    Personality in the Action Phase does not count."""
    t = Table("celestial")
    resolve_event(t, "Triumph Before Battle")
    assassin = t.put("Test Assassin", 0)
    taro = t.put("Togashi Taro", 1)
    honor = t.honor(0)
    t.open_action(0)
    t.use(assassin, 0)
    assert t.state.cards[taro].zone == DYNASTY_DISCARD
    assert t.honor(0) == honor


@pytest.mark.covers("Triumph Before Battle", "a1:limit")
def test_triumph_each_time_an_enemy_is_destroyed():
    """"after EACH time": a triggered trait, not an action limited to once per turn: two
    enemies destroyed by two of your Personalities' actions in one battle give 2 Honor each."""
    t = Table("celestial")
    resolve_event(t, "Triumph Before Battle")
    r1, r2 = t.put("Akodo Ryozo", 0), t.put("Akodo Ryozo", 0)
    taro, osawa = t.put("Togashi Taro", 1), t.put("Togashi Akagi", 1)
    honor = t.honor(0)
    t.open_battle([r1, r2], [taro, osawa])
    to_player(t, 0)
    t.use(r1, 0)
    t.pick("Togashi Taro")
    assert t.honor(0) == honor + 2
    to_player(t, 0)
    t.use(r2, 0)
    assert t.state.cards[taro].zone == DYNASTY_DISCARD and t.state.cards[osawa].zone == DYNASTY_DISCARD
    assert t.honor(0) == honor + 4


# ------------------------------------------------------------------ 5 Wisdom Gained
@pytest.mark.covers("Wisdom Gained", "event")
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


@pytest.mark.covers("Wisdom Gained", "event")
def test_wisdom_gained_is_optional():
    t = Table("celestial")
    r0 = t.put("Ring of Air", 0, zone="fate_discard")
    resolve_event(t, "Wisdom Gained")
    t.pick("none")
    assert t.state.cards[r0].zone == "fate_discard"


# ------------------------------------------------------------------ 1 Akodo's Guidance
@pytest.mark.covers("Akodo's Guidance", "continuous")
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


@pytest.mark.covers("Akodo's Guidance", "a1:effect", "a1:timing", "a1:cost")
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


@pytest.mark.covers("Akodo's Guidance", "a1:condition")
def test_akodos_guidance_battle_needs_a_lion_clan_player():
    """"If you are a Lion Clan player": player 0 plays the Dragon deck."""
    t = Table("celestial", decks=("dragon", "lion"))
    g = t.put("Akodo's Guidance", 0)
    kuma = t.put("Akodo Kuma", 0)
    ring = t.put("Ring of Air", 0, zone="hand")  # so that player 0 is asked
    t.open_battle([kuma], [t.put("Togashi Taro", 1)])
    to_player(t, 0)
    t.assert_legal(f"c{ring}:1", context="combat", player=0)
    t.assert_not_legal(f"c{g}:0", context="combat", player=0)


@pytest.mark.covers("Akodo's Guidance", "a1:choice:performer")
def test_akodos_guidance_performer_is_your_lion_clan_personality():
    """"your target performing Lion Clan Personality": not your Dragon Clan Personality, not
    an enemy Lion."""
    t = Table("celestial")
    g = t.put("Akodo's Guidance", 0)
    kuma, mikura, taro = t.put("Akodo Kuma", 0), t.put("Matsu Mikura", 0), t.put("Togashi Taro", 0)
    play_in_battle(t, f"c{g}:0", [kuma, mikura, taro], [t.put("Togashi Shintaro", 1), t.put("Akodo Senzo", 1)])
    t.assert_legal("Akodo Kuma", context="choose", player=0)
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Akodo Senzo", context="choose", player=0)


@pytest.mark.covers("Akodo's Guidance", "a1:choice:performer")
def test_akodos_guidance_offers_only_performers_its_target_can_follow():
    """Ivory "Good Faith Rule": to announce an action a player must be able to meet its
    required targeting. Defending (no +1 for attacking), Matsu Haruya (Personal Honor 0)
    could target no enemy (Togashi Taro and Togashi Akagi have 1): he is not offered as the
    performer; Akodo Kuma (3) is the only one (before, choosing Haruya ended the announcement
    at once, and the action could be announced again and again)."""
    t = Table("celestial", ask_alone=True)
    g = t.put("Akodo's Guidance", 0)
    kuma, haruya = t.put("Akodo Kuma", 0), t.put("Matsu Haruya", 0)
    play_in_battle(t, f"c{g}:0", [t.put("Togashi Taro", 1), t.put("Togashi Akagi", 1)], [kuma, haruya],
                   attacker=1, defender=0)
    t.assert_legal("Akodo Kuma", context="choose", player=0)
    t.assert_not_legal("Matsu Haruya", context="choose", player=0)
    t.pick("Akodo Kuma")
    assert set(t.labels()) == {"Togashi Taro [Dragon]", "Togashi Akagi [Dragon]"}


@pytest.mark.covers("Akodo's Guidance", "a1:choice:target")
def test_akodos_guidance_target_is_an_enemy_with_equal_or_lower_personal_honor():
    """"a target enemy Personality with equal or lower Personal Honor" than the performer's:
    defending, Akodo Kuma has his printed 3 (the +1 is for attacking Lion Personalities):
    Taro (1) and Shintaro (2), not Satsu (4), not your own Personality."""
    t = Table("celestial")
    g = t.put("Akodo's Guidance", 0)
    kuma, mikura = t.put("Akodo Kuma", 0), t.put("Matsu Mikura", 0)
    attackers = [t.put("Togashi Taro", 1), t.put("Togashi Shintaro", 1), t.put("Togashi Satsu", 1)]
    play_in_battle(t, f"c{g}:0", attackers, [kuma, mikura], attacker=1, defender=0)
    t.pick("Akodo Kuma")
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_legal("Togashi Shintaro", context="choose", player=0)
    t.assert_not_legal("Togashi Satsu", context="choose", player=0)
    t.assert_not_legal("Matsu Mikura", context="choose", player=0)


@pytest.mark.covers("Akodo's Guidance", "a1:limit")
def test_akodos_guidance_once_per_turn_even_back_in_play():
    """Each card ability once per turn (Ivory "Using abilities"). The Celestial is discarded
    to use it; should the same card come back into play the same turn, it would remember the
    use (Ivory "Card Memory Rule": only a card out of play AND face down forgets; the discard
    pile is face up), so it may not be used again."""
    t = Table("celestial")
    st = t.state
    g = t.put("Akodo's Guidance", 0)
    kuma, mikura = t.put("Akodo Kuma", 0), t.put("Matsu Mikura", 0)
    ring = t.put("Ring of Air", 0, zone="hand")  # so that player 0 is asked
    play_in_battle(t, f"c{g}:0", [kuma, mikura], [t.put("Togashi Taro", 1), t.put("Togashi Osawa", 1)])
    t.pick("Akodo Kuma")
    t.pick("Togashi Taro")
    assert st.cards[g].zone == DYNASTY_DISCARD
    assert t.pending.player == 1
    leave_zone(st, g)  # the same card back into play
    set_zone(st, st.cards[g], PLAY)
    t.pass_()
    t.assert_legal(f"c{ring}:1", context="combat", player=0)
    t.assert_not_legal(f"c{g}:0", context="combat", player=0)


# ------------------------------------------------------------------ 2 Togashi's Guidance
def test_togashis_guidance_removes_the_dragon_players_maximum_hand_size():
    t = Table("celestial", decks=("dragon", "lion"))
    assert max_hand(t.state, 0) == 8
    t.put("Togashi's Guidance", 1)  # whoever controls it: Dragon Clan players
    assert max_hand(t.state, 0) is None
    assert max_hand(t.state, 1) == 8
    assert "no_max_hand:dragon" in RULES.defs.cards["togashis-guidance"].flags


@pytest.mark.covers("Togashi's Guidance", "a1:condition")
def test_togashis_guidance_reaction_needs_a_dragon_clan_player():
    """"if you are a Dragon Clan player": player 0 plays the Lion deck (his Ring of Air
    straightens Akodo Kuma; a second Ring keeps him asked)."""
    t = Table("celestial")
    guidance = t.put("Togashi's Guidance", 0)
    air = t.put("Ring of Air", 0, "hand")
    t.put("Ring of Air", 0, "hand")
    t.put("Akodo Kuma", 0, bowed=True)
    t.open_action(0)
    t.pick(f"c{air}:1")
    assert t.state.cards[air].zone == "fate_discard"
    t.assert_not_legal(f"c{guidance}:0", context="action", player=0)
    assert t.state.cards[guidance].zone == PLAY


@pytest.mark.covers("Togashi's Guidance", "a1:when")
def test_togashis_guidance_not_for_an_opponents_ring():
    """"Rings entered the discard pile from YOUR hand": player 0's Ring of Air does not let
    player 1 (Dragon) use it."""
    t = Table("celestial")
    guidance = t.put("Togashi's Guidance", 1)
    air = t.put("Ring of Air", 0, "hand")
    t.put("Akodo Kuma", 0, bowed=True)
    t.put("Ring of Air", 1, "hand")  # so that player 1 is asked
    t.put("Togashi Taro", 1)
    t.open_action(0)
    t.pick(f"c{air}:1")
    assert t.state.cards[air].zone == "fate_discard"
    t.assert_not_legal(f"c{guidance}:0", context="action", player=1)


@pytest.mark.covers("Togashi's Guidance", "a1:limit")
def test_togashis_guidance_once_per_turn_even_back_in_play():
    """Each card ability once per turn (Ivory "Using abilities"); the same Celestial back in
    play the same turn remembers its use (Ivory "Card Memory Rule": the discard pile is face
    up), so a second Ring discarded that turn does not let it react again."""
    t = Table("celestial")
    st = t.state
    guidance = t.put("Togashi's Guidance", 1)
    air1, air2 = t.put("Ring of Air", 1, "hand"), t.put("Ring of Air", 1, "hand")
    t.put("Togashi Taro", 1, bowed=True)
    t.open_action(1)
    t.pick(f"c{air1}:1")
    t.pick(f"c{guidance}:0|0|1")
    t.pick("Ring of Air")
    t.pick("put it into your hand")
    assert st.cards[guidance].zone == DYNASTY_DISCARD and air1 in st.players[1].hand
    leave_zone(st, guidance)  # the same card back into play
    set_zone(st, st.cards[guidance], PLAY)
    to_player(t, 1)
    t.pick(f"c{air2}:1")
    assert st.cards[air2].zone == "fate_discard"
    t.assert_not_legal(f"c{guidance}:0", context="action", player=1)


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


def _battle_challenge(c) -> None:
    from l5r.ccg.duel import challenge_frame
    c.g.push(challenge_frame(c["mine"], c["target"], on_lose="destroy", by=c.player))


# A Battle action: your Personality challenges an enemy Personality; the loser is destroyed.
if "test-battle-challenge" not in m.FACTS:
    RULES.add_facts(CardFacts(id="test-battle-challenge", title="Test Battle Challenge", type="strategy", clan=None,
                              deck="fate", cost=0, focus=0, force=None, chi=None, force_bonus=None, chi_bonus=None,
                              honor_requirement=None, personal_honor=None, gold_production=None,
                              province_strength=None, starting_honor=None, keywords=(), unique=False, number=0,
                              legality=(), banned=False, decided=()))
    RULES.define(CardDef(id="test-battle-challenge", abilities=(
        Ability(("battle",), (_battle_challenge,), zone="hand", label="challenge: the loser is destroyed",
                choices=(Choose("mine", lambda c, u: personality(c, u) and c.st.cards[u].controller == c.player,
                                target=False, performer=True),
                         Choose("target", lambda c, u: personality(c, u) and enemy(c, u)))),)))


@pytest.mark.covers("Togashi's Guidance", "a1:timing")
@pytest.mark.parametrize("alone", [True, False])
def test_togashis_guidance_as_a_reaction_follows_the_ivory_rule_of_presence(alone):
    """A Reaction: Ivory "Actions in Battle" (even Interrupts during a battle follow the Rule
    of Presence). Player 1's Ring of Air, focused in a duel of a battle, is discarded when his
    Togashi Shintaro loses and is destroyed: with no other unit at the battlefield he may not
    react; with Togashi Taro still there he may."""
    t = Table("ivory")
    st = t.state
    guidance = t.put("Togashi's Guidance", 1)
    air = t.put("Ring of Air", 1, "hand")
    shintaro = t.put("Togashi Shintaro", 1)  # Chi 3
    challenge = t.put("Test Battle Challenge", 0, "hand")
    own_air = t.put("Ring of Air", 0, "hand")  # focused by player 0
    t.put("Ring of Air", 0, "hand")  # so that player 0 is asked after the challenge
    satsu = t.put("Togashi Satsu", 0)  # Chi 5
    defenders = [shintaro] if alone else [shintaro, t.put("Togashi Taro", 1)]
    t.open_battle([satsu], defenders)
    to_player(t, 0)
    t.pick(f"c{challenge}:0")
    if t.pending.context == "choose":
        t.pick("Togashi Shintaro")
    focus = {1: f"h{air}", 0: f"h{own_air}"}  # each focuses a Ring, then strikes
    while t.pending.context == "duel":
        t.pick(focus.pop(t.pending.player, "strike"))
    assert st.cards[shintaro].zone == "dynasty_discard" and st.cards[air].zone == "fate_discard"
    if alone:
        t.assert_not_legal(f"c{guidance}:0|0|1", context="combat", player=0)
    else:
        t.assert_legal(f"c{guidance}:0|0|1", context="trigger", player=1)
