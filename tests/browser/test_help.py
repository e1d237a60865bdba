"""Help at hand, as a player finds it: the "?" beside a menu option, the chosen game's
rules and the way back to the table, and the first visit's "how to play this screen",
in Italian and in English, on a phone and on a desktop."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import DESKTOP
from tests.browser.player import HAND, press_start
from tests.browser.test_table import RuntimeHeld


pytestmark = pytest.mark.still

PHONE = {"width": 390, "height": 844}
SIZES = {"phone": PHONE, "desktop": DESKTOP}
TOUR_SIZES = {**SIZES, "landscape": {"width": 844, "height": 390}}  # a phone on its side: the shortest
LOCALES = {"it": "it-IT", "en": "en-US"}
WORDS = {
    "it": {"vinco": "Spiega Vinco subito", "vinco_text": "non appena chi ha fatto l'ultima presa arriva a 61",
           "close": "Chiudi", "rules": "Regole del gioco", "chiamata": "Briscola chiamata",
           "carichi": "Carichi", "back": "← Torna al tavolo", "tour": "Come si gioca", "ok": "Ho capito",
           "double": "doppio clic", "tap": "toccala e poi tocca il centro", "keys": "Da tastiera",
           "last_trick": "Ultima presa"},
    "en": {"vinco": "Explain Vinco subito (win at once)", "vinco_text": "as soon as whoever just won a trick",
           "close": "Close", "rules": "Rules of the game", "chiamata": "Briscola chiamata",
           "carichi": "Carichi", "back": "← Back to the table", "tour": "How to play", "ok": "Got it",
           "double": "double-click", "tap": "tap it, then the middle", "keys": "Keyboard",
           "last_trick": "Last trick"},
}
MENU_PYTHON = "**/micropython/**"  # the page's Python: without it, only HTML and boot.js answer


@pytest.mark.parametrize("lang", WORDS)
def test_a_question_mark_tells_what_an_option_means_before_python_too(
    blank_page: Callable[..., Page], site_url: str, screenshot: Callable[[Page, str], Path], lang: str
) -> None:
    words = WORDS[lang]
    page = blank_page(viewport=PHONE, locale=LOCALES[lang])
    page.route(MENU_PYTHON, lambda route: route.abort())  # Python never comes
    page.goto(site_url)
    expect(page.locator("#new-game")).to_be_visible()
    button = page.get_by_role("button", name=words["vinco"], exact=True)
    box = button.bounding_box()
    assert box is not None and box["width"] >= 44 and box["height"] >= 44  # a finger's target
    button.click()
    told = page.locator("#hint-vinco_subito")
    expect(told).to_be_visible()
    expect(told).to_contain_text(words["vinco_text"])
    screenshot(page, f"hint-{lang}")
    told.get_by_role("button", name=words["close"]).click()
    expect(told).to_be_hidden()
    page.click("#new-game .language-switch")  # the other language says it too
    other = WORDS["en" if lang == "it" else "it"]
    page.get_by_role("button", name=other["vinco"], exact=True).click()
    expect(told).to_contain_text(other["vinco_text"])
    assert page.evaluate("document.body.dataset.ready") is None  # all of it without Python


@pytest.mark.parametrize("lang", WORDS)
def test_the_rules_of_the_chosen_game_open_from_the_menu_and_lead_back(
    open_page: Callable[..., Page], wait_ready: Callable[..., None], screenshot: Callable[[Page, str], Path],
    lang: str,
) -> None:
    """Read on a phone, then in a window as wide as a desktop's (the same page resized)."""
    words = WORDS[lang]
    page = open_page(viewport=SIZES["phone"], locale=LOCALES[lang])
    page.select_option('#new-game-form [name="game"]', "chiamata")
    page.get_by_role("link", name=words["rules"]).click()
    page.wait_for_url(f"**/rules-chiamata-{lang}.html")
    expect(page.locator("h1")).to_contain_text(words["chiamata"])
    expect(page.get_by_text(words["carichi"], exact=True).first).to_be_visible()
    pictures = page.locator("img.card-pic")
    assert pictures.count() > 10
    assert all(pictures.nth(i).evaluate("img => img.complete && img.naturalWidth > 0")
               for i in range(pictures.count()))  # every card's picture is there
    for size in SIZES:
        page.set_viewport_size(SIZES[size])
        scrolls = page.evaluate("document.documentElement.scrollWidth > innerWidth")
        assert not scrolls, f"the rules must fit the screen's width ({size})"
        screenshot(page, f"rules-chiamata-{lang}-{size}")
    page.set_viewport_size({"width": 320, "height": 568})  # the scoring table whole, not scrolled, even there
    assert page.evaluate("(t) => t.scrollWidth <= t.clientWidth", page.locator(".scoring").element_handle())
    page.get_by_role("link", name=words["back"]).first.click()
    wait_ready(page)
    expect(page.locator("#new-game")).to_be_visible()  # no game yet: the menu, as it was
    expect(page.locator('#new-game-form [name="game"]')).to_have_value("chiamata")


def test_the_menu_left_for_the_rules_over_a_game_comes_back_as_it_was_and_the_game_goes_on(
    open_page: Callable[..., Page], wait_ready: Callable[..., None], screenshot: Callable[[Page, str], Path]
) -> None:
    """A player in a game opens the menu, chooses another game and reads its rules, switching
    them to English; back at the table the menu is as they left it, in English now, and
    Cancel returns to the same game."""
    page = open_page(viewport=PHONE)
    if not page.locator("#new-game[open]").count():
        page.click("#menu-button")
    page.select_option('#new-game-form [name="game"]', "briscola2")
    press_start(page)
    hand = page.eval_on_selector_all(HAND, "cards => cards.map((card) => card.dataset.card)")
    page.click("#menu-button")
    page.select_option('#new-game-form [name="game"]', "briscola3")
    page.select_option('#new-game-form [name="level_2"]', "expert")
    page.get_by_role("link", name=WORDS["it"]["rules"]).click()
    page.wait_for_url("**/rules-briscola3-it.html")
    page.get_by_role("link", name="English").click()
    page.wait_for_url("**/rules-briscola3-en.html")
    page.get_by_role("link", name=WORDS["en"]["back"]).first.click()
    wait_ready(page)
    expect(page.locator("#new-game")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "en")  # the language chosen on the rules page
    expect(page.locator("#menu-cancel")).to_have_text("Cancel")
    assert "#" not in page.url  # a reload is the table's, not the link's
    expect(page.locator('#new-game-form [name="game"]')).to_have_value("briscola3")
    expect(page.locator('#new-game-form [name="level_2"]')).to_have_value("expert")
    screenshot(page, "menu-back-from-rules")
    page.click("#menu-cancel")
    expect(page.locator("#new-game")).to_be_hidden()
    assert page.eval_on_selector_all(HAND, "cards => cards.map((card) => card.dataset.card)") == hand
    page.reload()  # the menu came back once: a reload is the table's
    wait_ready(page)
    expect(page.locator(HAND)).to_have_count(len(hand))
    expect(page.locator("#new-game")).to_be_hidden()
    expect(page.locator("#menu-button")).to_contain_text("New game")  # English kept


def test_the_menu_opened_over_a_saved_game_before_python_stays_open_once_it_is_up(
    open_page: Callable[..., Page], wait_ready: Callable[..., None]
) -> None:
    """A reload, and Nuova partita pressed at once, while the page's Python still loads:
    the menu stays open as Python comes up (it closed under the player's finger)."""
    page = open_page(viewport=PHONE)
    if not page.locator("#new-game[open]").count():
        page.click("#menu-button")
    page.select_option('#new-game-form [name="game"]', "briscola2")
    press_start(page)
    python = RuntimeHeld(page)
    page.reload()
    page.click("#menu-button")
    expect(page.locator("#new-game")).to_be_visible()
    assert page.evaluate("document.body.dataset.ready") is None  # Python not up yet
    python.release()
    wait_ready(page)
    expect(page.locator("#new-game")).to_be_visible()
    page.click("#menu-cancel")
    expect(page.locator("#new-game")).to_be_hidden()
    expect(page.locator(HAND)).to_have_count(3)  # the game, as it was


def test_each_games_rules_read_in_both_languages(
    blank_page: Callable[..., Page], site_url: str, screenshot: Callable[[Page, str], Path]
) -> None:
    page = blank_page(viewport=PHONE)
    for game in ("briscola2", "briscola3", "briscola4", "joker"):
        page.goto(f"{site_url}rules-{game}-it.html")
        screenshot(page, f"rules-{game}-it")
        page.get_by_role("link", name="English").click()
        page.wait_for_url(f"**/rules-{game}-en.html")
        expect(page.locator("html")).to_have_attribute("lang", "en")
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        screenshot(page, f"rules-{game}-en")


@pytest.mark.first_visit
@pytest.mark.parametrize(("lang", "size"), [("it", "phone"), ("en", "landscape"), ("en", "desktop")])
def test_the_first_visit_shows_how_to_play_once(
    open_page: Callable[..., Page], wait_ready: Callable[..., None], screenshot: Callable[[Page, str], Path],
    lang: str, size: str,
) -> None:
    words = WORDS[lang]
    touch = size != "desktop"
    page = open_page(viewport=TOUR_SIZES[size], locale=LOCALES[lang], has_touch=touch, is_mobile=touch)
    tour = page.locator("#tour")
    expect(tour).to_be_visible()
    expect(tour.get_by_role("heading")).to_have_text(words["tour"])
    # A touch screen's guide speaks of taps, and of no keys; a mouse's of clicks and keys.
    shown = tour.inner_text()
    assert (words["tap"] in shown) == touch and (words["double"] in shown) != touch
    assert (words["keys"] in shown) != touch
    # It opens at its start, however short the screen, with its button in reach: focusing
    # that button once scrolled a landscape phone's guide to its end.
    expect(tour.get_by_role("heading")).to_be_in_viewport()
    expect(tour.locator("li:visible").first).to_be_in_viewport(ratio=1)
    expect(tour.get_by_role("button", name=words["ok"])).to_be_in_viewport(ratio=1)
    # On a phone the bar's buttons are pictures: the guide shows each with its name.
    pictures = tour.locator(".tour-buttons")
    if size != "desktop":
        expect(pictures).to_contain_text(words["last_trick"])
        for icon, picture in (("last-trick", "icon-last-trick.svg"), ("sound-on", "sound-on.svg")):
            assert picture in pictures.locator(f'[data-icon="{icon}"]').evaluate(
                "(e) => getComputedStyle(e, '::before').backgroundImage")
        # The language's button shows the code of the language it offers, and so does the guide.
        assert pictures.locator('[data-icon="language"]').evaluate(
            "(e) => getComputedStyle(e, '::before').content") == ('"EN"' if lang == "it" else '"IT"')
    else:
        expect(pictures).to_be_hidden()
    screenshot(page, f"tour-{lang}-{size}")
    tour.get_by_role("button", name=words["ok"]).click()
    expect(tour).to_be_hidden()
    page.reload()
    wait_ready(page)
    expect(page.locator("#new-game")).to_be_visible()
    expect(tour).to_be_hidden()  # once only
    page.get_by_role("button", name=words["tour"]).click()  # again, from the menu
    expect(tour).to_be_visible()
    tour.get_by_role("button", name=words["ok"]).click()
    expect(page.locator("#new-game")).to_be_visible()  # back to the menu


@pytest.mark.first_visit
def test_the_first_visit_help_never_covers_a_saved_game(
    open_page: Callable[..., Page], wait_ready: Callable[..., None]
) -> None:
    page = open_page(viewport=PHONE)
    page.locator("#tour-ok").click()
    page.select_option('#new-game-form [name="speed"]', "fast")
    press_start(page)
    # A player of the game before the help existed: a save, and the help never seen.
    page.evaluate("localStorage.removeItem('briscola.tour.seen')")
    page.reload()
    wait_ready(page)
    expect(page.locator("[data-zone='hand-0'] .card")).to_have_count(3)
    expect(page.locator("#tour")).to_be_hidden()
    expect(page.locator("#new-game")).to_be_hidden()
    # Mid-game the menu is a modal dialog: its help still answers, over it.
    page.click("#menu-button")
    page.get_by_role("button", name="Spiega Carte viste", exact=True).click()
    expect(page.locator("#hint-carte_viste")).to_be_visible()
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Come si gioca").click()
    expect(page.locator("#tour")).to_be_visible()
    page.locator("#tour-ok").click()
    expect(page.locator("#new-game")).to_be_visible()
