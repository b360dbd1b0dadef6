"""Card definitions (abilities) of the LCG, one module per clan (plus neutral
cards, roles and the constant abilities of the Core Set).

Each module declares its definitions in a table of its own (``CARDS =
CardTable()``, then ``CARDS.card(...)``: :class:`l5r.lcg.abilities.CardTable`),
with the hooks each card adds to the rules; importing a module changes nothing
else. :mod:`l5r.lcg.game` imports them all and merges their tables when the rule
set is built (a card id defined twice is an error).
"""
