"""The project's own card art: three deck styles drawn as standalone SVG.

build.py calls `render_deck(style)` and writes each document to
dist/cards/<style>/<key>.svg.
"""

from __future__ import annotations

from .card import card_back, face, parse_code
from .styles import BY_NAME, RANKS, SUITS, Style

STYLES: tuple[str, ...] = ("napoletane", "piacentine", "francesi")
CODES: tuple[str, ...] = tuple(f"{rank}{suit}" for suit in SUITS for rank in RANKS)

__all__ = ["CODES", "STYLES", "corner_label", "render_card", "render_deck"]


def _style(name: str) -> Style:
    try:
        return BY_NAME[name]
    except KeyError:
        raise ValueError(f"unknown deck style {name!r}: expected one of {', '.join(STYLES)}") from None


def render_card(style: str, key: str) -> str:
    """One SVG document: a card code such as '1D' or '10S', or 'back'."""
    chosen = _style(style)
    return card_back(chosen) if key == "back" else face(chosen, key)


def render_deck(style: str) -> dict[str, str]:
    """All 40 faces keyed by card code, plus 'back'."""
    return {key: render_card(style, key) for key in (*CODES, "back")}


def corner_label(style: str, code: str) -> str:
    """What the corner index shows for `code`: '1'..'10' on Italian cards, 'A'..'K' on French."""
    rank, _ = parse_code(code)
    return _style(style).rank_labels[rank]
