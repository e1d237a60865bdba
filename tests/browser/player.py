"""Gestures every browser test makes the same way a player does."""

from __future__ import annotations

from playwright.sync_api import Page

HAND_ZONE = '[data-zone="hand-0"]'  # the player's hand (seat 0)
HAND = f"{HAND_ZONE} [data-card]"  # the player's cards, on their hand's zone
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


def card_left_hand(page: Page, code: str, timeout: float | None = None) -> None:
    """Until the player's card ``code`` has left their hand (played: on its way to the trick)."""
    page.wait_for_function(f"(code) => !document.querySelector(`{HAND_ZONE} [data-card='${{code}}']`)",
                           arg=code, timeout=timeout)
