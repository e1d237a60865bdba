"""Suit symbols as vector shapes, each drawn in a box from -50 to 50.

Two drawings per suit: the *pip*, detailed, for the card body and the figures'
hands, and the *glyph*, a bold silhouette for the corner index that stays
recognisable when the whole card is 60 px wide. French suits use one shape
for both.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from .ornaments import leaf
from .styles import Pattern, Style
from .svg import circle, ellipse, group, num, path, rect


LONG_SUITS = ("B", "S")


def is_long(style: Style, suit: str) -> bool:
    """Clubs and swords are tall, narrow symbols on Italian cards; everything else is round."""
    return not style.french and suit in LONG_SUITS


def pip_id(style: Style, suit: str) -> str:
    return f"{style.prefix}p{suit}"


def glyph_id(style: Style, suit: str) -> str:
    if style.french:
        return pip_id(style, suit)
    return f"{style.prefix}g{suit}"


def suit_defs(style: Style, suit: str) -> str:
    """The <defs> entries every card of `suit` needs."""
    if style.french:
        return group(_FRENCH[suit](), id=pip_id(style, suit), fill=style.index_ink[suit])
    pip = group(_ITALIAN_PIPS[suit](style), id=pip_id(style, suit), stroke=style.ink.line,
                stroke_width=2, stroke_linejoin="round")
    glyph = group(_ITALIAN_GLYPHS[suit](style), id=glyph_id(style, suit),
                  stroke=style.index_ink[suit], stroke_width=7, stroke_linejoin="round")
    return pip + glyph


def star(points: int, outer: float, inner: float, turn: float = 0) -> str:
    """Path data of a star centred on the origin, first point straight up."""
    coords = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / points + math.radians(turn) - math.pi / 2
        coords.append(f"{num(radius * math.cos(angle))} {num(radius * math.sin(angle))}")
    return "M" + "L".join(coords) + "Z"


# --- Italian pips -------------------------------------------------------------

def _denari(style: Style) -> str:
    ink = style.ink
    coin = circle(0, 0, 47, fill=ink.gold, stroke_width=3)
    if style.pattern is Pattern.NAPOLETANE:  # Napoletane: dotted rim and a red rosette
        return coin + group(
            circle(0, 0, 40, fill="none", stroke=ink.gold_dark, stroke_width=5, stroke_dasharray="2 5.4"),
            circle(0, 0, 33, fill="none", stroke_width=1.5),
            path(star(8, 28, 12), fill=ink.red, stroke_width=1.5),
            circle(0, 0, 7, fill=ink.gold, stroke_width=1.5),
        )
    # Piacentine: a gold sun on a green field
    return coin + group(
        circle(0, 0, 34, fill=ink.green, stroke_width=2),
        path(star(12, 31, 17), fill=ink.gold, stroke_width=1.5),
        circle(0, 0, 9, fill=ink.red, stroke_width=1.5),
    )


def _coppe(style: Style) -> str:
    ink = style.ink
    foot = path("M-6 24C-6 34-24 38-26 47H26C24 38 6 34 6 24Z", fill=ink.gold)
    if style.pattern is Pattern.NAPOLETANE:  # Napoletane: open gold chalice with a red band
        return (
            foot
            + rect(-5, 4, 10, 22, fill=ink.gold)
            + ellipse(0, 14, 11, 6, fill=ink.gold_dark)
            + path("M-36-38H36C36-12 18 4 0 5C-18 4-36-12-36-38Z", fill=ink.gold)
            + path("M-35-28H35L32-17H-32Z", fill=ink.red)
            + ellipse(0, -38, 36, 7, fill=ink.gold_dark)
        )
    # Piacentine: red covered cup with a gold lid and knob
    return (
        foot
        + rect(-4, 6, 8, 20, fill=ink.gold)
        + ellipse(0, 16, 10, 5, fill=ink.red)
        + path("M-38-26C-38 2-18 9 0 9C18 9 38 2 38-26Z", fill=ink.red)
        + path("M-31-26C-31-42 31-42 31-26Z", fill=ink.gold)
        + circle(0, -43, 6, fill=ink.gold)
        + path("M-38-26H38", stroke_width=3)
        + group(circle(-17, -10, 4), circle(0, -6, 4), circle(17, -10, 4), fill=ink.gold, stroke_width=1)
    )


def _bastoni(style: Style) -> str:
    ink = style.ink
    if style.pattern is Pattern.NAPOLETANE:  # Napoletane: gnarled wooden club sprouting leaves
        return (
            leaf(4, -44, 20, -40, ink.green)
            + leaf(-12, -20, 16, 200, ink.green)
            + path("M-5 48C-7 24-9 0-13-22C-16-38-11-50 0-50C11-50 16-40 13-24C10 0 7 24 5 48Z", fill=ink.wood)
            + group(
                path("M-12-4l-8-5 2-5 8 4z"),
                path("M10-30l8-6 3 5-8 6z"),
                path("M8 14l7-3 2 5-7 3z"),
                fill=ink.wood,
                stroke_width=1.5,
            )
            + path("M-4-38q4 3 0 7M3-10q-3 3 0 7M-3 20q3 3 0 6", fill="none", stroke_width=1.5)
            + rect(-6.5, 34, 13, 6, fill=ink.red, stroke_width=1.5)
        )
    # Piacentine: straight turned baton, ochre with green bands
    return (
        path("M-6 48L-12-38C-12-50 12-50 12-38L6 48Z", fill=ink.wood)
        + group(
            path("M-11-26H11L10.5-18H-10.5Z"),
            path("M-9 10H9L8.6 16H-8.6Z"),
            fill=ink.green,
            stroke_width=1.5,
        )
        + path("M-7 40H7", stroke_width=2)
    )


def _spade(style: Style) -> str:
    ink = style.ink
    if style.pattern is Pattern.NAPOLETANE:  # Napoletane: straight steel blade, gold hilt
        return (
            path("M0-50L6-40V22H-6V-40Z", fill=ink.steel)
            + path("M0-38V18", stroke=ink.blue, stroke_width=1.5)
            + path("M-20 21Q-23 25.5-20 30H20Q23 25.5 20 21Z", fill=ink.gold)
            + rect(-4, 30, 8, 12, fill=ink.red)
            + circle(0, 46, 5, fill=ink.gold)
        )
    # Piacentine: long curved blue blade with a scrolled guard
    return (
        path("M-5 19C-9-6-4-32 14-53C10-28 10-4 5 19Z", fill=ink.steel)
        + path("M-16 19C-23 19-23 12-18 11M16 19C23 19 23 12 18 11", fill="none", stroke=ink.gold, stroke_width=4)
        + rect(-18, 17, 36, 7, rx=3, fill=ink.gold)
        + rect(-3.5, 24, 7, 16, fill=ink.red)
        + circle(0, 44, 5, fill=ink.gold)
    )


_ITALIAN_PIPS: dict[str, Callable[[Style], str]] = {"D": _denari, "C": _coppe, "B": _bastoni, "S": _spade}


# --- Italian index glyphs: bold silhouettes, outlined in the index colour -----

def _glyph_denari(style: Style) -> str:
    return circle(0, 0, 40, fill=style.ink.gold) + circle(0, 0, 12, fill=style.index_ink["D"], stroke="none")


def _glyph_coppe(style: Style) -> str:
    return path(
        "M-44-42H44C44-4 20 10 6 12V28C6 34 20 38 22 46H-22C-20 38-6 34-6 28V12C-20 10-44-4-44-42Z",
        fill=style.ink.red,
    )


def _glyph_bastoni(style: Style) -> str:
    return path("M-9 48L-19-32C-19-52 19-52 19-32L9 48Z", fill=style.ink.green, transform="rotate(-30)")


def _glyph_spade(style: Style) -> str:
    return path(
        "M0-54L9-40V14H26V26H6V38A9 9 0 1 1-6 38V26H-26V14H-9V-40Z",
        fill=style.ink.steel,
        transform="rotate(30)",
    )


_ITALIAN_GLYPHS: dict[str, Callable[[Style], str]] = {
    "D": _glyph_denari,
    "C": _glyph_coppe,
    "B": _glyph_bastoni,
    "S": _glyph_spade,
}


# --- French suits: one silhouette each, filled with the suit colour -----------

_FRENCH: dict[str, Callable[[], str]] = {
    "D": lambda: path("M0-50Q17-22 38 0Q17 22 0 50Q-17 22-38 0Q-17-22 0-50Z"),
    "C": lambda: path(
        "M0 46C-20 26-48 8-48-16C-48-34-34-46-20-46C-10-46-3-40 0-32"
        "C3-40 10-46 20-46C34-46 48-34 48-16C48 8 20 26 0 46Z"
    ),
    "B": lambda: (
        circle(0, -24, 21) + circle(-23, 9, 21) + circle(23, 9, 21) + circle(0, 2, 12)
        + path("M-4 6Q-4 32-18 48H18Q4 32 4 6Z")
    ),
    "S": lambda: path(
        "M0-48C-10-30-48-10-48 12C-48 28-36 38-22 38C-12 38-6 34-3 30C-4 38-10 44-16 48H16"
        "C10 44 4 38 3 30C6 34 12 38 22 38C36 38 48 28 48 12C48-10 10-30 0-48Z"
    ),
}
