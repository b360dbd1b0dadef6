"""Neutral Core Set cards (events, provinces, holdings, characters) and the
rulings about them (lcg-rulings-2017.md; Rules Reference Appendix III where it
clarifies a card). Each card has a test that fails if its effect were wrong
and one for a restriction (condition, limit, target rule or cost)."""

import pytest

from l5r.lcg.actions import ev
from l5r.lcg.model import FACTS, skill
from l5r.lcg.phases import bid_value
from l5r.testing import Scenario

# provinces whose abilities never ask anything (constant +5 strength)
PLAIN = ["Ancestral Lands", "Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands"]
# a stronghold whose action needs attacking characters of its owner (the defender has none)
KEEP = "Yōjin no Shiro"


def provinces(first, rest=PLAIN):
    return [first] + list(rest[1:])


def at_conflict(p0, p1, *, type="military", ring="air", attackers=(), defenders=(), province=0,
                at="3.2.2", attacker=0):
    """A position inside a declared conflict (player 0 attacks by default)."""
    s = Scenario(first_player=0)
    p0 = dict(p0)
    p1 = dict(p1)
    p0.setdefault("stronghold", KEEP)
    p1.setdefault("stronghold", KEEP)
    p0.setdefault("provinces", PLAIN)
    p1.setdefault("provinces", PLAIN)
    s.player(0, **p0)
    s.player(1, **p1)
    s.conflict(attacker=attacker, type=type, ring=ring, province=province, attackers=list(attackers),
               defenders=list(defenders))
    s.start(at)
    return s


def pass_until(s, test):
    """Pass in windows until ``test(s)`` holds."""
    for _ in range(50):
        if s.game.pending is None or test(s):
            return
        s.pass_()
    raise AssertionError("condition never reached")


def ctx_is(context, player=None):
    def test(s):
        d = s.game.pending
        return d.context == context and (player is None or d.player == player)
    return test


def offered(text):
    return lambda s: any(text in label for label in s.legal())


def mil(s, name, player=None):
    return skill(s.state, s.card(name, player), "military")


def pol(s, name, player=None):
    return skill(s.state, s.card(name, player), "political")


def title(s, uid):
    return FACTS[s.state.cards[uid].cid].name


# ------------------------------------------------------------------ Banzai!
def _banzai(**p1):
    p1.setdefault("characters", ["Doji Whisperer"])
    return at_conflict(dict(characters=["Matsu Berserker", "Eager Scout"], hand=["Banzai!", "Banzai!"], honor=10),
                       p1, attackers=["Matsu Berserker", "Eager Scout"], defenders=["Doji Whisperer"])


@pytest.mark.covers('Banzai!', 'a1:effect')
def test_banzai_plus_2_military_once_if_no_honor_is_lost():
    """Rules Reference "Lasting Effects": +2 military until the conflict ends; keeping the honor ends the card."""
    s = _banzai()
    pass_until(s, offered("Banzai!"))
    s.pick("Banzai!")
    s.pick("Eager Scout")
    assert s.game.pending.context == "banzai"
    s.pick("Do not lose honor")
    assert mil(s, "Eager Scout") == 2 and mil(s, "Matsu Berserker") == 3
    assert s.state.players[0].honor == 10


def test_banzai_losing_1_honor_resolves_it_a_second_time_on_a_new_target():
    """Appendix III (Banzai!): after the honor is lost, the ability returns to step 5 (choose a target)."""
    s = _banzai()
    pass_until(s, offered("Banzai!"))
    s.pick("Banzai!")
    s.pick("Eager Scout")
    s.pick("Lose 1 honor")
    assert s.state.players[0].honor == 9
    assert s.game.pending.context == "target"  # step 5 again: choose a participating character
    s.pick("Matsu Berserker")
    s.pick("Do not lose honor")  # the second honor loss would do nothing more
    assert mil(s, "Eager Scout") == 2 and mil(s, "Matsu Berserker") == 5
    assert s.state.players[0].honor == 9


@pytest.mark.ruling(23, "Banzai!")
def test_banzai_ruling_second_resolution_may_choose_the_same_character_and_its_honor_loss_does_nothing():
    """Ruling (Banzai!): step 5b may choose the same or another character;
    losing 1 honor in step 7b has no further effect."""
    s = _banzai()
    pass_until(s, offered("Banzai!"))
    s.pick("Banzai!")
    s.pick("Eager Scout")
    s.pick("Lose 1 honor")
    s.pick("Eager Scout")
    s.pick("Lose 1 honor (no further effect)")
    assert mil(s, "Eager Scout") == 4
    assert s.state.players[0].honor == 8
    assert s.game.pending is None or s.game.pending.context not in ("target", "banzai")


@pytest.mark.covers('Banzai!', 'a1:limit')
def test_banzai_max_1_per_conflict():
    """Rules Reference "Max X per [period]": by title, for the player, this conflict."""
    s = _banzai()
    pass_until(s, offered("Banzai!"))
    s.pick("Banzai!")
    s.pick("Eager Scout")
    s.pick("Do not lose honor")
    pass_until(s, lambda s: s.game.pending.player == 0)
    s.assert_not_legal("Banzai!")
    assert len(s.state.players[0].hand) == 1


@pytest.mark.covers("Banzai!", "a1:condition")
def test_banzai_needs_a_conflict():
    """Rules Reference "Play Restrictions": "during a conflict" (dropping the
    condition alone is unobservable, as the target must participate in a
    conflict; see also test_banzai_card_during_a_conflict_of_either_type)."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Eager Scout"], hand=["Banzai!", "Fine Katana"], fate=3)
    s.player(1)
    s.start("conflict")
    s.assert_legal("Fine Katana")  # the window is open, Banzai! is not playable outside a conflict
    s.assert_not_legal("Banzai!")


def test_banzai_app3_cancelled_at_first_initiation_nothing_happens():
    """Appendix III (Banzai!): cancelled when its effects first initiate, no
    part resolves: no +2 military and no honor loss is offered."""
    s = _banzai(characters=[dict(name="Doji Whisperer", status="honored")], hand=["Voice of Honor"], fate=3)
    pass_until(s, offered("Banzai!"))
    s.pick("Banzai!")
    s.pick("Eager Scout")
    assert s.game.pending.player == 1 and s.game.pending.context == "trigger"
    s.pick("Voice of Honor")
    assert mil(s, "Eager Scout") == 0
    assert s.state.players[0].honor == 10
    assert s.game.pending is None or s.game.pending.context != "banzai"


@pytest.mark.ruling(23, "Banzai!")
def test_banzai_app3_and_ruling_second_resolution_can_be_cancelled_alone():
    """Appendix III / ruling (Banzai!): the second resolution initiates anew
    (step 6b) and can be cancelled by itself: the first +2 and the lost honor stay."""
    s = _banzai(characters=[dict(name="Doji Whisperer", status="honored")], hand=["Voice of Honor"], fate=3)
    pass_until(s, offered("Banzai!"))
    s.pick("Banzai!")
    s.pick("Eager Scout")
    s.pass_()  # no cancel the first time
    s.pick("Lose 1 honor")
    s.pick("Matsu Berserker")
    assert s.game.pending.player == 1 and s.game.pending.context == "trigger"
    s.pick("Voice of Honor")
    assert mil(s, "Eager Scout") == 2 and mil(s, "Matsu Berserker") == 3
    assert s.state.players[0].honor == 9


# ------------------------------------------------------------------ Charge!
def _charge(p0_cards, p1=None, type="military", **p0):
    provs = [dict(name=n, cards=[c] if c else []) for n, c in zip(PLAIN, p0_cards + [None] * 5)]
    p0 = dict(dict(characters=["Matsu Berserker"], hand=["Charge!"], fate=3, provinces=provs), **p0)
    p1 = p1 or dict(characters=["Eager Scout"])
    return at_conflict(p0, p1, type=type, attackers=["Matsu Berserker"] if type == "military" else [],
                       defenders=[])


@pytest.mark.covers('Charge!', 'a1:effect')
@pytest.mark.ruling(47, "Charge!")
def test_charge_puts_a_character_from_a_province_into_the_conflict_without_additional_fate():
    """Also the ruling (Charge!): a character put into play by an effect gets
    no additional fate (only playing a character allows it)."""
    s = _charge(["Serene Warrior"])
    pass_until(s, offered("Charge!"))
    s.pick("Charge!")
    s.pick("Serene Warrior")
    warrior = s.card("Serene Warrior")
    assert warrior.zone == "play" and warrior.uid in s.state.conflict.attackers
    assert warrior.fate == 0 and not warrior.bowed
    assert s.state.players[0].fate == 2  # Charge! cost 1, nothing else
    assert s.game.pending is None or s.game.pending.context != "additional_fate"
    slot0 = s.state.players[0].province_cards[0]
    assert len(slot0) == 1 and s.state.cards[slot0[0]].facedown  # the province refilled


@pytest.mark.covers('Charge!', 'a1:condition', 'a1:target')
def test_charge_only_in_military_conflicts_and_only_faceup_cards():
    """Rules Reference "Play Restrictions" (military conflicts only) and
    "Facedown Cards" (no characteristics to choose by)."""
    s = _charge([dict(name="Serene Warrior", facedown=True)])
    pass_until(s, lambda s: s.game.pending.player == 0)
    s.assert_not_legal("Charge!")  # the only character in a province is facedown
    s2 = Scenario(first_player=0)
    s2.player(0, characters=["Doji Whisperer"], hand=["Charge!", "Fine Katana"], fate=3,
              provinces=[dict(name="Ancestral Lands", cards=["Serene Warrior"])] + PLAIN[1:], stronghold=KEEP)
    s2.player(1, characters=["Eager Scout"], provinces=PLAIN, stronghold=KEEP)
    s2.conflict(attacker=0, type="political", ring="air", attackers=["Doji Whisperer"])
    s2.start("3.2.2")
    pass_until(s2, lambda s: s.game.pending.player == 0)
    s2.assert_not_legal("Charge!")


@pytest.mark.covers('Charge!', 'a1:target')
@pytest.mark.ruling(48, "Charge!")
def test_charge_ruling_cannot_put_in_a_character_that_cannot_participate():
    """Ruling (Charge!): not a character with a dash for the conflict's skill,
    nor one whose own ability bars it (Shiba Peacemaker cannot attack)."""
    s = _charge(["Bayushi Liar", "Shiba Peacemaker", "Serene Warrior"])
    pass_until(s, offered("Charge!"))
    s.pick("Charge!")
    s.assert_legal("Serene Warrior")
    s.assert_not_legal("Bayushi Liar")  # a dash for military
    s.assert_not_legal("Shiba Peacemaker")  # cannot participate as an attacker


@pytest.mark.ruling(48, "Charge!")
def test_charge_ruling_defender_may_put_in_a_character_that_only_cannot_attack():
    """Ruling (Charge!): the bar is on its side only: Shiba Peacemaker may
    join as a defender ("Participating and Cannot Participate")."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], provinces=PLAIN, stronghold=KEEP)
    s.player(1, characters=["Eager Scout"], hand=["Charge!"], fate=3, stronghold=KEEP,
             provinces=[PLAIN[0], dict(name=PLAIN[1], cards=["Shiba Peacemaker"])] + PLAIN[2:])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker"])
    s.start("3.2.2")
    s.pick("Charge!")
    s.pick("Shiba Peacemaker")
    assert s.uid("Shiba Peacemaker") in s.state.conflict.defenders


@pytest.mark.ruling(104, "Hiruma Yōjimbō")
def test_charge_ruling_puts_hiruma_yojimbo_in_as_an_attacker():
    """Ruling (Hiruma Yōjimbō, RRG "3.2. Declare conflict"): only declaring him
    as an attacker is forbidden; Charge! may put him into the conflict."""
    s = _charge(["Hiruma Yōjimbō"])
    pass_until(s, offered("Charge!"))
    s.pick("Charge!")
    s.pick("Hiruma Yōjimbō")
    assert s.uid("Hiruma Yōjimbō") in s.state.conflict.attackers


@pytest.mark.covers('Aggressive Moto', 'a1:effect')
@pytest.mark.ruling(10, "Aggressive Moto")
def test_charge_ruling_puts_aggressive_moto_in_as_a_defender():
    """Ruling (Aggressive Moto, RRG 3.2.1): only declaring it as a defender is
    forbidden; Charge! may put it into the conflict on the defending side."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], provinces=PLAIN, stronghold=KEEP)
    s.player(1, characters=["Eager Scout"], hand=["Charge!"], fate=3, stronghold=KEEP,
             provinces=[PLAIN[0], dict(name=PLAIN[1], cards=["Aggressive Moto"])] + PLAIN[2:])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker"])
    s.start("3.2.2")
    s.pick("Charge!")
    s.pick("Aggressive Moto")
    assert s.uid("Aggressive Moto") in s.state.conflict.defenders


# ------------------------------------------------------------------ Contingency Plan / Good Omen
def _draw_phase(p0_hand, p0_bid="2", p1_bid="2", **p0):
    s = Scenario(first_player=0)
    s.player(0, hand=list(p0_hand), characters=["Serene Warrior"], **p0)
    s.player(1, characters=["Eager Scout"])
    s.start("draw")
    s.pick(p0_bid)
    s.pick(p1_bid)
    return s


@pytest.mark.covers('Contingency Plan', 'a1:effect', 'a1:trigger', 'a1:select')
@pytest.mark.ruling(56, "Contingency Plan")
def test_contingency_plan_increases_the_bid_value_for_transfer_and_draw():
    """Also the ruling (Contingency Plan): the modified value is the bid; the dial stays as set."""
    s = _draw_phase(["Contingency Plan"])
    assert s.game.pending.context == "trigger" and s.game.pending.player == 0
    s.pick("Contingency Plan")
    s.pick("increase")
    st = s.state
    assert st.players[0].bid == 2  # the dial is not turned
    assert bid_value(st, 0) == 3
    assert (st.players[0].honor, st.players[1].honor) == (9, 11)  # 3 against 2: one honor given
    assert len(st.players[0].hand) == 3 and len(st.players[1].hand) == 2


@pytest.mark.covers('Contingency Plan', 'a1:effect', 'a1:select')
def test_contingency_plan_decrease_and_only_as_a_reaction_to_revealed_bids():
    """Rules Reference "Bid Value" and "Reactions": only after the dials are revealed, not as an action."""
    s = _draw_phase(["Contingency Plan", "Fine Katana"])
    s.pick("Contingency Plan")
    s.pick("decrease")
    assert bid_value(s.state, 0) == 1
    assert (s.state.players[0].honor, s.state.players[1].honor) == (11, 9)
    s2 = _draw_phase(["Contingency Plan", "Fine Katana"])
    s2.pass_()  # no reaction now
    pass_until(s2, lambda s: s.game.pending.context == "action")
    s2.assert_legal("Fine Katana")
    s2.assert_not_legal("Contingency Plan")  # not an action


@pytest.mark.covers('Good Omen', 'a2:effect', 'a2:target')
def test_good_omen_places_1_fate_on_a_character_with_printed_cost_3_or_more():
    """Rules Reference "Printed": the target's printed cost must be 3 or more ("Target")."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Serene Warrior", "Eager Scout"], hand=["Good Omen"], bid=1)
    s.player(1, characters=["Doji Whisperer"], bid=3)
    s.start("conflict")
    s.pick("Good Omen")
    s.assert_not_legal("Eager Scout")  # printed cost 0
    s.assert_not_legal("Doji Whisperer")  # printed cost 1
    s.pick("Serene Warrior")
    assert s.card("Serene Warrior").fate == 1


@pytest.mark.covers('Good Omen', 'a1:play_restriction')
def test_good_omen_only_if_your_bid_is_lower():
    """Rules Reference "Play Restrictions": equal bids do not allow it."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Serene Warrior"], hand=["Good Omen", "Fine Katana"], bid=3, fate=1)
    s.player(1, bid=3)
    s.start("conflict")
    s.assert_legal("Fine Katana")
    s.assert_not_legal("Good Omen")


@pytest.mark.ruling(91, "Good Omen")
def test_good_omen_ruling_a_modified_bid_value_does_not_count_only_the_dial():
    """Ruling (Good Omen): effects modifying the bid value (Contingency Plan)
    do not turn the dial; Good Omen compares the dials."""
    s = _draw_phase(["Contingency Plan", "Good Omen", "Fine Katana"], fate=1)
    s.pick("Contingency Plan")
    s.pick("decrease")  # worth 1 against 2, but both dials show 2
    pass_until(s, lambda s: s.game.pending.context == "action" and s.game.pending.player == 0)
    s.assert_legal("Fine Katana")
    s.assert_not_legal("Good Omen")
    s2 = _draw_phase(["Good Omen", "Fine Katana"], p0_bid="1", p1_bid="2", fate=1)
    pass_until(s2, lambda s: s.game.pending.context == "action" and s.game.pending.player == 0)
    s2.assert_legal("Good Omen")


# ------------------------------------------------------------------ Court Games
def _court_games(p1_chars=("Naive Student", "Bayushi Liar"), type="political", **p0):
    p0 = dict(dict(characters=["Doji Whisperer", "Kaiu Envoy"], hand=["Court Games", "Court Games"]), **p0)
    att = [c if isinstance(c, str) else c["name"] for c in p0["characters"]]
    return at_conflict(p0, dict(characters=list(p1_chars)), type=type, attackers=att,
                       defenders=[c for c in p1_chars if type == "political" or c != "Naive Student"])


@pytest.mark.covers('Court Games', 'a1:effect', 'a1:select')
def test_court_games_honor_a_participating_character_you_control():
    """Rules Reference "Select": the option is selected with the targets; the character is chosen on resolution."""
    s = _court_games()
    pass_until(s, offered("Court Games"))
    s.pick("Court Games")
    s.pick("honor a participating")
    assert s.game.pending.player == 0
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == 1
    assert s.card("Kaiu Envoy").status == 0


@pytest.mark.covers('Court Games', 'a1:effect', 'a1:select')
def test_court_games_opponent_chooses_which_of_their_participants_is_dishonored():
    """Rules Reference "Ability": the opponent makes the choice the text gives them."""
    s = _court_games()
    pass_until(s, offered("Court Games"))
    s.pick("Court Games")
    s.pick("your opponent dishonors")
    assert s.game.pending.player == 1
    s.pick("Bayushi Liar")
    assert s.card("Bayushi Liar").status == -1 and s.card("Naive Student").status == 0


@pytest.mark.covers('Court Games', 'a1:condition', 'a1:limit')
def test_court_games_only_in_political_conflicts_max_1_per_conflict():
    """Rules Reference "Play Restrictions" and "Max X per [period]"."""
    s = _court_games(p1_chars=("Matsu Berserker",), type="military",
                     characters=["Eager Scout", "Kaiu Envoy"], hand=["Court Games", "Fine Katana"])
    pass_until(s, lambda s: s.game.pending.player == 0)
    s.assert_not_legal("Court Games")
    s2 = _court_games()
    pass_until(s2, offered("Court Games"))
    s2.pick("Court Games")
    s2.pick("honor a participating")
    s2.pick("Doji Whisperer")
    pass_until(s2, lambda s: s.game.pending.player == 0)
    s2.assert_not_legal("Court Games")


@pytest.mark.ruling(57, "Court Games")
def test_court_games_ruling_choice_made_on_resolution_too_late_to_cancel():
    """Ruling (Court Games; also Shiba Yōjimbō's): the dishonored character is
    chosen while the effects resolve, so a cancel that needs a chosen
    Shugenja target (Shiba Yōjimbō) cannot be used."""
    s = _court_games(p1_chars=("Miya Mystic", "Shiba Yōjimbō"))
    pass_until(s, offered("Court Games"))
    s.pick("Court Games")
    s.pick("your opponent dishonors")
    d = s.game.pending
    assert d.player == 1 and d.context == "effect_choice"  # no cancel window offered Shiba Yōjimbō
    s.pick("Miya Mystic")
    assert s.card("Miya Mystic").status == -1


def test_court_games_app3_above_question_host_cannot_be_chosen_by_its_controller():
    """Appendix III (Above Question): played on an opponent's character, that
    player cannot choose it for their own events; if it is their only
    participant, Court Games' honoring option cannot be selected."""
    s = _court_games(characters=[dict(name="Doji Whisperer", attachments=["Above Question"])],
                     p1_chars=("Naive Student", "Bayushi Liar"))
    pass_until(s, offered("Court Games"))
    aq = s.card("Above Question")
    aq.owner = aq.controller = 1  # Above Question played by the opponent on Doji Whisperer
    s.pick("Court Games")
    assert s.game.pending.context != "select"  # only the dishonoring option remains
    assert s.game.pending.player == 1
    s.pick("Bayushi Liar")
    assert s.card("Doji Whisperer").status == 0 and s.card("Bayushi Liar").status == -1


# ------------------------------------------------------------------ For Shame!
def _for_shame(defender, type="political", attacker="Doji Whisperer", **p0):
    p0 = dict(dict(characters=[attacker], hand=["For Shame!", "Fine Katana"]), **p0)
    name = defender if isinstance(defender, str) else defender["name"]
    return at_conflict(p0, dict(characters=[defender]), type=type,
                       attackers=[attacker if isinstance(attacker, str) else attacker["name"]],
                       defenders=[name])


@pytest.mark.covers('For Shame!', 'a1:effect')
def test_for_shame_opponent_selects_bow_or_dishonor():
    """Rules Reference "Select": the opponent selects, after the dash, while the effect resolves."""
    s = _for_shame("Naive Student")
    pass_until(s, offered("For Shame!"))
    s.pick("For Shame!")
    s.pick("Naive Student")
    assert s.game.pending.player == 1 and s.game.pending.context == "select"
    s.pick("bow")
    student = s.card("Naive Student")
    assert student.bowed and student.status == 0


@pytest.mark.covers('For Shame!', 'a1:condition', 'a1:target')
def test_for_shame_needs_a_participating_courtier_and_a_target_it_can_affect():
    """Rules Reference "Play Restrictions" and "Target": a target must be one the effect could change."""
    s = _for_shame("Matsu Berserker", type="military", attacker="Eager Scout")  # a Bushi, no Courtier
    pass_until(s, lambda s: s.game.pending.player == 0)
    s.assert_not_legal("For Shame!")
    s2 = _for_shame(dict(name="Naive Student", bowed=True, status="dishonored"))
    pass_until(s2, lambda s: s.game.pending.player == 0)
    s2.assert_not_legal("For Shame!")  # its only possible target can be neither bowed nor dishonored


@pytest.mark.ruling(88, "For Shame!")
def test_for_shame_ruling_opponent_must_select_an_option_that_changes_the_game_state():
    """Ruling (For Shame!): a dishonored character cannot be "dishonored" again,
    so the opponent must bow it."""
    s = _for_shame(dict(name="Naive Student", status="dishonored"))
    pass_until(s, offered("For Shame!"))
    s.pick("For Shame!")
    s.pick("Naive Student")
    assert s.card("Naive Student").bowed  # no choice was offered
    assert s.game.pending is None or s.game.pending.context != "select"


@pytest.mark.ruling(36, "Borderlands Defender")
def test_for_shame_ruling_borderlands_defender_cannot_be_chosen_to_bow():
    """Ruling (Borderlands Defender): while it defends, For Shame! cannot bow
    it: the opponent must dishonor it."""
    s = _for_shame("Borderlands Defender", type="military")
    pass_until(s, offered("For Shame!"))
    s.pick("For Shame!")
    s.pick("Borderlands Defender")
    bd = s.card("Borderlands Defender")
    assert bd.status == -1 and not bd.bowed


# ------------------------------------------------------------------ Outwit / Rout
def _move_event(card_name, mine, theirs, type="political"):
    names = lambda cs: [c if isinstance(c, str) else c["name"] for c in cs]
    return at_conflict(dict(characters=list(mine), hand=[card_name, "Fine Katana"], fate=2),
                       dict(characters=list(theirs)), type=type, attackers=names(mine)[:1],
                       defenders=names(theirs))


@pytest.mark.covers('Outwit', 'a1:effect')
def test_outwit_moves_home_a_character_with_lower_political_than_your_courtier():
    """Rules Reference "Home, Move Home": the chosen character leaves the conflict ready."""
    s = _move_event("Outwit", ["Doji Whisperer"], ["Naive Student", "Kaiu Envoy"])  # 3 against 2 and 0
    pass_until(s, offered("Outwit"))
    s.pick("Outwit")
    s.pick("Naive Student")
    assert s.uid("Naive Student") not in s.state.conflict.defenders
    assert not s.card("Naive Student").bowed


@pytest.mark.covers('Outwit', 'a1:target')
def test_outwit_needs_strictly_lower_skill_than_a_participating_courtier():
    """Rules Reference "Target": equal skill is not lower; a Courtier at home does not count."""
    s = _move_event("Outwit", ["Bayushi Liar", "Doji Whisperer"], ["Naive Student", "Kakita Asami"])
    # Bayushi Liar (3) participates; Doji Whisperer (3) stays home; Kakita Asami has 3
    pass_until(s, offered("Outwit"))
    s.pick("Outwit")
    s.assert_legal("Naive Student")
    s.assert_not_legal("Kakita Asami")
    s2 = _move_event("Outwit", ["Kaiu Envoy", "Doji Whisperer"], ["Naive Student"])  # the Courtier is home
    pass_until(s2, lambda s: s.game.pending.player == 0)
    s2.assert_not_legal("Outwit")


@pytest.mark.ruling(174, "Outwit")
def test_outwit_ruling_dash_political_counts_as_zero():
    """Ruling (Outwit): a character with a dash for political skill can be chosen (the dash is 0)."""
    s = _move_event("Outwit", ["Naive Student"], ["Matsu Berserker"], type="military")
    pass_until(s, offered("Outwit"))
    s.pick("Outwit")
    s.pick("Matsu Berserker")
    assert s.state.conflict.defenders == []


@pytest.mark.ruling(175, "Outwit")
def test_outwit_ruling_a_bowed_courtier_still_has_its_skill():
    """Ruling (Outwit; also Duelist Training's): bowed characters keep their
    skill values for comparisons like Outwit's."""
    s = _move_event("Outwit", [dict(name="Doji Whisperer", bowed=True)], ["Naive Student"])
    pass_until(s, offered("Outwit"))
    s.pick("Outwit")
    s.pick("Naive Student")
    assert s.state.conflict.defenders == []


@pytest.mark.covers('Rout', 'a1:effect', 'a1:target')
def test_rout_moves_home_a_character_with_lower_military_than_your_bushi():
    """Rules Reference "Home, Move Home" and "Target"."""
    s = _move_event("Rout", ["Matsu Berserker"], ["Kaiu Envoy", "Serene Warrior"], type="military")
    pass_until(s, offered("Rout"))
    s.pick("Rout")
    s.assert_not_legal("Serene Warrior")  # 3 is not lower than 3
    s.pick("Kaiu Envoy")
    assert s.state.conflict.defenders == [s.uid("Serene Warrior")]


@pytest.mark.covers('Rout', 'a1:target')
def test_rout_needs_a_participating_bushi():
    """Rules Reference "Target": no participating Bushi, no eligible target."""
    s = _move_event("Rout", ["Doji Whisperer", "Matsu Berserker"], ["Kaiu Envoy"], type="military")
    pass_until(s, lambda s: s.game.pending.player == 0)
    s.assert_not_legal("Rout")  # the Bushi is at home; the Courtier attacks


@pytest.mark.ruling(186, "Rout")
def test_rout_ruling_dash_military_counts_as_zero():
    """Ruling (Rout): a character with a dash for military skill can be chosen."""
    s = _move_event("Rout", ["Kaiu Envoy"], ["Naive Student"])
    pass_until(s, offered("Rout"))
    s.pick("Rout")
    s.pick("Naive Student")
    assert s.state.conflict.defenders == []


@pytest.mark.ruling(187, "Rout")
def test_rout_ruling_a_bowed_bushi_still_has_its_skill():
    """Ruling (Rout; also Kakita Kaezin's, Mirumoto Raitsugu's): bowed
    characters keep their skill values."""
    s = _move_event("Rout", [dict(name="Matsu Berserker", bowed=True)], ["Kaiu Envoy"], type="military")
    pass_until(s, offered("Rout"))
    s.pick("Rout")
    s.pick("Kaiu Envoy")
    assert s.state.conflict.defenders == []


# ------------------------------------------------------------------ Spies at Court
def _spies(type="political", hand=("Spies at Court", "Spies at Court"), p1_hand=3):
    att = ["Doji Whisperer", "Bayushi Liar"] if type == "political" else ["Matsu Berserker"]
    return at_conflict(dict(characters=att, hand=list(hand)),
                       dict(characters=["Eager Scout"], hand=["Fine Katana"] * p1_hand),
                       type=type, attackers=att)


@pytest.mark.covers('Spies at Court', 'a1:effect', 'a1:trigger', 'a1:cost')
def test_spies_at_court_dishonor_your_participant_to_discard_2_random_cards():
    """Rules Reference "Cost": the dishonored participant is chosen and paid before the effect."""
    s = _spies()
    pass_until(s, offered("Spies at Court"))
    s.pick("Spies at Court")
    assert s.game.pending.context == "cost"
    s.pick("Bayushi Liar")
    st = s.state
    assert s.card("Bayushi Liar").status == -1 and s.card("Doji Whisperer").status == 0
    assert len(st.players[1].hand) == 1 and len(st.players[1].conflict_discard) == 2


@pytest.mark.covers('Spies at Court', 'a1:limit')
def test_spies_at_court_after_a_political_win_only_and_max_1_per_conflict():
    """Rules Reference "Reactions" (its triggering condition) and "Max X per [period]"."""
    s = _spies(type="military")
    pass_until(s, lambda s: s.game.pending is None or s.game.pending.context == "ring_effect")
    assert not any("Spies" in l for l in s.legal())
    s2 = _spies()
    pass_until(s2, offered("Spies at Court"))
    s2.pick("Spies at Court")
    s2.pick("Bayushi Liar")
    s2.assert_not_legal("Spies at Court")  # the second copy: max 1 per conflict


# ---------------------------------------------------------- revealed provinces: Elemental Fury, Night Raid, Rally
def _declare_at(province, attackers, type="military", ring="air", p0=None, p1=None, revealed=False):
    """Player 0 declares a conflict against player 1's slot-0 ``province``."""
    s = Scenario(first_player=0)
    p0 = dict(dict(characters=list(attackers), provinces=PLAIN, stronghold=KEEP), **(p0 or {}))
    p1 = dict(dict(characters=["Eager Scout"], stronghold=KEEP,
                   provinces=[dict(name=province, facedown=not revealed)] + PLAIN[1:]), **(p1 or {}))
    s.player(0, **p0)
    s.player(1, **p1)
    s.start("conflict")
    pass_until(s, ctx_is("declare_conflict"))
    s.declare(type, ring, province=0, attackers=list(attackers))
    return s


@pytest.mark.covers('Elemental Fury', 'a1:effect', 'a1:trigger')
def test_elemental_fury_switches_the_contested_ring_keeping_the_conflict_type():
    """Rules Reference "Switch" and "Rings": a contested or claimed ring cannot be chosen."""
    s = _declare_at("Elemental Fury", ["Matsu Berserker"], p1=dict(claimed_rings=["fire"]))
    assert s.game.pending.player == 1 and s.game.pending.context == "trigger"
    s.pick("Elemental Fury")
    s.assert_not_legal("air")  # the contested ring itself
    s.assert_not_legal("fire")  # claimed
    s.pick("switch with the water ring")
    st = s.state
    assert st.conflict.ring == "water" and st.conflict.type == "military"
    assert st.rings["water"].contested and not st.rings["air"].contested


@pytest.mark.ruling(72, "Elemental Fury")
def test_elemental_fury_ruling_the_attacker_takes_the_fate_on_the_new_ring():
    """Ruling (Elemental Fury): once the new ring is contested, the attacking player takes its fate."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], provinces=PLAIN, stronghold=KEEP, fate=0)
    s.player(1, characters=["Eager Scout"], stronghold=KEEP,
             provinces=[dict(name="Elemental Fury")] + PLAIN[1:])
    s.start("conflict")
    s.state.rings["void"].fate = 2
    pass_until(s, ctx_is("declare_conflict"))
    s.declare("military", "air", province=0, attackers=["Matsu Berserker"])
    s.pick("Elemental Fury")
    s.pick("switch with the void ring")
    assert s.state.players[0].fate == 2 and s.state.rings["void"].fate == 0


def test_elemental_fury_only_when_revealed():
    """Rules Reference "Reactions": attacking a faceup province reveals nothing."""
    s = _declare_at("Elemental Fury", ["Matsu Berserker"], revealed=True)
    assert s.game.pending.context != "trigger" or not any("Elemental Fury" in l for l in s.legal())
    assert s.state.conflict.ring == "air"


@pytest.mark.covers('Night Raid', 'a1:effect', 'a1:trigger')
def test_night_raid_attacker_discards_a_chosen_card_per_attacking_character():
    """Rules Reference "Ability": the opponent (the attacker) chooses the cards."""
    s = _declare_at("Night Raid", ["Matsu Berserker", "Eager Scout"],
                    p0=dict(hand=["Banzai!", "Fine Katana", "Charge!"]))
    s.pick("Night Raid")
    assert s.game.pending.player == 0  # the attacker chooses
    s.pick_many("Banzai!", "Charge!")
    st = s.state
    assert [s.state.cards[u].cid for u in st.players[0].hand] == ["01-fine-katana"]
    assert len(st.players[0].conflict_discard) == 2


def test_night_raid_not_when_attacked_faceup_and_only_what_the_hand_holds():
    """Rules Reference "Reactions" and "Discard": X larger than the hand discards the whole hand."""
    s = _declare_at("Night Raid", ["Matsu Berserker"], p0=dict(hand=["Banzai!"]), revealed=True)
    assert not any("Night Raid" in l for l in s.legal())
    assert len(s.state.players[0].hand) == 1
    s2 = _declare_at("Night Raid", ["Matsu Berserker", "Eager Scout"], p0=dict(hand=["Banzai!"]))
    s2.pick("Night Raid")  # X = 2 but only 1 card: it is discarded, no choice
    assert s2.state.players[0].hand == [] and len(s2.state.players[0].conflict_discard) == 1


@pytest.mark.covers('Rally to the Cause', 'a1:effect', 'a1:trigger')
def test_rally_to_the_cause_switches_the_conflict_type():
    """Rules Reference "Switch": the conflict keeps its ring."""
    s = _declare_at("Rally to the Cause", ["Doji Whisperer"])
    s.pick("Rally to the Cause")
    assert s.state.conflict.type == "political" and s.state.conflict.ring == "air"


def test_rally_to_the_cause_only_its_own_reveal():
    """Rules Reference "Reactions": no reveal, no reaction."""
    s = _declare_at("Rally to the Cause", ["Doji Whisperer"], revealed=True)
    assert not any("Rally" in l for l in s.legal())
    assert s.state.conflict.type == "military"


@pytest.mark.ruling(181, "Rally to the Cause")
def test_rally_to_the_cause_ruling_the_declared_type_is_what_counts_for_later_conflicts():
    """Ruling (Rally to the Cause): switching the type does not change which
    conflicts the attacker can still declare (the declared type was used)."""
    s = _declare_at("Rally to the Cause", ["Doji Whisperer"])
    s.pick("Rally to the Cause")
    assert s.state.players[0].conflicts_left == {"military": 0, "political": 1}


@pytest.mark.ruling(182, "Rally to the Cause")
def test_rally_to_the_cause_ruling_characters_that_cannot_participate_go_home_bowed():
    """Ruling (Rally to the Cause): after the switch, participants with a dash
    for the new type go home bowed."""
    s = _declare_at("Rally to the Cause", ["Doji Whisperer", "Matsu Berserker"])
    s.pick("Rally to the Cause")
    cf = s.state.conflict
    assert cf.attackers == [s.uid("Doji Whisperer")]
    assert s.card("Matsu Berserker").bowed and not s.card("Doji Whisperer").bowed


@pytest.mark.ruling(173, "Otomo Courtier")
def test_otomo_courtier_ruling_switched_to_military_it_goes_home_bowed():
    """Ruling (Otomo Courtier): if it ends up in a military conflict (type
    switched), it goes home bowed."""
    s = _declare_at("Rally to the Cause", ["Otomo Courtier", "Doji Whisperer"], type="political")
    s.pick("Rally to the Cause")
    assert s.state.conflict.type == "military"
    assert s.uid("Otomo Courtier") not in s.state.conflict.attackers and s.card("Otomo Courtier").bowed


@pytest.mark.ruling(193, "Seppun Guardsman")
def test_seppun_guardsman_ruling_switched_to_a_type_it_cannot_join_it_goes_home_bowed():
    """Ruling (Seppun Guardsman): if the switched conflict is one it cannot
    participate in (a dash for political skill), it goes home bowed."""
    s = _declare_at("Rally to the Cause", ["Seppun Guardsman", "Doji Whisperer"])
    s.pick("Rally to the Cause")
    assert s.uid("Seppun Guardsman") not in s.state.conflict.attackers and s.card("Seppun Guardsman").bowed


def _controlled_as_attacker(name):
    s = Scenario(first_player=0)
    own = "Doji Whisperer" if name == "Otomo Courtier" else "Matsu Berserker"
    s.player(0, characters=[own], hand=["Fine Katana"], provinces=PLAIN, stronghold=KEEP)
    s.player(1, characters=[name], provinces=PLAIN, stronghold=KEEP)
    s.favor(1, "military")
    s.conflict(attacker=0, type="political" if name == "Otomo Courtier" else "military", ring="air",
               attackers=[own], defenders=[name])
    s.start("3.2.2")
    s.apply(ev("take_control", card=s.uid(name), player=0))  # e.g. Blackmail
    return s


@pytest.mark.covers('Otomo Courtier', 'a1:effect')
@pytest.mark.ruling(173, "Otomo Courtier")
def test_otomo_courtier_ruling_attacking_the_imperial_favor_holder_it_goes_home_bowed():
    """Ruling (Otomo Courtier): participating as an attacker against the
    player who has the Imperial Favor (e.g. after Blackmail), it goes home bowed."""
    s = _controlled_as_attacker("Otomo Courtier")
    assert s.uid("Otomo Courtier") not in s.state.conflict.attackers
    assert s.card("Otomo Courtier").bowed


@pytest.mark.covers('Seppun Guardsman', 'a1:effect')
@pytest.mark.ruling(193, "Seppun Guardsman")
def test_seppun_guardsman_ruling_attacking_the_imperial_favor_holder_it_goes_home_bowed():
    """Ruling (Seppun Guardsman): as Otomo Courtier's."""
    s = _controlled_as_attacker("Seppun Guardsman")
    assert s.uid("Seppun Guardsman") not in s.state.conflict.attackers
    assert s.card("Seppun Guardsman").bowed


# ------------------------------------------------------------------ province actions
def _at_province(province, p0, p1, slot=0, type="military", attackers=("Matsu Berserker",), defenders=()):
    provs = list(PLAIN)
    provs[slot] = province
    p1 = dict(dict(provinces=provs), **p1)
    return at_conflict(p0, p1, type=type, province=0, attackers=attackers, defenders=defenders)


@pytest.mark.covers('Fertile Fields', 'a1:effect')
def test_fertile_fields_draws_1_card_during_a_conflict_there():
    """Rules Reference "Province Cards": the defender uses its province's action."""
    s = _at_province("Fertile Fields", dict(characters=["Matsu Berserker"]), dict(characters=["Eager Scout"]))
    assert s.game.pending.player == 1
    s.pick("Fertile Fields")
    assert len(s.state.players[1].hand) == 1


@pytest.mark.covers('Fertile Fields', 'a1:condition')
def test_fertile_fields_not_during_a_conflict_at_another_province():
    """Rules Reference "Play Restrictions": only during a conflict at this province."""
    s = _at_province(dict(name="Fertile Fields", facedown=False), dict(characters=["Matsu Berserker"]),
                     dict(characters=["Eager Scout"], hand=["Fine Katana"]), slot=1)
    assert s.game.pending.player == 1
    s.assert_not_legal("Fertile Fields")


@pytest.mark.covers('Manicured Garden', 'a1:effect')
def test_manicured_garden_gains_1_fate_during_a_conflict_there():
    """Rules Reference "Action": once per round by default."""
    s = _at_province("Manicured Garden", dict(characters=["Matsu Berserker"]), dict(characters=["Eager Scout"]))
    s.pick("Manicured Garden")
    assert s.state.players[1].fate == 1
    assert not any("Manicured Garden" in l for l in s.legal())  # once per round


@pytest.mark.covers('Manicured Garden', 'a1:condition')
def test_manicured_garden_not_during_a_conflict_at_another_province():
    """Rules Reference "Play Restrictions"."""
    s = _at_province(dict(name="Manicured Garden", facedown=False), dict(characters=["Matsu Berserker"]),
                     dict(characters=["Eager Scout"], hand=["Fine Katana"]), slot=2)
    s.assert_not_legal("Manicured Garden")


@pytest.mark.covers('Meditations on the Tao', 'a1:effect', 'a1:target')
def test_meditations_on_the_tao_removes_1_fate_from_an_attacking_character():
    """Rules Reference "Target": only attackers with fate can be chosen."""
    s = _at_province("Meditations on the Tao",
                     dict(characters=[dict(name="Matsu Berserker", fate=2), "Eager Scout"]),
                     dict(characters=[dict(name="Doji Whisperer", fate=1)]),
                     attackers=("Matsu Berserker", "Eager Scout"), defenders=("Doji Whisperer",))
    s.pick("Meditations on the Tao")
    s.assert_not_legal("Eager Scout")  # no fate to remove
    s.assert_not_legal("Doji Whisperer")  # defending
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").fate == 1 and s.card("Doji Whisperer").fate == 1


@pytest.mark.covers('Meditations on the Tao', 'a1:target')
def test_meditations_on_the_tao_needs_an_attacker_with_fate():
    """Rules Reference "Target": with no eligible target the ability cannot be initiated."""
    s = _at_province("Meditations on the Tao", dict(characters=["Matsu Berserker"]),
                     dict(characters=[dict(name="Doji Whisperer", fate=1)], hand=["Fine Katana"]))
    s.assert_not_legal("Meditations on the Tao")


@pytest.mark.covers('Shameful Display', 'a1:effect')
def test_shameful_display_honors_one_chosen_character_and_dishonors_the_other():
    """Appendix III (Shameful Display): which one is honored is decided on resolution."""
    s = _at_province("Shameful Display", dict(characters=["Matsu Berserker"]),
                     dict(characters=["Serene Warrior"]), defenders=("Serene Warrior",))
    s.pick("Shameful Display")
    s.pick_many("Matsu Berserker", "Serene Warrior")
    assert s.game.pending.context == "select" and s.game.pending.player == 1
    s.pick("Honor Serene Warrior, dishonor Matsu Berserker")
    assert s.card("Serene Warrior").status == 1 and s.card("Matsu Berserker").status == -1


@pytest.mark.covers('Shameful Display', 'a1:target')
@pytest.mark.ruling(194, "Shameful Display")
def test_shameful_display_ruling_needs_two_participants_it_could_honor_or_dishonor():
    """Ruling (Shameful Display): at least 2 participating characters that can
    be honored or dishonored are needed; and only at this province."""
    s = _at_province("Shameful Display", dict(characters=["Matsu Berserker"]),
                     dict(characters=["Serene Warrior"], hand=["Fine Katana"]))
    s.assert_not_legal("Shameful Display")  # only one participant
    s2 = _at_province(dict(name="Shameful Display", facedown=False), dict(characters=["Matsu Berserker"]),
                      dict(characters=["Serene Warrior"], hand=["Fine Katana"]), slot=1,
                      defenders=("Serene Warrior",))
    s2.assert_not_legal("Shameful Display")  # the conflict is at another province


@pytest.mark.ruling(195, "Shameful Display")
def test_shameful_display_app3_and_ruling_one_part_may_fail():
    """Appendix III / ruling (Shameful Display): honoring one character and
    failing to dishonor an already dishonored one still resolves; a pick must
    change something, so the option that changes nothing is not offered."""
    s = _at_province("Shameful Display", dict(characters=[dict(name="Matsu Berserker", status="dishonored")]),
                     dict(characters=[dict(name="Serene Warrior", status="honored")]),
                     defenders=("Serene Warrior",))
    s.pick("Shameful Display")
    s.pick_many("Matsu Berserker", "Serene Warrior")
    s.assert_not_legal("Honor Serene Warrior, dishonor Matsu Berserker")  # would change nothing
    s2 = _at_province("Shameful Display", dict(characters=[dict(name="Matsu Berserker", status="dishonored")]),
                      dict(characters=["Serene Warrior"]), defenders=("Serene Warrior",))
    s2.pick("Shameful Display")
    s2.pick_many("Matsu Berserker", "Serene Warrior")
    s2.pick("Honor Serene Warrior, dishonor Matsu Berserker")
    assert s2.card("Serene Warrior").status == 1 and s2.card("Matsu Berserker").status == -1


def _pilgrimage(attackers, p1=None, p0=None):
    p0 = dict(dict(characters=list(attackers)), **(p0 or {}))
    p1 = dict(dict(characters=[]), **(p1 or {}))
    s = _at_province("Pilgrimage", p0, p1, attackers=tuple(attackers))
    pass_until(s, lambda s: s.state.conflict is None or s.game.pending.context == "ring_effect")
    return s


@pytest.mark.covers('Pilgrimage', 'a1:effect')
def test_pilgrimage_cancels_the_ring_effect_of_a_conflict_there():
    """Rules Reference "Cancel" and 3.2.6: the ring effect is cancelled; 3.2.7 claims the ring as usual."""
    s = _pilgrimage(["Matsu Berserker"])  # 3 skill: the province (5) holds
    assert s.state.rings["air"].claimed_by == 0  # the ring is still claimed
    assert not s.card("Pilgrimage", 1).broken
    assert s.state.players[0].honor == 10  # no air ring effect
    assert any("ring effect is cancelled" in l for l in s.log)


def test_pilgrimage_broken_province_lets_the_ring_effect_resolve():
    """Rules Reference "Breaking a Province": a broken province's text is inactive."""
    s = _pilgrimage(["Matsu Berserker", "Serene Warrior"])  # 6 skill breaks it
    assert s.card("Pilgrimage", 1).broken
    assert s.game.pending.context == "ring_effect"


@pytest.mark.covers('Display of Power', 'a1:effect', 'a1:trigger')
@pytest.mark.ruling(178, "Pilgrimage")
def test_pilgrimage_ruling_cancels_ring_effects_from_card_effects_too_display_of_power():
    """Ruling (Pilgrimage) and Appendix III (Display of Power): Display of
    Power replaces the ring resolution, but Pilgrimage (unbroken) cancels the
    defender's ring effect; the defender still claims the ring."""
    s = _at_province("Pilgrimage", dict(characters=["Matsu Berserker"]),
                     dict(characters=[], hand=["Display of Power"], fate=2),
                     attackers=("Matsu Berserker",))
    pass_until(s, offered("Display of Power"))
    s.pick("Display of Power")
    pass_until(s, lambda s: s.state.conflict is None or s.game.pending.context == "ring_effect")
    assert s.game.pending is None or s.game.pending.context != "ring_effect"
    assert s.state.rings["air"].claimed_by == 1
    assert (s.state.players[0].honor, s.state.players[1].honor) == (10, 9)  # only the unopposed loss


def test_pilgrimage_rrg_constant_ability_no_element_to_choose_for_a_cancelled_ring_effect():
    """Rules Reference "Constant Abilities" and "Cancel": Pilgrimage is no
    triggered ability (nothing is used or ordered); the ring effect is
    cancelled as it would initiate, so the attacker with Seeker of Knowledge
    is not asked which of the ring's elements to resolve ("Ring Effects")."""
    provs = list(PLAIN)
    provs[0] = "Pilgrimage"
    s = at_conflict(dict(characters=["Seeker of Knowledge"]), dict(characters=[], provinces=provs),
                    type="political", ring="fire", attackers=("Seeker of Knowledge",))  # fire and air
    seen = []
    while s.state.conflict is not None and s.game.pending is not None:
        seen.append(s.game.pending.context)
        if any(o.id == "pass" for o in s.game.pending.options):
            s.pass_()
        else:
            s.pick(s.game.pending.options[-1].id)
    assert "ring_element" not in seen and "ring_effect" not in seen
    assert not any("uses Pilgrimage" in line for line in s.log)
    assert any("ring effect is cancelled" in line for line in s.log)
    assert s.state.rings["fire"].claimed_by == 0
    assert (s.state.players[0].honor, s.state.players[1].honor) == (10, 9)  # only the unopposed loss


def test_pilgrimage_rrg_blank_an_attacked_pilgrimage_blanked_by_cautious_scout_cancels_nothing():
    """Rules Reference "Blank" / "Constant Abilities": Cautious Scout attacking
    alone blanks the attacked province, so the ring effect resolves."""
    s = _pilgrimage(["Cautious Scout"])
    assert not s.card("Pilgrimage", 1).broken
    assert s.game.pending is not None and s.game.pending.context == "ring_effect"


@pytest.mark.covers('Pilgrimage', 'a1:condition')
def test_pilgrimage_only_during_conflicts_at_this_province():
    """Card text ("during conflicts at this province"): faceup at another
    province, it cancels nothing: that conflict's ring effect resolves."""
    s = _at_province(dict(name="Pilgrimage", facedown=False), dict(characters=["Matsu Berserker"]),
                     dict(characters=[]), slot=1)
    pass_until(s, lambda s: s.state.conflict is None or s.game.pending.context == "ring_effect")
    assert s.game.pending is not None and s.game.pending.context == "ring_effect"


# ------------------------------------------------------------------ holdings
def _holding(name, p0, p1=None, in_conflict=True):
    p0 = dict(p0)
    p0.setdefault("provinces", [dict(name=PLAIN[0], cards=[name])] + PLAIN[1:])
    p1 = p1 or dict(characters=["Eager Scout"])
    if not in_conflict:
        s = Scenario(first_player=0)
        s.player(0, stronghold=KEEP, **p0)
        s.player(1, provinces=PLAIN, stronghold=KEEP, **p1)
        s.start("conflict")
        return s
    return at_conflict(p0, p1, attackers=["Matsu Berserker"])


@pytest.mark.covers('Favorable Ground', 'a1:cost', 'a1:effect', 'a1:target')
def test_favorable_ground_sacrifice_to_move_a_character_into_the_conflict():
    """Rules Reference "Sacrifice", "Move", "Refill a Province"."""
    s = _holding("Favorable Ground", dict(characters=["Matsu Berserker", "Serene Warrior", "Bayushi Liar"]))
    pass_until(s, offered("Favorable Ground"))
    s.pick("Favorable Ground")
    assert s.card("Favorable Ground").zone == "dynasty_discard"  # sacrificed as the cost
    s.assert_not_legal("Bayushi Liar")  # a dash for military: cannot move to the conflict
    s.assert_legal("Matsu Berserker")  # participating: may move home
    s.pick("Serene Warrior")
    assert s.uid("Serene Warrior") in s.state.conflict.attackers
    slot0 = s.state.players[0].province_cards[0]
    assert len(slot0) == 1 and s.state.cards[slot0[0]].facedown  # the province refilled


@pytest.mark.covers('Favorable Ground', 'a1:effect', 'a1:condition')
def test_favorable_ground_moves_a_participant_home_and_only_during_a_conflict():
    """Rules Reference "Home, Move Home" and "Play Restrictions"."""
    s = _holding("Favorable Ground", dict(characters=["Matsu Berserker", "Serene Warrior"]))
    pass_until(s, offered("Favorable Ground"))
    s.pick("Favorable Ground")
    s.pick("Matsu Berserker")
    assert s.state.conflict is None or s.uid("Matsu Berserker") not in s.state.conflict.attackers
    assert not s.card("Matsu Berserker").bowed  # home before the conflict ended: not bowed by 3.2.8
    s2 = _holding("Favorable Ground", dict(characters=["Matsu Berserker"], hand=["Fine Katana"]),
                  in_conflict=False)
    s2.assert_legal("Fine Katana")
    s2.assert_not_legal("Favorable Ground")


@pytest.mark.covers('Favorable Ground', 'a1:target')
@pytest.mark.ruling(82, "Favorable Ground")
def test_favorable_ground_ruling_cannot_move_in_a_character_that_cannot_participate():
    """Ruling (Favorable Ground): not a character with a dash for the
    conflict's skill or barred by an ability (Pacifism in a military conflict)."""
    s = _holding("Favorable Ground", dict(characters=["Matsu Berserker", "Doji Whisperer",
                                                      dict(name="Serene Warrior", attachments=["Pacifism"])]))
    pass_until(s, offered("Favorable Ground"))
    s.pick("Favorable Ground")
    s.assert_legal("Doji Whisperer")
    s.assert_not_legal("Serene Warrior")


@pytest.mark.covers('Hiruma Yōjimbō', 'a1:effect')
@pytest.mark.ruling(104, "Hiruma Yōjimbō")
def test_favorable_ground_ruling_moves_hiruma_yojimbo_in_as_an_attacker():
    """Ruling (Hiruma Yōjimbō, RRG "3.2. Declare conflict"): he cannot be
    declared as an attacker, but a card effect can move him to the conflict on
    the attacking side."""
    s = _holding("Favorable Ground", dict(characters=["Matsu Berserker", "Hiruma Yōjimbō"]))
    pass_until(s, offered("Favorable Ground"))
    s.pick("Favorable Ground")
    s.pick("Hiruma Yōjimbō")
    assert s.uid("Hiruma Yōjimbō") in s.state.conflict.attackers


@pytest.mark.ruling(10, "Aggressive Moto")
def test_favorable_ground_ruling_moves_aggressive_moto_in_as_a_defender():
    """Ruling (Aggressive Moto, RRG 3.2.1): not declared as a defender, but a
    card effect can move it to the conflict on the defending side."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], provinces=PLAIN, stronghold=KEEP)
    s.player(1, characters=["Aggressive Moto"], stronghold=KEEP,
             provinces=[dict(name=PLAIN[0], cards=["Favorable Ground"])] + PLAIN[1:])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker"])
    s.start("3.2.2")
    s.pick("Favorable Ground")
    s.pick("Aggressive Moto")
    assert s.uid("Aggressive Moto") in s.state.conflict.defenders


@pytest.mark.covers('Imperial Storehouse', 'a1:effect', 'a1:cost')
def test_imperial_storehouse_sacrifice_to_draw_1_card():
    """Rules Reference "Sacrifice" (cost) and "Holding Cards"."""
    s = _holding("Imperial Storehouse", dict(characters=["Matsu Berserker"]), in_conflict=False)
    s.pick("Imperial Storehouse")
    assert len(s.state.players[0].hand) == 1
    assert s.card("Imperial Storehouse").zone == "dynasty_discard"


def test_imperial_storehouse_must_be_faceup_in_play():
    """Rules Reference "Facedown Cards": a facedown holding has no ability."""
    s = _holding("Imperial Storehouse", dict(characters=["Matsu Berserker"], hand=["Fine Katana"],
                                             provinces=[dict(name=PLAIN[0], cards=[dict(name="Imperial Storehouse",
                                                                                        facedown=True)])] + PLAIN[1:]),
                 in_conflict=False)
    s.assert_legal("Fine Katana")
    s.assert_not_legal("Imperial Storehouse")


# ------------------------------------------------------------------ characters
class _WithDiscard(Scenario):
    """A scenario whose players also start with cards in their dynasty discard pile."""

    discards: dict = {}

    def build(self):
        from l5r.lcg.abilities import prepare_game
        g = super().build()
        for p, names in self.discards.items():
            for n in names:
                c = self._new(g.state, n, p, "dynasty_discard")
                g.state.players[p].dynasty_discard.append(c.uid)
        prepare_game(g)
        return g


def _win_ring(ring, p0, p1=None, discards=None, attackers=("Doji Whisperer",)):
    """Player 0 wins an unopposed political conflict with the ``ring`` ring."""
    s = _WithDiscard(first_player=0)
    s.discards = discards or {}
    p0 = dict(p0)
    p0.setdefault("characters", list(attackers))
    p0.setdefault("provinces", PLAIN)
    s.player(0, stronghold=KEEP, **p0)
    s.player(1, provinces=PLAIN, stronghold=KEEP, **(p1 or {}))
    s.conflict(attacker=0, type="political", ring=ring, attackers=list(attackers))
    s.start("3.2.2")
    pass_until(s, lambda s: s.game.pending.context in ("ring_effect", "ring_element", "trigger"))
    return s


@pytest.mark.covers('Keeper Initiate', 'a1:effect', 'a1:trigger', 'a1:then')
def test_keeper_initiate_enters_play_from_the_discard_pile_with_1_fate():
    """Rules Reference "Play and Put into Play", "The Word 'Then'"."""
    s = _win_ring("air", dict(role="Keeper of Air"), discards={0: ["Keeper Initiate"]})
    assert s.game.pending.context == "ring_effect"
    s.pick("Gain 2 honor")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 0
    s.pick("Keeper Initiate")
    keeper = s.card("Keeper Initiate")
    assert keeper.zone == "play" and keeper.fate == 1
    assert not keeper.bowed  # put into play at home: not bowed when the conflict ends


@pytest.mark.covers('Keeper Initiate', 'a1:when')
def test_keeper_initiate_from_a_province_and_only_for_the_role_s_ring():
    """Rules Reference "Role Cards", "Refill a Province", "Reactions"."""
    s = _win_ring("air", dict(role="Keeper of Air",
                              provinces=[dict(name=PLAIN[0], cards=["Keeper Initiate"])] + PLAIN[1:]))
    s.pick("Gain 2 honor")
    s.pick("Keeper Initiate")
    assert s.card("Keeper Initiate").zone == "play" and s.card("Keeper Initiate").fate == 1
    assert len(s.state.players[0].province_cards[0]) == 1  # refilled
    s2 = _win_ring("fire", dict(role="Keeper of Air"), discards={0: ["Keeper Initiate"]})
    s2.pick("Do not resolve")
    assert not any("Keeper Initiate" in l for l in s2.legal())
    assert s2.card("Keeper Initiate").zone == "dynasty_discard"


@pytest.mark.ruling(139, "Keeper Initiate")
def test_keeper_initiate_ruling_reacts_to_the_claim_after_the_ring_effect():
    """Ruling (Keeper Initiate): the ring is claimed after its effect resolves,
    so the Initiate cannot be honored by that fire ring effect."""
    s = _win_ring("fire", dict(role="Keeper of Fire"), discards={0: ["Keeper Initiate"]})
    assert s.game.pending.context == "ring_effect"
    s.assert_not_legal("Keeper Initiate")  # not in play yet: no option to honor it
    s.pick("Honor Doji Whisperer")
    s.pick("Keeper Initiate")
    assert s.card("Keeper Initiate").zone == "play" and s.card("Keeper Initiate").status == 0


@pytest.mark.ruling(141, "Keeper Initiate")
def test_keeper_initiate_ruling_not_while_in_play():
    """Ruling (Keeper Initiate): the ability cannot be used while it is in play."""
    s = _win_ring("air", dict(role="Keeper of Air", characters=["Doji Whisperer", "Keeper Initiate"]))
    s.pick("Gain 2 honor")
    assert not any("Keeper Initiate" in l for l in s.legal())
    assert s.card("Keeper Initiate").fate == 0


@pytest.mark.ruling(140, "Keeper Initiate")
def test_keeper_initiate_ruling_not_for_an_element_gained_temporarily():
    """Rulings (Keeper Initiate; Seeker of Knowledge, Isawa Kaede): claiming a
    ring that only gained the role's element during the conflict does not count."""
    s = _win_ring("fire", dict(role="Keeper of Air", characters=["Doji Whisperer", "Seeker of Knowledge"]),
                  discards={0: ["Keeper Initiate"]}, attackers=("Doji Whisperer", "Seeker of Knowledge"))
    while s.game.pending.context != "trigger" and s.state.rings["fire"].claimed_by < 0:
        s.pick(s.game.pending.options[-1].id)  # decline the ring effects
    assert not any("Keeper Initiate" in l for l in s.legal())
    assert s.card("Keeper Initiate").zone == "dynasty_discard"


@pytest.mark.covers('Seeker Initiate', 'a1:effect', 'a1:trigger')
def test_seeker_initiate_searches_the_top_5_cards_for_one_and_shuffles():
    """Rules Reference "Search": only the top 5 are looked at; the deck is shuffled."""
    deck = ["Banzai!", "Charge!", "Outwit", "Rout", "Court Games", "For Shame!"]  # top = last
    s = _win_ring("water", dict(role="Seeker of Water", characters=["Doji Whisperer", "Seeker Initiate"],
                                conflict_deck=deck))
    s.pick("Do not resolve")
    s.pick("Seeker Initiate")
    s.assert_not_legal("Banzai!")  # sixth from the top
    s.pick_many("Outwit")
    st = s.state
    assert [title(s, u) for u in st.players[0].hand] == ["Outwit"]
    assert len(st.players[0].conflict_deck) == 5
    assert any("shuffles" in l for l in s.log)


@pytest.mark.covers('Seeker Initiate', 'a1:when')
def test_seeker_initiate_only_for_its_role_s_ring_and_only_in_play():
    """Rules Reference "Ability": a character's reaction works only in play."""
    s = _win_ring("air", dict(role="Seeker of Water", characters=["Doji Whisperer", "Seeker Initiate"]))
    s.pick("Do not resolve")
    assert not any("Seeker Initiate" in l for l in s.legal())
    s2 = _win_ring("water", dict(role="Seeker of Water"), discards={0: ["Seeker Initiate"]})
    s2.pick("Do not resolve")
    assert not any("Seeker Initiate" in l for l in s2.legal())


@pytest.mark.ruling(190, "Seeker Initiate")
def test_seeker_initiate_ruling_not_for_an_element_gained_temporarily():
    """Ruling (Seeker Initiate): a ring that gained the role's element for the
    conflict (Seeker of Knowledge) does not count."""
    s = _win_ring("fire", dict(role="Seeker of Air",
                               characters=["Doji Whisperer", "Seeker of Knowledge", "Seeker Initiate"]),
                  attackers=("Doji Whisperer", "Seeker of Knowledge"))
    while s.game.pending.context != "trigger" and s.state.rings["fire"].claimed_by < 0:
        s.pick(s.game.pending.options[-1].id)
    assert s.state.rings["fire"].claimed_by == 0
    assert not any("Seeker Initiate" in l for l in s.legal())


@pytest.mark.covers('Miya Mystic', 'a1:effect', 'a1:cost')
def test_miya_mystic_sacrifice_to_discard_an_attachment():
    """Rules Reference "Sacrifice" (paid as the cost) and "Attachment Cards"."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Miya Mystic"], stronghold=KEEP)
    s.player(1, characters=[dict(name="Matsu Berserker", attachments=["Fine Katana"])], stronghold=KEEP)
    s.start("conflict")
    s.pick("Miya Mystic")
    assert s.card("Miya Mystic").zone == "dynasty_discard"  # sacrificed as the cost
    s.pick("Fine Katana")
    assert s.card("Fine Katana").zone == "conflict_discard"
    assert s.card("Matsu Berserker").attachments == []


@pytest.mark.covers('Miya Mystic', 'a1:condition')
def test_miya_mystic_only_during_the_conflict_phase():
    """Rules Reference "Play Restrictions": "during the conflict phase"."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Miya Mystic", fate=3)], hand=["Fine Katana"], stronghold=KEEP)
    s.player(1, characters=[dict(name="Matsu Berserker", fate=3, attachments=["Fine Katana"])], stronghold=KEEP)
    s.start("draw")
    s.pick("1")
    s.pick("1")
    assert s.game.pending.context == "action"
    s.assert_legal("Fine Katana")
    s.assert_not_legal("Miya Mystic")


@pytest.mark.ruling(16, "Ancestral Daishō")
def test_miya_mystic_ruling_an_ancestral_attachment_it_discards_goes_to_the_discard_pile():
    """Rulings (Ancestral Daishō, Kitsuki's Method): an Ancestral attachment
    returns to hand only when its host leaves play; discarded by Miya Mystic,
    it goes to the discard pile."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Miya Mystic"], stronghold=KEEP)
    s.player(1, characters=[dict(name="Matsu Berserker", attachments=["Ancestral Daishō"])], stronghold=KEEP)
    s.start("conflict")
    s.pick("Miya Mystic")
    s.pick("Ancestral Daishō")
    assert s.card("Ancestral Daishō").zone == "conflict_discard"
    assert s.state.players[1].hand == []


@pytest.mark.covers('Wandering Ronin', 'a1:effect', 'a1:limit')
def test_wandering_ronin_remove_fate_for_plus_2_skills_twice_per_conflict():
    """Rules Reference "Limit X per [period]": twice per conflict."""
    s = at_conflict(dict(characters=[dict(name="Wandering Ronin", fate=3)], hand=["Fine Katana"]),
                    dict(characters=["Eager Scout"]), attackers=["Wandering Ronin"])
    pass_until(s, offered("Wandering Ronin"))
    s.pick("Wandering Ronin")
    assert (mil(s, "Wandering Ronin"), pol(s, "Wandering Ronin")) == (4, 4)
    assert s.card("Wandering Ronin").fate == 2
    pass_until(s, offered("Wandering Ronin"))
    s.pick("Wandering Ronin")
    assert mil(s, "Wandering Ronin") == 6 and s.card("Wandering Ronin").fate == 1
    pass_until(s, lambda s: s.game.pending.player == 0)
    s.assert_not_legal("Wandering Ronin")  # limit twice per conflict, though fate remains


@pytest.mark.covers('Wandering Ronin', 'a1:cost')
def test_wandering_ronin_needs_fate_to_remove():
    """Rules Reference "Cost": a cost that cannot be paid stops the ability."""
    s = at_conflict(dict(characters=["Wandering Ronin"], hand=["Fine Katana"]),
                    dict(characters=["Eager Scout"]), attackers=["Wandering Ronin"])
    pass_until(s, lambda s: s.game.pending.player == 0)
    s.assert_legal("Fine Katana")
    s.assert_not_legal("Wandering Ronin")


# ------------------------------------------------------------------ rulings on the lead's neutral cards
@pytest.mark.covers('Assassination', 'a1:cost')
@pytest.mark.ruling(20, "Assassination")
def test_assassination_ruling_its_honor_cost_stays_paid_when_cancelled():
    """Ruling (Assassination): losing 3 honor is its cost, paid before its
    effects can be cancelled (Voice of Honor)."""
    s = at_conflict(dict(characters=["Doji Whisperer"], hand=["Assassination"]),
                    dict(characters=[dict(name="Eager Scout", status="honored")], hand=["Voice of Honor"]),
                    attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    pass_until(s, offered("Assassination"))
    s.pick("Assassination")
    s.pick("Eager Scout")
    s.pick("Voice of Honor")
    assert s.card("Eager Scout").zone == "play"
    assert s.state.players[0].honor == 7


@pytest.mark.ruling(81, "Fallen in Battle")
def test_fallen_in_battle_ruling_played_after_the_result_is_fixed():
    """Ruling (Fallen in Battle): a reaction to winning comes after the skill
    difference is fixed: discarding the only defender does not make the
    conflict unopposed."""
    s = at_conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Fine Katana"]), "Serene Warrior"],
                         hand=["Fallen in Battle"], fate=1),
                    dict(characters=["Eager Scout"]), attackers=["Matsu Berserker", "Serene Warrior"],
                    defenders=["Eager Scout"])
    pass_until(s, offered("Fallen in Battle"))
    s.pick("Fallen in Battle")
    s.pick("Eager Scout")
    assert s.card("Eager Scout").zone == "dynasty_discard"
    pass_until(s, lambda s: s.state.conflict is None or s.game.pending.context == "ring_effect")
    assert s.state.players[1].honor == 10  # no honor lost for an unopposed conflict


@pytest.mark.ruling(53, "Cloud the Mind")
def test_cloud_the_mind_ruling_only_printed_text_is_blanked():
    """Ruling (Cloud the Mind): text gained from another source (Magnificent
    Kimono's Pride) is not blanked."""
    from l5r.lcg.model import has_keyword
    s = Scenario()
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Cloud the Mind", "Magnificent Kimono"])])
    s.player(1)
    g = s.build()
    assert has_keyword(g.state, s.card("Doji Whisperer"), "pride")


@pytest.mark.covers('Cloud the Mind', 'a1:play_restriction')
@pytest.mark.ruling(54, "Cloud the Mind")
def test_cloud_the_mind_ruling_needs_a_shugenja_in_play():
    """Ruling (Cloud the Mind): the Shugenja must be in play (not in a province)."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Cloud the Mind", "Fine Katana"], fate=3,
              provinces=[dict(name=PLAIN[0], cards=["Miya Mystic"])] + PLAIN[1:], stronghold=KEEP)
    s.player(1, characters=["Eager Scout"], stronghold=KEEP)
    s.start("conflict")
    s.assert_legal("Fine Katana")
    s.assert_not_legal("Cloud the Mind")
    s2 = Scenario(first_player=0)
    s2.player(0, characters=["Doji Whisperer", "Miya Mystic"], hand=["Cloud the Mind"], fate=3, stronghold=KEEP)
    s2.player(1, characters=["Eager Scout"], stronghold=KEEP)
    s2.start("conflict")
    s2.assert_legal("Cloud the Mind")


@pytest.mark.ruling(251, "Young Rumormonger")
def test_spies_at_court_ruling_cost_paid_when_young_rumormonger_redirects_the_dishonor():
    """Ruling (Young Rumormonger): giving the cost's dishonor to another
    character still pays Spies at Court's cost."""
    att = ["Doji Whisperer", "Bayushi Liar"]
    s = at_conflict(dict(characters=att + ["Young Rumormonger"], hand=["Spies at Court"]),
                    dict(characters=["Eager Scout"], hand=["Fine Katana"] * 3), type="political", attackers=att)
    pass_until(s, offered("Spies at Court"))
    s.pick("Spies at Court")
    s.pick("Doji Whisperer")
    assert s.game.pending.context == "trigger"
    s.pick("Young Rumormonger")
    s.pick("Bayushi Liar")
    assert s.card("Bayushi Liar").status == -1 and s.card("Doji Whisperer").status == 0
    assert len(s.state.players[1].hand) == 1


@pytest.mark.ruling(91, "Good Omen")
def test_good_omen_ruling_a_duel_bid_turns_the_dial():
    """Ruling (Good Omen): duels set the honor dials as draw-phase bids do, so
    Good Omen then compares the duel's bids."""
    s = at_conflict(dict(characters=["Kakita Kaezin"], hand=["Good Omen", "Fine Katana"], bid=3, fate=1),
                    dict(characters=["Serene Warrior"], bid=1), attackers=["Kakita Kaezin"],
                    defenders=["Serene Warrior"])
    pass_until(s, offered("Kakita Kaezin"))
    s.assert_not_legal("Good Omen")  # 3 against 1
    s.pick("Kakita Kaezin")
    while s.game.pending.context != "honor_bid":
        s.pick(s.game.pending.options[0].id)  # the opponent picks the duelist
    s.pick("1")
    s.pick("3")
    pass_until(s, lambda s: s.game.pending.player == 0 and s.game.pending.context == "conflict_action")
    assert (s.state.players[0].bid, s.state.players[1].bid) == (1, 3)
    s.assert_legal("Good Omen")


@pytest.mark.covers('Know the World', 'a1:effect')
@pytest.mark.ruling(148, "Know the World")
def test_keeper_and_seeker_initiate_ruling_know_the_world_is_no_claim():
    """Ruling (Know the World): putting a ring into your claimed pool by
    switching is not claiming it: Keeper and Seeker Initiate do not react."""
    s = _WithDiscard(first_player=0)
    s.discards = {0: ["Keeper Initiate"]}
    s.player(0, role="Keeper of Fire", characters=["Seeker Initiate"], hand=["Know the World"], fate=1,
             claimed_rings=["air"], stronghold=KEEP)
    s.player(1, stronghold=KEEP)
    s.start("conflict")
    s.pick("Know the World")
    s.pick("switch your air ring with the fire ring")
    assert s.state.rings["fire"].claimed_by == 0
    assert not any("Initiate" in l for l in s.legal())
    assert s.card("Keeper Initiate").zone == "dynasty_discard"


@pytest.mark.covers('Shiba Yōjimbō', 'a1:trigger')
@pytest.mark.ruling(201, "Shiba Yōjimbō")
def test_shameful_display_ruling_shiba_yojimbo_cancels_it_wholly():
    """Rulings (Shiba Yōjimbō, Finger of Jade): cancelling an ability that
    targets their character cancels all of it, even with two targets
    (Shameful Display): neither character changes."""
    s = _at_province("Shameful Display", dict(characters=["Miya Mystic", "Shiba Yōjimbō"]),
                     dict(characters=["Serene Warrior"]), attackers=("Miya Mystic",),
                     defenders=("Serene Warrior",))
    s.pick("Shameful Display")
    s.pick_many("Miya Mystic", "Serene Warrior")
    assert s.game.pending.player == 0 and s.game.pending.context == "trigger"
    s.pick("Shiba Yōjimbō")
    assert s.card("Miya Mystic").status == 0 and s.card("Serene Warrior").status == 0


# ------------------------------------------------------------------ focused clause tests (issue 10)
def never_offered(s, name):
    """Play the current conflict to its end, declining ring effects, checking
    that no decision ever offers ``name``."""
    steps = 0
    while s.state.conflict is not None and s.game.pending is not None:
        assert not any(name in label for label in s.legal()), s.legal()
        if s.game.pending.context == "ring_effect":
            s.pick("Do not resolve")
        else:
            s.pass_()
        steps += 1
        assert steps < 50
    assert s.state.conflict is None


def to_declaration(s, player=0):
    """Play on to ``player``'s next conflict declaration: the other player
    passes their opportunity, ring effects are not resolved."""
    for _ in range(60):
        d = s.game.pending
        assert d is not None
        if d.context == "declare_conflict" and d.player == player:
            return
        if d.context == "declare_conflict":
            s.pick("Pass this conflict opportunity")
        elif d.context == "ring_effect":
            s.pick("Do not resolve")
        else:
            s.pass_()
    raise AssertionError("no declaration came")


@pytest.mark.covers("Assassination", "a1:effect", "a1:target")
def test_assassination_discards_a_character_of_printed_cost_2_or_lower_of_either_player():
    """Card text ("lose 3 honor. Choose a character with printed cost 2 or
    lower - discard that character"): any player's character, participating
    or not; printed cost 3 is too much."""
    s = at_conflict(dict(characters=["Doji Whisperer", "Serene Warrior"], hand=["Assassination"]),
                    dict(characters=["Eager Scout", "Kakita Asami", "Naive Student"]),
                    type="political", attackers=["Doji Whisperer"], defenders=["Eager Scout"])
    pass_until(s, offered("Assassination"))
    s.pick("Assassination")
    s.assert_not_legal("Serene Warrior", context="target")  # printed cost 3
    s.assert_not_legal("Kakita Asami")  # printed cost 3
    s.assert_legal("Doji Whisperer")  # your own
    s.assert_legal("Naive Student")  # at home
    s.pick("Eager Scout")
    assert s.card("Eager Scout").zone == "dynasty_discard"
    assert s.state.players[0].honor == 7


@pytest.mark.covers("Assassination", "a1:condition")
def test_assassination_only_during_a_conflict():
    """Card text ("During a conflict"): not in the action window before any conflict."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Assassination", "Fine Katana"], fate=1)
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    s.assert_legal("Fine Katana", context="action", player=0)
    s.assert_not_legal("Assassination")


@pytest.mark.covers("Assassination", "a1:cost")
def test_assassination_cannot_be_played_with_less_than_3_honor():
    """Rules Reference "Costs": a cost that cannot be paid in full (lose 3
    honor with 2) stops the ability."""
    s = at_conflict(dict(characters=["Doji Whisperer"], hand=["Assassination", "Fine Katana"], honor=2),
                    dict(characters=["Eager Scout"]), type="political", attackers=["Doji Whisperer"])
    pass_until(s, lambda s: s.game.pending.player == 0)
    s.assert_legal("Fine Katana", context="conflict_action")
    s.assert_not_legal("Assassination")


@pytest.mark.covers("Assassination", "a1:limit")
def test_assassination_max_1_per_round_not_again_in_a_later_conflict():
    """Card text ("Max 1 per round"): a second copy is refused in the same
    conflict and in the player's next conflict of the round."""
    s = at_conflict(dict(characters=["Doji Whisperer", "Matsu Berserker"],
                         hand=["Assassination", "Assassination", "Fine Katana"]),
                    dict(characters=["Eager Scout", "Naive Student", "Kaiu Envoy"]),
                    type="political", attackers=["Doji Whisperer"])
    pass_until(s, offered("Assassination"))
    s.pick("Assassination")
    s.pick("Eager Scout")
    assert s.card("Eager Scout").zone == "dynasty_discard"
    pass_until(s, lambda s: s.game.pending.player == 0)
    s.assert_legal("Fine Katana", context="conflict_action")
    s.assert_not_legal("Assassination")
    to_declaration(s, 0)
    s.declare("military", "fire", province=1, attackers=["Matsu Berserker"])
    pass_until(s, lambda s: s.game.pending.player == 0 and s.game.pending.context == "conflict_action")
    s.assert_legal("Fine Katana")
    s.assert_not_legal("Assassination")
    assert s.card("Naive Student").zone == "play" and s.card("Kaiu Envoy").zone == "play"


@pytest.mark.covers("Banzai!", "a1:target")
def test_banzai_only_a_participating_character_of_either_side():
    """Card text ("choose a participating character"): an opposing
    participant may be chosen; a character at home may not."""
    s = at_conflict(dict(characters=["Matsu Berserker", "Kaiu Envoy"], hand=["Banzai!"]),
                    dict(characters=["Serene Warrior", "Naive Student"]),
                    attackers=["Matsu Berserker"], defenders=["Serene Warrior"])
    pass_until(s, offered("Banzai!"))
    s.pick("Banzai!")
    s.assert_legal("Serene Warrior", context="target")
    s.assert_legal("Matsu Berserker")
    s.assert_not_legal("Kaiu Envoy")
    s.assert_not_legal("Naive Student")


@pytest.mark.covers("Contingency Plan", "a1:limit")
def test_contingency_plan_limit_is_per_copy_a_second_copy_reacts_to_the_same_reveal():
    """Rules Reference "Limits and Max" (a triggered ability once per round,
    per copy: no "Max"): a second copy may be played after the same reveal."""
    s = _draw_phase(["Contingency Plan", "Contingency Plan"])
    s.pick("Contingency Plan")
    s.pick("increase")
    s.assert_legal("Contingency Plan", context="trigger", player=0)
    s.pick("Contingency Plan")
    s.pick("increase")
    assert bid_value(s.state, 0) == 4
    assert s.state.players[0].hand == [] or all(title(s, u) != "Contingency Plan" for u in s.state.players[0].hand)


# ---------------------------------------------------------- revealed provinces: their own reveal, once per round
REVEAL_REACTIONS = ["Elemental Fury", "Night Raid", "Rally to the Cause"]


@pytest.mark.covers("Elemental Fury", "a1:when")
@pytest.mark.covers("Night Raid", "a1:when")
@pytest.mark.covers("Rally to the Cause", "a1:when")
@pytest.mark.parametrize("province", REVEAL_REACTIONS)
def test_reveal_reaction_not_when_another_province_is_revealed(province):
    """Card text ("After this province is revealed"): revealing another of
    its controller's provinces does not trigger it, though it is faceup."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker", "Eager Scout"], hand=["Fine Katana", "Banzai!"],
              provinces=PLAIN, stronghold=KEEP)
    s.player(1, characters=["Kaiu Envoy"], stronghold=KEEP,
             provinces=[dict(name="Ancestral Lands"), dict(name=province, facedown=False), *PLAIN[2:]])
    s.start("conflict")
    pass_until(s, ctx_is("declare_conflict"))
    s.declare("military", "air", province=0, attackers=["Matsu Berserker", "Eager Scout"])
    assert not s.card("Ancestral Lands", 1).facedown  # revealed
    assert s.game.pending is not None
    assert not any(province in label for label in s.legal()), s.legal()
    cf = s.state.conflict
    assert (cf.type, cf.ring, len(s.state.players[0].hand)) == ("military", "air", 2)


def _reveal_twice(province):
    """Player 0 attacks ``province`` (facedown, player 1's slot 0) and player 1
    reacts to its reveal; after a conflict nobody wins, the province is
    facedown again (as a card effect could make it) and attacked again: the
    second reveal, the same round."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Eager Scout", "Doji Whisperer"], hand=["Fine Katana"] * 4, provinces=PLAIN,
              stronghold=KEEP)
    s.player(1, stronghold=KEEP, provinces=[dict(name=province), *PLAIN[1:]])
    s.start("conflict")
    pass_until(s, ctx_is("declare_conflict"))
    s.declare("military", "air", province=0, attackers=["Eager Scout"])  # 0 skill: nobody wins
    s.pick(province)
    d = s.game.pending
    if d.context == "select":
        s.pick("switch with the water ring")
    elif province == "Night Raid":
        s.pick("Fine Katana")  # one attacker: one card
    to_declaration(s, 0)
    prov = s.card(province, 1)
    assert not prov.broken
    prov.facedown = True
    hand = len(s.state.players[0].hand)
    s.declare("political", "fire", province=0, attackers=["Doji Whisperer"])
    assert not prov.facedown
    return s, hand


@pytest.mark.covers("Elemental Fury", "a1:limit")
@pytest.mark.covers("Night Raid", "a1:limit")
@pytest.mark.covers("Rally to the Cause", "a1:limit")
@pytest.mark.parametrize("province", REVEAL_REACTIONS)
def test_reveal_reaction_once_per_round_a_second_reveal_does_not_trigger_it(province):
    """Rules Reference "Limits and Max": a triggered ability with no printed
    limit is used once per round: a second reveal the same round offers no
    reaction, and the conflict keeps its ring, type and the attacker's hand."""
    s, hand = _reveal_twice(province)
    assert sum(f"uses {province}" in line for line in s.log) == 1
    assert s.game.pending is not None
    assert not any(province in label for label in s.legal()), s.legal()
    cf = s.state.conflict
    assert (cf.type, cf.ring, len(s.state.players[0].hand)) == ("political", "fire", hand)


# ------------------------------------------------------------------ Fallen in Battle
def _fallen(attackers, type="military", defenders=(), p1_chars=(), holder=0, hand=("Fallen in Battle",), home=()):
    mine = list(attackers) + list(home)
    p0 = dict(characters=mine, fate=2)
    p1 = dict(characters=list(defenders) + list(p1_chars), fate=2)
    (p0 if holder == 0 else p1)["hand"] = list(hand)
    return at_conflict(p0, p1, type=type, attackers=list(attackers), defenders=list(defenders))


@pytest.mark.covers("Fallen in Battle", "a1:effect", "a1:trigger", "a1:target")
def test_fallen_in_battle_after_winning_by_5_discards_a_participating_character():
    """Card text: after you win a military conflict by 5 or more skill (here
    exactly 5), choose a participating character (either side's; not one at
    home) and discard it."""
    s = _fallen(["Matsu Berserker", "Border Rider"], defenders=["Eager Scout"], p1_chars=["Naive Student"],
                home=["Kaiu Envoy"])
    pass_until(s, offered("Fallen in Battle"))
    assert s.game.pending.context == "trigger" and s.game.pending.player == 0
    assert "Player 1 wins the conflict 5-0" in s.log
    s.pick("Fallen in Battle")
    s.assert_legal("Eager Scout", context="target")
    s.assert_legal("Border Rider")  # your own participant
    s.assert_not_legal("Kaiu Envoy")  # at home
    s.assert_not_legal("Naive Student")  # at home
    s.pick("Eager Scout")
    assert s.card("Eager Scout").zone == "dynasty_discard"


@pytest.mark.covers("Fallen in Battle", "a1:when")
def test_fallen_in_battle_not_by_4_not_in_a_political_conflict_not_when_the_opponent_wins():
    """Card text ("After you win a [military] conflict by 5 or more skill"):
    a win by 4, a political win by 6, and the opponent's military win by 6
    do not trigger it."""
    s = _fallen(["Matsu Berserker", "Kaiu Envoy"])  # 4-0
    never_offered(s, "Fallen in Battle")
    assert "Player 1 wins the conflict 4-0" in s.log
    s2 = _fallen(["Doji Whisperer", "Bayushi Liar"], type="political")  # 6-0
    never_offered(s2, "Fallen in Battle")
    assert "Player 1 wins the conflict 6-0" in s2.log
    s3 = _fallen(["Matsu Berserker", "Serene Warrior"], defenders=["Eager Scout"], holder=1)  # 6-0, against you
    never_offered(s3, "Fallen in Battle")
    assert "Player 1 wins the conflict 6-0" in s3.log
    assert all(len(x.state.players[h].hand) == 1 for x, h in ((s, 0), (s2, 0), (s3, 1)))


@pytest.mark.covers("Fallen in Battle", "a1:limit")
def test_fallen_in_battle_max_1_per_conflict_a_second_copy_is_refused():
    """Card text ("Max 1 per conflict"): after one copy, a second copy is not
    offered in the same window, though a participant is left."""
    s = _fallen(["Matsu Berserker", "Serene Warrior"], defenders=["Eager Scout"], p1_chars=["Kaiu Envoy"],
                hand=("Fallen in Battle", "Fallen in Battle"))
    pass_until(s, offered("Fallen in Battle"))
    s.pick("Fallen in Battle")
    s.pick("Eager Scout")
    never_offered(s, "Fallen in Battle")
    assert len(s.state.players[0].hand) == 1


# ------------------------------------------------------------------ province actions: only at this province
AT_THIS_PROVINCE = ["Fertile Fields", "Manicured Garden", "Meditations on the Tao", "Shameful Display"]


@pytest.mark.covers("Fertile Fields", "a1:condition")
@pytest.mark.covers("Manicured Garden", "a1:condition")
@pytest.mark.covers("Meditations on the Tao", "a1:condition")
@pytest.mark.covers("Shameful Display", "a1:condition")
@pytest.mark.parametrize("province", AT_THIS_PROVINCE)
def test_province_action_not_during_a_conflict_at_another_province_though_faceup(province):
    """Card text ("During a conflict at this province"): faceup, with a
    conflict on (and an attacker with fate, two participants) at another
    province, its action is not offered."""
    s = _at_province(dict(name=province, facedown=False), dict(characters=[dict(name="Matsu Berserker", fate=1)]),
                     dict(characters=["Serene Warrior"], hand=["Fine Katana"]), slot=1,
                     defenders=("Serene Warrior",))
    assert s.state.conflict.province != s.uid(province, 1)
    s.assert_legal("Fine Katana", context="conflict_action", player=1)
    s.assert_not_legal(province)


# ------------------------------------------------------------------ Keeper and Seeker Initiate limits
@pytest.mark.covers("Keeper Initiate", "a1:limit")
def test_keeper_initiate_limit_is_per_copy_two_copies_react_to_the_same_claim():
    """Rules Reference "Limits and Max" (once per round per copy; no "Max"):
    each copy in the discard pile may react to the one claim. (The same copy
    cannot meet the condition twice: it enters play when used.)"""
    s = _win_ring("air", dict(role="Keeper of Air"), discards={0: ["Keeper Initiate", "Keeper Initiate"]})
    s.pick("Gain 2 honor")
    s.pick("Keeper Initiate")
    s.assert_legal("Keeper Initiate", context="trigger", player=0)
    s.pick("Keeper Initiate")
    st = s.state
    keepers = [c for c in st.cards if c.cid == s.card("Keeper Initiate").cid]
    assert [(c.zone, c.fate) for c in keepers] == [("play", 1), ("play", 1)]


@pytest.mark.covers("Seeker Initiate", "a1:limit")
def test_seeker_initiate_once_per_round_a_second_claim_of_its_ring_does_not_trigger():
    """Rules Reference "Limits and Max" (a triggered ability once per round):
    the water ring back in the unclaimed pool (as Know the World could put it)
    and claimed again the same round, the Initiate is not offered again."""
    deck = ["Banzai!", "Charge!", "Outwit", "Rout", "Court Games", "For Shame!"]
    s = _win_ring("water", dict(role="Seeker of Water", characters=["Doji Whisperer", "Seeker Initiate", "Kaiu Envoy"],
                                conflict_deck=deck))
    s.pick("Do not resolve")
    s.pick("Seeker Initiate")
    assert s.state.rings["water"].claimed_by == 0
    s.state.rings["water"].claimed_by = -1  # returned before the next declaration is asked
    s.pick_many("Outwit")
    to_declaration(s, 0)
    s.declare("military", "water", province=1, attackers=["Kaiu Envoy"])
    steps = 0
    while s.state.rings["water"].claimed_by < 0:
        s.pick("Do not resolve") if s.game.pending.context == "ring_effect" else s.pass_()
        steps += 1
        assert steps < 30
    assert s.state.rings["water"].claimed_by == 0  # claimed again
    assert s.game.pending is not None
    assert s.game.pending.context != "trigger" or not any("Seeker Initiate" in label for label in s.legal())
    assert len(s.state.players[0].hand) == 1


# ------------------------------------------------------------------ Miya Mystic, Spies at Court, Wandering Ronin
@pytest.mark.covers("Miya Mystic", "a1:target")
def test_miya_mystic_any_attachment_your_own_too_but_no_character():
    """Card text ("Choose an attachment"): either player's attachment; a
    character is no target."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Miya Mystic", dict(name="Doji Whisperer", attachments=["Ornate Fan"])], stronghold=KEEP)
    s.player(1, characters=[dict(name="Matsu Berserker", attachments=["Fine Katana"])], stronghold=KEEP)
    s.start("conflict")
    s.pick("Miya Mystic")
    s.assert_legal("Ornate Fan", context="target", player=0)
    s.assert_legal("Fine Katana")
    s.assert_not_legal("Matsu Berserker")
    s.assert_not_legal("Doji Whisperer")
    s.pick("Ornate Fan")
    assert s.card("Ornate Fan").zone == "conflict_discard"
    assert s.card("Fine Katana").zone == "attached"


@pytest.mark.covers("Spies at Court", "a1:when")
def test_spies_at_court_not_after_a_military_win_nor_the_opponents_political_win():
    """Card text ("After you win a [political] conflict"): winning a military
    conflict, or the opponent winning a political one, does not trigger it."""
    s = _spies(type="military")
    never_offered(s, "Spies at Court")
    assert "Player 1 wins the conflict 3-0" in s.log
    assert len(s.state.players[1].hand) == 3
    att = ["Doji Whisperer", "Bayushi Liar"]
    s2 = at_conflict(dict(characters=att, hand=["Fine Katana"] * 3),
                     dict(characters=["Naive Student"], hand=["Spies at Court"]), type="political",
                     attackers=att, defenders=["Naive Student"])
    never_offered(s2, "Spies at Court")
    assert "Player 1 wins the conflict 6-2" in s2.log
    assert len(s2.state.players[0].hand) == 3 and s2.card("Naive Student").status == 0


@pytest.mark.covers("Wandering Ronin", "a1:condition")
def test_wandering_ronin_only_during_a_conflict():
    """Card text ("During a conflict"): not before any conflict, though it has fate."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Wandering Ronin", fate=2)], hand=["Fine Katana"], stronghold=KEEP)
    s.player(1, characters=["Eager Scout"], stronghold=KEEP)
    s.start("conflict")
    s.assert_legal("Fine Katana", context="action", player=0)
    s.assert_not_legal("Wandering Ronin")


# ------------------------------------------------------------------ "During a conflict", of either type
# Banzai!, Outwit, Rout: dropping the condition alone is unobservable, as each
# target needs a conflict (a participating character to choose, or a
# participating character of yours to compare with); narrowing it to one
# conflict type fails the tests below.
@pytest.mark.covers("Banzai!", "a1:condition")
def test_banzai_card_during_a_conflict_of_either_type():
    """Card text ("During a conflict", no type): playable in a political
    conflict as in a military one (outside a conflict, see
    test_banzai_needs_a_conflict)."""
    for type_ in ("political", "military"):
        s = at_conflict(dict(characters=["Matsu Berserker"], hand=["Banzai!"]), dict(characters=["Doji Whisperer"]),
                        type=type_, attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])
        pass_until(s, offered("Banzai!"))
        s.pick("Banzai!")
        s.pick("Matsu Berserker")
        s.pick("Do not lose honor")
        assert mil(s, "Matsu Berserker") == 3 + 2, type_


@pytest.mark.covers("Outwit", "a1:condition")
@pytest.mark.covers("Rout", "a1:condition")
def test_outwit_and_rout_not_outside_a_conflict():
    """Card text ("During a conflict"): with a Courtier and a Bushi of yours
    more skilled than the opponent's character, neither is offered outside a
    conflict (Rules Reference "Play Restrictions and Permissions")."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer", "Matsu Berserker"], hand=["Outwit", "Rout", "Fine Katana"], fate=3,
             stronghold=KEEP, provinces=PLAIN)
    s.player(1, characters=["Naive Student", "Kaiu Envoy"], stronghold=KEEP, provinces=PLAIN)
    s.start("conflict")
    s.assert_legal("Fine Katana", context="action", player=0)
    s.assert_not_legal("Outwit")
    s.assert_not_legal("Rout")


@pytest.mark.covers("Outwit", "a1:condition")
@pytest.mark.covers("Rout", "a1:condition")
def test_outwit_and_rout_during_a_conflict_of_either_type():
    """Card text ("During a conflict", no type): each is playable in a
    political conflict as in a military one and sends the weaker character
    home (the skill compared is the card's, not the conflict's)."""
    for card, mine, theirs in (("Outwit", "Doji Whisperer", "Naive Student"),
                               ("Rout", "Matsu Berserker", "Kaiu Envoy")):
        for type_ in ("political", "military"):
            s = _move_event(card, [mine], [theirs], type=type_)
            pass_until(s, offered(card))
            s.pick(card)
            s.pick(theirs)
            assert s.state.conflict.defenders == [], (card, type_)
