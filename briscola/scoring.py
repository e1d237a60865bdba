"""How a finished smazzata is scored, game by game (RULES.md §4, §6.5, §7)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

TOTAL_POINTS = 120
JOKER_NEEDS = 51  # Joker Briscola: what the Joker needs alone, and the two allies together
ALLIES_NEED = 71


@dataclass(frozen=True)
class DealResult:
    number: int
    dealer: int
    points: list[int]  # captured per seat
    sides: list[list[int]]
    side_points: list[int]
    winners: list[int]  # seats that won the deal; empty when nobody did
    score_changes: list[int]  # what this deal adds to each seat's partita score
    level: bool = False  # 60-60, a tie, or a void deal: no side won
    cappotto: bool = False
    last_trick: int | None = None  # who took the last trick (it breaks a third spareggio)
    ended_early: bool = False  # vinco subito, or the match ended by abandon or clock
    all_passed: bool = False  # chiamata: nobody called
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def winning_side(self) -> int | None:
        for i, side in enumerate(self.sides):
            if self.winners and set(side) == set(self.winners):
                return i
        return None

    def to_dict(self) -> dict[str, Any]:
        # Not dataclasses.asdict: every observation carries the partita's results, and asdict's
        # generic deep copy made observing a long partita several times slower.
        data = {f.name: _plain_copy(getattr(self, f.name)) for f in fields(self)}
        data["winning_side"] = self.winning_side
        return data


def _plain_copy(value: Any) -> Any:
    """A copy of JSON-like data (lists, dicts, scalars) that shares nothing mutable."""
    if isinstance(value, list):
        return [_plain_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain_copy(v) for k, v in value.items()}
    return value


def side_points(points: list[int], sides: list[list[int]]) -> list[int]:
    return [sum(points[s] for s in side) for side in sides]


def two_sides(number: int, dealer: int, points: list[int], sides: list[list[int]],
              last_trick: int | None, ended_early: bool = False) -> DealResult:
    """Briscola a 2 and a 4: 61 wins, 60-60 is level; deal wins are what the partita counts."""
    totals = side_points(points, sides)
    changes = [0] * len(points)
    winners: list[int] = []
    for i, side in enumerate(sides):
        if totals[i] > totals[1 - i] and (ended_early or totals[i] >= 61):
            winners = list(side)
            for s in side:
                changes[s] = 1
    return DealResult(number, dealer, points, sides, totals, winners, changes,
                      level=not winners, cappotto=max(totals) == TOTAL_POINTS,
                      last_trick=last_trick, ended_early=ended_early)


def most_points(number: int, dealer: int, points: list[int], last_trick: int | None) -> DealResult:
    """Briscola a 3: most points wins the deal, ties shared; the partita adds the points."""
    top = max(points)
    winners = [s for s, p in enumerate(points) if p == top]
    return DealResult(number, dealer, points, [[s] for s in range(len(points))], list(points),
                      winners, list(points), level=len(winners) > 1,
                      cappotto=top == TOTAL_POINTS, last_trick=last_trick)


def chiamata_multiplier(target: int) -> int:
    return 1 if target <= 70 else 2 if target <= 80 else 3


def chiamata(number: int, dealer: int, points: list[int], caller: int, partner: int | None,
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
    m = chiamata_multiplier(target)
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


def chiamata_all_passed(number: int, dealer: int) -> DealResult:
    return DealResult(number, dealer, [0] * 5, [], [], [], [0] * 5, level=True, all_passed=True)


def joker(number: int, dealer: int, points: list[int], joker_seat: int,
          last_trick: int | None) -> DealResult:
    """RULES.md §7: Joker >= 51 scores 2, allies >= 71 score 1 each, else void."""
    allies = [s for s in range(len(points)) if s != joker_seat]
    totals = [points[joker_seat], sum(points[s] for s in allies)]
    changes = [0] * len(points)
    winners: list[int] = []
    if totals[0] >= JOKER_NEEDS:
        winners = [joker_seat]
        changes[joker_seat] = 2
    elif totals[1] >= ALLIES_NEED:
        winners = allies
        for s in allies:
            changes[s] = 1
    return DealResult(number, dealer, points, [[joker_seat], allies], totals, winners, changes,
                      level=not winners, cappotto=max(totals) == TOTAL_POINTS,
                      last_trick=last_trick,
                      details={"joker": joker_seat, "needed": [JOKER_NEEDS, ALLIES_NEED], "void": not winners})
