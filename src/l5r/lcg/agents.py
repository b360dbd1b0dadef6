"""The LCG uses the engine's game-agnostic agents (:mod:`l5r.engine.agents`)."""

from ..engine.agents import RandomAgent, act

__all__ = ["RandomAgent", "act"]
