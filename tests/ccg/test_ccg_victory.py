"""The four victories and their timing per edition (Ivory "Players winning and losing";
celestial "Winning The Game"; Diamond "How to Win"), the Lobby and Imperial Favor player
abilities (Ivory "Lobby", "Rulebook Favor Limited/Battle"; celestial "Lobby", "Imperial
Favor"), and the Chi Death Rule (Ivory "Chi Death Rule")."""

import pytest

from l5r.ccg import RULES
from l5r.ccg.facts import CardFacts
from l5r.ccg.setup import new_game
from l5r.ccg.state import DYNASTY_DISCARD, FATE_DISCARD, PLAY
from l5r.ccg.testing import Table
from l5r.engine.windows import events_frame

EDITIONS = ("ivory", "celestial", "diamond")


def start_turn(t, player):
    st = t.state
    st.active = player
    st.turn = 0
    st.pending, st.stack = None, []
    t.start({"step": "ccg.game"})


def honor_event(t, player, amount, by=None):
    t.start(events_frame([{"name": "honor", "player": player, "amount": amount, "by": by}]))


def finish_turn(t, limit=300):
    st = t.state
    turn = st.turn
    for _ in range(limit):
        d = t.pending
        if d is None or st.turn != turn or st.winner is not None:
            return
        ids = [o.id for o in d.options]
        pick = next((c for c in ("pass", "none", "done") if c in ids), None)
        t.g.answer(pick if pick else (ids[:d.min] if d.kind == "choose_many" else ids[0]))


# ------------------------------------------------------------------ honor
@pytest.mark.parametrize("ed", EDITIONS)
def test_honor_victory_at_the_start_of_your_turn(ed):
    """A player who starts his or her turn on 40 Family Honor or more wins (all editions)."""
    t = Table(ed, honor=(40, 5))
    start_turn(t, 0)
    assert t.state.winner == 0 and t.state.victory == "honor"


@pytest.mark.parametrize("ed", EDITIONS)
def test_reaching_forty_during_a_turn_does_not_win_until_your_next_turn_starts(ed):
    """Diamond "How to Win": reaching 40 or higher during a turn does not grant victory; nor
    does starting another player's turn on 40."""
    t = Table(ed, honor=(10, 39))
    start_turn(t, 0)
    honor_event(t, 1, 1)
    assert t.honor(1) == 40 and t.state.winner is None
    start_turn(t, 0)  # the opponent's turn starts: still no winner
    assert t.state.winner is None
    start_turn(t, 1)
    assert t.state.winner == 1 and t.state.victory == "honor"


# ------------------------------------------------------------------ dishonor
def test_ivory_dishonor_is_checked_at_the_end_of_the_players_own_turn():
    """Ivory "Dishonor loss/victory": -20 or below at the end of his or her own turn loses."""
    t = Table("ivory", honor=(10, -20))
    start_turn(t, 0)
    assert t.state.winner is None
    finish_turn(t)  # the end of player 0's turn: player 1 is not checked
    assert t.state.winner is None and t.state.active == 1
    finish_turn(t)  # the end of player 1's own turn
    assert t.state.winner == 0 and t.state.victory == "dishonor"


def test_ivory_recovering_before_the_end_of_turn_avoids_the_loss():
    t = Table("ivory", honor=(-25, 10))
    start_turn(t, 0)
    t.state.players[0].honor += 10  # e.g. a Battle win during the turn
    finish_turn(t)
    assert t.state.winner is None and t.state.active == 1


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_dishonor_is_immediate(ed):
    """celestial "DISHONOR VICTORY": at or below -20 at any time; Diamond "How to Win": under
    -19 at any time."""
    t = Table(ed, honor=(10, -19))
    honor_event(t, 1, -1)
    assert t.state.winner == 0 and t.state.victory == "dishonor"


@pytest.mark.parametrize("ed", EDITIONS)
def test_minus_nineteen_is_not_dishonor(ed):
    t = Table(ed, honor=(10, -18))
    honor_event(t, 1, -1)
    assert t.state.winner is None


# ------------------------------------------------------------------ military
@pytest.mark.parametrize("ed", EDITIONS)
def test_military_victory_when_the_last_province_is_destroyed(ed):
    """Ivory "Military loss/victory": a player with no provinces left loses immediately."""
    t = Table(ed)
    st = t.state
    st.players[1].provinces = st.players[1].provinces[:2]
    t.start(events_frame([{"name": "province_destroyed", "pid": t.pid(1, 0), "by": 0}]))
    assert st.winner is None and len(st.players[1].provinces) == 1
    units = [t.put("Togashi Akagi", 0), t.put("Togashi Taro", 0), t.put("Matsu Mikura", 0)]
    t.open_battle(units, [])  # 10 Force against strength 7
    t.pass_all()
    assert st.winner == 0 and st.victory == "military"
    assert t.g.over


# ------------------------------------------------------------------ enlightenment
FIRE = RULES.add_facts(CardFacts(
    id="test-ring-of-fire", title="Test Ring of Fire", type="ring", clan=None, deck="fate", cost=None,
    focus=None, force=None, chi=None, force_bonus=None, chi_bonus=None, honor_requirement=None,
    personal_honor=None, gold_production=None, province_strength=None, starting_honor=None,
    keywords=("Unique", "Fire"), unique=True, number=None, legality=(), banned=False, decided=()))
RINGS = ("Ring of Air", "Ring of Earth", "Ring of the Void", "Ring of Water")


@pytest.mark.parametrize("ed", EDITIONS)
def test_enlightenment_victory_with_five_elements(ed):
    """Ivory "Enlightenment victory": controlling five Rings with the five element keywords
    wins immediately, when the fifth enters play."""
    t = Table(ed)
    for r in RINGS:
        t.put(r, 0)
    fire = t.put("Test Ring of Fire", 0, "hand")
    assert t.state.winner is None
    t.start(events_frame([{"name": "enter_play", "card": fire, "player": 0, "ring": True}]))  # its own condition
    assert t.state.winner == 0 and t.state.victory == "enlightenment"


@pytest.mark.parametrize("ed", EDITIONS)
def test_four_elements_or_split_control_is_not_enlightenment(ed):
    t = Table(ed)
    for r in RINGS[:3]:
        t.put(r, 0)
    t.put("Ring of Water", 1)
    fire = t.put("Test Ring of Fire", 0, "hand")
    t.start(events_frame([{"name": "enter_play", "card": fire, "player": 0}]))
    assert t.state.winner is None


# ------------------------------------------------------------------ turn limit
def test_turn_limit_stops_the_game_without_a_victory():
    g = new_game(["lion", "dragon"], seed=0, edition="celestial", max_turns=2)
    from l5r.engine.agents import RandomAgent, act
    agents = [RandomAgent(1), RandomAgent(2)]
    while not g.over:
        act(g, agents[g.pending.player])
    assert g.state.victory == "turn_limit" and g.state.winner is None and g.state.turn == 2


# ------------------------------------------------------------------ Lobby and the Imperial Favor
@pytest.mark.parametrize("ed", EDITIONS)
def test_lobby_with_higher_honor_bows_a_personality_to_take_the_favor(ed):
    """Lobby: Political Limited, if you have higher Family Honor than each other player, bow
    your unbowed Personality with 1+ Personal Honor: take the Imperial Favor."""
    t = Table(ed, honor=(10, 5))
    t.state.favor = -1
    zero = t.put("Matsu Ushio", 0)  # Personal Honor 0: may not lobby
    lob = t.put("Matsu Mikura", 0)
    t.open_action(0)
    t.pick("r:lobby")
    if t.pending is not None and t.pending.context != "action":
        assert not any("Matsu Ushio" in x for x in t.labels())
        t.pick("Matsu Mikura")
    st = t.state
    assert st.favor == 0 and st.cards[lob].bowed and not st.cards[zero].bowed


@pytest.mark.parametrize("ed", EDITIONS)
def test_no_lobby_without_strictly_higher_honor_or_outside_your_turn(ed):
    t = Table(ed, honor=(5, 5))
    t.state.favor = -1
    t.put("Matsu Mikura", 0)
    t.put("Togashi Taro", 1)
    t.open_action(0)
    ids = [o.id for o in t.pending.options] if t.pending else []
    assert "r:lobby" not in ids
    t = Table(ed, honor=(5, 10))  # player 1 has the higher Honor but it is player 0's turn
    t.state.favor = -1
    t.put("Togashi Taro", 1)
    t.open_action(0)
    while t.pending is not None and t.pending.player == 0:
        t.pass_()
    ids = [o.id for o in t.pending.options] if t.pending else []
    assert "r:lobby" not in ids  # Limited: the active player only


@pytest.mark.parametrize("ed, allowed", [("ivory", True), ("celestial", True), ("diamond", False)])
def test_lobby_while_controlling_the_favor_only_where_the_edition_allows(ed, allowed):
    """Ivory "Good Faith Rule" ("a player may announce and take an action even if it will have
    no effects") with ivory and celestial "Lobby" (no condition on the Favor): a player who
    controls the Favor may still Lobby, bowing his Personality to no effect; Diamond
    "Lobbying for the Imperial Favor": only "if you do not already have the Imperial Favor"."""
    t = Table(ed, honor=(10, 5))
    t.state.favor = 0
    lob = t.put("Matsu Mikura", 0)
    t.open_action(0)
    if not allowed:  # nothing else to do either: the action round is not even asked
        assert t.pending is None or "r:lobby" not in [o.id for o in t.pending.options]
        return
    t.assert_legal("r:lobby", context="action", player=0)
    t.pick("r:lobby")
    if t.pending is not None and t.pending.context != "action":
        t.pick("Matsu Mikura")
    assert t.state.favor == 0 and t.state.cards[lob].bowed


def test_celestial_single_dragon_player_starts_with_the_favor():
    """celestial "Imperial Favor": with exactly one Dragon Clan player, he or she starts with it."""
    assert new_game(["lion", "dragon"], edition="celestial").state.favor == 1
    assert new_game(["lion", "dragon"], edition="ivory").state.favor == -1
    assert new_game(["lion", "dragon"], edition="diamond").state.favor == -1


def test_diamond_lobby_once_per_turn_and_no_rulebook_favor_abilities():
    """Diamond "Lobbying for the Imperial Favor": lobby once per turn; the Favor is used only by
    effects that discard it (Winds), so no Rulebook Favor abilities (ivory and celestial have them)."""
    t = Table("diamond", honor=(10, 5))
    t.state.favor = -1
    t.put("Matsu Mikura", 0)
    t.put("Akodo Kuma", 0)
    t.open_action(0)
    t.pick("r:lobby")
    if t.pending is not None and t.pending.context != "action":
        t.pick("Matsu Mikura")
    assert t.state.favor == 0
    t.state.favor = -1  # lost again (e.g. discarded by a card) in the same turn
    t.open_action(0)
    ids = [o.id for o in t.pending.options] if t.pending else []
    assert "r:lobby" not in ids
    t.state.favor = 0
    t.put("Palm Strike", 0, "hand")
    t.open_action(0)
    ids = [o.id for o in t.pending.options] if t.pending else []
    assert "r:favor_draw" not in ids
    t = Table("ivory")  # ivory has the Rulebook Favor Limited ability
    t.state.favor = 0
    t.put("Palm Strike", 0, "hand")
    t.open_action(0)
    assert "r:favor_draw" in [o.id for o in t.pending.options]


@pytest.mark.parametrize("ed", ["ivory", "celestial"])
def test_favor_limited_discard_favor_and_a_card_to_draw(ed):
    """Rulebook Favor Limited: discard the Imperial Favor and a Fate card to draw a card."""
    t = Table(ed)
    t.state.favor = 0
    card = t.put("Palm Strike", 0, "hand")
    top = t.put("Low Stance", 0, "fate_deck")
    t.open_action(0)
    t.pick("r:favor_draw")
    if t.pending is not None and t.pending.context != "action":
        t.pick("Palm Strike")
    st = t.state
    assert st.favor == -1
    assert st.cards[card].zone == FATE_DISCARD and st.cards[top].zone == "hand"


@pytest.mark.parametrize("ed", ["ivory", "celestial"])
def test_favor_battle_moves_an_attacking_enemy_home(ed):
    """Rulebook Favor Battle: discard the Imperial Favor to move a target attacking enemy home."""
    t = Table(ed)
    t.state.favor = 1
    a = t.put("Togashi Akagi", 0)
    d = t.put("Togashi Taro", 1)
    t.open_battle([a], [d])
    assert t.pending.player == 1
    t.pick("r:favor_battle")
    if t.pending is not None and t.pending.player == 1 and "Togashi Akagi" in " ".join(t.labels()) \
            and t.pending.context != "combat":
        t.pick("Togashi Akagi")
    st = t.state
    assert st.favor == -1
    assert st.cards[a].loc == "home"


def test_without_the_favor_no_favor_abilities():
    t = Table("celestial")
    t.state.favor = 1
    t.open_action(0)
    ids = [o.id for o in t.pending.options] if t.pending else []
    assert "r:favor_draw" not in ids


# ------------------------------------------------------------------ chi death
@pytest.mark.parametrize("ed", EDITIONS)
def test_chi_death_destroys_a_personality_at_zero_chi(ed):
    """Ivory "Chi Death Rule": a Personality whose Chi is ever zero is destroyed immediately."""
    t = Table(ed)
    p = t.put("Matsu Mikura", 0)  # Chi 2
    t.start(events_frame([{"name": "lasting", "card": p, "kind": "chi", "amount": -1}]))
    assert t.state.cards[p].zone == PLAY
    t.start(events_frame([{"name": "lasting", "card": p, "kind": "chi", "amount": -1}]))
    assert t.state.cards[p].zone == DYNASTY_DISCARD and t.state.cards[p].dead


@pytest.mark.parametrize("ed", EDITIONS)
def test_chi_death_when_an_item_giving_chi_is_destroyed(ed):
    """Ivory "Chi Death Rule" ("If a Personality's Chi is ever zero"), whatever made it zero:
    here the destruction of his Item (Seppun Blade, +1 Chi)."""
    t = Table(ed)
    p = t.put("Matsu Mikura", 0)
    blade = t.put("Seppun Blade", 0, host=p)
    t.start(events_frame([{"name": "lasting", "card": p, "kind": "chi", "amount": -2}]))
    assert t.state.cards[p].zone == PLAY  # 2 + 1 - 2 = 1
    t.start(events_frame([{"name": "destroy", "card": blade, "by": None}]))
    assert t.state.cards[blade].zone != PLAY
    assert t.state.cards[p].zone == DYNASTY_DISCARD and t.state.cards[p].dead


@pytest.mark.parametrize("ed", EDITIONS)
def test_chi_death_when_a_token_giving_chi_is_lost(ed):
    """Ivory "Chi Death Rule": the loss of a token that gave him Chi."""
    t = Table(ed)
    p = t.put("Matsu Mikura", 0)
    t.start(events_frame([{"name": "token", "card": p, "token": {"kw": "Test", "chi": 1}}]))
    t.start(events_frame([{"name": "lasting", "card": p, "kind": "chi", "amount": -2}]))
    assert t.state.cards[p].zone == PLAY  # 2 + 1 - 2 = 1
    t.start(events_frame([{"name": "untoken", "card": p, "kw": "Test"}]))
    assert t.state.cards[p].zone == DYNASTY_DISCARD and t.state.cards[p].dead


@pytest.mark.parametrize("ed", EDITIONS)
def test_chi_death_when_a_lasting_bonus_expires(ed):
    """Ivory "Chi Death Rule": an effect giving +1 Chi "until the end of the battle" expires
    at the end of the battle (Ivory "After Resolution"), leaving him at zero."""
    t = Table(ed)
    p = t.put("Matsu Mikura", 0)
    t.open_battle([p], [])
    st = t.state
    for amount, until in ((-2, "turn"), (1, "battle")):
        st.lasting.append({"kind": "chi", "card": p, "amount": amount, "until": until, "instance": 0,
                           "action": True, "loc": ""})
    assert st.cards[p].zone == PLAY
    t.pass_all()
    assert st.battle == -1  # the battle ended
    assert st.cards[p].zone == DYNASTY_DISCARD and st.cards[p].dead
