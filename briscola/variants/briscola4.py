"""Briscola a 4 in pairs (RULES.md §4): partners sit opposite, seats 0 and 2 against 1 and 3."""

from __future__ import annotations

from ..options import Options
from .pairs import PairsVariant


class Briscola4(PairsVariant):
    name = "briscola4"
    title = "Briscola a 4 in pairs"
    players = 4
    own_options = PairsVariant.own_options | {"carte_scoperte", "segnali"}

    def teams(self) -> list[list[int]]:
        return [[0, 2], [1, 3]]

    def partner_of(self, seat: int) -> int | None:
        return (seat + 2) % 4

    def open_seats(self, seat: int, stock_empty: bool, options: Options) -> list[int]:
        # §4: partners see each other's hand once the stock is gone (always, carte scoperte).
        return [(seat + 2) % 4] if stock_empty or options.carte_scoperte else []
