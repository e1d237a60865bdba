"""Lighthouse scores of the built site in Debian's Chromium (prints, asserts nothing).

    python benchmarks/lighthouse.py [--runs 3] [--profile mobile|desktop|both] [--no-build]

Issue 13 asks for Lighthouse 13 from the npm registry: LIGHTHOUSE_VERSION is installed
once into .cache/lighthouse/ (it declares Node 22, and runs on the machine's Node 20 all
the same: npm only warns). It audits the built site served on 127.0.0.1, in headless
Chromium with the benchmarks' flags (chromium.py: no host but 127.0.0.1 resolves), with
its mobile profile (its default: a phone's screen, and slow 4G and a 4x slower CPU
simulated from the unthrottled load) and its desktop one (--preset=desktop). Lighthouse
clears the site's storage first, so every run is a first visit. Printed: each run, then
the medians of the performance, accessibility and best-practices scores and of FCP, LCP,
TBT, CLS and Speed Index; from the last run, the LCP element, the longest main-thread
tasks and the audits that kept accessibility or best practices below 100; and any
request the page made off 127.0.0.1 (there should be none).

Targets (issue 13): performance >= 90 desktop and >= 80 mobile, accessibility 100.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from chromium import CHROMIUM, CHROMIUM_ARGS, built_site, profile_options  # beside this script

LIGHTHOUSE_VERSION = "13.5.0"  # the newest 13.x when this was written; exact, so runs compare
CACHE = ROOT / ".cache" / "lighthouse"
PROFILES = {"mobile": [], "desktop": ["--preset=desktop"]}
CATEGORIES = ("performance", "accessibility", "best-practices")
METRICS = (  # (audit, printed name, scale of its numericValue, decimals shown)
    ("first-contentful-paint", "FCP s", 1e-3, 2),
    ("largest-contentful-paint", "LCP s", 1e-3, 2),
    ("total-blocking-time", "TBT ms", 1.0, 0),
    ("cumulative-layout-shift", "CLS", 1.0, 3),
    ("speed-index", "SI s", 1e-3, 2),
)
DECIMALS = {name: decimals for _, name, _, decimals in METRICS}  # the scores: none
NOT_NETWORK = ("data", "blob", "chrome", "chrome-extension")


def lighthouse() -> Path:
    """The pinned Lighthouse's command, installed into CACHE first if need be."""
    installed = CACHE / "node_modules" / "lighthouse" / "package.json"
    if not installed.exists() or json.loads(installed.read_text("utf-8"))["version"] != LIGHTHOUSE_VERSION:
        print(f"installing lighthouse@{LIGHTHOUSE_VERSION} into {CACHE.relative_to(ROOT)}/", flush=True)
        subprocess.run(
            ["npm", "install", "--prefix", str(CACHE), "--save-exact", "--no-audit", "--no-fund",
             "--ignore-scripts", f"lighthouse@{LIGHTHOUSE_VERSION}"],
            check=True, capture_output=True,  # npm's warning that Node 20 is older than declared
        )
    return CACHE / "node_modules" / ".bin" / "lighthouse"


def chrome_flags() -> str:
    """chromium.py's flags in the one string Lighthouse parses, a value with spaces quoted."""
    flags = ["--headless=new", *CHROMIUM_ARGS]
    return " ".join(f'{flag.partition("=")[0]}="{flag.partition("=")[2]}"' if " " in flag else flag
                    for flag in flags)


def audit(command: Path, url: str, preset: list[str], report: Path) -> dict[str, Any]:
    """One Lighthouse run; returns its JSON report."""
    result = subprocess.run(
        [str(command), url, "--quiet", "--output=json", f"--output-path={report}",
         f"--only-categories={','.join(CATEGORIES)}", f"--chrome-flags={chrome_flags()}", *preset],
        env={**os.environ, "CHROME_PATH": CHROMIUM}, capture_output=True, text=True, check=False,
    )
    if result.returncode != 0:
        raise RuntimeError(f"lighthouse failed ({result.returncode}):\n{result.stderr.strip()[-2000:]}")
    data: dict[str, Any] = json.loads(report.read_text("utf-8"))
    if data.get("runtimeError"):
        raise RuntimeError(f"lighthouse: {data['runtimeError']}")
    return data


def figures(report: dict[str, Any]) -> dict[str, float]:
    found = {name: 100 * report["categories"][name]["score"] for name in CATEGORIES}
    for name, label, scale, _ in METRICS:
        found[label] = report["audits"][name]["numericValue"] * scale
    return found


def below_full(report: dict[str, Any], category: str) -> list[str]:
    """The audits that cost the category points."""
    scores = {ref["id"]: report["audits"][ref["id"]]["score"]
              for ref in report["categories"][category]["auditRefs"] if ref["weight"] > 0}
    return [name for name, score in scores.items() if score is not None and score < 1]


def diagnosis(report: dict[str, Any]) -> str:
    """What the performance score hangs on: the LCP element, and the longest main-thread
    tasks by script (durations as Lighthouse counts them, throttling included)."""
    audits = report["audits"]
    element = next((item["selector"] for item in audits["lcp-breakdown-insight"]["details"]["items"]
                    if item.get("type") == "node"), "?")
    tasks = sorted(audits["long-tasks"]["details"]["items"], key=lambda task: -task["duration"])[:3]
    longest = ", ".join(f"{task['url'].rsplit('/', 1)[-1] or '/'} {task['duration']:.0f} ms" for task in tasks)
    return f"LCP element {element}; longest tasks: {longest or 'none'}"


def off_site(report: dict[str, Any]) -> list[str]:
    """Requests the page made to anything but 127.0.0.1."""
    requests = report["audits"]["network-requests"]["details"]["items"]
    return [item["url"] for item in requests
            if urlsplit(item["url"]).scheme not in NOT_NETWORK and urlsplit(item["url"]).hostname != "127.0.0.1"]


def main() -> int:
    args = profile_options(__doc__, list(PROFILES))
    command = lighthouse()
    results: dict[str, list[dict[str, float]]] = {profile: [] for profile in args.profiles}
    short: list[str] = []  # what cost points, in the last run
    leaks: list[str] = []
    with tempfile.TemporaryDirectory() as reports, built_site(args.no_build) as site:
        for run in range(1, args.runs + 1):
            for profile in args.profiles:
                report = audit(command, site.url, PROFILES[profile], Path(reports) / f"{profile}-{run}.json")
                results[profile].append(figures(report))
                print(f"run {run} {profile}: " + ", ".join(f"{name} {value:.{DECIMALS.get(name, 0)}f}"
                                                          for name, value in results[profile][-1].items()), flush=True)
                if run == args.runs:
                    short.append(f"{profile}: {diagnosis(report)}")
                    short += [f"{profile} {category} below 100: {', '.join(ids)}"
                              for category in CATEGORIES[1:] if (ids := below_full(report, category))]
                leaks += [f"{profile} run {run}: request off 127.0.0.1: {url}" for url in off_site(report)]
    names = list(next(iter(results.values()))[0])
    print(f"\nLighthouse {LIGHTHOUSE_VERSION}, medians over {args.runs} runs")
    print(f"  {'':9}" + "".join(f"{name:>15}" for name in names))
    for profile, runs in results.items():
        print(f"  {profile:9}" + "".join(f"{statistics.median(run[name] for run in runs):15.{DECIMALS.get(name, 0)}f}"
                                        for name in names))
    print("targets: performance >= 90 desktop, >= 80 mobile; accessibility 100")
    for note in [*short, *(leaks or ["no request left 127.0.0.1"])]:
        print(note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
