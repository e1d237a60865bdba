"""The table's controller in plain CPython (site/py/controller.py): intents in, the engine
moved, the computer's turns played, every action saved, scenes out. The DOM, the clocks'
panel and the renderer are fakes; storage is a dict; the computer plays its own levels."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import briscola

SITE = Path(__file__).resolve().parent.parent / "site"
sys.path.insert(0, str(SITE / "py"))

import menu  # noqa: E402
from controller import Controller  # noqa: E402
from intents import KINDS, Intent  # noqa: E402
from saves import SAVE_KEY, SaveSlot  # noqa: E402
from scene import Scene  # noqa: E402
from state import UIState  # noqa: E402

MENU: menu.Fields = {"game": "briscola2", "level_1": "random", "speed": "fast", "number": "2026"}


class Storage:
    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items = dict(items or {})

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


class Screen:
    """Keeps the scenes the controller asks to draw."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    def request(self, scene: Scene, animate: bool = True) -> None:
        self.scenes.append(scene)


class Panels:
    """extras.py's part: records which games it was given and whether they were resumed."""

    HANDLED = ("abandon", "played")

    def __init__(self, force: Callable[[str], None]) -> None:
        self.force = force
        self.taken: list[bool] = []

    def take(self, game: briscola.Game, resumed: bool) -> None:
        self.taken.append(resumed)

    def draw(self, view: dict[str, Any] | None) -> None:
        pass

    def intent(self, kind: str) -> bool:
        return kind in self.HANDLED


class Table:
    """A controller with its fakes, driven from an asyncio loop of its own."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.screen = Screen()
        self.ui = UIState()
        self.controller = Controller(self.screen, SaveSlot(storage), self.ui, lambda: (MENU, MENU), self._panels)

    def _panels(self, force: Callable[[str], None]) -> Panels:
        self.panels = Panels(force)
        return self.panels

    async def settle(self) -> None:
        """Until the controller has finished what it was doing (computer turns included)."""
        self.ui.pace = 0.0  # no pauses: the pacing is the page's, not what is tested here
        while self.controller.busy:
            await asyncio.sleep(0)

    async def send(self, intent: Intent) -> None:
        self.controller.intent(intent)
        await self.settle()

    @property
    def saved(self) -> briscola.Game:
        return briscola.load_game(self.storage.items[SAVE_KEY])

    @property
    def scene(self) -> Scene:
        return self.screen.scenes[-1]

    @property
    def hand_shown(self) -> list[str | None]:
        return [sprite.code for sprite in self.scene.sprites if sprite.zone == "hand-0"]


async def started() -> Table:
    """A first visit (no save), and the menu's game started."""
    table = Table(Storage())
    table.controller.resume(menu_submitted=False)
    await table.send(Intent("start"))
    return table


def run(test: Callable[[], Coroutine[Any, Any, None]]) -> None:
    """In a thread with its own event loop: the browser tests' Playwright may keep one
    running in this one."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        pool.submit(asyncio.run, test()).result()


def test_the_menus_choice_starts_a_game_that_is_saved_and_drawn() -> None:
    async def test() -> None:
        table = Table(Storage())
        table.controller.resume(menu_submitted=False)
        assert table.ui.menu_open  # a first visit: the menu, to choose a game
        await table.send(Intent("start"))
        game = table.saved
        assert game.seed == 2026 and game.name == "briscola2" and not table.ui.menu_open
        assert table.panels.taken == [False]  # a new game: full clocks
        assert table.hand_shown == game.observation(0)["hand"]
        assert game.to_move == 0 or game.deal_over  # the computer has played up to the player

    run(test)


def test_a_played_card_is_applied_answered_and_saved() -> None:
    async def test() -> None:
        table = await started()
        before = len(table.saved.actions)
        card = table.saved.observation(0)["hand"][0]
        await table.send(Intent("play", card))
        game = table.saved
        assert game.actions[before] == f"play {card}"
        assert game.to_move == 0 or game.deal_over  # and the computer has answered

    run(test)


def test_a_card_not_in_the_hand_changes_nothing() -> None:
    async def test() -> None:
        table = await started()
        saved = table.storage.items[SAVE_KEY]
        hand = table.saved.observation(0)["hand"]
        stranger = next(code for code in ("1D", "1C", "1B", "1S", "3D") if code not in hand)
        await table.send(Intent("play", stranger))
        assert table.storage.items[SAVE_KEY] == saved and table.ui.notice is None

    run(test)


def test_a_whole_deal_is_played_to_its_result_by_intents_alone() -> None:
    async def test() -> None:
        table = await started()
        while not table.saved.deal_over:
            await table.send(Intent("pick", number=1))
            await table.send(Intent("play-selected"))
        game = table.saved
        assert len(game.observation(0)["history"]) == 20
        assert table.scene.result is None and game.to_move is None  # a punti: the end screen's turn

    run(test)


def test_a_saved_game_is_resumed_as_it_was_with_its_clocks() -> None:
    async def test() -> None:
        first = await started()
        await first.send(Intent("play", first.saved.observation(0)["hand"][0]))
        again = Table(Storage(first.storage.items))
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert not again.ui.menu_open and again.panels.taken == [True]
        assert again.saved.to_json() == first.saved.to_json()
        assert again.hand_shown == first.saved.observation(0)["hand"]

    run(test)


def test_every_intent_but_the_panels_is_the_controllers_own() -> None:
    async def test() -> None:
        table = await started()
        code = table.saved.observation(0)["hand"][0]
        for kind in sorted(KINDS - {"start", "mute", "menu-closed", *Panels.HANDLED}):
            await table.send(Intent(kind, code if kind != "act" else "next"))
            assert table.ui.notice is None, kind

    run(test)


def test_an_intent_the_table_cannot_handle_is_shown_as_an_error_not_ignored() -> None:
    async def test() -> None:
        table = Table(Storage())
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("mute"))  # the fake panels handle no sound
        assert table.ui.notice is not None and table.ui.notice.title == "notice.error.title"
        assert "mute" in json.dumps(table.ui.notice.values)

    run(test)


def test_a_card_chosen_before_python_is_played_on_resume_if_the_engine_allows_it() -> None:
    async def test() -> None:
        first = await started()
        hand = first.saved.observation(0)["hand"]
        moves = len(first.saved.actions)
        again = Table(Storage(first.storage.items))
        again.controller.resume(menu_submitted=False, chosen_card=hand[2])
        await again.settle()
        assert again.saved.actions[moves] == f"play {hand[2]}"
        stranger = next(code for code in ("1D", "1C", "1B", "1S", "3D") if code not in again.saved.observation(0)["hand"])
        saved = again.storage.items[SAVE_KEY]
        third = Table(Storage(again.storage.items))
        third.controller.resume(menu_submitted=False, chosen_card=stranger)
        await third.settle()
        assert third.storage.items[SAVE_KEY] == saved and third.ui.notice is None

    run(test)
