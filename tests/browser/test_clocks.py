"""Clocks, Abandon, the match end screen, carte viste and sound, in a real browser.

Games are started from the new-game menu as a player would; what is checked is what a
person sees (the clock next to a seat's name, the panels) and the save in localStorage,
replayed in CPython to check that the engine decided what the page shows.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import briscola
from tests.browser.player import HAND, press_start
from tests.browser.test_layout import AT_REST

pytestmark = pytest.mark.still

MY_CLOCK = "#seat-0 .seat-label .clock"
SAVE_KEY = "briscola.save"
TURN_TIMEOUT_MS = 30_000


def start(page: Page, game: str = "briscola2", move_clock: int | None = None,
          carte_viste: bool = False, format_: str | None = None, match_minutes: int = 0) -> None:
    """Fill the new-game menu and start."""
    form = "#new-game-form"
    page.select_option(f'{form} [name="game"]', game)
    if format_ is not None:
        page.select_option(f'{form} [name="format"]', format_)
    if move_clock is None:
        page.select_option(f'{form} [name="move_clock"]', "")
    else:
        page.select_option(f'{form} [name="move_clock"]', "custom")
        page.fill(f'{form} [name="move_clock_seconds"]', str(move_clock))
    page.set_checked(f'{form} [name="carte_viste"]', carte_viste)
    page.fill(f'{form} [name="match_clock"]', str(match_minutes))
    press_start(page)
    page.locator(HAND).nth(2).wait_for()


def wait_my_turn(page: Page) -> None:
    page.wait_for_selector("#table.my-turn", timeout=TURN_TIMEOUT_MS)


def saved(page: Page) -> briscola.Game:
    return briscola.load_game(page.evaluate("(key) => localStorage.getItem(key)", SAVE_KEY))


def replay(game: briscola.Game, moves: int) -> briscola.Game:
    """The same game (seed, options, dealer) with only its first ``moves`` actions."""
    data = json.loads(game.to_json())
    data["actions"] = data["actions"][:moves]
    return briscola.load_game(json.dumps(data))


def clock_seconds(page: Page) -> int:
    """The seconds shown on the player's move clock ('0:07' -> 7)."""
    text = page.inner_text(MY_CLOCK)
    match = re.match(r"(\d+):(\d\d)", text)
    assert match, text
    return int(match[1]) * 60 + int(match[2])


def test_a_move_clock_of_a_few_seconds_plays_a_card_by_itself(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page()
    start(page, move_clock=4)
    wait_my_turn(page)
    clock = page.locator(MY_CLOCK)
    expect(clock).to_be_visible()
    expect(clock).to_have_class(re.compile(r"\brunning\b"))
    assert clock_seconds(page) <= 4  # how much is left depends on the machine's speed
    expect(clock).to_have_class(re.compile(r"\bwarning\b"))  # a 4 s clock is in its last 5 s
    screenshot(page, "clock-running")
    moves = saved(page).observation(0)["move_number"]
    # Every line the status shows from now on (the clock's news is told while the computer
    # plays: a moment, however long it takes on this machine).
    page.evaluate("""() => { const status = document.getElementById('status'); window.__said = [];
        new MutationObserver(() => window.__said.push(status.textContent))
            .observe(status, {childList: true, characterData: true, subtree: true}); }""")
    # Nobody touches anything: the clock runs out and a card leaves the hand on its own.
    page.wait_for_function(
        "(n) => document.querySelectorAll('[data-zone=\"hand-0\"] [data-card]').length < n",
        arg=len(page.eval_on_selector_all(HAND, "cs => cs")), timeout=TURN_TIMEOUT_MS)
    game = saved(page)
    assert len(game.actions) > moves
    before = replay(game, moves)
    assert before.to_move == 0
    # The card played is the engine's reproducible random card for that move.
    assert game.actions[moves] == before.timeout_action()
    # The player is told what happened to their move.
    page.wait_for_function("() => window.__said.some((line) => line.startsWith('Tempo scaduto: giocata a caso per te: '))",
                           timeout=TURN_TIMEOUT_MS)
    # The computer's turn shows its own clock, and the player's clock starts afresh next turn.
    wait_my_turn(page)
    expect(clock).to_have_class(re.compile(r"\brunning\b"))
    assert clock_seconds(page) >= 1  # not the run-out clock of the last turn: a fresh one


@pytest.mark.own_context  # page.clock is its context's clock
def test_the_clocks_wait_while_the_new_game_menu_covers_the_table(open_page: Callable[..., Page]) -> None:
    page = open_page()
    page.clock.install()
    start(page, move_clock=6)
    wait_my_turn(page)
    page.click("#menu-button")
    expect(page.locator("#new-game")).to_be_visible()
    left = clock_seconds(page)
    page.clock.fast_forward("00:08")  # longer than the whole move clock
    page.wait_for_timeout(500)  # the page's ticker has had its turn
    assert page.locator(HAND).count() == 3, "a card was played while the menu was open"
    assert clock_seconds(page) == left
    page.keyboard.press("Escape")  # the menu closed, the game goes on where it was
    expect(page.locator("#new-game")).to_be_hidden()
    page.clock.fast_forward("00:07")
    page.wait_for_function("document.querySelectorAll('[data-zone=\"hand-0\"] [data-card]').length < 3",
                           timeout=TURN_TIMEOUT_MS)


@pytest.mark.own_context  # page.clock is its context's clock
def test_a_reload_mid_clock_resumes_with_the_time_that_was_left(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None]
) -> None:
    page = open_page()
    page.clock.install()
    start(page, move_clock=30)
    wait_my_turn(page)
    page.clock.fast_forward("00:07")
    page.wait_for_function(
        "() => /^0:(2[0-4])/.test(document.querySelector('#seat-0 .seat-label .clock').textContent)",
        timeout=TURN_TIMEOUT_MS)
    left = clock_seconds(page)
    # The clocks go into the settings at each new whole second: until the saved time is
    # the one read, or less (it runs on), a reload would resume an older one.
    page.wait_for_function(
        "(left) => (JSON.parse(localStorage.getItem('briscola.settings')).clock?.move_left ?? Infinity) <= left",
        arg=left, timeout=TURN_TIMEOUT_MS)
    page.reload()
    wait_ready(page)
    wait_my_turn(page)
    resumed = clock_seconds(page)
    # At most the time that was left (however long the reload took): not a fresh 30 s.
    assert resumed <= left, (left, resumed)


@pytest.mark.own_context  # page.clock is its context's clock
def test_a_match_clock_that_runs_out_loses_the_match(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page()
    page.clock.install()  # the page's time, from now on the test's to move on
    start(page, match_minutes=1)
    wait_my_turn(page)
    expect(page.locator(MY_CLOCK)).to_have_text(re.compile(r"^(1:00|0:5\d)$"))
    expect(page.locator("#seat-1 .seat-label .clock")).to_have_text(re.compile(r"^(1:00|0:5\d)$"))
    # The player's minute runs only on the player's turns: a player away for longer (a
    # phone put down, a laptop closed: the page's clocks jump a minute on) loses the match.
    page.clock.fast_forward("01:05")
    expect(page.locator("#match-end")).to_be_visible()
    game = saved(page)
    assert game.actions[-1] == "flag 0"
    assert game.match_result is not None and game.match_result["winner"] == [1]
    expect(page.locator("#match-end")).to_contain_text("Hai finito il tempo")
    page.evaluate(AT_REST)  # the panel has faded in
    screenshot(page, "flagged")


@pytest.mark.own_context  # page.clock is its context's clock
def test_a_new_game_with_an_old_games_number_starts_with_full_clocks(open_page: Callable[..., Page]) -> None:
    page = open_page()
    page.clock.install()
    page.fill('#new-game-form [name="number"]', "77")
    start(page, match_minutes=1)
    wait_my_turn(page)
    # Let the player's minute run down to 0:50, then start game number 77 again.
    page.clock.fast_forward("00:12")
    page.wait_for_function("""(selector) => {
        const match = /(\\d+):(\\d\\d)/.exec(document.querySelector(selector)?.textContent || "");
        return match && Number(match[1]) * 60 + Number(match[2]) <= 50;
    }""", arg=MY_CLOCK, timeout=TURN_TIMEOUT_MS)
    page.click("#menu-button")
    page.fill('#new-game-form [name="number"]', "77")
    start(page, match_minutes=1)
    wait_my_turn(page)
    # The new game's own minute, not what the old game with that number had left (0:50 or less;
    # the margin is for a slow machine's seconds between the turn and this look).
    expect(page.locator(MY_CLOCK)).to_have_text(re.compile(r"^(1:00|0:5[1-9])$"))


def test_abandon_asks_first_then_ends_the_match_with_the_penalty(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page()
    start(page, format_="smazzate")
    wait_my_turn(page)
    page.click("#abandon-button")
    dialog = page.locator("#abandon-dialog")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("20")  # the penalty is explained before anything happens
    screenshot(page, "abandon-dialog")
    page.click("#abandon-cancel")
    expect(dialog).to_be_hidden()
    assert not any(a.startswith("abandon") for a in saved(page).actions)
    page.click("#language-button")  # the explanation in English too
    page.click("#abandon-button")
    expect(dialog).to_contain_text("up to 20")
    page.click("#abandon-confirm")
    end = page.locator("#match-end")
    expect(end).to_be_visible()
    game = saved(page)
    assert game.actions[-1] == "abandon 0"
    result = game.match_result
    assert result is not None and result["winner"] == [1] and result["forfeit"]["penalty"] == 20
    text = end.inner_text()
    assert "You abandoned" in text and "Penalty: 20 points of the deal to the opponent" in text
    for side, points in zip(result["sides"], result["side_points"]):
        assert f"{points} points" in text
    assert f"Victory points, as in a tournament: You:\xa0{result['victory_points'][0]}\xa0·\xa0Computer:\xa0{result['victory_points'][1]}" in text
    # The deal cut short is the results table's last row: its number and "interrupted".
    last = end.locator("table.scores tbody tr").last
    expect(last.locator("th")).to_have_text("1")
    expect(last.locator("td.notes")).to_have_text("interrupted")
    expect(page.locator("#abandon-button")).to_be_hidden()  # nothing left to abandon
    page.evaluate(AT_REST)  # the panel has faded in
    screenshot(page, "match-end")
    page.click("#match-end-new")
    expect(page.locator("#new-game")).to_be_visible()


def test_carte_viste_shows_the_cards_played_this_deal_by_suit(
    open_page: Callable[..., Page], screenshot: Callable[[Page, str], Path]
) -> None:
    page = open_page()
    start(page)
    expect(page.locator("#played-button")).to_be_hidden()  # the option is off
    page.click("#menu-button")
    start(page, carte_viste=True)
    button = page.locator("#played-button")
    expect(button).to_be_visible()
    for _ in range(2):
        wait_my_turn(page)
        code = page.eval_on_selector_all(HAND, "cs => cs.map((c) => c.dataset.card)")[0]
        page.dblclick(f'[data-zone="hand-0"] [data-card="{code}"]')
        page.wait_for_function("(c) => !document.querySelector(`[data-zone=\"hand-0\"] [data-card=\"${c}\"]`)",
                               arg=code)
    wait_my_turn(page)
    button.click()
    panel = page.locator("#played")
    expect(panel).to_be_visible()
    shown = {suit: page.eval_on_selector_all(f'#played li[data-suit="{suit}"] [data-card]',
                                             "cs => cs.map((c) => c.dataset.card)")
             for suit in "DCBS"}
    view = saved(page).observation(0)
    played = [code for trick in view["history"] for _, code in trick["cards"]]
    played += [code for _, code in view["table"]]
    assert len(played) >= 4
    assert sorted(c for cards in shown.values() for c in cards) == sorted(played)
    assert all(code.endswith(suit) for suit, cards in shown.items() for code in cards)
    # A row of a few cards has room for them side by side: none covers another.
    covered = page.eval_on_selector_all("#played li", """rows => rows.some((row) => {
        const boxes = [...row.querySelectorAll('.played-card')].map((c) => c.getBoundingClientRect());
        return boxes.some((box, i) => i > 0 && box.left < boxes[i - 1].right - 0.5);
    })""")
    assert not covered
    screenshot(page, "carte-viste")
    page.click('#played [data-intent="played"]')
    expect(panel).to_be_hidden()


def test_sound_starts_where_the_page_cannot_list_the_audio_devices(
    blank_page: Callable[..., Page], site_url: str, wait_ready: Callable[[Page], None]
) -> None:
    """The audio's start waits for the devices' list where there is one; without it (an
    insecure page, an older browser) a timer starts it just after the first gesture."""
    page = blank_page()
    page.add_init_script("Object.defineProperty(Navigator.prototype, 'mediaDevices', {get: () => undefined})")
    page.goto(site_url)
    wait_ready(page)
    assert page.evaluate("navigator.mediaDevices === undefined")
    body = page.locator("body")
    expect(body).to_have_attribute("data-sound", "locked")
    start(page)
    expect(body).to_have_attribute("data-sound", "ready")
    expect(page.locator("#notice")).to_be_hidden()


def test_sound_waits_for_a_gesture_and_mute_is_remembered(
    open_page: Callable[..., Page], wait_ready: Callable[[Page], None]
) -> None:
    page = open_page()
    body = page.locator("body")
    expect(body).to_have_attribute("data-sound", "locked")  # no audio before a gesture
    start(page)
    expect(body).to_have_attribute("data-sound", "ready")
    wait_my_turn(page)
    code = page.eval_on_selector_all(HAND, "cs => cs.map((c) => c.dataset.card)")[0]
    page.dblclick(f'[data-zone="hand-0"] [data-card="{code}"]')
    page.wait_for_function("() => Number(document.body.dataset.soundsPlayed) > 0")
    mute = page.locator("#mute-button")
    mute.click()
    # Its name says the state ("Suoni: no"), with no aria-pressed to contradict it.
    expect(mute).to_have_accessible_name("Suoni: no")
    expect(mute).not_to_have_attribute("aria-pressed", re.compile(".*"))
    expect(body).to_have_attribute("data-sound", "muted")
    played = int(body.get_attribute("data-sounds-played") or "0")
    wait_my_turn(page)
    code = page.eval_on_selector_all(HAND, "cs => cs.map((c) => c.dataset.card)")[0]
    page.dblclick(f'[data-zone="hand-0"] [data-card="{code}"]')
    wait_my_turn(page)
    assert int(body.get_attribute("data-sounds-played") or "0") == played  # muted: silence
    page.reload()
    wait_ready(page)
    expect(page.locator("#mute-button")).to_have_accessible_name("Suoni: no")
    page.click("#mute-button")
    expect(page.locator("#mute-button")).to_have_accessible_name("Suoni: sì")
