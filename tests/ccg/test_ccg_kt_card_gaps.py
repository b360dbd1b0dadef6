"""Togashi's Guidance, Justly Earned Victory and Chugo Seido (Battle of Kyuden Tonbo; card text
in the shared card data), with the engine support they need: Rings discarded during an
action (``actions.record_ring_discard``, the ``rings_discarded`` event), token bonuses that
come from actions (Ivory "Token"), and targeting during resolution (the ``targeted`` event;
Ivory "Targeting", multiple targets)."""

from __future__ import annotations

import ccg_fixtures  # noqa: F401  (Fixture Challenge, Fixture Duelist, Fixture Swordsman)
import pytest
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.state import DYNASTY_DISCARD, FATE_DISCARD, HAND, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import CardDef
from l5r.engine.windows import events_frame

fact("fx-kt-ring-of-fire", "Fixture Ring of Fire", "ring", cost=None, keywords=("Fire",))
once(CardDef("fx-kt-ring-of-fire"))


def settle(t: Table, contexts=("pay",)) -> None:
    while t.pending is not None and t.pending.context in contexts:
        ids = [o.id for o in t.pending.options]
        t.pick("auto" if "auto" in ids else ids[0])


def to_player(t: Table, p: int) -> None:
    while t.pending is not None and t.pending.player != p and any(o.id == "pass" for o in t.pending.options):
        t.pass_()


# ------------------------------------------------------------------ Togashi's Guidance
def _ring_from_hand(ed: str = "celestial", player: int = 1):
    """Player ``player`` uses Ring of Air from hand (discarding it) to straighten his bowed
    Personality, with Togashi's Guidance in play."""
    t = Table(ed)
    guidance = t.put("Togashi's Guidance", player)
    air = t.put("Ring of Air", player, "hand")
    taro = t.put("Togashi Taro", player, bowed=True)
    t.open_action(player)
    t.pick(f"c{air}:1")  # discard from hand: straighten your Personality
    return t, guidance, air, taro


@pytest.mark.covers("Togashi's Guidance", "a1:effect", "a1:cost", "a1:trigger")
@pytest.mark.parametrize("ed", ("ivory", "celestial", "diamond"))
def test_togashis_guidance_puts_a_ring_discarded_from_hand_into_play(ed):
    """Reaction after an action during which a Ring went to the discard pile from your hand:
    discard the Celestial to put that Ring into play; it does not count toward Enlightenment
    while it stays in play (and did not enter play by its own text)."""
    t, guidance, air, taro = _ring_from_hand(ed)
    st = t.state
    assert not st.cards[taro].bowed  # the Ring's ability resolved
    assert st.cards[air].zone == FATE_DISCARD  # ... and the Ring was discarded
    assert t.pending.context == "trigger" and t.pending.player == 1
    t.pick(f"c{guidance}:0|0|1")
    t.pick("Ring of Air")
    t.pick("put it into play")
    assert st.cards[air].zone == PLAY and st.cards[air].controller == 1
    assert m.flagged(st, air, "no_enlighten") and not st.cards[air].own_text
    assert st.cards[guidance].zone == DYNASTY_DISCARD  # discarded as the cost


@pytest.mark.covers("Togashi's Guidance", "a1:effect")
def test_togashis_guidance_can_return_the_ring_to_hand():
    t, guidance, air, _ = _ring_from_hand()
    st = t.state
    t.pick(f"c{guidance}:0|0|1")
    t.pick("Ring of Air")
    t.pick("put it into your hand")
    assert st.cards[air].zone == HAND and air in st.players[1].hand
    assert st.cards[guidance].zone == DYNASTY_DISCARD


def test_togashis_guidance_needs_a_dragon_clan_player():
    """"if you are a Dragon Clan player": player 0 is Lion (Great Hall of Records)."""
    t, guidance, air, _ = _ring_from_hand(player=0)
    assert t.state.cards[air].zone == FATE_DISCARD
    assert t.pending is None or not any(o.id.startswith(f"c{guidance}:") for o in t.pending.options)
    assert t.state.cards[guidance].zone == PLAY


@pytest.mark.covers("Togashi's Guidance", "a1:when")
def test_togashis_guidance_a_ring_focused_in_a_duel():
    """"from your focused cards": a Ring focused in a duel is discarded when the duel ends;
    after the action that started the duel ends, Togashi's Guidance may return it."""
    t = Table("ivory")
    st = t.state
    guidance = t.put("Togashi's Guidance", 1)
    water = t.put("Ring of Water", 1, "hand")
    challenge = t.put("Fixture Challenge", 1, "hand")
    t.put("Fixture Duelist", 1)
    t.put("Fixture Swordsman", 0)
    t.open_action(1)
    t.pick(f"c{challenge}:0")
    assert t.pending.context == "duel" and t.pending.player == 0
    t.pick("deck")  # the challenged player focuses (the top of his Fate deck) ...
    t.pick(f"h{water}")  # ... then the challenger focuses the Ring from his hand
    while t.pending is not None and t.pending.context == "duel":
        t.pick("strike")
    assert st.cards[water].zone == FATE_DISCARD
    assert t.pending.context == "trigger"
    t.pick(f"c{guidance}:0|0|1")
    t.pick("Ring of Water")
    t.pick("put it into your hand")
    assert water in st.players[1].hand


def test_togashis_guidance_ring_does_not_count_toward_enlightenment():
    """Ivory "Enlightenment victory" counts Rings in play, but a Ring Togashi's Guidance put
    into play does not count while it remains in play."""
    t = Table("ivory")
    st = t.state
    for title in ("Ring of Earth", "Ring of the Void", "Ring of Water", "Fixture Ring of Fire"):
        t.put(title, 1)
    guidance = t.put("Togashi's Guidance", 1)
    air = t.put("Ring of Air", 1, "hand")
    t.put("Togashi Taro", 1, bowed=True)
    t.open_action(1)
    t.pick(f"c{air}:1")
    while not any(o.id == f"c{guidance}:0|0|1" for o in t.pending.options):
        t.pass_()  # other Rings' Reactions
    t.pick(f"c{guidance}:0|0|1")
    t.pick("Ring of Air")
    t.pick("put it into play")
    assert st.cards[air].zone == PLAY and st.winner is None
    assert sum(1 for c in st.cards if c.zone == PLAY and c.controller == 1 and m.ctype(st, c.uid) == "ring") == 5


# ------------------------------------------------------------------ Justly Earned Victory
@pytest.mark.covers("Togashi Shintaro", "a1:timing")
def test_justly_earned_victory_negates_current_action_bonuses_including_tokens():
    """Battle: negate all current Force bonuses and penalties from actions to cards at this
    battlefield: lasting bonuses and the Force of tokens an action placed (Ivory "Token": the
    bonus comes from the effect that placed the token). Tokens from a triggered trait and
    Item modifiers are not from actions; later bonuses are not negated."""
    t = Table("celestial")
    st = t.state
    jev = t.put("Justly Earned Victory", 1, "hand")
    cs1, cs2 = t.put("Crushing Strength", 0, "hand"), t.put("Crushing Strength", 0, "hand")
    konishi = t.put("Togashi Konishi", 0)  # 4F
    t.put("Seppun Blade", 0, host=konishi)  # +2F Item modifier
    shintaro = t.put("Togashi Shintaro", 0, "hand")  # 0F; three +1F Fire tokens from his trait
    t.start(events_frame([{"name": "enter_play", "card": shintaro, "player": 0}]))
    t.open_action(0)
    t.use(konishi, 0)  # Limited: a +1F Fire token (an action)
    assert m.force(st, konishi) == 7 and m.force(st, shintaro) == 3
    taro = t.put("Togashi Taro", 1)
    t.open_battle([konishi, shintaro], [taro])
    to_player(t, 0)
    t.pick(f"c{cs1}:0")  # +3F from an action
    t.pick("Togashi Konishi")
    settle(t)
    assert m.force(st, konishi) == 10
    to_player(t, 1)
    t.use(jev, 1)
    settle(t)
    assert m.force(st, konishi) == 6  # 4 + the Item's 2: the token's +1F and the +3F negated
    assert m.force(st, shintaro) == 3  # his trait's tokens are not from an action
    assert [x["kw"] for x in st.cards[konishi].tokens] == ["Fire"]  # the token itself stays
    to_player(t, 0)
    t.pick(f"c{cs2}:0")  # a bonus given afterwards counts
    t.pick("Togashi Konishi")
    settle(t)
    assert m.force(st, konishi) == 9


# ------------------------------------------------------------------ Chugo Seido
def _unawares():
    """Player 1 (no Personalities) plays Caught Unawares on two of player 0's Samurai at home;
    player 0 has Chugo Seido and a third Samurai there."""
    t = Table("celestial")
    chugo = t.put("Chugo Seido", 0)
    mikura, masao, kuma = t.put("Matsu Mikura", 0), t.put("Akodo Masao", 0), t.put("Akodo Kuma", 0)
    cu = t.put("Caught Unawares", 1, "hand")
    t.open_action(1)
    t.pick(f"c{cu}:0")
    t.pick("Matsu Mikura")
    t.pick("Akodo Masao")
    settle(t)
    return t, chugo, mikura, masao, kuma


@pytest.mark.covers("Chugo Seido", "a1:effect", "a1:cost")
def test_chugo_seido_protects_the_targeted_personality_you_choose():
    """When another player's action would target your Personalities, destroy Chugo Seido to
    choose your Samurai at the same location: the action targets him instead (here of the
    second of two targeted Personalities, which its controller chooses)."""
    t, chugo, mikura, masao, kuma = _unawares()
    st = t.state
    assert t.pending.player == 0 and t.pending.context == "trigger"
    t.pick(f"c{chugo}:0|0|0")
    t.pick("Akodo Masao")  # protect Masao (the action's second target)
    t.pick("Akodo Kuma")
    settle(t, ("pay", "trigger"))
    assert st.cards[chugo].zone != PLAY
    assert st.cards[kuma].bowed and st.cards[mikura].bowed and not st.cards[masao].bowed


@pytest.mark.covers("Chugo Seido", "a1:effect")
def test_chugo_seido_redirection_must_be_legal():
    """"The action targets him instead, if legal": a Samurai the action already targets cannot
    become its other target (Ivory "Targeting": the same target cannot be chosen twice), so the
    targeting stays; Chugo Seido is still destroyed (its cost)."""
    t, chugo, mikura, masao, kuma = _unawares()
    st = t.state
    t.pick(f"c{chugo}:0|0|0")
    t.pick("Matsu Mikura")
    t.pick("Akodo Masao")  # already the action's other target
    settle(t, ("pay", "trigger"))
    assert st.cards[chugo].zone != PLAY
    assert st.cards[mikura].bowed and st.cards[masao].bowed and not st.cards[kuma].bowed


def _burn(samurai: str):
    t = Table("celestial")
    chugo = t.put("Chugo Seido", 0)
    mikura = t.put("Matsu Mikura", 0)  # Gold Cost 5: a legal Burn the Village target
    other = t.put(samurai, 0)
    burn = t.put("Burn the Village", 1, "hand")
    t.put("Diamond Mine", 1)
    t.open_action(1)
    t.pick(f"c{burn}:0")
    settle(t)
    t.pick("Matsu Mikura")  # targeted while the action resolves
    return t, chugo, mikura, other


@pytest.mark.covers("Chugo Seido", "a2:effect", "a2:cost", "a2:trigger")
def test_chugo_seido_redirects_targeting_made_during_resolution():
    """Burn the Village targets as it resolves; Chugo Seido redirects that targeting to a
    Samurai who is a legal target (Akodo Masao, Gold Cost 6 <= 4 + 2)."""
    t, chugo, mikura, masao = _burn("Akodo Masao")
    st = t.state
    assert t.pending.player == 0 and t.pending.context == "trigger"
    t.pick(f"c{chugo}:1|0|0")  # its Reaction to targeting during resolution
    t.pick("Akodo Masao")
    for _ in range(12):
        if t.pending is None or t.pending.context not in ("choose", "trigger", "pay"):
            break
        t.pick("none" if t.pending.context == "choose" else ("pass" if t.pending.context == "trigger" else "auto"))
    assert st.cards[chugo].zone != PLAY
    assert st.cards[masao].zone != PLAY and st.cards[mikura].zone == PLAY


@pytest.mark.covers("Chugo Seido", "a2:effect", "a2:cost")
def test_chugo_seido_cannot_redirect_to_an_illegal_target_during_resolution():
    """Akodo Ryozo (Gold Cost 7) is not a legal Burn the Village target: the targeting stays."""
    t, chugo, mikura, ryozo = _burn("Akodo Ryozo")
    st = t.state
    t.pick(f"c{chugo}:1|0|0")
    t.pick("Akodo Ryozo")
    for _ in range(12):
        if t.pending is None or t.pending.context not in ("choose", "trigger", "pay"):
            break
        t.pick("none" if t.pending.context == "choose" else ("pass" if t.pending.context == "trigger" else "auto"))
    assert st.cards[chugo].zone != PLAY
    assert st.cards[mikura].zone != PLAY and st.cards[ryozo].zone == PLAY
