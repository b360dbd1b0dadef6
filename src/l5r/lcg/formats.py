"""The LCG's formats (Rules Reference "Game Formats"): ``stronghold`` (two players, the
default), ``skirmish`` (two players), ``enlightenment`` (three players, each against the
other two), ``team-conquest`` (players 1 and 2 against players 3 and 4), and the queries
and state changes the multiplayer formats need.

The state models every format alike: players in seat order (clockwise = increasing
index, :func:`l5r.lcg.model.player_order`), each on a team (``Player.team``; its own in
every format but team conquest), and the rings of ``state.rings`` by key. In the
two-player formats the keys are the five elements. In enlightenment each player has a
personal unclaimed ring pool of five rings (Setup 2.a), so the fifteen rings are keyed
``"<element>.<seat>"`` (``"air.0"``...): ``Ring.element`` is the ring's printed element,
``Ring.pool`` the player whose pool it belongs to (-1: the common unclaimed pool, where
an eliminated player's rings go), and ``Ring.province`` the province it is claimed on.
A conflict's ``ring`` is a ring key.

The enlightenment rules are in the framework steps they change (1.3, 2.4, 3.2, 3.2.7,
4.4, 4.7: :mod:`l5r.lcg.phases`, :mod:`l5r.lcg.conflict`, :mod:`l5r.lcg.enlightenment`),
in elimination (:func:`eliminate`) and in victory (:func:`l5r.lcg.actions.check_victory`).

In team conquest the rules are in the same places: the player order (:func:`l5r.lcg.model.player_order`),
2.4 and 3.2-3.4 (:mod:`l5r.lcg.phases`, :mod:`l5r.lcg.conflict`), a team's side of a conflict
(:func:`side_player`, :func:`l5r.lcg.model.conflict_totals`) and victory; a character is
played under one's own or a teammate's control (:mod:`l5r.lcg.play`, "Character Cards"), the
fate paid by the player playing it. A unique card is one per team, and while two players of a
team control copies of a unique stronghold, province or holding each copy is blank with no
strength or bonus strength (:func:`l5r.lcg.model.team_duplicate`, "Unique Cards"). "Your
opponent" in a card ability is the opposing player chosen when it resolves (Decisions 19). A
broken stronghold province is immune to all card effects
(:func:`l5r.lcg.model.immune_to_card_effects`: no card ability chooses or affects it, no
effect modifies its strength). A card ability's "you" winning or losing a conflict, claiming a
ring, having claimed rings or being the first player counts the team (Decisions 18).

Treaties (Rules Reference "Treaties", "Treaty Cards": the Clan War expansion) are made,
kept, broken and dissolved by :mod:`l5r.lcg.treaties` (Decisions 21-23) in an enlightenment
game that allows them (:func:`~l5r.lcg.game.new_game`'s ``treaties``); a game given treaty cards
(its ``treaty_deck``) shuffles them into a treaty deck.

Decisions
---------
Where the Rules Reference is silent or ambiguous, the project rules as a tournament judge
would; each decision here is tested (``tests/lcg/test_enlightenment.py``,
``tests/lcg/test_team_conquest.py``):

1. **"Your opponent" outside a conflict** (enlightenment). "Opponent" defines it only for
   the two players of a conflict. Elsewhere (a card resolved in the draw phase, a player
   who is not in the conflict) it is the first opponent to the player's left in player
   order: the clockwise order the rules use for every other "who first" question
   ("First Player": "followed by the player to the first player's left").
2. **The glory count among three.** 3.4.1 says the player with the higher total wins and a
   tie wins nothing: with three players the single highest total wins; if the highest total
   is shared, no one wins and the Imperial Favor stays as it is.
3. **Three equal bids** transfer nothing (2.4: "If the bids are equal, no honor is
   transferred"); two different pairs cannot happen among three bids.
4. **Whose unclaimed pool a ring returns to.** With no conflict winner (3.2.3 "return the
   contested ring to the unclaimed ring pool") the ring goes back to the pool it was
   declared from (the attacker's own, or the common pool), as "Participating" says for a
   conflict ended by an elimination ("the attacker's unclaimed ring pool (or the common
   unclaimed ring pool, as appropriate)"). When the defender wins, 3.2.7 sends it to the
   attacker's personal pool, even if it came from the common pool (as written).
5. **Eligible provinces for a claimed ring** (3.2.7 "one of their eligible provinces"): a
   player's unbroken provinces, the stronghold province only while it may be attacked
   ("Rings"). A ring is claimed on a province so that breaking the province takes it
   ("Rings": the breaker claims each ring claimed on it); a broken province can no longer
   be attacked, so a ring on it would be out of reach of the rule. Several rings may be
   claimed on one province (a player needs all five on their provinces to win, before their
   stronghold province may be attacked). A player always has one: an unbroken non-stronghold
   province, or else a stronghold province that may be attacked.
6. **A ring claimed by a card effect** (which names no province), and each ring a player takes
   by breaking a province ("distributing those rings among their own provinces"), is placed on
   the eligible province its claimer chooses, once the event that claimed it has resolved
   (before reactions to it). Until then it is claimed but on no province: it counts against a
   second ring of its element, not yet for the enlightenment victory.
7. **An elimination in the middle of a conflict already decided** (the defender's stronghold
   province broken at 3.2.5, or a player's honor reaching 0 after the result). "Participating":
   a conflict without two participating players cannot resolve and ends at once with no
   winner: the remaining steps (ring effect, claiming the ring) do not happen, the contested
   ring returns to the pool it was declared from (common if that pool was the eliminated
   player's), and the remaining player's participants return home bowed. The province
   broken first was broken: its rings were taken by the attacker before the elimination (the
   break is what eliminates).
8. **The rings of an eliminated player** ("Player Elimination"): those claimed on their
   provinces and those in their personal pool go to the common pool (with their fate); a
   ring they were attacking with goes there too.
9. **What else goes with an eliminated player**: every card they own is removed from the
   game (with their provinces and stronghold); a card they controlled but did not own returns
   to its owner's control, and an attachment another player owns on one of their characters
   is discarded (it leaves play with its host: "Attachments"). The Imperial Favor they held
   returns to the token bank, unclaimed. If they were the first player, the token passes to
   the player on their left at once ("Player Elimination").
10. **Simultaneous victories and eliminations**: the players who reach a victory condition
    together are ranked from the first player clockwise ("Winning the Game"); players whose
    loss conditions are met together are eliminated together, then if one player remains they
    win (with the victory the last elimination was for: ``conquest`` or ``dishonor``).
11. **The enlightenment victory** ("collect all five elemental rings on their provinces")
    counts printed elements: five rings of different printed elements claimed on the
    player's provinces (a player cannot have two of one element there: "Rings").
12. **Team conquest seating and player order.** Teammates sit side by side, each opposite an
    opponent (2.4 compares bids "with the opponent sitting across"): players 1-2 against 3-4.
    "First Player" gives each action opportunity to a team in turn, so the player order
    alternates teams, each team's players in seat order, from the first player: 1, 3, 2, 4
    when player 1 has the token. The token goes to the opposing team at 4.8 (its player
    next in that order).
13. **A team wins together.** "50 or more honor in their honor pool" is the team's honor
    summed (twice the stronghold format's 25, for two players). ``state.winner`` names the
    winning team by its first seat (player 1 or 3); both its players have won (the bots'
    evaluation counts the team; ``l5r lcg simulate`` counts a win for each of them and
    reports each team's players and wins under ``"teams"``: :class:`l5r.engine.simulate.Summary`).
14. **Team conquest penalties.** No one is eliminated alone. A player at 0 honor has their
    stronghold province broken at once ("Player Elimination"), whether or not it was; once
    it is broken their stronghold's printed text box is blank (a lasting effect, Traits kept),
    they bid at most 2, and running out of a deck still costs 5 honor but nothing is
    reshuffled (so they draw or refill nothing from it).
15. **How a team passes and who chooses for it.** In an action window each player of the
    team acts or passes in turn (the teams alternating, 12); the window closes when all four
    pass in a row, i.e. both teams have passed in sequence (in 1.4, where passing is final,
    each player passes for themselves and the first to pass gains the fate). A team's conflict
    opportunity
    goes to its players in turn (the first to its player first in order, the second to the
    other); that player declares for the team or passes the team's opportunity, and one who
    has no legal declaration hands it to a teammate who has. The declaring player declares
    at least one attacker; each teammate then may add any number (3.2). The defending
    player declares any number of defenders, then each teammate up to one (3.2.1).
16. **A team's Imperial Favor.** The team that wins the glory count (3.4.1: its players'
    glory and claimed rings summed; a tie wins nothing) claims the favor through its player
    first in player order, who sets its side; its +1 counts for that team's side of a
    conflict ("Participating": a team's characters count towards one total), as do
    ``conflict_total`` effects of either teammate.
17. **The ring effect in team conquest** (3.2.6) is received by the declaring attacker, and Air
    and Earth act on the defending player, the controller of the attacked province.
18. **"You" in a card ability, in team conquest** (:func:`l5r.lcg.model.yours`). The Rules
    Reference makes a teammate's result yours for winning and losing a conflict (3.2.4,
    "Winning a Conflict": "each player on that team counts as having won the conflict"), for
    the claimed ring pool ("Claimed Ring Pool": the team's pool "counts as the claimed ring pool
    of each player on that team") and for being the first player ("First Player"). So a card's
    "you win/lose a conflict", "you claim a ring" (the ring goes into the team's shared pool),
    "your claimed ring", "you are the first player" and "you would pass the first player token"
    count the team (the trigger events ``vocab.TEAM_EVENTS``); every other "you" (you play a
    card, you declare a conflict, you break a province, you control) stays the player alone,
    as the rules extend nothing else. "You have the Imperial Favor": the favor is claimed
    by the team through one player (16) and counts for the team's side; no card of the
    implemented sets reads it for "you", and "an opponent has the Imperial Favor" already
    means either opposing player.
19. **"Your opponent" in team conquest** ("Opponent": "either player on the opposing team,
    chosen when resolving the card ability"). The player resolving the ability chooses (the
    rule gives the choice to no one else, and a card's choices are its controller's unless it
    says otherwise), as its first step, before costs and targets: the ability's text names
    "your opponent" before what it does to them (a cost "give your opponent 1 fate", a target
    "a character your opponent controls", "chosen by your opponent"), so the targets can only be
    chosen once that player is known, and choosing them first would let a target belong to an
    opponent the ability then does not refer to. The choice (kept in the ability's frame) holds
    for the whole ability: its costs, play restriction, triggering condition, targets, effects
    and "then" part all mean that one player (:mod:`l5r.lcg.resolution`). Since any opposing
    player may be chosen, the ability can be initiated ("Initiating Abilities / Playing Cards"
    1-2: play restrictions, eligible targets, costs; "Cost": effects that could change the game
    state) if it can be against at least one of them, each taken in turn as "your opponent"
    (:meth:`l5r.lcg.vocab.Ability.opponents_against`); its player chooses only among those
    against whom it can (no question when that is one player), so an ability is neither
    refused while it is legal against the other opponent nor left with no target after the
    choice. The targets are the chosen opponent's: a target "your opponent controls", "each
    character your opponent controls", "that opponent" of a play restriction or "your opponent
    plays" of a trigger count that player only (:func:`l5r.lcg.model.opponents_meant`). An
    ability is asked about when what its costs, target, effects or options say (or, where one
    of those does not say, its text) includes "your opponent"; "an opponent" as a target (any
    opposing player's card may be chosen, never a teammate's), "each opponent", "that player"
    (the player of the triggering event: Intimidating Hida) and a play restriction alone
    ("if your honor bid is lower than your opponent's" with nothing else done to that player:
    it holds if it holds against either) need no choice. Outside the resolution of a card
    ability (a constant ability, a lasting effect applied later) "your opponent" stays as in
    1: the player faced in the conflict, else the first opponent to one's left; in the other
    formats "your opponent" is always that one player, so nothing is chosen (enlightenment:
    "Opponent").
20. **Who acts after the defender** (enlightenment, the conflict action window). 3.2.2 gives
    the first opportunity to the defending player and says no more for three players; "Action
    Windows" passes opportunities in player order, clockwise. So after the defender comes the
    player to the defender's left, then the next: the player who is not in the conflict may act
    before the attacker (every player may act in an action window, participating or not), and
    the window closes when all three pass in succession (:func:`l5r.lcg.model.player_order` from
    the defender).
21. **Making a treaty** (enlightenment; Rules Reference "Treaties"). The rules let players
    agree on a treaty whenever they find one useful and say nothing of how it is offered.
    Treaties are an option of the table, as treaty cards are ("can be used"): a game allows
    them when it is created so (``treaties=True``, ``--treaties``), and otherwise an
    enlightenment game offers none (no window asks about them). Where they are allowed, a
    player may propose one in any action window where they have the opportunity to act
    (the dynasty phase's, an action phase's or a conflict's), to any other player with whom
    they have no treaty in force; proposing is not their action there (they then still act
    or pass), and each player proposes at most one treaty to each other player per phase, so
    that a refused proposal cannot be repeated without end. The proposer sets every
    parameter the rule lists (each player's promise, the duration, the value staked: 1 to 5)
    and the other player accepts or declines: agreeing on all parameters is accepting them.
22. **What may be promised.** "An action or a decision that a player can take", never an
    exchange of game components. The engine offers the promises whose keeping it can
    judge: to declare no conflict against a named player (broken when the promisor
    declares one), and to declare a conflict against a named player (kept when they do,
    broken if the duration ends first; so it is offered with a duration of a phase or a
    round only). Durations are until the end of the phase, of the round or of the game.
23. **Breaking a treaty.** A promise not to act is broken at the moment its player acts; a
    promise to act is broken when the duration ends with it unkept. When both promises to
    act are unkept at the end, the treaty is broken by the first of its two players in player
    order, after which the other is "no longer bound by the promises" (the rule's own words)
    and suffers nothing. The player who broke it loses honor equal to the value staked, or,
    with a treaty deck, the treaty card on it is revealed and its text resolves in its place
    (the card "replaces the default method"), then goes to the bottom of the treaty deck.
    A treaty whose duration ends with its promises kept is dissolved; its card (unrevealed)
    goes to the bottom of the treaty deck. An eliminated player's treaties are dissolved at
    once ("Player Elimination").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.names import says
from .model import broken_count, discard_zone, place, player_order
from .state import (
    ATTACHED,
    ELEMENTS,
    PLAY,
    REMOVED,
    STRONGHOLD_SLOT,
    LCGState,
    Treaty,
)

if TYPE_CHECKING:
    from ..engine.game import Game

STRONGHOLD = "stronghold"
SKIRMISH = "skirmish"
ENLIGHTENMENT = "enlightenment"
TEAM_CONQUEST = "team-conquest"
#: the formats a game may be played in, with their number of players
PLAYERS = {STRONGHOLD: 2, SKIRMISH: 2, ENLIGHTENMENT: 3, TEAM_CONQUEST: 4}
#: formats the Rules Reference defines that cannot be played yet (with why)
NOT_PLAYABLE: dict[str, str] = {}
#: team conquest: the honor a team needs together to win
TEAM_HONOR = 50


#: what a treaty card may do to a player of its treaty (Rules Reference "Treaty Cards"), to whom
TREATY_ACTIONS = ("lose_honor", "gain_honor", "lose_fate", "gain_fate", "draw")
TREATY_WHO = ("breaker", "other")
#: a treaty card's amount meaning the value staked on the treaty
STAKED = "staked"


def treaty_problems(card: object) -> list[str]:
    """What is wrong with a treaty card given to a game (``{"name": str, "effects": [[action,
    who, amount], ...]}``: :class:`~l5r.lcg.state.TreatyCard`); empty when nothing is.

    >>> treaty_problems({"name": "Pact", "effects": [["lose_honor", "breaker", "staked"]]})
    []
    >>> treaty_problems({"name": "Pact", "effects": [["steal", "other", 2]]})
    ["effect 1: 'steal' is not one of lose_honor, gain_honor, lose_fate, gain_fate, draw"]
    """
    if not isinstance(card, dict) or not isinstance(card.get("name"), str) or not card["name"]:
        return ["a treaty card is {'name': text, 'effects': [[action, who, amount], ...]}"]
    effects = card.get("effects")
    if not isinstance(effects, list) or not effects:
        return [f"{card['name']} has no list of effects"]
    out = []
    for i, e in enumerate(effects, 1):
        if not isinstance(e, (list, tuple)) or len(e) != 3:
            out.append(f"effect {i}: not [action, who, amount]")
            continue
        action, who, amount = e
        if action not in TREATY_ACTIONS:
            out.append(f"effect {i}: {action!r} is not one of {', '.join(TREATY_ACTIONS)}")
        if who not in TREATY_WHO:
            out.append(f"effect {i}: {who!r} is not 'breaker' or 'other'")
        if amount != STAKED and (not isinstance(amount, int) or isinstance(amount, bool) or not 0 < amount <= 20):
            out.append(f"effect {i}: amount {amount!r} is not 1-20 or 'staked'")
    return out


def treaty_between(st: LCGState, p: int, q: int) -> Treaty | None:
    """The treaty in force between players ``p`` and ``q`` (Rules Reference "Treaties": each
    pair of players has at most one), or None."""
    for t in st.treaties:
        if p in t.players and q in t.players:
            return t
    return None


def end_treaty(st: LCGState, t: Treaty) -> None:
    """Treaty ``t`` is over (kept, broken or dissolved): it is no longer in force and its
    treaty card goes to the bottom of the treaty deck ("Treaty Cards")."""
    st.treaties.remove(t)
    if t.card is not None:
        st.treaty_deck.insert(0, t.card)
        t.card = None


def check_format(fmt: str, players: int) -> str | None:
    """What is wrong with playing format ``fmt`` with ``players`` players (None: nothing).

    >>> check_format("enlightenment", 3) is None, check_format("enlightenment", 2)
    (True, 'the enlightenment format is played by 3 players, not 2')
    >>> check_format("chess", 2)
    "unknown format 'chess' (stronghold, skirmish, enlightenment, team-conquest)"
    """
    if fmt in NOT_PLAYABLE:
        return NOT_PLAYABLE[fmt]
    if fmt not in PLAYERS:
        return f"unknown format {fmt!r} ({', '.join(PLAYERS)})"
    n = PLAYERS[fmt]
    if players != n:
        return f"the {fmt} format is played by {n} players, not {players}"
    return None


def is_enlightenment(st: LCGState) -> bool:
    return st.config.get("format") == ENLIGHTENMENT


def ring_key(element: str, pool: int) -> str:
    """The key of a personal ring in ``state.rings`` (enlightenment).

    >>> ring_key("air", 2)
    'air.2'
    """
    return f"{element}.{pool}"


def stronghold_attackable(st: LCGState, p: int) -> bool:
    """May ``p``'s stronghold province be attacked? ("Declaring a conflict": not until at
    least three of their non-stronghold provinces are broken.)"""
    return broken_count(st, p) >= 3


def claimed_elements(st: LCGState, p: int) -> set[str]:
    """The printed elements of the rings ``p`` has claimed (enlightenment: on their provinces,
    or being placed on one)."""
    return {r.element for r in st.rings.values() if r.claimed_by == p}


def claim_provinces(st: LCGState, p: int) -> list[int]:
    """The provinces (uids, left to right) on which ``p`` may claim a ring: unbroken, the
    stronghold province only while it may be attacked (Decisions 5)."""
    pl = st.players[p]
    cards = st.cards
    return [u for s, u in enumerate(pl.provinces)
            if not cards[u].broken and (s != STRONGHOLD_SLOT or stronghold_attackable(st, p))]


def claim_on_province(g: Game, p: int, key: str, province: int = -1) -> bool:
    """``p`` claims ring ``key`` on ``province`` in enlightenment; with no eligible province
    given, on their only eligible one, else ``p`` chooses where as soon as the current event
    has resolved (an ``lcg.enlightenment_place`` frame, Decisions 6). False when it cannot be
    claimed (a duplicate element: the ring is returned to the pool the caller chooses)."""
    st = g.state
    r = st.rings[key]
    if r.element in claimed_elements(st, p):
        return False
    provs = claim_provinces(st, p)
    if province not in provs:
        if not provs:
            return False
        province = provs[0] if len(provs) == 1 else -1
    r.claimed_by = p
    r.pool = p
    r.province = province
    if province < 0:
        top = st.stack[-1] if st.stack else None
        if top is None or top.get("step") != "lcg.enlightenment_place" or top.get("player") != p:
            g.push({"step": "lcg.enlightenment_place", "player": p})
    return True


def unclaim(st: LCGState, key: str, pool: int) -> None:
    """Ring ``key`` returns to ``pool``'s unclaimed ring pool (-1: the common pool)."""
    r = st.rings[key]
    r.claimed_by = -1
    r.province = -1
    r.contested = False
    r.pool = pool if pool < 0 or not st.players[pool].eliminated else -1


def take_rings_on(g: Game, province: int, breaker: int) -> None:
    """"If a player breaks an opponent's province during a conflict, they claim each ring
    that was claimed on that province" (Rules Reference "Rings"); a duplicate returns to the
    defending player's unclaimed pool."""
    st = g.state
    owner = st.cards[province].controller
    for key, r in st.rings.items():
        if r.province == province and r.claimed_by == owner:
            if claim_on_province(g, breaker, key):
                g.log(f"{says(st.players[breaker].name, 'takes')} the {r.element} ring claimed on the broken province.")
            else:
                unclaim(st, key, owner)
                g.log(f"The {r.element} ring returns to {st.players[owner].name}'s unclaimed ring pool.")


def enlightened(st: LCGState, p: int) -> bool:
    """Has ``p`` all five elements claimed on their provinces (the enlightenment victory)?"""
    return len({r.element for r in st.rings.values() if r.claimed_by == p and r.province >= 0}) == len(ELEMENTS)


def eliminate(g: Game, p: int, reason: str) -> None:
    """Eliminate player ``p`` ("Player Elimination"; Decisions 7-9)."""
    st = g.state
    pl = st.players[p]
    if pl.eliminated:
        return
    pl.eliminated = True
    pl.conflict_opps = 0
    g.log(f"{says(pl.name, 'is')} eliminated ({reason}).")
    cf = st.conflict
    if cf is not None and p in (cf.attacker, cf.defender):
        r = st.rings[cf.ring]
        r.contested = False
        if r.claimed_by < 0:
            r.pool = -1 if r.pool == p else r.pool
        cards = st.cards
        for u in cf.attackers + cf.defenders:
            if cards[u].controller != p:
                cards[u].bowed = True
        cf.attackers, cf.defenders = [], []
        st.conflict = None
        g.log("The conflict ends with no winner.")
    for r in st.rings.values():
        if r.claimed_by == p or (r.pool == p and not r.contested):
            r.claimed_by = -1
            r.province = -1
            r.pool = -1
    if st.favor.get("player") == p:
        st.favor = {"player": -1, "side": ""}
    for t in [t for t in st.treaties if p in t.players]:  # "Player Elimination": dissolved at once
        end_treaty(st, t)
        g.log(f"The treaty between {st.players[t.players[0]].name} and {st.players[t.players[1]].name} "
              "is dissolved.")
    if st.first_player == p:
        left = player_order(st, p)
        if left:
            st.first_player = left[0]
            g.log(f"{says(st.players[left[0]].name, 'becomes')} the first player.")
    _remove_cards(st, p)


def _remove_cards(st: LCGState, p: int) -> None:
    """Every card ``p`` owns is removed from the game; what they control of others returns."""
    pl = st.players[p]
    cards = st.cards
    for u in list(pl.play):
        c = cards[u]
        for a in list(c.attachments):
            if cards[a].owner != p:
                place(st, cards[a], discard_zone(cards[a]))
        if c.owner != p:
            place(st, c, PLAY, player=c.owner)
    for c in cards:
        if c.owner == p and c.zone == ATTACHED:
            place(st, c, REMOVED)
    for u in [*pl.play, *pl.hand, *pl.conflict_deck, *pl.dynasty_deck, *pl.conflict_discard,
              *pl.dynasty_discard, *(x for slot in pl.province_cards for x in slot)]:
        place(st, cards[u], REMOVED)
    for u in [*pl.provinces, pl.stronghold, pl.role]:
        if u >= 0:
            c = cards[u]
            c.zone = REMOVED
            c.facedown = False
            c.instance += 1
            pl.removed.append(u)
    pl.provinces = []
    pl.province_cards = [[] for _ in range(STRONGHOLD_SLOT + 1)]
    pl.stronghold = pl.role = -1


def ring_of(st: LCGState, element: str, p: int, claimed: bool = False) -> str | None:
    """The key of "the ``element`` ring" a card effect of ``p`` means: the ring itself in
    the two-player formats; in enlightenment an unclaimed ring of that element in ``p``'s
    personal pool or else in the common pool ("Rings": effects switching rings use the
    attacking player's pools), or with ``claimed`` the one ``p`` has claimed (None: none).

    >>> from l5r.lcg.state import LCGState, Ring
    >>> st = LCGState("lcg", 0, 0, {}, rings={"air": Ring("air")})
    >>> ring_of(st, "air", 0)
    'air'
    """
    if element in st.rings:
        return element
    found = None
    for key, r in st.rings.items():
        if r.element != element:
            continue
        if claimed:
            if r.claimed_by == p:
                return key
        elif r.claimed_by < 0 and not r.contested:
            if r.pool == p:
                return key
            if r.pool < 0 and found is None:
                found = key
    return found


# ------------------------------------------------------------------ team conquest
def is_team(st: LCGState) -> bool:
    return st.config.get("format") == TEAM_CONQUEST


def team_of(p: int) -> int:
    """The team of seat ``p`` in team conquest: seats 1-2 (0, 1) against seats 3-4 (2, 3),
    teammates side by side, each opposite an opponent (Decisions 12)."""
    return p // 2


def across(p: int) -> int:
    """The opponent sitting across the table from ``p`` in team conquest (2.4).

    >>> [across(p) for p in range(4)]
    [2, 3, 0, 1]
    """
    return (p + 2) % 4


def team_players(st: LCGState, p: int) -> list[int]:
    """``p`` and their teammates, in seat order."""
    team = st.players[p].team
    return [q.index for q in st.players if q.team == team]


def side_player(st: LCGState, p: int) -> int:
    """The player on whose side ``p``'s characters take part in the current conflict: the
    attacking or the defending player (``p`` themselves but in team conquest, where they may
    be a teammate of either: "Participating"), or -1 (no conflict, or the third player of an
    enlightenment conflict)."""
    cf = st.conflict
    if cf is None:
        return -1
    if p == cf.attacker or p == cf.defender:
        return p
    team = st.players[p].team
    if team == st.players[cf.attacker].team:
        return cf.attacker
    if team == st.players[cf.defender].team:
        return cf.defender
    return -1


def stronghold_broken(st: LCGState, p: int) -> bool:
    pl = st.players[p]
    return bool(pl.provinces) and st.cards[pl.provinces[STRONGHOLD_SLOT]].broken


def bid_top(st: LCGState, p: int) -> int:
    """The highest honor bid ``p`` may choose: 3 in skirmish, 2 for a team conquest player
    whose stronghold province is broken ("Player Elimination"), else 5."""
    fmt = st.config.get("format")
    if fmt == SKIRMISH:
        return 3
    if fmt == TEAM_CONQUEST and stronghold_broken(st, p):
        return 2
    return 5


def team_stronghold_attackable(st: LCGState, p: int) -> bool:
    """Team conquest (3.2): ``p``'s stronghold province may be attacked once ``p``'s team
    controls at least 3 broken provinces and at least one of them is ``p``'s."""
    mine = broken_count(st, p)
    return mine >= 1 and sum(broken_count(st, q) for q in team_players(st, p)) >= 3


def team_winner(st: LCGState, team: int) -> int:
    """The seat that stands for a team as ``state.winner``: its first seat (Decisions 13)."""
    return min(q.index for q in st.players if q.team == team)
