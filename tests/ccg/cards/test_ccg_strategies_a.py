"""Battle of Kyuden Tonbo Strategies A-Cr (celestial "Strategy": played from hand to a
resolution area, discarded once the action has resolved)."""

import pytest
from ccg_clause_steps import act_as, play_in_battle, to_player

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.facts import CardFacts
from l5r.ccg.state import FATE_DISCARD, HOME, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef

EDITIONS = ("ivory", "celestial", "diamond")

if "test-shugenja" not in m.FACTS:  # Kyuden Tonbo has no Shugenja: a plain one (3F, 3C, 2PH)
    RULES.add_facts(CardFacts(id="test-shugenja", title="Test Shugenja", type="personality", clan=None,
                              deck="dynasty", cost=5, focus=None, force=3, chi=3, force_bonus=None, chi_bonus=None,
                              honor_requirement=0, personal_honor=2, gold_production=None, province_strength=None,
                              starting_honor=None, keywords=("Shugenja",), unique=False, number=0, legality=(),
                              banned=False, decided=()))
    RULES.define(CardDef(id="test-shugenja"))

# The default limit of a Strategy's abilities (each card ability once per turn: Ivory "Using
# abilities", celestial "Each separate card ability ... only once per turn") cannot be seen on
# one card instance: the Strategy leaves the hand when its action is announced (to the
# resolution area, then the discard pile), and by the Ivory "Card Memory Rule" a card back in
# the hand has forgotten that its abilities were used. The ``a<n>:limit`` clauses are tested as
# kept per card instance (the tests at the end of this file).


def settle(t, contexts=("pay", "choose")):
    """Answer payment (automatically) and single choices until a window asks again."""
    while t.pending is not None and t.pending.context in contexts:
        ids = [o.id for o in t.pending.options]
        t.pick("auto" if "auto" in ids else ids[0])


# ------------------------------------------------------------------ A Cleansing Death
@pytest.mark.covers("A Cleansing Death", "a1:effect", "a1:timing", "a1:trigger")
def test_a_cleansing_death_recruits_for_3_less_and_gains_2_honor_after_a_deathseeker_dies():
    """Reaction, after the resolution of a Battle action that destroyed your Deathseeker:
    Recruit a face-up Personality in your Province for 3 less Gold; gain 2 Honor."""
    t = Table("celestial", honor=(10, 10))
    cleansing = t.put("A Cleansing Death", 0, zone="hand")
    haruya = t.put("Matsu Haruya", 0)  # Deathseeker, cost 6
    kuma = t.put("Akodo Kuma", 0, zone="province")  # cost 5 -> 2 Gold
    masao = t.put("Akodo Masao", 1)
    fub = t.put("Fubatsu No-Dachi", 1, host=masao)
    t.open_battle([masao], [haruya], attacker=1, defender=0)
    to_player(t, 1)
    t.use(fub, 0)
    assert t.state.cards[haruya].zone != PLAY
    settle(t)
    honor = t.honor(0)
    t.pick("A Cleansing Death")
    settle(t)
    st = t.state
    assert st.cards[kuma].zone == PLAY and st.cards[kuma].controller == 0
    assert t.honor(0) == honor + 2
    assert st.cards[cleansing].zone == FATE_DISCARD
    sh = st.cards[st.players[0].stronghold]
    assert sh.bowed  # 2 Gold paid by the Stronghold


def _deathseeker_falls(victim: str = "Matsu Haruya", cleanser: int = 0, ed: str = "celestial", alone: bool = False):
    """Player 1's Fubatsu No-Dachi (a Battle action) destroys ``victim``, defending for player
    0 with Akodo Senzo (unless ``alone``); player ``cleanser`` holds A Cleansing Death and has
    two 5-Gold Personalities face up in his Provinces (2 Gold each for the Reaction); player 0
    holds Crushing Strength, so that he is asked next in any case (``alone``: player 1 holds
    Ring of Air, so that he is)."""
    t = Table(ed, honor=(10, 10))
    if alone:
        t.put("Ring of Air", 1, zone="hand")
    cleansing = t.put("A Cleansing Death", cleanser, zone="hand")
    t.put("Crushing Strength", 0, zone="hand")
    victim_uid = t.put(victim, 0)
    kuma = t.put("Akodo Kuma", cleanser, zone="province", province=0)
    mikura = t.put("Matsu Mikura", cleanser, zone="province", province=1)
    masao = t.put("Akodo Masao", 1)
    fub = t.put("Fubatsu No-Dachi", 1, host=masao)
    t.open_battle([masao], [victim_uid] + ([] if alone else [t.put("Akodo Senzo", 0)]), attacker=1, defender=0)
    to_player(t, 1)
    t.use(fub, 0)  # Senzo costs 7: only the victim may be targeted
    assert t.state.cards[victim_uid].zone != PLAY
    settle(t, ("pay",))
    return t, cleansing, kuma, mikura


@pytest.mark.covers("A Cleansing Death", "a1:timing")
@pytest.mark.parametrize("ed", EDITIONS)
def test_a_cleansing_death_as_a_reaction_follows_the_rule_of_presence_in_ivory(ed):
    """A Reaction: Ivory "Actions in Battle" (even Interrupts during a battle follow the Rule
    of Presence): with his only unit in the battle destroyed, player 0 may not react; the
    celestial and Diamond rules hold Battle actions only to it."""
    t, *_ = _deathseeker_falls(ed=ed, alone=True)
    if ed == "ivory":
        t.assert_not_legal("A Cleansing Death", context="combat", player=1)
    else:
        t.assert_legal("A Cleansing Death", context="trigger", player=0)
    t, *_ = _deathseeker_falls(ed=ed)  # with Akodo Senzo still in the battle
    t.assert_legal("A Cleansing Death", context="trigger", player=0)


@pytest.mark.covers("A Cleansing Death", "a1:choice:target")
def test_a_cleansing_death_recruits_only_a_personality_of_your_provinces_you_can_pay_for():
    """"Recruit a target face-up Personality in one of your Provinces for 3 less Gold": not a
    Holding, not an opponent's Province card, nor one whose reduced cost cannot be paid
    (Matsu Benika: 8 - 3 = 5 Gold; the Stronghold produces 4)."""
    t = Table("celestial", honor=(10, 10))
    t.put("A Cleansing Death", 0, zone="hand")
    haruya = t.put("Matsu Haruya", 0)
    t.put("Akodo Kuma", 0, zone="province", province=0)
    t.put("Matsu Mikura", 0, zone="province", province=1)
    t.put("Gold Mine", 0, zone="province", province=2)
    t.put("Matsu Benika", 0, zone="province", province=3)
    t.put("Akodo Senzo", 1, zone="province", province=0)
    masao = t.put("Akodo Masao", 1)
    fub = t.put("Fubatsu No-Dachi", 1, host=masao)
    t.open_battle([masao], [haruya], attacker=1, defender=0)
    to_player(t, 1)
    t.use(fub, 0)
    settle(t, ("pay",))
    t.pick("A Cleansing Death")
    t.assert_legal("Akodo Kuma", context="choose", player=0)
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    for title in ("Gold Mine", "Akodo Senzo", "Matsu Benika"):
        t.assert_not_legal(title, context="choose", player=0)


@pytest.mark.covers("A Cleansing Death", "a1:when")
def test_a_cleansing_death_not_after_a_non_deathseeker_is_destroyed():
    """"destroyed one of your Deathseekers": Togashi Taro is no Deathseeker."""
    t, *_ = _deathseeker_falls(victim="Togashi Taro")
    t.assert_not_legal("A Cleansing Death", player=0)


@pytest.mark.covers("A Cleansing Death", "a1:when")
def test_a_cleansing_death_not_after_an_opponents_deathseeker_is_destroyed():
    """"one of YOUR Deathseekers": player 1 holds A Cleansing Death; his Battle action
    destroys player 0's Deathseeker."""
    t, *_ = _deathseeker_falls(cleanser=1)
    t.assert_not_legal("A Cleansing Death", player=0)


@pytest.mark.covers("A Cleansing Death", "a1:when")
def test_a_cleansing_death_not_after_a_limited_action_destroyed_your_deathseeker():
    """"a BATTLE action": Burn the Village (Limited) destroying your Deathseeker does not
    trigger it."""
    t = Table("celestial", honor=(10, 10))
    t.put("A Cleansing Death", 0, zone="hand")
    unawares = t.put("Caught Unawares", 0, zone="hand")  # Open: he is asked next in any case
    t.put("Akodo Kuma", 0, zone="province", province=0)
    t.put("Matsu Mikura", 0, zone="province", province=1)
    haruya = t.put("Matsu Haruya", 0)  # Gold Cost 6 <= 4 + 2
    t.put("Togashi Taro", 1)
    burn = t.put("Burn the Village", 1, zone="hand")
    t.put("Diamond Mine", 1)
    t.open_action(1)
    t.pick(f"c{burn}:0")
    settle(t, ("pay",))
    t.pick("Matsu Haruya")
    t.pick("none")
    t.pick("none")  # player 0 targets nothing
    assert t.state.cards[haruya].zone != PLAY
    t.assert_legal(f"c{unawares}:0", context="action", player=0)
    t.assert_not_legal("A Cleansing Death", context="action", player=0)


def keep_asking(t, player: int) -> int:
    """Give ``player`` Ring of Air in hand: discarding it straightens one of his cards
    (Battle or Open, any number of times), so his action windows ask him in any case."""
    return t.put("Ring of Air", player, zone="hand")


# ------------------------------------------------------------------ A Legion of One
@pytest.mark.covers("A Legion of One", "a1:effect")
def test_a_legion_of_one_gives_2f_per_enemy_unit_and_a_hero_ignores_the_next_move():
    """Heroic Battle: +2F per unit on the enemy side; a Hero (Matsu Mikura) negates the next
    movement a card's effect gives him this battle (the Imperial Favor's)."""
    t = Table("celestial")
    legion = t.put("A Legion of One", 0, zone="hand")
    mari = t.put("Matsu Mikura", 0)  # Hero
    a, b = t.put("Togashi Taro", 1), t.put("Togashi Osawa", 1)
    pid = t.open_battle([mari], [a, b])
    t.state.favor = 1
    to_player(t, 0)
    before = m.force(t.state, mari)
    t.pick(f"c{legion}:0")
    settle(t)
    assert m.force(t.state, mari) == before + 4
    t.pick("r:favor_battle")  # the enemy moves her home with the Imperial Favor: negated
    settle(t)
    assert t.state.cards[mari].loc == f"a{pid}"


@pytest.mark.covers("A Legion of One", "a1:effect")
def test_a_legion_of_one_a_personality_neither_hero_nor_deathseeker_is_moved():
    """"If he is a Hero or Deathseeker": Akodo Kuma (a Commander) gets the Force bonus only;
    the Imperial Favor moves him home."""
    t = Table("celestial")
    legion = t.put("A Legion of One", 0, zone="hand")
    kuma = t.put("Akodo Kuma", 0)
    t.open_battle([kuma], [t.put("Togashi Taro", 1), t.put("Togashi Osawa", 1)])
    t.state.favor = 1
    to_player(t, 0)
    before = m.force(t.state, kuma)
    t.pick(f"c{legion}:0")
    settle(t)
    assert m.force(t.state, kuma) == before + 4
    t.pick("r:favor_battle")
    settle(t)
    assert t.state.cards[kuma].loc == HOME


@pytest.mark.covers("A Legion of One", "a1:choice:target")
def test_a_legion_of_one_targets_your_personality_only():
    """"your target Personality": not an enemy Personality, not your Follower."""
    t = Table("celestial")
    legion = t.put("A Legion of One", 0, zone="hand")
    mikura, mari = t.put("Matsu Mikura", 0), t.put("Matsu Mari", 0)
    t.put("Spearmen", 0, host=mikura)
    play_in_battle(t, f"c{legion}:0", [mikura, mari], [t.put("Togashi Taro", 1)])
    t.assert_legal("Matsu Mikura", context="choose", player=0)
    t.assert_legal("Matsu Mari", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Spearmen", context="choose", player=0)


@pytest.mark.covers("A Legion of One", "a1:timing")
def test_a_legion_of_one_only_in_a_battle():
    """A Battle action: not in the Action Phase."""
    t = Table("celestial")
    legion = t.put("A Legion of One", 0, zone="hand")
    t.put("Matsu Mikura", 0)
    t.put("Togashi Taro", 1)
    ring = keep_asking(t, 0)
    t.open_action(0)
    t.assert_legal(f"c{ring}:1", context="action", player=0)
    t.assert_not_legal(f"c{legion}:0", context="action", player=0)


# ------------------------------------------------------------------ Burn the Village
@pytest.mark.covers("Burn the Village", "a1:effect")
def test_burn_the_village_destroys_each_players_cheap_targets():
    """Each player may target Personalities whose base Gold Cost is at most his
    controller's Stronghold's Gold Production + 2; destroy them."""
    t = Table("celestial")
    burn = t.put("Burn the Village", 0, zone="hand")
    t.put("Diamond Mine", 0)  # 5 Gold + the Stronghold's 4 pay the 6
    taro = t.put("Togashi Taro", 1)  # cost 5 <= 4 + 2
    kyoshi = t.put("Togashi Kyoshi", 1)  # cost 8: too expensive
    kuma = t.put("Akodo Kuma", 0)  # cost 5
    t.open_action(0)
    t.pick(f"c{burn}:0")
    settle(t, ("pay",))
    assert "Togashi Kyoshi" not in " ".join(t.labels())
    t.pick("Togashi Taro")  # player 0's first target
    t.pick("none")  # no second
    assert t.pending.player == 1
    t.pick("Akodo Kuma")  # player 1 targets Kuma (nothing else is left to target)
    st = t.state
    assert st.cards[taro].zone != PLAY and st.cards[kuma].zone != PLAY and st.cards[kyoshi].zone == PLAY
    assert st.cards[burn].zone == FATE_DISCARD


@pytest.mark.covers("Burn the Village", "a1:effect")
def test_burn_the_village_a_player_may_target_two():
    """"one or two Personalities": a second target after a first, not the same one twice."""
    t = Table("celestial")
    burn = t.put("Burn the Village", 0, zone="hand")
    t.put("Diamond Mine", 0)
    taro, osawa = t.put("Togashi Taro", 1), t.put("Togashi Shintaro", 1)  # costs 5 and 6
    t.open_action(0)
    t.pick(f"c{burn}:0")
    settle(t, ("pay",))
    t.pick("Togashi Taro")
    t.assert_not_legal("Togashi Taro [", context="choose", player=0)
    t.pick("Togashi Shintaro")
    assert t.state.cards[taro].zone != PLAY and t.state.cards[osawa].zone != PLAY


@pytest.mark.covers("Burn the Village", "a1:timing")
def test_burn_the_village_is_limited_not_on_the_opponents_turn_nor_in_a_battle():
    """A Limited action: only in your own turn's Action Phase, not in another player's turn
    and not during a battle."""
    t = Table("celestial")
    burn = t.put("Burn the Village", 0, zone="hand")
    t.put("Diamond Mine", 0)
    kuma = t.put("Akodo Kuma", 0)
    taro = t.put("Togashi Taro", 1)
    ring = keep_asking(t, 0)
    t.open_action(1)
    to_player(t, 0)
    t.assert_legal(f"c{ring}:1", context="action", player=0)
    t.assert_not_legal(f"c{burn}:0", context="action", player=0)
    t.open_battle([kuma], [taro])
    to_player(t, 0)
    t.assert_legal(f"c{ring}:1", context="combat", player=0)
    t.assert_not_legal(f"c{burn}:0", context="combat", player=0)
    t.open_action(0)
    t.assert_legal(f"c{burn}:0", context="action", player=0)


# ------------------------------------------------------------------ Caught Unawares
@pytest.mark.covers("Caught Unawares", "a1:effect", "a1:timing")
def test_caught_unawares_open_bows_two_that_stay_bowed_and_draws_off_turn():
    """Open (here in the opponent's turn): bow one or two Personalities, negate their
    straightening this turn; if it is not your turn, draw a card."""
    t = Table("celestial")
    cu = t.put("Caught Unawares", 0, zone="hand")
    taro, kanmu = t.put("Togashi Taro", 1), t.put("Togashi Kanmu", 1)
    t.open_action(1)
    to_player(t, 0)
    t.pick(f"c{cu}:0")
    t.pick("Togashi Taro")
    t.pick("Togashi Kanmu")
    settle(t)
    st = t.state
    assert st.cards[taro].bowed and st.cards[kanmu].bowed
    assert len(st.players[0].hand) == 1  # drew a card: not player 0's turn
    from l5r.ccg.flow import straighten_all
    straighten_all(t.g, 1)
    assert st.cards[taro].bowed and st.cards[kanmu].bowed


@pytest.mark.covers("Caught Unawares", "a1:effect")
def test_caught_unawares_open_on_your_own_turn_draws_nothing():
    """"If it is not your turn, draw a card": in your own turn, no card."""
    t = Table("celestial")
    cu = t.put("Caught Unawares", 0, zone="hand")
    taro = t.put("Togashi Taro", 1)
    t.open_action(0)
    t.pick(f"c{cu}:0")
    t.pick("none")  # one Personality only
    assert t.state.cards[taro].bowed
    assert t.state.players[0].hand == []


@pytest.mark.covers("Caught Unawares", "a1:condition")
def test_caught_unawares_open_needs_you_to_control_no_personalities():
    """"If you control no Personalities"."""
    t = Table("celestial")
    cu = t.put("Caught Unawares", 0, zone="hand")
    t.put("Togashi Taro", 0)
    t.put("Togashi Kanmu", 1)
    ring = keep_asking(t, 0)
    t.open_action(0)
    t.assert_legal(f"c{ring}:1", context="action", player=0)
    t.assert_not_legal(f"c{cu}:0", context="action", player=0)


@pytest.mark.covers("Caught Unawares", "a1:choice:t1", "a1:choice:t2")
def test_caught_unawares_open_targets_one_or_two_different_personalities():
    """"target one or two Personalities": Personalities only (not a Follower or a Holding),
    the second a different one, and the second is optional."""
    t = Table("celestial")
    cu = t.put("Caught Unawares", 0, zone="hand")
    taro, kanmu = t.put("Togashi Taro", 1), t.put("Togashi Kanmu", 1)
    t.put("Spearmen", 1, host=kanmu)
    t.put("Gold Mine", 1)
    t.open_action(0)
    t.pick(f"c{cu}:0")
    for other in ("Spearmen", "Gold Mine"):
        t.assert_not_legal(other, context="choose", player=0)
    t.pick("Togashi Taro")
    t.assert_legal("Togashi Kanmu", context="choose", player=0)
    t.assert_legal("none", context="choose", player=0)
    for other in ("Togashi Taro", "Spearmen", "Gold Mine"):
        t.assert_not_legal(other, context="choose", player=0)
    t.pick("none")
    assert t.state.cards[taro].bowed and not t.state.cards[kanmu].bowed


@pytest.mark.covers("Caught Unawares", "a2:effect", "a2:timing", "a2:choice:target")
def test_caught_unawares_battle_bows_an_enemy_with_no_unbowed_attachments():
    """Battle: target an enemy card with no unbowed attachments: bow it. (Enemy cards exist
    only in a battle: Ivory "Enemy", celestial "ENEMY"; the test that the Battle action is
    not offered outside battles could not fail.)"""
    t = Table("celestial")
    cu = t.put("Caught Unawares", 0, zone="hand")
    taro = t.put("Togashi Taro", 0)
    kanmu, akagi = t.put("Togashi Kanmu", 1), t.put("Togashi Akagi", 1)
    t.put("Scout Armor", 1, host=akagi)
    play_in_battle(t, f"c{cu}:1", [taro], [kanmu, akagi])
    assert "Togashi Akagi" not in " ".join(t.labels())
    t.pick("Togashi Kanmu")
    assert t.state.cards[kanmu].bowed


@pytest.mark.covers("Caught Unawares", "a2:choice:target")
def test_caught_unawares_battle_an_enemy_card_whose_attachments_are_bowed_not_your_own():
    """"an ENEMY card with no unbowed attachments": bowed attachments do not stop it, and an
    enemy Item may be bowed too; your own cards may not be targeted."""
    t = Table("celestial")
    cu = t.put("Caught Unawares", 0, zone="hand")
    taro, kuma = t.put("Togashi Taro", 0), t.put("Akodo Kuma", 0)
    akagi = t.put("Togashi Akagi", 1)
    armor = t.put("Scout Armor", 1, host=akagi, bowed=True)
    play_in_battle(t, f"c{cu}:1", [taro, kuma], [akagi])
    t.assert_legal("Togashi Akagi", context="choose", player=0)
    t.assert_legal("Scout Armor", context="choose", player=0)
    t.assert_not_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Akodo Kuma", context="choose", player=0)
    t.pick("Togashi Akagi")
    assert t.state.cards[akagi].bowed and t.state.cards[armor].bowed


# ------------------------------------------------------------------ Chasing Osano-Wo
@pytest.mark.covers("Chasing Osano-Wo", "a1:effect", "a1:cost", "a1:choice:performer")
@pytest.mark.parametrize("ed", EDITIONS)
def test_chasing_osano_wo_bows_a_monk_anywhere_for_his_force_plus_the_targets_honor(ed):
    """Kiho Thunder Battle: bow your performing Monk or Shugenja AT ANY LOCATION (here at
    home, though the Rules of Location or Relevance keep other performers at the battle):
    a Personality gets +F equal to the performer's Force plus his own Personal Honor."""
    t = Table(ed)
    osano = t.put("Chasing Osano-Wo", 0, zone="hand")
    kyoshi = t.put("Togashi Kyoshi", 0)  # at home, Force 4
    akagi = t.put("Togashi Akagi", 0)  # Personal Honor 1
    taro = t.put("Togashi Taro", 1)
    t.open_battle([akagi], [taro])
    to_player(t, 0)
    before = m.force(t.state, akagi)
    t.pick(f"c{osano}:0")
    t.pick("Togashi Kyoshi")
    t.pick("Togashi Akagi")
    assert t.state.cards[kyoshi].bowed and t.state.cards[kyoshi].loc == HOME
    assert m.force(t.state, akagi) == before + m.force(t.state, kyoshi) + m.ph(t.state, akagi)


@pytest.mark.covers("Chasing Osano-Wo", "a1:choice:performer")
def test_chasing_osano_wo_performer_is_your_unbowed_monk_or_shugenja():
    """"your target performing Monk or Shugenja" who can bow: not a Samurai, not a bowed
    Monk, not an enemy Monk; a Shugenja may."""
    t = Table("celestial")
    osano = t.put("Chasing Osano-Wo", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    t.put("Test Shugenja", 0)
    t.put("Akodo Kuma", 0)
    t.put("Togashi Osawa", 0, bowed=True)
    play_in_battle(t, f"c{osano}:0", [akagi], [t.put("Togashi Taro", 1)])
    t.assert_legal("Togashi Akagi", context="choose", player=0)
    t.assert_legal("Test Shugenja", context="choose", player=0)
    for other in ("Akodo Kuma", "Togashi Osawa", "Togashi Taro"):
        t.assert_not_legal(other, context="choose", player=0)


@pytest.mark.covers("Chasing Osano-Wo", "a1:choice:target")
def test_chasing_osano_wo_targets_any_personality_not_a_follower():
    """"a target Personality": yours or an enemy's (at the battle), not a Follower."""
    t = Table("celestial")
    osano = t.put("Chasing Osano-Wo", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    t.put("Spearmen", 0, host=akagi)
    t.put("Togashi Kyoshi", 0)
    taro = t.put("Togashi Taro", 1)
    play_in_battle(t, f"c{osano}:0", [akagi], [taro])
    t.pick("Togashi Kyoshi")
    t.assert_legal("Togashi Akagi", context="choose", player=0)
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Spearmen", context="choose", player=0)
    before = m.force(t.state, taro)
    t.pick("Togashi Taro")
    assert m.force(t.state, taro) == before + 4 + m.ph(t.state, taro)


@pytest.mark.covers("Chasing Osano-Wo", "a1:timing")
def test_chasing_osano_wo_only_in_a_battle():
    """A Battle action: not in the Action Phase."""
    t = Table("celestial")
    osano = t.put("Chasing Osano-Wo", 0, zone="hand")
    t.put("Togashi Akagi", 0)
    t.put("Togashi Taro", 1)
    ring = keep_asking(t, 0)
    t.open_action(0)
    t.assert_legal(f"c{ring}:1", context="action", player=0)
    t.assert_not_legal(f"c{osano}:0", context="action", player=0)


def _kiho_and_pillars(title: str, picks: tuple[str, ...]):
    """Player 0 (Pillars of Virtue: a Reaction after his Kiho Battle action resolves) takes
    the Strategy ``title`` in a battle, answering ``picks``."""
    t = Table("celestial", decks=("dragon", "lion"))
    card = t.put(title, 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    t.put("Togashi Kyoshi", 0)
    play_in_battle(t, f"c{card}:0", [akagi], [t.put("Togashi Kanmu", 1), t.put("Togashi Taro", 1)])
    for p in picks:
        t.pick(p)
    settle(t, ("pay", "choose"))
    return t


@pytest.mark.covers("Chasing Osano-Wo", "keyword:Kiho")
def test_chasing_osano_wo_is_a_kiho():
    """Kiho: Pillars of Virtue reacts to its player's Kiho Battle actions (not to other
    Battle actions, such as Crushing Strength's)."""
    t = _kiho_and_pillars("Chasing Osano-Wo", ("Togashi Kyoshi", "Togashi Akagi"))
    t.assert_legal("Pillars of Virtue", context="trigger", player=0)
    t = _kiho_and_pillars("Crushing Strength", ())
    t.assert_not_legal("Pillars of Virtue", context="combat", player=1)


# ------------------------------------------------------------------ Cold Hands, Stone Heart
@pytest.mark.covers("Cold Hands, Stone Heart", "a1:effect", "a1:timing")
def test_cold_hands_stone_heart_removes_an_ability_gives_2f_draws_and_allows_an_additional_action():
    """Kiho Battle (in a battle's Combat Segment; its target, an enemy, exists only in a
    battle): an enemy Personality loses an ability this turn, your Monk gets +2F, draw a
    card, and you may take an additional Battle action."""
    t = Table("celestial")
    cold = t.put("Cold Hands, Stone Heart", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)  # Chi 4
    kanmu = t.put("Togashi Kanmu", 1)  # Chi 4, one Battle ability
    t.open_battle([akagi], [kanmu])
    to_player(t, 0)
    before = m.force(t.state, akagi)
    t.pick(f"c{cold}:0")
    st = t.state
    assert m.flagged(st, kanmu, "no_ability:0")
    assert m.force(st, akagi) == before + 2
    assert len(st.players[0].hand) == 1
    assert t.pending.player == 0 and t.pending.context == "combat"  # the additional Battle action
    t.pass_()
    if t.pending is not None and t.pending.player == 1:
        assert not any(o.id == f"c{kanmu}:0" for o in t.pending.options)


@pytest.mark.covers("Cold Hands, Stone Heart", "a1:choice:performer")
def test_cold_hands_stone_heart_needs_a_monk_without_weapons():
    """"your performing Monk without Weapons"."""
    t = Table("celestial")
    cold = t.put("Cold Hands, Stone Heart", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    t.put("Tempered No-Dachi", 0, host=akagi)
    kanmu = t.put("Togashi Kanmu", 1)
    ring = keep_asking(t, 0)
    t.open_battle([akagi], [kanmu])
    to_player(t, 0)
    t.assert_legal(f"c{ring}:1", context="combat", player=0)
    t.assert_not_legal(f"c{cold}:0", context="combat", player=0)


@pytest.mark.covers("Cold Hands, Stone Heart", "a1:choice:performer")
def test_cold_hands_stone_heart_performer_is_your_monk_not_a_samurai_nor_an_enemy():
    """"your performing Monk": not your Samurai, not an enemy Monk."""
    t = Table("celestial")
    cold = t.put("Cold Hands, Stone Heart", 0, zone="hand")
    akagi, taro, kuma = t.put("Togashi Akagi", 0), t.put("Togashi Taro", 0), t.put("Akodo Kuma", 0)
    t.open_battle([akagi, taro, kuma], [t.put("Togashi Shintaro", 1)])  # Chi 3
    to_player(t, 0)
    t.pick(f"c{cold}:0")
    t.assert_legal("Togashi Akagi", context="choose", player=0)
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Akodo Kuma", context="choose", player=0)
    t.assert_not_legal("Togashi Shintaro", context="choose", player=0)


@pytest.mark.covers("Cold Hands, Stone Heart", "a1:choice:target")
def test_cold_hands_stone_heart_targets_an_enemy_with_equal_or_lower_chi():
    """"a target enemy Personality with equal or lower Chi" than the Monk's (Togashi Akagi,
    Chi 4): Kanmu (4) and Taro (3), not Satsu (5), not your own."""
    t = Table("celestial")
    cold = t.put("Cold Hands, Stone Heart", 0, zone="hand")
    akagi, mine = t.put("Togashi Akagi", 0), t.put("Togashi Shintaro", 0)
    t.put("Tempered No-Dachi", 0, host=mine)  # Shintaro cannot perform it
    play_in_battle(t, f"c{cold}:0", [akagi, mine],
                   [t.put("Togashi Kanmu", 1), t.put("Togashi Taro", 1), t.put("Togashi Satsu", 1)])
    t.assert_legal("Togashi Kanmu", context="choose", player=0)
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Togashi Satsu", context="choose", player=0)
    t.assert_not_legal("Togashi Shintaro", context="choose", player=0)


@pytest.mark.covers("Cold Hands, Stone Heart", "keyword:Kiho")
def test_cold_hands_stone_heart_is_a_kiho():
    """Kiho: Pillars of Virtue reacts to its player's Kiho Battle actions."""
    t = _kiho_and_pillars("Cold Hands, Stone Heart", ("Togashi Kanmu",))
    t.assert_legal("Pillars of Virtue", context="trigger", player=0)


# ------------------------------------------------------------------ Crushing Strength
@pytest.mark.covers("Crushing Strength", "a1:effect", "a1:timing", "a2:effect", "a2:timing")
def test_crushing_strength_gives_3f_to_an_opposed_personality_or_destroys_a_follower_or_item():
    """Battle: your opposed Personality gets +3F. Battle: destroy an enemy Follower or Item.
    (Both are taken in a battle's Combat Segment; their targets exist only in a battle.)"""
    t = Table("celestial")
    cs = t.put("Crushing Strength", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    t.open_battle([akagi], [kanmu])
    to_player(t, 0)
    before = m.force(t.state, akagi)
    t.pick(f"c{cs}:0")
    assert m.force(t.state, akagi) == before + 3
    assert t.state.cards[cs].zone == FATE_DISCARD

    t = Table("celestial")
    cs = t.put("Crushing Strength", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    kanmu = t.put("Togashi Kanmu", 1)
    armor = t.put("Scout Armor", 1, host=kanmu)
    play_in_battle(t, f"c{cs}:1", [akagi], [kanmu])
    assert t.state.cards[armor].zone == FATE_DISCARD and t.state.cards[kanmu].zone == PLAY


@pytest.mark.covers("Crushing Strength", "a1:choice:target")
def test_crushing_strength_first_ability_targets_your_opposed_personality():
    """"your opposed Personality": not an enemy Personality; and with no enemy army at the
    battlefield (unopposed) the ability is not offered."""
    t = Table("celestial")
    cs = t.put("Crushing Strength", 0, zone="hand")
    akagi, taro = t.put("Togashi Akagi", 0), t.put("Togashi Taro", 0)
    play_in_battle(t, f"c{cs}:0", [akagi, taro], [t.put("Togashi Kanmu", 1)])
    t.assert_legal("Togashi Akagi", context="choose", player=0)
    t.assert_legal("Togashi Taro", context="choose", player=0)
    t.assert_not_legal("Togashi Kanmu", context="choose", player=0)

    t = Table("celestial")
    cs = t.put("Crushing Strength", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    t.put("Togashi Kanmu", 1)  # at home
    ring = keep_asking(t, 0)
    t.open_battle([akagi], [])
    to_player(t, 0)
    t.assert_legal(f"c{ring}:1", context="combat", player=0)
    t.assert_not_legal(f"c{cs}:0", context="combat", player=0)


@pytest.mark.covers("Crushing Strength", "a2:choice:target")
def test_crushing_strength_second_ability_targets_an_enemy_follower_or_item():
    """"an enemy Follower or Item": not your own Item, not a Personality."""
    t = Table("celestial")
    cs = t.put("Crushing Strength", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)
    t.put("Seppun Blade", 0, host=akagi)
    kanmu = t.put("Togashi Kanmu", 1)
    t.put("Scout Armor", 1, host=kanmu)
    t.put("Spearmen", 1, host=kanmu)
    play_in_battle(t, f"c{cs}:1", [akagi], [kanmu])
    t.assert_legal("Scout Armor", context="choose", player=0)
    t.assert_legal("Spearmen", context="choose", player=0)
    for other in ("Seppun Blade", "Togashi Kanmu", "Togashi Akagi"):
        t.assert_not_legal(other, context="choose", player=0)


# ------------------------------------------------------------------ Good Faith with a performer
# Ivory "Good Faith Rule": an action may be announced when its targeting can be met. A target
# whose legality depends on the performer ("equal or lower Chi" than the Monk's) is checked
# with each possible performer, not with whatever card the game created last.
@pytest.mark.covers("Cold Hands, Stone Heart", "a1:choice:target")
def test_cold_hands_stone_heart_offered_when_a_monk_and_a_target_exist_together():
    t = Table("celestial")
    cold = t.put("Cold Hands, Stone Heart", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)  # Chi 4
    kanmu = t.put("Togashi Kanmu", 1)  # Chi 4
    t.put("Ring of Air", 0, zone="hand")  # the last card created: no Chi
    t.open_battle([akagi], [kanmu])
    to_player(t, 0)
    t.assert_legal(f"c{cold}:0", context="combat", player=0)


@pytest.mark.covers("Cold Hands, Stone Heart", "a1:choice:target")
def test_cold_hands_stone_heart_not_offered_when_every_enemy_has_more_chi_than_your_monks():
    t = Table("celestial")
    cold = t.put("Cold Hands, Stone Heart", 0, zone="hand")
    akagi = t.put("Togashi Akagi", 0)  # Chi 4
    satsu = t.put("Togashi Satsu", 1)  # Chi 5
    ring = keep_asking(t, 0)
    t.put("Togashi Satsu", 1)  # the last card created (at home): Chi 5
    t.open_battle([akagi], [satsu])
    to_player(t, 0)
    t.assert_legal(f"c{ring}:1", context="combat", player=0)
    t.assert_not_legal(f"c{cold}:0", context="combat", player=0)


# ------------------------------------------------------------------ the limits, per card instance
# Each card ability once per turn (Ivory "Using abilities"; celestial "Each separate card
# ability ... only once per turn"). A Strategy's action is taken from the hand and the card
# leaves the hand when it is played; back in the hand it is a card that forgot its used
# abilities (Ivory "Card Memory Rule": out of play and face-down), so the limit is kept per
# card instance: the same card, played and returned to its owner's hand, may be played again
# the same turn (as in test_ccg_strategies_b.py, Palm Strike and the others; these tests fail
# without zones.forget_used on the to_hand applier).
def back_to_hand(t, uid: int) -> None:
    """Return card ``uid`` from its discard pile to its owner's hand (the ``to_hand`` action);
    an open action window asks again, with the card in hand."""
    t.g.rules.appliers["to_hand"](t.g, {"name": "to_hand", "card": uid})
    assert t.state.cards[uid].zone == "hand"
    if t.pending is not None and t.pending.context in ("action", "combat"):
        t.state.pending = None
        t.g.run()


def answer_all(t, *picks: str) -> None:
    """Answer the choices and payments of the action being taken: ``picks`` in order, then the
    first option (or "auto"); then decline other cards' reactions."""
    todo = list(picks)
    for _ in range(12):
        if t.pending is None or t.pending.context not in ("choose", "pay", "gold"):
            break
        ids = [o.id for o in t.pending.options]
        if todo and t.pending.context == "choose":
            t.pick(todo.pop(0))
        else:
            t.g.answer("auto" if "auto" in ids else ids[0])
    while t.pending is not None and t.pending.context == "trigger":
        t.pass_()


@pytest.mark.covers("A Cleansing Death", "a1:limit")
def test_a_cleansing_death_back_in_hand_may_react_again_the_same_turn():
    """Once per turn, kept per card instance (see above): after recruiting for the first
    Deathseeker destroyed and returned to hand, it reacts to the second one's destruction."""
    t = Table("celestial", honor=(10, 10))
    st = t.state
    cleansing = t.put("A Cleansing Death", 0, zone="hand")
    t.put("Crushing Strength", 0, zone="hand")  # player 0 is asked in any case
    haruya = [t.put("Matsu Haruya", 0), t.put("Matsu Haruya", 0)]  # Deathseekers, cost 6
    kuma = t.put("Akodo Kuma", 0, zone="province", province=0)
    mikura = t.put("Matsu Mikura", 0, zone="province", province=1)
    for p in st.players:
        p.gold_pool = 20
    masao, osawa = t.put("Akodo Masao", 1), t.put("Togashi Osawa", 1)
    fub = [t.put("Fubatsu No-Dachi", 1, host=masao), t.put("Fubatsu No-Dachi", 1, host=osawa)]
    t.open_battle([masao, osawa], haruya + [t.put("Akodo Senzo", 0)], attacker=1, defender=0)
    for i, recruited in ((0, kuma), (1, mikura)):
        act_as(t, 1)
        t.use(fub[i], 0)
        if t.pending.context == "choose":  # (the last one is chosen without asking)
            t.pick(str(haruya[i]))
        while t.pending.context == "pay":
            t.pick("auto" if "auto" in [o.id for o in t.pending.options] else t.pending.options[0].id)
        assert st.cards[haruya[i]].zone != PLAY
        t.assert_legal("A Cleansing Death", context="trigger", player=0)
        t.pick("A Cleansing Death")
        answer_all(t, m.FACTS[st.cards[recruited].cid].title)
        assert st.cards[recruited].zone == PLAY and st.cards[cleansing].zone == FATE_DISCARD
        back_to_hand(t, cleansing)


def _battle(mine, theirs, gold=True):
    t = Table("celestial")
    a = [t.put(x, 0) for x in mine]
    d = [t.put(x, 1) for x in theirs]
    if gold:
        for p in t.state.players:
            p.gold_pool = 20
    return t, a, d


AGAIN = {
    # (title, ability index): (player 0's Personalities at the battle, player 1's, first use's picks)
    ("A Legion of One", 0): (["Matsu Mikura"], ["Togashi Taro"], ["Matsu Mikura"]),
    ("Caught Unawares", 1): (["Matsu Mikura"], ["Togashi Taro", "Togashi Kanmu"], ["Togashi Taro"]),
    ("Chasing Osano-Wo", 0): (["Togashi Akagi", "Togashi Kyoshi"], ["Matsu Mikura"],
                              ["Togashi Kyoshi", "Togashi Akagi"]),
    ("Cold Hands, Stone Heart", 0): (["Togashi Akagi", "Togashi Taro"], ["Togashi Kanmu"],
                                     ["Togashi Akagi", "Togashi Kanmu"]),
    ("Crushing Strength", 0): (["Matsu Mikura"], ["Togashi Taro"], ["Matsu Mikura"]),
    ("Crushing Strength", 1): (["Matsu Mikura"], ["Togashi Taro"], ["Scout Armor"]),
}


@pytest.mark.parametrize("title,index", list(AGAIN))
@pytest.mark.covers("A Legion of One", "a1:limit")
@pytest.mark.covers("Caught Unawares", "a2:limit")
@pytest.mark.covers("Chasing Osano-Wo", "a1:limit")
@pytest.mark.covers("Cold Hands, Stone Heart", "a1:limit")
@pytest.mark.covers("Crushing Strength", "a1:limit", "a2:limit")
def test_battle_action_back_in_hand_may_be_played_again_the_same_turn(title, index):
    """Once per turn, kept per card instance (see above)."""
    mine, theirs, picks = AGAIN[(title, index)]
    t, a, d = _battle(mine, theirs)
    if title == "Crushing Strength" and index == 1:
        t.put("Scout Armor", 1, host=d[0])
        t.put("Spearmen", 1, host=d[0])
    card = t.put(title, 0, zone="hand")
    t.open_battle(a, d)
    act_as(t, 0)
    t.use(card, index)
    answer_all(t, *picks)
    assert t.state.cards[card].zone == FATE_DISCARD
    back_to_hand(t, card)
    act_as(t, 0)
    t.assert_legal(f"c{card}:{index}", context="combat", player=0)


@pytest.mark.covers("Burn the Village", "a1:limit")
def test_burn_the_village_back_in_hand_may_be_played_again_the_same_turn():
    """Once per turn, kept per card instance (see above): a second Limited action the same
    Action Phase with the same card, back in hand."""
    t = Table("celestial")
    for p in t.state.players:
        p.gold_pool = 20
    burn = t.put("Burn the Village", 0, zone="hand")
    keep_asking(t, 0)
    t.put("Matsu Benika", 0)  # for the Ring of Air to straighten (Gold Cost 8: not burnt)
    taro, shintaro = t.put("Togashi Taro", 1), t.put("Togashi Shintaro", 1)
    t.open_action(0)
    t.use(burn, 0)
    answer_all(t, "Togashi Taro", "none", "none")
    assert t.state.cards[taro].zone != PLAY and t.state.cards[burn].zone == FATE_DISCARD
    back_to_hand(t, burn)
    act_as(t, 0)
    t.assert_legal(f"c{burn}:0", context="action", player=0)
    t.use(burn, 0)
    answer_all(t, "Togashi Shintaro", "none", "none")
    assert t.state.cards[shintaro].zone != PLAY


@pytest.mark.covers("Caught Unawares", "a1:limit")
def test_caught_unawares_open_back_in_hand_may_be_played_again_the_same_turn():
    """Once per turn, kept per card instance (see above)."""
    t = Table("celestial")
    cu = t.put("Caught Unawares", 0, zone="hand")
    t.put("Caught Unawares", 0, zone="hand")  # a second copy keeps player 0 asked
    taro, kanmu = t.put("Togashi Taro", 1), t.put("Togashi Kanmu", 1)
    t.open_action(1)
    act_as(t, 0)
    t.use(cu, 0)
    answer_all(t, "Togashi Taro", "none")
    assert t.state.cards[taro].bowed and t.state.cards[cu].zone == FATE_DISCARD
    back_to_hand(t, cu)
    act_as(t, 0)
    t.assert_legal(f"c{cu}:0", context="action", player=0)
    t.use(cu, 0)
    answer_all(t, "Togashi Kanmu", "none")
    assert t.state.cards[kanmu].bowed
