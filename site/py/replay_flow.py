"""The controller's replays of a finished partita, every hand open, step by step, and the
Expert's advice: its move where the player made the one a replay shows, and a hint for
the player's move now. A mixin of ``controller.Controller`` (host.py).
"""

from __future__ import annotations

import pacing
import scene as scenes
from host import Host


class ReplayFlow(Host):
    def _replay_to(self, step: int) -> None:
        """The replay at ``step``: now, or as soon as the work running ends (a step still
        coming, the Expert's analysis); the last step asked meanwhile wins. Steps asked while
        busy were dropped: a key held down, or Avanti pressed during an analysis, did nothing."""
        self.replay_wanted = step
        if not self.busy:
            self._run(self._show_wanted_step())

    async def _show_wanted_step(self) -> None:
        table, save = self.table, self.slot.saved()
        step, self.replay_wanted = self.replay_wanted, None
        if step is None or save is None or table is None or not table["finished"]:
            return
        await self._show_replay(save, step)

    def _replay_step(self, where: str) -> None:
        replay = self.ui.replay
        if replay is None:
            return
        if where == "exit":
            self._leave_replay()
            return
        steps = replay["steps"]
        step = replay["step"] if self.replay_wanted is None else self.replay_wanted  # counted from the last asked
        # The ends go deal by deal: back to this deal's start (from there, the one before's),
        # on to this deal's last card (from there, the next's). One deal: the partita's ends.
        first = max((start for start in replay["starts"] if start < step), default=0)
        last = min((end for end in replay["ends"] if end > step), default=steps)
        wanted = {"first": first, "back": step - 1, "forward": step + 1, "last": last}.get(where, step)
        if 0 <= wanted <= steps and wanted != step:
            self._replay_to(wanted)

    async def _show_replay(self, save: str, step: int) -> None:
        reply = await self.engine.replay(save, step)
        if "error" in reply:
            raise RuntimeError(f"the partita cannot be replayed: {reply['error']}")
        replay = reply["replay"]
        self.ui.replay = {key: replay[key] for key in ("step", "steps", "action", "actor", "starts", "ends", "view")}
        self.slot.remember(replay={"number": self.ui.game_number, "step": replay["step"]})
        self.ui.show_last_trick = self.ui.played_open = False
        # A move that takes a trick shows the trick on the table, its taker marked, as play
        # does; a deal's last move too (an empty felt hid the card the bar names), with every
        # point counted, as the bar's outcome says them, and the partita's points in all.
        before, after = replay["before"], replay["view"]
        held = None if before is None else pacing.held_trick(before, after)
        if held is not None and after["deal_over"]:
            held = held | {"points": after["points"], "scores": after["scores"], "totals": after["totals"]}
        self.view = after if held is None else held

    def _stored_replay(self) -> int | None:
        """The step of the replay a reload came in the middle of, if it is this finished game's."""
        replayed, table = self.slot.settings().get("replay"), self.table
        if (table is None or not table["finished"] or not isinstance(replayed, dict)
                or replayed.get("number") != table["seed"] or not isinstance(replayed.get("step"), int)):
            return None
        step: int = replayed["step"]
        return step

    def _analyse(self) -> None:
        """The Expert's move in the position where the player made the move just shown."""
        replay, save = self.ui.replay, self.slot.saved()
        if self.busy or replay is None or save is None or replay["actor"] not in self.humans or not replay["step"]:
            return
        self._run(self._advise(save, replay["step"]))

    async def _advise(self, save: str, step: int) -> None:
        advice, played = await self._ask_expert(save, step - 1)
        replay = self.ui.replay
        if replay is not None and replay["step"] == step and advice is not None:
            replay["advice"], replay["played"] = advice, played

    async def _ask_expert(self, save: str, moves: int) -> tuple[str | None, str | None]:
        """The Expert's move for the player after ``moves`` moves of ``save``, and the player's
        own there if the save goes on; the table says meanwhile that the Expert is thinking."""
        self.ui.analysing = True
        self.redraw()
        try:
            reply = await self.engine.advise(save, moves)
        finally:
            self.ui.analysing = False
        if "error" in reply:
            raise RuntimeError(f"the Expert could not be asked: {reply['error']}")
        return reply["advice"], reply.get("played")

    def _hint(self) -> None:
        """The Expert's suggestion for the player's move now, from the player's own view:
        its card is chosen in the hand (play it or choose another), the status names it."""
        view, save = self.view, self.slot.saved()
        if not self.ui.hints or self.busy or view is None or save is None or not view["legal_actions"]:
            return
        self._run(self._suggest(save, view["move_number"]))

    async def _suggest(self, save: str, moves: int) -> None:
        advice, _ = await self._ask_expert(save, moves)
        if advice is not None and self._legal(advice):
            self.ui.hinted = advice
            self.ui.timed_out = None  # the status answers the ask
            self._status_answers()
            # The suggestion shown where the player would make it: its card chosen in the
            # hand, its card's suit in the call picker, its points on the stepper.
            if advice.startswith("play "):
                self.ui.selected = advice[len("play "):]
            elif advice.startswith("call "):
                self.ui.call_suit = advice[-1]
            elif scenes.stepper_points(advice) is not None:
                self.ui.bid_points = scenes.stepper_points(advice)

    def _leave_replay(self) -> None:
        if self.ui.replay is None or self.table is None:
            return
        self.replay_wanted = None
        self.ui.replay = None
        self.slot.remember(replay=None)
        self.view = self.table["view"]
