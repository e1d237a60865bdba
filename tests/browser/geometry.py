"""Where things are on screen: their boxes, and whether two cover each other."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

Box = dict[str, Any]  # x, y, width, height in CSS pixels, and "what" the thing is (for messages)
# How many lines an element's words take on screen.
TEXT_LINES = """(element) => { const range = document.createRange(); range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size; }"""


def boxes(page: Page, selector: str) -> list[Box]:
    """The boxes of every element the selector matches, each named by its card (a face
    down one: "back"), zone or class, and the zone it lies in."""
    return page.eval_on_selector_all(
        selector,
        "els => els.map((e) => { const r = e.getBoundingClientRect();"
        " return {x: r.x, y: r.y, width: r.width, height: r.height,"
        " what: (e.dataset.card || (e.classList.contains('card') ? 'back' : e.dataset.zone || e.className))"
        " + ' in ' + (e.parentElement.dataset.zone || '')}; })",
    )


def overlap(a: Box, b: Box) -> bool:
    """Whether the two boxes cover each other by more than half a pixel each way."""
    return (a["x"] < b["x"] + b["width"] - 0.5 and b["x"] < a["x"] + a["width"] - 0.5
            and a["y"] < b["y"] + b["height"] - 0.5 and b["y"] < a["y"] + a["height"] - 0.5)
