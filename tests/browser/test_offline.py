"""The built page runs from its own origin only, and keeps running with the server gone."""

from __future__ import annotations

import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Request

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
