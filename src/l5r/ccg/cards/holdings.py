"""Battle of Kyuden Tonbo Holdings (collector numbers 6-24), the two Strongholds
(Pillars of Virtue, Great Hall of Records) and the two Regions (Farmlands,
Mountain Storehouse).

Gold production: a Holding whose production is its plain printed amount uses the
facts' ``gold_production`` (``gold.productions``); conditional production is a
``CardDef.produce``. Ivory ("Triggered trait costs and targeting"): bowing a
Holding to produce Gold is a trait triggered when paying a Gold cost, and Gold
that "may only pay for" one cost is tracked apart (Ivory "Paying Gold Costs",
EXCEPTION) -- the ``restricted`` flag of a production.

"Do X to do Y" (Ivory glossary "To"): Y happens only if X did; such X parts are
effects here, with a condition so the action is announced in Good Faith only
when X is possible.
"""

from __future__ import annotations

from .. import model as m
from ..model import action_frame
from ..play import choice_candidates
from ..rules_abilities import _attach_ok
from ..state import HAND, HOME, PLAY
from ..vocab import Ability, CardDef, CardTable, Choose, Cost, Ctx, Pick, lookup, of_types, personality, yours

#: The cards of this module (merged by the rule set, ``rules.CARD_MODULES``).
CARDS = CardTable()


# ------------------------------------------------------------------ helpers
@of_types("personality")
def _your_personality(c: Ctx, uid: int) -> bool:
    return yours(c, uid) and personality(c, uid)


def _clan_bonus(clan: str):
    """Produce 2 Gold, or 3 for a player of ``clan`` (Copper Mine: Lion; Gold Mine: Dragon)."""

    def produce(st, uid, paying):
        n = 3 if st.players[st.cards[uid].controller].clan == clan else 2
        return [(f"{n} Gold", n, False)]

    return produce


def _gone(c: Ctx, uid: int) -> bool:
    return c.st.cards[uid].zone != PLAY


def _cycle(c: Ctx) -> None:
    """Put chosen province cards on the bottom of the Dynasty deck and refill face up
    (the same procedure as the Ivory rulebook "Cycle")."""
    c.g.push({"step": "ccg.cycle", "player": c.player, "source": c.source})


def _face_up_province_card(c: Ctx) -> bool:
    return any(pr.card >= 0 and c.st.cards[pr.card].face_up for pr in c.st.players[c.player].provinces)


# ------------------------------------------------------------------ Akodo's Grave
@of_types("strategy")
def _terrain(c: Ctx, uid: int) -> bool:
    return c.st.cards[uid].zone == PLAY and m.has_kw(c.st, uid, "Terrain")


def _grave_destroy_terrain(c: Ctx) -> None:
    if _gone(c, c.source):  # "to": only if the Holding was destroyed
        c.destroy(c["target"])


CARDS.define(CardDef(
    id="akodos-grave",
    abilities=(
        # Battle, bow: destroy this Holding to destroy a targeted Terrain (any battlefield:
        # a Terrain is in no unit, so the Rules of Location do not restrict it).
        Ability(("battle",), (lambda c: c.destroy(c.source), _grave_destroy_terrain), bow=True,
                label="destroy this Holding to destroy a Terrain",
                choices=(Choose("target", _terrain, anywhere=True, prompt="Destroy which Terrain?"),)),
    ),
))

# ------------------------------------------------------------------ Bamboo Harvesters
# Does not straighten in its controller's Straighten Phase before his or her second turn
# (flow.straighten_all reads the flag).
CARDS.define(CardDef(id="bamboo-harvesters", note="It does not straighten in its controller's Straighten Phase before his or her second turn", flags=("no_straighten_first",)))

# ------------------------------------------------------------------ Barley Farm
# Its Reaction (one extra Gold whenever its controller pays a Gold cost, once per turn, usable
# together with bowing the Farm) is offered by the payment itself: gold.extra_sources looks
# for abilities triggered by "gold_cost", an event that is never announced on its own.
CARDS.define(CardDef(
    id="barley-farm",
    abilities=(Ability(("reaction",), (), label="produce 1 Gold", trigger="gold_cost"),),
))

# ------------------------------------------------------------------ Border Keep
CARDS.define(CardDef(
    id="border-keep",
    abilities=(
        # Limited, on your first turn only: cycle province cards.
        Ability(("limited",), (_cycle,), label="first turn: cycle province cards",
                condition=lambda c: c.st.players[c.player].turns == 1 and _face_up_province_card(c)),
        # Limited, once per game: cycle province cards.
        Ability(("limited",), (_cycle,), label="once per game: cycle province cards", per_game=True,
                condition=_face_up_province_card),
    ),
))


# ------------------------------------------------------------------ Border Village
def _village(st, uid, paying):
    out = [("3 Gold", 3, False)]
    p = st.players[st.cards[uid].controller]
    if not p.went_first and paying.get("type") != "holding":
        out.append(("4 Gold for this cost only", 4, True))
    return out


CARDS.define(CardDef(id="border-village", note="Bow: produce 3 Gold, or, for a player who did not go first, 4 Gold for a cost other than a Holding's", produce=_village))


# ------------------------------------------------------------------ Chugo Seido
# Reaction when another player's action would target one of your Personalities (when it is
# announced, or when it targets during its resolution: the "targeted" event): destroy this
# Holding (a cost) to choose one of your Samurai at that Personality's location; the action
# targets him instead of that Personality -- every targeting of that Personality by the
# action -- where that is legal (a candidate it could have targeted, and not one of its
# other already-chosen targets: Ivory "Targeting", multiple targets). If the action targets
# several of your Personalities, you choose the one Chugo Seido protects.
def _my_personality_targets(c: Ctx, ev: dict) -> list[int]:
    st = c.st
    return [t for t in ev.get("targets", []) if t >= 0 and st.cards[t].zone == PLAY
            and m.ctype(st, t) == "personality" and st.cards[t].controller == c.player]


def _samurai_for(c: Ctx, orig: int, uid: int) -> bool:
    st = c.st
    return (uid != orig and _your_personality(c, uid) and m.has_kw(st, uid, "Samurai")
            and m.location(st, uid) == m.location(st, orig))


def _protectable(c: Ctx, orig: int) -> bool:
    return any(_samurai_for(c, orig, u) for u in m.personalities(c.st, c.player))


def _chugo_when(c: Ctx, ev: dict) -> bool:
    return ev.get("player") != c.player and any(_protectable(c, t) for t in _my_personality_targets(c, ev))


def _chugo_origs(c: Ctx) -> list:
    return [(str(u), m.title(c.st, u)) for u in _my_personality_targets(c, c.live_event) if _protectable(c, u)]


def _chugo_orig(c: Ctx) -> int:
    return int(c["orig"]) if c.get("orig") not in (None, "") else -1


def _chugo_substitute(c: Ctx, uid: int) -> bool:
    return _chugo_orig(c) >= 0 and _samurai_for(c, _chugo_orig(c), uid)


def _chugo_redirect(c: Ctx) -> None:
    """Every targeting of the protected Personality by the other action goes to the Samurai,
    where he is a legal target for it."""

    st = c.st
    ev = c.live_event
    new, orig = c["new"], _chugo_orig(c)
    fr = action_frame(st, ev)
    if new < 0 or orig < 0 or fr is None:
        return
    _, ab = lookup(st, fr["key"])
    actx = Ctx(c.g, fr)
    if ev["name"] == "targeted":  # targeting during resolution: that one choice
        slots = [e for e in ab.effects if isinstance(e, Choose) and e.key == ev.get("choice")]
    else:
        slots = [ch for ch in ab.choices if ch.target]
    chosen = [actx[ch.key] for ch in ab.choices if ch.target] + [
        actx[e.key] for e in ab.effects if isinstance(e, Choose) and e.target and e.key in actx.data]
    for ch in slots:
        if actx[ch.key] != orig or new in chosen or new not in choice_candidates(c.g, actx, ch, ab):
            continue
        actx[ch.key] = new
        chosen.append(new)
        if ch.performer:
            actx["performer"] = new
    if orig not in [actx[ch.key] for ch in slots]:
        ev["targets"] = [new if t == orig else t for t in ev.get("targets", [])]


def _chugo_reaction(trigger: str) -> Ability:
    return Ability(("reaction",),
                   (Pick("orig", _chugo_origs, prompt="Chugo Seido: protect which Personality?"),
                    Choose("new", _chugo_substitute, target=False, prompt="Chugo Seido: which Samurai?"),
                    _chugo_redirect),
                   label="destroy this Holding to redirect the targeting to your Samurai",
                   trigger=trigger, timing="before", when=_chugo_when,
                   costs=(Cost(lambda c: c.st.cards[c.source].zone == PLAY, lambda c: c.destroy(c.source),
                               "destroy this Holding"),))


CARDS.define(CardDef(
    id="chugo-seido",
    abilities=(
        _chugo_reaction("announced"),  # targets chosen when the action is announced
        _chugo_reaction("targeted"),  # targets chosen while it resolves
    ),
))

# ------------------------------------------------------------------ Copper Mine / Gold Mine
CARDS.define(CardDef(id="copper-mine", note="Bow: produce 2 Gold, or 3 Gold for a Lion Clan player", produce=_clan_bonus("lion")))
CARDS.define(CardDef(id="gold-mine", note="Bow: produce 2 Gold, or 3 Gold for a Dragon Clan player", produce=_clan_bonus("dragon")))


# ------------------------------------------------------------------ Counting House
def _fewer_provinces(c: Ctx) -> bool:
    st = c.st
    mine = len(st.players[c.player].provinces)
    return bool(c.opponents) and all(mine < len(st.players[o].provinces) for o in c.opponents)


# One copy in play per player: recruit.may_control checks the title (flag "one_copy_in_play").
CARDS.define(CardDef(
    id="counting-house",
    note="Its controller may have only one copy of it in play",
    flags=("one_copy_in_play",),
    abilities=(Ability(("limited",), (lambda c: c.draw(1),), bow=True,
                       label="fewer provinces: draw a card", condition=_fewer_provinces),),
))

# ------------------------------------------------------------------ Diamond Mine (plain 5 Gold)
CARDS.define(CardDef(id="diamond-mine"))


# ------------------------------------------------------------------ Expendable Resources
def _draw_if_destroyed(c: Ctx) -> None:
    if _gone(c, c.performer):
        c.draw(1)


CARDS.define(CardDef(
    id="expendable-resources",
    abilities=(
        Ability(("battle",), (lambda c: c.destroy(c.performer), _draw_if_destroyed),
                label="destroy your performing Personality to draw a card",
                choices=(Choose("performer", _your_personality, target=False, performer=True,
                                prompt="Destroy which performing Personality?"),)),
    ),
))

# ------------------------------------------------------------------ Famous Bazaar
# After it is recruited from a province, the province refills face up (recruit.step_recruit).
CARDS.define(CardDef(id="famous-bazaar", note="After it is recruited from a province, that province refills face up", flags=("refill_face_up",)))

# ------------------------------------------------------------------ Frontline Encampment
CARDS.define(CardDef(
    id="frontline-encampment",
    abilities=(
        Ability(("limited",), (lambda c: c.give(c["target"], force=2), lambda c: c.destroy(c.source)),
                label="+2F to your Personality, destroy this Holding",
                choices=(Choose("target", _your_personality, prompt="Give +2F to which Personality?"),)),
    ),
))


# ------------------------------------------------------------------ Kaiu Smithy
@of_types("item")
def _loose_weapon(c: Ctx, uid: int) -> bool:
    st = c.st
    return (m.ctype(st, uid) == "item" and m.has_kw(st, uid, "Weapon") and not m.facts(st, uid).unique
            and st.cards[uid].owner == c.player)


def _any(c: Ctx, uid: int) -> bool:
    return True


def _smithy_return(c: Ctx) -> None:
    st = c.st
    if st.cards[c["discard"]].zone == HAND:
        return  # the discard did not happen: no Weapon ("to")
    w = c["target"]
    if m.ctype(st, w) == "item" and st.cards[w].zone in ("fate_discard",):
        c.do("to_hand", card=w)


CARDS.define(CardDef(
    id="kaiu-smithy",
    abilities=(
        Ability(("limited",), (lambda c: c.discard(c["discard"]), _smithy_return), bow=True,
                label="discard a card to take back a non-Unique Weapon",
                choices=(Choose("target", _loose_weapon, pool="fate_discard",
                                prompt="Return which Weapon to your hand?"),
                         Choose("discard", _any, pool="hand", target=False, prompt="Discard which card?"))),
    ),
))


# ------------------------------------------------------------------ Permanent Encampment
def _encampment(st, uid, paying):
    out = [("2 Gold", 2, False)]
    if paying.get("type") == "attachment":
        out.append(("3 Gold for this attachment only", 3, True))
    return out


@of_types("follower", "item", "spell")
def _your_attachment(c: Ctx, uid: int) -> bool:
    st = c.st
    return yours(c, uid) and st.cards[uid].attached_to >= 0 and m.ctype(st, uid) in ("follower", "item", "spell")


def _new_host(c: Ctx, uid: int) -> bool:
    """Another of your Personalities in the same army that may legally attach the card."""

    st = c.st
    a = c["target"]
    if not _your_personality(c, uid) or st.cards[a].zone != PLAY or st.cards[a].attached_to == uid:
        return False
    if m.location(st, uid) != m.location(st, a):
        return False
    if st.cards[a].created:
        return True  # a created Follower: no Honor Requirement, not Unique
    if m.facts(st, a).unique or m.has_kw(st, a, "Singular"):
        # moving the card itself does not add a copy; the Weapon/Armor limits still apply
        return not any(m.title(st, x) == m.title(st, a) for x in st.cards[uid].attachments)
    return _attach_ok(Ctx(c.g, {"ctx": {"player": c.player}}), a, uid)


def _transfer(c: Ctx) -> None:
    if c["host"] >= 0 and c.st.cards[c["target"]].zone == PLAY:
        c.do("attach", card=c["target"], host=c["host"])


CARDS.define(CardDef(
    id="permanent-encampment",
    note="Bow: produce 2 Gold, or 3 Gold to pay for an attachment",
    produce=_encampment,
    abilities=(
        Ability(("battle",),
                (lambda c: c.straighten(c["target"]),
                 Choose("host", _new_host, target=False, optional=True,
                        prompt="Transfer it to another of your Personalities?"),
                 _transfer),
                label="straighten your attachment, may transfer it",
                choices=(Choose("target", _your_attachment, prompt="Straighten which attachment?"),)),
    ),
))

# ------------------------------------------------------------------ Rich Coffers
# Straightens in each player's Straighten Phase (flow.straighten_all reads the flag).
CARDS.define(CardDef(id="rich-coffers", note="It straightens in each player's Straighten Phase", flags=("straighten_each",)))


# ------------------------------------------------------------------ Temple to Shinsei
@of_types("personality")
def _monk_or_shugenja(c: Ctx, uid: int) -> bool:
    st = c.st
    return (_your_personality(c, uid) and not st.cards[uid].bowed
            and (m.has_kw(st, uid, "Monk") or m.has_kw(st, uid, "Shugenja")))


def _honor_if_bowed(c: Ctx) -> None:
    if c.performer in c.get("bowed", []):
        c.gain_honor(2)


CARDS.define(CardDef(
    id="temple-to-shinsei",
    abilities=(
        Ability(("limited",), (lambda c: c.bow(c.performer), _honor_if_bowed), bow=True,
                label="bow your Monk or Shugenja to gain 2 Honor",
                choices=(Choose("performer", _monk_or_shugenja, target=False, performer=True,
                                prompt="Bow which Monk or Shugenja?"),)),
    ),
))


# ------------------------------------------------------------------ Tetsu Kama Mine
def _item_from_hand(c: Ctx, ev: dict) -> bool:
    st = c.st
    uid, host = ev.get("card", -1), ev.get("host", -1)
    if uid < 0 or host < 0 or ev.get("from_zone") != HAND or ev.get("player") != c.player:
        return False
    if m.ctype(st, uid) != "item" or st.cards[host].zone != PLAY:
        return False
    return m.has_kw(st, host, "Kensai") or m.clan_of(st, host) == "lion"


CARDS.define(CardDef(
    id="tetsu-kama-mine",
    abilities=(
        Ability(("reaction",), (lambda c: c.draw(1),), bow=True,
                label="draw a card", trigger="enter_play", when=_item_from_hand),
    ),
))

# ------------------------------------------------------------------ Traveling Peddler
CARDS.define(CardDef(
    id="traveling-peddler",
    abilities=(Ability(("limited",), (lambda c: c.draw(1),), bow=True, gold=3, label="draw a card"),),
))


# ------------------------------------------------------------------ Strongholds
def _kiho_battle(c: Ctx, ev: dict) -> bool:
    if ev.get("player") != c.player or "battle" not in ev.get("designators", ()):
        return False
    src = ev.get("source", -1)
    kws = list(ev.get("keywords", ()))
    if src is not None and src >= 0:
        kws += list(m.keywords(c.st, src))
    return any(k.casefold() == "kiho" for k in kws)


CARDS.define(CardDef(
    id="pillars-of-virtue",
    abilities=(
        # Reaction after your Kiho Battle action resolves: take an additional Battle action.
        Ability(("reaction",), (lambda c: c.additional(),), label="take an additional Battle action",
                trigger="action_resolved", when=_kiho_battle),
    ),
))


def _great_hall(c: Ctx) -> None:
    t = c["target"]
    st = c.st
    if st.cards[t].zone == PLAY and m.opposed(st, t) and m.has_kw(st, t, "Hero"):
        c.give(t, force=3)


CARDS.define(CardDef(
    id="great-hall-of-records",
    abilities=(
        Ability(("battle",), (lambda c: c.straighten(c["target"]), _great_hall),
                label="straighten your Personality (+3F if an opposed Hero)",
                choices=(Choose("target", _your_personality, prompt="Straighten which Personality?"),)),
    ),
))


# ------------------------------------------------------------------ Regions
def _farmlands_follower(c: Ctx) -> None:
    c.create_follower(c["target"], 1)


CARDS.define(CardDef(
    id="farmlands",
    abilities=(
        Ability(("limited",), (_farmlands_follower,), gold=2, label="create a 1F Follower",
                choices=(Choose("target", _your_personality, prompt="Attach the Follower to which Personality?"),)),
    ),
))


def _storehouse_ok(c: Ctx) -> bool:
    st = c.st
    enemy = m.enemy_side(st, c.player)
    if enemy is None or not m.army(st, enemy):
        return False
    if st.players[c.player].clan == "lion":
        return True
    return st.cards[c.source].province == st.battle


@of_types("personality")
def _at_home(c: Ctx, uid: int) -> bool:
    return _your_personality(c, uid) and c.st.cards[uid].loc == HOME


def _storehouse_straighten(c: Ctx) -> None:
    t = c["target"]
    st = c.st
    if t in c.get("moved", []) and m.location(st, t).startswith("d"):
        for u in m.unit_cards(st, t):
            if st.cards[u].bowed:
                c.straighten(u)


CARDS.define(CardDef(
    id="mountain-storehouse",
    abilities=(
        Ability(("battle",), (lambda c: c.move_to_battle(c["target"]), _storehouse_straighten),
                bow=True, absent=True, condition=_storehouse_ok, relevant=True,
                label="move your Personality from home to the battle",
                choices=(Choose("target", _at_home, performer=True, anywhere=True,
                                prompt="Move which Personality to the battle?"),)),
    ),
))

