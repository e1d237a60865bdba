"""How the browser tests and benchmarks start Debian's Chromium: headless, offline but for
127.0.0.1 (tests/browser/conftest.py fails a test that made any other request); and what
the benchmarks share: the built site served, a deal played in it as a player does."""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

import build  # the repository's root is on the path: pytest's pythonpath, or the benchmark's own

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Nothing leaves 127.0.0.1: no other host name resolves, and a request for any other
    # address goes to a proxy that is not there (loopback is never proxied). The tests
    # record every such request and fail (tests/browser/conftest.py).
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    "--proxy-server=http://127.0.0.1:9",
]

HAND = '[data-zone="hand-0"] [data-card]'
AUCTION_PASS = '#auction:not([hidden]) button[data-action="pass"]:not([disabled])'
AUCTION_CALL = '#auction:not([hidden]) button[data-action]:not([disabled])'
RESULT = "#result:not([hidden]), #match-end:not([hidden])"  # the deal over, or the partita


def profile_options(doc: str, profiles: Sequence[str]) -> argparse.Namespace:
    """A profile benchmark's command line: --runs, --profile (one of profiles, or both:
    args.profiles lists the chosen) and --no-build."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profile", choices=(*profiles, "both"), default="both")
    parser.add_argument("--no-build", action="store_true", help="use the existing dist/")
    args = parser.parse_args()
    args.profiles = list(profiles) if args.profile == "both" else [args.profile]
    return args


@contextmanager
def built_site(no_build: bool, handler: type[build.StaticHandler] = build.StaticHandler) -> Iterator[build.RunningSite]:
    """The site served on 127.0.0.1: dist/ as it is, or built afresh into a temporary
    folder (someone may be serving dist/ meanwhile)."""
    with tempfile.TemporaryDirectory() as tmp:
        dist = build.DIST if no_build else Path(tmp) / "dist"
        if not no_build:
            build.build(dist)
        site = build.serve_in_background(dist, handler=handler)
        try:
            yield site
        finally:
            site.stop()


def play_deal(page: Page, timeout_s: float) -> None:
    """Double-click the first card of the hand whenever it is the player's turn (in
    chiamata's auction: pass, or make the first call offered), until the deal's result
    shows."""
    deadline = time.monotonic() + timeout_s
    clicks = 0
    while not page.locator(RESULT).count():
        if time.monotonic() > deadline:
            raise TimeoutError(f"the deal did not end within {timeout_s} s ({clicks} double-clicks)")
        try:
            if page.locator(AUCTION_CALL).count():
                calls = page.locator(AUCTION_PASS)
                (calls if calls.count() else page.locator(AUCTION_CALL)).first.click(timeout=2_000)
            elif page.locator("#table.my-turn").count():
                page.locator(HAND).first.dblclick(timeout=2_000)
                clicks += 1
        except PlaywrightError:  # the card or the button went between finding and clicking
            pass
        page.wait_for_timeout(100)
