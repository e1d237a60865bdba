"""The game and the player's settings in the browser's storage (localStorage).

A save that cannot be turned back into a game is never deleted: it is moved aside under
its own key, so a player (or a bug report) still has it, and the slot is free for a new
game. The storage is passed in, so this runs against a plain dict in tests.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable, Protocol

import briscola

SAVE_KEY = "briscola.save"
# Set while the saved game is finished: boot.js asks before a new game replaces a save
# without it (a game in progress), before Python has even started.
OVER_KEY = "briscola.save.over"
ASIDE_PREFIX = "briscola.save.unreadable."
SETTINGS_KEY = "briscola.settings"


class Storage(Protocol):
    """The part of the Web Storage API used here (localStorage has it)."""

    def getItem(self, key: str) -> str | None: ...
    def setItem(self, key: str, value: str) -> None: ...
    def removeItem(self, key: str) -> None: ...


@dataclass(frozen=True)
class Unreadable:
    """A save that could not be loaded: why, and the key it is now kept under."""

    detail: str
    kept_as: str


def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")


class SaveSlot:
    def __init__(self, storage: Storage, clock: Callable[[], str] = _now) -> None:
        self.storage = storage
        self.clock = clock

    def load(self) -> briscola.Game | Unreadable | None:
        """The saved game, None if there is none, or Unreadable (the save moved aside)."""
        text = self.storage.getItem(SAVE_KEY)
        if text is None:
            return None
        try:
            return briscola.load_game(text)
        except briscola.SaveError as error:
            detail = str(error)
        except Exception as error:  # noqa: BLE001 - any failure must leave a usable page
            detail = f"{type(error).__name__}: {error}"
        return Unreadable(detail, self._set_aside(text))

    def _set_aside(self, text: str) -> str:
        key = ASIDE_PREFIX + self.clock()
        number = 1
        while self.storage.getItem(key) is not None:  # two bad saves in one second
            number += 1
            key = f"{ASIDE_PREFIX}{self.clock()}.{number}"
        self.storage.setItem(key, text)
        self.storage.removeItem(SAVE_KEY)
        self.storage.removeItem(OVER_KEY)
        return key

    def store(self, game: briscola.Game) -> bool:
        """Save after every action; False if the browser refused (storage full or off)."""
        try:
            self.storage.setItem(SAVE_KEY, game.to_json())
            if game.to_move is None:
                self.storage.setItem(OVER_KEY, "1")
            else:
                self.storage.removeItem(OVER_KEY)
        except Exception:  # noqa: BLE001 - the game goes on unsaved rather than stopping
            return False
        return True

    def settings(self) -> dict[str, Any]:
        """The player's remembered choices (language, new-game menu); {} if none or unreadable."""
        try:
            data = json.loads(self.storage.getItem(SETTINGS_KEY) or "{}")
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def remember(self, **choices: Any) -> None:
        try:
            self.storage.setItem(SETTINGS_KEY, json.dumps({**self.settings(), **choices}))
        except Exception:  # noqa: BLE001 - settings are a convenience: never stop play for them
            pass
