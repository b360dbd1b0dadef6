"""Card definitions (abilities) of the LCG."""
