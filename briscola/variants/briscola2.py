"""Briscola a 2 (RULES.md §3): one against one, three cards each, a stock."""

from __future__ import annotations

from ..options import Options
from .pairs import PairsVariant


class Briscola2(PairsVariant):
    name = "briscola2"
    title = "Briscola a 2"
    players = 2
    redeals_void = True  # §3: a 60-60 is dealt again by the same mazziere

    def open_seats(self, seat: int, stock_empty: bool, options: Options) -> list[int]:
        # Carte viste: with the stock gone, each player knows the other's last cards.
        return [1 - seat] if stock_empty and options.carte_viste else []
