"""A tournament as a person plays it: chosen in the menu, its prizes read before paying,
entered from its panel, each match played at the table by double-click, back to the panel
from the match's end screen, to the final standings and the prize."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.test_layout import AT_REST
from tests.browser.test_games import (PHONE, STEP_TIMEOUT_MS, check_layout, play_a_card, play_until, start,
                                      wait_for_input)


def choose_tournament(page: Page, game: str = "torneo") -> None:
    if not page.is_visible("#new-game"):
        page.click("#menu-button")
    page.select_option('[name="game"]', game)
    page.select_option('[name="tournament_kind"]', "knockout")
    page.select_option('[name="tournament_seats"]', "4")
    page.select_option('[name="tournament_deals"]', "1")
    page.select_option('[name="tournament_entry"]', "100")
    page.select_option('[name="tournament_level"]', "random")
    page.select_option('#new-game-form [name="speed"]', "fast")
    page.click("#menu-start")


def test_a_knockout_is_entered_played_match_by_match_and_paid(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path], wait_ready: Callable[[Page], None]
) -> None:
    page = open_page(viewport=PHONE)
    choose_tournament(page)
    panel = page.locator("#tournament")
    expect(panel).to_be_visible(timeout=STEP_TIMEOUT_MS)
    expect(panel.locator(".tournament-plan")).to_contain_text("montepremi 360")
    expect(panel.locator(".tournament-chips")).to_have_text("Le tue fiches: 1000")
    expect(panel.locator(".tournament-standings tbody tr")).to_have_count(4)
    expect(page.locator("#tournament-button")).to_be_hidden()  # nothing entered yet
    screenshot(page, "tournament-preview")
    drawn = panel.locator(".tournament-standings").text_content() or ""
    panel.locator(".tournament-rules").click()  # read how tournaments work, then back to the game
    expect(page.locator("#tournaments")).to_be_visible(timeout=STEP_TIMEOUT_MS)
    assert page.url.endswith("/rules-briscola2-it.html#tournaments")
    page.locator(".rules-back").first.click()
    expect(panel.locator(".tournament-standings")).to_have_text(drawn, timeout=STEP_TIMEOUT_MS)  # the same draw
    expect(panel.locator(".tournament-chips")).to_have_text("Le tue fiches: 1000")
    panel.get_by_role("button", name="Iscriviti e gioca").click()

    matches = 0
    while True:
        expect(panel).to_be_hidden(timeout=STEP_TIMEOUT_MS)
        opponent = page.locator('.seat[data-pos="top"] .seat-name')
        expect(opponent).not_to_have_text("Computer", timeout=STEP_TIMEOUT_MS)  # a name from the draw
        name = opponent.inner_text()
        if matches == 0:
            assert wait_for_input(page) == "play"
            page.evaluate(AT_REST)  # the cards dealt, not still flying
            check_layout(page)
            expect(page.locator("#tournament-button")).to_be_visible()
        play_until(page, lambda state: state == "over", limit=200)
        matches += 1
        again = page.locator("#match-end-again")
        expect(again).to_have_text("Torna al torneo")
        again.click()
        expect(panel).to_be_visible(timeout=STEP_TIMEOUT_MS)
        if matches == 1:  # a reload there comes back to the tournament, not to the match's end
            page.reload()
            wait_ready(page)
            expect(panel).to_be_visible(timeout=STEP_TIMEOUT_MS)
        expect(panel.locator(".tournament-rounds")).to_contain_text(re.compile(f"(Hai battuto {name}|{name} ti ha battuto)"))
        play = panel.get_by_role("button", name="Gioca la partita")
        if not play.count():
            break
        play.click()

    assert 1 <= matches <= 2
    lines = panel.locator(".tournament-lines")
    expect(lines).to_contain_text(re.compile(r"(Hai vinto il torneo!|Torneo finito: sei al \d° posto su 4\.)"))
    won = "Hai vinto il torneo!" in lines.inner_text()
    expect(panel.locator(".tournament-chips")).to_have_text(f"Le tue fiches: {900 + 360 if won else 900}")
    expect(page.locator('.seat[data-pos="top"] .seat-name')).to_have_text(name)  # the last opponent, still named
    expect(panel.get_by_role("button", name="Nuovo torneo")).to_be_visible()
    screenshot(page, "tournament-over")
    shown = panel.locator(".tournament-standings").text_content() or ""
    page.reload()  # the panel and the chips come back as they were: no second prize
    expect(panel.locator(".tournament-standings")).to_have_text(shown, timeout=STEP_TIMEOUT_MS)
    expect(panel.locator(".tournament-chips")).to_have_text(f"Le tue fiches: {900 + 360 if won else 900}")
    expect(page.locator('.seat[data-pos="top"] .seat-name')).to_have_text(name)  # the last opponent, still named

    # Another game looked at in the menu and let be; then a new tournament from the panel:
    # the menu opens on a tournament (it opened on the game looked at, and Start dealt it).
    wait_ready(page)  # the panel's buttons answer once the page's Python is up
    page.click("#menu-button")
    page.select_option('#new-game-form [name="game"]', "briscola3")
    page.click("#menu-cancel")
    expect(page.locator("#new-game")).to_be_hidden()
    if not panel.is_visible():
        page.click("#tournament-button")
    panel.get_by_role("button", name="Nuovo torneo").click()
    expect(page.locator("#new-game")).to_be_visible()
    expect(page.locator('#new-game-form [name="game"]')).to_have_value("torneo")
    page.click("#menu-start")
    enter = panel.get_by_role("button", name="Iscriviti e gioca")
    expect(enter).to_be_focused(timeout=STEP_TIMEOUT_MS)  # not the end screen's button under the panel
    expect(page.locator("#match-end")).to_have_attribute("inert", "")
    page.keyboard.press("Enter")
    expect(panel).to_be_hidden(timeout=STEP_TIMEOUT_MS)
    assert wait_for_input(page) == "play"


def test_a_pairs_tournament_seats_a_named_partner_opposite_and_the_other_pair_beside(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(locale="en-GB")
    choose_tournament(page, "torneo4")
    panel = page.locator("#tournament")
    expect(panel.locator(".tournament-format")).to_contain_text("Briscola for 4 in pairs · 4 pairs")
    expect(panel.locator(".tournament-standings thead")).to_contain_text("Pair")
    expect(panel.locator(".tournament-standings tbody")).to_contain_text("You & Anna")
    panel.get_by_role("button", name="Enter and play").click()
    expect(panel).to_be_hidden(timeout=STEP_TIMEOUT_MS)
    assert wait_for_input(page) == "play"
    names = {pos: page.locator(f'.seat[data-pos="{pos}"] .seat-name').inner_text() for pos in ("left", "top", "right")}
    assert names["top"] == "Anna"  # the partner, opposite
    page.click("#tournament-button")
    opponents = f"{names['right']} & {names['left']}"  # game seats 1 and 3: the other pair, as the draw names it
    playing = f"(You & Anna against {opponents}|{opponents} against You & Anna): being played"
    expect(panel.locator(".tournament-rounds")).to_contain_text(re.compile(playing))
    screenshot(page, "pairs-panel")
    panel.get_by_role("button", name="Back to the table").click()
    expect(panel).to_be_hidden()
    play_a_card(page)
    screenshot(page, "pairs-table")
    page.click("#menu-button")  # another game over the match: the question says what it costs
    page.select_option('[name="game"]', "briscola2")
    page.click("#menu-start")
    ask = page.locator("#replace-game")
    expect(ask).to_contain_text("A tournament match is in progress: if you start another game, you abandon the match and lose it")
    page.click("#replace-keep")
    expect(ask).to_be_hidden()
    expect(page.locator("#new-game")).to_be_hidden()


def test_a_tournament_is_shown_over_a_game_in_progress_without_asking_and_cancel_keeps_the_game(
    open_page: Callable[..., Page]
) -> None:
    page = open_page(viewport=PHONE)
    start(page, "briscola2")
    assert wait_for_input(page) == "play"
    play_a_card(page)
    assert wait_for_input(page) == "play"
    hand = page.locator("[data-zone='hand-0'] .card").evaluate_all("(cards) => cards.map((c) => c.dataset.card)")
    choose_tournament(page)  # Start only shows it: nothing is replaced yet, so nothing is asked
    expect(page.locator("#replace-game")).to_be_hidden()
    panel = page.locator("#tournament")
    expect(panel).to_be_visible(timeout=STEP_TIMEOUT_MS)
    expect(panel.get_by_role("button", name="Iscriviti e gioca (la partita al tavolo è persa)")).to_be_visible()
    # The game behind waits: the keyboard reaches none of its cards, its number picks none.
    on_a_card = "document.activeElement?.matches('.card') ?? false"
    for _ in range(10):
        page.keyboard.press("Tab")
        assert not page.evaluate(on_a_card)
    page.click("#tournament-title")  # the focus on no button
    page.keyboard.press("1")
    page.keyboard.press("Enter")
    page.keyboard.press("Escape")  # as Annulla
    expect(panel).to_be_hidden()
    assert wait_for_input(page) == "play"
    expect(page.locator("[data-zone='hand-0'] .card.selected")).to_have_count(0)
    assert page.locator("[data-zone='hand-0'] .card").evaluate_all("(cards) => cards.map((c) => c.dataset.card)") == hand
    choose_tournament(page)
    expect(panel).to_be_visible(timeout=STEP_TIMEOUT_MS)
    panel.get_by_role("button", name="Annulla").click()
    expect(panel).to_be_hidden()
    assert wait_for_input(page) == "play"
    assert page.locator("[data-zone='hand-0'] .card").evaluate_all("(cards) => cards.map((c) => c.dataset.card)") == hand


def test_a_tournament_looked_at_and_cancelled_with_no_game_goes_back_to_the_menu(open_page: Callable[..., Page]) -> None:
    page = open_page(viewport=PHONE)
    choose_tournament(page)
    panel = page.locator("#tournament")
    expect(panel).to_be_visible(timeout=STEP_TIMEOUT_MS)
    panel.get_by_role("button", name="Annulla").click()
    expect(panel).to_be_hidden()
    expect(page.locator("#new-game")).to_be_visible()  # before: a bare table, "Scegli una partita"
