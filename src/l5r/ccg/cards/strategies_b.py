"""Battle of Kyuden Tonbo Strategies (second half) and The Imperial Favor.

Each ability is paraphrased next to its declaration; the card text itself is in
the set data. Rules references: Terrains (celestial "TERRAIN", Ivory "Terrain",
Diamond "TERRAINS"), Ranged Attacks (celestial "RANGED ATTACK"), performing
(celestial "PERFORM"), switching (celestial "SWITCH"), negation (celestial
"NEGATE"; "DO NOT"), additional actions, duels and Focus Effects (celestial "DUEL").

Keywords on the actions (Kiho, Fear, Tattoo, Kami, Fire, Water, Air, Heroic, Dark
Virtue, Terrain) are carried in ``Ability.keywords`` so other cards can react to
them (Pillars of Virtue reacts to Kiho Battle actions). Inspire Fear has the Fear
keyword but no "Fear X" strength: it is not a Fear effect (Ivory "Fear #"), so the
Fear-effect rules (Diamond "Creating Fear": once per battle, bows Followers) do not
apply to it; the keyword only describes the action. Kiho actions are performed by a
Personality (Diamond "KIHOS"); each card here names the performer it needs.
"""

from __future__ import annotations

from .. import model as m
from ..gold import can_pay
from ..invest import push_pay
from ..recruit import may_control
from ..state import HOME, PLAY
from ..vocab import (Ability, CardDef, CardTable, Choose, Cost, Ctx, card_def, card_step, enemy, of_types,
                     personality, ranged_target, terrain_play, this_terrains_battle)
from ..zones import do

#: The cards of this module (merged by the rule set, ``rules.CARD_MODULES``).
CARDS = CardTable()


# ------------------------------------------------------------------ shared filters
def _mine(c: Ctx, uid: int) -> bool:
    return c.st.cards[uid].controller == c.player


@of_types("personality")
def _my_personality(c: Ctx, uid: int) -> bool:
    return personality(c, uid) and _mine(c, uid)


def _unbowed(c: Ctx, uid: int) -> bool:
    return not c.st.cards[uid].bowed


def _monk_or_shugenja(c: Ctx, uid: int) -> bool:
    return m.has_kw(c.st, uid, "Monk") or m.has_kw(c.st, uid, "Shugenja")


def _samurai(c: Ctx, uid: int) -> bool:
    return m.has_kw(c.st, uid, "Samurai")


def _human(st, uid: int) -> bool:
    """celestial "HUMAN": not Non-human (the set's data spells the keyword "Nonhuman")."""
    return not (m.has_kw(st, uid, "Nonhuman") or m.has_kw(st, uid, "Non-human"))


def _has_weapon(st, uid: int) -> bool:
    return any(m.has_kw(st, a, "Weapon") for a in st.cards[uid].attachments)


@of_types("personality")
def _enemy_personality(c: Ctx, uid: int) -> bool:
    return personality(c, uid) and enemy(c, uid)


def _performers(c: Ctx, pred) -> list[int]:
    """The performer, or -- while checking whether the action may be announced, before the
    performer is chosen -- every Personality that could be chosen as performer."""
    if c.performer >= 0:
        return [c.performer]
    st = c.st
    return [u for u in m.personalities(st, c.player) if pred(c, u) and (st.battle < 0 or m.at_battle(st, u))]


def _bow_unless_tattooed(c: Ctx) -> None:
    p = c.performer
    if not m.has_kw(c.st, p, "Tattooed"):
        c.st.cards[p].bowed = True


def _destroy_performer(c: Ctx) -> None:
    c.destroy(c.performer)  # queued by a cost: resolves before the effects


# ------------------------------------------------------------------ Terrains
@of_types("personality")
def _deployed_target(c: Ctx, uid: int) -> bool:
    st = c.st
    return _my_personality(c, uid) and st.cards[uid].loc == HOME and st.cards[uid].attached_to < 0


def _deployed_when(c: Ctx, ev: dict) -> bool:
    """Only if the Terrain's controller has units at the battlefield and a unit at home."""
    if not this_terrains_battle(c, ev):
        return False
    side = m.current_side(c.st, c.player)
    if side is None or not [u for u in m.army(c.st, side) if c.st.cards[u].controller == c.player]:
        return False
    return any(_deployed_target(c, u) for u in m.personalities(c.st, c.player, HOME))


def _deployed_move(c: Ctx) -> None:
    if c["reinforcement"] >= 0:
        c.move_to_battle(c["reinforcement"])


def _deployed_straighten(c: Ctx) -> None:
    u = c["reinforcement"]
    if u >= 0 and u in c.get("moved", []):
        for x in m.unit_cards(c.st, u):
            c.straighten(x)


CARDS.define(CardDef(
    id="deployed-reinforcements",
    abilities=(
        # Before this battle's resolution: if you have units here, you may move a target unit
        # of yours from home to this battlefield, straightening it if it moved.
        Ability((), (_deployed_move, _deployed_straighten), label="move a unit from home here",
                forced=True, trigger="before_resolution", when=_deployed_when,
                choices=(Choose("reinforcement", _deployed_target, optional=True, anywhere=True,
                                prompt="Deployed Reinforcements: move which unit from home?"),)),
        terrain_play(),
    ),
))


def _first_to_fall(c: Ctx) -> None:
    ev = c.event
    if not ev.get("province_destroyed"):
        return
    for prov in c.st.players[ev["defender"]].provinces:
        c.do("lasting", card=prov.pid, kind="strength", amount=-2, until="permanent")


CARDS.define(CardDef(
    id="first-to-fall",
    abilities=(
        # After this battle's resolution: if it destroyed a province, each remaining province of
        # the Defender permanently has -2 strength.
        Ability((), (_first_to_fall,), label="-2 strength to the Defender's provinces", forced=True,
                trigger="battle_resolved", when=this_terrains_battle),
        terrain_play(),
    ),
))


def _weakest_here(c: Ctx, uid: int) -> bool:
    st = c.st
    if not personality(c, uid) or not m.at_battle(st, uid):
        return False
    here = [u for u in m.personalities(st) if m.at_battle(st, u)]
    return m.force(st, uid) == min(m.force(st, u) for u in here)


CARDS.define(CardDef(
    id="maws-of-stone",
    abilities=(
        # Before this battle's resolution: destroy a Personality with the lowest Force here
        # (the Terrain's controller chooses among tied ones; not targeted).
        Ability((), (lambda c: c.destroy(c["victim"]),), label="destroy the weakest Personality here",
                forced=True, trigger="before_resolution", when=this_terrains_battle,
                choices=(Choose("victim", _weakest_here, target=False, anywhere=True,
                                prompt="Maws of Stone: destroy which Personality?"),)),
        terrain_play(),
    ),
))


# ------------------------------------------------------------------ Battle actions
def _losing(c: Ctx) -> bool:
    mine, theirs = m.current_side(c.st, c.player), m.enemy_side(c.st, c.player)
    if mine is None:
        return False
    return m.army_force(c.st, mine, resolution=False) < m.army_force(c.st, theirs, resolution=False)


CARDS.define(CardDef(
    id="final-duty",
    abilities=(
        # Battle: if your army's total Force is lower than the enemy army's: Ranged 6 Attack.
        Ability(("battle",), (lambda c: c.ranged(6, c["target"]),), label="Ranged 6 Attack", condition=_losing,
                choices=(Choose("target", ranged_target, prompt="Ranged Attack: target"),), zone="hand"),
    ),
))


@of_types("personality")
def _fire_blossom_performer(c: Ctx, uid: int) -> bool:
    return _my_personality(c, uid) and _monk_or_shugenja(c, uid) and m.opposed(c.st, uid)


def _fire_blossom_victim(c: Ctx, uid: int) -> bool:
    return (enemy(c, uid) and m.ctype(c.st, uid) in ("personality", "follower")
            and m.force(c.st, uid) < m.force(c.st, c.performer))


CARDS.define(CardDef(
    id="fire-blossom",
    abilities=(
        # Kiho Battle: your opposed Monk or Shugenja performs: he gets two +1F Fire tokens;
        # then you may bow a target enemy card with lower Force than his.
        Ability(("battle",), (lambda c: c.token(c.performer, 2, kw="Fire", force=1),
                              Choose("victim", _fire_blossom_victim, optional=True,
                                     prompt="Fire Blossom: bow which enemy card?"),
                              lambda c: c.bow(c["victim"]) if c["victim"] >= 0 else None),
                label="two Fire tokens, then bow a weaker enemy", keywords=("Kiho",),
                choices=(Choose("performer", _fire_blossom_performer, target=False, performer=True,
                                prompt="Fire Blossom: performing Monk or Shugenja"),), zone="hand"),
    ),
))


def _starting_honor(st, player: int) -> int:
    return m.starting_honor(st, player)  # the Stronghold's, modified by the Sensei (Ivory "Sensei")


@of_types("personality")
def _sacrifice_performer(c: Ctx, uid: int) -> bool:
    return _my_personality(c, uid) and _unbowed(c, uid) and _samurai(c, uid)


@of_types("personality")
def _sacrifice_target(c: Ctx, uid: int) -> bool:
    st = c.st
    if not _enemy_personality(c, uid):
        return False
    for p in _performers(c, _sacrifice_performer):
        limit = m.unit_force(st, p, resolution=False)
        if st.players[c.player].honor > _starting_honor(st, c.player):
            limit += m.ph(st, p)
        if m.unit_force(st, uid, resolution=False) <= limit:
            return True
    return False


CARDS.define(CardDef(
    id="greater-sacrifice",
    abilities=(
        # Battle: destroy your unbowed Samurai (cost) to destroy a target enemy unit whose total
        # Force is at most his unit's, plus his Personal Honor if your Family Honor is above
        # your starting Family Honor.
        Ability(("battle",), (lambda c: c.destroy(c["target"]),), label="destroy your Samurai and an enemy unit",
                choices=(Choose("performer", _sacrifice_performer, target=False, performer=True,
                                prompt="Greater Sacrifice: which Samurai?"),
                         Choose("target", _sacrifice_target, prompt="Greater Sacrifice: destroy which unit?")),
                costs=(Cost(lambda c: True, _destroy_performer, "destroy your Samurai"),), zone="hand"),
    ),
))


@of_types("personality")
def _hitsu_do_performer(c: Ctx, uid: int) -> bool:
    return _my_personality(c, uid) and _unbowed(c, uid) and _monk_or_shugenja(c, uid)


def _hitsu_do_target(c: Ctx, uid: int) -> bool:
    st = c.st
    t = m.ctype(st, uid)
    if not enemy(c, uid) or t not in ("personality", "follower"):
        return False
    if t == "personality" and m.followers(st, uid):
        return False
    return any(m.chi(st, m.host(st, uid)) <= m.chi(st, p) for p in _performers(c, _hitsu_do_performer))


def _bow_performer(c: Ctx) -> None:
    c.st.cards[c.performer].bowed = True


CARDS.define(CardDef(
    id="hitsu-do",
    abilities=(
        # Fire Kiho Battle: bow and destroy your Monk or Shugenja (costs) to destroy a target enemy
        # Follower or Personality without Followers whose unit's Personality has Chi no higher
        # than his.
        Ability(("battle",), (lambda c: c.destroy(c["target"]),), label="destroy your Monk and an enemy",
                keywords=("Fire", "Kiho"),
                choices=(Choose("performer", _hitsu_do_performer, target=False, performer=True,
                                prompt="Hitsu-Do: which Monk or Shugenja?"),
                         Choose("target", _hitsu_do_target, prompt="Hitsu-Do: destroy which card?")),
                costs=(Cost(lambda c: True, _bow_performer, "bow your performer"),
                       Cost(lambda c: True, _destroy_performer, "destroy your performer")), zone="hand"),
    ),
))


def _honors_hope_fire(c: Ctx) -> None:
    c.ranged(m.ph(c.st, c.source), c["target"])


def _honors_hope_honor(c: Ctx) -> None:
    if c["target"] in c.get("destroyed", []):
        c.gain_honor(2)


CARDS.define(CardDef(
    id="honors-hope",
    abilities=(
        # Open: your performing Personality permanently gains ability 1 below.
        Ability(("open",), (lambda c: c.do("lasting", card=c.performer, kind="ability", ability="honors-hope:1",
                                           until="permanent"),),
                label="give a Personality a Ranged Attack ability",
                choices=(Choose("performer", _my_personality, target=False, performer=True,
                                prompt="Honor's Hope: which Personality?"),), zone="hand"),
        # The given ability -- Battle: bow this Personality: Ranged Attack with strength equal to his
        # Personal Honor; gain 2 Honor if it destroyed its target.
        Ability(("battle",), (_honors_hope_fire, _honors_hope_honor), label="Ranged Attack equal to his PH",
                bow=True, choices=(Choose("target", ranged_target, prompt="Ranged Attack: target"),),
                zone="given", own_battle=True),
    ),
))


@of_types("personality")
def _inspire_performer(c: Ctx, uid: int) -> bool:
    return _my_personality(c, uid) and _unbowed(c, uid) and _monk_or_shugenja(c, uid)


@of_types("personality")
def _inspire_target(c: Ctx, uid: int) -> bool:
    return _enemy_personality(c, uid) and _human(c.st, uid)


def _inspire_effect(c: Ctx) -> None:
    c.move_home(c["target"])
    if m.has_kw(c.st, c.performer, "Water"):
        c.flag(c["target"], "no_move_to_battle")  # until the turn ends


CARDS.define(CardDef(
    id="inspire-fear",
    abilities=(
        # Fear Kiho Water Battle: your unbowed Monk or Shugenja (targeted) performs: move a target
        # enemy Human Personality home; if the performer is Water, that Personality's movement to
        # battlefields is negated this turn.
        Ability(("battle",), (_inspire_effect,), label="move an enemy Human Personality home",
                keywords=("Fear", "Kiho", "Water"),
                choices=(Choose("performer", _inspire_performer, performer=True,
                                prompt="Inspire Fear: performing Monk or Shugenja"),
                         Choose("target", _inspire_target, prompt="Inspire Fear: move whom home?")), zone="hand"),
    ),
))


@of_types("personality")
def _justly_target(c: Ctx, uid: int) -> bool:
    st = c.st
    if not _enemy_personality(c, uid):
        return False
    return any(m.force(st, uid) < m.force(st, p) or len(st.cards[uid].attachments) < len(st.cards[p].attachments)
               for p in _performers(c, _my_personality))


def negate_action_force_changes(st, pid: int) -> int:
    """Negate every current Force bonus and penalty that actions gave cards at the battlefield of
    ``pid``: lasting ``force``/``force_set`` effects from actions, and the Force of tokens an
    action placed (Ivory "Token": a token's bonus comes from the effect that placed it; a set
    stat is a bonus or penalty, Ivory "Setting stats to values"). Later bonuses are not
    affected. Returns how many were negated."""
    n = 0
    for e in st.lasting:
        if e["kind"] in ("force", "force_set") and e.get("action") and not e.get("negated"):
            c = st.cards[e["card"]]
            if c.zone == PLAY and c.instance == e["instance"] and m.at_battlefield(st, c.uid, pid):
                e["negated"] = True
                n += 1
    for c in st.cards:
        if c.zone == PLAY and c.tokens and m.at_battlefield(st, c.uid, pid):
            for t in c.tokens:
                if t.get("action") and t.get("force") and "force" not in t.get("negated", ()):
                    t["negated"] = [*t.get("negated", ()), "force"]
                    n += 1
    return n


CARDS.define(CardDef(
    id="justly-earned-victory",
    abilities=(
        # Battle: your performing Personality; a target enemy Personality with lower Force than
        # him or fewer attachments goes home.
        Ability(("battle",), (lambda c: c.move_home(c["target"]),), label="move home a weaker enemy",
                choices=(Choose("performer", _my_personality, target=False, performer=True,
                                prompt="Justly Earned Victory: performing Personality"),
                         Choose("target", _justly_target, prompt="Justly Earned Victory: move whom home?")),
                zone="hand"),
        # Battle: negate the Force bonuses and penalties actions gave cards at this battlefield.
        Ability(("battle",), (lambda c: negate_action_force_changes(c.st, c.st.battle),),
                label="negate Force changes from actions here", zone="hand", relevant=True),
    ),
))


@of_types("personality")
def _unbowed_mine(c: Ctx, uid: int) -> bool:
    return _my_personality(c, uid) and _unbowed(c, uid)


def _kami_fire(c: Ctx) -> None:
    c.ranged(m.force(c.st, c.performer), c["target"])


CARDS.define(CardDef(
    id="kami-unleashed",
    abilities=(
        # Kami Tattoo Battle: target your unbowed Personality as performer, bowing him unless he is
        # Tattooed: Ranged Attack with strength equal to his Force.
        Ability(("battle",), (_kami_fire,), label="Ranged Attack equal to his Force", keywords=("Kami", "Tattoo"),
                choices=(Choose("performer", _unbowed_mine, performer=True,
                                prompt="Kami Unleashed: performing Personality"),
                         Choose("target", ranged_target, prompt="Ranged Attack: target")),
                costs=(Cost(lambda c: True, _bow_unless_tattooed, "bow him unless Tattooed"),), zone="hand"),
    ),
))


def _laughter(c: Ctx) -> None:
    p = c.performer
    n = 3 if m.opposed(c.st, p) else 1
    c.token(p, n, kw="Fire", force=1)
    if n == 3:
        c.flag(p, "contributes_bowed")  # an ongoing effect: until the turn ends (Ivory "Ongoing")


CARDS.define(CardDef(
    id="laughter-of-the-flames",
    abilities=(
        # Fire Battle: your unbowed performing Personality (bowed unless Tattooed) gets a +1F Fire
        # token; if opposed, two more, and he contributes Force even while bowed.
        Ability(("battle",), (_laughter,), label="Fire tokens", keywords=("Fire",),
                choices=(Choose("performer", _unbowed_mine, target=False, performer=True,
                                prompt="Laughter of the Flames: performing Personality"),),
                costs=(Cost(lambda c: True, _bow_unless_tattooed, "bow him unless Tattooed"),), zone="hand"),
    ),
))


@of_types("personality")
def _unbowed_samurai(c: Ctx, uid: int) -> bool:
    return _unbowed_mine(c, uid) and _samurai(c, uid)


CARDS.define(CardDef(
    id="laying-in-wait",
    abilities=(
        # Battle: your unbowed Samurai (targeted) performs a Ranged 3 Attack.
        Ability(("battle",), (lambda c: c.ranged(3, c["target"]),), label="Ranged 3 Attack",
                choices=(Choose("performer", _unbowed_samurai, performer=True,
                                prompt="Laying in Wait: performing Samurai"),
                         Choose("target", ranged_target, prompt="Ranged Attack: target")), zone="hand"),
        # Battle: your unbowed Samurai (targeted) performs a Ranged 6 Attack against Gold Cost.
        Ability(("battle",), (lambda c: c.ranged(6, c["target"], "gold"),), label="Ranged 6 Attack vs Gold Cost",
                choices=(Choose("performer", _unbowed_samurai, performer=True,
                                prompt="Laying in Wait: performing Samurai"),
                         Choose("target", ranged_target, prompt="Ranged Attack (Gold Cost): target")),
                zone="hand"),
    ),
))


def _low_stance_zero(c: Ctx) -> None:
    t = c["target"]
    if t >= 0 and c.st.cards[t].zone == PLAY and m.force(c.st, t) > 0:
        c.give(t, force=-m.force(c.st, t))  # "reduce ... to 0" is a penalty (Ivory "Setting stats")


def low_stance_focus_effect(c: Ctx) -> None:
    """Low Stance's Focus Effect (``duel.py`` runs ``CardDef.focus_effect`` just before the duel's
    resolution): until the duel ends, bonuses to each focused card's Focus Value are negated
    (``model.stat`` keeps only penalties for a card flagged ``no_focus_bonus``)."""
    for cards in c.st.duel.get("focused", {}).values():
        for u in cards:
            c.flag(u, "no_focus_bonus", until="duel")


CARDS.define(CardDef(
    id="low-stance",
    note="Focus Effect: until the duel ends, bonuses to the Focus Value of each focused card are negated",
    abilities=(
        # Battle: your unbowed Samurai Personality performs; a target enemy Personality has his
        # Force reduced to 0 after this Combat Segment ends (a delayed effect: ability 1, which
        # waits for its trigger).
        Ability(("battle",), (lambda c: c.delay(card_def(c.st, c.source).abilities[1].trigger, "low-stance", 1,
                                                target=c["target"]),),
                label="reduce an enemy's Force to 0 after combat",
                choices=(Choose("performer", _unbowed_samurai, target=False, performer=True,
                                prompt="Low Stance: performing Samurai"),
                         Choose("target", _enemy_personality, prompt="Low Stance: which enemy Personality?")),
                zone="hand"),
        Ability((), (_low_stance_zero,), label="Low Stance: Force to 0", forced=True, trigger="combat_ended",
                zone="delayed"),
    ),
    focus_effect=(low_stance_focus_effect,),
))


@of_types("personality")
def _palm_performer(c: Ctx, uid: int) -> bool:
    return _unbowed_mine(c, uid) and m.has_kw(c.st, uid, "Monk") and not _has_weapon(c.st, uid)


@of_types("personality")
def _palm_target(c: Ctx, uid: int) -> bool:
    return _enemy_personality(c, uid) and not _has_weapon(c.st, uid)


CARDS.define(CardDef(
    id="palm-strike",
    abilities=(
        # Kiho Battle: your unbowed Monk without a Weapon (targeted) performs: bow a target enemy
        # Personality without a Weapon.
        Ability(("battle",), (lambda c: c.bow(c["target"]),), label="bow an unarmed enemy", keywords=("Kiho",),
                choices=(Choose("performer", _palm_performer, performer=True, prompt="Palm Strike: which Monk?"),
                         Choose("target", _palm_target, prompt="Palm Strike: bow whom?")), zone="hand"),
    ),
))


def _sneak(c: Ctx) -> None:
    c.st.attack["first"] = "attacker"  # battle.py: the combat window starts with the Attacker


CARDS.define(CardDef(
    id="sneak-attack",
    abilities=(
        # Engage: the Attacker acts (or passes) first in this battle.
        Ability(("engage",), (_sneak,), label="the Attacker acts first", zone="hand", relevant=True),
    ),
))


@of_types("personality")
def _monk_mine(c: Ctx, uid: int) -> bool:
    return _my_personality(c, uid) and m.has_kw(c.st, uid, "Monk")


CARDS.define(CardDef(
    id="spinning-heel-kick",
    abilities=(
        # Air Kiho Battle: your Monk performs: straighten him; you may take an additional Battle
        # action, which he must perform.
        Ability(("battle",), (lambda c: c.straighten(c.performer), lambda c: c.additional(c.performer)),
                label="straighten your Monk, additional action", keywords=("Air", "Kiho"),
                choices=(Choose("performer", _monk_mine, target=False, performer=True,
                                prompt="Spinning Heel Kick: which Monk?"),), zone="hand"),
    ),
))


@of_types("personality")
def _targeted_hero(c: Ctx, uid: int) -> bool:
    return (uid in c.event.get("targets", ()) and _my_personality(c, uid) and m.has_kw(c.st, uid, "Hero")
            and c.st.cards[uid].zone == PLAY)


def _bamboo(c: Ctx) -> None:
    c.negate_for_action("destroy", c["hero"])
    c.give(c["hero"], force=1)


CARDS.define(CardDef(
    id="strength-of-the-bamboo",
    abilities=(
        # Heroic Reaction: after an action targets your Hero Personality: that action's effects do
        # not destroy him; he gets +1F.
        Ability(("reaction",), (_bamboo,), label="protect your Hero", keywords=("Heroic",),
                trigger="announced", when=lambda c, ev: any(_targeted_hero(c, u) for u in ev.get("targets", ())),
                choices=(Choose("hero", _targeted_hero, target=False, anywhere=True,
                                prompt="Strength of the Bamboo: which Hero?"),), zone="hand"),
    ),
))


def _swift_boost(c: Ctx) -> None:
    t = c["target"]
    for u in [t, *m.followers(c.st, t)]:
        c.give(u, force=1)


CARDS.define(CardDef(
    id="swift-counterattack",
    abilities=(
        # Open: a target Personality and each of his Followers get +1F.
        Ability(("open",), (_swift_boost,), label="+1F to a unit's Personality and Followers",
                choices=(Choose("target", personality, prompt="Swift Counterattack: which Personality?"),),
                zone="hand"),
        # Reaction: before a Battle action taken as an additional action resolves: its effects do
        # not happen.
        Ability(("reaction",), (lambda c: c.cancel_action(),), label="cancel an additional Battle action",
                trigger="announced", when=lambda c, ev: bool(ev.get("additional")) and "battle" in ev.get(
                    "designators", ()), zone="hand"),
    ),
))


@of_types("personality")
def _switch_first(c: Ctx, uid: int) -> bool:
    return personality(c, uid)


def _switch_second(c: Ctx, uid: int) -> bool:
    st = c.st
    a = c["unit"]
    return (personality(c, uid) and uid != a and st.cards[uid].controller == st.cards[a].controller
            and st.cards[uid].loc != st.cards[a].loc)


def _can_move(st, uid: int, to: str) -> bool:
    """Would a move of ``uid`` to ``to`` not fail (see ``actions._move``)?"""
    c = st.cards[uid]
    if c.zone != PLAY or c.loc == to or m.flagged(st, uid, "no_move"):
        return False
    if to != HOME and (m.flagged(st, uid, "no_move_to_battle") or uid in st.attack.get("resolved_attackers", [])):
        return False
    return True


def _switch(c: Ctx) -> None:
    st = c.st
    a, b = c["unit"], c["other"]
    la, lb = st.cards[a].loc, st.cards[b].loc
    if not (_can_move(st, a, lb) and _can_move(st, b, la)):
        return  # celestial "SWITCH": if one movement is negated, so is the other
    c.do("move", card=a, to=lb)
    c.do("move", card=b, to=la)


def _switch_straighten(c: Ctx) -> None:
    moved = c.get("moved", [])
    a, b = c["unit"], c["other"]
    if a in moved and b in moved:
        for u in (a, b):
            for x in m.unit_cards(c.st, u):
                c.straighten(x)


CARDS.define(CardDef(
    id="unpredictable-strategy",
    abilities=(
        # Battle: target a unit and another unit of the same player at another location: the two
        # switch locations; if they moved, straighten every card in them.
        Ability(("battle",), (_switch, _switch_straighten), label="switch two units' locations",
                choices=(Choose("unit", _switch_first, prompt="Unpredictable Strategy: first unit"),
                         Choose("other", _switch_second, anywhere=True,
                                prompt="Unpredictable Strategy: unit at another location")), zone="hand"),
    ),
))


def _will_ok(c: Ctx) -> bool:
    side = m.current_side(c.st, c.player)
    return side is not None and any(c.st.cards[u].controller == c.player and m.opposed(c.st, u)
                                    for u in m.army(c.st, side))


def _will_cost(st, uid: int) -> int:
    return max(0, m.gold_cost(st, uid) - 2)


@of_types("personality")
def _will_dead(c: Ctx, uid: int) -> bool:
    st = c.st
    return (m.ctype(st, uid) == "personality" and m.has_kw(st, uid, "Samurai") and may_control(st, c.player, uid)
            and can_pay(st, c.player, _will_cost(st, uid), {"type": "personality", "card": uid}))


def _will_effect(c: Ctx) -> None:
    uid = c["dead"]
    c.g.push({"step": "ccg.will_enter", "player": c.player, "card": uid})
    # the payment, with the Invest question (Ivory "Invest #")
    push_pay(c.g, c.player, _will_cost(c.st, uid), {"type": "personality", "card": uid}, uid)


def step_will_enter(g, f: dict) -> None:
    """After Will's payment: the dead Samurai enters play in his controller's army here."""

    res = f.pop("result", None) or {}
    g.pop()
    st = g.state
    side = m.current_side(st, f["player"])
    if res.get("paid") and side is not None:
        do(g, "enter_play", card=f["card"], player=f["player"], loc=side, by=f["player"], invest=bool(f.get("invest")))


CARDS.define(CardDef(
    id="will",
    note="The dead Samurai enters play in your army at this battle, for 2 Gold less and ignoring his Honor Requirement",
    abilities=(
        # Dark Virtue Battle: if you control an opposed unit here, choose a dead Samurai Personality
        # of yours to perform: he enters play in your army here, for 2 less Gold and ignoring Honor
        # Requirements.
        Ability(("battle",), (_will_effect,), label="bring a dead Samurai into play here",
                keywords=("Dark Virtue",), condition=_will_ok,
                choices=(Choose("dead", _will_dead, pool="dead", target=False, performer=True,
                                prompt="Will: which dead Samurai?"),), zone="hand", relevant=True),
    ),
    hooks=(card_step("ccg.will_enter", step_will_enter),),
))


# The Imperial Favor has no text of its own: the Favor abilities are the rulebook's
# (``rules_abilities.RULEBOOK``: favor_draw, favor_battle).
CARDS.define(CardDef(id="the-imperial-favor", note="Its holder has the rulebook's Imperial Favor abilities"))
