"""Unicorn clan cards of the Core Set (src/l5r/lcg/cards/unicorn.py; Utaku
Infantry and Aggressive Moto in constants_core.py): each card's effect, a
restriction (condition, limit, target rule or cost) and every 2017 ruling
about it (Rules Reference sections cited per test)."""

import pytest

from l5r.lcg.abilities import action_options
from l5r.lcg.model import FACTS, place, skill
from l5r.lcg.play import attachment_hosts, cost_of
from l5r.testing import Scenario

# provinces with constant abilities only: nothing else reacts at the attacked province
SAFE = ["Ancestral Lands", "Entrenched Position", "Ancestral Lands", "Entrenched Position", "Ancestral Lands"]


def conflict(p0_chars, p1_chars, *, type="military", ring="air", attackers=(), defenders=(),
             province=0, p0=None, p1=None):
    """Player 0 attacks player 1 (whose provinces are :data:`SAFE`)."""
    s = Scenario(first_player=0)
    s.player(0, characters=list(p0_chars), **(p0 or {}))
    s.player(1, characters=list(p1_chars), **dict({"provinces": SAFE}, **(p1 or {})))
    s.conflict(attacker=0, type=type, ring=ring, province=province, attackers=list(attackers),
               defenders=list(defenders))
    return s


def until(s, context, player=None):
    """Pass until a decision of this context (and player) is pending."""
    while s.game.pending is not None and not (
            s.game.pending.context == context and (player is None or s.game.pending.player == player)):
        s.pass_()
    assert s.game.pending is not None, f"no {context} decision came"


def start(s, at, *moves):
    """Start at ``at`` after moving cards (name, player, zone) out of the decks."""
    build = s.build

    def build_then_move():
        g = build()
        for name, player, zone in moves:
            place(g.state, s.card(name, player), zone)
        return g
    s.build = build_then_move
    return s.start(at)


def labels(s, uid_list):
    return sorted(FACTS[s.state.cards[u].cid].name for u in uid_list)


def skills(s, name, player=None):
    c = s.card(name, player)
    return skill(s.state, c, "military"), skill(s.state, c, "political")


# ------------------------------------------------------------------ Border Rider
@pytest.mark.covers("Border Rider", "a1:effect")
def test_border_rider_readies_itself_rrg_ready():
    s = conflict([dict(name="Border Rider", bowed=True), "Shinjo Outrider"], ["Doji Whisperer"],
                 attackers=["Border Rider", "Shinjo Outrider"])
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Border Rider")
    assert not s.card("Border Rider").bowed


def test_border_rider_not_usable_while_ready_and_once_per_round_rrg_limits_of_triggered_abilities():
    """A ready Border Rider has nothing to ready (an ability whose effect
    cannot change the game state cannot be initiated); after one use it
    cannot be used again this round even when bowed again."""
    s = conflict(["Border Rider"], [], attackers=["Border Rider"])
    g = s.build()
    assert not any("Border Rider" in o.label for o in action_options(g, 0))
    s2 = conflict([dict(name="Border Rider", bowed=True)], ["Doji Whisperer"], attackers=["Border Rider"])
    s2.start("3.2.2")
    until(s2, "conflict_action", player=0)
    s2.pick("Border Rider")
    s2.card("Border Rider").bowed = True
    assert not any("Border Rider" in o.label for o in action_options(s2.game, 0))


# ------------------------------------------------------------------ Born in War
@pytest.mark.covers("Born in War", "a2:effect")
def test_born_in_war_plus_one_military_per_unclaimed_ring():
    s = Scenario()
    s.player(0, characters=[dict(name="Border Rider", attachments=["Born in War"])], claimed_rings=["air"])
    s.player(1, claimed_rings=["fire"])
    g = s.build()
    assert skills(s, "Border Rider") == (2 + 3, 1)  # printed 2/1; water, earth, void unclaimed
    g.state.rings["air"].claimed_by = -1
    assert skills(s, "Border Rider") == (2 + 4, 1)


@pytest.mark.covers("Born in War", "a2:effect")
@pytest.mark.ruling(38, "Born in War")
def test_born_in_war_ruling_the_contested_ring_is_not_unclaimed():
    """Ruling (Born in War): during a conflict the contested ring does not
    count as unclaimed (Rules Reference "Rings")."""
    s = conflict([dict(name="Border Rider", attachments=["Born in War"])], [], attackers=["Border Rider"])
    s.build()
    assert skills(s, "Border Rider")[0] == 2 + 4  # five unclaimed rings but one is contested


def test_born_in_war_attaches_only_to_cavalry_rrg_attachment_cards():
    s = Scenario()
    s.player(0, characters=["Border Rider", "Doji Whisperer", dict(name="Eager Scout", attachments=["Favored Mount"])],
             hand=["Born in War"])
    s.player(1, characters=["Matsu Berserker"])
    g = s.build()
    hosts = attachment_hosts(g, 0, s.uid("Born in War"))
    assert labels(s, hosts) == ["Border Rider", "Eager Scout"]  # Favored Mount gives Cavalry


# ------------------------------------------------------------------ Breakthrough
def _breakthrough(**p0):
    s = Scenario(first_player=0)
    spec = dict(characters=["Shinjo Altansarnai", "Doji Whisperer"], hand=["Breakthrough"])
    spec.update(p0)
    s.player(0, **spec)
    s.player(1, provinces=SAFE)
    s.start("conflict")
    return s


def _to_conflict_end(s):
    """Resolve the declared conflict up to the reactions to its end (or what
    comes after the conflict when nothing reacts)."""
    while s.game.pending is not None and s.game.pending.context != "trigger" and s.state.conflict is not None:
        if s.game.pending.context == "ring_effect":
            s.pick("Do not resolve")
        else:
            s.pass_()


@pytest.mark.covers("Breakthrough", "a1:effect", "a1:trigger", "a1:when")
def test_breakthrough_declares_the_second_conflict_at_once_rrg_3_2_declare_conflict():
    s = _breakthrough()
    s.declare("military", "fire", province=0, attackers=["Shinjo Altansarnai"])  # 5 vs strength 5
    _to_conflict_end(s)
    assert s.card("Ancestral Lands", 1).broken
    s.pick("Breakthrough")
    d = s.game.pending
    assert d.player == 0 and d.context == "declare_conflict"
    s.assert_not_legal("Pass")  # "immediately declare": no passing
    assert all(o.data["type"] == "political" for o in d.options)  # the remaining conflict type
    s.declare("political", "air", province=1, attackers=["Doji Whisperer"])
    assert s.state.conflict is not None and s.state.conflict.attacker == 0
    assert s.state.players[0].conflict_opps == 0


@pytest.mark.covers("Breakthrough", "a1:when")
def test_breakthrough_needs_the_conflict_to_break_a_province():
    s = _breakthrough(characters=["Border Rider", "Doji Whisperer"])
    s.declare("military", "fire", province=0, attackers=["Border Rider"])  # 2 vs 5: no break
    _to_conflict_end(s)
    assert s.game.pending.context != "trigger" or not any("Breakthrough" in l for l in s.legal())
    assert s.uid("Breakthrough") in s.state.players[0].hand


@pytest.mark.ruling(39, "Breakthrough")
def test_breakthrough_ruling_no_action_window_before_the_second_conflict():
    """Ruling (Breakthrough): the new conflict starts right after the first
    ends, with no action window to ready a character (Border Rider, I Am
    Ready) in time to attack with it (Rules Reference timing chart)."""
    s = _breakthrough(characters=["Shinjo Altansarnai", "Border Rider", "Doji Whisperer"])
    s.declare("military", "fire", province=0, attackers=["Shinjo Altansarnai", "Border Rider"])
    _to_conflict_end(s)
    s.pick("Breakthrough")
    assert s.game.pending.context == "declare_conflict"  # not an action window
    assert s.card("Border Rider").bowed
    s.game.answer(next(o.id for o in s.game.pending.options if o.data["slot"] == 1))
    s.assert_not_legal("Border Rider")
    s.assert_legal("Doji Whisperer")


@pytest.mark.ruling(40, "Breakthrough")
def test_breakthrough_ruling_not_after_passing_the_first_opportunity():
    """Ruling (Breakthrough): a player who passed their first conflict
    opportunity has no second conflict to declare, so cannot play it
    (Rules Reference 3.2 "Declare conflict")."""
    s = _breakthrough()
    s.pass_()  # first opportunity passed; player 1 has no one to attack with
    s.declare("military", "fire", province=0, attackers=["Shinjo Altansarnai"])
    _to_conflict_end(s)
    assert s.card("Ancestral Lands", 1).broken
    assert s.game.pending is None or not any("Breakthrough" in l for l in s.legal())
    assert s.uid("Breakthrough") in s.state.players[0].hand


# ------------------------------------------------------------------ Captive Audience
@pytest.mark.covers("Captive Audience", "a1:effect", "a1:cost")
def test_captive_audience_makes_the_conflict_military_for_1_honor_rrg_switch():
    s = conflict(["Border Rider"], ["Doji Whisperer"], type="political", attackers=["Border Rider"],
                 defenders=["Doji Whisperer"], p0=dict(hand=["Captive Audience"]))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Captive Audience")
    st = s.state
    assert st.conflict.type == "military" and st.rings["air"].side == "military"
    assert st.players[0].honor == 9


@pytest.mark.covers("Captive Audience", "a1:condition")
def test_captive_audience_only_during_a_political_conflict():
    s = conflict(["Border Rider"], ["Doji Whisperer"], attackers=["Border Rider"], defenders=["Doji Whisperer"],
                 p0=dict(hand=["Captive Audience"]))
    g = s.build()
    assert not any("Captive Audience" in o.label for o in action_options(g, 0))


@pytest.mark.ruling(43, "Captive Audience")
def test_captive_audience_ruling_declared_type_still_counts_for_conflict_opportunities():
    """Ruling (Captive Audience): what the attacker may still declare depends
    on the type originally declared (Rules Reference 3.2)."""
    s = conflict(["Border Rider"], ["Doji Whisperer"], type="political", attackers=["Border Rider"],
                 defenders=["Doji Whisperer"], p0=dict(hand=["Captive Audience"]))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Captive Audience")
    assert s.state.players[0].conflicts_left == {"military": 1, "political": 0}


@pytest.mark.ruling(44, "Captive Audience")
def test_captive_audience_ruling_dash_participants_go_home_bowed_rrg_dash():
    """Ruling (Captive Audience): after the switch, a participant that cannot
    take part in military conflicts (dash) goes home bowed (Rules Reference "Dash")."""
    s = conflict(["Border Rider"], ["Otomo Courtier", "Doji Whisperer"], type="political",
                 attackers=["Border Rider"], defenders=["Otomo Courtier", "Doji Whisperer"],
                 p0=dict(hand=["Captive Audience"]))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Captive Audience")
    courtier = s.card("Otomo Courtier")
    assert courtier.uid not in s.state.conflict.defenders and courtier.bowed
    assert s.uid("Doji Whisperer") in s.state.conflict.defenders


@pytest.mark.covers("Captive Audience", "a1:cost")
@pytest.mark.ruling(45, "Captive Audience")
def test_captive_audience_ruling_cancelled_the_honor_stays_lost_rrg_cancel():
    """Ruling (Captive Audience): losing 1 honor is its cost, paid before the
    effects can be cancelled (Rules Reference "Cancel")."""
    s = conflict(["Border Rider"], ["Doji Whisperer", dict(name="Matsu Berserker", status="honored")],
                 type="political", attackers=["Border Rider"], defenders=["Doji Whisperer"],
                 p0=dict(hand=["Captive Audience"]), p1=dict(hand=["Voice of Honor"]))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Captive Audience")
    assert s.game.pending.player == 1
    s.pick("Voice of Honor")
    assert s.state.conflict.type == "political"
    assert s.state.players[0].honor == 9


# ------------------------------------------------------------------ Cavalry Reserves
def _reserves(**kw):
    s = conflict(["Border Rider"], ["Doji Whisperer"], attackers=["Border Rider"], defenders=["Doji Whisperer"],
                 p0=dict(hand=["Cavalry Reserves"], fate=3,
                         dynasty_deck=["Shinjo Outrider", "Moto Youth", "Aggressive Moto", "Utaku Infantry",
                                       "Shinjo Altansarnai", "Matsu Berserker", "Eager Scout"]), **kw)
    moves = [(n, 0, "dynasty_discard") for n in ("Shinjo Outrider", "Moto Youth", "Aggressive Moto",
                                                  "Utaku Infantry", "Shinjo Altansarnai")]
    start(s, "3.2.2", *moves)
    until(s, "conflict_action", player=0)
    return s


@pytest.mark.covers("Cavalry Reserves", "a1:effect", "a1:cost")
def test_cavalry_reserves_puts_cavalry_from_the_discard_pile_into_the_conflict_rrg_play_and_put_into_play():
    s = _reserves()
    s.pick("Cavalry Reserves")
    # Utaku Infantry is no Cavalry
    s.assert_not_legal("Utaku Infantry")
    s.pick("Shinjo Outrider")  # 2
    s.pick("Aggressive Moto")  # 2: 4 of 6 spent
    s.assert_not_legal("Shinjo Altansarnai")  # cost 5 no longer fits
    s.pick("Moto Youth")  # 1: 5 of 6
    st = s.state
    for n in ("Shinjo Outrider", "Aggressive Moto", "Moto Youth"):
        c = s.card(n, 0)
        assert c.zone == "play" and c.uid in st.conflict.attackers and not c.bowed
    assert s.card("Shinjo Altansarnai", 0).zone == "dynasty_discard"
    assert st.players[0].fate == 0


@pytest.mark.covers("Cavalry Reserves", "a1:cost")
def test_cavalry_reserves_budget_is_6_printed_cost():
    s = _reserves()
    s.pick("Cavalry Reserves")
    s.pick("Shinjo Altansarnai")  # 5: only Moto Youth (1) still fits
    assert sorted(l for l in s.legal()) == ["Choose no more", "Moto Youth (dynasty discard pile)"]
    s.pick("Moto Youth")
    assert s.card("Shinjo Altansarnai", 0).zone == "play" and s.card("Moto Youth", 0).zone == "play"


@pytest.mark.covers("Cavalry Reserves", "a1:condition")
def test_cavalry_reserves_only_during_a_military_conflict():
    s = conflict(["Border Rider"], ["Doji Whisperer"], type="political", attackers=["Border Rider"],
                 defenders=["Doji Whisperer"], p0=dict(hand=["Cavalry Reserves"], fate=3,
                                                       dynasty_deck=["Shinjo Outrider"]))
    build = s.build

    def b():
        g = build()
        place(g.state, s.card("Shinjo Outrider", 0), "dynasty_discard")
        return g
    s.build = b
    g = s.build()
    assert not any("Cavalry Reserves" in o.label for o in action_options(g, 0))
    g.state.conflict.type = "military"
    assert any("Cavalry Reserves" in o.label for o in action_options(g, 0))


# ------------------------------------------------------------------ Endless Plains
def _plains(p0_chars, attackers, hand=(), p1_chars=()):
    s = Scenario(first_player=0)
    s.player(0, characters=list(p0_chars), hand=list(hand))
    s.player(1, characters=list(p1_chars),
             provinces=["Endless Plains", "Ancestral Lands", "Entrenched Position", "Ancestral Lands",
                        "Entrenched Position"])
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=list(attackers))
    return s


@pytest.mark.covers("Endless Plains", "a1:effect", "a1:trigger", "a1:cost")
def test_endless_plains_breaks_itself_and_the_attacker_discards_an_attacker_rrg_breaking_a_province():
    s = _plains(["Border Rider", "Shinjo Outrider"], ["Border Rider", "Shinjo Outrider"])
    assert s.game.pending.player == 1 and s.game.pending.context == "trigger"
    s.pick("Endless Plains")
    assert s.card("Endless Plains", 1).broken
    d = s.game.pending
    assert d.player == 0 and d.context == "opponent_chooses"  # the attacking player chooses
    s.pick("Shinjo Outrider")
    assert s.card("Shinjo Outrider").zone == "dynasty_discard"
    assert s.card("Border Rider").zone == "play"


@pytest.mark.covers("Endless Plains", "a1:when")
def test_endless_plains_only_when_attacked_itself():
    """Card text ("after an attack is declared here"): faceup at another
    province, it does not react to an attack elsewhere."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider"])
    s.player(1, provinces=["Ancestral Lands", dict(name="Endless Plains", facedown=False), "Entrenched Position",
                           "Ancestral Lands", "Entrenched Position"])
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Border Rider"])
    assert not any("Endless Plains" in l for l in s.legal())
    assert not s.card("Endless Plains", 1).broken


@pytest.mark.ruling(75, "Endless Plains")
def test_endless_plains_ruling_the_conflict_goes_on_without_attackers():
    """Ruling (Endless Plains): discarding the only attacker does not end the
    conflict: the defender may still declare defenders (Learn to Play FAQ,
    Rules Reference 3.2.1)."""
    s = _plains(["Border Rider"], ["Border Rider"], p1_chars=["Doji Whisperer"])
    s.pick("Endless Plains")
    assert s.card("Border Rider").zone == "dynasty_discard"
    assert s.state.conflict is not None and s.state.conflict.attackers == []
    assert s.game.pending.context == "declare_defenders"
    s.pick_many("Doji Whisperer")
    assert s.uid("Doji Whisperer") in s.state.conflict.defenders


@pytest.mark.ruling(76, "Endless Plains")
def test_endless_plains_ruling_broken_as_a_cost_counts_for_breakthrough():
    """Ruling (Endless Plains): broken as its own cost, the province still
    counts as broken by the attacker's conflict (Rules Reference "Breaking a
    Province": the opponent of its controller breaks it) -- Breakthrough."""
    s = _plains(["Border Rider", "Shinjo Outrider", "Doji Whisperer"], ["Border Rider", "Shinjo Outrider"],
                hand=["Breakthrough"])
    s.pick("Endless Plains")
    s.pick("Shinjo Outrider")
    _to_conflict_end(s)
    s.pick("Breakthrough")
    assert s.game.pending.context == "declare_conflict" and s.game.pending.player == 0


@pytest.mark.ruling(77, "Endless Plains")
def test_endless_plains_ruling_altansarnai_reacts_to_the_break_before_being_chosen():
    """Ruling (Endless Plains, Unicorn mirror): the break is a cost (step 4);
    an attacking Shinjo Altansarnai reacts to it (nested ability sequence)
    before she can be chosen and discarded (steps 5-7) -- Rules Reference
    "Initiating Abilities / Playing Cards", "Nested Ability Sequences"."""
    s = _plains(["Shinjo Altansarnai", "Border Rider"], ["Shinjo Altansarnai", "Border Rider"],
                p1_chars=["Doji Whisperer", "Eager Scout"])
    s.pick("Endless Plains")
    d = s.game.pending
    assert d.player == 0 and d.context == "trigger"
    s.pick("Shinjo Altansarnai")
    assert s.game.pending.player == 1  # the defender discards one of their characters
    s.pick("Eager Scout")
    assert s.card("Eager Scout").zone == "dynasty_discard"
    s.pick("Shinjo Altansarnai")  # then the attacker discards an attacker
    assert s.card("Shinjo Altansarnai").zone == "dynasty_discard"


# ------------------------------------------------------------------ Favored Mount
@pytest.mark.covers("Favored Mount", "a2:effect", "a3:effect", "a3:cost")
def test_favored_mount_gives_cavalry_and_moves_the_host_in_rrg_move():
    s = conflict([dict(name="Doji Whisperer", attachments=["Favored Mount"]), "Border Rider"], ["Eager Scout"],
                 attackers=["Border Rider"], defenders=["Eager Scout"])
    s.start("3.2.2")
    from l5r.lcg.model import has_trait
    assert has_trait(s.state, s.card("Doji Whisperer"), "cavalry")
    until(s, "conflict_action", player=0)
    s.pick("Favored Mount")
    assert s.card("Favored Mount").bowed
    assert s.uid("Doji Whisperer") in s.state.conflict.attackers


@pytest.mark.covers("Favored Mount", "a1:attach_to")
def test_favored_mount_needs_an_unbowed_mount_a_conflict_and_a_host_at_home():
    s = Scenario()
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Favored Mount"])], hand=["Favored Mount"])
    s.player(1, characters=["Eager Scout"])
    g = s.build()
    assert not any("Favored Mount" in o.label for o in action_options(g, 0))  # no conflict
    assert attachment_hosts(g, 0, s.uid("Favored Mount", zone="hand")) == []  # your characters only
    s2 = conflict([dict(name="Doji Whisperer", attachments=["Favored Mount"])], [], attackers=["Doji Whisperer"])
    g2 = s2.build()
    assert not any("Favored Mount" in o.label for o in action_options(g2, 0))  # already participating


# ------------------------------------------------------------------ Giver of Gifts
@pytest.mark.covers("Giver of Gifts", "a1:effect")
def test_giver_of_gifts_moves_an_attachment_to_another_character_rrg_attachment_cards():
    s = Scenario(first_player=0)
    s.player(0, characters=["Giver of Gifts", dict(name="Border Rider", attachments=["Fine Katana"]),
                            "Doji Whisperer"])
    s.player(1)
    s.start("2.w")
    s.pick("Giver of Gifts")
    s.pick("Fine Katana")
    s.pick("Doji Whisperer")
    katana = s.card("Fine Katana")
    assert katana.attached_to == s.uid("Doji Whisperer")
    assert s.card("Border Rider").attachments == []
    assert skills(s, "Doji Whisperer")[0] == FACTS[s.card("Doji Whisperer").cid].military + 2


@pytest.mark.covers("Giver of Gifts", "a1:target")
def test_giver_of_gifts_needs_an_eligible_destination():
    """One copy of an attachment per player per character: no other character
    can take the Fine Katana, so the ability cannot be used."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Giver of Gifts", attachments=["Fine Katana"]),
                            dict(name="Border Rider", attachments=["Fine Katana"])])
    s.player(1)
    g = s.build()
    assert not any("Giver of Gifts" in o.label for o in action_options(g, 0))


@pytest.mark.ruling(71, "Duelist Training")
def test_giver_of_gifts_ruling_a_moved_duelist_training_is_a_new_ability_for_its_new_host():
    """Ruling (Duelist Training, naming Giver of Gifts): after its ability was
    used, the attachment moved to another character gives that character an
    ability it may use; moved back, the first character may not use it again
    this round (same attachment, same character: Rules Reference "Limits of
    Triggered Abilities")."""
    s = conflict([dict(name="Border Rider", attachments=["Duelist Training"]), "Shinjo Outrider",
                  "Giver of Gifts", "Giver of Gifts"], ["Matsu Berserker"],
                 attackers=["Border Rider", "Shinjo Outrider"], defenders=["Matsu Berserker"])
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Border Rider: Duelist Training")
    s.pick("Matsu Berserker")
    s.pick("bid 1")
    s.pick("bid 1")
    until(s, "conflict_action", player=0)
    s.assert_not_legal("Border Rider: Duelist Training")
    s.pick("Giver of Gifts")
    s.pick("Duelist Training")
    s.pick("Shinjo Outrider")
    until(s, "conflict_action", player=0)
    s.assert_legal("Shinjo Outrider: Duelist Training")
    s.pick("Giver of Gifts")  # the second copy moves it back
    s.pick("Duelist Training")
    s.pick("Border Rider")
    assert s.card("Duelist Training").attached_to == s.uid("Border Rider")
    until(s, "conflict_action", player=0)
    s.assert_not_legal("Duelist Training")


# ------------------------------------------------------------------ Golden Plains Outpost
@pytest.mark.covers("Golden Plains Outpost", "a1:effect", "a1:cost", "a1:target")
def test_golden_plains_outpost_bows_to_move_a_cavalry_character_in():
    s = conflict(["Border Rider", "Shinjo Outrider", "Doji Whisperer"], ["Eager Scout"], attackers=["Border Rider"],
                 defenders=["Eager Scout"], p0=dict(stronghold="Golden Plains Outpost"))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Golden Plains Outpost")
    s.assert_not_legal("Doji Whisperer")  # not Cavalry
    s.pick("Shinjo Outrider")
    assert s.uid("Shinjo Outrider") in s.state.conflict.attackers
    assert s.card("Golden Plains Outpost").bowed


@pytest.mark.covers("Golden Plains Outpost", "a1:condition")
def test_golden_plains_outpost_only_in_military_conflicts():
    s = conflict(["Border Rider", "Shinjo Outrider"], [], type="political", attackers=["Border Rider"],
                 p0=dict(stronghold="Golden Plains Outpost"))
    g = s.build()
    assert not any("Golden Plains" in o.label for o in action_options(g, 0))


# ------------------------------------------------------------------ I Am Ready
@pytest.mark.covers("I Am Ready", "a1:effect", "a1:cost")
def test_i_am_ready_removes_a_fate_to_ready_a_unicorn_character():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Border Rider", bowed=True, fate=2),
                            dict(name="Doji Whisperer", bowed=True, fate=2),
                            dict(name="Moto Youth", bowed=True)], hand=["I Am Ready"])
    s.player(1)
    s.start("2.w")
    s.pick("I Am Ready")
    assert s.legal() == ["Border Rider"]  # the only bowed Unicorn character of yours with fate
    s.pick("Border Rider")
    rider = s.card("Border Rider")
    assert rider.fate == 1 and not rider.bowed
    assert s.card("Doji Whisperer").bowed and s.card("Moto Youth").bowed


@pytest.mark.covers("I Am Ready", "a1:cost")
def test_i_am_ready_needs_a_bowed_friendly_unicorn_character_with_fate():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", bowed=True, fate=2), dict(name="Moto Youth", bowed=True),
                            dict(name="Border Rider", fate=1)], hand=["I Am Ready"])
    s.player(1, characters=[dict(name="Shinjo Outrider", bowed=True, fate=1)])
    g = s.build()
    assert not any("I Am Ready" in o.label for o in action_options(g, 0))


# ------------------------------------------------------------------ Ide Messenger
@pytest.mark.covers("Ide Messenger", "a1:effect", "a1:cost")
def test_ide_messenger_spends_1_fate_to_move_a_character_in():
    s = conflict(["Border Rider", "Ide Messenger"], ["Eager Scout"], attackers=["Border Rider"],
                 defenders=["Eager Scout"], p0=dict(fate=2))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Ide Messenger")
    s.pick("Ide Messenger")  # it may move itself
    assert s.uid("Ide Messenger") in s.state.conflict.attackers
    assert s.state.players[0].fate == 1


@pytest.mark.covers("Ide Messenger", "a1:cost")
def test_ide_messenger_needs_1_fate():
    s = conflict(["Border Rider", "Ide Messenger"], [], attackers=["Border Rider"], p0=dict(fate=0))
    g = s.build()
    assert not any("Ide Messenger" in o.label for o in action_options(g, 0))


@pytest.mark.covers("Ide Messenger", "a1:target")
def test_ide_messenger_cannot_move_a_character_that_cannot_participate_rrg_dash():
    """Ruling (on moving characters, e.g. Ide Tadaji): a character with a dash
    for the conflict type cannot be moved to it (Rules Reference "Dash",
    "Participating and Cannot Participate")."""
    s = conflict(["Border Rider", "Ide Messenger", "Otomo Courtier"], ["Eager Scout"], attackers=["Border Rider"],
                 defenders=["Eager Scout"], p0=dict(fate=2))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Ide Messenger")
    s.assert_not_legal("Otomo Courtier")
    s.assert_legal("Ide Messenger")


@pytest.mark.ruling(10, "Aggressive Moto")
def test_aggressive_moto_ruling_can_be_moved_in_on_the_defending_side():
    """Ruling (Aggressive Moto): it cannot be declared as a defender but card
    effects can move it to the conflict on the defending side (Rules
    Reference 3.2.1)."""
    s = conflict(["Matsu Berserker"], ["Aggressive Moto", "Ide Messenger"], attackers=["Matsu Berserker"],
                 p1=dict(fate=1))
    s.start("3.2.1")
    s.assert_not_legal("Aggressive Moto")  # not eligible to be declared
    s.pass_()
    until(s, "conflict_action", player=1)
    s.pick("Ide Messenger")
    s.pick("Aggressive Moto")
    assert s.uid("Aggressive Moto") in s.state.conflict.defenders


# ------------------------------------------------------------------ Ide Trader
@pytest.mark.covers("Ide Trader", "a1:effect", "a1:trigger", "a1:limit", "a1:select")
def test_ide_trader_gain_fate_or_draw_after_a_character_moves_in_once_per_conflict():
    s = conflict(["Ide Trader", "Shinjo Outrider", "Border Rider"], ["Eager Scout"], attackers=["Ide Trader"],
                 defenders=["Eager Scout"], p0=dict(fate=0, stronghold="Golden Plains Outpost"))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Shinjo Outrider")
    assert s.game.pending.context == "trigger"
    s.pick("Ide Trader")
    s.pick("Gain 1 fate")
    assert s.state.players[0].fate == 1
    until(s, "conflict_action", player=0)
    s.pick("Golden Plains Outpost")
    s.pick("Border Rider")
    assert s.uid("Border Rider") in s.state.conflict.attackers
    assert s.game.pending is None or s.game.pending.context != "trigger"  # limit once per conflict


@pytest.mark.covers("Ide Trader", "a1:trigger")
@pytest.mark.ruling(110, "Ide Trader")
def test_ide_trader_ruling_declaring_or_playing_into_the_conflict_is_no_move():
    """Ruling (Ide Trader): only card abilities that "move" a character
    trigger it; declaring attackers/defenders or playing a character into the
    conflict does not (Rules Reference "Move")."""
    s = conflict(["Ide Trader"], ["Eager Scout"], attackers=["Ide Trader"], defenders=["Eager Scout"],
                 p0=dict(hand=["Ide Messenger"], fate=5))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Play Ide Messenger")
    s.pick("Into the conflict")
    s.pick("0 fate")
    assert s.uid("Ide Messenger") in s.state.conflict.attackers
    assert s.game.pending.context != "trigger"
    hand = len(s.state.players[0].hand)
    assert s.state.players[0].fate == 3 and hand == 0


@pytest.mark.covers("Ide Trader", "a1:select")
@pytest.mark.ruling(111, "Ide Trader")
def test_ide_trader_ruling_triggers_when_he_himself_moves_in():
    """Ruling (Ide Trader): his own move to the conflict triggers him."""
    s = conflict(["Border Rider", "Ide Trader", "Ide Messenger"], ["Eager Scout"], attackers=["Border Rider"],
                 defenders=["Eager Scout"], p0=dict(fate=1))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Ide Messenger")
    s.pick("Ide Trader")
    assert s.game.pending.context == "trigger"
    hand = len(s.state.players[0].hand)
    s.pick("Ide Trader")
    s.pick("Draw 1 card")
    assert len(s.state.players[0].hand) == hand + 1


# ------------------------------------------------------------------ Iuchi Wayfinder
@pytest.mark.covers("Iuchi Wayfinder", "a1:effect", "a1:trigger")
def test_iuchi_wayfinder_looks_at_a_facedown_province_secretly_rrg_facedown_province():
    s = Scenario(first_player=0)
    s.player(0, hand=["Iuchi Wayfinder"], fate=1)
    s.player(1, provinces=[dict(name="Endless Plains", facedown=False), "Night Raid", "Pilgrimage",
                           "Ancestral Lands", "Shameful Display"])
    s.start("2.w")
    s.pick("Play Iuchi Wayfinder")
    s.pick("Iuchi Wayfinder")
    assert "Endless Plains" not in " ".join(s.legal())  # faceup: not a choice
    s.pick("slot 1")
    d = s.game.pending
    assert d.player == 0 and d.secret and d.options[0].label == "It is Night Raid"
    other = s.game.view(1)["pending"]
    assert "options" not in other and "prompt" not in other  # the opponent does not see it
    s.pick("seen")
    assert s.card("Night Raid", 1).facedown  # looking does not reveal


@pytest.mark.covers("Iuchi Wayfinder", "a1:target")
def test_iuchi_wayfinder_needs_a_facedown_province():
    s = Scenario(first_player=0)
    s.player(0, hand=["Iuchi Wayfinder"], fate=1)
    s.player(1, provinces=[dict(name=n, facedown=False) for n in SAFE])
    s.start("2.w")
    s.pick("Play Iuchi Wayfinder")
    assert s.card("Iuchi Wayfinder").zone == "play"
    assert s.game.pending is None or s.game.pending.context != "trigger"


# ------------------------------------------------------------------ Meishodo Wielder
@pytest.mark.covers("Meishōdō Wielder", "a1:self_cost")
def test_meishodo_wielder_costs_1_less_for_the_first_player_rrg_cost():
    s = Scenario(first_player=0)
    s.player(0, hand=["Meishōdō Wielder"])
    s.player(1, hand=["Meishōdō Wielder"])
    g = s.build()
    assert cost_of(g, s.uid("Meishōdō Wielder", 0), 0) == 1
    assert cost_of(g, s.uid("Meishōdō Wielder", 1), 1) == 2
    g.state.first_player = 1
    assert cost_of(g, s.uid("Meishōdō Wielder", 0), 0) == 2


@pytest.mark.covers("Meishōdō Wielder", "a1:self_cost")
def test_meishodo_wielder_played_from_a_province_for_1_fate():
    s = Scenario(first_player=0)
    s.player(0, fate=1, provinces=[dict(name="Ancestral Lands", cards=["Meishōdō Wielder"])] + SAFE[1:])
    s.player(1)
    s.start("1.4")
    s.pick("Play Meishōdō Wielder from your province (1 fate)")  # printed cost 2
    assert s.card("Meishōdō Wielder").zone == "play"
    assert s.state.players[0].fate == 0


# ------------------------------------------------------------------ Moto Youth
@pytest.mark.covers("Moto Youth", "a1:effect", "a1:condition")
def test_moto_youth_plus_1_military_only_in_the_first_military_conflict_of_the_round():
    s = Scenario(first_player=0)
    s.player(0, characters=["Moto Youth"])
    s.player(1, characters=["Border Rider"], provinces=SAFE)
    s.start("conflict")
    assert skills(s, "Moto Youth") == (2, 0)  # no conflict
    s.declare("military", "fire", province=0, attackers=["Moto Youth"])
    assert skills(s, "Moto Youth") == (3, 0)
    while s.state.conflict is not None or s.game.pending.context != "declare_conflict":
        s.pick("Do not resolve") if s.game.pending.context == "ring_effect" else s.pass_()
    s.state.cards[s.uid("Moto Youth")].bowed = False
    assert s.game.pending.player == 1  # player 1 attacks back: the round's second military conflict
    s.declare("military", "air", province=0, attackers=["Border Rider"])
    s.state.conflict.defenders.append(s.uid("Moto Youth"))
    assert skills(s, "Moto Youth") == (2, 0)


@pytest.mark.covers("Moto Youth", "a1:condition")
def test_moto_youth_no_bonus_in_a_political_conflict():
    s = conflict(["Moto Youth"], [], type="political", attackers=["Moto Youth"])
    s.build()
    assert skills(s, "Moto Youth") == (2, 0)


@pytest.mark.covers("Moto Youth", "a1:effect", "a1:condition")
@pytest.mark.ruling(162, "Moto Youth")
def test_moto_youth_ruling_a_switched_conflict_counts_as_both_types():
    """Ruling (Moto Youth): a political conflict switched to military counts
    as a military conflict of the round; a later military conflict is not
    the first ("first": Rules Reference "Switch")."""
    s = conflict(["Moto Youth", "Border Rider"], ["Doji Whisperer"], type="political",
                 attackers=["Border Rider"], defenders=["Doji Whisperer"], p0=dict(hand=["Captive Audience"]))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Captive Audience")
    assert skills(s, "Moto Youth")[0] == 3  # this one is now the first military conflict
    from l5r.lcg.state import Conflict
    st = s.state
    st.conflict_count += 1  # a later conflict of the round, declared military
    st.conflict = Conflict(attacker=1, defender=0, type="military", ring="earth",
                           province=st.players[0].provinces[0], attackers=[], defenders=[s.uid("Moto Youth")])
    assert skills(s, "Moto Youth")[0] == 2


# ------------------------------------------------------------------ Shinjo Altansarnai
@pytest.mark.covers("Shinjo Altansarnai", "a1:effect", "a1:trigger", "a1:when")
def test_shinjo_altansarnai_opponent_discards_after_she_breaks_a_province():
    s = Scenario(first_player=0)
    s.player(0, characters=["Shinjo Altansarnai"])
    s.player(1, characters=[dict(name="Doji Whisperer", bowed=True), dict(name="Eager Scout", bowed=True)],
             provinces=SAFE)
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Shinjo Altansarnai"])
    until(s, "trigger")
    s.pick("Shinjo Altansarnai")
    d = s.game.pending
    assert d.player == 1 and d.context == "opponent_chooses"
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").zone == "dynasty_discard"
    assert s.card("Eager Scout").zone == "play"


@pytest.mark.covers("Shinjo Altansarnai", "a1:when")
def test_shinjo_altansarnai_not_in_a_political_conflict():
    s = Scenario(first_player=0)
    s.player(0, characters=["Shinjo Altansarnai", "Border Rider"])
    s.player(1, characters=[dict(name="Doji Whisperer", bowed=True)],
             provinces=["Entrenched Position"] + SAFE[1:])  # 4 + 1 political vs strength 5
    s.start("conflict")
    s.declare("political", "earth", province=0, attackers=["Shinjo Altansarnai", "Border Rider"])
    while s.state.conflict is not None and s.game.pending is not None:
        assert s.game.pending.context != "trigger" or not any("Shinjo Altansarnai" in l for l in s.legal())
        s.pick("Do not resolve") if s.game.pending.context == "ring_effect" else s.pass_()
    assert s.card("Entrenched Position", 1).broken
    assert s.card("Doji Whisperer").zone == "play"


# ------------------------------------------------------------------ Shinjo Outrider
@pytest.mark.covers("Shinjo Outrider", "a1:effect")
def test_shinjo_outrider_moves_itself_in_only_during_a_conflict():
    s = conflict(["Border Rider", "Shinjo Outrider"], ["Eager Scout"], attackers=["Border Rider"],
                 defenders=["Eager Scout"])
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Shinjo Outrider")
    assert s.uid("Shinjo Outrider") in s.state.conflict.attackers
    assert not any("Shinjo Outrider" in o.label for o in action_options(s.game, 0))  # already there
    s2 = Scenario()
    s2.player(0, characters=["Shinjo Outrider"])
    s2.player(1)
    assert not any("Shinjo Outrider" in o.label for o in action_options(s2.build(), 0))  # no conflict


# ------------------------------------------------------------------ Shinjo Tatsuo
@pytest.mark.covers("Shinjo Tatsuo", "a1:effect", "a1:target")
def test_shinjo_tatsuo_moves_himself_and_up_to_one_other():
    s = conflict(["Border Rider", "Shinjo Tatsuo", "Doji Whisperer", "Moto Youth"], ["Eager Scout"],
                 attackers=["Border Rider"], defenders=["Eager Scout"])
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Shinjo Tatsuo")
    s.assert_not_legal("Shinjo Tatsuo")  # he is moved anyway; the choice is the other one
    s.pick_many("Doji Whisperer")
    cf = s.state.conflict
    assert s.uid("Shinjo Tatsuo") in cf.attackers and s.uid("Doji Whisperer") in cf.attackers
    assert s.uid("Moto Youth") not in cf.attackers


@pytest.mark.covers("Shinjo Tatsuo", "a1:effect", "a1:target")
def test_shinjo_tatsuo_alone_when_no_one_else_can_move():
    s = conflict(["Border Rider", "Shinjo Tatsuo"], ["Eager Scout"], attackers=["Border Rider"],
                 defenders=["Eager Scout"])
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Shinjo Tatsuo")
    assert s.uid("Shinjo Tatsuo") in s.state.conflict.attackers


@pytest.mark.covers("Shinjo Tatsuo", "a1:condition")
@pytest.mark.ruling(202, "Shinjo Tatsuo")
def test_shinjo_tatsuo_ruling_not_while_he_participates_rrg_target():
    """Ruling (Shinjo Tatsuo): he must be chosen, and a participating Tatsuo
    cannot be affected by "move to the conflict", so the ability cannot be
    initiated even to move another character (Rules Reference "Target")."""
    s = conflict(["Shinjo Tatsuo", "Doji Whisperer"], [], attackers=["Shinjo Tatsuo"])
    g = s.build()
    assert not any("Shinjo Tatsuo" in o.label for o in action_options(g, 0))


# ------------------------------------------------------------------ Spyglass
@pytest.mark.covers("Spyglass", "a1:effect", "a1:trigger")
def test_spyglass_draws_when_the_host_is_declared_or_moves_twice_per_round():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Border Rider", attachments=["Spyglass"]),
                            dict(name="Shinjo Outrider", attachments=["Spyglass"])])
    s.player(1, characters=["Eager Scout"], provinces=SAFE)
    s.start("conflict")
    hand = len(s.state.players[0].hand)
    s.declare("military", "fire", province=0, attackers=["Border Rider"])
    until(s, "trigger", player=0)
    s.pick("Spyglass")
    assert len(s.state.players[0].hand) == hand + 1
    until(s, "conflict_action", player=0)
    s.pick("Shinjo Outrider")  # the other Spyglass's host moves in
    s.pick("Spyglass")
    assert len(s.state.players[0].hand) == hand + 2


@pytest.mark.covers("Spyglass", "a1:limit")
def test_spyglass_limit_twice_per_round():
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Shinjo Outrider", attachments=["Spyglass"]), "Ide Messenger"], fate=1)
    s.player(1, characters=["Eager Scout"], provinces=SAFE)
    s.start("conflict")
    hand = len(s.state.players[0].hand)
    s.declare("military", "fire", province=0, attackers=["Shinjo Outrider"])
    until(s, "trigger", player=0)
    s.pick("Spyglass")  # 1: committed as an attacker
    outrider = s.uid("Shinjo Outrider")
    s.state.conflict.attackers.remove(outrider)  # back home (as if moved home)
    until(s, "conflict_action", player=0)
    s.pick("Shinjo Outrider")
    s.pick("Spyglass")  # 2: moved in
    s.state.conflict.attackers.remove(outrider)
    until(s, "conflict_action", player=0)
    s.pick("Ide Messenger")
    s.pick("Shinjo Outrider")
    assert outrider in s.state.conflict.attackers
    assert s.game.pending is None or not any("Spyglass" in l for l in s.legal())
    assert len(s.state.players[0].hand) == hand + 2


@pytest.mark.ruling(208, "Spyglass")
def test_spyglass_ruling_shares_the_window_with_province_revealed_reactions():
    """Ruling (Spyglass): reactions to the declaration, to attackers
    committing and to the province being revealed share one reaction window,
    in which the first player has the first opportunity (Rules Reference
    "Reactions", "First Player")."""
    s = Scenario(first_player=1)
    s.player(0, characters=[dict(name="Border Rider", attachments=["Spyglass"])])
    s.player(1, characters=["Eager Scout"], role="Seeker of Water",
             provinces=["The Art of War", "Ancestral Lands", "Entrenched Position", "Ancestral Lands",
                        "Entrenched Position"])
    s.start("conflict")
    until(s, "declare_conflict", player=0)
    s.declare("military", "fire", province=0, attackers=["Border Rider"])
    d = s.game.pending
    assert d.context == "trigger" and d.player == 1  # the first player opens the shared window
    s.pick("Seeker of Water")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 0
    s.pick("Spyglass")
    assert s.state.players[1].fate == 1


# ------------------------------------------------------------------ Utaku Yumino
@pytest.mark.covers("Utaku Yumino", "a1:effect", "a1:cost", "a1:limit")
def test_utaku_yumino_discards_a_card_for_plus_2_each_once_per_conflict():
    s = conflict(["Utaku Yumino"], ["Eager Scout"], attackers=["Utaku Yumino"], defenders=["Eager Scout"],
                 p0=dict(hand=["Fine Katana", "Banzai!"]))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Utaku Yumino")
    assert s.game.pending.context == "cost"
    s.pick("Banzai!")
    assert s.card("Banzai!").zone == "conflict_discard"
    assert skills(s, "Utaku Yumino") == (4, 4)
    assert not any("Utaku Yumino" in o.label for o in action_options(s.game, 0))  # limit 1 per conflict


@pytest.mark.covers("Utaku Yumino", "a1:cost")
def test_utaku_yumino_needs_a_card_in_hand():
    s = conflict(["Utaku Yumino"], [], attackers=["Utaku Yumino"])
    g = s.build()
    assert not any("Utaku Yumino" in o.label for o in action_options(g, 0))


# ------------------------------------------------------------------ Warrior Poet
@pytest.mark.covers("Warrior Poet", "a1:effect")
def test_warrior_poet_opposing_participants_get_minus_1_each():
    s = conflict(["Warrior Poet"], ["Border Rider", "Shinjo Outrider"], attackers=["Warrior Poet"],
                 defenders=["Border Rider"])
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Warrior Poet")
    assert skills(s, "Border Rider") == (1, 0)
    assert skills(s, "Shinjo Outrider") == (2, 2)  # at home
    assert skills(s, "Warrior Poet") == (2, 2)


@pytest.mark.covers("Warrior Poet", "a1:condition")
def test_warrior_poet_only_while_participating():
    s = conflict(["Warrior Poet", "Border Rider"], ["Eager Scout"], attackers=["Border Rider"],
                 defenders=["Eager Scout"])
    g = s.build()
    assert not any("Warrior Poet" in o.label for o in action_options(g, 0))


@pytest.mark.ruling(234, "Warrior Poet")
def test_warrior_poet_ruling_later_participants_unaffected_and_effect_outlasts_her():
    """Ruling (Warrior Poet): only characters participating when the ability
    resolves are affected, and the effect lasts even if she leaves the
    conflict (Rules Reference "Lasting Effects")."""
    s = conflict(["Warrior Poet"], ["Border Rider", "Shinjo Outrider"], attackers=["Warrior Poet"],
                 defenders=["Border Rider"])
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Warrior Poet")
    st = s.state
    st.conflict.defenders.append(s.uid("Shinjo Outrider"))  # joins later
    st.conflict.attackers.remove(s.uid("Warrior Poet"))  # she leaves the conflict
    assert skills(s, "Shinjo Outrider") == (2, 2)
    assert skills(s, "Border Rider") == (1, 0)


# ------------------------------------------------------------------ Way of the Unicorn
@pytest.mark.covers("Way of the Unicorn", "a1:effect", "a1:trigger")
def test_way_of_the_unicorn_keeps_the_first_player_token_rrg_4_8():
    s = Scenario(first_player=0)
    s.player(0, hand=["Way of the Unicorn"])
    s.player(1, hand=["Way of the Unicorn"])
    s.start("4.8")
    d = s.game.pending
    assert d.player == 0 and d.context == "trigger"  # player 1's copy: not their token
    s.pick("Way of the Unicorn")
    assert s.state.first_player == 0
    assert s.card("Way of the Unicorn", 0).zone == "conflict_discard"
    assert s.card("Way of the Unicorn", 1).zone == "hand"


def test_way_of_the_unicorn_passing_lets_the_token_go():
    s = Scenario(first_player=0)
    s.player(0, hand=["Way of the Unicorn"])
    s.player(1)
    s.start("4.8")
    s.pass_()
    assert s.state.first_player == 1


# ------------------------------------------------------------------ clause coverage: focused tests
def play_on(s, stop, *, on_trigger=None):
    """Answer every decision by passing (no ring effect resolved, no conflict
    declared) until ``stop(s)`` holds; ``on_trigger(s)`` sees each reaction or
    interrupt window first."""
    for _ in range(200):
        if stop(s):
            return
        d = s.game.pending
        assert d is not None, "the game stopped"
        if d.context == "trigger" and on_trigger is not None:
            on_trigger(s)
        if d.context == "ring_effect":
            s.pick("Do not resolve")
        elif d.context == "declare_conflict":
            s.pick("pass")
        else:
            s.pass_()
    raise AssertionError("never reached")


def declaring(player):
    return lambda s: (s.game.pending is not None and s.game.pending.context == "declare_conflict"
                      and s.game.pending.player == player)


def no_breakthrough(s):
    assert not any("Breakthrough" in label for label in s.legal()), s.legal()


@pytest.mark.covers("Breakthrough", "a1:when")
def test_breakthrough_card_not_after_the_opponents_conflict_broke_a_province():
    """Card text ("your first conflict this phase as the attacking player"):
    after player 0's first conflict (no break), player 1's attack breaks one of
    player 0's provinces: player 0, who still has a conflict to declare, is not
    offered Breakthrough."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider", "Doji Whisperer"], hand=["Breakthrough"], provinces=SAFE)
    s.player(1, characters=["Shinjo Altansarnai"], provinces=SAFE)
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Border Rider"])  # 2 vs strength 5: no break
    play_on(s, declaring(1), on_trigger=no_breakthrough)
    s.declare("military", "air", province=0, attackers=["Shinjo Altansarnai"])  # 5 vs 5: breaks
    play_on(s, declaring(0), on_trigger=no_breakthrough)  # past the reactions to the conflict's end
    assert s.card("Ancestral Lands", 0).broken
    assert s.state.players[0].conflict_opps == 1
    assert s.card("Breakthrough").zone == "hand"


@pytest.mark.covers("Breakthrough", "a1:when")
def test_breakthrough_card_not_after_the_second_conflict_broke_a_province():
    """Card text ("your first conflict this phase"): with three conflicts to
    declare, the first breaking nothing, a break by the second does not let
    player 0 declare the third at once."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider", "Shinjo Altansarnai", "Doji Whisperer"], hand=["Breakthrough"],
             conflicts_left={"military": 2, "political": 1})
    s.player(1, provinces=SAFE)
    s.start("3.c")  # after 3.1, which would reset the conflicts to one of each type
    s.declare("military", "fire", province=0, attackers=["Border Rider"])  # no break
    play_on(s, declaring(0), on_trigger=no_breakthrough)
    s.declare("military", "air", province=0, attackers=["Shinjo Altansarnai"])  # breaks
    play_on(s, declaring(0), on_trigger=no_breakthrough)  # past the reactions to the conflict's end
    assert s.card("Ancestral Lands", 1).broken
    assert s.state.players[0].conflict_opps == 1 and s.card("Breakthrough").zone == "hand"


@pytest.mark.covers("Breakthrough", "a1:limit")
def test_breakthrough_limit_per_copy_a_second_copy_after_the_first_was_cancelled():
    """Rules Reference "Triggered Abilities" (a limit counts per copy: the card
    has no "Max"): the first copy's effects cancelled (Voice of Honor), a second
    copy is played in the same reaction window and declares the second conflict."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider", "Aggressive Moto", "Doji Whisperer"], hand=["Breakthrough", "Breakthrough"])
    s.player(1, characters=[dict(name="Kakita Asami", status="honored", bowed=True)], hand=["Voice of Honor"],
             provinces=SAFE)
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Border Rider", "Aggressive Moto"])  # 5 vs 5: breaks
    _to_conflict_end(s)
    s.pick("Breakthrough")
    assert s.game.pending.player == 1
    s.pick("Voice of Honor")
    assert len(s.state.players[0].conflict_discard) == 1
    play_on(s, lambda s: s.game.pending.context == "trigger" and s.game.pending.player == 0)
    s.pick("Breakthrough")
    d = s.game.pending
    assert d.player == 0 and d.context == "declare_conflict"
    s.assert_not_legal("Pass")


@pytest.mark.covers("Way of the Unicorn", "a1:when")
def test_way_of_the_unicorn_card_not_when_the_opponent_passes_the_token():
    """Card text ("when you would pass the first player token"): the first
    player passing the token offers the other player's copy nothing."""
    s = Scenario(first_player=0)
    s.player(0)
    s.player(1, hand=["Way of the Unicorn"])
    s.start("4.8")
    assert s.game.pending is None or s.game.pending.context != "trigger", s.legal()
    assert s.state.first_player == 1
    assert s.card("Way of the Unicorn").zone == "hand"


@pytest.mark.covers("Way of the Unicorn", "a1:limit")
def test_way_of_the_unicorn_limit_per_copy_a_second_copy_after_the_first_was_cancelled():
    """Rules Reference "Triggered Abilities" (a limit counts per copy): the
    first copy's effects cancelled (Voice of Honor), the second copy is played
    in the same interrupt window and keeps the token."""
    s = Scenario(first_player=0)
    s.player(0, hand=["Way of the Unicorn", "Way of the Unicorn"])
    s.player(1, characters=[dict(name="Kakita Asami", status="honored")], hand=["Voice of Honor"])
    s.start("4.8")
    s.pick("Way of the Unicorn")
    assert s.game.pending.player == 1
    s.pick("Voice of Honor")
    d = s.game.pending
    assert d.player == 0 and d.context == "trigger"
    s.pick("Way of the Unicorn")
    assert s.state.first_player == 0
    assert len(s.state.players[0].conflict_discard) == 2


@pytest.mark.covers("Endless Plains", "a1:effect")
def test_endless_plains_card_only_an_attacking_character_is_discarded():
    """Card text ("your opponent chooses an attacking character"): the
    attacker's character at home is not a choice."""
    s = Scenario(first_player=0, ask_alone=True)
    s.player(0, characters=["Border Rider", "Doji Whisperer"])
    s.player(1, provinces=["Endless Plains", *SAFE[1:]])
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Border Rider"])
    s.pick("Endless Plains")
    s.assert_not_legal("Doji Whisperer", context="opponent_chooses", player=0)
    s.pick("Border Rider")
    assert s.card("Border Rider").zone == "dynasty_discard"


@pytest.mark.covers("Endless Plains", "a1:limit")
def test_endless_plains_once_per_round_a_second_attack_there_does_not_trigger():
    """Rules Reference "Triggered Abilities" (once per round by default): a
    second attack on the same province in the round (the province stated
    unbroken again, so that its cost could be paid) offers no reaction."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider", "Shinjo Outrider", "Doji Whisperer"])
    s.player(1, provinces=["Endless Plains", *SAFE[1:]])
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Border Rider", "Shinjo Outrider"])
    s.pick("Endless Plains")
    s.pick("Shinjo Outrider")
    play_on(s, lambda s: s.state.conflict is None)
    plains = s.card("Endless Plains", 1)
    plains.broken = False
    play_on(s, declaring(0))
    s.declare("political", "air", province=0, attackers=["Doji Whisperer"])
    assert s.game.pending.context != "trigger", s.legal()
    assert not plains.broken and s.card("Doji Whisperer").zone == "play"


# Favored Mount, Ide Messenger, Shinjo Outrider: "during a conflict", of either type
@pytest.mark.covers("Favored Mount", "a3:condition")
@pytest.mark.covers("Ide Messenger", "a1:condition")
@pytest.mark.covers("Shinjo Outrider", "a1:condition")
def test_during_a_conflict_of_either_type_not_outside_one():
    """Card text ("During a conflict", no type): Favored Mount, Ide Messenger
    and Shinjo Outrider are usable in a political conflict as in a military
    one, and not outside a conflict (Rules Reference "Move": only to a conflict
    in progress)."""
    names = ("Favored Mount", "Ide Messenger", "Shinjo Outrider")
    chars = ["Border Rider", dict(name="Doji Whisperer", attachments=["Favored Mount"]), "Ide Messenger",
             "Shinjo Outrider"]
    for type_ in ("political", "military"):
        s = conflict(chars, [], type=type_, attackers=["Border Rider"], p0=dict(fate=1))
        g = s.build()
        offered = " ".join(o.label for o in action_options(g, 0))
        assert all(n in offered for n in names), (type_, offered)
    s = Scenario()
    s.player(0, characters=chars, fate=1)
    s.player(1)
    g = s.build()
    offered = " ".join(o.label for o in action_options(g, 0))
    assert not any(n in offered for n in names), offered


@pytest.mark.covers("Favored Mount", "a3:cost")
def test_favored_mount_bowed_cannot_pay_its_bow_cost():
    """Card text ("bow this attachment"): a bowed Favored Mount cannot be used."""
    s = conflict(["Border Rider", dict(name="Doji Whisperer", attachments=["Favored Mount"])], [],
                 attackers=["Border Rider"])
    g = s.build()
    assert any("Favored Mount" in o.label for o in action_options(g, 0))
    s.card("Favored Mount").bowed = True
    assert not any("Favored Mount" in o.label for o in action_options(g, 0))


@pytest.mark.covers("Giver of Gifts", "a1:target")
def test_giver_of_gifts_card_only_an_attachment_you_control():
    """Card text ("choose an attachment you control"): the opponent's Fine
    Katana is no choice although a character of yours could take it."""
    s = Scenario(first_player=0, ask_alone=True)
    s.player(0, characters=["Giver of Gifts", dict(name="Border Rider", attachments=["Ornate Fan"]), "Doji Whisperer"])
    s.player(1, characters=[dict(name="Matsu Berserker", attachments=["Fine Katana"])])
    s.start("2.w")
    s.pick("Giver of Gifts")
    s.assert_not_legal("Fine Katana", context="target", player=0)
    s.assert_legal("Ornate Fan")


def take_conflict_action(s, card, ask_alone=False):
    """Start the conflict (3.2.2), pass until player 0 may take a conflict action, and take
    ``card``'s (with ``ask_alone``, a choice of one option is asked too)."""
    if ask_alone:
        s.ask_alone = True
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick(card)


@pytest.mark.covers("Golden Plains Outpost", "a1:target")
def test_golden_plains_outpost_card_only_a_cavalry_character_you_control():
    """Card text ("choose a Cavalry character you control"): the opponent's
    Cavalry character at home is no choice."""
    s = conflict(["Border Rider", "Shinjo Outrider"], ["Eager Scout", "Moto Youth"], attackers=["Border Rider"],
                 defenders=["Eager Scout"], p0=dict(stronghold="Golden Plains Outpost"))
    take_conflict_action(s, "Golden Plains Outpost", ask_alone=True)
    s.assert_not_legal("Moto Youth", context="target", player=0)
    s.assert_legal("Shinjo Outrider")


@pytest.mark.covers("Ide Messenger", "a1:target")
def test_ide_messenger_card_only_a_character_you_control():
    """Card text ("choose a character you control"): the opponent's character
    at home is no choice."""
    s = conflict(["Border Rider", "Ide Messenger"], ["Eager Scout", "Doji Whisperer"], attackers=["Border Rider"],
                 defenders=["Eager Scout"], p0=dict(fate=1))
    take_conflict_action(s, "Ide Messenger", ask_alone=True)
    s.assert_not_legal("Doji Whisperer", context="target", player=0)
    s.assert_legal("Ide Messenger")


@pytest.mark.covers("Shinjo Tatsuo", "a1:target")
def test_shinjo_tatsuo_card_the_other_character_is_one_you_control():
    """Card text ("up to 1 other character you control"): the opponent's
    character at home is no choice."""
    s = conflict(["Border Rider", "Shinjo Tatsuo", "Doji Whisperer"], ["Eager Scout", "Moto Youth"],
                 attackers=["Border Rider"], defenders=["Eager Scout"])
    take_conflict_action(s, "Shinjo Tatsuo")
    s.assert_not_legal("Moto Youth", player=0)
    s.assert_legal("Doji Whisperer")


@pytest.mark.covers("Ide Trader", "a1:when")
def test_ide_trader_card_not_while_he_is_at_home():
    """Card text ("a conflict in which this character is participating"): at
    home, a character of his side moving in does not trigger him."""
    s = conflict(["Border Rider", "Ide Trader", "Shinjo Outrider"], ["Eager Scout"], attackers=["Border Rider"],
                 defenders=["Eager Scout"])
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Shinjo Outrider")
    assert s.uid("Shinjo Outrider") in s.state.conflict.attackers
    assert s.game.pending.context != "trigger", s.legal()


@pytest.mark.covers("Ide Trader", "a1:limit")
def test_ide_trader_limit_per_conflict_again_in_the_next_conflict():
    """Card text ("Limit once per conflict"): used in the round's first
    conflict, he triggers again in its next one (the characters stated ready
    again in between)."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Ide Trader", "Shinjo Outrider", "Border Rider"], stronghold="Golden Plains Outpost")
    s.player(1, characters=[dict(name="Eager Scout", bowed=True)], provinces=SAFE)
    s.start("conflict")
    s.declare("political", "fire", province=0, attackers=["Ide Trader"])
    until(s, "conflict_action", player=0)
    s.pick("Shinjo Outrider")
    s.pick("Ide Trader")
    s.pick("Gain 1 fate")
    play_on(s, lambda s: s.state.conflict is None)
    s.card("Ide Trader").bowed = False
    play_on(s, declaring(0))
    s.declare("military", "air", province=1, attackers=["Ide Trader"])
    until(s, "conflict_action", player=0)
    s.pick("Golden Plains Outpost")
    s.pick("Border Rider")
    s.assert_legal("Ide Trader", context="trigger", player=0)


@pytest.mark.covers("Iuchi Wayfinder", "a1:when")
def test_iuchi_wayfinder_card_not_when_another_character_enters_play():
    """Card text ("after this character enters play"): another character of
    yours entering play does not trigger the Wayfinder already in play."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Iuchi Wayfinder"], hand=["Border Rider"], fate=2)
    s.player(1)
    s.start("2.w")
    s.pick("Play Border Rider")
    assert s.card("Border Rider").zone == "play"
    assert s.game.pending is None or s.game.pending.context != "trigger", s.legal()


@pytest.mark.covers("Iuchi Wayfinder", "a1:limit")
def test_iuchi_wayfinder_limit_per_copy_back_in_play_it_looks_again():
    """Rules Reference "Triggered Abilities" (the limit counts per copy; a card
    that leaves play is a new copy when it comes back): played again the same
    round, it looks at a facedown province again."""
    s = Scenario(first_player=0)
    s.player(0, hand=["Iuchi Wayfinder"], fate=2)
    s.player(1)
    s.start("2.w")
    for i in range(2):
        s.pick("Play Iuchi Wayfinder")
        if "0 fate" in s.legal():
            s.pick("0 fate")
        s.pick("Iuchi Wayfinder")
        s.pick("slot 1")
        assert s.game.pending.context == "look" and s.state.round == 1 and s.state.phase == "draw"
        if i == 0:
            place(s.state, s.card("Iuchi Wayfinder"), "hand")  # back in hand, as if returned
        s.pick("seen")
    assert s.card("Iuchi Wayfinder").zone == "play"


def _altansarnai_second_break(**p0):
    s = Scenario(first_player=0)
    s.player(0, characters=["Shinjo Altansarnai", "Shinjo Tatsuo", "Border Rider"], **p0)
    s.player(1, characters=[dict(name="Doji Whisperer", bowed=True), dict(name="Eager Scout", bowed=True)],
             provinces=SAFE)
    return s


@pytest.mark.covers("Shinjo Altansarnai", "a1:when")
def test_shinjo_altansarnai_card_not_while_she_is_at_home():
    """Card text ("a military conflict in which this character is
    participating"): her side breaking a province while she is at home does
    not trigger her."""
    s = _altansarnai_second_break()
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Shinjo Tatsuo", "Border Rider"])  # 5 vs 5
    play_on(s, lambda s: s.state.conflict is None,
            on_trigger=lambda s: s.assert_not_legal("Shinjo Altansarnai"))
    assert s.card("Ancestral Lands", 1).broken
    assert s.card("Doji Whisperer").zone == "play" and s.card("Eager Scout").zone == "play"


@pytest.mark.covers("Shinjo Altansarnai", "a1:when")
def test_shinjo_altansarnai_card_not_when_the_opponent_breaks_your_province():
    """Card text ("after you break a province"): defending (bowed, so adding
    nothing), she does not react to the attacker breaking her side's province."""
    s = Scenario(first_player=1)
    s.player(0, characters=[dict(name="Shinjo Altansarnai", bowed=True), "Border Rider"], provinces=SAFE)
    s.player(1, characters=["Moto Horde", "Doji Whisperer"], provinces=SAFE)
    s.conflict(attacker=1, type="military", ring="fire", attackers=["Moto Horde"],
               defenders=["Shinjo Altansarnai"])
    s.start("3.2.2")
    play_on(s, lambda s: s.state.conflict is None,
            on_trigger=lambda s: s.assert_not_legal("Shinjo Altansarnai"))
    assert s.card("Ancestral Lands", 0).broken
    assert s.card("Moto Horde").zone == "play" and s.card("Doji Whisperer").zone == "play"


@pytest.mark.covers("Shinjo Altansarnai", "a1:limit")
def test_shinjo_altansarnai_once_per_round_a_second_break_does_not_trigger():
    """Rules Reference "Triggered Abilities" (once per round by default): with a
    second military conflict in the round (stated: two military conflicts to
    declare), her second break offers no reaction."""
    s = _altansarnai_second_break(conflicts_left={"military": 2, "political": 0})
    s.start("3.c")
    s.declare("military", "fire", province=0, attackers=["Shinjo Altansarnai"])  # 5 vs 5
    until(s, "trigger", player=0)
    s.pick("Shinjo Altansarnai")
    s.pick("Doji Whisperer")
    play_on(s, lambda s: s.state.conflict is None)
    s.card("Shinjo Altansarnai").bowed = False
    play_on(s, declaring(0))
    s.declare("military", "air", province=2, attackers=["Shinjo Altansarnai"])
    play_on(s, lambda s: s.state.conflict is None,
            on_trigger=lambda s: s.assert_not_legal("Shinjo Altansarnai"))
    assert s.card("Ancestral Lands", 1).broken and s.card("Eager Scout").zone == "play"


@pytest.mark.covers("Spyglass", "a1:trigger", "a1:when")
def test_spyglass_card_draws_when_the_host_is_declared_as_a_defender():
    """Card text ("after attached character commits to a conflict"): declared
    as a defender, the host commits: its controller draws."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider"])
    s.player(1, characters=[dict(name="Shinjo Outrider", attachments=["Spyglass"]), "Eager Scout"], provinces=SAFE)
    s.start("conflict")
    hand = len(s.state.players[1].hand)
    s.declare("military", "fire", province=0, attackers=["Border Rider"])
    until(s, "declare_defenders", player=1)
    s.pick_many("Shinjo Outrider")
    s.assert_legal("Spyglass", context="trigger", player=1)
    s.pick("Spyglass")
    assert len(s.state.players[1].hand) == hand + 1


@pytest.mark.covers("Spyglass", "a1:when")
def test_spyglass_card_not_when_another_character_commits_or_moves():
    """Card text ("after attached character commits ... or moves"): its host
    staying home, other characters declared as attackers or defenders, or
    moving in, draw nothing."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Border Rider", "Shinjo Outrider", dict(name="Doji Whisperer", attachments=["Spyglass"])])
    s.player(1, characters=["Eager Scout", dict(name="Matsu Berserker", attachments=["Spyglass"])], provinces=SAFE)
    s.start("conflict")
    s.declare("military", "fire", province=0, attackers=["Border Rider"])
    assert s.game.pending.context != "trigger", s.legal()
    until(s, "declare_defenders", player=1)
    s.pick_many("Eager Scout")
    assert s.game.pending.context != "trigger", s.legal()
    until(s, "conflict_action", player=0)
    s.pick("Shinjo Outrider")
    assert s.uid("Shinjo Outrider") in s.state.conflict.attackers
    assert s.game.pending.context != "trigger", s.legal()
    assert len(s.state.players[0].hand) == 0 and len(s.state.players[1].hand) == 0


@pytest.mark.covers("Utaku Yumino", "a1:effect")
def test_utaku_yumino_card_the_bonus_ends_with_the_conflict():
    """Card text ("until the end of the conflict"): after the conflict she is
    back to her printed skills."""
    s = conflict(["Utaku Yumino"], ["Eager Scout"], attackers=["Utaku Yumino"], defenders=["Eager Scout"],
                 p0=dict(hand=["Banzai!"]))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.pick("Utaku Yumino")
    s.pick("Banzai!")
    assert skills(s, "Utaku Yumino") == (4, 4)
    play_on(s, lambda s: s.state.conflict is None)
    assert skills(s, "Utaku Yumino") == (2, 2)


@pytest.mark.covers("Utaku Yumino", "a1:condition")
def test_utaku_yumino_card_not_outside_a_conflict():
    """Card text ("During a conflict"): with a card to discard, she cannot use
    it outside a conflict."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Utaku Yumino"], hand=["Banzai!"])
    s.player(1)
    g = s.build()
    assert not any("Utaku Yumino" in o.label for o in action_options(g, 0))


@pytest.mark.covers("Utaku Yumino", "a1:limit")
def test_utaku_yumino_limit_per_conflict_again_in_the_next_conflict():
    """Card text ("Limit once per conflict"; she need not participate): used in
    the round's first conflict, she may use it again in the next one."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Utaku Yumino", "Border Rider"], hand=["Banzai!", "Fine Katana"])
    s.player(1, characters=[dict(name="Eager Scout", bowed=True)], provinces=SAFE)
    s.start("conflict")
    play_on(s, declaring(0))
    s.declare("military", "fire", province=0, attackers=["Utaku Yumino"])
    until(s, "conflict_action", player=0)
    s.pick("Utaku Yumino")
    s.pick("Banzai!")
    play_on(s, declaring(0))
    s.declare("political", "air", province=1, attackers=["Border Rider"])
    until(s, "conflict_action", player=0)
    s.pick("Utaku Yumino")
    s.pick("Fine Katana")
    assert skills(s, "Utaku Yumino") == (4, 4)
    assert s.state.players[0].hand == []


@pytest.mark.covers("Utaku Infantry", "a1:effect")
def test_utaku_infantry_card_only_participating_unicorn_characters_you_control():
    """Card text ("each participating Unicorn character you control"): a
    participating Crane character of yours and the opponent's participating
    Unicorn character do not count."""
    s = conflict(["Utaku Infantry", "Border Rider", "Doji Whisperer"], ["Shinjo Outrider"],
                 attackers=["Utaku Infantry", "Border Rider", "Doji Whisperer"], defenders=["Shinjo Outrider"])
    s.build()
    assert skills(s, "Utaku Infantry") == (0 + 2, 0 + 2)  # itself and Border Rider


@pytest.mark.covers("Moto Horde", "keyword:no attachments except weapon")
def test_moto_horde_card_no_attachments_except_weapon():
    """Card text (no attachments except Weapon; Rules Reference "No
    Attachments"): a Fine Katana may go on it; Favored Mount, Spyglass and
    Ornate Fan may not, though another character takes them."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Moto Horde", "Border Rider"],
             hand=["Fine Katana", "Favored Mount", "Spyglass", "Ornate Fan"])
    s.player(1)
    g = s.build()
    horde, rider = s.uid("Moto Horde"), s.uid("Border Rider")
    assert sorted(attachment_hosts(g, 0, s.uid("Fine Katana"))) == sorted([horde, rider])
    for name in ("Favored Mount", "Spyglass", "Ornate Fan"):
        assert attachment_hosts(g, 0, s.uid(name)) == [rider], name


@pytest.mark.covers("Cavalry Reserves", "a1:cost")
def test_cavalry_reserves_card_only_cavalry_in_your_own_dynasty_discard_pile():
    """Card text ("Cavalry characters in your dynasty discard pile"): a Cavalry
    character faceup in your province or in the opponent's discard pile is no
    choice."""
    s = conflict(["Border Rider"], ["Doji Whisperer"], attackers=["Border Rider"], defenders=["Doji Whisperer"],
                 p0=dict(hand=["Cavalry Reserves"], fate=3, dynasty_discard=["Moto Youth"],
                         provinces=[dict(name="Ancestral Lands", cards=["Shinjo Outrider"]), *SAFE[1:]]),
                 p1=dict(dynasty_discard=["Aggressive Moto"]))
    s.start("3.2.2")
    until(s, "conflict_action", player=0)
    s.game.ask_alone = True
    s.pick("Cavalry Reserves")
    s.assert_not_legal("Shinjo Outrider", player=0)
    s.assert_not_legal("Aggressive Moto")
    s.pick("Moto Youth")
    assert s.card("Moto Youth").zone == "play"
