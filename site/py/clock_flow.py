"""The controller's clocks (clock.py keeps their time; the engine is time-free): started
with a game, running for the seat the table shown waits on, saved in the settings each
whole second so that a reload resumes them, and a ticker that sleeps while no clock
counts. A run-out clock acts through ``force``. A mixin of ``controller.Controller`` (host.py).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from clock import Clocks
from host import Host
from intents import Intent
from portable import monotonic

if TYPE_CHECKING:
    from host import Table

RUNNING_PHASES = ("auction", "call", "play")  # the clocks run then ("next" between deals is not timed)


class ClockFlow(Host):
    def _start_clocks(self, table: Table, resumed: bool) -> None:
        """A new game's clocks are full (even if its game number is an old game's); a resumed
        one's have the time its save had left."""
        self.clocks = Clocks.start(str(table["seed"]), table["view"]["options"], table["players"])
        if resumed:
            self.clocks.resume(self.slot.settings().get("clock"))
        else:
            self.slot.remember(clock=None)  # the old game's times go with it

    def _follow_clocks(self) -> None:
        """The clocks run for the seat the table shown waits on."""
        clocks, view = self.clocks, self.view
        if clocks is None or not clocks.active or view is None:
            self.ui.clock = None
            return
        running = view["phase"] in RUNNING_PHASES and view["to_move"] is not None
        clocks.follow(view["move_number"], view["to_move"] if running else None)
        self._save_clocks()
        self.ui.clock = clocks.view()

    @property
    def clock_runs(self) -> bool:
        """Whether a clock counts now: the game has clocks, and neither the menu nor the
        pass-and-play cover hides the table (nobody can be expected to play meanwhile)."""
        clocks = self.clocks
        return (clocks is not None and self.table is not None and clocks.active and not self.ui.menu_open
                and self.ui.handover is None)

    async def keep_time(self, every: float) -> None:
        """The clocks' time, as a "tick" intent every ``every`` seconds while a clock
        counts, and asleep while none does: most games have no clock, and a phone's page
        then wakes for nothing. Counted from the redraw that woke it."""
        while True:
            if not self.clock_runs:
                self.clock_wakes.clear()
                await self.clock_wakes.wait()
            last = monotonic()
            while self.clock_runs:
                await asyncio.sleep(every)
                now = monotonic()
                self.intent(Intent("tick", number=round((now - last) * 1000)))
                last = now

    def _tick(self, elapsed: float) -> bool:
        """``elapsed`` seconds passed; False when no clock runs. A run-out clock acts on
        the game: the random card of the player's move clock, a flag for a match clock."""
        clocks, table = self.clocks, self.table
        if clocks is None or table is None or not self.clock_runs:
            return False
        for expired in clocks.tick(elapsed):
            if expired.kind == "match" and f"flag {expired.seat}" in table["forfeit_actions"]:
                self.force(f"flag {expired.seat}")
            elif expired.kind == "move" and expired.seat == self.viewer and table["timeout_action"]:
                self.force(table["timeout_action"])  # the computer seats move in time by themselves
        if clocks.seat == self.viewer and clocks.warn():
            self._sound("warning")
        self._save_clocks()
        return True

    def _save_clocks(self) -> None:
        """Into the settings at each new whole second (and each new move): enough to resume."""
        clocks = self.clocks
        if clocks is None or not clocks.active:
            return
        left = clocks.move_left if clocks.move_left is not None else min(clocks.match_left or [0.0])
        second = int(left) + 10_000 * clocks.move_number
        if second != self.clock_saved:
            self.clock_saved = second
            self.slot.remember(clock=clocks.to_dict())
