"""Page-load figures of the built site in headless Chromium (prints, asserts nothing).

    python benchmarks/page_load.py [--runs 3] [--no-build]

For each run, in a fresh browser profile:
  cold  first visit: first contentful paint, time until Python is ready, bytes sent,
        longest main-thread task (Pyodide's start-up)
  warm  a reload once the service worker has cached the site: the same figures
  play  a 2-player deal played through with double-clicks: the longest main-thread
        task (PerformanceObserver 'longtask') while the computer plays
and then the median of each figure over the runs.

Targets on the project's 2-core machine: first paint <= 0.5 s, Python ready <= 4 s
cold and <= 2.5 s warm, no main-thread task over 200 ms during play.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from io import BufferedIOBase
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, sync_playwright

import build  # the repository root is only now on the path
from chromium import CHROMIUM, CHROMIUM_ARGS  # beside this script

READY_TIMEOUT_MS = 120_000
DEAL_TIMEOUT_S = 180.0

HAND = '[data-zone="hand-0"] [data-card]'
RESULT = "#result:not([hidden]), #match-end:not([hidden])"  # the deal over, or the partita

# Installed before any page script: when Python said ready, and every long task.
PROBES = """
window.__bench = {ready: null, longtasks: []};
new MutationObserver(() => {
  if (document.body && document.body.dataset.ready === "1" && __bench.ready === null)
    __bench.ready = performance.now();
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-ready"]});
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    __bench.longtasks.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: true});
"""


class CountingWriter:
    """The response stream of one request, counting what is sent."""

    def __init__(self, stream: BufferedIOBase, counter: list[int]) -> None:
        self.stream = stream
        self.counter = counter

    def write(self, data: bytes) -> int:
        self.counter[0] += len(data)
        return self.stream.write(data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


SENT = [0]  # bytes sent by the server since the last reset


class CountingHandler(build.StaticHandler):
    def setup(self) -> None:
        super().setup()
        self.wfile = CountingWriter(self.wfile, SENT)  # type: ignore[assignment]


def load(page: Page, url: str | None) -> dict[str, float]:
    """Load (or, with no url, reload) and wait for Python; returns the figures."""
    SENT[0] = 0
    if url is None:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_function("window.__bench.ready !== null", timeout=READY_TIMEOUT_MS, polling=50)
    figures = page.evaluate(
        """() => ({
            fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
            ready: __bench.ready,
            longest: Math.max(0, ...__bench.longtasks.map(([, duration]) => duration)),
        })"""
    )
    return {
        "fcp_s": figures["fcp"] / 1000,
        "ready_s": figures["ready"] / 1000,
        "bytes": float(SENT[0]),
        "longest_task_ms": figures["longest"],
    }


def play_deal(page: Page) -> dict[str, float]:
    """Start a game from the menu and double-click the first card whenever one is in
    hand, until the deal's result shows; returns the longest task meanwhile."""
    if page.locator("#new-game[open]").count():
        page.click("#menu-start")
    start = page.evaluate("performance.now()")
    deadline = time.monotonic() + DEAL_TIMEOUT_S
    clicks = 0
    while not page.locator(RESULT).count():
        if time.monotonic() > deadline:
            raise TimeoutError(f"the deal did not end within {DEAL_TIMEOUT_S} s ({clicks} clicks)")
        card = page.locator(HAND).first
        if card.count():
            try:
                card.dblclick(timeout=2_000)
                clicks += 1  # one per card played, more if one lands on the computer's turn
            except PlaywrightError:  # the card was played or moved between finding and clicking
                pass
        page.wait_for_timeout(100)
    tasks = page.evaluate(f"__bench.longtasks.filter(([start]) => start >= {start})")
    return {"play_longest_task_ms": max((duration for _, duration in tasks), default=0.0), "double_clicks": float(clicks)}


def one_run(browser: Any, url: str) -> dict[str, float]:
    context = browser.new_context(service_workers="allow")
    context.add_init_script(PROBES)
    page = context.new_page()
    try:
        cold = load(page, url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT_MS)
        warm = load(page, None)
        play = play_deal(page)
    finally:
        context.close()
    return {
        **{f"cold_{name}": value for name, value in cold.items()},
        **{f"warm_{name}": value for name, value in warm.items()},
        **play,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-build", action="store_true", help="use the existing dist/")
    args = parser.parse_args()
    if not args.no_build:
        build.build(build.DIST)
    site = build.serve_in_background(build.DIST, handler=CountingHandler)
    results: list[dict[str, float]] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for run in range(1, args.runs + 1):
                results.append(one_run(browser, site.url))
                print(f"run {run}: " + ", ".join(f"{name} {value:.3f}" for name, value in results[-1].items()))
            browser.close()
    finally:
        site.stop()
    print(f"\nmedians over {len(results)} runs:")
    for name in results[0]:
        print(f"  {name:24} {statistics.median(result[name] for result in results):12.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
