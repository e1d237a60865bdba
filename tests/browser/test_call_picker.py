"""Briscola chiamata on a phone: the auction, the card to call and the player's eight cards.

The auction's buttons (the ranks, pass, the points stepper) are each a finger's size. The
points auction's winner calls a card: four suit buttons, then that suit's ten faces,
each named, none under 44 px, the whole picker on the screen and clear of the hand. The
player taps (a phone), clicks or uses the keyboard (a desktop), as a person would.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import combinations
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.geometry import Box, boxes, overlap
from tests.browser.test_games import (
    AUCTION_GAME, POINTS_GAME, STEP_TIMEOUT_MS, call_least, play_until, start, until_offered)
from tests.browser.player import card_left_hand
from tests.browser.test_table import RuntimeHeld, _touch_drag

pytestmark = pytest.mark.still

PHONES = {
    "phone": {"width": 390, "height": 844},
    "phone-small": {"width": 320, "height": 568},
    "phone-landscape": {"width": 844, "height": 390},
    "phone-landscape-bars": {"width": 667, "height": 325},  # a small phone on its side, under the browser's bars
    "phone-small-landscape": {"width": 568, "height": 320},
}
SEATLESS = ("phone-small", "phone-landscape-bars", "phone-small-landscape")  # no room for the seats around the auction
DESKTOP = {"width": 1280, "height": 720}
TARGET_PX = 44  # the least a finger can be asked to hit
PICKER = "#auction .call-suits button, #auction .call-cards button"
SAVED_ACTIONS = "() => JSON.parse(localStorage.getItem('briscola.save')).actions"
FACES_LOADED = ("() => [...document.querySelectorAll('#auction .call-cards img')]"
                ".every((i) => i.complete && i.naturalWidth)")


def to_the_call(page: Page) -> None:
    """Play the points auction, the least call each time, until the player is the one to
    call a card; then wait for its faces."""
    if not until_offered(page, lambda: page.locator("#auction .call-cards button").count() > 0, call_least):
        pytest.fail(f"the player won no points auction in game number {POINTS_GAME}")
    page.wait_for_function(FACES_LOADED)


def check_picker(page: Page) -> None:
    """Every suit and card button big enough for a finger, whole on the screen, none over
    another nor over the player's cards, the picker without a scrollbar."""
    buttons: list[Box] = boxes(page, PICKER)
    assert len(buttons) == 4 + 10, buttons
    assert len(boxes(page, "[data-zone='hand-0'] .card")) == 8
    check_finger_sized(page, buttons)
    names = page.eval_on_selector_all("#auction .call-cards button",
                                      "bs => bs.map((b) => b.getAttribute('aria-label'))")
    assert all(" di " in name or " of " in name for name in names), names  # the card, not a number


def check_auction_buttons(page: Page) -> None:
    """Every button of the auction a finger's size, whole on the screen, none over
    another, the panel without a scrollbar and clear of the player's cards."""
    buttons = [box for box in boxes(page, "#auction button") if box["width"] and box["height"]]
    assert buttons
    check_finger_sized(page, buttons)


def check_finger_sized(page: Page, buttons: list[Box]) -> None:
    """Each button a finger's size and whole on the screen, none over another, the auction's
    panel without a scrollbar and clear of the player's cards."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    for box in buttons:
        assert box["width"] >= TARGET_PX and box["height"] >= TARGET_PX, box
        assert box["x"] >= 0 and box["y"] >= 0, box
        assert box["x"] + box["width"] <= width and box["y"] + box["height"] <= height, box
    assert not any(overlap(a, b) for a, b in combinations(buttons, 2))
    assert page.evaluate("(e => e.scrollHeight <= e.clientHeight + 1)(document.getElementById('auction'))")
    panel = page.locator("#auction").bounding_box()
    assert panel is not None
    assert not any(overlap(panel | {"what": "auction"}, card) for card in boxes(page, "[data-zone='hand-0'] .card"))


def check_seats_beside(page: Page, size: str) -> None:
    """A phone upright or on its side keeps the four other seats (who deals, who has
    called) in view around the auction's panel, none under it; a small phone gives the
    panel their room."""
    seats = [box for box in boxes(page, ".seat:not([data-pos='bottom'])") if box["width"] and box["height"]]
    if size in SEATLESS:
        assert not seats, seats
        return
    assert len(seats) == 4, seats
    panel = page.locator("#auction").bounding_box()
    assert panel is not None
    assert not any(overlap(panel | {"what": "auction"}, seat) for seat in seats)


# Whether an element shows whole in the box it scrolls in (its nearest ancestor that scrolls).
IN_ITS_SCROLLING_BOX = """(element) => {
    let box = element.parentElement;
    while (box && getComputedStyle(box).overflowY === "visible") box = box.parentElement;
    const shown = element.getBoundingClientRect(), room = box.getBoundingClientRect();
    return shown.top >= room.top - 0.5 && shown.bottom <= room.bottom + 0.5;
}"""


def check_latest_calls_in_view(page: Page, size: str) -> None:
    """The calls so far, in a box that scrolls: once the phone turns from upright to ``size``
    (the box two lines high on its side), its newest call is still in view."""
    calls = page.locator("#auction .auction-history li")
    assert calls.count() >= 3, "too few calls before the player's to fill the box"
    page.set_viewport_size(PHONES["phone"])
    page.set_viewport_size(PHONES[size])
    # Waited for, not read at once: the page lays out anew over a frame or two (boot.js
    # measures the bar on a resize), later on a busy machine.
    latest = calls.last.element_handle()
    page.wait_for_function(f"(element) => ({IN_ITS_SCROLLING_BOX})(element)", arg=latest, timeout=STEP_TIMEOUT_MS)


@pytest.mark.parametrize("size", PHONES)
def test_the_auctions_buttons_take_a_finger_and_a_tap(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path], size: str
) -> None:
    page = open_page(viewport=PHONES[size], has_touch=True, is_mobile=True)
    start(page, "chiamata", number=AUCTION_GAME)
    play_until(page, lambda state: state == "auction")
    check_auction_buttons(page)
    check_seats_beside(page, size)
    screenshot(page, "ranks")
    said = page.locator("#auction .auction-history li").count()
    page.locator("#auction button[data-action]").first.tap()
    page.wait_for_function("(said) => document.getElementById('auction').hidden"
                           " || document.querySelectorAll('#auction .auction-history li').length !== said", arg=said)
    start(page, "chiamata", auction_points=True, number=POINTS_GAME)
    stepper = page.locator("#auction .auction-stepper")
    if not until_offered(page, stepper.is_visible):
        pytest.fail(f"the points auction never came to the player in game number {POINTS_GAME}")
    check_auction_buttons(page)
    check_seats_beside(page, size)
    check_latest_calls_in_view(page, size)
    screenshot(page, "points")
    call = page.locator("#auction .step-call")
    lowest = call.get_attribute("data-action")
    page.locator("#auction [data-intent='bid-more']").tap()
    expect(call).not_to_have_attribute("data-action", str(lowest))


def test_a_call_tapped_before_python_waits_shown_and_is_then_made(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None], screenshot: Callable[[Page, str], Path]
) -> None:
    """A reload in the auction shows its buttons at once, from the table kept: one tapped
    before the page's Python is up is the player's call all the same (it was lost)."""
    page = open_page(viewport=PHONES["phone"], has_touch=True, is_mobile=True)
    start(page, "chiamata", number=AUCTION_GAME)
    play_until(page, lambda state: state == "auction")
    moves = len(page.evaluate(SAVED_ACTIONS))
    python = RuntimeHeld(page)
    page.reload(wait_until="domcontentloaded")
    button = page.locator("#auction .auction-buttons button[data-action]").first
    call = button.get_attribute("data-action")
    button.tap()
    expect(button).to_have_class(re.compile(r"\bwaiting\b"))
    screenshot(page, "call-waiting-for-python")
    assert page.evaluate("document.body.dataset.ready") is None
    python.release()
    wait_ready(page)
    page.wait_for_function(f"() => ({SAVED_ACTIONS})().length > {moves}")
    assert page.evaluate(SAVED_ACTIONS)[moves] == call


@pytest.mark.parametrize("size", PHONES)
def test_a_phone_calls_a_card_by_tapping_its_suit_and_its_face(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path], size: str
) -> None:
    page = open_page(viewport=PHONES[size], has_touch=True, is_mobile=True)
    start(page, "chiamata", auction_points=True, number=POINTS_GAME)
    to_the_call(page)
    check_picker(page)
    # Eight cards a phone can read: each at least 50 px wide (it was 40); a small phone on its
    # side, under the browser's bars, has the height for 40 under the picker.
    least = 40 if PHONES[size]["height"] <= 340 else 50
    assert min(card["width"] for card in boxes(page, "[data-zone='hand-0'] .card")) >= least
    page.locator("#auction .call-suits button", has_text="Coppe").tap()
    expect(page.locator("#auction .call-suits button[aria-pressed='true']")).to_have_text("Coppe")
    page.wait_for_function(FACES_LOADED)
    check_picker(page)
    screenshot(page, "picker")
    page.locator("#auction .call-cards button[aria-label='Asso di Coppe']").tap()
    expect(page.locator("#called")).to_have_text("Carta chiamata: Asso di Coppe")
    expect(page.locator("#auction")).to_be_hidden()
    screenshot(page, "called")


def test_a_desktop_calls_a_card_by_keyboard_in_english(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=DESKTOP, locale="en-US")
    start(page, "chiamata", auction_points=True, number=POINTS_GAME)
    to_the_call(page)
    check_picker(page)
    # The panel takes the focus on the first suit; Tab goes along the suits, then the faces.
    expect(page.locator("#auction .call-suits button").first).to_be_focused()
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(page.locator("#auction .call-suits button[aria-pressed='true']")).to_have_text("Cups")
    expect(page.locator("#auction .call-suits button", has_text="Cups")).to_be_focused()
    page.wait_for_function(FACES_LOADED)
    screenshot(page, "picker")
    for _ in range(3):  # past Batons and Swords to the first face: the Ace of Cups
        page.keyboard.press("Tab")
    expect(page.locator("#auction .call-cards button").first).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#called")).to_have_text("Called: Ace of Cups")


FOCUS_WHILE_OTHERS_CALL = """() => {
    if (document.querySelector('#auction:not([hidden]) button[data-action]:not([disabled])')) return 'my call';
    if (!document.querySelector('#auction:not([hidden]) .auction-waiting')?.textContent) return false;
    const focused = document.activeElement;
    return !focused || focused === document.body ? 'page' : focused.closest('.hand') ? 'hand' : focused.outerHTML;
}"""


def test_a_keyboard_player_makes_the_call_the_expert_suggests_and_steps_the_points_to_their_ends(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    """Enter after the bar's Hint makes the call the Expert suggested, not the panel's first
    (the focus went to the first call and Enter bid a rank the hint had not named); a points
    stepper's button turned off at its end leaves the focus on the call, not on the page."""
    page = open_page(viewport=DESKTOP, locale="en-US")
    start(page, "chiamata", auction_points=True, hints=True, number=POINTS_GAME)
    stepper = page.locator("#auction .auction-stepper")
    if not until_offered(page, stepper.is_visible):
        pytest.fail(f"the points auction never came to the player in game number {POINTS_GAME}")
    call = page.locator("#auction .step-call")
    more, less = page.locator("#auction [data-intent='bid-more']"), page.locator("#auction [data-intent='bid-less']")
    more.focus()
    page.keyboard.press("Enter")  # one point up
    expect(less).to_be_enabled()
    less.focus()
    page.keyboard.press("Enter")  # back to the least bid: Less turns off under the focus
    expect(less).to_be_disabled()
    expect(call).to_be_focused()
    page.focus("#hint-button")
    page.keyboard.press("Enter")
    expect(page.locator("#status")).to_contain_text("The Expert suggests: ", timeout=STEP_TIMEOUT_MS)
    suggested = page.locator("#auction button.hinted[data-action]")
    expect(suggested).to_have_count(1)
    expect(suggested).to_be_focused()
    screenshot(page, "hint-in-the-auction")
    action = suggested.get_attribute("data-action")
    moves = len(page.evaluate(SAVED_ACTIONS))
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => ({SAVED_ACTIONS})().length > {moves}")
    assert page.evaluate(SAVED_ACTIONS)[moves] == action
    # While the others call, the focus waits in the hand (on the page, Tab began again at the top).
    focused = page.wait_for_function(FOCUS_WHILE_OTHERS_CALL, timeout=STEP_TIMEOUT_MS).json_value()
    assert focused in ("hand", "my call"), focused


def test_the_fanned_hand_of_a_small_phone_plays_by_tap_then_place_drag_keyboard_and_double_click(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    """Each card of the fan is taken by the part of it that shows (its left side, as a
    finger would), and every way of playing still plays it."""
    page = open_page(viewport=PHONES["phone-small"], has_touch=True, is_mobile=True)
    start(page, "chiamata", number=POINTS_GAME)
    session = page.context.new_cdp_session(page)
    placeholder = page.locator("[data-role='placeholder']")

    def strip(code: str) -> tuple[float, float]:
        """A point on the part of the card left uncovered by the next one."""
        box = page.locator(f"[data-zone='hand-0'] [data-card='{code}']").bounding_box()
        assert box is not None
        return box["x"] + box["width"] * 0.2, box["y"] + box["height"] * 0.5

    for way in ("tap then place", "drag", "keyboard", "double-click"):
        play_until(page, lambda state: state == "play")
        hand = page.eval_on_selector_all("[data-zone='hand-0'] .card.mine.playable",
                                         "cs => cs.map((c) => c.dataset.card)")
        # Key 1 takes the first card shown (all are playable: no carichi in this game).
        code = hand[0] if way == "keyboard" else hand[len(hand) // 2]
        x, y = strip(code)
        if way == "tap then place":
            page.touchscreen.tap(x, y)
            card = page.locator(f"[data-zone='hand-0'] [data-card='{code}']")
            expect(card).to_have_class(re.compile(r"\bselected\b"))
            screenshot(page, "fan-selected")
            placeholder.tap()
        elif way == "drag":
            box = placeholder.bounding_box()
            assert box is not None
            _touch_drag(session, (x, y), (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2))
        elif way == "keyboard":
            page.keyboard.press("1")
            page.keyboard.press("Enter")
        else:
            page.mouse.dblclick(x, y)
        card_left_hand(page, code)
