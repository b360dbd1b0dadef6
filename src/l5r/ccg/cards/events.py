"""Battle of Kyuden Tonbo Events (3-5) and Celestials (1-2).

Events resolve when revealed in the Events Phase (celestial "2. Events Phase";
``flow.resolve_province_card`` runs ``CardDef.event``). Celestials enter play when
revealed and stay until another of their controller's Celestials replaces them.
Abilities are paraphrased; the card text lives in the shared card data.
"""

from __future__ import annotations

from ...engine.names import agree, says
from .. import model as m
from ..index import set_zone
from ..model import action_frame, turn_order
from ..recruit import may_control
from ..state import HAND, PLAY
from ..vocab import Ability, CardDef, CardTable, Choose, Cost, Ctx, Pick, enemy, lookup, of_types, personality, yours
from ..zones import forget_used, leave_zone, to_discard

#: The cards of this module (merged by the rule set, ``rules.CARD_MODULES``).
CARDS = CardTable()


def _grant(cid: str):
    """An event step giving the resolving player the card's ``granted`` abilities."""
    def step(c: Ctx) -> None:
        abilities = c.st.players[c.player].abilities
        if cid not in abilities:
            abilities.append(cid)
    return step


def action_performers(st, af) -> list[int]:
    """The Personalities and Followers performing the action whose frame is ``st.stack[af]``
    (celestial "PERFORM": the card the ability is on, or the Personality whose Item or Spell
    it is on, a card of the acting player targeted when announced, or one chosen to perform)."""
    fr = action_frame(st, {"af": af})
    if fr is None:
        return []
    ctx = fr["ctx"]
    player = ctx["player"]
    out = []
    if ctx.get("performer", -1) >= 0:
        out.append(ctx["performer"])
    src = ctx.get("source", -1)
    if src >= 0:
        t = m.ctype(st, src)
        if t in ("personality", "follower"):
            out.append(src)
        elif t in ("item", "spell") and st.cards[src].attached_to >= 0:
            out.append(st.cards[src].attached_to)
    _, ab = lookup(st, fr["key"])
    for ch in ab.choices:
        u = ctx.get(ch.key, -1)
        if ch.target and ch.pool == "play" and isinstance(u, int) and u >= 0 \
                and st.cards[u].controller == player and m.ctype(st, u) in ("personality", "follower"):
            out.append(u)
    return [u for u in out if st.cards[u].controller == player or st.cards[u].owner == player]


# ------------------------------------------------------------------ 3 I Am Ready
# When it resolves, its player has, for the rest of the game, a Battle ability usable once
# per battle: your performing Personality with an attachment bows a target enemy
# Personality without attachments.
@of_types("personality")
def _has_attachment(c: Ctx, uid: int) -> bool:
    return yours(c, uid) and personality(c, uid) and bool(c.st.cards[uid].attachments)


@of_types("personality")
def _bare_enemy(c: Ctx, uid: int) -> bool:
    return enemy(c, uid) and personality(c, uid) and not c.st.cards[uid].attachments


CARDS.define(CardDef(id="i-am-ready", note="When it resolves, its player gains that Battle ability for the rest of the game", event=(_grant("i-am-ready"),), abilities=(
    Ability(("battle",), (lambda c: c.bow(c["target"]),), zone="granted", per_battle=True,
            label="your Personality with an attachment bows an enemy Personality without attachments",
            choices=(Choose("performer", _has_attachment, performer=True, prompt="Performing Personality?"),
                     Choose("target", _bare_enemy))),
)))


# ------------------------------------------------------------------ 4 Triumph Before Battle
# Until its player's next turn begins: each time an enemy Personality is destroyed during a
# battle by an action one of that player's Personalities performed, he gains 2 Honor.
def _triumph_flag(player: int) -> str:
    return f"triumph-before-battle:{player}"


def _triumph_start(c: Ctx) -> None:
    c.st.lasting.append({"kind": "player_flag", "card": -1, "amount": 0, "instance": 0, "action": False,
                         "loc": "", "flag": _triumph_flag(c.player), "until": f"next_turn:{c.player}"})
    _grant("triumph-before-battle")(c)


def _triumph_when(c: Ctx, ev: dict) -> bool:
    st = c.st
    if not any(e.get("flag") == _triumph_flag(c.player) for e in st.lasting):
        return False
    if not ev.get("in_battle") or ev.get("type") != "personality" or ev.get("controller") == c.player:
        return False
    return any(m.ctype(st, u) == "personality" for u in action_performers(st, ev.get("af")))


CARDS.define(CardDef(id="triumph-before-battle", note="When it resolves, until its player's next turn begins, each enemy Personality destroyed in a battle by an action of one of that player's Personalities gains him 2 Honor", event=(_triumph_start,), abilities=(
    Ability(("trait",), (lambda c: c.gain_honor(2),), zone="granted", forced=True, trigger="destroy",
            when=_triumph_when, label="gain 2 Honor when your Personality's action destroys an enemy"),
)))


# ------------------------------------------------------------------ 5 Wisdom Gained
# Each player in turn, starting with its player, may take a Ring from his Fate discard pile or
# Fate deck, show it and put it in his hand.
@of_types("ring")
def _ring(c: Ctx, uid: int) -> bool:
    return m.ctype(c.st, uid) == "ring"


def _nth_player(i: int):
    def who(c: Ctx) -> int:
        order = turn_order(c.st, c.player)
        return order[i] if i < len(order) else -1
    return who


def _take_ring(i: int):
    def step(c: Ctx) -> None:
        uid = c[f"ring{i}"]
        if uid is None or uid < 0:
            return
        st = c.st
        p = st.players[st.cards[uid].owner]
        leave_zone(st, uid)
        set_zone(st, st.cards[uid], HAND)
        st.cards[uid].controller = p.index
        p.hand.append(uid)
        forget_used(st, uid)  # Ivory "Card Memory Rule"
        c.g.log(f"{says(p.name, 'shows')} {m.title(st, uid)} and {agree(p.name, 'puts')} it in hand")
        if p.fate_deck:
            _shuffle(c, p.index)
    return step


def _shuffle(c: Ctx, player: int) -> None:
    """Searching a deck ends by shuffling it (the engine's seeded RNG)."""
    c.g.shuffle(c.st.players[player].fate_deck)


_WG_STEPS: tuple = ()
for _i in range(6):  # up to six players, each in turn
    _WG_STEPS += (Choose(f"ring{_i}", _ring, pool="fate_search", target=False, optional=True,
                         chooser=_nth_player(_i), prompt="Wisdom Gained: take a Ring into your hand?"),
                  _take_ring(_i))

CARDS.define(CardDef(id="wisdom-gained", note="When it resolves, each player in turn may search his fate deck for a Ring, show it and put it into his hand, then shuffle", event=_WG_STEPS))


# ------------------------------------------------------------------ 1 Akodo's Guidance
# Trait: attacking Lion Clan Personalities have +1F and +1PH. Battle (Lion Clan players):
# discard it and destroy your target performing Lion Clan Personality (costs) to destroy a
# target enemy Personality whose Personal Honor is not above the performer's.
def _guidance(st, src: int, uid: int, stat: str) -> int:
    if stat not in ("force", "ph") or m.ctype(st, uid) != "personality" or st.cards[uid].attached_to >= 0:
        return 0
    return 1 if st.cards[uid].loc.startswith("a") and m.is_clan(st, uid, "lion") else 0


def _lion_player(c: Ctx) -> bool:
    return c.st.players[c.player].clan == "lion"


@of_types("personality")
def _lion_performer(c: Ctx, uid: int) -> bool:
    return yours(c, uid) and personality(c, uid) and m.is_clan(c.st, uid, "lion")


@of_types("personality")
def _honor_not_higher(c: Ctx, uid: int) -> bool:
    return enemy(c, uid) and personality(c, uid) and m.ph(c.st, uid) <= m.ph(c.st, c["performer"])


def _discard_self(c: Ctx) -> None:
    to_discard(c.st, c.source)


CARDS.define(CardDef(id="akodos-guidance", note="Trait: your attacking Lion Personalities get +1 Force and +1 Personal Honor", continuous=_guidance, continuous_stats=("force", "ph"), abilities=(
    Ability(("battle",), (lambda c: c.destroy(c["target"]),), condition=_lion_player,
            label="discard it and destroy your Lion: destroy an enemy Personality with no more Personal Honor",
            choices=(Choose("performer", _lion_performer, performer=True, prompt="Performing Lion Personality?"),
                     Choose("target", _honor_not_higher)),
            costs=(Cost(lambda c: c.st.cards[c.source].zone == PLAY, _discard_self, "discard this Celestial"),
                   Cost(lambda c: True, lambda c: c.destroy(c["performer"]), "destroy the performer"))),
)))


# ------------------------------------------------------------------ 2 Togashi's Guidance
# Trait: Dragon Clan players have no maximum hand size (read by flow.max_hand).
# Reaction (Dragon Clan players), after an action ends during which Rings of yours went to the
# discard pile from your hand or your focused cards (the "rings_discarded" event,
# actions.record_ring_discard): discard this Celestial to put one of those Rings into play or
# into your hand. A Ring it puts into play does not count toward an Enlightenment Victory
# while it stays in play (and has not entered play by its own text).
def _guidance_rings(c: Ctx, ev: dict) -> list[int]:
    st = c.st
    return [r for r in ev.get("rings", ()) if st.cards[r].owner == c.player and r in st.players[c.player].fate_discard]


def _dragon_player(c: Ctx) -> bool:
    return c.st.players[c.player].clan == "dragon"


def _guidance_where(c: Ctx) -> list:
    opts = [("hand", "put it into your hand")]
    if may_control(c.st, c.player, c["ring"]):
        opts.insert(0, ("play", "put it into play"))
    return opts


def _guidance_return(c: Ctx) -> None:
    if c["where"] == "play":
        c.do("enter_play", card=c["ring"], player=c.player, no_enlighten=True)
    else:
        c.do("to_hand", card=c["ring"])


CARDS.define(CardDef(id="togashis-guidance", note="Trait: Dragon Clan players have no maximum hand size. A Ring it puts into play does not count toward an Enlightenment Victory while it stays in play", flags=("no_max_hand:dragon",), abilities=(
    Ability(("reaction",),
            (Choose("ring", lambda c, u: u in _guidance_rings(c, c.event), pool="fate_discard", target=False,
                    prompt="Togashi's Guidance: which Ring?"),
             Pick("where", _guidance_where, prompt="Togashi's Guidance: put the Ring where?"),
             _guidance_return),
            label="discard it: put a Ring discarded during the action into play or your hand",
            trigger="rings_discarded", when=lambda c, ev: bool(_guidance_rings(c, ev)), condition=_dragon_player,
            costs=(Cost(lambda c: c.st.cards[c.source].zone == PLAY, _discard_self, "discard this Celestial"),)),
)))
