"""Game-agnostic core: decisions, flow stack, event windows, RNG and serialization."""
