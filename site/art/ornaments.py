"""Small decorations shared by aces and court figures: crowns, leaves, wreaths."""

from __future__ import annotations

import math

from .styles import Pattern, Style
from .svg import circle, group, num, path, place


def crown(style: Style, x: float, y: float, width: float) -> str:
    """A crown whose band sits on (x, y), `width` wide; the pattern picks its shape."""
    k = width / 36
    ink = style.ink
    if style.pattern is Pattern.PIACENTINE:
        points = path("M-18 0L-20-22L-10-10L0-28L10-10L20-22L18 0Z", fill=ink.gold)
        jewels = group(circle(-20, -24, 3.2), circle(0, -30, 3.2), circle(20, -24, 3.2), fill=ink.red)
    else:
        points = path("M-18 0L-19-20L-9-9L0-24L9-9L19-20L18 0Z", fill=ink.gold)
        jewels = group(circle(-19, -21, 2.6), circle(0, -25, 2.6), circle(19, -21, 2.6), fill=ink.gold)
    band = path("M-18 0V-6H18V0Z", fill=ink.gold_dark)
    gems = group(circle(-9, -3, 2), circle(9, -3, 2), fill=ink.red, stroke="none")
    return group(points, jewels, band, gems, transform=place(x, y, k))


def leaf(x: float, y: float, size: float, angle: float, fill: str) -> str:
    """A pointed leaf with its stalk at (x, y), pointing along `angle` degrees."""
    return path(
        f"M0 0C{num(size * 0.3)}-{num(size * 0.4)} {num(size * 0.75)}-{num(size * 0.35)} {num(size)} 0"
        f"C{num(size * 0.75)} {num(size * 0.35)} {num(size * 0.3)} {num(size * 0.4)} 0 0Z",
        fill=fill,
        transform=place(x, y, 1, angle),
    )


def wreath(style: Style, cx: float, cy: float, radius: float) -> str:
    """Two laurel branches rising from a bow under (cx, cy), open at the top."""
    ink = style.ink
    left = []
    for step in range(9):
        angle = math.radians(100 + step * 17)  # from the bottom up the left side
        x = cx + radius * math.cos(angle)
        y = cy + radius * math.sin(angle)
        tangent = math.degrees(angle) + 90
        left.append(leaf(x, y, 16, tangent + 150, ink.green))
        left.append(leaf(x, y, 16, tangent + 210, ink.green))
    arc_end = math.radians(100 + 8 * 17)
    stem = path(
        f"M{num(cx)} {num(cy + radius)}A{num(radius)} {num(radius)} 0 0 1"
        f" {num(cx + radius * math.cos(arc_end))} {num(cy + radius * math.sin(arc_end))}",
        fill="none", stroke=ink.wood, stroke_width=3,
    )
    branch = group(stem, *left)
    bow = path(f"M{num(cx)} {num(cy + radius)}l-12-8v16zl12-8v16z", fill=ink.red)
    return group(branch, group(branch, transform=f"matrix(-1 0 0 1 {num(2 * cx)} 0)"), bow,
                 stroke=ink.line, stroke_width=1)
