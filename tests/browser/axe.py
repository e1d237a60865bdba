"""axe-core, the accessibility checker, run on the page as it stands (tests only).

Pinned and integrity-checked from the npm registry like the page's runtime (build.py's
fetch_package caches the tarball in .cache/npm/), then evaluated in the page through the
DevTools protocol, which the page's Content-Security-Policy does not govern.
"""

from __future__ import annotations

import tarfile
from functools import cache
from typing import Any

from playwright.sync_api import Page

import build

AXE = build.NpmPackage(
    name="axe-core",
    version="4.14.1",
    integrity="sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==",
    files="axe.min.js".__eq__,
    dest="",  # never copied into dist/: the tests read it from the tarball
)
# WCAG 2.2 A and AA, and axe's own best practices (target size among them).
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]


@cache
def axe_source() -> str:
    with tarfile.open(build.fetch_package(AXE), "r:gz") as archive:
        member = archive.extractfile("package/axe.min.js")
        assert member is not None
        return member.read().decode("utf-8")


def violations(page: Page) -> list[dict[str, Any]]:
    """axe's violations on the page as it stands: rule, impact and the elements, each
    item readable in a failing assertion."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(axe_source())
    found = page.evaluate("(tags) => axe.run(document, {runOnly: {type: 'tag', values: tags}})"
                          ".then((result) => result.violations.map((v) => ({id: v.id, impact: v.impact,"
                          " help: v.help, nodes: v.nodes.slice(0, 6).map((n) => n.target.join(' '))})))", TAGS)
    return list(found)
