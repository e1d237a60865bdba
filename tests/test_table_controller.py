"""The table's controller in plain CPython (site/py/controller.py): intents in, the engine
moved, the computer's turns played, every action saved, scenes out. The DOM, the clocks'
panel and the renderer are fakes; storage is a dict; the engine's worker is its Session
in-process, every answer through JSON as it crosses in the page."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import briscola
import pytest

SITE = Path(__file__).resolve().parent.parent / "site"
sys.path.insert(0, str(SITE / "py"))

import i18n  # noqa: E402
import menu  # noqa: E402
from controller import Controller  # noqa: E402
from intents import KINDS, Intent  # noqa: E402
from saves import ASIDE_PREFIX, SAVE_KEY, SETTINGS_KEY, TABLE_KEY, SaveSlot  # noqa: E402
import scene as scene_module  # noqa: E402
from scene import Scene  # noqa: E402
from session import Session, as_json  # noqa: E402
from state import UIState  # noqa: E402

MENU: menu.Fields = {"game": "briscola2", "level_1": "random", "speed": "fast", "number": "2026"}


class Storage:
    """localStorage in memory; ``full`` refuses every write, as a full storage does."""

    def __init__(self, items: dict[str, str] | None = None, full: bool = False) -> None:
        self.items = dict(items or {})
        self.full = full

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, index: int) -> str | None:
        return list(self.items)[index] if 0 <= index < len(self.items) else None

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        if self.full:
            raise RuntimeError("QuotaExceededError")
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


class Screen:
    """Keeps the scenes the controller asks to draw."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    def request(self, build: Callable[[], Scene], animate: bool = True) -> None:
        self.scenes.append(build())


class LocalEngine:
    """The worker's Session in this process; ``held`` keeps the answers back, as while
    the worker is still starting."""

    def __init__(self) -> None:
        self.session = Session()
        self.held = asyncio.Event()
        self.held.set()
        self.requests: list[str] = []

    async def _answer(self, name: str, reply: dict[str, Any]) -> dict[str, Any]:
        self.requests.append(name)
        await self.held.wait()
        answer: dict[str, Any] = json.loads(as_json(reply))
        return answer

    async def new(self, game: str, seed: int, options: dict[str, Any]) -> dict[str, Any]:
        await self.held.wait()
        return await self._answer("new", self.session.new(game, seed, options))

    async def load(self, save: str) -> dict[str, Any]:
        await self.held.wait()
        return await self._answer("load", self.session.load(save))

    async def apply(self, action: str) -> dict[str, Any]:
        return await self._answer("apply", self.session.apply(action))

    async def choose(self, level: str, seed: str) -> str:
        self.requests.append("choose")
        return self.session.choose(level, seed)

    async def advise(self, save: str, moves: int) -> dict[str, Any]:
        return await self._answer("advise", self.session.advise(save, moves))

    async def replay(self, save: str, step: int) -> dict[str, Any]:
        return await self._answer("replay", self.session.replay(save, step))

    async def undo(self) -> dict[str, Any]:
        return await self._answer("undo", self.session.undo())

    async def seats(self, humans: list[int], viewer: int) -> dict[str, Any]:
        return await self._answer("seats", self.session.seats(humans, viewer))

    async def tournament(self, request: dict[str, Any]) -> dict[str, Any]:
        await self.held.wait()
        return await self._answer(f"tournament {request['op']}", self.session.tournament(json.loads(json.dumps(request))))


class ThinkingEngine(LocalEngine):
    """The computer seats think until ``go`` is set."""

    def __init__(self) -> None:
        super().__init__()
        self.go = asyncio.Event()

    async def choose(self, level: str, seed: str) -> str:
        await self.go.wait()
        return await super().choose(level, seed)


class Unpaced(UIState):
    """The table's state at no pace, whatever the menu's speed: the pacing's frames are
    tested in test_table_model.py, and here a test waits only for the engine."""

    pace = property(lambda self: 0.0, lambda self, value: None)


class Table:
    """A controller with its fakes, driven from an asyncio loop of its own."""

    def __init__(self, storage: Storage, engine: LocalEngine | None = None) -> None:
        self.storage = storage
        self.screen = Screen()
        self.ui = Unpaced()
        self.engine = engine or LocalEngine()
        self.menu = dict(MENU)
        self.controller = Controller(self.screen, self.engine, SaveSlot(storage), self.ui,
                                     lambda: (self.menu, self.menu))

    async def settle(self) -> None:
        """Until the controller has finished what it was doing (computer turns included)."""
        while self.controller.busy:
            await asyncio.sleep(0)

    async def send(self, intent: Intent) -> None:
        self.controller.intent(intent)
        await self.settle()

    async def until_thinking(self) -> None:
        """Until a computer seat thinks (a ThinkingEngine's, held) or the controller is done."""
        while self.controller.busy and self.ui.thinking_seat is None:
            await asyncio.sleep(0)

    @property
    def saved(self) -> briscola.Game:
        return briscola.load_game(self.storage.items[SAVE_KEY])

    @property
    def scene(self) -> Scene:
        return self.screen.scenes[-1]

    @property
    def hand_shown(self) -> list[str | None]:
        return [sprite.code for sprite in self.scene.sprites if sprite.zone == "hand-0"]


async def started(fields: menu.Fields | None = None, storage: Storage | None = None) -> Table:
    """A visit (a first one without ``storage``), and the menu's game started: MENU's, or
    the menu of ``fields``."""
    table = Table(storage or Storage())
    if fields is not None:
        table.menu = dict(fields)
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
        assert table.hand_shown == game.observation(0)["hand_arranged"]
        assert game.to_move == 0 or game.deal_over  # the computer has played up to the player

    run(test)


@pytest.mark.parametrize("game", ["briscola2", "chiamata"])
def test_a_new_games_first_move_is_offered_once_its_cards_have_landed(game: str) -> None:
    async def test() -> None:
        seats = {f"level_{seat}": "random" for seat in range(1, 5)}
        table = await started(dict(MENU, game=game, number="2022", **seats))  # the player is first
        assert table.saved.to_move == 0 and not table.saved.actions
        scenes = [scene for scene in table.screen.scenes if any(s.zone == "hand-0" for s in scene.sprites)]

        def offered(scene: Scene) -> bool:
            return any(s.playable for s in scene.sprites) or bool(scene.auction and scene.auction.buttons)

        # As the cards fly in, neither a card nor a call of the auction is offered; then it is.
        assert not offered(scenes[0]) and offered(scenes[-1])

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


def test_play_again_replays_the_game_with_its_settings_on_a_new_shuffle() -> None:
    async def test() -> None:
        table = Table(Storage())
        table.menu.update(name="Ada", level_1="easy", deck_style="francesi", carte_viste=True, show_points=False)
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        first = table.saved
        assert [seat.deal_points for seat in table.scene.seats] == ["", ""]  # the player counts them
        await table.send(Intent("again"))  # not over yet: the button is not there, nothing happens
        assert table.saved.to_json() == first.to_json()
        while table.saved.to_move is not None:
            await table.send(Intent("pick", number=1))
            await table.send(Intent("play-selected"))
        assert table.scene.panels is not None and table.scene.panels.end is not None
        await table.send(Intent("again"))
        again = table.saved
        assert again.to_move is not None  # a new game, under way
        view = again.observation(0)
        assert (view["game"], view["options"]) == ("briscola2", {"deck_style": "francesi", "carte_viste": True})
        assert json.loads(again.to_json())["seed"] != json.loads(first.to_json())["seed"]
        assert table.ui.name == "Ada" and table.ui.levels == {1: "easy"} and not table.ui.menu_open
        assert not table.ui.show_points
        assert table.scene.panels is not None and table.scene.panels.end is None

    run(test)


async def led_and_thinking(engine: ThinkingEngine) -> tuple[Table, str, str]:
    """A game started, the player's first card played at its turn, and the computer
    thinking on its answer: the table, the card, the save from before it."""
    table = Table(Storage(), engine)
    table.controller.resume(menu_submitted=False)
    table.controller.intent(Intent("start"))
    played = before = ""
    for _ in range(200):
        await asyncio.sleep(0)
        view = table.controller.view
        if not played and view is not None and view["to_move"] == 0 and not table.controller.busy:
            played, before = table.hand_shown[0] or "", table.storage.items[SAVE_KEY]
            table.controller.intent(Intent("play", played))
        if table.ui.thinking_seat == 1:
            return table, played, before
    pytest.fail("the computer never came to think")


def test_a_card_played_while_a_computer_thinks_stays_and_the_status_says_why() -> None:
    async def test() -> None:
        engine = ThinkingEngine()
        table, _, _ = await led_and_thinking(engine)
        saved = table.storage.items[SAVE_KEY]
        card = table.hand_shown[0] or ""
        table.controller.intent(Intent("play", card))
        assert table.storage.items[SAVE_KEY] == saved and card in table.hand_shown
        assert table.scene.status == "Non è il tuo turno: tocca a Computer"
        engine.go.set()
        await table.settle()
        assert table.ui.refused is None and table.scene.status.startswith("Tocca a te")

    run(test)


async def won_points_auction(number: str) -> Table:
    """A chiamata with the points auction, the player calling the least each time (and
    passing once it cannot), until the card to call is the player's."""
    table = Table(Storage())
    table.menu.update(game="chiamata", auction_points=True, number=number,
                      **{f"level_{seat}": "random" for seat in range(1, 5)})
    table.controller.resume(menu_submitted=False)
    await table.send(Intent("start"))
    for _ in range(200):
        auction = table.scene.auction
        if auction is not None and auction.suits:
            return table
        if auction is not None and not auction.waiting:
            await table.send(Intent("act", auction.stepper.action if auction.stepper else "pass"))
        else:
            await table.send(offered(table.scene))
    raise AssertionError(f"the player called no card in game number {number}")


def test_the_card_picker_switches_suits_and_calls_the_card_pressed() -> None:
    async def test() -> None:
        table = await won_points_auction("2")
        auction = table.scene.auction
        assert auction is not None and [suit.chosen for suit in auction.suits] == [True, False, False, False]
        await table.send(Intent("call-suit", "B"))
        auction = table.scene.auction
        assert auction is not None and {button.card[-1] for button in auction.cards} == {"B"}
        await table.send(Intent("act", auction.cards[0].action))
        assert table.scene.called == "Carta chiamata: " + i18n.card_name("it", auction.cards[0].card, "napoletane")
        assert table.ui.call_suit == "", "the next deal's picker starts again at the first suit"

    run(test)


def test_a_saved_game_is_resumed_as_it_was_with_its_clocks() -> None:
    async def test() -> None:
        first = await started()
        await first.send(Intent("play", first.saved.observation(0)["hand"][0]))
        again = Table(Storage(first.storage.items))
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert not again.ui.menu_open
        assert again.saved.to_json() == first.saved.to_json()
        assert again.hand_shown == first.saved.observation(0)["hand_arranged"]
        # The menu opened by the player before the page's Python was up stays open.
        third = Table(Storage(first.storage.items))
        third.controller.resume(menu_submitted=False, menu_opened=True)
        await third.settle()
        assert third.ui.menu_open and third.scene.menu_open
        assert third.saved.to_json() == first.saved.to_json()

    run(test)


@pytest.mark.parametrize("damage", ["view players", "view hands", "forfeit_actions", "settings"])
def test_a_damaged_table_or_settings_stored_with_a_good_save_loses_nothing(damage: str) -> None:
    """The table stored beside the save is only its picture, the settings a convenience:
    damaged, the page starts all the same and the engine brings the game back."""
    async def test() -> None:
        first = await started()
        await first.send(Intent("play", first.saved.observation(0)["hand"][0]))
        items = dict(first.storage.items)
        stored = json.loads(items[TABLE_KEY])
        if damage == "view players":
            del stored["view"]["players"]
        elif damage == "view hands":
            stored["view"]["hands"] = 5
        elif damage == "forfeit_actions":
            del stored["forfeit_actions"]
        else:
            items[SETTINGS_KEY] = json.dumps({"menu": "x", "challenge": "y"})
        items[TABLE_KEY] = json.dumps(stored)
        again = Table(Storage(items))
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert again.ui.notice is None and again.saved.to_json() == first.saved.to_json()
        assert again.hand_shown == first.saved.observation(0)["hand_arranged"]
        await again.send(Intent("play", again.saved.observation(0)["hand"][0]))  # and play goes on
        assert len(again.saved.actions) > len(first.saved.actions)

    run(test)


def test_every_intent_is_the_controllers_own() -> None:
    async def test() -> None:
        table = await started()
        code = table.saved.observation(0)["hand"][0]
        for kind in sorted(KINDS - {"start", "menu-closed"}):
            await table.send(Intent(kind, code if kind != "act" else "next"))
            notice = table.ui.notice  # a line in the status (a move taken back) is no error
            assert notice is None or notice.body == "undo.done", kind

    run(test)


def test_an_intent_the_table_cannot_handle_is_shown_as_an_error_not_ignored() -> None:
    async def test() -> None:
        table = Table(Storage())
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("bogus"))  # type: ignore[arg-type]  # as a page bug would send
        assert table.ui.notice is not None and table.ui.notice.title == "notice.error.title"
        assert "bogus" in json.dumps(table.ui.notice.values)

    run(test)


def test_a_card_chosen_before_python_is_played_on_resume_if_the_engine_allows_it() -> None:
    async def test() -> None:
        first = await started()
        hand = first.saved.observation(0)["hand"]
        moves = len(first.saved.actions)
        again = Table(Storage(first.storage.items))
        again.controller.resume(menu_submitted=False, chosen=f"play {hand[2]}")
        await again.settle()
        assert again.saved.actions[moves] == f"play {hand[2]}"
        stranger = next(code for code in ("1D", "1C", "1B", "1S", "3D") if code not in again.saved.observation(0)["hand"])
        saved = again.storage.items[SAVE_KEY]
        third = Table(Storage(again.storage.items))
        third.controller.resume(menu_submitted=False, chosen=f"play {stranger}")
        await third.settle()
        assert third.storage.items[SAVE_KEY] == saved and third.ui.notice is None

    run(test)


def test_a_saved_games_table_is_drawn_before_the_engine_answers_and_a_card_played_meanwhile_waits() -> None:
    async def test() -> None:
        first = await started()
        hand = first.saved.observation(0)["hand_arranged"]
        moves = len(first.saved.actions)
        again = Table(Storage(first.storage.items))
        again.engine.held.clear()  # the worker is still starting
        again.controller.resume(menu_submitted=False)
        await asyncio.sleep(0)
        assert again.hand_shown == hand and again.ui.waiting  # the stored table, at once
        again.controller.intent(Intent("play", hand[1]))
        await asyncio.sleep(0)
        assert again.storage.items[SAVE_KEY] == first.storage.items[SAVE_KEY]  # nothing applied yet
        assert [s.selected for s in again.scene.sprites if s.code == hand[1]] == [True]  # shown chosen
        again.engine.held.set()
        await again.settle()
        assert again.saved.actions[moves] == f"play {hand[1]}" and not again.ui.waiting

    run(test)


def test_while_the_engine_downloads_the_table_says_how_far_it_has_come() -> None:
    async def test() -> None:
        first = await started()
        hand = first.saved.observation(0)["hand_arranged"]
        again = Table(Storage(first.storage.items))
        again.engine.held.clear()  # the worker is still downloading
        again.controller.downloading(3)  # told before the table waits: nothing to say yet
        again.controller.resume(menu_submitted=False)
        await asyncio.sleep(0)
        assert again.scene.status == "Un momento: si scarica il motore del gioco (0%)…"
        again.controller.downloading(47)
        assert again.scene.status == "Un momento: si scarica il motore del gioco (45%)…"  # by steps of 5
        again.controller.intent(Intent("play", hand[1]))
        await asyncio.sleep(0)
        assert again.scene.status.endswith("pronto (scaricato al 45%)")
        again.controller.downloading(100)  # every file in: Pyodide starts
        assert again.scene.status.startswith("Scelto: ") and again.scene.status.endswith("pronto")
        again.engine.held.set()
        await again.settle()
        assert not again.ui.waiting and "scaric" not in again.scene.status

    run(test)


def test_a_first_visit_waiting_on_the_engine_says_how_far_its_download_has_come() -> None:
    async def test() -> None:
        table = Table(Storage({}))
        table.engine.held.clear()
        table.controller.resume(menu_submitted=True)
        await asyncio.sleep(0)
        assert table.ui.waiting and table.controller.view is None  # no table yet: the bare felt
        table.controller.downloading(12)
        assert table.scene.status == "Un momento: si scarica il motore del gioco (10%)…"
        table.ui.lang = "en"
        table.controller.redraw()
        assert table.scene.status == "One moment: downloading the game engine (10%)…"

    run(test)


def test_an_engine_that_never_starts_stops_the_wait_and_says_to_reload() -> None:
    async def test() -> None:
        first = await started()
        hand = first.saved.observation(0)["hand_arranged"]
        again = Table(Storage(first.storage.items))
        again.engine.held.clear()  # the worker never answers
        again.controller.resume(menu_submitted=False, chosen=f"play {hand[0]}")
        await asyncio.sleep(0)
        assert again.ui.waiting and again.ui.chosen == f"play {hand[0]}"
        again.controller.engine_lost(RuntimeError("engine.zip: HTTP 404"))
        assert not again.ui.waiting and again.ui.chosen is None
        assert again.scene.notice is not None and "engine.zip: HTTP 404" in again.scene.notice[1]
        assert "reload" in again.scene.status.lower() or "ricarica" in again.scene.status
        again.controller.intent(Intent("play", hand[1]))
        assert "reload" in again.scene.status.lower() or "ricarica" in again.scene.status

    run(test)


def test_a_save_the_engine_refuses_is_kept_aside_and_explained() -> None:
    async def test() -> None:
        table = Table(Storage({SAVE_KEY: "{not json", TABLE_KEY: "[]"}))
        table.controller.resume(menu_submitted=False)
        await table.settle()
        assert table.ui.notice is not None and table.ui.notice.title == "notice.bad_save.title"
        (kept,) = [key for key in table.storage.items if key.startswith(ASIDE_PREFIX)]
        assert table.storage.items[kept] == "{not json" and SAVE_KEY not in table.storage.items
        assert table.ui.notice.values["key"] == kept and table.hand_shown == []

    run(test)


def test_a_refused_save_the_full_storage_cannot_set_aside_is_left_in_place_and_explained() -> None:
    async def test() -> None:
        table = Table(Storage({SAVE_KEY: "{not json"}, full=True))
        table.controller.resume(menu_submitted=False)
        await table.settle()
        assert table.ui.notice is not None and table.ui.notice.body == "notice.bad_save.full"
        assert table.storage.items == {SAVE_KEY: "{not json"}
        assert table.scene.notice is not None and "{" not in table.scene.notice[1]  # every field filled in

    run(test)


def test_a_save_of_a_newer_version_is_left_in_place_and_explained() -> None:
    """Another tab, updated, saved in a later format: this page cannot play it, and leaves it
    where the newer one will find it (set aside, the newer page would not resume it)."""
    async def test() -> None:
        newer = json.loads(briscola.new_game("briscola2", seed=3).to_json()) | {"format": "briscola-save/2"}
        text = json.dumps(newer)
        table = Table(Storage({SAVE_KEY: text}))
        table.controller.resume(menu_submitted=False)
        await table.settle()
        assert table.ui.notice is not None and table.ui.notice.title == "notice.newer_save.title"
        assert table.storage.items[SAVE_KEY] == text
        assert not [key for key in table.storage.items if key.startswith(ASIDE_PREFIX)]
        assert table.hand_shown == [] and "Ricarica la pagina" in table.scene.notice[1]

    run(test)


def test_a_menu_choice_the_engine_refuses_reopens_the_menu_with_the_reason() -> None:
    async def test() -> None:
        table = Table(Storage())
        table.menu.update(format="smazzate", deals="0")
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        assert table.ui.menu_open and "deals" in table.ui.menu_error and SAVE_KEY not in table.storage.items

    run(test)



def test_a_mistyped_game_number_keeps_the_game_in_progress_and_says_what_a_number_is() -> None:
    """A friend's number mistyped must not deal other cards without a word."""
    async def test() -> None:
        table = await started()
        playing = table.storage.items[SAVE_KEY]
        table.menu.update(number="12a")
        await table.send(Intent("start"))
        await table.send(Intent("menu-closed"))
        assert table.ui.menu_open and table.ui.menu_error == "Il numero partita «12a» non va: solo cifre, fino a 9."
        assert table.storage.items[SAVE_KEY] == playing
        table.menu.update(number=" 12 ")
        await table.send(Intent("start"))
        await table.send(Intent("menu-closed"))
        assert not table.ui.menu_open and table.saved.seed == 12

    run(test)

CLOCKED = {"move_clock": "custom", "move_clock_seconds": "5"}


async def clocked(storage: Storage, engine: LocalEngine | None = None, **fields: str) -> Table:
    """A game with a 5-second move clock (and the menu's other ``fields``) started from the
    menu; the player's turn."""
    table = Table(storage, engine)
    table.menu.update({**CLOCKED, **fields})
    table.controller.resume(menu_submitted=False)
    await table.send(Intent("start"))
    assert table.controller.table is not None and table.controller.table["to_move"] == 0
    return table


def test_a_run_out_move_clock_plays_the_engines_timeout_card_after_a_warning() -> None:
    async def test() -> None:
        table = await clocked(Storage())
        moves, expected = len(table.saved.actions), table.controller.table["timeout_action"]
        await table.send(Intent("tick", number=1000))
        shown = table.scene.panels
        assert shown.clocks[0].text == "0:04" and shown.clocks[0].running and not shown.clocks[1].text
        assert table.ui.sound[1] == "warning" and shown.clocks[0].warning  # the last 5 seconds
        await table.send(Intent("tick", number=4500))
        assert table.saved.actions[moves] == expected  # played for the player, then the game went on
        assert json.loads(table.storage.items["briscola.settings"])["clock"]["move_number"] >= moves

    run(test)


def test_the_status_tells_what_a_run_out_clock_played_while_the_others_play() -> None:
    """The card a clock plays is the player's loss of a choice: the status says which card
    it was while the computer answers; at the player's turn it says the turn is theirs, and
    after the player's own next move the clock's card is not told again."""
    async def test() -> None:
        engine = ThinkingEngine()
        engine.go.set()
        table = await clocked(Storage(), engine)
        expected = table.controller.table["timeout_action"]
        assert expected.startswith("play ") and not table.scene.status.startswith("Tempo scaduto")
        engine.go.clear()  # the computer thinks on
        table.controller.intent(Intent("tick", number=5500))
        await table.until_thinking()
        card = i18n.card_name("it", expected[len("play "):], "napoletane")
        assert table.ui.thinking_seat == 1
        assert table.scene.status == f"Tempo scaduto: giocata a caso per te: {card}"
        engine.go.set()
        await table.settle()
        assert table.controller.table["to_move"] == 0
        assert table.scene.status.startswith("Tocca a te")  # the turn is told, not the clock's card
        engine.go.clear()
        table.controller.intent(Intent("play", table.controller.table["view"]["legal_actions"][0][len("play "):]))
        await table.until_thinking()
        assert not table.scene.status.startswith("Tempo scaduto")
        engine.go.set()
        await table.settle()

    run(test)


def test_a_run_out_clock_in_chiamatas_auction_passes_and_the_auction_still_says_whom_it_waits_for() -> None:
    async def test() -> None:
        engine = ThinkingEngine()
        engine.go.set()
        table = await clocked(Storage(), engine, game="chiamata")
        assert table.controller.table["view"]["phase"] == "auction"
        moves = len(table.saved.actions)
        engine.go.clear()  # the computers think on: the auction is seen waiting on one of them
        table.controller.intent(Intent("tick", number=5500))
        await table.until_thinking()
        assert table.saved.actions[moves] == "pass"
        assert table.scene.status == "Tempo scaduto: hai passato"
        auction = table.scene.auction
        thinking = table.ui.thinking_seat
        assert auction is not None and thinking is not None
        assert auction.waiting == f"Asta: tocca a Computer {thinking}…"  # not the clock's news again
        engine.go.set()
        await table.settle()

    run(test)


def test_a_match_clock_run_out_flags_once_however_many_ticks_come_before_the_engine_answers() -> None:
    """The clocks report a run-out clock at every tick until the table moves on; a flag is
    sent once, not again at the next tick while the engine is still applying it (a second
    flag would reach an ended partita, and the table would show an error)."""
    async def test() -> None:
        table = Table(Storage())
        table.menu.update({"match_clock": "1"})
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        assert table.controller.table is not None and table.controller.table["to_move"] == 0
        moves = len(table.saved.actions)
        table.engine.held.clear()  # the worker busy: the flag's answer comes later
        for _ in range(3):
            table.controller.intent(Intent("tick", number=61_000))
            await asyncio.sleep(0)
        table.engine.held.set()
        await table.settle()
        assert table.saved.actions[moves:] == ["flag 0"]
        assert table.ui.notice is None
        end = table.scene.panels.end
        assert end is not None and end.won is False

    run(test)


def test_the_clocks_time_is_kept_only_while_a_clock_counts() -> None:
    """keep_time sends no tick in a game without clocks (it sleeps), wakes when a clocked
    game starts, and sleeps again while the menu covers the table."""
    async def test() -> None:
        table = await started()  # no clock
        ticks: list[int] = []
        controller = table.controller
        heard = controller.intent

        def counting(intent: Intent) -> None:
            if intent.kind == "tick":
                ticks.append(intent.number)
            heard(intent)

        controller.intent = counting  # type: ignore[method-assign]
        keeper = asyncio.create_task(controller.keep_time(0.001))
        for _ in range(20):
            await asyncio.sleep(0.002)
        assert ticks == [] and not keeper.done()

        table.menu.update(CLOCKED)
        await table.send(Intent("start"))
        while not ticks:
            await asyncio.sleep(0.002)
        assert table.scene.panels.clocks[0].running

        await table.send(Intent("menu"))  # the table covered: its clocks stop
        await asyncio.sleep(0.005)  # a tick already asleep may still come, and count nothing
        counted, shown = len(ticks), table.scene.panels.clocks[0].text
        for _ in range(20):
            await asyncio.sleep(0.002)
        assert len(ticks) == counted and table.scene.panels.clocks[0].text == shown
        keeper.cancel()

    run(test)


def test_a_reload_resumes_the_clocks_and_a_new_game_starts_them_full() -> None:
    async def test() -> None:
        first = await clocked(Storage())
        await first.send(Intent("tick", number=2000))
        again = Table(Storage(first.storage.items))
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert again.scene.panels.clocks[0].text == "0:03"
        again.menu.update(CLOCKED)
        await again.send(Intent("start"))  # the same game number: a new game all the same
        assert again.scene.panels.clocks[0].text == "0:05"

    run(test)


def test_abandon_asks_first_and_ends_the_match_only_when_confirmed() -> None:
    async def test() -> None:
        table = await started()
        saved = table.storage.items[SAVE_KEY]
        await table.send(Intent("abandon"))
        assert table.scene.panels.abandon_asking
        await table.send(Intent("abandon-closed", "cancel"))
        assert not table.scene.panels.abandon_asking and table.storage.items[SAVE_KEY] == saved
        await table.send(Intent("abandon"))
        await table.send(Intent("abandon-closed", "abandon"))
        assert table.saved.actions[-1] == "abandon 0" and table.saved.to_move is None
        end = table.scene.panels.end
        assert end is not None and end.won is False
        assert not table.scene.panels.can_abandon and not table.scene.panels.abandon_offered

    run(test)


def test_the_table_asks_for_a_sound_at_each_card_and_mute_is_remembered() -> None:
    async def test() -> None:
        table = await started()
        heard = table.ui.sound[0]
        await table.send(Intent("play", table.saved.observation(0)["hand"][0]))
        assert table.ui.sound[0] > heard and table.scene.panels.sound == table.ui.sound
        await table.send(Intent("mute"))
        assert table.scene.panels.muted and json.loads(table.storage.items["briscola.settings"])["muted"]
        again = Table(Storage(table.storage.items))
        assert again.ui.muted

    run(test)


# The browser's whole partite (tests/browser/test_games.py keeps one of them): every game,
# from the menu to its end screen, the player choosing what the table offers as a person
# would, the computer seats at level "random".
PARTITE = {
    "briscola2-punti": {"game": "briscola2", "format": "punti", "carte_viste": True},
    "briscola3": {"game": "briscola3", "deals3": "1", "deck_style": "francesi",
                  "southern_order": True},
    "briscola4-scoperte": {"game": "briscola4", "format": "punti", "carte_scoperte": True},
    "chiamata-to-11": {"game": "chiamata", "deck_style": "piacentine"},
    "joker-to-10": {"game": "joker"},
}
GOALS = {"chiamata": 11, "joker": 10}


def offered(scene: Scene) -> Intent:
    """What a player does with the table as shown: the next deal; in the auction pass if
    offered, else the first call (a rank, a suit, a card to call, the stepper's value);
    else the first playable card of the hand."""
    if scene.result is not None:
        return Intent("next")
    auction = scene.auction
    if auction is not None and not auction.waiting:
        buttons = list(auction.buttons) + list(auction.cards)
        passing = [button for button in buttons if button.action == "pass"]
        if passing or buttons:
            return Intent("act", (passing or buttons)[0].action)
        assert auction.stepper is not None, "an auction turn with nothing to call"
        return Intent("act", auction.stepper.action)
    playable = [sprite.code for sprite in scene.sprites if sprite.own and sprite.playable]  # the hand at the screen
    assert playable and playable[0] is not None, "the player's turn offers nothing to do"
    return Intent("play", playable[0])


@pytest.mark.parametrize("fields", PARTITE.values(), ids=list(PARTITE))
def test_a_whole_partita_of_every_game_is_played_to_its_end_screen(fields: dict[str, str | bool]) -> None:
    async def test() -> None:
        table = Table(Storage())
        table.menu.update(fields, **{f"level_{seat}": "random" for seat in range(1, 5)})
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        assert not table.ui.menu_open, table.scene.menu_error
        for _ in range(3_000):
            if table.scene.panels is not None and table.scene.panels.end is not None:
                break
            await table.send(offered(table.scene))
        else:
            pytest.fail("the partita did not end")
        scene = table.scene
        assert scene.panels is not None and scene.panels.end is not None
        end = scene.panels.end
        assert scene.result is None  # the end screen tells the last deal too
        assert end.table is not None and end.table.rows and end.title
        assert scene.scoreboard is not None and scene.scoreboard.table == end.table  # one table, read the same
        assert any(column.won for column in end.table.columns)
        game = str(fields["game"])
        assert table.saved.name == game and table.saved.to_move is None
        if game in GOALS:
            assert len(end.table.rows) >= 2
            ((_, totals),) = end.table.totals
            assert len(totals) == table.saved.players and max(int(total.replace("\u2212", "-")) for total in totals) >= GOALS[game], totals
            assert end.lines[0].endswith(f"{GOALS[game]} points") or end.lines[0].endswith(f"{GOALS[game]} punti")

    run(test)


class LatestScreen:
    """A screen that draws once a frame, as the page's renderer: it keeps only the latest
    request, and builds its scene when asked to draw."""

    def __init__(self) -> None:
        self.build: Callable[[], Scene] | None = None

    def request(self, build: Callable[[], Scene], animate: bool = True) -> None:
        self.build = build

    def frame(self) -> Scene:
        assert self.build is not None
        scene, self.build = self.build(), None
        return scene


def test_a_double_click_builds_the_table_once_at_the_next_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    async def test() -> None:
        table = await started()
        screen = table.controller.renderer = LatestScreen()
        built: list[object] = []
        real_build = scene_module.build
        monkeypatch.setattr(scene_module, "build", lambda view, ui: built.append(view) or real_build(view, ui))
        card = table.saved.observation(0)["hand"][0]
        for intent in (Intent("toggle", card), Intent("toggle", card), Intent("play", card)):
            table.controller.intent(intent)  # a double-click's two clicks, then the double-click
        assert built == []  # the gestures only asked for a frame
        shown = screen.frame()
        assert len(built) == 1 and [s.code for s in shown.sprites if s.selected] == []
        await table.settle()
        shown = screen.frame()  # the frame after the engine's answer: the card on the table
        assert f"play {card}" in table.saved.actions
        assert card not in [s.code for s in shown.sprites if s.zone == "hand-0"]

    run(test)


def test_escape_closes_whatever_panel_of_the_table_is_open() -> None:
    async def test() -> None:
        table = await started({**MENU, "carte_viste": True})
        for panel in ("scoreboard", "played", "last-trick"):
            await table.send(Intent(panel))
        assert table.ui.show_scoreboard and table.ui.played_open and table.ui.show_last_trick
        await table.send(Intent("deselect"))  # Escape
        assert not (table.ui.show_scoreboard or table.ui.played_open or table.ui.show_last_trick)

    run(test)


def test_a_refused_start_keeps_the_menu_open_however_its_close_and_the_refusal_cross() -> None:
    """The dialog's close (after the submit) may come before or after the engine's refusal;
    either way the menu stays open with the reason, Cancel then closes it, and a good Start
    starts the game."""
    async def test() -> None:
        table = Table(Storage())
        table.controller.resume(menu_submitted=False)
        table.menu = {"game": "briscola3", "deals3": "25", "level_1": "random", "level_2": "random"}
        await table.send(Intent("start"))  # refused before the close
        await table.send(Intent("menu-closed"))
        assert table.ui.menu_open and "20" in table.ui.menu_error
        await table.send(Intent("menu-closed"))  # Cancel
        assert not table.ui.menu_open
        table.controller.intent(Intent("start"))
        table.controller.intent(Intent("menu-closed"))  # the close first, the refusal after
        await table.settle()
        assert table.ui.menu_open and "20" in table.ui.menu_error
        table.menu = dict(MENU)
        table.controller.intent(Intent("start"))
        table.controller.intent(Intent("menu-closed"))
        await table.settle()
        assert not table.ui.menu_open and table.saved.name == "briscola2"

    run(test)
