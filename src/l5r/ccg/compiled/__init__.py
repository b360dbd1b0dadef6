"""Card definitions generated from the card text by the compiler (``l5r.ccg.compiler``).

The modules here are written by ``python -m l5r.ccg.compiler generate`` and committed: never
edit them by hand (change the grammar or the code generator, and generate again). They hold
declarations only -- no card text -- built from the vocabulary (``vocab``) and the building
blocks of :mod:`~l5r.ccg.compiled.words`.
"""
