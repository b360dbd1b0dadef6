"""Card rules of the Rules Reference glossary: Bow/Ready, status tokens
(Personal Honor, Tainted), Leaves Play, Fate, Attachment Cards, Unique Cards,
Holding, Dash, Modifiers, Blank and Cannot."""

from __future__ import annotations

import pytest

from l5r.lcg.actions import do, ev
from l5r.lcg.conflict import eligible_attackers, eligible_defenders, totals
from l5r.lcg.model import glory, has_keyword, in_play, is_blank, province_strength, skill
from l5r.testing import Scenario


# ------------------------------------------------------------------ helpers
def patch_build(s: Scenario, fn) -> None:
    """Run ``fn(s)`` on the built state before the game starts running."""
    build = s.build

    def patched():
        g = build()
        fn(s)
        return g

    s.build = patched


def target(s: Scenario, name: str, player: int | None = None) -> list:
    c = s.card(name, player)
    return [[c.uid, c.instance]]


def modify(s: Scenario, name: str, stat: str, op: str, value: int = 0, player: int | None = None) -> None:
    s.state.lasting.append({"type": "modify", "stat": stat, "op": op, "value": value,
                            "targets": target(s, name, player), "until": "round"})


def resolve_now(s: Scenario, *events: dict) -> None:
    """Resolve game-action events as a card ability would, from an action window."""
    g = s.game
    assert g.pending is not None and g.pending.context in ("action", "dynasty", "conflict_action")
    g.state.pending = None  # the window asks again once the events have resolved
    do(g, list(events))
    g.run()


def advance_to(s: Scenario, context: str) -> None:
    """Pass action windows (e.g. a stronghold's action) until ``context`` is pending."""
    g = s.game
    while g.pending is not None and g.pending.context != context \
            and g.pending.context in ("action", "conflict_action", "dynasty"):
        s.pass_()
    assert g.pending is not None and g.pending.context == context, (g.pending, s.legal())


def built(**players) -> Scenario:
    s = Scenario()
    for i in (0, 1):
        s.player(i, **players.get(f"p{i}", {}))
    s.build()
    return s


def mil(s, name, player=None):
    return skill(s.state, s.card(name, player), "military")


def pol(s, name, player=None):
    return skill(s.state, s.card(name, player), "political")


# ------------------------------------------------------------------ Bow, Ready
def test_rrg_bow_bowed_participants_do_not_contribute_skill():
    """"Bow, Bowed": during conflicts, bowed characters do not contribute their skill."""
    s = Scenario()
    s.player(0, characters=["Akodo Gunsō", dict(name="Matsu Berserker", bowed=True)])
    s.player(1, characters=["Eager Scout"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Akodo Gunsō", "Matsu Berserker"],
               defenders=["Eager Scout"])
    s.start("3.2.3")
    cf_log = [l for l in s.log if "wins the conflict" in l]
    assert cf_log == ["Player 1 wins the conflict 2-0"]  # Gunsō 2; the bowed Berserker's 3 is not counted  # Gunsō 2; the bowed Berserker's 3 is not counted


def test_rrg_bow_bowed_card_cannot_bow_again_only_ready():
    """"Bow, Bowed": a bowed card cannot bow again until readied (water ring offers only ready)."""
    s = Scenario()
    s.player(0, characters=["Akodo Gunsō"])
    s.player(1, characters=[dict(name="Doji Whisperer", bowed=True), "Eager Scout"])
    s.start("conflict")
    s.declare("military", "water", province=0, attackers=["Akodo Gunsō"])
    s.pass_()  # no defenders
    advance_to(s, "ring_effect")
    s.assert_legal("Ready Doji Whisperer")
    s.assert_not_legal("Bow Doji Whisperer")
    s.assert_legal("Bow Eager Scout")
    s.assert_not_legal("Ready Eager Scout")


def test_rrg_4_5_ready_cards_readies_characters_attachments_and_stronghold():
    """4.5 / "Ready": each bowed card in play readies; attachments bow and ready independently."""
    s = Scenario()
    s.player(0, characters=[dict(name="Kaiu Envoy", bowed=True, fate=2, attachments=["Fine Katana"])])
    s.player(1)

    def bow_more(s):
        s.card("Fine Katana").bowed = True
        s.state.cards[s.state.players[0].stronghold].bowed = True

    patch_build(s, bow_more)
    s.start("4.5")
    assert not s.card("Kaiu Envoy").bowed
    assert not s.card("Fine Katana").bowed
    assert not s.state.cards[s.state.players[0].stronghold].bowed


def test_rrg_attachment_cards_bowed_attachment_still_modifies_skill():
    """"Attachment Cards" / "Bow": a bowed attachment's skill modifiers still apply."""
    s = built(p0=dict(characters=[dict(name="Kaiu Envoy", attachments=["Fine Katana"])]))
    s.card("Fine Katana").bowed = True
    assert mil(s, "Kaiu Envoy") == 3


# ------------------------------------------------------------------ status tokens
def test_rrg_personal_honor_honored_adds_glory_to_both_skills():
    """"Personal Honor": an honored character adds its glory to military and political skill."""
    s = built(p0=dict(characters=[dict(name="Akodo Gunsō", status="honored")]))
    assert (mil(s, "Akodo Gunsō"), pol(s, "Akodo Gunsō")) == (4, 3)


def test_rrg_personal_dishonor_subtracts_glory_never_below_zero():
    """"Personal Dishonor" / "Modifiers": glory is subtracted from both skills, floored at 0."""
    s = built(p0=dict(characters=[dict(name="Doji Whisperer", status="dishonored")]))
    assert (mil(s, "Doji Whisperer"), pol(s, "Doji Whisperer")) == (0, 2)  # 0-1 -> 0, 3-1


def test_rrg_personal_honor_glory_modifiers_change_the_status_bonus():
    """"Glory": the current (modified) glory is what an honored character adds."""
    s = built(p0=dict(characters=[dict(name="Akodo Gunsō", status="honored")]))
    modify(s, "Akodo Gunsō", "glory", "add", 2)
    assert glory(s.state, s.card("Akodo Gunsō")) == 4
    assert mil(s, "Akodo Gunsō") == 6


def test_rrg_personal_honor_opposite_statuses_cancel_and_no_double_status():
    """"Personal Honor": honoring a dishonored character returns it to ordinary;
    an honored character cannot become honored (fire ring offers no such choice)."""
    s = Scenario()
    s.player(0, characters=["Akodo Gunsō"])
    s.player(1, characters=[dict(name="Doji Whisperer", status="dishonored"),
                            dict(name="Eager Scout", status="honored")])
    s.start("conflict")
    s.declare("political", "fire", province=0, attackers=["Akodo Gunsō"])
    s.pass_()
    advance_to(s, "ring_effect")
    s.assert_not_legal("Honor Eager Scout")
    s.assert_legal("Dishonor Eager Scout")
    s.assert_not_legal("Dishonor Doji Whisperer")
    s.pick("Honor Doji Whisperer")
    assert s.card("Doji Whisperer").status == 0
    assert pol(s, "Doji Whisperer") == 3


def test_rrg_tainted_gets_plus_two_both_skills_and_stacks_with_honor():
    """"Tainted": +2 military and +2 political; tainted characters can still be honored."""
    s = built(p0=dict(characters=[dict(name="Kaiu Envoy", tainted=True),
                                  dict(name="Akodo Gunsō", tainted=True, status="honored")]))
    assert (mil(s, "Kaiu Envoy"), pol(s, "Kaiu Envoy")) == (3, 2)
    assert (mil(s, "Akodo Gunsō"), pol(s, "Akodo Gunsō")) == (6, 5)


def test_rrg_tainted_attacker_declared_costs_one_honor_each():
    """"Tainted": declaring a tainted attacker costs its controller 1 honor (per tainted attacker)."""
    s = Scenario()
    s.player(0, characters=[dict(name="Kaiu Envoy", tainted=True), dict(name="Akodo Gunsō", tainted=True),
                            "Matsu Berserker"])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Kaiu Envoy", "Akodo Gunsō", "Matsu Berserker"])
    assert s.game.pending.context == "declare_defenders"
    assert s.state.players[0].honor == 8


def test_rrg_tainted_defender_declared_costs_one_honor():
    """"Tainted": declaring a tainted defender costs its controller 1 honor."""
    s = Scenario()
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, characters=[dict(name="Kaiu Envoy", tainted=True), "Eager Scout"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker"])
    s.start("3.2.1")
    s.pick_many("Kaiu Envoy", "Eager Scout")
    assert s.state.players[1].honor == 9
    assert s.state.players[0].honor == 10


def test_rrg_tainted_province_plus_two_strength_and_defending_costs_one_honor():
    """"Tainted": a tainted province gets +2 strength; declaring defenders there costs 1 honor."""
    s = Scenario()
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, characters=["Eager Scout", "Doji Whisperer"])
    s.conflict(attacker=0, type="military", ring="air", province=1, attackers=["Matsu Berserker"])
    patch_build(s, lambda s: setattr(s.state.cards[s.state.players[1].provinces[1]], "tainted", True))
    s.start("3.2.1")
    prov = s.state.cards[s.state.players[1].provinces[1]]
    assert province_strength(s.state, prov) == 6  # Night Raid 4 + 2
    s.pick_many("Eager Scout", "Doji Whisperer")  # two ordinary defenders: 1 honor in total
    assert s.state.players[1].honor == 9


def test_rrg_tainted_character_cannot_be_declared_without_honor_to_pay():
    """"Tainted" / "Additional Cost": with no honor to lose, a tainted character cannot attack."""
    s = Scenario()
    s.player(0, characters=[dict(name="Kaiu Envoy", tainted=True), "Matsu Berserker"])
    s.player(1)
    g = s.build()
    g.state.players[0].honor = 0
    assert s.uid("Kaiu Envoy") not in eligible_attackers(g, 0, "military")
    assert s.uid("Matsu Berserker") in eligible_attackers(g, 0, "military")


def test_rrg_tainted_attacker_cost_to_zero_honor_loses_the_game():
    """"Tainted" + "Winning the Game": paying the last honor for a tainted attacker
    leaves its player at 0 honor, which loses the game."""
    s = Scenario()
    s.player(0, honor=1, characters=[dict(name="Kaiu Envoy", tainted=True)])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Kaiu Envoy"])
    assert s.state.players[0].honor == 0
    assert s.state.winner == 1


def test_rrg_tainted_costs_cannot_exceed_honor():
    """"Tainted" / "Additional Cost": each tainted attacker costs 1 honor; a cost that
    cannot be paid cannot be initiated, so honor never goes below 0."""
    s = Scenario()
    s.player(0, honor=1, characters=[dict(name="Kaiu Envoy", tainted=True),
                                     dict(name="Akodo Gunsō", tainted=True)])
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    from l5r.engine.decision import IllegalAnswer
    before = s.game.to_data()
    with pytest.raises(IllegalAnswer, match="costs 2 honor"):
        s.declare("military", "air", province=0, attackers=["Kaiu Envoy", "Akodo Gunsō"])
    assert s.state.players[0].honor == 1
    assert s.game.pending.context == "declare_attackers"  # may choose again
    s.pick_many("Kaiu Envoy")  # one tainted attacker: 1 honor, affordable
    assert s.state.players[0].honor == 0 and s.state.winner == 1


# ------------------------------------------------------------------ leaves play
def test_rrg_personal_honor_honored_character_leaving_play_gains_one_honor():
    """"Personal Honor": when an honored character leaves play its controller gains 1 honor (4.2)."""
    s = Scenario()
    s.player(0, characters=[dict(name="Akodo Gunsō", status="honored")])
    s.player(1, characters=[dict(name="Doji Whisperer", status="dishonored")])
    s.start("4.2")
    assert s.card("Akodo Gunsō").zone == "dynasty_discard"
    assert s.card("Doji Whisperer").zone == "dynasty_discard"
    assert s.state.players[0].honor == 11
    assert s.state.players[1].honor == 9  # dishonored: controller loses 1 honor
    assert s.card("Akodo Gunsō").status == 0  # tokens return to the token pool


def test_rrg_leaves_play_fate_returns_to_token_pool_not_to_player():
    """"Leaves Play" / "Token Pool": tokens on a card that leaves play go to the general pool."""
    s = Scenario()
    s.player(0, fate=2, characters=[dict(name="Akodo Gunsō", fate=3), "Eager Scout"])
    s.player(1)
    s.start("draw")
    assert s.game.pending.context == "honor_bid"
    s.pick("bid 1")
    s.pick("bid 1")
    assert s.game.pending.context == "action"
    resolve_now(s, ev("leaves_play", card=s.uid("Akodo Gunsō"), reason="test discard"))
    c = s.card("Akodo Gunsō")
    assert c.zone == "dynasty_discard" and c.fate == 0
    assert s.state.players[0].fate == 2


def test_rrg_leaves_play_attachments_discarded_with_host():
    """"Attachment Cards" / "Leaves Play": non-ancestral attachments are discarded with the host."""
    s = Scenario()
    s.player(0, characters=[dict(name="Akodo Gunsō", attachments=["Fine Katana", "Ornate Fan"])])
    s.player(1)
    s.start("4.2")
    assert s.card("Fine Katana").zone == "conflict_discard"
    assert s.card("Ornate Fan").zone == "conflict_discard"
    assert s.card("Akodo Gunsō").attachments == []


# ------------------------------------------------------------------ fate on characters
def test_rrg_fate_additional_fate_placed_when_played_from_province():
    """"Fate": after a played character enters play, its controller may place fate on it."""
    s = Scenario()
    s.player(0, fate=0, provinces=["Shameful Display", {"name": "Night Raid", "cards": ["Akodo Gunsō"]},
                                   "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])
    s.player(1)
    s.start("dynasty")
    s.pick("Play Akodo Gunsō")  # 7 fate collected, 2 paid
    assert s.game.pending.context == "additional_fate"
    assert s.legal()[-1] == "5 fate"
    s.pick("3 fate")
    assert s.card("Akodo Gunsō").fate == 3
    assert s.state.players[0].fate == 2
    assert s.card("Akodo Gunsō").zone == "play"


def test_rrg_4_3_fate_removed_then_4_2_discards_fateless():
    """4.2/4.3 ("Fate"): characters with no fate are discarded, then 1 fate leaves each other one."""
    s = Scenario()
    s.player(0, characters=[dict(name="Akodo Gunsō", fate=2), dict(name="Kaiu Envoy", fate=1),
                            "Matsu Berserker"])
    s.player(1)
    s.start("4.2")
    assert s.card("Matsu Berserker").zone == "dynasty_discard"
    assert s.card("Akodo Gunsō").fate == 1
    assert s.card("Kaiu Envoy").fate == 0 and s.card("Kaiu Envoy").zone == "play"


# ------------------------------------------------------------------ attachments
def test_rrg_attachment_cards_skill_modifiers_apply_to_host():
    """"Attachment Cards": Fine Katana +2 military, Ornate Fan +2 political, Fiery Madness -2/-2 (floor 0)."""
    s = built(p0=dict(characters=[dict(name="Kaiu Envoy", attachments=["Fine Katana", "Ornate Fan"]),
                                  dict(name="Doji Whisperer", attachments=["Fiery Madness"])]))
    assert (mil(s, "Kaiu Envoy"), pol(s, "Kaiu Envoy")) == (3, 2)
    assert (mil(s, "Doji Whisperer"), pol(s, "Doji Whisperer")) == (0, 1)


def _dynasty_with(p0: dict, p1: dict) -> Scenario:
    s = Scenario()
    s.player(0, **p0)
    s.player(1, **p1)
    s.start("dynasty")
    return s


def test_rrg_attachment_cards_one_copy_per_player_per_host():
    """"Attachment Cards": a host with my copy is ineligible for my second copy, not for an opponent's."""
    s = _dynasty_with(dict(characters=[dict(name="Kaiu Envoy", attachments=["Fine Katana"])],
                           hand=["Fine Katana"]),
                      dict(hand=["Fine Katana"]))
    # player 0 has no eligible host: no play option, so they pass automatically (and gain 1 fate)
    assert s.game.pending.player == 1
    s.pick("Play Fine Katana")  # the only host is player 0's Kaiu Envoy
    envoy = s.card("Kaiu Envoy")
    owners = sorted(s.state.cards[a].controller for a in envoy.attachments)
    assert owners == [0, 1]
    assert mil(s, "Kaiu Envoy") == 5
    assert s.state.players[0].hand == [s.uid("Fine Katana", 0, zone="hand")]


def test_rrg_attachment_cards_opponents_attachment_stays_under_its_controller():
    """"Attachment Cards": an attachment a player controls stays theirs on an opponent's character,
    and goes to its owner's discard pile when the host leaves play."""
    s = _dynasty_with(dict(characters=["Kaiu Envoy"]), dict(hand=["Ornate Fan"]))
    s.pick("Play Ornate Fan")
    fan = s.card("Ornate Fan")
    assert fan.zone == "attached" and fan.controller == 1 and fan.attached_to == s.uid("Kaiu Envoy")
    assert pol(s, "Kaiu Envoy") == 2


def _at_action_window(p0: dict, p1: dict | None = None) -> Scenario:
    """The dynasty phase's action window, player 0 to act (a character to play keeps it open)."""
    p0 = dict(p0, fate=5, provinces=["Shameful Display", {"name": "Night Raid", "cards": ["Akodo Gunsō"]},
                                     "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"])
    s = _dynasty_with(p0, p1 or {})
    assert s.game.pending.context == "dynasty" and s.game.pending.player == 0
    return s


def _after_any_event(s: Scenario) -> None:
    """Let the state checks run: one game action resolves (a player gains 1 fate)."""
    resolve_now(s, ev("gain_fate", player=1, amount=1))


def _blank(s: Scenario, c) -> None:
    s.state.lasting.append({"type": "blank", "source": c.uid, "until": "round", "targets": [[c.uid, c.instance]]})


@pytest.mark.covers('Born in War', 'a1:attach_to')
def test_rrg_attachment_cards_host_losing_the_trait_discards_the_attachment():
    """"Attachment Cards": "If a situation arises in which an attachment is not
    legally attached, discard the attachment": Born in War ("Cavalry only") on a
    character whose printed Traits are blanked."""
    s = _at_action_window(dict(characters=[dict(name="Border Rider", attachments=["Born in War"]), "Moto Youth"]))
    rider = s.card("Border Rider")
    _blank(s, rider)
    _after_any_event(s)
    assert s.card("Born in War").zone == "conflict_discard"
    assert rider.attachments == []


def test_rrg_attachment_cards_legal_attachment_stays():
    """"Attachment Cards": the state check leaves a legally attached card alone
    (Born in War on a Cavalry character; Cloud the Mind keeps Traits)."""
    s = _at_action_window(dict(characters=[dict(name="Border Rider", attachments=["Born in War", "Cloud the Mind"])]))
    _after_any_event(s)
    assert s.card("Born in War").zone == "attached"
    assert s.card("Cloud the Mind").zone == "attached"


def test_rrg_attachment_cards_host_gaining_no_attachments_discards_them():
    """"Attachment Cards" and "No Attachments": a host that gains the keyword
    (here "no attachments except weapon") keeps only what it allows."""
    s = _at_action_window(dict(characters=[dict(name="Border Rider", attachments=["Fine Katana", "Ornate Fan"])]))
    rider = s.card("Border Rider")
    s.state.lasting.append({"type": "gain_keyword", "keyword": "no attachments except weapon", "until": "round",
                            "source": rider.uid, "targets": [[rider.uid, rider.instance]]})
    _after_any_event(s)
    assert s.card("Ornate Fan").zone == "conflict_discard"
    assert s.card("Fine Katana").zone == "attached"


def test_rrg_attachment_cards_second_copy_of_one_player_is_discarded():
    """"Attachment Cards": "If a situation arises where a card ... has multiple
    copies of an attachment controlled by the same player attached to it, its
    controller ... must immediately discard copies ... until there is only one"
    (the engine keeps the newest); an opponent's copy is not counted."""
    s = _at_action_window(dict(characters=[dict(name="Kaiu Envoy", attachments=["Fine Katana"])]),
                          dict(characters=[dict(name="Doji Whisperer", attachments=["Fine Katana"])]))
    envoy, whisperer = s.card("Kaiu Envoy"), s.card("Doji Whisperer")
    mine, theirs = s.uid("Fine Katana", 0), s.uid("Fine Katana", 1)
    # a second copy of player 0's comes onto the same host, as a change of control could do
    whisperer.attachments.remove(theirs)
    envoy.attachments.append(theirs)
    s.state.cards[theirs].attached_to = envoy.uid
    _after_any_event(s)
    assert envoy.attachments == [mine, theirs]  # player 1's copy is not a second copy of player 0's
    s.state.cards[theirs].controller = 0  # now player 0 controls both; the newest (last attached) stays
    _after_any_event(s)
    assert envoy.attachments == [theirs]
    assert s.state.cards[mine].zone == "conflict_discard"


def test_rrg_attachment_cards_illegal_attachment_that_cannot_be_discarded_stays():
    """"Cannot": an attachment that cannot be discarded is not discarded by the
    "no longer legally attached" rule either."""
    s = _at_action_window(dict(characters=[dict(name="Border Rider", attachments=["Born in War"])]))
    rider, born = s.card("Border Rider"), s.card("Born in War")
    _blank(s, rider)
    s.state.lasting.append({"type": "cannot", "actions": ["discard"], "source": born.uid, "until": "round",
                            "targets": [[born.uid, born.instance]]})
    _after_any_event(s)
    assert born.zone == "attached"


# ------------------------------------------------------------------ unique cards
def test_rrg_unique_cards_no_second_copy_but_duplicate_adds_fate():
    """"Unique Cards" / "Duplicates": a copy of a unique character I control cannot be played;
    discarding it places 1 fate on the copy in play and the province refills facedown."""
    s = _dynasty_with(dict(characters=[dict(name="Kaiu Shuichi", fate=1)],
                           provinces=["Shameful Display", {"name": "Night Raid", "cards": ["Kaiu Shuichi"]},
                                      "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"]),
                      dict())
    s.assert_not_legal("Play Kaiu Shuichi")
    s.pick("Discard duplicate Kaiu Shuichi")
    shuichi = s.card("Kaiu Shuichi", 0, zone="play")
    assert shuichi.fate == 2
    assert len(s.state.players[0].dynasty_discard) == 1
    slot = s.state.players[0].province_cards[1]
    assert len(slot) == 1 and s.state.cards[slot[0]].facedown


def test_rrg_unique_cards_opponents_copy_does_not_block():
    """"Unique Cards": the limit is per player; an opponent's copy does not stop mine."""
    s = _dynasty_with(dict(provinces=["Shameful Display", {"name": "Night Raid", "cards": ["Kaiu Shuichi"]},
                                      "Ancestral Lands", "Pilgrimage", "Meditations on the Tao"]),
                      dict(characters=["Kaiu Shuichi"]))
    s.pick("Play Kaiu Shuichi")
    s.pick("0 fate")
    assert s.card("Kaiu Shuichi", 0).zone == "play"
    assert s.card("Kaiu Shuichi", 1).zone == "play"


# ------------------------------------------------------------------ holdings
def test_rrg_holding_faceup_adds_province_strength():
    """"Holding": a faceup holding is in play and adds its bonus to its province's strength."""
    s = built(p1=dict(provinces=["Shameful Display",
                                 {"name": "Night Raid", "cards": ["Borderlands Fortifications"]},
                                 {"name": "Ancestral Lands",
                                  "cards": [{"name": "Borderlands Fortifications", "facedown": True}]},
                                 "Pilgrimage", "Meditations on the Tao"]))
    st = s.state
    provs = [st.cards[u] for u in st.players[1].provinces]
    assert province_strength(st, provs[1]) == 6  # Night Raid 4 + 2
    assert province_strength(st, provs[2]) == 5  # facedown holding: Ancestral Lands 5 only
    faceup = st.cards[st.players[1].province_cards[1][0]]
    assert in_play(faceup)
    assert province_strength(st, provs[4]) == 4 + 3  # stronghold province: + Shiro Nishiyama's bonus


def test_rrg_3_2_5_holding_bonus_keeps_province_unbroken():
    """3.2.5 with "Holding": the holding's bonus counts when checking whether the province breaks."""
    broken = []
    for cards in ([], ["Borderlands Fortifications"]):
        s = Scenario()
        s.player(0, characters=["Moto Horde"])  # 6 military against Eager Scout's 0
        s.player(1, characters=["Eager Scout"],
                 provinces=["Shameful Display", "Night Raid", {"name": "Ancestral Lands", "cards": cards},
                            "Pilgrimage", "Meditations on the Tao"])
        s.conflict(attacker=0, type="military", ring="air", province=2, attackers=["Moto Horde"],
                   defenders=["Eager Scout"])
        s.start("3.2.3")
        broken.append(s.state.cards[s.state.players[1].provinces[2]].broken)
    assert broken == [True, False]  # 6 >= Ancestral Lands 5, but 6 < 5 + 2


# ------------------------------------------------------------------ dash
def test_rrg_dash_skill_is_none_and_cannot_be_modified():
    """"Dash": a dash skill is no value; modifiers (tainted, honored, effects) do not change it."""
    s = built(p0=dict(characters=[dict(name="Matsu Berserker", tainted=True, status="honored",
                                       attachments=["Ornate Fan"])]))
    modify(s, "Matsu Berserker", "skills", "add", 3)
    assert pol(s, "Matsu Berserker") is None
    assert mil(s, "Matsu Berserker") == 3 + 3 + 2 + 1


def test_rrg_dash_cannot_attack_or_defend_in_that_type():
    """"Dash": a character with a dash skill cannot participate in conflicts of that type."""
    s = built(p0=dict(characters=["Matsu Berserker", "Venerable Historian"]))
    g = s.game
    assert eligible_attackers(g, 0, "political") == [s.uid("Venerable Historian")]
    assert eligible_attackers(g, 0, "military") == [s.uid("Matsu Berserker")]
    s2 = Scenario()
    s2.player(0, characters=["Akodo Gunsō"])
    s2.player(1, characters=["Matsu Berserker", "Venerable Historian"])
    s2.conflict(attacker=0, type="military", ring="air", attackers=["Akodo Gunsō"])
    s2.start("3.2.1")
    assert s2.legal() == ["Matsu Berserker"]


def test_rrg_dash_no_political_conflict_with_only_dash_characters():
    """"Dash": with only a political-dash character, no political conflict can be declared."""
    s = Scenario()
    s.player(0, characters=["Matsu Berserker"])
    s.player(1)
    s.start("conflict")
    assert s.game.pending.context == "declare_conflict"
    assert all(not l.startswith("political") for l in s.legal())
    assert any(l.startswith("military") for l in s.legal())


# ------------------------------------------------------------------ modifiers
def _one(name="Akodo Gunsō") -> Scenario:
    return built(p0=dict(characters=[name]))


def test_rrg_modifiers_add_and_subtract_before_doubling():
    """"Modifiers": additions/subtractions are applied before doubling."""
    s = _one()
    modify(s, "Akodo Gunsō", "military", "double")
    modify(s, "Akodo Gunsō", "military", "add", 1)
    assert mil(s, "Akodo Gunsō") == 6  # (2 + 1) * 2, not 2 * 2 + 1
    assert pol(s, "Akodo Gunsō") == 1


def test_rrg_modifiers_halving_rounds_up_after_all_modifiers():
    """"Modifiers": fractional values are rounded up after all modifiers are applied."""
    s = _one()
    modify(s, "Akodo Gunsō", "military", "add", 1)  # 3
    modify(s, "Akodo Gunsō", "military", "halve")  # 1.5 -> 2
    assert mil(s, "Akodo Gunsō") == 2
    modify(s, "Akodo Gunsō", "military", "halve")
    modify(s, "Akodo Gunsō", "military", "add", 2)  # (2 + 1 + 2) / 4 = 1.25 -> 2, rounded once at the end
    assert mil(s, "Akodo Gunsō") == 2


def test_rrg_modifiers_set_overrides_all_other_modifiers_latest_wins():
    """"Modifiers": a set value overrides non-set modifiers, even later ones; the latest set wins."""
    s = built(p0=dict(characters=[dict(name="Akodo Gunsō", status="honored", attachments=["Fine Katana"])]))
    modify(s, "Akodo Gunsō", "military", "set", 1)
    modify(s, "Akodo Gunsō", "military", "add", 5)
    modify(s, "Akodo Gunsō", "military", "double")
    assert mil(s, "Akodo Gunsō") == 1
    modify(s, "Akodo Gunsō", "military", "set", 7)
    assert mil(s, "Akodo Gunsō") == 7
    assert pol(s, "Akodo Gunsō") == 3  # 1 + glory 2: political is unaffected


def test_rrg_modifiers_never_below_zero():
    """"Modifiers": a value modified below zero is treated as zero (skill, glory, strength)."""
    s = built(p0=dict(characters=["Akodo Gunsō"]))
    modify(s, "Akodo Gunsō", "skills", "add", -5)
    modify(s, "Akodo Gunsō", "glory", "add", -5)
    assert (mil(s, "Akodo Gunsō"), pol(s, "Akodo Gunsō")) == (0, 0)
    assert glory(s.state, s.card("Akodo Gunsō")) == 0
    prov = s.state.cards[s.state.players[1].provinces[0]]
    s.state.lasting.append({"type": "modify", "stat": "strength", "op": "add", "value": -9,
                            "targets": [[prov.uid, prov.instance]], "until": "round"})
    assert province_strength(s.state, prov) == 0


def test_rrg_modifiers_negative_total_then_doubled_is_zero():
    """"Modifiers": (1 - 3) doubled is -4, treated as 0 -- the order is add, double, floor."""
    s = _one("Kaiu Envoy")
    modify(s, "Kaiu Envoy", "military", "add", -3)
    modify(s, "Kaiu Envoy", "military", "double")
    assert mil(s, "Kaiu Envoy") == 0


def test_rrg_modifiers_skills_stat_changes_both_skills_not_glory():
    """"Modifiers": a "skills" modifier changes military and political, not glory."""
    s = _one()
    modify(s, "Akodo Gunsō", "skills", "add", 2)
    assert (mil(s, "Akodo Gunsō"), pol(s, "Akodo Gunsō")) == (4, 3)
    assert glory(s.state, s.card("Akodo Gunsō")) == 2


def test_rrg_modifiers_skills_modifier_is_not_province_strength():
    """"Modifiers": a "skills" modifier changes only military and political values."""
    s = built()
    prov = s.state.cards[s.state.players[1].provinces[0]]
    s.state.lasting.append({"type": "modify", "stat": "skills", "op": "add", "value": 3,
                            "targets": [[prov.uid, prov.instance]], "until": "round"})
    assert province_strength(s.state, prov) == 3  # Shameful Display's printed 3


def test_rrg_lasting_effects_end_when_the_card_leaves_play():
    """"Leaves Play": lasting effects on a card expire for it (a new instance)."""
    s = Scenario()
    s.player(0, characters=[dict(name="Akodo Gunsō", fate=1), "Eager Scout"])
    s.player(1)
    s.start("draw")
    s.pick("bid 1")
    s.pick("bid 1")
    modify(s, "Akodo Gunsō", "military", "add", 4)
    assert mil(s, "Akodo Gunsō") == 6
    resolve_now(s, ev("leaves_play", card=s.uid("Akodo Gunsō"), to="hand", reason="returned to hand"))
    c = s.card("Akodo Gunsō")
    assert c.zone == "hand"
    assert skill(s.state, c, "military") == 2


# ------------------------------------------------------------------ blank
def test_rrg_blank_broken_and_dishonored_provinces_are_blank():
    """"Blank" / "Broken Province" / "Status Token": broken or dishonored provinces have blank text."""
    s = built()
    st = s.state
    p0, p1, p2 = (st.cards[u] for u in st.players[1].provinces[:3])
    p0.broken = True
    p1.status = -1
    assert is_blank(st, p0) and is_blank(st, p1) and not is_blank(st, p2)


def test_rrg_blank_removes_printed_keywords_but_not_gained_ones():
    """"Blank": blanked printed keywords are gone; keywords gained from another source remain."""
    s = _one()
    st = s.state
    c = s.card("Akodo Gunsō")
    assert has_keyword(st, c, "pride")
    st.lasting.append({"type": "blank", "targets": target(s, "Akodo Gunsō"), "until": "round"})
    st.lasting.append({"type": "gain_keyword", "keyword": "covert", "targets": target(s, "Akodo Gunsō"),
                       "until": "round"})
    assert not has_keyword(st, c, "pride")
    assert has_keyword(st, c, "covert")


def test_rrg_blank_pride_on_a_blanked_character_does_not_resolve():
    """"Blank" + "Pride": a blanked Pride character is not honored for winning."""
    s = Scenario()
    s.player(0, characters=["Akodo Gunsō"])
    s.player(1)
    patch_build(s, lambda s: s.state.lasting.append(
        {"type": "blank", "targets": target(s, "Akodo Gunsō"), "until": "round"}))
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Akodo Gunsō"])
    advance_to(s, "ring_effect")
    assert s.card("Akodo Gunsō").status == 0



def test_rrg_blank_abilities_gained_from_another_source_are_not_blanked():
    """"Blank" (text gained from another source is not blanked): Cloud the Mind
    blanks the character's printed text, not the duel action Duelist Training
    gives it."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Duelist Training", "Cloud the Mind"])])
    s.player(1, characters=["Matsu Berserker"])
    s.conflict(attacker=0, type="military", ring="air", attackers=["Doji Whisperer"],
               defenders=["Matsu Berserker"])
    s.start("3.2.2")
    assert is_blank(s.state, s.card("Doji Whisperer"))
    from l5r.lcg.abilities import action_options
    labels = [o.label for o in action_options(s.game, 0)]
    assert any("Duelist Training: military duel" in l for l in labels)

# ------------------------------------------------------------------ cannot
def test_rrg_cannot_bow_character_is_no_water_ring_choice():
    """"Cannot": a character that cannot be bowed is not offered to the water ring's bow."""
    s = Scenario()
    s.player(0, characters=["Akodo Gunsō"])
    s.player(1, characters=["Eager Scout", "Doji Whisperer"])
    patch_build(s, lambda s: s.state.lasting.append(
        {"type": "cannot", "actions": ["bow"], "targets": target(s, "Eager Scout"), "until": "round"}))
    s.start("conflict")
    s.declare("political", "water", province=0, attackers=["Akodo Gunsō"])
    s.pass_()
    advance_to(s, "ring_effect")
    s.assert_not_legal("Bow Eager Scout")
    s.assert_legal("Bow Doji Whisperer")


def test_rrg_cannot_participate_character_is_no_attacker():
    """"Cannot" / "Participating": a character that cannot participate cannot be declared."""
    s = _one()
    s.state.lasting.append({"type": "cannot", "actions": ["participate"],
                            "targets": target(s, "Akodo Gunsō"), "until": "round"})
    assert eligible_attackers(s.game, 0, "military") == []


def test_rrg_cannot_effect_is_bound_to_the_instance():
    """"Cannot" with "Leaves Play": the effect names an instance; a new instance is free of it."""
    s = _one()
    c = s.card("Akodo Gunsō")
    s.state.lasting.append({"type": "cannot", "actions": ["participate"],
                            "targets": [[c.uid, c.instance - 1]], "until": "round"})
    assert eligible_attackers(s.game, 0, "military") == [c.uid]


def test_rrg_cannot_bow_participant_stays_ready_after_conflict():
    """"Cannot" is absolute: 3.2.8 bows participants, except one that cannot be bowed."""
    s = Scenario()
    s.player(0, characters=["Akodo Gunsō"])
    s.player(1)
    patch_build(s, lambda s: s.state.lasting.append(
        {"type": "cannot", "actions": ["bow"], "targets": target(s, "Akodo Gunsō"), "until": "round"}))
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Akodo Gunsō"])
    advance_to(s, "ring_effect")
    s.pick("Gain 2 honor")
    assert s.state.step not in ("3.2.1", "3.2.2", "3.2.3")
    assert not s.card("Akodo Gunsō").bowed
