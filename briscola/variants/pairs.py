"""What Briscola a 2 and a 4 share: side against side, 61 wins, and the match formats (§5)."""

from __future__ import annotations

from ..contract import Contract
from ..deal import Deal
from ..options import TOURNAMENT_DEALS, Options
from ..scoring import TOTAL_POINTS, WINNING_POINTS, DealResult, side_points
from .base import Variant

SMAZZATE_DEALS = (1, 3, 5)


class PairsVariant(Variant):
    pairs = True
    own_options = frozenset({"briscola_redraw", "format", "vinco_subito", "spareggi"})

    def score_deal(self, number: int, dealer: int, deal: Deal, contract: Contract | None,
                   options: Options, ended_early: bool) -> DealResult:
        last = deal.tricks[-1].winner if deal.tricks else None
        return two_sides(number, dealer, deal.points[:], self.teams(), last, ended_early)

    def check_deals(self, options: Options) -> None:
        if options.deals is None:
            if options.format == "torneo":
                raise ValueError("option 'format' 'torneo' (a tournament match) needs option 'deals': 1, 2 or 3")
        elif options.format == "torneo":
            if options.deals not in TOURNAMENT_DEALS:
                raise ValueError("option 'deals' must be 1, 2 or 3 for a tournament match")
        elif options.format != "smazzate":
            raise ValueError("option 'deals' applies only to the 'smazzate' and 'torneo' formats")
        elif options.deals not in SMAZZATE_DEALS:
            raise ValueError("option 'deals' must be 1, 3 or 5 for a match a smazzate")


def two_sides(number: int, dealer: int, points: list[int], sides: list[list[int]],
              last_trick: int | None, ended_early: bool = False) -> DealResult:
    """61 wins, 60-60 is level; deal wins are what the partita counts."""
    totals = side_points(points, sides)
    changes = [0] * len(points)
    winners: list[int] = []
    for i, side in enumerate(sides):
        if totals[i] > totals[1 - i] and (ended_early or totals[i] >= WINNING_POINTS):
            winners = list(side)
            for s in side:
                changes[s] = 1
    return DealResult(number, dealer, points, sides, totals, winners, changes,
                      level=not winners, cappotto=max(totals) == TOTAL_POINTS,
                      last_trick=last_trick, ended_early=ended_early)
