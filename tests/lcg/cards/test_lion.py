"""Lion clan cards of the Core Set (src/l5r/lcg/cards/lion.py): each card's
effect, a restriction (condition, limit, target rule or cost) and every
2017 ruling about it (Rules Reference sections cited per test)."""

import pytest

from l5r.lcg.abilities import action_options
from l5r.lcg.actions import do, ev
from l5r.lcg.model import place, skill
from l5r.testing import Scenario

# provinces with no triggered abilities: nothing else acts at the attacked province
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


def until(s, context):
    """Pass until a decision of this context is pending."""
    while s.game.pending is not None and s.game.pending.context != context:
        s.pass_()
    assert s.game.pending is not None, f"no {context} decision came"


def until_declared(s, context, player=None):
    """Take the last option (pass, decline, do not resolve...) of each decision until one of
    this context (and player) is pending."""
    while s.game.pending is not None and not (
            s.game.pending.context == context and player in (None, s.game.pending.player)):
        s.pick(s.game.pending.options[-1].id)
    assert s.game.pending is not None, f"no {context} decision came"


def finish_conflict(s, never=None):
    """Take the last option (pass, decline...) of each decision until the conflict is over;
    ``never``: text that no option on the way may contain."""
    st = s.state
    while st.conflict is not None and s.game.pending is not None:
        assert never is None or not any(never in x for x in s.legal()), s.legal()
        s.pick(s.game.pending.options[-1].id)
    assert st.conflict is None


def happen(s, *events):
    """Resolve events now, as if an effect caused them, with their windows
    (decisions they raise are left pending)."""
    g = s.game
    st = g.state
    st.pending = None
    do(g, list(events))
    g.run()


def to_discard(s, name, player, zone="dynasty_discard"):
    c = s.card(name, player)
    place(s.state, c, zone)
    return c


def start(s, at, *moves):
    """Start at ``at`` after moving cards (name, player, zone) out of the decks."""
    build = s.build

    def build_then_move():
        g = build()
        for name, player, zone in moves:
            to_discard(s, name, player, zone)
        return g
    s.build = build_then_move
    return s.start(at)


# ------------------------------------------------------------------ Akodo Gunsō
def _gunso_in_province(**p0):
    s = Scenario(first_player=0)
    s.player(0, fate=5, provinces=[dict(name="Ancestral Lands", cards=["Akodo Gunsō"])] + SAFE[1:],
             dynasty_deck=["Eager Scout"] * 3 + ["Doji Whisperer"], **p0)
    s.player(1)
    return s


@pytest.mark.covers("Akodo Gunsō", "a1:effect", "a1:trigger")
def test_akodo_gunso_refills_its_province_faceup_rrg_refill_a_province():
    """Reaction after it enters play from a province: the province is refilled
    faceup (Rules Reference "Refill a Province": an instructed faceup refill;
    the automatic refill then finds the province full)."""
    s = _gunso_in_province()
    s.start("1.4")
    s.pick("Play Akodo Gunsō")
    s.pick("0 fate")  # additional fate is chosen while playing it, before reactions
    s.pick("Akodo Gunsō: refill that province faceup")
    slot = s.state.players[0].province_cards[0]
    assert len(slot) == 1
    top = s.state.cards[slot[0]]
    assert top.cid == "01-doji-whisperer" and not top.facedown
    assert s.state.players[0].province_cards[0] == [top.uid]  # no second refill


def test_akodo_gunso_no_refill_when_put_into_play_from_elsewhere():
    """Only entering play *from a province* triggers it (Rules Reference
    "Enters Play"): put into play from the discard pile, nothing is offered."""
    s = _gunso_in_province()
    s.start("1.4")
    gunso = to_discard(s, "Akodo Gunsō", 0)
    happen(s, ev("enter_play", card=gunso.uid, player=0, host=-1, played=False))
    assert gunso.zone == "play"
    assert s.game.pending.context != "trigger"
    assert not any("uses Akodo Gunsō" in line for line in s.log)


def _another_enters_play():
    """A character other than the Lion reactors enters play from a province
    (Rules Reference "Reactions": only the named triggering condition counts)."""
    s = Scenario(first_player=0)
    s.player(0, fate=5, characters=["Akodo Gunsō", "Honored General", "Matsu Beiona", "Deathseeker",
                                    "Matsu Berserker"],
             provinces=[dict(name="Ancestral Lands", cards=["Steadfast Samurai"])] + SAFE[1:])
    s.player(1)
    s.start("1.4")
    s.pick("Play Steadfast Samurai")
    assert s.game.pending.context == "additional_fate"
    s.pick("0 fate")
    assert s.card("Steadfast Samurai").zone == "play"
    assert s.game.pending.context != "trigger"  # no reaction was offered: the game moved on
    assert not any(" uses " in line for line in s.log)
    return s


@pytest.mark.covers("Akodo Gunsō", "a1:when")
def test_akodo_gunso_not_when_another_character_enters_play():
    """Rules Reference "Reactions": another character entering play is not its trigger."""
    s = _another_enters_play()
    assert s.state.cards[s.state.players[0].province_cards[0][0]].facedown  # the usual refill


@pytest.mark.covers("Honored General", "a2:when")
def test_honored_general_not_honored_when_another_character_enters_play():
    """Rules Reference "Reactions": another character entering play is not its trigger."""
    assert _another_enters_play().card("Honored General").status == 0


@pytest.mark.covers("Matsu Beiona", "a1:when")
def test_matsu_beiona_not_when_another_character_enters_play():
    """Rules Reference "Reactions": another character entering play is not its trigger."""
    assert _another_enters_play().card("Matsu Beiona").fate == 0


@pytest.mark.covers("Akodo Gunsō", "keyword:pride")
@pytest.mark.ruling(11, "Akodo Gunsō")
def test_akodo_gunso_ruling_pride_resolves_before_reactions_to_winning():
    """Ruling: Pride honors the winner as soon as the winner is determined,
    before any reaction to winning (Rules Reference "Keywords": keywords
    resolve before reactions)."""
    s = conflict([dict(name="Akodo Gunsō", attachments=["Honored Blade"])], [],
                 attackers=["Akodo Gunsō"])
    s.start("3.2.3")
    assert s.game.pending.context == "trigger"
    s.assert_legal("Honored Blade")
    assert s.card("Akodo Gunsō").status == 1


# The default limit of a triggered ability (Rules Reference "Triggered Abilities": once per
# round) is kept per card instance ("Limits of Triggered Abilities"; l5r.lcg.vocab.use_key). For
# a card whose same instance cannot meet its triggering condition twice (it enters play, is
# sacrificed or leaves the hand only once), the observable part of the limit is that it is per
# copy: another copy may use its own ability in the same round.
@pytest.mark.covers("Akodo Gunsō", "a1:limit")
def test_akodo_gunso_limit_is_per_copy_a_second_copy_refills_the_same_round():
    """Rules Reference "Triggered Abilities" (the limit is per copy): two Gunsōs entering play
    from two provinces the same round each refill their province faceup."""
    s = Scenario(first_player=0)
    s.player(0, fate=5, provinces=[dict(name="Ancestral Lands", cards=["Akodo Gunsō"]),
                                   dict(name="Entrenched Position", cards=["Akodo Gunsō"]), *SAFE[2:]],
             dynasty_deck=["Eager Scout"] * 3 + ["Doji Whisperer", "Matsu Berserker"])
    s.player(1)
    s.start("1.4")
    for slot, refill in ((0, "01-matsu-berserker"), (1, "01-doji-whisperer")):
        until(s, "dynasty")
        s.pick("Play Akodo Gunsō")
        s.pick("0 fate")
        s.assert_legal("Akodo Gunsō: refill that province faceup", context="trigger")
        s.pick("Akodo Gunsō: refill that province faceup")
        top = s.state.cards[s.state.players[0].province_cards[slot][0]]
        assert top.cid == refill and not top.facedown


# ------------------------------------------------------------------ Akodo Toturi
@pytest.mark.covers("Akodo Toturi", "a1:effect", "a1:trigger")
def test_akodo_toturi_resolves_the_claimed_ring_again_rrg_ring_effects():
    """After its controller claims a ring in a military conflict Toturi takes
    part in, that ring's effect resolves (on top of the 3.2.6 one)."""
    s = conflict(["Akodo Toturi"], [], ring="air", attackers=["Akodo Toturi"])
    s.start("3.2.3")
    until(s, "ring_effect")
    s.pick("Gain 2 honor")
    assert s.state.players[0].honor == 12
    until(s, "trigger")
    s.pick("Akodo Toturi")
    assert s.game.pending.context == "ring_effect" and s.game.pending.player == 0
    s.assert_not_legal("Do not resolve")  # "resolve that ring's effect": no declining
    s.pick("Gain 2 honor")
    assert s.state.players[0].honor == 14


@pytest.mark.covers("Akodo Toturi", "a1:when")
def test_akodo_toturi_not_in_political_conflicts():
    """Rules Reference "Triggered Abilities": its triggering condition names a military conflict."""
    s = conflict(["Akodo Toturi"], [], type="political", ring="air", attackers=["Akodo Toturi"])
    s.start("3.2.3")
    until(s, "ring_effect")
    s.pick("Gain 2 honor")
    assert s.game.pending is None or "Akodo Toturi" not in " ".join(s.legal())
    assert s.state.rings["air"].claimed_by == 0


@pytest.mark.ruling(13, "Akodo Toturi")
@pytest.mark.ruling(14, "Akodo Toturi")
def test_akodo_toturi_ruling_on_defense_it_triggers_and_its_controller_must_resolve():
    """Rulings: Toturi can trigger when its controller claims the ring on
    defense, and the ring effect must be resolved. The 2017 ruling gave the
    effect to the attacking player; the Rules Reference wins (DECISIONS.md
    precedence): its "Ability" entry has the ability's controller make its
    choices, and its Reprint Changes remove "as if you were the attacking
    player" from cards that resolve ring effects. So Toturi's controller
    resolves it."""
    s = conflict(["Eager Scout"], ["Akodo Toturi"], ring="air", attackers=["Eager Scout"],
                 defenders=["Akodo Toturi"])
    s.start("3.2.3")
    until(s, "trigger")
    assert s.game.pending.player == 1
    s.pick("Akodo Toturi")
    d = s.game.pending
    assert d.context == "ring_effect" and d.player == 1  # Toturi's controller resolves it
    s.assert_not_legal("Do not resolve")
    s.pick("Take 1 honor")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (9, 11)

@pytest.mark.covers("Akodo Toturi", "a1:when")
def test_akodo_toturi_not_when_it_stays_home_nor_when_the_opponent_claims():
    """Card text: "a military conflict in which this character is participating", "after you
    claim": at home while its controller claims, or taking part on the losing side, Toturi is
    not offered."""
    s = conflict(["Akodo Toturi", "Matsu Berserker"], [], ring="air", attackers=["Matsu Berserker"])
    s.start("3.2.3")
    until(s, "ring_effect")
    s.pick("Gain 2 honor")
    assert s.state.rings["air"].claimed_by == 0
    assert not any("uses Akodo Toturi" in line for line in s.log)
    assert s.game.pending is None or not any("Akodo Toturi" in x for x in s.legal())
    s2 = conflict(["Matsu Berserker", "Honored General"], ["Akodo Toturi"], ring="air",
                  attackers=["Matsu Berserker", "Honored General"], defenders=["Akodo Toturi"])
    s2.start("3.2.3")  # 3 + 1 + 3 against 6: the attacker wins and claims the ring
    until(s2, "ring_effect")
    s2.pick("Gain 2 honor")
    assert s2.state.rings["air"].claimed_by == 0
    assert not any("uses Akodo Toturi" in line for line in s2.log)
    assert s2.game.pending is None or not any("Akodo Toturi" in x for x in s2.legal())


@pytest.mark.covers("Akodo Toturi", "a1:limit")
def test_akodo_toturi_once_per_round_a_second_claim_does_not_trigger():
    """Rules Reference "Triggered Abilities" (once per round by default): after its
    controller claims a second ring in a military conflict Toturi takes part in the same
    round (here on defense), it is not offered again."""
    s = conflict(["Akodo Toturi"], ["Eager Scout"], ring="air", attackers=["Akodo Toturi"])
    s.start("3.2.3")
    until(s, "ring_effect")
    s.pick("Gain 2 honor")
    until(s, "trigger")
    s.pick("Akodo Toturi")
    s.pick("Gain 2 honor")
    until(s, "declare_conflict")
    assert s.game.pending.player == 1
    s.card("Akodo Toturi").bowed = False  # ready again to defend
    s.declare("military", "fire", province=0, attackers=["Eager Scout"])
    s.pick_many("Akodo Toturi")
    finish_conflict(s, never="Akodo Toturi")
    assert s.state.rings["fire"].claimed_by == 0  # claimed in a military conflict it took part in
    assert sum("uses Akodo Toturi" in line for line in s.log) == 1


@pytest.mark.ruling(178, "Pilgrimage")
def test_akodo_toturi_ruling_pilgrimage_cancels_its_ring_effect():
    """Ruling: Pilgrimage cancels every ring effect during conflicts at it,
    Toturi's included; the ring is still claimed (Rules Reference "Cancel")."""
    s = conflict(["Eager Scout"], ["Akodo Toturi"], ring="air", attackers=["Eager Scout"],
                 defenders=["Akodo Toturi"], p1=dict(provinces=["Pilgrimage"] + SAFE[1:]))
    s.start("3.2.3")
    until(s, "trigger")
    s.pick("Akodo Toturi")
    assert (s.state.players[0].honor, s.state.players[1].honor) == (10, 10)
    assert s.state.rings["air"].claimed_by == 1
    assert any("air ring effect is cancelled" in line for line in s.log)



# ------------------------------------------------------------------ Deathseeker
@pytest.mark.covers("Deathseeker", "a1:effect", "a1:trigger", "a1:cost")
def test_deathseeker_sacrificed_to_remove_fate_or_discard_rrg_sacrifice():
    s = conflict(["Deathseeker"], ["Akodo Toturi", dict(name="Doji Whisperer", fate=2), "Eager Scout"],
                 attackers=["Deathseeker"], defenders=["Akodo Toturi"])
    s.start("3.2.3")
    s.pick("Deathseeker")
    assert s.legal() == ["Akodo Toturi", "Doji Whisperer", "Eager Scout"]  # the opponent's characters
    s.pick("Doji Whisperer")
    assert s.card("Doji Whisperer").fate == 1  # it had fate: it loses 1
    assert s.card("Deathseeker").zone == "dynasty_discard"  # sacrificed
    s2 = conflict(["Deathseeker"], ["Akodo Toturi", "Eager Scout"], attackers=["Deathseeker"],
                  defenders=["Akodo Toturi"])
    s2.start("3.2.3")
    s2.pick("Deathseeker")
    s2.pick("Eager Scout")
    assert s2.card("Eager Scout").zone == "dynasty_discard"  # no fate: discarded


@pytest.mark.covers("Deathseeker", "a1:when")
def test_deathseeker_only_after_losing_as_an_attacker():
    """Rules Reference "Reactions": losing (or winning) as a defender is not its trigger."""
    s = conflict(["Akodo Toturi"], ["Deathseeker"], attackers=["Akodo Toturi"], defenders=["Deathseeker"])
    s.start("3.2.3")
    assert "Deathseeker" not in " ".join(s.legal())
    assert s.card("Deathseeker").zone == "play"


@pytest.mark.covers("Deathseeker", "a1:target")
def test_deathseeker_only_a_character_your_opponent_controls():
    """Card text: "choose a character controlled by your opponent": its controller's own
    characters are no targets."""
    s = conflict(["Deathseeker", "Matsu Berserker"], ["Akodo Toturi", "Eager Scout"],
                 attackers=["Deathseeker"], defenders=["Akodo Toturi"])
    s.start("3.2.3")
    s.pick("Deathseeker")
    s.assert_legal("Eager Scout", context="target")
    s.assert_not_legal("Matsu Berserker", context="target")


@pytest.mark.covers("Deathseeker", "a1:when")
def test_deathseeker_not_at_home_nor_when_its_side_wins():
    """Card text: "after this character loses a conflict as an attacker": at home while its
    controller's attack is lost, or attacking and winning, it is not offered."""
    s = conflict(["Deathseeker", "Eager Scout"], ["Akodo Toturi"], attackers=["Eager Scout"],
                 defenders=["Akodo Toturi"])
    s.start("3.2.3")
    assert any("Player 2 wins the conflict" in line for line in s.log)
    finish_conflict(s, never="Deathseeker")
    assert s.card("Deathseeker").zone == "play"
    s2 = conflict(["Deathseeker"], ["Eager Scout"], attackers=["Deathseeker"], defenders=["Eager Scout"])
    s2.start("3.2.3")
    assert any("Player 1 wins the conflict" in line for line in s2.log)
    finish_conflict(s2, never="Deathseeker")
    assert s2.card("Deathseeker").zone == "play"


@pytest.mark.covers("Deathseeker", "a1:limit")
def test_deathseeker_limit_is_per_copy_two_copies_both_react():
    """Rules Reference "Triggered Abilities" (the limit is per copy; see Akodo Gunsō): two
    Deathseekers losing the same attack are each sacrificed for their own effect."""
    s = conflict(["Deathseeker", "Deathseeker"], ["Akodo Toturi", "Eager Scout", "Doji Whisperer"],
                 attackers=["Deathseeker"], defenders=["Akodo Toturi"])

    def both_attack(g):  # the harness names attackers by title: add the second copy
        g.state.conflict.attackers[:] = [c.uid for c in g.state.cards if c.cid == "01-deathseeker"]
    s.adjust(both_attack)
    s.start("3.2.3")
    s.pick("Deathseeker")
    s.pick("Eager Scout")
    while s.game.pending.player != 0:  # the defender's turn in the window
        s.pass_()
    s.assert_legal("Deathseeker", context="trigger")
    s.pick("Deathseeker")
    s.pick("Doji Whisperer")
    assert s.card("Eager Scout").zone == "dynasty_discard"
    assert s.card("Doji Whisperer").zone == "dynasty_discard"
    assert not any(s.state.cards[u].cid == "01-deathseeker" for u in s.state.players[0].play)


# ------------------------------------------------------------------ For Greater Glory
def _break_scenario(ctype="military", **p0):
    prov = 0 if ctype == "military" else 1  # Ancestral Lands (5) / Entrenched Position (5)
    return conflict(["Akodo Toturi", "Matsu Berserker", "Doji Whisperer", "Deathseeker"], [],
                    type=ctype, attackers=["Akodo Toturi", "Matsu Berserker", "Doji Whisperer"],
                    province=prov, p0=dict(fate=2, **p0))


@pytest.mark.covers("For Greater Glory", "a1:effect", "a1:trigger", "a1:limit")
def test_for_greater_glory_fate_on_each_participating_bushi_rrg_breaking_a_province():
    s = _break_scenario(hand=["For Greater Glory", "For Greater Glory"])
    s.start("3.2.3")
    until(s, "trigger")
    while "For Greater Glory" not in " ".join(s.legal()):
        s.pass_()
    s.pick("For Greater Glory")
    assert s.card("Akodo Toturi").fate == 1 and s.card("Matsu Berserker").fate == 1
    assert s.card("Doji Whisperer").fate == 0  # a Courtier
    assert s.card("Deathseeker").fate == 0  # a Bushi at home
    assert s.state.players[0].fate == 1  # the event cost 1; the fate came from the pool
    s.assert_not_legal("For Greater Glory")  # max 1 per conflict


@pytest.mark.covers("For Greater Glory", "a1:when")
def test_for_greater_glory_not_in_political_conflicts():
    """Rules Reference "Reactions": a province broken in a political conflict is not its trigger."""
    s = _break_scenario("political", hand=["For Greater Glory"])
    s.start("3.2.3")
    seen = []
    while s.game.pending is not None and s.state.conflict is not None:
        seen += s.legal()
        s.pick(s.game.pending.options[-1].id)
    assert s.card("Entrenched Position", 1).broken
    assert not any("For Greater Glory" in x for x in seen)

@pytest.mark.covers("For Greater Glory", "a1:trigger")
def test_for_greater_glory_not_after_winning_without_breaking_the_province():
    """Card text: "after you break a province": winning a military conflict by less than the
    province's strength is not its trigger."""
    s = conflict(["Matsu Berserker", "Deathseeker"], [], attackers=["Matsu Berserker"],
                 p0=dict(hand=["For Greater Glory"], fate=1))
    s.start("3.2.3")
    assert any("wins the conflict" in line for line in s.log)
    finish_conflict(s, never="For Greater Glory")
    assert not s.card("Ancestral Lands", 1).broken
    assert s.card("For Greater Glory").zone == "hand"


@pytest.mark.covers("For Greater Glory", "a1:when")
def test_for_greater_glory_not_when_the_opponent_breaks_your_province():
    """Card text: "after you break a province": the defender whose province is broken cannot
    play it for their own participating Bushi."""
    s = conflict(["Akodo Toturi", "Matsu Berserker"], ["Deathseeker"],
                 attackers=["Akodo Toturi", "Matsu Berserker"], defenders=["Deathseeker"],
                 p1=dict(hand=["For Greater Glory"], fate=1))
    s.start("3.2.3")
    finish_conflict(s, never="For Greater Glory")
    assert s.card("Ancestral Lands", 1).broken
    assert s.card("Deathseeker").fate == 0 and s.card("For Greater Glory").zone == "hand"


@pytest.mark.ruling(76, "Endless Plains")
def test_for_greater_glory_ruling_endless_plains_broken_as_a_cost_counts_as_yours():
    """Ruling: when Endless Plains is broken as the cost of its own ability,
    the attacker is still the one who broke it, so For Greater Glory can be
    played (Rules Reference "Breaking a Province": broken other than by
    conflict resolution, the opponent of its controller broke it)."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker", "Deathseeker"], hand=["For Greater Glory"], fate=1)
    s.player(1, provinces=["Endless Plains"] + SAFE[1:])
    s.start("conflict")
    s.declare("military", "air", province=0, attackers=["Matsu Berserker", "Deathseeker"])
    s.pick("Endless Plains")
    assert s.game.pending.player == 0
    s.pick("For Greater Glory")
    assert s.card("Matsu Berserker").fate == 1 and s.card("Deathseeker").fate == 1



# ------------------------------------------------------------------ Guidance of the Ancestors
def _guidance(fate):
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], fate=fate, hand=["Fine Katana"],  # keeps windows open
              conflict_deck=["Fine Katana"] * 5 + ["Guidance of the Ancestors"])
    s.player(1)
    start(s, "2.w", ("Guidance of the Ancestors", 0, "conflict_discard"))
    return s


@pytest.mark.covers("Guidance of the Ancestors", "a1:effect")
def test_guidance_of_the_ancestors_played_from_the_discard_pile():
    """Action: play it from the conflict discard pile -- its cost is paid and
    it attaches, giving its host +1/+1 (Rules Reference "Attachment Cards")."""
    s = _guidance(fate=2)
    st = s.state
    guid = s.card("Guidance of the Ancestors", 0)
    berserker = s.card("Matsu Berserker")
    before = skill(st, berserker, "military")
    s.pick("Guidance of the Ancestors")
    assert guid.zone == "attached" and guid.attached_to == berserker.uid
    assert st.players[0].fate == 1
    assert skill(st, berserker, "military") == before + 1


@pytest.mark.covers("Guidance of the Ancestors", "a1:condition")
@pytest.mark.ruling(94, "Guidance of the Ancestors")
def test_guidance_of_the_ancestors_ruling_cannot_use_without_the_fate_to_pay():
    """Ruling: it cannot be triggered from the discard pile if its cost
    cannot be paid (Rules Reference "Play and Put into Play": a played card's
    cost must be paid)."""
    s = _guidance(fate=0)
    assert not any("Guidance" in o.label for o in action_options(s.game, 0))
    s.state.players[0].fate = 1
    assert any("Guidance" in o.label for o in action_options(s.game, 0))


@pytest.mark.ruling(95, "Guidance of the Ancestors")
def test_guidance_of_the_ancestors_ruling_leaving_play_resets_the_limit():
    """Rulings: it is bound by the once-per-round limit (a cancelled use still
    counts), but once played from the pile and discarded from play it is a
    new instance that may be played from the pile again the same round
    (Rules Reference "Limits of Triggered Abilities")."""
    s = _guidance(fate=3)
    st = s.state
    guid = s.card("Guidance of the Ancestors", 0)
    s.pick("Guidance of the Ancestors")
    assert guid.zone == "attached"
    happen(s, ev("leaves_play", card=guid.uid, reason="discarded"))  # e.g. Let Go
    assert guid.zone == "conflict_discard"
    s.pick("Guidance of the Ancestors")
    assert guid.zone == "attached" and st.players[0].fate == 1

@pytest.mark.ruling(95, "Guidance of the Ancestors")
def test_guidance_of_the_ancestors_ruling_a_cancelled_use_still_counts_hida_kisada():
    """Ruling: the once-per-round limit holds even when Hida Kisada cancels
    the ability: it cannot be used again this round (Rules Reference "Limits
    of Triggered Abilities": a cancelled ability was still used)."""
    s = conflict(["Matsu Berserker"], ["Hida Kisada"], attackers=["Matsu Berserker"],
                 defenders=["Hida Kisada"],
                 p0=dict(fate=2, hand=["Fine Katana"], conflict_deck=["Fine Katana"] * 5 +
                         ["Guidance of the Ancestors"]))
    start(s, "3.2.2", ("Guidance of the Ancestors", 0, "conflict_discard"))
    s.pass_()
    guid = s.card("Guidance of the Ancestors", 0)
    s.pick("Guidance of the Ancestors")
    assert any("Hida Kisada cancels" in line for line in s.log)
    assert guid.zone == "conflict_discard" and s.state.players[0].fate == 2
    if s.game.pending.player == 1:
        s.pass_()
    s.assert_not_legal("Guidance of the Ancestors")



# ------------------------------------------------------------------ Honored Blade
@pytest.mark.covers("Honored Blade", "a1:effect", "a1:trigger")
def test_honored_blade_gain_1_honor_when_the_host_wins():
    """Rules Reference "Reactions" (after the attached character wins; "Attachment Cards")."""
    s = conflict([dict(name="Matsu Berserker", attachments=["Honored Blade"])], [],
                 attackers=["Matsu Berserker"])
    s.start("3.2.3")
    s.pick("Honored Blade")
    assert s.state.players[0].honor == 11


@pytest.mark.covers("Honored Blade", "a1:when")
def test_honored_blade_not_when_the_host_stayed_home():
    """Rules Reference "Participating": a host at home did not win the conflict."""
    s = conflict([dict(name="Matsu Berserker", attachments=["Honored Blade"]), "Akodo Toturi"], [],
                 attackers=["Akodo Toturi"])
    s.start("3.2.3")
    assert "Honored Blade" not in " ".join(s.legal())


@pytest.mark.covers("Honored Blade", "a1:when")
def test_honored_blade_not_when_the_host_loses():
    """Card text: "after attached character wins a conflict": its host taking part on the
    losing side gives nothing."""
    s = conflict(["Akodo Toturi"], [dict(name="Matsu Berserker", attachments=["Honored Blade"])],
                 attackers=["Akodo Toturi"], defenders=["Matsu Berserker"])
    s.start("3.2.3")
    finish_conflict(s, never="Honored Blade")
    assert s.state.players[1].honor == 10


@pytest.mark.covers("Honored Blade", "a1:limit")
def test_honored_blade_once_per_round_a_second_win_does_not_trigger():
    """Rules Reference "Triggered Abilities" (once per round by default): its host winning a
    second conflict the same round (here on defense) gives no second honor."""
    s = conflict([dict(name="Matsu Berserker", attachments=["Honored Blade"])], ["Eager Scout"],
                 attackers=["Matsu Berserker"])
    s.start("3.2.3")
    s.pick("Honored Blade")
    assert s.state.players[0].honor == 11
    until_declared(s, "declare_conflict")
    assert s.game.pending.player == 1
    s.card("Matsu Berserker").bowed = False  # ready again to defend
    s.declare("military", "fire", province=0, attackers=["Eager Scout"])
    s.pick_many("Matsu Berserker")
    finish_conflict(s, never="Honored Blade")
    assert sum("Player 1 wins the conflict" in line for line in s.log) == 2
    assert sum("uses Honored Blade" in line for line in s.log) == 1


@pytest.mark.covers("Honored Blade", "keyword:restricted")
def test_honored_blade_restricted_counts_toward_the_two_restricted_attachments():
    """Rules Reference "Restricted": with Honored Blade and a Fine Katana, a third restricted
    attachment makes its controller discard one of the three."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", attachments=["Honored Blade", "Fine Katana"])],
             hand=["Ornate Fan"], fate=3)
    s.player(1)
    s.start("dynasty")
    s.pick("Play Ornate Fan")
    assert s.game.pending.context == "restricted"
    assert sorted(s.legal()) == ["Discard Fine Katana", "Discard Honored Blade", "Discard Ornate Fan"]
    s.pick("Discard Honored Blade")
    assert s.card("Honored Blade").zone == "conflict_discard"


# ------------------------------------------------------------------ Honored General
@pytest.mark.covers("Honored General", "a1:effect", "a1:condition")
def test_honored_general_other_participating_lion_get_plus_1_military():
    """Rules Reference "Constant Abilities": active only while its condition holds."""
    s = conflict(["Honored General", "Matsu Berserker", "Akodo Toturi", "Eager Scout", "Deathseeker"], [],
                 attackers=["Honored General", "Matsu Berserker", "Eager Scout"])
    s.build()
    st = s.state
    assert skill(st, s.card("Matsu Berserker"), "military") == 3 + 1
    assert skill(st, s.card("Honored General"), "military") == 3  # "each other"
    assert skill(st, s.card("Eager Scout"), "military") == 0  # not Lion
    assert skill(st, s.card("Deathseeker"), "military") == 2  # at home
    st.conflict.attackers.remove(s.uid("Honored General"))  # the General goes home: no bonus
    assert skill(st, s.card("Matsu Berserker"), "military") == 3


@pytest.mark.covers("Honored General", "a2:effect", "a2:trigger")
def test_honored_general_is_honored_when_it_enters_play():
    """Rules Reference "Reactions", "Honored Status Token"."""
    s = Scenario(first_player=0)
    s.player(0, fate=5, provinces=[dict(name="Ancestral Lands", cards=["Honored General"])] + SAFE[1:])
    s.player(1)
    s.start("1.4")
    s.pick("Play Honored General")
    s.pick("0 fate")
    s.pick("Honored General: honor it")
    assert s.card("Honored General").status == 1


@pytest.mark.covers("Honored General", "a1:effect")
def test_honored_general_not_the_opponents_lion_characters():
    """Card text: "each other participating Lion character you control": an opponent's
    participating Lion character gets nothing."""
    s = conflict(["Honored General", "Matsu Berserker"], ["Deathseeker"],
                 attackers=["Honored General", "Matsu Berserker"], defenders=["Deathseeker"])
    s.build()
    st = s.state
    assert skill(st, s.card("Matsu Berserker"), "military") == 3 + 1
    assert skill(st, s.card("Deathseeker"), "military") == 2


@pytest.mark.covers("Honored General", "a2:limit")
def test_honored_general_limit_is_per_copy_two_copies_are_each_honored():
    """Rules Reference "Triggered Abilities" (the limit is per copy; see Akodo Gunsō): two
    Honored Generals entering play the same round are each honored."""
    s = Scenario(first_player=0)
    s.player(0, fate=10, provinces=[dict(name="Ancestral Lands", cards=["Honored General"]),
                                    dict(name="Entrenched Position", cards=["Honored General"]), *SAFE[2:]])
    s.player(1)
    s.start("1.4")
    for _ in range(2):
        until(s, "dynasty")
        s.pick("Play Honored General")
        s.pick("0 fate")
        s.assert_legal("Honored General: honor it", context="trigger")
        s.pick("Honored General: honor it")
    generals = [s.state.cards[u] for u in s.state.players[0].play]
    assert [c.status for c in generals if c.cid == "01-honored-general"] == [1, 1]


# ------------------------------------------------------------------ Ikoma Eiji
def _eiji(ctype="political", **p1):
    s = conflict(["Akodo Toturi"], ["Ikoma Eiji"], type=ctype, attackers=["Akodo Toturi"],
                 defenders=["Ikoma Eiji"] if ctype == "political" else [],
                 p1=dict(dynasty_deck=["Eager Scout"] * 4 + ["Matsu Berserker", "Akodo Toturi",
                                                              "Doji Whisperer"], **p1))
    start(s, "3.2.3", ("Matsu Berserker", 1, "dynasty_discard"), ("Akodo Toturi", 1, "dynasty_discard"),
          ("Doji Whisperer", 1, "dynasty_discard"))
    return s


@pytest.mark.covers("Ikoma Eiji", "a1:effect", "a1:trigger", "a1:target")
def test_ikoma_eiji_puts_a_cheap_bushi_into_play_after_losing_a_political_conflict():
    """Rules Reference "Play and Put into Play": no cost is paid; "Target": only cards meeting
    every requirement."""
    s = _eiji()
    s.pick("Ikoma Eiji")
    labels = s.legal()
    assert any("Matsu Berserker" in x for x in labels)
    assert not any("Akodo Toturi" in x for x in labels)  # printed cost 5
    assert not any("Doji Whisperer" in x for x in labels)  # not a Bushi
    fate = s.state.players[1].fate
    s.pick("Matsu Berserker")
    berserker = s.card("Matsu Berserker", 1)
    assert berserker.zone == "play" and berserker.controller == 1
    assert s.state.players[1].fate == fate  # put into play: no cost


@pytest.mark.ruling(112, "Ikoma Eiji")
def test_ikoma_eiji_ruling_not_into_the_conflict():
    """Ruling: Eiji cannot put the character straight into the conflict
    (Rules Reference "Play and Put into Play": at home unless told otherwise)."""
    s = _eiji()
    s.pick("Ikoma Eiji")
    s.pick("Matsu Berserker")
    u = s.uid("Matsu Berserker", 1)
    assert s.state.conflict is not None and u not in s.state.conflict.defenders


@pytest.mark.covers("Ikoma Eiji", "a1:target", "a1:when")
def test_ikoma_eiji_from_a_province_refills_it_and_not_after_military_losses():
    """Rules Reference "Refill a Province" (after the reactions, facedown); "Reactions": a military
    loss is not its trigger."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Akodo Toturi"])
    s.player(1, characters=["Ikoma Eiji"],
             provinces=[dict(name="Ancestral Lands", cards=["Deathseeker"])] + SAFE[1:])
    s.conflict(attacker=0, type="political", ring="air", province=1, attackers=["Akodo Toturi"])
    s.start("3.2.3")
    s.pick("Ikoma Eiji")
    s.pick("Deathseeker")
    assert s.card("Deathseeker").zone == "play"
    assert len(s.state.players[1].province_cards[0]) == 1  # refilled (facedown)
    assert s.state.cards[s.state.players[1].province_cards[0][0]].facedown
    s2 = conflict(["Akodo Toturi"], ["Ikoma Eiji"], type="military", attackers=["Akodo Toturi"],
                  p1=dict(provinces=[dict(name="Ancestral Lands", cards=["Deathseeker"])] + SAFE[1:]))
    s2.start("3.2.3")
    assert "Ikoma Eiji" not in " ".join(s2.legal())


@pytest.mark.covers("Ikoma Eiji", "a1:target")
def test_ikoma_eiji_not_from_the_opponents_dynasty_discard_pile_nor_facedown():
    """Card text: "from your dynasty discard pile or provinces": a Bushi in the opponent's
    dynasty discard pile is no target, nor a facedown card in a province (Rules Reference
    "Facedown cards": it has no known traits)."""
    s = conflict(["Akodo Toturi"], ["Ikoma Eiji"], type="political", attackers=["Akodo Toturi"],
                 defenders=["Ikoma Eiji"], p0=dict(dynasty_discard=["Deathseeker"]),
                 p1=dict(dynasty_discard=["Matsu Berserker"],
                         provinces=[SAFE[0], dict(name=SAFE[1], cards=[dict(name="Deathseeker", facedown=True)]),
                                    *SAFE[2:]]))
    s.start("3.2.3")
    s.pick("Ikoma Eiji")
    s.assert_legal("Matsu Berserker", context="target")
    s.assert_not_legal("Deathseeker", context="target")
    s.assert_not_legal("facedown", context="target")


@pytest.mark.covers("Ikoma Eiji", "a1:when")
def test_ikoma_eiji_not_after_winning_a_political_conflict():
    """Card text: "after you lose a political conflict": winning one is not its trigger."""
    s = conflict(["Ikoma Eiji"], ["Doji Whisperer"], type="political", attackers=["Ikoma Eiji"],
                 p0=dict(dynasty_discard=["Matsu Berserker"]))
    s.start("3.2.3")
    assert any("Player 1 wins the conflict" in line for line in s.log)
    finish_conflict(s, never="Ikoma Eiji")
    assert s.card("Matsu Berserker").zone == "dynasty_discard"


@pytest.mark.covers("Ikoma Eiji", "a1:limit")
def test_ikoma_eiji_once_per_round_a_second_political_loss_does_not_trigger():
    """Rules Reference "Triggered Abilities" (once per round by default): losing a second
    political conflict the same round (here as the attacker) does not trigger it again."""
    s = conflict(["Akodo Toturi", "Doji Whisperer"], ["Ikoma Eiji"], type="political",
                 attackers=["Akodo Toturi"], defenders=["Ikoma Eiji"],
                 p1=dict(dynasty_discard=["Deathseeker", "Matsu Berserker"]))
    s.start("3.2.3")
    s.pick("Ikoma Eiji")
    s.pick("Matsu Berserker")
    until_declared(s, "declare_conflict", player=0)
    s.card("Ikoma Eiji").bowed = False  # ready again to attack
    s.card("Akodo Toturi").bowed = False
    s.pick("Pass this conflict opportunity")
    until_declared(s, "declare_conflict", player=1)
    s.declare("political", "fire", province=0, attackers=["Ikoma Eiji"])
    s.pick_many("Akodo Toturi", "Doji Whisperer")  # 6 against 3
    finish_conflict(s, never="Ikoma Eiji")
    assert sum("Player 1 wins the conflict" in line for line in s.log) == 2  # two political losses
    assert sum("uses Ikoma Eiji" in line for line in s.log) == 1
    assert s.card("Deathseeker").zone == "dynasty_discard"  # still a legal target, not offered


# ------------------------------------------------------------------ Ikoma Prodigy
@pytest.mark.covers("Ikoma Prodigy", "a1:effect", "a1:trigger")
def test_ikoma_prodigy_gains_1_honor_after_fate_is_placed_on_it():
    """Rules Reference "Reactions", "Fate"."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Ikoma Prodigy", "Doji Whisperer"])
    s.player(1)
    s.start("2.w")
    happen(s, ev("place_fate", card=s.uid("Ikoma Prodigy"), amount=1))
    s.pick("Ikoma Prodigy")
    assert s.state.players[0].honor == 11
    assert s.card("Ikoma Prodigy").fate == 1



@pytest.mark.covers("Ikoma Prodigy", "a1:when")
def test_ikoma_prodigy_not_for_fate_on_another_character():
    """Rules Reference "Reactions": fate placed on another character is not its trigger."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Ikoma Prodigy", "Doji Whisperer"], hand=["Fine Katana"])
    s.player(1)
    s.start("2.w")
    happen(s, ev("place_fate", card=s.uid("Doji Whisperer"), amount=1))
    assert s.game.pending.context != "trigger"
    assert s.state.players[0].honor == 10


@pytest.mark.covers("Ikoma Prodigy", "a1:trigger", "a1:when")
def test_ikoma_prodigy_fate_moved_onto_it_counts_as_placed():
    """Rules Reference "Fate" and "Move": fate moved onto it from another card is fate placed on
    it, so it gains 1 honor."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Ikoma Prodigy", dict(name="Doji Whisperer", fate=2)], hand=["Fine Katana"])
    s.player(1)
    s.start("2.w")
    happen(s, ev("move_fate", card=s.uid("Doji Whisperer"), to_card=s.uid("Ikoma Prodigy"), amount=1))
    assert s.card("Ikoma Prodigy").fate == 1
    s.pick("Ikoma Prodigy")
    assert s.state.players[0].honor == 11


@pytest.mark.covers("Ikoma Prodigy", "a1:limit")
def test_ikoma_prodigy_once_per_round_fate_placed_again_gives_nothing():
    """Rules Reference "Triggered Abilities" (once per round by default): fate placed on it a
    second time the same round does not trigger it again."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Ikoma Prodigy"], hand=["Fine Katana"])
    s.player(1)
    s.start("2.w")
    prodigy = s.uid("Ikoma Prodigy")
    happen(s, ev("place_fate", card=prodigy, amount=1))
    s.pick("Ikoma Prodigy")
    happen(s, ev("place_fate", card=prodigy, amount=1))
    assert s.card("Ikoma Prodigy").fate == 2
    s.assert_not_legal("Ikoma Prodigy", player=0)
    assert s.state.players[0].honor == 11


# ------------------------------------------------------------------ Kitsu Spiritcaller
def _spiritcaller(**p0):
    s = conflict(["Kitsu Spiritcaller", "Eager Scout"], ["Doji Whisperer"], attackers=["Eager Scout"],
                 defenders=["Doji Whisperer"],
                 p0=dict(dynasty_deck=["Eager Scout"] * 8 + ["Akodo Toturi", "Venerable Historian"],
                         hand=["Fine Katana"],  # keeps the action window after the conflict open
                         conflict_deck=["Fine Katana"] * 3 + ["Master of the Spear"], **p0))
    start(s, "3.2.2", ("Akodo Toturi", 0, "dynasty_discard"), ("Venerable Historian", 0, "dynasty_discard"),
          ("Master of the Spear", 0, "conflict_discard"))
    s.pass_()  # the defender acts first
    return s


@pytest.mark.covers("Kitsu Spiritcaller", "a1:effect", "a1:target", "a1:cost", "a1:then")
def test_kitsu_spiritcaller_brings_a_discarded_character_into_the_conflict_then_to_the_deck_bottom():
    """Action: bow it -- a character from either discard pile enters play in
    the conflict; if still in play when the conflict ends, it goes to the
    bottom of its deck (Rules Reference "Delayed Effects")."""
    s = _spiritcaller()
    s.pick("Kitsu Spiritcaller")
    labels = s.legal()
    assert any("Master of the Spear" in x for x in labels)  # conflict discard pile too
    assert not any("Venerable Historian" in x for x in labels)  # a dash: not into a military conflict
    s.pick("Akodo Toturi")
    toturi = s.card("Akodo Toturi", 0)
    st = s.state
    assert s.card("Kitsu Spiritcaller").bowed
    assert toturi.zone == "play" and toturi.uid in st.conflict.attackers and not toturi.bowed
    finish_conflict(s)
    assert toturi.zone == "dynasty_deck" and st.players[0].dynasty_deck[0] == toturi.uid  # the bottom


@pytest.mark.covers("Kitsu Spiritcaller", "a1:condition")
def test_kitsu_spiritcaller_only_during_a_conflict():
    """Rules Reference "Play Restrictions and Permissions" ("during a conflict"):
    with a character in its discard pile, not offered outside a conflict.
    Dropping the condition alone is unobservable, as the character must be able
    to enter a conflict; narrowing it to one type fails
    test_kitsu_spiritcaller_during_a_conflict_of_either_type."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Kitsu Spiritcaller"], hand=["Fine Katana"],
              dynasty_deck=["Eager Scout"] * 3 + ["Akodo Toturi"])
    s.player(1)
    start(s, "2.w", ("Akodo Toturi", 0, "dynasty_discard"))
    s.assert_not_legal("Kitsu Spiritcaller")


def test_kitsu_spiritcaller_a_character_gone_before_the_end_stays_gone():
    """Rules Reference "Delayed Effects", "Leaves Play": a card that left play is a new instance,
    no longer "that character"."""
    s = _spiritcaller()
    s.pick("Kitsu Spiritcaller")
    s.pick("Akodo Toturi")
    toturi = s.card("Akodo Toturi", 0)
    happen(s, ev("leaves_play", card=toturi.uid, reason="discarded"))
    finish_conflict(s)
    assert toturi.zone == "dynasty_discard"


@pytest.mark.covers("Kitsu Spiritcaller", "a1:cost")
def test_kitsu_spiritcaller_bowed_cannot_pay_its_bow_cost():
    """Rules Reference "Costs": a bowed Spiritcaller cannot bow to pay, so it is not offered."""
    s = _spiritcaller()
    s.assert_legal("Kitsu Spiritcaller", context="conflict_action", player=0)
    s.card("Kitsu Spiritcaller").bowed = True
    assert not any("Kitsu Spiritcaller" in o.label for o in action_options(s.game, 0))


@pytest.mark.covers("Kitsu Spiritcaller", "a1:target")
def test_kitsu_spiritcaller_not_from_the_opponents_discard_piles():
    """Card text: "a character in one of your discard piles": the opponent's are not offered."""
    s = conflict(["Kitsu Spiritcaller", "Eager Scout"], ["Doji Whisperer"], attackers=["Eager Scout"],
                 defenders=["Doji Whisperer"], p0=dict(dynasty_discard=["Matsu Berserker"]),
                 p1=dict(dynasty_discard=["Deathseeker"], conflict_discard=["Master of the Spear"]))
    s.start("3.2.2")
    s.pass_()
    s.pick("Kitsu Spiritcaller")
    s.assert_legal("Matsu Berserker", context="target")
    s.assert_not_legal("Deathseeker", context="target")
    s.assert_not_legal("Master of the Spear", context="target")


# ------------------------------------------------------------------ Lion's Pride Brawler
@pytest.mark.covers("Lion's Pride Brawler", "a1:effect", "a1:target")
def test_lions_pride_brawler_bows_a_character_no_stronger_than_itself():
    """Rules Reference "Target" and "Dash (-)": a dash counts as 0 where a number is needed."""
    s = conflict(["Lion's Pride Brawler"], ["Matsu Berserker", "Akodo Toturi", "Political Rival"],
                 attackers=["Lion's Pride Brawler"], defenders=["Matsu Berserker", "Akodo Toturi"])
    s.start("3.2.2")
    s.pass_()
    s.pick("Lion's Pride Brawler")
    labels = s.legal()
    assert "Matsu Berserker" in labels  # 3 = 3
    assert "Political Rival" in labels  # a dash counts as 0
    assert "Akodo Toturi" not in labels  # 6 > 3
    s.pick("Matsu Berserker")
    assert s.card("Matsu Berserker").bowed


@pytest.mark.covers("Lion's Pride Brawler", "a1:condition")
def test_lions_pride_brawler_only_while_attacking():
    """Rules Reference "Play Restrictions and Permissions" ("while attacking")."""
    s = conflict(["Akodo Toturi"], ["Lion's Pride Brawler", "Eager Scout"], attackers=["Akodo Toturi"],
                 defenders=["Lion's Pride Brawler"])
    s.start("3.2.2")
    s.assert_not_legal("Lion's Pride Brawler")


# ------------------------------------------------------------------ Master of the Spear
@pytest.mark.covers("Master of the Spear", "a1:effect", "a1:target")
def test_master_of_the_spear_the_opponent_chooses_whom_to_send_home():
    """Rules Reference "Target" (the card names who chooses), "Home, Move Home": it keeps its
    bowed/ready state."""
    s = conflict(["Master of the Spear"], ["Matsu Berserker", "Doji Whisperer"],
                 attackers=["Master of the Spear"], defenders=["Matsu Berserker", "Doji Whisperer"])
    s.start("3.2.2")
    s.pass_()
    s.pick("Master of the Spear")
    d = s.game.pending
    assert d.player == 1 and d.context == "target"  # the opponent chooses the target
    assert sorted(s.legal()) == ["Doji Whisperer", "Matsu Berserker"]
    s.pick("Doji Whisperer")
    st = s.state
    assert st.conflict.defenders == [s.uid("Matsu Berserker")]
    assert s.card("Doji Whisperer").zone == "play" and not s.card("Doji Whisperer").bowed


@pytest.mark.covers("Master of the Spear", "a1:condition")
def test_master_of_the_spear_needs_a_participating_opponent_and_to_be_attacking():
    """Rules Reference "Target": no eligible target, no initiation; "while attacking"."""
    s = conflict(["Master of the Spear"], ["Matsu Berserker"], attackers=["Master of the Spear"],
                 p0=dict(hand=["Fine Katana"]))
    s.start("3.2.2")
    s.assert_not_legal("Master of the Spear")  # no defender to send home
    s2 = conflict(["Matsu Berserker"], ["Master of the Spear"], attackers=["Matsu Berserker"],
                  defenders=["Master of the Spear"])
    s2.start("3.2.2")
    s2.assert_not_legal("Master of the Spear")


@pytest.mark.covers("Master of the Spear", "a1:target")
def test_master_of_the_spear_not_an_opponents_character_at_home():
    """Card text: "a participating character he or she controls": the opponent's characters at
    home and the attacker's own participants cannot be chosen."""
    s = conflict(["Master of the Spear", "Matsu Berserker"], ["Doji Whisperer", "Akodo Toturi"],
                 attackers=["Master of the Spear", "Matsu Berserker"], defenders=["Doji Whisperer"])
    s.start("3.2.2")
    s.pass_()
    s.pick("Master of the Spear")
    assert s.legal() == ["Doji Whisperer"]
    s.assert_not_legal("Akodo Toturi", context="target", player=1)


# ------------------------------------------------------------------ Matsu Beiona
def _beiona(bushi):
    s = Scenario(first_player=0)
    s.player(0, fate=5, characters=bushi,
             provinces=[dict(name="Ancestral Lands", cards=["Matsu Beiona"])] + SAFE[1:])
    s.player(1)
    s.start("1.4")
    s.pick("Play Matsu Beiona")
    s.pick("0 fate")
    return s


@pytest.mark.covers("Matsu Beiona", "a1:effect", "a1:trigger")
def test_matsu_beiona_two_fate_with_three_other_bushi():
    """Rules Reference "Reactions" with an "if" condition."""
    s = _beiona(["Matsu Berserker", "Deathseeker", "Eager Scout", "Doji Whisperer"])
    s.pick("Matsu Beiona")
    assert s.card("Matsu Beiona").fate == 2


@pytest.mark.covers("Matsu Beiona", "a1:condition")
def test_matsu_beiona_nothing_with_two_other_bushi():
    """Rules Reference "Triggered Abilities": the condition must hold."""
    s = _beiona(["Matsu Berserker", "Deathseeker", "Doji Whisperer"])
    assert s.game.pending.context != "trigger"  # no reaction offered: the game moved on
    assert s.card("Matsu Beiona").fate == 0


@pytest.mark.covers("Matsu Beiona", "a1:limit")
def test_matsu_beiona_limit_is_per_instance_back_in_play_it_reacts_again():
    """Rules Reference "Triggered Abilities" (the limit is per card instance; see Akodo Gunsō;
    Beiona is unique, so per instance rather than per copy): discarded and put back into play
    the same round, it is a new instance and gets its 2 fate again."""
    s = Scenario(first_player=0)
    s.player(0, fate=10, characters=["Matsu Berserker", "Deathseeker", "Akodo Gunsō"],
             provinces=[dict(name="Ancestral Lands", cards=["Matsu Beiona"]), *SAFE[1:]])
    s.player(1)
    s.start("1.4")
    s.pick("Play Matsu Beiona")
    s.pick("0 fate")
    s.pick("Matsu Beiona")
    beiona = s.card("Matsu Beiona")
    assert beiona.fate == 2
    happen(s, ev("leaves_play", card=beiona.uid, reason="discarded"))
    assert beiona.zone == "dynasty_discard"
    happen(s, ev("enter_play", card=beiona.uid, player=0, host=-1, played=False))  # a new instance
    s.assert_legal("Matsu Beiona", context="trigger")
    s.pick("Matsu Beiona")
    assert beiona.zone == "play" and beiona.fate == 2


# ------------------------------------------------------------------ Obstinate Recruit
def test_obstinate_recruit_discarded_once_an_opponent_is_more_honorable():
    """Constant ability (Rules Reference "Constant Abilities"): the moment an
    opponent has more honor, it is discarded."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Obstinate Recruit"], hand=["Fine Katana"], honor=10)
    s.player(1, honor=10)
    s.start("2.w")
    assert s.card("Obstinate Recruit").zone == "play"  # equally honorable: it stays
    happen(s, ev("lose_honor", player=0, amount=1))
    assert s.card("Obstinate Recruit").zone == "dynasty_discard"


@pytest.mark.ruling(170, "Obstinate Recruit")
def test_obstinate_recruit_ruling_played_while_less_honorable_is_discarded_at_once():
    """Ruling: it can be played while you are less honorable, but is then
    immediately discarded (Rules Reference "Constant Abilities")."""
    s = Scenario(first_player=0)
    s.player(0, honor=8, provinces=[dict(name="Ancestral Lands", cards=["Obstinate Recruit"])] + SAFE[1:])
    s.player(1, honor=10)
    s.start("1.4")
    s.pick("Play Obstinate Recruit")
    assert s.card("Obstinate Recruit").zone == "dynasty_discard"


# ------------------------------------------------------------------ Ready for Battle
@pytest.mark.covers("Ready for Battle", "a1:effect", "a1:trigger")
def test_ready_for_battle_readies_after_an_opponents_card_bows_it():
    """Rules Reference "Reactions", "Event Cards"."""
    s = conflict(["Lion's Pride Brawler"], ["Matsu Berserker"], attackers=["Lion's Pride Brawler"],
                 defenders=["Matsu Berserker"], p1=dict(hand=["Ready for Battle"]))
    s.start("3.2.2")
    s.pass_()
    s.pick("Lion's Pride Brawler")
    s.pick("Matsu Berserker")
    assert s.game.pending.player == 1 and s.game.pending.context == "trigger"
    s.pick("Ready for Battle")
    assert not s.card("Matsu Berserker").bowed
    assert s.card("Ready for Battle").zone == "conflict_discard"


@pytest.mark.covers("Ready for Battle", "a1:when")
def test_ready_for_battle_after_a_ring_effect_bows_it():
    """Rules Reference "Ring Effects" (water: bow a character with no fate)."""
    s = conflict(["Akodo Toturi"], ["Matsu Berserker"], ring="water", attackers=["Akodo Toturi"],
                 p1=dict(hand=["Ready for Battle"]))
    s.start("3.2.3")
    until(s, "ring_effect")
    s.pick("Bow Matsu Berserker")
    assert s.game.pending.context == "trigger" and s.game.pending.player == 1
    s.pick("Ready for Battle")
    assert not s.card("Matsu Berserker").bowed


@pytest.mark.covers("Ready for Battle", "a1:when")
def test_ready_for_battle_not_after_your_own_effect_or_conflict_resolution():
    """Rules Reference 3.2.8 (bowing at conflict resolution is no card effect) and "Reactions"."""
    s = conflict(["Lion's Pride Brawler", "Matsu Berserker"], [],
                 attackers=["Lion's Pride Brawler", "Matsu Berserker"],
                 p0=dict(hand=["Ready for Battle", "Fine Katana"]))
    s.start("3.2.2")
    s.pick("Lion's Pride Brawler")
    s.pick("Matsu Berserker")  # your own card bows your character
    assert s.card("Matsu Berserker").bowed
    assert s.game.pending is None or s.game.pending.context != "trigger"
    st = s.state
    while st.conflict is not None and s.game.pending is not None:  # 3.2.8 bows the attackers
        assert not any("Ready for Battle" in x for x in s.legal())
        s.pick(s.game.pending.options[-1].id)
    assert s.card("Lion's Pride Brawler").bowed


@pytest.mark.covers("Ready for Battle", "a1:when")
def test_ready_for_battle_not_when_the_bowed_character_is_not_yours():
    """Card text: "bows a character you control": a ring effect bowing the opponent's
    character offers nothing to the player who holds Ready for Battle."""
    s = conflict(["Akodo Toturi"], ["Matsu Berserker"], ring="water", attackers=["Akodo Toturi"],
                 p0=dict(hand=["Ready for Battle"]))
    s.start("3.2.3")
    until(s, "ring_effect")
    s.pick("Bow Matsu Berserker")
    assert s.card("Matsu Berserker").bowed
    finish_conflict(s, never="Ready for Battle")
    assert s.card("Ready for Battle").zone == "hand"


@pytest.mark.covers("Ready for Battle", "a1:limit")
def test_ready_for_battle_limit_is_per_copy_a_second_copy_readies_again():
    """Rules Reference "Triggered Abilities" (the limit is per copy; see Akodo Gunsō): a second
    copy readies a second character the same round (a card effect, then a ring effect)."""
    s = conflict(["Lion's Pride Brawler"], ["Matsu Berserker", "Doji Whisperer"], ring="water",
                 attackers=["Lion's Pride Brawler"], defenders=["Matsu Berserker"],
                 p1=dict(hand=["Ready for Battle", "Ready for Battle"]))
    s.start("3.2.2")
    s.pass_()
    s.pick("Lion's Pride Brawler")
    s.pick("Matsu Berserker")
    s.pick("Ready for Battle")
    assert not s.card("Matsu Berserker").bowed
    until(s, "ring_effect")  # Brawler 3 against Berserker 3: the attacker wins
    s.pick("Bow Doji Whisperer")
    s.assert_legal("Ready for Battle", context="trigger", player=1)
    s.pick("Ready for Battle")
    assert not s.card("Doji Whisperer").bowed


# ------------------------------------------------------------------ Staging Ground
def _staging(cards):
    s = Scenario(first_player=0)
    s.player(0, hand=["Fine Katana"], characters=["Matsu Berserker"],
             provinces=[dict(name="Ancestral Lands", cards=["Staging Ground"])] +
                       [dict(name=n, cards=[dict(name=c, facedown=True)] if c else [])
                        for n, c in zip(SAFE[1:4], cards)] + [SAFE[4]])
    s.player(1)
    s.start("2.w")
    return s


@pytest.mark.covers("Staging Ground", "a1:effect", "a1:target")
def test_staging_ground_turns_up_to_two_facedown_cards_faceup():
    """Rules Reference "Target" ("up to X": zero only if that would change the game state),
    "Setup": facedown cards in provinces stay unknown."""
    s = _staging(["Akodo Toturi", "Deathseeker", "Doji Whisperer"])
    s.pick("Staging Ground")
    d = s.game.pending
    assert d.kind == "choose_many" and d.max == 2 and d.min == 1  # choosing none would change nothing
    assert all("facedown card" in x and "Toturi" not in x for x in s.legal())  # names stay hidden
    s.pick_many("province 2", "province 4")
    assert not s.card("Akodo Toturi").facedown and not s.card("Doji Whisperer").facedown
    assert s.card("Deathseeker").facedown


@pytest.mark.covers("Staging Ground", "a1:condition")
def test_staging_ground_needs_a_facedown_card():
    """Rules Reference "Triggered Abilities": its effect must be able to change the game state."""
    s = _staging([None, None, None])
    s.assert_not_legal("Staging Ground")


# ------------------------------------------------------------------ Stand Your Ground
@pytest.mark.covers("Stand Your Ground", "a1:effect", "a1:trigger")
def test_stand_your_ground_honored_character_stays_and_loses_its_status():
    """Replacement effect (Rules Reference "Replacement Effects"): instead of
    leaving play, the honored character's status token is discarded."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", status="honored"), "Doji Whisperer"],
             hand=["Stand Your Ground"])
    s.player(1)
    s.start("4.2")
    if s.game.pending.context == "discard_no_fate_order":
        s.pick("Matsu Berserker")
    s.pick("Stand Your Ground")
    b = s.card("Matsu Berserker")
    assert b.zone == "play" and b.status == 0
    assert s.card("Doji Whisperer").zone == "dynasty_discard"  # ordinary: no Stand Your Ground
    assert s.state.players[0].honor == 10  # no honored character left play


@pytest.mark.covers("Stand Your Ground", "a1:when")
def test_stand_your_ground_not_for_ordinary_or_opponents_characters():
    """Rules Reference "Interrupts": the condition names an honored character you control; 4.2
    discards proceed."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Doji Whisperer"], hand=["Stand Your Ground"])
    s.player(1, characters=[dict(name="Matsu Berserker", status="honored")])
    s.start("4.2")
    assert s.card("Doji Whisperer").zone == "dynasty_discard"
    assert s.card("Matsu Berserker").zone == "dynasty_discard"
    assert s.card("Stand Your Ground").zone == "hand"


@pytest.mark.covers("Stand Your Ground", "a1:when")
def test_stand_your_ground_not_for_a_dishonored_character():
    """Card text: "an honored character": a dishonored character of yours leaves play (4.2)."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", status="dishonored")],
             hand=["Stand Your Ground"])
    s.player(1)
    s.start("4.2")
    assert s.card("Matsu Berserker").zone == "dynasty_discard"
    assert s.card("Stand Your Ground").zone == "hand"


@pytest.mark.covers("Stand Your Ground", "a1:limit")
def test_stand_your_ground_limit_is_per_copy_a_second_copy_saves_another():
    """Rules Reference "Triggered Abilities" (the limit is per copy; see Akodo Gunsō): two
    copies save two honored characters the same round."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", status="honored"),
                            dict(name="Deathseeker", status="honored")],
             hand=["Stand Your Ground", "Stand Your Ground"])
    s.player(1)
    s.start("4.2")
    if s.game.pending.context == "discard_no_fate_order":
        s.pick("Matsu Berserker")
    s.pick("Stand Your Ground")
    s.assert_legal("Stand Your Ground", context="trigger", player=0)
    s.pick("Stand Your Ground")
    for name in ("Matsu Berserker", "Deathseeker"):
        assert s.card(name).zone == "play" and s.card(name).status == 0


@pytest.mark.ruling(209, "Stand Your Ground")
def test_stand_your_ground_ruling_prevents_a_sacrifice():
    """Ruling: Stand Your Ground can prevent a sacrifice (Rules Reference
    "Sacrifice": if the card does not leave play, the sacrifice is prevented)."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Matsu Berserker", status="honored")], hand=["Stand Your Ground"])
    s.player(1)
    s.start("2.w")
    happen(s, ev("leaves_play", card=s.uid("Matsu Berserker"), reason="sacrificed"))
    s.pick("Stand Your Ground")
    assert s.card("Matsu Berserker").zone == "play" and s.card("Matsu Berserker").status == 0


@pytest.mark.ruling(209, "Stand Your Ground")
def test_stand_your_ground_ruling_prevented_sacrifice_cost_stops_the_ability():
    """Ruling (and Rules Reference App. III, Reprieve; "Cost"): if a sacrifice
    paid as a cost is prevented, the cost is not paid and the ability does not
    initiate -- Deathseeker stays, and so does the character it would hit."""
    s = conflict([dict(name="Deathseeker", status="honored")], ["Akodo Toturi", "Eager Scout"],
                 attackers=["Deathseeker"], defenders=["Akodo Toturi"], p0=dict(hand=["Stand Your Ground"]))
    s.start("3.2.3")
    s.pick("Deathseeker")
    s.pick("Stand Your Ground")  # the sacrifice would happen: replaced
    assert s.card("Deathseeker").zone == "play" and s.card("Deathseeker").status == 0
    assert s.game.pending is None or s.game.pending.context != "target"
    assert s.card("Eager Scout").zone == "play" and s.card("Akodo Toturi").zone == "play"


def test_stand_your_ground_cannot_stop_a_constant_ability_discard():
    """Rules Reference "Constant Abilities": interrupts cannot replace or
    prevent a constant ability making a card leave play (Obstinate Recruit)."""
    s = Scenario(first_player=0)
    s.player(0, characters=[dict(name="Obstinate Recruit", status="honored")],
             hand=["Stand Your Ground", "Fine Katana"], honor=10)
    s.player(1, honor=10)
    s.start("2.w")
    happen(s, ev("lose_honor", player=0, amount=2))
    assert s.card("Obstinate Recruit").zone == "dynasty_discard"
    assert s.card("Stand Your Ground").zone == "hand"


# ------------------------------------------------------------------ Steadfast Samurai
@pytest.mark.covers("Steadfast Samurai", "a1:effect", "a1:trigger")
def test_steadfast_samurai_survives_the_fate_phase_with_5_more_honor():
    """Forced reaction when the fate phase begins: it cannot be discarded
    (step 4.2) nor lose fate (step 4.3) this phase; the effect then expires
    (Rules Reference "Forced", "Lasting Effects", "Cannot")."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Steadfast Samurai"], honor=15)
    s.player(1, honor=10)
    s.start("fate")
    assert s.card("Steadfast Samurai").zone == "play"  # no fate, yet not discarded (4.2)
    assert not any(e.get("type") == "cannot" for e in s.state.lasting)  # "this phase" only
    s2 = Scenario(first_player=0)
    s2.player(0, characters=[dict(name="Steadfast Samurai", fate=1)], honor=15)
    s2.player(1, honor=10)
    s2.start("fate")
    assert s2.card("Steadfast Samurai").fate == 1  # no fate removed (4.3)


@pytest.mark.covers("Steadfast Samurai", "a1:condition")
def test_steadfast_samurai_needs_5_more_honor():
    """Rules Reference "Forced", "Triggered Abilities": its condition must hold; 4.2 discards it."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Steadfast Samurai"], honor=14)
    s.player(1, honor=10)
    s.start("fate")
    assert s.card("Steadfast Samurai").zone == "dynasty_discard"


@pytest.mark.covers("Steadfast Samurai", "a1:when")
def test_steadfast_samurai_not_when_another_phase_begins():
    """Card text: "after the fate phase begins": the conflict phase beginning creates no
    protection."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Steadfast Samurai"], honor=15)
    s.player(1, honor=10)
    s.start("conflict")
    assert s.game.pending is not None and s.state.phase == "conflict"
    assert not any(e.get("type") == "cannot" for e in s.state.lasting)
    assert not any("Steadfast Samurai" in line for line in s.log)


@pytest.mark.covers("Steadfast Samurai", "a1:limit")
def test_steadfast_samurai_limit_is_per_copy_two_copies_both_stay():
    """Rules Reference "Forced", "Triggered Abilities" (the limit is per copy; see Akodo
    Gunsō): two copies are both protected in the same fate phase."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Steadfast Samurai", "Steadfast Samurai"], honor=15)
    s.player(1, honor=10)
    s.start("fate")
    assert s.game.pending.context == "forced_order"  # both resolve: their controller orders them
    s.pick(s.game.pending.options[0].id)
    assert s.state.phase == "dynasty"  # the fate phase (4.2: discard characters with no fate) is over
    samurai = [c for c in s.state.cards if c.cid == "01-steadfast-samurai"]
    assert [c.zone for c in samurai] == ["play", "play"]


# ------------------------------------------------------------------ Strength in Numbers
@pytest.mark.covers("Strength in Numbers", "a1:effect", "a1:target")
def test_strength_in_numbers_sends_home_a_defender_with_low_glory():
    """Rules Reference "Home, Move Home", "Target"."""
    s = conflict(["Matsu Berserker", "Deathseeker"], ["Doji Challenger", "Akodo Toturi"],
                 attackers=["Matsu Berserker", "Deathseeker"], defenders=["Doji Challenger", "Akodo Toturi"],
                 p0=dict(hand=["Strength in Numbers"], fate=1))
    s.start("3.2.2")
    s.pass_()
    s.pick("Strength in Numbers")
    assert s.legal() == ["Doji Challenger"]  # glory 2 <= 2 attackers; Toturi has glory 3
    s.pick("Doji Challenger")
    assert s.state.conflict.defenders == [s.uid("Akodo Toturi")]
    assert s.state.players[0].fate == 0


@pytest.mark.covers("Strength in Numbers", "a1:condition")
def test_strength_in_numbers_only_for_the_attacking_player():
    """Rules Reference "Play Restrictions and Permissions", "Attacker, Attacking Player"."""
    s = conflict(["Matsu Berserker", "Deathseeker"], ["Doji Whisperer"],
                 attackers=["Matsu Berserker", "Deathseeker"], defenders=["Doji Whisperer"],
                 p1=dict(hand=["Strength in Numbers"], fate=1))
    s.start("3.2.2")
    assert s.game.pending is None or "Strength in Numbers" not in " ".join(s.legal())


# ------------------------------------------------------------------ Venerable Historian
@pytest.mark.covers("Venerable Historian", "a1:effect")
def test_venerable_historian_honors_itself_when_more_honorable():
    """Rules Reference "Honor" (more honorable: compare honor pools)."""
    s = conflict(["Venerable Historian"], [], type="political", attackers=["Venerable Historian"],
                 p0=dict(honor=11))
    s.start("3.2.2")
    s.pick("Venerable Historian")
    assert s.card("Venerable Historian").status == 1


@pytest.mark.covers("Venerable Historian", "a1:condition")
def test_venerable_historian_needs_more_honor_and_to_participate():
    """Rules Reference "Honor": equal honor is not more honorable; "Participating"."""
    s = conflict(["Venerable Historian"], [], type="political", attackers=["Venerable Historian"],
                 p0=dict(honor=10, hand=["Fine Katana"]))
    s.start("3.2.2")
    s.assert_not_legal("Venerable Historian")
    s2 = conflict(["Venerable Historian", "Doji Whisperer"], [], type="political",
                  attackers=["Doji Whisperer"], p0=dict(honor=12, hand=["Fine Katana"]))
    s2.start("3.2.2")
    s2.assert_not_legal("Venerable Historian")


# ------------------------------------------------------------------ Vengeful Oathkeeper
@pytest.mark.covers("Vengeful Oathkeeper", "a1:effect", "a1:trigger")
def test_vengeful_oathkeeper_enters_play_from_hand_after_a_military_loss():
    """Rules Reference "Play and Put into Play" (no cost, at home), "Ability" (used from hand)."""
    s = conflict(["Matsu Berserker"], [], attackers=["Matsu Berserker"],
                 p1=dict(hand=["Vengeful Oathkeeper"], fate=0))
    s.start("3.2.3")
    assert s.game.pending.player == 1
    s.pick("Vengeful Oathkeeper")
    oath = s.card("Vengeful Oathkeeper")
    assert oath.zone == "play" and oath.controller == 1 and oath.fate == 0


@pytest.mark.ruling(232, "Vengeful Oathkeeper")
def test_vengeful_oathkeeper_ruling_the_loss_stays_unopposed():
    """Ruling: a military conflict lost unopposed stays unopposed after the
    Oathkeeper enters play (Rules Reference "Unopposed", step 3.2.4: the
    defender still loses 1 honor)."""
    s = conflict(["Matsu Berserker"], [], attackers=["Matsu Berserker"],
                 p1=dict(hand=["Vengeful Oathkeeper"]))
    s.start("3.2.3")
    s.pick("Vengeful Oathkeeper")
    until(s, "ring_effect")
    assert s.state.players[1].honor == 9


@pytest.mark.covers("Vengeful Oathkeeper", "a1:when")
def test_vengeful_oathkeeper_not_after_a_political_loss():
    """Rules Reference "Reactions": a political loss is not its trigger."""
    s = conflict(["Doji Whisperer"], [], type="political", attackers=["Doji Whisperer"],
                 p1=dict(hand=["Vengeful Oathkeeper"]))
    s.start("3.2.3")
    assert s.game.pending is None or "Vengeful Oathkeeper" not in " ".join(s.legal())
    assert s.card("Vengeful Oathkeeper").zone == "hand"


@pytest.mark.covers("Vengeful Oathkeeper", "a1:when")
def test_vengeful_oathkeeper_not_after_winning_a_military_conflict():
    """Card text: "after you lose a military conflict": the winner cannot put it into play."""
    s = conflict(["Matsu Berserker"], [], attackers=["Matsu Berserker"],
                 p0=dict(hand=["Vengeful Oathkeeper"]))
    s.start("3.2.3")
    assert any("Player 1 wins the conflict" in line for line in s.log)
    finish_conflict(s, never="Vengeful Oathkeeper")
    assert s.card("Vengeful Oathkeeper").zone == "hand"


@pytest.mark.covers("Vengeful Oathkeeper", "a1:limit")
def test_vengeful_oathkeeper_limit_is_per_copy_two_copies_both_enter_play():
    """Rules Reference "Triggered Abilities" (the limit is per copy; see Akodo Gunsō): after one
    military loss, two copies in hand both enter play."""
    s = conflict(["Matsu Berserker"], [], attackers=["Matsu Berserker"],
                 p1=dict(hand=["Vengeful Oathkeeper", "Vengeful Oathkeeper"]))
    s.start("3.2.3")
    s.pick("Vengeful Oathkeeper")
    s.assert_legal("Vengeful Oathkeeper", context="trigger", player=1)
    s.pick("Vengeful Oathkeeper")
    oaths = [c for c in s.state.cards if c.cid == "01-vengeful-oathkeeper"]
    assert [c.zone for c in oaths] == ["play", "play"]


# ------------------------------------------------------------------ Way of the Lion
def _wotl(hand, **kw):
    s = conflict([dict(name="Matsu Berserker", attachments=["Fine Katana"]), "Venerable Historian"],
                 ["Doji Challenger"], attackers=["Matsu Berserker"], defenders=["Doji Challenger"],
                 p0=dict(hand=hand, **kw))
    s.start("3.2.2")
    s.pass_()
    return s


@pytest.mark.covers("Way of the Lion", "a1:effect", "a1:target")
@pytest.mark.ruling(242, "Way of the Lion")
def test_way_of_the_lion_doubles_the_base_military_skill_ruling_base_not_modifiers():
    """Ruling: it doubles the *base* skill (3 -> 6), modifiers then apply
    (+2 Fine Katana: 8, not 10); it lasts until the conflict ends (Rules
    Reference "Base Value", "Modifiers")."""
    s = _wotl(["Way of the Lion"])
    s.pick("Way of the Lion")
    assert "Doji Challenger" not in s.legal()  # a Crane character
    assert "Venerable Historian" not in s.legal()  # a dash cannot be modified
    s.pick("Matsu Berserker")
    b = s.card("Matsu Berserker")
    st = s.state
    assert skill(st, b, "military") == 3 * 2 + 2
    finish_conflict(s)
    assert skill(st, b, "military") == 3 + 2


@pytest.mark.ruling(242, "Way of the Lion")
def test_way_of_the_lion_two_copies_quadruple_app_iii():
    """Rules Reference App. III (Way of the Lion) and ruling: a second copy
    doubles the new base again (x4)."""
    s = _wotl(["Way of the Lion", "Way of the Lion"])
    s.pick("Way of the Lion")
    s.pick("Matsu Berserker")
    if s.game.pending.player == 1:
        s.pass_()
    s.pick("Way of the Lion")
    s.pick("Matsu Berserker")
    assert skill(s.state, s.card("Matsu Berserker"), "military") == 3 * 4 + 2


@pytest.mark.covers("Way of the Lion", "a1:condition")
def test_way_of_the_lion_only_during_a_conflict():
    """Rules Reference "Play Restrictions and Permissions" ("during a conflict")."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker"], hand=["Way of the Lion", "Fine Katana"])
    s.player(1)
    s.start("2.w")
    s.assert_not_legal("Way of the Lion")


# ------------------------------------------------------------------ Yōjin no Shiro
@pytest.mark.covers("Yōjin no Shiro", "a1:effect", "a1:cost")
@pytest.mark.ruling(248, "Yōjin no Shiro")
def test_yojin_no_shiro_attackers_plus_1_military_ruling_only_those_attacking():
    """Ruling: only the characters attacking when it resolves get +1
    military; later ones do not (Rules Reference "Lasting Effects")."""
    s = conflict(["Matsu Berserker", "Deathseeker", "Akodo Toturi"], ["Doji Whisperer"],
                 attackers=["Matsu Berserker", "Deathseeker"], defenders=["Doji Whisperer"],
                 p0=dict(stronghold="Yōjin no Shiro", hand=["Fine Katana"]))
    s.start("3.2.2")
    s.pass_()
    s.pick("Yōjin no Shiro")
    st = s.state
    assert st.cards[st.players[0].stronghold].bowed
    assert skill(st, s.card("Matsu Berserker"), "military") == 4
    assert skill(st, s.card("Deathseeker"), "military") == 3
    st.conflict.attackers.append(s.uid("Akodo Toturi"))  # joins afterwards
    assert skill(st, s.card("Akodo Toturi"), "military") == 6


def test_yojin_no_shiro_ruling_not_on_defense():
    """Ruling: it cannot be triggered on defense: with no attacking character
    of yours its effect could not change the game state (Rules Reference
    "Triggered Abilities")."""
    s = conflict(["Matsu Berserker"], ["Deathseeker"], attackers=["Matsu Berserker"],
                 defenders=["Deathseeker"], p1=dict(stronghold="Yōjin no Shiro", hand=["Fine Katana"]))
    s.start("3.2.2")
    assert s.game.pending.player == 1
    s.assert_not_legal("Yōjin no Shiro")


@pytest.mark.covers("Yōjin no Shiro", "a1:cost")
def test_yojin_no_shiro_bowed_cannot_pay_its_bow_cost():
    """Rules Reference "Costs": a bowed stronghold cannot bow to pay, so it is not offered."""
    s = conflict(["Matsu Berserker"], ["Deathseeker"], attackers=["Matsu Berserker"],
                 defenders=["Deathseeker"], p0=dict(stronghold="Yōjin no Shiro", hand=["Fine Katana"]))
    s.start("3.2.2")
    s.pass_()
    s.assert_legal("Yōjin no Shiro", context="conflict_action", player=0)
    s.state.cards[s.state.players[0].stronghold].bowed = True
    assert not any("Yōjin no Shiro" in o.label for o in action_options(s.game, 0))


# ------------------------------------------------------------------ The Art of War
def _art_of_war(slot):
    """Player 0 attacks province ``slot`` of player 1, whose first province is The Art of War
    (faceup, so its ability is active), with enough to break it."""
    return conflict(["Akodo Toturi", "Matsu Berserker"], [], attackers=["Akodo Toturi", "Matsu Berserker"],
                    province=slot, p1=dict(provinces=[dict(name="The Art of War", facedown=False), *SAFE[1:]]))


@pytest.mark.covers("The Art of War", "a1:effect", "a1:trigger")
def test_the_art_of_war_draws_3_when_it_is_broken():
    """Interrupt when this province is broken: its controller draws 3 cards (Rules Reference
    "Interrupts", "Breaking a Province"); the province still breaks."""
    s = _art_of_war(0)
    s.start("3.2.3")
    until(s, "trigger")
    assert s.game.pending.player == 1
    hand = len(s.state.players[1].hand)
    assert not s.card("The Art of War").broken  # an interrupt: before it breaks
    s.pick("The Art of War")
    assert len(s.state.players[1].hand) == hand + 3
    assert s.card("The Art of War").broken


@pytest.mark.covers("The Art of War", "a1:when")
def test_the_art_of_war_not_when_another_province_is_broken():
    """Card text: "when this province is broken": another of its controller's provinces
    breaking is not its trigger."""
    s = _art_of_war(2)
    s.start("3.2.3")
    hand = len(s.state.players[1].hand)
    finish_conflict(s, never="The Art of War")
    assert s.card("Ancestral Lands", 1).broken and not s.card("The Art of War").broken
    assert len(s.state.players[1].hand) == hand


# ------------------------------------------------------------------ "During a conflict", of either type
@pytest.mark.covers("Kitsu Spiritcaller", "a1:condition")
def test_kitsu_spiritcaller_during_a_conflict_of_either_type():
    """Card text ("During a conflict", no type): usable in a political conflict
    as in a military one (Akodo Toturi has both skills, so can enter either)."""
    for type_ in ("political", "military"):
        s = conflict(["Kitsu Spiritcaller", "Doji Whisperer"], ["Eager Scout"], type=type_,
                     attackers=["Doji Whisperer"], p0=dict(dynasty_discard=["Akodo Toturi"]))
        s.start("3.2.2")
        s.assert_legal("Kitsu Spiritcaller", context="conflict_action", player=0)
        s.pick("Kitsu Spiritcaller")
        s.pick("Akodo Toturi")
        assert s.uid("Akodo Toturi") in s.state.conflict.attackers, type_


@pytest.mark.covers("Yōjin no Shiro", "a1:condition")
def test_yojin_no_shiro_not_outside_a_conflict():
    """Card text ("During a conflict"): unbowed, with characters in play, it is
    not offered outside a conflict (Rules Reference "Play Restrictions and
    Permissions"). Dropping the condition alone is unobservable, as its effect
    needs attacking characters; narrowing it to one conflict type fails
    test_yojin_no_shiro_during_a_conflict_of_either_type."""
    s = Scenario(first_player=0)
    s.player(0, characters=["Matsu Berserker", "Akodo Toturi"], hand=["Fine Katana"], stronghold="Yōjin no Shiro")
    s.player(1, characters=["Doji Whisperer"], provinces=SAFE)
    s.start("2.w")
    s.assert_legal("Fine Katana", player=0)
    s.assert_not_legal("Yōjin no Shiro")


@pytest.mark.covers("Yōjin no Shiro", "a1:condition")
def test_yojin_no_shiro_during_a_conflict_of_either_type():
    """Card text ("During a conflict", no type): usable in a political conflict
    as in a military one; the attackers get +1 military either way."""
    for type_ in ("political", "military"):
        s = conflict(["Akodo Toturi"], ["Doji Whisperer"], type=type_, attackers=["Akodo Toturi"],
                     defenders=["Doji Whisperer"], p0=dict(stronghold="Yōjin no Shiro", hand=["Fine Katana"]))
        s.start("3.2.2")
        s.pass_()  # the defender acts first
        s.assert_legal("Yōjin no Shiro", context="conflict_action", player=0)
        s.pick("Yōjin no Shiro")
        assert skill(s.state, s.card("Akodo Toturi"), "military") == 6 + 1, type_


# ------------------------------------------------------------------ The Art of War: its limit
@pytest.mark.covers("The Art of War", "a1:limit")
def test_the_art_of_war_once_per_round_broken_again_it_does_not_interrupt():
    """Rules Reference "Triggered Abilities" (once per round by default): used
    when it broke, the province is stated unbroken again and breaks a second
    time the same round: no interrupt and no draw (the limit is kept by this
    province, which stays the same card)."""
    s = _art_of_war(0)
    s.start("3.2.3")
    until(s, "trigger")
    s.pick("The Art of War")
    province = s.card("The Art of War")
    hand = len(s.state.players[1].hand)
    assert province.broken and s.state.conflict is not None
    province.broken = False
    s.apply(ev("break_province", card=province.uid, player=0))  # would stop at a decision if offered
    assert province.broken
    assert len(s.state.players[1].hand) == hand
