"""The computer at the table in a real browser: an Expert opponent in Briscola a 2 thinks
in the engine's worker, shows that it thinks, and the page answers the player meanwhile.

What the test reads is what the page publishes: body[data-engine] and
body[data-ai-answers] (set by engine_link.py when the worker is up and answers), the
performance measures "computer-move:<level>" (counted, never timed: how fast the
computer moves and how long the main thread is busy meanwhile are figures that
benchmarks/browser_ai.py prints), and the seats' "thinking" class.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect
from tests.browser.player import HAND, press_start

pytestmark = pytest.mark.still

PILES = '[data-zone^="pile-"] .card'
PLAYED = f"[data-zone='table'] .card, {PILES}"  # every card played this deal
WORKER_TIMEOUT_MS = 120_000  # Pyodide starting in its worker, on a loaded 2-core machine
TURN_TIMEOUT_MS = 30_000
TRICKS = 4

# Installed before any page script: each time a seat shows the thinking cue, counted when
# the cue goes (the spans' lengths are the benchmark's business).
PROBES = """
window.__probe = {cues: 0, on: false};
new MutationObserver(() => {
  const on = document.querySelector(".seat.thinking") !== null;
  if (__probe.on && !on) __probe.cues += 1;
  __probe.on = on;
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["class"]});
"""


def _tricks_done(page: Page) -> int:
    # Every finished trick is two cards in the piles.
    return int(page.evaluate(f"document.querySelectorAll('{PILES}').length")) // 2


def play_tricks(page: Page, tricks: int) -> None:
    """Double-click the first card of the hand on each of the player's turns until
    ``tricks`` tricks have been taken (the computer answering in between)."""
    for _ in range(tricks * 2 + 2):
        if _tricks_done(page) >= tricks:
            return
        page.wait_for_function(
            "document.querySelector('#table.my-turn') !== null"
            f" || document.querySelectorAll('{PILES}').length >= {tricks * 2}",
            timeout=TURN_TIMEOUT_MS,
        )
        if _tricks_done(page) >= tricks:
            return
        hand = page.eval_on_selector_all(HAND, "cards => cards.map((c) => c.dataset.card)")
        page.locator(f'[data-zone="hand-0"] [data-card="{hand[0]}"]').dblclick()
        page.wait_for_function(
            "(code) => !document.querySelector(`[data-zone=\"hand-0\"] [data-card=\"${code}\"]`)",
            arg=hand[0], timeout=TURN_TIMEOUT_MS,
        )
    assert _tricks_done(page) >= tricks, "the tricks were not played"


def open_table(blank_page: Callable[..., Page], site_url: str, wait_ready: Callable[[Page], None]) -> Page:
    page = blank_page()
    page.add_init_script(PROBES)
    page.goto(site_url)
    wait_ready(page)
    return page


def start_against(page: Page, level: str) -> int:
    """A new Briscola a 2 against ``level`` from the menu; returns the cues shown before it."""
    if page.locator("#new-game[open]").count() == 0:
        page.click("#menu-button")
    page.select_option('#new-game-form [name="game"]', "briscola2")
    page.select_option('#new-game-form [name="level_1"]', level)
    cues = int(page.evaluate("__probe.cues"))
    press_start(page)
    page.locator(HAND).nth(2).wait_for()
    return cues


def cues_since(page: Page, before: int) -> int:
    """Thinking cues shown and gone since ``before``, once no seat is thinking."""
    page.wait_for_function("!window.__probe.on", timeout=TURN_TIMEOUT_MS)  # no move half-way
    return int(page.evaluate("__probe.cues")) - before


def click_while_the_computer_thinks(page: Page) -> None:
    """Play a card, and as soon as the computer's seat shows its cue, ask for the last trick:
    the panel opens (the click was answered, not lost), and the computer's card still
    comes (one more card on the table or in the piles)."""
    for _ in range(TRICKS * 2):
        page.wait_for_selector("#table.my-turn", timeout=TURN_TIMEOUT_MS)
        code = page.locator(HAND).first.get_attribute("data-card")
        page.locator(HAND).first.dblclick()
        page.wait_for_function(
            "(code) => !document.querySelector(`[data-zone=\"hand-0\"] [data-card=\"${code}\"]`)",
            arg=code, timeout=TURN_TIMEOUT_MS)
        on_table = page.locator(PLAYED).count()  # the player's card in
        # Then the computer's turn, unless the player took the trick and leads again.
        page.wait_for_selector(".seat.thinking, #table.my-turn", timeout=TURN_TIMEOUT_MS)
        if page.locator(".seat.thinking").count():
            break
    else:
        raise AssertionError("the computer never had a turn")
    page.click("#last-trick-button")
    expect(page.locator("#last-trick")).to_be_visible(timeout=TURN_TIMEOUT_MS)
    page.wait_for_function("([played, n]) => document.querySelectorAll(played).length > n",
                           arg=[PLAYED, on_table], timeout=TURN_TIMEOUT_MS)


def test_an_expert_thinks_in_the_worker_and_the_page_answers_meanwhile(
    blank_page: Callable[..., Page], site_url: str, wait_ready: Callable[[Page], None]
) -> None:
    page = open_table(blank_page, site_url, wait_ready)
    cues = start_against(page, "expert")
    assert page.evaluate("document.body.dataset.engine") == "ready"  # a game is dealt only by it
    page.wait_for_function("!window.__probe.on", timeout=TURN_TIMEOUT_MS)
    before = int(page.evaluate("document.body.dataset.aiAnswers || '0'"))
    # One trick more than counted: the trick under way may hold a computer card played before.
    play_tricks(page, _tricks_done(page) + TRICKS + 1)
    shown = cues_since(page, cues)

    answers = int(page.evaluate("document.body.dataset.aiAnswers || '0'"))
    moves = int(page.evaluate("performance.getEntriesByName('computer-move:expert').length"))
    assert answers - before >= TRICKS, f"the worker answered {answers - before} moves in {TRICKS + 1} tricks"
    assert moves == answers, "every computer move was the worker's expert move"
    assert shown >= answers, f"the thinking cue showed {shown} times for {answers} moves"

    click_while_the_computer_thinks(page)
