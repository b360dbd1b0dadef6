"""The Legend of the Five Rings LCG rule set, built on ``l5r.engine``."""
