"""Scorpion clan cards of the Core Set (src/l5r/lcg/cards/scorpion.py): each
card's effect, a restriction (condition, limit, target rule or cost) and
every 2017 ruling about it (Rules Reference sections cited per test)."""

import pytest

from l5r.engine.decision import IllegalAnswer
from l5r.lcg.abilities import action_options
from l5r.lcg.game import RULES
from l5r.lcg.actions import ev
from l5r.lcg.model import skill
from l5r.lcg.phases import bid_value
from l5r.lcg.vocab import uses_left
from l5r.testing import Scenario

# provinces and strongholds with no ability usable in these tests (equal honor:
# City of the Open Hand is not usable), so windows stay quiet
SAFE = ["Ancestral Lands", "Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands"]
CITY = "City of the Open Hand"


def conflict(p0_chars, p1_chars, *, type="military", ring="air", attackers=(), defenders=(),
             province=0, p0=None, p1=None):
    """Player 0 attacks player 1 (provinces :data:`SAFE`, both strongholds :data:`CITY`)."""
    s = Scenario(first_player=0)
    s.player(0, **dict({"characters": list(p0_chars), "stronghold": CITY, "provinces": SAFE}, **(p0 or {})))
    s.player(1, **dict({"characters": list(p1_chars), "stronghold": CITY, "provinces": SAFE}, **(p1 or {})))
    s.conflict(attacker=0, type=type, ring=ring, province=province, attackers=list(attackers),
               defenders=list(defenders))
    return s


def offered(g, player, label):
    """Is an action with this label among ``player``'s action options now?"""
    return any(label in o.label for o in action_options(g, player))


def until(s, context, player=None):
    """Pass until a decision of this context (and player) is pending."""
    while s.game.pending is not None and (s.game.pending.context != context or
                                          player is not None and s.game.pending.player != player):
        s.pass_()
    assert s.game.pending is not None, f"no {context} decision came"


def act(s, player, label):
    """In an action window, pass until ``player`` may act, then pick ``label``."""
    for _ in range(6):
        d = s.game.pending
        if d.player == player and any(label in o.label for o in d.options):
            s.pick(label)
            return
        s.pass_()
    raise AssertionError(f"{label!r} never offered to player {player}: {s.legal()}")


def start_with(s, at, setup):
    """Start at ``at`` after ``setup()`` adjusts the freshly built position."""
    build = s.build

    def build_then_setup():
        g = build()
        setup()
        return g
    s.build = build_then_setup
    return s.start(at)


def move_attachment(s, att, host):
    """Put attachment ``att`` (keeping its controller) on character ``host``."""
    from l5r.lcg.model import place
    a = s.card(att)
    place(s.state, a, "attached", player=a.controller, host=s.uid(host))


def to_discard(s, name, player):
    """Put a card of ``player`` (out of their decks) into its discard pile."""
    from l5r.lcg.model import discard_zone, place
    try:
        c = s.card(name, player, zone="dynasty_deck")
    except KeyError:
        c = s.card(name, player, zone="conflict_deck")
    place(s.state, c, discard_zone(c))
    return c


def trigger_offered(s, name):
    """Is a trigger decision pending that offers an ability of card ``name``?"""
    d = s.game.pending
    return d is not None and d.context == "trigger" and any(name in o.label for o in d.options)


def frame_event(s, name):
    """The first pending event of this name on the stack."""
    for fr in s.state.stack:
        if fr.get("step") == "events":
            for e in fr["events"]:
                if e["name"] == name:
                    return e
    return None


# ------------------------------------------------------------------ Adept of Shadows
@pytest.mark.covers("Adept of Shadows", "a1:effect", "a1:cost")
def test_adept_of_shadows_loses_1_honor_to_return_to_hand():
    """Rules Reference "Cost" (lose 1 honor, paid first) and "Leaves Play"."""
    s = conflict(["Adept of Shadows"], ["Eager Scout"], attackers=["Adept of Shadows"])
    s.start("3.2.2")
    adept = s.card("Adept of Shadows")
    s.pick("Adept of Shadows")
    assert adept.zone == "hand" and adept.uid in s.state.players[0].hand
    assert s.state.players[0].honor == 9
    assert s.state.conflict.attackers == []


@pytest.mark.covers("Adept of Shadows", "a1:cost")
def test_adept_of_shadows_needs_1_honor_to_pay():
    """Rules Reference "Cost": a player with no honor cannot lose 1 honor, so the
    ability cannot be initiated (checked on a built position, before any victory check)."""
    s = conflict(["Adept of Shadows"], ["Eager Scout"], attackers=["Adept of Shadows"],
                 p0={"honor": 0}, p1={"honor": 0})
    g = s.build()
    assert not offered(g, 0, "Adept of Shadows")
    g.state.players[0].honor = 1
    assert offered(g, 0, "Adept of Shadows")


@pytest.mark.ruling(4, "Adept of Shadows")
def test_adept_of_shadows_ruling_new_instance_can_use_again():
    """Ruling (RRG "Limit X per [period]"): back in hand and played again, it is a
    new instance with no memory of its use this round."""
    s = conflict(["Adept of Shadows"], ["Eager Scout"], attackers=["Adept of Shadows"],
                 p0={"fate": 5})
    s.start("3.2.2")
    s.pick("Adept of Shadows")
    act(s, 0, "Play Adept of Shadows from hand")
    s.pick("Into the conflict")
    until(s, "additional_fate")
    s.pick("0 fate")
    act(s, 0, "Adept of Shadows: lose 1 honor")
    assert s.card("Adept of Shadows").zone == "hand"
    assert s.state.players[0].honor == 8


@pytest.mark.ruling(5, "Adept of Shadows")
def test_adept_of_shadows_ruling_taken_control_goes_to_owners_hand():
    """Ruling (RRG "Control and Ownership"): an Adept of Shadows whose control was
    taken (Blackmail) returns to its owner's hand. (The ruling's other example,
    Shosuro Actress, cannot take it: Adept of Shadows is a Shinobi.)"""
    s = conflict(["Doji Whisperer"], ["Adept of Shadows"], attackers=["Doji Whisperer"],
                 defenders=["Adept of Shadows"], p0={"hand": ["Blackmail"], "fate": 3, "honor": 8})
    s.start("3.2.2")
    adept = s.card("Adept of Shadows")
    act(s, 0, "Blackmail")
    s.pick("Adept of Shadows")
    assert adept.controller == 0 and adept.uid in s.state.conflict.attackers
    act(s, 0, "Adept of Shadows: lose 1 honor")
    assert adept.zone == "hand" and adept.uid in s.state.players[1].hand
    assert s.state.players[0].honor == 7  # the player who used it paid


# ------------------------------------------------------------------ Ambush
def _ambush(hand, province_cards, fate=3):
    provs = [dict(name=n, cards=[c]) for n, c in zip(SAFE, province_cards)] + SAFE[len(province_cards):]
    return conflict(["Doji Whisperer"], ["Eager Scout"], attackers=["Doji Whisperer"],
                    p0={"hand": ["Ambush"] + hand, "fate": fate, "provinces": provs})


@pytest.mark.covers("Ambush", "a1:effect")
def test_ambush_puts_two_scorpion_characters_into_the_conflict():
    """Rules Reference "Play and Put into Play" (no cost) and "Refill a Province"."""
    s = _ambush(["Adept of Shadows"], ["Bayushi Yunako"])
    s.start("3.2.2")
    act(s, 0, "Ambush")
    s.pick_many("Bayushi Yunako", "Adept of Shadows")
    cf = s.state.conflict
    yunako, adept = s.card("Bayushi Yunako"), s.card("Adept of Shadows")
    assert yunako.uid in cf.attackers and adept.uid in cf.attackers
    assert s.state.players[0].fate == 0  # only Ambush's 3 fate was paid
    assert len(s.state.players[0].province_cards[0]) == 1  # the province refilled
    assert s.card("Ambush").zone == "conflict_discard"


@pytest.mark.covers("Ambush", "a1:target")
def test_ambush_total_printed_cost_6_or_lower_and_scorpion_only():
    """Ambush's target rule: Scorpion characters only, total printed cost 6 or
    lower (an answer above 6 is illegal: Rules Reference "Target")."""
    s = _ambush(["Unassuming Yōjimbō", "Doji Challenger"], ["Bayushi Yunako"])
    s.start("3.2.2")
    act(s, 0, "Ambush")
    s.assert_not_legal("Doji Challenger")  # not Scorpion
    with pytest.raises(IllegalAnswer):
        s.pick_many("Bayushi Yunako", "Unassuming Yōjimbō")  # 4 + 3 = 7
    s.pick_many("Unassuming Yōjimbō")
    assert s.card("Unassuming Yōjimbō").uid in s.state.conflict.attackers
    assert s.card("Bayushi Yunako").zone == "in_province"


@pytest.mark.ruling(15, "Ambush")
def test_ambush_ruling_characters_chosen_before_the_cancel_window():
    """Ruling: the characters are chosen (revealed) before the opponent may cancel
    the event -- they are its targets when its effects initiate (Rules Reference
    "Initiating Abilities / Playing Cards", steps 5-6)."""
    s = _ambush(["Adept of Shadows"], [])
    s.player(1, characters=["Eager Scout", "Doji Whisperer"], hand=["Forged Edict"])
    s.start("3.2.2")
    act(s, 0, "Ambush")
    s.pick_many("Adept of Shadows")
    assert s.game.pending.player == 1 and "Forged Edict" in " ".join(s.legal())
    assert frame_event(s, "effects_initiate")["targets"] == [s.uid("Adept of Shadows")]
    s.pick("Forged Edict")
    s.pick("Doji Whisperer")  # the Courtier dishonored to pay
    assert s.card("Adept of Shadows").zone == "hand"  # cancelled: it stays in hand


@pytest.mark.covers("Ambush", "a1:condition")
def test_ambush_only_during_a_conflict():
    """Card text: "during a conflict" -- before any conflict is declared it is
    not offered, with the same characters in hand and province (Rules Reference
    "Play Restrictions and Permissions")."""
    s = _ambush(["Adept of Shadows"], ["Bayushi Yunako"])
    assert offered(s.build(), 0, "Ambush")  # in the conflict
    s2 = Scenario(first_player=0)  # the same cards, no conflict declared
    s2.player(0, characters=["Doji Whisperer"], hand=["Ambush", "Adept of Shadows"], fate=3, stronghold=CITY,
              provinces=[dict(name=SAFE[0], cards=["Bayushi Yunako"])] + SAFE[1:])
    s2.player(1, characters=["Eager Scout"], stronghold=CITY, provinces=SAFE)
    assert not offered(s2.build(), 0, "Ambush")


@pytest.mark.covers("Ambush", "a1:target")
def test_ambush_only_your_own_hand_and_provinces():
    """Card text: Scorpion characters from *your* hand and/or provinces -- not
    the opponent's Scorpion characters in their provinces (Rules Reference "Target")."""
    s = _ambush(["Adept of Shadows"], [])
    s.player(1, provinces=[dict(name=SAFE[0], cards=["Bayushi Yunako"])] + SAFE[1:])
    s.start("3.2.2")
    act(s, 0, "Ambush")
    s.assert_legal("Adept of Shadows", context="target")
    s.assert_not_legal("Bayushi Yunako", context="target")


# ------------------------------------------------------------------ Bayushi Manipulator
@pytest.mark.covers("Bayushi Manipulator", "a1:effect", "a1:trigger")
def test_bayushi_manipulator_raises_the_bid_value_by_1():
    """Rules Reference "Bid Value" and 2.4/2.5: the modified value is used for
    the honor transfer and the draw."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Bayushi Manipulator"], stronghold=CITY, provinces=SAFE)
    s.player(1, stronghold=CITY, provinces=SAFE)
    s.start("draw")
    s.pick("bid 2")
    s.pick("bid 2")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 0
    s.pick("Bayushi Manipulator")
    st = s.state
    assert (st.players[0].honor, st.players[1].honor) == (9, 11)  # bid 3 against 2
    assert (len(st.players[0].hand), len(st.players[1].hand)) == (3, 2)


@pytest.mark.ruling(24, "Bayushi Manipulator")
def test_bayushi_manipulator_ruling_dial_not_adjusted_and_once_per_round():
    """Ruling (RRG "Bid Value"): only the current bid is modified; the dial
    stays. A reaction is usable once per round by default (a duel bid later
    this round offers it no more)."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Bayushi Manipulator"], stronghold=CITY, provinces=SAFE)
    s.player(1, stronghold=CITY, provinces=SAFE)
    s.start("draw")
    s.pick("bid 1")
    s.pick("bid 4")
    s.pick("Bayushi Manipulator")
    assert s.state.players[0].bid == 1 and bid_value(s.state, 0) == 2
    ab = RULES.cards["01-bayushi-manipulator"].abilities[0]
    assert not uses_left(s.game, 0, s.uid("Bayushi Manipulator"), 0, ab.limit)


def _two_duels():
    """Player 0 (Bayushi Manipulator at home) attacks with Mirumoto Raitsugu and a
    Hida Guardian with Duelist Training: two duels, two bids, in one round."""
    return conflict(["Bayushi Manipulator", "Mirumoto Raitsugu",
                     dict(name="Hida Guardian", attachments=["Duelist Training"])],
                    [dict(name="Doji Challenger", fate=2)], attackers=["Mirumoto Raitsugu", "Hida Guardian"],
                    defenders=["Doji Challenger"], p0={"hand": ["Fine Katana"]})  # keeps the window open


@pytest.mark.covers("Bayushi Manipulator", "a1:trigger", "a1:limit")
def test_bayushi_manipulator_once_per_round_a_second_duel_bid_offers_it_no_more():
    """Reactions are limited to once per round (Rules Reference "Abilities"): a duel's
    bid reveals the dials too ("Duels", D.3), so it is offered at the first duel of the
    round and not at a second one."""
    s = _two_duels()
    s.start("3.2.2")
    act(s, 0, "Mirumoto Raitsugu")
    s.pick("Doji Challenger")
    s.pick("bid 1")
    s.pick("bid 1")
    s.assert_legal("Bayushi Manipulator", context="trigger", player=0)
    s.pick("Bayushi Manipulator")
    until(s, "conflict_action", 0)
    act(s, 0, "Duelist Training")
    s.pick("Doji Challenger")
    s.pick("bid 1")
    s.pick("bid 1")
    assert not trigger_offered(s, "Bayushi Manipulator")


# ------------------------------------------------------------------ Bayushi Shoju
def _shoju(defender, **kw):
    name = defender["name"] if isinstance(defender, dict) else defender
    return conflict(["Bayushi Shoju"], [defender], type="political", attackers=["Bayushi Shoju"],
                    defenders=[name], **kw)


@pytest.mark.covers("Bayushi Shoju", "a1:effect")
def test_bayushi_shoju_minus_1_political_and_discard_at_0():
    """Rules Reference "Lasting Effects": -1 political; a character at 0 political is discarded."""
    s = _shoju("Hida Guardian")  # 1 political
    s.start("3.2.2")
    s.pick("Bayushi Shoju")
    s.pick("Hida Guardian")
    assert s.card("Hida Guardian").zone == "dynasty_discard"


@pytest.mark.covers("Bayushi Shoju", "a1:target", "a1:conflict", "a1:limit")
def test_bayushi_shoju_twice_per_round_political_only_opponents_participants():
    """Limit twice per round; only in political conflicts; targets: participating
    characters of the opponent (Rules Reference "Limit X per [period]", "Target")."""
    s = _shoju("Doji Whisperer")  # 3 political
    s.start("3.2.2")
    whisperer = s.card("Doji Whisperer")
    s.pick("Bayushi Shoju")
    assert s.legal() == ["Doji Whisperer"]
    s.pick("Doji Whisperer")
    assert skill(s.state, whisperer, "political") == 2 and whisperer.zone == "play"
    act(s, 0, "Bayushi Shoju")
    s.pick("Doji Whisperer")
    assert skill(s.state, whisperer, "political") == 1
    s.assert_not_legal("Bayushi Shoju")
    m = conflict(["Bayushi Shoju"], ["Hida Guardian"], type="military", attackers=["Bayushi Shoju"],
                 defenders=["Hida Guardian"])
    assert not offered(m.build(), 0, "Bayushi Shoju")


@pytest.mark.ruling(25, "Bayushi Shoju")
def test_bayushi_shoju_ruling_later_effect_reaching_0_discards():
    """Ruling ("Bayushi Shoji", RRG "Lasting Effects"): the discard is part of the lasting
    effect; a later effect this conflict that brings the character to 0 political discards it."""
    s = _shoju("Doji Whisperer", p0={"characters": ["Bayushi Shoju", "Sinister Soshi"]})
    s.start("3.2.2")
    s.pick("Bayushi Shoju")
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").zone == "play"
    act(s, 0, "Sinister Soshi")
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").zone == "dynasty_discard"


@pytest.mark.ruling(25, "Bayushi Shoju")
def test_bayushi_shoju_ruling_replacement_does_not_save_it():
    """Ruling ("Bayushi Shoji", RRG "Replacement Effects"): if a replacement effect
    (Reprieve) keeps the character in play with 0 political, the effect reapplies
    and it is discarded."""
    s = _shoju(dict(name="Hida Guardian", attachments=["Reprieve"]))
    s.start("3.2.2")
    s.pick("Bayushi Shoju")
    s.pick("Hida Guardian")
    assert s.game.pending.player == 1
    s.pick("Reprieve")
    assert s.card("Reprieve").zone == "conflict_discard"
    assert s.card("Hida Guardian").zone == "dynasty_discard"


@pytest.mark.ruling(25, "Bayushi Shoju")
def test_bayushi_shoju_ruling_effect_persists_after_he_leaves_the_conflict():
    """Ruling ("Bayushi Shoji", RRG "Lasting Effects"): the effect persists if
    Shoju leaves the conflict."""
    s = _shoju("Doji Whisperer", p0={"characters": ["Bayushi Shoju", "Sinister Soshi"]})
    s.start("3.2.2")
    s.pick("Bayushi Shoju")
    s.pick("Doji Whisperer")
    s.apply(ev("move_home", card=s.uid("Bayushi Shoju")))
    whisperer = s.card("Doji Whisperer")
    assert skill(s.state, whisperer, "political") == 2
    act(s, 0, "Sinister Soshi")
    s.pick("Doji Whisperer")
    assert whisperer.zone == "dynasty_discard"


@pytest.mark.covers("Bayushi Shoju", "a1:target")
def test_bayushi_shoju_not_an_opposing_character_at_home():
    """Card text: "choose a participating character controlled by your opponent" --
    one of theirs at home is no target (Rules Reference "Target")."""
    s = conflict(["Bayushi Shoju"], ["Doji Whisperer", "Doji Challenger"], type="political",
                 attackers=["Bayushi Shoju"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    s.pick("Bayushi Shoju")
    s.assert_legal("Doji Whisperer", context="target")
    s.assert_not_legal("Doji Challenger", context="target")


@pytest.mark.covers("Bayushi Shoju", "a1:conflict")
def test_bayushi_shoju_only_while_participating():
    """"While this character is participating in a political conflict": at home
    during a political conflict it cannot be used (Rules Reference "Participating
    and Cannot Participate")."""
    s = conflict(["Bayushi Shoju", "Doji Whisperer"], ["Doji Challenger"], type="political",
                 attackers=["Doji Whisperer"], defenders=["Doji Challenger"])
    assert not offered(s.build(), 0, "Bayushi Shoju")
    s2 = conflict(["Bayushi Shoju", "Doji Whisperer"], ["Doji Challenger"], type="political",
                  attackers=["Bayushi Shoju", "Doji Whisperer"], defenders=["Doji Challenger"])
    assert offered(s2.build(), 0, "Bayushi Shoju")


# ------------------------------------------------------------------ Bayushi Yunako
@pytest.mark.covers("Bayushi Yunako", "a1:effect")
def test_bayushi_yunako_switches_base_skills_until_end_of_conflict():
    """Rules Reference "Base Value", "Switch", "Lasting Effects"."""
    s = conflict(["Bayushi Yunako"], ["Doji Whisperer"], attackers=["Bayushi Yunako"],
                 defenders=["Doji Whisperer"])
    s.start("3.2.2")
    w = s.card("Doji Whisperer")  # 0 military, 3 political
    s.pick("Bayushi Yunako")
    s.pick("Doji Whisperer")
    assert (skill(s.state, w, "military"), skill(s.state, w, "political")) == (3, 0)
    s.state.lasting = [e for e in s.state.lasting if e.get("until") != "conflict"]  # 3.3
    assert (skill(s.state, w, "military"), skill(s.state, w, "political")) == (0, 3)


@pytest.mark.covers("Bayushi Yunako", "a1:conflict")
def test_bayushi_yunako_only_while_participating():
    """"While this character is participating": not from home (Rules Reference
    "Participating and Cannot Participate")."""
    s = conflict(["Bayushi Yunako", "Doji Whisperer"], ["Eager Scout"], attackers=["Doji Whisperer"])
    assert not offered(s.build(), 0, "Bayushi Yunako")


@pytest.mark.covers("Bayushi Yunako", "a1:target")
@pytest.mark.ruling(27, "Bayushi Yunako")
def test_bayushi_yunako_ruling_no_switch_with_a_dash():
    """Ruling: a character with a dash cannot have its skills switched (a dash
    cannot be changed: Rules Reference "Dash (-)")."""
    s = conflict(["Bayushi Yunako"], ["Matsu Berserker", "Doji Whisperer"], attackers=["Bayushi Yunako"],
                 defenders=["Matsu Berserker"])
    s.start("3.2.2")
    s.pick("Bayushi Yunako")
    s.assert_not_legal("Matsu Berserker")
    s.assert_legal("Doji Whisperer")


@pytest.mark.ruling(28, "Bayushi Yunako")
def test_bayushi_yunako_ruling_effect_persists_after_she_leaves():
    """Ruling (RRG "Lasting Effects"): the switch persists if Yunako leaves the conflict."""
    s = conflict(["Bayushi Yunako"], ["Doji Whisperer"], attackers=["Bayushi Yunako"],
                 defenders=["Doji Whisperer"])
    s.start("3.2.2")
    s.pick("Bayushi Yunako")
    s.pick("Doji Whisperer")
    s.apply(ev("leaves_play", card=s.uid("Bayushi Yunako"), reason="discarded"))
    assert skill(s.state, s.card("Doji Whisperer"), "military") == 3


@pytest.mark.ruling(242, "Way of the Lion")
def test_bayushi_yunako_ruling_way_of_the_lion_timestamp_order():
    """Ruling (Way of the Lion; RRG "Base Value", "Switch"): doubling changes the
    base skill; Yunako switches the modified base skills, in timestamp order."""
    s = conflict(["Bayushi Yunako", "Matsu Beiona"], ["Eager Scout"],
                 attackers=["Bayushi Yunako", "Matsu Beiona"], p0={"hand": ["Way of the Lion"]})
    s.start("3.2.2")
    beiona = s.card("Matsu Beiona")  # 3 military, 2 political
    act(s, 0, "Way of the Lion")
    s.pick("Matsu Beiona")
    assert skill(s.state, beiona, "military") == 6
    act(s, 0, "Bayushi Yunako")
    s.pick("Matsu Beiona")
    assert (skill(s.state, beiona, "military"), skill(s.state, beiona, "political")) == (2, 6)
    s2 = conflict(["Bayushi Yunako", "Matsu Beiona"], ["Eager Scout"],
                  attackers=["Bayushi Yunako", "Matsu Beiona"], p0={"hand": ["Way of the Lion"]})
    s2.start("3.2.2")
    act(s2, 0, "Bayushi Yunako")
    s2.pick("Matsu Beiona")
    act(s2, 0, "Way of the Lion")
    s2.pick("Matsu Beiona")
    b2 = s2.card("Matsu Beiona")
    assert (skill(s2.state, b2, "military"), skill(s2.state, b2, "political")) == (4, 3)


# ------------------------------------------------------------------ Blackmail
def _blackmail(p1_chars, defenders, **p1):
    return conflict(["Doji Whisperer"], p1_chars, attackers=["Doji Whisperer"], defenders=defenders,
                    p0={"hand": ["Blackmail"], "fate": 3, "honor": 8}, p1=dict(p1))


def _finish_conflict(s):
    """Pass (or decline) everything until the conflict is over."""
    while s.state.conflict is not None and s.game.pending is not None:
        s.pick(s.game.pending.options[-1].id)


@pytest.mark.covers("Blackmail", "a2:effect")
def test_blackmail_takes_control_until_the_end_of_the_conflict():
    """Rules Reference "Control and Ownership": a participating character changes
    sides; control returns when the conflict ends ("until the end of the conflict")."""
    s = _blackmail(["Doji Whisperer"], ["Doji Whisperer"])
    s.start("3.2.2")
    theirs = s.card("Doji Whisperer", 1)
    act(s, 0, "Blackmail")
    s.pick(str(theirs.uid))
    cf = s.state.conflict
    assert theirs.controller == 0 and theirs.uid in cf.attackers and theirs.uid not in cf.defenders
    assert theirs.uid in s.state.players[0].play
    _finish_conflict(s)
    assert theirs.controller == 1 and theirs.uid in s.state.players[1].play


@pytest.mark.covers("Blackmail", "a1:play_restriction", "a2:target")
def test_blackmail_only_if_less_honorable_and_printed_cost_2_or_lower():
    """RRG "Play Restrictions and Permissions" (less honorable than your opponent)
    and "Target" (printed cost 2 or lower, controlled by your opponent)."""
    s = _blackmail(["Doji Whisperer", "Doji Challenger"], ["Doji Whisperer", "Doji Challenger"])
    s.start("3.2.2")
    act(s, 0, "Blackmail")
    s.assert_not_legal("Doji Challenger")  # printed cost 3
    assert len(s.legal()) == 1  # not player 0's own Doji Whisperer
    s2 = _blackmail(["Doji Whisperer"], ["Doji Whisperer"], honor=8)  # equally honorable
    assert not offered(s2.build(), 0, "Blackmail")


@pytest.mark.ruling(29, "Blackmail")
def test_blackmail_ruling_attachments_do_not_change_control():
    """Ruling (RRG "Attachment Cards"): the attachments stay under their controller."""
    s = _blackmail([dict(name="Doji Whisperer", attachments=["Fine Katana"])], ["Doji Whisperer"])
    s.start("3.2.2")
    act(s, 0, "Blackmail")
    s.pick(str(s.uid("Doji Whisperer", 1)))
    katana = s.card("Fine Katana", 1)
    assert katana.controller == 1 and katana.zone == "attached"


@pytest.mark.ruling(30, "Blackmail")
def test_blackmail_ruling_attach_to_a_character_you_control_is_discarded():
    """Ruling (RRG "Attachment Cards"): an attachment that must be on a character
    its controller controls (Court Mask) is no longer legally attached: discarded."""
    s = _blackmail([dict(name="Doji Whisperer", attachments=["Court Mask"])], ["Doji Whisperer"])
    s.start("3.2.2")
    act(s, 0, "Blackmail")
    s.pick(str(s.uid("Doji Whisperer", 1)))
    assert s.card("Court Mask").zone == "conflict_discard"


@pytest.mark.ruling(31, "Blackmail")
def test_blackmail_ruling_non_participating_character_goes_to_your_home():
    """Ruling (RRG "Control and Ownership"): a character at home stays at home."""
    s = _blackmail(["Doji Whisperer", "Eager Scout"], ["Doji Whisperer"])
    s.start("3.2.2")
    act(s, 0, "Blackmail")
    s.pick("Eager Scout")
    scout = s.card("Eager Scout")
    assert scout.controller == 0 and scout.uid in s.state.players[0].play
    cf = s.state.conflict
    assert scout.uid not in cf.attackers + cf.defenders


@pytest.mark.ruling(32, "Blackmail")
@pytest.mark.ruling(196, "Shiba Peacemaker")
def test_blackmail_ruling_participant_that_cannot_attack_goes_home_bowed():
    """Ruling: a participating character that cannot participate on your side
    (Shiba Peacemaker, now attacking) bows and goes home (RRG "Participating and
    Cannot Participate")."""
    s = _blackmail(["Shiba Peacemaker"], ["Shiba Peacemaker"])
    s.start("3.2.2")
    act(s, 0, "Blackmail")
    s.pick("Shiba Peacemaker")
    pm = s.card("Shiba Peacemaker")
    assert pm.controller == 0 and pm.bowed and pm.uid not in s.state.conflict.attackers


@pytest.mark.ruling(33, "Blackmail")
def test_blackmail_ruling_blackmailed_character_is_friendly_for_costs():
    """Ruling (RRG "Cost"): a blackmailed character is friendly and can pay a
    sacrifice cost (Noble Sacrifice)."""
    s = _blackmail([dict(name="Doji Whisperer", status="honored"),
                    dict(name="Eager Scout", status="dishonored")], ["Doji Whisperer"])
    s.player(0, hand=["Blackmail", "Noble Sacrifice"], fate=4)
    s.start("3.2.2")
    theirs, scout = s.card("Doji Whisperer", 1), s.card("Eager Scout", 1)
    act(s, 0, "Blackmail")
    s.pick(str(theirs.uid))
    act(s, 0, "Noble Sacrifice")
    assert s.game.pending.context == "sacrifice_cost"
    s.pick(str(theirs.uid))  # the blackmailed character pays
    s.pick(str(scout.uid))
    assert theirs.zone == "dynasty_discard" and theirs.uid in s.state.players[1].dynasty_discard
    assert scout.zone == "dynasty_discard"


@pytest.mark.ruling(34, "Blackmail")
def test_blackmail_ruling_limits_are_per_player():
    """Ruling (RRG "Limit X per [period]"): a blackmailed character whose ability
    its owner already used can be used again by its new controller."""
    s = _blackmail(["Doji Whisperer", "Sinister Soshi"], ["Doji Whisperer"])
    s.start("3.2.2")
    assert s.game.pending.player == 1
    s.pick("Sinister Soshi")
    s.pick(str(s.uid("Doji Whisperer", 0)))
    act(s, 0, "Blackmail")
    s.pick("Sinister Soshi")
    assert s.card("Sinister Soshi").controller == 0
    act(s, 0, "Sinister Soshi")
    theirs = s.card("Doji Whisperer", 1)
    s.pick(str(theirs.uid))
    assert skill(s.state, theirs, "political") == 1  # 3 - 2


@pytest.mark.covers("Blackmail", "a2:condition")
def test_blackmail_only_during_a_conflict():
    """Card text: "during a conflict" -- with the same honor and the same target
    outside a conflict it is not offered (Rules Reference "Play Restrictions and
    Permissions")."""
    assert offered(_blackmail(["Doji Whisperer"], ["Doji Whisperer"]).build(), 0, "Blackmail")
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Blackmail"], fate=3, honor=8, stronghold=CITY,
             provinces=SAFE)
    s.player(1, characters=["Doji Whisperer"], stronghold=CITY, provinces=SAFE)
    assert not offered(s.build(), 0, "Blackmail")


# ------------------------------------------------------------------ Blackmail Artist
def _political_win(attackers, p0_home=()):
    s = conflict(list(attackers) + list(p0_home), ["Eager Scout"], type="political",
                 attackers=list(attackers), defenders=["Eager Scout"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Blackmail Artist", "a1:effect", "a1:trigger")
def test_blackmail_artist_takes_1_honor_after_winning_a_political_conflict():
    """Rules Reference "Take": the opponent loses 1 honor, you gain it."""
    s = _political_win(["Blackmail Artist"])
    until(s, "trigger", 0)
    s.pick("Blackmail Artist")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (11, 9)


@pytest.mark.covers("Blackmail Artist", "a1:when")
def test_blackmail_artist_must_be_the_one_winning():
    """"After this character wins": not while it is at home (Rules Reference
    "Winning a Conflict": participating characters on the winning side win)."""
    s = _political_win(["Doji Whisperer"], p0_home=["Blackmail Artist"])
    seen = []
    while s.game.pending is not None and s.game.pending.context != "ring_effect":
        seen.extend(s.legal())
        s.pass_()
    assert not any("Blackmail Artist" in x for x in seen)
    assert s.state.players[1].honor == 10


@pytest.mark.covers("Blackmail Artist", "a1:when")
def test_blackmail_artist_not_after_winning_a_military_conflict():
    """Card text: after it wins a *political* conflict -- winning a military one
    does not trigger it (Rules Reference "Reactions")."""
    s = conflict(["Blackmail Artist", "Matsu Berserker"], ["Eager Scout"], type="military",
                 attackers=["Blackmail Artist", "Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    seen = []
    while s.game.pending is not None and s.game.pending.context != "ring_effect":
        seen.extend(s.legal())
        s.pass_()
    assert any("Player 1 wins the conflict" in line for line in s.log)
    assert not any("Blackmail Artist" in x for x in seen)
    assert s.state.players[1].honor == 10


@pytest.mark.covers("Blackmail Artist", "a1:when")
def test_blackmail_artist_not_when_its_side_loses():
    """Card text: after *this character wins* -- participating on the losing side
    of a political conflict it does not trigger (Rules Reference "Winning a Conflict")."""
    s = conflict(["Blackmail Artist"], ["Doji Whisperer"], type="political",
                 attackers=["Blackmail Artist"], defenders=["Doji Whisperer"])  # 2 against 3
    s.start("3.2.2")
    seen = []
    while s.state.conflict is not None and s.game.pending is not None:
        seen.extend(s.legal())
        s.pick(s.game.pending.options[-1].id)
    assert any("Player 2 wins the conflict" in line for line in s.log)
    assert not any("Blackmail Artist" in x for x in seen)
    assert s.state.players[1].honor == 10


@pytest.mark.covers("Blackmail Artist", "a1:limit")
def test_blackmail_artist_once_per_round():
    """Reactions are limited to once per round (Rules Reference "Abilities"): it wins
    player 0's political conflict (used), then defends and wins player 1's political
    conflict the same round: not offered again."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Blackmail Artist"], stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Eager Scout"], stronghold=CITY, provinces=SAFE)
    s.start("conflict")
    s.declare("political", "air", province=0, attackers=["Blackmail Artist"])
    until(s, "trigger", 0)
    s.pick("Blackmail Artist")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (11, 8)  # and 1 for unopposed
    artist = s.card("Blackmail Artist")
    while (s.game.pending.context, s.game.pending.player) != ("declare_conflict", 1):
        s.pick(s.game.pending.options[-1].id)  # no ring effect, no actions
    artist.bowed = False  # ready again (as by a card effect) to defend
    s.declare("political", "earth", province=0, attackers=["Eager Scout"])
    s.pick_many("Blackmail Artist")
    seen = []
    while s.state.conflict is not None and s.game.pending is not None:
        seen.extend(s.legal())
        s.pick(s.game.pending.options[-1].id)
    assert sum("Player 1 wins the conflict" in line for line in s.log) == 2
    assert not any("Blackmail Artist" in x for x in seen)
    assert (s.state.players[0].honor, s.state.players[1].honor) == (11, 8)


# ------------------------------------------------------------------ Calling in Favors
def _favors(p0_chars, p1_chars, hand=("Calling in Favors",), fate=1):
    s = Scenario(first_player=0)
    s.player(0, characters=list(p0_chars), hand=list(hand), fate=fate, stronghold=CITY, provinces=SAFE)
    s.player(1, characters=list(p1_chars), stronghold=CITY, provinces=SAFE)
    s.start("conflict")
    return s


@pytest.mark.covers("Calling in Favors", "a1:effect", "a1:cost")
def test_calling_in_favors_dishonor_to_take_an_attachment():
    """Rules Reference "Cost" (dishonor a friendly character), "Attachment Cards"
    (the attachment moves under your control onto that character)."""
    s = _favors(["Doji Whisperer", "Bayushi Manipulator"],
                [dict(name="Matsu Berserker", attachments=["Fine Katana"])])
    s.pick("Calling in Favors")
    assert s.game.pending.context == "cost"
    s.pick("Doji Whisperer")
    s.pick("Fine Katana")
    w, katana = s.card("Doji Whisperer"), s.card("Fine Katana")
    assert w.status == -1
    assert katana.attached_to == w.uid and katana.controller == 0
    assert katana.uid not in s.card("Matsu Berserker").attachments


def test_calling_in_favors_discards_an_attachment_that_cannot_attach():
    """RRG "Attachment Cards": "otherwise, discard the attachment" -- Sashimono
    only goes on your Bushi."""
    s = _favors(["Doji Whisperer"], [dict(name="Matsu Berserker", attachments=["Sashimono"])])
    s.pick("Calling in Favors")
    s.pick("Doji Whisperer")
    s.pick("Sashimono")
    assert s.card("Sashimono").zone == "conflict_discard"
    assert s.card("Doji Whisperer").status == -1


@pytest.mark.covers("Calling in Favors", "a1:cost")
def test_calling_in_favors_cost_needs_a_character_you_can_dishonor():
    """Rules Reference "Cost": a dishonored character cannot pay a dishonor cost."""
    s = _favors([dict(name="Doji Whisperer", status="dishonored")],
                [dict(name="Matsu Berserker", attachments=["Fine Katana"])], hand=("Calling in Favors", "Fine Katana"))
    assert s.game.pending is None or "Calling in Favors" not in " ".join(s.legal())


@pytest.mark.ruling(41, "Calling in Favors")
@pytest.mark.ruling(251, "Young Rumormonger")
def test_calling_in_favors_ruling_redirected_cost_the_chosen_character_gets_it():
    """Ruling (RRG "Cost", "Interrupts"): if Young Rumormonger gives the dishonor to
    another character, the cost is paid and the character originally chosen gets
    the attachment."""
    s = _favors(["Doji Whisperer", "Young Rumormonger", "Bayushi Manipulator"],
                [dict(name="Matsu Berserker", attachments=["Fine Katana"])])
    s.pick("Calling in Favors")
    s.pick("Doji Whisperer")
    assert s.game.pending.context == "trigger"
    s.pick("Young Rumormonger")
    s.pick("Bayushi Manipulator")
    s.pick("Fine Katana")
    assert s.card("Bayushi Manipulator").status == -1 and s.card("Doji Whisperer").status == 0
    assert s.card("Fine Katana").attached_to == s.uid("Doji Whisperer")


@pytest.mark.ruling(42, "Calling in Favors")
def test_calling_in_favors_ruling_attachment_on_that_same_character_stays():
    """Ruling (RRG "Attachment Cards"): taking an opponent's attachment (Cloud the
    Mind) already on the dishonored character leaves it in play there, under your control."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Calling in Favors"], fate=1, stronghold=CITY,
             provinces=SAFE)
    s.player(1, characters=[dict(name="Asahina Artisan", attachments=["Cloud the Mind"])],
             stronghold=CITY, provinces=SAFE)
    start_with(s, "conflict", lambda: move_attachment(s, "Cloud the Mind", "Doji Whisperer"))
    mind = s.card("Cloud the Mind")
    assert mind.controller == 1 and mind.attached_to == s.uid("Doji Whisperer")
    s.pick("Calling in Favors")
    s.pick("Doji Whisperer")
    s.pick("Cloud the Mind")
    assert mind.zone == "attached" and mind.attached_to == s.uid("Doji Whisperer")
    assert mind.controller == 0


@pytest.mark.ruling(17, "Ancestral Daishō")
def test_calling_in_favors_ruling_taken_ancestral_attachment_returns_to_owner():
    """Ruling (RRG "Control and Ownership", "Ancestral"): a taken Ancestral
    attachment goes to its owner's hand when its character leaves play."""
    s = _favors(["Doji Whisperer"], [dict(name="Matsu Berserker", attachments=["Ancestral Daishō"])])
    s.pick("Calling in Favors")
    s.pick("Doji Whisperer")
    s.pick("Ancestral Daishō")
    daisho = s.card("Ancestral Daishō")
    assert daisho.controller == 0 and daisho.attached_to == s.uid("Doji Whisperer")
    s.apply(ev("leaves_play", card=s.uid("Doji Whisperer"), reason="discarded"))
    assert daisho.zone == "hand" and daisho.uid in s.state.players[1].hand


@pytest.mark.ruling(168, "Northern Wall Sensei")
@pytest.mark.ruling(169, "Northern Wall Sensei")
def test_calling_in_favors_ruling_an_immune_character_can_pay_and_receive():
    """Ruling (Northern Wall Sensei, not in the Core Set: its immunity to events is
    given here as a lasting effect): an immune character can be dishonored as the
    cost and the attachment attached to it (RRG "Immune": costs are no effects)."""
    s = _favors(["Doji Whisperer"], [dict(name="Matsu Berserker", attachments=["Fine Katana"])])
    w = s.card("Doji Whisperer")
    s.state.lasting.append({"type": "cannot", "actions": ["event_effects"], "targets": [[w.uid, w.instance]],
                            "until": "round", "source": w.uid})
    s.pick("Calling in Favors")
    s.pick("Doji Whisperer")
    s.pick("Fine Katana")
    assert w.status == -1 and s.card("Fine Katana").attached_to == w.uid


@pytest.mark.ruling(71, "Duelist Training")
def test_calling_in_favors_ruling_moved_duelist_training_can_be_used_again():
    """Ruling (Duelist Training; RRG "Limit X per [period]"): after its ability was
    used, the attachment moved to another character gives that character the
    ability to use."""
    s = conflict(["Hida Guardian"], [dict(name="Matsu Berserker", attachments=["Duelist Training"])],
                 attackers=["Hida Guardian"], defenders=["Matsu Berserker"],
                 p0={"hand": ["Calling in Favors"], "fate": 1})
    s.start("3.2.2")
    s.pick("Duelist Training")
    s.pick("Hida Guardian")
    s.pick("bid 1")
    s.pick("bid 1")
    act(s, 0, "Calling in Favors")
    s.pick("Hida Guardian")
    s.pick("Duelist Training")
    assert s.card("Duelist Training").attached_to == s.uid("Hida Guardian")
    until(s, "conflict_action", 0)
    s.assert_legal("Hida Guardian: Duelist Training")


@pytest.mark.covers("Calling in Favors", "a1:target")
def test_calling_in_favors_only_an_opponents_attachment():
    """Card text: take control of an attachment *an opponent controls* -- your
    own attachment is no target (Rules Reference "Target")."""
    s = _favors([dict(name="Doji Whisperer", attachments=["Ornate Fan"]), "Bayushi Manipulator"],
                [dict(name="Matsu Berserker", attachments=["Fine Katana"])])
    s.pick("Calling in Favors")
    s.pick("Bayushi Manipulator")
    s.assert_legal("Fine Katana", context="target")
    s.assert_not_legal("Ornate Fan", context="target")


# ------------------------------------------------------------------ City of Lies
def _lies(hand, fate, **kw):
    provs = [dict(name=SAFE[0], cards=["City of Lies"])] + SAFE[1:]
    return conflict(["Doji Whisperer"], ["Eager Scout"], attackers=["Doji Whisperer"],
                    defenders=["Eager Scout"], p0=dict({"hand": hand, "fate": fate, "provinces": provs}, **kw))


@pytest.mark.covers("City of Lies", "a1:effect")
def test_city_of_lies_next_event_costs_1_less_then_full_price():
    """Rules Reference "Cost" (modifiers to fate costs): the reduction is used
    up by the next event played."""
    s = _lies(["Blackmail", "Way of the Scorpion"], 2, honor=8)
    s.start("3.2.2")
    act(s, 0, "City of Lies")
    act(s, 0, "Blackmail")  # 3 fate, reduced to 2
    s.pick("Eager Scout")
    assert s.state.players[0].fate == 0
    st = s.state
    assert not [e for e in st.lasting if e["type"] == "cost"]  # used up


def test_city_of_lies_once_per_round_and_only_this_phase():
    """An action is usable once per round (Rules Reference "Abilities"); the
    reduction lasts until the end of the phase (here: unused, it expires)."""
    s = _lies(["Blackmail"], 2, honor=8)
    s.start("3.2.2")
    act(s, 0, "City of Lies")
    s.assert_not_legal("City of Lies")
    red = [e for e in s.state.lasting if e["type"] == "cost"]
    assert red and red[0]["until"] == "phase"


@pytest.mark.ruling(52, "City of Lies")
def test_city_of_lies_ruling_only_the_fate_cost_is_reduced():
    """Ruling (RRG "Cost"): only the fate cost is reduced -- Calling in Favors
    costs 0 fate after City of Lies, but its dishonor cost is still paid."""
    s = _lies(["Calling in Favors"], 0)
    s.player(1, characters=[dict(name="Eager Scout", attachments=["Fine Katana"])])
    s.start("3.2.2")
    assert "Calling in Favors" not in " ".join(s.legal())  # 1 fate, none in pool
    act(s, 0, "City of Lies")
    act(s, 0, "Calling in Favors")
    s.pick("Doji Whisperer")
    s.pick("Fine Katana")
    assert s.state.players[0].fate == 0 and s.card("Doji Whisperer").status == -1
    assert s.card("Fine Katana").attached_to == s.uid("Doji Whisperer")


# ------------------------------------------------------------------ City of the Open Hand
def _open_hand(honor0, honor1=10):
    s = Scenario(first_player=0)
    s.player(0, stronghold=CITY, provinces=SAFE, honor=honor0, characters=["Doji Whisperer"])
    s.player(1, stronghold=CITY, provinces=SAFE, honor=honor1)
    s.start("conflict")
    return s


@pytest.mark.covers("City of the Open Hand", "a1:effect", "a1:cost", "a1:select")
def test_city_of_the_open_hand_errata_you_gain_1_honor():
    """Appendix IV errata: the second option is "gain 1 honor" (it used to take
    1 honor from the opponent); bowing the stronghold is the cost."""
    s = _open_hand(8)
    s.pick("City of the Open Hand")
    s.pick("you gain 1 honor")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (9, 10)
    assert s.card(CITY, 0).bowed


@pytest.mark.covers("City of the Open Hand", "a1:effect", "a1:select")
def test_city_of_the_open_hand_opponent_loses_1_honor():
    """RRG "Select" (chosen with the costs and targets): the other option."""
    s = _open_hand(8)
    s.pick("City of the Open Hand")
    s.pick("your opponent loses 1 honor")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (8, 9)


@pytest.mark.covers("City of the Open Hand", "a1:condition")
def test_city_of_the_open_hand_only_while_less_honorable():
    """RRG "Play Restrictions and Permissions": less honorable than an opponent
    (equal honor is not enough)."""
    s = _open_hand(10)
    assert s.game.pending is None or "City of the Open Hand" not in " ".join(s.legal())


# ------------------------------------------------------------------ Court Mask
@pytest.mark.covers("Court Mask", "a2:effect")
def test_court_mask_returns_to_hand_and_dishonors_its_character():
    """RRG "Attachment Cards" (its +1/+2 ends with it) and "Honored, Dishonored"
    (a dishonored character loses its glory from its skills)."""
    s = _favors([dict(name="Doji Whisperer", attachments=["Court Mask"])], ["Eager Scout"], hand=())
    w = s.card("Doji Whisperer")
    assert (skill(s.state, w, "military"), skill(s.state, w, "political")) == (1, 5)
    s.pick("Court Mask")
    assert s.card("Court Mask").zone == "hand" and w.status == -1
    assert (skill(s.state, w, "military"), skill(s.state, w, "political")) == (0, 2)


@pytest.mark.covers("Court Mask", "a1:attach_to")
def test_court_mask_attaches_only_to_a_character_you_control():
    """"Attach to a character you control" (Rules Reference "Attachment Cards")."""
    s = _favors(["Doji Whisperer", "Bayushi Manipulator"], ["Eager Scout"], hand=("Court Mask",))
    s.pick("Play Court Mask")
    assert s.game.pending.context == "attach_host"
    assert sorted(s.legal()) == ["Attach to Bayushi Manipulator", "Attach to Doji Whisperer"]


@pytest.mark.ruling(58, "Court Mask")
def test_court_mask_ruling_dishonor_is_an_effect_not_a_cost():
    """Ruling (RRG "Triggered Abilities"): it can return to hand even if its
    character cannot be dishonored (already dishonored)."""
    s = _favors([dict(name="Doji Whisperer", status="dishonored", attachments=["Court Mask"])], ["Eager Scout"],
                hand=())
    s.pick("Court Mask")
    assert s.card("Court Mask").zone == "hand" and s.card("Doji Whisperer").status == -1


@pytest.mark.ruling(59, "Court Mask")
def test_court_mask_ruling_taken_mask_goes_to_owners_hand():
    """Ruling (RRG "Control and Ownership"): a Court Mask taken with Calling in
    Favors returns to its owner's hand when used."""
    s = _favors(["Doji Whisperer"], [dict(name="Matsu Berserker", attachments=["Court Mask"])])
    s.pick("Calling in Favors")
    s.pick("Doji Whisperer")
    s.pick("Court Mask")
    mask = s.card("Court Mask")
    assert mask.controller == 0 and mask.attached_to == s.uid("Doji Whisperer")
    act(s, 0, "Court Mask")
    assert mask.zone == "hand" and mask.uid in s.state.players[1].hand


# ------------------------------------------------------------------ Favored Niece
@pytest.mark.covers("Favored Niece", "a1:effect", "a1:cost", "a1:limit")
def test_favored_niece_discard_a_chosen_card_to_draw_twice_per_round():
    """RRG "Cost" (choose and discard a card from hand) and "Limit X per [period]"
    (twice per round)."""
    s = _favors(["Favored Niece"], ["Eager Scout"], hand=("Way of the Scorpion", "Ambush", "Blackmail"))
    st = s.state
    s.pick("Favored Niece")
    assert s.game.pending.context == "cost"
    s.pick("Ambush")
    assert s.card("Ambush").zone == "conflict_discard"
    assert len(st.players[0].hand) == 3  # discarded one, drew one
    act(s, 0, "Favored Niece")
    s.pick("Blackmail")
    assert not offered(s.game, 0, "Favored Niece")  # twice this round already
    assert s.card("Blackmail").zone == "conflict_discard"


@pytest.mark.covers("Favored Niece", "a1:cost")
def test_favored_niece_needs_a_card_to_discard():
    """RRG "Cost": with an empty hand the cost cannot be paid."""
    s = _favors(["Favored Niece"], ["Eager Scout"], hand=())
    assert s.game.pending is None or "Favored Niece" not in " ".join(s.legal())


# ------------------------------------------------------------------ Forged Edict
def _edict(p1_hand, p1_chars, honor0=10):
    """Player 0 (Scorpion) holds Forged Edict; player 1 attacks and plays an event."""
    s = Scenario(first_player=1)
    s.player(0, characters=["Doji Whisperer", "Eager Scout"], hand=["Forged Edict"], stronghold=CITY,
             provinces=SAFE, honor=honor0)
    s.player(1, characters=list(p1_chars), hand=list(p1_hand), fate=3, stronghold=CITY, provinces=SAFE)
    s.conflict(attacker=1, type="military", ring="air", attackers=[p1_chars[0]], defenders=["Eager Scout"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Forged Edict", "a1:effect", "a1:trigger", "a1:cost")
def test_forged_edict_dishonors_a_courtier_to_cancel_an_event():
    """Rules Reference "Cancel", "Interrupts": the event's effects do not resolve."""
    s = _edict(["Assassination"], ["Matsu Berserker"])
    scout = s.card("Eager Scout", 0)
    act(s, 1, "Assassination")
    s.pick(str(scout.uid))
    assert s.game.pending.player == 0
    s.pick("Forged Edict")
    assert s.game.pending.context == "cost"
    s.pick("Doji Whisperer")
    assert scout.zone == "play" and s.card("Doji Whisperer").status == -1
    assert s.card("Forged Edict").zone == "conflict_discard"


@pytest.mark.covers("Forged Edict", "a1:cost")
def test_forged_edict_needs_a_courtier_that_can_be_dishonored():
    """RRG "Cost": "dishonor a friendly Courtier" -- with no ordinary Courtier,
    Forged Edict cannot be played."""
    s = Scenario(first_player=1)
    s.player(0, characters=[dict(name="Doji Whisperer", status="dishonored"), "Eager Scout"],
             hand=["Forged Edict"], stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Matsu Berserker"], hand=["Assassination"], fate=3, stronghold=CITY, provinces=SAFE)
    s.conflict(attacker=1, type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    scout = s.card("Eager Scout", 0)
    act(s, 1, "Assassination")
    s.pick(str(scout.uid))
    assert scout.zone == "dynasty_discard"  # no window offered Forged Edict


@pytest.mark.ruling(89, "Forged Edict")
def test_forged_edict_ruling_cancelled_event_still_used_and_paid():
    """Ruling (RRG "Cancel"): the cancelled event's costs stay paid and it counts
    as used (Assassination: 3 honor lost, max 1 per round)."""
    s = Scenario(first_player=1)
    s.player(0, characters=["Doji Whisperer", "Eager Scout"], hand=["Forged Edict"], stronghold=CITY,
             provinces=SAFE)
    s.player(1, characters=["Matsu Berserker"], hand=["Assassination", "Assassination"], fate=6,
             stronghold=CITY, provinces=SAFE)
    s.conflict(attacker=1, type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    scout = s.card("Eager Scout", 0)
    act(s, 1, "Assassination")
    s.pick(str(scout.uid))
    s.pick("Forged Edict")
    s.pick("Doji Whisperer")
    assert s.state.players[1].honor == 7  # Assassination's cost (it costs 0 fate)
    assert s.card("Eager Scout", 0).zone == "play"
    until(s, "conflict_action", 1)
    s.assert_not_legal("Assassination")


@pytest.mark.covers("Forged Edict", "a1:when")
def test_forged_edict_only_an_events_effects():
    """Card text: when the effects of an *event* would initiate -- a character's
    action (Sinister Soshi) gives no window to cancel it (Rules Reference "Interrupts")."""
    s = _edict([], ["Matsu Berserker", "Sinister Soshi"])
    scout = s.card("Eager Scout", 0)
    act(s, 1, "Sinister Soshi")
    s.pick(str(scout.uid))
    assert skill(s.state, scout, "military") == 0  # resolved: no window came before it
    assert not trigger_offered(s, "Forged Edict")
    assert s.card("Forged Edict").zone == "hand"


# ------------------------------------------------------------------ I Can Swim
def _swim(bid0, bid1, p1_chars=(dict(name="Doji Challenger", status="dishonored"),), defenders=("Doji Challenger",),
          **p0):
    return conflict(["Matsu Berserker"], list(p1_chars), attackers=["Matsu Berserker"], defenders=list(defenders),
                    p0=dict({"hand": ["I Can Swim"], "fate": 2, "bid": bid0}, **p0), p1={"bid": bid1})


@pytest.mark.covers("I Can Swim", "a1:effect")
def test_i_can_swim_discards_a_participating_dishonored_character():
    """RRG "Bid Value" (the dials are compared) and "Leaves Play" (discarded)."""
    s = _swim(3, 1)
    s.start("3.2.2")
    act(s, 0, "I Can Swim")
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").zone == "dynasty_discard"
    assert s.state.players[0].fate == 0


@pytest.mark.covers("I Can Swim", "a1:condition", "a1:target")
def test_i_can_swim_needs_a_higher_dial_and_a_dishonored_participant():
    """RRG "Play Restrictions and Permissions" (your dial higher than the
    opponent's) and "Target" (their participating dishonored character)."""
    s = _swim(2, 2)
    s.start("3.2.2")
    s.assert_not_legal("I Can Swim")
    s2 = _swim(3, 1, p1_chars=("Doji Challenger", dict(name="Doji Whisperer", status="dishonored")),
               defenders=("Doji Challenger",))
    s2.start("3.2.2")
    s2.assert_not_legal("I Can Swim")  # no eligible target


@pytest.mark.ruling(107, "I Can Swim")
def test_i_can_swim_ruling_bid_modifiers_do_not_turn_the_dial():
    """Ruling (RRG "Bid Value"): Bayushi Manipulator's +1 changes the bid value,
    not the dial I Can Swim reads."""
    s = _swim(2, 2)
    s.build()
    s.state.lasting.append({"type": "bid_modifier", "player": 0, "value": 1, "targets": [],
                            "source": -1})  # as Bayushi Manipulator leaves it
    assert bid_value(s.state, 0) == 3
    assert not offered(s.game, 0, "I Can Swim")


@pytest.mark.ruling(107, "I Can Swim")
def test_i_can_swim_ruling_a_duel_turns_the_dials():
    """Ruling (RRG "Bid Value"): duel bids physically set the dials, so after a
    duel I Can Swim compares the duel bids."""
    s = conflict(["Mirumoto Raitsugu"], [dict(name="Doji Challenger", status="dishonored", fate=2)],
                 attackers=["Mirumoto Raitsugu"], defenders=["Doji Challenger"],
                 p0={"hand": ["I Can Swim"], "fate": 2, "bid": 1}, p1={"bid": 5})
    s.start("3.2.2")
    s.assert_not_legal("I Can Swim")
    act(s, 0, "Mirumoto Raitsugu")
    s.pick("Doji Challenger")
    s.pick("bid 5")
    s.pick("bid 1")
    assert (s.state.players[0].bid, s.state.players[1].bid) == (5, 1)
    act(s, 0, "I Can Swim")
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").zone == "dynasty_discard"


@pytest.mark.covers("I Can Swim", "a1:target")
def test_i_can_swim_only_a_character_of_that_opponent():
    """Card text: a dishonored character *controlled by that opponent* -- your own
    participating dishonored character is no target (Rules Reference "Target")."""
    s = conflict([dict(name="Matsu Berserker", status="dishonored")],
                 [dict(name="Doji Challenger", status="dishonored")], attackers=["Matsu Berserker"],
                 defenders=["Doji Challenger"], p0={"hand": ["I Can Swim"], "fate": 2, "bid": 3}, p1={"bid": 1})
    s.start("3.2.2")
    act(s, 0, "I Can Swim")
    s.assert_legal("Doji Challenger", context="target")
    s.assert_not_legal("Matsu Berserker", context="target")


# ------------------------------------------------------------------ Secret Cache
_DECK = ["Fine Katana"] * 5 + ["Banzai!", "Ornate Fan", "Court Mask", "Fine Katana", "Blackmail", "Ambush"]


def _cache(ring="air", slot=0, hand=(), chars=("Doji Whisperer",)):
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], stronghold=CITY, provinces=SAFE)
    s.player(1, characters=list(chars), conflict_deck=list(_DECK), hand=list(hand), stronghold=CITY,
             provinces=["Secret Cache"] + SAFE[1:])
    s.start("conflict")
    s.declare("military", ring, province=slot, attackers=["Matsu Berserker"])
    return s


@pytest.mark.covers("Secret Cache", "a1:effect", "a1:trigger")
def test_secret_cache_searches_the_top_5_cards_for_one_and_shuffles():
    """Rules Reference "Search": the top 5 (Ambush, Blackmail, Fine Katana, Court
    Mask, Ornate Fan) are searched; the 6th (Banzai!) is not."""
    s = _cache()
    until(s, "trigger", 1)
    s.pick("Secret Cache")
    assert s.game.pending.context == "effect_choice"
    assert sorted(s.legal()) == ["Ambush", "Blackmail", "Court Mask", "Fine Katana", "Ornate Fan"]
    s.pick_many("Court Mask")
    pl = s.state.players[1]
    assert s.card("Court Mask").uid in pl.hand and len(pl.conflict_deck) == len(_DECK) - 1
    assert any("shuffles" in line for line in s.log)


def test_secret_cache_only_when_it_is_attacked():
    """RRG "Reactions": its triggering condition is a conflict declared against it."""
    s = _cache(slot=1)
    assert s.game.pending is None or "Secret Cache" not in " ".join(s.legal())


@pytest.mark.ruling(189, "Secret Cache")
def test_secret_cache_ruling_found_reaction_event_in_the_same_window():
    """Ruling (RRG "Reactions"): an event found by Secret Cache that reacts to
    the declaration (Mantra of Fire) can be played in the same window."""
    deck = ["Fine Katana"] * 5 + ["Mantra of Fire"]
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Togashi Initiate"], conflict_deck=deck, stronghold=CITY,
             provinces=["Secret Cache"] + SAFE[1:])
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Matsu Berserker"])
    until(s, "trigger", 1)
    s.pick("Secret Cache")
    s.pick_many("Mantra of Fire")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 1
    s.pick("Mantra of Fire")
    s.pick("Togashi Initiate")
    assert s.card("Togashi Initiate").fate == 1


@pytest.mark.covers("Secret Cache", "a1:when")
def test_secret_cache_faceup_but_the_conflict_is_against_another_province():
    """Card text: after a conflict is declared *against this province* -- revealed
    (so its ability is active), it does not react to a conflict at another province."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Doji Whisperer"], conflict_deck=list(_DECK), stronghold=CITY,
             provinces=[dict(name="Secret Cache", facedown=False)] + SAFE[1:])
    s.start("conflict")
    s.declare("military", "air", province=1, attackers=["Matsu Berserker"])
    assert not s.card("Secret Cache").facedown
    s.assert_not_legal("Secret Cache", context="declare_defenders", player=1)


@pytest.mark.covers("Secret Cache", "a1:limit")
def test_secret_cache_once_per_round_when_attacked_twice():
    """Reactions are limited to once per round (Rules Reference "Abilities"): the
    province holds against a first conflict, and a second conflict declared
    against it the same round does not offer it again."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Eager Scout", "Doji Whisperer"], stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Matsu Berserker", "Doji Whisperer"], conflict_deck=list(_DECK), stronghold=CITY,
             provinces=["Secret Cache"] + SAFE[1:])
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Eager Scout"])
    until(s, "trigger", 1)
    s.pick("Secret Cache")
    s.pick_many("Court Mask")
    until(s, "declare_defenders", 1)
    s.pick_many("Matsu Berserker")  # 3 military against 0: player 1 wins, the province holds
    while (s.game.pending.context, s.game.pending.player) != ("declare_conflict", 0):
        s.pick(s.game.pending.options[-1].id)
    assert not s.card("Secret Cache").broken
    s.declare("political", "earth", province=0, attackers=["Doji Whisperer"])
    s.assert_not_legal("Secret Cache", context="declare_defenders", player=1)


# ------------------------------------------------------------------ Shosuro Actress
def _actress(discards, p1_chars=("Eager Scout",), p0_chars=()):
    s = conflict(["Shosuro Actress", "Doji Whisperer"] + list(p0_chars), list(p1_chars),
                 attackers=["Doji Whisperer"], p1={"dynasty_deck": list(discards) + ["Eager Scout"] * 5})
    start_with(s, "3.2.2", lambda: [to_discard(s, n, 1) for n in discards])
    return s


@pytest.mark.covers("Shosuro Actress", "a1:effect", "a1:cost")
def test_shosuro_actress_sacrifice_to_put_an_opponents_discarded_character_in_the_conflict():
    """Rules Reference "Sacrifice" (cost), "Play and Put into Play", "Control and
    Ownership" (enters under your control)."""
    s = _actress(["Kakita Asami"])
    asami = s.card("Kakita Asami")
    act(s, 0, "Shosuro Actress")
    s.pick("Kakita Asami")
    assert asami.zone == "play" and asami.controller == 0 and asami.uid in s.state.conflict.attackers
    assert s.card("Shosuro Actress").zone == "dynasty_discard"


@pytest.mark.covers("Shosuro Actress", "a1:target")
def test_shosuro_actress_non_shinobi_printed_cost_3_or_lower():
    """RRG "Target", "Printed": not a Shinobi, printed cost 3 or lower, in an
    opponent's discard pile."""
    s = _actress(["Shosuro Miyako", "Guest of Honor", "Doji Challenger"])
    act(s, 0, "Shosuro Actress")
    assert s.legal() == ["Doji Challenger (dynasty discard pile)"]


@pytest.mark.ruling(204, "Shosuro Actress")
def test_shosuro_actress_ruling_no_unique_copy_already_in_play():
    """Ruling (RRG "Unique Cards"): not a unique character of which you or that
    opponent own or control a copy in play."""
    s = _actress(["Kakita Asami", "Doji Challenger"], p1_chars=("Eager Scout", "Kakita Asami"))
    act(s, 0, "Shosuro Actress")
    s.assert_not_legal("Kakita Asami")
    s2 = _actress(["Kakita Asami", "Doji Challenger"], p0_chars=("Kakita Asami",))
    act(s2, 0, "Shosuro Actress")
    s2.assert_not_legal("Kakita Asami")


@pytest.mark.covers("Shosuro Actress", "a1:condition")
def test_shosuro_actress_only_during_a_conflict():
    """Card text: "during a conflict" -- with an eligible character in the opponent's
    discard pile, it is not offered outside a conflict (Rules Reference "Play
    Restrictions and Permissions"). Dropping the condition alone is unobservable,
    as its target must also be able to enter a conflict; narrowing it to one
    conflict type fails test_shosuro_actress_during_a_conflict_of_either_type."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Shosuro Actress"], stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Eager Scout"], stronghold=CITY, provinces=SAFE, dynasty_discard=["Doji Challenger"])
    assert not offered(s.build(), 0, "Shosuro Actress")
    s2 = conflict(["Shosuro Actress", "Doji Whisperer"], ["Eager Scout"], attackers=["Doji Whisperer"],
                  p1={"dynasty_discard": ["Doji Challenger"]})
    assert offered(s2.build(), 0, "Shosuro Actress")


@pytest.mark.covers("Shosuro Actress", "a1:target")
def test_shosuro_actress_not_from_your_own_discard_pile():
    """Card text: a character in *an opponent's* discard pile -- not one in your own
    (Rules Reference "Target")."""
    s = conflict(["Shosuro Actress", "Doji Whisperer"], ["Eager Scout"], attackers=["Doji Whisperer"],
                 p0={"dynasty_discard": ["Kakita Asami"]}, p1={"dynasty_discard": ["Doji Challenger"]})
    s.start("3.2.2")
    act(s, 0, "Shosuro Actress")
    s.assert_legal("Doji Challenger", context="target")
    s.assert_not_legal("Kakita Asami", context="target")


# ------------------------------------------------------------------ Shosuro Miyako
def _miyako(p1_chars=("Doji Whisperer",), p1_hand=("Fine Katana",), **p1):
    s = Scenario(first_player=0)
    s.player(0, characters=["Shosuro Miyako"], hand=["Adept of Shadows"], fate=2, stronghold=CITY, provinces=SAFE)
    s.player(1, characters=list(p1_chars), hand=list(p1_hand), stronghold=CITY, provinces=SAFE, **p1)
    s.start("conflict")
    s.pick("Play Adept of Shadows")  # its 2 fate: no fate left to place on it
    return s


@pytest.mark.covers("Shosuro Miyako", "a1:effect", "a1:trigger")
def test_shosuro_miyako_opponent_discards_at_random_or_dishonors():
    """"Your opponent must select one" (Rules Reference "Select": the opponent selects)."""
    s = _miyako()
    assert s.game.pending.context == "trigger" and s.game.pending.player == 0
    s.pick("Shosuro Miyako")
    d = s.game.pending
    assert d.player == 1 and d.context == "select"
    s.pick("discard 1 card at random")
    assert s.state.players[1].hand == [] and s.card("Fine Katana", 1).zone == "conflict_discard"
    s2 = _miyako()
    s2.pick("Shosuro Miyako")
    s2.pick("choose and dishonor")
    assert s2.card("Doji Whisperer").status == -1 and len(s2.state.players[1].hand) == 1


@pytest.mark.covers("Shosuro Miyako", "a1:when")
def test_shosuro_miyako_only_after_playing_a_character_from_hand():
    """RRG "Reactions": not after a character is played from a province."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Shosuro Miyako"], fate=3, stronghold=CITY,
             provinces=[dict(name=SAFE[0], cards=["Bayushi Manipulator"])] + SAFE[1:])
    s.player(1, characters=["Doji Whisperer"], hand=["Fine Katana"], stronghold=CITY, provinces=SAFE)
    s.start("dynasty")
    s.pick("Play Bayushi Manipulator")
    s.pick("0 fate")
    assert s.game.pending.context != "trigger" or "Shosuro Miyako" not in " ".join(s.legal())


@pytest.mark.ruling(205, "Shosuro Miyako")
def test_shosuro_miyako_ruling_an_option_that_changes_the_game_state():
    """Ruling (RRG "Select"): with every character of theirs dishonored, the
    opponent must discard at random."""
    s = _miyako(p1_chars=(dict(name="Doji Whisperer", status="dishonored"),))
    s.pick("Shosuro Miyako")
    assert s.state.players[1].hand == []  # no choice was offered: discard at random
    assert s.card("Doji Whisperer").status == -1


@pytest.mark.ruling(206, "Shosuro Miyako")
def test_shosuro_miyako_ruling_the_dishonored_character_is_no_target():
    """Ruling (RRG "Initiating Abilities", "Select"): the character is chosen while
    the effect resolves, too late to cancel the initiation (Shiba Yōjimbō does not
    protect a Shugenja)."""
    s = _miyako(p1_chars=("Shiba Yōjimbō", "Solemn Scholar"), p1_hand=())
    s.pick("Shosuro Miyako")  # an empty hand: dishonoring is the only option that changes anything
    # no cancel window was offered to Shiba Yōjimbō: the choice comes after the initiation
    assert s.game.pending.player == 1 and s.game.pending.context == "effect_choice"
    s.pick("Solemn Scholar")
    assert s.card("Solemn Scholar").status == -1


@pytest.mark.covers("Shosuro Miyako", "a1:when")
def test_shosuro_miyako_not_after_an_opponent_plays_a_character():
    """Card text: after *you* play a character from your hand -- not after the
    opponent does (Rules Reference "Reactions")."""
    s = Scenario(first_player=1)
    s.player(0, characters=["Shosuro Miyako"], stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Doji Whisperer"], hand=["Adept of Shadows", "Fine Katana"], fate=2,
             stronghold=CITY, provinces=SAFE)
    s.start("conflict")
    s.pick("Play Adept of Shadows")
    assert s.card("Adept of Shadows").zone == "play"
    assert not trigger_offered(s, "Shosuro Miyako")
    assert s.card("Fine Katana").zone == "hand"


@pytest.mark.covers("Shosuro Miyako", "a1:when")
def test_shosuro_miyako_not_after_playing_an_attachment():
    """Card text: after you play a *character* from your hand -- an attachment
    (Court Mask) played from hand does not trigger it."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Shosuro Miyako"], hand=["Court Mask"], fate=1, stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Doji Whisperer"], hand=["Fine Katana"], stronghold=CITY, provinces=SAFE)
    s.start("conflict")
    s.pick("Play Court Mask")  # its only possible host: Shosuro Miyako
    assert s.card("Court Mask").attached_to == s.uid("Shosuro Miyako")
    assert not trigger_offered(s, "Shosuro Miyako")
    assert s.card("Doji Whisperer").status == 0 and s.card("Fine Katana").zone == "hand"


@pytest.mark.covers("Shosuro Miyako", "a1:limit")
def test_shosuro_miyako_once_per_round():
    """Reactions are limited to once per round (Rules Reference "Abilities"): a
    second character played from hand the same round does not trigger it again."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Shosuro Miyako"], hand=["Adept of Shadows", "Unassuming Yōjimbō"], fate=5,
             stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Doji Whisperer"], hand=["Fine Katana", "Fine Katana"], stronghold=CITY,
             provinces=SAFE)
    s.start("conflict")
    s.pick("Play Adept of Shadows")
    if s.game.pending.context == "additional_fate":
        s.pick("0 fate")
    s.pick("Shosuro Miyako")
    s.pick("discard 1 card at random")
    assert len(s.state.players[1].hand) == 1
    act(s, 0, "Play Unassuming Yōjimbō")
    assert s.card("Unassuming Yōjimbō").zone == "play"
    assert not trigger_offered(s, "Shosuro Miyako")
    assert len(s.state.players[1].hand) == 1 and s.card("Doji Whisperer").status == 0


# ------------------------------------------------------------------ Sinister Soshi
@pytest.mark.covers("Sinister Soshi", "a1:effect")
def test_sinister_soshi_minus_2_minus_2_until_end_of_conflict():
    """Rules Reference "Lasting Effects"; skills never below 0 ("Modifiers")."""
    s = conflict(["Doji Whisperer", "Sinister Soshi"], ["Doji Challenger"], attackers=["Doji Whisperer"],
                 defenders=["Doji Challenger"], p0={"hand": ["Fine Katana"]})  # keeps the window open
    s.start("3.2.2")
    ch = s.card("Doji Challenger")  # 3/3
    act(s, 0, "Sinister Soshi")
    s.pick("Doji Challenger")
    assert (skill(s.state, ch, "military"), skill(s.state, ch, "political")) == (1, 1)
    _finish_conflict(s)
    assert (skill(s.state, ch, "military"), skill(s.state, ch, "political")) == (3, 3)


@pytest.mark.covers("Sinister Soshi", "a1:target", "a1:condition")
def test_sinister_soshi_participating_characters_during_a_conflict_only():
    """RRG "Target" (participating characters) and "Play Restrictions" (during a
    conflict: dropping the condition alone is unobservable, as its target must
    participate in a conflict; see also
    test_sinister_soshi_during_a_conflict_of_either_type)."""
    s = conflict(["Doji Whisperer", "Sinister Soshi"], ["Doji Challenger", "Eager Scout"],
                 attackers=["Doji Whisperer"], defenders=["Doji Challenger"])
    s.start("3.2.2")
    act(s, 0, "Sinister Soshi")
    assert sorted(s.legal()) == ["Doji Challenger", "Doji Whisperer"]
    s2 = Scenario(first_player=0)
    s2.player(0, characters=["Sinister Soshi"], stronghold=CITY, provinces=SAFE)
    s2.player(1, characters=["Doji Challenger"], stronghold=CITY, provinces=SAFE)
    assert not offered(s2.build(), 0, "Sinister Soshi")  # no conflict


# ------------------------------------------------------------------ Soshi Illusionist
@pytest.mark.covers("Soshi Illusionist", "a1:effect", "a1:cost")
def test_soshi_illusionist_spends_1_fate_to_discard_a_status_token():
    """Rules Reference "Status Token": discarding it leaves the character ordinary."""
    s = _favors(["Soshi Illusionist"], [dict(name="Doji Challenger", status="honored")], hand=(), fate=1)
    s.pick("Soshi Illusionist")
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").status == 0 and s.state.players[0].fate == 0


@pytest.mark.covers("Soshi Illusionist", "a1:cost", "a1:target")
def test_soshi_illusionist_needs_fate_and_a_character_with_a_token():
    """RRG "Cost" (spend 1 fate) and "Target" (a character with a status token)."""
    s = _favors(["Soshi Illusionist"], [dict(name="Doji Challenger", status="dishonored"), "Eager Scout"],
                hand=(), fate=1)
    s.pick("Soshi Illusionist")
    assert s.legal() == ["Doji Challenger"]  # the ordinary Eager Scout has no token
    s2 = _favors(["Soshi Illusionist"], [dict(name="Doji Challenger", status="dishonored")], hand=(), fate=0)
    assert s2.game.pending is None or "Soshi Illusionist" not in " ".join(s2.legal())


# ------------------------------------------------------------------ Way of the Scorpion
@pytest.mark.covers("Way of the Scorpion", "a1:effect", "a1:target")
def test_way_of_the_scorpion_dishonors_a_participating_non_scorpion_character():
    """RRG "Target" (participating, non-Scorpion) and "Honored, Dishonored"."""
    s = conflict(["Bayushi Manipulator"], ["Doji Challenger", "Doji Whisperer"], attackers=["Bayushi Manipulator"],
                 defenders=["Doji Challenger"], p0={"hand": ["Way of the Scorpion"]})
    s.start("3.2.2")
    act(s, 0, "Way of the Scorpion")
    assert s.legal() == ["Doji Challenger"]  # not a Scorpion, not one at home
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").status == -1


@pytest.mark.covers("Way of the Scorpion", "a1:condition")
def test_way_of_the_scorpion_not_outside_a_conflict():
    """RRG "Play Restrictions and Permissions": during a conflict only (dropping
    the condition alone is unobservable, as its target must participate in a
    conflict; see also test_way_of_the_scorpion_during_a_conflict_of_either_type)."""
    s = _favors(["Bayushi Manipulator"], ["Doji Challenger"], hand=("Way of the Scorpion", "Fine Katana"))
    s.assert_legal("Fine Katana", context="action", player=0)
    s.assert_not_legal("Way of the Scorpion")


@pytest.mark.covers("Way of the Scorpion", "a1:target")
def test_way_of_the_scorpion_not_a_character_already_dishonored():
    """Rules Reference "Target": a character the effect cannot affect (already
    dishonored) is no eligible target."""
    s = conflict(["Bayushi Manipulator"], [dict(name="Doji Challenger", status="dishonored"), "Doji Whisperer"],
                 attackers=["Bayushi Manipulator"], defenders=["Doji Challenger", "Doji Whisperer"],
                 p0={"hand": ["Way of the Scorpion"]})
    s.start("3.2.2")
    act(s, 0, "Way of the Scorpion")
    s.assert_legal("Doji Whisperer", context="target")
    s.assert_not_legal("Doji Challenger", context="target")


# ------------------------------------------------------------------ Yogo Hiroue
def _hiroue(p1_chars, defenders=("Eager Scout",), p0_chars=(), type="political"):
    return conflict(["Yogo Hiroue"] + list(p0_chars), list(p1_chars), type=type, attackers=["Yogo Hiroue"],
                    defenders=list(defenders))


@pytest.mark.covers("Yogo Hiroue", "a1:effect", "a1:then")
def test_yogo_hiroue_moves_a_character_and_may_dishonor_it_if_you_win():
    """Rules Reference "Move" (on its controller's side), "Delayed Effects", "May"."""
    s = _hiroue(["Eager Scout", "Doji Challenger"])
    s.start("3.2.2")
    ch = s.card("Doji Challenger")
    s.pick("Yogo Hiroue")
    s.pick("Doji Challenger")
    assert ch.uid in s.state.conflict.defenders
    s.apply(ev("bow", card=ch.uid))  # so that Hiroue (4 political) wins
    until(s, "may", 0)
    s.pick("Dishonor Doji Challenger")
    assert ch.status == -1


@pytest.mark.covers("Yogo Hiroue", "a1:conflict")
def test_yogo_hiroue_only_while_participating_and_no_dishonor_if_you_lose():
    """RRG "Participating and Cannot Participate" ("while this character is
    participating") and "Delayed Effects" ("if you win the conflict")."""
    s = conflict(["Yogo Hiroue", "Doji Whisperer"], ["Eager Scout"], attackers=["Doji Whisperer"],
                 type="political")
    assert not offered(s.build(), 0, "Yogo Hiroue")
    s2 = _hiroue(["Eager Scout", "Doji Hotaru"])  # 6 political moved in: player 1 wins
    s2.start("3.2.2")
    s2.pick("Yogo Hiroue")
    s2.pick("Doji Hotaru")
    seen = []
    while s2.state.conflict is not None and s2.game.pending is not None:
        seen.append(s2.game.pending.context)
        s2.pick(s2.game.pending.options[-1].id)
    assert "may" not in seen and s2.card("Doji Hotaru").status == 0


@pytest.mark.ruling(244, "Yogo Hiroue")
def test_yogo_hiroue_ruling_bowed_characters_can_be_moved():
    """Ruling (RRG "Move"): the ability does not ask for a ready character."""
    s = _hiroue(["Eager Scout", dict(name="Doji Challenger", bowed=True)])
    s.start("3.2.2")
    s.pick("Yogo Hiroue")
    s.pick("Doji Challenger")
    ch = s.card("Doji Challenger")
    assert ch.bowed and ch.uid in s.state.conflict.defenders


@pytest.mark.covers("Yogo Hiroue", "a1:target")
@pytest.mark.ruling(245, "Yogo Hiroue")
@pytest.mark.ruling(246, "Yogo Hiroue")
def test_yogo_hiroue_ruling_no_participant_nor_character_that_cannot_participate():
    """Rulings (RRG "Dash", "Participating and Cannot Participate"): not a
    participating character, not one with a dash for the conflict type, not one
    with Pacifism in a military conflict."""
    s = _hiroue(["Eager Scout", "Matsu Berserker", dict(name="Doji Challenger", attachments=["Pacifism"]),
                 "Doji Whisperer"], type="military", p0_chars=["Otomo Courtier"])
    s.start("3.2.2")
    s.pick("Yogo Hiroue")
    assert sorted(s.legal()) == ["Doji Whisperer", "Matsu Berserker"]  # Otomo Courtier: a dash
    s2 = _hiroue(["Eager Scout", "Matsu Berserker", "Doji Whisperer"])  # political
    s2.start("3.2.2")
    s2.pick("Yogo Hiroue")
    assert s2.legal() == ["Doji Whisperer"]  # Matsu Berserker: no political skill


@pytest.mark.covers('Shiba Peacemaker', 'a1:effect')
@pytest.mark.ruling(246, "Yogo Hiroue")
def test_yogo_hiroue_ruling_not_shiba_peacemaker_to_the_attack():
    """Ruling (RRG "Participating and Cannot Participate"): Shiba Peacemaker cannot
    be moved into a conflict as an attacker."""
    s = _hiroue(["Eager Scout"], type="military", p0_chars=["Shiba Peacemaker"])
    s.start("3.2.2")
    assert not offered(s.game, 0, "Yogo Hiroue")


@pytest.mark.ruling(245, "Yogo Hiroue")
def test_yogo_hiroue_ruling_no_then_if_the_move_does_not_resolve():
    """Ruling (RRG "The Word 'Then'"): if the move does not resolve (cancelled by
    Shiba Yōjimbō: the target is a Shugenja), there is no dishonor afterwards."""
    s = _hiroue(["Eager Scout", "Shiba Yōjimbō", "Solemn Scholar"])
    s.start("3.2.2")
    s.pick("Yogo Hiroue")
    s.pick("Solemn Scholar")
    assert s.game.pending.player == 1
    s.pick("Shiba Yōjimbō")
    sch = s.card("Solemn Scholar")
    assert sch.uid not in s.state.conflict.defenders
    assert not [e for e in s.state.lasting if e["type"] == "scorpion.may_dishonor"]


@pytest.mark.ruling(247, "Yogo Hiroue")
def test_yogo_hiroue_ruling_before_pride():
    """Ruling (RRG "Pride", "Delayed Effects"): Hiroue's delayed effect applies before
    the Pride keyword (it dishonors Akodo Gunsō first; Pride then finds it ordinary)."""
    s = _hiroue(["Eager Scout", dict(name="Akodo Gunsō", status="honored")])
    s.start("3.2.2")
    s.pick("Yogo Hiroue")
    s.pick("Akodo Gunsō")
    gunso = s.card("Akodo Gunsō")
    s.apply(ev("bow", card=gunso.uid))
    until(s, "may", 0)
    assert gunso.status == 1  # Pride has not dishonored it yet
    s.pick("Dishonor Akodo Gunsō")
    assert gunso.status == -1  # honored -> ordinary (Hiroue) -> dishonored (Pride)


@pytest.mark.ruling(247, "Yogo Hiroue")
def test_yogo_hiroue_ruling_reactions_share_the_window_of_winning_the_conflict():
    """Ruling (Yogo Hiroue): reactions to winning the conflict, to Hiroue's
    delayed effect and to Pride share one window (Rules Reference "Delayed
    Effects": they resolve before reactions to that moment)."""
    s = conflict(["Yogo Hiroue"], ["Eager Scout", "Doji Challenger"], type="political",
                 attackers=["Yogo Hiroue"], defenders=["Eager Scout"], p0={"hand": ["Spies at Court"]},
                 p1={"hand": ["Spies at Court", "Spies at Court"]})
    s.start("3.2.2")
    s.pick("Yogo Hiroue")
    s.pick("Doji Challenger")
    until(s, "may", 0)
    s.pick("Dishonor Doji Challenger")
    d = s.game.pending
    assert d.context == "trigger" and d.player == 0 and any("Spies at Court" in l for l in s.legal())
    window = s.state.stack[-1]
    names = [e["name"] for e in s.state.stack[window["ew"]]["events"]]
    assert "conflict_won" in names and "dishonor" in names  # one window for both


@pytest.mark.ruling(247, "Yogo Hiroue")
def test_yogo_hiroue_ruling_pride_resolves_after_the_delayed_dishonor():
    """Ruling (Yogo Hiroue, RRG "Pride"): the delayed effect applies before
    Pride, so Pride sees the status it left: a winning honored Akodo Gunsō
    Hiroue moved in is dishonored to ordinary, then honored again by Pride."""
    s = conflict(["Yogo Hiroue", dict(name="Akodo Gunsō", status="honored")], [], type="military",
                 attackers=["Yogo Hiroue"])
    s.start("3.2.2")
    gunso = s.card("Akodo Gunsō")
    s.pick("Yogo Hiroue")
    s.pick("Akodo Gunsō")
    assert gunso.uid in s.state.conflict.attackers
    until(s, "may", 0)
    s.pick("Dishonor Akodo Gunsō")
    until(s, "ring_effect", 0)
    assert gunso.status == 1  # honored -> ordinary (Hiroue) -> honored (Pride)


def test_yogo_hiroue_rrg_delayed_effects_outlive_hiroue_leaving_play():
    """Rules Reference "Delayed Effects" / "Lasting Effects": the delayed
    dishonor does not need Hiroue to stay in play (his side still wins)."""
    s = conflict(["Yogo Hiroue", "Doji Whisperer"], ["Eager Scout", "Doji Challenger"], type="political",
                 attackers=["Yogo Hiroue", "Doji Whisperer"], defenders=["Eager Scout"],
                 p0={"hand": ["Fine Katana"]})
    s.start("3.2.2")
    ch = s.card("Doji Challenger")
    s.pick("Yogo Hiroue")
    s.pick("Doji Challenger")
    assert s.game.pending.context == "conflict_action"  # the conflict goes on
    s.apply(ev("bow", card=ch.uid), ev("leaves_play", card=s.uid("Yogo Hiroue"), reason="discarded"))
    assert s.card("Yogo Hiroue").zone != "play"
    until(s, "may", 0)
    s.pick("Dishonor Doji Challenger")
    assert ch.status == -1


def test_yogo_hiroue_rrg_leaves_play_no_dishonor_for_a_new_instance():
    """Rules Reference "Leaves Play": the delayed effect on the moved character
    ends if it leaves play (nothing is asked)."""
    s = conflict(["Yogo Hiroue"], ["Eager Scout", "Doji Challenger"], type="political",
                 attackers=["Yogo Hiroue"], defenders=["Eager Scout"], p0={"hand": ["Fine Katana"]})
    s.start("3.2.2")
    ch = s.card("Doji Challenger")
    s.pick("Yogo Hiroue")
    s.pick("Doji Challenger")
    assert s.game.pending.context == "conflict_action"
    s.apply(ev("leaves_play", card=ch.uid, reason="discarded"))
    seen = []
    while s.state.conflict is not None and s.game.pending is not None:
        seen.append(s.game.pending.context)
        s.pick(s.game.pending.options[-1].id)
    assert "may" not in seen
    assert any("Player 1 wins the conflict" in line for line in s.log)


@pytest.mark.ruling(247, "Yogo Hiroue")
def test_rrg_keyword_pride_reactions_share_the_window_of_winning_ruling_yogo_hiroue():
    """Ruling (Yogo Hiroue): reactions to Pride share the window of reactions to
    winning the conflict (Rules Reference "Keywords": it resolves before them)."""
    s = conflict(["Akodo Gunsō", "Doji Whisperer"], ["Eager Scout"], type="political",
                 attackers=["Akodo Gunsō", "Doji Whisperer"], defenders=["Eager Scout"],
                 p0={"hand": ["Spies at Court"]}, p1={"hand": ["Fine Katana", "Fine Katana"]})
    s.start("3.2.2")
    until(s, "trigger", 0)
    window = s.state.stack[-1]
    names = [e["name"] for e in s.state.stack[window["ew"]]["events"]]
    assert names[0] == "conflict_won" and "honor" in names
    assert s.card("Akodo Gunsō").status == 1


# ------------------------------------------------------------------ Young Rumormonger
def _fire(p0_chars, **kw):
    s = conflict(list(p0_chars), ["Eager Scout"], type="military", ring="fire", attackers=[p0_chars[0]], **kw)
    s.start("3.2.2")
    until(s, "ring_effect", 0)
    return s


@pytest.mark.covers("Young Rumormonger", "a1:effect", "a1:trigger", "a1:target")
def test_young_rumormonger_redirects_an_honor_to_another_of_that_players_characters():
    """Rules Reference "Interrupts", "Would": the honor goes to the chosen character instead."""
    s = _fire(["Matsu Berserker", "Young Rumormonger", "Doji Whisperer"])
    s.pick("Honor Matsu Berserker")
    assert s.game.pending.context == "trigger"
    s.pick("Young Rumormonger")
    assert sorted(s.legal()) == ["Doji Whisperer", "Young Rumormonger"]  # not the same one, not theirs
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == 1 and s.card("Matsu Berserker").status == 0


@pytest.mark.covers("Young Rumormonger", "a1:target")
@pytest.mark.ruling(250, "Young Rumormonger")
def test_young_rumormonger_ruling_not_to_an_already_honored_character():
    """Ruling (RRG "Target"): honor cannot go to an honored character (it could not affect it)."""
    s = _fire(["Matsu Berserker", "Young Rumormonger", dict(name="Doji Whisperer", status="honored")])
    s.pick("Honor Matsu Berserker")
    s.pick("Young Rumormonger")
    assert s.legal() == ["Young Rumormonger"]


@pytest.mark.covers("Young Rumormonger", "a1:trigger", "a1:target")
@pytest.mark.ruling(252, "Young Rumormonger")
def test_young_rumormonger_ruling_fire_ring_effect_can_be_redirected():
    """Ruling (RRG "Ring Effects", "Interrupts"): the Fire ring effect's dishonor can
    be redirected (the ruling's Isawa Kaede is not in the Core Set: here another
    character of that player receives it)."""
    s = conflict(["Matsu Berserker", "Young Rumormonger"], ["Eager Scout", "Doji Whisperer"], ring="fire",
                 attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    until(s, "ring_effect", 0)
    scout = s.card("Eager Scout", 1)
    s.pick("Dishonor Eager Scout")
    s.pick("Young Rumormonger")
    assert s.legal() == ["Doji Whisperer"]  # controlled by the same player as the Eager Scout
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").status == -1 and scout.status == 0


@pytest.mark.ruling(251, "Young Rumormonger")
def test_young_rumormonger_ruling_redirected_cost_is_still_paid():
    """Ruling (RRG "Cost"): when the dishonor paying a cost (Forged Edict) is
    redirected, the cost is paid and the event is cancelled."""
    s = Scenario(first_player=1)
    s.player(0, characters=["Doji Whisperer", "Eager Scout", "Young Rumormonger"], hand=["Forged Edict"],
             stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Matsu Berserker"], hand=["Assassination"], fate=3, stronghold=CITY, provinces=SAFE)
    s.conflict(attacker=1, type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    scout = s.card("Eager Scout", 0)
    act(s, 1, "Assassination")
    s.pick(str(scout.uid))
    s.pick("Forged Edict")
    s.pick("Doji Whisperer")
    s.pick("Young Rumormonger")
    s.pick(str(scout.uid))
    assert scout.status == -1 and s.card("Doji Whisperer").status == 0
    assert scout.zone == "play"  # Assassination was cancelled


@pytest.mark.ruling(253, "Young Rumormonger")
def test_young_rumormonger_ruling_not_bound_by_the_abilitys_targeting():
    """Ruling (RRG "Target"): the new recipient need not meet the interrupted
    ability's target rules (Way of the Scorpion: a participating non-Scorpion
    character -- the dishonor goes to a Scorpion at home)."""
    s = conflict(["Matsu Berserker"], ["Doji Whisperer", "Young Rumormonger", "Bayushi Manipulator"],
                 attackers=["Matsu Berserker"], defenders=["Doji Whisperer"],
                 p0={"hand": ["Way of the Scorpion"]})
    s.start("3.2.2")
    act(s, 0, "Way of the Scorpion")
    s.pick("Doji Whisperer")
    assert s.game.pending.player == 1
    s.pick("Young Rumormonger")
    s.pick("Bayushi Manipulator")
    assert s.card("Bayushi Manipulator").status == -1 and s.card("Doji Whisperer").status == 0


def test_young_rumormonger_appendix_iii_not_when_a_token_is_discarded():
    """Appendix III: it only responds to a character being honored or dishonored,
    not to a status token changing otherwise (Soshi Illusionist discards one)."""
    s = _favors(["Soshi Illusionist", "Young Rumormonger", "Doji Whisperer"],
                [dict(name="Doji Challenger", status="honored")], hand=(), fate=1)
    s.pick("Soshi Illusionist")
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").status == 0
    assert s.game.pending is None or "Young Rumormonger" not in " ".join(s.legal())


@pytest.mark.covers("Young Rumormonger", "a1:when")
def test_young_rumormonger_not_when_the_character_would_not_be_dishonored():
    """Card text: when a character *would be* dishonored -- Court Mask dishonoring its
    already dishonored character dishonors no one, so there is nothing to redirect
    (ruling: the dishonor could not affect that character; Rules Reference "Target")."""
    s = _favors([dict(name="Doji Whisperer", status="dishonored", attachments=["Court Mask"]),
                 "Young Rumormonger", "Bayushi Manipulator"], ["Eager Scout"], hand=())
    s.pick("Court Mask")
    assert not trigger_offered(s, "Young Rumormonger")
    assert s.card("Court Mask").zone == "hand"
    assert s.card("Bayushi Manipulator").status == 0 and s.card("Young Rumormonger").status == 0


@pytest.mark.covers("Young Rumormonger", "a1:limit")
def test_young_rumormonger_once_per_round():
    """Interrupts are limited to once per round (Rules Reference "Abilities"): a
    second dishonor the same round (a second Way of the Scorpion) is not offered
    to it."""
    s = conflict(["Matsu Berserker"], ["Doji Whisperer", "Doji Challenger", "Young Rumormonger",
                                       "Bayushi Manipulator"],
                 attackers=["Matsu Berserker"], defenders=["Doji Whisperer", "Doji Challenger"],
                 p0={"hand": ["Way of the Scorpion", "Way of the Scorpion"]})
    s.start("3.2.2")
    act(s, 0, "Way of the Scorpion")
    s.pick("Doji Whisperer")
    s.pick("Young Rumormonger")
    s.pick("Bayushi Manipulator")
    assert s.card("Bayushi Manipulator").status == -1 and s.card("Doji Whisperer").status == 0
    act(s, 0, "Way of the Scorpion")
    s.pick("Doji Challenger")
    assert s.card("Doji Challenger").status == -1  # no interrupt came
    assert s.card("Young Rumormonger").status == 0


# ------------------------------------------------------------------ "During a conflict", of either type
# Shosuro Actress, Sinister Soshi, Way of the Scorpion: dropping the condition
# alone is unobservable (each target needs a conflict: a participating
# character, or one able to enter the conflict); narrowing it to one conflict
# type fails these tests.
@pytest.mark.covers("Shosuro Actress", "a1:condition")
def test_shosuro_actress_during_a_conflict_of_either_type():
    """Card text ("During a conflict", no type): usable in a political conflict
    as in a military one (Doji Challenger has both skills, so can enter either)."""
    for type_ in ("political", "military"):
        s = conflict(["Shosuro Actress", "Doji Whisperer"], ["Eager Scout"], type=type_,
                     attackers=["Doji Whisperer"], p1={"dynasty_discard": ["Doji Challenger"]})
        s.start("3.2.2")
        act(s, 0, "Shosuro Actress")
        s.pick("Doji Challenger")
        assert s.uid("Doji Challenger") in s.state.conflict.attackers, type_


@pytest.mark.covers("Sinister Soshi", "a1:condition")
def test_sinister_soshi_during_a_conflict_of_either_type():
    """Card text ("During a conflict", no type): usable in a political conflict
    as in a military one."""
    for type_ in ("political", "military"):
        s = conflict(["Doji Whisperer", "Sinister Soshi"], ["Doji Challenger"], type=type_,
                     attackers=["Doji Whisperer"], defenders=["Doji Challenger"], p0={"hand": ["Fine Katana"]})
        s.start("3.2.2")
        act(s, 0, "Sinister Soshi")
        s.pick("Doji Challenger")
        ch = s.card("Doji Challenger")
        assert (skill(s.state, ch, "military"), skill(s.state, ch, "political")) == (1, 1), type_


@pytest.mark.covers("Way of the Scorpion", "a1:condition")
def test_way_of_the_scorpion_during_a_conflict_of_either_type():
    """Card text ("During a conflict", no type): playable in a political
    conflict as in a military one."""
    for type_ in ("political", "military"):
        s = conflict(["Bayushi Manipulator"], ["Doji Challenger"], type=type_, attackers=["Bayushi Manipulator"],
                     defenders=["Doji Challenger"], p0={"hand": ["Way of the Scorpion"]})
        s.start("3.2.2")
        act(s, 0, "Way of the Scorpion")
        s.pick("Doji Challenger")
        assert s.card("Doji Challenger").status == -1, type_


# ------------------------------------------------------------------ Forged Edict: its limit, per copy
@pytest.mark.covers("Forged Edict", "a1:limit")
def test_forged_edict_limit_per_copy_a_second_copy_after_the_first_was_cancelled():
    """Rules Reference "Triggered Abilities" (once per round by default; a limit
    counts per copy, the card has no "Max"; the same copy cannot be used twice,
    each play being a new instance): the first copy's effects cancelled (Voice
    of Honor), a second copy is played in the same interrupt window, dishonoring
    another Courtier, and Assassination is cancelled."""
    s = Scenario(first_player=1)
    s.player(0, characters=["Doji Whisperer", "Bayushi Manipulator", "Eager Scout"],
             hand=["Forged Edict", "Forged Edict"], stronghold=CITY, provinces=SAFE)
    s.player(1, characters=["Matsu Berserker", dict(name="Kakita Asami", status="honored")],
             hand=["Assassination", "Voice of Honor"], fate=3, stronghold=CITY, provinces=SAFE)
    s.conflict(attacker=1, type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.start("3.2.2")
    scout = s.card("Eager Scout", 0)
    act(s, 1, "Assassination")
    s.pick(str(scout.uid))
    until(s, "trigger", 0)  # player 1 could cancel their own event first: not now
    s.pick("Forged Edict")
    s.pick("Doji Whisperer")
    assert s.game.pending.player == 1
    s.pick("Voice of Honor")
    assert trigger_offered(s, "Forged Edict") and s.game.pending.player == 0  # could cancel Voice of Honor
    s.pass_()
    assert len(s.state.players[0].conflict_discard) == 1 and scout.zone == "play"  # not yet resolved
    assert trigger_offered(s, "Forged Edict") and s.game.pending.player == 0  # Assassination's window again
    s.pick("Forged Edict")
    s.pick("Bayushi Manipulator")
    assert scout.zone == "play"
    assert s.card("Doji Whisperer").status == -1 and s.card("Bayushi Manipulator").status == -1
    assert len(s.state.players[0].conflict_discard) == 2
