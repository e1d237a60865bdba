"""One card face or back: the blank card, the corner indexes and the artwork."""

from __future__ import annotations

import re

from .backs import back
from .figures import french_court, italian_court
from .pips import ace, number_pips
from .styles import SUITS, Style
from .suits import glyph_id, suit_defs
from .svg import HEIGHT, WIDTH, document, el, group, rect, use

_CODE = re.compile(r"(10|[1-9])([DCBS])")

INDEX_X = 29  # centre of the corner index column
INDEX_SIZE = 46  # rank label font size: 23% of the card width, legible at 60 px
INDEX_FONT = "Georgia, 'Times New Roman', serif"


def parse_code(code: str) -> tuple[int, str]:
    """'10S' -> (10, 'S'); anything else is a ValueError naming the bad code."""
    match = _CODE.fullmatch(code)
    if match is None:
        raise ValueError(f"unknown card code {code!r}: expected rank 1-10 then one of {''.join(SUITS)}")
    return int(match.group(1)), match.group(2)


def card_name(style: Style, rank: int, suit: str) -> str:
    rank_name = style.rank_names.get(rank, str(rank))
    return f"{rank_name} di {style.suit_names[suit]}"


def blank(style: Style) -> str:
    """The card stock: rounded face, subtle border, and the inner frame if the style has one."""
    stock = rect(1, 1, WIDTH - 2, HEIGHT - 2, rx=12, fill=style.face, stroke=style.border, stroke_width=2)
    if style.frame is None or style.french:
        return stock
    return stock + rect(5, 5, WIDTH - 10, HEIGHT - 10, rx=8, fill="none", stroke=style.frame, stroke_width=1.5)


def index(style: Style, rank: int, suit: str, index_id: str) -> tuple[str, str]:
    """(defs, body) of the two corner indexes: rank label over a suit glyph, the second turned."""
    label = style.rank_labels[rank]
    text = el(
        "text",
        label,
        x=INDEX_X,
        y=50,
        fill=style.index_ink[suit],
        font_family=INDEX_FONT,
        font_size=INDEX_SIZE,
        font_weight="bold",
        text_anchor="middle",
        # Keeps "10" inside its corner whatever font the browser falls back to.
        textLength=46 if len(label) > 1 else None,
        lengthAdjust="spacingAndGlyphs" if len(label) > 1 else None,
    )
    # An upside-down 6 reads as 9: underline both, as printed cards do.
    bar = rect(INDEX_X - 12, 55, 24, 4, fill=style.index_ink[suit]) if label in ("6", "9") else ""
    mark = group(text, bar, use(glyph_id(style, suit), INDEX_X, 79, 0.3), id=index_id)
    return mark, use(index_id) + use(index_id, WIDTH, HEIGHT, 1, 180)


def face(style: Style, code: str) -> str:
    rank, suit = parse_code(code)
    defs = [suit_defs(style, suit)]
    if rank == 1:
        art = ace(style, suit)
    elif rank <= 7:
        art = number_pips(style, rank, suit)
    elif style.french:
        half, art = french_court(style, rank, suit, f"{style.prefix}h{code}")
        defs.append(half)
    else:
        art = italian_court(style, rank, suit)
    mark, corners = index(style, rank, suit, f"{style.prefix}i{code}")
    defs.append(mark)
    return document(card_name(style, rank, suit), "".join(defs), blank(style) + art + corners)


def card_back(style: Style) -> str:
    defs, body = back(style)
    return document(f"Dorso {style.name}", defs, blank(style) + body)
