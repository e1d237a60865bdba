"""Every screen a player meets passes axe-core's WCAG 2.2 AA checks (issue 15, point 9):
the menu, the table during play, its panels (last trick, carte viste, Abandon), the
chiamata auction, a deal's result and scoreboard, and the end of a match; on a desktop
in Italian and on a phone in English; a long partita's results table on a small phone. The screens are reached by playing, as a person
does; axe looks at each as it stands."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.axe import violations
from tests.browser.test_layout import AT_REST
from tests.browser.test_games import AUCTION_GAME, STEP_TIMEOUT_MS, pass_or_first, play_a_card, play_until, start
from tests.browser.test_scores import end_the_partita, partita_near_its_end

__all__ = ["open_page"]  # test_games' fixture: motion reduced, cards need not be waited for

pytestmark = pytest.mark.still

PHONE = {"width": 390, "height": 844}


def no_violations(page: Page, screen: str) -> None:
    found: list[dict[str, Any]] = violations(page)
    assert not found, f"{screen}: " + "; ".join(
        f"{v['impact']} {v['id']} ({v['help']}) at {', '.join(v['nodes'])}" for v in found)


@pytest.mark.parametrize("where", [
    pytest.param({"viewport": {"width": 1280, "height": 720}, "locale": "it-IT"}, id="desktop-it"),
    pytest.param({"viewport": PHONE, "locale": "en-GB", "has_touch": True, "is_mobile": True}, id="phone-en"),
])
def test_the_menu_the_table_its_panels_and_a_deals_result_pass_axe(
    open_page: Callable[..., Page], where: dict[str, Any]
) -> None:
    page = open_page(**where)
    no_violations(page, "the new-game menu")
    start(page, "briscola2", format="smazzate", deals="3", carte_viste=True)
    play_until(page, lambda state: state == "play")
    play_a_card(page)
    play_until(page, lambda state: state == "play")
    no_violations(page, "the table, a trick taken")
    for button, panel, close in (("#last-trick-button", "#last-trick", "#last-trick-button"),
                                 ("#played-button", "#played", '#played [data-intent="played"]'),
                                 ("#abandon-button", "#abandon-dialog", "#abandon-cancel")):
        page.click(button)
        expect(page.locator(panel)).to_be_visible()
        no_violations(page, f"the panel {panel}")
        page.click(close)
        expect(page.locator(panel)).to_be_hidden()
        page.click(button)  # again, and left with Escape, the bar's button still focused
        expect(page.locator(panel)).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.locator(panel)).to_be_hidden()
    play_until(page, lambda state: state == "next")
    no_violations(page, "a deal's result")
    page.click("#scoreboard-button")
    expect(page.locator("#scoreboard")).to_be_visible()
    no_violations(page, "the scoreboard")


def test_a_screen_reader_is_told_the_card_the_computer_led(open_page: Callable[..., Page]) -> None:
    """The status says "Tocca a te: gioca una carta" as the computer's card lands: the card
    itself, which a sighted player sees, is told in a region only a screen reader reads."""
    page = open_page(locale="it-IT")
    start(page, "briscola2")
    led = page.locator('[data-zone="table"] .card')
    for _ in range(20):  # to a trick the computer leads: a player may lead eight in a row, not a deal's twenty
        play_until(page, lambda state: state == "play")
        if led.count() == 1:
            break
        play_a_card(page)
    told = led.get_attribute("aria-label")
    assert told is not None and told.startswith("Computer ha giocato ")
    expect(page.locator("#announce")).to_have_text(told)
    expect(page.locator("#status")).to_have_text("Tocca a te: gioca una carta")
    box = page.locator("#announce").bounding_box()
    assert box is not None and box["width"] <= 1 and box["height"] <= 1  # never shown


def test_the_chiamata_auction_and_the_end_of_a_match_pass_axe(open_page: Callable[..., Page]) -> None:
    page = open_page(viewport=PHONE, locale="en-GB", has_touch=True, is_mobile=True)
    start(page, "chiamata", number=AUCTION_GAME)
    play_until(page, lambda state: state == "auction")
    no_violations(page, "the chiamata auction")
    pass_or_first(page)
    play_until(page, lambda state: state == "play")
    no_violations(page, "a chiamata table")
    page.click("#menu-button")
    start(page, "briscola2", format="punti")
    play_until(page, lambda state: state == "over")
    page.evaluate(AT_REST)  # the end screen fades in: axe reads colours as shown
    no_violations(page, "the end of the match")
    page.click("#match-end-share")
    expect(page.locator("#share")).to_be_visible()
    no_violations(page, "the share dialog")
    page.click("#share-close")
    page.click("#match-end-new")
    page.click("#stats-button")
    expect(page.locator("#stats .stats-games tbody tr")).to_have_count(1)
    # A phone's short heads, and under the tables what they stand for.
    expect(page.locator("#stats .stats-games thead th .short").first).to_be_visible()
    expect(page.locator("#stats .stats-key")).to_have_text("P: Games · W: Won · %: % won · Streak: Best streak · % deals: % of deals won · Pts: Points per deal")
    no_violations(page, "the statistics")
    page.click("#stats-close")
    page.select_option('[name="level_1"]', "human")  # pass-and-play: the cover comes first
    page.click("#menu-start")
    expect(page.locator("#handover")).to_be_visible()
    page.evaluate(AT_REST)
    no_violations(page, "the pass-and-play cover")


def test_a_long_partitas_results_table_on_a_small_phone_passes_axe(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None]
) -> None:
    """Sixteen deals of chiamata: the end screen's table scrolls in its box, as does the
    scoreboard's (each box takes the keyboard's focus, to scroll without a pointer)."""
    page = open_page(viewport={"width": 320, "height": 568}, has_touch=True, is_mobile=True, locale="it-IT")
    save, _ = partita_near_its_end(10, {}, "random")
    end_the_partita(page, wait_ready, save)
    no_violations(page, "the end of a long partita")
    page.locator("#scoreboard-button").tap()
    expect(page.locator("#scoreboard")).to_be_visible()
    page.evaluate(AT_REST)
    no_violations(page, "the scoreboard of a long partita")


@pytest.mark.first_visit
def test_the_first_visits_help_an_options_explanation_and_the_rules_pass_axe(
    open_page: Callable[..., Page]
) -> None:
    page = open_page(viewport=PHONE, locale="it-IT")
    expect(page.locator("#tour")).to_be_visible()
    no_violations(page, "the first visit's help")
    page.keyboard.press("Escape")
    expect(page.locator("#tour")).to_be_hidden()
    page.get_by_role("button", name="Spiega Vinco subito", exact=True).click()
    expect(page.locator("#hint-vinco_subito")).to_be_visible()
    no_violations(page, "an option's explanation")
    page.keyboard.press("Escape")
    for game in ("briscola2", "chiamata", "joker"):
        page.goto(page.url.rsplit("/", 1)[0] + f"/rules-{game}-it.html")
        no_violations(page, f"the rules of {game}")


def test_the_tournaments_menu_and_panel_pass_axe(open_page: Callable[..., Page]) -> None:
    from tests.browser.test_tournaments import choose_tournament

    page = open_page(viewport=PHONE, locale="en-GB", has_touch=True, is_mobile=True)
    page.select_option('[name="game"]', "torneo")
    no_violations(page, "the menu's tournament")
    choose_tournament(page)
    expect(page.locator("#tournament")).to_be_visible()
    no_violations(page, "the tournament before entering")
    page.locator("#tournament").get_by_role("button", name="Enter and play").click()
    # The other tables play first (the panel says so); it closes as the match comes to the
    # table, and only then is the bar's button the way back to it (a slow machine is slow here).
    expect(page.locator("#tournament")).to_be_hidden(timeout=STEP_TIMEOUT_MS)
    expect(page.locator("#tournament-button")).to_be_visible()
    page.click("#tournament-button")
    expect(page.locator("#tournament")).to_be_visible()
    no_violations(page, "the tournament during a match")


FORCED = """() => {
    const seat = (pos) => getComputedStyle(document.querySelector(`.seat[data-pos="${pos}"] .seat-name`)).outlineStyle;
    const button = document.getElementById("menu-button"), icon = button.querySelector(".icon");
    return {mine: seat("bottom"), other: seat("top"), stroke: getComputedStyle(icon).stroke,
            text: getComputedStyle(button).color};
}"""


def test_whose_turn_and_the_bars_pictures_show_in_forced_colours(open_page: Callable[..., Page]) -> None:
    """Windows' high contrast: the turn's gold and glow are dropped there, so the name of
    whoever is to play is outlined; the bar's dark pictures take the buttons' colour."""
    page = open_page(forced_colors="active")
    start(page, "briscola2")
    play_until(page, lambda state: state == "play")
    shown = page.evaluate(FORCED)
    assert (shown["mine"], shown["other"]) == ("solid", "none"), shown
    assert shown["stroke"] == shown["text"] and shown["stroke"] != "rgb(29, 26, 20)", shown
