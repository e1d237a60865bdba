"""The engine's worker: the page's one Pyodide, holding the game and the computer players.

site/boot/engine_worker.js loads Pyodide and this module in a web worker and answers the
main thread (MicroPython, through engine_link.py) with the functions of ``__export__``;
each takes and answers plain text (JSON), and none touches the DOM, so the page needs no
special headers. See session.py for what the answers hold.
"""

from __future__ import annotations

import json

import briscola.ai.search  # noqa: F401 - loaded now, so the first computer move does not pay for it
from session import Session, as_json

SESSION = Session()


def new(request: str) -> str:
    # One JSON text: a game number crossing as a bare JS number could come back a float.
    asked = json.loads(request)
    return as_json(SESSION.new(asked["game"], asked["seed"], asked["options"]))


def load(save: str) -> str:
    return as_json(SESSION.load(save))


def apply(action: str) -> str:
    return as_json(SESSION.apply(action))


def choose(level: str, seed: str) -> str:
    return SESSION.choose(level, seed)


def replay(save: str, step: str) -> str:
    return as_json(SESSION.replay(save, int(step)))


def advise(save: str, moves: str) -> str:
    return as_json(SESSION.advise(save, int(moves)))


def undo() -> str:
    return as_json(SESSION.undo())


def seats(request: str) -> str:
    asked = json.loads(request)
    return as_json(SESSION.seats(asked["humans"], asked["viewer"]))


def tournament(request: str) -> str:
    return as_json(SESSION.tournament(json.loads(request)))


__export__ = ["new", "load", "apply", "choose", "tournament", "replay", "advise", "undo", "seats"]
