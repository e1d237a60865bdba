"""The table's clocks, Abandon, match end screen, carte viste panel and sounds, in the page.

The controller calls three hooks: ``take`` (a game is on the table), ``draw`` (the view
or the table's state changed, or the UI did) and ``intent`` (a button of these panels).
They know the game only by the table's state the engine's worker sends (session.py).
The decisions live in DOM-free modules (clock.py, endscreen.py, played.py, sound.py's effects); this module
writes them into the page, runs the clock timer and hands every action to the
controller's ``force``: the random card of a run-out move clock, "flag S", "abandon 0".
The clocks' remaining time is kept in the save slot's settings (the engine's save stays
time-free), so a reload resumes with the time that was left.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, Callable, Final

import endscreen
import i18n
import played
import scene as scenes
from clock import Clocks, format_seconds
from portable import monotonic
from pyscript.ffi import create_proxy, is_none
from saves import SaveSlot
from sound import Sound
from state import UIState

if TYPE_CHECKING:  # types for mypy only: MicroPython cannot subscript dict at run time
    Observation = dict[str, Any]
    Table = dict[str, Any]  # session.table_state

HUMAN: Final = 0
TICK_SECONDS: Final = 0.2
RUNNING_PHASES: Final = ("auction", "call", "play")  # "next" between deals is not timed


class Extras:
    def __init__(self, document: Any, window: Any, slot: SaveSlot, ui: UIState,
                 force: Callable[[str], None]) -> None:
        self.document = document
        self.slot = slot
        self.ui = ui
        self.force = force
        self.table: Table | None = None
        self.clocks: Clocks | None = None
        self.view: Observation | None = None  # the view last drawn, to hear what changed
        self.sitting = -1
        self.played_open = False
        self.saved_second = -1  # the whole second of clock time last written to the settings
        self.drawn: dict[str, str] = {}  # panel id -> what it shows, to rebuild it only on change
        self.sound = Sound(window, bool(slot.settings().get("muted", False)))
        self._proxies: list[Any] = []
        for event in ("pointerdown", "keydown"):
            self._on(document, event, lambda _event: self._unlock())
        self._on(self._element("abandon-dialog"), "close", self._abandon_closed)
        self._ticker = asyncio.create_task(self._ticking())
        self._sound_state()

    def _on(self, target: Any, event: str, handler: Callable[[Any], None]) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    def _element(self, element_id: str) -> Any:
        return self.document.getElementById(element_id)

    # -- hooks the controller calls ------------------------------------------------------------

    def take(self, table: Table, resumed: bool) -> None:
        """A game is now on the table: a new one with full clocks (even if its game number
        is an old game's), a resumed one with the time its save had left."""
        self.table = table
        self.clocks = Clocks.start(str(table["seed"]), table["view"]["options"], table["players"])
        if resumed:
            self.clocks.resume(self.slot.settings().get("clock"))
        else:
            self.slot.remember(clock=None)  # the old game's times go with it
        self.played_open = False
        self.view = None  # no sound for what a new or reloaded table already shows

    def intent(self, kind: str) -> bool:
        """The buttons of these panels; False for an intent that is not theirs."""
        if kind == "abandon":
            dialog = self._element("abandon-dialog")
            if self.table is not None and self.table["forfeit_actions"] and not dialog.open:
                dialog.returnValue = ""
                dialog.showModal()
        elif kind == "played":
            self.played_open = not self.played_open
        elif kind == "mute":
            self.sound.muted = not self.sound.muted
            self.slot.remember(muted=self.sound.muted)
            self._sound_state()
        else:
            return False
        return True

    def draw(self, view: Observation | None, table: Table | None) -> None:
        """The view on screen changed (or the table's state, or the UI): clocks, panels, sounds."""
        self.table = table
        try:
            self._draw(view)
        except Exception as error:  # noqa: BLE001 - these extras must never stop the table
            print(f"briscola extras error: {error!r}")

    def _draw(self, view: Observation | None) -> None:
        previous, self.view = self.view, view
        if view is not None and previous is not None and previous is not view:
            self._hear(previous, view)
        if self.clocks is not None and view is not None:
            running = view["phase"] in RUNNING_PHASES and view["to_move"] is not None
            self.clocks.follow(view["move_number"], view["to_move"] if running else None)
            self._save_clocks()
        self._draw_clocks()
        self._draw_buttons(view)
        self._draw_played(view)
        self._draw_end(view)

    # -- clocks -------------------------------------------------------------------------------

    async def _ticking(self) -> None:
        last = monotonic()
        while True:
            await asyncio.sleep(TICK_SECONDS)
            now = monotonic()
            try:
                self._tick(now - last)
            except Exception as error:  # noqa: BLE001 - the clock must keep running
                print(f"briscola clock error: {error!r}")
            last = now

    def _tick(self, elapsed: float) -> None:
        clocks, table = self.clocks, self.table
        if clocks is None or table is None or not clocks.active:
            return
        if self.ui.menu_open:
            return  # the menu covers the table: nobody can be expected to play meanwhile
        for expired in clocks.tick(elapsed):
            if expired.kind == "match" and f"flag {expired.seat}" in table["forfeit_actions"]:
                self.force(f"flag {expired.seat}")
            elif expired.kind == "move" and expired.seat == HUMAN and table["timeout_action"]:
                self.force(table["timeout_action"])  # the computer seats move in time by themselves
        if clocks.seat == HUMAN and clocks.warn():
            self.sound.play("warning")
        self._save_clocks()
        self._draw_clocks()

    def _save_clocks(self) -> None:
        """Into the settings at each new whole second (and each new move): enough to resume."""
        clocks = self.clocks
        if clocks is None or not clocks.active:
            return
        left = clocks.move_left if clocks.move_left is not None else min(clocks.match_left or [0.0])
        second = int(left) + 10_000 * clocks.move_number
        if second != self.saved_second:
            self.saved_second = second
            self.slot.remember(clock=clocks.to_dict())

    def _draw_clocks(self) -> None:
        clocks, view = self.clocks, self.view
        shown = clocks.view() if clocks is not None and clocks.active and view is not None else None
        lang = self.ui.lang
        for section in self.document.querySelectorAll(".seat"):
            seat = int(section.dataset.seat)
            label = section.querySelector(".seat-label")
            if is_none(label):
                continue
            element = label.querySelector(".clock")
            if is_none(element):
                element = self.document.createElement("span")
                element.className = "clock"
                element.setAttribute("role", "timer")
                label.appendChild(element)
            parts, names = [], []
            if shown is not None:
                if shown.seat == seat and shown.move_left is not None:
                    parts.append(format_seconds(shown.move_left))
                    names.append(i18n.text(lang, "clock.move", time=parts[-1]))
                if shown.match_left is not None and seat < len(shown.match_left):
                    parts.append(format_seconds(shown.match_left[seat]))
                    names.append(i18n.text(lang, "clock.match", time=parts[-1]))
            text = " · ".join(parts)
            if element.textContent != text:
                element.textContent = text
                element.setAttribute("aria-label", ", ".join(names))
            element.hidden = not text
            running = shown is not None and shown.seat == seat
            element.classList.toggle("running", running)
            element.classList.toggle("warning", running and shown is not None and shown.warning)

    # -- the buttons, carte viste, the end screen -----------------------------------------------

    def _draw_buttons(self, view: Observation | None) -> None:
        abandon = self._element("abandon-button")
        abandon.disabled = self.table is None or not self.table["forfeit_actions"]
        button = self._element("played-button")
        button.hidden = view is None or not played.shown(view)
        button.setAttribute("aria-pressed", "true" if self.played_open else "false")

    def _draw_played(self, view: Observation | None) -> None:
        panel = self._element("played")
        open_ = view is not None and played.shown(view) and self.played_open
        panel.hidden = not open_
        if not open_:
            return
        assert view is not None
        style = view["options"].get("deck_style", "napoletane")
        lang = self.ui.lang
        key = f"{lang}|{style}|{view['deal_number']}|{played.played_cards(view)}"
        if self.drawn.get("played") == key:
            return
        self.drawn["played"] = key
        rows = panel.querySelector(".played-suits")
        rows.replaceChildren()
        for suit, cards in played.by_suit(view):
            row = self.document.createElement("li")
            row.dataset.suit = suit
            name = self.document.createElement("span")
            name.className = "played-suit"
            name.textContent = i18n.suit_name(lang, suit, style)
            row.appendChild(name)
            if not cards:
                none = self.document.createElement("span")
                none.className = "played-none"
                none.textContent = i18n.text(lang, "played.none")
                row.appendChild(none)
            for code in cards:
                image = self.document.createElement("img")
                image.className = "played-card"
                image.src = f"./cards/{style}/{code}.svg"
                image.alt = i18n.card_name(lang, code, style)
                image.dataset.card = code
                image.draggable = False
                row.appendChild(image)
            rows.appendChild(row)

    def _draw_end(self, view: Observation | None) -> None:
        panel = self._element("match-end")
        end = None
        if view is not None:
            lang, me, players = self.ui.lang, view["seat"], view["players"]
            end = endscreen.build(view, lang,
                                  lambda s: scenes.seat_name(lang, s, me, players, self.ui.name),
                                  self.ui.game_number)
        panel.hidden = end is None
        if end is None:
            return
        key = repr(end)
        if self.drawn.get("end") == key:
            return
        self.drawn["end"] = key
        panel.dataset.won = {True: "yes", False: "no", None: "shared"}[end.won]
        self._element("match-end-title").textContent = end.title
        panel.querySelector(".match-end-number").textContent = end.number
        for selector, lines in ((".match-end-lines", end.lines), (".match-end-deals", end.deals)):
            container = panel.querySelector(selector)
            container.replaceChildren()
            for line in lines:
                item = self.document.createElement("li")
                item.textContent = line
                container.appendChild(item)

    def _abandon_closed(self, _event: Any) -> None:
        if self._element("abandon-dialog").returnValue == "abandon":
            self.force(f"abandon {HUMAN}")

    # -- sound --------------------------------------------------------------------------------

    def _unlock(self) -> None:
        self.sound.unlock()
        self._sound_state()

    def _sound_state(self) -> None:
        button = self._element("mute-button")
        key = "sound.off" if self.sound.muted else "sound.on"
        if button.dataset.i18n != key:
            button.dataset.i18n = key
        text = i18n.text(self.ui.lang, key)
        if button.textContent != text:
            button.textContent = text
        button.setAttribute("aria-pressed", "true" if self.sound.muted else "false")
        body = self.document.body.dataset
        body.sound = "muted" if self.sound.muted else ("ready" if self.sound.ready else "locked")
        body.soundsPlayed = str(self.sound.played)

    def _hear(self, before: Observation, after: Observation) -> None:
        """The sound of what just changed on the table (from the views, like the picture)."""
        effect = None
        if after["phase"] == "over" and before["phase"] != "over":
            result = after.get("match_result") or {}
            effect = "win" if after["seat"] in result.get("winner", []) else "lose"
        elif (after["deal_number"] == before["deal_number"]
              and len(after["history"]) > len(before["history"])):
            effect = "trick"
        elif len(after["table"]) > len(before["table"]):
            effect = "card"
        elif (after["to_move"] == after["seat"] and after["legal_actions"]
              and before["to_move"] != before["seat"]):
            effect = "turn"
        if effect is not None and self.sound.play(effect):
            self._sound_state()
