"""How long a tournament's other tables take to play (prints, asserts nothing).

    python benchmarks/tournament_pace.py [--runs 3] [--game briscola2|briscola4] [--no-build]

The heaviest case the menu offers: a knock-out of 16 with 3 deals a match, so the first
"play" step plays the round's seven other matches (Medium against Medium; with
``--game briscola4`` pairs of Medium against pairs) before the player's own. Timed twice:
the worker's step itself in CPython (session.py, as the page calls it), and in the page,
from the player's tap on "Iscriviti e gioca" to their first hand on the table (Pyodide in
the worker, the trip there and back, the table drawn). Each run uses a new tournament number.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "site" / "py")]

from playwright.sync_api import sync_playwright

from chromium import CHROMIUM, CHROMIUM_ARGS, HAND, built_site  # beside this script
import menu  # the page's menu: which of its games is a tournament of which
from session import Session  # the worker's module

REQUEST = {"op": "new", "kind": "knockout", "seats": 16, "deals": 3, "entry": 0, "name": "Tu",
           "level": "medium", "options": {}}
READY_TIMEOUT_MS = 120_000


def cpython_ms(seed: int, game: str) -> float:
    session = Session()
    session.tournament({**REQUEST, "seed": seed, "game": game})
    start = time.perf_counter()
    reply = session.tournament({"op": "play"})
    elapsed = (time.perf_counter() - start) * 1000
    assert "state" in reply and sum(m["winner"] is not None for m in reply["tournament"]["matches"]) == 7
    return elapsed


def page_ms(site_url: str, seed: int, game: str) -> float:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.add_init_script('localStorage.setItem("briscola.tour.seen", "1")')
        page.goto(site_url)
        page.wait_for_selector('body[data-engine="ready"]', timeout=READY_TIMEOUT_MS)
        page.select_option('[name="game"]', next(chosen for chosen, of in menu.TOURNAMENTS.items() if of == game))
        page.select_option('[name="tournament_seats"]', "16")
        page.select_option('[name="tournament_deals"]', "3")
        page.select_option('[name="tournament_entry"]', "0")
        page.fill('[name="number"]', str(seed))
        page.click("#menu-start")
        enter = page.locator("#tournament [data-intent='tournament-enter']")
        enter.wait_for(timeout=READY_TIMEOUT_MS)
        start = time.perf_counter()
        enter.click()
        page.wait_for_selector(HAND, timeout=READY_TIMEOUT_MS)
        elapsed = (time.perf_counter() - start) * 1000
        browser.close()
        return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--game", choices=("briscola2", "briscola4"), default="briscola2")
    parser.add_argument("--no-build", action="store_true", help="use the existing dist/")
    args = parser.parse_args()
    seeds = range(1, args.runs + 1)
    cpython = [cpython_ms(seed, args.game) for seed in seeds]
    print(f"CPython, the worker's step: median {statistics.median(cpython):.0f} ms "
          f"({', '.join(f'{ms:.0f}' for ms in cpython)})")
    with built_site(args.no_build) as site:
        page = [page_ms(site.url, seed, args.game) for seed in seeds]
    print(f"page, tap to first hand: median {statistics.median(page):.0f} ms "
          f"({', '.join(f'{ms:.0f}' for ms in page)}); ratio {statistics.median(page) / statistics.median(cpython):.1f}")


if __name__ == "__main__":
    main()
