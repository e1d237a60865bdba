"""The page's main-thread modules compute the same under MicroPython as under CPython.

The page runs them in MicroPython 1.28, a subset of Python whose dicts keep no order; the
other tests run them in CPython. Real observations of all five games (both languages, several
UI states), menus, intents, clocks and the strings go through ``page_probe`` in both, once,
and every result must be equal. render.py and gestures.py need the browser: under
MicroPython they are imported with a stand-in ``pyscript.ffi`` and their pure parts run.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import briscola
from micropython import SITE_PY, run_micropython

sys.path.insert(0, str(SITE_PY))

import i18n  # noqa: E402
import intents  # noqa: E402
import page_probe  # noqa: E402

Observation = dict[str, Any]

# The site/py modules the probe and the MicroPython-only checks import.
MODULES = ["values", "i18n", "state", "notes", "scoretable", "scene", "panels", "endscreen", "played", "pacing", "menu",
           "intents", "clock", "sound", "render", "render_panels", "gestures", "portable", "tournament_panel",
           "render_tournament", "stats", "render_stats", "render_replay"]

# (game, seed, options): every game, with options that change what the table shows.
GAMES = (
    ("briscola2", 11, {"format": "smazzate", "deals": 3, "carte_viste": True}),
    ("briscola3", 5, {"deals": 2, "deck_style": "francesi"}),
    ("briscola4", 7, {"carte_scoperte": True, "format": "classica", "deck_style": "piacentine"}),
    ("chiamata", 3, {"auction_points": True}),
    ("chiamata", 4, {"chiamata_scoring": "004", "deck_style": "francesi"}),
    ("joker", 9, {"carte_viste": True}),
)
# (game, seed, options, moves before the forfeit, which forfeit): the end screen's other words.
FORFEITS = (
    ("briscola2", 2, {"format": "torneo", "deals": 2}, 5, "abandon 0"),
    ("briscola4", 3, {"match_clock": 600}, 9, "flag 1"),
)

# The moments of a game the table looks different at: (label, test on previous and view).
MOMENTS: tuple[tuple[str, Callable[[Observation, Observation], bool]], ...] = (
    ("my turn", lambda _, v: v["phase"] == "play" and v["to_move"] == 0 and not v["history"]),
    ("mid-trick", lambda _, v: v["phase"] == "play" and bool(v["table"])),
    ("trick complete", lambda p, v: v["phase"] == "play" and len(v["history"]) > len(p["history"])),
    ("auction, mine", lambda _, v: v["phase"] == "auction" and v["to_move"] == 0),
    ("auction, theirs", lambda _, v: v["phase"] == "auction" and v["to_move"] not in (0, None)),
    ("call, mine", lambda _, v: v["phase"] == "call" and v["to_move"] == 0),
    ("call, theirs", lambda _, v: v["phase"] == "call" and v["to_move"] != 0),
    ("called card", lambda _, v: v["phase"] == "play" and bool(v.get("called_card"))),
    ("deal over", lambda _, v: v["phase"] == "deal_over"),
    ("second deal", lambda _, v: v["deal_number"] == 1 and bool(v["table"])),
    ("over", lambda _, v: v["phase"] == "over"),
)
# The moves pacing.frames paces differently: a trick completed, a card alone, a new deal.
STEPS: tuple[tuple[str, Callable[[Observation, Observation], bool]], ...] = (
    ("trick completed", lambda p, v: p["deal_number"] == v["deal_number"] and len(v["history"]) > len(p["history"])),
    ("a card", lambda p, v: len(v["table"]) > len(p["table"])),
    ("new deal", lambda p, v: v["deal_number"] > p["deal_number"]),
)

UIS: tuple[dict[str, Any], ...] = (
    {"lang": "it"},
    {"lang": "en", "selected": "first", "show_last_trick": True, "name": "Ada", "levels": {"1": "hard", "2": "easy"},
     "pace": 0.3, "game_number": 123456, "menu_open": False},
    {"lang": "it", "show_scoreboard": True, "thinking_seat": 1, "bid_points": 70, "sitting": 2, "name": "Zoë",
     "notice": {"title": "notice.error.title", "body": "notice.error", "values": {"detail": "x"}}},
    {"lang": "en", "show_scoreboard": True, "drag": "last", "menu_error": "no", "show_points": False,
     "notice": {"title": "notice.bad_save.title", "body": "notice.save_failed", "blocking": False}},
)

MENUS: tuple[dict[str, str | bool], ...] = (
    {},
    {"game": "briscola2", "deck_style": "francesi", "southern_order": True, "format": "smazzate", "deals": "5",
     "move_clock": "custom", "move_clock_seconds": " 12 ", "match_clock": "2.5", "speed": "fast",
     "number": "0042", "name": "  Ada Lovelace-Byron  ", "level_1": "expert"},
    {"game": "chiamata", "auction_points": True, "chiamata_scoring": "004", "level_1": "easy",
     "level_2": "nonsense", "level_3": "hard", "level_4": "random", "number": "1234567890", "speed": "slow"},
    {"game": "poker", "deals3": "abc", "move_clock": "10", "match_clock": "0", "number": "²3", "name": "Zoë\u00a0"},
    {"game": "briscola3", "deals3": "1e1", "match_clock": "inf", "move_clock": "", "number": " 7 ",
     "carte_viste": False, "name": "\tß" * 10},
    {"game": "joker", "match_clock": "nan", "deals": "-0", "number": "", "speed": "warp"},
)
# Shared partite (menu.share): game, number, options, levels as pairs (JSON has no int keys).
SHARES = (
    ["briscola2", 2026, {}, [[1, "expert"]]],
    ["briscola3", "77", {"deals": 4, "carte_viste": True, "move_clock": 12.5, "match_clock": 300},
     [[2, "easy"], [1, "hard"]]],
    ["chiamata", 5, {"chiamata_scoring": "004", "chiamata_goal": 7, "deck_style": "più & più"}, []],
)
CONDITIONS = ([["games", "briscola2 briscola4"]], [["deck", "francesi"], ["games", "briscola2"]],
              [["clock", "custom"]], [["format", "smazzate classica"]], [["unknown", "x"]], [])
LANGUAGES = ((None, "it-IT"), (None, "en-GB"), (None, "de-DE"), (None, None), ("it", "en-US"), ("en", "it"),
             ("fr", "it-CH"), (None, "IT"))


def json_round_trip(value: Any) -> Any:
    """As the page gets it: the engine's data travels from the worker as JSON text."""
    return json.loads(json.dumps(value))


def played_through(game: briscola.Game, rng: random.Random, stop: int | None = None) -> list[Observation]:
    """Seat 0's view after every action, random legal actions to the end (or ``stop`` actions)."""
    views = [json_round_trip(game.observation(0))]
    while game.to_move is not None and (stop is None or len(views) <= stop):
        game.apply(rng.choice(game.legal_actions()))
        views.append(json_round_trip(game.observation(0)))
    return views


def ui_for(view: Observation, fields: dict[str, Any]) -> dict[str, Any]:
    """A UI state's fields, its chosen or dragged card taken from the view's hand."""
    fields, hand = dict(fields), view["hand"]
    if fields.get("selected") == "first":
        fields["selected"] = hand[0] if hand else None
    if fields.get("drag") == "last":
        fields["drag"] = {"code": hand[-1], "pointer": 1, "pointer_type": "touch", "start_x": 0.0, "start_y": 0.0,
                          "x": 30.0, "y": 4.0, "moving": True} if hand else None
    return fields


def tables_and_frames() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    tables: list[dict[str, Any]] = []
    frames: list[dict[str, Any]] = []
    games = [(name, seed, options, played_through(briscola.new_game(name, seed=seed, options=options),
                                                  random.Random(seed)))
             for name, seed, options in GAMES]
    for name, seed, options, moves, forfeit in FORFEITS:
        game = briscola.new_game(name, seed=seed, options=options)
        views = played_through(game, random.Random(seed), stop=moves)
        game.apply(forfeit)
        games.append((name, seed, options, views + [json_round_trip(game.observation(0))]))
    for name, _, options, views in games:
        style = options.get("deck_style", "napoletane")
        chosen = [("start", views[0])]
        for label, moment in MOMENTS:
            chosen += [(label, view) for before, view in zip(views, views[1:]) if moment(before, view)][:1]
        for label, view in chosen:
            for fields in (UIS[len(tables) % len(UIS)], UIS[(len(tables) + 1) % len(UIS)]):
                tables.append({"label": f"{name} {label}", "view": view, "ui": ui_for(view, fields), "style": style})
        for label, step in STEPS:
            for before, after in [(b, a) for b, a in zip(views, views[1:]) if step(b, a)][:1]:
                frames.append({"label": f"{name} {label}", "before": before, "after": after,
                               "ui": ui_for(before, UIS[len(frames) % len(UIS)])})
    return tables, frames


def clock_runs() -> list[dict[str, Any]]:
    """Random operations on three kinds of clocks, then saved states to resume, good and bad."""
    runs = []
    for seed, options, players in ((1, {"move_clock": 10, "match_clock": 60}, 3), (2, {"move_clock": 7}, 2),
                                   (3, {"match_clock": 30}, 5), (4, {}, 2)):
        rng, move, operations = random.Random(seed), 0, []
        for _ in range(30):
            verb = rng.choice(("follow", "tick", "tick", "tick", "warn"))
            if verb == "follow":
                move += rng.choice((0, 1))
                operations.append(["follow", move, rng.choice((None, 0, players - 1))])
            elif verb == "tick":
                operations.append(["tick", rng.choice((0, -1, 0.1, 0.5, 1.25, 2, 4.75, 30))])
            else:
                operations.append(["warn"])
        times = [12.5] * players
        operations += [["resume", saved] for saved in (
            {"game": "g", "move_number": move, "move_left": 4.5, "match_left": times},
            {"game": "g", "move_number": move + 1, "move_left": 6, "match_left": [1000] * players},
            {"game": "other", "move_number": 0, "move_left": 1, "match_left": times},
            {"game": "g", "move_number": True, "move_left": True, "match_left": [True] * players},
            {"game": "g", "move_number": True, "move_left": 3, "match_left": [False] * players},
            {"game": "g", "move_number": -1, "move_left": 99, "match_left": times[1:]},
            [], None,
        )]
        runs.append({"game": "g", "options": options, "players": players, "operations": operations})
    return runs


def cases() -> dict[str, Any]:
    tables, frames = tables_and_frames()
    placeholders = sorted({name for lang in i18n.STRINGS.values() for string in lang.values()
                           for name in re.findall(r"{(\w+)}", string)})
    return {
        "tables": tables,
        "frames": frames,
        "menus": list(MENUS),
        "conditions": list(CONDITIONS),
        "intents": [[kind, ""] for kind in sorted(intents.KINDS)]
                   + [["act", "bid 3"], ["pick", "x"], ["reshuffle", ""], ["", "1D"]],
        "clocks": clock_runs(),
        "hands": [{"hand": ["1D", "3C", "5B"], "pointer": pointer, "moves": [[12, 20], [14, 24], [21, 20], [0, 0]],
                   "keys": [["pick", 1], ["step", 1], ["step", 1], ["toggle", "1D"], ["toggle", "7S"], ["step", -1],
                            ["pick", 5], ["pick", 0], ["keep_to", ["1D"]], ["step", -1], ["keep_to", []]]}
                  for pointer in ("mouse", "pen", "touch", "stylus")],
        "placeholders": {name: f"<{name}>" for name in placeholders},
        "languages": list(LANGUAGES),
        "shares": list(SHARES),
        "challenges": [{"game": "briscola2", "number": "77", "by": " Zoë ", "result": "w68"},
                       {"game": "joker", "number": "0012", "result": "d0"}, {"game": "joker", "number": "1", "result": "l"},
                       {"game": "chiamata", "number": "1234567890", "result": "w1"},
                       {"game": "chiamata", "number": "5", "result": "l-4"}, {"game": "joker", "number": "5", "result": "l--4"}, {}],
        "uis": list(UIS[:1]) + [ui_for({"hand": []}, fields) for fields in UIS[1:]],
    }


def differences(expected: Any, got: Any, path: str = "") -> Iterator[str]:
    """Where two JSON values differ, as paths with both values."""
    if isinstance(expected, dict) and isinstance(got, dict):
        for key in sorted(expected.keys() | got.keys()):
            yield from differences(expected.get(key, "<missing>"), got.get(key, "<missing>"), f"{path}.{key}")
    elif isinstance(expected, list) and isinstance(got, list) and len(expected) == len(got):
        for index, (a, b) in enumerate(zip(expected, got)):
            yield from differences(a, b, f"{path}[{index}]")
    elif expected != got:
        yield f"{path}: CPython {json.dumps(expected)[:200]}, MicroPython {json.dumps(got)[:200]}"


# Run in MicroPython: the probe's results, one JSON line each; then render.py and gestures.py
# with a stand-in for PyScript's FFI, their pure parts checked against known answers.
SCRIPT = """
import json
import cases
import page_probe
for label, result in page_probe.results(json.loads(cases.TEXT)):
    print(json.dumps([label, result]))

import gestures
import portable
import render

assert render._same((0.0, 0.0, 10.0, 20.0), (0.4, -0.4, 10.0, 20.2))
assert not render._same((0.0, 0.0, 10.0, 20.0), (0.6, 0.0, 10.0, 20.0))

class Box:
    left, top, right, bottom, width, height = 100.0, 200.0, 180.0, 320.0, 80.0, 120.0

class Element:
    tagName = "DIV"
    def __init__(self, match=None):
        self.match = match
    def closest(self, selector):
        return self.match if selector == ".card.mine" else None
    def getBoundingClientRect(self):
        return Box()

class Event:
    altKey = ctrlKey = metaKey = False
    def __init__(self, key, target):
        self.key, self.target, self.prevented = key, target, False
    def preventDefault(self):
        self.prevented = True

class Document:
    replay_bar = Element()
    replay_bar.hidden = False  # a replay on the table: Home and End are its
    def querySelector(self, selector):
        return None
    def getElementById(self, name):
        return self.replay_bar if name == "replay-bar" else None

card = Element()
card.dataset = Element()
card.dataset.card = "3C"
assert gestures.found(None) is None and gestures.closest(Event("x", Element(card)), ".card.mine") is card
assert gestures.Gestures._over(Element(), 100 - 80 * 0.3, 330.0)
assert not gestures.Gestures._over(Element(), 100 - 80 * 0.4, 330.0)
sent = []
keys = gestures.Gestures(Document(), None, sent.append, print)
for key, target in (("2", Element()), ("ArrowLeft", Element()), ("Enter", Element(card)), (" ", Element(card)),
                    ("Enter", Element()), ("Escape", Element()), ("End", Element()), ("q", Element())):
    keys.key_down(Event(key, target))
assert [(i.kind, i.code, i.number) for i in sent] == [
    ("pick", "", 2), ("step", "", -1), ("play", "3C", 0), ("toggle", "3C", 0), ("play-selected", "", 0),
    ("deselect", "", 0), ("replay-step", "last", 0)], sent
Document.replay_bar.hidden = True  # no replay: End is the page's own (a results table scrolls)
ended = Event("End", Element())
keys.key_down(ended)
assert len(sent) == 7 and not ended.prevented
assert portable.monotonic() >= 0
print("page modules checked")
"""
FAKE_FFI = '''"""PyScript's FFI (pyscript/ffi.py), as far as the page uses it, without a browser."""
def create_proxy(function):
    return function
def to_js(value, **options):
    return value
def is_none(value):
    return value is None
'''


def test_the_page_modules_give_the_same_results_under_micropython() -> None:
    inputs = cases()
    text = json.dumps(inputs)
    labels = {case["label"].split(" ", 1)[1] for case in inputs["tables"]}
    assert labels >= {label for label, _ in MOMENTS}, "the games must reach every moment the table shows"
    expected = [json_round_trip(item) for item in page_probe.results(json.loads(text))]
    output = run_micropython(SCRIPT, MODULES, {
        "page_probe.py": Path(page_probe.__file__).read_text(encoding="utf-8"),
        "cases.py": f"TEXT = {text!r}\n",
        "pyscript/__init__.py": "",
        "pyscript/ffi.py": FAKE_FFI,
    }).splitlines()
    assert output[-1] == "page modules checked"
    got = [json.loads(line) for line in output[:-1]]
    assert [label for label, _ in got] == [label for label, _ in expected]
    found = [line for (label, mine), (_, theirs) in zip(expected, got) for line in differences(mine, theirs, label)]
    assert not found, f"{len(found)} differences between CPython and MicroPython:\n" + "\n".join(found[:20])
