"""Two builds' cold loads, interleaved (prints, asserts nothing).

    python benchmarks/first_paint_ab.py DIST_A DIST_B [--runs 6] [--profile phone|desktop]

This machine's figures move by a fifth from one hour to the next, more than most changes:
two builds are compared by loading them in turn, each in a fresh browser profile (as
page_load.py's cold load), DIST_A then DIST_B, --runs times. A build is a folder that
`build.py` wrote (e.g. `git worktree add /tmp/a REV && python /tmp/a/build.py`, then
/tmp/a/dist). Each load: the menu's game changed by the keyboard as soon as the menu
exists (page_load.py's "menu responds"), until the page's Python is ready and half a second
more. Printed, each load and then each build's medians, from the navigation:

  first paint    the first contentful paint
  language set   when boot.js set <html lang> (before the first paint, or that frame was
                 in the page's Italian for an English browser)
  menu responds  as page_load.py
  python ready   body[data-ready="1"]
  longest task   the longest main-thread task until then (ms)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Playwright, sync_playwright

import build  # the repository root is only now on the path
from chromium import CHROMIUM, CHROMIUM_ARGS  # beside this script
from page_load import PROBES, PROFILES, Profile, change_menu, wait_mark

# When <html lang> first changes: boot.js speaking the player's language.
LANGUAGE_PROBE = """
new MutationObserver((records) => {
  for (const record of records) {
    if (record.target === document.documentElement && !("lang" in __bench.marks)) __bench.marks.lang = performance.now();
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["lang"]});
"""
SETTLE_MS = 500
FIGURES = {"fcp": "first paint ms", "lang": "language set ms", "menu": "menu responds ms",
           "ready": "python ready ms", "longest": "longest task ms"}


def cold_load(playwright: Playwright, url: str, profile: Profile) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as user_data:
        context = playwright.chromium.launch_persistent_context(
            user_data, executable_path=CHROMIUM, args=CHROMIUM_ARGS, service_workers="allow", **profile.context)
        try:
            context.add_init_script(PROBES + LANGUAGE_PROBE)
            page = context.pages[0]
            if profile.cpu_slowdown != 1:
                cdp = context.new_cdp_session(page)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": profile.cpu_slowdown})
            page.goto(url, wait_until="commit")
            change_menu(page)
            wait_mark(page, "ready")
            page.wait_for_timeout(SETTLE_MS)
            found: dict[str, float] = page.evaluate("""() => ({
                ...__bench.marks,
                fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
                longest: Math.max(0, ...__bench.longtasks),
            })""")
            return {name: found[key] for key, name in FIGURES.items() if found.get(key) is not None}
        finally:
            context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("builds", nargs=2, type=Path, metavar="DIST")
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--profile", choices=sorted(PROFILES), default="phone")
    args = parser.parse_args()
    for dist in args.builds:
        if not (dist / "index.html").is_file():
            parser.error(f"{dist} holds no built site (no index.html)")
    profile = PROFILES[args.profile]
    sites = [build.serve_in_background(dist) for dist in args.builds]
    loads: list[list[dict[str, float]]] = [[], []]
    try:
        with sync_playwright() as playwright:
            for run in range(1, args.runs + 1):
                for which, site in enumerate(sites):
                    loads[which].append(cold_load(playwright, site.url, profile))
                    print(f"run {run} {'AB'[which]}: "
                          + ", ".join(f"{name} {value:.0f}" for name, value in loads[which][-1].items()), flush=True)
    finally:
        for site in sites:
            site.stop()
    print(f"\n{profile.name}, medians over {args.runs} cold loads each")
    for which, dist in enumerate(args.builds):
        medians = {name: statistics.median(load[name] for load in loads[which] if name in load)
                   for name in FIGURES.values() if any(name in load for load in loads[which])}
        print(f"  {'AB'[which]} {dist}: " + ", ".join(f"{name} {value:.0f}" for name, value in medians.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
