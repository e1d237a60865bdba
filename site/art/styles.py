"""The three deck styles as data: palettes, shape variants, labels.

Every drawing function takes a `Style` and reads its choices from here, so a
style is one value rather than a family of copied functions.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Mapping, TypeVar

K = TypeVar("K")
V = TypeVar("V")

SUITS = ("D", "C", "B", "S")
RANKS = tuple(range(1, 11))


class Pattern(Enum):
    """Which regional pattern the shapes follow (swords, clubs, cups, crowns)."""

    NAPOLETANE = "napoletane"
    PIACENTINE = "piacentine"
    FRANCESI = "francesi"


@dataclass(frozen=True)
class Ink:
    """Named colours a style paints with."""

    gold: str
    gold_dark: str
    red: str
    blue: str
    green: str
    wood: str
    steel: str
    line: str


@dataclass(frozen=True)
class Clothes:
    """Colours of a court figure of one suit: garment, trim and hat or cape."""

    main: str
    trim: str
    accent: str


@dataclass(frozen=True)
class Style:
    name: str
    prefix: str  # makes <defs> ids unique per style when cards share one page
    pattern: Pattern
    face: str
    border: str
    frame: str | None  # inner frame line, None for no frame
    ink: Ink
    index_ink: Mapping[str, str]  # corner index colour per suit (dark, high contrast)
    clothes: Mapping[str, Clothes]
    skin: str
    hair: str
    horse: str
    line_width: float  # figure outline width: thin engraving or bold woodcut
    rank_labels: Mapping[int, str]
    suit_names: Mapping[str, str]
    rank_names: Mapping[int, str]

    @property
    def french(self) -> bool:
        return self.pattern is Pattern.FRANCESI


def _frozen(values: dict[K, V]) -> Mapping[K, V]:
    return MappingProxyType(values)


_ITALIAN_RANKS = _frozen({1: "Asso", 8: "Fante", 9: "Cavallo", 10: "Re"})
_ITALIAN_SUITS = _frozen({"D": "denari", "C": "coppe", "B": "bastoni", "S": "spade"})

NAPOLETANE = Style(
    name="napoletane",
    prefix="n",
    pattern=Pattern.NAPOLETANE,
    face="#fdf8ec",
    border="#8c7b5c",
    frame=None,
    ink=Ink(
        gold="#f0b92e",
        gold_dark="#9a6a0c",
        red="#c8302c",
        blue="#2456a6",
        green="#4f8a34",
        wood="#a86b32",
        steel="#b7c6d6",
        line="#3a2a1c",
    ),
    index_ink=_frozen({"D": "#7a4a00", "C": "#a61b17", "B": "#2d5e1e", "S": "#173f80"}),
    clothes=_frozen(
        {
            "D": Clothes(main="#c8302c", trim="#f0b92e", accent="#2456a6"),
            "C": Clothes(main="#2456a6", trim="#c8302c", accent="#f0b92e"),
            "B": Clothes(main="#4f8a34", trim="#f0b92e", accent="#c8302c"),
            "S": Clothes(main="#f0b92e", trim="#2456a6", accent="#c8302c"),
        }
    ),
    skin="#f6d2b0",
    hair="#6b3e1e",
    horse="#f4efe4",
    line_width=1.6,
    rank_labels=_frozen({rank: str(rank) for rank in RANKS}),
    suit_names=_ITALIAN_SUITS,
    rank_names=_ITALIAN_RANKS,
)

PIACENTINE = Style(
    name="piacentine",
    prefix="p",
    pattern=Pattern.PIACENTINE,
    face="#ffffff",
    border="#5c5c66",
    frame="#c0282d",
    ink=Ink(
        gold="#f7cf1d",
        gold_dark="#8a6400",
        red="#e0322b",
        blue="#1d4fa0",
        green="#2f8f46",
        wood="#d79a2b",
        steel="#3f6fb8",
        line="#111111",
    ),
    index_ink=_frozen({"D": "#6e4c00", "C": "#b01c16", "B": "#1f6a31", "S": "#143a80"}),
    clothes=_frozen(
        {
            "D": Clothes(main="#1d4fa0", trim="#e0322b", accent="#f7cf1d"),
            "C": Clothes(main="#e0322b", trim="#2f8f46", accent="#f7cf1d"),
            "B": Clothes(main="#2f8f46", trim="#f7cf1d", accent="#e0322b"),
            "S": Clothes(main="#f7cf1d", trim="#e0322b", accent="#1d4fa0"),
        }
    ),
    skin="#fbd9c0",
    hair="#2b1a10",
    horse="#d98b3a",
    line_width=2.6,
    rank_labels=_frozen({rank: str(rank) for rank in RANKS}),
    suit_names=_ITALIAN_SUITS,
    rank_names=_ITALIAN_RANKS,
)

_FRENCH_RED = "#c8102e"
_FRENCH_BLACK = "#1a1a1a"

FRANCESI = Style(
    name="francesi",
    prefix="f",
    pattern=Pattern.FRANCESI,
    face="#ffffff",
    border="#7a7a84",
    frame="#1a1a1a",
    ink=Ink(
        gold="#f2c230",
        gold_dark="#8a6400",
        red=_FRENCH_RED,
        blue="#1f4fa3",
        green="#2f7d3b",
        wood="#8b5a2b",
        steel="#c9d3de",
        line="#1a1a1a",
    ),
    index_ink=_frozen({"D": _FRENCH_RED, "C": _FRENCH_RED, "B": _FRENCH_BLACK, "S": _FRENCH_BLACK}),
    clothes=_frozen(
        {
            "D": Clothes(main=_FRENCH_RED, trim="#f2c230", accent="#1f4fa3"),
            "C": Clothes(main="#1f4fa3", trim=_FRENCH_RED, accent="#f2c230"),
            "B": Clothes(main="#2f7d3b", trim="#f2c230", accent=_FRENCH_RED),
            "S": Clothes(main=_FRENCH_BLACK, trim=_FRENCH_RED, accent="#f2c230"),
        }
    ),
    skin="#f8d8bc",
    hair="#4a2c14",
    horse="#ffffff",
    line_width=1.8,
    rank_labels=_frozen({1: "A", **{rank: str(rank) for rank in range(2, 8)}, 8: "J", 9: "Q", 10: "K"}),
    suit_names=_frozen({"D": "quadri", "C": "cuori", "B": "fiori", "S": "picche"}),
    rank_names=_frozen({1: "Asso", 8: "Jack", 9: "Donna", 10: "Re"}),
)

BY_NAME: Mapping[str, Style] = _frozen({s.name: s for s in (NAPOLETANE, PIACENTINE, FRANCESI)})
