"""Cards of The Chrysanthemum Throne (issue 15): each card's effect and every clause of its
text (restrictions, limits, targets), and the 2017 rulings about them (Rules Reference cited)."""

from __future__ import annotations
