"""Recruiting in the Dynasty Phase per edition: Ivory "Recruit", "Proclaim", "Honor
Requirement"; celestial "5. Dynasty Phase > Buy Cards From Provinces"; Diamond "Card Types in
Detail > PERSONALITIES" and "HOLDINGS"; Unique, Singular and Loyal."""

import pytest

from l5r.ccg.state import PLAY, PROVINCE
from l5r.ccg.testing import Table

# player 0 is Lion (Great Hall of Records, 7 Honor, Gold Production 4); player 1 is Dragon.


def table(ed, honor=None, extra_gold=True):
    t = Table(ed, honor=honor)
    if extra_gold:
        t.put("Diamond Mine", 0)  # 4 + 5 = 9 Gold
        t.put("Diamond Mine", 1)
    return t


def options(t):
    return {o.id: o.label for o in t.pending.options}


def recruit_ids(t, uid):
    return sorted(i for i in options(t) if i.startswith(f"r{uid}") and i[len(f"r{uid}"):] in ("", "p", "d", "h"))


# ------------------------------------------------------------------ Honor Requirement
def test_ivory_honor_requirement_must_be_met():
    """Ivory "Recruit": the player's Family Honor must be at least the Honor Requirement."""
    t = table("ivory", honor=(6, 5))
    mikura = t.put("Matsu Mikura", 0, "province")  # HR 7
    t.open_dynasty(0)
    assert recruit_ids(t, mikura) == []
    t = table("ivory", honor=(7, 5))
    mikura = t.put("Matsu Mikura", 0, "province")
    t.open_dynasty(0)
    assert recruit_ids(t, mikura) != []


def test_ivory_honor_lost_to_others_lifts_the_requirement_for_your_clan():
    """Ivory "Honor Requirement" (via "Recruit": "unless the player has lost Honor under
    certain circumstances"): after losing Honor to another's effect, your Clan's
    Personalities ignore it."""
    t = table("ivory", honor=(3, 5))
    mikura = t.put("Matsu Mikura", 0, "province")
    t.state.players[0].ignore_hr = True
    t.open_dynasty(0)
    assert recruit_ids(t, mikura) != []


def test_celestial_aligned_personality_below_the_requirement_costs_two_more():
    """celestial "Buy Cards From Provinces": below an aligned Personality's Honor Requirement
    you may still bring him in paying 2 more Gold (full cost, or 2 more than full with the
    Honor gain); a non-aligned one never enters play."""
    t = table("celestial", honor=(3, 5))
    mikura = t.put("Matsu Mikura", 0, "province", province=0)  # Lion, 5 Gold, HR 7
    akagi_hr = t.put("Togashi Kyoshi", 0, "province", province=1)  # Dragon, HR 5
    t.open_dynasty(0)
    opts = options(t)
    assert "(5 Gold)" in opts[f"r{mikura}d"] and "(7 Gold)" in opts[f"r{mikura}h"]
    assert recruit_ids(t, akagi_hr) == []


def test_diamond_requirement_is_absolute():
    """Diamond "PERSONALITIES": Family Honor must meet the Honor Requirement, even for your
    Faction's Personalities."""
    t = table("diamond", honor=(6, 5))
    mikura = t.put("Matsu Mikura", 0, "province")
    t.open_dynasty(0)
    assert recruit_ids(t, mikura) == []


# ------------------------------------------------------------------ clan discount / surcharge
def test_ivory_other_clans_personality_costs_two_more_own_clan_full_cost():
    """Ivory "Recruit": 2 more Gold for a Personality with a Clan alignment other than yours."""
    t = table("ivory", honor=(10, 5))
    taro = t.put("Togashi Taro", 0, "province", province=0)  # Dragon, 5 Gold
    mikura = t.put("Matsu Mikura", 0, "province", province=1)  # Lion, 5 Gold
    t.open_dynasty(0)
    opts = options(t)
    assert recruit_ids(t, taro) == [f"r{taro}"] and "(7 Gold)" in opts[f"r{taro}"]
    assert "(5 Gold)" in opts[f"r{mikura}"] and "(5 Gold)" in opts[f"r{mikura}p"]


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_own_clan_costs_two_less_or_full_cost_with_honor(ed):
    """celestial "Buy Cards From Provinces" / Diamond "PERSONALITIES": your Clan's Personality
    costs 2 less, or full cost gaining his Personal Honor; another Clan's costs its Gold Cost."""
    t = table(ed, honor=(10, 5))
    taro = t.put("Togashi Taro", 0, "province", province=0)
    mikura = t.put("Matsu Mikura", 0, "province", province=1)
    t.open_dynasty(0)
    opts = options(t)
    assert recruit_ids(t, taro) == [f"r{taro}"] and "(5 Gold)" in opts[f"r{taro}"]
    assert "(3 Gold)" in opts[f"r{mikura}d"] and "(5 Gold)" in opts[f"r{mikura}h"]


# ------------------------------------------------------------------ honor gain and its timing
def _log_index(t, text):
    return next(i for i, line in enumerate(t.state.log) if text in line)


def test_ivory_proclaim_gains_personal_honor_after_he_enters_play_once_per_turn():
    """Ivory "Proclaim": once per turn, your Clan's Personality recruited from a province; his
    Personal Honor is added after he enters play."""
    t = table("ivory", honor=(10, 5))
    t.put("Diamond Mine", 0)
    a = t.put("Matsu Mikura", 0, "province", province=0)  # PH 3
    b = t.put("Matsu Mikura", 0, "province", province=1)
    t.open_dynasty(0)
    t.pick(f"r{a}p")
    t.pick("auto")
    st = t.state
    assert st.cards[a].zone == PLAY and t.honor(0) == 13
    assert _log_index(t, "brings Matsu Mikura into play") < _log_index(t, "gains 3 Honor")
    assert recruit_ids(t, b) == [f"r{b}"]  # no second Proclaim this turn


@pytest.mark.parametrize("ed", ["celestial", "diamond"])
def test_honor_gain_comes_just_before_entering_play(ed):
    """celestial "Buy Cards From Provinces": gain Honor equal to his Personal Honor just
    before bringing him into play (once per Dynasty Phase under celestial)."""
    t = table(ed, honor=(10, 5))
    t.put("Diamond Mine", 0)
    a = t.put("Matsu Mikura", 0, "province", province=0)
    b = t.put("Matsu Mikura", 0, "province", province=1)
    t.open_dynasty(0)
    t.pick(f"r{a}h")
    t.pick("auto")
    assert t.state.cards[a].zone == PLAY and t.honor(0) == 13
    assert _log_index(t, "gains 3 Honor") < _log_index(t, "brings Matsu Mikura into play")
    if ed == "celestial":
        assert recruit_ids(t, b) == [f"r{b}d"]
    else:  # Diamond states no once-per-phase limit
        assert f"r{b}h" in recruit_ids(t, b)


def test_discount_recruit_gains_no_honor():
    t = table("celestial", honor=(10, 5))
    a = t.put("Matsu Mikura", 0, "province")
    t.open_dynasty(0)
    t.pick(f"r{a}d")
    t.pick("auto")
    assert t.state.cards[a].zone == PLAY and t.honor(0) == 10


# ------------------------------------------------------------------ Holdings, refill
@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_holdings_enter_play_bowed_and_the_province_refills_face_down(ed):
    """Ivory "Recruit" (bowed if it is a Holding); celestial "Holdings always enter play bowed";
    the emptied province is refilled face down from the Dynasty deck."""
    t = table(ed)
    for i in (0, 1, 3):
        t.put("Togashi Akagi", 0, "province", province=i, face_up=False)
    mine = t.put("Diamond Mine", 0, "province", province=2)
    top = t.put("Togashi Taro", 0, "dynasty_deck")
    t.open_dynasty(0)
    t.pick(f"r{mine}")
    t.pick("auto")
    st = t.state
    c = st.cards[mine]
    assert c.zone == PLAY and c.bowed and c.loc == "home"
    assert st.players[0].provinces[2].card == top
    assert st.cards[top].zone == PROVINCE and not st.cards[top].face_up


@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_personalities_enter_play_unbowed_at_home(ed):
    t = table(ed, honor=(10, 5))
    a = t.put("Matsu Mikura", 0, "province")
    t.open_dynasty(0)
    t.pick(f"r{a}" + ("" if ed == "ivory" else "d"))
    t.pick("auto")
    c = t.state.cards[a]
    assert c.zone == PLAY and not c.bowed and c.loc == "home" and c.controller == 0


def test_face_down_cards_cannot_be_recruited():
    t = table("celestial", honor=(10, 5))
    a = t.put("Matsu Mikura", 0, "province", face_up=False)
    t.open_dynasty(0)
    assert t.pending is None  # nothing to recruit or discard: the phase ends


def test_unaffordable_cards_are_not_offered():
    t = table("celestial", honor=(10, 5), extra_gold=False)
    mine = t.put("Diamond Mine", 0, "province")  # 6 Gold; the Stronghold makes 4
    t.open_dynasty(0)
    assert recruit_ids(t, mine) == []


# ------------------------------------------------------------------ Unique, Singular, Loyal
@pytest.mark.covers("Akodo Ryozo", "keyword:Unique")
@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_unique_you_may_not_control_two_copies(ed):
    """Ivory "Unique"; celestial "UNIQUE": a player controls at most one copy of a Unique card."""
    t = table(ed, honor=(10, 5))
    t.put("Akodo Ryozo", 0)
    again = t.put("Akodo Ryozo", 0, "province")
    t.open_dynasty(0)
    assert recruit_ids(t, again) == []


def test_diamond_unique_card_may_not_enter_while_anyone_controls_it():
    """Diamond: a Unique card may not come into play while any player controls a copy;
    under celestial another player's copy does not stop you."""
    for ed, allowed in (("diamond", False), ("celestial", True)):
        t = table(ed, honor=(10, 10))
        t.put("Akodo Ryozo", 1)
        mine = t.put("Akodo Ryozo", 0, "province")
        t.open_dynasty(0)
        assert (recruit_ids(t, mine) != []) is allowed, ed


@pytest.mark.covers("Chugo Seido", "keyword:Singular")
@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_singular_holding_only_one_under_your_control(ed):
    """Singular (celestial "SINGULAR"): you may not control more than one copy."""
    t = table(ed)
    t.put("Chugo Seido", 0)
    again = t.put("Chugo Seido", 0, "province")
    t.open_dynasty(0)
    assert recruit_ids(t, again) == []
    t2 = table(ed)
    t2.put("Chugo Seido", 1)  # another player's copy does not count
    mine = t2.put("Chugo Seido", 0, "province")
    t2.open_dynasty(0)
    assert recruit_ids(t2, mine) == [f"r{mine}"]


@pytest.mark.covers("Togashi Satsu", "keyword:Loyal")
@pytest.mark.parametrize("ed", ["ivory", "celestial", "diamond"])
def test_loyal_personality_only_for_his_own_clan(ed):
    """Loyal (celestial "LOYAL"): only a player of the card's Clan may bring him into play."""
    t = table(ed, honor=(20, 20))
    t.put("Diamond Mine", 0)
    satsu = t.put("Togashi Satsu", 0, "province")  # Dragon, Loyal
    t.open_dynasty(0)
    assert recruit_ids(t, satsu) == []
    t2 = table(ed, honor=(20, 20))
    t2.put("Diamond Mine", 1)
    satsu2 = t2.put("Togashi Satsu", 1, "province")
    t2.open_dynasty(1)
    assert recruit_ids(t2, satsu2) != []
