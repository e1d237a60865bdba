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
from typing import Any, Callable, Coroutine, Protocol

import briscola

import i18n
import menu
import pacing
import scene as scenes
from computer import WORKER, Computer
from intents import Intent
from saves import SaveSlot, Unreadable
from state import Notice, UIState

HUMAN = 0
COMPUTER_PAUSE = 0.55  # a computer card comes at least this long after the last move, to be followed
PLAYED_PAUSE = 0.3  # seconds for a played card to land before anything else moves

Observation = dict[str, Any]


class Screen(Protocol):
    """Where scenes go: render.py's Renderer in the page, a recorder in the tests."""

    def request(self, scene: scenes.Scene, animate: bool = True) -> None: ...


class Panels(Protocol):
    """Clocks, Abandon, the match end, carte viste and sounds: extras.py in the page. They
    act on the game only through the ``force`` they are made with."""

    def take(self, game: briscola.Game, resumed: bool) -> None: ...
    def draw(self, view: Observation | None) -> None: ...
    def intent(self, kind: str) -> bool: ...


class Controller:
    def __init__(self, renderer: Screen, slot: SaveSlot, ui: UIState,
                 read_menu: Callable[[], tuple[menu.Fields, menu.Fields]],
                 make_panels: Callable[[Callable[[str], None]], Panels]) -> None:
        self.renderer = renderer
        self.slot = slot
        self.ui = ui
        self.read_menu = read_menu
        self.game: briscola.Game | None = None
        self.computer: Computer | None = None
        self.view: Observation | None = None
        self.runner: asyncio.Task[None] | None = None  # the one action or computer turn running
        self.refused = False  # the menu's start was refused: its closing must not close it
        self.extras = make_panels(self.force)

    # -- showing ---------------------------------------------------------------------------------

    def redraw(self, animate: bool = True) -> None:
        self.renderer.request(scenes.build(self.view, self.ui), animate)
        self.extras.draw(self.view)

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

    def resume(self, menu_submitted: bool, chosen_card: str | None = None) -> None:
        """At page load: the menu's choice if the player already made one, else the save;
        ``chosen_card``, a card the player double-clicked on the table shown before Python
        was up, is played now if the engine allows it."""
        if menu_submitted:
            self.ui.menu_open = False
            self.new_game()
            return
        loaded = self.slot.load()
        if isinstance(loaded, Unreadable):
            self.ui.notice = Notice("notice.bad_save.title", "notice.bad_save",
                                    {"detail": loaded.detail, "key": loaded.kept_as})
            self.ui.menu_open = False
        elif loaded is not None:
            self.ui.menu_open = False
            self._take(loaded, menu.parse(self.slot.settings().get("menu", {})), resumed=True)
        else:
            self.ui.menu_open = True  # a first visit: the menu stays, to choose a game
        self.redraw(animate=False)
        if self.view is not None and f"play {chosen_card}" in self.view["legal_actions"]:
            self._play(str(chosen_card))
        else:
            self._run(self._advance())

    def new_game(self) -> None:
        """Start the menu's choice; a combination the engine refuses reopens the menu
        with the engine's own explanation."""
        every, applicable = self.read_menu()
        self.slot.remember(menu=menu.remembered(every))  # the menu offers the same choices next time
        choice = menu.parse(applicable)
        number = choice.number if choice.number is not None else random.randrange(10**menu.NUMBER_DIGITS)
        try:
            game = briscola.new_game(choice.game, seed=number, options=choice.options)
        except ValueError as error:
            self.ui.menu_open = self.refused = True
            self.ui.menu_error = i18n.text(self.ui.lang, "menu.refused", detail=str(error))
            self.redraw(animate=False)
            return
        self.ui.menu_error = ""
        self.ui.notice = None
        self.ui.show_last_trick = False
        self._stop()
        self._take(game, choice, resumed=False)
        self._save(game)
        self.redraw()
        self._run(self._advance())

    def _save(self, game: briscola.Game) -> None:
        if not self.slot.store(game):
            self.ui.notice = Notice("notice.error.title", "notice.save_failed", blocking=False)

    def _take(self, game: briscola.Game, choice: menu.Choice, resumed: bool) -> None:
        """Sit at ``game`` with the menu's name, levels and speed (a resumed game: the remembered ones)."""
        self.game = game
        self.ui.name = choice.name
        seats = range(1, game.players)
        self.ui.levels = {seat: choice.levels.get(seat, menu.DEFAULT_LEVEL) for seat in seats}
        self.ui.pace = choice.pace
        self.ui.game_number = game.seed
        self.computer = Computer(menu.DEFAULT_LEVEL, f"{game.seed}/computer", seats=self.ui.levels)
        if self.computer.searches:
            WORKER.want()  # scheduled: it starts once this synchronous drawing is done
        self.view = game.observation(HUMAN)
        self.extras.take(game, resumed)
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
            # A submitted form closes its dialog after the submit event: a refused
            # start keeps the menu open, with the engine's reason in it.
            ui.menu_open, self.refused = self.refused, False
        elif kind == "start":
            ui.menu_open = False
            self.new_game()
        elif kind == "language":
            ui.lang = i18n.other_language(ui.lang)
            self.slot.remember(lang=ui.lang)
        elif kind == "last-trick":
            ui.show_last_trick = not ui.show_last_trick
        elif kind == "scoreboard":
            ui.show_scoreboard = not ui.show_scoreboard
        elif kind == "act":
            self._human(intent.code)
        elif kind in ("bid-less", "bid-more"):
            self._step_points(-1 if kind == "bid-less" else 1)
        elif kind in ("drag", "drag-cancel"):
            pass  # the drag record is the gestures'; the table only needs the redraw below
        elif not self.extras.intent(kind):  # abandon, played, mute (extras.py)
            raise ValueError(f"the table has no handler for the intent {kind!r}")
        self.redraw()

    def _play(self, code: str) -> None:
        self._human(f"play {code}")

    def _human(self, action: str) -> None:
        """The player's own action (a card, a call): only one the engine lists now."""
        if self.busy or self.view is None or action not in self.view["legal_actions"]:
            return
        self.ui.selected = None
        self.ui.bid_points = None
        self._run(self._act(action))

    def _step_points(self, delta: int) -> None:
        """The auction's points stepper: to the next legal value up or down."""
        scene = scenes.build(self.view, self.ui)
        stepper = scene.auction.stepper if scene.auction else None
        if stepper is None:
            return
        index = stepper.values.index(stepper.value) + delta
        if 0 <= index < len(stepper.values):
            self.ui.bid_points = stepper.values[index]

    def _act_for_table(self, action: str) -> None:
        """'next' belongs to the next mazziere, whoever that is: the player's button deals."""
        if self.busy or self.game is None or action not in self.game.legal_actions():
            return
        self._run(self._act(action))

    def force(self, action: str) -> None:
        """A clock ran out or the player abandoned (extras.py). "abandon S" and "flag S" end
        the match at once, whatever was running; the random card of a run-out move clock
        is played like the player's own card."""
        game = self.game
        if game is None:
            return
        if action in game.forfeit_actions():
            self._stop()
        elif self.busy or action not in game.legal_actions():
            return
        self.ui.selected = None
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
            loop = asyncio.get_running_loop()
            started = loop.time()
            self.ui.thinking_seat = game.to_move  # the cue on that seat while it thinks
            self.redraw()
            try:
                action = await self.computer.move(game.observation(game.to_move))
                # However fast the choice, the card comes COMPUTER_PAUSE after the last one.
                await asyncio.sleep(max(0.0, COMPUTER_PAUSE * self.ui.pace - (loop.time() - started)))
            finally:
                self.ui.thinking_seat = None
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
                await asyncio.sleep((PLAYED_PAUSE + frame.hold) * self.ui.pace)
