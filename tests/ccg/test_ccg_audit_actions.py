"""Rule audit, actions and the Attack Phase per edition: action rounds (Limited/Open), Equip,
the Rules of Presence and Location, Ranged and Melee Attacks, Tacticians, Cavalry, and the
order of battles and of their segments.

Sections: Ivory "Action Rounds", "Limited actions", "Open actions", "Equip", "Actions in
Battle" ("Rule of Presence", "Rules of Location"), "Ranged Attack", "Melee Attack",
"Tactician", "Cavalry", "Fight Battles", "Battle Sequence", "Engage Segment", "Combat
Segment"; celestial "3. Action Phase", "Equip", "When Can I Take A Battle Action?", "RANGED
ATTACK", "TACTICAL, TACTICIAN", "C. Cavalry Maneuvers Segment", "D. Fight Battles",
"Combat Segment"; Diamond "3. ACTION PHASE", "LIMITED ACTIONS", "OPEN ACTIONS", "4.3.
CAVALRY MANEUVERS SEGMENT", "4.4. BATTLE ACTION SEGMENT", "Making Ranged Attacks",
"TACTICIAN".

Fixture cards (``fx-audit-``): a Personality with a Limited and an Open ability, a Strategy
with a Battle action and one with an Open action, a Cavalry Personality, and a Follower with
a Melee 2 Attack.
"""

import pytest

from ccg_fixtures import fact, once
import ccg_fixtures  # noqa: F401  (Ashigaru Archers: Battle, bow: Ranged 2 Attack; Shinjo Shirasu)
from l5r.ccg import model as m
from l5r.ccg.state import DYNASTY_DISCARD, FATE_DISCARD, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef, melee_attack

EDITIONS = ("ivory", "celestial", "diamond")

fact("fx-audit-envoy", "Audit Envoy", "personality", force=1, chi=2, ph=1, clan="lion", keywords=("Lion Clan",))
once(CardDef("fx-audit-envoy", abilities=(
    Ability(("limited",), (lambda c: c.gain_honor(1),), label="Limited: gain 1 Honor"),
    Ability(("open",), (lambda c: c.draw(1),), label="Open: draw a card"),
    Ability(("battle",), (lambda c: c.gain_honor(2),), label="Battle: gain 2 Honor"),
)))
fact("fx-audit-rally", "Audit Rally", "strategy", focus=1)
once(CardDef("fx-audit-rally", abilities=(
    # ``relevant``: under Diamond's Rule of Relevance the action counts as affecting the battle
    # (a Strategy from hand has no card in the battle), so only Presence decides here.
    Ability(("battle",), (lambda c: c.gain_honor(1),), zone="hand", label="Battle: gain 1 Honor",
            relevant=True),)))
fact("fx-audit-study", "Audit Study", "strategy", focus=2)
once(CardDef("fx-audit-study", abilities=(
    Ability(("open",), (lambda c: c.draw(1),), zone="hand", label="Open: draw a card",
            relevant=True),)))  # relevant: as Audit Rally
fact("fx-audit-rider", "Audit Rider", "personality", force=2, chi=2, ph=1, keywords=("Cavalry",))
once(CardDef("fx-audit-rider"))
fact("fx-audit-brawlers", "Audit Brawlers", "follower", force=1)
_ch, _eff = melee_attack(2)
once(CardDef("fx-audit-brawlers", abilities=(
    Ability(("battle",), _eff, label="Melee 2 Attack", bow=True, choices=_ch),)))


def ids(t):
    return [o.id for o in t.pending.options] if t.pending is not None else []


def to_combat(t):
    """From the start of a battle, pass the Engage Segment (if any decision is asked there)."""
    while t.pending is not None and t.pending.context == "engage":
        t.pass_()


def until(t, player):
    """Pass every other player's opportunity until ``player`` may act (or nobody is asked)."""
    while t.pending is not None and t.pending.player != player:
        t.pass_()


def offered(t, cards):
    """Pass through the Combat Segment, noting per player whether the first ability of his
    card (``cards[player]``) was offered to him."""
    seen = {}
    while t.pending is not None and t.pending.context == "combat":
        p = t.pending.player
        seen[p] = seen.get(p, False) or f"c{cards[p]}:0" in ids(t)
        t.pass_()
    return seen


# ------------------------------------------------------------------ action rounds
@pytest.mark.parametrize("ed", EDITIONS)
def test_action_phase_active_player_limited_and_open_others_open_only(ed):
    """Ivory "Action Rounds" / "Limited actions" / "Open actions"; celestial "3. Action Phase";
    Diamond "3. ACTION PHASE": the active player acts first and may take Limited and Open
    actions; the other player only Open ones; a player who passed may act again when the
    opportunity returns; the round ends when all pass consecutively."""
    t = Table(ed, honor=(0, 0))
    mine, theirs = t.put("Audit Envoy", 0), t.put("Audit Envoy", 1)
    for _ in range(3):
        t.put("Audit Study", 0, "fate_deck")
        t.put("Audit Study", 1, "fate_deck")
    t.open_action(0)
    assert t.pending.player == 0
    assert f"c{mine}:0" in ids(t) and f"c{mine}:1" in ids(t) and f"c{mine}:2" not in ids(t)
    t.pass_()
    assert t.pending.player == 1
    assert f"c{theirs}:1" in ids(t) and f"c{theirs}:0" not in ids(t)
    t.use(theirs, 1)  # an action: player 0 (who passed) gets another opportunity
    assert len(t.state.players[1].hand) == 1 and t.pending.player == 0
    t.use(mine, 0)
    assert t.honor(0) == 1
    t.pass_all()
    assert t.pending is None


# ------------------------------------------------------------------ Equip
@pytest.mark.parametrize("ed,other_player_equips", [("ivory", True), ("celestial", False), ("diamond", False)])
def test_equip_open_in_ivory_limited_elsewhere_and_repeatable(ed, other_player_equips):
    """Ivory "Equip": Repeatable Open (the non-active player may Equip in another player's
    Action Phase); celestial "Equip": Limited, any number of times per turn; Diamond "3. ACTION
    PHASE": attaching is a Limited action. In every edition the active player may Equip twice."""
    t = Table(ed)
    st = t.state
    taro = t.put("Togashi Taro", 0)
    t.put("Togashi Akagi", 1)
    dogs = [t.put("War Dogs", 0, "hand"), t.put("War Dogs", 0, "hand")]
    t.put("War Dogs", 1, "hand")
    t.put("Diamond Mine", 0)
    t.open_action(0)
    for dog in dogs:
        until(t, 0)  # (ivory: player 1 had an opportunity after the first Equip, and passed)
        assert t.pending.player == 0 and "r:equip" in ids(t)  # Repeatable / any number of times
        t.pick("r:equip")
        while t.pending is not None and t.pending.context != "action":
            opts = t.pending.options
            t.g.answer(next((o.id for o in opts if o.id == str(dog)), opts[0].id))
        assert st.cards[dog].attached_to == taro
    until(t, 1)
    assert ("r:equip" in ids(t)) is other_player_equips


# ------------------------------------------------------------------ Presence and Location
@pytest.mark.parametrize("ed", EDITIONS)
def test_rule_of_presence_battle_action_needs_your_unit_at_the_battlefield(ed):
    """Ivory "Rule of Presence"; celestial "Rule of Presence"; Diamond 4.4 ("Rule of
    Presence"): a player with no unit at the current battlefield may not take a Battle action
    (here from a Strategy in hand); with a unit there he may."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    rallies = [t.put("Audit Rally", 0, "hand"), t.put("Audit Rally", 1, "hand")]
    t.put("Togashi Taro", 1)  # at home: no defending unit
    t.open_battle([a], [])
    to_combat(t)
    seen = offered(t, rallies)
    assert seen.get(0) is True and not seen.get(1, False)


@pytest.mark.parametrize("ed", ("ivory", "celestial"))
def test_rules_of_location_source_and_targets_at_the_battlefield(ed):
    """Ivory "Rules of Location" / celestial "Rules of Location": a Battle action from a card
    in a unit needs that unit at the current battlefield, and a unit elsewhere may not be
    targeted (the Ranged Attack offers only the enemy Follower at the battle). (Diamond 4.4
    replaces this by the Rule of Relevance: see the report.)"""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    home = t.put("Audit Envoy", 0)  # its Battle ability: at home, not usable
    archer_host = t.put("Togashi Taro", 0)
    archers = t.put("Ashigaru Archers", 0, host=archer_host)
    d = t.put("Matsu Haruya", 1)
    dogs = t.put("War Dogs", 1, host=d)
    t.put("Matsu Mikura", 1)  # a lone 3F Personality at home: no target
    t.open_battle([a, archer_host], [d])
    to_combat(t)
    until(t, 0)
    assert f"c{home}:2" not in ids(t) and f"c{archers}:0" in ids(t)
    t.use(archers, 0)
    assert st_zone(t, dogs) == FATE_DISCARD  # the only legal target was chosen for him


def st_zone(t, uid):
    return t.state.cards[uid].zone


@pytest.mark.parametrize("ed,open_in_battle", [("ivory", False), ("celestial", False), ("diamond", True)])
def test_open_actions_in_battle_only_in_diamond_and_with_presence(ed, open_in_battle):
    """Diamond "OPEN ACTIONS" and 4.4: Open actions may be taken in any Battle Action Segment,
    following the Rule of Presence like Battle actions; Ivory "Open actions" and celestial
    "When Can I Take An Action?": Open actions belong to the Action Phase."""
    t = Table(ed)
    studies = [t.put("Audit Study", 0, "hand"), t.put("Audit Study", 1, "hand")]
    t.open_battle([t.put("Togashi Akagi", 0)], [t.put("Togashi Taro", 1)])
    to_combat(t)
    seen = offered(t, studies)
    assert seen.get(0, False) is open_in_battle and seen.get(1, False) is open_in_battle
    # a Defender without units at the battlefield: no Open action for him (Rule of Presence)
    t = Table(ed)
    studies = [t.put("Audit Study", 0, "hand"), t.put("Audit Study", 1, "hand")]
    t.put("Togashi Taro", 1)
    t.open_battle([t.put("Togashi Akagi", 0)], [])
    to_combat(t)
    seen = offered(t, studies)
    assert seen.get(0, False) is open_in_battle and not seen.get(1, False)


# ------------------------------------------------------------------ Ranged and Melee Attacks
@pytest.mark.parametrize("ed", EDITIONS)
def test_ranged_attack_targets_a_follower_or_lone_personality_and_compares_force(ed):
    """Ivory "Ranged Attack"; celestial "RANGED ATTACK"; Diamond "Making Ranged Attacks": the
    target is an enemy Follower or an enemy Personality without Followers; it is destroyed if
    its Force is at most the strength, otherwise nothing happens. Togashi Akagi (with a
    Follower) is no target; Matsu Haruya (3F) survives a Ranged 2 Attack."""
    t = Table(ed)
    host = t.put("Togashi Taro", 0)
    archers = t.put("Ashigaru Archers", 0, host=host)
    akagi = t.put("Togashi Akagi", 1)
    t.put("War Dogs", 1, host=akagi)
    haruya = t.put("Matsu Haruya", 1)
    t.open_battle([host], [akagi, haruya])
    to_combat(t)
    until(t, 0)
    t.use(archers, 0)
    assert not any("Togashi Akagi" in x for x in t.labels())
    t.pick("Matsu Haruya")
    assert st_zone(t, haruya) == PLAY and t.state.cards[archers].bowed


@pytest.mark.parametrize("ed", EDITIONS)
def test_melee_attack_follows_the_ranged_attack_rules_but_is_not_ranged(ed):
    """Ivory "Melee Attack" (celestial and Diamond are silent: ivory applies): the same target
    and Force rules as a Ranged Attack; it is not a Ranged Attack, so a Reaction to Ranged
    Attacks (Tsuruchi Technique, +3 strength) is not offered."""
    t = Table(ed)
    host = t.put("Togashi Taro", 0)
    brawlers = t.put("Audit Brawlers", 0, host=host)
    t.put("Tsuruchi Technique", 0, "hand")
    d = t.put("Togashi Akagi", 1)
    dogs = t.put("War Dogs", 1, host=d)
    t.open_battle([host], [d])
    to_combat(t)
    until(t, 0)
    t.use(brawlers, 0)
    assert t.pending is None or not any("Tsuruchi" in x for x in t.labels())
    assert st_zone(t, dogs) == FATE_DISCARD and st_zone(t, d) == PLAY


# ------------------------------------------------------------------ Tactician
@pytest.mark.covers("Akodo Ryozo", "keyword:Tactician")
@pytest.mark.parametrize("ed,again_next_battle", [("ivory", False), ("celestial", False), ("diamond", True)])
def test_tactician_once_per_turn_or_per_battle(ed, again_next_battle):
    """Ivory "Tactician" (Tactical Advantage: Battle, discard a card: this Personality gets
    +F equal to its Focus Value; once per turn like any ability); celestial "TACTICAL,
    TACTICIAN" (each Tactician one Tactical action per turn); Diamond "TACTICIAN" (one per
    battle): after using it, Akodo Ryozo may use it again in a later battle that turn only in
    Diamond (``Edition.tactical_limit``)."""
    t = Table(ed)
    r = t.put("Akodo Ryozo", 0)  # 3F
    d = t.put("Togashi Taro", 1)
    t.put("Audit Study", 0, "hand")  # Focus Value 2
    t.put("Audit Rally", 0, "hand")
    t.open_battle([r], [d])
    to_combat(t)
    until(t, 0)
    t.pick("r:tactical")
    if t.pending is not None and t.pending.context == "choose":
        t.pick("Audit Study")
    assert m.force(t.state, r) == 5
    until(t, 0)
    assert "r:tactical" not in ids(t)  # not twice in one battle
    t.open_battle([r], [d], province=1)  # a later battle this turn
    to_combat(t)
    until(t, 0)
    assert ("r:tactical" in ids(t)) is again_next_battle


# ------------------------------------------------------------------ Cavalry
@pytest.mark.parametrize("ed", EDITIONS)
def test_ivory_cavalry_engage_moves_a_cavalry_unit_to_the_battle(ed):
    """Ivory "Cavalry": every player has "Absent Engage: target your unbowed Personality in a
    Cavalry unit at any location; move it to the current battlefield" (Absent: no unit there
    needed). Celestial and Diamond have a Cavalry Maneuvers Segment instead, no such ability
    (``Edition.cavalry_engage``)."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    rider = t.put("Audit Rider", 1)
    walker = t.put("Togashi Taro", 1)
    pid = t.open_battle([a], [])
    if ed != "ivory":
        assert t.pending is None or "r:cavalry" not in ids(t)
        return
    assert t.pending.player == 1 and t.pending.context == "engage"
    t.pick("r:cavalry")
    st = t.state
    assert st.cards[rider].loc == f"d{pid}" and st.cards[walker].loc == "home"
    assert "r:cavalry" not in ids(t)  # once per turn


def test_ivory_cavalry_unit_needs_all_its_followers_cavalry():
    """Ivory "Unit keywords": a Cavalry unit is one whose Personality and all Followers have
    Cavalry; a bowed Cavalry Personality may not be moved by the ability either."""
    t = Table("ivory")
    a = t.put("Togashi Akagi", 0)
    rider = t.put("Audit Rider", 1)
    t.put("Spearmen", 1, host=rider)
    t.put("Audit Rider", 1, bowed=True)
    t.open_battle([a], [])
    assert t.pending is None or "r:cavalry" not in ids(t)


@pytest.mark.parametrize("ed", ("celestial", "diamond"))
def test_cavalry_maneuvers_segment_assigns_only_cavalry_units(ed):
    """celestial "C. Cavalry Maneuvers Segment" / Diamond "4.3. CAVALRY MANEUVERS SEGMENT":
    after Infantry Maneuvers, the Attacker and then the Defender may assign Cavalry units only
    (a unit is Cavalry if its Personality and all its Followers have Cavalry)."""
    t = Table(ed)
    akagi = t.put("Togashi Akagi", 0)
    rider = t.put("Audit Rider", 0)
    mixed = t.put("Audit Rider", 0)
    t.put("Spearmen", 0, host=mixed)
    st = t.state
    st.active, st.phase = 0, "attack"
    t.start({"step": "ccg.attack"})
    t.pick("p1")
    assert t.pending.context == "assign" and "Infantry" in t.pending.prompt
    t.pick("done")  # the Attacker keeps everyone home in Infantry Maneuvers
    while t.pending.player == 1:
        t.pick("done")
    assert t.pending.player == 0 and "Cavalry" in t.pending.prompt
    labels = " ".join(t.labels())
    assert "Audit Rider" in labels and "Togashi Akagi" not in labels
    pid = t.pid(1, 0)
    t.pick(f"{rider}>{pid}")
    assert st.cards[rider].loc == f"a{pid}" and st.cards[akagi].loc == "home"
    assert st.cards[mixed].loc == "home"  # a Spearmen (Infantry) Follower: not a Cavalry unit
    assert t.pending.context != "assign" or t.pending.player != 0


# ------------------------------------------------------------------ fighting battles
@pytest.mark.parametrize("ed", EDITIONS)
def test_attacker_chooses_each_battlefield_one_battle_at_each(ed):
    """Ivory "Fight Battles"; celestial "D. Fight Battles"; Diamond 4.4: the Attacker chooses
    a battlefield, a battle is fought there, then he chooses among those not yet fought,
    until exactly one battle has happened at each of the Defender's provinces (even empty
    ones)."""
    t = Table(ed)
    a = t.put("Togashi Akagi", 0)
    st = t.state
    st.active, st.phase = 0, "attack"
    t.start({"step": "ccg.attack"})
    t.pick("p1")
    pid0 = t.pid(1, 0)
    t.pick(f"{a}>{pid0}")
    while t.pending is not None and t.pending.context == "assign":
        t.pick("done")
    fought = []
    for left in (4, 3, 2):
        assert t.pending.player == 0 and t.pending.context == "battlefield"
        assert len(t.pending.options) == left
        choice = t.pending.options[-1].id  # the rightmost remaining province
        fought.append(int(choice))
        t.pick(choice)
        t.pass_all()
    # the last battle is fought without a choice; then the Attack Phase ends
    assert t.pending is None and st.attack == {} and st.battles == 4
    assert pid0 not in fought[:3]


@pytest.mark.parametrize("ed", EDITIONS)
def test_battle_segments_defender_acts_first(ed):
    """Ivory "Battle Sequence" (Engage, Combat, Resolution), "Engage Segment" and "Combat
    Segment" (each starting with the Defender); celestial "Combat Segment" (starting with the
    Defender); Diamond 4.4 (starting with the Defender): the first Battle action opportunity
    is the Defender's, then the Attacker's."""
    t = Table(ed)
    a = t.put("Audit Envoy", 0)
    d = t.put("Audit Envoy", 1)
    t.state.favor = -1  # (celestial: no Favor Battle action for the Dragon player)
    t.open_battle([a], [d])
    to_combat(t)
    assert t.pending.player == 1 and f"c{d}:2" in ids(t)
    t.pass_()
    assert t.pending.player == 0 and f"c{a}:2" in ids(t)
    t.pass_()
    assert t.pending is None
    assert t.state.cards[a].zone == DYNASTY_DISCARD and t.state.cards[d].zone == DYNASTY_DISCARD  # a tie
