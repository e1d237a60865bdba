"""Victory points: a match's point difference read through the table of RULES.md §5.2.

The table keeps RULES.md's rows in order: the winner's VP, then where its band of point
differences starts for a match of 1, 2 and 3 deals (each band ends where the next row's
starts; the 17–3 row for 3 deals is the corrected 54–62).

Decisions:

- The point difference (MP) of a full deal is always even, but a deal cut short by vinco
  subito, or the abandon penalty of §5.1, leaves points unassigned and can make it odd. An
  odd MP is read as the even number just below it: the bands are read by their lower
  bounds, so 3 scores like 2 and 49 like 48.
- A side that abandons or lets its match clock run out scores 0 VP; the other side scores
  what the table gives, and at least 14; then the match's MP is recomputed from those VP as
  the lowest MP of their band in the same column (§5.2's last lines): abandoning while ahead
  in a 1-deal match still gives the winner MP 14, and a 20–0 forfeit MP 50.

``read_match`` is the one reading of a finished match: the end screen (``Game.match_result``)
and the tournament table (``Tournament.record``) both call it, so they cannot disagree.
"""

from __future__ import annotations

from typing import Final

VP_TOTAL: Final = 20
FORFEIT_MINIMUM: Final = 14

# (VP of the winner, (lowest MP for 1 deal, for 2 deals, for 3 deals)); each band ends just
# below the next row's lowest MP, the last one is open.
TABLE: Final = (
    (10, (0, 0, 0)),
    (11, (2, 2, 2)),
    (12, (4, 6, 6)),
    (13, (8, 12, 14)),
    (14, (14, 20, 24)),
    (15, (20, 28, 34)),
    (16, (26, 36, 44)),
    (17, (32, 44, 54)),
    (18, (38, 52, 64)),
    (19, (44, 60, 74)),
    (20, (50, 70, 86)),
)
DEALS: Final = (1, 2, 3)


def victory_points(difference: int, deals: int, *, forfeit: bool = False) -> tuple[int, int]:
    """``(vp_winner, vp_loser)`` for a match won by ``difference`` points over ``deals`` deals.

    With ``forfeit`` the loser abandoned or ran out of time: 0 VP for it, at least 14 for the
    winner. Raises ValueError for a negative or non-whole difference, or deals not 1, 2 or 3.
    """
    if isinstance(difference, bool) or not isinstance(difference, int) or difference < 0:
        raise ValueError(f"difference must be a whole number of points, 0 or more, not {difference!r}")
    if isinstance(deals, bool) or not isinstance(deals, int) or deals not in DEALS:
        raise ValueError(f"deals must be 1, 2 or 3 (the rows of the VP table), not {deals!r}")
    column = _column(deals)
    winner = max(vp for vp, lowest in TABLE if lowest[column] <= difference)
    if forfeit:
        return max(winner, FORFEIT_MINIMUM), 0
    return winner, VP_TOTAL - winner


def read_match(difference: int, deals: int, *, forfeit: bool = False) -> tuple[int, tuple[int, int]]:
    """``(MP, (vp_winner, vp_loser))`` as a finished match is recorded.

    A forfeit's MP is recomputed from its VP (the lowest MP of the winner's band), so reading a
    recorded result again gives it back unchanged:

    >>> read_match(0, 1, forfeit=True)
    (14, (14, 0))
    >>> read_match(60, 1, forfeit=True)
    (50, (20, 0))
    >>> read_match(50, 1, forfeit=True)
    (50, (20, 0))
    >>> read_match(30, 3)
    (30, (14, 6))
    """
    vp = victory_points(difference, deals, forfeit=forfeit)
    if not forfeit:
        return difference, vp
    return next(lowest[_column(deals)] for points, lowest in TABLE if points == vp[0]), vp


def bands(deals: int) -> list[tuple[int, int, int | None]]:
    """The table's rows for ``deals`` deals as RULES.md prints them: the winner's VP, the
    lowest MP of its band and the highest (None for the last, open band).

    >>> bands(3)[7]
    (17, 54, 62)
    """
    column = _column(deals)
    lows = [lowest[column] for _, lowest in TABLE]
    return [(vp, low, None if following is None else max(low, following - 2))
            for (vp, _), low, following in zip(TABLE, lows, [*lows[1:], None])]


def _column(deals: int) -> int:
    return deals - 1
