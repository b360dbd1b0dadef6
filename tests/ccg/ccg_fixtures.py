"""Test-only CCG cards: the cards of the Diamond rulebook's sample attack phase
("Allen, Bob, and Cindy Go to War: A Sample Attack Phase") and a few plain cards for
duel and seppuku tests.

Stats are the ones the rulebook's example states; what it does not state is a
fixture choice noted on the card (e.g. Gold Costs of 0, Personal Honor 1). Abilities
are paraphrased from what the example says each card does. Importing this module
adds the facts (``RULES.add_facts``) and definitions (``RULES.define``) to the rule set
once.
"""

from __future__ import annotations

from l5r.ccg import RULES
from l5r.ccg import model as m
from l5r.ccg.facts import CardFacts
from l5r.ccg.vocab import (Ability, CardDef, Choose, Cost, Ctx, both, enemy, follower_or_lone, kw, personality,
                           ranged_attack, terrain, yours)


def fact(id: str, title: str, type: str, *, deck: str | None = None, cost: int | None = 0, focus: int | None = 0,
         force: int | None = None, chi: int | None = None, force_bonus: int | None = None,
         chi_bonus: int | None = None, ph: int | None = None, keywords: tuple[str, ...] = (),
         clan: str | None = None, honor_requirement: int | None = None) -> CardFacts:
    if deck is None:
        deck = "dynasty" if type in ("personality", "holding", "event", "region") else "fate"
    return RULES.add_facts(CardFacts(
        id=id, title=title, type=type, clan=clan, deck=deck, cost=cost, focus=focus, force=force, chi=chi,
        force_bonus=force_bonus, chi_bonus=chi_bonus, honor_requirement=honor_requirement,
        personal_honor=ph, gold_production=None, province_strength=None, starting_honor=None,
        keywords=keywords, unique=False, number=None, legality=(), banned=False, decided=("fixture",)))


def once(card_def: CardDef) -> CardDef:
    return RULES.defs.cards.get(card_def.id) or RULES.define(card_def)


# ---------------------------------------------------------------- the sample attack phase
# Personalities: the stats the example gives; Personal Honor 1 is a fixture choice.
fact("fx-ogre-bushi", "Ogre Bushi", "personality", force=6, chi=4, ph=1, keywords=("Ogre",))
fact("fx-togashi-teijo", "Togashi Teijo", "personality", force=3, chi=3, ph=1, clan="dragon",
     keywords=("Dragon Clan", "Monk"))
fact("fx-tamori-chieko", "Tamori Chieko", "personality", force=1, chi=3, ph=1, clan="dragon",
     keywords=("Dragon Clan", "Shugenja"))
fact("fx-shinjo-shirasu", "Shinjo Shirasu", "personality", force=3, chi=2, ph=1, clan="unicorn",
     keywords=("Unicorn Clan", "Cavalry", "Samurai"))
# Attachments.
fact("fx-dai-tsuchi", "Dai Tsuchi", "item", force_bonus=3, chi_bonus=0, keywords=("Weapon",))
fact("fx-daikyu", "Daikyu", "item", force_bonus=0, chi_bonus=0, keywords=("Weapon",))
fact("fx-ashigaru-archers", "Ashigaru Archers", "follower", force=0, keywords=("Archers",))
fact("fx-light-mounted-infantry", "Light Mounted Infantry", "follower", force=1, keywords=("Cavalry",))
# Strategies (the example says Tsuruchi Technique costs 1 Gold; the others' costs are 0 here).
fact("fx-destiny-has-no-secrets", "Destiny Has No Secrets", "strategy", focus=1)
fact("fx-twisted-forest", "Twisted Forest", "strategy", focus=1, keywords=("Terrain", "Delayed"))
fact("fx-tsuruchi-technique", "Tsuruchi Technique", "strategy", cost=1, focus=1)
fact("fx-fist-of-the-earth", "Fist of the Earth", "strategy", focus=1, keywords=("Kiho", "Earth"))

once(CardDef("fx-ogre-bushi"))
once(CardDef("fx-togashi-teijo"))
once(CardDef("fx-tamori-chieko"))
once(CardDef("fx-shinjo-shirasu"))
once(CardDef("fx-dai-tsuchi"))
once(CardDef("fx-light-mounted-infantry"))

# Ashigaru Archers: Battle: bow this Follower: a Ranged 2 Attack.
_ch, _eff = ranged_attack(2)
once(CardDef("fx-ashigaru-archers", abilities=(
    Ability(("battle",), _eff, label="Ranged 2 Attack", bow=True, choices=_ch),)))
# Daikyu: Battle: bow this Item: a Ranged 3 Attack.
_ch, _eff = ranged_attack(3)
once(CardDef("fx-daikyu", abilities=(
    Ability(("battle",), _eff, label="Ranged 3 Attack", bow=True, choices=_ch),)))


def _own_at_battle(c: Ctx, uid: int) -> bool:
    return personality(c, uid) and yours(c, uid) and m.at_battle(c.st, uid)


def _show_hand(c: Ctx) -> None:
    hand = ", ".join(m.title(c.st, u) for u in c.st.players[c.player].hand)
    c.g.log(f"{c.st.players[c.player].name} shows the hand: {hand or 'empty'}")


# Destiny Has No Secrets: Battle: show your hand; a target Personality you control gets +2F/+2C.
once(CardDef("fx-destiny-has-no-secrets", abilities=(
    Ability(("battle",), (_show_hand, lambda c: c.give(c["target"], force=2, chi=2)), zone="hand",
            label="+2F/+2C to your Personality; show your hand",
            choices=(Choose("target", _own_at_battle),)),)))


def _opposing_personality(c: Ctx, uid: int) -> bool:
    return personality(c, uid) and enemy(c, uid)


# Twisted Forest: a Delayed Terrain (vocab.terrain). Battle: it enters play at this
# battlefield (only if no Terrain is in play there). When it resolves, just before the Battle
# Action Segment ends, the Force of a target opposing Personality becomes 0.
once(CardDef("fx-twisted-forest", abilities=terrain(
    "fx-twisted-forest", (lambda c: c.give(c["target"], force_set=0),),
    choices=(Choose("target", _opposing_personality),),
    label="an opposing Personality's Force becomes 0")))


def _raise_ranged(c: Ctx) -> None:
    c.live_event["strength"] += 3


# Tsuruchi Technique: Reaction, before your Ranged Attack resolves: +3 to its strength.
once(CardDef("fx-tsuruchi-technique", abilities=(
    Ability(("reaction",), (_raise_ranged,), zone="hand", trigger="ranged", timing="before",
            when=lambda c, ev: ev.get("by") == c.player, label="+3 strength to your Ranged Attack"),)))


def _caster(c: Ctx, uid: int) -> bool:
    st = c.st
    return (personality(c, uid) and yours(c, uid) and not st.cards[uid].bowed and m.at_battle(st, uid)
            and (m.has_kw(st, uid, "Shugenja") or m.has_kw(st, uid, "Monk")))


def _bow_caster(c: Ctx) -> None:
    c.st.cards[c["caster"]].bowed = True


# Fist of the Earth (Kiho): Battle: bow your Shugenja or Monk who casts it: bow an opposing
# Follower or an opposing Personality without Followers.
once(CardDef("fx-fist-of-the-earth", abilities=(
    Ability(("battle",), (lambda c: c.bow(c["target"]),), zone="hand", keywords=("Kiho",),
            label="Kiho: bow an opposing Follower or Personality without Followers",
            choices=(Choose("caster", _caster, performer=True, prompt="Who casts the Kiho?"),
                     Choose("target", both(enemy, follower_or_lone))),
            costs=(Cost(lambda c: True, _bow_caster),)),)))


# ---------------------------------------------------------------- duels and seppuku
fact("fx-duelist", "Fixture Duelist", "personality", force=2, chi=3, ph=2, keywords=("Duelist", "Samurai"))
fact("fx-swordsman", "Fixture Swordsman", "personality", force=2, chi=3, ph=2, keywords=("Samurai",))
fact("fx-courtier", "Fixture Courtier", "personality", force=1, chi=2, ph=3, keywords=("Courtier",))
fact("fx-monk", "Fixture Monk", "personality", force=2, chi=4, ph=1, keywords=("Monk",))
fact("fx-focus-1", "Fixture Focus One", "strategy", focus=1)
fact("fx-focus-2", "Fixture Focus Two", "strategy", focus=2)
fact("fx-focus-3", "Fixture Focus Three", "strategy", focus=3)
fact("fx-focus-bow", "Fixture Bowing Focus", "strategy", focus=0)
fact("fx-insult", "Fixture Insult", "strategy", focus=0)
fact("fx-challenge", "Fixture Challenge", "strategy", focus=0)

for _id in ("fx-duelist", "fx-swordsman", "fx-courtier", "fx-monk", "fx-focus-1", "fx-focus-2", "fx-focus-3"):
    once(CardDef(_id))

# Fixture Bowing Focus: Focus Effect: bow the Personality facing yours.
once(CardDef("fx-focus-bow", focus_effect=(lambda c: c.bow(c["opponent"]),)))

# Fixture Insult: Limited: target an opposing player's Personality; its controller loses 3 Honor.
once(CardDef("fx-insult", abilities=(
    Ability(("limited",), (lambda c: c.lose_honor(3, c.st.cards[c["target"]].controller),), zone="hand",
            label="target Personality's controller loses 3 Honor",
            choices=(Choose("target", lambda c, u: personality(c, u) and not yours(c, u)),)),)))


def _duel(c: Ctx) -> None:
    from l5r.ccg.duel import challenge_frame
    c.g.push(challenge_frame(c["mine"], c["target"], on_lose="destroy", by=c.player))


# Fixture Challenge: Limited: your Personality challenges a target opposing Personality;
# the loser is destroyed.
once(CardDef("fx-challenge", abilities=(
    Ability(("limited",), (_duel,), zone="hand", label="challenge: the loser is destroyed",
            choices=(Choose("mine", lambda c, u: personality(c, u) and yours(c, u), target=False),
                     Choose("target", lambda c, u: personality(c, u) and not yours(c, u)))),)))

__all__ = ["fact", "kw"]
