"""The LCG board a player reads (issue 11, "A terminal game a player can read"): each
defect the issue lists is shown fixed here -- attachments with their host, province
strength, the stronghold and role, the conflict in progress with both sides' skill, glory,
conflicts left, the Imperial Favor in words, statuses as words, options that name their
card unambiguously, provinces numbered as the declaration options name them."""

from __future__ import annotations

from l5r.engine.decision import Option
from l5r.engine.labels import distinct_labels
from l5r.lcg.board import board, where
from l5r.lcg.conflict import totals
from l5r.testing import Scenario


def _text(g, viewer=0) -> str:
    return "\n".join(line.plain for line in board(g.view(viewer)))


def _conflict_position() -> Scenario:
    s = Scenario()
    s.player(0, name="You", characters=[dict(name="Akodo Toturi", attachments=["Fine Katana"], status="honored"),
                                        dict(name="Matsu Berserker", bowed=True, fate=2)],
             stronghold="Yōjin no Shiro", role="Seeker of Earth", hand=["Banzai!"])
    s.player(1, name="Bot", characters=[dict(name="Doji Whisperer", status="dishonored")])
    s.favor(0, "military")
    s.conflict(attacker=0, type="military", ring="air", province=1, attackers=["Akodo Toturi"],
               defenders=["Doji Whisperer"])
    return s


def test_the_board_shows_attachments_status_glory_and_the_stronghold_and_role():
    s = _conflict_position()
    g = s.start("conflict")
    text = _text(g)
    assert "attachments: Fine Katana" in text and "C1 Akodo Toturi" in text
    assert "(honored)" in text and "(bowed, 2 fate)" in text and "(dishonored)" in text
    toturi = next(c for c in g.view(0)["players"][0]["characters"] if c["name"] == "Akodo Toturi")
    assert f"glory {toturi['glory']}" in text
    assert "stronghold: Yōjin no Shiro; role: Seeker of Earth" in text
    assert "Imperial Favor: You (military)" in text and "{" not in text


def test_the_board_shows_the_conflict_in_progress_with_the_skill_totals():
    """Rules Reference "Conflict Resolution": each side's skill total, as the rules count it
    (bowed characters do not count; the Imperial Favor adds 1 to its holder's side)."""
    s = _conflict_position()
    g = s.start("conflict")
    att, dfd = totals(g)
    text = _text(g)
    assert "Conflict: You attack Bot's Province 2" in text
    assert "military conflict, air ring" in text
    assert "attackers: Akodo Toturi" in text and f"military skill {att}" in text
    assert "defenders: Doji Whisperer" in text and f"military skill {dfd}" in text


def test_the_board_shows_conflicts_left_and_numbered_provinces_with_strength():
    s = _conflict_position()
    g = s.start("conflict")
    g.state.players[0].conflicts_left["military"] = 0
    text = _text(g)
    assert "conflicts left: military 0, political 1" in text
    for n in range(1, 6):
        assert f"Province {n}" in text
    assert "Province 5 (stronghold province)" in text
    attacked = g.view(0)["players"][1]["provinces"][1]
    assert f"strength {attacked['strength']}" in text


def test_the_board_hides_the_opponents_hand_and_facedown_cards():
    s = Scenario()
    s.player(0, name="You", hand=["Banzai!"])
    s.player(1, name="Bot", hand=["Assassination"])
    g = s.start("conflict")
    text = _text(g)
    assert "H1 Banzai!" in text and "Assassination" not in text
    assert "1 card in hand" in text and "1 cards" not in text


def test_options_that_read_alike_say_where_their_card_is():
    """Two copies of one card: "Attach to Keeper Initiate" twice becomes two labels naming
    the characters' places on the board."""
    s = Scenario()
    s.player(0, name="You", characters=["Keeper Initiate", "Keeper Initiate"], hand=["Fine Katana"], fate=5)
    s.player(1, name="Bot")
    g = s.start("conflict")
    v = g.view(0)
    uids = [c["uid"] for c in v["players"][0]["characters"]]
    assert where(v, uids[0]) == "your C1" and where(v, uids[1]) == "your C2"
    opts = [Option(str(u), "Attach to Keeper Initiate") for u in uids]
    assert distinct_labels(opts, lambda u: where(v, u)) == ["Attach to Keeper Initiate (your C1)",
                                                           "Attach to Keeper Initiate (your C2)"]


def test_conflict_declarations_name_provinces_as_the_board_numbers_them():
    s = Scenario()
    s.player(0, name="You", characters=["Matsu Berserker"])
    s.player(1, name="Bot")
    g = s.start("conflict")
    labels = [o.label for o in g.pending.options if o.id != "pass"]
    assert labels and all(" at province " in x for x in labels)
    assert {x.split(" at province ")[1][0] for x in labels} <= set("12345")
