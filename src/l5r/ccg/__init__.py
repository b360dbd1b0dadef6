"""The classic Legend of the Five Rings CCG (ivory, celestial and diamond editions).

So far: the Battle of Kyuden Tonbo card facts (:mod:`l5r.ccg.facts`), the edition
rules table (:mod:`l5r.ccg.editions`), the deck list format (:mod:`l5r.ccg.decklist`),
the deckbuilding validator (:mod:`l5r.ccg.deckbuilding`) and the two embedded decks
(``data/decks/lion.txt``, ``data/decks/dragon.txt``).
"""
