"""The controller's tournaments: chosen in the menu and shown with their draw before the
player pays, entered, each of the player's matches brought to the table and its result
recorded, and a tournament left when another game replaces its match. tournament_run.py
plays them in the engine's worker; a mixin of ``controller.Controller`` (host.py).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import i18n
import menu
import stats
from host import Host
from state import Notice

if TYPE_CHECKING:
    from host import Reply, Table


class TournamentFlow(Host):
    def _preview_tournament(self, choice: menu.Choice) -> None:
        """The tournament chosen in the menu, shown with its draw and prizes before the
        player pays: whatever was on the table stays there meanwhile."""
        if self.busy:
            self._stop()
        self.ui.menu_error = ""
        self._run(self._make_tournament(choice))

    async def _make_tournament(self, choice: menu.Choice) -> None:
        assert choice.tournament is not None
        number = choice.number if choice.number is not None else random.randrange(10**menu.NUMBER_DIGITS)
        request = dict(choice.tournament)  # MicroPython has no ** in a dict display
        request.update(op="new", seed=number, options=choice.options, name=choice.name or i18n.text(self.ui.lang, "you"))
        reply = await self.engine.tournament(request)
        if "error" in reply:
            self._refused(str(reply["error"]))
            await self._advance()
            return
        self.slot.store_tournament_preview(reply["tournament_save"], reply["tournament"])
        self._show_preview(reply["tournament_save"], reply["tournament"], choice)

    def _show_preview(self, save: str, view: dict[str, Any], choice: menu.Choice) -> None:
        stored = self.slot.tournament()
        self.ui.replaces_tournament = stored is not None and not (stored[1] or {}).get("over", False)
        self.previewed = (save, choice)
        self.ui.tournament = view
        self.ui.tournament_preview = self.ui.tournament_open = True

    def _restore_preview(self) -> bool:
        """The tournament previewed before a reload (or a visit to its rules), shown again
        with its draw; whether there was one."""
        preview = self.slot.tournament_preview()
        if preview is None:
            return False
        self._show_preview(preview[0], preview[1], menu.parse(self.slot.remembered("menu")))
        return True

    def _cancel_tournament(self) -> None:
        """Back to what was before the preview: the stored tournament, if any, and the game."""
        if not self.ui.tournament_preview or self.busy:
            return
        self._drop_preview()
        # Nothing to go back to (no game on the table, no tournament entered): the menu the
        # preview was chosen from, not a bare table.
        self.ui.menu_open = self.table is None and self.ui.tournament is None
        self._run(self._back_to_stored())

    def _drop_preview(self) -> None:
        """Forget the tournament previewed and not entered: the stored one stands."""
        self.previewed = None
        self.slot.forget_tournament_preview()
        stored = self.slot.tournament()
        self.ui.tournament = None if stored is None else stored[1]
        self.ui.tournament_preview = self.ui.tournament_open = False

    async def _back_to_stored(self) -> None:
        await self._load_tournament()
        await self._advance()

    def _enter_tournament(self) -> None:
        """Pay the entry and play on to the player's first match."""
        ui, previewed = self.ui, self.previewed
        if not ui.tournament_preview or previewed is None or ui.tournament is None or self.busy:
            return
        entry: int = ui.tournament["plan"]["entry"]
        if ui.chips < entry:
            return  # the panel says so, and its button is off
        save, choice = previewed
        ui.chips -= entry
        self.slot.remember(chips=ui.chips)
        if not self.slot.store_tournament(save, ui.tournament):
            ui.notice = Notice("notice.error.title", "notice.save_failed", blocking=False)
        self.previewed = None
        self.slot.forget_tournament_preview()
        ui.tournament_preview = ui.replaces_tournament = False
        self._run(self._play_tournament(choice))

    def _next_match(self) -> None:
        """The panel's Gioca la partita. Another game's computer turns stop for it (the
        button said that game ends); a tournament step already running is left to finish."""
        t = self.ui.tournament
        if t is None or t["next"] is None or t["playing"] is not None or self.ui.tournament_preview:
            return
        if self.busy:
            if self.ui.tournament_match or self.ui.tournament_busy:
                return
            self._stop()
        self._run(self._play_tournament())

    async def _play_tournament(self, choice: menu.Choice | None = None) -> None:
        """The other tables' matches up to the player's next one, then that one at the table
        (another game there ends: the panel's button said so)."""
        self.ui.tournament_busy = True
        self.redraw()
        await self._forfeit_replaced(self.table)  # while the engine's game is still that one
        try:
            await self._load_tournament()  # after a reload the engine holds none yet
            if self.ui.tournament is None:
                return
            reply = await self.engine.tournament({"op": "play"})
        finally:
            self.ui.tournament_busy = False
        if "error" in reply:
            raise RuntimeError(f"the tournament could not go on: {reply['error']}")
        self._take_tournament(reply)
        if "state" not in reply:
            return
        if choice is None:
            choice = menu.parse(self.slot.remembered("menu"))
        self.ui.notice = None
        self.ui.show_last_trick = self.ui.tournament_open = False
        await self._sit(reply, choice, match=True)

    def _take_tournament(self, reply: Reply) -> None:
        """The engine's answer stored; the prize paid the moment the tournament is over."""
        view = reply["tournament"]
        stored = self.slot.tournament()
        was_over = stored is not None and bool((stored[1] or {}).get("over"))
        self.ui.tournament = view
        if not self.slot.store_tournament(reply["tournament_save"], view):
            self.ui.notice = Notice("notice.error.title", "notice.save_failed", blocking=False)
        if view["over"] and not was_over:
            self.ui.chips += view["prize"]
            self.slot.remember(chips=self.ui.chips)
            self.ui.stats = stats.record_tournament(self.ui.stats, view["place"], view["prize"])
            self.slot.store_stats(self.ui.stats)

    async def _load_tournament(self) -> None:
        """The stored tournament into the engine; one it cannot read is set aside and explained."""
        stored = self.slot.tournament()
        if stored is None:
            return
        reply = await self.engine.tournament({"op": "load", "save": stored[0]})
        previewing = self.ui.tournament_preview  # then the panel shows the preview, not the stored one
        if "error" in reply:
            kept_as = self.slot.set_tournament_aside(stored[0])
            self.ui.tournament_match = self.ui.replaces_tournament = False
            if not previewing:
                self.ui.tournament = None
                self.ui.tournament_open = False
            self.ui.notice = Notice("notice.bad_tournament.title",
                                    "notice.bad_tournament" if kept_as else "notice.bad_tournament.full",
                                    {"detail": str(reply["error"]), "key": kept_as or ""})
            return
        if not previewing:
            self.ui.tournament = reply["tournament"]

    async def _record_match(self) -> None:
        """The player's match is over: its result into the tournament, and if the player has
        no match left, the other tables play theirs to the end."""
        if not self.ui.tournament_match or self.ui.tournament is None or self.ui.tournament["playing"] is None:
            return
        reply = await self.engine.tournament({"op": "record"})
        if "error" in reply:
            raise RuntimeError(f"the tournament could not record the match: {reply['error']}")
        self._take_tournament(reply)
        if reply["tournament"]["next"] is None and not reply["tournament"]["over"]:
            await self._play_tournament()

    async def _leave_tournament(self, previous: Table | None) -> None:
        """Another game replaces the table: a tournament match still being played there is
        lost by abandon (the player confirmed replacing a game in progress), and the
        tournament goes on without the table; one already over is put away."""
        ui = self.ui
        if ui.tournament is not None and ui.tournament["over"]:
            self.slot.forget_tournament()
            ui.tournament = None
        if ui.tournament is None:
            ui.tournament_match = ui.tournament_open = False
            return
        await self._load_tournament()  # the engine may not hold it yet: a Start made while the page loaded
        if ui.tournament is not None and ui.tournament_match and previous is not None and not previous["finished"]:
            save = self.slot.saved()
            if save is not None:
                reply = await self.engine.tournament({"op": "abandon", "save": save})
                if "error" not in reply:
                    self._take_tournament(reply)
                    if reply["tournament"]["next"] is None and not reply["tournament"]["over"]:
                        await self._play_tournament()
        ui.tournament_match = ui.tournament_open = False

    def _is_match(self, table: Table | None) -> bool:
        """Whether a stored table is the tournament's match being played."""
        tournament = self.ui.tournament
        return (table is not None and tournament is not None and tournament["playing"] is not None
                and table["seed"] == tournament["playing_number"])

    def _match_seats(self, table: Table, key: str) -> dict[int, str]:
        """A tournament match's other seats (the opponents, a partner), found by its game
        number: their names (``key`` "seat_names") or levels ("seat_levels")."""
        tournament = self.ui.tournament
        if tournament is None:
            return {}
        for number, seated in tournament[key]:
            if number == table["seed"] and len(seated) == table["players"]:
                return {seat: told for seat, told in enumerate(seated) if seat}
        return {}
