"""Gestures every browser test makes the same way a player does."""

from __future__ import annotations

from playwright.sync_api import Page

HAND = '[data-zone="hand-0"] [data-card]'  # the player's cards (seat 0), on their hand's zone
# Marks the cards on the felt (a property, not an attribute: the page never sees it), so
# that the new game's cards can be told from the old game's.
MARK_CARDS = "document.querySelectorAll('.card').forEach((card) => { card.__before = true; })"
NEW_HAND = (f"[...document.querySelectorAll('{HAND}')]"
            ".some((card) => !card.__before)")


def press_start(page: Page) -> None:
    """Press the menu's Start; over a game in progress the page asks first (boot.js), and
    the player confirms the new game. Returns once the new game's hand is dealt (the engine
    answers in its worker: the old game's cards leave the felt first)."""
    page.evaluate(MARK_CARDS)
    page.click("#menu-start")
    if page.locator("#replace-game[open]").count():
        page.click("#replace-confirm")
    page.wait_for_function(NEW_HAND)
