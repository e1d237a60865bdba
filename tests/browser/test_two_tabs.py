"""The page open in two tabs: the one left behind neither undoes the other's moves nor
loses them.

Each tab holds its own game and writes it to the same localStorage. Before, a move made in
the tab left behind wrote its older game over the other's, with no word said: a game
started in the other tab was gone at the next reload, and the statistics went back.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import _wait_ready
from tests.browser.test_games import SAVE_KEY, play_a_card, start, wait_for_input

pytestmark = pytest.mark.still

SAVE = f"() => localStorage.getItem('{SAVE_KEY}')"
HAND = "() => [...document.querySelectorAll(\"[data-zone='hand-0'] .card.mine\")].map((c) => c.dataset.card).sort()"


def test_a_tab_left_behind_asks_for_a_reload_and_goes_on_from_the_other(
    open_page: Callable[..., Page], site_url: str, screenshot: Callable[[Page, str], Path]
) -> None:
    first = open_page()
    start(first, "briscola2")
    assert wait_for_input(first) == "play"
    play_a_card(first)
    assert wait_for_input(first) == "play"

    second = first.context.new_page()  # the same browser: the same storage
    try:
        second.goto(site_url)
        _wait_ready(second)
        assert wait_for_input(second) == "play"  # the game in progress, resumed
        start(second, "briscola3")  # a new game there (the page asks first: confirmed)
        assert wait_for_input(second) == "play"
        play_a_card(second)
        assert wait_for_input(second) == "play"

        behind = first.locator("#behind")
        expect(behind).to_be_visible()  # the first tab says it is behind, over its table
        expect(first.locator("#behind-title")).to_contain_text("un'altra scheda")
        saved = second.evaluate(SAVE)
        first.keyboard.press("Escape")  # it does not go away but by a reload
        expect(behind).to_be_visible()
        screenshot(first, "behind")

        with first.expect_navigation():  # else the old page, still ready, answered the wait (a CI run)
            first.click("#behind-reload")
        _wait_ready(first)
        assert wait_for_input(first) == "play"
        expect(first.locator(".table")).to_have_attribute("data-players", "3")  # the other tab's game
        assert first.evaluate(HAND) == second.evaluate(HAND)
        expect(first.locator("#behind")).to_be_hidden()
        assert first.evaluate(SAVE) == saved
    finally:
        second.close()


def test_a_write_from_before_the_page_loaded_is_no_other_tab(open_page: Callable[..., Page]) -> None:
    """A reload right after a save: the previous page's write can reach the new one as a
    storage event (most likely what once put the other-tab dialog over a page reloaded
    mid-auction in the suite). Its value is the one the page started from: the page goes
    on; a write of another value still stops it."""
    page = open_page()
    start(page, "briscola2")
    assert wait_for_input(page) == "play"
    page.reload()
    _wait_ready(page)
    tell = """(value) => window.dispatchEvent(new StorageEvent('storage',
        {key: 'briscola.save', newValue: value, storageArea: localStorage}))"""
    page.evaluate(tell, page.evaluate(SAVE))
    assert wait_for_input(page) == "play" and page.locator("#behind").is_hidden()
    page.evaluate(tell, "another game")
    expect(page.locator("#behind")).to_be_visible()
