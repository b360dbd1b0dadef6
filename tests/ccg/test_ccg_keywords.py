"""Keyword rules: Fear (Ivory "Fear #", "Combining #"; Diamond "Creating Fear"), Courage (Ivory
"Courage #"), Kharmic (Ivory "Kharmic #"), Destined (Ivory "Destined #"), Expendable (Ivory
"Expendable #") and Invest (Ivory "Invest #"). The celestial rulebook is silent on all of them and
the Diamond rulebook on all but Fear, so those editions use the ivory rules there (DECISIONS.md,
Precedence). Test-only cards are prefixed ``fx-kw-``."""

from __future__ import annotations

import ccg_fixtures  # noqa: F401  (the shared fixtures: Ogre Bushi, Fixture Swordsman ...)
import pytest
from ccg_fixtures import fact, once

from l5r.ccg import model as m
from l5r.ccg.state import FATE_DISCARD, DYNASTY_DISCARD, PLAY
from l5r.ccg.testing import Table
from l5r.ccg.vocab import Ability, CardDef, Choose, Invest, fear, fear_ability, fear_choice, personality

EDITIONS = ("ivory", "celestial", "diamond")
IVORY_FEAR = ("ivory", "celestial")  # celestial is silent on Fear: the ivory rule

# ---------------------------------------------------------------- fixture cards
fact("fx-kw-fearsome", "Fixture Fearsome Bushi", "personality", force=2, chi=2, ph=1)
fact("fx-kw-dread", "Fixture Dread Captain", "personality", force=2, chi=2, ph=1)
fact("fx-kw-banner", "Fixture Banner Bearers", "follower", force=1)
fact("fx-kw-howler", "Fixture Howler", "follower", force=1)
fact("fx-kw-spearmen", "Fixture Spearmen", "follower", force=2)
fact("fx-kw-heavy", "Fixture Heavy Infantry", "follower", force=3)
fact("fx-kw-bones", "Fixture Bone Guard", "follower", force=0, keywords=("Undead",))
fact("fx-kw-zombies", "Fixture Zombie Levy", "follower", force=0)
fact("fx-kw-rally", "Fixture Rally", "strategy")
fact("fx-kw-courage", "Fixture Brave Stand", "strategy", keywords=("Courage",))
fact("fx-kw-kharmic", "Fixture Kharmic Scroll", "strategy", keywords=("Kharmic",))
fact("fx-kw-kharmic-h", "Fixture Kharmic Shrine", "holding", keywords=("Kharmic",))
fact("fx-kw-destined", "Fixture Destined Hero", "personality", cost=2, force=2, chi=2, ph=1, keywords=("Destined",))
fact("fx-kw-destined-f", "Fixture Destined Ronin Band", "follower", cost=1, force=1, keywords=("Destined",))
fact("fx-kw-expendable", "Fixture Expendable Scout", "personality", force=1, chi=1, ph=0, keywords=("Expendable",))
fact("fx-kw-expendable-f", "Fixture Expendable Levy", "follower", force=1, keywords=("Expendable",))
fact("fx-kw-execution", "Fixture Execution", "strategy")
fact("fx-kw-mark", "Fixture Mark of Doom", "strategy")
fact("fx-kw-invest-p", "Fixture Investing Samurai", "personality", cost=2, force=2, chi=2, ph=1)
fact("fx-kw-invest-h", "Fixture Investing Estate", "holding", cost=1)
fact("fx-kw-invest-f", "Fixture Investing Retainers", "follower", cost=1, force=1)
fact("fx-kw-invest-i", "Fixture Investing Blade", "item", cost=1, force_bonus=1, chi_bonus=0)
fact("fx-kw-invest-s", "Fixture Investing Gambit", "strategy", cost=1)
fact("fx-kw-invest-big", "Fixture Costly Samurai", "personality", cost=3, force=3, chi=2, ph=1)

# Battle: Fear 2.
once(CardDef("fx-kw-fearsome", abilities=(fear_ability(2),)))
# Repeatable Battle: Fear 1.
once(CardDef("fx-kw-dread", abilities=(fear_ability(1, repeatable=True),)))
# Battle: bow this Follower: Fear 1.
once(CardDef("fx-kw-banner", abilities=(fear_ability(1, bow=True),)))
# Battle: bow this Follower: Fear 1, and gain 1 Honor (an effect besides the Fear effect).
once(CardDef("fx-kw-howler", abilities=(Ability(("battle",), (fear(1), lambda c: c.gain_honor(1)), bow=True,
                                                label="Fear 1; gain 1 Honor", keywords=("Fear",),
                                                choices=(fear_choice(),)),)))
for _cid in ("fx-kw-spearmen", "fx-kw-heavy", "fx-kw-bones", "fx-kw-zombies", "fx-kw-courage", "fx-kw-kharmic",
             "fx-kw-kharmic-h", "fx-kw-destined", "fx-kw-destined-f", "fx-kw-expendable", "fx-kw-expendable-f",
             "fx-kw-invest-big"):
    once(CardDef(_cid))
# Battle: target one of your Personalities: he gets +1F (no Fear effect).
once(CardDef("fx-kw-rally", abilities=(
    Ability(("battle",), (lambda c: c.give(c["target"], force=1),), zone="hand", label="+1F",
            choices=(Choose("target", lambda c, u: personality(c, u) and c.st.cards[u].controller == c.player),)),)))
# Limited: destroy a target Personality.
once(CardDef("fx-kw-execution", abilities=(
    Ability(("limited",), (lambda c: c.destroy(c["target"]),), zone="hand", label="destroy a Personality",
            choices=(Choose("target", personality),)),)))
# Limited: give a target Personality the Expendable keyword until the end of the turn.
once(CardDef("fx-kw-mark", abilities=(
    Ability(("limited",), (lambda c: c.do("lasting", card=c["target"], kind="keyword", keyword="Expendable",
                                          amount=0, until="turn"),),
            zone="hand", label="target Personality becomes Expendable", choices=(Choose("target", personality),)),)))
# Invest 2: give this card a +2F token.
once(CardDef("fx-kw-invest-p", invest=Invest(2, (lambda c: c.token(c.source, force=2),))))
# Invest 3 (more than the Stronghold alone can add to its cost): gain 1 Honor.
once(CardDef("fx-kw-invest-big", invest=Invest(3, (lambda c: c.gain_honor(1),))))
# Invest 1: gain 1 Honor.
once(CardDef("fx-kw-invest-h", invest=Invest(1, (lambda c: c.gain_honor(1),))))
# Invest 2: gain 2 Honor.
once(CardDef("fx-kw-invest-f", invest=Invest(2, (lambda c: c.gain_honor(2),))))
# Invest 1: draw a card.
once(CardDef("fx-kw-invest-i", invest=Invest(1, (lambda c: c.draw(1),))))


def _gain_if_bowed(c):
    if c.st.cards[c["target"]].bowed:
        c.gain_honor(2)


# Limited: bow a target Personality. Invest 1: if that Personality is bowed, gain 2 Honor.
once(CardDef("fx-kw-invest-s", abilities=(
    Ability(("limited",), (lambda c: c.bow(c["target"]),), zone="hand", label="bow a Personality",
            choices=(Choose("target", lambda c, u: personality(c, u) and c.st.cards[u].controller != c.player),)),),
    invest=Invest(1, (_gain_if_bowed,))))


# ---------------------------------------------------------------- helpers
def ids(t):
    return [o.id for o in t.pending.options] if t.pending else []


def fight(ed, attacker="Fixture Fearsome Bushi", attachments=(), defender="Fixture Swordsman",
          followers=(), hand1=(), hand0=()):
    """Player 0's ``attacker`` (with ``attachments``) attacks player 1's ``defender`` (with
    ``followers``); the defender passes (if he may act), so player 0 may act. Returns (table, uids)."""
    t = Table(ed, honor=(5, 5))
    a = t.put(attacker, 0)
    got = {"a": a, "d": t.put(defender, 1)}
    for i, title in enumerate(attachments):
        got[f"att{i}"] = t.put(title, 0, host=a)
    for i, title in enumerate(followers):
        got[f"f{i}"] = t.put(title, 1, host=got["d"])
    for i, title in enumerate(hand1):
        got[f"h1_{i}"] = t.put(title, 1, "hand")
    for i, title in enumerate(hand0):
        got[f"h0_{i}"] = t.put(title, 0, "hand")
    t.open_battle([a], [got["d"]])
    to_attacker(t)
    assert t.pending.player == 0
    return t, got


def to_attacker(t):
    """Let the defender pass until the attacker (player 0) has the opportunity."""
    while t.pending is not None and t.pending.player == 1 and t.pending.context == "combat":
        t.pass_()


def bowed(t, uid):
    return t.state.cards[uid].bowed


# ================================================================ Fear
@pytest.mark.parametrize("ed", IVORY_FEAR)
def test_ivory_fear_bows_an_enemy_follower_with_force_at_most_its_strength(ed):
    """Ivory "Fear #": target an enemy Follower and bow it if its Force is at most X."""
    t, u = fight(ed, followers=("Fixture Spearmen",))
    t.use(u["a"], 0)  # the only legal target: the Follower (its Personality has Followers)
    assert bowed(t, u["f0"]) and not bowed(t, u["d"]) and not bowed(t, u["a"])


@pytest.mark.parametrize("ed", IVORY_FEAR)
def test_ivory_fear_fails_against_higher_force(ed):
    """Ivory "Fear #": Force above X is not bowed."""
    t, u = fight(ed, followers=("Fixture Heavy Infantry",))
    t.use(u["a"], 0)
    assert not bowed(t, u["f0"])


@pytest.mark.parametrize("ed", IVORY_FEAR)
def test_ivory_fear_bows_a_personality_without_followers(ed):
    """Ivory "Fear #": a Personality without Followers is a legal target."""
    t, u = fight(ed)  # Fixture Swordsman: Force 2, no Followers
    t.use(u["a"], 0)
    assert bowed(t, u["d"])


def test_ivory_fear_needs_a_legal_target_to_be_announced():
    """Ivory "Good Faith Rule": the targeting of a Fear effect must be possible to announce it
    (here the only enemy card cannot be targeted)."""
    t = Table("ivory")
    a = t.put("Fixture Fearsome Bushi", 0)
    d = t.put("Ogre Bushi", 1)
    t.open_battle([a], [d])
    assert f"c{a}:0" in ids(t)
    t = Table("ivory")
    a = t.put("Fixture Fearsome Bushi", 0)
    d = t.put("Ogre Bushi", 1)
    t.state.lasting.append({"kind": "flag", "flag": "untargetable", "card": d, "amount": 0, "until": "turn",
                            "instance": t.state.cards[d].instance, "action": False, "loc": ""})
    t.open_battle([a], [d])
    assert t.pending is not None and t.pending.player == 0 and f"c{a}:0" not in ids(t)


def test_diamond_fear_bows_each_follower_of_the_target_unit_except_undead():
    """Diamond "Creating Fear": target an opposing unit; each of its Followers with Force at
    most the strength bows; Undead cards (Glossary "Undead": the keyword, or the word in the
    title) are immune; the Personality is not bowed."""
    t, u = fight("diamond", defender="Ogre Bushi",
                 followers=("Light Mounted Infantry", "Fixture Heavy Infantry", "Fixture Bone Guard",
                            "Fixture Zombie Levy", "Ashigaru Archers"))
    t.use(u["a"], 0)
    assert bowed(t, u["f0"]) and bowed(t, u["f4"])  # Force 1 and 0
    assert not bowed(t, u["f1"])  # Force 3
    assert not bowed(t, u["f2"]) and not bowed(t, u["f3"])  # Undead
    assert not bowed(t, u["d"])


def test_ivory_fear_only_targets_a_follower_not_a_unit():
    """Ivory "Fear #" (unlike Diamond): one target Follower; the others stay unbowed."""
    t, u = fight("ivory", defender="Ogre Bushi", followers=("Light Mounted Infantry", "Ashigaru Archers"))
    t.use(u["a"], 0)
    t.pick("Light Mounted Infantry")
    assert bowed(t, u["f0"]) and not bowed(t, u["f1"]) and not bowed(t, u["d"])


def test_diamond_fear_once_per_battle_even_if_repeatable():
    """Diamond "Creating Fear": each Fear action can be taken once per battle; it does not bow
    the card. Ivory has no such limit: a Repeatable Fear ability may be used again."""
    t, u = fight("diamond", attacker="Fixture Dread Captain", defender="Ogre Bushi",
                 followers=("Light Mounted Infantry",))
    t.use(u["a"], 0)
    assert bowed(t, u["f0"]) and not bowed(t, u["a"])
    assert t.pending.player == 0 and f"c{u['a']}:0" not in ids(t)
    t, u = fight("ivory", attacker="Fixture Dread Captain", defender="Ogre Bushi",
                 followers=("Light Mounted Infantry", "Ashigaru Archers"))
    t.use(u["a"], 0)
    t.pick("Light Mounted Infantry")
    to_attacker(t)
    assert f"c{u['a']}:0" in ids(t)
    t.use(u["a"], 0)
    t.pick("Ashigaru Archers")
    assert bowed(t, u["f0"]) and bowed(t, u["f1"])


# ---------------------------------------------------------------- combining
def test_ivory_combining_adds_another_fear_in_the_unit_to_the_original():
    """Ivory "Combining #": as an Interrupt, another card in the same unit uses its Fear
    ability (paying its costs); its strength adds to the original's: 2 + 1 bows Force 3."""
    t, u = fight("ivory", attachments=("Fixture Banner Bearers",), followers=("Fixture Heavy Infantry",))
    t.use(u["a"], 0)
    assert t.pending.context == "trigger" and any("Combine" in lab for lab in t.labels())
    t.pick("Combine")
    assert bowed(t, u["att0"])  # the combining ability's cost (bow) was paid
    assert bowed(t, u["f0"])
    assert f"c{u['att0']}:0" in t.state.used  # the combined ability was used


def test_ivory_combining_resolves_the_combining_actions_other_effects():
    """Ivory "Combining #": the combining action resolves its effects; only its Fear effect is
    replaced by adding its strength (the Honor gain still happens)."""
    t, u = fight("ivory", attachments=("Fixture Howler",), followers=("Fixture Heavy Infantry",))
    t.use(u["a"], 0)
    t.pick("Combine")
    assert bowed(t, u["f0"]) and t.honor(0) == 6


def test_ivory_without_combining_the_same_fear_fails():
    t, u = fight("ivory", attachments=("Fixture Banner Bearers",), followers=("Fixture Heavy Infantry",))
    t.use(u["a"], 0)
    t.pass_()  # no combining
    assert not bowed(t, u["f0"]) and not bowed(t, u["att0"])


def test_ivory_combining_only_from_the_same_unit():
    """Ivory "Combining #": only cards in the same unit as the original combine."""
    t = Table("ivory")
    a = t.put("Fixture Fearsome Bushi", 0)
    other = t.put("Fixture Swordsman", 0)
    t.put("Fixture Banner Bearers", 0, host=other)
    d = t.put("Ogre Bushi", 1)
    h = t.put("Fixture Heavy Infantry", 1, host=d)
    t.open_battle([a, other], [d])
    t.use(a, 0)
    assert not any("Combine" in lab for lab in t.labels())
    assert not bowed(t, h)


def test_diamond_fear_strengths_never_combine():
    """Diamond "Creating Fear": multiple cards cannot combine Fear strengths."""
    t, u = fight("diamond", attachments=("Fixture Banner Bearers",), defender="Ogre Bushi",
                 followers=("Fixture Heavy Infantry",))
    t.use(u["a"], 0)
    assert not any("Combine" in lab for lab in t.labels())
    assert not bowed(t, u["f0"]) and not bowed(t, u["att0"])


# ---------------------------------------------------------------- Courage
@pytest.mark.parametrize("ed", EDITIONS)
def test_courage_interrupt_lowers_an_enemy_fear(ed):
    """Ivory "Courage #" (every player; celestial and Diamond silent): discard a Courage card
    from hand to give the action's Fear effect -2: Fear 2 then fails against Force 2."""
    defender = "Fixture Swordsman" if ed != "diamond" else "Ogre Bushi"
    t, u = fight(ed, defender=defender, followers=("Fixture Spearmen",), hand1=("Fixture Brave Stand",))
    t.use(u["a"], 0)
    assert t.pending.player == 1 and any("Courage" in lab for lab in t.labels())
    t.pick("Courage")
    t.pick("-2 strength")
    assert not bowed(t, u["f0"])
    c = t.state.cards[u["h1_0"]]
    assert c.zone == FATE_DISCARD


@pytest.mark.parametrize("ed", EDITIONS)
def test_courage_is_repeatable_and_can_raise_your_own_fear(ed):
    """Ivory "Courage #": Repeatable, +2 or -2: two Courage cards make Fear 2 into Fear 6."""
    t = Table(ed)
    a = t.put("Fixture Fearsome Bushi", 0)
    d = t.put("Ogre Bushi", 1)  # Force 6, no Followers
    if ed == "diamond":
        f = t.put("Fixture Heavy Infantry", 1, host=d)
        t.put("Fixture Spearmen", 1, host=d)
        f = t.state.cards[d].attachments[0]
    c1 = t.put("Fixture Brave Stand", 0, "hand")
    c2 = t.put("Fixture Brave Stand", 0, "hand")
    t.open_battle([a], [d])
    to_attacker(t)
    t.use(a, 0)
    for _ in range(2):
        t.pick("Courage")
        if t.pending.context == "choose" and "discard which" in t.pending.prompt:
            t.pick(t.pending.options[0].id)
        t.pick("+2 strength")
    assert t.state.cards[c1].zone == FATE_DISCARD and t.state.cards[c2].zone == FATE_DISCARD
    if ed == "diamond":
        assert bowed(t, f)  # Fear 6 against the Heavy Infantry's Force 3
    else:
        assert bowed(t, d)  # Fear 6 against Ogre Bushi's Force 6


def test_ivory_courage_only_for_actions_with_fear_effects():
    """Ivory "Courage #": it changes the action's Fear effects; a Battle action without one is
    no occasion for it."""
    t, u = fight("ivory", hand1=("Fixture Brave Stand",), hand0=("Fixture Rally",))
    t.pick(f"c{u['h0_0']}:0")
    assert not any("Courage" in lab for lab in t.labels())
    assert t.state.cards[u["h1_0"]].zone == "hand"


def test_ivory_courage_modifies_the_combined_total():
    """Ivory "Combining #" and "Courage #": Courage on the original Fear effect changes the
    combined strength (2 + 1 + 2 = 5 bows Force 5... and not Force 6 without it)."""
    t = Table("ivory")
    a = t.put("Fixture Fearsome Bushi", 0)
    t.put("Fixture Banner Bearers", 0, host=a)
    d = t.put("Ogre Bushi", 1)
    t.state.lasting.append({"kind": "force", "card": d, "amount": -1, "until": "turn",
                            "instance": t.state.cards[d].instance, "action": False, "loc": ""})  # Force 5
    t.put("Fixture Brave Stand", 0, "hand")
    t.open_battle([a], [d])
    t.use(a, 0)
    t.pick("Combine")
    t.pick("Courage")
    t.pick("+2 strength")
    assert bowed(t, d)


# ================================================================ Kharmic
@pytest.mark.parametrize("ed", EDITIONS)
def test_kharmic_discard_from_hand_to_draw_a_card_for_two_gold(ed):
    """Ivory "Kharmic #": Repeatable Limited, 2 Gold: discard a Kharmic card from your hand to
    draw a card (celestial and Diamond silent: the ivory rule)."""
    t = Table(ed)
    k1 = t.put("Fixture Kharmic Scroll", 0, "hand")
    k2 = t.put("Fixture Kharmic Scroll", 0, "hand")
    t.put("Diamond Mine", 0)  # 5 more Gold, for the second use
    deck = len(t.state.players[0].fate_deck)
    t.open_action(0)
    assert "r:kharmic_draw" in ids(t) and "r:kharmic_refill" not in ids(t)
    t.pick("r:kharmic_draw")
    t.pick(str(k1))
    t.pick("auto")
    p = t.state.players[0]
    assert t.state.cards[k1].zone == FATE_DISCARD and len(p.fate_deck) == deck - 1
    assert len(p.hand) == 2 and k2 in p.hand
    assert t.pending.player == 0 and "r:kharmic_draw" in ids(t)  # Repeatable (the other player passed)
    t.pick("r:kharmic_draw")
    if t.pending.context == "pay":
        t.pick("auto")
    assert t.state.cards[k2].zone == FATE_DISCARD and len(p.fate_deck) == deck - 2


def test_ivory_kharmic_needs_two_gold_and_a_kharmic_card():
    """Ivory "Kharmic #": the Gold cost is paid first (Good Faith: it must be payable)."""
    t = Table("ivory")
    t.put("Fixture Kharmic Scroll", 0, "hand")
    t.state.cards[t.state.players[0].stronghold].bowed = True
    t.open_action(0)
    assert "r:kharmic_draw" not in ids(t)
    t = Table("ivory")
    t.put("Fixture Brave Stand", 0, "hand")
    t.open_action(0)
    assert "r:kharmic_draw" not in ids(t)


def test_ivory_kharmic_is_limited_only_for_the_active_player():
    """Ivory "Limited actions": only the active player; the other player has no Kharmic action."""
    t = Table("ivory")
    t.put("Fixture Kharmic Scroll", 0, "hand")
    t.put("Fixture Kharmic Scroll", 1, "hand")
    t.put("Diamond Mine", 1)
    t.open_action(0)
    window = t.state.stack[-1]
    assert "r:kharmic_draw" in [o.id for o in t.g.rules.window_options(t.g, window, 0)]
    assert "r:kharmic_draw" not in [o.id for o in t.g.rules.window_options(t.g, window, 1)]


@pytest.mark.parametrize("ed", EDITIONS)
def test_kharmic_discard_from_province_refills_it_face_up(ed):
    """Ivory "Kharmic #": discard a Kharmic card from your Province to refill it face up."""
    t = Table(ed)
    k = t.put("Fixture Kharmic Shrine", 0, "province", province=0)
    t.open_action(0)
    t.pick("r:kharmic_refill")
    t.pick("auto")
    prov = t.state.players[0].provinces[0]
    assert t.state.cards[k].zone == DYNASTY_DISCARD
    assert prov.card >= 0 and prov.card != k and t.state.cards[prov.card].face_up


# ================================================================ Destined
@pytest.mark.parametrize("ed", EDITIONS)
def test_destined_personality_recruited_draws_a_fate_card(ed):
    """Ivory "Destined #": after a player's Destined card enters play, he draws a Fate card."""
    t = Table(ed)
    h = t.put("Fixture Destined Hero", 0, "province")
    t.open_dynasty(0)
    t.pick("Recruit Fixture Destined Hero")
    t.pick("auto")
    assert t.state.cards[h].zone == PLAY
    assert len(t.state.players[0].hand) == 1 and len(t.state.players[1].hand) == 0


def test_ivory_destined_follower_equipped_draws_a_fate_card():
    """Ivory "Destined #": any Destined card entering play, e.g. an Equipped Follower."""
    t = Table("ivory")
    p = t.put("Fixture Swordsman", 0)
    f = t.put("Fixture Destined Ronin Band", 0, "hand")
    t.open_action(0)
    t.pick("r:equip")
    t.pick("auto")
    assert t.state.cards[f].attached_to == p
    assert len(t.state.players[0].hand) == 1 and f not in t.state.players[0].hand


@pytest.mark.parametrize("ed", EDITIONS)
def test_destined_created_card_draws_a_fate_card(ed):
    """Ivory "Destined #" and celestial "CREATED CARDS": a created card enters play, so a created
    Destined Follower draws its controller a Fate card; a created card without it does not."""
    from l5r.ccg.vocab import Ctx
    from l5r.engine.windows import events_frame

    t = Table(ed)
    p = t.put("Fixture Swordsman", 0)
    for kws, drawn in (((), 0), (("Destined",), 1)):
        c = Ctx(t.g, {"ctx": {"player": 0, "source": -1}})
        c.create_follower(p, 1, kws)
        t.start(events_frame(c.frame["queue"]))
        assert len(t.state.players[0].hand) == drawn and len(t.state.players[1].hand) == 0


def test_ivory_no_draw_for_a_card_without_destined():
    t = Table("ivory")
    t.put("Fixture Investing Estate", 0, "province")
    t.open_dynasty(0)
    t.pick("Recruit Fixture Investing Estate")
    if t.pending.context == "invest":
        t.pick("Do not invest")
    t.pick("auto")
    assert len(t.state.players[0].hand) == 0


# ================================================================ Expendable
@pytest.mark.parametrize("ed", EDITIONS)
def test_expendable_destroyed_controller_draws(ed):
    """Ivory "Expendable #": after an Expendable card is destroyed, the player who controlled
    it draws a card."""
    t = Table(ed)
    s = t.put("Fixture Expendable Scout", 1)
    x = t.put("Fixture Execution", 0, "hand")
    t.open_action(0)
    t.use(x, 0)
    assert t.state.cards[s].zone == DYNASTY_DISCARD
    assert len(t.state.players[1].hand) == 1 and len(t.state.players[0].hand) == 0


def test_ivory_expendable_follower_destroyed_with_its_personality_draws():
    """Ivory "Expendable #" with "Combining #"'s note that a Personality's attachments are
    destroyed via the rules: the Expendable Follower's controller draws."""
    t = Table("ivory")
    p = t.put("Fixture Swordsman", 1)
    t.put("Fixture Expendable Levy", 1, host=p)
    x = t.put("Fixture Execution", 0, "hand")
    t.open_action(0)
    t.use(x, 0)
    assert t.state.cards[p].zone == DYNASTY_DISCARD and len(t.state.players[1].hand) == 1


def test_ivory_expendable_status_checked_just_before_destruction():
    """Ivory "Expendable #": the status is checked just before being destroyed, so a keyword
    that lasted only while the card was in play still counts."""
    t = Table("ivory")
    s = t.put("Fixture Swordsman", 1)
    mark = t.put("Fixture Mark of Doom", 0, "hand")
    x = t.put("Fixture Execution", 0, "hand")
    t.open_action(0)
    t.use(mark, 0)
    assert m.has_kw(t.state, s, "Expendable")
    t.use(x, 0)
    assert t.state.cards[s].zone == DYNASTY_DISCARD and len(t.state.players[1].hand) == 1


def test_ivory_no_draw_for_a_destroyed_card_without_expendable():
    t = Table("ivory")
    s = t.put("Fixture Swordsman", 1)
    x = t.put("Fixture Execution", 0, "hand")
    t.open_action(0)
    t.use(x, 0)
    assert t.state.cards[s].zone == DYNASTY_DISCARD and len(t.state.players[1].hand) == 0


# ================================================================ Invest
def recruit(t, title, invest):
    t.open_dynasty(0)
    t.pick(f"Recruit {title}")
    assert t.pending.context == "invest"
    t.pick("Invest: pay" if invest else "Do not invest")
    t.pick("auto")


@pytest.mark.parametrize("ed", EDITIONS)
def test_invest_personality_recruited_gets_the_invest_effect(ed):
    """Ivory "Invest #": before paying, once increase the Gold Cost by the Invest cost to get
    the Invest effect after it enters play; the Gold Cost stays increased (celestial and
    Diamond silent: the ivory rule)."""
    t = Table(ed)
    p = t.put("Fixture Investing Samurai", 0, "province")
    t.state.players[0].gold_pool = 0
    recruit(t, "Fixture Investing Samurai", True)
    assert t.state.cards[p].zone == PLAY
    assert m.force(t.state, p) == 4  # the +2F token
    assert m.gold_cost(t.state, p) == 4  # permanently 2 + 2
    assert t.state.players[0].gold_pool == 0  # 4 Gold paid: the Stronghold's whole production


def test_ivory_invest_declined_pays_only_the_cost():
    t = Table("ivory")
    p = t.put("Fixture Investing Samurai", 0, "province")
    recruit(t, "Fixture Investing Samurai", False)
    assert m.force(t.state, p) == 2 and m.gold_cost(t.state, p) == 2
    assert t.state.players[0].gold_pool == 2  # Ivory Gold pool: 4 produced, 2 paid


def test_ivory_invest_not_offered_if_unaffordable():
    """Ivory "Invest #": the increased cost must be paid, so it is offered only if payable."""
    t = Table("ivory")
    t.put("Fixture Costly Samurai", 0, "province")  # 3 + 3 > 4 Gold
    t.open_dynasty(0)
    t.pick("Recruit Fixture Costly Samurai")
    assert t.pending.context == "pay"


@pytest.mark.parametrize("ed", EDITIONS)
def test_invest_holding_recruited(ed):
    """Ivory "Invest #" on a Holding: its effect after it enters play."""
    t = Table(ed, honor=(5, 5))
    h = t.put("Fixture Investing Estate", 0, "province")
    recruit(t, "Fixture Investing Estate", True)
    assert t.state.cards[h].zone == PLAY and t.honor(0) == 6 and m.gold_cost(t.state, h) == 2


@pytest.mark.parametrize("title,invest_gain", [("Fixture Investing Retainers", 2), ("Fixture Investing Blade", 0)])
def test_ivory_invest_on_equipped_follower_and_item(title, invest_gain):
    """Ivory "Invest #" with "Equip": the Invest cost is added to the Equip payment."""
    t = Table("ivory", honor=(5, 5))
    p = t.put("Fixture Swordsman", 0)
    card = t.put(title, 0, "hand")
    deck = len(t.state.players[0].fate_deck)
    t.open_action(0)
    t.pick("r:equip")
    assert t.pending.context == "invest"
    t.pick("Invest: pay")
    t.pick("auto")
    assert t.state.cards[card].attached_to == p
    assert t.honor(0) == 5 + invest_gain
    if title == "Fixture Investing Blade":
        assert len(t.state.players[0].fate_deck) == deck - 1  # its Invest effect: draw a card
        assert m.gold_cost(t.state, card) == 2
    else:
        assert m.gold_cost(t.state, card) == 3
    assert t.state.players[0].gold_pool == 4 - m.gold_cost(t.state, card)


@pytest.mark.parametrize("ed", EDITIONS)
def test_invest_on_a_strategy_adds_to_the_action_cost_and_resolves_last(ed):
    """Ivory "Invest #" on a Strategy: the Invest cost is added to the action's cost; its effect
    resolves last, as part of the action (here it sees the target already bowed)."""
    t = Table(ed, honor=(5, 5))
    d = t.put("Fixture Swordsman", 1)
    s = t.put("Fixture Investing Gambit", 0, "hand")
    t.open_action(0)
    t.use(s, 0)
    assert t.pending.context == "invest"
    t.pick("Invest: pay")
    t.pick("auto")
    assert bowed(t, d) and t.honor(0) == 7
    assert t.state.cards[s].zone == FATE_DISCARD


def test_ivory_strategy_without_invest_has_only_its_effect():
    t = Table("ivory", honor=(5, 5))
    d = t.put("Fixture Swordsman", 1)
    s = t.put("Fixture Investing Gambit", 0, "hand")
    t.open_action(0)
    t.use(s, 0)
    t.pick("Do not invest")
    t.pick("auto")
    assert bowed(t, d) and t.honor(0) == 5
    assert t.state.players[0].gold_pool == 3  # only the Gold Cost 1 was paid


# ================================================================ plain data
def test_interrupted_fear_and_invest_states_save_and_reload():
    """Game state stays plain data: a game saved at the Courage and Invest decisions reloads
    and continues the same way."""
    from l5r.engine.game import Game

    t = Table("ivory")
    a = t.put("Fixture Fearsome Bushi", 0)
    t.put("Fixture Banner Bearers", 0, host=a)
    d = t.put("Ogre Bushi", 1)
    t.put("Fixture Brave Stand", 0, "hand")
    t.open_battle([a], [d])
    to_attacker(t)
    t.use(a, 0)
    t.pick("Combine")
    saved = t.g.to_json()
    h = Game.from_json(saved, unrecorded=True)  # (a harness position)
    assert h.to_json() == saved
    for g in (t.g, h):
        g.answer(next(o.id for o in g.state.pending.options if "Courage" in o.label))
        g.answer("+2")
    assert h.to_json() == t.g.to_json() and h.state.cards[d].bowed is False  # Fear 5 < Force 6

    t = Table("ivory")
    t.put("Fixture Investing Samurai", 0, "province")
    t.open_dynasty(0)
    t.pick("Recruit Fixture Investing Samurai")
    h = Game.from_json(t.g.to_json(), unrecorded=True)
    for g in (t.g, h):
        g.answer("yes")
        g.answer("auto")
    assert h.to_json() == t.g.to_json()
