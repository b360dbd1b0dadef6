"""Cards of For Honor and Glory (issue 15): each card's effect and every clause of its text
(restrictions, limits, targets), and the 2017 rulings about them (Rules Reference cited)."""

from __future__ import annotations

import pytest
from test_crab import Quiet, assert_not_offered, can_use, in_conflict, my_turn, pass_until, provinces

from l5r.lcg.actions import ev
from l5r.lcg.game import RULES
from l5r.lcg.model import FACTS, conflict_totals, has_clan, has_trait, skill
from l5r.lcg.play import attachment_hosts
from l5r.lcg.vocab import Limit


def _ability(cid, i=0):
    return RULES.cards[cid].abilities[i]


def _total(s, names, player):
    return sum(skill(s.state, s.card(n, player), "military") or 0 for n in names)


# ------------------------------------------------------------------ Frostbitten Crossing
def _crossing(slot=0, p0=None, start=True):
    p0 = p0 or [dict(name="Matsu Berserker", attachments=["Fine Katana", "Ornate Fan"]), "Brash Samurai"]
    provs = list(provinces())
    provs[slot] = "Frostbitten Crossing" if slot == 0 else dict(name="Frostbitten Crossing", facedown=False)
    s = in_conflict(dict(characters=p0), dict(characters=["Doji Whisperer"], provinces=provs),
                    attackers=["Matsu Berserker", "Brash Samurai"], defenders=["Doji Whisperer"])
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Frostbitten Crossing", "a1:effect", "a1:target", "a1:condition")
def test_frostbitten_crossing_discards_each_attachment_of_a_participating_character():
    s = _crossing()
    my_turn(s, 1)
    s.pick("Frostbitten Crossing")
    s.assert_legal("Matsu Berserker")
    s.assert_not_legal("Brash Samurai")  # no attachment: nothing to discard (Rules Reference "Target")
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").attachments == []
    assert s.card("Fine Katana").zone == "conflict_discard" and s.card("Ornate Fan").zone == "conflict_discard"


@pytest.mark.covers("Frostbitten Crossing", "a1:condition", "a1:target")
def test_frostbitten_crossing_only_at_this_province_and_with_an_attachment_to_discard():
    s = _crossing(slot=1, start=False)
    assert not can_use(s, 1, "Frostbitten Crossing")  # the conflict is at another province
    s = _crossing(p0=["Matsu Berserker", "Brash Samurai"], start=False)
    assert not can_use(s, 1, "Frostbitten Crossing")  # no participant has an attachment


# ------------------------------------------------------------------ Riot in the Streets
def _riot(p1_chars=("Brash Samurai", "Akodo Gunsō", "Steadfast Samurai"), defenders=None, slot=0, start=True):
    provs = list(provinces())
    provs[slot] = "Riot in the Streets" if slot == 0 else dict(name="Riot in the Streets", facedown=False)
    s = in_conflict(dict(characters=["Matsu Berserker", "Doji Whisperer"]),
                    dict(characters=list(p1_chars), provinces=provs),
                    attackers=["Matsu Berserker", "Doji Whisperer"],
                    defenders=list(p1_chars if defenders is None else defenders))
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Riot in the Streets", "a1:effect", "a1:target", "a1:condition")
def test_riot_in_the_streets_bows_a_participating_character_with_3_bushi_defending():
    s = _riot()
    my_turn(s, 1)
    s.pick("Riot in the Streets")
    s.assert_legal("Matsu Berserker")
    s.assert_legal("Brash Samurai")  # any participating character, yours too
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").bowed


@pytest.mark.covers("Riot in the Streets", "a1:condition")
def test_riot_in_the_streets_needs_3_participating_bushi_and_a_conflict_here():
    s = _riot(start=False)
    assert can_use(s, 1, "Riot in the Streets")
    s = _riot(defenders=("Brash Samurai", "Akodo Gunsō"), start=False)  # the third Bushi stays home
    assert not can_use(s, 1, "Riot in the Streets")
    s = _riot(slot=1, start=False)
    assert not can_use(s, 1, "Riot in the Streets")


@pytest.mark.covers("Riot in the Streets", "a1:target")
def test_riot_in_the_streets_needs_a_ready_participant_to_bow():
    s = _riot(start=False)
    for u in s.state.conflict.attackers + s.state.conflict.defenders:
        s.state.cards[u].bowed = True
    assert not can_use(s, 1, "Riot in the Streets")


# ------------------------------------------------------------------ Stoic Magistrate
@pytest.mark.covers("Stoic Magistrate", "a1:effect", "a1:condition")
def test_stoic_magistrate_defending_characters_of_printed_cost_2_or_less_add_no_skill():
    """Every participant of printed cost 2 or lower (both sides) counts no skill while it
    defends (Rules Reference "Winning a Conflict"); itself (cost 3) still counts."""
    s = in_conflict(dict(characters=["Matsu Berserker", "Doji Challenger"]),
                    dict(characters=["Stoic Magistrate", "Brash Samurai"]),
                    attackers=["Matsu Berserker", "Doji Challenger"], defenders=["Stoic Magistrate", "Brash Samurai"])
    s.build()
    assert conflict_totals(s.state) == (_total(s, ["Doji Challenger"], 0), _total(s, ["Stoic Magistrate"], 1))


@pytest.mark.covers("Stoic Magistrate", "a1:condition")
def test_stoic_magistrate_not_while_attacking():
    s = in_conflict(dict(characters=["Stoic Magistrate", "Brash Samurai"]),
                    dict(characters=["Matsu Berserker", "Doji Challenger"]),
                    attackers=["Stoic Magistrate", "Brash Samurai"], defenders=["Matsu Berserker", "Doji Challenger"])
    s.build()
    assert conflict_totals(s.state) == (_total(s, ["Stoic Magistrate", "Brash Samurai"], 0),
                                        _total(s, ["Matsu Berserker", "Doji Challenger"], 1))


# ------------------------------------------------------------------ Northern Wall Sensei
def _sensei(attackers=("Northern Wall Sensei", "Matsu Berserker", "Brash Samurai")):
    s = in_conflict(dict(characters=["Northern Wall Sensei", dict(name="Matsu Berserker", attachments=["Fine Katana"]),
                                     "Brash Samurai"], hand=["Banzai!"]),
                    dict(characters=["Doji Whisperer"], hand=["Banzai!"]),
                    attackers=list(attackers), defenders=["Doji Whisperer"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Northern Wall Sensei", "a1:effect", "a1:target", "a1:conflict")
def test_northern_wall_sensei_makes_a_character_with_attachments_immune_to_events():
    """Rules Reference "Immune": neither player's events can choose it until the conflict ends."""
    s = _sensei()
    my_turn(s, 0)
    s.pick("Northern Wall Sensei")
    s.assert_not_legal("Brash Samurai")  # no attachment
    s.assert_not_legal("Doji Whisperer")  # not yours
    s.pick("Matsu Berserker")
    my_turn(s, 1)
    s.pick("Banzai!")
    s.assert_not_legal("Matsu Berserker")  # the opponent's event
    s.assert_legal("Brash Samurai")


@pytest.mark.covers("Northern Wall Sensei", "a1:effect")
def test_northern_wall_sensei_immune_to_its_own_controllers_events_too():
    s = _sensei()
    my_turn(s, 0)
    s.pick("Northern Wall Sensei")
    s.pick("Matsu Berserker")
    my_turn(s, 0)
    s.pick("Banzai!")
    s.assert_not_legal("Matsu Berserker")


@pytest.mark.covers("Northern Wall Sensei", "a1:conflict")
def test_northern_wall_sensei_only_while_it_participates():
    s = _sensei(attackers=("Matsu Berserker", "Brash Samurai"))
    my_turn(s, 0)
    assert not can_use(s, 0, "Northern Wall Sensei")


# ------------------------------------------------------------------ Miwaku Kabe
def _kabe(slot=0):
    provs = list(provinces())
    provs[slot] = dict(name=provs[slot], cards=["Miwaku Kabe"])
    s = in_conflict(dict(characters=["Matsu Berserker", "Brash Samurai"]), dict(characters=["Doji Whisperer"],
                                                                                provinces=provs),
                    attackers=["Matsu Berserker", "Brash Samurai"], defenders=[])

    def weak_province(g):
        prov = g.state.cards[g.state.players[1].provinces[0]]
        g.state.lasting.append({"type": "modify", "stat": "strength", "op": "add", "value": -20,
                                "targets": [[prov.uid, prov.instance]], "until": "round", "source": prov.uid})
    s.adjust(weak_province)
    s.start("3.2.2")
    return s


@pytest.mark.covers("Miwaku Kabe", "a1:effect", "a1:trigger", "a1:when")
def test_miwaku_kabe_shuffles_back_into_the_deck_when_its_province_is_broken():
    s = _kabe()
    pass_until(s, "trigger", 1)
    s.pick("Miwaku Kabe")
    kabe = s.card("Miwaku Kabe")
    assert kabe.zone == "dynasty_deck" and kabe.uid in s.state.players[1].dynasty_deck
    assert any("shuffles the deck" in line for line in s.log)
    assert s.state.cards[s.state.players[1].provinces[0]].broken


@pytest.mark.covers("Miwaku Kabe", "a1:when")
def test_miwaku_kabe_not_when_another_province_is_broken():
    s = _kabe(slot=1)
    while s.state.conflict is not None and s.game.pending is not None:
        assert_not_offered(s, "Miwaku Kabe")
        from test_crab import skip
        skip(s)
    assert s.card("Miwaku Kabe").zone == "in_province"


@pytest.mark.covers("Miwaku Kabe", "a1:limit")
def test_miwaku_kabe_limit_is_the_general_once_per_round():
    """Rules Reference "Limits of Triggered Abilities" (it then leaves play: a new instance)."""
    assert _ability("03-miwaku-kabe").limits == (Limit(),)


# ------------------------------------------------------------------ Pathfinder's Blade
def _pathfinder(attackers=("Matsu Berserker",), province="Manicured Garden"):
    bladed = dict(name="Matsu Berserker", attachments=["Pathfinder's Blade"])
    s = in_conflict(dict(characters=[bladed, "Brash Samurai"]),
                    dict(characters=["Doji Whisperer"], provinces=provinces(province)),
                    attackers=list(attackers), defenders=["Doji Whisperer"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Pathfinder's Blade", "a1:effect", "a1:trigger", "a1:cost", "a1:when", "a1:condition")
def test_pathfinders_blade_cancels_the_attacked_provinces_ability():
    s = _pathfinder()
    my_turn(s, 1)
    s.pick("Manicured Garden")
    pass_until(s, "trigger", 0)
    s.pick("Pathfinder's Blade")
    assert s.state.players[1].fate == 0  # Manicured Garden's "gain 1 fate" is cancelled
    assert s.card("Pathfinder's Blade").zone == "conflict_discard"


@pytest.mark.covers("Pathfinder's Blade", "a1:condition")
def test_pathfinders_blade_only_while_its_character_attacks():
    s = _pathfinder(attackers=("Brash Samurai",))
    my_turn(s, 1)
    s.pick("Manicured Garden")
    assert_not_offered(s, "Pathfinder's Blade")
    assert s.state.players[1].fate == 1


@pytest.mark.covers("Pathfinder's Blade", "a1:when")
def test_pathfinders_blade_not_for_another_cards_ability():
    s = in_conflict(dict(characters=[dict(name="Matsu Berserker", attachments=["Pathfinder's Blade"])]),
                    dict(characters=["Doji Representative"]),
                    attackers=["Matsu Berserker"], defenders=["Doji Representative"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Doji Representative")
    assert_not_offered(s, "Pathfinder's Blade")
    assert s.uid("Doji Representative") not in (s.state.conflict.defenders if s.state.conflict else [])


@pytest.mark.covers("Pathfinder's Blade", "a1:limit")
def test_pathfinders_blade_limit_is_the_general_once_per_round():
    assert _ability("03-pathfinder-s-blade").limits == (Limit(),)


# ------------------------------------------------------------------ High Kick
def _kick(type="military", monk_attacks=True):
    attackers = ["Togashi Initiate", "Brash Samurai"] if monk_attacks else ["Brash Samurai"]
    s = in_conflict(dict(characters=["Togashi Initiate", "Brash Samurai"], hand=["High Kick"], fate=1),
                    dict(characters=["Doji Challenger", "Akodo Gunsō"]), type=type,
                    attackers=attackers, defenders=["Doji Challenger", "Akodo Gunsō"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("High Kick", "a1:effect", "a1:cost", "a1:target", "a1:condition")
def test_high_kick_bows_an_opponents_participant_which_cannot_trigger_abilities():
    from l5r.lcg.model import cannot
    s = _kick()
    my_turn(s, 0)
    s.pick("High Kick")
    assert s.game.pending.context == "cost"
    s.assert_not_legal("Brash Samurai")  # not a Monk
    s.pick("Togashi Initiate")
    s.assert_not_legal("Brash Samurai")  # not the opponent's
    s.pick("Doji Challenger")
    assert s.card("Togashi Initiate").bowed and s.card("Doji Challenger").bowed
    assert cannot(s.game, "trigger_abilities", s.card("Doji Challenger"))
    assert not cannot(s.game, "trigger_abilities", s.card("Akodo Gunsō"))


@pytest.mark.covers("High Kick", "a1:condition", "a1:cost")
def test_high_kick_only_in_a_military_conflict_with_a_participating_monk():
    s = _kick(type="political")
    my_turn(s, 0)
    assert not can_use(s, 0, "High Kick")
    s = _kick(monk_attacks=False)
    my_turn(s, 0)
    assert not can_use(s, 0, "High Kick")  # its Monk is at home


# ------------------------------------------------------------------ Seal of the Scorpion
@pytest.mark.covers("Seal of the Scorpion", "a1:effect", "a2:effect")
def test_seal_of_the_scorpion_gives_the_scorpion_clan_and_the_shinobi_trait():
    """A Shinobi by the Seal may be sent home by Smoke and Mirrors."""
    s = in_conflict(dict(characters=[dict(name="Brash Samurai", attachments=["Seal of the Scorpion"])],
                         hand=["Smoke and Mirrors"], fate=1),
                    dict(characters=["Doji Representative"]),  # (its action: the conflict waits for player 2)
                    attackers=["Brash Samurai"], defenders=["Doji Representative"])
    s.start("3.2.2")
    samurai = s.card("Brash Samurai")
    printed = FACTS[samurai.cid].clan
    assert printed != "scorpion" and has_clan(s.state, samurai, "scorpion") and has_clan(s.state, samurai, printed)
    assert has_trait(s.state, samurai, "shinobi") and has_trait(s.state, samurai, "bushi")
    my_turn(s, 0)
    s.pick("Smoke and Mirrors")
    s.pick_many("Brash Samurai")
    assert s.state.conflict is not None and samurai.uid not in s.state.conflict.attackers


# ------------------------------------------------------------------ Shinjo Saddle
@pytest.mark.covers("Shinjo Saddle", "a1:attach_to")
def test_shinjo_saddle_attaches_only_to_a_cavalry_character():
    s = Quiet()
    s.player(0, characters=["Moto Youth", "Brash Samurai"], hand=["Shinjo Saddle"], fate=3)
    s.player(1, characters=["Border Rider"])
    s.build()
    hosts = attachment_hosts(s.game, 0, s.uid("Shinjo Saddle", zone="hand"))
    assert s.uid("Moto Youth") in hosts and s.uid("Brash Samurai") not in hosts
    assert s.uid("Border Rider") in hosts  # an opponent's Cavalry too (no "you control")


def _saddle():
    s = Quiet(first_player=0)
    s.player(0, characters=[dict(name="Moto Youth", attachments=["Shinjo Saddle"]), "Border Rider", "Brash Samurai"])
    s.player(1, characters=["Aggressive Moto"])
    s.start("conflict")
    return s


@pytest.mark.covers("Shinjo Saddle", "a2:effect", "a2:target")
def test_shinjo_saddle_moves_to_another_of_your_cavalry():
    s = _saddle()
    my_turn(s, 0)
    s.pick("Shinjo Saddle")
    s.assert_legal("Border Rider")
    s.assert_not_legal("Brash Samurai")  # not Cavalry
    s.assert_not_legal("Aggressive Moto")  # not yours
    s.assert_not_legal("Moto Youth")  # already its host
    s.pick("Border Rider")
    saddle = s.card("Shinjo Saddle")
    assert saddle.attached_to == s.uid("Border Rider") and saddle.zone == "attached"
    assert saddle.uid not in s.card("Moto Youth").attachments


# ------------------------------------------------------------------ Kabuki Hero
def _kabuki(attackers=("Kabuki Hero",), fate=1, type="military"):
    s = in_conflict(dict(characters=["Kabuki Hero", "Doji Representative"], fate=fate),
                    dict(characters=["Doji Whisperer"]), type=type,
                    attackers=[*attackers, "Doji Representative"], defenders=["Doji Whisperer"])
    s.build()
    return s


@pytest.mark.covers("Kabuki Hero", "a1:effect", "a1:cost", "a1:condition")
def test_kabuki_hero_spends_a_fate_for_its_political_skill_as_military():
    s = in_conflict(dict(characters=["Kabuki Hero", "Doji Representative"], fate=1),
                    dict(characters=["Doji Whisperer"]), attackers=["Kabuki Hero", "Doji Representative"],
                    defenders=["Doji Whisperer"])
    s.start("3.2.2")
    hero = s.card("Kabuki Hero")
    mil, pol = skill(s.state, hero, "military"), skill(s.state, hero, "political")
    my_turn(s, 0)
    s.pick("Kabuki Hero")
    assert skill(s.state, hero, "military") == mil + pol
    assert s.state.players[0].fate == 0


@pytest.mark.covers("Kabuki Hero", "a1:condition", "a1:cost")
def test_kabuki_hero_needs_a_conflict_and_a_fate():
    """Rules Reference "Lasting Effects": an effect lasting until the end of the conflict can
    only be initiated during one."""
    s = Quiet(first_player=0)
    s.player(0, characters=["Kabuki Hero"], fate=1)
    s.player(1)
    s.start("conflict")
    assert not can_use(s, 0, "Kabuki Hero")
    assert can_use(_kabuki(), 0, "Kabuki Hero")
    assert not can_use(_kabuki(fate=0), 0, "Kabuki Hero")


@pytest.mark.covers("Kabuki Hero", "a1:effect")
def test_kabuki_hero_cannot_add_zero():
    s = _kabuki()
    hero = s.card("Kabuki Hero")
    s.state.lasting.append({"type": "modify", "stat": "political", "op": "add", "value": -2,
                            "targets": [[hero.uid, hero.instance]], "until": "conflict", "source": hero.uid})
    assert skill(s.state, hero, "political") == 0
    assert not can_use(s, 0, "Kabuki Hero")  # +0 would change nothing


# ------------------------------------------------------------------ Shrine Maiden
_MAIDEN_DECK = ["Fine Katana", "Banzai!", "Cloud the Mind", "Mantra of Fire", "Ornate Fan"]  # bottom to top


def _maiden(play="Shrine Maiden", characters=()):
    s = Quiet(first_player=0)
    s.player(0, fate=1, conflict_deck=list(_MAIDEN_DECK), characters=list(characters),
             provinces=provinces(dict(name="Entrenched Position", cards=[play])))
    s.player(1, provinces=provinces(dict(name="Entrenched Position", cards=["Doji Whisperer"])))
    s.start("1.4")
    s.pick(play)
    if s.game.pending is not None and s.game.pending.context == "additional_fate":
        s.pick("0 fate")
    return s


@pytest.mark.covers("Shrine Maiden", "a1:effect", "a1:trigger", "a1:when")
def test_shrine_maiden_takes_the_spells_and_kiho_of_the_top_3_and_discards_the_rest():
    s = _maiden()
    pass_until(s, "trigger", 0)
    s.pick("Shrine Maiden")
    pl = s.state.players[0]
    hand = sorted(FACTS[s.state.cards[u].cid].name for u in pl.hand)
    assert hand == ["Cloud the Mind", "Mantra of Fire"]
    assert [FACTS[s.state.cards[u].cid].name for u in pl.conflict_discard] == ["Ornate Fan"]
    assert [FACTS[s.state.cards[u].cid].name for u in pl.conflict_deck] == ["Fine Katana", "Banzai!"]


@pytest.mark.covers("Shrine Maiden", "a1:when")
def test_shrine_maiden_not_when_another_character_enters_play():
    s = _maiden(play="Eager Scout", characters=["Shrine Maiden"])
    assert_not_offered(s, "Shrine Maiden")
    assert len(s.state.players[0].conflict_deck) == 5


@pytest.mark.covers("Shrine Maiden", "a1:limit")
def test_shrine_maiden_once_per_round():
    from l5r.lcg.vocab import uses_left
    s = _maiden()
    pass_until(s, "trigger", 0)
    s.pick("Shrine Maiden")
    uid = s.uid("Shrine Maiden")
    assert [uses_left(s.game, 0, uid, 0, lim) for lim in _ability("03-shrine-maiden").limits] == [False]


# ------------------------------------------------------------------ Harmonize
def _harmonize(attackers=("Matsu Berserker", "Doji Challenger"), start=True):
    s = in_conflict(dict(characters=["Matsu Berserker", "Doji Challenger"]),
                    dict(characters=["Brash Samurai", "Doji Whisperer"], hand=["Harmonize"], fate=1),
                    type="political" if "Matsu Berserker" not in attackers else "military",
                    attackers=list(attackers), defenders=["Brash Samurai", "Doji Whisperer"])
    s.start("3.2.2") if start else s.build()
    return s


def _ids(s, *names):
    return [str(s.uid(n)) for n in names]


@pytest.mark.covers("Harmonize", "a1:effect", "a1:target", "a1:condition")
def test_harmonize_sends_home_a_defender_and_an_attacker_of_equal_or_lower_printed_cost():
    from l5r.engine.decision import IllegalAnswer
    s = _harmonize()
    my_turn(s, 1)
    s.pick("Harmonize")
    d = s.game.pending
    assert d.kind == "choose_many" and d.min == d.max == 2
    for wrong in (("Brash Samurai", "Doji Challenger"),  # the attacker costs more (3 > 2)
                  ("Brash Samurai", "Doji Whisperer"),  # two defenders
                  ("Matsu Berserker", "Doji Challenger")):  # two attackers
        with pytest.raises(IllegalAnswer):
            s.game.answer(_ids(s, *wrong))
    s.game.answer(_ids(s, "Brash Samurai", "Matsu Berserker"))
    cf = s.state.conflict
    assert cf.attackers == [s.uid("Doji Challenger")] and cf.defenders == [s.uid("Doji Whisperer")]


@pytest.mark.covers("Harmonize", "a1:condition", "a1:target")
def test_harmonize_only_for_the_defending_player_with_a_legal_pair():
    s = in_conflict(dict(characters=["Brash Samurai"], hand=["Harmonize"], fate=1),
                    dict(characters=["Matsu Berserker"]), attackers=["Brash Samurai"], defenders=["Matsu Berserker"])
    s.build()
    assert not can_use(s, 0, "Harmonize")  # the attacking player
    s = _harmonize(attackers=("Doji Challenger",), start=False)  # its only attacker costs 3: no pair
    assert not can_use(s, 1, "Harmonize")
    s = _harmonize(start=False)
    assert can_use(s, 1, "Harmonize")


# ------------------------------------------------------------------ Ide Tadaji
def _tadaji(p1_home=(dict(name="Matsu Berserker"), dict(name="Eager Scout", bowed=True)), ide_attacks=True,
            start=True):
    attackers = ["Ide Tadaji", "Doji Whisperer"] if ide_attacks else ["Doji Whisperer"]
    s = in_conflict(dict(characters=["Ide Tadaji", "Doji Whisperer", "Brash Samurai", "Doji Challenger"]),
                    dict(characters=["Doji Representative", *p1_home]), type="military",
                    attackers=attackers, defenders=["Doji Representative"])  # (its action: the conflict waits)
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Ide Tadaji", "a1:effect", "a1:target", "a1:conflict")
def test_ide_tadaji_moves_a_cheap_ready_character_of_each_player_into_the_conflict():
    s = _tadaji()
    my_turn(s, 0)
    s.pick("Ide Tadaji")
    assert sorted(s.legal()) == ["Brash Samurai", "Matsu Berserker"]  # cost 2 or lower, ready, at home
    s.pick_many("Brash Samurai", "Matsu Berserker")
    cf = s.state.conflict
    assert s.uid("Brash Samurai") in cf.attackers and s.uid("Matsu Berserker") in cf.defenders


@pytest.mark.covers("Ide Tadaji", "a1:target")
@pytest.mark.ruling(108, "Ide Tadaji")
def test_ide_tadaji_ruling_needs_an_eligible_character_of_each_player():
    """Ruling (Ide Tadaji, RRG "Target"): two eligible targets, one controlled by each player."""
    s = _tadaji(p1_home=(dict(name="Eager Scout", bowed=True), "Doji Challenger"), start=False)
    assert not can_use(s, 0, "Ide Tadaji")
    assert can_use(_tadaji(start=False), 0, "Ide Tadaji")


@pytest.mark.covers("Ide Tadaji", "a1:conflict")
def test_ide_tadaji_only_while_it_participates():
    s = _tadaji(ide_attacks=False, start=False)
    assert not can_use(s, 0, "Ide Tadaji")


# ------------------------------------------------------------------ Raise the Alarm
_FACEDOWN_SAMURAI = (("name", "Brash Samurai"), ("facedown", True))


def _alarm(card=_FACEDOWN_SAMURAI, type="military", start=True):
    card = dict(card) if isinstance(card, tuple) else card
    s = in_conflict(dict(characters=["Matsu Berserker", "Doji Representative"]),
                    dict(characters=["Doji Whisperer"], hand=["Raise the Alarm"],
                         provinces=provinces(dict(name="Entrenched Position", cards=[card]))),
                    type=type, attackers=["Matsu Berserker", "Doji Representative"] if type == "military"
                    else ["Doji Representative"], defenders=["Doji Whisperer"])
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Raise the Alarm", "a1:effect", "a1:then", "a1:condition")
def test_raise_the_alarm_reveals_the_card_in_the_attacked_province_and_it_defends():
    s = _alarm()
    my_turn(s, 1)
    s.pick("Raise the Alarm")
    samurai = s.card("Brash Samurai")
    assert samurai.zone == "play" and not samurai.facedown
    assert samurai.uid in s.state.conflict.defenders


@pytest.mark.covers("Raise the Alarm", "a1:then")
def test_raise_the_alarm_a_revealed_holding_stays_in_the_province():
    s = _alarm(card=(("name", "Funeral Pyre"), ("facedown", True)))
    my_turn(s, 1)
    s.pick("Raise the Alarm")
    pyre = s.card("Funeral Pyre")
    assert pyre.zone == "in_province" and not pyre.facedown


@pytest.mark.covers("Raise the Alarm", "a1:condition", "a1:effect")
@pytest.mark.ruling(180, "Raise the Alarm")
def test_raise_the_alarm_ruling_not_with_a_faceup_card_nor_for_the_attacker_nor_in_political_conflicts():
    """Ruling (Raise the Alarm): it cannot be played if the card in the attacked province is
    already faceup (turning it faceup would change nothing)."""
    assert can_use(_alarm(start=False), 1, "Raise the Alarm")
    assert not can_use(_alarm(card="Brash Samurai", start=False), 1, "Raise the Alarm")
    assert not can_use(_alarm(type="political", start=False), 1, "Raise the Alarm")
    s = in_conflict(dict(characters=["Matsu Berserker"], hand=["Raise the Alarm"]),
                    dict(characters=["Doji Whisperer"]), attackers=["Matsu Berserker"], defenders=["Doji Whisperer"])
    s.build()
    assert not can_use(s, 0, "Raise the Alarm")  # the attacking player


# ------------------------------------------------------------------ Policy Debate
def _debate(start=True):
    s = in_conflict(dict(characters=["Doji Whisperer", "Brash Samurai", "Matsu Berserker"],
                         hand=["Policy Debate", "Ornate Fan", "Fine Katana"]),
                    dict(characters=["Kakita Asami", "Akodo Gunsō", "Doji Representative"],
                         hand=["Banzai!", "Fine Katana"]),
                    attackers=["Doji Whisperer", "Brash Samurai", "Matsu Berserker"],
                    defenders=["Kakita Asami", "Akodo Gunsō", "Doji Representative"])
    s.start("3.2.2") if start else s.build()
    return s


def _names(s, uids):
    return sorted(FACTS[s.state.cards[u].cid].name for u in uids)


@pytest.mark.covers("Policy Debate", "a1:effect", "a1:target", "a1:condition")
def test_policy_debate_the_loser_reveals_and_the_winner_discards_one_of_their_cards():
    """Appendix I "Duel Timing": political skill plus bid; the losing character's controller
    reveals their hand and their opponent chooses the card to discard."""
    s = _debate()
    my_turn(s, 0)
    s.pick("Policy Debate")
    assert "Matsu Berserker" not in s.legal()  # a political dash cannot duel ("Dash")
    s.pick_many("Doji Whisperer", "Akodo Gunsō")  # 3 political against 1
    s.pick("bid 1")
    s.pick("bid 1")
    d = s.game.pending
    assert d.player == 0 and sorted(o.label for o in d.options) == ["Banzai!", "Fine Katana"]
    assert any("reveals" in line and "Banzai!" in line for line in s.log)
    s.pick("Banzai!")
    assert _names(s, s.state.players[1].hand) == ["Fine Katana"]
    assert _names(s, s.state.players[1].conflict_discard) == ["Banzai!"]


@pytest.mark.covers("Policy Debate", "a1:effect")
def test_policy_debate_when_your_character_loses_you_reveal_and_your_opponent_discards():
    s = _debate()
    my_turn(s, 0)
    s.pick("Policy Debate")
    s.pick_many("Brash Samurai", "Kakita Asami")
    s.pick("bid 1")
    s.pick("bid 1")
    d = s.game.pending
    assert d.player == 1 and sorted(o.label for o in d.options) == ["Fine Katana", "Ornate Fan"]
    s.pick("Ornate Fan")
    assert _names(s, s.state.players[0].hand) == ["Fine Katana"]


@pytest.mark.covers("Policy Debate", "a1:target", "a1:condition")
def test_policy_debate_needs_a_conflict_and_a_duelist_on_each_side():
    assert can_use(_debate(start=False), 0, "Policy Debate")
    s = Quiet(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Policy Debate"])
    s.player(1, characters=["Kakita Asami"])
    s.start("conflict")
    assert not can_use(s, 0, "Policy Debate")  # no conflict
    s = in_conflict(dict(characters=["Matsu Berserker", "Doji Whisperer"], hand=["Policy Debate"]),
                    dict(characters=["Kakita Asami"]), attackers=["Matsu Berserker"], defenders=["Kakita Asami"])
    s.build()
    assert not can_use(s, 0, "Policy Debate")  # its only participant has a political dash


# ------------------------------------------------------------------ Bayushi Yojiro
def _yojiro(yojiro_attacks=True):
    attackers = ["Bayushi Yojiro", "Brash Samurai"] if yojiro_attacks else ["Brash Samurai"]
    s = in_conflict(dict(characters=["Bayushi Yojiro", "Brash Samurai"]),
                    dict(characters=[dict(name="Kakita Asami", status="honored"),
                                     dict(name="Doji Whisperer", status="honored"), "Doji Representative"]),
                    type="political", attackers=attackers, defenders=["Kakita Asami", "Doji Representative"])
    s.start("3.2.2")  # (Doji Representative's action: the conflict waits)
    return s


def _printed(s, name, stat="political"):
    f = FACTS[s.card(name).cid]
    return f.political if stat == "political" else f.military


@pytest.mark.covers("Bayushi Yojiro", "a1:effect", "a1:condition")
@pytest.mark.ruling(26, "Bayushi Yojiro")
def test_bayushi_yojiro_participating_status_tokens_change_no_skill():
    """Rules Reference "Honored": glory added to skills; not for a participant while Yojiro
    participates; a character at home keeps its bonus."""
    s = _yojiro()
    st = s.state
    assert skill(st, s.card("Kakita Asami"), "political") == _printed(s, "Kakita Asami")
    whisperer = s.card("Doji Whisperer")  # at home
    assert skill(st, whisperer, "political") == _printed(s, "Doji Whisperer") + FACTS[whisperer.cid].glory


@pytest.mark.covers("Bayushi Yojiro", "a1:effect")
@pytest.mark.ruling(26, "Bayushi Yojiro")
def test_bayushi_yojiro_ruling_still_honored_but_no_honor_for_leaving_play():
    """Ruling (Bayushi Yojiro): a participant is still honored, but leaving play it gains its
    controller no honor (Rules Reference "Personal Honor")."""
    s = _yojiro()
    my_turn(s, 1)
    asami = s.card("Kakita Asami")
    assert asami.status == 1
    honor = s.state.players[1].honor
    s.apply(ev("leaves_play", card=asami.uid, reason="discarded"))
    assert s.state.players[1].honor == honor
    s.apply(ev("leaves_play", card=s.uid("Doji Whisperer"), reason="discarded"))  # at home
    assert s.state.players[1].honor == honor + 1


@pytest.mark.covers("Bayushi Yojiro", "a1:condition")
def test_bayushi_yojiro_only_while_it_participates():
    s = _yojiro(yojiro_attacks=False)
    asami = s.card("Kakita Asami")
    assert skill(s.state, asami, "political") == _printed(s, "Kakita Asami") + FACTS[asami.cid].glory


# ------------------------------------------------------------------ Kakita Blade
def _blade(mine="Doji Whisperer", theirs="Kakita Asami"):
    s = in_conflict(dict(characters=[dict(name="Doji Whisperer", attachments=["Kakita Blade"]), "Brash Samurai"],
                         hand=["Policy Debate"]),
                    dict(characters=["Kakita Asami", "Akodo Gunsō", "Doji Representative"], hand=["Fine Katana"]),
                    type="political", attackers=["Doji Whisperer", "Brash Samurai"],
                    defenders=["Kakita Asami", "Akodo Gunsō", "Doji Representative"])
    s.start("3.2.2")
    my_turn(s, 0)
    s.pick("Policy Debate")
    s.pick_many(mine, theirs)
    s.pick("bid 1")
    s.pick("bid 1")
    return s


@pytest.mark.covers("Kakita Blade", "a1:effect", "a1:condition")
def test_kakita_blade_plus_2_political_only_while_in_a_duel():
    """3 political + 2 (the Blade, in the duel) + bid 1 beats Kakita Asami's 3 + 1; without the
    +2 it would be a tie (Appendix I D.7). Outside the duel it adds no political."""
    s = in_conflict(dict(characters=[dict(name="Doji Whisperer", attachments=["Kakita Blade"])]), dict(),
                    attackers=["Doji Whisperer"])
    s.build()
    assert skill(s.state, s.card("Doji Whisperer"), "political") == 3
    s = _blade()
    assert any("Duel totals 6-4" in line for line in s.log)


@pytest.mark.covers("Kakita Blade", "a2:effect", "a2:trigger", "a2:when")
def test_kakita_blade_gains_an_honor_after_its_character_wins_a_duel():
    s = _blade()
    honor = s.state.players[0].honor
    pass_until(s, "trigger", 0)
    s.pick("Kakita Blade")
    assert s.state.players[0].honor == honor + 1


@pytest.mark.covers("Kakita Blade", "a2:when")
def test_kakita_blade_not_when_another_character_wins_nor_when_it_loses():
    s = _blade(mine="Brash Samurai", theirs="Akodo Gunsō")  # 1 + 1 against 1 + 1: a tie
    assert any("a tie" in line for line in s.log)
    assert_not_offered(s, "Kakita Blade")
    s = _blade(mine="Brash Samurai", theirs="Kakita Asami")  # Brash loses; the Blade's character is not in it
    assert_not_offered(s, "Kakita Blade")


@pytest.mark.covers("Kakita Blade", "a2:limit")
def test_kakita_blade_once_per_round():
    from l5r.lcg.vocab import uses_left
    s = _blade()
    pass_until(s, "trigger", 0)
    s.pick("Kakita Blade")
    uid = s.uid("Kakita Blade")
    assert [uses_left(s.game, 0, uid, 1, lim) for lim in _ability("03-kakita-blade", 1).limits] == [False]


@pytest.mark.covers("Kakita Blade", "keyword:restricted")
def test_kakita_blade_restricted_counts_toward_the_two_restricted_attachments():
    """Rules Reference "Restricted": with Fine Katana and Ornate Fan attached, attaching the
    Blade makes its controller discard one of the three."""
    s = Quiet()
    s.player(0, characters=[dict(name="Doji Whisperer", attachments=["Fine Katana", "Ornate Fan"])],
             hand=["Kakita Blade"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Kakita Blade")
    assert s.game.pending.context == "restricted"
    assert sorted(s.legal()) == ["Discard Fine Katana", "Discard Kakita Blade", "Discard Ornate Fan"]


# ------------------------------------------------------------------ Kamayari
def _kamayari(host_defends=True, finger=False):
    gunso = dict(name="Akodo Gunsō", attachments=["Finger of Jade"] if finger else [])
    s = in_conflict(dict(characters=["Doji Challenger", "Doji Whisperer"], hand=["Banzai!"]),
                    dict(characters=[dict(name="Brash Samurai", attachments=["Kamayari"]), "Steadfast Samurai",
                                     gunso]),
                    attackers=["Doji Challenger", "Doji Whisperer"],
                    defenders=["Brash Samurai"] if host_defends else ["Steadfast Samurai"])
    s.start("3.2.2")
    return s


@pytest.mark.covers("Kamayari", "a2:effect", "a2:trigger", "a2:when")
def test_kamayari_bows_a_character_that_triggers_an_ability_in_its_conflict():
    s = _kamayari()
    my_turn(s, 0)
    s.pick("Doji Challenger")
    s.pick("Steadfast Samurai")
    pass_until(s, "trigger", 1)
    s.pick("Kamayari")
    assert s.card("Doji Challenger").bowed
    assert s.uid("Steadfast Samurai") in s.state.conflict.defenders  # the ability still resolves (step 7)


@pytest.mark.ruling(138, "Kamayari")
def test_kamayari_ruling_triggers_even_if_the_effects_are_cancelled():
    """Ruling (Kamayari): it reacts after the effects initiate (step 6), before they resolve,
    even when they are cancelled (Finger of Jade)."""
    s = _kamayari(finger=True)
    my_turn(s, 0)
    s.pick("Doji Challenger")
    s.pick("Akodo Gunsō")
    pass_until(s, "trigger", 1)
    s.pick("Finger of Jade")
    pass_until(s, "trigger", 1)
    s.pick("Kamayari")
    assert s.card("Doji Challenger").bowed
    assert s.uid("Akodo Gunsō") not in s.state.conflict.defenders  # cancelled


@pytest.mark.covers("Kamayari", "a2:when")
def test_kamayari_not_for_an_event_nor_while_its_character_stays_home():
    s = _kamayari()
    my_turn(s, 0)
    s.pick("Banzai!")
    s.pick("Doji Challenger")
    assert_not_offered(s, "Kamayari")
    s = _kamayari(host_defends=False)
    my_turn(s, 0)
    s.pick("Doji Challenger")
    s.pick("Akodo Gunsō")
    assert_not_offered(s, "Kamayari")
    assert not s.card("Doji Challenger").bowed


@pytest.mark.covers("Kamayari", "a2:limit")
def test_kamayari_once_per_round():
    from l5r.lcg.vocab import uses_left
    s = _kamayari()
    my_turn(s, 0)
    s.pick("Doji Challenger")
    s.pick("Steadfast Samurai")
    pass_until(s, "trigger", 1)
    s.pick("Kamayari")
    uid = s.uid("Kamayari")
    assert [uses_left(s.game, 1, uid, 1, lim) for lim in _ability("03-kamayari", 1).limits] == [False]


@pytest.mark.covers("Kamayari", "a1:attach_to")
def test_kamayari_attaches_only_to_a_bushi():
    s = Quiet()
    s.player(0, characters=["Brash Samurai", "Doji Whisperer"], hand=["Kamayari"], fate=3)
    s.player(1, characters=["Akodo Gunsō"])
    s.build()
    hosts = attachment_hosts(s.game, 0, s.uid("Kamayari", zone="hand"))
    assert s.uid("Brash Samurai") in hosts and s.uid("Doji Whisperer") not in hosts


@pytest.mark.covers("Kamayari", "keyword:restricted")
def test_kamayari_restricted_counts_toward_the_two_restricted_attachments():
    s = Quiet()
    s.player(0, characters=[dict(name="Brash Samurai", attachments=["Fine Katana", "Ornate Fan"])],
             hand=["Kamayari"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Kamayari")
    assert s.game.pending.context == "restricted"
    assert sorted(s.legal()) == ["Discard Fine Katana", "Discard Kamayari", "Discard Ornate Fan"]


# ------------------------------------------------------------------ Ikoma Ujiaki
def _ujiaki(favor=True, all_faceup=False, attacks=True, start=True):
    down = not all_faceup
    provs = provinces(dict(name="Entrenched Position", cards=[dict(name="Brash Samurai", facedown=down)]),
                      dict(name="Ancestral Lands", cards=[dict(name="Funeral Pyre", facedown=down)]),
                      dict(name="Entrenched Position", cards=["Doji Whisperer"]),
                      dict(name="Ancestral Lands", cards=["Akodo Gunsō"]))
    s = in_conflict(dict(characters=["Ikoma Ujiaki", "Matsu Berserker"], provinces=provs),
                    dict(characters=["Doji Representative"]),  # (its action: the conflict waits)
                    type="political", attackers=["Ikoma Ujiaki"] if attacks else ["Matsu Berserker"],
                    defenders=["Doji Representative"])
    if favor:
        s.favor(0, "political")
    s.start("3.2.2") if start else s.build()
    return s


@pytest.mark.covers("Ikoma Ujiaki", "a1:effect", "a1:cost", "a1:then", "a1:conflict")
@pytest.mark.ruling(115, "Ikoma Ujiaki")
def test_ikoma_ujiaki_reveals_your_province_cards_then_up_to_2_characters_join_the_conflict():
    s = _ujiaki()
    my_turn(s, 0)
    s.pick("Ikoma Ujiaki")
    assert s.state.favor["player"] == -1  # discarded: unclaimed again (ruling)
    assert not s.card("Funeral Pyre").facedown
    d = s.game.pending
    assert d.kind == "choose_many" and d.max == 2 and d.min == 0
    assert sorted(s.legal()) == ["Akodo Gunsō", "Brash Samurai", "Doji Whisperer"]  # faceup characters now
    s.pick_many("Brash Samurai", "Akodo Gunsō")
    cf = s.state.conflict
    assert s.uid("Brash Samurai") in cf.attackers and s.uid("Akodo Gunsō") in cf.attackers
    assert s.card("Doji Whisperer").zone == "in_province"


@pytest.mark.covers("Ikoma Ujiaki", "a1:cost", "a1:effect", "a1:conflict")
@pytest.mark.ruling(113, "Ikoma Ujiaki")
@pytest.mark.ruling(114, "Ikoma Ujiaki")
def test_ikoma_ujiaki_rulings_needs_the_favor_and_a_facedown_card_and_to_participate():
    """Rulings (Ikoma Ujiaki): only with the Imperial Favor (discarding it is a cost), and not
    when every card in your provinces is faceup."""
    assert can_use(_ujiaki(start=False), 0, "Ikoma Ujiaki")
    assert not can_use(_ujiaki(favor=False, start=False), 0, "Ikoma Ujiaki")
    assert not can_use(_ujiaki(all_faceup=True, start=False), 0, "Ikoma Ujiaki")
    assert not can_use(_ujiaki(attacks=False, start=False), 0, "Ikoma Ujiaki")


@pytest.mark.covers("Kamayari", "a2:when")
def test_kamayari_not_for_a_province_or_holding_ability():
    """Only a character triggering an ability: the attacked province's action is not one."""
    s = in_conflict(dict(characters=["Doji Challenger"]),
                    dict(characters=[dict(name="Brash Samurai", attachments=["Kamayari"])],
                         provinces=provinces("Manicured Garden")),
                    attackers=["Doji Challenger"], defenders=["Brash Samurai"])
    s.start("3.2.2")
    my_turn(s, 1)
    s.pick("Manicured Garden")
    assert_not_offered(s, "Kamayari")
    assert s.state.players[1].fate == 1
