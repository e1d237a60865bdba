"""The table's clocks (RULES.md §5.1), as plain state without the DOM or a timer.

The engine is time-free: it only records what the clocks decide ("flag S", or the random
card of ``game.timeout_action()``). This module keeps the time: the move clock of the seat
to move and, with a match clock, every seat's remaining match time. The caller feeds it
the time that passed (``tick``) and learns when a clock runs out; the state round-trips
through ``to_dict``/``from_dict`` so a reload resumes with the time that was left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from values import Value

if TYPE_CHECKING:
    from typing import TypeGuard

WARNING_SECONDS: Final = 5.0  # the move clock warns (colour and sound) from here down


class Expired(Value):
    """A clock ran out for ``seat``: ``kind`` is "move" (play the random card) or "match" (flag)."""

    def __init__(self, kind: str, seat: int) -> None:
        self.kind = kind
        self.seat = seat


class ClockView(Value):
    """What the table shows: the seat whose clock runs and the seconds left on each."""

    def __init__(self, seat: int | None, move_left: float | None, match_left: tuple[float, ...] | None,
                 warning: bool) -> None:
        self.seat = seat
        self.move_left = move_left
        self.match_left = match_left
        self.warning = warning


class Clocks(Value):
    def __init__(self, game: str, move_limit: float | None, match_limit: float | None, players: int,
                 match_left: list[float] | None = None, move_left: float | None = None,
                 move_number: int = -1, seat: int | None = None, warned: bool = False) -> None:
        self.game = game  # the game's seed: a saved clock state belongs to one game only
        self.move_limit = move_limit
        self.match_limit = match_limit
        self.players = players
        self.match_left = match_left
        self.move_left = move_left
        self.move_number = move_number  # the move the move clock is timing
        self.seat = seat  # the seat whose clocks run; None: paused
        self.warned = warned  # the 5 s warning has sounded for this move

    @classmethod
    def start(cls, game: str, options: dict[str, Any], players: int) -> Clocks:
        match_limit = options.get("match_clock")
        clocks = cls(game, options.get("move_clock"), match_limit, players)
        if match_limit is not None:
            clocks.match_left = [float(match_limit)] * players
        return clocks

    @property
    def active(self) -> bool:
        return self.move_limit is not None or self.match_limit is not None

    def follow(self, move_number: int, seat: int | None) -> None:
        """The table now waits on ``seat`` for move ``move_number`` (None: nobody, paused).
        A new move restarts the move clock; the same move keeps its remaining time."""
        self.seat = seat
        if seat is None or move_number == self.move_number:
            return
        self.move_number = move_number
        self.move_left = None if self.move_limit is None else float(self.move_limit)
        self.warned = False

    def tick(self, elapsed: float) -> list[Expired]:
        """``elapsed`` seconds passed: run the clocks of the seat to move. Returns the clocks
        that have run out, at every tick until the table moves on: the caller may be busy
        the first time (a card still landing) and act at a later tick."""
        seat = self.seat
        if seat is None or elapsed <= 0:
            return []
        expired: list[Expired] = []
        if self.move_left is not None:
            self.move_left = max(0.0, self.move_left - elapsed)
            if self.move_left == 0.0:
                expired.append(Expired("move", seat))
        if self.match_left is not None:
            self.match_left[seat] = max(0.0, self.match_left[seat] - elapsed)
            if self.match_left[seat] == 0.0:
                expired.append(Expired("match", seat))
        return expired

    def warn(self) -> bool:
        """True once per move, when the move clock enters its last seconds."""
        if self.warned or self.seat is None or self.move_left is None or self.move_left > WARNING_SECONDS:
            return False
        self.warned = True
        return True

    def view(self) -> ClockView:
        warning = self.move_left is not None and self.move_left <= WARNING_SECONDS
        return ClockView(self.seat, self.move_left,
                         None if self.match_left is None else tuple(self.match_left), warning)

    # -- saving -------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "move_number": self.move_number, "move_left": self.move_left,
                "match_left": self.match_left}

    def resume(self, saved: Any) -> None:
        """Take back the remaining times of a saved state of the same game: the match times
        always, the move time only if it was timing the same move."""
        if not isinstance(saved, dict) or saved.get("game") != self.game:
            return
        match_left = saved.get("match_left")
        if (self.match_left is not None and isinstance(match_left, list)
                and len(match_left) == self.players
                and all(_seconds(t) and t >= 0 for t in match_left)):
            self.match_left = [min(float(t), float(self.match_limit or 0)) for t in match_left]
        move_left = saved.get("move_left")
        number = saved.get("move_number")
        if (self.move_limit is not None and type(number) is int and number >= 0
                and _seconds(move_left) and 0 <= move_left <= self.move_limit):
            self.move_number = number
            self.move_left = float(move_left)
            self.warned = move_left <= WARNING_SECONDS


def _seconds(value: object) -> TypeGuard[float]:
    """A time read from a save: a number, never JSON's true or false. Checked by type (and
    the move number by ``type(n) is int``): CPython counts a bool as an int, MicroPython not."""
    return type(value) in (int, float)


def format_seconds(seconds: float) -> str:
    """'0:07', '12:30': whole seconds rounded up, so 0:00 means the time is really up."""
    whole = int(-(-seconds // 1))
    return f"{whole // 60}:{whole % 60:02d}"
