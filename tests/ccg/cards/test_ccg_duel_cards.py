"""The duel abilities of Togashi Konishi and Tempered No-Dachi (duel.py; celestial Rules
Glossary "DUEL", "DO NOT, DOES NOT, WILL NOT"; Ivory "Duel", "Will not")."""

import pytest

from l5r.ccg import model as m
from l5r.ccg.duel import challenge_frame
from l5r.ccg.state import FATE_DISCARD, FOCUS, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ctx, may_challenge


def konishi_duel(mine: str, theirs: str, konishi_duels: bool = True):
    """Konishi (Chi 2, player 0) challenges Togashi Taro (Chi 3, player 1); player 1 focuses
    ``theirs`` from hand, then player 0 focuses ``mine``; the loser is destroyed. With
    ``konishi_duels`` False, player 0's Togashi Taro duels instead while Konishi looks on."""
    t = Table("celestial")
    k = t.put("Togashi Konishi", 0)
    me = k if konishi_duels else t.put("Togashi Taro", 0)
    taro = t.put("Togashi Taro", 1)
    a = t.put(mine, 0, "hand")
    b = t.put(theirs, 1, "hand")
    t.start(challenge_frame(me, taro, on_lose="destroy"))
    t.pick(f"h{b}")
    t.pick(f"h{a}")
    t.pick("strike")
    return t, me, taro, a, b


@pytest.mark.covers("Togashi Konishi", "a2:effect", "a2:trigger", "a2:limit")
def test_konishi_gives_his_focused_fire_card_plus_one_focus_value_before_resolution():
    """Konishi: 2 + Laughter of the Flames (Fire, 3) + 1 = 6 beats Taro's 3 + 2 (a tie without it)."""
    t, k, taro, a, _ = konishi_duel("Laughter of the Flames", "Justly Earned Victory")
    assert t.state.cards[k].zone == PLAY and t.state.cards[taro].zone != PLAY
    assert t.state.duel == {} and t.state.cards[a].zone == FATE_DISCARD
    assert m.stat(t.state, a, "focus") == 3  # the +1 ended with the duel
    assert not any(e["kind"] == "focus" for e in t.state.lasting)


@pytest.mark.covers("Togashi Konishi", "a2:effect")
def test_konishi_does_not_raise_a_non_fire_card():
    """Burn the Village is no Fire card: 2 + 3 ties Taro's 3 + 2 and both lose."""
    t, k, taro, _, _ = konishi_duel("Burn the Village", "Justly Earned Victory")
    assert t.state.cards[k].zone != PLAY and t.state.cards[taro].zone != PLAY


@pytest.mark.covers("Togashi Konishi", "a2:effect")
def test_konishi_does_not_raise_the_opponents_fire_card():
    """Only his own focused Fire cards: 2 + Hitsu-Do 4 + 1 = 7 beats Taro's 3 + Laughter 3 = 6."""
    t, k, taro, _, _ = konishi_duel("Hitsu-Do", "Laughter of the Flames")
    assert t.state.cards[k].zone == PLAY and t.state.cards[taro].zone != PLAY


@pytest.mark.covers("Togashi Konishi", "a2:when")
def test_konishi_trait_needs_a_duel_involving_him():
    """Player 0's Taro focuses a Fire card while Konishi is not in the duel: 3 + 3 ties 3 + 3."""
    t, me, taro, _, _ = konishi_duel("Laughter of the Flames", "Burn the Village", konishi_duels=False)
    assert t.state.cards[me].zone != PLAY and t.state.cards[taro].zone != PLAY


@pytest.mark.covers("Togashi Konishi", "a2:trigger")
def test_konishi_bonus_comes_just_before_resolution_not_when_focused():
    t = Table("celestial")
    k = t.put("Togashi Konishi", 0)
    taro = t.put("Togashi Taro", 1)
    fire = t.put("Laughter of the Flames", 0, "hand")
    t.start(challenge_frame(taro, k))  # Konishi is challenged: player 0 first
    t.pick(f"h{fire}")
    assert t.state.cards[fire].zone == FOCUS and m.stat(t.state, fire, "focus") == 3


@pytest.mark.covers("Togashi Konishi", "a2:when")
def test_konishi_not_in_the_duel_does_not_trigger():
    """"A duel involving Konishi": a second Konishi looking on does not trigger (only the
    dueling one's trait happens: no order of two triggered traits is asked)."""
    t = Table("celestial")
    k = t.put("Togashi Konishi", 0)
    t.put("Togashi Konishi", 0)
    taro = t.put("Togashi Taro", 1)
    a, b = t.put("Laughter of the Flames", 0, "hand"), t.put("Justly Earned Victory", 1, "hand")
    t.start(challenge_frame(k, taro, on_lose="destroy"))
    t.pick(f"h{b}")
    t.pick(f"h{a}")
    t.pick("strike")
    assert t.pending is None or t.pending.context != "forced_order"
    assert t.state.cards[k].zone == PLAY and t.state.cards[taro].zone != PLAY


# ------------------------------------------------------------------ Tempered No-Dachi
def test_tempered_no_dachi_personality_will_not_issue_a_challenge():
    """Tempered No-Dachi: its Personality will not issue challenges (Ivory "Will not": the
    challenge is prevented -- no duel, no consequences)."""
    t = Table("celestial")
    masao = t.put("Akodo Masao", 0)
    t.put("Tempered No-Dachi", 0, host=masao)
    taro = t.put("Togashi Taro", 1)
    t.put("Laughter of the Flames", 1, "hand")
    t.start(challenge_frame(masao, taro, on_lose="destroy"))
    assert t.pending is None and t.state.duel == {} and t.state.stack == []
    assert t.state.cards[masao].zone == PLAY and t.state.cards[taro].zone == PLAY


def test_tempered_no_dachi_personality_may_still_be_challenged():
    t = Table("celestial")
    masao = t.put("Akodo Masao", 0)
    t.put("Tempered No-Dachi", 0, host=masao)
    taro = t.put("Togashi Taro", 1)
    t.start(challenge_frame(taro, masao, on_lose="destroy"))
    assert t.pending is not None and t.pending.context == "duel" and t.state.duel["challenged"] == masao


def test_tempered_no_dachi_personality_cannot_be_chosen_to_challenge_until_it_leaves():
    """A card choosing its challenger (``vocab.may_challenge``) cannot pick him while the
    No-Dachi is attached; another Personality of his player still can."""
    t = Table("celestial")
    masao = t.put("Akodo Masao", 0)
    nd = t.put("Tempered No-Dachi", 0, host=masao)
    mikura = t.put("Matsu Mikura", 0)
    c = Ctx(t.g, {"ctx": {"player": 0, "source": -1}})
    assert not may_challenge(c, masao) and may_challenge(c, mikura)
    from l5r.ccg.zones import to_discard
    to_discard(t.state, nd)
    assert may_challenge(c, masao)
