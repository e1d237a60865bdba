"""The engine's Pyodide starts fresh once, then from the memory snapshot it kept.

engine_worker.js keeps the snapshot in the Cache Storage, stamped with Pyodide's version
and the engine archive's digest; a stale or damaged one must never cost a game: the
engine starts fresh instead and keeps a good snapshot in its place.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

import build
from tests.browser.conftest import DESKTOP, READY_TIMEOUT_MS, _wait_ready
from tests.browser.test_games import start
from tests.browser.test_table import PHONE, PYODIDE_WASM, RuntimeHeld, Table

pytestmark = pytest.mark.still

SNAPSHOT_BYTES_AT_LEAST = 1 << 20  # a whole Pyodide's memory is tens of megabytes
PYODIDE_VERSION = {package.name: package.version for package in build.RUNTIME}["pyodide"]

# The snapshot's cache and key, as engine_worker.js names them from the site's address.
KEPT = """async (site) => {
    const kept = await (await caches.open(`briscola-engine:${site}`)).match(`${site}engine-snapshot`);
    return kept ? {stamp: kept.headers.get("x-engine-stamp"), bytes: (await kept.arrayBuffer()).byteLength} : null;
}"""
PLANT = """async ([site, stamp, bytes]) => {
    const cache = await caches.open(`briscola-engine:${site}`);
    await cache.put(`${site}engine-snapshot`,
                    new Response(new Uint8Array(bytes), {headers: {"x-engine-stamp": stamp}}));
}"""


def stamp_of(dist_dir: Path) -> str:
    """What a snapshot of this build is stamped with: Pyodide's version, the archive's digest."""
    digest = hashlib.sha256((dist_dir / build.ENGINE_ARCHIVE).read_bytes()).hexdigest()
    return f"{PYODIDE_VERSION}:{digest}"


def started(page: Page) -> str:
    return page.evaluate("briscolaEngine.started")


def wait_kept(page: Page, site_url: str, stamp: str) -> None:
    """Until the fresh start's snapshot is stored (after the engine is up), stamped for this
    build."""
    page.wait_for_function("briscolaEngine.kept !== null", polling=100, timeout=60_000)
    assert page.evaluate("briscolaEngine.kept"), "the snapshot could not be stored"
    kept = page.evaluate(KEPT, site_url)
    assert kept is not None and kept["stamp"] == stamp and kept["bytes"] >= SNAPSHOT_BYTES_AT_LEAST


def play_a_card(table: Table) -> None:
    assert table.wait_turn_or_end()
    code = table.hand()[0]
    table.double_click(code)
    table.wait_played(code)
    assert table.wait_turn_or_end()  # and the computer has answered


def first_visit(new_context: Callable[..., BrowserContext], site_url: str) -> Page:
    """The page in a browser that has never seen the site (not open_page's kept context)."""
    page = new_context(viewport=DESKTOP, locale="it-IT").new_page()
    page.goto(site_url)
    _wait_ready(page)
    return page


def test_the_second_visit_starts_the_engine_from_its_snapshot_and_plays_on(
    new_context: Callable[..., BrowserContext], site_url: str, dist_dir: Path, wait_ready: Callable[[Page], None]
) -> None:
    page = first_visit(new_context, site_url)
    assert started(page) == "fresh"
    wait_kept(page, site_url, stamp_of(dist_dir))
    start(page, "briscola2")
    table = Table(page)
    play_a_card(table)
    hand = sorted(table.hand())

    page.reload()
    wait_ready(page)
    assert started(page) == "snapshot"
    assert sorted(table.hand()) == hand, "the saved game did not come back"
    play_a_card(table)  # the restored engine applies moves and thinks for the computer
    start(page, "briscola4", deck_style="francesi")  # and deals a new game
    assert len(table.hand()) == 3
    assert "/francesi/" in page.get_attribute('[data-zone="hand-0"] [data-card] img', "src")


# A test each (each starts Pyodide afresh, the longest start there is): a stale snapshot,
# another build's (its stamp differs); a damaged one, bytes under this build's stamp that
# are no snapshot at all.
@pytest.mark.parametrize("planted", ["stale", "damaged"])
def test_a_stale_or_damaged_snapshot_gives_way_to_a_fresh_start(
    new_context: Callable[..., BrowserContext], site_url: str, dist_dir: Path, wait_ready: Callable[[Page], None],
    planted: str
) -> None:
    page = new_context(viewport=DESKTOP, locale="it-IT").new_page()
    page.goto(site_url + "manifest.webmanifest")  # a document of the site's origin, for its caches
    stamp = stamp_of(dist_dir)
    page.evaluate(PLANT, [site_url, "0.0.0:another-engine" if planted == "stale" else stamp, 4096])
    page.goto(site_url)
    wait_ready(page)
    assert started(page) == "fresh"
    wait_kept(page, site_url, stamp)  # a good one took its place
    start(page, "briscola2")
    play_a_card(Table(page))  # the fresh engine plays
    page.reload()
    wait_ready(page)
    assert started(page) == "snapshot"


def test_a_first_visit_says_how_far_the_engines_download_has_come(
    new_context: Callable[..., BrowserContext], site_url: str, screenshot: Callable[[Page, str], Path]
) -> None:
    """On a slow network a first visit downloads the engine for minutes: a game started
    meanwhile says how much of it has come, and its files' sizes (build.py's) add up."""
    page = new_context(viewport=PHONE, locale="it-IT").new_page()
    wasm = RuntimeHeld(page, PYODIDE_WASM)  # the largest file, still coming
    page.goto(site_url)
    _wait_ready(page, engine=False)
    page.click("#menu-start")  # a first visit: no game to replace
    status = page.locator("#status")
    expect(status).to_have_text(re.compile(r"^Un momento: si scarica il motore del gioco \(\d+%\)…$"),
                                timeout=READY_TIMEOUT_MS)  # once the worker has its first bytes
    percent = int(re.findall(r"\d+", status.inner_text())[0])
    assert percent < 100 and percent % 5 == 0
    screenshot(page, "engine-downloading")
    page.evaluate("() => { window.everyByte = briscolaEngine.downloaded(99); }")  # 100, or null if never told
    wasm.release()
    _wait_ready(page)
    assert page.evaluate("window.everyByte") == 100
    table = Table(page)
    assert table.wait_turn_or_end() and len(table.hand()) == 3  # the game the player started is dealt
    expect(status).not_to_contain_text("scarica")
