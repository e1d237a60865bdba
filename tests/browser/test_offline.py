"""The built page runs from its own origin only, and keeps running with the server gone."""

from __future__ import annotations

import shutil
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Request, expect

import build
from tests.browser.conftest import NetworkGuard
from tests.browser.player import HAND
from tests.browser.test_layout import AT_REST

RUNTIME_FILES = ("pyscript/core.js", "micropython/micropython.wasm", "pyodide/pyodide.mjs",
                 "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip")

ELSEWHERE = ("http://example.com/guard", "https://example.com/guard", "http://93.184.216.34/guard")


def test_the_harness_fails_any_request_off_127_0_0_1_and_records_it(browser: Browser, site_url: str) -> None:
    """What every browser test relies on: a request for another host, by name or by
    address, never gets an answer, and the guard that fails the test has it recorded."""
    guard = NetworkGuard()
    context = browser.new_context()
    guard.watch(context)
    page = context.new_page()
    page.goto(site_url + "manifest.webmanifest")  # a document of the site, with no policy of its own
    outcomes = page.evaluate(
        "(urls) => Promise.all(urls.map((url) => fetch(url, {mode: 'no-cors'}).then(() => 'answered', () => 'failed')))",
        list(ELSEWHERE))
    context.close()
    assert outcomes == ["failed"] * len(ELSEWHERE)
    assert guard.attempts == list(ELSEWHERE)


def test_page_loads_everything_from_its_own_origin_within_its_policy(
    page: Page, site_url: str, wait_ready: Callable[[Page], None]
) -> None:
    requested: list[str] = []

    def note(request: Request) -> None:
        requested.append(request.url)

    page.on("request", note)
    page.add_init_script(
        "window.__violations = [];"
        "addEventListener('securitypolicyviolation', (e) => __violations.push(e.violatedDirective + ' ' + e.blockedURI));"
    )
    page.goto(site_url)
    wait_ready(page)

    assert page.evaluate("window.__violations") == [], "the Content-Security-Policy refused something"
    assert requested, "the page made no request at all"
    assert [url for url in requested if not url.startswith(site_url)] == []
    for name in RUNTIME_FILES:
        assert site_url + name in requested, f"{name} was not loaded from the site itself"


@pytest.mark.browser_context_args(service_workers="allow")
def test_page_plays_after_the_server_is_gone(
    page: Page,
    private_site: build.RunningSite,
    dist_dir: Path,
    wait_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Path],
) -> None:
    page.goto(private_site.url)
    wait_ready(page)
    # The worker registers once Python is up; it controls the page once it has
    # precached everything and activated.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    cached = page.evaluate(
        """async () => {
            // The service worker's caches (the engine keeps its snapshot in a cache of its own).
            const names = (await caches.keys()).filter((name) => name.startsWith("briscola:"));
            const cache = await caches.open(names[0]);
            return {names, urls: (await cache.keys()).map((request) => request.url)};
        }"""
    )
    assert len(cached["names"]) == 1
    every_file = {private_site.url + path.relative_to(dist_dir).as_posix() for path in dist_dir.rglob("*") if path.is_file()}
    assert every_file - set(cached["urls"]) == set()

    private_site.stop()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(private_site.url, timeout=5)

    page.reload()
    wait_ready(page)
    images = page.eval_on_selector_all("img", "images => images.map((image) => image.naturalWidth)")
    assert images and all(images), "an image of the page did not load from the cache"
    page.click(".rules-link:visible")  # the chosen game's rules read offline too, cards and all
    page.wait_for_url("**/rules-briscola2-*.html")  # in the browser's language
    pictures = page.eval_on_selector_all("img.card-pic", "images => images.map((image) => image.naturalWidth)")
    assert pictures and all(pictures), "a card of the rules did not load from the cache"
    page.click(".rules-back >> nth=0")
    wait_ready(page)
    page.click("#menu-start")  # a new game, dealt by the engine with no server
    page.locator(HAND).first.wait_for()
    assert page.locator(HAND).count() == 3
    page.locator("#table.my-turn").wait_for()  # the computer's lead, if it leads, is on the felt
    page.evaluate(AT_REST)  # and every card has landed: the picture shows the table, not a flight
    screenshot(page, "offline")


@pytest.mark.browser_context_args(service_workers="allow")
def test_a_new_version_installed_while_the_page_runs_is_told_and_a_reload_brings_it(
    page: Page,
    dist_dir: Path,
    tmp_path: Path,
    wait_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Path],
) -> None:
    """An installed game is resumed from its cache, so a new version installs behind it
    while it runs: the page says so (the game is saved), and the reload it offers brings
    the new version, the game still there. The first visit's worker is no new version."""
    copy = tmp_path / "site"
    shutil.copytree(dist_dir, copy)
    site = build.serve_in_background(copy)
    try:
        page.goto(site.url)
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        page.click("#menu-start")
        page.locator(HAND).first.wait_for()
        hand = page.locator(HAND).evaluate_all("cards => cards.map((card) => card.dataset.card)")
        assert page.is_hidden("#update")
        worker = copy / "sw.js"  # the next version: another cache name
        worker.write_text(worker.read_text(encoding="utf-8").replace('PREFIX + "', 'PREFIX + "next-'), encoding="utf-8")
        page.reload()  # the browser looks for a new worker as the page loads, and installs it
        wait_ready(page)
        expect(page.locator("#update")).to_be_visible(timeout=60_000)
        screenshot(page, "update-ready")
        with page.expect_navigation():  # else the old page, still ready, may answer the wait
            page.locator("#update [data-update=reload]").click()
        wait_ready(page)
        assert page.is_hidden("#update")
        names = page.evaluate("caches.keys()")
        assert [name for name in names if name.startswith("briscola:http")] == [
            name for name in names if "next-" in name], names
        page.locator(HAND).first.wait_for()
        assert page.locator(HAND).evaluate_all("cards => cards.map((card) => card.dataset.card)") == hand
    finally:
        site.stop()
