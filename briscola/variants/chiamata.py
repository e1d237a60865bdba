"""Briscola chiamata (RULES.md §6): five players, all cards dealt, an auction; the chiamante
names the briscola and plays with whoever holds the called card, hidden until it is played."""

from __future__ import annotations

from typing import Any, Mapping

from ..contract import Contract
from ..deal import Deal
from ..options import Options
from ..scoring import TOTAL_POINTS, DealResult
from .base import SideFacts, Variant

GOAL = 11  # RULES.md §6.5: the partita is won at 11 points


class Chiamata(Variant):
    name = "chiamata"
    title = "Briscola chiamata"
    players = 5
    hand_size = 8
    has_stock = False
    has_auction = True
    goal = GOAL
    own_options = frozenset({"auction_points", "chiamata_scoring", "chiamata_goal"})

    def parse_options(self, raw: Mapping[str, Any] | None) -> Options:
        """Besides the shared checks: option ``chiamata_goal`` shortens the partita (a
        game to 11 takes some fifteen deals), to any whole number of points up to 11."""
        options = super().parse_options(raw)
        goal = options.chiamata_goal
        if goal is not None and (isinstance(goal, bool) or not isinstance(goal, int) or not 1 <= goal <= GOAL):
            raise ValueError(f"option 'chiamata_goal' must be a whole number from 1 to {GOAL}: "
                             f"the partita points that win, {GOAL} unless shortened")
        return options

    def goal_for(self, options: Options) -> int | None:
        return self.goal if options.chiamata_goal is None else options.chiamata_goal

    def sides(self, facts: SideFacts) -> list[list[int]]:
        if facts.caller is None or facts.socio is None:
            return []
        callers = [facts.caller] if facts.socio == facts.caller else [facts.caller, facts.socio]
        return [callers, [s for s in range(self.players) if s not in callers]]

    def sure_opponents(self, seat: int, facts: SideFacts) -> frozenset[int]:
        # A seat that is not the socio knows it is not: the chiamante is against it.
        return frozenset() if facts.caller is None or seat == facts.caller else frozenset({facts.caller})

    def score_deal(self, number: int, dealer: int, deal: Deal, contract: Contract | None,
                   options: Options, ended_early: bool) -> DealResult:
        assert contract is not None
        last = deal.tricks[-1].winner if deal.tricks else None
        return score(number, dealer, deal.points[:], contract.caller, contract.partner,
                     contract.target, contract.carichi, last, options.chiamata_scoring)


def multiplier(target: int) -> int:
    return 1 if target <= 70 else 2 if target <= 80 else 3


def score(number: int, dealer: int, points: list[int], caller: int, partner: int | None,
          target: int, carichi: bool, last_trick: int | None, table: str = "003") -> DealResult:
    """RULES.md §6.5: +2m/+m/-m each, alone +3m/-m each, cappotto ±2/±1/∓1.

    ``table`` is the option ``chiamata_scoring``: "003" as above; "004" pays each defender
    +2m when the caller's side loses and 0 when it wins. Decisions (no seed says): the 004
    table holds for a lone caller too, and the cappotto extras apply under both tables.
    """
    players = len(points)
    callers = [caller] if carichi or partner is None or partner == caller else [caller, partner]
    alone = len(callers) == 1
    others = [s for s in range(players) if s not in callers]
    totals = [sum(points[s] for s in callers), sum(points[s] for s in others)]
    won = totals[0] >= target
    sign = 1 if won else -1
    m = multiplier(target)
    cappotto = totals[0 if won else 1] == TOTAL_POINTS
    changes = [0] * players
    changes[caller] = sign * ((3 if alone else 2) * m + (2 if cappotto else 0))
    if not alone:
        changes[callers[1]] = sign * (m + (1 if cappotto else 0))
    defenders = m if table == "003" else 0 if won else 2 * m
    for s in others:
        changes[s] = -sign * (defenders + (1 if cappotto else 0))
    return DealResult(number, dealer, points, [callers, others], totals,
                      callers if won else others, changes, cappotto=cappotto,
                      last_trick=last_trick,
                      details={"caller": caller, "partner": None if alone else callers[1],
                               "alone": alone, "carichi": carichi, "target": target,
                               "multiplier": m, "scoring": table})

