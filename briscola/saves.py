"""Loading a save (``Game.to_json``'s text): options, seed and actions, replayed as a fold."""

from __future__ import annotations

import json
import reprlib  # quotes damaged text cut short, whatever its size
from typing import Any

from .errors import IllegalAction, NewerSaveError, SaveError
from .game import SAVE_FORMAT as FORMAT
from .game import Game, new_game


def load_game(text: str | bytes, moves: int | None = None) -> Game:
    """Rebuild a game from ``Game.to_json``'s text; anything wrong raises SaveError.
    ``moves`` replays only that many of its actions: the game as it stood then (a replay)."""
    data = _parse(text)
    if moves is not None:
        if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= len(data["actions"]):
            raise ValueError(f"moves must be from 0 to {len(data['actions'])}, the save's actions, not {moves!r}")
        data["actions"] = data["actions"][:moves]
    try:
        game = new_game(data["game"], seed=data["seed"], options=data["options"],
                        dealer=data["dealer"], deck=data["deck"])
    except (ValueError, TypeError) as error:
        raise SaveError(f"the save does not describe a valid game: {error}") from None
    for number, action in enumerate(data["actions"], start=1):
        try:
            game.apply(action)
        except IllegalAction as error:
            raise SaveError(f"move {number} of the save ({reprlib.repr(action)}) is not legal: {error}") from None
    return game


def _newer(found: Any) -> bool:
    """Whether ``found`` names a later version of this save format ("briscola-save/2")."""
    name, _, version = FORMAT.rpartition("/")
    if not isinstance(found, str) or not found.startswith(name + "/"):
        return False
    later = found[len(name) + 1:]
    return later.isdigit() and later.isascii() and int(later) > int(version)


def _parse(text: str | bytes) -> dict[str, Any]:
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("the save is not text") from None
    if not isinstance(text, str):
        raise SaveError("a save is JSON text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError("the save is not readable JSON (truncated or damaged)") from None
    if not isinstance(data, dict):
        raise SaveError("the save is not a saved game")
    found = data.get("format")
    if found != FORMAT:
        # Only text is quoted back: any other JSON value could be huge or deeply nested.
        what = reprlib.repr(found) if isinstance(found, str) else "missing" if found is None else "not text"
        if _newer(found):
            raise NewerSaveError(f"the save was made by a newer version of the game (format {what}; "
                                 f"this one reads {FORMAT!r})")
        raise SaveError(f"the save's format is {what}, not {FORMAT!r}")
    expected = {"game": str, "options": dict, "actions": list}
    for key, kind in expected.items():
        if not isinstance(data.get(key), kind):
            raise SaveError(f"the save's {key!r} is missing or of the wrong kind")
    if not all(isinstance(a, str) for a in data["actions"]):
        raise SaveError("the save's actions must all be text")
    for key in ("seed", "dealer", "deck"):
        if key not in data:
            raise SaveError(f"the save has no {key!r}")
    return data
