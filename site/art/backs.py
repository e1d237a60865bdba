"""Card backs: each style its own pattern, symmetric so a turned card looks the same."""

from __future__ import annotations

from typing import NamedTuple

from .styles import Pattern, Style
from .suits import star
from .svg import CENTER_X, CENTER_Y, HEIGHT, WIDTH, circle, el, ellipse, group, path, rect


class Back(NamedTuple):
    tile_size: float  # the pattern repeats every tile_size units
    tile: str
    medallion: str


def _lattice(style: Style) -> Back:
    """Napoletane: red and blue diagonal lattice on cream."""
    ink = style.ink
    tile = (
        rect(0, 0, 16, 16, fill=style.face)
        + path("M0 0L16 16M16 0L0 16", stroke=ink.red, stroke_width=2.6)
        + path("M8 0L16 8L8 16L0 8Z", fill="none", stroke=ink.blue, stroke_width=1.4)
        + circle(8, 8, 1.8, fill=ink.blue)
    )
    medallion = group(
        ellipse(CENTER_X, CENTER_Y, 44, 60, fill=style.face, stroke=ink.red, stroke_width=4),
        ellipse(CENTER_X, CENTER_Y, 36, 52, fill="none", stroke=ink.blue, stroke_width=2),
        path(star(8, 30, 12), fill=ink.red, stroke=ink.blue, stroke_width=1.5,
             transform=f"translate({CENTER_X} {CENTER_Y})"),
        circle(CENTER_X, CENTER_Y, 8, fill=ink.gold, stroke=ink.blue, stroke_width=1.5),
    )
    return Back(16, tile, medallion)


def _checks(style: Style) -> Back:
    """Piacentine: green field with gold lozenges and white dots, a red-edged diamond medallion."""
    ink = style.ink
    tile = (
        rect(0, 0, 20, 20, fill=ink.green)
        + path("M10 2L18 10L10 18L2 10Z", fill=ink.gold, stroke="#1b5a2b", stroke_width=1)
        + circle(10, 10, 2.5, fill=ink.red)
        + group(*(circle(x, y, 2) for x in (0, 20) for y in (0, 20)), fill="#ffffff")
    )
    medallion = group(
        rect(CENTER_X - 40, CENTER_Y - 40, 80, 80, rx=8, fill="#ffffff", stroke=ink.red, stroke_width=4,
             transform=f"rotate(45 {CENTER_X} {CENTER_Y})"),
        path(star(12, 34, 20), fill=ink.gold, stroke=ink.red, stroke_width=1.5,
             transform=f"translate({CENTER_X} {CENTER_Y})"),
        circle(CENTER_X, CENTER_Y, 10, fill=ink.green, stroke=ink.red, stroke_width=1.5),
    )
    return Back(20, tile, medallion)


def _diamonds(style: Style) -> Back:
    """Francesi: navy field with a fine white diamond net."""
    ink = style.ink
    tile = rect(0, 0, 12, 12, fill=ink.blue) + path(
        "M6 0L12 6L6 12L0 6Z", fill="none", stroke="#ffffff", stroke_width=1.1
    )
    medallion = group(
        ellipse(CENTER_X, CENTER_Y, 40, 56, fill=ink.blue, stroke="#ffffff", stroke_width=4),
        path(star(4, 30, 9), fill="#ffffff", transform=f"translate({CENTER_X} {CENTER_Y})"),
        circle(CENTER_X, CENTER_Y, 6, fill=ink.red),
    )
    return Back(12, tile, medallion)


_BACKS = {Pattern.NAPOLETANE: _lattice, Pattern.PIACENTINE: _checks, Pattern.FRANCESI: _diamonds}


def back(style: Style) -> tuple[str, str]:
    """(defs, body) of the back; the face frame and border come from the card itself."""
    design = _BACKS[style.pattern](style)
    pattern_id = f"{style.prefix}bk"
    tile = el("pattern", design.tile, id=pattern_id, width=design.tile_size, height=design.tile_size,
              patternUnits="userSpaceOnUse")
    inset = 12
    field = rect(inset, inset, WIDTH - 2 * inset, HEIGHT - 2 * inset, rx=6, fill=f"url(#{pattern_id})",
                 stroke=style.ink.line, stroke_width=1.5)
    return tile, field + design.medallion
