"""The end screen's Play again, and a card played when it cannot be: what the player sees.

Play again starts the game just played with the same settings (its options, names,
levels and speed) on a new shuffle; a card double-clicked out of turn stays in the hand
and the status line says why.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.test_games import AUCTION_GAME, SAVE_KEY, play_a_card, start, wait_for_input
from tests.browser.test_layout import SIZES

pytestmark = pytest.mark.still

SHOWN = ("phone", "phone-small", "phone-landscape", "desktop")
TRIES = 20  # turns tried for a double-click that lands while the computer thinks
PLAYER_LEADS = "3"  # a game number whose first trick the player leads
SAID_WITHIN_MS = 1_500
MY_TURN_STATUS = {"it": "#status:has-text('Tocca a te')", "en": "#status:has-text('Your turn')"}


def saved(page: Page) -> dict[str, object]:
    data: dict[str, object] = json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))
    return data


@pytest.mark.parametrize("size", SHOWN)
def test_play_again_from_the_end_screen_starts_the_same_game_on_a_new_shuffle(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path], size: str
) -> None:
    phone = size.startswith("phone")
    page = open_page(viewport=SIZES[size], has_touch=phone, is_mobile=phone)
    start(page, "chiamata", level="easy", name="Ada", deck_style="piacentine", chiamata_goal="3")
    expect(page.locator("#score")).to_have_text("Partita a 3 punti")  # the shorter partita, from the menu
    first = saved(page)
    assert first["options"] == {"deck_style": "piacentine", "chiamata_goal": 3}
    page.click("#abandon-button")
    page.locator("#abandon-dialog button[value='abandon']").click()
    again = page.locator("#match-end-again")
    expect(again).to_be_visible()
    expect(again).to_have_text("Gioca ancora")
    screenshot(page, "end")
    if size.startswith("phone"):
        again.tap()
    else:
        again.click()
    expect(page.locator("#match-end")).to_be_hidden()
    assert wait_for_input(page) in ("auction", "play")
    second = saved(page)
    assert (second["game"], second["options"]) == ("chiamata", first["options"])
    assert second["seed"] != first["seed"]  # one chance in a billion of the same game number
    expect(page.locator('.seat[data-pos="bottom"] .seat-name')).to_have_text("Ada")
    expect(page.locator('.seat[data-seat="1"] .seat-level')).to_have_text("Facile")
    expect(page.locator("#score")).to_have_text("Partita a 3 punti")


def test_a_card_double_clicked_during_the_auction_stays_and_the_status_says_why(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=SIZES["phone"])
    start(page, "chiamata", number=AUCTION_GAME)
    assert wait_for_input(page) == "auction"  # the player's call: the auction waits for it
    card = page.locator("[data-zone='hand-0'] .card.mine").first
    code = card.get_attribute("data-card")
    card.dblclick()
    expect(page.locator("#status")).to_have_text("Si gioca dopo l'asta")
    assert page.locator(f"[data-zone='hand-0'] [data-card='{code}']").count() == 1
    screenshot(page, "refused")


@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_card_double_clicked_while_the_computer_thinks_stays_and_the_status_says_whose_turn_it_is(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path], lang: str
) -> None:
    """The player leads (game number 3: the computer deals), and once the card has left the
    hand double-clicks another: the computer is still thinking (the slow game speed gives
    it a second), so the card stays and the status says whose turn it is. A loaded machine
    can miss that second: then the next trick the player leads."""
    page = open_page(locale="it-IT" if lang == "it" else "en-US")
    start(page, "briscola2", speed="slow", number=PLAYER_LEADS)
    said = {"it": "Non è il tuo turno: tocca a Computer", "en": "Not your turn: Computer is to play"}[lang]
    for _ in range(TRIES):
        if wait_for_input(page) != "play":
            break
        leading = page.locator("[data-zone='table'] .card").count() == 0
        play_a_card(page)  # double-clicked, and gone from the hand: the engine has it
        other = page.locator("[data-zone='hand-0'] .card.mine").first
        if not leading or not other.count():
            continue
        code = other.get_attribute("data-card")
        other.dblclick()
        try:  # drawn at the next frame, if the computer had not played yet
            page.locator("#status", has_text=said).wait_for(timeout=SAID_WITHIN_MS)
        except PlaywrightTimeout:
            continue
        assert page.locator(f"[data-zone='hand-0'] [data-card='{code}']").count() == 1
        screenshot(page, "out-of-turn")
        # When the player's turn comes, the reason goes: the card can be played now.
        expect(page.locator(MY_TURN_STATUS[lang])).to_be_visible(timeout=30_000)
        return
    pytest.fail("no double-click landed while the computer was thinking")
