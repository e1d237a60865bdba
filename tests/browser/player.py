"""Gestures every browser test makes the same way a player does."""

from __future__ import annotations

from playwright.sync_api import Page


def press_start(page: Page) -> None:
    """Press the menu's Start; over a game in progress the page asks first (boot.js), and
    the player confirms the new game."""
    page.click("#menu-start")
    if page.locator("#replace-game[open]").count():
        page.click("#replace-confirm")
