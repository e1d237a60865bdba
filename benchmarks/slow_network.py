"""A first visit on a slow network, as the player sees it (prints, asserts nothing).

    python benchmarks/slow_network.py [--kbits 3000] [--latency 150] [--no-build]

A fresh headless Chromium profile at 390x844, its network held to ``--kbits`` kbit/s each
way with ``--latency`` ms (CDP Network.emulateNetworkConditions), opens the built site,
closes the first visit's guide, presses Start as soon as the page's Python is up, and
prints the table's status line each time it changes, with the seconds since the
navigation, until the engine's worker is up and the game dealt: how long the download
takes and what the player reads meanwhile (the engine's files count up by 5%).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # build.py, for chromium.py

from playwright.sync_api import sync_playwright

from chromium import CHROMIUM, CHROMIUM_ARGS, HAND, built_site  # beside this script

POLL_S = 0.25
LIMIT_S = 1200.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kbits", type=float, default=3000.0, help="kbit/s each way")
    parser.add_argument("--latency", type=float, default=150.0, help="ms a request")
    parser.add_argument("--no-build", action="store_true", help="use the existing dist/")
    args = parser.parse_args()
    with built_site(args.no_build) as site, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(viewport={"width": 390, "height": 844}, locale="it-IT").new_page()
        network = page.context.new_cdp_session(page)
        network.send("Network.enable")
        per_second = args.kbits * 1000 / 8
        network.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": args.latency, "downloadThroughput": per_second, "uploadThroughput": per_second})
        began = time.monotonic()
        page.goto(site.url, wait_until="commit")
        page.wait_for_function("document.body?.dataset.ready === '1'", timeout=LIMIT_S * 1000, polling=100)
        print(f"{time.monotonic() - began:6.1f} s  the page's Python is up")
        if page.locator("#tour[open]").count():
            page.click("#tour-ok")
        page.click("#menu-start")
        shown = ""
        while time.monotonic() - began < LIMIT_S:
            status = page.inner_text("#status")
            if status != shown:
                print(f"{time.monotonic() - began:6.1f} s  {status}")
                shown = status
            if page.evaluate("document.body.dataset.engine") != "starting" and page.locator(HAND).count():
                break
            time.sleep(POLL_S)
        print(f"{time.monotonic() - began:6.1f} s  engine {page.evaluate('document.body.dataset.engine')},"
              f" {page.locator(HAND).count()} cards in hand")
        browser.close()


if __name__ == "__main__":
    main()
