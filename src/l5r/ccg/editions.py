"""The rule differences between the three CCG editions, in one table.

Every rule the editions disagree on is a field of :class:`Edition`; the three
rows of :data:`EDITIONS` hold each edition's value with the section of its rules
document as a comment. Documents (in ``../shared/rules/``):

* ``ivory``: ``ccg-ivory-comprehensive-rules.txt`` (Ivory Edition Comprehensive Rules v1.8);
* ``celestial``: ``ccg-battle-of-kyuden-tonbo-rulebook.md`` (Celestial 40/40, 2010);
* ``diamond``: ``ccg-diamond-edition-rulebook.md`` (2003).

Where an edition's own document is silent, its value comes from the ivory rules
(``DECISIONS.md``, Precedence); those entries say so in their comment.

>>> edition("celestial").starting_hand, edition().starting_hand
(6, 5)
>>> edition("diamond").dishonor_timing
'immediate'
>>> edition("gold")
Traceback (most recent call last):
...
ValueError: unknown CCG edition 'gold'; the editions are 'celestial', 'diamond', 'ivory'
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DEFAULT", "EDITIONS", "Edition", "edition"]


@dataclass(frozen=True, slots=True)
class Edition:
    """One edition's rules where the editions differ (see the module table)."""

    name: str
    document: str
    #: The turn's phases in order ("attack" is optional in every edition).
    phases: tuple[str, ...]
    #: Fate cards drawn at the start of the game.
    starting_hand: int
    #: Maximum hand size, checked after the end-of-turn draw.
    max_hand_size: int
    #: Minimum Dynasty / Fate deck sizes (starting cards do not count).
    dynasty_min: int
    fate_min: int
    #: Copies per title in the play deck; Unique cards are always limited to one.
    max_copies: int
    #: Card types (besides Unique cards) limited to one copy per title.
    one_copy_types: tuple[str, ...]
    #: True if every Experienced card counts as Unique for deck construction.
    experienced_unique: bool
    #: The legality tag (card database "legality") every card must carry; None: no restriction.
    legal_arc: str | None
    #: Holdings every player starts with in play, and those only the player going second gets.
    starting_holdings: tuple[str, ...]
    second_player_holdings: tuple[str, ...]
    #: Family Honor that wins when a player starts his or her turn on it or higher.
    honor_victory: int
    honor_timing: str  # "start_of_turn"
    #: A player whose Family Honor is at or below this loses ...
    dishonor_loss: int
    #: ... "end_of_turn" (checked at the end of his or her own turn) or "immediate" (at any time).
    dishonor_timing: str
    #: True: Gold produced beyond a cost is lost; False: it goes to a Gold pool until the phase ends.
    excess_gold_lost: bool
    #: "none" (no rules seppuku), "reaction" (a player Reaction), "rule" (a rule, not a Reaction;
    #: even a bowed Personality) -- a Samurai/Courtier commits seppuku to cut an Honor loss to 1.
    seppuku: str
    #: Where duel focus cards come from: "hand_or_deck" (hand or top of the Fate deck unseen),
    #: "focus_pool" (a pool of the top 3 Fate cards, plus one card from hand), "hand".
    duel_focus: str
    #: Maximum focuses per player in a duel (None: no limit).
    duel_max_focus: int | None
    #: Duelist keyword: "wins_ties" (against a non-Duelist) or "focuses_first" (when challenger).
    duelist: str
    #: True if a challenge may be refused unless its effect says otherwise; False: only if it says so.
    duel_refusable: bool
    #: Maneuvers segments of the Attack phase.
    maneuvers: tuple[str, ...]
    #: Honor per card each side destroyed in a tied battle.
    tie_honor_per_card: int
    #: A battle where one side has no units: "normal" (resolved by Force) or "no_winner"
    #: (no winner, no honor; the province falls only if the attacking Force exceeds its strength).
    empty_side: str
    #: True if players may ally in a multiplayer attack, and the honor for first assigning a unit.
    allies: bool
    ally_honor: int
    #: The cards that leave the game with an eliminated player: "play_deck" (every card of his
    #: or her play deck, and the created cards he or she controls) or "owned" (every card he or
    #: she owns, created cards included); :mod:`l5r.ccg.multiplayer`.
    elimination: str
    #: Recruiting rules: "proclaim" (Ivory Recruit: +2 Gold for another Clan's Personality;
    #: Proclaim once per turn), "aligned" (celestial: your Clan's Personalities -2 Gold, or
    #: +Personal Honor once per Dynasty Phase, or +2 Gold to ignore the Honor Requirement),
    #: "faction" (Diamond: your Faction's Personalities -2 Gold or +Personal Honor).
    recruit: str
    #: True if only an unbowed Personality may be chosen to issue a challenge (a bowed one may not
    #: perform actions that issue challenges); False: the edition's document does not say so.
    challenger_unbowed: bool = False
    #: True if a focused card's Focus Value is a bonus to the duelist's duel stat itself (until the
    #: duel ends); False: Focus Values are added to the duel stat only in the duel's resolution.
    focus_in_stat: bool = False
    #: True if each player puts his or her hand aside during a duel (no card in hand may be used
    #: then, except the duel's own uses of the hand, e.g. the one card focused from it).
    duel_hand_aside: bool = False
    #: Naval (``naval.py``): "invasion" (Ivory "Naval Invasion": an Engage player ability),
    #: "reaction" (celestial "NAVAL": a player Reaction after engaging), "declare" (Diamond
    #: "NAVAL": the all-Naval army's leader may make the battle a naval invasion).
    naval: str = "invasion"
    #: Keywords that make a card Naval (Diamond: "Naval and Sailor count as each other").
    naval_keywords: tuple[str, ...] = ("Naval",)
    #: Fortification Holdings (Ivory "Fortification"): True if a Province may have only one copy
    #: of each Fortification attached.
    fortification_one_per_province: bool = False
    #: What a Fortification may use during a battle only if it is attached to the battlefield's
    #: Province: "abilities" (any of its abilities) or "battle_actions" (its Battle actions).
    fortification_battle_limit: str = "abilities"
    #: True if the cards attached to a destroyed Province are destroyed with it; False: they go
    #: to the discard pile (not "discarded").
    province_attachments_destroyed: bool = False
    #: True if a Ring counts toward an Enlightenment Victory only if it last entered play by
    #: its own text.
    enlighten_own_text: bool = False
    #: When a Terrain leaves play, its lasting effects end: "never", "all" (every Terrain), or
    #: "immediate" (only Terrains without the Delayed keyword).
    terrain_effects_end: str = "never"
    #: Fear effects: "target" (Ivory "Fear #"; celestial silent: bow a target enemy Follower or
    #: Personality without Followers if its Force is at most the strength; combines within a
    #: unit, Ivory "Combining #") or "unit" (Diamond "Creating Fear": bow each Follower of a
    #: target opposing unit with Force at most the strength; Undead are immune; no combining;
    #: each card's Fear once per battle).
    fear: str = "target"
    #: How a Sensei changes the Stronghold's stats: "modifier" (Ivory "Sensei": modifiers
    #: continually applied to the Stronghold's stats, not to its printed values; the stat's own
    #: minimum applies after every change) or "printed" (Diamond "SENSEI": the Sensei's numbers
    #: change the Stronghold's numbers, but not below 0 Province Strength or Gold Production or
    #: -19 Starting Family Honor; its traits and abilities are the Stronghold's).
    sensei: str = "modifier"
    #: Maximum Personal Honor of a card (None: no maximum).
    ph_max: int | None = None
    #: The minimum of an Item's Force or Chi checked on its own (its modifier, bonuses and
    #: penalties included); None: a modifier may be negative.
    item_modifier_min: int | None = 0
    #: How bowed cards count toward a unit's Force: "resolution" (in battle resolution a bowed
    #: Personality or Follower adds nothing, each on its own; outside it every card counts) or
    #: "always" (at any time a bowed Follower adds nothing and a bowed Personality's unit has 0).
    bowed_force: str = "resolution"
    #: How often a Tactician may perform a Tactical action: once per "turn" or per "battle".
    tactical_limit: str = "turn"
    #: True if the rules give every player the Rulebook Favor Limited and Battle abilities
    #: (discard the Imperial Favor ...); False: only card effects use the Favor (Diamond: Winds).
    favor_abilities: bool = True
    #: True if a player who already controls the Imperial Favor may not Lobby; False: he may,
    #: to no effect (an action may be announced whenever its targeting can be met).
    lobby_needs_no_favor: bool = False
    #: Overlaying an Experienced Personality: True if the Gold Cost difference is paid when the
    #: new version is two or more levels above and more expensive; False: it costs nothing.
    overlay_pays_difference: bool = True
    #: True if an overlay must meet the card's restrictions such as Loyal; False: ignored.
    overlay_restrictions: bool = True
    #: True if every card of an overlaid stack counts for a battle's Honor gain (False: one card).
    overlay_stack_counts: bool = False
    #: True if Experienced cards are Unique in play too (one in play at a time).
    experienced_unique_in_play: bool = False
    #: True if a bowed Shugenja may cast his Spells.
    bowed_shugenja_casts: bool = True
    #: True if every player has the Cavalry Absent Engage ability (``cavalry.py``).
    cavalry_engage: bool = False
    #: Which actions of a battle must be associated with it, besides the Rule of Presence:
    #: "location" (Ivory "Rules of Location", celestial "Rules of Location": a Battle action from
    #: a card in a unit needs the unit at the current battlefield, and its targets must be there)
    #: or "relevance" (Diamond 4.4 "Rule of Relevance": Battle and Open actions alike must come
    #: from a card at the battle, move or create a card there, or target or affect a card there,
    #: the Province under attack or the battle; see ``play.relevant``).
    battle_actions: str = "location"
    #: True if Reactions and Interrupts taken during a battle follow the Rule of Presence and the
    #: Rules of Location too (Ivory "Actions in Battle": "all action types, including Interrupt
    #: and Engage"); False: only the actions ``battle_actions`` names.
    battle_rules_reactions: bool = False
    #: Whose Unique cards block another copy of the same title entering play: "controller" (your
    #: own; Ivory "Unique", celestial "SINGULAR, UNIQUE") or "all" (anyone's; Diamond).
    unique_scope: str = "controller"
    #: The actions of a battle's Combat (Battle Action) segment: Battle, plus Open in Diamond.
    combat_designators: tuple[str, ...] = ("battle",)
    #: An action taken with a two-designator ability (Battle/Open): "both" (it is treated as both
    #: types: celestial "Abilities"; Diamond is silent) or "round" (it has only the designator
    #: appropriate to the action round it is used in: Ivory "Abilities").
    dual_designators: str = "both"
    #: True if the players have the first-turn Cycle ability (Ivory "Cycle").
    cycle_rule: bool = False
    #: True if Equip is a Repeatable Open action any player may take in any player's Action
    #: Phase (Ivory "Equip"); False: a Limited action in your own Action Phase.
    equip_open: bool = False
    #: Overlaying: True if the overlaid card stays under the new version (a stack treated as
    #: one card) and the new version has the abilities -- not the traits, keywords or stats --
    #: of every card under it (``overlay.py``); False: the overlaid card is removed from the
    #: game at once and passes on no abilities (states, attachments, tokens and effects carry
    #: over in every edition).
    overlay_inherits: bool = True
    #: True if each battle opens with an Engage Segment (an action round of Engage actions,
    #: Defender first); False: engaging is only the moment the battle begins, and Engage
    #: abilities are used then, as Reactions to engaging (``play.engage_options``).
    engage_segment: bool = True


EDITIONS: dict[str, Edition] = {
    "ivory": Edition(
        name="ivory",
        document="ccg-ivory-comprehensive-rules.txt",
        phases=("action", "attack", "dynasty"),  # Play of the Game > The Turn Sequence
        starting_hand=5,  # Start of game, step E
        max_hand_size=8,  # The Player > Maximum hand size
        dynasty_min=40, fate_min=40,  # Deck construction rules (Ivory Extended 40/40)
        max_copies=3,  # Deck construction rules
        one_copy_types=(),  # Deck construction rules: only Unique cards are limited to one
        experienced_unique=False,  # Deck construction rules, EXCEPTION: levels count separately
        legal_arc="A Brother's Destiny (Ivory Edition)",  # Deck construction rules: Ivory legal
        starting_holdings=(), second_player_holdings=(),  # Start of game (none)
        honor_victory=40, honor_timing="start_of_turn",  # Players winning and losing > Honor victory
        dishonor_loss=-20, dishonor_timing="end_of_turn",  # ... > Dishonor loss/victory
        excess_gold_lost=False,  # Game Mechanics > Paying Gold Costs (Gold pool, empties each phase)
        seppuku="none",  # Seppuku: "there is no rulebook ability allowing Seppuku"
        duel_focus="hand_or_deck", duel_max_focus=4,  # Duel, step 2
        duelist="wins_ties",  # Duelist
        duel_refusable=False,  # Challenge: refusal only where a challenge offers it
        maneuvers=("maneuvers",),  # Attack Phase > Maneuvers Segment
        tie_honor_per_card=2,  # Battle Resolution (rate not restated: DECISIONS.md, 2 per card)
        empty_side="normal",  # Battle Resolution: a side with no units has zero Force
        allies=False, ally_honor=0,  # Ally: "a term used in the multiplayer rules", not defined
        elimination="play_deck",  # Player elimination: "all cards from the eliminated player's play deck"
        recruit="proclaim",  # Dynasty Phase > Recruit; Proclaim
        challenger_unbowed=False,  # Challenge: no requirement that the challenger be unbowed
        focus_in_stat=False,  # Duel, step 5: Focus Values are totalled with the duel stat in resolution
        duel_hand_aside=False,  # Duel, step 2: the hand stays (cards are focused from it)
        naval="invasion",  # Naval > Naval Invasion (a player Engage ability)
        naval_keywords=("Naval",),  # Naval (no Sailor equivalence)
        fortification_one_per_province=False,  # Fortification: no limit stated
        fortification_battle_limit="abilities",  # Fortification: "abilities ... can only be used"
        province_attachments_destroyed=False,  # Provinces: Fortifications "go to the discard pile"
        sensei="modifier",  # Sensei: "treated like any other modifier; they do not modify the printed values"
        enlighten_own_text=False,  # Enlightenment victory: "controlling five Rings"
        terrain_effects_end="never",  # Terrain: silent on durations
        fear="target",  # Fear; Combining
        ph_max=None,  # Personal Honor: no maximum (Honorable and dishonorable: dishonorable 0)
        item_modifier_min=0,  # Item: "use the value of its modifier (minimum zero)"
        bowed_force="resolution",  # Unit and army Force; Follower: independent of its Personality
        tactical_limit="turn",  # Tactician > Tactical Advantage (a card ability: once per turn)
        favor_abilities=True,  # Imperial Favor: Rulebook Favor Limited and Battle abilities
        lobby_needs_no_favor=False,  # Lobby (no such condition); Good Faith Rule: "even if it will have no effects"
        overlay_pays_difference=False,  # Experienced: "does not need to ... pay costs"
        overlay_restrictions=True,  # Experienced: "does need to meet other requirements ... Loyal"
        overlay_stack_counts=False,  # Experienced: the older card "is removed from the game"
        experienced_unique_in_play=False,  # Unique: only Unique cards
        bowed_shugenja_casts=True,  # Spell: cast if attached to a Shugenja (no bowing rule)
        cavalry_engage=True,  # Cavalry: the Absent Engage player ability
        battle_actions="location",  # Battles > Actions in Battle: Rule of Presence, Rules of Location
        battle_rules_reactions=True,  # Actions in Battle: "even Interrupts during a battle"
        unique_scope="controller",  # Unique: "you cannot bring it into play" if you control one
        combat_designators=("battle",),  # Combat Segment: an action round of Battle actions
        dual_designators="round",  # Abilities: "only has the designator appropriate to the Action Round"
        cycle_rule=True,  # Cycle: first turn only
        equip_open=True,  # Equip: a Repeatable Open action
        overlay_inherits=False,  # Experienced: the older card "is removed from the game"
        engage_segment=True,  # Battle Sequence: 1. Engage Segment; Engage Segment
    ),
    "celestial": Edition(
        name="celestial",
        document="ccg-battle-of-kyuden-tonbo-rulebook.md",
        # The Turn Sequence: 1. Straighten ... 6. End Phase
        phases=("straighten", "events", "action", "attack", "dynasty", "end"),
        starting_hand=6,  # Setting Up The Game > The Hand
        max_hand_size=8,  # 6. End Phase
        dynasty_min=40, fate_min=40,  # Deck Construction (Celestial 40/40)
        max_copies=3,  # Deck Construction
        one_copy_types=("event",),  # Deck Construction: one copy of each Event and Unique card
        experienced_unique=False,  # Deck Construction note; EXPERIENCED: any levels in a deck
        legal_arc="Destroyer War (Celestial)",  # Deck Construction: Celestial Edition legal
        starting_holdings=("Border Keep",),  # Setting Up The Game > Starting Holdings
        second_player_holdings=("Bamboo Harvesters",),  # ... > Starting Holdings (enters bowed)
        honor_victory=40, honor_timing="start_of_turn",  # Winning The Game > HONOR VICTORY
        dishonor_loss=-20, dishonor_timing="immediate",  # Winning The Game: "ever at or below -20"
        excess_gold_lost=True,  # Paying Gold Costs: "The extra 1 Gold is lost"
        seppuku="reaction",  # Rules Glossary > SEPPUKU (Reaction available to all players)
        duel_focus="focus_pool", duel_max_focus=None,  # Rules Glossary > DUEL, steps 1-2
        duelist="focuses_first",  # Rules Glossary > DUELIST
        duel_refusable=False,  # Rules Glossary > CHALLENGE: refusal only where a challenge says so
        maneuvers=("infantry", "cavalry"),  # 4. Attack Phase > B. Infantry / C. Cavalry Maneuvers
        tie_honor_per_card=1,  # Resolution Segment: "Honor equal to the number of cards"
        empty_side="normal",  # Resolution Segment: "a side with no units has zero Force"
        allies=False, ally_honor=0,  # ALLY: multiplayer rules only online (not in the document)
        elimination="play_deck",  # not in the document (multiplayer rules online): the ivory rules
        recruit="aligned",  # 5. Dynasty Phase > Buy Cards From Provinces
        challenger_unbowed=False,  # Rules Glossary > CHALLENGE: no requirement that the challenger be unbowed
        focus_in_stat=False,  # Rules Glossary > DUEL, step 4: Focus Values are totalled in resolution
        duel_hand_aside=True,  # Rules Glossary > DUEL, step 1: "puts his or her hand aside"
        naval="reaction",  # Rules Glossary > NAVAL
        naval_keywords=("Naval",),  # Rules Glossary > NAVAL (no Sailor equivalence)
        fortification_one_per_province=False,  # silent: from the ivory rules (Fortification)
        fortification_battle_limit="abilities",  # silent: from the ivory rules (Fortification)
        province_attachments_destroyed=False,  # Resolution Segment (Regions discarded); Fortifications: ivory
        sensei="modifier",  # silent (no Senseis): the ivory rules (DECISIONS.md, an undefined card type)
        enlighten_own_text=True,  # ENLIGHTENMENT VICTORY: "each of which last entered play by its own text"
        terrain_effects_end="all",  # TERRAIN: "its effects with a duration end"
        fear="target",  # silent: from the ivory rules (Fear; Combining)
        ph_max=5,  # The Cards > PERSONAL HONOR: "a maximum value of 5 in the game"
        item_modifier_min=None,  # Item: "use the value of its modifier"; STATS: modifiers "can have negative values"
        bowed_force="resolution",  # Resolution Segment; CONTRIBUTE (outside it: from the ivory rules)
        tactical_limit="turn",  # TACTICAL, TACTICIAN: "one Tactical action per turn"
        favor_abilities=True,  # Imperial Favor: the two player abilities that discard the Favor
        lobby_needs_no_favor=False,  # Lobby: only "If you have higher Family Honor than each other player"
        overlay_pays_difference=True,  # EXPERIENCED: "pay the difference" (two or more levels)
        overlay_restrictions=True,  # EXPERIENCED: "other requirements and restrictions, including Loyal"
        overlay_stack_counts=False,  # EXPERIENCED: "This stack is treated as one card"
        experienced_unique_in_play=False,  # SINGULAR, UNIQUE: only Unique cards
        bowed_shugenja_casts=True,  # SHUGENJA: silent on bowing (ivory Spell)
        cavalry_engage=False,  # C. Cavalry Maneuvers Segment (no Engage ability)
        battle_actions="location",  # When Can I Take A Battle Action? Rule of Presence, Rules of Location
        battle_rules_reactions=False,  # When Can I Take A Battle Action?: "Battle actions follow"
        unique_scope="controller",  # SINGULAR, UNIQUE: one copy in play under your control
        combat_designators=("battle",),  # Combat Segment: Battle actions
        dual_designators="both",  # Abilities: Battle/Open "is treated as both types"
        cycle_rule=False,  # no Cycle rule (Border Keep's ability instead)
        equip_open=False,  # Equip: a Limited action
        overlay_inherits=True,  # EXPERIENCED: "the base abilities (but not traits, keywords, or stats)"
        engage_segment=False,  # Battles: "a Combat Segment, then a Resolution Segment"; ENGAGE
    ),
    "diamond": Edition(
        name="diamond",
        document="ccg-diamond-edition-rulebook.md",
        # Sequence of Play in Detail: 1. Straighten ... 6. End Phase
        phases=("straighten", "events", "action", "attack", "dynasty", "end"),
        starting_hand=5,  # Determining Who Starts: "draws five Fate cards"
        max_hand_size=8,  # Preparing the Field; 6. End Phase
        dynasty_min=40, fate_min=40,  # Setup: "two decks of at least forty cards each"
        max_copies=3,  # Setup
        one_copy_types=("event", "ring"),  # Setup: one each of any Event, any Elemental Ring
        experienced_unique=True,  # Setup: "Unique cards include all Experienced cards"
        legal_arc=None,  # Setup: cards "can come from any Clan Deck or expansion pack"
        starting_holdings=(), second_player_holdings=(),  # Setup (none)
        honor_victory=40, honor_timing="start_of_turn",  # How to Win (Honor Victory)
        dishonor_loss=-20, dishonor_timing="immediate",  # How to Win: "ever has under -19"
        excess_gold_lost=True,  # Costs and Effects: "the Emperor taxes any excess Gold"
        seppuku="rule",  # Destroying, Discarding, and Seppuku: "not a Reaction"
        duel_focus="hand", duel_max_focus=None,  # Challenging and Dueling
        duelist="wins_ties",  # silent: from the ivory rules (Duelist)
        duel_refusable=True,  # Challenging and Dueling: the challenged may normally refuse
        maneuvers=("infantry", "cavalry"),  # 4. Attack Phase: 4.2 Infantry, 4.3 Cavalry Maneuvers
        tie_honor_per_card=1,  # 4.5 Resolution Segment: "Honor equal to the number of cards"
        empty_side="no_winner",  # 4.5 Resolution Segment (and DECISIONS.md for the province)
        allies=True, ally_honor=2,  # 4.1 Declaration Segment: allies; 2 Honor on first assigning
        elimination="owned",  # How to Win: "removed from the game along with all cards he owns"
        recruit="faction",  # Card Types in Detail > PERSONALITIES
        challenger_unbowed=True,  # Challenging and Dueling: "one of your unbowed Personalities"; Bowing
        focus_in_stat=True,  # Challenging and Dueling: a Focus card grants a Chi bonus until the duel ends
        duel_hand_aside=False,  # Challenging and Dueling: Focus cards come from the hand
        naval="declare",  # Special Traits > NAVAL ("naval invasion")
        naval_keywords=("Naval", "Sailor"),  # Implied Traits: Naval and Sailor count as each other
        fortification_one_per_province=True,  # HOLDINGS: "only one copy of each Fortification"
        fortification_battle_limit="battle_actions",  # 4.4 Battle Action Segment (Fortification, Region)
        province_attachments_destroyed=True,  # Preparing the Field: "destroy all cards attached to it"
        sensei="printed",  # SENSEI: "A Sensei's numbers directly affect your Stronghold's ... numbers"
        enlighten_own_text=False,  # How to Win: "one Elemental Ring from each element in play"
        terrain_effects_end="immediate",  # TERRAINS: Delayed Terrains' effects "have normal durations"
        fear="unit",  # Making Ranged Attacks > Creating Fear; Glossary "Fear", "Undead"
        ph_max=None,  # DISHONOR: 0 for Dishonored Personalities; no maximum otherwise
        item_modifier_min=0,  # STATS: "No values ... except Family Honor and Honor requirements can drop under 0"
        bowed_force="always",  # 4.5 Resolution Segment: "any time ... a unit's or army's Force total"
        tactical_limit="battle",  # TACTICIAN: "only one Tactical action per battle"
        favor_abilities=False,  # Lobbying for the Imperial Favor; Winds: the Favor is used by card effects
        lobby_needs_no_favor=True,  # Lobbying for the Imperial Favor: "if you do not already have" it
        overlay_pays_difference=True,  # Experienced Traits: "you must pay the difference"
        overlay_restrictions=False,  # Experienced Traits: "ignore all of the card's play restrictions"
        overlay_stack_counts=True,  # Experienced Traits: "honor for every card in the stack"
        experienced_unique_in_play=True,  # Setup: "Unique cards include all Experienced cards"
        bowed_shugenja_casts=False,  # Casting Spells: "cannot cast Spells while bowed"
        cavalry_engage=False,  # 4.3 Cavalry Maneuvers Segment (no Engage ability)
        battle_actions="relevance",  # 4.4 Battle Action Segment: Rule of Presence, Rule of Relevance
        battle_rules_reactions=False,  # 4.4: "Battle and Open actions" (Reactions: REACTIONS, no such rule)
        unique_scope="all",  # Bringing Cards into Play: no copy while any player has one in play
        combat_designators=("battle", "open"),  # 4.4 Battle Action Segment: Battle and Open actions
        dual_designators="both",  # silent on two-designator abilities: as the celestial rules
        cycle_rule=False,  # no Cycle rule
        equip_open=False,  # 3. ACTION PHASE: attaching is a Limited action
        overlay_inherits=True,  # Experienced Traits: "permanently gains all its abilities"
        engage_segment=False,  # 4.4 BATTLE ACTION SEGMENT: it begins once the battle is chosen
    ),
}

#: The default edition (DECISIONS.md, Precedence).
DEFAULT = "ivory"


def edition(name: str = DEFAULT) -> Edition:
    """The edition called ``name`` (ValueError naming the editions if unknown).

    >>> edition("Diamond").allies
    True
    """
    ed = EDITIONS.get(name)  # (a state names its edition as the table does)
    if ed is not None:
        return ed
    try:
        return EDITIONS[name.strip().lower()]
    except KeyError:
        known = ", ".join(repr(n) for n in sorted(EDITIONS))
        raise ValueError(f"unknown CCG edition {name!r}; the editions are {known}") from None
