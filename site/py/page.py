"""The page on the main thread (MicroPython), started by main.py: wire storage, state,
renderer, input, the engine's worker and the controller together.

The HTML already shows the table and the new-game menu; a choice the player made there
while Python was loading is honoured here. The engine starts in its worker meanwhile
(base.html); nothing here waits for it. Whatever happens, the page ends with
``body[data-ready="1"]`` and, on failure, a readable message instead of a traceback.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Callable

from pyscript import document, window
from pyscript.ffi import is_none

TICK_SECONDS = 0.2
# The page's modules, each before those that import it. Each is imported in a task of its
# own: on a slow phone, no one task holds the main thread for long (the browser paints and
# takes taps between them), where importing them all at once was one long task.
MODULES = ("values", "portable", "i18n", "notes", "scoretable", "played", "clock", "intents", "menu", "pacing",
           "sound", "saves", "stats", "state", "endscreen", "panels", "tournament_panel", "scene", "render_panels",
           "render_tournament", "render_stats", "render_replay", "render", "gestures", "engine_link", "controller")


FIELDS = "input[name], select[name], textarea[name], button[name]"  # a form's named fields


def _value(field: Any) -> str | bool:
    return bool(field.checked) if field.type == "checkbox" else str(field.value)


def read_menu() -> tuple[dict[str, str | bool], dict[str, str | bool]]:
    """Every named field of the menu, and those of them that apply to the chosen game
    (the conditions are data-* attributes on the fields' labels and fieldsets). A game
    number is taken once: the field is emptied, so the next game is a new shuffle."""
    import menu

    form = document.getElementById("new-game-form")
    elements = form.elements
    fields = [elements.item(i) for i in range(elements.length)]
    fields = [field for field in fields if field.name]
    every = {field.name: _value(field) for field in fields}
    # Each condition's labels and fieldsets at once, and the fields inside each: a few
    # calls into the page, where walking up from every field made hundreds (a slow
    # phone's Start waited on them).
    conditions: dict[str, list[tuple[str, str]]] = {}
    for key in menu.CONDITIONS:
        holders = form.querySelectorAll(f"[data-{key}]")
        for i in range(holders.length):
            holder = holders.item(i)
            allowed = str(holder.getAttribute(f"data-{key}"))
            inside = holder.querySelectorAll(FIELDS)
            for j in range(inside.length):
                conditions.setdefault(str(inside.item(j).name), []).append((key, allowed))
    applicable = {name: value for name, value in every.items() if menu.applies(conditions.get(name, []), every)}
    for field in fields:
        if field.name in menu.FORGOTTEN:
            field.value = ""
    return every, applicable


class BrowserStorage:
    """localStorage for saves.py: JavaScript's null (no such key) arrives as None. Once
    another tab of the page has written the game (boot.js marks the body data-behind and
    asks for a reload), this tab's writes are refused: they would undo the other's."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage

    @property
    def length(self) -> int:
        return int(self.storage.length)

    def key(self, index: int) -> str | None:
        value = self.storage.key(index)
        return value if isinstance(value, str) else None

    def getItem(self, key: str) -> str | None:
        value = self.storage.getItem(key)
        return value if isinstance(value, str) else None

    def setItem(self, key: str, value: str) -> None:
        if not _behind():
            self.storage.setItem(key, value)

    def removeItem(self, key: str) -> None:
        if not _behind():
            self.storage.removeItem(key)


def _behind() -> bool:
    return bool(document.body.hasAttribute("data-behind"))


def browser_turn() -> Any:
    """Awaited, gives the browser its turn (to paint, to take a tap): scheduler.yield(),
    or a promise a timer settles where the browser has none. MicroPython's asyncio.sleep
    does not always: a sleep whose time has passed by when its loop looks again goes on in
    the same task, and a phone's first visit imported a dozen modules in one long task so."""
    scheduler = getattr(window, "scheduler", None)
    if not is_none(scheduler) and hasattr(scheduler, "yield"):
        return getattr(scheduler, "yield")()  # the browser's own, first in line once it has had its turn
    return window.Promise.new(lambda resolve, _reject: window.setTimeout(resolve))


async def start() -> None:
    import i18n
    from controller import Controller
    from engine_link import EngineLost, WorkerEngine
    from gestures import Gestures
    from render import Renderer
    from saves import SaveSlot
    from state import UIState

    slot = SaveSlot(BrowserStorage(window.localStorage))
    settings = slot.settings()
    ui = UIState(lang=i18n.pick_language(settings.get("lang"), window.navigator.language))
    controller: Controller
    renderer = Renderer(document, window, lambda error: controller.fail(error))
    engine = WorkerEngine()
    controller = Controller(renderer, engine, slot, ui, read_menu)
    await browser_turn()  # the objects made; the page's own table and menu still answer

    renderer.take_over()  # from here to the first draw, one task: no frame without cards
    dialog = document.getElementById("new-game")
    # The menu is a plain <form method="dialog">: a choice made before Python was ready
    # closed the dialog with returnValue "start".
    # (boot.js put back the player's last choices in the menu before Python loaded.)
    submitted = not dialog.open and dialog.returnValue == "start"

    async def connect() -> None:
        """body[data-engine] says when the engine is up; if it cannot start, the player
        is told at once, not at the first move."""
        try:
            await engine.connect(controller.downloading)
        except EngineLost as error:
            controller.engine_lost(error)

    asyncio.create_task(connect())
    Gestures(document, ui, controller.intent, controller.fail, renderer.panels.unlock).listen()

    asyncio.create_task(controller.keep_time(TICK_SECONDS))
    # A move made on the table boot.js showed before Python (data-chosen): a card
    # double-clicked, a call of the auction.
    chosen = document.body.getAttribute("data-chosen")
    document.body.removeAttribute("data-chosen")
    # A shared partita's link opened the menu with its fields, or the way back from the
    # menu's rules link opened it as the player left it (boot.js): it stays open.
    link = document.body.getAttribute("data-shared")
    shared = json.loads(str(link)) if not is_none(link) and bool(dialog.open) else None
    kept = bool(dialog.open) and not is_none(document.body.getAttribute("data-menu-kept"))
    controller.resume(submitted, None if is_none(chosen) else str(chosen), shared, kept, bool(dialog.open))
    renderer.flush()  # the first draw now, so "ready" means the table is on screen


async def boot(show_failure: Callable[[BaseException], None]) -> None:
    try:
        for name in MODULES:
            __import__(name)
            await browser_turn()
        await start()
    except Exception as error:  # noqa: BLE001 - the page must explain, not show a traceback
        show_failure(error)
    finally:
        document.body.dataset.ready = "1"


def begin(show_failure: Callable[[BaseException], None]) -> None:
    """Start the page; ``show_failure`` (main.py's) explains whatever stops it."""
    asyncio.create_task(boot(show_failure))
