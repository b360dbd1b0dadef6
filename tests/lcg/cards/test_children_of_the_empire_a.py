"""More cards of Children of the Empire (issue 15; module ``children_of_the_empire_a``): each
card's effect and every clause of its text (restrictions, limits, targets, costs), with the
Rules Reference cited."""

from __future__ import annotations

import pytest
from pack_helpers import WAITS, give_ability, limits_of, run_conflict_out, skills
from test_crab import PROVS, Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces, skip

from l5r.lcg.abilities import action_options
from l5r.lcg.actions import do, ev
from l5r.lcg.play import attachment_hosts
from l5r.lcg.vocab import Action, Effect, Target


@pytest.fixture
def give(monkeypatch):
    """Give Doji Challenger a test-only ability (pack_helpers.give_ability)."""
    return give_ability(monkeypatch)


def _events(s, *events):
    """Resolve ``events`` now as a framework step would (no card effect causes them: ``by``
    is None), then run the game to its next decision."""
    s.state.pending = None
    do(s.game, list(events))
    s.game.run()


# ------------------------------------------------------------------ Temple of the Dragons
def _temple():
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, characters=["Eager Scout"], provinces=provinces(dict(name="Temple of the Dragons", facedown=True)))
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Matsu Berserker"])
    return s


@pytest.mark.covers("Temple of the Dragons", "a1:effect", "a1:trigger", "a1:when")
def test_temple_of_the_dragons_its_owner_resolves_the_contested_ring_as_the_attacker_when_revealed():
    """Revealed by the declaration of a conflict against it (Rules Reference "Facedown
    Province"); the defender resolves the air ring's effect as an attacking player would
    (Rules Reference "Ring Effects": take 1 honor or gain 2)."""
    s = _temple()
    pass_until(s, "trigger", 1)
    s.pick("Temple of the Dragons")
    s.assert_legal("Take 1 honor from your opponent")
    before = s.state.players[1].honor
    s.pick("Gain 2 honor")
    assert s.state.players[1].honor == before + 2
    assert s.state.conflict is not None and s.state.rings["air"].contested  # the ring stays contested


@pytest.mark.covers("Temple of the Dragons", "a1:when", "a1:limit")
def test_temple_of_the_dragons_not_when_another_province_is_revealed_once_per_round():
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, characters=["Eager Scout"],
             provinces=[dict(name="Shameful Display", facedown=True), dict(name="Temple of the Dragons", facedown=True),
                        *PROVS[2:]])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", attackers=["Matsu Berserker"])  # at province 1: Shameful Display
    run_conflict_out(s, "Temple of the Dragons")
    assert limits_of("16-temple-of-the-dragons") == ["once per round"]


# ------------------------------------------------------------------ Shiotome Heroine
def _heroine(give, gainer=1):
    """Doji Challenger (of ``gainer``) gets a test-only action: its controller gains 1 honor."""
    give(Action(Effect("gain_honor", on="player", amount=1), text="gain 1 honor"))
    heroine = dict(name="Shiotome Heroine", bowed=True)
    p0 = [heroine, "Matsu Berserker"] + (["Doji Challenger"] if gainer == 0 else [])
    p1 = ["Eager Scout"] + (["Doji Challenger"] if gainer == 1 else [])
    s = in_conflict(dict(characters=p0, **WAITS), dict(characters=p1, **WAITS), attackers=["Matsu Berserker"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Shiotome Heroine", "a1:effect", "a1:trigger", "a1:when")
def test_shiotome_heroine_readies_after_an_opponent_gains_honor_through_a_card_effect(give):
    s = _heroine(give)
    my_turn(s, 1)
    s.pick("Doji Challenger: gain 1 honor")
    pass_until(s, "trigger", 0)
    s.pick("Shiotome Heroine")
    assert not s.card("Shiotome Heroine").bowed


@pytest.mark.covers("Shiotome Heroine", "a1:when")
def test_shiotome_heroine_taking_honor_by_a_card_effect_is_gaining_it(give):
    """Rules Reference "Take": the player who takes honor gains it (a transfer caused by a
    card effect of player 1: ``by``)."""
    s = _heroine(give)
    _events(s, ev("transfer_honor", **{"from": 0, "to": 1, "amount": 1}, by=1))
    pass_until(s, "trigger", 0)
    s.pick("Shiotome Heroine")
    assert not s.card("Shiotome Heroine").bowed


@pytest.mark.covers("Shiotome Heroine", "a1:when")
def test_shiotome_heroine_not_for_the_honor_bid_nor_your_own_gain(give):
    """The honor bid's transfer is a framework step, not a card effect (Rules Reference
    "Card Effects", 1.4 of Appendix I); your own gain is not an opponent's."""
    s = _heroine(give)
    _events(s, ev("transfer_honor", **{"from": 0, "to": 1, "amount": 2, "bid": True}))
    assert_not_offered(s, "Shiotome Heroine")
    _events(s, ev("gain_honor", player=1, amount=2))  # a ring effect (by: None)
    assert_not_offered(s, "Shiotome Heroine")
    s = _heroine(give, gainer=0)
    my_turn(s, 0)
    s.pick("Doji Challenger: gain 1 honor")
    run_conflict_out(s, "Shiotome Heroine")


@pytest.mark.covers("Shiotome Heroine", "a1:limit")
def test_shiotome_heroine_once_per_round():
    assert limits_of("16-shiotome-heroine") == ["once per round"]


# ------------------------------------------------------------------ Utaku Kamoko
@pytest.mark.covers("Utaku Kamoko", "a1:effect")
def test_utaku_kamoko_dishonored_keeps_its_skills():
    """Rules Reference "Dishonored Status Token": glory is subtracted from a dishonored
    character's skills -- not from hers; she is still dishonored, and honored she still adds it."""
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Utaku Kamoko", status="dishonored"),
                            dict(name="Shiotome Heroine", status="dishonored")])
    s.player(1, characters=[dict(name="Utaku Kamoko", status="honored")])
    s.build()
    assert skills(s, "Utaku Kamoko", 0) == (3, 3)
    assert s.card("Utaku Kamoko", 0).status < 0
    assert skills(s, "Shiotome Heroine", 0) == (1, 0)  # 3/1 minus glory 2
    assert skills(s, "Utaku Kamoko", 1) == (6, 6)


def _kamoko(hand=("Banzai!",), attacker=1):
    """Player ``attacker`` attacks the other's Night Raid (strength 4) with Hida Kisada (6)."""
    s = Quiet(first_player=attacker)
    kamoko = dict(name="Utaku Kamoko", bowed=True)
    weak = provinces(dict(name="Night Raid", facedown=False))
    s.player(0, characters=[kamoko] + (["Hida Kisada"] if attacker == 0 else []), hand=list(hand), provinces=weak)
    s.player(1, characters=["Hida Kisada"] if attacker == 1 else [kamoko | {"bowed": False}], provinces=weak)
    s.conflict(attacker=attacker, type="military", ring="air", attackers=["Hida Kisada"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Utaku Kamoko", "a2:effect", "a2:trigger", "a2:when", "a2:cost")
def test_utaku_kamoko_discards_a_card_to_ready_and_honor_herself_when_an_opponent_breaks_your_province():
    s = _kamoko()
    pass_until(s, "trigger", 0)
    s.pick("Utaku Kamoko")
    s.pick("Banzai!")  # the cost
    kamoko = s.card("Utaku Kamoko")
    assert not kamoko.bowed and kamoko.status > 0
    assert s.card("Banzai!").zone == "conflict_discard"


@pytest.mark.covers("Utaku Kamoko", "a2:cost", "a2:when")
def test_utaku_kamoko_needs_a_card_to_discard_and_your_province_broken_by_an_opponent():
    s = _kamoko(hand=())
    run_conflict_out(s, "Utaku Kamoko")
    assert s.card("Night Raid", 0).broken
    s = _kamoko(attacker=0)  # your break of an opponent's province
    run_conflict_out(s, "Utaku Kamoko")
    assert s.card("Night Raid", 1).broken


@pytest.mark.covers("Utaku Kamoko", "a2:limit")
def test_utaku_kamoko_once_per_round():
    assert limits_of("16-utaku-kamoko", 1) == ["once per round"]


# ------------------------------------------------------------------ Shinjo Ambusher
def _shinjo(p1_hand=("Shinjo Ambusher",)):
    """Player 1 plays Shinjo Ambusher while player 0 attacks player 1's Vassal Fields."""
    s = in_conflict(dict(characters=["Matsu Berserker"], **WAITS),
                    dict(characters=["Eager Scout"], hand=list(p1_hand), fate=3,
                         provinces=provinces(dict(name="Vassal Fields", facedown=False))),
                    attackers=["Matsu Berserker"], defenders=["Eager Scout"])
    s.player(0, characters=["Matsu Berserker"], hand=["Shinjo Ambusher", "Banzai!"], fate=3)
    s.start("3.2.2")
    return s


@pytest.mark.covers("Shinjo Ambusher", "a1:effect", "a1:trigger", "a1:when")
def test_shinjo_ambusher_the_attacked_province_cannot_trigger_its_abilities_this_conflict():
    s = _shinjo()
    assert can_use(s, 1, "Vassal Fields")
    my_turn(s, 0)
    s.pick("Shinjo Ambusher")
    s.pick("Into the conflict")
    pass_until(s, "trigger", 0)
    s.pick("Shinjo Ambusher")
    assert not can_use(s, 1, "Vassal Fields")
    s.state.lasting = [e for e in s.state.lasting if e["type"] != "cannot"]
    assert can_use(s, 1, "Vassal Fields")  # usable without the restriction


@pytest.mark.covers("Shinjo Ambusher", "a1:when")
def test_shinjo_ambusher_not_when_played_at_home():
    s = _shinjo()
    my_turn(s, 0)
    s.pick("Shinjo Ambusher")
    s.pick("At home")
    s.pick("0 fate")
    assert s.card("Shinjo Ambusher", 0).zone == "play"
    assert_not_offered(s, "Shinjo Ambusher")
    assert can_use(s, 1, "Vassal Fields")


@pytest.mark.covers("Shinjo Ambusher", "a1:when", "a1:limit")
def test_shinjo_ambusher_not_when_an_opponent_plays_it_once_per_round():
    """"After you play this character": the opponent's copy played into the conflict does
    not trigger player 0's; the limit is the default, once per round."""
    s = _shinjo()
    my_turn(s, 1)
    s.pick("Shinjo Ambusher")
    s.pick("Into the conflict")
    d = s.game.pending
    assert d is None or d.context != "trigger" or d.player != 0
    assert limits_of("16-shinjo-ambusher") == ["once per round"]


# ------------------------------------------------------------------ Akodo Toturi (Children of the Empire)
def _toturi(favor=0, attackers=("16-akodo-toturi",)):
    s = Quiet(first_player=0)
    s.player(0, characters=["16-akodo-toturi", "Matsu Berserker"], hand=["Banzai!", "Eager Scout"], fate=5)
    s.player(1, characters=["Doji Whisperer"], hand=["Banzai!", "Brash Samurai"], fate=5)
    if favor is not None:
        s.favor(favor, "military")
    s.conflict(attacker=0, type="military", ring="air", attackers=list(attackers), defenders=["Doji Whisperer"])
    s.start("3.2.2")
    my_turn(s)
    return s


def _plays(s, p):
    """The cards ``p`` may play from hand now: events and characters (as labels)."""
    return [o.label for o in action_options(s.game, p) if "Banzai!" in o.label or "Play " in o.label]


@pytest.mark.covers("16-akodo-toturi", "a1:effect", "a1:condition")
def test_akodo_toturi_no_player_can_play_cards_from_hand_until_the_end_of_the_conflict():
    """A lasting "cannot" on each player (Rules Reference "Cannot", "Lasting Effects"):
    events and characters from hand, for both players, until the conflict ends."""
    s = _toturi()
    assert _plays(s, 0) and _plays(s, 1)
    s.pick("Akodo Toturi")
    assert _plays(s, 0) == [] and _plays(s, 1) == []
    assert not can_use(s, 0, "Banzai!")
    run_conflict_out(s, "Banzai!")
    assert s.state.conflict is None
    assert not any(e["type"] == "player_cannot" for e in s.state.lasting)  # expired with the conflict


@pytest.mark.covers("16-akodo-toturi", "a1:condition")
def test_akodo_toturi_needs_the_imperial_favor_and_to_participate():
    assert can_use(_toturi(), 0, "Akodo Toturi")
    assert not can_use(_toturi(favor=1), 0, "Akodo Toturi")  # the opponent's favor
    assert not can_use(_toturi(favor=None), 0, "Akodo Toturi")
    assert not can_use(_toturi(attackers=("Matsu Berserker",)), 0, "Akodo Toturi")  # at home


# ------------------------------------------------------------------ Paragon of Grace
def _paragon(status=None, attackers=("Paragon of Grace",), hand=("Banzai!", "Fine Katana"),
             defenders=("Doji Whisperer", "Eager Scout")):
    paragon = dict(name="Paragon of Grace", status=status) if status else "Paragon of Grace"
    s = in_conflict(dict(characters=[paragon, "Matsu Berserker"], **WAITS),
                    dict(characters=["Doji Whisperer", "Eager Scout"], hand=list(hand)),
                    type="political", attackers=list(attackers), defenders=list(defenders))
    s.start("3.2.2")
    my_turn(s)
    return s


@pytest.mark.covers("Paragon of Grace", "a1:effect", "a1:condition")
def test_paragon_of_grace_the_opponent_chooses_and_discards_a_card():
    """Errata (Appendix IV): alone on your side -- the opponent's two defenders do not matter."""
    s = _paragon()
    s.pick("Paragon of Grace")
    assert s.game.pending.player == 1
    s.pick("Fine Katana")
    assert s.card("Fine Katana", 1).zone == "conflict_discard"
    assert s.card("Banzai!", 1).zone == "hand"


@pytest.mark.covers("Paragon of Grace", "a1:effect")
def test_paragon_of_grace_honored_the_card_is_discarded_at_random():
    for seed_hand in (("Banzai!", "Fine Katana"), ("Fine Katana", "Banzai!")):
        s = _paragon(status="honored", hand=seed_hand)
        s.pick("Paragon of Grace")
        d = s.game.pending
        assert d is None or d.player != 1 or d.context in ("conflict_action", "action")  # no choice is asked
        hand = s.state.players[1].hand
        assert len(hand) == 1 and len(s.state.players[1].conflict_discard) == 1
    s = _paragon(status="dishonored")  # dishonored: chosen, as ordinary
    s.pick("Paragon of Grace")
    assert s.game.pending.player == 1
    s.pick("Banzai!")
    assert s.card("Banzai!", 1).zone == "conflict_discard"


@pytest.mark.covers("Paragon of Grace", "a1:condition")
def test_paragon_of_grace_only_alone_on_your_side_of_a_conflict():
    assert not can_use(_paragon(attackers=("Paragon of Grace", "Matsu Berserker")), 0, "Paragon of Grace")
    assert not can_use(_paragon(attackers=("Matsu Berserker",)), 0, "Paragon of Grace")  # at home
    assert can_use(_paragon(defenders=()), 0, "Paragon of Grace")
    s = Quiet(first_player=0)
    s.player(0, characters=["Paragon of Grace"], **WAITS)
    s.player(1, characters=["Eager Scout"], hand=["Banzai!"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Paragon of Grace")  # no conflict


@pytest.mark.covers("Paragon of Grace", "a1:effect")
def test_paragon_of_grace_not_against_an_empty_hand():
    """An ability whose effect cannot change the game state on its own cannot initiate (Rules
    Reference "Cost"): with the opponent's hand empty, neither choice nor chance has a card."""
    assert not can_use(_paragon(hand=()), 0, "Paragon of Grace")
    assert not can_use(_paragon(status="honored", hand=()), 0, "Paragon of Grace")


# ------------------------------------------------------------------ Isawa Ujina
def _ujina(ring="void", p1=("Eager Scout", dict(name="Brash Samurai", fate=1)), attacker=0, kisada_fate=0):
    s = Quiet(first_player=attacker)
    s.player(0, characters=[dict(name="Isawa Ujina", fate=1), dict(name="Hida Kisada", fate=kisada_fate)])
    s.player(1, characters=list(p1) + (["Matsu Berserker"] if attacker == 1 else []))
    s.conflict(attacker=attacker, type="military", ring=ring,
               attackers=["Hida Kisada" if attacker == 0 else "Matsu Berserker"])
    s.start("3.2.2")
    return s


def _ujina_unused(s):
    """Run the conflict out: Isawa Ujina's forced reaction never resolves."""
    while s.state.conflict is not None and s.game.pending is not None:
        assert s.game.pending.context != "target", s.legal()
        skip(s)
    assert not any("uses Isawa Ujina" in line for line in s.log)


@pytest.mark.covers("Isawa Ujina", "a1:effect", "a1:target", "a1:trigger", "a1:when")
def test_isawa_ujina_removes_a_character_with_no_fate_from_the_game_after_the_void_ring_is_claimed():
    """A forced reaction: its controller must resolve it and choose (Rules Reference
    "Triggered Abilities"); "Removed from Game": out of play, not discarded."""
    s = _ujina()
    pass_until(s, "target", 0)
    s.assert_legal("Eager Scout")
    s.assert_legal("Hida Kisada")  # any player's, yours too
    s.assert_not_legal("Brash Samurai")  # fate on it
    s.assert_not_legal("Isawa Ujina")
    s.pick("Eager Scout")
    scout = s.card("Eager Scout", 1)
    assert scout.zone == "removed" and scout.uid in s.state.players[1].removed


@pytest.mark.covers("Isawa Ujina", "a1:when")
def test_isawa_ujina_also_when_an_opponent_claims_the_void_ring_not_another_ring():
    s = _ujina(attacker=1)
    pass_until(s, "target", 0)
    s.pick("Hida Kisada")
    assert s.card("Hida Kisada").zone == "removed"
    _ujina_unused(_ujina(ring="fire"))


@pytest.mark.covers("Isawa Ujina", "a1:limit", "a1:target")
def test_isawa_ujina_has_no_limit_and_needs_a_character_with_no_fate():
    """"(Unlimited.)" (Rules Reference "Limits"); with no character without fate it has no
    target and does not resolve (Rules Reference "Target")."""
    assert limits_of("16-isawa-ujina") == ["no limit per round"]
    _ujina_unused(_ujina(p1=(dict(name="Brash Samurai", fate=1),), kisada_fate=1))


# ------------------------------------------------------------------ Ancestral Shrine
def _shrine(mine=("air", "fire"), theirs=("water",)):
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], claimed_rings=list(mine),
             provinces=provinces(dict(name="Ancestral Lands", cards=["Ancestral Shrine"])))
    s.player(1, characters=["Eager Scout"], claimed_rings=list(theirs))
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


@pytest.mark.covers("Ancestral Shrine", "a1:effect", "a1:cost")
def test_ancestral_shrine_return_claimed_rings_to_gain_1_honor_each():
    """The rings are returned as the cost, chosen before it is paid (Rules Reference
    "Initiating Abilities"); X counts the rings returned."""
    s = _shrine()
    honor = s.state.players[0].honor
    s.pick("Ancestral Shrine")
    assert s.game.pending.context == "return_ring"
    s.assert_legal("the air ring")
    s.assert_not_legal("the water ring")  # the opponent's claimed ring
    s.game.answer(["air", "fire"])
    assert s.state.players[0].honor == honor + 2
    assert s.state.rings["air"].claimed_by == s.state.rings["fire"].claimed_by == -1
    assert s.state.rings["water"].claimed_by == 1
    s = _shrine()
    s.pick("Ancestral Shrine")
    s.game.answer(["fire"])
    assert s.state.players[0].honor == honor + 1
    assert s.state.rings["air"].claimed_by == 0 and s.state.rings["fire"].claimed_by == -1


@pytest.mark.covers("Ancestral Shrine", "a1:cost")
def test_ancestral_shrine_needs_a_claimed_ring_of_yours():
    assert not can_use(_shrine(mine=()), 0, "Ancestral Shrine")
    assert can_use(_shrine(mine=("void",), theirs=()), 0, "Ancestral Shrine")


# ------------------------------------------------------------------ Fire Tensai Acolyte
def _acolyte(chars=("Fire Tensai Acolyte",)):
    s = Quiet(first_player=0)
    s.player(0, characters=list(chars))
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    return s


def _rings_offered(s):
    return {o.data["ring"] for o in s.game.pending.options if o.id != "pass"}


@pytest.mark.covers("Fire Tensai Acolyte", "a1:effect")
def test_fire_tensai_acolyte_attacks_only_in_fire_conflicts():
    """Rules Reference "Declaring Conflicts" (3.2): a conflict needs an attacker that can be
    declared; "Cannot": the Acolyte cannot be declared with a ring that lacks the Fire element."""
    s = _acolyte()
    assert _rings_offered(s) == {"fire"}  # alone, it makes only fire conflicts possible
    s.declare("military", "fire", attackers=["Fire Tensai Acolyte"])
    assert s.card("Fire Tensai Acolyte").uid in s.state.conflict.attackers
    s = _acolyte(chars=("Fire Tensai Acolyte", "Matsu Berserker"))
    assert _rings_offered(s) == {"air", "earth", "fire", "water", "void"}
    d = s.game.pending
    s.game.answer(next(o.id for o in d.options if o.data.get("ring") == "water" and o.data["type"] == "military"))
    s.assert_legal("Matsu Berserker")
    s.assert_not_legal("Fire Tensai Acolyte")


# ------------------------------------------------------------------ Midnight Prowler
def _prowler(type="military", attackers=("Midnight Prowler",), deck=("Banzai!", "Fine Katana", "Ornate Fan")):
    s = in_conflict(dict(characters=["Midnight Prowler", "Matsu Berserker"]),
                    dict(characters=["Eager Scout"], conflict_deck=list(deck)),
                    type=type, attackers=list(attackers))
    s.start("3.2.2")
    return s


@pytest.mark.covers("Midnight Prowler", "a1:effect", "a1:trigger", "a1:when")
def test_midnight_prowler_looks_at_the_top_2_opposing_conflict_cards_and_may_discard_1():
    """Rules Reference "Look at": only its controller sees them; the other stays on top."""
    s = _prowler()
    pass_until(s, "trigger", 0)
    s.pick("Midnight Prowler")
    s.assert_legal("Ornate Fan")  # the top card
    s.assert_legal("Fine Katana")
    s.assert_not_legal("Banzai!")  # the third
    s.pick_many("Fine Katana")
    assert s.card("Fine Katana", 1).zone == "conflict_discard"
    deck = s.state.players[1].conflict_deck
    assert [s.state.cards[u].cid for u in deck] == ["01-banzai", "01-ornate-fan"]  # the Fan still on top
    s = _prowler()
    pass_until(s, "trigger", 0)
    s.pick("Midnight Prowler")
    s.pick_many()  # "you may": discard none
    assert len(s.state.players[1].conflict_deck) == 3 and not s.state.players[1].conflict_discard


@pytest.mark.covers("Midnight Prowler", "a1:when")
def test_midnight_prowler_only_when_it_wins_a_military_conflict():
    run_conflict_out(_prowler(type="political", attackers=("Midnight Prowler",)), "Midnight Prowler")
    run_conflict_out(_prowler(attackers=("Matsu Berserker",)), "Midnight Prowler")  # it did not take part


@pytest.mark.covers("Midnight Prowler", "a1:limit")
def test_midnight_prowler_once_per_round_and_needs_cards_to_look_at():
    assert limits_of("16-midnight-prowler") == ["once per round"]
    s = _prowler(deck=())
    assert not s.state.players[1].conflict_deck
    run_conflict_out(s, "Midnight Prowler")  # nothing to look at: no change possible (Rules Reference "Cost")


# ------------------------------------------------------------------ Illustrious Forge
def _forge(deck=("Banzai!", "Ornate Fan", "Fine Katana", "Banzai!", "Banzai!", "Banzai!"),
           p1_chars=("Eager Scout", "Doji Whisperer"), province=0):
    """Player 1's deck: the Fine Katana and Ornate Fan among the top 5, another Fan 6th."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"])
    s.player(1, characters=list(p1_chars), conflict_deck=["Ornate Fan", *deck],
             provinces=[dict(name="Illustrious Forge", facedown=True), dict(name="Shameful Display", facedown=True),
                        *PROVS[2:]])
    s.start("conflict")
    pass_until(s, "declare_conflict", 0)
    s.declare("military", "air", province=province, attackers=["Matsu Berserker"])
    return s


@pytest.mark.covers("Illustrious Forge", "a1:effect", "a1:trigger", "a1:when")
def test_illustrious_forge_puts_an_attachment_from_the_top_5_into_play_on_your_character():
    """Revealed by the conflict declared against it (Rules Reference "Facedown Province");
    put into play, not played ("Play and Put into Play"): no fate spent; the deck is shuffled."""
    s = _forge()
    fate = s.state.players[1].fate
    pass_until(s, "trigger", 1)
    s.pick("Illustrious Forge")
    s.assert_legal("Fine Katana")
    s.assert_legal("Ornate Fan")
    s.assert_not_legal("Banzai!")  # not an attachment
    assert len([o for o in s.game.pending.options if "Ornate Fan" in o.label]) == 1  # the 6th card is not searched
    s.pick_many("Fine Katana")
    s.pick("Doji Whisperer")  # the host: a character you control
    katana = s.card("Fine Katana", 1)
    assert katana.zone == "attached" and katana.attached_to == s.uid("Doji Whisperer", 1)
    assert s.state.players[1].fate == fate
    assert len(s.state.players[1].conflict_deck) == 6


@pytest.mark.covers("Illustrious Forge", "a1:effect", "a1:when", "a1:limit")
def test_illustrious_forge_need_not_find_one_not_for_another_province_once_per_round():
    s = _forge()
    pass_until(s, "trigger", 1)
    s.pick("Illustrious Forge")
    s.pick_many()  # finds nothing: "Search" need not find
    assert all(s.state.cards[u].zone == "conflict_deck" for u in s.state.players[1].conflict_deck)
    assert not s.card("Fine Katana", 1).attached_to >= 0
    s = _forge(p1_chars=())  # no character of yours: no attachment can be put into play
    pass_until(s, "trigger", 1)
    s.pick("Illustrious Forge")
    assert not [o for o in s.game.pending.options if "Katana" in o.label]
    run_conflict_out(_forge(province=1), "Illustrious Forge")
    assert limits_of("16-illustrious-forge") == ["once per round"]


# ------------------------------------------------------------------ Righteous Magistrate
def _magistrate(defenders=("Righteous Magistrate",)):
    s = in_conflict(dict(characters=["Matsu Berserker", "Shosuro Hametsu"], **WAITS),
                    dict(characters=["Righteous Magistrate", "Eager Scout"], **WAITS),
                    attackers=["Matsu Berserker"], defenders=list(defenders))
    s.start("3.2.2")
    my_turn(s)
    return s


def _honors(s):
    return s.state.players[0].honor, s.state.players[1].honor


@pytest.mark.covers("Righteous Magistrate", "a1:effect", "a1:condition")
def test_righteous_magistrate_while_defending_no_player_gains_or_loses_honor():
    """Rules Reference "Cannot": gaining, losing, giving and taking honor (a transfer is a loss
    and a gain: "Give", "Take") do not happen; an honor cost cannot be paid ("Cost")."""
    s = _magistrate()
    before = _honors(s)
    s.apply(ev("gain_honor", player=0, amount=2), ev("lose_honor", player=1, amount=1))
    s.apply(ev("transfer_honor", **{"from": 0, "to": 1, "amount": 2, "bid": True}))
    assert _honors(s) == before
    assert not can_use(s, 0, "Shosuro Hametsu")  # "lose 1 honor" as a cost
    s = _magistrate(defenders=("Eager Scout",))  # at home: honor moves as usual
    before = _honors(s)
    s.apply(ev("gain_honor", player=0, amount=2), ev("lose_honor", player=1, amount=1))
    assert _honors(s) == (before[0] + 2, before[1] - 1)
    assert can_use(s, 0, "Shosuro Hametsu")


@pytest.mark.covers("Righteous Magistrate", "a1:condition")
def test_righteous_magistrate_honor_moves_again_once_it_stops_defending():
    s = _magistrate()
    s.state.conflict.defenders.remove(s.uid("Righteous Magistrate"))
    before = _honors(s)
    s.apply(ev("transfer_honor", **{"from": 0, "to": 1, "amount": 2}))
    assert _honors(s) == (before[0] - 2, before[1] + 2)
    s = Quiet(first_player=0)
    s.player(0, characters=["Shosuro Hametsu"])
    s.player(1, characters=["Righteous Magistrate"])
    s.build()
    assert can_use(s, 0, "Shosuro Hametsu")  # no conflict: not defending


# ------------------------------------------------------------------ Social Puppeteer
def _puppeteer(bids=(1, 3), hand1=("Banzai!",), hand0=("Banzai!",), attackers=("Social Puppeteer", "Matsu Berserker")):
    s = in_conflict(dict(characters=["Social Puppeteer", "Matsu Berserker"], hand=list(hand0), bid=bids[0], fate=3),
                    dict(characters=["Doji Whisperer"], hand=list(hand1), bid=bids[1], fate=3),
                    attackers=list(attackers), defenders=["Doji Whisperer"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Social Puppeteer", "a1:effect", "a1:condition")
def test_social_puppeteer_with_composure_must_be_the_target_of_an_opponents_event():
    """Composure (Rules Reference "Composure": your bid lower than an opponent's); the target
    requirement holds "if able" (Rules Reference "Target")."""
    s = _puppeteer()
    my_turn(s, 1)
    s.pick("Banzai!")
    assert s.legal() == ["Social Puppeteer"]  # not the Berserker, nor the opponent's own Whisperer
    s = _puppeteer(bids=(3, 3))  # no composure: a free choice
    my_turn(s, 1)
    s.pick("Banzai!")
    assert set(s.legal()) == {"Social Puppeteer", "Matsu Berserker", "Doji Whisperer"}


@pytest.mark.covers("Social Puppeteer", "a1:effect")
def test_social_puppeteer_not_for_your_own_events_nor_when_it_is_no_legal_target():
    s = _puppeteer()
    my_turn(s, 0)
    s.pick("Banzai!")
    assert set(s.legal()) == {"Social Puppeteer", "Matsu Berserker", "Doji Whisperer"}  # your own event
    s = _puppeteer(attackers=("Matsu Berserker",))  # at home: Banzai! needs a participant
    my_turn(s, 1)
    s.pick("Banzai!")
    assert set(s.legal()) == {"Matsu Berserker", "Doji Whisperer"}


@pytest.mark.covers("Social Puppeteer", "a2:effect", "a2:condition")
def test_social_puppeteer_switches_honor_dials_while_participating():
    """Rules Reference "Bid Value": the switched dials are the bids (composure follows them)."""
    s = _puppeteer(bids=(1, 4))
    my_turn(s)
    s.pick("Social Puppeteer: switch")
    assert (s.state.players[0].bid, s.state.players[1].bid) == (4, 1)
    assert not can_use(_puppeteer(attackers=("Matsu Berserker",)), 0, "Social Puppeteer")  # at home
    assert not can_use(_puppeteer(bids=(2, 2)), 0, "Social Puppeteer")  # equal dials: nothing would change


# ------------------------------------------------------------------ Seppun Hidden Guard
def _guard(give, p0=("Seppun Hidden Guard", "Hida Kisada", "Matsu Berserker")):
    """Doji Challenger (player 1's) gets a test-only action: bow a character."""
    give(Action(Effect("bow"), target=Target(action="bow"), text="bow one"))
    s = in_conflict(dict(characters=list(p0), **WAITS),
                    dict(characters=["Doji Challenger", "Kakita Asami"], hand=["Banzai!", "Fine Katana"], fate=2),
                    attackers=["Matsu Berserker"], defenders=["Kakita Asami"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Doji Challenger: bow one")
    return s


@pytest.mark.covers("Seppun Hidden Guard", "a1:effect", "a1:trigger", "a1:when", "a1:cost")
def test_seppun_hidden_guard_sacrifices_itself_to_cancel_a_character_ability_targeting_your_unique_character(give):
    """Rules Reference "Cancel": the effects do not resolve; "Sacrifice": the cost."""
    s = _guard(give)
    s.pick("Hida Kisada")
    pass_until(s, "trigger", 0)
    s.pick("Seppun Hidden Guard")
    assert not s.card("Hida Kisada").bowed
    assert s.card("Seppun Hidden Guard").zone == "dynasty_discard"
    assert len(s.state.players[1].hand) == 1 and len(s.state.players[1].conflict_discard) == 1  # a random card


@pytest.mark.covers("Seppun Hidden Guard", "a1:when")
def test_seppun_hidden_guard_not_for_a_non_unique_or_an_opponents_character_nor_an_event(give):
    s = _guard(give)
    s.pick("Matsu Berserker")  # not unique
    assert_not_offered(s, "Seppun Hidden Guard")
    s = _guard(give)
    s.pick("Kakita Asami")  # unique, the opponent's
    assert_not_offered(s, "Seppun Hidden Guard")
    s = in_conflict(dict(characters=["Seppun Hidden Guard", "Hida Kisada"], **WAITS),
                    dict(characters=["Kakita Asami"], hand=["Banzai!"], fate=2),
                    attackers=["Hida Kisada"], defenders=["Kakita Asami"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Banzai!")
    s.pick("Hida Kisada")  # an event targets it, not a character ability
    assert_not_offered(s, "Seppun Hidden Guard")


@pytest.mark.covers("Seppun Hidden Guard", "a1:limit")
def test_seppun_hidden_guard_once_per_round():
    assert limits_of("16-seppun-hidden-guard") == ["once per round"]


# ------------------------------------------------------------------ Miya Library
def _library(deck=("Eager Scout", "Seppun Guardsman", "Imperial Storehouse", "Otomo Courtier", "Eager Scout")):
    """Player 0's dynasty deck, bottom to top: the top 4 are an Eager Scout, Otomo Courtier,
    Imperial Storehouse and Seppun Guardsman; the 5th, an Eager Scout; the 6th, Miya Mystic."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Matsu Berserker"], dynasty_deck=["Miya Mystic", *deck],
             provinces=provinces(dict(name="Ancestral Lands", cards=["Miya Library"])))
    s.player(1, characters=["Eager Scout"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    return s


def _top(s, n=5):
    deck = s.state.players[0].dynasty_deck
    return [s.state.cards[u].cid for u in reversed(deck[-n:])]


@pytest.mark.covers("Miya Library", "a1:effect")
def test_miya_library_switches_an_imperial_character_from_the_top_4_then_orders_them():
    """Rules Reference "Switch": the character takes the holding's place in the province
    (faceup), the holding goes among the cards looked at; they go back on top in any order."""
    s = _library()
    s.pick("Miya Library")
    s.assert_legal("Otomo Courtier")
    s.assert_legal("Seppun Guardsman")
    s.assert_not_legal("Imperial Storehouse")  # Imperial, not a character
    s.assert_not_legal("Eager Scout")  # a character, not Imperial
    s.assert_not_legal("Miya Mystic")  # Imperial, but 6th from the top
    s.pick_many("Otomo Courtier")
    courtier = s.card("Otomo Courtier")
    assert courtier.zone == "in_province" and not courtier.facedown and courtier.slot == 0
    assert s.card("Miya Library").zone == "dynasty_deck"
    s.pick("Miya Library")  # on top
    s.pick("Seppun Guardsman")  # second
    s.pick("Eager Scout")  # third, the Storehouse last
    assert _top(s, 6) == ["16-miya-library", "01-seppun-guardsman", "01-eager-scout", "01-imperial-storehouse",
                          "01-eager-scout", "01-miya-mystic"]  # the 5th and 6th stay


@pytest.mark.covers("Miya Library", "a1:effect")
def test_miya_library_may_switch_nothing_and_still_orders_the_cards():
    s = _library()
    s.pick("Miya Library")
    s.pick_many()
    assert s.card("Miya Library").zone == "in_province"
    s.pick("Imperial Storehouse")
    s.pick("Eager Scout")
    s.pick("Otomo Courtier")
    assert _top(s, 4) == ["01-imperial-storehouse", "01-eager-scout", "01-otomo-courtier", "01-seppun-guardsman"]


# ------------------------------------------------------------------ Hantei XXXVIII
def _hantei(give=None, favor=None):
    if give is not None:
        give(Action(Effect("bow"), target=Target(action="bow"), text="bow one"))
    s = Quiet(first_player=0)
    s.player(0, characters=["Hantei XXXVIII", "Matsu Berserker", "Eager Scout"], **WAITS)
    s.player(1, characters=["Doji Challenger", "Kakita Asami"], **WAITS)
    if favor is not None:
        s.favor(favor, "political")
    s.conflict(attacker=0, type="military", ring="air", attackers=["Matsu Berserker"], defenders=["Kakita Asami"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Hantei XXXVIII", "a1:effect", "a1:condition")
def test_hantei_xxxviii_is_discarded_while_an_opponent_has_the_imperial_favor():
    """A constant "if ..., discard this character" (Rules Reference "Constant Abilities")."""
    for holder, zone in ((0, "play"), (1, "dynasty_discard")):  # your own favor; an opponent's
        s = _hantei()
        s.state.favor = {"player": holder, "side": "political"}
        s.apply(ev("gain_honor", player=1, amount=1))  # the state is checked after an event
        assert s.card("Hantei XXXVIII").zone == zone


@pytest.mark.covers("Hantei XXXVIII", "a2:effect", "a2:target", "a2:condition")
def test_hantei_xxxviii_bows_a_participating_character_during_a_conflict():
    s = _hantei()
    my_turn(s)
    s.pick("Hantei XXXVIII: bow")
    s.assert_legal("Kakita Asami")
    s.assert_legal("Matsu Berserker")
    s.assert_not_legal("Doji Challenger")  # at home
    s.pick("Kakita Asami")
    assert s.card("Kakita Asami").bowed
    s = Quiet(first_player=0)
    s.player(0, characters=["Hantei XXXVIII", "Matsu Berserker"], **WAITS)
    s.player(1, characters=["Kakita Asami"])
    s.start("conflict")
    pass_until(s, ("action", "declare_conflict"), 0)
    assert not can_use(s, 0, "Hantei XXXVIII")  # no conflict


@pytest.mark.covers("Hantei XXXVIII", "a3:effect", "a3:trigger", "a3:when")
def test_hantei_xxxviii_chooses_the_targets_of_an_opponents_ability_instead(give):
    """The requirements stay those of the ability's controller's (any character here); the
    choice is Hantei's controller's (Rules Reference "Target")."""
    s = _hantei(give)
    my_turn(s, 1)
    s.pick("Doji Challenger: bow one")
    pass_until(s, "trigger", 0)
    s.pick("Hantei XXXVIII")
    d = s.game.pending
    assert d.context == "target" and d.player == 0
    s.pick("Doji Challenger")  # the opponent's own character
    assert s.card("Doji Challenger").bowed


@pytest.mark.covers("Hantei XXXVIII", "a3:when", "a3:limit")
def test_hantei_xxxviii_not_for_your_own_abilities_once_per_round():
    s = _hantei()
    my_turn(s)
    s.pick("Hantei XXXVIII: bow")
    assert s.game.pending.context == "target" and s.game.pending.player == 0
    assert limits_of("16-hantei-xxxviii", 2) == ["once per round"]


@pytest.mark.covers("Hantei XXXVIII", "keyword:no attachments")
def test_hantei_xxxviii_takes_no_attachments():
    """Rules Reference "No Attachments": no attachment can be attached to it."""
    s = Quiet()
    s.player(0, characters=["Hantei XXXVIII", "Eager Scout"], hand=["Fine Katana"])
    s.player(1)
    g = s.build()
    assert attachment_hosts(g, 0, s.uid("Fine Katana")) == [s.uid("Eager Scout")]
