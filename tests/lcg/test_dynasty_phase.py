"""Appendix I, dynasty phase framework steps 1.1-1.5, with Rules Reference
"Character Cards", "Duplicates", "Unique Cards", "Limited" and "Pass"."""

from __future__ import annotations

from l5r.lcg.model import skill
from l5r.lcg.state import DYNASTY_DISCARD, PLAY
from l5r.testing import Scenario

PROVS = ["Shameful Display", "Night Raid", "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"]


def provinces(**slots):
    """Province specs with the given cards, e.g. provinces(s0=["Hida Guardian"])."""
    out = []
    for s, name in enumerate(PROVS):
        out.append(dict(name=name, cards=slots.get(f"s{s}", [])))
    return out


def dynasty(p0: dict, p1: dict | None = None, first_player: int = 0, **kw) -> Scenario:
    s = Scenario(first_player=first_player, **kw)
    s.player(0, **p0)
    s.player(1, **(p1 or {}))
    s.start("dynasty")
    return s


# ---------------------------------------------------------------- 1.1 - 1.3
def test_rrg_1_1_dynasty_phase_begins():
    s = dynasty(dict(provinces=provinces(s0=["Hida Guardian"])))
    assert s.state.phase == "dynasty"
    assert s.log[0] == "-- Dynasty phase begins --"
    assert s.game.pending.context == "dynasty"


def test_rrg_1_2_reveal_in_player_order_stronghold_province_first_then_left_to_right():
    fd = lambda n: {"name": n, "facedown": True}  # noqa: E731
    s = dynasty(
        dict(provinces=provinces(s0=[fd("Hida Guardian")], s2=[fd("Doji Whisperer")],
                                 s4=[fd("Eager Scout")])),
        dict(provinces=provinces(s1=[fd("Moto Youth")], s3=[fd("Seppun Guardsman")])),
        first_player=1,
    )
    reveals = [line for line in s.log if " reveals " in line]
    assert reveals == [
        "Player 2 reveals Moto Youth.",
        "Player 2 reveals Seppun Guardsman.",
        "Player 1 reveals Eager Scout.",
        "Player 1 reveals Hida Guardian.",
        "Player 1 reveals Doji Whisperer.",
    ]
    for pl in s.state.players:
        assert all(not s.state.cards[u].facedown for slot in pl.province_cards for u in slot)


def test_rrg_1_3_collect_fate_equal_to_stronghold_fate_value():
    s = dynasty(dict(fate=2, provinces=provinces(s0=["Hida Guardian"])), dict(fate=0))
    assert [p.fate for p in s.state.players] == [2 + 7, 7]  # Shiro Nishiyama: 7 fate
    assert "Player 1 gains 7 fate (9)." in s.log


def test_rrg_1_3_collect_fate_incorporates_fate_modifiers():
    class S(Scenario):
        def build(self):
            g = super().build()
            g.state.lasting.append({"type": "collect_fate", "player": 1, "value": 2, "until": "round"})
            return g

    s = S(first_player=0)
    s.player(0, provinces=provinces(s0=["Hida Guardian"]))
    s.player(1)
    s.start("dynasty")
    assert [p.fate for p in s.state.players] == [7, 9]


# ---------------------------------------------------------------- 1.4 playing characters
def test_rrg_1_4_play_character_from_province_pays_cost_enters_ready_at_home_refills_facedown():
    s = dynasty(dict(provinces=provinces(s1=["Hida Guardian"]),
                     dynasty_deck=["Eager Scout", "Doji Whisperer"]))
    st = s.state
    pl = st.players[0]
    top = pl.dynasty_deck[-1]
    s.pick("Play Hida Guardian")
    assert s.game.pending.context == "additional_fate"
    assert s.legal() == [f"{n} fate" for n in range(7)]  # 7 - 1 (cost) fate left
    s.pick("2 fate")
    c = s.card("Hida Guardian", 0)
    assert c.zone == PLAY and c.uid in pl.play
    assert not c.bowed and st.conflict is None  # ready, at home
    assert c.fate == 2
    assert pl.fate == 7 - 1 - 2
    # the province was refilled facedown from the top of the dynasty deck
    assert pl.province_cards[1] == [top]
    assert st.cards[top].facedown and st.cards[top].slot == 1
    i = s.log.index("Player 1 plays Hida Guardian for 1 fate and places 2 additional fate on it.")
    assert s.log[i + 1] == "Player 1 puts Hida Guardian into play."


def test_rrg_1_4_fate_pool_limits_what_can_be_played_and_no_extra_fate_from_an_empty_pool():
    s = dynasty(dict(provinces=provinces(s0=["Kaiu Shuichi"], s1=["Hida Guardian"], s2=["Intimidating Hida"])),
                dict(provinces=provinces(s0=["Doji Whisperer"])))
    pl = s.state.players[0]
    s.pick("Play Hida Guardian")
    s.pick("3 fate")  # 7 - 1 - 3 = 3 left
    s.pass_()  # player 2 passes
    s.assert_not_legal("Kaiu Shuichi")  # costs 4
    s.pick("Play Intimidating Hida")  # costs 3: the whole pool
    assert pl.fate == 0
    assert s.card("Intimidating Hida", 0).zone == PLAY
    assert s.card("Intimidating Hida", 0).fate == 0
    assert s.game.pending is None or s.game.pending.context != "additional_fate"


def test_rrg_character_cards_characters_in_hand_are_not_played_in_dynasty_phase():
    """DECISIONS.md: only events and attachments from hand in step 1.4."""
    s = dynasty(dict(hand=["Hida Guardian", "Fine Katana"], characters=["Doji Whisperer"],
                     provinces=provinces(s0=["Eager Scout"])))
    s.assert_not_legal("Play Hida Guardian")
    s.assert_legal("Play Fine Katana")  # attachments from hand are fine
    s.assert_legal("Play Eager Scout from your province")


# ---------------------------------------------------------------- 1.4 passing
def test_rrg_1_4_first_to_pass_gains_one_fate_and_passing_is_final():
    s = dynasty(dict(provinces=provinces(s0=["Hida Guardian"])),
                dict(provinces=provinces(s0=["Doji Whisperer"], s1=["Moto Youth"], s2=["Seppun Guardsman"])))
    st = s.state
    assert s.game.pending.player == 0
    s.pass_()
    assert [p.fate for p in st.players] == [8, 7]
    assert "Player 1 passes first and gains 1 fate." in s.log
    # player 2 keeps acting: player 1 gets no further opportunity
    s.pick("Play Doji Whisperer")
    s.pick("0 fate")
    assert s.game.pending.player == 1 and s.game.pending.context == "dynasty"
    s.pick("Play Moto Youth")
    s.pick("0 fate")
    assert s.game.pending.player == 1
    s.pass_()
    assert st.players[1].fate == 7 - 2  # the second passer gains nothing
    assert s.card("Hida Guardian", 0).zone != PLAY
    assert st.phase == "draw" and s.game.pending.context == "honor_bid"


def test_rrg_1_4_player_with_nothing_to_do_passes_first_and_gains_the_fate():
    s = dynasty(dict(provinces=provinces(s0=["Hida Guardian"])))
    s.pick("Play Hida Guardian")
    s.pick("0 fate")
    # player 2 had no option: their pass (the first) was automatic
    assert s.state.players[1].fate == 8
    assert "Player 2 passes first and gains 1 fate." in s.log
    assert s.game.pending.player == 0


def test_rrg_1_4_skirmish_no_fate_for_passing_first():
    """DECISIONS.md: skirmish has no first-passer fate in 1.4 (and collects 6)."""
    s = dynasty(dict(provinces=[dict(cards=["Hida Guardian"]), {}, {}]), format="skirmish")  # province tokens
    assert [p.fate for p in s.state.players] == [6, 6]
    s.pass_()
    assert [p.fate for p in s.state.players] == [6, 6]


# ---------------------------------------------------------------- 1.4 unique, duplicates, limited
def test_rrg_unique_cards_cannot_play_second_copy():
    s = dynasty(dict(provinces=provinces(s0=["Mirumoto Raitsugu"], s1=["Mirumoto Raitsugu"])))
    assert [l for l in s.legal() if l.startswith("Play Mirumoto")] == \
        ["Play Mirumoto Raitsugu from your province (3 fate)"] * 2
    s.pick("Play Mirumoto Raitsugu")
    s.pick("0 fate")
    s.assert_not_legal("Play Mirumoto Raitsugu")
    s.assert_legal("Discard duplicate Mirumoto Raitsugu")


def test_rrg_duplicates_discard_from_province_places_fate_and_refills():
    s = dynasty(dict(characters=[dict(name="Mirumoto Raitsugu", fate=1)],
                     provinces=provinces(s2=["Mirumoto Raitsugu"]), dynasty_deck=["Eager Scout"] * 3))
    st = s.state
    pl = st.players[0]
    dup = pl.province_cards[2][0]
    top = pl.dynasty_deck[-1]
    s.pick("Discard duplicate Mirumoto Raitsugu")
    assert s.card("Mirumoto Raitsugu", 0).fate == 2
    assert st.cards[dup].zone == DYNASTY_DISCARD and dup in pl.dynasty_discard
    assert pl.province_cards[2] == [top] and st.cards[top].facedown
    assert pl.fate == 7  # the duplicate costs nothing


def test_rrg_duplicates_discard_from_hand_places_fate():
    s = dynasty(dict(characters=["Mirumoto Raitsugu"], hand=["Mirumoto Raitsugu"],
                     provinces=provinces(s0=["Eager Scout"])))
    pl = s.state.players[0]
    dup = pl.hand[0]
    s.pick("Discard duplicate Mirumoto Raitsugu")
    assert s.card("Mirumoto Raitsugu", 0).fate == 1
    assert pl.hand == [] and dup in pl.dynasty_discard


def test_rrg_duplicates_only_of_a_character_you_control():
    s = dynasty(dict(provinces=provinces(s0=["Mirumoto Raitsugu"])),
                dict(characters=["Mirumoto Raitsugu"]))
    s.assert_legal("Play Mirumoto Raitsugu from your province")  # the opponent's copy does not matter
    s.assert_not_legal("Discard duplicate")


def test_rrg_keyword_limited_one_limited_card_per_round():
    s = dynasty(dict(provinces=provinces(s0=["Doomed Shugenja"], s1=["Doomed Shugenja"])),
                dict(provinces=provinces(s0=["Doji Whisperer"])))
    pl = s.state.players[0]
    s.pick("Play Doomed Shugenja")  # its text: no additional fate from a province
    assert pl.limited_played == 1
    s.pass_()  # player 2
    s.assert_not_legal("Doomed Shugenja")  # not unique: only Limited stops it
    assert len([u for u in pl.play if s.state.cards[u].cid == s.card("Doomed Shugenja", 0).cid]) == 1


def test_rrg_1_5_phase_long_lasting_effects_expire_when_the_dynasty_phase_ends():
    s = dynasty(dict(characters=["Hida Guardian"], provinces=provinces(s0=["Eager Scout"])))
    c = s.card("Hida Guardian", 0)
    s.state.lasting.append({"type": "modify", "stat": "military", "op": "add", "value": 2,
                            "targets": [[c.uid, c.instance]], "until": "phase"})
    assert skill(s.state, c, "military") == 3
    s.pass_()
    assert s.state.phase == "draw"
    assert skill(s.state, c, "military") == 1
    assert s.state.lasting == []
