"""Every game of the page, started from the new-game menu and played through the UI.

The player's moves are real clicks (a card double-clicked, the auction's buttons, the
result's "next deal"); the computer seats play at level "random" so a deal takes
seconds. What is checked is what a person sees: the seats in the game's turn
direction, the badges, the auction panel and its history, the result and scoreboard,
every card on screen with no two overlapping, and that a reload resumes the game.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

import briscola
from tests.browser.geometry import TEXT_LINES, boxes, overlap
from tests.browser.player import MARK_CARDS, NEW_HAND, card_left_hand, press_start

pytestmark = pytest.mark.still  # the tests wait for cards, not for flights

MY_TURN = "#table.my-turn"
RESULT = "#result"
AUCTION_BUTTON = "#auction button[data-action]:not([disabled])"
SAVE_KEY = "briscola.save"
STEP_TIMEOUT_MS = 60_000
PHONE = {"width": 375, "height": 667}
GAMES = ("briscola2", "briscola3", "briscola4", "chiamata", "joker")
# Game numbers (the menu's "Numero partita") fix the shuffles and the computer's choices,
# so the tests that wait for an auction the player wins replay the same game every run.
AUCTION_GAME = "11"
CARICHI_GAME = "12"
POINTS_GAME = "2"
SEGNALI_GAME = "5"  # the partner signals a briscola it still holds at one of the player's turns
FAN_SHOWN = 0.55  # the share of each face the player's fanned hand keeps in view (table.css)
SEATS = {"briscola2": 2, "briscola3": 3, "briscola4": 4, "chiamata": 5, "joker": 3}


def start(page: Page, game: str, level: str = "random", speed: str = "fast", **fields: str | bool) -> None:
    """Choose in the menu as a person does, and start (at the game speed "fast": what is
    tested here is not the pace, which would only make the tests longer)."""
    if not page.is_visible("#new-game"):
        page.click("#menu-button")
    page.select_option('[name="game"]', game)
    for seat in range(1, 5):
        field = page.locator(f'[name="level_{seat}"]')
        if field.is_visible():
            field.select_option(level)
    for name, value in fields.items():
        field = page.locator(f'#new-game-form [name="{name}"]')
        if isinstance(value, bool):
            field.set_checked(value)
        elif field.evaluate("f => f.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    page.select_option('#new-game-form [name="speed"]', speed)
    press_start(page)
    expect(page.locator("#new-game")).to_be_hidden()


def wait_for_input(page: Page) -> str:
    """Until the page waits for the player: 'play', 'auction', 'next' or 'over'."""
    handle = page.wait_for_function(
        """() => {
            if (!document.getElementById('match-end').hidden) return 'over';
            if (!document.getElementById('result').hidden) return 'next';
            if (document.querySelector('#auction:not([hidden]) button[data-action]:not([disabled])')) return 'auction';
            if (document.querySelector('#table.my-turn .card.mine.playable')) return 'play';
            return false;
        }""",
        timeout=STEP_TIMEOUT_MS,
    )
    return str(handle.json_value())


def play_a_card(page: Page) -> str:
    """Double-click the first card the page offers as playable."""
    card = page.locator("#table.my-turn .hand .card.mine.playable").first  # the hand at the screen
    code = card.get_attribute("data-card")
    # As a person does, once the card is in the hand: a card just drawn waits on the stock
    # before it flies in, and two clicks there would find it gone by the second.
    card.evaluate("(card) => Promise.all(card.getAnimations().map((a) => a.finished.catch(() => null)))")
    card.dblclick()
    try:
        page.wait_for_function(
            "(code) => !document.querySelector(`.hand [data-card='${code}']`)", arg=code,
            timeout=STEP_TIMEOUT_MS)
    except PlaywrightTimeout:
        # What the page said and showed, for a card that would not go (a CI run once saw it).
        raise AssertionError(f"the card {code} stayed in the hand; status: {page.locator('#status').inner_text()!r}; "
                             f"table: {page.locator('#table').get_attribute('class')!r}; "
                             f"selected: {page.locator('.card.selected').count()}") from None
    return str(code)


def call(page: Page, button: Any) -> str:
    """Click an auction or call button; wait until the call is in the history (or the
    auction is over), so the next look sees the next state."""
    action = str(button.get_attribute("data-action"))
    said = page.locator("#auction .auction-history li").count()
    button.click()
    page.wait_for_function(
        "(said) => document.getElementById('auction').hidden"
        " || document.querySelectorAll('#auction .auction-history li').length !== said",
        arg=said, timeout=STEP_TIMEOUT_MS)
    return action


def pass_or_first(page: Page) -> str:
    """In the auction: pass when passing is offered, else the first button."""
    passing = page.locator('#auction button[data-action="pass"]')
    return call(page, passing if passing.count() else page.locator(AUCTION_BUTTON).first)


def next_deal(page: Page) -> None:
    """The result panel's "next deal", and the panel gone (before looking again)."""
    page.click("#result-next")
    expect(page.locator(RESULT)).to_be_hidden()


def play_until(page: Page, stop: Callable[[str], bool], auction: Callable[[Page], str] = pass_or_first,
               limit: int = 400) -> str:
    """Play the player's turns (and deal the next deals) until ``stop(state)``."""
    for _ in range(limit):
        state = wait_for_input(page)
        if stop(state):
            return state
        if state == "play":
            play_a_card(page)
        elif state == "auction":
            auction(page)
        elif state == "next":
            next_deal(page)
        else:
            raise AssertionError("the partita ended before the stop")
    raise AssertionError("the game did not get there")


def until_offered(page: Page, offered: Callable[[], bool], auction: Callable[[Page], str] = pass_or_first,
                  limit: int = 30) -> bool:
    """Play on, deal after deal (``auction`` making the player's calls), until the player's
    turn in an auction where ``offered()``; False if it never comes."""
    for _ in range(limit):
        state = wait_for_input(page)
        if state == "auction" and offered():
            return True
        if state == "auction":
            auction(page)
        elif state == "next":
            next_deal(page)
        else:
            play_until(page, lambda s: s in ("next", "over"))
    return False


def call_least(page: Page) -> str:
    """In the points auction: the stepper's value, the least call (it starts there), else pass."""
    stepper = page.locator("#auction .step-call")
    if not stepper.is_visible():
        return pass_or_first(page)
    assert page.locator("#auction .step").first.is_disabled()  # starts at the lowest
    assert 61 <= int(str(stepper.get_attribute("data-action")).split()[-1]) <= 120
    return call(page, stepper)


def check_layout(page: Page) -> None:
    """No scrolling; every card whole on screen; no face-up card overlaps another card,
    and no hand overlaps another hand or the trick (a face-down hand fans its own
    backs over each other: one back per card, only the count is meant to be read; the
    player's own hand, too wide for a phone, fans out showing FAN_SHOWN of each face)."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    assert page.evaluate("document.scrollingElement.scrollHeight") <= height
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width
    cards = boxes(page, "[data-zone^='hand-'] .card, [data-zone='table'] .card")
    assert cards, "no card on screen"
    for box in cards + boxes(page, "[data-zone^='pile-'], .seat-label"):
        assert box["x"] >= 0 and box["y"] >= 0, box
        assert box["x"] + box["width"] <= width + 0.5 and box["y"] + box["height"] <= height + 0.5, box
    for a, b in combinations(cards, 2):
        same_fan = a["what"].startswith("back") and b["what"].startswith("back") and a["what"] == b["what"]
        if a["what"].endswith(" in hand-0") and b["what"].endswith(" in hand-0"):
            assert abs(a["x"] - b["x"]) >= FAN_SHOWN * a["width"] - 0.5, (a, b)
        elif not same_fan:
            assert not overlap(a, b), (a, b)
    zones = boxes(page, "[data-zone^='hand-'], .trick")
    for a, b in combinations(zones, 2):
        assert not overlap(a, b), (a, b)


def seat_of(page: Page, position: str) -> int:
    return int(page.locator(f'.seat[data-pos="{position}"]').get_attribute("data-seat"))


# -- each game, start to end -----------------------------------------------------------------------


@pytest.mark.parametrize(("game", "fields"), [
    pytest.param("briscola2", {"format": "punti", "carte_viste": True}, id="briscola2-punti"),
])
def test_a_whole_partita_is_played_to_its_end_screen(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path], game: str, fields: dict[str, Any]
) -> None:
    """From the menu to the end screen, every deal of the partita. Every game's whole
    partita is played through the controller in CPython (tests/test_table_controller.py);
    here the page plays one, and the next test ends a partita of many deals."""
    page = open_page()
    start(page, game, **fields)
    players = SEATS[game]
    assert page.locator(".seat").count() == players
    play_until(page, lambda state: state == "over", limit=2_000)
    expect(page.locator("#match-end")).to_be_visible()
    expect(page.locator("#match-end-title")).not_to_be_empty()
    expect(page.locator(RESULT)).to_be_hidden()  # the end screen tells the last deal too
    assert page.locator(".match-end-lines li").count() >= 2  # the point difference, the victory points
    deals = page.locator("#match-end tbody tr").count()
    assert deals >= 1
    screenshot(page, "end")
    save = json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))
    assert save["game"] == game
    page.focus("#match-end-replay")
    page.keyboard.press("Enter")  # the partita again, every hand open
    bar = page.locator("#replay-bar")
    expect(bar).to_be_visible(timeout=STEP_TIMEOUT_MS)
    expect(page.locator("#status")).to_be_hidden()
    expect(bar.locator(".replay-text")).to_contain_text("Rivedi · le carte distribuite")
    expect(bar.get_by_role("button", name="Avanti")).to_be_focused()  # the keyboard goes on from there
    expect(page.locator("[data-zone='hand-0'] .card.mine")).to_have_count(0)  # cards to look at, not to play
    expect(page.locator('.seat[data-pos="top"] [data-zone="hand-1"] .card[data-card]')).to_have_count(3)
    bar.get_by_role("button", name="Avanti").click()
    expect(bar.locator(".replay-text")).to_contain_text("mossa 1 di ")
    page.keyboard.press("ArrowRight")
    expect(bar.locator(".replay-text")).to_contain_text("mossa 2 di ")
    expect(page.locator("#match-end")).to_be_hidden()
    analyse = bar.get_by_role("button", name="Analizza la tua mossa")
    step = 2
    while not analyse.is_visible():  # of three moves running, one at least is the player's
        assert step < 5, "none of the first moves was the player's"
        bar.get_by_role("button", name="Avanti").click()
        step += 1
        expect(bar.locator(".replay-text")).to_contain_text(f"mossa {step} di ")  # drawn with its buttons
    analyse.click()
    expect(bar.locator(".replay-analysis")).to_contain_text(
        re.compile("^(Mossa dell'Esperto: |L'Esperto fa la stessa mossa)"), timeout=STEP_TIMEOUT_MS)
    screenshot(page, "replay")
    page.keyboard.press("End")  # the keys a player tries: the last move, then the deal again
    expect(bar.locator(".replay-text")).to_contain_text(re.compile(r"mossa (\d+) di \1 · "))
    # The end: the last trick on the table (the card the bar names), every card played.
    expect(page.locator('[data-zone="table"] .card')).to_have_count(2, timeout=STEP_TIMEOUT_MS)
    expect(page.locator('[data-zone^="hand-"] .card')).to_have_count(0)
    screenshot(page, "replay-end")
    # Avanti is off at the end: the keyboard is left on Indietro, not on Nuova partita
    # (where Enter opened the menu over the replay).
    expect(bar.get_by_role("button", name="Indietro")).to_be_focused()
    page.keyboard.press("Enter")
    expect(bar.locator(".replay-text")).not_to_contain_text(re.compile(r"mossa (\d+) di \1 · "))
    expect(page.locator("#new-game")).to_be_hidden()
    page.keyboard.press("Home")
    expect(bar.locator(".replay-text")).to_contain_text("Rivedi · le carte distribuite")
    page.keyboard.press("Escape")
    expect(page.locator("#match-end")).to_be_visible()
    expect(bar).to_be_hidden()
    expect(page.locator("#match-end-replay")).to_be_focused()  # not Gioca ancora: one Enter more began a new game
    page.click("#match-end-new")  # the menu, and its statistics: this partita counted
    page.click("#stats-button")
    rows = page.locator("#stats .stats-games tbody tr")
    expect(rows).to_have_count(1)
    expect(rows.first.locator("th")).to_have_text("Briscola a 2")
    expect(rows.first.locator("td").first).to_have_text("1")
    expect(page.locator("#stats .stats-note")).to_contain_text("non quelle a passa e gioca")  # what counts
    expect(page.locator("#stats .stats-key")).to_be_hidden()  # the heads in full need no key
    screenshot(page, "statistics")


def near_the_partitas_end(game: str, seed: int) -> str:
    """A save of a whole partita of ``game`` (every seat playing its first legal action),
    cut where the player makes the last move of it."""
    played = briscola.new_game(game, seed=seed)
    last_turn = 0
    while played.to_move is not None:
        if played.to_move == 0 and not played.deal_over:
            last_turn = len(played.actions)
        played.apply(played.legal_actions()[0])
    data = json.loads(played.to_json())
    data["actions"] = data["actions"][:last_turn]
    return json.dumps(data)


@pytest.mark.parametrize(("game", "goal"), [("chiamata", 11), ("joker", 10)])
def test_the_end_screen_and_scoreboard_of_a_partita_of_many_deals(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None], screenshot: Callable[[Page, str], Path],
    game: str, goal: int
) -> None:
    """A partita to 11 (chiamata) or 10 (Joker) saved at its last move: the player makes it,
    and the end screen's table has every deal and the seats' totals, as the scoreboard's has."""
    page = open_page()
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, near_the_partitas_end(game, 3)])
    page.reload()
    wait_ready(page)
    assert wait_for_input(page) == "play"
    play_a_card(page)
    assert wait_for_input(page) == "over"
    expect(page.locator("#match-end-title")).not_to_be_empty()
    expect(page.locator(RESULT)).to_be_hidden()  # the end screen tells the last deal too
    players = SEATS[game]
    expect(page.locator(".match-end-lines li").first).to_have_text(f"Partita a {goal} punti")
    assert page.locator(".match-end-lines li").count() == 1  # the goal; the scores are in the table
    assert page.locator("#match-end tfoot td:not(.notes)").count() == players
    deals = page.locator("#match-end tbody tr").count()
    assert deals >= 2
    screenshot(page, "end")
    page.click("#scoreboard-button")
    expect(page.locator("#scoreboard")).to_be_visible()
    cells = [cell.strip().replace("\u2212", "-") for cell in page.locator("#scoreboard tfoot td").all_inner_texts()]
    totals = [int(cell) for cell in cells if cell.lstrip("-").isdigit()]  # a negative score with a minus sign
    assert len(totals) == players and max(totals) >= goal, totals
    assert page.locator("#scoreboard tbody tr").count() == deals
    # A desktop's table has the room for every head on one line (five seats' names took two).
    for head in page.locator("#scoreboard thead th").all():
        assert head.evaluate(TEXT_LINES) == 1, head.inner_text()
    screenshot(page, "scoreboard")


def test_the_end_screen_waits_for_the_last_trick_and_a_reload_shows_it_at_once(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None]
) -> None:
    """With motion (a still test reduces it, and then nothing animates): after the last
    card the end screen comes in once the trick has reached its pile; reloaded, it is there."""
    page = open_page(reduced_motion="no-preference")
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, near_the_partitas_end("briscola2", 3)])
    page.reload()
    wait_ready(page)
    assert wait_for_input(page) == "play"
    play_a_card(page)
    assert wait_for_input(page) == "over"
    entrance = "getComputedStyle(document.getElementById('match-end')).animationName"
    assert page.evaluate(entrance) == "appear"
    page.reload()
    wait_ready(page)
    expect(page.locator("#match-end")).to_be_visible()
    assert page.evaluate(entrance) == "none"
@pytest.mark.parametrize("game", ["chiamata", "joker"])
def test_a_deal_to_its_result_then_the_next_deal_and_the_scoreboard(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path], game: str
) -> None:
    """A partita to 11 (chiamata) or to 10 (Joker) runs many deals: here one whole deal,
    its result and scoreboard line, and the next deal dealt from the result panel."""
    page = open_page()
    start(page, game)
    assert play_until(page, lambda state: state in ("next", "over")) in ("next", "over")
    lines = page.locator(".result-lines").inner_text()
    expect(page.locator("#score")).to_have_text(f"Partita a {11 if game == 'chiamata' else 10} punti")
    if game == "joker":
        assert "51" in lines and "71" in lines, lines
    screenshot(page, "result")
    page.click("#scoreboard-button")
    board = page.locator("#scoreboard")
    expect(board).to_be_visible()
    assert page.locator("#scoreboard tbody tr").count() == 1
    assert page.locator("#scoreboard thead th").count() == SEATS[game] + 2
    expect(page.locator("#scoreboard-title")).to_contain_text("11" if game == "chiamata" else "10")
    screenshot(page, "scoreboard")
    page.locator("#scoreboard [data-intent='scoreboard']").click()
    expect(board).to_be_hidden()
    if page.is_visible("#result-next"):
        next_deal(page)
        assert wait_for_input(page) in ("play", "auction", "next")
        assert page.locator("[data-zone='hand-0'] .card").count() > 0


# -- seats and their turn direction ------------------------------------------------------------


def check_seats(page: Page, game: str) -> None:
    """The seats of a game started with the player's name "Ada", computers at "random":
    one seat per player, names and levels on them, seat 1 (who plays after the player) on
    the right in the classic games (counter-clockwise), on the left in Joker Briscola
    (clockwise)."""
    players = SEATS[game]
    assert page.locator(".seat").count() == players
    expect(page.locator('.seat[data-pos="bottom"] .seat-name')).to_have_text("Ada")
    expect(page.locator('.seat[data-seat="1"] .seat-level')).to_have_text("Casuale")
    expected = {2: "top", 3: "left" if game == "joker" else "right", 4: "right", 5: "right"}[players]
    assert seat_of(page, expected) == 1


def check_last_trick(page: Page, game: str) -> None:
    """Play on until a trick is collected, then ask for the last trick: every seat's card
    of it, whole on screen, none hiding another, each captioned with who played it (the
    panel is left open, to be looked at)."""
    play_until(page, lambda s: s != "play" or page.locator("#last-trick-button:not([disabled])").count() > 0)
    page.click("#last-trick-button")
    expect(page.locator('[data-zone="last"] .card[data-card]')).to_have_count(SEATS[game])
    last = boxes(page, '[data-zone="last"] .card')
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    for box in last:
        assert box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= width + 0.5, box
        assert box["y"] + box["height"] <= height + 0.5, box
    assert not any(overlap(a, b) for a, b in combinations(last, 2)), last
    captions = page.eval_on_selector_all('[data-zone="last"] .card', "cs => cs.map((c) => c.dataset.caption)")
    names = page.locator(".seat .seat-name").all_inner_texts()
    assert sorted(captions) == sorted(names), (captions, names)
    check_names(page)


def check_names(page: Page) -> None:
    """Every face-up card and every visible button says what it is, in Italian (the page's
    language here): a screen reader reads "Asso di Coppe", not a file name."""
    unnamed = page.evaluate("""() => {
        const visible = (e) => e.getClientRects().length > 0;
        const name = (e) => (e.getAttribute('aria-label') || e.textContent || '').trim();
        return [...document.querySelectorAll('.card[data-card], button')]
            .filter((e) => visible(e) && !name(e)).map((e) => e.outerHTML.slice(0, 120));
    }""")
    assert not unnamed, unnamed
    labels = page.eval_on_selector_all(".card[data-card]", "cs => cs.map((c) => c.getAttribute('aria-label'))")
    assert labels and all(" di " in label or label.startswith(("Jolly", "Joker")) for label in labels), labels


def test_briscola4_partner_across_with_sides_and_open_hand(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    start(page, "briscola4", carte_scoperte=True)
    partner = page.locator('.seat[data-pos="top"]')
    expect(partner).to_have_attribute("data-seat", "2")
    expect(partner.locator(".badge")).to_have_count(1)
    assert partner.get_attribute("data-side") == page.locator('.seat[data-pos="bottom"]').get_attribute("data-side")
    assert page.locator('.seat[data-pos="right"]').get_attribute("data-side") != partner.get_attribute("data-side")
    # Carte scoperte: the partner's hand is face up all deal. At the player's first turn
    # the partner may already have played to the trick (a computer that leads or plays
    # before the player): its three cards are then in its hand and on the table.
    wait_for_input(page)
    faces = partner.locator(".hand .card[data-card]").count()
    played = page.locator("[data-zone='table'] .card.slot-top").count()
    assert (faces, played) in ((3, 0), (2, 1)), (faces, played)
    check_layout(page)
    screenshot(page, "open-partner")


def test_briscola4_segnali_sent_with_a_button_and_the_partners_shown_beside_its_name(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    start(page, "briscola4", level="medium", segnali=True, number=SEGNALI_GAME)  # Medium partners signal
    me, partner = page.locator('.seat[data-pos="bottom"]'), page.locator('.seat[data-pos="top"]')
    opponents = page.locator('.seat[data-pos="left"] .signal, .seat[data-pos="right"] .signal')
    sent = False
    hand_tops = set()  # the offer and the signal sent come and go under the name: the hand never moves
    name_lefts = set()  # nor does the name beside them (only as the score's digits grow, by a few px)
    while wait_for_input(page) == "play" and not (sent and partner.locator(".signal").is_visible()):
        hand_tops.add(page.locator("[data-zone='hand-0']").bounding_box()["y"])
        name_lefts.add(me.locator(".seat-name").bounding_box()["x"])
        buttons = page.locator("#signals .signal-buttons button")
        if not sent and page.locator("#signals").is_visible():
            assert buttons.count() >= 1
            label = buttons.first.get_attribute("aria-label") or ""
            assert label.startswith("Segnala al compagno: ")
            screenshot(page, "segnali-offered")
            buttons.first.click()
            expect(page.locator("#signals")).to_be_hidden(timeout=STEP_TIMEOUT_MS)  # one signal a trick
            expect(me.locator(".signal")).to_have_text("Segnale: " + label[len("Segnala al compagno: "):],
                                                      timeout=STEP_TIMEOUT_MS)
            hand_tops.add(page.locator("[data-zone='hand-0']").bounding_box()["y"])
            sent = True
        play_a_card(page)
    assert sent, "the player was never offered a signal"
    assert len(hand_tops) == 1, hand_tops
    assert max(name_lefts) - min(name_lefts) <= 8, name_lefts  # an offer moved it 17 px and more
    expect(partner.locator(".signal")).to_have_text(re.compile(r"^Segnale: "))
    expect(opponents).to_have_count(2)
    for chip in opponents.all():
        expect(chip).to_be_hidden()  # the opponents signal too, but only to each other
    screenshot(page, "segnali-partner")
    check_layout(page)
    partner_said = partner.locator(".signal").inner_text()
    page.reload()
    expect(partner.locator(".signal")).to_have_text(partner_said, timeout=STEP_TIMEOUT_MS)  # the save keeps them


def test_a_hint_on_a_phone_lifts_the_experts_card_and_the_player_plays_it(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    start(page, "briscola4", hints=True)  # four seats: the fullest bar and bottom row a hint meets
    assert wait_for_input(page) == "play"
    page.click("#hint-button")
    expect(page.locator("#status")).to_contain_text("L'Esperto suggerisce: ", timeout=STEP_TIMEOUT_MS)
    chosen = page.locator("[data-zone='hand-0'] .card.mine.selected")
    expect(chosen).to_have_count(1)
    screenshot(page, "hint")
    check_layout(page)
    code = chosen.get_attribute("data-card")
    page.click('[data-role="placeholder"]')  # the chosen card placed, as any chosen card
    card_left_hand(page, code, STEP_TIMEOUT_MS)
    # At the next turn the hint's button, still focused, gives Enter to the card it chose.
    assert wait_for_input(page) == "play"
    page.click("#hint-button")
    expect(chosen).to_have_count(1, timeout=STEP_TIMEOUT_MS)
    code = chosen.get_attribute("data-card")
    page.keyboard.press("Enter")
    card_left_hand(page, code, STEP_TIMEOUT_MS)
    # And the hinted card's own number takes it as the player's choice (it let it go, and
    # Enter then played the card the focus had moved to).
    assert wait_for_input(page) == "play"
    page.click("#hint-button")
    expect(chosen).to_have_count(1, timeout=STEP_TIMEOUT_MS)
    code = chosen.get_attribute("data-card")
    hand = page.eval_on_selector_all("[data-zone='hand-0'] .card.mine", "cs => cs.map((c) => c.dataset.card)")
    page.keyboard.press(str(hand.index(code) + 1))
    expect(page.locator(f"[data-zone='hand-0'] [data-card='{code}']")).to_have_class(re.compile(r"\bselected\b"))
    page.keyboard.press("Enter")
    card_left_hand(page, code, STEP_TIMEOUT_MS)


def test_a_move_is_taken_back_from_the_bar_and_with_ctrl_z(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    start(page, "briscola3", hints=True)  # two computer seats answer the card; a full bar
    assert wait_for_input(page) == "play"
    expect(page.locator("#undo-button")).to_be_disabled()  # nothing of the player's to take back
    for take_back in (lambda: page.click("#undo-button"), lambda: page.keyboard.press("Control+z")):
        saved = page.evaluate("(key) => localStorage.getItem(key)", SAVE_KEY)
        code = play_a_card(page)
        expect(page.locator("#undo-button")).to_be_enabled()
        assert wait_for_input(page) == "play"  # the computers answered: their cards go back too
        screenshot(page, "undo-offered")
        check_layout(page)
        take_back()
        expect(page.locator(f"[data-zone='hand-0'] [data-card='{code}']")).to_have_count(1)
        expect(page.locator("#status")).to_have_text("Mossa annullata: tocca di nuovo a te.")
        assert page.evaluate("(key) => localStorage.getItem(key)", SAVE_KEY) == saved
        assert wait_for_input(page) == "play"
    screenshot(page, "undone")


def test_a_move_taken_back_under_the_cards_played_leaves_the_focus_on_that_panel(
    open_page: Callable[..., Page]
) -> None:
    """Undo turns itself off when nothing more can be taken back: with the cards played
    open over the table, the focus goes to that panel's Chiudi, not to the page."""
    page = open_page()
    start(page, "briscola2", carte_viste=True)
    assert wait_for_input(page) == "play"
    play_a_card(page)
    assert wait_for_input(page) == "play"
    page.focus("#played-button")
    page.keyboard.press("Enter")
    close = page.locator("#played button[data-intent='played']")
    expect(close).to_be_focused()
    page.focus("#undo-button")
    page.keyboard.press("Enter")
    expect(page.locator("#status")).to_have_text("Mossa annullata: tocca di nuovo a te.")
    expect(page.locator("#undo-button")).to_be_disabled()
    expect(close).to_be_focused()


def test_two_people_pass_a_phone_and_each_sees_only_their_own_cards(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    if not page.is_visible("#new-game"):
        page.click("#menu-button")
    page.select_option('[name="game"]', "briscola2")
    name_field = page.locator('#new-game-form [name="name_1"]')
    expect(name_field).to_be_hidden()  # a name only for a person's seat
    page.select_option('[name="level_1"]', "human")
    name_field.fill("Anna")
    page.select_option('#new-game-form [name="speed"]', "fast")
    page.click("#menu-start")  # no hand comes: the first person is asked for first
    if page.locator("#replace-game[open]").count():
        page.click("#replace-confirm")
    cover, ready = page.locator("#handover"), page.locator("#handover-ready")
    faces = "#table .card:not(.back)"
    hands: dict[str, set[str]] = {}
    name, covers = "", 0
    for _ in range(12):  # cards played, the device passed whenever the other person is to move
        shown = page.wait_for_function(
            """() => document.getElementById('handover').open ? 'cover'
                     : document.querySelector('#table.my-turn .hand .card.mine.playable') ? 'play' : false""",
            timeout=STEP_TIMEOUT_MS).json_value()
        if shown == "cover":
            expect(page.locator(faces)).to_have_count(0)  # nobody's cards behind the cover
            covers += 1
            if covers == 2:
                page.keyboard.press("Escape")  # not a way past it
                expect(cover).to_be_visible()
                screenshot(page, "cover")
                page.click("#handover-menu")  # the menu opens over it, and closes back to it
                expect(page.locator("#new-game")).to_be_visible()
                page.click("#menu-cancel")
                expect(page.locator("#new-game")).to_be_hidden()
                expect(cover).to_be_visible()
                expect(page.locator(faces)).to_have_count(0)
            name = re.sub(r"^Passa ad? ", "", page.locator("#handover-title").inner_text())
            ready.click()
            expect(cover).to_be_hidden()
            continue
        expect(page.locator(".seat[data-pos='bottom'] .seat-name")).to_have_text(name)
        hand = page.eval_on_selector_all(".hand .card.mine", "cs => cs.map((c) => c.dataset.card)")
        others = {card for other, cards in hands.items() if other != name for card in cards}
        assert hand and not set(hand) & others  # a card once in the other hand is not in this one
        hands.setdefault(name, set()).update(hand)
        if covers == 2:
            screenshot(page, "second-person")
            check_layout(page)
        play_a_card(page)
    assert set(hands) == {"Giocatore 1", "Anna"} and covers >= 4
    # The page kept out of sight keeps no picture of a hand for the next visit to show.
    page.evaluate("() => dispatchEvent(new Event('pagehide'))")
    assert page.evaluate("() => localStorage.getItem('briscola.snapshot')") is None
    page.reload()
    expect(cover).to_be_visible(timeout=STEP_TIMEOUT_MS)  # whoever holds it now is asked first
    expect(page.locator(faces)).to_have_count(0)


def test_joker_is_marked_once_known(open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]) -> None:
    page = open_page(viewport=PHONE)
    start(page, "joker")
    play_until(page, lambda s: page.locator(".badge", has_text="Joker").count() > 0 or s != "play")
    if page.locator(".badge", has_text="Joker").count():
        assert page.locator(".badge", has_text="Joker").count() == 1
        screenshot(page, "joker-badge")
    else:  # nobody played a briscola before the end: the result still names the Joker
        expect(page.locator(".result-lines")).to_contain_text("Joker")


# -- chiamata: the auction --------------------------------------------------------------------


def bid_when_possible(page: Page) -> str:
    """A real auction, played to win it: the last (strongest) rank offered, else the 2
    with the stepper raised to its top, else the first button."""
    ranks = page.locator("#auction .auction-buttons button[data-action^='bid ']:not([data-action='bid carichi'])")
    if ranks.count():
        button = ranks.last
    elif page.is_visible("#auction .auction-stepper"):
        more = page.locator("#auction .auction-stepper .step").nth(1)
        lowest = page.locator("#auction .step-call").get_attribute("data-action")
        step_call = page.locator("#auction .step-call")
        while more.is_enabled():
            shown = step_call.get_attribute("data-action")
            more.click()
            expect(step_call).not_to_have_attribute("data-action", str(shown))  # one step up
        assert step_call.get_attribute("data-action") != lowest or not more.is_enabled()
        button = page.locator("#auction .step-call")
    else:
        button = page.locator(AUCTION_BUTTON).first
    return call(page, button)


def test_chiamata_a_real_auction_through_the_panel_and_the_trump_picker(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    start(page, "chiamata", number=AUCTION_GAME)
    said: list[str] = []
    for _ in range(40):  # until the player wins an auction and picks the trump suit
        state = wait_for_input(page)
        if state == "auction" and page.locator("#auction button[data-action^='trump ']").count():
            screenshot(page, "trump-picker")
            # Only the legal calls: four suits, nothing else.
            assert page.locator(AUCTION_BUTTON).count() == 4
            page.locator("#auction button[data-action^='trump ']").first.click()
            expect(page.locator("#called")).not_to_be_empty()
            # Calling one's own card shows "Da solo" beside "Chiamante": look for the caller's badge.
            expect(page.locator(".seat[data-pos='bottom'] .badge", has_text="Chiamante")).to_be_visible()
            break
        if state == "auction" and not said:
            # By keyboard: the panel takes the focus when the call is the player's.
            history = page.locator("#auction .auction-history li").count()
            focused = page.evaluate("document.activeElement.dataset.action || null")
            assert focused and page.evaluate("document.activeElement.closest('#auction') !== null")
            page.keyboard.press("Enter")
            said.append(focused)
            expect(page.locator("#auction .auction-history li")).not_to_have_count(history)
            screenshot(page, "auction")
        elif state == "auction":
            history = page.locator("#auction .auction-history li").count()
            said.append(bid_when_possible(page))
            expect(page.locator("#auction .auction-history li")).not_to_have_count(history)
        elif state == "next":
            next_deal(page)
        else:
            play_until(page, lambda s: s in ("next", "over"))
    else:
        pytest.fail(f"the player won no auction in game number {AUCTION_GAME}")
    assert any(action.startswith("bid") for action in said)
    # The called card is shown all deal, the partner is revealed when it is played.
    play_until(page, lambda s: s != "play" or page.locator("#called").inner_text() == "")
    assert page.locator("#called").inner_text() != "" or page.is_visible(RESULT)


def test_chiamata_carichi_greys_the_cards_that_must_not_be_played(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    start(page, "chiamata", number=CARICHI_GAME)
    carichi = page.locator('#auction button[data-action="bid carichi"]')
    if not until_offered(page, lambda: carichi.count() > 0, limit=20):  # carichi the player's to call
        pytest.fail(f"carichi was never offered to the player in game number {CARICHI_GAME}")
    call(page, carichi)
    expect(page.locator("#called")).to_contain_text("Carichi")
    greyed = False
    for _ in range(8):
        state = wait_for_input(page)
        if state != "play":
            break
        hand = page.locator("[data-zone='hand-0'] .card.mine")
        playable = page.locator("[data-zone='hand-0'] .card.mine.playable")
        if playable.count() < hand.count():
            greyed = True
            grey = page.locator("[data-zone='hand-0'] .card.mine:not(.playable)").first
            assert grey.evaluate("e => getComputedStyle(e).filter") != "none"
            code = grey.get_attribute("data-card")
            expect(grey).to_have_attribute("aria-disabled", "true")  # to a screen reader too
            grey.dblclick(force=True)  # as a person may (Playwright waits on aria-disabled): refused
            expect(page.locator("#status")).to_contain_text("si risponde a")  # and the table says why
            assert page.locator(f"[data-zone='hand-0'] [data-card='{code}']").count() == 1
            screenshot(page, "carichi")
        play_a_card(page)
    assert greyed, "carichi never left the player a card it could not play"


def test_chiamata_points_auction_offers_a_stepper_and_a_card_to_call(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page(viewport=PHONE)
    start(page, "chiamata", auction_points=True, number=POINTS_GAME)
    cards = page.locator("#auction .call-cards button")
    if not until_offered(page, lambda: cards.count() > 0, call_least):
        pytest.fail(f"the player won no points auction in game number {POINTS_GAME}")
    assert page.locator("#auction .call-suits button").count() == 4
    assert cards.count() == 10  # one suit's cards
    # Every rank's name shows whole under its face (no "Fan" cut to "Fa").
    clipped = cards.evaluate_all("bs => bs.filter((b) => b.scrollWidth > b.clientWidth).length")
    assert clipped == 0
    screenshot(page, "card-picker")
    name = str(cards.first.get_attribute("aria-label"))
    cards.first.click()
    expect(page.locator("#called")).to_contain_text(name)


def test_a_game_number_replays_the_same_game_and_the_end_screen_tells_it(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page()
    hand = "[data-zone='hand-0'] .card[data-card]"
    start(page, "briscola2", number="2026")
    first = page.eval_on_selector_all(hand, "cs => cs.map((c) => c.dataset.card)")
    assert len(first) == 3
    start(page, "briscola2")  # no number: another shuffle (one chance in 9,880 of the same hand)
    expect(page.locator("#new-game-form [name='number']")).to_have_value("")  # not remembered
    other = page.eval_on_selector_all(hand, "cs => cs.map((c) => c.dataset.card)")
    start(page, "briscola2", number="2026")
    assert page.eval_on_selector_all(hand, "cs => cs.map((c) => c.dataset.card)") == first != other
    page.click("#abandon-button")
    page.locator("#abandon-dialog button[value='abandon']").click()
    expect(page.locator(".match-end-number")).to_contain_text("2026")
    screenshot(page, "end-with-number")


def test_a_partita_shared_as_a_link_opens_in_the_menu_and_starts_the_same_game(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path], wait_ready: Callable[[Page], None]
) -> None:
    page = open_page()
    start(page, "briscola3", level="easy", number="77", carte_viste=True)
    dealt = page.eval_on_selector_all("[data-zone='hand-0'] .card[data-card]", "cs => cs.map((c) => c.dataset.card)")
    page.click("#abandon-button")
    page.locator("#abandon-dialog button[value='abandon']").click()
    page.click("#match-end-share")
    expect(page.locator("#share")).to_be_visible()
    link = page.locator("#share-link").input_value()
    assert link.startswith(page.url.split("#")[0] + "#partita&") and "&number=77&" in link
    assert "&by=&" in link and "&result=l" in link  # the player abandoned: lost, with the points taken
    page.click("#share-copy")  # copied, or selected to copy by hand where the browser refuses
    expect(page.locator("#share-done")).to_have_text(re.compile("Link copiato|il link è selezionato"))
    screenshot(page, "share")
    page.click("#share-close")
    start(page, "briscola2")  # a game in progress, which the link must not end without asking
    with page.expect_event("load"):  # the link pasted in this tab: the page loads again for it
        page.goto(link)
    wait_ready(page)
    expect(page.locator("#new-game")).to_be_visible()
    expect(page.locator("#menu-shared")).to_be_visible()
    form = "#new-game-form"
    expect(page.locator(f"{form} [name='game']")).to_have_value("briscola3")
    expect(page.locator(f"{form} [name='number']")).to_have_value("77")
    expect(page.locator(f"{form} [name='level_2']")).to_have_value("easy")
    expect(page.locator(f"{form} [name='carte_viste']")).to_be_checked()
    assert "#" not in page.url  # a reload would not open it again
    screenshot(page, "shared-menu")
    page.evaluate(MARK_CARDS)
    page.click("#menu-start")
    expect(page.locator("#replace-game")).to_be_visible()  # the game in progress: asked first
    page.click("#replace-confirm")
    page.wait_for_function(NEW_HAND)
    saved = json.loads(page.evaluate("(key) => localStorage.getItem(key)", SAVE_KEY))
    assert (saved["game"], saved["seed"], saved["options"].get("carte_viste")) == ("briscola3", 77, True)
    expect(page.locator("#menu-shared")).to_be_hidden()
    assert page.eval_on_selector_all("[data-zone='hand-0'] .card[data-card]",
                                     "cs => cs.map((c) => c.dataset.card)") == dealt
    page.click("#abandon-button")  # at its end, the friend's result beside this one
    page.locator("#abandon-dialog button[value='abandon']").click()
    expect(page.locator(".match-end-lines")).to_contain_text(
        re.compile(r"Sfida: chi te l'ha mandata l'aveva persa con \d+ punti; tu ne hai fatti \d+ punti\."))
    screenshot(page, "challenge")


def test_a_refused_combination_is_explained_in_the_menu(open_page: Callable[..., Page]) -> None:
    page = open_page()
    page.select_option('[name="game"]', "briscola3")
    page.fill('[name="deals3"]', "25")
    page.click("#menu-start")
    error = page.locator("#menu-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("deals")
    expect(page.locator("#new-game")).to_be_visible()
    page.select_option('[name="game"]', "briscola2")  # the 25 left in a field Briscola a 2 hides
    page.click("#menu-start")
    expect(page.locator("#new-game")).to_be_hidden()
    assert wait_for_input(page) == "play"


def test_the_menu_remembers_its_choices(open_page: Callable[..., Page], wait_ready: Callable[[Page], None]) -> None:
    page = open_page()
    start(page, "briscola4", level="easy", deck_style="piacentine", carte_viste=True, name="Bea")
    page.reload()
    wait_ready(page)
    page.click("#menu-button")
    expect(page.locator('[name="game"]')).to_have_value("briscola4")
    expect(page.locator('[name="deck_style"]')).to_have_value("piacentine")
    expect(page.locator('[name="level_3"]')).to_have_value("easy")
    expect(page.locator('[name="name"]')).to_have_value("Bea")
    assert page.locator('[name="carte_viste"]').is_checked()
    # Fields the game does not take are hidden: no carte scoperte for Briscola a 2.
    page.select_option('[name="game"]', "briscola2")
    expect(page.locator('[name="carte_scoperte"]')).to_be_hidden()
    expect(page.locator('[name="level_2"]')).to_be_hidden()


# -- reloads -----------------------------------------------------------------------------------


def test_a_reload_mid_auction_and_mid_trick_resumes(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None]
) -> None:
    page = open_page()
    start(page, "chiamata")
    for _ in range(20):
        state = wait_for_input(page)
        if state == "auction":
            break
        play_until(page, lambda s: s in ("next", "auction"))
        if page.is_visible("#result-next"):
            next_deal(page)
    history = page.locator("#auction .auction-history li").all_inner_texts()
    page.reload()
    wait_ready(page)
    expect(page.locator("#auction")).to_be_visible()
    expect(page.locator("#auction .auction-history li")).to_have_text(history)
    # Mid-trick: cards on the table, reload, the same cards are there.
    play_until(page, lambda s: s == "play" and page.locator("[data-zone='table'] .card").count() > 0)
    on_table = page.eval_on_selector_all("[data-zone='table'] .card", "cs => cs.map((c) => c.dataset.card)")
    hand = page.eval_on_selector_all("[data-zone='hand-0'] .card", "cs => cs.map((c) => c.dataset.card)")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#table.my-turn")
    assert page.eval_on_selector_all("[data-zone='table'] .card", "cs => cs.map((c) => c.dataset.card)") == on_table
    assert page.eval_on_selector_all("[data-zone='hand-0'] .card", "cs => cs.map((c) => c.dataset.card)") == hand


@pytest.mark.parametrize(("locale", "words"), [
    ("it-IT", {"scoring": "Spiega Come si conta la chiamata", "decisions": "Scelte nostre",
               "variant": "Chi difende non perde mai", "spareggi": "Spiega Spareggi",
               "void": "Un 60 a 60 è una smazzata nulla", "close": "Chiudi"}),
    ("en-US", {"scoring": "Explain How chiamata is scored", "decisions": "Our own choices",
               "variant": "Defenders never lose", "spareggi": "Explain Spareggi (tie-breaks)",
               "void": "A 60–60 deal is void", "close": "Close"}),
])
def test_the_rules_options_are_explained_and_reach_the_game(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path], locale: str, words: dict[str, str]
) -> None:
    page = open_page(viewport=PHONE, locale=locale)
    expect(page.locator("#new-game")).to_be_visible()
    page.select_option('[name="game"]', "briscola2")
    # Spareggi are off unless chosen; what a 60-60 does is one tap on its "?" away.
    expect(page.locator('#new-game-form [name="spareggi"]')).not_to_be_checked()
    page.get_by_role("button", name=words["spareggi"], exact=True).click()
    told = page.locator("#hint-spareggi")
    expect(told).to_be_visible()
    expect(told).to_contain_text(words["void"])
    told.get_by_role("button", name=words["close"]).click()
    expect(told).to_be_hidden()
    page.select_option('[name="game"]', "chiamata")
    expect(page.get_by_role("button", name=words["spareggi"], exact=True)).to_be_hidden()
    scoring = page.locator('#new-game-form [name="chiamata_scoring"]')
    expect(scoring.locator("option:checked")).to_have_attribute("value", "003")
    scoring.select_option(label=words["variant"])
    page.get_by_role("button", name=words["scoring"], exact=True).click()
    expect(page.locator("#hint-chiamata_scoring")).to_contain_text(words["decisions"])
    screenshot(page, f"chiamata-scoring-{locale}")
    page.keyboard.press("Escape")  # a popover goes as a player expects
    expect(page.locator("#hint-chiamata_scoring")).to_be_hidden()
    start(page, "chiamata")
    saved = json.loads(page.evaluate("() => localStorage.getItem('briscola.save')"))
    assert saved["game"] == "chiamata" and saved["options"]["chiamata_scoring"] == "004"
