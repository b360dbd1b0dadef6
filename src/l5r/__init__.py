"""Legend of the Five Rings rules engine.

``l5r.engine`` is the game-agnostic core (state, decisions, flow, event windows,
effects, RNG, save/load). ``l5r.lcg`` is the rule set of the Living Card Game.
"""

__version__ = "0.1.0"
