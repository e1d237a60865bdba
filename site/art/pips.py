"""Where the suit symbols go on the number cards (2-7) and the ace.

Round symbols (coins, cups, all French suits) follow the familiar columns of
playing cards; the long Italian symbols (clubs, swords) stand upright side by
side, as tall as the card allows. Positions are in card units (200 x 320) and
stay clear of the corner indexes.
"""

from __future__ import annotations

from typing import NamedTuple

from .ornaments import crown, wreath
from .styles import Pattern, Style
from .suits import is_long, pip_id, star
from .svg import CENTER_X, CENTER_Y, circle, path, use


class Spot(NamedTuple):
    x: float
    y: float


L, C, R = 72.0, 100.0, 128.0
TOP, MID, BOTTOM = 104.0, 160.0, 216.0  # the top-left pip sits below the index, not beside it

ROUND: dict[int, tuple[float, tuple[Spot, ...]]] = {
    2: (0.5, (Spot(C, 98), Spot(C, 222))),
    3: (0.46, (Spot(C, 80), Spot(C, MID), Spot(C, 240))),
    4: (0.44, (Spot(L, TOP), Spot(R, TOP), Spot(L, BOTTOM), Spot(R, BOTTOM))),
    5: (0.44, (Spot(L, TOP), Spot(R, TOP), Spot(C, MID), Spot(L, BOTTOM), Spot(R, BOTTOM))),
    6: (0.42, tuple(Spot(x, y) for y in (TOP, MID, BOTTOM) for x in (L, R))),
    # Seven spreads its rows a little so the odd pip fits between the first two.
    7: (0.38, tuple(Spot(x, y) for y in (96, MID, 224) for x in (L, R)) + (Spot(C, 128),)),
}

_TRIO = (64.0, 100.0, 136.0)
_PAIR = (78.0, 122.0)
LONG: dict[int, tuple[float, tuple[Spot, ...]]] = {
    2: (1.3, (Spot(72, MID), Spot(128, MID))),
    3: (1.1, (Spot(60, MID), Spot(C, MID), Spot(140, MID))),
    4: (0.95, tuple(Spot(x, y) for y in (100, 220) for x in _PAIR)),
    5: (0.75, (Spot(_TRIO[0], 82), Spot(_TRIO[2], 82), Spot(C, MID), Spot(_TRIO[0], 238), Spot(_TRIO[2], 238))),
    6: (0.8, tuple(Spot(x, y) for y in (100, 220) for x in _TRIO)),
    7: (0.75, tuple(Spot(x, y) for y in (82, 238) for x in _TRIO) + (Spot(C, MID),)),
}


def number_pips(style: Style, rank: int, suit: str) -> str:
    """The symbols of a 2..7; French pips below the middle are upside down, as printed."""
    scale, spots = (LONG if is_long(style, suit) else ROUND)[rank]
    ref = pip_id(style, suit)
    return "".join(
        use(ref, x, y, scale, 180 if style.french and y > CENTER_Y else 0) for x, y in spots
    )


def ace(style: Style, suit: str) -> str:
    """One large ornate symbol; the Asso di denari gets a crowned sunburst of its own."""
    ref = pip_id(style, suit)
    ink = style.ink
    if style.french:
        ring = circle(CENTER_X, CENTER_Y, 58, fill="none", stroke=ink.line, stroke_width=1.5,
                      stroke_dasharray="3 4") if suit == "S" else ""
        return ring + use(ref, CENTER_X, CENTER_Y, 0.95 if suit == "S" else 0.8)
    if suit == "D":
        rays = ink.red if style.pattern is Pattern.NAPOLETANE else ink.green
        return (
            path(star(24, 84, 58), fill=rays, stroke=ink.line, stroke_width=1.5,
                 transform=f"translate({CENTER_X} {CENTER_Y})")
            + use(ref, CENTER_X, CENTER_Y, 1.25)
            + crown(style, CENTER_X, 88, 56)
        )
    scale = {"C": 1.1, "B": 2.1, "S": 2.3}[suit]
    return wreath(style, CENTER_X, CENTER_Y, 64) + use(ref, CENTER_X, CENTER_Y - 4, scale)
