"""Court figures: Fante, Cavallo and Re standing full length on Italian cards,
Jack, Queen and King as mirrored busts on French cards.

A figure is put together from a few parts (head, headwear, garment, limbs,
the suit symbol in a hand) so the three ranks and the three styles share one
set of drawing functions; clothes take the colours of the suit, shapes follow
the style's regional pattern.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .ornaments import crown, leaf
from .styles import Clothes, Pattern, Style
from .suits import is_long, pip_id, star
from .svg import CENTER_X, CENTER_Y, circle, ellipse, group, num, path, place, rect, use

FANTE, CAVALLO, RE = 8, 9, 10
JACK, QUEEN, KING = FANTE, CAVALLO, RE  # the French court on the same ranks

# Where a hand closes on each suit symbol, in the symbol's own units (y below its centre).
GRIP = {"D": 40.0, "C": 20.0, "B": 38.0, "S": 36.0}


def limb(style: Style, d: str, colour: str, width: float) -> str:
    """An arm or leg: a thick round-capped stroke with an outline around it."""
    common = {"fill": "none", "stroke_linecap": "round", "stroke_linejoin": "round"}
    return path(d, stroke=style.ink.line, stroke_width=width + 2 * style.line_width, **common) + path(
        d, stroke=colour, stroke_width=width, **common
    )


@dataclass(frozen=True)
class Pose:
    """An arm holding the suit symbol: the sleeve's path, the hand, the symbol's size and tilt."""

    arm: str
    hand: tuple[float, float]
    scale: float
    tilt: float = 0


def holding_arm(style: Style, suit: str, sleeve: str, width: float, poses: tuple[Pose, Pose]) -> str:
    """The arm that carries the suit symbol; long symbols (clubs, swords) are held upright.

    `poses` is (pose for a long symbol, pose for a round one)."""
    pose = poses[0] if is_long(style, suit) else poses[1]
    grip = GRIP[suit] * pose.scale
    angle = math.radians(pose.tilt)
    x = pose.hand[0] + grip * math.sin(angle)
    y = pose.hand[1] - grip * math.cos(angle)
    return (
        limb(style, pose.arm, sleeve, width)
        + use(pip_id(style, suit), x, y, pose.scale, pose.tilt)
        + circle(pose.hand[0], pose.hand[1], 6, fill=style.skin)
    )


HEAD_R = 17  # heads, hair and beards are drawn for this radius at the origin, then placed and scaled


def _at(x: float, y: float, r: float, *shapes: str) -> str:
    return group(*shapes, transform=place(x, y, r / HEAD_R))


def face(style: Style, x: float, y: float, r: float) -> str:
    """Head with eyes, nose and mouth."""
    return _at(
        x, y, r,
        circle(0, 0, HEAD_R, fill=style.skin),
        group(circle(-6, -1, 1.8), circle(6, -1, 1.8), fill=style.ink.line, stroke="none"),
        path("M0 1l-2 6h3M-4 10q4 2.5 8 0", fill="none", stroke_width=1.2),
    )


def head(style: Style, x: float, y: float, r: float, *, with_hair: bool = True) -> str:
    """Neck, short hair and face of a head centred on (x, y)."""
    neck = rect(x - r * 0.36, y + r * 0.7, r * 0.72, r * 0.85, fill=style.skin)
    return neck + (hair(style, x, y, r, long=False) if with_hair else "") + face(style, x, y, r)


def hair(style: Style, x: float, y: float, r: float, long: bool) -> str:
    """Hair framing the head of radius r at (x, y): a page's bob, or locks to the shoulders."""
    return _at(x, y, r, path("M-20 41C-25-27 25-27 20 41Z" if long else "M-20 19C-25-27 25-27 20 19Z",
                             fill=style.hair))


def beard(style: Style, x: float, y: float, r: float) -> str:
    """A full beard on the head of radius r at (x, y), leaving the mouth line free."""
    return _at(x, y, r, path("M-16 6C-16 34 16 34 16 6C8 15-8 15-16 6Z", fill=style.hair))


def youth_hat(style: Style, clothes: Clothes, x: float, y: float) -> str:
    """A page's hat: a plumed beret, or the tall peaked cap of the Piacentine pattern."""
    if style.pattern is Pattern.PIACENTINE:
        shapes = path("M-19 4C-16-20 0-30 18-32C14-18 18-6 19 4Z", fill=clothes.accent) + path(
            "M-20-2h40v7h-40z", fill=clothes.trim)
    else:
        shapes = path("M10-2c10-16 22-22 30-24c-4 10-12 20-24 28z", fill="#ffffff") + ellipse(
            0, 0, 23, 8, fill=clothes.accent)
    return group(shapes, transform=place(x, y))


def ermine(style: Style, d: str) -> str:
    """White fur with black tails, the royal trim."""
    return path(d, fill="#ffffff") + path(d, fill="none", stroke=style.ink.line, stroke_width=2.2,
                                          stroke_dasharray="0 7", stroke_linecap="round")


# --- Italian full-length figures ----------------------------------------------

# Each figure's (long symbol, round symbol) ways of holding the suit in its right hand.
_FANTE_HOLDS = (
    Pose("M120 108L136 136L146 118", (146, 116), 0.95, 8),
    Pose("M120 108L136 138L150 140", (150, 140), 0.45),
)
_RE_HOLDS = (
    Pose("M120 108L136 140L146 128", (146, 126), 1.0),
    Pose("M120 108L134 140L150 140", (150, 140), 0.48),
)
_CAVALLO_HOLDS = (
    Pose("M126 134L144 138L154 116", (154, 114), 0.85, 16),
    Pose("M126 134L146 132L156 112", (156, 110), 0.42),
)


def _fante(style: Style, suit: str) -> str:
    c = style.clothes[suit]
    return (
        limb(style, "M90 200V276", c.trim, 13)
        + limb(style, "M110 200V276", c.accent, 13)
        + group(ellipse(86, 283, 11, 5), ellipse(114, 283, 11, 5), fill=style.ink.line)
        + limb(style, "M80 108L66 146L84 166", c.main, 12)
        + path("M80 100Q100 92 120 100L126 150L138 210Q100 220 62 210L74 150Z", fill=c.main)
        + path("M64 200Q100 210 136 200L138 210Q100 220 62 210Z", fill=c.trim)
        + path("M75 146H125L126 155H74Z", fill=c.accent)
        + path("M100 102V146", fill="none", stroke=c.trim, stroke_width=4)
        + circle(86, 166, 6, fill=style.skin)
        + head(style, 100, 74, 17)
        + youth_hat(style, c, 100, 58)
        + holding_arm(style, suit, c.main, 12, _FANTE_HOLDS)
    )


def _re(style: Style, suit: str) -> str:
    c = style.clothes[suit]
    return (
        path("M80 100C62 150 56 230 56 288Q100 298 144 288C144 230 138 150 120 100Z", fill=c.accent)
        + path("M82 100Q100 94 118 100L128 160L134 286Q100 294 66 286L72 160Z", fill=c.main)
        + ermine(style, "M66 278Q100 286 134 278L134 286Q100 294 66 286Z")
        + path("M70 160H130L131 169H69Z", fill=c.trim)
        + path("M100 104V160M100 169V282", fill="none", stroke=c.trim, stroke_width=5)
        + limb(style, "M80 108L68 150L92 160", c.main, 13)
        + circle(94, 160, 6, fill=style.skin)
        + ermine(style, "M78 100Q100 116 122 100L124 110Q100 128 76 110Z")
        + head(style, 100, 72, 17)
        + beard(style, 100, 72, 17)
        + crown(style, 100, 60, 38)
        + holding_arm(style, suit, c.main, 13, _RE_HOLDS)
    )


def _rider_hat(style: Style, clothes: Clothes, x: float, y: float) -> str:
    """The knight's helmet with a plume (Napoletane) or a wide feathered hat (Piacentine)."""
    if style.pattern is Pattern.NAPOLETANE:
        shapes = path("M-17 8C-18-16 18-16 17 8Z", fill=style.ink.steel) + path(
            "M0-10c-4-14 8-24 22-22c-8 4-14 12-14 24z", fill=clothes.trim)
    else:
        shapes = (
            ellipse(0, 4, 26, 6, fill=clothes.accent)
            + path("M-14 3C-14-16 14-16 14 3Z", fill=clothes.accent)
            + path("M8-6c6-12 18-16 26-14c-8 4-14 10-20 18z", fill=clothes.trim)
        )
    return group(shapes, transform=place(x, y))


def _cavallo(style: Style, suit: str) -> str:
    c = style.clothes[suit]
    horse = style.horse
    legs = "".join(limb(style, d, horse, 11) for d in (
        "M134 212L142 246L136 276", "M72 214L60 244L56 274", "M148 206L152 246L148 276", "M62 206L68 244L70 276"))
    hooves = group(*(rect(x - 7, 274, 14, 8) for x in (136, 56, 148, 70)), fill=style.ink.line)
    return (
        path("M154 184C170 188 172 204 164 218C160 206 156 202 146 200Z", fill=style.hair)
        + legs
        + hooves
        + path("M74 114C88 136 100 158 112 172L72 210C54 198 48 176 54 148Z", fill=horse)
        + path("M72 110C86 136 98 156 112 172L104 178C90 162 78 140 72 110Z", fill=style.hair)
        + ellipse(104, 194, 54, 28, fill=horse)
        + path("M62 112C50 116 34 138 22 158C16 170 20 178 30 178C38 178 44 172 52 166C62 158 70 148 78 134Z",
               fill=horse)
        + path("M64 114L66 98L74 114Z", fill=horse)
        + circle(50, 136, 2.6, fill=style.ink.line, stroke="none")
        + circle(26, 168, 1.8, fill=style.ink.line, stroke="none")
        + path("M94 168H136L140 206Q116 214 90 206Z", fill=c.main)
        + path("M90 198Q116 206 140 198L140 206Q116 214 90 206Z", fill=c.trim)
        + limb(style, "M114 178L108 208L112 232", c.trim, 12)
        + ellipse(116, 234, 10, 5, fill=style.ink.line)
        + path("M100 128Q114 121 128 128L130 178H98Z", fill=c.main)
        + path("M98 168H130V178H98Z", fill=c.accent)
        + path("M40 170L86 150", fill="none", stroke=style.ink.line, stroke_width=1.6)
        + limb(style, "M102 136L92 156L88 152", c.main, 11)
        + circle(87, 152, 5.5, fill=style.skin)
        + head(style, 114, 102, 14)
        + _rider_hat(style, c, 114, 89)
        + holding_arm(style, suit, c.main, 11, _CAVALLO_HOLDS)
    )


# --- French busts -------------------------------------------------------------

# The court frame leaves the two corner indexes outside it; symmetric under a half turn.
FRENCH_FRAME = "M56 22H170V226H144V298H30V94H56Z"


def _attribute(style: Style, rank: int, c: Clothes) -> str:
    """What the bust holds at its side: the Jack's halberd, the Queen's flower, the King's sceptre."""
    ink = style.ink
    if rank == JACK:
        return path("M150 156V44", fill="none", stroke=ink.wood, stroke_width=4) + path(
            "M150 30l-5 14h10zM150 46c12 0 14 10 14 16c-6-3-11-3-14 0zM150 46c-8 2-10 8-10 12c4-2 7-2 10 0z",
            fill=ink.steel)
    if rank == QUEEN:
        petals = "".join(leaf(150, 62, 12, a, c.trim) for a in range(-90, 270, 72))
        return path("M150 150V66", fill="none", stroke=ink.green, stroke_width=3) + leaf(150, 104, 16, 220, ink.green) \
            + petals + circle(150, 62, 4, fill=ink.gold)
    return path("M150 156V46", fill="none", stroke=ink.gold_dark, stroke_width=6) + path(
        star(6, 11, 5), fill=ink.gold, transform="translate(150 40)")


def _jewels(style: Style) -> str:
    """The Queen's pearl necklace and red lips."""
    return path("M80 110Q100 132 120 110", fill="none", stroke="#ffffff", stroke_width=5,
                stroke_dasharray="0.1 6", stroke_linecap="round") + ellipse(100, 91.5, 4.5, 2.2, fill=style.ink.red,
                                                                           stroke="none")


def _bust(style: Style, rank: int, suit: str) -> str:
    """The top half of a French court card; the bottom half is this, turned."""
    c = style.clothes[suit]
    queen = rank == QUEEN
    headwear = {
        JACK: youth_hat(style, c, 100, 58),
        QUEEN: crown(style, 100, 58, 30),
        KING: crown(style, 100, 58, 42),
    }[rank]
    return (
        hair(style, 100, 78, 21, long=queen)
        + path("M48 160V130Q50 112 78 108H122Q150 112 152 130V160Z", fill=c.main)
        + path("M78 108L100 136L122 108Z", fill=c.trim)
        + path("M100 136V160M64 124V160", fill="none", stroke=c.accent, stroke_width=6)
        + head(style, 100, 78, 21, with_hair=False)
        + (beard(style, 100, 78, 21) if rank == KING else "")
        + (_jewels(style) if queen else "")
        + headwear
        + _attribute(style, rank, c)
        + limb(style, "M134 116L144 140L148 148", c.trim, 12)
        + circle(150, 148, 6.5, fill=style.skin)
        + use(pip_id(style, suit), 68, 40, 0.24)
    )


def french_court(style: Style, rank: int, suit: str, half_id: str) -> tuple[str, str]:
    """(defs, body) of a French court card: one half defined once, used twice."""
    half = group(_bust(style, rank, suit), id=half_id, stroke=style.ink.line,
                 stroke_width=style.line_width, stroke_linejoin="round")
    line = style.frame or style.ink.line
    body = (
        path(FRENCH_FRAME, fill="#fff8e8")
        + use(half_id)
        + use(half_id, 2 * CENTER_X, 2 * CENTER_Y, 1, 180)
        + path(f"M30 {num(CENTER_Y)}H170", stroke=line, stroke_width=1.5)
        + path(FRENCH_FRAME, fill="none", stroke=line, stroke_width=2)
    )
    return half, body


def italian_court(style: Style, rank: int, suit: str) -> str:
    draw = {FANTE: _fante, CAVALLO: _cavallo, RE: _re}[rank]
    return group(draw(style, suit), stroke=style.ink.line, stroke_width=style.line_width,
                 stroke_linejoin="round")
