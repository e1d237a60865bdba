"""Briscola a 3 (RULES.md §3): each alone, the 2 of coppe out; the partita adds up points."""

from __future__ import annotations

import random
from typing import AbstractSet, Final

from ..cards import ALL_CARDS, card
from ..contract import Contract
from ..deal import Deal
from ..options import Options
from ..scoring import TOTAL_POINTS, DealResult
from .base import Variant

TWO_OF_COPPE: Final = card(2, 1)
MAX_DEALS = 20


class Briscola3(Variant):
    name = "briscola3"
    title = "Briscola a 3"
    players = 3
    own_options = frozenset({"briscola_redraw"})

    def cards_for_deal(self, rng: random.Random) -> tuple[int, ...]:
        return tuple(c for c in ALL_CARDS if c != TWO_OF_COPPE)

    def check_deck(self, deck: tuple[int, ...]) -> None:
        if len(set(deck)) != len(deck):
            raise ValueError("the deck lists a card twice")
        if set(deck) != set(self.cards_for_deal(random.Random(0))):
            raise ValueError("the deck must hold exactly the 40 cards less the 2 of coppe")

    def cards_in_play(self, seen: AbstractSet[int]) -> tuple[frozenset[int], frozenset[int]]:
        return frozenset(ALL_CARDS) - {TWO_OF_COPPE}, frozenset()

    def score_deal(self, number: int, dealer: int, deal: Deal, contract: Contract | None,
                   options: Options, ended_early: bool) -> DealResult:
        last = deal.tricks[-1].winner if deal.tricks else None
        return most_points(number, dealer, deal.points[:], last)

    def check_deals(self, options: Options) -> None:
        if options.deals is not None and not 1 <= options.deals <= MAX_DEALS:
            raise ValueError(f"option 'deals' must be between 1 and {MAX_DEALS} for Briscola a 3")


def most_points(number: int, dealer: int, points: list[int], last_trick: int | None) -> DealResult:
    """Most points wins the deal, ties shared (two tied seats both win it; only a tie of
    every seat is level, a deal nobody won over anyone); the partita adds the points."""
    top = max(points)
    winners = [s for s, p in enumerate(points) if p == top]
    return DealResult(number, dealer, points, [[s] for s in range(len(points))], list(points),
                      winners, list(points), level=len(winners) == len(points),
                      cappotto=top == TOTAL_POINTS, last_trick=last_trick)
