"""Whose are the cold load's long tasks: the page's app, or the runtime under it (prints,
asserts nothing).

    python benchmarks/boot_tasks.py [--runs 4] [--profile phone|desktop|both]

Builds the site twice: as it is, and with an empty app (py/main.py only marks the page
ready, so the main thread runs PyScript and MicroPython's start and nothing of ours). Each
run loads each build cold in a fresh browser profile (page_load.py's profiles: the phone's
main thread slowed 4x) until the page is ready and a moment after, and prints the longest
main-thread tasks (PerformanceObserver "longtask": start and duration, in ms). If the
empty app's longest tasks are as long as the page's, they are the runtime's start, which
no change to the app's own Python can shorten.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Playwright, sync_playwright

import build  # the repository root is only now on the path
from chromium import CHROMIUM, CHROMIUM_ARGS, profile_options  # beside this script
from page_load import PROBES, PROFILES, READY_TIMEOUT_MS, Profile, navigate

EMPTY_APP = 'from pyscript import document\ndocument.body.dataset.ready = "1"\n'
SETTLE_MS = 1_500  # after ready: the tasks that follow the first draw
# The probes keep each long task's start too, not only its duration.
TIMED_PROBES = PROBES.replace("__bench.longtasks.push(entry.duration)",
                              "__bench.longtasks.push([entry.startTime, entry.duration])")


def longest_tasks(playwright: Playwright, url: str, profile: Profile) -> list[tuple[float, float]]:
    """(start, duration) of the cold load's long tasks, longest first."""
    with tempfile.TemporaryDirectory() as user_data:
        context = playwright.chromium.launch_persistent_context(
            user_data, executable_path=CHROMIUM, args=CHROMIUM_ARGS, service_workers="allow", **profile.context)
        try:
            context.add_init_script(TIMED_PROBES)
            page = context.pages[0]
            if profile.cpu_slowdown != 1:
                context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": profile.cpu_slowdown})
            navigate(page, url)
            page.wait_for_function("document.body.dataset.ready === '1'", timeout=READY_TIMEOUT_MS)
            page.wait_for_timeout(SETTLE_MS)
            tasks: list[list[float]] = page.evaluate("__bench.longtasks")
        finally:
            context.close()
    return sorted(((start, duration) for start, duration in tasks), key=lambda task: -task[1])


def main() -> int:
    args = profile_options(__doc__, list(PROFILES))
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        builds = {"page": Path(tmp) / "page", "empty app": Path(tmp) / "empty"}
        for dist in builds.values():
            build.build(dist)
        (builds["empty app"] / "py" / "main.py").write_text(EMPTY_APP, encoding="utf-8")
        sites = {name: build.serve_in_background(dist) for name, dist in builds.items()}
        try:
            for profile in (PROFILES[name] for name in args.profiles):
                longest: dict[str, list[float]] = {name: [] for name in sites}
                for run in range(1, args.runs + 1):
                    for name, site in sites.items():
                        tasks = longest_tasks(playwright, site.url, profile)
                        longest[name].append(tasks[0][1] if tasks else 0.0)
                        shown = ", ".join(f"{duration:.0f} at {start:.0f}" for start, duration in tasks[:4])
                        print(f"run {run} {profile.name} {name}: {shown or 'no task over 50 ms'}", flush=True)
                for name, values in longest.items():
                    print(f"{profile.name} {name}: longest task median {statistics.median(values):.0f} ms "
                          f"(runs: {', '.join(f'{value:.0f}' for value in values)})")
        finally:
            for site in sites.values():
                site.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
