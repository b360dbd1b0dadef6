"""Battle-resolution keywords (``l5r.ccg.resolution_keywords``) and the rehonoring of a
winning army's dishonorable Personalities:

* Yu: Diamond "YU" (applied in every edition: project decision in the module docstring),
  with the rulebook's Sarah/Jim example;
* Resilient: Ivory "Resilient" (celestial and Diamond are silent: ivory applies);
* Conqueror: Ivory "Conqueror" (likewise);
* rehonoring instead of the battle's Honor gain: Ivory "Rehonoring" (third bullet),
  celestial "DISHONOR", Diamond "DISHONOR" (and "Destroying, Discarding, and Seppuku").

Province Strength of both test Strongholds is 7.
"""

from __future__ import annotations

import pytest
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.state import HOME, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef, Choose, both, personality, yours

EDITIONS = ("ivory", "celestial", "diamond")

# The Diamond "YU" example: Sarah's 5F ogre, 3F samurai, 2F shugenja with a 1F Follower;
# Jim's two samurai with Yu 3 and Yu 2 (their own Force, 1, is a fixture choice).
for _id, _title, _kw, _f in (
        ("fx-rk-ogre", "RK Sarah's Ogre", ("Ogre",), 5),
        ("fx-rk-samurai", "RK Sarah's Samurai", ("Samurai",), 3),
        ("fx-rk-shugenja", "RK Sarah's Shugenja", ("Shugenja",), 2),
        ("fx-rk-yu3", "RK Jim's Yu 3 Samurai", ("Samurai", "Yu 3"), 1),
        ("fx-rk-yu2", "RK Jim's Yu 2 Samurai", ("Samurai", "Yu 2"), 1),
        ("fx-rk-resilient", "RK Resilient Bushi", ("Samurai", "Resilient"), 2),
        ("fx-rk-conqueror", "RK Conqueror General", ("Samurai", "Conqueror"), 4),
        ("fx-rk-plain", "RK Plain Bushi", ("Samurai",), 2)):
    fact(_id, _title, "personality", force=_f, chi=2, ph=2, keywords=_kw)
    once(CardDef(_id))
# A test Strategy: Open: give your target Personality +2 Yu (until the turn ends).
fact("fx-rk-courage-lesson", "RK Courage Lesson", "strategy")
once(CardDef("fx-rk-courage-lesson", abilities=(
    Ability(("open",), (lambda c: c.keyword_bonus(c["target"], "Yu", 2),), label="+2 Yu", zone="hand",
            choices=(Choose("target", both(personality, yours)),)),)))
fact("fx-rk-ashigaru", "RK Ashigaru", "follower", force=1)
once(CardDef("fx-rk-ashigaru"))
fact("fx-rk-resilient-troops", "RK Resilient Troops", "follower", force=1, keywords=("Resilient",))
once(CardDef("fx-rk-resilient-troops"))


def sarah_and_jim(ed: str):
    """Sarah (player 0) attacks Jim (player 1) with 11 Force against 2; Jim is losing."""
    t = Table(ed, honor=(10, 10))
    s = {"ogre": t.put("RK Sarah's Ogre", 0), "samurai": t.put("RK Sarah's Samurai", 0),
         "shugenja": t.put("RK Sarah's Shugenja", 0)}
    s["follower"] = t.put("RK Ashigaru", 0, host=s["shugenja"])
    j = {"yu3": t.put("RK Jim's Yu 3 Samurai", 1), "yu2": t.put("RK Jim's Yu 2 Samurai", 1)}
    t.open_battle([s["ogre"], s["samurai"], s["shugenja"]], [j["yu3"], j["yu2"]])
    t.pass_all()
    return t, s, j


def in_play(t, uid: int) -> bool:
    return t.state.cards[uid].zone == PLAY


@pytest.mark.parametrize("ed", EDITIONS)
def test_yu_sarah_jim_option_one_each_samurai_destroys_one_card(ed):
    """Diamond "YU" example, option 1: the Yu 3 samurai destroys Sarah's 3F samurai and the
    Yu 2 samurai her shugenja's 1F Follower; the shugenja (with a Follower) is no target."""
    t, s, j = sarah_and_jim(ed)
    assert t.pending.player == 1 and t.pending.context == "yu"
    offered = " ".join(t.labels())
    assert "Ogre" in offered and "Sarah's Samurai" in offered and "Ashigaru" in offered
    assert "Shugenja" not in offered  # a Personality with a Follower cannot be destroyed by Yu
    t.pick("destroy RK Sarah's Samurai")
    t.pick("Yu 3 Samurai")
    # the Yu 3 card is spent: only the 1F Follower is within the remaining Yu 2
    assert [lab.split(" (")[0] for lab in t.labels()] == ["destroy RK Ashigaru", "Use no more Yu"]
    t.pick("destroy RK Ashigaru")  # the Yu 2 samurai is the only card left: used without asking
    assert t.pending is None or t.pending.context != "yu"
    assert not in_play(t, s["samurai"]) and not in_play(t, s["follower"])
    assert in_play(t, s["ogre"]) and in_play(t, s["shugenja"])
    assert not in_play(t, j["yu3"]) and not in_play(t, j["yu2"])  # Jim's army is still destroyed
    assert t.honor(0) == 14 and t.honor(1) == 10  # Sarah: 2 x 2 cards; Jim earns nothing for Yu


@pytest.mark.parametrize("ed", EDITIONS)
def test_yu_sarah_jim_option_two_samurai_combine_on_the_ogre(ed):
    """Diamond "YU" example, option 2: the two samurai combine their Yu (3 + 2) on the 5F ogre."""
    t, s, j = sarah_and_jim(ed)
    t.pick("destroy RK Sarah's Ogre")
    assert t.pending.context == "yu" and len(t.labels()) == 2  # which card joins first
    t.pick("Yu 2 Samurai")  # 2 < 5: not yet; the Yu 3 samurai is the last and joins
    assert not in_play(t, s["ogre"])
    assert in_play(t, s["samurai"]) and in_play(t, s["follower"]) and in_play(t, s["shugenja"])
    assert not in_play(t, j["yu3"]) and not in_play(t, j["yu2"])


@pytest.mark.parametrize("ed", EDITIONS)
def test_yu_may_go_unused_and_never_changes_the_outcome(ed):
    """Diamond "YU": the leader may use none of it; using it does not alter the battle's outcome
    (Sarah's Force of 11 beat 2 + 7: the province falls even after Yu destroyed her ogre)."""
    t, s, j = sarah_and_jim(ed)
    n = len(t.state.players[1].provinces)
    t.pick("Use no more Yu")
    assert all(in_play(t, u) for u in s.values())
    assert len(t.state.players[1].provinces) == n - 1
    t, s, j = sarah_and_jim(ed)
    t.pick("destroy RK Sarah's Ogre")
    t.pick("Yu 3 Samurai")
    assert not in_play(t, s["ogre"])
    assert len(t.state.players[1].provinces) == n - 1 and t.honor(0) == 14


@pytest.mark.parametrize("ed", EDITIONS)
def test_yu_not_in_a_tie_and_not_for_the_winner(ed):
    """Diamond "YU": only an army losing to another army uses Yu: not in a tie, and not the
    winning army's Yu."""
    t = Table(ed)
    a = t.put("RK Plain Bushi", 0)  # 2F
    d = t.put("RK Jim's Yu 3 Samurai", 1)
    t.put("RK Ashigaru", 1, host=d)  # 1 + 1 = 2: a tie
    t.open_battle([a], [d])
    t.pass_all()
    assert t.pending is None or t.pending.context != "yu"
    assert not in_play(t, a) and not in_play(t, d)
    t = Table(ed)
    a = t.put("RK Jim's Yu 3 Samurai", 0)
    t.put("RK Ashigaru", 0, host=a)
    t.put("RK Ashigaru", 0, host=a)  # 3F attacking wins against 2F
    d = t.put("RK Plain Bushi", 1)
    t.open_battle([a], [d])
    t.pass_all()
    assert t.pending is None or t.pending.context != "yu"
    assert in_play(t, a) and not in_play(t, d)


@pytest.mark.parametrize("ed", EDITIONS)
def test_yu_attacker_decides_for_a_losing_attacking_army_and_force_limits(ed):
    """Diamond "YU": the Attacker decides for his losing army; a target's Force must be at most
    the Yu used on it (the 4F Conqueror General is out of reach of Yu 2)."""
    t = Table(ed)
    a = t.put("RK Jim's Yu 2 Samurai", 0)
    d1, d2 = t.put("RK Conqueror General", 1), t.put("RK Plain Bushi", 1)
    t.open_battle([a], [d1, d2])
    t.pass_all()
    assert t.pending.player == 0 and t.pending.context == "yu"
    assert not any("Conqueror" in lab for lab in t.labels())
    t.pick("destroy RK Plain Bushi")
    assert not in_play(t, d2) and in_play(t, d1) and not in_play(t, a)


def test_keyword_value_and_a_yu_bonus_gives_yu_zero_first():
    """Diamond "YU": a bonus to the Yu of a card without it first permanently gives it "Yu 0";
    identical keywords do not stack (the highest counts)."""
    t = Table("diamond")
    st = t.state
    y = t.put("RK Jim's Yu 3 Samurai", 0)
    p = t.put("RK Plain Bushi", 0)
    assert m.keyword_value(st, y, "Yu") == 3 and m.keyword_value(st, p, "Yu") is None
    for target in (p, y):
        card = t.put("RK Courage Lesson", 0, "hand")
        t.open_action(0)
        t.use(card, 0)
        t.pick(m.title(st, target))
    assert "Yu 0" in m.keywords(st, p) and "Yu 0" not in m.keywords(st, y)
    assert m.keyword_value(st, p, "Yu") == 2 and m.keyword_value(st, y, "Yu") == 5
    st.lasting.append({"kind": "keyword", "card": y, "keyword": "Yu 1", "amount": 0, "until": "turn",
                       "instance": st.cards[y].instance, "action": True, "loc": ""})
    assert m.keyword_value(st, y, "Yu") == 5  # Yu 1 does not add to Yu 3
    st.lasting = [e for e in st.lasting if e["until"] != "turn"]  # the turn ends
    assert m.keyword_value(st, p, "Yu") == 0 and m.keyword_value(st, y, "Yu") == 3  # "Yu 0" stays


# ------------------------------------------------------------------ Resilient
def lose_battle(t, attackers, defenders):
    t.open_battle(attackers, defenders)
    t.pass_all()


@pytest.mark.parametrize("ed", EDITIONS)
def test_resilient_survives_its_first_lost_battle_attachments_destroyed(ed):
    """Ivory "Resilient": once per game the card is not destroyed by resolution when its side
    loses; its attached cards are destroyed normally and only they earn the winner Honor."""
    t = Table(ed, honor=(10, 10))
    r = t.put("RK Resilient Bushi", 0)  # 2F + 1F Follower = 3
    f = t.put("RK Ashigaru", 0, host=r)
    d = t.put("RK Conqueror General", 1)  # 4F
    lose_battle(t, [r], [d])
    st = t.state
    assert in_play(t, r) and not in_play(t, f)
    assert st.cards[r].loc == HOME and st.cards[r].bowed  # an attacker still goes home bowed
    assert t.honor(1) == 12  # 2 x 1 destroyed card (the Follower)
    assert f"resilient:{r}@game" in st.used
    # next turn (the use persists past the end of the turn), a second lost battle destroys him
    st.used = [k for k in st.used if k.endswith("@game")]
    st.cards[r].bowed = False
    lose_battle(t, [r], [d])
    assert not in_play(t, r) and t.honor(1) == 14


@pytest.mark.parametrize("ed", EDITIONS)
def test_resilient_in_a_tie_and_a_resilient_follower_of_a_resilient_personality(ed):
    """Ivory "Resilient": a tie spares the card too; an attached card that is itself Resilient
    is spared with its Personality; a plain Personality's army is destroyed as usual."""
    t = Table(ed, honor=(10, 10))
    r = t.put("RK Resilient Bushi", 0)  # 2 + 1 = 3
    f = t.put("RK Resilient Troops", 0, host=r)
    d = t.put("RK Sarah's Samurai", 1)  # 3F: a tie
    lose_battle(t, [r], [d])
    assert in_play(t, r) and in_play(t, f) and not in_play(t, d)
    assert t.honor(1) == 10  # the defender destroyed nothing (ties give Honor per card destroyed)


@pytest.mark.parametrize("ed", EDITIONS)
def test_resilient_follower_leaves_with_its_destroyed_personality(ed):
    """Ivory "Resilient" with "Units" (a Personality leaving play takes his unit with him): a
    Resilient Follower of a destroyed Personality is destroyed and keeps its unused Resilient."""
    t = Table(ed)
    p = t.put("RK Plain Bushi", 0)
    f = t.put("RK Resilient Troops", 0, host=p)
    d = t.put("RK Conqueror General", 1)
    lose_battle(t, [p], [d])
    assert not in_play(t, p) and not in_play(t, f)
    assert f"resilient:{f}@game" not in t.state.used


def test_resilient_lost_and_regained_stays_used():
    """Ivory "Resilient": a card that loses and then gains Resilient is still bound by the once
    per game limit (the Resilient here comes from a lasting keyword effect)."""
    t = Table("ivory")
    st = t.state
    p = t.put("RK Plain Bushi", 0)
    d = t.put("RK Conqueror General", 1)

    def grant():
        st.lasting.append({"kind": "keyword", "card": p, "keyword": "Resilient", "amount": 0,
                           "until": "permanent", "instance": st.cards[p].instance, "action": True, "loc": ""})

    grant()
    lose_battle(t, [p], [d])
    assert in_play(t, p)
    st.lasting = [e for e in st.lasting if e.get("keyword") != "Resilient"]  # loses Resilient
    grant()  # and gains it again
    st.cards[p].bowed = False
    st.used = [k for k in st.used if k.endswith("@game")]
    lose_battle(t, [p], [d])
    assert not in_play(t, p)


# ------------------------------------------------------------------ Conqueror
@pytest.mark.parametrize("ed", EDITIONS)
def test_conqueror_unit_does_not_bow_returning_home_after_resolution(ed):
    """Ivory "Conqueror": cards in a Conqueror Personality's unit do not bow before returning
    home after the battle's resolution; other attacking units bow (Ivory "After Resolution")."""
    t = Table(ed)
    c = t.put("RK Conqueror General", 0)
    f = t.put("RK Ashigaru", 0, host=c)
    p = t.put("RK Plain Bushi", 0)
    d = t.put("RK Sarah's Shugenja", 1)
    t.open_battle([c, p], [d])
    t.pass_all()
    st = t.state
    assert st.cards[c].loc == HOME and st.cards[p].loc == HOME
    assert not st.cards[c].bowed and not st.cards[f].bowed
    assert st.cards[p].bowed


# ------------------------------------------------------------------ rehonoring
@pytest.mark.parametrize("ed", EDITIONS)
def test_winning_army_dishonorable_personality_is_rehonored_instead_of_honor(ed):
    """Ivory "Rehonoring" (third bullet); celestial "DISHONOR"; Diamond "DISHONOR" (its example:
    the winning Defender gains no Honor and the Dishonored Personality becomes Honorable)."""
    t = Table(ed, honor=(10, 10))
    a = t.put("RK Plain Bushi", 0)
    d1, d2 = t.put("RK Conqueror General", 1), t.put("RK Sarah's Samurai", 1)
    t.state.cards[d2].dishonored = True
    t.open_battle([a], [d1, d2])
    t.pass_all()
    st = t.state
    assert not in_play(t, a)
    assert not st.cards[d2].dishonored and t.honor(1) == 10
    # without a dishonorable Personality the Defender gains 2 Honor for the card
    t = Table(ed, honor=(10, 10))
    a = t.put("RK Plain Bushi", 0)
    d1 = t.put("RK Conqueror General", 1)
    t.open_battle([a], [d1])
    t.pass_all()
    assert t.honor(1) == 12


@pytest.mark.parametrize("ed", EDITIONS)
def test_tie_rehonors_dishonorable_personalities_before_they_are_destroyed(ed):
    """Ivory "Rehonoring": in a tie, dishonorable Personalities are rehonored before being
    destroyed, instead of their leader's Honor gain (celestial "DISHONOR"; Diamond "Destroying,
    Discarding, and Seppuku": the gain restores him before he dies), so no Honor is lost for a
    dishonorable death (ivory "Honorable and dishonorable")."""
    t = Table(ed, honor=(10, 10))
    a = t.put("RK Plain Bushi", 0)  # 2F, PH 2
    t.state.cards[a].dishonored = True
    d = t.put("RK Sarah's Shugenja", 1)  # 2F
    t.open_battle([a], [d])
    t.pass_all()
    st = t.state
    assert not in_play(t, a) and not in_play(t, d)
    assert st.cards[a].dead and not st.cards[a].dishonored  # Honorably dead
    per_card = 2 if ed == "ivory" else 1
    assert t.honor(0) == 10  # rehonoring replaced the gain; no loss for a dishonorable death
    assert t.honor(1) == 10 + per_card
