"""Applies the player's intents to the engine, runs the computer seat and paces the table.

The only place where the game changes, always through ``game.apply`` with an action the
engine listed as legal; after every action the game is saved. The table shows ``view``,
the human seat's observation, sometimes held a moment behind the engine (a finished
trick, see pacing.py). The computer's turns run one at a time with pauses, so the page
stays responsive and a person can follow them.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any, Callable, Coroutine

import briscola

import i18n
import pacing
import scene as scenes
from computer import DEFAULT_LEVEL, Computer
from gestures import Intent
from render import Renderer
from saves import SaveSlot, Unreadable
from state import Notice, UIState

HUMAN = 0
GAME = "briscola2"
COMPUTER_PAUSE = 0.55  # seconds before the computer plays, so its move can be followed
PLAYED_PAUSE = 0.3  # seconds for a played card to land before anything else moves
LEVELS = ("easy", "medium")

Observation = dict[str, Any]


class Controller:
    def __init__(self, renderer: Renderer, slot: SaveSlot, ui: UIState,
                 read_menu: Callable[[], dict[str, str]]) -> None:
        self.renderer = renderer
        self.slot = slot
        self.ui = ui
        self.read_menu = read_menu
        self.game: briscola.Game | None = None
        self.computer: Computer | None = None
        self.view: Observation | None = None
        self.runner: asyncio.Task[None] | None = None  # the one action or computer turn running

    # -- showing ---------------------------------------------------------------------------------

    def redraw(self, animate: bool = True) -> None:
        self.renderer.request(scenes.build(self.view, self.ui), animate)

    def fail(self, error: BaseException) -> None:
        """An unexpected error: a readable notice (the game itself stays saved)."""
        print(f"briscola table error: {error!r}")
        self.ui.notice = Notice("notice.error.title", "notice.error",
                                {"detail": f"{type(error).__name__}: {error}"})
        self.redraw(animate=False)

    @property
    def busy(self) -> bool:
        return self.runner is not None and not self.runner.done()

    def _run(self, work: Coroutine[Any, Any, None]) -> None:
        """Start ``work`` as the one running task (the caller checked ``busy``)."""
        self.runner = asyncio.ensure_future(work)
        self.runner.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            self.fail(task.exception())  # type: ignore[arg-type]
        else:
            self.redraw()

    def _stop(self) -> None:
        """A new game: whatever the old one was doing is abandoned."""
        if self.runner is not None:
            self.runner.cancel()
            self.runner = None

    # -- starting ----------------------------------------------------------------------------------

    def resume(self, menu_submitted: bool) -> None:
        """At page load: the menu's choice if the player already made one, else the save."""
        if menu_submitted:
            self.ui.menu_open = False
            self.new_game(self.read_menu())
            return
        loaded = self.slot.load()
        if isinstance(loaded, Unreadable):
            self.ui.notice = Notice("notice.bad_save.title", "notice.bad_save",
                                    {"detail": loaded.detail, "key": loaded.kept_as})
            self.ui.menu_open = False
        elif loaded is not None:
            self.ui.menu_open = False
            self._take(loaded, self.slot.settings().get("level", DEFAULT_LEVEL))
        else:
            self.ui.menu_open = True  # a first visit: the menu stays, to choose a game
        self.redraw(animate=False)
        self._run(self._advance())

    def new_game(self, choices: dict[str, str]) -> None:
        level = choices.get("level", DEFAULT_LEVEL)
        if level not in LEVELS:
            level = DEFAULT_LEVEL
        options: dict[str, Any] = {"deck_style": choices.get("deck_style", "napoletane")}
        if choices.get("format") == "smazzate":
            options.update(format="smazzate", deals=3)
        self.slot.remember(**choices)  # the menu offers the same choices next time
        game = briscola.new_game(choices.get("game", GAME), seed=random.randrange(2**32), options=options)
        self.ui.notice = None
        self.ui.show_last_trick = False
        self._stop()
        self._take(game, level)
        self._save(game)
        self.redraw()
        self._run(self._advance())

    def _save(self, game: briscola.Game) -> None:
        if not self.slot.store(game):
            self.ui.notice = Notice("notice.error.title", "notice.save_failed", blocking=False)

    def _take(self, game: briscola.Game, level: str) -> None:
        self.game = game
        self.computer = Computer(level, f"{game.seed}/computer")
        self.view = game.observation(HUMAN)
        self.ui.selected = None
        self.ui.drag = None
        self.ui.sitting += 1

    # -- intents -----------------------------------------------------------------------------------

    def intent(self, intent: Intent) -> None:
        """Every gesture lands here (synchronously, from an event handler)."""
        try:
            self._intent(intent)
        except Exception as error:  # noqa: BLE001 - shown as a notice, never as a traceback
            self.fail(error)

    def _intent(self, intent: Intent) -> None:
        ui, kind = self.ui, intent.kind
        hand: list[str] = self.view["hand"] if self.view else []
        if kind == "toggle":
            ui.toggle(intent.code, hand)
        elif kind == "pick":
            ui.pick(intent.number - 1, hand)
        elif kind == "step":
            ui.step(intent.number, hand)
        elif kind == "deselect":
            ui.selected = None
            ui.show_last_trick = False
        elif kind == "play":
            self._play(intent.code)
        elif kind == "play-selected":
            if ui.selected is not None:
                self._play(ui.selected)
        elif kind == "next":
            self._act_for_table("next")
        elif kind == "menu":
            ui.menu_open = True
        elif kind == "menu-closed":
            ui.menu_open = False
        elif kind == "start":
            ui.menu_open = False
            self.new_game(self.read_menu())
        elif kind == "language":
            ui.lang = i18n.other_language(ui.lang)
            self.slot.remember(lang=ui.lang)
        elif kind == "last-trick":
            ui.show_last_trick = not ui.show_last_trick
        # "drag" and "drag-cancel" only need the redraw below.
        self.redraw()

    def _play(self, code: str) -> None:
        action = f"play {code}"
        if self.busy or self.view is None or action not in self.view["legal_actions"]:
            return
        self.ui.selected = None
        self._run(self._act(action))

    def _act_for_table(self, action: str) -> None:
        """'next' belongs to the next mazziere, whoever that is: the player's button deals."""
        if self.busy or self.game is None or action not in self.game.legal_actions():
            return
        self._run(self._act(action))

    # -- the game moving on ------------------------------------------------------------------------

    async def _act(self, action: str) -> None:
        await self._apply(action)
        await self._advance()

    async def _advance(self) -> None:
        """The computer's turns, until it is the player's move or the deal is over."""
        game = self.game
        while game is not None and not game.deal_over and game.to_move != HUMAN:
            assert self.computer is not None and game.to_move is not None
            await asyncio.sleep(COMPUTER_PAUSE)
            action = await self.computer.move(game.observation(game.to_move))
            await self._apply(action)

    async def _apply(self, action: str) -> None:
        """Apply one action, save, and step the table through its frames.

        Only actions the engine listed reach here, so a refusal (IllegalAction) would be
        a bug: it ends the task and ``fail`` shows it."""
        game = self.game
        assert game is not None and self.view is not None
        before = self.view
        game.apply(action)
        if self.ui.notice is not None and not self.ui.notice.blocking:
            self.ui.notice = None
        self._save(game)
        after = game.observation(HUMAN)
        self.ui.keep_to(after["hand"])
        frames = pacing.frames(before, after)
        for frame in frames:
            self.view = frame.view
            self.redraw()
            if frame.hold:  # the last card lands first, then the trick stays to be read
                await asyncio.sleep(PLAYED_PAUSE + frame.hold)
