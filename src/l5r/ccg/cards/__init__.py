"""CCG card definitions, one module per card group.

Each module declares its cards in a table of its own (``CARDS = CardTable()``, then
``CARDS.define(CardDef(...))``; :class:`~l5r.ccg.vocab.CardDef`), and declares on each
definition whatever else the card adds to the rules (``CardDef.hooks``). Nothing is registered
when a module is imported: the rule set (``rules.CCGRules``) imports the modules listed in
``rules.CARD_MODULES`` and merges their tables when it is built; a card id defined twice is an
error. A card with no rules text (e.g. Togashi Taro) is defined with no abilities; a card with
no definition is not implemented (``l5r ccg cards --coverage``).
"""
