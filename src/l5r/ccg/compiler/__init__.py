"""The compiler from the classic CCG's card text to the vocabulary's declarations (issue 16).

A development-time package: the game never imports it. It reads the card data
(``../shared/data/ccg/sets/<set>.yaml``) and writes the project's own declarations, which are
committed (``l5r.ccg.compiled``); no card text is copied.

The pipeline, one module each:

* :mod:`~l5r.ccg.compiler.text` -- the data's markup normalized (bold headers, reminder text in
  italics, icons such as ``:bow:`` and ``:g3:``, the card's own name) and a card's text split into
  segments, one ability or trait each;
* ``ccg.lark`` -- the grammar of a segment (Lark, Earley parser);
* :mod:`~l5r.ccg.compiler.ast` -- the typed syntax tree (frozen dataclasses);
* :mod:`~l5r.ccg.compiler.parser` -- text to tree (the grammar plus a Lark ``Transformer``);
* :mod:`~l5r.ccg.compiler.codegen` -- tree to Python declarations (``Ability``, ``Choose``,
  ``Cost`` and the building blocks of ``l5r.ccg.compiled.words``), or the reason it cannot;
* :mod:`~l5r.ccg.compiler.report` and ``python -m l5r.ccg.compiler`` -- what parses and
  compiles per set, and the generation of the declaration modules.
"""
