"""Appendix I, fate phase framework steps 4.1-4.9, with Rules Reference
"Personal Honor", "Leaves Play", "Refill a Province" and "Lasting Effects"."""

from __future__ import annotations

from l5r.lcg.model import FACTS, skill
from l5r.lcg.state import CONFLICT_DISCARD, DYNASTY_DISCARD, PLAY
from l5r.testing import Scenario

PROVS = ["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"]


class Prepared(Scenario):
    """A scenario whose state ``prep(state, scenario)`` adjusts before it runs."""

    def __init__(self, prep=None, **kw):
        super().__init__(**kw)
        self.prep = prep

    def build(self):
        g = super().build()
        if self.prep:
            self.prep(g.state, self)
        return g


def full_provinces(**changes):
    """Five provinces, each holding one facedown card, so 4.6 has nothing to refill
    unless a test empties one; ``changes`` maps ``s<slot>`` to a province dict."""
    out = []
    for s, name in enumerate(PROVS):
        pv = dict(name=name, cards=[{"name": "Eager Scout", "facedown": True}] if s < 4 else [])
        pv.update(changes.get(f"s{s}", {}))
        out.append(pv)
    return out


def revealed_next_round(s, player="Player 1"):
    """Player's 1.2 reveals of the next round: the cards 4.6 left facedown
    (the Eager Scouts the scenario starts with are filtered out)."""
    rest = s.log[s.log.index("=== Round 2 ===") + 1:]
    return [line for line in rest if line.startswith(player + " reveals") and "Eager Scout" not in line]


def fate(p0=None, p1=None, *, at="fate", prep=None, first_player=0, **kw) -> Prepared:
    s = Prepared(prep, first_player=first_player, **kw)
    s.player(0, **{"provinces": full_provinces(), **(p0 or {})})
    s.player(1, **{"provinces": full_provinces(), **(p1 or {})})
    s.start(at)
    return s


def test_rrg_4_1_fate_phase_begins():
    s = fate()
    assert s.log[0] == "-- Fate phase begins --"


# ---------------------------------------------------------------- 4.2
def test_rrg_4_2_characters_without_fate_are_discarded_in_player_order():
    s = fate(p0=dict(characters=["Hida Guardian", dict(name="Doji Whisperer", fate=1)]),
             p1=dict(characters=["Moto Youth", "Seppun Guardsman"]), first_player=1)
    st = s.state
    left = [line for line in s.log if "leaves play" in line]
    assert left == ["Moto Youth leaves play (no fate (4.2)).",
                    "Seppun Guardsman leaves play (no fate (4.2)).",
                    "Hida Guardian leaves play (no fate (4.2))."]
    assert s.card("Hida Guardian", 0).zone == DYNASTY_DISCARD
    assert [FACTS[st.cards[u].cid].name for u in st.players[1].dynasty_discard] == \
        ["Moto Youth", "Seppun Guardsman"]
    assert s.card("Doji Whisperer", 0).zone == PLAY  # it had fate at 4.2
    assert st.players[1].play == []


def test_rrg_personal_honor_4_2_honored_character_leaving_gains_one_honor():
    s = fate(p0=dict(honor=10, characters=[dict(name="Hida Guardian", status="honored")]))
    assert s.state.players[0].honor == 11
    assert "Player 1 gains 1 honor (11)." in s.log


def test_rrg_personal_honor_4_2_dishonored_character_leaving_loses_one_honor():
    s = fate(p0=dict(honor=10), p1=dict(honor=10, characters=[dict(name="Moto Youth", status="dishonored")]))
    assert [p.honor for p in s.state.players] == [10, 9]
    assert "Player 2 loses 1 honor (9)." in s.log


def test_rrg_4_2_ordinary_characters_leaving_change_no_honor():
    s = fate(p0=dict(honor=10, characters=["Hida Guardian", "Doji Whisperer"]))
    assert s.state.players[0].honor == 10
    assert s.state.players[0].play == []


def test_rrg_4_2_player_chooses_the_discard_order_when_it_matters():
    """4.2: one at a time, in the order of the player's choosing. At 1 honor,
    discarding the honored character first keeps the player in the game."""
    s = fate(p0=dict(honor=1, characters=[dict(name="Moto Youth", status="dishonored"),
                                          dict(name="Hida Guardian", status="honored")]))
    d = s.game.pending
    assert d.context == "discard_no_fate_order" and d.player == 0
    assert sorted(s.legal()) == ["Hida Guardian", "Moto Youth"]
    s.pick("Hida Guardian")
    assert s.state.players[0].honor == 1 and s.state.winner is None  # 1 + 1 - 1
    assert s.card("Moto Youth", 0).zone == DYNASTY_DISCARD


def test_rrg_4_2_dishonored_first_at_one_honor_loses_the_game():
    s = fate(p0=dict(honor=1, characters=[dict(name="Moto Youth", status="dishonored"),
                                          dict(name="Hida Guardian", status="honored")]))
    s.pick("Moto Youth")
    assert s.state.players[0].honor == 0
    assert s.state.winner == 1 and s.state.victory == "dishonor"


def test_rrg_4_2_no_order_decision_when_the_order_cannot_matter():
    s = fate(p0=dict(honor=10, characters=[dict(name="Moto Youth", status="honored"),
                                           dict(name="Hida Guardian", status="honored"), "Eager Scout"]))
    assert s.state.players[0].honor == 12 and s.state.players[0].play == []
    assert s.state.phase == "dynasty"  # no decision was needed


def test_rrg_leaves_play_4_2_attachments_are_discarded_with_their_host():
    s = fate(p0=dict(characters=[dict(name="Hida Guardian", attachments=["Fine Katana", "Ornate Fan"])]))
    st = s.state
    pl = st.players[0]
    assert [FACTS[st.cards[u].cid].name for u in pl.conflict_discard] == ["Fine Katana", "Ornate Fan"]
    assert all(st.cards[u].zone == CONFLICT_DISCARD and st.cards[u].attached_to == -1
               for u in pl.conflict_discard)
    assert s.card("Hida Guardian", 0).attachments == []
    assert "Fine Katana leaves play with its host." in s.log


# ---------------------------------------------------------------- 4.3, 4.4
def test_rrg_4_3_remove_one_fate_from_each_character():
    s = fate(p0=dict(characters=[dict(name="Hida Guardian", fate=3), dict(name="Doji Whisperer", fate=1)]),
             p1=dict(characters=[dict(name="Moto Youth", fate=2)]))
    assert s.card("Hida Guardian", 0).fate == 2
    assert s.card("Moto Youth", 1).fate == 1
    w = s.card("Doji Whisperer", 0)
    assert w.fate == 0 and w.zone == PLAY  # 4.2 came first: it stays until next round
    assert "1 fate is removed from Doji Whisperer." in s.log


def test_rrg_4_4_one_fate_on_each_unclaimed_ring():
    def prep(st, s):
        st.rings["water"].fate = 2

    s = fate(p0=dict(claimed_rings=["air"]), p1=dict(claimed_rings=["fire"]), prep=prep, at="4.4")
    # 4.4 ran; 4.7 returned the rings afterwards (they keep their fate)
    assert {e: r.fate for e, r in s.state.rings.items()} == {
        "air": 0, "fire": 0, "earth": 1, "void": 1, "water": 3}


def test_rrg_4_4_skipped_in_skirmish():
    s = fate(format="skirmish")
    assert all(r.fate == 0 for r in s.state.rings.values())


# ---------------------------------------------------------------- 4.5
def test_rrg_4_5_ready_each_bowed_card_in_play():
    def prep(st, s):
        pl = st.players[0]
        st.cards[pl.stronghold].bowed = True
        host = st.cards[pl.play[0]]
        st.cards[host.attachments[0]].bowed = True
        st.cards[pl.province_cards[1][0]].bowed = True  # a faceup holding

    s = fate(p0=dict(characters=[dict(name="Hida Guardian", fate=1, bowed=True, attachments=["Fine Katana"])],
                     provinces=full_provinces(s1={"cards": ["Favorable Ground"]})),
             p1=dict(characters=[dict(name="Moto Youth", fate=2, bowed=True)]), prep=prep, at="4.5")
    st = s.state
    pl = st.players[0]
    assert not s.card("Hida Guardian", 0).bowed and not s.card("Moto Youth", 1).bowed
    assert not s.card("Fine Katana", 0).bowed
    assert not st.cards[pl.stronghold].bowed
    assert not st.cards[pl.province_cards[1][0]].bowed
    assert "Moto Youth readies." in s.log


# ---------------------------------------------------------------- 4.6
def test_rrg_4_6_broken_province_faceup_cards_discarded_and_refilled_facedown():
    s = fate(p0=dict(provinces=full_provinces(s0=dict(broken=True, facedown=False, cards=["Moto Youth"]),
                                              s1=dict(broken=True, facedown=False,
                                                      cards=[{"name": "Hida Guardian", "facedown": True}])),
                     dynasty_deck=["Kaiu Envoy"] * 3))
    st = s.state
    pl = st.players[0]
    assert s.card("Moto Youth", 0).zone == DYNASTY_DISCARD
    new = st.cards[pl.province_cards[0][0]]
    assert len(pl.province_cards[0]) == 1 and FACTS[new.cid].name == "Kaiu Envoy"
    # the refill was facedown, and so stayed the untouched card in the other broken province
    assert revealed_next_round(s) == ["Player 1 reveals Kaiu Envoy.", "Player 1 reveals Hida Guardian."]
    assert [FACTS[st.cards[u].cid].name for u in pl.province_cards[1]] == ["Hida Guardian"]
    assert "Player 1 discards Moto Youth from a province." in s.log


def test_rrg_4_6_optional_discard_of_faceup_cards_from_unbroken_provinces():
    s = fate(p0=dict(provinces=full_provinces(s0=dict(cards=["Moto Youth"]),
                                              s1=dict(cards=["Hida Guardian"]),
                                              s2=dict(cards=["Doji Whisperer", "Seppun Guardsman"])),
                     dynasty_deck=["Kaiu Envoy"] * 3),
             p1=dict(provinces=full_provinces(s3=dict(cards=["Favorable Ground"]))),
             first_player=1)
    st = s.state
    d = s.game.pending
    assert d.context == "discard_from_provinces" and d.player == 1  # player order
    assert s.legal() == ["Favorable Ground"]  # holdings are dynasty cards too; facedown ones are not offered
    s.pass_()
    d = s.game.pending
    assert d.player == 0 and sorted(s.legal()) == sorted(
        ["Moto Youth", "Hida Guardian", "Doji Whisperer", "Seppun Guardsman"])
    s.pick_many("Moto Youth", "Seppun Guardsman")
    pl = st.players[0]
    assert s.card("Moto Youth", 0).zone == DYNASTY_DISCARD
    assert s.card("Seppun Guardsman", 0).zone == DYNASTY_DISCARD
    # slot 0 became empty: refilled facedown; slot 2 still holds a card: not refilled
    assert [FACTS[st.cards[u].cid].name for u in pl.province_cards[0]] == ["Kaiu Envoy"]
    assert revealed_next_round(s) == ["Player 1 reveals Kaiu Envoy."]  # so it was refilled facedown
    assert [FACTS[st.cards[u].cid].name for u in pl.province_cards[2]] == ["Doji Whisperer"]
    assert s.card("Hida Guardian", 0).slot == 1 and s.card("Hida Guardian", 0).zone == "in_province"
    assert s.card("Favorable Ground", 1).zone == "in_province"


def test_rrg_4_6_skirmish_broken_province_cards_are_discarded_only_by_choice():
    s = fate(p0=dict(provinces=[dict(broken=True, cards=["Moto Youth"]), {}, {}]),  # province tokens
             format="skirmish")
    assert s.game.pending.context == "discard_from_provinces"
    assert s.legal() == ["Moto Youth"]
    s.pass_()
    assert s.card("Moto Youth", 0).zone == "in_province"


# ---------------------------------------------------------------- 4.7 - 4.9
def test_rrg_4_7_claimed_rings_return_to_the_unclaimed_pool():
    s = fate(p0=dict(claimed_rings=["air", "void"]), p1=dict(claimed_rings=["earth"]))
    assert all(r.claimed_by == -1 for r in s.state.rings.values())


def test_rrg_4_8_first_player_token_passes_left():
    s = fate(first_player=0)
    assert s.state.first_player == 1 and "Player 2 becomes the first player." in s.log
    s2 = fate(first_player=1)
    assert s2.state.first_player == 0
    assert s2.state.round == 2 and s2.state.phase == "dynasty"
    assert s2.game.pending.player == 0  # the new first player acts first in 1.4


def test_rrg_4_9_round_long_lasting_effects_expire_at_the_end_of_the_round():
    seen = {}

    def prep(st, s):
        u = s.uid("Hida Guardian", 0)
        c = st.cards[u]
        st.lasting.append({"type": "modify", "stat": "military", "op": "add", "value": 2,
                           "targets": [[u, c.instance]], "until": "round"})
        st.lasting.append({"type": "modify", "stat": "political", "op": "add", "value": 1,
                           "targets": [[u, c.instance]], "until": "game"})
        seen["before"] = (skill(st, c, "military"), skill(st, c, "political"))

    s = fate(p0=dict(characters=[dict(name="Hida Guardian", fate=2)]), prep=prep, at="4.9")
    c = s.card("Hida Guardian", 0)
    assert seen["before"] == (3, 2)
    assert skill(s.state, c, "military") == 1  # +2 until the end of the round: gone
    assert skill(s.state, c, "political") == 2  # a longer effect stays
    assert [e["until"] for e in s.state.lasting] == ["game"]


def test_rrg_4_9_round_effect_lasts_through_the_fate_phase_until_its_end():
    """The effect still applies during the fate phase's action window (4.9 is later)."""
    s = Prepared(lambda st, sc: st.lasting.append(
        {"type": "modify", "stat": "military", "op": "add", "value": 2,
         "targets": [[sc.uid("Hida Guardian", 0), 0]], "until": "round"}), first_player=0)
    s.player(0, characters=[dict(name="Hida Guardian", fate=2)], hand=["Fine Katana"],
             provinces=full_provinces())
    s.player(1, provinces=full_provinces())
    s.start("fate")
    assert s.game.pending.context == "action" and s.state.step == "4.w"
    assert skill(s.state, s.card("Hida Guardian", 0), "military") == 3
    s.pass_()
    assert s.state.phase == "dynasty"
    assert skill(s.state, s.card("Hida Guardian", 0), "military") == 1


def test_rrg_keyword_limited_4_9_the_limit_resets_for_the_next_round():
    s = fate(p0=dict(provinces=full_provinces(s0=dict(cards=["Doomed Shugenja"]))),
             prep=lambda st, sc: setattr(st.players[0], "limited_played", 1))
    s.pass_()  # keep Doomed Shugenja in its province at 4.6
    assert s.state.round == 2 and s.state.players[0].limited_played == 0
    while s.game.pending.player != 0:
        s.pass_()
    s.assert_legal("Play Doomed Shugenja")
