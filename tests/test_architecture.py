"""The structure of ``src/l5r`` (issue 9, "One-way layers" and "Hooks declared on the
card"): no import circles, no imports inside functions (outside the command line's lazy
loading and optional dependencies), and no card module that changes a table owned by
another module when it is imported.

Imports under ``if TYPE_CHECKING:`` are annotations only and are not edges of the graph.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
PKG = SRC / "l5r"

#: modules whose functions may import (the command line loads each command's game lazily)
LAZY_LOADERS = {"l5r.cli"}
#: third-party packages that are optional: imported where used, so the rest works without them
OPTIONAL = {"ray"}
#: methods that change the container they are called on
MUTATORS = {"append", "extend", "insert", "setdefault", "update", "add", "pop", "popitem", "remove",
            "discard", "clear", "__setitem__", "sort", "reverse"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PKG.rglob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST):
    """(import node, inside a function) for every runtime import of a module."""
    def walk(node, in_fn):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                for c in child.orelse:
                    yield from walk(c, in_fn)
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                yield child, in_fn
            yield from walk(child, in_fn or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))
    yield from walk(tree, False)


def _targets(name: str, is_pkg: bool, node, known: dict[str, Path]) -> list[str]:
    """The l5r modules an import statement loads."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name in known]
    base = name if is_pkg else name.rsplit(".", 1)[0]
    if node.level:
        for _ in range(node.level - 1):
            base = base.rsplit(".", 1)[0]
        mod = f"{base}.{node.module}" if node.module else base
    else:
        mod = node.module or ""
    out = []
    for a in node.names:
        sub = f"{mod}.{a.name}"
        if sub in known:
            out.append(sub)
        elif mod in known:
            out.append(mod)
    return sorted(set(out))


def import_graph() -> tuple[dict[str, set[str]], list[tuple[str, int, str]]]:
    """(module -> modules it imports, [(module, line, text) of imports inside functions])."""
    known = modules()
    graph: dict[str, set[str]] = {m: set() for m in known}
    inside: list[tuple[str, int, str]] = []
    for name, path in known.items():
        tree = ast.parse(path.read_text())
        for node, in_fn in _imports(tree):
            targets = _targets(name, path.name == "__init__.py", node, known)
            graph[name].update(t for t in targets if t != name)
            if in_fn:
                inside.append((name, node.lineno, ast.unparse(node)))
    return graph, inside


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _in(scope: str, name: str) -> bool:
    return name == scope or name.startswith(scope + ".")


GRAPH, INSIDE = import_graph()


def test_graph_sees_imports():
    """The graph builder itself: relative imports resolve to modules."""
    assert "l5r.engine.decision" in GRAPH["l5r.engine.game"]
    assert "l5r.engine.serial" in GRAPH["l5r.engine.decision"]


@pytest.mark.parametrize("scope", ["l5r.engine", "l5r.lcg", "l5r.ccg", "l5r.web", "l5r.env", "l5r"])
def test_no_import_circles(scope):
    found = [c for c in circles(GRAPH) if any(_in(scope, m) for m in c)]
    assert not found, f"import circles: {found}"


@pytest.mark.parametrize("scope", ["l5r.engine", "l5r.lcg", "l5r.ccg", "l5r.web", "l5r.env", "l5r"])
def test_no_imports_inside_functions(scope):
    found = [f"{m}:{line}: {text}" for m, line, text in INSIDE
             if _in(scope, m) and m not in LAZY_LOADERS and not any(
                 text.startswith((f"import {o}", f"from {o}")) for o in OPTIONAL)]
    assert not found, "imports inside functions:\n" + "\n".join(found)


def _imported_names(tree: ast.Module) -> set[str]:
    names = set()
    for node, in_fn in _imports(tree):
        if not in_fn:
            for a in node.names:
                names.add((a.asname or a.name).split(".")[0])
    return names


def _root(node: ast.AST) -> str | None:
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def card_module_problems(path: Path) -> list[str]:
    """Module-level statements of a card module that change something it imported: an
    item or attribute assigned on an imported name, a mutating method called on one, a
    bare call of an imported function (its only purpose is a side effect), or an
    imported decorator on a module-level definition (e.g. ``@applies(...)``)."""
    tree = ast.parse(path.read_text())
    imported = _imported_names(tree)
    pure_decorators = {"dataclass", "of_types", "phrase"}  # of_types and phrase mark the function they decorate
    out = []
    for stmt in tree.body:
        where = f"{path.name}:{stmt.lineno}"
        if isinstance(stmt, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            for t in targets:
                if isinstance(t, (ast.Subscript, ast.Attribute)) and _root(t) in imported:
                    out.append(f"{where}: assigns into imported {_root(t)!r}")
        for node in ast.walk(stmt) if not isinstance(stmt, (ast.FunctionDef, ast.ClassDef)) else ():
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in MUTATORS and _root(node.func) in imported:
                out.append(f"{where}: calls {node.func.attr}() on imported {_root(node.func)!r}")
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and _root(stmt.value) in imported \
                and not isinstance(stmt.value.func, ast.Attribute):
            out.append(f"{where}: module-level call of imported {_root(stmt.value)!r}")
        if isinstance(stmt, (ast.FunctionDef, ast.ClassDef)):
            for d in stmt.decorator_list:
                r = _root(d)
                if r in imported and r not in pure_decorators:
                    out.append(f"{where}: imported decorator {r!r} on {stmt.name}")
    return out


def card_modules(game: str) -> list[Path]:
    return sorted(p for p in (PKG / game / "cards").glob("*.py") if p.name != "__init__.py")


def test_card_module_check_finds_mutations(tmp_path):
    p = tmp_path / "bad.py"
    p.write_text("from ..rules import AFTER, step\nfrom ..abilities import card\n"
                 "AFTER.setdefault('x', []).append(len)\nAFTER['y'] = []\ncard('01-x')\n"
                 "@step('x')\ndef f(g, f):\n    AFTER['z'] = 1\n"
                 "TABLE = {}\nTABLE['a'] = 1\n")
    found = card_module_problems(p)
    assert [f.split(": ", 1)[1] for f in found] == [
        "calls append() on imported 'AFTER'", "calls setdefault() on imported 'AFTER'",
        "assigns into imported 'AFTER'", "module-level call of imported 'card'",
        "imported decorator 'step' on f"]


#: the layers of each game package, bottom to top (issue 9, "One-way layers"): each module of
#: the package is in one layer (``"cards.*"``: every module of a subpackage) and imports
#: only from its own layer or lower ones; the package docstring describes them
LAYERS: dict[str, list[tuple[str, list[str]]]] = {
    "l5r.lcg": [
        ("state", ["facts", "state", "words"]),
        ("model", ["model", "hooks", "evaluation", "formats"]),
        ("actions", ["actions", "keywords"]),
        ("vocabulary", ["vocab", "vocab_attachments", "vocab_cards", "vocab_duels", "vocab_moves", "vocab_play",
                        "vocab_provinces", "vocab_rings", "vocab_tokens", "duel", "rings", "delayed", "constant"]),
        ("resolution", ["resolution", "abilities"]),
        ("appliers", ["appliers", "control"]),
        ("framework", ["rules", "view", "hidden", "invariants", "setup", "phases", "conflict", "play",
                       "enlightenment", "treaties"]),
        ("cards", ["cards", "cards.*"]),
        ("entry", ["", "game", "coverage", "describe", "clauses", "simulate", "replay", "play_cli", "board", "agents",
                   "decks",
                   "deckformats", "deckbuilding"]),
    ],
    "l5r.ccg": [
        ("facts and state", ["state", "facts", "editions", "decklist", "deckbuilding", "invariants"]),
        ("model", ["index", "model", "overlay", "zones", "multiplayer", "victory", "fortification", "hidden",
                   "evaluation"]),
        ("vocabulary", ["vocab", "gold", "invest", "recruit"]),
        ("legal options", ["play"]),
        ("resolution", ["resolution"]),
        ("actions and rulebook abilities", ["actions", "fear", "seppuku", "keyword_abilities", "rules_abilities",
                                            "reserve", "cavalry"]),
        ("steps and the turn", ["resolution_keywords", "naval", "battle", "duel", "flow"]),
        ("cards", ["cards", "cards.*", "compiled", "compiled.*"]),
        ("assembly and entry points", ["view", "begin", "rules", "setup", "coverage", "describe", "clauses", "simulate",
                                       "testing", "play_cli", "board", ""]),
        ("development tools", ["compiler", "compiler.*"]),
    ],
    "l5r.env": [
        ("encodings", ["encoding", "lcg", "ccg"]),
        ("environments", ["aec", "single"]),
        ("entry points", [""]),
    ],
    "l5r.web": [
        ("the games and clocks", ["games", "clocks"]),
        ("rooms", ["rooms"]),
        ("storage", ["store"]),
        ("the server", ["app"]),
        ("entry points", ["serve", ""]),
    ],
}


def layer_of(package: str) -> dict[str, int]:
    """module -> index of its layer, for every module of ``package``."""
    out: dict[str, int] = {}
    for i, (_, names) in enumerate(LAYERS[package]):
        for n in names:
            if n.endswith(".*"):
                sub = f"{package}.{n[:-2]}"
                out.update({m: i for m in GRAPH if m.startswith(sub + ".")})
            else:
                out[f"{package}.{n}" if n else package] = i
    return out


@pytest.mark.parametrize("package", sorted(LAYERS))
def test_every_module_has_one_layer(package):
    layers = layer_of(package)
    named = [f"{package}.{n}" if n else package for _, ns in LAYERS[package] for n in ns if not n.endswith(".*")]
    assert len(named) == len(set(named)), "a module is in two layers"
    missing = sorted(m for m in GRAPH if _in(package, m) and m not in layers)
    unknown = sorted(m for m in layers if m not in GRAPH)
    assert not missing and not unknown, f"modules without a layer: {missing}; layers name unknown modules: {unknown}"


@pytest.mark.parametrize("package", sorted(LAYERS))
def test_imports_go_to_the_same_or_a_lower_layer(package):
    layers = layer_of(package)
    names = [name for name, _ in LAYERS[package]]
    upward = [f"{m} ({names[layers[m]]}) imports {t} ({names[layers[t]]})"
              for m in sorted(layers) for t in sorted(GRAPH[m]) if t in layers and layers[t] > layers[m]]
    assert not upward, "imports up the layers:\n" + "\n".join(upward)


@pytest.mark.parametrize("game", ["lcg", "ccg"])
def test_card_modules_change_no_other_module_table(game):
    found = [f for p in card_modules(game) for f in card_module_problems(p)]
    assert not found, "\n".join(found)



def _rebound_names(tree: ast.Module) -> list[str]:
    """Module-level functions, classes and UPPERCASE tables bound more than once in ``tree``
    (the second binding silently replaces the first: e.g. two ``HOOKS`` tuples after a merge,
    of which only the last reaches the rule set)."""
    seen: dict[str, int] = {}
    for node in tree.body:
        names = [node.name] if isinstance(node, (ast.FunctionDef, ast.ClassDef)) else [
            t.id for t in getattr(node, "targets", ()) if isinstance(t, ast.Name) and t.id.isupper()]
        for n in names:
            seen[n] = seen.get(n, 0) + 1
    return sorted(n for n, k in seen.items() if k > 1)


def test_rebound_names_check_finds_a_second_table():
    tree = ast.parse("HOOKS = (1,)\ndef f(): pass\nHOOKS = (2,)\nx = 1\nx = 2\n")
    assert _rebound_names(tree) == ["HOOKS"]


def test_no_module_binds_a_table_function_or_class_twice():
    """A module's tables (``HOOKS``, ``STEPS`` ...), functions and classes are each bound once."""
    found = {str(p.relative_to(SRC)): names for p in sorted((SRC / "l5r").rglob("*.py"))
             if (names := _rebound_names(ast.parse(p.read_text(encoding="utf-8"))))}
    assert found == {}
