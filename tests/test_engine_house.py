"""The engine's shape: no import circle, no engine module that knows the players, no game
switched on by name outside its own module, and actions that parse back to themselves."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import briscola
from briscola.actions import Action

ENGINE = Path(briscola.__file__).parent
PLAYERS_PACKAGE = "briscola.ai"


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(ENGINE.rglob("*.py"))}


def imports(name: str) -> set[str]:
    """Every engine module ``name`` imports anywhere in its text: at the top, inside a
    function, or only for type checking."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return {module for module in found if module in MODULES and module != name}


def test_the_import_scan_sees_every_kind_of_import() -> None:
    # The scan itself, on modules whose imports are known: relative, from a parent, of a sibling.
    assert "briscola.variants.base" in imports("briscola.variants.joker")
    assert "briscola.cards" in imports("briscola.variants.joker")
    assert "briscola.ai.medium" in imports("briscola.ai.search")  # "from . import medium"
    assert "briscola.tournament" in imports("briscola")


def test_the_engine_modules_import_each_other_in_no_circle() -> None:
    graph = {name: imports(name) for name in MODULES}
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        if name in path:
            circle = path[path.index(name):] + [name]
            pytest.fail("import circle: " + " -> ".join(circle))
        if name in done:
            return
        for imported in sorted(graph[name]):
            visit(imported, [*path, name])
        done.add(name)

    for name in MODULES:
        visit(name, [])


def test_no_engine_module_imports_a_computer_player() -> None:
    engine = [name for name in MODULES if not (name == PLAYERS_PACKAGE or name.startswith(PLAYERS_PACKAGE + "."))]
    assert "briscola.game" in engine
    for name in engine:
        players = sorted(m for m in imports(name) if m.startswith(PLAYERS_PACKAGE))
        assert not players, f"{name} imports {players}"


def test_no_module_outside_the_variants_compares_against_a_game_name() -> None:
    """What differs between games is asked of the game (``briscola.variants``), not
    switched on its name."""
    switches = []
    for name, path in MODULES.items():
        if name.startswith("briscola.variants"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                for operand in [node.left, *node.comparators]:
                    elts = operand.elts if isinstance(operand, (ast.Tuple, ast.List, ast.Set)) else [operand]
                    if any(isinstance(e, ast.Constant) and e.value in briscola.GAMES for e in elts):
                        switches.append(f"{name}:{node.lineno}")
    assert not switches


def every_legal_action() -> set[str]:
    seen: set[str] = set()
    for name in briscola.GAMES:
        for options in ({}, {"auction_points": True} if name == "chiamata" else {"format": "punti"}):
            if name not in ("briscola2", "briscola4") and "format" in options:
                continue
            for seed in range(6):
                game = briscola.new_game(name, seed=seed, options=options)
                rng = random.Random(seed)
                while game.legal_actions():
                    legal = game.legal_actions()
                    seen.update(legal)
                    seen.update(game.forfeit_actions())
                    game.apply(rng.choice(legal))
    return seen


def test_every_action_the_engine_lists_parses_to_a_value_that_writes_it_back() -> None:
    actions = every_legal_action()
    verbs = {text.split(" ")[0] for text in actions}
    assert verbs == {"play", "bid", "pass", "trump", "call", "next", "abandon"}
    for text in actions:
        action = Action.parse(text)
        assert str(action) == text
        assert Action.parse(str(action)) == action


@pytest.mark.parametrize("text, named", [
    ("play 10S", {"card": 39}), ("call 1D", {"card": 0}), ("bid 3", {"rank": 3}),
    ("bid 2 65", {"rank": 2, "points": 65}), ("bid 70", {"points": 70}), ("bid carichi", {"carichi": True}),
    ("trump B", {"suit": 2}), ("abandon 1", {"seat": 1}), ("flag 0", {"seat": 0}), ("pass", {}), ("next", {}),
])
def test_an_action_says_what_it_names(text: str, named: dict[str, object]) -> None:
    action = Action.parse(text)
    assert action.verb == text.split(" ")[0]
    fields = {"card": None, "rank": None, "points": None, "carichi": False, "suit": None, "seat": None}
    assert {k: getattr(action, k) for k in fields} == {**fields, **named}


@pytest.mark.parametrize("text", [
    "", "play", "play 1X", "play  1D", " play 1D", "play 1D ", "PLAY 1D", "bid", "bid 07", "bid x",
    "bid 2 65 1", "bid carico", "trump", "trump s", "trump SS", "pass 1", "next next", "abandon -1",
    "abandon x", "flag", "undo", "x" * 10_000,
])
def test_text_that_is_no_action_is_refused_with_a_short_reason(text: str) -> None:
    with pytest.raises(ValueError) as refused:
        Action.parse(text)
    assert 0 < len(str(refused.value)) < 200
