"""The licitazione of Briscola chiamata (RULES.md §6.2), rank calls or the points variant."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .actions import Action
from .cards import CardOrder

MIN_TARGET = 61
MAX_TARGET = 120
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
        calls = self._points_bids() if self.points_variant else self._rank_bids()
        if self._carichi_open():
            calls.append(Action("bid", carichi=True))
        calls.append(Action("pass"))
        return [str(call) for call in calls]

    def _rank_bids(self) -> list[Action]:
        best = self.best
        if best is None:
            return [Action("bid", rank=rank) for rank in self.order.rank_order]
        if best.rank == 2:
            return [Action("bid", rank=2, points=p) for p in range(best.target + 1, MAX_TARGET + 1)]
        lower = self.order.rank_order[self.order.rank_order.index(best.rank) + 1:]
        return [Action("bid", rank=rank) for rank in lower]

    def _points_bids(self) -> list[Action]:
        low = MIN_TARGET if self.best is None else self.best.target + 1
        return [Action("bid", points=p) for p in range(low, MAX_TARGET + 1)]

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
