"""The licitazione of Briscola chiamata (RULES.md §6.2), rank calls or the points variant."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from .actions import Action
from .cards import CardOrder
from .scoring import TOTAL_POINTS, WINNING_POINTS

MIN_TARGET = WINNING_POINTS  # the least a chiamante may promise
MAX_TARGET = TOTAL_POINTS
PLAYERS = 5


@dataclass(frozen=True)
class Bid:
    seat: int
    rank: int | None  # the called rank; None for carichi and for a points bid
    target: int
    carichi: bool = False


@dataclass(frozen=True)
class Auction:
    """Immutable: each call returns a new auction, so a refused call changes nothing."""

    order: CardOrder
    points_variant: bool
    turn: int
    passed: frozenset[int] = frozenset()
    best: Bid | None = None
    calls: tuple[tuple[int, str], ...] = ()

    @classmethod
    def start(cls, dealer: int, order: CardOrder, points_variant: bool) -> "Auction":
        return cls(order, points_variant, (dealer + 1) % PLAYERS)

    @property
    def over(self) -> bool:
        if self.best is not None:
            return self.best.carichi or len(self.passed) == PLAYERS - 1
        return len(self.passed) == PLAYERS

    @property
    def all_passed(self) -> bool:
        return len(self.passed) == PLAYERS

    def legal_calls(self) -> list[str]:
        best = self.best
        bid = None if best is None else (best.rank, best.target)
        return list(_legal_calls(self.order, self.points_variant, bid, self._carichi_open()))

    def _carichi_open(self) -> bool:
        # Decision (RULES.md §6.2): carichi only while nobody has called the 2 (or, in the
        # points variant, while nobody has bid above 61).
        best = self.best
        if best is None:
            return True
        return best.target == MIN_TARGET if self.points_variant else best.rank != 2

    def call(self, move: Action) -> "Auction":
        """Apply a call already known to be in ``legal_calls()``."""
        seat = self.turn
        passed, best = self.passed, self.best
        if move.verb == "pass":
            passed = passed | {seat}
        elif move.carichi:
            best = Bid(seat, None, MIN_TARGET, carichi=True)
        else:
            best = Bid(seat, move.rank, move.points or MIN_TARGET)
        after = replace(self, passed=passed, best=best, calls=(*self.calls, (seat, str(move))))
        return replace(after, turn=after._next_turn(seat)) if not after.over else after

    def _next_turn(self, seat: int) -> int:
        for step in range(1, PLAYERS + 1):
            nxt = (seat + step) % PLAYERS
            if nxt not in self.passed:
                return nxt
        return seat


@lru_cache(maxsize=512)  # every auction of a game asks the same few questions
def _legal_calls(order: CardOrder, points_variant: bool, best: tuple[int | None, int] | None,
                 carichi_open: bool) -> tuple[str, ...]:
    """The calls after the highest bid ``best`` (rank, target), or before any bid."""
    if points_variant:
        low = MIN_TARGET if best is None else best[1] + 1
        calls = [Action("bid", points=p) for p in range(low, MAX_TARGET + 1)]
    elif best is None:
        calls = [Action("bid", rank=rank) for rank in order.rank_order]
    elif best[0] == 2:
        calls = [Action("bid", rank=2, points=p) for p in range(best[1] + 1, MAX_TARGET + 1)]
    else:
        calls = [Action("bid", rank=rank) for rank in order.rank_order[order.rank_order.index(best[0]) + 1:]]
    if carichi_open:
        calls.append(Action("bid", carichi=True))
    calls.append(Action("pass"))
    return tuple(str(call) for call in calls)
