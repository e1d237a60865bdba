"""The game and the player's settings in the browser's storage (localStorage).

The page's thread keeps the engine's save as text (the engine, in its worker, writes and
reads it) and beside it the table's state at that moment, so that a reload draws the
table at once, before the engine is up. A save the engine cannot turn back into a game
is never deleted: it is moved aside under its own key, so a player (or a bug report)
still has it, and the slot is free for a new game. The storage is passed in, so this
runs against a plain dict in tests.
"""

from __future__ import annotations

import json
import time
from typing import Any, Callable, Protocol

SAVE_KEY = "briscola.save"
# The table's state when the save was written (session.table_state), drawn on reload.
TABLE_KEY = "briscola.save.table"
# Set while the saved game is finished: boot.js asks before a new game replaces a save
# without it (a game in progress), before Python has even started.
OVER_KEY = "briscola.save.over"
ASIDE_PREFIX = "briscola.save.unreadable."
SETTINGS_KEY = "briscola.settings"
SETTINGS_ASIDE_PREFIX = "briscola.settings.unreadable."
# The tournament entered (tournament_run.py's save), and beside it what the page shows of
# it, drawn before the engine is up; its match is the game of SAVE_KEY while it is played.
TOURNAMENT_KEY = "briscola.tournament"
TOURNAMENT_VIEW_KEY = "briscola.tournament.view"
TOURNAMENT_ASIDE_PREFIX = "briscola.tournament.unreadable."
# A tournament shown before entering, nothing paid: its save and view, so that a reload (or
# a visit to its rules) shows it again until the player enters or leaves it.
TOURNAMENT_PREVIEW_KEY = "briscola.tournament.preview"
# The player's statistics (stats.py), and where an unreadable record is kept aside.
STATS_KEY = "briscola.stats"
STATS_ASIDE_PREFIX = "briscola.stats.unreadable."
STARTING_CHIPS = 1000  # a first visit's virtual chips, for tournament entries
# Of each kind of record set aside, the newest kept: enough for a bug report, and a page
# that sets one aside at every visit never fills the storage with them.
ASIDE_KEPT = 3
# What the table stored with the save must hold to be drawn (session.table_state's; a page
# before undo stored no "can_undo", read with a default).
TABLE_FIELDS = ("view", "to_move", "deal_over", "table_actions", "forfeit_actions", "timeout_action", "seed",
                "players", "finished")
# What the tournament's stored view must hold to be drawn (tournament_run.py's view).
TOURNAMENT_VIEW_FIELDS = ("game", "kind", "seats", "deals", "level", "plan", "standings", "matches", "rounds",
                          "over", "you", "playing", "playing_number", "seat_names", "seat_levels", "next_levels", "next",
                          "eliminated", "place", "prize")


class Storage(Protocol):
    """The part of the Web Storage API used here (localStorage has it)."""

    @property
    def length(self) -> int: ...
    def key(self, index: int) -> str | None: ...
    def getItem(self, key: str) -> str | None: ...
    def setItem(self, key: str, value: str) -> None: ...
    def removeItem(self, key: str) -> None: ...


def _now() -> str:
    year, month, day, hour, minute, second = time.gmtime()[:6]
    return f"{year:04d}{month:02d}{day:02d}T{hour:02d}{minute:02d}{second:02d}Z"


def _loads(text: str | None) -> Any:
    try:
        return json.loads(text or "null")
    except ValueError:
        return None


def _aside_order(prefix: str) -> Callable[[str], tuple[str, int]]:
    """Oldest first: by the time stamp, then the number a second bad record in the same
    second got (a plain sort would put ".10" before ".2")."""
    def order(key: str) -> tuple[str, int]:
        stamp, _, number = key[len(prefix):].partition(".")
        return stamp, int(number) if number.isdigit() else 1
    return order


def _whole_view(view: dict[str, Any]) -> bool:
    """A tournament's stored view holds all the page draws from it."""
    return all(field in view for field in TOURNAMENT_VIEW_FIELDS)


class SaveSlot:
    def __init__(self, storage: Storage, clock: Callable[[], str] = _now) -> None:
        self.storage = storage
        self.clock = clock

    def saved(self) -> str | None:
        """The save's text, None if there is none (the engine judges whether it is good)."""
        return self.storage.getItem(SAVE_KEY)

    def table(self) -> dict[str, Any] | None:
        """The table stored with the save, if it is one this page can draw (an older page
        stored none; a damaged one lacks what the table reads)."""
        table = _loads(self.storage.getItem(TABLE_KEY))
        if isinstance(table, dict) and all(field in table for field in TABLE_FIELDS) and isinstance(table["view"], dict):
            return table
        return None

    def forget_table(self) -> None:
        self.storage.removeItem(TABLE_KEY)

    def set_aside(self, text: str, prefix: str = ASIDE_PREFIX, gone: tuple[str, ...] = (SAVE_KEY, TABLE_KEY, OVER_KEY)) -> str | None:
        """Keep a record the page cannot use under a key of its own, and free the keys
        ``gone``; returns that key. Only the newest few of a kind are kept. None if the
        browser refused to store it: then nothing is freed either, so nothing is lost."""
        stamp = self.clock()
        number = max([0] + [order[1] for order in self._prune(prefix) if order[0] == stamp]) + 1
        key = prefix + stamp if number == 1 else f"{prefix}{stamp}.{number}"  # .2: a second one that second
        try:
            self.storage.setItem(key, text)
        except Exception:  # noqa: BLE001 - storage full or off: the record stays where it was
            return None
        for name in gone:
            self.storage.removeItem(name)
        return key

    def _prune(self, prefix: str) -> list[tuple[str, int]]:
        """Make room for one more record set aside under ``prefix``; returns the time stamp
        and number of those left."""
        keys = [self.storage.key(index) for index in range(self.storage.length)]
        order = _aside_order(prefix)
        aside = sorted((key for key in keys if key is not None and key.startswith(prefix)), key=order)
        drop = max(0, len(aside) - (ASIDE_KEPT - 1))
        for key in aside[:drop]:
            self.storage.removeItem(key)
        return [order(key) for key in aside[drop:]]

    def set_tournament_aside(self, text: str) -> str | None:
        return self.set_aside(text, TOURNAMENT_ASIDE_PREFIX, (TOURNAMENT_KEY, TOURNAMENT_VIEW_KEY))

    def tournament(self) -> tuple[str, dict[str, Any] | None] | None:
        """The tournament's save and the view stored with it; None if none was entered."""
        save = self.storage.getItem(TOURNAMENT_KEY)
        if save is None:
            return None
        view = _loads(self.storage.getItem(TOURNAMENT_VIEW_KEY))
        return save, view if isinstance(view, dict) and _whole_view(view) else None

    def store_tournament(self, save: str, view: dict[str, Any]) -> bool:
        try:
            self.storage.setItem(TOURNAMENT_KEY, save)
            self.storage.setItem(TOURNAMENT_VIEW_KEY, json.dumps(view))
        except Exception:  # noqa: BLE001 - as for a game: play goes on, the player is told
            self.storage.removeItem(TOURNAMENT_VIEW_KEY)
            return False
        return True

    def forget_tournament(self) -> None:
        self.storage.removeItem(TOURNAMENT_KEY)
        self.storage.removeItem(TOURNAMENT_VIEW_KEY)

    def tournament_preview(self) -> tuple[str, dict[str, Any]] | None:
        """The tournament previewed and not entered; None if none, or not stored whole (it
        cost nothing, so it is simply not shown again)."""
        data = _loads(self.storage.getItem(TOURNAMENT_PREVIEW_KEY))
        if not isinstance(data, dict):
            return None
        save, view = data.get("save"), data.get("view")
        if isinstance(save, str) and isinstance(view, dict) and _whole_view(view):
            return save, view
        return None

    def store_tournament_preview(self, save: str, view: dict[str, Any]) -> None:
        try:
            self.storage.setItem(TOURNAMENT_PREVIEW_KEY, json.dumps({"save": save, "view": view}))
        except Exception:  # noqa: BLE001 - a reload then loses only a preview, which cost nothing
            self.forget_tournament_preview()

    def forget_tournament_preview(self) -> None:
        self.storage.removeItem(TOURNAMENT_PREVIEW_KEY)

    def stats(self) -> Any:
        """The stored statistics as JSON gave them (stats.parse checks them); None if none.
        Text that is not JSON is kept aside, and the count starts again."""
        text = self.storage.getItem(STATS_KEY)
        data = _loads(text)
        if text is not None and data is None:
            self.set_aside(text, STATS_ASIDE_PREFIX, (STATS_KEY,))
        return data

    def store_stats(self, data: dict[str, Any]) -> None:
        try:
            self.storage.setItem(STATS_KEY, json.dumps(data))
        except Exception:  # noqa: BLE001 - statistics never stop play
            pass

    def chips(self) -> int:
        chips = self.settings().get("chips", STARTING_CHIPS)
        return chips if isinstance(chips, int) and not isinstance(chips, bool) and chips >= 0 else STARTING_CHIPS

    def store(self, save: str, table: dict[str, Any]) -> bool:
        """Save after every action; False if the browser refused (storage full or off)."""
        try:
            self.storage.setItem(SAVE_KEY, save)
            if table["finished"]:
                self.storage.setItem(OVER_KEY, "1")
            else:
                self.storage.removeItem(OVER_KEY)
            self.storage.setItem(TABLE_KEY, json.dumps(table))
        except Exception:  # noqa: BLE001 - the game goes on unsaved rather than stopping
            self.storage.removeItem(TABLE_KEY)  # never a table older than its save
            return False
        return True

    def settings(self) -> dict[str, Any]:
        """The player's remembered choices (language, new-game menu, chips); {} if none or
        unreadable. Unreadable ones are kept aside: the next choice remembered overwrote them."""
        text = self.storage.getItem(SETTINGS_KEY)
        data = _loads(text)
        if isinstance(data, dict):
            return data
        if text is not None:
            self.set_aside(text, SETTINGS_ASIDE_PREFIX, (SETTINGS_KEY,))
        return {}

    def remembered(self, key: str) -> dict[str, Any]:
        """A remembered choice made of fields (the menu's, a shared link's challenge); {}
        if there is none or it is not one."""
        found = self.settings().get(key)
        return found if isinstance(found, dict) else {}

    def remember(self, **choices: Any) -> None:
        data = self.settings()
        data.update(choices)
        try:
            self.storage.setItem(SETTINGS_KEY, json.dumps(data))
        except Exception:  # noqa: BLE001 - settings are a convenience: never stop play for them
            pass
