"""A replay on a phone, as a player watches one: the partita's end screen, Rivedi la partita,
to its first deal's end (who won it said), back into that deal's play, a move of the
player's analysed. Every hand is open:
each card's corner index must show, and the replay's buttons stay on screen, on one row,
whatever the game's crowd of seats, each in its place from move to move."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.test_layout import SIZES
from tests.browser.test_scores import end_the_partita, partita_near_its_end

pytestmark = pytest.mark.still

# Each side seat's open cards: their boxes, in the order of the hand.
SIDE_CARDS = """(position) => [...document.querySelectorAll(`.seat[data-pos="${position}"] .hand .card[data-card]`)]
    .map((card) => card.getBoundingClientRect().toJSON())"""
REPLAY_BUTTONS = """() => [...document.querySelectorAll("#replay-bar button")].filter((b) => b.getClientRects().length)
    .map((b) => b.getBoundingClientRect().toJSON())"""


@pytest.mark.parametrize("size", ["phone-small", "phone", "phone-landscape", "phone-small-landscape"])
def test_a_chiamata_replay_on_a_phone_shows_each_open_hands_cards_and_its_buttons(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None], screenshot: Callable[[Page, str], Path],
    size: str
) -> None:
    viewport = SIZES[size]
    page = open_page(viewport=viewport, has_touch=True, is_mobile=True, locale="en-GB")
    save, played = partita_near_its_end(3, {}, "random")
    end_the_partita(page, wait_ready, save)
    page.click("#match-end-replay")
    bar = page.locator("#replay-bar")
    expect(bar).to_be_visible()
    # A partita of many deals: the end is the first deal's, and the bar says who won it.
    bar.get_by_role("button", name="Deal end").click()
    first = played.observation(0)["results"][0]  # lost by the chiamante's side: 83 of 120
    assert first["winners"] == [2, 3, 4] and first["details"]["target"] == 120 and first["side_points"] == [83, 37]
    # A phone's one line in the move's place, a wider screen's a line of its own.
    outcome = bar.locator(".replay-short:visible, .replay-outcome:visible")
    expect(outcome).to_contain_text("Computer 2, Computer 3 and Computer 4 win the deal · at 120, made 83")
    box = outcome.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], box
    screenshot(page, f"replay-deal-end-{size}")
    buttons_on_screen(page, viewport)
    text = bar.locator(".replay-text")
    back = bar.get_by_role("button", name="Back")
    places = []
    for _ in range(20):  # back into the last deal's play, a few cards in every hand
        step_back(text, back)
        box = back.bounding_box()
        assert box is not None
        places.append((box["x"], box["y"]))
    # The button stays under the thumb tapping it, whatever the move's line says and
    # whether the move is the player's (with "Analyse your move" beside it) or not. (On the
    # smallest phone on its side the seats above grow by a pixel or two as the hands do.)
    for axis in (0, 1):
        assert max(place[axis] for place in places) - min(place[axis] for place in places) <= 3, places
    # The Expert's verdict on a move of the player's keeps the table as it was (its line
    # was taken from the table, every card shrinking).
    analyse = bar.get_by_role("button", name="Analyse your move")
    for _ in range(10):
        if analyse.is_visible():
            break
        step_back(text, back)
    card = page.locator("[data-zone='hand-0'] .card").first
    before = card.bounding_box()
    analyse.click()
    verdict = bar.locator(".replay-analysis")
    expect(verdict).to_contain_text("Expert")
    expect(verdict).not_to_have_text("The Expert is thinking…")
    assert card.bounding_box() == before, (before, card.bounding_box())
    screenshot(page, f"replay-{size}")
    # A 320 x 568 screen has no room for five seats' open cards larger than backs: there,
    # what is asked is the replay's buttons on screen.
    readable = size != "phone-small"
    for position in ("left", "right"):
        cards = page.evaluate(SIDE_CARDS, position)
        assert len(cards) >= 3, cards
        for card, following in zip(cards, cards[1:]) if readable else ():
            assert card["width"] >= 28, card  # a card's index large enough to read
            # The next card leaves the corner index in view: a third of a card's width across or down.
            assert max(following["x"] - card["x"], following["y"] - card["y"]) >= card["width"] / 3, (card, following)
        for card in cards:
            assert card["y"] >= 0 and card["y"] + card["height"] <= viewport["height"], card
    buttons_on_screen(page, viewport)


def step_back(text: Locator, back: Locator) -> None:
    """Back one move, once the bar says it (the line shown: the hidden one, a phone's short
    or a wider screen's long, stays in the text's content)."""
    shown = text.inner_text()
    back.click()
    expect(text).not_to_have_text(shown, use_inner_text=True)


def buttons_on_screen(page: Page, viewport: dict[str, int]) -> None:
    buttons = page.evaluate(REPLAY_BUTTONS)
    assert len({round(button["y"]) for button in buttons}) == 1, buttons  # one row
    assert all(button["y"] + button["height"] <= viewport["height"] + 0.5 for button in buttons), buttons
