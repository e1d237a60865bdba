"""The Briscola a 2 table in a real browser, driven as a player drives it.

Each test loads the built page, waits for Python, and acts only through the mouse,
the touch screen and the keyboard; what it checks is what a person sees (cards with
data-card, the placeholder, the panels) plus localStorage for the saves.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any
from itertools import combinations
from pathlib import Path

import pytest
import briscola
from playwright.sync_api import CDPSession, Locator, Page, Route, expect
from tests.browser.conftest import READY_TIMEOUT_MS
from tests.browser.geometry import Box, boxes, overlap
from tests.browser.player import HAND, card_left_hand, press_start

TABLE = '[data-zone="table"] [data-card]'
PLACEHOLDER = '[data-role="placeholder"]'
SAVE_KEY = "briscola.save"
DOUBLE_CLICK_MS = 600  # apart by more than this, two clicks are not a double-click
TURN_TIMEOUT_MS = 30_000
DESKTOP = {"width": 1280, "height": 720}
PHONE = {"width": 375, "height": 667}
WHOLE_DEAL_GAME = "7"  # see test_a_whole_deal_is_played_with_every_way_of_playing_a_card
MICROPYTHON_WASM = "**/micropython.wasm"
PYODIDE_WASM = "**/pyodide.asm.wasm"
BOOT_JS = "**/boot/boot.js"
# What each frame the page renders once its menu exists shows: the page's language, and
# whether the new-game menu is open. requestAnimationFrame runs before every frame (and
# not while rendering is blocked).
FRAMES_PROBE = """
window.__frames = [];
const frame = () => {
  const menu = document.getElementById("new-game");
  if (menu) __frames.push({lang: document.documentElement.lang, menu: menu.open});
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
"""

# Motion reduced (see conftest's open_page), but where the flights are what a test plays through.
pytestmark = pytest.mark.still


class Table:
    """A player's view of the page: what is on the table, and the gestures to play."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def hand(self) -> list[str]:
        return self.page.eval_on_selector_all(HAND, "cards => cards.map((c) => c.dataset.card)")

    def on_table(self) -> list[str]:
        """The cards face up in the middle (a collected trick, turned over on its way to
        the pile, no longer counts)."""
        return self.page.eval_on_selector_all(TABLE, "cards => cards.map((c) => c.dataset.card).filter(Boolean)")

    def card(self, code: str) -> Locator:
        return self.page.locator(f'[data-zone="hand-0"] [data-card="{code}"]')

    def stock(self) -> str:
        return self.page.inner_text(".stock-count")

    def start_from_menu(self, deck: str | None = None, number: str = "") -> None:
        """A new game from the menu, at the game speed "fast" (the pace is not what is
        tested: only the test's length would change); ``number``, the menu's game number
        (empty: a new shuffle)."""
        if deck is not None:
            self.page.select_option('#new-game-form [name="deck_style"]', deck)
        self.page.fill('#new-game-form [name="number"]', number)
        self.page.select_option('#new-game-form [name="speed"]', "fast")
        press_start(self.page)
        self.page.locator(HAND).nth(2).wait_for()

    def wait_turn_or_end(self) -> bool:
        """True when it is the player's turn, False when the deal's result (or the end
        screen, the partita over) is shown;
        either way once the cards have landed (a player aims at a card that stays put)."""
        self.page.wait_for_function(
            "(document.querySelector('#table.my-turn') !== null"
            " || !document.getElementById('result').hidden"
            " || !document.getElementById('match-end').hidden)"
            " && document.getAnimations().every((a) => a.playState !== 'running'"
            " || !a.effect || !a.effect.target || !a.effect.target.classList.contains('card'))",
            timeout=TURN_TIMEOUT_MS,
        )
        return self.page.is_hidden("#result") and self.page.is_hidden("#match-end")

    def wait_played(self, code: str) -> None:
        """The card has left the hand and lies on the table (or, trick over, in a pile)."""
        self.page.wait_for_function(
            """(code) => !document.querySelector(`[data-zone="hand-0"] [data-card="${code}"]`)""",
            arg=code,
            timeout=TURN_TIMEOUT_MS,
        )

    def expect_selected(self, code: str, selected: bool = True) -> None:
        expect(self.card(code)).to_have_attribute("aria-pressed", "true" if selected else "false")

    # -- the ways to play a card ------------------------------------------------------------

    def double_click(self, code: str) -> None:
        self.card(code).dblclick()

    def click_then_placeholder(self, code: str) -> None:
        card = self.card(code)
        card.click()
        self.expect_selected(code)
        self.page.wait_for_timeout(DOUBLE_CLICK_MS)
        card.click()  # a second click deselects
        self.expect_selected(code, False)
        self.page.wait_for_timeout(DOUBLE_CLICK_MS)
        card.click()
        self.expect_selected(code)
        self.page.click(PLACEHOLDER)

    def click_then_middle(self, code: str) -> None:
        """Chosen, then the middle clicked where a player aims: on the card led there (else
        on the felt beside the slot)."""
        self.card(code).click()
        self.expect_selected(code)
        led = self.page.locator(TABLE)
        if led.count():
            self.page.mouse.click(*_centre(led.first.bounding_box()))  # the cards let the click through
        else:
            box = self.page.locator(".center").bounding_box()
            assert box is not None
            self.page.mouse.click(box["x"] + 4, box["y"] + box["height"] - 4)

    def drag_to_placeholder(self, code: str) -> None:
        start, target = _centre(self.card(code).bounding_box()), _centre(self.page.locator(PLACEHOLDER).bounding_box())
        mouse = self.page.mouse
        mouse.move(*start)
        mouse.down()
        mouse.move(start[0] + 3, start[1] - 3)  # under the threshold: not a drag yet
        mouse.move(*target, steps=8)
        mouse.up()

    def keyboard(self, code: str) -> None:
        index = self.hand().index(code)
        keys = self.page.keyboard
        keys.press(str(index + 1))
        self.expect_selected(code)
        if len(self.hand()) > 1:
            keys.press("ArrowRight")  # the arrows move the choice along the hand...
            self.expect_selected(code, False)
            keys.press("ArrowLeft")  # ...and back
            self.expect_selected(code)
            keys.press("Escape")  # let go, the focus still on it...
            self.expect_selected(code, False)
            keys.press("ArrowRight")  # ...the arrows go on from it, not from the hand's first
            hand = self.hand()
            self.expect_selected(hand[(hand.index(code) + 1) % len(hand)])
            keys.press("ArrowLeft")
            self.expect_selected(code)
        keys.press("Enter")


def settle(page: Page) -> None:
    """Wait for every animation on the document's clock to end (before a screenshot); a
    scroll-driven one (the results table's scroll cue) never does."""
    page.wait_for_function(
        "document.getAnimations().every((a) => a.playState !== 'running' || a.effect.getTiming().iterations === Infinity"
        " || !(a.timeline instanceof DocumentTimeline))",
        timeout=TURN_TIMEOUT_MS,
    )


class RuntimeHeld:
    """A runtime held back, as on a slow network: by default MicroPython's, the page's
    Python, which the page asks for only once its first look is painted (the engine's
    Pyodide: PYODIDE_WASM; or the page's own first script, BOOT_JS). Its request is
    answered when the test releases it."""

    def __init__(self, page: Page, pattern: str = MICROPYTHON_WASM) -> None:
        self.page = page
        self.routes: list[Route] = []
        self.released = False
        page.route(pattern, self._hold)

    def _hold(self, route: Route) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        """Answers the runtime's request once the page has made it (it may come after the
        test's gestures), and every later one at once."""
        for _ in range(READY_TIMEOUT_MS // 50):
            if self.routes:
                break
            self.page.wait_for_timeout(50)
        assert self.routes, "the page never asked for Python's runtime"
        self.released = True
        for route in self.routes:
            route.continue_()


def _centre(box: Box | None) -> tuple[float, float]:
    assert box is not None, "the element is not on screen"
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_whole_deal_is_played_with_every_way_of_playing_a_card(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(reduced_motion="no-preference")  # every card's flight, as most players see them
    table = Table(page)
    # A game number whose deal, played as below, is won: a new shuffle now and then ends 60
    # to 60, a void deal dealt again, and the partita of one deal goes on.
    table.start_from_menu(number=WHOLE_DEAL_GAME)
    ways = [table.double_click, table.click_then_placeholder, table.click_then_middle, table.drag_to_placeholder,
            table.keyboard]
    played: list[str] = []
    last_trick: list[str] = []
    while table.wait_turn_or_end():
        if len(played) == 4:
            settle(page)
            screenshot(page, "desktop-mid-deal")
        if len(played) == 6:
            # The last trick on demand: the two cards of the trick just collected.
            page.click("#last-trick-button")
            page.locator('[data-zone="last"] [data-card]').nth(1).wait_for()
            shown = page.eval_on_selector_all('[data-zone="last"] [data-card]', "cs => cs.map((c) => c.dataset.card)")
            assert len(shown) == 2 and played[-1] in shown
            if played[-1] in last_trick:  # the trick was seen on the table before it was collected
                assert sorted(shown) == sorted(last_trick)
            page.click('#last-trick [data-intent="last-trick"]')
            expect(page.locator("#last-trick")).to_be_hidden()
        code = table.hand()[len(played) % len(table.hand())]
        ways[len(played) % len(ways)](code)
        table.wait_played(code)
        played.append(code)
        # The finished trick stays on the table to be read before it is collected (on a loaded
        # machine the look may come after: the next turn, or after the last trick the deal's end).
        page.wait_for_function("document.querySelectorAll('[data-zone=\"table\"] [data-card]').length === 2 || "
                               "document.querySelector('#table.my-turn') !== null || "
                               "!document.getElementById('result').hidden || "
                               "!document.getElementById('match-end').hidden", timeout=TURN_TIMEOUT_MS)
        on_table = table.on_table()  # read once: on a loaded machine the trick may go meanwhile
        if len(on_table) == 2:
            last_trick = on_table
            assert code in last_trick
    assert len(played) == 20, "a deal of Briscola a 2 is 20 cards for each player"
    assert len(set(played)) == 20
    # A partita of one deal: the end screen alone, its table one deal and the two sides' points.
    assert page.is_hidden("#result")
    assert page.locator("#match-end tbody tr").count() == 1
    points = [int(cell) for cell in page.locator("#match-end tfoot td").all_inner_texts()]
    assert sum(points) == 120, points
    assert page.inner_text(".stock-count") == ""
    settle(page)
    screenshot(page, "desktop-deal-over")
    page.click("#match-end-new")
    page.click("#menu-start")
    page.locator(HAND).nth(2).wait_for()
    assert page.is_hidden("#result") and page.is_hidden("#match-end")


def test_a_reload_in_the_middle_of_a_deal_resumes_it(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None]
) -> None:
    page = open_page()
    table = Table(page)
    table.start_from_menu(deck="piacentine")
    for _ in range(3):
        assert table.wait_turn_or_end()
        code = table.hand()[0]
        table.double_click(code)
        table.wait_played(code)
    assert table.wait_turn_or_end()
    before = (sorted(table.hand()), table.stock(), table.on_table(), page.inner_text("#seat-0 .seat-score"))
    save = page.evaluate(f"localStorage.getItem('{SAVE_KEY}')")
    assert json.loads(save)["actions"], "the game was not saved after the moves"

    page.reload()
    wait_ready(page)
    page.locator(HAND).first.wait_for()
    assert table.wait_turn_or_end()
    after = (sorted(table.hand()), table.stock(), table.on_table(), page.inner_text("#seat-0 .seat-score"))
    assert after == before
    assert page.is_hidden("#new-game"), "a resumed game should not wait behind the menu"
    assert "/piacentine/" in page.get_attribute(f'{HAND} img', "src")
    # And it goes on: the resumed game takes a move.
    code = table.hand()[0]
    table.keyboard(code)
    table.wait_played(code)


def near_the_end_of_a_deal(seed: int, game_name: str = "briscola2") -> str:
    """A save of a match of three deals where the player is to play its last card."""
    game = briscola.new_game(game_name, seed=seed, options={"format": "smazzate", "deals": 3})
    while not (game.to_move == 0 and len(game.observation(0)["hand"]) == 1):
        game.apply(game.legal_actions()[0])
    return game.to_json()


def test_a_match_of_three_deals_goes_on_to_the_next_deal(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page()
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, near_the_end_of_a_deal(5)])
    page.reload()
    wait_ready(page)
    table = Table(page)
    assert table.wait_turn_or_end()
    (last,) = table.hand()
    table.double_click(last)
    table.wait_played(last)
    assert not table.wait_turn_or_end()
    settle(page)
    screenshot(page, "deal-result")
    assert "Smazzate" in page.inner_text("#result")
    assert page.is_visible("#result-next")
    page.click("#result-next")
    page.wait_for_function("document.getElementById('result').hidden")
    page.locator(HAND).nth(2).wait_for()
    assert table.stock() == "34"  # dealt afresh
    saved = json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))
    assert "next" in saved["actions"]


@pytest.mark.parametrize(
    "bad_save",
    [
        pytest.param('{"format": "briscola-save/1", "game": "brisc', id="truncated"),
        pytest.param(json.dumps({"format": "briscola-save/0", "game": "briscola2", "moves": []}), id="older-format"),
        pytest.param(
            json.dumps({"format": "briscola-save/1", "game": "briscola2", "options": {}, "seed": 1,
                        "dealer": 0, "deck": None, "actions": ["play 1D", "play 1D"]}),
            id="tampered",
        ),
    ],
)
def test_an_unreadable_save_is_explained_kept_aside_and_a_new_game_works(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None], site_url: str, bad_save: str
) -> None:
    page = open_page()
    table = Table(page)
    table.start_from_menu()  # a game on the table, then its save damaged while the page is away
    table.wait_turn_or_end()
    table.double_click(table.hand()[0])
    table.wait_turn_or_end()
    page.goto(f"{site_url}rules-briscola2-it.html")  # the game's page saves as it goes
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, bad_save])
    page.goto(site_url)
    wait_ready(page)

    notice = page.locator("#notice")
    expect(notice).to_be_visible()  # once the engine has answered that it cannot read the save
    assert "Salvataggio illeggibile" in notice.inner_text()
    assert "Traceback" not in page.inner_text("body")
    stored = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    assert SAVE_KEY not in stored
    kept = [key for key, text in stored.items() if text == bad_save]
    assert len(kept) == 1 and kept[0].startswith("briscola.save.unreadable.")
    assert kept[0] in notice.inner_text(), "the message should say where the save was kept"
    # Nothing of the game that was on the table: no turn, no points, no cards.
    expect(page.locator(".seat.to-move")).to_have_count(0)
    assert page.eval_on_selector_all(".seat-score", "scores => scores.map((s) => s.textContent).join('')") == ""
    expect(page.locator(".card")).to_have_count(0)

    notice.get_by_role("button").click()
    Table(page).start_from_menu()
    assert page.is_hidden("#notice")
    assert len(Table(page).hand()) == 3
    assert json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))["game"] == "briscola2"


def test_the_menu_works_while_python_is_loading(
    blank_page: Callable[..., Page],
    site_url: str,
    wait_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Path],
) -> None:
    page = blank_page(viewport=DESKTOP, locale="it-IT")
    python = RuntimeHeld(page)
    page.goto(site_url, wait_until="domcontentloaded")
    assert page.is_visible("#new-game") and page.is_visible("#loading")
    expect(page.locator("#loading")).to_have_text("Caricamento")  # in the player's language, before Python
    assert page.evaluate("document.body.dataset.ready") is None
    screenshot(page, "before-python")
    page.select_option('#new-game-form [name="deck_style"]', "francesi")
    page.click("#menu-start")
    assert page.is_hidden("#new-game")
    assert page.evaluate("document.body.dataset.ready") is None
    expect(page.locator("#status")).to_have_text("Un momento: il gioco si sta caricando…")  # not a blank felt
    screenshot(page, "started-before-python")
    python.release()
    wait_ready(page)
    page.locator(HAND).nth(2).wait_for()
    assert "/francesi/" in page.get_attribute(f"{HAND} img", "src")
    assert page.is_hidden("#loading")


def test_the_pages_python_starts_from_compiled_modules(
    blank_page: Callable[..., Page], site_url: str, wait_ready: Callable[[Page], None]
) -> None:
    """MicroPython is given the page's modules and PyScript's package compiled, in one
    bundle (build.py), and python_start.js imports PyScript's package from it without a
    warning."""
    page = blank_page(viewport=DESKTOP, locale="it-IT")
    requested: list[str] = []
    said: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.on("console", lambda message: said.append(message.text))
    page.goto(site_url)
    wait_ready(page)
    paths = {url.removeprefix(site_url) for url in requested}
    assert "page-python.bundle" in paths
    assert not any(path.endswith((".py", ".mpy")) and path != "py/main.py" for path in paths)
    assert not [text for text in said if "from its sources" in text]
    page.locator("#menu-start").click()
    page.locator(HAND).nth(2).wait_for()


def test_a_page_whose_modules_never_arrive_says_so_without_a_traceback(
    blank_page: Callable[..., Page], site_url: str, wait_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Path],
) -> None:
    """The page's modules come in one download (page-python.bundle). If it fails (a
    network gone mid-load), main.py, which PyScript compiles from source, explains in the
    page's notice: no PyScript traceback on screen, and the page is not left loading."""
    page = blank_page(viewport=DESKTOP, locale="it-IT")
    page.route("**/page-python.bundle", lambda route: route.abort())
    page.goto(site_url)
    wait_ready(page, engine=False)  # fails at once if PyScript shows its own error
    notice = page.locator("#notice")
    assert notice.is_visible()
    assert "The page could not start: reload it" in notice.inner_text()
    assert not notice.locator("button").is_visible()  # nothing there works without Python
    assert page.locator(".py-error").count() == 0
    assert page.locator("dialog[open]").count() == 0  # nothing over the notice
    screenshot(page, "modules-never-arrived")


def test_a_page_that_could_not_start_leaves_the_next_visit_whole(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None]
) -> None:
    """A game saved, then a visit whose modules never arrive: the next visit starts as
    usual. Before, the failed page's picture was kept for it (boot.js's snapshot), its
    notice without the New game button that the failure took away."""
    page = open_page(viewport=DESKTOP, locale="it-IT")
    Table(page).start_from_menu()
    page.route("**/page-python.bundle", lambda route: route.abort())
    page.reload()
    wait_ready(page, engine=False)
    assert "The page could not start: reload it" in page.locator("#notice").inner_text()
    page.unroute("**/page-python.bundle")
    page.reload()
    wait_ready(page)
    page.locator(HAND).nth(2).wait_for()
    assert page.is_hidden("#notice") and page.locator(".py-error").count() == 0
    buttons = page.locator("#notice .panel-buttons")
    assert buttons.locator("button").count() == 1 and buttons.get_attribute("hidden") is None


def test_the_page_starts_in_a_browser_without_scheduler_yield(
    blank_page: Callable[..., Page], site_url: str, wait_ready: Callable[[Page], None]
) -> None:
    """page.py gives the browser its turn between its steps through scheduler.yield(); a
    browser without it (Safari, today) gets a timer's promise, and the table starts all the
    same: no "could not start" notice, and a game deals."""
    page = blank_page(viewport=DESKTOP, locale="it-IT")
    page.add_init_script('Object.defineProperty(window, "scheduler", {value: undefined, configurable: true})')
    page.goto(site_url)
    wait_ready(page)
    assert page.evaluate("window.scheduler === undefined")
    assert page.is_hidden("#notice")
    page.locator("#menu-start").click()
    page.locator(HAND).nth(2).wait_for()


def test_the_language_switch_changes_every_word_and_is_remembered(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None]
) -> None:
    page = open_page(locale="it-IT")
    Table(page).start_from_menu()
    first = page.locator(HAND).first
    italian = first.get_attribute("aria-label")
    assert " di " in italian  # "Asso di Denari"
    assert page.inner_text("#menu-button") == "Nuova partita"
    page.click("#language-button")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert " of " in first.get_attribute("aria-label")  # "Ace of Coins"
    assert page.inner_text("#menu-button") == "New game"
    page.reload()
    wait_ready(page)
    assert page.inner_text("#menu-button") == "New game"
    assert " of " in page.locator(HAND).first.get_attribute("aria-label")


def _touch_drag(session: CDPSession, start: tuple[float, float], end: tuple[float, float]) -> None:
    def touch(kind: str, point: tuple[float, float] | None) -> None:
        points = [] if point is None else [{"x": point[0], "y": point[1]}]
        session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", start)
    for step in range(1, 9):
        touch("touchMove", (start[0] + (end[0] - start[0]) * step / 8, start[1] + (end[1] - start[1]) * step / 8))
    touch("touchEnd", None)


def _check_layout(page: Page, min_cards: int) -> None:
    """Every card whole on screen, no scrolling; the cards of the hands and of the trick,
    the briscola, the stock and the piles never overlap (but for the briscola lying partly
    under the stock, as it should)."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    assert page.evaluate("document.scrollingElement.scrollHeight") <= height
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width
    for box in boxes(page, ".card, .stock-stack:not([hidden]), [data-role='placeholder']:not([hidden])"):
        assert box["x"] >= 0 and box["y"] >= 0, box
        assert box["x"] + box["width"] <= width and box["y"] + box["height"] <= height, box
    cards = boxes(page, "[data-zone^='hand-'] .card, [data-zone='table'] .card")
    assert len(cards) >= min_cards, cards  # the check is about cards really on screen
    briscola = boxes(page, "[data-zone='briscola'] .card")
    stock = boxes(page, ".stock-stack:not([hidden])")
    piles = boxes(page, "[data-zone^='pile-']")
    for a, b in combinations(cards + briscola + piles + stock, 2):
        if not (a in briscola and b in stock):
            assert not overlap(a, b), (a, b)


def test_a_phone_in_portrait_shows_every_card_and_plays_by_touch(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE, has_touch=True, is_mobile=True, reduced_motion="reduce")
    table = Table(page)
    page.tap("#menu-start")
    page.locator(HAND).nth(2).wait_for()
    session = page.context.new_cdp_session(page)
    for move in range(5):
        assert table.wait_turn_or_end()
        _check_layout(page, min_cards=5)
        if move == 1:
            screenshot(page, "phone")
        code = table.hand()[0]
        if move == 0:
            _touch_drag(session, _centre(table.card(code).bounding_box()),
                        _centre(page.locator(PLACEHOLDER).bounding_box()))
        elif move == 4:  # dropped in the middle of the table, off the slot, as a tap there plays
            middle = page.locator(".center").bounding_box()
            assert middle is not None
            _touch_drag(session, _centre(table.card(code).bounding_box()), (middle["x"] + 6, middle["y"] + 6))
        elif move == 1:
            table.card(code).tap()
            table.expect_selected(code)
            page.tap(PLACEHOLDER)
        else:  # "toccala due volte": as slowly as a person may, then as a double tap
            table.card(code).tap()
            table.expect_selected(code)
            if move == 2:
                page.wait_for_timeout(DOUBLE_CLICK_MS)
            table.card(code).tap()
        table.wait_played(code)
        expect(page.locator("#status")).not_to_contain_text("non si può")  # played once, not refused after
        # Reduced motion: the cards move without animating.
        assert page.evaluate("document.getAnimations().filter((a) => a.effect && a.effect.target"
                             " && a.effect.target.classList.contains('card')).length") == 0
    assert table.wait_turn_or_end()
    _check_layout(page, min_cards=5)
    # The end of a deal: the piles at their biggest, the hands empty, the result shown.
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, near_the_end_of_a_deal(5)])
    page.reload()
    wait_ready(page)
    assert table.wait_turn_or_end()
    _check_layout(page, min_cards=2)
    (last,) = table.hand()
    table.card(last).tap()
    page.tap(PLACEHOLDER)
    table.wait_played(last)
    assert not table.wait_turn_or_end()
    _check_layout(page, min_cards=0)
    assert len(boxes(page, "[data-zone^='pile-'] .card")) == 40
    screenshot(page, "phone-deal-over")


def _a_card_played(page: Page) -> tuple[Table, str, list[str]]:
    """A new game from the menu with one card played: the table, the save, the hand."""
    table = Table(page)
    table.start_from_menu()
    saved = _play_one_card(page)
    return table, saved, table.hand()


def _play_one_card(page: Page) -> str:
    table = Table(page)
    table.wait_turn_or_end()
    code = table.hand()[0]
    table.card(code).dblclick()
    card_left_hand(page, code)
    table.wait_turn_or_end()  # the computer has answered: the save stands still until the player acts
    return str(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))


# Each hand's card count, an inline style the table's layout reads (--n).
HANDS_STYLED = """() => [...document.querySelectorAll("#table .hand")]
    .every((hand) => hand.style.getPropertyValue("--n") !== "")"""


def test_a_saved_game_survives_any_tap_while_python_is_loading(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page()
    Table(page).start_from_menu()
    saved = _play_one_card(page)
    assert page.evaluate(HANDS_STYLED)
    python = RuntimeHeld(page)
    refused: list[str] = []
    page.on("console", lambda message: refused.append(message.text) if "Security Policy" in message.text else None)
    page.reload(wait_until="domcontentloaded")
    # The menu gives way to the table at once: there is no Start to tap by mistake.
    assert page.is_hidden("#new-game") and page.is_visible("#loading")
    # The table drawn as it was left, its hands' own styles too, none refused by the page's policy.
    assert page.evaluate(HANDS_STYLED) and refused == []
    screenshot(page, "saved-game-loading")
    # The menu opens before Python too; Start asks, and "keep playing" goes back to the game.
    page.click("#menu-button")
    page.click("#menu-start")
    expect(page.locator("#replace-game")).to_be_visible()
    screenshot(page, "saved-game-loading-asked")
    page.click("#replace-keep")
    expect(page.locator("#new-game")).to_be_hidden()
    page.locator(HAND).first.click()  # a card picked: nothing to keep, and the status says why
    expect(page.locator("#status")).to_have_text("Un momento: il gioco si sta caricando…")
    for selector in (".table", "#language-button"):
        page.click(selector)
    page.keyboard.press("Enter")
    page.keyboard.press("1")
    assert page.evaluate("document.body.dataset.ready") is None  # all that before Python
    python.release()
    wait_ready(page)
    Table(page).wait_turn_or_end()
    assert page.evaluate(f"localStorage.getItem('{SAVE_KEY}')") == saved


def test_a_new_game_over_a_game_in_progress_asks_first(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    table, saved, hand = _a_card_played(page)
    page.click("#menu-button")
    page.click("#menu-start")
    ask = page.locator("#replace-game")
    expect(ask).to_be_visible()
    expect(ask).to_contain_text("Iniziare una nuova partita?")
    screenshot(page, "replace-asked")
    page.click("#replace-keep")
    expect(ask).to_be_hidden()
    expect(page.locator("#new-game")).to_be_hidden()
    assert page.evaluate(f"localStorage.getItem('{SAVE_KEY}')") == saved and table.hand() == hand
    page.click("#menu-button")
    page.click("#menu-start")
    page.keyboard.press("Escape")  # the question gone, the menu as it was, Start focused
    expect(ask).to_be_hidden()
    expect(page.locator("#new-game")).to_be_visible()
    expect(page.locator("#menu-start")).to_be_focused()
    page.keyboard.press("Enter")
    expect(ask).to_be_visible()
    # A player quick with the keys: the first question's close event comes after the second
    # question is open (input goes before the page's tasks), and must not answer it.
    page.keyboard.press("Escape")
    page.keyboard.press("Enter")
    expect(ask).to_be_visible()
    page.click("#replace-confirm")
    expect(page.locator("#new-game")).to_be_hidden()
    page.wait_for_function("(saved) => localStorage.getItem('briscola.save') !== saved", arg=saved)
    assert json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))["seed"] != json.loads(saved)["seed"]


def _frames_while_boot_held(page: Page, navigate: Callable[[], object]) -> list[dict[str, Any]]:
    """What the page's frames showed (FRAMES_PROBE) on a navigation during which boot.js
    was held back once the page was parsed, and then ran. The probe is the navigation's
    only: added through a DevTools session of its own, it ends with it, so a tab that
    rests for another test keeps no trace of it."""
    boot = RuntimeHeld(page, BOOT_JS)
    session = page.context.new_cdp_session(page)
    session.send("Page.enable")  # new documents run the session's scripts only once it is
    session.send("Page.addScriptToEvaluateOnNewDocument", {"source": FRAMES_PROBE})
    try:
        navigate()
        page.locator("#new-game").wait_for(state="attached")
        page.wait_for_timeout(500)  # a page that did not wait for boot.js would be painted by now
        boot.release()
        page.wait_for_load_state("domcontentloaded")
        page.wait_for_function("__frames.length > 0", polling=100)
        frames: list[dict[str, Any]] = page.evaluate("__frames")
        return frames
    finally:
        session.detach()


def test_the_page_speaks_english_from_the_first_paint_for_an_english_browser(
    blank_page: Callable[..., Page], site_url: str, wait_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Path]
) -> None:
    page = blank_page(viewport=PHONE, locale="en-GB")
    python = RuntimeHeld(page)
    # boot.js speaks the player's language. Held, as on a slow network, it must hold back
    # the first paint too (it blocks rendering): the page parsed without it is Italian.
    frames = _frames_while_boot_held(page, lambda: page.goto(site_url, wait_until="commit"))
    assert {frame["lang"] for frame in frames} == {"en"}, "a frame was painted in Italian"
    assert page.evaluate("document.body.dataset.ready") is None  # Python is not even fetched
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.locator("#menu-title")).to_have_text("New game")
    expect(page.locator("#menu-start")).to_have_text("Start")
    expect(page.locator("#language-button")).to_have_text("Italiano")
    screenshot(page, "english-before-python")
    python.release()
    wait_ready(page)
    expect(page.locator("#menu-title")).to_have_text("New game")


def test_the_language_button_works_before_python_and_python_keeps_the_choice(
    blank_page: Callable[..., Page], site_url: str, wait_ready: Callable[[Page], None]
) -> None:
    page = blank_page(viewport=DESKTOP, locale="it-IT")
    python = RuntimeHeld(page)
    page.goto(site_url, wait_until="domcontentloaded")
    expect(page.locator("#menu-title")).to_have_text("Nuova partita")
    switch = "#new-game .language-switch"  # the menu's own: the bar waits behind the open menu
    page.click(switch)
    expect(page.locator("#menu-title")).to_have_text("New game")
    expect(page.locator("#language-button")).to_have_text("Italiano")  # the bar's says it too
    page.click(switch)  # and back
    expect(page.locator("#menu-start")).to_have_text("Inizia")
    page.click(switch)
    assert page.evaluate("document.body.dataset.ready") is None  # all before Python
    python.release()
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.locator("#menu-start")).to_have_text("Start")
    page.click(switch)  # now Python's: one switch, not two
    page.wait_for_function("document.documentElement.lang === 'it'")
    expect(page.locator("#menu-title")).to_have_text("Nuova partita")


def test_a_reload_shows_the_saved_games_table_before_python(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    table, saved, hand = _a_card_played(page)
    python = RuntimeHeld(page)
    # boot.js closes the menu over a saved game: no frame shows it, however late boot.js comes.
    frames = _frames_while_boot_held(page, lambda: page.reload(wait_until="commit"))
    assert not any(frame["menu"] for frame in frames), "the menu was painted over the saved game"
    # The table as the player left it, while Python is not even fetched.
    assert page.evaluate("document.body.dataset.ready") is None
    assert table.hand() == hand
    screenshot(page, "table-before-python")
    python.release()
    wait_ready(page)
    table.wait_turn_or_end()
    assert table.hand() == hand  # Python's own cards in their place: none twice
    assert page.evaluate(f"localStorage.getItem('{SAVE_KEY}')") == saved
    # A table kept with another save is never shown. (The page is marked not ready, as it is
    # while Python loads, so leaving it keeps no new table.)
    page.evaluate(f"""() => {{
        localStorage.setItem('{SAVE_KEY}', localStorage.getItem('{SAVE_KEY}').replace('"seed":', '"seed": '));
        document.body.dataset.ready = "0";
    }}""")
    RuntimeHeld(page)
    page.reload(wait_until="domcontentloaded")
    assert page.evaluate("document.body.dataset.ready") is None and table.hand() == []


def test_a_table_kept_by_another_version_of_the_page_is_not_shown(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None]
) -> None:
    """The kept table replaces the page's own markup until the page is left: one kept by
    an older version (other markup) would leave the renderer without its elements."""
    page = open_page(viewport=PHONE)
    table, _saved, hand = _a_card_played(page)
    page.evaluate("""() => {
        dispatchEvent(new Event('pagehide'));  // the table kept, as when the player leaves
        const kept = JSON.parse(localStorage.getItem('briscola.snapshot'));
        kept.markup = 'another version';
        localStorage.setItem('briscola.snapshot', JSON.stringify(kept));
        document.body.dataset.ready = "0";  // as while Python loads: leaving keeps no new table
    }""")
    python = RuntimeHeld(page)
    page.reload(wait_until="domcontentloaded")
    assert page.evaluate("document.body.dataset.ready") is None and table.hand() == []
    python.release()
    wait_ready(page)
    table.wait_turn_or_end()
    assert table.hand() == hand


def test_a_card_double_clicked_before_python_waits_shown_and_is_then_played(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    table, saved, hand = _a_card_played(page)
    moves = len(json.loads(saved)["actions"])
    python = RuntimeHeld(page)
    page.reload(wait_until="domcontentloaded")
    table.card(hand[1]).dblclick()
    expect(table.card(hand[1])).to_have_class(re.compile(r"\bwaiting\b"))
    screenshot(page, "card-waiting-for-python")
    assert page.evaluate("document.body.dataset.ready") is None
    python.release()
    wait_ready(page)
    page.wait_for_function("(n) => JSON.parse(localStorage.getItem('briscola.save')).actions.length > n", arg=moves)
    assert json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))["actions"][moves] == f"play {hand[1]}"


def test_the_page_answers_before_the_engine_is_up_and_a_card_played_meanwhile_waits(
    open_page: Callable[..., Page], wait_ready: Callable[..., None], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    table, saved, hand = _a_card_played(page)
    moves = len(json.loads(saved)["actions"])
    engine = RuntimeHeld(page, PYODIDE_WASM)  # the engine's worker waits
    page.reload(wait_until="domcontentloaded")
    wait_ready(page, engine=False)
    # The page's own Python is up and draws the saved table from what was stored with it.
    assert page.evaluate("document.body.dataset.engine") == "starting"
    assert table.hand() == hand
    expect(page.locator("#status")).to_contain_text("motore")
    page.click("#last-trick-button")  # the table's own panels answer
    expect(page.locator("#last-trick")).to_be_visible()
    page.click("#last-trick-button")
    table.card(hand[1]).dblclick()
    expect(table.card(hand[1])).to_have_class(re.compile(r"\bselected\b"))
    screenshot(page, "card-waiting-for-the-engine")
    assert page.evaluate(f"localStorage.getItem('{SAVE_KEY}')") == saved  # nothing applied without it
    engine.release()
    wait_ready(page)
    page.wait_for_function("(n) => JSON.parse(localStorage.getItem('briscola.save')).actions.length > n", arg=moves)
    assert json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))["actions"][moves] == f"play {hand[1]}"


def test_an_engine_that_cannot_start_is_explained_in_words(
    open_page: Callable[..., Page], wait_ready: Callable[..., None], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page()
    expect(page.locator("#new-game")).to_be_visible()  # no game saved: Start is what asks the engine
    page.route("**/engine.zip", lambda route: route.fulfill(status=404, body="gone"))
    page.reload()
    wait_ready(page, engine=False)
    page.wait_for_function("document.body.dataset.engine === 'failed'")
    page.click("#menu-start")
    notice = page.locator("#notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("Ricarica la pagina")
    expect(notice).to_contain_text("engine.zip: HTTP 404")
    expect(page.locator("#status")).to_contain_text("ricarica la pagina")
    assert "Traceback" not in notice.inner_text()
    screenshot(page, "engine-failed")


@pytest.mark.parametrize("game", ["chiamata", "briscola2"])
def test_start_is_in_reach_whatever_the_screen_and_the_game(open_page: Callable[..., Page], game: str) -> None:
    page = open_page(viewport=PHONE, has_touch=True, is_mobile=True)
    page.select_option('#new-game-form [name="game"]', game)
    if game == "briscola2":
        page.select_option('#new-game-form [name="format"]', "smazzate")  # the longest form
    for width, height in ((320, 568), (390, 844), (844, 390), (1280, 720)):
        page.set_viewport_size({"width": width, "height": height})
        start = page.locator("#menu-start")
        box = start.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height, (width, height, box)
        assert box["height"] >= 44, "a finger's target"
        centre = page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.id", [box["x"] + box["width"] / 2,
                                                                                   box["y"] + box["height"] / 2])
        assert centre == "menu-start", f"Start is covered at {width}x{height} by {centre}"
    page.set_viewport_size(PHONE)
    switch = page.locator("#new-game .language-switch")  # the bar's is behind the open menu
    switch.click()
    expect(page.locator("#menu-title")).to_have_text("New game")
    expect(switch).to_have_text("Italiano")
    start.click()
    page.wait_for_selector('[data-zone="hand-0"] [data-card]')
    expect(page.locator("#language-button")).to_have_text("Italiano")  # one language for the page


def test_a_card_is_picked_by_its_number_and_played_with_enter_just_after_a_bar_button(
    open_page: Callable[..., Page]
) -> None:
    """The bar's button just pressed keeps the focus: the digits still pick a card, and
    Enter then plays it rather than pressing the button again."""
    page = open_page(reduced_motion="reduce")
    table = Table(page)
    table.start_from_menu()
    page.wait_for_selector("#table.my-turn")
    other = "it" if page.evaluate("document.documentElement.lang") == "en" else "en"
    page.click("#language-button")  # to the other language, the button keeping the focus
    expect(page.locator("html")).to_have_attribute("lang", other)
    assert page.evaluate("document.activeElement?.id") == "language-button"
    first = table.hand()[0]
    page.keyboard.press("1")
    table.expect_selected(first)
    page.keyboard.press("Enter")
    table.wait_played(first)
    expect(page.locator("html")).to_have_attribute("lang", other)  # the button was not pressed again


def test_the_keyboards_focus_follows_play(open_page: Callable[..., Page]) -> None:
    from tests.browser.test_games import play_until, start

    page = open_page(reduced_motion="reduce")
    assert page.evaluate("document.activeElement?.id") == "menu-start", "the keyboard starts on Start"
    start(page, "briscola2", format="smazzate", deals="3")
    on_a_card = "document.activeElement?.matches('[data-zone=\"hand-0\"] .card.mine') ?? false"
    page.wait_for_selector("#table.my-turn")
    page.wait_for_function(on_a_card)  # the game started, the player to play: the focus is in the hand
    first = page.evaluate("document.activeElement.dataset.card")
    page.keyboard.press("2")  # another card chosen: the focus goes with it...
    chosen = page.locator("[data-zone='hand-0'] .card.mine.selected")
    expect(chosen).to_have_count(1)
    second = chosen.get_attribute("data-card")
    assert second != first and page.evaluate("document.activeElement.dataset.card") == second
    page.keyboard.press("Enter")  # ...so that Enter plays the card the table shows chosen
    page.wait_for_function("(c) => !document.querySelector(`[data-zone='hand-0'] [data-card='${c}']`)", arg=second)
    assert page.locator(f"[data-zone='hand-0'] [data-card='{first}']").count() == 1
    for _ in range(3):
        page.wait_for_selector("#table.my-turn")
        code = page.evaluate("document.activeElement.dataset.card")
        page.keyboard.press("Enter")  # plays the card that has the focus
        page.wait_for_function("(c) => !document.querySelector(`[data-zone='hand-0'] [data-card='${c}']`)", arg=code)
        assert page.evaluate(on_a_card), "the focus stays in the hand, not on the page"
    play_until(page, lambda state: state == "next")
    assert page.evaluate("document.activeElement?.id") == "result-next", "the result takes the focus"
    page.keyboard.press("Enter")
    expect(page.locator("#result")).to_be_hidden()


def test_a_player_who_taps_sees_no_ring_on_the_card_the_focus_went_to(open_page: Callable[..., Page]) -> None:
    """The focus goes back into the hand after each card played, for the keyboard; to a
    player who taps, a ring on a card nobody touched would look like a card chosen."""
    page = open_page(viewport=PHONE, has_touch=True, is_mobile=True, reduced_motion="reduce")
    table = Table(page)
    page.tap("#menu-start")
    ring = "document.activeElement.matches(':focus-visible') ? getComputedStyle(document.activeElement).outlineStyle : ''"
    on_a_card = "document.activeElement?.matches('[data-zone=\"hand-0\"] .card.mine') ?? false"
    for _ in range(2):
        assert table.wait_turn_or_end()
        code = table.hand()[0]
        table.card(code).tap()
        table.card(code).tap()
        table.wait_played(code)
    assert table.wait_turn_or_end()
    page.wait_for_function(on_a_card)
    assert page.evaluate(ring) == "none"
    page.reload()  # the focus back in the hand before any tap
    assert table.wait_turn_or_end()
    page.wait_for_function(on_a_card)
    assert page.evaluate(ring) == "none"
    page.keyboard.press("ArrowRight")  # the keyboard's player sees where the focus is
    expect(page.locator("[data-zone='hand-0'] .card.mine.selected")).to_have_count(1)
    assert page.evaluate(ring) == "solid"


def test_a_player_who_taps_sees_no_ring_where_a_panel_puts_the_focus(open_page: Callable[..., Page]) -> None:
    """A deal's result takes the focus on its button for the keyboard: to a player who
    taps, a ring there looked like a button already pressed."""
    page = open_page(viewport=PHONE, has_touch=True, is_mobile=True, reduced_motion="reduce")
    table = Table(page)
    page.select_option('#new-game-form [name="format"]', "smazzate")
    page.select_option('#new-game-form [name="speed"]', "fast")
    page.tap("#menu-start")
    while table.wait_turn_or_end():
        code = table.hand()[0]
        table.card(code).tap()
        table.card(code).tap()
        table.wait_played(code)
    expect(page.locator("#result-next")).to_be_focused()
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") == "none"


# Every rule of the page's style sheets whose selector has :hover, and whether it sits in
# a @media (hover: hover) (a touch screen leaves a tapped element hovered).
HOVER_RULES = """() => {
    const found = [];
    const walk = (rules, hovering) => {
        for (const rule of rules) {
            if (rule instanceof CSSMediaRule) walk(rule.cssRules, hovering || rule.conditionText.includes("hover: hover"));
            else if (rule.selectorText?.includes(":hover")) found.push([rule.selectorText, hovering]);
        }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules, false);
    return found;
}"""


def test_a_tapped_button_is_not_left_lit_on_a_touch_screen(open_page: Callable[..., Page]) -> None:
    rules = open_page().evaluate(HOVER_RULES)
    ours = [(selector, hovering) for selector, hovering in rules if "-editor" not in selector]  # not PyScript's editor
    assert ours and all(hovering for selector, hovering in ours if ".selected" not in selector), ours


def test_the_menu_shown_as_the_page_opens_holds_the_keyboard(open_page: Callable[..., Page]) -> None:
    """The menu the page opens with (open in its HTML, before any script) is modal, as the
    one opened from its button: Tab goes round its own fields and buttons, not the bar's."""
    page = open_page()
    expect(page.locator("#new-game")).to_be_visible()
    assert page.evaluate("document.activeElement?.id") == "menu-start"
    # (Past its last button Tab leaves the page for the browser's own bar: the body, then.)
    inside = "document.getElementById('new-game').contains(document.activeElement) || document.activeElement === document.body"
    for _ in range(40):
        page.keyboard.press("Tab")
        assert page.evaluate(inside), page.evaluate("document.activeElement?.outerHTML.slice(0, 80)")
    page.keyboard.press("Escape")  # back to the table, the game not started
    expect(page.locator("#new-game")).to_be_hidden()


def test_the_focus_after_the_menu_is_left_or_a_game_started_from_the_bar(open_page: Callable[..., Page]) -> None:
    """Escape on the menu the page opens with, on an empty table: the focus on Nuova partita,
    not the page. A game started from the menu the bar's button opened: at the player's
    turn the focus is on a card that may be played, not left on that button."""
    page = open_page(reduced_motion="reduce")
    expect(page.locator("#new-game")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#new-game")).to_be_hidden()
    expect(page.locator("#menu-button")).to_be_focused()
    page.keyboard.press("Enter")  # the menu again, from its button
    expect(page.locator("#new-game")).to_be_visible()
    expect(page.locator("#menu-start")).to_be_focused()
    page.keyboard.press("Enter")
    on_a_playable_card = "document.activeElement?.matches('[data-zone=\"hand-0\"] .card.mine.playable') ?? false"
    page.wait_for_selector("#table.my-turn")
    page.wait_for_function(on_a_playable_card)
    page.focus("#menu-button")  # a new game over this one, from the bar's button
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")  # Start
    expect(page.locator("#replace-game")).to_be_visible()
    page.click("#replace-confirm")
    page.wait_for_selector("#table.my-turn")
    page.wait_for_function(on_a_playable_card)
