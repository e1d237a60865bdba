"""Table options: parsed once from a plain dict, refused with a ValueError naming the key.

Match formats (RULES.md §5): ``punti``, ``smazzate`` (best of ``deals``), ``classica``, and
``torneo``, a tournament match (§5.2, §5.3): exactly ``deals`` deals (1, 2 or 3), won on
total points, with spareggi always on. Outside tournaments spareggi are off unless chosen:
a level deal is then simply replayed until a side wins (seed 002).
"""

from __future__ import annotations

import reprlib  # quotes a bad key cut short, whatever its size
from dataclasses import asdict, dataclass, fields
from typing import Any, Mapping

DECK_STYLES = ("napoletane", "piacentine", "francesi")
FORMATS = ("punti", "smazzate", "classica", "torneo")
TOURNAMENT_DEALS = (1, 2, 3)  # the columns of the victory point table
CHIAMATA_SCORING = ("003", "004")  # the seed whose scoring table chiamata uses (RULES.md §6.5)


@dataclass(frozen=True)
class Options:
    deck_style: str = "napoletane"
    southern_order: bool = False
    briscola_redraw: bool = False
    carte_scoperte: bool = False
    carte_viste: bool = False
    segnali: bool = False  # Briscola a 4: partners may signal (RULES.md §9)
    auction_points: bool = False
    format: str = "punti"
    deals: int | None = None
    vinco_subito: bool = False
    spareggi: bool = False
    chiamata_scoring: str = "003"
    chiamata_goal: int | None = None  # chiamata's partita played to fewer points than 11
    move_clock: float | None = None
    match_clock: float | None = None

    @classmethod
    def parse(cls, raw: Mapping[str, Any] | None) -> "Options":
        """Options that are well-formed in any game; which apply to a game is the game's
        to say (``Variant.parse_options``)."""
        raw = dict(raw or {})
        known = {f.name for f in fields(cls)}
        for key in raw:
            if key not in known:
                raise ValueError(f"unknown option {reprlib.repr(key)}; known options: {', '.join(sorted(known))}")
        for key in ("southern_order", "briscola_redraw", "carte_scoperte", "carte_viste",
                    "segnali", "auction_points", "vinco_subito", "spareggi"):
            if key in raw and not isinstance(raw[key], bool):
                raise ValueError(f"option {key!r} must be true or false")
        options = cls(**raw)
        options._check()
        return options

    def _check(self) -> None:
        if self.deck_style not in DECK_STYLES:
            raise ValueError(f"option 'deck_style' must be one of {', '.join(DECK_STYLES)}")
        if self.southern_order and self.deck_style != "francesi":
            raise ValueError("option 'southern_order' applies only to the francesi deck")
        if self.chiamata_scoring not in CHIAMATA_SCORING:
            raise ValueError(f"option 'chiamata_scoring' must be one of {', '.join(CHIAMATA_SCORING)} "
                             "(the rule text whose scoring table is used)")
        if self.format not in FORMATS:
            raise ValueError(f"option 'format' must be one of {', '.join(FORMATS)}")
        if self.deals is not None and not _is_int(self.deals):
            raise ValueError("option 'deals' must be a whole number")
        for key in ("move_clock", "match_clock"):
            value = getattr(self, key)
            if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                      or not 1 <= value <= 24 * 3600):
                raise ValueError(f"option {key!r} must be a number of seconds (1 to 86400) or null")

    @property
    def plays_spareggi(self) -> bool:
        """Whether a match that would end level goes to tie-break deals (always in a tournament)."""
        return self.spareggi or self.format == "torneo"

    @property
    def smazzate(self) -> int:
        """Deals a match a smazzate is the best of (default 3)."""
        return self.deals if self.deals is not None else 3

    def to_dict(self) -> dict[str, Any]:
        """Only the options that differ from the defaults, so saves stay short."""
        default = Options()
        return {k: v for k, v in asdict(self).items() if getattr(default, k) != v}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
