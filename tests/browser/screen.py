"""The page's pixels, quickly: Chromium's screenshot as PNG encoded for speed (still
lossless). At 1920x1080 it takes about 0.1-0.2 s, where Playwright's page.screenshot,
which asks for zlib's smallest PNG, takes 0.7 s; the tests take a few hundred."""

from __future__ import annotations

import base64

from playwright.sync_api import Page

# Whether the page scrolls: Chromium's own capture of a page's scrolled parts undoes the
# phone's emulation (touch, a coarse pointer) for the rest of the test, so a page taller or
# wider than the screen is photographed by Playwright, which puts it back.
SCROLLS = "() => document.documentElement.scrollWidth > innerWidth || document.documentElement.scrollHeight > innerHeight"


def png_base64(page: Page) -> str:
    """The screen as base64 PNG."""
    session = page.context.new_cdp_session(page)
    try:
        return str(session.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True})["data"])
    finally:
        session.detach()


def png(page: Page, full_page: bool = False) -> bytes:
    """The screen (or the whole page, scrolled parts too) as PNG."""
    if full_page and page.evaluate(SCROLLS):
        return page.screenshot(full_page=True)
    return base64.b64decode(png_base64(page))
