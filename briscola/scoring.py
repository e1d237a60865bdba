"""A finished smazzata's result, as the partita records it; each game scores its own
deals (``briscola.variants``)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

TOTAL_POINTS = 120  # the card points of a deal
WINNING_POINTS = TOTAL_POINTS // 2 + 1  # a majority: 61


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

